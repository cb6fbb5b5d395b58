// The compact endgame solver against the memoised searches it replaces, state by state.
#include <catch2/catch.hpp>


#include "core/errors.hpp"
#include "models/sls/sigma.hpp"
#include "oracles/sls/compact_table.hpp"

using namespace gameaudit::sls;

namespace {

// Every Play state with `mover` to play, at most `chips` chips and 1..n piles, plus `extraPiles`
// more empty piles (which the index folds onto n piles).
template <class Visit>
void everyState(int chips, Colour mover, int extraPiles, Visit visit) {
    for (int n = 0; n <= chips; ++n)
        for (int k = 1; k <= std::max(1, n) + extraPiles; ++k)
            forEachState(n, k, mover, [&](const State& s) {
                visit(s);
                return true;
            });
}

}  // namespace

TEST_CASE("sls state ranks are a bijection onto the index", "[sls][compact]") {
    const int chips = 9;
    StateIndex index(chips);
    CHECK(index.size() == StateIndex::count(chips));
    std::vector<bool> seen(index.size(), false);
    std::uint64_t states = 0;
    everyState(chips, Blue, 0, [&](const State& s) {
        const std::uint64_t r = index.rank(s);
        REQUIRE(r < index.size());
        CHECK(!seen[r]);
        seen[r] = true;
        CHECK(index.unrank(r) == s);
        ++states;
    });
    CHECK(states == index.size());
    // Extra empty piles rank as the state with n piles.
    State wide = parse("B(1,0) R(0,1) [_ _ _ _ _ b] B");
    CHECK(index.rank(wide) == index.rank(parse("B(1,0) R(0,1) [_ _ b] B")));
}

TEST_CASE("sls compact table: state counts and refusal before allocating", "[sls][compact]") {
    CHECK(StateIndex::count(14) == 2924384);  // the domain of sls-v2/thm5.4a at its old default bound
    CHECK(StateIndex::count(22) == 204846530);
    CompactOracle o(Rules::Full);
    try {
        o.solveUpTo(40);
        FAIL("a 40-chip table was not refused");
    } catch (const gameaudit::InputError& e) {
        CHECK_THAT(e.what(), Catch::Contains("40 chips would need") && Catch::Contains("the limit is"));
    }
    CHECK(o.chips() == -1);
}

// The references: the hash-table oracle's and the strategy checker's depth-first searches, never
// given a table, on every state up to `chips` with either player to move, in every phase the
// tables hold, and with extra empty piles up to 8 chips (the index folds them onto n piles).
static void compareOracles(Rules rules, int chips) {
    CompactOracle compact(rules);
    compact.solveUpTo(chips);
    EndgameOracle reference(rules);
    for (Colour mover : {Blue, Red})
        everyState(chips, mover, chips <= 8 ? 2 : 0, [&](const State& s) {
            for (Phase phase : {Phase::Play, Phase::WindowWaiting, Phase::WindowMover}) {
                if (rules == Rules::Placements && phase != Phase::Play) continue;
                State t = s;
                t.phase = phase;
                if (compact.winner(t) != reference.winner(t)) FAIL_CHECK(show(t));
            }
        });
}

static void compareSigma(Rules rules, SigmaVersion version, int chips) {
    CompactStrategy compact(rules, sigmaMoves(rules, version));
    compact.solveUpTo(chips);
    for (Colour player : {Blue, Red}) {
        StrategyChecker reference(rules, player, sigmaStrategy(rules, version));
        for (Colour mover : {Blue, Red})
            everyState(chips, mover, 0, [&](const State& s) {
                for (Phase phase : {Phase::Play, Phase::WindowWaiting, Phase::WindowMover}) {
                    if (rules == Rules::Placements && phase != Phase::Play) continue;
                    State t = s;
                    t.phase = phase;
                    if (compact.wins(t, player) != reference.wins(t)) FAIL_CHECK(show(t));
                }
            });
    }
}

// Depths that fit the test budget; "[.deep]" runs all of them to 12 chips.
TEST_CASE("sls compact oracle agrees with the memoised search on every state", "[sls][compact]") {
    compareOracles(Rules::Placements, 12);
    compareOracles(Rules::Full, 10);
}

TEST_CASE("sls compact Σ table agrees with the strategy checker on every state", "[sls][compact]") {
    compareSigma(Rules::Placements, SigmaVersion::V2, 10);
    compareSigma(Rules::Full, SigmaVersion::V2, 9);
    compareSigma(Rules::Placements, SigmaVersion::V1, 9);
    compareSigma(Rules::Full, SigmaVersion::V1, 8);
}

TEST_CASE("sls compact tables agree with the memoised searches to 12 chips", "[.deep][sls][compact]") {
    for (Rules rules : {Rules::Placements, Rules::Full}) {
        compareOracles(rules, 12);
        for (SigmaVersion version : {SigmaVersion::V2, SigmaVersion::V1}) compareSigma(rules, version, 12);
    }
}

TEST_CASE("sls oracles search beyond their tables down to them", "[sls][compact]") {
    EndgameOracle withTable(Rules::Full), reference(Rules::Full);
    withTable.solveUpTo(7);
    everyState(9, Blue, 0, [&](const State& s) {
        State t = s;
        t.phase = Phase::WindowWaiting;
        if (withTable.winner(t) != reference.winner(t)) FAIL_CHECK(show(t));
    });
}

TEST_CASE("sls compact tables extended layer by layer equal tables solved at once", "[sls][compact]") {
    for (Rules rules : {Rules::Placements, Rules::Full}) {
        CompactOracle grown(rules), fresh(rules);
        CompactStrategy grownSigma(rules, sigmaMoves(rules)), freshSigma(rules, sigmaMoves(rules));
        for (int chips : {3, 6, 9}) {
            grown.solveUpTo(chips);
            grownSigma.solveUpTo(chips);
        }
        fresh.solveUpTo(9);
        freshSigma.solveUpTo(9);
        CHECK(grown.chips() == 9);
        everyState(9, Blue, 0, [&](const State& s) {
            State t = s;
            if (rules == Rules::Full) t.phase = Phase::WindowWaiting;
            if (grown.winner(t) != fresh.winner(t) || grownSigma.wins(t, Red) != freshSigma.wins(t, Red)) FAIL_CHECK(show(t));
        });
    }
}
