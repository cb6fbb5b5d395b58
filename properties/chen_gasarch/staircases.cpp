// Chen & Gasarch, NIM with Cash: the staircase Theorems 6.3-6.7, Example 6.8's step sizes, and
// the three staircase pictures (the paper's figures were lost; regenerated from the oracle).
#include <map>
#include <memory>

#include <fmt/format.h>

#include "core/svg.hpp"
#include "properties/chen_gasarch/formulas.hpp"
#include "properties/chen_gasarch/paid_moves.hpp"
#include "properties/chen_gasarch/statements.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "provers/attach.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {
namespace {

using PartsOf = std::function<std::vector<StaircasePart>(std::int64_t l)>;

const char* kStaircaseReading =
    "Domain: both players middle class, M_p(n) <= money < U_p(n) (\"the following three theorems describe win "
    "conditions for when both players are middle class\"), with M_p as the theorems recall it (line 271: n/2 + 1 and n/2 "
    "for even n, (n+1)/2 for odd n; the oracle's M_p, which charges min(A) for the final turn too, equals it on these "
    "sets: chen-gasarch/thm4.3-final-turn) and U_p from Definition 3.2; Definition 4.1 read literally widens the window "
    "(the -paid-moves readings); inside the rows, M1, M2 are the formulas the "
    "theorems recall (Theorem 4.3) and U1, U2 Definition 3.2's. Each \"⋮\" stands for the general k-th row "
    "printed after it, for every k >= 0 beyond the explicit rows (d-steps of the printed width, the e threshold "
    "rising by the same width); the first explicit rows are read as printed. The ending rows (d >= U1(n) − c) "
    "take precedence over the k-th rows. A position no row covers is not judged.";

// The claim "W(n; d, e) is what part `index` of the theorem says", for n in that part's residues.
// `rows` (optional) keeps the positions where given rows of the part apply (one printed line).
using RowFilter = std::function<bool(const StaircasePart&, const Position&)>;
Claim staircaseClaim(ClaimInfo info, const Sets& family, PartsOf partsOf, std::size_t index, RowFilter rows = {},
                     std::string rowsText = "") {
    auto parts = std::make_shared<std::map<std::int64_t, StaircasePart>>();
    for (const Moves& a : family.sets) (*parts)[parameterL(a)] = partsOf(parameterL(a)).at(index);
    const StaircasePart& first = parts->begin()->second;
    auto domain = positions(family, "both players middle class", bothMiddleClass)
                      .where(
                          [parts, rows](const Position& g) {
                              const StaircasePart& p = parts->at(parameterL(g.a));
                              for (std::int64_t r : p.residues)
                                  if (g.n % p.modulus == r) return !rows || rows(p, g);
                              return false;
                          },
                          first.name + "'s residues of n" + rowsText);
    return claim<Position>(std::move(info),
                       winProperty(std::move(domain),
                                   {[parts](const Position& g) { return staircaseVerdict(parts->at(parameterL(g.a)), g, false).winner; },
                                    [parts](const Position& g) { return staircaseVerdict(parts->at(parameterL(g.a)), g).row; }}));
}

// The rows at a position of the literal Definition 4.1's window that lies below the recalled M1
// or M2: the printed first rows have no lower bound on d ("If d < M1(n) + ..."), so below M1 a
// part whose first row names Player 2 says 2 and the others read their first (k = 0) row.
int stripVerdict(const StaircasePart& p, const Position& g) {
    const CashOracle& o = solved(g.a, g.n, false);
    if (g.d >= o.upperByDefinition(Player::One, g.n) - p.endD || g.d >= theorem43M(Player::One, g.n))
        return staircaseVerdict(p, g, false).winner;
    if (p.floor > 0) return 2;
    return g.e < theorem43M(Player::Two, g.n) + p.eStart ? 1 : 2;
}

MoneyRange paidMovesWindow(const Position& g) {
    const CashOracle& o = solved(g.a, g.n, false);
    return {paidMovesM(Player::One, g.a, g.n), o.upperByDefinition(Player::One, g.n) - 1,
            paidMovesM(Player::Two, g.a, g.n), o.upperByDefinition(Player::Two, g.n) - 1};
}

// The same part over the positions the literal Definition 4.1 adds to the window (both middle
// class with money lost only by moving, one of them below the recalled M).
Claim paidMovesClaim(ClaimInfo info, const Sets& family, PartsOf partsOf, std::size_t index) {
    auto parts = std::make_shared<std::map<std::int64_t, StaircasePart>>();
    for (const Moves& a : family.sets) (*parts)[parameterL(a)] = partsOf(parameterL(a)).at(index);
    auto domain = positions(family, "both players middle class by Definition 4.1 read literally", paidMovesWindow)
                      .where(
                          [parts](const Position& g) {
                              const StaircasePart& p = parts->at(parameterL(g.a));
                              bool mine = false;
                              for (std::int64_t r : p.residues) mine = mine || g.n % p.modulus == r;
                              const MoneyRange w = bothMiddleClass(g);
                              return mine && (g.d < w.dLo || g.e < w.eLo);
                          },
                          "the part's residues of n, one player below the oracle's M_p(n)");
    return claim<Position>(std::move(info),
                       winProperty(std::move(domain),
                                   {[parts](const Position& g) { return stripVerdict(parts->at(parameterL(g.a)), g); },
                                    [parts](const Position& g) {
                                        return parts->at(parameterL(g.a)).name + ", its rows read below M1(n), M2(n)";
                                    }}));
}

// The staircase's shape in the both-middle-class window: for each d, the least e at which
// Player 2 wins (U2(n) if none); runs of equal values are the steps.
struct Steps {
    std::vector<std::int64_t> lengths, rises;
    std::string text;
};
// `paid`: the window of Definition 4.1 read literally (paid_moves.hpp) instead of the recalled one.
Steps steps(const Moves& a, std::int64_t n, bool paid = false) {
    const CashOracle& o = solved(a, n);
    const std::int64_t m1 = paid ? paidMovesM(Player::One, a, n) : o.middle(Player::One, n);
    const std::int64_t m2 = paid ? paidMovesM(Player::Two, a, n) : o.middle(Player::Two, n);
    const std::int64_t u1 = o.upperByDefinition(Player::One, n), u2 = o.upperByDefinition(Player::Two, n);
    Steps s;
    std::int64_t previous = -1;
    for (std::int64_t d = m1; d < u1; ++d) {
        std::int64_t e = m2;
        while (e < u2 && o.winner(n, d, e) == 1) ++e;
        if (e == previous) {
            ++s.lengths.back();
        } else {
            if (previous >= 0) s.rises.push_back(e - previous);
            s.lengths.push_back(1);
            s.text += fmt::format("{}d >= {}: P2 wins from e = {}", s.text.empty() ? "" : "; ", d, e);
            previous = e;
        }
    }
    return s;
}

// Example 6.8: every step is `size(L)` long and tall (the first and last steps may be cut by
// the window's d-range, so only their rises count); `needsRise`: at least one rise.
Property<Position> stepProperty(Domain<Position> domain, std::function<std::int64_t(std::int64_t)> size, bool needsRise,
                            bool paid = false) {
    return pileProperty(std::move(domain), true, [size, needsRise, paid](const CashOracle&, const Position& g) {
        const std::int64_t step = size(parameterL(g.a));
        const Steps s = steps(g.a, g.n, paid);
        bool ok = !needsRise || !s.rises.empty();
        for (std::int64_t r : s.rises) ok = ok && r == step;
        for (std::size_t i = 1; i + 1 < s.lengths.size(); ++i) ok = ok && s.lengths[i] == step;
        if (ok) return Judgement::pass();
        std::string lengths, rises;
        for (auto v : s.lengths) lengths += (lengths.empty() ? "" : ",") + std::to_string(v);
        for (auto v : s.rises) rises += (rises.empty() ? "" : ",") + std::to_string(v);
        return Judgement::fail(fmt::format("steps {} long and {} tall", step, step),
                               fmt::format("step lengths {} (first and last may be cut), rises {}", lengths, rises),
                               s.text);
    });
}

// The claimed staircase over the oracle's colouring, in the both-middle-class window.
Figure staircaseFigure(const Moves& a, std::int64_t n, StaircasePart part, std::string file) {
    Figure f;
    f.paper = "chen-gasarch";
    f.file = std::move(file);
    f.title = fmt::format("NIM with Cash, A = {}, n = {}: who wins when both players are middle class", nim_cash::showSet(a), n);
    f.caption = fmt::format(
        "Example 6.8's staircase, regenerated: d (Player 1's money) across, e (Player 2's) up, both middle class "
        "(M_p(n) <= money < U_p(n)). Black: Player 1 wins, as {} says; white: Player 2 wins, as it says; crimson: "
        "the theorem says Player 1 wins but Player 2 does; blue: Player 1 wins where the theorem says Player 2.",
        part.name);
    f.svg = [a, n, part] {
        const CashOracle& o = solved(a, n);
        svg::GridMap map;
        map.title = fmt::format("A = {}, n = {}: {} vs the oracle", nim_cash::showSet(a), n, part.name);
        map.xLabel = "d";
        map.yLabel = "e";
        map.xFrom = static_cast<int>(o.middle(Player::One, n));
        map.xTo = static_cast<int>(o.upperByDefinition(Player::One, n) - 1);
        map.yFrom = static_cast<int>(o.middle(Player::Two, n));
        map.yTo = static_cast<int>(o.upperByDefinition(Player::Two, n) - 1);
        map.cell = [a, n, part, &o](int d, int e) {
            const Position g{a, n, d, e};
            return svg::agreement(staircaseVerdict(part, g, false).winner == 1, o.winner(n, d, e) == 1);
        };
        map.legend = svg::agreementLegend("Player 1 win");
        return svg::render(map);
    };
    return f;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    struct Theorem {
        std::string key;     // "thm6.4"
        std::string where;   // "§6, Theorem 6.4"
        Sets family;
        PartsOf parts;
        std::size_t count;
        std::int64_t bound;
    };
    const std::vector<Theorem> theorems = {
        {"thm6.3", "§6, Theorem 6.3", {"A = {1, 2}", {{1, 2}}}, [](std::int64_t) { return theorem63(); }, 4, 400},
        {"thm6.4", "§6, Theorem 6.4", pairsOneL(4, 12, 2), [](std::int64_t l) { return theorem64(l); }, 4, 240},
        {"thm6.5", "§6, Theorem 6.5", {"A = {1, 2, 3}", {{1, 2, 3}}}, [](std::int64_t) { return theorem65(); }, 3, 400},
        {"thm6.6", "§6, Theorem 6.6", triplesOneL(4, 12, 2), [](std::int64_t l) { return theorem66(l); }, 3, 240},
        {"thm6.7", "§6, Theorem 6.7", triplesOneL(3, 11, 2), [](std::int64_t l) { return theorem67(l); }, 6, 240},
    };
    // The oracle's minimal counterexamples: Theorem 6.4's printed first rows of parts 2 and 4.
    const std::map<std::string, std::string> pins = {{"thm6.4b", "A={1,4} n=19 d=10 e=10"},
                                                     {"thm6.4d", "A={1,4} n=25 d=13 e=13"}};
    for (const Theorem& t : theorems)
        for (std::size_t i = 0; i < t.count; ++i) {
            const std::string letter(1, static_cast<char>('a' + i));
            const auto pin = pins.find(t.key + letter);
            registry.add(staircaseClaim(papers::chen_gasarch.info(t.key + letter,
                                                                  t.where + ", part " + std::to_string(i + 1),
                                            {.statement = statement(t.key + letter),
                                             .reading = std::string(kStaircaseReading) + " Move sets: " +
                                                        t.family.description + "; n up to the bound.",
                                             .bound = t.bound,
                                             .expect = pin == pins.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
                                        t.family, t.parts, i));
        }
    // Theorem 6.4, parts 2 and 4, with the general k-th row also for k = 0.
    for (std::size_t i : {std::size_t{1}, std::size_t{3}}) {
        const std::string letter(1, static_cast<char>('a' + i));
        registry.add(staircaseClaim(
            papers::chen_gasarch.info("thm6.4" + letter + "-alt",
                                      "§6, Theorem 6.4, part " + std::to_string(i + 1) + ", alternative reading",
                {.statement = statement("thm6.4" + letter),
                 .reading = std::string(kStaircaseReading) +
                            " Alternative reading: the printed first rows (\"If d < M1(n) + L − 1 and e < M2(n) + L/2 − 1, "
                            "then W = 2\" and the same with e >= ..., W = 2) contradict the general row at k = 0, which "
                            "says W = 1 below the threshold; here the general k-th row is read for every k >= 0 and the "
                            "first printed rows are taken as a typo for it. Move sets: A = {1, L}, L = 4, 6, ..., 12.",
                 .bound = 240}),
            pairsOneL(4, 12, 2), [](std::int64_t l) { return theorem64(l, true); }, i));
    }

    // "we can determine who wins using the following statements": every position where both
    // players are middle class falls under a part and a row of it (formula only: no winner judged).
    const std::map<std::string, std::string> headings = {
        {"thm6.3", R"PAPER(Theorem 6.3 (Staircase Theorem for $\{1, 2\}$). If $A = \{1, 2\}$, we can determine who wins using the following statements.)PAPER"},
        {"thm6.4", R"PAPER(Theorem 6.4 (Staircase Theorem for $\{1, L\}$, L Even and ≥ 4). *If $A = \{1, L\}$, L even and ≥ 4 , we can determine who wins using the following statements.*)PAPER"},
        {"thm6.5", R"PAPER(Theorem 6.5 (Staircase Theorem for $\{1, 2, 3\}$). *If $A = \{1, 2, 3\}$, we can determine who wins using the following statements.*)PAPER"},
        {"thm6.6", R"PAPER(Theorem 6.6 (Staircase Theorem for $\{1, L, L + 1\}$, L Even and ≥ 4). *If $A = \{1, L, L + 1\}$, L even and ≥ 4 , we can determine who wins using the following statements.*)PAPER"},
        {"thm6.7", R"PAPER(Theorem 6.7 (Staircase Theorem for $\{1, L, L + 1\}$, L Odd). *If $A = \{1, L, L + 1\}$, L odd, we can determine who wins using the following statements.*)PAPER"},
    };
    for (const Theorem& t : theorems) {
        auto partsOf = t.parts;
        // by hand: checks that the statements cover every position (some part and row applies), not a winner
        Property<Position> p;
        p.domain = positions(t.family, "both players middle class", bothMiddleClass);
        p.prepare = [](std::int64_t) {};
        p.predicate = [partsOf](const Position& g) {
            const auto parts = partsOf(parameterL(g.a));
            const StaircasePart* part = partFor(parts, g.n);
            if (!part)
                return Judgement::fail("some part names n's residue",
                                       fmt::format("none names n mod {} = {}", parts.front().modulus, g.n % parts.front().modulus));
            if (staircaseVerdict(*part, g, false).winner == 0)
                return Judgement::fail(fmt::format("a row of {} covers (d, e)", part->name), "no row does");
            return Judgement::pass();
        };
        registry.add(claim<Position>(
            papers::chen_gasarch.info(t.key + "-cover", t.where + ", \"we can determine who wins\"",
                {.statement = headings.at(t.key),
                 .reading = "The statements determine the winner: every n falls in a part's residues, and every (d, e) with both "
                            "players middle class (M_p(n) <= money < U_p(n), as in the parts' claims) under one of the part's rows "
                            "(the ending rows, the first rows, or a k-th row for some k >= 0). Formula only; whether the rows "
                            "name the right winner is the parts' claims. Move sets: " + t.family.description + "; n up to the bound.",
                 .bound = 120}),
            std::move(p)));
    }

    // Theorem 6.7 says "L odd": L = 1 makes A = {1, 1, 2} = {1, 2}.
    registry.add(claim<Position>(
        papers::chen_gasarch.info("thm6.7-l1", "§6, Theorem 6.7 at L = 1",
            {.statement = headings.at("thm6.7"),
             .reading = std::string(kStaircaseReading) +
                        " Theorem 6.7 read at L = 1, the least odd L: A = {1, L, L+1} = {1, 2}, its six parts with L = 1 (modulus "
                        "4L + 2 = 6), every n up to the bound.",
             .bound = 200}),
        winProperty(positions({"A = {1, 2} (L = 1)", {{1, 2}}}, "both players middle class", bothMiddleClass),
                    {[](const Position& g) {
                         static const std::vector<StaircasePart> parts = theorem67(1);
                         const StaircasePart* part = partFor(parts, g.n);
                         return part ? staircaseVerdict(*part, g, false).winner : 0;
                     },
                     [](const Position& g) {
                         static const std::vector<StaircasePart> parts = theorem67(1);
                         const StaircasePart* part = partFor(parts, g.n);
                         return part ? staircaseVerdict(*part, g).row : std::string("no part");
                     }})));

    const std::map<std::string, std::string> paidPins = {
        {"thm6.3a", "A={1,2} n=12 d=6 e=6"},  {"thm6.3b", "A={1,2} n=11 d=6 e=5"},  {"thm6.3c", "A={1,2} n=8 d=4 e=4"},
        {"thm6.3d", "A={1,2} n=15 d=8 e=7"},  {"thm6.4b", "A={1,4} n=19 d=10 e=9"}, {"thm6.4d", "A={1,4} n=25 d=13 e=12"},
        {"thm6.5a", "A={1,2,3} n=8 d=4 e=4"}, {"thm6.5b", "A={1,2,3} n=7 d=4 e=3"}, {"thm6.5c", "A={1,2,3} n=6 d=3 e=3"}};
    // The window read with Definition 4.1 literally (paid_moves.hpp): the positions it adds.
    for (const Theorem& t : theorems)
        for (std::size_t i = 0; i < t.count; ++i) {
            const std::string letter(1, static_cast<char>('a' + i));
            const auto pin = paidPins.find(t.key + letter);
            const bool single = t.parts(parameterL(t.family.sets.front())).at(i).residues.size() == 1;
            registry.add(paidMovesClaim(
                papers::chen_gasarch.info(t.key + letter + "-paid-moves",
                                          t.where + ", part " + std::to_string(i + 1) + ", Definition 4.1 read literally",
                    {.statement = statement(t.key + letter),
                     .reading = "Alternative reading of \"both players are middle class\": Definition 4.1 read literally (money is "
                                "lost only by moving, so the final turn at an empty pile costs nothing; paid_moves.hpp), which "
                                "widens the window by the positions where a player has one dollar less than the recalled M_p(n) "
                                "(line 271). Judged on those added positions only (the rest is the part's claim): the printed first "
                                "rows have no lower bound on d, so there a part whose first row names Player 2 says 2, the others "
                                "their first row. Move sets: " + t.family.description + "; n up to the bound" +
                                (single ? "; no random cases (a part of one residue: the added positions are too rare to draw)."
                                        : "."),
                     .bound = t.bound / 2,
                     .cases = single ? 0 : 200,
                     .expect = pin == paidPins.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
                t.family, t.parts, i));
            prover::leaveToBoundedCheck(registry, "chen-gasarch/" + t.key + letter + "-paid-moves",
                                        "the staircase certificates encode the recalled window (M_p of line 271); none is "
                                        "written for the window of Definition 4.1 read literally");
        }

    const std::map<std::string, std::string> piecePins = {{"thm6.4b-r1", "A={1,4} n=19 d=10 e=10"},
                                                          {"thm6.4d-r1", "A={1,4} n=25 d=13 e=13"}};
    // Theorem 6.4, parts 2 and 4, line by line: the two printed first rows, then the k-th and ending rows.
    for (std::size_t i : {std::size_t{1}, std::size_t{3}}) {
        const std::string letter(1, static_cast<char>('a' + i));
        const int firstLine = i == 1 ? 433 : 468;
        auto category = [](const StaircasePart& p, const Position& g) {
            const CashOracle& o = solved(g.a, g.n, false);
            if (g.d >= o.upperByDefinition(Player::One, g.n) - p.endD) return 'k';  // the ending rows
            return g.d < theorem43M(Player::One, g.n) + p.floor ? 'f' : 'k';
        };
        auto below = [](const Position& g) { return g.e < theorem43M(Player::Two, g.n) + parameterL(g.a) / 2 - 1; };
        struct Piece {
            const char* suffix;
            std::string lines, text;
            RowFilter rows;
        };
        const std::vector<Piece> pieces = {
            {"-r1", "line " + std::to_string(firstLine), "the first row (d < M1(n) + L - 1, e < M2(n) + L/2 - 1: W = 2)",
             [category, below](const StaircasePart& p, const Position& g) { return category(p, g) == 'f' && below(g); }},
            {"-r2", "line " + std::to_string(firstLine + (i == 1 ? 1 : 2)),
             "the second row (d < M1(n) + L - 1, e >= M2(n) + L/2 - 1: W = 2)",
             [category, below](const StaircasePart& p, const Position& g) { return category(p, g) == 'f' && !below(g); }},
            {"-rk", "the rows after them", "the k-th rows and the ending rows (d >= M1(n) + L - 1)",
             [category](const StaircasePart& p, const Position& g) { return category(p, g) == 'k'; }},
        };
        for (const Piece& piece : pieces) {
            const auto pin = piecePins.find("thm6.4" + letter + piece.suffix);
            registry.add(staircaseClaim(
                papers::chen_gasarch.info("thm6.4" + letter + piece.suffix,
                                          "§6, Theorem 6.4, part " + std::to_string(i + 1) + ", " + piece.lines,
                    {.statement = statement("thm6.4" + letter),
                     .reading = std::string(kStaircaseReading) + " Only the positions where " + piece.text +
                                " applies, as printed (part " + std::to_string(i + 1) + " read as thm6.4" + letter +
                                "). Move sets: A = {1, L}, L = 4, 6, ..., 12.",
                     .bound = 120,
                     .expect = pin == piecePins.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
                pairsOneL(4, 12, 2), [](std::int64_t l) { return theorem64(l); }, i, piece.rows, ", " + piece.text));
            prover::leaveToBoundedCheck(registry, "chen-gasarch/thm6.4" + letter + piece.suffix,
                                        "one printed line of a staircase part; the certificates decide whole parts");
        }
    }

    // Example 6.8: the three staircases and their step sizes.
    struct Example {
        const char* id;
        Moves a;
        std::int64_t n, size;
        StaircasePart part;
        const char* file;
    };
    const std::vector<Example> examples = {
        {"a", {1, 6}, 43, 5, *partFor(theorem64(6), 43), "chen-gasarch-staircase-1-6-n43.svg"},
        {"b", {1, 3, 4}, 42, 3, *partFor(theorem67(3), 42), "chen-gasarch-staircase-1-3-4-n42.svg"},
        {"c", {1, 4, 5}, 48, 2, *partFor(theorem66(4), 48), "chen-gasarch-staircase-1-4-5-n48.svg"},
    };
    for (const Example& x : examples) {
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("ex6.8") + x.id, "§6, Example 6.8",
                {.statement = statement(std::string("ex6.8") + x.id),
                 .reading = fmt::format(
                     "In the window where both players are middle class (M_p(n) <= money < U_p(n)), the staircase is the "
                     "boundary e*(d) = least e at which Player 2 wins (U2(n) if none). Steps are the runs of equal e*(d). "
                     "Claim: every rise between consecutive steps is {0} and every step but the first and the last (which "
                     "the window may cut) is {0} long; at least one rise.",
                     x.size),
                 .bound = x.n}),
            stepProperty(onePile(Position{x.a, x.n}), [size = x.size](std::int64_t) { return size; }, true)));
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("ex6.8") + x.id + "-paid-moves",
                                      "§6, Example 6.8, Definition 4.1 read literally",
                {.statement = statement(std::string("ex6.8") + x.id),
                 .reading = fmt::format(
                     "Alternative reading: the window of middle class money is Definition 4.1's read literally (money is lost "
                     "only by moving; paid_moves.hpp), not the recalled M_p of line 271. Otherwise as ex6.8{1}: every rise "
                     "of e*(d) is {0}, every step but the first and the last is {0} long; at least one rise.",
                     x.size, x.id),
                 .bound = x.n}),
            stepProperty(onePile(Position{x.a, x.n}), [size = x.size](std::int64_t) { return size; }, true, true)));
        prover::leaveToBoundedCheck(registry, std::string("chen-gasarch/ex6.8") + x.id + "-paid-moves",
                                    "one position (A, n) of a worked example: checked completely");
        registry.add(staircaseFigure(x.a, x.n, x.part, x.file));
    }
    // The general statements behind the examples: "from our win conditions ... each step is s".
    struct General {
        const char* id;
        const char* key;
        Sets family;
        std::function<std::int64_t(std::int64_t)> size;
        const char* sizeText;
    };
    const std::vector<General> generals = {
        {"d", "ex6.8a", pairsOneL(2, 12, 2), [](std::int64_t l) { return l - 1; }, "L − 1"},
        {"e", "ex6.8b", triplesOneL(3, 11, 2), [](std::int64_t l) { return l; }, "L"},
        {"f", "ex6.8c", triplesOneL(2, 12, 2), [](std::int64_t l) { return l / 2; }, "L/2"},
    };
    for (const General& x : generals)
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("ex6.8") + x.id, "§6, Example 6.8, the general step size",
                {.statement = statement(x.key),
                 .reading = fmt::format(
                     "The general sentence (\"from our win conditions ... each step is {0} units long and {0} units "
                     "tall\") over every n up to the bound and {1}: in the both-middle-class window, every rise of the "
                     "boundary e*(d) (least e at which Player 2 wins) is {0} and every step but the first and the last "
                     "(cut by the window) is {0} long. A window with no rise passes (nothing to measure).",
                     x.sizeText, x.family.description),
                 .bound = 200}),
            stepProperty(piles(x.family, true), x.size, false)));
    for (const General& x : generals) {
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("ex6.8") + x.id + "-paid-moves",
                                      "§6, Example 6.8, the general step size, Definition 4.1 read literally",
                {.statement = statement(x.key),
                 .reading = fmt::format("Alternative reading: as ex6.8{0}, in the window of Definition 4.1 read literally (money is "
                                        "lost only by moving; paid_moves.hpp). Over every n up to the bound and {1}.",
                                        x.id, x.family.description),
                 .bound = 100}),
            stepProperty(piles(x.family, true), x.size, false, true)));
        prover::leaveToBoundedCheck(registry, std::string("chen-gasarch/ex6.8") + x.id + "-paid-moves",
                                    "about the staircase's steps in a window no WS1S encoding is written for");
    }
}

}  // namespace gameaudit::chen_gasarch
