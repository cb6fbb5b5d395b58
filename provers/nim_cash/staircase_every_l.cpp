// The staircase certificates for EVERY L at once, each part one certificate.
// L is a variable of the formula (L = 2H + parity): in the coordinates of
// provers/nim_cash/nim_cash_ws1s.hpp (pile n = P·Q + R, money in rows of width W from M(n)) the
// moves, U1, U2, W(n), the staircase rows and their ends are all linear in H, Q, R and the money.
// The winner function (Theorems 6.1, 6.2 and the staircase that holds) is given class by class
// of R: runs of R of one parity, from a·H + b to c·H + d, on which W(n), U_p(n) − M_p(n) − W·Q
// and the staircase part are constant (Q = 0 apart). That shape is read off the oracle at two
// large L and checked at every L up to kCheckedUpTo; nothing read is trusted: the certificate
// checks W(n), U1, U2, M1, M2 against Definitions 1.2, 3.2 and 4.1 and the winner function
// against the game's rules, for every H.
#include <map>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <tuple>

#include "provers/nim_cash/staircase.hpp"

namespace gameaudit::nim_cash {
namespace {

using prover::constant;
using prover::Linear;
using prover::relation;

constexpr std::int64_t kFitAt = 40;        // the shape is read at H = 40 and 41 ...
constexpr std::int64_t kCheckedUpTo = 45;  // ... and compared with the oracle up to this H

// A run of piles: Q = 0 or Q >= 1, R of one parity from `from` to `to`; its constants.
struct PileRun {
    bool first = false;  // Q = 0
    std::int64_t parity = 0;
    InH from, to;
    int part = -1;       // the staircase part covering it
    bool nimWin = false; // W(n) = 1
    InH c1, c2;          // U_p(n) = M_p(n) + W·Q + c_p
};

// What the oracle says at one pile, in the class's terms.
struct PileKey {
    int part;
    bool nimWin;
    std::int64_t c1, c2;
    bool operator==(const PileKey&) const = default;
};

PileKey keyAt(const CashCoordinates& c, const StaircaseParts& truth, std::int64_t h, std::int64_t n) {
    const std::int64_t p = c.period.at(h), w = c.width.at(h), q = n / p;
    const CashOracle& o = solved(c.moves(h), 3 * p + c.l(h) + 2, false);
    const auto parts = truth(c.l(h));
    const StaircasePart* part = partFor(parts, n);
    return {part ? static_cast<int>(part - parts.data()) : -1, o.nimWinner(n) == 1,
            o.upperByDefinition(Player::One, n) - rowOrigin(Player::One, n) - w * q,
            o.upperByDefinition(Player::Two, n) - rowOrigin(Player::Two, n) - w * q};
}

struct Run {
    bool first;
    std::int64_t parity, from, to;
    PileKey key;
};

std::vector<Run> runsAt(const CashCoordinates& c, const StaircaseParts& truth, std::int64_t h) {
    const std::int64_t p = c.period.at(h);
    std::vector<Run> runs;
    for (bool first : {true, false})
        for (std::int64_t parity : {0, 1})
            for (std::int64_t r = parity; r < p; r += 2) {
                const PileKey k = keyAt(c, truth, h, first ? r : p + r);
                if (!first && !(keyAt(c, truth, h, 2 * p + r) == k))
                    throw std::logic_error(c.name + ": U_p(n) − M_p(n) does not rise by W each period at H = " +
                                           std::to_string(h));
                if (!runs.empty() && runs.back().first == first && runs.back().parity == parity && runs.back().key == k)
                    runs.back().to = r;
                else
                    runs.push_back({first, parity, r, r, k});
            }
    return runs;
}

InH fit(std::int64_t at0, std::int64_t at1) { return {at1 - at0, at0 - (at1 - at0) * kFitAt}; }

// The classes read at H = kFitAt, kFitAt + 1; `from` is set to the least H from which they
// give the oracle's values up to kCheckedUpTo.
std::vector<PileRun> classesOf(const CashCoordinates& c, const StaircaseParts& truth, std::int64_t& from) {
    const std::vector<Run> a = runsAt(c, truth, kFitAt), b = runsAt(c, truth, kFitAt + 1);
    if (a.size() != b.size()) throw std::logic_error(c.name + ": the classes of R differ at two large L");
    std::vector<PileRun> classes;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (a[i].first != b[i].first || a[i].parity != b[i].parity || a[i].key.part != b[i].key.part ||
            a[i].key.nimWin != b[i].key.nimWin)
            throw std::logic_error(c.name + ": the classes of R differ at two large L");
        classes.push_back({a[i].first, a[i].parity, fit(a[i].from, b[i].from), fit(a[i].to, b[i].to), a[i].key.part,
                           a[i].key.nimWin, fit(a[i].key.c1, b[i].key.c1), fit(a[i].key.c2, b[i].key.c2)});
    }
    from = c.hMin;
    for (std::int64_t h = c.hMin; h <= kCheckedUpTo; ++h) {
        const std::int64_t p = c.period.at(h);
        bool agrees = true;
        for (std::int64_t n = 0; n < 3 * p && agrees; ++n) {
            const std::int64_t r = n % p;
            const PileRun* found = nullptr;
            for (const PileRun& k : classes)
                if (k.first == (n < p) && k.parity == r % 2 && k.from.at(h) <= r && r <= k.to.at(h)) found = found ? nullptr : &k;
            agrees = found && PileKey{found->part, found->nimWin, found->c1.at(h), found->c2.at(h)} == keyAt(c, truth, h, n);
        }
        if (!agrees) from = h + 1;
    }
    if (from > kFitAt) throw std::logic_error(c.name + ": the classes read at large L fail below it");
    return classes;
}

// A staircase part's numbers as linear in H (read at two L, checked up to kCheckedUpTo).
struct PartInH {
    InH floor, width, start, eStart, endD, endE;
    bool hasEndE = false;
};

PartInH partInH(const CashCoordinates& c, const StaircaseParts& parts, std::size_t index, std::int64_t from) {
    auto at = [&](std::int64_t h) { return parts(c.l(h)).at(index); };
    const StaircasePart p0 = at(kFitAt), p1 = at(kFitAt + 1);
    PartInH s{fit(p0.floor, p1.floor),   fit(p0.width, p1.width), fit(p0.start, p1.start),
              fit(p0.eStart, p1.eStart), fit(p0.endD, p1.endD),   p0.endE ? fit(*p0.endE, *p1.endE) : InH{}, p0.endE.has_value()};
    for (std::int64_t h = from; h <= kCheckedUpTo; ++h) {
        const StaircasePart p = at(h);
        if (p.floor != s.floor.at(h) || p.width != s.width.at(h) || p.start != s.start.at(h) || p.eStart != s.eStart.at(h) ||
            p.endD != s.endD.at(h) || p.endE.has_value() != s.hasEndE || (p.endE && *p.endE != s.endE.at(h)))
            throw std::logic_error(p.name + ": its numbers are not linear in L");
        if (p.floor != p.start || p.width != c.width.at(h))
            throw std::logic_error(p.name + ": rows that leave a gap, or of another width, are not encoded");
    }
    return s;
}

InH minus(InH a, InH b) { return {a.slope - b.slope, a.offset - b.offset}; }
InH plus(InH a, InH b) { return {a.slope + b.slope, a.offset + b.offset}; }
InH times(InH a, std::int64_t k) { return {a.slope * k, a.offset * k}; }

// v >= 0 for every H >= from (v linear).
bool nonNegative(InH v, std::int64_t from) { return v.at(from) >= 0 && v.slope >= 0; }

// Whether some pile of class k may leave, by the take a (dq = [R < a]), a pile of class k2: R's
// bounds from both classes and the take, as numbers in H; false only when one lower bound
// exceeds one upper bound for every H >= from (the certificate checks that too).
bool reachable(const PileRun& k, InH a, std::int64_t dq, const PileRun& k2, InH period, std::int64_t from) {
    const InH back = minus(a, times(period, dq));  // R = R2 + a − P·dq
    std::vector<InH> lows = {k.from, plus(k2.from, back)}, highs = {k.to, plus(k2.to, back)};
    (dq ? highs : lows).push_back(dq ? minus(a, InH{0, 1}) : a);
    for (const InH& lo : lows)
        for (const InH& hi : highs)
            if (nonNegative(minus(minus(lo, hi), InH{0, 1}), from)) return false;
    return true;
}

std::string orOf(const std::vector<std::string>& parts) {
    if (parts.empty()) return "false";
    std::string s;
    for (const std::string& p : parts) s += (s.empty() ? "(" : "\n    | ") + p;
    return s + ")";
}

// The parameters of the winner function's pieces: H, the pile's Q, and the money coordinates.
// (MONA renames a predicate's automaton only onto arguments declared in the parameters' order:
// the pile's Q comes last, bound after the money.)
const char* kPiece = "var2 H, var2 X4, var2 X5, var2 X6, var2 X7, var2 X8, var2 X9, var2 Q";
const char* kPieceArgs = "H, X4, X5, X6, X7, X8, X9, Q";

// A piece called at the position X1..X9 (its Q bound after the money).
std::string pieceAt(const std::string& piece) {
    return "(ex2 Q2: Q2 = X2 & " + piece + "(X1, X4, X5, X6, X7, X8, X9, Q2))";
}

// A player's money at a position as its offset o from the origin M(n), written in the
// coordinates of a position X (perhaps the one before a move): o = base(F, K, J) + shift, with
// base W·K + J (F = 0) or −(B·K + J + 1) (F = 1).
struct Money {
    std::string f, k, j;
    InH shift;
};

// The pile: Q (a term in X's coordinates), whether Q = 0, and R's parity.
struct Pile {
    Linear q;
    std::int64_t parity;
};

// The winner function's formulas over offsets. Every comparison is exact for either form of
// the money; where a form makes a case impossible beyond a few rows, the bound is checked for
// every H >= from (or the formula is refused).
class Formulas {
public:
    Formulas(const CashCoordinates& c, std::int64_t from) : c_(c), from_(from) {}

    Linear w() const { return c_.width.of("H"); }
    Linear b() const { return c_.base().of("H"); }

    // o >= W·Qv + v.
    std::string atLeast(const Money& m, const Linear& qv, InH v) const {
        const InH cst = minus(v, m.shift);
        // F = 1: B·K + J + 1 + W·Qv + cst <= 0, only with K, Qv small.
        require(plus(cst, times(c_.width, 3)), "a threshold far below the origin");
        std::string low;
        for (std::int64_t q = 0; q <= 2; ++q)
            for (std::int64_t k = 0; k <= 2; ++k)
                low += std::string(low.empty() ? "" : " | ") + "(" + relation(qv, "=", q) + " & " + m.k + " = " +
                       constant(k) + " & " + relation(Linear(m.j) + 1 + b() * k + w() * q + cst.of("H"), "<=", std::int64_t{0}) +
                       ")";
        return "((" + m.f + " = empty & " + rowsAtLeast(m.k, m.j, qv, cst) + ") | (" + m.f + " = {0} & (" + low + ")))";
    }

    // o1 < o2 + v (two moneys at one position).
    std::string less(const Money& m1, const Money& m2, InH v) const {
        const InH cst = minus(plus(m2.shift, v), m1.shift);  // base1 < base2 + cst
        require(plus(cst, times(c_.width, 3)), "moneys far apart");
        require(minus(times(c_.width, 3), cst), "moneys far apart");
        std::string mixedHighLow, mixedLowHigh;
        for (std::int64_t k1 = 0; k1 <= 3; ++k1)
            for (std::int64_t k2 = 0; k2 <= 3; ++k2) {
                const std::string ks = m1.k + " = " + constant(k1) + " & " + m2.k + " = " + constant(k2) + " & ";
                // W·K1 + J1 < −(B·K2 + J2 + 1) + cst
                mixedHighLow += std::string(mixedHighLow.empty() ? "" : " | ") + "(" + ks +
                                relation(w() * k1 + Linear(m1.j) + b() * k2 + Linear(m2.j) + 1, "<", cst.of("H")) + ")";
                // −(B·K1 + J1 + 1) < W·K2 + J2 + cst fails: B·K1 + J1 + 1 + W·K2 + J2 + cst <= 0
                mixedLowHigh += std::string(mixedLowHigh.empty() ? "" : " | ") + "(" + ks +
                                relation(b() * k1 + Linear(m1.j) + 1 + w() * k2 + Linear(m2.j) + cst.of("H"), "<=",
                                         std::int64_t{0}) + ")";
            }
        return "((" + m1.f + " = empty & " + m2.f + " = empty & " + lessIn(c_.width, m1.k, m1.j, m2.k, m2.j, cst) + ")\n      | (" +
               m1.f + " = {0} & " + m2.f + " = {0} & " + lessIn(c_.base(), m2.k, m2.j, m1.k, m1.j, cst) + ")\n      | (" +
               m1.f + " = empty & " + m2.f + " = {0} & (" + mixedHighLow + "))\n      | (" + m1.f + " = {0} & " + m2.f +
               " = empty & ~(" + mixedLowHigh + ")))";
    }

    // o − S >= 0 and its row, floor((o − S)/W), is the variable `row`.
    std::string rowIs(const Money& m, InH s, const std::string& row) const {
        const InH cst = minus(s, m.shift);  // W·K + J − cst, or −(B·K + J + 1) − cst
        require(plus(cst, times(c_.width, 3)), "a row far below the origin");
        require(minus(times(c_.width, 3), cst), "a row far above the origin");
        std::string high, low;
        if (const auto qr = divide(cst, c_.width))  // row K − q, or K − q − 1 when J < r
            high = "(" + relation(qr->second.of("H"), "<=", m.j) + " & " + relation(m.k, "=", Linear(row) + qr->first) + ") | (" +
                   relation(m.j, "<", qr->second.of("H")) + " & " + relation(m.k, "=", Linear(row) + (qr->first + 1)) + ")";
        else
        for (std::int64_t t = -3; t <= 3; ++t)
            high += std::string(high.empty() ? "" : " | ") + "(" + relation(m.k, "=", Linear(row) + t) + " & " +
                    relation(cst.of("H"), "<=", Linear(m.j) + w() * t) + " & " +
                    relation(Linear(m.j) + w() * t, "<", cst.of("H") + w()) + ")";
        for (std::int64_t r = 0; r <= 2; ++r)
            for (std::int64_t k = 0; k <= 2; ++k)  // r·W <= −(B·k + J + 1) − cst < (r+1)·W
                low += std::string(low.empty() ? "" : " | ") + "(" + row + " = " + constant(r) + " & " + m.k + " = " +
                       constant(k) + " & " + relation(w() * r + b() * k + Linear(m.j) + 1 + cst.of("H"), "<=", std::int64_t{0}) +
                       " & " + relation(std::int64_t{0}, "<", w() * (r + 1) + b() * k + Linear(m.j) + 1 + cst.of("H")) + ")";
        return "((" + m.f + " = empty & (" + high + ")) | (" + m.f + " = {0} & (" + low + ")))";
    }

    // The mover (money d) wins at a pile of class k, by Theorems 6.1, 6.2 and the staircase part
    // `p` (only the rows, where both players are middle class, if rowsOnly): its pieces are
    // appended to `defs` as predicates <tag>...(H, Q, X4..X9) and the call is returned.
    std::string wins(std::string& defs, const std::string& tag, const PileRun& k, const Pile& pile, const Money& d,
                     const Money& e, const PartInH& p, bool rowsOnly = false) const {
        auto pred = [&](const std::string& name, const std::string& body) {
            defs += "pred " + tag + name + "(" + kPiece + ") = " + body + ";\n";
            return tag + name + "(" + kPieceArgs + ")";
        };
        // The staircase: the ending rows (d >= U1 − endD) first, else d's row from start against
        // e's row from eStart (e below eStart: the mover wins on any row).
        const std::string ending = pred("End", atLeast(d, pile.q, minus(k.c1, p.endD)));
        const std::string endingWins = p.hasEndE ? "~" + pred("EndE", atLeast(e, pile.q, minus(k.c2, p.endE))) : "true";
        const std::string step = pred("Step", "(ex2 RD: " + rowIs(d, p.start, "RD") + " & (~" +
                                                  atLeast(e, std::int64_t{0}, p.eStart) + " | (ex2 RE: " +
                                                  rowIs(e, p.eStart, "RE") + " & less(RE, RD))))");
        const std::string rows = pred("Rows", "((" + ending + " & " + endingWins + ") | (~" + ending + " & " + step + "))");
        if (rowsOnly) return tag + "Rows";
        const std::string up1 = pred("UpD", atLeast(d, pile.q, k.c1)), up2 = pred("UpE", atLeast(e, pile.q, k.c2));
        const std::string lo1 = "~" + pred("MidD", atLeast(d, std::int64_t{0}, {})),
                          lo2 = "~" + pred("MidE", atLeast(e, std::int64_t{0}, {}));
        // Theorem 6.2's e < d: e − M2 < d − M1 + (M1 − M2), M1 − M2 = 1 for even n, 0 for odd n.
        const std::string eLessD = pred("Poorer", less(e, d, {0, pile.parity ? 0 : 1}));
        pred("", "(((" + up1 + " | " + up2 + ") & ((" + up1 + " & ~" + up2 + ") | (" + up1 + " & " + up2 + " & " +
                            (k.nimWin ? "true" : "false") + ")))\n    | (~" + up1 + " & ~" + up2 + " & (" + lo1 + " | " + lo2 +
                            ") & ((~" + lo1 + " & " + lo2 + ") | (" + lo1 + " & " + lo2 + " & " + eLessD + ")))\n    | (~" +
                            up1 + " & ~" + up2 + " & ~" + lo1 + " & ~" + lo2 + " & " + rows + "))");
        return tag;
    }

    // Both players middle class at a pile of class k (the claims' domain), as predicate `tag`.
    std::string middle(std::string& defs, const std::string& tag, const PileRun& k, const Money& d, const Money& e) const {
        defs += "pred " + tag + "(" + kPiece + ") = " + d.f + " = empty & " + e.f + " = empty & ~" +
                atLeast(d, Linear("Q"), k.c1) + " & ~" + atLeast(e, Linear("Q"), k.c2) + ";\n";
        return tag;
    }

private:
    // v = q·unit + r with 0 <= r < unit and q the same for every H >= from, if there is such a q.
    std::optional<std::pair<std::int64_t, InH>> divide(InH v, InH unit) const {
        const std::int64_t x = v.at(kFitAt), u = unit.at(kFitAt), q = x >= 0 ? x / u : -((-x + u - 1) / u);
        const InH r = minus(v, times(unit, q));
        if (nonNegative(r, from_) && nonNegative(minus(minus(unit, r), InH{0, 1}), from_)) return std::pair{q, r};
        return std::nullopt;
    }

    // unit·K1 + J1 < unit·K2 + J2 + v (J1, J2 < unit): lexicographic when v divides evenly.
    std::string lessIn(InH unit, const std::string& k1, const std::string& j1, const std::string& k2, const std::string& j2,
                       InH v) const {
        const Linear u = unit.of("H");
        if (const auto qr = divide(v, unit)) {
            const auto [q, r] = *qr;
            const Linear rr = r.of("H");
            return "((" + relation(Linear(j2) + rr, "<", u) + " & (" + relation(Linear(k1), "<", Linear(k2) + q) + " | (" +
                   relation(k1, "=", Linear(k2) + q) + " & " + relation(j1, "<", Linear(j2) + rr) + "))) | (" +
                   relation(u, "<=", Linear(j2) + rr) + " & (" + relation(Linear(k1), "<", Linear(k2) + (q + 1)) + " | (" +
                   relation(k1, "=", Linear(k2) + (q + 1)) + " & " + relation(Linear(j1) + u, "<", Linear(j2) + rr) + "))))";
        }
        std::string s = "(" + relation(Linear(k1) + 4, "<=", k2);
        for (std::int64_t t = -3; t <= 3; ++t)
            s += " | (" + relation(k1, "=", Linear(k2) + t) + " & " + relation(u * t + Linear(j1), "<", Linear(j2) + v.of("H")) + ")";
        return s + ")";
    }

    void require(InH v, const char* what) const {
        if (!nonNegative(v, from_)) throw std::logic_error(c_.name + ": " + what + " (not encoded)");
    }

    // W·K + J >= W·Qv + v.
    std::string rowsAtLeast(const std::string& k, const std::string& j, const Linear& qv, InH v) const {
        require(plus(v, times(c_.width, 3)), "a threshold beyond the rows compared");
        require(minus(times(c_.width, 4), v), "a threshold beyond the rows compared");
        if (const auto qr = divide(v, c_.width))
            return "(" + relation(qv + (qr->first + 1), "<=", k) + " | (" + relation(k, "=", qv + qr->first) + " & " +
                   relation(qr->second.of("H"), "<=", j) + "))";
        std::string s = "(" + relation(qv + 4, "<=", k);
        for (std::int64_t t = -3; t <= 3; ++t)
            s += " | (" + relation(k, "=", qv + t) + " & " + relation(v.of("H"), "<=", Linear(j) + w() * t) + ")";
        return s + ")";
    }

    const CashCoordinates& c_;
    std::int64_t from_;
};

const char* kX = "X1, X2, X3, X4, X5, X6, X7, X8, X9";
const char* kParams = "var2 X1, var2 X2, var2 X3, var2 X4, var2 X5, var2 X6, var2 X7, var2 X8, var2 X9";

// What the claims of one staircase share: its classes of piles, the rules and the winner function,
// and the lemmas (the definitions first, then the recursion class by class).
struct SharedProof {
    CashCoordinates c;  // hMin raised to where the classes hold
    std::vector<PileRun> classes;
    std::vector<PartInH> truths;
    std::string statement, rules, winsDefs, wins;
    std::vector<std::pair<std::string, std::string>> lemmas;  // (file, program)
    std::string game;  // the rules' name
};

SharedProof writeShared(const std::string& name, CashCoordinates c, const StaircaseParts& truth) {
    std::int64_t from = c.hMin;
    const std::vector<PileRun> classes = classesOf(c, truth, from);
    c.hMin = from;
    for (std::int64_t h = from; h <= kCheckedUpTo; ++h)
        if (truth(c.l(h)).front().modulus != c.period.at(h)) throw std::logic_error(c.name + ": not the staircase's period");
    const Formulas f(c, from);
    const Linear w = f.w(), b = f.b(), bw = b + w, z = w * 4;  // U_p(n) = (B + W)·Q + V − Z
    std::vector<PartInH> truths;
    for (std::size_t i = 0; i < truth(c.l(from)).size(); ++i) truths.push_back(partInH(c, truth, i, from));
    const Money d{"X4", "X5", "X6", {}}, e{"X7", "X8", "X9", {}};

    std::string defs = "# Classes of piles: Q = 0 or Q >= 1, and a run of R of one parity\n";
    std::vector<std::string> winsDefs(classes.size());
    std::map<std::string, std::string> afterDefs;
    std::vector<std::string> everyClass, nimWins, uOne, uTwo, wins, kernel;
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const PileRun& k = classes[i];
        const std::string s = std::to_string(i);
        defs += "pred cls" + s + "(var2 H, var2 Q, var2 R) = " + (k.first ? "Q = empty" : "Q ~= empty") + " & " +
                (k.parity ? "odd(R)" : "even(R)") + " & " + relation(k.from.of("H"), "<=", "R") + " & " +
                relation("R", "<=", k.to.of("H")) + ";\n";
        if (k.part < 0) throw std::logic_error(c.name + ": piles no staircase part covers");
        const Pile here{Linear("Q"), k.parity};
        const std::string w = f.wins(winsDefs[i], "win" + s, k, here, d, e, truths.at(static_cast<std::size_t>(k.part)));
        winsDefs[i] += "pred wins" + s + "(" + kParams + ") = " + pieceAt(w) + ";\n";
        everyClass.push_back("cls" + s + "(H, Q, R)");
        if (k.nimWin) nimWins.push_back("cls" + s + "(H, Q, R)");
        for (auto [list, side, v] : {std::tuple{&uOne, "One", k.c1}, std::tuple{&uTwo, "Two", k.c2}})
            list->push_back("(cls" + s + "(H, Q, R) & (ex2 MV: m" + side + "(R, MV) & " +
                            relation("V", "=", Linear("MV") + v.of("H") + z) + "))");
        wins.push_back("(cls" + s + "(X1, X2, X3) & wins" + s + "(" + kX + "))");
    }
    // The winner function's recursion, class by class: the mover wins iff some legal take a
    // leaves a position the new mover loses. The next position is not quantified: its pile is
    // n − a (class j) and its offsets are X's shifted, so the winner function's formulas are written at
    // X with shifted constants: winsAfter<j>_<a>_<parity>(H, Q2, X4..X9), Q2 the next pile's Q.
    const auto takes = c.takes();
    for (std::size_t t = 0; t < takes.size(); ++t)
        for (std::int64_t parity : {0, 1}) {
            const InH a = takes[t];
            const Money d2{"X7", "X8", "X9", shift(c, a, parity, true)};
            const Money e2{"X4", "X5", "X6", shift(c, a, parity, false)};
            for (std::size_t j = 0; j < classes.size(); ++j) {
                const PileRun& k2 = classes[j];
                if (k2.parity != (parity + a.offset) % 2) continue;
                const std::string key = "winsAfter" + std::to_string(j) + "_" + std::to_string(t) + "_" + std::to_string(parity);
                f.wins(afterDefs[key], key, k2, {Linear("Q"), k2.parity}, d2, e2, truths.at(static_cast<std::size_t>(k2.part)));
            }
        }
    for (std::size_t i = 0; i < classes.size(); ++i) {
        const PileRun& k = classes[i];
        std::vector<std::string> goodTakes, unreachable;
        std::string used = winsDefs[i];
        for (std::size_t t = 0; t < takes.size(); ++t) {
            const InH a = takes[t];
            for (std::int64_t dq = 0; dq <= (k.first ? 0 : 1); ++dq)
                for (std::size_t j = 0; j < classes.size(); ++j) {
                    const PileRun& k2 = classes[j];
                    if (k2.parity != (k.parity + a.offset) % 2 || (k.first && !k2.first) || (dq == 0 && k2.first != k.first))
                        continue;
                    const Linear r2 = Linear("R") - a.of("H") + c.period.of("H") * dq;
                    const std::string pileCase = dq ? relation("R", "<", a.of("H")) : relation(a.of("H"), "<=", "R");
                    const std::string reaches = "(" + pileCase + " & " + relation(k2.from.of("H"), "<=", r2) + " & " +
                                                relation(r2, "<=", k2.to.of("H")) + ")";
                    if (!reachable(k, a, dq, k2, c.period, from)) {
                        unreachable.push_back(reaches);
                        continue;
                    }
                    const std::string q2 = dq ? "plus(Q2, {0}, Q)" : "Q2 = Q";
                    const std::string firstCase = k2.first ? "Q2 = empty" : "Q2 ~= empty";
                    const std::string key = "winsAfter" + std::to_string(j) + "_" + std::to_string(t) + "_" + std::to_string(k.parity);
                    if (used.find("pred " + key + "(") == std::string::npos) used += afterDefs.at(key);
                    // The pile's range before the money's (affords) and the next position's.
                    goodTakes.push_back("(here(H, Q, R, X4, X5, X6, X7, X8, X9) & (Q ~= empty | " +
                                        relation(a.of("H"), "<=", "R") + ") & " + reaches + " & affords" + std::to_string(t) +
                                        "(H, Q, R, X4, X5, X6, X7, X8, X9) & (ex2 Q2: " + q2 + " & " + firstCase + " & ~" + key +
                                        "(H, X4, X5, X6, X7, X8, X9, Q2)))");
                }
        }
        // Each take is restricted to the class's positions (here) before the takes are joined, which
        // keeps MONA's automata small; a take to a class out of reach is left out, and checked so.
        const std::string s = std::to_string(i), at = "H, Q, R, X4, X5, X6, X7, X8, X9";
        kernel.push_back(used + "# The piles of class " + s + "\npred here(" + kParams + ") = position(" + kX + ") & cls" + s +
                         "(X1, X2, X3);\n# The takes to classes no pile of class " + s + " reaches\n(all2 H, Q, R: (" +
                         relation(from, "<=", "H") + " & cls" + s + "(H, Q, R)) => ~" + orOf(unreachable) +
                         ")\n# The recursion at the piles of class " + s + "\n& (all2 " + at + ": (here(" + at + ") & wins" + s + "(" +
                         at + ")) <=> " + orOf(goodTakes) + ")");
    }
    defs += "pred nimW(var2 H, var2 Q, var2 R) = " + orOf(nimWins) + ";\n";
    for (const InH& take : c.takes())  // n − a: R − a, or Q − 1 and R + P − a
        defs += "pred pile_" + std::to_string(take.slope) + "_" + std::to_string(take.offset) +
                "(var2 H, var2 Q, var2 R, var2 Q2, var2 R2) = (" + relation(take.of("H"), "<=", "R") + " & Q2 = Q & " +
                relation(Linear("R2") + take.of("H"), "=", "R") + ") | (" + relation("R", "<", take.of("H")) +
                " & plus(Q2, {0}, Q) & " + relation(Linear("R2") + take.of("H"), "=", Linear("R") + c.period.of("H")) + ");\n";
    defs += "# U_p(n) = (B + W)·Q + V − Z, Z = 4W\n";
    defs += "pred uOne(var2 H, var2 Q, var2 R, var2 V) = " + orOf(uOne) + ";\n";
    defs += "pred uTwo(var2 H, var2 Q, var2 R, var2 V) = " + orOf(uTwo) + ";\n";
    // What the definitions must satisfy, for every H >= from and pile (Q, R).
    const std::string pile = "(" + relation(from, "<=", "H") + " & " + relation("R", "<", c.period.of("H")) + ")";
    std::string exclusive = "true";
    for (std::size_t i = 0; i < classes.size(); ++i)
        for (std::size_t j = i + 1; j < classes.size(); ++j)
            if (classes[i].first == classes[j].first && classes[i].parity == classes[j].parity)
                exclusive += " & ~(cls" + std::to_string(i) + "(H, Q, R) & cls" + std::to_string(j) + "(H, Q, R))";
    std::vector<std::string> nimRec, mMax, mSome, uMax, uSome, uMin, uLeast;
    std::string mAll = "true", uAll;
    const std::string start = "(Q = empty & R = empty)";
    for (const InH& take : c.takes()) {
        const std::string a = std::to_string(take.slope) + "_" + std::to_string(take.offset), move = "pile_" + a + "(H, Q, R, Q2, R2)";
        const Linear cost = take.of("H");
        nimRec.push_back("(ex2 Q2, R2: " + move + " & ~nimW(H, Q2, R2))");
        auto byDq = [](const std::function<std::string(std::int64_t)>& body) {
            return "((plus(Q2, empty, Q) & " + body(0) + ") | (plus(Q2, {0}, Q) & " + body(1) + "))";
        };
        // M2(n) >= M1(n − a), equal for some a (Definition 4.1).
        mAll += " & (all2 Q2, R2, V: (" + move + " & mOne(R2, V)) => " +
                byDq([&](std::int64_t dq) { return relation("V", "<=", Linear("MTWO") + b * dq); }) + ")";
        mSome.push_back("(ex2 Q2, R2, V: " + move + " & mOne(R2, V) & " +
                        byDq([&](std::int64_t dq) { return relation("V", "=", Linear("MTWO") + b * dq); }) + ")");
        // U2(n) = the greatest U1(n − a); U1(n) = the least U2(n − a) + a over the eligible a (Definition 3.2).
        const std::string there = move + " & uOne(H, Q2, R2, W1) & uTwo(H, Q2, R2, W2)";
        auto eligible = [&](std::int64_t dq) {
            return "((nimW(H, Q, R) & ~nimW(H, Q2, R2)) | (~nimW(H, Q, R) & " +
                   relation("W1", "=", Linear("V2") + bw * dq) + "))";
        };
        // Quantified with the pile and its U1, U2 (uAt), which restrict the products early.
        const std::string every = "\n& (all2 H, Q, R, V1, V2, Q2, R2, W1, W2: (uAt(H, Q, R, V1, V2) & " + there + ") => ";
        uAll += every + byDq([&](std::int64_t dq) { return relation("W1", "<=", Linear("V2") + bw * dq); }) + ")" + every +
                byDq([&](std::int64_t dq) {
                    return "(" + eligible(dq) + " => " + relation(Linear("V1") + bw * dq, "<=", Linear("W2") + cost) + ")";
                }) + ")";
        uSome.push_back("(ex2 Q2, R2, W1, W2: uAt(H, Q, R, V1, V2) & " + there + " & " +
                        byDq([&](std::int64_t dq) { return relation("W1", "=", Linear("V2") + bw * dq); }) + ")");
        uLeast.push_back("(ex2 Q2, R2, W1, W2: uAt(H, Q, R, V1, V2) & " + there + " & " + byDq([&](std::int64_t dq) {
                             return "(" + eligible(dq) + " & " + relation(Linear("V1") + bw * dq, "=", Linear("W2") + cost) + ")";
                         }) + ")");
    }
    defs += "pred uAt(var2 H, var2 Q, var2 R, var2 V1, var2 V2) = " + pile + " & uOne(H, Q, R, V1) & uTwo(H, Q, R, V2) & ~" +
            start + ";\n";
    const std::string holds =
        "# The classes cover the piles, disjointly\n(all2 H, Q, R: " + pile + " => (" + orOf(everyClass) + " & " + exclusive +
        "))\n# W(n) by Definition 1.2\n& (all2 H, Q, R: " + pile + " => (nimW(H, Q, R) <=> " + orOf(nimRec) +
        "))\n# M1, M2 (the origins of money) by Definition 4.1\n& (all2 H, Q, R: " + pile +
        " => (ex2 MONE, MTWO: mOne(R, MONE) & mTwo(R, MTWO) & ((" + start + " & MONE = {0} & MTWO = empty) | (~" + start +
        " & (ex2 Q2, R2, V: pile_0_1(H, Q, R, Q2, R2) & mTwo(R2, V) & ((plus(Q2, empty, Q) & " +
        relation("MONE", "=", Linear("V") + 1) + ") | (plus(Q2, {0}, Q) & " + relation(Linear("MONE") + b, "=", Linear("V") + 1) +
        "))) & " + mAll + " & " + orOf(mSome) + "))))\n# U1, U2 by Definition 3.2\n& (all2 H, Q, R, V1, V2: (" + pile +
        " & uOne(H, Q, R, V1) & uTwo(H, Q, R, V2)) => ((" + start + " & " + relation("V1", "=", z) + " & " +
        relation("V2", "=", z) + ") | (~" + start + " & " + orOf(uSome) + " & " + orOf(uLeast) + ")))" + uAll;
    const prover::RulesEncoding game = cashEveryL(c);
    const std::string statement = "W(n; d, e) as the staircase part says, both players middle class, for every L = 2H + " +
                                  std::to_string(c.parity) + ", H >= " + std::to_string(from) + " (" + c.name + ")";
    SharedProof t{c, classes, truths, statement,
                   "# The rules of " + game.name + "\n" + game.rules + "\n# Definitions\n" + defs, "", orOf(wins), {}, game.name};
    for (const std::string& w : winsDefs) t.winsDefs += w;
    t.lemmas.push_back({"proofs/" + name + ".definitions.mona",
                        prover::certificateHeader(name, "lemma: the definitions satisfy Definitions 1.2, 3.2 and 4.1, " + t.statement) +
                            t.rules + holds + ";\n"});
    for (std::size_t i = 0; i < kernel.size(); ++i)
        t.lemmas.push_back({"proofs/" + name + ".class" + std::to_string(i) + ".mona",
                            prover::certificateHeader(name, "lemma: W(n; d, e) satisfies the winner recursion at the piles of class " +
                                                                   std::to_string(i) + ", " + t.statement) +
                                t.rules + kernel[i] + ";\n"});
    return t;
}

// A staircase's shared part is written once per process (its claims are many), under its name.
const SharedProof& sharedProof(const std::string& name, const CashCoordinates& c, const StaircaseParts& truth) {
    static std::mutex lock;
    static std::map<std::string, SharedProof> written;
    std::lock_guard<std::mutex> hold(lock);
    auto it = written.find(name);
    if (it == written.end()) it = written.emplace(name, writeShared(name, c, truth)).first;
    return it->second;
}

}  // namespace

// The coordinates: L = 2H or 2H + 1, the staircase's period P and the width W of its rows.
const CashCoordinates& pairsEvenL() {
    static const CashCoordinates c{"A = {1, L}, L = 2H even", 0, false, 2, {4, 2}, {2, -1}};
    return c;
}
const CashCoordinates& triplesEvenL() {
    static const CashCoordinates c{"A = {1, L, L+1}, L = 2H even", 0, true, 2, {4, 0}, {1, 0}};
    return c;
}
const CashCoordinates& triplesOddL() {
    static const CashCoordinates c{"A = {1, L, L+1}, L = 2H + 1 odd", 1, true, 1, {8, 6}, {2, 1}};
    return c;
}

// One staircase part for every L: the staircase's shared part, and the claim.
prover::ProofSpec staircaseProofEveryL(std::string id, const std::string& lemmas, const CashCoordinates& coordinates,
                                       const StaircaseParts& truth, const StaircaseParts& claimed, std::size_t index) {
    const SharedProof& t = sharedProof(lemmas, coordinates, truth);
    const CashCoordinates& c = t.c;
    const std::int64_t from = c.hMin;
    const Formulas f(c, from);
    const PartInH claim = partInH(c, claimed, index, from);
    const Money d{"X4", "X5", "X6", {}}, e{"X7", "X8", "X9", {}};
    std::string claimDefs;
    std::vector<std::string> domain, claimedWins;
    for (std::size_t i = 0; i < t.classes.size(); ++i) {
        const PileRun& k = t.classes[i];
        if (static_cast<std::size_t>(k.part) != index) continue;
        const std::string s = std::to_string(i);
        const std::string cw = f.wins(claimDefs, "claim" + s, k, {Linear("Q"), k.parity}, d, e, claim, true);
        claimDefs += "pred claimed" + s + "(" + kParams + ") = " + pieceAt(cw) + ";\n";
        claimDefs += "pred middle" + s + "(" + kParams + ") = " + pieceAt(f.middle(claimDefs, "mid" + s, k, d, e)) + ";\n";
        domain.push_back("(cls" + s + "(X1, X2, X3) & middle" + s + "(" + kX + "))");
        claimedWins.push_back("(cls" + s + "(X1, X2, X3) & claimed" + s + "(" + kX + "))");
    }
    const std::string X = kX;
    const std::string all = t.rules + t.winsDefs + claimDefs + "# The winner function the proofs characterise: the mover wins\npred wins(" +
                            kParams + ") = " + t.wins + ";\n# The claim\npred domain(" + kParams + ") = " + orOf(domain) +
                            ";\npred claimedWins(" + kParams + ") = " + orOf(claimedWins) + ";\n";
    prover::ProofSpec spec;
    spec.claim = std::move(id);
    spec.method = "MONA, WS1S: the winner function's recursion over the rules of " + t.game +
                  ", every L at once (L-adapted coordinates, moves substituted), a lemma for the definitions and one per class of piles";
    // The definitions (classes, W(n), M, U) are one lemma of the staircase, shared by its claims.
    spec.lemmas = t.lemmas.front().second;
    spec.parts = t.lemmas;
    std::string lemmaFiles;
    for (const auto& [file, program] : spec.parts) lemmaFiles += " " + file;
    spec.certificate = prover::certificateHeader(spec.claim, t.statement + "; valid together with the lemmas" + lemmaFiles) + all +
                       "all2 " + X + ": (position(" + X + ") & domain(" + X + ")) => (wins(" + X + ") <=> claimedWins(" + X + "));\n";
    spec.counterexample = prover::certificateHeader(spec.claim, "a position where the claim and the winner function differ") +
                          all + "var2 " + X + ";\nposition(" + X + ") & domain(" + X + ") & ~(wins(" + X + ") <=> claimedWins(" + X +
                          "));\n";
    for (int i = 1; i <= 9; ++i) spec.variables.push_back("X" + std::to_string(i));
    spec.show = [c](const std::vector<std::int64_t>& v) { return show(positionOf(c, v)); };
    return spec;
}

}  // namespace gameaudit::nim_cash
