#include "oracles/snodgrass/periodicity.hpp"

#include <map>
#include <set>
#include <tuple>

namespace gameaudit::snodgrass {

std::vector<std::pair<Tint, Tint>> allTints() {
    std::vector<std::pair<Tint, Tint>> v;
    for (Tint a : {Tint::None, Tint::Red, Tint::Black})
        for (Tint b : {Tint::None, Tint::Red, Tint::Black}) v.push_back({a, b});
    return v;
}

namespace {

// An option with each strip's length replaced by its residue mod 4 (1..4).
using AbstractStrip = std::tuple<Tint, int, Tint>;
using AbstractOptions = std::set<std::pair<Player, std::multiset<AbstractStrip>>>;

AbstractOptions abstractOptions(const Strip& s) {
    AbstractOptions a;
    for (Player p : {Player::Left, Player::Right})
        for (const Position& o : options(s, p)) {
            std::multiset<AbstractStrip> parts;
            for (const Strip& c : o) parts.insert({c.left, (c.length - 1) % 4 + 1, c.right});
            a.insert({p, parts});
        }
    return a;
}

}  // namespace

bool valuesHavePeriod4(int upTo) {
    static std::map<int, bool> memo;
    if (auto it = memo.find(upTo); it != memo.end()) return it->second;
    bool& result = memo[upTo];
    for (auto [l, r] : allTints())
        for (int n = 5; n <= 9; ++n)
            if (value(Strip{l, n, r}) != value(Strip{l, n - 4, r})) return result = false;
    for (auto [l, r] : allTints())
        for (int n = 10; n <= upTo; ++n)
            if (abstractOptions(Strip{l, n, r}) != abstractOptions(Strip{l, n - 4, r})) return result = false;
    return result = true;
}

bool holdsForEveryLength(const std::function<bool(int)>& holdsAt) {
    if (!valuesHavePeriod4()) return false;
    for (int n = 1; n <= 12; ++n)
        if (!holdsAt(n)) return false;
    return true;
}

}  // namespace gameaudit::snodgrass
