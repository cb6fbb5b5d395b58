// Cost of the NIM with Cash oracle: every W(n; d, e) with n <= N (all d, e) for A = {1, 4, 5}
// and A = {1, 6}; the work is about N^3/3 cells, decided 64 at a time (one word per take).
#include <benchmark/benchmark.h>

#include "oracles/nim_cash/cash_table.hpp"

using gameaudit::nim_cash::CashTable;

static void solveTable(benchmark::State& state, gameaudit::nim_cash::Moves a) {
    const auto n = state.range(0);
    for (auto _ : state) {
        CashTable t(a);
        t.solveUpTo(n);
        benchmark::DoNotOptimize(t.moverWins({n, n / 2, n / 2}));
    }
    state.SetComplexityN(n);
}

BENCHMARK_CAPTURE(solveTable, one_four_five, gameaudit::nim_cash::Moves{1, 4, 5})
    ->RangeMultiplier(2)->Range(64, 1024)->Complexity(benchmark::oNCubed)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(solveTable, one_six, gameaudit::nim_cash::Moves{1, 6})
    ->RangeMultiplier(2)->Range(64, 1024)->Complexity(benchmark::oNCubed)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
