#pragma once
// The two-outcome winner function of a game whose every move lowers one coordinate strictly,
// though not every coordinate (NIM with Cash: the stones fall while the purses swap). The mover
// wins iff some move reaches a position the new mover loses; by induction on that coordinate
// the recursion has exactly one solution, so a predicate satisfying it is the winner function.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "provers/ws1s.hpp"

namespace gameaudit::prover {

// Every move from a position `inside` stays inside and lowers coordinate `measure` (1-based).
std::string movesLower(const RulesEncoding& g, int measure, const std::string& inside = "position");

// The claim "over the positions `domain`, the mover wins iff `claimedWins`" (formulas over
// X1..Xk), proved through the winner function `wins` (a formula over X1..Xk), which the
// recursion above shows is the game's. `definitions` are further predicates the formulas use
// (e.g. the class bounds of NIM with Cash), and `definitionsHold` a closed formula checked with
// the recursion (e.g. that those predicates satisfy the recursions defining them).
struct WinnerClaim {
    std::string claim, statement;
    RulesEncoding game;
    int measure = 1;
    std::string definitions, definitionsHold = "true";
    std::string wins, domain, claimedWins;
    std::function<std::string(const std::vector<std::int64_t>&)> show;
};
ProofSpec winnerProof(const WinnerClaim& c);

}  // namespace gameaudit::prover
