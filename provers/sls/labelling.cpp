#include "provers/sls/labelling.hpp"

#include <algorithm>
#include <stdexcept>

namespace gameaudit::prover::sls {

// ---- propositions -----------------------------------------------------------------------------

Prop leaf(const Atom& a) { return Prop{Prop::Leaf, a, {}}; }
Prop all(std::vector<Prop> ps) { return Prop{Prop::And, {}, std::move(ps)}; }
Prop any(std::vector<Prop> ps) { return Prop{Prop::Or, {}, std::move(ps)}; }
Prop neg(Prop p) { return Prop{Prop::Not, {}, {std::move(p)}}; }

Prop prop(const Clauses& cs) {
    std::vector<Prop> conj;
    for (const Clause& c : cs) {
        std::vector<Prop> disj;
        for (const Atom& a : c) disj.push_back(leaf(a));
        conj.push_back(any(std::move(disj)));
    }
    return all(std::move(conj));
}

bool holds(const Prop& p, const Values& v) {
    switch (p.op) {
        case Prop::Leaf: return holds(p.atom, v);
        case Prop::Not: return !holds(p.kids[0], v);
        case Prop::And:
            for (const Prop& k : p.kids)
                if (!holds(k, v)) return false;
            return true;
        case Prop::Or:
            for (const Prop& k : p.kids)
                if (holds(k, v)) return true;
            return false;
    }
    return false;
}

std::string smt(const Prop& p) {
    switch (p.op) {
        case Prop::Leaf: return smt(p.atom);
        case Prop::Not: return "(not " + smt(p.kids[0]) + ")";
        case Prop::And:
        case Prop::Or: {
            if (p.kids.empty()) return p.op == Prop::And ? "true" : "false";
            if (p.kids.size() == 1) return smt(p.kids[0]);
            std::string s = p.op == Prop::And ? "(and" : "(or";
            for (const Prop& k : p.kids) s += " " + smt(k);
            return s + ")";
        }
    }
    return "?";
}

void variables(const Prop& p, std::set<int>& out) {
    if (p.op == Prop::Leaf)
        for (auto [v, k] : p.atom.e.terms) out.insert(v);
    for (const Prop& k : p.kids) variables(k, out);
}

// ---- readings ---------------------------------------------------------------------------------

std::string show(Variant v) {
    switch (v) {
        case Variant::Theorem: return "Theorem 5.4";
        case Variant::NoMax: return "without -max";
        case Variant::GeForGt: return ">= for >";
        case Variant::NoNrZero: return "without n_r = 0";
        case Variant::OffByOne: return "off by one (> rhs + 1)";
        case Variant::SigmaAnyPile: return "Σ tops any long opponent pile";
    }
    return "?";
}

Reading current() { return [](Field f) { return cur(f); }; }
Reading successor() { return [](Field f) { return nxt(f); }; }

Lin read(const Lin& x, const Reading& get) {
    Lin out = num(x.constant);
    for (auto [v, k] : x.terms) out = out + k * (v < kFields ? get(static_cast<Field>(v)) : var(v));
    return out;
}

namespace {

Prop read(const Clauses& cs, const Reading& get) {
    Clauses out = cs;
    for (Clause& c : out)
        for (Atom& a : c) a.e = read(a.e, get);
    return prop(out);
}

Prop is(const Lin& x, std::int64_t c) { return leaf(eq(x, num(c))); }
Prop atLeast(const Lin& x, std::int64_t c) { return leaf(ge(x, num(c))); }

std::vector<Phase> phases(const Description& d) {
    if (d.rules == model::Rules::Full) return {Phase::Play, Phase::Capture, Phase::WindowWaiting, Phase::WindowMover};
    return {Phase::Play, Phase::Capture};
}

Prop at(Colour mover, Phase phase, const Reading& get) {
    return all({is(get(Mover), mover), is(get(PhaseOf), phaseValue(phase))});
}

}  // namespace

Prop formula(Colour x, const Reading& get, Variant v) {
    const Colour y = other(x);
    const Lin m = get(handOf(x, x)), n = get(handOf(y, y));
    Lin rhs = n + get(ownOf(y));
    if (v != Variant::NoMax) rhs = rhs - get(maxOf(y));
    const std::int64_t margin = v == Variant::GeForGt ? 0 : v == Variant::OffByOne ? 2 : 1;
    std::vector<Prop> either{leaf(ge(m + get(ownOf(x)), rhs + margin))};
    if (v != Variant::NoNrZero) either.push_back(is(n, 0));
    return all({atLeast(m, 1), any(std::move(either))});
}

Prop moverWins(const Description& d, Colour mover, Phase phase, const Reading& get, Variant v) {
    if (phase != Phase::Capture) return formula(mover, get, v);
    std::vector<Prop> discards;
    for (const Kind& k : d.kinds) {
        if (k.phase != Phase::Capture || k.mover != mover) continue;
        // The discard's result, each field read off the kind's update (discards join no class).
        const Reading after = [&k, &get](Field f) {
            if (k.next[f].orMax) throw std::logic_error(k.name + ": a discard with a max update");
            return read(k.next[f].value, get);
        };
        discards.push_back(all({read(k.guard, get), formula(mover, after, v)}));
    }
    return any(std::move(discards));
}

Prop moverWins(const Description& d, const Reading& get, Variant v) {
    std::vector<Prop> cases;
    for (Colour m : {Blue, Red})
        for (Phase p : phases(d)) cases.push_back(all({at(m, p, get), moverWins(d, m, p, get, v)}));
    return any(std::move(cases));
}

namespace {

// The labelled winner is Blue.
Prop blueWins(const Description& d, const Reading& get, Variant v) {
    const Prop wins = moverWins(d, get, v);
    return any({all({is(get(Mover), Blue), wins}), all({is(get(Mover), Red), neg(wins)})});
}

// The decider (the waiting player in the waiting player's window, else the mover) is the labelled winner.
Prop deciderWins(const Description& d, Variant v) {
    std::vector<Prop> cases;
    for (Colour m : {Blue, Red})
        for (Phase p : phases(d)) {
            Prop wins = moverWins(d, m, p, current(), v);
            cases.push_back(all({at(m, p, current()), p == Phase::WindowWaiting ? neg(std::move(wins)) : std::move(wins)}));
        }
    return any(std::move(cases));
}

const Kind& find(const Description& d, Colour mover, Phase phase, const Pattern& p) {
    for (const Kind& k : d.kinds)
        if (k.mover == mover && k.phase == phase && k.pattern == p) return k;
    throw std::logic_error("no kind " + show(p) + " in the description");
}

// Σ's step 2: the mover, to place, discards every prisoner at once (no label reads them).
Kind discardEveryPrisoner(Colour x) {
    const Colour y = other(x);
    const std::string who(1, model::playerLetter(x));
    Kind k{who + " discards every prisoner (Σ step 2)", {model::Action::DiscardPrisoner, y, Target::None, Blue}, {}, {}, {}, x, Phase::Play};
    k.guard = {{eq(cur(PhaseOf), num(phaseValue(Phase::Play)))}, {eq(cur(Mover), num(x))}, {ge(cur(handOf(x, y)), num(1))}};
    for (int f = 0; f < kFields; ++f) k.next.push_back({static_cast<Field>(f), cur(static_cast<Field>(f)), std::nullopt});
    k.next[handOf(x, y)].value = num(0);
    k.next[Mover].value = num(x);  // as the guard fixes them
    k.next[PhaseOf].value = num(phaseValue(Phase::Play));
    return k;
}

// v1's Σ in a capture with an opponent chip in the pile: the capturer discards every one of them
// (one by the Capture Rule, the others as prisoners at once), keeping its hand's prisoners as they were.
Kind discardEveryOpponentChip(const Description& d, Colour x) {
    const Colour y = other(x);
    Kind k = find(d, x, Phase::Capture, {model::Action::Discard, y, Target::None, Blue});
    k.name = std::string(1, model::playerLetter(x)) + " discards every " + model::letter(y) + " chip of the captured pile (v1's Σ)";
    k.next[handOf(x, y)].value = cur(handOf(x, y));
    return k;
}

}  // namespace

std::vector<SigmaBranch> sigmaBranches(const Description& d, Variant v, model::SigmaVersion version) {
    using model::Action;
    const bool v1 = version == model::SigmaVersion::V1;
    std::vector<SigmaBranch> out;
    const Reading now = current();
    for (Colour x : {Blue, Red}) {
        const Colour y = other(x);
        const std::string who(1, model::playerLetter(x));
        if (d.rules == model::Rules::Full)
            for (Phase p : {Phase::WindowWaiting, Phase::WindowMover}) {
                const Kind& k = find(d, x, p, {Action::Done, Blue, Target::None, Blue});
                out.push_back({k.name + " (Σ passes)", at(x, p, now), k, {}, true});
            }
        // A capture: discard an opponent chip if there is one (v1: every one), else an own chip.
        const Prop capture = at(x, Phase::Capture, now);
        if (v1)
            out.push_back({who + " discards every " + model::letter(y) + " (Σ)", all({capture, atLeast(cur(pendingOf(y)), 1)}),
                           discardEveryOpponentChip(d, x), {}, false});
        else
            out.push_back({who + " discards " + model::letter(y) + " (Σ)", all({capture, atLeast(cur(pendingOf(y)), 1)}),
                           find(d, x, Phase::Capture, {Action::Discard, y, Target::None, Blue}), {}, true});
        out.push_back({who + " discards " + model::letter(x) + " (Σ)", all({capture, is(cur(pendingOf(y)), 0)}),
                       find(d, x, Phase::Capture, {Action::Discard, x, Target::None, Blue}), {}, true});
        // To place: step 1 captures the longest own pile; step 2 discards every prisoner (v2 only);
        // step 3 tops the longest opponent pile, else an empty pile.
        const Prop play = at(x, Phase::Play, now), own = atLeast(cur(handOf(x, x)), 1);
        const Prop noOwnPile = all({is(cur(longOf(x)), 0), is(cur(singleOf(x)), 0)});
        auto place = [&](Target t, Colour top) { return find(d, x, Phase::Play, {Action::Place, x, t, top}); };
        const Clauses longest = {{eq(var(kA), cur(maxOf(x)))}};
        out.push_back({who + " captures the longest own pile (Σ step 1)", all({play, own, atLeast(cur(longOf(x)), 1)}),
                       place(Target::Long, x), longest, true});
        out.push_back({who + " captures an own singleton (Σ step 1)",
                       all({play, own, is(cur(longOf(x)), 0), atLeast(cur(singleOf(x)), 1)}), place(Target::Single, x), {}, true});
        const Prop notStep1 = neg(all({own, neg(noOwnPile)}));
        if (!v1)
            out.push_back({who + " discards every prisoner (Σ step 2)", all({play, notStep1, atLeast(cur(handOf(x, y)), 1)}),
                           discardEveryPrisoner(x), {}, false});
        // Without an own chip the kind's guard fails: Σ has no step (nor, by the label, a win).
        const Prop step3 = v1 ? all({play, notStep1}) : all({play, notStep1, is(cur(handOf(x, y)), 0)});
        const Clauses longestOther = v == Variant::SigmaAnyPile ? Clauses{} : Clauses{{eq(var(kA), cur(maxOf(y)))}};
        out.push_back({who + " tops the longest opponent pile (Σ step 3)", all({step3, atLeast(cur(longOf(y)), 1)}),
                       place(Target::Long, y), longestOther, true});
        out.push_back({who + " tops an opponent singleton (Σ step 3)",
                       all({step3, is(cur(longOf(y)), 0), atLeast(cur(singleOf(y)), 1)}), place(Target::Single, y), {}, true});
        out.push_back({who + " tops an empty pile (Σ step 3)", all({step3, is(cur(longOf(y)), 0), is(cur(singleOf(y)), 0)}),
                       find(d, x, Phase::Play, {Action::Place, x, Target::Empty, Blue}), {}, true});
    }
    return out;
}

namespace {

// The step keeps the labelled winner.
Prop winnerKept(const Description& d, Variant v) {
    const Prop blueNow = blueWins(d, current(), v), blueNext = blueWins(d, successor(), v);
    return any({all({blueNow, blueNext}), all({neg(blueNow), neg(blueNext)})});
}

}  // namespace

std::vector<Obligation> labelObligations(const Description& d, Variant v) {
    const std::string rules = d.rules == model::Rules::Full ? "Full" : "Placements";
    const Clauses realizable = d.realizable;
    const Prop winner = deciderWins(d, v), kept = winnerKept(d, v);
    std::vector<Obligation> out;
    {
        const Clauses end = terminal();
        const Prop wins = moverWins(d, current(), v);
        Obligation o{rules + "/label/terminal: the mover is labelled the loser", "label",
                     "(and " + smt(realizable) + "\n  " + smt(end) + ")", smt(neg(wins)), {}, {}};
        o.hypothesisHolds = [realizable, end](const Values& x) { return holds(realizable, x) && holds(end, x); };
        o.conclusionHolds = [wins](const Values& x) { return !holds(wins, x); };
        out.push_back(std::move(o));
    }
    for (const Kind& k : d.kinds) {
        Obligation o{rules + "/label/loser/" + k.name, "label", "(and " + step(d, k) + "\n  " + smt(neg(winner)) + ")",
                     smt(kept), {}, {}};
        o.hypothesisHolds = [s = stepHolds(d, k), winner](const Values& x) { return s(x) && !holds(winner, x); };
        o.conclusionHolds = [kept](const Values& x) { return holds(kept, x); };
        out.push_back(std::move(o));
    }
    for (Obligation& o : sigmaObligations(d, v, model::SigmaVersion::V2)) out.push_back(std::move(o));
    return out;
}

std::vector<Obligation> sigmaObligations(const Description& d, Variant v, model::SigmaVersion version) {
    const std::string rules = d.rules == model::Rules::Full ? "Full" : "Placements";
    const std::string sigma = version == model::SigmaVersion::V1 ? "/label/sigma-v1" : "/label/sigma";
    const Clauses realizable = d.realizable;
    const Prop winner = deciderWins(d, v), kept = winnerKept(d, v);
    std::vector<Obligation> out;
    const std::vector<SigmaBranch> branches = sigmaBranches(d, v, version);
    std::vector<Prop> some;
    for (const SigmaBranch& b : branches) {
        const Prop hyp = all({b.when, prop(b.pile), winner});
        Obligation o{rules + sigma + "/" + b.name, "label", "(and " + step(d, b.kind) + "\n  " + smt(hyp) + ")", smt(kept), {}, {}};
        o.hypothesisHolds = [s = stepHolds(d, b.kind), hyp](const Values& x) { return s(x) && holds(hyp, x); };
        o.conclusionHolds = [kept](const Values& x) { return holds(kept, x); };
        out.push_back(std::move(o));
        some.push_back(all({b.when, prop(b.kind.guard)}));
        if (!b.engineKind)  // a step of Σ's own: it too must lower the measure and keep states realizable
            for (Obligation& s : stepObligations(d, b.kind, terminationMeasure())) {
                s.id = rules + sigma + " " + s.family + "/" + b.kind.name;
                out.push_back(std::move(s));
            }
    }
    {
        const Prop covers = any(std::move(some));
        Obligation o{rules + sigma + "/covers: Σ has a legal step wherever its player is labelled the winner", "label",
                     "(and " + smt(realizable) + "\n  " + smt(winner) + ")", smt(covers), {}, {}};
        o.hypothesisHolds = [realizable, winner](const Values& x) { return holds(realizable, x) && holds(winner, x); };
        o.conclusionHolds = [covers](const Values& x) { return holds(covers, x); };
        out.push_back(std::move(o));
    }
    return out;
}

std::vector<Obligation> theoremObligations(model::Rules rules, Variant v) {
    const Description d = describe(rules);
    std::vector<Obligation> out = obligations(d, terminationMeasure());
    for (Obligation& o : labelObligations(d, v)) out.push_back(std::move(o));
    return out;
}

std::vector<std::string> boundedMaxReads(const Description& d, Variant v) {
    std::vector<Kind> kinds = d.kinds;
    for (model::SigmaVersion version : {model::SigmaVersion::V2, model::SigmaVersion::V1})
        for (const SigmaBranch& b : sigmaBranches(d, v, version))
            if (!b.engineKind) kinds.push_back(b.kind);
    std::vector<std::string> out;
    for (const Kind& k : kinds) {
        const Lin& mover = k.next[Mover].value;
        const Lin& phase = k.next[PhaseOf].value;
        if (!mover.terms.empty() || !phase.terms.empty()) {
            out.push_back(k.name + ": the successor's mover or phase is not fixed by the kind");
            continue;
        }
        std::set<int> reads;
        variables(moverWins(d, static_cast<Colour>(mover.constant), static_cast<Phase>(phase.constant), successor(), v), reads);
        for (const Update& u : k.next) {
            bool bounded = false;  // the update reads r, the left class's max, which is only bounded
            for (auto [x, c] : u.value.terms) bounded = bounded || x == kR;
            if (bounded && reads.count(int{kNext} + int{u.field})) out.push_back(k.name + ": " + fieldName(u.field));
        }
    }
    return out;
}

// ---- the certificate --------------------------------------------------------------------------

std::vector<std::pair<std::string, std::string>> sharedTerms(const Description& d, Variant v) {
    return {{"decider_wins", smt(deciderWins(d, v))},
            {"winner_kept", smt(winnerKept(d, v))},
            {"realizable", smt(d.realizable)},
            {"next_realizable", smt(onNext(d.realizable))}};
}

std::string certificate(const std::vector<Obligation>& obs, const std::string& header,
                        const std::vector<std::pair<std::string, std::string>>& shared) {
    std::string s = header;
    s += "; " + std::to_string(obs.size()) + " obligations; each is proved when its first (check-sat) answers sat (the\n"
         "; hypothesis can hold: no vacuous proof) and its second unsat (no counterexample): the answers\n"
         "; must read sat, unsat, sat, unsat, ... Re-run with `z3 FILE` or `cvc5 FILE`.\n";
    s += "(set-logic QF_LIA)\n";
    for (int v = 0; v < kVars; ++v) s += "(declare-fun " + varName(v) + " () Int)\n";
    // Longest terms first: a shorter one may occur inside a longer one (without the waiting
    // player's window, "the decider wins" is the label itself).
    std::vector<std::pair<std::string, std::string>> longestFirst = shared;
    std::stable_sort(longestFirst.begin(), longestFirst.end(),
                     [](const auto& x, const auto& y) { return x.second.size() > y.second.size(); });
    auto shorten = [&](std::string text) {
        for (const auto& [name, term] : longestFirst)
            for (std::size_t at = text.find(term); at != std::string::npos; at = text.find(term, at + name.size()))
                text.replace(at, term.size(), name);
        return text;
    };
    for (const auto& [name, term] : shared) s += "(define-fun " + name + " () Bool " + term + ")\n";
    for (const Obligation& o : obs) {
        s += "\n; " + o.id + "\n(push 1)\n(assert " + shorten(o.hypothesis) + ")\n(check-sat) ; sat\n";
        s += "(assert (not " + shorten(o.conclusion) + "))\n(check-sat) ; unsat\n(pop 1)\n";
    }
    return s;
}

std::string runCertificate(const std::vector<Obligation>& obs, const std::string& script, Solver solver, double timeLimit,
                           double* seconds, std::vector<std::size_t>* unproved) {
    const SmtAnswer a = runSmt(solver, script, timeLimit);
    if (seconds) *seconds = a.seconds;
    if (unproved && a.results.size() == 2 * obs.size())
        for (std::size_t i = 0; i < obs.size(); ++i)
            if (a.results[2 * i] != "sat" || a.results[2 * i + 1] != "unsat") unproved->push_back(i);
    const std::string who = solverName(solver);
    if (a.timedOut) return who + " " + a.ending;
    if (!a.errors.empty()) return who + " reported an error: " + a.errors.front();
    if (a.results.size() != 2 * obs.size())
        return who + " gave " + std::to_string(a.results.size()) + " answers for " + std::to_string(2 * obs.size()) + " (" +
               a.ending + ")";
    for (std::size_t i = 0; i < obs.size(); ++i) {
        if (a.results[2 * i] != "sat") return who + ": the hypothesis of " + obs[i].id + " is " + a.results[2 * i];
        if (a.results[2 * i + 1] != "unsat") return who + ": " + obs[i].id + " is not proved (" + a.results[2 * i + 1] + ")";
    }
    return "";
}

// ---- counterexamples as real states ----------------------------------------------------------

namespace {

// A class of n long piles (top c) with own sum S, other sum T and largest own count M, if one exists.
std::optional<std::vector<model::Pile>> realise(model::Colour c, std::int64_t n, std::int64_t S, std::int64_t T, std::int64_t M) {
    if (n == 0) {
        if (S != 0 || T != 0) return std::nullopt;
        return std::vector<model::Pile>{};
    }
    if (n < 0 || n > model::kMaxPiles || M < 1 || 2 * M > model::kMaxLength || S - M < n - 1 || S - M > (n - 1) * M)
        return std::nullopt;
    std::vector<std::int64_t> a(static_cast<std::size_t>(n), 1);
    a[0] = M;
    for (std::int64_t left = S - M - (n - 1), i = 1; left > 0; ++i) {  // spread evenly: fewest a = 1
        if (i == n) i = 1;
        if (a[static_cast<std::size_t>(i)] < M) ++a[static_cast<std::size_t>(i)], --left;
    }
    std::int64_t full = T - (S - n), ones = 0;  // piles with d = a (the others d = a - 1); a = 1 needs d = 1
    for (std::int64_t x : a) ones += x == 1;
    if (full < ones || full > n) return std::nullopt;
    std::vector<model::Pile> out;
    for (std::int64_t x : a) {
        const bool dFull = x == 1 || (full > ones && (--full, true));
        out.push_back({c, static_cast<int>(2 * x - (dFull ? 0 : 1))});
    }
    return out;
}

}  // namespace

std::optional<model::State> realState(const Values& v, const Kind* k) {
    auto at = [&](int i) { return v[static_cast<std::size_t>(i)]; };
    model::State s;
    for (int f : {Empty, SingleB, SingleR, HandBb, HandBr, HandRb, HandRr, PendingB, PendingR})
        if (at(f) < 0 || at(f) > 20) return std::nullopt;
    if (at(Mover) < 0 || at(Mover) > 1 || at(PhaseOf) < 0 || at(PhaseOf) > 3 || at(SingleB) + at(SingleR) > 20) return std::nullopt;
    if (k && k->touchesLongPile() && (at(kA) < 1 || at(kD) < at(kA) - 1 || at(kD) > at(kA) || at(kA) + at(kD) > model::kMaxLength))
        return std::nullopt;
    s.empty = static_cast<std::uint8_t>(at(Empty));
    for (model::Colour c : {model::Blue, model::Red}) {
        for (int i = 0; i < at(singleOf(c)); ++i) s.addPile({c, 1});
        for (model::Colour x : {model::Blue, model::Red}) s.hand[c][x] = static_cast<std::uint8_t>(at(handOf(c, x)));
        s.pending[c] = static_cast<std::uint8_t>(at(pendingOf(c)));
        const bool touched = k && k->touchesLongPile() && k->pattern.top == c;
        std::optional<std::vector<model::Pile>> piles =
            touched ? realise(c, at(longOf(c)) - 1, at(ownOf(c)) - at(kA), at(otherOf(c)) - at(kD), at(kR))
                    : realise(c, at(longOf(c)), at(ownOf(c)), at(otherOf(c)), at(maxOf(c)));
        if (!piles || static_cast<int>(s.piles + piles->size() + 1) > model::kMaxPiles) return std::nullopt;
        if (touched) piles->push_back({c, static_cast<int>(at(kA) + at(kD))});
        for (const model::Pile& p : *piles) s.addPile(p);
    }
    s.mover = static_cast<model::Colour>(at(Mover));
    s.phase = static_cast<model::Phase>(at(PhaseOf));
    for (int f = 0; f < kFields; ++f)
        if (aggregates(s)[static_cast<Field>(f)] != at(f)) return std::nullopt;
    return s;
}

// Small states only, so that counterexamples are real and the oracle solves them at once: at
// most two long piles of a colour (then own <= piles * max is linear) and 12 chips.
std::string smallStates() {
    std::string s = "(and";
    std::string chips = "(+ single_b single_r pending_b pending_r hand_B_b hand_B_r hand_R_b hand_R_r";
    for (const char* c : {"b", "r"}) {
        const std::string n = std::string("long_") + c, S = std::string("own_") + c, M = std::string("max_") + c;
        s += " (<= " + n + " 2) (or (<= " + n + " 0) (and (= " + n + " 1) (= " + S + " " + M + ")) (<= " + S + " (* 2 " + M + ")))";
        chips += std::string(" own_") + c + " other_" + c;
    }
    return s + " (<= " + chips + ") 12) (<= empty 3) (<= (+ a d) 12))";
}

}  // namespace gameaudit::prover::sls
