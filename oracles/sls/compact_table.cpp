#include "oracles/sls/compact_table.hpp"

#include <algorithm>
#include <atomic>
#include <thread>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::sls {

namespace {

// Boards of b chips with p non-empty piles: [b][p], two colours of pile per length.
std::vector<std::vector<std::uint64_t>> boardsByPiles(int chips) {
    std::vector<std::vector<std::uint64_t>> dp(chips + 1, std::vector<std::uint64_t>(chips + 1, 0));
    dp[0][0] = 1;
    for (int length = 1; length <= chips; ++length)
        for (int colour = 0; colour < 2; ++colour)
            for (int b = length; b <= chips; ++b)
                for (int p = 1; p <= b; ++p) dp[b][p] += dp[b - length][p - 1];
    return dp;
}

std::uint64_t handCount(int h) { return static_cast<std::uint64_t>(h + 3) * (h + 2) * (h + 1) / 6; }

// Empty-pile counts a board of p piles takes in a state of n chips: k = p + e in [1, max(n, 1)].
int emptyChoices(int n, int p) { return std::max(n, 1) - p + 1 - (p == 0 ? 1 : 0); }

}  // namespace

std::uint64_t StateIndex::count(int chips) {
    auto dp = boardsByPiles(chips);
    std::uint64_t total = 0;
    for (int n = 0; n <= chips; ++n)
        for (int b = 0; b <= n; ++b)
            for (int p = 0; p <= b; ++p) total += dp[b][p] * static_cast<std::uint64_t>(emptyChoices(n, p)) * handCount(n - b);
    return total;
}

StateIndex::StateIndex(int chips) : chips_(chips) {
    if (chips < 0 || chips > kMaxCount) throw InputError("cannot index states of " + std::to_string(chips) + " chips");
    const int maxCode = 2 * chips + 1;
    codeCount_.assign(static_cast<std::size_t>((maxCode + 1) * (chips + 1)), 0);
    auto count = [&](int c, int t) -> std::uint64_t& { return codeCount_[static_cast<std::size_t>(c * (chips + 1) + t)]; };
    for (int c = 0; c <= maxCode; ++c) {
        count(c, 0) = 1;
        if (c < 2) continue;
        const int len = c >> 1;
        for (int t = 1; t <= chips; ++t) count(c, t) = count(c - 1, t) + (len <= t ? count(c, t - len) : 0);
    }
    // Boards in rank order: ascending first code, then the rest likewise.
    boardStart_.resize(chips + 1);
    boardCodes_.resize(chips + 1);
    extent_.resize(chips + 1);
    std::vector<std::uint8_t> prefix;
    for (int b = 0; b <= chips; ++b) {
        auto emit = [&](auto&& self, int maxC, int rem) -> void {
            if (rem == 0) {
                boardStart_[b].push_back(static_cast<std::uint32_t>(boardCodes_[b].size()));
                const auto p = static_cast<std::uint32_t>(prefix.size());
                extent_[b].push_back(extent_[b].back() + p + (p == 0 ? 1 : 0));
                boardCodes_[b].insert(boardCodes_[b].end(), prefix.begin(), prefix.end());
                return;
            }
            for (int c = 2; c <= std::min(maxC, 2 * rem + 1); ++c) {
                prefix.push_back(static_cast<std::uint8_t>(c));
                self(self, c, rem - (c >> 1));
                prefix.pop_back();
            }
        };
        extent_[b].push_back(0);
        emit(emit, maxCode, b);
        boardStart_[b].push_back(static_cast<std::uint32_t>(boardCodes_[b].size()));
    }
    hands_.resize(chips + 1);
    handStart_.resize(chips + 1);
    for (int h = 0; h <= chips; ++h) {
        handStart_[h].assign(static_cast<std::size_t>((h + 1) * (h + 1)), 0);
        for (int br = 0; br <= h; ++br)
            for (int rb = 0; br + rb <= h; ++rb) {
                handStart_[h][br * (h + 1) + rb] = static_cast<std::uint32_t>(hands_[h].size());
                for (int bb = 0; br + rb + bb <= h; ++bb)
                    hands_[h].push_back({static_cast<std::uint8_t>(br), static_cast<std::uint8_t>(rb), static_cast<std::uint8_t>(bb)});
            }
    }
    layerStart_.assign(static_cast<std::size_t>((chips + 1) * (chips + 1)) + 1, 0);
    std::uint64_t total = 0;
    for (int n = 0; n <= chips; ++n)
        for (int b = 0; b <= chips; ++b) {
            layerStart_[static_cast<std::size_t>(n * (chips + 1) + b)] = total;
            if (b > n) continue;
            const std::uint64_t boards = this->boards(b);
            total += hands_[n - b].size() * (static_cast<std::uint64_t>(std::max(n, 1) + 1) * boards - extent_[b][boards]);
        }
    layerStart_.back() = total;
}

std::uint64_t StateIndex::blockStart(int n, int b, std::size_t board) const {
    return layer(n, b) + hands_[n - b].size() * (static_cast<std::uint64_t>(std::max(n, 1) + 1) * board - extent_[b][board]);
}

std::uint64_t StateIndex::boardRank(const State& s, int b, bool swapped) const {
    std::uint64_t r = 0;
    int rem = b;
    auto add = [&](int code) {
        r += codeCount_[static_cast<std::size_t>((code - 1) * (chips_ + 1) + rem)];
        rem -= code >> 1;
    };
    if (!swapped) {
        for (int i = 0; i < s.piles; ++i) add(s.code[i]);
        return r;
    }
    // Swapping the colours swaps, among piles of one length, those topped by r (code 2l + 1, first)
    // and by b (2l): the run keeps its length and its counts of each top trade places.
    for (int i = 0; i < s.piles;) {
        const int length = s.code[i] >> 1;
        int j = i, redTops = 0;
        for (; j < s.piles && s.code[j] >> 1 == length; ++j) redTops += s.code[j] & 1;
        const int blueTops = j - i - redTops;  // red tops once swapped
        for (int k = 0; k < j - i; ++k) add(2 * length + (k < blueTops ? 1 : 0));
        i = j;
    }
    return r;
}

std::uint64_t StateIndex::rank(const State& s, bool swapped) const {
    const int b = s.boardChips(), h = s.handTotal(Blue) + s.handTotal(Red), n = b + h, kmax = std::max(n, 1);
    const int e = std::min<int>(s.empty, kmax - s.piles) - (s.piles == 0 ? 1 : 0);
    const Colour p = swapped ? Red : Blue;  // the player ranked as Blue
    const int br = s.hand[p][other(p)], rb = s.hand[other(p)][p];
    return blockStart(n, b, boardRank(s, b, swapped)) + static_cast<std::uint64_t>(e) * hands_[h].size() +
           handStart_[h][br * (h + 1) + rb] + s.hand[p][p];
}

State StateIndex::unrank(std::uint64_t index) const {
    if (index >= size()) throw InputError("state rank " + std::to_string(index) + " is out of range");
    const auto layerIt = std::upper_bound(layerStart_.begin(), layerStart_.end() - 1, index) - 1;
    const auto layerNo = static_cast<int>(layerIt - layerStart_.begin());
    const int n = layerNo / (chips_ + 1), b = layerNo % (chips_ + 1);
    std::size_t lo = 0, hi = boards(b);  // the last board starting at or before index
    while (hi - lo > 1) {
        std::size_t mid = (lo + hi) / 2;
        (blockStart(n, b, mid) <= index ? lo : hi) = mid;
    }
    State found;
    forEachInBlock(n, b, lo, [&](const State& s, std::uint64_t i) {
        if (i == index) found = s;
    });
    return found;
}

void BitTable::set(std::uint64_t state, int plane) {
    const std::uint64_t bit = state * planes_ + plane;
    std::atomic_ref<std::uint64_t>(words_[bit / 64]).fetch_or(1ULL << (bit % 64), std::memory_order_relaxed);
}

bool BitTable::get(std::uint64_t state, int plane) const {
    const std::uint64_t bit = state * planes_ + plane;
    auto& word = const_cast<std::uint64_t&>(words_[bit / 64]);
    return (std::atomic_ref<std::uint64_t>(word).load(std::memory_order_relaxed) >> (bit % 64)) & 1;
}

void requireFits(std::uint64_t bytes, int chips, const std::string& what) {
    requireMemory(what + " up to " + std::to_string(chips) + " chips", static_cast<double>(bytes));
}

namespace {

// Solves layers n in (from, to], b from n down to 0; entry(state, rank) fills one state. The
// boards of a layer are shared among all cores. The calling thread holds the claim's time limit:
// it checks it (and Ctrl-C) at every board it takes, and on a stop the other workers finish
// their board and quit before the stop is thrown on.
template <class Entry>
void solveLayers(const StateIndex& index, int from, int to, const Entry& entry) {
    const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
    for (int n = from + 1; n <= to; ++n)
        for (int b = n; b >= 0; --b) {
            const std::size_t boards = index.boards(b);
            std::atomic<std::size_t> next{0};
            std::atomic<bool> stop{false};
            auto work = [&] {
                for (std::size_t r; !stop && (r = next.fetch_add(1)) < boards;) index.forEachInBlock(n, b, r, entry);
            };
            std::vector<std::jthread> pool;  // joined on leaving this scope, a throw included
            if (threads > 1 && boards >= 8 * threads)
                for (unsigned t = 1; t < threads; ++t) pool.emplace_back(work);
            try {
                for (std::size_t r; (r = next.fetch_add(1)) < boards;) {
                    checkpoint("preparing the So Long Sucker tables", 256);  // reads the clock once a board
                    index.forEachInBlock(n, b, r, entry);
                }
            } catch (...) {
                stop = true;
                throw;
            }
        }
}

State inPhase(State s, Phase phase) {
    s.phase = phase;
    return s;
}

}  // namespace

// ---- Best play ---------------------------------------------------------------------------

CompactOracle::CompactOracle(Rules rules) : rules_(rules), table_(rules == Rules::Full ? 2 : 1) {}

std::uint64_t CompactOracle::bytesFor(Rules rules, int chips) {
    return (StateIndex::count(chips) * (rules == Rules::Full ? 2 : 1) + 63) / 64 * 8;
}

int CompactOracle::plane(const State& t) const {
    if (rules_ == Rules::Placements) return t.phase == Phase::Play ? 0 : -1;
    return t.phase == Phase::WindowWaiting ? 0 : t.phase == Phase::WindowMover ? 1 : -1;
}

Colour CompactOracle::winner(const State& t) const {
    if (t.terminal()) return t.winner();
    if (const int p = plane(t); p >= 0) {
        return table_.get(index_->rank(t, t.mover == Red), p) ? t.mover : other(t.mover);
    }
    return moverWins(t) ? t.mover : other(t.mover);
}

bool CompactOracle::moverWins(const State& t) const {
    if (t.terminal()) return t.winner() == t.mover;
    const Colour d = t.decider();
    bool wins = false;
    forEachOption(t, rules_, [&](const Action&, const State& u) {
        wins = winner(u) == d;
        return !wins;
    });
    return wins == (d == t.mover);
}

void CompactOracle::solveUpTo(int chips) {
    if (chips <= solved_) return;
    requireFits(bytesFor(rules_, chips), chips, "the So Long Sucker outcome table");
    index_ = std::make_unique<StateIndex>(chips);  // lower layers keep their ranks
    table_.resize(index_->size());
    solveLayers(*index_, solved_, chips, [&](const State& s, std::uint64_t i) {
        if (rules_ == Rules::Placements) {
            if (moverWins(s)) table_.set(i, 0);
            return;
        }
        // The mover's window first: the waiting player's window ends in it.
        if (moverWins(inPhase(s, Phase::WindowMover))) table_.set(i, 1);
        if (moverWins(inPhase(s, Phase::WindowWaiting))) table_.set(i, 0);
    });
    solved_ = chips;
}

// ---- A given strategy ----------------------------------------------------------------------------

CompactStrategy::CompactStrategy(Rules rules, StrategyMove strategy)
    : rules_(rules), strategy_(std::move(strategy)), table_(2) {}

std::uint64_t CompactStrategy::bytesFor(int chips) { return (StateIndex::count(chips) * 2 + 63) / 64 * 8; }

int CompactStrategy::plane(const State& t, Colour player) const {
    const bool moving = player == t.mover;
    if (rules_ == Rules::Placements) return t.phase == Phase::Play ? (moving ? 0 : 1) : -1;
    if (t.phase == Phase::WindowWaiting && moving) return 0;
    if (t.phase == Phase::WindowMover && !moving) return 1;
    return -1;
}

bool CompactStrategy::wins(const State& t, Colour player) const {
    if (t.terminal()) return t.winner() == player;
    if (const int p = plane(t, player); p >= 0)
        return table_.get(index_->rank(t, t.mover == Red), p);
    return expand(t, player);
}

bool CompactStrategy::expand(const State& t, Colour player) const {
    if (t.terminal()) return t.winner() == player;
    if (t.decider() == player) {
        std::optional<Option> move = strategy_(t);
        return move && wins(move->next, player);
    }
    bool all = true;
    forEachOption(t, rules_, [&](const Action&, const State& u) {
        all = wins(u, player);
        return all;
    });
    return all;
}

void CompactStrategy::solveUpTo(int chips) {
    if (chips <= solved_) return;
    requireFits(bytesFor(chips), chips, "the So Long Sucker strategy table");
    index_ = std::make_unique<StateIndex>(chips);
    table_.resize(index_->size());
    const bool full = rules_ == Rules::Full;
    solveLayers(*index_, solved_, chips, [&](const State& s, std::uint64_t i) {
        if (expand(full ? inPhase(s, Phase::WindowWaiting) : s, Blue)) table_.set(i, 0);
        if (expand(full ? inPhase(s, Phase::WindowMover) : s, Red)) table_.set(i, 1);
    });
    solved_ = chips;
}

}  // namespace gameaudit::sls
