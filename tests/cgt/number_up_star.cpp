// Number-up-star values: the compact records' canonical options, sums and order, checked
// against explicit forms judged by plain game-tree search.
#include <catch2/catch.hpp>

#include "core/errors.hpp"
#include "oracles/cgt/forms.hpp"

using gameaudit::InputError;
using gameaudit::cgt::BigInt;
using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Form;
using gameaudit::cgt::FormPool;
using gameaudit::cgt::Game;
using gameaudit::cgt::Nus;

namespace {

Form nimberForm(unsigned m) {
    Form f;
    for (unsigned k = 0; k < m; ++k) f.left.push_back(nimberForm(k));
    f.right = f.left;
    return f;
}

// x + u.^ + *m as an explicit sum of forms: ^ = {0|*}, v = {*|0}, numbers as the parser
// writes them (small x only).
FormPool::Node explicitForm(FormPool& pool, const Nus& v) {
    FormPool::Node g = pool.add(gameaudit::cgt::parseForm("0"));
    Form up{{Form{}}, {nimberForm(1)}}, down{{nimberForm(1)}, {Form{}}};
    for (long long i = 0; i < (v.ups < 0 ? -v.ups : v.ups); ++i) g = pool.sum(g, pool.add(v.ups > 0 ? up : down));
    g = pool.sum(g, pool.add(nimberForm(v.nim)));
    return pool.sum(g, pool.fromGame(Game::number(v.x)));
}

}  // namespace

TEST_CASE("the options of a number-up-star record are canonical and give its value") {
    for (Dyadic x : {Dyadic(0), Dyadic(1, 1), Dyadic(-2)})
        for (long long u = -4; u <= 4; ++u)
            for (unsigned m = 0; m <= 5; ++m) {
                Nus v{x, u, m};
                Game g = Game::of(v);
                INFO(g.str());
                if (u >= -2 && u <= 2 && m <= 3) {  // explicit sums grow fast: plain search stays small
                    FormPool pool;
                    CHECK(pool.equal(pool.fromGame(g), explicitForm(pool, v)));
                }
                // Canonical: no dominated option, no reversible one.
                auto L = g.left(), R = g.right();
                for (Game a : L) {
                    for (Game b : L) CHECK((a == b || !a.leq(b)));
                    for (Game ar : a.right()) CHECK(!ar.leq(g));
                }
                for (Game a : R) {
                    for (Game b : R) CHECK((a == b || !b.leq(a)));
                    for (Game al : a.left()) CHECK(!g.leq(al));
                }
                // The general engine, given these options, finds the same record.
                CHECK(Game::of(L, R) == g);
                CHECK(g.nus() == v);
            }
}

TEST_CASE("number-up-star sums and comparisons agree with plain search") {
    std::vector<Nus> values;
    for (Dyadic x : {Dyadic(0), Dyadic(-1, 1), Dyadic(1, 2)})
        for (long long u = -2; u <= 2; ++u)
            for (unsigned m = 0; m <= 2; ++m) values.push_back({x, u, m});
    FormPool pool;
    std::vector<FormPool::Node> nodes;
    for (const Nus& v : values) nodes.push_back(explicitForm(pool, v));
    for (std::size_t i = 0; i < values.size(); i += 4)
        for (std::size_t j = 0; j < values.size(); ++j) {
            Game a = Game::of(values[i]), b = Game::of(values[j]);
            INFO(a.str() << " vs " << b.str());
            CHECK(a.leq(b) == pool.leq(nodes[i], nodes[j]));
            CHECK((a + b).outcome() == pool.outcome(nodes[i], nodes[j]));
        }
}

TEST_CASE("large nimbers, ups and numbers are instant and print in closed form") {
    CHECK((Game::parse("*600 + ^17")).str() == "^17*600");
    CHECK(Game::parse("*200 + *200") == Game());
    CHECK(Game::parse("*1000").birthday() == 1000);
    CHECK(Game::parse("v3*").str() == "v3*");
    CHECK(Game::parse("3/8").str() == "3/8");
    CHECK(Game::parse("^17*").birthday() == 18);
    CHECK(Game::parse("^*2").birthday() == 4);   // {0|*3}
    CHECK(Game::parse("{0|*3}").str() == "^*2");
    CHECK(Game::parse("{0|^}").str() == "^2*");
    // Birthdays past any machine integer: 2^70 is born on day 2^70, 2^70 + 1/2 two days later.
    BigInt big = BigInt(1) << 70;
    CHECK(Game::parse("1180591620717411303424").birthday() == big);
    CHECK(Game::parse("1180591620717411303424 + 1/2").birthday() == big + 2);
    CHECK(Game::parse("-1180591620717411303424").outcome() == gameaudit::Outcome::R);
}

TEST_CASE("the notation parser refuses deep nesting with a message, never by overflowing the stack") {
    for (std::string open : {"{", "(", "-", "\xC2\xB1"}) {
        std::string deep;
        for (int i = 0; i < 200000; ++i) deep += open;
        CHECK_THROWS_WITH(Game::parse(deep), Catch::Contains("levels deep"));
    }
    std::string nested = "0";
    for (int i = 0; i < 200; ++i) nested = "{" + nested + "|}";
    CHECK(Game::parse(nested) == Game::integer(200));
    std::string deepForm(200000, '{');
    CHECK_THROWS_WITH(gameaudit::cgt::parseForm(deepForm), Catch::Contains("levels deep"));
}

TEST_CASE("the notation is read strictly: the whole text is the game") {
    for (const char* bad : {"1/2/4", "*2 x", "{0|1}}", "^-", "1/", "*99999999999", "{0|1},", "+1"})
        CHECK_THROWS_AS(Game::parse(bad), InputError);
}

TEST_CASE("numbers with leading zeros are decimal, never octal (a fuzzer's finding)") {
    CHECK(Game::parse("0888") == Game::parse("888"));
    CHECK(Game::parse("007/8") == Game::parse("7/8"));
    CHECK(Game::parse("0") == Game::parse("00"));
}
