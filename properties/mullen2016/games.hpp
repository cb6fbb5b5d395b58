#pragma once
// The thesis's games as several chapters' claims use them: one name and one solved table each, and
// the judgement of a move a proof names, which chapters 3 and 4 share.
#include <algorithm>
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

// A proof's move: the move from `from` to `to` (stacks in either order) is legal and leaves a P-position.
inline Judgement judgeMove(const TwoStackGame& g, Pair from, Pair to) {
    g.table->solveUpTo(std::max(from[0], from[1]));
    const std::pair<std::int64_t, std::int64_t> target{std::min(to[0], to[1]), std::max(to[0], to[1])};
    const std::string move = g.show(from[0], from[1]) + " -> " + g.show(target.first, target.second);
    auto options = distinctOptions(*g.table, {from[0], from[1]});
    if (std::find(options.begin(), options.end(), target) == options.end())
        return Judgement::fail("the move " + move + " is legal", "it is not a move of the rules");
    if (g.table->isP(target.first, target.second)) return Judgement::pass();
    return Judgement::fail("the move " + move + " leaves a P-position", "it leaves an N-position",
                           witness(g, target.first, target.second));
}

inline bool isPowerOfTwo(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

}  // namespace gameaudit::mullen2016
