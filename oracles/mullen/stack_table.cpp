#include "oracles/mullen/stack_table.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>
#include <string>

#include "core/run_control.hpp"

namespace gameaudit::games {

StackTable::StackTable(StackGame game, std::size_t stacks)
    : game_(std::move(game)), k_(stacks), listsLines_(static_cast<bool>(game_.legal)) {
    if (k_ < 1 || k_ > 4) throw std::invalid_argument("StackTable holds 1 to 4 stacks");
}

std::uint64_t StackTable::binomial(std::int64_t top, std::size_t i) const {
    return binomials_[i][static_cast<std::size_t>(top)];
}

std::uint64_t StackTable::index(const Stacks& sorted) const {
    std::uint64_t idx = 0;
    for (std::size_t i = 0; i < k_; ++i) idx += binomial(sorted[i], i);
    return idx;
}

std::uint64_t StackTable::lineIndex(const Stacks& sorted, std::size_t lowered) const {
    std::uint64_t idx = 0;
    for (std::size_t i = 0; i < k_; ++i)
        if (i != lowered) idx += binomial(sorted[i], i < lowered ? i : i - 1);
    return idx;
}

// Whether a legal move from the sorted position s reaches a P-position. The P-positions
// listed on the lines through s are those solved before it, so every one is below s.
bool StackTable::reachesP(const Stacks& s, Stacks& option) {
    constexpr std::size_t kCrowded = 8;  // candidates beyond which the game's moves are cheaper to try
    std::array<const std::vector<std::int64_t>*, 4> lines{};
    std::size_t candidates = 0;
    for (std::size_t i = 0; i < k_; ++i) {
        lines[i] = &pOnLine_[lineIndex(s, i)];
        candidates += lines[i]->size();
    }
    if (candidates > kCrowded) {
        ++crowded_;
        return someMoveReachesP(s, option);
    }
    for (std::size_t i = 0; i < k_; ++i)
        for (std::int64_t v : *lines[i])
            if (game_.legal(s, {i, v})) return true;
    return false;
}

bool StackTable::someMoveReachesP(const Stacks& s, Stacks& option) const {
    bool found = false;
    game_.moves(s, [&](Move m) {
        option = s;
        option[m.stack] = m.to;
        // Restore order: the lowered stack moves down to its place.
        for (std::size_t j = m.stack; j > 0 && option[j - 1] > option[j]; --j) std::swap(option[j - 1], option[j]);
        found = p_[index(option)] != 0;
        return !found;
    });
    return found;
}

Stacks StackTable::padded(const Stacks& s) const {
    if (s.size() > k_)
        throw std::out_of_range("a table of " + std::to_string(k_) + " stacks was asked about " + show(game_, s));
    Stacks t(k_ - s.size(), 0);
    t.insert(t.end(), s.begin(), s.end());
    std::sort(t.begin(), t.end());
    if (t.front() < 0 || t.back() > n_)
        throw std::out_of_range("table holds stacks 0.." + std::to_string(n_) + ", asked " + show(game_, s));
    return t;
}

void StackTable::solveUpTo(std::int64_t n) {
    if (n <= n_) return;
    double cells = 1, lines = 1;  // C(n + k, k) and C(n + k - 1, k - 1), in floating point: a huge n cannot overflow
    for (std::size_t j = 1; j <= k_; ++j) {
        lines = cells;
        cells = cells * (static_cast<double>(n) + static_cast<double>(j)) / static_cast<double>(j);
    }
    requireMemory("the " + game_.name + " table of " + std::to_string(k_) + " stacks up to " + std::to_string(n),
                  cells + static_cast<double>(sizeof(pOnLine_[0])) * lines +
                      8.0 * static_cast<double>(k_) * (static_cast<double>(n) + 2));
    // Never shrinks: a call stopped by a time limit may have solved positions beyond n already.
    const std::size_t rows = std::max(static_cast<std::size_t>(n) + 2, binomials_.empty() ? 0 : binomials_[0].size());
    if (binomials_.empty() || binomials_[0].size() < rows) {
        binomials_.assign(k_, std::vector<std::uint64_t>(rows));
        for (std::size_t i = 0; i < k_; ++i)
            for (std::size_t v = 0; v < rows; ++v) {
                // C(v + i, i + 1), exactly, by the product formula.
                std::uint64_t c = 1;
                for (std::size_t j = 1; j <= i + 1; ++j) c = c * static_cast<std::uint64_t>(v + i + 1 - j) / j;
                binomials_[i][v] = c;
            }
    }
    const std::uint64_t total = binomials_[k_ - 1][static_cast<std::size_t>(n) + 1];  // tuples with top <= n
    const std::uint64_t from = solved_;
    if (p_.size() < total) p_.resize(total, 0);
    // The tuple at index `from`: continue the colex enumeration where it stopped.
    Stacks s(k_, 0);
    if (from > 0 && from < total) {
        std::uint64_t rest = from;
        for (std::size_t i = k_; i-- > 0;) {
            std::int64_t v = 0;
            while (binomial(v + 1, i) <= rest) ++v;
            s[i] = v;
            rest -= binomial(v, i);
        }
    }
    if (listsLines_)  // K-1 stacks <= n
        pOnLine_.resize(std::max<std::size_t>(pOnLine_.size(), k_ == 1 ? 1 : binomials_[k_ - 2][static_cast<std::size_t>(n) + 1]));
    Stacks option(k_);
    for (std::uint64_t idx = from; idx < total; ++idx) {
        checkpoint();
        if (!(listsLines_ ? reachesP(s, option) : someMoveReachesP(s, option))) {
            p_[idx] = 1;
            for (std::size_t i = 0; listsLines_ && i < k_; ++i)
                if (i == 0 || s[i] != s[i - 1]) pOnLine_[lineIndex(s, i)].push_back(s[i]);
        }
        // Where most lines are crowded (the game has few moves and many P-positions, as SUSEN),
        // listing them costs more than it saves: the game's moves alone solve the rest.
        if (listsLines_ && idx == kTrial && crowded_ > kTrial / 2) {
            listsLines_ = false;
            pOnLine_ = {};
        }
        // Colex successor of a sorted tuple: raise the first entry below its right neighbour.
        std::size_t i = 0;
        while (i + 1 < k_ && s[i] == s[i + 1]) ++i;
        ++s[i];
        for (std::size_t j = 0; j < i; ++j) s[j] = 0;
        solved_ = idx + 1;
    }
    n_ = n;
}

bool StackTable::isP(const Stacks& s) const { return p_[index(padded(s))] != 0; }

std::vector<Stacks> StackTable::options(const Stacks& s) const {
    Stacks t = padded(s);
    std::vector<Stacks> out;
    game_.moves(t, [&](Move m) {
        Stacks o = t;
        o[m.stack] = m.to;
        std::sort(o.begin(), o.end());
        out.push_back(std::move(o));
        return true;
    });
    return out;
}

std::optional<Stacks> StackTable::winningOption(const Stacks& s) const {
    for (Stacks& o : options(s))
        if (isP(o)) return std::move(o);
    return std::nullopt;
}

}  // namespace gameaudit::games
