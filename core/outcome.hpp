#pragma once
// Outcome classes of combinatorial games: P (previous player wins), N (next player wins),
// and for partizan games L (Left wins whoever starts) and R (Right wins whoever starts).
#include <string_view>

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

}  // namespace gameaudit
