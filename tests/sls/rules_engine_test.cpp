// The general rules engine (v2 §1.2) against the rules text, and the compact model against it.
#include <algorithm>
#include <stdexcept>

#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "core/errors.hpp"
#include "models/sls/reduction.hpp"

using namespace gameaudit::sls;
using gameaudit::InputError;

TEST_CASE("sls engine: four-player turn order and captures follow v2 §1.2", "[sls]") {
    // Blue, Red, Green, Yellow with 3 chips each, 4 piles; Blue starts.
    RulesEngine e(4, 4, 3, 0);
    e.place(0, 0);  // b on an empty pile: Red, Green, Yellow are absent, Blue chooses
    REQUIRE(e.step() == RulesEngine::Step::Designate);
    CHECK((e.choices() == Players{1, 2, 3}));
    CHECK_THROWS_AS(e.designate(0), InputError);  // Blue's colour is in the pile
    e.designate(3);
    CHECK(e.active() == 3);
    e.place(3, 0);  // y on b: Red and Green absent
    e.designate(2);
    e.place(2, 0);  // g on y,b: Red absent only, so Red is forced
    CHECK(e.active() == 1);
    e.place(1, 0);  // r on b,y,g: all colours present; lowest highest chip is Blue's
    CHECK(e.active() == 0);
    e.place(0, 1);  // b on an empty pile, Blue designates Green
    e.designate(2);
}

TEST_CASE("sls engine: illegal actions are rejected with a reason", "[sls]") {
    RulesEngine e(2, 2, 1, 0);
    CHECK_THROWS_AS(e.place(1, 0), InputError);   // Blue holds no red chip
    CHECK_THROWS_AS(e.place(0, 5), InputError);   // no pile 5
    CHECK_THROWS_AS(e.discard(0), InputError);    // no capture pending
    CHECK_THROWS_AS(e.eliminate(), InputError);   // Blue holds a chip
    CHECK_THROWS_AS(e.donate(0, 1, 0), InputError);  // guards cannot be donated
    CHECK_THROWS_AS(e.discardPrisoner(0, 0), InputError);
    CHECK_THROWS_AS(RulesEngine(5, 2, 1, 0), InputError);
}

TEST_CASE("sls engine: capture, discard choice, elimination and the winner", "[sls]") {
    RulesEngine e(2, 2, 2, 0);
    e.place(0, 0);  // b on empty: Red plays
    CHECK(e.active() == 1);
    e.place(0 + 1, 1);  // r on empty: Blue plays
    CHECK(e.active() == 0);
    e.place(0, 0);  // b on b: Blue captures two b chips
    REQUIRE(e.step() == RulesEngine::Step::Discard);
    CHECK_THROWS_AS(e.discard(1), InputError);  // no r chip in the captured pile
    e.discard(0);
    CHECK(e.hands()[0][0] == 1);
    CHECK(e.deadBox() == 1);
    CHECK(e.active() == 0);
    e.place(0, 1);  // b on r: both colours present; Red's highest chip is lower
    CHECK(e.active() == 1);
    e.place(1, 0);  // r on empty: Blue
    CHECK(e.active() == 0);
    REQUIRE(e.chipsHeld(0) == 0);
    e.eliminate();
    CHECK(e.step() == RulesEngine::Step::Over);
    CHECK(e.eliminated(0));
}

TEST_CASE("sls engine: successive eliminations hand the turn back along who gave it (Next Player Rule, Special Rule)", "[sls]") {
    RulesEngine e(4, 2, 1, 0);
    e.place(0, 0);     // Blue: b on pile 1, gives the turn to Yellow
    e.designate(3);
    e.place(3, 1);     // Yellow: y on pile 2, gives the turn to Green
    e.designate(2);
    e.place(2, 1);     // Green: g on y; Blue and Red are absent, Green gives the turn to Red
    e.designate(1);
    e.place(1, 1);     // Red: r on yg; only Blue is absent, so Blue plays
    REQUIRE(e.active() == 0);
    e.eliminate();     // Blue has no chip: the turn goes back to Red, who gave it
    CHECK(e.active() == 1);
    e.eliminate();     // Red has no chip either: back to Green, who gave Red their turn
    CHECK(e.active() == 2);
    CHECK_FALSE(e.eliminated(2));
}

TEST_CASE("sls engine: the Special Rule can name no player, and the engine says so", "[sls]") {
    RulesEngine e(4, 2, 1, 0);
    e.place(0, 0);  // Blue: b on pile 1, to Yellow
    e.designate(3);
    e.place(3, 1);  // Yellow: y on pile 2, to Green
    e.designate(2);
    e.place(2, 1);  // Green: g on y, to Red
    e.designate(1);
    e.place(1, 0);  // Red: r on b, to Green
    e.designate(2);
    e.eliminate();  // Green has no chip: back to Red, who gave Green the turn
    REQUIRE(e.active() == 1);
    // Red has no chip: Red's turn came from Green, and Green's from Red, both eliminated.
    CHECK_THROWS_AS(e.eliminate(), std::logic_error);
}

TEST_CASE("sls engine: a capture by an eliminated colour discards the pile (Capture Rule, Special Rule)", "[sls]") {
    RulesEngine e(3, 2, 1, 0);
    // Green (player 2) is eliminated; a green chip is in Blue's hand and on pile 0.
    e.setPosition({{1, 0, 1}, {0, 1, 0}, {0, 0, 0}}, {{2}, {}}, {false, false, true}, 0, {1, 0, 0});
    e.place(2, 0);  // g on g: Green would capture, so the pile is discarded
    CHECK(e.pile(0).empty());
    CHECK(e.deadBox() == 2);
    CHECK(e.active() == 0);  // Green's last turn came from Blue
}

TEST_CASE("sls reduction: the compact model's moves are the general engine's", "[sls][rapidcheck]") {
    rc::prop("same successors after one placement and the capturer's discard", [] {
        State s = parse("B(0,0) R(0,0) [_] B");
        for (Colour p : {Blue, Red})
            for (Colour c : {Blue, Red}) s.hand[p][c] = static_cast<std::uint8_t>(*rc::gen::inRange(0, 5));
        s.empty = static_cast<std::uint8_t>(*rc::gen::inRange(0, 4));
        const int piles = *rc::gen::inRange(s.empty == 0 ? 1 : 0, 7);
        for (int i = 0; i < piles; ++i) s.addPile({*rc::gen::element(Blue, Red), *rc::gen::inRange(1, 9)});
        s.mover = *rc::gen::element(Blue, Red);
        RC_ASSERT(compactSuccessors(s) == engineSuccessors(s));
        RC_ASSERT(show(fromEngine(toEngine(s))) == show(s));
        forEachPlacement(s, [](const EngineOutcome& o) {
            RC_ASSERT(!o.choiceOfNextPlayer);
            return true;
        });
    });
}
