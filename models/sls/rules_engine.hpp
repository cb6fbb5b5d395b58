#pragma once
// So Long Sucker for 2 to 4 players, as written in v2 §1.1–1.2: k piles, the dead box, guards
// and prisoners, placing a chip, the Capture Rule (the capturer chooses the discarded chip; an
// eliminated colour's pile is discarded whole), the Next Player Rule (capture -> capturer; else
// the player whose highest chip in the pile is lowest, or a free choice among players whose
// colour is absent), the Special Rule, elimination when the active player has no chip and
// nobody donates, and the Donation and Discarding Rules. Deals are non-binding talk that
// changes no rule, so they are not modelled. Every illegal action throws InputError.
//
// A turn is driven step by step: place(chip, pile); then, if a capture is pending, discard(colour);
// else, if several players may be chosen, designate(player). eliminate() ends a turn that
// starts without chips. donate() and discardPrisoner() are allowed at any moment.
#include <boost/container/static_vector.hpp>
#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>
#include <cstring>
#include <span>
#include <string>

namespace gameaudit::sls {

// Capacities: the engine is copied for every action tried, so it holds fixed-capacity arrays,
// never allocates, and a copy copies only what is used. The compact model's largest board (63
// empty and 32 non-empty piles of up to 32 chips) fits.
constexpr int kEngineMaxPlayers = 4;
constexpr int kEngineMaxPiles = 96;
constexpr int kEngineMaxPileChips = 40;
constexpr int kEngineMaxBoardChips = kEngineMaxPiles * kEngineMaxPileChips;

template <class T, int N>
using Fixed = boost::container::static_vector<T, static_cast<std::size_t>(N)>;
using Players = Fixed<int, kEngineMaxPlayers>;           // one entry per player, or a set of players
using Hands = Fixed<Players, kEngineMaxPlayers>;         // hands[p][c]
using EnginePile = Fixed<std::uint8_t, kEngineMaxPileChips>;  // colours, bottom to top
using EnginePiles = Fixed<EnginePile, kEngineMaxPiles>;
using Flags = Fixed<bool, kEngineMaxPlayers>;
// The engine's hands, hands[p][c]; entries of players beyond players() are 0.
using HandTable = std::array<std::array<int, kEngineMaxPlayers>, kEngineMaxPlayers>;

// A fixed-capacity array of bytes or small integers whose copy copies the used part in whole
// 32-byte blocks: engines are copied for every action tried, with a few chips in play, and a
// block copy is a few vector moves where a copy of the exact length is a slow string copy.
template <class T, int N>
class BlockArray {
    static constexpr std::size_t kBlock = 32;
    static constexpr std::size_t kCapacity = (N * sizeof(T) + kBlock - 1) / kBlock * kBlock / sizeof(T);

public:
    BlockArray() = default;
    BlockArray(const BlockArray& o) : size_(o.size_) { copyFrom(o); }
    BlockArray& operator=(const BlockArray& o) {
        size_ = o.size_;
        copyFrom(o);
        return *this;
    }

    std::size_t size() const { return size_; }
    const T* data() const { return data_; }
    const T* begin() const { return data_; }
    const T* end() const { return data_ + size_; }
    T* begin() { return data_; }
    T* end() { return data_ + size_; }
    T& operator[](std::size_t i) { return data_[i]; }
    const T& operator[](std::size_t i) const { return data_[i]; }
    void clear() { size_ = 0; }
    void push_back(T v) { data_[size_++] = v; }  // the caller keeps to N
    void assign(std::size_t n, T v) {
        size_ = n;
        std::fill_n(data_, n, v);
    }
    // Element by element: the ranges are a few values, shorter than a call to memmove costs.
    void assign(const T* first, const T* last) {
        size_ = 0;
        while (first != last) data_[size_++] = *first++;
    }
    void insert(std::size_t at, T v) {
        for (std::size_t i = at; i < size_; ++i) std::swap(v, data_[i]);  // each value moves up one place
        data_[size_++] = v;
    }
    void erase(std::size_t at, std::size_t count) {
        for (std::size_t i = at; i + count < size_; ++i) data_[i] = data_[i + count];
        size_ -= count;
    }

private:
    alignas(kBlock) T data_[kCapacity];  // beyond size_: never read but copied
    std::size_t size_ = 0;

    void copyFrom(const BlockArray& o) {
        const std::size_t bytes = size_ * sizeof(T);
        for (std::size_t i = 0; i < bytes; i += kBlock)
            std::memcpy(reinterpret_cast<char*>(data_) + i, reinterpret_cast<const char*>(o.data_) + i, kBlock);
    }
};

// One pile of an engine, bottom to top, valid while the engine is unchanged.
struct PileView : std::span<const std::uint8_t> {
    using std::span<const std::uint8_t>::span;
    friend bool operator==(PileView a, PileView b) { return std::equal(a.begin(), a.end(), b.begin(), b.end()); }
    friend std::strong_ordering operator<=>(PileView a, PileView b) {
        return std::lexicographical_compare_three_way(a.begin(), a.end(), b.begin(), b.end());
    }
};

struct State;
class RulesEngine;
RulesEngine toEngine(const State& s);  // models/sls/reduction.hpp

class RulesEngine {
public:
    enum class Step { Place, Discard, Designate, Over };

    // `players` players (colours 0..players-1: Blue, Red, Green, Yellow), `piles` empty piles,
    // `chips` chips each; `first` is the first active player.
    RulesEngine(int players, int piles, int chips, int first);

    // Direct set-up of a position (for endgames): hands[p][c], piles bottom to top.
    void setPosition(const Hands& hands, const EnginePiles& piles, const Flags& eliminated, int active, const Players& lastGiver);

    void place(int chip, int pile);     // by the active player, from their hand
    void discard(int colour);           // the capturer's discard from the captured pile
    void designate(int player);         // the next active player, when there is a choice
    void eliminate();                   // the active player has no chip and nobody donates
    void donate(int from, int to, int colour);  // a prisoner of `from`, to a non-eliminated player
    void discardPrisoner(int player, int colour);

    Step step() const { return step_; }
    int active() const { return active_; }
    int capturer() const { return capturer_; }            // during Step::Discard
    const Players& choices() const { return choices_; }   // during Step::Designate
    int pileCount() const { return static_cast<int>(ends_.size()); }
    PileView pile(int i) const { return {chips_.data() + start(i), chips_.data() + ends_[static_cast<std::size_t>(i)]}; }
    const HandTable& hands() const { return hands_; }
    PileView capturedPile() const { return {captured_.begin(), captured_.end()}; }
    bool eliminated(int p) const { return eliminated_[static_cast<std::size_t>(p)]; }
    int deadBox() const { return deadBox_; }
    int players() const { return players_; }
    int remaining() const;
    int chipsHeld(int p) const;
    std::string describe() const;

private:
    // The reduction builds its engines' boards directly: it runs once per audited state.
    friend RulesEngine toEngine(const State& s);

    HandTable hands_{};
    std::array<bool, kEngineMaxPlayers> eliminated_{};
    std::array<int, kEngineMaxPlayers> lastGiver_{};  // who last gave each player the turn (for the Special Rule)
    int players_ = 0;
    BlockArray<std::uint8_t, kEngineMaxPileChips> captured_;  // the captured pile awaiting the capturer's discard
    Players choices_;
    int active_ = 0, capturer_ = -1, deadBox_ = 0, playedPile_ = -1;
    Step step_ = Step::Place;
    // The piles side by side, each bottom to top: pile i is chips_[start(i), ends_[i]). Last, so
    // that the small members above sit together.
    BlockArray<std::uint16_t, kEngineMaxPiles> ends_;
    BlockArray<std::uint8_t, kEngineMaxBoardChips> chips_;

    int start(int pile) const { return pile == 0 ? 0 : ends_[static_cast<std::size_t>(pile) - 1]; }
    void clearPile(int pile);
    void check(int player) const {
        if (player < 0 || player >= players()) badPlayer(player);
    }
    [[noreturn]] static void badPlayer(int player);
    void giveTurn(int from, int to);  // applies the Special Rule
    void afterPlacement(int pile);
};

}  // namespace gameaudit::sls
