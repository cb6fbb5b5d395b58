// Mullen (2016), Chapter 5: the general lines of the MINNIE and MINE proofs that the fact
// lists of ch5_minnie.cpp and ch5_mine.cpp leave out, each checked over its whole family.
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using T2 = Tuple<2>;
using T3 = Tuple<3>;

Fact p3(const T3& s) { return inP({s[0], s[1], s[2]}); }
Fact n3(const T3& s, Stacks via) { return inN({s[0], s[1], s[2]}, std::move(via)); }
std::int64_t mod4(std::int64_t v) { return v % 4; }

// Theorem 5.3, cases 1.5, 2.4 and 3.6: the lines for l = 1, 2 (m > 4) and l = 3 (m > 7).
Fact minnieLine(const T3& s) {
    auto [l, m, n] = s;
    if (l == 1) return (m + n) % 2 == 1 ? p3(s) : n3(s, {1, m, n - 1});
    if (l == 2) {
        switch (mod4(m + n)) {
            case 0: return n3(s, {2, m, n - 2});
            case 2: return p3(s);
            default: return n3(s, {1, m, n});
        }
    }
    switch (mod4(m + n)) {
        case 0: return p3(s);
        case 2: return n3(s, {2, m, n});
        default: return n3(s, {1, m, n});
    }
}

// The option the proofs of Theorems 5.2 and 5.8 name for the larger stack n: the smaller stack
// lowered to 1, 2 or 3 by n mod 4 (MINNIE: n odd -> 1, 2 -> 2, 0 -> 3; MINE: n even -> 1,
// n ≡ 1 -> 2, n ≡ 3 -> 3).
Fact minnieCase4(const T2& s) {
    static const std::int64_t to[] = {3, 1, 2, 1};
    return inN({s[0], s[1]}, {to[s[1] % 4], s[1]});
}
Fact mineCase4(const T2& s) {
    static const std::int64_t to[] = {1, 2, 1, 3};
    return inN({s[0], s[1]}, {to[s[1] % 4], s[1]});
}

// Theorem 5.11's last lines, c > b + 5: P iff b + c even, else N via M_n[1, b, c - 1].
Fact mine511Line(const T3& s) { return (s[1] + s[2]) % 2 == 0 ? p3(s) : n3(s, {1, s[1], s[2] - 1}); }

// Theorem 5.13's last lines, c > b + 4, by the parity of j = b and i + j = b + c mod 4.
Fact mine513Line(const T3& s) {
    auto [a, j, i] = s;
    const std::int64_t r = mod4(i + j);
    if (j % 2 == 1) {
        if (r == 1) return n3(s, {2, j, i - 2});
        if (r == 3) return p3(s);
        return n3(s, {1, j, i});
    }
    if (r == 1) return p3(s);
    if (r == 3) return n3(s, {2, j, i - 2});
    return n3(s, {1, j, i});
}

// Theorem 5.14's last lines, c > b + 7.
Fact mine514Line(const T3& s) {
    auto [a, j, i] = s;
    const std::int64_t r = mod4(i + j);
    const bool even = j % 2 == 0;
    if ((even && r == 3) || (!even && r == 1)) return p3(s);
    if ((even && r == 1) || (!even && r == 3)) return n3(s, {2, j, i});
    return n3(s, {1, j, i});
}

// Theorem 5.15's general lines: b = 5 (c > 8), b = 6 (c > 8) and b = j > 6 with i = c > j + 7.
Fact mine515Line(const T3& s) {
    auto [a, j, i] = s;
    if (j == 5) return i % 2 == 1 ? n3(s, {1, 5, i}) : n3(s, {1, 4, i});
    if (j == 6) {
        static const std::int64_t firsts[] = {1, 2, 1, 2};  // i mod 4 = 0, 1, 2, 3
        static const std::int64_t middles[] = {6, 4, 6, 6};
        return n3(s, {firsts[i % 4], middles[i % 4], i});
    }
    static const std::int64_t firsts[] = {1, 2, 1, 3};  // (i - j) mod 4
    return n3(s, {firsts[(i - j) % 4], j, i});
}

Domain<T2> pairsFrom(const std::string& prefix, domains::Order order, std::int64_t lo) {
    return domains::stacks<2>(prefix, order, lo);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string lineReading = " A cited option must be a legal move and a P-position; every outcome is the "
                                    "oracle's (shared memoised table of the rules).";
    registry.add(claim<T2>(
        papers::mullen2016.info("thm5.2-proof-case4", "§5.1, proof of Theorem 5.2, the case n ≥ m ≥ 4",
            {.statement = "Aside from the case of M[4, 4] (which is an exception since M[3, 4k] ∈ P for all k > 1 "
                          "instead of being for all k ≥ 1), we have that of the following three options: M[1, n], "
                          "M[2, n], or M[3, n], one of them must be Previous Player win since n = 0, 1, 2, or 3 (mod 4). "
                          "So, M[m, n] ∈ N.",
             .reading = "For every 4 <= m <= n other than [4,4]: M[m,n] is N via the option the residue of n names "
                        "(n odd: M[1,n]; n ≡ 2: M[2,n]; n ≡ 0 (mod 4): M[3,n])." + lineReading,
             .bound = 300}),
        linesProperty<2>(minnie2(),
                         pairsFrom("M", domains::Order::NonDecreasing, 4)
                             .where([](const T2& s) { return s != T2{4, 4}; }, "not M[4,4]"),
                         minnieCase4)));

    registry.add(claim<T3>(
        papers::mullen2016.info("thm5.3-proof-general", "§5.2, proof of Theorem 5.3, cases 1.5, 2.4 and 3.6",
            {.statement = "M[1, 2j+1, 2k+1] ∈ N since M[1, 2j+1, 2k] ∈ P (induction) is an option. ... If m+n = 4k, "
                          "then M[2, m, n] ∈ N since M[2, m, n-2] ∈ P (induction) is an option. ... If m+n = 4k, then "
                          "M[3, m, n] ∈ P since the only options are",
             .reading = "Every line of case 1.5 (l = 1, m > 4: P iff m + n odd, else N via M[1,m,n-1]), case 2.4 "
                        "(l = 2, m > 4: m + n ≡ 0 via M[2,m,n-2], odd via M[1,m,n], ≡ 2 P) and case 3.6 (l = 3, "
                        "m > 7: odd via M[1,m,n], ≡ 2 via M[2,m,n], ≡ 0 P), over every M[l,m,n], m <= n, in range." +
                        lineReading,
             .bound = 150}),
        linesProperty<3>(minnie3(),
                         sortedTriples("M", 1, 3).where(
                             [](const T3& s) { return s[0] == 3 ? s[1] > 7 : s[1] > 4; }, "m > 4 (l = 1, 2), m > 7 (l = 3)"),
                         minnieLine)));

    registry.add(claim<T3>(
        papers::mullen2016.info("thm5.4-proof", "§5.2, proof of Theorem 5.4",
            {.statement = "In Theorem 5.3, we showed that for m and n greater than 5, M[1, m, n] ∈ P if and only if "
                          "m + n is odd, M[2, m, n] ∈ P if and only if m + n = 4k + 2, and M[3, m, n] ∈ P if and only "
                          "if m + n = 4k. So, M[4, m, n] ∈ N for m and n greater than 5.",
             .reading = "For every 6 <= m <= n: M[4,m,n] is N via the option its m + n names (odd: M[1,m,n]; ≡ 2: "
                        "M[2,m,n]; ≡ 0 (mod 4): M[3,m,n])." + lineReading,
             .bound = 150}),
        linesProperty<3>(minnie3(),
                         sortedTriples("M", 4, 4).where([](const T3& s) { return s[1] >= 6; }, "m >= 6"),
                         [](const T3& s) {
                             const std::int64_t r = mod4(s[1] + s[2]);
                             return n3(s, {r == 2 ? 2 : r == 0 ? 3 : 1, s[1], s[2]});
                         })));

    registry.add(claim<T2>(
        papers::mullen2016.info("thm5.8-proof-case4", "§5.4, proof of Theorem 5.8, Case 4",
            {.statement = "If n = 4k or n = 4k + 2, then [1, n] ∈ P (Case 1). If n = 4k + 1, then [2, n] ∈ P (Case 2). "
                          "If n = 4k + 3, then [3, n] ∈ P (Case 3). So, no matter what n is, there exists an option in "
                          "P. Thus, M_n[m, n] ∈ N for all 4 ≤ m ≤ n.",
             .reading = "For every 4 <= m < n (MINE stacks differ): M_n[m,n] is N via the named option." + lineReading,
             .bound = 300}),
        linesProperty<2>(mine2(), pairsFrom("M_n", domains::Order::Increasing, 4), mineCase4)));

    auto mineLines = [&](std::string name, std::string where, std::string statement, std::string reading,
                         std::int64_t first, std::function<bool(const T3&)> inRange, std::string range,
                         std::function<Fact(const T3&)> line, Expect expect = Expect::holds()) {
        registry.add(claim<T3>(papers::mullen2016.info(name, where,
                                                       {.statement = std::move(statement),
                                                        .reading = reading + lineReading,
                                                        .bound = 300,
                                                        .expect = std::move(expect)}),
                               linesProperty<3>(mine3(), withFirstStack("M_n", first, std::max<std::int64_t>(3, first)).where(inRange, range), line)));
    };
    mineLines("thm5.11-proof-general", "§5.5, proof of Theorem 5.11, last lines",
              "If j + i = 2k, then M_n[1, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), "
              "M_n[1, j − 1, i] ∈ N (induction), M_n[1, j, i − 1] ∈ N (induction).",
              "For every 4 <= j, i > j + 5 (after the lines for i = j + 1..j + 5): M_n[1,j,i] is P if j + i is "
              "even, else N via M_n[1,j,i-1].",
              1, [](const T3& s) { return s[1] >= 4 && s[2] > s[1] + 5; }, "c > b + 5", mine511Line);
    mineLines("thm5.13-proof-general", "§5.5, proof of Theorem 5.13, last lines",
              "If j = 2k + 1 and i + j = 4ℓ + 1, then M_n[2, j, i] ∈ N since M_n[2, j, i − 2] ∈ P (induction) is "
              "an option.",
              "For every 4 <= j, i > j + 4: the eight lines by the parity of j and i + j mod 4 (j odd: ≡ 1 via "
              "M_n[2,j,i-2], ≡ 3 P, else via M_n[1,j,i]; j even: ≡ 1 P, ≡ 3 via M_n[2,j,i-2], else via "
              "M_n[1,j,i]).",
              2, [](const T3& s) { return s[1] >= 4 && s[2] > s[1] + 4; }, "c > b + 4", mine513Line);
    mineLines("thm5.14-proof-general", "§5.5, proof of Theorem 5.14, last lines",
              "If j = 2k and i + j = 4ℓ, then M_n[3, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
              "For every 5 <= j, i > j + 7: the eight lines by the parity of j and i + j mod 4 (j even: ≡ 3 P, "
              "≡ 1 via M_n[2,j,i], else via M_n[1,j,i]; j odd: ≡ 1 P, ≡ 3 via M_n[2,j,i], else via M_n[1,j,i]).",
              3, [](const T3& s) { return s[1] >= 5 && s[2] > s[1] + 7; }, "c > b + 7", mine514Line);
    mineLines("thm5.15-proof-general", "§5.5, proof of Theorem 5.15, general lines",
              "M_n[4, 5, 2k + 1] ∈ N since M_n[1, 5, 2k + 1] ∈ P (Theorem 5.11) is an option.",
              "The lines after each 'We now consider the general case on larger stacks': M_n[4,5,c], c > 8 (odd "
              "via M_n[1,5,c], even via M_n[1,4,c]); M_n[4,6,c], c > 8 (≡ 1 via M_n[2,4,c], ≡ 2 via M_n[1,6,c], "
              "≡ 3 via M_n[2,6,c], ≡ 0 (mod 4) via M_n[1,6,c]); M_n[4,j,i], j > 6, i > j + 7 (i − j ≡ 0, 2 via "
              "M_n[1,j,i], ≡ 1 via M_n[2,j,i], ≡ 3 via M_n[3,j,i]).",
              4,
              [](const T3& s) { return s[1] <= 6 ? s[2] > 8 : s[2] > s[1] + 7; }, "c > 8 (b = 5, 6), c > b + 7 (b > 6)",
              mine515Line, Expect::refutedAt("M_n[4,5,9]"));
}

}  // namespace gameaudit::mullen2016
