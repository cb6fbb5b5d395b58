#pragma once
// The subtraction game S(1,3,4): from a heap of n counters a move takes away 1, 3 or 4 of them;
// whoever cannot move loses. The oracle solves it from these rules alone.
#include <cstdint>
#include <vector>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "oracles/impartial.hpp"

namespace subtraction {

inline std::vector<std::int64_t> options(std::int64_t n) {
    std::vector<std::int64_t> after;
    for (std::int64_t take : {1, 3, 4})
        if (take <= n) after.push_back(n - take);
    return after;
}

inline bool moverWins(std::int64_t n) {
    static gameaudit::ImpartialSolver<std::int64_t> solver(options);
    return solver.moverWins(n);
}

// A claim that the P-positions are the heaps n with isP(n), checked for every n from 0 up.
inline gameaudit::Claim pPositionsAre(gameaudit::ClaimInfo info, bool (*isP)(std::int64_t)) {
    gameaudit::Property<std::int64_t> p{.domain = gameaudit::domains::integers("n")};
    p.predicate = [show = p.domain.show, isP](std::int64_t n) {
        auto outcome = [](bool p) { return p ? "P" : "N"; };
        return gameaudit::Judgement::compare(isP(n), !moverWins(n), outcome, [&] {
            return gameaudit::outcomeWitness<std::int64_t>(n, options, moverWins, show);
        });
    };
    return gameaudit::claim(std::move(info), std::move(p));
}

}  // namespace subtraction
