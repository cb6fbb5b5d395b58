#include "models/mullen/max_nim.hpp"

#include <algorithm>
#include <string>

#include "core/run_control.hpp"

namespace gameaudit::games {

std::int64_t lessThanHalf(std::int64_t n) { return n <= 0 ? 0 : (n - 1) / 2; }

std::vector<std::int64_t> maxNimOptions(const Rule& f, std::int64_t n) {
    const std::int64_t count = std::min(f(n), n);
    requireMemory("the options of MAX NIM's stack of " + std::to_string(n), 8.0 * static_cast<double>(count));
    std::vector<std::int64_t> out;
    for (std::int64_t k = 1; k <= count; ++k) out.push_back(n - k);
    return out;
}

}  // namespace gameaudit::games
