// Snodgrass (1979), Chapter Four: the symmetry strategy played out in full, against every
// opponent move, from the first move to the end of the game, on the model's rules alone.
#include <algorithm>
#include <array>
#include <map>
#include <optional>

#include "core/check.hpp"
#include "core/run_control.hpp"
#include "properties/snodgrass1979/chapter_four.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979::strategy_playout {
namespace {

using snodgrass::show;

Player other(Player p) { return p == Player::Left ? Player::Right : Player::Left; }
std::string name(Player p) { return p == Player::Left ? "Left" : "Right"; }

// The thesis's names for a strip: n (untinted), Rn (one end tinted), RnR (same tints), RnB.
Type typeOf(const Strip& s) {
    if (s.left == Tint::None && s.right == Tint::None) return Type::Plain;
    if (s.left == Tint::None || s.right == Tint::None) return Type::R;
    return s.left == s.right ? Type::RR : Type::RB;
}

// Whether a position is one the strategy leaves its opponent: a sum of the chapter's cancelling
// pairs (Ra + Ra; RaR + RaR and RaB + RaB, a even; RaB + RaR, a odd) and lone strips RaR
// (a = 0 mod 4), RaB (a = 2 mod 4) or an untinted even strip. Judged on lengths and tints only.
bool restored(const Position& p) {
    std::map<int, std::array<int, 4>> count;  // per length, per type
    for (const Strip& s : p) ++count[s.length][static_cast<int>(typeOf(s))];
    for (const auto& [a, perType] : count) {
        const std::array<int, 4>& c = perType;  // a plain reference: clang 14 cannot capture a binding
        auto of = [&c](Type t) { return c[static_cast<int>(t)]; };
        int plain = of(Type::Plain), r = of(Type::R), rr = of(Type::RR), rb = of(Type::RB);
        if (r % 2 || (plain && a % 2)) return false;
        if (a % 2 ? rr != rb : a % 4 == 0 ? rb % 2 : rr % 2) return false;
    }
    return true;
}

// The strips in which the responder replies: the pieces the opponent's move made (a lone strip,
// answered inside it), or the strips that could be the moved strip's partner in a pair.
bool partners(const Strip& moved, const Strip& s) {
    Type a = typeOf(moved), b = typeOf(s);
    if (moved.length != s.length) return false;
    if (moved.length % 2 && (a == Type::RR || a == Type::RB)) return (a == Type::RR) != (b == Type::RR) && b != Type::R;
    return a == b && a != Type::Plain;
}

Position joined(Position a, const Position& b) {
    if (!std::is_sorted(a.begin(), a.end()) || !std::is_sorted(b.begin(), b.end())) {
        a.insert(a.end(), b.begin(), b.end());
        return snodgrass::sorted(std::move(a));
    }
    Position sum(a.size() + b.size());  // sums are kept sorted: merging them sorts the whole
    std::merge(a.begin(), a.end(), b.begin(), b.end(), sum.begin());
    return sum;
}

Position without(const Position& p, std::size_t i) {
    Position rest;
    for (std::size_t j = 0; j < p.size(); ++j)
        if (j != i) rest.push_back(p[j]);
    return rest;
}

// A responder's reply to the opponent's move in strip i of p, which left `pieces` there; none
// where the strategy has no reply.
using Reply = std::function<std::optional<Position>(const Position& p, std::size_t i, const Position& pieces)>;

// The strategy's form: the responder's first move, in a strip the chapter names, back to a
// restored position.
Reply formRestoringReply(Player responder) {
    return [responder](const Position& p, std::size_t i, const Position& pieces) -> std::optional<Position> {
        Position after = joined(pieces, without(p, i));
        int longest = 0;
        for (const Strip& s : pieces) longest = std::max(longest, s.length);
        for (std::size_t j = 0; j < after.size(); ++j) {
            bool piece = after[j].length == longest &&
                         std::find(pieces.begin(), pieces.end(), after[j]) != pieces.end();
            if (!piece && !partners(p[i], after[j])) continue;
            for (const snodgrass::Move& m : snodgrass::moves(after[j], responder)) {
                Position result = joined(snodgrass::place(after[j], m), without(after, j));
                if (restored(result)) return result;
            }
        }
        return std::nullopt;
    };
}

// The reply Chapter Four lists for Right, where it is a legal move: the first move's replies on
// the whole even strip, the second move's in a lone RaR (a = 0 mod 4) or RaB (a = 2 mod 4), the
// twins' and pairs' replies in the partner of the strip Left moved in.
std::optional<Position> listedReply(const Position& p, std::size_t i, const Position& pieces) {
    const Strip& moved = p[i];
    const Position rest = without(p, i);
    // The first of `listed` whose position is Left's, `partner` included, with a legal reply.
    auto answer = [&](const std::vector<Scenario>& listed, std::optional<std::size_t> partner) -> std::optional<Position> {
        Position involved = pieces, untouched = rest;
        if (partner) {
            involved = joined(involved, {rest[*partner]});
            untouched = without(rest, *partner);
        }
        const Position left = snodgrass::symmetric(involved);
        for (const Scenario& s : listed)
            if (snodgrass::symmetric(s.before) == left && isRightMove(s.before, s.reply)) return joined(s.reply, untouched);
        return std::nullopt;
    };
    const Type type = typeOf(moved);
    const int a = moved.length;
    if (p.size() == 1 && type == Type::Plain && a % 2 == 0) {
        std::vector<Scenario> first = endReplies(a), inner = interiorReplies(a);
        first.insert(first.end(), inner.begin(), inner.end());
        return answer(first, std::nullopt);
    }
    for (std::size_t j = 0; j < rest.size(); ++j) {
        if (rest[j].length != a) continue;
        const Type t = typeOf(rest[j]);
        std::vector<Scenario> listed;
        if (type == Type::R && t == Type::R) listed = twinReplies(a, {{}});
        else if (a % 2 == 0 && type == t && type == Type::RR) listed = pairReplies(rr(a), rr(a));
        else if (a % 2 == 0 && type == t && type == Type::RB) listed = pairReplies(rb(a), rb(a));
        else if (a % 2 == 1 && (type == Type::RB || type == Type::RR) && (t == Type::RB || t == Type::RR) && t != type)
            listed = pairReplies(rb(a), rr(a));
        if (auto reply = answer(listed, j)) return reply;
    }
    if (type == Type::RR && a % 4 == 0) return answer(secondMoveReplies(rr(a)), std::nullopt);
    if (type == Type::RB && a % 4 == 2) return answer(secondMoveReplies(rb(a)), std::nullopt);
    return std::nullopt;
}

// Plays the strategy for `responder` against every move of the other player from p (a
// position the strategy left), to the end of the game. Empty if the responder always wins;
// otherwise the line of play where the strategy has no reply or the responder loses.
class Playout {
public:
    Playout(Player responder, Reply reply) : responder_(responder), reply_(std::move(reply)) {}

    std::string lose(const Position& p) {
        Position key = snodgrass::symmetric(p);
        if (auto it = memo_.find(key); it != memo_.end()) return it->second;
        std::string failure;
        Player mover = other(responder_);
        for (std::size_t i = 0; i < p.size() && failure.empty(); ++i)
            for (const snodgrass::Move& m : snodgrass::moves(p[i], mover)) {
                checkpoint("playing the strategy out");  // a claim's time limit and Ctrl-C hold here too
                Position pieces = snodgrass::place(p[i], m);
                auto line = [&] { return name(mover) + " " + show(m) + " of " + show(p[i]) + " in " + show(p); };
                std::optional<Position> reply = reply_(p, i, pieces);
                if (!reply) {
                    failure = line() + ": the strategy has no reply";
                    break;
                }
                if (std::string deeper = lose(*reply); !deeper.empty()) {
                    failure = line() + ", " + name(responder_) + " to " + show(*reply) + "; " + deeper;
                    break;
                }
            }
        return memo_[key] = failure;
    }

private:
    Player responder_;
    Reply reply_;
    std::map<Position, std::string> memo_;
};

const std::string kReading =
    "Strips are written as in the thesis: [R|B]n[R|B], a letter giving the tint of an end square. The strategy, as "
    "Chapter Four builds it: after each of its replies the position is a sum of the chapter's cancelling pairs "
    "(Ra + Ra; RaR + RaR and RaB + RaB, a even; RaB + RaR, a odd) and lone strips RaR (a = 0 mod 4) or RaB "
    "(a = 2 mod 4) -- judged on lengths and tints alone, never on values. Its reply is made in the strip the chapter "
    "names: in the longer piece of the strip the opponent split (the only piece after an end move), or in the "
    "partner of the strip "
    "the opponent moved in; the first such move (in the model's order) that restores the form is played. Every "
    "opponent move is tried at every turn, to the end of the game, on the model's rules; the claim holds when the "
    "strategy always has its reply and the opponent is the one left without a move. Every position the strategy can "
    "leave is visited, and their number grows exponentially with n; the default bound (28 for even strips, 25 for odd "
    "ones) reaches well past the lengths where Theorem 1's cases all recur several times; deeper runs go behind "
    "--bound. ";

Property<std::int64_t> playout(std::int64_t lo, bool odd, std::function<Judgement(int)> play) {
    return forLengths({.lo = lo, .keep = [odd](std::int64_t n) { return (n % 2 == 1) == odd; },
                       .hypothesis = odd ? "n odd" : "n even"},
                      std::move(play));
}

// The second player's win on an even strip, the responder following the strategy.
Judgement secondPlayerWins(int n, Player responder, Reply reply) {
    Playout game(responder, std::move(reply));
    std::string line = game.lose({Strip{Tint::None, n, Tint::None}});
    if (line.empty()) return Judgement::pass();
    return Judgement::fail(name(responder) + " wins by the strategy", "it fails", line);
}

// The first player's win on an odd strip: the middle square, then the strategy in R_m + R_m.
Judgement firstPlayerWins(int k, const std::vector<Player>& firstPlayers, const std::function<Reply(Player)>& strategy) {
    Strip whole{Tint::None, k, Tint::None};
    for (Player first : firstPlayers)
        for (const snodgrass::Counter& c : snodgrass::counters(first)) {
            snodgrass::Move m{c, (k + 1) / 2};
            Position after = snodgrass::place(whole, m);
            std::string opening = name(first) + " " + show(m) + " of " + show(whole) + " -> " + show(after);
            if (!restored(after)) return Judgement::fail(opening + " is R_m + R_m", "it is not");
            if (std::string line = Playout(first, strategy(first)).lose(after); !line.empty())
                return Judgement::fail(name(first) + " wins by the strategy after " + opening, "it fails", line);
        }
    return Judgement::pass();
}

const std::string kListedReading =
    "Strips are written as in the thesis: [R|B]n[R|B], a letter giving the tint of an end square. Right answers every "
    "Left move with the reply Chapter Four lists for the case it falls in: on the whole even strip the first move's "
    "(ex4.1, ex4.2), in a lone RaR (a = 0 mod 4) or RaB (a = 2 mod 4) the second move's (ex4.3, ex4.4), in the partner "
    "of a twin Ra + Ra or of a pair RaR + RaR, RaB + RaB (a even) or RaB + RaR (a odd) the third move's (ex4.5-ex4.8), "
    "positions compared up to Lemma 1's identifications (reversal and red/black swap); where several cases fit "
    "(identical strips), any whose listed reply is a legal move is taken. Every Left move is tried at "
    "every turn, to the end of the game, on the model's rules; the claim holds when every Left move met falls in a "
    "case whose listed reply is a legal move and Left is the one left without a move. ";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string s410 =
        "From this point on, any move Left can make is merely a duplicate of a move we have already considered. Hence, if "
        "Left begins a game on a strip of even length, Right can always respond to him with a winning move.";
    const std::string s412 =
        "Hence, in a strip of odd length, the first player can win by moving in the middle square and then by following "
        "the second player win strategy in R_n + R_n.";
    auto right = [](Player) { return Reply(listedReply); };
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.10", "Chapter Four, the second player's strategy played out, Left starting",
            {.statement = s410,
             .reading = kListedReading + "Here Left starts on the untinted strip n, n even.",
             .bound = 28,
             .randomReach = 1.1,
             .cases = 1,
             .expect = Expect::refutedAt("n=12")}),
        playout(2, false, [](int n) { return secondPlayerWins(n, Player::Right, listedReply); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.10-alt", "Chapter Four, the second player's strategy played out, Left starting",
            {.statement = s410,
             .reading = "Alternative reading: the strategy's form, not the listed replies. " + kReading +
                        "Here Left starts on the untinted strip n, n even, and Right follows the strategy.",
             .bound = 28,
             .randomReach = 1.1,
             .cases = 1}),
        playout(2, false, [](int n) { return secondPlayerWins(n, Player::Right, formRestoringReply(Player::Right)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.11", "Chapter Four, the second player's strategy played out, Right starting",
            {.statement = "Now, it is easy to see that if Right starts a game on an even strip, the situation is "
                          "essentially the same as the one just discussed and Left will always be able to respond with a "
                          "winning move.",
             .reading = kReading + "Here Right starts on the untinted strip n, n even, and Left follows the same strategy "
                                   "with the players' roles exchanged (the thesis lists no replies for Left, so the "
                                   "strategy's form is what is played).",
             .bound = 28,
             .randomReach = 1.1,
             .cases = 1}),
        playout(2, false, [](int n) { return secondPlayerWins(n, Player::Left, formRestoringReply(Player::Left)); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.12", "Chapter Four, the first player's strategy on an odd strip played out",
            {.statement = s412,
             .reading = kListedReading + "Here Right starts on the untinted strip k, k odd, with either of his counters "
                                         "on the middle square, and then answers Left as listed in the resulting "
                                         "R_m + R_m (the thesis lists replies for Right only; with Left "
                                         "starting, see snodgrass1979/ex4.12-alt).",
             .bound = 25,
             .randomReach = 1.1,
             .cases = 1,
             .expect = Expect::refutedAt("n=11")}),
        playout(1, true, [right](int k) { return firstPlayerWins(k, {Player::Right}, right); })));
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("ex4.12-alt", "Chapter Four, the first player's strategy on an odd strip played out",
            {.statement = s412,
             .reading = "Alternative reading: the strategy's form, not the listed replies. " + kReading +
                        "Here either player starts on the untinted strip k, k odd, with either of his counters on the "
                        "middle square, and then follows the strategy in the resulting R_m + R_m.",
             .bound = 25,
             .randomReach = 1.1,
             .cases = 1}),
        playout(1, true, [](int k) { return firstPlayerWins(k, {Player::Left, Player::Right}, formRestoringReply); })));
}

}  // namespace gameaudit::snodgrass1979::strategy_playout
