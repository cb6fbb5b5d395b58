#include "models/mullen/max_nim.hpp"

#include <algorithm>

#include "oracles/impartial.hpp"

namespace gameaudit::games {

std::int64_t lessThanHalf(std::int64_t n) { return n <= 0 ? 0 : (n - 1) / 2; }

std::vector<std::int64_t> maxNimOptions(const Rule& f, std::int64_t n) {
    std::vector<std::int64_t> out;
    for (std::int64_t k = 1; k <= std::min(f(n), n); ++k) out.push_back(n - k);
    return out;
}

std::vector<unsigned> maxNimGrundy(const Rule& f, std::int64_t upTo) {
    ImpartialSolver<std::int64_t> solver([f](const std::int64_t& n) { return maxNimOptions(f, n); });
    std::vector<unsigned> g;
    // In increasing n, so the memo keeps the recursion shallow.
    for (std::int64_t n = 0; n <= upTo; ++n) g.push_back(solver.grundy(n));
    return g;
}

}  // namespace gameaudit::games
