// Mullen (2016), Chapter 4.1-4.2: WYNNIE and misère WYNNIE.
#include "models/two_stack_games.hpp"
#include "properties/mullen2016/two_stack_support.hpp"

namespace gameaudit::mullen2016 {
namespace {

TwoStackTable& wynnieTable() {
    static TwoStackTable t(games::wynnie());
    return t;
}
const TwoStackGame wynnie{"W", &wynnieTable()};

bool isPowerOfTwo(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

// r = 2^n - 1 and c = 2^n a + 2^(n-1) - 1 for some n, a >= 1.
bool theorem45(std::int64_t r, std::int64_t c) {
    if (r < 1 || !isPowerOfTwo(r + 1)) return false;
    std::int64_t twoN = r + 1, rest = c - (twoN / 2 - 1);
    return rest > 0 && rest % twoN == 0;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(claim<Pair>(
        {.id = "mullen2016/thm4.5",
         .citation = "Mullen 2016, §4.1, Theorem 4.5",
         .statement = "If c > r, then W[r, c] ∈ P if and only if r = 2^n − 1 and c = 2^n a + 2^(n−1) − 1 "
                      "for some n, a ∈ ℕ.",
         .reading = "ℕ = {1, 2, ...} as in Lemma 4.1, where ℕ ∪ {0} is written when 0 is meant. "
                    "Over all 0 <= r < c: W[r,c] is P iff r + 1 = 2^n (n >= 1) and c − (2^(n−1) − 1) is a "
                    "positive multiple of 2^n.",
         .bound = 4000,
         .maxBound = 40000},
        outcomeProperty(wynnie, domains::stacks<2>("W", domains::Order::Increasing), theorem45)));
}

}  // namespace gameaudit::mullen2016
