// The public API (api/gameaudit.hpp): games' oracles against values known by hand or by
// an independent method, and each claim builder both holding and refuted.
#include <catch2/catch.hpp>

#include "api/gameaudit.hpp"

using namespace gameaudit;

namespace {

const ImpartialGame<std::int64_t> nimHeap{"nim-heap", heaps("N"), [](std::int64_t n) {
                                               std::vector<std::int64_t> options;
                                               for (std::int64_t m = 0; m < n; ++m) options.push_back(m);
                                               return options;
                                           }};

// Two heaps of NIM: its Grundy value is the xor of the heaps (Sprague-Grundy).
const ImpartialGame<Tuple<2>> nimPair{"nim-pair", stacks<2>("N"), [](const Tuple<2>& p) {
                                          std::vector<Tuple<2>> options;
                                          for (std::int64_t a = 0; a < p[0]; ++a) options.push_back({a, p[1]});
                                          for (std::int64_t b = 0; b < p[1]; ++b) options.push_back({p[0], b});
                                          return options;
                                      }};

template <class X>
Result check(Property<X> p, Expect expect = {}, std::int64_t bound = 30) {
    return claim(ClaimInfo{.id = "test/conj1", .citation = "test", .statement = "test", .bound = bound,
                           .cases = 20, .expect = std::move(expect)},
                 std::move(p))
        .check(CheckOptions{});
}

}  // namespace

TEST_CASE("impartial games: outcomes and Grundy values from the options alone", "[api]") {
    for (std::int64_t n = 0; n <= 20; ++n) {
        CHECK(std::int64_t(nimHeap.grundy(n)) == n);
        CHECK(nimHeap.isP(n) == (n == 0));
        CHECK(nimHeap.misere().isP(n) == (n == 1));  // misère: move to 1 unless at 1
    }
    for (std::int64_t a = 0; a <= 12; ++a)
        for (std::int64_t b = 0; b <= 12; ++b) CHECK(std::int64_t(nimPair.grundy({a, b})) == (a ^ b));
    // S(1,3,4) by hand: P-positions are 0 and 2 mod 7; subtractionGame and the README's game agree.
    auto s = subtractionGame("s134", "S", {1, 3, 4});
    for (std::int64_t n = 0; n <= 50; ++n) CHECK(s.isP(n) == (n % 7 == 0 || n % 7 == 2));
    CHECK(s.show(7) == "S[7]");
    CHECK(s.positions().parse("S[12]") == 12);
    CHECK_THROWS_AS(s.positions().parse("S[1"), InputError);
}

TEST_CASE("claim builders: holding claims hold, false claims are refuted at the minimal counterexample", "[api]") {
    auto xorIsZero = [](const Tuple<2>& p) { return p[0] == p[1]; };
    CHECK(check(pSet(nimPair, nimPair.positions(), xorIsZero)).verdict == Verdict::Holds);
    auto wrong = check(pSet(nimPair, nimPair.positions(), [](const Tuple<2>& p) { return p[0] + p[1] == 0; }));
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "N[1,1]");
    CHECK(wrong.counterexample->witness == "every option loses: N[0,1] -> N[0,0]; N[1,0] -> N[0,0]");

    CHECK(check(grundyValue(nimPair, nimPair.positions(), [](const Tuple<2>& p) { return p[0] ^ p[1]; })).verdict ==
          Verdict::Holds);
    auto sum = check(grundyValue(nimPair, nimPair.positions(), [](const Tuple<2>& p) { return p[0] + p[1]; }));
    REQUIRE(sum.verdict == Verdict::Refuted);
    CHECK(sum.counterexample->position == "N[1,1]");

    // Misère NIM on one heap: P iff n = 1.
    CHECK(check(pSet(nimHeap.misere(), nimHeap.positions(), [](std::int64_t n) { return n == 1; })).verdict ==
          Verdict::Holds);

    auto ones = family(nimPair, "N[k,k], k >= 0", 0, [](std::int64_t k) { return Tuple<2>{k, k}; },
                       [](const Tuple<2>& p) { return p[0] == p[1] ? std::optional(p[0]) : std::nullopt; });
    CHECK(check(outcomes(nimPair, ones, [](const Tuple<2>&) { return Outcome::P; })).verdict == Verdict::Holds);
    CHECK(ones.show({3, 3}) == "N[3,3]");

    auto table = check(grundyTable(nimPair, "three cells", {{Tuple<2>{1, 2}, 3}, {Tuple<2>{2, 2}, 0}, {Tuple<2>{3, 5}, 7}}));
    REQUIRE(table.verdict == Verdict::Refuted);
    CHECK(table.counterexample->position == "N[3,5]");
    CHECK(table.counterexample->actual == "6");
    CHECK(check(outcomeTable(nimPair, "two cells", {{Tuple<2>{1, 2}, Outcome::N}, {Tuple<2>{2, 2}, Outcome::P}}))
              .verdict == Verdict::Holds);
    CHECK(check(pSet(nimPair, listed(nimPair, "one cell", {Tuple<2>{4, 4}}), xorIsZero)).verdict == Verdict::Holds);
}

TEST_CASE("a list of cases is read back as the case shown so, and nothing else", "[api]") {
    auto d = listed<int>("three cases", {30, 10, 20}, [](const int& x) { return x / 10; },
                         [](const int& x) { return "c" + std::to_string(x); });
    CHECK(d.parse("c20") == 20);
    CHECK(d.show(10) == "c10");
    CHECK(d.contains(30));
    CHECK_FALSE(d.contains(40));
    std::vector<int> enumerated;
    d.enumerate(2, [&](const int& x) { return enumerated.push_back(x), true; });
    CHECK(enumerated == std::vector<int>{10, 20});  // by size, up to the bound
    CHECK_THROWS_WITH(d.parse("c40"), Catch::Contains("'c40' is not a case of this claim"));
}

TEST_CASE("strategyWins tries every reply", "[api]") {
    auto nonzero = nimPair.positions().where([](const Tuple<2>& p) { return p[0] != p[1]; }, "a != b");
    auto equalize = [](const Tuple<2>& p) -> std::optional<Tuple<2>> {  // the winning strategy: make them equal
        return p[0] > p[1] ? Tuple<2>{p[1], p[1]} : Tuple<2>{p[0], p[0]};
    };
    CHECK(check(strategyWins(nimPair, nonzero, equalize), {}, 12).verdict == Verdict::Holds);
    auto greedy = [](const Tuple<2>& p) -> std::optional<Tuple<2>> {  // empty the larger heap
        return p[0] > p[1] ? Tuple<2>{0, p[1]} : Tuple<2>{p[0], 0};
    };
    auto lost = check(strategyWins(nimPair, nonzero, greedy), {}, 12);
    REQUIRE(lost.verdict == Verdict::Refuted);
    CHECK(lost.counterexample->position == "N[1,2]");
    CHECK(lost.counterexample->witness == "N[1,2] -> N[1,0] -> N[0,0]: no move left");
}

TEST_CASE("winningMove requires the named move to be legal and to leave a P-position", "[api]") {
    auto s12 = subtractionGame("s12", "S", {1, 2});  // P iff n mod 3 = 0
    auto nPositions = s12.positions().where([](std::int64_t n) { return n % 3 != 0; }, "n mod 3 != 0");
    CHECK(check(winningMove(s12, nPositions, [](std::int64_t n) { return n - n % 3; })).verdict == Verdict::Holds);
    auto leavesN = check(winningMove(s12, nPositions, [](std::int64_t n) { return n - 1; }));
    REQUIRE(leavesN.verdict == Verdict::Refuted);
    CHECK(leavesN.counterexample->position == "S[2]");
    CHECK(leavesN.counterexample->claimed == "the move S[2] -> S[1] leaves a P-position");
    CHECK(leavesN.counterexample->actual == "it leaves an N-position");
    auto illegal = check(winningMove(s12, nPositions, [](std::int64_t) { return std::int64_t{0}; }));
    REQUIRE(illegal.verdict == Verdict::Refuted);
    CHECK(illegal.counterexample->position == "S[4]");
    CHECK(illegal.counterexample->actual == "it is not a move of the rules");
}

TEST_CASE("partizan games: canonical forms in the CGT engine", "[api]") {
    // Hackenbush strings of b blue edges under r red ones, values by hand: H[b,0] = b, H[0,r] = -r, H[1,1] = 1/2.
    PartizanGame<Tuple<2>> h{"h", stacks<2>("H"),
                             [](const Tuple<2>& p) {
                                 std::vector<Tuple<2>> o;
                                 for (std::int64_t b = 0; b < p[0]; ++b) o.push_back({b, 0});
                                 return o;
                             },
                             [](const Tuple<2>& p) {
                                 std::vector<Tuple<2>> o;
                                 for (std::int64_t r = 0; r < p[1]; ++r) o.push_back({p[0], r});
                                 return o;
                             }};
    CHECK(h.value({3, 0}) == cgt::Game::integer(3));
    CHECK(h.value({0, 2}) == cgt::Game::integer(-2));
    CHECK(h.value({1, 1}) == cgt::Game::parse("1/2"));
    CHECK(h.outcome({0, 0}) == Outcome::P);
    CHECK(h.outcome({0, 1}) == Outcome::R);
    auto wrong = check(canonicalValue(h, h.positions(), [](const Tuple<2>& p) { return cgt::Game::integer(p[0] - p[1]); }), {}, 6);
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "H[1,1]");
    CHECK(wrong.counterexample->actual == "1/2");
    CHECK(h.solver("H[1,1]").solve("H[1,1]") == "H[1,1]: value 1/2, outcome L\n"
                                                 "birthday 2, stops 1/2 and 1/2, mean 1/2, temperature -1/2\n"
                                                 "Left's winning moves (Left first): H[0,0] (= 0)\n"
                                                 "Right's winning moves (Right first): none");
}

TEST_CASE("a K-stack rule on a solved table agrees with the memoised search of the same rule", "[api]") {
    // Take 1 or 2 chips from one of two stacks.
    games::StackGame takeTwo{"TAKE-TWO", "T", [](std::span<const std::int64_t> s, const games::MoveVisitor& visit) {
                                 for (std::size_t i = 0; i < s.size(); ++i)
                                     for (std::int64_t to = std::max<std::int64_t>(0, s[i] - 2); to < s[i]; ++to)
                                         if (!visit({i, to})) return;
                             }};
    ImpartialGame<Tuple<2>> search{"take-two", stacks<2>("T"), [](const Tuple<2>& p) {
                                       std::vector<Tuple<2>> options;
                                       for (std::size_t i = 0; i < 2; ++i)
                                           for (std::int64_t take = 1; take <= std::min<std::int64_t>(2, p[i]); ++take) {
                                               Tuple<2> q = p;
                                               q[i] -= take;
                                               options.push_back(q);
                                           }
                                       return options;
                                   }};
    auto& table = sharedTable(takeTwo, 2);
    table.solveUpTo(40);
    const StackSolverGame<2> solver{takeTwo};
    for (std::int64_t a = 0; a <= 40; ++a)
        for (std::int64_t b = 0; b <= 40; ++b) {
            CHECK(table.isP({a, b}) == search.isP({a, b}));
            CHECK(solver.isP({a, b}) == search.isP({a, b}));
        }
    // Heaps of S(1,2) have Grundy value n mod 3, so [a,b] is P iff a = b mod 3.
    auto claimed = [](const Tuple<2>& p) { return p[0] % 3 == p[1] % 3; };
    CHECK(check(outcomeProperty<2>(table, stacks<2>("T"), claimed)).verdict == Verdict::Holds);
    CHECK(check(pSet(search, search.positions(), claimed)).verdict == Verdict::Holds);
}

TEST_CASE("a position too large for memory is refused, not crashed on", "[api]") {
    const double limit = memoryLimit();
    setMemoryLimit(1e6);  // 10^4 positions
    auto s = subtractionGame("s1", "S", {1});
    CHECK_THROWS_AS(s.isP(1'000'000), InputError);  // a play of 10^6 moves
    CHECK_THROWS_AS(s.solver("S[1]").solve("S[1000000]"), InputError);
    setMemoryLimit(limit);
    CHECK(s.isP(1000));
}
