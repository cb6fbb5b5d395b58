#pragma once
// The staircase: a shape of NIM with Cash's winner function W(n; d, e) where both players are
// middle class, rows of d against thresholds of e, given per residue of n for A = {1, L} or
// {1, L, L+1}; and its WS1S certificates, for each move set of a finite family
// (staircase.cpp) or for every L at once (staircase_every_l.cpp).
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "models/nim_cash/nim_cash.hpp"
#include "oracles/nim_cash/classes.hpp"
#include "provers/nim_cash/nim_cash_ws1s.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::nim_cash {

// The origin M_p(n) the rows are counted from: n/2 + 1 (Player 1) and n/2 (Player 2) for even n,
// (n + 1)/2 for odd n, i.e. (n + origin)/2 as in CashCoordinates. The certificates check it
// against the middle class thresholds of Definition 4.1 before using it.
std::int64_t rowOrigin(Player p, std::int64_t n);

// The L of {1, L} or {1, L, L+1}, by which a staircase's parts are given.
std::int64_t parameterL(const Moves& a);

// One part of a staircase, for positions where both players are middle class (M1, M2 the origins):
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

// The part's verdict at a position, and the row used (written only when `explain`: most cases
// hold, and need no text); 0 when no row applies.
struct StaircaseVerdict {
    int winner = 0;
    std::string row;
};
StaircaseVerdict staircaseVerdict(const StaircasePart& part, const Position& g, bool explain = true);

// The part covering n, if any.
const StaircasePart* partFor(const std::vector<StaircasePart>& parts, std::int64_t n);

// A staircase's parts for each L.
using StaircaseParts = std::function<std::vector<StaircasePart>(std::int64_t l)>;

// Part `index` of the staircase `claimed` for every n, d, e and each move set of `family`
// (described by `description`), through the winner function of Theorems 6.1, 6.2 and the
// staircase `truth` (the one that holds).
prover::ProofSpec staircaseProof(std::string id, const std::string& description, const std::vector<Moves>& family,
                                 const StaircaseParts& truth, const StaircaseParts& claimed, std::size_t index);

// The coordinates of the move-set families the every-L certificates serve: L = 2H or 2H + 1,
// the staircase's period P and the width W of its rows.
const CashCoordinates& pairsEvenL();    // A = {1, L}, L even
const CashCoordinates& triplesEvenL();  // A = {1, L, L+1}, L even
const CashCoordinates& triplesOddL();   // A = {1, L, L+1}, L odd

// The same as staircaseProof for every L of the coordinates' family at once. The lemmas all
// parts share (the definitions, the winner recursion class by class) are named `lemmas`
// (proofs/<lemmas>.definitions.mona, ...) and written once per process: one name, one truth.
prover::ProofSpec staircaseProofEveryL(std::string id, const std::string& lemmas, const CashCoordinates& coordinates,
                                       const StaircaseParts& truth, const StaircaseParts& claimed, std::size_t index);

}  // namespace gameaudit::nim_cash
