#include "oracles/nim_cash/cash_table.hpp"

#include <algorithm>
#include <string>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::nimcash {

void CashTable::requireRoom(std::int64_t n) {
    const double side = static_cast<double>(n) + 1;  // layers of n^2 bits for n = 0..target
    requireMemory("the NIM with Cash table up to n = " + std::to_string(n), side * side * side / 24);
}

void CashTable::solveUpTo(std::int64_t target) {
    if (target <= solvedUpTo()) return;
    requireRoom(target);
    for (std::int64_t n = solvedUpTo() + 1; n <= target; ++n) {
        checkpoint("preparing the NIM with Cash table", static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n));
        const std::size_t side = static_cast<std::size_t>(n + 1);
        std::vector<std::uint64_t> layer((side * side + 63) / 64, 0);
        for (std::int64_t x = 0; x <= n; ++x) {
            for (std::int64_t y = 0; y <= n; ++y) {
                // The mover wins iff some affordable take leaves the opponent (now to move,
                // with y dollars) lost; the mover keeps x - a dollars, capped at the pile.
                bool win = false;
                for (std::int64_t a : a_) {
                    if (a > n || a > x) break;
                    const std::int64_t rest = n - a;
                    if (!bit(rest, std::min(y, rest), std::min(x - a, rest))) {
                        win = true;
                        break;
                    }
                }
                if (win) {
                    const std::size_t i = static_cast<std::size_t>(x) * side + static_cast<std::size_t>(y);
                    layer[i >> 6] |= std::uint64_t{1} << (i & 63);
                }
            }
        }
        layers_.push_back(std::move(layer));
    }
}

bool CashTable::moverWins(const Turn& t) const {
    if (t.stones < 0 || t.mover < 0 || t.other < 0)
        throw InputError("stones and money must be non-negative");
    if (t.stones > solvedUpTo())
        throw std::logic_error("NIM with Cash table solved up to " + std::to_string(solvedUpTo()) +
                               " stones, asked about " + std::to_string(t.stones));
    return bit(t.stones, std::min(t.mover, t.stones), std::min(t.other, t.stones));
}

}  // namespace gameaudit::nimcash
