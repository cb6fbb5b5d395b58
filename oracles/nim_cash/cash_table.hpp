#pragma once
// Exact oracle for NIM with Cash: W(n; d, e) for every n up to a bound and every d, e,
// by a dynamic programme over n. A layer holds, for one pile size n, whether the player to
// move wins with x dollars against an opponent with y dollars. Money >= n is as good as ∞
// (a player never pays more than the stones left), so layer n is an (n+1)^2 bit square and
// all layers up to N take about N^3/3 bits (42 MB at N = 1000).
#include <cstdint>
#include <vector>

#include "models/nim_cash/nim_cash.hpp"

namespace gameaudit::nim_cash {

class CashTable {
public:
    explicit CashTable(Moves a) : a_(normalise(std::move(a))) {}

    const Moves& moves() const { return a_; }
    void solveUpTo(std::int64_t n);  // grows; never shrinks
    static void requireRoom(std::int64_t n);  // refuses (InputError) a table up to n beyond the memory limit
    std::int64_t solvedUpTo() const { return static_cast<std::int64_t>(layers_.size()) - 1; }

    // Whether the player to move wins (stones <= solvedUpTo(); money may be kInfinity).
    bool moverWins(const Turn& t) const;
    // W(n; d, e): 1 if Player 1 (to move, d dollars) wins, else 2.
    int winner(std::int64_t n, std::int64_t d, std::int64_t e) const { return moverWins({n, d, e}) ? 1 : 2; }

private:
    bool bit(std::int64_t n, std::int64_t x, std::int64_t y) const {
        const std::size_t i = static_cast<std::size_t>(x * (n + 1) + y);
        return (layers_[static_cast<std::size_t>(n)][i >> 6] >> (i & 63)) & 1U;
    }
    Moves a_;
    std::vector<std::vector<std::uint64_t>> layers_;  // layers_[n]: row x (mover's money), bit y
};

}  // namespace gameaudit::nim_cash
