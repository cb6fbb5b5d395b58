// Every registered claim, whatever its folder, checked at its default bound, must give its
// pinned verdict (and a refuted claim its pinned minimal counterexample): a change of the
// oracle's mind fails here. CMake registers the pin test once per slice (GAMEAUDIT_PIN_SLICE
// = K/N checks every N-th claim from the K-th), so `ctest -j` spreads the checks over cores.
// GAMEAUDIT_PIN_BOUND=B (scripts/sanitize only) checks each claim exhaustively up to the smaller
// of its bound and B (its own bound if it has no member up to B), without random cases, so the oracles run instrumented at a cost CI affords;
// a pinned counterexample beyond B must then still refute the claim when reproduced.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <set>
#include <string>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {

Shard slice() {
    const char* text = std::getenv("GAMEAUDIT_PIN_SLICE");
    if (!text) return {};
    const std::string s = text;
    const auto slash = s.find('/');
    REQUIRE(slash != std::string::npos);
    Shard shard{std::stoi(s.substr(0, slash)), std::stoi(s.substr(slash + 1))};
    REQUIRE(shard.count >= 1);
    REQUIRE(shard.index >= 0);
    REQUIRE(shard.index < shard.count);
    return shard;
}

// The reduced bound of a sanitizer run, if one is asked for.
std::optional<std::int64_t> reducedBound() {
    const char* text = std::getenv("GAMEAUDIT_PIN_BOUND");
    if (!text) return std::nullopt;
    const std::int64_t bound = std::stoll(text);
    REQUIRE(bound >= 1);
    return bound;
}

}  // namespace

TEST_CASE("pinned verdicts: every registered claim gives its pinned verdict", "[pins]") {
    const Shard shard = slice();
    const std::optional<std::int64_t> reduced = reducedBound();
    const auto& claims = Registry::instance().claims();
    int checked = 0;
    for (std::size_t i = static_cast<std::size_t>(shard.index); i < claims.size(); i += static_cast<std::size_t>(shard.count)) {
        const Claim& c = claims[i];
        ++checked;
        CheckOptions options;
        if (reduced) {
            options.bound = std::min(c.info.bound, *reduced);
            options.cases = 0;
        }
        Result r = c.check(options);
        if (reduced && r.cases() == 0) r = c.check({.cases = 0});  // its domain starts beyond B
        INFO(c.info.id << ": " << name(r.verdict) << " " << r.scope << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : std::string()));
        if (reduced && c.info.expect.refuted && !r.matches(c.info.expect)) {
            CHECK(r.verdict != Verdict::Error);  // not found up to B: the pinned one still refutes
            CHECK_FALSE(c.evaluate(c.info.expect.counterexample).holds);
        } else {
            CHECK(r.matches(c.info.expect));
        }
        CHECK(r.cases() > 0);
        if (r.counterexample) {
            // Minimal, unless only the prover reaches it (beyond every exhaustive bound).
            CHECK((r.counterexample->minimal || (r.proof && r.proof->status == Proof::Status::Refuted)));
            CHECK_FALSE(r.counterexample->witness.empty());
            CHECK_FALSE(r.reproduce.empty());
            CHECK_FALSE(c.evaluate(r.counterexample->position).holds);  // the printed position reproduces it
        }
    }
    WARN("slice " << shard.index << "/" << shard.count << ": " << checked << " claims checked");
}

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
