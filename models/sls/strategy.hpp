#pragma once
// Strategies in the So Long Sucker endgame, what the oracles judge (oracles/sls/): at the decisions
// of the player following one, the step it takes, or nullopt when it prescribes nothing legal.
#include <functional>
#include <optional>
#include <string>

#include "models/sls/endgame.hpp"

namespace gameaudit::sls {

// A step: any legal sequence of actions (e.g. several discards), in words, and the state it reaches.
struct Step {
    std::string what;
    State next;
};
using Strategy = std::function<std::optional<Step>(const State&)>;
// The same without words, for the solvers: the option taken at a decision, whose action may stand
// for several chips at once.
using StrategyMove = std::function<std::optional<Option>(const State&)>;

}  // namespace gameaudit::sls
