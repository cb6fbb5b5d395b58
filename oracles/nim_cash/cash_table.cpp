#include "oracles/nim_cash/cash_table.hpp"

#include <algorithm>
#include <array>
#include <string>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::nim_cash {

void CashTable::requireRoom(std::int64_t n) {
    const double side = static_cast<double>(n) + 1;  // layers of n^2 bits for n = 0..target
    requireMemory("the NIM with Cash table up to n = " + std::to_string(n), side * side * side / 24);
}

namespace {

// The 64 bits of `words` from bit `at` on; bits past the end read as 0.
std::uint64_t bitsAt(const std::vector<std::uint64_t>& words, std::size_t at) {
    const std::size_t w = at >> 6, off = at & 63;
    const std::uint64_t low = w < words.size() ? words[w] >> off : 0;
    const std::uint64_t high = off != 0 && w + 1 < words.size() ? words[w + 1] << (64 - off) : 0;
    return low | high;
}

// ORs `bits` into `words` from bit `at` on.
void orBitsAt(std::vector<std::uint64_t>& words, std::size_t at, std::uint64_t bits) {
    const std::size_t w = at >> 6, off = at & 63;
    words[w] |= bits << off;
    if (off != 0 && (bits >> (64 - off)) != 0) words[w + 1] |= bits >> (64 - off);
}

// Bit j of row i goes to bit i of row j.
void transpose(std::array<std::uint64_t, 64>& rows) {
    std::uint64_t mask = 0x00000000FFFFFFFFULL;
    for (std::size_t j = 32; j != 0; j >>= 1, mask ^= mask << j)
        for (std::size_t k = 0; k < 64; k = ((k | j) + 1) & ~j) {
            const std::uint64_t t = ((rows[k] >> j) ^ rows[k | j]) & mask;
            rows[k] ^= t << j;
            rows[k | j] ^= t;
        }
}

}  // namespace

void CashTable::solveUpTo(std::int64_t target) {
    if (target <= solvedUpTo()) return;
    requireRoom(target);
    for (std::int64_t n = solvedUpTo() + 1; n <= target; ++n) {
        checkpoint("preparing the NIM with Cash table", static_cast<std::uint64_t>(n) * static_cast<std::uint64_t>(n));
        // The mover (x dollars) wins iff some affordable take a leaves the opponent, now to
        // move with y dollars, lost at n - a; the mover keeps x - a dollars, capped at the pile
        // (x - a <= n - a always holds for x <= n). For a fixed y that is, over all x at once,
        // row min(y, n - a) of layer n - a negated and shifted up by a: 64 cells a word. The
        // columns found, 64 values of y at a time, are transposed into the layer's rows.
        const std::size_t side = static_cast<std::size_t>(n + 1), words = (side + 63) / 64;
        std::vector<std::uint64_t> layer((side * side + 63) / 64, 0);
        std::vector<std::array<std::uint64_t, 64>> columns(words);  // [word of x][y - y0]
        for (std::size_t y0 = 0; y0 < side; y0 += 64) {
            for (auto& c : columns) c.fill(0);
            for (std::size_t dy = 0; dy < 64 && y0 + dy < side; ++dy) {
                const std::size_t y = y0 + dy;
                for (std::int64_t a : a_) {
                    if (a > n) break;
                    const auto take = static_cast<std::size_t>(a), rest = side - take;  // n - a + 1 cells a row
                    const std::size_t row = std::min(y, rest - 1) * rest;
                    for (std::size_t w = take / 64; w < words; ++w) {
                        const std::size_t x0 = std::max(64 * w, take);
                        columns[w][dy] |= ~bitsAt(layers_[n - a], row + x0 - take) << (x0 - 64 * w);
                    }
                }
            }
            const std::uint64_t ys = side - y0 >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (side - y0)) - 1;
            for (std::size_t w = 0; w < words; ++w) {
                transpose(columns[w]);
                for (std::size_t dx = 0; dx < 64 && 64 * w + dx < side; ++dx)
                    orBitsAt(layer, (64 * w + dx) * side + y0, columns[w][dx] & ys);
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

}  // namespace gameaudit::nim_cash
