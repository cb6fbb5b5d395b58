// Mullen (2016), §2.2: Maximum NIM, the "strictly less than half" Grundy sequence and
// Theorem 2.2 (fractal sequences = Grundy sequences of weakly increasing rule sequences).
#include <algorithm>
#include <set>

#include "models/mullen/max_nim.hpp"
#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using Sequence = std::vector<std::int64_t>;

std::string showSequence(const Sequence& s) {
    std::string out = "(";
    for (std::size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
    return out + ")";
}

// The finite form of "fractal" (§2.2): first instances appear as 0, 1, 2, ... in order, and
// removing them leaves a prefix of the sequence itself. Returns "" or what fails.
std::string fractalDefect(const Sequence& g) {
    std::int64_t next = 0;
    Sequence rest;
    for (std::int64_t v : g) {
        if (v < 0) return "value " + std::to_string(v) + " is negative, which no Grundy value is";
        if (v == next) {
            ++next;
        } else if (v > next) {
            return "value " + std::to_string(v) + " appears before " + std::to_string(next);
        } else {
            rest.push_back(v);
        }
    }
    for (std::size_t i = 0; i < rest.size(); ++i)
        if (rest[i] != g[i])
            return "removing first instances leaves " + showSequence(rest) + ", which differs from the sequence at entry " +
                   std::to_string(i);
    return "";
}

// What removing the first instance of each positive value (the printed boldface) leaves, if not a
// prefix of g itself; "" when it is.
std::string boldfaceRemovedDefect(const Sequence& g) {
    std::set<std::int64_t> seen;
    Sequence rest;
    for (std::int64_t v : g)
        if (v <= 0 || !seen.insert(v).second) rest.push_back(v);
    for (std::size_t i = 0; i < rest.size(); ++i)
        if (rest[i] != g[i])
            return "removing the first instance of each positive value leaves " + showSequence(rest) +
                   ", which differs from the sequence at entry " + std::to_string(i);
    return "";
}

Sequence grundyOf(const games::Rule& f, std::int64_t upTo) {
    auto g = games::maxNimGrundy(f, upTo);
    return Sequence(g.begin(), g.end());
}
// The Grundy prefix g_0..g_L of Maximum NIM under the rule prefix f(1..L).
Sequence grundyOfPrefix(const Sequence& rule) {
    return grundyOf([rule](std::int64_t n) { return n >= 1 ? rule[n - 1] : 0; }, static_cast<std::int64_t>(rule.size()));
}

// Every sequence of its kind of length 1..bound, by length: `extend` lists the next entries.
Domain<Sequence> sequences(const std::string& description, std::function<Sequence(const Sequence&)> extend,
                           std::function<bool(const Sequence&)> valid) {
    Domain<Sequence> d;
    d.description = description;
    d.size = [](const Sequence& s) { return static_cast<std::int64_t>(s.size()); };
    d.contains = valid;
    d.enumerate = [extend](std::int64_t bound, const Visitor<Sequence>& visit) {
        std::vector<Sequence> level{{}};
        for (std::int64_t len = 1; len <= bound; ++len) {
            std::vector<Sequence> longer;
            for (const Sequence& s : level)
                for (std::int64_t v : extend(s)) {
                    Sequence t = s;
                    t.push_back(v);
                    if (!visit(t)) return;
                    longer.push_back(std::move(t));
                }
            level = std::move(longer);
        }
    };
    d.random = [extend](std::int64_t lo, std::int64_t hi) {
        return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(lo, hi + 1), [extend](std::int64_t len) {
            return rc::gen::map(rc::gen::container<std::vector<std::size_t>>(static_cast<std::size_t>(len),
                                                                              rc::gen::inRange<std::size_t>(0, 1000)),
                                [extend](const std::vector<std::size_t>& picks) {
                                    Sequence s;
                                    for (std::size_t pick : picks) {
                                        Sequence next = extend(s);
                                        s.push_back(next[pick % next.size()]);
                                    }
                                    return s;
                                });
        });
    };
    d.show = showSequence;
    d.parse = [](std::string_view text) {
        notation::Reader r(text, "(f1,f2,...)");
        auto v = r.integers("(", ")");
        r.end();
        return Sequence(v.begin(), v.end());
    };
    return d;
}

// Rule sequences (f(1), ..., f(L)), weakly increasing, 0 <= f(n) <= n.
Sequence nextRules(const Sequence& f) {
    Sequence out;
    const std::int64_t n = static_cast<std::int64_t>(f.size()) + 1;
    for (std::int64_t v = f.empty() ? 0 : f.back(); v <= n; ++v) out.push_back(v);
    return out;
}
bool isRuleSequence(const Sequence& f) {
    for (std::size_t i = 0; i < f.size(); ++i)
        if (f[i] < 0 || f[i] > static_cast<std::int64_t>(i + 1) || (i && f[i] < f[i - 1])) return false;
    return true;
}

// Fractal prefixes (g_0, ..., g_L): each next entry is a new value or the next remaining one.
Sequence nextFractal(const Sequence& g) {
    std::int64_t fresh = 0;
    std::size_t repeats = 0;
    for (std::int64_t v : g) {
        if (v == fresh) ++fresh;
        else ++repeats;
    }
    Sequence out{fresh};
    if (repeats < g.size()) out.push_back(g[repeats]);
    return out;
}

// The least weakly increasing rule prefix whose Grundy prefix is g, if any: the mex over the
// window g(n-1..n-f) grows with f, so the valid f(n) form an interval; the least valid value
// >= f(n-1) leaves the most room later, so a greedy choice decides existence.
std::optional<Sequence> ruleFor(const Sequence& g) {
    Sequence f;
    std::int64_t low = 0;
    for (std::size_t n = 1; n < g.size(); ++n) {
        std::optional<std::int64_t> chosen;
        for (std::int64_t k = low; k <= static_cast<std::int64_t>(n) && !chosen; ++k) {
            std::vector<unsigned> window;
            for (std::int64_t j = 1; j <= k; ++j) window.push_back(static_cast<unsigned>(g[n - j]));
            if (static_cast<std::int64_t>(mex(window)) == g[n]) chosen = k;
        }
        if (!chosen) return std::nullopt;
        f.push_back(*chosen);
        low = *chosen;
    }
    return f;
}

const std::vector<std::int64_t> printedSequence{0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8, 4, 9, 2, 10};

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // Maximum NIM under "strictly less than half", a stack written as its size.
    const ImpartialGame<std::int64_t> lessThanHalf{"less than half", domains::integers("n", 0), [](std::int64_t n) {
                                                       return games::maxNimOptions(games::lessThanHalf, n);
                                                   }};
    {
        std::vector<std::pair<std::int64_t, std::int64_t>> cells;
        for (std::size_t i = 0; i < printedSequence.size(); ++i)
            cells.push_back({static_cast<std::int64_t>(i) + 1, printedSequence[i]});
        registry.add(claim<std::int64_t>(
            papers::mullen2016.info("ex2.3", "§2.2, the Grundy sequence of 'strictly less than half'",
                {.statement = "Using this ruleset, we now look at the sequence of nim values starting with a stack size "
                              "of n = 1: 0, 0, 1, 0, 2, 1, 3, 0, 4, 2, 5, 1, 6, 3, 7, 0, 8, 4, 9, 2, 10, …",
                 .reading = "Maximum NIM where from n chips a player removes k, 1 <= k < n/2; each printed value is "
                            "the Grundy value G(n), n = 1..21."}),
            grundyTable(lessThanHalf, "the printed sequence, n = 1..21", cells)));
    }
    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("ex2.3b", "§2.2, Levine's result on 'strictly less than half'",
            {.statement = "One interesting result in particular shows that if players are restricted to removing "
                          "strictly less than half of the stack size, then the only games on a single stack that "
                          "are in P are those of size 2^n for some n.",
             .reading = "For every stack n >= 1 (1 <= k < n/2 chips removed): n is P iff n is a power of 2 "
                        "(2^0 = 1 included). Stack 0 is left out: it is P and not of the form 2^n.",
             .bound = 4096,
             .randomReach = 1.5,
             .cases = 50}),
        pSet(lessThanHalf, domains::integers("n", 1), [](std::int64_t n) { return (n & (n - 1)) == 0; })));
    {
        // by hand: judges a prefix of the Grundy sequence as a whole, not one position's value
        auto prefixes = [](std::function<std::string(const Sequence&)> defectOf, std::string claimed, std::string found) {
            Property<std::int64_t> p;
            p.domain = domains::integers("length", 1);
            auto cache = std::make_shared<Sequence>();
            p.prepare = [cache](std::int64_t n) { *cache = grundyOf(games::lessThanHalf, n); };
            p.predicate = [cache, defectOf, claimed, found](std::int64_t len) {
                Sequence g(cache->begin() + 1, cache->begin() + 1 + len);  // from n = 1, as printed
                std::string defect = defectOf(g);
                if (defect.empty()) return Judgement::pass();
                return Judgement::fail(claimed, found, defect + " in G(1.." + std::to_string(len) + ")");
            };
            return p;
        };
        const std::string statement = "Note how the sequence remains when the boldface sequence of increasing integers is "
                                      "removed. 0, 0, 1, 0, 2, 1, 3, 0, 4, 2, …";
        registry.add(claim<std::int64_t>(
            papers::mullen2016.info("ex2.3c", "§2.2, after the printed sequence",
                {.statement = statement,
                 .reading = "Literal: in the printed sequence the boldface entries are the first instances of 1, 2, 3, … "
                            "(no 0 is bold). For every prefix G(1..L) of the 'less than half' Grundy sequence, removing "
                            "the first instance of each positive value leaves a prefix of the sequence itself.",
                 .bound = 3000,
                 .randomReach = 1.2,
                 .cases = 10,
                 .expect = Expect::refutedAt("length=4")}),
            prefixes(boldfaceRemovedDefect, "the sequence remains", "another sequence remains")));
        registry.add(claim<std::int64_t>(
            papers::mullen2016.info("ex2.3c-first-instances", "§2.2, after the printed sequence",
                {.statement = statement,
                 .reading = "Alternative reading, §2.2's definition of a fractal sequence (removing the first instance of "
                            "each integer), as the printed remainder 0, 0, 1, 0, 2, … shows: for every prefix G(1..L) of "
                            "the 'less than half' Grundy sequence, the first instances (the boldface 1, 2, 3, … and the "
                            "first 0) appear in increasing order and removing them leaves a prefix of the sequence itself.",
                 .bound = 3000,
                 .randomReach = 1.2,
                 .cases = 10}),
            prefixes(fractalDefect, "fractal", "not fractal")));
    }
    const char* statement22 = "Let (g_n)_{n≥0} be an infinitive sequence. The following are equivalent: (i) g is a "
                              "fractal sequence; (ii) g is the Grundy sequence for Maximum Nim for some weakly "
                              "increasing rule sequence f.";
    {
        // by hand: one rule sequence's Grundy values against the definition of a fractal sequence
        Property<Sequence> p;
        p.domain = sequences("the rule f(n) = n (ordinary NIM), its prefixes (1, 2, …, L)",
                             [](const Sequence& f) { return Sequence{static_cast<std::int64_t>(f.size()) + 1}; },
                             [](const Sequence& f) {
                                 for (std::size_t i = 0; i < f.size(); ++i)
                                     if (f[i] != static_cast<std::int64_t>(i) + 1) return false;
                                 return true;
                             });
        p.predicate = [](const Sequence& f) {
            const Sequence g = grundyOfPrefix(f);
            std::set<std::int64_t> seen;
            for (std::int64_t v : g)
                if (!seen.insert(v).second) return Judgement::pass();  // a repeat: this window cannot refute
            return Judgement::fail("a fractal Grundy sequence",
                                   "Grundy sequence " + showSequence(g) + ": no value repeats, so removing the first "
                                   "instances leaves the empty sequence, not g",
                                   "every move allowed: each later g_n is the mex of all earlier values, new again");
        };
        registry.add(claim<Sequence>(
            papers::mullen2016.info("thm2.2a", "§2.2, Theorem 2.2, (ii) ⇒ (i)",
                {.statement = statement22,
                 .reading = "Literal, with §2.2's definition of a fractal sequence ('an infinite sequence that, upon the "
                            "removal of the first instance of each integer in order, generates itself'): the rule f(n) = n, "
                            "weakly increasing, is ordinary NIM on one stack; its Grundy values g_0..g_L must repeat a "
                            "value, else removing the first instances leaves nothing of them (and as every move is "
                            "allowed, each later g_n is the mex of all earlier values, a first instance again).",
                 .bound = 40,
                 .cases = 0,
                 .expect = Expect::refutedAt("(1)")}),
            p));
    }
    {
        // by hand: ranges over rule sequences, each a game of its own, not over positions of one game
        Property<Sequence> p;
        p.domain = sequences("weakly increasing rule prefixes (f(1), …, f(L)), 0 <= f(n) <= n", nextRules,
                             isRuleSequence);
        p.predicate = [](const Sequence& f) {
            Sequence g = grundyOfPrefix(f);
            std::string defect = fractalDefect(g);
            if (defect.empty()) return Judgement::pass();
            return Judgement::fail("a fractal Grundy sequence", "Grundy sequence " + showSequence(g), defect);
        };
        registry.add(claim<Sequence>(
            papers::mullen2016.info("thm2.2a-prefix", "§2.2, Theorem 2.2, (ii) ⇒ (i)",
                {.statement = statement22,
                 .reading = "Alternative reading, finite form of (ii) ⇒ (i): for every weakly increasing rule prefix "
                            "f(1..L), 0 <= f(n) <= n (a rule cannot exceed the stack), the Grundy prefix g_0..g_L is a "
                            "fractal prefix (first instances in increasing order; removing them leaves a prefix of g, the "
                            "empty one included: so f(n) = n, which mullen2016/thm2.2a refutes, passes here).",
                 .bound = 11,
                 .randomReach = 3,
                 .randomSpan = 5,
                 .cases = 100}),
            p));
    }
    {
        // by hand: searches for a rule sequence with a given Grundy prefix; no game is given to judge
        Property<Sequence> p;
        p.domain = sequences("fractal prefixes (g_0, …, g_L)", nextFractal,
                             [](const Sequence& g) { return !g.empty() && fractalDefect(g).empty(); });
        p.predicate = [](const Sequence& g) {
            if (auto f = ruleFor(g)) {
                Sequence check = grundyOfPrefix(*f);
                if (check == g) return Judgement::pass();
                return Judgement::fail("rule " + showSequence(*f), "its Grundy sequence is " + showSequence(check),
                                       "greedy rule search inconsistent");
            }
            return Judgement::fail("some weakly increasing rule sequence", "none",
                                   "no f(n) >= f(n-1) makes mex{g(n-1..n-f(n))} = g(n) at some n");
        };
        registry.add(claim<Sequence>(
            papers::mullen2016.info("thm2.2b", "§2.2, Theorem 2.2, (i) ⇒ (ii)",
                {.statement = statement22,
                 .reading = "Finite form of (i) ⇒ (ii): every fractal prefix g_0..g_L (each extends to an infinite "
                            "fractal sequence) is the Grundy prefix of Maximum NIM for some weakly increasing rule "
                            "prefix f(1..L), 0 <= f(n) <= n; found by a greedy search and confirmed by solving the game.",
                 .bound = 16,
                 .randomReach = 2,
                 .randomSpan = 8,
                 .cases = 100}),
            p));
    }
}

}  // namespace gameaudit::mullen2016
