#pragma once
// NIM with Cash as the API's impartial games are, for `gameaudit solve nim-cash`: a position
// "A={1,2} n=10 d=6 e=5" has its player to move first (d dollars); a move leaves the other player
// to move, written the same way. Solved by the shared oracle of its move set (solved()).
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "oracles/nim_cash/classes.hpp"

namespace gameaudit::nim_cash {

struct CashGame {
    static constexpr std::int64_t kLargestPile = 2000;  // the cash table holds ~n^3/3 bits
    struct Position {
        Moves a;
        Turn turn;
        bool operator==(const Position&) const = default;
    };
    Position parse(std::string_view text) const {
        const nim_cash::Position g = parsePosition(text);
        if (g.n > kLargestPile)
            throw InputError(fmt::format("n = {} is beyond the solver's limit of {} stones", g.n, kLargestPile));
        return {g.a, g.start()};
    }
    std::string show(const Position& p) const {
        return nim_cash::show({p.a, p.turn.stones, p.turn.mover, p.turn.other});
    }
    std::vector<Position> options(const Position& p) const {
        std::vector<Position> out;
        for (std::int64_t take : legalTakes(p.a, p.turn)) out.push_back({p.a, after(p.turn, take)});
        return out;
    }
    bool isP(const Position& p) const { return !solved(p.a, p.turn.stones).table().moverWins(p.turn); }
};

}  // namespace gameaudit::nim_cash
