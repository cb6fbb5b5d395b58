// Mullen (2016): the claims the prover decides for every size (MONA, WS1S), attached by id.
// Each claimed set is written from the statement; the P-sets are the proofs' lemmas, which
// MONA checks against the rules encoding (models/two_stack_games_ws1s.hpp) before use.
#include "models/two_stack_games_ws1s.hpp"
#include "provers/attach.hpp"

namespace gameaudit::mullen2016 {
namespace {

using prover::constant;

std::string wynniePosition(const std::string& prefix, const std::vector<std::int64_t>& v) {
    return prefix + "[" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "]";
}

// Theorem 4.5's form: r = 2^n − 1 and c − (2^(n−1) − 1) a positive multiple of 2^n, n >= 1.
const std::string kTheorem45 =
    "(ex1 m, n: n = m + 1 & (ex2 P, H, D: power(P, n) & plus(R, {0}, P) & ones(H, m) & minus(C, H, D) & "
    "D ~= empty & (all1 i: i < n => i notin D)))";
// Theorem 4.10's form: m = 2^j − 1 and n − 2^(j−1) a positive multiple of 2^j, j >= 1.
const std::string kTheorem410 =
    "(ex1 i, j: j = i + 1 & (ex2 P, H, D: power(P, j) & plus(R, {0}, P) & power(H, i) & minus(C, H, D) & "
    "D ~= empty & (all1 b: b < j => b notin D)))";

std::string on(const std::string& form, const std::string& r, const std::string& c) {
    return "(all2 R, C: (R = " + r + " & C = " + c + ") => " + form + ")";
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const prover::Game wynnie = games::wynnieWs1s();
    // The P-set of WYNNIE: [0,0], and Theorem 4.5's positions with either stack the smaller.
    const std::string wynnieP = "(X1 = empty & X2 = empty) | (less(X1, X2) & " + on(kTheorem45, "X1", "X2") +
                                ") | (less(X2, X1) & " + on(kTheorem45, "X2", "X1") + ")";
    auto normal = [&](std::string id, std::string statement, std::string domain, std::string claimedP) {
        prover::attach(registry, prover::outcomeProof({.claim = id,
                                                       .statement = statement,
                                                       .game = wynnie,
                                                       .play = prover::Play::Normal,
                                                       .pSet = wynnieP,
                                                       .domain = domain,
                                                       .claimedP = claimedP,
                                                       .show = [](const std::vector<std::int64_t>& v) {
                                                           return wynniePosition("W", v);
                                                       }}));
    };
    normal("mullen2016/thm4.5", "if c > r, W[r,c] is P iff r = 2^n - 1, c = 2^n a + 2^(n-1) - 1", "less(X1, X2)",
           on(kTheorem45, "X1", "X2"));
    normal("mullen2016/lem4.2", "W[1,k], k > 0, is P iff k is even", "X1 = {0} & X2 ~= empty", "even(X2)");
    normal("mullen2016/lem4.3", "W[r,c] is N if c > r and r is even", "less(X1, X2) & even(X1)", "false");
    normal("mullen2016/lem4.4", "W[r,c] is N if c > r > 1 and c is even", "less(X1, X2) & less({0}, X1) & even(X2)",
           "false");

    // The misère P-set: [0,1], [2,2] and Theorem 4.10's positions.
    const std::string misereP = "(X1 = empty & X2 = {0}) | (X2 = empty & X1 = {0}) | (X1 = {1} & X2 = {1}) | "
                                "(X1 ~= empty & less(X1, X2) & " + on(kTheorem410, "X1", "X2") +
                                ") | (X2 ~= empty & less(X2, X1) & " + on(kTheorem410, "X2", "X1") + ")";
    auto misere = [&](std::string id, std::string statement, std::string domain, std::string claimedP) {
        prover::attach(registry, prover::outcomeProof({.claim = id,
                                                       .statement = statement,
                                                       .game = wynnie,
                                                       .play = prover::Play::Misere,
                                                       .pSet = misereP,
                                                       .domain = domain,
                                                       .claimedP = claimedP,
                                                       .show = [](const std::vector<std::int64_t>& v) {
                                                           return wynniePosition("W^-", v);
                                                       }}));
    };
    misere("mullen2016/lem4.6a", "W^-[0,1] is P", "X1 = empty & X2 = {0}", "true");
    misere("mullen2016/lem4.6b", "W^-[0,n] is N if n > 1", "X1 = empty & less({0}, X2)", "false");
    misere("mullen2016/lem4.7", "W^-[1,n], n >= 1, is P iff n is odd", "X1 = {0} & X2 ~= empty", "odd(X2)");
    misere("mullen2016/lem4.7-alt", "W^-[1,n], n >= 0, is P iff n is odd", "X1 = {0}", "odd(X2)");
    misere("mullen2016/lem4.8", "W^-[m,n] is N if 1 < m <= n and m is even or n is odd",
           "leq(X1, X2) & less({0}, X1) & (even(X1) | odd(X2))", "false");
    misere("mullen2016/lem4.9", "W^-[m,m+1] is N if m > 0", "X1 ~= empty & plus(X1, {0}, X2)", "false");
    const std::string theorem410 = on(kTheorem410, "X1", "X2");
    misere("mullen2016/thm4.10", "for m <= n, W^-[m,n] is P iff m = 2^j - 1, n = 2^j k + 2^(j-1)", "leq(X1, X2)",
           theorem410);
    misere("mullen2016/thm4.10-alt", "as Theorem 4.10, for 1 <= m <= n", "X1 ~= empty & leq(X1, X2)", theorem410);
    misere("mullen2016/thm4.10-strict", "as Theorem 4.10, for 1 <= m < n", "X1 ~= empty & less(X1, X2)", theorem410);

    // Lemma 4.1: every k >= 1 is 2^n a + 2^(n−1) − 1, n >= 1, a >= 0: k − (2^(n−1) − 1) is a
    // multiple of 2^n (possibly 0).
    prover::attach(registry,
                   prover::arithmeticProof(
                       "mullen2016/lem4.1", "every k >= 1 is 2^n a + 2^(n-1) - 1 for some n >= 1, a >= 0", 1,
                       "X1 ~= empty",
                       "ex1 m, n: n = m + 1 & (ex2 H, D: ones(H, m) & minus(X1, H, D) & (all1 i: i < n => i notin D))",
                       [](const std::vector<std::int64_t>& v) { return "k=" + std::to_string(v[0]); }));

    prover::leaveToBoundedCheck(registry, "mullen2016/ex1.3-beatty",
                                "not WS1S: ⌊nτ⌋ with τ irrational is not definable in binary arithmetic");
}

}  // namespace gameaudit::mullen2016
