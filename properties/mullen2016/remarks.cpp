// Mullen (2016): remarks in the running text that assert a fact about a game, §2.5 (JENNIFER)
// and Chapter 6 (MIG, MINNIE on graphs).
#include <algorithm>

#include "oracles/impartial.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/mullen2016/graph_support.hpp"
#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

// MIG (Chapter 6): a turn picks a vertex and removes from it up to the smallest stack of its
// closed neighbourhood. `zerosCount`: whether emptied vertices (stack 0) still count in that
// minimum; by the thesis's convention (a stack reduced to 0 ceases to exist, an empty vertex is
// deleted) they do not.
std::vector<std::vector<int>> migOptions(const graphs::Graph& g, const std::vector<int>& chips, bool zerosCount) {
    std::vector<std::vector<int>> out;
    for (int v = 0; v < g.n; ++v) {
        if (chips[v] == 0) continue;
        int limit = chips[v];
        for (int u = 0; u < g.n; ++u)
            if (g.adjacent(u, v) && (chips[u] > 0 || zerosCount)) limit = std::min(limit, chips[u]);
        for (int take = 1; take <= limit; ++take) {
            std::vector<int> next = chips;
            next[v] -= take;
            out.push_back(std::move(next));
        }
    }
    return out;
}

struct ChipsHash {
    std::size_t operator()(const std::vector<int>& c) const noexcept {
        std::size_t h = 0;
        for (int x : c) h = h * 1000003u + static_cast<std::size_t>(x);
        return h;
    }
};

Property<graphs::Graph> migParity(bool zerosCount) {
    // by hand: its failure names the parity ("N (odd number of vertices)"), and MIG is solved by its rules here
    Property<graphs::Graph> p;
    p.domain = graphs::allGraphs();
    p.predicate = [zerosCount](const graphs::Graph& g) {
        ImpartialSolver<std::vector<int>, ChipsHash> solver(
            [&g, zerosCount](const std::vector<int>& c) { return migOptions(g, c, zerosCount); });
        const std::vector<int> start(static_cast<std::size_t>(g.n), 1);
        const bool firstWins = solver.moverWins(start), odd = g.n % 2 == 1;
        if (firstWins == odd) return Judgement::pass();
        return Judgement::fail(odd ? "N (odd number of vertices)" : "P (even number of vertices)",
                               firstWins ? "N" : "P", "MIG solved by mex over its rules");
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(claim<Tuple<3>>(
        papers::mullen2016.info("ex2.5b", "§2.5, JENNIFER",
            {.statement = "Obviously, JENNIFER differs from our other impartial games in that the game will not end when "
                          "all the stacks are empty because a player will be unable to make a legal action before this "
                          "occurs.",
             .reading = "No JENNIFER move empties a stack: from every position of up to 3 stacks (a stack of 0 is no "
                        "stack), every option keeps as many non-empty stacks, so the empty board is never reached "
                        "from a non-empty one.",
             .bound = 60}),
        // by hand: judges every move of the rules (none empties a stack); no outcome or value
        onStacks<3>(domains::stacks<3>("J", domains::Order::NonDecreasing, 0)
                        .where([](const Tuple<3>& s) { return s[2] > 0; }, "not empty"),
                    [](const Stacks& s) {
                        auto nonEmpty = [](const Stacks& q) {
                            return std::count_if(q.begin(), q.end(), [](auto v) { return v > 0; });
                        };
                        for (const Stacks& o : games::optionsInPlace(games::jennifer(), s))
                            if (nonEmpty(o) < nonEmpty(s))
                                return Judgement::fail("no move empties a stack", "a move does",
                                                       games::show(games::jennifer(), games::normalized(s)) + " -> " +
                                                           games::show(games::jennifer(), games::normalized(o)));
                        return Judgement::pass();
                    })));

    const std::string migStatement =
        "The best way to define MINNIE on graphs may be as a game in which each turn the active player chooses a "
        "vertex and removes up to the minimum stack size in that vertex's closed neighbourhood from that vertex. We "
        "call this game MIG and we note that any game played with every vertex starting with 1 chip is trivial, "
        "with the winner being decided through parity.";
    const std::string graphsCost = " Every graph up to isomorphism on at most `bound` vertices (bound 7: 1252 "
                                   "graphs, 2^7 positions each).";
    registry.add(claim<graphs::Graph>(
        papers::mullen2016.info("rem6.mig", "Chapter 6, MIG",
            {.statement = migStatement,
             .reading = "An emptied vertex is deleted (as a stack of 0 'ceases to exist' in MINNIE and WYG), so it no "
                        "longer counts in the minimum; 'decided through parity': with one chip per vertex, Player One "
                        "wins iff the graph has an odd number of vertices." + graphsCost,
             .bound = 7,
             .cases = 0}),
        migParity(false)));
    registry.add(claim<graphs::Graph>(
        papers::mullen2016.info("rem6.mig-alt", "Chapter 6, MIG",
            {.statement = migStatement,
             .reading = "Alternative reading: an emptied vertex keeps its stack of 0 in its neighbours' closed "
                        "neighbourhoods, so a vertex next to an emptied one cannot move; Player One wins iff the "
                        "number of vertices is odd." + graphsCost,
             .bound = 7,
             .cases = 0,
             .expect = Expect::refutedAt("2:0-1")}),
        migParity(true)));
}

}  // namespace gameaudit::mullen2016
