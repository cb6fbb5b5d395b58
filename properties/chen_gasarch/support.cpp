#include "properties/chen_gasarch/support.hpp"

#include <algorithm>

#include "core/errors.hpp"

namespace gameaudit::chen_gasarch {

Sets pairsOneL(std::int64_t from, std::int64_t to, std::int64_t step) {
    Sets s{"A = {1, L}, L = " + std::to_string(from) + ", " + std::to_string(from + step) + ", ..., " +
               std::to_string(to),
           {}};
    for (std::int64_t l = from; l <= to; l += step) s.sets.push_back({1, l});
    return s;
}

Sets triplesOneL(std::int64_t from, std::int64_t to, std::int64_t step) {
    Sets s{"A = {1, L, L+1}, L = " + std::to_string(from) + ", " + std::to_string(from + step) + ", ..., " +
               std::to_string(to),
           {}};
    for (std::int64_t l = from; l <= to; l += step) s.sets.push_back({1, l, l + 1});
    return s;
}

Sets allSubsets(std::int64_t largest) {
    Sets s{"every non-empty A ⊆ {1, ..., " + std::to_string(largest) + "}", {}};
    for (std::uint32_t mask = 1; mask < (1U << largest); ++mask) {
        Moves a;
        for (std::int64_t i = 0; i < largest; ++i)
            if (mask >> i & 1U) a.push_back(i + 1);
        s.sets.push_back(a);
    }
    std::stable_sort(s.sets.begin(), s.sets.end(),
                     [](const Moves& x, const Moves& y) { return x.size() != y.size() ? x.size() < y.size() : x < y; });
    return s;
}

namespace {

std::string showPile(const Position& g) { return "A=" + nim_cash::showSet(g.a) + " n=" + std::to_string(g.n); }

bool inFamily(const Sets& family, const Moves& a) {
    return std::find(family.sets.begin(), family.sets.end(), a) != family.sets.end();
}

rc::Gen<std::size_t> setIndex(const Sets& family) {
    return rc::gen::inRange<std::size_t>(0, family.sets.size());
}

}  // namespace

Domain<Position> piles(const Sets& family, bool cash) {
    Domain<Position> d;
    d.description = family.description + ", n >= 0";
    d.size = [](const Position& g) { return g.n; };
    d.contains = [family](const Position& g) {
        return g.n >= 0 && g.d == kInfinity && g.e == kInfinity && inFamily(family, g.a);
    };
    d.enumerate = [family](std::int64_t bound, const Visitor<Position>& visit) {
        for (std::int64_t n = 0; n <= bound; ++n)
            for (const Moves& a : family.sets)
                if (!visit(Position{a, n})) return;
    };
    d.random = [family](std::int64_t lo, std::int64_t hi) {
        return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::int64_t>(lo, hi + 1), setIndex(family)),
                            [family](const std::pair<std::int64_t, std::size_t>& p) {
                                return Position{family.sets[p.second], p.first};
                            });
    };
    d.show = showPile;
    d.parse = [](std::string_view text) {
        Position g = nim_cash::parsePosition(text);
        if (g.d != kInfinity || g.e != kInfinity)
            throw InputError("this claim is about plain NIM(A; n): write only A and n, e.g. \"A={1,2} n=10\"");
        return g;
    };
    (void)cash;
    return d;
}

Domain<Position> listedPiles(std::string description, std::vector<Position> list) {
    return domains::table<Position>(
        std::move(description), std::move(list), [](const Position& g) { return g.n; }, showPile,
        [](std::string_view text) { return nim_cash::parsePosition(text); });
}

Domain<Position> onePile(const Position& g) {
    return listedPiles("A = " + nim_cash::showSet(g.a) + ", n = " + std::to_string(g.n), {g});
}

MoneyRange allMoney(const Position& g) {
    const std::int64_t top = g.n + g.a.back();
    return {0, top, 0, top};
}

MoneyRange bothMiddleClass(const Position& g) {
    const CashOracle& o = solved(g.a, g.n, false);
    return {o.middle(Player::One, g.n), o.upperByDefinition(Player::One, g.n) - 1, o.middle(Player::Two, g.n),
            o.upperByDefinition(Player::Two, g.n) - 1};
}

Domain<Position> positions(const Sets& family, std::string moneyDescription, std::function<MoneyRange(const Position&)> range) {
    Domain<Position> d;
    d.description = family.description + ", n >= 0, " + moneyDescription;
    d.size = [](const Position& g) { return g.n; };
    d.contains = [family, range](const Position& g) {
        if (g.n < 0 || !inFamily(family, g.a)) return false;
        MoneyRange r = range(g);
        return r.dLo <= g.d && g.d <= r.dHi && r.eLo <= g.e && g.e <= r.eHi;
    };
    d.enumerate = [family, range](std::int64_t bound, const Visitor<Position>& visit) {
        for (std::int64_t n = 0; n <= bound; ++n) {
            std::vector<MoneyRange> ranges;
            std::int64_t most = -1;
            for (const Moves& a : family.sets) {
                ranges.push_back(range(Position{a, n}));
                most = std::max(most, ranges.back().dHi + ranges.back().eHi);
            }
            for (std::int64_t sum = 0; sum <= most; ++sum)
                for (std::size_t i = 0; i < family.sets.size(); ++i) {
                    const MoneyRange& r = ranges[i];
                    for (std::int64_t dd = std::max(r.dLo, sum - r.eHi); dd <= std::min(r.dHi, sum - r.eLo); ++dd)
                        if (!visit(Position{family.sets[i], n, dd, sum - dd})) return;
                }
        }
    };
    d.random = [family, range](std::int64_t lo, std::int64_t hi) {
        auto pile = rc::gen::pair(rc::gen::inRange<std::int64_t>(lo, hi + 1), setIndex(family));
        return rc::gen::suchThat(
            rc::gen::mapcat(pile,
                            [family, range](const std::pair<std::int64_t, std::size_t>& p) {
                                Position g{family.sets[p.second], p.first};
                                MoneyRange r = range(g);
                                // An empty range yields an out-of-range value, discarded below.
                                return rc::gen::map(
                                    rc::gen::pair(rc::gen::inRange<std::int64_t>(r.dLo, std::max(r.dLo, r.dHi) + 1),
                                                  rc::gen::inRange<std::int64_t>(r.eLo, std::max(r.eLo, r.eHi) + 1)),
                                    [g](const std::pair<std::int64_t, std::int64_t>& m) {
                                        return Position{g.a, g.n, m.first, m.second};
                                    });
                            }),
            [range](const Position& g) {
                MoneyRange r = range(g);
                return r.dLo <= g.d && g.d <= r.dHi && r.eLo <= g.e && g.e <= r.eHi;
            });
    };
    d.show = [](const Position& g) { return nim_cash::show(g); };
    d.parse = [](std::string_view text) { return nim_cash::parsePosition(text); };
    return d;
}

namespace {

// A position of a play: the turn plus who is to move, to name the players in witnesses.
struct Seat {
    nim_cash::Turn turn;
    bool playerOneToMove = true;
    bool operator==(const Seat&) const = default;
};

std::string showSeat(const Seat& s) {
    const std::int64_t d = s.playerOneToMove ? s.turn.mover : s.turn.other;
    const std::int64_t e = s.playerOneToMove ? s.turn.other : s.turn.mover;
    return "(n=" + std::to_string(s.turn.stones) + "; d=" + nim_cash::showMoney(d) + ", e=" + nim_cash::showMoney(e) +
           "; P" + (s.playerOneToMove ? "1" : "2") + " to move)";
}

}  // namespace

std::string winningLine(const Position& g) {
    const CashOracle& o = solved(g.a, g.n);
    auto wins = [&o](const Seat& s) { return o.table().moverWins(s.turn); };
    auto options = [&g](const Seat& s) {
        std::vector<Seat> next;
        for (std::int64_t a : nim_cash::legalTakes(g.a, s.turn))
            next.push_back({nim_cash::after(s.turn, a), !s.playerOneToMove});
        return next;
    };
    const Seat start{g.start(), true};
    std::string text = outcomeWitness<Seat>(start, options, wins, showSeat);
    // A line of play: the winner takes its least winning take, the loser its least take.
    text += ". Line: ";
    Seat s = start;
    for (int moves = 0;; ++moves) {
        auto takes = nim_cash::legalTakes(g.a, s.turn);
        const char* who = s.playerOneToMove ? "P1" : "P2";
        if (takes.empty()) {
            text += std::string(who) + (s.turn.stones < g.a.front() ? " cannot move (too few stones), " : " cannot afford min(A), ") +
                    (s.playerOneToMove ? "P2" : "P1") + " wins";
            break;
        }
        if (moves == 40) {
            text += "...";
            break;
        }
        std::int64_t take = takes.front();
        if (wins(s))
            for (std::int64_t a : takes)
                if (!wins({nim_cash::after(s.turn, a), !s.playerOneToMove})) {
                    take = a;
                    break;
                }
        text += std::string(who) + " takes " + std::to_string(take) + ", ";
        s = {nim_cash::after(s.turn, take), !s.playerOneToMove};
    }
    return text;
}

std::string nimWitness(const CashOracle& o, std::int64_t n) {
    const Moves& a = o.moves();
    return outcomeWitness<std::int64_t>(
        n, [a](const std::int64_t& m) { return nim_cash::nimOptions(a, m); },
        [&o](const std::int64_t& m) { return o.nimWinner(m) == 1; },
        [](const std::int64_t& m) { return "n=" + std::to_string(m); });
}

Property<Position> winProperty(Domain<Position> domain, WinClaim claim) {
    // by hand: W(n; d, e) names the winning player (1 or 2) and the paper's case; outcomes() names P or N
    Property<Position> p;
    p.domain = std::move(domain);
    p.prepare = [](std::int64_t) {};  // oracles are solved per move set on first use
    p.predicate = [claim](const Position& g) {
        const int claimed = claim.claimed(g);
        if (claimed == 0) return Judgement::pass();
        const int actual = solved(g.a, g.n).winner(g.n, g.d, g.e);
        if (claimed == actual) return Judgement::pass();
        return Judgement::fail("W(n; d, e) = " + std::to_string(claimed) + " (" + claim.why(g) + ")",
                               "W(n; d, e) = " + std::to_string(actual), winningLine(g));
    };
    return p;
}

}  // namespace gameaudit::chen_gasarch
