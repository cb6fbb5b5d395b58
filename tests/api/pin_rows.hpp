#pragma once
// Whole positions of heaps or rows of pins, for tests that compare the API's component-wise
// values with a search of the whole position (no Sprague-Grundy xor).
#include <algorithm>
#include <cstdint>
#include <vector>

namespace gameaudit::testing {

using Rows = std::vector<std::int64_t>;  // heap sizes or rows of pins, sorted, no empty one

inline Rows normal(Rows r) {
    r.erase(std::remove(r.begin(), r.end(), 0), r.end());
    std::sort(r.begin(), r.end());
    return r;
}

// Knock down `fewest`..2 adjacent pins of one row (1: Kayles, 2: Dawson's Kayles); a row falls
// apart where they were.
inline std::vector<Rows> pinMoves(const Rows& r, std::int64_t fewest) {
    std::vector<Rows> out;
    for (std::size_t i = 0; i < r.size(); ++i)
        for (std::int64_t width = fewest; width <= 2; ++width)
            for (std::int64_t at = 0; at + width <= r[i]; ++at) {
                Rows next = r;
                next[i] = at;
                next.push_back(r[i] - at - width);
                out.push_back(normal(next));
            }
    return out;
}

}  // namespace gameaudit::testing
