#pragma once
// Definition 4.1 read literally ("Player 1 will be able to finish the game no matter what Player 2
// does if he takes min(A) the entire game"): the money a player spends taking min(A) on each move
// he makes, at worst over the opponent's moves. Money is lost only by moving (Definition 1.6: "A
// player's move consists of removing a ∈ A stones from the pile, and losing a dollars"), so the
// last turn, when the pile holds fewer than min(A) stones and the game ends, costs nothing. The
// oracle's M_p(n) (oracles/nim_cash/classes.hpp) also charges min(A) for that last turn.
#include <cstdint>

#include "properties/chen_gasarch/support.hpp"

namespace gameaudit::chen_gasarch {

// The least money with which Player p, taking min(A) on every move he makes, is never unable to
// pay for a move while at least min(A) stones remain, whatever the opponent takes: a recursion over
// the opponent's replies in the rules of NIM(A; n), written here independently of the oracle.
std::int64_t paidMovesM(Player p, const Moves& a, std::int64_t n);

// Classes with that M: upper when money >= U_p(n) (Definition 3.2), middle when not upper and
// money >= paidMovesM, lower otherwise.
bool lowerPaidMoves(Player p, const Position& g);

}  // namespace gameaudit::chen_gasarch
