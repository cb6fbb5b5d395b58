#include "models/wyg/wyg.hpp"

#include <algorithm>
#include <bit>
#include <cctype>

#include "core/domains.hpp"
#include "core/errors.hpp"

namespace gameaudit::wyg {

namespace {
constexpr int kChipBits = 52;  // bits 52..63 hold the edge in play: u in 52..57, v in 58..63
}

Position uniform(const Graph& g, int chips) { return {std::vector<int>(static_cast<std::size_t>(g.n), chips)}; }

Position degreeChips(const Graph& g) {
    Position p;
    for (int v = 0; v < g.n; ++v) p.chips.push_back(g.degree(v));
    return p;
}

int largestStack(const Position& p) { return p.chips.empty() ? 0 : *std::max_element(p.chips.begin(), p.chips.end()); }

PackedGraph::PackedGraph(Graph g, int maxChips, EdgeRule rule)
    : g_(std::move(g)), rule_(rule), bits_(std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(std::max(0, maxChips)))))),
      mask_((Key{1} << bits_) - 1), edges_(g_.edges()) {
    if (g_.n * bits_ > kChipBits)
        throw InputError("a WYG position of " + std::to_string(g_.n) + " vertices with stacks up to " +
                         std::to_string(maxChips) + " does not fit the solver's 52 bits of chips");
}

PackedGraph::Key PackedGraph::encode(const Position& p) const {
    if (static_cast<int>(p.chips.size()) != g_.n)
        throw InputError(std::to_string(p.chips.size()) + " stacks given for a graph of " + std::to_string(g_.n) +
                         " vertices");
    Key k = 0;
    for (int v = 0; v < g_.n; ++v) {
        if (p.chips[v] < 0 || static_cast<Key>(p.chips[v]) > mask_)
            throw InputError("stack " + std::to_string(p.chips[v]) + " on vertex " + std::to_string(v) +
                             " is negative or larger than this board holds");
        k |= static_cast<Key>(p.chips[v]) << (v * bits_);
    }
    if (p.inPlay()) {
        if (p.u >= p.v || !g_.adjacent(p.u, p.v))
            throw InputError("the edge in play " + std::to_string(p.u) + "-" + std::to_string(p.v) +
                             " is not an edge u-v (u < v) of the graph");
        if (p.chips[p.u] == 0 || p.chips[p.v] == 0)
            throw InputError("the edge in play has an empty endpoint, so it is already deleted");
        if (rule_ == EdgeRule::Free) throw InputError("the free-edge version has no edge in play");
        k |= static_cast<Key>(p.u) << kChipBits | static_cast<Key>(p.v) << (kChipBits + 6);
    }
    return k;
}

Position PackedGraph::decode(Key k) const {
    Position p;
    for (int v = 0; v < g_.n; ++v) p.chips.push_back(chip(k, v));
    int u = static_cast<int>((k >> kChipBits) & 63), v = static_cast<int>(k >> (kChipBits + 6));
    if (u != v) p.u = u, p.v = v;
    return p;
}

void PackedGraph::movesOn(Key k, int u, int v, std::vector<Key>& out) const {
    const Key chips = k & ((Key{1} << kChipBits) - 1);
    const int cu = chip(k, u), cv = chip(k, v), most = std::min(cu, cv);
    const Key play = static_cast<Key>(u) << kChipBits | static_cast<Key>(v) << (kChipBits + 6);
    // The edge stays in play while both endpoints keep chips (never in the free version).
    auto after = [&](Key next, int leftU, int leftV) {
        out.push_back(next | (leftU > 0 && leftV > 0 && rule_ == EdgeRule::Sticky ? play : 0));
    };
    for (int j = 1; j <= most; ++j) {
        const Key fromU = static_cast<Key>(j) << (u * bits_), fromV = static_cast<Key>(j) << (v * bits_);
        after(chips - fromU, cu - j, cv);
        after(chips - fromV, cu, cv - j);
        after(chips - fromU - fromV, cu - j, cv - j);
    }
}

std::vector<PackedGraph::Key> PackedGraph::options(Key k) const {
    std::vector<Key> out;
    int u = static_cast<int>((k >> kChipBits) & 63), v = static_cast<int>(k >> (kChipBits + 6));
    if (u != v) {
        out.reserve(3 * static_cast<std::size_t>(std::min(chip(k, u), chip(k, v))));
        movesOn(k, u, v, out);
        return out;
    }
    std::size_t count = 0;  // three options per chip the edge's smaller stack may lose
    for (auto [a, b] : edges_) count += 3 * static_cast<std::size_t>(std::min(chip(k, a), chip(k, b)));
    out.reserve(count);
    for (auto [a, b] : edges_)
        if (chip(k, a) > 0 && chip(k, b) > 0) movesOn(k, a, b, out);
    return out;
}

namespace {

std::string chipsText(const Position& p) {
    std::string s = "[";
    for (std::size_t i = 0; i < p.chips.size(); ++i) s += (i ? "," : "") + std::to_string(p.chips[i]);
    return s + "]";
}

std::string playText(const Position& p) {
    return p.inPlay() ? " @" + std::to_string(p.u) + "-" + std::to_string(p.v) : "";
}

}  // namespace

std::string PackedGraph::show(const Position& p) const { return wyg::show(GraphPosition{g_, p}); }

std::string PackedGraph::showChips(Key k) const {
    Position p = decode(k);
    return chipsText(p) + playText(p);
}

std::string show(const GraphPosition& game) {
    const Position& p = game.position;
    std::string chips;
    bool same = !p.chips.empty() && std::all_of(p.chips.begin(), p.chips.end(), [&](int c) { return c == p.chips[0]; });
    if (same) chips = std::to_string(p.chips[0]);
    else if (p == Position{degreeChips(game.graph).chips, p.u, p.v}) chips = "dg";
    else chips = chipsText(p);
    return "W" + chips + "(" + show(game.graph) + ")" + playText(p);
}

GraphPosition parseGraphPosition(std::string_view text) {
    const std::string original = notation::quoted(text);
    auto bad = [&](const std::string& why) {
        return InputError("WYG position " + original + ": " + why +
                          " (write W1(G), W2(G), Wdg(G) or W[c0,c1,...](G), optionally followed by @u-v for "
                          "the edge in play; G is K5, C6, P4, W6, K3,4, S3, S3~2~S4, g6:<graph6> or n:u-v,...)");
    };
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (text.empty() || text[0] != 'W') throw bad("it must start with W");
    std::size_t open = text.find('('), close = text.rfind(')');
    if (open == std::string_view::npos || close == std::string_view::npos || close < open)
        throw bad("the graph goes in parentheses");
    std::string_view chips = text.substr(1, open - 1), rest = text.substr(close + 1);
    GraphPosition game{parseGraph(text.substr(open + 1, close - open - 1)), {}};
    const Graph& g = game.graph;
    if (chips == "dg") {
        game.position = degreeChips(g);
    } else if (chips.starts_with("[")) {
        auto values = notation::readTuple(chips, "");
        if (static_cast<int>(values.size()) != g.n)
            throw bad(std::to_string(values.size()) + " stacks given for a graph of " + std::to_string(g.n) + " vertices");
        for (auto c : values)
            if (c < 0 || c > 1000) throw bad("a stack must hold 0..1000 chips, not " + std::to_string(c));
        game.position.chips.assign(values.begin(), values.end());
    } else {
        notation::Reader r(chips, "the chips per vertex, e.g. 2");
        const std::int64_t c = r.integer();
        r.end();
        if (c < 0 || c > 1000) throw bad("a stack must hold 0..1000 chips");
        game.position = uniform(g, static_cast<int>(c));
    }
    while (!rest.empty() && std::isspace(static_cast<unsigned char>(rest.front()))) rest.remove_prefix(1);
    if (!rest.empty()) {
        if (rest[0] != '@') throw bad("after the graph only @u-v may follow");
        std::string_view edge = rest.substr(1);
        notation::Reader r(edge, "the edge in play, written @u-v");
        const std::int64_t a = r.integer();
        r.expect("-");
        const std::int64_t b = r.integer();
        r.end();
        if (std::min(a, b) < 0 || std::max(a, b) >= g.n || a == b || !g.adjacent(static_cast<int>(a), static_cast<int>(b)))
            throw bad("@" + std::string(edge) + " is not an edge of the graph");
        int u = static_cast<int>(std::min(a, b)), v = static_cast<int>(std::max(a, b));
        if (game.position.chips[u] == 0 || game.position.chips[v] == 0)
            throw bad("the edge in play has an empty endpoint, so it is already deleted");
        game.position.u = u;
        game.position.v = v;
    }
    return game;
}

}  // namespace gameaudit::wyg
