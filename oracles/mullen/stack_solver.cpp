#include "oracles/mullen/stack_solver.hpp"

#include "core/run_control.hpp"

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
    // Each stack: its value here and its entry in the solver's memo.
    requireMemory("the Maximum NIM values up to " + std::to_string(upTo), 64.0 * (static_cast<double>(upTo) + 1));
    ImpartialSolver<std::int64_t> solver([f](const std::int64_t& n) { return maxNimOptions(f, n); });
    std::vector<unsigned> g;
    // In increasing n, so the memo keeps the recursion shallow.
    for (std::int64_t n = 0; n <= upTo; ++n) {
        checkpoint("solving Maximum NIM");
        g.push_back(solver.grundy(n));
    }
    return g;
}

}  // namespace gameaudit::games
