#pragma once
// Shared shapes of the WYG claims (Mullen 2016, §4.3): families of games indexed by
// parameters, "every graph up to isomorphism" domains, and outcome/strategy predicates
// judged by the exact oracle.
#include <functional>
#include <string>

#include "api/claims.hpp"
#include "core/check.hpp"
#include "core/domains.hpp"
#include "models/wyg/graph.hpp"
#include "models/wyg/graph_domain.hpp"
#include "models/wyg/wyg.hpp"
#include "oracles/wyg/oracle.hpp"

namespace gameaudit::mullen2016::graphs {

using namespace gameaudit::wyg;

template <std::size_t K>
using Params = domains::Tuple<K>;

template <std::size_t K>
using GameAt = std::function<GraphPosition(const Params<K>&)>;

// A family of WYG games indexed by parameter tuples (e.g. n -> W1(K_n)): members are the
// parameters, shown and parsed as the games themselves, e.g. "W1(K7)".
template <std::size_t K>
Domain<Params<K>> gameFamily(Domain<Params<K>> params, std::string description, GameAt<K> at) {
    Domain<Params<K>> d = params;
    d.description = std::move(description);
    d.show = [at](const Params<K>& p) { return show(at(p)); };
    d.parse = [params, at, what = d.description](std::string_view text) {
        GraphPosition g = parseGraphPosition(text);
        std::optional<Params<K>> found;
        // Each family has at least as many vertices as its largest parameter.
        params.enumerate(g.graph.n, [&](const Params<K>& p) {
            GraphPosition h = at(p);
            if (h.graph == g.graph && h.position == g.position) found = p;
            return !found;
        });
        if (!found) throw InputError(show(g) + " is not a member of the family: " + what);
        return *found;
    };
    return d;
}

// The games of a family, each solved by its own exact oracle when judged: a game of api/claims.hpp.
template <std::size_t K>
struct FamilyGames {
    using Position = Params<K>;
    GameAt<K> at;
    Outcome outcome(const Params<K>& x) const {
        GraphPosition g = at(x);
        return WygOracle(g.graph, largestStack(g.position)).outcome(g.position);
    }
    std::string witness(const Params<K>& x) const {
        GraphPosition g = at(x);
        return WygOracle(g.graph, largestStack(g.position)).witness(g.position);
    }
};

// The claim "at(x) has outcome claimed(x)".
template <std::size_t K>
Property<Params<K>> outcomeProperty(Domain<Params<K>> domain, GameAt<K> at,
                                    std::function<Outcome(const Params<K>&)> claimed) {
    return outcomes(FamilyGames<K>{std::move(at)}, std::move(domain), std::move(claimed));
}

// The claim "from at(x), the move to after(x) wins", i.e. it is legal and leaves a P-position.
// by hand: its failures say "the move ... wins" and "reply: ...", worded otherwise than judgeMove
template <std::size_t K>
Property<Params<K>> winningMoveProperty(Domain<Params<K>> domain, GameAt<K> at,
                                        std::function<Position(const Params<K>&)> after) {
    Property<Params<K>> p;
    p.domain = std::move(domain);
    p.predicate = [at, after](const Params<K>& x) {
        GraphPosition g = at(x);
        WygOracle oracle(g.graph, largestStack(g.position));
        const PackedGraph& board = oracle.board();
        Position next = after(x);
        auto options = board.options(board.encode(g.position));
        std::string move = board.showChips(board.encode(g.position)) + " -> " + board.showChips(board.encode(next));
        if (std::find(options.begin(), options.end(), board.encode(next)) == options.end())
            return Judgement::fail("the move " + move + " wins", "the move is illegal");
        if (!oracle.moverWins(next)) return Judgement::pass();
        return Judgement::fail("the move " + move + " leaves a P-position",
                               "it leaves an N-position: the opponent wins", "reply: " + oracle.witness(next));
    };
    return p;
}

using wyg::allGraphs;  // models/wyg/graph_domain.hpp

// W_1(G): one chip on every vertex.
inline GraphPosition w1(Graph g) {
    Position p = uniform(g, 1);
    return {std::move(g), std::move(p)};
}

}  // namespace gameaudit::mullen2016::graphs
