// Cost growth of the So Long Sucker endgame checks: solving every state with B to play and at
// most n chips (the exhaustive bound of sls-v2/thm5.4a), and checking Σ on each (thm5.4b).
#include <benchmark/benchmark.h>

#include "oracles/sls/endgame_oracle.hpp"

using namespace gameaudit::sls;

namespace {

template <class Visit>
long everyState(int chips, Visit visit) {
    long states = 0;
    for (int n = 0; n <= chips; ++n)
        for (int k = 1; k <= std::max(1, n); ++k)
            forEachState(n, k, Blue, [&](const State& s) {
                ++states;
                visit(s);
                return true;
            });
    return states;
}

void characterisation(benchmark::State& bench, Rules rules) {
    const int chips = static_cast<int>(bench.range(0));
    long states = 0;
    std::size_t solved = 0;
    for (auto _ : bench) {
        EndgameOracle o(rules);
        states = everyState(chips, [&](const State& s) { benchmark::DoNotOptimize(o.winner(s)); });
        solved = o.states();
    }
    bench.counters["states"] = static_cast<double>(states);
    bench.counters["oracle_states"] = static_cast<double>(solved);
}

void sigmaCheck(benchmark::State& bench) {
    const int chips = static_cast<int>(bench.range(0));
    for (auto _ : bench) {
        EndgameOracle o(Rules::Placements);
        StrategyChecker b(Rules::Placements, Blue, sigmaStrategy(Rules::Placements)),
            r(Rules::Placements, Red, sigmaStrategy(Rules::Placements));
        everyState(chips, [&](const State& s) { benchmark::DoNotOptimize(o.winner(s) == Blue ? b.wins(s) : r.wins(s)); });
    }
}

void placements(benchmark::State& bench) { characterisation(bench, Rules::Placements); }
void full(benchmark::State& bench) { characterisation(bench, Rules::Full); }

}  // namespace

BENCHMARK(placements)->DenseRange(4, 11)->Unit(benchmark::kMillisecond);
BENCHMARK(full)->DenseRange(4, 9)->Unit(benchmark::kMillisecond);
BENCHMARK(sigmaCheck)->DenseRange(4, 10)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
