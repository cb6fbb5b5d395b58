// Cost growth of the Mullen (2016) oracles: the colex stack table on 3 and 4 stacks
// (O(positions x moves tried)); the sizes the default audit solves and MINNIE on the shared two-stack table (O(N^2)).
#include <benchmark/benchmark.h>

#include "models/mullen/stack_games.hpp"
#include "models/mullen/two_stack_rules.hpp"
#include "oracles/mullen/stack_table.hpp"
#include "oracles/two_stack.hpp"

using namespace gameaudit;

static void solveTable(benchmark::State& state, games::StackGame g, std::size_t k) {
    for (auto _ : state) {
        games::StackTable t(g, k);
        t.solveUpTo(state.range(0));
        benchmark::DoNotOptimize(t.isP(games::Stacks(k, 1)));
    }
    state.SetComplexityN(state.range(0));
}

static void BM_Minnie3(benchmark::State& s) { solveTable(s, games::minnie(), 3); }
static void BM_Mine3(benchmark::State& s) { solveTable(s, games::mine(), 3); }
static void BM_Minnie4(benchmark::State& s) { solveTable(s, games::minnie(), 4); }
static void BM_Susen3(benchmark::State& s) { solveTable(s, games::susen(), 3); }
static void BM_Nim2(benchmark::State& s) { solveTable(s, games::nim(), 2); }
static void BM_Nim4(benchmark::State& s) { solveTable(s, games::nim(), 4); }
static void BM_Greedy2(benchmark::State& s) { solveTable(s, games::greedyNim(), 2); }
static void BM_Susen2(benchmark::State& s) { solveTable(s, games::susen(), 2); }
BENCHMARK(BM_Minnie3)->RangeMultiplier(2)->Range(25, 200)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_Mine3)->RangeMultiplier(2)->Range(25, 200)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_Minnie4)->RangeMultiplier(2)->Range(8, 32)->Unit(benchmark::kMillisecond)->Complexity();
BENCHMARK(BM_Susen3)->RangeMultiplier(2)->Range(25, 100)->Unit(benchmark::kMillisecond)->Complexity();
// The sizes the default audit solves (Theorem 1.4's NIM tables, Greedy NIM and SUSEN on 2 stacks).
BENCHMARK(BM_Nim2)->Arg(800)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Nim4)->Arg(48)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Greedy2)->Arg(600)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Susen2)->Arg(4000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_Mine3)->Arg(600)->Unit(benchmark::kMillisecond);

static void BM_MinnieTwoStacks(benchmark::State& state) {
    for (auto _ : state) {
        TwoStackTable t(games::minnieTwoStacks());
        t.solveUpTo(state.range(0));
        benchmark::DoNotOptimize(t.isP(1, 1));
    }
    state.SetComplexityN(state.range(0));
}
BENCHMARK(BM_MinnieTwoStacks)->RangeMultiplier(2)->Range(500, 4000)->Unit(benchmark::kMillisecond)->Complexity(benchmark::oNSquared);

BENCHMARK_MAIN();
