#pragma once
// Short partizan games in canonical form, after CGSuite's design: every game is interned once
// in its canonical form (dominated options removed, reversible options bypassed), so equality
// of values is equality of ids. Number-up-star values x + ^u + *m (x dyadic of any size) are
// compact records, summed, negated and compared by formula, their options made only when
// asked for; other games keep their canonical options. Sums and comparisons are memoised in
// fixed-size operation caches, with number translation (x + G = {G^L + x | G^R + x}) and
// number avoidance (x <= G iff no G^R <= x, for G not a number) as shortcuts.
//
// The table is a process-wide singleton and not thread-safe.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/outcome.hpp"
#include "cgt/dyadic.hpp"

namespace gameaudit::cgt {

using GameId = std::uint32_t;

// A number-up-star value x + ups.^ + *nim (ups < 0: that many downs).
struct Nus {
    Dyadic x;
    long long ups = 0;
    unsigned nim = 0;
    bool operator==(const Nus&) const = default;
};

class Game {
public:
    Game();  // 0
    static Game number(const Dyadic& x);
    static Game integer(long long n) { return number(Dyadic(n)); }
    static Game star() { return nimber(1); }
    static Game nimber(unsigned n);  // *n
    static Game up();                // ^ = {0 | *}
    static Game of(const Nus& v);    // x + ^u + *m
    static Game plusMinus(Game g);   // ±g = {g | -g}
    // The canonical form of {left | right}.
    static Game of(const std::vector<Game>& left, const std::vector<Game>& right);
    // The game written in the standard notation: 0, *, *2, 1/2, -3/4, ±1, {2|0}, 1+±1, ^, v,
    // ^*, 1*, {1|-1}+*, {0,*|0}, nested braces; + and - between terms. Throws InputError.
    static Game parse(std::string_view text);

    GameId id() const { return id_; }
    bool isNumber() const;
    std::optional<Dyadic> number() const;
    std::optional<unsigned> nimber() const;  // n if this is *n
    std::optional<Nus> nus() const;          // if this is a number-up-star value
    std::vector<Game> left() const;   // canonical Left options
    std::vector<Game> right() const;  // canonical Right options

    Game operator-() const;
    Game operator+(Game b) const;
    Game operator-(Game b) const { return *this + -b; }
    Game& operator+=(Game b) { return *this = *this + b; }
    bool operator==(const Game& b) const { return id_ == b.id_; }
    bool operator!=(const Game& b) const { return id_ != b.id_; }

    bool leq(Game b) const;  // this <= b
    bool geq(Game b) const { return b.leq(*this); }
    bool less(Game b) const { return leq(b) && !b.leq(*this); }
    bool greater(Game b) const { return b.less(*this); }
    bool confused(Game b) const { return !leq(b) && !b.leq(*this); }  // this || b
    Outcome outcome() const;  // L (> 0), R (< 0), P (= 0), N (|| 0)

    Dyadic leftStop() const;
    Dyadic rightStop() const;
    BigInt birthday() const;
    std::string str() const;  // the standard notation, as parse reads it

    static std::size_t tableSize();  // how many canonical forms are interned

private:
    explicit Game(GameId id) : id_(id) {}
    GameId id_;
    friend class Table;
};

}  // namespace gameaudit::cgt

template <>
struct std::hash<gameaudit::cgt::Game> {
    std::size_t operator()(const gameaudit::cgt::Game& g) const noexcept { return g.id(); }
};
