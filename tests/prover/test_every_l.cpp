// NIM with Cash for every L (provers/nim_cash/nim_cash_ws1s.hpp, provers/nim_cash/staircase_every_l.cpp):
// the L-adapted coordinates against the model, the winner function of the registered staircase
// proofs against the oracle, and a staircase with wrong rows refuted.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "provers/attach.hpp"
#include "provers/mona.hpp"
#include "provers/nim_cash/nim_cash_ws1s.hpp"
#include "provers/nim_cash/staircase.hpp"

using namespace gameaudit;
using prover::Automaton;

namespace {

std::vector<std::uint64_t> unsigned64(const std::vector<std::int64_t>& v) { return {v.begin(), v.end()}; }

// Every position (n, d, e) of A = moves(h) with n below two periods and money up to n + L + 2.
template <class F>
void everyPosition(const nimcash::CashCoordinates& c, std::int64_t h, F visit) {
    const std::int64_t p = c.period.at(h), l = c.l(h);
    for (std::int64_t n = 0; n < 2 * p + 2; ++n)
        for (std::int64_t d = 0; d <= n + l + 2; ++d)
            for (std::int64_t e = 0; e <= n + l + 2; ++e) visit(nimcash::Position{c.moves(h), n, d, e});
}

std::string program(const nimcash::CashCoordinates& c, const std::string& formula, const std::string& variables) {
    return "ws1s;\n" + prover::arithmetic() + nimcash::cashEveryL(c).rules + "var2 " + variables + ";\n" + formula + ";\n";
}

// The proof the registry attaches to `claim`.
const prover::ProofSpec& attachedProof(const std::string& claim) {
    Registry::instance();  // every proof attached
    for (const auto& a : prover::attached())
        if (a->claim == claim) return a->spec();
    throw std::logic_error("no proof attached to " + claim);
}

}  // namespace

TEST_CASE("NIM with Cash in L-adapted coordinates: a bijection, and what a take leaves is the model's", "[prover][soundness]") {
    const char* all = "H, Q, R, FD, KD, JD, FE, KE, JE";
    for (const nimcash::CashCoordinates* family : {&nimcash::pairsEvenL(), &nimcash::triplesEvenL(), &nimcash::triplesOddL()}) {
        const nimcash::CashCoordinates& c = *family;
        INFO(c.name);
        const Automaton position = Automaton::of(program(c, std::string("position(") + all + ")", all), 60);
        std::vector<Automaton> affords;
        for (std::size_t t = 0; t < c.takes().size(); ++t)
            affords.push_back(Automaton::of(program(c, "affords" + std::to_string(t) + "(" + all + ")", all), 60));
        std::int64_t checked = 0, wrong = 0;
        for (std::int64_t h = c.hMin; h <= c.hMin + 2; ++h)  // L = 4, 6, 8 (even), 3, 5, 7 (odd)
            everyPosition(c, h, [&](const nimcash::Position& g) {
                const auto x = nimcash::coordinatesOf(c, h, g);
                ++checked;
                bool ok = nimcash::positionOf(c, x) == g && position.accepts(unsigned64(x));
                // A non-canonical neighbour (J one unit past its base) is no position.
                auto y = x;
                y[5] += x[3] ? c.base().at(h) : c.width.at(h);
                ok = ok && !position.accepts(unsigned64(y));
                const auto takes = c.takes();
                for (std::size_t t = 0; t < takes.size(); ++t) {
                    const std::int64_t a = takes[t].at(h);
                    ok = ok && affords[t].accepts(unsigned64(x)) == (g.d >= a);
                    if (a > g.n || a > g.d) continue;
                    // The take's shifts: the new offsets are the old ones moved by shift().
                    const nimcash::Turn next = nimcash::after(g.start(), a);
                    const auto z = nimcash::coordinatesOf(c, h, {g.a, next.stones, next.mover, next.other});
                    auto offset = [&](const std::vector<std::int64_t>& v, bool mover) {
                        const std::int64_t f = v[mover ? 3 : 6], k = v[mover ? 4 : 7], j = v[mover ? 5 : 8];
                        return f ? -(c.base().at(h) * k + j + 1) : c.width.at(h) * k + j;
                    };
                    ok = ok && offset(z, true) == offset(x, false) + nimcash::shift(c, takes[t], g.n % 2, true).at(h) &&
                         offset(z, false) == offset(x, true) + nimcash::shift(c, takes[t], g.n % 2, false).at(h);
                }
                if (!ok && ++wrong <= 5) FAIL_CHECK(nimcash::show(g));
            });
        CHECK(checked > 10000);
        CHECK(wrong == 0);
    }
}

TEST_CASE("the winner function of the staircases of Theorems 6.4, 6.6 and 6.7 for every L is the oracle's at three L each",
          "[prover][soundness]") {
    // Their first parts' proofs as registered: the winner function is the staircase that holds.
    const std::pair<const char*, const nimcash::CashCoordinates*> proofs[] = {
        {"chen-gasarch/thm6.4a", &nimcash::pairsEvenL()},
        {"chen-gasarch/thm6.6a", &nimcash::triplesEvenL()},
        {"chen-gasarch/thm6.7a", &nimcash::triplesOddL()},
    };
    for (const auto& [claim, family] : proofs) {
        INFO(claim);
        const prover::ProofSpec& spec = attachedProof(claim);
        // The certificate's definitions with the winner function's automaton.
        const std::string defs = spec.counterexample.substr(0, spec.counterexample.rfind("var2 X1"));
        const Automaton wins =
            Automaton::of(defs + "var2 X1, X2, X3, X4, X5, X6, X7, X8, X9;\nwins(X1, X2, X3, X4, X5, X6, X7, X8, X9);\n", 120);
        const nimcash::CashCoordinates& c = *family;
        std::int64_t checked = 0, wrong = 0;
        for (std::int64_t h = c.hMin; h <= c.hMin + 2; ++h)  // L = 4, 6, 8 (even), 3, 5, 7 (odd)
            everyPosition(c, h, [&](const nimcash::Position& g) {
                ++checked;
                const bool claimed = wins.accepts(unsigned64(nimcash::coordinatesOf(c, h, g)));
                if (claimed != (nimcash::solved(g.a, g.n).winner(g.n, g.d, g.e) == 1) && ++wrong <= 5) FAIL_CHECK(nimcash::show(g));
            });
        CHECK(checked > 10000);
        CHECK(wrong == 0);
    }
}

// The proofs themselves run in the pin test; here MONA's refutation alone, confirmed by the oracle.
TEST_CASE("a staircase part with wrong rows (Theorem 6.4 part 2 as printed) is refuted for some L, as the oracle confirms",
          "[prover]") {
    const Claim* claim = Registry::instance().claim("chen-gasarch/thm6.4b");
    REQUIRE(claim);
    std::string counterexample;
    const Proof p = prover::decide(attachedProof(claim->info.id), 300, &counterexample);
    INFO(p.reason);
    REQUIRE(p.status == Proof::Status::Refuted);
    // MONA's counterexample is a both-middle-class position of A = {1, L}, L even, where the
    // claim's rows and the oracle's winner differ.
    const nimcash::Position g = nimcash::parsePosition(counterexample);
    const nimcash::CashOracle& o = nimcash::solved(g.a, g.n);
    const std::int64_t l = nimcash::parameterL(g.a);
    CHECK(g.a == nimcash::Moves{1, l});
    CHECK(l % 2 == 0);
    CHECK(o.middle(nimcash::Player::One, g.n) <= g.d);
    CHECK(g.d < o.upperByDefinition(nimcash::Player::One, g.n));
    CHECK(o.middle(nimcash::Player::Two, g.n) <= g.e);
    CHECK(g.e < o.upperByDefinition(nimcash::Player::Two, g.n));
    const Judgement j = claim->evaluate(counterexample);
    INFO(j.claimed << " / " << j.actual);
    CHECK_FALSE(j.holds);
}
