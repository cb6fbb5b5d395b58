#pragma once
// Short games themselves as a partizan game of the API (`gameaudit solve cgt`): a position is a
// canonical form, written in the standard notation; its options are its canonical options.
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace gameaudit::cgt {

struct ShortGames {
    using Position = Game;
    Game parse(std::string_view text) const { return Game::parse(text); }
    std::string show(const Game& g) const { return g.str(); }
    std::vector<Game> leftOptions(const Game& g) const { return g.left(); }
    std::vector<Game> rightOptions(const Game& g) const { return g.right(); }
    Game value(const Game& g) const { return g; }
};

}  // namespace gameaudit::cgt
