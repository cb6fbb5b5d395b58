// Wythoff's game solved for every position [x,y], x, y <= n: through the public API (an
// ImpartialGame on Tuple<2> with its options, in a dense ranked table or a hash map; or declared
// as a take-away game, takeAwayGame) against the bundled two-stack bit table (oracles/two_stack).
#include <benchmark/benchmark.h>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"
#include "oracles/two_stack.hpp"

namespace {

using gameaudit::Tuple;

std::vector<Tuple<2>> wythoffMoves(const Tuple<2>& p) {
    std::vector<Tuple<2>> options;
    for (std::int64_t k = 1; k <= p[0]; ++k) options.push_back({p[0] - k, p[1]});
    for (std::int64_t k = 1; k <= p[1]; ++k) options.push_back({p[0], p[1] - k});
    for (std::int64_t k = 1; k <= std::min(p[0], p[1]); ++k) options.push_back({p[0] - k, p[1] - k});
    return options;
}

// The same positions with no ranking: the hash-map search.
struct Unranked {
    Tuple<2> p;
    bool operator==(const Unranked&) const = default;
};

}  // namespace

template <>
struct std::hash<Unranked> {
    std::size_t operator()(const Unranked& u) const noexcept { return gameaudit::PositionHash{}(u.p); }
};

namespace {

void setCounters(benchmark::State& state, std::int64_t n) {
    state.counters["cells/s"] =
        benchmark::Counter(static_cast<double>((n + 1) * (n + 1)), benchmark::Counter::kIsIterationInvariantRate);
}

// Every P/N outcome with both stacks <= n, as a pSet claim's check asks for them.
void BM_WythoffApiDense(benchmark::State& state) {
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        gameaudit::ImpartialGame<Tuple<2>> wythoff{"wythoff", gameaudit::stacks<2>("W"), wythoffMoves};
        wythoff.prepare(n);
        std::int64_t ps = 0;
        for (std::int64_t x = 0; x <= n; ++x)
            for (std::int64_t y = 0; y <= n; ++y) ps += wythoff.isP({x, y});
        benchmark::DoNotOptimize(ps);
    }
    setCounters(state, n);
}

// The same rules declared as a take-away game: one pass in rank order, O(1) a direction.
void BM_WythoffApiTakeAway(benchmark::State& state) {
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        auto wythoff = gameaudit::takeAwayGame<2, 3>(
            "wythoff", gameaudit::stacks<2>("W"),
            {{{Tuple<2>{1, 0}, Tuple<2>{0, 1}, Tuple<2>{1, 1}}},
             [](const Tuple<2>&) { return std::array{gameaudit::kAny, gameaudit::kAny, gameaudit::kAny}; }});
        wythoff.prepare(n);
        std::int64_t ps = 0;
        for (std::int64_t x = 0; x <= n; ++x)
            for (std::int64_t y = 0; y <= n; ++y) ps += wythoff.isP({x, y});
        benchmark::DoNotOptimize(ps);
    }
    setCounters(state, n);
}

void BM_WythoffApiHashMap(benchmark::State& state) {
    const std::int64_t n = state.range(0);
    auto domain = gameaudit::transform<Unranked, Tuple<2>>(
        gameaudit::stacks<2>("W"), "two stacks", [](const Tuple<2>& t) { return Unranked{t}; },
        [](const Unranked& u) { return std::optional(u.p); }, [](const Unranked& u) { return std::to_string(u.p[0]); },
        [](std::string_view) { return Unranked{}; });
    for (auto _ : state) {
        gameaudit::ImpartialGame<Unranked> wythoff{"wythoff", domain, [](const Unranked& u) {
                                                       std::vector<Unranked> options;
                                                       for (const auto& q : wythoffMoves(u.p)) options.push_back({q});
                                                       return options;
                                                   }};
        std::int64_t ps = 0;
        for (std::int64_t x = 0; x <= n; ++x)
            for (std::int64_t y = 0; y <= n; ++y) ps += wythoff.isP({{x, y}});
        benchmark::DoNotOptimize(ps);
    }
    setCounters(state, n);
}

void BM_WythoffTwoStackTable(benchmark::State& state) {
    const std::int64_t n = state.range(0);
    for (auto _ : state) {
        gameaudit::TwoStackTable table(gameaudit::games::wythoff());
        table.solveUpTo(n);
        std::int64_t ps = 0;
        for (std::int64_t x = 0; x <= n; ++x)
            for (std::int64_t y = 0; y <= n; ++y) ps += table.isP(x, y);
        benchmark::DoNotOptimize(ps);
    }
    setCounters(state, n);
}

}  // namespace

BENCHMARK(BM_WythoffApiDense)->Arg(250)->Arg(500)->Arg(1000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WythoffApiTakeAway)->Arg(250)->Arg(500)->Arg(1000)->Arg(4000)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WythoffApiHashMap)->Arg(250)->Arg(500)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_WythoffTwoStackTable)->Arg(250)->Arg(500)->Arg(1000)->Arg(4000)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
