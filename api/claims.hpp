#pragma once
// Claim builders for the common shapes of a paper's statements, over any game of api/game.hpp
// (or any oracle with the members a builder asks for, api/concepts.hpp): the P-positions of a
// family, the value of a family, a strategy that wins against every reply, a table of values.
// Each gives a core Property; make the claim with claim(info, property) (core/check.hpp), so
// pins, reproduce, random cases with shrinking and the reports work as for every claim.
#include <algorithm>
#include <functional>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_map>
#include <utility>
#include <vector>

#include "api/concepts.hpp"
#include "api/game.hpp"
#include "core/check.hpp"

namespace gameaudit {

template <class T>
using Given = std::type_identity_t<T>;  // a parameter whose type is not deduced from it

// A one-parameter family of positions, e.g. k -> W[1,k] for k >= lo, shown and read in the
// positions' notation; `index` inverts `at` (nullopt outside the family). Its size is k.
template <class Pos>
Domain<Pos> family(const Domain<Pos>& positions, const std::string& description, std::int64_t lo,
                   Given<std::function<Pos(std::int64_t)>> at,
                   Given<std::function<std::optional<std::int64_t>(const Pos&)>> index) {
    return transform<Pos, std::int64_t>(domains::integers("k", lo), description, std::move(at), std::move(index),
                                        positions.show, positions.parse);
}
template <HasPositions Game, class Pos = typename Game::Position>
Domain<Pos> family(const Game& game, const std::string& description, std::int64_t lo,
                   Given<std::function<Pos(std::int64_t)>> at,
                   Given<std::function<std::optional<std::int64_t>(const Pos&)>> index) {
    return family(game.positions(), description, lo, std::move(at), std::move(index));
}

// A finite list of positions, checked completely, e.g. the cells of a table.
template <class Pos>
Domain<Pos> listed(const Domain<Pos>& positions, const std::string& description, std::vector<Pos> list) {
    return domains::table<Pos>(description, std::move(list), positions.size, positions.show, positions.parse);
}
template <HasPositions Game, class Pos = typename Game::Position>
Domain<Pos> listed(const Game& game, const std::string& description, std::vector<Pos> list) {
    return listed(game.positions(), description, std::move(list));
}
// A finite list of cases with no notation of their own (a table's rows, a proof's lines): each
// shown by `show` and read back as the case shown so.
template <class X>
Domain<X> listed(const std::string& description, std::vector<X> list, Given<std::function<std::int64_t(const X&)>> size,
                 Given<std::function<std::string(const X&)>> show) {
    return domains::table<X>(description, list, std::move(size), show, [list, show](std::string_view text) {
        for (const X& x : list)
            if (show(x) == text) return x;
        throw InputError("'" + std::string(text) + "' is not a case of this claim");
    });
}

namespace detail {

// Why x has the outcome the game gives it: the game's own witness, or one from its options (a
// winning move, or every option's winning reply).
template <PGame Game, class Pos = typename Game::Position>
std::string witness(const Game& game, const Given<Pos>& x) {
    if constexpr (HasWitness<Game>) {
        return game.witness(x);
    } else {
        return outcomeWitness<Pos>(
            x,
            [&game](const Pos& q) {
                std::vector<Pos> options;
                for (const auto& o : game.options(q)) options.push_back(o);
                return options;
            },
            [&game](const Pos& q) { return !game.isP(q); }, [&game](const Pos& q) { return game.show(q); });
    }
}

// Solves the game up to a size before a check, if it is solved in tables.
template <AnyGame G>
std::function<void(std::int64_t)> preparer(const G& game) {
    if constexpr (Prepares<G>) return [game](std::int64_t n) { game.prepare(n); };
    else return {};
}

}  // namespace detail

// The judgement "x is a P-position" (claimedP) or "x is an N-position" on the game's oracle.
template <PGame Game, class Pos = typename Game::Position>
Judgement judgeP(const Game& game, const Pos& x, bool claimedP) {
    const bool actual = game.isP(x);
    if (claimedP == actual) return Judgement::pass();
    return Judgement::fail(claimedP ? "P" : "N", actual ? "P" : "N", detail::witness(game, x));
}

// "x is a P-position iff claimedP(x)" for every x of the domain, under the game's play. The
// game needs isP and a witness (its own, or its options); prepare if it is solved in tables.
template <PGame Game, class Pos = typename Game::Position>
Property<Pos> pSet(Game game, Domain<Pos> domain, Given<std::function<bool(const Pos&)>> claimedP) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.prepare = detail::preparer(game);
    p.predicate = [game, claimedP](const Pos& x) { return judgeP(game, x, claimedP(x)); };
    return p;
}

// The judgement "the move from `from` to `to` is legal and leaves a P-position": a move a proof
// names. `to` is written as the game writes its options (e.g. two stacks: the smaller first).
template <PGame Game, class Pos = typename Game::Position>
    requires DerivesWitness<Game>
Judgement judgeMove(const Game& game, const Pos& from, const Pos& to) {
    const std::string move = game.show(from) + " -> " + game.show(to);
    const auto options = game.options(from);
    if (std::find(options.begin(), options.end(), to) == options.end())
        return Judgement::fail("the move " + move + " is legal", "it is not a move of the rules");
    if (game.isP(to)) return Judgement::pass();
    return Judgement::fail("the move " + move + " leaves a P-position", "it leaves an N-position",
                           detail::witness(game, to));
}

// "From x, the move to move(x) is legal and leaves a P-position", so it wins, for every x of the domain.
template <PGame Game, class Pos = typename Game::Position>
    requires DerivesWitness<Game>
Property<Pos> winningMove(Game game, Domain<Pos> domain, Given<std::function<Pos(const Pos&)>> move) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.prepare = detail::preparer(game);
    p.predicate = [game, move](const Pos& x) { return judgeMove(game, x, move(x)); };
    return p;
}

namespace detail {

// Each option (a position, or a sum of heaps for a take-and-break game) with its Grundy value.
template <class Game, class Pos>
std::string grundyWitness(const Game& game, const Pos& x) {
    std::string witness = "options and their Grundy values:";
    auto options = game.options(x);
    for (const auto& o : options) witness += " " + game.show(o) + "=" + std::to_string(game.grundy(o));
    if (options.empty()) witness += " none";
    return witness + "; mex = " + std::to_string(game.grundy(x));
}

}  // namespace detail

// "G(x) = claimed(x)": the Grundy value (normal play) of every x of the domain.
template <GrundyGame Game, class Pos = typename Game::Position>
Property<Pos> grundyValue(Game game, Domain<Pos> domain,
                          Given<std::function<std::int64_t(const Pos&)>> claimed) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.prepare = detail::preparer(game);
    p.predicate = [game, claimed](const Pos& x) {
        const std::int64_t want = claimed(x), got = game.grundy(x);
        if (want == got) return Judgement::pass();
        return Judgement::fail(std::to_string(want), std::to_string(got), detail::grundyWitness(game, x));
    };
    return p;
}

// "x has the canonical value claimed(x)", e.g. cgt::Game::parse("{1|0}") or cgt::Game::integer(n).
template <class Pos>
Property<Pos> canonicalValue(PartizanGame<Pos> game, Domain<Pos> domain,
                             Given<std::function<cgt::Game(const Pos&)>> claimed) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.predicate = [game, claimed](const Pos& x) {
        cgt::Game want = claimed(x), got = game.value(x);
        if (want == got) return Judgement::pass();
        std::string witness = "options: {";
        for (const Pos& o : game.leftOptions(x)) witness += " " + game.show(o) + "=" + game.value(o).str();
        witness += " |";
        for (const Pos& o : game.rightOptions(x)) witness += " " + game.show(o) + "=" + game.value(o).str();
        return Judgement::fail(want.str(), got.str(), witness + " }");
    };
    return p;
}

// "x has the outcome claimed(x)": L, R, N or P for a partizan game (P or N for an impartial one).
template <OutcomeGame Game, class Pos = typename Game::Position>
Property<Pos> outcomes(Game game, Domain<Pos> domain, Given<std::function<Outcome(const Pos&)>> claimed) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.prepare = detail::preparer(game);
    p.predicate = [game, claimed](const Pos& x) {
        Outcome want = claimed(x), got = game.outcome(x);
        if (want == got) return Judgement::pass();
        std::string witness;
        if constexpr (HasWitness<Game>) witness = game.witness(x);
        else if constexpr (PGame<Game>) witness = detail::witness(game, x);
        else witness = "value " + game.value(x).str();
        return Judgement::fail(std::string(name(want)), std::string(name(got)), witness);
    };
    return p;
}

// "From x, the player to move wins by always moving to strategy(x)": every reply is tried, so the
// strategy must give a legal move in every position it can meet (nullopt: it has none) and, under
// misère play, never the last move. The witness is the play that beats it.
template <class Pos>
Property<Pos> strategyWins(ImpartialGame<Pos> game, Domain<Pos> domain,
                           Given<std::function<std::optional<Pos>(const Pos&)>> strategy) {
    Property<Pos> p;
    p.domain = std::move(domain);
    p.predicate = [game, strategy](const Pos& start) {
        // Each position met with the player to move: the earlier one and the strategy's move it came by.
        std::unordered_map<Pos, std::optional<std::pair<Pos, Pos>>, PositionHash> reached{{start, std::nullopt}};
        std::vector<Pos> todo{start};
        auto line = [&](Pos at) {  // the play from start to `at`
            std::vector<std::string> shown{game.show(at)};
            while (const auto& from = reached.at(at)) {
                shown.push_back(game.show(from->second));
                shown.push_back(game.show(from->first));
                at = from->first;
            }
            std::string s;
            for (auto it = shown.rbegin(); it != shown.rend(); ++it) s += (s.empty() ? "" : " -> ") + *it;
            return s;
        };
        while (!todo.empty()) {
            checkpoint();
            Pos x = std::move(todo.back());
            todo.pop_back();
            auto options = game.options(x);
            if (options.empty()) {
                if (game.play() == Play::Misere) continue;  // the opponent made the last move
                return Judgement::fail("wins", "loses", line(x) + ": no move left");
            }
            std::optional<Pos> move = strategy(x);
            if (!move || std::find(options.begin(), options.end(), *move) == options.end())
                return Judgement::fail("wins", "no legal strategy move",
                                       line(x) + (move ? ": the strategy's " + game.show(*move) + " is not an option"
                                                       : ": the strategy has no move"));
            auto replies = game.options(*move);
            if (replies.empty() && game.play() == Play::Misere)
                return Judgement::fail("wins", "loses", line(x) + " -> " + game.show(*move) + ": the last move loses");
            for (Pos& r : replies)
                if (reached.try_emplace(r, std::pair{x, *move}).second) todo.push_back(std::move(r));
            requireSearchRoom(reached.size(), "playing the strategy out");
        }
        return Judgement::pass();
    };
    return p;
}

// A table of claimed values, every cell checked: `actual` is the oracle's value of a position,
// `showValue` how a value is written. Cells are shown and read as their positions.
template <class Pos, class Value>
Property<Pos> valueTable(const Domain<Pos>& positions, const std::string& description,
                         std::vector<std::pair<Pos, Value>> cells, Given<std::function<Value(const Pos&)>> actual,
                         Given<std::function<std::string(const Value&)>> showValue) {
    std::vector<Pos> listed;
    for (const auto& cell : cells) listed.push_back(cell.first);
    Property<Pos> p;
    p.domain = domains::table<Pos>(description, std::move(listed), positions.size, positions.show, positions.parse);
    p.predicate = [cells, actual, showValue](const Pos& x) {
        auto cell = std::find_if(cells.begin(), cells.end(), [&](const auto& c) { return c.first == x; });
        Value got = actual(x);
        if (cell->second == got) return Judgement::pass();
        return Judgement::fail(showValue(cell->second), showValue(got));
    };
    return p;
}

// A table of Grundy values.
template <class Game, class Pos = typename Game::Position>
    requires GrundyGame<Game> && HasPositions<Game>
Property<Pos> grundyTable(Game game, const std::string& description, std::vector<std::pair<Pos, std::int64_t>> cells) {
    return valueTable<Pos, std::int64_t>(
        game.positions(), description, std::move(cells), [game](const Pos& x) { return std::int64_t(game.grundy(x)); },
        [](const std::int64_t& v) { return std::to_string(v); });
}

// A table of outcomes (P, N; L, R for partizan games).
template <class Game, class Pos = typename Game::Position>
    requires HasOutcomes<Game> && HasPositions<Game>
Property<Pos> outcomeTable(Game game, const std::string& description, std::vector<std::pair<Pos, Outcome>> cells) {
    return valueTable<Pos, Outcome>(
        game.positions(), description, std::move(cells), [game](const Pos& x) { return game.outcome(x); },
        [](const Outcome& o) { return std::string(name(o)); });
}

}  // namespace gameaudit
