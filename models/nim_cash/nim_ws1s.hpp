#pragma once
// Plain NIM(A; n) (Chen & Gasarch, Definition 1.2) as WS1S rules for the prover, for a finite
// family of move sets: a position (X1, X2) is the move set's index in the family and the
// pile; a move removes a ∈ A stones, a <= n. Cross-checked against nimOptions in tests/prover.
#include <vector>

#include "models/nim_cash/nim_cash.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::nimcash {

prover::Game nimWs1s(const std::vector<Moves>& family);

}  // namespace gameaudit::nimcash
