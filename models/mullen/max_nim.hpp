#pragma once
// Maximum NIM (Mullen 2016, §2.2): one stack; from a stack of n chips a player removes
// k chips, 1 <= k <= f(n), where f is the rule.
#include <cstdint>
#include <functional>
#include <vector>

namespace gameaudit::games {

using Rule = std::function<std::int64_t(std::int64_t n)>;

// "Remove strictly less than half of the stack": k < n/2.
std::int64_t lessThanHalf(std::int64_t n);

// The options n - k, 1 <= k <= min(f(n), n).
std::vector<std::int64_t> maxNimOptions(const Rule& f, std::int64_t n);

}  // namespace gameaudit::games
