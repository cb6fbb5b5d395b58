// The two-stack table oracle against plain memoised game-tree search, and published values.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "models/two_stack_games.hpp"
#include "oracles/impartial.hpp"
#include "oracles/two_stack.hpp"

using namespace gameaudit;
using Pos = std::pair<std::int64_t, std::int64_t>;

namespace {

struct PosHash {
    std::size_t operator()(const Pos& p) const { return std::hash<std::int64_t>()(p.first * 1000003 + p.second); }
};

// The table must agree with a search that knows nothing but the options.
void agreesWithSearch(TwoStackRules rules, std::int64_t n) {
    TwoStackTable table(rules);
    table.solveUpTo(n);
    ImpartialSolver<Pos, PosHash> search([&](const Pos& p) { return table.options(p.first, p.second); }, rules.play);
    for (std::int64_t x = 0; x <= n; ++x)
        for (std::int64_t y = 0; y <= n; ++y) {
            INFO(x << "," << y);
            REQUIRE(table.isP(x, y) == !search.moverWins({x, y}));
        }
}

}  // namespace

TEST_CASE("table oracle agrees with game-tree search") {
    agreesWithSearch(games::wythoff(), 40);
    agreesWithSearch(games::wynnie(), 40);
    agreesWithSearch(games::misereWynnie(), 40);
}

TEST_CASE("Wythoff P-positions match the published ones") {
    TwoStackTable t(games::wythoff());
    t.solveUpTo(30);
    // OEIS A000201 / A001950: (0,0), (1,2), (3,5), (4,7), (6,10), (8,13), (9,15), (11,18), (12,20).
    std::vector<Pos> published = {{0, 0}, {1, 2}, {3, 5}, {4, 7}, {6, 10}, {8, 13}, {9, 15}, {11, 18}, {12, 20}};
    std::vector<Pos> found;
    for (std::int64_t a = 0; a <= 12; ++a)
        for (std::int64_t b = a; b <= 30; ++b)
            if (t.isP(a, b)) found.emplace_back(a, b);
    CHECK(found == published);
}

TEST_CASE("WYNNIE and misère WYNNIE by hand") {
    TwoStackTable w(games::wynnie()), m(games::misereWynnie());
    w.solveUpTo(6);
    m.solveUpTo(6);
    CHECK(w.isP(0, 0));       // no move: the player to move has lost
    CHECK_FALSE(w.isP(0, 5)); // a lone stack is taken whole
    CHECK_FALSE(w.isP(1, 1)); // take both
    CHECK(w.isP(1, 2));       // [0,2], [1,1] and [0,1] all lose
    CHECK_FALSE(m.isP(0, 0)); // misère: the last mover lost
    CHECK(m.isP(0, 1));       // forced to take the last chip
    CHECK_FALSE(m.isP(1, 1)); // move to [0,1]
    CHECK(m.isP(2, 2));       // [1,2], [0,2], [1,1] all reach [0,1]; [0,0] loses
}

TEST_CASE("WYNNIE's options follow the rules: k up to the smallest existing stack") {
    TwoStackTable w(games::wynnie());
    CHECK(w.options(0, 3) == std::vector<Pos>{{0, 2}, {0, 1}, {0, 0}});
    CHECK(w.options(2, 5) == std::vector<Pos>{{1, 5}, {0, 5}, {2, 4}, {2, 3}, {1, 4}, {0, 3}});
    TwoStackTable y(games::wythoff());
    CHECK(y.options(1, 3).size() == 1 + 3 + 1);
}

TEST_CASE("the table is symmetric in the two stacks and grows consistently") {
    rc::prop("isP(x, y) == isP(y, x), and re-solving larger keeps every value", [] {
        const auto n = *rc::gen::inRange<std::int64_t>(1, 60);
        TwoStackTable small(games::wynnie()), large(games::wynnie());
        small.solveUpTo(n);
        large.solveUpTo(n);
        large.solveUpTo(n + *rc::gen::inRange<std::int64_t>(1, 40));
        const auto x = *rc::gen::inRange<std::int64_t>(0, n + 1);
        const auto y = *rc::gen::inRange<std::int64_t>(0, n + 1);
        RC_ASSERT(small.isP(x, y) == small.isP(y, x));
        RC_ASSERT(small.isP(x, y) == large.isP(x, y));
    });
}
