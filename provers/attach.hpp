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
