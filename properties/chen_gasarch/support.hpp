#pragma once
// Shared shape of the Chen & Gasarch claims: domains over (A, n) and (A, n, d, e) ordered by
// n, then d + e (the minimality the audit asks for), and the oracle's winning line as witness.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "models/nim_cash/nim_cash.hpp"
#include "oracles/nim_cash/classes.hpp"
#include "provers/nim_cash/staircase.hpp"

namespace gameaudit::chen_gasarch {

using nim_cash::CashOracle;
using nim_cash::Position;
using nim_cash::kInfinity;
using nim_cash::Moves;
using nim_cash::parameterL;
using nim_cash::Player;
using nim_cash::solved;

// A family of move sets, e.g. {1, L} for L = 4, 6, ..., in the order counterexamples prefer.
struct Sets {
    std::string description;  // e.g. "A = {1, L}, L even, 4 <= L <= 12"
    std::vector<Moves> sets;
};
Sets pairsOneL(std::int64_t from, std::int64_t to, std::int64_t step);    // {1, L}
Sets triplesOneL(std::int64_t from, std::int64_t to, std::int64_t step);  // {1, L, L+1}
Sets allSubsets(std::int64_t largest);  // every non-empty A ⊆ {1..largest}, by size then lexicographically
// "Every finite A" is checked on every non-empty A ⊆ {1..kLargestMove} (127 sets).
constexpr std::int64_t kLargestMove = 7;
inline const std::string kEveryA = "Every non-empty A ⊆ {1.." + std::to_string(kLargestMove) + "}";
// For the (A, n, d, e) claims over every A: their cost grows with n^3 times the 127 sets.
inline const std::string kDepth = ", n <= 30 by default (--bound raises it)";

// Piles: (A, n) with d = e = ∞; size n, then A in the family's order. Shown "A={1,2} n=10".
// `cash`: whether the claims need the W(n; d, e) table too (else only W(n) and U, M).
Domain<Position> piles(const Sets& family, bool cash);

// Piles (A, n) listed one by one, checked completely, shown as piles() shows them; onePile: a
// worked example's pile, described "A = {1,3,4}, n = 9".
Domain<Position> listedPiles(std::string description, std::vector<Position> list);
Domain<Position> onePile(const Position& g);

// Inclusive money ranges for Player 1 (d) and Player 2 (e) at (A, n).
struct MoneyRange {
    std::int64_t dLo, dHi, eLo, eHi;
};
// Every money value from 0 up to n + max(A): money >= n plays like ∞ (a player never pays more
// than the pile) and every threshold the paper uses (U, M) is at most n + max(A) (tested).
MoneyRange allMoney(const Position& g);
// Both players middle class: M_p(n) <= money < U_p(n), by the definitions.
MoneyRange bothMiddleClass(const Position& g);

// Positions (A, n, d, e): size n, then by d + e, then A in the family's order.
Domain<Position> positions(const Sets& family, std::string moneyDescription, std::function<MoneyRange(const Position&)> range);

// The oracle's reasons for W(n; d, e): its first-move analysis and a winning line of play.
std::string winningLine(const Position& g);

// The claim "W(n; d, e) = claimed(g)" where claimed returns 1, 2, or 0 for "no claim here";
// `why` names the paper's case used, for the report.
struct WinClaim {
    std::function<int(const Position&)> claimed;
    std::function<std::string(const Position&)> why;
};
Property<Position> winProperty(Domain<Position> domain, WinClaim claim);

// A claim about piles (A, n): `judge` sees the oracle of A solved up to n.
inline Property<Position> pileProperty(Domain<Position> domain, bool cash,
                                   std::function<Judgement(const CashOracle&, const Position&)> judge) {
    // by hand: judges what the cash oracle of A says of a pile (classes, U, M, W(n)), not one outcome
    Property<Position> p;
    p.domain = std::move(domain);
    p.predicate = [cash, judge](const Position& g) { return judge(solved(g.a, g.n, cash), g); };
    // The oracles grow with n as the search goes: refuse a size beyond memory before it starts.
    p.prepare = [cash](std::int64_t n) { CashOracle::requireRoom(n, cash); };
    return p;
}

// Why plain NIM(A; n) has the winner it has: the winning move, or every move with its reply.
std::string nimWitness(const CashOracle& o, std::int64_t n);

inline std::int64_t floorDiv(std::int64_t a, std::int64_t b) { return a / b - ((a % b != 0) && ((a < 0) != (b < 0))); }
inline std::int64_t ceilDiv(std::int64_t a, std::int64_t b) { return -floorDiv(-a, b); }

}  // namespace gameaudit::chen_gasarch
