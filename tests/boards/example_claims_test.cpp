// examples/boards, the repository a researcher copies: its claims give their pinned verdicts
// (built here into test_boards, as `boards check --all` would run them).
#include <catch2/catch.hpp>

#include "examples/boards/claims.cpp"

TEST_CASE("the boards example's claims give their pinned verdicts", "[boards][example]") {
    int checked = 0;
    for (const gameaudit::Claim& c : gameaudit::Registry::instance().claims()) {
        if (c.info.id.rfind("boards/", 0) != 0) continue;
        const gameaudit::Result r = c.check(gameaudit::CheckOptions{.cases = 50});
        INFO(c.info.id << ": " << name(r.verdict) << " " << r.scope << " " << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : ""));
        CHECK(r.matches(c.info.expect));
        ++checked;
    }
    CHECK(checked == 4);
}
