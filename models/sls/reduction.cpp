#include "models/sls/reduction.hpp"

#include <algorithm>

#include "core/errors.hpp"

namespace gameaudit::sls {

RulesEngine toEngine(const State& s) {
    // As setPosition(hands, piles, {false, false, true, true}, s.mover, {1, 0, 0, 1}) would, with
    // the empty piles first.
    if (s.pileCount() == 0) throw InputError("the board needs at least one pile");
    RulesEngine e(4, 1, 1, 0);
    e.hands_ = {};
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) e.hands_[p][c] = s.hand[p][c];
    e.ends_.assign(s.empty, 0);
    for (int i = 0; i < s.piles; ++i) {
        const Pile p = s.pile(i);
        for (int j = p.length - 1; j >= 0; --j)  // bottom to top; colours alternate down from the top
            e.chips_.push_back(j % 2 == 0 ? p.top : other(p.top));
        e.ends_.push_back(static_cast<std::uint16_t>(e.chips_.size()));
    }
    e.eliminated_ = {false, false, true, true};
    e.lastGiver_ = {1, 0, 0, 1};
    e.active_ = s.mover;
    e.step_ = RulesEngine::Step::Place;  // two players remain
    return e;
}

State fromEngine(const RulesEngine& e) {
    State s;
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) s.hand[p][c] = static_cast<std::uint8_t>(e.hands()[p][c]);
    for (int i = 0; i < e.pileCount(); ++i) {
        const PileView p = e.pile(i);
        if (p.empty()) {
            ++s.empty;
            continue;
        }
        for (int c : p)
            if (c > 1) throw InputError("not a two-colour position: " + e.describe());
        s.addPile({static_cast<Colour>(p.back()), static_cast<int>(p.size())});
    }
    s.mover = static_cast<Colour>(e.active());
    return s;
}

namespace {

void sortUnique(std::vector<State>& states) {
    std::sort(states.begin(), states.end(), byBytes);
    states.erase(std::unique(states.begin(), states.end()), states.end());
}

}  // namespace

std::vector<State> compactSuccessors(const State& s) {
    std::vector<State> out;
    out.reserve(64);
    forEachOption(s, Rules::Placements, [&](const Action&, const State& next) {
        if (next.phase == Phase::Capture) {
            forEachOption(next, Rules::Placements, [&](const Action&, const State& d) {
                out.push_back(d);
                return true;
            });
        } else {
            out.push_back(next);
        }
        return true;
    });
    sortUnique(out);
    return out;
}

std::vector<State> engineSuccessors(const State& s) {
    std::vector<State> out;
    out.reserve(64);
    // Equal piles are side by side in the engine (toEngine) and lead to the same states: a state
    // already reached by the previous placement is not added again, so that there is less to sort.
    std::size_t previous = 0;  // where the previous placement's states start
    forEachPlacement(s, [&](const EngineOutcome& o) {
        const std::size_t from = out.size();
        for (const RulesEngine& e : o.ends) {
            const State t = fromEngine(e);
            if (std::find(out.begin() + static_cast<std::ptrdiff_t>(previous), out.begin() + static_cast<std::ptrdiff_t>(from), t) ==
                out.begin() + static_cast<std::ptrdiff_t>(from))
                out.push_back(t);
        }
        if (out.size() > from) previous = from;
        return true;
    });
    sortUnique(out);
    return out;
}

}  // namespace gameaudit::sls
