// Mullen (2016), §2.3-2.5: Greedy NIM (Theorem 2.3), SUSEN with the Length function
// (Table 2.1, Theorems 2.4 and 2.5) and JENNIFER on one stack.
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

// The Length function of §2.4, from its definition (the claimed side of Theorem 2.4).
std::int64_t length(std::int64_t a, std::int64_t b) {
    std::int64_t steps = 0;
    while (a > 0 && b > 0) {
        if (a < b) std::swap(a, b);  // L(a, b) = L(b, a)
        a -= b;                      // L(a, b) = 1 + L(a - b, b), a >= b > 0
        ++steps;
    }
    return steps + (a > 0 || b > 0 ? 1 : 0);  // L(a, 0) = L(0, b) = 1, L(0, 0) = 0
}

// Table 2.1 as printed: rows y = 8 down to 0, columns x = 0..8.
const std::int64_t printedLengths[9][9] = {
    {1, 9, 5, 6, 3, 6, 5, 9, 2}, {1, 8, 6, 6, 6, 6, 8, 2, 9}, {1, 7, 4, 3, 4, 7, 2, 8, 5},
    {1, 6, 5, 5, 6, 2, 7, 6, 6}, {1, 5, 3, 5, 2, 6, 4, 6, 3}, {1, 4, 4, 2, 5, 5, 3, 6, 6},
    {1, 3, 2, 4, 3, 5, 4, 6, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}, {0, 1, 1, 1, 1, 1, 1, 1, 1}};

struct LengthCell {
    std::int64_t x, y, printed;
    bool operator==(const LengthCell&) const = default;
};

std::string lengthSteps(std::int64_t a, std::int64_t b) {
    std::string s = "L(" + std::to_string(a) + "," + std::to_string(b) + ")";
    while (a > 0 && b > 0) {
        if (a < b) std::swap(a, b);
        a -= b;
        s += " = 1 + L(" + std::to_string(a) + "," + std::to_string(b) + ")";
        if (s.size() > 200) return s + " ...";
    }
    return s;
}

bool evenGreatest(const Stacks& s) {
    std::int64_t top = 0;
    int count = 0;
    for (std::int64_t v : s) {
        if (v > top) top = v, count = 0;
        if (v == top && v > 0) ++count;
    }
    return count % 2 == 0;
}

template <std::size_t K>
Claim greedyClaim(const std::string& name, std::int64_t bound) {
    return claim<Tuple<K>>(
        papers::mullen2016.info(name, std::string("§2.3, Theorem 2.3 (") + std::to_string(K) + " stacks)",
            {.statement = "The P-positions of Greedy NIM occur precisely in those games where there are an even number "
                          "of stacks with an equal largest amount of chips.",
             .reading = "Up to " + std::to_string(K) + " stacks (empty stacks are no stacks; the empty position has "
                        "zero largest stacks, an even number): P iff the number of stacks holding the largest amount "
                        "is even.",
             .bound = bound}),
        outcomeProperty<K>(sharedTable(games::greedyNim(), K), domains::stacks<K>("G", domains::Order::NonDecreasing, 0),
                           [](const Tuple<K>& s) { return evenGreatest(Stacks(s.begin(), s.end())); }));
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(stackSolver("greedy-nim", games::greedyNim(), "G[3,5,5]"));
    registry.add(stackSolver("susen", games::susen(), "S[7,21,39]"));
    registry.add(stackSolver("jennifer", games::jennifer(), "J[7,21,39]"));

    registry.add(greedyClaim<2>("thm2.3a", 300));
    registry.add(greedyClaim<3>("thm2.3b", 60));
    registry.add(greedyClaim<4>("thm2.3c", 20));

    {
        std::vector<LengthCell> cells;
        for (int row = 0; row < 9; ++row)
            for (int x = 0; x <= 8; ++x) cells.push_back({x, 8 - row, printedLengths[row][x]});
        // by hand: a table of the function L (not of a game), its witness L's recursion step by step
        Property<LengthCell> p;
        p.domain = domains::table<LengthCell>(
            "the 81 cells of Table 2.1", cells, [](const LengthCell& c) { return std::max(c.x, c.y); },
            [](const LengthCell& c) {
                return "L(" + std::to_string(c.x) + "," + std::to_string(c.y) + ") = " + std::to_string(c.printed);
            },
            [cells](std::string_view text) {
                notation::Reader r(text, "L(x,y) = <length>");
                auto v = r.integers("L(", ")", 2);
                r.expect("=");
                const std::int64_t printed = r.integer();
                r.end();
                for (const LengthCell& c : cells)
                    if (c.x == v[0] && c.y == v[1] && c.printed == printed) return c;
                throw InputError("Table 2.1 has no cell (" + std::to_string(v[0]) + "," + std::to_string(v[1]) + ")");
            });
        p.predicate = [](const LengthCell& c) {
            const std::int64_t l = length(c.x, c.y);
            if (l == c.printed) return Judgement::pass();
            return Judgement::fail(std::to_string(c.printed), std::to_string(l), lengthSteps(c.x, c.y));
        };
        registry.add(claim<LengthCell>(
            papers::mullen2016.info("table2.1", "§2.4, Table 2.1",
                {.statement = "We define L(0, 0) = 0, L(a, 0) = 1, L(0, b) = 1, L(a, b) = L(b, a) for all a, b > 0, and "
                              "L(a, b) = 1 + L(a − b, b) where a ≥ b > 0. ... Table 2.1: Complete table of Length "
                              "outcomes up to stack size 8.",
                 .reading = "Cell in column x, row y is L(x, y) from the definition; every one of the 81 printed "
                            "cells is compared (a finite table, checked completely; size = max(x, y))."}),
            p));
    }
    registry.add(claim<Tuple<2>>(
        papers::mullen2016.info("thm2.4", "§2.4, Theorem 2.4",
            {.statement = "Suppose a ≥ b. Then, S[a, b] ∈ P ⇔ L(a, b) is even.",
             .reading = "Over all a >= b >= 0 (a stack of 0 has ceased to exist): S[a,b] is P iff L(a,b) is even.",
             .bound = 2000}),
        outcomeProperty<2>(sharedTable(games::susen(), 2), domains::stacks<2>("S", domains::Order::NonDecreasing, 0),
                           [](const Tuple<2>& s) { return length(s[1], s[0]) % 2 == 0; })));
    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm2.5", "§2.4, Theorem 2.5",
            {.statement = "For a, b, c > 0, the SUSEN position [a, b, c] is in P iff [a, b] and [a, c] and [b, c] are "
                          "all in N.",
             .reading = "Over all 1 <= a <= b <= c: S[a,b,c] is P iff the three two-stack positions are all N, each "
                        "judged by the oracle (not by Theorem 2.4).",
             .bound = 120}),
        [] {
            games::StackTable& two = sharedTable(games::susen(), 2);
            Property<Tuple<3>> p = outcomeProperty<3>(sharedTable(games::susen(), 3), sortedTriples("S", 1, INT64_MAX / 4),
                                                      [&two](const Tuple<3>& s) {
                                                          return !two.isP({s[0], s[1]}) && !two.isP({s[0], s[2]}) &&
                                                                 !two.isP({s[1], s[2]});
                                                      });
            p.prepare = [&two](std::int64_t n) {
                two.solveUpTo(n);
                sharedTable(games::susen(), 3).solveUpTo(n);
            };
            return p;
        }()));
    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("ex2.4", "§2.4, SUSEN on one stack",
            {.statement = "All games of SUSEN with 1 stack are in N since the only legal move is for Player One to "
                          "remove the entire stack and win.",
             .reading = "For every n >= 1: S[n] is N, and its only option is the empty position.",
             .bound = 2000}),
        [] {
            // by hand: judges the move set (the only move empties the stack) before the outcome
            Property<std::int64_t> p;
            p.domain = domains::integers("n", 1);
            p.prepare = [](std::int64_t n) { sharedTable(games::susen(), 1).solveUpTo(n); };
            p.predicate = [](std::int64_t n) {
                const games::StackTable& t = sharedTable(games::susen(), 1);
                auto options = t.options({n});
                if (options.size() != 1 || options[0] != Stacks{0})
                    return Judgement::fail("the only move empties the stack", std::to_string(options.size()) + " options",
                                           tableWitness(t, {n}));
                return judgeOutcome(t, {n}, false);
            };
            return p;
        }()));
    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("ex2.5", "§2.5, JENNIFER on one stack",
            {.statement = "JENNIFER on one stack is easy. The winning strategy is to always remove all but one chip.",
             .reading = "For every n >= 2: J[n] is N and removing all but one chip (J[n] → J[1]) is a legal move to a "
                        "P-position; J[1] has no move (its size is excluded from the subtraction set).",
             .bound = 2000}),
        strategyWins(oneStack(games::jennifer()), domains::integers("n", 2),
                     [](std::int64_t) { return std::optional<std::int64_t>(1); })));

    registry.add(agreementMap("mullen2016", "susen.svg", "SUSEN on two stacks: Theorem 2.4 vs oracle",
                              "S[x,y], 0 <= x,y <= 64; claimed P-positions: L(x,y) even.", sharedTable(games::susen(), 2),
                              64, [](int x, int y) { return Stacks{x, y}; },
                              [](int x, int y) { return length(x, y) % 2 == 0; }, "x", "y"));
}

}  // namespace gameaudit::mullen2016
