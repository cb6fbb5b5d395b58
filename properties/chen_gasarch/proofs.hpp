#pragma once
// The staircase certificates of properties/chen_gasarch/proofs.cpp, for the tests.
#include <functional>
#include <string>
#include <vector>

#include "properties/chen_gasarch/formulas.hpp"
#include "provers/nim_cash/nim_cash_ws1s.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::chen_gasarch {

using StaircaseParts = std::function<std::vector<StaircasePart>(std::int64_t l)>;

// Part `index` of a staircase theorem (`claimed`) for every n, d, e and each move set of the
// family, through the winner function of Theorems 6.1, 6.2 and the staircase `truth`.
prover::ProofSpec staircaseProof(std::string id, const Sets& family, const StaircaseParts& truth,
                                 const StaircaseParts& claimed, std::size_t index);

// The same for every L at once (Theorems 6.4, 6.6, 6.7: `theorem` is "thm6.4", "thm6.6" or
// "thm6.7"), in the coordinates of provers/nim_cash/nim_cash_ws1s.hpp.
const nimcash::CashCoordinates& coordinates(const std::string& theorem);
prover::ProofSpec staircaseProofEveryL(std::string id, const std::string& theorem, const StaircaseParts& truth,
                                       const StaircaseParts& claimed, std::size_t index);

}  // namespace gameaudit::chen_gasarch
