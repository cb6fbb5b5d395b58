#pragma once
// Dense tables for impartial games whose positions can be ranked: every position of size <= n
// has a rank below cells(n) (K numbers <= n: their digits in base n + 1), so a solved value is a
// few bits at that index instead of an entry in a hash map: 2 bits an outcome, 2 bytes a Grundy
// value. The search is that of oracles/impartial.hpp (depth-first, options from the rules alone,
// sums by their components); positions beyond the table go to that solver, which is exact too.
#include <algorithm>
#include <array>
#include <climits>
#include <concepts>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "core/run_control.hpp"
#include "oracles/impartial.hpp"
#include "oracles/search_stack.hpp"

namespace gameaudit {

// How positions of a type are ranked: cells(n) ranks cover every position of size <= n;
// rank(p, n) is p's, or nullopt when p is not among them. Specialise it for a position type of
// your own to have its games solved in dense tables.
template <class Pos>
struct Ranking;

// A heap of n chips.
template <>
struct Ranking<std::int64_t> {
    static double cells(std::int64_t n) { return static_cast<double>(n) + 1; }
    static std::optional<std::uint64_t> rank(std::int64_t p, std::int64_t n) {
        if (p < 0 || p > n) return std::nullopt;
        return static_cast<std::uint64_t>(p);
    }
};

// K numbers, each <= n: the digits of the rank in base n + 1.
template <std::size_t K>
struct Ranking<std::array<std::int64_t, K>> {
    static double cells(std::int64_t n) {
        double c = 1;
        for (std::size_t i = 0; i < K; ++i) c *= static_cast<double>(n) + 1;
        return c;
    }
    static std::optional<std::uint64_t> rank(const std::array<std::int64_t, K>& p, std::int64_t n) {
        std::uint64_t r = 0;
        for (std::int64_t x : p) {
            if (x < 0 || x > n) return std::nullopt;
            r = r * static_cast<std::uint64_t>(n + 1) + static_cast<std::uint64_t>(x);
        }
        return r;
    }
};

template <class Pos>
concept Rankable = requires(const Pos& p, std::int64_t n) {
    { Ranking<Pos>::cells(n) } -> std::convertible_to<double>;
    { Ranking<Pos>::rank(p, n) } -> std::same_as<std::optional<std::uint64_t>>;
};

// The one capacity check of a dense table: "" if the table of every position of size <= n fits
// in the memory limit, else why not.
template <Rankable Pos>
std::string denseRefusal(std::int64_t n, double bytesPerCell) {
    const double bytes = Ranking<Pos>::cells(n) * bytesPerCell;
    if (n >= 0 && bytes <= memoryLimit() && Ranking<Pos>::cells(n) < 9.0e18) return "";
    return "a dense table of the positions of size <= " + std::to_string(n) + " would need " + showBytes(bytes) +
           "; the memory limit is " + showBytes(memoryLimit());
}

// An array whose blocks are allocated when first written: a table admitted for every position of
// a size costs what the positions a claim meets touch (a family of a few positions, a small part).
template <class T, T Empty>
class BlockArray {
public:
    void clear() { blocks_.clear(); }
    T get(std::uint64_t i) const {
        const std::uint64_t b = i >> kShift;
        return b < blocks_.size() && blocks_[b] ? blocks_[b][i & kMask] : Empty;
    }
    void set(std::uint64_t i, T v) {
        const std::uint64_t b = i >> kShift;
        if (b >= blocks_.size()) blocks_.resize(b + 1);
        if (!blocks_[b]) {
            blocks_[b] = std::make_unique<T[]>(kMask + 1);
            std::fill_n(blocks_[b].get(), kMask + 1, Empty);
        }
        blocks_[b][i & kMask] = v;
    }

private:
    static constexpr unsigned kShift = 16;
    static constexpr std::uint64_t kMask = (std::uint64_t{1} << kShift) - 1;
    std::vector<std::unique_ptr<T[]>> blocks_;
};

template <Rankable Pos, class Hash = std::hash<Pos>>
class DenseSolver {
public:
    using Options = std::function<std::vector<Pos>(const Pos&)>;
    using Components = std::function<std::vector<Pos>(const Pos&)>;

    // An outcome in 2 bits and a Grundy value in 2 bytes: what a cell costs when both are asked.
    static constexpr double kBytesPerCell = 2.25;

    explicit DenseSolver(Options options, Play play = Play::Normal, Components components = {})
        : options_(options), play_(play), components_(components), beyond_(options, play, components) {}

    // From now on, positions of size <= n are kept in the table if it fits (values solved so far
    // are solved again there); otherwise they stay with the hash-map search. Never shrinks.
    void prepare(std::int64_t n) {
        if (n <= n_ || !denseRefusal<Pos>(n, kBytesPerCell).empty()) return;
        n_ = n;
        outcomes_.clear();
        grundy_.clear();
        large_.clear();
    }
    std::int64_t tableSize() const { return n_; }  // -1: no table yet

    bool moverWins(const Pos& p) {
        if (components_ && play_ == Play::Normal) return grundy(p) != 0;
        auto r = rank(p);
        if (!r) return beyond_.moverWins(p);
        if (auto known = cellOutcome(*r)) return *known;
        SearchStack<Frame> stack;
        stack.push(frame(*r, p, false));
        while (!stack.empty()) {
            Frame& f = stack.top();
            bool win = false, open = false;
            for (; f.next < f.opts.size(); ++f.next) {
                const Pos& q = f.opts[f.next];
                auto rq = rank(q);
                std::optional<bool> wins = rq ? cellOutcome(*rq) : std::optional(beyond_.moverWins(q));
                if (!wins) {
                    stack.push(frame(*rq, q, false));
                    open = true;
                    break;
                }
                if (!*wins) {
                    win = true;
                    break;
                }
            }
            if (open) continue;
            if (f.opts.empty()) win = play_ == Play::Misere;
            setOutcome(f.rank, win);
            stack.pop();
        }
        return *cellOutcome(*r);
    }

    Outcome outcome(const Pos& p) { return impartialOutcome(moverWins(p)); }

    // Grundy value under normal play: the mex of the options' values, or of a sum the xor of its components'.
    unsigned grundy(const Pos& p) {
        auto r = rank(p);
        if (!r) return beyond_.grundy(p);
        if (auto known = grundyAt(*r)) return *known;
        SearchStack<Frame> stack;
        stack.push(frame(*r, p, true));
        while (!stack.empty()) {
            Frame& f = stack.top();
            bool open = false;
            for (; f.next < f.opts.size(); ++f.next) {
                const Pos& q = f.opts[f.next];
                auto rq = rank(q);
                std::optional<unsigned> g = rq ? grundyAt(*rq) : std::optional(beyond_.grundy(q));
                if (!g) {
                    stack.push(frame(*rq, q, true));
                    open = true;
                    break;
                }
                f.values.push_back(*g);
            }
            if (open) continue;
            const unsigned g = grundyFrom(f.values, f.sum);
            setGrundy(f.rank, g);
            stack.pop();
        }
        return *grundyAt(*r);
    }

    // An option that leaves the opponent lost, if any.
    std::optional<Pos> winningMove(const Pos& p) {
        return winningOption(options_(p), [this](const Pos& q) { return moverWins(q); });
    }

    std::vector<Pos> options(const Pos& p) const { return options_(p); }

private:
    static constexpr std::uint16_t kUnknown = 0xFFFF, kLarge = 0xFFFE;  // kLarge: the value is in large_

    struct Frame {
        std::uint64_t rank;
        std::vector<Pos> opts;  // or the components of a sum
        std::size_t next = 0;
        std::vector<unsigned> values;
        bool sum = false;
    };

    std::optional<std::uint64_t> rank(const Pos& p) const { return n_ < 0 ? std::nullopt : Ranking<Pos>::rank(p, n_); }

    // r with its options, or with its components when it is a sum and `decompose` is asked.
    Frame frame(std::uint64_t r, const Pos& q, bool decompose) {
        checkpoint();
        if (decompose && components_)
            if (auto parts = components_(q); parts.size() > 1) return {r, std::move(parts), 0, {}, true};
        return {r, options_(q)};
    }

    // 2 bits a cell: 0 not solved, 1 the mover loses, 2 the mover wins.
    std::optional<bool> cellOutcome(std::uint64_t r) const {
        const unsigned cell = (outcomes_.get(r / 4) >> (2 * (r % 4))) & 3u;
        if (cell == 0) return std::nullopt;
        return cell == 2;
    }
    void setOutcome(std::uint64_t r, bool win) {
        outcomes_.set(r / 4, static_cast<std::uint8_t>(outcomes_.get(r / 4) | ((win ? 2u : 1u) << (2 * (r % 4)))));
    }
    std::optional<unsigned> grundyAt(std::uint64_t r) const {
        const std::uint16_t v = grundy_.get(r);
        if (v == kUnknown) return std::nullopt;
        return v == kLarge ? large_.at(r) : v;
    }
    void setGrundy(std::uint64_t r, unsigned g) {
        if (g >= kLarge) large_[r] = g;
        grundy_.set(r, static_cast<std::uint16_t>(g >= kLarge ? kLarge : g));
    }

    Options options_;
    Play play_;
    Components components_;
    ImpartialSolver<Pos, Hash> beyond_;  // positions outside the table
    std::int64_t n_ = -1;
    BlockArray<std::uint8_t, 0> outcomes_;  // 4 cells a byte
    BlockArray<std::uint16_t, kUnknown> grundy_;
    std::unordered_map<std::uint64_t, unsigned> large_;
};

// Take-away rules on K stacks: a move takes k·d for one of D directions d (each d >= 0, d != 0,
// e.g. Wythoff's (1,0), (0,1), (1,1)) and 1 <= k <= limits(p)[j]; no stack goes below 0.
template <std::size_t K, std::size_t D>
struct TakeAway {
    using Pos = std::array<std::int64_t, K>;
    std::array<Pos, D> directions;
    std::function<std::array<std::int64_t, D>(const Pos&)> limits;

    // The largest k with p - k·d >= 0.
    static std::int64_t fits(const Pos& p, const Pos& d) {
        std::int64_t t = INT64_MAX;
        for (std::size_t i = 0; i < K; ++i)
            if (d[i] > 0) t = std::min(t, p[i] / d[i]);
        return t;
    }
    std::vector<Pos> options(const Pos& p) const {
        std::vector<Pos> out;
        const auto lim = limits(p);
        for (std::size_t j = 0; j < D; ++j)
            for (std::int64_t k = 1; k <= std::min(lim[j], fits(p, directions[j])); ++k) {
                Pos q = p;
                for (std::size_t i = 0; i < K; ++i) q[i] -= k * directions[j][i];
                out.push_back(q);
            }
        return out;
    }
};

// The P-positions of a take-away game, every position with stacks <= n, in one pass in rank order:
// the options in a direction lie on one line, met in increasing order, so the last P-position met
// on that line says in O(1) whether one is within reach (as oracles/two_stack does for two stacks).
template <std::size_t K, std::size_t D>
class TakeAwayTable {
public:
    using Pos = std::array<std::int64_t, K>;
    // 1 bit a position, and a line's last P-position for each direction while solving.
    static constexpr double kBytesPerCell = 0.125 + 4.0 * D;

    TakeAwayTable(TakeAway<K, D> rules, Play play) : rules_(std::move(rules)), play_(play) {}

    // Solves every position with stacks <= n if the table fits (see denseRefusal); false if not.
    bool solveUpTo(std::int64_t n) {
        if (n <= n_) return true;
        if (!denseRefusal<Pos>(n, kBytesPerCell).empty()) return false;
        const auto side = static_cast<std::uint64_t>(n + 1);
        const auto cells = static_cast<std::uint64_t>(Ranking<Pos>::cells(n));
        std::vector<std::uint64_t> bits((cells + 63) / 64, 0);
        constexpr std::int32_t none = INT32_MIN / 2;
        std::array<std::vector<std::int32_t>, D> last;  // by the rank of the line's lowest position
        std::array<std::uint64_t, D> step{};             // the rank of a direction
        for (std::size_t j = 0; j < D; ++j) {
            last[j].assign(cells, none);
            for (std::int64_t x : rules_.directions[j]) step[j] = step[j] * side + static_cast<std::uint64_t>(x);
        }
        Pos p{};
        for (std::uint64_t r = 0; r < cells; ++r) {
            if (p[K - 1] == 0) checkpoint("preparing the take-away table", side);
            const auto lim = rules_.limits(p);
            bool terminal = true, reachesP = false;
            std::array<std::uint64_t, D> foot;
            std::array<std::int64_t, D> at;
            for (std::size_t j = 0; j < D; ++j) {
                at[j] = TakeAway<K, D>::fits(p, rules_.directions[j]);
                foot[j] = r - static_cast<std::uint64_t>(at[j]) * step[j];
                const std::int64_t k = std::min(lim[j], at[j]);
                if (k <= 0) continue;
                terminal = false;
                reachesP = reachesP || last[j][foot[j]] >= at[j] - k;
            }
            if (terminal ? play_ == Play::Normal : !reachesP) {
                bits[r / 64] |= std::uint64_t{1} << (r % 64);
                for (std::size_t j = 0; j < D; ++j) last[j][foot[j]] = static_cast<std::int32_t>(at[j]);
            }
            for (std::size_t i = K; i-- > 0;) {  // the next position in rank order
                if (++p[i] <= n) break;
                p[i] = 0;
            }
        }
        bits_ = std::move(bits);
        n_ = n;
        return true;
    }

    // Whether the player to move wins at p; nullopt beyond the table.
    std::optional<bool> moverWins(const Pos& p) const {
        if (n_ < 0) return std::nullopt;
        auto r = Ranking<Pos>::rank(p, n_);
        if (!r) return std::nullopt;
        return !((bits_[*r / 64] >> (*r % 64)) & 1);
    }

private:
    TakeAway<K, D> rules_;
    Play play_;
    std::int64_t n_ = -1;
    std::vector<std::uint64_t> bits_;
};

}  // namespace gameaudit
