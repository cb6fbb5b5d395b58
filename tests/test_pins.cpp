// Every registered claim, whatever its folder, checked at its default bound (or its smaller
// ClaimInfo::pinBound, which CI's report check complements at the default bound), must give its
// pinned verdict (and a refuted claim its pinned minimal counterexample): a change of the
// oracle's mind fails here; so must a claim whose attached proof no longer decides it as pinned
// (PROVED for a claim that holds, REFUTED for one refuted). CMake registers the pin test once per slice (GAMEAUDIT_PIN_SLICE
// = K/N), so `ctest -j` spreads the checks over cores. Slices are runs of consecutive claims
// of about equal recorded cost (tests/pin_costs.tsv): neighbours share oracle tables, so a run
// solves each table once, where every N-th claim would make each slice solve them all; a cut
// falls where it makes a slice solve again least (e.g. not inside So Long Sucker's Theorem 5.4).
// GAMEAUDIT_PIN_BOUND=B (scripts/sanitize only) checks each claim exhaustively up to the smaller
// of its bound and B (its own bound if it has no member up to B), without random cases, so the
// oracles run instrumented at a cost CI affords;
// a pinned counterexample beyond B must then still refute the claim when reproduced.
#include <catch2/catch.hpp>

#include <sys/resource.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <numeric>
#include <optional>
#include <set>
#include <string>

#include "core/claim.hpp"
#include "provers/attach.hpp"

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

// CPU seconds of each claim, as `scripts/pin-costs` records them: checked after the claims
// before it in one process (`after`), and checked alone (`alone`: the tables it shares with
// its predecessors included, which a slice starting with it solves again).
struct Cost {
    double after = kUnrecordedSeconds, alone = kUnrecordedSeconds;
};

std::map<std::string, Cost> recordedCosts() {
    std::map<std::string, Cost> costs;
    std::ifstream in(GAMEAUDIT_SOURCE_DIR "/tests/pin_costs.tsv");
    std::string id;
    Cost c;
    while (in >> id >> c.after >> c.alone) costs[id] = c;
    return costs;
}

// Whether two claims' proofs need a common lemma, which one process decides once (provers/attach.cpp).
bool shareLemma(const std::string& a, const std::string& b) {
    std::set<std::string> files;
    for (const auto& spec : prover::attached())
        if (spec->claim == a)
            for (const auto& part : spec->spec().parts) files.insert(part.first);
    for (const auto& spec : prover::attached())
        if (spec->claim == b)
            for (const auto& part : spec->spec().parts)
                if (files.count(part.first)) return true;
    return false;
}

// The slice of each claim: the claims, in order, cut into at most `count` runs, a run costing
// its first claim alone plus the others after their predecessors; the largest run is made as
// small as the greedy cut allows (binary search on it). Claims whose proofs share a lemma stay
// in one run (each run would decide it again). Slice 0 is the dearest run, slice 1 the next:
// ctest starts the slices in that order (CMakeLists.txt), so the longest run first.
std::vector<int> sliceOf(const std::vector<Claim>& claims, const std::map<std::string, Cost>& costs, int count) {
    std::vector<Cost> cost;
    std::vector<bool> joined;  // never cut before this claim
    for (std::size_t i = 0; i < claims.size(); ++i) {
        const auto it = costs.find(claims[i].info.id);
        cost.push_back(it == costs.end() ? Cost{} : it->second);
        joined.push_back(i > 0 && shareLemma(claims[i - 1].info.id, claims[i].info.id));
    }
    auto cut = [&](double largest) {  // greedy runs of cost <= largest (a claim dearer than that alone)
        std::vector<int> slices;
        double run = 0;
        for (std::size_t i = 0; i < cost.size(); ++i) {
            const Cost& c = cost[i];
            if (slices.empty() || (run + c.after > largest && !joined[i])) {
                slices.push_back(slices.empty() ? 0 : slices.back() + 1);
                run = c.alone;
            } else {
                slices.push_back(slices.back());
                run += c.after;
            }
        }
        return slices;
    };
    double low = 0, high = 0;
    for (const Cost& c : cost) high += c.alone + c.after;  // one run
    for (int step = 0; step < 50; ++step) {
        const double middle = (low + high) / 2;
        const auto slices = cut(middle);
        (slices.empty() || slices.back() < count ? high : low) = middle;
    }
    std::vector<int> runs = cut(high);
    if (runs.empty()) return runs;
    std::vector<double> runCost(runs.back() + 1, 0);
    for (std::size_t i = 0; i < runs.size(); ++i)
        runCost[runs[i]] += i == 0 || runs[i - 1] != runs[i] ? cost[i].alone : cost[i].after;
    std::vector<int> byCost(runCost.size());  // the runs, dearest first
    std::iota(byCost.begin(), byCost.end(), 0);
    std::stable_sort(byCost.begin(), byCost.end(), [&](int a, int b) { return runCost[a] > runCost[b]; });
    std::vector<int> slice(runCost.size());
    for (std::size_t rank = 0; rank < byCost.size(); ++rank) slice[byCost[rank]] = static_cast<int>(rank);
    for (int& r : runs) r = slice[r];
    return runs;
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
    const std::vector<int> slices = sliceOf(claims, recordedCosts(), shard.count);
    // GAMEAUDIT_PIN_COSTS=FILE records each claim's CPU seconds there, and GAMEAUDIT_PIN_CLAIM=ID
    // checks that claim only (scripts/pin-costs).
    const char* record = std::getenv("GAMEAUDIT_PIN_COSTS");
    const char* only = std::getenv("GAMEAUDIT_PIN_CLAIM");
    std::ofstream costs;
    if (record) costs.open(record);
    std::set<std::string> proved;  // the claims with a proof attached
    for (const auto& spec : prover::attached()) proved.insert(spec->claim);
    int checked = 0;
    for (std::size_t i = 0; i < claims.size(); ++i) {
        if (slices[i] != shard.index || (only && claims[i].info.id != only)) continue;
        const Claim& c = claims[i];
        ++checked;
        CheckOptions options;
        if (c.info.pinBound > 0) options.bound = std::min(c.info.bound, c.info.pinBound);
        if (reduced) {
            options.bound = std::min(options.bound.value_or(c.info.bound), *reduced);
            options.cases = 0;
        }
        const double start = cpuSeconds();
        Result r = c.check(options);
        if (reduced && r.cases() == 0) r = c.check({.cases = 0});  // its domain starts beyond B
        if (record) costs << c.info.id << '\t' << cpuSeconds() - start << '\n';
        INFO(c.info.id << ": " << name(r.verdict) << " " << r.scope << r.error
                       << (r.counterexample ? " at " + r.counterexample->position : std::string()));
        if (reduced && c.info.expect.refuted && !r.matches(c.info.expect)) {
            CHECK(r.verdict != Verdict::Error);  // not found up to B: the pinned one still refutes
            CHECK_FALSE(c.evaluate(c.info.expect.counterexample).holds);
        } else {
            CHECK(r.matches(c.info.expect));
        }
        CHECK(r.cases() > 0);
        if (proved.count(c.info.id)) {  // its attached proof decides it as pinned (a time-out would not)
            INFO("proof: " << (r.proof ? r.proof->reason : "none"));
            CHECK((r.proof && r.proof->status == (c.info.expect.refuted ? Proof::Status::Refuted : Proof::Status::Proved)));
        }
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

TEST_CASE("the pin slices are runs of consecutive claims that cover every claim once, the dearest first", "[registry]") {
    const auto& claims = Registry::instance().claims();
    const auto costs = recordedCosts();
    CHECK(costs.size() * 2 > claims.size());  // the cost file is read, and mostly current
    for (int count : {1, 2, 5, 12, 13, 40, 1000}) {
        INFO(count << " slices");
        const std::vector<int> slices = sliceOf(claims, costs, count);
        REQUIRE(slices.size() == claims.size());
        std::vector<double> cost;  // of each slice, as sliceOf counts it
        std::set<int> seen;
        for (std::size_t i = 0; i < slices.size(); ++i) {
            const int s = slices[i];
            REQUIRE(s >= 0);
            REQUIRE(s < count);
            const auto it = costs.find(claims[i].info.id);
            const Cost c = it == costs.end() ? Cost{} : it->second;
            if (i == 0 || slices[i - 1] != s) {
                CHECK(seen.insert(s).second);  // a slice is one run
                if (cost.size() <= static_cast<std::size_t>(s)) cost.resize(s + 1);
                cost[s] += c.alone;
            } else {
                cost[s] += c.after;
            }
            if (i > 0 && shareLemma(claims[i - 1].info.id, claims[i].info.id)) CHECK(slices[i - 1] == s);
        }
        CHECK(seen.size() == cost.size());  // slices 0, 1, ... without a gap
        CHECK(std::is_sorted(cost.rbegin(), cost.rend()));
    }
}

TEST_CASE("every attached proof belongs to a registered claim, whose pin test then decides it", "[registry]") {
    std::set<std::string> ids;
    for (const Claim& c : Registry::instance().claims()) ids.insert(c.info.id);
    REQUIRE(prover::attached().size() >= 25);
    for (const auto& spec : prover::attached()) CHECK(ids.count(spec->claim));
}

TEST_CASE("every claim has a well-formed id, a citation and a statement", "[registry]") {
    const std::set<std::string> kinds = {"thm", "lem", "prop", "cor", "conj", "table", "ex", "fig", "def", "rem", "rules", "strat", "q", "fn", "prf"};
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
