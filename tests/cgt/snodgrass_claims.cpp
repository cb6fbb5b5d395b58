// Snodgrass (1979): the certificate, the solvers and their errors (pins: tests/test_pins.cpp).
#include <catch2/catch.hpp>

#include <cstdio>

#include "core/claim.hpp"
#include "core/errors.hpp"
#include "oracles/cgt/forms.hpp"
#include "oracles/snodgrass/periodicity.hpp"

TEST_CASE("Theorem 1 is certified for every n") {
    const auto* c = gameaudit::Registry::instance().claim("snodgrass1979/thm1");
    REQUIRE(c);
    auto r = c->check({});
    CHECK(r.scope.find("every size by certificate") != std::string::npos);
}

TEST_CASE("the solvers answer in the thesis's notation") {
    const auto& reg = gameaudit::Registry::instance();
    REQUIRE(reg.solver("cgt"));
    REQUIRE(reg.solver("strip"));
    CHECK(reg.solver("cgt")->solve("{2|0} + {1|-1}").find("1: value 1, outcome L\n") == 0);
    CHECK(reg.solver("strip")->solve("R3B") == "R3B: value -1+±1, outcome N\n"
                                               "birthday 3, stops 0 and -2, mean -1, temperature 1\n"
                                               "Left's winning moves (Left first): R2B (= 0), R1R + R1B (= 0), R1B + B1B (= 0), R2B (= 0)\n"
                                               "Right's winning moves (Right first): R1B + R1B (= -2)");
}

TEST_CASE("the periodicity certificate refuses what it cannot prove") {
    using namespace gameaudit::snodgrass;
    CHECK(valuesHavePeriod4());
    CHECK_FALSE(holdsForEveryLength([](int n) { return n < 11; }));
    CHECK(holdsForEveryLength([](int) { return true; }));
}

TEST_CASE("bad input to the solvers is an input error") {
    const auto& reg = gameaudit::Registry::instance();
    CHECK_THROWS_AS(reg.solver("cgt")->solve("{1|"), gameaudit::InputError);
    CHECK_THROWS_AS(reg.solver("strip")->solve("R4Q"), gameaudit::InputError);
    CHECK_THROWS_AS(gameaudit::cgt::parseForm("{0|"), gameaudit::InputError);
    CHECK(gameaudit::cgt::show(gameaudit::cgt::parseForm("{0,{0|}|{|0}}")) == "{0,{0|}|{|0}}");
}
