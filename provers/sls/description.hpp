#pragma once
// ONE description of the So Long Sucker endgame's steps over the aggregates (issue 22, build
// item 2): every kind of step (colour placed x target: an empty pile, a singleton of either
// colour, a long pile of either colour with its (a, d); the capturer's discard; the windows of
// Rules::Full) as data, which C++ evaluates (tests/sls_prover compares it with the engine on every
// state to a bound) and which prints as SMT-LIB (QF_LIA) terms for the solvers.
//
// A kind is written for a concrete mover, so each field's successor is a linear expression in
// the current aggregates and the touched pile's parameters:
//   a, d  the touched long pile's own-colour and other-colour counts;
//   r     the largest own count of the other piles of its class (the class's new max).
// Where a pile joins a class, the class's new max is exact: max(old max, new pile's a). Where a
// pile leaves, the new max r is only related to the old one, M = max(r, a), and r obeys the rest's
// realizability: it is a parameter, not a function of the aggregates.
//
// Entries are of two sorts. A kind's guard says when the engine has the step: it must be exact
// (the step exists iff the guard holds). Its successor updates are exact too. Realizability
// constraints (of a state, of the touched pile and of the rest of its class) are multiset facts
// that every real state satisfies: they are necessary, not sufficient (e.g. S <= n * M is not
// linear and is left out), so only a strengthening of one of them is a fault.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "provers/sls/aggregates.hpp"

namespace gameaudit::prover::sls {

// Variables: the current aggregates (0 .. kFields-1), the successor's (kNext + field), and the
// touched pile's parameters.
enum Var : int { kNext = kFields, kA = 2 * kFields, kD, kR, kVars };
std::string varName(int v);  // "long_b", "next_long_b", "a", "d", "r"

// constant + sum of coefficient * variable.
struct Lin {
    std::int64_t constant = 0;
    std::vector<std::pair<int, std::int64_t>> terms;  // (variable, coefficient), coefficient != 0
};
Lin num(std::int64_t c);
Lin var(int v);
inline Lin cur(Field f) { return var(f); }
inline Lin nxt(Field f) { return var(int{kNext} + int{f}); }
Lin operator+(Lin x, const Lin& y);
Lin operator-(Lin x, const Lin& y);
Lin operator*(std::int64_t k, Lin x);
inline Lin operator+(Lin x, std::int64_t c) { return std::move(x) + num(c); }
inline Lin operator-(Lin x, std::int64_t c) { return std::move(x) - num(c); }

struct Atom {
    enum Rel : std::uint8_t { Ge, Eq, Ne } rel;  // e >= 0, e = 0, e != 0
    Lin e;
};
Atom ge(const Lin& x, const Lin& y);  // x >= y
Atom le(const Lin& x, const Lin& y);  // x <= y
Atom eq(const Lin& x, const Lin& y);
Atom ne(const Lin& x, const Lin& y);
using Clause = std::vector<Atom>;  // a disjunction
using Clauses = std::vector<Clause>;  // a conjunction

// Which engine decision a kind is (model::Action): the kind of decision, the colour placed or
// discarded, and for a placement its target (an empty pile, a singleton or a long pile, and that
// pile's top colour).
enum class Target : std::uint8_t { None, Empty, Single, Long };
struct Pattern {
    model::Action::Kind kind = model::Action::Place;
    model::Colour chip = model::Blue;  // not read for Done
    Target target = Target::None;
    model::Colour top = model::Blue;   // read for Single and Long only
    bool operator==(const Pattern& o) const;
};
std::string show(const Pattern& p);

// The successor's field = value, or max(value, *orMax) where a pile joins a class.
struct Update {
    Field field;
    Lin value;
    std::optional<Lin> orMax;
};

struct Kind {
    std::string name;  // "B places r on a long b-pile (extends it)"
    Pattern pattern;
    Clauses guard;  // exact, over the current aggregates only: the engine has this step iff they hold
    Clauses pile;   // necessary, for Long targets: the touched pile (a, d) and the rest of its class (r)
    std::vector<Update> next;  // one per field, in field order: the successor
    model::Colour mover = model::Blue;   // the state's mover and phase, as the guard requires them:
    model::Phase phase = model::Phase::Play;  // names for the labelling (labelling.hpp), not read by the checks
    bool touchesLongPile() const { return pattern.target == Target::Long; }
};

struct Description {
    model::Rules rules;
    std::vector<Kind> kinds;  // for each mover and phase
    Clauses realizable;       // necessary, over the current aggregates: every real state satisfies them
};

// The description of the two-colour endgame under `rules` (Full: with the windows).
Description describe(model::Rules rules);
// The realizability constraints of a class of long piles with n piles, own sum S, other sum T, max M.
Clauses classRealizable(const Lin& n, const Lin& S, const Lin& T, const Lin& M);

// Evaluation, on values of every variable.
using Values = std::vector<std::int64_t>;  // kVars entries
std::int64_t eval(const Lin& x, const Values& v);
bool holds(const Atom& a, const Values& v);
bool holds(const Clause& c, const Values& v);
bool holds(const Clauses& cs, const Values& v);
// The successor values the updates give (the parameters a, d, r read from v).
std::int64_t successor(const Update& u, const Values& v);
bool successorMatches(const Kind& k, const Values& v);  // every next field as its update gives

// SMT-LIB (QF_LIA) terms.
std::string smt(const Lin& x);
std::string smt(const Atom& a);
std::string smt(const Clause& c);
std::string smt(const Clauses& cs);      // (and ...) or true
std::string smt(const Update& u);         // (= next_f value) or (= next_f (ite ...))

// Faults: each single alteration of an entry that makes the description wrong. Exact entries
// (guards, updates, patterns): each atom's constant +-1, each term dropped, each atom of a
// disjunction dropped; a pattern's chip, target or top changed. Necessary entries (realizability
// of states, touched piles and rests): each strengthening: a >= atom's constant -1, an atom of a
// disjunction dropped, a lone = atom's constant +-1.
// Calls visit(what, faulty) for each, `what` naming the entry and the alteration
// ("B places b on an empty pile: guard 2 atom 0 constant +1"); returns how many.
int forEachFault(const Description& d, const std::function<void(const std::string&, const Description&)>& visit);

}  // namespace gameaudit::prover::sls
