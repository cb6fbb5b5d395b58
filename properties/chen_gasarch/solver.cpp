// `gameaudit solve nim-cash "A={1,2} n=10 d=6 e=5"`: who wins NIM with Cash and how.
#include "api/game.hpp"
#include "oracles/nim_cash/cash_game.hpp"

namespace gameaudit::chen_gasarch {

GAMEAUDIT_REGISTER(registry) {
    registry.add(solverFor(nim_cash::CashGame{}, "nim-cash",
                           "A={a1,a2,...} n=<stones> d=<dollars of the player to move> e=<the other's>; d, e may be "
                           "inf (default inf). Example: \"A={1,2} n=10 d=6 e=5\""));
}

}  // namespace gameaudit::chen_gasarch
