// Mullen (2016), §1.3 and Chapter 4: the concrete steps of the proofs (the moves they name, the
// base cases they assert) and the prose strategies of Lemma 4.17 and Theorem 4.21, played out
// against every reply.
#include <fmt/format.h>

#include <algorithm>
#include <unordered_map>
#include <tuple>

#include "core/domains.hpp"
#include "models/mullen/stack_games.hpp"
#include "oracles/impartial.hpp"
#include "oracles/strategy_refuter.hpp"

#include "models/two_stack_games.hpp"
#include "properties/mullen2016/graph_support.hpp"
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

Domain<Pair> ordered(const TwoStackGame& g, domains::Order order, std::int64_t lo = 0) {
    return domains::stacks<2>(g.prefix, order, lo);
}

// The proofs of Theorems 4.5 and 4.10 write the smaller stack as 2^n + b, 0 < b < 2^n, and b
// in Lemma 4.1's form 2^k j + 2^(k-1) - 1 (k >= 1, j >= 0).
struct DyadicSplit {
    std::int64_t n, b, k, j;
};
DyadicSplit split(std::int64_t r) {
    DyadicSplit s;
    s.n = floorLog2(r);
    s.b = r - pow2(s.n);
    std::tie(s.k, s.j) = lemma41(s.b);
    return s;
}

// Lemma 4.3's proof at W[r, c], r even: case 1 (r = 0) to W[0,0], case 2 (c even) to W[1,c], case 3
// (c odd) to W[r - (r - 1), c - (r - 1)].
Pair lemma43Move(const Pair& rc) {
    auto [r, c] = rc;
    if (r == 0) return {0, 0};
    return c % 2 == 0 ? Pair{1, c} : Pair{1, c - r + 1};
}

// Theorem 4.5's proof at W[2^n + b, 2^n d - 1], b odd: the move of case 1 (k < n) or case 2 (k = n).
Pair theorem45Move(const Pair& rc) {
    const DyadicSplit s = split(rc[0]);
    const std::int64_t d = (rc[1] + 1) / pow2(s.n);
    if (s.k < s.n) return {pow2(s.k) - 1, pow2(s.n) * (d - 1) - pow2(s.k) * (s.j - 1) - pow2(s.k - 1) - 1};  // (4.1)
    return {pow2(s.n) - 1, pow2(s.n) * d - pow2(s.n - 1) - 1};  // (4.2)
}

// Theorem 4.5's proof at W[2^n + b, 2^n d - 1], b odd (cases 1-3).
Judgement theorem45Step(const Pair& rc) {
    const DyadicSplit s = split(rc[0]);
    if (s.k <= s.n) return judgeMove(wynnieG, rc, theorem45Move(rc));
    const std::int64_t d = (rc[1] + 1) / pow2(s.n);
    return judgeP(wynnieG, rc, d % 2 == 1 && d > 2);  // case 3: P iff d > 2 is odd
}

// Theorem 4.10's proof at W^-[2^l + b, 2^l d], b odd: the move of case 1 (s < l) or case 2 (s = l).
Pair theorem410Move(const Pair& mn) {
    const DyadicSplit s = split(mn[0]);
    const std::int64_t d = mn[1] / pow2(s.n);
    if (s.k < s.n) return {pow2(s.k) - 1, pow2(s.n) * (d - 1) - pow2(s.k) * (s.j - 1) - pow2(s.k - 1)};  // (4.5)
    return {pow2(s.n) - 1, pow2(s.n) * d - pow2(s.n - 1)};  // (4.6)
}

// Theorem 4.10's proof at W^-[2^l + b, 2^l d], b odd (cases 1-3).
Judgement theorem410Step(const Pair& mn) {
    const DyadicSplit s = split(mn[0]);
    if (s.k <= s.n) return judgeMove(misereG, mn, theorem410Move(mn));
    const std::int64_t d = mn[1] / pow2(s.n);
    return judgeP(misereG, mn, d % 2 == 1 && d > 2);
}

// The P-positions [a, b], a <= b, of Wythoff's game in order of a, found in the oracle's table
// up to `count` of them; b <= 3 * count + 3 bounds the search (the table is solved that far).
std::vector<Pair> wythoffPPositions(std::int64_t count) {
    const std::int64_t limit = saturatingAdd(saturatingMul(3, count), 3);
    wythoffG.table->solveUpTo(limit);
    std::vector<Pair> out;
    for (std::int64_t a = 0; a <= limit && static_cast<std::int64_t>(out.size()) < count; ++a)
        for (std::int64_t b = a; b <= limit; ++b)
            if (wythoffG.table->isP(a, b)) out.push_back({a, b});
    return out;
}

}  // namespace

namespace graphs {
namespace {

using One = Params<1>;
using Two = Params<2>;

// The position after removing the chips of `vertices` (one chip each) from W_1: no edge in play.
Position without(const GraphPosition& g, std::initializer_list<int> vertices) {
    Position p = g.position;
    for (int v : vertices) p.chips[v] = 0;
    return p;
}

using WygStrategy = StrategyRefuter<PackedGraph>::Moves;
Judgement secondPlayerWins(const GraphPosition& g, WygStrategy moves, bool anyChoice = false) {
    PackedGraph board(g.graph, largestStack(g.position));
    StrategyRefuter<PackedGraph> checker(board, std::move(moves), [&board](PackedGraph::Key k) { return board.showChips(k); },
                                   anyChoice);
    return checker.secondPlayerWins(board.encode(g.position));
}
Judgement firstPlayerWins(const GraphPosition& g, WygStrategy moves, bool anyChoice = false) {
    PackedGraph board(g.graph, largestStack(g.position));
    StrategyRefuter<PackedGraph> checker(board, std::move(moves), [&board](PackedGraph::Key k) { return board.showChips(k); },
                                   anyChoice);
    return checker.firstPlayerWins(board.encode(g.position));
}

// The mirroring strategy of Theorem 4.12 in the edge-delete game: the opponent has just removed
// an edge e of a position symmetric under f, so f(e) is the one edge left whose image is gone;
// remove it.
std::vector<EdgeDeleteGame::Key> mirrorReply(const EdgeDeleteGame& game, EdgeDeleteGame::Key k,
                                             const std::vector<int>& f) {
    const auto edges = game.graph().edges();
    auto index = [&edges](int u, int v) {
        auto it = std::find(edges.begin(), edges.end(), std::make_pair(std::min(u, v), std::max(u, v)));
        return static_cast<int>(it - edges.begin());
    };
    for (std::size_t i = 0; i < edges.size(); ++i) {
        const int image = index(f[edges[i].first], f[edges[i].second]);
        if (!((k >> image) & 1) && ((k >> i) & 1)) return {k & ~(EdgeDeleteGame::Key{1} << i)};
    }
    return {};
}

// With one chip per vertex, the move removing vertex x alone (any edge at x may carry it).
std::optional<PackedGraph::Key> removeAlone(const PackedGraph& b, PackedGraph::Key k, int x) {
    Position p = b.decode(k);
    if (p.chips[x] == 0) return std::nullopt;
    bool hasEdge = false;
    for (int y = 0; y < b.graph().n; ++y) hasEdge = hasEdge || (b.graph().adjacent(x, y) && p.chips[y] > 0);
    if (!hasEdge) return std::nullopt;
    p.chips[x] = 0;
    p.u = p.v = -1;
    return b.encode(p);
}

int alive(const Position& p, int from, int to) {
    int count = 0;
    for (int v = from; v < to; ++v) count += p.chips[v] > 0;
    return count;
}

// Theorem 4.12's graphs: every graph with such an automorphism (geng, up to isomorphism) up to
// the bound; random members beyond it are built symmetric under f(i) = i + n/2, each orbit
// {uv, f(u)f(v)} of pairs with u not paired to v an edge with probability about 2/n.
Domain<Graph> involutionGraphs() {
    Domain<Graph> d = allGraphs().where([](const Graph& g) { return !mirrorInvolution(g).empty(); },
                                        "with an automorphism f, f(f(x)) = x, no fixed point, x never adjacent to f(x)");
    d.random = [](std::int64_t lo, std::int64_t hi) {
        const int from = static_cast<int>(std::max<std::int64_t>(lo, 2) + 1) / 2, to = static_cast<int>(std::min<std::int64_t>(hi, 16)) / 2;
        return rc::gen::mapcat(rc::gen::inRange(from, std::max(from, to) + 1), [](int half) {
            const int n = 2 * half;
            return rc::gen::map(rc::gen::container<std::vector<int>>(static_cast<std::size_t>(n * n), rc::gen::inRange(0, n)),
                                [n, half](const std::vector<int>& dice) {
                                    auto f = [half, n](int x) { return (x + half) % n; };
                                    Graph g(n);
                                    for (int u = 0; u < n; ++u)
                                        for (int v = u + 1; v < n; ++v)
                                            if (v != f(u) && std::min(f(u), f(v)) >= u && dice[u * n + v] < 2) {
                                                g.addEdge(u, v);
                                                g.addEdge(std::min(f(u), f(v)), std::max(f(u), f(v)));
                                            }
                                    return g;
                                });
        });
    };
    return d;
}

// Lemma 4.17(b)'s strategy for Player Two on K_{m,2} (part A = 0..m-1, part B = m, m+1): a
// part left with a single vertex loses by (a), so remove that vertex; otherwise repeat Player
// One's move, removing a single vertex from the part of m.
std::vector<PackedGraph::Key> lemma417Strategy(const PackedGraph& b, PackedGraph::Key k, int m) {
    Position p = b.decode(k);
    const int a = alive(p, 0, m), bb = alive(p, m, m + 2);
    auto first = [&](int from, int to) -> std::vector<PackedGraph::Key> {
        for (int v = from; v < to; ++v)
            if (auto q = removeAlone(b, k, v)) return {*q};
        return {};
    };
    if (a == 1 && bb >= 1) return first(0, m);
    if (bb == 1 && a >= 1) return first(m, m + 2);
    return first(0, m);
}

// Theorem 4.21's strategy on S_m~2~S_n (centres v_1 = 0, v_3 = 2, v_2 = 1 between): when the
// opponent has removed one centre and the other still has an edge, remove it; otherwise remove
// a single chip from a vertex other than v_1 and v_3 (every such move is allowed).
std::vector<PackedGraph::Key> theorem421Strategy(const PackedGraph& b, PackedGraph::Key k) {
    Position p = b.decode(k);
    const bool c1 = p.chips[0] > 0, c3 = p.chips[2] > 0;
    if (c1 != c3)
        if (auto q = removeAlone(b, k, c1 ? 0 : 2)) return {*q};
    std::vector<PackedGraph::Key> out;
    for (int v = 0; v < b.graph().n; ++v)
        if (v != 0 && v != 2)
            if (auto q = removeAlone(b, k, v)) out.push_back(*q);
    return out;
}

}  // namespace
}  // namespace graphs

GAMEAUDIT_REGISTER(registry) {
    // §1.3: the recurrence for the n-th P-position of Wythoff's game.
    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("ex1.3-mex", "§1.3, Wythoff's game, after Table 1.1",
            {.statement = "Continuing in this way, if we let [a_n, b_n] be the n^th P position, then a_n is the mex of "
                          "all a_i and b_i, for i < n (because [a_n, b_n] cannot have a NIM move to a previous P "
                          "position), and b_n is equal to a_n + n (because [a_n, b_n] cannot have a WYTHOFF diagonal "
                          "move to a previous P position).",
             .reading = "[a_n, b_n], a_n <= b_n, is the n-th P-position of the oracle's Wythoff table in order of a "
                        "(n = 0, 1, ...: [0,0] is the 0-th, as b_0 = a_0 + 0 requires). For every n: a_n = mex{a_i, "
                        "b_i : i < n} and b_n = a_n + n. The table is searched for b <= 3n + 3.",
             .bound = 1000}),
        [] {
            // by hand: judges the order of the P-positions (a_n = mex, b_n = a_n + n), not one position's outcome
            Property<std::int64_t> p;
            p.domain = domains::integers("n", 0);
            auto list = std::make_shared<std::vector<Pair>>();
            p.prepare = [list](std::int64_t n) { *list = wythoffPPositions(saturatingAdd(n, 1)); };
            p.predicate = [list](std::int64_t n) {
                if (static_cast<std::int64_t>(list->size()) <= n) *list = wythoffPPositions(saturatingAdd(n, 1));
                if (static_cast<std::int64_t>(list->size()) <= n)
                    return Judgement::fail("an n-th P-position", "the table has only " + std::to_string(list->size()));
                std::vector<unsigned> seen;
                for (std::int64_t i = 0; i < n; ++i) {
                    seen.push_back(static_cast<unsigned>((*list)[i][0]));
                    seen.push_back(static_cast<unsigned>((*list)[i][1]));
                }
                const auto [a, b] = (*list)[n];
                const std::int64_t m = mex(seen);
                if (a == m && b == a + n) return Judgement::pass();
                return Judgement::fail("[a_n, b_n] = [" + std::to_string(m) + ", " + std::to_string(m + n) + "]",
                                       "[" + std::to_string(a) + ", " + std::to_string(b) + "]",
                                       "the n-th P-position of the oracle's table");
            };
            return p;
        }()));

    // §4.1: the moves of the proofs of Lemmas 4.3, 4.4 and Theorem 4.5.
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.3-proof", "§4.1, proof of Lemma 4.3, cases 1-3",
            {.statement = "Case 2: c is even and r ≠ 0. Then W[r, c] yields W[1, c] which is in P by Lemma 4.2. So, "
                          "W[r, c] ∈ N.",
             .reading = "For every W[r,c], c > r, r even: case 1 (r = 0) the move to W[0,0]; case 2 (c even) the "
                        "move to W[1,c]; case 3 (c odd) the move to W[r − (r − 1), c − (r − 1)] = W[1, c − r + 1] is "
                        "legal and leaves a P-position.",
             .bound = 300}),
        winningMove(wynnieG, ordered(wynnieG, domains::Order::Increasing).where([](const Pair& p) { return p[0] % 2 == 0; }, "r even"),
                    lemma43Move)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.4-proof", "§4.1, proof of Lemma 4.4, case 2",
            {.statement = "Case 2: r is odd. Then, W[r, c] yields W[r - (r - 1), c - (r - 1)] = W[1, c - r + 1] ∈ P. "
                          "So, W[r, c] ∈ N.",
             .reading = "For every W[r,c], c > r > 1, c even, r odd: the move to W[1, c − r + 1] is legal and leaves a "
                        "P-position.",
             .bound = 300}),
        winningMove(wynnieG,
                    ordered(wynnieG, domains::Order::Increasing, 2)
                        .where([](const Pair& p) { return p[0] % 2 == 1 && p[1] % 2 == 0; }, "r odd, c even"),
                    [](const Pair& rc) { return Pair{1, rc[1] - rc[0] + 1}; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5-proof", "§4.1, proof of Theorem 4.5, cases 1-3",
            {.statement = "So, since W[2^n + b, 2^n d - 1] can be moved to a Previous Player win game, "
                          "W[2^n + b, 2^n d - 1] ∈ N.",
             .reading = "Every W[r,c], r < c, with r = 2^n + b, 0 < b < 2^n, b odd, and c = 2^n d − 1 (the only c the "
                        "proof leaves open); b = 2^k j + 2^(k−1) − 1 as in Lemma 4.1. Case 1 (k < n): the move (4.1) "
                        "to W[2^k − 1, 2^n(d − 1) − 2^k(j − 1) − 2^(k−1) − 1] wins; case 2 (k = n): the move (4.2) to "
                        "W[2^n − 1, 2^n d − 2^(n−1) − 1] wins; case 3 (k = n + 1): W[2^(n+1) − 1, 2^n d − 1] ∈ P iff "
                        "d > 2 is odd. A winning move must be legal and leave a P-position.",
             .bound = 2000}),
        stepsProperty(wynnieG,
                      ordered(wynnieG, domains::Order::Increasing, 3)
                          .where([](const Pair& p) {
                              return p[0] % 2 == 1 && !isPowerOfTwo(p[0]) && (p[1] + 1) % pow2(floorLog2(p[0])) == 0;
                          }, "r = 2^n + b, b odd, c = 2^n d - 1"),
                      theorem45Step)));

    // The cases of the proofs of Lemma 4.3, Theorem 4.5 and Theorem 4.10 one by one.
    const std::vector<std::tuple<std::string, std::string, std::string, std::function<bool(const Pair&)>>> lemma43Cases{
        {"lem4.3-proof-case1", "Case 1: r = 0. Then, W[r, c] is Next Player win (player one can remove all c chips).",
         "r = 0: the move to W[0,0] is legal and leaves a P-position.", [](const Pair& p) { return p[0] == 0; }},
        {"lem4.3-proof-case2", "Case 2: c is even and r ≠ 0. Then W[r, c] yields W[1, c] which is in P by Lemma 4.2.",
         "r > 0 even, c even: the move to W[1,c] is legal and leaves a P-position.",
         [](const Pair& p) { return p[0] > 0 && p[1] % 2 == 0; }},
        {"lem4.3-proof-case3",
         "Case 3: c is odd and r ≠ 0. Then W[r, c] yields W[r - (r - 1), c - (r - 1)] = W[1, c - r + 1] ∈ P by Lemma 4.2.",
         "r > 0 even, c odd: the move to W[1, c - r + 1] is legal and leaves a P-position.",
         [](const Pair& p) { return p[0] > 0 && p[1] % 2 == 1; }}};
    for (const auto& [name, statement, reading, inCase] : lemma43Cases)
        registry.add(claim<Pair>(
            papers::mullen2016.info(name, "§4.1, proof of Lemma 4.3",
                {.statement = statement,
                 .reading = "For every W[r,c], c > r, r even, with " + reading,
                 .bound = 300}),
            winningMove(wynnieG,
                        ordered(wynnieG, domains::Order::Increasing)
                            .where([inCase = inCase](const Pair& p) { return p[0] % 2 == 0 && inCase(p); }, "r even, the case"),
                        lemma43Move)));
    auto dyadicCase = [](int which, bool misereForm) {
        return [which, misereForm](const Pair& p) {
            const std::int64_t r = p[0];
            if (r < 3 || r % 2 == 0 || isPowerOfTwo(r)) return false;
            const DyadicSplit s = split(r);
            if (misereForm ? p[1] % pow2(s.n) != 0 : (p[1] + 1) % pow2(s.n) != 0) return false;
            return which == 1 ? s.k < s.n : s.k == s.n;
        };
    };
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5-proof-c1", "§4.1, proof of Theorem 4.5, case 1",
            {.statement = "So, since W[2^n + b, 2^n d - 1] can be moved to a Previous Player win game, W[2^n + b, 2^n d - 1] ∈ N.",
             .reading = "Case 1 (k < n) only: for every such W[r,c], r < c, the move (4.1) is legal and leaves a P-position.",
             .bound = 2000,
             .cases = 50}),
        winningMove(wynnieG, ordered(wynnieG, domains::Order::Increasing, 3).where(dyadicCase(1, false), "case 1"),
                    theorem45Move)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5-proof-c2", "§4.1, proof of Theorem 4.5, case 2",
            {.statement = "Since W[2^n + b, 2^n d - 1] can be moved to a Previous Player win game, W[2^n + b, 2^n d - 1] ∈ N.",
             .reading = "Case 2 (k = n) only: for every such W[r,c], r < c, the move (4.2) is legal and leaves a P-position.",
             .bound = 2000,
             .cases = 0}),
        winningMove(wynnieG, ordered(wynnieG, domains::Order::Increasing, 3).where(dyadicCase(2, false), "case 2"),
                    theorem45Move)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-move1", "§4.2, proof of Theorem 4.10, case 1",
            {.statement = "So, since W^-[2^ℓ + b, 2^ℓ d] can be moved to a Previous Player win game",
             .reading = "Case 1 (s < l) only: for every such W^-[m,n], m <= n, the move (4.5) is legal and leaves a "
                        "P-position.",
             .bound = 2000,
             .cases = 50}),
        winningMove(misereG, ordered(misereG, domains::Order::NonDecreasing, 3).where(dyadicCase(1, true), "case 1"),
                    theorem410Move)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-move2", "§4.2, proof of Theorem 4.10, case 2",
            {.statement = "Since W^-[2^ℓ + b, 2^ℓ d] can be moved to a Previous Player win game",
             .reading = "Case 2 (s = l) only: for every such W^-[m,n], m <= n, the move (4.6) is legal and leaves a "
                        "P-position.",
             .bound = 2000,
             .cases = 0}),
        winningMove(misereG, ordered(misereG, domains::Order::NonDecreasing, 3).where(dyadicCase(2, true), "case 2"),
                    theorem410Move)));

    // §4.2: misère WYNNIE.
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.6-proof", "§4.2, proof of Lemma 4.6",
            {.statement = "Otherwise, Player One will opt to remove n-1 chips on the first turn. Player Two must then "
                          "remove that last remaining chip on his turn losing the game.",
             .reading = "For every W^-[0,n], n > 1: the move to W^-[0,1] is legal and leaves a P-position.",
             .bound = 2000}),
        winningMove(misereG,
                    family(misereG, "W^-[0,n], n >= 2", 2, [](std::int64_t n) { return Pair{0, n}; },
                           [](const Pair& p) { return p[0] == 0 ? std::optional(p[1]) : std::nullopt; }),
                    [](const Pair&) { return Pair{0, 1}; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.8-proof", "§4.2, proof of Lemma 4.8, cases 1-2",
            {.statement = "Case 1: m and n are either both even or both odd. By removing m-1 chips from both stacks on "
                          "turn one, Player One can move the game to W^-[1, 2k+1] (since n-m+1 is odd).",
             .reading = "For every W^-[m,n], 1 < m <= n, m even or n odd: case 1 (m ≡ n mod 2) the move to "
                        "W^-[1, n − m + 1]; case 2 (m even, n odd) the move to W^-[1, n]; each legal and leaving a "
                        "P-position.",
             .bound = 300,
             .expect = Expect::refutedAt("W^-[2,2]")}),
        winningMove(misereG,
                    ordered(misereG, domains::Order::NonDecreasing, 2)
                        .where([](const Pair& p) { return p[0] % 2 == 0 || p[1] % 2 == 1; }, "m even or n odd"),
                    [](const Pair& mn) {
                        auto [m, n] = mn;
                        return m % 2 == n % 2 ? Pair{1, n - m + 1} : Pair{1, n};
                    })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.9-proof", "§4.2, proof of Lemma 4.9",
            {.statement = "On turn one, Player One will remove m chips from both stacks. This will leave the [0,1] game "
                          "which Player One will win next turn.",
             .reading = "For every W^-[m,m+1], m > 0: the move to W^-[0,1] is legal and leaves a P-position.",
             .bound = 2000}),
        winningMove(misereG,
                    family(misereG, "W^-[m,m+1], m >= 1", 1, [](std::int64_t m) { return Pair{m, m + 1}; },
                           [](const Pair& p) { return p[1] == p[0] + 1 ? std::optional(p[0]) : std::nullopt; }),
                    [](const Pair&) { return Pair{0, 1}; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-base", "§4.2, proof of Theorem 4.10, base case m = 3",
            {.statement = "So, we get that W^-[3,a] = 0 if and only if a = 4k + 2.",
             .reading = "For every a >= 3: W^-[3,a] is P iff a ≡ 2 (mod 4) (so W^-[3,4] ∈ N, W^-[3,6] ∈ P, "
                        "W^-[3,8] ∈ N and W^-[3,n] ∈ N for odd n, as the case asserts on the way).",
             .bound = 2000}),
        pSet(misereG,
             family(misereG, "W^-[3,a], a >= 3", 3, [](std::int64_t a) { return Pair{3, a}; },
                    [](const Pair& p) { return p[0] == 3 ? std::optional(p[1]) : std::nullopt; }),
             [](const Pair& p) { return p[1] % 4 == 2; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof", "§4.2, proof of Theorem 4.10, cases 1-3",
            {.statement = "So, since W^-[2^ℓ + b, 2^ℓ d] can be moved to a Previous Player win game, "
                          "W[2^ℓ + b, 2^ℓ d] ∈ N.",
             .reading = "Every W^-[m,n], m <= n, with m = 2^l + b, 0 < b < 2^l, b odd, and n = 2^l d (the only n the "
                        "proof leaves open); b = 2^s t + 2^(s−1) − 1. Case 1 (s < l): the move (4.5) to "
                        "W^-[2^s − 1, 2^l(d − 1) − 2^s(t − 1) − 2^(s−1)] wins; case 2 (s = l): the move (4.6) to "
                        "W^-[2^l − 1, 2^l d − 2^(l−1)] wins; case 3 (s = l + 1): W^-[2^(l+1) − 1, 2^l d] ∈ P iff d > 2 "
                        "is odd.",
             .bound = 2000}),
        stepsProperty(misereG,
                      ordered(misereG, domains::Order::NonDecreasing, 3)
                          .where([](const Pair& p) {
                              return p[0] % 2 == 1 && !isPowerOfTwo(p[0]) && p[1] % pow2(floorLog2(p[0])) == 0;
                          }, "m = 2^l + b, b odd, n = 2^l d"),
                      theorem410Step)));

    // §4.3: WYG.
    using namespace graphs;
    auto indices = [](std::int64_t lo) { return domains::stacks<1>("n=", domains::Order::Any, lo); };
    auto pathW1 = [](const One& n) { return w1(path(static_cast<int>(n[0]))); };
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.15-proof", "§4.3, proof of Theorem 4.15",
            {.statement = "So, the result will be a path, which is Next Player win by Theorem 4.11.",
             .reading = "Removing one or two adjacent vertices of C_n, n > 3, leaves P_{n-1} or P_{n-2}, n - 2 >= 2: "
                        "W1(P_k) is N for every k >= 2. The oracle searches up to 2^k positions.",
             .bound = 18,
             .cases = 0}),
        graphs::outcomeProperty<1>(gameFamily<1>(indices(2), "W1(P_k), k >= 2", pathW1), pathW1,
                           [](const One&) { return Outcome::N; })));
    {
        // by hand: a fact of the graph (Theorem 4.11's hypothesis), no game is solved
        Property<One> cited;
        cited.domain = gameFamily<1>(indices(2), "W1(P_k), k >= 2", pathW1);
        cited.predicate = [](const One& k) {
            if (!isomorphicSplit(path(static_cast<int>(k[0]))).empty()) return Judgement::pass();
            return Judgement::fail("a cut vertex or cut-edge neighbourhood leaving two isomorphic components",
                                   "none: Theorem 4.11 does not apply",
                                   fmt::format("P_{}: no vertex or edge whose removal leaves exactly two components, "
                                               "isomorphic to each other", k[0]));
        };
        registry.add(claim<One>(
            papers::mullen2016.info("thm4.15-reason", "§4.3, proof of Theorem 4.15",
                {.statement = "So, the result will be a path, which is Next Player win by Theorem 4.11.",
                 .reading = "The reason given: every path P_k left (k = n - 1 or n - 2 >= 2) meets Theorem 4.11's "
                            "hypothesis, a cut vertex or cut-edge neighbourhood whose removal leaves exactly two "
                            "components, isomorphic to each other (as mullen2016/thm4.11 reads it).",
                 .bound = 18,
                 .cases = 0,
                 .expect = Expect::refutedAt("W1(P2)")}),
            std::move(cited)));
    }
    auto wheelW1 = [](const One& n) { return w1(wheel(static_cast<int>(n[0]))); };
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.16-proof", "§4.3, proof of Theorem 4.16",
            {.statement = "Player One can remove the hub vertex, leaving C_{n-1} which is Previous Player win by "
                          "Theorem 4.15.",
             .reading = "For every n > 4: from W1(W_n) (hub 0), removing the hub's chip is legal and leaves a "
                        "P-position.",
             .bound = 18,
             .cases = 0}),
        winningMoveProperty<1>(gameFamily<1>(indices(5), "W1(W_n), n >= 5", wheelW1), wheelW1,
                               [wheelW1](const One& n) { return without(wheelW1(n), {0}); })));
    auto k1W1 = [](const One& m) { return w1(completeBipartite(static_cast<int>(m[0]), 1)); };
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.17a-proof", "§4.3, proof of Lemma 4.17(a)",
            {.statement = "In K_{m,1} where each vertex initially has one chip, Player One can win by removing the chip "
                          "from the vertex with degree m, leaving no legal moves for Player Two.",
             .reading = "For every m >= 1: from W1(K_{m,1}), removing the chip of the vertex of degree m (vertex m) "
                        "is legal and leaves a P-position.",
             .bound = 22,
             .cases = 0}),
        winningMoveProperty<1>(gameFamily<1>(indices(1), "W1(K_{m,1}), m >= 1", k1W1), k1W1,
                               [k1W1](const One& m) { return without(k1W1(m), {static_cast<int>(m[0])}); })));
    auto k2W1 = [](const One& m) { return w1(completeBipartite(static_cast<int>(m[0]), 2)); };
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.17b-strategy", "§4.3, proof of Lemma 4.17(b)",
            {.statement = "Player Two's winning strategy will repeat Player One's move, removing a single vertex from "
                          "the part that now contains m - 1 vertices.",
             .reading = "Played out against every move of Player One from W1(K_{m,2}), m even: Player Two removes the "
                        "vertex of a part left with a single vertex (the proof: Player One 'will lose by (a)'), and "
                        "otherwise a single vertex of the part of m. Every even m >= 2; the checker visits up to 2^(m+2) "
                        "positions.",
             .bound = 16,
             .cases = 0}),
        // by hand: a strategy for Player Two, on the WYG board; strategyWins plays the player to move
        Property<One>{.domain = gameFamily<1>(indices(2), "W1(K_{m,2}), m >= 2", k2W1)
                                    .where([](const One& m) { return m[0] % 2 == 0; }, "m even"),
                      .predicate = [k2W1](const One& m) {
                          const int size = static_cast<int>(m[0]);
                          return secondPlayerWins(k2W1(m), [size](const PackedGraph& b, PackedGraph::Key k) {
                              return lemma417Strategy(b, k, size);
                          });
                      }}));

    registry.add(claim<Graph>(
        papers::mullen2016.info("thm4.12-strategy", "§4.3, after Theorem 4.12",
            {.statement = "This theorem is proven using a mirroring strategy that calls for Player Two to respond to the "
                          "removal of edge xy by removing edge f(x)f(y).",
             .reading = "Played out in the edge-delete game against every move of Player One, on every graph up to "
                        "isomorphism on at most `bound` vertices with an automorphism f as in Theorem 4.12 (found by "
                        "search): Player Two always removes f(x)f(y) after xy, and that reply must be legal. The "
                        "checker visits only the positions the strategy reaches, so it goes further than the oracle "
                        "of mullen2016/thm4.12 (a winning strategy for Player Two shows G is P): bound 8 (94 graphs), "
                        "then random f-symmetric graphs on up to 16 vertices, each orbit of edges present with "
                        "probability about 2/n. Exhaustive bounds above 9 are impractical (geng lists 12 million graphs on 10 "
                        "vertices).",
             .bound = 8,
             .cases = 100}),
        // by hand: a mirroring strategy for Player Two in the edge-delete game; strategyWins plays the player to move
        Property<Graph>{
            .domain = involutionGraphs(),
            .predicate = [](const Graph& g) {
                EdgeDeleteGame game(g);
                const std::vector<int> f = mirrorInvolution(g);
                StrategyRefuter<EdgeDeleteGame> checker(
                    game, [f](const EdgeDeleteGame& e, EdgeDeleteGame::Key k) { return mirrorReply(e, k, f); },
                    [&game](EdgeDeleteGame::Key k) { return game.show(k); });
                return checker.secondPlayerWins(game.start());
            }}));

    // Theorem 4.21's prose strategy and the first moves of the proofs of Theorems 4.22-4.24, on
    // S_m~L~S_n: path vertices 0..L (the thesis's v_1..v_{L+1}), centre 0 with S_m, centre L with S_n.
    auto pairs = [](std::int64_t lo) { return domains::stacks<2>("", domains::Order::Any, lo); };
    auto stars = [](int length) {
        return [length](const Two& mn) {
            return w1(twoStars(static_cast<int>(mn[0]), static_cast<int>(mn[1]), length));
        };
    };
    // The winner Theorem 4.21 names (Player One if m + n is even) wins by its strategy; `anyChoice`: by
    // some move the strategy allows at each turn, rather than every one.
    auto theorem421 = [stars, pairs](bool anyChoice) {
        // by hand: the winner is either player and the strategy may allow several moves; strategyWins takes one
        return Property<Two>{.domain = gameFamily<2>(pairs(1), "W1(S_m~2~S_n), m, n >= 1", stars(2)),
                             .predicate = [stars, anyChoice](const Two& mn) {
                                 GraphPosition g = stars(2)(mn);
                                 return (mn[0] + mn[1]) % 2 == 0 ? firstPlayerWins(g, theorem421Strategy, anyChoice)
                                                                 : secondPlayerWins(g, theorem421Strategy, anyChoice);
                             }};
    };
    const std::string starsNote = " Vertices as in mullen2016/thm4.21-4.24: v_i is path vertex i − 1. Every m, n >= 1; "
                                  "size = max(m, n).";
    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.21-strategy", "§4.3, proof of Theorem 4.21",
            {.statement = "If at any point, a player removes the chip from either v_1 or v_3, then the other player will "
                          "remove the chip from the other next turn and win. So, neither player should ever remove two "
                          "vertices during his turn. Therefore, the optimal strategy for each player is to remove chips "
                          "one at a time leading to a parity-based result.",
             .reading = "The winner the theorem names (Player One if m + n is even, Player Two if odd) follows the "
                        "proof's strategy: when the opponent has removed one of v_1, v_3 and the other still has an "
                        "edge, remove it; otherwise remove one chip from any vertex other than v_1 and v_3 (every such "
                        "choice is played out). It must win against every reply." + starsNote,
             .bound = 7,
             .cases = 0,
             .expect = Expect::refutedAt("W1(S1~2~S1)")}),
        theorem421(false)));

    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.21-strategy-alt", "§4.3, proof of Theorem 4.21",
            {.statement = "If at any point, a player removes the chip from either v_1 or v_3, then the other player will "
                          "remove the chip from the other next turn and win. So, neither player should ever remove two "
                          "vertices during his turn. Therefore, the optimal strategy for each player is to remove chips "
                          "one at a time leading to a parity-based result.",
             .reading = "Alternative reading: as mullen2016/thm4.21-strategy, but the winner chooses well which single "
                        "chip to remove: the strategy wins if, at each turn, some move it allows wins against every "
                        "reply." + starsNote,
             .bound = 7,
             .cases = 0,
             .expect = Expect::refutedAt("W1(S1~2~S2)")}),
        theorem421(true)));

    struct FirstMove {
        std::string name, where, statement, reading;
        int length;
        std::function<std::vector<int>(const Two&)> removed;
    };
    const std::vector<FirstMove> firstMoves{
        {"thm4.22-proof-moves", "§4.3, proof of Theorem 4.22, cases 1-2",
         "Case 2: n + m is odd. Then, Player One will remove v_2 leaving S_m disconnected from S_{n+1}.",
         "m + n even: removing v_2, v_3 (both ends of edge 1-2); m + n odd: removing v_2 alone.", 3,
         [](const Two& mn) { return (mn[0] + mn[1]) % 2 == 0 ? std::vector<int>{1, 2} : std::vector<int>{1}; }},
        {"thm4.23-proof-moves", "§4.3, proof of Theorem 4.23, cases 1-2",
         "Case 1: n + m is even. Then, Player One will remove the chip from v_3 leaving disjoint stars S_{m+1} and "
         "S_{n+1}.",
         "m + n even: removing v_3 alone; m + n odd: removing v_2 and v_3.", 4,
         [](const Two& mn) { return (mn[0] + mn[1]) % 2 == 0 ? std::vector<int>{2} : std::vector<int>{1, 2}; }},
        {"thm4.24-proof-moves", "§4.3, proof of Theorem 4.24, cases 1-2",
         "Suppose, without loss of generality, that n is even and m is odd. Then, Player One will remove chips from "
         "v_1 and v_2 leaving S_1 connected to S_n which is Previous Player win by Theorem 4.21.",
         "m + n even: removing v_3 and v_4; m + n odd: removing v_1 and v_2 when n is even, or their mirror "
         "images v_6 and v_5 when m is even.", 5,
         [](const Two& mn) {
             if ((mn[0] + mn[1]) % 2 == 0) return std::vector<int>{2, 3};
             return mn[1] % 2 == 0 ? std::vector<int>{0, 1} : std::vector<int>{5, 4};
         }}};
    for (const FirstMove& f : firstMoves) {
        auto at = stars(f.length);
        auto removed = f.removed;
        registry.add(claim<Two>(
            papers::mullen2016.info(f.name, f.where,
                {.statement = f.statement,
                 .reading = "Player One's first move in each case is legal and leaves a P-position: " + f.reading + starsNote,
                 .bound = 8,
                 .cases = 0}),
            winningMoveProperty<2>(gameFamily<2>(pairs(1), "W1(S_m~" + std::to_string(f.length) + "~S_n), m, n >= 1", at),
                                   at, [at, removed](const Two& mn) {
                                       Position p = at(mn).position;
                                       for (int v : removed(mn)) p.chips[v] = 0;
                                       return p;
                                   })));
    }
}

}  // namespace gameaudit::mullen2016
