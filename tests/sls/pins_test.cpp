// Every So Long Sucker claim, at its default bound, gives its pinned verdict.
#include <catch2/catch.hpp>

#include "core/claim.hpp"

TEST_CASE("sls claims match their pins", "[sls][pins]") {
    int seen = 0;
    for (const gameaudit::Claim& c : gameaudit::Registry::instance().claims()) {
        if (c.info.paper() != "sls-v1" && c.info.paper() != "sls-v2") continue;
        ++seen;
        gameaudit::Result r = c.check({});
        INFO(c.info.id << ": " << gameaudit::name(r.verdict) << " " << r.scope << " " << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : std::string()));
        CHECK(r.verdict != gameaudit::Verdict::Error);
        CHECK(r.matches(c.info.expect));
    }
    CHECK(seen > 60);
}
