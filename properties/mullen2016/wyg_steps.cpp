// Mullen (2016), §4.3: concrete steps of the WYG text that the theorems' claims do not check one
// by one: the first moves on K_n, K_{m,2} and K_{m,n}, the base cases of Theorems 4.13 and
// 4.18, the captions of Figure 4.2, and the remark after Theorem 4.11 on any chip distribution.
#include <algorithm>
#include <numeric>
#include <optional>

#include "properties/mullen2016/graph_support.hpp"
#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016::graphs {
namespace {

using One = Params<1>;
using Two = Params<2>;

GraphPosition ones(Graph g) {
    Position p = uniform(g, 1);
    return {std::move(g), std::move(p)};
}
int aliveIn(const Position& p, int from, int to) {
    int c = 0;
    for (int v = from; v < to; ++v) c += p.chips[v] > 0;
    return c;
}
// The alive vertices that still have an alive neighbour: the part of the board play can reach.
VertexSet playable(const Graph& g, const std::vector<int>& chips) {
    VertexSet s = 0;
    for (int v = 0; v < g.n; ++v) {
        if (chips[v] == 0) continue;
        for (int u = 0; u < g.n; ++u)
            if (u != v && chips[u] > 0 && g.adjacent(u, v)) s |= VertexSet{1} << v;
    }
    return s;
}
std::vector<int> members(VertexSet s) {
    std::vector<int> v;
    for (int i = 0; i < 64; ++i)
        if ((s >> i) & 1) v.push_back(i);
    return v;
}
// Whether the board splits into exactly two components, isomorphic with their chips.
bool twoIsomorphicHalves(const Graph& g, const std::vector<int>& chips) {
    auto comps = components(g, playable(g, chips));
    if (comps.size() != 2) return false;
    std::vector<int> a = members(comps[0]), b = members(comps[1]);
    if (a.size() != b.size()) return false;
    std::sort(b.begin(), b.end());
    do {
        bool same = true;
        for (std::size_t i = 0; same && i < a.size(); ++i) {
            same = chips[a[i]] == chips[b[i]];
            for (std::size_t j = 0; same && j < a.size(); ++j) same = g.adjacent(a[i], a[j]) == g.adjacent(b[i], b[j]);
        }
        if (same) return true;
    } while (std::next_permutation(b.begin(), b.end()));
    return false;
}

Domain<One> from(std::int64_t lo) { return domains::stacks<1>("n=", domains::Order::Any, lo); }

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    auto kn = [](const One& n) { return ones(complete(static_cast<int>(n[0]))); };
    Domain<One> firstThree = gameFamily<1>(from(1), "W1(K_n), n <= 3", kn);
    firstThree.largestAdmitted = 3;  // the statement names K_1, K_2, K_3
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.13-proof-base", "§4.3, proof of Theorem 4.13",
            {.statement = "Observe that K_1 is Previous Player win and K_2, K_3 are Next Player win.",
             .reading = "W1(K_1) is P; W1(K_2) and W1(K_3) are N.",
             .bound = 3,
             .cases = 0}),
        graphs::outcomeProperty<1>(firstThree, kn,
                           [](const One& n) { return n[0] == 1 ? Outcome::P : Outcome::N; })));
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.13-proof-moves", "§4.3, proof of Theorem 4.13",
            {.statement = "Note that Player One's first move on a complete graph, K_{k+1}, must simplify the game to a "
                          "smaller complete graph, namely, K_k or K_{k-1}.",
             .reading = "For every k >= 1: every first move on W1(K_{k+1}) leaves k or k - 1 vertices with their chip "
                        "and no edge in play, i.e. W1(K_k) or W1(K_{k-1}).",
             .bound = 16,
             .cases = 0}),
        // by hand: judges the shape of every first move (the graph left); no outcome
        Property<One>{.domain = gameFamily<1>(from(2), "W1(K_n), n >= 2", kn), .predicate = [kn](const One& n) {
                          GraphPosition g = kn(n);
                          PackedGraph b(g.graph, 1);
                          for (PackedGraph::Key o : b.options(b.encode(g.position))) {
                              Position p = b.decode(o);
                              const int left = aliveIn(p, 0, g.graph.n);
                              if (p.inPlay() || (left != n[0] - 1 && left != n[0] - 2))
                                  return Judgement::fail("K_k or K_{k-1}", b.showChips(o));
                          }
                          return Judgement::pass();
                      }}));

    auto kmn = [](const Two& x) { return ones(completeBipartite(static_cast<int>(x[0]), static_cast<int>(x[1]))); };
    // The first moves on K_{m,n}: the parts' sizes after each option.
    // by hand: (the two claims below) judges which first moves exist, by the parts they leave; no outcome
    auto firstMoves = [kmn](const Two& x, std::vector<std::pair<int, int>> claimed) {
        GraphPosition g = kmn(x);
        PackedGraph b(g.graph, 1);
        const int m = static_cast<int>(x[0]), total = g.graph.n;
        std::vector<std::pair<int, int>> seen;
        for (PackedGraph::Key o : b.options(b.encode(g.position))) {
            Position p = b.decode(o);
            std::pair<int, int> sizes{aliveIn(p, 0, m), aliveIn(p, m, total)};
            if (p.inPlay() || std::find(claimed.begin(), claimed.end(), sizes) == claimed.end())
                return Judgement::fail("one of the named first moves", b.showChips(o));
            seen.push_back(sizes);
        }
        for (auto c : claimed)
            if (std::find(seen.begin(), seen.end(), c) == seen.end())
                return Judgement::fail("every named first move is legal",
                                       "no move leaves parts of " + std::to_string(c.first) + " and " + std::to_string(c.second));
        return Judgement::pass();
    };
    registry.add(claim<Two>(
        papers::mullen2016.info("lem4.17b-proof-moves", "§4.3, proof of Lemma 4.17(b)",
            {.statement = "In K_{m,2} where m is even and every vertex initially has one chip, observe that Player One's "
                          "options on his first turn are to remove a single vertex from either part or remove a vertex from "
                          "both.",
             .reading = "For every even m >= 2: the first moves on W1(K_{m,2}) leave parts of sizes (m - 1, 2), (m, 1) or "
                        "(m - 1, 1), and each of the three occurs.",
             .bound = 18,
             .cases = 0}),
        Property<Two>{.domain = gameFamily<2>(domains::stacks<2>("", domains::Order::Any, 1)
                                                  .where([](const Two& x) { return x[1] == 2 && x[0] % 2 == 0; }, "K_{m,2}, m even"),
                                              "W1(K_{m,2}), m even", kmn),
                      .predicate = [firstMoves](const Two& x) {
                          const int m = static_cast<int>(x[0]);
                          return firstMoves(x, {{m - 1, 2}, {m, 1}, {m - 1, 1}});
                      }}));
    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.18-proof-moves", "§4.3, proof of Theorem 4.18",
            {.statement = "On Player One's first turn, he moves from W_1(K_{m_0, n_0}) to either W_1(K_{m_0-1, n_0}), "
                          "W_1(K_{m_0, n_0-1}), or W_1(K_{m_0-1, n_0-1}).",
             .reading = "For every m, n >= 1: the first moves on W1(K_{m,n}) leave parts of sizes (m - 1, n), (m, n - 1) "
                        "or (m - 1, n - 1), and each occurs.",
             .bound = 9,
             .cases = 0}),
        Property<Two>{.domain = gameFamily<2>(domains::stacks<2>("", domains::Order::Any, 1), "W1(K_{m,n})", kmn),
                      .predicate = [firstMoves](const Two& x) {
                          const int m = static_cast<int>(x[0]), n = static_cast<int>(x[1]);
                          return firstMoves(x, {{m - 1, n}, {m, n - 1}, {m - 1, n - 1}});
                      }}));
    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.18-proof-base", "§4.3, proof of Theorem 4.18",
            {.statement = "By Lemma 4.17, our result holds for n = 1, n = 2.",
             .reading = "For every m >= 1: W1(K_{m,1}) is N, and W1(K_{m,2}) is P iff m is even (the theorem for n = 1, "
                        "2, odd m included).",
             .bound = 16,
             .cases = 0}),
        graphs::outcomeProperty<2>(gameFamily<2>(domains::stacks<2>("", domains::Order::Any, 1)
                                             .where([](const Two& x) { return x[1] <= 2; }, "n = 1, 2"),
                                         "W1(K_{m,n}), n <= 2", kmn),
                           kmn, [](const Two& x) { return x[1] == 2 && x[0] % 2 == 0 ? Outcome::P : Outcome::N; })));

    // "Player One's first choice of edge does not matter due to the symmetry of the graph": the
    // reflection v -> 2 - v of P_3 maps the set of first moves onto itself.
    // by hand: (the two claims below) judges that the set of first moves is symmetric; no outcome
    auto symmetric = [](std::vector<int> chips) {
        return [chips](const One&) {
            const Graph p3 = path(3);
            PackedGraph b(p3, 2);
            Position start;
            start.chips = chips;
            auto opts = b.options(b.encode(start));
            for (PackedGraph::Key o : opts) {
                Position p = b.decode(o), m = p;
                for (int v = 0; v < 3; ++v) m.chips[v] = p.chips[2 - v];
                if (p.inPlay()) m.u = 2 - p.v, m.v = 2 - p.u;
                if (std::find(opts.begin(), opts.end(), b.encode(m)) == opts.end())
                    return Judgement::fail("the reflection of every first move is a first move",
                                           b.showChips(o) + " has no mirror image among them");
            }
            return Judgement::pass();
        };
    };
    auto p3Domain = [](std::string name) {
        return domains::single<One>(name, One{3}, 3, name);
    };
    registry.add(claim<One>(papers::mullen2016.info("fig4.3-symmetry", "§4.3, the example W_1(P_3)",
                                {.statement = "Player One's first choice of edge does not matter due to the symmetry of the graph",
                                 .reading = "On W1(P3): the reflection v -> 2 - v maps the set of first moves (either "
                                            "edge) onto itself."}),
                            Property<One>{.domain = p3Domain("W1(P3)"), .predicate = symmetric({1, 1, 1})}));
    registry.add(claim<One>(papers::mullen2016.info("fig4.4-symmetry", "§4.3, the example W_dg(P_3)",
                                {.statement = "Player One's first choice of edge again does not matter due to the symmetry of the graph.",
                                 .reading = "On Wdg(P3) = W[1,2,1](P3): the reflection v -> 2 - v maps the set of first "
                                            "moves onto itself."}),
                            Property<One>{.domain = p3Domain("Wdg(P3)"), .predicate = symmetric({1, 2, 1})}));
    registry.add(claim<One>(papers::mullen2016.info("fig4.4-p2", "§4.3, the example W_dg(P_3)",
                                {.statement = "However, W_1(P_2) is obviously Next Player win since every possible play on "
                                              "Turn 1 will win the game.",
                                 .reading = "Every first move on W1(P2) leaves a P-position."}),
                            // by hand: claims that every first move wins; winningMove judges one named move
                            Property<One>{.domain = p3Domain("W1(P2)"), .predicate = [](const One&) {
                                              GraphPosition g = ones(path(2));
                                              WygOracle oracle(g.graph, 1);
                                              const PackedGraph& b = oracle.board();
                                              for (PackedGraph::Key o : b.options(b.encode(g.position)))
                                                  if (oracle.moverWins(b.decode(o)))
                                                      return Judgement::fail("every first move wins", b.showChips(o) + " is N");
                                              return Judgement::pass();
                                          }}));

    // Figure 4.2's captions on K_5: some chip assignment (1..3 chips a vertex) admits the line
    // of play they describe.
    registry.add(claim<One>(
        papers::mullen2016.info("fig4.2", "§4.3, Figure 4.2",
            {.statement = "Player One opts to remove both vertices. Player Two removes 2 chips from a single stack. Player "
                          "One removes both vertices from the dotted edge. Player Two has no edge to play on and loses.",
             .reading = "The stack sizes are not in the bundled text: some assignment of 1 to 3 chips to the vertices of "
                        "K_5 admits the captions' line: a first move deleting both ends of an edge (K_3 left, Player Two "
                        "chooses the edge), a move taking 2 chips from one stack, a move deleting both ends of the edge "
                        "in play, and then no edge left.",
             .bound = 5,
             .cases = 0}),
        // by hand: searches chip assignments for a described line of play; no outcome
        Property<One>{.domain = domains::single<One>("K_5", One{5}, 5, "K5"),
                      .predicate = [](const One&) {
                          const Graph k5 = complete(5);
                          PackedGraph b(k5, 3);
                          for (int code = 0; code < 243; ++code) {
                              Position start;
                              for (int v = 0, c = code; v < 5; ++v, c /= 3) start.chips.push_back(1 + c % 3);
                              for (PackedGraph::Key o1 : b.options(b.encode(start))) {
                                  Position p1 = b.decode(o1);
                                  if (p1.inPlay() || aliveIn(p1, 0, 5) != 3) continue;
                                  for (PackedGraph::Key o2 : b.options(o1)) {
                                      Position p2 = b.decode(o2);
                                      int changed = 0, by = 0;
                                      for (int v = 0; v < 5; ++v)
                                          if (p2.chips[v] != p1.chips[v]) ++changed, by = p1.chips[v] - p2.chips[v];
                                      if (changed != 1 || by != 2) continue;
                                      for (PackedGraph::Key o3 : b.options(o2)) {
                                          Position p3 = b.decode(o3);
                                          if (aliveIn(p3, 0, 5) == aliveIn(p2, 0, 5) - 2 && b.options(o3).empty())
                                              return Judgement::pass();
                                      }
                                  }
                              }
                          }
                          return Judgement::fail("some chips on K_5 admit the captions' line", "none does");
                      }}));

    // The proof of Theorem 4.11 case by case: every cut vertex (case 1) or cut-edge neighbourhood
    // (case 2) whose removal leaves exactly two isomorphic components, on W_c(G), c = 1..3.
    // by hand: (the two claims below) judges every splitting first move of every chip count; winningMove takes one
    auto splitCase = [](bool vertex) {
        return [vertex](const Graph& g) {
            for (int c = 1; c <= 3; ++c) {
                WygOracle oracle(g, c);
                const PackedGraph& b = oracle.board();
                const Position start = uniform(g, c);
                auto tryRemove = [&](VertexSet gone) -> std::optional<Judgement> {
                    auto comps = components(g, g.all() & ~gone);
                    if (comps.size() != 2 || !isomorphic(induced(g, comps[0]), induced(g, comps[1]))) return std::nullopt;
                    Position next = start;
                    for (int v : members(gone)) next.chips[v] = 0;
                    auto opts = b.options(b.encode(start));
                    if (std::find(opts.begin(), opts.end(), b.encode(next)) == opts.end())
                        return Judgement::fail("the proof's first move is legal", b.showChips(b.encode(next)) + " is not a move");
                    if (oracle.moverWins(next))
                        return Judgement::fail("removing " + b.showChips(b.encode(start)) + " -> " + b.showChips(b.encode(next)) +
                                                   " wins",
                                               "it leaves an N-position", "reply: " + oracle.witness(next));
                    return std::nullopt;
                };
                if (vertex) {
                    const std::size_t before = components(g, g.all()).size();
                    for (int v = 0; v < g.n; ++v) {
                        const VertexSet gone = VertexSet{1} << v;
                        if (g.degree(v) == 0 || components(g, g.all() & ~gone).size() <= before) continue;  // not a cut vertex
                        if (auto j = tryRemove(gone)) return *j;
                    }
                } else {
                    for (auto [u, v] : g.edges())
                        if (auto j = tryRemove((VertexSet{1} << u) | (VertexSet{1} << v))) return *j;
                }
            }
            return Judgement::pass();
        };
    };
    registry.add(claim<Graph>(
        papers::mullen2016.info("thm4.11-proof-case1", "§4.3, proof of Theorem 4.11, case 1",
            {.statement = "Case 1: Suppose G contains a cut vertex v whose removal yields two isomorphic components. Then "
                          "Player One will opt to play WYNNIE on an edge incident with v and remove only the chips on v. "
                          "This will break G into two isomorphic components. Then by mirroring Player 2's moves, Player 1 "
                          "will win.",
             .reading = "Every graph up to isomorphism on at most `bound` vertices, c = 1..3 chips a vertex: for every "
                        "cut vertex (its removal increases the number of components) whose removal leaves exactly two "
                        "components, isomorphic to each other, removing its c chips is a legal first move that leaves a "
                        "P-position.",
             .bound = 8,
             .cases = 0,
             .expect = Expect::refutedAt("5:0-2,0-4,1-3,1-4")}),
        Property<Graph>{.domain = allGraphs(), .predicate = splitCase(true)}));
    registry.add(claim<Graph>(
        papers::mullen2016.info("thm4.11-proof-case2", "§4.3, proof of Theorem 4.11, case 2",
            {.statement = "Case 2: Suppose G contains a cut edge neighbourhood e whose removal yields two isomorphic "
                          "components. Then Player One will opt to play WYNNIE on e and remove all chips from both "
                          "incident vertices. This will break G into two isomorphic components. Then by mirroring Player "
                          "2's moves, Player 1 will win.",
             .reading = "Every graph up to isomorphism on at most `bound` vertices, c = 1..3 chips a vertex: for every "
                        "edge whose two ends' removal leaves exactly two components, isomorphic to each other, removing "
                        "all chips of both ends is a legal first move that leaves a P-position.",
             .bound = 8,
             .cases = 0,
             .expect = Expect::refutedAt("6:0-3,1-4,2-5")}),
        Property<Graph>{.domain = allGraphs(), .predicate = splitCase(false)}));

    registry.add(claim<Graph>(
        papers::mullen2016.info("rem4.11", "§4.3, after Theorem 4.11",
            {.statement = "In fact, this strategy will prove successful for Player One for any distribution of chips on the "
                          "graph as long as he is able to break the game into two isomorphic disjoint games on his first "
                          "turn.",
             .reading = "Instance: every graph up to isomorphism on at most `bound` vertices, every distribution of 1 or 2 "
                        "chips a vertex: every first move after which no edge is in play and the vertices that can still "
                        "be played on form exactly two components, isomorphic with their chips, leaves a P-position (so "
                        "it wins).",
             .bound = 6,
             .cases = 0,
             .expect = Expect::refutedAt("5:0-3,1-4,2-4")}),
        // by hand: judges every splitting first move from every chip distribution; winningMove takes one
        Property<Graph>{.domain = allGraphs(), .predicate = [](const Graph& g) {
                            WygOracle oracle(g, 2);
                            const PackedGraph& b = oracle.board();
                            for (int code = 0; code < (1 << g.n); ++code) {
                                Position start;
                                for (int v = 0; v < g.n; ++v) start.chips.push_back(1 + ((code >> v) & 1));
                                for (PackedGraph::Key o : b.options(b.encode(start))) {
                                    Position p = b.decode(o);
                                    if (p.inPlay() || !twoIsomorphicHalves(g, p.chips)) continue;
                                    if (oracle.moverWins(p))
                                        return Judgement::fail("the split into two isomorphic games wins",
                                                               "it leaves an N-position",
                                                               b.showChips(b.encode(start)) + " -> " + b.showChips(o) +
                                                                   "; reply " + oracle.witness(p));
                                }
                            }
                            return Judgement::pass();
                        }}));
}

}  // namespace gameaudit::mullen2016::graphs
