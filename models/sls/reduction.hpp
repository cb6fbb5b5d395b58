#pragma once
// The bridge between the general rules engine and the compact two-colour endgame model: the
// reduction of v2 §2 (and v1's Rules list, §2.2) is audited by comparing their successors.
#include <algorithm>
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
    const RulesEngine* before = nullptr;  // the position the placement is made in
    int chip = 0, pile = 0;
    Fixed<RulesEngine, kEngineMaxPlayers> ends;
    bool choiceOfNextPlayer = false;  // the Next Player Rule left a choice
};

// Every placement: the default filter of forEachPlacement.
struct AllPlacements {
    bool operator()(const RulesEngine&, int, int) const { return true; }
};

// Calls visit(outcome) for every placement of the mover of s in the engine, by chip then pile,
// until it returns false; one outcome is built at a time, without allocation. Only the placements
// wanted(before, chip, pile) accepts are made: a claim about some moves does not pay for the rest.
template <class Visit, class Wanted = AllPlacements>
void forEachPlacement(const State& s, Visit&& visit, Wanted&& wanted = {}) {
    const RulesEngine start = toEngine(s);
    EngineOutcome o;  // not value-initialised: that would clear all its capacity
    o.before = &start;
    for (int chip : {0, 1}) {
        if (start.hands()[static_cast<std::size_t>(s.mover)][static_cast<std::size_t>(chip)] == 0) continue;
        for (int pile = 0; pile < start.pileCount(); ++pile) {
            if (!wanted(start, chip, pile)) continue;
            o.chip = chip;
            o.pile = pile;
            o.ends.clear();
            o.choiceOfNextPlayer = false;
            RulesEngine& placed = o.ends.emplace_back(start);  // the turn's end unless a choice follows
            placed.place(chip, pile);
            // A choice to make: one end per choice, each a copy of the engine before it.
            Players choices;
            if (placed.step() == RulesEngine::Step::Discard) {
                const auto& cap = placed.capturedPile();
                for (int colour : {0, 1})
                    if (std::find(cap.begin(), cap.end(), colour) != cap.end()) choices.push_back(colour);
            } else if (placed.step() == RulesEngine::Step::Designate) {
                o.choiceOfNextPlayer = true;
                choices = placed.choices();
            }
            while (o.ends.size() < choices.size()) o.ends.push_back(o.ends.front());  // no reallocation: a static_vector
            for (std::size_t i = 0; i < choices.size(); ++i) {
                if (o.choiceOfNextPlayer)
                    o.ends[i].designate(choices[i]);
                else
                    o.ends[i].discard(choices[i]);
            }
            if (!visit(static_cast<const EngineOutcome&>(o))) return;
        }
    }
}

// The decisions after one placement and its capture discard, as Play states, from each model
// (no voluntary discards/donations), sorted and without repeats, to compare as sets.
std::vector<State> compactSuccessors(const State& s);
std::vector<State> engineSuccessors(const State& s);

}  // namespace gameaudit::sls
