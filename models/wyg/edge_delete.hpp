#pragma once
// The edge-delete game of Gallant, Gunther, Hartnell and Rall (2006), as Mullen 2016 §4.3
// states it: players take turns removing an edge of the graph without creating an isolated
// vertex; the last player to move wins. A position is the set of edges left, as a bitmask
// over the graph's edges (at most 64).
#include <cstdint>
#include <string>
#include <vector>

#include "models/wyg/graph.hpp"

namespace gameaudit::wyg {

class EdgeDeleteGame {
public:
    using Key = std::uint64_t;  // bit i = edges()[i] is still present
    explicit EdgeDeleteGame(Graph g);

    const Graph& graph() const { return g_; }
    Key start() const { return all_; }
    // Removing uv is legal when u and v each keep another edge.
    std::vector<Key> options(Key edges) const;
    std::string show(Key edges) const;  // the edges left, e.g. "{0-1,1-2}"

private:
    Graph g_;
    std::vector<std::pair<int, int>> edges_;
    Key all_;
};

}  // namespace gameaudit::wyg
