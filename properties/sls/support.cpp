#include "properties/sls/support.hpp"

#include <algorithm>
#include <compare>
#include <memory>
#include <tuple>
#include <utility>

#include "core/errors.hpp"
#include "core/solved_tables.hpp"
#include "oracles/sls/compact_table.hpp"
#include "properties/sls/conditions.hpp"

namespace gameaudit::sls {

namespace {

std::unique_ptr<EndgameOracle> makeOracle(Rules rules) {
    auto o = std::make_unique<EndgameOracle>(rules);
    o->limitCache(kSearchCacheBytes);
    return o;
}

// searchOracle's key, apart from oracle's.
struct SearchOnly {
    Rules rules;
    auto operator<=>(const SearchOnly&) const = default;
};

// Σ's table, shared by both players' checkers.
CompactStrategy& sigmaTable(Rules rules, SigmaVersion version) {
    return solvedTable<CompactStrategy>(std::pair(rules, version), [&] {
        return std::make_unique<CompactStrategy>(rules, sigmaMoves(rules, version));
    });
}

}  // namespace

EndgameOracle& oracle(Rules rules) {
    return solvedTable<EndgameOracle>(rules, [rules] { return makeOracle(rules); });
}

EndgameOracle& searchOracle(Rules rules) {
    return solvedTable<EndgameOracle>(SearchOnly{rules}, [rules] { return makeOracle(rules); });
}

StrategyChecker& sigmaChecker(Rules rules, Colour player, SigmaVersion version) {
    return solvedTable<StrategyChecker>(std::tuple(rules, player, version), [&] {
        auto c = std::make_unique<StrategyChecker>(rules, player, sigmaStrategy(rules, version));
        c->useTable(sigmaTable(rules, version));
        c->limitCache(kSearchCacheBytes);
        return c;
    });
}

void solveTables(std::int64_t bound, const std::vector<Rules>& best, const std::vector<std::pair<Rules, SigmaVersion>>& sigma) {
    if (bound > kMaxCount)
        throw InputError("bound " + std::to_string(bound) + " exceeds the " + std::to_string(kMaxCount) +
                         " chips a So Long Sucker state can hold");
    const int chips = static_cast<int>(bound);
    std::uint64_t bytes = 0;
    for (Rules rules : best)
        if (oracle(rules).solvedChips() < chips) bytes += CompactOracle::bytesFor(rules, chips);
    for (auto [rules, version] : sigma)
        if (sigmaTable(rules, version).chips() < chips) bytes += CompactStrategy::bytesFor(chips);
    requireFits(bytes, chips, "the So Long Sucker tables");
    for (Rules rules : best) oracle(rules).solveUpTo(chips);
    for (auto [rules, version] : sigma) sigmaTable(rules, version).solveUpTo(chips);
}

bool hasType(const State& s, BoardType type) {
    // Long piles by top colour, counted without a census: every domain state is filtered here.
    int longs[2] = {0, 0};
    for (int i = 0; i < s.piles && s.pile(i).length >= 2; ++i) ++longs[s.pile(i).top];  // longest first
    const int h = longs[Blue], l = longs[Red];
    switch (type) {
        case BoardType::TypeI: return h == 0 && l <= 1;
        case BoardType::GeneralizedTypeI: return h == 0;
        case BoardType::TypeII: return h == 1 && l == 1;
        case BoardType::GeneralizedTypeII: return h >= 1 && l == 1;
        case BoardType::General: return true;
    }
    return false;
}

std::string typeName(BoardType type) {
    switch (type) {
        case BoardType::TypeI: return "a board of type I (no long b-pile, at most one long r-pile)";
        case BoardType::GeneralizedTypeI: return "a board of generalized type I (no long b-pile)";
        case BoardType::TypeII: return "a board of type II (exactly one long b-pile and one long r-pile)";
        case BoardType::GeneralizedTypeII: return "a board of generalized type II (h >= 1 long b-piles, exactly one long r-pile)";
        case BoardType::General: return "any board";
    }
    return "?";
}

Quantities quantities(const State& s) {
    // One pass over the piles (every domain state is measured by the claims' hypotheses).
    Quantities q{s.hand[Blue][Blue], s.hand[Blue][Red], s.hand[Red][Blue], s.hand[Red][Red], 0, 0, 0, 0, 0, 0};
    for (int i = 0; i < s.piles; ++i) {
        const Pile p = s.pile(i);
        if (p.length < 2) continue;
        const int own = p.count(p.top);  // |β|_b of a long b-pile, |ρ|_r of a long r-pile
        if (p.top == Blue) {
            q.sumBeta += own;
            q.betaB = std::max(q.betaB, own);
            ++q.h;
        } else {
            q.sumRho += own;
            q.maxRho = std::max(q.maxRho, own);
            ++q.l;
        }
    }
    return q;
}

ClaimInfo endgameClaim(const PaperContext& paper, std::string id, std::string where, std::string statement,
                       std::string reading, std::int64_t bound) {
    return paper.info(id, where,
                      {.statement = std::move(statement),
                       .reading = std::move(reading),
                       .bound = bound,
                       .randomReach = 1.25,
                       .randomSpan = 4,  // deep runs sample just above their tables, where a search stays small
                       .cases = 20});
}

std::string winText(Colour w) { return std::string(1, playerLetter(w)) + " wins"; }

namespace {

// A random Play state with exactly n chips: piles, hands and empty piles split n at random.
rc::Gen<State> randomState(int n, Colour mover) {
    using namespace rc;
    return gen::exec([n, mover] {
        State s;
        s.mover = mover;
        const int nonEmpty = *gen::inRange(0, std::min({n, 8, kMaxPiles}) + 1);
        const int board = nonEmpty == 0 ? 0 : *gen::inRange(nonEmpty, std::min(n, nonEmpty * kMaxLength) + 1);
        // Pile lengths: each at least 1, the rest spread at random.
        std::vector<int> lengths(static_cast<std::size_t>(nonEmpty), 1);
        for (int extra = board - nonEmpty; extra > 0; --extra) {
            auto i = static_cast<std::size_t>(*gen::inRange(0, nonEmpty));
            if (lengths[i] < kMaxLength) ++lengths[i];
            else ++extra;
        }
        for (int len : lengths) s.addPile({*gen::element(Blue, Red), len});
        int left = n - board;
        for (Colour p : {Blue, Red})
            for (Colour c : {Blue, Red}) {
                int v = (p == Red && c == Red) ? left : *gen::inRange(0, left + 1);
                s.hand[p][c] = static_cast<std::uint8_t>(v);
                left -= v;
            }
        s.empty = static_cast<std::uint8_t>(*gen::inRange(nonEmpty == 0 ? 1 : 0, std::max(2, n - nonEmpty + 1)));
        return s;
    });
}

}  // namespace

Domain<State> atLeastTwoPiles(Domain<State> d) {
    return d.where([](const State& s) { return s.pileCount() >= 2; }, "k >= 2");
}

Domain<State> bChipAndBPile() {
    return states(BoardType::General).where(
        [](const State& s) {
            if (s.hand[Blue][Blue] == 0) return false;
            for (int i = 0; i < s.piles; ++i)
                if (s.pile(i).top == Blue) return true;
            return false;
        },
        "m_b >= 1 and some b-pile");
}

Domain<State> where(BoardType t, std::function<bool(const Quantities&)> hypothesis, const std::string& words) {
    return states(t).where([hypothesis](const State& s) { return hypothesis(quantities(s)); }, words);
}

Domain<State> inductionOnH33() {
    return where(BoardType::GeneralizedTypeII, [](const Quantities& q) { return conditions::betaAtMostNr(q) && q.h >= 2; },
                 "m_b > 0, m_b + Σ|β_i|_b <= n_r, h >= 2");
}

Domain<State> states(BoardType type, Colour mover) {
    Domain<State> d;
    d.description = std::string("game states with ") + playerLetter(mover) + " to play on " + typeName(type) +
                    "; size = total chips, then piles";
    d.size = [](const State& s) { return static_cast<std::int64_t>(s.chips()); };
    d.largestAdmitted = kMaxCount;  // the chips a state can hold
    d.contains = [type, mover](const State& s) {
        return s.phase == Phase::Play && s.mover == mover && s.pileCount() >= 1 && hasType(s, type);
    };
    d.enumerate = [type, mover](std::int64_t bound, const Visitor<State>& visit) {
        bool go = true;
        for (int n = 0; n <= bound && go; ++n)
            for (int k = 1; k <= std::max(1, n) && go; ++k)
                forEachState(
                    n, k, mover,
                    [&](const State& s) {
                        go = visit(s);
                        return go;
                    },
                    [type](const State& s) { return hasType(s, type); });
    };
    d.random = [type, mover](std::int64_t lo, std::int64_t hi) {
        auto any = rc::gen::mapcat(rc::gen::inRange<int>(static_cast<int>(lo), static_cast<int>(hi) + 1),
                                   [mover](int n) { return randomState(n, mover); });
        return rc::gen::suchThat(any, [type](const State& s) { return hasType(s, type); });
    };
    d.show = [](const State& s) { return show(s); };
    d.parse = [](std::string_view text) { return parse(text); };
    return d;
}

Property<State> winnerProperty(Domain<State> d, std::function<Colour(const State&)> claimed, Rules rules) {
    // by hand: the claim names a winning colour (B or R), its witness best play's line; outcomes() names P, N, L or R
    Property<State> p;
    p.domain = std::move(d);
    p.admit = [rules](std::int64_t bound) { solveTables(bound, {rules}); };
    p.predicate = [claimed, rules](const State& state) {
        const State s = turnStart(state, rules);
        const Colour c = claimed(state), actual = oracle(rules).winner(s);
        if (c == actual) return Judgement::pass();
        return Judgement::fail(winText(c), winText(actual), "best play: " + oracle(rules).line(s));
    };
    return p;
}

Property<State> winsProperty(Domain<State> d, Colour who, Rules rules) {
    return winnerProperty(std::move(d), [who](const State&) { return who; }, rules);
}

Property<State> iffProperty(Domain<State> d, std::function<bool(const Quantities&)> blueWins, Rules rules) {
    return winnerProperty(std::move(d), [blueWins](const State& s) { return blueWins(quantities(s)) ? Blue : Red; }, rules);
}

Property<State> sigmaProperty(Domain<State> d, Colour who, Rules rules, SigmaVersion version) {
    // by hand: Σ played against every reply by the SLS strategy checker; strategyWins takes an ImpartialGame
    Property<State> p;
    p.domain = std::move(d);
    p.admit = [rules, version](std::int64_t bound) { solveTables(bound, {}, {{rules, version}}); };
    p.predicate = [who, rules, version](const State& state) {
        const State s = turnStart(state, rules);
        StrategyChecker& checker = sigmaChecker(rules, who, version);
        if (checker.wins(s)) return Judgement::pass();
        return Judgement::fail(winText(who) + " by applying Σ at every round",
                               "Σ loses for " + std::string(1, playerLetter(who)) + " (with best play, " +
                                   winText(oracle(rules).winner(s)) + ")",
                               "a reply that beats Σ: " + checker.refutation(s));
    };
    return p;
}

Property<State> sigmaWheneverProperty(Domain<State> d, Rules rules, SigmaVersion version) {
    // by hand: Σ judged for whichever colour wins by the oracle; strategyWins takes an ImpartialGame
    Property<State> p;
    p.domain = std::move(d);
    p.admit = [rules, version](std::int64_t bound) { solveTables(bound, {rules}, {{rules, version}}); };
    p.predicate = [rules, version](const State& state) {
        const State s = turnStart(state, rules);
        const Colour w = oracle(rules).winner(s);
        StrategyChecker& checker = sigmaChecker(rules, w, version);
        if (checker.wins(s)) return Judgement::pass();
        return Judgement::fail(winText(w) + " by applying Σ at every round",
                               winText(w) + ", but Σ loses for " + std::string(1, playerLetter(w)),
                               "a reply that beats Σ: " + checker.refutation(s) + "; a winning line: " +
                                   oracle(rules).line(s));
    };
    return p;
}

int topOf(const RulesEngine& e, int pile) {
    const PileView p = e.pile(pile);
    return p.empty() ? -1 : p.back();
}

Property<State> everyPlacement(Domain<State> d, std::function<Judgement(const State&, const EngineOutcome&)> check,
                               PlacementFilter wanted) {
    // by hand: judges what the rules engine does at each placement (next player, captures), not a position's outcome
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [check, wanted](const State& s) {
        Judgement verdict;
        forEachPlacement(
            s,
            [&](const EngineOutcome& o) {
                verdict = check(s, o);
                return verdict.holds;
            },
            wanted);
        return verdict;
    };
    return p;
}

}  // namespace gameaudit::sls
