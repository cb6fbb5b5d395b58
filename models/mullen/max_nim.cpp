#include "models/mullen/max_nim.hpp"

#include <algorithm>

namespace gameaudit::games {

std::int64_t lessThanHalf(std::int64_t n) { return n <= 0 ? 0 : (n - 1) / 2; }

std::vector<std::int64_t> maxNimOptions(const Rule& f, std::int64_t n) {
    std::vector<std::int64_t> out;
    for (std::int64_t k = 1; k <= std::min(f(n), n); ++k) out.push_back(n - k);
    return out;
}

}  // namespace gameaudit::games
