#pragma once
// NIM with Cash NIM(A; n; d, e) (Chen & Gasarch, Definition 1.6) as WS1S rules for the prover.
#include <cstdint>
#include <string>
#include <vector>

#include "models/nim_cash/nim_cash.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::nim_cash {

// For a finite family of move sets. A position (X1, X2, X3, X4) is the move set's index in the
// family, the stones, the mover's money and the other player's money (the model's Turn); a
// move takes a ∈ A with a <= stones and a <= the mover's money, pays a, and the roles swap.
// Cross-checked against legalTakes/after in tests/prover.
prover::RulesEncoding cashWs1s(const std::vector<Moves>& family);

// A number a·H + b of a family indexed by H.
struct InH {
    std::int64_t slope = 0, offset = 0;
    std::int64_t at(std::int64_t h) const { return slope * h + offset; }
    prover::Linear of(const std::string& h) const { return prover::Linear(h) * slope + offset; }
};

// A = {1, L} or {1, L, L+1} for EVERY L = 2H + parity, H >= hMin, at once. n·L is not linear,
// so positions are written in coordinates adapted to L: the pile n = P·Q + R (0 <= R < P), and
// each player's money x by its offset o = x − M(n) from M(n) = (n + origin)/2 (the mover's
// origin is 2 for even n and 1 for odd n, the other's 0 and 1: Theorem 4.3's form, used here only
// as an origin): o = W·K + J with J < W (flag F = 0), or, below M(n), o = −(B·K + J + 1) with
// J < B (F = 1; B = P/2). P and W are linear in H. The position is
// (X1..X9) = (H, Q, R, F, K, J of the mover's money, F, K, J of the other's).
//
// A take a leaves n − a = P·(Q − dq) + (R − a + dq·P), dq = [R < a], and the offsets move by
// constants: the new mover's offset is the other's plus M2(n) − M1(n − a), the new other's is
// the mover's plus M1(n) − M2(n − a) − a (shift), each depending on n's parity alone. So the
// game's moves are linear in H: the prover substitutes them into its formulas instead of
// quantifying over the next position. These coordinates are a bijection onto the positions
// for each L (coordinatesOf, positionOf); tests/prover compares them, the shifts and `affords`
// with the model.
struct CashCoordinates {
    std::string name;           // e.g. "A = {1, L}, L = 2H even"
    std::int64_t parity = 0;    // L = 2H + parity
    bool triple = false;        // A = {1, L, L+1}, else {1, L}
    std::int64_t hMin = 1;
    InH period, width;          // P and W; B = P/2
    std::int64_t l(std::int64_t h) const { return 2 * h + parity; }
    Moves moves(std::int64_t h) const;
    std::vector<InH> takes() const;  // the moves as numbers in H
    InH base() const { return {period.slope / 2, period.offset / 2}; }
};
// position(X1..X9), mOne(R, V), mTwo(R, V) (V = M(n) − B·Q), and affords<i>(X1..X9): the mover's
// money is at least takes()[i].
prover::RulesEncoding cashEveryL(const CashCoordinates& c);
// M(n) = (n + origin)/2 for the mover (M1) or the other (M2).
std::int64_t origin(bool mover, std::int64_t nParity);
// How a take moves the offsets at n of the given parity: `mover` the new mover's (from the
// other's money), else the new other's (from the mover's, who paid).
InH shift(const CashCoordinates& c, const InH& take, std::int64_t nParity, bool mover);

// The coordinates of a position of A = moves(h) (finite money), and back.
std::vector<std::int64_t> coordinatesOf(const CashCoordinates& c, std::int64_t h, const Position& g);
Position positionOf(const CashCoordinates& c, const std::vector<std::int64_t>& x);

}  // namespace gameaudit::nim_cash
