// Cost of the So Long Sucker endgame checks, old oracle against new: solving every state with B
// to play and at most n chips (the exhaustive domain of sls-v2/thm5.4a at bound n), and checking
// Σ on each (thm5.4b). "hash" is the memoised depth-first search (oracles/sls/endgame_oracle.hpp),
// "compact" the ranked tables solved layer by layer on every core (oracles/sls/compact_table.hpp).
// Counters: states = the domain's size, states/s per CPU second of all the process's threads (the
// machine is shared, so wall time says little), bytes/state = the oracle's table bytes per domain
// state. The hash oracle's deeper sizes take minutes and GBs (15 chips, full rules: 777 MiB), so
// its ranges stop earlier.
#include <benchmark/benchmark.h>

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
        CompactSigma sigma(rules, SigmaVersion::V2);
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
