#pragma once
// EUCLID and partizan EUCLID (Mullen 2016, §2.1), from their rules.
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace gameaudit::games {

using EuclidPair = std::pair<std::int64_t, std::int64_t>;  // (larger, smaller) stack

// How EUCLID ends. The thesis only says moves are [a,b] -> [a-kb, b], k >= 1.
enum class EuclidEnd {
    ZeroEnds,       // a - kb >= 0: emptying a stack is a move, and then no move remains
    PositiveStays,  // a - kb >= 1: stacks stay positive; [a,a] has no move
};

// The options of [a,b] (any order), each as (larger, smaller).
std::vector<EuclidPair> euclidOptions(EuclidPair p, EuclidEnd end);
EuclidPair euclidOrdered(std::int64_t a, std::int64_t b);

// Partizan EUCLID on (p, q), p >= q: with p = kq + t, 0 <= t < q, Left moves to (q, t) and
// Right to (q, q - t); there is no move once t = 0.
enum class Side { Left, Right };
std::optional<EuclidPair> partizanEuclidMove(EuclidPair p, Side mover);

}  // namespace gameaudit::games
