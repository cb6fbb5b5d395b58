#pragma once
// Exact solving of the two-player, two-colour So Long Sucker endgame: memoised minimax over
// the compact model (models/sls/endgame.hpp), and a checker that a strategy given to it
// (models/sls/strategy.hpp; the paper's Σ is models/sls/sigma.hpp) wins against every reply.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "models/sls/endgame.hpp"
#include "models/sls/strategy.hpp"

namespace gameaudit::sls {

class CompactOracle;  // oracles/sls/compact_table.hpp
class CompactStrategy;

// A hash set of 122-bit state keys, each with a one-bit value; open addressing, grows by doubling.
class StateTable {
public:
    std::optional<bool> find(std::uint64_t lo, std::uint64_t hi) const;
    void insert(std::uint64_t lo, std::uint64_t hi, bool value);
    std::size_t size() const { return used_; }
    std::size_t bytes() const { return slots_.capacity() * sizeof(Slot); }
    void clear();

private:
    struct Slot {
        std::uint64_t lo = 0, hi = 0;  // hi's bit 63: occupied, bit 62: value
    };
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
    std::size_t index(std::uint64_t lo, std::uint64_t hi) const;
    void grow();
};

// A 128-bit key's hash: splitmix64's finaliser. hi is zero for most keys (at most one long
// pile): one multiply folds it in.
inline std::uint64_t hashKey(std::uint64_t lo, std::uint64_t hi) {
    std::uint64_t x = lo ^ hi * 0x9e3779b97f4a7c15ULL;
    x = (x ^ x >> 30) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ x >> 27) * 0x94d049bb133111ebULL;
    return x ^ x >> 31;
}

// A set of 128-bit keys for many small searches in a row: clear() is O(1) (entries of older
// generations count as empty), so the memory of the largest search is reused by every later one.
class KeySet {
public:
    bool insert(std::uint64_t lo, std::uint64_t hi);  // whether the key was new
    void clear();
    std::size_t size() const { return used_; }

private:
    struct Slot {
        std::uint64_t lo = 0, hi = 0;
        std::uint32_t generation = 0;  // the slot is filled in generation_ only
    };
    std::vector<Slot> slots_;
    std::size_t used_ = 0;
    std::uint32_t generation_ = 1;
    void grow();
};

// The state's key (hi's top two bits left free); `relative` swaps colours so Blue moves
// first, setting `swapped`. Throws InputError when the state is too large to key.
void encode(const State& s, bool relative, std::uint64_t& lo, std::uint64_t& hi, bool& swapped);

class EndgameOracle {
public:
    explicit EndgameOracle(Rules rules);
    ~EndgameOracle();
    Rules rules() const { return rules_; }
    // Solves every state up to `chips` in the compact table (throws InputError, before
    // allocating, when it cannot fit); larger states are searched, down to the table.
    void solveUpTo(int chips);
    int solvedChips() const;  // -1: no table
    // Makes the memoised search's hash table a cache: once it holds `bytes`, it is emptied
    // before the next query, so many unrelated queries far above the compact table (random
    // cases) hold one query's search at a time instead of all of them.
    void limitCache(std::size_t bytes) { cacheLimit_ = bytes; }

    Colour winner(const State& s);  // with best play from s by both players
    // The decider's options after which they still win (empty if they lose).
    std::vector<Option> winningOptions(const State& s);
    // Best play from s: the winner keeps winning, the loser takes their first option.
    std::string line(const State& s, int maxSteps = 40);
    std::size_t states() const { return table_.size(); }
    std::size_t hashBytes() const { return table_.bytes(); }  // the memoised search's table
    void clear() { table_.clear(); }

private:
    Rules rules_;
    std::unique_ptr<CompactOracle> compact_;
    StateTable table_;  // value: the mover of the colour-relative state wins
    std::size_t cacheLimit_ = SIZE_MAX;
    Colour search(const State& s);  // winner() without emptying the cache
};

// Whether `player` following `strategy` wins from a state against every reply of the other
// player under `rules`; a refutation is a line of play on which it loses.
class StrategyChecker {
public:
    StrategyChecker(Rules rules, Colour player, Strategy strategy)
        : rules_(rules), player_(player), strategy_(std::move(strategy)) {}
    // A table of this checker's strategy (it must be the same strategy, under the same rules)
    // answers every state it has solved; larger states are searched, down to the table. The
    // caller keeps the table for the checker's life.
    void useTable(const CompactStrategy& table) { compact_ = &table; }
    void limitCache(std::size_t bytes) { cacheLimit_ = bytes; }  // as EndgameOracle::limitCache
    bool wins(const State& s);
    std::string refutation(const State& s, int maxSteps = 60);
    std::size_t hashBytes() const { return table_.bytes(); }

private:
    Rules rules_;
    Colour player_;
    Strategy strategy_;
    const CompactStrategy* compact_ = nullptr;
    StateTable table_;
    std::size_t cacheLimit_ = SIZE_MAX;
    bool search(const State& s);  // wins() without emptying the cache
};

}  // namespace gameaudit::sls
