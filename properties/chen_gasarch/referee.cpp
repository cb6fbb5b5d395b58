// Chen & Gasarch, NIM with Cash: the assertions a line-by-line reading found without a claim —
// the worked example's line of play (§3), the remarks around Definitions 1.9 and 3.2, the
// reformulation of U as the most stones a player takes, the strategy in the proof of Theorem 6.1,
// and the literal reading of Definition 4.1 (paid_moves.hpp). Each is judged by the rules
// (plain NIM's winners, the cash game's table, or a search of its own over the plays), never by
// the formula it checks.
#include <map>
#include <tuple>

#include <fmt/format.h>

#include "core/solved_tables.hpp"
#include "properties/chen_gasarch/paid_moves.hpp"
#include "properties/chen_gasarch/statements.hpp"
#include "provers/attach.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {

namespace {

// For piles 0, 1, ...: the money each player spends finishing the game taking min(A) at every
// move, at worst over the other's takes; one per move set, extended as larger piles are asked for.
struct Finishing {
    std::vector<std::int64_t> mover, waiter;  // the money the player to move, or the other, spends
};

const Finishing& finishing(const Moves& a, std::int64_t n) {
    Finishing& f = solvedTable<Finishing>(a, [] { return std::make_unique<Finishing>(); });
    if (n >= static_cast<std::int64_t>(f.mover.size())) CashOracle::requireRoom(n, false);  // refuses a pile beyond memory
    const std::int64_t least = a.front();
    for (auto m = static_cast<std::int64_t>(f.mover.size()); m <= n; ++m) {
        std::int64_t mine = 0, theirs = 0;  // fewer than min(A) stones: the game is over, nothing to pay
        if (m >= least) {
            mine = least + f.waiter[static_cast<std::size_t>(m - least)];
            for (std::int64_t x : a)
                if (x <= m) theirs = std::max(theirs, f.mover[static_cast<std::size_t>(m - x)]);
        }
        f.mover.push_back(mine);
        f.waiter.push_back(theirs);
    }
    return f;
}

}  // namespace

std::int64_t paidMovesM(Player p, const Moves& a, std::int64_t n) {
    const Finishing& f = finishing(a, n);
    return (p == Player::One ? f.mover : f.waiter).at(static_cast<std::size_t>(n));
}

bool lowerPaidMoves(Player p, const Position& g) {
    const std::int64_t x = p == Player::One ? g.d : g.e;
    return x < solved(g.a, g.n, false).upperByDefinition(p, g.n) && x < paidMovesM(p, g.a, g.n);
}

namespace {

bool normalMove(const CashOracle& o, std::int64_t stones, std::int64_t take) {
    return take <= stones && o.nimWinner(stones - take) == 2;  // to a position the next mover loses
}

// ---- §3's worked example: A = {1, 3, 4}, n = 9, Player 1 takes 1, 4, 1 ----

const Position kExample{{1, 3, 4}, 9};
const std::vector<std::int64_t> kPlayerOneTakes = {1, 4, 1};

// Every play in which Player 1 takes 1, 4, 1 in turn and Player 2 answers each with a normal
// move (to a plain-NIM position the next mover loses); `pile` after each take.
struct Line {
    std::vector<std::int64_t> takes, piles;  // alternately Player 1's and Player 2's
    bool playerOneMovesAgain = false;        // after the last reply, does Player 1 still have a move?
};
void lines(const CashOracle& o, std::int64_t stones, std::size_t next, Line sofar, std::vector<Line>& out) {
    if (next == kPlayerOneTakes.size()) {
        sofar.playerOneMovesAgain = stones >= o.minMove();
        out.push_back(sofar);
        return;
    }
    const std::int64_t mine = kPlayerOneTakes[next];
    if (mine > stones) return;  // not a legal move
    stones -= mine;
    sofar.takes.push_back(mine);
    sofar.piles.push_back(stones);
    bool replied = false;
    for (std::int64_t b : o.moves())
        if (normalMove(o, stones, b)) {
            replied = true;
            Line l = sofar;
            l.takes.push_back(b);
            l.piles.push_back(stones - b);
            lines(o, stones - b, next + 1, l, out);
        }
    if (!replied && next + 1 == kPlayerOneTakes.size()) out.push_back(sofar);  // Player 2 cannot answer: game over
}

std::string showLine(const Line& l) {
    std::string s = "n=9";
    for (std::size_t i = 0; i < l.takes.size(); ++i)
        s += fmt::format(" -P{} takes {}-> {}", i % 2 == 0 ? 1 : 2, l.takes[i], l.piles[i]);
    return s;
}

std::vector<Line> exampleLines(const CashOracle& o) {
    std::vector<Line> out;
    lines(o, kExample.n, 0, {}, out);
    return out;
}

// The most stones the plain-NIM loser (to move when `loserMoves`) takes over the rest of a play in
// which the winner makes only normal moves and the loser any move: §3's "maximum number of stones
// that Player 1 can take from the pile over the course of the game across all possible cases of
// both players playing normally".
std::int64_t mostTaken(const CashOracle& o, std::int64_t stones, bool loserMoves) {
    // Bottom-up over the pile (no recursion: piles may be large): loser[s], winner[s] for the
    // player to move at s being the plain-NIM loser or winner.
    std::vector<std::int64_t> loser(static_cast<std::size_t>(stones + 1), 0), winner(loser);
    for (std::int64_t s = 0; s <= stones; ++s)
        for (std::int64_t x : o.moves()) {
            if (x > s) continue;
            const auto rest = static_cast<std::size_t>(s - x), i = static_cast<std::size_t>(s);
            loser[i] = std::max(loser[i], x + winner[rest]);
            if (normalMove(o, s, x)) winner[i] = std::max(winner[i], loser[rest]);
        }
    return (loserMoves ? loser : winner)[static_cast<std::size_t>(stones)];
}

// ---- playing normally with money (Definition 1.9) ----

// Whether the player to move, restricted to normal moves and holding `money`, wins against an
// opponent with unlimited money who moves as he likes (moverNormal), or whether the player not
// to move does (waiterNormal, the opponent moving first).
struct NormalPlay {
    const CashOracle& o;
    std::map<std::pair<std::int64_t, std::int64_t>, bool> memo;
    bool moverNormal(std::int64_t stones, std::int64_t money) {
        money = std::min(money, stones);  // money beyond the pile plays like ∞
        const auto key = std::pair{stones, money};
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        bool wins = false;
        for (std::int64_t a : o.moves())
            if (a <= money && normalMove(o, stones, a) && waiterNormal(stones - a, money - a)) wins = true;
        return memo[key] = wins;
    }
    bool waiterNormal(std::int64_t stones, std::int64_t money) {
        for (std::int64_t x : o.moves())
            if (x <= stones && !moverNormal(stones - x, money)) return false;
        return true;  // the opponent cannot move (or every move leaves a win)
    }
};

// The same in the game itself, NIM(A; n; d, e): the opponent pays for his moves too, so he makes any
// legal move he can afford (a player who cannot afford min(A) cannot move).
struct NormalPlayInGame {
    const CashOracle& o;
    std::map<std::tuple<std::int64_t, std::int64_t, std::int64_t>, bool> memo;
    bool moverNormal(std::int64_t stones, std::int64_t mine, std::int64_t theirs) {
        mine = std::min(mine, stones), theirs = std::min(theirs, stones);  // money beyond the pile plays like ∞
        const auto key = std::tuple{stones, mine, theirs};
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        bool wins = false;
        for (std::int64_t a : o.moves())
            if (a <= mine && normalMove(o, stones, a) && waiterNormal(stones - a, mine - a, theirs)) wins = true;
        return memo[key] = wins;
    }
    bool waiterNormal(std::int64_t stones, std::int64_t mine, std::int64_t theirs) {
        for (std::int64_t x : o.moves())
            if (x <= stones && x <= theirs && !moverNormal(stones - x, mine, theirs - x)) return false;
        return true;  // the opponent cannot move (or every move leaves a win)
    }
};

// Definition 1.9's "equivalent to W(n; d, ∞) = 1. Similar for Player 2.", given whether each player
// wins normally at g.
Judgement normallyIffRich(const CashOracle& o, const Position& g, bool oneNormal, bool twoNormal) {
    const bool oneRich = o.winner(g.n, g.d, kInfinity) == 1, twoRich = o.winner(g.n, kInfinity, g.e) == 2;
    if (oneNormal != oneRich)
        return Judgement::fail(fmt::format("Player 1 wins normally {} W(n; d, ∞) = 1", oneRich ? "as" : "unless"),
                               fmt::format("wins normally: {}; W(n; d, ∞) = {}", oneNormal ? "yes" : "no", oneRich ? 1 : 2),
                               winningLine(g));
    if (twoNormal != twoRich)
        return Judgement::fail(fmt::format("Player 2 wins normally {} W(n; ∞, e) = 2", twoRich ? "as" : "unless"),
                               fmt::format("wins normally: {}; W(n; ∞, e) = {}", twoNormal ? "yes" : "no", twoRich ? 2 : 1),
                               winningLine(g));
    return Judgement::pass();
}

const char* kNormally =
    "\"Playing normally\" is read as making only moves of the regular NIM strategy: moves to a pile whose player "
    "to move loses plain NIM(A) (Definition 1.2, shared impartial solver). Whether a player can \"employ\" it with "
    "x dollars is decided by a search of its own over the plays: he makes only such moves, paying for each, and "
    "wins whatever the opponent (with unlimited money) does.";

// ---- the strategy in the proof of Theorem 6.1, part 1 ----

// Player 1 takes min(A) after each normal move of Player 2 (and first); at Player 2's first other
// move, Player 1 must be in a winning position of the cash game. Returns "" when the strategy
// wins, else the play that defeats it.
std::string strategy61(const CashOracle& o, const Position& g) {
    const std::int64_t least = o.minMove();
    std::map<std::pair<std::int64_t, std::int64_t>, std::string> memo;  // (stones, e) at Player 1's turn
    std::function<std::string(std::int64_t, std::int64_t, std::int64_t)> fromOne =
        [&](std::int64_t stones, std::int64_t d, std::int64_t e) -> std::string {
        const auto key = std::pair{stones, e};
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        std::string why;
        if (stones < least || d < least) {
            why = fmt::format("(n={}; d={}, e={}): Player 1 cannot take min(A) = {}", stones, d, e, least);
        } else {
            const std::int64_t s = stones - least, dd = d - least;
            for (std::int64_t b : o.moves()) {
                if (b > s || b > e) continue;
                if (normalMove(o, s, b)) {
                    std::string sub = fromOne(s - b, dd, e - b);
                    if (!sub.empty()) {
                        why = fmt::format("(n={}; d={}, e={}): P1 takes {}, P2 normally takes {}; ", stones, d, e, least, b) + sub;
                        break;
                    }
                } else if (o.winner(s - b, dd, e - b) != 1) {
                    why = fmt::format("(n={}; d={}, e={}): P1 takes {}, P2 switches to {}: (n={}; d={}, e={}) is lost for "
                                      "Player 1",
                                      stones, d, e, least, b, s - b, dd, e - b);
                    break;
                }
            }
        }
        return memo[key] = why;
    };
    return fromOne(g.n, g.d, g.e);
}

// Part 2 "has the same intuition": Player 2 takes min(A) after each normal move of Player 1; at
// Player 1's first other move, Player 2 (to move) must win the cash game. "" when it wins.
std::string strategy61b(const CashOracle& o, const Position& g) {
    const std::int64_t least = o.minMove();
    std::map<std::pair<std::int64_t, std::int64_t>, std::string> memo;  // (stones, d) at Player 1's turn
    std::function<std::string(std::int64_t, std::int64_t, std::int64_t)> fromOne =
        [&](std::int64_t stones, std::int64_t d, std::int64_t e) -> std::string {
        const auto key = std::pair{stones, d};
        if (auto it = memo.find(key); it != memo.end()) return it->second;
        std::string why;
        for (std::int64_t a : o.moves()) {
            if (a > stones || a > d) continue;
            const std::int64_t s = stones - a, dd = d - a;
            if (normalMove(o, stones, a)) {
                if (s < least || e < least) {
                    why = fmt::format("(n={}; d={}, e={}): P1 normally takes {}; Player 2 cannot take min(A) = {}", stones, d, e, a,
                                      least);
                    break;
                }
                std::string sub = fromOne(s - least, dd, e - least);
                if (!sub.empty()) {
                    why = fmt::format("(n={}; d={}, e={}): P1 normally takes {}, P2 takes {}; ", stones, d, e, a, least) + sub;
                    break;
                }
            } else if (o.winner(s, e, dd) != 1) {
                why = fmt::format("(n={}; d={}, e={}): P1 switches to {}: Player 2, to move at (n={}; d={}, e={}), loses", stones, d,
                                  e, a, s, dd, e);
                break;
            }
        }
        return memo[key] = why;
    };
    return fromOne(g.n, g.d, g.e);
}

const char* kOneLine = "one position (A, n) of a worked example: checked completely";
const char* kEveryMoveSet = "quantifies over every move set A ⊆ {1..7} and the money bounds U_p(n) of Definition "
                           "3.2's recursion over n, whose WS1S form is written only per move set, not for every A at once";
const char* kSearch = "judged by a search over the plays (lines, strategies, the most stones taken) for which no WS1S "
                      "encoding is written";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // §3: "Player 1 can take 1 on his first move, 4 on his second move, and 1 on his last move".
    const std::string exampleText = statement("ex3.2");
    registry.add(claim<Position>(
        papers::chen_gasarch.info("ex3.2a", "§3, the worked example after Definition 3.2: the line of play",
            {.statement = "Player 1 can take 1 on his first move, 4 on his second move, and 1 on his last move",
             .reading = "A = {1, 3, 4}, n = 9: some play exists in which Player 1's moves are 1, 4, 1, each legal (no more "
                        "than the pile), Player 2 answers each with a normal move (to a pile whose mover loses plain NIM), "
                        "and the third is Player 1's last move (after Player 2's answer he has no move). Searched over "
                        "Player 2's normal answers.",
             .bound = 9}),
        pileProperty(onePile(kExample), false, [](const CashOracle& o, const Position&) {
            std::string seen;
            for (const Line& l : exampleLines(o)) {
                if (l.takes.size() == 6 && !l.playerOneMovesAgain) return Judgement::pass();
                seen += (seen.empty() ? "" : "; ") + showLine(l) + (l.playerOneMovesAgain ? " (P1 moves again)" : "");
            }
            return Judgement::fail("a play with Player 1 taking 1, 4, 1, the last his last move",
                                   "no such play with Player 2 answering normally", seen.empty() ? "no play" : seen);
        })));
    registry.add(claim<Position>(
        papers::chen_gasarch.info("ex3.2b", "§3, the worked example after Definition 3.2: the money the line costs",
            {.statement = "when $A = \\{1, 3, 4\\}$, $U_1(9) = 6$ (Player 2 wins) because Player 1 can take 1 on his first "
                          "move, 4 on his second move, and 1 on his last move",
             .reading = "A = {1, 3, 4}, n = 9: the line costs Player 1 1 + 4 + 1 dollars, and that is U1(9) by Definition "
                        "3.2; with d = U1(9) and e = ∞ in NIM with Cash, Player 1 can pay for each of the three moves along "
                        "every play of ex3.2a (Player 2 answering normally), and has nothing left after the third.",
             .bound = 9}),
        pileProperty(onePile(kExample), false, [](const CashOracle& o, const Position& g) {
            const std::int64_t u1 = o.upperByDefinition(Player::One, g.n);
            std::int64_t cost = 0;
            for (std::int64_t t : kPlayerOneTakes) cost += t;
            std::string witness;
            for (const Line& l : exampleLines(o)) {
                std::int64_t money = u1;
                for (std::size_t i = 0; i < l.takes.size(); i += 2) {
                    if (l.takes[i] > money) witness = showLine(l) + fmt::format(": Player 1 cannot pay {} with {}", l.takes[i], money);
                    money -= l.takes[i];
                }
                if (witness.empty() && money != 0) witness = showLine(l) + fmt::format(": {} dollars left", money);
            }
            if (cost == u1 && witness.empty()) return Judgement::pass();
            return Judgement::fail("the line costs 6 = U1(9) and Player 1 can pay it with U1(9)",
                                   fmt::format("cost {}, U1(9) = {}", cost, u1), witness);
        })));
    registry.add(claim<Position>(
        papers::chen_gasarch.info("ex3.2c", "§3, the worked example after Definition 3.2: the line's result",
            {.statement = "$U_1(9) = 6$ (Player 2 wins)",
             .reading = "A = {1, 3, 4}, n = 9: every play of ex3.2a (Player 1 takes 1, 4, 1, Player 2 answers normally) "
                        "ends with Player 1 unable to move, so Player 2 wins it; and Player 2 wins plain NIM(A; 9).",
             .bound = 9}),
        pileProperty(onePile(kExample), false, [](const CashOracle& o, const Position& g) {
            for (const Line& l : exampleLines(o))
                if (l.playerOneMovesAgain)
                    return Judgement::fail("Player 2 wins the line", "Player 1 still has a move", showLine(l));
            if (o.nimWinner(g.n) != 2)
                return Judgement::fail("W(9) = 2", "W(9) = 1", nimWitness(o, g.n));
            return Judgement::pass();
        })));
    registry.add(claim<Position>(
        papers::chen_gasarch.info("ex3.2d", "§3, the worked example after Definition 3.2: the line is optimal",
            {.statement = "it can be easily verified that this is the optimal case, and that both players are playing normally",
             .reading = "A = {1, 3, 4}, n = 9: over every play in which Player 2 makes only normal moves (to a pile whose "
                        "mover loses plain NIM) and Player 1 any move, Player 1 takes at most 6 stones, the 1 + 4 + 1 of the "
                        "line (searched over all such plays); and in the line Player 2's answers are normal (ex3.2a).",
             .bound = 9}),
        pileProperty(onePile(kExample), false, [](const CashOracle& o, const Position& g) {
            const std::int64_t most = mostTaken(o, g.n, true);
            if (most == 6) return Judgement::pass();
            return Judgement::fail("at most 6 stones for Player 1 over normal plays, as the line takes",
                                   fmt::format("at most {}", most));
        })));

    // §3, after Definition 3.2: U as the most stones a player takes.
    const Sets everyA = allSubsets(kLargestMove);
    Sets paperSets{"A = {1, L}, L even, and {1, L, L+1}, 2 <= L <= 12", {}};
    for (std::int64_t l = 2; l <= 12; ++l) {
        if (l % 2 == 0) paperSets.sets.push_back({1, l});
        paperSets.sets.push_back({1, l, l + 1});
    }
    const std::map<std::string, std::string> pins32 = {{"rem3.2a", "A={1,3} n=4"}, {"rem3.2b", "A={1,2} n=2"},
                                                       {"rem3.2b-fam", "A={1,2} n=2"},
                                                       {"rem3.2a-fam", "A={1,4} n=5"}};
    for (int which : {1, 2})
        for (bool fam : {false, true}) {
            const bool one = which == 1;
            const std::string id = std::string("rem3.2") + (one ? "a" : "b") + (fam ? "-fam" : "");
            const auto pin = pins32.find(id);
            registry.add(claim<Position>(
                papers::chen_gasarch.info(id,
                                          std::string("§3, the remark after Definition 3.2") + (fam ? ", on the paper's move sets" : ""),
                    {.statement = one ? "Note also that our definition for $U_1(n)$ when $W(n) = 2$ can be reformulated as the "
                                        "maximum number of stones that Player 1 can take from the pile over the course of the game "
                                        "across all possible cases of both players playing normally."
                                      : "Similar for $U_2(n)$ when $W(n) = 1$.",
                     .reading = std::string(one ? "Where W(n) = 2: U1(n)" : "Where W(n) = 1: U2(n)") +
                                " by Definition 3.2's recursion equals the most stones the plain-NIM loser takes over all plays "
                                "in which the winner makes only normal moves (to a pile whose mover loses) and the loser any "
                                "move, searched over the plays of NIM(A; n). " +
                                (fam ? "Alternative reading: only the paper's move sets, " + paperSets.description
                                     : kEveryA) +
                                ", n up to the bound.",
                     .bound = 60,
                     .expect = pin == pins32.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
                pileProperty(piles(fam ? paperSets : everyA, false), false, [which](const CashOracle& o, const Position& g) {
                    if (o.nimWinner(g.n) == which) return Judgement::pass();  // the other case
                    const std::int64_t most = mostTaken(o, g.n, which == 1);
                    const std::int64_t u = o.upperByDefinition(which == 1 ? Player::One : Player::Two, g.n);
                    if (most == u) return Judgement::pass();
                    return Judgement::fail(fmt::format("U{}(n) = the most stones Player {} takes = {}", which, which, most),
                                           fmt::format("U{}(n) = {} by Definition 3.2", which, u), nimWitness(o, g.n));
                })));
        }

    // Definition 3.2's parenthesis and its minimum.
    registry.add(claim<Position>(
        papers::chen_gasarch.info("def3.2a", "§3, Definition 3.2, first case",
            {.statement = "If $n < \\min(A)$, then $U_1(n) = U_2(n) = 0$ (Player 1 cannot move, so Player 2 wins by default).",
             .reading = "Where n < min(A): Player 1 has no move, W(n) = 2 in plain NIM and W(n; d, e) = 2 in NIM with Cash "
                        "for every d, e (cash game's table). " + kEveryA + ", 0 <= d, e <= n + max(A); no random cases (none exist beyond n = 6).",
             .bound = 6,
             .cases = 0}),
        pileProperty(positions(everyA, "0 <= d, e <= n + max(A)", allMoney)
                         .where([](const Position& g) { return g.n < g.a.front(); }, "n < min(A)"),
                     true, [](const CashOracle& o, const Position& g) {
                         if (o.nimWinner(g.n) == 2 && o.winner(g.n, g.d, g.e) == 2 &&
                             nim_cash::legalTakes(g.a, g.start()).empty())
                             return Judgement::pass();
                         return Judgement::fail("Player 1 cannot move; W(n) = W(n; d, e) = 2",
                                                fmt::format("W(n) = {}, W(n; d, e) = {}", o.nimWinner(g.n),
                                                            o.winner(g.n, g.d, g.e)),
                                                winningLine(g));
                     })));
    registry.add(claim<Position>(
        papers::chen_gasarch.info("def3.2b", "§3, Definition 3.2, the case W(n) = 2",
            {.statement = "$U_1(n)$ is defined to be the least value of $U_2(n-a) + a$ across all $a \\in A, a \\leq n$ such "
                          "that $U_1(n-a) = U_2(n)$.",
             .reading = "The definition presupposes a least value: where W(n) = 2 and n >= min(A), some a ∈ A, a <= n has "
                        "U1(n - a) = U2(n), so U1(n) is defined (finite). " + kEveryA + ", n up to the bound.",
             .bound = 400}),
        pileProperty(piles(everyA, false), false, [](const CashOracle& o, const Position& g) {
            if (o.nimWinner(g.n) == 1 || g.n < o.minMove()) return Judgement::pass();
            if (o.upperByDefinition(Player::One, g.n) != kInfinity) return Judgement::pass();
            return Judgement::fail("some a ∈ A, a <= n, has U1(n - a) = U2(n)", "none: U1(n) is a least value over nothing",
                                   fmt::format("U2(n) = {}", o.upperByDefinition(Player::Two, g.n)));
        })));

    // Definition 1.9: "Note that this is equivalent to W(n; d, ∞) = 1. Similar for Player 2."
    const std::string statement19 =
        "We say that Player 1 wins *normally* if $W(n; d, e) = 1$, and the player has enough money to employ the strategy "
        "used in regular NIM. Note that this is equivalent to $W(n; d, \\infty) = 1$. Similar for Player 2.";
    registry.add(claim<Position>(
        papers::chen_gasarch.info("def1.9", "§1, Definition 1.9",
            {.statement = statement19,
             .reading = "Literal, in the game the definition speaks of, NIM(A; n; d, e): \"playing normally\" is making only "
                        "moves of the regular NIM strategy, to a pile whose player to move loses plain NIM(A) (Definition "
                        "1.2, shared impartial solver), a strategy of plain NIM's winner only; Player 1 \"has enough money "
                        "to employ\" it when he wins plain NIM(A; n) and wins the cash game by such moves alone, paying "
                        "for each, whatever Player 2, with his e dollars, does (a search of its own over the plays). Claim: [W(n; d, e) = 1 and Player 1 wins so] iff W(n; d, ∞) = 1; and [W(n; d, e) "
                        "= 2 and Player 2 wins so with e against Player 1's d] iff W(n; ∞, e) = 2 (cash game's table). "
                        "Every non-empty A ⊆ {1..7}, n up to the bound, 0 <= d, e <= n + max(A).",
             .bound = 16,
             .expect = Expect::refutedAt("A={1} n=2 d=0 e=0")}),
        pileProperty(positions(everyA, "0 <= d, e <= n + max(A)", allMoney), true, [](const CashOracle& o, const Position& g) {
            NormalPlayInGame play{o, {}};
            return normallyIffRich(o, g, o.winner(g.n, g.d, g.e) == 1 && o.nimWinner(g.n) == 1 && play.moverNormal(g.n, g.d, g.e),
                                   o.winner(g.n, g.d, g.e) == 2 && o.nimWinner(g.n) == 2 && play.waiterNormal(g.n, g.e, g.d));
        })));
    registry.add(claim<Position>(
        papers::chen_gasarch.info("def1.9-any-opponent", "§1, Definition 1.9",
            {.statement = statement19,
             .reading = "Alternative reading: enough money to employ the strategy whatever the opponent does, as if he had "
                        "unlimited money. " + std::string(kNormally) +
                        " Claim: [W(n; d, e) = 1 and Player 1 can employ the regular strategy with d] iff W(n; d, ∞) = 1; "
                        "and [W(n; d, e) = 2 and Player 2 can employ it with e] iff W(n; ∞, e) = 2 (cash game's table). "
                        "Every non-empty A ⊆ {1..7}, n up to the bound, 0 <= d, e <= n + max(A).",
             .bound = 16}),
        pileProperty(positions(everyA, "0 <= d, e <= n + max(A)", allMoney), true, [](const CashOracle& o, const Position& g) {
            NormalPlay play{o, {}};
            return normallyIffRich(o, g, o.winner(g.n, g.d, g.e) == 1 && play.moverNormal(g.n, g.d),
                                   o.winner(g.n, g.d, g.e) == 2 && play.waiterNormal(g.n, g.e));
        })));

    // §6, proof of Theorem 6.1, part 1: the strategy, in the printed indices and with them swapped.
    struct Reading61 {
        const char* suffix;
        const char* hypothesis;
        bool swapped;
    };
    for (const Reading61& r : {Reading61{"", "W(n) = 2, e < U1(n), d >= U2(n)", false},
                               Reading61{"-swapped", "W(n) = 2, e < U2(n), d >= U1(n)", true}}) {
        const bool swapped = r.swapped;
        auto holds = [swapped](const Position& g) {
            const CashOracle& o = solved(g.a, g.n, false);
            const std::int64_t u1 = o.upperByDefinition(Player::One, g.n), u2 = o.upperByDefinition(Player::Two, g.n);
            if (o.nimWinner(g.n) != 2) return false;
            return swapped ? g.e < u2 && g.d >= u1 : g.e < u1 && g.d >= u2;
        };
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("prf6.1") + r.suffix,
                                      std::string("§6, proof of Theorem 6.1, part 1") + (swapped ? ", indices swapped" : ""),
                {.statement = "Observe that if $W(n) = 2$, Player 2 has less than $U_1(n)$ dollars, and Player 1 has at least "
                              "$U_2(n)$ dollars, Player 2 will go broke if he never switches his strategy from normal. Thus, "
                              "Player 1 can take $\\min(A)$ after each time Player 2 plays a normal move; when Player 2 decides "
                              "to switch strategies, Player 1 is then in a winning position and has enough money to win.",
                 .reading = std::string(swapped ? "Alternative reading, the indices swapped to match the theorem's part 1: "
                                                : "As printed: ") +
                            r.hypothesis +
                            ". Player 1's strategy: take min(A) on his first move and after each normal move of Player 2 (a "
                            "move to a pile whose mover loses plain NIM); claim: along every play of it Player 1 can always "
                            "take min(A), and at Player 2's first other move Player 1 (to move) wins the cash game (table). "
                            "A play in which Player 2 stays normal and Player 1 cannot take min(A) defeats it. Every non-empty "
                            "A ⊆ {1..7}, n up to the bound, 0 <= d, e <= n + max(A).",
                 .bound = 16,
                 .expect = Expect::refutedAt(swapped ? "A={1,2,4,6} n=8 d=6 e=5" : "A={2,3} n=6 d=3 e=2")}),
            pileProperty(positions(everyA, "0 <= d, e <= n + max(A)", allMoney).where(holds, r.hypothesis), true,
                         [](const CashOracle& o, const Position& g) {
                             const std::string defeat = strategy61(o, g);
                             if (defeat.empty()) return Judgement::pass();
                             return Judgement::fail("Player 1 wins by taking min(A) until Player 2 leaves normal play",
                                                    "a play defeats the strategy", defeat);
                         })));
    }

    // §6, proof of Theorem 6.1, part 2: "The proof has the same intuition and formality as (1)."
    registry.add(claim<Position>(
        papers::chen_gasarch.info("prf6.1b", "§6, proof of Theorem 6.1, part 2",
            {.statement = "The proof has the same intuition and formality as (1).",
             .reading = "Part 1's intuition with the players exchanged, for part 2's hypotheses: W(n) = 1, d < U1(n), e >= U2(n) "
                        "(Definition 3.2). Player 2's strategy: take min(A) after each normal move of Player 1 (a move to a pile "
                        "whose mover loses plain NIM); claim: along every play of it Player 2 can always take min(A), and at "
                        "Player 1's first other move Player 2 (to move) wins the cash game (table). Every non-empty A ⊆ {1..7}, n "
                        "up to the bound, 0 <= d, e <= n + max(A).",
             .bound = 16,
             .expect = Expect::refutedAt("A={1,2,4,6} n=9 d=6 e=6")}),
        pileProperty(positions(everyA, "0 <= d, e <= n + max(A)", allMoney)
                         .where(
                             [](const Position& g) {
                                 const CashOracle& o = solved(g.a, g.n, false);
                                 return o.nimWinner(g.n) == 1 && g.d < o.upperByDefinition(Player::One, g.n) &&
                                        g.e >= o.upperByDefinition(Player::Two, g.n);
                             },
                             "W(n) = 1, d < U1(n), e >= U2(n)"),
                     true, [](const CashOracle& o, const Position& g) {
                         const std::string defeat = strategy61b(o, g);
                         if (defeat.empty()) return Judgement::pass();
                         return Judgement::fail("Player 2 wins by taking min(A) until Player 1 leaves normal play",
                                                "a play defeats the strategy", defeat);
                     })));

    // §6, proof of Theorem 6.1, part 3: "upper class for the winning player means that he will be
    // able to play normally and win the game".
    registry.add(claim<Position>(
        papers::chen_gasarch.info("prf6.1c", "§6, proof of Theorem 6.1, part 3",
            {.statement = "Intuitively this holds, as upper class for the winning player means that he will be able to play "
                          "normally and win the game.",
             .reading = std::string(kNormally) +
                        " Claim: the winner of plain NIM(A; n) with at least his U_p(n) (Definition 3.2) dollars can employ "
                        "the regular strategy and win, whatever the opponent does with any money. Every non-empty A ⊆ {1..7}, "
                        "n up to the bound, the winner's money from U_p(n) to n + max(A).",
             .bound = 30}),
        pileProperty(piles(everyA, true), true, [](const CashOracle& o, const Position& g) {  // cash: bounds the pile
            NormalPlay play{o, {}};
            const Player w = o.winnerOf(g.n);
            const std::int64_t u = o.upperByDefinition(w, g.n);
            for (std::int64_t x = u; x <= g.n + o.maxMove(); ++x) {
                const bool ok = w == Player::One ? play.moverNormal(g.n, x) : play.waiterNormal(g.n, x);
                if (!ok)
                    return Judgement::fail(fmt::format("Player {} plays normally and wins with {} >= U{}(n) = {}", int(w),
                                                       x, int(w), u),
                                           "the regular strategy is not affordable against every play");
            }
            return Judgement::pass();
        })));

    // §3: "the A = {1, L} case for L odd essentially reduces to A = 1", read in NIM with Cash.
    registry.add(claim<Position>(
        papers::chen_gasarch.info("rem3.3-cash", "§3, the remark before Theorem 3.3, read in NIM with Cash",
            {.statement = "Note that the A = {1, L} case for L odd essentially reduces to A = 1.",
             .reading = "Alternative reading: NIM with Cash on {1, L}, L odd, has the winner of NIM with Cash on {1} at every "
                        "(n, d, e) (both cash games' tables). L = 3, 5, 7; n up to the bound; 0 <= d, e <= n + L.",
             .bound = 30}),
        pileProperty(positions(pairsOneL(3, 7, 2), "0 <= d, e <= n + max(A)", allMoney), true,
                     [](const CashOracle& o, const Position& g) {
                         const int one = solved({1}, g.n).winner(g.n, g.d, g.e), here = o.winner(g.n, g.d, g.e);
                         if (one == here) return Judgement::pass();
                         return Judgement::fail(fmt::format("W(n; d, e) = {} as for A = {{1}}", one),
                                                fmt::format("W(n; d, e) = {}", here), winningLine(g));
                     })));

    // §5: "It is possible for players to have only enough money to play miserly."
    registry.add(claim<Position>(
        papers::chen_gasarch.info("rem5.1", "§5, the sentence opening the section",
            {.statement = "It is possible for players to have only enough money to play miserly.",
             .reading = "Read as an existence, for each of the paper's move sets: for each player p there is a pile n <= 20 "
                        "and money x >= min(A) (enough to move) with which p is lower class (x below U_p(n) of Definition 3.2 "
                        "and below M_p(n) of Definition 4.1 read literally, paid_moves.hpp). A = {1, L}, {1, L, L+1}, "
                        "2 <= L <= 8.",
             .bound = 20}),
        [] {
            std::vector<Position> sets;
            for (std::int64_t l = 2; l <= 8; ++l) {
                sets.push_back(Position{{1, l}, 20});
                sets.push_back(Position{{1, l, l + 1}, 20});
            }
            return pileProperty(
                listedPiles("A = {1, L}, {1, L, L+1}, 2 <= L <= 8, piles up to 20", sets),
                false, [](const CashOracle& o, const Position& g) {
                    for (Player p : {Player::One, Player::Two}) {
                        bool found = false;
                        for (std::int64_t n = 0; n <= g.n && !found; ++n)
                            for (std::int64_t x = o.minMove(); x < o.upperByDefinition(p, n); ++x)
                                if (x < paidMovesM(p, g.a, n)) found = true;
                        if (!found)
                            return Judgement::fail(fmt::format("Player {} can be lower class with money to move", int(p)),
                                                   "never, for n <= 20");
                    }
                    return Judgement::pass();
                });
        }()));

    for (const char* id : {"chen-gasarch/ex3.2a", "chen-gasarch/ex3.2b", "chen-gasarch/ex3.2c", "chen-gasarch/ex3.2d"})
        prover::leaveToBoundedCheck(registry, id, kOneLine);
    for (const char* id : {"chen-gasarch/rem3.2*", "chen-gasarch/def3.2a", "chen-gasarch/def3.2b", "chen-gasarch/def1.9*",
                           "chen-gasarch/prf6.1*", "chen-gasarch/prf6.2*", "chen-gasarch/rem3.3-cash",
                           "chen-gasarch/thm4.3-final-turn", "chen-gasarch/thm5.2-final-turn"})
        prover::leaveToBoundedCheck(registry, id, kEveryMoveSet);
    prover::leaveToBoundedCheck(registry, "chen-gasarch/rem5.1", kSearch);
    prover::leaveToBoundedCheck(registry, "chen-gasarch/thm3.3a-*",
                                "a printed row of Theorem 3.3, about U_win(n) of Definition 3.2's recursion, whose WS1S form is "
                                "written only per move set (as for thm3.3a)");
    for (const char* id : {"chen-gasarch/thm6.3-cover", "chen-gasarch/thm6.4-cover", "chen-gasarch/thm6.5-cover",
                           "chen-gasarch/thm6.6-cover", "chen-gasarch/thm6.7-cover"})
        prover::leaveToBoundedCheck(registry, id,
                                    "whether the printed rows cover every middle class position: formula only, over the bounds "
                                    "U_p(n) of Definition 3.2's recursion, whose WS1S form is written only inside the staircase "
                                    "certificates");
    for (const char* id : {"chen-gasarch/thm3.4f-l1", "chen-gasarch/thm3.4g-l1"})
        prover::leaveToBoundedCheck(registry, id,
                                    "about U_p(n) of Definition 3.2's recursion at A = {1, 2}, whose WS1S form is written only "
                                    "inside the staircase certificates");
    prover::leaveToBoundedCheck(registry, "chen-gasarch/thm6.7-l1",
                                "the staircase certificates are written for the families of the parts' claims (L >= 3); none "
                                "for L = 1");
}

}  // namespace gameaudit::chen_gasarch
