#pragma once
// Shared pieces of the Snodgrass (1979) claims: the four position types of Lemma 1, the
// values Theorem 1 assigns them, and the periodicity certificate that lifts a check of
// n <= 12 to every n.
#include <array>
#include <functional>
#include <string>

#include "models/snodgrass/strip.hpp"
#include "oracles/snodgrass/periodicity.hpp"

namespace gameaudit::snodgrass1979 {

using snodgrass::Position;
using snodgrass::Strip;
using snodgrass::Tint;

// The thesis's four distinct positions of length n: n, Rn, RnB, RnR.
enum class Type { Plain, R, RB, RR };
constexpr std::array<Type, 4> kTypes{Type::Plain, Type::R, Type::RB, Type::RR};
Strip strip(Type t, int n);
std::string typeName(Type t);  // "n", "Rn", "RnB", "RnR"

// Theorem 1's value of a type at length n >= 1, as the thesis writes it.
std::string theoremValueText(Type t, int n);
cgt::Game theoremValue(Type t, int n);

using snodgrass::allTints;  // every tinting of a strip

// The periodicity certificate of Theorem 1 (empty if a step fails): the values of strips have
// period 4 (oracles/snodgrass/periodicity.hpp, checked for 10 <= n <= upTo) and agree with
// Theorem 1 for n = 1..9. Strong induction then gives every n (see the text returned).
std::string periodicityCertificate(int upTo = 64);

// For a property of length n that depends only on the values of strips of length <= n
// and the options of strips of length n: holds for every n if it holds for n = 1..12 and
// the periodicity certificate succeeds (snodgrass::holdsForEveryLength). Returns "" otherwise.
std::string periodicCertificate(const std::function<bool(int)>& holdsAt, const std::string& what);

}  // namespace gameaudit::snodgrass1979
