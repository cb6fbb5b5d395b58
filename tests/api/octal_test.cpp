// Take-and-break games from their code (api/octal.hpp, oracles/octal.hpp): the nim-sequence
// against CGSuite's Kayles values (MCGS's file, tests/api/data) and against the generic impartial
// solver on whole positions (sums of heaps, no Sprague-Grundy xor); the periodicity claims and
// their proofs for every n, holding, found and refuted.
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <regex>

#include "api/gameaudit.hpp"
#include "tests/api/pin_rows.hpp"

using namespace gameaudit;

namespace {

using Row = testing::Rows;  // a whole position: heap sizes, sorted
using testing::normal;

// A whole-position model from the rules of a code as its digits define them, written apart from
// oracles/octal.cpp: take j from one heap, leaving nothing (1), one heap (2), two (4), three (8).
ImpartialGame<Row> wholePositions(const std::string& text) {
    const octal::Code code = octal::parse(text);
    Domain<Row> rows;  // only the options are used here
    rows.show = [](const Row& r) {
        std::string s;
        for (auto h : r) s += std::to_string(h) + " ";
        return s;
    };
    return {"whole " + text, rows, [code](const Row& r) {
                std::vector<Row> out;
                for (std::size_t i = 0; i < r.size(); ++i) {
                    Row rest = r;
                    rest.erase(rest.begin() + static_cast<std::ptrdiff_t>(i));
                    auto leave = [&](Row parts) {
                        Row next = rest;
                        next.insert(next.end(), parts.begin(), parts.end());
                        out.push_back(normal(next));
                    };
                    for (std::int64_t j = 0; j <= r[i]; ++j) {
                        const unsigned d = code.digit(j);
                        const std::int64_t left = r[i] - j;
                        if ((d & 1) && left == 0) leave({});
                        if ((d & 2) && left > 0) leave({left});
                        for (std::int64_t a = 1; (d & 4) && a < left; ++a) leave({a, left - a});
                        for (std::int64_t a = 1; (d & 8) && a < left; ++a)
                            for (std::int64_t b = 1; a + b < left; ++b) leave({a, b, left - a - b});
                    }
                }
                return out;
            }};
}

// Kayles and Dawson's Kayles as rows of pins: knock down one pin or two adjacent ones (Kayles),
// exactly two adjacent ones (Dawson's Kayles); the row falls apart where pins are gone.
ImpartialGame<Row> pins(bool single) {
    return {"pins", Domain<Row>{}, [single](const Row& r) { return testing::pinMoves(r, single ? 1 : 2); }};
}

template <class X>
Result checkTo(Property<X> p, std::int64_t bound) {
    return claim(ClaimInfo{.id = "test/period", .citation = "test", .statement = "test", .bound = bound, .cases = 20},
                 std::move(p))
        .check(CheckOptions{});
}

const OctalGame kayles{"kayles", "K", "0.77"};
const OctalGame dawson{"dawson", "D", "0.07"};

}  // namespace

// Claims registered as a user registers them, so the proof joins the bounded check.
GAMEAUDIT_REGISTER(registry) {
    addPeriodicity(registry, {.id = "test/kayles-period", .citation = "test", .statement = "period 12 from 71", .bound = 300, .cases = 20},
                   kayles, 71, 12);
    addPeriodicity(registry, {.id = "test/kayles-period-early", .citation = "test", .statement = "period 12 from 70", .bound = 300, .cases = 20},
                   kayles, 70, 12);
    addPeriodicity(registry, {.id = "test/dawson-period", .citation = "test", .statement = "eventually periodic", .bound = 300, .cases = 20},
                   dawson);
    addPeriodicity(registry, {.id = "test/nim-period", .citation = "test", .statement = "period 1", .bound = 50, .cases = 20},
                   OctalGame("nim", "N", "0.(3)"), 0, 1);
}

TEST_CASE("take-and-break codes: read, and malformed ones refused with the reason", "[api][octal]") {
    const octal::Code k = octal::parse("0.77");
    CHECK(k.digit(0) == 0);
    CHECK(k.digit(1) == 7);
    CHECK(k.digit(2) == 7);
    CHECK(k.digit(3) == 0);
    CHECK(k.largestRemoval() == 2);
    CHECK(octal::parse("4.07").digit(0) == 4);
    CHECK(octal::parse(".137").largestRemoval() == 3);
    const octal::Code nim = octal::parse("0.(3)");
    CHECK_FALSE(nim.finite());
    CHECK(nim.digit(1000) == 3);
    CHECK(octal::parse("0.7(0)").finite());
    auto refused = [](const std::string& text, const std::string& why) {
        try {
            octal::parse(text);
            FAIL("accepted " << text);
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::Contains(why));
        }
    };
    refused("77", "no '.' after d0");
    refused("0.7x7", "'x' at position 4 is not a digit");
    refused("1.07", "removing no token may only split a heap");
    refused("2.07", "removing no token may only split a heap");
    refused("0.", "no digit after the '.'");
    refused("04.7", "more than one digit before the '.'");
    refused("0.1(", "not closed");
    refused("0.1()", "the repeated group is empty");
    refused("0.(3)1", "follows the repeated group");
    CHECK_THROWS_AS(OctalGame("bad", "B", "0.9z"), InputError);
}

TEST_CASE("Kayles' nim-sequence equals CGSuite's values in MCGS's file", "[api][octal]") {
    std::ifstream file(std::string(GAMEAUDIT_SOURCE_DIR) + "/tests/api/data/kayles_imp_easy.test");
    REQUIRE(file);
    const std::regex line(R"(^(\d+) \{N (\d+)\}$)");
    int compared = 0;
    for (std::string text; std::getline(file, text);) {
        std::smatch m;
        if (!std::regex_match(text, m, line)) continue;
        INFO("Kayles heap " << m[1]);
        CHECK(kayles.grundy(std::stoll(m[1])) == std::stoul(m[2]));
        ++compared;
    }
    CHECK(compared == 300);
}

TEST_CASE("the nim-sequence equals the generic solver's values of whole positions", "[api][octal]") {
    // Rows of pins, by the games' own rules.
    const auto kaylesPins = pins(true), dawsonPins = pins(false);
    for (std::int64_t n = 0; n <= 24; ++n) {
        INFO("n = " << n);
        CHECK(kayles.grundy(n) == kaylesPins.grundy(normal({n})));
        CHECK(dawson.grundy(n) == dawsonPins.grundy(normal({n})));
    }
    // Codes with every kind of digit, as whole positions: single heaps and sums of two.
    for (const std::string code : {"0.137", "4.07", "0.51", "0.6", "0.04", "0.(3)", "0.3", "0.1(2)", "0.8", "0.f"}) {
        const OctalGame g{"g", "H", code};
        const auto whole = wholePositions(code);
        for (std::int64_t a = 0; a <= 14; ++a)
            for (std::int64_t b = 0; b <= a && a + b <= 16; ++b) {
                INFO(code << " on heaps " << a << ", " << b);
                CHECK((g.grundy(a) ^ g.grundy(b)) == whole.grundy(normal({a, b})));
            }
        // Each move once: the options of a heap are those of the whole-position model.
        for (std::int64_t n = 0; n <= 12; ++n) {
            auto mine = g.options(n), theirs = whole.options(normal({n}));
            for (auto& o : mine) o = normal(o);
            std::sort(mine.begin(), mine.end());
            std::sort(theirs.begin(), theirs.end());
            theirs.erase(std::unique(theirs.begin(), theirs.end()), theirs.end());
            CHECK(mine == theirs);
        }
    }
    CHECK(OctalGame("nim", "N", "0.(3)").grundy(77) == 77);
}

TEST_CASE("the least preperiod and period the periodicity theorem proves", "[api][octal]") {
    // CGSuite (MCGS's file header): Kayles has period 12 after a preperiod of 71 values.
    const auto k = kayles.periodicity(4096);
    REQUIRE(k);
    CHECK(k->n0 == 71);
    CHECK(k->p == 12);
    // Dawson's chess 0.137 has period 34, its last exceptional value at n = 51 (Winning Ways, ch. 4;
    // OEIS A002187); Dawson's Kayles 0.07 is the same sequence shifted by one, G_07(n + 1) = G_137(n).
    const OctalGame chess{"dawson-chess", "C", "0.137"};
    for (std::int64_t n = 0; n <= 300; ++n) CHECK(dawson.grundy(n + 1) == chess.grundy(n));
    const auto c = chess.periodicity(4096);
    REQUIRE(c);
    CHECK(c->n0 == 52);
    CHECK(c->p == 34);
    const auto d = dawson.periodicity(4096);
    REQUIRE(d);
    CHECK(d->n0 == 53);
    CHECK(d->p == 34);
    // NIM removes unboundedly many, 0.8 splits in three: the theorem does not apply, and says why.
    CHECK_THROWS_WITH(OctalGame("nim", "N", "0.(3)").periodicity(100), Catch::Contains("finite code"));
    CHECK_THROWS_WITH(OctalGame("hex", "H", "0.8").periodicity(100), Catch::Contains("hexadecimal"));
    // 0.6 is unsolved (no period in Flammenkamp's tables, computed far beyond this): none is found.
    CHECK_FALSE(OctalGame("six", "S", "0.6").periodicity(2000));
}

TEST_CASE("periodicity claims: PROVED for every n, refuted at the minimal counterexample", "[api][octal]") {
    auto result = [](const std::string& id) {
        const Claim* c = Registry::instance().claim(id);
        REQUIRE(c);
        return c->check(CheckOptions{});
    };
    const Result proved = result("test/kayles-period");
    CHECK(proved.verdict == Verdict::Holds);
    REQUIRE(proved.proof);
    CHECK(proved.proof->proved());
    CHECK_THAT(proved.scope, Catch::Contains("PROVED for every size"));
    CHECK_THAT(proved.proof->method, Catch::Contains("for 71 <= n < 156"));
    CHECK_THAT(proved.proof->certificate, Catch::Contains("\n155 7 7\n"));  // G(155) = G(167) = 7

    const Result early = result("test/kayles-period-early");
    REQUIRE(early.verdict == Verdict::Refuted);
    CHECK(early.counterexample->position == "K[70]");
    CHECK(early.counterexample->minimal);
    CHECK(early.counterexample->actual == "G(K[70]) = 6, G(K[82]) = 2");
    REQUIRE(early.proof);
    CHECK(early.proof->status == Proof::Status::Refuted);  // the theorem's check fails at the same place

    const Result found = result("test/dawson-period");
    CHECK(found.verdict == Verdict::Holds);
    REQUIRE(found.proof);
    CHECK(found.proof->proved());
    CHECK_THAT(found.proof->method, Catch::Contains("G(n + 34) = G(n) for 53 <= n < 142"));
    CHECK_THAT(found.proof->method, Catch::Contains("the least preperiod and period"));

    const Result nim = result("test/nim-period");  // holds nowhere: G(n + 1) = n + 1
    REQUIRE(nim.verdict == Verdict::Refuted);
    CHECK(nim.counterexample->position == "N[0]");
    REQUIRE(nim.proof);
    CHECK(nim.proof->status == Proof::Status::Undecided);
    CHECK_THAT(nim.proof->reason, Catch::Contains("needs a finite code"));
}

TEST_CASE("claim builders on a take-and-break game: values, outcomes and their witnesses", "[api][octal]") {
    const Result p = checkTo(pSet(kayles, kayles.positions(), [](std::int64_t n) { return n == 0; }), 100);
    CHECK(p.verdict == Verdict::Holds);
    const Result wrong = checkTo(grundyValue(kayles, kayles.positions(), [](std::int64_t n) { return n % 4; }), 100);
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "K[4]");  // G(4) = 1
    CHECK(wrong.counterexample->witness ==
          "options and their Grundy values: K[3]=3 K[1]+K[2]=3 K[2]=2 K[1]+K[1]=0; mex = 1");
    CHECK(kayles.witness(4) == "winning move K[4] -> K[1]+K[1] (nim-value 0)");
    const Solver s = kayles.solver("K[7]");
    CHECK(s.solve("K[4]") == "K[4]: N, Grundy value 1; winning moves to K[1]+K[1]");
}
