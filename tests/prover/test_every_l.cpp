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
void everyPosition(const nim_cash::CashCoordinates& c, std::int64_t h, F visit) {
    const std::int64_t p = c.period.at(h), l = c.l(h);
    for (std::int64_t n = 0; n < 2 * p + 2; ++n)
        for (std::int64_t d = 0; d <= n + l + 2; ++d)
            for (std::int64_t e = 0; e <= n + l + 2; ++e) visit(nim_cash::Position{c.moves(h), n, d, e});
}

std::string program(const nim_cash::CashCoordinates& c, const std::string& formula, const std::string& variables) {
    return "ws1s;\n" + prover::arithmetic() + nim_cash::cashEveryL(c).rules + "var2 " + variables + ";\n" + formula + ";\n";
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
    for (const nim_cash::CashCoordinates* family : {&nim_cash::pairsEvenL(), &nim_cash::triplesEvenL(), &nim_cash::triplesOddL()}) {
        const nim_cash::CashCoordinates& c = *family;
        INFO(c.name);
        const Automaton position = Automaton::of(program(c, std::string("position(") + all + ")", all), 60);
        std::vector<Automaton> affords;
        for (std::size_t t = 0; t < c.takes().size(); ++t)
            affords.push_back(Automaton::of(program(c, "affords" + std::to_string(t) + "(" + all + ")", all), 60));
        std::int64_t checked = 0, wrong = 0;
        for (std::int64_t h = c.hMin; h <= c.hMin + 2; ++h)  // L = 4, 6, 8 (even), 3, 5, 7 (odd)
            everyPosition(c, h, [&](const nim_cash::Position& g) {
                const auto x = nim_cash::coordinatesOf(c, h, g);
                ++checked;
                bool ok = nim_cash::positionOf(c, x) == g && position.accepts(unsigned64(x));
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
                    const nim_cash::Turn next = nim_cash::after(g.start(), a);
                    const auto z = nim_cash::coordinatesOf(c, h, {g.a, next.stones, next.mover, next.other});
                    auto offset = [&](const std::vector<std::int64_t>& v, bool mover) {
                        const std::int64_t f = v[mover ? 3 : 6], k = v[mover ? 4 : 7], j = v[mover ? 5 : 8];
                        return f ? -(c.base().at(h) * k + j + 1) : c.width.at(h) * k + j;
                    };
                    ok = ok && offset(z, true) == offset(x, false) + nim_cash::shift(c, takes[t], g.n % 2, true).at(h) &&
                         offset(z, false) == offset(x, true) + nim_cash::shift(c, takes[t], g.n % 2, false).at(h);
                }
                if (!ok && ++wrong <= 5) FAIL_CHECK(nim_cash::show(g));
            });
        CHECK(checked > 10000);
        CHECK(wrong == 0);
    }
}

TEST_CASE("the winner function of the staircases of Theorems 6.4, 6.6 and 6.7 for every L is the oracle's at three L each",
          "[prover][soundness]") {
    // Their first parts' proofs as registered: the winner function is the staircase that holds.
    const std::pair<const char*, const nim_cash::CashCoordinates*> proofs[] = {
        {"chen-gasarch/thm6.4a", &nim_cash::pairsEvenL()},
        {"chen-gasarch/thm6.6a", &nim_cash::triplesEvenL()},
        {"chen-gasarch/thm6.7a", &nim_cash::triplesOddL()},
    };
    for (const auto& [claim, family] : proofs) {
        INFO(claim);
        const prover::ProofSpec& spec = attachedProof(claim);
        // The certificate's definitions with the winner function's automaton.
        const std::string defs = spec.counterexample.substr(0, spec.counterexample.rfind("var2 X1"));
        const Automaton wins =
            Automaton::of(defs + "var2 X1, X2, X3, X4, X5, X6, X7, X8, X9;\nwins(X1, X2, X3, X4, X5, X6, X7, X8, X9);\n", 120);
        const nim_cash::CashCoordinates& c = *family;
        std::int64_t checked = 0, wrong = 0;
        for (std::int64_t h = c.hMin; h <= c.hMin + 2; ++h)  // L = 4, 6, 8 (even), 3, 5, 7 (odd)
            everyPosition(c, h, [&](const nim_cash::Position& g) {
                ++checked;
                const bool claimed = wins.accepts(unsigned64(nim_cash::coordinatesOf(c, h, g)));
                if (claimed != (nim_cash::solved(g.a, g.n).winner(g.n, g.d, g.e) == 1) && ++wrong <= 5) FAIL_CHECK(nim_cash::show(g));
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
    const nim_cash::Position g = nim_cash::parsePosition(counterexample);
    const nim_cash::CashOracle& o = nim_cash::solved(g.a, g.n);
    const std::int64_t l = nim_cash::parameterL(g.a);
    CHECK(g.a == nim_cash::Moves{1, l});
    CHECK(l % 2 == 0);
    CHECK(o.middle(nim_cash::Player::One, g.n) <= g.d);
    CHECK(g.d < o.upperByDefinition(nim_cash::Player::One, g.n));
    CHECK(o.middle(nim_cash::Player::Two, g.n) <= g.e);
    CHECK(g.e < o.upperByDefinition(nim_cash::Player::Two, g.n));
    const Judgement j = claim->evaluate(counterexample);
    INFO(j.claimed << " / " << j.actual);
    CHECK_FALSE(j.holds);
}
