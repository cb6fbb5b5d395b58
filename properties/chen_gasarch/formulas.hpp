#pragma once
// The paper's formulas, transcribed (never used by the oracle): Theorem 4.3's M and the
// staircase theorems' rows (Theorems 6.3-6.7), shared by the claims and the figures.
#include <cstdint>
#include <vector>

#include "properties/chen_gasarch/support.hpp"

namespace gameaudit::chen_gasarch {

// Theorem 4.3 (A = {1, L} or {1, L, L+1}): M1(n) = n/2 + 1, M2(n) = n/2 for even n;
// M1(n) = M2(n) = (n+1)/2 for odd n.
inline std::int64_t theorem43M(Player p, std::int64_t n) {
    if (n % 2 == 0) return p == Player::One ? n / 2 + 1 : n / 2;
    return (n + 1) / 2;
}

// The staircase theorems' rows are parts of a staircase (provers/nim_cash/staircase.hpp), whose
// rows start at Theorem 4.3's M.
using nim_cash::partFor;
using nim_cash::StaircasePart;
using nim_cash::staircaseVerdict;

// The parts of Theorems 6.3-6.7 for a given L (6.3 and 6.5: L = 2). `firstRowsAsGeneral`
// reads Theorem 6.4 parts 2 and 4 with the general k-th row from k = 0 instead of the printed
// first rows (which say W = 2 on both sides of their e threshold).
std::vector<StaircasePart> theorem63();
std::vector<StaircasePart> theorem64(std::int64_t l, bool firstRowsAsGeneral = false);
std::vector<StaircasePart> theorem65();
std::vector<StaircasePart> theorem66(std::int64_t l);
std::vector<StaircasePart> theorem67(std::int64_t l);

}  // namespace gameaudit::chen_gasarch
