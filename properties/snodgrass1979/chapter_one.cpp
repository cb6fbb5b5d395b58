// Snodgrass (1979), Introduction and Chapter One: Conway's theorem on dominated and
// reversible options, Nim, Kayles and Domineering, judged by the CGT engine and by plain
// game-tree search; and the `cgt` solver.
#include <algorithm>
#include <tuple>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "models/snodgrass/chapter_one.hpp"
#include "oracles/cgt/forms.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979 {
namespace {

using cgt::Form;
using cgt::FormPool;
using cgt::Game;

// ---- The theorem on dominated and reversible options (Introduction; ONAG Th. 68) ----

// Forms by birthday, every one to day 2; with `narrowDay3`, also the forms of day 3 with at most one
// option a side (all of day 3 is 2^512 forms), where a reversible option's replacement set can be
// non-empty: on day 2 every G^L0R0 is {|}.
Domain<Form> formsByBirthday(bool narrowDay3 = false) {
    Domain<Form> d;
    d.description = narrowDay3 ? "game forms (trees), sized by birthday; day 3: those with at most one option a side"
                               : "game forms (trees), sized by birthday";
    d.size = [](const Form& f) { return cgt::birthday(f); };
    d.contains = [](const Form&) { return true; };
    d.enumerate = [narrowDay3](std::int64_t bound, const Visitor<Form>& visit) {
        const int last = narrowDay3 ? 3 : 2;
        if (bound > last)
            throw InputError(std::string("forms are listed exhaustively only up to birthday ") +
                             (narrowDay3 ? "3 (on day 3, one option a side at most)" : "2 (256 forms)"));
        std::vector<Form> upToDay2;
        for (int day = 0; day <= std::min<std::int64_t>(bound, 2); ++day)
            for (const Form& f : cgt::formsBornOn(day)) {
                if (!visit(f)) return;
                upToDay2.push_back(f);
            }
        if (bound < 3) return;
        auto side = [&](std::size_t i) { return i == 0 ? std::vector<Form>{} : std::vector<Form>{upToDay2[i - 1]}; };
        for (std::size_t l = 0; l <= upToDay2.size(); ++l)
            for (std::size_t r = 0; r <= upToDay2.size(); ++r) {
                Form f{side(l), side(r)};
                if (cgt::birthday(f) == 3 && !visit(f)) return;
            }
    };
    d.random = [](std::int64_t lo, std::int64_t hi) {
        return cgt::genForm(static_cast<int>(lo), static_cast<int>(hi), 3);
    };
    d.show = [](const Form& f) { return cgt::show(f); };
    d.parse = [](std::string_view text) { return cgt::parseForm(text); };
    return d;
}

// Each simplification of the theorem, applied at the top of G wherever it applies, must
// leave the value unchanged; "dominated", "reversible" and "unchanged" all by plain search.
enum class Change { Dominated, ReversibleLeft, ReversibleRight };

Judgement simplificationKeepsValue(const Form& f, Change change) {
    FormPool pool;
    FormPool::Node g = pool.add(f);
    std::vector<FormPool::Node> L = pool.left(g), R = pool.right(g);
    auto check = [&](std::vector<FormPool::Node> newL, std::vector<FormPool::Node> newR, const std::string& what) {
        FormPool::Node h = pool.add(std::move(newL), std::move(newR));
        if (pool.equal(g, h)) return Judgement::pass();
        return Judgement::fail("G = G' after " + what, "G - G' has outcome " +
                                                          std::string(name(pool.outcome(g, pool.negate(h)))));
    };
    auto shown = [&](std::size_t i, bool left) { return cgt::show(left ? f.left[i] : f.right[i]); };
    if (change == Change::Dominated) {
        for (bool left : {true, false}) {
            auto& side = left ? L : R;
            for (std::size_t i = 0; i < side.size(); ++i)
                for (std::size_t j = 0; j < side.size(); ++j) {
                    if (i == j) continue;
                    bool dominated = left ? pool.leq(side[i], side[j]) : pool.leq(side[j], side[i]);
                    if (!dominated) continue;
                    auto rest = side;
                    rest.erase(rest.begin() + static_cast<long>(i));
                    Judgement j2 = left ? check(rest, R, "deleting the dominated Left option " + shown(i, true))
                                        : check(L, rest, "deleting the dominated Right option " + shown(i, false));
                    if (!j2.holds) return j2;
                    break;
                }
        }
        return Judgement::pass();
    }
    bool left = change == Change::ReversibleLeft;
    auto& side = left ? L : R;
    for (std::size_t i = 0; i < side.size(); ++i) {
        FormPool::Node a = side[i];
        for (FormPool::Node ar : left ? pool.right(a) : pool.left(a)) {
            bool reversible = left ? pool.leq(ar, g) : pool.leq(g, ar);
            if (!reversible) continue;
            auto replaced = side;
            replaced.erase(replaced.begin() + static_cast<long>(i));
            for (FormPool::Node x : left ? pool.left(ar) : pool.right(ar)) replaced.push_back(x);
            Judgement j = left ? check(replaced, R, "bypassing the reversible Left option " + shown(i, true))
                               : check(L, replaced, "bypassing the reversible Right option " + shown(i, false));
            if (!j.holds) return j;
        }
    }
    return Judgement::pass();
}

// "A game will be a number only if no G^L >= any G^R": judged on the form itself, or (the other
// reading) on its canonical form. Numbers by the engine; ">=" between options by plain search.
Judgement numberOnlyIfOrdered(const Form& f, bool canonical) {
    FormPool pool;
    FormPool::Node g = pool.add(f);
    Game value = pool.canonical(g);
    if (!value.isNumber()) return Judgement::pass();
    if (canonical) g = pool.fromGame(value);
    for (FormPool::Node l : pool.left(g))
        for (FormPool::Node r : pool.right(g))
            if (pool.leq(r, l))
                return Judgement::fail("no G^L >= G^R, as G = " + value.str() + " is a number",
                                       "a Left option is >= a Right option",
                                       "G^L = " + pool.canonical(l).str() + " >= G^R = " + pool.canonical(r).str());
    return Judgement::pass();
}

// "If ... every G^L is strictly less than every G^R, then G is a number", on G's canonical form
// (dominated options deleted and reversible ones bypassed: "if this has been done").
Judgement numberIfOrdered(const Form& f) {
    FormPool pool;
    const Game value = pool.canonical(pool.add(f));
    if (value.isNumber()) return Judgement::pass();
    const FormPool::Node g = pool.fromGame(value);
    for (FormPool::Node l : pool.left(g))
        for (FormPool::Node r : pool.right(g))
            if (!pool.leq(l, r) || pool.leq(r, l)) return Judgement::pass();  // not every G^L < every G^R
    auto side = [&](const std::vector<FormPool::Node>& options) {
        std::string text;
        for (FormPool::Node o : options) text += (text.empty() ? "" : ", ") + pool.canonical(o).str();
        return text;
    };
    return Judgement::fail("a number, as every G^L < every G^R", value.str() + ", not a number",
                           "its canonical form {" + side(pool.left(g)) + " | " + side(pool.right(g)) +
                               "}: every Left option is strictly less than every Right option");
}

// ---- Kayles ----

// Guy & Smith's periodicity theorem for octal games whose moves remove at most t = 2 pins:
// if G(n + p) = G(n) for all n0 <= n < 2 n0 + p + t, then for all n >= n0.
std::string kaylesCertificate(int n0, int period) {
    const int t = 2, last = 2 * n0 + period + t;
    auto g = snodgrass::kaylesGrundy(last + period);
    for (int n = n0; n < last; ++n)
        if (g[n + period] != g[n]) return "";
    return "G(n + 12) = G(n) for " + std::to_string(n0) + " <= n < " + std::to_string(last) +
           ", which by the periodicity theorem for octal games (Guy & Smith 1956; Kayles removes at most t = 2 pins) "
           "gives every n >= " + std::to_string(n0);
}

// ---- Domineering ----

struct BoardCell {
    std::string board, claimed, pictured;
    bool operator==(const BoardCell& o) const { return board == o.board; }
};

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string forms =
        "Over game forms G = {G^L | G^R} (trees, not values), sized by birthday: exhaustive to day 2 (256 forms), then "
        "2000 random forms of day 3 and 4 with up to 3 options a side. Day 3 cannot be listed: its forms are the pairs "
        "of sets of the 256 day-2 forms, 2^512 of them.";
    const std::string formReading =
        forms + " Each change is made at the top of G wherever its hypothesis holds; dominance, reversibility and the "
                "equality G = G' are all decided by plain game-tree search on G - G', with no canonical forms.";
    // On day 2 every G^L0R0 is {|}, so a reversible option is only ever deleted there.
    const char* kDay3 =
        " Parts 2 and 3 also go through every day-3 form with at most one option a side (66,024 forms), where the "
        "replacement set can be non-empty; their random forms are then of days 4 and 5.";
    const char* theoremText =
        "The following changes do not affect the value of G: 1. Deleting any dominated option. 2. If G^L0 is "
        "reversible through G^L0R0, replacing G^L0 as a Left option of G by all the Left options G^L0R0L of G^L0R0. "
        "3. If G^R1 is reversible through G^R1L1, replacing G^R1 by all the G^R1L1R.";
    struct Part {
        const char* id;
        Change change;
    };
    for (Part part : {Part{"thm0a", Change::Dominated}, Part{"thm0b", Change::ReversibleLeft},
                      Part{"thm0c", Change::ReversibleRight}}) {
        const bool reversible = part.change != Change::Dominated;
        registry.add(claim<Form>(
            papers::snodgrass1979.info(part.id, std::string("Introduction, the (unnumbered) Theorem [ONAG Th. 68], part ") +
                         std::string(1, part.id[4] - 'a' + '1'),
                {.statement = theoremText,
                 .reading = formReading + (reversible ? kDay3 : "") + " Numbered thm0 as it is the Introduction's only theorem.",
                 .bound = reversible ? 3 : 2,
                 .randomReach = 2,
                 .randomSpan = 2,  // days 3-4 as listed (bound 2); parts 2-3: days 4-5 (bound 3)
                 .cases = 2000}),
            // by hand: the change is made on a form (a tree), judged by plain search of G - G'; canonicalValue sees values
            Property<Form>{formsByBirthday(reversible),
                           [change = part.change](const Form& f) { return simplificationKeepsValue(f, change); }}));
    }

    const std::string numberText =
        "Notice that 1 and -1 are numbers and * is not. A game will be a number only if no G^L is greater than or "
        "equal to any G^R .";
    registry.add(claim<Form>(
        papers::snodgrass1979.info("rem0.1", "Introduction, the remark on numbers after the definition of *",
            {.statement = numberText,
             .reading = forms + " Read of G as written (a form): if G equals a number, no Left option of G is >= "
                                      "any Right option. Numbers are decided by the CGT engine.",
             .bound = 2,
             .randomReach = 2,
             .cases = 2000,
             .expect = Expect::refutedAt("{{0|0}|{0|0}}")}),
        // by hand: a condition on the form's own options (no Left option >= a Right one), not on its value or outcome
        Property<Form>{formsByBirthday(), [](const Form& f) { return numberOnlyIfOrdered(f, false); }}));
    registry.add(claim<Form>(
        papers::snodgrass1979.info("rem0.1-canonical", "Introduction, the remark on numbers after the definition of *",
            {.statement = numberText,
             .reading = forms + " Alternative reading, of G's canonical form: if G equals a number, no Left "
                                      "option of its canonical form is >= any Right option.",
             .bound = 2,
             .randomReach = 2,
             .cases = 2000}),
        // by hand: the same condition on the options of the canonical form
        Property<Form>{formsByBirthday(), [](const Form& f) { return numberOnlyIfOrdered(f, true); }}));

    registry.add(claim<Form>(
        papers::snodgrass1979.info("thm0.2", "Introduction, the simplest number between the options [2, pp. 81-82]",
            {.statement = kSimplestNumber,
             .reading = forms + " Literal, the options any games: once G is simplified (its canonical form, by the CGT "
                                "engine), if every Left option is strictly less than every Right option, G is a number. "
                                "Day 3 is listed as far as its forms with at most one option a side (66,024 forms). The "
                                "simplest number between options that are numbers is snodgrass1979/thm0.2-numbers.",
             .bound = 3,
             .randomReach = 2,
             .randomSpan = 2,
             .cases = 2000,
             .expect = Expect::refutedAt("{0|{0|{0|0}}}")}),
        // by hand: a condition on the canonical form's options, which canonicalValue does not expose
        Property<Form>{formsByBirthday(true), numberIfOrdered}));

    // ---- Nim ----
    const std::vector<unsigned> heaps{3, 4, 8, 9};
    auto nimSum = [heaps](std::vector<unsigned> h) {
        Game g;
        for (unsigned x : h) g += snodgrass::nimHeap(x);
        return g;
    };
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.1", "Chapter One, the game of Nim with heaps 3, 4, 8 and 9",
            {.statement = "Let us consider a game of Nim with heaps of sizes 3, 4, 8, and 9. ... Therefore, our game of Nim "
                          "has the value *6",
             .reading = "Nim heaps modelled from the rules ({smaller heaps | smaller heaps}) and summed by the CGT engine."}),
        workedExample("heaps 3, 4, 8, 9", "the example", [nimSum, heaps] {
            Game g = nimSum(heaps);
            return g == Game::nimber(6) ? Judgement::pass() : Judgement::fail("*6", g.str());
        })));
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.2", "Chapter One, the game of Nim with heaps 3, 4, 8 and 9",
            {.statement = "If it is Left's turn to move, he can make the Nim-sum equal to 0 only by changing 100 to 10. This "
                          "corresponds to removing 2 beans from the heap of 4 to leave 2.",
             .reading = "Every move of the position (one heap reduced) is tried; exactly one leaves value 0, heap 4 -> 2."}),
        workedExample("heaps 3, 4, 8, 9", "the example", [nimSum, heaps] {
            std::vector<std::string> winning;
            for (std::size_t i = 0; i < heaps.size(); ++i)
                for (unsigned k = 0; k < heaps[i]; ++k) {
                    auto h = heaps;
                    h[i] = k;
                    if (nimSum(h) == Game())
                        winning.push_back(std::to_string(heaps[i]) + "->" + std::to_string(k));
                }
            if (winning == std::vector<std::string>{"4->2"}) return Judgement::pass();
            std::string w;
            for (auto& s : winning) w += (w.empty() ? "" : ", ") + s;
            return Judgement::fail("only 4->2", w.empty() ? "none" : w);
        })));

    // ---- Kayles ----
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.10", "Chapter One, Kayles",
            {.statement = "In a similar fashion, we see that K_5 = *4, K_6 = *3, K_7 = *2, K_8 = *1, etc. In general, if the "
                          "value of K_i = *n, we say the Grundy number of K_i is n . Therefore, the Grundy numbers of the "
                          "positions K_i , i = 1, ..., 8, are 1, 2, 3, 1, 4, 3, 2, and 1, respectively.",
             .reading = "Rows of pins from the rules (knock down one pin or two adjacent), valued by the CGT engine as "
                        "canonical forms and, independently, by the mex rule; both must give *G(i). The finite table "
                        "K_0..K_8 is checked cell by cell (K_0..K_4 as computed above, K_5..K_8 as stated here)."}),
        [] {
            const std::vector<unsigned> claimed{0, 1, 2, 3, 1, 4, 3, 2, 1};
            // by hand: each row valued twice (CGT engine, mex rule), both must give the claim; grundyTable asks one oracle
            Property<int> p;
            p.domain = domains::table<int>(
                "rows K_0..K_8", {0, 1, 2, 3, 4, 5, 6, 7, 8}, [](const int& n) { return n; },
                [](const int& n) { return "K" + std::to_string(n); },
                [](std::string_view t) {
                    notation::Reader r(t, "K<n>");
                    r.expect("K");
                    const std::int64_t n = r.integer();
                    r.end();
                    if (n < 0 || n > 8) throw InputError("the table has rows K0..K8, not K" + std::to_string(n));
                    return static_cast<int>(n);
                });
            p.predicate = [claimed](const int& n) {
                Game g = snodgrass::kaylesRow(n);
                unsigned grundy = snodgrass::kaylesGrundy(n)[n];
                if (g == Game::nimber(claimed[n]) && grundy == claimed[n]) return Judgement::pass();
                return Judgement::fail("*" + std::to_string(claimed[n]),
                                       g.str() + " (mex rule: " + std::to_string(grundy) + ")");
            };
            return p;
        }()));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex1.4", "Chapter One, Kayles",
            {.statement = "In fact, R. K. Guy made the discovery that the values K_n repeat with period 12 after n greater "
                          "than or equal to 72",
             .reading = "G(n + 12) = G(n) for every n >= 72, Grundy numbers by the mex rule. Sizes are n; beyond the "
                        "bound, the octal-game periodicity theorem's finite check covers every n.",
             .bound = 2000}),
        [] {
            // by hand: compares G(n) with G(n + 12), with the octal periodicity certificate; no builder judges a period
            Property<std::int64_t> p;
            p.domain = domains::integers("n", 72);
            auto table = std::make_shared<std::vector<unsigned>>();
            auto reach = [table](std::int64_t n) {  // the Grundy numbers up to n + 12
                if (static_cast<std::int64_t>(table->size()) < saturatingAdd(n, 13)) *table = snodgrass::kaylesGrundy(saturatingAdd(n, 12));
            };
            p.prepare = reach;
            p.predicate = [table, reach](std::int64_t n) {
                reach(n);
                unsigned a = (*table)[n], b = (*table)[n + 12];
                if (a == b) return Judgement::pass();
                return Judgement::fail("G(n+12) = G(n)", "G(" + std::to_string(n) + ") = " + std::to_string(a) + ", G(" +
                                                           std::to_string(n + 12) + ") = " + std::to_string(b));
            };
            p.certificate = [] { return kaylesCertificate(72, 12); };
            return p;
        }()));
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.5", "Chapter One, Kayles",
            {.statement = "Left is facing the position K_3 + K_5 + K_6 + K_8 ... *3 + *4 + *3 + *1 = *5. Clearly, Left can "
                          "make a winning move by changing *4 to *1. This is readily accomplished by bowling in the row of "
                          "5 pins and toppling the pin on either end.",
             .reading = "The sum is *5, and toppling an end pin of the row of 5 (leaving K_4 = *) gives value 0."}),
        workedExample("K3 + K5 + K6 + K8", "the example", [] {
            using snodgrass::kaylesRow;
            Game g = kaylesRow(3) + kaylesRow(5) + kaylesRow(6) + kaylesRow(8);
            if (g != Game::nimber(5)) return Judgement::fail("*5", g.str());
            Game after = kaylesRow(3) + kaylesRow(4) + kaylesRow(6) + kaylesRow(8);
            if (after != Game()) return Judgement::fail("K3 + K4 + K6 + K8 = 0", after.str());
            return Judgement::pass();
        })));

    // ---- Domineering ----
    const std::vector<BoardCell> boards{
        {"#/#", "1", "{0 | } = 1 (a vertical domino)"},
        {"#/#/#", "1", "{0 | } = 1 (the picture may be a column of 3)"},
        {"##", "-1", "{ | 0} = -1"},
        {"###", "-1", "{ | 0} = -1 (the picture may be a row of 3)"},
        {"#/#/#/#", "2", "{1, 0 | } = {1 | } = 2"},
        {"##/#.", "*", "{0 | 0} = *"},
        {"##/##", "±1", "{1 | -1} = ±1"},
        {"##/#./#.", "1/2", "{0, -1 | 1} = {0 | 1} = 1/2"},
        {"##./.##", "{0|-1}", "{0 | -1}"},
    };
    // by hand: a failure quotes the equation as the thesis writes it, which valueTable would print as a canonical form
    Property<BoardCell> dom;
    dom.domain = listed<BoardCell>(
        "the small boards of Chapter One", boards, [](const BoardCell& c) { return static_cast<std::int64_t>(c.board.size()); },
        [](const BoardCell& c) { return c.board; });
    dom.predicate = [](const BoardCell& c) {
        Game g = snodgrass::domineering(snodgrass::parseDomineeringBoard(c.board));
        if (g == Game::parse(c.claimed)) return Judgement::pass();
        return Judgement::fail(c.claimed + " (as written: " + c.pictured + ")", g.str());
    };
    registry.add(claim<BoardCell>(
        papers::snodgrass1979.info("ex1.6", "Chapter One, Domineering",
            {.statement = "[small boards] = {0|} = 1; = {|0} = -1; = {1, 0|} = {1|} = 2; = {0|0} = *; = {1|-1} = ±1; = "
                          "{0, -1|1} = {0|1} = 1/2; = {0|-1}",
             .reading = "The pictures are lost in the source text; each board is reconstructed from the options the thesis "
                        "lists (Left plays vertically): a domino column and row (2 and 3 squares), a column of 4, the "
                        "L-tromino ##/#., the 2x2 square, the L-tetromino ##/#./#. and the S-tetromino ##./.##. Boards "
                        "are rows top to bottom, '#' a square, '.' none.",
             .paraphrase = "the boards are pictures, lost in the bundled text; the statement names them [small boards] and "
                           "joins the seven displayed equations with ';'"}),
        dom));
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.7", "Chapter One, Domineering",
            {.statement = "= {1|-1} + 1/2 + (-1) + 2 + {0|0} + {0|-1} = {1|-1} + {0|0} + {0|-1} + 3/2 ... So, even if "
                          "Right starts, Left has a winning strategy.",
             .reading = "Both sums are equal, and the sum is positive (outcome L: Left wins whoever starts)."}),
        workedExample("the Domineering sum", "the example", [] {
            Game a = Game::parse("{1|-1} + 1/2 + (-1) + 2 + {0|0} + {0|-1}");
            Game b = Game::parse("{1|-1} + {0|0} + {0|-1} + 3/2");
            if (a != b) return Judgement::fail(a.str() + " = " + b.str(), "they differ");
            if (a.outcome() != Outcome::L) return Judgement::fail("L", std::string(name(a.outcome())));
            return Judgement::pass();
        })));

    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.8", "Chapter One, Domineering",
            {.statement = "If Left starts, we have the following sequence of moves, assuming intelligent play: (L) {0|0} + "
                          "{0|-1} + 5/2 (R) {0|0} + 3/2 (L) 3/2 ... If Right begins, we have: (R) {0|0} + {0|-1} + 1/2 (L) "
                          "{0|0} + 1/2 (R) 1/2",
             .reading = "Starting from the components {1|-1}, {0|0}, {0|-1}, 3/2, each line must be reached by the named "
                        "player moving in one component to one of its options (the numbers summed as the thesis does), "
                        "and the last line must be positive."}),
        workedExample("the two lines of play", "the example", [] {
            for (const auto& play : domineeringPlays()) {
                std::vector<Game> comps = domineeringComponents();
                Game total;
                for (const PlayedLine& line : play) {
                    Game target = Game::parse(line.value);
                    auto moves = movesInSum(comps, line.left);
                    auto reached = std::find_if(moves.begin(), moves.end(),
                                                [&](const auto& m) { return m.first == target; });
                    if (reached == moves.end())
                        return Judgement::fail(std::string(line.left ? "(L) " : "(R) ") + line.value,
                                               "no single move reaches it");
                    std::tie(total, comps) = *reached;
                }
                if (!total.greater(Game())) return Judgement::fail("a positive end", total.str());
            }
            return Judgement::pass();
        })));
}

}  // namespace gameaudit::snodgrass1979
