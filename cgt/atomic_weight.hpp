#pragma once
// Atomic weights of all-small games (Winning Ways ch. 8; Siegel, CGT II.7): the W with
// G ~ W.^, by the atomic weight calculus.
#include <optional>

#include "cgt/game.hpp"

namespace gameaudit::cgt {

// Whether every subposition has moves for both players or for neither.
bool isAllSmall(Game g);

// The atomic weight, or nullopt for a game that is not all-small.
std::optional<Game> atomicWeight(Game g);

}  // namespace gameaudit::cgt
