// Mean, temperature, thermographs and atomic weights against textbook values (Winning Ways,
// Lessons in Play, Siegel's CGT).
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "cgt/atomic_weight.hpp"
#include "cgt/thermograph.hpp"
#include "core/claim.hpp"
#include "core/errors.hpp"
#include "oracles/cgt/forms.hpp"
#include "tests/cgt/parse.hpp"

using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Game;

namespace {
Dyadic d(long long n, unsigned k = 0) { return Dyadic(n, k); }
}  // namespace

TEST_CASE("the thermograph of {2|-1}: walls 2 - t and -1 + t meeting at mean 1/2, temperature 3/2") {
    auto th = gameaudit::cgt::thermograph(g("{2|-1}"));
    CHECK(th.mean == d(1, 1));
    CHECK(th.temperature == d(3, 1));
    for (auto [t, left, right] : {std::tuple{d(-1), d(3), d(-2)}, std::tuple{d(0), d(2), d(-1)},
                                  std::tuple{d(1), d(1), d(0)}, std::tuple{d(3, 1), d(1, 1), d(1, 1)},
                                  std::tuple{d(5), d(1, 1), d(1, 1)}}) {
        INFO("t = " << t.str());
        CHECK(th.left.at(t) == left);
        CHECK(th.right.at(t) == right);
    }
    std::string svg = gameaudit::cgt::thermographSvg(g("{2|-1}"));
    CHECK(svg.find("<polyline") != std::string::npos);
    CHECK(svg.find("temperature 3/2") != std::string::npos);
}

TEST_CASE("temperatures and means of textbook games") {
    for (int n = 1; n <= 6; ++n) {
        Game pm = Game::plusMinus(Game::integer(n));
        CHECK(gameaudit::cgt::temperature(pm) == d(n));
        CHECK(gameaudit::cgt::mean(pm) == d(0));
    }
    CHECK(gameaudit::cgt::temperature(g("0")) == d(-1));
    CHECK(gameaudit::cgt::temperature(g("5")) == d(-1));
    CHECK(gameaudit::cgt::temperature(g("3/8")) == d(-1, 3));
    CHECK(gameaudit::cgt::temperature(g("*")) == d(0));
    CHECK(gameaudit::cgt::temperature(g("^")) == d(0));
    CHECK(gameaudit::cgt::temperature(g("*600 + ^17 + 5/4")) == d(0));
    CHECK(gameaudit::cgt::mean(g("*600 + ^17 + 5/4")) == d(5, 2));
    CHECK(gameaudit::cgt::temperature(g("{1|0}")) == d(1, 1));       // 1/2 ± 1/2
    // {3|{2|1}}: Right's scaffold is 2 until {2|1} freezes at t = 1/2, then 3/2 + t; it meets
    // 3 - t at t = 3/4, x = 9/4. {4|{2|0}}: 4 - t meets 1 + t at t = 3/2, x = 5/2.
    CHECK(gameaudit::cgt::temperature(g("{3|{2|1}}")) == d(3, 2));
    CHECK(gameaudit::cgt::mean(g("{3|{2|1}}")) == d(9, 2));
    CHECK(gameaudit::cgt::temperature(g("{4|{2|0}}")) == d(3, 1));
    CHECK(gameaudit::cgt::mean(g("{4|{2|0}}")) == d(5, 1));
    CHECK(gameaudit::cgt::mean(g("±1 + {2|-1} + 3")) == d(7, 1));    // means add
}

TEST_CASE("means add and the walls bound the stops, on random games") {
    rc::prop("mean(G + H) = mean(G) + mean(H); LW(0), RW(0) are the stops", [] {
        auto a = *gameaudit::cgt::genForm(0, 3, 2), b = *gameaudit::cgt::genForm(0, 3, 2);
        gameaudit::cgt::FormPool pool;
        Game x = pool.canonical(pool.add(a)), y = pool.canonical(pool.add(b));
        RC_ASSERT(gameaudit::cgt::mean(x + y) == gameaudit::cgt::mean(x) + gameaudit::cgt::mean(y));
        auto th = gameaudit::cgt::thermograph(x);
        if (!x.isNumber()) {
            RC_ASSERT(th.left.at(Dyadic(0)) == x.leftStop());
            RC_ASSERT(th.right.at(Dyadic(0)) == x.rightStop());
        }
    });
}

TEST_CASE("atomic weights of all-small games") {
    using gameaudit::cgt::atomicWeight;
    CHECK(atomicWeight(g("^")) == Game::integer(1));
    CHECK(atomicWeight(g("^*")) == Game::integer(1));
    CHECK(atomicWeight(g("v*")) == Game::integer(-1));
    CHECK(atomicWeight(g("^3*5")) == Game::integer(3));
    CHECK(atomicWeight(g("*7")) == Game::integer(0));
    CHECK(atomicWeight(g("{0|^*}")) == atomicWeight(g("^2")));  // {0|^*} = ^2
    CHECK(atomicWeight(g("{0,*|0}")) == Game::integer(1));      // ^* written out
    CHECK(!atomicWeight(g("1/2")));
    CHECK(!atomicWeight(g("±1")));
    // The two-ahead rule: atomic weight >= 2 makes G positive, <= -2 negative.
    rc::prop("two ahead", [] {
        auto f = *gameaudit::cgt::genForm(0, 4, 3);
        gameaudit::cgt::FormPool pool;
        Game x = pool.canonical(pool.add(f));
        RC_PRE(gameaudit::cgt::isAllSmall(x));
        Game w = *atomicWeight(x);
        RC_CLASSIFY(w.isNumber() && !(w == Game()), "non-zero weight");
        if (Game::integer(2).leq(w)) RC_ASSERT(Game().less(x));
        if (w.leq(Game::integer(-2))) RC_ASSERT(x.less(Game()));
    });
}

TEST_CASE("solve cgt prints closed forms and the values, and draws the thermograph") {
    const auto* solver = gameaudit::Registry::instance().solver("cgt");
    REQUIRE(solver);
    std::string out = solver->solve("*600 + ^17");
    CHECK(out.find("^17*600: value ^17*600, outcome L\n") == 0);
    CHECK(out.find("birthday 618,") != std::string::npos);  // 17 + (600 xor 1)
    CHECK(out.find("atomic weight 17\n") != std::string::npos);
    out = solver->solve("{2|-1}");
    CHECK(out.find("mean 1/2, temperature 3/2\n") != std::string::npos);
    CHECK(out.find("\nLeft's winning moves (Left first): 2 (= 2)\nRight's winning moves (Right first): -1 (= -1)") !=
          std::string::npos);
    CHECK(solver->picture("{2|-1}").find("<svg") == 0);
    CHECK_THROWS_AS(solver->solve("{2|-1"), gameaudit::InputError);
}
