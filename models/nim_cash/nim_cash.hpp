#pragma once
// NIM(A; n) and NIM with Cash NIM(A; n; d, e), Chen & Gasarch, Definitions 1.2 and 1.6:
// players alternately remove a ∈ A stones and (with cash) pay a dollars; a player loses
// when fewer than min(A) stones remain or when they cannot afford min(A).
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>
#include <vector>

namespace gameaudit::nim_cash {

constexpr std::int64_t kInfinity = std::numeric_limits<std::int64_t>::max();  // d or e = ∞

using Moves = std::vector<std::int64_t>;  // A: distinct positive integers, ascending

// A sorted without repeats; throws InputError if empty or not all positive.
Moves normalise(std::vector<std::int64_t> a);

// A position seen from the player to move: stones, the mover's money, the other's money.
struct Turn {
    std::int64_t stones = 0, mover = 0, other = 0;
    bool operator==(const Turn&) const = default;
};

// The takes a ∈ A the mover may make: a <= stones and a <= mover's money.
std::vector<std::int64_t> legalTakes(const Moves& a, const Turn& t);
// The position after the mover takes `take` stones and pays `take` dollars: roles swap.
Turn after(const Turn& t, std::int64_t take);

// Plain NIM(A; n): the piles reachable in one move.
std::vector<std::int64_t> nimOptions(const Moves& a, std::int64_t n);

// A position NIM(A; n; d, e), Player 1 to move, written "A={1,2} n=10 d=6 e=5" (d, e may be "inf").
struct Position {
    Moves a;
    std::int64_t n = 0, d = kInfinity, e = kInfinity;
    bool operator==(const Position&) const = default;
    Turn start() const { return {n, d, e}; }
};

std::string showMoney(std::int64_t money);  // "inf" for ∞
std::string showSet(const Moves& a);        // "{1,2}"
std::string show(const Position& g);        // "A={1,2} n=10 d=6 e=5"
// Parses the notation above; d and e default to ∞ when omitted. Throws InputError.
Position parsePosition(std::string_view text);

}  // namespace gameaudit::nim_cash
