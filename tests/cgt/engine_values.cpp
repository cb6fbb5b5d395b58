// Hand-checked values of the CGT engine: numbers, nimbers, switches, ups, parsing and printing.
#include <catch2/catch.hpp>

#include "cgt/game.hpp"
#include "tests/cgt/parse.hpp"

using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Game;

TEST_CASE("simplest numbers of Conway's examples") {
    CHECK(Game::of({Game::integer(0)}, {}) == Game::integer(1));
    CHECK(Game::of({}, {Game::integer(0)}) == Game::integer(-1));
    CHECK(Game::of({Game::integer(0)}, {Game::integer(1)}) == Game::number(Dyadic(1, 1)));
    CHECK(Game::of({Game::integer(-1)}, {Game::integer(1)}) == Game());
    CHECK(g("{1/2|1}") == g("3/4"));
    CHECK(g("{1|}") == g("2"));
    CHECK(g("{-5/8|3}") == g("0"));
    CHECK(g("{7/4|15/8}") == g("29/16"));
    CHECK(g("1/2 + 1/2") == g("1"));
    CHECK(g("{|*}") == g("0"));
    CHECK(g("{-7/4|-3/2}") == g("-13/8"));
    CHECK(g("{|-3/2}") == g("-2"));
    CHECK(g("{-3/2|}") == g("0"));
    CHECK(g("{-2|-1}") == g("-3/2"));
    CHECK(g("-13/8").birthday() == 5);
    CHECK(g("{1/2|}").str() == "1");
}

TEST_CASE("nimbers add by nim-sum") {
    CHECK(g("*") == Game::of({Game()}, {Game()}));
    CHECK(g("*+*") == g("0"));
    CHECK(g("*2+*3") == g("*"));
    CHECK(g("*3+*4+*8+*9") == g("*6"));
    CHECK(Game::nimber(5).nimber() == 5u);
    CHECK(g("*").outcome() == gameaudit::Outcome::N);
}

TEST_CASE("switches, ups and their sums") {
    CHECK(g("{2|0}") == g("1+±1"));
    CHECK(g("{2|0}").str() == "1+±1");
    CHECK(g("±1").str() == "±1");
    CHECK(g("{1|-1}+*").str() == "*+±1");
    CHECK(g("*+±1") == g("{1*|-1*}"));
    CHECK(g("{0|*}") == g("^"));
    CHECK(g("^").str() == "^");
    CHECK(g("^+*").str() == "^*");
    CHECK(g("{0,*|0}") == g("^*"));
    CHECK(g("^+^").str() == "^2");
    CHECK(g("v").str() == "v");
    CHECK(g("1/2*").str() == "1/2*");
    CHECK(g("-1+^").str() == "-1+^");
    CHECK(g("±1+±1") == g("0"));
    CHECK(g("{2|0} + {1|-1}").str() == "1");  // ±1 + ±1 = 0
    CHECK(g("±2 + ±1").str() == "{2+±1|-2+±1}");
    CHECK(g("{0|-1}").str() == "-1/2+±1/2");
    CHECK(g("^").outcome() == gameaudit::Outcome::L);
    CHECK(g("±1").outcome() == gameaudit::Outcome::N);
    CHECK(g("-1+±1").outcome() == gameaudit::Outcome::N);
    CHECK(g("-1+±1/2").outcome() == gameaudit::Outcome::R);
}

TEST_CASE("every printed form parses back to the same game") {
    for (const char* t : {"0", "*", "*2", "1/2", "-3/4", "±1", "{2|0}", "1+±1", "^", "{1|-1}+*", "^*", "v*3",
                          "{3|{1|-1}}", "{1*|-1*}", "-2+±1", "{0|^}", "{^*|v}"}) {
        Game x = g(t);
        INFO(t << " prints as " << x.str());
        CHECK(g(x.str().c_str()) == x);
    }
}

TEST_CASE("malformed games are rejected with a message") {
    CHECK_THROWS_WITH(g("{1|2"), Catch::Contains("expected '}'"));
    CHECK_THROWS_WITH(g("1/3"), Catch::Contains("power of two"));
    CHECK_THROWS_WITH(g("{1||2}"), Catch::Contains("'||'"));
    CHECK_THROWS_WITH(g("x"), Catch::Contains("expected a game"));
    CHECK_THROWS_WITH(g(""), Catch::Contains("expected a game"));
    CHECK_THROWS_WITH(g("1 2"), Catch::Contains("unexpected"));
}
