// Every registered claim, checked at its default bound, must give its pinned verdict (and a
// refuted claim its pinned minimal counterexample): a change of the oracle's mind fails here.
#include <catch2/catch.hpp>

#include <set>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {

void checkPaper(const std::string& paper) {
    int checked = 0;
    for (const Claim& c : Registry::instance().claims()) {
        if (c.info.paper() != paper) continue;
        ++checked;
        Result r = c.check(CheckOptions{});
        INFO(c.info.id << ": " << name(r.verdict) << " " << r.scope << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : std::string()));
        CHECK(r.matches(c.info.expect));
        CHECK(r.cases() > 0);
        if (r.counterexample) {
            // Minimal, unless only the prover reaches it (beyond every exhaustive bound).
            CHECK((r.counterexample->minimal || (r.proof && r.proof->status == Proof::Status::Refuted)));
            CHECK_FALSE(r.counterexample->witness.empty());
            CHECK_FALSE(r.reproduce.empty());
            CHECK_FALSE(c.evaluate(r.counterexample->position).holds);  // the printed position reproduces it
        }
    }
    WARN(paper << ": " << checked << " claims checked");
}

}  // namespace

TEST_CASE("pinned verdicts: planted claims are refuted at their minimal counterexamples", "[pins]") {
    checkPaper("planted");
}
TEST_CASE("pinned verdicts: mullen2016", "[pins]") { checkPaper("mullen2016"); }
TEST_CASE("pinned verdicts: snodgrass1979", "[pins]") { checkPaper("snodgrass1979"); }
TEST_CASE("pinned verdicts: chen-gasarch", "[pins]") { checkPaper("chen-gasarch"); }
TEST_CASE("pinned verdicts: sls-v1", "[pins]") { checkPaper("sls-v1"); }
TEST_CASE("pinned verdicts: sls-v2", "[pins]") { checkPaper("sls-v2"); }

TEST_CASE("every claim has a well-formed id, a citation and a statement", "[registry]") {
    const std::set<std::string> kinds = {"thm", "lem", "prop", "cor", "conj", "table", "ex", "fig", "def", "rem", "rules", "strat", "q", "fn"};
    for (const Claim& c : Registry::instance().claims()) {
        INFO(c.info.id);
        CHECK(c.info.id.find('/') != std::string::npos);
        std::string rest = c.info.id.substr(c.info.id.find('/') + 1);
        std::string kind = rest.substr(0, rest.find_first_of("0123456789-."));
        CHECK(kinds.count(kind));
        CHECK_FALSE(c.info.statement.empty());
        CHECK_FALSE(c.info.citation.empty());
        CHECK(c.info.planted == (c.info.paper() == "planted"));
    }
    CHECK(Registry::instance().claims().size() >= 3);
}
