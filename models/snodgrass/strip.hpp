#pragma once
// Snodgrass's strip game (1979, Chapter Two), from its rules. A strip of n squares; Left
// places solid red (R|R) or solid black (B|B) counters, Right places red/black (R|B) or
// black/red (B|R) counters, each covering one square; counters on adjacent squares must
// show the same colour on their common edge. A counter splits its strip in two, so a
// position is a disjunctive sum of strips whose end squares may be "tinted": reserved for
// a counter whose edge on that side has the tint's colour.
//
// Notation (the thesis's): a strip is [R|B]<n>[R|B], the letters giving the tints of its
// left and right ends, e.g. 4, R4, R4B, 3R; a position is a sum "R2B + 1R + 3"; "0" is
// the empty position. "R_4B" (underscore) is accepted as in the thesis's subscripts.
#include <compare>
#include <string>
#include <string_view>
#include <vector>

#include "cgt/game.hpp"

namespace gameaudit::snodgrass {

enum class Tint : unsigned char { None, Red, Black };

struct Strip {
    Tint left = Tint::None;
    int length = 0;
    Tint right = Tint::None;
    auto operator<=>(const Strip&) const = default;
};

using Position = std::vector<Strip>;  // a sum of strips, each of length >= 1, sorted

enum class Player { Left, Right };

// A counter's colours on its left and right edges.
struct Counter {
    Tint left, right;
    Player owner() const { return left == right ? Player::Left : Player::Right; }
};
const std::vector<Counter>& counters(Player p);  // Left: R|R, B|B; Right: R|B, B|R

struct Move {
    Counter counter;
    int square;  // 1-based, counted from the left end of the strip
};
bool legal(const Strip& s, const Move& m);
// The strips left by a legal move: those on either side of the counter (none of length 0).
struct Pieces {
    Strip strips[2];
    int count = 0;
};
Pieces piecesAfter(const Strip& s, const Move& m);
Position place(const Strip& s, const Move& m);  // the strip after the move (m legal), sorted
std::vector<Move> moves(const Strip& s, Player p);

std::vector<Position> options(const Strip& s, Player p);
// Options of a sum: one strip replaced by one of its options.
std::vector<Position> options(const Position& pos, Player p);

Position sorted(Position p);
std::string show(Tint t);
std::string show(const Strip& s);
std::string show(const Position& p);
std::string show(const Move& m);  // "black/red on square 3"
Position parsePosition(std::string_view text);  // throws InputError
int squares(const Position& p);                 // total number of empty squares

// The representative of a strip under the game's symmetries (reversing the strip; swapping
// red and black): both map each player's counters to that player's counters, so they
// preserve the game exactly.
Strip symmetric(const Strip& s);
Position symmetric(const Position& p);  // each strip replaced by its representative, sorted

// Values by the CGT engine, computed from the moves above (memoised per strip).
// The value recurses once per square: a strip longer than kLongestValued is refused (InputError).
constexpr int kLongestValued = 2000;
cgt::Game value(const Strip& s);
cgt::Game value(const Position& p);

// The strip game as the API's partizan games are (`gameaudit solve strip`): positions in the
// notation above, each player's options, and values.
struct StripGame {
    using Position = snodgrass::Position;
    static constexpr int kLargestSolved = 400;  // the most squares a position read here may have
    Position parse(std::string_view text) const;  // throws InputError, beyond kLargestSolved squares too
    std::string show(const Position& p) const { return snodgrass::show(p); }
    std::vector<Position> leftOptions(const Position& p) const { return options(p, Player::Left); }
    std::vector<Position> rightOptions(const Position& p) const { return options(p, Player::Right); }
    cgt::Game value(const Position& p) const { return snodgrass::value(p); }
};

}  // namespace gameaudit::snodgrass
