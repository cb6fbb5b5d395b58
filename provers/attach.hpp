#pragma once
// Joins the prover to the bounded check: a claim with a ProofSpec is checked as before AND
// decided by MONA; the two must agree, and a refutation must be confirmed by the oracle.
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string_view>
#include <vector>

#include "core/claim.hpp"
#include "provers/ws1s.hpp"

namespace gameaudit::prover {

// Decides the spec with MONA: Proved, Refuted (with `counterexample` in the claim's notation,
// not yet confirmed) or Undecided with the reason.
Proof decide(const ProofSpec& spec, double timeLimit, std::string* counterexample);

// The bounded result joined with the proof: PROVED adds "every size" to a HOLDS; a refutation
// the oracle (evaluate) confirms stands; a proof against a counterexample, or a refutation the
// oracle denies, is an ERROR.
void join(Result& r, Proof proof, const std::string& counterexample, const Claim& claim);

// A proof attached to a claim. Its programs can be large (the every-L staircases' run to
// megabytes), so they are written when first needed: a process that never decides the claim,
// or only lists the claims, does not pay for them.
class AttachedProof {
public:
    AttachedProof(std::string claim, std::function<ProofSpec()> write);
    const std::string claim;
    const ProofSpec& spec() const;  // written once, on the first call
private:
    std::function<ProofSpec()> write_;
    mutable std::once_flag written_;
    mutable std::optional<ProofSpec> spec_;
};

// Makes `claim` also run the prover in `check`, with the spec `write` returns when first needed.
void attach(Registry& registry, std::string claim, std::function<ProofSpec()> write);
// The same with a spec already written (for proofs whose programs are small).
void attach(Registry& registry, ProofSpec spec);

// The C++ model's options of a position given as its numbers (a rules encoding's X1..Xk).
using ModelOptions = std::function<std::vector<std::vector<std::int64_t>>(const std::vector<std::int64_t>&)>;

// Compares the move relation of `rules` with the model's options on every pair of positions whose
// numbers are all in [0, size] (the encoding evaluated by MONA's automaton of it): the first pair
// where they differ, described with `show`, or nothing when they agree everywhere.
std::optional<std::string> compareRules(const RulesEncoding& rules, const ModelOptions& model, std::int64_t size,
                                        const std::function<std::string(const std::vector<std::int64_t>&)>& show,
                                        double timeLimit);
// The size compareRules is given by default: every pair of positions of k numbers up to it is
// about 2 million pairs (k = 1: 64, k = 2: 37, k = 3: 10).
std::int64_t defaultRulesCheckSize(int k);

// As attach(registry, spec), for a proof over its rules encoding (spec.rules, from outcomeProof
// or grundyProof) written apart from the C++ model: before MONA's answer counts, the encoding's
// moves are compared with the model's on every pair of positions up to `size`, and a pair where
// they differ makes the claim an ERROR naming it; MONA is then not run.
void attach(Registry& registry, ProofSpec spec, ModelOptions model, std::int64_t size);

// A proof other than a MONA run (e.g. a finite check that a theorem lifts to every size): given
// the time limit, it returns the proof and, when it refutes the claim, the counterexample in the
// claim's notation, which the oracle must confirm. Joined to the bounded check as a MONA proof is.
using Decide = std::function<Proof(double timeLimit, std::string* counterexample)>;
void attachDecision(Registry& registry, std::string claim, Decide decide);

// Every proof attached so far (all of them once Registry::instance() has run).
const std::vector<std::shared_ptr<const AttachedProof>>& attached();

// Records, in one line, why claims are left to the bounded check: `claims` is a claim id, or a
// family of ids ending in '*' ("sls-v2/prop3.*"). The most specific pattern names a claim's
// reason; a proof attached to the claim, or a certificate of its own, supersedes it.
void leaveToBoundedCheck(Registry& registry, std::string claims, std::string reason);

// Every reason recorded so far, by pattern (all of them once Registry::instance() has run).
const std::map<std::string, std::string>& boundedCheckReasons();
// The reason for claim `id` by the most specific pattern that names it, if any.
std::optional<std::string> boundedCheckReason(std::string_view id);

}  // namespace gameaudit::prover
