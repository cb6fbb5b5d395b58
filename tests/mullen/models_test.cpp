// Rules self-tests of the Mullen (2016) stack games, and the fast table against the
// memoised solver on the same rules.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <algorithm>

#include "models/mullen/euclid.hpp"
#include "models/mullen/max_nim.hpp"
#include "models/mullen/stack_games.hpp"
#include "models/mullen/two_stack_rules.hpp"
#include "oracles/mullen/stack_solver.hpp"
#include "oracles/mullen/stack_table.hpp"
#include "oracles/two_stack.hpp"

using namespace gameaudit;
using namespace gameaudit::games;


TEST_CASE("MINNIE moves remove 1..smallest chips from one stack") {
    auto opts = optionsInPlace(minnie(), {3, 5});
    std::vector<Stacks> expected{{2, 5}, {1, 5}, {0, 5}, {3, 4}, {3, 3}, {3, 2}};
    std::sort(opts.begin(), opts.end());
    std::sort(expected.begin(), expected.end());
    CHECK(opts == expected);
    CHECK(optionsInPlace(minnie(), {0, 4}).size() == 4);  // a lone stack is the smallest
}

TEST_CASE("MINE never leaves two equal stacks") {
    auto opts = optionsInPlace(mine(), {2, 3});
    std::sort(opts.begin(), opts.end());
    CHECK(opts == std::vector<Stacks>{{0, 3}, {1, 3}, {2, 1}});
}

TEST_CASE("NIMB options of [3,4,6] as printed in §3") {
    auto opts = optionsInPlace(nimb(), {3, 4, 6});
    std::sort(opts.begin(), opts.end());
    std::vector<Stacks> printed{{2, 4, 6}, {1, 4, 6}, {0, 4, 6}, {3, 2, 6}, {3, 1, 6}, {3, 4, 2}, {3, 4, 1}};
    std::sort(printed.begin(), printed.end());
    CHECK(opts == printed);
}

TEST_CASE("NIMTB has no move from equal stacks") { CHECK(optionsInPlace(nimtb(), {2, 2, 5}).empty()); }

TEST_CASE("SUSEN and JENNIFER subtraction sets are the stack sizes and their complement") {
    auto s = optionsInPlace(susen(), {2, 5});
    std::sort(s.begin(), s.end());
    CHECK(s == std::vector<Stacks>{{0, 5}, {2, 0}, {2, 3}});
    auto j = optionsInPlace(jennifer(), {2, 5});
    std::sort(j.begin(), j.end());
    CHECK(j == std::vector<Stacks>{{1, 5}, {2, 1}, {2, 2}, {2, 4}});
}

TEST_CASE("SUSEN's generated moves are every removal of a stack size, in move order") {
    rc::prop("SUSEN moves match the rule scanned value by value", [] {
        Stacks s = *rc::gen::container<Stacks>(*rc::gen::inRange(1, 5), rc::gen::inRange<std::int64_t>(0, 15));
        std::vector<Stacks> scanned;  // the rule: remove d chips where some non-empty stack holds d
        for (std::size_t i = 0; i < s.size(); ++i)
            for (std::int64_t to = 0; to < s[i]; ++to)
                if (std::find(s.begin(), s.end(), s[i] - to) != s.end()) {
                    Stacks o = s;
                    o[i] = to;
                    scanned.push_back(o);
                }
        RC_ASSERT(optionsInPlace(susen(), s) == scanned);
    });
}

TEST_CASE("Greedy NIM moves only a largest stack") {
    for (const Stacks& o : optionsInPlace(greedyNim(), {2, 5, 5})) CHECK(o[0] == 2);
}

TEST_CASE("every generated move lowers exactly one stack") {
    for (const StackGame& g : stackGames()) {
        rc::prop(g.name + " moves lower one stack", [g] {
            Stacks s = *rc::gen::container<Stacks>(*rc::gen::inRange(1, 5), rc::gen::inRange<std::int64_t>(0, 12));
            for (const Stacks& o : optionsInPlace(g, s)) {
                int changed = 0;
                for (std::size_t i = 0; i < s.size(); ++i) {
                    RC_ASSERT(o[i] >= 0);
                    RC_ASSERT(o[i] <= s[i]);
                    changed += o[i] != s[i];
                }
                RC_ASSERT(changed == 1);
            }
        });
    }
}

TEST_CASE("each game's moves are exactly the moves its rule accepts, in move order") {
    for (const StackGame& g : stackGames()) {
        REQUIRE(g.legal);  // every game of the thesis states its rule move by move
        Stacks s(3, 0);
        for (s[0] = 0; s[0] <= 7; ++s[0])
            for (s[1] = 0; s[1] <= 7; ++s[1])
                for (s[2] = 0; s[2] <= 7; ++s[2]) {
                    std::vector<std::pair<std::size_t, std::int64_t>> generated, accepted;
                    g.moves(s, [&](Move m) {
                        generated.emplace_back(m.stack, m.to);
                        return true;
                    });
                    for (std::size_t i = 0; i < 3; ++i)
                        for (std::int64_t v = 0; v < s[i]; ++v)
                            if (g.legal(s, {i, v})) accepted.emplace_back(i, v);
                    INFO(g.name << " " << show(g, s));
                    REQUIRE(generated == accepted);
                }
    }
}

// The table solves from the P-positions on each line, or, for a game where lines are crowded
// (SUSEN), from its moves after a trial of 4096 positions: 2 stacks up to 100 go past the trial.
TEST_CASE("the colex table agrees with the memoised solver on every game") {
    for (const StackGame& g : stackGames()) {
        for (std::size_t k = 1; k <= 3; ++k) {
            StackTable table(g, k);
            table.solveUpTo(5);
            table.solveUpTo(k == 3 ? 9 : k == 2 ? 100 : 14);  // growing keeps earlier entries
            StackSolver solver = games::solver(g);
            const std::int64_t n = table.solvedUpTo();
            Stacks s(k, 0);
            // Every tuple, sorted or not.
            std::function<void(std::size_t)> all = [&](std::size_t i) {
                if (i == k) {
                    INFO(g.name << " " << show(g, s));
                    REQUIRE(table.isP(s) == !solver.moverWins(normalized(s)));
                    return;
                }
                for (s[i] = 0; s[i] <= n; ++s[i]) all(i + 1);
                s[i] = 0;
            };
            all(0);
        }
    }
}

TEST_CASE("Euclid moves subtract multiples of the smaller stack") {
    CHECK(euclidOptions({51, 14}, EuclidEnd::ZeroEnds) == std::vector<EuclidPair>{{37, 14}, {23, 14}, {14, 9}});
    CHECK(euclidOptions({28, 14}, EuclidEnd::ZeroEnds) == std::vector<EuclidPair>{{14, 14}, {14, 0}});
    CHECK(euclidOptions({28, 14}, EuclidEnd::PositiveStays) == std::vector<EuclidPair>{{14, 14}});
    CHECK(partizanEuclidMove({31, 12}, Side::Left) == EuclidPair{12, 7});
    CHECK(partizanEuclidMove({31, 12}, Side::Right) == EuclidPair{12, 5});
    CHECK(!partizanEuclidMove({2, 1}, Side::Right));
}

TEST_CASE("Maximum NIM: one-stack NIM when the rule allows the whole stack") {
    auto g = maxNimGrundy([](std::int64_t n) { return n; }, 30);
    for (std::int64_t n = 0; n <= 30; ++n) CHECK(g[n] == n);
    auto half = maxNimGrundy(lessThanHalf, 4);
    CHECK(half == std::vector<unsigned>{0, 0, 0, 1, 0});
}

TEST_CASE("MINNIE on the shared two-stack table agrees with the colex table") {
    TwoStackTable two(minnieTwoStacks());
    StackTable colex(minnie(), 2);
    two.solveUpTo(150);
    colex.solveUpTo(150);
    for (std::int64_t x = 0; x <= 150; ++x)
        for (std::int64_t y = 0; y <= 150; ++y) {
            INFO("M[" << x << "," << y << "]");
            REQUIRE(two.isP(x, y) == colex.isP({x, y}));
        }
}

TEST_CASE("hand-checked values") {
    StackTable m(minnie(), 3);
    m.solveUpTo(12);
    CHECK(m.isP({3, 8}));        // Theorem 5.2's M[3,8]
    CHECK(m.isP({4, 4}));
    CHECK(!m.isP({3, 4}));       // -> M[1,3]
    CHECK(m.isP({3, 3, 3}));
    CHECK(m.isP({1, 3, 4}));
    StackSolver nimSolver = games::solver(nim());
    CHECK(nimSolver.grundy({3, 31, 21}) == 9);  // 3 ⊕ 31 ⊕ 21
    StackSolver nimbSolver = games::solver(nimb());
    CHECK(nimbSolver.grundy({1, 1}) == 0);  // no legal move
    CHECK(nimbSolver.grundy({2, 5}) == 1);
    CHECK(nimbSolver.grundy({4}) == 4);  // one stack: NIM
}
