// The game concepts (api/concepts.hpp): a game needs only the members its claims use, and a
// builder whose game lacks one is not callable (the compiler names the missing member). The
// static_asserts are the test: this file does not compile if a builder accepts a game it cannot use.
#include <catch2/catch.hpp>

#include "api/gameaudit.hpp"

using namespace gameaudit;

namespace {

// Only what a P-set claim uses: P or not, and its own witness.
struct OnlyP {
    using Position = std::int64_t;
    bool isP(std::int64_t n) const { return n % 3 == 0; }
    std::string witness(std::int64_t n) const { return "n = " + std::to_string(n); }
};

// Take 1 counter (the turn passes) or 2 (the taker decides again); who cannot take loses. Who wins is
// found by search here, as the game's oracle would.
struct TakeTwoAgain {
    using Position = std::pair<int, int>;  // counters left, who decides (0: A, 1: B)
    int decider(const Position& x) const { return x.second; }
    int winner(const Position& x) const {
        for (const Position& q : options(x))
            if (winner(q) == x.second) return x.second;
        return 1 - x.second;
    }
    std::string playerName(int p) const { return p == 0 ? "A" : "B"; }
    std::vector<Position> options(const Position& x) const {
        std::vector<Position> o;
        if (x.first >= 1) o.push_back({x.first - 1, 1 - x.second});
        if (x.first >= 2) o.push_back({x.first - 2, x.second});
        return o;
    }
    std::string show(const Position& x) const { return std::to_string(x.first) + playerName(x.second); }
    Position parse(std::string_view t) const { return {t[0] - '0', t[1] == 'B'}; }
};
static_assert(DecidesWinner<TakeTwoAgain>);

// P or not, and its options: the witness is derived from them.
struct FromOptions {
    using Position = std::int64_t;
    bool isP(std::int64_t n) const { return n % 3 == 0; }  // take 1 or 2
    std::vector<std::int64_t> options(std::int64_t n) const {
        std::vector<std::int64_t> o;
        for (std::int64_t t : {1, 2})
            if (t <= n) o.push_back(n - t);
        return o;
    }
    std::string show(std::int64_t n) const { return "T[" + std::to_string(n) + "]"; }
};
static_assert(!DecidesWinner<FromOptions>);  // its turn always passes: solve shows P or N

struct NoWitness {  // P or not, and nothing to say why
    using Position = std::int64_t;
    bool isP(std::int64_t) const { return true; }
};

struct NoPosition {  // no Position type
    bool isP(std::int64_t) const { return true; }
    std::string witness(std::int64_t) const { return ""; }
};

// Only what an outcome claim uses: the outcome and its own witness, no isP.
struct OnlyOutcome {
    using Position = std::int64_t;
    Outcome outcome(std::int64_t n) const { return n % 3 == 0 ? Outcome::P : Outcome::N; }
    std::string witness(std::int64_t n) const { return "n mod 3 = " + std::to_string(n % 3); }
};

struct Cell {  // a position type without a hash
    int x;
    bool operator==(const Cell&) const = default;
};

using Pred = std::function<bool(const std::int64_t&)>;
using Value = std::function<std::int64_t(const std::int64_t&)>;

template <class G>
concept PSetCallable = requires(G g, Domain<std::int64_t> d, Pred f) { pSet(g, d, f); };
template <class G>
concept GrundyCallable = requires(G g, Domain<std::int64_t> d, Value f) { grundyValue(g, d, f); };
template <class G>
concept FamilyCallable = requires(G g) { family(g, "", 0, [](std::int64_t k) { return k; },
                                                [](std::int64_t k) { return std::optional(k); }); };

static_assert(PGame<OnlyP> && PSetCallable<OnlyP>);
static_assert(!GrundyGame<OnlyP> && !GrundyCallable<OnlyP>);       // no grundy, no options
static_assert(!HasPositions<OnlyP> && !FamilyCallable<OnlyP>);     // no positions()
static_assert(!Prepares<OnlyP>);                                   // solved on demand: no prepare needed
static_assert(PGame<FromOptions> && !HasWitness<FromOptions> && DerivesWitness<FromOptions>);
static_assert(!PGame<NoWitness> && !PSetCallable<NoWitness>);
static_assert(!AnyGame<NoPosition> && !PSetCallable<NoPosition>);
static_assert(OutcomeGame<OnlyOutcome> && !PGame<OnlyOutcome>);
static_assert(PositionType<Cell> && !Hashable<Cell>);
static_assert(Hashable<Tuple<3>> && Hashable<std::vector<std::int64_t>> && Hashable<std::string>);

// The API's own games satisfy the concepts of the builders they serve.
static_assert(PGame<ImpartialGame<std::int64_t>> && GrundyGame<ImpartialGame<Tuple<2>>> &&
              HasPositions<ImpartialGame<Tuple<2>>> && Prepares<ImpartialGame<Tuple<2>>>);
static_assert(OutcomeGame<PartizanGame<Tuple<2>>> && !PGame<PartizanGame<Tuple<2>>>);
static_assert(PGame<OctalGame> && GrundyGame<OctalGame> && OutcomeGame<OctalGame>);
static_assert(PGame<TwoStackGame> && PGame<StackTableGame<3>>);
static_assert(Rankable<std::int64_t> && Rankable<Tuple<2>> && !Rankable<std::vector<std::int64_t>>);

}  // namespace

TEST_CASE("concepts: a game with only isP and its options gets the witness derived from them", "[api][concepts]") {
    auto wrong = claim(ClaimInfo{.id = "test/conj1", .citation = "test", .statement = "test", .bound = 20, .cases = 0},
                       pSet(FromOptions{}, domains::integers("n", 0), [](std::int64_t n) { return n % 2 == 0; }))
                     .check(CheckOptions{});
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "n=2");
    CHECK(wrong.counterexample->witness == "winning move T[2] -> T[0] (a P-position)");
    // The same words as an ImpartialGame of the same rules.
    ImpartialGame<std::int64_t> same{"take12", heaps("T"), [](std::int64_t n) { return FromOptions{}.options(n); }};
    auto again = claim(ClaimInfo{.id = "test/conj1", .citation = "test", .statement = "test", .bound = 20, .cases = 0},
                       pSet(same, same.positions(), [](std::int64_t n) { return n % 2 == 0; }))
                     .check(CheckOptions{});
    REQUIRE(again.verdict == Verdict::Refuted);
    CHECK(again.counterexample->witness == wrong.counterexample->witness);
    CHECK(detail::witness(same, 3) == "every option loses: T[2] -> T[0]; T[1] -> T[0]");
    CHECK(detail::witness(FromOptions{}, 3) == detail::witness(same, 3));
}

TEST_CASE("concepts: a game with only its outcome and a witness serves outcome claims", "[api][concepts]") {
    auto wrong = claim(ClaimInfo{.id = "test/conj2", .citation = "test", .statement = "test", .bound = 20, .cases = 0},
                       outcomes(OnlyOutcome{}, domains::integers("n", 0), [](std::int64_t) { return Outcome::N; }))
                     .check(CheckOptions{});
    REQUIRE(wrong.verdict == Verdict::Refuted);
    CHECK(wrong.counterexample->position == "n=0");
    CHECK(wrong.counterexample->witness == "n mod 3 = 0");
}

TEST_CASE("concepts: one `solve` text for every game of the API", "[api][concepts]") {
    auto s = subtractionGame("s134", "S", {1, 3, 4});
    CHECK(s.solver("S[7]").solve("S[9]") == "S[9]: P (misère: N), Grundy value 0; no winning move");
    CHECK(s.solver("S[7]").solve("S[10]") == "S[10]: N (misère: P), Grundy value 1; winning moves to S[9], S[7]");
    CHECK(s.misere().solver("S[7]").solve("S[10]") == s.solver("S[7]").solve("S[10]"));  // normal play first
    OctalGame kayles{"kayles", "K", "0.77"};
    CHECK(kayles.solver("K[4]").solve("K[4]") == "K[4]: N, Grundy value 1; winning moves to K[1]+K[1]");
    // A game whose turn need not pass: who wins, and the decider's moves that keep them winning.
    Solver take = solverFor(TakeTwoAgain{}, "take", "e.g. 3A");
    CHECK(take.solve("2A") == "2A: B wins (the player to decide, A, loses)\nwinning moves: none");
    CHECK(take.solve("3A") == "3A: A wins (the player to decide, A, wins)\nwinning moves:\n  2B\n  1A");
}
