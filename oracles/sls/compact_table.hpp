#pragma once
// The compact So Long Sucker endgame solver: every state with at most N chips gets a perfect
// rank, and its outcomes are bits of a flat array, solved layer by layer on every core.
//
// Ranked states: Blue to move (the colour swap folds Red-to-move states onto them), n chips,
// a board of non-empty piles of total length b, e empty piles with k = piles + e <= max(n, 1)
// (with n chips, a board of k >= n piles plays like one of n: an empty pile is there whenever
// a placement is due), and hands (B = (bb, br), R = (rb, rr)) holding the other h = n - b chips.
// The rank is: layer (n, b), then the board in the combinatorial number system of its pile
// codes, then e, then the hands by (br, rb, bb).
//
// Solving order: placements move a chip from a hand to the board (b grows, n stays), captures
// and discards lose a chip (n falls), donations move a prisoner into the other hand (board and
// n stay, the giver's prisoners fall). So layers go by n up and b down, and inside a block of
// one board the hands' order puts every donation's result first.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "models/sls/endgame.hpp"
#include "oracles/sls/endgame_oracle.hpp"

namespace gameaudit::sls {

class StateIndex {
public:
    explicit StateIndex(int chips);
    int chips() const { return chips_; }
    std::uint64_t size() const { return layerStart_.back(); }  // states with at most chips() chips
    // States with at most `chips` chips, without building an index.
    static std::uint64_t count(int chips);

    // The rank of s's board, empty piles and hands (mover, phase and pending are ignored);
    // s.chips() <= chips(). `swapped`: the rank of swapColours(s), without building it.
    std::uint64_t rank(const State& s, bool swapped = false) const;
    State unrank(std::uint64_t index) const;

    // Visits every state of layer (n, b) on the given board (by rank) as visit(state, rank),
    // ranks ascending; the solver shares a layer's boards among its threads.
    template <class Visit>
    void forEachInBlock(int n, int b, std::size_t board, Visit&& visit) const;
    std::size_t boards(int b) const { return boardStart_[b].size() - 1; }

private:
    int chips_;
    std::vector<std::uint64_t> codeCount_;  // [c * (chips + 1) + t]: non-increasing codes <= c, lengths summing to t
    std::vector<std::vector<std::uint32_t>> boardStart_;  // [b][r]: offset of board r's codes in boardCodes_[b]
    std::vector<std::vector<std::uint8_t>> boardCodes_;   // [b]: every board of b chips, in rank order
    std::vector<std::vector<std::uint32_t>> extent_;      // [b][r]: sum over boards before r of piles + (no pile)
    std::vector<std::uint64_t> layerStart_;               // [n * (chips + 1) + b], then the total
    std::vector<std::vector<std::array<std::uint8_t, 3>>> hands_;  // [h]: (br, rb, bb) in rank order
    std::vector<std::vector<std::uint32_t>> handStart_;  // [h][br * (h + 1) + rb]: rank of (br, rb, 0)

    std::uint64_t layer(int n, int b) const { return layerStart_[static_cast<std::size_t>(n * (chips_ + 1) + b)]; }
    std::uint64_t boardRank(const State& s, int b, bool swapped) const;  // b: its board's chips
    std::uint64_t blockStart(int n, int b, std::size_t board) const;
};

// Bits per state, `planes` to a state, written concurrently by the solver's threads.
class BitTable {
public:
    explicit BitTable(int planes) : planes_(planes) {}
    void resize(std::uint64_t states) { words_.resize((states * planes_ + 63) / 64, 0); }
    // Atomic: a word's neighbouring bits may be written by another thread.
    bool get(std::uint64_t state, int plane) const;
    void set(std::uint64_t state, int plane);
    std::size_t bytes() const { return words_.size() * sizeof(std::uint64_t); }
    int planes() const { return planes_; }

private:
    int planes_;
    std::vector<std::uint64_t> words_;
};

// Who wins with best play (the reference is EndgameOracle's memoised search). Full rules keep
// two bits a state (mover wins from the waiting player's window; from the mover's window),
// placements only one (mover wins at the placement).
class CompactOracle {
public:
    explicit CompactOracle(Rules rules);
    Rules rules() const { return rules_; }
    int chips() const { return solved_; }  // solved up to (-1: nothing)
    void solveUpTo(int chips);             // extends the table; throws InputError if it cannot fit
    Colour winner(const State& s) const;   // s.chips() <= chips()
    std::size_t bytes() const { return table_.bytes(); }
    static std::uint64_t bytesFor(Rules rules, int chips);

private:
    Rules rules_;
    int solved_ = -1;
    std::unique_ptr<StateIndex> index_;
    BitTable table_;
    int plane(const State& t) const;  // the table's plane holding t's value, or -1
    bool moverWins(const State& t) const;  // by expanding t's options once
};

// Whether a player wins by following a given strategy against every reply; the reference is
// StrategyChecker's memoised search. The strategy must be colour-symmetric (it decides for
// whichever player's decision it is, alike up to swapping the colours, as the paper's Σ does,
// models/sls/sigma.hpp), so each state keeps two bits: the strategy played by the mover (from the
// waiting player's window under the full rules), and by the waiting player (from the mover's window).
class CompactStrategy {
public:
    CompactStrategy(Rules rules, StrategyMove strategy);
    int chips() const { return solved_; }  // solved up to (-1: nothing)
    void solveUpTo(int chips);             // extends the table; throws InputError if it cannot fit
    bool wins(const State& s, Colour player) const;  // s.chips() <= chips()
    std::size_t bytes() const { return table_.bytes(); }
    static std::uint64_t bytesFor(int chips);

private:
    Rules rules_;
    StrategyMove strategy_;
    int solved_ = -1;
    std::unique_ptr<StateIndex> index_;
    BitTable table_;
    int plane(const State& t, Colour player) const;
    bool expand(const State& t, Colour player) const;
};

// Throws InputError naming the bytes the tables for `chips` would need when they exceed the
// memory limit (requireMemory), before anything is allocated.
void requireFits(std::uint64_t bytes, int chips, const std::string& what);

template <class Visit>
void StateIndex::forEachInBlock(int n, int b, std::size_t board, Visit&& visit) const {
    const int h = n - b, kmax = std::max(n, 1);
    State s;
    const std::uint32_t from = boardStart_[b][board], to = boardStart_[b][board + 1];
    for (std::uint32_t i = from; i < to; ++i) s.code[s.piles++] = boardCodes_[b][i];
    std::uint64_t index = blockStart(n, b, board);
    for (int e = s.piles == 0 ? 1 : 0; e + s.piles <= kmax; ++e) {
        s.empty = static_cast<std::uint8_t>(e);
        for (const auto& [br, rb, bb] : hands_[h]) {
            s.hand[Blue] = {bb, br};
            s.hand[Red] = {rb, static_cast<std::uint8_t>(h - br - rb - bb)};
            visit(s, index++);
        }
    }
}

}  // namespace gameaudit::sls
