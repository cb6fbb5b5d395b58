// chen-gasarch: refuted pins reproduce, the solver and the figures work, domains refuse
// outsiders (every claim's pin is checked by tests/test_pins.cpp).
#include <catch2/catch.hpp>

#include "core/claim.hpp"
#include "core/errors.hpp"

using namespace gameaudit;

namespace {
std::vector<const Claim*> paperClaims() {
    std::vector<const Claim*> v;
    for (const Claim& c : Registry::instance().claims())
        if (c.info.paper() == "chen-gasarch") v.push_back(&c);
    return v;
}
}  // namespace

TEST_CASE("refuted staircase counterexamples reproduce", "[nim_cash][claims]") {
    for (const Claim* c : paperClaims())
        if (c->info.expect.refuted) {
            INFO(c->info.id);
            CHECK_FALSE(c->evaluate(c->info.expect.counterexample).holds);
        }
}

TEST_CASE("the nim-cash solver names the outcome and the winning moves", "[nim_cash][solver]") {
    const Solver* s = Registry::instance().solver("nim-cash");
    REQUIRE(s);
    // Taking 1 leaves 9 stones, the mover 5 dollars: the other player, to move, is written first.
    CHECK(s->solve("A={1,2} n=10 d=6 e=5") == "A={1,2} n=10 d=6 e=5: N; winning moves to A={1,2} n=9 d=5 e=5");
    CHECK(s->solve("A={1,2} n=3 d=inf e=inf") == "A={1,2} n=3 d=inf e=inf: P; no winning move");
    CHECK_THAT(s->solve("A={1,2} n=4"), Catch::EndsWith(": N; winning moves to A={1,2} n=3 d=inf e=inf"));
    CHECK_THROWS_AS(s->solve("A={1,2} n=ten"), InputError);
}

TEST_CASE("the three staircase figures render", "[nim_cash][figures]") {
    int found = 0;
    for (const Figure& f : Registry::instance().figures())
        if (f.paper == "chen-gasarch") {
            ++found;
            const std::string svg = f.svg();
            CHECK_THAT(svg, Catch::StartsWith("<svg"));
            CHECK_THAT(svg, Catch::Contains("<rect"));
        }
    CHECK(found == 3);
}

TEST_CASE("a position outside a staircase claim's domain is refused", "[nim_cash][claims]") {
    const Claim* c = Registry::instance().claim("chen-gasarch/thm6.4a");
    REQUIRE(c);
    // A position outside the both-middle-class window is refused with a reason.
    CHECK_THROWS_AS(c->evaluate("A={1,4} n=20 d=0 e=0"), InputError);
}
