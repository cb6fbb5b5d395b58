// Mullen (2016), Chapter 5.1-5.2 and Conjecture 5.6: MINNIE on 1, 2, 3 and 4 stacks.
#include "models/mullen/two_stack_rules.hpp"
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

const TwoStackGame minnie2G = twoStackGame("M", games::minnieTwoStacks);

// Theorem 5.2's list, for positive a <= b.
bool theorem52(std::int64_t a, std::int64_t b) {
    return (a == 1 && b % 2 == 1) || (a == 2 && b % 4 == 2) || (a == 3 && b % 4 == 0 && b >= 8) ||
           (a == 4 && b == 4);
}

// Theorem 5.3's list, for l <= m <= n, 1 <= l <= 3.
bool theorem53(const Tuple<3>& s) {
    auto [l, m, n] = s;
    return (l == 1 && (m + n) % 2 == 1 && m != 3) || (l == 1 && m == 3 && n == 4) ||
           (l == 1 && m == 3 && n % 4 == 2) || (l == 2 && m != 3 && (m + n) % 4 == 2) ||
           (l == 3 && m == 3 && n % 4 == 3) || (l == 3 && m > 3 && m != 5 && n > 4 && (m + n) % 4 == 0);
}

std::vector<Fact> theorem52Facts() {
    std::vector<Fact> f{inP({1, 1}), inN({1, 2}, {1, 1}), inN({2, 1}, {1, 1}), inP({2, 2}), inN({2, 3}, {2, 2}),
                        inN({2, 4}, {2, 2}), inP({3, 1}), inN({3, 2}), inN({3, 3}, {1, 3}), inN({3, 4}, {1, 3}),
                        inN({3, 5}, {1, 5}), inN({3, 6}, {2, 6}), inN({3, 7}, {1, 7}), inP({3, 8}), inP({4, 4})};
    for (std::int64_t k = 1; k <= 25; ++k) {
        f.push_back(inN({1, 2 * k}, {1, 2 * k - 1}));
        f.push_back(inP({1, 2 * k + 1}));
        f.push_back(inN({2, 4 * k + 1}, {1, 4 * k + 1}));
        f.push_back(inN({2, 4 * k + 3}, {1, 4 * k + 3}));
        f.push_back(inN({2, 4 * k}, {2, 4 * k - 2}));
        f.push_back(inP({2, 4 * k + 2}));
        f.push_back(inN({3, 4 * k + 1}, {1, 4 * k + 1}));
        f.push_back(inN({3, 4 * k + 3}, {1, 4 * k + 3}));
        f.push_back(inN({3, 4 * k + 2}, {2, 4 * k + 2}));
        if (k >= 2) f.push_back(inP({3, 4 * k}));
    }
    return f;
}

std::vector<Fact> theorem53Facts() {
    std::vector<Fact> f{
        inN({1, 3, 3}, {1, 2, 3}), inP({1, 3, 4}), inN({1, 3, 5}, {1, 3, 4}), inP({1, 3, 6}),
        inN({1, 4, 4}, {1, 3, 4}), inP({1, 4, 5}), inP({3, 3, 3}), inN({3, 3, 4}, {3, 3, 3}),
        inN({3, 3, 5}, {3, 3, 3}), inN({3, 3, 6}, {3, 3, 3}), inN({3, 4, 4}, {1, 3, 4}), inN({3, 4, 6}, {2, 4, 6}),
        inP({3, 4, 8})};
    for (std::int64_t k = 1; k <= 12; ++k) {
        // Case 1.1-1.4
        f.push_back(inN({1, 1, 2 * k + 1}, {0, 1, 2 * k + 1}));
        f.push_back(inP({1, 1, 2 * k}));
        f.push_back(inN({1, 2, 2 * k}, {1, 1, 2 * k}));
        f.push_back(inP({1, 2, 2 * k + 1}));
        f.push_back(inN({1, 3, 4 * k + 3}, {1, 3, 4 * k + 2}));
        if (k >= 2) f.push_back(inN({1, 3, 4 * k}, {0, 3, 4 * k}));  // M[1,3,4] is a base case (P)
        f.push_back(inN({1, 3, 4 * k + 1}, {1, 2, 4 * k + 1}));
        f.push_back(inP({1, 3, 4 * k + 2}));
        f.push_back(inN({1, 4, 2 * k + 4}, {1, 4, 2 * k + 3}));
        f.push_back(inP({1, 4, 2 * k + 3}));
        // Case 2.1-2.3
        f.push_back(inN({2, 2, 4 * k + 1}, {1, 2, 4 * k + 1}));
        f.push_back(inN({2, 2, 4 * k + 3}, {1, 2, 4 * k + 3}));
        f.push_back(inN({2, 2, 4 * k + 2}, {0, 2, 4 * k + 2}));
        f.push_back(inP({2, 2, 4 * k}));
        f.push_back(inN({2, 3, 4 * k}, {2, 2, 4 * k}));
        f.push_back(inN({2, 3, 4 * k + 1}, {1, 2, 4 * k + 1}));
        f.push_back(inN({2, 3, 4 * k + 3}, {1, 2, 4 * k + 3}));
        f.push_back(inN({2, 3, 4 * k + 2}, {1, 3, 4 * k + 2}));
        f.push_back(inN({2, 4, 4 * k + 1}, {1, 4, 4 * k + 1}));
        f.push_back(inN({2, 4, 4 * k + 3}, {1, 4, 4 * k + 3}));
        f.push_back(inN({2, 4, 4 * k + 4}, {2, 2, 4 * k + 4}));
        f.push_back(inP({2, 4, 4 * k + 2}));
        // Case 3.1-3.5
        f.push_back(inN({3, 3, 4 * k + 4}, {3, 3, 4 * k + 3}));
        f.push_back(inN({3, 3, 4 * k + 5}, {3, 3, 4 * k + 3}));
        f.push_back(inN({3, 3, 4 * k + 6}, {3, 3, 4 * k + 3}));
        f.push_back(inP({3, 3, 4 * k + 3}));
        f.push_back(inN({3, 4, 4 * k + 1}, {1, 4, 4 * k + 1}));
        f.push_back(inN({3, 4, 4 * k + 3}, {1, 4, 4 * k + 3}));
        f.push_back(inN({3, 4, 4 * k + 6}, {3, 4, 4 * k + 4}));
        f.push_back(inP({3, 4, 4 * k + 4}));
        f.push_back(inN({3, 5, 4 * k + 4}, {1, 5, 4 * k + 4}));
        f.push_back(inN({3, 5, 4 * k + 6}, {1, 5, 4 * k + 6}));
        f.push_back(inN({3, 5, 4 * k + 5}, {2, 5, 4 * k + 5}));
        f.push_back(inN({3, 5, 4 * k + 3}, {3, 3, 4 * k + 3}));
        f.push_back(inN({3, 6, 4 * k + 5}, {1, 6, 4 * k + 5}));
        f.push_back(inN({3, 6, 4 * k + 7}, {1, 6, 4 * k + 7}));
        f.push_back(inN({3, 6, 4 * k + 4}, {2, 6, 4 * k + 4}));
        f.push_back(inP({3, 6, 4 * k + 6}));
        f.push_back(inN({3, 7, 4 * k + 8}, {1, 7, 4 * k + 8}));
        f.push_back(inN({3, 7, 4 * k + 10}, {1, 7, 4 * k + 10}));
        f.push_back(inN({3, 7, 4 * k + 7}, {2, 7, 4 * k + 7}));
        f.push_back(inP({3, 7, 4 * k + 9}));
    }
    return f;
}

// The P-positions M[l,m,n] with l = 4 or 5, l <= m <= n <= side, as a Markdown table.
std::string question55Data(std::int64_t side) {
    games::StackTable& t = minnie3();
    t.solveUpTo(side);
    std::string md = "| l | P-positions M[l,m,n], l <= m <= n <= " + std::to_string(side) + " |\n|---|---|\n";
    for (std::int64_t l = 4; l <= 5; ++l) {
        std::string row;
        int count = 0;
        for (std::int64_t n = l; n <= side; ++n)
            for (std::int64_t m = l; m <= n; ++m)
                if (t.isP({l, m, n})) {
                    row += (count++ ? ", " : "") + games::show(t.game(), {l, m, n});
                }
        md += "| " + std::to_string(l) + " | " + (row.empty() ? "none" : row) + " (" + std::to_string(count) +
              " positions) |\n";
    }
    return md;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(stackSolver("minnie", games::minnie(), "M[7,9,20]"));

    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("lem5.1", "§5.1, Lemma 5.1",
            {.statement = "Let a be a positive integer then G(M[a]) = a.",
             .reading = "The Grundy value of MINNIE on the single stack a >= 1, computed by mex over the rules.",
             .bound = 300}),
        grundyValue(oneStack(games::minnie()), domains::integers("a", 1), [](std::int64_t a) { return a; })));

    registry.add(claim<Pair>(
        papers::mullen2016.info("thm5.2", "§5.1, Theorem 5.2",
            {.statement = "Let a ≤ b be positive integers: M[a, b] ∈ P iff M[a, b] = M[1, 2i + 1], i ≥ 0; "
                          "M[2, 4i + 2], i ≥ 0; M[3, 4i], i ≥ 2; M[4, 4].",
             .reading = "Over all 1 <= a <= b: M[a,b] is P iff (a = 1, b odd) or (a = 2, b ≡ 2 mod 4) or "
                        "(a = 3, b ≡ 0 mod 4, b >= 8) or [a,b] = [4,4]. Oracle: the shared two-stack table with "
                        "MINNIE's limits (1..min from one stack).",
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 3000}),
        pSet(minnie2G, domains::stacks<2>("M", domains::Order::NonDecreasing, 1),
             [](const Pair& s) { return theorem52(s[0], s[1]); })));

    registry.add(claim<Fact>(
        papers::mullen2016.info("thm5.2-proof", "§5.1, proof of Theorem 5.2",
            {.statement = "Case 1 ... M[3, 8] ∈ P since the only options are M[0, 8] ∈ N (Lemma 5.1), M[1, 8] ∈ N "
                          "(case 1), M[2, 8] ∈ N (case 2), M[3, 7] ∈ N, M[3, 6] ∈ N and M[3, 5] ∈ N. ... M[4, 4] ∈ P",
             .reading = "Every concrete outcome asserted in the proof (cases 1-3 and M[4,4]), and each general line "
                        "instantiated for k = 1..25; for 'X ∈ N since Y is an option', Y must be a legal option of X "
                        "and a P-position."}),
        factsProperty(sharedTable(games::minnie(), 2), "outcomes asserted in the proof of Theorem 5.2",
                      theorem52Facts())));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.3", "§5.2, Theorem 5.3",
            {.statement = "Suppose MINNIE is being played on three stacks of sizes ℓ, m, and n with n ≥ m ≥ ℓ and "
                          "1 ≤ ℓ ≤ 3. Then, Player Two has a winning strategy if and only if one of the following "
                          "conditions is met: M[1, m, n], m + n ≡ 1 (mod 2), m ≠ 3; M[1, 3, 4]; M[1, 3, n], n ≡ 2 "
                          "(mod 4); M[2, m, n], m ≠ 3, m + n ≡ 2 (mod 4); M[3, 3, n], n ≡ 3 (mod 4); M[3, m, n], "
                          "m > 3, m ≠ 5, n > 4, and m + n ≡ 0 (mod 4).",
             .reading = "'Player Two has a winning strategy' = P-position. Over all 1 <= l <= 3, l <= m <= n: "
                        "M[l,m,n] is P iff one of the six listed conditions holds. Default bound 150 (3-stack "
                        "table of C(153,3) positions).",
             .paraphrase = "The displayed cases environment is written inline, its rows separated by ';'.",
             .bound = 150}),
        outcomeProperty<3>(minnie3(), sortedTriples("M", 1, 3), theorem53)));

    registry.add(claim<Fact>(
        papers::mullen2016.info("thm5.3-proof", "§5.2, proof of Theorem 5.3, cases 1.1-3.5",
            {.statement = "M[1, 3, 4] ∈ P ... M[3, 3, 3] ∈ P ... M[3, 4, 8] ∈ P since M[0, 4, 8] ∈ N ... "
                          "M[3, 5, 4k + 3] ∈ N since M[3, 3, 4k + 3] ∈ P (case 3.3) is an option. ...",
             .reading = "Every concrete outcome asserted in cases 1.1-3.5, and each general line of those cases "
                        "instantiated for k = 1..12 (within the case's range); a cited option must be legal and P."}),
        factsProperty(minnie3(), "outcomes asserted in the proof of Theorem 5.3", theorem53Facts())));

    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm5.4", "§5.2, Theorem 5.4",
            {.statement = "Suppose MINNIE is being played on three stacks of sizes 4, m, and n with 6 ≤ m ≤ n. Then, "
                          "this game is in N.",
             .reading = "Every M[4,m,n] with 6 <= m <= n is an N-position.",
             .bound = 200}),
        minnieLargeStacksN<3>(sortedTriples("M", 4, 4), "m")));

    const char* conj56 = "Suppose MINNIE is being played on k stacks, the smallest of which having greater than 3 "
                         "chips and the second smallest having greater than 5 chips. Then, Player One has a "
                         "winning strategy.";
    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("conj5.6a", "§5.2, Conjecture 5.6 (k = 3)",
            {.statement = conj56,
             .reading = "k = 3: every M[l,m,n] with l >= 4, m >= 6, l <= m <= n is an N-position.",
             .bound = 150}),
        minnieLargeStacksN<3>(sortedTriples("M", 4, INT64_MAX / 4), "m")));
    registry.add(claim<Tuple<4>>(
        papers::mullen2016.info("conj5.6b", "§5.2, Conjecture 5.6 (k = 4)",
            {.statement = conj56,
             .reading = "k = 4: every M[a1,a2,a3,a4], a1 <= a2 <= a3 <= a4, a1 >= 4, a2 >= 6, is an N-position. "
                        "Default bound 30 (4-stack table of C(34,4) positions).",
             .bound = 30}),
        minnieLargeStacksN<4>(domains::stacks<4>("M", domains::Order::NonDecreasing, 4), "a2")));

    registry.add(claim<Tuple<5>>(
        papers::mullen2016.info("conj5.6c", "§5.2, Conjecture 5.6 (k = 5)",
            {.statement = conj56,
             .reading = "k = 5: every M[a1,...,a5], a1 <= ... <= a5, a1 >= 4, a2 >= 6, is an N-position. Default "
                        "bound 16; the memoised solver visits every follower, about bound^5/120 positions.",
             .bound = 16}),
        minnieLargeStacksN<5>(domains::stacks<5>("M", domains::Order::NonDecreasing, 4), "a2")));

    registry.add(Figure{.paper = "mullen2016",
                        .file = "minnie-question5.5.md",
                        .title = "Question 5.5: MINNIE P-positions with 4 <= l <= 5",
                        .caption = "Every P-position M[l,m,n] with l in {4,5} and n <= 60, from the oracle.",
                        .markdown = [] { return question55Data(60); }});
    registry.add(agreementMap("mullen2016",
        "minnie.svg", "MINNIE on two stacks: Theorem 5.2 vs oracle",
        "M[x,y], 0 <= x,y <= 64; claimed P-positions are Theorem 5.2's list (both orders; M[0,0] as terminal).",
        sharedTable(games::minnie(), 2), 64, [](int x, int y) { return Stacks{x, y}; },
        [](int x, int y) {
            if (x == 0 && y == 0) return true;
            if (x == 0 || y == 0) return false;
            return theorem52(std::min(x, y), std::max(x, y));
        },
        "x", "y"));
    registry.add(agreementMap("mullen2016", "minnie-l3.svg", "MINNIE M[3,m,n]: Theorem 5.3 vs oracle",
                              "M[3,m,n], 0 <= m,n <= 64 (any order); claimed P-positions from Theorem 5.3 with "
                              "the stacks sorted.",
                              minnie3(), 64, [](int m, int n) { return Stacks{3, m, n}; },
                              [](int m, int n) {
                                  if (m < 3 || n < 3) return false;  // other ranges: not Theorem 5.3's
                                  return theorem53({3, std::min(m, n), std::max(m, n)});
                              },
                              "m", "n"));
}

}  // namespace gameaudit::mullen2016
