#pragma once
// The thesis's games as several chapters' claims use them: one name and one solved table each.
#include <cstdint>
#include <functional>
#include <string>
#include <utility>

#include "api/gameaudit.hpp"
#include "models/two_stack_games.hpp"

namespace gameaudit::mullen2016 {

inline const TwoStackGame wythoffG = twoStackGame("", games::wythoff);
inline const TwoStackGame wynnieG = twoStackGame("W", games::wynnie);
inline const TwoStackGame misereG = twoStackGame("W^-", games::misereWynnie);

inline games::StackTable& minnie2() { return sharedTable(games::minnie(), 2); }
inline games::StackTable& minnie3() { return sharedTable(games::minnie(), 3); }
inline games::StackTable& minnie4() { return sharedTable(games::minnie(), 4); }
inline games::StackTable& mine2() { return sharedTable(games::mine(), 2); }
inline games::StackTable& mine3() { return sharedTable(games::mine(), 3); }

// The positions of Conjectures 5.6 and 6.2 among `positions` (K stacks, the smallest >= 4, the second
// smallest >= 6, `second` naming it), each claimed to be a MINNIE N-position.
template <std::size_t K>
Property<Tuple<K>> minnieLargeStacksN(Domain<Tuple<K>> positions, const std::string& second) {
    auto large = positions.where([](const Tuple<K>& s) { return s[1] >= 6; }, second + " >= 6");
    auto inN = [](const Tuple<K>&) { return false; };
    if constexpr (K <= 4) return pSet(StackTableGame<K>{&sharedTable(games::minnie(), K)}, large, inN);
    else return pSet(StackSolverGame<K>{games::minnie()}, large, inN);  // the tables hold up to 4 stacks
}

// One stack of a stack game, an impartial game over its rules (a stack lowered in place).
inline ImpartialGame<std::int64_t> oneStack(const games::StackGame& g) {
    return {g.name + " on one stack", heaps(g.prefix), [g](std::int64_t n) {
                std::vector<std::int64_t> options;
                for (const Stacks& o : games::optionsInPlace(g, {n})) options.push_back(o[0]);
                return options;
            }};
}

// A claim on a two-stack game judged position by position: `judge` returns the proof's assertion about x.
// by hand: a proof's sentence about x joins several judgements (named moves, options' outcomes)
inline Property<Pair> stepsProperty(const TwoStackGame& g, Domain<Pair> domain, std::function<Judgement(const Pair&)> judge) {
    Property<Pair> p;
    p.domain = std::move(domain);
    p.prepare = [g](std::int64_t n) { g.prepare(n); };
    p.predicate = std::move(judge);
    return p;
}

// A claim on K-stack positions, each judged as the Stacks it is.
// by hand: each judge checks several things its text says of x (options, their values, sums) at once
template <std::size_t K>
Property<Tuple<K>> onStacks(Domain<Tuple<K>> d, std::function<Judgement(const Stacks&)> judge) {
    Property<Tuple<K>> p;
    p.domain = std::move(d);
    p.predicate = [judge](const Tuple<K>& x) { return judge(Stacks(x.begin(), x.end())); };
    return p;
}

// Powers of two, in which the proofs of Chapter 4 write their stacks; a claim reproduced at an
// exponent past 62 is refused, its arithmetic being 64-bit.
inline std::int64_t pow2(std::int64_t e) {
    if (e < 0 || e > 62) throw InputError("2^" + std::to_string(e) + " is outside this claim's 64-bit arithmetic");
    return std::int64_t{1} << e;
}
inline std::int64_t floorLog2(std::int64_t v) { return 63 - __builtin_clzll(static_cast<unsigned long long>(v)); }
inline std::int64_t twoAdic(std::int64_t v) { return __builtin_ctzll(static_cast<unsigned long long>(v)); }
inline bool isPowerOfTwo(std::int64_t v) { return v > 0 && (v & (v - 1)) == 0; }

// Lemma 4.1's form of v >= 1: v = 2^k j + 2^(k-1) - 1, k - 1 the 2-adic valuation of v + 1; gives {k, j}.
inline std::pair<std::int64_t, std::int64_t> lemma41(std::int64_t v) {
    const std::int64_t k = twoAdic(v + 1) + 1;
    return {k, (v + 1 - pow2(k - 1)) / pow2(k)};
}

}  // namespace gameaudit::mullen2016
