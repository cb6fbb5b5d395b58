#include "oracles/cgt/forms.hpp"

#include <algorithm>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::cgt {

int birthday(const Form& f) {
    int b = 0;
    for (const Form& o : f.left) b = std::max(b, birthday(o) + 1);
    for (const Form& o : f.right) b = std::max(b, birthday(o) + 1);
    return b;
}

std::string show(const Form& f) {
    if (f.left.empty() && f.right.empty()) return "0";
    std::string s = "{";
    for (std::size_t i = 0; i < f.left.size(); ++i) s += (i ? "," : "") + show(f.left[i]);
    s += "|";
    for (std::size_t i = 0; i < f.right.size(); ++i) s += (i ? "," : "") + show(f.right[i]);
    return s + "}";
}

Form parseForm(std::string_view text) {
    std::size_t i = 0;
    auto fail = [&](const std::string& why) {
        throw InputError("malformed form \"" + std::string(text) + "\" at character " + std::to_string(i + 1) + ": " +
                         why + " (forms are 0 or {options|options}, e.g. {0|{0|}})");
    };
    auto skip = [&] {
        while (i < text.size() && text[i] == ' ') ++i;
    };
    constexpr int kMaxDepth = 1000;  // the recursion follows the nesting, so it is bounded
    int depth = 0;
    auto form = [&](auto&& self) -> Form {
        if (++depth > kMaxDepth) fail("nested more than " + std::to_string(kMaxDepth) + " levels deep");
        skip();
        if (i < text.size() && text[i] == '0') {
            ++i;
            return {};
        }
        if (i >= text.size() || text[i] != '{') fail("expected 0 or '{'");
        ++i;
        Form f;
        for (auto* side : {&f.left, &f.right}) {
            skip();
            if (i < text.size() && text[i] != '|' && text[i] != '}') {
                side->push_back(self(self));
                for (skip(); i < text.size() && text[i] == ','; skip()) {
                    ++i;
                    side->push_back(self(self));
                }
            }
            skip();
            char expected = side == &f.left ? '|' : '}';
            if (i >= text.size() || text[i] != expected) fail(std::string("expected '") + expected + "'");
            ++i;
        }
        --depth;
        return f;
    };
    Form f = form(form);
    skip();
    if (i != text.size()) fail("unexpected text after the form");
    return f;
}

rc::Gen<Form> genForm(int lo, int hi, int width) {
    // A form born on day d has an option born on day d - 1, the others on earlier days.
    return rc::gen::mapcat(rc::gen::inRange(lo, hi + 1), [width](int day) -> rc::Gen<Form> {
        if (day == 0) return rc::gen::just(Form{});
        auto younger = rc::gen::mapcat(rc::gen::inRange(0, day), [width](int d) { return genForm(d, d, width); });
        auto side = rc::gen::mapcat(rc::gen::inRange(0, width + 1), [younger](int k) {
            return rc::gen::container<std::vector<Form>>(static_cast<std::size_t>(k), younger);
        });
        return rc::gen::map(rc::gen::tuple(side, side, rc::gen::arbitrary<bool>(), genForm(day - 1, day - 1, width)),
                            [](std::tuple<std::vector<Form>, std::vector<Form>, bool, Form> t) {
                                auto& [L, R, onLeft, oldest] = t;
                                (onLeft ? L : R).push_back(std::move(oldest));
                                return Form{std::move(L), std::move(R)};
                            });
    });
}

std::vector<Form> formsBornOn(int day) {
    if (day == 0) return {Form{}};
    std::vector<Form> earlier;  // every form born before `day`
    for (int d = 0; d < day; ++d)
        for (Form& f : formsBornOn(d)) earlier.push_back(std::move(f));
    if (earlier.size() > 16) throw InputError("forms born on day " + std::to_string(day) + " are too many to list");
    std::vector<Form> all;
    const unsigned subsets = 1u << earlier.size();
    for (unsigned l = 0; l < subsets; ++l)
        for (unsigned r = 0; r < subsets; ++r) {
            Form f;
            for (std::size_t k = 0; k < earlier.size(); ++k) {
                if (l >> k & 1) f.left.push_back(earlier[k]);
                if (r >> k & 1) f.right.push_back(earlier[k]);
            }
            if (birthday(f) == day) all.push_back(std::move(f));
        }
    return all;
}

FormPool::Node FormPool::add(std::vector<Node> left, std::vector<Node> right) {
    checkpoint("building game forms", 1 + left.size() + right.size());  // every node of the pool is made here
    nodes_.push_back({std::move(left), std::move(right)});
    return static_cast<Node>(nodes_.size() - 1);
}

FormPool::Node FormPool::add(const Form& f) {
    std::vector<Node> L, R;
    for (const Form& o : f.left) L.push_back(add(o));
    for (const Form& o : f.right) R.push_back(add(o));
    return add(std::move(L), std::move(R));
}

FormPool::Node FormPool::fromGame(Game g) {
    if (auto it = fromGame_.find(g.id()); it != fromGame_.end()) return it->second;
    std::vector<Node> L, R;
    for (Game o : g.left()) L.push_back(fromGame(o));
    for (Game o : g.right()) R.push_back(fromGame(o));
    Node n = add(std::move(L), std::move(R));
    fromGame_.emplace(g.id(), n);
    return n;
}

FormPool::Node FormPool::negate(Node a) {
    if (auto it = negative_.find(a); it != negative_.end()) return it->second;
    std::vector<Node> L, R;
    for (Node r : std::vector<Node>(nodes_[a].right)) L.push_back(negate(r));
    for (Node l : std::vector<Node>(nodes_[a].left)) R.push_back(negate(l));
    Node n = add(std::move(L), std::move(R));
    negative_.emplace(a, n);
    return n;
}

FormPool::Node FormPool::sum(Node a, Node b) {
    std::uint64_t key = (std::uint64_t(a) << 32) | b;
    if (auto it = sums_.find(key); it != sums_.end()) return it->second;
    std::vector<Node> L, R;
    for (Node x : std::vector<Node>(nodes_[a].left)) L.push_back(sum(x, b));
    for (Node x : std::vector<Node>(nodes_[b].left)) L.push_back(sum(a, x));
    for (Node x : std::vector<Node>(nodes_[a].right)) R.push_back(sum(x, b));
    for (Node x : std::vector<Node>(nodes_[b].right)) R.push_back(sum(a, x));
    Node s = add(std::move(L), std::move(R));
    sums_.emplace(key, s);
    return s;
}

bool FormPool::firstWins(Node a, Node b, bool leftMoves) {
    std::uint64_t key = ((std::uint64_t(a) << 32) | b) * 2 + leftMoves;  // nodes stay below 2^31
    if (auto it = wins_.find(key); it != wins_.end()) return it->second;
    checkpoint("searching game forms");
    bool win = false;
    const std::vector<Node> aMoves = leftMoves ? nodes_[a].left : nodes_[a].right;
    const std::vector<Node> bMoves = leftMoves ? nodes_[b].left : nodes_[b].right;
    for (Node x : aMoves)
        if (!win && !firstWins(x, b, !leftMoves)) win = true;
    for (Node x : bMoves)
        if (!win && !firstWins(a, x, !leftMoves)) win = true;
    wins_.emplace(key, win);
    return win;
}

bool FormPool::leftFirstWins(Node a, Node b) { return firstWins(a, b, true); }
bool FormPool::rightFirstWins(Node a, Node b) { return firstWins(a, b, false); }

Outcome FormPool::outcome(Node a, Node b) {
    bool l = leftFirstWins(a, b), r = rightFirstWins(a, b);
    return l && r ? Outcome::N : l ? Outcome::L : r ? Outcome::R : Outcome::P;
}

bool FormPool::leq(Node a, Node b) { return !rightFirstWins(b, negate(a)); }

Game FormPool::canonical(Node a) {
    std::vector<Game> L, R;
    for (Node l : std::vector<Node>(nodes_[a].left)) L.push_back(canonical(l));
    for (Node r : std::vector<Node>(nodes_[a].right)) R.push_back(canonical(r));
    return Game::of(L, R);
}

}  // namespace gameaudit::cgt
