// The strip game model: rules self-test, the thesis's hand computations, the notation.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include "core/errors.hpp"
#include "models/snodgrass/chapter_one.hpp"
#include "models/snodgrass/strip.hpp"
#include "tests/cgt/parse.hpp"

using namespace gameaudit::snodgrass;
using gameaudit::cgt::Game;

namespace {
Game v(const char* position) { return value(parsePosition(position)); }
}  // namespace

TEST_CASE("moves obey the matching rule") {
    rc::prop("every generated move matches its neighbours' tints and splits the strip", [] {
        int n = *rc::gen::inRange(1, 12);
        Tint a = *rc::gen::element(Tint::None, Tint::Red, Tint::Black);
        Tint b = *rc::gen::element(Tint::None, Tint::Red, Tint::Black);
        Strip s{a, n, b};
        for (Player p : {Player::Left, Player::Right})
            for (const Move& m : moves(s, p)) {
                RC_ASSERT(m.counter.owner() == p);
                if (m.square == 1 && a != Tint::None) RC_ASSERT(m.counter.left == a);
                if (m.square == n && b != Tint::None) RC_ASSERT(m.counter.right == b);
                RC_ASSERT(squares(place(s, m)) == n - 1);
            }
        // Every square takes some counter of each player unless both ends pin it.
        int leftMoves = static_cast<int>(moves(s, Player::Left).size());
        RC_ASSERT(leftMoves <= 2 * n);
        RC_ASSERT(leftMoves >= 2 * n - 2);
    });
}

TEST_CASE("a sum's options are one strip's options beside the other strips, sorted") {
    rc::prop("options of a sum as defined", [] {
        const auto strips = *rc::gen::container<std::vector<Strip>>(
            rc::gen::construct<Strip>(rc::gen::element(Tint::None, Tint::Red, Tint::Black), rc::gen::inRange(1, 7),
                                      rc::gen::element(Tint::None, Tint::Red, Tint::Black)));
        const bool sortFirst = *rc::gen::arbitrary<bool>();  // sums are kept sorted, but need not be
        const Position pos = sortFirst ? sorted(strips) : strips;
        for (Player p : {Player::Left, Player::Right}) {
            std::vector<Position> expected;
            for (std::size_t i = 0; i < pos.size(); ++i)
                for (Position o : options(pos[i], p)) {
                    for (std::size_t j = 0; j < pos.size(); ++j)
                        if (j != i) o.push_back(pos[j]);
                    expected.push_back(sorted(std::move(o)));
                }
            RC_ASSERT(options(pos, p) == expected);
        }
    });
}

TEST_CASE("the thesis's hand computations, n = 1..4") {
    CHECK(v("1") == g("*"));
    CHECK(v("R1") == g("*"));
    CHECK(v("R1B") == g("-1"));
    CHECK(v("R1R") == g("1"));
    CHECK(v("2") == g("0"));
    CHECK(v("R2") == g("±1"));
    CHECK(v("R2B") == g("0"));
    CHECK(v("R2R") == g("±1"));
    CHECK(v("3") == g("*"));
    CHECK(v("R3") == g("*+±1"));
    CHECK(v("R3B") == g("-1+±1"));
    CHECK(v("R3R") == g("1+±1"));
    CHECK(v("4") == g("0"));
    CHECK(v("R4") == g("0"));
    CHECK(v("R4B") == g("±1"));
    CHECK(v("R4R") == g("0"));
    // Intermediate steps: R3's options and R4B's, as listed in Chapter Two.
    CHECK(v("R1R + R1") == g("1+*"));
    CHECK(v("R1R + R1B") == g("0"));
    CHECK(v("R1B + R1B") == g("-2"));
}

TEST_CASE("options of R2 as listed: {R1, R1R, R1B | B1, R1R, R1B}") {
    auto shown = [](Player p) {
        std::set<std::string> s;
        for (const Position& o : options(Strip{Tint::Red, 2, Tint::None}, p)) s.insert(show(o));
        return s;
    };
    CHECK(shown(Player::Left) == std::set<std::string>{"R1", "R1R", "R1B"});
    CHECK(shown(Player::Right) == std::set<std::string>{"B1", "R1R", "R1B"});
}

TEST_CASE("the notation parses and prints back") {
    CHECK(show(parsePosition("R4B")) == "R4B");
    CHECK(show(parsePosition("R_4B + 3 + 1R")) == "1R + 3 + R4B");
    CHECK(show(parsePosition("0")) == "0");
    CHECK_THROWS_AS(parsePosition("R4X"), gameaudit::InputError);
    CHECK_THROWS_AS(parsePosition("RB"), gameaudit::InputError);
    CHECK_THROWS_AS(parsePosition("R4B +"), gameaudit::InputError);
    CHECK_THROWS_AS(parsePosition("R0B"), gameaudit::InputError);
}

TEST_CASE("symmetries preserve values") {
    rc::prop("reversal and colour swap", [] {
        int n = *rc::gen::inRange(1, 14);
        Tint a = *rc::gen::element(Tint::None, Tint::Red, Tint::Black);
        Tint b = *rc::gen::element(Tint::None, Tint::Red, Tint::Black);
        Strip s{a, n, b};
        RC_ASSERT(value(s) == value(symmetric(s)));
        RC_ASSERT(value(s) == value(Strip{b, n, a}));
    });
}

TEST_CASE("Chapter One's games from their rules") {
    CHECK(nimHeap(3) + nimHeap(4) + nimHeap(8) + nimHeap(9) == Game::nimber(6));
    auto grundy = kaylesGrundy(20);
    for (int n = 0; n <= 20; ++n) CHECK(kaylesRow(n) == Game::nimber(grundy[n]));
    CHECK(domineering(parseDomineeringBoard("##/##")) == g("±1"));
    CHECK(domineering(parseDomineeringBoard("##/#./#.")) == g("1/2"));
    CHECK(domineering(parseDomineeringBoard("###/###/###")) == g("{1|-1}"));  // hand-checked: 3x3 = ±1
    CHECK_THROWS_AS(parseDomineeringBoard("#x"), gameaudit::InputError);
    CHECK_THROWS_AS(parseDomineeringBoard("##/#"), gameaudit::InputError);
}
