#pragma once
// WYG, WYNNIE on graphs (Mullen 2016, §4.3), from its rules:
//   Each vertex holds a NIM stack. Player 1 chooses an edge and, beginning with Player 1,
//   the players alternate moves on the endpoints of that edge until one endpoint has 0
//   chips. A move removes j chips, 1 <= j <= k, from one endpoint or from both, where k is
//   the smaller stack of the two endpoints (WYNNIE on the edge). A vertex with 0 chips is
//   deleted. If a move deletes a vertex, the other player chooses the next edge and moves
//   first. A player with no edge to choose loses (normal play).
// So a position is the chips on every vertex plus the edge in play, if any. "Both" removes
// the same j from each endpoint, as in WYNNIE ("removes k chips from both stacks").
// The thesis also names an alternate version in which every turn may pick any edge
// (EdgeRule::Free); with one chip per vertex the two coincide.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "models/wyg/graph.hpp"

namespace gameaudit::wyg {

enum class EdgeRule { Sticky, Free };

struct Position {
    std::vector<int> chips;  // per vertex
    int u = -1, v = -1;      // the edge in play (u < v), or -1, -1 when the next player chooses
    bool inPlay() const { return u >= 0; }
    bool operator==(const Position&) const = default;
};

// Initial positions: W_c(G) (c chips everywhere) and W_dg(G) (degree-many chips).
Position uniform(const Graph& g, int chips);
Position degreeChips(const Graph& g);

// A graph with positions packed into 64-bit keys for the memoised search: `bits` per vertex
// stack (enough for the largest stack it will hold), the edge in play in the top 12 bits.
class PackedGraph {
public:
    using Key = std::uint64_t;
    PackedGraph(Graph g, int maxChips, EdgeRule rule = EdgeRule::Sticky);

    const Graph& graph() const { return g_; }
    EdgeRule rule() const { return rule_; }
    Key encode(const Position& p) const;  // throws InputError if p does not fit this board
    Position decode(Key k) const;
    std::vector<Key> options(Key k) const;  // the rules above

    // Position text: W[c0,c1,...](G), W<c>(G) or Wdg(G), then " @u-v" for an edge in play;
    // G as in parseGraph. Example: "W[1,2,1](P3) @0-1".
    std::string show(const Position& p) const;
    std::string showKey(Key k) const { return show(decode(k)); }
    std::string showChips(Key k) const;  // the chips and edge only, e.g. "[1,0,1]" or "[1,1,2] @0-1"

private:
    int chip(Key k, int v) const { return static_cast<int>((k >> (v * bits_)) & mask_); }
    void movesOn(Key k, int u, int v, std::vector<Key>& out) const;

    Graph g_;
    EdgeRule rule_;
    int bits_;
    Key mask_;
    std::vector<std::pair<int, int>> edges_;
};

// A position with its graph: what `solve wyg` and the claims take.
struct GraphPosition {
    Graph graph;
    Position position;
};
GraphPosition parseGraphPosition(std::string_view text);  // throws InputError naming what is wrong
std::string show(const GraphPosition& game);
int largestStack(const Position& p);

}  // namespace gameaudit::wyg
