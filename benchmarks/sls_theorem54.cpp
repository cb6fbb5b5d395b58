// Cost of the So Long Sucker endgame checks, old oracle against new: solving every state with B
// to play and at most n chips (the exhaustive domain of sls-v2/thm5.4a at bound n), and checking
// Σ on each (thm5.4b). "hash" is the memoised depth-first search (oracles/sls/endgame_oracle.hpp),
// "compact" the ranked tables solved layer by layer on every core (oracles/sls/compact_table.hpp).
// Counters: states = the domain's size, states/s per CPU second of all the process's threads (the
// machine is shared, so wall time says little), bytes/state = the oracle's table bytes per domain
// state. The hash oracle's deeper sizes take minutes and GBs (15 chips, full rules: 777 MiB), so
// its ranges stop earlier.
//
// Recorded on the shared 2-core audit machine (2026-11-23, load 16-19; CPU seconds of all threads):
//                         states/s per CPU s            bytes/state
//   chips                 12      14      17            12      14     17
//   hash winner, placements  0.90M   0.68M   -          81      92     -   (17: GBs)
//   compact winner, placements 6.6M  6.1M    4.8M        0.125   0.125  0.125
//   hash winner, full     0.69M   -       -             163     -      -   (13: 0.62M/s, 85 B)
//   compact winner, full  3.7M    3.7M    3.3M          0.25    0.25   0.25
//   hash Σ + winner, full 0.18M   -       -             406     -      -
//   compact Σ + winner, full 1.5M 1.4M    1.3M          0.5     0.5    0.5
//   hash Σ + winner, placements 0.38M -   -             203     -      -
//   compact Σ + winner, placements 2.3M 2.1M 1.8M       0.375   0.375  0.375
// So the tables are 5-9 times faster per CPU second and 300-800 times smaller, at most half a
// byte per state; the hash oracle's 17-chip runs need GBs and are left out.
#include <benchmark/benchmark.h>

#include "models/sls/sigma.hpp"
#include "oracles/sls/compact_table.hpp"

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

void report(benchmark::State& bench, long states, std::size_t bytes) {
    bench.counters["states"] = static_cast<double>(states);
    bench.counters["states/s"] = benchmark::Counter(static_cast<double>(states), benchmark::Counter::kIsIterationInvariantRate);
    bench.counters["bytes/state"] = static_cast<double>(bytes) / static_cast<double>(states);
}

State atTurnStart(State s, Rules rules) {
    if (rules == Rules::Full) s.phase = Phase::WindowWaiting;
    return s;
}

void hashWinner(benchmark::State& bench, Rules rules) {
    const int chips = static_cast<int>(bench.range(0));
    long states = 0;
    std::size_t bytes = 0;
    for (auto _ : bench) {
        EndgameOracle o(rules);
        states = everyState(chips, [&](const State& s) { benchmark::DoNotOptimize(o.winner(atTurnStart(s, rules))); });
        bytes = o.hashBytes();
    }
    report(bench, states, bytes);
}

void compactWinner(benchmark::State& bench, Rules rules) {
    const int chips = static_cast<int>(bench.range(0));
    long states = 0;
    std::size_t bytes = 0;
    for (auto _ : bench) {
        CompactOracle o(rules);
        o.solveUpTo(chips);
        states = everyState(chips, [&](const State& s) { benchmark::DoNotOptimize(o.winner(atTurnStart(s, rules))); });
        bytes = o.bytes();
    }
    report(bench, states, bytes);
}

// Σ for the winner of every state (thm5.4b), on top of the winner's table.
void hashSigma(benchmark::State& bench, Rules rules) {
    const int chips = static_cast<int>(bench.range(0));
    long states = 0;
    std::size_t bytes = 0;
    for (auto _ : bench) {
        EndgameOracle o(rules);
        StrategyChecker b(rules, Blue, sigmaStrategy(rules)), r(rules, Red, sigmaStrategy(rules));
        states = everyState(chips, [&](const State& s) {
            const State t = atTurnStart(s, rules);
            benchmark::DoNotOptimize(o.winner(t) == Blue ? b.wins(t) : r.wins(t));
        });
        bytes = o.hashBytes() + b.hashBytes() + r.hashBytes();
    }
    report(bench, states, bytes);
}

void compactSigma(benchmark::State& bench, Rules rules) {
    const int chips = static_cast<int>(bench.range(0));
    long states = 0;
    std::size_t bytes = 0;
    for (auto _ : bench) {
        CompactOracle o(rules);
        CompactStrategy sigma(rules, sigmaMoves(rules));
        o.solveUpTo(chips);
        sigma.solveUpTo(chips);
        states = everyState(chips, [&](const State& s) {
            const State t = atTurnStart(s, rules);
            benchmark::DoNotOptimize(sigma.wins(t, o.winner(t)));
        });
        bytes = o.bytes() + sigma.bytes();
    }
    report(bench, states, bytes);
}

}  // namespace

BENCHMARK_CAPTURE(hashWinner, placements, Rules::Placements)->DenseRange(12, 15)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(compactWinner, placements, Rules::Placements)->DenseRange(12, 17)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(hashWinner, full, Rules::Full)->DenseRange(12, 14)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(compactWinner, full, Rules::Full)->DenseRange(12, 17)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(hashSigma, full, Rules::Full)->DenseRange(12, 13)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(compactSigma, full, Rules::Full)->DenseRange(12, 17)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(hashSigma, placements, Rules::Placements)->DenseRange(12, 14)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);
BENCHMARK_CAPTURE(compactSigma, placements, Rules::Placements)->DenseRange(12, 17)->Iterations(1)->MeasureProcessCPUTime()->Unit(benchmark::kSecond);

BENCHMARK_MAIN();
