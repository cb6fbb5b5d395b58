// Chen & Gasarch: the strategies the staircase proofs play, and the remark that {1, L} with L
// odd reduces to {1}. Each is judged by the cash game's table, never by the theorems' formulas.
#include <fmt/format.h>

#include "properties/chen_gasarch/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {
namespace {

// The player to move after Player 1 takes a and, if b > 0, Player 2 takes b; Player 1 wins it
// when the table's winner of the position (mover first) says so.
bool playerOneWinsAfter(const CashOracle& o, const Position& g, std::int64_t a, std::int64_t b = 0) {
    if (b == 0) return o.winner(g.n - a, g.e, g.d - a) == 2;  // Player 2 moves next and loses
    return o.winner(g.n - a - b, g.d - a, g.e - b) == 1;
}

bool canTake(std::int64_t take, std::int64_t stones, std::int64_t money) { return take <= stones && take <= money; }

// The proofs' two lines of play where both players are middle class: when Player 1 wins, his
// first move "take 1" wins whatever Player 2 answers; when Player 2 wins, answering each first
// move with the same amount wins.
Judgement proofStrategies(const CashOracle& o, const Position& g) {
    if (o.winner(g.n, g.d, g.e) == 1) {
        if (!canTake(1, g.n, g.d) || !playerOneWinsAfter(o, g, 1))
            return Judgement::fail("Player 1 wins by taking 1 first", "taking 1 loses", winningLine(g));
        return Judgement::pass();
    }
    for (std::int64_t a : g.a) {
        if (!canTake(a, g.n, g.d) || g.n - a < a) continue;  // the base cases: the pile has no room for the answer
        if (!canTake(a, g.n - a, g.e))
            return Judgement::fail(fmt::format("Player 2 answers Player 1's {} with {}", a, a),
                                   "Player 2 cannot take it", winningLine(g));
        if (playerOneWinsAfter(o, g, a, a))
            return Judgement::fail(fmt::format("Player 2 wins by answering Player 1's {} with {}", a, a),
                                   "Player 1 then wins", winningLine(g));
    }
    return Judgement::pass();
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    struct Proof {
        const char* theorem;
        Sets family;
        std::string statement;
        Expect expect;
    };
    const std::string bothTakeOne =
        "If both players each take 1 on their first moves, we are back to the game where there are n stones ... ";
    const std::vector<Proof> proofs = {
        {"6.3", pairsOneL(2, 2, 2),
         bothTakeOne + "Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 "
                       "takes 2, which completes part of the induction. ... If both players take 1 on their first "
                       "move, then it follows by the same reasoning as before that W(n; d, e) = 2. By using the same "
                       "reasoning, if Player 1 now takes 2, Player 2 can choose to take 2, so Player 2 also wins, "
                       "completing another part of the induction.",
         Expect::holds()},
        {"6.4", pairsOneL(4, 12, 2),
         bothTakeOne + "Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 "
                       "takes L , which completes part of the induction. ... If both players take 1 on their first "
                       "move, then it follows by the same reasoning as before that W(n; d, e) = 2. By using the same "
                       "reasoning, if Player 1 now takes L , Player 2 can choose to take L , so Player 2 also wins, "
                       "completing another part of the induction.",
         Expect::holds()},
        {"6.6", triplesOneL(4, 12, 2),
         bothTakeOne + "Comparing the two conditions yields the conclusion that Player 1 wins the game even if Player 2 "
                       "takes L + 1, which completes another part of the induction. ... If Player 1 now takes L or "
                       "L + 1, Player 2 can choose to take the same amount, and it follows that Player 2 also wins.",
         Expect::refutedAt("A={1,4,5} n=13 d=7 e=8")},
    };
    for (const Proof& proof : proofs)
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("thm") + proof.theorem + "-proof",
                                      std::string("§6, proof of Theorem ") + proof.theorem + ", the lines of play of the induction",
                {.statement = proof.statement,
                 .reading = "The strategies the induction plays, on every position where both players are middle class "
                            "(M_p(n) <= money < U_p(n)), " + proof.family.description + ": where Player 1 wins (by the "
                            "cash game's table), taking 1 first wins whatever Player 2 answers; where Player 2 wins, "
                            "answering each first move of Player 1 with the same amount is affordable and wins. Positions "
                            "where the pile leaves no room for the same amount are the base cases, left out.",
                 .bound = 200,
                 .expect = proof.expect}),
            pileProperty(positions(proof.family, "both players middle class", bothMiddleClass), true, proofStrategies)));

    registry.add(claim<Position>(
        papers::chen_gasarch.info("rem6.3",
                                  "§6, the notes in the proofs of Theorems 6.3, 6.4 and 6.6 that more money does not hurt",
            {.statement = "Note that Player 1 having more money does not affect the outcome of the game in this case.",
             .reading = "Read as the monotonicity the notes rely on: a player who wins W(n; d, e) still wins with one "
                        "dollar more, or with the opponent having one dollar less, from the cash game's table. " +
                        kEveryA + ", n up to the bound, every 0 <= d, e <= n + max(A).",
             .bound = 30}),
        pileProperty(positions(allSubsets(kLargestMove), "0 <= d, e <= n + max(A)", allMoney), true,
                     [](const CashOracle& o, const Position& g) {
                         const int w = o.winner(g.n, g.d, g.e);
                         const bool oneWins = w == 1;
                         // The winner's money up by one, then the loser's down by one.
                         for (auto [d, e] : {std::pair{g.d + (oneWins ? 1 : 0), g.e + (oneWins ? 0 : 1)},
                                             std::pair{g.d - (oneWins ? 0 : 1), g.e - (oneWins ? 1 : 0)}}) {
                             if (d < 0 || e < 0 || o.winner(g.n, d, e) == w) continue;
                             return Judgement::fail(fmt::format("W(n; {}, {}) = {} too", d, e, w),
                                                    fmt::format("W(n; {}, {}) = {}", d, e, 3 - w), winningLine(g));
                         }
                         return Judgement::pass();
                     })));

    registry.add(claim<Position>(
        papers::chen_gasarch.info("rem3.3", "§3, the remark before Theorem 3.3",
            {.statement = "Note that the A = {1, L} case for L odd essentially reduces to A = 1.",
             .reading = "Read as: for L odd, plain NIM({1, L}; n) has the winner of NIM({1}; n), and each player's "
                        "upper class threshold U_p(n) (Definition 3.2) is the same as for {1}; both from the oracle.",
             .bound = 400}),
        pileProperty(piles(pairsOneL(3, 15, 2), false), false, [](const CashOracle& o, const Position& g) {
            const CashOracle& one = solved({1}, g.n, false);
            if (o.nimWinner(g.n) != one.nimWinner(g.n))
                return Judgement::fail(fmt::format("W(n) = {} as for {{1}}", one.nimWinner(g.n)),
                                       fmt::format("W(n) = {}", o.nimWinner(g.n)), nimWitness(o, g.n));
            for (Player p : {Player::One, Player::Two})
                if (o.upperByDefinition(p, g.n) != one.upperByDefinition(p, g.n))
                    return Judgement::fail(fmt::format("U{}(n) = {} as for {{1}}", static_cast<int>(p),
                                                       one.upperByDefinition(p, g.n)),
                                           fmt::format("U{}(n) = {}", static_cast<int>(p), o.upperByDefinition(p, g.n)));
            return Judgement::pass();
        })));
}

}  // namespace gameaudit::chen_gasarch
