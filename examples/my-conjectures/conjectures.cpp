// Two conjectures on S(1,3,4) (papers/notes/notes.md); `check --all` is this repository's CI gate.
#include "subtraction.hpp"

GAMEAUDIT_REGISTER(registry) {
    registry.add(subtraction::pPositionsAre(
        {.id = "notes/conj1", .citation = "notes, Conjecture 1",
         .statement = "n is a P-position iff n mod 7 is 0 or 2.", .bound = 1000},
        [](std::int64_t n) { return n % 7 == 0 || n % 7 == 2; }));
    registry.add(subtraction::pPositionsAre(
        {.id = "notes/conj2", .citation = "notes, Conjecture 2", .statement = "n is a P-position iff n is even.",
         .bound = 1000},
        [](std::int64_t n) { return n % 2 == 0; }));
}
