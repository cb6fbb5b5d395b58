// `gameaudit solve cgt "<game>"`: a short game's canonical form and the values a researcher
// looks up next (api/game.hpp's solve text); `--thermograph` draws its thermograph.
#include "api/game.hpp"
#include "cgt/short_games.hpp"

namespace gameaudit::cgt {

GAMEAUDIT_REGISTER(registry) {
    registry.add(solverFor(ShortGames{}, "cgt",
                           "a short game in standard notation, e.g. \"{2|0} + {1|-1}\", \"*2\", \"1/2\", \"±1\", \"^*\", "
                           "\"{0,*|0}\", \"*600 + ^17\"; --thermograph also draws its thermograph"));
}

}  // namespace gameaudit::cgt
