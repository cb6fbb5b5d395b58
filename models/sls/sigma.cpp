#include "models/sls/sigma.hpp"

namespace gameaudit::sls {

std::optional<Option> sigmaMove(const State& s, Rules rules, SigmaVersion version) {
    // One Option, returned by name, whose state is copied from s once and changed in place: the
    // Σ tables and the proof steps' explorer call this at every decision of Σ's player.
    std::optional<Option> move;
    auto start = [&](Action::Kind kind, Colour chip, std::uint8_t target = 0) -> State& {
        move.emplace();
        move->action = Action{kind, chip, target};
        move->next = s;
        return move->next;
    };
    const Colour x = s.decider(), y = other(x);
    switch (s.phase) {
        case Phase::WindowWaiting:
        case Phase::WindowMover: detail::applyPass(start(Action::Done, Blue)); return move;
        case Phase::Capture: {
            // Discard a y chip of the captured pile if there is one, else an own chip.
            const Colour d = s.pending[y] > 0 ? y : x;
            if (s.pending[d] == 0) return move;
            State& next = start(Action::Discard, d);
            detail::applyDiscard(next, d, rules);
            if (version == SigmaVersion::V1 && d == y && s.pending[y] > 1)  // v1: every opponent chip goes
                next.hand[x][y] = static_cast<std::uint8_t>(next.hand[x][y] - (s.pending[y] - 1));
            return move;
        }
        case Phase::Play: break;
    }
    // The longest pile topped by x, and by y (-1: none): codes are sorted by length first.
    int longestX = -1, longestY = -1;
    for (int i = 0; i < s.piles && (longestX < 0 || longestY < 0); ++i) {
        int& longest = (s.code[i] & 1) == x ? longestX : longestY;
        if (longest < 0) longest = i;
    }
    // An own chip on pile index i (-1: an empty pile).
    auto place = [&](int i) { detail::applyPlace(start(Action::Place, x, i < 0 ? std::uint8_t{0} : s.code[i]), x, i, rules); };
    if (s.hand[x][x] > 0 && longestX >= 0) {  // step 1
        place(longestX);
        return move;
    }
    if (version == SigmaVersion::V2 && s.hand[x][y] > 0) {  // step 2
        start(Action::DiscardPrisoner, y).hand[x][y] = 0;
        return move;
    }
    if (s.hand[x][x] == 0) return move;  // Σ needs an own chip to end the round
    if (s.empty == 0 && longestY < 0) return move;
    place(longestY);  // step 3: longest y-pile, else an empty pile
    return move;
}

std::optional<Step> sigma(const State& s, Rules rules, SigmaVersion version) {
    std::optional<Option> move = sigmaMove(s, rules, version);
    if (!move) return std::nullopt;
    const Colour x = s.decider(), y = other(x);
    const std::string who(1, playerLetter(x));
    std::string what = "Σ: " + describe(s, move->action);
    if (move->action.kind == Action::Done) what = "";
    if (move->action.kind == Action::Discard && version == SigmaVersion::V1 && move->action.chip == y && s.pending[y] > 1)
        what = "Σ: " + who + " discards all " + std::to_string(s.pending[y]) + " " + letter(y) + " chips of the captured pile";
    if (move->action.kind == Action::DiscardPrisoner)
        what = "Σ: " + who + " discards all " + std::to_string(s.hand[x][y]) + " prisoners";
    return Step{what, move->next};
}

Strategy sigmaStrategy(Rules rules, SigmaVersion version) {
    return [rules, version](const State& s) { return sigma(s, rules, version); };
}

StrategyMove sigmaMoves(Rules rules, SigmaVersion version) {
    return [rules, version](const State& s) { return sigmaMove(s, rules, version); };
}

}  // namespace gameaudit::sls
