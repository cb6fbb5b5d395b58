#pragma once
// Plain NIM(A; n) (Chen & Gasarch, Definition 1.2) as WS1S rules for the prover, for a finite
// family of move sets: a position (X1, X2) is the move set's index in the family and the
// pile; a move removes a ∈ A stones, a <= n. Cross-checked against nimOptions in tests/prover.
#include <functional>
#include <string>
#include <vector>

#include "models/nim_cash/nim_cash.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::nim_cash {

prover::RulesEncoding nimWs1s(const std::vector<Moves>& family);

// What the rules of NIM(A; n) and of NIM with Cash share over a family: X1 is the move set's
// index; `positions` says which indices there are, `moves` is, for the set X1 names, the
// disjunction of take(a) over its takes a (a as a WS1S constant).
struct FamilyRules {
    std::string name, positions, moves;
};
FamilyRules familyRules(const std::string& game, const std::vector<Moves>& family,
                        const std::function<std::string(const std::string& a)>& take);

}  // namespace gameaudit::nim_cash
