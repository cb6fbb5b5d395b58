// So Long Sucker's Theorem 5.4 (v1 Theorem 2.39) and the statements it decides, PROVED for every
// number of chips and piles (issue 22) by the labelling over the aggregates (provers/sls/): a
// certificate of SMT-LIB obligations, each decided by z3 and by cvc5, beside the bounded check.
// Each claim's condition is the one its bounded check evaluates (properties/sls/conditions.hpp),
// read over the aggregates (m_b = hand_B_b, n_r = hand_R_r, Σ|β_i|_b = own_b, Σ|ρ_i|_r = own_r,
// max|ρ_i|_r = max_r), in one more obligation per claim.
#include <functional>
#include <memory>

#include "core/solved_tables.hpp"
#include "models/sls/endgame.hpp"
#include "properties/sls/conditions.hpp"
#include "properties/sls/support.hpp"
#include "provers/attach.hpp"
#include "provers/sls/labelling.hpp"

namespace gameaudit::sls {
namespace {

namespace ps = prover::sls;

// What the claim says at the start of Blue's turn. SigmaWins: v2's Σ wins for the winner, which the
// labelling's obligations are; SigmaV1Wins: v1's Σ does, its own obligations beside them.
enum class Says { Iff, BlueWins, RedWins, SigmaWins, SigmaV1Wins };

ps::Prop atLeast(ps::Field f, std::int64_t c) { return ps::leaf(ps::ge(ps::cur(f), ps::num(c))); }
ps::Prop is(ps::Field f, std::int64_t c) { return ps::leaf(ps::eq(ps::cur(f), ps::num(c))); }

// The claim's own obligation: at the start of Blue's turn (every realizable state there), the
// claim's condition and the label agree as the claim says.
// `board` restricts the claim's boards (a board type, k >= 2). A multiset fact the description's
// linear constraints leave out (S <= n * M) is added where it is linear: a class of one pile has
// its own sum as its max.
ps::Obligation statement(const std::string& claim, Rules rules, Says says, const ps::Prop& condition, const ps::Prop& board) {
    const ps::Description d = ps::describe(rules);
    std::vector<ps::Prop> start = {is(ps::Mover, Blue), is(ps::PhaseOf, ps::phaseValue(detail::opening(rules))), board};
    for (Colour c : {Blue, Red})
        start.push_back(ps::any({ps::neg(is(ps::longOf(c), 1)), ps::leaf(ps::eq(ps::cur(ps::ownOf(c)), ps::cur(ps::maxOf(c))))}));
    if (says != Says::Iff) start.push_back(condition);
    const ps::Prop blue = ps::moverWins(d, ps::current(), ps::Variant::Theorem);
    const ps::Prop hyp = ps::all(std::move(start));
    const ps::Prop conclusion = says == Says::Iff   ? ps::any({ps::all({condition, blue}), ps::all({ps::neg(condition), ps::neg(blue)})})
                                : says == Says::BlueWins ? blue
                                                          : ps::neg(blue);
    const ps::Clauses realizable = d.realizable;
    ps::Obligation o{std::string(rules == Rules::Full ? "Full" : "Placements") + "/statement/" + claim, "statement",
                     "(and " + ps::smt(realizable) + "\n  " + ps::smt(hyp) + ")", ps::smt(conclusion), {}, {}};
    o.hypothesisHolds = [realizable, hyp](const ps::Values& v) { return ps::holds(realizable, v) && ps::holds(hyp, v); };
    o.conclusionHolds = [conclusion](const ps::Values& v) { return ps::holds(conclusion, v); };
    return o;
}

// What PROVED rests on, in full: the certificate's header.
const char* kRestsOn =
    "What PROVED rests on, besides z3 and cvc5 each answering every obligation below: (1) the meta-theorem: a "
    "labelling of a game whose every step lowers a well-founded measure, where every step of a decider labelled the "
    "loser keeps the labelled winner and the labelled winner has a step keeping it (here Σ's), is the game's outcome, "
    "and those steps are a winning strategy; (2) the multiset facts behind the aggregates: removing or adding a pile "
    "changes a class's count and sums by that pile's, a class's max is one of its piles' own counts, and the "
    "realizability constraints (S >= M + n - 1, S - n <= T <= S, ...) hold on every board; (3) the description of "
    "the step kinds and of Σ's branches (provers/sls/), tied to the engine by tests/sls_prover: every state to 8 "
    "chips and every option the engine generates, each single-entry fault of the description caught, Σ's branch = "
    "the engine's Σ and the label = the exact oracle on every state to 7 chips. (1) and (2) are kernel-checked in Coq "
    "(provers/sls/coq, over a step relation the kernel compares with the engine's on every state to 4 chips), and "
    "so, independently of the obligations below, is Theorem 5.4's labelling as the outcome: locally consistent at "
    "every step of that relation, with no hypothesis (theorem54_outcome), and Σ's move, compared with the engine's "
    "on the same states, keeping it wherever Σ's player is labelled the winner (sigma_wins).";

std::string methodText(Rules rules, std::size_t obligations, Says says) {
    return "SMT (z3 and cvc5, QF_LIA): Theorem 5.4's formula as a labelling of the two-colour endgame (" +
           std::string(rules == Rules::Full ? "full rules" : "placements only") + ") over aggregates, " +
           std::to_string(obligations) + " obligations generated from the description of the step kinds and of Σ" +
           (says == Says::SigmaV1Wins ? " (v2's, and v1's: v1's obligations are SMT only, the Coq development has v2's Σ)" : "") +
           ", each hypothesis satisfiable; rests "
           "on the meta-theorem (a locally consistent labelling of a well-founded game is its outcome, its witnessing "
           "moves a winning strategy), the multiset facts behind the aggregates, and the description, tied to the "
           "engine by tests/sls_prover; the meta-theorem, the multiset facts and the labelling as the outcome "
           "(Theorem 5.4, no hypothesis) and Σ keeping it (Theorem 5.4b) kernel-checked in Coq (provers/sls/coq)";
}

// The obligations of the theorem under `rules`, decided by both solvers.
struct Decided {
    std::vector<ps::Obligation> obligations;
    std::string script;   // their certificate, shared by every claim under these rules ("": not decided yet)
    std::string failure;  // "" when both solvers prove every one
    double seconds = 0;
};
Decided decideTheorem(Rules rules, double timeLimit) {
    Decided t;
    t.obligations = ps::theoremObligations(rules);
    if (const std::vector<std::string> reads = ps::boundedMaxReads(ps::describe(rules), ps::Variant::Theorem); !reads.empty())
        t.failure = "a successor's label reads a max the description only bounds: " + reads.front();
    t.script = ps::certificate(t.obligations,
                               "; So Long Sucker's Theorem 5.4 (issue 22): the labelling's obligations under the " +
                                   std::string(rules == Rules::Full ? "full rules" : "placements-only rules") +
                                   ", shared by every claim proved through it.\n; " + kRestsOn + "\n",
                               ps::sharedTerms(ps::describe(rules)));
    for (ps::Solver solver : {ps::Solver::Z3, ps::Solver::Cvc5}) {
        double seconds = 0;
        if (t.failure.empty()) t.failure = ps::runCertificate(t.obligations, t.script, solver, timeLimit, &seconds);
        t.seconds += seconds;
    }
    return t;
}
// The theorem decided once per process, once proved (a failure, a time-out say, is decided again
// next time); a kept proof costs nothing again.
Decided theorem(Rules rules, double timeLimit) {
    Decided& kept = solvedTable<Decided>(rules, [] { return std::make_unique<Decided>(); });
    if (kept.script.empty() || !kept.failure.empty()) return kept = decideTheorem(rules, timeLimit);
    Decided again = kept;
    again.seconds = 0;
    return again;
}

Proof decide(const std::string& claim, Rules rules, Says says, const ps::Prop& condition, const ps::Prop& board,
             double timeLimit, std::string* counterexample) {
    const Decided t = theorem(rules, timeLimit);
    // The claim's own part: its statement, or for "Σ wins for the winner" Σ's obligations (v2's are
    // also among the shared ones); the shared certificate is the proof's lemma.
    std::vector<ps::Obligation> own;
    if (says == Says::SigmaWins) {
        for (const ps::Obligation& o : t.obligations)
            if (o.id.find("/label/sigma") != std::string::npos) own.push_back(o);
    } else if (says == Says::SigmaV1Wins)
        own = ps::sigmaObligations(ps::describe(rules), ps::Variant::Theorem, SigmaVersion::V1);
    else
        own.push_back(statement(claim, rules, says, condition, board));
    const auto shared = ps::sharedTerms(ps::describe(rules));
    Proof p;
    p.method = methodText(rules, t.obligations.size() + (says == Says::SigmaWins ? 0 : own.size()), says);
    p.file = "proofs/" + claim + ".smt2";
    const std::string lemma = std::string("proofs/sls/theorem5.4-") + (rules == Rules::Full ? "full" : "placements") + ".smt2";
    p.recheck = "re-run: `z3 reports/" + p.file + "` or `cvc5 reports/" + p.file + "`, and the same for its lemma `" +
                lemma + "` (two answers per obligation: sat, then unsat)";
    p.seconds = t.seconds;
    if (!t.failure.empty()) {
        p.reason = "not proved: " + t.failure;
        return p;
    }
    const std::string ownScript = ps::certificate(own, "", shared);
    for (ps::Solver solver : {ps::Solver::Z3, ps::Solver::Cvc5}) {
        if (own.empty()) break;
        double seconds = 0;
        const std::string failure = ps::runCertificate(own, ownScript, solver, timeLimit, &seconds);
        p.seconds += seconds;
        if (failure.empty()) continue;
        if (says == Says::SigmaV1Wins) {  // a step of Σ's not shown to keep the label: no state to judge
            p.reason = "not proved: " + failure;
            return p;
        }
        // The label is the outcome (the rest is proved): where the claim's statement and the label
        // disagree, the claim is false. A small such state, made real, is the counterexample the
        // oracle must confirm.
        ps::Obligation small = own.front();
        small.hypothesis = "(and " + small.hypothesis + "\n  " + ps::smallStates() + ")";
        const ps::Verdict v = ps::decide(small, solver, timeLimit);
        p.seconds += v.seconds;
        std::optional<State> s;
        if (v.kind == ps::Verdict::Refuted) s = ps::realState(v.example);
        if (!s) {
            p.reason = "not proved: " + failure;
            return p;
        }
        s->phase = Phase::Play;  // the claim's position, from which its turn starts
        *counterexample = show(*s);
        p.status = Proof::Status::Refuted;
        p.reason = ps::solverName(solver) + " finds the claim's statement and the proved labelling (the outcome) disagree at " +
                   *counterexample;
        return p;
    }
    p.status = Proof::Status::Proved;
    p.certificate = ps::certificate(own,
                                    "; " + claim + ", PROVED for every number of chips and piles (issue 22), with the lemma " +
                                        lemma + " (the labelling's obligations).\n; " + p.method + ".\n; " + kRestsOn + "\n",
                                    shared);
    p.lemmas = {{lemma, t.script}};
    return p;
}

void attach(Registry& registry, std::string claim, Rules rules, Says says, ps::Prop condition = ps::all({}),
            ps::Prop board = ps::all({})) {
    prover::attachDecision(registry, claim, [claim, rules, says, condition, board](double timeLimit, std::string* counterexample) {
        return decide(claim, rules, says, condition, board, timeLimit, counterexample);
    });
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using conditions::formula;
    const ps::Prop theorem54 = formula(conditions::theorem54);
    // Theorem 5.4, both parts, under either reading of the rules: part b (Σ wins for whoever has a
    // winning strategy) is the labelling's obligations themselves (Σ's steps keep the labelled winner).
    attach(registry, "sls-v2/thm5.4a", Rules::Full, Says::Iff, theorem54);
    attach(registry, "sls-v2/thm5.4b", Rules::Full, Says::SigmaWins);
    attach(registry, "sls-v2/thm5.4a-placements", Rules::Placements, Says::Iff, theorem54);
    attach(registry, "sls-v2/thm5.4b-placements", Rules::Placements, Says::SigmaWins);
    attach(registry, "sls-v1/thm2.39", Rules::Full, Says::Iff, theorem54);
    attach(registry, "sls-v1/rem3.1-theorem", Rules::Full, Says::Iff, theorem54);  // the Conclusion, read as the theorem
    // v1's Lemma 2.40 (v1's Σ wins for whoever has a winning strategy): v1's Σ keeps the label.
    attach(registry, "sls-v1/lem2.40", Rules::Full, Says::SigmaV1Wins);
    // The propositions that make up the theorem: a condition on Blue's turn start and the winner
    // (v2's by Σ, whose steps the labelling's obligations cover).
    const ps::Prop noMb = formula(conditions::noMb), mbNoNr = formula(conditions::mbNoNr);
    attach(registry, "sls-v2/prop5.1", Rules::Full, Says::BlueWins, theorem54);
    attach(registry, "sls-v2/prop5.2", Rules::Full, Says::RedWins, noMb);
    attach(registry, "sls-v2/prop5.3", Rules::Full, Says::RedWins, formula(conditions::bothNotInequality));
    attach(registry, "sls-v1/prop2.35", Rules::Full, Says::BlueWins, mbNoNr);
    attach(registry, "sls-v1/prop2.36", Rules::Full, Says::BlueWins, formula(conditions::bothAndInequality));
    attach(registry, "sls-v1/prop2.37", Rules::Full, Says::RedWins, noMb);
    attach(registry, "sls-v1/prop2.38", Rules::Full, Says::RedWins, formula(conditions::bothNotInequality));

    // v1's statements on board types (§2.3-2.6), each through the labelling: the type restricts the
    // aggregates (h long b-piles, l long r-piles), v1's generalized type I also k >= 2. Theorem 2.24,
    // Proposition 2.28 and Theorem 2.29 are false as stated (the n_r = 0 corner): the prover refutes
    // them too, its counterexample confirmed by the oracle.
    const ps::Prop typeI = ps::all({is(ps::LongB, 0), ps::leaf(ps::le(ps::cur(ps::LongR), ps::num(1)))});
    const ps::Prop typeII = ps::all({is(ps::LongB, 1), is(ps::LongR, 1)});
    const ps::Prop genI = ps::all({is(ps::LongB, 0),
                                   ps::leaf(ps::ge(ps::cur(ps::Empty) + ps::cur(ps::SingleB) + ps::cur(ps::SingleR) + ps::cur(ps::LongR),
                                                   ps::num(2)))});
    const ps::Prop genII = ps::all({atLeast(ps::LongB, 1), is(ps::LongR, 1)});
    const ps::Prop mbOverNr = formula(conditions::mbOverNr), mbAtMostNr = formula(conditions::mbAtMostNr);
    const ps::Prop betaOverNr = formula(conditions::betaOverNr), betaAtMostNr = formula(conditions::betaAtMostNr);
    const ps::Prop bothBetaOverNr = formula(conditions::bothBetaOverNr), bothRhoBelowMb = formula(conditions::bothRhoBelowMb);
    const ps::Prop mbAtMostRho = formula(conditions::mbAtMostRho), rhoBelowMb = formula(conditions::rhoBelowMb);
    attach(registry, "sls-v1/prop2.13", Rules::Full, Says::BlueWins, mbOverNr, typeI);
    attach(registry, "sls-v1/prop2.14", Rules::Full, Says::RedWins, mbAtMostNr, typeI);
    attach(registry, "sls-v1/thm2.15", Rules::Full, Says::Iff, mbOverNr, typeI);
    attach(registry, "sls-v1/prop2.17", Rules::Full, Says::BlueWins, betaOverNr, typeII);
    attach(registry, "sls-v1/prop2.19", Rules::Full, Says::RedWins, noMb, typeII);
    for (const char* id : {"sls-v1/prop2.20", "sls-v1/prop2.21", "sls-v1/prop2.22", "sls-v1/cor2.23"})
        attach(registry, id, Rules::Full, Says::RedWins, betaAtMostNr, typeII);
    attach(registry, "sls-v1/thm2.24", Rules::Full, Says::Iff, bothBetaOverNr, typeII);
    attach(registry, "sls-v1/prop2.26", Rules::Full, Says::BlueWins, mbNoNr, genI);
    attach(registry, "sls-v1/prop2.27", Rules::Full, Says::BlueWins, bothRhoBelowMb, genI);
    attach(registry, "sls-v1/prop2.28", Rules::Full, Says::RedWins, mbAtMostRho, genI);
    attach(registry, "sls-v1/thm2.29", Rules::Full, Says::Iff, rhoBelowMb, genI);
    attach(registry, "sls-v1/prop2.31", Rules::Full, Says::BlueWins, betaOverNr, genII);
    attach(registry, "sls-v1/prop2.32", Rules::Full, Says::RedWins, noMb, genII);
    attach(registry, "sls-v1/prop2.33", Rules::Full, Says::RedWins, betaAtMostNr, genII);
    attach(registry, "sls-v1/thm2.34", Rules::Full, Says::Iff, betaOverNr, genII);

    // v2's statements on board types (§3-4), each "W wins by Σ", "B wins iff ..." or "Σ wins for the
    // winner"; v2's generalized type I has no k >= 2. Proposition 3.9 and Theorems 3.10 and 4.7 as
    // printed are false (the n_r = 0 corner): refuted by the prover too.
    const ps::Prop genIAny = is(ps::LongB, 0);
    attach(registry, "sls-v2/prop3.2", Rules::Full, Says::BlueWins, mbOverNr, typeI);
    attach(registry, "sls-v2/prop3.3", Rules::Full, Says::RedWins, mbAtMostNr, typeI);
    attach(registry, "sls-v2/thm3.4a", Rules::Full, Says::Iff, mbOverNr, typeI);
    attach(registry, "sls-v2/prop3.6", Rules::Full, Says::BlueWins, mbNoNr, genIAny);
    attach(registry, "sls-v2/prop3.7", Rules::Full, Says::BlueWins, bothRhoBelowMb, genIAny);
    attach(registry, "sls-v2/prop3.8", Rules::Full, Says::RedWins, noMb, genIAny);
    attach(registry, "sls-v2/prop3.9", Rules::Full, Says::RedWins, mbAtMostRho, genIAny);
    attach(registry, "sls-v2/prop3.9-nr", Rules::Full, Says::RedWins, formula(conditions::nrAndMbAtMostRho), genIAny);
    attach(registry, "sls-v2/thm3.10a", Rules::Full, Says::Iff, rhoBelowMb, genIAny);
    attach(registry, "sls-v2/thm3.10a-props", Rules::Full, Says::Iff, theorem54, genIAny);
    attach(registry, "sls-v2/prop4.2", Rules::Full, Says::BlueWins, betaOverNr, typeII);
    attach(registry, "sls-v2/prop4.3", Rules::Full, Says::RedWins, noMb, typeII);
    for (const char* id : {"sls-v2/prop4.4", "sls-v2/prop4.5"})
        attach(registry, id, Rules::Full, Says::RedWins, betaAtMostNr, typeII);
    attach(registry, "sls-v2/cor4.6", Rules::Full, Says::RedWins, formula(conditions::noMbOrBetaAtMostNr), typeII);
    attach(registry, "sls-v2/thm4.7a", Rules::Full, Says::Iff, bothBetaOverNr, typeII);
    attach(registry, "sls-v2/thm4.7a-props", Rules::Full, Says::Iff, betaOverNr, typeII);
    attach(registry, "sls-v2/prop4.9", Rules::Full, Says::BlueWins, betaOverNr, genII);
    attach(registry, "sls-v2/prop4.10", Rules::Full, Says::RedWins, noMb, genII);
    attach(registry, "sls-v2/prop4.11", Rules::Full, Says::RedWins, betaAtMostNr, genII);
    attach(registry, "sls-v2/thm4.12a", Rules::Full, Says::Iff, betaOverNr, genII);
    for (const char* id : {"sls-v2/thm3.4b", "sls-v2/thm3.10b", "sls-v2/thm4.7b", "sls-v2/thm4.12b"})
        attach(registry, id, Rules::Full, Says::SigmaWins);  // Σ wins for the winner: the labelling's obligations

    // Mutants of the formula, planted: the bounded check refutes each, and so does the prover (its
    // counterexample confirmed by the oracle). Σ topping any long opponent pile is refuted in
    // tests/sls_prover (a strategy, not a claim the engine's checker plays).
    struct Mutant {
        const char* id;
        const char* formula;
        std::function<bool(const Quantities&)> blueWins;  // the bounded check's
        ps::Prop condition;                                 // the prover's: the same condition
        const char* pinned;
    };
    auto mutant = [](const char* id, const char* text, auto condition, const char* pinned) {
        return Mutant{id, text, condition, formula(condition), pinned};
    };
    const std::vector<Mutant> mutants = {
        mutant("planted/thm5.4-no-max", "m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r)",
               [](const auto& q) { return q.mb > 0 && (q.nr == 0 || q.mb + q.sumBeta > q.nr + q.sumRho); }, "B(2,0) R(0,1) [br] B"),
        mutant("planted/thm5.4-ge", "m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b >= n_r + Σ|ρ_i|_r − max|ρ_i|_r)",
               [](const auto& q) { return q.mb > 0 && (q.nr == 0 || q.mb + q.sumBeta >= q.nr + q.sumRho - q.maxRho); },
               "B(1,0) R(0,1) [_] B"),
        mutant("planted/thm5.4-no-nr0", "m_b > 0 and m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r",
               [](const auto& q) { return q.mb > 0 && q.mb + q.sumBeta > q.nr + q.sumRho - q.maxRho; }, "B(1,0) R(0,0) [br br] B"),
        mutant("planted/thm5.4-off-by-one", "m_b > 0 and (n_r = 0 or m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r + 1)",
               [](const auto& q) { return q.mb > 0 && (q.nr == 0 || q.mb + q.sumBeta > q.nr + q.sumRho - q.maxRho + 1); },
               "B(2,0) R(0,1) [_] B"),
    };
    for (const Mutant& m : mutants) {
        ClaimInfo info{.id = m.id,
                       .citation = "planted: a mutant of So Long Sucker's Theorem 5.4 (issue 22)",
                       .statement = std::string("B, to move, has a winning strategy iff ") + m.formula + ".",
                       .reading = "Theorem 5.4 (sls-v2/thm5.4a) with its formula altered; full rules, every board. The "
                                  "bounded check refutes it; the prover proves the labelling by the true formula and "
                                  "finds a state where the altered one disagrees with it, which the oracle confirms.",
                       .bound = 8,
                       .expect = Expect::refutedAt(m.pinned),
                       .planted = true};
        registry.add(claim(info, iffProperty(states(BoardType::General), m.blueWins)));
        attach(registry, m.id, Rules::Full, Says::Iff, m.condition);
    }
}

}  // namespace gameaudit::sls
