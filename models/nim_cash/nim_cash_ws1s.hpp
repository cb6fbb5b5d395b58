#pragma once
// NIM with Cash NIM(A; n; d, e) (Chen & Gasarch, Definition 1.6) as WS1S rules for the prover,
// for a finite family of move sets. A position (X1, X2, X3, X4) is the move set's index in the
// family, the stones, the mover's money and the other player's money (the model's Turn); a
// move takes a ∈ A with a <= stones and a <= the mover's money, pays a, and the roles swap.
// Cross-checked against legalTakes/after in tests/prover.
#include <vector>

#include "models/nim_cash/nim_cash.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::nimcash {

prover::Game cashWs1s(const std::vector<Moves>& family);

}  // namespace gameaudit::nimcash
