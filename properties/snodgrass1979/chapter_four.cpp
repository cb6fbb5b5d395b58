// Snodgrass (1979), Chapter Four: the replies the thesis lists for Right, each with the Left
// move it answers, as the chapter builds its strategy case by case.
#include "properties/snodgrass1979/chapter_four.hpp"

#include <algorithm>

namespace gameaudit::snodgrass1979 {
namespace {

Tint other(Tint t) { return t == Tint::Red ? Tint::Black : Tint::Red; }

// Left's moves in a strip, each as (pieces, counter colour) with pieces in strip order.
std::vector<std::pair<Position, snodgrass::Move>> leftMoves(const Strip& s) {
    std::vector<std::pair<Position, snodgrass::Move>> v;
    for (const auto& m : snodgrass::moves(s, Player::Left)) v.push_back({snodgrass::place(s, m), m});
    return v;
}

// Pieces of a strip after a counter on square i, as (left piece, right piece), lengths may be 0.
std::pair<Strip, Strip> split(const Strip& s, const snodgrass::Move& m) {
    return {{s.left, m.square - 1, m.counter.left}, {m.counter.right, s.length - m.square, s.right}};
}

}  // namespace

Strip rr(int n) { return strip(Type::RR, n); }
Strip rb(int n) { return strip(Type::RB, n); }
Strip r(int n) { return strip(Type::R, n); }
Position without0(Position p) {
    std::erase_if(p, [](const Strip& s) { return s.length == 0; });
    return snodgrass::sorted(std::move(p));
}
Position operator+(Position a, const Position& b) {
    a.insert(a.end(), b.begin(), b.end());
    return without0(std::move(a));
}

bool isRightMove(const Position& before, const Position& after) {
    Position target = snodgrass::symmetric(after);
    for (std::size_t i = 0; i < before.size(); ++i) {
        Position rest = before;
        rest.erase(rest.begin() + static_cast<long>(i));
        std::multiset<Strip> needed(target.begin(), target.end());
        bool contained = true;
        for (const Strip& s : snodgrass::symmetric(rest)) {
            auto it = needed.find(s);
            if (it == needed.end()) {
                contained = false;
                break;
            }
            needed.erase(it);
        }
        if (!contained) continue;
        Position wanted(needed.begin(), needed.end());
        for (const Position& o : snodgrass::options(before[i], Player::Right))
            if (snodgrass::symmetric(o) == wanted) return true;
    }
    return false;
}

std::vector<Scenario> endReplies(int n) {
    std::vector<Scenario> v;
    Strip whole{Tint::None, n, Tint::None};
    for (const auto& [pieces, m] : leftMoves(whole)) {
        if (m.square != 1 && m.square != n) continue;
        int enclosed = n - 2;
        Tint c = m.counter.left;  // Left's colour
        Tint t = enclosed % 4 == 2 ? other(c) : c;  // ends differently coloured iff length = 2 mod 4
        Position reply = m.square == 1 ? Position{{c, enclosed, t}} : Position{{t, enclosed, c}};
        v.push_back({"Left's " + show(m) + " of " + show(whole), pieces, without0(reply)});
    }
    return v;
}

std::vector<Scenario> interiorReplies(int n) {
    std::vector<Scenario> v;
    Strip whole{Tint::None, n, Tint::None};
    for (const auto& [pieces, m] : leftMoves(whole)) {
        if (m.square == 1 || m.square == n) continue;
        auto [near, far] = split(whole, m);  // near: left piece, far: right piece
        bool shortLeft = near.length < far.length;
        int a = std::min(near.length, far.length), b = std::max(near.length, far.length);
        int e = b - 1 - a;
        Tint c = m.counter.left, t = e % 4 == 2 ? other(c) : c;
        // Right plays in the longer piece, leaving a piece of length a at its far end.
        Position reply = shortLeft ? Position{near, {c, e, t}, {other(t), a, Tint::None}}
                                   : Position{{Tint::None, a, other(t)}, {t, e, c}, far};
        v.push_back({"Left's " + show(m) + " of " + show(whole), pieces, without0(reply)});
    }
    return v;
}

std::vector<Scenario> secondMoveReplies(const Strip& start) {
    std::vector<Scenario> v;
    bool inRR = start.right == Tint::Red;
    for (const auto& [pieces, m] : leftMoves(start)) {
        auto [x, y] = split(start, m);
        // Name the pieces as the thesis does, by Lemma 1: RkR (same tints) or RkB (different).
        auto same = [](const Strip& s) { return s.length == 0 || s.left == s.right; };
        const Strip& longer = x.length > y.length ? x : y;
        const Strip& shorter = x.length > y.length ? y : x;
        int c = longer.length, d = shorter.length, e = c - 1 - d;
        bool dEven = d % 2 == 0;
        Position reply;
        if (inRR) {  // cases 1-4 for RaR
            if (same(longer) && same(shorter)) reply = dEven ? Position{rr(d), rb(e), rr(d)} : Position{rb(d), rr(e), rr(d)};
            else reply = dEven ? Position{rb(d), rb(e), rb(d)} : Position{rr(d), rr(e), rb(d)};
        } else {  // cases 1-4 for RaB: the longer piece is RcR or RcB
            if (same(longer)) reply = dEven ? Position{rb(d), rr(e), rb(d)} : Position{rr(d), rb(e), rb(d)};
            else reply = dEven ? Position{rr(d), rr(e), rr(d)} : Position{rb(d), rb(e), rr(d)};
        }
        v.push_back({"Left's " + show(m) + " of " + show(start), pieces, without0(reply)});
    }
    return v;
}

std::vector<Scenario> twinReplies(int a, const std::vector<Position>& thirds) {
    std::vector<Scenario> v;
    for (const Position& rest : thirds) {
        for (const auto& [pieces, m] : leftMoves(r(a))) {
            auto [x, y] = split(r(a), m);
            int c = x.length, d = y.length;
            bool red = m.counter.left == Tint::Red;
            bool answerRR = red == (c % 2 == 0);  // 1: RcR if c even, RcB if odd; 2: RcB if even, RcR if odd
            Position answer = {answerRR ? rr(c) : rb(c), r(d)};
            v.push_back({"Left's " + show(m) + " of one " + show(r(a)), pieces + Position{r(a)} + rest,
                         pieces + answer + rest});
        }
    }
    return v;
}

std::vector<Scenario> pairReplies(const Strip& first, const Strip& second) {
    std::vector<Scenario> v;
    auto same = [](const Strip& s) { return s.length == 0 || s.left == s.right; };
    for (int k = 0; k < 2; ++k) {
        const Strip& moved = k == 0 ? first : second;
        const Strip& answered = k == 0 ? second : first;
        if (k == 1 && first == second) break;
        for (const auto& [pieces, m] : leftMoves(moved)) {
            auto [x, y] = split(moved, m);
            Position answer;
            if (first == second && same(first)) {  // RaR + RaR: c odd, d even; 1 -> RcB + RdR, 2 -> RcR + RdB
                const Strip& odd = x.length % 2 ? x : y;
                const Strip& even = x.length % 2 ? y : x;
                bool red = same(x);
                answer = red ? Position{rb(odd.length), rr(even.length)} : Position{rr(odd.length), rb(even.length)};
            } else if (first == second) {  // RaB + RaB: Left's RcR + RdB, Right's RcB + RdB
                const Strip& cPiece = same(x) ? x : y;
                const Strip& dPiece = same(x) ? y : x;
                answer = {rb(cPiece.length), rb(dPiece.length)};
            } else {  // RaB + RaR, a odd: c and d of equal parity
                const Strip& cPiece = same(x) ? x : y;  // RcR in case 1, the first RR piece otherwise
                const Strip& dPiece = same(x) ? y : x;
                bool even = x.length % 2 == 0;
                bool movedInRB = !same(moved);
                if (movedInRB)  // case 1: RcR + RdB + RaR
                    answer = even ? Position{rr(cPiece.length), rb(dPiece.length)} : Position{rb(cPiece.length), rr(dPiece.length)};
                else if (same(x) && same(y))  // case 2: RcR + RdR + RaB
                    answer = even ? Position{rr(x.length), rr(y.length)} : Position{rb(x.length), rb(y.length)};
                else  // case 3: RcB + RdB + RaB
                    answer = even ? Position{rb(x.length), rb(y.length)} : Position{rr(x.length), rr(y.length)};
            }
            v.push_back({"Left's " + show(m) + " of " + show(moved), pieces + Position{answered},
                         pieces + answer});
        }
    }
    return v;
}

}  // namespace gameaudit::snodgrass1979
