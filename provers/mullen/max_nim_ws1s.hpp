#pragma once
// Maximum NIM under "strictly less than half" (max_nim.hpp's lessThanHalf) as WS1S rules for
// the prover: from n chips remove k, 1 <= k and 2k < n. Cross-checked in tests/prover.
#include "provers/ws1s.hpp"

namespace gameaudit::games {

prover::RulesEncoding lessThanHalfWs1s();

}  // namespace gameaudit::games
