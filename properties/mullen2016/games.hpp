#pragma once
// The thesis's games as several chapters' claims use them: one name and one solved table each.
#include <cstdint>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"

namespace gameaudit::mullen2016 {

inline const TwoStackGame wythoffG = twoStackGame("", games::wythoff);
inline const TwoStackGame wynnieG = twoStackGame("W", games::wynnie);
inline const TwoStackGame misereG = twoStackGame("W^-", games::misereWynnie);

inline games::StackTable& minnie2() { return sharedTable(games::minnie(), 2); }
inline games::StackTable& minnie3() { return sharedTable(games::minnie(), 3); }
inline games::StackTable& minnie4() { return sharedTable(games::minnie(), 4); }
inline games::StackTable& mine2() { return sharedTable(games::mine(), 2); }
inline games::StackTable& mine3() { return sharedTable(games::mine(), 3); }

// One stack of a stack game, an impartial game over its rules (a stack lowered in place).
inline ImpartialGame<std::int64_t> oneStack(const games::StackGame& g) {
    return {g.name + " on one stack", heaps(g.prefix), [g](std::int64_t n) {
                std::vector<std::int64_t> options;
                for (const Stacks& o : games::optionsInPlace(g, {n})) options.push_back(o[0]);
                return options;
            }};
}

inline bool isPowerOfTwo(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace gameaudit::mullen2016
