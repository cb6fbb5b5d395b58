#pragma once
// Proofs for every size attached to a user's claim: a WS1S rules encoding of the game (binary or
// Fibonacci numeration, provers/ws1s.hpp, provers/fibonacci.hpp) and a proof written over it
// (prover::outcomeProof, prover::grundyProof). Before MONA's answer counts, the encoding's moves
// are compared with the game's own options on every pair of positions up to a size: where they
// differ, the claim is an ERROR naming the pair, never PROVED.
#include <cstdint>
#include <vector>

#include "api/game.hpp"
#include "provers/attach.hpp"

namespace gameaudit {

// `spec` decides its claim (spec.claim, registered) for every size; its encoding (spec.rules,
// positions X1..XK) is first compared with `game` on every pair of positions of stacks up to `size`.
template <std::size_t K>
void attachProof(Registry& registry, const ImpartialGame<Tuple<K>>& game, prover::ProofSpec spec,
                 std::int64_t size = prover::defaultRulesCheckSize(static_cast<int>(K))) {
    prover::attach(
        registry, std::move(spec),
        [game](const std::vector<std::int64_t>& x) {
            Tuple<K> p{};
            for (std::size_t i = 0; i < K; ++i) p[i] = x[i];
            std::vector<std::vector<std::int64_t>> options;
            for (const Tuple<K>& q : game.options(p)) options.emplace_back(q.begin(), q.end());
            return options;
        },
        size);
}

// The same for a game on one heap (positions X1).
inline void attachProof(Registry& registry, const ImpartialGame<std::int64_t>& game, prover::ProofSpec spec,
                        std::int64_t size = prover::defaultRulesCheckSize(1)) {
    prover::attach(
        registry, std::move(spec),
        [game](const std::vector<std::int64_t>& x) {
            std::vector<std::vector<std::int64_t>> options;
            for (std::int64_t q : game.options(x[0])) options.push_back({q});
            return options;
        },
        size);
}

}  // namespace gameaudit
