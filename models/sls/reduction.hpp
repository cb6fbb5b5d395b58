#pragma once
// The bridge between the general rules engine and the compact two-colour endgame model: the
// reduction of v2 §2 (and v1's Rules list, §2.2) is audited by comparing their successors.
#include <string>
#include <vector>

#include "models/sls/endgame.hpp"
#include "models/sls/rules_engine.hpp"

namespace gameaudit::sls {

// A compact Play state as a 4-player game where Green and Yellow are eliminated (all their
// chips discarded), Blue = player 0, Red = player 1.
RulesEngine toEngine(const State& s);
// The engine's position (two colours left, a placement due) as a compact state.
State fromEngine(const RulesEngine& e);

// Where one placement leads in the engine: each way the turn can end (every discard choice of
// a capturer, every allowed designation), as the engine after it.
struct EngineOutcome {
    int chip, pile;
    std::vector<RulesEngine> ends;
    bool choiceOfNextPlayer = false;  // the Next Player Rule left a choice
};
std::vector<EngineOutcome> enginePlacements(const State& s);

// The decisions after one placement and its capture discard, as Play states, from each model
// (no voluntary discards/donations); sorted notations, to compare as sets.
std::vector<std::string> compactSuccessors(const State& s);
std::vector<std::string> engineSuccessors(const State& s);

}  // namespace gameaudit::sls
