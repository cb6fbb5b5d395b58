#include "oracles/mullen/stack_solver.hpp"

#include <algorithm>

namespace gameaudit::games {

StackSolver solver(const StackGame& g, Play play) {
    return StackSolver(
        [g](const Stacks& s) {
            std::vector<Stacks> out;
            for (Stacks& t : optionsInPlace(g, s)) out.push_back(normalized(std::move(t)));
            std::sort(out.begin(), out.end());
            out.erase(std::unique(out.begin(), out.end()), out.end());
            return out;
        },
        play);
}

std::vector<unsigned> maxNimGrundy(const Rule& f, std::int64_t upTo) {
    ImpartialSolver<std::int64_t> solver([f](const std::int64_t& n) { return maxNimOptions(f, n); });
    std::vector<unsigned> g;
    // In increasing n, so the memo keeps the recursion shallow.
    for (std::int64_t n = 0; n <= upTo; ++n) g.push_back(solver.grundy(n));
    return g;
}

}  // namespace gameaudit::games
