#pragma once
// Periodicity of the strip game's values (Snodgrass 1979): checked on the model's exact values and
// options, it lifts a property of strips of length n checked for small n to every n.
#include <functional>
#include <utility>
#include <vector>

#include "models/snodgrass/strip.hpp"

namespace gameaudit::snodgrass {

// Every tinting of a strip: (left, right) in {none, R, B}^2.
std::vector<std::pair<Tint, Tint>> allTints();

// Whether every tinted strip has the value of the strip 4 squares shorter from length 5 on: (1) the
// exact values for n = 5..9 equal those for n - 4; (2) for 10 <= n <= upTo the set of options of the
// strip of length n, each abstracted to its player and its strips' tints and lengths mod 4, equals that
// of length n - 4, and from n >= 10 the rules' form keeps it so (a counter on square i leaves lengths
// i - 1 and n - i, its legality depends only on whether i is an end square). Strong induction from
// n <= 9 then gives every n. Memoised.
bool valuesHavePeriod4(int upTo = 64);

// For a property of the strip of length n that depends only on the values and options of strips of
// length <= n: whether it holds for n = 1..12 and the values have period 4, so it holds for every n.
bool holdsForEveryLength(const std::function<bool(int)>& holdsAt);

}  // namespace gameaudit::snodgrass
