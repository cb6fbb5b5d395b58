// De Carufel & Jerade, So Long Sucker (v2): the displayed base cases and inductive steps of the
// propositions of §3–5 and the steps of their proofs, played out, and footnote 1 (k >= 4c piles
// are as good as unlimited), which the claims' domains rely on. v2's formulas were lost in text
// conversion: each reading names the formula used, recovered from v1 (2024).
#include "properties/sls/conditions.hpp"
#include "properties/sls/rounds.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v2_proof_steps {
namespace {

const std::string kSteps =
    " Played out under the full rules (placements, the capturer's discard, voluntary discards and donations of "
    "prisoners in every window): the winner plays Σ (Definition 2.6) at every decision, every decision of the other "
    "player is explored. Every game state with B to play, by total chips then piles.";
const std::string kLost =
    "The statement's formulas were lost in v2's text conversion; it is quoted as it stands, and the reading restores "
    "them from v1.";
const SigmaPlay kV2{Rules::Full, SigmaVersion::V2};

ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading) {
    return stepClaim(papers::sls_v2, std::move(id), std::move(where), std::move(statement), std::move(reading) + kSteps);
}

using conditions::rhoExcess;


}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    auto add = [&](std::string id, std::string where_, std::string statement, std::string reading, Property<State> p,
                   Expect expect = Expect::holds()) {
        ClaimInfo i = info(std::move(id), where_, std::move(statement), std::move(reading));
        i.expect = std::move(expect);
        registry.add(claim(std::move(i), std::move(p)));
    };
    const std::string baseCase = "Base case: ", step = "Inductive step: ";

    // §3.1 Proposition 3.2, induction on n = n_b + n_r.
    add("prop3.2.base", "§3.1, Proposition 3.2, base case",
        "We prove that for all game states where is of type I, with , and , if is the active player, then wins by applying .",
        kLost + " Type I, n_b = n_r = 0 < m_b (v1 Proposition 2.13's base case): B wins by applying Σ.",
        sigmaProperty(where(T::TypeI, [](const Quantities& q) { return q.nb == 0 && q.nr == 0 && q.mb > 0; }, "n_b = n_r = 0 < m_b"), Blue));
    // The inductive steps of Propositions 3.2 and 3.6 conclude "when R's round is over" (literal), and
    // their proofs once B has made Σ's captures (the -after-captures readings).
    auto roundOverThenCaptures = [&](std::string id, std::string where_, std::string statement, std::string hypothesis,
                                     std::string conclusion, Domain<State> d, StepConclusion check, std::string pin) {
        add(id, where_, statement,
            kLost + " Literal, at the point the statement names: " + hypothesis + ": after B's round of Σ and any round of "
                "R, when R's round is over (B active again, before B's first placement), " + conclusion +
                ", unless R is out of chips.",
            blueStep(d, kV2, check, StepEnd::RoundOver), Expect::refutedAt(std::move(pin)));
        add(id + "-after-captures", where_, statement,
            kLost + " Alternative reading, at the point the proof reaches: " + hypothesis + ": after B's round of Σ and any "
                "round of R, once B has applied Σ's steps 1 and 2, " + conclusion + ", unless R is out of chips.",
            blueStep(d, kV2, check));
    };
    roundOverThenCaptures(
        "prop3.2.step", "§3.1, Proposition 3.2, inductive step",
        "Consider a game state where is of type I, , and , such that and . Assume is the active player and they apply . "
        "Then, no matter what plays during their round, when ’s round is over, we get , and , where , is the active player, , and .",
        "type I, m_b > n_r, n = n_b + n_r >= 1", "the board is of type I, m_b' > n_r' and n' < n",
        where(T::TypeI, [](const Quantities& q) { return q.mb > q.nr && q.nb + q.nr >= 1; }, "m_b > n_r, n >= 1"),
        [](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            return unless(hasType(e, T::TypeI) && b.mb > b.nr && b.nb + b.nr < a.nb + a.nr, e);
        },
        "B(1,0) R(2,0) [_ r] B");
    // Proposition 3.3, induction on m = m_b + m_r.
    add("prop3.3.base", "§3.1, Proposition 3.3, base case",
        "We prove that for all game states where is of type I, and , if is the active player, then wins by applying .",
        kLost + " Type I, m_b = m_r = 0 (so m_b <= n_r): R wins by applying Σ.",
        sigmaProperty(where(T::TypeI, [](const Quantities& q) { return q.mb == 0 && q.mr == 0; }, "m_b = m_r = 0"), Red));
    add("prop3.3.step", "§3.1, Proposition 3.3, inductive step",
        "Consider a game state where is of type I, , and , such that and . Assume is the active player. Moreover, suppose "
        "that, no matter what plays, applies during their round. Then, when ’s round is over, we get , and , where , is "
        "the active player, , and .",
        kLost + " Type I, m_b <= n_r, m = m_b + m_r >= 1: after any round of B and R's round of Σ, as B's turn starts the "
        "board is of type I, m_b' <= n_r' and m' < m, unless B is out of chips.",
        redStep(where(T::TypeI, [](const Quantities& q) { return q.mb <= q.nr && q.mb + q.mr >= 1; }, "m_b <= n_r, m >= 1"), kV2,
                [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    return unless(typeIRed(e) && b.mb + b.mr < a.mb + a.mr, e);
                }));

    // §3.2 Proposition 3.6, induction on ℓ.
    add("prop3.6.base", "§3.2, Proposition 3.6, base case",
        "We prove that for all game states where with , with , and , if is the active player, then wins by applying .",
        kLost + " Generalized type I with ℓ <= 1 (type I), m_b > 0, n_r = 0: B wins by applying Σ.",
        sigmaProperty(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.l <= 1 && q.mb > 0 && q.nr == 0; },
                            "ℓ <= 1, m_b > 0, n_r = 0"),
                      Blue));
    roundOverThenCaptures(
        "prop3.6.step", "§3.2, Proposition 3.6, inductive step",
        "Consider a game state where with , with , and . Assume is the active player and they apply . Then, no matter what "
        "plays during their round, when ’s round is over, we get , and , where is the active player, and .",
        "generalized type I, ℓ >= 2, m_b > 0, n_r = 0", "the board is of generalized type I with ℓ' < ℓ, m_b' > 0 and n_r' = 0",
        where(T::GeneralizedTypeI, [](const Quantities& q) { return q.l >= 2 && q.mb > 0 && q.nr == 0; }, "ℓ >= 2, m_b > 0, n_r = 0"),
        [](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            return unless(hasType(e, T::GeneralizedTypeI) && b.l < a.l && b.mb > 0 && b.nr == 0, e);
        },
        "B(1,0) R(2,0) [br br] B");
    // Proposition 3.7, induction on n of (2).
    auto hyp37 = conditions::bothRhoBelowMb;
    const auto domain37 = where(T::GeneralizedTypeI, hyp37, "m_b, n_r > 0, (1)");
    add("prop3.7.base", "§3.2, Proposition 3.7, base case",
        "We prove that for all game states where , , , (1) is satisfied and , if is the active player, then wins by applying .",
        kLost + " Generalized type I, m_b, n_r > 0, (1) m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r (v1 Proposition 2.27), and "
        "n = 0 for (2) read as its text describes it: R's chips if, after B's round of Σ, R captured every r-pile left and "
        "placed a chip, n = n_b + n_r + Σ(|ρ_i| − 1) − max|ρ_i| for ℓ >= 1 (v1's n) and n_b + n_r − 1 for ℓ = 0: B wins "
        "by applying Σ.",
        sigmaProperty(domain37.where([](const State& s) { return chipsBoundRedV2(s) == 0; }, "n = 0"),
                      Blue));
    auto step37 = [hyp37](int (*n)(const State&)) {
        return [hyp37, n](const State& s, const State& e) {
            Quantities b = quantities(e);
            const bool ok = hasType(e, T::GeneralizedTypeI) && ((b.nr == 0 && b.mb > 0) || (hyp37(b) && n(e) < n(s)));
            return unless(ok, e);
        };
    };
    const std::string statement37 =
        "Player can end their round in four different ways (refer to Theorem 2.2), by: (1) placing an chip on an empty "
        "pile, (2) placing an chip on a -singleton, (3) placing an chip on a long -pile, or (4) placing a chip on a -pile.";
    const std::string reading37 =
        " Generalized type I, m_b, n_r > 0, (1): after B's round of Σ and any round of R, once B has applied Σ's steps 1 "
        "and 2, the board is of generalized type I and either n_r' = 0 < m_b' (Proposition 3.6) or m_b', n_r' > 0, (1) "
        "holds and n' < n (the induction hypothesis), unless R is out of chips.";
    add("prop3.7.step", "§3.2, proof of Proposition 3.7, cases 1–4", statement37,
        kLost + reading37 + " Here n is (2) as its text describes it (see sls-v2/prop3.7.base).",
        blueStep(domain37, kV2, step37(chipsBoundRedV2)));
    {
        ClaimInfo i = info("prop3.7.step-alt", "§3.2, proof of Proposition 3.7, cases 1–4", statement37,
                           kLost + reading37 + " Alternative reading: n is v1's n_b + n_r + Σ(|ρ_i| − 1) − max|ρ_i| also for "
                           "ℓ = 0; then n does not decrease when R's round removes the last long r-pile (v1's proof also "
                           "inducts on ℓ, sls-v1/prop2.27.step).");
        i.expect = Expect::refutedAt("B(2,0) R(1,1) [br] B");
        registry.add(claim(std::move(i), blueStep(domain37, kV2, step37(chipsBoundRed))));
    }
    add("prop3.8.proof", "§3.2, proof of Proposition 3.8",
        "In both cases, is of type I and it is ’s turn to play.",
        kLost + " Generalized type I, m_b = 0: after any round of B and R's round of Σ, as B's turn starts the board is "
        "of type I with m_b' <= n_r' (Theorem 3.4), unless B is out of chips.",
        redStep(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), kV2,
                [](const State&, const State& e) { return unless(typeIRed(e), e); }));
    const std::string statement39 =
        "Otherwise, can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, "
        "(2) placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.";
    {
        // (24) as v1 Proposition 2.28 prints it, the faithful reading (as sls-v2/prop3.9).
        ClaimInfo i = info("prop3.9.proof", "§3.2, proof of Proposition 3.9, cases 1–4", statement39,
                           kLost + " Generalized type I, (24) read as v1 Proposition 2.28's printed m_b <= n_r + Σ|ρ_i|_r − "
                           "max|ρ_i|_r (as sls-v2/prop3.9): after any round of B and R's round of Σ, as B's turn starts "
                           "the board is of type I with m_b' <= n_r' (Theorem 3.4), unless B is out of chips. "
                           "sls-v2/prop3.9.proof-nr adds n_r > 0.");
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [br br] B");
        registry.add(claim(std::move(i), redStep(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.mb <= q.nr + rhoExcess(q); }, "(24)"),
                                                 kV2, [](const State&, const State& e) { return unless(typeIRed(e), e); })));
    }
    add("prop3.9.proof-nr", "§3.2, proof of Proposition 3.9, cases 1–4", statement39,
        kLost + " Alternative reading: generalized type I, n_r > 0, (24) m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r (as "
        "sls-v2/prop3.9-nr): after any round of B and R's round of Σ, as B's turn starts the board is of type I with "
        "m_b' <= n_r' (Theorem 3.4), unless B is out of chips.",
        redStep(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.nr > 0 && q.mb <= q.nr + rhoExcess(q); }, "n_r > 0, (24)"),
                kV2, [](const State&, const State& e) { return unless(typeIRed(e), e); }));

    // §4.1 Type II.
    auto capturesTo = [](BoardType t) {
        return [t](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            return unless(hasType(e, t) && b.mr == 0 && b.mb >= a.mb + a.sumBeta && b.mb + b.sumBeta > b.nr + rhoExcess(b), e);
        };
    };
    add("prop4.2.proof", "§4.1, proof of Proposition 4.2",
        "Player applies Strategy : they capture all -piles and discard all their prisoners as per steps 1 and 2 of . "
        "Therefore, there is only one long pile on the board, which is the long -pile . As such, is of type I and it is "
        "’s turn to play.",
        kLost + " Type II, m_b > 0, m_b + |β|_b > n_r: after Σ's steps 1 and 2 the board is of type I, B holds no "
        "prisoner and m_b' >= m_b + |β|_b > n_r' (R's donations can only add).",
        blueSigmaCaptures(where(T::TypeII, conditions::betaOverNr, "m_b > 0, m_b + |β|_b > n_r"),
                          kV2, capturesTo(T::TypeI)));
    add("prop4.3.proof", "§4.1, proof of Proposition 4.3",
        "In all three cases, is of type I and it is ’s turn to play.",
        kLost + " Type II, m_b = 0: after any round of B and R's round of Σ, as B's turn starts the board is of type I "
        "with m_b' <= n_r' (Theorem 3.4), unless B is out of chips.",
        redStep(where(T::TypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), kV2,
                [](const State&, const State& e) { return unless(typeIRed(e), e); }));
    add("prop4.4.proof", "§4.1, proof of Proposition 4.4, cases 1–2",
        "Note that is now of generalized type I and it is still ’s turn to play.",
        kLost + " Type II, m_b > 0 and m_b + |β|_b <= n_r (v1 Propositions 2.20–2.21): in every round of B (R's "
        "decisions by Σ), once B has placed a chip on β (a b chip: a capture, or an r chip) and is to place again, the "
        "board is of generalized type I and, unless B has no chip (eliminated), Theorem 3.10's condition for R holds: "
        "m_b' = 0, or n_r' > 0 and m_b' <= n_r' + Σ|ρ_i|_r − max|ρ_i|_r. Rounds that never touch β are Proposition "
        "4.5's case.",
        blueRoundUntil(where(T::TypeII, conditions::betaAtMostNr, "m_b > 0, m_b + |β|_b <= n_r"),
                       kV2, [](const State& s) { return s.phase == Phase::Play && census(s).longCount(Blue) == 0; },
                       [](const State&, const State& e) {
                           Quantities b = quantities(e);
                           const bool ok = hasType(e, T::GeneralizedTypeI) &&
                                           (e.handTotal(Blue) == 0 || b.mb == 0 || (b.nr > 0 && b.mb <= b.nr + rhoExcess(b)));
                           return unless(ok, e);
                       }));
    // Proposition 4.5, induction on m = m_b + m_r, B never placing a chip on β.
    add("prop4.5.base", "§4.1, Proposition 4.5, base case",
        "We prove that for all game states where , , , such that , if is the active player, then wins by applying .",
        kLost + " Type II, m = m_b + m_r = 0: R wins by applying Σ.",
        sigmaProperty(where(T::TypeII, [](const Quantities& q) { return q.mb == 0 && q.mr == 0; }, "m_b = m_r = 0"), Red));
    const std::string statement45 =
        "Consider a game state where , , such that (25) is satisfied and . Assume is the active player. Moreover, suppose "
        "that, no matter what plays, as long as does not place a chip on , applies during their round. Then, when ’s round "
        "is over, we get , and , where is the active player, (25) is satisfied by , and , and .";
    auto hyp45 = where(T::TypeII, conditions::betaAtMostNr, "(25)");
    add("prop4.5.step", "§4.1, Proposition 4.5, inductive step", statement45,
        kLost + " Type II, (25) m_b > 0 and m_b + |β|_b <= n_r (v1 Proposition 2.22), m >= 1, B never placing a chip on "
        "the long b-pile: after B's round and R's round of Σ, as B's turn starts the board is of type I with m_b' <= n_r' "
        "(cases 1 and 4: Theorem 3.4) or of type II with m_b' + |β'|_b <= n_r' and m' < m (cases 2 and 3), unless B is out "
        "of chips.",
        redStep(hyp45, kV2,
                [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    return unless(typeIRed(e) || (hasType(e, T::TypeII) && b.mb + b.sumBeta <= b.nr && b.mb + b.mr < a.mb + a.mr), e);
                },
                notOnBeta));

    {
        // The inductive step's words, "(25) is satisfied by" the new state, with (25) read as v1 Proposition 2.22's
        // whole hypothesis, m_b > 0 included.
        ClaimInfo i = info("prop4.5.step-pos", "§4.1, Proposition 4.5, inductive step", statement45,
                           kLost + " Alternative reading: '(25) is satisfied by' the new state read with (25) as v1 Proposition "
                           "2.22's whole hypothesis, m_b' > 0 included: after B's round (never on β) and R's round of Σ, as "
                           "B's turn starts, the board is of type I with m_b' <= n_r' (cases 1 and 4), or of type II with "
                           "m_b' > 0, m_b' + |β'|_b <= n_r' and m' < m (cases 2 and 3), unless B is out of chips.");
        i.expect = Expect::refutedAt("B(1,1) R(0,2) [rb br] B");
        registry.add(claim(std::move(i),
                           redStep(hyp45, kV2,
                                   [](const State& s, const State& e) {
                                       Quantities a = quantities(s), b = quantities(e);
                                       return unless(typeIRed(e) || (hasType(e, T::TypeII) && b.mb > 0 && b.mb + b.sumBeta <= b.nr &&
                                                                     b.mb + b.mr < a.mb + a.mr),
                                                     e);
                                   },
                                   notOnBeta)));
    }

    // §4.2 Generalized type II.
    add("prop4.9.proof", "§4.2, proof of Proposition 4.9",
        "Player applies Strategy : they capture all -piles and discard all their prisoners, as per steps 1 and 2 of . The "
        "state of the board is now the following:",
        kLost + " Generalized type II, (26) m_b > 0 and m_b + Σ|β_i|_b > n_r (v1 Proposition 2.31): after Σ's steps 1 and "
        "2 the board is of type I, B holds no prisoner and m_b' >= m_b + Σ|β_i|_b > n_r'.",
        blueSigmaCaptures(where(T::GeneralizedTypeII, conditions::betaOverNr, "(26)"),
                          kV2, capturesTo(T::TypeI)));
    add("prop4.10.base", "§4.2, Proposition 4.10, base case",
        "We prove that for all game states where , , , if is the active player, then wins by applying .",
        kLost + " Generalized type II with h = 1 (type II), m_b = 0: R wins by applying Σ.",
        sigmaProperty(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.h == 1 && q.mb == 0; }, "h = 1, m_b = 0"), Red));
    add("prop4.10.step", "§4.2, Proposition 4.10, inductive step",
        "Consider a game state where , , and . Assume is the active player. Moreover, suppose that no matter what plays, "
        "applies during their round. Then, when ’s round is over, we get , and , where is the active player, and .",
        kLost + " Generalized type II, h >= 2, m_b = 0: after any round of B and R's round of Σ, as B's turn starts "
        "m_b' = 0 and the board is of generalized type II with h' < h, or of type I (Theorem 3.4), unless B is out of chips.",
        redStep(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.h >= 2 && q.mb == 0; }, "h >= 2, m_b = 0"), kV2,
                [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    return unless(b.mb == 0 && ((hasType(e, T::GeneralizedTypeII) && b.h < a.h) || hasType(e, T::TypeI)), e);
                }));
    // Proposition 4.11, induction on m of (28).
    auto hyp411 = conditions::betaAtMostNr;
    const auto domain411 = where(T::GeneralizedTypeII, hyp411, "(27)");
    {
        // by hand: sigmaProperty's play, after the base case's shape (m_b = 1, m_r = 0, type II) is judged
        Property<State> p = sigmaProperty(domain411, Red);
        p.domain = p.domain.where([](const State& s) { return chipsBoundBlue(s) <= 1; }, "m <= 1");
        auto play = p.predicate;
        p.predicate = [play](const State& s) {
            Quantities q = quantities(s);
            if (!hasType(s, T::TypeII) || q.mb != 1 || q.mr != 0)
                return Judgement::fail("m_b = 1, m_r = 0 and a board of type II", unless(false, s).value(), show(s));
            return play(s);
        };
        add("prop4.11.base", "§4.2, Proposition 4.11, base case",
            "We prove that for all game states where , , , (27) is satisfied and , if is the active player, then wins by applying .",
            kLost + " Generalized type II, (27) m_b > 0 and m_b + Σ|β_i|_b <= n_r (v1 Proposition 2.33), and (28) "
            "m = m_b + m_r + Σ(|β_i| − 1) − 1 at its least value: v1's m is at least 1 on these boards (h >= 1), with "
            "equality only for m_b = 1, m_r = 0 and one b-pile of length 2, as the proof's observation says; there the board "
            "is of type II and R wins by applying Σ.",
            p);
    }
    add("prop4.11.step", "§4.2, proof of Proposition 4.11, cases 1–4",
        "Player can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, (2) "
        "placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
        kLost + " Generalized type II, (27): after any round of B and R's round of Σ, as B's turn starts either m_b' = 0 "
        "(Proposition 4.10), or the board is of type I with m_b' <= n_r' (Theorem 3.4), or of generalized type II with (27) "
        "and m' < m (the induction hypothesis), unless B is out of chips.",
        redStep(domain411, kV2, [hyp411](const State& s, const State& e) {
            Quantities b = quantities(e);
            const bool ok = b.mb == 0 || typeIRed(e) ||
                            (hasType(e, T::GeneralizedTypeII) && hyp411(b) && chipsBoundBlue(e) < chipsBoundBlue(s));
            return unless(ok, e);
        }));

    // §5 General boards.
    add("prop5.1.proof", "§5, proof of Proposition 5.1",
        "We now have a board of generalized type I, with active player where .",
        kLost + " Any board, (41) m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r): after Σ's steps "
        "1 and 2 the board is of generalized type I, B holds no prisoner and m_b' >= m_b + Σ|β_i|_b, with n_r' = 0 or "
        "m_b' > n_r' + Σ|ρ_i|_r − max|ρ_i|_r (Theorem 3.10's condition).",
        blueSigmaCaptures(where(T::General,
                                [](const Quantities& q) { return conditions::theorem54(q); },
                                "(41)"),
                          kV2, [](const State& s, const State& e) {
                              Quantities a = quantities(s), b = quantities(e);
                              return unless(hasType(e, T::GeneralizedTypeI) && b.mr == 0 && b.mb >= a.mb + a.sumBeta &&
                                                (b.nr == 0 || b.mb > b.nr + rhoExcess(b)),
                                            e);
                          }));
    add("prop5.2.proof", "§5, proof of Proposition 5.2, cases 1–2",
        "We consider two cases: either (1) or (2) .",
        kLost + " Any board, m_b = 0: after any round of B and R's round of Σ, as B's turn starts m_b' = 0 and the board "
        "is of type I (Theorem 3.4) or of generalized type II (Theorem 4.12), unless B is out of chips.",
        redStep(where(T::General, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), kV2, [](const State&, const State& e) {
            return unless(quantities(e).mb == 0 && (hasType(e, T::TypeI) || hasType(e, T::GeneralizedTypeII)), e);
        }));
    auto hyp53 = [](const Quantities& q) { return conditions::bothNotInequality(q); };
    add("prop5.3.base", "§5, proof of Proposition 5.3, case h = 0",
        "Then, by Theorem 3.10, wins by applying at every round.",
        kLost + " Any board with h = 0 (generalized type I) and (42) m_b, n_r > 0, m_b + Σ|β_i|_b <= n_r + Σ|ρ_i|_r − "
        "max|ρ_i|_r (v1 Proposition 2.38): R wins by applying Σ.",
        sigmaProperty(where(T::General, [hyp53](const Quantities& q) { return q.h == 0 && hyp53(q); }, "h = 0, (42)"), Red));
    add("prop5.3.step", "§5, proof of Proposition 5.3, cases 1–4",
        "Player can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, (2) "
        "placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
        kLost + " Any board with h >= 1 and (42): after any round of B and R's round of Σ, as B's turn starts the board is "
        "of type I with m_b' <= n_r' (Theorem 3.4) or of generalized type II with m_b' = 0 or m_b' + Σ|β_i'|_b <= n_r' "
        "(Theorem 4.12), unless B is out of chips.",
        redStep(where(T::General, [hyp53](const Quantities& q) { return q.h >= 1 && hyp53(q); }, "h >= 1, (42)"), kV2,
                [](const State&, const State& e) { return unless(typeIRed(e) || genIIRed(e), e); }));

    // §1.1 footnote 1: with 4c chips in all, k >= 4c piles are as good as unlimited.
    {
        // The compact tables rank k > n piles as k = n (the fold this claim checks), so the
        // claim asks the memoised search alone.
        // by hand: compares winners with k and k + 1, k + 2 piles under both rule sets, and the moves
        Property<State> p;
        p.domain = states(T::General).where([](const State& s) { return s.pileCount() >= s.chips(); }, "k >= n (all chips)");
        p.predicate = [](const State& s) {
            for (int extra : {1, 2}) {
                State more = s;
                more.empty = static_cast<std::uint8_t>(more.empty + extra);
                for (Rules rules : {Rules::Full, Rules::Placements}) {
                    EndgameOracle& o = searchOracle(rules);
                    const Colour w = o.winner(turnStart(s, rules)), wMore = o.winner(turnStart(more, rules));
                    if (w != wMore)
                        return Judgement::fail(winText(w) + " with more piles", winText(wMore) + " with " + std::to_string(extra) + " more",
                                               o.line(turnStart(s, rules)) + "; with more piles: " + o.line(turnStart(more, rules)));
                }
                if (options(s, Rules::Placements).size() != options(more, Rules::Placements).size())
                    return Judgement::fail("the same moves", "more piles add a move", show(s));
            }
            return Judgement::pass();
        };
        ClaimInfo i = info("fn1", "§1.1, footnote 1",
                           "Observe that in general, since there are chips in total, fixing any corresponds to having an "
                           "unlimited number of piles.",
                           kLost + " Footnote 1 reads '... since there are 4c chips in total, fixing any k >= 4c corresponds "
                           "to having an unlimited number of piles'. In the endgame, with n chips in all (hands and board): "
                           "a state with k >= n piles has the same winner (full rules, and without voluntary "
                           "discards/donations) and the same moves as with one or two more empty piles. The domains enumerate "
                           "k <= n only, so k = n is compared with k = n + 1 and n + 2; the claims' domains rely on this to "
                           "leave out k > n.");
        i.reading.resize(i.reading.size() - kSteps.size() - kStepBounds.size());
        i.reading += " Every state with k >= n, B to play, by total chips then piles. Default bound 14: the memoised "
                     "search solves every state itself, without the compact tables.";
        registry.add(claim(std::move(i), std::move(p)));
    }
}

}  // namespace gameaudit::sls::v2_proof_steps
