// Cost of the CGT engine. The game table is process-wide and memoised, so each benchmark runs
// once (Iterations(1)) on games no earlier one built, and the strip benchmarks should run in a
// process of their own (--benchmark_filter=StripValues/2000) to measure from an empty table.
// Results: benchmarks/results/cgt_engine.md.
#include <benchmark/benchmark.h>

#include <string>

#include "models/snodgrass/strip.hpp"

using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Game;

// *n + *(n-1) = *1 by nim-addition, the nimbers built from scratch.
static void BM_NimberSum(benchmark::State& state) {
    Game::parse("0");  // the table's set-up is not the sum's cost
    for (auto _ : state) {
        auto n = std::to_string(state.range(0)), m = std::to_string(state.range(0) - 1);
        benchmark::DoNotOptimize(Game::parse("*" + n + " + *" + m).id());
    }
}
BENCHMARK(BM_NimberSum)->Arg(50)->Arg(200)->Iterations(1)->Unit(benchmark::kMillisecond);

// ^n + v(n-1)* + *: up multiples and a nimber.
static void BM_UpSum(benchmark::State& state) {
    Game::parse("0");
    for (auto _ : state) {
        auto n = std::to_string(state.range(0)), m = std::to_string(state.range(0) - 1);
        benchmark::DoNotOptimize(Game::parse("^" + n + " + v" + m + "* + *3").id());
    }
}
BENCHMARK(BM_UpSum)->Arg(17)->Arg(200)->Iterations(1)->Unit(benchmark::kMillisecond);

// 20 switches {k/4 | -k/4} + k/8 for k = 1..20, summed one by one and canonicalised.
static void BM_SumOf20Switches(benchmark::State& state) {
    for (auto _ : state) {
        Game s;
        for (int k = 1; k <= 20; ++k)
            s += Game::plusMinus(Game::number(Dyadic(k, 2))) + Game::number(Dyadic(k, 3));
        benchmark::DoNotOptimize(s.id());
    }
}
BENCHMARK(BM_SumOf20Switches)->Iterations(1)->Unit(benchmark::kMillisecond);

// The values of all nine tintings of Snodgrass's strip up to length n.
static void BM_StripValues(benchmark::State& state) {
    using namespace gameaudit::snodgrass;
    for (auto _ : state)
        for (int n = 1; n <= state.range(0); ++n)
            for (Tint a : {Tint::None, Tint::Red, Tint::Black})
                for (Tint b : {Tint::None, Tint::Red, Tint::Black}) benchmark::DoNotOptimize(value(Strip{a, n, b}).id());
}
BENCHMARK(BM_StripValues)->Arg(500)->Arg(2000)->Iterations(1)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
