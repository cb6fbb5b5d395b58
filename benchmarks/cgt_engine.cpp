// Cost growth of the CGT engine. The game table is process-wide and memoised, so each
// benchmark measures work that no earlier one did: sums of ever hotter switches, and the
// strip game's values for lengths up to n (one iteration each, in increasing n, so each
// measures the cost of the lengths it adds).
#include <benchmark/benchmark.h>

#include "models/snodgrass/chapter_one.hpp"
#include "models/snodgrass/strip.hpp"

using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Game;

// ±1 + ±(1 + 1/2^1) + ... + ±(1 + 1/2^k): k distinct hot switches, summed and canonicalised.
static void BM_SumOfSwitches(benchmark::State& state) {
    static int salt = 0;
    for (auto _ : state) {
        ++salt;
        Game s;
        for (int i = 1; i <= state.range(0); ++i)
            s += Game::plusMinus(Game::number(Dyadic(i * 64 + salt, 6)));
        benchmark::DoNotOptimize(s.id());
    }
    state.counters["table"] = static_cast<double>(Game::tableSize());
}
BENCHMARK(BM_SumOfSwitches)->DenseRange(2, 8, 1)->Unit(benchmark::kMillisecond);

static void BM_StripValuesUpTo(benchmark::State& state) {
    using namespace gameaudit::snodgrass;
    for (auto _ : state)
        for (int n = 1; n <= state.range(0); ++n)
            for (Tint a : {Tint::None, Tint::Red, Tint::Black})
                for (Tint b : {Tint::None, Tint::Red, Tint::Black}) benchmark::DoNotOptimize(value(Strip{a, n, b}).id());
}
BENCHMARK(BM_StripValuesUpTo)->RangeMultiplier(2)->Range(16, 512)->Iterations(1)->Unit(benchmark::kMillisecond);

static void BM_KaylesCanonical(benchmark::State& state) {
    for (auto _ : state) benchmark::DoNotOptimize(gameaudit::snodgrass::kaylesRow(static_cast<int>(state.range(0))).id());
}
BENCHMARK(BM_KaylesCanonical)->RangeMultiplier(2)->Range(16, 256)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
