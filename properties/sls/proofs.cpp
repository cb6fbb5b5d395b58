// So Long Sucker: why every claim is left to the bounded check (no claim has a proof).
#include "provers/attach.hpp"

namespace gameaudit::sls {

GAMEAUDIT_REGISTER(registry) {
    const char* game = "So Long Sucker: a four-player game with captures, prisoners and eliminations, judged by "
                       "minimax over coalitions; its positions (any number of piles of coloured chips) are not a "
                       "fixed tuple of numbers with arithmetic moves";
    const char* example = "one position, reconstructed from the example's text: checked completely";
    for (const char* claims : {"sls-v1/*", "sls-v2/*"}) prover::leaveToBoundedCheck(registry, claims, game);
    for (const char* id : {"sls-v1/ex1.12", "sls-v1/ex1.13", "sls-v2/ex1.2.1"})
        prover::leaveToBoundedCheck(registry, id, example);
}

}  // namespace gameaudit::sls
