// Dense ranked tables (oracles/dense_table.hpp), which ImpartialGame uses for heaps and Tuple<K>:
// every position up to a bound against the hash-map search of oracles/impartial.hpp on the same
// rules, and Wythoff's game against the bundled two-stack bit table (an independent method).
#include <catch2/catch.hpp>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"
#include "oracles/two_stack.hpp"

using namespace gameaudit;

namespace {

using Pair = Tuple<2>;

// Wythoff: take from one stack, or the same number from both.
std::vector<Pair> wythoffMoves(const Pair& p) {
    std::vector<Pair> options;
    for (std::int64_t k = 1; k <= p[0]; ++k) options.push_back({p[0] - k, p[1]});
    for (std::int64_t k = 1; k <= p[1]; ++k) options.push_back({p[0], p[1] - k});
    for (std::int64_t k = 1; k <= std::min(p[0], p[1]); ++k) options.push_back({p[0] - k, p[1] - k});
    return options;
}

// Moves that raise a stack or swap the stacks, so an option may rank above its position (the
// table's search is then depth-first) or fall outside the table: a + b falls with every move.
std::vector<Pair> shuffleMoves(const Pair& p) {
    std::vector<Pair> options;
    if (p[0] > 0) options.push_back({p[1], p[0] - 1});
    if (p[0] > 0) options.push_back({p[0] - 1, p[1]});
    if (p[1] > 0) options.push_back({p[0], p[1] - 1});
    if (p[0] >= 2) options.push_back({p[0] - 2, p[1] + 1});
    if (p[1] >= 3) options.push_back({p[0] + 2, p[1] - 3});
    return options;
}

// Two NIM heaps as a sum of one-heap components.
std::vector<Pair> nimMoves(const Pair& p) {
    std::vector<Pair> options;
    for (std::int64_t a = 0; a < p[0]; ++a) options.push_back({a, p[1]});
    for (std::int64_t b = 0; b < p[1]; ++b) options.push_back({p[0], b});
    return options;
}
std::vector<Pair> nimParts(const Pair& p) {
    if (p[0] == 0 || p[1] == 0) return {};
    return {Pair{p[0], 0}, Pair{0, p[1]}};
}

// The dense table and the hash-map search agree on every position with stacks <= bound (and a few
// beyond the table), for outcomes under both plays and for Grundy values.
void agreeEverywhere(DenseSolver<Pair, PositionHash>::Options moves, DenseSolver<Pair, PositionHash>::Components parts,
                     std::int64_t bound) {
    for (Play play : {Play::Normal, Play::Misere}) {
        DenseSolver<Pair, PositionHash> dense(moves, play, parts);
        ImpartialSolver<Pair, PositionHash> hashed(moves, play, parts);
        dense.prepare(bound);
        REQUIRE(dense.tableSize() == bound);
        for (std::int64_t x = 0; x <= bound + 3; ++x)
            for (std::int64_t y = 0; y <= bound + 3; ++y) {
                INFO("[" << x << "," << y << "]");
                REQUIRE(dense.moverWins({x, y}) == hashed.moverWins({x, y}));
                if (play == Play::Normal) REQUIRE(dense.grundy({x, y}) == hashed.grundy({x, y}));
            }
    }
}

}  // namespace

TEST_CASE("dense tables: every position agrees with the hash-map search", "[api][dense]") {
    agreeEverywhere(wythoffMoves, {}, 40);
    agreeEverywhere(shuffleMoves, {}, 40);
    agreeEverywhere(nimMoves, nimParts, 30);
    // Grundy values of a sum are the xor of its heaps' (Sprague-Grundy), by the table too.
    DenseSolver<Pair, PositionHash> nim(nimMoves, Play::Normal, nimParts);
    nim.prepare(20);
    for (std::int64_t x = 0; x <= 20; ++x)
        for (std::int64_t y = 0; y <= 20; ++y) REQUIRE(nim.grundy({x, y}) == unsigned(x ^ y));
}

TEST_CASE("dense tables: Wythoff and WYNNIE through the public API agree with the two-stack bit tables", "[api][dense]") {
    const std::int64_t n = 600;
    ImpartialGame<Pair> wythoff{"wythoff-api", stacks<2>("W"), wythoffMoves};  // options: a generic dense table
    auto fast = takeAwayGame<2, 3>("wythoff-take-away", stacks<2>("W"),
                                   {{{Pair{1, 0}, Pair{0, 1}, Pair{1, 1}}}, [](const Pair&) {
                                        return std::array{kAny, kAny, kAny};
                                    }});
    // WYNNIE: take k <= the smallest stack left (a stack at 0 is gone) from one stack or from both.
    auto wynnie = takeAwayGame<2, 3>("wynnie-take-away", stacks<2>("W"),
                                     {{{Pair{1, 0}, Pair{0, 1}, Pair{1, 1}}}, [](const Pair& p) {
                                          const std::int64_t m = p[0] == 0 ? p[1] : p[1] == 0 ? p[0] : std::min(p[0], p[1]);
                                          return std::array{m, m, m};
                                      }});
    TwoStackTable table(games::wythoff()), wynnieTable(games::wynnie()), misereTable(games::misereWynnie());
    table.solveUpTo(n);
    wynnieTable.solveUpTo(n);
    misereTable.solveUpTo(n);
    wythoff.prepare(150);
    fast.prepare(n);
    wynnie.prepare(n);
    const auto misere = wynnie.misere();
    std::int64_t ps = 0;
    for (std::int64_t x = 0; x <= n + 2; ++x)  // a little beyond the tables: the search
        for (std::int64_t y = 0; y <= n + 2; ++y) {
            INFO("W[" << x << "," << y << "]");
            if (x > n || y > n) {
                if (x + y < n + 8) REQUIRE(fast.isP({x, y}) == wythoff.isP({x, y}));
                continue;
            }
            if (x <= 150 && y <= 150) REQUIRE(wythoff.isP({x, y}) == table.isP(x, y));
            REQUIRE(fast.isP({x, y}) == table.isP(x, y));
            REQUIRE(wynnie.isP({x, y}) == wynnieTable.isP(x, y));
            REQUIRE(misere.isP({x, y}) == misereTable.isP(x, y));
            ps += table.isP(x, y) + wynnieTable.isP(x, y) + misereTable.isP(x, y);
        }
    CHECK(ps > 3 * n);  // not trivial tables: at least one P-position a row in each
}

TEST_CASE("dense tables: a take-away game on three stacks agrees with the hash-map search", "[api][dense]") {
    using Triple = Tuple<3>;
    // One stack, or all three by the same number, at most the middle stack; or the first two by
    // 2 and 1 a step, at most twice.
    TakeAway<3, 5> rules{{{Triple{1, 0, 0}, Triple{0, 1, 0}, Triple{0, 0, 1}, Triple{1, 1, 1}, Triple{2, 1, 0}}},
                         [](const Triple& p) {
                             const std::int64_t mid = std::max(std::min(p[0], p[1]), std::min(std::max(p[0], p[1]), p[2]));
                             return std::array<std::int64_t, 5>{kAny, kAny, kAny, mid, 2};
                         }};
    const std::int64_t n = 12;
    auto fast = takeAwayGame<3, 5>("three", stacks<3>("T"), rules);
    fast.prepare(n);
    for (Play play : {Play::Normal, Play::Misere}) {
        ImpartialSolver<Triple, PositionHash> hashed([&rules](const Triple& p) { return rules.options(p); }, play);
        const auto game = play == Play::Normal ? fast : fast.misere();
        for (std::int64_t a = 0; a <= n; ++a)
            for (std::int64_t b = 0; b <= n; ++b)
                for (std::int64_t c = 0; c <= n; ++c) {
                    INFO("T[" << a << "," << b << "," << c << "]");
                    REQUIRE(game.moverWins({a, b, c}) == hashed.moverWins({a, b, c}));
                }
    }
}

TEST_CASE("dense tables: a table past the memory limit is refused, and the search answers alone", "[api][dense]") {
    const double limit = memoryLimit();
    setMemoryLimit(1 << 20);
    CHECK(denseRefusal<Pair>(1000, 2.25) ==
          "a dense table of the positions of size <= 1000 would need 2.15 MiB; the memory limit is 1 MiB");
    CHECK(denseRefusal<Pair>(500, 2.25).empty());
    CHECK_FALSE(denseRefusal<Tuple<4>>(1000000, 2.25).empty());  // (10^6+1)^4 cells: no overflow
    DenseSolver<Pair, PositionHash> refused(wythoffMoves);
    refused.prepare(1000);
    CHECK(refused.tableSize() == -1);
    CHECK_FALSE(refused.moverWins({3, 5}));
    CHECK(refused.moverWins({3, 4}));
    setMemoryLimit(limit);
}
