#include "models/mullen/stack_games.hpp"

#include <algorithm>
#include <functional>
#include <optional>

#include <boost/container/small_vector.hpp>

#include "core/run_control.hpp"

namespace gameaudit::games {
namespace {

using View = std::span<const std::int64_t>;

std::optional<std::int64_t> smallestNonzero(View s) {
    std::optional<std::int64_t> m;
    for (std::int64_t v : s)
        if (v > 0 && (!m || v < *m)) m = v;
    return m;
}

std::optional<std::int64_t> largest(View s) {
    std::optional<std::int64_t> m;
    for (std::int64_t v : s)
        if (v > 0 && (!m || v > *m)) m = v;
    return m;
}

bool hasEqualStacks(View s) {
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::size_t j = i + 1; j < s.size(); ++j)
            if (s[i] > 0 && s[i] == s[j]) return true;
    return false;
}

// Whether some stack other than i holds exactly v chips (v > 0).
bool otherStackHolds(View s, std::size_t i, std::int64_t v) {
    for (std::size_t j = 0; j < s.size(); ++j)
        if (j != i && s[j] == v) return true;
    return false;
}

// The position after a move, for rules that judge the option as a whole.
Stacks after(View s, Move m) {
    Stacks t(s.begin(), s.end());
    t[m.stack] = m.to;
    return t;
}

// The rules, one move at a time (0 <= m.to < s[m.stack]).
bool nimLegal(View, Move) { return true; }

// MINNIE: remove 1..(smallest stack) chips.
bool minnieLegal(View s, Move m) {
    const auto limit = smallestNonzero(s);
    return limit && m.to >= s[m.stack] - *limit;
}

bool mineLegal(View s, Move m) { return minnieLegal(s, m) && (m.to == 0 || !otherStackHolds(s, m.stack, m.to)); }

bool nimbLegal(View s, Move m) { return smallestNonzero(after(s, m)) != smallestNonzero(s); }

bool nimtbLegal(View s, Move m) {
    if (hasEqualStacks(s)) return false;
    const Stacks t = after(s, m);
    return smallestNonzero(t) != smallestNonzero(s) && largest(t) != largest(s) && !hasEqualStacks(t);
}

bool greedyLegal(View s, Move m) { return s[m.stack] == largest(s); }

// Whether some non-empty stack has exactly d chips.
bool isStackSize(View s, std::int64_t d) { return d > 0 && std::find(s.begin(), s.end(), d) != s.end(); }

bool susenLegal(View s, Move m) { return isStackSize(s, s[m.stack] - m.to); }
bool jenniferLegal(View s, Move m) { return !isStackSize(s, s[m.stack] - m.to); }

// A stack may hold 10^12 chips, and as many moves: the time and memory limits hold while they are listed.
void listingCheckpoint(std::int64_t v) {
    if ((v & 4095) == 4095) checkpoint("listing the moves", 4096);
}

// The moves of a rule: every value below each stack that the rule accepts.
auto everyLegal(bool (*legal)(View, Move)) {
    return [legal](View s, const MoveVisitor& visit) {
        for (std::size_t i = 0; i < s.size(); ++i)
            for (std::int64_t v = 0; v < s[i]; ++v) {
                listingCheckpoint(v);
                if (legal(s, {i, v}) && !visit({i, v})) return;
            }
    };
}

// MINNIE's and MINE's moves: 1..(smallest stack) chips from one stack, MINE's leaving no two
// stacks equal (mineLegal), generated from the smallest legal value rather than tested.
template <bool Distinct>
void belowSmallestMoves(View s, const MoveVisitor& visit) {
    const auto limit = smallestNonzero(s);
    if (!limit) return;
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::int64_t v = std::max<std::int64_t>(s[i] - *limit, 0); v < s[i]; ++v) {
            listingCheckpoint(v);
            if ((!Distinct || v == 0 || !otherStackHolds(s, i, v)) && !visit({i, v})) return;
        }
}

// Generates the few legal moves: each stack lowered by each distinct stack size that fits,
// smaller `to` first, rather than testing every value below it.
void susenMoves(View s, const MoveVisitor& visit) {
    boost::container::small_vector<std::int64_t, 8> sizes;  // distinct stack sizes, largest first
    for (std::int64_t v : s)
        if (v > 0) sizes.push_back(v);
    std::sort(sizes.begin(), sizes.end(), std::greater<>());
    sizes.erase(std::unique(sizes.begin(), sizes.end()), sizes.end());
    for (std::size_t i = 0; i < s.size(); ++i)
        for (std::int64_t d : sizes)
            if (d <= s[i] && !visit({i, s[i] - d})) return;
}

}  // namespace

StackGame nim() { return {"NIM", "NIM", everyLegal(nimLegal), nimLegal}; }
StackGame minnie() { return {"MINNIE", "M", belowSmallestMoves<false>, minnieLegal}; }
StackGame mine() { return {"MINE", "M_n", belowSmallestMoves<true>, mineLegal}; }
StackGame nimb() { return {"NIMB", "NIMB", everyLegal(nimbLegal), nimbLegal}; }
StackGame nimtb() { return {"NIMTB", "NIMTB", everyLegal(nimtbLegal), nimtbLegal}; }
StackGame greedyNim() { return {"Greedy NIM", "G", everyLegal(greedyLegal), greedyLegal}; }
StackGame susen() { return {"SUSEN", "S", susenMoves, susenLegal}; }
StackGame jennifer() { return {"JENNIFER", "J", everyLegal(jenniferLegal), jenniferLegal}; }

const std::vector<StackGame>& stackGames() {
    static const std::vector<StackGame> all{nim(), minnie(), mine(), nimb(), nimtb(), greedyNim(), susen(), jennifer()};
    return all;
}

std::vector<Stacks> optionsInPlace(const StackGame& g, const Stacks& s) {
    std::vector<Stacks> out;
    g.moves(s, [&](Move m) {
        out.push_back(after(s, m));
        return true;
    });
    return out;
}

Stacks normalized(Stacks s) {
    std::erase(s, 0);
    std::sort(s.begin(), s.end());
    return s;
}

std::string show(const StackGame& g, const Stacks& s) {
    std::string out = g.prefix + "[";
    for (std::size_t i = 0; i < s.size(); ++i) out += (i ? "," : "") + std::to_string(s[i]);
    return out + "]";
}

std::size_t StacksHash::operator()(const Stacks& s) const noexcept {
    std::size_t h = 1469598103934665603ULL;
    for (std::int64_t v : s) h = (h ^ static_cast<std::size_t>(v)) * 1099511628211ULL;
    return h;
}

}  // namespace gameaudit::games
