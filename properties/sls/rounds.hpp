#pragma once
// Proof steps of the So Long Sucker endgame propositions, played out: the winner W applies Σ
// at every decision of theirs, the loser's decisions are all explored, and a step's conclusion
// is checked at the state the proof names ("the move goes back to B", "we now have first
// player ...").
#include <cstdint>
#include <optional>
#include <string>

#include "oracles/sls/strategy_rounds.hpp"
#include "properties/sls/support.hpp"

namespace gameaudit::sls {

// The rules, and the version of Σ the winner follows.
struct SigmaPlay {
    Rules rules = Rules::Full;
    SigmaVersion version = SigmaVersion::V2;
};

// Where blueStep checks its conclusion: once B, active again, has made Σ's captures (the proofs'
// cases), or as R's round is over (the statements' words): B's first placement due, any capture
// R's last move set up completed and the windows passed.
enum class StepEnd { AfterCaptures, RoundOver };
// B wins (B is first player): B plays Σ's round, R plays any round, then B plays Σ's steps 1
// (and, for v2, 2): captures of every b-pile and the discard of prisoners. The conclusion is
// checked at `end`, unless R was out of chips (eliminated).
Property<State> blueStep(Domain<State> d, SigmaPlay play, StepConclusion conclusion, StepEnd end = StepEnd::AfterCaptures);
// R wins (B is first player): B plays any round, R plays Σ's round; the conclusion is checked
// as B's next turn starts, unless B is out of chips (eliminated). `bAllowed` restricts B's
// placements (e.g. "B does not place a chip on β").
Property<State> redStep(Domain<State> d, SigmaPlay play, StepConclusion conclusion,
                        std::function<bool(const State&, const Action&)> bAllowed = {});
// B plays any round, R's decisions follow Σ; the conclusion is checked at the first state of the
// round where `reached` holds (rounds that end without reaching it are not the step's case).
Property<State> blueRoundUntil(Domain<State> d, SigmaPlay play, std::function<bool(const State&)> reached,
                               StepConclusion conclusion);
// B plays Σ's round (R's decisions, in windows, explored); the conclusion is checked as R's turn starts.
Property<State> blueSigmaRound(Domain<State> d, SigmaPlay play, StepConclusion conclusion);
// B plays Σ's steps 1 (and 2 for v2) only: the conclusion is checked before B's placement.
Property<State> blueSigmaCaptures(Domain<State> d, SigmaPlay play, StepConclusion conclusion);

// The readings' account of the proof steps' default bound (14 chips).
extern const std::string kStepBounds;
// A proof step's claim of `paper`, its reading followed by kStepBounds.
ClaimInfo stepClaim(const PaperContext& paper, std::string id, std::string where, std::string statement, std::string reading);

// "B = (m_b, m_r), R = (n_b, n_r) on <state>": where a step's conclusion fails.
std::string handsAndBoard(const State& s);
// A step's conclusion: nullopt if `ok`, else the state `end` it fails at.
std::optional<std::string> unless(bool ok, const State& end);

// v1's inductive parameters: n of Proposition 2.27 (v2's (2)), m of Proposition 2.33 (v2's (28)).
int chipsBoundRed(const State& s);   // n_b + n_r + Σ(|ρ_i| − 1) − max|ρ_i|
int chipsBoundBlue(const State& s);  // m_b + m_r + Σ(|β_i| − 1) − 1
// v2's (2), as its text describes it: R's chips if, after B's round of Σ (which tops the longest
// long r-pile, if any), R captured every r-pile left and placed a chip. With ℓ >= 1 this is v1's
// n; with ℓ = 0 it is n_b + n_r − 1.
int chipsBoundRedV2(const State& s);

// R's winning conditions as B's turn starts, board type included: Theorem 3.4 (v1 2.15) on a type I
// board, m_b <= n_r; Theorem 4.12 (v1 2.34) on a generalized type II board, m_b = 0 or
// m_b + Σ|β_i|_b <= n_r.
bool typeIRed(const State& e);
bool genIIRed(const State& e);

// Whether a placement is allowed when B never places a chip on a long b-pile (β) in their round
// (v1 Proposition 2.22, v2 Proposition 4.5); R's placements are all allowed.
bool notOnBeta(const State& s, const Action& a);

}  // namespace gameaudit::sls
