// De Carufel & Jerade, "So Long Sucker: Endgame Analysis" (v1, March 2024): every claim of §2
// on the two-player, two-colour endgame, with v1's own formulas (intact in this version).
#include "properties/sls/conditions.hpp"
#include "properties/sls/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls {
namespace {

const std::string kCommon =
    " Judged on every game state with B to play first (B = (m_b, m_r), R = (n_b, n_r), any k >= 1 piles) "
    "by total chips then piles, under v2's full rules (placements, the capturer's discard, voluntary discards "
    "and donations of prisoners). v1's rules differ only in chips given away: v1 has no donations, and its "
    "capturer 'discards at least one chip', so it may give up more captured chips, its own colour included; a "
    "chip more never hurts its holder (sls-v1/rem2.11), so no winner differs. |β|_b = ⌈|β|/2⌉ for a long b-pile, |ρ|_r likewise; empty sums "
    "and maxima are 0. 'Has a winning strategy' is judged by the exact oracle.";

const std::string kTypeI = "Consider an SLS board of type I. Let B = (m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
const std::string kTypeII = "Consider an SLS board of type II. Let B = (m_b, m_r) be the first player, and R = (n_b, n_r) be the second player.";
// Propositions 2.17 and 2.19, Theorems 2.29 and 2.34 punctuate their opening differently.
const std::string kTypeIINoComma = "Consider an SLS board of type II. Let B = (m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
const std::string kGenI = "Consider an SLS board of generalized type I. Let B = (m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
const std::string kGenII = "Consider an SLS board of generalized type II. Let B = (m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
const std::string kGenIComma = "Consider an SLS board of generalized type I. Let B = (m_b, m_r) be the first player, and R = (n_b, n_r) be the second player.";
const std::string kGenIIComma = "Consider an SLS board of generalized type II. Let B = (m_b, m_r) be the first player, and R = (n_b, n_r) be the second player.";
const std::string kGeneral =
    "Consider an SLS board composed of k piles such that k_e are empty, k_r are r-singletons, k_b are b-singletons, h are "
    "b-piles β_1, β_2, …, β_h of length at least 2, and l are r-piles ρ_1, ρ_2, …, ρ_l of length at least 2. Let B = "
    "(m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
// Theorem 2.39 joins the long piles with a semicolon.
const std::string kGeneral39 =
    "Consider an SLS board composed of k piles such that k_e are empty, k_r are r-singletons, k_b are b-singletons, h are "
    "b-piles β_1, β_2, …, β_h of length at least 2; and l are r-piles ρ_1, ρ_2, …, ρ_l of length at least 2. Let B = "
    "(m_b, m_r) be the first player and R = (n_b, n_r) be the second player.";
const std::string kRho = "n_r + Σ_{i=1}^l |ρ_i|_r − max{|ρ_i|_r : i = 1, …, l}";
const std::string kUnrestricted =
    " The hypothesis on B's first turn is dropped: R winning against every play of B implies the claim.";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    auto add = [&](std::string id, std::string where_, std::string statement, std::string reading, Property<State> p,
                   Expect expect = Expect::holds()) {
        ClaimInfo i = endgameClaim(papers::sls_v1, std::move(id), "§2, " + where_, std::move(statement),
                                   std::move(reading) + kCommon, 14);
        i.expect = std::move(expect);
        registry.add(claim(std::move(i), std::move(p)));
    };
    // §2.3 Type I.
    add("prop2.13", "Proposition 2.13", kTypeI + " If m_b > n_r ≥ 0 then B has a winning strategy.",
        "Type I: no long b-pile, at most one long r-pile.", winsProperty(where(T::TypeI, conditions::mbOverNr, "m_b > n_r"), Blue));
    add("prop2.14", "Proposition 2.14", kTypeI + " If 0 ≤ m_b ≤ n_r then R has a winning strategy.", "Type I.",
        winsProperty(where(T::TypeI, conditions::mbAtMostNr, "m_b <= n_r"), Red));
    add("thm2.15", "Theorem 2.15", kTypeI + " We have the following: B has a winning strategy ⟺ m_b > n_r", "Type I.",
        iffProperty(states(T::TypeI), conditions::mbOverNr));
    // §2.4 Type II.
    add("prop2.17", "Proposition 2.17", kTypeIINoComma + " If m_b ≥ 1 and m_b + |β|_b > n_r, then B has a winning strategy.",
        "Type II: exactly one long b-pile β and one long r-pile ρ.",
        winsProperty(where(T::TypeII, conditions::betaOverNr, "m_b >= 1, m_b + |β|_b > n_r"), Blue));
    add("prop2.19", "Proposition 2.19", kTypeIINoComma + " If m_b = 0, then R has a winning strategy.", "Type II.",
        winsProperty(where(T::TypeII, conditions::noMb, "m_b = 0"), Red));
    auto typeIIRed = where(T::TypeII, conditions::betaAtMostNr, "m_b > 0, m_b + |β|_b <= n_r");
    add("prop2.20", "Proposition 2.20",
        kTypeII + " If m_b > 0, m_b + |β|_b ≤ n_r and B captures β at some point during their first turn, then R has a winning strategy.",
        "Type II." + kUnrestricted, winsProperty(typeIIRed, Red));
    add("prop2.21", "Proposition 2.21",
        kTypeII + " If m_b > 0, m_b + |β|_b ≤ n_r and B places an r chip on β at some point during their first turn, then R has a winning strategy.",
        "Type II." + kUnrestricted, winsProperty(typeIIRed, Red));
    add("prop2.22", "Proposition 2.22",
        kTypeII + " If m_b > 0, m_b + |β|_b ≤ n_r and B does not place a chip on β at any point during their first turn, then R has a winning strategy.",
        "Type II." + kUnrestricted, winsProperty(typeIIRed, Red));
    add("cor2.23", "Corollary 2.23", kTypeII + " If m_b > 0 and m_b + |β|_b ≤ n_r, then R has a winning strategy.", "Type II.",
        winsProperty(typeIIRed, Red));
    add("thm2.24", "Theorem 2.24", kTypeII + " We have the following: B has a winning strategy ⟺ m_b, n_r > 0 and m_b + |β|_b > n_r",
        "Type II, as stated (with n_r > 0).",
        iffProperty(states(T::TypeII), conditions::bothBetaOverNr),
        Expect::refutedAt("B(1,0) R(0,0) [rb br] B"));
    // §2.5 Generalized type I.
    add("prop2.26", "Proposition 2.26", kGenI + " If m_b > 0 and n_r = 0, then B has a winning strategy.",
        "Generalized type I: no long b-pile, k >= 2.",
        winsProperty(atLeastTwoPiles(where(T::GeneralizedTypeI, conditions::mbNoNr, "m_b > 0, n_r = 0")), Blue));
    add("prop2.27", "Proposition 2.27", kGenI + " If m_b, n_r > 0 and m_b > " + kRho + ", then B has a winning strategy.",
        "Generalized type I, k >= 2.",
        winsProperty(atLeastTwoPiles(where(T::GeneralizedTypeI, conditions::bothRhoBelowMb,
                                           "m_b, n_r > 0, m_b > n_r + Σ|ρ|_r − max|ρ|_r")),
                     Blue));
    add("prop2.28", "Proposition 2.28", kGenIComma + " If m_b ≤ n_r + Σ_{i=1}^{l} |ρ_i|_r − max{|ρ_i|_r : i = 1, …, l} then R has a winning strategy.",
        "Generalized type I, k >= 2, as stated (no hypothesis on m_b or n_r).",
        winsProperty(atLeastTwoPiles(where(T::GeneralizedTypeI, conditions::mbAtMostRho, "m_b <= n_r + Σ|ρ|_r − max|ρ|_r")),
                     Red),
        Expect::refutedAt("B(1,0) R(0,0) [br br] B"));
    add("thm2.29", "Theorem 2.29", kGenIComma + " B has a winning strategy ⟺ m_b > 0 and m_b > " + kRho,
        "Generalized type I, k >= 2, as stated (without v2's 'n_r = 0 or').",
        iffProperty(atLeastTwoPiles(states(T::GeneralizedTypeI)), conditions::rhoBelowMb),
        Expect::refutedAt("B(1,0) R(0,0) [br br] B"));
    // §2.6 Generalized type II.
    add("prop2.31", "Proposition 2.31", kGenII + " If m_b > 0 and m_b + Σ_{i=1}^h |β_i|_b > n_r then B has a winning strategy.",
        "Generalized type II: h >= 1 long b-piles, exactly one long r-pile.",
        winsProperty(where(T::GeneralizedTypeII, conditions::betaOverNr, "m_b > 0, m_b + Σ|β|_b > n_r"), Blue));
    add("prop2.32", "Proposition 2.32", kGenII + " If m_b = 0 then R has a winning strategy.", "Generalized type II.",
        winsProperty(where(T::GeneralizedTypeII, conditions::noMb, "m_b = 0"), Red));
    add("prop2.33", "Proposition 2.33", kGenII + " If m_b > 0 and m_b + Σ_{i=1}^h |β_i|_b ≤ n_r then R has a winning strategy.",
        "Generalized type II.",
        winsProperty(where(T::GeneralizedTypeII, conditions::betaAtMostNr, "m_b > 0, m_b + Σ|β|_b <= n_r"), Red));
    add("thm2.34", "Theorem 2.34", kGenIIComma + " B has a winning strategy ⟺ m_b > 0 and m_b + Σ_{i=1}^h |β_i|_b > n_r", "Generalized type II.",
        iffProperty(states(T::GeneralizedTypeII), conditions::betaOverNr));
    // §2.7 General case.
    add("prop2.35", "Proposition 2.35", kGeneral + " If m_b > 0 and n_r = 0, then B has a winning strategy.", "Any board.",
        winsProperty(where(T::General, conditions::mbNoNr, "m_b > 0, n_r = 0"), Blue));
    add("prop2.36", "Proposition 2.36",
        kGeneral + " If m_b, n_r > 0 and m_b + Σ_{i=1}^h |β_i|_b > " + kRho + " then B has a winning strategy.", "Any board.",
        winsProperty(where(T::General, conditions::bothAndInequality, "m_b, n_r > 0 and the inequality"), Blue));
    add("prop2.37", "Proposition 2.37", kGeneral + " If m_b = 0 then R has a winning strategy.", "Any board.",
        winsProperty(where(T::General, conditions::noMb, "m_b = 0"), Red));
    add("prop2.38", "Proposition 2.38",
        kGeneral + " If m_b, n_r > 0 and m_b + Σ_{i=1}^h |β_i|_b ≤ " + kRho + " (4) then R has a winning strategy.", "Any board.",
        winsProperty(where(T::General, conditions::bothNotInequality, "m_b, n_r > 0 and (4)"), Red));
    add("thm2.39", "Theorem 2.39",
        kGeneral39 + " We have the following: B has a winning strategy ⟺ m_b > 0 and (m_b + Σ_{i=1}^h |β_i|_b > " + kRho + " or n_r = 0).",
        "Any board.", iffProperty(states(T::General), conditions::theorem54));
    add("lem2.40", "Lemma 2.40", "Strategy Σ is a winning strategy for players R and B.",
        "v1's Σ (§2.2: capture every own-colour pile discarding all its opponent chips, or one own chip of a "
        "singleton; keep other prisoners; top the longest opponent pile, else an empty pile) wins for whichever "
        "player has a winning strategy, against every reply.",
        sigmaWheneverProperty(states(T::General), Rules::Full, SigmaVersion::V1));

    // §3, the Conclusion's prose account of Theorem 2.39: read literally, then as the theorem.
    const std::string conclusion =
        "It was established that first player Blue has a winning strategy if they had more chips than their opponent, or "
        "the possibility of gaining more chips than their opponents. ... As we saw, Red needs just as many chips as "
        "Blue, or to be able to capture just as many chips.";
    auto concluded = [&](std::string id, std::string reading, Property<State> p, Expect expect) {
        ClaimInfo i = endgameClaim(papers::sls_v1, std::move(id), "§3, Conclusion", conclusion, std::move(reading) + kCommon, 14);
        i.expect = std::move(expect);
        registry.add(claim(std::move(i), std::move(p)));
    };
    concluded("rem3.1",
              "Literal, the first alternative of each sentence: more chips in hand than the opponent suffice for Blue, and "
              "as many suffice for Red; together, B wins iff m_b + m_r > n_b + n_r.",
              iffProperty(states(T::General), [](const Quantities& q) { return q.mb + q.mr > q.nb + q.nr; }),
              Expect::refutedAt("B(0,1) R(0,0) [_] B"));
    concluded("rem3.1-theorem",
              "Alternative reading: the sentences as an account of Theorem 2.39, 'more chips' and 'as many' being its "
              "inequality m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r (with m_b > 0, or n_r = 0).",
              iffProperty(states(T::General), conditions::theorem54), Expect::holds());
}

}  // namespace gameaudit::sls
