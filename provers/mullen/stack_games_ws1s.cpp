#include "provers/mullen/stack_games_ws1s.hpp"

namespace gameaudit::games {
namespace {

std::string var(const char* prefix, int i) { return prefix + std::to_string(i); }

// "f(1) & f(2) & ... " over the stacks, joined by `op`.
template <class F>
std::string each(int k, const char* op, F f) {
    std::string s;
    for (int i = 1; i <= k; ++i) s += (i > 1 ? std::string(" ") + op + " " : "") + "(" + f(i) + ")";
    return s;
}

// The predicates every k-stack game shares: smallest(X.., M) and largest(X.., M) of the
// non-empty stacks (M = empty when every stack is), equalStacks(X..) for two equal
// non-empty stacks, and lowered(X.., Y.., i) "Y is X with stack i lowered".
std::string shared(int k) {
    const std::string X = prover::variables("X", k), Y = prover::variables("Y", k);
    const std::string params = "var2 " + X, all = "var2 " + X + ", var2 " + Y;
    auto extreme = [&](const std::string& name, bool smallest) {
        return "pred " + name + "(" + params + ", var2 M) = (" +
               each(k, "&", [](int i) { return var("X", i) + " = empty"; }) + " & M = empty) | " +
               each(k, "|", [&](int i) {
                   return var("X", i) + " ~= empty & M = " + var("X", i) + " & " + each(k, "&", [&](int j) {
                              return var("X", j) + " = empty | leq(" +
                                     (smallest ? var("X", i) + ", " + var("X", j) : var("X", j) + ", " + var("X", i)) +
                                     ")";
                          });
               }) +
               ";\n";
    };
    std::string equal;
    for (int i = 1; i <= k; ++i)
        for (int j = i + 1; j <= k; ++j)
            equal += (equal.empty() ? "" : " | ") + std::string("(") + var("X", i) + " ~= empty & " + var("X", i) +
                     " = " + var("X", j) + ")";
    std::string lowered;
    for (int i = 1; i <= k; ++i) {
        std::string same;
        for (int j = 1; j <= k; ++j)
            if (j != i) same += " & " + var("Y", j) + " = " + var("X", j);
        lowered += "pred lowered" + std::to_string(i) + "(" + all + ") = less(" + var("Y", i) + ", " + var("X", i) +
                   ")" + same + ";\n";
    }
    return "pred position(" + params + ") = true;\n" + extreme("smallest", true) + extreme("largest", false) +
           "pred equalStacks(" + params + ") = " + (equal.empty() ? "false" : equal) + ";\n" + lowered;
}

std::string moveOf(int k, const std::string& body) {
    return "pred move(var2 " + prover::variables("X", k) + ", var2 " + prover::variables("Y", k) + ") = " + body +
           ";\n";
}

// MINNIE's move: stack i loses at most the smallest stack's chips (and MINE's restriction).
std::string minnieBody(int k, bool mine) {
    const std::string X = prover::variables("X", k), XY = X + "," + prover::variables("Y", k);
    std::string s = "ex2 M: smallest(" + X + ", M) & (";
    for (int i = 1; i <= k; ++i) {
        std::string clash;
        if (mine)
            for (int j = 1; j <= k; ++j)
                if (j != i) clash += " & " + var("Y", i) + " ~= " + var("X", j);
        s += (i > 1 ? " | " : "") + std::string("(lowered") + std::to_string(i) + "(" + XY +
             ") & (ex2 D: minus(" + var("X", i) + ", " + var("Y", i) + ", D) & leq(D, M))" +
             (mine ? " & (" + var("Y", i) + " = empty | (true" + clash + "))" : "") + ")";
    }
    return s + ")";
}

// Moves that set one stack i to Z < Xi, the others kept: moveOn<i>(X.., Z) holds when `legal(i, after)`
// (after: the stacks with stack i replaced by Z), and move(X.., Y..) is their union.
template <class F>
std::string byStack(int k, F legal) {
    const std::string X = prover::variables("X", k), Y = prover::variables("Y", k);
    std::string s;
    for (int i = 1; i <= k; ++i) {
        std::string after;
        for (int j = 1; j <= k; ++j) after += (j > 1 ? "," : "") + (j == i ? std::string("Z") : var("X", j));
        s += "pred moveOn" + std::to_string(i) + "(var2 " + X + ", var2 Z) = less(Z, " + var("X", i) + ") & " +
             legal(i, after) + ";\n";
    }
    return s + moveOf(k, each(k, "|", [&](int i) {
                          const std::string n = std::to_string(i);
                          return "lowered" + n + "(" + X + "," + Y + ") & moveOn" + n + "(" + X + ", " + var("Y", i) + ")";
                      }));
}

// The smallest (or largest) non-empty stack differs before and after.
std::string changes(const std::string& extreme, const std::string& before, const std::string& after) {
    return "(ex2 M, N: " + extreme + "(" + before + ", M) & " + extreme + "(" + after + ", N) & M ~= N)";
}

}  // namespace

prover::RulesEncoding minnieWs1s(int k) {
    return {"MINNIE on " + std::to_string(k) + " stacks", k, shared(k) + moveOf(k, minnieBody(k, false))};
}

prover::RulesEncoding mineWs1s(int k) {
    return {"MINE on " + std::to_string(k) + " stacks", k, shared(k) + moveOf(k, minnieBody(k, true))};
}

prover::RulesEncoding nimWs1s(int k) {
    return {"NIM on " + std::to_string(k) + " stacks", k, shared(k) + byStack(k, [](int, const std::string&) { return "true"; }),
            true};
}

prover::RulesEncoding greedyNimWs1s(int k) {
    const std::string X = prover::variables("X", k);
    return {"Greedy NIM on " + std::to_string(k) + " stacks", k,
            shared(k) + byStack(k, [&](int i, const std::string&) { return "largest(" + X + ", " + var("X", i) + ")"; }),
            true};
}

prover::RulesEncoding nimbWs1s(int k) {
    const std::string X = prover::variables("X", k);
    return {"NIMB on " + std::to_string(k) + " stacks", k,
            shared(k) + byStack(k, [&](int, const std::string& after) { return changes("smallest", X, after); }), true};
}

prover::RulesEncoding nimtbWs1s(int k) {
    const std::string X = prover::variables("X", k);
    return {"NIMTB on " + std::to_string(k) + " stacks", k,
            shared(k) + byStack(k, [&](int, const std::string& after) {
                return "~equalStacks(" + X + ") & ~equalStacks(" + after + ") & " + changes("smallest", X, after) +
                       " & " + changes("largest", X, after);
            }),
            true};
}

}  // namespace gameaudit::games
