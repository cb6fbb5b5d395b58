#pragma once
// Shared shape of the two-stack claims: "position is P iff <formula>", judged on a solved table.
#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <string>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "oracles/two_stack.hpp"

namespace gameaudit::mullen2016 {

using Pair = domains::Stacks<2>;

// A game's table, solved lazily and shared by all its claims.
struct TwoStackGame {
    std::string prefix;  // notation, e.g. "W" gives W[3,5]
    TwoStackTable* table;
    std::string show(std::int64_t x, std::int64_t y) const {
        return prefix + "[" + std::to_string(x) + "," + std::to_string(y) + "]";
    }
};

// The game's table, one per rule set, shared by every claim that uses it.
inline TwoStackGame twoStackGame(std::string prefix, TwoStackRules (*rules)()) {
    static std::map<TwoStackRules (*)(), TwoStackTable> tables;
    return {std::move(prefix), &tables.try_emplace(rules, rules()).first->second};
}

// A finite list of positions, checked completely.
inline Domain<Pair> positions(const TwoStackGame& g, std::string description, std::vector<Pair> list) {
    return domains::table<Pair>(
        std::move(description), std::move(list), [](const Pair& p) { return std::max(p[0], p[1]); },
        [g](const Pair& p) { return g.show(p[0], p[1]); },
        [g](std::string_view text) {
            auto v = notation::readTuple(text, g.prefix, 2);
            return Pair{v[0], v[1]};
        });
}

// The options of a position, each written once with the smaller stack first: the stacks are
// unordered, so [1,2] and [2,1] are one position.
inline std::vector<std::pair<std::int64_t, std::int64_t>> distinctOptions(const TwoStackTable& t,
                                                                          std::pair<std::int64_t, std::int64_t> p) {
    auto options = t.options(p.first, p.second);
    for (auto& [x, y] : options)
        if (x > y) std::swap(x, y);
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
    return options;
}

// Why [x,y] has the outcome the oracle gives it: a winning move, or every option's winning reply.
inline std::string witness(const TwoStackGame& g, std::int64_t x, std::int64_t y) {
    using Pos = std::pair<std::int64_t, std::int64_t>;
    return outcomeWitness<Pos>(
        {x, y}, [g](const Pos& q) { return distinctOptions(*g.table, q); },
        [g](const Pos& q) { return g.table->moverWins(q.first, q.second); },
        [g](const Pos& q) { return g.show(q.first, q.second); });
}

// The claim "x is a P-position iff claimedP(x)" over the domain.
inline Property<Pair> outcomeProperty(TwoStackGame g, Domain<Pair> domain,
                                      std::function<bool(std::int64_t, std::int64_t)> claimedP) {
    Property<Pair> p;
    p.domain = std::move(domain);
    p.prepare = [g](std::int64_t n) { g.table->solveUpTo(n); };
    p.predicate = [g, claimedP](const Pair& s) {
        g.table->solveUpTo(std::max(s[0], s[1]));  // a family's size need not be its largest stack
        bool claimed = claimedP(s[0], s[1]), actual = g.table->isP(s[0], s[1]);
        if (claimed == actual) return Judgement::pass();
        return Judgement::fail(claimed ? "P" : "N", actual ? "P" : "N", witness(g, s[0], s[1]));
    };
    return p;
}

// A one-parameter family of positions, e.g. k -> W[1,k] for k >= 1; `index` inverts `at`.
inline Domain<Pair> family(const TwoStackGame& g, const std::string& description, std::int64_t lo,
                           std::function<Pair(std::int64_t)> at,
                           std::function<std::optional<std::int64_t>(const Pair&)> index) {
    auto show = [g](const Pair& p) { return g.show(p[0], p[1]); };
    auto parse = [g](std::string_view text) {
        auto v = notation::readTuple(text, g.prefix, 2);
        return Pair{v[0], v[1]};
    };
    return transform<Pair, std::int64_t>(domains::integers("k", lo), description, at, index, show, parse);
}

}  // namespace gameaudit::mullen2016
