#pragma once
// The stack games of stack_games.hpp on k stacks in place as WS1S rules for the prover: a
// position (X1..Xk) is the stacks, 0 for a stack that has ceased to exist; a move lowers one
// stack. Written from the rules in stack_games.hpp, cross-checked against them in tests/prover.
#include "provers/ws1s.hpp"

namespace gameaudit::games {

prover::RulesEncoding nimWs1s(int k);        // lower any one stack
prover::RulesEncoding greedyNimWs1s(int k);  // lower one of the largest stacks
prover::RulesEncoding minnieWs1s(int k);     // remove 1..(smallest stack) chips from one stack
prover::RulesEncoding mineWs1s(int k);       // MINNIE, never leaving two equal non-empty stacks
prover::RulesEncoding nimbWs1s(int k);       // NIM, every move changes the smallest non-empty stack
prover::RulesEncoding nimtbWs1s(int k);      // NIM, changing smallest and largest, no equal stacks before or after

}  // namespace gameaudit::games
