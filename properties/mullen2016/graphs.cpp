// Mullen (2016), §4.3: WYG, WYNNIE on graphs. Notation (as in the thesis): W_c(G) has c chips
// on every vertex, W_dg(G) degree-many chips; written W1(K5), W2(C6), Wdg(P3), or
// W[c0,c1,...](G) with " @u-v" for the edge in play (see models/wyg/wyg.hpp).
#include <algorithm>
#include <map>

#include "oracles/wyg/two_stars.hpp"
#include "properties/mullen2016/graph_support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016::graphs {

namespace {

using One = Params<1>;
using Two = Params<2>;

Domain<One> indices(std::int64_t lo) { return domains::stacks<1>("n=", domains::Order::Any, lo); }
Domain<Two> pairs(std::int64_t lo) { return domains::stacks<2>("", domains::Order::Any, lo); }

Outcome outcomeIf(bool previousWins) { return previousWins ? Outcome::P : Outcome::N; }

// The edge-delete game from each graph's start, solved by its own oracle when judged: a game of api/claims.hpp.
struct EdgeDeleteStarts {
    using Position = Graph;
    bool isP(const Graph& g) const {
        EdgeDeleteOracle oracle(g);
        return !oracle.moverWins(oracle.game().start());
    }
    std::string witness(const Graph& g) const {
        EdgeDeleteOracle oracle(g);
        return oracle.witness(oracle.game().start());
    }
};

// Theorem 4.11's domain: W_c(G) for every graph G with an isomorphic split and 1 <= c <= maxChips.
Domain<GraphPosition> splitGames(int maxChips) {
    Domain<Graph> graphs = allGraphs();
    Domain<GraphPosition> d;
    d.description = "W_c(G), 1 <= c <= " + std::to_string(maxChips) +
                    ", for every graph G (up to isomorphism) with a cut vertex or cut-edge neighbourhood whose "
                    "removal leaves exactly two components, isomorphic to each other; size = number of vertices";
    d.size = [](const GraphPosition& x) { return std::int64_t{x.graph.n}; };
    d.contains = [maxChips](const GraphPosition& x) {
        const auto& c = x.position.chips;
        return !x.position.inPlay() && !c.empty() && c[0] >= 1 && c[0] <= maxChips &&
               x.position == uniform(x.graph, c[0]) && !isomorphicSplit(x.graph).empty();
    };
    d.enumerate = [graphs, maxChips](std::int64_t bound, const Visitor<GraphPosition>& visit) {
        graphs.enumerate(bound, [&](const Graph& g) {
            if (isomorphicSplit(g).empty()) return true;
            for (int c = 1; c <= maxChips; ++c)
                if (!visit(GraphPosition{g, uniform(g, c)})) return false;
            return true;
        });
    };
    d.random = [graphs, maxChips](std::int64_t lo, std::int64_t hi) {
        return rc::gen::suchThat(rc::gen::map(rc::gen::pair(graphs.random(lo, hi), rc::gen::inRange(1, maxChips + 1)),
                                              [](const std::pair<Graph, int>& p) {
                                                  return GraphPosition{p.first, uniform(p.first, p.second)};
                                              }),
                                 [](const GraphPosition& x) { return !isomorphicSplit(x.graph).empty(); });
    };
    d.show = [](const GraphPosition& x) { return show(x); };
    d.parse = [](std::string_view text) { return parseGraphPosition(text); };
    return d;
}

// The removal Theorem 4.11's proof makes first: all chips from the cut vertex, or from both
// ends of the cut-edge neighbourhood (legal: every stack holds c, so up to c may go).
Position splitMove(const GraphPosition& x) {
    Position p = x.position;
    for (int v : isomorphicSplit(x.graph)) p.chips[v] = 0;
    return p;
}

// P_n with 2 chips everywhere except 1 on the endpoint 0 (Lemma 4.19, Figure 4.6).
GraphPosition pathTwosButOne(int n) {
    Graph g = path(n);
    Position p = uniform(g, 2);
    p.chips[0] = 1;
    return {std::move(g), std::move(p)};
}

GraphPosition cycleOfTwos(int n) {
    Graph g = cycle(n);
    Position p = uniform(g, 2);
    return {std::move(g), std::move(p)};
}

// WYG positions in their notation, each solved on its own graph: a game of api/claims.hpp.
struct WygTexts {
    using Position = std::string;
    Outcome outcome(const std::string& text) const {
        GraphPosition g = parseGraphPosition(text);
        return WygOracle(g.graph, largestStack(g.position)).outcome(g.position);
    }
    std::string witness(const std::string& text) const {
        GraphPosition g = parseGraphPosition(text);
        return WygOracle(g.graph, largestStack(g.position)).witness(g.position);
    }
};

// Claims on a finite list of named positions (figures, worked examples): each position's outcome.
Claim outcomeTable(ClaimInfo info, std::string description, std::vector<std::pair<std::string, Outcome>> cells) {
    std::vector<std::string> texts;
    std::map<std::string, Outcome> said;
    for (auto& [text, outcome] : cells) {
        std::string canonical = show(parseGraphPosition(text));
        texts.push_back(canonical);
        said[canonical] = outcome;
    }
    auto listed = domains::table<std::string>(
        std::move(description), texts,
        [](const std::string& t) { return std::int64_t{parseGraphPosition(t).graph.n}; }, [](const std::string& t) { return t; },
        [](std::string_view t) { return show(parseGraphPosition(t)); });
    return claim<std::string>(std::move(info),
                              outcomes(WygTexts{}, listed, [said](const std::string& text) { return said.at(text); }));
}

const char* kFamilyCost =
    " The oracle searches the positions reachable from the start (up to 2^v for v vertices with one chip "
    "each; Grundy values need all of them), so the bound is on the family's parameter, kept small, and random "
    "cases are off by default.";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // Theorem 4.11 and the move its proof makes.
    const int maxChips = 3;
    registry.add(claim<GraphPosition>(
        papers::mullen2016.info("thm4.11", "§4.3, Theorem 4.11",
            {.statement = "Let G be a graph that contains a cut vertex or cut edge neighbourhood that, upon its removal, "
                          "yields two isomorphic components. Then W_n(G) ∈ N.",
             .reading = "W_n(G): n chips on every vertex (written W_c here, as the thesis reuses n). A cut vertex v is "
                        "one whose removal increases the number of components; a cut-edge neighbourhood is an edge uv "
                        "with V(G) ∖ {u, v} disconnected (the thesis' definition). 'Yields two isomorphic components' "
                        "is read as: exactly two components remain, isomorphic to each other. Every graph up to "
                        "isomorphism on at most `bound` vertices (nauty-geng, disconnected graphs included), and chip "
                        "counts c = 1, 2, 3. Bound 9 (all 288266 graphs on at most 9 vertices, 804 of them "
                        "qualifying).",
             .bound = 9,
             .cases = 0}),
        // by hand: pSet needs positions comparable by ==, which wyg::GraphPosition (graph and chips) is not
        Property<GraphPosition>{.domain = splitGames(maxChips), .predicate = [](const GraphPosition& x) {
                           WygOracle oracle(x.graph, largestStack(x.position));
                           if (oracle.moverWins(x.position)) return Judgement::pass();
                           return Judgement::fail("N", "P", oracle.witness(x.position));
                       }}));
    registry.add(claim<GraphPosition>(
        papers::mullen2016.info("thm4.11-proof", "§4.3, proof of Theorem 4.11",
            {.statement = "Case 1: Suppose G contains a cut vertex v whose removal yields two isomorphic components. "
                          "Then Player One will opt to play WYNNIE on an edge incident with v and remove only the chips "
                          "on v. This will break G into two isomorphic components. Then by mirroring Player 2's moves, "
                          "Player 1 will win. Case 2: Suppose G contains a cut edge neighbourhood e whose removal yields "
                          "two isomorphic components. Then Player One will opt to play WYNNIE on e and remove all chips "
                          "from both incident vertices. This will break G into two isomorphic components. Then by "
                          "mirroring Player 2's moves, Player 1 will win.",
             .reading = "The proof's first move wins: from W_c(G), removing all c chips of the cut vertex (or of both "
                        "ends of the cut-edge neighbourhood; the first one found, in vertex then edge order) leaves a "
                        "P-position. Under WYG's rule that play stays on the chosen edge until it is deleted, Player "
                        "One cannot always mirror at once, so this is checked, not assumed. Same graphs and chips "
                        "1..3 as mullen2016/thm4.11.",
             .bound = 9,
             .cases = 0,
             .expect = Expect::refutedAt("W2(5:0-2,0-4,1-3,1-4)")}),
        // by hand: its move removes vertices and its failure says so ("removing vertices ..."), not judgeMove's wording
        Property<GraphPosition>{.domain = splitGames(maxChips), .predicate = [](const GraphPosition& x) {
                           WygOracle oracle(x.graph, largestStack(x.position));
                           Position next = splitMove(x);
                           if (!oracle.moverWins(next)) return Judgement::pass();
                           const PackedGraph& b = oracle.board();
                           return Judgement::fail(
                               "removing vertices " + b.showChips(b.encode(x.position)) + " -> " +
                                   b.showChips(b.encode(next)) + " leaves a P-position",
                               "it leaves an N-position", "reply: " + oracle.witness(next));
                       }}));

    // Theorem 4.12: the edge-delete game of Gallant et al.
    registry.add(claim<Graph>(
        papers::mullen2016.info("thm4.12", "§4.3, Theorem 4.12 (Gallant, Gunther, Hartnell, Rall 2006)",
            {.statement = "Suppose G = (V, E) has an automorphism f : V → V with the properties: (1) f has no fixed "
                          "points; (2) f(f(x)) = x for every vertex x in V; and (3) x is not adjacent to f(x) for any "
                          "x in V. Then Player Two has a winning strategy on G.",
             .reading = "In the edge-delete game (players alternately remove an edge whose removal leaves no new "
                        "isolated vertex, i.e. both its ends keep another edge; last to move wins), G is a "
                        "P-position. Every graph up to isomorphism on at most `bound` vertices with such an "
                        "automorphism (found by search). Bound 6; --bound 8 adds 79 graphs on 8 vertices, up to 24 "
                        "edges.",
             .bound = 6,
             .cases = 0}),
        pSet(EdgeDeleteStarts{},
             allGraphs().where([](const Graph& g) { return !mirrorInvolution(g).empty(); },
                               "with an automorphism f, f(f(x)) = x, no fixed point, x never adjacent to f(x)"),
             [](const Graph&) { return true; })));

    // Complete graphs.
    auto completeW1 = [](const One& n) { return w1(complete(static_cast<int>(n[0]))); };
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.13", "§4.3, Theorem 4.13",
            {.statement = "W_1(K_n) ∈ P if and only if n ≡ 1 (mod 3).",
             .reading = std::string("For every n >= 1 (the proof starts at K_1).") + kFamilyCost,
             .bound = 20,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(1), "W1(K_n), n >= 1", completeW1), completeW1,
                           [](const One& n) { return outcomeIf(n[0] % 3 == 1); })));
    registry.add(claim<One>(
        papers::mullen2016.info("cor4.14", "§4.3, Corollary 4.14",
            {.statement = "W_1(K_n) has nimber value 0 if and only if n ≡ 1 (mod 3); 1 if and only if n ≡ 2 (mod 3); "
                          "2 if and only if n ≡ 0 (mod 3).",
             .reading = std::string("The Grundy value of W1(K_n) (no edge in play) for every n >= 1.") + kFamilyCost,
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 17,
             .cases = 0}),
        [&] {
            // by hand: its witness lists the options' nimbers ("... has nimber v"), not grundyValue's wording
            Property<One> p;
            p.domain = gameFamily<1>(indices(1), "W1(K_n), n >= 1", completeW1);
            p.predicate = [completeW1](const One& n) {
                GraphPosition g = completeW1(n);
                WygOracle oracle(g.graph, 1);
                const unsigned claimed[3] = {2, 0, 1};
                unsigned said = claimed[n[0] % 3], actual = oracle.grundy(g.position);
                if (said == actual) return Judgement::pass();
                const PackedGraph& b = oracle.board();
                std::string values;
                for (auto k : b.options(b.encode(g.position)))
                    values += (values.empty() ? "" : ", ") + b.showChips(k) + " has nimber " +
                              std::to_string(oracle.grundy(b.decode(k)));
                return Judgement::fail(std::to_string(said), std::to_string(actual), "options: " + values);
            };
            return p;
        }()));

    // Cycles and wheels with one chip per vertex.
    auto cycleW1 = [](const One& n) { return w1(cycle(static_cast<int>(n[0]))); };
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.15", "§4.3, Theorem 4.15",
            {.statement = "For n > 3, W_1(C_n) ∈ P.",
             .reading = std::string("Every n >= 4.") + kFamilyCost,
             .bound = 19,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(4), "W1(C_n), n >= 4", cycleW1), cycleW1,
                           [](const One&) { return Outcome::P; })));
    auto wheelW1 = [](const One& n) { return w1(wheel(static_cast<int>(n[0]))); };
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.16", "§4.3, Theorem 4.16",
            {.statement = "W_1(W_n) ∈ N for all n > 4.",
             .reading = std::string("W_n is the wheel on n vertices (list of symbols): a hub joined to every vertex "
                                    "of a C_{n-1}. Every n >= 5.") + kFamilyCost,
             .bound = 20,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(5), "W1(W_n), n >= 5", wheelW1), wheelW1,
                           [](const One&) { return Outcome::N; })));

    // Complete bipartite graphs.
    auto starW1 = [](const One& m) { return w1(completeBipartite(static_cast<int>(m[0]), 1)); };
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.17a", "§4.3, Lemma 4.17(a)",
            {.statement = "W_1(K_{m,1}) ∈ N for all m ∈ ℤ+",
             .reading = std::string("Every m >= 1.") + kFamilyCost,
             .bound = 24,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(1), "W1(K_{m,1}), m >= 1", starW1), starW1,
                           [](const One&) { return Outcome::N; })));
    auto k2W1 = [](const One& m) { return w1(completeBipartite(static_cast<int>(m[0]), 2)); };
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.17b", "§4.3, Lemma 4.17(b)",
            {.statement = "W_1(K_{m,2}) ∈ P for all even positive integers m.",
             .reading = std::string("Every even m >= 2.") + kFamilyCost,
             .bound = 22,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(2), "W1(K_{m,2}), m >= 2", k2W1)
                               .where([](const One& m) { return m[0] % 2 == 0; }, "m even"),
                           k2W1, [](const One&) { return Outcome::P; })));
    auto bipartiteW1 = [](const Two& mn) {
        return w1(completeBipartite(static_cast<int>(mn[0]), static_cast<int>(mn[1])));
    };
    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.18", "§4.3, Theorem 4.18",
            {.statement = "For m, n ∈ ℤ+, W_1(K_{m,n}) ∈ P if and only if both m, n are even.",
             .reading = std::string("Every m, n >= 1; size = max(m, n).") + kFamilyCost,
             .bound = 10,
             .cases = 0}),
        outcomeProperty<2>(gameFamily<2>(pairs(1), "W1(K_{m,n}), m, n >= 1", bipartiteW1), bipartiteW1,
                           [](const Two& mn) { return outcomeIf(mn[0] % 2 == 0 && mn[1] % 2 == 0); })));

    // Two chips per vertex: Lemma 4.19 and Theorem 4.20, with the first moves their proofs make.
    auto lemma419 = [](const One& n) { return pathTwosButOne(static_cast<int>(n[0])); };
    const char* lemma419Reading =
        "Vertices 0..n-1 along the path; vertex 0 is the endpoint with 1 chip (the other case is its mirror "
        "image). Every n >= 2: P_1 has no edge, and 'one of the endpoints' presumes two. Positions have 3^n chip "
        "patterns, but the search stops at the first winning move, which keeps bound 20 small.";
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.19", "§4.3, Lemma 4.19",
            {.statement = "Suppose WYG is being played on a path P_n, and each vertex has 2 chips except for one of the "
                          "endpoints which has 1 chip (see Figure 4.6). Then Player One has a winning strategy.",
             .reading = lemma419Reading,
             .bound = 20,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(2), "W[1,2,...,2](P_n), n >= 2", lemma419), lemma419,
                           [](const One&) { return Outcome::N; })));
    auto lemma419Move = [lemma419](const One& n) {
        Position p = lemma419(n).position;
        p.chips[1] -= 1;
        p.u = 0, p.v = 1;
        return p;
    };
    const std::string lemma419Statement =
        "On Player One's first turn, he will choose to play WYNNIE on the edge incident with the vertex with only "
        "one chip. He will remove one chip from the vertex adjacent to the endpoint with only 1 chip.";
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.19-proof", "§4.3, proof of Lemma 4.19",
            {.statement = lemma419Statement,
             .reading = std::string("That first move wins: from W[1,2,...,2](P_n) the move to [1,1,2,...,2] with edge "
                                    "0-1 still in play leaves a P-position. ") + lemma419Reading,
             .bound = 20,
             .cases = 0,
             .expect = Expect::refutedAt("W[1,2](P2)")}),
        winningMoveProperty<1>(gameFamily<1>(indices(2), "W[1,2,...,2](P_n), n >= 2", lemma419), lemma419,
                               lemma419Move)));
    registry.add(claim<One>(
        papers::mullen2016.info("lem4.19-proof-alt", "§4.3, proof of Lemma 4.19",
            {.statement = lemma419Statement,
             .reading = "As mullen2016/lem4.19-proof, but for n >= 4 only: the proof's answer to Player Two's "
                        "shortening reply is to split a W_2(P_{n-2}) 'as in Theorem 4.11', which needs n - 2 >= 2 "
                        "(at n = 2 and n = 3 the move loses).",
             .bound = 20,
             .cases = 0}),
        winningMoveProperty<1>(gameFamily<1>(indices(4), "W[1,2,...,2](P_n), n >= 4", lemma419), lemma419,
                               lemma419Move)));
    auto cycle2 = [](const One& n) { return cycleOfTwos(static_cast<int>(n[0])); };
    const char* theorem420Reading = "Every n >= 3; 3^n chip patterns, but the search stops at the first winning move, which keeps "
        "bound 20 small.";
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.20", "§4.3, Theorem 4.20",
            {.statement = "Suppose WYG is being played on a cycle C_n, and each vertex has 2 chips. Then Player One has "
                          "a winning strategy.",
             .reading = theorem420Reading,
             .bound = 20,
             .cases = 0}),
        outcomeProperty<1>(gameFamily<1>(indices(3), "W2(C_n), n >= 3", cycle2), cycle2,
                           [](const One&) { return Outcome::N; })));
    auto cycleMove = [cycle2](const One& n) {
        Position p = cycle2(n).position;
        p.chips[0] = p.chips[1] = 1;
        p.u = 0, p.v = 1;
        return p;
    };
    const std::string theorem420Statement =
        "Initially, Player One will remove one chip from two adjacent vertices. Player Two must then continue the "
        "game of WYNNIE on the same edge. After Player Two's move, the resulting game will either be the one given "
        "in the previous lemma and Player One will win or W_2(P_{n−2}) which is Next Player win by Theorem 4.11.";
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.20-proof", "§4.3, proof of Theorem 4.20",
            {.statement = theorem420Statement,
             .reading = std::string("That first move wins: from W2(C_n) the move to [1,1,2,...,2] with edge 0-1 in "
                                    "play leaves a P-position. ") + theorem420Reading,
             .bound = 20,
             .cases = 0,
             .expect = Expect::refutedAt("W2(C3)")}),
        winningMoveProperty<1>(gameFamily<1>(indices(3), "W2(C_n), n >= 3", cycle2), cycle2, cycleMove)));
    registry.add(claim<One>(
        papers::mullen2016.info("thm4.20-proof-alt", "§4.3, proof of Theorem 4.20",
            {.statement = theorem420Statement,
             .reading = "As mullen2016/thm4.20-proof, for n >= 4 only: W_2(P_{n-2}) is N only when n - 2 >= 2 (W_2(P_1) "
                        "has no edge).",
             .bound = 20,
             .cases = 0}),
        winningMoveProperty<1>(gameFamily<1>(indices(4), "W2(C_n), n >= 4", cycle2), cycle2, cycleMove)));

    // Two stars joined through their centres (Figures 4.9-4.12): centres v_1 and v_{L+1} joined
    // by a path of L edges; S_m hangs on the first centre, S_n on the second.
    const char* starsReading =
        " Figures 4.9-4.12 are not in the text; the proofs name the path v_1, ..., v_{L+1} from one star's "
        "centre to the other's (removing v_2 'leaves S_m disconnected from S_{n+1}'), so 'connected by a single "
        "central vertex' is a path of L = 2 edges and 'a path of length L' has L edges. Size = max(m, n). Oracle: WYG's rules on these graphs with a star's leaves counted, not named (every move "
        "deletes a vertex, so no edge stays in play, and leaves of one centre are interchangeable): (m + 1)(n + 1)"
        "2^(L+1) positions, cross-checked against the general WYG oracle in test_wyg. Bound 30, random cases to 60.";
    for (int length : {2, 3, 4, 5}) {
        auto stars = [length](const Two& mn) {
            return w1(twoStars(static_cast<int>(mn[0]), static_cast<int>(mn[1]), length));
        };
        const std::string number = std::to_string(19 + length);
        const std::string joined = length == 2 ? "a single central vertex as shown in Figure 4.9"
                                               : "a path of length " + std::to_string(length) + " as shown in Figure 4." +
                                                     std::to_string(7 + length);
        const std::string statement =
            "Let G be the graph composed of two stars S_m and S_n connected by " + joined +
            (length == 2 ? ". Then, W_1(G) ∈ N if and only if n + m is even."
                         : ". Then, Player One has a winning strategy for W_1(G).");
        // The list of symbols' "S_n: star graph on n + 1 vertices" does not exclude S_0, one vertex.
        for (const std::int64_t least : {1, 0}) {
            const std::string range = least == 1 ? "m, n >= 1" : "m, n >= 0";
            registry.add(claim<Two>(
                papers::mullen2016.info("thm4." + number + (least == 1 ? "" : "-s0"), std::string("§4.3, Theorem 4.") + number,
                    {.statement = statement,
                     .reading = std::string(length == 2 ? "W1(S_m~2~S_n) is N iff m + n is even." : "W1(S_m~L~S_n) is N.") +
                                (least == 1 ? " Every m, n >= 1 (a star has a leaf)."
                                            : " Alternative reading: S_0, the star on one vertex (the list of symbols: "
                                              "'S_n: star graph on n + 1 vertices'), allowed too: m, n >= 0.") +
                                starsReading,
                     .bound = 30,
                     .expect = least == 1 || length > 3
                                   ? Expect::holds()
                                   : Expect::refutedAt(length == 2 ? "W1(S0~2~S1)" : "W1(S0~3~S2)")}),
                // by hand: on the two-stars oracle, whose witness ("winning move to ...") is written here
                Property<Two>{
                    .domain = gameFamily<2>(pairs(least), "W1(S_m~" + std::to_string(length) + "~S_n), " + range, stars),
                    .predicate = [length](const Two& mn) {
                        TwoStarsOracle oracle(static_cast<int>(mn[0]), static_cast<int>(mn[1]), length);
                        const Outcome claimed = length == 2 ? outcomeIf((mn[0] + mn[1]) % 2 == 1) : Outcome::N;
                        const auto start = oracle.start();
                        const Outcome actual = oracle.moverWins(start) ? Outcome::N : Outcome::P;
                        if (claimed == actual) return Judgement::pass();
                        std::string witness = "every option has a winning reply";
                        for (const auto& o : oracle.options(start))
                            if (!oracle.moverWins(o)) witness = "winning move to " + oracle.show(o);
                        return Judgement::fail(std::string(name(claimed)), std::string(name(actual)), witness);
                    }}));
        }
    }
    auto disjointStars = [](const Two& ab) {
        return w1(disjointUnion(star(static_cast<int>(ab[0])), star(static_cast<int>(ab[1]))));
    };
    registry.add(claim<Two>(
        papers::mullen2016.info("thm4.22-proof", "§4.3, proofs of Theorems 4.22 and 4.23",
            {.statement = "Then, Player One will remove chips from both v_2 and v_3 leaving S_m disconnected from S_n. "
                          "What remains is a game where removing two chips at a time is obviously not the optimal move "
                          "for either player. So, the chips will be removed one at a time leading to a parity-based "
                          "result (Lemma 4.17). Since this game is Previous Player win (even number of total vertices), "
                          "Player One has a winning strategy.",
             .reading = "The fact the proofs of Theorems 4.22-4.24 rest on: two disjoint stars S_a + S_b with an even "
                        "number a + b + 2 of vertices, a, b >= 1, form a P-position of W_1. Size = max(a, b).",
             .bound = 9,
             .cases = 0}),
        outcomeProperty<2>(gameFamily<2>(pairs(1), "W1(S_a+S_b), a, b >= 1", disjointStars)
                               .where([](const Two& ab) { return (ab[0] + ab[1]) % 2 == 0; }, "a + b even"),
                           disjointStars, [](const Two&) { return Outcome::P; })));

    // Worked examples and figures.
    registry.add(outcomeTable(
        papers::mullen2016.info("fig4.3", "§4.3, Figure 4.3 and the text before it",
            {.statement = "As an example, consider the game W_1(P_3). Player One's first choice of edge does not matter "
                          "due to the symmetry of the graph (see the top of Figure 4.3). He will choose one of them and "
                          "opt to remove the chip from the center vertex leaving no edges remaining in the graph, "
                          "winning the game.",
             .reading = "W1(P3) is N, and removing the centre's chip leaves W[1,0,1](P3), a P-position (no edge left)."}),
        "W1(P3) and its option without the centre", {{"W1(P3)", Outcome::N}, {"W[1,0,1](P3)", Outcome::P}}));
    registry.add(outcomeTable(
        papers::mullen2016.info("fig4.4", "§4.3, Figure 4.4 and the text before it",
            {.statement = "Player One should not choose to remove a chip from just the center vertex for fear of "
                          "yielding the Next Player win game W_1(P_3). Alternatively, Player One may choose to remove a "
                          "chip from the center vertex and from a leaf yielding W_1(P_2). However, W_1(P_2) is "
                          "obviously Next Player win since every possible play on Turn 1 will win the game. Player "
                          "One's final option is to remove just a leaf from the graph. Player Two will then remove the "
                          "other leaf, leaving a single vertex with two chips and no edges, winning the game. So, "
                          "W_dg(P_3) is Previous Player win.",
             .reading = "Every position named, on P3 = 0-1-2 with the first edge chosen being 0-1: Wdg(P3) is P; "
                        "removing a chip from just the centre gives W[1,1,1](P3) with edge 0-1 still in play (the "
                        "thesis calls it W_1(P_3); both it and a fresh W1(P3) are checked N); centre and leaf gives "
                        "W[0,1,1](P3), i.e. W_1(P_2) plus an empty vertex, N; W1(P2) is N; removing a leaf gives "
                        "W[0,2,1](P3), N, and Player Two's reply W[0,2,0](P3) is P."}),
        "the positions of Figure 4.4",
        {{"Wdg(P3)", Outcome::P},
         {"W[1,1,1](P3) @0-1", Outcome::N},
         {"W1(P3)", Outcome::N},
         {"W[0,1,1](P3)", Outcome::N},
         {"W1(P2)", Outcome::N},
         {"W[0,2,1](P3)", Outcome::N},
         {"W[0,2,0](P3)", Outcome::P}}));
    registry.add(outcomeTable(
        papers::mullen2016.info("fig4.5", "§4.3, Figure 4.5 and the text before it",
            {.statement = "However, the converse to this theorem is not true. Not all games of the form W_1(G) that "
                          "are in N have a cut vertex or cut edge-neighbourhood as evidenced by the example on K_5 in "
                          "Figure 4.5.",
             .reading = "W1(K5) is N (K5 has no cut vertex and no cut-edge neighbourhood: removing one or two "
                        "vertices of K5 leaves a complete graph; this is checked in test_wyg)."}),
        "W1(K5)", {{"W1(K5)", Outcome::N}}));

    // The remark after Figure 4.4 on the alternate version.
    registry.add(claim<Graph>(
        papers::mullen2016.info("def4.3-versions", "§4.3, remark after Figure 4.4",
            {.statement = "An alternate version would be where on a player's turn, he may choose to play on any edge "
                          "and then moves on that edge (i.e. the subsequent player may choose to play on the same edge "
                          "if it still exists, or may choose to play on a different edge). Certainly in the case where "
                          "each vertex of G initially contains 1 chip, the two versions are equivalent.",
             .reading = "For every graph up to isomorphism on at most `bound` vertices, W1(G) has the same Grundy "
                        "value under WYG's rule (play stays on the chosen edge) and the free-edge rule. Bound 8 (13598 "
                        "graphs).",
             .bound = 8,
             .cases = 0}),
        // by hand: compares the nimbers of two rule variants of one game; no value is claimed
        Property<Graph>{.domain = allGraphs(), .predicate = [](const Graph& g) {
                            WygOracle sticky(g, 1, EdgeRule::Sticky), free(g, 1, EdgeRule::Free);
                            Position p = uniform(g, 1);
                            unsigned a = sticky.grundy(p), b = free.grundy(p);
                            if (a == b) return Judgement::pass();
                            return Judgement::fail("equal nimbers", "WYG " + std::to_string(a) + ", free version " +
                                                                        std::to_string(b),
                                                   sticky.witness(p));
                        }}));

    // The closing conjecture of §4.3 on longer paths.
    const std::string window = "W1(S_m~L~S_n) for 6 <= L <= 8 and 1 <= m <= n <= 5";
    registry.add(claim<std::string>(
        papers::mullen2016.info("conj4.24", "§4.3, after Theorem 4.24 (and §6)",
            {.statement = "So, there seems to be no reason to assume that every game of this form is Next Player Win. "
                          "Solving this problem for a path of length n remains an open question, but we conjecture "
                          "that this pattern of always being Next Player Win does not continue as the path grows "
                          "longer.",
             .reading = "An existence claim: some W1(S_m~L~S_n) with a path longer than 5 is a P-position. The "
                        "oracle scans " + window + " in that order and the claim holds if it meets a P-position; the "
                        "figure 'WYG on two stars joined by a path' shows every outcome for L = 2..7."}),
        // by hand: an existence claim over a window of games, not a property of each
        Property<std::string>{
            .domain = domains::table<std::string>(
                "the search window", {window}, [](const std::string&) { return std::int64_t{0}; },
                [](const std::string& w) { return w; }, [window](std::string_view t) {
                    if (t != window) throw InputError("the only member of this claim's domain is \"" + window + "\"");
                    return window;
                }),
            .predicate = [](const std::string&) {
                for (int length = 6; length <= 8; ++length)
                    for (int m = 1; m <= 5; ++m)
                        for (int n = m; n <= 5; ++n) {
                            GraphPosition g = w1(twoStars(m, n, length));
                            if (outcomeOf(g) == Outcome::P) return Judgement::pass();
                        }
                return Judgement::fail("some P-position", "every game in the window is N");
            }}));
}

}  // namespace gameaudit::mullen2016::graphs
