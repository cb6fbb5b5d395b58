#pragma once
// The rules of two-stack take-away games whose every move removes k chips, 1 <= k <= a limit,
// from one stack or from both (Wythoff, WYNNIE, MINNIE): the limits at each position and the
// play convention. oracles/two_stack.hpp solves them.
#include <cstdint>
#include <functional>

#include "core/outcome.hpp"

namespace gameaudit {

// The move limits at (x, y): a stack that is 0 has ceased to exist.
struct TakeLimits {
    std::int64_t fromX = 0, fromY = 0, fromBoth = 0;
};

struct TwoStackRules {
    std::function<TakeLimits(std::int64_t x, std::int64_t y)> limits;
    Play play = Play::Normal;
};

}  // namespace gameaudit
