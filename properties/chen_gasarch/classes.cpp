// Chen & Gasarch, NIM with Cash: Theorem 4.3 (middle class thresholds), Theorem 5.2 (lower
// class), Theorems 6.1 and 6.2 (one player upper class, one player lower class).
#include <map>

#include <fmt/format.h>

#include "properties/chen_gasarch/formulas.hpp"
#include "properties/chen_gasarch/statements.hpp"
#include "properties/chen_gasarch/support.hpp"

namespace gameaudit::chen_gasarch {
namespace {

std::string cite(const std::string& where) { return "Chen & Gasarch, NIM with Cash, " + where; }

Sets paperFamilies() {
    Sets s{"A = {1, L} for 2 <= L <= 30 and A = {1, L, L+1} for 2 <= L <= 30", {}};
    for (std::int64_t l = 2; l <= 30; ++l) {
        s.sets.push_back({1, l});
        s.sets.push_back({1, l, l + 1});
    }
    return s;
}

std::int64_t u(const Game& g, Player p) { return solved(g.a, g.n, false).upperByDefinition(p, g.n); }
std::int64_t m(const Game& g, Player p) { return solved(g.a, g.n, false).middle(p, g.n); }
bool lower(const Game& g, Player p) {
    return solved(g.a, g.n, false).classOf(p, g.n, p == Player::One ? g.d : g.e) == nimcash::Class::Lower;
}

const char* kClasses =
    "Classes of a player p with x dollars at n stones, as Definitions 3.2, 4.1 and 5.1 define them: upper "
    "class when x >= U_p(n) (Definition 3.2's recursion); middle class when not upper and x >= M_p(n), the "
    "least money with which he can take min(A) on every move and still afford min(A) on each of his turns "
    "(the last one, when the game ends, included), whatever the opponent takes (Definition 4.1; computed by "
    "a recursion over the opponent's replies); lower class otherwise (Definition 5.1: not middle class, and "
    "— the classes being a partition of the money values — not upper class either).";

const char* kMoney =
    " Money d, e ranges over 0..n + max(A): money >= n plays like ∞ and every threshold is at most "
    "n + max(A), so the largest value stands for everything above it, ∞ included.";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(claim<Game>(
        {.id = "chen-gasarch/thm4.3",
         .citation = cite("§4, Theorem 4.3"),
         .statement = statement("thm4.3"),
         .reading = std::string("M_p(n) computed from Definition 4.1's meaning (see the classes below); it must equal "
                                "the theorem's formula for both players. ") +
                    kClasses,
         .bound = 2000},
        pileProperty(piles(paperFamilies(), false), false, [](const CashOracle& o, const Game& g) {
            for (Player p : {Player::One, Player::Two}) {
                const std::int64_t claimed = theorem43M(p, g.n), actual = o.middle(p, g.n);
                if (claimed != actual)
                    return Judgement::fail(fmt::format("M{}(n) = {}", int(p), claimed),
                                           fmt::format("M{}(n) = {} (least money to finish the game taking min(A) every move)",
                                                       int(p), actual));
            }
            return Judgement::pass();
        })));

    registry.add(claim<Game>(
        {.id = "chen-gasarch/thm5.2",
         .citation = cite("§5, Theorem 5.2"),
         .statement = statement("thm5.2"),
         .reading = std::string("\"Poor\" = lower class. For each player, the money values that are lower class are "
                                "exactly 0 <= x < M_p(n). ") +
                    kClasses + kMoney + " " + kEveryA + ".",
         .bound = 40,
         .maxBound = 2000,
         .expect = Expect::refutedAt("A={1} n=0 d=0 e=0")},
        [] {
            Property<Game> p;
            p.domain = positions(allSubsets(kLargestMove), "0 <= d, e <= n + max(A)", allMoney);
            p.predicate = [](const Game& g) {
                for (Player who : {Player::One, Player::Two}) {
                    const std::int64_t x = who == Player::One ? g.d : g.e;
                    const bool claimed = x < m(g, who), actual = lower(g, who);
                    if (claimed != actual) {
                        const auto c = solved(g.a, g.n, false).classOf(who, g.n, x);
                        return Judgement::fail(
                            fmt::format("Player {} with {} dollars is {}poor (M{}(n) = {})", int(who), x,
                                        claimed ? "" : "not ", int(who), m(g, who)),
                            fmt::format("{} (U{}(n) = {}, M{}(n) = {})", name(c), int(who), u(g, who), int(who), m(g, who)),
                            fmt::format("{} dollars >= U{}(n) = {} (Definition 3.2) makes Player {} upper class, yet it is "
                                        "below M{}(n) = {}",
                                        x, int(who), u(g, who), int(who), int(who), m(g, who)));
                    }
                }
                return Judgement::pass();
            };
            return p;
        }()));

    // Theorem 6.1: parts 1-3, each over the positions meeting its hypotheses.
    const std::string r61 = std::string("U1, U2 by Definition 3.2; W(n; d, e) from the cash game's table; W(n) plain "
                                        "NIM. \"At least one player is upper class\" is implied by each part's "
                                        "inequalities. ") + kEveryA + kDepth + "." + kMoney;
    auto all = positions(allSubsets(kLargestMove), "0 <= d, e <= n + max(A)", allMoney);
    struct Part {
        const char* id;
        const char* hypothesis;
        std::function<bool(const Game&)> holds;
        std::function<int(const Game&)> winner;
        const char* why;
    };
    const std::vector<Part> parts61 = {
        {"a", "d >= U1(n), e < U2(n)", [](const Game& g) { return g.d >= u(g, Player::One) && g.e < u(g, Player::Two); },
         [](const Game&) { return 1; }, "part 1: d >= U1(n), e < U2(n)"},
        {"b", "d < U1(n), e >= U2(n)", [](const Game& g) { return g.d < u(g, Player::One) && g.e >= u(g, Player::Two); },
         [](const Game&) { return 2; }, "part 2: d < U1(n), e >= U2(n)"},
        {"c", "d >= U1(n), e >= U2(n)", [](const Game& g) { return g.d >= u(g, Player::One) && g.e >= u(g, Player::Two); },
         [](const Game& g) { return solved(g.a, g.n, false).nimWinner(g.n); }, "part 3: W(n; d, e) = W(n)"},
    };
    for (const Part& part : parts61) {
        const std::string why = part.why;
        registry.add(claim<Game>({.id = std::string("chen-gasarch/thm6.1") + part.id,
                                  .citation = cite("§6, Theorem 6.1, part " + std::to_string(part.id[0] - 'a' + 1)),
                                  .statement = statement("thm6.1"),
                                  .reading = r61,
                                  .bound = 30,
                                  .maxBound = 600},
                                 winProperty(all.where(part.holds, part.hypothesis),
                                             {part.winner, [why](const Game&) { return "Theorem 6.1, " + why; }})));
    }

    const std::string r62 = std::string("M1, M2 and the classes as below; W(n; d, e) from the cash game's table. The "
                                        "hypothesis \"at least one player is lower class\" is checked too. ") +
                            kClasses + kMoney + " " + kEveryA + kDepth + ".";
    auto someoneLower = [](const Game& g) { return lower(g, Player::One) || lower(g, Player::Two); };
    const std::vector<Part> parts62 = {
        {"a", "d >= M1(n), e < M2(n)", [](const Game& g) { return g.d >= m(g, Player::One) && g.e < m(g, Player::Two); },
         [](const Game&) { return 1; }, "part 1: d >= M1(n), e < M2(n)"},
        {"b", "d < M1(n), e >= M2(n)", [](const Game& g) { return g.d < m(g, Player::One) && g.e >= m(g, Player::Two); },
         [](const Game&) { return 2; }, "part 2: d < M1(n), e >= M2(n)"},
        {"c", "d = e < M1(n)", [](const Game& g) { return g.d == g.e && g.d < m(g, Player::One); },
         [](const Game&) { return 2; }, "part 3: d = e < M1(n)"},
        {"d", "e < d < M1(n)", [](const Game& g) { return g.e < g.d && g.d < m(g, Player::One); },
         [](const Game&) { return 1; }, "part 4: e < d < M1(n)"},
        {"e", "d < e < M2(n)", [](const Game& g) { return g.d < g.e && g.e < m(g, Player::Two); },
         [](const Game&) { return 2; }, "part 5: d < e < M2(n)"},
    };
    // Pins: the oracle's minimal counterexamples (general A), none for the paper's own sets.
    const std::map<std::string, std::string> pins62 = {{"a", "A={2,3,4,6} n=10 d=6 e=5"},
                                                       {"b", "A={2,3,5,7} n=8 d=5 e=4"},
                                                       {"c", "A={2,3,4,6,7} n=8 d=5 e=5"},
                                                       {"d", "A={2} n=2 d=1 e=0"}};
    auto paperSets = positions(paperFamilies(), "0 <= d, e <= n + max(A)", allMoney);
    for (const Part& part : parts62) {
        const std::string why = part.why;
        auto holds = part.holds;
        auto where = [holds, someoneLower](const Game& g) { return someoneLower(g) && holds(g); };
        const std::string hypothesis = std::string("at least one player lower class, ") + part.hypothesis;
        const auto pin = pins62.find(part.id);
        registry.add(claim<Game>(
            {.id = std::string("chen-gasarch/thm6.2") + part.id,
             .citation = cite("§6, Theorem 6.2, part " + std::to_string(part.id[0] - 'a' + 1)),
             .statement = statement("thm6.2"),
             .reading = r62,
             .bound = 30,
             .maxBound = 600,
             .expect = pin == pins62.end() ? Expect::holds() : Expect::refutedAt(pin->second)},
            winProperty(all.where(where, hypothesis), {part.winner, [why](const Game&) { return "Theorem 6.2, " + why; }})));
        registry.add(claim<Game>(
            {.id = std::string("chen-gasarch/thm6.2") + part.id + "-fam",
             .citation = cite("§6, Theorem 6.2, part " + std::to_string(part.id[0] - 'a' + 1) +
                              ", on the paper's move sets"),
             .statement = statement("thm6.2"),
             .reading = r62 + " Alternative reading: §6 introduces Theorems 6.1 and 6.2 as \"applied to both of our "
                              "sets\", so here A ranges over {1, L} and {1, L, L+1}, 2 <= L <= 30, instead.",
             .bound = 40,
             .maxBound = 600},
            winProperty(paperSets.where(where, hypothesis), {part.winner, [why](const Game&) { return "Theorem 6.2, " + why; }})));
    }
}

}  // namespace gameaudit::chen_gasarch
