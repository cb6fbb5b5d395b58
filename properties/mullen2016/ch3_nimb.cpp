// Mullen (2016), Chapter 3: NIMB and NIMTB, judged on Grundy values, not only outcomes.
#include <algorithm>

#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

// "The legal options of `position` are exactly `printed`", compared as sets of in-place
// tuples (sorted tuples when `sortedReading`).
Property<Stacks> printedOptions(games::StackGame g, Stacks position, std::vector<Stacks> printed, bool sortedReading) {
    auto canon = [sortedReading](std::vector<Stacks> v) {
        if (sortedReading)
            for (Stacks& s : v) std::sort(s.begin(), s.end());
        std::sort(v.begin(), v.end());
        return v;
    };
    auto list = [g](const std::vector<Stacks>& v) {
        std::string s = "{";
        for (std::size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + games::show(g, v[i]);
        return s + "}";
    };
    // by hand: compares a printed list of options with the rules'; no outcome or value
    Property<Stacks> p;
    p.domain = domains::table<Stacks>(
        "the printed example", {position}, [](const Stacks& s) { return *std::max_element(s.begin(), s.end()); },
        [g](const Stacks& s) { return games::show(g, s); },
        [g](std::string_view text) { return parseStacks(text, g.prefix); });
    p.predicate = [=](const Stacks& s) {
        auto want = canon(printed), got = canon(games::optionsInPlace(g, s));
        if (want == got) return Judgement::pass();
        std::vector<Stacks> missing, extra;
        std::set_difference(got.begin(), got.end(), want.begin(), want.end(), std::back_inserter(missing));
        std::set_difference(want.begin(), want.end(), got.begin(), got.end(), std::back_inserter(extra));
        return Judgement::fail(list(want), list(got),
                               "legal but not printed: " + list(missing) + "; printed but illegal: " + list(extra));
    };
    return p;
}

template <std::size_t K>
Claim nimbClaim(const std::string& name, std::int64_t bound) {
    return claim<Tuple<K>>(
        papers::mullen2016.info(name, std::string("Chapter 3, Theorem 3.1 (n = ") + std::to_string(K) + ")",
            {.statement = "Suppose NIMB is being played on n stacks of sizes a_1, a_2, a_3, …, a_n, with a_1 ≤ a_2 ≤ "
                          "a_3 ≤ … ≤ a_n, n ≥ 2, and a_1 ≥ 1. Then, G([a_1, a_2, a_3, …, a_n]) = a_1 − 1.",
             .reading = "n = " + std::to_string(K) +
                        ": the Grundy value (mex over NIMB's legal moves; a move must change the smallest non-zero "
                        "stack, an emptied stack is gone) of every NIMB[a_1..a_n], 1 <= a_1 <= ... <= a_n, is a_1 - 1.",
             .bound = bound}),
        grundyProperty<K>(games::nimb(), domains::stacks<K>("NIMB", domains::Order::NonDecreasing, 1),
                          [](const Tuple<K>& s) { return s[0] - 1; }));
}

template <std::size_t K>
Claim nimtbClaim(const std::string& name, std::int64_t bound) {
    return claim<Tuple<K>>(
        papers::mullen2016.info(name, std::string("Chapter 3, Theorem 3.2 (n = ") + std::to_string(K) + ")",
            {.statement = "Suppose NIMTB is being played on n stacks of sizes a_1, a_2, a_3, …, a_n, with a_1 < a_2 < "
                          "a_3 < … < a_n, n ≥ 2, and a_1 ≥ 1. Then, G(a_1, a_2, a_3, …, a_n) = a_1 − 1.",
             .reading = "n = " + std::to_string(K) +
                        ": the Grundy value under NIMTB's three criteria (minimum and maximum both change; no two "
                        "equal stacks in the position or the option) of every NIMTB[a_1..a_n], 1 <= a_1 < ... < a_n, "
                        "is a_1 - 1.",
             .bound = bound}),
        grundyProperty<K>(games::nimtb(), domains::stacks<K>("NIMTB", domains::Order::Increasing, 1),
                          [](const Tuple<K>& s) { return s[0] - 1; }));
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(stackSolver("nimb", games::nimb(), "NIMB[3,4,6]"));
    registry.add(stackSolver("nimtb", games::nimtb(), "NIMTB[3,4,6]"));

    registry.add(claim<Stacks>(
        papers::mullen2016.info("ex3.1", "Chapter 3, NIMB example",
            {.statement = "So, for example, if NIMB were being played on stacks of sizes 3, 4, and 6, the only legal "
                          "moves would be those that leave the board in such a state that the smallest stack value is "
                          "not 3. So, the legal options in this instance would be [2, 4, 6], [1, 4, 6], [0, 4, 6], "
                          "[3, 2, 6], [3, 1, 6], [3, 4, 2], and [3, 4, 1].",
             .reading = "The set of NIMB options of [3,4,6], each stack in its place, equals the printed set."}),
        printedOptions(games::nimb(), {3, 4, 6}, {{2, 4, 6}, {1, 4, 6}, {0, 4, 6}, {3, 2, 6}, {3, 1, 6}, {3, 4, 2}, {3, 4, 1}},
                       false)));
    registry.add(claim<Stacks>(
        papers::mullen2016.info("ex3.2", "Chapter 3, NIMTB example",
            {.statement = "So, for example, if NIMTB were being played on stacks of sizes 3, 4, and 6, the only legal "
                          "moves would be those that leave the board in such a state that the smallest stack value is "
                          "not 3 and the largest stack value is not 6. So, the legal options in this instance would be "
                          "[2, 3, 4] and [1, 3, 4].",
             .reading = "The set of NIMTB options of [3,4,6], each written sorted as printed, equals the printed set."}),
        printedOptions(games::nimtb(), {3, 4, 6}, {{2, 3, 4}, {1, 3, 4}}, true)));

    registry.add(nimbClaim<2>("thm3.1a", 80));
    registry.add(nimbClaim<3>("thm3.1b", 24));
    registry.add(nimbClaim<4>("thm3.1c", 12));
    registry.add(nimtbClaim<2>("thm3.2a", 80));
    registry.add(nimtbClaim<3>("thm3.2b", 30));
    registry.add(nimtbClaim<4>("thm3.2c", 16));
}

}  // namespace gameaudit::mullen2016
