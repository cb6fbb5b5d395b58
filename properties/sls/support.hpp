#pragma once
// Shared shape of the So Long Sucker endgame claims: domains of game states by board type,
// and properties "W wins", "W wins by applying Σ at every round", "B wins iff formula".
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/check.hpp"
#include "core/paper_context.hpp"
#include "models/sls/endgame.hpp"
#include "models/sls/reduction.hpp"
#include "models/sls/sigma.hpp"
#include "oracles/sls/endgame_oracle.hpp"

namespace gameaudit::sls {

// What the claims' memoised searches keep between queries (EndgameOracle::limitCache): random
// cases far above the compact tables then hold one case's search at a time.
constexpr std::size_t kSearchCacheBytes = std::size_t{128} << 20;

// The oracles shared by every claim, one per rule set (solved lazily, kept between claims).
EndgameOracle& oracle(Rules rules);
// An oracle that never reads the compact tables, one per rule set: its memoised search keys every
// empty pile, where the tables rank k > n piles as k = n.
EndgameOracle& searchOracle(Rules rules);
// Σ's checker for `player` under `rules` and the given version of Σ.
StrategyChecker& sigmaChecker(Rules rules, Colour player, SigmaVersion version = SigmaVersion::V2);
// Solves the compact tables a check to `bound` chips reads: best play, and Σ's of the given
// version. Throws InputError, before allocating, when they would not fit (and for a bound past
// the model's limits).
void solveTables(std::int64_t bound, const std::vector<Rules>& best,
                 const std::vector<std::pair<Rules, SigmaVersion>>& sigma = {});

// The board types of v2 §3–5 (v1 Definitions 2.12, 2.16, 2.25, 2.30), by the numbers h of long
// b-piles and ℓ of long r-piles.
enum class BoardType { TypeI, GeneralizedTypeI, TypeII, GeneralizedTypeII, General };
bool hasType(const State& s, BoardType type);
std::string typeName(BoardType type);

// v1 defines generalized type I and type II boards for k >= 2 piles only.
Domain<State> atLeastTwoPiles(Domain<State> d);

// Every Play state with Blue to play and a board of the given type; size = total chips, and
// states are enumerated by chips, then piles. k > n piles are left out: with n chips at most
// n piles are ever non-empty, so extra empty piles only copy a state with k = n.
Domain<State> states(BoardType type, Colour mover = Blue);

// Every state where B holds a b chip and some pile is topped b (v2 Proposition 2.4's case).
Domain<State> bChipAndBPile();

// The paper's quantities for Blue to play (B = (m_b, m_r), R = (n_b, n_r)).
struct Quantities {
    int mb, mr, nb, nr;
    int sumBeta;   // Σ |β_i|_b over long b-piles
    int sumRho;    // Σ |ρ_i|_r over long r-piles
    int maxRho;    // max |ρ_i|_r (0 if none)
    int h, l;      // numbers of long b-piles and long r-piles
    int betaB;     // |β|_b of the longest long b-pile (type II: the only one)
};
Quantities quantities(const State& s);
// The states of boards of type t (Blue to play) whose quantities satisfy `hypothesis`, the words.
Domain<State> where(BoardType t, std::function<bool(const Quantities&)> hypothesis, const std::string& words);
// v1 Proposition 2.33's hypothesis in its induction step on h (h = 0 and h = 1 are the base cases).
Domain<State> inductionOnH33();

std::string winText(Colour w);  // "B wins"

// A claim of `paper` judged by the exact oracle and Σ's checker, on their compact tables.
ClaimInfo endgameClaim(const PaperContext& paper, std::string id, std::string where, std::string statement,
                       std::string reading, std::int64_t bound);

// "claimed(s) wins" judged by the oracle; the witness is the oracle's line of play.
Property<State> winnerProperty(Domain<State> d, std::function<Colour(const State&)> claimed, Rules rules = Rules::Full);
// "`who` wins" on every state of d.
Property<State> winsProperty(Domain<State> d, Colour who, Rules rules = Rules::Full);
// "B wins iff blueWins(the state's quantities)".
Property<State> iffProperty(Domain<State> d, std::function<bool(const Quantities&)> blueWins, Rules rules = Rules::Full);
// "`who` wins by applying Σ at every round": Σ's checker must win from every state.
Property<State> sigmaProperty(Domain<State> d, Colour who, Rules rules = Rules::Full,
                              SigmaVersion version = SigmaVersion::V2);
// "whenever a player has a winning strategy, Σ is one": Σ wins for the oracle's winner.
Property<State> sigmaWheneverProperty(Domain<State> d, Rules rules = Rules::Full,
                                      SigmaVersion version = SigmaVersion::V2);

// The top colour of a pile of the rules engine's position (-1: empty).
int topOf(const RulesEngine& e, int pile);
// Which placements (chip, pile, from the engine's start position) a claim is about.
using PlacementFilter = std::function<bool(const RulesEngine& start, int chip, int pile)>;
// Every placement of B from a state of d (those `wanted` picks), on the general rules engine,
// passes `check`; the first that fails is the verdict.
Property<State> everyPlacement(Domain<State> d, std::function<Judgement(const State&, const EngineOutcome&)> check,
                               PlacementFilter wanted = AllPlacements{});

}  // namespace gameaudit::sls
