// Every Snodgrass (1979) claim at its default bound: its verdict must match its pin.
#include <catch2/catch.hpp>

#include <cstdio>

#include "core/claim.hpp"
#include "core/errors.hpp"
#include "oracles/cgt/forms.hpp"
#include "properties/snodgrass1979/support.hpp"

TEST_CASE("snodgrass1979 claims match their pins") {
    int count = 0;
    for (const auto& c : gameaudit::Registry::instance().claims()) {
        if (c.info.paper() != "snodgrass1979") continue;
        ++count;
        gameaudit::Result r = c.check({});
        std::fprintf(stderr, "%-28s %-8s %6.2fs  %s%s\n", c.info.id.c_str(), std::string(name(r.verdict)).c_str(),
                     r.seconds, r.scope.substr(0, 90).c_str(),
                     r.counterexample ? (" | counterexample " + r.counterexample->position + ": claimed " +
                                         r.counterexample->claimed + ", actual " + r.counterexample->actual + "; " +
                                         r.counterexample->witness.substr(0, 300))
                                            .c_str()
                                      : r.error.c_str());
        INFO(c.info.id << ": " << name(r.verdict) << " " << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : std::string()));
        CHECK(r.matches(c.info.expect));
    }
    CHECK(count >= 30);
}

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
    CHECK(reg.solver("cgt")->solve("{2|0} + {1|-1}").find("canonical form: 1\n") == 0);
    CHECK(reg.solver("strip")->solve("R3B").find("R3B = -1+±1") == 0);
}

TEST_CASE("the periodicity certificate refuses what it cannot prove") {
    using namespace gameaudit::snodgrass1979;
    CHECK_FALSE(periodicityCertificate().empty());
    CHECK(periodicCertificate([](int n) { return n < 11; }, "a property failing at 11").empty());
    CHECK_FALSE(periodicCertificate([](int) { return true; }, "a true property").empty());
}

TEST_CASE("bad input to the solvers is an input error") {
    const auto& reg = gameaudit::Registry::instance();
    CHECK_THROWS_AS(reg.solver("cgt")->solve("{1|"), gameaudit::InputError);
    CHECK_THROWS_AS(reg.solver("strip")->solve("R4Q"), gameaudit::InputError);
    CHECK_THROWS_AS(gameaudit::cgt::parseForm("{0|"), gameaudit::InputError);
    CHECK(gameaudit::cgt::show(gameaudit::cgt::parseForm("{0,{0|}|{|0}}")) == "{0,{0|}|{|0}}");
}
