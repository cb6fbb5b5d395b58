#pragma once
// So Long Sucker with two players and two colours left (v2 §2): the compact endgame model.
//
// With only blue and red chips left, every pile alternates colours (v2 Proposition 2.3), so a
// pile is its top colour and its length. A state is the board (empty piles and non-empty piles
// as a multiset), each player's hand (guards and prisoners), and whose decision it is.
//
// The rules come from v2 §1.2 alone, specialised to two players (checked against the general
// engine, models/sls/rules_engine.hpp):
//  - the active player places one chip from their hand on a pile; placing colour c on a c-pile
//    is a capture by c's owner, who discards exactly one chip of the pile (their choice of colour)
//    and takes the rest, then is active; otherwise the next active player is the owner of the
//    colour absent from a one-colour pile, or else the owner of the pile's previous top (whose
//    highest chip is the lower one);
//  - an active player without chips is eliminated, and the other player wins;
//  - Rules::Full adds the Donation and Discarding Rules: before every placement, first the
//    waiting player, then the active player, may discard prisoners or donate prisoners to the
//    other (one chip per step, then "done"). "At any moment" is discretised to these windows:
//    a chip's owner only matters when a placement is chosen. Deals are non-binding talk and are
//    not modelled: they change no rule.
#include <boost/container/static_vector.hpp>
#include <array>
#include <cstdint>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

namespace gameaudit::sls {

enum Colour : std::uint8_t { Blue = 0, Red = 1 };  // a player is named by their colour
constexpr Colour other(Colour c) { return c == Blue ? Red : Blue; }
char letter(Colour c);  // 'b' / 'r'
char playerLetter(Colour c);  // 'B' / 'R'

enum class Rules : std::uint8_t {
    Full,        // placements, captures, voluntary discards and donations of prisoners
    Placements,  // no voluntary discard or donation is ever made
};

enum class Phase : std::uint8_t {
    Play,          // the mover places a chip, or is eliminated without one
    Capture,       // the mover has captured `pending` and must discard one chip of it
    WindowWaiting, // Full rules: the waiting player may discard/donate prisoners
    WindowMover,   // Full rules: the mover may discard/donate prisoners
};

constexpr int kMaxPiles = 32;   // non-empty piles
constexpr int kMaxLength = 32;  // chips in one pile
constexpr int kMaxCount = 63;   // chips of one colour in one hand, empty piles

struct Pile {
    Colour top;
    int length;  // >= 1
    int count(Colour c) const { return c == top ? (length + 1) / 2 : length / 2; }
};

struct State {
    std::array<std::array<std::uint8_t, 2>, 2> hand{};  // hand[player][colour]
    std::uint8_t empty = 0;                             // empty piles
    std::uint8_t piles = 0;                             // non-empty piles
    std::array<std::uint8_t, kMaxPiles> code{};         // 2*length + top, sorted descending
    Colour mover = Blue;                                // the active player
    Phase phase = Phase::Play;
    std::array<std::uint8_t, 2> pending{};              // captured chips by colour (Capture)

    // Bytewise (a State has no padding, checked below): one inlined comparison, not one per field.
    bool operator==(const State& o) const { return std::memcmp(this, &o, sizeof(State)) == 0; }

    Pile pile(int i) const { return {static_cast<Colour>(code[i] & 1), code[i] >> 1}; }
    int handTotal(Colour player) const { return hand[player][0] + hand[player][1]; }
    int boardChips() const;
    int chips() const;            // in hands, on the board and pending: the size of a state
    int pileCount() const { return empty + piles; }  // k
    Colour decider() const { return phase == Phase::WindowWaiting ? other(mover) : mover; }
    bool terminal() const { return phase == Phase::Play && handTotal(mover) == 0; }
    Colour winner() const { return other(mover); }  // of a terminal state

    void addPile(Pile p);
    void removePile(int i);
};

// A fixed total order on states, by their bytes read as words: to sort sets of states cheaply
// (it means nothing else).
static_assert(std::has_unique_object_representations_v<State>, "a State's bytes are its value");
struct ByBytes {  // an object, not a function, so that std::sort inlines it
    bool operator()(const State& a, const State& b) const {
        std::array<std::uint64_t, (sizeof(State) + 7) / 8> x{}, y{};
        std::memcpy(x.data(), &a, sizeof(State));
        std::memcpy(y.data(), &b, sizeof(State));
        return x < y;
    }
};
inline constexpr ByBytes byBytes;

// A decision: a placement (chip on an empty pile or on the pile with code `target`), the
// capturer's discard, or a window step.
struct Action {
    enum Kind : std::uint8_t { Place, Discard, DiscardPrisoner, DonatePrisoner, Done } kind;
    Colour chip = Blue;          // placed or discarded colour
    std::uint8_t target = 0;     // Place: pile code, 0 for an empty pile
};

struct Option {
    Action action;
    State next;
};

// A Play state as its turn starts: under the full rules, donations and discards may come before
// the first placement, so the turn opens with the waiting player's window.
inline State turnStart(State s, Rules rules) {
    if (rules == Rules::Full && s.phase == Phase::Play) s.phase = Phase::WindowWaiting;
    return s;
}

namespace detail {

// The phase that starts a decision after a placement or a capture.
inline Phase opening(Rules rules) { return rules == Rules::Full ? Phase::WindowWaiting : Phase::Play; }

// The transitions change a state in place (`apply...`: the caller copies it where it wants the
// result, once), or return the changed copy: they are the solvers' hot path, where every further
// copy of a State costs.
inline void setMover(State& t, Colour mover, Phase phase) {
    t.mover = mover;
    t.phase = phase;
}

// Places `chip` from the mover's hand on pile index i (-1: an empty pile); the caller checks legality.
inline void applyPlace(State& t, Colour chip, int i, Rules rules) {
    --t.hand[t.mover][chip];
    if (i < 0) {
        --t.empty;
        t.addPile({chip, 1});
        // One colour on the pile: the next player is the owner of the absent colour.
        setMover(t, other(chip), opening(rules));
        return;
    }
    const Pile p = t.pile(i);
    t.removePile(i);
    if (p.top != chip) {
        // Both colours on the pile: the owner of the lower highest chip, the previous top, plays.
        t.addPile({chip, p.length + 1});
        setMover(t, p.top, opening(rules));
        return;
    }
    // Capture Rule: the chip's owner captures and, after discarding one chip, is active.
    ++t.empty;
    t.pending[chip] = static_cast<std::uint8_t>(p.count(chip) + 1);
    t.pending[other(chip)] = static_cast<std::uint8_t>(p.count(other(chip)));
    setMover(t, chip, Phase::Capture);
}
inline State placeUnchecked(const State& s, Colour chip, int i, Rules rules) {
    State t = s;
    applyPlace(t, chip, i, rules);
    return t;
}

// The capturer's discard of one chip of colour d from the pending pile (t.pending[d] > 0): the
// rest goes to their hand.
inline void applyDiscard(State& t, Colour d, Rules rules) {
    for (Colour c : {Blue, Red})
        t.hand[t.mover][c] = static_cast<std::uint8_t>(t.hand[t.mover][c] + t.pending[c] - (c == d ? 1 : 0));
    t.pending = {0, 0};
    t.phase = opening(rules);
}
inline State discardCaptured(const State& s, Colour d, Rules rules) {
    State t = s;
    applyDiscard(t, d, rules);
    return t;
}

// "Done" in a window: the waiting player's window opens the mover's, the mover's the placement.
inline void applyPass(State& t) { t.phase = t.phase == Phase::WindowWaiting ? Phase::WindowMover : Phase::Play; }
inline State passWindow(const State& s) {
    State t = s;
    applyPass(t);
    return t;
}

}  // namespace detail

// Calls visit(action, next) for every legal decision of the decider, in a fixed order, until it
// returns false: the solvers' hot path, without allocation.
template <class Visit>
void forEachOption(const State& s, Rules rules, Visit&& visit) {
    using namespace detail;
    const Colour m = s.mover, o = other(m);
    switch (s.phase) {
        case Phase::Play: {
            for (Colour chip : {m, o}) {
                if (s.hand[m][chip] == 0) continue;
                if (s.empty > 0 && !visit(Action{Action::Place, chip, 0}, placeUnchecked(s, chip, -1, rules))) return;
                for (int i = 0; i < s.piles; ++i)
                    if (i == 0 || s.code[i] != s.code[i - 1])  // equal piles are one choice
                        if (!visit(Action{Action::Place, chip, s.code[i]}, placeUnchecked(s, chip, i, rules))) return;
            }
            return;
        }
        case Phase::Capture: {
            for (Colour d : {m, o})
                if (s.pending[d] > 0 && !visit(Action{Action::Discard, d, 0}, discardCaptured(s, d, rules))) return;
            return;
        }
        case Phase::WindowWaiting:
        case Phase::WindowMover: {
            const Colour p = s.decider(), q = other(p);  // p's prisoners have colour q
            if (s.hand[p][q] > 0) {
                State t = s;
                --t.hand[p][q];
                if (!visit(Action{Action::DiscardPrisoner, q, 0}, t)) return;
                ++t.hand[q][q];
                if (!visit(Action{Action::DonatePrisoner, q, 0}, t)) return;
            }
            visit(Action{Action::Done, Blue, 0}, passWindow(s));
            return;
        }
    }
}

// Every legal decision of the decider (empty for a terminal state).
std::vector<Option> options(const State& s, Rules rules);
// Whether some option's next state satisfies pred, stopping at the first: the solver's hot path.
bool anyNext(const State& s, Rules rules, const std::function<bool(const State&)>& pred);

// The state after the mover places `chip` on `target` (0: an empty pile). Throws InputError
// when the move is not legal in s.
State place(const State& s, Colour chip, int target, Rules rules);

// Swaps the colours (and so the players): the game is symmetric under this map.
State swapColours(const State& s);

std::string describe(const State& s, const Action& a);  // "B places b on r-pile rbr"
std::string showPile(Pile p);                           // bottom to top, e.g. "rbr"

// Notation (v1 Definition 2.9 and §2.2): "B(2,1) R(0,3) [_ _ b r rbr brbr] B" is Blue holding
// 2 blue and 1 red chip (B = (m_b, m_r)), Red holding 0 blue and 3 red (R = (n_b, n_r)), a board
// of 6 piles, each written bottom to top ("_" is empty), and Blue to play.
std::string show(const State& s);
State parse(std::string_view text);  // throws InputError naming what is wrong

// Board quantities of the paper (v2 §2): long piles have length >= 2.
struct Census {
    int emptyPiles = 0, singletons[2] = {0, 0};
    boost::container::static_vector<int, kMaxPiles> longPiles[2];  // lengths of long c-piles, c = top colour
    int longCount(Colour c) const { return static_cast<int>(longPiles[c].size()); }
    int sumTop(Colour c) const;   // sum over long c-piles of |pile|_c
    int maxTop(Colour c) const;   // max over long c-piles of |pile|_c (0 if none)
};
Census census(const State& s);

// Every Play state with Blue (or `mover`) to move, exactly n chips and exactly k piles.
// `board`, if given, is asked once per board (the state's piles set, its hands not yet): the
// states of a board it rejects are skipped.
void forEachState(int n, int k, Colour mover, const std::function<bool(const State&)>& visit,
                  const std::function<bool(const State&)>& board = {});

}  // namespace gameaudit::sls
