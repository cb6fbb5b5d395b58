#pragma once
// A claim with the result of checking it: what reports and the statements of a paper's coverage read.
#include "core/claim.hpp"

namespace gameaudit {

struct Audited {
    const Claim* claim;
    Result result;
    bool matches() const { return result.matches(claim->info.expect); }
};

}  // namespace gameaudit
