#include "provers/nim_cash/nim_cash_ws1s.hpp"

#include <stdexcept>

#include "provers/nim_cash/nim_ws1s.hpp"

namespace gameaudit::nim_cash {

using prover::Linear;
using prover::relation;

prover::RulesEncoding cashWs1s(const std::vector<Moves>& family) {
    const FamilyRules rules = familyRules("NIM(A; n; d, e)", family, [](const std::string& a) {
        return "(minus(X2, " + a + ", Y2) & minus(X3, " + a + ", Y4))";
    });
    return {rules.name, 4,
            "pred position(var2 X1, var2 X2, var2 X3, var2 X4) = " + rules.positions + ";\n" +
                "# take a in A stones, a <= n, paying a dollars, a <= the mover's money; the roles swap\n"
                "pred move(var2 X1, var2 X2, var2 X3, var2 X4, var2 Y1, var2 Y2, var2 Y3, var2 Y4) =\n"
                "    Y1 = X1 & Y3 = X4 & (" + rules.moves + ");\n"};
}

Moves CashCoordinates::moves(std::int64_t h) const {
    return triple ? Moves{1, l(h), l(h) + 1} : Moves{1, l(h)};
}

std::vector<InH> CashCoordinates::takes() const {
    std::vector<InH> t = {{0, 1}, {2, parity}};
    if (triple) t.push_back({2, parity + 1});
    return t;
}

namespace {
// The largest coefficient the formulas over these coordinates use (a few times P, B or W in H).
constexpr std::int64_t kLargestCoefficient = 64;
}  // namespace

std::int64_t origin(bool mover, std::int64_t nParity) { return mover ? 2 - nParity : nParity; }

InH shift(const CashCoordinates&, const InH& take, std::int64_t nParity, bool mover) {
    if (take.slope % 2) throw std::logic_error("NIM with Cash coordinates: a take's H coefficient must be even");
    const std::int64_t after = (nParity + take.offset % 2) % 2;
    // (n + o)/2 − (n − a + o')/2 − cost = (a + o − o')/2 − cost
    const std::int64_t o = mover ? origin(false, nParity) - origin(true, after) : origin(true, nParity) - origin(false, after);
    if ((take.offset + o) % 2) throw std::logic_error("NIM with Cash coordinates: M(n) is not (n + origin)/2");
    const InH half = {take.slope / 2, (take.offset + o) / 2};
    return mover ? half : InH{half.slope - take.slope, half.offset - take.offset};
}

prover::RulesEncoding cashEveryL(const CashCoordinates& c) {
    const Linear w = c.width.of("H"), b = c.base().of("H");
    std::string rules = prover::timesPredicates(kLargestCoefficient) +
        "# L = 2H + " + std::to_string(c.parity) + "; n = P·Q + R with P = " + std::to_string(c.period.slope) + "H + " +
        std::to_string(c.period.offset) + "; money x = M(n) + W·K + J (F = 0, W = " + std::to_string(c.width.slope) + "H + " +
        std::to_string(c.width.offset) + ") or x = M(n) − 1 − (B·K + J) (F = 1, B = P/2); M(n) = B·Q + m(R)\n"
        "pred mOne(var2 R, var2 V) = (even(R) & " + relation(Linear("V") * 2, "=", Linear("R") + 2) + ") | (odd(R) & " +
        relation(Linear("V") * 2, "=", Linear("R") + 1) + ");\n"
        "pred mTwo(var2 R, var2 V) = (even(R) & " + relation(Linear("V") * 2, "=", "R") + ") | (odd(R) & " +
        relation(Linear("V") * 2, "=", Linear("R") + 1) + ");\n";
    for (const char* side : {"One", "Two"})
        rules += std::string("pred money") + side + "(var2 H, var2 Q, var2 R, var2 F, var2 K, var2 J) = (F = empty & " +
                 relation("J", "<", w) + ") | (F = {0} & " + relation("J", "<", b) + " & (less(K, Q) | (K = Q & (ex2 MV: m" +
                 side + "(R, MV) & " + relation(Linear("J") + 1, "<=", "MV") + "))));\n";
    rules += "pred position(var2 H, var2 Q, var2 R, var2 FD, var2 KD, var2 JD, var2 FE, var2 KE, var2 JE) = " +
             relation(c.hMin, "<=", "H") + " & " + relation("R", "<", c.period.of("H")) +
             " & moneyOne(H, Q, R, FD, KD, JD) & moneyTwo(H, Q, R, FE, KE, JE);\n";
    const auto takes = c.takes();
    for (std::size_t i = 0; i < takes.size(); ++i) {
        // Money below a: a few small cases (beyond them it is at least 3B or 3W > a).
        const Linear a = takes[i].of("H");
        std::string poor;
        for (std::int64_t q = 0; q <= 2; ++q)  // B·(Q − K) + m − 1 − J < a
            poor += (q ? " | " : "") + std::string("(") + relation("Q", "=", Linear("KD") + q) + " & " +
                    relation(b * q + Linear("MV"), "<", a + Linear("JD") + 1) + ")";
        poor = "(FD = {0} & (" + poor + "))";
        for (std::int64_t q = 0; q <= 2; ++q)
            for (std::int64_t k = 0; k <= 2; ++k)
                poor += " | (FD = empty & Q = " + prover::constant(q) + " & KD = " + prover::constant(k) + " & " +
                        relation(b * q + Linear("MV") + w * k + Linear("JD"), "<", a) + ")";
        rules += "pred affords" + std::to_string(i) +
                 "(var2 H, var2 Q, var2 R, var2 FD, var2 KD, var2 JD, var2 FE, var2 KE, var2 JE) = ~(ex2 MV: mOne(R, MV) & (" +
                 poor + "));\n";
    }
    return {"NIM(A; n; d, e), " + c.name, 9, rules};
}

std::vector<std::int64_t> coordinatesOf(const CashCoordinates& c, std::int64_t h, const Position& g) {
    const std::int64_t p = c.period.at(h), b = p / 2, w = c.width.at(h), q = g.n / p, r = g.n % p;
    auto money = [&](std::int64_t x, std::int64_t m) {
        const std::int64_t origin = b * q + m;
        return x >= origin ? std::vector<std::int64_t>{0, (x - origin) / w, (x - origin) % w}
                           : std::vector<std::int64_t>{1, (origin - 1 - x) / b, (origin - 1 - x) % b};
    };
    std::vector<std::int64_t> x = {h, q, r};
    for (std::int64_t v : money(g.d, r % 2 ? (r + 1) / 2 : r / 2 + 1)) x.push_back(v);
    for (std::int64_t v : money(g.e, r % 2 ? (r + 1) / 2 : r / 2)) x.push_back(v);
    return x;
}

Position positionOf(const CashCoordinates& c, const std::vector<std::int64_t>& x) {
    if (x.size() != 9) throw std::logic_error("NIM with Cash coordinates are 9 numbers");
    const std::int64_t h = x[0], p = c.period.at(h), b = p / 2, w = c.width.at(h), q = x[1], r = x[2];
    auto money = [&](std::int64_t f, std::int64_t k, std::int64_t j, std::int64_t m) {
        return f ? b * q + m - 1 - b * k - j : b * q + m + w * k + j;
    };
    return {c.moves(h), p * q + r, money(x[3], x[4], x[5], r % 2 ? (r + 1) / 2 : r / 2 + 1),
            money(x[6], x[7], x[8], r % 2 ? (r + 1) / 2 : r / 2)};
}

}  // namespace gameaudit::nim_cash
