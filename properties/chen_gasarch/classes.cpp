// Chen & Gasarch, NIM with Cash: Theorem 4.3 (middle class thresholds), Theorem 5.2 (lower
// class), Theorems 6.1 and 6.2 (one player upper class, one player lower class).
#include <map>

#include <fmt/format.h>

#include "properties/chen_gasarch/formulas.hpp"
#include "properties/chen_gasarch/paid_moves.hpp"
#include "properties/chen_gasarch/statements.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::chen_gasarch {
namespace {

Sets paperFamilies() {
    Sets s{"A = {1, L} for 2 <= L <= 30 and A = {1, L, L+1} for 2 <= L <= 30", {}};
    for (std::int64_t l = 2; l <= 30; ++l) {
        s.sets.push_back({1, l});
        s.sets.push_back({1, l, l + 1});
    }
    return s;
}

std::int64_t u(const Position& g, Player p) { return solved(g.a, g.n, false).upperByDefinition(p, g.n); }
std::int64_t m(const Position& g, Player p) { return solved(g.a, g.n, false).middle(p, g.n); }
bool lower(const Position& g, Player p) {
    return solved(g.a, g.n, false).classOf(p, g.n, p == Player::One ? g.d : g.e) == nim_cash::Class::Lower;
}

const char* kClasses =
    "Classes of a player p with x dollars at n stones, as Definitions 3.2, 4.1 and 5.1 define them: upper "
    "class when x >= U_p(n) (Definition 3.2's recursion); middle class when not upper and x >= M_p(n), the "
    "least money with which he can take min(A) on every move and still afford min(A) on each of his turns "
    "(the last one, when the game ends, included), whatever the opponent takes (Definition 4.1; computed by "
    "a recursion over the opponent's replies); lower class otherwise (Definition 5.1: not middle class, and "
    "— the classes being a partition of the money values — not upper class either).";

const char* kPaidMoves =
    "Classes of a player p with x dollars at n stones: upper class when x >= U_p(n) (Definition 3.2's "
    "recursion); middle class when not upper and x >= M_p(n), where M_p(n) reads Definition 4.1 literally: the "
    "least money with which he can pay min(A) for every move he makes taking min(A) each time, whatever the "
    "opponent takes, until the game ends. Money is lost only by moving (Definition 1.6: \"A player's move consists "
    "of removing a ∈ A stones from the pile, and losing a dollars\"), so the final turn, at a pile of fewer than "
    "min(A) stones, costs nothing (computed here by its own recursion over the opponent's replies, not the "
    "oracle's M, which charges that final turn too); lower class otherwise (Definition 5.1: not middle class, "
    "and, the classes being a partition of the money values, not upper class either).";

const char* kMoney =
    " Money d, e ranges over 0..n + max(A): money >= n plays like ∞ and every threshold is at most "
    "n + max(A), so the largest value stands for everything above it, ∞ included.";

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // Theorem 4.3 and 5.2 in two readings of Definition 4.1: the literal one (money is lost only by
    // moving, so the final turn at an empty pile costs nothing) and the oracle's, which also
    // charges min(A) for that final turn.
    struct MReading {
        const char* suffix;  // "" for the faithful claim
        const char* text;
        std::function<std::int64_t(const Position&, Player)> m;
        std::function<bool(const Position&, Player)> lower;
    };
    const std::vector<MReading> readings = {
        {"", kPaidMoves, [](const Position& g, Player p) { return paidMovesM(p, g.a, g.n); },
         [](const Position& g, Player p) { return lowerPaidMoves(p, g); }},
        {"-final-turn", kClasses, m, lower},
    };
    const std::map<std::string, std::string> pins43 = {{"", "A={1,2} n=0"}};
    const std::map<std::string, std::string> pins52 = {{"-final-turn", "A={1} n=0 d=0 e=0"}};
    for (const MReading& r : readings) {
        const auto pin43 = pins43.find(r.suffix);
        auto mOf = r.m;
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("thm4.3") + r.suffix,
                                      std::string("§4, Theorem 4.3") + (*r.suffix ? ", the final turn charged" : ""),
                {.statement = statement("thm4.3"),
                 .reading = std::string("M_p(n) computed from Definition 4.1's meaning (see the classes below); it must equal "
                                        "the theorem's formula for both players. ") +
                            r.text,
                 .bound = 2000,
                 .expect = pin43 == pins43.end() ? Expect::holds() : Expect::refutedAt(pin43->second)}),
            pileProperty(piles(paperFamilies(), false), false, [mOf](const CashOracle&, const Position& g) {
                for (Player p : {Player::One, Player::Two}) {
                    const std::int64_t claimed = theorem43M(p, g.n), actual = mOf(g, p);
                    const std::int64_t least = *std::min_element(g.a.begin(), g.a.end());
                    if (claimed != actual)
                        return Judgement::fail(fmt::format("M{}(n) = {}", int(p), claimed),
                                               fmt::format("M{}(n) = {} (least money to finish the game taking min(A) every move)",
                                                           int(p), actual),
                                               fmt::format("at worst over the opponent's takes, Player {} makes {} moves of "
                                                           "min(A) = {} stones",
                                                           int(p), actual / least, least));
                }
                return Judgement::pass();
            })));

        const auto pin52 = pins52.find(r.suffix);
        auto lowerOf = r.lower;
        registry.add(claim<Position>(
            papers::chen_gasarch.info(std::string("thm5.2") + r.suffix,
                                      std::string("§5, Theorem 5.2") + (*r.suffix ? ", the final turn charged" : ""),
                {.statement = statement("thm5.2"),
                 .reading = std::string("\"Poor\" = lower class. For each player, the money values that are lower class are "
                                        "exactly 0 <= x < M_p(n). ") +
                            r.text + kMoney + " " + kEveryA + ".",
                 .bound = 40,
                 .expect = pin52 == pins52.end() ? Expect::holds() : Expect::refutedAt(pin52->second)}),
            [mOf, lowerOf] {
                // by hand: "poor" (money below M_p(n)) against Definition 3.2's lower class; no outcome
                Property<Position> p;
                p.domain = positions(allSubsets(kLargestMove), "0 <= d, e <= n + max(A)", allMoney);
                p.predicate = [mOf, lowerOf](const Position& g) {
                    for (Player who : {Player::One, Player::Two}) {
                        const std::int64_t x = who == Player::One ? g.d : g.e;
                        const bool claimed = x < mOf(g, who), actual = lowerOf(g, who);
                        if (claimed != actual)
                            return Judgement::fail(
                                fmt::format("Player {} with {} dollars is {}poor (M{}(n) = {})", int(who), x,
                                            claimed ? "" : "not ", int(who), mOf(g, who)),
                                fmt::format("{} (U{}(n) = {}, M{}(n) = {})", actual ? "lower class" : "not lower class",
                                            int(who), u(g, who), int(who), mOf(g, who)),
                                fmt::format("{} dollars >= U{}(n) = {} (Definition 3.2) makes Player {} upper class, yet it "
                                            "is below M{}(n) = {}",
                                            x, int(who), u(g, who), int(who), int(who), mOf(g, who)));
                    }
                    return Judgement::pass();
                };
                return p;
            }()));
    }

    // Theorem 6.1: parts 1-3, each over the positions meeting its hypotheses.
    const std::string r61 = std::string("U1, U2 by Definition 3.2; W(n; d, e) from the cash game's table; W(n) plain "
                                        "NIM. \"At least one player is upper class\" is implied by each part's "
                                        "inequalities. ") + kEveryA + kDepth + "." + kMoney;
    auto all = positions(allSubsets(kLargestMove), "0 <= d, e <= n + max(A)", allMoney);
    struct Part {
        const char* id;
        const char* hypothesis;
        std::function<bool(const Position&)> holds;
        std::function<int(const Position&)> winner;
        const char* why;
    };
    const std::vector<Part> parts61 = {
        {"a", "d >= U1(n), e < U2(n)", [](const Position& g) { return g.d >= u(g, Player::One) && g.e < u(g, Player::Two); },
         [](const Position&) { return 1; }, "part 1: d >= U1(n), e < U2(n)"},
        {"b", "d < U1(n), e >= U2(n)", [](const Position& g) { return g.d < u(g, Player::One) && g.e >= u(g, Player::Two); },
         [](const Position&) { return 2; }, "part 2: d < U1(n), e >= U2(n)"},
        {"c", "d >= U1(n), e >= U2(n)", [](const Position& g) { return g.d >= u(g, Player::One) && g.e >= u(g, Player::Two); },
         [](const Position& g) { return solved(g.a, g.n, false).nimWinner(g.n); }, "part 3: W(n; d, e) = W(n)"},
    };
    for (const Part& part : parts61) {
        const std::string why = part.why;
        registry.add(claim<Position>(papers::chen_gasarch.info(std::string("thm6.1") + part.id,
                                                               "§6, Theorem 6.1, part " + std::to_string(part.id[0] - 'a' + 1),
                                         {.statement = statement("thm6.1"),
                                          .reading = r61,
                                          .bound = 30}),
                                 winProperty(all.where(part.holds, part.hypothesis),
                                             {part.winner, [why](const Position&) { return "Theorem 6.1, " + why; }})));
    }

    // Theorem 6.2 and the step of its proof, in both readings of M (Theorem 4.3 above).
    // Pins: the oracle's minimal counterexamples (general A), none for the paper's own sets.
    const std::map<std::string, std::string> pins62 = {{"a-final-turn", "A={2,3,4,6} n=10 d=6 e=5"},
                                                       {"b-final-turn", "A={2,3,5,7} n=8 d=5 e=4"},
                                                       {"c-final-turn", "A={2,3,4,6,7} n=8 d=5 e=5"},
                                                       {"d-final-turn", "A={2} n=2 d=1 e=0"},
                                                       {"d", "A={2} n=2 d=1 e=0"}};
    auto paperSets = positions(paperFamilies(), "0 <= d, e <= n + max(A)", allMoney);
    for (const MReading& r : readings) {
        const std::string r62 = std::string("M1, M2 and the classes as below; W(n; d, e) from the cash game's table. The "
                                            "hypothesis \"at least one player is lower class\" is checked too. ") +
                                r.text + kMoney + " " + kEveryA + kDepth + ".";
        auto mOf = r.m;
        auto lowerOf = r.lower;
        auto someoneLower = [lowerOf](const Position& g) { return lowerOf(g, Player::One) || lowerOf(g, Player::Two); };
        const std::vector<Part> parts62 = {
            {"a", "d >= M1(n), e < M2(n)",
             [mOf](const Position& g) { return g.d >= mOf(g, Player::One) && g.e < mOf(g, Player::Two); },
             [](const Position&) { return 1; }, "part 1: d >= M1(n), e < M2(n)"},
            {"b", "d < M1(n), e >= M2(n)",
             [mOf](const Position& g) { return g.d < mOf(g, Player::One) && g.e >= mOf(g, Player::Two); },
             [](const Position&) { return 2; }, "part 2: d < M1(n), e >= M2(n)"},
            {"c", "d = e < M1(n)", [mOf](const Position& g) { return g.d == g.e && g.d < mOf(g, Player::One); },
             [](const Position&) { return 2; }, "part 3: d = e < M1(n)"},
            {"d", "e < d < M1(n)", [mOf](const Position& g) { return g.e < g.d && g.d < mOf(g, Player::One); },
             [](const Position&) { return 1; }, "part 4: e < d < M1(n)"},
            {"e", "d < e < M2(n)", [mOf](const Position& g) { return g.d < g.e && g.e < mOf(g, Player::Two); },
             [](const Position&) { return 2; }, "part 5: d < e < M2(n)"},
        };
        const std::string suffix = r.suffix;
        const std::string finalTurn = suffix.empty() ? "" : ", the final turn charged";
        for (const Part& part : parts62) {
            const std::string why = part.why;
            auto holds = part.holds;
            auto where = [holds, someoneLower](const Position& g) { return someoneLower(g) && holds(g); };
            const std::string hypothesis = std::string("at least one player lower class, ") + part.hypothesis;
            const auto pin = pins62.find(part.id + suffix);
            const auto pinFam = pins62.find(part.id + std::string("-fam") + suffix);
            const std::string where62 = "§6, Theorem 6.2, part " + std::to_string(part.id[0] - 'a' + 1);
            registry.add(claim<Position>(
                papers::chen_gasarch.info(std::string("thm6.2") + part.id + suffix, where62 + finalTurn,
                    {.statement = statement("thm6.2"),
                     .reading = r62,
                     .bound = 30,
                     .expect = pin == pins62.end() ? Expect::holds() : Expect::refutedAt(pin->second)}),
                winProperty(all.where(where, hypothesis), {part.winner, [why](const Position&) { return "Theorem 6.2, " + why; }})));
            registry.add(claim<Position>(
                papers::chen_gasarch.info(std::string("thm6.2") + part.id + "-fam" + suffix,
                                          where62 + ", on the paper's move sets" + finalTurn,
                    {.statement = statement("thm6.2"),
                     .reading = r62 + " Alternative reading: §6 introduces Theorems 6.1 and 6.2 as \"applied to both of our "
                                      "sets\", so here A ranges over {1, L} and {1, L, L+1}, 2 <= L <= 30, instead.",
                     .bound = 40,
                     .expect = pinFam == pins62.end() ? Expect::holds() : Expect::refutedAt(pinFam->second)}),
                winProperty(paperSets.where(where, hypothesis),
                            {part.winner, [why](const Position&) { return "Theorem 6.2, " + why; }})));
        }

        // The proof's step: "Player 2 will go broke first in (1) and (4), and ... Player 1 will go broke
        // first in the remaining two cases" when both take min(A) every move (Definitions 4.1 and 5.1).
        struct Broke {
            const char* letter;
            const char* cases;
            std::vector<std::size_t> parts;
            int broke;
        };
        const std::vector<Broke> brokes = {{"a", "parts (1) and (4)", {0, 3}, 2},
                                           {"b", "the remaining parts (2), (3) and (5)", {1, 2, 4}, 1}};
        const std::map<std::string, std::string> pinsBroke = {{"a", "A={2} n=2 d=1 e=0"},
                                                              {"a-final-turn", "A={2} n=2 d=1 e=0"}};
        for (const Broke& br : brokes) {
            std::vector<std::function<bool(const Position&)>> hyps;
            for (std::size_t i : br.parts) hyps.push_back(parts62[i].holds);
            auto inCase = [hyps, someoneLower](const Position& g) {
                if (!someoneLower(g)) return false;
                for (const auto& h : hyps)
                    if (h(g)) return true;
                return false;
            };
            const int expected = br.broke;
            const bool chargeFinal = !suffix.empty();  // the reading's M charges the final turn: so does going broke
            // by hand: both players take min(A) until one cannot pay: a line of play, not an outcome
            Property<Position> prop;
            prop.domain = all.where(inCase, std::string("at least one player lower class, ") + br.cases + " of Theorem 6.2");
            prop.predicate = [expected, chargeFinal](const Position& g) {
                // Both take min(A) on every move, Player 1 first; who first cannot pay with stones left?
                const std::int64_t least = g.a.front();
                std::int64_t stones = g.n, money[2] = {g.d, g.e};
                int mover = 0, broke = 0;
                std::string line;
                while (stones >= least || chargeFinal) {
                    if (money[mover] < least) {
                        broke = mover + 1;
                        break;
                    }
                    if (stones < least) break;  // the final turn, paid for
                    money[mover] -= least;
                    stones -= least;
                    line += fmt::format("P{} takes {}, ", mover + 1, least);
                    mover = 1 - mover;
                }
                if (broke == expected) return Judgement::pass();
                line += broke ? fmt::format("P{} cannot pay min(A) with {} stones left", broke, stones)
                              : fmt::format("the pile runs out ({} stones) before either player is broke", stones);
                return Judgement::fail(fmt::format("Player {} goes broke first", expected),
                                       broke ? fmt::format("Player {} goes broke first", broke) : "nobody goes broke",
                                       line);
            };
            registry.add(claim<Position>(
                papers::chen_gasarch.info(std::string("prf6.2") + br.letter + suffix, "§6, proof of Theorem 6.2" + finalTurn,
                    {.statement = "Applying definitions 4.1 and 5.1, we see that Player 2 will go broke first in (1) and (4), "
                                  "and that Player 1 will go broke first in the remaining two cases.",
                     .reading = std::string("Both players take min(A) on every move (the miserly play Definitions 4.1 and 5.1 "
                                            "speak of), Player 1 first; \"goes broke first\" = is the first player unable to "
                                            "pay min(A) while at least min(A) stones remain") +
                                (chargeFinal ? " or at his final turn, when fewer remain (the final turn charged, as in M)" : "") +
                                " (simulated). Checked over " +
                                br.cases + " (\"the remaining two cases\" read as every remaining part: there are three). " +
                                r.text + kMoney + " " + kEveryA + kDepth + ".",
                     .bound = 30,
                     .expect = pinsBroke.count(br.letter + suffix) ? Expect::refutedAt(pinsBroke.at(br.letter + suffix))
                                                                   : Expect::holds()}),
                std::move(prop)));
        }
    }
}

}  // namespace gameaudit::chen_gasarch
