// Claims made for the CLI tests (tests/test_cli.cpp), registered only in build/gameaudit_harness
// beside the planted claims. Each costs milliseconds: the bundled gameaudit spends a quarter of a
// second setting up every paper's claims before it runs one (seconds under the sanitizers).
#include <algorithm>
#include <cmath>
#include <vector>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"

namespace gameaudit::harness {
namespace {

// Grundy values of two-heap NIM, by the mex of each position's options: a table of (n+1)^2
// cells at n steps each, so a large bound takes minutes to prepare (every cell a checkpoint).
std::uint32_t grundy(std::int64_t a, std::int64_t b) {
    static std::vector<std::vector<std::uint32_t>> table;
    const std::size_t n = static_cast<std::size_t>(std::max(a, b)) + 1;
    if (table.size() < n) {
        requireMemory("the table of NIM values", 4.0 * static_cast<double>(n) * static_cast<double>(n));
        std::vector<std::vector<std::uint32_t>> rows(n);
        std::vector<std::size_t> seenAt(2 * n, n * n);  // the cell whose options last showed each value
        for (std::size_t x = 0; x < n; ++x)
            for (std::size_t y = 0; y < n; ++y) {
                checkpoint("preparing the table of NIM values", x + y + 1);
                const std::size_t cell = x * n + y;
                for (std::size_t smaller = 0; smaller < x; ++smaller) seenAt[rows[smaller][y]] = cell;
                for (std::size_t smaller = 0; smaller < y; ++smaller) seenAt[rows[x][smaller]] = cell;
                std::uint32_t mex = 0;
                while (seenAt[mex] == cell) ++mex;
                rows[x].push_back(mex);
            }
        table = std::move(rows);
    }
    return table[a][b];
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // A large exhaustive domain (80200 pairs) of plain arithmetic, and a largest size to refuse.
    Domain<Pair> wide = domains::stacks<2>("", domains::Order::Increasing);
    wide.largestAdmitted = 1000000;
    registry.add(claim<Pair>(
        {.id = "harness/wide",
         .citation = "harness: a large exhaustive domain that costs little",
         .statement = "(a + b)^2 >= 4ab for all 0 <= a < b.",
         .bound = 400},
        {wide, [](const Pair& p) {
             const std::int64_t a = p[0], b = p[1];
             return (a + b) * (a + b) >= 4 * a * b ? Judgement::pass()
                                                   : Judgement::fail(">= 4ab", std::to_string((a + b) * (a + b)));
         }}));
    // A claim on a solved table: Wythoff's P-positions, by the golden ratio.
    const TwoStackGame wythoff = twoStackGame("", games::wythoff);
    registry.add(claim<Pair>(
        {.id = "harness/wythoff",
         .citation = "harness: a claim on an oracle's table",
         .statement = "In Wythoff's game, [a, b] with a < b is a P-position iff a = floor((b - a) phi).",
         .bound = 40},
        outcomeProperty(wythoff, domains::stacks<2>("", domains::Order::Increasing), [](std::int64_t a, std::int64_t b) {
            return a == static_cast<std::int64_t>(std::floor(static_cast<double>(b - a) * (1 + std::sqrt(5.0)) / 2));
        })));
    // A table whose preparation takes minutes at a large bound: for time limits and interrupts.
    Property<Pair> xorRule{domains::stacks<2>(""), [](const Pair& p) {
                               const std::uint32_t value = grundy(p[0], p[1]), claimed = p[0] ^ p[1];
                               return value == claimed ? Judgement::pass()
                                                       : Judgement::fail(std::to_string(claimed), std::to_string(value));
                           }};
    xorRule.prepare = [](std::int64_t n) { grundy(n, n); };
    registry.add(claim<Pair>({.id = "harness/nim-table",
                              .citation = "harness: a table that takes minutes to prepare at a large bound",
                              .statement = "In two-heap NIM, the Grundy value of [a, b] is a XOR b.",
                              .bound = 20},
                             xorRule));
}

}  // namespace gameaudit::harness
