#pragma once
// The public API: define a game in a few lines and state conjectures on it.
//   api/game.hpp       ImpartialGame, PartizanGame, subtractionGame, takeAwayGame; positions: heaps, stacks
//   api/claims.hpp     pSet, grundyValue, canonicalValue, outcomes, strategyWins, winningMove, tables, family
//   api/concepts.hpp   what each builder needs of a game: a missing member is a compile error naming it
//   api/two_stack.hpp  two-stack take-away rules on solved bit tables (Wythoff, WYNNIE, ...)
//   api/stacks.hpp     games on K stacks whose moves lower one stack, on solved tables (NIM, MINNIE, ...)
//   api/octal.hpp      take-and-break games from their code (0.77, 0.07, 4.07, ...), periodicity proved
//   api/proofs.hpp     attachProof: a MONA proof for every size, its rules encoding compared with the game
// A claim is claim(ClaimInfo, property), registered inside GAMEAUDIT_REGISTER(registry) { ... };
// `registry.add(game.solver(example))` makes the game a `gameaudit solve` game.
#include "api/claims.hpp"
#include "api/concepts.hpp"
#include "api/game.hpp"
#include "api/octal.hpp"
#include "api/proofs.hpp"
#include "api/stacks.hpp"
#include "api/two_stack.hpp"
#include "core/check.hpp"
#include "core/domains.hpp"
#include "core/paper_context.hpp"
