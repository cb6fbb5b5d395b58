#pragma once
// The paper's Strategy Σ, as it defines it: a strategy (models/sls/strategy.hpp) that the oracles
// judge (oracles/sls/endgame_oracle.hpp's StrategyChecker, oracles/sls/compact_table.hpp's
// CompactStrategy) and never contain.
#include <optional>

#include "models/sls/endgame.hpp"
#include "models/sls/strategy.hpp"

namespace gameaudit::sls {

// Strategy Σ for the player whose decision it is. v2 (Definition 2.6): capture every own-colour
// pile, discarding an opponent chip from it when there is one (else an own chip); discard all
// prisoners; then top the longest opponent-colour pile with an own chip, or an empty pile if
// there is none. v1 (§2.2): captured long piles lose all their opponent chips, a captured
// singleton one own chip; prisoners are otherwise kept. In the other player's windows Σ passes.
enum class SigmaVersion { V1, V2 };
std::optional<Step> sigma(const State& s, Rules rules, SigmaVersion version = SigmaVersion::V2);
// Σ's step without its words, for the solvers: a DiscardPrisoner or Discard may stand for
// several chips at once (v2 step 2, v1's captures).
std::optional<Option> sigmaMove(const State& s, Rules rules, SigmaVersion version = SigmaVersion::V2);
Strategy sigmaStrategy(Rules rules, SigmaVersion version = SigmaVersion::V2);
StrategyMove sigmaMoves(Rules rules, SigmaVersion version = SigmaVersion::V2);

}  // namespace gameaudit::sls
