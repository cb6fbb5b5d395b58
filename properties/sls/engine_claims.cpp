// Claims about single moves, judged by the general rules engine (models/sls/rules_engine.hpp)
// on two-player, two-colour positions: who plays next, captures, alternation of piles, and
// v1's reduced Rules list, which is the compact model's transition set.
#include <fmt/format.h>

#include <algorithm>

#include "models/sls/reduction.hpp"
#include "properties/sls/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls {
namespace {

constexpr const PaperContext& kV2 = papers::sls_v2;
constexpr const PaperContext& kV1 = papers::sls_v1;
const std::string kEngine =
    " Judged by the general rules engine (v2 §1.2, 4 players with Green and Yellow eliminated) on every "
    "two-colour position with B active (B plays X; the rules are colour-symmetric), by total chips then piles, "
    "after each placement of B (each one the claim is about, on every pile) and every discard choice of a capturer. "
    "Default bound 14 (2,924,384 states); deeper runs go behind --bound.";

ClaimInfo info(const PaperContext& paper, std::string name, std::string where, std::string statement, std::string reading,
               std::int64_t bound = 14) {
    return paper.info(name, where,
                      {.statement = std::move(statement),
                       .reading = std::move(reading) + kEngine,
                       .bound = bound,
                       .pinBound = 12,  // 14 chips are too dear for the test suite; the report check runs them
                       .randomReach = 1.5,
                       .randomSpan = 3,  // nothing is memoised, but each chip multiplies the states
                       .cases = 50});
}

// A statement quoted with a change the text's layout forces, named in `why`.
ClaimInfo paraphrased(ClaimInfo i, std::string why) {
    i.paraphrase = std::move(why);
    return i;
}

std::string moveText(int chip, int top) {
    return fmt::format("B places {} on {}", chip == 0 ? 'b' : 'r',
                       top < 0 ? std::string("an empty pile") : std::string(1, top == 0 ? 'b' : 'r') + "-pile");
}

// For every placement of B that `applies`, the next active player is `expected` and forced.
Property<State> nextPlayer(std::function<bool(int chip, int top)> applies, std::function<int(int chip, int top)> expected) {
    return everyPlacement(
        states(BoardType::General),
        [expected](const State& s, const EngineOutcome& o) {
            const int top = topOf(*o.before, o.pile);
            const char want = expected(o.chip, top) == 0 ? 'B' : 'R';
            if (o.choiceOfNextPlayer)
                return Judgement::fail(std::string(1, want) + " is designated", "the Next Player Rule leaves a choice",
                                       moveText(o.chip, top) + " in " + show(s));
            for (const RulesEngine& e : o.ends)
                if (e.active() != expected(o.chip, top))
                    return Judgement::fail(std::string(1, want) + " plays next",
                                           std::string(1, e.active() == 0 ? 'B' : 'R') + " plays next",
                                           moveText(o.chip, top) + " in " + show(s) + " gives " + e.describe());
            return Judgement::pass();
        },
        [applies](const RulesEngine& start, int chip, int pile) { return applies(chip, topOf(start, pile)); });
}

// After every placement and discard, the piles with two or more chips alternate colours.
Property<State> alternation() {
    return everyPlacement(states(BoardType::General), [](const State&, const EngineOutcome& o) {
        for (const RulesEngine& e : o.ends)
            for (int j = 0; j < e.pileCount(); ++j) {
                const PileView pile = e.pile(j);
                if (std::adjacent_find(pile.begin(), pile.end()) != pile.end())
                    return Judgement::fail("alternating piles", "two consecutive chips of one colour",
                                           moveText(o.chip, topOf(*o.before, o.pile)) + " gives " + e.describe());
            }
        return Judgement::pass();
    });
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // Colours: 0 = b (B's), 1 = r; B is the active player X.
    registry.add(claim(paraphrased(info(kV2, "thm2.1", "§2, Theorem 2.1 (Same Active Player)",
                            "Let be a player with designated color and let be a color such that . If is the active player "
                            "and makes any of the following three moves (assuming they have the appropriate chips in their "
                            "possession), then they get designated as the next active player. 1. places a chip on an empty "
                            "pile, 2. places a chip on an -pile, 3. or places an chip on an -pile.",
                            "Symbols restored from v1 Proposition 2.2 and the proof: X places a y chip on an empty pile, a y "
                            "chip on an x-pile, or an x chip on an x-pile (a capture, whatever X discards); X is then the "
                            "forced next active player."),
                                   "The three items are quoted without the text's list markers ('-' before each number)."),
                       nextPlayer([](int chip, int top) { return (chip == 1 && top != 1) || (chip == 0 && top == 0); },
                                  [](int, int) { return 0; })));
    registry.add(claim(paraphrased(info(kV2, "thm2.2", "§2, Theorem 2.2 (Different Active Player)",
                            "Let be two different players with designated colors and , respectively. If is the active "
                            "player and makes any of the following three moves (assuming they have the appropriate chips in "
                            "their possession), then gets designated as the next active player. 1. places an chip on an "
                            "empty pile, 2. places an chip on a -pile, 3. or places a chip on a -pile.",
                            "Symbols restored from v1 Propositions 2.3–2.4: X places an x chip on an empty pile, an x chip on "
                            "a y-pile, or a y chip on a y-pile (Y captures, whatever Y discards); Y is then the forced next "
                            "active player."),
                                   "The three items are quoted without the text's list markers ('-' before each number)."),
                       nextPlayer([](int chip, int top) { return (chip == 0 && top != 0) || (chip == 1 && top == 1); },
                                  [](int, int) { return 1; })));
    registry.add(claim(info(kV2, "prop2.3", "§2, Proposition 2.3",
                            "Let be a pile containing at least two chips. At the beginning of each turn, any two "
                            "consecutive chips in have different colors.",
                            "Inductive step checked: from every alternating position, every placement and discard leaves "
                            "all piles alternating (the game starts with empty piles)."),
                       alternation()));
    registry.add(claim(info(kV1, "prop2.5", "§2.1, Proposition 2.5",
                            "Suppose we have an SLS board with 2 players X and Y, and their respective colors x and y. Then "
                            "all the non-empty piles have alternating x and y chips.",
                            "As sls-v2/prop2.3: every move from an alternating position keeps every pile alternating."),
                       alternation()));
    registry.add(claim(info(kV1, "prop2.2", "§2.1, Proposition 2.2",
                            "Let X ∈ {B, R} and let x be X's color. If X places a y ≠ x chip on an empty pile or on an "
                            "x-pile, then X has the next turn.",
                            "The y chip placed by X = B on an empty pile or an x-pile; B must be the forced next player."),
                       nextPlayer([](int chip, int top) { return chip == 1 && top != 1; }, [](int, int) { return 0; })));
    registry.add(claim(info(kV1, "prop2.4", "§2.1, Proposition 2.4",
                            "Let X ∈ {B, R} and let x be X's color. If X places an x chip on an empty pile or on a y-pile, "
                            "then Y has the next turn.",
                            "X = B places a b chip on an empty pile or an r-pile; R must be the forced next player."),
                       nextPlayer([](int chip, int top) { return chip == 0 && top != 0; }, [](int, int) { return 1; })));

    // v1's capture (Definition 1.11, rules 8-9): the capturer "must discard at least one of the captured
    // chips", as many as it likes. The engine makes v2's one discard; from each of its ends the capturer
    // may also give up the captured chips of its colour it kept: `keptOwn` of them.
    auto keptOwn = [](const RulesEngine& start, const RulesEngine& end, int capturer, int chip) {
        const int placedOwn = start.active() == capturer && chip == capturer ? 1 : 0;
        return end.hands()[capturer][capturer] - (start.hands()[capturer][capturer] - placedOwn);
    };
    const std::string v1Capture =
        " Under v1's capture rule (Definition 1.11: the capturer discards at least one of the captured chips, any "
        "number): from each of the engine's outcomes (one discard) the capturer may also discard the captured chips of "
        "its colour it kept.";
    const std::string statement23 =
        "Let X, Y ∈ {B, R} such that X ≠ Y. Let x and y be their respective chips. If X places a y chip on a y-pile, "
        "then Y gains at least one chip of color y and has the next move.";
    auto onRedPile = [](const RulesEngine& start, int chip, int pile) { return chip == 1 && topOf(start, pile) == 1; };
    auto gains = [keptOwn](bool every) {
        return [keptOwn, every](const State& s, const EngineOutcome& o) {
            const RulesEngine& start = *o.before;
            bool some = false;
            for (const RulesEngine& e : o.ends) {
                const int kept = keptOwn(start, e, 1, o.chip);
                const int most = e.hands()[1][1] - start.hands()[1][1], least = most - kept;
                const bool ok = e.active() == 1 && (every ? least : most) >= 1;
                if (every && !ok)
                    return Judgement::fail("R gains an r chip and plays next, whatever R discards",
                                           fmt::format("R gains {} r chips if it also discards the {} captured r chip(s) "
                                                       "it keeps in {}",
                                                       least, kept, e.describe()),
                                           moveText(o.chip, 1) + " in " + show(s));
                some = some || ok;
            }
            if (every || some) return Judgement::pass();
            return Judgement::fail("R can gain an r chip and plays next", "no discard gains one",
                                   moveText(o.chip, 1) + " in " + show(s));
        };
    };
    {
        ClaimInfo literal = info(kV1, "prop2.3", "§2.1, Proposition 2.3", statement23,
                                 "Literal: X = B places an r chip on an r-pile; whatever R discards, R ends the capture "
                                 "with at least one more r chip and plays next." + v1Capture);
        literal.expect = Expect::refutedAt("B(0,1) R(0,0) [r] B");
        registry.add(claim(std::move(literal), everyPlacement(states(BoardType::General), gains(true), onRedPile)));
        registry.add(claim(info(kV1, "prop2.3-can", "§2.1, Proposition 2.3", statement23,
                                "Alternative reading, the proof's ('Y has to discard at least one chip from the pile and "
                                "can keep the remaining chips'): X = B places an r chip on an r-pile; R can end the "
                                "capture with at least one more r chip, and plays next." + v1Capture),
                           everyPlacement(states(BoardType::General), gains(false), onRedPile)));
    }

    // X captures an x-singleton whoever places the x chip: B its own b chip (X = B), or B a prisoner r
    // chip on an r-singleton (X = R; the rules are colour-symmetric).
    Property<State> singleton = everyPlacement(
        states(BoardType::General),
        [keptOwn](const State& s, const EngineOutcome& o) {
            const RulesEngine& start = *o.before;
            const int x = o.chip, had = start.hands()[x][x];
            for (const RulesEngine& e : o.ends) {
                const int most = e.hands()[x][x], least = most - keptOwn(start, e, x, o.chip);
                if (least <= had && had <= most) return Judgement::pass();
            }
            const char who = x == 0 ? 'B' : 'R', colour = x == 0 ? 'b' : 'r';
            return Judgement::fail(fmt::format("{} can keep {} {} chips", who, had, colour), "no discard keeps them",
                                   fmt::format("{} captures the {}-singleton B places {} on, in {}", who, colour, colour,
                                               show(s)));
        },
        [](const RulesEngine& start, int chip, int pile) {
            const PileView p = start.pile(pile);
            return p.size() == 1 && p[0] == chip;
        });
    registry.add(claim(info(kV1, "prop2.7", "§2.1, Proposition 2.7",
                            "Suppose player X captures an x-singleton. Then X can guarantee that the number of x chips in "
                            "their possession does not change.",
                            "Whoever places the x chip on the x-singleton (B its own b chip: X = B; or B a prisoner r chip: "
                            "X = R), some discard leaves X's x count as it was before the placement." + v1Capture),
                       singleton));

    // by hand: compares the compact successor function with the rules engine's successors, not a position's value
    Property<State> rules;
    rules.domain = states(BoardType::General);
    rules.predicate = [](const State& s) {
        if (compactSuccessors(s) == engineSuccessors(s)) return Judgement::pass();
        // The differences, in the notation's order.
        auto texts = [](const std::vector<State>& states) {
            std::vector<std::string> out;
            for (const State& t : states) out.push_back(show(t));
            std::sort(out.begin(), out.end());
            return out;
        };
        const auto compact = texts(compactSuccessors(s)), engine = texts(engineSuccessors(s));
        std::string diff;
        for (const auto& x : engine)
            if (!std::binary_search(compact.begin(), compact.end(), x)) diff += " engine only: " + x + ";";
        for (const auto& x : compact)
            if (!std::binary_search(engine.begin(), engine.end(), x)) diff += " rules list only: " + x + ";";
        return Judgement::fail("the Rules list's moves", "the full rules' moves differ", show(s) + ":" + diff);
    };
    registry.add(claim(paraphrased(info(kV1, "rules2.2", "§2.2, the Rules of the Game (rules 3–9, 11)",
                            "3. A player's move consists of placing a chip on the board. However, the consequences of a move "
                            "vary. 4. If B plays an r chip on an empty pile or a b-pile, then B plays again (by Proposition "
                            "2.2). 5. If B plays a b chip on an empty pile or an r-pile, then R gets the next move (by "
                            "Proposition 2.4). 6. If R plays a b chip on an empty pile or an r-pile, then R plays again (by "
                            "Proposition 2.2). 7. If R plays an r chip on an empty pile or a b-pile, then B gets the next "
                            "move (by Proposition 2.4). 8. If a player plays a b chip on a b-pile, then B captures the pile, "
                            "discards at least one chip from the pile, and gets the next move. 9. If a player plays an r chip "
                            "on an r-pile, then R captures the pile, discards at least one chip from the pile, and gets the "
                            "next move. 11. A player loses when it is their turn to play and they are out of chips.",
                            "The reduction audited: from every position, the set of positions reached by one placement "
                            "and the capturer's discard is the same in the compact model (which implements this list, "
                            "with v2's 'exactly one' discard; further discards are the Discarding Rule's) and in the "
                            "general engine."),
                                   "Rules 3-9 and 11 are quoted without rule 10 between them and without the list markers ('-')."),
                       rules));
}

}  // namespace gameaudit::sls
