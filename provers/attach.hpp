#pragma once
// Joins the prover to the bounded check: a claim with a ProofSpec is checked as before AND
// decided by MONA; the two must agree, and a refutation must be confirmed by the oracle.
#include <memory>
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

// Makes claim spec.claim also run the prover in `check`.
void attach(Registry& registry, ProofSpec spec);

// Every spec attached so far (all of them once Registry::instance() has run), for benchmarks.
const std::vector<std::shared_ptr<const ProofSpec>>& attached();

// Records why a claim a reader might expect proved is left to the bounded check.
void leaveToBoundedCheck(Registry& registry, std::string claim, std::string reason);

}  // namespace gameaudit::prover
