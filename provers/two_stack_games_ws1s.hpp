#pragma once
// The two-stack games of two_stack_games.hpp as WS1S rules for the prover: positions (X1, X2)
// are the two stacks in place, a move lowers one or both. Cross-checked against the C++
// rules in tests/prover.
#include "provers/ws1s.hpp"

namespace gameaudit::games {

// WYNNIE (and misère WYNNIE: same moves): remove k chips, 1 <= k <= the smallest non-empty
// stack, from one stack or from both; an empty stack has ceased to exist.
prover::RulesEncoding wynnieWs1s();

}  // namespace gameaudit::games
