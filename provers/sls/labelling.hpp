#pragma once
// Theorem 5.4's labelling over the aggregates (issue 22): "the mover wins" iff the theorem's
// formula F holds for the mover (v2 Theorem 5.4, v1 Theorem 2.39), a capture node by "some
// discard leads to F" (the discards read off the description), with obligations generated from
// the description of the step kinds (description.hpp) and from Σ's choice of kind:
//   label/terminal        a terminal state is labelled lost for its mover;
//   label/loser/<kind>    where the decider is labelled the loser, every step of every kind
//                         keeps the label's winner;
//   label/sigma/<branch>  where the decider is labelled the winner, Σ's step (v2 Definition 2.6:
//                         the branch's kind, on the pile Σ picks) keeps the winner;
//   label/sigma/covers    where the decider is labelled the winner, some branch of Σ applies
//                         and its kind's (exact) guard holds: Σ's step is legal;
//   label/sigma-v1/...    the same for v1's Σ (v1 §2.2: no step 2, and in a capture every
//                         opponent chip of the pile discarded), for sls-v1/lem2.40.
// With the description's measure (termination) these make the labelling the outcome and Σ a
// winning strategy for the labelled winner (the meta-theorem: a locally consistent labelling of
// a well-founded game is its outcome). Where a pile leaves its class, that class's new max is
// only bounded (description.hpp); boundedMaxReads checks that no successor's label reads it.
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "models/sls/sigma.hpp"
#include "provers/sls/obligations.hpp"

namespace gameaudit::prover::sls {

// A boolean combination of atoms (labels and Σ's conditions are not clause sets).
struct Prop {
    enum Op : std::uint8_t { Leaf, And, Or, Not } op = And;
    Atom atom{};
    std::vector<Prop> kids;
};
Prop leaf(const Atom& a);
Prop all(std::vector<Prop> ps);
Prop any(std::vector<Prop> ps);
Prop neg(Prop p);
Prop prop(const Clauses& cs);
bool holds(const Prop& p, const Values& v);
std::string smt(const Prop& p);
void variables(const Prop& p, std::set<int>& out);

// Theorem 5.4's formula, or a deliberately wrong variant of it (or of Σ) that the prover must refute.
enum class Variant {
    Theorem,
    NoMax,         // without − max|ρ_i|_r
    GeForGt,       // >= for >
    NoNrZero,      // without "or n_r = 0"
    OffByOne,      // m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r + 1
    SigmaAnyPile,  // the formula, but Σ tops any long opponent pile instead of the largest
};
std::string show(Variant v);
constexpr Variant kVariants[] = {Variant::Theorem, Variant::NoMax, Variant::GeForGt,
                                 Variant::NoNrZero, Variant::OffByOne, Variant::SigmaAnyPile};

// A state's fields as linear expressions: the current ones, the successor's, or a discard's result.
using Reading = std::function<Lin(Field)>;
Reading current();
Reading successor();
Lin read(const Lin& x, const Reading& get);  // x, written over the current fields, read through get

// F for player x to move when x's turn starts: m_x > 0 and (n_y = 0 or
// m_x + Σ own_x > n_y + Σ own_y − max own_y), with m_x = hand[x][x] and n_y = hand[y][y].
Prop formula(model::Colour x, const Reading& get, Variant v);
// The label "the mover wins" for a known mover and phase: F, or in a capture "some discard of
// the description's leads to F".
Prop moverWins(const Description& d, model::Colour mover, model::Phase phase, const Reading& get, Variant v);
// The same for any mover and phase (a disjunction over them).
Prop moverWins(const Description& d, const Reading& get, Variant v);

// One branch of Σ for the decider (v2 Definition 2.6, or v1 §2.2 with `version` V1): when it
// applies, the kind it takes and the pile it picks (a = the class's max: the longest pile of a
// colour has the largest own count).
struct SigmaBranch {
    std::string name;
    Prop when;     // over the current aggregates, mover and phase included
    Kind kind;     // the description's kind, or one of Σ's own (several engine actions): v2's "discard
                   // every prisoner", v1's "discard every opponent chip of the captured pile"
    Clauses pile;  // the touched long pile Σ picks
    bool engineKind = true;
};
std::vector<SigmaBranch> sigmaBranches(const Description& d, Variant v, model::SigmaVersion version = model::SigmaVersion::V2);

std::vector<Obligation> labelObligations(const Description& d, Variant v);
// The part of the labelling's obligations about Σ (label/sigma/<branch>, label/sigma/covers, and
// the lowered measure and realizability of Σ's own steps); v1's Σ's are named label/sigma-v1/....
std::vector<Obligation> sigmaObligations(const Description& d, Variant v, model::SigmaVersion version);
// Everything the theorem rests on: the description's obligations (obligations.hpp) and the labelling's.
std::vector<Obligation> theoremObligations(model::Rules rules, Variant v = Variant::Theorem);

// The kinds (description's and Σ's) whose successor's label reads a field the kind only bounds
// (a class's max after a pile leaves it), each as "kind: field"; empty when none does.
std::vector<std::string> boundedMaxReads(const Description& d, Variant v);

// One SMT-LIB script holding every obligation, re-runnable with either solver: for each, a
// (check-sat) that must answer sat (the hypothesis can hold) then one that must answer unsat.
// `shared` names terms that many obligations repeat (define-fun'd once, each occurrence replaced by
// its name: the same formula, a smaller file).
std::string certificate(const std::vector<Obligation>& obs, const std::string& header,
                        const std::vector<std::pair<std::string, std::string>>& shared = {});
// The labelling's shared terms: the decider is the labelled winner, the winner is kept, realizable
// now and next.
std::vector<std::pair<std::string, std::string>> sharedTerms(const Description& d, Variant v = Variant::Theorem);
// Runs the certificate with the solver: "" if every answer is as it must be, else what differs;
// `unproved` gets the index of each obligation whose answers are not sat then unsat.
std::string runCertificate(const std::vector<Obligation>& obs, const std::string& script, Solver solver, double timeLimit,
                           double* seconds = nullptr, std::vector<std::size_t>* unproved = nullptr);

// A state of the engine with the current aggregates of `v` (and, for a kind touching a long pile,
// that pile's (a, d) on the board, the rest of its class with largest own count r); nullopt when
// the values are no real state (the realizability constraints are necessary only).
std::optional<model::State> realState(const Values& v, const Kind* k = nullptr);
// An SMT-LIB term keeping counterexamples small and real: at most two long piles of a colour
// (then own <= piles * max is linear) and 12 chips.
std::string smallStates();

}  // namespace gameaudit::prover::sls
