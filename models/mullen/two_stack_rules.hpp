#pragma once
// MINNIE on two stacks in the form of the shared two-stack table (oracles/two_stack.hpp).
#include "models/two_stack_rules.hpp"

namespace gameaudit::games {

// MINNIE M[x,y]: remove 1..(smallest non-empty stack) chips from one stack; never from both.
TwoStackRules minnieTwoStacks();

}  // namespace gameaudit::games
