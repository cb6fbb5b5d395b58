#pragma once
// Small simple graphs (at most 64 vertices) as adjacency bitmasks: the boards of WYG and of
// the edge-delete game. Families are built from their definitions; "every graph" claims
// enumerate all graphs up to isomorphism with nauty's geng.
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gameaudit::wyg {

using VertexSet = std::uint64_t;  // bit i = vertex i

struct Graph {
    int n = 0;
    std::vector<VertexSet> adj;  // adj[i]: neighbours of vertex i
    std::string name;            // the paper's name for a family member (K5, C6, ...), else ""

    explicit Graph(int vertices = 0);
    void addEdge(int u, int v);
    bool adjacent(int u, int v) const { return (adj[u] >> v) & 1; }
    int degree(int v) const;
    std::vector<std::pair<int, int>> edges() const;  // u < v, in lexicographic order
    VertexSet all() const { return n == 64 ? ~VertexSet{0} : (VertexSet{1} << n) - 1; }
    bool operator==(const Graph& o) const { return n == o.n && adj == o.adj; }
};

// The paper's families (list of symbols, Mullen 2016).
Graph complete(int n);                  // K_n
Graph cycle(int n);                     // C_n, n >= 3
Graph path(int n);                      // P_n: n vertices, n - 1 edges
Graph wheel(int n);                     // W_n: n vertices, hub 0 joined to a C_{n-1}
Graph completeBipartite(int m, int n);  // K_{m,n}: parts 0..m-1 and m..m+n-1
Graph star(int n);                      // S_n: centre 0 and n leaves (n + 1 vertices)
// Two stars S_m, S_n whose centres are joined by a path of `length` edges (Theorems 4.21-4.24):
// centre 0 with leaves, path vertices, centre `length` with leaves.
Graph twoStars(int m, int n, int length);
// The disjoint union, vertices of b numbered after a's; named "a+b" when both are named.
Graph disjointUnion(const Graph& a, const Graph& b);

// Text: a family name (K5, C6, P4, W6, K3,4, S3, S3~2~S4 for twoStars(3,4,2)), a graph6 string
// prefixed "g6:" (as printed by geng), or an edge list "n:u-v,u-v,..." (vertices 0..n-1);
// "A+B" is the disjoint union of A and B.
Graph parseGraph(std::string_view text);  // throws InputError
std::string show(const Graph& g);         // its family name if it has one, else the edge list
std::string edgeList(const Graph& g);     // "5:0-1,1-2"
Graph fromGraph6(std::string_view g6);    // throws InputError
std::string toGraph6(const Graph& g);

// Every graph on exactly n vertices, one per isomorphism class (nauty-geng); stops when
// visit returns false. Throws std::runtime_error if geng cannot be run.
void forEachGraph(int n, const std::function<bool(const Graph&)>& visit);

// Structure used by the claims' hypotheses.
std::vector<VertexSet> components(const Graph& g, VertexSet within);  // of the induced subgraph
Graph induced(const Graph& g, VertexSet vertices);                     // relabelled 0..k-1
bool isomorphic(const Graph& a, const Graph& b);

// Theorem 4.11's hypothesis: a cut vertex, or a cut-edge neighbourhood (an edge uv with
// V(G) - {u, v} disconnected), whose removal leaves exactly two components, isomorphic to
// each other. Returns the vertices removed (one or two), or empty if there is none.
std::vector<int> isomorphicSplit(const Graph& g);

// Theorem 4.12's hypothesis: an automorphism f with no fixed point, f(f(x)) = x, and x never
// adjacent to f(x). Returns f, or empty if there is none.
std::vector<int> mirrorInvolution(const Graph& g);

}  // namespace gameaudit::wyg
