#pragma once
// Take-and-break games from their code (0.77 Kayles, 0.07 Dawson's Kayles, 4.07, ...): the
// nim-sequence of one heap by the mex over every move the code allows, and the octal
// periodicity theorem, which turns a finite check of the sequence into periodicity for every n.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gameaudit::octal {

// A code d0.d1d2...: digit d_j says what may remain of a heap after j tokens are removed from
// it, as a sum of 1 (no heap: the whole heap was j tokens), 2 (one nonempty heap), 4 (two
// nonempty heaps), 8 (three nonempty heaps; hexadecimal digits). d0 is 0 or 4 (splitting a
// heap without removing). Digits in parentheses at the end repeat forever: 0.(3) is NIM.
struct Code {
    std::string text;             // as written
    std::vector<unsigned> digits; // d0, d1, ... before the repeated group
    std::vector<unsigned> repeat; // repeated forever after them (empty: a finite code)

    unsigned digit(std::int64_t j) const;
    bool finite() const { return repeat.empty(); }
    // The largest removal t, the index of the last nonzero digit (a finite code).
    std::int64_t largestRemoval() const;
};

// Reads a code; throws InputError naming what is wrong with a malformed one.
Code parse(std::string_view text);

// The heaps a move from a heap of n tokens leaves, each list in increasing order, every move once.
std::vector<std::vector<std::int64_t>> moves(const Code& code, std::int64_t n);

// G(0), G(1), ...: the Grundy values of single heaps, computed in order and kept.
class NimSequence {
public:
    explicit NimSequence(Code code) : code_(std::move(code)) {}
    const Code& code() const { return code_; }
    unsigned at(std::int64_t n);    // computes up to n first
    void extend(std::int64_t n);    // computes G(0..n); refuses (InputError) past the memory limit
    std::int64_t known() const { return static_cast<std::int64_t>(values_.size()) - 1; }

private:
    Code code_;
    std::vector<unsigned> values_;
};

// "G(n + p) = G(n) for every n >= n0".
struct Periodicity {
    std::int64_t n0 = 0, p = 1;
};

// Why the octal periodicity theorem does not apply to the code ("" when it does).
std::string theoremRefusal(const Code& code);
// The end of the finite check the theorem needs: G(n + p) = G(n) for n0 <= n < end.
std::int64_t theoremEnd(const Code& code, Periodicity period);
// The first n in [n0, end) with G(n + p) != G(n), if any.
std::optional<std::int64_t> firstBreak(NimSequence& g, Periodicity period, std::int64_t end);
// The least (n0, p) the theorem proves from G(0..limit), doubling the values computed as needed;
// none if no period is proved within the limit. The code must be one the theorem applies to.
std::optional<Periodicity> findPeriodicity(NimSequence& g, std::int64_t limit);

}  // namespace gameaudit::octal
