#include "oracles/two_stack.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "core/run_control.hpp"

namespace gameaudit {

void TwoStackTable::solveUpTo(std::int64_t n) {
    if (n <= n_) return;
    const double sideBytes = static_cast<double>(n) + 1;
    requireMemory("a two-stack table up to " + std::to_string(n), sideBytes * sideBytes / 8 + 24 * sideBytes);
    const std::int64_t side = n + 1;
    const auto cells = static_cast<std::uint64_t>(side) * static_cast<std::uint64_t>(side);
    std::vector<std::uint64_t> bits((cells + 63) / 64, 0);
    constexpr std::int64_t none = INT64_MIN / 2;
    std::vector<std::int64_t> lastInColumn(side, none), lastOnDiagonal(2 * side, none);
    for (std::int64_t x = 0; x <= n; ++x) {
        checkpoint("preparing the two-stack table", static_cast<std::uint64_t>(side));
        std::int64_t lastInRow = none;
        for (std::int64_t y = 0; y <= n; ++y) {
            TakeLimits lim = rules_.limits(x, y);
            lim.fromX = std::min(lim.fromX, x);
            lim.fromY = std::min(lim.fromY, y);
            lim.fromBoth = std::min({lim.fromBoth, x, y});
            std::int64_t& diagonal = lastOnDiagonal[y - x + n];
            bool terminal = lim.fromX <= 0 && lim.fromY <= 0 && lim.fromBoth <= 0;
            bool reachesP = (lim.fromX > 0 && lastInColumn[y] >= x - lim.fromX) ||
                            (lim.fromY > 0 && lastInRow >= y - lim.fromY) ||
                            (lim.fromBoth > 0 && diagonal >= x - lim.fromBoth);
            bool p = terminal ? rules_.play == Play::Normal : !reachesP;
            if (p) {
                auto i = static_cast<std::uint64_t>(x) * side + y;
                bits[i / 64] |= std::uint64_t{1} << (i % 64);
                lastInColumn[y] = x;
                lastInRow = y;
                diagonal = x;
            }
        }
    }
    bits_ = std::move(bits);
    n_ = n;
}

bool TwoStackTable::isP(std::int64_t x, std::int64_t y) const {
    if (x < 0 || y < 0 || x > n_ || y > n_)
        throw std::out_of_range("two-stack table holds stacks up to " + std::to_string(n_) + ", asked (" +
                                std::to_string(x) + "," + std::to_string(y) + ")");
    auto i = static_cast<std::uint64_t>(x) * static_cast<std::uint64_t>(n_ + 1) + y;
    return (bits_[i / 64] >> (i % 64)) & 1;
}

std::vector<std::pair<std::int64_t, std::int64_t>> TwoStackTable::options(std::int64_t x, std::int64_t y) const {
    TakeLimits lim = rules_.limits(x, y);
    const double count = static_cast<double>(std::min(lim.fromX, x)) + static_cast<double>(std::min(lim.fromY, y)) +
                         static_cast<double>(std::min({lim.fromBoth, x, y}));
    requireMemory("the options of (" + std::to_string(x) + ", " + std::to_string(y) + ")", 16.0 * count);
    std::vector<std::pair<std::int64_t, std::int64_t>> out;
    for (std::int64_t k = 1; k <= std::min(lim.fromX, x); ++k) out.emplace_back(x - k, y);
    for (std::int64_t k = 1; k <= std::min(lim.fromY, y); ++k) out.emplace_back(x, y - k);
    for (std::int64_t k = 1; k <= std::min({lim.fromBoth, x, y}); ++k) out.emplace_back(x - k, y - k);
    return out;
}

}  // namespace gameaudit
