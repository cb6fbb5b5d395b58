// So Long Sucker: why a claim without a proof (proofs_every_size.cpp attaches them) is left to the bounded check.
#include "provers/attach.hpp"

namespace gameaudit::sls {

GAMEAUDIT_REGISTER(registry) {
    const char* endgame = "So Long Sucker's endgame (Blue and Red): a position is any number of piles, each a "
                          "sequence of coloured chips, with chips in hand, and captures decide who moves next: not a "
                          "fixed tuple of numbers with arithmetic moves";
    const char* fourPlayers = "So Long Sucker with four players, captures and eliminations, checked from its smallest "
                              "boards: not a fixed tuple of numbers with arithmetic moves";
    const char* example = "one position, reconstructed from the example's text: checked completely";
    for (const char* claims : {"sls-v1/*", "sls-v2/*"}) prover::leaveToBoundedCheck(registry, claims, endgame);
    for (const char* claims :
         {"sls-v1/rules1.4.*", "sls-v2/rem1.2*", "sls-v2/rules1.2", "sls-v2/rem2a", "sls-v2/prop2.3.start",
          "sls-v2/fn1-four-players"})
        prover::leaveToBoundedCheck(registry, claims, fourPlayers);
    prover::leaveToBoundedCheck(registry, "sls-v2/rem1.2f",
                                "every two-colour position of So Long Sucker's rules engine, by chips and piles: not a "
                                "fixed tuple of numbers with arithmetic moves");
    for (const char* id : {"sls-v1/ex1.12", "sls-v1/ex1.13", "sls-v2/ex1.2.1"})
        prover::leaveToBoundedCheck(registry, id, example);
}

}  // namespace gameaudit::sls
