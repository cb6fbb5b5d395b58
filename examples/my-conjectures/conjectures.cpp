// Two conjectures on S(1,3,4) (papers/notes/notes.md); `check --all` is this repository's CI gate.
#include "subtraction.hpp"
using namespace gameaudit;
GAMEAUDIT_REGISTER(registry) {
    registry.add(s134.solver("S[7]"));  // `my-conjectures solve s134 'S[7]'`
    registry.add(claim({.id = "notes/conj1", .citation = "notes, Conjecture 1", .statement = "n is a P-position iff n mod 7 is 0 or 2.", .bound = 1000},
                       pSet(s134, s134.positions(), [](std::int64_t n) { return n % 7 == 0 || n % 7 == 2; })));
    registry.add(claim({.id = "notes/conj2", .citation = "notes, Conjecture 2", .statement = "n is a P-position iff n is even.", .bound = 1000},
                       pSet(s134, s134.positions(), [](std::int64_t n) { return n % 2 == 0; })));
}
