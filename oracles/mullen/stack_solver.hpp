#pragma once
// Memoised solvers of Mullen's (2016) stack games from their rules (oracles/impartial.hpp), for
// any number of stacks; oracles/mullen/stack_table.hpp holds the dense tables of K <= 4 stacks.
#include <cstdint>
#include <vector>

#include "models/mullen/max_nim.hpp"
#include "models/mullen/stack_games.hpp"
#include "oracles/impartial.hpp"

namespace gameaudit::games {

using StackSolver = ImpartialSolver<Stacks, StacksHash>;
// A memoised solver over canonical positions (pass normalized positions).
StackSolver solver(const StackGame& g, Play play = Play::Normal);

// Grundy values g(0..upTo) of Maximum NIM under the rule f.
std::vector<unsigned> maxNimGrundy(const Rule& f, std::int64_t upTo);

}  // namespace gameaudit::games
