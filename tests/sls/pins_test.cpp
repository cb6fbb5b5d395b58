// The So Long Sucker solver and figure (every claim's pin is checked by tests/test_pins.cpp).
#include <catch2/catch.hpp>

#include "core/claim.hpp"

#include <cstdlib>

#include "core/errors.hpp"

TEST_CASE("sls solver prints the winner and rejects malformed states", "[sls]") {
    const gameaudit::Solver* s = gameaudit::Registry::instance().solver("sls");
    REQUIRE(s != nullptr);
    std::string out = s->solve("B(2,0) R(0,1) [_ _] B");
    CHECK(out.find("full rules: B wins") != std::string::npos);
    CHECK(out.find("winning moves:\n  B places b on an empty pile") != std::string::npos);
    CHECK_THROWS_AS(s->solve("B(2,0) R(0,1) [rr] B"), gameaudit::InputError);
}

TEST_CASE("sls Theorem 5.4 scaling figure reports the checked chip count", "[sls]") {
    const gameaudit::Figure* figure = nullptr;
    for (const gameaudit::Figure& f : gameaudit::Registry::instance().figures())
        if (f.file == "sls-theorem54-scaling.md") figure = &f;
    REQUIRE(figure != nullptr);
    setenv("GAMEAUDIT_SLS_FIGURE_CHIPS", "5", 1);
    std::string table = figure->markdown();
    unsetenv("GAMEAUDIT_SLS_FIGURE_CHIPS");
    CHECK(table.find("| 5 | 1814 |") != std::string::npos);  // states with 5 chips, B to play
    CHECK(table.find("**5**") != std::string::npos);
}

TEST_CASE("sls Theorem 5.4 refuses a bound whose tables exceed the memory limit, naming what they need", "[sls]") {
    const gameaudit::Claim* c = gameaudit::Registry::instance().claim("sls-v2/thm5.4b");
    REQUIRE(c != nullptr);
    gameaudit::CheckOptions options;
    options.bound = 40;  // tables of about 60 GiB, past the 8 GiB memory limit
    try {
        c->check(options);
        FAIL("a 40-chip bound was accepted");
    } catch (const gameaudit::InputError& e) {
        CHECK_THAT(e.what(), Catch::Contains("40 chips would need") && Catch::Contains("of memory; the limit is"));
    }
}

TEST_CASE("sls claims read without voluntary discards are backed by the rule sets' agreement as deep", "[sls]") {
    // Such claims name sls-v1/rem2.11-alt in their reading: it must reach their bound and random range.
    const gameaudit::Claim* agree = gameaudit::Registry::instance().claim("sls-v1/rem2.11-alt");
    REQUIRE(agree != nullptr);
    const double reach = agree->info.randomReach * static_cast<double>(agree->info.bound);
    int relying = 0;
    for (const gameaudit::Claim& c : gameaudit::Registry::instance().claims()) {
        if (c.info.id == agree->info.id || c.info.reading.find("sls-v1/rem2.11-alt") == std::string::npos) continue;
        ++relying;
        INFO(c.info.id);
        CHECK(c.info.bound <= agree->info.bound);
        CHECK(c.info.randomReach * static_cast<double>(c.info.bound) <= reach);
    }
    CHECK(relying >= 4);  // the *-placements claims of Theorem 5.4 and the proof steps at least
}
