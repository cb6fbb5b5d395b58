#include "models/two_stack_games.hpp"

#include <algorithm>

namespace gameaudit::games {

TwoStackRules wythoff() {
    return {[](std::int64_t x, std::int64_t y) { return TakeLimits{x, y, std::min(x, y)}; }, Play::Normal};
}

namespace {
TakeLimits wynnieLimits(std::int64_t x, std::int64_t y) {
    if (x == 0) return {0, y, 0};
    if (y == 0) return {x, 0, 0};
    std::int64_t m = std::min(x, y);
    return {m, m, m};
}
}  // namespace

TwoStackRules wynnie() { return {wynnieLimits, Play::Normal}; }
TwoStackRules misereWynnie() { return {wynnieLimits, Play::Misere}; }

}  // namespace gameaudit::games
