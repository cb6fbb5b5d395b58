#pragma once
// The paper's formulas, transcribed (never used by the oracle): Theorem 4.3's M and the
// staircase theorems' rows (Theorems 6.3-6.7), shared by the claims and the figures.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "properties/chen_gasarch/support.hpp"

namespace gameaudit::chen_gasarch {

// Theorem 4.3 (A = {1, L} or {1, L, L+1}): M1(n) = n/2 + 1, M2(n) = n/2 for even n;
// M1(n) = M2(n) = (n+1)/2 for odd n.
inline std::int64_t theorem43M(Player p, std::int64_t n) {
    if (n % 2 == 0) return p == Player::One ? n / 2 + 1 : n / 2;
    return (n + 1) / 2;
}

// One part of a staircase theorem, for positions where both players are middle class:
//   d < M1 + floor                                  -> W = 2 (no such row when floor = 0)
//   M1 + start + width k <= d < M1 + start + width (k+1), k >= 0:
//        W = 1 if e < M2 + eStart + width k, else 2
//   d >= U1 - endD (these ending rows take precedence):
//        W = 1 if e < U2 - endE, else 2; or W = 1 whatever e when endE is absent.
struct StaircasePart {
    std::string name;                 // e.g. "Theorem 6.4, part 2"
    std::vector<std::int64_t> residues;
    std::int64_t modulus = 1;
    std::int64_t floor = 0, width = 1, start = 0, eStart = 0, endD = 0;
    std::optional<std::int64_t> endE;
};

// The paper's verdict at a position of the part, and the row used (written only when
// `explain`: most cases hold, and need no text); 0 when no row applies.
struct StaircaseVerdict {
    int winner = 0;
    std::string row;
};
StaircaseVerdict staircaseVerdict(const StaircasePart& part, const Game& g, bool explain = true);

// The parts of Theorems 6.3-6.7 for a given L (6.3 and 6.5: L = 2). `firstRowsAsGeneral`
// reads Theorem 6.4 parts 2 and 4 with the general k-th row from k = 0 instead of the printed
// first rows (which say W = 2 on both sides of their e threshold).
std::vector<StaircasePart> theorem63();
std::vector<StaircasePart> theorem64(std::int64_t l, bool firstRowsAsGeneral = false);
std::vector<StaircasePart> theorem65();
std::vector<StaircasePart> theorem66(std::int64_t l);
std::vector<StaircasePart> theorem67(std::int64_t l);

// The part covering n, if any.
const StaircasePart* partFor(const std::vector<StaircasePart>& parts, std::int64_t n);

}  // namespace gameaudit::chen_gasarch
