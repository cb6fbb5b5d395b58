#include "provers/ws1s.hpp"

#include <cctype>
#include <stdexcept>

#include "provers/fibonacci.hpp"

namespace gameaudit::prover {

std::string arithmetic() {
    return R"(# Numbers are finite sets of 1-bits (bit i of A is 1 iff i in A).
pred plus(var2 A, var2 B, var2 S) = ex2 C: 0 notin C & all1 i:
    ((i + 1 in C <=> ((i in A & i in B) | (i in A & i in C) | (i in B & i in C)))
     & (i in S <=> ((i in A) <=> ((i in B) <=> (i in C)))));
pred minus(var2 A, var2 B, var2 D) = plus(D, B, A);
pred less(var2 A, var2 B) = ex1 i: i in B & i notin A & (all1 j: j > i => (j in A <=> j in B));
pred leq(var2 A, var2 B) = A = B | less(A, B);
pred minimum(var2 A, var2 B, var2 M) = (leq(A, B) & M = A) | (less(B, A) & M = B);
pred even(var2 A) = 0 notin A;
pred odd(var2 A) = 0 in A;
pred ones(var2 A, var1 n) = all1 i: i in A <=> i < n;
pred power(var2 A, var1 n) = all1 i: i in A <=> i = n;
pred lowBits(var2 A, var2 B, var1 n) = all1 i: i < n => (i in A <=> i in B);
pred xor(var2 A, var2 B, var2 C) = all1 i: i in C <=> ~(i in A <=> i in B);
)";
}

std::string constant(std::int64_t n) {
    if (n < 0) throw std::logic_error("WS1S numbers are natural");
    std::string s;
    for (int i = 0; n >> i; ++i)
        if ((n >> i) & 1) s += (s.empty() ? "" : ",") + std::to_string(i);
    return s.empty() ? "empty" : "{" + s + "}";
}

std::string residue(const std::string& a, std::int64_t m, std::int64_t r) {
    if (m < 1 || r < 0 || r >= m) throw std::logic_error("residue needs 0 <= r < m");
    return remainder(a, m, constant(r));
}

namespace {

// A variable-name prefix derived from a formula's argument, so nested formulas do not clash.
std::string prefixOf(const std::string& a, const char* fallback) {
    std::string prefix;
    for (char c : a)
        if (std::isalnum(static_cast<unsigned char>(c))) prefix += c;
    if (prefix.empty() || !std::isalpha(static_cast<unsigned char>(prefix[0]))) prefix = fallback + prefix;
    return prefix;
}

}  // namespace

std::string remainder(const std::string& a, std::int64_t m, const std::string& r) {
    if (m < 1) throw std::logic_error("remainder needs m >= 1");
    const std::string prefix = prefixOf(a, "N"), q = prefix + "q", product = prefix + "p";
    return "(less(" + r + ", " + constant(m) + ") & (ex2 " + q + ", " + product + ": " + multiple(q, m, product) + " & plus(" +
           product + ", " + r + ", " + a + ")))";
}

std::string multiple(const std::string& q, std::int64_t m, const std::string& p) {
    if (m < 0) throw std::logic_error("multiple needs m >= 0");
    if (m == 0) return "(" + p + " = empty)";
    // P as a sum of shifted copies of Q, one per 1-bit of m.
    const std::string prefix = prefixOf(p, "P");
    std::string names, body, sum;
    for (int b = 0; m >> b; ++b) {
        if (!((m >> b) & 1)) continue;
        const std::string term = prefix + "m" + std::to_string(b), shift = std::to_string(b);
        names += (names.empty() ? "" : ", ") + term;
        body += " & (all1 i: i in " + term + " <=> (i >= " + shift + " & i - " + shift + " in " + q + "))";
        if (sum.empty()) {
            sum = term;
        } else {
            const std::string next = prefix + "n" + std::to_string(b);
            names += ", " + next;
            body += " & plus(" + sum + ", " + term + ", " + next + ")";
            sum = next;
        }
    }
    return "(ex2 " + names + ": " + sum + " = " + p + body + ")";
}

Linear& Linear::operator+=(const Linear& o) {
    constant += o.constant;
    for (const auto& [v, k] : o.terms) {
        bool found = false;
        for (auto& [w, c] : terms)
            if (w == v) c += k, found = true;
        if (!found) terms.emplace_back(v, k);
    }
    return *this;
}

Linear operator*(Linear a, std::int64_t k) {
    a.constant *= k;
    for (auto& [v, c] : a.terms) c *= k;
    return a;
}

namespace {

// "V = sum" for a sum of naturals (positive coefficients, constant >= 0).
std::string sumIs(const std::vector<std::pair<std::string, std::int64_t>>& terms, std::int64_t c, const std::string& v) {
    if (terms.empty()) return "(" + v + " = " + constant(c) + ")";
    std::string names, body, sum;
    for (std::size_t i = 0; i < terms.size(); ++i) {
        const auto& [x, k] = terms[i];
        std::string term = x;
        if (k != 1) {
            term = "LT" + std::to_string(i);
            names += (names.empty() ? "" : ", ") + term;
            body += " & times" + std::to_string(k) + "(" + x + ", " + term + ")";
        }
        if (sum.empty()) {
            sum = term;
        } else {
            const std::string next = "LP" + std::to_string(i);
            names += (names.empty() ? "" : ", ") + next;
            body += " & plus(" + sum + ", " + term + ", " + next + ")";
            sum = next;
        }
    }
    const std::string last = c ? "plus(" + sum + ", " + constant(c) + ", " + v + ")" : sum + " = " + v;
    return names.empty() ? "(" + last + ")" : "(ex2 " + names + ": " + last + body + ")";
}

}  // namespace

std::string timesPredicates(std::int64_t largest) {
    std::string s;
    for (std::int64_t k = 2; k <= largest; ++k)
        s += "pred times" + std::to_string(k) + "(var2 X, var2 V) = " + multiple("X", k, "V") + ";\n";
    return s;
}

std::string relation(const Linear& lhs, const std::string& op, const Linear& rhs) {
    const Linear d = lhs - rhs;
    std::vector<std::pair<std::string, std::int64_t>> left, right;
    for (const auto& [v, k] : d.terms) {
        if (k > 0) left.emplace_back(v, k);
        if (k < 0) right.emplace_back(v, -k);
    }
    const std::int64_t lc = d.constant > 0 ? d.constant : 0, rc = d.constant < 0 ? -d.constant : 0;
    auto side = [](const auto& terms, std::int64_t c, const std::string& name, std::string& quantified) {
        if (terms.size() == 1 && terms[0].second == 1 && c == 0) return std::make_pair(terms[0].first, std::string());
        if (terms.empty()) return std::make_pair(constant(c), std::string());
        quantified += (quantified.empty() ? "" : ", ") + name;
        return std::make_pair(name, " & " + sumIs(terms, c, name));
    };
    std::string quantified;
    const auto [l, lbody] = side(left, lc, "LL", quantified);
    const auto [r, rbody] = side(right, rc, "LR", quantified);
    std::string test;
    if (op == "=") test = l + " = " + r;
    else if (op == "<") test = "less(" + l + ", " + r + ")";
    else if (op == "<=") test = "leq(" + l + ", " + r + ")";
    else throw std::logic_error("relation: unknown operator " + op);
    return quantified.empty() ? "(" + test + ")" : "(ex2 " + quantified + ": " + test + lbody + rbody + ")";
}

std::string variables(const std::string& prefix, int k) {
    std::string s;
    for (int i = 1; i <= k; ++i) s += (i > 1 ? "," : "") + prefix + std::to_string(i);
    return s;
}

std::string movesTerminate(const RulesEncoding& g, const std::string& inside) {
    const int k = g.arity;
    std::string X = variables("X", k), Y = variables("Y", k), below, some;
    for (int i = 1; i <= k; ++i) {
        std::string x = "X" + std::to_string(i), y = "Y" + std::to_string(i);
        below += (i > 1 ? " & " : "") + std::string("leq(") + y + ", " + x + ")";
        some += (i > 1 ? " | " : "") + std::string("less(") + y + ", " + x + ")";
    }
    return "(all2 " + X + "," + Y + ": (" + inside + "(" + X + ") & move(" + X + "," + Y + ")) => (" + inside + "(" + Y + ") & " +
           below + " & (" + some + ")))";
}

namespace {

// S (inP) is the P-set on `inside`, given the formulas "some move goes into S" and "no move":
// no move from S stays in S, every other position has a move into S; under misère play a
// position without moves is outside S instead.
std::string kernel(const std::string& X, const std::string& intoP, const std::string& stuck, Play play,
                   const std::string& inside) {
    std::string inP = "(inP(" + X + ") => ~" + intoP + ")";
    std::string outP = "(~inP(" + X + ") => " + intoP + ")";
    if (play == Play::Misere) {
        inP = "(inP(" + X + ") => (~" + intoP + " & ~" + stuck + "))";
        outP = "(~inP(" + X + ") => (" + intoP + " | " + stuck + "))";
    }
    return "(all2 " + X + ": " + inside + "(" + X + ") => (" + inP + " & " + outP + "))";
}

}  // namespace

std::string characterisesP(const RulesEncoding& g, Play play, const std::string& inside) {
    std::string X = variables("X", g.arity), Y = variables("Y", g.arity);
    std::string intoP = "(ex2 " + Y + ": move(" + X + "," + Y + ") & inP(" + Y + "))";
    std::string stuck = "~(ex2 " + Y + ": move(" + X + "," + Y + "))";
    return kernel(X, intoP, stuck, play, inside);
}

std::string characterisesGrundy(const RulesEncoding& g) {
    std::string X = variables("X", g.arity), Y = variables("Y", g.arity);
    return "(all2 " + X + ": position(" + X + ") => ((ex2 V: grundy(" + X + ", V))"
           " & (all2 V, W: (grundy(" + X + ", V) & grundy(" + X + ", W)) => V = W)"
           " & (all2 V: grundy(" + X + ", V) => ((all2 " + Y + ": move(" + X + "," + Y + ") => ~grundy(" + Y + ", V))"
           " & (all2 W: less(W, V) => (ex2 " + Y + ": move(" + X + "," + Y + ") & grundy(" + Y + ", W)))))))";
}

namespace {

// X1..Xk with stack i replaced by Z.
std::string replaced(int k, int i) {
    std::string s;
    for (int j = 1; j <= k; ++j) s += (j > 1 ? "," : "") + (j == i ? std::string("Z") : "X" + std::to_string(j));
    return s;
}

// "f(1) & f(2) & ..." over the stacks, joined by `op`.
template <class F>
std::string overStacks(int k, const char* op, F f) {
    std::string s;
    for (int i = 1; i <= k; ++i) s += (i > 1 ? std::string(" ") + op + " " : "") + "(" + f(i) + ")";
    return s;
}

// As movesTerminate and characterisesGrundy, for a game whose moves set one stack (movesOneStack):
// an option is X with stack i replaced by Z, so only Z is quantified.
std::string movesTerminateByStack(const RulesEncoding& g, const std::string& inside = "position") {
    const int k = g.arity;
    const std::string X = variables("X", k);
    return "(all2 " + X + ", Z: " + inside + "(" + X + ") => " + overStacks(k, "&", [&](int i) {
               return "moveOn" + std::to_string(i) + "(" + X + ", Z) => (" + inside + "(" + replaced(k, i) +
                      ") & less(Z, X" + std::to_string(i) + "))";
           }) + ")";
}

std::string characterisesPByStack(const RulesEncoding& g, Play play, const std::string& inside) {
    const int k = g.arity;
    const std::string X = variables("X", k);
    auto some = [&](bool intoP) {
        return "(" + overStacks(k, "|", [&](int i) {
                   return "ex2 Z: moveOn" + std::to_string(i) + "(" + X + ", Z)" +
                          (intoP ? " & inP(" + replaced(k, i) + ")" : "");
               }) + ")";
    };
    const std::string intoP = some(true), stuck = "~" + some(false);
    return kernel(X, intoP, stuck, play, inside);
}

std::string characterisesGrundyByStack(const RulesEncoding& g) {
    const int k = g.arity;
    const std::string X = variables("X", k);
    auto option = [&](int i, const std::string& value) {
        return "moveOn" + std::to_string(i) + "(" + X + ", Z) & grundy(" + replaced(k, i) + ", " + value + ")";
    };
    return "(all2 " + X + ": position(" + X + ") => ((ex2 V: grundy(" + X + ", V))"
           " & (all2 V, W: (grundy(" + X + ", V) & grundy(" + X + ", W)) => V = W)"
           " & (all2 V: grundy(" + X + ", V) => (" +
           overStacks(k, "&", [&](int i) { return "~(ex2 Z: " + option(i, "V") + ")"; }) +
           " & (all2 W: less(W, V) => (" + overStacks(k, "|", [&](int i) { return "ex2 Z: " + option(i, "W"); }) +
           "))))))";
}

}  // namespace

std::string characterisesRowGrundy() {
    return "(all2 N: (ex2 V: grundy(N, V)) & (all2 V, W: (grundy(N, V) & grundy(N, W)) => V = W)\n"
           "  & (all2 V: grundy(N, V) => ((all2 A, B: split(N, A, B) => ~(ex2 Va, Vb: grundy(A, Va) & grundy(B, Vb) & "
           "xor(Va, Vb, V)))\n"
           "     & (all2 W: less(W, V) => (ex2 A, B, Va, Vb: split(N, A, B) & grundy(A, Va) & grundy(B, Vb) & "
           "xor(Va, Vb, W))))))\n"
           "& (all2 N, A, B: split(N, A, B) => (less(A, N) & less(B, N)))";
}

namespace {

std::string header(const std::string& claim, const std::string& comment, Numeration numeration = Numeration::Binary) {
    return "# gameaudit certificate for " + claim + "\n# " + comment +
           "\n# Run: mona <this file>   (\"Formula is valid\" means proved for every size)\nws1s;\n" +
           (numeration == Numeration::Fibonacci ? fibonacciArithmetic() : arithmetic());
}

std::string declared(const std::string& name, const std::string& params, const std::string& body) {
    return "pred " + name + "(" + params + ") = " + body + ";\n";
}

}  // namespace

std::string certificateHeader(const std::string& claim, const std::string& comment, Numeration numeration) {
    return header(claim, comment, numeration);
}

ProofSpec outcomeProof(const OutcomeClaim& c) {
    const int k = c.game.arity;
    const std::string X = variables("X", k), params = "var2 " + X;
    const std::string play = c.play == Play::Normal ? "normal play" : "misère play";
    std::string defs = "# The rules of " + c.game.name + "\n" + c.game.rules + "\n# The P-set the proof characterises\n" +
                       declared("inside", params, "position(" + X + ") & (" + c.region + ")") +
                       declared("inP", params, c.pSet) + "# The claim\n" + declared("domain", params, c.domain) +
                       (c.holds.empty() ? declared("claimedP", params, c.claimedP) : declared("statement", params, c.holds));
    const std::string body = c.holds.empty() ? "(inP(" + X + ") <=> claimedP(" + X + "))" : "statement(" + X + ")";
    const std::string lemma = c.game.movesOneStack ? movesTerminateByStack(c.game, "inside") + "\n& " +
                                                         characterisesPByStack(c.game, c.play, "inside")
                                                   : movesTerminate(c.game, "inside") + "\n& " +
                                                         characterisesP(c.game, c.play, "inside");
    const std::string claimed = "(all2 " + X + ": (position(" + X + ") & domain(" + X + ")) => (inside(" + X + ") & " + body + "))";
    const std::string what = c.statement + " (" + play + " P-set characterisation of " + c.game.name + ")";
    ProofSpec s;
    s.claim = c.claim;
    s.method = std::string(c.game.numeration == Numeration::Fibonacci ? "MONA, WS1S over Zeckendorf (Fibonacci) numbers: "
                                                                       : "MONA, WS1S: ") +
               play + " P-set characterisation over the rules of " + c.game.name;
    const Numeration n = c.game.numeration;
    s.certificate = header(c.claim, what, n) + defs + lemma + "\n& " + claimed + ";\n";
    s.lemmas = header(c.claim, "the P-set lemma alone", n) + defs + lemma + ";\n";
    s.counterexample = header(c.claim, "a position where the claim and the P-set differ", n) + defs + "var2 " + X +
                       ";\ninside(" + X + ") & domain(" + X + ") & ~" + body + ";\n";
    for (int i = 1; i <= k; ++i) s.variables.push_back("X" + std::to_string(i));
    s.show = c.show;
    s.numeration = c.game.numeration;
    s.rules = c.game;
    return s;
}

ProofSpec grundyProof(const GrundyClaim& c) {
    // The mex characterisation quantifies over every set as a value: over Zeckendorf numbers it
    // would also range over sets that are no number's digits.
    if (c.game.numeration != Numeration::Binary) throw std::logic_error("grundyProof: Grundy values in binary numbers only");
    const int k = c.game.arity;
    const std::string X = variables("X", k), params = "var2 " + X;
    std::string defs = "# The rules of " + c.game.name + "\n" + c.game.rules +
                       "\n# The Grundy function the proof characterises\n" + declared("grundy", params + ", var2 V", c.grundy) +
                       "# The claim\n" + declared("domain", params, c.domain) +
                       declared("claimed", params + ", var2 V", c.claimed);
    const std::string lemma = c.game.movesOneStack
                                  ? movesTerminateByStack(c.game) + "\n& " + characterisesGrundyByStack(c.game)
                                  : movesTerminate(c.game) + "\n& " + characterisesGrundy(c.game);
    const std::string differs = "(ex2 V: ~(grundy(" + X + ", V) <=> claimed(" + X + ", V)))";
    ProofSpec s;
    s.claim = c.claim;
    s.method = "MONA, WS1S: mex characterisation of the Grundy function of " + c.game.name;
    s.certificate = header(c.claim, c.statement + " (Grundy values by mex over the rules of " + c.game.name + ")",
                           c.game.numeration) +
                    defs + lemma + "\n& (all2 " + X + ": (position(" + X + ") & domain(" + X + ")) => ~" + differs +
                    ");\n";
    s.lemmas = header(c.claim, "the Grundy lemma alone", c.game.numeration) + defs + lemma + ";\n";
    s.counterexample = header(c.claim, "a position whose claimed Grundy value is wrong", c.game.numeration) + defs + "var2 " + X +
                       ";\nposition(" + X + ") & domain(" + X + ") & " + differs + ";\n";
    for (int i = 1; i <= k; ++i) s.variables.push_back("X" + std::to_string(i));
    s.show = c.show;
    s.numeration = c.game.numeration;
    s.rules = c.game;
    return s;
}

ProofSpec rowGrundyProof(std::string claim, std::string comment, std::string rules, std::string grundy,
                         std::string statement, std::function<std::string(const std::vector<std::int64_t>&)> show) {
    std::string defs = "# The rules: rows of pins\n" + rules + "\n# The Grundy values of rows the proof characterises\n" +
                       declared("grundy", "var2 N, var2 V", grundy) + "# The claim\n" +
                       declared("statement", "var2 N", statement);
    ProofSpec s;
    s.claim = std::move(claim);
    s.method = "MONA, WS1S: mex characterisation of the Grundy values of rows (a sum's value by XOR)";
    s.certificate = header(s.claim, comment) + defs + characterisesRowGrundy() + "\n& (all2 N: statement(N));\n";
    s.lemmas = header(s.claim, "the Grundy lemma alone") + defs + characterisesRowGrundy() + ";\n";
    s.counterexample = header(s.claim, "a counterexample") + defs + "var2 X1;\n~statement(X1);\n";
    s.variables = {"X1"};
    s.show = std::move(show);
    return s;
}

ProofSpec arithmeticProof(std::string claim, std::string comment, int k, std::string domain, std::string statement,
                          std::function<std::string(const std::vector<std::int64_t>&)> show) {
    const std::string X = variables("X", k), params = "var2 " + X;
    std::string defs = declared("domain", params, domain) + declared("statement", params, statement);
    ProofSpec s;
    s.claim = claim;
    s.method = "MONA, WS1S arithmetic";
    s.certificate = header(claim, comment) + defs + "all2 " + X + ": domain(" + X + ") => statement(" + X + ");\n";
    s.counterexample = header(claim, "a counterexample") + defs + "var2 " + X + ";\ndomain(" + X + ") & ~statement(" + X + ");\n";
    for (int i = 1; i <= k; ++i) s.variables.push_back("X" + std::to_string(i));
    s.show = std::move(show);
    return s;
}

}  // namespace gameaudit::prover
