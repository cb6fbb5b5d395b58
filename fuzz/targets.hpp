#pragma once
// What each fuzz target does with one input, shared by the libFuzzer entry points in
// fuzz/fuzz_*.cpp and by the test that replays kept crashes (tests/test_fuzz_regressions.cpp).
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/claim.hpp"
#include "core/notation.hpp"
#include "fuzz/support.hpp"

namespace gameaudit::fuzz {

inline std::vector<const Solver*> selectedSolvers(std::string_view only) {
    std::vector<const Solver*> v;
    for (const Solver& s : Registry::instance().solvers())
        if (selected(s.game, only)) v.push_back(&s);
    return v;
}

inline std::vector<const Claim*> selectedClaims(std::string_view only) {
    std::vector<const Claim*> v;
    for (const Claim& c : Registry::instance().claims())
        if (selected(c.info.id, only)) v.push_back(&c);
    return v;
}

// The shared strict reader: any text, against each prefix the games use.
inline void notationInput(const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > kMaxInput) return;
    static constexpr std::string_view prefixes[] = {"", "W", "W^-", "M_n", "NIMB", "J", "M+S", "("};
    const std::string_view prefix = prefixes[data[0] % std::size(prefixes)];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    guarded("notation", [&] {
        notation::readTuple(text, prefix, data[0] % 5 - 1);
        notation::readNamed(text, "n");
    });
}

// `gameaudit solve`: the first byte picks the solver.
inline void solveInput(const std::vector<const Solver*>& solvers, const std::uint8_t* data, std::size_t size) {
    if (size < 1 || size > kMaxInput || solvers.empty()) return;
    const Solver& s = *solvers[data[0] % solvers.size()];
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    guarded(s.game, [&] { (void)s.solve(text); });
}

// `gameaudit reproduce`: the first two bytes pick the claim (there are more than 256).
inline void reproduceInput(const std::vector<const Claim*>& claims, const std::uint8_t* data, std::size_t size) {
    if (size < 2 || size > kMaxInput || claims.empty()) return;
    const Claim& c = *claims[(data[0] * 256u + data[1]) % claims.size()];
    const std::string_view text(reinterpret_cast<const char*>(data + 2), size - 2);
    guarded(c.info.id, [&] { (void)c.evaluate(text); });
}

}  // namespace gameaudit::fuzz
