#include "cgt/atomic_weight.hpp"

#include <unordered_map>

namespace gameaudit::cgt {

bool isAllSmall(Game g) {
    static std::unordered_map<Game, bool> memo;
    if (auto v = g.nus()) return v->x == Dyadic(0);
    if (auto it = memo.find(g); it != memo.end()) return it->second;
    auto L = g.left(), R = g.right();
    bool small = L.empty() == R.empty();
    for (const auto* side : {&L, &R})
        for (Game o : *side) small = small && isAllSmall(o);
    memo.emplace(g, small);
    return small;
}

namespace {

bool fuzzyOrLess(Game a, Game b) { return !b.leq(a); }  // a <| b

// A remote star for g: a nimber beyond every nimber g's subpositions can reach.
Game farStar(Game g) {
    BigInt b = g.birthday();
    unsigned n = 1;
    while (BigInt(n) <= b) n *= 2;
    return Game::nimber(2 * n);
}

Game weight(Game g) {
    static std::unordered_map<Game, Game> memo;
    if (auto v = g.nus()) return Game::integer(v->ups);
    if (auto it = memo.find(g); it != memo.end()) return it->second;
    // G'' = {G^L'' - 2 | G^R'' + 2}; when that is an integer, G's order against a remote
    // star picks the integer at the end of the interval instead (the eccentric case).
    std::vector<Game> L, R;
    for (Game o : g.left()) L.push_back(weight(o) - Game::integer(2));
    for (Game o : g.right()) R.push_back(weight(o) + Game::integer(2));
    Game w = Game::of(L, R);
    if (auto x = w.number(); x && x->isInteger()) {
        Game star = farStar(g);
        auto belowAllRight = [&](Game n) {
            for (Game r : R)
                if (!fuzzyOrLess(n, r)) return false;
            return true;
        };
        auto aboveAllLeft = [&](Game n) {
            for (Game l : L)
                if (!fuzzyOrLess(l, n)) return false;
            return true;
        };
        if (g.greater(star))
            while (belowAllRight(w + Game::integer(1))) w = w + Game::integer(1);
        else if (g.less(star))
            while (aboveAllLeft(w - Game::integer(1))) w = w - Game::integer(1);
    }
    memo.emplace(g, w);
    return w;
}

}  // namespace

std::optional<Game> atomicWeight(Game g) {
    if (!isAllSmall(g)) return std::nullopt;
    return weight(g);
}

}  // namespace gameaudit::cgt
