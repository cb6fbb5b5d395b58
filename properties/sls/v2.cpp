// De Carufel & Jerade, "So Long Sucker: Endgame Analysis", final version (v2): every claim
// about the two-player, two-colour endgame. v2's formulas were lost in text conversion; each
// reading names the formula used, recovered from v1 (2024) and v2's own Theorem 5.4.
#include "properties/sls/conditions.hpp"
#include "properties/sls/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v2 {
namespace {

// Shared reading of the state claims.
const std::string kCommon =
    " Judged on every game state with Blue to play (B = (m_b, m_r), R = (n_b, n_r), any k >= 1 piles) "
    "by total chips then piles, under the full rules unless said otherwise (placements, the capturer's discard choice, and "
    "voluntary discards and donations of prisoners before every placement). Long piles have length >= 2; "
    "|β|_b is the number of b chips of a long b-pile (⌈length/2⌉), |ρ|_r likewise; an empty sum or max is 0. "
    "'Wins by applying Σ at every round' is checked by playing Σ (Definition 2.6) against every reply.";

// Part b of Theorems 3.4, 3.10, 4.7, 4.12 and 5.4.
const std::string kSigmaWhenever = "Whenever there is a winning strategy for (respectively for ), then is such a strategy.";

ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading, std::int64_t bound = 14) {
    return endgameClaim(papers::sls_v2, std::move(id), std::move(where), std::move(statement), std::move(reading) + kCommon,
                        bound);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const auto TI = BoardType::TypeI, GI = BoardType::GeneralizedTypeI, TII = BoardType::TypeII,
               GII = BoardType::GeneralizedTypeII, G = BoardType::General;

    // §3.1 Type I.
    registry.add(claim(info("prop3.2", "§3.1, Proposition 3.2",
                            "Let be of type I, , , and assume that is the active player. If when ’s turn starts, "
                            "then wins by applying at every round.",
                            "Formula lost; v1 Proposition 2.13's used: type I (h = 0, ℓ <= 1), if m_b > n_r then B wins by Σ."),
                       sigmaProperty(where(TI, conditions::mbOverNr, "m_b > n_r"), Blue)));
    registry.add(claim(info("prop3.3", "§3.1, Proposition 3.3",
                            "Let be of type I, , , and assume that is the active player. If when ’s turn starts, "
                            "then wins by applying at every round.",
                            "Formula lost; v1 Proposition 2.14's used: type I, if m_b <= n_r then R wins by Σ."),
                       sigmaProperty(where(TI, conditions::mbAtMostNr, "m_b <= n_r"), Red)));
    registry.add(claim(info("thm3.4a", "§3.1, Theorem 3.4 (characterisation)",
                            "Let be of type I, , , and assume that is the active player. Then, has a winning strategy "
                            "if and only if when ’s turn starts.",
                            "Formula lost; v1 Theorem 2.15's used: on a type I board B has a winning strategy iff m_b > n_r."),
                       iffProperty(states(TI), conditions::mbOverNr)));
    registry.add(claim(info("thm3.4b", "§3.1, Theorem 3.4 (strategy)", kSigmaWhenever,
                            "On a type I board, Σ wins for whichever player has a winning strategy."),
                       sigmaWheneverProperty(states(TI))));

    // §3.2 Generalized type I.
    registry.add(claim(info("prop3.6", "§3.2, Proposition 3.6",
                            "Let be of generalized type I, , , and assume that is the active player. If and when ’s "
                            "turn starts, then wins by applying at every round.",
                            "Formulas lost; v1 Proposition 2.26's used: generalized type I (h = 0), if m_b > 0 and n_r = 0 "
                            "then B wins by Σ."),
                       sigmaProperty(where(GI, conditions::mbNoNr, "m_b > 0, n_r = 0"), Blue)));
    registry.add(claim(info("prop3.7", "§3.2, Proposition 3.7",
                            "Let be of generalized type I, , , and assume that is the active player. If | (1) | when ’s "
                            "turn starts, then wins by applying at every round.",
                            "Formula (1) lost; v1 Proposition 2.27's used: m_b, n_r > 0 and m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r "
                            "then B wins by Σ."),
                       sigmaProperty(where(GI, conditions::bothRhoBelowMb,
                                           "m_b, n_r > 0, m_b > n_r + Σ|ρ|_r − max|ρ|_r"),
                                     Blue)));
    registry.add(claim(info("prop3.8", "§3.2, Proposition 3.8",
                            "Let be of generalized type I, , , and assume that is the active player. If when ’s turn "
                            "starts, then wins by applying at every round.",
                            "Formula lost; v1 Proposition 2.32's analogue used (the proof reduces to Proposition 3.3 and "
                            "assumes B holds no b chip): if m_b = 0 then R wins by Σ."),
                       sigmaProperty(where(GI, conditions::noMb, "m_b = 0"), Red)));
    const std::string statement39 =
        "Let be of generalized type I, , , and assume that is the active player. If | (24) | when ’s "
        "turn starts, then wins by applying at every round.";
    {
        // The faithful reading: v1 Proposition 2.28's printed inequality, the only printed formula for (24).
        ClaimInfo i = info("prop3.9", "§3.2, Proposition 3.9", statement39,
                           "Formula (24) lost; v1 Proposition 2.28's printed hypothesis used, the only printed formula for "
                           "this result (v1 lines 798-802): m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r, with no sign condition; "
                           "then R wins by Σ. sls-v2/prop3.9-nr adds n_r > 0, as v2's Theorem 3.10 needs.");
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [br br] B");
        registry.add(claim(i, sigmaProperty(where(GI, conditions::mbAtMostRho,
                                                  "m_b <= n_r + Σ|ρ|_r − max|ρ|_r"),
                                            Red)));
    }
    registry.add(claim(info("prop3.9-nr", "§3.2, Proposition 3.9", statement39,
                            "Alternative reading of the lost (24): v1 Proposition 2.28's inequality m_b <= n_r + Σ|ρ_i|_r − "
                            "max|ρ_i|_r with n_r > 0 added, as v2's Theorem 3.10 requires (with n_r = 0, B wins by Proposition "
                            "3.6); m_b > 0 is not assumed, m_b = 0 being Proposition 3.8, so this also covers the reading "
                            "m_b, n_r > 0 (the mirror of (1)). Then R wins by Σ."),
                       sigmaProperty(where(GI, conditions::nrAndMbAtMostRho,
                                           "n_r > 0, m_b <= n_r + Σ|ρ|_r − max|ρ|_r"),
                                     Red)));
    const std::string statement310 =
        "Let be of generalized type I, , , and assume that is the active player. Then, has a winning "
        "strategy if and only if when ’s turn starts.";
    {
        ClaimInfo i = info("thm3.10a", "§3.2, Theorem 3.10 (characterisation)", statement310,
                           "Formula lost; v1 Theorem 2.29's printed formula used, the only printed formula for this result "
                           "(v1 lines 840-843): B has a winning strategy iff m_b > 0 and m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r. "
                           "sls-v2/thm3.10a-props reads it as Propositions 3.6-3.9 give it (n_r = 0 allowed).");
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [br br] B");
        registry.add(claim(i, iffProperty(states(GI), conditions::rhoBelowMb)));
    }
    registry.add(claim(info("thm3.10a-props", "§3.2, Theorem 3.10 (characterisation)", statement310,
                            "Alternative reading of the lost formula, as Propositions 3.6 (n_r = 0) and 3.7 give it, and as "
                            "Theorem 5.4's formula reads with h = 0: B wins iff m_b > 0 and (n_r = 0 or "
                            "m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r)."),
                       iffProperty(states(GI), conditions::theorem54)));
    registry.add(claim(info("thm3.10b", "§3.2, Theorem 3.10 (strategy)", kSigmaWhenever,
                            "On a generalized type I board, Σ wins for whichever player has a winning strategy."),
                       sigmaWheneverProperty(states(GI))));

    // §4.1 Type II.
    registry.add(claim(info("prop4.2", "§4.1, Proposition 4.2",
                            "Let be of type II, , , and assume that is the active player. If and when ’s turn starts, "
                            "then wins by applying at every round.",
                            "Formulas lost; v1 Proposition 2.17's used: type II (h = ℓ = 1), if m_b > 0 and m_b + |β|_b > n_r "
                            "then B wins by Σ."),
                       sigmaProperty(where(TII, conditions::betaOverNr,
                                           "m_b > 0, m_b + |β|_b > n_r"),
                                     Blue)));
    registry.add(claim(info("prop4.3", "§4.1, Proposition 4.3",
                            "Let be of type II, , , and assume that is the active player. If when ’s turn starts, "
                            "then wins by applying at every round.",
                            "Formula lost; v1 Proposition 2.19's used: type II, if m_b = 0 then R wins by Σ."),
                       sigmaProperty(where(TII, conditions::noMb, "m_b = 0"), Red)));
    const std::string unrestricted =
        " The hypothesis on B's current round is dropped: R's Σ is checked against every play of B, which "
        "implies the claim (restricting B's replies can only help R); a refutation's line shows whether B "
        "touched β.";
    registry.add(claim(info("prop4.4", "§4.1, Proposition 4.4",
                            "Let be of type II, , , and assume that is the active player. If and when ’s turn starts, "
                            "and places a chip on before the end of their current round, then wins by applying at "
                            "every round.",
                            "Formulas lost; v1 Propositions 2.20–2.21's used: type II, m_b > 0 and m_b + |β|_b <= n_r, "
                            "then R wins by Σ." + unrestricted),
                       sigmaProperty(where(TII, conditions::betaAtMostNr,
                                           "m_b > 0, m_b + |β|_b <= n_r"),
                                     Red)));
    registry.add(claim(info("prop4.5", "§4.1, Proposition 4.5",
                            "Let be of type II, , , and assume that is the active player. If | (25) | when ’s turn starts, "
                            "and does not place any chip on during their current round, then wins by applying at "
                            "every round.",
                            "Formula (25) lost; v1 Proposition 2.22's used: type II, m_b > 0 and m_b + |β|_b <= n_r, then "
                            "R wins by Σ." + unrestricted),
                       sigmaProperty(where(TII, conditions::betaAtMostNr,
                                           "m_b > 0, m_b + |β|_b <= n_r"),
                                     Red)));
    registry.add(claim(info("cor4.6", "§4.1, Corollary 4.6",
                            "Let be of type II, , , and assume that is the active player. If or when ’s turn starts, "
                            "then wins by applying at every round.",
                            "Formulas lost; v1 Proposition 2.19 and Corollary 2.23 used: type II, if m_b = 0 or "
                            "m_b + |β|_b <= n_r then R wins by Σ."),
                       sigmaProperty(where(TII, conditions::noMbOrBetaAtMostNr,
                                           "m_b = 0 or m_b + |β|_b <= n_r"),
                                     Red)));
    const std::string statement47 =
        "Let be of type II, , , and assume that is the active player. Then, has a winning strategy "
        "if and only if and when ’s turn starts.";
    {
        ClaimInfo i = info("thm4.7a", "§4.1, Theorem 4.7 (characterisation)", statement47,
                           "Formulas lost; v1 Theorem 2.24's printed formula used, the only printed formula for this result "
                           "(v1 lines 513-515), whose two conditions fit the two joined by 'and': B has a winning strategy "
                           "iff m_b, n_r > 0 and m_b + |β|_b > n_r. sls-v2/thm4.7a-props reads them as Proposition 4.2 "
                           "and Corollary 4.6 give them.");
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [rb br] B");
        registry.add(claim(i, iffProperty(states(TII), conditions::bothBetaOverNr)));
    }
    registry.add(claim(info("thm4.7a-props", "§4.1, Theorem 4.7 (characterisation)", statement47,
                            "Alternative reading of the lost formulas, as Proposition 4.2 (B wins) and Corollary 4.6 (R wins) "
                            "give them: B wins iff m_b > 0 and m_b + |β|_b > n_r (v1 Theorem 2.24 adds n_r > 0: "
                            "sls-v2/thm4.7a, sls-v1/thm2.24)."),
                       iffProperty(states(TII), conditions::betaOverNr)));
    registry.add(claim(info("thm4.7b", "§4.1, Theorem 4.7 (strategy)", kSigmaWhenever,
                            "On a type II board, Σ wins for whichever player has a winning strategy."),
                       sigmaWheneverProperty(states(TII))));

    // §4.2 Generalized type II.
    registry.add(claim(info("prop4.9", "§4.2, Proposition 4.9",
                            "Let be of generalized type II, , , and assume that is the active player. If | (26) | when ’s "
                            "turn starts, then wins by applying at every round.",
                            "Formula (26) lost; v1 Proposition 2.31's used: generalized type II (h >= 1, ℓ = 1), m_b > 0 and "
                            "m_b + Σ|β_i|_b > n_r, then B wins by Σ."),
                       sigmaProperty(where(GII, conditions::betaOverNr,
                                           "m_b > 0, m_b + Σ|β|_b > n_r"),
                                     Blue)));
    registry.add(claim(info("prop4.10", "§4.2, Proposition 4.10",
                            "Let be of generalized type II, , , and assume that is the active player. If when ’s turn "
                            "starts, then wins by applying at every round.",
                            "Formula lost; v1 Proposition 2.32's used: generalized type II, if m_b = 0 then R wins by Σ."),
                       sigmaProperty(where(GII, conditions::noMb, "m_b = 0"), Red)));
    registry.add(claim(info("prop4.11", "§4.2, Proposition 4.11",
                            "Let be of generalized type II board, , , and assume that is the active player. If | (27) | when "
                            "’s turn starts, then wins by applying at every round.",
                            "Formula (27) lost; v1 Proposition 2.33's used: generalized type II, m_b > 0 and "
                            "m_b + Σ|β_i|_b <= n_r, then R wins by Σ."),
                       sigmaProperty(where(GII, conditions::betaAtMostNr,
                                           "m_b > 0, m_b + Σ|β|_b <= n_r"),
                                     Red)));
    registry.add(claim(info("thm4.12a", "§4.2, Theorem 4.12 (characterisation)",
                            "Let be of generalized type II board, , , and assume is the active player. Then, has a "
                            "winning strategy if and only if when ’s turn starts.",
                            "Formula lost; v1 Theorem 2.34's used: B wins iff m_b > 0 and m_b + Σ|β_i|_b > n_r."),
                       iffProperty(states(GII), conditions::betaOverNr)));
    registry.add(claim(info("thm4.12b", "§4.2, Theorem 4.12 (strategy)", kSigmaWhenever,
                            "On a generalized type II board, Σ wins for whichever player has a winning strategy."),
                       sigmaWheneverProperty(states(GII))));

    // §5 General boards.
    registry.add(claim(info("prop5.1", "§5, Proposition 5.1",
                            "Let , , , and assume that is the active player. If | (41) | when ’s turn starts, then wins by "
                            "applying at every round.",
                            "Formula (41) lost; read as the B-winning side of Theorem 5.4 (v1 Propositions 2.35–2.36): "
                            "m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r), then B wins by Σ."),
                       sigmaProperty(where(G, conditions::theorem54, "Theorem 5.4's condition"), Blue)));
    registry.add(claim(info("prop5.2", "§5, Proposition 5.2",
                            "Let , , , and assume that is the active player. If when ’s turn starts, then wins by "
                            "applying at every round.",
                            "Formula lost; v1 Proposition 2.37's used: if m_b = 0 then R wins by Σ."),
                       sigmaProperty(where(G, conditions::noMb, "m_b = 0"), Red)));
    registry.add(claim(info("prop5.3", "§5, Proposition 5.3",
                            "Let , , , and assume that is the active player. If | (42) | when ’s turn starts, then wins by "
                            "applying at every round.",
                            "Formula (42) lost; v1 Proposition 2.38's used (the proof notes (42) gives n_r > 0): "
                            "m_b, n_r > 0 and m_b + Σ|β_i|_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r, then R wins by Σ."),
                       sigmaProperty(where(G, conditions::bothNotInequality,
                                           "m_b, n_r > 0, m_b + Σ|β|_b <= n_r + Σ|ρ|_r − max|ρ|_r"),
                                     Red)));

    const std::string thm54 =
        "Let . If contains long -piles, we denote the long -piles by . If contains long -piles, we denote "
        "the long -piles by . Consider the players , , and assume that is the active player. Then, has a "
        "winning strategy if and only if m_b>0 and ( n_r=0 or "
        "m_b+∑_i=1^h|β_i|_b>n_r+∑_i=1^ℓ|ρ_i|_r-max_1≤i≤ℓ{|ρ_i|_r}) when ’s turn starts.";
    const std::string where54 = "§5, Theorem 5.4 (stated in full in §2)";
    // How deep the compact tables (oracles/sls/compact_table.hpp) take Theorem 5.4.
    const std::string depth54 =
        "Default bound 16 (9,403,782 states). Deeper runs go behind --bound, up to what the memory limit (8 GiB) "
        "holds (a larger bound is refused with the memory it would need).";
    // The deepest exhaustive run: every state up to 24 chips.
    const std::string run54a =
        " Deeper: `check sls-v2/thm5.4a --bound 24 --cases 0 --jobs 1` takes every state up to 24 chips (513,991,467 states).";
    const std::string run54b =
        " Deeper: `check sls-v2/thm5.4b --bound 24 --cases 0 --jobs 1` takes every state up to 24 chips (513,991,467 states).";
    auto characterisation = [](Rules rules) {
        return iffProperty(states(BoardType::General), conditions::theorem54, rules);
    };
    registry.add(claim(info("thm5.4a", where54, thm54,
                            "The formula survives in v2's statement of the goal theorem (§2), symbols restored from it: "
                            "B has a winning strategy iff m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r). " +
                                depth54 + run54a,
                            16),
                       characterisation(Rules::Full)));
    registry.add(claim(info("thm5.4b", where54, kSigmaWhenever,
                            "For every state, Σ (Definition 2.6) wins for the oracle's winner against every reply. " + depth54 + run54b,
                            16),
                       sigmaWheneverProperty(states(G))));
    const std::string placementsReading =
        " Alternative reading: nobody ever makes a voluntary discard or donation (Σ still discards its prisoners). "
        "sls-v1/rem2.11-alt checks that this changes no state's winner, to the same bound. " + depth54;
    registry.add(claim(info("thm5.4a-placements", where54, thm54,
                            "B has a winning strategy iff m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − "
                            "max|ρ_i|_r)." + placementsReading,
                            16),
                       characterisation(Rules::Placements)));
    registry.add(claim(info("thm5.4b-placements", where54, kSigmaWhenever,
                            "For every state, Σ wins for the oracle's winner against every placement reply." + placementsReading,
                            16),
                       sigmaWheneverProperty(states(G), Rules::Placements)));
}

}  // namespace gameaudit::sls::v2

namespace gameaudit::sls::v2 {
namespace {

// Plays Σ for the player to move until the other player is active; the failing line, if any.
std::optional<std::string> sigmaRound(const State& s) {
    State cur = s;
    while (cur.mover == s.mover) {
        std::optional<Option> move = sigmaMove(cur, Rules::Placements);
        if (!move) break;
        cur = move->next;
    }
    if (cur.mover != s.mover) return std::nullopt;
    // Σ got stuck: replay the round in words.
    std::string line = show(s);
    for (cur = s;;) {
        std::optional<Step> step = sigma(cur, Rules::Placements);
        if (!step) return line + "; Σ prescribes no legal move for " + std::string(1, playerLetter(s.mover));
        line += "; " + step->what;
        cur = step->next;
    }
}

Property<State> lemma27(Domain<State> d) {
    // by hand: judges that Σ's steps are legal and end with R active, not who wins
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [](const State& s) {
        if (auto failing = sigmaRound(s))
            return Judgement::fail("B can apply Σ, then R is active", "Σ cannot be completed", *failing);
        return Judgement::pass();
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string statement27 =
        "Let be two different players with designated color and , respectively. Assume is the active player and "
        "has at least one chip in their possession. Then can apply , after which becomes the active player.";
    {
        // The faithful reading: the words, "at least one chip in their possession", of any colour.
        ClaimInfo lit = info("lem2.7", "§2, Lemma 2.7", statement27,
                             "'At least one chip in their possession' read as the words say, a chip of any colour: for "
                             "every state with m_b + m_r >= 1, Σ's steps are legal and end with R active. "
                             "sls-v2/lem2.7-guard reads it as one chip of the player's own colour.",
                             14);
        lit.expect = Expect::refutedAt("B(0,1) R(0,0) [_] B");
        registry.add(claim(lit, lemma27(states(BoardType::General).where([](const State& s) { return s.handTotal(Blue) >= 1; },
                                                                        "m_b + m_r >= 1"))));
    }
    registry.add(claim(info("lem2.7-guard", "§2, Lemma 2.7", statement27,
                            "Alternative reading: 'at least one chip' of the player's own colour (a symbol lost before "
                            "'chip', as the proof's appeal to Proposition 2.4 on own-colour chips suggests): for every "
                            "state with m_b >= 1, Σ's steps are legal and end with R active.",
                            14),
                       lemma27(states(BoardType::General).where([](const State& s) { return s.hand[Blue][Blue] >= 1; }, "m_b >= 1"))));

    // by hand: counts B's own chips after each discard following the placement, a rule of play, not an outcome
    Property<State> p24;
    p24.domain = bChipAndBPile();
    p24.predicate = [](const State& s) {
        for (const Option& o : options(s, Rules::Placements)) {
            if (o.action.kind != Action::Place || o.action.chip != Blue || o.action.target == 0 || (o.action.target & 1) != Blue)
                continue;
            for (const Option& d : options(o.next, Rules::Placements))
                if (d.next.hand[Blue][Blue] < s.hand[Blue][Blue])
                    return Judgement::fail("B keeps at least " + std::to_string(s.hand[Blue][Blue]) + " b chips",
                                           std::to_string(d.next.hand[Blue][Blue]) + " b chips",
                                           describe(s, o.action) + ", " + describe(o.next, d.action));
        }
        return Judgement::pass();
    };
    registry.add(claim(info("prop2.4", "§2, Proposition 2.4",
                            "Let be a player with designated color . Assume is the active player and places an chip on "
                            "top of an -pile. Then the number of chips in ’s possession would not have decreased by the "
                            "end of their turn.",
                            "Lost symbols restored from the proof: B places a b chip on a b-pile; whatever chip B discards "
                            "in the capture, B holds at least as many b chips as before placing (donations can only add).",
                            14),
                       p24));
}

}  // namespace gameaudit::sls::v2
