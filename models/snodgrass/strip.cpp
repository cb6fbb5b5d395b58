#include "models/snodgrass/strip.hpp"

#include <algorithm>
#include <cctype>
#include <optional>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::snodgrass {

const std::vector<Counter>& counters(Player p) {
    static const std::vector<Counter> left{{Tint::Red, Tint::Red}, {Tint::Black, Tint::Black}};
    static const std::vector<Counter> right{{Tint::Red, Tint::Black}, {Tint::Black, Tint::Red}};
    return p == Player::Left ? left : right;
}

bool legal(const Strip& s, const Move& m) {
    if (m.square < 1 || m.square > s.length) return false;
    bool leftEndOk = m.square > 1 || s.left == Tint::None || s.left == m.counter.left;
    bool rightEndOk = m.square < s.length || s.right == Tint::None || s.right == m.counter.right;
    return leftEndOk && rightEndOk;
}

Pieces piecesAfter(const Strip& s, const Move& m) {
    Pieces p;
    // The neighbours must match the counter's edges: they become the new strips' tints.
    if (m.square > 1) p.strips[p.count++] = {s.left, m.square - 1, m.counter.left};
    if (m.square < s.length) p.strips[p.count++] = {m.counter.right, s.length - m.square, s.right};
    return p;
}

Position place(const Strip& s, const Move& m) {
    Pieces pieces = piecesAfter(s, m);
    if (pieces.count == 2 && pieces.strips[1] < pieces.strips[0]) std::swap(pieces.strips[0], pieces.strips[1]);
    return Position(pieces.strips, pieces.strips + pieces.count);  // sorted
}

std::vector<Move> moves(const Strip& s, Player p) {
    std::vector<Move> v;
    for (const Counter& c : counters(p))
        for (int i = 1; i <= s.length; ++i)
            if (legal(s, {c, i})) v.push_back({c, i});
    return v;
}

std::vector<Position> options(const Strip& s, Player p) {
    std::vector<Position> v;
    for (const Move& m : moves(s, p)) v.push_back(place(s, m));
    return v;
}

std::vector<Position> options(const Position& pos, Player p) {
    std::vector<Position> v;
    const bool sortedSum = std::is_sorted(pos.begin(), pos.end());
    for (std::size_t i = 0; i < pos.size(); ++i)
        for (const Move& m : moves(pos[i], p)) {
            // The pieces merged into the other strips, which are sorted already.
            Pieces pieces = piecesAfter(pos[i], m);
            if (pieces.count == 2 && pieces.strips[1] < pieces.strips[0]) std::swap(pieces.strips[0], pieces.strips[1]);
            Position o;
            o.reserve(pos.size() + 1);
            const Strip* piece = pieces.strips;
            const Strip* const end = pieces.strips + pieces.count;
            for (std::size_t j = 0; j < pos.size(); ++j) {
                if (j == i) continue;
                while (piece != end && *piece < pos[j]) o.push_back(*piece++);
                o.push_back(pos[j]);
            }
            o.insert(o.end(), piece, end);
            v.push_back(sortedSum ? std::move(o) : sorted(std::move(o)));
        }
    return v;
}

Position sorted(Position p) {
    std::sort(p.begin(), p.end());
    return p;
}

std::string show(Tint t) { return t == Tint::Red ? "R" : t == Tint::Black ? "B" : ""; }

std::string show(const Strip& s) { return show(s.left) + std::to_string(s.length) + show(s.right); }

std::string show(const Position& p) {
    if (p.empty()) return "0";
    std::string s;
    for (std::size_t i = 0; i < p.size(); ++i) s += (i ? " + " : "") + show(p[i]);
    return s;
}

std::string show(const Move& m) {
    auto colour = [](Tint t) { return t == Tint::Red ? std::string("red") : std::string("black"); };
    std::string c = m.counter.left == m.counter.right ? colour(m.counter.left)
                                                      : colour(m.counter.left) + "/" + colour(m.counter.right);
    return c + " on square " + std::to_string(m.square);
}

int squares(const Position& p) {
    int n = 0;
    for (const Strip& s : p) n += s.length;
    return n;
}

Position parsePosition(std::string_view text) {
    Position p;
    std::string t(text);
    auto fail = [&](const std::string& part, const std::string& why) {
        throw InputError("malformed strip position \"" + t + "\": '" + part + "' " + why +
                         " (write strips as [R|B]<length>[R|B] joined by '+', e.g. R4B + 3)");
    };
    std::size_t start = 0;
    for (;;) {
        std::size_t plus = t.find('+', start);
        std::string part = t.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
        // Spaces around a strip only: "4 4" is no strip (it was read as 44).
        const auto space = [](unsigned char c) { return std::isspace(c) != 0; };
        part.erase(std::find_if_not(part.rbegin(), part.rend(), space).base(), part.end());
        part.erase(part.begin(), std::find_if_not(part.begin(), part.end(), space));
        if (part.empty()) fail(part, "is empty");
        std::size_t i = 0;
        auto tint = [&]() {
            if (i < part.size() && (part[i] == 'R' || part[i] == 'B')) return part[i++] == 'R' ? Tint::Red : Tint::Black;
            return Tint::None;
        };
        Strip s;
        s.left = tint();
        if (i < part.size() && part[i] == '_') ++i;
        std::size_t digits = i;
        while (i < part.size() && std::isdigit(static_cast<unsigned char>(part[i]))) ++i;
        if (digits == i) fail(part, "has no length");
        if (i - digits > 6) fail(part, "is too long a strip");
        s.length = std::stoi(part.substr(digits, i - digits));
        if (i < part.size() && part[i] == '_') ++i;
        s.right = tint();
        if (i != part.size()) fail(part, "has an unexpected '" + part.substr(i, 1) + "'");
        if (s.length > 0) p.push_back(s);
        else if (s.left != Tint::None || s.right != Tint::None) fail(part, "is a tinted strip of length 0");
        if (plus == std::string::npos) break;
        start = plus + 1;
    }
    return sorted(std::move(p));
}

namespace {
Tint swapColour(Tint t) { return t == Tint::Red ? Tint::Black : t == Tint::Black ? Tint::Red : Tint::None; }
}  // namespace

Strip symmetric(const Strip& s) {
    Strip reversed{s.right, s.length, s.left};
    Strip images[] = {s, reversed, {swapColour(s.left), s.length, swapColour(s.right)},
                      {swapColour(reversed.left), s.length, swapColour(reversed.right)}};
    return *std::min_element(std::begin(images), std::end(images));
}

Position symmetric(const Position& p) {
    Position q;
    q.reserve(p.size());
    for (const Strip& s : p) q.push_back(symmetric(s));
    return sorted(std::move(q));
}

cgt::Game value(const Strip& s) {
    // One table per tinting, indexed by length: a strip's options are shorter strips, so the
    // tables fill from the bottom and a lookup is an index.
    static std::vector<std::optional<cgt::Game>> memo[3][3];
    auto& known = memo[static_cast<int>(s.left)][static_cast<int>(s.right)];
    const auto n = static_cast<std::size_t>(s.length);
    if (n < known.size() && known[n]) return *known[n];
    if (s.length > kLongestValued)
        throw InputError("a strip of " + std::to_string(s.length) + " squares is longer than the " +
                         std::to_string(kLongestValued) + " the strip game's values can hold");
    checkpoint("valuing the strips", 4 * n + 1);
    std::vector<cgt::Game> L, R;
    for (Player p : {Player::Left, Player::Right})
        for (const Move& m : moves(s, p)) {
            Pieces pieces = piecesAfter(s, m);
            cgt::Game g;
            for (int i = 0; i < pieces.count; ++i) g += value(pieces.strips[i]);
            (p == Player::Left ? L : R).push_back(g);
        }
    cgt::Game g = cgt::Game::of(L, R);
    if (known.size() <= n) known.resize(n + 1);  // after the recursion, which may resize it too
    known[n] = g;
    return g;
}

cgt::Game value(const Position& p) {
    cgt::Game g;
    for (const Strip& s : p) g += value(s);
    return g;
}

Position StripGame::parse(std::string_view text) const {
    Position p = parsePosition(text);
    if (squares(p) > kLargestSolved)
        throw InputError("strip positions are limited to " + std::to_string(kLargestSolved) + " squares");
    return p;
}

}  // namespace gameaudit::snodgrass
