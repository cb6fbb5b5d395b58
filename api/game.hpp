#pragma once
// A game as a researcher defines it: a name, its positions (a Domain: notation, enumeration by
// size, random members) and its options. The oracle comes with it, memoised and shared by every
// copy of the game: outcomes under normal or misère play and Grundy values for impartial games,
// canonical forms in the CGT engine for partizan ones; `solver()` makes it a `gameaudit solve` game.
// Positions that can be ranked (Ranking in oracles/dense_table.hpp: heaps, Tuple<K>, or a type of
// your own) are solved in a dense table up to the size a claim asks, a hash map beyond it.
#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include <boost/functional/hash.hpp>

#include "api/concepts.hpp"
#include "cgt/atomic_weight.hpp"
#include "cgt/game.hpp"
#include "cgt/sum_outcome.hpp"
#include "cgt/thermograph.hpp"
#include "core/claim.hpp"
#include "core/domains.hpp"
#include "core/errors.hpp"
#include "core/notation.hpp"
#include "core/outcome.hpp"
#include "core/run_control.hpp"
#include "oracles/dense_table.hpp"
#include "oracles/impartial.hpp"

namespace gameaudit {

// K stacks (or heaps, or any K numbers), e.g. Tuple<2>{3, 5}.
using domains::Tuple;

// Hashes what std::hash knows, and ranges of it (e.g. Tuple<K>, std::vector<std::int64_t>).
struct PositionHash {
    template <class Pos>
    std::size_t operator()(const Pos& p) const noexcept {
        if constexpr (requires { std::hash<Pos>{}(p); }) {
            return std::hash<Pos>{}(p);
        } else {
            std::size_t h = 0;
            for (const auto& x : p) boost::hash_combine(h, (*this)(x));
            return h;
        }
    }
};

// One heap of n >= lo chips, written prefix[n] (e.g. S[7]); its size is n.
inline Domain<std::int64_t> heaps(const std::string& prefix, std::int64_t lo = 0) {
    auto d = domains::integers("n", lo);
    d.description = prefix + "[n], n >= " + std::to_string(lo);
    d.show = [prefix](std::int64_t n) { return prefix + "[" + std::to_string(n) + "]"; };
    d.parse = [prefix](std::string_view text) { return notation::readTuple(text, prefix, 1)[0]; };
    return d;
}

// K stacks, written prefix[a,b,...]; its size is the largest stack. domains::stacks itself, not a
// wrapper: a call naming domains::Order finds it by argument-dependent lookup too, unambiguously.
using domains::stacks;

namespace detail {

// Reads a position for `solve`: by the game's own parse when it has one (a position that carries
// its graph or its move set, say), else from its positions, refusing one outside them.
template <class G>
PositionOf<G> readPosition(const G& g, std::string_view text) {
    if constexpr (requires { g.parse(text); }) {
        return g.parse(text);
    } else {
        PositionOf<G> p = g.positions().parse(text);
        if (!g.positions().contains(p))
            throw InputError("position " + g.show(p) + " is not a position of this game: " + g.positions().description);
        return p;
    }
}

// The outcome of an option for the player who moved there: lost for the next mover (an option may be a
// position, or a sum of heaps valued by its Grundy value).
template <class G, class Option>
bool leavesLost(const G& g, const Option& q) {
    if constexpr (requires { g.isP(q); }) return g.isP(q);
    else return g.grundy(q) == 0;
}

// The outcome of an impartial game's position, from its outcome() or its P-positions.
template <class G>
Outcome outcomeOf(const G& g, const PositionOf<G>& p) {
    if constexpr (requires { g.outcome(p); }) return g.outcome(p);
    else return impartialOutcome(!g.isP(p));
}

// The Grundy value, where the game gives one: always, or as an optional (none under misère play, say).
template <class G>
std::optional<std::int64_t> grundyOf(const G& g, const PositionOf<G>& p) {
    if constexpr (requires { g.grundy(p); }) return g.grundy(p);
    else return std::nullopt;
}

// The options of p that `wins` for the player who moves there, shown with their values: "A (= 0), B (= 1)".
template <class G>
std::string partizanMoves(const G& g, const std::vector<PositionOf<G>>& options, bool (*wins)(const cgt::Game&)) {
    std::string moves;
    for (const auto& q : options)
        if (const cgt::Game v = g.value(q); wins(v))
            moves += (moves.empty() ? "" : ", ") + g.show(q) + " (= " + v.str() + ")";
    return moves.empty() ? "none" : moves;
}

// `gameaudit solve <game> <position>` for any game, from what the game has:
// - a canonical value (a partizan game): the value, its outcome and what CGSuite shows next (birthday,
//   stops, mean, temperature, atomic weight); with options, each player's winning moves when moving first;
// - a game where the turn need not pass with a move (DecidesWinner): who wins, under its variant's rules
//   too, the decider's winning moves and a line of best play;
// - otherwise an impartial game: the outcome (misère too, when the game has a misère form), the
//   Grundy value when it has one, and the winning moves.
template <class G>
std::string solveText(const G& g, const PositionOf<G>& p) {
    std::string out;
    if constexpr (requires { g.value(p).str(); }) {
        const cgt::Game v = g.value(p);
        out = g.show(p) + ": value " + v.str() + ", outcome " + std::string(gameaudit::name(v.outcome())) +
              "\nbirthday " + v.birthday().str() + ", stops " + v.leftStop().str() + " and " + v.rightStop().str() +
              ", mean " + cgt::mean(v).str() + ", temperature " + cgt::temperature(v).str();
        if (auto w = cgt::atomicWeight(v)) out += ", atomic weight " + w->str();
        if constexpr (requires { g.leftOptions(p); g.rightOptions(p); }) {
            auto leftWins = [](const cgt::Game& o) { return o.geq(cgt::Game::integer(0)); };
            auto rightWins = [](const cgt::Game& o) { return o.leq(cgt::Game::integer(0)); };
            out += "\nLeft's winning moves (Left first): " + detail::partizanMoves(g, g.leftOptions(p), leftWins);
            out += "\nRight's winning moves (Right first): " + detail::partizanMoves(g, g.rightOptions(p), rightWins);
        }
    } else if constexpr (DecidesWinner<G>) {
        auto wins = [](const auto& game, const PositionOf<G>& x) {
            const bool deciderWins = game.winner(x) == game.decider(x);
            return game.playerName(game.winner(x)) + " wins (the player to decide, " + game.playerName(game.decider(x)) +
                   (deciderWins ? ", wins)" : ", loses)");
        };
        out = g.show(p) + ": ";
        if constexpr (requires { g.rulesName(); }) out += g.rulesName() + ": ";
        out += wins(g, p);
        if constexpr (requires { g.variant().rulesName(); }) out += "; " + g.variant().rulesName() + ": " + wins(g.variant(), p);
        std::string moves;
        for (const auto& q : g.options(p))
            if (g.winner(q) == g.decider(p)) {
                moves += "\n  ";
                if constexpr (requires { g.moveText(p, q); }) moves += g.moveText(p, q) + " -> ";
                moves += g.show(q);
            }
        out += moves.empty() ? "\nwinning moves: none" : "\nwinning moves:" + moves;
        if constexpr (requires { g.line(p); }) out += "\nbest play: " + g.line(p);
    } else {
        out = g.show(p) + ": " + std::string(gameaudit::name(detail::outcomeOf(g, p)));
        if constexpr (requires { g.misere(); })
            out += " (misère: " + std::string(gameaudit::name(g.misere().outcome(p))) + ")";
        if (auto grundy = detail::grundyOf(g, p)) out += ", Grundy value " + std::to_string(*grundy);
        std::string wins;
        for (const auto& q : g.options(p))
            if (detail::leavesLost(g, q)) wins += (wins.empty() ? "" : ", ") + g.show(q);
        out += wins.empty() ? "; no winning move" : "; winning moves to " + wins;
    }
    return out;
}

}  // namespace detail

// The game as a `gameaudit solve` game: its name, how a position is written, and solveText; a game
// with a canonical value also draws its thermograph (`solve --thermograph`).
template <class G>
Solver solverFor(const G& g, std::string name, std::string notation) {
    Solver s{std::move(name), std::move(notation),
             [g](std::string_view text) { return detail::solveText(g, detail::readPosition(g, text)); }};
    if constexpr (requires(const PositionOf<G>& p) { g.value(p).str(); }) {
        s.picture = [g](std::string_view text) { return cgt::thermographSvg(g.value(detail::readPosition(g, text))); };
        s.pictureName = "thermograph";
    }
    return s;
}

// How an impartial game is solved: in a dense table when its positions can be ranked, in a hash map otherwise.
// (A specialisation, not std::conditional_t, which would name DenseSolver<Pos> for any Pos.)
template <class Pos>
struct OracleFor {
    using type = ImpartialSolver<Pos, PositionHash>;
};
template <Rankable Pos>
struct OracleFor<Pos> {
    using type = DenseSolver<Pos, PositionHash>;
};
template <class Pos>
using ImpartialOracle = typename OracleFor<Pos>::type;

// What a game needs of its position type, each requirement checked with a message that names it.
template <class Pos>
struct PositionRequirements {
    static_assert(PositionType<Pos>, "a position must be copyable and have == (memos and domains compare positions)");
    static_assert(Hashable<Pos>, "a position must be hashable: specialise std::hash for it, or make it a range of "
                                 "hashable values (as Tuple<K> and std::vector<std::int64_t> are)");
};

// An impartial game: both players have the same options. The oracle is the memoised search of
// oracles/impartial.hpp; a finite game is required (every play ends). With `components` (the
// independent parts of a position that is a disjunctive sum, each smaller than it; fewer than two
// for one that is not), a sum's Grundy value is the xor of its parts', each part solved once.
template <class Pos>
class ImpartialGame : PositionRequirements<Pos> {
public:
    using Position = Pos;
    using Options = std::function<std::vector<Pos>(const Pos&)>;
    using Components = std::function<std::vector<Pos>(const Pos&)>;
    // Outcomes from a faster table than the search (see takeAwayGame): prepare(n) asks for every
    // position of size <= n; moverWins answers under a play, or nullopt outside the table.
    struct Table {
        std::function<void(std::int64_t)> prepare;
        std::function<std::optional<bool>(const Pos&, Play)> moverWins;
    };

    ImpartialGame(std::string name, Domain<Pos> positions, Options options, Components components = {},
                  Table table = {})
        : state_(std::make_shared<State>(std::move(name), std::move(positions), std::move(options),
                                         std::move(components), std::move(table))) {}

    const std::string& name() const { return state_->name; }
    const Domain<Pos>& positions() const { return state_->positions; }
    Play play() const { return play_; }
    // The same game where whoever makes the last move loses (shares the solved positions).
    ImpartialGame misere() const {
        ImpartialGame g = *this;
        g.play_ = Play::Misere;
        return g;
    }

    std::vector<Pos> options(const Pos& p) const { return state_->options(p); }
    bool moverWins(const Pos& p) const {
        if (state_->table.moverWins)
            if (auto wins = state_->table.moverWins(p, play_)) return *wins;
        return solver().moverWins(p);
    }
    bool isP(const Pos& p) const { return !moverWins(p); }
    Outcome outcome(const Pos& p) const { return impartialOutcome(moverWins(p)); }
    unsigned grundy(const Pos& p) const { return state_->normal.grundy(p); }  // normal play
    std::optional<Pos> winningMove(const Pos& p) const { return solver().winningMove(p); }
    std::string show(const Pos& p) const { return positions().show(p); }
    // Rankable positions of size <= n go to a dense table from now on, if it fits in the memory
    // limit; the search solves what each position needs either way.
    void prepare(std::int64_t n) const {
        if (state_->table.prepare) state_->table.prepare(n);
        if constexpr (Rankable<Pos>) {
            state_->normal.prepare(n);
            state_->misere.prepare(n);
        }
    }

    // `gameaudit solve <name> <position>`: outcomes (normal and misère), Grundy value and winning moves.
    Solver solver(const std::string& example) const {
        ImpartialGame g = *this;
        g.play_ = Play::Normal;
        return solverFor(g, name(), positions().description + ", e.g. " + example);
    }

private:
    struct State {
        State(std::string n, Domain<Pos> d, Options o, Components c, Table t)
            : name(std::move(n)), positions(std::move(d)), options(std::move(o)), normal(options, Play::Normal, c),
              misere(options, Play::Misere, c), table(std::move(t)) {}
        std::string name;
        Domain<Pos> positions;
        Options options;
        ImpartialOracle<Pos> normal, misere;
        Table table;
    };
    ImpartialOracle<Pos>& solver() const {
        return play_ == Play::Normal ? state_->normal : state_->misere;
    }
    std::shared_ptr<State> state_;
    Play play_ = Play::Normal;
};

// A take-away game on K stacks (TakeAway in oracles/dense_table.hpp: directions and how far a move
// may go in each), e.g. Wythoff: {{{1, 0}, {0, 1}, {1, 1}}, [](auto&) { return std::array{kAny, kAny, kAny}; }}.
// Its options are the rules' moves; its outcomes come from a table solved in one pass up to the size
// a claim asks (TakeAwayTable, O(D) a position), each play's when first asked; the search beyond.
inline constexpr std::int64_t kAny = INT64_MAX;  // no limit but the stacks

template <std::size_t K, std::size_t D>
ImpartialGame<Tuple<K>> takeAwayGame(std::string name, Domain<Tuple<K>> positions, TakeAway<K, D> rules) {
    struct Tables {
        explicit Tables(const TakeAway<K, D>& r) : normal(r, Play::Normal), misere(r, Play::Misere) {}
        TakeAwayTable<K, D> normal, misere;
        std::int64_t asked = -1;
    };
    auto tables = std::make_shared<Tables>(rules);
    typename ImpartialGame<Tuple<K>>::Table table{
        [tables](std::int64_t n) { tables->asked = std::max(tables->asked, n); },
        [tables](const Tuple<K>& p, Play play) -> std::optional<bool> {
            auto& t = play == Play::Normal ? tables->normal : tables->misere;
            if (tables->asked >= 0 && !t.solveUpTo(tables->asked)) tables->asked = -1;  // refused: the search answers
            return t.moverWins(p);
        }};
    return {std::move(name), std::move(positions), [rules](const Tuple<K>& p) { return rules.options(p); }, {},
            std::move(table)};
}

// The subtraction game S(takes): remove t chips from the heap for some t in `takes`.
inline ImpartialGame<std::int64_t> subtractionGame(const std::string& name, const std::string& prefix,
                                                   std::vector<std::int64_t> takes) {
    return {name, heaps(prefix), [takes](std::int64_t n) {
                std::vector<std::int64_t> options;
                for (std::int64_t t : takes)
                    if (0 < t && t <= n) options.push_back(n - t);
                return options;
            }};
}

// A partizan game: Left and Right have options of their own. Its value is the canonical form
// of {left options | right options} in the CGT engine (cgt/game.hpp), memoised; a short game
// is required (no position repeats in a play). With `components`, as for ImpartialGame, a sum's
// value is the sum of its parts' values, each part valued once.
template <class Pos>
class PartizanGame : PositionRequirements<Pos> {
public:
    using Position = Pos;
    using Options = std::function<std::vector<Pos>(const Pos&)>;
    using Components = std::function<std::vector<Pos>(const Pos&)>;

    PartizanGame(std::string name, Domain<Pos> positions, Options left, Options right, Components components = {})
        : state_(std::make_shared<State>(State{std::move(name), std::move(positions), std::move(left), std::move(right),
                                               std::move(components), {}})) {}

    const std::string& name() const { return state_->name; }
    const Domain<Pos>& positions() const { return state_->positions; }
    std::vector<Pos> leftOptions(const Pos& p) const { return state_->left(p); }
    std::vector<Pos> rightOptions(const Pos& p) const { return state_->right(p); }
    std::string show(const Pos& p) const { return positions().show(p); }
    // A sum's outcome comes from its parts' values by a search over the parts (cgt/sum_outcome.hpp):
    // the canonical form of the whole sum can be far larger than theirs.
    Outcome outcome(const Pos& p) const {
        if (state_->components)
            if (auto parts = state_->components(p); parts.size() > 1) {
                std::vector<cgt::Game> values;
                for (const Pos& part : parts) values.push_back(value(part));
                return cgt::sumOutcome(values);
            }
        return value(p).outcome();
    }
    void prepare(std::int64_t) const {}

    // The canonical form, by depth-first search with an explicit stack (plays may be long).
    cgt::Game value(const Pos& p) const {
        auto& memo = state_->values;
        if (auto it = memo.find(p); it != memo.end()) return it->second;
        struct Frame {
            Pos pos;
            std::vector<Pos> options;  // Left's, then Right's; or the components of a sum
            std::size_t lefts, next = 0;
            bool sum = false;
        };
        std::vector<Frame> stack;
        std::unordered_set<Pos, PositionHash> open;
        auto push = [&](const Pos& q) {
            checkpoint();
            if (!open.insert(q).second) throw std::runtime_error("not a short game: " + show(q) + " repeats in a play");
            requireSearchRoom(memo.size() + stack.size(), "valuing this position");
            if (state_->components)
                if (auto parts = state_->components(q); parts.size() > 1) {
                    stack.push_back({q, std::move(parts), 0, 0, true});
                    return;
                }
            auto options = state_->left(q);
            const std::size_t lefts = options.size();
            for (Pos& r : state_->right(q)) options.push_back(std::move(r));
            stack.push_back({q, std::move(options), lefts});
        };
        push(p);
        while (!stack.empty()) {
            Frame& f = stack.back();
            while (f.next < f.options.size() && memo.count(f.options[f.next])) ++f.next;
            if (f.next < f.options.size()) {
                push(f.options[f.next]);
                continue;
            }
            cgt::Game value = cgt::Game::integer(0);
            if (f.sum) {
                for (const Pos& part : f.options) value += memo.at(part);
            } else {
                std::vector<cgt::Game> left, right;
                for (std::size_t i = 0; i < f.options.size(); ++i)
                    (i < f.lefts ? left : right).push_back(memo.at(f.options[i]));
                value = cgt::Game::of(left, right);
            }
            open.erase(f.pos);
            memo.emplace(std::move(f.pos), value);
            stack.pop_back();
        }
        return memo.at(p);
    }

    // `gameaudit solve <name> <position>`: the value, its outcome and stops, each player's winning moves.
    Solver solver(const std::string& example) const {
        return solverFor(*this, name(), positions().description + ", e.g. " + example);
    }

private:
    struct State {
        std::string name;
        Domain<Pos> positions;
        Options left, right;
        Components components;
        std::unordered_map<Pos, cgt::Game, PositionHash> values;
    };
    std::shared_ptr<State> state_;
};

}  // namespace gameaudit
