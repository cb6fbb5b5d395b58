#pragma once
// Bit tables of P-positions for two-stack take-away games whose every move removes k chips,
// 1 <= k <= a limit, from one stack or from both: Wythoff, WYNNIE, MINNIE and their misère
// forms. Each cell asks "is some option a P-position?" in O(1) by remembering, for every row,
// column and diagonal, the last P-position met, so a table of N^2 cells costs O(N^2).
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

#include "models/two_stack_rules.hpp"

namespace gameaudit {

class TwoStackTable {
public:
    explicit TwoStackTable(TwoStackRules rules) : rules_(std::move(rules)) {}

    // Solves every position with both stacks <= n (grows; never shrinks).
    void solveUpTo(std::int64_t n);
    std::int64_t solvedUpTo() const { return n_; }
    bool isP(std::int64_t x, std::int64_t y) const;  // both <= solvedUpTo()
    bool moverWins(std::int64_t x, std::int64_t y) const { return !isP(x, y); }
    Play play() const { return rules_.play; }

    // The options of (x, y) under the rules, for witnesses and tests.
    std::vector<std::pair<std::int64_t, std::int64_t>> options(std::int64_t x, std::int64_t y) const;

private:
    TwoStackRules rules_;
    std::int64_t n_ = -1;
    std::vector<std::uint64_t> bits_;  // row-major (n_+1)^2 bits: 1 = P-position
};

}  // namespace gameaudit
