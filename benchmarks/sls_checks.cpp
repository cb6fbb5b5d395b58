// Cost of the So Long Sucker claims that do not read the compact tables, by their hot paths:
// the general rules engine (one engine per placement and discard, models/sls/rules_engine.hpp,
// reduction.hpp) and the proof steps' explorer (Σ against every reply, properties/sls/rounds.cpp).
// Each benchmark checks one registered claim exhaustively up to a bound, without random cases;
// cases/s counts the claim's domain states per CPU second.
//
// Recorded on the shared 2-core audit machine (2026-11-23, CPU time, load 4-6), before (main at
// 064d1ec: engines of nested std::vectors, a std::set per explorer, Σ's step built with its words)
// and after (fixed-capacity engines, one flat key set per thread cleared in O(1), Σ's bare move):
//                                            cases    cases/s before   after    speed-up
//   engine: sls-v1/prop2.2 (bound 9)         97,287   215k             2.26M    10.5x
//   engine: sls-v1/rules2.2 (bound 9)        97,287   152k             1.15M    7.5x
//   proof step: sls-v2/prop3.2.step (10)     28,614   24.7k            70.0k    2.8x
//   proof step: sls-v1/prop2.33.step (13)    15,739   12.1k            34.1k    2.8x
//
// Again (2026-11-24, load 2-3), bound 13: before (main at dbbcfd1, from `gameaudit check ID --bound 13
// --cases 0 --jobs 1` CPU time: engines holding 96 piles of 40 chips, copied pile by pile; rem2.10
// replaying both orders of every ordered pair of moves as show() strings) and after (this benchmark:
// the piles side by side in one byte array copied in 32-byte blocks, only the placements a claim is
// about made; rem2.10 comparing each pair of move types once, as sets of States):
//                                            cases       cases/s before   after    speed-up
//   engine: sls-v1/prop2.2 (bound 13)        1,574,932   1.77M            8.16M    4.6x
//   engine: sls-v2/prop2.3 (bound 13)        1,574,932   1.46M            3.44M    2.4x
//   engine: sls-v1/rules2.2 (bound 13)       1,574,932   0.86M            1.64M    1.9x
//   orders: sls-v1/rem2.10 (bound 13)        1,574,932   55.9k            3.21M    57x
//
// Then (2026-11-24, same machine, load 1.5, best of 3 interleaved runs) what a node's rounds
// reach is memoised once per claim instead of every start exploring its rounds afresh, before
// (dbbcfd1) and after; the more chips, the more starts share nodes:
//   proof step: sls-v2/prop3.2.step (10)     28,614   116k             381k     3.3x
//   proof step: sls-v1/prop2.33.step (13)    15,739   57.8k            187k     3.2x
//   proof step: sls-v2/prop3.3.step (12)     151,384  43.2k            232k     5.4x
// CPU s at 14 chips (gameaudit check --cases 0 --jobs 1): prop3.3.step 16.5 -> 2.2, prop3.9.proof
// 17.3 -> 2.2, prop5.2.proof 12.1 -> 2.5, prop3.2.step 7.8 -> 1.0.
#include <benchmark/benchmark.h>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {

void checkClaim(benchmark::State& bench, const char* id) {
    const Claim* claim = Registry::instance().claim(id);
    if (!claim) {
        bench.SkipWithError("no such claim");
        return;
    }
    CheckOptions options;
    options.bound = bench.range(0);
    options.cases = 0;
    std::uint64_t cases = 0;
    for (auto _ : bench) {
        const Result r = claim->check(options);
        if (r.verdict != Verdict::Holds) bench.SkipWithError("the claim did not hold");
        cases = r.cases();
    }
    bench.counters["cases"] = static_cast<double>(cases);
    bench.counters["cases/s"] = benchmark::Counter(static_cast<double>(cases), benchmark::Counter::kIsIterationInvariantRate);
}

}  // namespace

BENCHMARK_CAPTURE(checkClaim, engine_prop2_2, "sls-v1/prop2.2")->Arg(9)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, engine_rules2_2, "sls-v1/rules2.2")->Arg(9)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, engine_prop2_2, "sls-v1/prop2.2")->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, engine_alternation, "sls-v2/prop2.3")->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, engine_rules2_2, "sls-v1/rules2.2")->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, orders_rem2_10, "sls-v1/rem2.10")->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, step_prop3_2, "sls-v2/prop3.2.step")->Arg(10)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, step_prop2_33, "sls-v1/prop2.33.step")->Arg(13)->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(checkClaim, step_prop3_3, "sls-v2/prop3.3.step")->Arg(12)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
