#include "models/mullen/stack_games.hpp"

#include <algorithm>
#include <functional>
#include <optional>

#include <boost/container/small_vector.hpp>

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

// Visits stack i lowered to every value in [lo, s[i]) accepted by `legal`.
template <class Legal>
bool lower(View s, std::size_t i, std::int64_t lo, const MoveVisitor& visit, Legal legal) {
    for (std::int64_t v = std::max<std::int64_t>(lo, 0); v < s[i]; ++v)
        if (legal(v) && !visit({i, v})) return false;
    return true;
}

void nimMoves(View s, const MoveVisitor& visit) {
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, 0, visit, [](std::int64_t) { return true; })) return;
}

void minnieMoves(View s, const MoveVisitor& visit) {
    auto limit = smallestNonzero(s);
    if (!limit) return;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, s[i] - *limit, visit, [](std::int64_t) { return true; })) return;
}

void mineMoves(View s, const MoveVisitor& visit) {
    auto limit = smallestNonzero(s);
    if (!limit) return;
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, s[i] - *limit, visit, [&](std::int64_t v) { return v == 0 || !otherStackHolds(s, i, v); }))
            return;
}

void nimbMoves(View s, const MoveVisitor& visit) {
    auto before = smallestNonzero(s);
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, 0, visit, [&](std::int64_t v) { return smallestNonzero(after(s, {i, v})) != before; }))
            return;
}

void nimtbMoves(View s, const MoveVisitor& visit) {
    if (hasEqualStacks(s)) return;
    auto low = smallestNonzero(s), high = largest(s);
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, 0, visit, [&](std::int64_t v) {
                Stacks t = after(s, {i, v});
                return smallestNonzero(t) != low && largest(t) != high && !hasEqualStacks(t);
            }))
            return;
}

void greedyMoves(View s, const MoveVisitor& visit) {
    auto high = largest(s);
    for (std::size_t i = 0; i < s.size(); ++i)
        if (high && s[i] == *high && !lower(s, i, 0, visit, [](std::int64_t) { return true; })) return;
}

// Whether some non-empty stack has exactly d chips.
bool isStackSize(View s, std::int64_t d) { return d > 0 && std::find(s.begin(), s.end(), d) != s.end(); }

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

void jenniferMoves(View s, const MoveVisitor& visit) {
    for (std::size_t i = 0; i < s.size(); ++i)
        if (!lower(s, i, 0, visit, [&](std::int64_t v) { return !isStackSize(s, s[i] - v); })) return;
}

}  // namespace

StackGame nim() { return {"NIM", "NIM", nimMoves}; }
StackGame minnie() { return {"MINNIE", "M", minnieMoves}; }
StackGame mine() { return {"MINE", "M_n", mineMoves}; }
StackGame nimb() { return {"NIMB", "NIMB", nimbMoves}; }
StackGame nimtb() { return {"NIMTB", "NIMTB", nimtbMoves}; }
StackGame greedyNim() { return {"Greedy NIM", "G", greedyMoves}; }
StackGame susen() { return {"SUSEN", "S", susenMoves}; }
StackGame jennifer() { return {"JENNIFER", "J", jenniferMoves}; }

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

StackSolver solver(const StackGame& g, Play play) {
    return StackSolver(
        [g](const Stacks& s) {
            std::vector<Stacks> out;
            for (Stacks& t : optionsInPlace(g, s)) out.push_back(normalized(std::move(t)));
            std::sort(out.begin(), out.end());
            out.erase(std::unique(out.begin(), out.end()), out.end());
            return out;
        },
        play);
}

}  // namespace gameaudit::games
