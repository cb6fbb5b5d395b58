#pragma once
// NIM and its self-referential variants from Mullen (2016), each written from its rules.
// Every move of these games lowers one stack; a stack lowered to 0 ceases to exist, so a
// position is a list of stacks in which zeros stand for stacks that are gone.
#include <cstdint>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "core/outcome.hpp"

namespace gameaudit::games {

using Stacks = std::vector<std::int64_t>;

// A move sets stack `stack` (an index into the position) to the smaller value `to`.
struct Move {
    std::size_t stack;
    std::int64_t to;
};
// Returns false to stop the enumeration of moves.
using MoveVisitor = std::function<bool(Move)>;

struct StackGame {
    std::string name;    // "MINNIE"
    std::string prefix;  // notation, e.g. "M" gives M[3,4,7]
    // Visits every legal move, stack by stack in the given order, smaller `to` first.
    std::function<void(std::span<const std::int64_t>, const MoveVisitor&)> moves;
    // Optional, the rule one move at a time: whether lowering stack m.stack to m.to
    // (0 <= m.to < that stack) is legal, accepting exactly the moves `moves` visits. With it a
    // table asks about the few moves to P-positions instead of trying every move.
    std::function<bool(std::span<const std::int64_t>, Move)> legal = nullptr;
};

// NIM: remove any positive number of chips from one stack.
StackGame nim();
// MINNIE: remove 1..(smallest stack) chips from one stack.
StackGame minnie();
// MINE: MINNIE where no move may leave two stacks with the same number of chips.
StackGame mine();
// NIMB: NIM where every move must change the minimum non-zero stack size.
StackGame nimb();
// NIMTB: every move changes the minimum and the maximum stack size, and neither the
// position nor the option has two equal stacks (criterion 3 of §3).
StackGame nimtb();
// Greedy NIM: remove any positive number of chips from a largest stack.
StackGame greedyNim();
// SUSEN: the stack sizes are the subtraction set.
StackGame susen();
// JENNIFER: the subtraction set is every positive value except the stack sizes.
StackGame jennifer();

const std::vector<StackGame>& stackGames();  // all of the above

// The options of a position, each stack left in its place (zeros kept), in move order.
std::vector<Stacks> optionsInPlace(const StackGame& g, const Stacks& s);
// The canonical form of a position: zeros dropped, stacks sorted.
Stacks normalized(Stacks s);
std::string show(const StackGame& g, const Stacks& s);

struct StacksHash {
    std::size_t operator()(const Stacks& s) const noexcept;
};

}  // namespace gameaudit::games
