#pragma once
// Two-stack take-away games on a solved bit table (oracles/two_stack.hpp): every move removes k
// chips, 1 <= k <= a limit the rules give, from one stack or from both. The rules are a few
// lines (see models/two_stack_games.cpp); the table is solved lazily and shared by every claim.
#include <algorithm>
#include <functional>
#include <optional>
#include <string>

#include "api/claims.hpp"
#include "oracles/two_stack.hpp"

namespace gameaudit {

using Pair = Tuple<2>;

// A game's table, solved lazily and shared by all its claims; a game of api/claims.hpp.
struct TwoStackGame {
    using Position = Pair;
    std::string prefix;  // notation, e.g. "W" gives W[3,5]
    TwoStackTable* table;

    std::string show(std::int64_t x, std::int64_t y) const {
        return prefix + "[" + std::to_string(x) + "," + std::to_string(y) + "]";
    }
    std::string show(const Pair& p) const { return show(p[0], p[1]); }
    Domain<Pair> positions() const { return stacks<2>(prefix); }
    void prepare(std::int64_t n) const { table->solveUpTo(n); }
    bool isP(const Pair& p) const {
        table->solveUpTo(std::max(p[0], p[1]));  // a family's size need not be its largest stack
        return table->isP(p[0], p[1]);
    }
    std::string witness(const Pair& p) const;
    std::vector<Pair> options(const Pair& p) const;  // each once, the smaller stack first
    // The Grundy value under normal play, by a search over the rules' options: none under misère
    // play, nor beyond stacks of 300 (the search keeps every follower).
    std::optional<unsigned> grundy(const Pair& p) const {
        if (table->play() != Play::Normal || std::max(p[0], p[1]) > 300) return std::nullopt;
        using Pos = std::pair<std::int64_t, std::int64_t>;
        struct PairHash {
            std::size_t operator()(const Pos& q) const { return std::hash<std::int64_t>()(q.first * 1000003 + q.second); }
        };
        ImpartialSolver<Pos, PairHash> search([t = table](const Pos& q) { return t->options(q.first, q.second); });
        return search.grundy({p[0], p[1]});
    }
};

// The game's table, one per rule set, shared by every claim that uses it.
inline TwoStackGame twoStackGame(std::string prefix, TwoStackRules (*rules)()) {
    return {std::move(prefix), &solvedTable<TwoStackTable>(rules, [rules] { return std::make_unique<TwoStackTable>(rules()); })};
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
inline std::string TwoStackGame::witness(const Pair& p) const { return gameaudit::witness(*this, p[0], p[1]); }
inline std::vector<Pair> TwoStackGame::options(const Pair& p) const {
    std::vector<Pair> options;
    for (auto [x, y] : distinctOptions(*table, {p[0], p[1]})) options.push_back({x, y});
    return options;
}

// The claim "[x,y] is a P-position iff claimedP(x, y)" over the domain.
inline Property<Pair> outcomeProperty(TwoStackGame g, Domain<Pair> domain,
                                      std::function<bool(std::int64_t, std::int64_t)> claimedP) {
    return pSet(g, std::move(domain), [claimedP](const Pair& s) { return claimedP(s[0], s[1]); });
}

}  // namespace gameaudit
