#pragma once
// Outcome table of a stack game on K stacks (K <= 4), zeros standing for emptied stacks.
// Positions are sorted K-tuples indexed in colex order, sum over i of C(s_i + i, i + 1):
// every move lowers one stack, which gives a colex-smaller tuple, so one pass in index
// order solves the table, and growing it keeps every index. One byte per position.
// A position is N when a legal move reaches a P-position: rather than try every move, the
// solver asks the rule about the few P-positions on each line through it (its other stacks
// fixed), listed as they are found, and falls back to the game's moves on a crowded line.
#include <cstdint>
#include <optional>
#include <vector>

#include "models/mullen/stack_games.hpp"

namespace gameaudit::games {

class StackTable {
public:
    StackTable(StackGame game, std::size_t stacks);

    // Solves every position whose stacks are all <= n (grows; never shrinks).
    void solveUpTo(std::int64_t n);
    std::int64_t solvedUpTo() const { return n_; }
    std::size_t stacks() const { return k_; }
    const StackGame& game() const { return game_; }

    // Positions of at most K stacks, each <= solvedUpTo(), in any order.
    bool isP(const Stacks& s) const;
    bool moverWins(const Stacks& s) const { return !isP(s); }
    // A move to a P-position, if any.
    std::optional<Stacks> winningOption(const Stacks& s) const;
    // The options of s (sorted, zeros kept: padded to K stacks).
    std::vector<Stacks> options(const Stacks& s) const;

private:
    Stacks padded(const Stacks& s) const;  // sorted, K entries, zeros first
    std::uint64_t index(const Stacks& sorted) const;
    std::uint64_t binomial(std::int64_t top, std::size_t i) const;  // C(top + i, i + 1)
    std::uint64_t lineIndex(const Stacks& sorted, std::size_t lowered) const;  // index of the others
    bool reachesP(const Stacks& sorted, Stacks& option);  // option: scratch space
    bool someMoveReachesP(const Stacks& sorted, Stacks& option) const;

    StackGame game_;
    std::size_t k_;
    std::int64_t n_ = -1;
    // Positions solved, in index order: beyond n_'s where a time limit or Ctrl-C stopped a larger
    // solveUpTo, which the next call continues instead of leaving unsolved cells read as N.
    std::uint64_t solved_ = 0;
    std::vector<std::vector<std::uint64_t>> binomials_;  // [i][v] = C(v + i, i + 1)
    std::vector<std::uint8_t> p_;                        // 1 = P-position
    // [index of K-1 stacks] = the values v, increasing, that complete them to a P-position.
    std::vector<std::vector<std::int64_t>> pOnLine_;
    bool listsLines_ = true;
    static constexpr std::uint64_t kTrial = 4096;  // positions solved before judging whether lines pay
    std::uint64_t crowded_ = 0;                    // positions whose lines were crowded
};

}  // namespace gameaudit::games
