// Every registered claim, whatever its folder, checked at its default bound, must give its
// pinned verdict (and a refuted claim its pinned minimal counterexample): a change of the
// oracle's mind fails here. CMake registers the pin test once per slice (GAMEAUDIT_PIN_SLICE
// = K/N), so `ctest -j` spreads the checks over cores. Slices are runs of consecutive claims
// of about equal recorded cost (tests/pin_costs.tsv): neighbours share oracle tables, so a run
// solves each table once, where every N-th claim would make each slice solve them all.
#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <cstdlib>
#include <fstream>
#include <map>
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

// A claim missing from the cost file (new since it was recorded) counts as a typical new claim.
constexpr double kUnrecordedSeconds = 0.5;

// CPU seconds of each claim checked in registry order in one process, as `scripts/pin-costs` records them.
std::map<std::string, double> recordedCosts() {
    std::map<std::string, double> costs;
    std::ifstream in(GAMEAUDIT_SOURCE_DIR "/tests/pin_costs.tsv");
    std::string id;
    double seconds;
    while (in >> id >> seconds) costs[id] = seconds;
    return costs;
}

// The slice of each claim: cut the claims, in order, into `count` runs of about equal cost; a
// claim belongs to the run holding the middle of its cost.
std::vector<int> sliceOf(const std::vector<Claim>& claims, const std::map<std::string, double>& costs, int count) {
    std::vector<double> cost;
    double total = 0;
    for (const Claim& c : claims) {
        const auto it = costs.find(c.info.id);
        cost.push_back(it == costs.end() ? kUnrecordedSeconds : it->second);
        total += cost.back();
    }
    std::vector<int> slices;
    double before = 0;
    for (double c : cost) {
        const int k = total > 0 ? static_cast<int>((before + c / 2) / total * count) : 0;
        slices.push_back(std::min(k, count - 1));
        before += c;
    }
    return slices;
}

double cpuSeconds() {  // this process and its finished children (MONA)
    double s = 0;
    for (int who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
        rusage u{};
        getrusage(who, &u);
        s += static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
             static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    }
    return s;
}

}  // namespace

TEST_CASE("pinned verdicts: every registered claim gives its pinned verdict", "[pins]") {
    const Shard shard = slice();
    const auto& claims = Registry::instance().claims();
    const std::vector<int> slices = sliceOf(claims, recordedCosts(), shard.count);
    // GAMEAUDIT_PIN_COSTS=FILE records each claim's CPU seconds there (scripts/pin-costs).
    const char* record = std::getenv("GAMEAUDIT_PIN_COSTS");
    std::ofstream costs;
    if (record) costs.open(record);
    int checked = 0;
    for (std::size_t i = 0; i < claims.size(); ++i) {
        if (slices[i] != shard.index) continue;
        const Claim& c = claims[i];
        ++checked;
        const double start = cpuSeconds();
        Result r = c.check(CheckOptions{});
        if (record) costs << c.info.id << '\t' << cpuSeconds() - start << '\n';
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
    WARN("slice " << shard.index << "/" << shard.count << ": " << checked << " claims checked");
}

TEST_CASE("the pin slices are runs of consecutive claims that cover every claim once", "[registry]") {
    const auto& claims = Registry::instance().claims();
    const auto costs = recordedCosts();
    CHECK(costs.size() * 2 > claims.size());  // the cost file is read, and mostly current
    for (int count : {1, 2, 5, 12, 13, 40, 1000}) {
        INFO(count << " slices");
        const std::vector<int> slices = sliceOf(claims, costs, count);
        REQUIRE(slices.size() == claims.size());
        CHECK(slices.front() >= 0);
        CHECK(slices.back() <= count - 1);
        for (std::size_t i = 1; i < slices.size(); ++i) CHECK(slices[i - 1] <= slices[i]);
    }
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
