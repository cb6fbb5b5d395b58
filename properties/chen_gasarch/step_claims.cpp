// Chen & Gasarch, NIM with Cash: the steps of the staircase proofs (Theorems 6.3, 6.4 and 6.6),
// one claim per sentence. Each step is read as printed, in the proof's n (even) and k (>= 0):
//   - a range step ("For n + 2 stones, let us examine what happens when ..., where we have used our
//     definitions") says the printed inequalities are the induction hypothesis at that pile:
//     formula against formula, over every money value;
//   - a play step ("If Player 1 takes 1, but Player 2 takes 2, ...") plays the takes from every
//     position of the printed range where both players are middle class, and checks the money it
//     prints afterwards, or the winner it names (from the cash game's table);
//   - a hypothesis step ("applying inductive hypothesis (3) yields if ... then W(n; d, e) = 1") checks
//     the printed implication at the pile it literally names (n stones) and, as the reading
//     "-pile", at the pile the step has reached.
#include <map>

#include <fmt/format.h>

#include "properties/chen_gasarch/formulas.hpp"
#include "properties/chen_gasarch/step_statements.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "provers/attach.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {
namespace {

using I = std::int64_t;
// A printed range in the proof's n (even), L and k: does money (d, e) satisfy it?
using Range = std::function<bool(I n, I l, I k, I d, I e)>;

// The recalled M (line 271): M1(n) = n/2 + 1, M2(n) = n/2 for even n; (n+1)/2 for odd n.
I m1(I n) { return theorem43M(Player::One, n); }
I m2(I n) { return theorem43M(Player::Two, n); }

struct Take {
    std::function<I(I l)> amount;
    bool required;  // "Player 2 can choose to take ...": the take must be affordable
};
Take take(I a, bool required = false) { return {[a](I) { return a; }, required}; }
Take takeL(I plus, bool required = false) { return {[plus](I l) { return l + plus; }, required}; }

struct Step {
    std::string id, where, reading;
    I off;         // the position judged has n + off stones
    Range range;   // the printed range at that position
    // A range step: the induction hypothesis the printed range must equal, at the same pile.
    Range hypothesis;
    // A play step: the alternatives (each a sequence of takes, Player 1 first), the printed range
    // the money must land in (optional) and the winner of the position reached (0: none named).
    std::vector<std::vector<Take>> plays;
    Range landing;
    int winner = 0;
    Expect expect;
};

struct Theorem {
    std::string number;  // "6.3"
    Sets family;
    std::int64_t bound;
};

std::string showMoney(I d, I e) { return fmt::format("d = {}, e = {}", d, e); }

// The values of k for which (d, e) lies in the printed range at n.
std::vector<I> ks(const Range& r, I n, I l, I d, I e) {
    std::vector<I> out;
    for (I k = 0; k <= d + e + 2; ++k)
        if (r(n, l, k, d, e)) out.push_back(k);
    return out;
}

Property<Position> stepProperty(const Theorem& t, const Step& s) {
    const I off = s.off;
    auto proofN = [off](const Position& g) { return g.n - off; };
    auto inRange = [s, proofN](const Position& g) {
        const I n = proofN(g);
        return n >= 0 && n % 2 == 0 && !ks(s.range, n, parameterL(g.a), g.d, g.e).empty();
    };
    // by hand: a proof step: a printed range against the induction hypothesis, or its plays and W
    Property<Position> p;
    if (s.hypothesis) {
        // Formula against formula over every money value up to the pile plus max(A).
        p.domain = positions(t.family, "0 <= d, e <= n + max(A)", allMoney)
                       .where([proofN](const Position& g) { return proofN(g) >= 0 && proofN(g) % 2 == 0; },
                              fmt::format("n + {} stones, n even", off));
        p.predicate = [s, proofN](const Position& g) {
            CashOracle::requireRoom(g.n, false);  // refuses a pile beyond memory, as the other claims do
            const I n = proofN(g), l = parameterL(g.a);
            for (I k = 0; k <= g.d + g.e + 2; ++k) {
                const bool printed = s.range(n, l, k, g.d, g.e), hyp = s.hypothesis(n, l, k, g.d, g.e);
                if (printed != hyp)
                    return Judgement::fail(fmt::format("the printed range {} (n = {}, k = {}, {})",
                                                       printed ? "holds" : "does not hold", n, k, showMoney(g.d, g.e)),
                                           fmt::format("the induction hypothesis at {} stones {}", g.n,
                                                       hyp ? "holds" : "does not hold"),
                                           winningLine(g));
            }
            return Judgement::pass();
        };
        return p;
    }
    p.domain = positions(t.family, "both players middle class", bothMiddleClass)
                   .where(inRange, fmt::format("the printed range at n + {} stones, n even, some k >= 0", off));
    p.prepare = [](std::int64_t) {};
    p.predicate = [s, proofN](const Position& g) {
        const I n = proofN(g), l = parameterL(g.a);
        const CashOracle& o = solved(g.a, g.n);
        for (I k : ks(s.range, n, l, g.d, g.e)) {
            if (s.plays.empty()) {  // a hypothesis step: the printed implication at this pile
                if (o.winner(g.n, g.d, g.e) != s.winner)
                    return Judgement::fail(fmt::format("W = {} (n = {}, k = {})", s.winner, n, k),
                                           fmt::format("W = {}", 3 - s.winner), winningLine(g));
                continue;
            }
            for (const auto& play : s.plays) {
                I stones = g.n, money[2] = {g.d, g.e};
                std::string line;
                bool happened = true;
                for (std::size_t i = 0; i < play.size(); ++i) {
                    const int who = static_cast<int>(i % 2);
                    const I a = play[i].amount(l);
                    if (a > stones || a > money[who]) {
                        if (play[i].required)
                            return Judgement::fail(fmt::format("Player {} can take {} (n = {}, k = {})", who + 1, a, n, k),
                                                   fmt::format("{} stones, {} dollars left", stones, money[who]), line);
                        happened = false;  // the line of play does not occur here
                        break;
                    }
                    stones -= a;
                    money[who] -= a;
                    line += fmt::format("P{} takes {} -> (n={}; d={}, e={}); ", who + 1, a, stones, money[0], money[1]);
                }
                if (!happened) continue;
                if (s.landing && !s.landing(n, l, k, money[0], money[1]))
                    return Judgement::fail(fmt::format("the money after the takes is in the printed range (n = {}, k = {})", n, k),
                                           "it is not: " + showMoney(money[0], money[1]), line);
                const int reached = play.size() % 2 == 0 ? o.winner(stones, money[0], money[1])
                                                         : 3 - o.winner(stones, money[1], money[0]);  // Player 2 to move
                if (s.winner != 0 && reached != s.winner)
                    return Judgement::fail(fmt::format("Player {} wins after the takes (n = {}, k = {})", s.winner, n, k),
                                           fmt::format("Player {} wins", 3 - s.winner),
                                           line + (play.size() % 2 == 0 ? winningLine(Position{g.a, stones, money[0], money[1]})
                                                                        : std::string()));
            }
        }
        return Judgement::pass();
    };
    return p;
}

// ---- the printed ranges, h = n/2 ----

std::vector<Step> theorem63Steps() {
    auto r363 = [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k + 2 <= d && d < h + k + 3 && e < h + k + 2; };
    auto r381 = [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k + 2 <= d && d < h + k + 3 && e >= h + k + 2; };
    // Hypotheses (1)-(4) at a pile N (even for (1), (2), odd for (3), (4)).
    auto hyp12 = [](I N, I k, I d) { return m1(N) + k <= d && d < m1(N) + k + 1; };
    auto hyp34 = [](I N, I k, I d) { return m1(N) + k + 1 <= d && d < m1(N) + k + 2; };
    auto r377 = [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k + 1 <= d && d < h + k + 2 && e < h + k + 1; };
    auto r399 = [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k <= d && d < h + k + 1 && e < h + k; };
    const char* both = "Play: both take 1. ";
    return {
        {"prf6.3b", "the case n + 2 stones, e below the threshold",
         "The printed range at n + 2 stones is hypothesis (1) at n + 2: M1(n+2) + k <= d < M1(n+2) + k + 1, e < M2(n+2) + k + 1.",
         2, r363, [hyp12](I n, I, I k, I d, I e) { return hyp12(n + 2, k, d) && e < m2(n + 2) + k + 1; }},
        {"prf6.3c", "both take 1", std::string(both) + "The money lands in (1) at n stones as printed, and Player 1 wins there.", 2,
         r363, {}, {{take(1), take(1)}},
         [hyp12](I n, I, I k, I d, I e) { return hyp12(n, k, d) && e < m2(n) + k + 1; }, 1},
        {"prf6.3d", "Player 1 takes 1, Player 2 takes 2", "Play: 1, then 2. The money lands in the printed range.", 2, r363, {},
         {{take(1), take(2)}}, [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k + 1 <= d && d < h + k + 2 && e < h + k; }},
        {"prf6.3e", "hypothesis (3), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r377,
         {}, {}, {}, 1},
        {"prf6.3e-pile", "hypothesis (3), at the pile reached", "Alternative reading: the implication at n - 1 stones, the pile the step reached.",
         -1, r377, {}, {}, {}, 1},
        {"prf6.3f", "Player 1 wins even if Player 2 takes 2", "Play: 1, then 2; Player 1 wins the position reached.", 2, r363, {},
         {{take(1), take(2)}}, {}, 1},
        {"prf6.3g", "the case n + 2 stones, e at or above the threshold",
         "The printed range at n + 2 stones is hypothesis (2) at n + 2.", 2, r381,
         [hyp12](I n, I, I k, I d, I e) { return hyp12(n + 2, k, d) && e >= m2(n + 2) + k + 1; }},
        {"prf6.3h", "both take 1, Player 2 wins", std::string(both) + "The money lands in (2) at n stones; Player 2 wins there.", 2,
         r381, {}, {{take(1), take(1)}}, [hyp12](I n, I, I k, I d, I e) { return hyp12(n, k, d) && e >= m2(n) + k + 1; }, 2},
        {"prf6.3i", "Player 1 takes 2, Player 2 answers 2",
         "Play: if Player 1 takes 2, Player 2 can take 2 (affordable) and then wins.", 2, r381, {},
         {{take(2), take(2, true)}}, {}, 2},
        {"prf6.3j", "the case n + 1 stones, e below the threshold", "The printed range at n + 1 stones is hypothesis (3) at n + 1.",
         1, r363, [hyp34](I n, I, I k, I d, I e) { return hyp34(n + 1, k, d) && e < m2(n + 1) + k + 1; }},
        {"prf6.3k", "both take 1 from n + 1", std::string(both) + "The money lands in (3) at n - 1 stones; Player 1 wins there.",
         1, r363, {}, {{take(1), take(1)}}, [hyp34](I n, I, I k, I d, I e) { return hyp34(n - 1, k, d) && e < m2(n - 1) + k + 1; },
         1},
        {"prf6.3l", "Player 1 takes 1, Player 2 takes 2, from n + 1", "Play: 1, then 2. The money lands in the printed range.", 1,
         r363, {}, {{take(1), take(2)}},
         [](I n, I, I k, I d, I e) { const I h = n / 2; return h + k + 1 <= d && d < h + k + 2 && e < h + k; }},
        {"prf6.3m", "hypothesis (1), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r399,
         {}, {}, {}, 1},
        {"prf6.3m-pile", "hypothesis (1), at the pile reached", "Alternative reading: the implication at n - 2 stones, the pile the step reached.",
         -2, r399, {}, {}, {}, 1},
        {"prf6.3n", "more money does not affect the outcome", "Play: 1, then 2 from n + 1; Player 1 wins the position reached.", 1,
         r363, {}, {{take(1), take(2)}}, {}, 1},
        {"prf6.3o", "the case n + 1 stones, e at or above the threshold",
         "The printed range at n + 1 stones is hypothesis (4) at n + 1.", 1, r381,
         [hyp34](I n, I, I k, I d, I e) { return hyp34(n + 1, k, d) && e >= m2(n + 1) + k + 1; }},
        {"prf6.3p", "both take 1 from n + 1, Player 2 wins", std::string(both) + "The money lands in (4) at n - 1; Player 2 wins there.",
         1, r381, {}, {{take(1), take(1)}},
         [hyp34](I n, I, I k, I d, I e) { return hyp34(n - 1, k, d) && e >= m2(n - 1) + k + 1; }, 2},
        {"prf6.3q", "Player 1 takes 2, Player 2 answers 2, from n + 1",
         "Play: if Player 1 takes 2, Player 2 can take 2 (affordable) and then wins.", 1, r381, {}, {{take(2), take(2, true)}}, {}, 2},
    };
}

std::vector<Step> theorem64Steps() {
    // w = L - 1, H = L/2; hypotheses (5)-(8) as printed in the proof.
    auto h5d = [](I N, I l, I k, I d) { const I w = l - 1, H = l / 2; return m1(N) + w * k + H - 1 <= d && d < m1(N) + w * k + 3 * H - 2; };
    auto h7d = [](I N, I l, I k, I d) { const I w = l - 1; return m1(N) + w * k <= d && d < m1(N) + w * k + l - 1; };
    auto r504d = [](I n, I l, I k, I d) { const I h = n / 2, w = l - 1, H = l / 2; return h + 2 + w * k + H - 1 <= d && d < h + 2 + w * k + 3 * H - 2; };
    auto r504 = [r504d](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return r504d(n, l, k, d) && e < h + 1 + w * k + H - 1; };
    auto r522 = [r504d](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return r504d(n, l, k, d) && e >= h + 1 + w * k + H - 1; };
    auto r528d = [](I n, I l, I k, I d) { const I h = n / 2, w = l - 1; return h + 1 + w * k <= d && d < h + 1 + w * k + l - 1; };
    auto r528 = [r528d](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return r528d(n, l, k, d) && e < h + 1 + w * k + H - 1; };
    auto r544 = [r528d](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return r528d(n, l, k, d) && e >= h + 1 + w * k + H - 1; };
    auto r516 = [](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return h + w * k - H + 1 <= d && d < h + w * k + H && e < h + w * k; };
    auto r538 = [](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return h + w * k <= d && d < h + w * k + H - 2 && e < h + w * k + H - 1; };
    auto hyp5 = [h5d](I n, I l, I k, I d, I e) { return h5d(n + 2, l, k, d) && e < m2(n + 2) + (l - 1) * k + l - 1; };
    auto hyp6 = [h5d](I n, I l, I k, I d, I e) { return h5d(n + 2, l, k, d) && e >= m2(n + 2) + (l - 1) * k + l - 1; };
    const char* both = "Play: both take 1. ";
    return {
        {"prf6.4a", "the case n + 2 stones, e below the threshold",
         "The printed range at n + 2 stones is hypothesis (5) at n + 2: M1(n+2) + (L-1)k + L/2 - 1 <= d < M1(n+2) + (L-1)k + 3L/2 - 2, "
         "e < M2(n+2) + (L-1)k + L - 1.",
         2, r504, [h5d](I n, I l, I k, I d, I e) { return h5d(n + 2, l, k, d) && e < m2(n + 2) + (l - 1) * k + l - 1; }},
        {"prf6.4b", "both take 1", std::string(both) + "The money lands in the range printed for n stones (the form of (7)), and Player 1 wins there.",
         2, r504, {}, {{take(1), take(1)}},
         [h7d](I n, I l, I k, I d, I e) { return h7d(n, l, k, d) && e < m2(n) + (l - 1) * k + l / 2 - 1; }, 1},
        {"prf6.4c", "Player 1 takes 1, Player 2 takes L", "Play: 1, then L. The money lands in the printed range.", 2, r504, {},
         {{take(1), takeL(0)}},
         [](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return h + w * k + H <= d && d < h + w * k + 3 * H - 1 && e < h + w * k - H; }},
        {"prf6.4d", "hypothesis (7), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r516, {}, {}, {}, 1},
        {"prf6.4d-pile", "hypothesis (7), at the pile reached",
         "Alternative reading: the implication at n + 1 - L stones, the pile the step reached.", 0, r516, {}, {}, {}, 1},
        {"prf6.4e", "Player 1 wins even if Player 2 takes L", "Play: 1, then L; Player 1 wins the position reached.", 2, r504, {},
         {{take(1), takeL(0)}}, {}, 1},
        {"prf6.4f", "the case n + 2 stones, e at or above the threshold",
         "The printed range at n + 2 stones is hypothesis (6) at n + 2 (e >= M2(n+2) + (L-1)k + L - 1).", 2, r522,
         [h5d](I n, I l, I k, I d, I e) { return h5d(n + 2, l, k, d) && e >= m2(n + 2) + (l - 1) * k + l - 1; }},
        {"prf6.4g", "both take 1, Player 2 wins", std::string(both) + "Player 2 wins the position reached.", 2, r522, {},
         {{take(1), take(1)}}, {}, 2},
        {"prf6.4h", "Player 1 takes L, Player 2 answers L", "Play: if Player 1 takes L, Player 2 can take L (affordable) and then wins.",
         2, r522, {}, {{takeL(0), takeL(0, true)}}, {}, 2},
        {"prf6.4b-hyp", "both take 1, in the range of (5)",
         "Alternative reading: the case is hypothesis (5) at n + 2 (e < M2(n+2) + (L-1)k + L - 1, the theorem's threshold, not "
         "the printed one); both take 1, the money lands in (5) at n stones and Player 1 wins there.",
         2, hyp5, {}, {{take(1), take(1)}},
         [h5d](I n, I l, I k, I d, I e) { return h5d(n, l, k, d) && e < m2(n) + (l - 1) * k + l - 1; }, 1},
        {"prf6.4g-hyp", "both take 1, Player 2 wins, in the range of (6)",
         "Alternative reading: the case is hypothesis (6) at n + 2 (e >= M2(n+2) + (L-1)k + L - 1); both take 1 and Player 2 "
         "wins the position reached.",
         2, hyp6, {}, {{take(1), take(1)}}, {}, 2},
        {"prf6.4h-hyp", "Player 1 takes L, Player 2 answers L, in the range of (6)",
         "Alternative reading: the case is hypothesis (6) at n + 2; if Player 1 takes L, Player 2 can take L and then wins.", 2,
         hyp6, {}, {{takeL(0), takeL(0, true)}}, {}, 2},
        {"prf6.4i", "the case n + 1 stones, e below the threshold", "The printed range at n + 1 stones is hypothesis (7) at n + 1.", 1,
         r528, [h7d](I n, I l, I k, I d, I e) { return h7d(n + 1, l, k, d) && e < m2(n + 1) + (l - 1) * k + l / 2 - 1; }},
        {"prf6.4j", "both take 1 from n + 1", std::string(both) + "Player 1 wins the position reached.", 1, r528, {},
         {{take(1), take(1)}}, {}, 1},
        {"prf6.4k", "Player 1 takes 1, Player 2 takes L, from n + 1", "Play: 1, then L. The money lands in the printed range.", 1, r528,
         {}, {{take(1), takeL(0)}},
         [](I n, I l, I k, I d, I e) { const I h = n / 2, w = l - 1, H = l / 2; return h + w * k <= d && d < h + w * k + l - 1 && e < h + w * k - H; }},
        {"prf6.4l", "hypothesis (5), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r538, {}, {}, {}, 1},
        {"prf6.4l-pile", "hypothesis (5), at the pile reached", "Alternative reading: the implication at n - L stones, the pile the step reached.",
         0, r538, {}, {}, {}, 1},
        {"prf6.4m", "more money does not affect the outcome", "Play: 1, then L from n + 1; Player 1 wins the position reached.", 1, r528,
         {}, {{take(1), takeL(0)}}, {}, 1},
        {"prf6.4n", "the case n + 1 stones, e at or above the threshold", "The printed range at n + 1 stones is hypothesis (8) at n + 1.", 1,
         r544, [h7d](I n, I l, I k, I d, I e) { return h7d(n + 1, l, k, d) && e >= m2(n + 1) + (l - 1) * k + l / 2 - 1; }},
        {"prf6.4o", "both take 1 from n + 1, Player 2 wins", std::string(both) + "Player 2 wins the position reached.", 1, r544, {},
         {{take(1), take(1)}}, {}, 2},
        {"prf6.4p", "Player 1 takes L, Player 2 answers L, from n + 1",
         "Play: if Player 1 takes L, Player 2 can take L (affordable) and then wins.", 1, r544, {}, {{takeL(0), takeL(0, true)}}, {}, 2},
    };
}

std::vector<Step> theorem66Steps() {
    // H = L/2 (the text's Lk/2 = Hk); hypotheses (9)-(12) as printed in the proof.
    auto h9d = [](I N, I l, I k, I d) { const I H = l / 2; return m1(N) + H * k - 1 <= d && d < m1(N) + H * (k + 1) - 1; };
    auto h11d = [](I N, I l, I k, I d) { const I H = l / 2; return m1(N) + H * k <= d && d < m1(N) + H * (k + 1); };
    auto r683d = [](I n, I l, I k, I d) { const I h = n / 2, H = l / 2; return h + 2 + H * k - 1 <= d && d < h + 2 + H * (k + 1) - 1; };
    auto r683 = [r683d](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return r683d(n, l, k, d) && e < h + 1 + H * k; };
    auto r711 = [r683d](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return r683d(n, l, k, d) && e >= h + 1 + H * k; };
    auto r719d = [](I n, I l, I k, I d) { const I h = n / 2, H = l / 2; return h + H * k + 1 <= d && d < h + H * (k + 1) + 1; };
    auto r719 = [r719d](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return r719d(n, l, k, d) && e < h + H * (k + 1); };
    auto r745 = [r719d](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return r719d(n, l, k, d) && e >= h + H * (k + 1); };
    auto money1 = [](I n, I l, I k, I d) { const I h = n / 2, H = l / 2; return h + H * k <= d && d < h + H * (k + 1); };
    auto r695 = [](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return h + H * (k - 1) + 1 <= d && d < h + H * k + 1 && e < h + H * k; };
    auto r705 = [](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return h + H * (k - 1) - 1 <= d && d < h + H * k - 1 && e < h + H * (k - 1); };
    auto r729 = [](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return h + H * (k - 1) <= d && d < h + H * k && e < h + H * (k - 1); };
    auto r739 = [](I n, I l, I k, I d, I e) { const I h = n / 2, H = l / 2; return h + H * (k - 1) <= d && d < h + H * k && e < h + H * k - 1; };
    const char* both = "Play: both take 1. ";
    return {
        {"prf6.6a", "the case n + 2 stones, e below the threshold",
         "The printed range at n + 2 stones is hypothesis (9) at n + 2: M1(n+2) + Lk/2 - 1 <= d < M1(n+2) + L(k+1)/2 - 1, e < M2(n+2) + Lk/2.",
         2, r683, [h9d](I n, I l, I k, I d, I e) { return h9d(n + 2, l, k, d) && e < m2(n + 2) + l / 2 * k; }},
        {"prf6.6b", "both take 1", std::string(both) + "The money lands in (9) at n stones as printed, and Player 1 wins there.", 2, r683,
         {}, {{take(1), take(1)}}, [h9d](I n, I l, I k, I d, I e) { return h9d(n, l, k, d) && e < m2(n) + l / 2 * k; }, 1},
        {"prf6.6c", "Player 1 takes 1, Player 2 takes L", "Play: 1, then L. The money lands in the printed range.", 2, r683, {},
         {{take(1), takeL(0)}}, [money1](I n, I l, I k, I d, I e) { return money1(n, l, k, d) && e < n / 2 + l / 2 * k + 1 - l; }},
        {"prf6.6d", "hypothesis (11), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r695, {}, {}, {}, 1},
        {"prf6.6d-pile", "hypothesis (11), at the pile reached",
         "Alternative reading: the implication at n + 1 - L stones, the pile the step reached.", 0, r695, {}, {}, {}, 1},
        {"prf6.6e", "Player 1 wins even if Player 2 takes L", "Play: 1, then L; Player 1 wins the position reached.", 2, r683, {},
         {{take(1), takeL(0)}}, {}, 1},
        {"prf6.6f", "Player 1 takes 1, Player 2 takes L + 1", "Play: 1, then L + 1. The money lands in the printed range.", 2, r683, {},
         {{take(1), takeL(1)}}, [money1](I n, I l, I k, I d, I e) { return money1(n, l, k, d) && e < n / 2 + l / 2 * (k - 2); }},
        {"prf6.6g", "hypothesis (9), as printed", "The printed implication at the pile it names, W(n; d, e): n stones.", 0, r705, {}, {}, {}, 1},
        {"prf6.6g-pile", "hypothesis (9), at the pile reached", "Alternative reading: the implication at n - L stones, the pile the step reached.",
         0, r705, {}, {}, {}, 1},
        {"prf6.6h", "Player 1 wins even if Player 2 takes L + 1", "Play: 1, then L + 1; Player 1 wins the position reached.", 2, r683, {},
         {{take(1), takeL(1)}}, {}, 1},
        {"prf6.6i", "the case n + 2 stones, e at or above the threshold", "The printed range at n + 2 stones is hypothesis (10) at n + 2.",
         2, r711, [h9d](I n, I l, I k, I d, I e) { return h9d(n + 2, l, k, d) && e >= m2(n + 2) + l / 2 * k; }},
        {"prf6.6j", "both take 1, Player 2 wins", std::string(both) + "Player 2 wins the position reached.", 2, r711, {},
         {{take(1), take(1)}}, {}, 2},
        {"prf6.6k", "Player 1 takes L or L + 1, Player 2 answers the same",
         "Play: if Player 1 takes L (or L + 1), Player 2 can take the same amount (affordable) and then wins.", 2, r711, {},
         {{takeL(0), takeL(0, true)}, {takeL(1), takeL(1, true)}}, {}, 2},
        {"prf6.6k-wins", "Player 1 takes L or L + 1, and Player 2 wins",
         "Alternative reading: after Player 1 takes L (or L + 1), Player 2, to move, wins (whether or not by the same amount).", 2,
         r711, {}, {{takeL(0)}, {takeL(1)}}, {}, 2},
        {"prf6.6l", "the case n + 1 stones, e below the threshold", "The printed range at n + 1 stones is hypothesis (11) at n + 1.", 1,
         r719, [h11d](I n, I l, I k, I d, I e) { return h11d(n + 1, l, k, d) && e < m2(n + 1) + l / 2 * (k + 1) - 1; }},
        {"prf6.6m", "both take 1 from n + 1", std::string(both) + "Player 1 wins the position reached.", 1, r719, {},
         {{take(1), take(1)}}, {}, 1},
        {"prf6.6n", "Player 1 takes 1, Player 2 takes L, from n + 1", "Play: 1, then L. The money lands in the printed range.", 1, r719,
         {}, {{take(1), takeL(0)}}, [money1](I n, I l, I k, I d, I e) { return money1(n, l, k, d) && e < n / 2 + l / 2 * (k - 1); }},
        {"prf6.6o", "hypothesis (9), as printed, from n + 1", "The printed implication at the pile it names, W(n; d, e): n stones.", 0,
         r729, {}, {}, {}, 1},
        {"prf6.6o-pile", "hypothesis (9), at the pile reached", "Alternative reading: the implication at n - L stones, the pile the step reached.",
         0, r729, {}, {}, {}, 1},
        {"prf6.6p", "Player 1 wins even if Player 2 takes L, from n + 1", "Play: 1, then L from n + 1; Player 1 wins the position reached.",
         1, r719, {}, {{take(1), takeL(0)}}, {}, 1},
        {"prf6.6q", "Player 1 takes 1, Player 2 takes L + 1, from n + 1", "Play: 1, then L + 1. The money lands in the printed range.", 1,
         r719, {}, {{take(1), takeL(1)}},
         [money1](I n, I l, I k, I d, I e) { return money1(n, l, k, d) && e < n / 2 + l / 2 * (k - 1) - 1; }},
        {"prf6.6r", "hypothesis (11), as printed, from n + 1", "The printed implication at the pile it names, W(n; d, e): n stones.", 0,
         r739, {}, {}, {}, 1},
        {"prf6.6r-pile", "hypothesis (11), at the pile reached",
         "Alternative reading: the implication at n - L - 1 stones, the pile the step reached.", 0, r739, {}, {}, {}, 1},
        {"prf6.6s", "Player 1 wins even if Player 2 takes L + 1, from n + 1",
         "Play: 1, then L + 1 from n + 1; Player 1 wins the position reached.", 1, r719, {}, {{take(1), takeL(1)}}, {}, 1},
        {"prf6.6t", "the case n + 1 stones, e at or above the threshold", "The printed range at n + 1 stones is hypothesis (12) at n + 1.",
         1, r745, [h11d](I n, I l, I k, I d, I e) { return h11d(n + 1, l, k, d) && e >= m2(n + 1) + l / 2 * (k + 1) - 1; }},
        {"prf6.6u", "both take 1 from n + 1, Player 2 wins", std::string(both) + "Player 2 wins the position reached.", 1, r745, {},
         {{take(1), take(1)}}, {}, 2},
        {"prf6.6v", "Player 1 takes L or L + 1, Player 2 answers the same, from n + 1",
         "Play: if Player 1 takes L (or L + 1), Player 2 can take the same amount (affordable) and then wins.", 1, r745, {},
         {{takeL(0), takeL(0, true)}, {takeL(1), takeL(1, true)}}, {}, 2},
        {"prf6.6v-wins", "Player 1 takes L or L + 1, and Player 2 wins, from n + 1",
         "Alternative reading: after Player 1 takes L (or L + 1), Player 2, to move, wins (whether or not by the same amount).", 1,
         r745, {}, {{takeL(0)}, {takeL(1)}}, {}, 2},
    };
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::vector<std::pair<Theorem, std::vector<Step>>> proofs = {
        {{"6.3", {"A = {1, 2}", {{1, 2}}}, 60}, theorem63Steps()},
        {{"6.4", pairsOneL(4, 10, 2), 50}, theorem64Steps()},
        {{"6.6", triplesOneL(4, 10, 2), 50}, theorem66Steps()},
    };
    const char* common =
        " n is the proof's (even, >= 0) and k >= 0; M1, M2 are the recalled formulas (line 271: n/2 + 1, n/2 for even n, "
        "(n+1)/2 for odd n). Play and hypothesis steps are judged at the positions of the printed range where both players "
        "are middle class (M_p(n) <= money < U_p(n), the staircase theorems' domain), by the cash game's table; a line of "
        "play a player cannot afford does not occur there, unless the step says he \"can choose\" it. Range steps compare "
        "the printed inequalities with the induction hypothesis as printed, over every money value 0..n + max(A).";
    // The oracle's minimal counterexamples.
    const std::map<std::string, std::string> pins = {
        {"prf6.4a", "A={1,4} n=2 d=3 e=2"},       {"prf6.4b", "A={1,4} n=14 d=11 e=7"},
        {"prf6.4f", "A={1,4} n=2 d=3 e=2"},       {"prf6.4g", "A={1,4} n=14 d=9 e=8"},
        {"prf6.4h", "A={1,4} n=14 d=9 e=8"},      {"prf6.4l", "A={1,8} n=18 d=10 e=9"},
        {"prf6.6d", "A={1,4,5} n=6 d=4 e=3"},     {"prf6.6g", "A={1,4,5} n=6 d=4 e=3"},
        {"prf6.6g-pile", "A={1,4,5} n=6 d=4 e=3"}, {"prf6.6k", "A={1,4,5} n=6 d=4 e=3"},
        {"prf6.6r", "A={1,4,5} n=6 d=4 e=3"},     {"prf6.6v", "A={1,4,5} n=13 d=7 e=8"}};
    for (const auto& [t, steps] : proofs)
        for (const Step& s : steps) {
            std::string base = s.id.substr(0, s.id.find('-'));
            // The "-pile" readings judge the pile the step has reached: n + 1 - L, n - L or n - L - 1.
            Step step = s;
            if (s.id.find("-pile") != std::string::npos) {
                const std::string b = base;
                step.off = b == "prf6.3e" ? -1 : b == "prf6.3m" ? -2 : 0;
            }
            std::function<I(I)> pileOffset;
            if (s.id == "prf6.4d-pile" || s.id == "prf6.6d-pile") pileOffset = [](I l) { return 1 - l; };
            if (s.id == "prf6.4l-pile" || s.id == "prf6.6g-pile" || s.id == "prf6.6o-pile") pileOffset = [](I l) { return -l; };
            if (s.id == "prf6.6r-pile") pileOffset = [](I l) { return -l - 1; };
            // by hand: worded as the other proof steps, "W = w (n, k)", not as winProperty's "W(n; d, e) = w"
            Property<Position> prop;
            if (pileOffset) {
                // The pile depends on L: judge (A, N) as the proof's n = N - offset(L).
                const Range r = s.range;
                const int w = s.winner;
                prop.domain = positions(t.family, "both players middle class", bothMiddleClass)
                                  .where(
                                      [r, pileOffset](const Position& g) {
                                          const I l = parameterL(g.a), n = g.n - pileOffset(l);
                                          return n >= 0 && n % 2 == 0 && !ks(r, n, l, g.d, g.e).empty();
                                      },
                                      "the printed range at the pile reached, n even, some k >= 0");
                prop.prepare = [](std::int64_t) {};
                prop.predicate = [r, w, pileOffset](const Position& g) {
                    const I l = parameterL(g.a), n = g.n - pileOffset(l);
                    const int actual = solved(g.a, g.n).winner(g.n, g.d, g.e);
                    if (actual == w) return Judgement::pass();
                    return Judgement::fail(fmt::format("W = {} (n = {}, k = {})", w, n, ks(r, n, l, g.d, g.e).front()),
                                           fmt::format("W = {}", actual), winningLine(g));
                };
            } else {
                prop = stepProperty(t, step);
            }
            registry.add(claim<Position>(papers::chen_gasarch.info(s.id, "§6, proof of Theorem " + t.number + ": " + s.where,
                                             {.statement = stepStatement(base),
                                              .reading = s.reading + common + " Move sets: " + t.family.description +
                                                         "; piles up to the bound.",
                                              .bound = t.bound,
                                              .expect = pins.count(s.id) ? Expect::refutedAt(pins.at(s.id)) : s.expect}),
                                     std::move(prop)));
        }
    // "Observe that cases in which n is even have essentially the same win conditions, apart from the
    // ending subcases ... Similar for when n is odd", read on the game itself.
    {
        auto window = [](const Position& g) {
            const CashOracle& o = solved(g.a, g.n, false);
            return o.middle(Player::One, g.n) <= g.d && g.d < o.upperByDefinition(Player::One, g.n) - 1 &&
                   o.middle(Player::Two, g.n) <= g.e && g.e < o.upperByDefinition(Player::Two, g.n);
        };
        auto domain = positions({"A = {1, 2}", {{1, 2}}}, "both players middle class", bothMiddleClass)
                          .where(
                              [window](const Position& g) {
                                  return g.n >= 2 && window(g) && window(Position{g.a, g.n - 2, g.d - 1, g.e - 1});
                              },
                              "n >= 2, below the ending rows (d < U1(n) - 1) at n and at n - 2 with one dollar less each");
        WinClaim asTwoBefore{[](const Position& g) { return solved(g.a, g.n).winner(g.n - 2, g.d - 1, g.e - 1); },
                             [](const Position&) { return std::string("the winner of W(n - 2; d - 1, e - 1)"); }};
        registry.add(claim<Position>(
            papers::chen_gasarch.info("prf6.3a", "§6, proof of Theorem 6.3: even n share their win conditions, odd n too",
                {.statement = stepStatement("prf6.3a"),
                 .reading = "Read on the game, A = {1, 2}: M1 and M2 rise by 1 from n - 2 to n (the recalled formulas), so "
                            "\"the same win conditions\" says the winner at (n; d, e) is the winner at (n - 2; d - 1, e - 1) "
                            "wherever both players are middle class at both piles and Player 1 is below the ending rows (d < "
                            "U1(n) - 1, Definition 3.2's U) at both: the pattern relative to M1, M2 repeats within each "
                            "parity. Cash game's table; piles up to the bound.",
                 .bound = 80}),
            winProperty(std::move(domain), asTwoBefore)));
    }
    prover::leaveToBoundedCheck(registry, "chen-gasarch/prf6.3*",
                                "a step of the staircase proofs, judged on the printed ranges by the cash game's table; no "
                                "WS1S encoding of the printed ranges is written");
    prover::leaveToBoundedCheck(registry, "chen-gasarch/prf6.4*",
                                "a step of the staircase proofs, judged on the printed ranges by the cash game's table; no "
                                "WS1S encoding of the printed ranges is written");
    prover::leaveToBoundedCheck(registry, "chen-gasarch/prf6.6*",
                                "a step of the staircase proofs, judged on the printed ranges by the cash game's table; no "
                                "WS1S encoding of the printed ranges is written");
}

}  // namespace gameaudit::chen_gasarch
