// Chen & Gasarch, NIM with Cash: Example 1.5 (plain NIM), Definition 3.2 and its example,
// Theorems 3.3 and 3.4 (upper class formulas), Lemma 3.5.
#include <algorithm>
#include <map>

#include <fmt/format.h>

#include "properties/chen_gasarch/statements.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {
namespace {

// Example 1.5: "W(n) = 2 iff n ≡ 0, 2, ..., top (mod m)".
Property<Position> nimCondition(const Sets& family, std::function<std::int64_t(std::int64_t)> modulus,
                            std::function<std::int64_t(std::int64_t)> top) {
    return pileProperty(piles(family, false), false, [modulus, top](const CashOracle& o, const Position& g) {
        const std::int64_t l = parameterL(g.a), r = g.n % modulus(l);
        const int claimed = (r % 2 == 0 && r <= top(l)) ? 2 : 1, actual = o.nimWinner(g.n);
        if (claimed == actual) return Judgement::pass();
        return Judgement::fail(fmt::format("W(n) = {} (n ≡ {} mod {})", claimed, r, modulus(l)),
                               fmt::format("W(n) = {}", actual), nimWitness(o, g.n));
    });
}

// A printed row "U_win(n) = base·⌊n/m⌋ + offset for n ≡ residue (mod m)".
struct URow {
    std::int64_t residue, offset;
    std::string text;  // the row as printed
};

// How a row list written for large L is read at small L, where a printed row's residue can fall
// outside the block of residues it stands in: literally (every printed row holds as printed, its
// residue taken mod the modulus) or block by block (such a row is not read).
enum class Rows { Literal, Blocks };

// The rows of one block of residues [lo, hi]: the printed rows whose residue falls in the block,
// and the "⋮" rows the block's pattern stands for at the residues no printed row names. Returns
// the printed rows outside the block.
std::vector<URow> addBlock(std::vector<URow>& rows, std::int64_t lo, std::int64_t hi, std::vector<URow> printed,
                           std::function<std::int64_t(std::int64_t)> pattern) {
    std::vector<bool> named(static_cast<std::size_t>(hi - lo + 1), false);
    std::vector<URow> outside;
    for (URow& r : printed)
        if (lo <= r.residue && r.residue <= hi) {
            named[static_cast<std::size_t>(r.residue - lo)] = true;
            rows.push_back(std::move(r));
        } else {
            outside.push_back(std::move(r));
        }
    for (std::int64_t j = lo; j <= hi; ++j)
        if (!named[static_cast<std::size_t>(j - lo)])
            rows.push_back({j, pattern(j), fmt::format("⋮ row n ≡ {}: +{}", j, pattern(j))});
    return outside;
}

URow row(std::int64_t residue, std::int64_t offset, std::string text) { return {residue, offset, std::move(text)}; }

struct RowForm {
    std::int64_t modulus, base;  // U_win(n) = base·⌊n/modulus⌋ + offset
    std::vector<URow> rows;

    // Read literally, the printed rows outside their blocks hold too, at their residue mod the modulus.
    void addOutside(Rows reading, std::vector<URow> outside) {
        if (reading == Rows::Blocks) return;
        for (URow& r : outside) {
            r.residue = ((r.residue % modulus) + modulus) % modulus;
            rows.push_back(std::move(r));
        }
    }
};

RowForm theorem33Rows(std::int64_t l, Rows reading) {
    RowForm f{l + 1, l, {}};
    std::vector<URow> outside = addBlock(f.rows, 0, l - 1,
             {row(0, 0, "n ≡ 0: +0"), row(1, 1, "n ≡ 1: +1"), row(2, 1, "n ≡ 2: +1"), row(3, 2, "n ≡ 3: +2"),
              row(4, 2, "n ≡ 4: +2"), row(l - 2, floorDiv(l - 2, 2), "n ≡ L-2: +⌊(L-2)/2⌋"),
              row(l - 1, floorDiv(l - 1, 2), "n ≡ L-1: +⌊(L-1)/2⌋")},
             [](std::int64_t j) { return ceilDiv(j, 2); });
    addBlock(f.rows, l, l, {row(l, l, "n ≡ L: L(⌊n/(L+1)⌋ + 1)")}, [l](std::int64_t) { return l; });
    f.addOutside(reading, std::move(outside));
    return f;
}

std::vector<URow> secondBlockRows(std::int64_t l, bool odd) {
    std::vector<URow> r = {row(l + 1, l + 1, "n ≡ L+1: +L+1"), row(l + 2, l + 1, "n ≡ L+2: +L+1"),
                           row(l + 3, l + 2, "n ≡ L+3: +L+2"), row(l + 4, l + 2, "n ≡ L+4: +L+2")};
    if (!odd) {
        r.insert(r.begin(), row(l, l, "n ≡ L: +L"));
        r.push_back(row(2 * l - 2, l + ceilDiv(l - 2, 2), "n ≡ 2L-2: +L+⌈(L-2)/2⌉"));
    }
    r.push_back(row(2 * l - 1, l + ceilDiv(l - 1, 2), "n ≡ 2L-1: +L+⌈(L-1)/2⌉"));
    if (odd) r.push_back(row(2 * l, l + ceilDiv(l, 2), "n ≡ 2L: +L+⌈L/2⌉"));
    return r;
}

RowForm theorem34Rows(std::int64_t l, Rows reading) {
    const bool odd = l % 2 == 1;
    RowForm f{odd ? 2 * l + 1 : 2 * l, odd ? (3 * l + 1) / 2 : 3 * l / 2, {}};
    std::vector<URow> first = {row(0, 0, "n ≡ 0: +0"), row(1, 1, "n ≡ 1: +1"), row(2, 1, "n ≡ 2: +1"),
                               row(3, 2, "n ≡ 3: +2"), row(4, 2, "n ≡ 4: +2"),
                               row(l - 2, ceilDiv(l - 2, 2), "n ≡ L-2: +⌈(L-2)/2⌉"),
                               row(l - 1, ceilDiv(l - 1, 2), "n ≡ L-1: +⌈(L-1)/2⌉")};
    if (odd) first.push_back(row(l, ceilDiv(l, 2), "n ≡ L: +⌈L/2⌉"));
    const std::int64_t firstEnd = odd ? l : l - 1;
    f.addOutside(reading, addBlock(f.rows, 0, firstEnd, first, [](std::int64_t j) { return ceilDiv(j, 2); }));
    f.addOutside(reading, addBlock(f.rows, firstEnd + 1, f.modulus - 1, secondBlockRows(l, odd),
                                   [l](std::int64_t j) { return l + ceilDiv(j - l, 2); }));
    return f;
}

// Every printed or "⋮" row naming n's residue must give U_win(n); with `only`, just the printed
// row of that text (where the row applies to L).
using FormOf = std::function<RowForm(std::int64_t l, Rows reading)>;

Property<Position> rowForm(const Sets& family, FormOf form, Rows reading, std::string only = "") {
    return pileProperty(piles(family, false), false, [form, reading, only](const CashOracle& o, const Position& g) {
        const RowForm f = form(parameterL(g.a), reading);
        const std::int64_t actual = o.upperWin(g.n), q = g.n / f.modulus;
        for (const URow& r : f.rows)
            if ((only.empty() || r.text == only) && r.residue == g.n % f.modulus && f.base * q + r.offset != actual)
                return Judgement::fail(fmt::format("U_win(n) = {} (row {}, ⌊n/{}⌋ = {})", f.base * q + r.offset,
                                                   r.text, f.modulus, q),
                                       fmt::format("U_win(n) = U{}(n) = {} by Definition 3.2", int(o.winnerOf(g.n)), actual),
                                       fmt::format("W(n) = {}; U1(n) = {}, U2(n) = {}", o.nimWinner(g.n),
                                                   o.upperByDefinition(Player::One, g.n),
                                                   o.upperByDefinition(Player::Two, g.n)));
        return Judgement::pass();
    });
}

// "U(n) = formula(L, n)" for the winner's or the loser's U, by Definition 3.2.
Property<Position> closedForm(const Sets& family, bool ofWinner, std::function<std::int64_t(std::int64_t, std::int64_t)> formula,
                          std::string what) {
    return pileProperty(piles(family, false), false, [=](const CashOracle& o, const Position& g) {
        const std::int64_t claimed = formula(parameterL(g.a), g.n);
        const std::int64_t actual = ofWinner ? o.upperWin(g.n) : o.upperLose(g.n);
        if (claimed == actual) return Judgement::pass();
        const Player p = ofWinner ? o.winnerOf(g.n) : o.loserOf(g.n);
        return Judgement::fail(fmt::format("{} = {} by the theorem's formula", what, claimed),
                               fmt::format("{} = U{}(n) = {} by Definition 3.2", what, int(p), actual),
                               fmt::format("W(n) = {}; U1(n) = {}, U2(n) = {}", o.nimWinner(g.n),
                                           o.upperByDefinition(Player::One, g.n), o.upperByDefinition(Player::Two, g.n)));
    });
}

// The row form and the closed form name the same value (no oracle: formula against formula).
Property<Position> formsAgree(const Sets& family, FormOf form, Rows reading,
                          std::function<std::int64_t(std::int64_t, std::int64_t)> closed) {
    // by hand: a row form against a closed form, formula against formula; no game is solved
    Property<Position> p;
    p.domain = piles(family, false);
    p.predicate = [form, reading, closed](const Position& g) {
        const RowForm f = form(parameterL(g.a), reading);
        const std::int64_t c = closed(parameterL(g.a), g.n), q = g.n / f.modulus;
        for (const URow& r : f.rows)
            if (r.residue == g.n % f.modulus && f.base * q + r.offset != c)
                return Judgement::fail(fmt::format("row {} gives {}", r.text, f.base * q + r.offset),
                                       fmt::format("the \"equivalent\" closed form gives {}", c),
                                       fmt::format("L = {}, n = {}·{} + {}", parameterL(g.a), q, f.modulus, g.n % f.modulus));
        return Judgement::pass();
    };
    return p;
}

std::int64_t u33Win(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (l + 1), i = n % (l + 1);
    return i < l ? l * k + i / 2 : l * (k + 1);
}
std::int64_t u33Lose(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (l + 1), i = n % (l + 1);
    if (n < l) return n / 2;
    if (i < l) return l * k - l / 2 + i / 2 + 1;  // L(k - 1/2) + ⌊i/2⌋ + 1, L even
    return l * k + l / 2;                          // L(k + 1/2)
}
std::int64_t u34EvenWin(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (2 * l), i = n % (2 * l);
    return i < l ? 3 * l * k / 2 + ceilDiv(i, 2) : 3 * l * k / 2 + l + ceilDiv(i - l, 2);
}
std::int64_t u34EvenLose(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (2 * l), i = n % (2 * l);
    return i < l + 1 ? 3 * l * k / 2 + i / 2 : 3 * l * k / 2 + l + (i - l) / 2;
}
std::int64_t u34OddWin(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (2 * l + 1), i = n % (2 * l + 1);
    return i < l + 1 ? (3 * l + 1) * k / 2 + ceilDiv(i, 2) : (3 * l + 1) * k / 2 + l + ceilDiv(i - l, 2);
}
std::int64_t u34OddLose(std::int64_t l, std::int64_t n) {
    const std::int64_t k = n / (2 * l + 1), i = n % (2 * l + 1);
    return i < l + 2 ? (3 * l + 1) * k / 2 + i / 2 : (3 * l + 1) * k / 2 + l + (i - l) / 2;
}

const char* kWinLose =
    "U_win(n) is U1(n) when W(n) = 1 and U2(n) when W(n) = 2; U_lose(n) the other one; U1, U2 as "
    "Definition 3.2 defines them (computed by its recursion over n from the plain NIM winners W(n), which "
    "the shared impartial solver computes from Definition 1.2).";
const char* kRows =
    " The row list has two blocks (block 1: the residues before the jump to +L, block 2: the rest); a "
    "residue no printed row names follows its block's \"⋮\" pattern, the one its first rows set: +⌈j/2⌉ in "
    "block 1 and +L+⌈(j−L)/2⌉ in block 2.";
const char* kRowsLiteral =
    " Literal: every printed row holds as printed at every L of the family, its residue taken mod the modulus, "
    "also at the small L where it falls outside its block (and so names a residue another row names too).";
const char* kRowsBlocks =
    " Alternative reading (the list written for large L): a printed row whose residue falls outside its block "
    "at small L is not read there.";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const Sets pairsEven = pairsOneL(2, 30, 2), triplesEven = triplesOneL(2, 30, 2), triplesOdd = triplesOneL(3, 29, 2);
    const char* nimReading =
        "Plain NIM(A; n) (Definition 1.2) solved by the shared impartial solver; n >= 0 (n = 0 is lost by "
        "the player to move). L ranges over the family shown; n up to the bound.";
    registry.add(claim<Position>(papers::chen_gasarch.info("ex1.5a", "§1, Example 1.5, first item",
                                     {.statement = statement("ex1.5a"), .reading = nimReading, .bound = 3000}),
                             nimCondition(pairsEven, [](std::int64_t l) { return l + 1; },
                                          [](std::int64_t l) { return l - 2; })));
    registry.add(claim<Position>(papers::chen_gasarch.info("ex1.5b", "§1, Example 1.5, second item",
                                     {.statement = statement("ex1.5b"), .reading = nimReading, .bound = 3000}),
                             nimCondition(triplesEven, [](std::int64_t l) { return 2 * l; },
                                          [](std::int64_t l) { return l - 2; })));
    registry.add(claim<Position>(papers::chen_gasarch.info("ex1.5c", "§1, Example 1.5, third item",
                                     {.statement = statement("ex1.5c"), .reading = nimReading, .bound = 3000}),
                             nimCondition(triplesOdd, [](std::int64_t l) { return 2 * l + 1; },
                                          [](std::int64_t l) { return l - 1; })));

    registry.add(claim<Position>(
        papers::chen_gasarch.info("def3.2", "§3, Definition 3.2 and the remark after it",
            {.statement = statement("def3.2"),
             .reading = "\"Our intuition for winning players\" (§3: enough money to play normally the whole game and "
                        "win) is read as: the least money with which the winner of plain NIM(A; n) still wins NIM with "
                        "Cash against an opponent with ∞ — computed from the cash game's table, independently of "
                        "Definition 3.2. Claim: U_win(n) by Definition 3.2 equals it. " + kEveryA + " and n up to the bound.",
             .bound = 60}),
        pileProperty(piles(allSubsets(kLargestMove), true), true, [](const CashOracle& o, const Position& g) {
            const std::int64_t byDefinition = o.upperWin(g.n), byGame = o.upperByGame(g.n);
            if (byDefinition == byGame) return Judgement::pass();
            const Player w = o.winnerOf(g.n);
            Position least = g;
            (w == Player::One ? least.d : least.e) = byGame;
            return Judgement::fail(fmt::format("U{}(n) = {} (Definition 3.2)", int(w), byDefinition),
                                   fmt::format("least winning money against ∞: {}", byGame),
                                   winningLine(least));
        })));

    registry.add(claim<Position>(
        papers::chen_gasarch.info("ex3.2", "§3, the worked example after Definition 3.2",
            {.statement = statement("ex3.2"),
             .reading = "A = {1, 3, 4}, n = 9: W(9) = 2 and U1(9) = 6 by Definition 3.2.",
             .bound = 9}),
        pileProperty(listedPiles("A = {1, 3, 4}, n = 9", {Position{{1, 3, 4}, 9}}), false,
                     [](const CashOracle& o, const Position& g) {
                         const int w = o.nimWinner(g.n);
                         const std::int64_t u1 = o.upperByDefinition(Player::One, g.n);
                         if (w == 2 && u1 == 6) return Judgement::pass();
                         return Judgement::fail("W(9) = 2, U1(9) = 6", fmt::format("W(9) = {}, U1(9) = {}", w, u1),
                                                nimWitness(o, g.n));
                     })));

    // Theorem 3.3: A = {1, L}, L even.
    const std::string r33 = std::string(kWinLose) + " L even, 2 <= L <= 30.";
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.3a", "§3, Theorem 3.3, the row form",
                                     {.statement = statement("thm3.3row"), .reading = r33 + kRows + kRowsLiteral, .bound = 2000,
                                      .expect = Expect::refutedAt("A={1,2} n=0")}),
                             rowForm(pairsEven, theorem33Rows, Rows::Literal)));
    // Theorem 3.3's printed rows one by one (each row of the list is its own sentence).
    struct Row33 {
        const char* suffix;
        const char* text;
        const char* line;
    };
    const std::vector<Row33> rows33 = {
        {"n0", "n ≡ 0: +0", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor$, for $n \equiv 0 \pmod{L+1}$.)PAPER"},
        {"n1", "n ≡ 1: +1", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 1 \pmod{L+1}$.)PAPER"},
        {"n2", "n ≡ 2: +1", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 1$, for $n \equiv 2 \pmod{L+1}$.)PAPER"},
        {"n3", "n ≡ 3: +2", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 3 \pmod{L+1}$.)PAPER"},
        {"n4", "n ≡ 4: +2", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + 2$, for $n \equiv 4 \pmod{L+1}$.)PAPER"},
        {"nL-2", "n ≡ L-2: +⌊(L-2)/2⌋", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-2}{2} \right\rfloor$, for $n \equiv L-2 \pmod{L+1}$.)PAPER"},
        {"nL-1", "n ≡ L-1: +⌊(L-1)/2⌋", R"PAPER($U_{\text{win}}(n) = L \left\lfloor \frac{n}{L+1} \right\rfloor + \left\lfloor \frac{L-1}{2} \right\rfloor$, for $n \equiv L-1 \pmod{L+1}$.)PAPER"},
        {"nL", "n ≡ L: L(⌊n/(L+1)⌋ + 1)", R"PAPER($U_{\text{win}}(n) = L \left(\left\lfloor \frac{n}{L+1} \right\rfloor + 1 \right)$, for $n \equiv L \pmod{L+1}$,)PAPER"},
    };
    const std::map<std::string, std::string> pins33 = {
        {"n2", "A={1,2} n=2"}, {"n3", "A={1,2} n=0"}, {"n4", "A={1,2} n=1"}, {"nL-1", "A={1,2} n=1"}};
    for (const Row33& r : rows33) {
        const auto pin = pins33.find(r.suffix);
        const std::string id = std::string("thm3.3a-") + r.suffix, where = std::string("§3, Theorem 3.3, the row ") + r.text;
        registry.add(claim<Position>(
            papers::chen_gasarch.info(id, where,
                {.statement = r.line,
                 .reading = r33 + " Only this printed row, as printed, at every L of the family (its residue taken mod L+1).",
                 .bound = 2000,
                 .expect = pin == pins33.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
            rowForm(pairsEven, theorem33Rows, Rows::Literal, r.text)));
        // Beside it, where the row falls outside its block at some L, the block-by-block reading.
        bool everyL = true;
        for (const Moves& a : pairsEven.sets) {
            const RowForm f = theorem33Rows(parameterL(a), Rows::Blocks);
            everyL = everyL && std::any_of(f.rows.begin(), f.rows.end(), [&](const URow& u) { return u.text == r.text; });
        }
        if (everyL) continue;
        registry.add(claim<Position>(
            papers::chen_gasarch.info(id + "-blocks", where,
                {.statement = r.line,
                 .reading = r33 + " Only this printed row, at the L for which its residue lies below L (the block it "
                                  "belongs to)." + kRowsBlocks,
                 .bound = 2000}),
            rowForm(pairsEven, theorem33Rows, Rows::Blocks, r.text)));
    }
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.3b", "§3, Theorem 3.3, the closed form of U_win",
                                     {.statement = statement("thm3.3closed"), .reading = r33, .bound = 2000,
                                      .expect = Expect::refutedAt("A={1,2} n=1")}),
                             closedForm(pairsEven, true, u33Win, "U_win(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.3c", "§3, Theorem 3.3, U_lose",
                                     {.statement = statement("thm3.3lose"),
                                      .reading = r33 + " With n = k(L+1) + i; the three cases are tried in the printed order "
                                                       "(n < L first).",
                                      .bound = 2000}),
                             closedForm(pairsEven, false, u33Lose, "U_lose(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.3d", "§3, Theorem 3.3, \"or equivalently\"",
                                     {.statement = statement("thm3.3agree"),
                                      .reading = "The row form (read literally, as in thm3.3a) and the closed form give the "
                                                 "same U_win(n) for every n and L even, 2 <= L <= 30: formula against formula.",
                                      .bound = 2000,
                                      .expect = Expect::refutedAt("A={1,2} n=0")}),
                             formsAgree(pairsEven, theorem33Rows, Rows::Literal, u33Win)));

    // Theorem 3.4: A = {1, L, L+1}, L even, then L odd.
    const std::string r34e = std::string(kWinLose) + " L even, 2 <= L <= 30.";
    const std::string r34o = std::string(kWinLose) + " L odd, 3 <= L <= 29 (L = 1 gives {1, 2}, Theorem 3.3's case).";
    for (Rows reading : {Rows::Literal, Rows::Blocks}) {
        const bool literal = reading == Rows::Literal;
        const std::string suffix = literal ? "" : "-blocks";
        registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4a" + suffix, "§3, Theorem 3.4 (L even), the row form",
                                         {.statement = statement("thm3.4evenrow"),
                                          .reading = r34e + kRows + (literal ? kRowsLiteral : kRowsBlocks),
                                          .bound = 2000,
                                          .expect = literal ? Expect::refutedAt("A={1,2,3} n=0") : Expect::holds()}),
                                 rowForm(triplesEven, theorem34Rows, reading)));
        registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4d" + suffix, "§3, Theorem 3.4 (L even), \"or equivalently\"",
                                         {.statement = statement("thm3.4evenrow") + "\n" + statement("thm3.4evenclosed"),
                                          .reading = "Row form (as in thm3.4a" + suffix + ") against closed form, L even, 2 <= L <= 30.",
                                          .bound = 2000,
                                          .expect = literal ? Expect::refutedAt("A={1,2,3} n=0") : Expect::holds()}),
                                 formsAgree(triplesEven, theorem34Rows, reading, u34EvenWin)));
        registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4e" + suffix, "§3, Theorem 3.4 (L odd), the row form",
                                         {.statement = statement("thm3.4oddrow"),
                                          .reading = r34o + kRows + (literal ? kRowsLiteral : kRowsBlocks),
                                          .bound = 2000,
                                          .expect = literal ? Expect::refutedAt("A={1,3,4} n=0") : Expect::holds()}),
                                 rowForm(triplesOdd, theorem34Rows, reading)));
        registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4h" + suffix, "§3, Theorem 3.4 (L odd), \"or equivalently\"",
                                         {.statement = statement("thm3.4oddrow") + "\n" + statement("thm3.4oddclosed"),
                                          .reading = "Row form (as in thm3.4e" + suffix + ") against closed form, L odd, 3 <= L <= 29.",
                                          .bound = 2000,
                                          .expect = literal ? Expect::refutedAt("A={1,3,4} n=0") : Expect::holds()}),
                                 formsAgree(triplesOdd, theorem34Rows, reading, u34OddWin)));
    }
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4b", "§3, Theorem 3.4 (L even), closed form of U_win",
                                     {.statement = statement("thm3.4evenclosed"), .reading = r34e, .bound = 2000}),
                             closedForm(triplesEven, true, u34EvenWin, "U_win(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4c", "§3, Theorem 3.4 (L even), U_lose",
                                     {.statement = statement("thm3.4evenlose"), .reading = r34e, .bound = 2000}),
                             closedForm(triplesEven, false, u34EvenLose, "U_lose(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4f", "§3, Theorem 3.4 (L odd), closed form of U_win",
                                     {.statement = statement("thm3.4oddclosed"), .reading = r34o, .bound = 2000}),
                             closedForm(triplesOdd, true, u34OddWin, "U_win(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4g", "§3, Theorem 3.4 (L odd), U_lose",
                                     {.statement = statement("thm3.4oddlose"), .reading = r34o, .bound = 2000}),
                             closedForm(triplesOdd, false, u34OddLose, "U_lose(n)")));

    // "For A = {1, L, L + 1}, L odd": L = 1 is odd too, A = {1, 1, 2} = {1, 2} (the row form names
    // residues L - 2 < 0 there, so only the closed forms are read).
    const Sets one{"A = {1, 2} (L = 1)", {{1, 2}}};
    const std::string r34one = std::string(kWinLose) + " Read at L = 1, the least odd L: A = {1, L, L+1} = {1, 2}, the "
                                                       "formulas evaluated with L = 1.";
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4f-l1",
                                                           "§3, Theorem 3.4 (L odd), closed form of U_win, at L = 1",
                                     {.statement = statement("thm3.4oddclosed"), .reading = r34one, .bound = 2000}),
                             closedForm(one, true, [](std::int64_t, std::int64_t n) { return u34OddWin(1, n); }, "U_win(n)")));
    registry.add(claim<Position>(papers::chen_gasarch.info("thm3.4g-l1", "§3, Theorem 3.4 (L odd), U_lose, at L = 1",
                                     {.statement = statement("thm3.4oddlose"), .reading = r34one, .bound = 2000}),
                             closedForm(one, false, [](std::int64_t, std::int64_t n) { return u34OddLose(1, n); }, "U_lose(n)")));

    registry.add(claim<Position>(
        papers::chen_gasarch.info("lem3.5", "§3, Lemma 3.5",
            {.statement = statement("lem3.5"),
             .reading = "U(n) is U_win(n) (U1(n) when W(n) = 1, U2(n) when W(n) = 2) by Definition 3.2; W(n; d, e) "
                        "from the cash game's table. " + kEveryA + ", n up to the bound.",
             .bound = 60}),
        pileProperty(piles(allSubsets(kLargestMove), true), true, [](const CashOracle& o, const Position& g) {
            const std::int64_t u = o.upperWin(g.n);
            Position rich = g;
            if (o.nimWinner(g.n) == 1) rich.d = u; else rich.e = u;
            const int actual = o.winner(g.n, rich.d, rich.e);
            if (actual == o.nimWinner(g.n)) return Judgement::pass();
            return Judgement::fail(fmt::format("W({}) = {}", nim_cash::show(rich), o.nimWinner(g.n)),
                                   fmt::format("W = {}", actual), winningLine(rich));
        })));
}

}  // namespace gameaudit::chen_gasarch
