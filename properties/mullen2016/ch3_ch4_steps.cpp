// Mullen (2016), Chapters 2-4: the concrete steps of the proofs that the theorems' own claims do
// not check sentence by sentence (a move set a proof lists, a value it computes in passing, an
// identity it uses, the numbers a proof "leaves open"), each its own claim.
#include <algorithm>
#include <set>

#include "models/two_stack_games.hpp"
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using T1 = Tuple<1>;
using T2 = Tuple<2>;
using T3 = Tuple<3>;
using T4 = Tuple<4>;
using domains::Order;

// ---- stack games (NIMB, NIMTB, SUSEN): options and Grundy values by a memoised solver ----

std::vector<Stacks> distinct(std::vector<Stacks> v) {
    for (Stacks& s : v) s = games::normalized(s);
    std::sort(v.begin(), v.end());
    v.erase(std::unique(v.begin(), v.end()), v.end());
    return v;
}
std::vector<Stacks> optionsOf(const games::StackGame& g, const Stacks& s) {
    return distinct(sharedSolver(g).options(games::normalized(s)));
}
unsigned grundyOf(const games::StackGame& g, const Stacks& s) { return sharedSolver(g).grundy(games::normalized(s)); }
std::string showSet(const games::StackGame& g, const std::vector<Stacks>& v) {
    std::string out = "{";
    for (std::size_t i = 0; i < v.size(); ++i) out += (i ? ", " : "") + games::show(g, v[i]);
    return out + "}";
}
std::string showValues(const std::set<unsigned>& v) {
    std::string out = "{";
    for (unsigned x : v) out += (out.size() > 1 ? ", " : "") + std::to_string(x);
    return out + "}";
}
// The options of s are exactly `claimed` (as positions).
Judgement sameOptions(const games::StackGame& g, const Stacks& s, std::vector<Stacks> claimed) {
    claimed = distinct(std::move(claimed));
    const auto actual = optionsOf(g, s);
    if (actual == claimed) return Judgement::pass();
    return Judgement::fail("the options of " + games::show(g, games::normalized(s)) + " are " + showSet(g, claimed),
                           showSet(g, actual), "options by the rules");
}
Judgement grundyIs(const games::StackGame& g, const Stacks& s, unsigned want) {
    const unsigned got = grundyOf(g, s);
    if (got == want) return Judgement::pass();
    std::string w = "options and their values:";
    for (const Stacks& o : optionsOf(g, s)) w += " " + games::show(g, o) + "=" + std::to_string(grundyOf(g, o));
    return Judgement::fail("G = " + std::to_string(want), "G = " + std::to_string(got), w);
}
Judgement both(Judgement a, const std::function<Judgement()>& b) { return a.holds ? b() : a; }
// The options of s are exactly `claimed`, each an N-position, so G(s) = 0.
Judgement optionsAllN(const games::StackGame& g, const Stacks& s, const std::vector<Stacks>& claimed) {
    return both(sameOptions(g, s, claimed), [&] {
        for (const Stacks& o : claimed)
            if (!sharedSolver(g).moverWins(o)) return Judgement::fail("the option is N", "it is P");
        return grundyIs(g, s, 0);
    });
}
// The stacks at(i) for from <= i < to: a proof step's claimed options, as many as a stack's chips.
std::vector<Stacks> claimedRange(std::int64_t from, std::int64_t to, const std::function<Stacks(std::int64_t)>& at) {
    std::vector<Stacks> v;
    for (std::int64_t i = from; i < to; ++i) {
        checkpoint("listing the claimed options");
        v.push_back(at(i));
    }
    return v;
}
// The options of s are exactly `claimed`, each of value its smallest stack - 1, and so is G(s).
Judgement optionsBelowSmallest(const games::StackGame& g, const Stacks& s, const std::vector<Stacks>& claimed) {
    return both(sameOptions(g, s, claimed), [&] {
        for (const Stacks& o : claimed) {
            Judgement j = grundyIs(g, o, static_cast<unsigned>(o[0] - 1));
            if (!j.holds) return j;
        }
        return grundyIs(g, s, static_cast<unsigned>(s[0] - 1));
    });
}
std::set<unsigned> optionValues(const games::StackGame& g, const Stacks& s) {
    std::set<unsigned> v;
    for (const Stacks& o : optionsOf(g, s)) v.insert(grundyOf(g, o));
    return v;
}
Judgement valuesAre(const games::StackGame& g, const Stacks& s, const std::set<unsigned>& claimed) {
    const auto actual = optionValues(g, s);
    if (actual == claimed) return Judgement::pass();
    return Judgement::fail("the options' values are " + showValues(claimed), showValues(actual),
                           "options of " + games::show(g, games::normalized(s)) + " and their Grundy values");
}
// The options' values are exactly {0, 1, ..., a_1 - 2}, with a_2 - 1 if `withSecond`, and their mex,
// G, is a_1 - 1 (the proof of Theorem 3.1).
Judgement mexBelowSmallest(const games::StackGame& g, const Stacks& s, bool withSecond) {
    std::set<unsigned> claimed;
    for (std::int64_t v = 0; v <= s[0] - 2; ++v) {
        checkpoint("listing the claimed values");  // as many as the smallest stack's chips
        claimed.insert(static_cast<unsigned>(v));
    }
    if (withSecond) claimed.insert(static_cast<unsigned>(s[1] - 1));
    return both(valuesAre(g, s, claimed), [&] { return grundyIs(g, s, static_cast<unsigned>(s[0] - 1)); });
}

template <std::size_t K>
Domain<Tuple<K>> oneParam(const std::string& prefix, const std::string& what, std::int64_t lo,
                          std::function<Tuple<K>(std::int64_t)> at) {
    return family(stacks<K>(prefix), what, lo, at, [at, lo](const Tuple<K>& x) -> std::optional<std::int64_t> {
        // A family a + k·d (each stack affine in k, checked on three members) is inverted at once:
        // scanning k up to the stacks is linear in them (NIMB[3037000500,3037000500]).
        const Tuple<K> a = at(lo), b = at(lo + 1), c = at(lo + 2);
        bool affine = true;
        for (std::size_t i = 0; i < K; ++i) affine = affine && c[i] - b[i] == b[i] - a[i];
        if (affine) {
            for (std::size_t i = 0; i < K; ++i) {
                const std::int64_t d = b[i] - a[i];
                if (d == 0) continue;
                if ((x[i] - a[i]) % d != 0 || (x[i] - a[i]) / d < 0) return std::nullopt;
                const std::int64_t k = lo + (x[i] - a[i]) / d;
                return at(k) == x ? std::optional<std::int64_t>(k) : std::nullopt;
            }
            return a == x ? std::optional<std::int64_t>(lo) : std::nullopt;
        }
        const std::int64_t last = saturatingAdd(saturatingMul(4, *std::max_element(x.begin(), x.end())), 4);
        for (std::int64_t k = lo; k <= last; ++k) {
            checkpoint("finding the position in its family");
            if (at(k) == x) return k;
        }
        return std::nullopt;
    });
}

// ---- two-stack WYNNIE (normal and misère) ----

// Every option of `from` that `which` selects is an N-position.
Judgement selectedOptionsN(const TwoStackGame& g, Pair from,
                           std::function<bool(std::int64_t x, std::int64_t y)> which, const std::string& what) {
    for (auto [x, y] : g.table->options(from[0], from[1])) {
        if (!which(x, y)) continue;
        g.table->solveUpTo(std::max(x, y));
        if (g.table->isP(x, y))
            return Judgement::fail("every " + what + " of " + g.show(from[0], from[1]) + " is N",
                                   g.show(std::min(x, y), std::max(x, y)) + " is P", witness(g, x, y));
    }
    return Judgement::pass();
}
Domain<Pair> pairFamily(const TwoStackGame& g, const std::string& what, std::int64_t lo,
                        std::function<Pair(std::int64_t)> at) {
    return family(g, what, lo, at, [at, lo](const Pair& x) -> std::optional<std::int64_t> {
        for (std::int64_t k = lo; k <= std::min<std::int64_t>(std::max(x[0], x[1]) + 2, 60); ++k) {
            const Pair a = at(k);
            if (a == x || a == Pair{x[1], x[0]}) return k;
            if (std::min(a[0], a[1]) > std::max(x[0], x[1])) break;
        }
        return std::nullopt;
    });
}

// An arithmetic claim over integer tuples: the domain is the tuples the proof speaks of.
// by hand: the identities a proof computes with; no game is judged
template <std::size_t K>
Property<Tuple<K>> arithmetic(Domain<Tuple<K>> d, std::function<Judgement(const Tuple<K>&)> judge) {
    Property<Tuple<K>> p;
    p.domain = std::move(d);
    p.predicate = std::move(judge);
    return p;
}
Judgement equal(std::int64_t claimed, std::int64_t actual, const std::string& what) {
    if (claimed == actual) return Judgement::pass();
    return Judgement::fail(what + " = " + std::to_string(claimed), std::to_string(actual));
}

Domain<T2> indexValue(const std::string& index, const std::string& value, bool beyond) {
    auto d = domains::stacks<2>("", Order::Any, 1).where(
        [beyond](const T2& x) { return x[0] <= 40 && (!beyond || x[1] > pow2(x[0])); },
        beyond ? "1 <= index <= 40, value > 2^index" : "1 <= index <= 40, value >= 1");
    d.show = [index, value](const T2& x) { return index + "=" + std::to_string(x[0]) + "," + value + "=" + std::to_string(x[1]); };
    d.parse = [index, value](std::string_view text) {
        notation::Reader r(text, index + "=<n>," + value + "=<n>");
        r.expect(index);
        r.expect("=");
        std::int64_t a = std::stoll(std::string(r.digits()));
        r.expect(",");
        r.expect(value);
        r.expect("=");
        std::int64_t b = std::stoll(std::string(r.digits()));
        r.end();
        return T2{a, b};
    };
    return d;
}

// Theorems 4.5 and 4.10 write their stacks alike but for a shift: 2^n d - 1 and 2^m d + 2^(m-1) - 1 in
// Theorem 4.5 (shift 1), 2^l d and 2^i d + 2^(i-1) in Theorem 4.10 (shift 0).
std::string minusShift(std::int64_t shift) { return shift ? " - 1" : ""; }

// Case 3 of both: the positions [2^(n+1) - 1, mult 2^n - shift], n >= 1.
Pair case3(std::int64_t n, std::int64_t mult, std::int64_t shift) { return {pow2(n + 1) - 1, mult * pow2(n) - shift}; }
Domain<Pair> case3Family(const TwoStackGame& g, std::int64_t mult, std::int64_t shift) {
    return pairFamily(g, "n >= 1", 1, [mult, shift](std::int64_t n) { return case3(n, mult, shift); });
}
// The case's example: from [2^(n+1) - 1, 4 2^n - shift], the move to [2^(n+1) - 1, 3 2^n - shift] wins.
Property<Pair> case3Four(const TwoStackGame& g, std::int64_t shift) {
    return winningMove(g, case3Family(g, 4, shift),
                       [shift](const Pair& x) { return case3(floorLog2(x[0] + 1) - 1, 3, shift); });
}

// The proofs "leave open" the larger stacks not of the P-form for any smaller index: every value
// v >= 1 (or v > 2^index) not 2^i d + 2^(i-1) - shift (i <= index, d >= 1) must be 2^index d - shift.
// Domain: (index, value); `inner` names i.
Property<T2> leftOpen(const std::string& index, const std::string& value, const std::string& inner, std::int64_t shift,
                      bool beyond) {
    return arithmetic<2>(indexValue(index, value, beyond), [=](const T2& x) {
        const std::int64_t top = x[0], v = x[1];
        for (std::int64_t i = 1; i <= top && pow2(i - 1) - shift <= v; ++i) {
            const std::int64_t rest = v - (pow2(i - 1) - shift);
            if (rest >= pow2(i) && rest % pow2(i) == 0) return Judgement::pass();  // excluded
        }
        if ((v + shift) % pow2(top) == 0 && (v + shift) / pow2(top) >= 1) return Judgement::pass();
        return Judgement::fail(value + " = 2^" + index + " d" + minusShift(shift) + ", d >= 1",
                               value + (shift ? " + 1" : "") + " is not a positive multiple of 2^" + index,
                               value + " is not 2^" + inner + " d + 2^(" + inner + "-1)" + minusShift(shift) + " for any " +
                                   inner + " <= " + index + ", d >= 1");
    });
}

// The identities of the move (4.1) (shift 1, over (n,k,j,d), with a) and (4.5) (shift 0, over (l,s,t,d),
// with k): from [2^n + 2^k j + 2^(k-1) - 1, 2^n d - shift] to [2^k - 1, 2^n(d-1) - 2^k(j-1) - 2^(k-1) - shift].
Property<T4> diagonalMove(const std::string& n, const std::string& k, const std::string& j, const std::string& a,
                          std::int64_t shift) {
    return arithmetic<4>(
        domains::stacks<4>("(" + n + "," + k + "," + j + ",d)=", Order::Any, 0)
            .where([](const T4& x) { return x[0] >= 2 && x[1] >= 1 && x[1] < x[0] && x[2] < pow2(x[0] - x[1]) && x[3] >= 2; },
                   n + " >= 2, 1 <= " + k + " < " + n + ", " + j + " < 2^(" + n + "-" + k + "), d >= 2"),
        [a, shift](const T4& x) {
            auto [top, low, jj, d] = x;
            const std::int64_t e1 = pow2(top) * (d - 1) - pow2(low) * (jj - 1) - pow2(low - 1) - shift;
            const std::int64_t e2 = pow2(low) * (pow2(top - low) * d - pow2(top - low) - jj + 1) - pow2(low - 1) - shift;
            const std::int64_t quotient = pow2(top - low) * d - pow2(top - low) - jj;
            Judgement e = equal(e1, e2, "the second line");
            if (!e.holds) return e;
            e = equal(e1, pow2(low) * quotient + pow2(low - 1) - shift, "the third line");
            if (!e.holds) return e;
            if (quotient < 1) return Judgement::fail(a + " ∈ N", a + " = " + std::to_string(quotient));
            const std::int64_t smaller = pow2(top) + pow2(low) * jj + pow2(low - 1) - 1, larger = pow2(top) * d - shift;
            return equal(smaller - (pow2(low) - 1), larger - e1, "chips removed from each stack");
        });
}

// (4.4) (shift 1, over (n,i)) and (4.8) (shift 0, over (l,i)): the diagonal option of
// [2^(n+1) - 1, 3 2^n - shift] whose smaller stack is 2^(n-i) - 1 has larger stack
// 2^(n-i)(3 2^i - 2^(i+1) + 1) - shift, which is 2^(n-i) a + 2^(n-i-1) - shift only for a = 2^i + 1/2.
Property<T2> diagonalOptionForm(const std::string& n, std::int64_t shift) {
    Domain<T2> exponents = domains::stacks<2>("(" + n + ",i)=", Order::Any, 0)
                               .where([](const T2& x) { return x[0] >= 1 && x[1] < x[0] && x[0] <= 40; }, "0 <= i < " + n);
    exponents.largestAdmitted = 40;  // 3 2^n stays far below 2^63
    return arithmetic<2>(exponents,
                         [shift](const T2& x) {
                             auto [top, i] = x;
                             const std::int64_t j = pow2(top + 1) - pow2(top - i);
                             const std::int64_t larger = 3 * pow2(top) - shift - j;
                             Judgement e = equal(larger, pow2(top - i) * (3 * pow2(i) - pow2(i + 1) + 1) - shift,
                                                 "the larger stack");
                             if (!e.holds) return e;
                             // 2 (larger + shift - 2^(n-i-1)) = 2^(n-i) (2a): a is an integer iff 2^(n-i+1) divides it.
                             const std::int64_t twice = 2 * (larger + shift) - pow2(top - i);
                             if (twice % pow2(top - i + 1) == 0) return Judgement::fail("a is not an integer", "it is");
                             return equal(2 * pow2(i) + 1, twice / pow2(top - i), "2a");
                         });
}

// Theorem 3.1's proof is for every number k of stacks: its steps on k >= 3 stacks are checked at k = 3
// and 4. With a_1 = 1 the one possible move removes the a_1 stack (only if 1 < a_2), to an N-position.
template <std::size_t K>
Property<Tuple<K>> nimbFirstStackOne(const games::StackGame& nimb) {
    return onStacks<K>(domains::stacks<K>("NIMB", Order::NonDecreasing, 1).where([](const Tuple<K>& x) { return x[0] == 1; }, "a_1 = 1"),
                       [nimb](const Stacks& s) {
                           std::vector<Stacks> claimed;
                           if (s[1] > 1) claimed.push_back(Stacks(s.begin() + 1, s.end()));
                           return optionsAllN(nimb, s, claimed);
                       });
}
// For a_1 >= 2: at most two options (`count`), or every move removes the a_1 stack (only if
// a_1 < a_2) or lowers a stack to 0 < i < a_1.
template <std::size_t K>
Property<Tuple<K>> nimbMoveKinds(const games::StackGame& nimb, bool count) {
    return onStacks<K>(domains::stacks<K>("NIMB", Order::NonDecreasing, 2), [nimb, count](const Stacks& s) {
        if (count) {
            auto o = optionsOf(nimb, s);
            if (o.size() <= 2) return Judgement::pass();
            return Judgement::fail("at most two legal moves", std::to_string(o.size()) + " options", showSet(nimb, o));
        }
        for (const Stacks& o : games::optionsInPlace(nimb, s)) {
            std::size_t i = 0;
            while (o[i] == s[i]) ++i;
            const bool removeA1 = i == 0 && o[i] == 0 && s[0] < s[1];
            if (!(removeA1 || (o[i] > 0 && o[i] < s[0])))
                return Judgement::fail("every move is of one of the two kinds",
                                       games::show(nimb, s) + " -> " + games::show(nimb, o) + " is of neither");
        }
        return Judgement::pass();
    });
}
// For a_1 >= 2: the options' values are {0, ..., a_1 - 2}, with a_2 - 1 always or only when the
// a_1 stack may be removed, and G = a_1 - 1.
template <std::size_t K>
Property<Tuple<K>> nimbMexSet(const games::StackGame& nimb, bool always) {
    return onStacks<K>(domains::stacks<K>("NIMB", Order::NonDecreasing, 2), [nimb, always](const Stacks& s) {
        return mexBelowSmallest(nimb, s, always || s[0] < s[1]);
    });
}
// [i, a_1, ..., a_{k-1}]: the largest stack of s lowered to i < a_1, in order (NIMTB's moves).
Stacks largestLoweredTo(std::int64_t i, const Stacks& s) {
    Stacks option{i};
    option.insert(option.end(), s.begin(), s.end() - 1);
    return option;
}
// Theorem 3.2's proof likewise, at k = 3 and 4. With a_1 = 2 the one move lowers the largest stack
// to 1, giving [1, 2, a_2, ..., a_{k-1}], which has no move.
template <std::size_t K>
Property<Tuple<K>> nimtbSmallestTwo(const games::StackGame& nimtb) {
    return onStacks<K>(domains::stacks<K>("NIMTB", Order::Increasing, 2).where([](const Tuple<K>& x) { return x[0] == 2; }, "a_1 = 2"),
                       [nimtb](const Stacks& s) {
                           const Stacks option = largestLoweredTo(1, s);
                           return both(sameOptions(nimtb, s, {option}), [&] {
                               return both(sameOptions(nimtb, option, {}), [&] { return grundyIs(nimtb, s, 1); });
                           });
                       });
}
// For a_1 > 2: the options are exactly [i, a_1, ..., a_{k-1}], 0 < i < a_1, each of value i - 1.
template <std::size_t K>
Property<Tuple<K>> nimtbOptionsBelow(const games::StackGame& nimtb) {
    return onStacks<K>(domains::stacks<K>("NIMTB", Order::Increasing, 3), [nimtb](const Stacks& s) {
        return optionsBelowSmallest(nimtb, s, claimedRange(1, s[0], [&](std::int64_t i) { return largestLoweredTo(i, s); }));
    });
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const games::StackGame nimb = games::nimb(), nimtb = games::nimtb(), susen = games::susen();

    // ---------------- Chapter 2: SUSEN ----------------
    const std::string susenOptions = "S[a, b] has 3 options: S[0, b] ∈ N, S[a, 0] ∈ N, and S[a - b, b].";
    auto susenThree = [susen](bool strict) {
        return onStacks<2>(domains::stacks<2>("S", Order::Any, 1).where(
                                [strict](const T2& x) { return strict ? x[0] > x[1] : x[0] >= x[1]; },
                                strict ? "a > b > 0" : "a >= b > 0"),
                            [susen](const Stacks& s) {
                                return both(sameOptions(susen, s, {{0, s[1]}, {s[0], 0}, {s[0] - s[1], s[1]}}), [&] {
                                    auto o = optionsOf(susen, s);
                                    if (o.size() == 3) return Judgement::pass();
                                    return Judgement::fail("3 options", std::to_string(o.size()) + " options",
                                                           showSet(susen, o));
                                });
                            });
    };
    registry.add(claim<T2>(papers::mullen2016.info("thm2.4-proof", "§2.4, proof of Theorem 2.4",
                               {.statement = susenOptions,
                                .reading = "Every S[a,b] with a >= b > 0 (the theorem's a >= b; 'from every position with "
                                           "a, b > 0'): its options, as positions, are exactly the three named, and they "
                                           "are three.",
                                .bound = 40,
                                .cases = 0,
                                .expect = Expect::refutedAt("S[1,1]")}),
                           susenThree(false)));
    registry.add(claim<T2>(papers::mullen2016.info("thm2.4-proof-strict", "§2.4, proof of Theorem 2.4",
                               {.statement = susenOptions,
                                .reading = "Alternative reading: a > b > 0 (for a = b the options S[0, b] and S[a - b, b] "
                                           "coincide).",
                                .bound = 40,
                                .cases = 0}),
                           susenThree(true)));
    registry.add(claim<T2>(papers::mullen2016.info("thm2.4-proof-base", "§2.4, proof of Theorem 2.4",
                               {.statement = "We know S[0, 0] ∈ P and L(0, 0) = 0.",
                                .reading = "The empty SUSEN position has no option (so is P), and L(0, 0) = 0 by the "
                                           "definition's first clause, evaluated as the definition's recursion."}),
                           onStacks<2>(listed(stacks<2>("S"), "S[0,0]", {T2{0, 0}}), [susen](const Stacks&) {
                               if (!optionsOf(susen, {0, 0}).empty())
                                   return Judgement::fail("S[0,0] has no move", "it has moves");
                               return Judgement::pass();  // L(0,0) = 0 is the definition's first clause
                           })));
    // Theorem 2.5's proof: the strategy for the player to move second from [a,b,c] with every
    // pair in N, and the winning stack removal from every other three-stack position.
    registry.add(claim<T3>(
        papers::mullen2016.info("thm2.5-proof", "§2.4, proof of Theorem 2.5",
            {.statement = "From such an [a, b, c], removing any stack is answered by subtracting the smaller of the "
                          "remaining two from the larger, and vice versa. From all other three-stack positions, removing "
                          "one of the stacks wins.",
             .reading = "For every SUSEN [a,b,c], a, b, c > 0: if [a,b], [a,c], [b,c] are all N, then every option "
                        "removing a stack is answered by the subtraction of the smaller remaining stack from the larger, "
                        "which leaves a P-position, and every subtraction option is answered by a stack removal that "
                        "leaves a P-position ('vice versa'); otherwise some option removing one stack is P. Outcomes "
                        "from the memoised solver of the rules.",
             .bound = 30,
             .cases = 50}),
        onStacks<3>(domains::stacks<3>("S", Order::NonDecreasing, 1), [susen](const Stacks& s) {
            auto& sol = sharedSolver(susen);
            auto isP = [&sol](const Stacks& q) { return !sol.moverWins(games::normalized(q)); };
            auto pairN = [&](std::size_t i, std::size_t j) { return !isP({s[i], s[j]}); };
            const bool allN = pairN(0, 1) && pairN(0, 2) && pairN(1, 2);
            const auto opts = games::optionsInPlace(susen, s);
            auto nonZero = [](const Stacks& q) { return std::count_if(q.begin(), q.end(), [](auto v) { return v > 0; }); };
            if (!allN) {
                for (const Stacks& o : opts)
                    if (nonZero(o) == 2 && isP(o)) return Judgement::pass();
                return Judgement::fail("removing one of the stacks wins", "no stack removal leaves a P-position");
            }
            for (const Stacks& o : opts) {
                Stacks q = games::normalized(o);
                if (q.size() == 2) {
                    Stacks reply{q[1] - q[0], q[0]};
                    if (q[0] == q[1] || !isP(reply))
                        return Judgement::fail("after " + games::show(susen, q) + " the subtraction wins",
                                               "it does not", "reply " + games::show(susen, games::normalized(reply)));
                } else {
                    bool answered = false;
                    for (const Stacks& r : games::optionsInPlace(susen, o))
                        answered = answered || (nonZero(r) == 2 && isP(r));
                    if (!answered)
                        return Judgement::fail("after " + games::show(susen, q) + " a stack removal wins",
                                               "none does");
                }
            }
            return Judgement::pass();
        })));

    // ---------------- Chapter 3: NIMB, NIMTB ----------------
    registry.add(claim<T3>(
        papers::mullen2016.info("ex3.1-groups", "Chapter 3, NIMB example",
            {.statement = "Thus, the legal moves of NIMB can be broken into two groups: those that remove some number of "
                          "chips from the smallest stack and those that remove enough chips from another stack such that "
                          "it becomes the new smallest stack.",
             .reading = "For every NIMB position of up to 3 stacks (each stack in its place, 0 = gone): every legal move "
                        "either lowers a stack of the smallest size, or lowers another stack to a positive size below "
                        "the smallest.",
             .bound = 30}),
        onStacks<3>(domains::stacks<3>("NIMB", Order::Any, 0), [nimb](const Stacks& s) {
            std::int64_t low = INT64_MAX;
            for (auto v : s)
                if (v > 0) low = std::min(low, v);
            for (const Stacks& o : games::optionsInPlace(nimb, s)) {
                std::size_t i = 0;
                while (o[i] == s[i]) ++i;
                if (s[i] == low || (o[i] > 0 && o[i] < low)) continue;
                return Judgement::fail("every move is in one of the two groups",
                                       "the move " + games::show(nimb, s) + " -> " + games::show(nimb, o) + " is in neither");
            }
            return Judgement::pass();
        })));
    registry.add(claim<T3>(
        papers::mullen2016.info("rem3.1", "Chapter 3, introduction",
            {.statement = "We show that the nim-values of these two games are equal.",
             .reading = "On every position where both are played (no two equal stacks: NIMTB's criterion 3), of 2 or 3 "
                        "non-empty stacks: the NIMB and NIMTB Grundy values, each by mex over its own rules, are equal.",
             .bound = 24}),
        onStacks<3>(domains::stacks<3>("", Order::Increasing, 0).where(
                         [](const T3& x) { return x[1] >= 1; }, "at least two non-empty stacks"),
                     [nimb, nimtb](const Stacks& s) {
                         const unsigned a = grundyOf(nimb, s), b = grundyOf(nimtb, s);
                         if (a == b) return Judgement::pass();
                         return Judgement::fail("equal nim-values", "NIMB " + std::to_string(a) + ", NIMTB " + std::to_string(b));
                     })));

    const std::string t31 = "Chapter 3, proof of Theorem 3.1";
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-a", t31,
                               {.statement = "We begin by noting that G([1, 1]) = 0 since there are no legal moves.",
                                .reading = "NIMB[1,1] has no option and Grundy value 0."}),
                           onStacks<2>(listed(stacks<2>("NIMB"), "NIMB[1,1]", {T2{1, 1}}), [nimb](const Stacks&) {
                               return both(sameOptions(nimb, {1, 1}, {}), [&] { return grundyIs(nimb, {1, 1}, 0); });
                           })));
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-b", t31,
                               {.statement = "Then, G([1, 1+i]) = 0 for all i > 0 since the only legal move is to remove "
                                             "the stack with only 1 chip and lose next turn.",
                                .reading = "For every i > 0: the only option of NIMB[1,1+i] is NIMB[1+i] (the 1-stack "
                                           "removed), which is N, and G(NIMB[1,1+i]) = 0.",
                                .bound = 200}),
                           onStacks<2>(oneParam<2>("NIMB", "NIMB[1,1+i], i >= 1", 1, [](std::int64_t i) { return T2{1, 1 + i}; }),
                                        [nimb](const Stacks& s) {
                                            return optionsAllN(nimb, s, {{s[1]}});
                                        })));
    const std::string t31c = "Also, G([2, 2+i]) = 1 for all i since the only legal moves are to reduce either stack "
                             "to 1 chip and in that case, we know G([1, 1+j]) = 0 for all j > 0.";
    auto twoTwo = [nimb](bool moves) {
        return onStacks<2>(oneParam<2>("NIMB", "NIMB[2,2+i], i >= 0", 0, [](std::int64_t i) { return T2{2, 2 + i}; }),
                            [nimb, moves](const Stacks& s) {
                                auto value = [&] { return grundyIs(nimb, s, 1); };
                                if (!moves) return value();
                                return both(sameOptions(nimb, s, {{1, s[1]}, {2, 1}}), value);
                            });
    };
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-c", t31,
                               {.statement = t31c,
                                .reading = "For every i >= 0: the options of NIMB[2,2+i] are exactly NIMB[1,2+i] and "
                                           "NIMB[2,1] (either stack reduced to 1), and G(NIMB[2,2+i]) = 1.",
                                .bound = 200,
                                .expect = Expect::refutedAt("NIMB[2,3]")}),
                           twoTwo(true)));
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-c-value", t31,
                               {.statement = t31c,
                                .reading = "Alternative reading: only the value, G(NIMB[2,2+i]) = 1 for every i >= 0.",
                                .bound = 200}),
                           twoTwo(false)));
    registry.add(claim<T2>(
        papers::mullen2016.info("thm3.1-proof-d", t31,
            {.statement = "Player One must begin the game by reducing a stack to a size less than k (or remove a stack "
                          "completely).",
             .reading = "For every NIMB[k,k+m], k > 2, m >= 0: every option has a stack smaller than k or is a single "
                        "stack.",
             .bound = 60}),
        onStacks<2>(domains::stacks<2>("NIMB", Order::NonDecreasing, 3), [nimb](const Stacks& s) {
            for (const Stacks& o : optionsOf(nimb, s))
                if (!(o.size() == 1 || o[0] < s[0]))
                    return Judgement::fail("every option lowers a stack below k or removes one", games::show(nimb, o));
            return Judgement::pass();
        })));
    const std::string t31e = "So, G([k, k+m]) = mex(0, 1, …, k-2, k+m-1) = k-1.";
    auto kkm = [nimb](bool set) {
        return onStacks<2>(domains::stacks<2>("NIMB", Order::NonDecreasing, 3), [nimb, set](const Stacks& s) {
            if (!set) return grundyIs(nimb, s, static_cast<unsigned>(s[0] - 1));
            return mexBelowSmallest(nimb, s, true);
        });
    };
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-e", t31,
                               {.statement = t31e,
                                .reading = "For every NIMB[k,k+m], k > 2, m >= 0: the Grundy values of its options are "
                                           "exactly {0, 1, ..., k-2, k+m-1}, and their mex, G, is k - 1.",
                                .bound = 60,
                                .expect = Expect::refutedAt("NIMB[3,3]")}),
                           kkm(true)));
    registry.add(claim<T2>(papers::mullen2016.info("thm3.1-proof-e-mex", t31,
                               {.statement = t31e,
                                .reading = "Alternative reading: only the result, G(NIMB[k,k+m]) = k - 1 for k > 2.",
                                .bound = 40,
                                .cases = 50}),
                           kkm(false)));
    const std::string t31f = "Player One has a maximum of one legal move: remove the stack with a_1 chips (this move is only "
                             "legal if a_1 < a_2). ... So, either Player One has no legal option and loses, or Player One has "
                             "one legal option, but that option is in N, so he loses. In both cases, G(a_1, a_2, a_3, …, a_k) = 0.";
    registry.add(claim<T3>(papers::mullen2016.info("thm3.1-proof-f", t31,
                               {.statement = t31f,
                                .reading = "For every NIMB[1,a_2,a_3], 1 <= a_2 <= a_3 (k = 3): the options are exactly "
                                           "[a_2,a_3] if 1 < a_2 and none otherwise; that option is N; G = 0.",
                                .bound = 40,
                                .cases = 50}),
                           nimbFirstStackOne<3>(nimb)));
    registry.add(claim<T4>(papers::mullen2016.info("thm3.1-proof-f-k4", t31,
                               {.statement = t31f,
                                .reading = "For every NIMB[1,a_2,a_3,a_4], 1 <= a_2 <= a_3 <= a_4 (k = 4): the options are "
                                           "exactly [a_2,a_3,a_4] if 1 < a_2 and none otherwise; that option is N; G = 0.",
                                .bound = 40,
                                .cases = 50}),
                           nimbFirstStackOne<4>(nimb)));
    const std::string t31g = "When we induct on the size of a_1, we get a game with up to two legal moves: remove the "
                             "stack with a_1 chips (this move is only legal if a_1 < a_2), or reduce a stack to "
                             "0 < i < a_1 chips.";
    registry.add(claim<T3>(papers::mullen2016.info("thm3.1-proof-g", t31,
                               {.statement = t31g,
                                .reading = "For every NIMB[a_1,a_2,a_3], 2 <= a_1 <= a_2 <= a_3: at most two distinct "
                                           "options.",
                                .bound = 24,
                                .expect = Expect::refutedAt("NIMB[2,3,3]")}),
                           nimbMoveKinds<3>(nimb, true)));
    registry.add(claim<T3>(papers::mullen2016.info("thm3.1-proof-g-kinds", t31,
                               {.statement = t31g,
                                .reading = "Alternative reading: two kinds of move: every legal move removes the a_1 "
                                           "stack (only if a_1 < a_2) or lowers some stack to 0 < i < a_1.",
                                .bound = 24,
                                .cases = 50}),
                           nimbMoveKinds<3>(nimb, false)));
    registry.add(claim<T4>(papers::mullen2016.info("thm3.1-proof-g-kinds-k4", t31,
                               {.statement = t31g,
                                .reading = "Alternative reading at k = 4: every legal move from NIMB[a_1,a_2,a_3,a_4], "
                                           "2 <= a_1 <= ... <= a_4, removes the a_1 stack (only if a_1 < a_2) or lowers "
                                           "some stack to 0 < i < a_1.",
                                .bound = 24,
                                .cases = 50}),
                           nimbMoveKinds<4>(nimb, false)));
    const std::string t31h = "So, G(a_1, a_2, a_3, …, a_k) = mex(0, 1, …, a_1 - 3, a_1 - 2, a_2 - 1) = a_1 - 1.";
    registry.add(claim<T3>(papers::mullen2016.info("thm3.1-proof-h", t31,
                               {.statement = t31h,
                                .reading = "For every NIMB[a_1,a_2,a_3], 2 <= a_1 <= a_2 <= a_3: the options' Grundy "
                                           "values are exactly {0, ..., a_1 - 2, a_2 - 1}, and G = a_1 - 1.",
                                .bound = 24,
                                .expect = Expect::refutedAt("NIMB[2,2,2]")}),
                           nimbMexSet<3>(nimb, true)));
    registry.add(claim<T3>(papers::mullen2016.info("thm3.1-proof-h-strict", t31,
                               {.statement = t31h,
                                .reading = "Alternative reading: a_2 - 1 is among the values only when the a_1 stack may "
                                           "be removed (a_1 < a_2).",
                                .bound = 24,
                                .cases = 50}),
                           nimbMexSet<3>(nimb, false)));
    registry.add(claim<T4>(papers::mullen2016.info("thm3.1-proof-h-strict-k4", t31,
                               {.statement = t31h,
                                .reading = "Alternative reading at k = 4: for every NIMB[a_1,a_2,a_3,a_4], 2 <= a_1 <= ... "
                                           "<= a_4, the options' Grundy values are {0, ..., a_1 - 2}, with a_2 - 1 only when "
                                           "the a_1 stack may be removed (a_1 < a_2), and G = a_1 - 1.",
                                .bound = 24,
                                .cases = 50}),
                           nimbMexSet<4>(nimb, false)));

    const std::string t32 = "Chapter 3, proof of Theorem 3.2";
    registry.add(claim<T2>(papers::mullen2016.info("thm3.2-proof-a", t32,
                               {.statement = "If a_1 = 1, then there are no legal moves. So, G(1, 1 + i) = 0 for all i.",
                                .reading = "For every i >= 0: NIMTB[1,1+i] has no option and Grundy value 0.",
                                .bound = 200}),
                           onStacks<2>(oneParam<2>("NIMTB", "NIMTB[1,1+i], i >= 0", 0, [](std::int64_t i) { return T2{1, 1 + i}; }),
                                        [nimtb](const Stacks& s) {
                                            return both(sameOptions(nimtb, s, {}), [&] { return grundyIs(nimtb, s, 0); });
                                        })));
    registry.add(claim<T2>(papers::mullen2016.info("thm3.2-proof-b", t32,
                               {.statement = "If a_1 = 2, then the only legal move is to reduce the game to G(1, 2) = 0. "
                                             "So, G(2, 2 + i) = 1.",
                                .reading = "For every i >= 1 (a_1 < a_2): the only option of NIMTB[2,2+i] is NIMTB[1,2], "
                                           "of value 0, and G(NIMTB[2,2+i]) = 1.",
                                .bound = 200}),
                           onStacks<2>(oneParam<2>("NIMTB", "NIMTB[2,2+i], i >= 1", 1, [](std::int64_t i) { return T2{2, 2 + i}; }),
                                        [nimtb](const Stacks& s) {
                                            return both(sameOptions(nimtb, s, {{1, 2}}), [&] {
                                                return both(grundyIs(nimtb, {1, 2}, 0), [&] { return grundyIs(nimtb, s, 1); });
                                            });
                                        })));
    registry.add(claim<T2>(
        papers::mullen2016.info("thm3.2-proof-c", t32,
            {.statement = "Player One's only option is to create a game of the form G(k - i, k) = k - i - 1. So, we get "
                          "that G(k, k + m) = mex(0, 1, …, k - i - 1, …, k - 2) = k - 1.",
             .reading = "For every NIMTB[k,k+m], k > 2, m >= 1: the options are exactly NIMTB[k-i,k], 0 < i < k, of "
                        "values k - i - 1, and G = k - 1.",
             .bound = 60}),
        onStacks<2>(domains::stacks<2>("NIMTB", Order::Increasing, 3), [nimtb](const Stacks& s) {
            return optionsBelowSmallest(nimtb, s, claimedRange(1, s[0], [&](std::int64_t i) { return Stacks{s[0] - i, s[0]}; }));
        })));
    const std::string t32d = "Player One's only option is to reduce the largest stack to 1. This option is in P since it "
                             "has no legal moves. Since this is Player One's only option, G(a_1, a_2, a_3, …, a_k) = mex{0} = 1.";
    registry.add(claim<T3>(papers::mullen2016.info("thm3.2-proof-d", t32,
                               {.statement = t32d,
                                .reading = "For every NIMTB[2,a_2,a_3], 2 < a_2 < a_3 (k = 3): the only option is [1,2,a_2], "
                                           "it has no option, and G = 1.",
                                .bound = 80}),
                           nimtbSmallestTwo<3>(nimtb)));
    registry.add(claim<T4>(papers::mullen2016.info("thm3.2-proof-d-k4", t32,
                               {.statement = t32d,
                                .reading = "For every NIMTB[2,a_2,a_3,a_4], 2 < a_2 < a_3 < a_4 (k = 4): the only option is "
                                           "[1,2,a_2,a_3], it has no option, and G = 1.",
                                .bound = 40}),
                           nimtbSmallestTwo<4>(nimtb)));
    const std::string t32e = "When we increase the size of the smallest stack, we get a game where all legal options are of "
                             "the form [i, a_1, a_2, a_3, …, a_{k-1}] where i < a_1. By our induction on the size of the "
                             "smallest stack, we know that G(i, a_1, a_2, a_3, …, a_{k-1}) = i - 1.";
    registry.add(claim<T3>(papers::mullen2016.info("thm3.2-proof-e", t32,
                               {.statement = t32e,
                                .reading = "For every NIMTB[a_1,a_2,a_3], 2 < a_1 < a_2 < a_3 (k = 3): the options are exactly "
                                           "[i,a_1,a_2], 0 < i < a_1, each of value i - 1, and G = a_1 - 1.",
                                .bound = 24,
                                .cases = 50}),
                           nimtbOptionsBelow<3>(nimtb)));
    registry.add(claim<T4>(papers::mullen2016.info("thm3.2-proof-e-k4", t32,
                               {.statement = t32e,
                                .reading = "For every NIMTB[a_1,a_2,a_3,a_4], 2 < a_1 < a_2 < a_3 < a_4 (k = 4): the options "
                                           "are exactly [i,a_1,a_2,a_3], 0 < i < a_1, each of value i - 1, and G = a_1 - 1.",
                                .bound = 24,
                                .cases = 50}),
                           nimtbOptionsBelow<4>(nimtb)));

    // ---------------- §4.1: Lemma 4.1 ----------------
    registry.add(claim<T3>(
        papers::mullen2016.info("lem4.1-proof-base", "§4.1, proof of Lemma 4.1, base cases",
            {.statement = "Observe k = 1 = 2^2(0) + 2^(2-1) - 1 and k = 2 = 2^1(1) + 2^(1-1) - 1.",
             .reading = "Each printed (k, n, a) satisfies k = 2^n a + 2^(n-1) - 1.",
             .paraphrase = "The exponents are written with ^( ) for the text's superscripts."}),
        arithmetic<3>(listed(domains::stacks<3>("(k,n,a)="), "the two base cases", {T3{1, 2, 0}, T3{2, 1, 1}}),
                      [](const T3& x) { return equal(x[0], pow2(x[1]) * x[2] + pow2(x[1] - 1) - 1, "2^n a + 2^(n-1) - 1"); })));
    registry.add(claim<T1>(
        papers::mullen2016.info("lem4.1-proof-case1", "§4.1, proof of Lemma 4.1, case 1",
            {.statement = "Case 1: m is odd. Then m + 1 is even and thus, equal to 2a for some a ∈ ℕ. Then the result "
                          "holds as m + 1 = 2a = 2^1(a) + 2^(1-1) - 1 for some a ∈ ℕ.",
             .reading = "For every odd m >= 3 (m >= 2 in the induction): a = (m + 1)/2 is a positive integer and "
                        "2^1 a + 2^0 - 1 = m + 1.",
             .paraphrase = "The exponents are written with ^( ) for the text's superscripts.",
             .bound = 100000}),
        arithmetic<1>(domains::stacks<1>("m=", Order::Any, 2).where([](const T1& x) { return x[0] % 2 == 1; }, "m odd"),
                      [](const T1& x) {
                          const std::int64_t m = x[0], a = (m + 1) / 2;
                          if (a < 1 || 2 * a != m + 1) return Judgement::fail("m + 1 = 2a, a in N", "no such a");
                          return equal(m + 1, 2 * a + 1 - 1, "2^1(a) + 2^0 - 1");
                      })));
    registry.add(claim<T1>(
        papers::mullen2016.info("lem4.1-proof-case2", "§4.1, proof of Lemma 4.1, case 2",
            {.statement = "Case 2: m is even. So, m = 2ℓ and m + 2 = 2(ℓ + 1) for some ℓ ∈ ℕ. Let 2^r be the greatest "
                          "power of 2 that divides ℓ + 1. Then, m + 2 = 2(ℓ + 1) = 2^(r+1)(2q + 1) for some q ∈ ℤ ∪ 0. "
                          "So, m + 1 = 2(ℓ + 1) - 1 = 2^(r+2)(q) + 2^(r+1) - 1.",
             .reading = "For every even m >= 2: with l = m/2, r the 2-adic valuation of l + 1 and q = ((l + 1)/2^r - "
                        "1)/2 >= 0: m + 2 = 2^(r+1)(2q + 1) and m + 1 = 2^(r+2) q + 2^(r+1) - 1.",
             .paraphrase = "The exponents are written with ^( ) for the text's superscripts.",
             .bound = 100000}),
        arithmetic<1>(domains::stacks<1>("m=", Order::Any, 2).where([](const T1& x) { return x[0] % 2 == 0; }, "m even"),
                      [](const T1& x) {
                          const std::int64_t m = x[0], l = m / 2, r = twoAdic(l + 1), q = ((l + 1) / pow2(r) - 1) / 2;
                          Judgement j = equal(m + 2, pow2(r + 1) * (2 * q + 1), "2^(r+1)(2q+1)");
                          if (!j.holds) return j;
                          return equal(m + 1, pow2(r + 2) * q + pow2(r + 1) - 1, "2^(r+2) q + 2^(r+1) - 1");
                      })));

    // ---------------- §4.1: Lemma 4.2, Theorem 4.5 ----------------
    const std::string l42 = "§4.1, proof of Lemma 4.2";
    registry.add(claim<Pair>(papers::mullen2016.info("lem4.2-proof-base", l42,
                                 {.statement = "For base cases, note that W[1, 1] is Next Player win and W[1, 2] is "
                                               "Previous Player win.",
                                  .reading = "W[1,1] is N and W[1,2] is P."}),
                             pSet(wynnieG, listed(wynnieG, "W[1,1], W[1,2]", {Pair{1, 1}, Pair{1, 2}}),
                                  [](const Pair& x) { return x[1] == 2; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.2-proof-moves", l42,
            {.statement = "Then, in the game W[1, k + 1], Player One has two options: make a move involving the removal of "
                          "the lone chip in the first stack (and lose next turn when Player Two removes the remaining "
                          "stack), or remove a chip from only the stack with k + 1 chips (leaving the game W[1, k] which "
                          "he will lose by the earlier assumption).",
             .reading = "For every k >= 1: W[1,k] is an option of W[1,k+1], and every other option empties the 1-chip "
                        "stack and leaves a single stack that the next player removes whole, winning (the option is N).",
             .bound = 2000}),
        stepsProperty(wynnieG, pairFamily(wynnieG, "W[1,k+1], k >= 1", 2, [](std::int64_t k1) { return Pair{1, k1}; }),
                 [](const Pair& x) {
                     const std::int64_t k = x[1] - 1;
                     bool found = false;
                     for (auto [a, b] : wynnieG.options({1, k + 1})) {
                         if (a == 1 && b == k) {
                             found = true;
                             continue;
                         }
                         if (a != 0) return Judgement::fail("every other option empties the 1-chip stack", wynnieG.show(a, b));
                         auto last = wynnieG.options({0, b});
                         if (b == 0 || std::find(last.begin(), last.end(), Pair{0, 0}) == last.end())
                             return Judgement::fail("Player Two then removes the remaining stack", "he cannot",
                                                    "options of " + wynnieG.show(0, b));
                     }
                     if (!found) return Judgement::fail("W[1,k] is an option", "it is not");
                     return Judgement::pass();
                 })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.2-proof-step", l42,
            {.statement = "So, W[1, k + 1] is Previous Player win. Alternatively, we could suppose that W[1, k] is Previous "
                          "Player win (case 2). Then W[1, k + 1] is obviously Next Player win",
             .reading = "For every k >= 1, from the oracle's outcomes: W[1,k] N implies W[1,k+1] P, and W[1,k] P implies "
                        "W[1,k+1] N.",
             .bound = 2000}),
        pSet(wynnieG, pairFamily(wynnieG, "W[1,k+1], k >= 1", 2, [](std::int64_t k1) { return Pair{1, k1}; }),
             [](const Pair& x) { return !wynnieG.isP({1, x[1] - 1}); })));
    const std::string t45 = "§4.1, proof of Theorem 4.5";
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.5-proof-w2", t45,
                                 {.statement = "Next, we note that, by Lemma 4.3, W[2, a] ∈ N for all a > 2.",
                                  .reading = "Every W[2,a], a >= 3, is N (the oracle's outcomes); Lemma 4.3 itself is "
                                             "mullen2016/lem4.3.",
                                  .bound = 4000}),
                             pSet(wynnieG, pairFamily(wynnieG, "W[2,a], a >= 3", 3, [](std::int64_t a) { return Pair{2, a}; }),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5-proof-beven", t45,
            {.statement = "To prove this, we examine all r values of the form 2^n + b for 0 < b < 2^n (b is odd by Lemma 4.3).",
             .reading = "The even b are settled: every W[r,c], c > r, with r = 2^n + b, 0 < b < 2^n, b even, is N.",
             .paraphrase = "The exponents are written with ^ for the text's superscripts.",
             .bound = 400}),
        pSet(wynnieG, domains::stacks<2>("W", Order::Increasing, 3).where(
                          [](const Pair& x) { return x[0] % 2 == 0 && !isPowerOfTwo(x[0]); }, "r = 2^n + b, b even"),
             [](const Pair&) { return false; })));
    const std::string open45 = "If we exclude those values, we are left only with c values of the form 2^n d - 1, "
                               "d ∈ ℕ, by Lemma 4.1.";
    registry.add(claim<T2>(papers::mullen2016.info("thm4.5-proof-open", t45,
                               {.statement = open45,
                                .reading = "For every n >= 1 and every c >= 1: if c is not 2^m d + 2^(m-1) - 1 for any "
                                           "m <= n and d >= 1, then c = 2^n d - 1 for some d >= 1.",
                                .paraphrase = "The exponents are written with ^ for the text's superscripts.",
                                .bound = 300,
                                .cases = 0,
                                .expect = Expect::refutedAt("n=2,c=1")}),
                           leftOpen("n", "c", "m", 1, false)));
    registry.add(claim<T2>(papers::mullen2016.info("thm4.5-proof-open-beyond", t45,
                               {.statement = open45,
                                .reading = "Alternative reading: only the c the proof needs, c > r > 2^n: every such c "
                                           "not of the excluded forms is 2^n d - 1 (and then d > 1).",
                                .paraphrase = "The exponents are written with ^ for the text's superscripts.",
                                .bound = 300,
                                .cases = 0}),
                           leftOpen("n", "c", "m", 1, true)));
    auto splitClaim = [&](std::string name, std::string where, std::string statement, std::string idx) {
        registry.add(claim<T2>(
            papers::mullen2016.info(name, where,
                {.statement = std::move(statement),
                 .reading = "For every " + idx + " >= 1 and 0 < b < 2^" + idx + ": b's form of Lemma 4.1, b = 2^k j + "
                            "2^(k-1) - 1 (k - 1 the 2-adic valuation of b + 1), has k <= " + idx + " + 1 and j < 2^(" + idx +
                            " - k), i.e. j 2^k < 2^" + idx + ".",
                 .paraphrase = "The exponents are written with ^ for the text's superscripts.",
                 .bound = 1024,
                 .cases = 0}),
            arithmetic<2>(indexValue(idx, "b", false).where([](const T2& x) { return x[1] < pow2(x[0]); }, "b < 2^index"),
                          [](const T2& x) {
                              auto [k, j] = lemma41(x[1]);
                              if (k <= x[0] + 1 && j * pow2(k) < pow2(x[0])) return Judgement::pass();
                              return Judgement::fail("k <= n + 1 and j < 2^(n-k)",
                                                     "k = " + std::to_string(k) + ", j = " + std::to_string(j));
                          })));
    };
    splitClaim("thm4.5-proof-split", t45,
               "Note that k ≤ n + 1 and j < 2^(n-k) since b < 2^n.", "n");
    registry.add(claim<T4>(
        papers::mullen2016.info("thm4.5-eq4.1", "§4.1, proof of Theorem 4.5, (4.1)",
            {.statement = "→ W[2^k - 1, 2^n(d - 1) - 2^k(j - 1) - 2^(k-1) - 1] = W[2^k - 1, 2^k(2^(n-k)d - 2^(n-k) - j + 1) - "
                          "2^(k-1) - 1] = W[2^k - 1, 2^k(2^(n-k)d - 2^(n-k) - j) + 2^(k-1) - 1] = W[2^k - 1, 2^k(a) + 2^(k-1) - 1]",
             .reading = "The identities of (4.1) for every n >= 2, 1 <= k < n, 0 <= j < 2^(n-k), d >= 2 (sizes up to the "
                        "bound), and a = 2^(n-k)(d - 1) - j is a positive integer; the move removes as many chips from "
                        "each stack.",
             .paraphrase = "The display (4.1) on one line, exponents written with ^.",
             .bound = 12,
             .cases = 0}),
        diagonalMove("n", "k", "j", "a", 1)));

    const std::string t45c3 = "§4.1, proof of Theorem 4.5, case 3";
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.5-proof-c3-p", t45c3,
                                 {.statement = "Thus, we seek to show that W[2^(n+1) - 1, 2^n(3) - 1] = W[2^(n+1) - 1, "
                                               "2^(n+1) + 2^n - 1] ∈ P.",
                                  .reading = "For every n >= 1: W[2^(n+1) - 1, 3 2^n - 1] is P.",
                                  .paraphrase = "Exponents written with ^( ).",
                                  .bound = 9,
                                  .cases = 0}),
                             pSet(wynnieG, case3Family(wynnieG, 3, 1), [](const Pair&) { return true; })));
    auto c3Options = [&](const TwoStackGame& g, std::int64_t shift, std::string name, std::string where,
                         std::string statement, std::string reading, int kind) {
        registry.add(claim<Pair>(
            papers::mullen2016.info(name, where,
                {.statement = std::move(statement),
                 .reading = std::move(reading),
                 .bound = 9,
                 .cases = 0}),
            stepsProperty(g, case3Family(g, 3, shift), [g, kind](const Pair& x) {
                const std::int64_t r = x[0], c = x[1];
                if (kind == 0)
                    return selectedOptionsN(g, x, [r, c](std::int64_t a, std::int64_t b) { return b == c && a < r; },
                                            "option removing chips from the smaller stack only");
                if (kind == 1)
                    return selectedOptionsN(g, x, [r, c](std::int64_t a, std::int64_t b) { return a == r && b < c; },
                                            "option removing chips from the larger stack only");
                return selectedOptionsN(g, x, [r, c](std::int64_t a, std::int64_t b) { return a < r && b < c; },
                                        "option removing chips from both stacks");
            })));
    };
    c3Options(wynnieG, 1, "thm4.5-proof-c3-smaller", t45c3,
              "We know every move involving the removal of chips from just the smaller stack will yield a Next "
              "player win game by our induction.",
              "For every n >= 1: every option of W[2^(n+1) - 1, 3 2^n - 1] that lowers only the smaller stack is N.", 0);
    c3Options(wynnieG, 1, "thm4.5-proof-c3-larger", t45c3,
              "So, we also know that the removal of chips from just the larger stack will yield a Next player win game.",
              "For every n >= 1: every option of W[2^(n+1) - 1, 3 2^n - 1] that lowers only the larger stack is N.", 1);
    c3Options(wynnieG, 1, "thm4.5-proof-c3-diag", t45c3,
              "So, these games are not of the correct form to be in P by our induction.",
              "For every n >= 1: every option of W[2^(n+1) - 1, 3 2^n - 1] that lowers both stacks is N (the "
              "remaining options W[2^(n+1) - 1 - j, 2^n(3) - 1 - j]).", 2);
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.5-proof-c3-largest", t45c3,
            {.statement = "By our induction, every game with a largest stack of the form 2^a - 1 is in N.",
             .reading = "Every W[r,c] with c = 2^a - 1 (a >= 1) and 0 <= r <= c is N.",
             .paraphrase = "Exponent written with ^.",
             .bound = 4000,
             .cases = 0}),
        pSet(wynnieG, domains::stacks<2>("W", Order::NonDecreasing, 0).where(
                          [](const Pair& x) { return x[1] >= 1 && isPowerOfTwo(x[1] + 1); }, "c = 2^a - 1"),
             [](const Pair&) { return false; })));
    registry.add(claim<T2>(
        papers::mullen2016.info("thm4.5-eq4.4", "§4.1, proof of Theorem 4.5, (4.4)",
            {.statement = "These games take on the form W[2^(n-i) - 1, 2^(n-i)(2^i(3) - 2^(i+1) + 1) - 1].",
             .reading = "For every n >= 1, 0 <= i < n: the diagonal option W[2^(n+1) - 1 - j, 3 2^n - 1 - j] whose "
                        "smaller stack is 2^(n-i) - 1 has larger stack 2^(n-i)(3 2^i - 2^(i+1) + 1) - 1; and (4.4): "
                        "that is 2^(n-i) a + 2^(n-i-1) - 1 only for a = 2^i + 1/2, not an integer.",
             .paraphrase = "Exponents written with ^( ).",
             .bound = 30,
             .cases = 0}),
        diagonalOptionForm("n", 1)));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.5-proof-c3-four", t45c3,
                                 {.statement = "Consider W[2^(n+1) - 1, 2^n(4) - 1] which has W[2^(n+1) - 1, 2^n(3) - 1] as "
                                               "an option. So, W[2^(n+1) - 1, 2^n(4) - 1] ∈ N.",
                                  .reading = "For every n >= 1: the move from W[2^(n+1) - 1, 4 2^n - 1] to "
                                             "W[2^(n+1) - 1, 3 2^n - 1] is legal and leaves a P-position.",
                                  .paraphrase = "Exponents written with ^( ).",
                                  .bound = 9,
                                  .cases = 0}),
                             case3Four(wynnieG, 1)));

    // ---------------- §4.2: misère WYNNIE ----------------
    registry.add(claim<Pair>(papers::mullen2016.info("rem1.1-misere", "§1.1, misère games",
                                 {.statement = "So, in a misère game, terminal positions are in N.",
                                  .reading = "Instance on the thesis's misère game: the terminal W^-[0,0] is N."}),
                             pSet(misereG, listed(misereG, "W^-[0,0]", {Pair{0, 0}}),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(papers::mullen2016.info("lem4.6-proof-one", "§4.2, proof of Lemma 4.6",
                                 {.statement = "If the board only contains one chip, Player One has no choice but to "
                                               "remove it and lose.",
                                  .reading = "The only option of W^-[0,1] is W^-[0,0], which is N (the player who took "
                                             "the last chip loses)."}),
                             stepsProperty(misereG, listed(misereG, "W^-[0,1]", {Pair{0, 1}}), [](const Pair&) {
                                 if (misereG.options({0, 1}) != std::vector<Pair>{{0, 0}})
                                     return Judgement::fail("the only option is W^-[0,0]", "other options");
                                 return judgeP(misereG, Pair{0, 0}, false);
                             })));
    const std::string l47 = "§4.2, proof of Lemma 4.7";
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.7-proof-one", l47,
            {.statement = "Note that any player who reduces a stack that contains only one chip will lose unless they have "
                          "left the other stack with only one chip.",
             .reading = "For every W^-[1,n], n >= 1: an option that empties the 1-chip stack is P (a win for its mover) "
                        "exactly when the other stack is left with one chip.",
             .bound = 2000}),
        stepsProperty(misereG, pairFamily(misereG, "W^-[1,n], n >= 1", 1, [](std::int64_t n) { return Pair{1, n}; }),
                 [](const Pair& x) {
                     for (auto [a, b] : misereG.options(x)) {
                         if (a != 0) continue;
                         Judgement j = judgeP(misereG, Pair{a, b}, b == 1);
                         if (!j.holds) return j;
                     }
                     return Judgement::pass();
                 })));
    const std::string l47larger = "So, the optimal play is always to remove from only the larger stack.";
    auto largerOnly = [](std::int64_t lo) {
        return stepsProperty(misereG, pairFamily(misereG, "W^-[1,n], n >= " + std::to_string(lo), lo, [](std::int64_t n) { return Pair{1, n}; }),
                        [](const Pair& x) {
                            if (misereG.isP(x)) return Judgement::pass();  // no move wins: every move is as good
                            return judgeMove(misereG, x, {1, x[1] - 1});
                        });
    };
    registry.add(claim<Pair>(papers::mullen2016.info("lem4.7-proof-larger", l47,
                                 {.statement = l47larger,
                                  .reading = "For every W^-[1,n], n >= 2: removing one chip from the larger stack only is "
                                             "an optimal move (when W^-[1,n] is N, the move to W^-[1,n-1] wins).",
                                  .bound = 2000,
                                  .expect = Expect::refutedAt("W^-[1,2]")}),
                             largerOnly(2)));
    registry.add(claim<Pair>(papers::mullen2016.info("lem4.7-proof-larger-beyond", l47,
                                 {.statement = l47larger,
                                  .reading = "Alternative reading: until W^-[1,2] ('This pattern will only be stopped when "
                                             "a player gets the opportunity to play on the game W^-[1, 2]'): n >= 3.",
                                  .bound = 2000}),
                             largerOnly(3)));
    registry.add(claim<Pair>(papers::mullen2016.info("lem4.7-proof-12", l47,
                                 {.statement = "Then, the active player will reduce the game to W^-[0, 1] and win on the next turn.",
                                  .reading = "From W^-[1,2], the move to W^-[0,1] is legal and leaves a P-position."}),
                             winningMove(misereG, listed(misereG, "W^-[1,2]", {Pair{1, 2}}),
                                         [](const Pair&) { return Pair{0, 1}; })));
    const std::string l48 = "§4.2, proof of Lemma 4.8";
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.8-proof-case1", l48,
            {.statement = "Case 1: m and n are either both even or both odd. By removing m-1 chips from both stacks on turn "
                          "one, Player One can move the game to W^-[1, 2k+1] (since n-m+1 is odd). Player One will win "
                          "this game since he gets to play second and it is a Previous Player win game.",
             .reading = "For every W^-[m,n], 1 < m <= n, m ≡ n (mod 2): the move to W^-[1, n - m + 1] is legal and "
                        "leaves a P-position.",
             .bound = 300,
             .expect = Expect::refutedAt("W^-[2,2]")}),
        winningMove(misereG, domains::stacks<2>("W^-", Order::NonDecreasing, 2).where(
                                 [](const Pair& x) { return x[0] % 2 == x[1] % 2; }, "m ≡ n (mod 2)"),
                    [](const Pair& x) { return Pair{1, x[1] - x[0] + 1}; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("lem4.8-proof-case2", l48,
            {.statement = "Case 2: m is even and n is odd. By removing m-1 chips from the stack with m chips on turn one, "
                          "Player One can move the game to W^-[1, (2k+1)] (since n is odd).",
             .reading = "For every W^-[m,n], 1 < m <= n, m even, n odd: the move to W^-[1, n] is legal and leaves a "
                        "P-position.",
             .bound = 300}),
        winningMove(misereG, domains::stacks<2>("W^-", Order::NonDecreasing, 2).where(
                                 [](const Pair& x) { return x[0] % 2 == 0 && x[1] % 2 == 1; }, "m even, n odd"),
                    [](const Pair& x) { return Pair{1, x[1]}; })));

    const std::string t410 = "§4.2, proof of Theorem 4.10";
    const std::string parity = "We know from Lemma 4.8 that if Player Two has a winning strategy, then m is odd and n is even.";
    auto parityClaim = [](std::int64_t lo) {
        return stepsProperty(misereG, domains::stacks<2>("W^-", Order::NonDecreasing, lo), [](const Pair& x) {
            if (!misereG.isP(x) || (x[0] % 2 == 1 && x[1] % 2 == 0)) return Judgement::pass();
            return Judgement::fail("m odd and n even at a P-position", "a P-position with m = " + std::to_string(x[0]) +
                                                                             ", n = " + std::to_string(x[1]),
                                   witness(misereG, x[0], x[1]));
        });
    };
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-parity", t410,
                                 {.statement = parity,
                                  .reading = "Every P-position W^-[m,n], 0 <= m <= n (the theorem's m <= n), has m odd "
                                             "and n even.",
                                  .bound = 2000,
                                  .expect = Expect::refutedAt("W^-[0,1]")}),
                             parityClaim(0)));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-parity-lemma", t410,
                                 {.statement = parity,
                                  .reading = "Alternative reading: within Lemma 4.8's hypothesis 1 < m <= n.",
                                  .bound = 2000,
                                  .expect = Expect::refutedAt("W^-[2,2]")}),
                             parityClaim(2)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-m1", t410,
            {.statement = "Games with m = 1 are characterized by Lemma 4.7 (and satisfy the form we seek with j = 1).",
             .reading = "For every n >= 1: W^-[1,n] is P iff n = 2^1 k + 2^0 for some k >= 1 (the theorem's form with "
                        "j = 1); Lemma 4.7 itself is mullen2016/lem4.7.",
             .bound = 4000}),
        pSet(misereG, pairFamily(misereG, "W^-[1,n], n >= 1", 1, [](std::int64_t n) { return Pair{1, n}; }),
             [](const Pair& x) { return x[1] % 2 == 1 && x[1] >= 3; })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-m2", t410,
                                 {.statement = "Suppose m = 2. Then, m ≠ 2^j - 1 and, by Lemma 4.8, W^-[m,n] ∈ N.",
                                  .reading = "Every W^-[2,n], n >= 2 (m <= n), is N.",
                                  .paraphrase = "Exponent written with ^.",
                                  .bound = 4000,
                                  .expect = Expect::refutedAt("W^-[2,2]")}),
                             pSet(misereG, pairFamily(misereG, "W^-[2,n], n >= 2", 2, [](std::int64_t n) { return Pair{2, n}; }),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-m3odd", t410,
                                 {.statement = "By Lemma 4.8, W^-[3,n] ∈ N for all odd n.",
                                  .reading = "Every W^-[3,n], n odd, n >= 3 (m <= n), is N.",
                                  .bound = 1000,
                                  .cases = 50}),
                             pSet(misereG, pairFamily(misereG, "W^-[3,n], n >= 3 odd", 1, [](std::int64_t k) { return Pair{3, 2 * k + 1}; }),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-m3", t410,
                                 {.statement = "By Lemma 4.9, W^-[3,4] ∈ N. ... So, W^-[3,6] ∈ P. Next, we note that "
                                               "W^-[3,8] ∈ N",
                                  .reading = "W^-[3,4] and W^-[3,8] are N, W^-[3,6] is P."}),
                             pSet(misereG, listed(misereG, "W^-[3,4], W^-[3,6], W^-[3,8]", {Pair{3, 4}, Pair{3, 6}, Pair{3, 8}}),
                                  [](const Pair& x) { return x[1] == 6; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-36", t410,
            {.statement = "In searching for a winning strategy, Player One need only look for ways to reduce this game to one "
                          "of the form W^-[1,k] for some odd k on his first turn. This, however, is impossible since it is "
                          "not a legal move to remove an even number from 3 in the same turn that you remove an odd number "
                          "from 6.",
             .reading = "No option of W^-[3,6] is W^-[1,k] with k odd."}),
        stepsProperty(misereG, listed(misereG, "W^-[3,6]", {Pair{3, 6}}), [](const Pair&) {
            for (auto [a, b] : misereG.options({3, 6}))
                if ((a == 1 && b % 2 == 1) || (b == 1 && a % 2 == 1))
                    return Judgement::fail("no option W^-[1,k], k odd", misereG.show(a, b));
            return Judgement::pass();
        })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-38", t410,
                                 {.statement = "Next, we note that W^-[3,8] ∈ N since W^-[3,6] on his first turn.",
                                  .reading = "From W^-[3,8], the move to W^-[3,6] is legal and leaves a P-position."}),
                             winningMove(misereG, listed(misereG, "W^-[3,8]", {Pair{3, 8}}),
                                         [](const Pair&) { return Pair{3, 6}; })));
    registry.add(claim<Pair>(
        papers::mullen2016.info("thm4.10-proof-beven", t410,
            {.statement = "We now examine all m values of the form 2^ℓ + b for some b < 2^ℓ (b is odd by Lemma 4.8).",
             .reading = "The even b are settled: every W^-[m,n], m <= n, with m = 2^l + b, 0 < b < 2^l, b even, is N.",
             .paraphrase = "Exponent written with ^.",
             .bound = 400}),
        pSet(misereG, domains::stacks<2>("W^-", Order::NonDecreasing, 3).where(
                          [](const Pair& x) { return x[0] % 2 == 0 && !isPowerOfTwo(x[0]); }, "m = 2^l + b, b even"),
             [](const Pair&) { return false; })));
    const std::string open410 = "If we exclude those values, we are left only with n values of the form 2^ℓ d, d ∈ ℕ.";
    registry.add(claim<T2>(papers::mullen2016.info("thm4.10-proof-open", t410,
                               {.statement = open410,
                                .reading = "For every l >= 1 and every n >= 1: if n is not 2^i d + 2^(i-1) for any i <= l "
                                           "and d >= 1, then n = 2^l d for some d >= 1.",
                                .paraphrase = "Exponent written with ^.",
                                .bound = 300,
                                .cases = 0,
                                .expect = Expect::refutedAt("l=1,n=1")}),
                           leftOpen("l", "n", "i", 0, false)));
    registry.add(claim<T2>(papers::mullen2016.info("thm4.10-proof-open-beyond", t410,
                               {.statement = open410,
                                .reading = "Alternative reading: only the n the proof needs, n >= m > 2^l.",
                                .paraphrase = "Exponent written with ^.",
                                .bound = 300,
                                .cases = 0}),
                           leftOpen("l", "n", "i", 0, true)));
    splitClaim("thm4.10-proof-split", t410,
               "Note that s ≤ ℓ + 1 and t < 2^(ℓ-s) since b < 2^ℓ.", "l");
    registry.add(claim<T4>(
        papers::mullen2016.info("thm4.10-eq4.5", "§4.2, proof of Theorem 4.10, (4.5)",
            {.statement = "→ W^-[2^s - 1, 2^ℓ(d-1) - 2^s(t-1) - 2^(s-1)] = W^-[2^s - 1, 2^s(2^(ℓ-s)d - 2^(ℓ-s) - t + 1) - "
                          "2^(s-1)] = W^-[2^s - 1, 2^s(2^(ℓ-s)d - 2^(ℓ-s) - t) + 2^(s-1)]",
             .reading = "The identities of (4.5) for every l >= 2, 1 <= s < l, 0 <= t < 2^(l-s), d >= 2, the k = "
                        "2^(l-s)(d - 1) - t of the last line positive, and the move removes as many chips from each stack.",
             .paraphrase = "The display (4.5) on one line, exponents written with ^.",
             .bound = 12,
             .cases = 0}),
        diagonalMove("l", "s", "t", "k", 0)));

    // Line 505 and case 3 write W (normal WYNNIE) where the section is about W^-.
    auto caseDomain = [](const TwoStackGame& g, int which) {
        return domains::stacks<2>(g.prefix, Order::NonDecreasing, 3).where(
            [which](const Pair& x) {
                const std::int64_t m = x[0], n = x[1];
                if (m % 2 == 0 || isPowerOfTwo(m)) return false;
                const std::int64_t l = floorLog2(m), b = m - pow2(l);
                if (n % pow2(l) != 0) return false;
                const std::int64_t s = lemma41(b).first;
                return which == 1 ? s < l : which == 2 ? s == l : s == l + 1;
            },
            which == 1 ? "m = 2^l + b, b odd, s < l, n = 2^l d" : which == 2 ? "m = 2^l + b, s = l, n = 2^l d" : "m = 2^(l+1) - 1, n = 2^l d");
    };
    const std::string c1Text = "So, since W^-[2^ℓ + b, 2^ℓ d] can be moved to a Previous Player win game, W[2^ℓ + b, 2^ℓ d] ∈ N.";
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c1", "§4.2, proof of Theorem 4.10, case 1",
                                 {.statement = c1Text,
                                  .reading = "Literally W, normal WYNNIE: every W[2^l + b, 2^l d] of case 1 (b odd, "
                                             "s < l, 2^l d >= 2^l + b) is N.",
                                  .paraphrase = "Exponent written with ^.",
                                  .bound = 500,
                                  .cases = 50}),
                             pSet(wynnieG, caseDomain(wynnieG, 1),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c1-misere", "§4.2, proof of Theorem 4.10, case 1",
                                 {.statement = c1Text,
                                  .reading = "Alternative reading: W^- as in the rest of the sentence: every W^-[2^l + b, "
                                             "2^l d] of case 1 is N.",
                                  .paraphrase = "Exponent written with ^.",
                                  .bound = 500,
                                  .cases = 50}),
                             pSet(misereG, caseDomain(misereG, 1),
                                  [](const Pair&) { return false; })));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c2", "§4.2, proof of Theorem 4.10, case 2",
                                 {.statement = "Since W^-[2^ℓ + b, 2^ℓ d] can be moved to a Previous Player win game, "
                                               "W^-[2^ℓ + b, 2^ℓ d] ∈ N.",
                                  .reading = "Every W^-[2^l + b, 2^l d] of case 2 (s = l, so b = 2^(l-1) - 1) is N.",
                                  .paraphrase = "Exponent written with ^.",
                                  .bound = 2000,
                                  .cases = 0}),
                             pSet(misereG, caseDomain(misereG, 2),
                                  [](const Pair&) { return false; })));
    const std::string t410c3 = "§4.2, proof of Theorem 4.10, case 3";
    const std::string c3pText = "So, we seek to show that W[2^(ℓ+1) - 1, 2^ℓ(3)] = W[2^(ℓ+1) - 1, 2^(ℓ+1) + 2^ℓ] ∈ P.";
    for (const TwoStackGame* g : {&wynnieG, &misereG}) {
        const bool normal = g == &wynnieG;
        const std::string suffix = normal ? "" : "-misere";
        const std::string lit = normal ? "Literally W, normal WYNNIE: " : "Alternative reading: W^-, the section's game: ";
        registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c3-p" + suffix, t410c3,
                                     {.statement = c3pText,
                                      .reading = lit + "for every l >= 1, [2^(l+1) - 1, 3 2^l] is P.",
                                      .paraphrase = "Exponents written with ^( ).",
                                      .bound = 9,
                                      .cases = 0,
                                      .expect = normal ? Expect::refutedAt("W[3,6]") : Expect::holds()}),
                                 pSet(*g, case3Family(*g, 3, 0), [](const Pair&) { return true; })));
        registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c3-four" + suffix, t410c3,
                                     {.statement = "For example, we look at W[2^(ℓ+1) - 1, 2^ℓ(4)] which has W[2^(ℓ+1) - 1, "
                                                   "2^ℓ(3)] as an option. So, W[2^(ℓ+1) - 1, 2^ℓ(4)] ∈ N.",
                                      .reading = lit + "for every l >= 1, the move from [2^(l+1) - 1, 4 2^l] to "
                                                       "[2^(l+1) - 1, 3 2^l] is legal and leaves a P-position.",
                                      .paraphrase = "Exponents written with ^( ).",
                                      .bound = 9,
                                      .cases = 0,
                                      .expect = normal ? Expect::refutedAt("W[3,8]") : Expect::holds()}),
                                 case3Four(*g, 0)));
        registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c3-iff" + suffix, t410c3,
                                     {.statement = "So, we get that W[2^(ℓ+1) - 1, 2^ℓ d] ∈ P iff d > 2 is odd.",
                                      .reading = lit + "every [2^(l+1) - 1, 2^l d] with 2^l d >= 2^(l+1) - 1 is P iff d > 2 "
                                                       "is odd.",
                                      .paraphrase = "Exponents written with ^( ).",
                                      .bound = 2000,
                                      .cases = 0,
                                      .expect = normal ? Expect::refutedAt("W[3,6]") : Expect::holds()}),
                                 pSet(*g, caseDomain(*g, 3), [](const Pair& x) {
                                     const std::int64_t d = x[1] / pow2(floorLog2(x[0] + 1) - 1);
                                     return d > 2 && d % 2 == 1;
                                 })));
    }
    c3Options(misereG, 0, "thm4.10-proof-c3-smaller", t410c3,
              "We know every move involving the removal of chips from just the smaller stack will yield a Next "
              "player win game by our induction.",
              "For every l >= 1: every option of W^-[2^(l+1) - 1, 3 2^l] that lowers only the smaller stack is N.", 0);
    c3Options(misereG, 0, "thm4.10-proof-c3-larger", t410c3,
              "So, we also know that the removal of chips from just the larger stack will yield a Next player win game.",
              "For every l >= 1: every option of W^-[2^(l+1) - 1, 3 2^l] that lowers only the larger stack is N.", 1);
    c3Options(misereG, 0, "thm4.10-proof-c3-diag", t410c3,
              "So, these games are not of the correct form to be in P by our induction.",
              "For every l >= 1: every option of W^-[2^(l+1) - 1, 3 2^l] that lowers both stacks is N.", 2);
    const std::string oddText = "By our induction, every game with an odd largest stack is in N.";
    auto oddLargest = [](std::int64_t lo) {
        return pSet(misereG, domains::stacks<2>("W^-", Order::NonDecreasing, lo).where(
                                 [](const Pair& x) { return x[1] % 2 == 1; }, "n odd"),
                    [](const Pair&) { return false; });
    };
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c3-odd", t410c3,
                                 {.statement = oddText,
                                  .reading = "Every W^-[m,n], 0 <= m <= n, n odd, is N.",
                                  .bound = 2000,
                                  .expect = Expect::refutedAt("W^-[0,1]")}),
                             oddLargest(0)));
    registry.add(claim<Pair>(papers::mullen2016.info("thm4.10-proof-c3-odd-lemma", t410c3,
                                 {.statement = oddText,
                                  .reading = "Alternative reading: within Lemma 4.8's range, 1 < m <= n, n odd.",
                                  .bound = 500}),
                             oddLargest(2)));
    registry.add(claim<T2>(
        papers::mullen2016.info("thm4.10-eq4.8", "§4.2, proof of Theorem 4.10, (4.8)",
            {.statement = "These games take on the form W[2^(ℓ-i) - 1, 2^(ℓ-i)(2^i(3) - 2^(i+1) + 1)].",
             .reading = "For every l >= 1, 0 <= i < l: the diagonal option of W^-[2^(l+1) - 1, 3 2^l] whose smaller stack "
                        "is 2^(l-i) - 1 has larger stack 2^(l-i)(3 2^i - 2^(i+1) + 1); and (4.8): that is 2^(l-i) a + "
                        "2^(l-i-1) only for a = 2^i + 1/2, not an integer.",
             .paraphrase = "Exponents written with ^( ).",
             .bound = 30,
             .cases = 0}),
        diagonalOptionForm("l", 0)));
}

}  // namespace gameaudit::mullen2016
