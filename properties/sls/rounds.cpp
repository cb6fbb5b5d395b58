#include "properties/sls/rounds.hpp"

#include <algorithm>
#include <utility>

#include <fmt/format.h>

#include "properties/sls/conditions.hpp"

namespace gameaudit::sls {
namespace {

bool hasPileTopped(const State& s, Colour c) {
    for (int i = 0; i < s.piles; ++i)
        if (s.pile(i).top == c) return true;
    return false;
}

// Whether `who`'s next Σ action at a Play decision is step 1 (a capture) or, for v2, step 2.
bool capturesPending(const State& s, Colour who, SigmaVersion version) {
    const Colour y = other(who);
    return (s.hand[who][who] > 0 && hasPileTopped(s, who)) || (version == SigmaVersion::V2 && s.hand[who][y] > 0);
}

std::function<bool(const State&)> roundOver(Colour who) {
    return [who](const State& s) { return s.mover != who; };
}

std::function<bool(const State&)> capturesDone(Colour who, SigmaVersion version) {
    return [who, version](const State& s) {
        return s.mover != who || (s.phase == Phase::Play && !capturesPending(s, who, version));
    };
}

// The mover's first placement is due (a capture discard and the windows before it are done).
std::function<bool(const State&)> placementDue(Colour who) {
    return [who](const State& s) { return s.mover != who || s.phase == Phase::Play; };
}

}  // namespace

Property<State> blueStep(Domain<State> d, SigmaPlay play, StepConclusion conclusion, StepEnd end) {
    return roundsProperty(std::move(d),
                          Rounds{play.rules, sigmaMoves(play.rules, play.version),
                                 {Stage{Blue, roundOver(Blue),
                                        [](const State& e) {
                                            if (e.mover == Blue) return At::Fail;
                                            return e.handTotal(Red) == 0 ? At::Pass : At::Next;  // R eliminated
                                        },
                                        {}, "Σ prescribes no move for B"},
                                  Stage{Blue, roundOver(Red),
                                        [](const State& e) { return e.mover == Red ? At::Pass : At::Next; }},  // R out of chips
                                  Stage{Blue, end == StepEnd::RoundOver ? placementDue(Blue) : capturesDone(Blue, play.version),
                                        [](const State&) { return At::Judge; }}},
                                 std::move(conclusion)});
}

Property<State> redStep(Domain<State> d, SigmaPlay play, StepConclusion conclusion,
                        std::function<bool(const State&, const Action&)> bAllowed) {
    return roundsProperty(std::move(d),
                          Rounds{play.rules, sigmaMoves(play.rules, play.version),
                                 {Stage{Red, roundOver(Blue),
                                        [](const State& e) { return e.mover == Blue ? At::Pass : At::Next; },  // B out of chips
                                        std::move(bAllowed)},
                                  Stage{Red, roundOver(Red),
                                        [](const State& e) {
                                            if (e.mover == Red) return At::Fail;
                                            return e.handTotal(Blue) > 0 ? At::Judge : At::Pass;  // B eliminated
                                        },
                                        {}, "Σ prescribes no move for R"}},
                                 std::move(conclusion)});
}

// B's round from the start of the turn, `winner` deciding by Σ and every decision of the other
// player explored, until `stop`: the first state there that `judge` finds wrong fails the step.
Property<State> blueRound(Domain<State> d, SigmaPlay play, Colour winner, std::function<bool(const State&)> stop,
                          StepConclusion judge) {
    return roundsProperty(std::move(d),
                          Rounds{play.rules, sigmaMoves(play.rules, play.version), {Stage{winner, std::move(stop), [](const State&) { return At::Judge; }}}, std::move(judge)});
}

Property<State> blueRoundUntil(Domain<State> d, SigmaPlay play, std::function<bool(const State&)> reached,
                               StepConclusion conclusion) {
    return blueRound(std::move(d), play, Red, [reached](const State& s) { return s.mover != Blue || reached(s); },
                     [reached, conclusion](const State& start, const State& e) -> std::optional<std::string> {
                         if (e.mover != Blue || !reached(e)) return std::nullopt;  // another case
                         return conclusion(start, e);
                     });
}

Property<State> blueSigmaRound(Domain<State> d, SigmaPlay play, StepConclusion conclusion) {
    return blueRound(std::move(d), play, Blue, roundOver(Blue),
                     [conclusion](const State& start, const State& e) -> std::optional<std::string> {
                         if (e.mover == Blue) return "Σ prescribes no move for B";
                         return conclusion(start, e);
                     });
}

Property<State> blueSigmaCaptures(Domain<State> d, SigmaPlay play, StepConclusion conclusion) {
    return blueRound(std::move(d), play, Blue, capturesDone(Blue, play.version), std::move(conclusion));
}

const std::string kStepBounds =
    " Default bound 14 (what a node's rounds reach is computed once per claim and shared by every start); deeper "
    "runs go behind --bound.";

ClaimInfo stepClaim(const PaperContext& paper, std::string id, std::string where, std::string statement, std::string reading) {
    return paper.info(id, where,
                      {.statement = std::move(statement),
                       .reading = std::move(reading) + kStepBounds,
                       .bound = 14,
                       .pinBound = 12,  // 14 chips are too dear for the test suite; the report check runs them
                       .randomReach = 1.25,
                       .randomSpan = 3,
                       .cases = 10});
}

std::string handsAndBoard(const State& s) {
    return fmt::format("B = ({}, {}), R = ({}, {}) on {}", s.hand[Blue][Blue], s.hand[Blue][Red], s.hand[Red][Blue],
                       s.hand[Red][Red], show(s));
}

std::optional<std::string> unless(bool ok, const State& end) {
    if (ok) return std::nullopt;
    return handsAndBoard(end);
}

int chipsBoundRed(const State& s) {
    Census c = census(s);
    int sum = 0, longest = 0;
    for (int len : c.longPiles[Red]) {
        sum += len - 1;
        longest = std::max(longest, len);
    }
    return s.hand[Red][Blue] + s.hand[Red][Red] + sum - longest;
}

int chipsBoundRedV2(const State& s) { return chipsBoundRed(s) - (census(s).longCount(Red) == 0 ? 1 : 0); }

bool typeIRed(const State& e) { return hasType(e, BoardType::TypeI) && conditions::mbAtMostNr(quantities(e)); }

bool genIIRed(const State& e) {
    return hasType(e, BoardType::GeneralizedTypeII) && conditions::noMbOrBetaAtMostNr(quantities(e));
}

bool notOnBeta(const State& s, const Action& a) {
    return s.mover != Blue || a.target == 0 || (a.target & 1) != Blue || (a.target >> 1) < 2;
}

int chipsBoundBlue(const State& s) {
    Census c = census(s);
    int sum = 0;
    for (int len : c.longPiles[Blue]) sum += len - 1;
    return s.hand[Blue][Blue] + s.hand[Blue][Red] + sum - 1;
}

}  // namespace gameaudit::sls
