// NIM with Cash: the model's rules, the oracle against an independent search and published
// values, and the class functions.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "core/errors.hpp"
#include "oracles/impartial.hpp"
#include "oracles/nim_cash/classes.hpp"

using namespace gameaudit;
using namespace gameaudit::nim_cash;

namespace {

struct TurnHash {
    std::size_t operator()(const Turn& t) const {
        // Unsigned: money may be "unlimited" (INT64_MAX), where signed arithmetic would overflow.
        const auto u = [](std::int64_t x) { return static_cast<std::uint64_t>(x); };
        return std::hash<std::uint64_t>()(u(t.stones) * 1000003 + u(t.mover) * 1009 + u(t.other));
    }
};

// An independent solver of the cash game: the shared memoised search over the rules' moves.
ImpartialSolver<Turn, TurnHash> searchFor(const Moves& a) {
    return ImpartialSolver<Turn, TurnHash>([a](const Turn& t) {
        std::vector<Turn> next;
        for (std::int64_t x : legalTakes(a, t)) next.push_back(after(t, x));
        return next;
    });
}

rc::Gen<Moves> smallMoveSets() {
    return rc::gen::map(rc::gen::inRange<std::uint32_t>(1, 64), [](std::uint32_t mask) {
        Moves a;
        for (std::int64_t i = 0; i < 6; ++i)
            if (mask >> i & 1U) a.push_back(i + 1);
        return a;
    });
}

}  // namespace

TEST_CASE("the notation parses and shows back", "[nim_cash][model]") {
    Position g = parsePosition("A={1,2} n=10 d=6 e=5");
    CHECK(g == Position{{1, 2}, 10, 6, 5});
    CHECK(show(g) == "A={1,2} n=10 d=6 e=5");
    CHECK(parsePosition("n=3 A={ 4, 1 ,4} e=inf") == Position{{1, 4}, 3, kInfinity, kInfinity});
    CHECK(parsePosition(show(Position{{1, 3, 4}, 9, kInfinity, 2})) == Position{{1, 3, 4}, 9, kInfinity, 2});
}

TEST_CASE("malformed positions are input errors naming the fault", "[nim_cash][model]") {
    CHECK_THROWS_WITH(parsePosition("A={1,2} d=3"), Catch::Contains("pile size n is missing"));
    CHECK_THROWS_WITH(parsePosition("n=3"), Catch::Contains("move set A is missing"));
    CHECK_THROWS_WITH(parsePosition("A={} n=3"), Catch::Contains("empty"));
    CHECK_THROWS_WITH(parsePosition("A={0,2} n=3"), Catch::Contains("positive"));
    CHECK_THROWS_WITH(parsePosition("A={1,2} n=-3"), Catch::Contains("n must be"));
    CHECK_THROWS_WITH(parsePosition("A={1,2} n=3 d=x"), Catch::Contains("d must be"));
    CHECK_THROWS_WITH(parsePosition("A={1,2} n=3 f=2"), Catch::Contains("unknown name 'f'"));
    CHECK_THROWS_AS(parsePosition("A=1,2 n=3"), InputError);
}

TEST_CASE("moves obey Definition 1.6", "[nim_cash][model]") {
    const Moves a{1, 3, 4};
    CHECK(legalTakes(a, {9, 3, 0}) == std::vector<std::int64_t>{1, 3});  // cannot afford 4
    CHECK(legalTakes(a, {2, 9, 9}) == std::vector<std::int64_t>{1});    // too few stones for 3
    CHECK(legalTakes(a, {0, 9, 9}).empty());
    CHECK(legalTakes(a, {5, 0, 9}).empty());  // broke
    CHECK(after({9, 5, 7}, 3) == Turn{6, 7, 2});  // roles swap, the mover paid 3
    CHECK(after({9, kInfinity, 7}, 4) == Turn{5, 7, kInfinity});
}

TEST_CASE("hand-checked NIM with Cash values", "[nim_cash][oracle]") {
    CashOracle& o = oracleFor({1, 2});
    o.prepare(12);
    CHECK(o.winner(0, kInfinity, kInfinity) == 2);
    CHECK(o.winner(1, 0, 5) == 2);  // cannot afford min(A)
    CHECK(o.winner(1, 1, 0) == 1);
    CHECK(o.winner(2, 1, 1) == 2);  // 1, 1, then Player 1 faces an empty pile
    CHECK(o.winner(2, 2, 0) == 1);  // Player 2 is broke after Player 1 takes 1
    CHECK(o.winner(3, 1, 1) == 2);  // 1, 1, then Player 1 is broke with a stone left
    CHECK(o.winner(3, 2, 1) == 1);  // 1, 1, 1: Player 2 faces the empty pile
    CHECK(o.winner(3, kInfinity, kInfinity) == 2);  // plain NIM {1,2}: multiples of 3 are lost
    CHECK(o.winner(3, 3, 1) == 1);  // Player 2 can only take 1, Player 1 takes 1 then 1
}

TEST_CASE("the paper's worked example: A = {1,3,4}, U1(9) = 6 and W(9) = 2", "[nim_cash][oracle]") {
    CashOracle& o = oracleFor({1, 3, 4});
    o.prepare(9);
    CHECK(o.nimWinner(9) == 2);
    CHECK(o.upperByDefinition(Player::One, 9) == 6);
    CHECK(o.upperByGame(9) == o.upperByDefinition(Player::Two, 9));
}

TEST_CASE("plain NIM matches Example 1.5's first published pattern for {1,4}", "[nim_cash][oracle]") {
    CashOracle& o = oracleFor({1, 4});
    o.prepare(30, false);
    std::string lost;
    for (int n = 0; n < 15; ++n)
        if (o.nimWinner(n) == 2) lost += std::to_string(n) + " ";
    CHECK(lost == "0 2 5 7 10 12 ");  // n ≡ 0, 2 (mod 5)
}

TEST_CASE("M by its meaning: small values by hand", "[nim_cash][oracle]") {
    CashOracle& o = oracleFor({1, 2});
    o.prepare(4, false);
    // n = 0: Player 1's turn is the last one; n = 2: Player 1 moves at 2 and 0, Player 2 at 1.
    CHECK(o.middle(Player::One, 0) == 1);
    CHECK(o.middle(Player::Two, 0) == 0);
    CHECK(o.middle(Player::One, 2) == 2);
    CHECK(o.middle(Player::Two, 2) == 1);
    CHECK(o.middle(Player::One, 3) == 2);
    CHECK(o.middle(Player::Two, 3) == 2);
}

TEST_CASE("the cash table agrees with an independent memoised search of the rules", "[nim_cash][oracle]") {
    rc::prop("W(n; d, e) equals the search's", [] {
        const Moves a = *smallMoveSets();
        const std::int64_t n = *rc::gen::inRange<std::int64_t>(0, 25);
        const std::int64_t d = *rc::gen::inRange<std::int64_t>(0, 30), e = *rc::gen::inRange<std::int64_t>(0, 30);
        CashOracle& o = oracleFor(a);
        o.prepare(n);
        auto search = searchFor(a);
        RC_ASSERT(o.table().moverWins({n, d, e}) == search.moverWins({n, d, e}));
        RC_ASSERT(o.table().moverWins({n, kInfinity, e}) == search.moverWins({n, kInfinity, e}));
    });
}

TEST_CASE("the cash table agrees with the search on piles wider than a machine word", "[nim_cash][oracle]") {
    // The table is solved 64 cells at a time: rows longer than a word, and takes above 64, shift across words.
    rc::prop("W(n; d, e) equals the search's for n up to 150 and takes up to 80", [] {
        Moves a = *rc::gen::container<std::vector<std::int64_t>>(3, rc::gen::inRange<std::int64_t>(1, 81));
        a.push_back(*rc::gen::inRange<std::int64_t>(1, 4));
        a = normalise(a);
        const std::int64_t n = *rc::gen::inRange<std::int64_t>(60, 151);
        const std::int64_t d = *rc::gen::inRange<std::int64_t>(0, 160), e = *rc::gen::inRange<std::int64_t>(0, 160);
        CashTable table(a);
        table.solveUpTo(n);
        auto search = searchFor(a);
        RC_ASSERT(table.moverWins({n, d, e}) == search.moverWins({n, d, e}));
    });
}

TEST_CASE("infinite money is plain NIM; money never hurts its owner", "[nim_cash][oracle]") {
    rc::prop("W(n; ∞, ∞) = W(n) and W is monotone in each player's money", [] {
        const Moves a = *smallMoveSets();
        const std::int64_t n = *rc::gen::inRange<std::int64_t>(0, 40);
        const std::int64_t d = *rc::gen::inRange<std::int64_t>(0, 45), e = *rc::gen::inRange<std::int64_t>(0, 45);
        CashOracle& o = oracleFor(a);
        o.prepare(n);
        RC_ASSERT(o.winner(n, kInfinity, kInfinity) == o.nimWinner(n));
        RC_ASSERT(o.winner(n, n, n) == o.nimWinner(n));
        if (o.winner(n, d, e) == 1) RC_ASSERT(o.winner(n, d + 1, e) == 1);
        if (o.winner(n, d, e) == 2) RC_ASSERT(o.winner(n, d, e + 1) == 2);
    });
}

TEST_CASE("every threshold is at most n + max(A), the top of the claims' money range", "[nim_cash][oracle]") {
    rc::prop("U and M fit", [] {
        const Moves a = *smallMoveSets();
        const std::int64_t n = *rc::gen::inRange<std::int64_t>(0, 80);
        CashOracle& o = oracleFor(a);
        o.prepare(n, false);
        for (Player p : {Player::One, Player::Two}) {
            RC_ASSERT(o.upperByDefinition(p, n) <= n + a.back());
            RC_ASSERT(o.middle(p, n) <= n + a.back());
        }
    });
}
