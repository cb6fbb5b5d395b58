#pragma once
// Game forms as plain trees, judged by plain game-tree search with no canonical forms: the
// independent oracle against which the CGT engine is audited (canonical(G) = G, G - G = 0,
// the order, Conway's theorem on dominated and reversible options).
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <rapidcheck.h>

#include "core/outcome.hpp"
#include "cgt/game.hpp"

namespace gameaudit::cgt {

// A form {left | right} as a value: what generators produce and claims quantify over.
struct Form {
    std::vector<Form> left, right;
    bool operator==(const Form&) const = default;
};
int birthday(const Form& f);
std::string show(const Form& f);      // "0" for {|}, else "{a,b|c}" of shown options
Form parseForm(std::string_view text);  // the same notation; throws InputError
// Forms of birthday in [lo, hi] with at most `width` options a side; shrinks to smaller forms.
rc::Gen<Form> genForm(int lo, int hi, int width = 3);
// Every form of birthday exactly `day` (day <= 2: 1, 3 and 252 forms), in a fixed order.
std::vector<Form> formsBornOn(int day);

// A pool of forms as nodes, with memoised plain search on sums of two forms.
class FormPool {
public:
    using Node = std::uint32_t;
    Node add(std::vector<Node> left, std::vector<Node> right);
    Node add(const Form& f);
    Node fromGame(Game g);  // the canonical form as a tree
    Node negate(Node a);
    Node sum(Node a, Node b);  // the disjunctive sum as an explicit form
    const std::vector<Node>& left(Node a) const { return nodes_[a].left; }
    const std::vector<Node>& right(Node a) const { return nodes_[a].right; }

    // Whether the player moving first wins a + b, by exhaustive search.
    bool leftFirstWins(Node a, Node b);
    bool rightFirstWins(Node a, Node b);
    Outcome outcome(Node a, Node b);  // of the sum a + b
    bool leq(Node a, Node b);         // b - a >= 0: Right moving first in b - a loses
    bool equal(Node a, Node b) { return leq(a, b) && leq(b, a); }
    Game canonical(Node a);           // by the engine, from the options

private:
    struct Entry {
        std::vector<Node> left, right;
    };
    bool firstWins(Node a, Node b, bool leftMoves);
    std::vector<Entry> nodes_;
    std::unordered_map<std::uint64_t, bool> wins_;
    std::unordered_map<Node, Node> negative_;
    std::unordered_map<std::uint64_t, Node> sums_;
    std::unordered_map<GameId, Node> fromGame_;
};

}  // namespace gameaudit::cgt
