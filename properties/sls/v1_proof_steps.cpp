// De Carufel & Jerade, So Long Sucker (v1, 2024), §2: the base cases and inductive steps of
// the propositions' proofs, and Remark 2.10 on the order of a player's moves, played out.
#include <algorithm>
#include <stdexcept>

#include <boost/container/static_vector.hpp>

#include <fmt/format.h>

#include "properties/sls/conditions.hpp"
#include "properties/sls/rounds.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v1_proof_steps {
namespace {

const std::string kSteps =
    " Played out without voluntary discards or donations (v1 §2.2 leaves donations out; a prisoner "
    "discarded by rule 10 only lowers its owner's hand, and sls-v1/rem2.11-alt checks it changes no winner): "
    "the winner plays v1's Σ at every decision, every decision of the other player is explored. "
    "Every game state with B to play, by total chips then piles.";
const SigmaPlay kV1{Rules::Placements, SigmaVersion::V1};

ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading) {
    return stepClaim(papers::sls_v1, std::move(id), std::move(where), std::move(statement), std::move(reading) + kSteps);
}

using conditions::rhoExcess;

// The singletons of colour c on the board.
int singletons(const State& s, Colour c) {
    int n = 0;
    for (int i = 0; i < s.piles; ++i) n += s.pile(i).length == 1 && s.pile(i).top == c;
    return n;
}

// After B's Σ captures on a board of (generalized) type II (Propositions 2.17 and 2.31): the board
// the proofs list (k_e + k_b + h empty piles, the k_r r-singletons, one long r-pile, so type I) and
// B = (m_b + Σ|β_i|_b, m_r), R's hand unchanged.
std::optional<std::string> capturedEveryBPile(const State& s, const State& e) {
    Quantities a = quantities(s), b = quantities(e);
    return unless(hasType(e, BoardType::TypeI) && e.empty == s.empty + singletons(s, Blue) + a.h &&
                      singletons(e, Red) == singletons(s, Red) && singletons(e, Blue) == 0 && b.h == 0 && b.l == 1 &&
                      b.mb == a.mb + a.sumBeta && b.mr == a.mr && b.nb == a.nb && b.nr == a.nr,
                  e);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    auto add = [&](std::string id, std::string where_, std::string statement, std::string reading, Property<State> p,
                   Expect expect = Expect::holds()) {
        ClaimInfo i = info(std::move(id), "§2, " + where_, std::move(statement), std::move(reading));
        i.expect = std::move(expect);
        registry.add(claim(std::move(i), std::move(p)));
    };

    // §2.2 Remark 2.10: the order of a player's play-again moves does not matter.
    {
        // by hand: compares the states two orders of play-again moves reach, not an outcome
        Property<State> p;
        p.domain = states(T::General);
        p.predicate = [](const State& s) {
            // The Play states after placing `chip` on the pile with code `target` (0: empty) and
            // the capturer's discard, if the placer plays again.
            using Ends = boost::container::static_vector<State, 4>;
            auto after = [](const State& from, Colour chip, std::uint8_t target) {
                Ends out;
                const State t = place(from, chip, target, Rules::Placements);
                if (t.phase == Phase::Capture) {
                    forEachOption(t, Rules::Placements, [&](const Action&, const State& next) {
                        if (next.mover == from.mover) out.push_back(next);
                        return true;
                    });
                } else if (t.mover == from.mover) {
                    out.push_back(t);
                }
                return out;
            };
            struct Move {
                Colour chip;
                std::uint8_t target;
                int pile;  // index among the piles, empty piles last
            };
            std::vector<Move> moves;
            for (int i = 0; i < s.pileCount(); ++i) {
                const std::uint8_t target = i < s.piles ? s.code[i] : 0;
                for (Colour chip : {Blue, Red})
                    if (s.hand[s.mover][chip] > 0 && !after(s, chip, target).empty()) moves.push_back({chip, target, i});
            }
            // The positions after a then b, as a sorted set (States are equal exactly when their
            // notations are).
            auto twoMoves = [&](const Move& a, const Move& b) {
                Ends out;
                for (const State& t : after(s, a.chip, a.target)) {
                    // b on the same pile of s as before: its code is unchanged by a, and if a's pile had
                    // the same code, another pile with it remains.
                    if (t.hand[s.mover][b.chip] == 0) continue;
                    bool present = b.target == 0 ? t.empty > 0 : false;
                    for (int i = 0; i < t.piles && !present; ++i) present = t.code[i] == b.target;
                    if (!present) continue;
                    for (const State& u : after(t, b.chip, b.target)) out.push_back(u);
                }
                std::sort(out.begin(), out.end(), byBytes);
                out.erase(std::unique(out.begin(), out.end()), out.end());
                return out;
            };
            // Whether a and b may be made one after the other from s.
            auto pair = [&](const Move& a, const Move& b) {
                return a.pile != b.pile && (a.chip != b.chip || s.hand[s.mover][a.chip] >= 2);
            };
            // The outcome depends on the moves' chips and targets only, and is symmetric in a and b:
            // each unordered pair of distinct (chip, target) types is compared once (a type against
            // itself cannot differ). A pair of one target needs two piles of it, which `pair` checks
            // on the type's first two piles.
            std::vector<Move> types;  // first pile of each type
            for (const Move& m : moves)
                if (std::none_of(types.begin(), types.end(), [&](const Move& t) { return t.chip == m.chip && t.target == m.target; }))
                    types.push_back(m);
            auto secondPile = [&](const Move& t) {  // another move of t's type on another pile, if any
                for (const Move& m : moves)
                    if (m.chip == t.chip && m.target == t.target && m.pile != t.pile) return m;
                return t;
            };
            bool differs = false;
            for (std::size_t i = 0; i < types.size() && !differs; ++i)
                for (std::size_t j = i + 1; j < types.size() && !differs; ++j) {
                    const Move& a = types[i];
                    const Move b = a.target == types[j].target ? secondPile(types[j]) : types[j];
                    differs = pair(a, b) && twoMoves(a, b) != twoMoves(b, a);
                }
            if (!differs) return Judgement::pass();
            // The first pair in the order of the moves, for the report.
            for (const Move& a : moves)
                for (const Move& b : moves)
                    if (pair(a, b) && twoMoves(a, b) != twoMoves(b, a))
                        return Judgement::fail("the same positions in either order", "the order matters",
                                               describe(s, {Action::Place, a.chip, a.target}) + " and " +
                                                   describe(s, {Action::Place, b.chip, b.target}) + " in " + show(s));
            throw std::logic_error("Remark 2.10: a differing pair of move types has no pair of moves");
        };
        ClaimInfo i = info("rem2.10", "§2.2, Remark 2.10",
                           "Rule 4 and Rule 6 emphasize moves that players can make and play again. In these situations, the "
                           "order in which the chips are placed does not affect the outcome of the game.",
                           "For every state and every two moves after which the mover plays again (a y chip on an empty "
                           "pile or an x-pile, an x chip on an x-pile: a capture, with every discard), made on two different "
                           "piles of the state, both orders lead to the same set of positions.");
        i.reading.resize(i.reading.size() - kSteps.size() - kStepBounds.size());
        i.reading += " Every game state with B to play, by total chips then piles (no oracle: the model's moves). Default "
                     "bound 14 (2,924,384 states), each pair of move types compared once, as sets of states.";
        registry.add(claim(std::move(i), std::move(p)));
    }

    // §2.3 Proposition 2.13 (B wins on type I when m_b > n_r), by induction on n = n_b + n_r.
    add("prop2.13.base", "proof of Proposition 2.13, base case",
        "If n_r = n_b = 0, then R has no chips and B has at least one b chip since m_b > n_r by the assumption. B applies "
        "Strategy Σ: captures k_b b-singletons, and places a b chip on ρ if κ = 1, on an r-singleton if k_r > 0, or on an "
        "empty pile otherwise. The move goes to R who cannot complete a turn. R loses and B wins.",
        "Type I, n_b = n_r = 0 < m_b: after B's round of Σ, R is to play and holds no chip.",
        blueSigmaRound(where(T::TypeI, [](const Quantities& q) { return q.nb == 0 && q.nr == 0 && q.mb > 0; }, "n_b = n_r = 0 < m_b"),
                       kV1, [](const State&, const State& e) { return unless(e.handTotal(Red) == 0, e); }));
    auto typeIBlue = where(T::TypeI, [](const Quantities& q) { return q.mb > q.nr && q.nb + q.nr >= 1; }, "m_b > n_r, n >= 1");
    add("prop2.13.step1", "proof of Proposition 2.13, inductive step",
        "We now consider a player R = (n_b, n_r) with n_b + n_r = n and m_b > n_r. Since m_b > n_r ≥ 0, then B has at "
        "least one b chip. B applies Strategy Σ: captures k_b b-singletons, and places a b chip on ρ if κ = 1, on an "
        "r-singleton if κ = 0 and k_r > 0, or on an empty pile otherwise. In all three cases, we have B = (m_b - 1, m_r) "
        "and it is R's turn to play.",
        "Type I, m_b > n_r, n_b + n_r >= 1: after B's round of Σ, B holds (m_b − 1, m_r) and R is to play.",
        blueSigmaRound(typeIBlue, kV1, [](const State& s, const State& e) {
            return unless(e.hand[Blue][Blue] + 1 == s.hand[Blue][Blue] && e.hand[Blue][Red] == s.hand[Blue][Red], e);
        }));
    add("prop2.13.step", "proof of Proposition 2.13, inductive step (cases 1–5)",
        "It follows by induction that for every possible move R can do, B has winning strategy, which is Strategy Σ.",
        "Type I, m_b > n_r, n >= 1: after B's round of Σ and any round of R, once B has captured every b-pile (Σ's "
        "step 1), the board is of type I, m_b' > n_r' and n_b' + n_r' < n_b + n_r (the induction hypothesis applies), "
        "unless R ran out of chips (case 5).",
        blueStep(typeIBlue, kV1, [](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            return unless(hasType(e, T::TypeI) && b.mb > b.nr && b.nb + b.nr < a.nb + a.nr, e);
        }));

    // Proposition 2.14 (R wins on type I when m_b <= n_r), by induction on m = m_b + m_r.
    add("prop2.14.base", "proof of Proposition 2.14, base case",
        "If m_b = m_r = 0, then B loses by default since they cannot place the first chip; and R wins.",
        "Type I, m_b = m_r = 0: the oracle's winner is R.",
        winsProperty(where(T::TypeI, [](const Quantities& q) { return q.mb == 0 && q.mr == 0; }, "m_b = m_r = 0"), Red));
    add("prop2.14.step", "proof of Proposition 2.14, inductive step (cases 1–5)",
        "It follows by induction that for every possible move B can do, R has a winning strategy, which is Strategy Σ.",
        "Type I, m_b <= n_r, m >= 1: after any round of B and R's round of Σ, as B's turn starts the board is of type I, "
        "m_b' <= n_r' and m_b' + m_r' < m_b + m_r (the induction hypothesis applies), unless B is out of chips.",
        redStep(where(T::TypeI, [](const Quantities& q) { return q.mb <= q.nr && q.mb + q.mr >= 1; }, "m_b <= n_r, m >= 1"), kV1,
                [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    return unless(hasType(e, T::TypeI) && b.mb <= b.nr && b.mb + b.mr < a.mb + a.mr, e);
                }));

    // §2.4 Type II.
    add("prop2.17.proof", "proof of Proposition 2.17",
        "As first player, B captures all b-piles, as per step 1 of Strategy Σ. The board is composed of k_e + k_b + 1 empty "
        "piles, k_r r-singletons and the r-pile ρ. The board is of type I. We now have first player B = (m_b + |β|_b, m_r), "
        "and second player R = (n_b, n_r) such that m_b + |β|_b > n_r.",
        "Type II, m_b >= 1, m_b + |β|_b > n_r: after Σ's captures the board has k_e + k_b + 1 empty piles, the k_r "
        "r-singletons and one long r-pile (no b-singleton, no long b-pile: type I), B holds (m_b + |β|_b, m_r) and R's hand "
        "is unchanged.",
        blueSigmaCaptures(where(T::TypeII, conditions::betaOverNr, "m_b >= 1, m_b + |β|_b > n_r"), kV1, capturedEveryBPile));
    add("prop2.19.proof", "proof of Proposition 2.19, cases 1–2",
        "It follows that for every possible move B does, R has a winning strategy, which is Strategy Σ.",
        "Type II, m_b = 0: after any round of B and R's round of Σ, as B's turn starts the board is of type I with "
        "m_b' = 0 (Theorem 2.15 applies), unless B is out of chips.",
        redStep(where(T::TypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), kV1,
                [](const State&, const State& e) { return unless(hasType(e, T::TypeI) && quantities(e).mb == 0, e); }));
    const auto typeIIBetaAtMostNr = where(T::TypeII, conditions::betaAtMostNr, "m_b > 0, m_b + |β|_b <= n_r");
    // As B's next turn starts: Theorem 2.15's condition for R on a type I board, or on a type II board
    // m_b = 0 (Proposition 2.19) or m_b + |β|_b <= n_r (Propositions 2.20-2.22).
    auto typeIOrIIRed = [](const State&, const State& e) {
        return unless(typeIRed(e) || (hasType(e, T::TypeII) && conditions::noMbOrBetaAtMostNr(quantities(e))), e);
    };
    add("prop2.22.step", "proof of Proposition 2.22, inductive step (cases 1–4 and the sub-cases of cases 2–3)",
        "It follows by induction that for every possible move B does, R has a winning strategy, which is Strategy Σ.",
        "Type II, m_b > 0, m_b + |β|_b <= n_r, B never places a chip on the long b-pile in their round: after R's round "
        "of Σ, as B's turn starts the board is of type I with m_b' <= n_r' (Theorem 2.15), or of type II with m_b' = 0 "
        "(Proposition 2.19) or m_b' + |β'|_b <= n_r' (Propositions 2.20–2.22), unless B is out of chips.",
        redStep(typeIIBetaAtMostNr, kV1, typeIOrIIRed, notOnBeta));

    add("cor2.23.proof", "proof of Corollary 2.23 (the cases of Propositions 2.20–2.22)",
        "As first player, B can choose any of the following three options during their first turn.",
        "Type II, m_b > 0, m_b + |β|_b <= n_r, any first round of B (capturing β, placing an r chip on it, or neither): "
        "after R's round of Σ, as B's turn starts the board is of type I with m_b' <= n_r' (Theorem 2.15; the cases of "
        "Propositions 2.20 and 2.21), or of type II with m_b' = 0 or m_b' + |β'|_b <= n_r' (Proposition 2.22's sub-cases), "
        "unless B is out of chips.",
        redStep(typeIIBetaAtMostNr, kV1, typeIOrIIRed));

    // §2.5 Generalized type I.
    add("prop2.26.base", "proof of Proposition 2.26, base case",
        "Suppose we have an SLS board of generalized type I where m_b > 0 and n_r = 0. If l = 0 or l = 1, then the board is "
        "of type I. B has a winning strategy by Theorem 2.15.",
        "Generalized type I, k >= 2, l <= 1, m_b > 0, n_r = 0: the oracle's winner is B.",
        winsProperty(atLeastTwoPiles(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.mb > 0 && q.nr == 0 && q.l <= 1; },
                                           "m_b > 0, n_r = 0, l <= 1")),
                     Blue));
    add("prop2.26.step", "proof of Proposition 2.26, induction step",
        "We now prove that P(l) is also true. Suppose we have an SLS board of generalized type I where m_b > 0 and n_r = 0. "
        "As first player, B applies Strategy Σ.",
        "Generalized type I, k >= 2, l >= 2, m_b > 0, n_r = 0: after B's round of Σ and any round of R, once B has captured "
        "every b-pile, the board is of generalized type I with l' < l, m_b' > 0 and n_r' = 0, unless R ran out of chips.",
        blueStep(atLeastTwoPiles(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.mb > 0 && q.nr == 0 && q.l >= 2; },
                                       "m_b > 0, n_r = 0, l >= 2")),
                 kV1, [](const State& s, const State& e) {
                     Quantities a = quantities(s), b = quantities(e);
                     return unless(hasType(e, T::GeneralizedTypeI) && b.l < a.l && b.mb > 0 && b.nr == 0, e);
                 }));
    auto genIBlue = conditions::bothRhoBelowMb;
    add("prop2.27.base", "proof of Proposition 2.27, base case (l = 0 and l = 1)",
        "If l = 0, then the board is of type I. The sum and the maximum in the second inequality is empty. The "
        "inequalities become m_b, n_r > 0 and m_b > n_r. By Theorem 2.15, B has a winning strategy.",
        "Generalized type I, k >= 2, l <= 1, m_b, n_r > 0 and m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r: the oracle's winner is B.",
        winsProperty(atLeastTwoPiles(where(T::GeneralizedTypeI, [genIBlue](const Quantities& q) { return genIBlue(q) && q.l <= 1; },
                                           "m_b, n_r > 0, the inequality, l <= 1")),
                     Blue));
    {
        // by hand: the base case's quantities (n_b = 0, n_r = 1, l = 1) are judged before the winner
        Property<State> p;
        p.domain = atLeastTwoPiles(where(T::GeneralizedTypeI, genIBlue, "m_b, n_r > 0, the inequality"))
                       .where([](const State& s) { return chipsBoundRed(s) == 0; }, "n = 0");
        p.admit = [](std::int64_t bound) { solveTables(bound, {Rules::Full}); };
        p.predicate = [](const State& s) {
            Quantities q = quantities(s);
            if (q.nb != 0 || q.nr != 1 || q.l != 1)
                return Judgement::fail("n_b = 0, n_r = 1, l = 1", handsAndBoard(s) + fmt::format(", l = {}", q.l), show(s));
            const Colour w = oracle(Rules::Full).winner(turnStart(s, Rules::Full));
            if (w != Blue) return Judgement::fail("B wins", winText(w), oracle(Rules::Full).line(turnStart(s, Rules::Full)));
            return Judgement::pass();
        };
        add("prop2.27.basen", "proof of Proposition 2.27, base case for parameter n",
            "Base Case (for parameter n): Consider the case where n = 0. Since n_r > 0, this means that n_b = 0, n_r = 1, and "
            "l = 1. Hence, R runs out of chips at the end of their turn and will lose during their next turn (which implies "
            "that P(l) is true).",
            "Generalized type I, k >= 2, Proposition 2.27's hypothesis and n = n_b + n_r + Σ(|ρ_i| − 1) − max|ρ_i| = 0: then "
            "n_b = 0, n_r = 1, l = 1, and the oracle's winner is B (full rules).",
            p);
    }
    add("prop2.27.step", "proof of Proposition 2.27, induction step for parameter n (cases 1–4)",
        "Induction Step (for parameter n): We now prove that B has a winning strategy if R cannot have more than n chips in "
        "their hands at the end of their turn (which implies that P(l) is true).",
        "Generalized type I, k >= 2, m_b, n_r > 0, m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r: after B's round of Σ and any round "
        "of R, once B has captured every b-pile, the board is of generalized type I and either n_r' = 0 < m_b' "
        "(Proposition 2.26) or m_b', n_r' > 0 with the inequality and l' < l or n' < n (an induction hypothesis), unless R "
        "ran out of chips.",
        blueStep(atLeastTwoPiles(where(T::GeneralizedTypeI, genIBlue, "m_b, n_r > 0, the inequality")), kV1,
                 [genIBlue](const State& s, const State& e) {
                     Quantities a = quantities(s), b = quantities(e);
                     const bool ok = hasType(e, T::GeneralizedTypeI) &&
                                     ((b.nr == 0 && b.mb > 0) ||
                                      (genIBlue(b) && (b.l < a.l || chipsBoundRed(e) < chipsBoundRed(s))));
                     return unless(ok, e);
                 }));
    auto genIRedCases = [](bool nrPositive) {
        return atLeastTwoPiles(where(
            T::GeneralizedTypeI,
            [nrPositive](const Quantities& q) { return q.mb <= q.nr + rhoExcess(q) && (!nrPositive || q.nr > 0); },
            nrPositive ? "n_r > 0, m_b <= n_r + Σ|ρ|_r − max|ρ|_r" : "m_b <= n_r + Σ|ρ|_r − max|ρ|_r"));
    };
    auto reachesTypeIRed = [](const State&, const State& e) { return unless(typeIRed(e), e); };
    const std::string cases28 = "It follows that for every possible move B does, R has a winning strategy, which is Strategy Σ.";
    add("prop2.28.cases", "proof of Proposition 2.28, cases 1–5", cases28,
        "Generalized type I, k >= 2, m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r, as stated: after any round of B and R's round of "
        "Σ, as B's turn starts the board is of type I with m_b' <= n_r' (Theorem 2.15), unless B is out of chips.",
        redStep(genIRedCases(false), kV1, reachesTypeIRed), Expect::refutedAt("B(1,0) R(0,0) [br br] B"));
    add("prop2.28.cases-alt", "proof of Proposition 2.28, cases 1–5", cases28,
        "Alternative reading with n_r > 0 (as v2's Proposition 3.9 and Theorem 3.10 assume): otherwise as "
        "sls-v1/prop2.28.cases.",
        redStep(genIRedCases(true), kV1, reachesTypeIRed));

    // §2.6 Generalized type II.
    add("prop2.31.proof", "proof of Proposition 2.31",
        "As first player, B captures all b-piles, as per step 1 of Strategy Σ. The board is composed of k_e + k_b + h empty "
        "piles, k_r r-singletons, and one r-pile of length at least 2. The board is of type I. We now have first player "
        "B = (m_b + Σ_{i=1}^h |β_i|_b, m_r), and second player R = (n_b, n_r).",
        "Generalized type II, m_b > 0, m_b + Σ|β_i|_b > n_r: after Σ's captures the board has k_e + k_b + h empty piles, "
        "the k_r r-singletons and one long r-pile (no b-singleton, no long b-pile: type I), B holds (m_b + Σ|β_i|_b, m_r) "
        "and R's hand is unchanged.",
        blueSigmaCaptures(where(T::GeneralizedTypeII, conditions::betaOverNr, "m_b > 0, m_b + Σ|β|_b > n_r"), kV1,
                          capturedEveryBPile));
    add("prop2.32.base", "proof of Proposition 2.32, base case",
        "If h=1 then the board is of type II. By Theorem 2.24, R has a winning strategy.",
        "Generalized type II with h = 1 (type II), m_b = 0: the oracle's winner is R.",
        winsProperty(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0 && q.h == 1; }, "m_b = 0, h = 1"), Red));
    const std::string induction32 =
        "It follows by induction that for every possible move B does, R has a winning strategy, which is Strategy Σ.";
    add("prop2.32.step", "proof of Proposition 2.32, inductive step (cases 1–2)", induction32,
        "Generalized type II, m_b = 0, h >= 2: after any round of B and R's round of Σ, as B's turn starts m_b' = 0 and the "
        "board is of generalized type II with h' < h or of type I (Theorem 2.15), unless B is out of chips.",
        redStep(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0 && q.h >= 2; }, "m_b = 0, h >= 2"), kV1,
                [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    return unless(b.mb == 0 && ((hasType(e, T::GeneralizedTypeII) && b.h < a.h) || hasType(e, T::TypeI)), e);
                }));
    add("prop2.33.base", "proof of Proposition 2.33, base case h = 0",
        "Base Case: If h = 0, then the board is of type I. The inequalities becomes m_b > 0 and m_b ≤ n_r. By Theorem 2.15, "
        "R has a winning strategy.",
        "The proof's P(0): one long r-pile and no long b-pile (type I), m_b > 0, m_b <= n_r: the oracle's winner is R.",
        winsProperty(where(T::TypeI, [](const Quantities& q) { return q.l == 1 && q.mb > 0 && q.mb <= q.nr; }, "l = 1, 0 < m_b <= n_r"), Red));
    auto pOfH = states(T::General).where(
        [](const State& s) {
            Quantities q = quantities(s);
            return q.l == 1 && conditions::betaAtMostNr(q);
        },
        "l = 1 (h >= 0 long b-piles), m_b > 0, m_b + Σ|β|_b <= n_r");
    {
        // by hand: the base case's quantities (m_b = 1, m_r = 0, h = 0) are judged before the winner
        Property<State> p;
        p.domain = pOfH.where([](const State& s) { return chipsBoundBlue(s) == 0; }, "m = 0");
        p.admit = [](std::int64_t bound) { solveTables(bound, {Rules::Full}); };
        p.predicate = [](const State& s) {
            Quantities q = quantities(s);
            if (q.mb != 1 || q.mr != 0 || q.h != 0)
                return Judgement::fail("m_b = 1, m_r = 0, h = 0", handsAndBoard(s) + fmt::format(", h = {}", q.h), show(s));
            const Colour w = oracle(Rules::Full).winner(turnStart(s, Rules::Full));
            if (w != Red) return Judgement::fail("R wins", winText(w), oracle(Rules::Full).line(turnStart(s, Rules::Full)));
            return Judgement::pass();
        };
        add("prop2.33.basem", "proof of Proposition 2.33, base case for parameter m",
            "Base Case (for parameter m): Consider the case where m = 0. This means that m_b = 1 (since m_b > 0 by "
            "assumption), m_r = 0, Σ_{i=1}^{h} (|β_i| - 1) = 0 and h = 0.",
            "The proof's P(h) boards (one long r-pile, h >= 0 long b-piles), m_b > 0, m_b + Σ|β_i|_b <= n_r and "
            "m = m_b + m_r + Σ(|β_i| − 1) − 1 = 0: then m_b = 1, m_r = 0, h = 0, and the oracle's winner is R (full rules).",
            p);
    }
    add("prop2.33.step", "proof of Proposition 2.33, induction step for parameter m (cases 1–4)",
        "Induction Step (for parameter m): We now prove that R has a winning strategy if B cannot have more than m chips in "
        "their hands at the end of their turn.",
        "Generalized type II with h >= 2 (the induction step on h), m_b > 0, m_b + Σ|β_i|_b <= n_r: after any round of B "
        "and R's round of Σ, as B's turn starts "
        "either m_b' = 0 (Proposition 2.32), or the board is of type I with m_b' <= n_r' (Theorem 2.15), or of generalized "
        "type II with m_b' + Σ|β_i'|_b <= n_r' and h' < h or m' < m (an induction hypothesis), unless B is out of chips.",
        redStep(inductionOnH33(),
                kV1, [](const State& s, const State& e) {
                    Quantities a = quantities(s), b = quantities(e);
                    const bool ok = b.mb == 0 || (hasType(e, T::TypeI) && b.mb <= b.nr) ||
                                    (hasType(e, T::GeneralizedTypeII) && b.mb + b.sumBeta <= b.nr &&
                                     (b.h < a.h || chipsBoundBlue(e) < chipsBoundBlue(s)));
                    return unless(ok, e);
                }));

    // "The board is of generalized type I": Definition 2.25 asks k >= 2 piles, which captures keep.
    // The literal claim asks it of the board; `-alt` reads the type's pile shapes on any k.
    auto withKAtLeastTwo = [&](std::string id, std::string where_, std::string statement, std::string reading,
                               Property<State> p, const char* onePileBoard) {
        Property<State> literal = p;
        literal.predicate = [shapes = p.predicate](const State& s) {
            if (s.pileCount() < 2)
                return Judgement::fail("a board of generalized type I (Definition 2.25: k >= 2 piles)",
                                       "k = " + std::to_string(s.pileCount()), show(s));
            return shapes(s);
        };
        add(id, where_, statement, "Literal: " + reading + " Definition 2.25 defines generalized type I for k >= 2 piles.",
            std::move(literal), Expect::refutedAt(onePileBoard));
        add(id + "-alt", where_, std::move(statement),
            "Alternative reading: generalized type I's pile shapes on any number of piles. " + std::move(reading), std::move(p));
    };
    // §2.7 General case.
    auto capturesToGenI = [](const State& s, const State& e) {
        Quantities a = quantities(s), b = quantities(e);
        return unless(hasType(e, T::GeneralizedTypeI) && b.mb == a.mb + a.sumBeta && b.mr == a.mr && b.nb == a.nb && b.nr == a.nr, e);
    };
    withKAtLeastTwo("prop2.35.proof", "proof of Proposition 2.35",
        "As first player and since m_b > 0, B captures all b-piles, as per step 1 of Strategy Σ. The board is now composed of "
        "k_e + k_b + h empty piles, k_r r-singletons, and l r-piles of length at least 2. The board is of generalized type I. "
        "We have first player B = (m_b + Σ_{i=1}^h |β_i|_b, m_r), and second player R = (n_b, 0)",
        "Any board, m_b > 0, n_r = 0: after Σ's captures B holds (m_b + Σ|β_i|_b, m_r), R's hand is unchanged and the board "
        "is of generalized type I.",
        blueSigmaCaptures(where(T::General, [](const Quantities& q) { return q.mb > 0 && q.nr == 0; }, "m_b > 0, n_r = 0"), kV1,
                          capturesToGenI),
        "B(1,0) R(0,0) [_] B");
    withKAtLeastTwo("prop2.36.proof", "proof of Proposition 2.36",
        "As first player and since m_b > 0, B captures all b-piles, as per step 1 of Strategy Σ. The board is now composed of "
        "k_e + k_b + h empty piles, k_r r-singletons, and l r-piles of length at least 2. Then the board is of generalized "
        "type I. We have first player B = (m_b + Σ_{i=1}^h |β_i|_b, m_r), and second player R = (n_b, n_r).",
        "Any board, m_b, n_r > 0 and Proposition 2.36's inequality: after Σ's captures B holds (m_b + Σ|β_i|_b, m_r), R's "
        "hand is unchanged and the board is of generalized type I.",
        blueSigmaCaptures(where(T::General, [](const Quantities& q) { return conditions::bothAndInequality(q); },
                                "m_b, n_r > 0, the inequality"),
                          kV1, capturesToGenI),
        "B(2,0) R(0,1) [_] B");
    add("prop2.37.proof", "proof of Proposition 2.37, cases 1–2",
        "It follows that for every possible move B does, R has a winning strategy, which is Strategy Σ.",
        "Any board, m_b = 0: after any round of B and R's round of Σ, as B's turn starts m_b' = 0 and the board is of "
        "generalized type II (Theorem 2.34) or of type I (Theorem 2.15), unless B is out of chips.",
        redStep(where(T::General, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), kV1, [](const State&, const State& e) {
            return unless(quantities(e).mb == 0 && (hasType(e, T::GeneralizedTypeII) || hasType(e, T::TypeI)), e);
        }));
    withKAtLeastTwo("prop2.38.base", "proof of Proposition 2.38, case h = 0",
        "If h=0 then the board is of generalized type I.",
        "Any board with h = 0, m_b, n_r > 0 and (4): the board is of generalized type I and the oracle's winner is R.",
        winsProperty(where(T::General, [](const Quantities& q) { return q.h == 0 && q.mb > 0 && q.nr > 0 && q.mb <= q.nr + rhoExcess(q); },
                     "h = 0, m_b, n_r > 0, (4)"),
                     Red),
        "B(1,0) R(0,1) [_] B");
    add("prop2.38.step", "proof of Proposition 2.38, cases 1–4 (h >= 1)",
        "It follows that for every possible move B does, R has a winning strategy, which is Strategy Σ.",
        "Any board with h >= 1, m_b, n_r > 0 and (4): after any round of B and R's round of Σ, as B's turn starts the board "
        "is of generalized type II with m_b' = 0 or m_b' + Σ|β_i'|_b <= n_r' (Theorem 2.34), or of type I with "
        "m_b' <= n_r' (Theorem 2.15), unless B is out of chips.",
        redStep(where(T::General, [](const Quantities& q) { return q.h >= 1 && conditions::bothNotInequality(q); },
                      "h >= 1, m_b, n_r > 0, (4)"),
                kV1, [](const State&, const State& e) { return unless(genIIRed(e) || typeIRed(e), e); }));
}

}  // namespace gameaudit::sls::v1_proof_steps
