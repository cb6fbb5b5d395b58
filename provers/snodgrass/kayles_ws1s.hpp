#pragma once
// Kayles rows (chapter_one.hpp's kaylesMoves) as WS1S rules for the prover: a move knocks
// down one pin or two adjacent pins of a row of N, leaving rows A and B. Cross-checked
// against kaylesMoves in tests/prover.
#include <string>

namespace gameaudit::snodgrass {

// Defines pred split(var2 N, var2 A, var2 B).
std::string kaylesWs1s();

}  // namespace gameaudit::snodgrass
