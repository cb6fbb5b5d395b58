#pragma once
// Obligations over the aggregates, generated from the description of the step kinds
// (description.hpp), never written by hand, each decided by an SMT solver as "the hypothesis is
// satisfiable" (no vacuous proof) and "the hypothesis and the negated conclusion are not".
//
// Families (issue 22's first ones; Theorem 5.4's labelling comes later):
//   measure        every realizable state's measure has no negative component;
//   termination    every step of every kind from a realizable state lowers the measure
//                  (chips, chips in hand, prisoners, window rank) lexicographically;
//   realizability  every successor of a realizable state is realizable;
//   progress       a realizable state has a step of some kind iff it is not terminal (the
//                  mover, to place, holds no chip).
#include <array>
#include <functional>
#include <string>
#include <vector>

#include "provers/sls/description.hpp"
#include "provers/sls/solver.hpp"

namespace gameaudit::prover::sls {

// A component of a measure: a linear expression in the current aggregates plus a constant by phase.
struct MeasureTerm {
    std::string name;
    Lin lin;
    std::array<std::int64_t, 4> byPhase{};  // Play, Capture, WindowWaiting, WindowMover
};
using Measure = std::vector<MeasureTerm>;
// (chips in play, chips in hand, prisoners, window rank: the waiting player's window 2, the mover's 1).
Measure terminationMeasure();
std::int64_t eval(const MeasureTerm& t, const Values& v, bool next = false);

// A terminal state: to place, and the mover holds no chip.
Clauses terminal();

// Lin over the current aggregates, read on the successor's.
Lin onNext(const Lin& x);
Clauses onNext(const Clauses& cs);

struct Obligation {
    std::string id;       // "Full/termination/B places b on an empty pile"
    std::string family;   // "termination"
    std::string hypothesis, conclusion;  // SMT-LIB terms over the variables of description.hpp
    std::function<bool(const Values&)> hypothesisHolds, conclusionHolds;  // the same, evaluated in C++
};
std::vector<Obligation> obligations(const Description& d, const Measure& m);
// The step of kind k from a realizable state (guard, touched pile, successor), as SMT-LIB and in C++.
std::string step(const Description& d, const Kind& k);
std::function<bool(const Values&)> stepHolds(const Description& d, const Kind& k);
// Kind k's termination and realizability obligations (obligations() makes them for every kind).
std::vector<Obligation> stepObligations(const Description& d, const Kind& k, const Measure& m);

// The SMT-LIB script, re-runnable with either solver: the hypothesis alone (check-sat, get-value),
// then with the negated conclusion (check-sat); with `counterexample`, only the latter, and its model.
std::string script(const Obligation& o, bool counterexample = false);

struct Verdict {
    enum Kind { Proved, Vacuous, Refuted, Unknown, Failed } kind = Failed;
    Values example;      // Refuted: the solver's counterexample (checked in C++); else its model of the hypothesis
    std::string detail;  // why, for Vacuous, Unknown and Failed
    double seconds = 0;
};
std::string show(Verdict::Kind k);
// Decides o with the solver. A model of the hypothesis or a counterexample that the C++
// evaluation does not confirm makes the verdict Failed: the printing and evaluation disagree.
Verdict decide(const Obligation& o, Solver solver, double timeLimit = 60);

}  // namespace gameaudit::prover::sls
