#include "models/sls/reduction.hpp"

#include <algorithm>

#include "core/errors.hpp"

namespace gameaudit::sls {

RulesEngine toEngine(const State& s) {
    RulesEngine e(4, std::max(1, s.pileCount()), 1, 0);
    std::vector<std::vector<int>> hands(4, std::vector<int>(4, 0)), piles;
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) hands[p][c] = s.hand[p][c];
    for (int i = 0; i < s.empty; ++i) piles.push_back({});
    for (int i = 0; i < s.piles; ++i) {
        std::string text = showPile(s.pile(i));
        std::vector<int> pile;
        for (char c : text) pile.push_back(c == 'b' ? 0 : 1);
        piles.push_back(pile);
    }
    e.setPosition(hands, piles, {false, false, true, true}, s.mover, {1, 0, 0, 1});
    return e;
}

State fromEngine(const RulesEngine& e) {
    State s;
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) s.hand[p][c] = static_cast<std::uint8_t>(e.hands()[p][c]);
    for (const auto& p : e.piles()) {
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

std::vector<EngineOutcome> enginePlacements(const State& s) {
    std::vector<EngineOutcome> out;
    const RulesEngine start = toEngine(s);
    for (int chip : {0, 1}) {
        if (start.hands()[static_cast<std::size_t>(s.mover)][static_cast<std::size_t>(chip)] == 0) continue;
        for (int pile = 0; pile < static_cast<int>(start.piles().size()); ++pile) {
            EngineOutcome o{chip, pile, {}, false};
            RulesEngine e = start;
            e.place(chip, pile);
            if (e.step() == RulesEngine::Step::Discard) {
                for (int colour : {0, 1}) {
                    const auto& cap = e.capturedPile();
                    if (std::find(cap.begin(), cap.end(), colour) == cap.end()) continue;
                    RulesEngine d = e;
                    d.discard(colour);
                    o.ends.push_back(d);
                }
            } else if (e.step() == RulesEngine::Step::Designate) {
                o.choiceOfNextPlayer = true;
                for (int p : e.choices()) {
                    RulesEngine d = e;
                    d.designate(p);
                    o.ends.push_back(d);
                }
            } else {
                o.ends.push_back(e);
            }
            out.push_back(std::move(o));
        }
    }
    return out;
}

std::vector<std::string> compactSuccessors(const State& s) {
    std::vector<std::string> out;
    for (const Option& o : options(s, Rules::Placements)) {
        if (o.next.phase == Phase::Capture) {
            for (const Option& d : options(o.next, Rules::Placements)) out.push_back(show(d.next));
        } else {
            out.push_back(show(o.next));
        }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::vector<std::string> engineSuccessors(const State& s) {
    std::vector<std::string> out;
    for (const EngineOutcome& o : enginePlacements(s))
        for (const RulesEngine& e : o.ends) out.push_back(show(fromEngine(e)));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

}  // namespace gameaudit::sls
