// Cost growth of the WYG and edge-delete oracles: one-chip games grow as 2^v positions,
// two-chip games as 3^v, and "every graph" claims with the number of graphs geng lists.
#include <benchmark/benchmark.h>

#include "oracles/wyg/oracle.hpp"

using namespace gameaudit;
using namespace gameaudit::wyg;

static void W1Complete(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(outcomeOf({complete(n), uniform(complete(n), 1)}));
}
BENCHMARK(W1Complete)->DenseRange(8, 16, 2)->Unit(benchmark::kMillisecond);

static void W2Cycle(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) benchmark::DoNotOptimize(outcomeOf({cycle(n), uniform(cycle(n), 2)}));
}
BENCHMARK(W2Cycle)->DenseRange(6, 12, 2)->Unit(benchmark::kMillisecond);

// Theorem 4.11's check on every graph of n vertices: enumerate, test the hypothesis, solve c = 1..3.
static void SplitGraphs(benchmark::State& state) {
    const int n = static_cast<int>(state.range(0));
    for (auto _ : state) {
        int solved = 0;
        forEachGraph(n, [&](const Graph& g) {
            if (isomorphicSplit(g).empty()) return true;
            for (int c = 1; c <= 3; ++c) solved += outcomeOf({g, uniform(g, c)}) == Outcome::N;
            return true;
        });
        benchmark::DoNotOptimize(solved);
    }
}
BENCHMARK(SplitGraphs)->DenseRange(5, 8)->Unit(benchmark::kMillisecond);

static void EdgeDeleteCocktailParty(benchmark::State& state) {
    // K_n minus a perfect matching: the densest graph Theorem 4.12 admits.
    const int n = static_cast<int>(state.range(0));
    Graph g(n);
    for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v)
            if (v != u + n / 2) g.addEdge(u, v);
    for (auto _ : state) {
        EdgeDeleteOracle oracle(g);
        benchmark::DoNotOptimize(oracle.outcome());
    }
}
BENCHMARK(EdgeDeleteCocktailParty)->DenseRange(4, 8, 2)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
