#include "models/mullen/two_stack_rules.hpp"

#include <algorithm>

namespace gameaudit::games {

TwoStackRules minnieTwoStacks() {
    return {[](std::int64_t x, std::int64_t y) {
                // An emptied stack has ceased to exist: the other one is then the smallest.
                std::int64_t smallest = x == 0 ? y : y == 0 ? x : std::min(x, y);
                return TakeLimits{smallest, smallest, 0};
            },
            Play::Normal};
}

}  // namespace gameaudit::games
