// Theorem 5.4's labelling over the aggregates (provers/sls/labelling.hpp): its obligations proved
// by z3 and by cvc5 from one certificate each; the label against the exact oracle and Σ's
// branches against the engine's Σ on every state to a bound; no successor's label reading a
// bounded max; and the mutated formulas (and Σ topping any pile) refuted, each with a solver's
// counterexample made a real state on which the engine's oracle confirms the mutant wrong.
#include <catch2/catch.hpp>

#include <cstdio>
#include <optional>
#include <unordered_set>

#include "models/sls/endgame.hpp"
#include "models/sls/sigma.hpp"
#include "oracles/sls/endgame_oracle.hpp"
#include "provers/sls/labelling.hpp"

namespace model = gameaudit::sls;
using namespace gameaudit::prover::sls;

namespace {

constexpr int kLabellingChips = 7;  // every state with at most this many chips, and all reachable from them
constexpr Solver kLabellingSolvers[] = {Solver::Z3, Solver::Cvc5};
constexpr model::Rules kRules[] = {model::Rules::Full, model::Rules::Placements};
const char* name(model::Rules r) { return r == model::Rules::Full ? "Full" : "Placements"; }

Values valuesOf(const model::State& s, const std::optional<model::State>& next = std::nullopt) {
    Values v(kVars, 0);
    const Aggregates a = aggregates(s);
    for (int f = 0; f < kFields; ++f) v[static_cast<std::size_t>(f)] = a.v[static_cast<std::size_t>(f)];
    if (next) {
        const Aggregates b = aggregates(*next);
        for (int f = 0; f < kFields; ++f) v[static_cast<std::size_t>(kNext + f)] = b.v[static_cast<std::size_t>(f)];
    }
    return v;
}

struct StateHash {
    std::size_t operator()(const model::State& s) const {
        return std::hash<std::string_view>{}(std::string_view(reinterpret_cast<const char*>(&s), sizeof s));
    }
};

// Every Play state to `chips` chips (either mover), and every state reachable from them.
std::vector<model::State> statesTo(model::Rules rules, int chips) {
    std::unordered_set<model::State, StateHash> seen;
    std::vector<model::State> out, stack;
    for (int n = 0; n <= chips; ++n)
        for (int k = 1; k <= std::max(n, 1); ++k)
            for (model::Colour m : {model::Blue, model::Red})
                model::forEachState(n, k, m, [&](const model::State& s) {
                    if (seen.insert(s).second) stack.push_back(s);
                    return true;
                });
    while (!stack.empty()) {
        const model::State s = stack.back();
        stack.pop_back();
        out.push_back(s);
        model::forEachOption(s, rules, [&](const model::Action&, const model::State& t) {
            if (seen.insert(t).second) stack.push_back(t);
            return true;
        });
    }
    return out;
}

model::Colour labelled(const Description& d, const model::State& s, Variant v) {
    return holds(moverWins(d, current(), v), valuesOf(s)) ? s.mover : model::other(s.mover);
}

}  // namespace

TEST_CASE("sls labelling: every obligation of Theorem 5.4 is proved by z3 and by cvc5 and none vacuously", "[sls_prover][smt]") {
    for (model::Rules rules : kRules) {
        const std::vector<Obligation> obs = theoremObligations(rules);
        int label = 0;
        for (const Obligation& o : obs) label += o.family == "label" || o.id.find("/label/") != std::string::npos;
        CHECK(label > 40);
        const std::string script = certificate(obs, "; test\n");
        for (Solver solver : kLabellingSolvers) {
            double seconds = 0;
            const std::string failure = runCertificate(obs, script, solver, 120, &seconds);
            INFO(name(rules) << ", " << solverName(solver));
            CHECK(failure == "");
            if (!failure.empty())  // which obligation, with the solver's counterexample checked in C++
                for (const Obligation& o : obs) {
                    const Verdict v = decide(o, solver);
                    if (v.kind != Verdict::Proved) FAIL_CHECK(o.id << ": " << show(v.kind) << " " << v.detail);
                }
            std::printf("sls labelling, %s rules, %s: %zu obligations (%d of the labelling) in one certificate, %.2f s\n", name(rules),
                        solverName(solver).c_str(), obs.size(), label, seconds);
        }
    }
}

TEST_CASE("sls labelling: v1's Σ keeps the labelled winner, by z3 and by cvc5, none vacuously", "[sls_prover][smt]") {
    const Description d = describe(model::Rules::Full);  // sls-v1/lem2.40 is under the full rules
    const std::vector<Obligation> obs = sigmaObligations(d, Variant::Theorem, model::SigmaVersion::V1);
    CHECK(obs.size() > 10);
    const std::string script = certificate(obs, "; test\n", sharedTerms(d));
    for (Solver solver : kLabellingSolvers) {
        INFO(solverName(solver));
        CHECK(runCertificate(obs, script, solver, 120) == "");
    }
    // They can fail: v1's Σ topping any long opponent pile does not keep it.
    const std::vector<Obligation> mutant = sigmaObligations(d, Variant::SigmaAnyPile, model::SigmaVersion::V1);
    CHECK(runCertificate(mutant, certificate(mutant, "; test\n", sharedTerms(d)), Solver::Z3, 120) != "");
}

TEST_CASE("sls labelling: models of the hypotheses satisfy their C++ evaluation", "[sls_prover][smt]") {
    // The certificate's answers alone do not show the printed terms are the evaluated ones:
    // each labelling obligation's hypothesis model from z3 must hold in C++ too.
    const Description d = describe(model::Rules::Full);
    for (const Obligation& o : labelObligations(d, Variant::Theorem)) {
        const Verdict v = decide(o, Solver::Z3);
        INFO(o.id << ": " << show(v.kind) << " " << v.detail);
        CHECK(v.kind == Verdict::Proved);
    }
}

TEST_CASE("sls labelling: no successor's label reads a max the description only bounds", "[sls_prover]") {
    for (model::Rules rules : kRules) {
        const Description d = describe(rules);
        CHECK(boundedMaxReads(d, Variant::Theorem).empty());
        // The check can fail: a label reading the mover's own max reads the max a capture leaves.
        Description wrong = d;
        for (Kind& k : wrong.kinds) k.next[Mover].value = num(1) - k.next[Mover].value;  // the other player moves next
        CHECK(!boundedMaxReads(wrong, Variant::Theorem).empty());
    }
}

TEST_CASE("sls labelling: the label is the oracle's outcome and Σ's branches (v2's and v1's) are the engine's Σ on every state to a bound",
          "[sls_prover]") {
    for (model::Rules rules : kRules)
    for (model::SigmaVersion version : {model::SigmaVersion::V2, model::SigmaVersion::V1}) {
        const char* sigma = version == model::SigmaVersion::V1 ? "v1's Σ" : "Σ";
        const Description d = describe(rules);
        const std::vector<SigmaBranch> branches = sigmaBranches(d, Variant::Theorem, version);
        model::EndgameOracle oracle(rules);
        std::size_t states = 0, sigmaSteps = 0;
        std::vector<std::size_t> used(branches.size(), 0);
        for (const model::State& s : statesTo(rules, kLabellingChips)) {
            ++states;
            INFO(name(rules) << ", " << sigma << ": " << model::show(s) << " (phase " << static_cast<int>(s.phase) << ")");
            REQUIRE(labelled(d, s, Variant::Theorem) == oracle.winner(s));
            const std::optional<model::Option> move = model::sigmaMove(s, rules, version);
            Values v = valuesOf(s, move ? std::optional(move->next) : std::nullopt);
            std::size_t applies = 0, which = 0;
            for (std::size_t i = 0; i < branches.size(); ++i)
                if (holds(branches[i].when, v)) ++applies, which = i;
            REQUIRE(applies == 1);
            const SigmaBranch& b = branches[which];
            INFO(b.name);
            REQUIRE(holds(b.kind.guard, v) == move.has_value());
            if (!move) continue;
            ++sigmaSteps, ++used[which];
            const model::Action act = move->action;
            CHECK(act.kind == b.kind.pattern.kind);
            CHECK(act.chip == b.kind.pattern.chip);
            if (b.kind.touchesLongPile()) {
                const model::Pile p{static_cast<model::Colour>(act.target & 1), act.target >> 1};
                REQUIRE(p.length >= 2);
                v[kA] = p.count(p.top);
                v[kD] = p.count(model::other(p.top));
                v[kR] = aggregates(move->next)[maxOf(p.top)];
            }
            CHECK(holds(b.pile, v));
            CHECK(holds(b.kind.pile, v));
            CHECK(successorMatches(b.kind, v));
        }
        for (std::size_t i = 0; i < branches.size(); ++i) {
            INFO(branches[i].name);
            CHECK(used[i] > 0);
        }
        std::printf("sls labelling, %s rules: label = oracle on %zu states to %d chips (every phase), %s's branch = the engine's on %zu steps\n",
                    name(rules), states, kLabellingChips, sigma, sigmaSteps);
    }
}

TEST_CASE("sls labelling: mutated formulas and Σ topping any pile are refuted and confirmed on the engine", "[sls_prover][smt]") {
    const model::Rules rules = model::Rules::Placements;  // the mutants are wrong under either rule set
    const Description d = describe(rules);
    model::EndgameOracle oracle(rules);
    for (Variant variant : kVariants) {
        if (variant == Variant::Theorem) continue;
        INFO(show(variant));
        const std::vector<Obligation> obs = labelObligations(d, variant);
        const std::vector<SigmaBranch> branches = sigmaBranches(d, variant);
        // Which obligations fail, from one certificate run per solver (both must name the same).
        const std::string script = certificate(obs, "");
        std::vector<std::size_t> failing, failingCvc5;
        runCertificate(obs, script, Solver::Z3, 120, nullptr, &failing);
        runCertificate(obs, script, Solver::Cvc5, 120, nullptr, &failingCvc5);
        CHECK(failing == failingCvc5);
        int refuted = 0;
        std::string confirmed;
        for (std::size_t i : failing) {
            const Obligation& o = obs[i];
            const Verdict any = decide(o, Solver::Z3);
            CHECK(any.kind == Verdict::Refuted);
            if (any.kind != Verdict::Refuted) continue;
            ++refuted;
            if (!confirmed.empty()) continue;
            // A small counterexample, made a real state and judged by the oracle.
            Obligation bounded = o;
            bounded.hypothesis = "(and " + o.hypothesis + "\n  " + smallStates() + ")";
            const Verdict v = decide(bounded, Solver::Z3);
            if (v.kind != Verdict::Refuted) continue;
            const Kind* kind = nullptr;
            for (const Kind& k : d.kinds)
                if (o.id.ends_with("/" + k.name)) kind = &k;
            for (const SigmaBranch& b : branches)
                if (o.id.ends_with("/" + b.name)) kind = &b.kind;
            const std::optional<model::State> s = realState(v.example, kind);
            if (!s) continue;
            if (variant == Variant::SigmaAnyPile) {
                // Σ's player wins here, but topping the pile the solver chose loses.
                const model::Colour x = s->decider();
                const int code = 2 * static_cast<int>(v.example[kA] + v.example[kD]) + model::other(x);
                const model::State t = model::place(*s, x, code, rules);
                if (oracle.winner(*s) == x && oracle.winner(t) != x)
                    confirmed = model::show(*s) + ": " + model::playerLetter(x) + " wins, but topping the r-pile of length " +
                                std::to_string(code >> 1) + " gives " + model::show(t) + ", lost";
                continue;
            }
            // The truth is locally consistent: the mutant differs from it here or one step on.
            std::vector<model::State> around{*s};
            model::forEachOption(*s, rules, [&](const model::Action&, const model::State& t) {
                around.push_back(t);
                return true;
            });
            for (const model::State& t : around)
                if (confirmed.empty() && labelled(d, t, variant) != oracle.winner(t))
                    confirmed = o.id + ": at " + model::show(t) + " (phase " + std::to_string(static_cast<int>(t.phase)) +
                                ") the mutant names " + model::playerLetter(labelled(d, t, variant)) + ", the oracle " +
                                model::playerLetter(oracle.winner(t));
        }
        CHECK(refuted > 0);
        CHECK(!confirmed.empty());
        std::printf("sls labelling, mutant '%s': %d obligations refuted; confirmed: %s\n", show(variant).c_str(), refuted,
                    confirmed.c_str());
    }
}
