// Mullen (2016), Chapters 1-2 and 4-5: the general theorems and remarks of §1.1-1.3 (Theorems
// 1.1-1.3, the misère partition theorem, disjunctive sums, Sprague-Grundy, Theorem 1.5 (1)),
// each instantiated on the thesis's own games, the remark on Wythoff nim-values, and the sample
// plays the text describes beside its lost figures.
#include <algorithm>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "models/two_stack_games.hpp"
#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using T2 = Tuple<2>;
using T3 = Tuple<3>;
using T4 = Tuple<4>;
using domains::Order;
using Pos2 = std::pair<std::int64_t, std::int64_t>;

using Options = std::function<std::vector<Stacks>(const Stacks&)>;

struct PairHash {
    std::size_t operator()(const Pos2& p) const { return std::hash<std::int64_t>()(p.first * 1000003 + p.second); }
};

Options normalizedOptions(const games::StackGame& g) {
    return [g](const Stacks& s) {
        std::vector<Stacks> out;
        for (const Stacks& o : games::optionsInPlace(g, s)) out.push_back(games::normalized(o));
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    };
}

// Theorem 1.1 on one game: "Albert can force a win moving first" and "Bertha can force a win
// moving second", each searched on its own (Albert chooses, Bertha answers every move; and the
// other way round).
class Determinacy {
public:
    explicit Determinacy(Options o) : options_(std::move(o)) {}
    bool albert(const Stacks& s) {  // Albert to move at s, can force a win
        if (auto it = a_.find(s); it != a_.end()) return it->second;
        checkpoint("searching Albert's strategies");
        bool win = false;
        for (const Stacks& m : options_(s)) {
            bool all = true;
            for (const Stacks& r : options_(m)) all = all && albert(r);
            if (all) {
                win = true;
                break;
            }
        }
        return a_[s] = win;
    }
    bool bertha(const Stacks& s) {  // Albert to move at s, Bertha can force a win
        if (auto it = b_.find(s); it != b_.end()) return it->second;
        checkpoint("searching Bertha's strategies");
        bool win = true;
        for (const Stacks& m : options_(s)) {
            bool some = false;
            for (const Stacks& r : options_(m)) some = some || bertha(r);
            if (!some) {
                win = false;
                break;
            }
        }
        return b_[s] = win;
    }

private:
    Options options_;
    std::unordered_map<Stacks, bool, games::StacksHash> a_, b_;
};

// The sum of components, each a game on some stacks: a position is the concatenation, a move is
// a move in one component.
struct Part {
    Options options;
    std::size_t size;
};
Options sumOf(std::vector<Part> parts) {
    return [parts](const Stacks& s) {
        std::vector<Stacks> out;
        std::size_t at = 0;
        for (const Part& p : parts) {
            Stacks mine(s.begin() + static_cast<std::ptrdiff_t>(at), s.begin() + static_cast<std::ptrdiff_t>(at + p.size));
            for (Stacks o : p.options(mine)) {
                o.resize(p.size, 0);
                Stacks next = s;
                std::copy(o.begin(), o.end(), next.begin() + static_cast<std::ptrdiff_t>(at));
                out.push_back(next);
            }
            at += p.size;
        }
        return out;
    };
}
// In-place options of a stack game on `k` stacks (zeros kept, so the width stays k).
Part inPlace(const games::StackGame& g, std::size_t k) {
    return {[g](const Stacks& s) { return games::optionsInPlace(g, s); }, k};
}

bool bouton(const Stacks& s) {
    std::int64_t x = 0;
    for (auto v : s) x ^= v;
    return x == 0;
}
bool theorem52OrEmpty(const Stacks& s) {
    Stacks n = games::normalized(s);
    if (n.empty()) return true;
    if (n.size() < 2) return false;
    const std::int64_t a = n[0], b = n[1];
    return (a == 1 && b % 2 == 1) || (a == 2 && b % 4 == 2) || (a == 3 && b % 4 == 0 && b >= 8) || (a == 4 && b == 4);
}

// A sample play the text describes: from `start`, some line of play reaches, after a number of
// moves of parity `preParity`, a position q from which the described last move leads to a
// position with no move.
Judgement playExists(const Options& options, const Stacks& start, int preParity,
                     const std::function<bool(const Stacks& q, const Stacks& o)>& last, const std::string& what) {
    std::set<std::pair<Stacks, int>> seen{{start, 0}};
    std::deque<std::pair<Stacks, int>> queue{{start, 0}};
    while (!queue.empty()) {
        auto [q, parity] = queue.front();
        queue.pop_front();
        for (const Stacks& o : options(q)) {
            if (parity == preParity && last(q, o) && options(o).empty()) return Judgement::pass();
            if (seen.insert({o, 1 - parity}).second) queue.push_back({o, 1 - parity});
        }
    }
    return Judgement::fail(what, "no line of play from the start ends so");
}
Options twoStackOptions(const TwoStackGame& g) {
    return [g](const Stacks& s) {
        std::vector<Stacks> out;
        for (auto [x, y] : g.table->options(s[0], s[1])) out.push_back({x, y});
        return out;
    };
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const std::string gamesNote = " The thesis's stack games (NIM, MINNIE, MINE, NIMB, NIMTB, Greedy NIM, SUSEN, "
                                  "JENNIFER), every position of up to 3 stacks up to the bound.";

    registry.add(claim<T3>(
        papers::mullen2016.info("thm1.1", "§1.1, Theorem 1.1",
            {.statement = "Fix a game G played between Albert and Bertha, with Albert moving first. Either Albert can force "
                          "a win moving first, or Bertha can force a win moving second, but not both.",
             .reading = "Instance on the thesis's games: 'Albert can force a win' (some move of his answers every reply "
                        "of Bertha's, recursively) and 'Bertha can force a win moving second' (every move of Albert's has a "
                        "reply of hers, recursively) are searched separately; exactly one holds." + gamesNote +
                        " Also Wythoff's game and WYNNIE on the two stacks [m, n] of every [0,m,n].",
             .bound = 8,
             .cases = 20}),
        [] {
            auto all = std::make_shared<std::vector<std::pair<std::string, std::shared_ptr<Determinacy>>>>();
            for (const games::StackGame& g : games::stackGames())
                all->push_back({g.name, std::make_shared<Determinacy>(normalizedOptions(g))});
            auto two = std::make_shared<std::vector<std::pair<std::string, std::shared_ptr<Determinacy>>>>();
            two->push_back({"Wythoff", std::make_shared<Determinacy>(twoStackOptions(wythoffG))});
            two->push_back({"WYNNIE", std::make_shared<Determinacy>(twoStackOptions(wynnieG))});
            // by hand: searches each player's forcing line separately on many games; no outcome is claimed
            Property<T3> p;
            p.domain = domains::stacks<3>("", Order::NonDecreasing, 0);
            p.predicate = [all, two](const T3& x) {
                const Stacks s = games::normalized(Stacks(x.begin(), x.end()));
                for (auto& [name, d] : *all) {
                    const bool a = d->albert(s), b = d->bertha(s);
                    if (a != b) continue;
                    return Judgement::fail("exactly one player can force a win",
                                           name + ": " + (a ? "both can" : "neither can"));
                }
                if (x[0] != 0) return Judgement::pass();
                for (auto& [name, d] : *two) {  // [x1, x2] on two stacks
                    const Stacks q{x[1], x[2]};
                    if (d->albert(q) != d->bertha(q)) continue;
                    return Judgement::fail("exactly one player can force a win", name + " [" + std::to_string(x[1]) + "," +
                                                                                     std::to_string(x[2]) + "]: both or neither");
                }
                return Judgement::pass();
            };
            return p;
        }()));

    registry.add(claim<T3>(
        papers::mullen2016.info("thm1.2", "§1.1, Theorem 1.2",
            {.statement = "Let G = {G^S} be an impartial game. If the outcome of any G' ∈ G^S is in P, then the outcome of "
                          "G is N, otherwise the outcome of G is P.",
             .reading = "Instance on the thesis's games: the outcome tables the claims use give each position N exactly "
                        "when one of its options (by the rules) is P in the same table." + gamesNote +
                        " Also the two-stack tables of Wythoff's game and WYNNIE on [m, n] for every [0,m,n].",
             .bound = 24}),
        [] {
            // by hand: checks the tables' own recursion (N iff an option is P) on every game, not a claimed P-set
            Property<T3> p;
            p.domain = domains::stacks<3>("", Order::NonDecreasing, 0);
            p.prepare = [](std::int64_t n) {
                for (const games::StackGame& g : games::stackGames()) sharedTable(g, 3).solveUpTo(n);
            };
            p.predicate = [](const T3& x) {
                const Stacks s(x.begin(), x.end());
                for (const games::StackGame& g : games::stackGames()) {
                    games::StackTable& t = sharedTable(g, 3);
                    t.solveUpTo(x[2]);
                    bool someP = false;
                    for (const Stacks& o : t.options(s)) someP = someP || t.isP(o);
                    if (t.isP(s) == someP)
                        return Judgement::fail(g.name + ": " + (someP ? "N (an option is P)" : "P (no option is P)"),
                                               t.isP(s) ? "P" : "N", tableWitness(t, s));
                }
                if (x[0] != 0) return Judgement::pass();
                for (const TwoStackGame* g : {&wythoffG, &wynnieG}) {  // [x1, x2] on two stacks
                    g->table->solveUpTo(x[2]);
                    bool someP = false;
                    for (auto [a, b] : g->table->options(x[1], x[2])) someP = someP || g->table->isP(a, b);
                    if (g->table->isP(x[1], x[2]) == someP)
                        return Judgement::fail(g->show(x[1], x[2]) + ": " + (someP ? "N (an option is P)" : "P (no option is P)"),
                                               g->table->isP(x[1], x[2]) ? "P" : "N", witness(*g, x[1], x[2]));
                }
                return Judgement::pass();
            };
            return p;
        }()));

    // Theorem 1.3 (PT): a partition (A, B) with (i) and (ii) is (P, N). Instances: A is a set
    // given by a formula, (i) and (ii) are checked from the rules alone, and A must then be the
    // oracle's P-set.
    auto ptInstance = [](games::StackGame g, std::size_t k, std::function<bool(const Stacks&)> inA) {
        return [g, k, inA](const Stacks& s) {
            bool hasOptionInA = false;
            for (const Stacks& o : games::optionsInPlace(g, s)) {
                if (inA(s) && inA(o))
                    return Judgement::fail("(i): every option of a position of A is in B",
                                           games::show(g, games::normalized(s)) + " -> " + games::show(g, games::normalized(o)) + " stays in A");
                hasOptionInA = hasOptionInA || inA(o);
            }
            if (!inA(s) && !hasOptionInA)
                return Judgement::fail("(ii): every position of B has an option in A", games::show(g, games::normalized(s)) + " has none");
            games::StackTable& t = sharedTable(g, k);
            t.solveUpTo(*std::max_element(s.begin(), s.end()));
            if (t.isP(s) != inA(s))
                return Judgement::fail(std::string("the position is ") + (inA(s) ? "in A, so P" : "in B, so N"),
                                       t.isP(s) ? "P" : "N", tableWitness(t, s));
            return Judgement::pass();
        };
    };
    registry.add(claim<T3>(
        papers::mullen2016.info("thm1.3", "§1.1, Theorem 1.3",
            {.statement = "Suppose the positions of a finite impartial game can be partitioned into mutually exclusive sets A "
                          "and B with the properties: (i) every option of a position in A is in B ; and (ii) every position "
                          "in B has at least one option in A . Then A is the set of P -positions and B is the set of N "
                          "-positions.",
             .reading = "Instances on the thesis's games, A given by a formula: NIM on 3 stacks with A = {nim-sum 0}, and "
                        "MINNIE on 2 stacks (the third stack 0) with A = Theorem 5.2's list and the empty board. (i) and "
                        "(ii) are checked from the rules at every position up to the bound, and A must be the oracle's "
                        "P-set there.",
             .bound = 30}),
        [ptInstance] {
            auto nim = ptInstance(games::nim(), 3, bouton);
            auto minnie = ptInstance(games::minnie(), 2, theorem52OrEmpty);
            // by hand: checks the conditions (i) and (ii) from the rules before the P-set, on two games
            Property<T3> p;
            p.domain = domains::stacks<3>("", Order::Any, 0);
            p.predicate = [nim, minnie](const T3& x) {
                Judgement j = nim(Stacks(x.begin(), x.end()));
                if (!j.holds || x[2] != 0) return j;
                return minnie(Stacks{x[0], x[1]});
            };
            return p;
        }()));

    registry.add(claim<Pair>(
        papers::mullen2016.info("rem1.1-misere-pt", "§1.1, after Theorem 1.3",
            {.statement = "Note how this theorem changes in misère play. The terminal positions are in N. So, (ii) becomes "
                          "every non-terminal position in B has at least one option in A, for misère play.",
             .reading = "Instance on misère WYNNIE, A its oracle's P-set: (i) every option of a position of A is in B, "
                        "(ii') every non-terminal position of B has an option in A, and the terminal W^-[0,0] is in B.",
             .bound = 200}),
        [] {
            // by hand: checks the misère conditions (i), (ii') on the oracle's P-set; no set is claimed
            Property<Pair> p;
            p.domain = domains::stacks<2>("W^-", Order::Any, 0);
            p.prepare = [](std::int64_t n) { misereG.table->solveUpTo(n); };
            p.predicate = [](const Pair& x) {
                auto& t = *misereG.table;
                t.solveUpTo(std::max(x[0], x[1]));
                const auto opts = t.options(x[0], x[1]);
                const bool inA = t.isP(x[0], x[1]);
                if (opts.empty() && inA) return Judgement::fail("terminal positions are in N", "P");
                bool someA = false;
                for (auto [a, b] : opts) {
                    if (inA && t.isP(a, b)) return Judgement::fail("(i)", misereG.show(a, b) + " in A");
                    someA = someA || t.isP(a, b);
                }
                if (!inA && !opts.empty() && !someA) return Judgement::fail("(ii')", "no option in A");
                return Judgement::pass();
            };
            return p;
        }()));

    registry.add(claim<T4>(
        papers::mullen2016.info("rem1.1-sums", "§1.1, disjunctive sums",
            {.statement = "Intuitively, this operation is commutative and associative",
             .reading = "Instance: G = M[a,b] (MINNIE), H = S[c] (SUSEN), K = NIMB[d]: the outcomes of G + H and H + G, "
                        "and of (G + H) + K and G + (H + K), each solved as one game by its own solver (a sum's option "
                        "is an option of one component), are equal.",
             .bound = 9,
             .cases = 30}),
        [] {
            const Part g = inPlace(games::minnie(), 2), h = inPlace(games::susen(), 1), k = inPlace(games::nimb(), 1);
            auto gh = std::make_shared<games::StackSolver>(sumOf({g, h}));
            auto hg = std::make_shared<games::StackSolver>(sumOf({h, g}));
            auto ghThenK = std::make_shared<games::StackSolver>(sumOf({Part{sumOf({g, h}), 3}, k}));
            auto gThenHk = std::make_shared<games::StackSolver>(sumOf({g, Part{sumOf({h, k}), 2}}));
            // by hand: compares the outcomes of one sum solved in different orders; no outcome is claimed
            Property<T4> p;
            p.domain = domains::stacks<4>("M+S+NIMB", Order::Any, 0);
            p.predicate = [=](const T4& x) {
                const bool a = gh->moverWins({x[0], x[1], x[2]}), b = hg->moverWins({x[2], x[0], x[1]});
                if (a != b) return Judgement::fail("G + H and H + G have one outcome", "they differ");
                const bool c = ghThenK->moverWins({x[0], x[1], x[2], x[3]}), d = gThenHk->moverWins({x[0], x[1], x[2], x[3]});
                if (c != d) return Judgement::fail("(G + H) + K and G + (H + K) have one outcome", "they differ");
                return Judgement::pass();
            };
            return p;
        }()));

    // Sprague-Grundy: x is equivalent to the nim heap of size G(x) (mex): x + *h, solved for its
    // outcome alone, is P exactly when h = G(x).
    auto equivalentHeap = [](std::vector<games::StackGame> gs, std::size_t k) {
        struct One {
            games::StackGame g;
            std::shared_ptr<games::StackSolver> grundy, sum;
        };
        auto all = std::make_shared<std::vector<One>>();
        for (const games::StackGame& g : gs)
            all->push_back({g, std::make_shared<games::StackSolver>(games::solver(g)),
                            std::make_shared<games::StackSolver>(sumOf({inPlace(g, k), inPlace(games::nim(), 1)}))});
        return [all, k](const Stacks& s) {
            for (const One& o : *all) {
                const unsigned g = o.grundy->grundy(games::normalized(s));
                for (std::int64_t h = 0; h <= static_cast<std::int64_t>(g) + 2; ++h) {
                    Stacks with = s;
                    with.push_back(h);
                    const bool isP = !o.sum->moverWins(with);
                    if (isP != (h == static_cast<std::int64_t>(g)))
                        return Judgement::fail(o.g.name + " " + games::show(o.g, games::normalized(s)) + " + NIM[" + std::to_string(h) +
                                                   "] is " + (h == static_cast<std::int64_t>(g) ? "P" : "N") + " (G = " + std::to_string(g) + ")",
                                               isP ? "P" : "N");
                }
            }
            (void)k;
            return Judgement::pass();
        };
    };
    registry.add(claim<T3>(
        papers::mullen2016.info("thm1.5a", "§1.2, Theorem 1.5 (1)",
            {.statement = "Let G and H be impartial games. 1. G(G) = mex{G(G') : G' is an option of G}.",
             .reading = "Instance: G(x), computed by mex over the options, is the equivalent number of §1.2, i.e. the sum "
                        "of x with one NIM heap of size h, solved for its outcome only (no Grundy values), is P exactly "
                        "when h = G(x) (h up to G(x) + 2); x every MINNIE and NIMB position of 3 stacks up to the bound.",
             .bound = 7,
             .cases = 30}),
        onStacks<3>(domains::stacks<3>("", Order::NonDecreasing, 0),
                    equivalentHeap({games::minnie(), games::nimb()}, 3))));
    registry.add(claim<T2>(
        papers::mullen2016.info("rem1.2-sg", "§1.2, the Sprague-Grundy Theorem",
            {.statement = "the Sprague-Grundy Theorem states that every impartial game is equivalent to an instance of NIM "
                          "played on a single stack of some size",
             .reading = "Instance: every position x of the thesis's stack games on 2 stacks is equivalent to a NIM "
                        "stack: x + NIM[h] (solved for its outcome only) is P for exactly one h, the mex value G(x).",
             .bound = 9,
             .cases = 30}),
        onStacks<2>(domains::stacks<2>("", Order::NonDecreasing, 0), equivalentHeap(games::stackGames(), 2))));
    registry.add(claim<std::int64_t>(
        papers::mullen2016.info("rem1.2-onestack", "§1.2",
            {.statement = "Note that Player One has the obvious winning strategy in any game of NIM consisting of only one "
                          "stack of removing the entire stack.",
             .reading = "For every n >= 1: removing the whole stack is a legal move from NIM[n] and leaves a P-position.",
             .bound = 300}),
        strategyWins(oneStack(games::nim()), domains::integers("n", 1),
                     [](std::int64_t) { return std::optional<std::int64_t>(0); })));
    registry.add(claim<T3>(
        papers::mullen2016.info("rem1.1-terminal", "§1.1",
            {.statement = "So, in NIM, a game with every stack containing 0 chips is a terminal position and it has outcome P.",
             .reading = "NIM[0], NIM[0,0], NIM[0,0,0] have no move and are P (the table of 3 stacks)."}),
        // by hand: judges that NIM[0,0,0] has no move before its outcome
        onStacks<3>(listed(domains::stacks<3>("NIM"), "NIM[0,0,0]", {T3{0, 0, 0}}), [](const Stacks& s) {
            if (!games::optionsInPlace(games::nim(), s).empty()) return Judgement::fail("no move", "a move");
            sharedTable(games::nim(), 3).solveUpTo(0);
            return judgeOutcome(sharedTable(games::nim(), 3), s, true);
        })));

    // §1.3: the remark on Wythoff nim-values, and the moves the text names.
    auto wythoffGrundy = std::make_shared<ImpartialSolver<Pos2, PairHash>>(
        [](const Pos2& p) { return distinctOptions(*wythoffG.table, p); });
    const std::string periodic = "It is conjectured that the nim-values, i.e. G([a, b]), are eventually periodic for "
                                 "fixed a, but in general little is known.";
    auto rowPeriodic = [wythoffGrundy](bool additive) {
        // by hand: judges a whole row of Grundy values for a period, not one position
        Property<std::int64_t> p;
        p.domain = domains::integers("a", 0);
        p.predicate = [wythoffGrundy, additive](std::int64_t a) {
            const std::int64_t window = 240 + 40 * a;
            std::vector<std::int64_t> g;
            wythoffG.table->solveUpTo(2 * window);
            for (std::int64_t b = 0; b <= 2 * window; ++b) {
                Pos2 q{std::min(a, b), std::max(a, b)};
                wythoffG.table->solveUpTo(q.second);
                g.push_back(wythoffGrundy->grundy(q));
            }
            for (std::int64_t period = 1; period <= window; ++period)
                for (std::int64_t from = 0; from <= window - period; ++from) {
                    bool ok = true;
                    for (std::int64_t b = from; ok && b + period <= 2 * window; ++b)
                        ok = g[b + period] == g[b] + (additive ? period : 0);
                    if (ok) return Judgement::pass();
                }
            std::set<std::int64_t> values(g.begin(), g.end());
            return Judgement::fail(std::string(additive ? "G([a,b+p]) = G([a,b]) + p" : "G([a,b+p]) = G([a,b])") +
                                       " for all b >= b0, some p, b0 <= " + std::to_string(window),
                                   "no such p, b0 within b <= " + std::to_string(2 * window),
                                   std::to_string(values.size()) + " distinct values among the " + std::to_string(g.size()) +
                                       " of the row (a move [a,b] -> [a,b'] exists for every b' < b)");
        };
        return p;
    };
    registry.add(claim<std::int64_t>(papers::mullen2016.info("rem1.3", "§1.3, remark on Wythoff nim-values",
                                         {.statement = periodic,
                                          .reading = "Literally: for each fixed a, b -> G([a,b]) is eventually periodic: "
                                                     "G([a,b+p]) = G([a,b]) for all b >= b0. Checked for a up to the bound "
                                                     "in the window b <= 480 + 80a (period and threshold up to half of it).",
                                          .bound = 3,
                                          .cases = 0,
                                          .expect = Expect::refutedAt("a=0")}),
                                     rowPeriodic(false)));
    registry.add(claim<std::int64_t>(papers::mullen2016.info("rem1.3-additive", "§1.3, remark on Wythoff nim-values",
                                         {.statement = periodic,
                                          .reading = "Alternative reading: eventually additively periodic, G([a,b+p]) = "
                                                     "G([a,b]) + p for all b >= b0, in the same window.",
                                          .bound = 10,
                                          .cases = 0}),
                                     rowPeriodic(true)));
    registry.add(claim<Pair>(
        papers::mullen2016.info("rem1.3-zero", "§1.3",
            {.statement = "With this knowledge, we can determine that all games of the form [0, n], [n, 0], and [n, n] are "
                          "in N since [0, 0] is an option.",
             .reading = "For every n >= 1: the move to [0,0] is legal from [0,n] and from [n,n] ([n,0] is [0,n]), and "
                        "[0,0] is P.",
             .bound = 1000,
             .cases = 0}),
        [] {
            // by hand: its failure says "[0,0] is an option", where judgeMove writes "the move ... is legal"
            Property<Pair> p;
            p.domain = domains::stacks<2>("", Order::NonDecreasing, 0).where(
                [](const Pair& x) { return x[1] >= 1 && (x[0] == 0 || x[0] == x[1]); }, "[0,n] or [n,n], n >= 1");
            p.predicate = [](const Pair& x) {
                auto o = distinctOptions(*wythoffG.table, {x[0], x[1]});
                if (std::find(o.begin(), o.end(), Pos2{0, 0}) == o.end())
                    return Judgement::fail("[0,0] is an option", "it is not");
                wythoffG.table->solveUpTo(1);
                return judgeP(wythoffG, Pair{0, 0}, true);
            };
            return p;
        }()));
    const std::string oneTwo = "Thus, any other game G with a stack of size 1 or 2 must be in N, since G is a NIM move "
                               "from [1, 2]. Also, any game G in which the stack sizes have difference 1 must be in N, "
                               "since G is a WYTHOFF diagonal move away from [1, 2].";
    const Domain<Pair> oneTwoPositions = domains::stacks<2>("", Order::NonDecreasing, 0).where(
        [](const Pair& x) { return x != Pair{1, 2} && (x[0] == 1 || x[0] == 2 || x[1] == 1 || x[1] == 2 || x[1] - x[0] == 1); },
        "[a,b] != [1,2] with a stack of 1 or 2, or difference 1");
    {
        // by hand: judges which kind of move to [1,2] (NIM or diagonal) exists, besides the outcome
        Property<Pair> p;
        p.domain = oneTwoPositions;
        p.prepare = [](std::int64_t n) { wythoffG.table->solveUpTo(std::max<std::int64_t>(n, 2)); };
        p.predicate = [](const Pair& x) {
            wythoffG.table->solveUpTo(std::max<std::int64_t>(x[1], 2));
            Judgement j = judgeP(wythoffG, x, false);
            if (!j.holds) return j;
            bool nimMove = false, diagonal = false;
            std::string options;  // the witness: every option, when the move the text names is missing
            for (auto [a, b] : wythoffG.table->options(x[0], x[1])) {
                options += (options.empty() ? "its options: [" : ", [") + std::to_string(a) + "," + std::to_string(b) + "]";
                if (!(std::min(a, b) == 1 && std::max(a, b) == 2)) continue;
                nimMove = nimMove || a == x[0] || b == x[1];
                diagonal = diagonal || x[0] - a == x[1] - b;
            }
            const bool small = x[0] == 1 || x[0] == 2 || x[1] == 1 || x[1] == 2;
            if (small && !nimMove) return Judgement::fail("a NIM move to [1,2]", "none", options);
            if (x[1] - x[0] == 1 && !diagonal) return Judgement::fail("a diagonal move to [1,2]", "none", options);
            return Judgement::pass();
        };
        registry.add(claim<Pair>(papers::mullen2016.info("rem1.3-onetwo", "§1.3",
                                     {.statement = oneTwo,
                                      .reading = "Every Wythoff [a,b], a <= b, other than [1,2], with a stack of 1 or 2 is N "
                                                 "and has a move on one stack to [1,2]; every one with b - a = 1 is N and has a "
                                                 "move on both stacks to [1,2].",
                                      .bound = 1000,
                                      .cases = 0,
                                      .expect = Expect::refutedAt("[0,1]")}),
                                 p));
    }
    registry.add(claim<Pair>(papers::mullen2016.info("rem1.3-onetwo-outcome", "§1.3",
                                 {.statement = oneTwo,
                                  .reading = "Alternative reading: only the outcomes: every such [a,b] is N.",
                                  .bound = 1000,
                                  .cases = 0}),
                             pSet(wythoffG, oneTwoPositions, [](const Pair&) { return false; })));

    // The sample plays described beside the lost figures.
    struct SamplePlay {
        std::string name, where, statement, reading;
        Options options;
        Stacks start;
        int preParity;  // 1: Player Two makes the last move; 0: Player One
        std::function<bool(const Stacks&, const Stacks&)> last;
    };
    auto only = [](std::size_t i, std::int64_t from) {
        return [i, from](const Stacks& q, const Stacks& o) {
            for (std::size_t j = 0; j < q.size(); ++j)
                if (q[j] != (j == i ? from : 0) || o[j] != 0) return false;
            return true;
        };
    };
    const std::vector<SamplePlay> plays{
        {"fig1.1", "§1.1, Figure 1.1",
         "In this example, we see that Player Two has won; in his last move the removal of two chips from the center "
         "stack left Player One with no legal action on his turn.",
         "Some line of play of NIM[3,4,7] (stacks in place) ends with Player Two moving [0,2,0] -> [0,0,0], after "
         "which Player One has no move.",
         [](const Stacks& s) { return games::optionsInPlace(games::nim(), s); }, {3, 4, 7}, 1, only(1, 2)},
        {"fig1.2", "§1.3, Figure 1.2",
         "In this example, we see that Player One has won since his removal of one chip from both stacks left Player "
         "Two with no legal action on his turn.",
         "Some line of play of Wythoff [6,12] ends with Player One moving [1,1] -> [0,0].",
         twoStackOptions(wythoffG), {6, 12}, 0,
         [](const Stacks& q, const Stacks& o) { return q == Stacks{1, 1} && o == Stacks{0, 0}; }},
        {"fig2.1", "§2.4, Figure 2.1",
         "In this example, we see that Player Two has won since his removal of all 18 remaining chips from the right "
         "stack left Player One with no legal action on his turn.",
         "Some line of play of SUSEN S[7,21,39] (stacks in place) ends with Player Two moving [0,0,18] -> [0,0,0].",
         [](const Stacks& s) { return games::optionsInPlace(games::susen(), s); }, {7, 21, 39}, 1, only(2, 18)},
        {"fig2.2", "§2.5, Figure 2.2",
         "In this example, we see that Player Two has won since his removal of 2 chips from the right stack left "
         "Player One with no legal action on his turn.",
         "Some line of play of JENNIFER J[7,21,39] (stacks in place) ends with Player Two removing 2 chips from the "
         "right stack, leaving a position without a move.",
         [](const Stacks& s) { return games::optionsInPlace(games::jennifer(), s); }, {7, 21, 39}, 1,
         [](const Stacks& q, const Stacks& o) { return q[0] == o[0] && q[1] == o[1] && q[2] - o[2] == 2; }},
        {"fig4.1", "§4.1, Figure 4.1",
         "In this example, we see that Player Two has won since his removal of all 4 remaining chips from the left "
         "stack left Player One with no legal action on his turn.",
         "Some line of play of W[17,23] (stacks in place) ends with Player Two moving [4,0] -> [0,0].",
         twoStackOptions(wynnieG), {17, 23}, 1,
         [](const Stacks& q, const Stacks& o) { return q == Stacks{4, 0} && o == Stacks{0, 0}; }},
        {"fig5.1", "Chapter 5, Figure 5.1",
         "In this example, we see that Player One has won since his removal of all 6 remaining chips from the center "
         "stack left Player Two with no legal action on his turn.",
         "Some line of play of M[7,9,20] (stacks in place) ends with Player One moving [0,6,0] -> [0,0,0].",
         [](const Stacks& s) { return games::optionsInPlace(games::minnie(), s); }, {7, 9, 20}, 0, only(1, 6)},
    };
    for (const SamplePlay& play : plays) {
        // by hand: searches for a line of play ending with the described last move; no outcome or value
        Property<std::int64_t> p;
        p.domain = domains::single<std::int64_t>("the sample game", 0, 0, "start");
        p.predicate = [play](std::int64_t) {
            return playExists(play.options, play.start, play.preParity, play.last,
                              "a line of play ending with the described last move");
        };
        registry.add(claim<std::int64_t>(papers::mullen2016.info(play.name, play.where,
                                                                 {.statement = play.statement,
                                                                  .reading = play.reading + " The figure itself is not in the bundled text; "
                                                                                            "only the existence of such a line is checked."}),
                                         p));
    }
}

}  // namespace gameaudit::mullen2016
