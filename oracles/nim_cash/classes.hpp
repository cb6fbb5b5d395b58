#pragma once
// Everything the paper defines about one move set A, computed from the rules:
//   W(n)          plain NIM (Definition 1.2), by the shared impartial solver;
//   W(n; d, e)    NIM with Cash (Definition 1.6), by the CashTable;
//   U1, U2        upper class thresholds by Definition 3.2's recursion, and independently by the
//                 game: the least money with which the normal winner still wins against ∞;
//   M1, M2        middle class thresholds by Definition 4.1's meaning: the least money with which
//                 a player taking min(A) every move can afford min(A) on each of his turns, the
//                 last one included, whatever the opponent takes.
#include <cstdint>
#include <vector>

#include "oracles/impartial.hpp"
#include "oracles/nim_cash/cash_table.hpp"

namespace gameaudit::nim_cash {

enum class Player { One = 1, Two = 2 };
enum class Class { Lower, Middle, Upper };  // Definitions 3.2, 4.1, 5.1 (a partition of money)
const char* name(Class c);

class CashOracle {
public:
    explicit CashOracle(Moves a);

    const Moves& moves() const { return table_.moves(); }
    std::int64_t minMove() const { return moves().front(); }
    std::int64_t maxMove() const { return moves().back(); }

    // Solve the plain game and the class functions up to n stones; `withCash` also the cash table.
    void prepare(std::int64_t n, bool withCash = true);
    // Refuses (InputError) what prepare(n, withCash) would need beyond the memory limit.
    static void requireRoom(std::int64_t n, bool withCash);
    std::int64_t classesUpTo() const { return static_cast<std::int64_t>(plainWinner_.size()) - 1; }
    const CashTable& table() const { return table_; }

    int nimWinner(std::int64_t n) const { return plainWinner_.at(static_cast<std::size_t>(n)); }  // W(n)
    int winner(std::int64_t n, std::int64_t d, std::int64_t e) const { return table_.winner(n, d, e); }

    std::int64_t upperByDefinition(Player p, std::int64_t n) const;  // U_p(n), Definition 3.2
    std::int64_t middle(Player p, std::int64_t n) const;             // M_p(n), Definition 4.1-4.2
    // The least money with which the normal winner of NIM(A; n) still wins against ∞ (cash table).
    std::int64_t upperByGame(std::int64_t n) const;
    std::int64_t upperWin(std::int64_t n) const { return upperByDefinition(winnerOf(n), n); }
    std::int64_t upperLose(std::int64_t n) const { return upperByDefinition(loserOf(n), n); }
    Class classOf(Player p, std::int64_t n, std::int64_t money) const;

    Player winnerOf(std::int64_t n) const { return nimWinner(n) == 1 ? Player::One : Player::Two; }
    Player loserOf(std::int64_t n) const { return nimWinner(n) == 1 ? Player::Two : Player::One; }

private:
    CashTable table_;
    ImpartialSolver<std::int64_t> plain_;
    std::vector<int> plainWinner_;
    std::vector<std::int64_t> u1_, u2_, m1_, m2_;
};

// The shared oracle of a move set, solved lazily and kept for the whole run.
CashOracle& oracleFor(const Moves& a);
// That oracle with its class functions (and, if `withCash`, its W(n; d, e) table) solved up to n.
CashOracle& solved(const Moves& a, std::int64_t n, bool withCash = true);

}  // namespace gameaudit::nim_cash
