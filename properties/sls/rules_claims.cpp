// The four-player rules of So Long Sucker (v2 §1.1–1.2, v1 §1.4), their consequences listed in
// v2's Remarks, and the worked examples (v2 §1.2.1, v1 Examples 1.12–1.13), played on the
// general rules engine (models/sls/rules_engine.hpp) from the start of a game.
#include <fmt/format.h>

#include <algorithm>

#include "core/domains.hpp"
#include "core/errors.hpp"
#include "models/sls/rules_engine.hpp"
#include "oracles/sls/every_play.hpp"
#include "properties/sls/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::rules_claims {
namespace {

constexpr const PaperContext& kV2 = papers::sls_v2;
constexpr const PaperContext& kV1 = papers::sls_v1;
constexpr int kPlayers = 4, kPiles = 2;
const std::string kGames = fmt::format(
    " Every play of a {}-player game on {} piles with c chips each, from Blue starting (first player), is explored "
    "through placements, capture discards, designations and eliminations, up to any point where the rules name no "
    "next player (see sls-v2/rules1.2) (donations and voluntary discards of "
    "prisoners are not explored; deals change no rule). A position where a placement is due is identified by hands, "
    "piles, eliminated players and the active player, and explored once however it is reached; the Special Rule's "
    "memory of who gave each turn is not part of that identity. A pending capture discard or designation is explored "
    "wherever it arises, since its choices depend on the placement before it.",
    kPlayers, kPiles);

// The board of a claim's games with c chips each: kPiles piles, or as many as its statement says.
using PilesFor = int (*)(int chips);
int fixedPiles(int) { return kPiles; }

// Every step of every play of the game with c chips each, Blue first.
std::string explore(int chips, const PlayVisit& visit, bool gapFails = false, PilesFor piles = fixedPiles) {
    return exploreEveryPlay(RulesEngine(kPlayers, piles(chips), chips, 0), visit, gapFails);
}

// The claim's games: c chips each (size c).
Domain<std::int64_t> games() {
    Domain<std::int64_t> d = domains::integers("c", 1);
    d.description = fmt::format("{}-player games on {} piles with c chips each", kPlayers, kPiles);
    d.largestAdmitted = 2;  // c = 3's plays are too many to explore
    return d;
}

ClaimInfo info(const PaperContext& paper, std::string name, std::string where, std::string statement, std::string reading) {
    return paper.info(name, where,
                      {.statement = std::move(statement),
                       .reading = std::move(reading),
                       .bound = 1,  // c = 2 explores many more plays: run with --bound 2
                       .cases = 0});
}

// The game with c = 2 alone.
Domain<std::int64_t> twoChipGame() {
    Domain<std::int64_t> d = games().where([](std::int64_t c) { return c == 2; }, "c = 2");
    d.largest = 2;
    return d;
}

// "It is possible that ...": some play of the game with c = 2 shows it.
Property<std::int64_t> possible(std::string what, std::function<bool(const RulesEngine&, const PlayStep&)> shows) {
    // by hand: "it is possible": some play of the four-player game shows it; the builders judge each case alone
    Property<std::int64_t> p;
    p.domain = twoChipGame();
    p.predicate = [what, shows](std::int64_t c) {
        const std::string found = explore(static_cast<int>(c), [&](const RulesEngine& e, const PlayStep& m) {
            return shows(e, m) ? e.describe() + ": " + m.what + " -> " + m.next.describe() : std::string();
        });
        if (found.empty()) return Judgement::fail(what + " in some play", "in no play", "every play explored");
        return Judgement::pass();
    };
    return p;
}

// "In no play ...": `fault` returns what it finds wrong at a move, or "". `found` names it in the
// verdict ("": the fault's text up to its ':'). Where the rules name no next player, play stops
// there; that is a fault itself if `gapFails`.
Property<std::int64_t> inEveryPlay(Domain<std::int64_t> d, std::string claimed, std::string found,
                                   std::function<std::string(const RulesEngine&, const PlayStep&)> fault, bool gapFails = false,
                                   PilesFor piles = fixedPiles) {
    // by hand: a fault sought in every play of the four-player rules engine; the builders judge two-player positions
    Property<std::int64_t> p;
    p.domain = std::move(d);
    p.predicate = [claimed, found, fault, gapFails, piles](std::int64_t c) {
        const std::string bad = explore(static_cast<int>(c), fault, gapFails, piles);
        if (bad.empty()) return Judgement::pass();
        return Judgement::fail(claimed, found.empty() ? bad.substr(0, bad.find(':')) : found, bad);
    };
    return p;
}

// The next player a move leaves is in the game, or there are some to choose from: the fault, or "".
std::string noLivingNextPlayer(const RulesEngine& e, const PlayStep& m) {
    const RulesEngine& n = m.next;
    const std::string where = e.describe() + ": " + m.what + " -> " + n.describe();
    if (n.step() != RulesEngine::Step::Over && n.eliminated(n.active())) return "an eliminated player is active: " + where;
    if (n.step() == RulesEngine::Step::Designate && n.choices().empty()) return "no player to choose: " + where;
    return "";
}

bool winnerWithoutChips(const RulesEngine&, const PlayStep& m) {
    if (m.next.step() != RulesEngine::Step::Over) return false;
    for (int q = 0; q < m.next.players(); ++q)
        if (!m.next.eliminated(q)) return m.next.chipsHeld(q) == 0;
    return false;
}

// A turn that ends with its active player active again.
bool activeTwice(const RulesEngine& e, const PlayStep& m) {
    return (e.step() == RulesEngine::Step::Designate || e.step() == RulesEngine::Step::Place) &&
           m.next.step() == RulesEngine::Step::Place && m.next.active() == e.active() &&
           m.what.find("eliminated") == std::string::npos;
}

int prisoners(const RulesEngine& e, int p) {
    return e.chipsHeld(p) - e.hands()[static_cast<std::size_t>(p)][static_cast<std::size_t>(p)];
}

// A worked example on its reconstructed position: `play` returns "" when every step goes as
// the text says, else what happened instead.
Property<std::int64_t> example(std::function<std::string()> play) {
    // by hand: a worked example replayed step by step on the rules engine, an illegal step its failure
    Property<std::int64_t> p;
    p.domain = domains::integers("example", 1);
    p.domain.description = "the example's position, reconstructed from its text (the figures are lost)";
    p.domain.largest = 1;
    p.predicate = [play](std::int64_t) {
        std::string bad;
        try {
            bad = play();
        } catch (const std::exception& error) {
            bad = std::string("a step is illegal: ") + error.what();
        }
        return bad.empty() ? Judgement::pass() : Judgement::fail("the example's steps", bad, bad);
    };
    return p;
}

enum { B, R, G, Y };  // players and their colours

// v2 §1.2.1 (v1 Example 1.12 is its second step): Yellow to play; pile 1 = b r g, pile 2 = g,
// pile 3 = y r (bottom to top); Blue holds a yellow prisoner, Red a red chip and a green prisoner.
RulesEngine examplePosition() {
    RulesEngine e(4, 3, 1, Y);
    e.setPosition({{0, 0, 0, 1}, {0, 1, 1, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}, {{B, R, G}, {G}, {Y, R}},
                  {false, false, false, false}, Y, {B, B, B, B});
    return e;
}

std::string expect(bool ok, const std::string& what, const RulesEngine& e) { return ok ? "" : what + " fails at " + e.describe(); }

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // v2 §1.2: the rules define a game: every turn can be completed as they prescribe.
    {
        auto p = inEveryPlay(games(), "every turn completes as the rules prescribe", "", [](const RulesEngine& e, const PlayStep& m) {
            if (std::string bad = noLivingNextPlayer(e, m); !bad.empty()) return bad;
            const RulesEngine& n = m.next;
            const std::string where = e.describe() + ": " + m.what + " -> " + n.describe();
            if (n.step() == RulesEngine::Step::Over && n.remaining() != 1) return "the game ends without one winner: " + where;
            if (n.step() == RulesEngine::Step::Discard && n.capturedPile().size() < 2) return "a capture of fewer than two chips: " + where;
            if (e.step() == RulesEngine::Step::Place && n.deadBox() < e.deadBox()) return "chips left the dead box: " + where;
            return std::string();
        }, true);
        ClaimInfo rules = info(kV2, "rules1.2", "§1.2, the Rules of the Game",
                                "Here is the exact description of SLS. We first introduce the rules of the game as they were "
                                "originally described, with four players and their respective colors.",
                                "The rules as a whole define a game: in every play, each turn can be completed as they "
                                "prescribe (an active player with a chip can place it; a capture leaves at least two chips for "
                                "the capturer to discard one; the Next Player Rule designates a non-eliminated player, "
                                "automatically or from a non-empty choice; the Special Rule ends at a non-eliminated player) "
                                "and the game ends with exactly one player left (The Winner)." + kGames +
                                    " Refuted: with c = 1, Blue b on pile 1 (to Yellow), Yellow y on pile 2 (to Green), "
                                    "Green g on pile 2 (to Red), Red r on pile 1 (to Green); Green has no chip and is "
                                    "eliminated, the turn goes back to Red, who gave it; Red has no chip and is eliminated; "
                                    "the player who gave Red their turn is Green, eliminated, and the Special Rule with "
                                    "footnote 2 sends it on to whoever gave Green their turn: Red again. The rules name no "
                                    "player, though Blue and Yellow are still in the game.");
        rules.expect = Expect::refutedAt("c=1");
        registry.add(claim(std::move(rules), p));
    }

    // v2 §1.2 Remarks: direct consequences of the rules.
    const std::string possibleReading = " Found in some play of the game with c = 2." + kGames;
    registry.add(claim(info(kV2, "rem1.2a", "§1.2, Remarks, first bullet",
                            "It is possible for a player to possess chips that are not of their designated color.",
                            "Some player holds a prisoner after some move." + possibleReading),
                       possible("a player holding a prisoner", [](const RulesEngine&, const PlayStep& m) {
                           for (int q = 0; q < m.next.players(); ++q)
                               if (prisoners(m.next, q) > 0) return true;
                           return false;
                       })));
    registry.add(claim(info(kV2, "rem1.2b", "§1.2, Remarks, second bullet",
                            "It is possible for a player to discard a guard.",
                            "Some capturer discards a chip of their own colour from the captured pile (the Capture Rule "
                            "leaves the choice; the Discarding Rule covers prisoners only, so this is the only way)." +
                                possibleReading),
                       possible("a capturer discarding a guard", [](const RulesEngine& e, const PlayStep& m) {
                           return e.step() == RulesEngine::Step::Discard &&
                                  m.next.deadBox() == e.deadBox() + 1 &&
                                  m.what == fmt::format("{} discards {}", "BRGY"[e.capturer()], "brgy"[e.capturer()]);
                       })));
    registry.add(claim(info(kV2, "rem1.2d", "§1.2, Remarks, fourth bullet",
                            "It is possible for a player to win the game without having any chips left in their possession.",
                            "Some play ends with one player left who holds no chip." + possibleReading),
                       possible("a winner without chips", winnerWithoutChips)));
    registry.add(claim(info(kV2, "rem1.2e", "§1.2, Remarks, fifth bullet",
                            "It is possible for a player to be the active player more than once in a row, as long as the "
                            "active player complies with the Next Player Rule.",
                            "Some turn ends with its active player active again (a free designation of oneself or a capture "
                            "of one's own colour)." + possibleReading),
                       possible("a player active twice in a row", activeTwice)));
    // v2 §2: the two-player, two-colour situation as four-player play leaves it.
    registry.add(claim(info(kV2, "rem2a", "§2, two players and two colours",
                            "Observe that each remaining player might have prisoners in their possession, and they may not "
                            "have the same number of guards in their possession.",
                            "Some play reaches a position where Green and Yellow are eliminated and no green or yellow chip "
                            "is left in a hand or on a pile (two players and two colours left), Blue or Red holds a prisoner, "
                            "and Blue's and Red's guards differ." + possibleReading),
                       possible("two players and two colours left, with a prisoner and unequal guards",
                                [](const RulesEngine&, const PlayStep& m) {
                                    const RulesEngine& n = m.next;
                                    if (n.step() != RulesEngine::Step::Place || !n.eliminated(G) || !n.eliminated(Y)) return false;
                                    for (int q = 0; q < n.players(); ++q)
                                        if (n.hands()[q][G] + n.hands()[q][Y] > 0) return false;
                                    for (int i = 0; i < n.pileCount(); ++i)
                                        for (int chip : n.pile(i))
                                            if (chip == G || chip == Y) return false;
                                    return (prisoners(n, B) > 0 || prisoners(n, R) > 0) && n.hands()[B][B] != n.hands()[R][R];
                                })));
    // v2 §1.1, footnote 1, in the four-player game it speaks of (sls-v2/fn1 reads it in the endgame).
    {
        Domain<std::int64_t> d = domains::integers("c", 1);
        d.description = fmt::format("{}-player games with c chips each on k = 4c piles", kPlayers);
        d.largestAdmitted = 1;  // c = 2's plays on 8 piles are far too many to explore
        auto p = inEveryPlay(std::move(d), "an empty pile at every placement", "a placement with no empty pile",
                             [](const RulesEngine& e, const PlayStep&) -> std::string {
                                 if (e.step() != RulesEngine::Step::Place || e.chipsHeld(e.active()) == 0) return "";
                                 for (int i = 0; i < e.pileCount(); ++i)
                                     if (e.pile(i).empty()) return "";
                                 return "no empty pile: " + e.describe();
                             }, false, [](int chips) { return kPlayers * chips; });
        registry.add(claim(info(kV2, "fn1-four-players", "§1.1, footnote 1",
                                "Observe that in general, since there are chips in total, fixing any corresponds to having an "
                                "unlimited number of piles.",
                                "The symbols are lost in v2's text conversion; v1 and the sentence restore them: '... since "
                                "there are 4c chips in total, fixing any k >= 4c corresponds to having an unlimited number of "
                                "piles', in the four-player game of §1.1. Read: with k = 4c piles, whenever the active player "
                                "holds a chip and is to place it, some pile is empty; then a further pile only adds placements "
                                "that are, up to the order of the piles, a placement on an empty pile already there, and the "
                                "game with any k >= 4c piles is the game with unlimited piles. Every play of the game with "
                                "c = 1 (k = 4) is explored, Blue first, through placements, capture discards, designations and "
                                "eliminations (donations and voluntary discards of prisoners are not explored: they move chips "
                                "between hands and the dead box, never onto a pile); c = 2 (k = 8) has far too many plays. sls-v2/fn1 reads the "
                                "footnote in the two-colour endgame, on every state to 14 chips."),
                           p));
    }
    // v1 §1.4: the same consequences, as v1 states them.
    registry.add(claim(info(kV1, "rules1.4.1", "§1.4.1, Setup",
                            "A player wins if they are the last player remaining in the game. As we will see later on, the "
                            "number of chips is not correlated with winning the game. Similarly, a player could win the game "
                            "without having any chips left in their possession.",
                            "Checked part: some play ends with one player left who holds no chip (the 'not correlated' "
                            "sentence is checked by sls-v1/rules1.4.1-chips and its alternative reading; sls-v1/rem2.11 checks "
                            "that a chip more never hurts in the endgame)." + possibleReading),
                       possible("a winner without chips", winnerWithoutChips)));
    registry.add(claim(info(kV1, "rules1.4.2", "§1.4.2, the next player's conditions",
                            "Therefore, it is possible for the next turn to go back to the same player as long as the "
                            "conditions are respected.",
                            "Some turn ends with its active player active again, by a free choice of oneself (condition 2) "
                            "or a capture of one's own colour (condition 1)." + possibleReading),
                       possible("a player active twice in a row", activeTwice)));
    // v1 §1.4.2, Deal Making: "the only way a capture can be guaranteed is to make a deal".
    {
        // A capture by the active player's own placement: their chip on a pile topped by their colour.
        auto p = inEveryPlay(twoChipGame(), "captures guaranteed only by deals", "a capture made alone by the active player",
                             [](const RulesEngine& e, const PlayStep& m) -> std::string {
                                 if (e.step() != RulesEngine::Step::Place || m.next.step() != RulesEngine::Step::Discard) return "";
                                 if (m.next.capturer() != e.active()) return "";
                                 return e.describe() + ": " + m.what + " captures, with no deal";
                             });
        ClaimInfo deals = info(kV1, "rules1.4.2-deals", "§1.4.2, Deal Making",
                               "As we will see in the following example, the only way a capture can be guaranteed is to make a "
                               "deal with another player.",
                               "Literal: no player can make a capture by their own move alone: checked that no play has the "
                               "active player capture by placing a chip of their colour on a pile topped by it (a capture "
                               "that needs nobody's help, hence guaranteed without a deal). Plays of the game with c = 2." +
                                   kGames);
        deals.expect = Expect::refutedAt("c=2");
        registry.add(claim(std::move(deals), p));
    }
    // v1 §1.4.2, the next player's conditions 1, 2(a)–(c), as rules that must name the next player.
    const std::string conditionsStatement = "From then on, the current player chooses the next player based on the following conditions:";
    {
        // A free choice (condition 2(a): several players may be chosen) of a player holding no
        // chip, while two others stay in the game: that player is eliminated (Definition 1.8, no
        // donation explored), and no condition names who plays next.
        auto p = inEveryPlay(games(), "a next player named after every turn", "no condition names the next player",
                             [](const RulesEngine& e, const PlayStep& m) -> std::string {
                                 if (e.step() != RulesEngine::Step::Designate || e.choices().size() < 2) return "";
                                 const int q = m.next.active();
                                 if (m.next.step() != RulesEngine::Step::Place || m.next.chipsHeld(q) > 0 || e.remaining() < 3) return "";
                                 return e.describe() + ": " + m.what + ", who holds no chip and is eliminated";
                             });
        ClaimInfo next = info(kV1, "rules1.4.2b", "§1.4.2, the next player's conditions", conditionsStatement,
                              "Read literally as rules that name the next player after every turn: condition 1 after a "
                              "capture, 2(a)-(b) after a placement, 2(c) when a turn goes automatically to an eliminated "
                              "player. A player freely chosen under 2(a) who holds no chip is eliminated (Definition 1.8) "
                              "on receiving the turn; the turn did not go to them automatically and no condition says who "
                              "plays next. Checked: no play reaches such a choice while at least three players remain." +
                                  kGames);
        next.expect = Expect::refutedAt("c=1");
        registry.add(claim(std::move(next), p));
    }
    {
        auto p = inEveryPlay(games(), "a living next player named after every turn", "", noLivingNextPlayer, true);
        ClaimInfo next = info(kV1, "rules1.4.2b-alt", "§1.4.2, the next player's conditions", conditionsStatement,
                              "Alternative reading: condition 2(c) also covers a player eliminated as the turn reaches them, "
                              "and applies again while the player it names is eliminated (the turn goes to whoever gave that "
                              "player their last turn): v2's Special Rule with its footnote, which the rules engine plays. "
                              "Checked: in every play the conditions name a non-eliminated player, or a choice among some." +
                                  kGames);
        next.expect = Expect::refutedAt("c=1");
        registry.add(claim(std::move(next), p));
    }
    {
        auto p = inEveryPlay(games(), "at most one capture per turn", "two piles changed in one turn",
                             [](const RulesEngine& e, const PlayStep& m) -> std::string {
                                 if (e.step() != RulesEngine::Step::Place) return "";
                                 int changed = 0;
                                 for (int i = 0; i < e.pileCount(); ++i) changed += e.pile(i) != m.next.pile(i);
                                 if (changed > 1) return e.describe() + ": " + m.what + " -> " + m.next.describe();
                                 return "";
                             });
        ClaimInfo start = info(kV2, "rem1.2f.start", "§1.2, Remarks, sixth bullet",
                               "During an active player’s turn, at most one capture can occur.",
                               "In every turn of every play, the placement changes only the played pile, so only it can be "
                               "captured." + kGames + " Default c <= 2: with c = 1 no capture can occur (each colour has "
                               "one chip), so c = 2 is the first game where the remark says something; the pin test runs "
                               "c = 1 only. sls-v2/rem1.2f checks the remark "
                               "cheaply on every two-colour position.");
        start.bound = 2;
        start.pinBound = 1;
        registry.add(claim(std::move(start), p));
    }
    {
        auto p = inEveryPlay(games(), "no two consecutive chips of one colour at the start of a turn",
                             "two consecutive chips of one colour", [](const RulesEngine& e, const PlayStep& m) {
                                 const RulesEngine& n = m.next;
                                 if (n.step() != RulesEngine::Step::Place) return std::string();
                                 for (int i = 0; i < n.pileCount(); ++i)
                                     if (const PileView pile = n.pile(i); std::ranges::adjacent_find(pile) != pile.end())
                                         return "two consecutive chips of one colour: " + e.describe() + ": " + m.what +
                                                " -> " + n.describe();
                                 return std::string();
                             });
        ClaimInfo general = info(kV2, "prop2.3.start", "§2, Proposition 2.3",
                                 "Let be a pile containing at least two chips. At the beginning of each turn, any two "
                                 "consecutive chips in have different colors.",
                                 "In every play of the four-player game, at the beginning of each turn (a player about to "
                                 "place), no pile holds two consecutive chips of one colour." + kGames +
                                     " Default c <= 2: with c = 1 no two chips share a colour, so c = 2 is the first game "
                                     "where the proposition says something; the pin test runs c = 1 only. "
                                     "sls-v2/prop2.3 checks the two-colour endgame on every position.");
        general.bound = 2;
        general.pinBound = 1;
        registry.add(claim(std::move(general), p));
    }

    // v2 §1.2.1 and v1 Examples 1.12–1.13, on positions reconstructed from their text.
    const std::string exampleReading =
        " The figures are lost in both versions; the position is reconstructed from the text: Yellow to play, pile 1 = "
        "b r g, pile 2 = g, pile 3 = y r (bottom to top), Blue holding a yellow prisoner, Red a red chip and a green "
        "prisoner, Yellow a yellow chip. Each step is played on the general rules engine.";
    registry.add(claim(info(kV2, "ex1.2.1", "§1.2.1, Example",
                            "Yellow places a yellow chip on pile after which Blue automatically becomes the active player "
                            "(refer to the Next Player Rule and Figure 3).",
                            "The whole example: (1) Yellow's y on pile 1 gives the turn to Blue automatically; (2) Blue's "
                            "yellow prisoner on pile 2 (g) lets Blue give the turn to themselves or to Red, and Red may "
                            "donate a green prisoner to Yellow meanwhile; (3) Red's r on pile 3 is a capture by Red, who may "
                            "discard a red chip, keeps one red and one yellow chip, and plays next." + exampleReading),
                       example([] {
                           RulesEngine e = examplePosition();
                           e.place(Y, 0);
                           if (auto bad = expect(e.step() == RulesEngine::Step::Place && e.active() == B, "Blue automatically active", e); !bad.empty()) return bad;
                           e.place(Y, 1);
                           if (auto bad = expect(e.step() == RulesEngine::Step::Designate && e.choices() == Players{B, R},
                                                 "a choice of Blue or Red", e); !bad.empty()) return bad;
                           e.donate(R, Y, G);
                           e.designate(R);
                           const int red = e.hands()[R][R], yellow = e.hands()[R][Y];
                           e.place(R, 2);
                           if (auto bad = expect(e.step() == RulesEngine::Step::Discard && e.capturer() == R, "a capture by Red", e); !bad.empty()) return bad;
                           e.discard(R);
                           return expect(e.active() == R && e.hands()[R][R] == red && e.hands()[R][Y] == yellow + 1,
                                         "Red keeping one red (the placed one's replacement) and one yellow chip, and playing next", e);
                       })));
    registry.add(claim(info(kV1, "ex1.12", "§1.4.2, Example 1.12",
                            "In the following scenario, it is Blue's turn to play. Blue places a yellow chip on pile 4. Since "
                            "only a green chip and a yellow chip are on that pile, then Blue can give the move back to "
                            "themselves.",
                            "Blue's yellow prisoner on a pile holding one green chip leaves Blue free to give the move to "
                            "Blue (or Red)." + exampleReading + " (v2 §1.2.1's second step is this example.)"),
                       example([] {
                           RulesEngine e = examplePosition();
                           e.place(Y, 0);
                           e.place(Y, 1);
                           return expect(e.step() == RulesEngine::Step::Designate && e.choices() == Players{B, R},
                                         "Blue may give the move to Blue", e);
                       })));
    registry.add(claim(info(kV1, "ex1.13", "§1.4.2, Example 1.13",
                            "Red proposes to Yellow to help them capture pile 2 by placing a blue chip on an empty pile and "
                            "giving the next turn to Red. As a thank you, Red would then give Yellow, the yellow chip in pile 2.",
                            "Reconstructed from the text and the captions of Figures 4–6 (the figures are lost): Yellow to "
                            "play holding a blue prisoner, pile 2 = y b r (bottom to top), pile 5 empty, Red holding a red "
                            "chip. Yellow's blue chip on pile 5 lets Yellow give the turn to Red; Red's r on pile 2 is a "
                            "capture by Red, who may discard the blue chip and donate the yellow chip to Yellow. Played on "
                            "the general rules engine."),
                       example([] {
                           RulesEngine e(4, 5, 1, Y);
                           e.setPosition({{0, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {1, 0, 0, 1}}, {{G}, {Y, B, R}, {B}, {R}, {}},
                                         {false, false, false, false}, Y, {B, B, B, B});
                           e.place(B, 4);
                           if (auto bad = expect(e.step() == RulesEngine::Step::Designate &&
                                                     std::count(e.choices().begin(), e.choices().end(), R) == 1,
                                                 "Yellow may give the turn to Red", e);
                               !bad.empty())
                               return bad;
                           e.designate(R);
                           e.place(R, 1);
                           if (auto bad = expect(e.step() == RulesEngine::Step::Discard && e.capturer() == R, "a capture by Red", e); !bad.empty()) return bad;
                           e.discard(B);
                           e.donate(R, Y, Y);
                           return expect(e.hands()[Y][Y] == 2 && e.active() == R, "Yellow given the yellow chip, Red to play", e);
                       })));
}

}  // namespace gameaudit::sls::rules_claims
