#pragma once
// The aggregate abstraction of a two-colour So Long Sucker endgame state (issue 22).
//
// With two colours left every pile alternates colours, so a long pile (length >= 2) is its top
// colour c, its own-colour count a = |pile|_c and its other-colour count d, with d in {a-1, a}.
// Per colour c the abstraction keeps the number of long c-piles, the sums of their a and of their
// d, and the largest a; besides, the empty piles, the singletons of each colour, both hands, the
// mover, the phase and the captured chips of a pending capture. A placement touches one pile, so
// its successor's aggregates follow from these and the touched pile's (a, d) (description.hpp).
#include <array>
#include <cstdint>
#include <string>

#include "models/sls/endgame.hpp"

namespace gameaudit::prover::sls {

namespace model = ::gameaudit::sls;
// The model's vocabulary, which the prover uses unqualified.
using model::Blue;
using model::Colour;
using model::other;
using model::Phase;
using model::Red;

// The aggregates, each an integer; colour-indexed fields are Blue then Red.
enum Field : int {
    LongB, LongR,      // long c-piles (top colour c, length >= 2)
    OwnB, OwnR,        // the sum of their own-colour counts a
    OtherB, OtherR,    // the sum of their other-colour counts d
    MaxB, MaxR,        // the largest own-colour count a among them (0 if none)
    Empty,             // empty piles
    SingleB, SingleR,  // piles of one chip, by colour
    HandBb, HandBr, HandRb, HandRr,  // hand[player][colour]
    Mover,             // the active player's colour (Blue = 0, Red = 1)
    PhaseOf,           // the engine's Phase: Play 0, Capture 1, WindowWaiting 2, WindowMover 3
    PendingB, PendingR,  // the captured chips awaiting the capturer's discard, by colour
    kFields
};
constexpr Field longOf(model::Colour c) { return static_cast<Field>(int{LongB} + int{c}); }
constexpr Field ownOf(model::Colour c) { return static_cast<Field>(int{OwnB} + int{c}); }
constexpr Field otherOf(model::Colour c) { return static_cast<Field>(int{OtherB} + int{c}); }
constexpr Field maxOf(model::Colour c) { return static_cast<Field>(int{MaxB} + int{c}); }
constexpr Field singleOf(model::Colour c) { return static_cast<Field>(int{SingleB} + int{c}); }
constexpr Field handOf(model::Colour player, model::Colour c) { return static_cast<Field>(int{HandBb} + 2 * int{player} + int{c}); }
constexpr Field pendingOf(model::Colour c) { return static_cast<Field>(int{PendingB} + int{c}); }
constexpr int phaseValue(model::Phase p) { return static_cast<int>(p); }

// A field's name, as printed in SMT-LIB: "long_b", "hand_B_r", "phase", ...
std::string fieldName(Field f);

struct Aggregates {
    std::array<int, kFields> v{};
    int operator[](Field f) const { return v[f]; }
    int& operator[](Field f) { return v[f]; }
    bool operator==(const Aggregates&) const = default;
};

// The aggregates of a state of the engine, read off its piles, hands, mover, phase and pending capture.
Aggregates aggregates(const model::State& s);

std::string show(const Aggregates& a);  // "long_b=1 own_b=2 ... "

}  // namespace gameaudit::prover::sls
