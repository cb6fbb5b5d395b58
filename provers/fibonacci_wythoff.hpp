#pragma once
// Wythoff's game as WS1S rules over Fibonacci numeration (provers/fibonacci.hpp): binary WS1S
// cannot define its P-set, the Beatty pairs of the golden ratio; over Zeckendorf numbers it is a
// formula. Cross-checked against the C++ model in tests/prover/test_fibonacci.cpp.
#include "provers/ws1s.hpp"

namespace gameaudit::games {

// Wythoff's game on stacks (X1, X2), both Zeckendorf: remove any number of chips from one stack,
// or the same number from both.
prover::RulesEncoding wythoffFibonacciWs1s();

}  // namespace gameaudit::games
