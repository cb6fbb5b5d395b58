// The compact endgame model and its oracle against hand-checked positions, and rule self-tests.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "core/errors.hpp"
#include "models/sls/endgame.hpp"
#include "models/sls/sigma.hpp"
#include "oracles/sls/endgame_oracle.hpp"

using namespace gameaudit::sls;

TEST_CASE("sls notation round-trips and rejects malformed states", "[sls]") {
    State s = parse("B(2,1) R(0,3) [_ _ b r rbr brbr] B");
    CHECK(show(s) == "B(2,1) R(0,3) [_ _ b r rbr brbr] B");
    CHECK(s.chips() == 2 + 1 + 3 + 1 + 1 + 3 + 4);
    CHECK(s.pileCount() == 6);
    CHECK(show(parse("b(0,0)  r(1,1) [rb] r")) == "B(0,0) R(1,1) [rb] R");
    CHECK_THROWS_AS(parse("B(1,0) R(0,0) [bb] B"), gameaudit::InputError);   // two b chips in a row
    CHECK_THROWS_AS(parse("B(1,0) R(0,0) [] B"), gameaudit::InputError);     // no pile
    CHECK_THROWS_AS(parse("B(1,0) R(0,0) [_] G"), gameaudit::InputError);    // no such player
    CHECK_THROWS_AS(parse("B(1) R(0,0) [_] B"), gameaudit::InputError);      // one count
    CHECK_THROWS_AS(parse("B(1,0) R(0,0) [bxr] B"), gameaudit::InputError);  // not a colour
    CHECK_THROWS_AS(parse("B(1,0) R(0,0) [_] B extra"), gameaudit::InputError);
}

TEST_CASE("sls moves follow the Next Player and Capture Rules (hand-checked)", "[sls]") {
    State s = parse("B(2,2) R(1,1) [_ b r rb] B");
    // b on an empty pile: R plays next; r on an empty pile: B again (v2 Theorems 2.1, 2.2).
    CHECK(show(place(s, Blue, 0, Rules::Placements)) == "B(1,2) R(1,1) [b b r rb] R");
    CHECK(show(place(s, Red, 0, Rules::Placements)) == "B(2,1) R(1,1) [b r r rb] B");
    // r on the b-singleton: the previous top's owner, B, plays again.
    CHECK(show(place(s, Red, 2 * 1 + Blue, Rules::Placements)) == "B(2,1) R(1,1) [_ r rb br] B");
    // b on the pile rb captures it for B, who then discards one chip of b,r,b.
    State c = place(s, Blue, 2 * 2 + Blue, Rules::Placements);
    CHECK(c.phase == Phase::Capture);
    CHECK(c.mover == Blue);
    auto discards = options(c, Rules::Placements);
    REQUIRE(discards.size() == 2);
    CHECK(show(discards[0].next) == "B(2,3) R(1,1) [_ _ b r] B");  // discards a b: keeps b and r
    CHECK(show(discards[1].next) == "B(3,2) R(1,1) [_ _ b r] B");  // discards the r
    // B places r on the r-singleton: R captures (and chooses the discard), then plays.
    State rc = place(s, Red, 2 * 1 + Red, Rules::Placements);
    CHECK(rc.mover == Red);
    CHECK(rc.phase == Phase::Capture);
    CHECK_THROWS_AS(place(s, Blue, 2 * 5 + Red, Rules::Placements), gameaudit::InputError);
    CHECK_THROWS_AS(place(parse("B(0,1) R(0,0) [_] B"), Blue, 0, Rules::Placements), gameaudit::InputError);
}

TEST_CASE("sls oracle on hand-solved endgames", "[sls]") {
    for (Rules rules : {Rules::Full, Rules::Placements}) {
        EndgameOracle o(rules);
        CHECK(o.winner(parse("B(1,0) R(0,0) [_] B")) == Blue);    // R must play next without chips
        CHECK(o.winner(parse("B(0,0) R(5,5) [_] B")) == Red);     // B is eliminated at once
        CHECK(o.winner(parse("B(0,1) R(0,0) [_] B")) == Red);     // r on empty: B again, then empty-handed
        CHECK(o.winner(parse("B(1,0) R(0,1) [_ _] B")) == Red);   // b; r on it gives B the turn, empty-handed
        CHECK(o.winner(parse("B(2,0) R(0,1) [_ _] B")) == Blue);
        CHECK(o.winner(parse("B(0,0) R(0,0) [_] R")) == Blue);
    }
}

TEST_CASE("sls Σ wins the hand-solved endgames it should", "[sls]") {
    StrategyChecker blue(Rules::Placements, Blue, sigmaStrategy(Rules::Placements));
    CHECK(blue.wins(parse("B(2,0) R(0,1) [_ _] B")));
    CHECK_FALSE(blue.wins(parse("B(1,0) R(0,1) [_ _] B")));
    CHECK(blue.refutation(parse("B(1,0) R(0,1) [_ _] B")).find("B has no chip and is eliminated") != std::string::npos);
    // Σ discards B's prisoners (v2 step 2) before topping the longest r-pile.
    auto step = sigma(parse("B(1,2) R(0,0) [r rbr] B"), Rules::Placements);
    REQUIRE(step);
    CHECK(show(step->next) == "B(1,0) R(0,0) [r rbr] B");
    step = sigma(step->next, Rules::Placements);
    REQUIRE(step);
    CHECK(show(step->next) == "B(0,0) R(0,0) [r rbrb] R");
}

TEST_CASE("sls rules self-test: every option is legal", "[sls][rapidcheck]") {
    rc::prop("options conserve or discard exactly one chip and keep the pile count", [] {
        State s = parse("B(0,0) R(0,0) [_] B");
        s.hand[Blue] = {static_cast<std::uint8_t>(*rc::gen::inRange(0, 4)), static_cast<std::uint8_t>(*rc::gen::inRange(0, 4))};
        s.hand[Red] = {static_cast<std::uint8_t>(*rc::gen::inRange(0, 4)), static_cast<std::uint8_t>(*rc::gen::inRange(0, 4))};
        const int piles = *rc::gen::inRange(0, 5);
        for (int i = 0; i < piles; ++i) s.addPile({*rc::gen::element(Blue, Red), *rc::gen::inRange(1, 6)});
        s.mover = *rc::gen::element(Blue, Red);
        const Rules rules = *rc::gen::element(Rules::Full, Rules::Placements);
        for (int depth = 0; depth < 12 && !s.terminal(); ++depth) {
            auto opts = options(s, rules);
            RC_ASSERT(!opts.empty());
            for (const Option& o : opts) {
                RC_ASSERT(o.next.pileCount() == s.pileCount());
                const int lost = s.chips() - o.next.chips();
                if (o.action.kind == Action::Discard || o.action.kind == Action::DiscardPrisoner)
                    RC_ASSERT(lost == 1);
                else
                    RC_ASSERT(lost == 0);
                if (o.action.kind == Action::Place) {
                    RC_ASSERT(s.hand[s.mover][o.action.chip] > 0);
                    // Who plays next: a capture's owner, else the owner of the colour below the placed chip.
                    const Colour below = o.action.target == 0 ? other(o.action.chip) : static_cast<Colour>(o.action.target & 1);
                    RC_ASSERT(o.next.mover == (below == o.action.chip ? o.action.chip : below));
                }
            }
            s = (*rc::gen::elementOf(opts)).next;
        }
    });
}

TEST_CASE("sls oracle is colour-symmetric", "[sls][rapidcheck]") {
    EndgameOracle o(Rules::Placements);
    rc::prop("swapping colours swaps the winner", [&] {
        State s = parse("B(0,0) R(0,0) [_] B");
        for (Colour p : {Blue, Red})
            for (Colour c : {Blue, Red}) s.hand[p][c] = static_cast<std::uint8_t>(*rc::gen::inRange(0, 3));
        const int piles = *rc::gen::inRange(0, 4);
        for (int i = 0; i < piles; ++i) s.addPile({*rc::gen::element(Blue, Red), *rc::gen::inRange(1, 4)});
        s.mover = *rc::gen::element(Blue, Red);
        RC_ASSERT(o.winner(swapColours(s)) == other(o.winner(s)));
    });
}

TEST_CASE("sls key set: insert reports new keys, clear forgets them, growth keeps them", "[sls]") {
    KeySet set;
    for (std::uint64_t i = 0; i < 5000; ++i) CHECK(set.insert(i, i * 7));
    for (std::uint64_t i = 0; i < 5000; ++i) CHECK_FALSE(set.insert(i, i * 7));
    CHECK(set.size() == 5000);
    set.clear();
    CHECK(set.size() == 0);
    CHECK(set.insert(1, 7));
    set.clear();
    CHECK(set.insert(1, 7));
    CHECK_FALSE(set.insert(1, 7));
}
