#include "oracles/sls/every_play.hpp"

#include <fmt/format.h>

#include <set>
#include <stdexcept>
#include <unordered_set>

#include "core/run_control.hpp"

namespace gameaudit::sls {

std::vector<PlayStep> playSteps(const RulesEngine& e) {
    std::vector<PlayStep> out;
    auto add = [&](std::string what, auto&& act) {
        RulesEngine n = e;
        try {
            act(n);
        } catch (const std::logic_error& error) {
            throw std::logic_error(std::string(error.what()) + " after " + what);
        }
        out.push_back({std::move(what), std::move(n)});
    };
    static const char* colour = "brgy";
    static const char* player = "BRGY";
    switch (e.step()) {
        case RulesEngine::Step::Place: {
            if (e.chipsHeld(e.active()) == 0) {
                add(fmt::format("{} is eliminated", player[e.active()]), [](RulesEngine& n) { n.eliminate(); });
                break;
            }
            std::set<PileView> seenPiles;
            for (int p = 0; p < e.pileCount(); ++p) {
                if (!seenPiles.insert(e.pile(p)).second) continue;  // same pile, same moves
                for (int c = 0; c < e.players(); ++c)
                    if (e.hands()[static_cast<std::size_t>(e.active())][static_cast<std::size_t>(c)] > 0)
                        add(fmt::format("{} places {} on pile {}", player[e.active()], colour[c], p + 1),
                            [c, p](RulesEngine& n) { n.place(c, p); });
            }
            break;
        }
        case RulesEngine::Step::Discard: {
            std::set<int> colours(e.capturedPile().begin(), e.capturedPile().end());
            for (int c : colours)
                add(fmt::format("{} discards {}", player[e.capturer()], colour[c]), [c](RulesEngine& n) { n.discard(c); });
            break;
        }
        case RulesEngine::Step::Designate:
            for (int q : e.choices())
                add(fmt::format("{} gives the turn to {}", player[e.active()], player[q]), [q](RulesEngine& n) { n.designate(q); });
            break;
        case RulesEngine::Step::Over: break;
    }
    return out;
}

namespace {

// A count as one byte of a key; a larger one would alias another position, so it is refused.
char byte(std::size_t count) {
    if (count > 255) throw std::overflow_error(fmt::format("the every-play explorer's keys hold counts up to 255, not {}", count));
    return static_cast<char>(count);
}

// A position at the start of a step with nothing pending (a placement to make, or the game
// over), as bytes; a field's length or a separator keeps two positions' keys apart.
std::string positionKey(const RulesEngine& e) {
    std::string key;
    for (int p = 0; p < e.players(); ++p) {
        key += byte(static_cast<std::size_t>(e.eliminated(p)));
        for (int c = 0; c < e.players(); ++c)
            key += byte(static_cast<std::size_t>(e.hands()[static_cast<std::size_t>(p)][static_cast<std::size_t>(c)]));
    }
    key += byte(static_cast<std::size_t>(e.active()));
    key += byte(static_cast<std::size_t>(e.step()));
    for (int i = 0; i < e.pileCount(); ++i) {
        key += byte(e.pile(i).size());
        key.append(e.pile(i).begin(), e.pile(i).end());
    }
    return key;
}

}  // namespace

std::string exploreEveryPlay(const RulesEngine& start, const PlayVisit& visit, bool gapFails) {
    std::unordered_set<std::string> seen;
    std::vector<RulesEngine> stack{start};
    while (!stack.empty()) {
        checkpoint("exploring the plays");  // a claim's time limit and Ctrl-C hold here too
        RulesEngine e = std::move(stack.back());
        stack.pop_back();
        // A discard or a designation pending is expanded wherever it arises: its choices depend on
        // the placement that led to it (the captured pile, the pile played), not on the board alone.
        const bool pending = e.step() == RulesEngine::Step::Discard || e.step() == RulesEngine::Step::Designate;
        if (!pending && !seen.insert(positionKey(e)).second) continue;
        std::vector<PlayStep> next;
        try {
            next = playSteps(e);
        } catch (const std::logic_error& error) {
            if (gapFails) return std::string(error.what()) + ": " + e.describe();
            continue;
        }
        for (PlayStep& s : next) {
            std::string bad = visit(e, s);
            if (!bad.empty()) return bad;
            stack.push_back(std::move(s.next));
        }
    }
    return "";
}

}  // namespace gameaudit::sls
