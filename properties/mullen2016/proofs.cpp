// Mullen (2016): the claims the prover decides for every size (MONA, WS1S), attached by id.
// Each claimed set is written from the statement; the P-sets are the proofs' lemmas, which
// MONA checks against the rules encoding (provers/two_stack_games_ws1s.hpp) before use.
#include <array>

#include "provers/attach.hpp"
#include "provers/fibonacci_wythoff.hpp"
#include "provers/mullen/max_nim_ws1s.hpp"
#include "provers/mullen/stack_games_ws1s.hpp"
#include "provers/two_stack_games_ws1s.hpp"

namespace gameaudit::mullen2016 {
namespace {

using prover::constant;

// Some of the three stacks is empty or at most `most`.
std::string someStackAtMost(const std::string& most) {
    return "X1 = empty | X2 = empty | X3 = empty | leq(X1, " + most + ") | leq(X2, " + most + ") | leq(X3, " + most + ")";
}

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

// A position in the notation prefix[a,b,...].
std::function<std::string(const std::vector<std::int64_t>&)> stacks(std::string prefix) {
    return [prefix](const std::vector<std::int64_t>& v) {
        std::string s = prefix + "[";
        for (std::size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
        return s + "]";
    };
}

// 1 <= X1 <= X2 <= ... <= Xk (strictly increasing when `strict`).
std::string sortedNonEmpty(int k, bool strict) {
    std::string s = "X1 ~= empty";
    for (int i = 1; i < k; ++i)
        s += std::string(" & ") + (strict ? "less" : "leq") + "(X" + std::to_string(i) + ", X" + std::to_string(i + 1) + ")";
    return s;
}

// At least two of the k stacks are non-empty.
std::string twoNonEmpty(int k) {
    std::string s;
    for (int i = 1; i <= k; ++i)
        for (int j = i + 1; j <= k; ++j)
            s += (s.empty() ? "" : " | ") + std::string("(X") + std::to_string(i) + " ~= empty & X" + std::to_string(j) +
                 " ~= empty)";
    return s.empty() ? "false" : "(" + s + ")";
}

// A formula about two numbers R <= C, applied to the pair (a, b) in either order.
std::string unordered(const std::string& form) {
    return "(leq(X1, X2) & " + on(form, "X1", "X2") + ") | (less(X2, X1) & " + on(form, "X2", "X1") + ")";
}


// MINE's P-set on three stacks with no two non-empty stacks equal and some stack at most 4:
// the lemma the proofs of Theorems 5.8-5.15 build, written for sorted stacks L < M < N, base
// cases included (e.g. M_n[1,2,3] and M_n[1,3,4] are P).
const std::string kMineSorted =
    "((L = {0} & M = {1} & (N = {0,1} | (even(N) & leq({1,2}, N))))"
    " | (L = {0} & M = {0,1} & (N = {2} | (" + prover::residue("N", 4, 1) + " & leq({0,3}, N))))"
    " | (L = {0} & less({0,1}, M) & (plus(M, {0}, N) | plus(M, {0,1}, N) | ((ex2 S: plus(M, {2}, S) & less(S, N)) & "
    "(0 in M <=> 0 in N))))"
    " | (L = {1} & M = {0,1} & N = {0,2})"
    " | (L = {1} & less({0,1}, M) & (plus(M, {1}, N) | ((ex2 S: plus(M, {1}, S) & less(S, N)) & "
    "(ex2 S: plus(M, N, S) & ((even(M) & 0 in S & 1 notin S) | (odd(M) & 0 in S & 1 in S))))))"
    " | (L = {0,1} & less({0,1}, M) & (plus(M, {2}, N) | (~plus(M, {0,1}, N) & ~plus(M, {0,1,2}, N) & "
    "(ex2 S: plus(M, N, S) & ((odd(M) & 0 in S & 1 notin S) | (even(M) & 0 in S & 1 in S))))))"
    " | (L = {2} & less({2}, M) & plus(M, {0,1,2}, N) & M ~= {0,2} & M ~= {1,2}))";
// Theorem 5.8's P-positions on two stacks R < C.
const std::string kMineTwo = "((R = {0} & even(C)) | (R = {1} & " + prover::residue("C", 4, 1) +
                             " & leq({0,2}, C)) | (R = {0,1} & " + prover::residue("C", 4, 3) + " & leq({0,1,2}, C)))";

// The claim "over `domain`, M_n[X1,X2,X3] is P iff `claimedP`", proved through MINE's P-set.
prover::ProofSpec mineOnThree(std::string id, std::string statement, std::string domain, std::string claimedP,
                              std::function<std::string(const std::vector<std::int64_t>&)> show = stacks("M_n")) {
    std::string three, two;
    for (auto [a, b, c] : {std::array{1, 2, 3}, std::array{1, 3, 2}, std::array{2, 1, 3}, std::array{2, 3, 1},
                           std::array{3, 1, 2}, std::array{3, 2, 1}}) {
        const std::string x = "X" + std::to_string(a), y = "X" + std::to_string(b), z = "X" + std::to_string(c);
        three += (three.empty() ? "" : " | ") + std::string("(less(") + x + ", " + y + ") & less(" + y + ", " + z +
                 ") & (all2 L, M, N: (L = " + x + " & M = " + y + " & N = " + z + ") => " + kMineSorted + "))";
        if (b < c)  // stack a empty, stacks b and c left
            two += (two.empty() ? "" : " | ") + std::string("(") + x + " = empty & " + y + " ~= empty & " + z +
                   " ~= empty & ((less(" + y + ", " + z + ") & " + on(kMineTwo, y, z) + ") | (less(" + z + ", " + y +
                   ") & " + on(kMineTwo, z, y) + ")))";
    }
    return prover::outcomeProof({.claim = std::move(id),
                                 .statement = std::move(statement),
                                 .game = games::mineWs1s(3),
                                 .pSet = "(X1 = empty & X2 = empty & X3 = empty) | " + two + " | (" + three + ")",
                                 .domain = std::move(domain),
                                 .claimedP = std::move(claimedP),
                                 .show = std::move(show),
                                 .region = "~equalStacks(X1,X2,X3) & (" + someStackAtMost("{2}") + ")"});
}

// Why claims of a kind are left to the bounded check.
constexpr const char* kProofStep =
    "a step of a proof: the move it names from each position, checked by the bounded search; the P-sets the step "
    "relies on are proved for every size where their theorem is";
constexpr const char* kFinite =
    "a statement about the finitely many positions or values it lists: checked completely, no size is left out";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const prover::RulesEncoding wynnie = games::wynnieWs1s();
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
    misere("mullen2016/thm4.10-proof-base", "W^-[3,a], a >= 3, is P iff a = 2 (mod 4)", "X1 = {0,1} & leq({0,1}, X2)",
           prover::residue("X2", 4, 2));
    misere("mullen2016/thm4.10-strict", "as Theorem 4.10, for 1 <= m < n", "X1 ~= empty & less(X1, X2)", theorem410);

    // Wythoff's game over Fibonacci numeration: its P-set is the Beatty pairs (⌊nτ⌋, ⌊nτ⌋ + n),
    // either stack the smaller (⌊nτ²⌋ = ⌊nτ⌋ + n, as nτ² = nτ + n), which floorTau writes.
    prover::RulesEncoding wythoff = games::wythoffFibonacciWs1s();
    wythoff.rules += "pred beatty(var2 A, var2 B) = ex2 N: floorTau(N, A) & zeck(B) & fplus(A, N, B);\n";
    auto wythoffProof = [&](std::string id, std::string statement, std::string domain, std::string claimedP,
                            std::string holds, std::function<std::string(const std::vector<std::int64_t>&)> show) {
        prover::attach(registry, prover::outcomeProof({.claim = std::move(id),
                                                       .statement = std::move(statement),
                                                       .game = wythoff,
                                                       .pSet = "beatty(X1, X2) | beatty(X2, X1)",
                                                       .domain = std::move(domain),
                                                       .claimedP = std::move(claimedP),
                                                       .holds = std::move(holds),
                                                       .show = std::move(show)}));
    };
    auto wythoffPosition = [](const std::vector<std::int64_t>& v) { return wynniePosition("", v); };
    wythoffProof("mullen2016/ex1.3-beatty", "for 0 <= a <= b, [a,b] is P iff a = ⌊nτ⌋, b = ⌊nτ²⌋ for some n >= 0",
                 "leq(X1, X2)", "beatty(X1, X2)", "", wythoffPosition);
    const std::string smallStack = "(X1 = {0} | X1 = {1} | X2 = {0} | X2 = {1})", nextTo = "fplus(X1, {0}, X2)";  // 1 = {0}, 2 = {1}
    wythoffProof("mullen2016/rem1.3-onetwo-outcome",
                 "every [a,b] other than [1,2], a <= b, with a stack of 1 or 2 or b - a = 1, is N",
                 "leq(X1, X2) & ~(X1 = {0} & X2 = {1}) & (" + smallStack + " | " + nextTo + ")", "false", "", wythoffPosition);
    // A move from [a,b] to [1,2] or [2,1] (on one stack, or the same number from both).
    auto toOneTwo = [](const std::string& kind) {
        return "(ex2 Y1, Y2: move(X1, X2, Y1, Y2) & ((Y1 = {0} & Y2 = {1}) | (Y1 = {1} & Y2 = {0})) & " + kind + ")";
    };
    wythoffProof("mullen2016/rem1.3-onetwo",
                 "every such [a,b] is N, with a move on one stack to [1,2] (a stack of 1 or 2), on both (b - a = 1)",
                 "leq(X1, X2) & ~(X1 = {0} & X2 = {1}) & (" + smallStack + " | " + nextTo + ")", "",
                 "~inP(X1, X2) & (" + smallStack + " => " + toOneTwo("(Y1 = X1 | Y2 = X2)") + ") & (" + nextTo + " => " +
                     toOneTwo("(ex2 D: fplus(Y1, D, X1) & fplus(Y2, D, X2))") + ")",
                 wythoffPosition);
    wythoffProof("mullen2016/rem1.3-zero", "for n >= 1, [0,0] is an option of [0,n] and [n,n], and P",
                 "X2 ~= empty & (X1 = empty | X1 = X2)", "", "move(X1, X2, empty, empty) & inP(empty, empty)", wythoffPosition);
    // §1.3's recurrence: the P-positions a <= b are the Beatty pairs (A(n), A(n) + n), A(n) = ⌊nτ⌋
    // strictly increasing, so the n-th in order of a is (A(n), A(n) + n); and A(n) is the mex of the
    // A(i), A(i) + i, i < n. The index n is X1 (X2 = empty).
    const std::string earlier = "(ex2 I: less(I, X1) & (floorTau(I, V) | (ex2 C: floorTau(I, C) & fplus(C, I, V))))";
    wythoffProof("mullen2016/ex1.3-mex", "the n-th P-position [a_n, b_n] has a_n = mex{a_i, b_i : i < n}, b_n = a_n + n",
                 "X2 = empty", "",
                 "(all2 A, B: (position(A, B) & leq(A, B)) => (inP(A, B) <=> beatty(A, B)))"
                 " & (all2 M, A, B: (less(X1, M) & floorTau(X1, A) & floorTau(M, B)) => less(A, B))"
                 " & (all2 A: floorTau(X1, A) => ((all2 V: V = A => ~" + earlier + ") & (all2 V: (zeck(V) & less(V, A)) => " +
                     earlier + ")))",
                 [](const std::vector<std::int64_t>& v) { return "n=" + std::to_string(v[0]); });

    // Lemma 4.1: every k >= 1 is 2^n a + 2^(n−1) − 1, n >= 1, a >= 0: k − (2^(n−1) − 1) is a
    // multiple of 2^n (possibly 0).
    prover::attach(registry,
                   prover::arithmeticProof(
                       "mullen2016/lem4.1", "every k >= 1 is 2^n a + 2^(n-1) - 1 for some n >= 1, a >= 0", 1,
                       "X1 ~= empty",
                       "ex1 m, n: n = m + 1 & (ex2 H, D: ones(H, m) & minus(X1, H, D) & (all1 i: i < n => i notin D))",
                       [](const std::vector<std::int64_t>& v) { return "k=" + std::to_string(v[0]); }));

    // Levine's result: removing fewer than half the chips, a stack n >= 1 is P iff n = 2^k.
    prover::attach(registry, prover::outcomeProof({.claim = "mullen2016/ex2.3b",
                                                   .statement = "n >= 1 is P iff n is a power of 2",
                                                   .game = games::lessThanHalfWs1s(),
                                                   .pSet = "X1 = empty | (ex1 k: power(X1, k))",
                                                   .domain = "X1 ~= empty",
                                                   .claimedP = "ex1 k: power(X1, k)",
                                                   .show = [](const std::vector<std::int64_t>& v) {
                                                       return "n=" + std::to_string(v[0]);
                                                   }}));

    // MINNIE and MINE on one stack: G(M[a]) = a, through G = the stack itself.
    for (auto [id, game] : {std::pair{"mullen2016/lem5.1", games::minnieWs1s(1)}, std::pair{"mullen2016/lem5.7", games::mineWs1s(1)}})
        prover::attach(registry, prover::grundyProof({.claim = id,
                                                      .statement = "G(M[a]) = a for every a >= 1",
                                                      .game = game,
                                                      .grundy = "V = X1",
                                                      .domain = "X1 ~= empty",
                                                      .claimed = "V = X1",
                                                      .show = [](const std::vector<std::int64_t>& v) {
                                                          return "a=" + std::to_string(v[0]);
                                                      }}));

    // MINNIE on two stacks, Theorem 5.2: its list for 1 <= a <= b, and [0,0].
    const std::string theorem52 = "((R = {0} & odd(C)) | (R = {1} & " + prover::residue("C", 4, 2) + ") | (R = {0,1} & " +
                                  prover::residue("C", 4, 0) + " & leq({3}, C)) | (R = {2} & C = {2}))";
    prover::attach(registry, prover::outcomeProof({.claim = "mullen2016/thm5.2",
                                                   .statement = "for 1 <= a <= b, M[a,b] is P iff it is on Theorem 5.2's list",
                                                   .game = games::minnieWs1s(2),
                                                   .pSet = "(X1 = empty & X2 = empty) | (X1 ~= empty & X2 ~= empty & (" +
                                                           unordered(theorem52) + "))",
                                                   .domain = sortedNonEmpty(2, false),
                                                   .claimedP = on(theorem52, "X1", "X2"),
                                                   .show = stacks("M")}));

    // MINNIE on three stacks, Theorem 5.3 (1 <= l <= 3), on the part of the game where some
    // stack is at most 3 or empty, which moves cannot leave; two stacks left: Theorem 5.2's list.
    const std::string theorem53 =
        "((L = {0} & (ex2 S: plus(M, N, S) & odd(S)) & M ~= {0,1}) | (L = {0} & M = {0,1} & N = {2}) | "
        "(L = {0} & M = {0,1} & " + prover::residue("N", 4, 2) + ") | (L = {1} & M ~= {0,1} & (ex2 S: plus(M, N, S) & " +
        prover::residue("S", 4, 2) + ")) | (L = {0,1} & M = {0,1} & " + prover::residue("N", 4, 3) + ") | "
        "(L = {0,1} & less({0,1}, M) & M ~= {0,2} & less({2}, N) & (ex2 S: plus(M, N, S) & " + prover::residue("S", 4, 0) + ")))";
    auto triple = [&](const std::string& a, const std::string& b, const std::string& c) {
        return "(all2 L, M, N: (L = " + a + " & M = " + b + " & N = " + c + ") => " + theorem53 + ")";
    };
    std::string threeStacks, twoStacks;
    for (auto [a, b, c] : {std::array{1, 2, 3}, std::array{1, 3, 2}, std::array{2, 1, 3}, std::array{2, 3, 1},
                           std::array{3, 1, 2}, std::array{3, 2, 1}}) {
        const std::string x = "X" + std::to_string(a), y = "X" + std::to_string(b), z = "X" + std::to_string(c);
        threeStacks += (threeStacks.empty() ? "" : " | ") + std::string("(leq(") + x + ", " + y + ") & leq(" + y + ", " + z +
                       ") & " + triple(x, y, z) + ")";
        if (b < c)  // stack a empty, stacks b and c left
            twoStacks += (twoStacks.empty() ? "" : " | ") + std::string("(") + x + " = empty & " + y + " ~= empty & " + z +
                         " ~= empty & ((leq(" + y + ", " + z + ") & " + on(theorem52, y, z) + ") | (less(" + z + ", " + y +
                         ") & " + on(theorem52, z, y) + ")))";
    }
    auto minnie3 = [&](std::string id, std::string statement, std::string region, std::string domain, std::string claimedP) {
        prover::attach(registry, prover::outcomeProof({.claim = std::move(id),
                                                       .statement = std::move(statement),
                                                       .game = games::minnieWs1s(3),
                                                       .pSet = "(X1 = empty & X2 = empty & X3 = empty) | " + twoStacks +
                                                               " | (X1 ~= empty & X2 ~= empty & X3 ~= empty & (" +
                                                               threeStacks + "))",
                                                       .domain = std::move(domain),
                                                       .claimedP = std::move(claimedP),
                                                       .show = stacks("M"),
                                                       .region = std::move(region)}));
    };
    minnie3("mullen2016/thm5.3", "for 1 <= l <= 3, l <= m <= n, M[l,m,n] is P iff it is on Theorem 5.3's list",
            someStackAtMost("{0,1}"), sortedNonEmpty(3, false) + " & leq(X1, {0,1})", triple("X1", "X2", "X3"));
    // Theorem 5.4 on the part where some stack is at most 4: no P-position has smallest stack 4.
    minnie3("mullen2016/thm5.4", "M[4,m,n] is N for 6 <= m <= n", someStackAtMost("{2}"),
            "X1 = {2} & leq({1,2}, X2) & leq(X2, X3)", "false");

    // MINE on two stacks, Theorem 5.8: its list for 1 <= a < b; [0,0], [1,1], [3,3].
    const std::string theorem58 = "((R = {0} & even(C) & C ~= empty) | (R = {1} & " + prover::residue("C", 4, 1) +
                                  " & leq({0,2}, C)) | (R = {0,1} & " + prover::residue("C", 4, 3) + " & leq({0,1,2}, C)))";
    prover::attach(registry, prover::outcomeProof({.claim = "mullen2016/thm5.8",
                                                   .statement = "for 1 <= a < b, M_n[a,b] is P iff it is on Theorem 5.8's list",
                                                   .game = games::mineWs1s(2),
                                                   .pSet = "(X1 = X2 & (X1 = empty | X1 = {0} | X1 = {0,1})) | (X1 ~= X2 & "
                                                           "X1 ~= empty & X2 ~= empty & (" + unordered(theorem58) + "))",
                                                   .domain = sortedNonEmpty(2, true),
                                                   .claimedP = on(theorem58, "X1", "X2"),
                                                   .show = stacks("M_n")}));

    // MINE on three stacks, Theorems 5.9-5.15, on the part of the game where no two non-empty
    // stacks are equal and some stack is at most 4 or empty, which moves cannot leave.
    prover::attach(registry, mineOnThree("mullen2016/thm5.9", "for c > 4, M_n[1,2,c] is P iff c is even",
                                         "X1 = {0} & X2 = {1} & less({2}, X3)", "even(X3)"));
    prover::attach(registry, mineOnThree("mullen2016/thm5.10", "for c > 5, M_n[1,3,c] is P iff c = 1 (mod 4)",
                                         "X1 = {0} & X2 = {0,1} & less({0,2}, X3)", prover::residue("X3", 4, 1)));
    prover::attach(registry, mineOnThree("mullen2016/thm5.11", "for 3 < b < c, M_n[1,b,c] is P iff Theorem 5.11's cases",
                                         "X1 = {0} & less({0,1}, X2) & less(X2, X3)",
                                         "plus(X2, {0}, X3) | plus(X2, {0,1}, X3) | ((ex2 S: plus(X2, {2}, S) & less(S, X3)) & "
                                         "(ex2 S: plus(X2, X3, S) & even(S)))"));
    prover::attach(registry, mineOnThree("mullen2016/thm5.12", "for c > 3, M_n[2,3,c] is P iff c = 5",
                                         "X1 = {1} & X2 = {0,1} & less({0,1}, X3)", "X3 = {0,2}"));
    const std::string beyond2 = "(ex2 S: plus(X2, {1}, S) & less(S, X3))";
    auto sumModFour = [](int r) { return "(ex2 S: plus(X2, X3, S) & " + prover::residue("S", 4, r) + ")"; };
    prover::attach(registry, mineOnThree("mullen2016/thm5.13", "for 3 < b < c, M_n[2,b,c] is P iff Theorem 5.13's cases",
                                         "X1 = {1} & less({0,1}, X2) & less(X2, X3)",
                                         "plus(X2, {1}, X3) | (" + beyond2 + " & even(X2) & " + sumModFour(1) + ") | (" +
                                             beyond2 + " & odd(X2) & " + sumModFour(3) + ")"));
    const std::string away = "~plus(X2, {0,1}, X3) & ~plus(X2, {0,1,2}, X3)";
    prover::attach(registry, mineOnThree("mullen2016/thm5.14", "for 3 < b < c, M_n[3,b,c] is P iff Theorem 5.14's cases",
                                         "X1 = {0,1} & less({0,1}, X2) & less(X2, X3)",
                                         "plus(X2, {2}, X3) | (" + away + " & odd(X2) & " + sumModFour(1) + ") | (" + away +
                                             " & even(X2) & " + sumModFour(3) + ")"));
    prover::attach(registry, mineOnThree("mullen2016/thm5.15", "for 4 < b < c, M_n[4,b,c] is P iff c = b + 7, b not 5, 6",
                                         "X1 = {2} & less({2}, X2) & less(X2, X3)",
                                         "plus(X2, {0,1,2}, X3) & X2 ~= {0,2} & X2 ~= {1,2}"));

    // The strategy after Theorem 5.15: from M_n[a,b,c], 4 < a < b < c, lowering a to the size
    // its gap c − b names leaves a P-position. The target does not depend on a, so the claim is
    // about the targets M_n[t,b,c], 5 < b < c, shown as M_n[5,b,c].
    const std::string target =
        "ex2 G: plus(X2, G, X3) & ((G = {0} & X1 = {0}) | (G = {1} & X1 = {1}) | (G = {0,1} & X1 = {0}) | "
        "(G = {2} & X1 = {0,1}) | (G = {0,2} & X1 = {1}) | (G = {1,2} & X1 = {0}) | (G = {0,1,2} & X1 = {2}) | "
        "(less({0,1,2}, G) & ((even(G) & X1 = {0}) | (odd(G) & 1 notin G & X1 = {1}) | (odd(G) & 1 in G & X1 = {0,1}))))";
    prover::attach(registry, mineOnThree("mullen2016/thm5.15-strategy",
                                         "the strategy's move from M_n[a,b,c], 4 < a < b < c, leaves a P-position",
                                         "less({0,2}, X2) & less(X2, X3) & (" + target + ")", "true",
                                         [](const std::vector<std::int64_t>& v) {
                                             return "M_n[5," + std::to_string(v[1]) + "," + std::to_string(v[2]) + "]";
                                         }));

    // NIMB and NIMTB, Theorems 3.1 and 3.2 for 2, 3 and 4 stacks: G = a_1 − 1, through G = the
    // smallest stack − 1 with two or more stacks, the stack itself with one (and 0 for NIMTB's
    // positions with two equal stacks, which have no move).
    for (int k = 2; k <= 4; ++k) {
        const std::string X = prover::variables("X", k);
        const std::string grundy = "(" + twoNonEmpty(k) + " & (ex2 M: smallest(" + X + ", M) & plus(V, {0}, M))) | (~" +
                                   twoNonEmpty(k) + " & smallest(" + X + ", V))";
        const std::string letter(1, static_cast<char>('a' + k - 2));
        prover::attach(registry, prover::grundyProof({.claim = "mullen2016/thm3.1" + letter,
                                                      .statement = "G(NIMB[a_1..a_n]) = a_1 - 1, 1 <= a_1 <= ... <= a_n",
                                                      .game = games::nimbWs1s(k),
                                                      .grundy = grundy,
                                                      .domain = sortedNonEmpty(k, false),
                                                      .claimed = "plus(V, {0}, X1)",
                                                      .show = stacks("NIMB")}));
        prover::attach(registry, prover::grundyProof({.claim = "mullen2016/thm3.2" + letter,
                                                      .statement = "G(NIMTB[a_1..a_n]) = a_1 - 1, 1 <= a_1 < ... < a_n",
                                                      .game = games::nimtbWs1s(k),
                                                      .grundy = "(equalStacks(" + X + ") & V = empty) | (~equalStacks(" +
                                                                X + ") & (" + grundy + "))",
                                                      .domain = sortedNonEmpty(k, true),
                                                      .claimed = "plus(V, {0}, X1)",
                                                      .show = stacks("NIMTB")}));
    }

    // NIM, Theorem 1.4 (Bouton), and Greedy NIM, Theorem 2.3, on 2, 3 and 4 stacks: the claimed
    // P-sets are the lemmas, which the characterisation checks against the rules.
    for (int k = 2; k <= 4; ++k) {
        const std::string letter(1, static_cast<char>('a' + k - 2)), X = prover::variables("X", k);
        std::string sorted = "true", bitsCancel = "(i in X1)", largestEven = "(X1 = M & M ~= empty)";
        for (int i = 2; i <= k; ++i) {
            const std::string x = "X" + std::to_string(i);
            sorted += " & leq(X" + std::to_string(i - 1) + ", " + x + ")";
            bitsCancel = "~(" + bitsCancel + " <=> (i in " + x + "))";       // the XOR of bit i so far
            largestEven = "~(" + largestEven + " <=> (" + x + " = M & M ~= empty))";  // odd count so far
        }
        const std::string nimSum = "(all1 i: ~" + bitsCancel + ")";
        prover::attach(registry, prover::outcomeProof({.claim = "mullen2016/thm1.4" + letter,
                                                       .statement = "NIM[a,b,...] is P iff a XOR b XOR ... = 0",
                                                       .game = games::nimWs1s(k),
                                                       .pSet = nimSum,
                                                       .domain = sorted,
                                                       .claimedP = nimSum,
                                                       .show = stacks("NIM")}));
        const std::string evenLargest = "(ex2 M: largest(" + X + ", M) & ~" + largestEven + ")";
        prover::attach(registry, prover::outcomeProof({.claim = "mullen2016/thm2.3" + letter,
                                                       .statement = "Greedy NIM is P iff an even number of stacks hold the "
                                                                    "largest amount",
                                                       .game = games::greedyNimWs1s(k),
                                                       .pSet = evenLargest,
                                                       .domain = sorted,
                                                       .claimedP = evenLargest,
                                                       .show = stacks("G")}));
    }

    // Every other claim is left to the bounded check, for the reason its id or family names.
    const std::pair<const char*, const char*> boundedOnly[] = {
        {"mullen2016/conj5.6*", "the positions it speaks of (smallest stack > 3, second > 5) are not closed under "
                                "moves, and MINNIE's whole P-set on 3 or more stacks, which a proof would need, is unknown"},
        {"mullen2016/conj6.2*", "the positions it speaks of (a_1 >= 4, a_2 >= 6) are not closed under moves, and "
                                "MINNIE's whole P-set on 3 or more stacks, which a proof would need, is unknown"},
        {"mullen2016/thm2.1*", "EUCLID's P-set is a/b < τ with τ the golden ratio, irrational, and a move subtracts a "
                               "multiple of the smaller stack: neither is definable in binary arithmetic"},
        {"mullen2016/ex2.1b", "EUCLID subtracts multiples of the smaller stack: multiplication of two variables is not "
                              "definable in WS1S"},
        {"mullen2016/thm1.5*", "a theorem about every impartial game (Grundy values of sums; G = 0 iff P), "
                               "instantiated on the thesis's stack games: it quantifies over games, not numbers"},
        {"mullen2016/thm2.2*", "quantifies over infinite integer sequences (rules f and fractal sequences), which "
                               "WS1S, over finite sets, cannot"},
        {"mullen2016/thm2.4", "SUSEN's two-stack P-set is given by L(a, b), the length of a subtractive Euclidean "
                              "chain, which counts divisions: not definable in binary arithmetic"},
        {"mullen2016/thm2.5", "SUSEN subtracts one stack's size from another, and its outcomes follow L(a, b), a "
                              "Euclidean chain length: not definable in binary arithmetic"},
        {"mullen2016/ex2.4", "not encoded yet: SUSEN on one stack (the only move empties it); no SUSEN rules "
                             "encoding is written"},
        {"mullen2016/ex2.5*", "JENNIFER's play can end before the stacks are empty (a player may have no legal "
                              "action), and no JENNIFER rules encoding is written"},
        {"mullen2016/ex2.3c*", "not encoded yet: a statement about every prefix of the 'less than half' Grundy "
                               "sequence; the rules are WS1S (proved: Levine's P-set), but no closed form of the "
                               "Grundy values is written"},
        {"mullen2016/conj4.24", "WYNNIE on graphs: a position is a graph with chips on its vertices, unboundedly "
                                "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/cor4.14", "WYNNIE on graphs: the positions reached from W_1(K_n) are graphs with unboundedly "
                               "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/def4.3-versions", "WYNNIE on graphs, for every graph: graphs are not a fixed tuple of numbers"},
        {"mullen2016/lem4.17*", "WYNNIE on graphs (complete bipartite K_{m,1}, K_{m,2}): the positions are graphs "
                                "with unboundedly many vertices, not a fixed tuple of numbers"},
        {"mullen2016/lem4.19*", "WYNNIE on paths P_n: the positions are graphs with unboundedly many vertices, not "
                                "a fixed tuple of numbers"},
        {"mullen2016/thm4.11*", "WYNNIE on graphs, for every graph with a cut vertex or cut-edge neighbourhood: "
                                "graphs are not a fixed tuple of numbers"},
        {"mullen2016/thm4.12*", "WYNNIE on graphs, for every graph with an involutive automorphism: graphs are not "
                                "a fixed tuple of numbers"},
        {"mullen2016/thm4.13", "WYNNIE on complete graphs K_n: the positions are graphs with unboundedly many "
                               "vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.15*", "WYNNIE on cycles and paths: the positions are graphs with unboundedly many "
                                "vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.16*", "WYNNIE on wheels W_n: the positions are graphs with unboundedly many vertices, "
                                "not a fixed tuple of numbers"},
        {"mullen2016/thm4.18", "WYNNIE on complete bipartite graphs K_{m,n}: the positions are graphs with "
                               "unboundedly many vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.20*", "WYNNIE on cycles C_n with 2 chips a vertex: the positions are graphs with "
                                "unboundedly many vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.21*", "WYNNIE on two stars joined by a path: the positions are graphs with unboundedly "
                                "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.22*", "WYNNIE on two stars joined by a path: the positions are graphs with unboundedly "
                                "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.23*", "WYNNIE on two stars joined by a path: the positions are graphs with unboundedly "
                                "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.24*", "WYNNIE on two stars joined by a path: the positions are graphs with unboundedly "
                                "many vertices, not a fixed tuple of numbers"},
        {"mullen2016/rem6.mig*", "MINNIE on graphs, for every graph: graphs are not a fixed tuple of numbers"},
        {"mullen2016/lem4.3-proof", kProofStep},
        {"mullen2016/lem4.3-proof-*", kProofStep},
        {"mullen2016/lem4.4-proof", kProofStep},
        {"mullen2016/lem4.6-proof", kProofStep},
        {"mullen2016/lem4.8-proof", kProofStep},
        {"mullen2016/lem4.9-proof", kProofStep},
        {"mullen2016/thm4.5-proof", kProofStep},
        {"mullen2016/thm4.10-proof", kProofStep},
        {"mullen2016/thm5.2-proof-case4", kProofStep},
        {"mullen2016/thm5.3-proof-general", kProofStep},
        {"mullen2016/thm5.4-proof", kProofStep},
        {"mullen2016/thm5.8-proof-case4", kProofStep},
        {"mullen2016/thm5.11-proof-general", kProofStep},
        {"mullen2016/thm5.13-proof-general", kProofStep},
        {"mullen2016/thm5.14-proof-general", kProofStep},
        {"mullen2016/thm5.15-proof-general", kProofStep},
        {"mullen2016/thm1.1", "Theorem 1.1 instantiated on the thesis's eight stack games: a statement about games "
                              "(two players' strategy searches), not arithmetic on one game's positions"},
        {"mullen2016/thm1.2", "Theorem 1.2 instantiated on the eight stack games' outcome tables: a statement about "
                              "the tables' consistency, quantified over games"},
        {"mullen2016/thm1.3", "the partition theorem instantiated on NIM and MINNIE: quantifies over partitions of "
                              "a game's positions"},
        {"mullen2016/rem1.1-*", "remarks on every impartial game (misère partition theorem, sums, terminal "
                                "positions) instantiated on the thesis's games: they quantify over games"},
        {"mullen2016/rem1.2-*", "the Sprague-Grundy theorem and one-stack NIM instantiated on the stack games: sums "
                                "with a NIM heap, a statement about games"},
        {"mullen2016/rem1.3*", "Wythoff's Grundy values (the remark: each row eventually periodic): no formula for "
                               "them is known, in binary or in Fibonacci numeration"},
        {"mullen2016/fig*", "a sample line of play from one starting position: checked completely by search"},
        {"mullen2016/thm2.4-proof*", "SUSEN subtracts one stack's size from another: not definable in binary arithmetic"},
        {"mullen2016/thm2.5-proof", "SUSEN subtracts one stack's size from another: not definable in binary arithmetic"},
        {"mullen2016/ex3.1-groups", kProofStep},
        {"mullen2016/rem3.1", "compares the Grundy values of two games (NIMB, NIMTB), not one P-set"},
        {"mullen2016/thm3.1-proof*", kProofStep},
        {"mullen2016/thm3.2-proof*", kProofStep},
        {"mullen2016/lem4.1-proof*", "arithmetic on one variable checked over a range (2-adic valuations): not encoded"},
        {"mullen2016/lem4.2-proof*", kProofStep},
        {"mullen2016/lem4.6-proof-one", kFinite},
        {"mullen2016/lem4.7-proof*", kProofStep},
        {"mullen2016/lem4.8-proof-*", kProofStep},
        {"mullen2016/thm4.5-proof-*", kProofStep},
        {"mullen2016/thm4.5-eq*", "an identity of the proof over a few integer parameters, checked over their range"},
        {"mullen2016/thm4.10-proof-*", kProofStep},
        {"mullen2016/thm4.10-eq*", "an identity of the proof over a few integer parameters, checked over their range"},
        {"mullen2016/thm5.2-proof-l*", kProofStep},
        {"mullen2016/thm5.3-proof-l*", kProofStep},
        {"mullen2016/thm5.8-proof-l*", kProofStep},
        {"mullen2016/thm5.9-proof-l*", kProofStep},
        {"mullen2016/thm5.10-proof-l*", kProofStep},
        {"mullen2016/thm5.11-proof-l*", kProofStep},
        {"mullen2016/thm5.12-proof-l*", kProofStep},
        {"mullen2016/thm5.13-proof-l*", kProofStep},
        {"mullen2016/thm5.14-proof-l*", kProofStep},
        {"mullen2016/thm5.15-proof-l*", kProofStep},
        {"mullen2016/thm4.13-proof*", "WYNNIE on complete graphs K_n: the positions are graphs with unboundedly many "
                                      "vertices, not a fixed tuple of numbers"},
        {"mullen2016/thm4.18-proof*", "WYNNIE on complete bipartite graphs K_{m,n}: the positions are graphs with "
                                      "unboundedly many vertices, not a fixed tuple of numbers"},
        {"mullen2016/rem4.11", "WYNNIE on graphs, for every graph and chip distribution: graphs are not a fixed tuple "
                               "of numbers"},
        {"mullen2016/thm5.15-strategy-l*", kProofStep},
        {"mullen2016/ex1.1", kFinite},
        {"mullen2016/ex1.2", kFinite},
        {"mullen2016/ex2.1", kFinite},
        {"mullen2016/ex2.1c", kFinite},
        {"mullen2016/ex2.2", kFinite},
        {"mullen2016/ex2.3", kFinite},
        {"mullen2016/ex3.1", kFinite},
        {"mullen2016/ex3.2", kFinite},
        {"mullen2016/fig4.*", kFinite},
        {"mullen2016/table*", kFinite},
        {"mullen2016/thm5.2-proof", kFinite},
        {"mullen2016/thm5.3-proof", kFinite},
        {"mullen2016/thm5.8-5.15-proofs", kFinite},
    };
    for (const auto& [claims, reason] : boundedOnly) prover::leaveToBoundedCheck(registry, claims, reason);
}

}  // namespace gameaudit::mullen2016
