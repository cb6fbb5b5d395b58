// The checking engine and the domains, on small hand-made claims.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <chrono>
#include <climits>
#include <fstream>
#include <functional>
#include <regex>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "core/paper_context.hpp"
#include "core/report.hpp"
#include "oracles/impartial.hpp"
#include "oracles/strategy_refuter.hpp"
#include "oracles/mullen/stack_table.hpp"

using namespace gameaudit;
using domains::Order;
using Pair = domains::Tuple<2>;

namespace {

std::vector<Pair> enumerate(const Domain<Pair>& d, std::int64_t bound) {
    std::vector<Pair> out;
    d.enumerate(bound, [&](const Pair& p) {
        out.push_back(p);
        return true;
    });
    return out;
}

// "n < limit" over the integers: false from limit on.
Claim below(std::int64_t limit, std::int64_t bound, int cases, double reach = 4) {
    return claim<std::int64_t>({.id = "test/below", .citation = "test", .statement = "n < limit", .bound = bound,
                                .randomReach = reach, .cases = cases},
                               {domains::integers("n"), [limit](std::int64_t n) {
                                    return n < limit ? Judgement::pass()
                                                     : Judgement::fail("n < " + std::to_string(limit), std::to_string(n));
                                }});
}

}  // namespace

TEST_CASE("stack domains enumerate each member once, by increasing largest stack") {
    auto any = enumerate(domains::stacks<2>("W"), 2);
    CHECK(any == std::vector<Pair>{{0, 0}, {0, 1}, {1, 0}, {1, 1}, {0, 2}, {1, 2}, {2, 0}, {2, 1}, {2, 2}});
    CHECK(enumerate(domains::stacks<2>("W", Order::Increasing), 3) ==
          std::vector<Pair>{{0, 1}, {0, 2}, {1, 2}, {0, 3}, {1, 3}, {2, 3}});
    CHECK(enumerate(domains::stacks<2>("W", Order::NonDecreasing, 1), 2) == std::vector<Pair>{{1, 1}, {1, 2}, {2, 2}});
    std::int64_t triples = 0;
    domains::stacks<3>("M").enumerate(9, [&](const domains::Tuple<3>&) { return ++triples, true; });
    CHECK(triples == 1000);
}

TEST_CASE("random members of a stack domain lie in the size range and the order") {
    auto d = domains::stacks<2>("W", Order::Increasing, 1);
    auto gen = d.random(50, 60);
    rc::Random random(7);
    for (int i = 0; i < 200; ++i) {
        Pair p = gen(random.split()).value();
        CHECK(d.contains(p));
        CHECK(d.size(p) >= 50);
        CHECK(d.size(p) <= 60);
    }
}

TEST_CASE("positions are parsed in the paper's notation, and malformed ones are named") {
    using notation::readTuple;
    CHECK(readTuple("W[3, 5]", "W", 2) == std::vector<std::int64_t>{3, 5});
    CHECK(readTuple("W^-[0,1]", "W^-", 2) == std::vector<std::int64_t>{0, 1});
    CHECK(notation::readNamed("n=7", "n") == 7);
    CHECK_THROWS_AS(readTuple("W[3,x]", "W", 2), InputError);
    CHECK_THROWS_WITH(readTuple("W[3]", "W", 2), Catch::Contains("2 numbers wanted"));
    CHECK_THROWS_AS(domains::stacks<2>("W").parse("W[1;2]"), InputError);
}

TEST_CASE("positions are read strictly: the whole input is the notation, each field once") {
    using notation::readTuple;
    for (const char* bad : {"K3,4", "X[1,2]", "W[1,2]9", "[1,2]", "W[1,2],", "W[1,,2]", "W[]", "W[1,2", "W^-[1,2]",
                            "W[99999999999999999999,1]", "W[1 2]", "W[1,2] W[3,4]"})
        CHECK_THROWS_AS(readTuple(bad, "W", 2), InputError);
    CHECK_THROWS_AS(readTuple("NMIB[3,4,6]", "NIMB"), InputError);
    CHECK_THROWS_AS(notation::readNamed("n=7 n=8", "n"), InputError);
    CHECK_THROWS_AS(notation::readNamed("m=7", "n"), InputError);
    CHECK_THROWS_WITH(readTuple(std::string(200000, '['), "W"), Catch::Contains("characters"));
    CHECK_THROWS_WITH(readTuple(std::string(5000, '[') + "x", ""), !Catch::Contains(std::string(100, '[')));
}

TEST_CASE("exhaustive search reports the first failure in size order") {
    Result r = below(17, 100, 10).check({});
    REQUIRE(r.verdict == Verdict::Refuted);
    CHECK(r.counterexample->position == "n=17");
    CHECK(r.counterexample->minimal);
    CHECK(r.exhaustiveCases == 18);
    CHECK(r.randomCases == 0);
    CHECK(r.reproduce == "./build/gameaudit reproduce 'test/below' 'n=17'");
}

TEST_CASE("random search beyond the bound finds, shrinks and confirms a minimal failure") {
    Result r = below(37, 10, 200, 10).check({});
    REQUIRE(r.verdict == Verdict::Refuted);
    CHECK(r.exhaustiveCases == 11);
    CHECK(r.randomCases > 0);
    CHECK(r.counterexample->position == "n=37");
    CHECK(r.counterexample->minimal);
}

TEST_CASE("a claim that holds states its scope, and the same seed gives the same run") {
    Result a = below(1000, 100, 50).check({});
    Result b = below(1000, 100, 50).check({});
    CHECK(a.verdict == Verdict::Holds);
    CHECK(a.exhaustiveCases == 101);
    CHECK(a.randomCases == 50);
    CHECK(a.randomUpTo == 400);
    CHECK(a.scope == b.scope);
    CHECK_THAT(a.scope, Catch::Contains("exhaustive up to size 100 (101 cases)"));
}

TEST_CASE("no claim counts as checked with zero cases") {
    auto empty = domains::integers("n").where([](std::int64_t) { return false; }, "never");
    Claim c = claim<std::int64_t>({.id = "test/empty", .citation = "test", .statement = "vacuous", .bound = 5, .cases = 0},
                                  {empty, [](std::int64_t) { return Judgement::pass(); }});
    Result r = c.check({});
    CHECK(r.verdict == Verdict::Error);
    CHECK_THAT(r.error, Catch::Contains("no case was checked"));
}

TEST_CASE("random cases that find no member of the domain say why") {
    auto pass = [](std::int64_t) { return Judgement::pass(); };
    auto over = [&](const Domain<std::int64_t>& d, std::int64_t bound) {
        return claim<std::int64_t>({.id = "test/sparse", .citation = "test", .statement = "s", .bound = bound, .cases = 10},
                                   {d, pass})
            .check({});
    };
    // --bound 0 on sizes from 5: nothing up to the bound, nothing of size 1 to draw.
    Result below = over(domains::integers("n", 5), 0);
    CHECK(below.verdict == Verdict::Error);
    CHECK_THAT(below.error, Catch::Contains("of size 1..1 found no member") &&
                                Catch::Contains("none of size 0..0: the bound is below the domain's least size"));
    // Members up to the bound, none in (10, 20] to draw.
    Result sparse = over(domains::integers("n").where([](std::int64_t n) { return n % 100 == 0; }, "n a multiple of 100"), 10);
    CHECK(sparse.verdict == Verdict::Error);
    CHECK_THAT(sparse.error, Catch::Contains("of size 11..20 found no member") && Catch::Contains("too few to draw"));
    CHECK(over(domains::integers("n", 5), 5).verdict == Verdict::Holds);
}

namespace {

// Integers n >= 0 of which the oracle admits n <= 10.
Domain<std::int64_t> upToTen() {
    Domain<std::int64_t> d = domains::integers("n");
    d.largestAdmitted = 10;
    return d;
}

}  // namespace

TEST_CASE("an oracle failure is an ERROR verdict, a bound beyond what the oracle admits is bad input") {
    Claim c = claim<std::int64_t>({.id = "test/throws", .citation = "test", .statement = "s", .bound = 5},
                                  {upToTen(), [](std::int64_t n) -> Judgement {
                                       if (n == 3) throw std::runtime_error("oracle broke at 3");
                                       return Judgement::pass();
                                   }});
    Result r = c.check({});
    CHECK(r.verdict == Verdict::Error);
    CHECK(r.error == "oracle broke at 3");
    CheckOptions tooBig;
    tooBig.bound = 11;
    CHECK_THROWS_WITH(c.check(tooBig), Catch::Contains("bound 11") && Catch::Contains("admits (10)"));
    CHECK_THROWS_WITH(c.evaluate("n=11"), Catch::Contains("size 11") && Catch::Contains("admits (10)"));
}

TEST_CASE("a pinned expectation matches only the same verdict and counterexample") {
    Result r = below(17, 100, 0).check({});
    CHECK(r.matches(Expect::refutedAt("n=17")));
    CHECK_FALSE(r.matches(Expect::refutedAt("n=18")));
    CHECK_FALSE(r.matches(Expect::holds()));
}

TEST_CASE("a pinned counterexample is compared as a position, not as text") {
    // "a + b < 3" on W[a,b]: first false at W[1,2] in the stacks' order.
    auto sumBelow3 = [](Expect pin, Order order = Order::Any) {
        return claim<Pair>({.id = "test/pin", .citation = "test", .statement = "a + b < 3", .bound = 5, .cases = 0,
                            .expect = std::move(pin)},
                           {domains::stacks<2>("W", order), [](const Pair& p) {
                                return p[0] + p[1] < 3 ? Judgement::pass() : Judgement::fail("a + b < 3", "a + b >= 3");
                            }});
    };
    Claim spaced = sumBelow3(Expect::refutedAt("W[ 1,  2 ]"));
    CHECK(spaced.info.expect.counterexample == "W[1,2]");
    Result r = spaced.check({});
    REQUIRE(r.counterexample);
    CHECK(r.counterexample->position == "W[1,2]");
    CHECK(r.matches(spaced.info.expect));
    CHECK_FALSE(r.matches(sumBelow3(Expect::refutedAt("W[2, 1]")).info.expect));
    CHECK_THROWS_WITH(sumBelow3(Expect::refutedAt("W[1;2]")), Catch::Contains("claim test/pin") && Catch::Contains("W[1;2]"));
    CHECK_THROWS_WITH(sumBelow3(Expect::refutedAt("W[2,1]"), Order::Increasing),
                      Catch::Contains("claim test/pin") && Catch::Contains("outside the claim's domain"));
}

TEST_CASE("a refutation's scope says where the exhaustive search stopped") {
    Result r = below(17, 100, 10).check({});
    CHECK_THAT(r.scope, Catch::Contains("stopped at the first failure, of size 17 (18 cases; bound 100)"));
    CHECK_THAT(r.scope, !Catch::Contains("up to size 100"));
}

TEST_CASE("a bound equal to the largest the oracle admits checks no random cases, and says so") {
    Claim c = claim<std::int64_t>({.id = "test/top", .citation = "test", .statement = "s", .bound = 5},
                                  {upToTen(), [](std::int64_t) { return Judgement::pass(); }});
    CheckOptions top;
    top.bound = 10;
    Result r = c.check(top);
    CHECK(r.verdict == Verdict::Holds);
    CHECK(r.randomCases == 0);
    CHECK_THAT(r.scope, Catch::Contains("no random cases: no size beyond the bound fits the oracle"));
}

TEST_CASE("slices of the exhaustive search merge into the serial result") {
    auto slices = [](const Claim& c, int count) {
        std::vector<Result> out;
        for (int k = count - 1; k >= 0; --k) {  // any order
            CheckOptions o;
            o.shard = Shard{k, count};
            out.push_back(c.check(o));
        }
        return out;
    };
    auto same = [](const Result& a, const Result& b) {
        nlohmann::json x = resultJson(a), y = resultJson(b);
        x.erase("seconds");
        y.erase("seconds");
        return x == y;
    };
    for (const Claim& c : {below(17, 100, 10), below(37, 10, 200, 10), below(1000, 100, 50)}) {
        Result serial = c.check({});
        for (int count : {1, 2, 3, 7}) {
            INFO(c.info.id << " in " << count << " slices");
            Result merged = mergeShards(c, slices(c, count));
            CHECK(same(merged, serial));
            CHECK(same(resultFromJson(resultJson(merged)), merged));
        }
    }
    std::vector<Result> two = slices(below(17, 100, 10), 3);
    two.pop_back();
    CHECK_THROWS_WITH(mergeShards(below(17, 100, 10), two), Catch::Contains("1 of 3 slices are missing"));
}

namespace {

// Slices 0..count-1 of a claim's run, in order.
std::vector<Result> slicesOf(const Claim& c, int count, CheckOptions o = {}) {
    std::vector<Result> out;
    for (int k = 0; k < count; ++k) {
        o.shard = Shard{k, count};
        out.push_back(c.check(o));
    }
    return out;
}

// What mergeShards says of the slices: "merged" or its refusal.
std::string refusal(const Claim& c, std::vector<Result> slices) {
    try {
        mergeShards(c, std::move(slices));
    } catch (const InputError& e) {
        return e.what();
    }
    return "merged";
}

}  // namespace

TEST_CASE("a slice that ended in an ERROR, a time-out included, makes the merged claim an ERROR naming it") {
    // A claim that holds, whose table takes about 30 ms to prepare in each slice.
    Property<std::int64_t> p{domains::integers("n"), [](std::int64_t) { return Judgement::pass(); }};
    p.prepare = [](std::int64_t) {
        const auto until = std::chrono::steady_clock::now() + std::chrono::milliseconds(30);
        while (std::chrono::steady_clock::now() < until) checkpoint("preparing a slow table");
    };
    Claim slow = claim<std::int64_t>({.id = "test/slow", .citation = "test", .statement = "-", .bound = 50, .cases = 10}, p);
    std::vector<Result> slices = slicesOf(slow, 3);
    slices[2] = slow.check({.timeLimitSeconds = 0.002, .shard = Shard{2, 3}});  // a slow node
    REQUIRE(slices[2].verdict == Verdict::Error);
    Result merged = mergeShards(slow, slices);
    CHECK(merged.verdict == Verdict::Error);
    CHECK_THAT(merged.error, Catch::Contains("slice 2 of 3 ended in an ERROR") && Catch::Contains("time limit"));
    CHECK_FALSE(merged.matches(Expect::holds()));

    // An oracle failure in one slice is not dropped where another slice stops at a failure first.
    Claim broken = claim<std::int64_t>({.id = "test/broken-late", .citation = "test", .statement = "-", .bound = 100},
                                       {domains::integers("n"), [](std::int64_t n) -> Judgement {
                                            if (n == 30) throw std::runtime_error("oracle broke at 30");
                                            return n != 17 ? Judgement::pass() : Judgement::fail("n != 17", "17");
                                        }});
    merged = mergeShards(broken, slicesOf(broken, 3));  // n = 17 is slice 2's, n = 30 slice 0's
    CHECK(merged.verdict == Verdict::Error);
    CHECK_THAT(merged.error, Catch::Contains("slice 0 of 3 ended in an ERROR: oracle broke at 30"));

    // Without the time-out, the slices merge into the serial run.
    slices[2] = slow.check({.shard = Shard{2, 3}});
    merged = mergeShards(slow, slices);
    CHECK(merged.verdict == Verdict::Holds);
    CHECK(merged.exhaustiveCases == 51);
    CHECK(merged.randomCases == 10);
    CHECK(merged.scope == slow.check({}).scope);
}

TEST_CASE("a merge refuses slices of other runs, counts that do not cover the enumeration, and false counterexamples") {
    const Claim holds = below(1000, 100, 50);
    const std::vector<Result> good = slicesOf(holds, 3);
    REQUIRE(refusal(holds, good) == "merged");
    struct Tampered {
        const char* what;
        std::function<void(std::vector<Result>&)> change;
        const char* message;
    };
    for (const Tampered& t : std::vector<Tampered>{
             {"an id moved to another claim", [](auto& s) { s[1].id = "test/other"; }, "slice 1 of 3 is a slice of 'test/other'"},
             {"a case more than its places", [](auto& s) { s[1].exhaustiveCases += 1; }, "counts 35 exhaustive cases"},
             {"a search cut short, counted consistently",
              [](auto& s) {
                  s[2].enumerated = 30;
                  s[2].exhaustiveCases = 10;
              },
              "slice 2 of 3 walked 30 places of the enumeration, slice 0 of 3 walked 101"},
             {"another --cases", [&](auto& s) { s[1] = holds.check({.cases = 20, .shard = Shard{1, 3}}); },
              "slice 1 of 3 is of another run: its number of random cases is 20, slice 0 of 3's 50"},
             {"another seed", [&](auto& s) { s[2] = holds.check({.seed = 7, .shard = Shard{2, 3}}); }, "its seed is 7"},
             {"another bound", [&](auto& s) { s[0] = holds.check({.bound = 99, .shard = Shard{0, 3}}); }, "its bound is"},
             {"a slice given twice", [](auto& s) { s[2] = s[1]; }, "slice 1 of 3 is given twice"},
             {"random cases cut short", [](auto& s) { s[0].randomCases = 10; }, "holds after 10 of its 50 random cases"},
             {"random cases in slice 1", [](auto& s) { s[1].randomCases = 5; }, "only slice 0 draws"},
             {"a missing slice", [](auto& s) { s.pop_back(); }, "1 of 3 slices are missing (slice 2)"},
         }) {
        INFO(t.what);
        std::vector<Result> slices = good;
        t.change(slices);
        CHECK_THAT(refusal(holds, slices), Catch::Contains(t.message));
    }

    const Claim refuted = below(17, 100, 10);  // n = 17, place 17, is slice 2's
    const std::vector<Result> found = slicesOf(refuted, 3);
    REQUIRE(found[2].verdict == Verdict::Refuted);
    for (const Tampered& t : std::vector<Tampered>{
             {"a counterexample that does not fail", [](auto& s) { s[2].counterexample->position = "n=16"; },
              "reports the counterexample 'n=16', where the claim's oracle finds the claim holds"},
             {"a counterexample that is not a position", [](auto& s) { s[2].counterexample->position = "n=x"; },
              "reports the counterexample 'n=x', which the claim does not take as a position"},
             {"another actual value", [](auto& s) { s[2].counterexample->actual = "16"; }, "the claim's oracle says 'n < 17' and '17'"},
             {"a failure refuted nowhere", [](auto& s) { s[2].verdict = Verdict::Holds; }, "holds, yet names a counterexample"},
             {"a stop that is not its own place", [](auto& s) { s[2].stoppedAt = 16; }, "stopped at place 16"},
         }) {
        INFO(t.what);
        std::vector<Result> slices = found;
        t.change(slices);
        CHECK_THAT(refusal(refuted, slices), Catch::Contains(t.message));
    }
    // The reproduce command is the merge's own, never a slice's text.
    std::vector<Result> slices = found;
    slices[2].reproduce = "rm -rf ~";
    Result merged = mergeShards(refuted, slices);
    CHECK(merged.reproduce == "./build/gameaudit reproduce 'test/below' 'n=17'");
    CHECK(merged.counterexample->position == "n=17");
    CHECK(merged.exhaustiveCases == 18);
}

TEST_CASE("JUnit: an ERROR is an error, a differing verdict a failure with claimed, actual, witness and reproduce") {
    Claim pinnedHolds = below(17, 100, 0);  // pinned holds, refuted at n=17
    Claim broken = claim<std::int64_t>({.id = "test/broken", .citation = "test", .statement = "s", .bound = 5},
                                       {domains::integers("n"), [](std::int64_t) -> Judgement {
                                            throw std::runtime_error("oracle broke");
                                        }});
    std::vector<Audited> audited = {{&pinnedHolds, pinnedHolds.check({})}, {&broken, broken.check({})}};
    const std::string xml = junitReport(audited, true);
    CHECK_THAT(xml, Catch::Contains("tests=\"2\" failures=\"1\" errors=\"1\" time=\""));
    CHECK_THAT(xml, Catch::Contains("<error message=\"oracle broke\" type=\"error\">"));
    CHECK_THAT(xml, Catch::Contains("<failure message=\"REFUTED at n=17; expected holds\" type=\"differs-from-pin\">"));
    CHECK_THAT(xml, Catch::Contains("claimed: n &lt; 17\nactual: 17\n") &&
                        Catch::Contains("reproduce: ./build/gameaudit reproduce 'test/below' 'n=17'"));
    CHECK_THAT(junitReport(audited), !Catch::Contains("time="));  // reports stay deterministic
}

TEST_CASE("a proof's re-run command names the report folder the audit wrote") {
    Claim c = below(1000, 10, 0);
    Result r = c.check({});
    r.proof = Proof{.status = Proof::Status::Proved, .method = "by hand", .certificate = "# a program\n",
                    .file = "proofs/test/below.mona"};
    const std::vector<Audited> audited{{&c, r}};
    CHECK_THAT(markdownReport(audited, Registry{}), Catch::Contains("re-run: `mona reports/proofs/test/below.mona`"));
    // --out elsewhere: the folder's own name, from where it is, as `reports/` is from the repository.
    const auto dir = std::filesystem::temp_directory_path() / ("gameaudit-test-out-" + std::to_string(::getpid()));
    ReportFolder(dir / "my-audit").commit(audited, Registry{});
    std::ifstream md(dir / "my-audit" / "audit.md");
    const std::string text{std::istreambuf_iterator<char>(md), {}};
    CHECK_THAT(text, Catch::Contains("re-run: `mona my-audit/proofs/test/below.mona`"));
    CHECK(std::filesystem::exists(dir / "my-audit" / "proofs" / "test" / "below.mona"));
    std::filesystem::remove_all(dir);
}

TEST_CASE("the time limit stops an oracle's table preparation with an error naming the limit") {
    Property<std::int64_t> p{domains::integers("n"), [](std::int64_t) { return Judgement::pass(); }};
    p.prepare = [](std::int64_t) {
        for (;;) checkpoint("preparing a table that never ends");
    };
    Claim c = claim<std::int64_t>({.id = "test/endless", .citation = "test", .statement = "-", .bound = 5}, p);
    Result r = c.check({.timeLimitSeconds = 0.2});
    CHECK(r.verdict == Verdict::Error);
    CHECK_THAT(r.error, Catch::Contains("time limit of 0.2 s") && Catch::Contains("preparing a table"));
}

TEST_CASE("a table beyond the memory limit is refused before it is allocated, naming both sizes") {
    CHECK_THROWS_WITH(requireMemory("a table", 64.0 * (1ULL << 30)),
                      Catch::Contains("64 GiB") && Catch::Contains("the limit is 8 GiB"));
    CHECK_NOTHROW(requireMemory("a table", 1 << 20));
}

namespace {

std::int64_t residentBytes() {
    std::ifstream statm("/proc/self/statm");
    std::int64_t size = 0, resident = 0;
    statm >> size >> resident;
    return resident * static_cast<std::int64_t>(::sysconf(_SC_PAGESIZE));
}

}  // namespace

TEST_CASE("a paper context names its paper once: in the claim's id and in its citation") {
    constexpr PaperContext paper{"notes2026", "Notes 2026"};
    const ClaimInfo info = paper.info("thm4.5", "§4.2, Theorem 4.5", {.statement = "s", .bound = 7});
    CHECK(info.id == "notes2026/thm4.5");
    CHECK(info.paper() == "notes2026");
    CHECK(info.citation == "Notes 2026, §4.2, Theorem 4.5");
    CHECK(info.statement == "s");
    CHECK(info.bound == 7);
    CHECK_THROWS_WITH(paper.info("thm4.6", "§4.2", {.id = "other/thm4.6"}), Catch::Contains("come from the paper"));
}

TEST_CASE("every registered claim refuses --bound 2^63-1 before allocating, or runs") {
    std::size_t refused = 0, ran = 0;
    for (const Claim& c : Registry::instance().claims()) {
        INFO(c.info.id);
        const CheckOptions o{.bound = INT64_MAX, .timeLimitSeconds = 0.02};
        if (!c.sizes.largestAdmitted && !c.sizes.largest) {
            // Sizes do not wrap: the oracle is prepared at least up to the bound, which its guard sees.
            const detail::Plan plan = detail::plan(c.info, c.sizes, o);
            CHECK(plan.bound == INT64_MAX);
            CHECK(plan.ceiling == INT64_MAX);
            CHECK(plan.cases == 0);
        }
        const std::int64_t before = residentBytes();
        try {
            const Result r = c.check(o);
            ++ran;
            // A finite domain runs at its own size; a claim that runs at this bound is stopped by its
            // time limit, never by a failed allocation, having allocated little.
            if (r.verdict == Verdict::Error) CHECK_THAT(r.error, Catch::Contains("timed out"));
            if (r.bound == INT64_MAX) CHECK(residentBytes() - before < (std::int64_t{64} << 20));
        } catch (const InputError& e) {
            // Before allocating: it names the memory its tables would need, the largest size its domain
            // admits or lists, or the model's own limit.
            ++refused;
            CHECK_THAT(e.what(), Catch::Contains("memory") || Catch::Contains("admits") || Catch::Contains("fit") ||
                                     Catch::Contains("listed exhaustively only up to"));
        }
    }
    INFO(refused << " refused, " << ran << " ran");
    CHECK(refused > 0);
    CHECK(ran > 0);
}

TEST_CASE("every registered claim evaluates its examples scaled far beyond its bound, or refuses them") {
    // `reproduce` has no bound: the oracle itself refuses a size it cannot hold, or the evaluation
    // stops at the memory or time limit, as `gameaudit reproduce` runs it.
    const double memory = memoryLimit();
    setMemoryLimit(256.0 * (1 << 20));
    std::size_t evaluated = 0, stopped = 0;
    for (const Claim& c : Registry::instance().claims()) {
        if (!c.examples) continue;
        for (const std::string& example : c.examples(2))
            for (const char* digits : {"000", "000000", "000000000000"}) {
                // Every number of the example with `digits` appended: sizes the paper's text allows.
                const std::string scaled = std::regex_replace(example, std::regex("[0-9]+"), "$&" + std::string(digits));
                INFO(c.info.id << " at " << scaled);
                try {
                    ThreadBudget budget(c.info.id, 0.005, true);
                    (void)c.evaluate(scaled);
                    ++evaluated;
                } catch (const InputError&) {
                    ++stopped;
                } catch (const TimedOut&) {
                    ++stopped;
                } catch (const OutOfMemory&) {
                    ++stopped;
                } catch (const std::exception& e) {
                    FAIL_CHECK(e.what());  // e.g. bad_alloc: a table allocated past the limit unasked
                }
            }
    }
    setMemoryLimit(memory);
    INFO(evaluated << " evaluated, " << stopped << " refused or stopped");
    CHECK(evaluated > 0);
    CHECK(stopped > 0);
}

TEST_CASE("an impartial solver filled in increasing order, every option memoised, honours a time limit") {
    // Each grundy(n) only reads memoised options: no search is pushed, yet the clock is read.
    ImpartialSolver<std::int64_t> take1or2([](const std::int64_t& n) {
        std::vector<std::int64_t> o;
        for (std::int64_t t : {1, 2})
            if (t <= n) o.push_back(n - t);
        return o;
    });
    ThreadBudget budget("test/increasing", 0.01);
    CHECK_THROWS_AS(
        [&] {
            for (std::int64_t n = 0; n < 100'000'000; ++n) (void)take1or2.grundy(n);
        }(),
        TimedOut);
}

TEST_CASE("an impartial solver counts the options its open frames list against the memory limit") {
    // Subtraction of any amount: a play is n moves long, but every frame lists up to n options,
    // so the options fill memory long before the play's length does.
    ImpartialSolver<std::int64_t> anyAmount([](const std::int64_t& n) {
        std::vector<std::int64_t> o;
        for (std::int64_t m = 0; m < n; ++m) o.push_back(m);
        return o;
    });
    const double memory = memoryLimit();
    setMemoryLimit(1 << 20);  // room for about 10^4 positions
    CHECK_THROWS_WITH(anyAmount.grundy(20000), Catch::Contains("positions held at once"));
    setMemoryLimit(memory);
    CHECK(anyAmount.grundy(300) == 300);
}

TEST_CASE("a strategy played out against every reply wins where it should, and its refutation is a line of play") {
    struct TakeOneOrTwo {
        using Key = std::int64_t;
        std::vector<Key> options(Key n) const {
            std::vector<Key> o;
            for (Key t : {1, 2})
                if (t <= n) o.push_back(n - t);
            return o;
        }
    } game;
    auto show = [](std::int64_t n) { return std::to_string(n); };
    using Refuter = StrategyRefuter<TakeOneOrTwo>;
    Refuter toMultipleOf3(game, [](const TakeOneOrTwo&, std::int64_t n) { return std::vector<std::int64_t>{n - n % 3}; },
                          show);
    CHECK(toMultipleOf3.firstPlayerWins(7).holds);
    CHECK(toMultipleOf3.secondPlayerWins(6).holds);
    Refuter takeTwo(game, [](const TakeOneOrTwo&, std::int64_t n) { return std::vector<std::int64_t>{n - 2}; }, show);
    const Judgement lost = takeTwo.firstPlayerWins(7);
    CHECK_FALSE(lost.holds);
    CHECK_THAT(lost.witness, Catch::StartsWith("7 -> 5 -> "));
}

TEST_CASE("a stack table stopped by a time limit goes on where it stopped, never reading unsolved cells as N") {
    for (std::size_t k : {2, 3}) {
        INFO(k << " stacks");
        games::StackTable whole(games::minnie(), k), stopped(games::minnie(), k);
        {
            ThreadBudget budget("test/stopped", 0.0001);
            CHECK_THROWS_WITH(stopped.solveUpTo(k == 2 ? 3000 : 300), Catch::Contains("time limit"));
        }
        // Smaller than the call that stopped (which solved cells beyond it), then larger.
        const std::int64_t n = k == 2 ? 200 : 40;
        stopped.solveUpTo(n / 4);
        stopped.solveUpTo(n);
        whole.solveUpTo(n);
        games::Stacks s(k, 0);
        std::function<void(std::size_t, std::int64_t)> sorted = [&](std::size_t i, std::int64_t from) {
            if (i == k) {
                INFO(games::show(games::minnie(), s));
                REQUIRE(stopped.isP(s) == whole.isP(s));
                return;
            }
            for (s[i] = from; s[i] <= n; ++s[i]) sorted(i + 1, s[i]);
        };
        sorted(0, 0);
    }
}
