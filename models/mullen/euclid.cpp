#include "models/mullen/euclid.hpp"

#include <algorithm>

namespace gameaudit::games {

Pair euclidOrdered(std::int64_t a, std::int64_t b) { return {std::max(a, b), std::min(a, b)}; }

std::vector<Pair> euclidOptions(Pair p, EuclidEnd end) {
    auto [a, b] = euclidOrdered(p.first, p.second);
    std::vector<Pair> out;
    if (b == 0) return out;  // subtracting multiples of 0 changes nothing
    const std::int64_t least = end == EuclidEnd::ZeroEnds ? 0 : 1;
    for (std::int64_t rest = a - b; rest >= least; rest -= b) out.push_back(euclidOrdered(rest, b));
    return out;
}

std::optional<Pair> partizanEuclidMove(Pair p, Side mover) {
    auto [big, small] = euclidOrdered(p.first, p.second);
    if (small == 0) return std::nullopt;
    const std::int64_t t = big % small;
    if (t == 0) return std::nullopt;
    return mover == Side::Left ? Pair{small, t} : Pair{small, small - t};
}

}  // namespace gameaudit::games
