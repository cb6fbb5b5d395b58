#pragma once
// The subtraction game S(1,3,4): from a heap of n counters a move takes away 1, 3 or 4 of them;
// whoever cannot move loses. Its oracle (outcomes, Grundy values) comes with the game.
#include "api/gameaudit.hpp"

inline const gameaudit::ImpartialGame<std::int64_t> s134{
    "s134", gameaudit::heaps("S"),
    [](std::int64_t n) {
        std::vector<std::int64_t> options;
        for (std::int64_t take : {1, 3, 4})
            if (take <= n) options.push_back(n - take);
        return options;
    }};
