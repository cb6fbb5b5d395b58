#include "models/sls/reduction.hpp"

#include <algorithm>

#include "core/errors.hpp"

namespace gameaudit::sls {

RulesEngine toEngine(const State& s) {
    RulesEngine e(4, std::max(1, s.pileCount()), 1, 0);
    Hands hands(4, Players(4, 0));
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) hands[p][c] = s.hand[p][c];
    Board piles(s.empty);
    for (int i = 0; i < s.piles; ++i) {
        const Pile p = s.pile(i);
        EnginePile& pile = piles.emplace_back();
        for (int j = p.length - 1; j >= 0; --j)  // bottom to top; colours alternate down from the top
            pile.push_back(j % 2 == 0 ? p.top : other(p.top));
    }
    e.setPosition(hands, piles, {false, false, true, true}, s.mover, {1, 0, 0, 1});
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
    forEachPlacement(s, [&](const EngineOutcome& o) {
        for (const RulesEngine& e : o.ends) out.push_back(fromEngine(e));
        return true;
    });
    sortUnique(out);
    return out;
}

}  // namespace gameaudit::sls
