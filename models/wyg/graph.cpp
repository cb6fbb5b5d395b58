#include "models/wyg/graph.hpp"

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstdio>
#include <memory>
#include <optional>
#include <stdexcept>

#include "core/errors.hpp"

namespace gameaudit::wyg {

Graph::Graph(int vertices) : n(vertices), adj(static_cast<std::size_t>(vertices), 0) {
    if (vertices < 0 || vertices > 64)
        throw InputError("a graph has 0 to 64 vertices here, not " + std::to_string(vertices));
}

void Graph::addEdge(int u, int v) {
    if (u == v || u < 0 || v < 0 || u >= n || v >= n)
        throw InputError("no edge " + std::to_string(u) + "-" + std::to_string(v) + " in a simple graph on " +
                         std::to_string(n) + " vertices");
    adj[u] |= VertexSet{1} << v;
    adj[v] |= VertexSet{1} << u;
}

int Graph::degree(int v) const { return std::popcount(adj[v]); }

std::vector<std::pair<int, int>> Graph::edges() const {
    std::vector<std::pair<int, int>> e;
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (adjacent(u, v)) e.emplace_back(u, v);
    return e;
}

namespace {

Graph named(Graph g, std::string name) {
    g.name = std::move(name);
    return g;
}

void requireAtLeast(const char* family, int value, int least) {
    if (value < least)
        throw InputError(std::string(family) + " needs a parameter of at least " + std::to_string(least) +
                         ", got " + std::to_string(value));
}

}  // namespace

Graph complete(int n) {
    requireAtLeast("K_n", n, 0);
    Graph g(n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v) g.addEdge(u, v);
    return named(std::move(g), "K" + std::to_string(n));
}

Graph cycle(int n) {
    requireAtLeast("C_n", n, 3);
    Graph g(n);
    for (int v = 0; v < n; ++v) g.addEdge(v, (v + 1) % n);
    return named(std::move(g), "C" + std::to_string(n));
}

Graph path(int n) {
    requireAtLeast("P_n", n, 1);
    Graph g(n);
    for (int v = 0; v + 1 < n; ++v) g.addEdge(v, v + 1);
    return named(std::move(g), "P" + std::to_string(n));
}

Graph wheel(int n) {
    requireAtLeast("W_n", n, 4);
    Graph g(n);
    for (int v = 1; v < n; ++v) {
        g.addEdge(0, v);
        g.addEdge(v, v + 1 < n ? v + 1 : 1);
    }
    return named(std::move(g), "W" + std::to_string(n));
}

Graph completeBipartite(int m, int n) {
    requireAtLeast("K_{m,n}", std::min(m, n), 0);
    Graph g(m + n);
    for (int u = 0; u < m; ++u)
        for (int v = m; v < m + n; ++v) g.addEdge(u, v);
    return named(std::move(g), "K" + std::to_string(m) + "," + std::to_string(n));
}

Graph star(int n) {
    requireAtLeast("S_n", n, 0);
    Graph g(n + 1);
    for (int v = 1; v <= n; ++v) g.addEdge(0, v);
    return named(std::move(g), "S" + std::to_string(n));
}

Graph twoStars(int m, int n, int length) {
    requireAtLeast("two stars S_m, S_n", std::min(m, n), 0);
    requireAtLeast("the path joining two stars", length, 1);
    Graph g(length + 1 + m + n);
    for (int v = 0; v < length; ++v) g.addEdge(v, v + 1);
    for (int leaf = 0; leaf < m; ++leaf) g.addEdge(0, length + 1 + leaf);
    for (int leaf = 0; leaf < n; ++leaf) g.addEdge(length, length + 1 + m + leaf);
    return named(std::move(g), "S" + std::to_string(m) + "~" + std::to_string(length) + "~S" + std::to_string(n));
}

Graph disjointUnion(const Graph& a, const Graph& b) {
    Graph g(a.n + b.n);
    for (auto [u, v] : a.edges()) g.addEdge(u, v);
    for (auto [u, v] : b.edges()) g.addEdge(a.n + u, a.n + v);
    if (!a.name.empty() && !b.name.empty()) g.name = a.name + "+" + b.name;
    return g;
}

std::string edgeList(const Graph& g) {
    std::string s = std::to_string(g.n) + ":";
    bool first = true;
    for (auto [u, v] : g.edges()) {
        s += (first ? "" : ",") + std::to_string(u) + "-" + std::to_string(v);
        first = false;
    }
    return s;
}

std::string show(const Graph& g) { return g.name.empty() ? edgeList(g) : g.name; }

Graph fromGraph6(std::string_view g6) {
    auto bad = [&](const std::string& why) { return InputError("graph6 \"" + std::string(g6) + "\": " + why); };
    if (g6.empty()) throw bad("empty");
    for (char c : g6)
        if (c < 63 || c > 126) throw bad("character '" + std::string(1, c) + "' is outside graph6's range ?..~");
    int n = g6[0] - 63;
    if (n == 63) throw bad("graphs of 63 or more vertices are not supported");
    Graph g(n);
    std::size_t needed = (static_cast<std::size_t>(n) * (n - 1) / 2 + 5) / 6;
    if (g6.size() != 1 + needed)
        throw bad("expected " + std::to_string(1 + needed) + " characters for " + std::to_string(n) + " vertices");
    std::size_t bit = 0;
    for (int v = 1; v < n; ++v)
        for (int u = 0; u < v; ++u, ++bit) {
            int byte = g6[1 + bit / 6] - 63;
            if ((byte >> (5 - bit % 6)) & 1) g.addEdge(u, v);
        }
    return g;
}

std::string toGraph6(const Graph& g) {
    if (g.n > 62) throw InputError("graph6 here covers at most 62 vertices");
    std::string s(1, static_cast<char>(63 + g.n));
    int acc = 0, used = 0;
    for (int v = 1; v < g.n; ++v)
        for (int u = 0; u < v; ++u) {
            acc = acc << 1 | (g.adjacent(u, v) ? 1 : 0);
            if (++used == 6) {
                s += static_cast<char>(63 + acc);
                acc = used = 0;
            }
        }
    if (used) s += static_cast<char>(63 + (acc << (6 - used)));
    return s;
}

namespace {

// Reads a nonnegative integer at text[i...], advancing i.
std::optional<int> number(std::string_view text, std::size_t& i) {
    std::size_t start = i;
    long value = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i])) && value <= 1000)
        value = value * 10 + (text[i++] - '0');
    if (i == start) return std::nullopt;
    return static_cast<int>(value);
}

Graph parseEdgeList(std::string_view text) {
    auto bad = [&](const std::string& why) {
        return InputError("edge list \"" + std::string(text) + "\": " + why + " (expected n:u-v,u-v,...)");
    };
    std::size_t i = 0;
    auto n = number(text, i);
    if (!n || i >= text.size() || text[i] != ':') throw bad("it must start with the vertex count and ':'");
    Graph g(*n);
    ++i;
    while (i < text.size()) {
        auto u = number(text, i);
        if (!u || i >= text.size() || text[i] != '-') throw bad("an edge is written u-v");
        ++i;
        auto v = number(text, i);
        if (!v) throw bad("an edge is written u-v");
        if (*u >= *n || *v >= *n || *u == *v)
            throw bad("edge " + std::to_string(*u) + "-" + std::to_string(*v) + " is not between two distinct vertices 0.." +
                      std::to_string(*n - 1));
        g.addEdge(*u, *v);
        if (i < text.size() && text[i++] != ',') throw bad("edges are separated by ','");
    }
    return g;
}

}  // namespace

Graph parseGraph(std::string_view text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
    if (auto plus = text.find('+'); plus != std::string_view::npos) {  // a loop, not recursion: input may be long
        Graph g = parseGraph(text.substr(0, plus));
        for (text.remove_prefix(plus + 1); (plus = text.find('+')) != std::string_view::npos; text.remove_prefix(plus + 1))
            g = disjointUnion(g, parseGraph(text.substr(0, plus)));
        return disjointUnion(g, parseGraph(text));
    }
    if (text.starts_with("g6:")) return fromGraph6(text.substr(3));
    if (!text.empty() && std::isdigit(static_cast<unsigned char>(text[0]))) return parseEdgeList(text);
    auto bad = [&] {
        return InputError("unknown graph \"" + std::string(text) +
                          "\": write a family (K5, C6, P4, W6, K3,4, S3, S3~2~S4), g6:<graph6> or n:u-v,u-v,...");
    };
    if (text.empty()) throw bad();
    char family = text[0];
    std::size_t i = 1;
    auto a = number(text, i);
    if (!a) throw bad();
    if (i == text.size()) {
        switch (family) {
            case 'K': return complete(*a);
            case 'C': return cycle(*a);
            case 'P': return path(*a);
            case 'W': return wheel(*a);
            case 'S': return star(*a);
            default: throw bad();
        }
    }
    if (family == 'K' && text[i] == ',') {
        ++i;
        auto b = number(text, i);
        if (b && i == text.size()) return completeBipartite(*a, *b);
    }
    if (family == 'S' && text[i] == '~') {
        ++i;
        auto length = number(text, i);
        if (length && text.substr(i).starts_with("~S")) {
            i += 2;
            auto b = number(text, i);
            if (b && i == text.size()) return twoStars(*a, *b, *length);
        }
    }
    throw bad();
}

void forEachGraph(int n, const std::function<bool(const Graph&)>& visit) {
    if (n < 1 || n > 16) throw std::runtime_error("geng enumeration supported for 1..16 vertices");
    std::string command = "nauty-geng -q " + std::to_string(n) + " 2>/dev/null";
    std::unique_ptr<FILE, int (*)(FILE*)> pipe(popen(command.c_str(), "r"), pclose);
    if (!pipe) throw std::runtime_error("cannot run nauty-geng");
    char line[64];
    bool any = false, go = true;
    while (go && std::fgets(line, sizeof line, pipe.get())) {
        std::string_view s(line);
        while (!s.empty() && (s.back() == '\n' || s.back() == '\r')) s.remove_suffix(1);
        any = true;
        go = visit(fromGraph6(s));
    }
    // Stopping early closes the pipe under geng; only a run that produced nothing is an error.
    if (!any) throw std::runtime_error("nauty-geng produced no graphs for n = " + std::to_string(n));
}

namespace {

// The component of the subgraph induced by `within` that holds the lowest vertex of `from`.
VertexSet componentOfLowest(const Graph& g, VertexSet within, VertexSet from) {
    VertexSet part = from & -from, frontier = part;
    while (frontier) {
        int v = std::countr_zero(frontier);
        frontier &= frontier - 1;
        VertexSet fresh = g.adj[v] & within & ~part;
        part |= fresh;
        frontier |= fresh;
    }
    return part;
}

}  // namespace

std::vector<VertexSet> components(const Graph& g, VertexSet within) {
    std::vector<VertexSet> parts;
    for (VertexSet left = within; left; left &= ~parts.back()) parts.push_back(componentOfLowest(g, within, left));
    return parts;
}

Graph induced(const Graph& g, VertexSet vertices) {
    std::vector<int> label(static_cast<std::size_t>(g.n), -1);
    int k = 0;
    for (int v = 0; v < g.n; ++v)
        if ((vertices >> v) & 1) label[v] = k++;
    Graph h(k);
    for (auto [u, v] : g.edges())
        if (label[u] >= 0 && label[v] >= 0) h.addEdge(label[u], label[v]);
    return h;
}

bool isomorphic(const Graph& a, const Graph& b) {
    if (a.n != b.n) return false;
    auto degrees = [](const Graph& g) {
        std::vector<int> d;
        for (int v = 0; v < g.n; ++v) d.push_back(g.degree(v));
        return d;
    };
    auto da = degrees(a), db = degrees(b);
    auto sa = da, sb = db;
    std::sort(sa.begin(), sa.end());
    std::sort(sb.begin(), sb.end());
    if (sa != sb) return false;
    // Backtracking: map a's vertices in order to unused b vertices of equal degree,
    // keeping adjacency with the vertices already mapped.
    std::vector<int> image(static_cast<std::size_t>(a.n), -1);
    VertexSet used = 0;
    auto extend = [&](auto&& self, int v) -> bool {
        if (v == a.n) return true;
        for (int w = 0; w < b.n; ++w) {
            if ((used >> w) & 1 || db[w] != da[v]) continue;
            bool fits = true;
            for (int u = 0; u < v && fits; ++u) fits = a.adjacent(u, v) == b.adjacent(image[u], w);
            if (!fits) continue;
            image[v] = w;
            used |= VertexSet{1} << w;
            if (self(self, v + 1)) return true;
            used &= ~(VertexSet{1} << w);
        }
        return false;
    };
    return extend(extend, 0);
}

}  // namespace gameaudit::wyg

namespace gameaudit::wyg {

std::vector<int> isomorphicSplit(const Graph& g) {
    const std::size_t before = components(g, g.all()).size();
    auto splits = [&](VertexSet removed, bool mustCut) {  // into exactly two components (found as components() would)
        const VertexSet rest = g.all() & ~removed;
        if (!rest || (mustCut && 2 <= before)) return false;
        const VertexSet first = componentOfLowest(g, rest, rest), others = rest & ~first;
        if (!others) return false;
        const VertexSet second = componentOfLowest(g, rest, others);
        if (others & ~second) return false;  // a third component
        return isomorphic(induced(g, first), induced(g, second));
    };
    for (int v = 0; v < g.n; ++v)
        if (splits(VertexSet{1} << v, true)) return {v};
    for (auto [u, v] : g.edges())
        if (splits(VertexSet{1} << u | VertexSet{1} << v, false)) return {u, v};
    return {};
}

std::vector<int> mirrorInvolution(const Graph& g) {
    if (g.n % 2) return {};
    std::vector<int> f(static_cast<std::size_t>(g.n), -1);
    // Pair the least unpaired vertex x with a non-adjacent y; each new pair must agree with
    // every earlier pair (a, b): xa is an edge iff yb is, and xb iff ya.
    auto pair = [&](auto&& self) -> bool {
        int x = 0;
        while (x < g.n && f[x] >= 0) ++x;
        if (x == g.n) return true;
        for (int y = x + 1; y < g.n; ++y) {
            if (f[y] >= 0 || g.adjacent(x, y) || g.degree(x) != g.degree(y)) continue;
            bool fits = true;
            for (int a = 0; a < g.n && fits; ++a)
                if (f[a] >= 0) fits = g.adjacent(x, a) == g.adjacent(y, f[a]);
            if (!fits) continue;
            f[x] = y;
            f[y] = x;
            if (self(self)) return true;
            f[x] = f[y] = -1;
        }
        return false;
    };
    if (!pair(pair)) return {};
    return f;
}

}  // namespace gameaudit::wyg
