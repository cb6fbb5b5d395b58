#include "cgt/sum_outcome.hpp"

#include <algorithm>
#include <unordered_map>

#include "core/run_control.hpp"

namespace gameaudit::cgt {
namespace {

// A sum's parts in a normal form: the number-up-star parts added into one (their sum is cheap
// and canonical), zeros left out, in the order of their ids, so equal sums share a memo entry.
using Parts = std::vector<Game>;

struct PartsHash {
    std::size_t operator()(const Parts& parts) const noexcept {
        std::size_t h = parts.size();
        for (const Game& g : parts) h = h * 1000003 + g.id();
        return h;
    }
};

Parts normal(const Parts& parts) {
    Game simple;
    Parts rest;
    for (const Game& g : parts)
        if (g.nus()) simple += g;
        else rest.push_back(g);
    if (simple != Game()) rest.push_back(simple);
    std::sort(rest.begin(), rest.end(), [](const Game& a, const Game& b) { return a.id() < b.id(); });
    return rest;
}

bool winsFirst(Outcome o, bool left) { return o == Outcome::N || o == (left ? Outcome::L : Outcome::R); }

class Search {
public:
    // Whether Left (or Right) moving first in the sum wins.
    bool wins(const Parts& parts, bool left) {
        if (parts.size() <= 1) return winsFirst(parts.empty() ? Outcome::P : parts.front().outcome(), left);
        auto& memo = left ? leftFirst_ : rightFirst_;
        if (auto it = memo.find(parts); it != memo.end()) return it->second;
        checkpoint("searching a sum's outcome");
        // Number avoidance: with a part that is not a number, a winning move is never in a number.
        const bool avoidNumbers =
            std::any_of(parts.begin(), parts.end(), [](const Game& g) { return !g.isNumber(); });
        bool win = false;
        for (std::size_t i = 0; i < parts.size() && !win; ++i) {
            if (avoidNumbers && parts[i].isNumber()) continue;
            for (const Game& option : left ? parts[i].left() : parts[i].right()) {
                Parts next = parts;
                next[i] = option;
                if (!wins(normal(next), !left)) {
                    win = true;
                    break;
                }
            }
        }
        memo.emplace(parts, win);
        return win;
    }

private:
    std::unordered_map<Parts, bool, PartsHash> leftFirst_, rightFirst_;
};

}  // namespace

Outcome sumOutcome(const std::vector<Game>& parts) {
    const Parts start = normal(parts);
    Search search;
    const bool left = search.wins(start, true), right = search.wins(start, false);
    if (left) return right ? Outcome::N : Outcome::L;
    return right ? Outcome::R : Outcome::P;
}

}  // namespace gameaudit::cgt
