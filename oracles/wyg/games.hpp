#pragma once
// WYG and the edge-delete game as the API's impartial games are, for `gameaudit solve`: a position
// read from text carries its graph's oracle, made for it, and every position reached from it shares it.
#include <cmath>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/errors.hpp"
#include "core/run_control.hpp"
#include "oracles/wyg/oracle.hpp"

namespace gameaudit::wyg {

// A position on the oracle made for the text it was read from.
template <class Oracle, class Key>
struct OnOracle {
    std::shared_ptr<Oracle> oracle;
    Key key;
    bool operator==(const OnOracle&) const = default;
};

// WYG positions W[c0,c1,...](G) @u-v, on a board holding stacks up to the largest read.
struct WygGame {
    using Position = OnOracle<WygOracle, PackedGraph::Key>;
    Position parse(std::string_view text) const {
        GraphPosition game = parseGraphPosition(text);
        auto oracle = std::make_shared<WygOracle>(game.graph, largestStack(game.position));
        return {oracle, oracle->board().encode(game.position)};
    }
    std::string show(const Position& p) const { return p.oracle->board().showKey(p.key); }
    std::vector<Position> options(const Position& p) const {
        std::vector<Position> out;
        for (PackedGraph::Key k : p.oracle->board().options(p.key)) out.push_back({p.oracle, k});
        return out;
    }
    Outcome outcome(const Position& p) const { return p.oracle->outcome(decoded(p)); }
    bool isP(const Position& p) const { return !p.oracle->moverWins(decoded(p)); }
    unsigned grundy(const Position& p) const { return p.oracle->grundy(decoded(p)); }

private:
    static wyg::Position decoded(const Position& p) { return p.oracle->board().decode(p.key); }
};

// The edge-delete game: a position is the graph of the edges left, written as parseGraph reads it.
struct EdgeDeleteGraphGame {
    // Up to 2^E positions: K8's 28 edges are the most whose table stays small.
    static constexpr int kMaxEdges = 28;
    using Position = OnOracle<EdgeDeleteOracle, EdgeDeleteGame::Key>;  // the key: the edges left
    Position parse(std::string_view text) const {
        Graph g = parseGraph(text);
        if (const auto edges = static_cast<int>(g.edges().size()); edges > kMaxEdges)
            throw InputError(wyg::show(g) + " has " + std::to_string(edges) + " edges; the edge-delete solver holds at most " +
                             std::to_string(kMaxEdges) + " (a game on E edges has up to 2^E positions: 2^" +
                             std::to_string(edges) + " would need up to " + showBytes(std::ldexp(40.0, edges)) +
                             " of memory)");
        auto oracle = std::make_shared<EdgeDeleteOracle>(std::move(g));
        return {oracle, oracle->game().start()};
    }
    // The graph read, by its family name if it has one; after a move, the edge list of the edges left.
    std::string show(const Position& p) const {
        const EdgeDeleteGame& game = p.oracle->game();
        if (p.key == game.start()) return wyg::show(game.graph());
        Graph left(game.graph().n);
        const auto all = game.graph().edges();  // the order of the key's bits
        for (std::size_t i = 0; i < all.size(); ++i)
            if ((p.key >> i) & 1) left.addEdge(all[i].first, all[i].second);
        return edgeList(left);
    }
    std::vector<Position> options(const Position& p) const {
        std::vector<Position> out;
        for (EdgeDeleteGame::Key k : p.oracle->game().options(p.key)) out.push_back({p.oracle, k});
        return out;
    }
    bool isP(const Position& p) const { return !p.oracle->moverWins(p.key); }
};

}  // namespace gameaudit::wyg
