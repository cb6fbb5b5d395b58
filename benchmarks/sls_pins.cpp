// The So Long Sucker part of the pin test: every sls-v1/ and sls-v2/ claim checked at its
// default bound and cases, in registry order, in one process, as tests/test_pins.cpp checks
// them (each claim reads the tables its predecessors solved). CPU time counts every thread.
// `build/bench_sls_pins --benchmark_filter=thm5.4` narrows it (the tables then are solved by
// the first claim kept).
//
// Recorded on the shared 2-core machine (2026-11-23, load 5-7, so +-10%), CPU s of all threads:
//                                   main at 7189a6c   after (h/sls-speed)
//   all 132 SLS claims              32.9              22.2-24.8
//     Σ/outcome tables at 14-16     12.2 (7 claims)   10.3
//     proof steps (explorer)        11.8 (54)         7.4
//     other table claims            6.7 (62)          4.7
//     rules-engine claims           2.2 (9)           2.2-2.4
//   sls-v2/thm5.4b                  3.27              2.2-2.65
//   sls-v2/thm5.4b-placements       2.85              1.9-2.46
//   sls-v1/rem2.11-alt              2.75              2.37-2.46
//   sls-v1/lem2.40                  1.22              0.80-0.95
//   sls-v2/cor4.6                   1.01              0.60-0.66
// What it took: a State copied once per transition (states changed in place, Σ's move built in
// place), ranks of colour-swapped states without building them, keys packed in fixed fields
// with one hash mix and without copying the state, board types filtered once per board.
#include <benchmark/benchmark.h>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {

void checkPinned(benchmark::State& bench, const Claim* claim) {
    for (auto _ : bench) {
        const Result r = claim->check({});
        if (!r.matches(claim->info.expect)) bench.SkipWithError("the claim did not give its pinned verdict");
        bench.counters["cases"] = static_cast<double>(r.cases());
    }
}

}  // namespace

int main(int argc, char** argv) {
    for (const Claim& c : Registry::instance().claims())
        if (c.info.id.starts_with("sls-"))
            benchmark::RegisterBenchmark(c.info.id.c_str(), checkPinned, &c)
                ->Iterations(1)
                ->MeasureProcessCPUTime()
                ->Unit(benchmark::kMillisecond);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
}
