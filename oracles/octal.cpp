#include "oracles/octal.hpp"

#include <algorithm>
#include <cctype>

#include "core/errors.hpp"
#include "core/run_control.hpp"
#include "oracles/impartial.hpp"

namespace gameaudit::octal {
namespace {

constexpr unsigned kNone = 1, kOne = 2, kTwo = 4, kThree = 8;  // what may remain, as in the code's digits

[[noreturn]] void malformed(std::string_view text, const std::string& why) {
    throw InputError("malformed take-and-break code '" + std::string(text) + "': " + why +
                     "; a code is d0.d1d2... in octal (0-7) or hexadecimal (0-f) digits, e.g. 0.77 or 4.07, "
                     "with an optional group repeated forever at the end, e.g. 0.(3)");
}

int hexDigit(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    return -1;
}

// Calls take(j, rest) for each removal j the code allows from a heap of n (rest = n - j).
template <class Take>
void removals(const Code& code, std::int64_t n, Take take) {
    const std::int64_t last = code.finite() ? std::min(n, code.largestRemoval()) : n;
    for (std::int64_t j = 0; j <= last; ++j)
        if (const unsigned d = code.digit(j)) take(d, n - j);
}

}  // namespace

unsigned Code::digit(std::int64_t j) const {
    const auto k = static_cast<std::size_t>(j);
    if (k < digits.size()) return digits[k];
    if (repeat.empty()) return 0;
    return repeat[(k - digits.size()) % repeat.size()];
}

std::int64_t Code::largestRemoval() const {
    for (std::size_t j = digits.size(); j-- > 0;)
        if (digits[j] != 0) return static_cast<std::int64_t>(j);
    return 0;
}

Code parse(std::string_view text) {
    Code c;
    c.text = std::string(text);
    const std::size_t point = text.find('.');
    if (point == std::string_view::npos) malformed(text, "no '.' after d0");
    const std::string_view head = text.substr(0, point);
    if (head.size() > 1) malformed(text, "more than one digit before the '.'");
    const int d0 = head.empty() ? 0 : hexDigit(head[0]);
    if (d0 < 0) malformed(text, "'" + std::string(head) + "' is not a digit");
    // Removing nothing must split the heap: leaving it whole would be a pass, leaving nothing is no move.
    if (d0 & (kNone | kOne)) malformed(text, "d0 = " + std::string(head) + ": removing no token may only split a heap (d0 is 0, 4, 8 or c)");
    c.digits.push_back(static_cast<unsigned>(d0));
    bool inGroup = false, closed = false;
    for (std::size_t i = point + 1; i < text.size(); ++i) {
        const char ch = text[i];
        const std::string where = "'" + std::string(1, ch) + "' at position " + std::to_string(i + 1);
        if (closed) malformed(text, where + " follows the repeated group, which ends the code");
        if (ch == '(' && !inGroup) {
            inGroup = true;
            continue;
        }
        if (ch == ')' && inGroup) {
            if (c.repeat.empty()) malformed(text, "the repeated group is empty");
            inGroup = false;
            closed = true;
            continue;
        }
        const int d = hexDigit(ch);
        if (d < 0) malformed(text, where + " is not a digit");
        (inGroup ? c.repeat : c.digits).push_back(static_cast<unsigned>(d));
    }
    if (inGroup) malformed(text, "the repeated group is not closed with ')'");
    if (c.digits.size() == 1 && c.repeat.empty()) malformed(text, "no digit after the '.'");
    if (std::all_of(c.repeat.begin(), c.repeat.end(), [](unsigned d) { return d == 0; })) c.repeat.clear();
    return c;
}

std::vector<std::vector<std::int64_t>> moves(const Code& code, std::int64_t n) {
    std::vector<std::vector<std::int64_t>> out;
    removals(code, n, [&](unsigned d, std::int64_t rest) {
        if ((d & kNone) && rest == 0) out.push_back({});
        if ((d & kOne) && rest > 0) out.push_back({rest});
        if (d & kTwo)
            for (std::int64_t a = 1; 2 * a <= rest; ++a) out.push_back({a, rest - a});
        if (d & kThree)
            for (std::int64_t a = 1; 3 * a <= rest; ++a)
                for (std::int64_t b = a; a + 2 * b <= rest; ++b) out.push_back({a, b, rest - a - b});
    });
    return out;
}

void NimSequence::extend(std::int64_t n) {
    if (n <= known()) return;
    if (static_cast<double>(n) * sizeof(unsigned) >= memoryLimit())
        throw InputError("the nim-sequence of " + code_.text + " up to " + std::to_string(n) +
                         " needs more than the memory limit of " + showBytes(memoryLimit()));
    values_.reserve(static_cast<std::size_t>(n) + 1);
    std::vector<unsigned> seen;
    for (std::int64_t m = known() + 1; m <= n; ++m) {
        seen.clear();
        removals(code_, m, [&](unsigned d, std::int64_t rest) {
            const auto G = [this](std::int64_t k) { return values_[static_cast<std::size_t>(k)]; };
            if ((d & kNone) && rest == 0) seen.push_back(0);
            if ((d & kOne) && rest > 0) seen.push_back(G(rest));
            if (d & kTwo)
                for (std::int64_t a = 1; 2 * a <= rest; ++a) seen.push_back(G(a) ^ G(rest - a));
            if (d & kThree)
                for (std::int64_t a = 1; 3 * a <= rest; ++a)
                    for (std::int64_t b = a; a + 2 * b <= rest; ++b) seen.push_back(G(a) ^ G(b) ^ G(rest - a - b));
        });
        checkpoint("computing the nim-sequence", seen.size() + 1);
        values_.push_back(mex(seen));
    }
}

unsigned NimSequence::at(std::int64_t n) {
    extend(n);
    return values_[static_cast<std::size_t>(n)];
}

// The octal periodicity theorem (Guy and Smith, "The G-values of various games", Proc. Cambridge
// Philos. Soc. 52 (1956); Berlekamp, Conway and Guy, Winning Ways, ch. 4; Siegel, Combinatorial
// Game Theory (2013), ch. IV): for a finite octal code with largest removal t, if G(n + p) = G(n)
// for n0 <= n < 2 n0 + p + t, then for every n >= n0. The proof as applied here, with n0 >= 1
// (a split must leave two nonempty heaps): for n >= 2 n0 + p + t, every move from n + p removes
// j <= t and leaves n + p - j >= 1, or a + b with b >= (n + p - j) / 2 >= n0 + p, so (a, b - p)
// is a split of n - j with G(b - p) = G(b) by induction; conversely a split (a, c) of n - j with
// c >= n0 lifts to (a, c + p). The options' values agree, so G(n + p) = G(n). With n0 = 0 the
// check starts at 0 and runs to the end the theorem gives for n0 = 1.
std::string theoremRefusal(const Code& code) {
    if (!code.finite())
        return "the code " + code.text + " removes unboundedly many tokens (a repeated group); the octal periodicity "
               "theorem needs a finite code";
    for (unsigned d : code.digits)
        if (d & kThree)
            return "the code " + code.text + " has a hexadecimal digit (a heap split in three); the octal periodicity "
                   "theorem covers splits into two heaps at most";
    return "";
}

std::int64_t theoremEnd(const Code& code, Periodicity period) {
    const std::int64_t start = std::max<std::int64_t>(period.n0, 1);
    return saturatingAdd(saturatingAdd(saturatingMul(2, start), period.p), code.largestRemoval());
}

std::optional<std::int64_t> firstBreak(NimSequence& g, Periodicity period, std::int64_t end) {
    g.extend(saturatingAdd(end - 1, period.p));
    for (std::int64_t n = period.n0; n < end; ++n)
        if (g.at(n + period.p) != g.at(n)) return n;
    return std::nullopt;
}

// Rounds of doubling length N: for p = 1, 2, ..., n0(p) is the least n with G(m + p) = G(m) for
// every n <= m <= N - p; the first p whose theorem range fits in G(0..N) is proved. It is the
// least eventual period and n0(p) the least preperiod: any eventual period p' repeats from
// n0(p) too (G(n + p') = G(n + p' + kp) = G(n + kp) = G(n)), so p' < p would have been proved first.
std::optional<Periodicity> findPeriodicity(NimSequence& g, std::int64_t limit) {
    for (std::int64_t N = std::min<std::int64_t>(limit, 256);; N = std::min(limit, 2 * N)) {
        g.extend(N);
        for (std::int64_t p = 1; 2 * p <= N; ++p) {
            std::int64_t n = N - p;
            while (n >= 0 && g.at(n + p) == g.at(n)) --n;
            const Periodicity found{n + 1, p};
            if (theoremEnd(g.code(), found) - 1 + p <= N) return found;
            checkpoint("searching for the period", static_cast<std::uint64_t>(N - n));
        }
        if (N >= limit) return std::nullopt;
    }
}

}  // namespace gameaudit::octal
