#include "models/sls/endgame.hpp"

#include <algorithm>
#include <cctype>

#include "core/errors.hpp"

namespace gameaudit::sls {

char letter(Colour c) { return c == Blue ? 'b' : 'r'; }
char playerLetter(Colour c) { return c == Blue ? 'B' : 'R'; }

int State::boardChips() const {
    int sum = 0;
    for (int i = 0; i < piles; ++i) sum += code[i] >> 1;
    return sum;
}

int State::chips() const {
    return boardChips() + handTotal(Blue) + handTotal(Red) + pending[0] + pending[1];
}

void State::addPile(Pile p) {
    auto c = static_cast<std::uint8_t>(2 * p.length + p.top);
    int i = piles++;
    while (i > 0 && code[i - 1] < c) {
        code[i] = code[i - 1];
        --i;
    }
    code[i] = c;
}

void State::removePile(int i) {
    for (int j = i; j + 1 < piles; ++j) code[j] = code[j + 1];
    code[--piles] = 0;
}

int Census::sumTop(Colour c) const {
    int s = 0;
    for (int len : longPiles[c]) s += Pile{c, len}.count(c);
    return s;
}

int Census::maxTop(Colour c) const {
    int m = 0;
    for (int len : longPiles[c]) m = std::max(m, Pile{c, len}.count(c));
    return m;
}

Census census(const State& s) {
    Census c;
    c.emptyPiles = s.empty;
    for (int i = 0; i < s.piles; ++i) {
        Pile p = s.pile(i);
        if (p.length == 1)
            ++c.singletons[p.top];
        else
            c.longPiles[p.top].push_back(p.length);
    }
    return c;
}

std::vector<Option> options(const State& s, Rules rules) {
    std::vector<Option> out;
    forEachOption(s, rules, [&](const Action& a, const State& t) {
        out.push_back({a, t});
        return true;
    });
    return out;
}

bool anyNext(const State& s, Rules rules, const std::function<bool(const State&)>& pred) {
    bool found = false;
    forEachOption(s, rules, [&](const Action&, const State& t) {
        found = pred(t);
        return !found;
    });
    return found;
}

State place(const State& s, Colour chip, int target, Rules rules) {
    if (s.phase != Phase::Play) throw InputError("no placement is due: " + show(s));
    if (s.hand[s.mover][chip] == 0)
        throw InputError(std::string("illegal move: ") + playerLetter(s.mover) + " holds no " + letter(chip) + " chip");
    if (target == 0) {
        if (s.empty == 0) throw InputError("illegal move: there is no empty pile");
        return detail::placeUnchecked(s, chip, -1, rules);
    }
    for (int i = 0; i < s.piles; ++i)
        if (s.code[i] == target) return detail::placeUnchecked(s, chip, i, rules);
    throw InputError("illegal move: there is no pile " + showPile({static_cast<Colour>(target & 1), target >> 1}));
}

State swapColours(const State& s) {
    State t = s;
    for (Colour p : {Blue, Red})
        for (Colour c : {Blue, Red}) t.hand[other(p)][other(c)] = s.hand[p][c];
    t.pending = {s.pending[1], s.pending[0]};
    t.mover = other(s.mover);
    t.piles = 0;
    t.code = {};
    for (int i = 0; i < s.piles; ++i) {
        Pile p = s.pile(i);
        t.addPile({other(p.top), p.length});
    }
    return t;
}

std::string showPile(Pile p) {
    std::string s(static_cast<std::size_t>(p.length), ' ');
    for (int i = 0; i < p.length; ++i)  // the top is at the end; colours alternate downward
        s[static_cast<std::size_t>(p.length - 1 - i)] = letter(i % 2 == 0 ? p.top : other(p.top));
    return s;
}

std::string describe(const State& s, const Action& a) {
    const char who = playerLetter(s.decider());
    const std::string chip(1, letter(a.chip));
    switch (a.kind) {
        case Action::Place: {
            std::string where = a.target == 0 ? "an empty pile" : "pile " + showPile({static_cast<Colour>(a.target & 1), a.target >> 1});
            std::string s2 = std::string(1, who) + " places " + chip + " on " + where;
            if (a.target != 0 && (a.target & 1) == a.chip) s2 += std::string(" (") + playerLetter(a.chip) + " captures)";
            return s2;
        }
        case Action::Discard: return std::string(1, who) + " discards " + chip + " from the captured pile";
        case Action::DiscardPrisoner: return std::string(1, who) + " discards prisoner " + chip;
        case Action::DonatePrisoner: return std::string(1, who) + " donates prisoner " + chip + " to " + playerLetter(other(s.decider()));
        case Action::Done: return std::string(1, who) + " passes the window";
    }
    return "?";
}

std::string show(const State& s) {
    auto hand = [&](Colour p) {
        return std::string(1, playerLetter(p)) + "(" + std::to_string(s.hand[p][Blue]) + "," + std::to_string(s.hand[p][Red]) + ")";
    };
    std::string out = hand(Blue) + " " + hand(Red) + " [";
    std::vector<std::string> piles(s.empty, "_");
    for (int i = s.piles - 1; i >= 0; --i) piles.push_back(showPile(s.pile(i)));  // short piles first
    for (std::size_t i = 0; i < piles.size(); ++i) out += (i ? " " : "") + piles[i];
    out += "] ";
    out += playerLetter(s.mover);
    switch (s.phase) {
        case Phase::Play: break;
        case Phase::Capture:
            out += " capturing " + std::to_string(s.pending[Blue]) + "b" + std::to_string(s.pending[Red]) + "r";
            break;
        case Phase::WindowWaiting: out += " (window of " + std::string(1, playerLetter(other(s.mover))) + ")"; break;
        case Phase::WindowMover: out += " (window of " + std::string(1, playerLetter(s.mover)) + ")"; break;
    }
    return out;
}

// Parses the notation of show() for Play states: "B(mb,mr) R(nb,nr) [piles] X".
State parse(std::string_view text) {
    const std::string whole(text);
    auto fail = [&](const std::string& why) -> InputError {
        return InputError("malformed So Long Sucker state '" + whole + "': " + why +
                          " (expected e.g. \"B(2,1) R(0,3) [_ _ b r rbr brbr] B\")");
    };
    std::size_t i = 0;
    auto skip = [&] {
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    };
    auto expect = [&](char c) {
        skip();
        if (i >= text.size() || std::toupper(static_cast<unsigned char>(text[i])) != std::toupper(static_cast<unsigned char>(c)))
            throw fail(std::string("expected '") + c + "' at position " + std::to_string(i));
        ++i;
    };
    auto number = [&] {
        skip();
        std::size_t start = i;
        int v = 0;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
            v = v * 10 + (text[i] - '0');
            if (v > kMaxCount) throw fail("a hand holds more than " + std::to_string(kMaxCount) + " chips of one colour");
            ++i;
        }
        if (i == start) throw fail("expected a chip count at position " + std::to_string(i));
        return static_cast<std::uint8_t>(v);
    };
    State s;
    for (Colour p : {Blue, Red}) {
        expect(playerLetter(p));
        expect('(');
        s.hand[p][Blue] = number();
        expect(',');
        s.hand[p][Red] = number();
        expect(')');
    }
    expect('[');
    int empty = 0;
    for (;;) {
        skip();
        if (i >= text.size()) throw fail("missing ']' after the piles");
        if (text[i] == ']') {
            ++i;
            break;
        }
        std::size_t start = i;
        while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i])) && text[i] != ']') ++i;
        std::string token(text.substr(start, i - start));
        if (token == "_") {
            ++empty;
            continue;
        }
        for (std::size_t j = 0; j < token.size(); ++j) {
            char c = static_cast<char>(std::tolower(static_cast<unsigned char>(token[j])));
            if (c != 'b' && c != 'r') throw fail("pile '" + token + "' has a chip that is neither b nor r");
            if (j > 0 && c == std::tolower(static_cast<unsigned char>(token[j - 1])))
                throw fail("pile '" + token + "' has two consecutive " + std::string(1, c) +
                           " chips, which the Capture Rule never leaves on the board");
        }
        if (token.size() > static_cast<std::size_t>(kMaxLength)) throw fail("pile '" + token + "' is longer than " + std::to_string(kMaxLength));
        if (s.piles == kMaxPiles) throw fail("more than " + std::to_string(kMaxPiles) + " non-empty piles");
        Colour top = std::tolower(static_cast<unsigned char>(token.back())) == 'b' ? Blue : Red;
        s.addPile({top, static_cast<int>(token.size())});
    }
    if (empty > kMaxCount) throw fail("more than " + std::to_string(kMaxCount) + " empty piles");
    s.empty = static_cast<std::uint8_t>(empty);
    if (s.pileCount() == 0) throw fail("the board has no pile (k >= 1)");
    skip();
    if (i >= text.size()) throw fail("missing the active player (B or R) at the end");
    char who = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i++])));
    if (who != 'B' && who != 'R') throw fail(std::string("the active player must be B or R, not '") + who + "'");
    s.mover = who == 'B' ? Blue : Red;
    skip();
    if (i != text.size()) throw fail("unexpected text after the active player: '" + std::string(text.substr(i)) + "'");
    if (s.chips() > kMaxCount) throw fail("more than " + std::to_string(kMaxCount) + " chips in play");
    return s;
}

void forEachState(int n, int k, Colour mover, const std::function<bool(const State&)>& visit,
                  const std::function<bool(const State&)>& board) {
    State s;
    s.mover = mover;
    bool go = true;
    // Hands share the chips left over by the board.
    auto hands = [&](int left) {
        for (int a = 0; a <= left && go; ++a)
            for (int b = 0; a + b <= left && go; ++b)
                for (int c = 0; a + b + c <= left && go; ++c) {
                    s.hand[Blue] = {static_cast<std::uint8_t>(a), static_cast<std::uint8_t>(b)};
                    s.hand[Red] = {static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(left - a - b - c)};
                    go = visit(s);
                }
    };
    // Non-empty piles as non-increasing codes, at most k of them, with at most n chips.
    auto boards = [&](auto&& self, int maxCode, int chipsLeft) -> void {
        s.empty = static_cast<std::uint8_t>(k - s.piles);
        if (!board || board(s)) hands(chipsLeft);
        if (s.piles == k || s.piles == kMaxPiles) return;
        for (int c = std::min(maxCode, 2 * chipsLeft + 1); c >= 2 && go; --c) {
            int len = c >> 1;
            if (len > kMaxLength) continue;
            s.code[s.piles++] = static_cast<std::uint8_t>(c);
            self(self, c, chipsLeft - len);
            s.code[--s.piles] = 0;
        }
    };
    if (k >= 1 && k <= kMaxCount + kMaxPiles) boards(boards, 2 * kMaxLength + 1, n);
}

}  // namespace gameaudit::sls
