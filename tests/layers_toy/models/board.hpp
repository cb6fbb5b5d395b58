#pragma once
// A model including an oracle: the test layers_caught expects cmake/check_layers.cmake to name this line.
#include "oracles/solver.hpp"
