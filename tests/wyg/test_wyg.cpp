// WYG (Mullen 2016, §4.3): graphs, the rules, the oracles against hand-checked values, and
// the verdict of every §4.3 claim at its default bound.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <algorithm>
#include <bit>
#include <iterator>
#include <numeric>

#include "core/claim.hpp"
#include "core/errors.hpp"
#include "models/wyg/graph_domain.hpp"
#include "oracles/wyg/oracle.hpp"
#include "oracles/wyg/two_stars.hpp"

using namespace gameaudit;
using namespace gameaudit::wyg;

namespace {

// A random game: a graph on 1..7 vertices, stacks 0..3, and maybe an edge in play.
rc::Gen<GraphPosition> randomGame() {
    return rc::gen::mapcat(randomGraph(1, 7), [](const Graph& g) {
        return rc::gen::map(rc::gen::pair(rc::gen::container<std::vector<int>>(static_cast<std::size_t>(g.n),
                                                                               rc::gen::inRange(0, 4)),
                                          rc::gen::inRange<int>(-1, static_cast<int>(g.edges().size()))),
                            [g](const std::pair<std::vector<int>, int>& p) {
                                GraphPosition game{g, {p.first}};
                                if (p.second >= 0) {
                                    auto [u, v] = g.edges()[static_cast<std::size_t>(p.second)];
                                    if (game.position.chips[u] > 0 && game.position.chips[v] > 0)
                                        game.position.u = u, game.position.v = v;
                                }
                                return game;
                            });
    });
}

Outcome outcomeOfText(const std::string& text) { return outcomeOf(parseGraphPosition(text)); }

}  // namespace

TEST_CASE("graph families have the sizes of their definitions", "[wyg][graph]") {
    for (int n = 1; n <= 9; ++n) {
        CHECK(complete(n).edges().size() == static_cast<std::size_t>(n * (n - 1) / 2));
        CHECK(path(n).edges().size() == static_cast<std::size_t>(n - 1));
        CHECK(star(n).n == n + 1);
        CHECK(star(n).degree(0) == n);
    }
    for (int n = 3; n <= 9; ++n) CHECK(cycle(n).edges().size() == static_cast<std::size_t>(n));
    for (int n = 4; n <= 9; ++n) {
        CHECK(wheel(n).n == n);
        CHECK(wheel(n).edges().size() == static_cast<std::size_t>(2 * (n - 1)));
        CHECK(wheel(n).degree(0) == n - 1);
    }
    CHECK(isomorphic(wheel(4), complete(4)));
    CHECK(completeBipartite(3, 4).edges().size() == 12u);
    Graph g = twoStars(2, 3, 4);  // 5 path vertices + 5 leaves, 4 + 5 edges
    CHECK(g.n == 10);
    CHECK(g.edges().size() == 9u);
    CHECK(g.degree(0) == 3);
    CHECK(g.degree(4) == 4);
    CHECK(isomorphic(twoStars(1, 1, 2), path(5)));
    CHECK(isomorphic(disjointUnion(star(2), star(1)), disjointUnion(path(2), path(3))));
}

TEST_CASE("graph text: families, graph6 and edge lists", "[wyg][graph]") {
    CHECK(parseGraph("K3,4") == completeBipartite(3, 4));
    CHECK(parseGraph("S2~3~S5") == twoStars(2, 5, 3));
    CHECK(parseGraph("g6:Bw") == complete(3));
    CHECK(isomorphic(parseGraph("g6:BW"), path(3)));
    CHECK(parseGraph("4:0-1,1-2,2-3") == path(4));
    CHECK(parseGraph("S1+S2") == disjointUnion(star(1), star(2)));
    CHECK(parseGraph("3:").edges().empty());
    CHECK(toGraph6(complete(3)) == "Bw");
    for (const char* bad : {"", "Q5", "K", "C2", "g6:!", "g6:Bww", "3:0-3", "3:0-0", "3:0-1;1-2", "W3"})
        CHECK_THROWS_AS(parseGraph(bad), InputError);
    rc::prop("graph6 and edge lists read back what they write", [] {
        Graph g = *randomGraph(1, 12);
        RC_ASSERT(fromGraph6(toGraph6(g)) == g);
        RC_ASSERT(parseGraph(edgeList(g)) == g);
    });
}

TEST_CASE("geng enumerates every graph once up to isomorphism", "[wyg][graph]") {
    const std::size_t counts[] = {1, 2, 4, 11, 34, 156, 1044};  // OEIS A000088
    for (int n = 1; n <= 7; ++n) {
        std::size_t seen = 0;
        forEachGraph(n, [&](const Graph& g) {
            CHECK(g.n == n);
            ++seen;
            return true;
        });
        CHECK(seen == counts[n - 1]);
    }
    std::vector<Graph> five;
    forEachGraph(5, [&](const Graph& g) {
        five.push_back(g);
        return true;
    });
    for (std::size_t i = 0; i < five.size(); ++i)
        for (std::size_t j = i + 1; j < five.size(); ++j) CHECK_FALSE(isomorphic(five[i], five[j]));
}

TEST_CASE("the hypotheses of Theorems 4.11 and 4.12", "[wyg][graph]") {
    CHECK(isomorphicSplit(path(3)) == std::vector<int>{1});
    CHECK(isomorphicSplit(path(4)) == std::vector<int>{1, 2});
    CHECK(isomorphicSplit(path(5)) == std::vector<int>{2});
    CHECK(isomorphicSplit(star(3)) == std::vector<int>{0, 1});  // centre and a leaf leave two leaves
    CHECK(isomorphicSplit(star(4)).empty());  // three or four components, never two
    CHECK(isomorphicSplit(cycle(4)).empty());
    CHECK(isomorphicSplit(twoStars(2, 2, 2)) == std::vector<int>{1});
    CHECK(isomorphicSplit(twoStars(2, 3, 2)).empty());
    for (int n = 1; n <= 8; ++n) {  // Figure 4.5: K_n has neither
        Graph k = complete(n);
        CHECK(isomorphicSplit(k).empty());
        for (int v = 0; v < n; ++v) CHECK(components(k, k.all() & ~(VertexSet{1} << v)).size() <= 1);
        for (auto [u, v] : k.edges())
            CHECK(components(k, k.all() & ~(VertexSet{1} << u) & ~(VertexSet{1} << v)).size() <= 1);
    }
    auto isMirror = [](const Graph& g, const std::vector<int>& f) {
        for (int x = 0; x < g.n; ++x) {
            if (f[x] == x || f[f[x]] != x || g.adjacent(x, f[x])) return false;
            for (int y = 0; y < g.n; ++y)
                if (g.adjacent(x, y) != g.adjacent(f[x], f[y])) return false;
        }
        return true;
    };
    CHECK(isMirror(cycle(4), mirrorInvolution(cycle(4))));
    CHECK(isMirror(cycle(6), mirrorInvolution(cycle(6))));
    CHECK(mirrorInvolution(complete(4)).empty());
    CHECK(mirrorInvolution(path(2)).empty());
    CHECK(mirrorInvolution(path(3)).empty());
    CHECK(mirrorInvolution(path(4)).empty());  // its only involution swaps the adjacent middle pair
    rc::prop("a found involution is a mirror automorphism", [isMirror] {
        Graph g = *randomGraph(1, 8);
        auto f = mirrorInvolution(g);
        if (!f.empty()) RC_ASSERT(isMirror(g, f));
    });
}

TEST_CASE("WYG rules: every option is one legal WYNNIE move on the edge in play or a free edge", "[wyg][rules]") {
    rc::prop("options follow the rules of §4.3", [] {
        GraphPosition game = *randomGame();
        PackedGraph board(game.graph, 3);
        auto key = board.encode(game.position);
        RC_ASSERT(board.decode(key) == game.position);
        const Position& p = game.position;
        for (auto k : board.options(key)) {
            Position q = board.decode(k);
            std::vector<int> changed;
            for (int v = 0; v < game.graph.n; ++v) {
                RC_ASSERT(q.chips[v] >= 0);
                RC_ASSERT(q.chips[v] <= p.chips[v]);
                if (q.chips[v] != p.chips[v]) changed.push_back(v);
            }
            RC_ASSERT(!changed.empty());
            RC_ASSERT(changed.size() <= 2u);
            // The move is on an edge: the one in play, else any edge with both ends alive.
            int a = changed[0], b = changed.size() == 2 ? changed[1] : -1;
            int u = p.inPlay() ? p.u : -1, v = p.inPlay() ? p.v : -1;
            if (p.inPlay()) {
                RC_ASSERT((a == u || a == v) && (b < 0 || b == u || b == v));
            } else if (b >= 0) {
                u = a, v = b;
                RC_ASSERT(game.graph.adjacent(u, v));
            } else {
                // One stack changed: some edge at a with a live other end could carry it.
                bool carried = false;
                for (int w = 0; w < game.graph.n; ++w)
                    if (game.graph.adjacent(a, w) && p.chips[w] > 0 &&
                        p.chips[a] - q.chips[a] <= std::min(p.chips[a], p.chips[w]) &&
                        (!q.inPlay() || (q.u == std::min(a, w) && q.v == std::max(a, w))))
                        carried = true;
                RC_ASSERT(carried);
                if (q.inPlay()) u = q.u, v = q.v;
            }
            if (u >= 0) {
                int most = std::min(p.chips[u], p.chips[v]);
                int takenU = p.chips[u] - q.chips[u], takenV = p.chips[v] - q.chips[v];
                RC_ASSERT(std::max(takenU, takenV) <= most);
                if (takenU > 0 && takenV > 0) RC_ASSERT(takenU == takenV);  // same j from both
                // The edge stays in play exactly while both ends keep chips.
                bool bothAlive = q.chips[u] > 0 && q.chips[v] > 0;
                RC_ASSERT(q.inPlay() == bothAlive);
                if (bothAlive) RC_ASSERT(q.u == u && q.v == v);
            }
        }
    });
    rc::prop("a position without an edge to play is terminal, and a game with an edge in play is not", [] {
        GraphPosition game = *randomGame();
        PackedGraph board(game.graph, 3);
        auto options = board.options(board.encode(game.position));
        bool liveEdge = false;
        for (auto [u, v] : game.graph.edges()) liveEdge |= game.position.chips[u] > 0 && game.position.chips[v] > 0;
        RC_ASSERT(options.empty() == !liveEdge);
    });
    rc::prop("positions read back from their text", [] {
        GraphPosition game = *randomGame();
        GraphPosition back = parseGraphPosition(show(game));
        RC_ASSERT(back.graph == game.graph);
        RC_ASSERT(back.position == game.position);
    });
    rc::prop("with one chip per vertex, WYG and its free-edge version have the same options", [] {
        Graph g = *randomGraph(1, 8);
        PackedGraph sticky(g, 1, EdgeRule::Sticky), free(g, 1, EdgeRule::Free);
        auto start = sticky.encode(uniform(g, 1));
        RC_ASSERT(sticky.options(start) == free.options(start));
    });
}

TEST_CASE("WYG position text rejects malformed input", "[wyg][rules]") {
    for (const char* bad : {"X1(K3)", "W1 K3", "W1(K3) @0-5", "W1(K3) @1-1", "W[1,2](P3)", "W1(Q3)",
                            "W[1,0,1](P3) @0-1", "W-1(K3)", "W1(K3) 0-1", "W(K3)", "W1(P3) @0-2", "Wdg"})
        CHECK_THROWS_AS(parseGraphPosition(bad), InputError);
    CHECK_THROWS_AS(PackedGraph(complete(20), 15), InputError);  // 20 x 4 bits exceed 52
    CHECK_NOTHROW(PackedGraph(complete(52), 1));
}

TEST_CASE("WYG oracle agrees with positions solved by hand", "[wyg][oracle]") {
    CHECK(outcomeOfText("W1(K1)") == Outcome::P);
    CHECK(outcomeOfText("W1(P2)") == Outcome::N);
    CHECK(outcomeOfText("W1(P3)") == Outcome::N);       // Figure 4.3: take the centre
    CHECK(outcomeOfText("W[1,0,1](P3)") == Outcome::P);
    CHECK(outcomeOfText("Wdg(P3)") == Outcome::P);      // Figure 4.4
    CHECK(outcomeOfText("W[1,1,1](P3) @0-1") == Outcome::N);
    CHECK(outcomeOfText("W1(K4)") == Outcome::P);       // K4 -> K3 or K2, both N
    CHECK(outcomeOfText("W1(C4)") == Outcome::P);       // C4 -> P3 or P2, both N
    CHECK(outcomeOfText("W[1,1](P2) @0-1") == Outcome::N);
    CHECK(outcomeOfText("W[2,2](P2) @0-1") == Outcome::N);
    CHECK(outcomeOfText("W[1,2](P2)") == Outcome::N);   // take the lone chip: [0,2] is terminal
    CHECK(outcomeOfText("W[0,2](P2)") == Outcome::P);
    // Two 2-chip edges: the mover takes one chip from each end of one edge; the opponent must
    // then end that edge, and the mover takes the other edge whole.
    CHECK(outcomeOfText("W2(P2+P2)") == Outcome::N);
    // Two stacks 2 and 3 on one edge: taking 2 from the 2 leaves [0,3], terminal.
    CHECK(outcomeOfText("W[2,3](P2)") == Outcome::N);
    WygOracle k(complete(4), 1);
    CHECK(k.grundy(uniform(complete(4), 1)) == 0);
    WygOracle k2(complete(2), 1);
    CHECK(k2.grundy(uniform(complete(2), 1)) == 1);
}

TEST_CASE("edge-delete game: rules and positions solved by hand", "[wyg][oracle]") {
    EdgeDeleteOracle p4(path(4));
    CHECK(p4.game().options(p4.game().start()).size() == 1u);  // only the middle edge
    CHECK(p4.outcome() == Outcome::N);
    EdgeDeleteOracle c4(cycle(4));
    CHECK(c4.outcome() == Outcome::P);  // every removal leaves P4
    EdgeDeleteOracle k2(path(2));
    CHECK(k2.outcome() == Outcome::P);
    EdgeDeleteOracle star3(star(3));
    CHECK(star3.outcome() == Outcome::P);  // every edge holds a leaf
    rc::prop("a removal never isolates a vertex that had an edge", [] {
        Graph g = *randomGraph(2, 7);
        EdgeDeleteGame game(g);
        auto edges = g.edges();
        for (auto k : game.options(game.start())) {
            RC_ASSERT(std::popcount(k) + 1 == std::popcount(game.start()));
            for (int v = 0; v < g.n; ++v) {
                bool had = g.degree(v) > 0, has = false;
                for (std::size_t i = 0; i < edges.size(); ++i)
                    if ((k >> i) & 1 && (edges[i].first == v || edges[i].second == v)) has = true;
                RC_ASSERT(!had || has);
            }
        }
    });
}

const std::string kClaims[] = {
    "mullen2016/thm4.11", "mullen2016/thm4.11-proof", "mullen2016/thm4.12",  "mullen2016/thm4.13",
    "mullen2016/cor4.14", "mullen2016/thm4.15",       "mullen2016/thm4.16",  "mullen2016/lem4.17a",
    "mullen2016/lem4.17b", "mullen2016/thm4.18",      "mullen2016/lem4.19",  "mullen2016/lem4.19-proof",
    "mullen2016/thm4.20", "mullen2016/thm4.20-proof", "mullen2016/thm4.21",  "mullen2016/thm4.22",
    "mullen2016/thm4.23", "mullen2016/thm4.24",       "mullen2016/thm4.22-proof", "mullen2016/fig4.3",
    "mullen2016/fig4.4",  "mullen2016/fig4.5",        "mullen2016/def4.3-versions", "mullen2016/conj4.24",
    "mullen2016/lem4.19-proof-alt", "mullen2016/thm4.20-proof-alt"};

TEST_CASE("every §4.3 claim is registered (their pins are checked by tests/test_pins.cpp)", "[wyg][claims]") {
    for (const std::string& id : kClaims) {
        INFO(id);
        CHECK(Registry::instance().claim(id) != nullptr);
    }
}

TEST_CASE("the wyg and edge-delete solvers answer, and refuse an edge that is not in the graph", "[wyg][solver]") {
    const auto& registry = Registry::instance();
    for (const char* game : {"wyg", "edge-delete"}) REQUIRE(registry.solver(game) != nullptr);
    CHECK_THAT(registry.solver("wyg")->solve("W1(P3)"), Catch::Contains("N") && Catch::Contains("[1,0,1]"));
    CHECK_THROWS_AS(registry.solver("wyg")->solve("W1(P3) @0-2"), InputError);
    CHECK_THAT(registry.solver("edge-delete")->solve("C4"), Catch::Contains(": P"));
}

TEST_CASE("the WYG figures render", "[wyg][figures]") {
    int seen = 0;
    for (const Figure& f : Registry::instance().figures()) {
        if (!f.file.starts_with("wyg_")) continue;
        ++seen;
        std::string body = f.svg ? f.svg() : f.markdown();
        INFO(f.file);
        CHECK(body.size() > 100);
        if (f.file == "wyg_two_stars.md") CHECK_THAT(body, Catch::Contains("| 6 | 1 | N | P |"));  // the conjecture's witness
        if (f.file == "wyg_bipartite.svg") CHECK_THAT(body, Catch::Contains("<svg"));
    }
    CHECK(seen == 3);
}

TEST_CASE("the two-stars oracle (leaves counted) agrees with the general WYG oracle", "[wyg][oracle]") {
    for (int length = 1; length <= 6; ++length)
        for (int m = 0; m <= 5; ++m)
            for (int n = 0; n <= 5; ++n) {
                Graph g = twoStars(m, n, length);
                WygOracle general(g, 1);
                TwoStarsOracle counted(m, n, length);
                INFO("S" << m << "~" << length << "~S" << n);
                CHECK(counted.moverWins(counted.start()) == general.moverWins(uniform(g, 1)));
            }
}
