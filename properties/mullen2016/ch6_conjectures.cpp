// Mullen (2016), Chapter 6: Conjecture 6.2 on MINNIE with many stacks.
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {

GAMEAUDIT_REGISTER(registry) {
    const char* statement = "Suppose MINNIE is played on n stacks of sizes a_1, a_2, …, a_n with a_1 ≤ a_2 ≤ … ≤ "
                            "a_n, a_1 ≥ 4, a_2 ≥ 6. Then M[a_1, a_2, …, a_n] ∈ N.";
    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("conj6.2a", "Chapter 6, Conjecture 6.2 (n = 3)",
            {.statement = statement,
             .reading = "n = 3: every M[a1,a2,a3], 4 <= a1 <= a2 <= a3, a2 >= 6, is an N-position (the same set as "
                        "Conjecture 5.6 for k = 3).",
             .bound = 150}),
        minnieLargeStacksN<3>(sortedTriples("M", 4, INT64_MAX / 4), "a2")));
    registry.add(claim<Tuple<4>>(
        papers::mullen2016.info("conj6.2b", "Chapter 6, Conjecture 6.2 (n = 4)",
            {.statement = statement,
             .reading = "n = 4: every M[a1,a2,a3,a4], 4 <= a1 <= a2 <= a3 <= a4, a2 >= 6, is an N-position. "
                        "Default bound 30.",
             .bound = 30}),
        minnieLargeStacksN<4>(domains::stacks<4>("M", domains::Order::NonDecreasing, 4), "a2")));
}

}  // namespace gameaudit::mullen2016
