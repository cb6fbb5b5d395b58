// Cost of the two-stack P-position tables: O(N^2) cells, each decided in O(1).
#include <benchmark/benchmark.h>

#include "models/two_stack_games.hpp"
#include "oracles/two_stack.hpp"

namespace {

void solve(benchmark::State& state, gameaudit::TwoStackRules (*rules)()) {
    const auto n = state.range(0);
    for (auto _ : state) {
        gameaudit::TwoStackTable table(rules());
        table.solveUpTo(n);
        benchmark::DoNotOptimize(table.isP(n, n));
    }
    state.SetComplexityN(n);
    state.counters["cells/s"] = benchmark::Counter(static_cast<double>((n + 1) * (n + 1)), benchmark::Counter::kIsIterationInvariantRate);
}

void BM_Wythoff(benchmark::State& s) { solve(s, gameaudit::games::wythoff); }
void BM_Wynnie(benchmark::State& s) { solve(s, gameaudit::games::wynnie); }
void BM_MisereWynnie(benchmark::State& s) { solve(s, gameaudit::games::misereWynnie); }

}  // namespace

BENCHMARK(BM_Wythoff)->RangeMultiplier(2)->Range(500, 16000)->Complexity(benchmark::oNSquared)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Wynnie)->RangeMultiplier(2)->Range(500, 16000)->Complexity(benchmark::oNSquared)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_MisereWynnie)->RangeMultiplier(2)->Range(500, 4000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
