// Snodgrass (1979), Introduction and Chapter One: the facts of Conway's theory the thesis
// states in passing (numbers, the simplest number, sums, the Sprague-Grundy theory, Nim's
// strategy), each checked on a range of cases by plain game-tree search or the CGT engine's
// own construction of canonical forms, never by the formula stated; and the remaining steps of
// the Kayles and Domineering examples.
#include <algorithm>
#include <array>
#include <bit>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "models/snodgrass/chapter_one.hpp"
#include "oracles/cgt/forms.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::theory_claims {
namespace {

using cgt::Dyadic;
using cgt::Form;
using cgt::FormPool;
using cgt::Game;

// A Nim heap as a tree: {heaps 0..n-1 | the same}, built from the rules.
// A pool of forms with Nim heaps built once each, heap n from heaps 0..n-1.
struct Nim {
    FormPool pool;
    std::vector<FormPool::Node> heaps;
    FormPool::Node heap(unsigned n) {
        while (heaps.size() <= n) {
            std::vector<FormPool::Node> opts(heaps.begin(), heaps.end());
            heaps.push_back(pool.add(opts, opts));
        }
        return heaps[n];
    }
};

// ---- Impartial forms: every option set is the same for both players ----

// The impartial forms of birthday <= 3 (16 of them), in order of birthday.
const std::vector<Form>& impartialUpTo3() {
    static const std::vector<Form> forms = [] {
        std::vector<Form> upTo1{Form{}, Form{{Form{}}, {Form{}}}};
        std::vector<Form> upTo2;
        for (unsigned mask = 0; mask < 4; ++mask) {
            Form f;
            for (unsigned i = 0; i < 2; ++i)
                if (mask >> i & 1) f.left.push_back(upTo1[i]), f.right.push_back(upTo1[i]);
            upTo2.push_back(f);
        }
        std::vector<Form> upTo3;
        for (unsigned mask = 0; mask < 16; ++mask) {
            Form f;
            for (unsigned i = 0; i < 4; ++i)
                if (mask >> i & 1) f.left.push_back(upTo2[i]), f.right.push_back(upTo2[i]);
            upTo3.push_back(f);
        }
        std::stable_sort(upTo3.begin(), upTo3.end(),
                         [](const Form& a, const Form& b) { return cgt::birthday(a) < cgt::birthday(b); });
        return upTo3;
    }();
    return forms;
}

Form impartialFromMask(unsigned mask) {  // a form of birthday <= 4: a set of the 16 forms above
    Form f;
    for (unsigned i = 0; i < 16; ++i)
        if (mask >> i & 1) f.left.push_back(impartialUpTo3()[i]), f.right.push_back(impartialUpTo3()[i]);
    return f;
}

Domain<Form> impartialForms() {
    Domain<Form> d;
    d.description = "impartial game forms (both players have the same options, all the way down), sized by birthday";
    d.size = [](const Form& f) { return cgt::birthday(f); };
    d.contains = [](const Form& f) {
        std::function<bool(const Form&)> impartial = [&](const Form& g) {
            if (g.left != g.right) return false;
            return std::all_of(g.left.begin(), g.left.end(), impartial);
        };
        return impartial(f);
    };
    d.enumerate = [](std::int64_t bound, const Visitor<Form>& visit) {
        if (bound > 3) throw InputError("impartial forms are listed exhaustively only up to birthday 3 (16 forms)");
        for (const Form& f : impartialUpTo3())
            if (cgt::birthday(f) <= bound && !visit(f)) return;
    };
    d.random = [](std::int64_t, std::int64_t) {
        return rc::gen::map(rc::gen::inRange<unsigned>(0, 1u << 16), impartialFromMask);
    };
    d.show = [](const Form& f) { return cgt::show(f); };
    d.parse = [](std::string_view t) { return cgt::parseForm(t); };
    d.largestAdmitted = 4;  // the random forms are sets of the 16 of birthday <= 3
    return d;
}

// ---- Pairs of forms, for the value of a sum ----

using FormPair = std::pair<Form, Form>;
Domain<FormPair> formPairs() {
    Domain<FormPair> d;
    d.description = "pairs of game forms (trees), sized by the larger birthday";
    d.size = [](const FormPair& p) { return std::max(cgt::birthday(p.first), cgt::birthday(p.second)); };
    d.contains = [](const FormPair&) { return true; };
    d.enumerate = [](std::int64_t bound, const Visitor<FormPair>& visit) {
        if (bound > 1) throw InputError("pairs of forms are listed exhaustively only up to birthday 1 (16 pairs)");
        std::vector<Form> forms;
        for (int day = 0; day <= bound; ++day)
            for (const Form& f : cgt::formsBornOn(day)) forms.push_back(f);
        for (const Form& a : forms)
            for (const Form& b : forms)
                if (!visit({a, b})) return;
    };
    d.random = [](std::int64_t lo, std::int64_t hi) {
        return rc::gen::pair(cgt::genForm(static_cast<int>(lo), static_cast<int>(hi), 3),
                             cgt::genForm(0, static_cast<int>(hi), 3));
    };
    d.show = [](const FormPair& p) { return cgt::show(p.first) + " + " + cgt::show(p.second); };
    d.parse = [](std::string_view t) {
        std::string s(t);
        int depth = 0;
        for (std::size_t i = 0; i < s.size(); ++i) {
            if (s[i] == '{') ++depth;
            if (s[i] == '}') --depth;
            if (s[i] == '+' && depth == 0) return FormPair{cgt::parseForm(s.substr(0, i)), cgt::parseForm(s.substr(i + 1))};
        }
        throw InputError("write a pair of forms as 'G + H'");
    };
    return d;
}

// ---- The simplest number between two numbers ----

struct Bounds {
    std::optional<Dyadic> lo, hi;  // {lo | hi}; none: that side is empty
    bool operator==(const Bounds& o) const { return lo == o.lo && hi == o.hi; }
};
std::string showBounds(const Bounds& b) {
    return "{" + (b.lo ? Game::number(*b.lo).str() : "") + " | " + (b.hi ? Game::number(*b.hi).str() : "") + "}";
}

// The simplest number strictly between lo and hi, by the rule the thesis states: the first
// one "created" -- the integer nearest 0 if there is one, else the dyadic of least denominator.
Dyadic simplestBetween(const std::optional<Dyadic>& lo, const std::optional<Dyadic>& hi) {
    auto inside = [&](const Dyadic& x) { return (!lo || *lo < x) && (!hi || x < *hi); };
    for (long long k = 0; k < 64; ++k)  // integers by birthday: 0, 1, -1, 2, -2, ...
        for (long long x : {k, -k})
            if (inside(Dyadic(x))) return Dyadic(x);
    for (unsigned e = 1;; ++e)
        for (long long m = -(1LL << (e + 3)); m <= (1LL << (e + 3)); ++m)
            if (m % 2 != 0 && inside(Dyadic(m, e))) return Dyadic(m, e);
}

// ---- Domineering's hottest-region rule ----

struct Switches {
    std::vector<std::pair<int, int>> regions;  // {x | y} with x >= y
    bool operator==(const Switches& o) const { return regions == o.regions; }
};
std::string showSwitches(const Switches& s) {
    std::string t;
    for (auto [x, y] : s.regions) t += (t.empty() ? "" : " + ") + ("{" + std::to_string(x) + "|" + std::to_string(y) + "}");
    return t;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // ---- Introduction: 1, -1 and * ----
    registry.add(claim<int>(
        papers::snodgrass1979.info("rem0.2", "Introduction, the games born on day 1",
            {.statement = "Since {0| } gives Left an advantage of one move over Right, we define {0| } = 1. ... Finally, in "
                          "{0|0} it is clear that the advantage goes to the first player. Therefore, {0|0} is a fuzzy game "
                          "which is given the special name {0|0} = *. Notice that 1 and -1 are numbers and * is not.",
             .reading = "The forms {0|}, {|0} and {0|0}, judged by plain game-tree search: {0|} is won by Left whoever "
                        "starts (outcome L), {|0} by Right (R), {0|0} by the first player (N, fuzzy); and, by the CGT "
                        "engine's canonical forms, {0|} and {|0} are numbers (1 and -1) while {0|0} is not.",
             .paraphrase = "joins the sentences on {0|}, {0|0} and numbers of the paragraph, the definitions elided"}),
        workedExample("{0|}, {|0}, {0|0}", "{0|}, {|0}, {0|0}", [] {
            FormPool pool;
            FormPool::Node zero = pool.add({}, {}), one = pool.add({zero}, {}), minus = pool.add({}, {zero}),
                           star = pool.add({zero}, {zero});
            struct Case {
                FormPool::Node g;
                Outcome o;
                bool number;
                const char* name;
            };
            for (Case c : {Case{one, Outcome::L, true, "{0|}"}, Case{minus, Outcome::R, true, "{|0}"},
                           Case{star, Outcome::N, false, "{0|0}"}}) {
                if (pool.outcome(c.g, zero) != c.o)
                    return Judgement::fail(std::string(c.name) + " has outcome " + std::string(name(c.o)),
                                           std::string(name(pool.outcome(c.g, zero))));
                if (pool.canonical(c.g).isNumber() != c.number)
                    return Judgement::fail(std::string(c.name) + (c.number ? " is" : " is not") + " a number",
                                           pool.canonical(c.g).str());
            }
            return Judgement::pass();
        })));

    // ---- Introduction: the simplest number ----
    {
        std::vector<Bounds> cells;
        std::vector<Dyadic> grid;
        for (long long m = -16; m <= 16; ++m) grid.push_back(Dyadic(m, 3));  // -2..2 in steps of 1/8
        for (const Dyadic& x : grid) {
            cells.push_back({x, std::nullopt});
            cells.push_back({std::nullopt, x});
            for (const Dyadic& y : grid)
                if (x < y) cells.push_back({x, y});
        }
        cells.push_back({std::nullopt, std::nullopt});
        registry.add(claim<Bounds>(
            papers::snodgrass1979.info("thm0.2-numbers", "Introduction, the simplest number between the options [2, pp. 81-82]",
                {.statement = std::string(kSimplestNumber),
                 .reading = "Alternative reading, the options being numbers (Conway's simplicity theorem [2, pp. 81-82]): "
                            "instantiated on {x | y} for all numbers x < y in -2..2 in steps of 1/8, and on {x | }, { | y} "
                            "and { | }: the CGT engine's canonical form of the game built from these options is a number, "
                            "and it is the simplest number between them as the rule defines it (the first created: the "
                            "integer nearest 0 if one lies strictly between, else the number of least denominator), "
                            "computed apart from the engine."}),
            // by hand: builds {x | y} from two numbers, checked against the simplest-number rule computed apart; no game
            Property<Bounds>{listed<Bounds>(
                                 "games {x | y}, x < y numbers in -2..2 (steps of 1/8), and one-sided games", cells,
                                 [](const Bounds&) { return 0; }, showBounds),
                             [](const Bounds& b) {
                                 std::vector<Game> l, r;
                                 if (b.lo) l.push_back(Game::number(*b.lo));
                                 if (b.hi) r.push_back(Game::number(*b.hi));
                                 Game g = Game::of(l, r), want = Game::number(simplestBetween(b.lo, b.hi));
                                 if (!g.isNumber()) return Judgement::fail("a number", g.str());
                                 return g == want ? Judgement::pass() : Judgement::fail(want.str(), g.str());
                             }}));
    }

    // ---- Introduction: the value of a sum ----
    registry.add(claim<FormPair>(
        papers::snodgrass1979.info("thm0.3", "Introduction, the disjunctive sum [1, pg. 420]",
            {.statement = "The value assigned to a disjunctive sum of games is the sum of the values of the component games",
             .reading = "Over pairs of game forms G, H (trees): exhaustive to birthday 1 (16 pairs), then 1000 random pairs "
                        "of forms of birthday up to 3. The sum G + H is built as a form from the definition {G^L + H, G + "
                        "H^L | G^R + H, G + H^R}; its value (the CGT engine's canonical form of that tree) equals the "
                        "engine's sum of the values of G and H, and, by plain game-tree search, G + H - (G' + H') = 0 for "
                        "G', H' the canonical forms of G and H.",
             .bound = 1,
             .randomReach = 3,
             .cases = 1000}),
        // by hand: two constructions of a sum's value compared: a form from the definition, the engine's sum of values
        Property<FormPair>{formPairs(), [](const FormPair& p) {
                               FormPool pool;
                               FormPool::Node g = pool.add(p.first), h = pool.add(p.second), s = pool.sum(g, h);
                               Game vg = pool.canonical(g), vh = pool.canonical(h), vs = pool.canonical(s);
                               if (vs != vg + vh) return Judgement::fail(vg.str() + " + " + vh.str(), vs.str());
                               FormPool::Node t = pool.sum(pool.fromGame(vg), pool.fromGame(vh));
                               if (!pool.equal(s, t)) return Judgement::fail("G + H = G' + H'", "they differ (plain search)");
                               return Judgement::pass();
                           }}));

    // ---- Chapter One: the Sprague-Grundy theory's four assertions ----
    registry.add(claim<Form>(
        papers::snodgrass1979.info("thm1.1a", "Chapter One, the Sprague-Grundy theory, first assertion [1, pg. 427]",
            {.statement = "The Sprague-Grundy theory asserts that every impartial game with a finite number of positions has "
                          "one of the values *0, *1, *2, ... (that is, every impartial game is equivalent to a Nim heap of "
                          "some size)",
             .reading = "Over impartial game forms: all 16 of birthday <= 3, then 200 random ones of birthday <= 4 (sets of "
                        "those 16). Each equals, by plain game-tree search, a Nim heap *n (built from Nim's rules) for some "
                        "n no larger than its birthday.",
             .bound = 3}),
        // by hand: "equals some heap *n" by plain search of forms, an existential; the builders judge one claimed value
        Property<Form>{impartialForms(), [](const Form& f) {
                           Nim nim;
                           FormPool& pool = nim.pool;
                           FormPool::Node g = pool.add(f);
                           for (unsigned n = 0; n <= static_cast<unsigned>(cgt::birthday(f)); ++n)
                               if (pool.equal(g, nim.heap(n))) return Judgement::pass();
                           return Judgement::fail("some *n", pool.canonical(g).str());
                       }}));
    {
        std::vector<unsigned> masks;
        for (unsigned m = 0; m < 64; ++m) masks.push_back(m);
        auto showMask = [](const unsigned& m) {
            std::string t;
            for (unsigned i = 0; i < 6; ++i)
                if (m >> i & 1) t += (t.empty() ? "*" : ", *") + std::to_string(i);
            return "{" + t + "}";
        };
        registry.add(claim<unsigned>(
            papers::snodgrass1979.info("thm1.1b", "Chapter One, the Sprague-Grundy theory, second assertion (the mex rule)",
                {.statement = "{ *a, *b, *c, \\dots } = *m where m is the least number not appearing in a, b, c, \\dots (m is "
                              "called the mex or minimal excludent of a, b, c, \\dots )",
                 .reading = "For every set S of nim-heaps among *0..*5 (64 sets): the impartial game whose options (for "
                            "both players) are the heaps of S equals, by plain game-tree search, the heap *mex(S); heaps are "
                            "built from Nim's rules.",
                 .paraphrase = "the text's \\dots are written as in its source"}),
            // by hand: builds {S | S} from a set of heaps and compares it by plain search of forms with *mex(S)
            Property<unsigned>{listed<unsigned>("sets of heaps among *0..*5", masks,
                                                [](const unsigned& m) { return std::popcount(m); }, showMask),
                               [](const unsigned& m) {
                                   Nim nim;
                           FormPool& pool = nim.pool;
                                   std::vector<FormPool::Node> opts;
                                   for (unsigned i = 0; i < 6; ++i)
                                       if (m >> i & 1) opts.push_back(nim.heap(i));
                                   unsigned mex = 0;
                                   while (m >> mex & 1) ++mex;
                                   if (pool.equal(pool.add(opts, opts), nim.heap(mex))) return Judgement::pass();
                                   return Judgement::fail("*" + std::to_string(mex),
                                                          pool.canonical(pool.add(opts, opts)).str());
                               }}));
        std::vector<unsigned> powers;
        for (unsigned m = 1; m < 32; ++m) powers.push_back(m);
        auto showPowers = [](const unsigned& m) {
            std::string t;
            for (unsigned i = 0; i < 5; ++i)
                if (m >> i & 1) t += (t.empty() ? "*" : " + *") + std::to_string(1u << i);
            return t;
        };
        registry.add(claim<unsigned>(
            papers::snodgrass1979.info("thm1.1c", "Chapter One, the Sprague-Grundy theory, third assertion",
                {.statement = "*2^a + *2^b + *2^c + \\dots = *(2^a + 2^b + 2^c + \\dots) for a, b, c, \\dots distinct "
                              "numbers",
                 .reading = "For every set of distinct powers of two among 1, 2, 4, 8, 16 (31 sets): the sum of those heaps, "
                            "built as a form from the definition of the sum, equals by plain game-tree search the heap of "
                            "their total; heaps from Nim's rules.",
                 .paraphrase = "the text's \\dots are written as in its source"}),
            // by hand: a sum of heaps built as a form, compared by plain search with one heap; no game's positions
            Property<unsigned>{listed<unsigned>("sets of distinct powers of 2 up to 16", powers,
                                                [](const unsigned& m) { return std::popcount(m); }, showPowers),
                               [](const unsigned& m) {
                                   Nim nim;
                           FormPool& pool = nim.pool;
                                   FormPool::Node s = nim.heap(0);
                                   for (unsigned i = 0; i < 5; ++i)
                                       if (m >> i & 1) s = pool.sum(s, nim.heap(1u << i));
                                   if (pool.equal(s, nim.heap(m))) return Judgement::pass();
                                   return Judgement::fail("*" + std::to_string(m), pool.canonical(s).str());
                               }}));
    }
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("thm1.1d", "Chapter One, the Sprague-Grundy theory, fourth assertion",
            {.statement = "and *n + *n = 0",
             .reading = "For every n up to the bound: two heaps of n (from Nim's rules), summed as a form, equal 0 by plain "
                        "game-tree search (the second player wins).",
             .bound = 64,
             .cases = 0}),
        // by hand: *n + *n built as a form, compared with 0 by plain search of forms, not by the api's Grundy oracle
        Property<std::int64_t>{domains::integers("n", 0), [](std::int64_t n) {
                                   Nim nim;
                           FormPool& pool = nim.pool;
                                   FormPool::Node h = nim.heap(static_cast<unsigned>(n));
                                   if (pool.equal(pool.sum(h, h), nim.heap(0))) return Judgement::pass();
                                   return Judgement::fail("0", pool.canonical(pool.sum(h, h)).str());
                               }}));

    // ---- Chapter One: Nim ----
    using Heaps = std::array<int, 3>;
    std::vector<Heaps> triples;
    for (int a = 0; a < 8; ++a)
        for (int b = a; b < 8; ++b)
            for (int c = b; c < 8; ++c) triples.push_back({a, b, c});
    auto showHeaps = [](const Heaps& h) {
        return "heaps " + std::to_string(h[0]) + ", " + std::to_string(h[1]) + ", " + std::to_string(h[2]);
    };
    auto heapSize = [](const Heaps& h) { return static_cast<std::int64_t>(h[2]); };
    auto nimValue = [](Nim& nim, const Heaps& h) {
        return nim.pool.sum(nim.pool.sum(nim.heap(static_cast<unsigned>(h[0])), nim.heap(static_cast<unsigned>(h[1]))),
                        nim.heap(static_cast<unsigned>(h[2])));
    };
    registry.add(claim<Heaps>(
        papers::snodgrass1979.info("prop1.1", "Chapter One, adding Nim values",
            {.statement = "This entire process corresponds to writing each of the r numbers in binary notation and adding "
                          "them without \"carrying.\" The resulting number, *m say, is the value of the game of Nim.",
             .reading = "For every Nim position of three heaps of at most 7 beans (120 positions): the position, the sum of "
                        "its heaps built from Nim's rules, equals by plain game-tree search the heap *m with m the binary "
                        "sum without carrying (exclusive or) of the heap sizes."}),
        // by hand: the reading judges by plain search of forms against the xor, not by grundyValue's Grundy oracle
        Property<Heaps>{listed<Heaps>("Nim positions of three heaps <= 7", triples, heapSize, showHeaps),
                        [nimValue](const Heaps& h) {
                            Nim nim;
                           FormPool& pool = nim.pool;
                            unsigned m = static_cast<unsigned>(h[0] ^ h[1] ^ h[2]);
                            if (pool.equal(nimValue(nim, h), nim.heap(m))) return Judgement::pass();
                            return Judgement::fail("*" + std::to_string(m), pool.canonical(nimValue(nim, h)).str());
                        }}));
    registry.add(claim<Heaps>(
        papers::snodgrass1979.info("strat1.1", "Chapter One, Nim's winning move",
            {.statement = "Now, for Left to make a winning move on his turn, he merely calculates the Nim-sum of the heaps and "
                          "then adjusts one of the summands so that the resulting Nim-sum will be 0. Left then makes the "
                          "corresponding move in the heap whose value was the number he adjusted.",
             .reading = "For every Nim position of three heaps of at most 7 beans whose nim-sum s is not 0: some heap h can "
                        "be lowered to h xor s, and that move leaves a position of value 0 (a second-player win for the "
                        "mover), judged by plain game-tree search."}),
        // by hand: the move is the xor rule's, judged by plain search of forms; winningMove would ask the api's oracle
        Property<Heaps>{listed<Heaps>("Nim positions of three heaps <= 7 with a nonzero nim-sum",
                                      [&] {
                                          std::vector<Heaps> v;
                                          for (const Heaps& h : triples)
                                              if ((h[0] ^ h[1] ^ h[2]) != 0) v.push_back(h);
                                          return v;
                                      }(),
                                      heapSize, showHeaps),
                        [nimValue](const Heaps& h) {
                            int s = h[0] ^ h[1] ^ h[2];
                            Nim nim;
                           FormPool& pool = nim.pool;
                            for (int i = 0; i < 3; ++i)
                                if ((h[i] ^ s) < h[i]) {
                                    Heaps after = h;
                                    after[i] = h[i] ^ s;
                                    if (pool.equal(nimValue(nim, after), nim.heap(0))) return Judgement::pass();
                                    return Judgement::fail("heap " + std::to_string(h[i]) + " -> " +
                                                               std::to_string(after[i]) + " leaves 0",
                                                           pool.canonical(nimValue(nim, after)).str());
                                }
                            return Judgement::fail("a summand that can be adjusted", "none");
                        }}));
    registry.add(claim<Heaps>(
        papers::snodgrass1979.info("strat1.2", "Chapter One, Nim positions of nim-sum 0",
            {.statement = "If Left found the Nim-sum of a position to be 0, then his only recourse would be to so complicate "
                          "the position that Right would encounter difficulty in determining the correct move",
             .reading = "For every Nim position of three heaps of at most 7 beans with nim-sum 0: Left has no winning move, "
                        "i.e. every move leaves a position that is not 0 (plain game-tree search)."}),
        // by hand: tries every move by plain search of forms, as the reading says; pSet would ask the api's oracle
        Property<Heaps>{listed<Heaps>("Nim positions of three heaps <= 7 with nim-sum 0",
                                      [&] {
                                          std::vector<Heaps> v;
                                          for (const Heaps& h : triples)
                                              if ((h[0] ^ h[1] ^ h[2]) == 0) v.push_back(h);
                                          return v;
                                      }(),
                                      heapSize, showHeaps),
                        [nimValue](const Heaps& h) {
                            Nim nim;
                           FormPool& pool = nim.pool;
                            for (int i = 0; i < 3; ++i)
                                for (int k = 0; k < h[i]; ++k) {
                                    Heaps after = h;
                                    after[i] = k;
                                    if (pool.equal(nimValue(nim, after), nim.heap(0)))
                                        return Judgement::fail("no winning move",
                                                               "heap " + std::to_string(h[i]) + " -> " + std::to_string(k));
                                }
                            return Judgement::pass();
                        }}));
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.9", "Chapter One, the game of Nim with heaps 3, 4, 8 and 9",
            {.statement = "In binary notation, 3, 4, 8, and 9 are 11, 100, 1000, and 1001, respectively. Nim-adding the "
                          "numbers gives: ... 110",
             .reading = "The binary numerals of 3, 4, 8, 9 are as written, and their sum without carrying is 110."}),
        workedExample("3, 4, 8, 9", "3, 4, 8, 9", [] {
            auto binary = [](int x) {
                std::string s;
                for (; x; x /= 2) s = char('0' + x % 2) + s;
                return s;
            };
            const std::vector<std::pair<int, std::string>> written{{3, "11"}, {4, "100"}, {8, "1000"}, {9, "1001"}};
            for (auto [x, b] : written)
                if (binary(x) != b) return Judgement::fail(std::to_string(x) + " = " + b, binary(x));
            // Column by column, digits cancelling in pairs.
            std::string sum;
            for (int bit = 3; bit >= 0; --bit) {
                int ones = 0;
                for (auto [x, b] : written) ones += x >> bit & 1;
                sum += char('0' + ones % 2);
            }
            sum.erase(0, sum.find('1'));
            return sum == "110" ? Judgement::pass() : Judgement::fail("110", sum);
        })));

    // ---- Chapter One: Kayles K_0..K_4 as displayed ----
    struct KaylesLine {
        int n;
        std::vector<std::pair<int, int>> listed;  // the rows of each listed option, K_a + K_b
        const char* values;                        // the listed values
        unsigned claimed;                          // *claimed
        bool operator==(const KaylesLine& o) const { return n == o.n; }
    };
    const std::vector<KaylesLine> kayles{
        {0, {}, "", 0},
        {1, {{0, 0}}, "0", 1},
        {2, {{0, 0}, {0, 1}}, "0, *", 2},
        {3, {{0, 1}, {0, 2}, {1, 1}}, "*, *2, 0", 3},
        {4, {{0, 2}, {1, 1}, {0, 3}, {1, 2}}, "*2, 0, *3", 1},
    };
    for (bool impartial : {false, true}) {
        registry.add(claim<KaylesLine>(
            papers::snodgrass1979.info(std::string("ex1.3") + (impartial ? "-impartial" : ""), "Chapter One, Kayles",
                {.statement = "K_0 = {|} = *0 = 0 ... K_1 = {K_0|} = *1 = * ... K_2 = {K_0, K_1|} = {0, *|} = *2 ... K_3 = "
                              "{K_1, K_2, K_1 + K_1|} = {*, *2, 0|} = *3 ... K_4 = {K_2, K_1 + K_1, K_3, K_1 + K_2|} = {*2, 0, "
                              "*3|} = *1 = * where the values for K_2 , K_3 , and K_4 are found by applying the \"mex\" rule.",
                 .reading = std::string("Rows of pins from the rules (knock down one pin or two adjacent). For each line: "
                                        "the listed options are the rows' options (as sets of pairs K_a + K_b), the listed "
                                        "values are theirs (CGT engine), and ") +
                            (impartial ? "Alternative reading, the bar as Conway's impartial shorthand: {A|} stands for the "
                                         "impartial game {A|A} (both players have the options A); that game, built by the "
                                         "engine, is the nim-heap claimed."
                                       : "read literally, with the thesis's own notation of the Introduction ({0|} = 1): "
                                         "the game {A|} with the listed Left options A and no Right option, built by the "
                                         "engine, is the nim-heap claimed."),
                 .expect = impartial ? Expect{} : Expect::refutedAt("K1")}),
            // by hand: checks each line's listed options and values before the claimed heap; a line is not a position
            Property<KaylesLine>{
                listed<KaylesLine>("the displayed rows K_0..K_4", kayles,
                                   [](const KaylesLine& k) { return static_cast<std::int64_t>(k.n); },
                                   [](const KaylesLine& k) { return "K" + std::to_string(k.n); }),
                [impartial](const KaylesLine& k) {
                    std::set<std::pair<int, int>> listed(k.listed.begin(), k.listed.end()), rules;
                    for (auto [a, b] : snodgrass::kaylesMoves(k.n)) rules.insert({std::min(a, b), std::max(a, b)});
                    if (listed != rules) return Judgement::fail("the listed options are K" + std::to_string(k.n) + "'s",
                                                                "they differ");
                    std::vector<Game> opts;
                    std::set<cgt::GameId> values, written;
                    for (auto [a, b] : k.listed) {
                        Game v = snodgrass::kaylesRow(a) + snodgrass::kaylesRow(b);
                        opts.push_back(v);
                        values.insert(v.id());
                    }
                    if (*k.values) {
                        std::string s = k.values;
                        for (std::size_t start = 0;;) {
                            std::size_t comma = s.find(',', start);
                            written.insert(Game::parse(s.substr(start, comma == std::string::npos ? comma : comma - start)).id());
                            if (comma == std::string::npos) break;
                            start = comma + 1;
                        }
                    }
                    if (values != written) return Judgement::fail(std::string("the values {") + k.values + "}", "others");
                    Game g = Game::of(opts, impartial ? opts : std::vector<Game>{});
                    if (g == Game::nimber(k.claimed)) return Judgement::pass();
                    return Judgement::fail("*" + std::to_string(k.claimed), g.str(),
                                           impartial ? "" : "{A|} with no Right option is not impartial");
                }}));
    }

    // ---- Chapter One: {n|} = n + 1 and {|-n} = -(n + 1) ----
    for (bool left : {true, false})
        registry.add(claim<std::int64_t>(
            papers::snodgrass1979.info(std::string("rem1.") + (left ? "1" : "2"), "Chapter One, Domineering [1, pg. 420]",
                {.statement = left ? "Suppose now that for n = 0, 1, 2, \\dots , Left has a move to some position of value n "
                                     "and Right has no moves whatever. Then, Left has an advantage of n + 1 moves and we have "
                                     "{n} = n + 1"
                                   : "Similarly, if Right can move to a position of value -n for n = 0, 1, 2, \\dots , then "
                                     "{-n} = -(n + 1).",
                 .reading = left ? "For every n from 0 to the bound: the game {n | } (Left's only option the integer n, "
                                   "Right none), built by the CGT engine from its options, is the integer n + 1."
                                 : "For every n from 0 to the bound: the game { | -n}, built by the CGT engine from its "
                                   "options, is the integer -(n + 1).",
                 .paraphrase = "the text's {n} and {-n} are {n|} and {|-n} with the bar lost in conversion; its \\dots as "
                               "in its source",
                 .bound = 200,
                 .cases = 50}),
            // by hand: the game {n | } is built from a value, not a position of a game the api could solve
            Property<std::int64_t>{domains::integers("n", 0), [left](std::int64_t n) {
                                       Game g = left ? Game::of({Game::integer(n)}, {}) : Game::of({}, {Game::integer(-n)});
                                       Game want = Game::integer(left ? n + 1 : -(n + 1));
                                       return g == want ? Judgement::pass() : Judgement::fail(want.str(), g.str());
                                   }}));

    // ---- Chapter One: the Domineering position without moves ----
    {
        std::vector<std::string> boards;
        for (unsigned mask = 1; mask < 512; ++mask) {
            std::string b;
            for (int r = 0; r < 3; ++r) {
                if (r) b += '/';
                for (int c = 0; c < 3; ++c) b += (mask >> (3 * r + c) & 1) ? '#' : '.';
            }
            snodgrass::DomineeringBoard board = snodgrass::parseDomineeringBoard(b);
            if (snodgrass::domineeringOptions(board, true).empty() && snodgrass::domineeringOptions(board, false).empty())
                boards.push_back(b);
        }
        registry.add(claim<std::string>(
            papers::snodgrass1979.info("ex1.12", "Chapter One, Domineering",
                {.statement = "The Domineering position in which neither player has a legal move, \\square , has of course "
                              "value 0.",
                 .reading = "Every Domineering board within a 3x3 square on which neither player can place a domino (a "
                            "single square and every scattered pattern) has value 0, by the CGT engine from the model's moves.",
                 .paraphrase = "the text's \\square is its picture of a single square"}),
            // by hand: valued by the model's domineering(); the api has no Domineering PartizanGame for canonicalValue
            Property<std::string>{listed<std::string>("3x3 boards without a legal move", boards,
                                                      [](const std::string& b) {
                                                          return static_cast<std::int64_t>(std::count(b.begin(), b.end(), '#'));
                                                      },
                                                      [](const std::string& b) { return b; }),
                                  [](const std::string& b) {
                                      Game g = snodgrass::domineering(snodgrass::parseDomineeringBoard(b));
                                      return g == Game() ? Judgement::pass() : Judgement::fail("0", g.str());
                                  }}));
    }


    // ---- Chapter One: the equations written after the Domineering pictures ----
    {
        struct Eq {
            const char* written;  // the chain of forms, '=' between them
            bool operator==(const Eq& o) const { return std::string(written) == o.written; }
        };
        const std::vector<Eq> eqs{{"{0|} = 1"},          {"{|0} = -1"},          {"{1, 0|} = {1|} = 2"},
                                  {"{0|0} = *"},         {"{1|-1} = ±1"},        {"{0, -1|1} = {0|1} = 1/2"}};
        registry.add(claim<Eq>(
            papers::snodgrass1979.info("ex1.13", "Chapter One, Domineering",
                {.statement = "= { 0 | } = 1 ... = { | 0 } = -1 ... = { 1, 0 \\mid } = { 1 \\mid } = 2 since 0 is a dominated "
                              "option. ... = { 0 | 0 } = * ... = { 1 | -1 } = \\pm 1 ... = { 0, -1 \\mid 1 } = { 0 \\mid 1 } = "
                              "1/2",
                 .reading = "The equations written after the (lost) pictures, each chain of forms built by the CGT engine from "
                            "its options: every member of a chain has the same value (0 is dominated in {1, 0|}, -1 in "
                            "{0, -1|1}), the last one named as the thesis names it.",
                 .paraphrase = "the pictures and their option pictures are left out; the displayed chains of forms are "
                               "quoted, joined by '...'"}),
            // by hand: a case is a chain of forms "a = b = c" whose members must be equal, not a position
            Property<Eq>{listed<Eq>("the six chains of forms", eqs, [](const Eq&) { return 0; },
                                    [](const Eq& e) { return std::string(e.written); }),
                         [](const Eq& e) {
                             std::string s = e.written;
                             std::vector<Game> chain;
                             for (std::size_t start = 0;;) {
                                 std::size_t eq = s.find(" = ", start);
                                 chain.push_back(Game::parse(s.substr(start, eq == std::string::npos ? eq : eq - start)));
                                 if (eq == std::string::npos) break;
                                 start = eq + 3;
                             }
                             for (const Game& g : chain)
                                 if (g != chain.back()) return Judgement::fail(e.written, g.str() + " against " + chain.back().str());
                             return Judgement::pass();
                         }}));
    }

    // ---- Chapter One: the hottest region first ----
    {
        std::vector<std::pair<int, int>> kinds;
        for (int x = -2; x <= 2; ++x)
            for (int y = -2; y <= x; ++y) kinds.push_back({x, y});
        std::vector<Switches> cells;
        for (std::size_t i = 0; i < kinds.size(); ++i)
            for (std::size_t j = i; j < kinds.size(); ++j) {
                cells.push_back({{kinds[i], kinds[j]}});
                for (std::size_t k = j; k < kinds.size(); ++k) cells.push_back({{kinds[i], kinds[j], kinds[k]}});
            }
        registry.add(claim<Switches>(
            papers::snodgrass1979.info("strat1.3", "Chapter One, Domineering [2, pg. 424]",
                {.statement = "In regions with values {x|y} with x greater than or equal to y (i.e.-fuzzy regions), the "
                              "player whose turn it is to move should move in the region with the largest value for x - y",
                 .reading = "Instantiated on sums of two or three regions {x|y}, x >= y integers in -2..2 (800 sums): for "
                            "either player to move, a move in a region of largest x - y (to x for Left, y for Right) is at "
                            "least as good as every other move of his (its result is >= every other Left result, <= every "
                            "other Right result), by the CGT engine."}),
            // by hand: judges a rule for choosing a move (hottest region first) against every other move of a sum
            Property<Switches>{listed<Switches>("sums of 2 or 3 regions {x|y}, x >= y in -2..2", cells,
                                                [](const Switches& s) { return static_cast<std::int64_t>(s.regions.size()); },
                                                showSwitches),
                               [](const Switches& s) {
                                   std::vector<Game> parts;
                                   for (auto [x, y] : s.regions)
                                       parts.push_back(Game::of({Game::integer(x)}, {Game::integer(y)}));
                                   auto total = [&](std::size_t i, int to) {
                                       Game t = Game::integer(to);
                                       for (std::size_t j = 0; j < parts.size(); ++j)
                                           if (j != i) t += parts[j];
                                       return t;
                                   };
                                   int hottest = -100;
                                   for (auto [x, y] : s.regions) hottest = std::max(hottest, x - y);
                                   for (bool left : {true, false})
                                       for (std::size_t i = 0; i < parts.size(); ++i) {
                                           auto [x, y] = s.regions[i];
                                           if (x - y != hottest) continue;
                                           Game best = total(i, left ? x : y);
                                           for (std::size_t j = 0; j < parts.size(); ++j) {
                                               Game other = total(j, left ? s.regions[j].first : s.regions[j].second);
                                               if (left ? !best.geq(other) : !best.leq(other))
                                                   return Judgement::fail(
                                                       std::string(left ? "Left" : "Right") + "'s move in {" +
                                                           std::to_string(x) + "|" + std::to_string(y) + "} is best",
                                                       "it gives " + best.str() + ", the move in region " +
                                                           std::to_string(j + 1) + " " + other.str());
                                           }
                                       }
                                   return Judgement::pass();
                               }}));
    }

    // ---- Chapter One: the lines of play are intelligent ----
    registry.add(claim<int>(
        papers::snodgrass1979.info("ex1.11", "Chapter One, Domineering",
            {.statement = "If Left starts, we have the following sequence of moves, assuming intelligent play:",
             .reading = "Each move of the two lines of play shown (from {1|-1} + {0|0} + {0|-1} + 3/2, Left starting and "
                        "Right starting) is a best move for its player: its result is >= (for Left) or <= (for Right) the "
                        "result of every other move he has there, by the CGT engine."}),
        workedExample("the two lines of play", "the two lines of play", [] {
            for (const auto& play : domineeringPlays()) {
                std::vector<Game> comps = domineeringComponents();
                for (const PlayedLine& line : play) {
                    Game target = Game::parse(line.value);
                    auto results = movesInSum(comps, line.left);
                    auto chosen = std::find_if(results.begin(), results.end(),
                                               [&](const auto& r) { return r.first == target; });
                    if (chosen == results.end())
                        return Judgement::fail(std::string(line.value) + " is reached", "it is not");
                    for (const auto& r : results)
                        if (line.left ? !target.geq(r.first) : !target.leq(r.first))
                            return Judgement::fail(std::string(line.left ? "(L) " : "(R) ") + line.value +
                                                       " is a best move",
                                                   "the move to " + r.first.str() + " is not worse");
                    comps = chosen->second;
                }
            }
            return Judgement::pass();
        })));
}

}  // namespace gameaudit::snodgrass1979::theory_claims
