// Deliberately false claims that keep the harness honest: the test suite requires each to be
// refuted at the stated minimal counterexample, so a harness that stops finding failures fails.
// They are never part of a paper's audit.
#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"

namespace gameaudit::planted {
namespace {

Domain<Pair> increasingPairs(const std::string& prefix) {
    auto d = domains::stacks<2>(prefix, domains::Order::Increasing);
    d.description = prefix + "[a,b], 0 <= a < b";
    return d;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const TwoStackGame wythoff = twoStackGame("", games::wythoff);
    const TwoStackGame wynnie = twoStackGame("W", games::wynnie);
    registry.add(claim<Pair>(
        {.id = "planted/thm1",
         .citation = "planted: found by exhaustive search",
         .statement = "In Wythoff's game, [a, b] with a < b is a P-position iff b = 2a.",
         .reading = "False from [2,4] on ([2,4] -> [1,2]); the exhaustive phase must report [2,4].",
         .bound = 50,
         .expect = Expect::refutedAt("[2,4]"),
         .planted = true},
        outcomeProperty(wythoff, increasingPairs(""),
                                    [](std::int64_t a, std::int64_t b) { return b == 2 * a; })));
    registry.add(claim<Pair>(
        {.id = "planted/thm2",
         .citation = "planted: found by random search beyond the bound",
         .statement = "In WYNNIE, W[r, c] with r < c is a P-position iff r = 1 and c is even.",
         .reading = "True while c <= 4; the bound 3 hides the failures from the exhaustive phase, so random search "
                    "must find one, shrink it, and exhaustive confirmation must name the minimal W[3,5].",
         .bound = 3,
         .randomReach = 30,
         .cases = 500,
         .expect = Expect::refutedAt("W[3,5]"),
         .planted = true},
        outcomeProperty(wynnie, increasingPairs("W"),
                                    [](std::int64_t r, std::int64_t c) { return r == 1 && c % 2 == 0; })));
    registry.add(claim<Pair>(
        {.id = "planted/table1",
         .citation = "planted: a table with one wrong cell",
         .statement = "The Wythoff P-positions [a,b] with a <= 4 are [0,0], [1,2], [3,5], [4,6].",
         .reading = "[4,6] is wrong (the P-position is [4,7]); every cell is checked.",
         .expect = Expect::refutedAt("[4,6]"),
         .planted = true},
        outcomeProperty(
            wythoff,
            listed(wythoff, "the four listed cells", {Pair{0, 0}, Pair{1, 2}, Pair{3, 5}, Pair{4, 6}}),
            [](std::int64_t, std::int64_t) { return true; })));
}

}  // namespace gameaudit::planted
