// The checking engine and the domains, on small hand-made claims.
#include <catch2/catch.hpp>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "core/report.hpp"

using namespace gameaudit;
using domains::Order;
using Pair = domains::Stacks<2>;

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
    domains::stacks<3>("M").enumerate(9, [&](const domains::Stacks<3>&) { return ++triples, true; });
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

TEST_CASE("an oracle failure is an ERROR verdict, a bound beyond memory is bad input") {
    Claim c = claim<std::int64_t>({.id = "test/throws", .citation = "test", .statement = "s", .bound = 5, .maxBound = 10},
                                  {domains::integers("n"), [](std::int64_t n) -> Judgement {
                                       if (n == 3) throw std::runtime_error("oracle broke at 3");
                                       return Judgement::pass();
                                   }});
    Result r = c.check({});
    CHECK(r.verdict == Verdict::Error);
    CHECK(r.error == "oracle broke at 3");
    CheckOptions tooBig;
    tooBig.bound = 11;
    CHECK_THROWS_AS(c.check(tooBig), InputError);
}

TEST_CASE("a pinned expectation matches only the same verdict and counterexample") {
    Result r = below(17, 100, 0).check({});
    CHECK(r.matches(Expect::refutedAt("n=17")));
    CHECK_FALSE(r.matches(Expect::refutedAt("n=18")));
    CHECK_FALSE(r.matches(Expect::holds()));
}

TEST_CASE("a refutation's scope says where the exhaustive search stopped") {
    Result r = below(17, 100, 10).check({});
    CHECK_THAT(r.scope, Catch::Contains("stopped at the first failure, of size 17 (18 cases; bound 100)"));
    CHECK_THAT(r.scope, !Catch::Contains("up to size 100"));
}

TEST_CASE("a bound equal to the largest the oracle holds checks no random cases, and says so") {
    Claim c = claim<std::int64_t>({.id = "test/top", .citation = "test", .statement = "s", .bound = 5, .maxBound = 10},
                                  {domains::integers("n"), [](std::int64_t) { return Judgement::pass(); }});
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
            Result merged = mergeShards(c.info, slices(c, count));
            CHECK(same(merged, serial));
            CHECK(same(resultFromJson(resultJson(merged)), merged));
        }
    }
    std::vector<Result> two = slices(below(17, 100, 10), 3);
    two.pop_back();
    CHECK_THROWS_WITH(mergeShards(below(17, 100, 10).info, two), Catch::Contains("1 of 3 slices are missing"));
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
