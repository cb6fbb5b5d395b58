#pragma once
// The So Long Sucker endgame as a game of the API (DecidesWinner, api/concepts.hpp), for
// `gameaudit solve sls`: a state as written, its winner from the start of its turn, the decider's
// options there (placements, once any window has passed) and a line of best play, under the full
// rules with the placements-only rules as its variant.
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "models/sls/endgame.hpp"
#include "oracles/sls/endgame_oracle.hpp"

namespace gameaudit::sls {

struct EndgameGame {
    using Position = State;

    std::function<EndgameOracle&(Rules)> oracle;  // the solved oracle of a rule set, shared
    Rules rules = Rules::Full;

    State parse(std::string_view text) const { return sls::parse(text); }
    std::string show(const State& s) const { return sls::show(s); }
    std::string playerName(Colour c) const { return std::string(1, playerLetter(c)); }
    Colour decider(const State& s) const { return s.decider(); }
    // A written state is the start of its turn (turnStart: the full rules open it with a window).
    Colour winner(const State& s) const { return oracle(rules).winner(turnStart(s, rules)); }
    std::vector<State> options(const State& s) const {
        std::vector<State> out;
        for (Option& o : sls::options(s, rules)) out.push_back(o.next);
        return out;
    }
    std::string moveText(const State& s, const State& next) const {
        for (const Option& o : sls::options(s, rules))
            if (o.next == next) return describe(s, o.action);
        return "a move";  // unreachable: next is one of s's options
    }
    std::string line(const State& s) const { return oracle(rules).line(s); }
    std::string rulesName() const { return rules == Rules::Full ? "full rules" : "no voluntary discards/donations"; }
    EndgameGame variant() const { return {oracle, Rules::Placements}; }
};

}  // namespace gameaudit::sls
