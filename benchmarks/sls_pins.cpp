// The So Long Sucker part of the pin test: every sls-v1/ and sls-v2/ claim checked at its
// default bound and cases, in registry order, in one process, as tests/test_pins.cpp checks
// them (each claim reads the tables its predecessors solved). CPU time counts every thread.
// `build/bench_sls_pins --benchmark_filter=thm5.4` narrows it (the tables then are solved by
// the first claim kept).
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
