// The strategy checker of proof steps (oracles/sls/strategy_rounds.cpp) judges exactly the states
// that playing a step out reaches: a plain search here (no memo, no sharing between starts) plays
// B's any round and R's round of Σ from every small state, the two stages below.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "models/sls/sigma.hpp"
#include "oracles/sls/strategy_rounds.hpp"

using namespace gameaudit::sls;

namespace {

const Rules kRules = Rules::Full;

// B plays any round, R's windows by Σ; then R plays Σ's round, B's windows explored. Where R's
// round ends with R still to move, Σ prescribed nothing; a B out of chips ends the step.
Rounds redRound(StepConclusion conclusion) {
    auto over = [](Colour who) { return [who](const State& s) { return s.mover != who; }; };
    return Rounds{kRules,
                  sigmaMoves(kRules, SigmaVersion::V2),
                  {Stage{Red, over(Blue), [](const State& e) { return e.mover == Blue ? At::Pass : At::Next; }},
                   Stage{Red, over(Red),
                         [](const State& e) {
                             if (e.mover == Red) return At::Fail;
                             return e.handTotal(Blue) > 0 ? At::Judge : At::Pass;
                         },
                         {}, "Σ prescribes no move for R"}},
                  std::move(conclusion)};
}

// Every Play state with B to move and at least one pile, to `chips` chips.
template <class Visit>
void everyState(int chips, Visit visit) {
    for (int n = 0; n <= chips; ++n)
        for (int k = 1; k <= std::max(1, n); ++k) forEachState(n, k, Blue, [&](const State& s) { visit(s); return true; });
}

// The states where the rounds check their conclusion ("stuck" when Σ prescribes no move for R):
// B's round (stage 0) with R's windows by Σ, then R's round of Σ (stage 1) with B's windows.
void playOut(const State& s, int stage, std::set<std::pair<std::string, int>>& seen, std::set<std::string>& ends) {
    if (!seen.insert({show(s), stage}).second) return;
    if (!s.terminal() && s.mover == (stage == 0 ? Blue : Red)) {
        if (s.decider() == Blue) {
            forEachOption(s, kRules, [&](const Action&, const State& t) {
                playOut(t, stage, seen, ends);
                return true;
            });
            return;
        }
        if (std::optional<Option> next = sigmaMove(s, kRules, SigmaVersion::V2)) return playOut(next->next, stage, seen, ends);
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
    gameaudit::Property<State> record = roundsProperty({}, redRound([&](const State&, const State& e) {
        judged.insert(show(e));
        return std::optional<std::string>();
    }));
    gameaudit::Property<State> reject = roundsProperty({}, redRound([&](const State&, const State& e) {
        return show(e) == rejected ? std::optional<std::string>("rejected") : std::nullopt;
    }));
    int starts = 0, ended = 0;
    everyState(6, [&](const State& start) {
        std::set<std::pair<std::string, int>> seen;
        std::set<std::string> ends;
        playOut(turnStart(start, kRules), 0, seen, ends);
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
    });
    CHECK(starts > 1000);
    CHECK(ended > 500);
}
