#include "models/mullen/euclid.hpp"

#include <algorithm>

namespace gameaudit::games {

EuclidPair euclidOrdered(std::int64_t a, std::int64_t b) { return {std::max(a, b), std::min(a, b)}; }

std::vector<EuclidPair> euclidOptions(EuclidPair p, EuclidEnd end) {
    auto [a, b] = euclidOrdered(p.first, p.second);
    std::vector<EuclidPair> out;
    if (b == 0) return out;  // subtracting multiples of 0 changes nothing
    const std::int64_t least = end == EuclidEnd::ZeroEnds ? 0 : 1;
    for (std::int64_t rest = a - b; rest >= least; rest -= b) out.push_back(euclidOrdered(rest, b));
    return out;
}

std::optional<EuclidPair> partizanEuclidMove(EuclidPair p, Side mover) {
    auto [big, small] = euclidOrdered(p.first, p.second);
    if (small == 0) return std::nullopt;
    const std::int64_t t = big % small;
    if (t == 0) return std::nullopt;
    return mover == Side::Left ? EuclidPair{small, t} : EuclidPair{small, small - t};
}

}  // namespace gameaudit::games
