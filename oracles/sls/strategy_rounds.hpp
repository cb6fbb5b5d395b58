#pragma once
// A strategy checked round by round, as a proof step plays it out: the winner follows the strategy
// at each of their decisions, every decision of the other player is explored, and a conclusion is
// checked at the states where play stops. The So Long Sucker proof steps (properties/sls/rounds.*)
// are built from it.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "core/check.hpp"
#include "models/sls/endgame.hpp"
#include "models/sls/strategy.hpp"

namespace gameaudit::sls {

// What a step concludes about the state `end` reached from `start`: nullopt if it holds, else
// what was found instead.
using StepConclusion = std::function<std::optional<std::string>(const State& start, const State& end)>;

// A step's rounds: stage i explores from where stage i - 1 stopped. Where a stage stops, `at`
// says (from the state alone) whether nothing is left to check, a failure `failure` is found,
// the next stage starts there, or the step's conclusion is checked there.
enum class At : std::uint8_t { Pass, Fail, Next, Judge };
struct Stage {
    Colour winner;
    std::function<bool(const State&)> stop;
    std::function<At(const State&)> at;
    std::function<bool(const State&, const Action&)> allowed = {};  // the loser's placements
    std::string failure = {};
};
struct Rounds {
    Rules rules;
    StrategyMove strategy;  // the winner's
    std::vector<Stage> stages;
    StepConclusion conclusion;
};

// "The rounds reach only states where the conclusion holds", from each start's turn
// (turnStart): a failure's witness is its line of play. What a node reaches is computed once per
// claim and shared by every start.
Property<State> roundsProperty(Domain<State> d, Rounds r);

}  // namespace gameaudit::sls
