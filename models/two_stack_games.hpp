#pragma once
// Two-stack take-away games of Mullen (2016), §1.3 and §4.1-4.2, from their rules.
#include "models/two_stack_rules.hpp"

namespace gameaudit::games {

// Wythoff: remove any number of chips from one stack, or the same number from both.
TwoStackRules wythoff();

// WYNNIE W[m,n]: remove k chips, 1 <= k <= the smallest stack, from one stack or from both.
// A stack reduced to 0 ceases to exist, so the lone remaining stack is then the smallest.
TwoStackRules wynnie();

// Misère WYNNIE W^-[m,n]: WYNNIE where the player who makes the last move loses.
TwoStackRules misereWynnie();

}  // namespace gameaudit::games
