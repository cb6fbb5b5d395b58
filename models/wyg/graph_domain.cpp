#include "models/wyg/graph_domain.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace gameaudit::wyg {

rc::Gen<Graph> randomGraph(int lo, int hi) {
    return rc::gen::mapcat(rc::gen::inRange(lo, hi + 1), [](int n) {
        return rc::gen::map(rc::gen::container<std::vector<bool>>(static_cast<std::size_t>(n * (n - 1) / 2),
                                                                  rc::gen::arbitrary<bool>()),
                            [n](const std::vector<bool>& bits) {
                                Graph g(n);
                                std::size_t i = 0;
                                for (int v = 1; v < n; ++v)
                                    for (int u = 0; u < v; ++u)
                                        if (bits[i++]) g.addEdge(u, v);
                                return g;
                            });
    });
}

Domain<Graph> allGraphs() {
    Domain<Graph> d;
    d.description = "every graph up to isomorphism (nauty-geng), size = number of vertices";
    d.size = [](const Graph& g) { return std::int64_t{g.n}; };
    d.contains = [](const Graph& g) { return g.n >= 1; };
    d.enumerate = [](std::int64_t bound, const Visitor<Graph>& visit) {
        bool go = true;
        for (int n = 1; n <= bound && go; ++n) forEachGraph(n, [&](const Graph& g) { return go = visit(g); });
    };
    d.random = [](std::int64_t lo, std::int64_t hi) {
        return randomGraph(static_cast<int>(std::max<std::int64_t>(lo, 1)), static_cast<int>(std::min<std::int64_t>(hi, 12)));
    };
    d.show = [](const Graph& g) { return show(g); };
    d.parse = [](std::string_view text) { return parseGraph(text); };
    return d;
}

}  // namespace gameaudit::wyg
