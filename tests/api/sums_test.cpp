// Disjunctive sums (api/game.hpp, oracles/impartial.hpp): a game that splits a position into its
// components values each component once; Grundy values xor and canonical forms add. Checked
// against the same games searched as whole positions, and against Kayles' nim-sequence.
#include <catch2/catch.hpp>

#include <algorithm>

#include "api/gameaudit.hpp"
#include "tests/api/pin_rows.hpp"

using namespace gameaudit;

namespace {

using testing::normal;
using testing::Rows;

// Kayles on rows of pins: knock down one pin or two adjacent ones.
std::vector<Rows> kaylesMoves(const Rows& r) { return testing::pinMoves(r, 1); }

std::vector<Rows> singleRows(const Rows& r) {
    std::vector<Rows> parts;
    for (std::int64_t n : r) parts.push_back({n});
    return parts;
}

// Two rows R[a,b], a <= b, as a domain of the rows game.
Domain<Rows> pairs() {
    return transform<Rows, Tuple<2>>(
        domains::stacks<2>("R", domains::Order::NonDecreasing), "two rows R[a,b], a <= b",
        [](const Tuple<2>& t) { return normal({t[0], t[1]}); },
        [](const Rows& r) -> std::optional<Tuple<2>> {
            if (r.size() > 2) return std::nullopt;
            Rows padded = r;
            while (padded.size() < 2) padded.insert(padded.begin(), 0);
            return Tuple<2>{padded[0], padded[1]};
        },
        [](const Rows& r) {
            std::string s;
            for (std::int64_t n : r) s += (s.empty() ? "" : ",") + std::to_string(n);
            return "R[" + s + "]";
        },
        [](std::string_view text) {
            auto t = notation::readTuple(text, "R", -1);
            return normal(Rows(t.begin(), t.end()));
        });
}

// Blue-Red Hackenbush on strings: each string from the ground up, 'L' blue, 'R' red; cutting an
// edge removes it and every edge above it. A position is a sorted list of strings.
using Strings = std::vector<std::string>;
std::vector<Strings> cuts(const Strings& s, char colour) {
    std::vector<Strings> out;
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::size_t at = 0; at < s[i].size(); ++at)
            if (s[i][at] == colour) {
                Strings next = s;
                next[i] = s[i].substr(0, at);
                next.erase(std::remove(next.begin(), next.end(), std::string()), next.end());
                std::sort(next.begin(), next.end());
                out.push_back(next);
            }
    return out;
}

template <class X>
Result checkSum(Property<X> p) {
    return claim(ClaimInfo{.id = "test/sum", .citation = "test", .statement = "test", .bound = 12, .cases = 20}, std::move(p))
        .check(CheckOptions{});
}

}  // namespace

TEST_CASE("impartial sums: Grundy values xor, each component solved once", "[api][sums]") {
    const ImpartialGame<Rows> split{"kayles-rows", Domain<Rows>{}, kaylesMoves, singleRows};
    const ImpartialGame<Rows> whole{"kayles-whole", Domain<Rows>{}, kaylesMoves};
    const OctalGame kayles{"kayles", "K", "0.77"};
    for (std::int64_t a = 0; a <= 14; ++a)
        for (std::int64_t b = a; b <= 14; ++b)
            for (std::int64_t c = b; c <= 14 && a + b + c <= 20; ++c) {
                const Rows r = normal({a, b, c});
                INFO("rows " << a << " " << b << " " << c);
                CHECK(split.grundy(r) == (kayles.grundy(a) ^ kayles.grundy(b) ^ kayles.grundy(c)));
                CHECK(split.grundy(r) == whole.grundy(r));
                CHECK(split.outcome(r) == whole.outcome(r));
                CHECK(split.misere().outcome(r) == whole.misere().outcome(r));  // misère sums are searched whole
            }
    // Under normal play only single rows were ever expanded, each once.
    std::vector<Rows> normalAsked;
    const ImpartialGame<Rows> fresh{"kayles-rows", Domain<Rows>{},
                                    [&normalAsked](const Rows& r) {
                                        normalAsked.push_back(r);
                                        return kaylesMoves(r);
                                    },
                                    singleRows};
    CHECK(fresh.grundy(normal({9, 10, 11, 12})) == (kayles.grundy(9) ^ kayles.grundy(10) ^ kayles.grundy(11) ^ kayles.grundy(12)));
    CHECK(fresh.isP(normal({9, 9})));
    for (const Rows& r : normalAsked) CHECK(r.size() <= 1);
    std::sort(normalAsked.begin(), normalAsked.end());
    CHECK(std::adjacent_find(normalAsked.begin(), normalAsked.end()) == normalAsked.end());
    CHECK(normalAsked.size() == 13);  // the rows 0..12
}

TEST_CASE("claims on sums: a P-set and its witnesses", "[api][sums]") {
    const ImpartialGame<Rows> rows{"kayles-rows", pairs(), kaylesMoves, singleRows};
    const OctalGame kayles{"kayles", "K", "0.77"};
    auto valueZero = [kayles](const Rows& r) {  // by the nim-sequence, not by the game's own solver
        unsigned g = 0;
        for (std::int64_t n : r) g ^= kayles.grundy(n);
        return g == 0;
    };
    CHECK(checkSum(pSet(rows, pairs(), valueZero)).verdict == Verdict::Holds);
    const Result wrong = checkSum(pSet(rows, pairs(), [](const Rows& r) { return r.size() == 0 || (r.size() == 2 && r[0] == r[1]); }));
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "R[1,4]");  // G(1) = G(4) = 1
    CHECK_THAT(wrong.counterexample->witness, Catch::StartsWith("every option loses: "));
    CHECK(rows.solver("R[1,4]").solve("R[1,4]").find("Grundy value 0") != std::string::npos);
}

TEST_CASE("partizan sums: canonical forms add, each component valued once", "[api][sums]") {
    int splitLeftAsks = 0;
    const PartizanGame<Strings> split{"hackenbush", Domain<Strings>{},
                                      [&splitLeftAsks](const Strings& s) {
                                          ++splitLeftAsks;
                                          return cuts(s, 'L');
                                      },
                                      [](const Strings& s) { return cuts(s, 'R'); },
                                      [](const Strings& s) {
                                          std::vector<Strings> parts;
                                          for (const std::string& one : s) parts.push_back({one});
                                          return parts;
                                      }};
    const PartizanGame<Strings> whole{"hackenbush-whole", Domain<Strings>{}, [](const Strings& s) { return cuts(s, 'L'); },
                                      [](const Strings& s) { return cuts(s, 'R'); }};
    std::vector<std::string> strings{""};
    for (int length = 1; length <= 3; ++length)
        for (int bits = 0; bits < (1 << length); ++bits) {
            std::string s;
            for (int i = 0; i < length; ++i) s += (bits >> i & 1) ? 'R' : 'L';
            strings.push_back(s);
        }
    for (std::size_t i = 0; i < strings.size(); ++i)
        for (std::size_t j = i; j < strings.size(); ++j)
            for (std::size_t k = j; k < strings.size(); k += 3) {
                Strings pos{strings[i], strings[j], strings[k]};
                pos.erase(std::remove(pos.begin(), pos.end(), std::string()), pos.end());
                std::sort(pos.begin(), pos.end());
                INFO(strings[i] << " + " << strings[j] << " + " << strings[k]);
                CHECK(split.value(pos) == whole.value(pos));
            }
    // By hand: L = 1, LR = 1/2, RL = -1/2, so LR + RL = 0 (a P-position) and L + RL = 1/2.
    CHECK(split.value({"LR", "RL"}) == cgt::Game::integer(0));
    CHECK(split.value({"L", "RL"}) == cgt::Game::number(cgt::Dyadic(1, 1)));
    CHECK(split.outcome({"LR", "RL"}) == Outcome::P);
    CHECK(splitLeftAsks == static_cast<int>(strings.size()));  // each string once, no sum expanded
}
