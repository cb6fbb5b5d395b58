// The CGT engine audited against plain game-tree search on random game forms.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <set>

#include "oracles/cgt/forms.hpp"

using gameaudit::Outcome;
using gameaudit::cgt::Form;
using gameaudit::cgt::FormPool;
using gameaudit::cgt::Game;
using gameaudit::cgt::genForm;

namespace {

// Canonical form of a form, by the engine.
Game canonical(const Form& f) {
    FormPool pool;
    return pool.canonical(pool.add(f));
}

}  // namespace

TEST_CASE("canonical(G) = G: G - canonical(G) is a second-player win by plain search") {
    rc::prop("random forms to day 4", [] {
        Form f = *genForm(0, 4, 3);
        FormPool pool;
        FormPool::Node g = pool.add(f);
        FormPool::Node c = pool.fromGame(pool.canonical(g));
        RC_ASSERT(pool.outcome(g, pool.negate(c)) == Outcome::P);
    });
}

TEST_CASE("the engine's outcome and order agree with plain search") {
    rc::prop("outcome of G", [] {
        Form f = *genForm(0, 4, 3);
        FormPool pool;
        FormPool::Node g = pool.add(f), zero = pool.add({}, {});
        RC_ASSERT(pool.canonical(g).outcome() == pool.outcome(g, zero));
    });
    rc::prop("G <= H", [] {
        Form a = *genForm(0, 3, 3), b = *genForm(0, 3, 3);
        FormPool pool;
        FormPool::Node x = pool.add(a), y = pool.add(b);
        RC_ASSERT(pool.canonical(x).leq(pool.canonical(y)) == pool.leq(x, y));
    });
}

TEST_CASE("canonical forms have no dominated or reversible options") {
    rc::prop("random forms", [] {
        Game g = canonical(*genForm(0, 4, 3));
        auto L = g.left(), R = g.right();
        for (Game a : L)
            for (Game b : L) RC_ASSERT(a == b || !a.leq(b));
        for (Game a : R)
            for (Game b : R) RC_ASSERT(a == b || !b.leq(a));
        for (Game a : L)
            for (Game ar : a.right()) RC_ASSERT(!ar.leq(g));
        for (Game b : R)
            for (Game bl : b.left()) RC_ASSERT(!g.leq(bl));
    });
}

TEST_CASE("sums form an abelian group on values") {
    rc::prop("commutative, associative, G - G = 0, 0 is neutral", [] {
        Game a = canonical(*genForm(0, 3, 3)), b = canonical(*genForm(0, 3, 3)), c = canonical(*genForm(0, 3, 2));
        RC_ASSERT(a + b == b + a);
        RC_ASSERT((a + b) + c == a + (b + c));
        RC_ASSERT(a - a == Game());
        RC_ASSERT(a + Game() == a);
        RC_ASSERT(-(-a) == a);
    });
    rc::prop("the sum of canonical forms is the value of the sum of forms", [] {
        Form a = *genForm(0, 3, 2), b = *genForm(0, 3, 2);
        FormPool pool;
        FormPool::Node x = pool.add(a), y = pool.add(b);
        Game s = pool.canonical(x) + pool.canonical(y);
        RC_ASSERT(pool.outcome(pool.sum(x, y), pool.negate(pool.fromGame(s))) == Outcome::P);
    });
}

TEST_CASE("<= is a partial order consistent with outcomes") {
    rc::prop("reflexive, antisymmetric, transitive; G >= 0 iff Right moving first loses", [] {
        Game a = canonical(*genForm(0, 3, 3)), b = canonical(*genForm(0, 3, 3)), c = canonical(*genForm(0, 3, 3));
        RC_ASSERT(a.leq(a));
        if (a.leq(b) && b.leq(a)) RC_ASSERT(a == b);
        if (a.leq(b) && b.leq(c)) RC_ASSERT(a.leq(c));
        Outcome o = (b - a).outcome();
        RC_ASSERT(a.leq(b) == (o == Outcome::L || o == Outcome::P));
        RC_ASSERT(a.confused(b) == (o == Outcome::N));
    });
}

TEST_CASE("every form born by day 2 reduces to one of the 22 games born by day 2") {
    std::set<gameaudit::cgt::GameId> values;
    for (int day = 0; day <= 2; ++day)
        for (const Form& f : gameaudit::cgt::formsBornOn(day)) values.insert(canonical(f).id());
    CHECK(gameaudit::cgt::formsBornOn(2).size() == 252);
    CHECK(values.size() == 22);
}
