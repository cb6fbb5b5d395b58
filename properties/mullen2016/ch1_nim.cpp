// Mullen (2016), Chapter 1.2: NIM and Sprague-Grundy theory.
#include <algorithm>

#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

// One printed line of the nim-sum example (1.1): a value and its printed binary digits.
struct BinaryLine {
    std::string label;
    std::int64_t value = 0;
    std::string printed;
    bool operator==(const BinaryLine&) const = default;
};

std::string binary(std::int64_t v, std::size_t width) {
    std::string s;
    for (; v > 0; v /= 2) s.insert(s.begin(), static_cast<char>('0' + v % 2));
    while (s.size() < width) s.insert(s.begin(), '0');
    return s;
}

// Adds numbers in binary without carrying, digit by digit (the definition of §1.2).
std::int64_t nimSum(std::initializer_list<std::int64_t> values) {
    std::int64_t sum = 0;
    for (std::int64_t bit = 1; bit <= 1 << 20; bit <<= 1) {
        int ones = 0;
        for (std::int64_t v : values) ones += (v & bit) != 0;
        if (ones % 2) sum += bit;
    }
    return sum;
}

template <std::size_t K>
Claim theorem14(const std::string& name, std::int64_t bound) {
    games::StackTable& t = sharedTable(games::nim(), K);
    return claim<Tuple<K>>(
        papers::mullen2016.info(name, std::string("§1.2, Theorem 1.4 (") + std::to_string(K) + " stacks)",
            {.statement = "Let G = NIM(a, b, …, k). Then G is a P-position if and only if a ⊕ b ⊕ … ⊕ k = 0.",
             .reading = std::to_string(K) + " stacks of any sizes >= 0 (an empty stack is no stack).",
             .bound = bound}),
        outcomeProperty<K>(t, domains::stacks<K>("NIM", domains::Order::NonDecreasing, 0), [](const Tuple<K>& s) {
            std::int64_t x = 0;
            for (std::int64_t v : s) x ^= v;
            return x == 0;
        }));
}

// Disjunctive sums G + H of a MINNIE position G = M[a,b] and a SUSEN position H = S[c,d],
// solved as one game whose moves are a move in G or a move in H.
Property<Tuple<4>> sumProperty() {
    auto part = [](const Stacks& s, std::size_t from) { return Stacks(s.begin() + from, s.begin() + from + 2); };
    auto sumOptions = [part](const Stacks& s) {
        std::vector<Stacks> out;
        for (Stacks g : games::optionsInPlace(games::minnie(), part(s, 0))) {
            g.insert(g.end(), s.begin() + 2, s.end());
            out.push_back(g);
        }
        for (Stacks h : games::optionsInPlace(games::susen(), part(s, 2))) {
            Stacks o(s.begin(), s.begin() + 2);
            o.insert(o.end(), h.begin(), h.end());
            out.push_back(o);
        }
        return out;
    };
    auto sum = std::make_shared<ImpartialSolver<Stacks, games::StacksHash>>(sumOptions);
    auto minnie = std::make_shared<games::StackSolver>(games::solver(games::minnie()));
    auto susen = std::make_shared<games::StackSolver>(games::solver(games::susen()));
    // by hand: the sum's Grundy value against the nim-sum of two other games' values, not one game's value
    Property<Tuple<4>> p;
    p.domain = domains::stacks<4>("M+S", domains::Order::Any, 0);
    p.domain.show = [](const Tuple<4>& s) {
        return "M[" + std::to_string(s[0]) + "," + std::to_string(s[1]) + "] + S[" + std::to_string(s[2]) + "," +
               std::to_string(s[3]) + "]";
    };
    p.domain.parse = [](std::string_view text) {
        notation::Reader r(text, "M[a,b] + S[c,d]");
        auto m = r.integers("M[", "]", 2);
        r.expect("+");
        auto s = r.integers("S[", "]", 2);
        r.end();
        return Tuple<4>{m[0], m[1], s[0], s[1]};
    };
    p.predicate = [=](const Tuple<4>& x) {
        Stacks s(x.begin(), x.end());
        const unsigned g = minnie->grundy(games::normalized(part(s, 0))), h = susen->grundy(games::normalized(part(s, 2)));
        const unsigned whole = sum->grundy(s);
        if (whole == (g ^ h)) return Judgement::pass();
        return Judgement::fail(std::to_string(g) + " ⊕ " + std::to_string(h) + " = " + std::to_string(g ^ h),
                               std::to_string(whole), "G(sum) by mex over the sum's options");
    };
    return p;
}

// G = 0 iff P on every stack game of the thesis, on 3 stacks: Grundy values by mex (memoised
// solver) against outcomes from the table, which never computes a Grundy value.
Property<Tuple<3>> zeroIffPProperty() {
    struct Both {
        games::StackGame game;
        std::shared_ptr<games::StackSolver> solver;
    };
    auto all = std::make_shared<std::vector<Both>>();
    for (const games::StackGame& g : games::stackGames())
        all->push_back({g, std::make_shared<games::StackSolver>(games::solver(g))});
    // by hand: mex values against the outcome tables of every stack game at once, two oracles compared
    Property<Tuple<3>> p;
    p.domain = domains::stacks<3>("", domains::Order::NonDecreasing, 0);
    p.prepare = [all](std::int64_t n) {
        for (const Both& b : *all) sharedTable(b.game, 3).solveUpTo(n);
    };
    p.predicate = [all](const Tuple<3>& x) {
        Stacks s(x.begin(), x.end());
        for (const Both& b : *all) {
            const unsigned g = b.solver->grundy(games::normalized(s));
            const bool isP = sharedTable(b.game, 3).isP(s);
            if ((g == 0) != isP)
                return Judgement::fail(b.game.name + ": G = " + std::to_string(g) + (g == 0 ? ", so P" : ", so N"),
                                       isP ? "P" : "N", tableWitness(sharedTable(b.game, 3), s));
        }
        return Judgement::pass();
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(stackSolver("nim", games::nim(), "NIM[3,4,7]"));

    {
        std::vector<BinaryLine> lines{{"3", 3, "00011"},
                                      {"31", 31, "11111"},
                                      {"21", 21, "10101"},
                                      {"3 ⊕ 31 ⊕ 21", nimSum({3, 31, 21}), "01001"},
                                      {"3 ⊕ 31 ⊕ 21", nimSum({3, 31, 21}), "9"}};
        // by hand: checks printed binary digits of a nim-sum; no game is judged
        Property<BinaryLine> p;
        p.domain = domains::table<BinaryLine>(
            "the lines of (1.1)", lines, [](const BinaryLine& l) { return l.value; },
            [](const BinaryLine& l) { return l.label + " = " + l.printed; },
            [lines](std::string_view text) {
                for (const BinaryLine& l : lines)
                    if (l.label + " = " + l.printed == text) return l;
                throw InputError("no line '" + std::string(text) + "' in example (1.1)");
            });
        p.predicate = [](const BinaryLine& l) {
            const bool decimal = l.printed.size() < 5;
            const std::string actual = decimal ? std::to_string(l.value) : binary(l.value, l.printed.size());
            if (actual == l.printed) return Judgement::pass();
            return Judgement::fail(l.printed, actual, l.label + " computed digit by digit without carrying");
        };
        registry.add(claim<BinaryLine>(
            papers::mullen2016.info("ex1.1", "§1.2, equation (1.1)",
                {.statement = "For example, to compute the nim-sum of 3 ⊕ 31 ⊕ 21: 3 = 00011, ⊕ 31 = 11111, ⊕ 21 = "
                              "10101, = 01001, = 9.",
                 .reading = "Each printed binary line equals its value in 5 binary digits, and the nim-sum (binary "
                            "addition without carry, computed digit by digit) is 01001 = 9.",
                 .paraphrase = "The aligned display (1.1) is written on one line, its rows separated by ','."}),
            p));
    }
    {
        struct MexCase {
            std::vector<unsigned> values;
            unsigned printed;
            bool operator==(const MexCase&) const = default;
        };
        auto show = [](const MexCase& c) {
            std::string s = "mex{";
            for (std::size_t i = 0; i < c.values.size(); ++i) s += (i ? ", " : "") + std::to_string(c.values[i]);
            return s + "} = " + std::to_string(c.printed);
        };
        std::vector<MexCase> cases{{{0, 0, 2, 5}, 1}, {{}, 0}};
        // by hand: checks the mex of printed sets of numbers; no game is judged
        Property<MexCase> p;
        p.domain = domains::table<MexCase>(
            "the mex examples of §1.2", cases, [](const MexCase& c) { return static_cast<std::int64_t>(c.values.size()); },
            show, [cases, show](std::string_view text) {
                for (const MexCase& c : cases)
                    if (show(c) == text) return c;
                throw InputError("no mex example '" + std::string(text) + "'");
            });
        p.predicate = [](const MexCase& c) {
            const unsigned m = mex(c.values);
            if (m == c.printed) return Judgement::pass();
            return Judgement::fail(std::to_string(c.printed), std::to_string(m), "least value not in the set");
        };
        registry.add(claim<MexCase>(
            papers::mullen2016.info("ex1.2", "§1.2, mex examples",
                {.statement = "For example, if an impartial game G has options with numbers 0, 0, 2, and 5, then G "
                              "cannot be equivalent to any nim stack with size greater than 1 ... So, the equivalent "
                              "number of G, or the mex{G^G}, or G(G), is 1. Note that G(∅) = mex{∅} = 0.",
                 .reading = "mex{0,0,2,5} = 1 and mex{} = 0."}),
            p));
    }

    registry.add(theorem14<2>("thm1.4a", 400));
    registry.add(theorem14<3>("thm1.4b", 64));
    registry.add(theorem14<4>("thm1.4c", 24));

    registry.add(claim<Tuple<4>>(
        papers::mullen2016.info("thm1.5b", "§1.2, Theorem 1.5 (2)",
            {.statement = "Let G and H be impartial games. ... 2. G(G + H) = G(G) ⊕ G(H).",
             .reading = "Checked on the sums M[a,b] + S[c,d] of a MINNIE and a SUSEN position: the Grundy value of "
                        "the sum, solved as one game (a move is a move in either component), equals the nim-sum of "
                        "the components' Grundy values. Part 1 (G = mex of the options) is the oracle's definition "
                        "and is not checked separately.",
             .bound = 9}),
        sumProperty()));
    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("thm1.5c", "§1.2, Theorem 1.5 (3)",
            {.statement = "Let G and H be impartial games. ... 3. G(G) = 0 ⇔ G ∈ P.",
             .reading = "On every stack game of the thesis (NIM, MINNIE, MINE, NIMB, NIMTB, Greedy NIM, SUSEN, "
                        "JENNIFER) on up to 3 stacks: the Grundy value by mex is 0 exactly when the outcome table "
                        "(solved without Grundy values) says P.",
             .bound = 16}),
        zeroIffPProperty()));
}

}  // namespace gameaudit::mullen2016
