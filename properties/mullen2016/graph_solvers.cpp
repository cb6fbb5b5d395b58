// Mullen (2016), §4.3: `solve wyg` and `solve edge-delete`, and the report's WYG figures.
#include <fmt/format.h>

#include "core/svg.hpp"
#include "api/game.hpp"
#include "oracles/wyg/games.hpp"
#include "properties/mullen2016/graph_support.hpp"

namespace gameaudit::mullen2016::graphs {
namespace {

// Outcomes of W1(S_m~L~S_n): the data behind Theorems 4.21-4.24 and the closing conjecture.
std::string twoStarsTable() {
    std::string md = "| L | m | n = 1 | n = 2 | n = 3 | n = 4 | n = 5 |\n|---|---|---|---|---|---|---|\n";
    for (int length = 2; length <= 7; ++length)
        for (int m = 1; m <= 5; ++m) {
            md += fmt::format("| {} | {} |", m == 1 ? std::to_string(length) : "", m);
            for (int n = 1; n <= 5; ++n) md += fmt::format(" {} |", name(outcomeOf({twoStars(m, n, length), uniform(twoStars(m, n, length), 1)})));
            md += "\n";
        }
    return md;
}

// Question 6.4 asks for the P-positions of W_dg(K_n): the outcomes the oracle can reach.
std::string degreeCompleteTable() {
    std::string md = "| n | W_dg(K_n) | Grundy value |\n|---|---|---|\n";
    for (int n = 1; n <= 6; ++n) {
        Graph g = complete(n);
        Position p = degreeChips(g);
        WygOracle oracle(g, largestStack(p));
        md += fmt::format("| {} | {} | {} |\n", n, name(oracle.outcome(p)), oracle.grundy(p));
    }
    return md;
}

std::string bipartiteMap() {
    svg::GridMap map;
    map.title = "W1(K_{m,n}): claimed (Theorem 4.18) and actual P-positions";
    map.xLabel = "m";
    map.yLabel = "n";
    map.xFrom = map.yFrom = 1;
    map.xTo = map.yTo = 7;
    map.legend = svg::agreementLegend("P-position");
    map.cell = [](int m, int n) {
        bool claimed = m % 2 == 0 && n % 2 == 0;
        bool actual = outcomeOf({completeBipartite(m, n), uniform(completeBipartite(m, n), 1)}) == Outcome::P;
        return svg::agreement(claimed, actual);
    };
    return svg::render(map);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(solverFor(WygGame{}, "wyg",
                          "WYNNIE on graphs (Mullen 2016, §4.3): W1(G), W2(G), Wdg(G) or W[c0,c1,...](G) for the chips "
                          "on vertices 0, 1, ..., then optionally @u-v for the edge in play (play stays on it until an "
                          "end empties). G is a family (K5, C6, P4, W6 wheel on 6 vertices, K3,4, S3 star with 3 "
                          "leaves, S3~2~S4 two stars whose centres are joined by a path of 2 edges, A+B disjoint "
                          "union), g6:<graph6> or an edge list n:u-v,u-v,... Example: W[1,1,2,2](P4) @0-1"));
    registry.add(solverFor(EdgeDeleteGraphGame{}, "edge-delete",
                          "the edge-delete game of Gallant et al. (remove an edge leaving no new isolated vertex; last "
                          "move wins) on a graph written as for wyg, e.g. C6 or 4:0-1,1-2,2-3,3-0"));
    registry.add(Figure{.paper = "mullen2016",
                        .file = "wyg_two_stars.md",
                        .title = "WYG on two stars joined by a path",
                        .caption = "Outcome of W1(S_m~L~S_n): stars S_m and S_n whose centres are joined by a path "
                                   "of L edges (Theorems 4.21-4.24 are L = 2..5; the thesis conjectures the "
                                   "all-N pattern stops for longer paths).",
                        .markdown = twoStarsTable});
    registry.add(Figure{.paper = "mullen2016",
                        .file = "wyg_degree_complete.md",
                        .title = "W_dg(K_n) (Question 6.4)",
                        .caption = "Outcome and Grundy value of WYG on K_n with n − 1 chips on every vertex.",
                        .markdown = degreeCompleteTable});
    registry.add(Figure{.paper = "mullen2016",
                        .file = "wyg_bipartite.svg",
                        .title = "W1(K_{m,n}), Theorem 4.18",
                        .caption = "Claimed P-positions (both m, n even) against the oracle's, 1 <= m, n <= 7.",
                        .svg = bipartiteMap});
}

}  // namespace gameaudit::mullen2016::graphs
