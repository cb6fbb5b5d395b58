#pragma once
// What the claim builders need of a game, as concepts. A game names its position type
// (`using Position = ...`) and has the members its claims use, nothing more: each builder of
// api/claims.hpp asks for its own, so a missing member is named by the compiler ("the required
// expression 'g.witness(x)' is invalid", under the concept that needs it).
#include <concepts>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <ranges>
#include <string>
#include <utility>

#include "core/domain.hpp"
#include "core/solved_tables.hpp"
#include "core/outcome.hpp"

namespace gameaudit {

// A position: copied, compared for equality (memos, tables, domains).
template <class P>
concept PositionType = std::copyable<P> && std::equality_comparable<P>;

// Hashed by PositionHash (api/game.hpp): std::hash knows it, or it is a range of such values.
template <class P>
concept Hashable = requires(const P& p) {
    { std::hash<P>{}(p) } -> std::convertible_to<std::size_t>;
} || (std::ranges::range<P> && requires(const std::ranges::range_value_t<P>& v) {
    { std::hash<std::ranges::range_value_t<P>>{}(v) } -> std::convertible_to<std::size_t>;
});

// A game: anything with positions, and the type they have.
template <class G>
concept AnyGame = requires { typename G::Position; } && PositionType<typename G::Position>;

template <class G>
using PositionOf = typename G::Position;

// Its positions as a Domain (notation, enumeration by size, random members): for family, listed, tables.
template <class G>
concept HasPositions = AnyGame<G> && requires(const G& g) {
    { g.positions() } -> std::convertible_to<Domain<PositionOf<G>>>;
};

// A position in the game's notation.
template <class G>
concept Shows = AnyGame<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.show(x) } -> std::convertible_to<std::string>;
};

// "Is x a P-position?" (the player to move loses).
template <class G>
concept DecidesP = AnyGame<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.isP(x) } -> std::convertible_to<bool>;
};

// The outcome of x: P, N; L, R for partizan games.
template <class G>
concept HasOutcomes = AnyGame<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.outcome(x) } -> std::convertible_to<Outcome>;
};

// The options of x: a range of what the game shows (a position, or a sum of heaps for octal games).
template <class G>
concept HasOptions = Shows<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.options(x) } -> std::ranges::range;
} && requires(const G& g, const std::ranges::range_value_t<decltype(std::declval<const G&>().options(
                                  std::declval<const PositionOf<G>&>()))>& o) {
    { g.show(o) } -> std::convertible_to<std::string>;
};

template <HasOptions G>
using OptionOf = std::ranges::range_value_t<decltype(std::declval<const G&>().options(std::declval<const PositionOf<G>&>()))>;

// The Grundy value (normal play) of x and of each of its options.
template <class G>
concept HasGrundy = HasOptions<G> && requires(const G& g, const PositionOf<G>& x, const OptionOf<G>& o) {
    { g.grundy(x) } -> std::convertible_to<std::int64_t>;
    { g.grundy(o) } -> std::convertible_to<std::int64_t>;
};

// Its own account of why x has its outcome. Without it, one is derived from the options
// (detail::witness in api/claims.hpp) when the game has them.
template <class G>
concept HasWitness = AnyGame<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.witness(x) } -> std::convertible_to<std::string>;
};

// The options of x are positions whose outcomes the game decides: a witness follows from them.
template <class G>
concept DerivesWitness = HasOptions<G> && DecidesP<G> && std::convertible_to<OptionOf<G>, PositionOf<G>>;

// A game where the turn need not pass with a move (So Long Sucker: a capture gives the capturer the
// next decision): who wins with best play, and who decides at x. Its options are the decider's.
template <class G>
concept DecidesWinner = HasOptions<G> && requires(const G& g, const PositionOf<G>& x) {
    { g.winner(x) == g.decider(x) } -> std::convertible_to<bool>;
    { g.playerName(g.winner(x)) } -> std::convertible_to<std::string>;
};

// Solves up to a size before a check (a table); a game solved on demand need not have it.
template <class G>
concept Prepares = AnyGame<G> && requires(const G& g, std::int64_t n) { g.prepare(n); };

// What each builder needs.
// pSet, judgeP: P or not, and why (its own witness, or one from its options).
template <class G>
concept PGame = DecidesP<G> && (HasWitness<G> || DerivesWitness<G>);

// outcomes, outcomeTable: the outcome, and why (a witness, or the canonical value for partizan games).
template <class G>
concept OutcomeGame = HasOutcomes<G> && (HasWitness<G> || DerivesWitness<G> || requires(const G& g, const PositionOf<G>& x) {
                                            { g.value(x).str() } -> std::convertible_to<std::string>;
                                        });

// grundyValue, grundyTable: Grundy values of positions and options, shown in the witness.
template <class G>
concept GrundyGame = HasGrundy<G>;


}  // namespace gameaudit
