// Snodgrass (1979), Chapters Two to Four and the Abstract: the strip game's values.
#include <set>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "api/game.hpp"
#include "properties/snodgrass1979/chapter_four.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::strip_game {
namespace {

using cgt::Game;
using snodgrass::show;
using snodgrass::value;

const std::string kNotation =
    "Strips are written as in the thesis: [R|B]n[R|B], a letter giving the tint of an end square (reserved for a "
    "counter whose edge on that side has that colour), e.g. R4B. Values are canonical forms computed by the CGT "
    "engine from the model's moves; '=' is equality of games. ";

std::string valueText(const Strip& s) { return show(s) + " = " + value(s).str(); }

// "The values of these strips are equal", judged strip by strip.
Property<std::int64_t> equalValues(std::function<std::vector<Strip>(int)> strips, std::string what) {
    return forLengths({.periodic = std::move(what)}, [strips](int n) {
        auto v = strips(n);
        for (const Strip& s : v)
            if (value(s) != value(v[0])) {
                std::string actual;
                for (const Strip& t : v) actual += (actual.empty() ? "" : ", ") + valueText(t);
                return Judgement::fail("equal values", actual);
            }
        return Judgement::pass();
    });
}

std::string showValues(const Strip& s, Player p) { return "{" + shownOptionValues(s, p) + "}"; }

struct TableCell {
    int n;
    Type type;
    std::string claimed;
    bool operator==(const TableCell& o) const { return n == o.n && type == o.type; }
};

Property<TableCell> summaryTable(int from) {
    std::vector<TableCell> cells;
    for (int n = from; n < from + 4; ++n)
        for (Type t : kTypes) cells.push_back({n, t, theoremValueText(t, n)});
    // by hand: a failure quotes the cell as printed (e.g. "±1 + *"); valueTable would print it as a canonical form
    Property<TableCell> p;
    p.domain = domains::table<TableCell>(
        "the 16 cells of the table, n = " + std::to_string(from) + ".." + std::to_string(from + 3), cells,
        [](const TableCell& c) { return c.n; }, [](const TableCell& c) { return show(strip(c.type, c.n)); },
        [cells](std::string_view text) {
            Position pos = snodgrass::parsePosition(text);
            for (const TableCell& c : cells)
                if (pos == Position{strip(c.type, c.n)}) return c;
            throw InputError("'" + std::string(text) + "' is not a cell of the table (cells are n, Rn, RnB, RnR)");
        });
    p.predicate = [](const TableCell& c) {
        Game actual = value(strip(c.type, c.n));
        if (actual == Game::parse(c.claimed)) return Judgement::pass();
        return Judgement::fail(c.claimed, actual.str());
    };
    return p;
}

std::string theoremWitness(const Strip& s) {
    std::string w = show(s) + " has Left options";
    for (const Position& o : snodgrass::options(s, Player::Left)) w += " " + show(o) + " = " + value(o).str() + ";";
    w += " Right options";
    for (const Position& o : snodgrass::options(s, Player::Right)) w += " " + show(o) + " = " + value(o).str() + ";";
    return w;
}

bool theoremHoldsAt(int n) {
    for (Type t : kTypes)
        if (value(strip(t, n)) != theoremValue(t, n)) return false;
    return true;
}

Property<std::int64_t> theorem1() {
    auto p = forLengths({}, [](int n) {
        for (Type t : kTypes) {
            Strip s = strip(t, n);
            if (value(s) != theoremValue(t, n))
                return Judgement::fail(show(s) + " = " + theoremValueText(t, n), show(s) + " = " + value(s).str(),
                                       theoremWitness(s));
        }
        return Judgement::pass();
    });
    p.certificate = [] { return periodicityCertificate(); };
    return p;
}

// An outcome claim about untinted strips of length n.
Property<std::int64_t> stripOutcome(std::int64_t lo, std::function<bool(std::int64_t)> keep, std::string hypothesis,
                                    Outcome claimed) {
    Lengths lengths{.lo = lo, .keep = std::move(keep), .hypothesis = std::move(hypothesis), .periodic = "the outcome"};
    return forLengths(std::move(lengths), [claimed](int n) {
        Game g = value(strip(Type::Plain, n));
        if (g.outcome() == claimed) return Judgement::pass();
        return Judgement::fail(std::string(name(claimed)), std::string(name(g.outcome())) + " (value " + g.str() + ")");
    });
}

// One of Chapter Four's equalities: a sum of strips of length n has value 0.
Property<std::int64_t> zeroSum(std::function<bool(std::int64_t)> keep, std::string hypothesis,
                               std::function<Position(int)> sum) {
    Lengths lengths{.keep = std::move(keep), .hypothesis = std::move(hypothesis), .periodic = "the equality"};
    return forLengths(std::move(lengths), [sum](int n) {
        Position pos = sum(n);
        Game g = value(pos);
        if (g == Game()) return Judgement::pass();
        std::string parts;
        for (const Strip& s : pos) parts += (parts.empty() ? "" : ", ") + valueText(s);
        return Judgement::fail(show(pos) + " = 0", show(pos) + " = " + g.str(), parts);
    });
}

// ---- Chapter Four's strategy: Right's listed replies (chapter_four.hpp), judged ----

std::string rightMovesToZero(const Position& before) {
    std::string s;
    int shown = 0;
    for (const Position& o : snodgrass::options(before, Player::Right))
        if (value(o) == Game() && shown++ < 3) s += (s.empty() ? "" : ", ") + show(o);
    return s.empty() ? "Right has no move to 0 there" : "Right's moves to 0 there include " + s;
}

Judgement judgeReplies(const std::vector<Scenario>& scenarios) {
    if (scenarios.empty()) return Judgement::fail("some Left move to answer", "none was generated");
    for (const Scenario& s : scenarios) {
        auto context = [&s] {
            return "after " + s.leftMove + " (position " + show(s.before) + "), Right's listed reply " + show(s.reply);
        };
        if (!isRightMove(s.before, s.reply))
            return Judgement::fail(context() + " is a legal move", "it is not a Right option",
                                   rightMovesToZero(s.before) + " (the position has value " + value(s.before).str() + ")");
        Game g = value(s.reply);
        if (g != Game()) {
            std::string w = context() + " has value " + g.str();
            for (const Position& o : snodgrass::options(s.reply, Player::Left))
                if (value(o).geq(Game())) {
                    w += "; Left wins by moving to " + show(o) + " = " + value(o).str();
                    break;
                }
            return Judgement::fail(context() + " = 0", g.str(), w + "; " + rightMovesToZero(s.before));
        }
    }
    return Judgement::pass();
}

// The weaker reading: after each Left move, Right has some move to a position of value 0.
Judgement someZeroReply(const std::vector<Scenario>& scenarios) {
    if (scenarios.empty()) return Judgement::fail("some Left move to answer", "none was generated");
    for (const Scenario& s : scenarios) {
        bool found = false;
        for (const Position& o : snodgrass::options(s.before, Player::Right))
            if (value(o) == Game()) {
                found = true;
                break;
            }
        if (!found)
            return Judgement::fail("after " + s.leftMove + " (position " + show(s.before) + "), Right has a move to 0",
                                   "none (the position has value " + value(s.before).str() + ")");
    }
    return Judgement::pass();
}

Property<std::int64_t> replies(std::int64_t lo, std::function<bool(std::int64_t)> keep, std::string hypothesis,
                               std::function<std::vector<Scenario>(int)> scenarios,
                               Judgement (*judge)(const std::vector<Scenario>&) = judgeReplies) {
    return forLengths({.lo = lo, .keep = std::move(keep), .hypothesis = std::move(hypothesis)},
                      [scenarios, judge](int n) { return judge(scenarios(n)); });
}

std::string valuesFigure(int upTo) {
    std::string s = "| n | n | Rn | RnB | RnR | Theorem 1 |\n|---|---|---|---|---|---|\n";
    for (int n = 1; n <= upTo; ++n) {
        s += "| " + std::to_string(n);
        for (Type t : kTypes) s += " | " + value(strip(t, n)).str();
        s += std::string(" | ") + (theoremHoldsAt(n) ? "agrees" : "**differs**") + " |\n";
    }
    return s;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    auto evenN = [](std::int64_t n) { return n % 2 == 0; };
    auto oddN = [](std::int64_t n) { return n % 2 == 1; };

    // ---- Lemma 1 and Corollary 1 ----
    const std::string lemmaReading =
        kNotation + "Read as equalities of values for every n >= 1 (the proof's matching of option sets is what makes "
                    "them equal). Checked against the model of all nine tintings.";
    auto tinted = [](Tint a, int n, Tint b) { return Strip{a, n, b}; };
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1a", "Chapter Two, Lemma 1 (1)",
            {.statement = "For a given n ∈ N, the only distinct positions in this game are n, R_n, R_nB, and R_nR. "
                          "... We show: 1. R_n = B_n = nB = nR",
             .reading = lemmaReading,
             .bound = 64}),
        equalValues(
            [tinted](int n) {
                return std::vector<Strip>{tinted(Tint::Red, n, Tint::None), tinted(Tint::Black, n, Tint::None),
                                          tinted(Tint::None, n, Tint::Black), tinted(Tint::None, n, Tint::Red)};
            },
            "Rn = Bn = nB = nR")));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1b", "Chapter Two, Lemma 1 (2)",
            {.statement = "2. R_nB = B_nR",
             .reading = lemmaReading,
             .bound = 64}),
        equalValues([tinted](int n) { return std::vector<Strip>{tinted(Tint::Red, n, Tint::Black), tinted(Tint::Black, n, Tint::Red)}; },
                    "RnB = BnR")));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1c", "Chapter Two, Lemma 1 (3)",
            {.statement = "3. R_nR = B_nB",
             .reading = lemmaReading,
             .bound = 64}),
        equalValues([tinted](int n) { return std::vector<Strip>{tinted(Tint::Red, n, Tint::Red), tinted(Tint::Black, n, Tint::Black)}; },
                    "RnR = BnB")));

    const std::string corReading =
        kNotation + "\"Has the same options\" is read as: the sets of values of the options are equal (positions are "
                    "identified up to Lemma 1, i.e. up to value).";
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("cor1a", "Chapter Two, Corollary 1",
            {.statement = "In n and R_n, Right has the same options as Left.",
             .reading = corReading,
             .bound = 64}),
        forLengths({.periodic = "the corollary"}, [](int n) {
            for (Type t : {Type::Plain, Type::R}) {
                Strip s = strip(t, n);
                if (optionValues(s, Player::Left) != optionValues(s, Player::Right))
                    return Judgement::fail("the same options", show(s) + ": Left " + showValues(s, Player::Left) +
                                                                   ", Right " + showValues(s, Player::Right));
            }
            return Judgement::pass();
        })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("cor1b", "Chapter Two, Corollary 1",
            {.statement = "The Left options in R_nR are the Right options in R_nB and vice versa.",
             .reading = corReading,
             .bound = 64}),
        forLengths({.periodic = "the corollary"}, [](int n) {
            Strip a = strip(Type::RR, n), b = strip(Type::RB, n);
            for (Player p : {Player::Left, Player::Right}) {
                Player q = p == Player::Left ? Player::Right : Player::Left;
                if (optionValues(a, p) != optionValues(b, q))
                    return Judgement::fail("the same options",
                                           show(a) + " " + (p == Player::Left ? "Left" : "Right") + " options " +
                                               showValues(a, p) + ", " + show(b) + " " +
                                               (q == Player::Left ? "Left" : "Right") + " options " + showValues(b, q));
            }
            return Judgement::pass();
        })));

    // ---- The two summary tables and Theorem 1 ----
    const std::string tableReading =
        kNotation + "Every cell is a claim: the value the thesis computed by hand equals the canonical value.";
    registry.add(claim<TableCell>(papers::snodgrass1979.info("table1", "Chapter Two, summary table for n = 1..4",
                                      {.statement = "n Rn RnB RnR\n1 * * -1 1\n2 0 ± 1 0 ± 1\n3 * * + ± 1 -1 + ± 1 "
                                                    "1 + ± 1\n4 0 0 ± 1 0",
                                       .reading = tableReading}),
                                  summaryTable(1)));
    registry.add(claim<TableCell>(papers::snodgrass1979.info("table2", "Chapter Two, summary table for n = 5..8",
                                      {.statement = "n Rn RnB RnR\n5 * * -1 1\n6 0 ± 1 0 ± 1\n7 * * + ± 1 -1 + ± 1 "
                                                    "1 + ± 1\n8 0 0 ± 1 0",
                                       .reading = tableReading}),
                                  summaryTable(5)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("thm1", "Chapter Three, Theorem 1",
            {.statement = "For this game, we have the following values:\n1. n = * for n = 4k + 1, k = 0, 1, 2, ...\n"
                          "R_n = *\nR_nB = -1\nR_nR = 1\n2. n = 0 for n = 4k + 2, k = 0, 1, 2, ...\nR_n = ±1\nR_nB = 0\n"
                          "R_nR = ±1\n3. n = * for n = 4k + 3, k = 0, 1, 2, ...\nR_n = * + ±1\nR_nB = -1 + ±1\nR_nR = 1 + "
                          "±1\n4. n = 0 for n = 4k + 4, k = 0, 1, 2, ...\nR_n = 0\nR_nB = ±1\nR_nR = 0",
             .reading = kNotation + "All four values at every length n >= 1. Beyond the bound, the periodicity certificate "
                                    "replays the thesis's induction mechanically (see the scope).",
             .bound = 64}),
        theorem1()));

    // ---- The Abstract ----
    const std::string abstractReading =
        kNotation + "The Abstract's claims are numbered prop0.1-0.3 (they are not numbered in the thesis).";
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("prop0.1", "Abstract",
            {.statement = "the game, played on a strip of squares, can be won by the first player if the strip is of odd "
                          "length",
             .reading = abstractReading + " The untinted strip n has outcome N for every odd n.",
             .bound = 64}),
        stripOutcome(1, oddN, "n odd", Outcome::N)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("prop0.2", "Abstract",
            {.statement = "and can be won by the second player if the strip is of even length.",
             .reading = abstractReading + " The untinted strip n has outcome P for every even n >= 2.",
             .bound = 64}),
        stripOutcome(2, evenN, "n even", Outcome::P)));
    auto period2 = [](std::vector<Type> types) {
        return forLengths({.periodic = "period 2"}, [types](int n) {
            for (Type t : types)
                if (value(strip(t, n)) != value(strip(t, n + 2)))
                    return Judgement::fail(show(strip(t, n)) + " = " + show(strip(t, n + 2)),
                                           valueText(strip(t, n)) + " but " + valueText(strip(t, n + 2)),
                                           "Theorem 1 itself gives " + typeName(t) + " period 4: " +
                                               theoremValueText(t, n) + " at n = " + std::to_string(n) + ", " +
                                               theoremValueText(t, n + 2) + " at n = " + std::to_string(n + 2));
            return Judgement::pass();
        });
    };
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("prop0.3-strips", "Abstract",
            {.statement = "Examination of these values (which repeat with period 2) shows that ...",
             .reading = abstractReading + " Alternative reading: \"these values\" as the values of the untinted strips n "
                                          "only, the game itself: value(n) = value(n + 2) for n >= 1.",
             .bound = 64}),
        period2({Type::Plain})));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("prop0.3", "Abstract",
            {.statement = "Mathematical values were assigned to the countably infinite number of positions in the game. "
                          "... Examination of these values (which repeat with period 2) shows that ...",
             .reading = abstractReading + " Read literally: \"these values\" are the values just said to be assigned to "
                                          "the positions of the game, all of them (n, Rn, RnB, RnR, as Theorem 1 lists "
                                          "them): each repeats with period 2, value(P_n) = value(P_(n+2)) for n >= 1.",
             .bound = 64,
             .expect = Expect::refutedAt("n=1")}),
        period2({kTypes.begin(), kTypes.end()})));

    // ---- Chapter Four's six equalities ----
    const std::string eqReading = kNotation + "Numbered as in the closing list of Chapter Four.";
    auto any = [](std::int64_t) { return true; };
    struct Equality {
        const char* id;
        const char* statement;
        std::function<bool(std::int64_t)> keep;
        const char* hypothesis;
        std::function<Position(int)> sum;
    };
    const std::vector<Equality> equalities = {
        {"prop4.1", "1. R_n + R_n = 0 for all n", any, "every n", [](int n) { return Position{r(n), r(n)}; }},
        {"prop4.2", "2. R_nB = 0 for n ≡ 2 (mod 4)", [](std::int64_t n) { return n % 4 == 2; }, "n = 2 mod 4",
         [](int n) { return Position{rb(n)}; }},
        {"prop4.3", "3. R_nR = 0 for n ≡ 0 (mod 4)", [](std::int64_t n) { return n % 4 == 0; }, "n = 0 mod 4",
         [](int n) { return Position{rr(n)}; }},
        {"prop4.4", "4. R_nR + R_nR = 0 for n even", evenN, "n even", [](int n) { return Position{rr(n), rr(n)}; }},
        {"prop4.5", "5. R_nB + R_nB = 0 for n even", evenN, "n even", [](int n) { return Position{rb(n), rb(n)}; }},
        {"prop4.6", "6. R_nB + R_nR = 0 for n odd", oddN, "n odd", [](int n) { return Position{rb(n), rr(n)}; }},
    };
    for (const Equality& e : equalities)
        registry.add(claim<std::int64_t>(papers::snodgrass1979.info(e.id,
                                                                    "Chapter Four, the six equalities obtained from Theorem 1",
                                             {.statement = e.statement,
                                              .reading = eqReading,
                                              .bound = 64}),
                                         zeroSum(e.keep, e.hypothesis, e.sum)));

    // ---- Chapter Four's strategy ----
    const std::string replyReading =
        kNotation + "For each Left move described, Right's listed reply must be a legal Right move (compared up to "
                    "the game's exact symmetries, reversal and red/black swap, which is how Lemma 1 renames strips) "
                    "and lead to a position of value 0. Strategy claims are numbered ex4.1-ex4.9 in the order of the "
                    "chapter.";
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.1", "Chapter Four, Right's reply to a Left move in an end square",
            {.statement = "Suppose that Left makes his first move by placing a counter of either color in either one of the "
                          "end squares. Right will place his counter in the opposite end and orient it in the following "
                          "manner: If the resulting strip will have length congruent to 2 (mod 4), Right will color the "
                          "ends differently, and if the resulting strip will have length congruent to 0 (mod 4), he will "
                          "color the ends the same.",
             .reading = replyReading + " n even >= 2; the resulting strip is the one between the two counters.",
             .bound = 64}),
        replies(2, evenN, "n even", endReplies)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.2", "Chapter Four, Right's reply to a Left move in an inner square",
            {.statement = "The result is a position which looks like Ra + Rb, a + b = n - 1 ... Right will make his move in "
                          "the component Rb in such a fashion as to cancel Ra ... If that length is congruent to 2 (mod 4), "
                          "Right will place his counter so that the ends of the enclosed strip are colored differently, "
                          "and if that length is congruent to 0 (mod 4), Right will place his counter so that the ends "
                          "have the same color.",
             .reading = replyReading + " n even >= 4; Right's counter leaves a strip of length a at the far end of the "
                                       "longer piece.",
             .bound = 64}),
        replies(4, evenN, "n even", interiorReplies)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.3", "Chapter Four, Left's second move in RaR, a ≡ 0 (mod 4)",
            {.statement = "Suppose Left is moving in R_aR, a ≡ 0 (mod 4). His options are: 1. R_cR + R_dR, d < c, d even "
                          "2. R_cR + R_dR, d < c, d odd 3. R_cB + R_dB, d < c, d even 4. R_cB + R_dB, d < c, d odd ... His "
                          "responses are: 1. R_dR + R_eB + R_dR, e ≡ 2 (mod 4) 2. RdB + ReR + RdR, e ≡ 0 (mod 4) 3. RdB + "
                          "ReB + RdB, e ≡ 2 (mod 4) 4. RdR + ReR + RdB, e ≡ 0 (mod 4)",
             .reading = replyReading + " Domain: a = 0 mod 4, a >= 4 (the strip R_aR); e = c - 1 - d.",
             .bound = 64}),
        replies(4, [](std::int64_t a) { return a % 4 == 0; }, "a = 0 mod 4",
                [](int a) { return secondMoveReplies(rr(a)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.4", "Chapter Four, Left's second move in RaB, a ≡ 2 (mod 4)",
            {.statement = "Now, suppose that Left is making his second move in a position which looks like RaB, a ≡ 2 (mod "
                          "4). His options are: 1. RcR + RdB, d < c, d even 2. RcR + RdB, d < c, d odd 3. RcB + RdR, d < c, "
                          "d even 4. RcB + RdR, d < c, d odd ... These moves are: 1. RdB + ReR + RdB, e ≡ 0 (mod 4) 2. RdR + "
                          "ReB + RdB, e ≡ 2 (mod 4) 3. RdR + ReR + RdR, e ≡ 0 (mod 4) 4. RdB + ReB + RdR, e ≡ 2 (mod 4)",
             .reading = replyReading + " Domain: a = 2 mod 4, a >= 2 (the strip R_aB); e = c - 1 - d.",
             .bound = 64}),
        replies(2, [](std::int64_t a) { return a % 4 == 2; }, "a = 2 mod 4",
                [](int a) { return secondMoveReplies(rb(a)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.5", "Chapter Four, Left's second move in Ra of Ra + Ra + RmB or RmR",
            {.statement = "If Left moves in Ra, he has the following options: 1. RcR + Rd, c + d = a-1 2. RcB + Rd, c + d = "
                          "a-1 Right will respond in the other Ra component. He makes the following responses to 1.: RcR "
                          "+ Rd if c is even and RcB + Rd if c is odd. His responses to 2. are: RcB + Rd if c is even and "
                          "RcR + Rd if c is odd.",
             .reading = replyReading + " Domain: a >= 1; the third component is taken as none, R2B and R4R.",
             .bound = 40}),
        replies(1, {}, {}, [](int a) { return twinReplies(a, {{}, {rb(2)}, {rr(4)}}); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.6", "Chapter Four, Left's moves in RaR + RaR, a even",
            {.statement = "Left's options in RaR + RaR, a even, are: 1. RcR + RdR + RaR 2. RcB + RdB + RaR Since a was "
                          "even, c and d are necessarily (without loss of generality) odd and even, respectively. Hence, "
                          "Right will respond by moving in RaR to: 1. RcB + RdR 2. RcR + RdB",
             .reading = replyReading + " Domain: a even >= 2; c is the odd piece, d the even one.",
             .bound = 48}),
        replies(2, evenN, "a even", [](int a) { return pairReplies(rr(a), rr(a)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.7", "Chapter Four, Left's moves in RaB + RaB, a even",
            {.statement = "Left's option in RaB + RaB, a even, is: RcR + RdB + RaB, where c and d are (without loss of "
                          "generality) odd and even, respectively. Hence, Right's correct reply is a move in RaB to RcB + "
                          "RdB.",
             .reading = replyReading + " Domain: a even >= 2; c is the length of Left's R..R piece, d of the R..B piece, "
                                       "for every Left move (the thesis assumes c odd).",
             .bound = 48,
             .expect = Expect::refutedAt("n=2")}),
        replies(2, evenN, "a even", [](int a) { return pairReplies(rb(a), rb(a)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.7-alt", "Chapter Four, Left's moves in RaB + RaB, a even",
            {.statement = "Left's option in RaB + RaB, a even, is: RcR + RdB + RaB, where c and d are (without loss of "
                          "generality) odd and even, respectively. Hence, Right's correct reply is a move in RaB to RcB + "
                          "RdB.",
             .reading = replyReading + " Alternative, weaker reading: after every Left move in one RaB, Right has some "
                                       "move to a position of value 0 (the chapter's conclusion), whatever its form.",
             .bound = 48,
             .cases = 50}),
        replies(2, evenN, "a even", [](int a) { return pairReplies(rb(a), rb(a)); }, someZeroReply)));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.8", "Chapter Four, Left's moves in RaB + RaR, a odd",
            {.statement = "Left's options in RaB + RaR, a odd, are: 1. RcR + RdB + RaR 2. RcR + RdR + RaB 3. RcB + RdB + "
                          "RaB. ... His responses are: 1. RcR + RdB, c and d even RcB + RdR, c and d odd 2. RcR + RdR, c "
                          "and d even RcB + RdB, c and d odd 3. RcB + RdB, c and d even RcR + RdR, c and d odd.",
             .reading = replyReading + " Domain: a odd >= 1.",
             .bound = 48}),
        replies(1, oddN, "a odd", [](int a) { return pairReplies(rb(a), rr(a)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.9", "Chapter Four, the first player's win on an odd strip",
            {.statement = "Since R_n + R_n = 0 for any n, it is clear that either Left or Right can make a winning first "
                          "move by placing a counter in square (k + 1)/2.",
             .reading = kNotation + "For odd k, each counter of either player placed on square (k + 1)/2 of the strip k "
                                    "leads to a position of value 0 (so the mover wins).",
             .bound = 64}),
        forLengths({.keep = oddN, .hypothesis = "k odd"}, [](int k) {
            Strip whole{Tint::None, k, Tint::None};
            for (Player pl : {Player::Left, Player::Right})
                for (const auto& c : snodgrass::counters(pl)) {
                    snodgrass::Move m{c, (k + 1) / 2};
                    Position o = snodgrass::place(whole, m);
                    if (value(o) != Game())
                        return Judgement::fail(show(m) + " of " + show(whole) + " -> " + show(o) + " = 0",
                                               value(o).str());
                }
            return Judgement::pass();
        })));

    registry.add(solverFor(snodgrass::StripGame{}, "strip",
                          "a sum of strips [R|B]n[R|B] joined by '+', e.g. \"R4B + 3\" (a letter tints that end: the "
                          "square is reserved for a counter whose edge there has that colour)"));
    registry.add(Figure{"snodgrass1979", "strip-values.md", "Values of the strip game, n = 1..64",
                        "Canonical values computed by the CGT engine from the model of Chapter Two, and whether they "
                        "agree with Theorem 1.",
                        {}, [] { return valuesFigure(64); }});
}

}  // namespace gameaudit::snodgrass1979::strip_game
