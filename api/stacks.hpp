#pragma once
// Games on K stacks (K <= 4) whose every move lowers one stack (models/mullen/stack_games.hpp:
// a StackGame is its name, notation and moves), solved in shared outcome tables
// (oracles/mullen/stack_table.hpp): "P iff <formula>" properties, families of positions, Grundy
// values, `solve`, and the concrete facts asserted in proofs, each judged with a witness.
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "api/claims.hpp"
#include "core/check.hpp"
#include "core/domains.hpp"
#include "core/errors.hpp"
#include "core/svg.hpp"
#include "models/mullen/stack_games.hpp"
#include "oracles/mullen/stack_solver.hpp"
#include "oracles/mullen/stack_table.hpp"

namespace gameaudit {

using games::Stacks;

// One shared table per game and number of stacks, solved as far as any claim needs.
inline games::StackTable& sharedTable(const games::StackGame& g, std::size_t k) {
    return solvedTable<games::StackTable>(std::pair(g.name, k), [&] { return std::make_unique<games::StackTable>(g, k); });
}

// One memoised solver of the rules per game (any number of stacks, Grundy values too), shared the same way.
inline games::StackSolver& sharedSolver(const games::StackGame& g) {
    return solvedTable<games::StackSolver>(g.name, [&g] { return std::make_unique<games::StackSolver>(games::solver(g)); });
}

// Why the table's outcome of s differs from a claim: a winning move or every option refuted.
inline std::string tableWitness(const games::StackTable& t, const Stacks& s) {
    auto show = [&t](const Stacks& q) { return games::show(t.game(), games::normalized(q)); };
    return outcomeWitness<Stacks>(
        s, [&t](const Stacks& q) { return t.options(q); }, [&t](const Stacks& q) { return t.moverWins(q); }, show);
}

inline Judgement judgeOutcome(const games::StackTable& t, const Stacks& s, bool claimedP) {
    bool actual = t.isP(s);
    if (actual == claimedP) return Judgement::pass();
    return Judgement::fail(claimedP ? "P" : "N", actual ? "P" : "N", tableWitness(t, s));
}

// The K-stack positions of a shared table, as a game of api/claims.hpp.
template <std::size_t K>
struct StackTableGame {
    using Position = Tuple<K>;
    games::StackTable* table;
    void prepare(std::int64_t n) const { table->solveUpTo(n); }
    bool isP(const Tuple<K>& x) const {
        table->solveUpTo(*std::max_element(x.begin(), x.end()));  // a family's size need not be its largest stack
        return table->isP(Stacks(x.begin(), x.end()));
    }
    std::string witness(const Tuple<K>& x) const { return tableWitness(*table, Stacks(x.begin(), x.end())); }
};

// The K-stack positions of a game's shared memoised solver, as a game of api/claims.hpp: for more
// stacks than the tables hold.
template <std::size_t K>
struct StackSolverGame {
    using Position = Tuple<K>;
    games::StackGame game;
    bool isP(const Tuple<K>& x) const { return !sharedSolver(game).moverWins(games::normalized(Stacks(x.begin(), x.end()))); }
    std::string witness(const Tuple<K>& x) const {
        games::StackSolver& solver = sharedSolver(game);
        return outcomeWitness<Stacks>(
            games::normalized(Stacks(x.begin(), x.end())), [&solver](const Stacks& q) { return solver.options(q); },
            [&solver](const Stacks& q) { return solver.moverWins(q); },
            [this](const Stacks& q) { return games::show(game, games::normalized(q)); });
    }
};

// The claim "x is a P-position iff claimedP(x)" on K stacks.
template <std::size_t K>
Property<Tuple<K>> outcomeProperty(games::StackTable& t, Domain<Tuple<K>> domain,
                                   std::function<bool(const Tuple<K>&)> claimedP) {
    return pSet(StackTableGame<K>{&t}, std::move(domain), std::move(claimedP));
}

// Sorted triples [l,m,n], l <= m <= n, with lLo <= l <= lHi, by nondecreasing n.
inline Domain<Tuple<3>> sortedTriples(const std::string& prefix, std::int64_t lLo, std::int64_t lHi) {
    using T = Tuple<3>;
    Domain<T> d;
    d.description = "3 stacks " + prefix + "[l,m,n], l <= m <= n, " + std::to_string(lLo) + " <= l <= " +
                    std::to_string(lHi);
    d.size = [](const T& s) { return s[2]; };
    d.contains = [lLo, lHi](const T& s) { return lLo <= s[0] && s[0] <= lHi && s[0] <= s[1] && s[1] <= s[2]; };
    d.enumerate = [lLo, lHi](std::int64_t bound, const Visitor<T>& visit) {
        for (std::int64_t n = lLo; n <= bound; ++n)
            for (std::int64_t l = lLo; l <= std::min(lHi, n); ++l)
                for (std::int64_t m = l; m <= n; ++m)
                    if (!visit({l, m, n})) return;
    };
    d.random = [lLo, lHi](std::int64_t from, std::int64_t to) {
        return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(std::max(from, lLo), to + 1), [lLo, lHi](std::int64_t n) {
            return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(lLo, std::min(lHi, n) + 1), [n](std::int64_t l) {
                return rc::gen::map(rc::gen::inRange<std::int64_t>(l, n + 1), [l, n](std::int64_t m) { return T{l, m, n}; });
            });
        });
    };
    d.show = [prefix](const T& s) { return domains::showStacks(prefix, s.data(), 3); };
    d.parse = [prefix](std::string_view text) {
        auto v = notation::readTuple(text, prefix, 3);
        return T{v[0], v[1], v[2]};
    };
    return d;
}

// A concrete fact asserted in a proof: "position ∈ P", or "position ∈ N since `via` ∈ P is an option".
struct Fact {
    Stacks position;
    bool claimedP = false;
    Stacks via;  // empty: no option cited
    bool operator==(const Fact&) const = default;
};

inline Fact inP(Stacks s) { return {std::move(s), true, {}}; }
inline Fact inN(Stacks s, Stacks via = {}) { return {std::move(s), false, std::move(via)}; }

// A fact judged on the table: the outcome, and that a cited option is a legal P option.
inline Judgement judgeFact(const games::StackTable& t, const Fact& f) {
    auto showPos = [&t](const Stacks& s) { return domains::showStacks(t.game().prefix, s.data(), s.size()); };
    Judgement j = judgeOutcome(t, f.position, f.claimedP);
    if (!j.holds || f.via.empty()) return j;
    bool legal = false;
    for (const Stacks& o : t.options(f.position)) legal = legal || games::normalized(o) == games::normalized(f.via);
    if (!legal)
        return Judgement::fail(showPos(f.via) + " is an option", "it is not an option",
                               "options of " + showPos(f.position) + " do not include " + showPos(f.via));
    return judgeOutcome(t, f.via, true);
}

// Every fact, judged on the table.
inline Property<Fact> factsProperty(games::StackTable& t, const std::string& description, std::vector<Fact> facts) {
    const std::string prefix = t.game().prefix;
    auto showPos = [prefix](const Stacks& s) { return domains::showStacks(prefix, s.data(), s.size()); };
    auto show = [showPos](const Fact& f) {
        std::string s = showPos(f.position) + (f.claimedP ? " ∈ P" : " ∈ N");
        if (!f.via.empty()) s += " via " + showPos(f.via);
        return s;
    };
    // The fact as shown, or its position alone.
    auto parse = [facts, show, showPos](std::string_view text) {
        for (const Fact& f : facts)
            if (text == show(f) || text == showPos(f.position)) return f;
        throw InputError("no fact about " + notation::quoted(text) + " in this claim (write a position as shown, e.g. " +
                         showPos(facts.front().position) + ")");
    };
    auto size = [](const Fact& f) { return *std::max_element(f.position.begin(), f.position.end()); };
    Property<Fact> p;
    p.domain = domains::table<Fact>(description, std::move(facts), size, show, parse);
    p.prepare = [&t](std::int64_t n) { t.solveUpTo(n); };
    p.predicate = [&t](const Fact& f) { return judgeFact(t, f); };
    return p;
}

// A proof's general line over a family of positions: line(x) is the fact it asserts about x.
template <std::size_t K>
Property<Tuple<K>> linesProperty(games::StackTable& t, Domain<Tuple<K>> domain,
                                 std::function<Fact(const Tuple<K>&)> line) {
    Property<Tuple<K>> p;
    p.domain = std::move(domain);
    p.prepare = [&t](std::int64_t n) { t.solveUpTo(n); };
    p.predicate = [&t, line](const Tuple<K>& x) { return judgeFact(t, line(x)); };
    return p;
}

// A claimed-vs-actual P-position map of a 2-D slice of positions.
inline Figure agreementMap(const std::string& paper, const std::string& file, const std::string& title, const std::string& caption,
                           games::StackTable& t, int side, std::function<Stacks(int x, int y)> at,
                           std::function<bool(int x, int y)> claimedP, std::string xLabel, std::string yLabel) {
    Figure f;
    f.paper = paper;
    f.file = file;
    f.title = title;
    f.caption = caption;
    f.svg = [=, &t] {
        t.solveUpTo(side);
        svg::GridMap m;
        m.title = title;
        m.xLabel = xLabel;
        m.yLabel = yLabel;
        m.xTo = m.yTo = side;
        m.legend = svg::agreementLegend("P-position");
        m.cell = [&](int x, int y) { return svg::agreement(claimedP(x, y), t.isP(at(x, y))); };
        return svg::render(m);
    };
    return f;
}

}  // namespace gameaudit

namespace gameaudit {

// Parses a position of any number of stacks, e.g. "M[3,4,7]"; every stack must be >= 0. "M[]",
// no stacks left, is how the solver shows M[0,0], so it reads back as that position.
inline Stacks parseStacks(std::string_view text, std::string_view prefix) {
    notation::Reader empty(text, std::string(prefix) + "[a,b,...]");
    if (empty.accept(prefix) && empty.accept("[") && empty.accept("]") && empty.atEnd()) return {};
    auto v = notation::readTuple(text, prefix);
    for (std::int64_t x : v)
        if (x < 0) throw InputError("malformed position '" + std::string(text) + "': stack of negative size " + std::to_string(x));
    return Stacks(v.begin(), v.end());
}

// A stack game of models/mullen/ on any number of stacks, for `gameaudit solve`: positions
// prefix[a,b,...], solved by the game's memoised search (games::solver), one per game.
class AnyStacksGame {
public:
    using Position = Stacks;
    explicit AnyStacksGame(games::StackGame g)
        : game_(std::move(g)), solver_(std::make_shared<games::StackSolver>(games::solver(game_))) {}

    // Reads prefix[a,b,...] in canonical order, refusing a position whose search would be too large.
    Stacks parse(std::string_view text) const {
        Stacks p = games::normalized(parseStacks(text, game_.prefix));
        // Followers and, bounding the work, followers times moves each, in floating point (no overflow).
        double positions = 1, moves = 0;
        for (std::int64_t v : p) positions *= static_cast<double>(v) + 1, moves += static_cast<double>(v);
        if (positions > 5e6 || positions * moves > 2e8)
            throw InputError("position " + notation::quoted(show(p)) + " is too large to solve here (" +
                             fmt::format("{:.3g}", positions) + " followers, about " +
                             showBytes(100 * positions) + " of memory, and " + fmt::format("{:.3g}", positions * moves) +
                             " moves to try; at most 5e6 followers and 2e8 moves)");
        return p;
    }
    std::string show(const Stacks& p) const { return games::show(game_, p); }
    std::vector<Stacks> options(const Stacks& p) const { return solver_->options(p); }
    Outcome outcome(const Stacks& p) const { return solver_->outcome(p); }
    bool isP(const Stacks& p) const { return !solver_->moverWins(p); }
    unsigned grundy(const Stacks& p) const { return solver_->grundy(p); }

private:
    games::StackGame game_;
    std::shared_ptr<games::StackSolver> solver_;
};

// `gameaudit solve <name> <position>` for a stack game, e.g. stackSolver("nim", games::nim(), "NIM[3,4,7]").
inline Solver stackSolver(const std::string& name, games::StackGame g, const std::string& example) {
    const std::string notation = g.prefix + "[a,b,...] stack sizes, e.g. " + example;
    return solverFor(AnyStacksGame(std::move(g)), name, notation);
}

// The claim "G(x) = claimed(x)" for Grundy values, on the game's shared memoised solver.
template <std::size_t K>
Property<Tuple<K>> grundyProperty(games::StackGame g, Domain<Tuple<K>> domain,
                                  std::function<std::int64_t(const Tuple<K>&)> claimed) {
    games::StackSolver* solver = &sharedSolver(g);
    Property<Tuple<K>> p;
    p.domain = std::move(domain);
    p.predicate = [g, solver, claimed](const Tuple<K>& x) {
        Stacks s = games::normalized(Stacks(x.begin(), x.end()));
        const std::int64_t want = claimed(x), got = solver->grundy(s);
        if (want == got) return Judgement::pass();
        std::string witness = "options and their Grundy values:";
        for (const Stacks& o : solver->options(s))
            witness += " " + games::show(g, o) + "=" + std::to_string(solver->grundy(o));
        if (solver->options(s).empty()) witness += " none";
        witness += "; mex = " + std::to_string(got);
        return Judgement::fail(std::to_string(want), std::to_string(got), witness);
    };
    return p;
}

}  // namespace gameaudit

namespace gameaudit {

// A one-parameter family of K-stack positions, e.g. c -> [1,2,c] for c >= 5; `index`
// inverts `at` (nullopt outside the family).
template <std::size_t K>
Domain<Tuple<K>> familyOf(const std::string& prefix, const std::string& description, std::int64_t lo,
                          std::function<Tuple<K>(std::int64_t)> at,
                          std::function<std::optional<std::int64_t>(const Tuple<K>&)> index) {
    return family(stacks<K>(prefix), description, lo, std::move(at), std::move(index));
}

// The positions [first, b, c] with first < b < c and b > bAbove, from pairs (b, c) by largest c.
inline Domain<Tuple<3>> withFirstStack(const std::string& prefix, std::int64_t first, std::int64_t bAbove) {
    auto pairs = domains::stacks<2>("", domains::Order::Increasing, bAbove + 1);
    auto show = [prefix](const Tuple<3>& s) { return domains::showStacks(prefix, s.data(), 3); };
    auto parse = [prefix](std::string_view text) {
        auto v = notation::readTuple(text, prefix, 3);
        return Tuple<3>{v[0], v[1], v[2]};
    };
    return transform<Tuple<3>, Tuple<2>>(
        pairs,
        prefix + "[" + std::to_string(first) + ",b,c], " + std::to_string(bAbove) + " < b < c",
        [first](const Tuple<2>& p) { return Tuple<3>{first, p[0], p[1]}; },
        [first](const Tuple<3>& s) -> std::optional<Tuple<2>> {
            if (s[0] != first) return std::nullopt;
            return Tuple<2>{s[1], s[2]};
        },
        show, parse);
}

}  // namespace gameaudit
