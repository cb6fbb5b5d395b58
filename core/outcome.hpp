#pragma once
// Outcome classes of combinatorial games: P (previous player wins), N (next player wins),
// and for partizan games L (Left wins whoever starts) and R (Right wins whoever starts).
#include <bit>
#include <cstdint>
#include <string_view>
#include <vector>

namespace gameaudit {

enum class Outcome { P, N, L, R };

constexpr std::string_view name(Outcome o) {
    switch (o) {
        case Outcome::P: return "P";
        case Outcome::N: return "N";
        case Outcome::L: return "L";
        case Outcome::R: return "R";
    }
    return "?";
}

// Outcome of an impartial position from whether the player to move can win.
constexpr Outcome impartialOutcome(bool moverWins) { return moverWins ? Outcome::N : Outcome::P; }

enum class Play { Normal, Misere };  // misère: whoever makes the last move loses

// The least natural number not among `values`.
inline unsigned mex(const std::vector<unsigned>& values) {
    std::uint64_t small = 0;  // the values below 64 as bits: the usual mex needs no allocation
    for (unsigned v : values)
        if (v < 64) small |= std::uint64_t{1} << v;
    if (const int m = std::countr_one(small); m < 64) return static_cast<unsigned>(m);
    std::vector<bool> seen(values.size() + 1, false);
    for (unsigned v : values)
        if (v < seen.size()) seen[v] = true;
    unsigned m = 0;
    while (seen[m]) ++m;
    return m;
}

// A position's Grundy value from its options' values, or, for a disjunctive sum, from its components'.
inline unsigned grundyFrom(const std::vector<unsigned>& values, bool sum) {
    if (!sum) return mex(values);
    unsigned g = 0;
    for (unsigned v : values) g ^= v;
    return g;
}

}  // namespace gameaudit
