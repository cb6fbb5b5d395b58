#include "provers/sls/description.hpp"

#include <map>

namespace gameaudit::prover::sls {

std::string varName(int v) {
    if (v < kFields) return fieldName(static_cast<Field>(v));
    if (v < kA) return "next_" + fieldName(static_cast<Field>(v - kNext));
    switch (v) {
        case kA: return "a";
        case kD: return "d";
        case kR: return "r";
    }
    return "?";
}

// ---- linear expressions -----------------------------------------------------------------------

namespace {

Lin normal(Lin x) {
    std::map<int, std::int64_t> sum;
    for (auto [v, k] : x.terms) sum[v] += k;
    x.terms.clear();
    for (auto [v, k] : sum)
        if (k != 0) x.terms.push_back({v, k});
    return x;
}

}  // namespace

Lin num(std::int64_t c) { return Lin{c, {}}; }
Lin var(int v) { return Lin{0, {{v, 1}}}; }
Lin operator+(Lin x, const Lin& y) {
    x.constant += y.constant;
    x.terms.insert(x.terms.end(), y.terms.begin(), y.terms.end());
    return normal(std::move(x));
}
Lin operator*(std::int64_t k, Lin x) {
    x.constant *= k;
    for (auto& t : x.terms) t.second *= k;
    return normal(std::move(x));
}
Lin operator-(Lin x, const Lin& y) { return std::move(x) + (-1) * y; }

Atom ge(const Lin& x, const Lin& y) { return {Atom::Ge, x - y}; }
Atom le(const Lin& x, const Lin& y) { return {Atom::Ge, y - x}; }
Atom eq(const Lin& x, const Lin& y) { return {Atom::Eq, x - y}; }
Atom ne(const Lin& x, const Lin& y) { return {Atom::Ne, x - y}; }

bool Pattern::operator==(const Pattern& o) const {
    if (kind != o.kind) return false;
    if (kind != model::Action::Done && chip != o.chip) return false;
    if (kind != model::Action::Place) return true;
    if (target != o.target) return false;
    return target == Target::Empty || top == o.top;
}

std::string show(const Pattern& p) {
    const std::string chip(1, model::letter(p.chip));
    switch (p.kind) {
        case model::Action::Place: {
            std::string where = p.target == Target::Empty    ? "an empty pile"
                                : p.target == Target::Single ? std::string("a ") + model::letter(p.top) + "-singleton"
                                                             : std::string("a long ") + model::letter(p.top) + "-pile";
            return "places " + chip + " on " + where;
        }
        case model::Action::Discard: return "discards " + chip + " from the captured pile";
        case model::Action::DiscardPrisoner: return "discards prisoner " + chip;
        case model::Action::DonatePrisoner: return "donates prisoner " + chip;
        case model::Action::Done: return "passes the window";
    }
    return "?";
}

// ---- the description --------------------------------------------------------------------------

Clauses classRealizable(const Lin& n, const Lin& S, const Lin& T, const Lin& M) {
    return {
        {ge(n, num(0))},
        {ge(S, n)},               // every a >= 1
        {ge(T, n)},               // every d >= 1
        {le(T, S)},               // every d <= a
        {ge(T, S - n)},           // every d >= a - 1
        {ge(S, M + n - 1)},       // the largest a, and every other a >= 1
        {ge(M, num(0))},
        {ge(n, num(1)), eq(S, num(0))},  // no pile: nothing counted
        {ge(n, num(1)), eq(M, num(0))},
        {eq(n, num(0)), ge(M, num(1))},  // some pile: its a >= 1
    };
}

namespace {

Lin phaseConst(Phase p) { return num(phaseValue(p)); }

std::string who(Colour c) { return std::string(1, model::playerLetter(c)); }

// A kind of the decider's step with `mover` to move in `phase`: guard on the mover and phase,
// every field unchanged until set.
Kind start(const std::string& name, Pattern p, Colour mover, Phase phase) {
    Kind k{name, p, {}, {}, {}, mover, phase};
    k.guard.push_back({eq(cur(PhaseOf), phaseConst(phase))});
    k.guard.push_back({eq(cur(Mover), num(mover))});
    for (int f = 0; f < kFields; ++f) k.next.push_back({static_cast<Field>(f), cur(static_cast<Field>(f)), std::nullopt});
    // Fixed by the guard or by the phase: written as the constants they are.
    k.next[Mover].value = num(mover);
    k.next[PhaseOf].value = phaseConst(phase);
    if (phase != Phase::Capture)
        for (Colour c : {Blue, Red}) k.next[pendingOf(c)].value = num(0);
    return k;
}
void set(Kind& k, Field f, const Lin& value) { k.next[f].value = value; }
void require(Kind& k, const Atom& a) { k.guard.push_back({a}); }

// The touched long pile (a, d) of class y, and the rest of the class with its largest a = r.
Clauses touchedPile(Colour y) {
    const Lin a = var(kA), d = var(kD), r = var(kR), M = cur(maxOf(y));
    Clauses c = {
        {ge(a, num(1))}, {ge(d, num(1))}, {ge(d, a - 1)}, {le(d, a)},  // a long pile alternates colours
        {ge(M, r)},      {ge(M, a)},      {eq(M, r), eq(M, a)},         // M = max(r, a)
    };
    for (Clause& cl : classRealizable(cur(longOf(y)) - 1, cur(ownOf(y)) - a, cur(otherOf(y)) - d, r)) c.push_back(cl);
    return c;
}

void placements(std::vector<Kind>& out, Colour m, Phase opening) {
    for (Colour x : {m, other(m)}) {
        const std::string head = who(m) + " places " + model::letter(x) + " on ";
        const Field hand = handOf(m, x);
        {
            Kind k = start(head + "an empty pile", {model::Action::Place, x, Target::Empty, Blue}, m, Phase::Play);
            require(k, ge(cur(hand), num(1)));
            require(k, ge(cur(Empty), num(1)));
            set(k, hand, cur(hand) - 1);
            set(k, Empty, cur(Empty) - 1);
            set(k, singleOf(x), cur(singleOf(x)) + 1);
            set(k, Mover, num(other(x)));  // one colour on the pile: the absent colour's owner
            set(k, PhaseOf, phaseConst(opening));
            out.push_back(k);
        }
        for (Colour y : {x, other(x)}) {
            const bool capture = y == x;
            Kind k = start(head + "a " + model::letter(y) + "-singleton" + (capture ? " (" + who(x) + " captures)" : ""),
                           {model::Action::Place, x, Target::Single, y}, m, Phase::Play);
            require(k, ge(cur(hand), num(1)));
            require(k, ge(cur(singleOf(y)), num(1)));
            set(k, hand, cur(hand) - 1);
            set(k, singleOf(y), cur(singleOf(y)) - 1);
            if (capture) {
                set(k, Empty, cur(Empty) + 1);
                set(k, pendingOf(x), num(2));
                set(k, pendingOf(other(x)), num(0));
                set(k, Mover, num(x));
                set(k, PhaseOf, phaseConst(Phase::Capture));
            } else {  // a long x-pile with a = 1, d = 1
                set(k, longOf(x), cur(longOf(x)) + 1);
                set(k, ownOf(x), cur(ownOf(x)) + 1);
                set(k, otherOf(x), cur(otherOf(x)) + 1);
                k.next[maxOf(x)].orMax = num(1);
                set(k, Mover, num(y));  // the previous top's owner
                set(k, PhaseOf, phaseConst(opening));
            }
            out.push_back(k);
        }
        for (Colour y : {x, other(x)}) {
            const bool capture = y == x;
            const Lin a = var(kA), d = var(kD), r = var(kR);
            Kind k = start(head + "a long " + model::letter(y) + "-pile" + (capture ? " (" + who(x) + " captures)" : ""),
                           {model::Action::Place, x, Target::Long, y}, m, Phase::Play);
            require(k, ge(cur(hand), num(1)));
            require(k, ge(cur(longOf(y)), num(1)));
            k.pile = touchedPile(y);
            set(k, hand, cur(hand) - 1);
            set(k, longOf(y), cur(longOf(y)) - 1);  // the pile leaves its class
            set(k, ownOf(y), cur(ownOf(y)) - a);
            set(k, otherOf(y), cur(otherOf(y)) - d);
            set(k, maxOf(y), r);
            if (capture) {
                set(k, Empty, cur(Empty) + 1);
                set(k, pendingOf(x), a + 1);
                set(k, pendingOf(other(x)), d);
                set(k, Mover, num(x));
                set(k, PhaseOf, phaseConst(Phase::Capture));
            } else {  // it joins the x-piles with a' = d + 1, d' = a
                set(k, longOf(x), cur(longOf(x)) + 1);
                set(k, ownOf(x), cur(ownOf(x)) + d + 1);
                set(k, otherOf(x), cur(otherOf(x)) + a);
                k.next[maxOf(x)].orMax = d + 1;
                set(k, Mover, num(y));
                set(k, PhaseOf, phaseConst(opening));
            }
            out.push_back(k);
        }
    }
}

void discards(std::vector<Kind>& out, Colour m, Phase opening) {
    for (Colour z : {m, other(m)}) {
        Kind k = start(who(m) + " discards " + model::letter(z) + " from the captured pile", {model::Action::Discard, z},
                       m, Phase::Capture);
        if (z != m) require(k, ge(cur(pendingOf(z)), num(1)));  // the capturer's own colour is always there (a + 1 >= 2)
        for (Colour c : {Blue, Red}) {
            set(k, handOf(m, c), cur(handOf(m, c)) + cur(pendingOf(c)) - (c == z ? 1 : 0));
            set(k, pendingOf(c), num(0));
        }
        set(k, PhaseOf, phaseConst(opening));
        out.push_back(k);
    }
}

void windows(std::vector<Kind>& out, Colour m) {
    for (Phase ph : {Phase::WindowWaiting, Phase::WindowMover}) {
        const Colour p = ph == Phase::WindowWaiting ? other(m) : m, q = other(p);  // p's prisoners have colour q
        const std::string head = "window of " + who(p) + " (" + who(m) + " to move): " + who(p);
        const Field prisoners = handOf(p, q);
        {
            Kind k = start(head + " discards prisoner " + model::letter(q), {model::Action::DiscardPrisoner, q}, m, ph);
            require(k, ge(cur(prisoners), num(1)));
            set(k, prisoners, cur(prisoners) - 1);
            out.push_back(k);
        }
        {
            Kind k = start(head + " donates prisoner " + model::letter(q), {model::Action::DonatePrisoner, q}, m, ph);
            require(k, ge(cur(prisoners), num(1)));
            set(k, prisoners, cur(prisoners) - 1);
            set(k, handOf(q, q), cur(handOf(q, q)) + 1);
            out.push_back(k);
        }
        {
            Kind k = start(head + " passes", {model::Action::Done}, m, ph);
            set(k, PhaseOf, phaseConst(ph == Phase::WindowWaiting ? Phase::WindowMover : Phase::Play));
            out.push_back(k);
        }
    }
}

}  // namespace

Description describe(model::Rules rules) {
    Description d{rules, {}, {}};
    const Phase opening = model::detail::opening(rules);
    for (Colour m : {Blue, Red}) {
        placements(d.kinds, m, opening);
        discards(d.kinds, m, opening);
        if (rules == model::Rules::Full) windows(d.kinds, m);
    }
    Clauses& r = d.realizable;
    for (Field f : {Empty, SingleB, SingleR, HandBb, HandBr, HandRb, HandRr, PendingB, PendingR}) r.push_back({ge(cur(f), num(0))});
    r.push_back({ge(cur(Mover), num(0))});
    r.push_back({le(cur(Mover), num(1))});
    r.push_back({ge(cur(PhaseOf), num(0))});
    r.push_back({le(cur(PhaseOf), phaseConst(rules == model::Rules::Full ? Phase::WindowMover : Phase::Capture))});
    r.push_back({ge(cur(Empty) + cur(SingleB) + cur(SingleR) + cur(LongB) + cur(LongR), num(1))});  // k >= 1
    for (Colour c : {Blue, Red})
        for (Clause& cl : classRealizable(cur(longOf(c)), cur(ownOf(c)), cur(otherOf(c)), cur(maxOf(c)))) r.push_back(cl);
    const Lin capture = phaseConst(Phase::Capture);
    for (Colour c : {Blue, Red}) {
        r.push_back({eq(cur(PhaseOf), capture), eq(cur(pendingOf(c)), num(0))});  // nothing pending outside a capture
        // A capture by c of a pile (a, d), or of a singleton (1, 0), with c's chip on it: c's a + 1, and d.
        const Lin own = cur(pendingOf(c)), oth = cur(pendingOf(other(c)));
        r.push_back({ge(oth, own - 2)});  // whoever captures (the other's capture has oth >= own + 1), or none
        r.push_back({ne(cur(PhaseOf), capture), ne(cur(Mover), num(c)), ge(own, num(2))});
        r.push_back({ne(cur(PhaseOf), capture), ne(cur(Mover), num(c)), le(oth, own - 1)});
    }
    return d;
}

// ---- evaluation -------------------------------------------------------------------------------

std::int64_t eval(const Lin& x, const Values& v) {
    std::int64_t s = x.constant;
    for (auto [i, k] : x.terms) s += k * v[static_cast<std::size_t>(i)];
    return s;
}

bool holds(const Atom& a, const Values& v) {
    const std::int64_t e = eval(a.e, v);
    switch (a.rel) {
        case Atom::Ge: return e >= 0;
        case Atom::Eq: return e == 0;
        case Atom::Ne: return e != 0;
    }
    return false;
}

bool holds(const Clause& c, const Values& v) {
    for (const Atom& a : c)
        if (holds(a, v)) return true;
    return false;
}

bool holds(const Clauses& cs, const Values& v) {
    for (const Clause& c : cs)
        if (!holds(c, v)) return false;
    return true;
}

std::int64_t successor(const Update& u, const Values& v) {
    const std::int64_t x = eval(u.value, v);
    return u.orMax ? std::max(x, eval(*u.orMax, v)) : x;
}

bool successorMatches(const Kind& k, const Values& v) {
    for (const Update& u : k.next)
        if (v[static_cast<std::size_t>(int{kNext} + int{u.field})] != successor(u, v)) return false;
    return true;
}

// ---- SMT-LIB ----------------------------------------------------------------------------------

namespace {

std::string number(std::int64_t c) { return c < 0 ? "(- " + std::to_string(-c) + ")" : std::to_string(c); }

}  // namespace

std::string smt(const Lin& x) {
    std::vector<std::string> parts;
    for (auto [v, k] : x.terms) {
        if (k == 1) parts.push_back(varName(v));
        else if (k == -1) parts.push_back("(- " + varName(v) + ")");
        else parts.push_back("(* " + number(k) + " " + varName(v) + ")");
    }
    if (x.constant != 0 || parts.empty()) parts.push_back(number(x.constant));
    if (parts.size() == 1) return parts[0];
    std::string s = "(+";
    for (const std::string& p : parts) s += " " + p;
    return s + ")";
}

std::string smt(const Atom& a) {
    // e >= 0 is printed as lhs >= rhs with the constant moved right, for reading.
    Lin lhs = a.e;
    const std::int64_t c = -lhs.constant;
    lhs.constant = 0;
    const std::string l = smt(lhs), r = number(c);
    switch (a.rel) {
        case Atom::Ge: return "(>= " + l + " " + r + ")";
        case Atom::Eq: return "(= " + l + " " + r + ")";
        case Atom::Ne: return "(not (= " + l + " " + r + "))";
    }
    return "?";
}

std::string smt(const Clause& c) {
    if (c.empty()) return "false";
    if (c.size() == 1) return smt(c[0]);
    std::string s = "(or";
    for (const Atom& a : c) s += " " + smt(a);
    return s + ")";
}

std::string smt(const Clauses& cs) {
    if (cs.empty()) return "true";
    if (cs.size() == 1) return smt(cs[0]);
    std::string s = "(and";
    for (const Clause& c : cs) s += "\n  " + smt(c);
    return s + ")";
}

std::string smt(const Update& u) {
    const std::string lhs = varName(int{kNext} + int{u.field});
    if (!u.orMax) return "(= " + lhs + " " + smt(u.value) + ")";
    const std::string x = smt(u.value), y = smt(*u.orMax);
    return "(= " + lhs + " (ite (>= " + x + " " + y + ") " + x + " " + y + "))";
}

// ---- faults -----------------------------------------------------------------------------------

namespace {

// Alterations of one Lin: constant +-1, each term dropped.
template <class Visit>
void alterLin(Lin& x, const std::string& what, Visit&& visit) {
    for (int delta : {+1, -1}) {
        x.constant += delta;
        visit(what + " constant " + (delta > 0 ? "+1" : "-1"));
        x.constant -= delta;
    }
    for (std::size_t t = 0; t < x.terms.size(); ++t) {
        const auto term = x.terms[t];
        x.terms.erase(x.terms.begin() + static_cast<std::ptrdiff_t>(t));
        visit(what + " without " + varName(term.first));
        x.terms.insert(x.terms.begin() + static_cast<std::ptrdiff_t>(t), term);
    }
}

// Each atom of a disjunction dropped.
template <class Visit>
void dropAtoms(Clause& c, const std::string& what, Visit&& visit) {
    if (c.size() < 2) return;
    for (std::size_t i = 0; i < c.size(); ++i) {
        const Atom a = c[i];
        c.erase(c.begin() + static_cast<std::ptrdiff_t>(i));
        visit(what + " without atom " + std::to_string(i));
        c.insert(c.begin() + static_cast<std::ptrdiff_t>(i), a);
    }
}

template <class Visit>
void alterExact(Clauses& cs, const std::string& what, Visit&& visit) {
    for (std::size_t j = 0; j < cs.size(); ++j) {
        const std::string w = what + " " + std::to_string(j) + " " + smt(cs[j]);
        for (std::size_t i = 0; i < cs[j].size(); ++i) alterLin(cs[j][i].e, w + " atom " + std::to_string(i), visit);
        dropAtoms(cs[j], w, visit);
    }
}

template <class Visit>
void strengthen(Clauses& cs, const std::string& what, Visit&& visit) {
    for (std::size_t j = 0; j < cs.size(); ++j) {
        const std::string w = what + " " + std::to_string(j) + " " + smt(cs[j]);
        for (std::size_t i = 0; i < cs[j].size(); ++i) {
            Atom& a = cs[j][i];
            const std::string wa = w + " atom " + std::to_string(i);
            if (a.rel == Atom::Ge) {
                a.e.constant -= 1;
                visit(wa + " constant -1");
                a.e.constant += 1;
            } else if (a.rel == Atom::Eq && cs[j].size() == 1) {
                for (int delta : {+1, -1}) {
                    a.e.constant += delta;
                    visit(wa + " constant " + (delta > 0 ? "+1" : "-1"));
                    a.e.constant -= delta;
                }
            }
        }
        dropAtoms(cs[j], w, visit);
    }
}

}  // namespace

int forEachFault(const Description& original, const std::function<void(const std::string&, const Description&)>& visit) {
    Description d = original;
    int count = 0;
    auto go = [&](const std::string& what) {
        ++count;
        visit(what, d);
    };
    for (Kind& k : d.kinds) {
        const std::string name = k.name + ":";
        Pattern& p = k.pattern;
        if (p.kind != model::Action::Done) {
            p.chip = other(p.chip);
            go(name + " pattern chip changed");
            p.chip = other(p.chip);
        }
        if (p.kind == model::Action::Place) {
            const Target t = p.target;
            for (Target u : {Target::Empty, Target::Single, Target::Long})
                if (u != t) {
                    p.target = u;
                    go(name + " pattern target changed");
                    p.target = t;
                }
            if (t != Target::Empty) {
                p.top = other(p.top);
                go(name + " pattern top changed");
                p.top = other(p.top);
            }
        }
        if (p.kind == model::Action::DiscardPrisoner || p.kind == model::Action::DonatePrisoner || p.kind == model::Action::Done) {
            const auto kind = p.kind;
            for (auto alt : {model::Action::DiscardPrisoner, model::Action::DonatePrisoner, model::Action::Done})
                if (alt != kind) {
                    p.kind = alt;
                    go(name + " pattern kind changed");
                    p.kind = kind;
                }
        }
        alterExact(k.guard, name + " guard", go);
        strengthen(k.pile, name + " pile", go);
        for (Update& u : k.next) {
            const std::string w = name + " next " + fieldName(u.field);
            alterLin(u.value, w, go);
            if (u.orMax) {
                alterLin(*u.orMax, w + " (joining pile)", go);
                const Lin joining = *u.orMax;
                u.orMax.reset();
                go(w + " without its max");
                u.orMax = joining;
            }
        }
    }
    strengthen(d.realizable, "realizable", go);
    return count;
}

}  // namespace gameaudit::prover::sls
