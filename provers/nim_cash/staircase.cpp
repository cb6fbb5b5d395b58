// The staircase's verdict, and its certificate for each move set of a finite family: the class
// bounds and the winner function, move set by move set.
#include "provers/nim_cash/staircase.hpp"

#include <algorithm>
#include <stdexcept>

#include "provers/winner.hpp"

namespace gameaudit::nim_cash {

std::int64_t rowOrigin(Player p, std::int64_t n) { return (n + origin(p == Player::One, n % 2)) / 2; }

std::int64_t parameterL(const Moves& a) { return a.size() >= 2 ? a[1] : 1; }

StaircaseVerdict staircaseVerdict(const StaircasePart& p, const Position& g, bool explain) {
    const CashOracle& o = solved(g.a, g.n, false);
    const std::int64_t m1 = rowOrigin(Player::One, g.n), m2 = rowOrigin(Player::Two, g.n);
    const std::int64_t u1 = o.upperByDefinition(Player::One, g.n), u2 = o.upperByDefinition(Player::Two, g.n);
    auto plus = [](const char* what, std::int64_t k) {
        return std::string(what) + (k >= 0 ? " + " : " - ") + std::to_string(k >= 0 ? k : -k);
    };
    auto verdict = [explain](int winner, auto row) { return StaircaseVerdict{winner, explain ? row() : std::string()}; };
    if (g.d >= u1 - p.endD) {
        if (!p.endE) return verdict(1, [&] { return p.name + ", row d >= " + plus("U1(n)", -p.endD); });
        return verdict(g.e < u2 - *p.endE ? 1 : 2, [&] {
            return p.name + ", row d >= " + plus("U1(n)", -p.endD) + (g.e < u2 - *p.endE ? ", e < " : ", e >= ") +
                   plus("U2(n)", -*p.endE);
        });
    }
    if (g.d < m1 + p.floor) return verdict(2, [&] { return p.name + ", row d < " + plus("M1(n)", p.floor); });
    if (g.d < m1 + p.start) return {0, ""};
    const std::int64_t k = (g.d - m1 - p.start) / p.width;
    const std::int64_t threshold = p.eStart + p.width * k;
    return verdict(g.e < m2 + threshold ? 1 : 2, [&] {
        return p.name + ", row k = " + std::to_string(k) + ": " + plus("M1(n)", p.start + p.width * k) + " <= d < " +
               plus("M1(n)", p.start + p.width * (k + 1)) + (g.e < m2 + threshold ? ", e < " : ", e >= ") +
               plus("M2(n)", threshold);
    });
}

const StaircasePart* partFor(const std::vector<StaircasePart>& parts, std::int64_t n) {
    for (const StaircasePart& p : parts)
        if (std::find(p.residues.begin(), p.residues.end(), n % p.modulus) != p.residues.end()) return &p;
    return nullptr;
}

namespace {

using prover::constant;

// Pile sizes n = base + step·Q, Q >= 0 (step 0: n = base alone). A proof splits the piles into
// classes on which every bound is a term s·Q + c: MONA's automata stay far smaller than with
// the bounds as functions of n (their sums and comparisons make hundreds of thousands of states).
struct PileClass {
    std::int64_t base = 0, step = 0;
    bool nimWin = false;                   // W(n) = 1
    std::int64_t u1[2]{}, u2[2]{}, m1[2]{}, m2[2]{};  // {c, s}: the bound is s·Q + c
    std::size_t part = 0;                  // the staircase part covering these n
};

// "V = s·Q + w·K + c" (K only when w > 0).
std::string term(const std::int64_t (&t)[2], const std::string& v, std::int64_t extra = 0, std::int64_t w = 0) {
    return "(ex2 LQ, LK, LS: " + prover::multiple("Q", t[1], "LQ") + " & " + prover::multiple("K", w, "LK") +
           " & plus(LQ, LK, LS) & plus(LS, " + constant(t[0] + extra) + ", " + v + "))";
}
std::string atLeast(const std::string& x, const std::int64_t (&t)[2], std::int64_t extra = 0, std::int64_t w = 0) {
    return "(ex2 LV: " + term(t, "LV", extra, w) + " & leq(LV, " + x + "))";
}
std::string below(const std::string& x, const std::int64_t (&t)[2], std::int64_t extra = 0, std::int64_t w = 0) {
    return "(ex2 LV: " + term(t, "LV", extra, w) + " & less(" + x + ", LV))";
}

// The rows of one staircase part at a class: does Player 1 (the mover, D dollars) win against E?
std::string rowsWin(const StaircasePart& p, const PileClass& c) {
    if (p.floor != p.start) throw std::logic_error(p.name + ": rows that leave a gap are not encoded");
    const std::string ending = "(ex2 DT: plus(D, " + constant(p.endD) + ", DT) & " + atLeast("DT", c.u1) + ")";
    const std::string endingWins =
        p.endE ? "(ex2 ET: plus(E, " + constant(*p.endE) + ", ET) & " + below("ET", c.u2) + ")" : std::string("true");
    // The k-th row: M1 + start + width·k <= d < M1 + start + width·(k+1), Player 1 wins iff
    // e < M2 + eStart + width·k (d below M1 + floor: no k, Player 2 wins).
    const std::string step = "(ex2 K: " + atLeast("D", c.m1, p.start, p.width) + " & " +
                             below("D", c.m1, p.start + p.width, p.width) + " & " + below("E", c.m2, p.eStart, p.width) + ")";
    return "(" + ending + " & " + endingWins + ") | (~" + ending + " & " + step + ")";
}

std::string inClass(const PileClass& c, const std::string& body) {
    if (c.step == 0) return "(N = " + constant(c.base) + " & (ex2 Q: Q = empty & " + body + "))";
    return "(ex2 Q, QS: " + prover::multiple("Q", c.step, "QS") + " & plus(QS, " + constant(c.base) + ", N) & " + body + ")";
}

// The pile classes of move set number s of a family, its predicates nimWins<s>(N) (W(n) = 1),
// upperOne<s>, upperTwo<s>, middleOne<s>, middleTwo<s> (N, V: the bound of n is V), and the
// closed formula `holds` checking them against their definitions.
struct Bounds {
    std::vector<PileClass> classes;
    std::string definitions, holds;
};

// W(n), U1, U2 are read off the oracle (Definition 3.2's recursion) as a guess of their shape,
// M1, M2 are the rows' origins (rowOrigin); `holds` checks all five against their defining recursions, so
// nothing read here is trusted. `period`: an even multiple of the periods of W and U.
Bounds bounds(std::size_t index, const Moves& a, std::int64_t period) {
    const std::string s = std::to_string(index);
    const std::int64_t top = 8 * period + a.back();
    const CashOracle& o = solved(a, top, false);
    auto u = [&](Player p, std::int64_t n) { return o.upperByDefinition(p, n); };
    // From `from` on, every bound rises by the same amount each period.
    std::int64_t from = 0;
    for (std::int64_t n = 0; n + 2 * period <= top; ++n)
        for (Player p : {Player::One, Player::Two})
            if (u(p, n + 2 * period) - u(p, n + period) != u(p, n + period) - u(p, n) ||
                o.nimWinner(n + period) != o.nimWinner(n))
                from = n + 1;
    if (from + 3 * period > top) throw std::logic_error("no periodic-linear tail in U1, U2 for " + showSet(a));
    Bounds b;
    for (std::int64_t n = 0; n < from + period; ++n) {
        PileClass c;
        c.base = n;
        c.step = n < from ? 0 : period;
        c.nimWin = o.nimWinner(n) == 1;
        auto fill = [&](std::int64_t (&t)[2], std::function<std::int64_t(std::int64_t)> f) {
            t[0] = f(n);
            t[1] = c.step ? f(n + period) - f(n) : 0;
        };
        fill(c.u1, [&](std::int64_t x) { return u(Player::One, x); });
        fill(c.u2, [&](std::int64_t x) { return u(Player::Two, x); });
        fill(c.m1, [](std::int64_t x) { return rowOrigin(Player::One, x); });
        fill(c.m2, [](std::int64_t x) { return rowOrigin(Player::Two, x); });
        b.classes.push_back(c);
    }
    std::string nimWins, upper1, upper2, middle1, middle2;
    for (std::size_t k = 0; k < b.classes.size(); ++k) {
        const PileClass& c = b.classes[k];
        const char* sep = k ? "\n    | " : "";
        if (c.nimWin) nimWins += (nimWins.empty() ? "" : "\n    | ") + inClass(c, "true");
        upper1 += sep + inClass(c, term(c.u1, "V"));
        upper2 += sep + inClass(c, term(c.u2, "V"));
        middle1 += sep + inClass(c, term(c.m1, "V"));
        middle2 += sep + inClass(c, term(c.m2, "V"));
    }
    auto pred = [&](const std::string& name, const std::string& params, const std::string& body) {
        b.definitions += "pred " + name + s + "(" + params + ") = " + (body.empty() ? "false" : body) + ";\n";
    };
    pred("nimWins", "var2 N", nimWins);
    pred("upperOne", "var2 N, var2 V", upper1);
    pred("upperTwo", "var2 N, var2 V", upper2);
    pred("middleOne", "var2 N, var2 V", middle1);
    pred("middleTwo", "var2 N, var2 V", middle2);

    // The bounds against their definitions: W(n) by Definition 1.2; U1, U2 by Definition 3.2
    // (functions of n; U2 the greatest U1(n−a), U1 the least eligible U2(n−a) + a); M1, M2 by
    // Definition 4.1 (M1(n) = min(A) + M2(n − min(A)), M2(n) the greatest M1(n−a); below
    // min(A): min(A) and 0).
    const std::string least = constant(a.front()), nim = "nimWins" + s, u1 = "upperOne" + s, u2 = "upperTwo" + s,
                      m1 = "middleOne" + s, m2 = "middleTwo" + s;
    std::string nimRec, maxU, someU, minU, someMin, maxM, someM;
    for (std::int64_t x : a) {
        const std::string t = constant(x), sep = nimRec.empty() ? "" : " | ", and_ = nimRec.empty() ? "" : " & ";
        const std::string eligible = "((" + nim + "(N) & ~" + nim + "(M)) | (~" + nim + "(N) & " + u1 + "(M, V2)))";
        nimRec += sep + "(ex2 M: minus(N, " + t + ", M) & ~" + nim + "(M))";
        maxU += and_ + "(all2 M, V: (minus(N, " + t + ", M) & " + u1 + "(M, V)) => leq(V, V2))";
        someU += sep + "(ex2 M: minus(N, " + t + ", M) & " + u1 + "(M, V2))";
        minU += and_ + "(all2 M, V, S: (minus(N, " + t + ", M) & " + eligible + " & " + u2 + "(M, V) & plus(V, " + t +
                ", S)) => leq(V1, S))";
        someMin += sep + "(ex2 M, V: minus(N, " + t + ", M) & " + eligible + " & " + u2 + "(M, V) & plus(V, " + t + ", V1))";
        maxM += and_ + "(all2 M, V: (minus(N, " + t + ", M) & " + m1 + "(M, V)) => leq(V, V2))";
        someM += sep + "(ex2 M: minus(N, " + t + ", M) & " + m1 + "(M, V2))";
    }
    auto function = [](const std::string& f) {
        return "(ex2 V: " + f + "(N, V)) & (all2 V, W: (" + f + "(N, V) & " + f + "(N, W)) => V = W)";
    };
    b.holds = "(all2 N: " + nim + "(N) <=> (" + nimRec + "))\n& (all2 N: " + function(u1) + " & " + function(u2) +
              " & (all2 V1, V2: (" + u1 + "(N, V1) & " + u2 + "(N, V2)) => ((less(N, " + least +
              ") & V1 = empty & V2 = empty) | (~less(N, " + least + ") & " + maxU + " & (" + someU + ") & " + minU + " & (" +
              someMin + ")))))\n& (all2 N: " + function(m1) + " & " + function(m2) + " & (all2 V1, V2: (" + m1 +
              "(N, V1) & " + m2 + "(N, V2)) => ((less(N, " + least + ") & V1 = " + least + " & V2 = empty) | (~less(N, " +
              least + ") & (ex2 M, V: minus(N, " + least + ", M) & " + m2 + "(M, V) & plus(V, " + least + ", V1)) & " +
              maxM + " & (" + someM + ")))))";
    return b;
}

// Everything the proof defines for move set number s of a family, and what it must satisfy:
// its bounds and the winner function of Theorems 6.1, 6.2 and the staircase `truth` (the
// one that holds); `claimed`: the part the claim states.
struct CashSet {
    std::string definitions, holds;
};

CashSet cashSet(std::size_t index, const Moves& a, const std::vector<StaircasePart>& truth, const StaircasePart& claimed,
                std::size_t claimedIndex) {
    const std::string s = std::to_string(index);
    Bounds b = bounds(index, a, truth.front().modulus);  // a multiple of W's and U's periods, even
    std::string d = b.definitions, wins, domain, claimedWins;
    for (std::size_t k = 0; k < b.classes.size(); ++k) {
        PileClass& c = b.classes[k];
        c.part = static_cast<std::size_t>(partFor(truth, c.base) - truth.data());
        const std::string name = s + "_" + std::to_string(k), args = "(Q, D, E)";
        const std::string up1 = atLeast("D", c.u1), up2 = atLeast("E", c.u2), lo1 = below("D", c.m1), lo2 = below("E", c.m2);
        // Theorem 6.1 (someone upper class), 6.2 (someone lower class), else the staircase.
        d += "pred wins" + name + "(var2 Q, var2 D, var2 E) =\n    ((" + up1 + " | " + up2 + ") & ((" + up1 + " & ~" + up2 +
             ") | (" + up1 + " & " + up2 + " & " + (c.nimWin ? "true" : "false") + ")))\n    | (~" + up1 + " & ~" + up2 +
             " & (" + lo1 + " | " + lo2 + ") & ((~" + lo1 + " & " + lo2 + ") | (" + lo1 + " & " + lo2 +
             " & less(E, D))))\n    | (~" + up1 + " & ~" + up2 + " & ~" + lo1 + " & ~" + lo2 + " & " +
             rowsWin(truth[c.part], c) + ");\n";
        wins += (k ? "\n    | " : "") + inClass(c, "wins" + name + args);
        if (c.part == claimedIndex) {
            d += "pred claimed" + name + "(var2 Q, var2 D, var2 E) = " + rowsWin(claimed, c) + ";\n";
            domain += (domain.empty() ? "" : " | ") + inClass(c, "~" + up1 + " & ~" + up2 + " & ~" + lo1 + " & ~" + lo2);
            claimedWins += (claimedWins.empty() ? "" : " | ") + inClass(c, "claimed" + name + args);
        }
    }
    d += "pred wins" + s + "(var2 N, var2 D, var2 E) = " + wins + ";\n";
    d += "pred claimedDomain" + s + "(var2 N, var2 D, var2 E) = " + (domain.empty() ? "false" : domain) + ";\n";
    d += "pred claimedWins" + s + "(var2 N, var2 D, var2 E) = " + (claimedWins.empty() ? "false" : claimedWins) + ";\n";
    return {d, b.holds};
}

}  // namespace

// W(n; d, e) is the winner function of Theorems 6.1, 6.2 and the staircase `truth`, and the claim
// compares the rows of part `index` of `claimed` with it.
prover::ProofSpec staircaseProof(std::string id, const std::string& description, const std::vector<Moves>& family,
                                 const StaircaseParts& truth, const StaircaseParts& claimed, std::size_t index) {
    std::string definitions, holds = "true", wins, domain, claimedWins;
    for (std::size_t i = 0; i < family.size(); ++i) {
        const Moves& a = family[i];
        const CashSet c = cashSet(i, a, truth(parameterL(a)), claimed(parameterL(a)).at(index), index);
        const std::string s = std::to_string(i), is = "(X1 = " + constant(static_cast<std::int64_t>(i)) + " & ";
        definitions += c.definitions;
        holds += "\n& " + c.holds;
        const char* sep = i ? " | " : "";
        wins += sep + is + "wins" + s + "(X2, X3, X4))";
        domain += sep + is + "claimedDomain" + s + "(X2, X3, X4))";
        claimedWins += sep + is + "claimedWins" + s + "(X2, X3, X4))";
    }
    return prover::winnerProof({.claim = std::move(id),
                                .statement = "W(n; d, e) as the staircase part says, both players middle class, for " +
                                             description,
                                .game = cashWs1s(family),
                                .measure = 2,
                                .definitions = definitions,
                                .definitionsHold = holds,
                                .wins = wins,
                                .domain = domain,
                                .claimedWins = claimedWins,
                                .show = [family](const std::vector<std::int64_t>& v) {
                                    return show(Position{family.at(static_cast<std::size_t>(v[0])), v[1], v[2], v[3]});
                                }});
}

}  // namespace gameaudit::nim_cash
