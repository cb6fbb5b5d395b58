#pragma once
// Every play of So Long Sucker's general rules (models/sls/rules_engine.hpp) from a start, each
// position once: placements, capture discards, designations and eliminations (donations and
// voluntary discards of prisoners are not explored). A position where a placement is due is the
// engine's hands, piles, eliminated players and active player; the Special Rule's memory of who
// gave each turn is not part of it. A pending discard or designation is never merged with another.
#include <functional>
#include <string>
#include <vector>

#include "models/sls/rules_engine.hpp"

namespace gameaudit::sls {

// One step of a turn, "B places r on pile 1", and the engine after it.
struct PlayStep {
    std::string what;
    RulesEngine next;
};

// The steps the rules allow the engine's pending step (the same pile twice counts once). Throws
// std::logic_error, naming the step, where the rules name no next player.
std::vector<PlayStep> playSteps(const RulesEngine& e);

// Visits every step of every play from `start`: visit(before, step) returns a failure text to
// stop there, or "". Where the rules name no next player play cannot go on: that is the failure
// if `gapFails`, else the play is left there. Returns the first failure, or "".
using PlayVisit = std::function<std::string(const RulesEngine&, const PlayStep&)>;
std::string exploreEveryPlay(const RulesEngine& start, const PlayVisit& visit, bool gapFails = false);

}  // namespace gameaudit::sls
