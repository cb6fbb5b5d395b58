// The speed-up of `gameaudit check --jobs 2` over `--jobs 1`: the CLI is spawned on a set of
// claims (a paper, or --all) and timed on the wall clock; the children's CPU seconds are a
// counter, so a busy machine shows as wall time well above CPU time / jobs.
//   build/bench_check_jobs --benchmark_filter=-all   # the representative papers
//   build/bench_check_jobs --benchmark_filter=all    # check --all (minutes)
#include <benchmark/benchmark.h>
#include <sys/resource.h>

#include <chrono>
#include <cstdlib>
#include <string>

namespace {

double childrenCpuSeconds() {
    rusage u{};
    getrusage(RUSAGE_CHILDREN, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
           static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

void check(benchmark::State& state, const std::string& claims) {
    const std::string jobs = std::to_string(state.range(0));
    const std::string command = GAMEAUDIT_BIN " check " + claims + " --jobs " + jobs + " --json >/dev/null 2>&1";
    double cpu = 0;
    for (auto _ : state) {
        const double cpuBefore = childrenCpuSeconds();
        const auto start = std::chrono::steady_clock::now();
        const int status = std::system(command.c_str());
        const std::chrono::duration<double> wall = std::chrono::steady_clock::now() - start;
        cpu += childrenCpuSeconds() - cpuBefore;
        if (status != 0) state.SkipWithError(("exit status " + std::to_string(status) + ": " + command).c_str());
        state.SetIterationTime(wall.count());
    }
    state.counters["cpu_s"] = benchmark::Counter(cpu, benchmark::Counter::kAvgIterations);
}

}  // namespace

// Papers whose claims cover the oracles' kinds: tables (Mullen), cash tables (Chen & Gasarch),
// CGT forms (Snodgrass), minimax with big shared tables (So Long Sucker).
#define GAMEAUDIT_CHECK_JOBS(name, claims) \
    BENCHMARK_CAPTURE(check, name, std::string(claims))->ArgName("jobs")->Arg(1)->Arg(2)->UseManualTime()->Iterations(1)->Unit(benchmark::kSecond)
GAMEAUDIT_CHECK_JOBS(chen_gasarch, "--paper chen-gasarch");
GAMEAUDIT_CHECK_JOBS(mullen2016, "--paper mullen2016");
GAMEAUDIT_CHECK_JOBS(snodgrass1979, "--paper snodgrass1979");
GAMEAUDIT_CHECK_JOBS(sls_v2, "--paper sls-v2");
GAMEAUDIT_CHECK_JOBS(all, "--all");

BENCHMARK_MAIN();
