#pragma once
// Shared shape of the two-stack claims: "position is P iff <formula>", judged on a solved table.
#include <functional>
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

// The claim "x is a P-position iff claimedP(x)" over the domain.
inline Property<Pair> outcomeProperty(TwoStackGame g, Domain<Pair> domain,
                                      std::function<bool(std::int64_t, std::int64_t)> claimedP) {
    Property<Pair> p;
    p.domain = std::move(domain);
    p.prepare = [g](std::int64_t n) { g.table->solveUpTo(n); };
    p.predicate = [g, claimedP](const Pair& s) {
        bool claimed = claimedP(s[0], s[1]), actual = g.table->isP(s[0], s[1]);
        if (claimed == actual) return Judgement::pass();
        using Pos = std::pair<std::int64_t, std::int64_t>;
        std::string witness = outcomeWitness<Pos>(
            {s[0], s[1]}, [g](const Pos& q) { return g.table->options(q.first, q.second); },
            [g](const Pos& q) { return g.table->moverWins(q.first, q.second); },
            [g](const Pos& q) { return g.show(q.first, q.second); });
        return Judgement::fail(claimed ? "P" : "N", actual ? "P" : "N", witness);
    };
    return p;
}

}  // namespace gameaudit::mullen2016
