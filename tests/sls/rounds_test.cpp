// The proof steps' explorer (properties/sls/rounds.cpp) judges exactly the states that playing a
// step out reaches: a plain search here (no memo, no sharing between starts) plays B's any round
// and R's round of Σ from every small state, as redStep's reading says.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "properties/sls/rounds.hpp"

using namespace gameaudit::sls;

namespace {

const SigmaPlay kPlay{Rules::Full, SigmaVersion::V2};

// The states where redStep checks its conclusion ("stuck" when Σ prescribes no move for R):
// B's round (stage 0) with R's windows by Σ, then R's round of Σ (stage 1) with B's windows.
void playOut(const State& s, int stage, std::set<std::pair<std::string, int>>& seen, std::set<std::string>& ends) {
    if (!seen.insert({show(s), stage}).second) return;
    if (!s.terminal() && s.mover == (stage == 0 ? Blue : Red)) {
        if (s.decider() == Blue) {
            forEachOption(s, kPlay.rules, [&](const Action&, const State& t) {
                playOut(t, stage, seen, ends);
                return true;
            });
            return;
        }
        if (std::optional<Option> next = sigmaMove(s, kPlay.rules, kPlay.version)) return playOut(next->next, stage, seen, ends);
    }
    if (stage == 0) {
        if (s.mover != Blue) playOut(s, 1, seen, ends);  // else B is out of chips
    } else if (s.mover == Red) {
        ends.insert("stuck");
    } else if (s.handTotal(Blue) > 0) {
        ends.insert(show(s));
    }
}

}  // namespace

TEST_CASE("sls proof steps judge exactly the states that playing every reply reaches", "[sls]") {
    std::set<std::string> judged;
    std::string rejected;  // a state the second conclusion rejects
    gameaudit::Property<State> record = redStep(states(BoardType::General), kPlay, [&](const State&, const State& e) {
        judged.insert(show(e));
        return std::optional<std::string>();
    });
    gameaudit::Property<State> reject = redStep(states(BoardType::General), kPlay, [&](const State&, const State& e) {
        return show(e) == rejected ? std::optional<std::string>("rejected") : std::nullopt;
    });
    int starts = 0, ended = 0;
    states(BoardType::General).enumerate(6, [&](const State& start) {
        std::set<std::pair<std::string, int>> seen;
        std::set<std::string> ends;
        playOut(turnStart(start, kPlay.rules), 0, seen, ends);
        judged.clear();
        const bool holds = record.predicate(start).holds;
        CHECK(holds == !ends.count("stuck"));
        ends.erase("stuck");
        if (holds) CHECK(judged == ends);
        // Rejecting one of those states refutes the step, with a line that ends there.
        if (holds && !ends.empty()) {
            rejected = *ends.rbegin();
            const gameaudit::Judgement j = reject.predicate(start);
            CHECK_FALSE(j.holds);
            CHECK(j.witness.size() >= rejected.size());
            CHECK(j.witness.substr(j.witness.size() - rejected.size()) == rejected);
            ++ended;
        }
        ++starts;
        return true;
    });
    CHECK(starts > 1000);
    CHECK(ended > 500);
}
