#pragma once
// Fibonacci (Zeckendorf) numeration for WS1S, beside the binary one of ws1s.hpp: a number is the
// finite set of the indices of its Zeckendorf digits (bit i weighs F(i+2): 1, 2, 3, 5, 8, ...; no
// two adjacent 1s). Addition is then a finite automaton too (Frougny), so MONA decides statements
// about ⌊nτ⌋, τ the golden ratio, which binary WS1S cannot define: Wythoff's P-positions (as
// Walnut does).
#include <cstdint>
#include <string>
#include <vector>

namespace gameaudit::prover {

// The predicates every Fibonacci program may use (numbers as sets of Zeckendorf digits):
//   zeck(A)         A is a Zeckendorf representation (no two adjacent digits)
//   fplus(A, B, S)  value(A) + value(B) = value(S) (any digit sets; with zeck, S = A + B)
//   less(A, B), leq(A, B)   on Zeckendorf sets: the order of the numbers (as in binary)
//   floorTau(N, A)  A = ⌊N·τ⌋ (Zeckendorf N and A)
std::string fibonacciArithmetic();

// The Zeckendorf digits of n >= 0 as bits of a word (bit i weighs F(i+2)).
std::uint64_t zeckendorfBits(std::int64_t n);
// The number a set of digit indices writes (any set, not only Zeckendorf ones); throws past 2^62.
std::int64_t zeckendorfValue(const std::vector<int>& digits);
// The number n as a Zeckendorf set constant, e.g. 4 = 3 + 1 -> "{0,2}", 0 -> "empty".
std::string zeckendorfConstant(std::int64_t n);

}  // namespace gameaudit::prover
