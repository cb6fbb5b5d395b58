#pragma once
// The outcome of a disjunctive sum from its parts' canonical forms, by a search over the parts
// that never forms the sum's own canonical form (whose size can grow as the product of theirs).
#include <vector>

#include "cgt/game.hpp"

namespace gameaudit::cgt {

Outcome sumOutcome(const std::vector<Game>& parts);

}  // namespace gameaudit::cgt
