#include "oracles/nim_cash/classes.hpp"

#include <algorithm>
#include <memory>

#include "core/run_control.hpp"
#include "core/solved_tables.hpp"

namespace gameaudit::nim_cash {

const char* name(Class c) {
    switch (c) {
        case Class::Lower: return "lower class";
        case Class::Middle: return "middle class";
        case Class::Upper: return "upper class";
    }
    return "?";
}

CashOracle::CashOracle(Moves a)
    : table_(std::move(a)),
      plain_([moves = table_.moves()](const std::int64_t& n) { return nimOptions(moves, n); }) {}

void CashOracle::requireRoom(std::int64_t n, bool withCash) {
    requireMemory("the NIM(A; n) classes up to n = " + std::to_string(n), 100.0 * (static_cast<double>(n) + 1));
    if (withCash) CashTable::requireRoom(n);
}

void CashOracle::prepare(std::int64_t target, bool withCash) {
    if (target > classesUpTo()) requireRoom(target, false);
    if (withCash) table_.solveUpTo(target);
    const Moves& a = moves();
    const std::int64_t least = a.front();
    for (std::int64_t n = classesUpTo() + 1; n <= target; ++n) {
        checkpoint("preparing the NIM(A; n) classes");
        // Increasing n keeps the memoised recursion shallow.
        plainWinner_.push_back(plain_.moverWins(n) ? 1 : 2);
        const auto i = static_cast<std::size_t>(n);
        std::int64_t u1 = 0, u2 = 0;
        if (n >= least) {
            // Definition 3.2, verbatim. U2 is the greatest U1(n-a) over all takes in both cases.
            for (std::int64_t x : a)
                if (x <= n) u2 = std::max(u2, u1_[i - x]);
            u1 = kInfinity;
            for (std::int64_t x : a) {
                if (x > n) break;
                const bool eligible = plainWinner_[i] == 1 ? plainWinner_[i - x] == 2 : u1_[i - x] == u2;
                if (eligible) u1 = std::min(u1, u2_[i - x] + x);
            }
        }
        u1_.push_back(u1);
        u2_.push_back(u2);
        // Miserly play: the player pays min(A) on each of his turns, the final one too; the
        // opponent takes whatever makes that last longest.
        std::int64_t mine = least, theirs = 0;  // for n < min(A): his turn is the last one
        if (n >= least) {
            mine = least + m2_[i - least];
            for (std::int64_t x : a)
                if (x <= n) theirs = std::max(theirs, m1_[i - x]);
        }
        m1_.push_back(mine);
        m2_.push_back(theirs);
    }
}

std::int64_t CashOracle::upperByDefinition(Player p, std::int64_t n) const {
    return (p == Player::One ? u1_ : u2_).at(static_cast<std::size_t>(n));
}

std::int64_t CashOracle::middle(Player p, std::int64_t n) const {
    return (p == Player::One ? m1_ : m2_).at(static_cast<std::size_t>(n));
}

std::int64_t CashOracle::upperByGame(std::int64_t n) const {
    // Money never hurts its owner, so the winning amounts form an interval up to ∞ (>= n).
    if (winnerOf(n) == Player::One) {
        std::int64_t d = 0;
        while (winner(n, d, kInfinity) != 1) ++d;
        return d;
    }
    std::int64_t e = 0;
    while (winner(n, kInfinity, e) != 2) ++e;
    return e;
}

Class CashOracle::classOf(Player p, std::int64_t n, std::int64_t money) const {
    if (money >= upperByDefinition(p, n)) return Class::Upper;
    if (money >= middle(p, n)) return Class::Middle;
    return Class::Lower;
}

CashOracle& oracleFor(const Moves& a) {
    static std::pair<Moves, CashOracle*> last{};  // claims ask about one set case after case
    if (last.second && last.first == a) return *last.second;
    CashOracle& o = solvedTable<CashOracle>(normalise(a), [&a] { return std::make_unique<CashOracle>(a); });
    last = {a, &o};
    return o;
}

CashOracle& solved(const Moves& a, std::int64_t n, bool withCash) {
    CashOracle& o = oracleFor(a);
    if (o.classesUpTo() < n || (withCash && o.table().solvedUpTo() < n)) o.prepare(n, withCash);
    return o;
}

}  // namespace gameaudit::nim_cash
