// De Carufel & Jerade, So Long Sucker (v1, 2024): sentences a cold referee reading listed that the
// other v1 files did not check as written: the rule the proofs of Propositions 2.2 and 2.4 quote,
// §1.4.1's "not correlated", single steps of the proofs of Propositions 2.13, 2.27, 2.32 and 2.33
// and of Theorem 2.29, each in its literal reading (kinder readings beside it, suffixed).
#include <algorithm>

#include <fmt/format.h>

#include "core/domains.hpp"
#include "models/sls/reduction.hpp"
#include "properties/sls/conditions.hpp"
#include "properties/sls/rounds.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v1_referee {
namespace {

ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading, std::int64_t bound) {
    return papers::sls_v1.info(id, where,
               {.statement = std::move(statement),
                .reading = std::move(reading),
                .bound = bound,
                .randomReach = 1.25,
                .cases = 10});
}

// "B places <chip> on pile <its chips, bottom to top> in <s>".
std::string placementText(int chip, PileView pile, const State& s) {
    std::string chips;
    for (std::uint8_t c : pile) chips += c == 0 ? 'b' : 'r';
    return fmt::format("B places {} on pile {} in {}", chip == 0 ? 'b' : 'r', chips, show(s));
}

// For every placement by B of `chip` on a pile topped by `top`, the forced next player is
// expected(pile before the placement, bottom to top).
Property<State> nextAfter(int chip, int top, std::function<int(PileView)> expected, std::string rule) {
    return everyPlacement(
        states(BoardType::General),
        [chip, expected, rule](const State& s, const EngineOutcome& o) {
            const PileView before = o.before->pile(o.pile);
            const int want = expected(before);
            const std::string move = placementText(chip, before, s);
            if (o.choiceOfNextPlayer) return Judgement::fail(rule, "the rules leave a choice", move);
            for (const RulesEngine& e : o.ends)
                if (e.active() != want)
                    return Judgement::fail(rule + ": " + (want == 0 ? "B" : "R") + " plays next",
                                           std::string(e.active() == 0 ? "B" : "R") + " plays next", move);
            return Judgement::pass();
        },
        [chip, top](const RulesEngine& start, int c, int pile) { return c == chip && topOf(start, pile) == top; });
}

int bottomPlayer(PileView p) { return p.front(); }  // colour b = 0 is B's, r = 1 is R's

const std::string kEngine =
    " Judged by the general rules engine on every two-colour position with B to play (B plays X; the rules are "
    "colour-symmetric), by total chips then piles. Default bound 8 chips: every pile shape up to 8 chips.";

// Quantities of a generalized type I board for Proposition 2.27's proof: the long r-piles, by
// length, with the one of most r chips (the proof's ρ_l, which B tops) set apart.
struct LongRed {
    std::vector<int> rest;  // lengths of ρ_1..ρ_{l-1}
    int top = 0;            // |ρ_l|
};
LongRed longRed(const State& s) {
    LongRed out;
    std::vector<int> lengths;
    for (int i = 0; i < s.piles; ++i)
        if (s.pile(i).length >= 2 && s.pile(i).top == Red) lengths.push_back(s.pile(i).length);
    auto reds = [](int len) { return (len + 1) / 2; };  // |ρ|_r of an alternating r-topped pile
    auto best = std::max_element(lengths.begin(), lengths.end(), [&](int a, int b) { return reds(a) < reds(b); });
    if (best != lengths.end()) {
        out.top = *best;
        lengths.erase(best);
    }
    out.rest = lengths;
    return out;
}

int singletons(const State& s, Colour top) {
    int n = 0;
    for (int i = 0; i < s.piles; ++i) n += s.pile(i).length == 1 && s.pile(i).top == top;
    return n;
}

// A fact of the states' hands and piles, no oracle.
Property<State> holdsOn(Domain<State> d, std::function<bool(const State&)> fact, std::string words) {
    // by hand: a fact of a state's hands and piles, with no oracle; the builders judge a game's solution
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [fact, words](const State& s) {
        return fact(s) ? Judgement::pass() : Judgement::fail(words, handsAndBoard(s), show(s));
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    auto add = [&](std::string id, std::string where_, std::string statement, std::string reading, Property<State> p,
                   std::int64_t bound = 10) {
        registry.add(claim(info(std::move(id), where_, std::move(statement), std::move(reading), bound), std::move(p)));
    };
    // §2.1, the proofs of Propositions 2.2 and 2.4: the rule they quote for a placement on a pile.
    {
        const std::string statement22 =
            "Similarly, if X places a y chip on an x-pile, then based on the rules of the game, the next turn goes to the "
            "player whose chip color is furthest down in the pile. That player is X.";
        ClaimInfo i = info("prop2.2.proof", "§2.1, proof of Proposition 2.2", statement22,
                           "Literal: after X = B places an r chip on a b-pile, the next turn goes to the player whose colour "
                           "is the pile's bottom chip, and that player is B." + kEngine,
                           8);
        i.expect = Expect::refutedAt("B(0,1) R(0,0) [rb] B");
        registry.add(claim(std::move(i), nextAfter(1, 0, bottomPlayer, "the player of the bottom chip")));
        ClaimInfo alt = info("prop2.2.proof-alt", "§2.1, proof of Proposition 2.2", statement22,
                             "Alternative reading: 'furthest down' read as condition 2(b)'s 'whose highest chip is the lowest'; "
                             "after X = B places an r chip on a b-pile, B plays next." + kEngine,
                             8);
        registry.add(claim(std::move(alt), nextAfter(1, 0, [](PileView) { return 0; }, "B")));
    }
    {
        const std::string statement24 =
            "Similarly, if X places an x chip on a y-pile, then based on the rules of the game, the next turn goes to the "
            "player whose chip color is furthest down in the pile. That player is Y.";
        ClaimInfo i = info("prop2.4.proof", "§2.1, proof of Proposition 2.4", statement24,
                           "Literal: after X = B places a b chip on an r-pile, the next turn goes to the player whose colour "
                           "is the pile's bottom chip, and that player is R." + kEngine,
                           8);
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [br] B");
        registry.add(claim(std::move(i), nextAfter(0, 1, bottomPlayer, "the player of the bottom chip")));
        ClaimInfo alt = info("prop2.4.proof-alt", "§2.1, proof of Proposition 2.4", statement24,
                             "Alternative reading: 'furthest down' read as condition 2(b)'s 'whose highest chip is the lowest'; "
                             "after X = B places a b chip on an r-pile, R plays next." + kEngine,
                             8);
        registry.add(claim(std::move(alt), nextAfter(0, 1, [](PileView) { return 1; }, "R")));
    }

    // §1.4.1: "the number of chips is not correlated with winning the game".
    {
        // by hand: compares the winners of a state and of it with one b chip more; the builders judge one position
        Property<State> p;
        p.domain = states(T::General);
        p.admit = [](std::int64_t bound) { solveTables(bound + 1, {Rules::Full}); };
        p.predicate = [](const State& s) {
            State more = s;
            ++more.hand[Blue][Blue];
            const Colour w = oracle(Rules::Full).winner(turnStart(s, Rules::Full));
            const Colour v = oracle(Rules::Full).winner(turnStart(more, Rules::Full));
            if (w == v) return Judgement::pass();
            return Judgement::fail("the same winner with one b chip more for B", winText(w) + ", then " + winText(v),
                                   show(s) + " and " + show(more));
        };
        ClaimInfo i = info("rules1.4.1-chips", "§1.4.1, Setup",
                           "As we will see later on, the number of chips is not correlated with winning the game.",
                           "Literal: who wins does not depend on the chips held: giving B one more b chip never changes the "
                           "winner (exact oracle, full rules, B to play). Every state up to 8 chips (the state with the "
                           "chip more up to 9).",
                           8);
        i.expect = Expect::refutedAt("B(0,0) R(0,0) [_] B");
        registry.add(claim(std::move(i), p));
    }
    {
        // by hand: "in some state" is an existential over every state of 6 chips; the builders judge each case alone
        Property<std::int64_t> p;
        p.domain = domains::integers("n", 1).where([](std::int64_t n) { return n == 6; }, "n = 6");
        p.domain.largest = 6;
        p.admit = [](std::int64_t) { solveTables(6, {Rules::Full}); };
        p.predicate = [](std::int64_t n) {
            std::string found;
            states(BoardType::General).enumerate(n, [&](const State& s) {
                const int b = s.handTotal(Blue), r = s.handTotal(Red);
                if (b > r && oracle(Rules::Full).winner(turnStart(s, Rules::Full)) == Red) found = show(s);
                return found.empty();
            });
            if (found.empty()) return Judgement::fail("B loses in some state holding more chips than R", "in none", "up to 6 chips");
            return Judgement::pass();
        };
        ClaimInfo i = info("rules1.4.1-chips-alt", "§1.4.1, Setup",
                           "As we will see later on, the number of chips is not correlated with winning the game.",
                           "Alternative reading: holding more chips does not decide the winner: some state with B to play "
                           "and holding more chips than R is won by R (exact oracle, full rules; states up to 6 chips).",
                           6);
        i.cases = 0;
        registry.add(claim(std::move(i), p));
    }

    // §2.3, the proof of Proposition 2.13: the r-singletons left after B's captures.
    {
        // The sentence's own hypothesis k_r > 0; k_r = 0 is sls-v1/prop2.13.empty.
        auto typeIBlue = where(T::TypeI, [](const Quantities& q) { return q.mb > q.nr && q.nb + q.nr >= 1; }, "m_b > n_r, n >= 1")
                             .where([](const State& s) { return singletons(s, Red) > 0; }, "k_r > 0");
        ClaimInfo i = info("prop2.13.piles", "§2.3, proof of Proposition 2.13, cases 1-4",
                           "If k_r > 0, then the board is composed of k_e + k_b + t' + s + 1 empty piles, and k_r − t' − s − "
                           "(1 − κ) r-singletons. The board is of type I.",
                           "The r-singletons the text lists after B has captured every b-pile (Σ's step 1) in R's four ways "
                           "to end their turn, on the boards the sentence speaks of (k_r > 0; k_r = 0 is "
                           "sls-v1/prop2.13.empty): k_r − t' − s − (1 − κ). With t', s >= 0 this bounds them by k_r − "
                           "(1 − κ), k_r and κ those of the starting board. Played out without voluntary discards or "
                           "donations: B plays v1's Σ, every decision of R is explored. Type I states with m_b > n_r, "
                           "n_b + n_r >= 1 and k_r > 0, up to 8 chips.",
                           8);
        i.paraphrase = "Case 1's sentence (line 308) with the minus signs the bundled text drops ('k_r t' s (1 κ)') restored.";
        i.expect = Expect::refutedAt("B(2,0) R(0,1) [_ r] B");
        registry.add(claim(std::move(i), blueStep(typeIBlue, SigmaPlay{Rules::Placements, SigmaVersion::V1},
                                                  [](const State& s, const State& e) -> std::optional<std::string> {
                                                      Quantities a = quantities(s);
                                                      const int kr = singletons(s, Red), kappa = a.l;
                                                      const int most = kr - (1 - kappa);
                                                      if (singletons(e, Red) <= most) return std::nullopt;
                                                      return fmt::format("{} r-singletons (at most {} listed): {}",
                                                                         singletons(e, Red), most, handsAndBoard(e));
                                                  })));
    }

    // §2.5, the proof of Proposition 2.27, case 2: the equality of line 697.
    {
        // by hand: an arithmetic identity of the proof (line 697) over a state's piles and hands; no game is solved
        Property<State> p;
        p.domain = where(
            T::GeneralizedTypeI,
            [](const Quantities& q) { return q.l >= 2 && q.mb > 0 && q.nr > 1 && q.mb > q.nr + q.sumRho - q.maxRho; },
            "l >= 2, m_b > 0, n_r > 1 (case 2's n_r - 1 != 0), m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r")
                       .where(
                           [](const State& s) {
                               const Census c = census(s);
                               return s.hand[Red][Blue] >= 1 && c.emptyPiles + c.singletons[Blue] >= 1;
                           },
                           "case 2 reachable (t > 0): n_b >= 1 and an empty pile or b-singleton");
        p.predicate = [](const State& s) {
            const LongRed r = longRed(s);
            const int nb = s.hand[Red][Blue], nr = s.hand[Red][Red];
            int sum = 0, maxLen = 0, maxReds = 0;
            for (int len : r.rest) {
                sum += len - 1;
                maxLen = std::max(maxLen, len);
                maxReds = std::max(maxReds, (len + 1) / 2);
            }
            // (b, r): length 2, one r chip.
            const int lhs = nb + (nr - 1) + sum + (2 - 1) - std::max(1, maxReds);
            const int rhs = nb + nr + sum - maxLen;
            if (lhs == rhs) return Judgement::pass();
            return Judgement::fail("both sides equal", fmt::format("{} on the left, {} on the right", lhs, rhs),
                                   fmt::format("t = t' = 0: n_b = {}, n_r = {}, lengths of ρ_1..ρ_(l-1) summing (|ρ_i| - 1) to {}, "
                                               "max |ρ_i| = {}, max |ρ_i|_r = {}; {}",
                                               nb, nr, sum, maxLen, maxReds, show(s)));
        };
        ClaimInfo i = info("prop2.27.bound2", "§2.5, proof of Proposition 2.27, case 2",
                           "= n_b + n_r + Σ_{i=1}^{l-1} (|ρ_i| - 1) - max{|ρ_i| : i = 1, …, l - 1}",
                           "The equality the text writes (line 697) between the bound of the line before with n_b in place "
                           "of n_b − t − t', n_b + (n_r − 1) + Σ_{i<l}(|ρ_i| − 1) + (|(b, r)| − 1) − max{|(b, r)|_r, "
                           "max_{i<l}|ρ_i|_r}, and n_b + n_r + Σ_{i<l}(|ρ_i| − 1) − max{|ρ_i| : i < l}, evaluated on the "
                           "hands and piles of every generalized type I board with l >= 2 under Proposition 2.27's hypothesis "
                           "and case 2's n_r - 1 != 0 on which case 2 can arise (R can place a b chip on an empty pile: n_b "
                           ">= 1, and B's Σ leaves an empty pile) (ρ_l, the pile of most r chips, is the one B topped), up to "
                           "12 chips.",
                           12);
        i.paraphrase = "The right-hand side of the equality of line 697, quoted alone.";
        i.expect = Expect::refutedAt("B(4,0) R(1,2) [_ br br] B");
        registry.add(claim(std::move(i), p));
    }

    // §2.5, the proof of Theorem 2.29, first case.
    {
        auto genI = states(T::GeneralizedTypeI).where([](const State& s) { return s.pileCount() >= 2; }, "k >= 2");
        ClaimInfo i = info("thm2.29.case1", "§2.5, proof of Theorem 2.29",
                           "If n_r = 0, then B has a winning strategy by Proposition 2.26.",
                           "Literal: on every generalized type I board (k >= 2) with n_r = 0, B (first player) has a winning "
                           "strategy, m_b unrestricted (exact oracle, full rules), up to 10 chips.",
                           10);
        i.expect = Expect::refutedAt("B(0,0) R(2,0) [_ _] B");
        registry.add(claim(std::move(i), winnerProperty(genI.where([](const State& s) { return s.hand[Red][Red] == 0; }, "n_r = 0"),
                                                        [](const State&) { return Blue; })));
        ClaimInfo alt = info("thm2.29.case1-alt", "§2.5, proof of Theorem 2.29",
                             "If n_r = 0, then B has a winning strategy by Proposition 2.26.",
                             "Alternative reading with Proposition 2.26's hypothesis m_b > 0 added (as the theorem's own "
                             "condition requires): B has a winning strategy (exact oracle, full rules), up to 10 chips.",
                             10);
        registry.add(claim(std::move(alt),
                           winnerProperty(genI.where([](const State& s) { return s.hand[Red][Red] == 0 && s.hand[Blue][Blue] > 0; },
                                                     "n_r = 0 < m_b"),
                                          [](const State&) { return Blue; })));
    }

    // §2.6, the proof of Proposition 2.32, case 1 with h - t'' > 0.
    {
        ClaimInfo i = info("prop2.32.step1", "§2.6, proof of Proposition 2.32, case 1",
                           "If h − t'' > 0, then R places an r chip on the b-pile of greatest length. The move goes back to "
                           "B. The board is of generalized type II with h − t'' − 1 < h b-piles of length ≥ 2.",
                           "Literal: generalized type II, m_b = 0, h >= 2 (the inductive step): after any round of B and R's "
                           "round of v1's Σ, whenever R topped a long b-pile (the only long r-pile left, as B's turn starts, "
                           "has length >= 3), the board is of generalized type II (h' >= 1 long b-piles). Played out without "
                           "voluntary discards or donations, every decision of B explored; up to 10 chips.",
                           10);
        i.paraphrase = "Line 893 with the minus signs the bundled text drops ('h t'' > 0') restored.";
        i.expect = Expect::refutedAt("B(0,3) R(0,0) [rb rb br] B");
        registry.add(claim(std::move(i),
                           redStep(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0 && q.h >= 2; }, "m_b = 0, h >= 2"),
                                   SigmaPlay{Rules::Placements, SigmaVersion::V1},
                                   [](const State&, const State& e) -> std::optional<std::string> {
                                       bool topped = false;
                                       for (int i = 0; i < e.piles; ++i) topped = topped || (e.pile(i).top == Red && e.pile(i).length >= 3);
                                       if (!topped || hasType(e, BoardType::GeneralizedTypeII)) return std::nullopt;
                                       return "not of generalized type II: " + handsAndBoard(e);
                                   })));
    }
    // §2.2 Remark 2.10: the moves X can start a turn with, playing again after each.
    {
        // A y chip on an empty pile or an x-pile, or an x chip on an x-singleton (X = B: y = r, x = b).
        auto listed = [](const EngineOutcome& o) {
            const PileView before = o.before->pile(o.pile);
            return (o.chip == 1 && (before.empty() || before.back() == 0)) || (o.chip == 0 && before.size() == 1 && before[0] == 0);
        };
        auto playsAgain = [](const EngineOutcome& o) {
            if (o.choiceOfNextPlayer) return true;  // B may name itself
            for (const RulesEngine& e : o.ends)
                if (e.active() != 0) return false;
            return true;
        };
        const std::string statement = "X can start off their turn by doing any combination of the following moves:";
        ClaimInfo i = info("rem2.10b", "§2.2, Remark 2.10", statement,
                           "Literal: each listed move lets X play again: after X = B places a y chip on an empty pile, a y "
                           "chip on an x-pile or an x chip on an x-singleton, B plays next whatever is discarded (or may "
                           "name itself)." + kEngine,
                           8);
        registry.add(claim(std::move(i), everyPlacement(states(T::General), [listed, playsAgain](const State& s, const EngineOutcome& o) {
                               if (!listed(o) || playsAgain(o)) return Judgement::pass();
                               return Judgement::fail("B plays again", "the turn passes",
                                                      placementText(o.chip, o.before->pile(o.pile), s));
                           })));
        ClaimInfo only = info("rem2.10b-only", "§2.2, Remark 2.10", statement,
                              "Alternative reading: the list as the only moves after which X plays again (Rules 4 and 6, "
                              "and the captures of Rules 8-9 the list includes): every placement by X = B after which B "
                              "plays next, whatever is discarded, is a y chip on an empty pile, a y chip on an x-pile, or "
                              "an x chip on an x-singleton." + kEngine,
                              8);
        only.expect = Expect::refutedAt("B(1,0) R(0,0) [rb] B");
        registry.add(claim(std::move(only), everyPlacement(states(T::General), [listed, playsAgain](const State& s, const EngineOutcome& o) {
                               if (listed(o) || !playsAgain(o) || o.choiceOfNextPlayer) return Judgement::pass();
                               return Judgement::fail("a move of the three listed kinds", "another move after which B plays again",
                                                      placementText(o.chip, o.before->pile(o.pile), s));
                           })));
    }

    // §2.5, the proof of Proposition 2.27: m_b >= 2, and the bound n on R's chips.
    {
        auto genIBlue = conditions::bothRhoBelowMb;
        // The induction step: l >= 2 long r-piles (l = 0 and l = 1 are the base cases).
        auto hyp = where(T::GeneralizedTypeI, [genIBlue](const Quantities& q) { return genIBlue(q) && q.l >= 2; },
                         "m_b, n_r > 0, m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r, l >= 2");
        add("prop2.27.mb2", "§2.5, proof of Proposition 2.27, induction step",
            "This inequality, along with the fact that n_r > 0, imply that m_b ≥ 2.",
            "Every generalized type I board of the induction step (l >= 2 long r-piles) with m_b, n_r > 0 and "
            "m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r has m_b >= 2 (the states' hands; no oracle), up to 10 chips.",
            holdsOn(hyp, [](const State& s) { return s.hand[Blue][Blue] >= 2; }, "m_b >= 2"));
        const std::string bound =
            "Observe that B cannot have more than n_b + n_r + Σ_{i=1}^{l} (|ρ_i| - 1) - max{|ρ_i| - 1 : i = 1, …, l} - 1";
        ClaimInfo i = info("prop2.27.bound", "§2.5, proof of Proposition 2.27, induction step", bound,
                           "Literal (the text names B): in the induction step (l >= 2 long r-piles), after B's round of "
                           "v1's Σ, as R's turn starts, B holds at most "
                           "n_b + n_r + Σ(|ρ_i| − 1) − max|ρ_i| chips (the quantities of the starting board; the two "
                           "expressions the text equates are equal). Played out without voluntary discards or donations; "
                           "up to 14 chips.",
                           14);
        i.paraphrase = "The sentence up to its displayed bound (lines 600 and 602), the display quoted in linear form.";
        i.expect = Expect::refutedAt("B(3,0) R(0,1) [br br] B");
        registry.add(claim(std::move(i), blueSigmaRound(hyp, SigmaPlay{Rules::Placements, SigmaVersion::V1},
                                                        [](const State& s, const State& e) -> std::optional<std::string> {
                                                            if (e.handTotal(Blue) <= chipsBoundRed(s)) return std::nullopt;
                                                            return fmt::format("B holds {} > n = {}: {}", e.handTotal(Blue),
                                                                               chipsBoundRed(s), handsAndBoard(e));
                                                        })));
        ClaimInfo alt = info("prop2.27.bound-alt", "§2.5, proof of Proposition 2.27, induction step", bound,
                             "Alternative reading (R for B, as the next sentence says: 'the total number of chips in R's "
                             "hands'): in the induction step (l >= 2), after B's round of v1's Σ and any round of R, R "
                             "holds at most n_b + n_r + Σ(|ρ_i| − 1) "
                             "− max|ρ_i| chips (the starting board's quantities). Played out without voluntary discards or "
                             "donations, every decision of R explored (a capturer discards exactly one chip); up to 14 chips.",
                             14);
        alt.paraphrase = i.paraphrase;
        registry.add(claim(std::move(alt), blueStep(hyp, SigmaPlay{Rules::Placements, SigmaVersion::V1},
                                                    [](const State& s, const State& e) -> std::optional<std::string> {
                                                        if (e.handTotal(Red) <= chipsBoundRed(s)) return std::nullopt;
                                                        return fmt::format("R holds {} > n = {}: {}", e.handTotal(Red),
                                                                           chipsBoundRed(s), handsAndBoard(e));
                                                    })));
    }

    // §2.6, the proof of Proposition 2.33: n_r >= 1, the bound m on B's chips, and the equality of line 1022.
    {
        auto hyp = inductionOnH33();
        add("prop2.33.nr1", "§2.6, proof of Proposition 2.33, induction step",
            "This inequality, along with the fact that m_b > 0, imply that n_r ≥ 1.",
            "Every generalized type II board of the induction step (h >= 2 long b-piles) with m_b > 0 and m_b + "
            "Σ|β_i|_b <= n_r has n_r >= 1 (the states' hands; no oracle), up to 14 chips.",
            holdsOn(hyp, [](const State& s) { return s.hand[Red][Red] >= 1; }, "n_r >= 1"), 14);
        ClaimInfo i = info("prop2.33.bound", "§2.6, proof of Proposition 2.33, induction step",
                           "This corresponds to maximum possible number of chips in B's hands at the end of their turn, if B "
                           "were to capture all b-piles on the board.",
                           "In the induction step (h >= 2), m = m_b + m_r + Σ(|β_i| − 1) − 1 bounds B's chips at the end of "
                           "their turn: after any round of B "
                           "(and R's round of v1's Σ, which leaves B's hand alone), B holds at most m chips (the starting "
                           "board's quantities). Played out without voluntary discards or donations, every decision of B "
                           "explored (a capturer discards exactly one chip); up to 14 chips.",
                           14);
        registry.add(claim(std::move(i), redStep(hyp, SigmaPlay{Rules::Placements, SigmaVersion::V1},
                                                 [](const State& s, const State& e) -> std::optional<std::string> {
                                                     if (e.handTotal(Blue) <= chipsBoundBlue(s)) return std::nullopt;
                                                     return fmt::format("B holds {} > m = {}: {}", e.handTotal(Blue),
                                                                        chipsBoundBlue(s), handsAndBoard(e));
                                                 })));
        // Line 1020 = line 1022 with t = t' = t'' = s' = 0: B tops the long r-pile ρ with b, R tops β_h.
        // by hand: an arithmetic identity of the proof (line 1020 = 1022) over a state's piles; no game is solved
        Property<State> p;
        p.domain = hyp.where([](const State& s) { return s.hand[Blue][Blue] >= 2; },
                             "m_b >= 2 (m_b − 1 = 0 is Proposition 2.32's sub-case)");
        p.predicate = [](const State& s) {
            std::vector<int> beta;
            int rho = 0;
            for (int i = 0; i < s.piles; ++i) {
                if (s.pile(i).length < 2) continue;
                if (s.pile(i).top == Blue) beta.push_back(s.pile(i).length);
                else rho = s.pile(i).length;
            }
            std::sort(beta.begin(), beta.end());
            beta.pop_back();  // β_h, the longest, which R tops
            int sum = 0;
            for (int len : beta) sum += len - 1;
            const int mb = s.hand[Blue][Blue], mr = s.hand[Blue][Red], rhoB = rho + 1;  // |(ρ, b)|
            const int lhs = (mb - 1) + mr + sum + (rhoB - 1) - 1;
            const int rhs = mb - 1 + mr + sum + (rhoB - 1);
            if (lhs == rhs) return Judgement::pass();
            return Judgement::fail("both sides equal", fmt::format("{} on the left, {} on the right", lhs, rhs), show(s));
        };
        ClaimInfo eq = info("prop2.33.step3eq", "§2.6, proof of Proposition 2.33, case 3",
                            "= m_b - 1 + m_r - t - t' + Σ_{i=1}^{h-1} (|β_i| - 1) + (|(ρ_{t'+1}, b)| - 1)",
                            "The equality the text writes (lines 1020-1022) between (m_b + Σ_{i<=s'}|β_i|_b − 1) + (m_r − t − "
                            "t' − t'' + Σ_{i<=s'}(|β_i|_r − 1)) + Σ_{s'<i<h-t''}(|β_i| − 1) + (|(ρ, b)| − 1) − 1 and its right "
                            "side, evaluated with t = t' = t'' = s' = 0 (B tops the long r-pile with b, R then tops the "
                            "longest b-pile β_h) on every generalized type II board of the induction step (h >= 2) under the "
                            "proposition's hypothesis with m_b >= 2 (when m_b − 1 = 0 the text applies Proposition 2.32), up "
                            "to 14 chips.",
                            14);
        eq.paraphrase = "The right-hand side of the equality of lines 1020-1022, quoted alone.";
        eq.expect = Expect::refutedAt("B(2,0) R(0,4) [rb rb br] B");
        registry.add(claim(std::move(eq), p));
    }
    // §2.4: the proof of Proposition 2.22 (n_r >= m_b), and Theorem 2.24 read without "n_r > 0".
    {
        auto typeIIRed = where(T::TypeII, conditions::betaAtMostNr,
                               "m_b > 0, m_b + |β|_b <= n_r");
        add("prop2.22.nr", "§2.4, proof of Proposition 2.22, inductive step",
            "Since n_r ≥ m_b > 0, then R has at least as many r chips as B has b chips.",
            "Every type II board with m_b > 0 and m_b + |β|_b <= n_r has n_r >= m_b > 0 (the states' hands; no oracle), up "
            "to 10 chips.",
            holdsOn(typeIIRed, [](const State& s) { return s.hand[Red][Red] >= s.hand[Blue][Blue] && s.hand[Blue][Blue] > 0; },
                    "n_r >= m_b > 0"));
        ClaimInfo i = info("thm2.24-alt", "§2, Theorem 2.24",
                           "Consider an SLS board of type II. Let B = (m_b, m_r) be the first player, and R = (n_b, n_r) be "
                           "the second player. We have the following: B has a winning strategy ⟺ m_b, n_r > 0 and m_b + "
                           "|β|_b > n_r",
                           "Alternative reading: 'm_b, n_r > 0' read as m_b > 0 only (the proof's cases 1-3 never use n_r > 0): "
                           "B has a winning strategy iff m_b > 0 and m_b + |β|_b > n_r. Every type II state with B to play "
                           "(exact oracle, full rules), up to 10 chips.",
                           10);
        registry.add(claim(std::move(i), winnerProperty(states(T::TypeII), [](const State& s) {
                               Quantities q = quantities(s);
                               return conditions::betaOverNr(q) ? Blue : Red;
                           })));
    }
}

}  // namespace gameaudit::sls::v1_referee
