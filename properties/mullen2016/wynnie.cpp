// Mullen (2016), §1.3 (Wythoff's game), §4.1 (WYNNIE) and §4.2 (misère WYNNIE).
#include "core/big_integers.hpp"
#include "core/svg.hpp"
#include "models/two_stack_games.hpp"
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using domains::Order;
using domains::BigInt;
using domains::positiveIntegersByBits;

Domain<Pair> pairs(const TwoStackGame& g, std::string description, Order order) {
    auto d = domains::stacks<2>(g.prefix, order);
    d.description = std::move(description);
    return d;
}

// m = 2^j - 1 and n = 2^j k + offset(2^j) for some j, k >= 1.
bool dyadicForm(std::int64_t m, std::int64_t n, std::int64_t (*offset)(std::int64_t twoJ)) {
    if (m < 1 || !isPowerOfTwo(m + 1)) return false;
    std::int64_t twoJ = m + 1, rest = n - offset(twoJ);
    return rest > 0 && rest % twoJ == 0;
}
bool theorem45(std::int64_t r, std::int64_t c) {
    return dyadicForm(r, c, [](std::int64_t twoN) { return twoN / 2 - 1; });
}
bool theorem410(std::int64_t m, std::int64_t n) {
    return dyadicForm(m, n, [](std::int64_t twoJ) { return twoJ / 2; });
}

// ⌊nτ⌋ exactly: n√5 is irrational for n > 0, so ⌊(n + n√5)/2⌋ = ⌊(n + ⌊√(5n²)⌋)/2⌋.
BigInt floorNTau(std::int64_t n) {
    BigInt five = BigInt(5) * n * n;
    return (BigInt(n) + boost::multiprecision::sqrt(five)) / 2;
}
// Whether [a, b] = [⌊nτ⌋, ⌊nτ²⌋] = [⌊nτ⌋, ⌊nτ⌋ + n] for some n >= 0 (⌊nτ⌋ increases with n).
bool beatty(std::int64_t a, std::int64_t b) {
    static std::vector<std::int64_t> lower;  // ⌊nτ⌋ for n = 0, 1, ..., memoised
    while (lower.empty() || lower.back() < a) lower.push_back(floorNTau(static_cast<std::int64_t>(lower.size())).convert_to<std::int64_t>());
    auto it = std::lower_bound(lower.begin(), lower.end(), a);
    return *it == a && b == a + (it - lower.begin());
}

// Lemma 4.1 over big integers: k = 2^n a + 2^(n-1) - 1 for some n >= 1, a >= 0, found by
// trying every n for which 2^(n-1) - 1 <= k.
std::optional<std::pair<unsigned, BigInt>> lemma41Form(const BigInt& k) {
    for (unsigned n = 1;; ++n) {
        BigInt rest = k - ((BigInt(1) << (n - 1)) - 1);
        if (rest < 0) return std::nullopt;
        if ((rest & ((BigInt(1) << n) - 1)) == 0) return std::make_pair(n, BigInt(rest >> n));
    }
}

// The outcomes of the published table, its rows from the top: the cell [x,y] in column x, row y
// is 'P', 'o' (N) or '.' (blank: not shown).
Property<Pair> publishedTable(const TwoStackGame& g, std::vector<std::string> rowsTopDown, std::string what) {
    std::vector<Pair> shown, printedP;
    const auto top = static_cast<std::int64_t>(rowsTopDown.size()) - 1;
    for (std::int64_t r = 0; r <= top; ++r)
        for (std::int64_t x = 0; x < static_cast<std::int64_t>(rowsTopDown[r].size()); ++x) {
            if (rowsTopDown[r][x] != '.') shown.push_back({x, top - r});
            if (rowsTopDown[r][x] == 'P') printedP.push_back({x, top - r});
        }
    return pSet(g, listed(g, what, shown), [printedP](const Pair& x) {
        return std::find(printedP.begin(), printedP.end(), x) != printedP.end();
    });
}

std::string outcomeMap(const TwoStackGame& g, const std::string& title, int n,
                       bool (*claimedP)(std::int64_t, std::int64_t)) {
    g.table->solveUpTo(n);
    svg::GridMap m;
    m.title = title;
    m.xLabel = "first stack";
    m.yLabel = "second stack";
    m.xTo = m.yTo = n;
    m.legend = svg::agreementLegend("P-position");
    m.cell = [&](int x, int y) {
        std::int64_t a = std::min(x, y), b = std::max(x, y);
        return svg::agreement(claimedP(a, b), g.table->isP(x, y));
    };
    return svg::render(m);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string wythoffRows = "Cells (x, y) of Table 1.x, x the column and y the row; 'o' read as N.";
    registry.add(claim<Pair>(
        papers::mullen2016.info("table1.1", "§1.3, Table 1.1",
            {.statement = "Partial Table of WYTHOFF outcomes. ([0,0] is P; every [0,n], [n,0] and [n,n], n = 1..8, is o.)",
             .reading = wythoffRows + " Only the 25 filled cells are claims; blank cells are not.",
             .paraphrase = "The table's caption, then its filled cells in words (the table is a grid of symbols)."}),
        publishedTable(wythoffG,
                       {"o.......o", "o......o.", "o.....o..", "o....o...", "o...o....", "o..o.....", "o.o......",
                        "oo.......", "Poooooooo"},
                       "the filled cells of Table 1.1")));
    registry.add(claim<Pair>(
        papers::mullen2016.info("table1.2", "§1.3, Table 1.2",
            {.statement = "Complete table of Wythoff outcomes up to stack size 8.",
             .reading = wythoffRows + " All 81 cells, 0 <= x, y <= 8."}),
        publishedTable(wythoffG,
                       {"ooooooooo", "ooooPoooo", "ooooooooo", "oooPooooo", "oooooooPo", "oooooPooo", "oPooooooo",
                        "ooPoooooo", "Poooooooo"},
                       "all 81 cells of Table 1.2")));
    registry.add(claim<Pair>(
        papers::mullen2016.info("ex1.3-beatty", "§1.3, Wythoff's game",
            {.statement = "It is known that a_n = ⌊nτ⌋ and b_n = ⌊nτ²⌋ where τ is the golden ratio.",
             .reading = "[a_n, b_n] is the n-th P-position. Read as: for 0 <= a <= b, [a,b] is P iff a = ⌊nτ⌋ and "
                        "b = ⌊nτ²⌋ for some n >= 0 (so these are all the P-positions). ⌊nτ⌋ is computed exactly with "
                        "big integers as (n + ⌊√(5n²)⌋)/2, and ⌊nτ²⌋ = ⌊nτ⌋ + n.",
             .bound = 4000}),
        outcomeProperty(wythoffG, pairs(wythoffG, "[a,b], 0 <= a <= b", Order::NonDecreasing), beatty)));

    registry.add(claim<BigInt>(
        papers::mullen2016.info("lem4.1", "§4.1, Lemma 4.1",
            {.statement = "For all k ∈ ℕ, k = 2^n a + 2^(n−1) − 1 for some n ∈ ℕ and some a ∈ ℕ ∪ {0}.",
             .reading = "ℕ = {1, 2, ...}. Every k >= 1 is checked by trying each n >= 1 with 2^(n−1) − 1 <= k. "
                        "Sizes are bit lengths: exhaustive for k < 2^bound, random k of up to 20·bound bits.",
             .bound = 22,
             .randomReach = 20,
             .cases = 2000}),
        // by hand: an arithmetic fact about integers; no game is judged
        Property<BigInt>{positiveIntegersByBits(), [](const BigInt& k) {
                             if (lemma41Form(k)) return Judgement::pass();
                             return Judgement::fail("k = 2^n a + 2^(n-1) - 1 for some n, a",
                                                    "no n >= 1 gives such an a");
                         }}));

    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.2", "§4.1, Lemma 4.2",
            {.statement = "Suppose k > 0. Then, W[1, k] ∈ P iff k is even.",
             .bound = 4000}),
        outcomeProperty(wynnieG,
                        family(wynnieG, "W[1,k], k >= 1", 1, [](std::int64_t k) { return Pair{1, k}; },
                               [](const Pair& p) { return p[0] == 1 ? std::optional(p[1]) : std::nullopt; }),
                        [](std::int64_t, std::int64_t k) { return k % 2 == 0; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.3", "§4.1, Lemma 4.3",
            {.statement = "W[r, c] ∈ N if c > r and r is even.",
             .bound = 4000}),
        outcomeProperty(wynnieG,
                        pairs(wynnieG, "W[r,c], 0 <= r < c", Order::Increasing)
                            .where([](const Pair& p) { return p[0] % 2 == 0; }, "r even"),
                        [](std::int64_t, std::int64_t) { return false; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.4", "§4.1, Lemma 4.4",
            {.statement = "W[r, c] ∈ N if c > r > 1 and c is even.",
             .bound = 4000}),
        outcomeProperty(wynnieG,
                        pairs(wynnieG, "W[r,c], 0 <= r < c", Order::Increasing)
                            .where([](const Pair& p) { return p[0] > 1 && p[1] % 2 == 0; }, "r > 1, c even"),
                        [](std::int64_t, std::int64_t) { return false; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5", "§4.1, Theorem 4.5",
            {.statement = "If c > r, then W[r, c] ∈ P if and only if r = 2^n − 1 and c = 2^n a + 2^(n−1) − 1 "
                          "for some n, a ∈ ℕ.",
             .reading = "ℕ = {1, 2, ...} as in Lemma 4.1, where ℕ ∪ {0} is written when 0 is meant. "
                        "Over all 0 <= r < c: W[r,c] is P iff r + 1 = 2^n (n >= 1) and c − (2^(n−1) − 1) is a "
                        "positive multiple of 2^n. A stack reduced to 0 ceases to exist, so W[0,c] lets the mover take "
                        "all c chips.",
             .bound = 4000}),
        outcomeProperty(wynnieG, pairs(wynnieG, "W[r,c], 0 <= r < c", Order::Increasing), theorem45)));

    const std::string misereReading =
        "Misère: the player who makes the last move loses, so the empty board W^-[0,0] is won by the player to "
        "move.";
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.6a", "§4.2, Lemma 4.6",
            {.statement = "W^-[0, 1] ∈ P",
             .reading = misereReading}),
        outcomeProperty(misereG,
                        listed(misereG, "the single position W^-[0,1]", {Pair{0, 1}}),
                        [](std::int64_t, std::int64_t) { return true; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.6b", "§4.2, Lemma 4.6",
            {.statement = "W^-[0, n] ∈ N if n > 1.",
             .reading = misereReading,
             .bound = 4000}),
        outcomeProperty(misereG,
                        family(misereG, "W^-[0,n], n >= 2", 2, [](std::int64_t n) { return Pair{0, n}; },
                               [](const Pair& p) { return p[0] == 0 ? std::optional(p[1]) : std::nullopt; }),
                        [](std::int64_t, std::int64_t) { return false; })));
    auto lemma47 = [&](std::string name, std::int64_t lo, std::string reading) {
        registry.add(claim<Pair>(
            papers::mullen2016.info(std::move(name), "§4.2, Lemma 4.7",
                {.statement = "W^-[1, n] ∈ P if and only if n is odd.",
                 .reading = misereReading + " " + reading,
                 .bound = 4000,
                 .expect = lo == 0 ? Expect::refutedAt("W^-[1,0]") : Expect::refutedAt("W^-[1,1]")}),
            outcomeProperty(misereG,
                            family(misereG, "W^-[1,n], n >= " + std::to_string(lo), lo,
                                   [](std::int64_t n) { return Pair{1, n}; },
                                   [](const Pair& p) { return p[0] == 1 ? std::optional(p[1]) : std::nullopt; }),
                            [](std::int64_t, std::int64_t n) { return n % 2 == 1; })));
    };
    lemma47("lem4.7", 1, "n >= 1, the smaller stack written first as in Theorem 4.10 (m <= n).");
    lemma47("lem4.7-alt", 0, "Alternative reading: every n >= 0.");
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.8", "§4.2, Lemma 4.8",
            {.statement = "Suppose 1 < m ≤ n and either m is even or n is odd. Then, W^-[m, n] ∈ N.",
             .reading = misereReading,
             .bound = 4000,
             .expect = Expect::refutedAt("W^-[2,2]")}),
        outcomeProperty(misereG,
                        pairs(misereG, "W^-[m,n], 0 <= m <= n", Order::NonDecreasing)
                            .where([](const Pair& p) { return p[0] > 1 && (p[0] % 2 == 0 || p[1] % 2 == 1); },
                                   "1 < m, m even or n odd"),
                        [](std::int64_t, std::int64_t) { return false; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.9", "§4.2, Lemma 4.9",
            {.statement = "Suppose m > 0, then W^-[m, m+1] ∈ N.",
             .reading = misereReading,
             .bound = 4000}),
        outcomeProperty(misereG,
                        family(misereG, "W^-[m,m+1], m >= 1", 1, [](std::int64_t m) { return Pair{m, m + 1}; },
                               [](const Pair& p) { return p[1] == p[0] + 1 ? std::optional(p[0]) : std::nullopt; }),
                        [](std::int64_t, std::int64_t) { return false; })));
    auto theorem410Claim = [&](std::string name, std::int64_t lo, Order order, std::string reading, Expect expect) {
        auto d = domains::stacks<2>("W^-", order, lo);
        d.description = "W^-[m,n], " + std::to_string(lo) + " <= m " + (order == Order::Increasing ? "<" : "<=") + " n";
        registry.add(claim<Pair>(
            papers::mullen2016.info(std::move(name), "§4.2, Theorem 4.10",
                {.statement = "Suppose m ≤ n. Then, W^-[m,n] ∈ P if and only if m = 2^j − 1 and n = 2^j k + 2^(j−1), "
                              "j, k ∈ ℕ.",
                 .reading = misereReading + " ℕ = {1, 2, ...}. " + reading,
                 .bound = 4000,
                 .expect = expect}),
            outcomeProperty(misereG, d, theorem410)));
    };
    theorem410Claim("thm4.10", 0, Order::NonDecreasing,
                    "Stacks may be empty, as in Lemma 4.6, which the theorem's proof builds on.",
                    Expect::refutedAt("W^-[0,1]"));
    theorem410Claim("thm4.10-alt", 1, Order::NonDecreasing,
                    "Alternative reading: both stacks non-empty (m >= 1).", Expect::refutedAt("W^-[2,2]"));
    theorem410Claim("thm4.10-strict", 1, Order::Increasing,
                    "Alternative reading: 1 <= m < n, the hypothesis c > r of Theorem 4.5.", Expect::holds());

    registry.add(solverFor(wythoffG, "wythoff", "two stacks, e.g. \"[3,5]\""));
    registry.add(solverFor(wynnieG, "wynnie", "two stacks, e.g. \"W[3,5]\""));
    registry.add(solverFor(misereG, "misere-wynnie", "two stacks, e.g. \"W^-[3,6]\""));

    const std::string mapCaption =
        "Black: P-positions the claim and the oracle agree on; red: claimed P but N; blue: P but not claimed.";
    registry.add(Figure{"mullen2016", "wythoff.svg", "Wythoff's game: ⌊nτ⌋, ⌊nτ²⌋ against the oracle, stacks 0..100",
                        mapCaption, [] { return outcomeMap(wythoffG, "Wythoff P-positions", 100, beatty); }});
    registry.add(Figure{"mullen2016", "wynnie.svg", "WYNNIE: Theorem 4.5 against the oracle, stacks 0..128",
                        mapCaption + " The diagonal r = c is outside the theorem (c > r) and drawn from the oracle.",
                        [] {
                            return outcomeMap(wynnieG, "WYNNIE P-positions (Theorem 4.5)", 128,
                                              [](std::int64_t r, std::int64_t c) {
                                                  return r == c ? wynnieG.table->isP(r, c) : theorem45(r, c);
                                              });
                        }});
    registry.add(Figure{"mullen2016", "misere-wynnie.svg",
                        "Misère WYNNIE: Theorem 4.10 against the oracle, stacks 0..128", mapCaption,
                        [] { return outcomeMap(misereG, "Misère WYNNIE P-positions (Theorem 4.10)", 128, theorem410); }});
}

}  // namespace gameaudit::mullen2016
