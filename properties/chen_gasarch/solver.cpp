// `gameaudit solve nim-cash "A={1,2} n=10 d=6 e=5"`: who wins NIM with Cash and how.
#include <fmt/format.h>

#include "core/errors.hpp"
#include "properties/chen_gasarch/support.hpp"

namespace gameaudit::chen_gasarch {
namespace {

constexpr std::int64_t kLargestPile = 2000;  // the cash table holds ~n^3/3 bits

std::string solve(std::string_view text) {
    const Position g = nim_cash::parsePosition(text);
    if (g.n > kLargestPile)
        throw InputError(fmt::format("n = {} is beyond the solver's limit of {} stones", g.n, kLargestPile));
    const CashOracle& o = solved(g.a, g.n);
    const int w = o.winner(g.n, g.d, g.e);
    std::string s = fmt::format("NIM with Cash {}: Player {} wins (Player 1 moves first).\n", nim_cash::show(g), w);
    s += fmt::format("Plain NIM(A; {}): Player {} wins. U1 = {}, U2 = {} (Definition 3.2); M1 = {}, M2 = {}; "
                     "Player 1 is {}, Player 2 is {}.\n",
                     g.n, o.nimWinner(g.n), o.upperByDefinition(Player::One, g.n), o.upperByDefinition(Player::Two, g.n),
                     o.middle(Player::One, g.n), o.middle(Player::Two, g.n),
                     nim_cash::name(o.classOf(Player::One, g.n, g.d)), nim_cash::name(o.classOf(Player::Two, g.n, g.e)));
    const auto takes = nim_cash::legalTakes(g.a, g.start());
    if (takes.empty()) {
        s += g.n < g.a.front() ? "Player 1 cannot move: fewer than min(A) stones.\n"
                               : "Player 1 cannot move: fewer than min(A) dollars.\n";
    } else {
        std::string winning;
        for (std::int64_t a : takes) {
            const nim_cash::Turn next = nim_cash::after(g.start(), a);
            const bool good = !o.table().moverWins(next);
            s += fmt::format("  take {} -> n={} d={} e={}: Player {} wins\n", a, next.stones,
                             nim_cash::showMoney(next.other), nim_cash::showMoney(next.mover), good ? 1 : 2);
            if (good) winning += (winning.empty() ? "" : ", ") + std::to_string(a);
        }
        s += winning.empty() ? "Player 1 has no winning move.\n" : "Winning moves for Player 1: take " + winning + ".\n";
    }
    s += "Line of play: " + winningLine(g) + "\n";
    return s;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(Solver{"nim-cash",
                        "A={a1,a2,...} n=<stones> d=<Player 1's dollars> e=<Player 2's dollars>; d, e may be inf "
                        "(default inf); Player 1 moves first. Example: \"A={1,2} n=10 d=6 e=5\"",
                        solve});
}

}  // namespace gameaudit::chen_gasarch
