#include "provers/sls/obligations.hpp"

namespace gameaudit::prover::sls {

Measure terminationMeasure() {
    Lin chips = cur(SingleB) + cur(SingleR);
    for (model::Colour c : {model::Blue, model::Red}) chips = chips + cur(ownOf(c)) + cur(otherOf(c)) + cur(pendingOf(c));
    const Lin hands = cur(HandBb) + cur(HandBr) + cur(HandRb) + cur(HandRr);
    return {
        {"chips", chips + hands, {}},
        {"hands", hands, {}},
        {"prisoners", cur(HandBr) + cur(HandRb), {}},
        {"window", num(0), {0, 0, 2, 1}},
    };
}

namespace {

std::size_t phaseIndex(std::int64_t phase) { return phase == 0 ? 0 : phase == 1 ? 1 : phase == 2 ? 2 : 3; }

std::string smt(const MeasureTerm& t, bool next) {
    const std::string lin = smt(next ? onNext(t.lin) : t.lin);
    if (t.byPhase == std::array<std::int64_t, 4>{}) return lin;
    const std::string phase = varName(next ? int{kNext} + int{PhaseOf} : int{PhaseOf});
    std::string table = std::to_string(t.byPhase[3]);
    for (int p = 2; p >= 0; --p)
        table = "(ite (= " + phase + " " + std::to_string(p) + ") " + std::to_string(t.byPhase[static_cast<std::size_t>(p)]) + " " + table + ")";
    return "(+ " + lin + " " + table + ")";
}

std::string conj(const std::vector<std::string>& parts) {
    if (parts.empty()) return "true";
    if (parts.size() == 1) return parts[0];
    std::string s = "(and";
    for (const std::string& p : parts) s += "\n  " + p;
    return s + ")";
}

}  // namespace

// A terminal state: to place, and the mover holds no chip (mover in {0, 1} by realizability).
Clauses terminal() {
    return {
        {eq(cur(PhaseOf), num(phaseValue(model::Phase::Play)))},
        {ne(cur(Mover), num(model::Blue)), eq(cur(HandBb) + cur(HandBr), num(0))},
        {ne(cur(Mover), num(model::Red)), eq(cur(HandRb) + cur(HandRr), num(0))},
    };
}

std::int64_t eval(const MeasureTerm& t, const Values& v, bool next) {
    const Lin lin = next ? onNext(t.lin) : t.lin;
    const std::int64_t phase = v[static_cast<std::size_t>(next ? int{kNext} + int{PhaseOf} : int{PhaseOf})];
    return eval(lin, v) + t.byPhase[phaseIndex(phase)];
}

Lin onNext(const Lin& x) {
    Lin y = x;
    for (auto& [v, k] : y.terms)
        if (v < kFields) v += kNext;
    return y;
}

Clauses onNext(const Clauses& cs) {
    Clauses out = cs;
    for (Clause& c : out)
        for (Atom& a : c) a.e = onNext(a.e);
    return out;
}

std::string step(const Description& d, const Kind& k) {
    std::vector<std::string> parts{smt(d.realizable), smt(k.guard), smt(k.pile)};
    for (const Update& u : k.next) parts.push_back(smt(u));
    return conj(parts);
}

std::function<bool(const Values&)> stepHolds(const Description& d, const Kind& k) {
    return [realizable = d.realizable, k](const Values& v) {
        return holds(realizable, v) && holds(k.guard, v) && holds(k.pile, v) && successorMatches(k, v);
    };
}

std::vector<Obligation> stepObligations(const Description& d, const Kind& k, const Measure& m) {
    const std::string rules = d.rules == model::Rules::Full ? "Full" : "Placements";
    const Clauses nextRealizable = onNext(d.realizable);
    std::vector<Obligation> out;
    const std::string stepText = step(d, k);
    {
        // (x'_0, x'_1, ...) <lex (x_0, x_1, ...)
        std::string less = "false";
        for (std::size_t i = m.size(); i-- > 0;) {
            const std::string now = smt(m[i], false), then = smt(m[i], true);
            less = "(or (< " + then + " " + now + ") (and (= " + then + " " + now + ") " + less + "))";
        }
        Obligation o{rules + "/termination/" + k.name, "termination", stepText, less, stepHolds(d, k), {}};
        o.conclusionHolds = [m](const Values& v) {
            for (const MeasureTerm& t : m) {
                const std::int64_t now = eval(t, v), then = eval(t, v, true);
                if (then != now) return then < now;
            }
            return false;
        };
        out.push_back(std::move(o));
    }
    {
        Obligation o{rules + "/realizability/" + k.name, "realizability", stepText, smt(nextRealizable), stepHolds(d, k), {}};
        o.conclusionHolds = [nextRealizable](const Values& v) { return holds(nextRealizable, v); };
        out.push_back(std::move(o));
    }
    return out;
}

std::vector<Obligation> obligations(const Description& d, const Measure& m) {
    const std::string rules = d.rules == model::Rules::Full ? "Full" : "Placements";
    std::vector<Obligation> out;
    const Clauses realizable = d.realizable;
    {
        Obligation o{rules + "/measure/non-negative", "measure", smt(realizable), {}, {}, {}};
        std::vector<std::string> parts;
        for (const MeasureTerm& t : m) parts.push_back("(>= " + smt(t, false) + " 0)");
        o.conclusion = conj(parts);
        o.hypothesisHolds = [realizable](const Values& v) { return holds(realizable, v); };
        o.conclusionHolds = [m](const Values& v) {
            for (const MeasureTerm& t : m)
                if (eval(t, v) < 0) return false;
            return true;
        };
        out.push_back(std::move(o));
    }
    for (const Kind& k : d.kinds)
        for (Obligation& o : stepObligations(d, k, m)) out.push_back(std::move(o));
    {
        // Some guard holds iff the state is not terminal.
        const Clauses end = terminal();
        std::vector<Clauses> guards;
        std::string some = "(or";
        for (const Kind& k : d.kinds) {
            guards.push_back(k.guard);
            some += "\n  " + smt(k.guard);
        }
        some += ")";
        Obligation o{rules + "/progress/a step iff not terminal", "progress", smt(realizable),
                     "(= (not " + smt(end) + ") " + some + ")", {}, {}};
        o.hypothesisHolds = [realizable](const Values& v) { return holds(realizable, v); };
        o.conclusionHolds = [end, guards](const Values& v) {
            bool any = false;
            for (const Clauses& g : guards) any = any || holds(g, v);
            return any == !holds(end, v);
        };
        out.push_back(std::move(o));
    }
    return out;
}

std::string script(const Obligation& o, bool counterexample) {
    std::string s = "; " + o.id + "\n";
    s += counterexample ? "; a counterexample: the hypothesis with the negated conclusion\n"
                        : "; proved when the first check is sat (the hypothesis can hold) and the second unsat\n";
    s += "(set-option :produce-models true)\n(set-logic QF_LIA)\n";
    std::string names;
    for (int v = 0; v < kVars; ++v) {
        s += "(declare-fun " + varName(v) + " () Int)\n";
        names += (v ? " " : "") + varName(v);
    }
    s += "(define-fun hypothesis () Bool " + o.hypothesis + ")\n";
    s += "(define-fun conclusion () Bool " + o.conclusion + ")\n";
    if (!counterexample) s += "(push 1)\n(assert hypothesis)\n(check-sat)\n(get-value (" + names + "))\n(pop 1)\n";
    s += "(push 1)\n(assert hypothesis)\n(assert (not conclusion))\n(check-sat)\n";
    if (counterexample) s += "(get-value (" + names + "))\n";
    s += "(pop 1)\n";
    return s;
}

std::string show(Verdict::Kind k) {
    switch (k) {
        case Verdict::Proved: return "proved";
        case Verdict::Vacuous: return "vacuous";
        case Verdict::Refuted: return "refuted";
        case Verdict::Unknown: return "unknown";
        case Verdict::Failed: return "failed";
    }
    return "?";
}

namespace {

// The values of every variable in the solver's answer; false if one is missing.
bool read(const SmtAnswer& a, Values& v) {
    v.assign(kVars, 0);
    for (int i = 0; i < kVars; ++i) {
        auto it = a.values.find(varName(i));
        if (it == a.values.end()) return false;
        v[static_cast<std::size_t>(i)] = it->second;
    }
    return true;
}

}  // namespace

Verdict decide(const Obligation& o, Solver solver, double timeLimit) {
    Verdict verdict;
    const std::string who = solverName(solver);
    SmtAnswer a = runSmt(solver, script(o, false), timeLimit);
    verdict.seconds = a.seconds;
    if (a.timedOut || a.results.size() != 2) {
        verdict.kind = a.timedOut ? Verdict::Unknown : Verdict::Failed;
        verdict.detail = who + " " + a.ending + ": " + a.output.substr(0, 400);
        return verdict;
    }
    if (a.results[0] == "unsat") {
        verdict.kind = Verdict::Vacuous;
        verdict.detail = "the hypothesis is unsatisfiable";
        return verdict;
    }
    if (a.results[0] != "sat" || !read(a, verdict.example) || !o.hypothesisHolds(verdict.example)) {
        verdict.kind = a.results[0] == "sat" ? Verdict::Failed : Verdict::Unknown;
        verdict.detail = who + "'s model of the hypothesis is not one in C++ (or " + who + " answered " + a.results[0] + ")";
        return verdict;
    }
    if (a.results[1] == "unsat") {
        verdict.kind = Verdict::Proved;
        return verdict;
    }
    if (a.results[1] != "sat") {
        verdict.kind = Verdict::Unknown;
        verdict.detail = who + " answered " + a.results[1];
        return verdict;
    }
    // A counterexample: asked for, and confirmed by the C++ evaluation.
    SmtAnswer b = runSmt(solver, script(o, true), timeLimit);
    verdict.seconds += b.seconds;
    if (b.results != std::vector<std::string>{"sat"} || !read(b, verdict.example)) {
        verdict.kind = Verdict::Failed;
        verdict.detail = who + " gave no counterexample when asked: " + b.output.substr(0, 400);
        return verdict;
    }
    if (!o.hypothesisHolds(verdict.example) || o.conclusionHolds(verdict.example)) {
        verdict.kind = Verdict::Failed;
        verdict.detail = who + "'s counterexample is not one in C++";
        return verdict;
    }
    verdict.kind = Verdict::Refuted;
    return verdict;
}

}  // namespace gameaudit::prover::sls
