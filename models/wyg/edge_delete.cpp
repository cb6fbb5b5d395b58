#include "models/wyg/edge_delete.hpp"

#include "core/errors.hpp"

namespace gameaudit::wyg {

EdgeDeleteGame::EdgeDeleteGame(Graph g) : g_(std::move(g)), edges_(g_.edges()) {
    if (edges_.size() > 64)
        throw InputError("the edge-delete solver holds at most 64 edges, " + wyg::show(g_) + " has " +
                         std::to_string(edges_.size()));
    all_ = edges_.size() == 64 ? ~Key{0} : (Key{1} << edges_.size()) - 1;
}

std::vector<EdgeDeleteGame::Key> EdgeDeleteGame::options(Key edges) const {
    std::vector<int> degree(static_cast<std::size_t>(g_.n), 0);
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if ((edges >> i) & 1) ++degree[edges_[i].first], ++degree[edges_[i].second];
    std::vector<Key> out;
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if ((edges >> i) & 1 && degree[edges_[i].first] >= 2 && degree[edges_[i].second] >= 2)
            out.push_back(edges & ~(Key{1} << i));
    return out;
}

std::string EdgeDeleteGame::show(Key edges) const {
    std::string s = "{";
    bool first = true;
    for (std::size_t i = 0; i < edges_.size(); ++i)
        if ((edges >> i) & 1) {
            s += (first ? "" : ",") + std::to_string(edges_[i].first) + "-" + std::to_string(edges_[i].second);
            first = false;
        }
    return s + "}";
}

}  // namespace gameaudit::wyg
