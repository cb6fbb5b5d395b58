// Mullen (2016), Chapter 5.3-5.5: MINE (MINNIE where no two stacks may ever be equal).
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

bool theorem58(std::int64_t a, std::int64_t b) {
    return (a == 1 && b % 2 == 0 && b >= 2) || (a == 2 && b % 4 == 1 && b >= 5) || (a == 3 && b % 4 == 3 && b >= 7);
}
bool theorem511(std::int64_t b, std::int64_t c) { return c == b + 1 || c == b + 3 || (c > b + 4 && (b + c) % 2 == 0); }
bool theorem513(std::int64_t b, std::int64_t c) {
    return c == b + 2 || (c > b + 2 && b % 2 == 0 && (b + c) % 4 == 1) || (c > b + 2 && b % 2 == 1 && (b + c) % 4 == 3);
}
bool theorem514(std::int64_t b, std::int64_t c) {
    bool away = c != b + 3 && c != b + 7;
    return c == b + 4 || (away && b % 2 == 1 && (b + c) % 4 == 1) || (away && b % 2 == 0 && (b + c) % 4 == 3);
}
bool theorem515(std::int64_t b, std::int64_t c) { return c == b + 7 && b != 5 && b != 6; }

// The positions M_n[a,b,c], c >= lo, of a theorem on a and b fixed.
Domain<Tuple<3>> lastStackFrom(std::int64_t a, std::int64_t b, std::int64_t lo) {
    return familyOf<3>("M_n", "M_n[" + std::to_string(a) + "," + std::to_string(b) + ",c], c > " + std::to_string(lo - 1), lo,
                       [a, b](std::int64_t c) { return Tuple<3>{a, b, c}; },
                       [a, b](const Tuple<3>& s) -> std::optional<std::int64_t> {
                           if (s[0] != a || s[1] != b) return std::nullopt;
                           return s[2];
                       });
}

// The move the strategy after Theorem 5.15 prescribes in M_n[a,b,c], 4 < a < b < c: the
// smallest stack is lowered to the returned size.
std::int64_t strategyTarget(std::int64_t b, std::int64_t c) {
    const std::int64_t gap = c - b;
    static const std::int64_t byGap[] = {0, 1, 2, 1, 3, 2, 1, 4};
    if (gap <= 7) return byGap[gap];
    if (b % 2 == c % 2) return 1;
    return gap % 4 == 1 ? 2 : 3;  // gap odd here
}

std::vector<Fact> mineProofFacts() {
    std::vector<Fact> f{
        // Theorem 5.8
        inP({1, 2}), inN({2, 3}, {1, 2}),
        // Theorem 5.9-5.12
        inP({1, 2, 3}), inN({1, 2, 4}, {1, 2, 3}), inN({1, 2, 5}, {0, 2, 5}), inP({1, 3, 4}), inN({1, 3, 5}, {1, 3, 4}),
        inP({1, 4, 5}), inN({1, 4, 6}, {1, 4, 5}), inP({1, 4, 7}), inN({1, 4, 8}, {1, 4, 7}),
        inN({2, 3, 4}, {1, 3, 4}), inP({2, 3, 5}),
        // Theorem 5.13-5.15
        inN({2, 4, 5}, {1, 4, 5}), inP({2, 4, 6}), inN({2, 4, 7}, {1, 4, 7}), inN({3, 4, 5}, {1, 4, 5}),
        inN({3, 4, 6}, {2, 4, 6}), inN({3, 4, 7}, {1, 4, 7}), inP({3, 4, 8}), inN({3, 4, 9}, {3, 4, 8}),
        inN({3, 4, 10}, {3, 4, 8}), inN({3, 4, 11}, {3, 4, 8}), inN({4, 5, 6}, {2, 4, 6}), inN({4, 5, 7}, {1, 4, 7}),
        inN({4, 5, 8}, {1, 5, 8}), inN({4, 6, 7}, {1, 6, 7}), inN({4, 6, 8}, {3, 4, 8})};
    // General lines, for k beyond the base cases listed above.
    for (std::int64_t k = 1; k <= 12; ++k) {
        f.push_back(inN({1, 2 * k + 1}, {1, 2 * k}));
        f.push_back(inP({1, 2 * k}));
        f.push_back(inN({2, 4 * k}, {1, 4 * k}));
        f.push_back(inN({2, 4 * k + 2}, {1, 4 * k + 2}));
        f.push_back(inP({2, 4 * k + 1}));
        f.push_back(inN({2, 4 * k + 3}, {2, 4 * k + 1}));
        f.push_back(inN({3, 4 * k}, {1, 4 * k}));
        f.push_back(inN({3, 4 * k + 2}, {1, 4 * k + 2}));
        f.push_back(inN({3, 4 * k + 1}, {2, 4 * k + 1}));
        f.push_back(inP({3, 4 * k + 3}));
        f.push_back(inP({1, 2, 2 * k + 4}));
        f.push_back(inN({1, 2, 2 * k + 5}, {1, 2, 2 * k + 4}));
        f.push_back(inN({1, 3, 4 * k + 2}, {1, 2, 4 * k + 2}));
        f.push_back(inN({1, 3, 4 * k + 3}, {0, 3, 4 * k + 3}));
        f.push_back(inN({1, 3, 4 * k + 4}, {1, 2, 4 * k + 4}));
        f.push_back(inP({1, 3, 4 * k + 5}));
        f.push_back(inN({1, 4, 4 * k + 5}, {1, 3, 4 * k + 5}));
        f.push_back(inP({1, 4, 4 * k + 6}));
        f.push_back(inN({1, 4, 4 * k + 7}, {1, 4, 4 * k + 6}));
        f.push_back(inP({1, 4, 4 * k + 8}));
        f.push_back(inN({2, 3, 4 * k + 2}, {1, 2, 4 * k + 2}));
        f.push_back(inN({2, 3, 4 * k + 3}, {0, 3, 4 * k + 3}));
        f.push_back(inN({2, 3, 4 * k + 4}, {1, 2, 4 * k + 4}));
        f.push_back(inN({2, 3, 4 * k + 5}, {1, 3, 4 * k + 5}));
        f.push_back(inN({2, 4, 4 * k + 4}, {1, 4, 4 * k + 4}));
        f.push_back(inP({2, 4, 4 * k + 5}));
        f.push_back(inN({2, 4, 4 * k + 6}, {1, 4, 4 * k + 6}));
        f.push_back(inN({2, 4, 4 * k + 7}, {2, 4, 4 * k + 5}));
        f.push_back(inN({3, 4, 4 * k + 8}, {1, 4, 4 * k + 8}));
        f.push_back(inN({3, 4, 4 * k + 9}, {1, 3, 4 * k + 9}));
        f.push_back(inN({3, 4, 4 * k + 10}, {1, 4, 4 * k + 10}));
        f.push_back(inP({3, 4, 4 * k + 11}));
        const std::int64_t j = k + 4;  // lines in j: the middle stack j > 4
        f.push_back(inP({1, j, j + 1}));
        f.push_back(inN({1, j, j + 2}, {1, j, j + 1}));
        f.push_back(inP({1, j, j + 3}));
        f.push_back(inN({1, j, j + 4}, {1, j, j + 3}));
        f.push_back(inN({1, j, j + 5}, {1, j - 1, j + 5}));
        f.push_back(inN({2, j, j + 1}, {1, j, j + 1}));
        f.push_back(inP({2, j, j + 2}));
        f.push_back(inN({2, j, j + 3}, {2, j, j + 2}));
        f.push_back(inN({2, j, j + 4}, {2, j, j + 2}));
        f.push_back(inN({3, j, j + 1}, {1, j, j + 1}));
        f.push_back(inN({3, j, j + 2}, {2, j, j + 2}));
        f.push_back(inN({3, j, j + 3}, {1, j, j + 3}));
        f.push_back(inP({3, j, j + 4}));
        f.push_back(inN({3, j, j + 5}, {3, j, j + 4}));
        f.push_back(inN({3, j, j + 6}, {3, j, j + 4}));
        f.push_back(inN({3, j, j + 7}, {3, j, j + 4}));
        if (j > 6) {
            f.push_back(inN({4, j, j + 1}, {1, j, j + 1}));
            f.push_back(inN({4, j, j + 2}, {2, j, j + 2}));
            f.push_back(inN({4, j, j + 3}, {1, j, j + 3}));
            f.push_back(inN({4, j, j + 4}, {3, j, j + 4}));
            f.push_back(inN({4, j, j + 5}, {2, j, j + 5}));
            f.push_back(inN({4, j, j + 6}, {1, j, j + 6}));
            f.push_back(inP({4, j, j + 7}));
        }
    }
    return f;
}

// Which line of the strategy applies to M_n[a,b,c] (1..7: c = b + 1..7; 8, 9: b, c both odd, both
// even; 10, 11: c - b ≡ 1, 3 (mod 4)); 0: none. `strategyProperty(line)` checks that line only.
int strategyLine(std::int64_t b, std::int64_t c) {
    const std::int64_t gap = c - b;
    if (gap <= 7) return static_cast<int>(gap);
    if (b % 2 == 1 && c % 2 == 1) return 8;
    if (b % 2 == 0 && c % 2 == 0) return 9;
    return gap % 4 == 1 ? 10 : 11;
}

Property<Tuple<3>> strategyProperty(int line = 0) {
    // by hand: judges only the target's outcome and names a winning move, worded otherwise than judgeMove
    Property<Tuple<3>> p;
    p.domain = sortedTriples("M_n", 5, INT64_MAX / 4)
                   .where([line](const Tuple<3>& s) {
                       return s[0] < s[1] && s[1] < s[2] && (line == 0 || strategyLine(s[1], s[2]) == line);
                   },
                          line == 0 ? "4 < a < b < c" : "4 < a < b < c, the line's case");
    p.prepare = [](std::int64_t n) { mine3().solveUpTo(n); };
    p.predicate = [](const Tuple<3>& s) {
        const games::StackTable& t = mine3();
        const std::int64_t to = strategyTarget(s[1], s[2]);
        Stacks target{to, s[1], s[2]};
        if (t.isP(target)) return Judgement::pass();
        std::string move = games::show(t.game(), {s[0], s[1], s[2]}) + " -> " + games::show(t.game(), target);
        auto win = t.winningOption({s[0], s[1], s[2]});
        return Judgement::fail("the move " + move + " wins", "it leaves an N-position",
                               win ? "a winning move is " + games::show(t.game(), games::normalized(*win))
                                   : "the position is P: no move wins");
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(stackSolver("mine", games::mine(), "M_n[5,8,13]"));

    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("lem5.7", "§5.4, Lemma 5.7",
            {.statement = "Let a be a positive integer then G(M_n[a]) = a.",
             .reading = "The Grundy value of MINE on the single stack a >= 1, computed by mex over the rules.",
             .bound = 300}),
        grundyValue(oneStack(games::mine()), domains::integers("a", 1), [](std::int64_t a) { return a; })));

    registry.add(claim<Tuple<2>>(
        papers::mullen2016.info("thm5.8", "§5.4, Theorem 5.8",
            {.statement = "Suppose Mine is being played on two stacks of sizes a, b, a < b. Then the P-positions are "
                          "M_n[1, 2k], M_n[2, 4j + 1], M_n[3, 4i + 3] for all k, j, i > 0.",
             .reading = "Over all 1 <= a < b: M_n[a,b] is P iff a = 1 and b even, or a = 2 and b ≡ 1 (mod 4), b >= 5, "
                        "or a = 3 and b ≡ 3 (mod 4), b >= 7.",
             .bound = 2000}),
        outcomeProperty<2>(mine2(), domains::stacks<2>("M_n", domains::Order::Increasing, 1),
                           [](const Tuple<2>& s) { return theorem58(s[0], s[1]); })));

    registry.add(claim<Fact>(
        papers::mullen2016.info("thm5.8-5.15-proofs", "§5.4-5.5, proofs of Theorems 5.8-5.15",
            {.statement = "M_n[1, 2] ∈ P ... M_n[2, 3, 5] ∈ P ... M_n[3, 4, 8] ∈ P ... M_n[4, 6, 8] ∈ N since "
                          "M_n[3, 4, 8] ∈ P (Theorem 5.14) is an option. ...",
             .reading = "Every concrete outcome asserted in the proofs of Theorems 5.8-5.15, and their general lines "
                        "instantiated for k = 1..12 (lines in j for j = 5..16) beyond the base cases; a cited option "
                        "must be a legal MINE option and a P-position. The first general line after the base cases, "
                        "M_n[2,4,4k] ∈ N via M_n[1,4,4k] ∈ P at k = 2, cites M_n[1,4,8] as P, though the proof of "
                        "Theorem 5.11 itself states M_n[1,4,8] ∈ N (the oracle agrees: M_n[1,4,8] -> M_n[1,4,7]).",
             .expect = Expect::refutedAt("M_n[2,4,8] ∈ N via M_n[1,4,8]")}),
        factsProperty(mine3(), "outcomes asserted in the proofs of Theorems 5.8-5.15", mineProofFacts())));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.9", "§5.5, Theorem 5.9",
            {.statement = "Suppose Mine is being played on three stacks of sizes 1, 2, c with c > 4. Then, "
                          "M_n[1, 2, c] ∈ P if and only if c ≡ 0 (mod 2).",
             .reading = "For every c >= 5: M_n[1,2,c] is P iff c is even.",
             .bound = 300}),  // the 3-stack table up to the random reach holds C(c, 3) positions,
        outcomeProperty<3>(mine3(), lastStackFrom(1, 2, 5), [](const Tuple<3>& s) { return s[2] % 2 == 0; })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.10", "§5.5, Theorem 5.10",
            {.statement = "Suppose Mine is being played on three stacks of sizes 1, 3, c with c > 5. Then, "
                          "M_n[1, 3, c] ∈ P if and only if c ≡ 1 (mod 4).",
             .reading = "For every c >= 6: M_n[1,3,c] is P iff c ≡ 1 (mod 4).",
             .bound = 300}),  // the 3-stack table up to the random reach holds C(c, 3) positions,
        outcomeProperty<3>(mine3(), lastStackFrom(1, 3, 6), [](const Tuple<3>& s) { return s[2] % 4 == 1; })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.11", "§5.5, Theorem 5.11",
            {.statement = "Suppose Mine is being played on three stacks of sizes 1, b, c with 3 < b < c. Then, "
                          "M_n[1, b, c] ∈ P if and only if c = b + 1; c = b + 3; c > b + 4 and b + c ≡ 0 (mod 2).",
             .reading = "For all 3 < b < c: M_n[1,b,c] is P iff one of the three listed conditions holds.",
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 300}),
        outcomeProperty<3>(mine3(), withFirstStack("M_n", 1, 3),
                           [](const Tuple<3>& s) { return theorem511(s[1], s[2]); })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.12", "§5.5, Theorem 5.12",
            {.statement = "Suppose Mine is being played on three stacks of sizes 2, 3, c with c > 3. Then, "
                          "M_n[2, 3, c] ∈ P if and only if c = 5.",
             .reading = "For every c >= 4: M_n[2,3,c] is P iff c = 5.",
             .bound = 300}),  // the 3-stack table up to the random reach holds C(c, 3) positions,
        outcomeProperty<3>(mine3(), lastStackFrom(2, 3, 4), [](const Tuple<3>& s) { return s[2] == 5; })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.13", "§5.5, Theorem 5.13",
            {.statement = "Suppose Mine is being played on three stacks of sizes 2, b, c with 3 < b < c. Then, "
                          "M_n[2, b, c] ∈ P if and only if c = b + 2; c > b + 2 and b ≡ 0 (mod 2) and b + c ≡ 1 "
                          "(mod 4); c > b + 2 and b ≡ 1 (mod 2) and b + c ≡ 3 (mod 4).",
             .reading = "For all 3 < b < c: M_n[2,b,c] is P iff one of the three listed conditions holds.",
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 300}),
        outcomeProperty<3>(mine3(), withFirstStack("M_n", 2, 3),
                           [](const Tuple<3>& s) { return theorem513(s[1], s[2]); })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.14", "§5.5, Theorem 5.14",
            {.statement = "Suppose Mine is being played on three stacks of sizes 3, b, c with 3 < b < c. Then, "
                          "M_n[3, b, c] ∈ P if and only if c = b + 4; c ≠ b + 3 and c ≠ b + 7 and b ≡ 1 (mod 2) and "
                          "b + c ≡ 1 (mod 4); c ≠ b + 3 and c ≠ b + 7 and b ≡ 0 (mod 2) and b + c ≡ 3 (mod 4).",
             .reading = "For all 3 < b < c: M_n[3,b,c] is P iff one of the three listed conditions holds.",
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 300}),
        outcomeProperty<3>(mine3(), withFirstStack("M_n", 3, 3),
                           [](const Tuple<3>& s) { return theorem514(s[1], s[2]); })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.15", "§5.5, Theorem 5.15",
            {.statement = "Suppose Mine is being played on three stacks of sizes 4, b, c with 4 < b < c. Then, "
                          "M_n[4, b, c] ∈ P if and only if c = b + 7 and b ≠ 5 and b ≠ 6.",
             .reading = "For all 4 < b < c: M_n[4,b,c] is P iff c = b + 7, b ∉ {5, 6}.",
             .bound = 300}),
        outcomeProperty<3>(mine3(), withFirstStack("M_n", 4, 4),
                           [](const Tuple<3>& s) { return theorem515(s[1], s[2]); })));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.15-strategy", "§5.5, the strategy after Theorem 5.15",
            {.statement = "So, we get the following winning strategy for Player One in M_n[a, b, c] with 4 < a < b < c: "
                          "If c = b + 1 → M_n[1, b, c]; If c = b + 2 → M_n[2, b, c]; If c = b + 3 → M_n[1, b, c]; If "
                          "c = b + 4 → M_n[3, b, c]; If c = b + 5 → M_n[2, b, c]; If c = b + 6 → M_n[1, b, c]; If "
                          "c = b + 7 → M_n[4, b, c]; else if b ≡ 1 (mod 2) and c ≡ 1 (mod 2) → M_n[1, b, c]; else if "
                          "b ≡ 0 (mod 2) and c ≡ 0 (mod 2) → M_n[1, b, c]; else if c = b + m, m ≡ 1 (mod 4) → "
                          "M_n[2, b, c]; else if c = b + m, m ≡ 3 (mod 4) → M_n[3, b, c].",
             .reading = "For all 4 < a < b < c, the prescribed move (lower the smallest stack a to 1, 2, 3 or 4) "
                        "leaves a P-position, so it wins. Every prescribed move is legal (a > 4 >= the new size, "
                        "and the new size differs from b, c > 4).",
             .paraphrase = "The strategy's lines, one paragraph each in the text, are joined by ';'.",
             .bound = 150,
             .expect = Expect::refutedAt("M_n[5,6,13]")}),  // c = b + 7 with b = 6: Theorem 5.15 itself makes M_n[4,6,13] N
        strategyProperty()));

    const char* strategyLines[] = {"If c = b + 1 → M_n[1, b, c]", "If c = b + 2 → M_n[2, b, c]",
                                   "If c = b + 3 → M_n[1, b, c]", "If c = b + 4 → M_n[3, b, c]",
                                   "If c = b + 5 → M_n[2, b, c]", "If c = b + 6 → M_n[1, b, c]",
                                   "If c = b + 7 → M_n[4, b, c]",
                                   "else if b ≡ 1 (mod 2) and c ≡ 1 (mod 2) → M_n[1, b, c]",
                                   "else if b ≡ 0 (mod 2) and c ≡ 0 (mod 2) → M_n[1, b, c]",
                                   "else if c = b + m, m ≡ 1 (mod 4) → M_n[2, b, c]",
                                   "else if c = b + m, m ≡ 3 (mod 4) → M_n[3, b, c]."};
    for (int line = 1; line <= 11; ++line) {
        const int textLine = 1167 + 2 * line;
        registry.add(claim<Tuple<3>>(
            papers::mullen2016.info("thm5.15-strategy-l" + std::to_string(textLine),
                                    std::string("§5.5, the strategy after Theorem 5.15, line ") + std::to_string(textLine),
                {.statement = strategyLines[line - 1],
                 .reading = "For every M_n[a,b,c], 4 < a < b < c, this line applies to (the earlier lines not): the "
                            "prescribed move leaves a P-position, so it wins.",
                 .bound = 100,
                 .cases = 0,
                 .expect = line == 7 ? Expect::refutedAt("M_n[5,6,13]") : Expect::holds()}),
            strategyProperty(line)));
    }

    registry.add(agreementMap("mullen2016", "mine.svg", "MINE on two stacks: Theorem 5.8 vs oracle",
                              "M_n[x,y], 0 <= x,y <= 64, x ≠ y (equal stacks are not MINE positions and shown "
                              "as agreeing N); claimed P-positions from Theorem 5.8, M_n[0,0] terminal.",
                              mine2(), 64, [](int x, int y) { return x == y && x > 0 ? Stacks{0, 1} : Stacks{x, y}; },
                              [](int x, int y) {
                                  if (x == 0 && y == 0) return true;
                                  if (x == y || x == 0 || y == 0) return false;
                                  return theorem58(std::min(x, y), std::max(x, y));
                              },
                              "x", "y"));
    registry.add(agreementMap("mullen2016", "mine-l3.svg", "MINE M_n[3,b,c]: Theorem 5.14 vs oracle",
                              "M_n[3,b,c], 4 <= b,c <= 64, b ≠ c; claimed P-positions from Theorem 5.14 with the "
                              "stacks sorted; other cells blank.",
                              mine3(), 64,
                              [](int b, int c) { return b < 4 || c < 4 || b == c ? Stacks{0, 0, 1} : Stacks{3, b, c}; },
                              [](int b, int c) {
                                  if (b < 4 || c < 4 || b == c) return false;
                                  return theorem514(std::min(b, c), std::max(b, c));
                              },
                              "b", "c"));
}

}  // namespace gameaudit::mullen2016
