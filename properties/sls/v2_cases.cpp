// De Carufel & Jerade, So Long Sucker (v2): the single steps inside the proofs of §3–5, each its
// own claim: the board and hands B's round of Σ leaves (the tables of Proposition 3.2's proof),
// the ways the loser can end a round ("can end their round in four different ways", "must end
// their round by ..."), each case of a proof by the loser's last placement, and the facts
// computed in passing ("(25) implies that R has at least one chip"). v2's formulas were lost in
// text conversion: each reading names the formula used, recovered from v1 (2024).
#include <fmt/format.h>

#include <algorithm>
#include <cstring>
#include <string_view>
#include <unordered_set>

#include "models/sls/reduction.hpp"
#include "properties/sls/conditions.hpp"
#include "properties/sls/rounds.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v2_cases {
namespace {

const std::string kLost =
    "The statement's formulas were lost in v2's text conversion; it is quoted as it stands, and the reading restores "
    "them from v1. ";
const std::string kPlayed =
    " Played out under the full rules (placements, the capturer's discard, voluntary discards and donations of prisoners "
    "in every window): the winner plays Σ (Definition 2.6) at every decision of theirs, every decision of the other "
    "player is explored. Every game state with B to play, by total chips then piles, up to the claim's default bound: "
    "7 chips, 9 where the hypothesis needs 7 chips at least, 12 where the proof's general case (two long piles of one "
    "colour) needs 8 or 10; deeper runs go behind --bound.";

ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading, std::int64_t bound = 7) {
    return papers::sls_v2.info(id, where,
               {.statement = std::move(statement),
                .reading = std::move(reading),
                .bound = bound,
                .randomReach = 1.25,
                .cases = 5});
}

// The loser's last placement of their round: the chip and the pile it went on.
struct Ending {
    Colour chip;
    bool empty;       // on an empty pile
    Colour top;       // else: the pile's top colour
    int length;       // and length
    State before;     // the state the placement is made in
    static Ending of(const Action& a, const State& s) {
        Ending e{a.chip, a.target == 0, static_cast<Colour>(a.target & 1), a.target >> 1, s};
        return e;
    }
    bool on(Colour c) const { return !empty && top == c; }
    bool onSingleton(Colour c) const { return on(c) && length == 1; }
    bool onLong(Colour c) const { return on(c) && length >= 2; }
    std::string text(Colour player) const {
        return fmt::format("{} places {} on {}", playerLetter(player), letter(chip),
                           empty ? std::string("an empty pile")
                                 : fmt::format("a{} {}-pile of length {}", length == 1 ? "" : " long", letter(top), length));
    }
};

// What a case judges: the claim's start, the loser's last placement, and the state reached (for
// B the winner: after B's Σ steps 1 and 2; for R the winner: as B's next turn starts). nullopt
// if it holds (or the round is another case's).
using CaseJudge = std::function<std::optional<std::string>(const State& start, const Ending& end, const State& reached)>;
// A case of a proof: the rounds whose ending `selects` accepts (the others are not followed), and its judge.
struct CaseSpec {
    std::function<bool(const Ending&)> selects;
    CaseJudge judge;
};

bool hasPileTopped(const State& s, Colour c) {
    for (int i = 0; i < s.piles; ++i)
        if (s.pile(i).top == c) return true;
    return false;
}
// B's Σ steps 1 and 2 are done (as rounds.cpp's capturesDone, v2).
bool capturesDone(const State& s) {
    return s.mover != Blue ||
           (s.phase == Phase::Play && !((s.hand[Blue][Blue] > 0 && hasPileTopped(s, Blue)) || s.hand[Blue][Red] > 0));
}

struct KeyHash {
    std::size_t operator()(const std::string& k) const { return std::hash<std::string_view>{}(k); }
};

// B's round, then R's round, then (B winning) B's Σ steps 1 and 2: every decision of the loser
// explored, the winner's by Σ; the loser's placement that ends their round is remembered and
// judged with the state reached. Each (state, stage, ending) is visited once per start.
class CaseExplorer {
public:
    // `early`: judge the loser's ending at once (the state right after it), without playing on.
    CaseExplorer(Colour winner, CaseSpec spec, std::function<bool(const State&, const Action&)> allowed, bool early)
        : winner_(winner), selects_(std::move(spec.selects)), judge_(std::move(spec.judge)), allowed_(std::move(allowed)),
          early_(early) {}

    std::optional<std::pair<std::string, std::string>> run(const State& start) {
        start_ = start;
        seen_.clear();
        failure_.reset();
        line_.clear();
        visit(turnStart(start, Rules::Full), 0, std::nullopt);
        return failure_;
    }

private:
    Colour winner_;
    std::function<bool(const Ending&)> selects_;
    CaseJudge judge_;
    std::function<bool(const State&, const Action&)> allowed_;
    bool early_;
    State start_;
    std::unordered_set<std::string, KeyHash> seen_;
    std::optional<std::pair<std::string, std::string>> failure_;
    std::vector<std::string> line_;

    Colour loser() const { return other(winner_); }

    std::string lineText() const {
        std::string out = show(start_);
        for (const std::string& l : line_) out += "; " + l;
        return out;
    }
    void fail(std::string found) { failure_ = {std::move(found), lineText()}; }

    // stage 0: B's round; 1: R's round; 2: B's Σ steps 1-2 (B winning).
    bool visit(const State& s, int stage, std::optional<Ending> ending) {
        std::string key(reinterpret_cast<const char*>(&s), sizeof(State));
        key.push_back(static_cast<char>(stage));
        if (ending) key += fmt::format("{}{}{}{}", int(ending->chip), ending->empty, int(ending->top), ending->length);
        if (!seen_.insert(key).second) return true;
        const Colour roundOf = stage == 1 ? Red : Blue;
        if (stage < 2 && s.mover != roundOf) {  // the round is over
            if (stage == 1 && winner_ == Red) return s.handTotal(Blue) == 0 || judge(ending, s);  // else B is eliminated
            return visit(s, stage + 1, ending);
        }
        if (stage == 2 && capturesDone(s)) return judge(ending, s);
        if (s.terminal()) {  // a player out of chips is eliminated
            if (s.mover == loser()) return true;
            fail(std::string(1, playerLetter(winner_)) + ", who plays Σ, is out of chips and eliminated");
            return false;
        }
        if (s.decider() == winner_) {
            std::optional<Option> next = sigmaMove(s, Rules::Full);
            if (!next) {
                fail("Σ prescribes no move for " + std::string(1, playerLetter(winner_)));
                return false;
            }
            line_.push_back(describe(s, next->action));
            const bool go = visit(next->next, stage, ending);
            line_.pop_back();
            return go;
        }
        bool go = true;
        forEachOption(s, Rules::Full, [&](const Action& a, const State& t) {
            if (a.kind == Action::Place && allowed_ && !allowed_(s, a)) return true;
            std::optional<Ending> e = ending;
            const bool ends = a.kind == Action::Place && s.mover == loser() && t.mover != s.mover;
            if (ends) e = Ending::of(a, s);
            if (ends && selects_ && !selects_(*e)) return true;  // another case's round
            line_.push_back(describe(s, a));
            go = ends && early_ ? judge(e, t) : visit(t, stage, e);
            line_.pop_back();
            return go;
        });
        return go;
    }
    bool judge(const std::optional<Ending>& ending, const State& reached) {
        if (!ending) return true;  // the loser was eliminated without ending their round by a placement
        if (std::optional<std::string> bad = judge_(start_, *ending, reached)) {
            fail(ending->text(loser()) + ", then " + *bad);
            return false;
        }
        return true;
    }
};

Property<State> caseProperty(Domain<State> d, Colour winner, CaseSpec spec,
                             std::function<bool(const State&, const Action&)> allowed = {}, bool early = false) {
    // by hand: explores a proof's case of a round (Σ against every reply) and judges how it ends, not who wins
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [winner, spec, allowed, early](const State& start) {
        thread_local std::unique_ptr<CaseExplorer> explorer;
        explorer = std::make_unique<CaseExplorer>(winner, spec, allowed, early);
        if (auto f = explorer->run(start)) return Judgement::fail("the proof step's conclusion", f->first, f->second);
        return Judgement::pass();
    };
    return p;
}

// Every round, judged by `judge`.
Property<State> caseProperty(Domain<State> d, Colour winner, CaseJudge judge,
                             std::function<bool(const State&, const Action&)> allowed = {}, bool early = false) {
    return caseProperty(std::move(d), winner, CaseSpec{{}, std::move(judge)}, std::move(allowed), early);
}

// A case of a proof: the conclusion applies to the rounds whose ending `selects`.
CaseSpec inCase(std::function<bool(const Ending&)> selects,
                std::function<std::optional<std::string>(const State& start, const State& reached)> conclusion) {
    return {selects, [conclusion](const State& start, const Ending&, const State& reached) -> std::optional<std::string> {
                return conclusion(start, reached);
            }};
}

// The ways a round may end: the loser's ending placement must be one `allowedEnd` accepts.
CaseJudge endsOnly(std::function<bool(const Ending&)> allowedEnd, std::string expected) {
    return [allowedEnd, expected](const State&, const Ending& end, const State&) -> std::optional<std::string> {
        if (allowedEnd(end)) return std::nullopt;
        return "a round ended otherwise than " + expected;
    };
}

int longs(const State& e, Colour c) { return census(e).longCount(c); }
using conditions::rhoExcess;

// A fact about states alone.
Property<State> always(Domain<State> d, std::function<bool(const State&)> holds, std::string claimed) {
    // by hand: a fact of a state alone, with no oracle; the builders judge a game's solution
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [holds, claimed](const State& s) {
        if (holds(s)) return Judgement::pass();
        return Judgement::fail(claimed, "not so", handsAndBoard(s));
    };
    return p;
}

// Proposition 2.4's proof: B places a b chip on a b-pile whose length `lengthOk` accepts and, in the
// capture, discards a chip of colour `discard`, no chip being donated (Rules::Placements); `holds`
// judges B's hand after the discard against the hand before the placement.
Property<State> captureCase(std::function<bool(int)> lengthOk, Colour discard,
                            std::function<bool(const State& before, const State& after)> holds, std::string claimed) {
    // by hand: judges B's hand after each capture of one kind of placement, a rule of play, not an outcome
    Property<State> p;
    p.domain = bChipAndBPile();
    p.predicate = [lengthOk, discard, holds, claimed](const State& s) {
        for (const Option& o : options(s, Rules::Placements)) {
            if (o.action.kind != Action::Place || o.action.chip != Blue || o.action.target == 0 || (o.action.target & 1) != Blue ||
                !lengthOk(o.action.target >> 1))
                continue;
            for (const Option& d : options(o.next, Rules::Placements))
                if (d.action.kind == Action::Discard && d.action.chip == discard && !holds(s, d.next))
                    return Judgement::fail(claimed, handsAndBoard(d.next), describe(s, o.action) + ", " + describe(o.next, d.action));
        }
        return Judgement::pass();
    };
    return p;
}

// The turn of the active player of a two-colour position (Green and Yellow eliminated) in the
// general rules engine: every placement and discard choice changes at most one pile, and after
// it no second capture is pending.
Property<State> oneCapture() {
    return everyPlacement(states(BoardType::General), [](const State& s, const EngineOutcome& o) {
        for (const RulesEngine& e : o.ends) {
            int changed = 0;
            for (int j = 0; j < e.pileCount(); ++j) changed += e.pile(j) != o.before->pile(j);
            if (changed > 1 || e.step() == RulesEngine::Step::Discard)
                return Judgement::fail("at most one capture in the turn", "two piles changed or a second capture",
                                       show(s) + " -> " + e.describe());
        }
        return Judgement::pass();
    });
}

// One move of Theorems 2.1-2.2, judged by the general rules engine on every two-colour position
// with B active: each placement of `chip` (0 = b, 1 = r) on a pile `onPile` accepts (top -1: an
// empty pile) designates `next` (0 = B, 1 = R), with no choice left to the player.
// With `nextOwnsBottom`, the next player's colour must also be the pile's bottom chip ("furthest down").
Property<State> oneMove(int chip, std::function<bool(int top)> onPile, int next, bool nextOwnsBottom = false) {
    return everyPlacement(
        states(BoardType::General),
        [chip, next, nextOwnsBottom](const State& s, const EngineOutcome& o) {
            const std::string what = fmt::format("B places {} on pile {} of {}", chip == 0 ? 'b' : 'r', o.pile + 1, show(s));
            if (const int bottom = o.before->pile(o.pile).front(); nextOwnsBottom && bottom != next)
                return Judgement::fail(fmt::format("{}'s colour furthest down", "BR"[next]),
                                       fmt::format("the bottom chip is {}", "br"[bottom]), what);
            if (o.choiceOfNextPlayer) return Judgement::fail("one next player", "the Next Player Rule leaves a choice", what);
            for (const RulesEngine& e : o.ends)
                if (e.active() != next) return Judgement::fail(std::string(1, "BR"[next]) + " plays next", e.describe(), what);
            return Judgement::pass();
        },
        [chip, onPile](const RulesEngine& start, int c, int pile) { return c == chip && onPile(topOf(start, pile)); });
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    auto add = [&](ClaimInfo i, Property<State> p) {
        p.domain.largestAdmitted = 14;  // each start's rounds are explored anew, with no memo shared between starts
        registry.add(claim(std::move(i), std::move(p)));
    };
    const auto four = [](Colour x) {  // Theorem 2.2's endings for player x
        return [x](const Ending& e) { return (e.chip == x && (e.empty || e.on(other(x)))) || (e.chip == other(x) && e.on(other(x))); };
    };

    // §1.2 Remarks, sixth bullet, on the two-colour positions of the endgame.
    add(info("rem1.2f", "§1.2, Remarks, sixth bullet", "During an active player’s turn, at most one capture can occur.",
             "Every turn of an active player in a two-colour position of the four-player game (Green and Yellow "
             "eliminated, their chips discarded; B active, the rules being colour-symmetric), judged by the general rules "
             "engine (v2 §1.2): each placement and each discard choice of the capturer changes at most one pile and leaves "
             "no second capture pending. Every such position by total chips then piles (any number of piles up to the "
             "chips). Default bound 10 (captures of every kind occur from 3 chips on); sls-v2/rem1.2f.start explores the "
             "four-player game from its start.",
             10),
        oneCapture());

    // §2 Theorems 2.1 and 2.2, the steps of their proofs, one move each (B is X; the rules are colour-symmetric).
    const std::string kMove =
        " Judged by the general rules engine (v2 §1.2, four players with Green and Yellow eliminated) on every two-colour "
        "position with B active, by total chips then piles, after each such placement of B and every discard choice of "
        "a capturer: the next active player is forced (no choice left by the Next Player Rule) and is the one named. "
        "Default bound 10 (sls-v2/thm2.1 and sls-v2/thm2.2 check all three moves to 14 chips).";
    struct MoveStep {
        const char* id;
        const char* where;
        const char* statement;
        const char* reading;
        int chip;
        std::function<bool(int)> onPile;
        int next;
        const char* literal = nullptr;  // move 2: "furthest down" as the bottom chip, read first
        const char* counterexample = nullptr;
    };
    const MoveStep moves[] = {
        {"thm2.1.proof1", "§2, proof of Theorem 2.1, move 1",
         "If places a chip on an empty pile, then is the only player remaining in the game whose chip color is not in the "
         "played pile. Thus, gets the next turn by the the Next Player Rule.",
         "X = B places an r chip on an empty pile: B, the only remaining player whose colour is not in the pile, plays next.",
         1, [](int top) { return top < 0; }, 0},
        {"thm2.1.proof2", "§2, proof of Theorem 2.1, move 2",
         "If places a chip on an -pile, then is the player whose chip color is furthest down in the pile. Therefore, gets the "
         "next turn by the Next Player Rule.",
         "Alternative reading: 'furthest down' read as the Next Player Rule's 'whose highest chip is the lowest'; X = B "
         "places an r chip on a b-pile and B plays next.",
         1, [](int top) { return top == 0; }, 0,
         "X = B places an r chip on a b-pile: the pile's bottom chip is b (B's colour is furthest down), and B plays next.",
         "B(0,1) R(0,0) [rb] B"},
        {"thm2.1.proof3", "§2, proof of Theorem 2.1, move 3",
         "If places an chip on an -pile, then must comply with the Capture Rule and then gets the next turn by the Next Player Rule.",
         "X = B places a b chip on a b-pile: B captures and, whatever B discards, plays next.", 0, [](int top) { return top == 0; }, 0},
        {"thm2.2.proof1", "§2, proof of Theorem 2.2, move 1",
         "If places an chip on an empty pile, then is the only player remaining in the game whose chip color is not in the "
         "played pile. Thus, gets the next turn by the the Next Player Rule.",
         "X = B places a b chip on an empty pile: R, the only remaining player whose colour is not in the pile, plays next.",
         0, [](int top) { return top < 0; }, 1},
        {"thm2.2.proof2", "§2, proof of Theorem 2.2, move 2",
         "If places an chip on a -pile, then is the player whose chip color is furthest down in the pile. Therefore, gets the "
         "next turn by the Next Player Rule.",
         "Alternative reading: 'furthest down' read as the Next Player Rule's 'whose highest chip is the lowest'; X = B "
         "places a b chip on an r-pile and R plays next.",
         0, [](int top) { return top == 1; }, 1,
         "X = B places a b chip on an r-pile: the pile's bottom chip is r (R's colour is furthest down), and R plays next.",
         "B(1,0) R(0,0) [br] B"},
        {"thm2.2.proof3", "§2, proof of Theorem 2.2, move 3",
         "If places a chip on a -pile, then must comply with the Capture Rule and then gets the next turn by the Next Player Rule.",
         "X = B places an r chip on an r-pile: R captures and, whatever R discards, plays next.", 1, [](int top) { return top == 1; }, 1},
    };
    for (const MoveStep& m : moves) {
        const std::string restored = "Symbols restored from the theorem: ";
        if (m.literal) {
            ClaimInfo literal = info(m.id, m.where, m.statement, restored + m.literal + kMove, 10);
            literal.expect = Expect::refutedAt(m.counterexample);
            add(std::move(literal), oneMove(m.chip, m.onPile, m.next, true));
        }
        add(info(m.literal ? std::string(m.id) + "-alt" : m.id, m.where, m.statement, restored + m.reading + kMove, 10),
            oneMove(m.chip, m.onPile, m.next));
    }

    // §2 Proposition 2.4's proof, case by case (no donation: Rules::Placements).
    const std::string kCapture =
        " Every state with B to play, m_b >= 1 and some b-pile, by total chips then piles; every placement of a b chip on "
        "such a b-pile and the discard the case names, no chip being donated. Default bound 12.";
    auto single = [](int length) { return length == 1; };
    auto longPile = [](int length) { return length >= 2; };
    add(info("prop2.4.singleton", "§2, proof of Proposition 2.4",
             "If is an -singleton, then discards one chip from and keeps the other chip in their possession. If no other "
             "player donates an prisoner to (with respect to the Donation Rule), then the number of chips in ’s possession "
             "would not have changed by the end of their turn.",
             "Symbols restored from the proposition: B captures a b-singleton with a b chip, discards one b chip and keeps "
             "the other; without donations B holds as many chips, and as many b chips, as before placing." + kCapture, 12),
        captureCase(single, Blue, [](const State& a, const State& b) {
            return b.handTotal(Blue) == a.handTotal(Blue) && b.hand[Blue][Blue] == a.hand[Blue][Blue];
        }, "B's hand unchanged"));
    {
        ClaimInfo i = info("prop2.4.case1", "§2, proof of Proposition 2.4, case 1",
                           "Consider the case where discards an chip. If no other player donated an prisoner to (with respect "
                           "to the Donation Rule), then the number of chips in ’s possession would not have changed by the end "
                           "of their turn.",
                           "Symbols restored from the proposition: B captures a b-pile of length >= 2 with a b chip and "
                           "discards a b chip; the words, 'the number of chips in B's possession would not have changed', "
                           "read as B's chips of both colours. sls-v2/prop2.4.case1-guards reads it as B's b chips." + kCapture,
                           12);
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [rb] B");
        add(std::move(i), captureCase(longPile, Blue, [](const State& a, const State& b) {
            return b.handTotal(Blue) == a.handTotal(Blue);
        }, "B's chips unchanged"));
    }
    {
        ClaimInfo i = info("prop2.4.case1-guards", "§2, proof of Proposition 2.4, case 1",
                           "Consider the case where discards an chip. If no other player donated an prisoner to (with respect "
                           "to the Donation Rule), then the number of chips in ’s possession would not have changed by the end "
                           "of their turn.",
                           "Alternative reading: 'the number of chips' read as B's b chips (a lost symbol before 'chips'): B "
                           "captures a b-pile of length >= 2 with a b chip and discards a b chip; without donations B holds "
                           "as many b chips as before placing." + kCapture,
                           12);
        i.expect = Expect::refutedAt("B(1,0) R(0,0) [brb] B");
        add(std::move(i), captureCase(longPile, Blue, [](const State& a, const State& b) {
            return b.hand[Blue][Blue] == a.hand[Blue][Blue];
        }, "B's b chips unchanged"));
    }
    add(info("prop2.4.case2", "§2, proof of Proposition 2.4, case 2",
             "Consider the case where discards a chip. Then has at least one extra chip in their possession at the end of their turn.",
             "Symbols restored from the proposition: B captures a b-pile of length >= 2 with a b chip and discards an r chip; "
             "B then holds at least one chip more than before placing (and at least as many b chips)." + kCapture, 12),
        captureCase(longPile, Red, [](const State& a, const State& b) {
            return b.handTotal(Blue) >= a.handTotal(Blue) + 1 && b.hand[Blue][Blue] >= a.hand[Blue][Blue];
        }, "B holds a chip more"));

    // §3.1 Proposition 3.2: B's round of Σ (the table of lines 228-233), then the four cases.
    const auto domain32 = where(T::TypeI, [](const Quantities& q) { return q.mb > q.nr && q.nb + q.nr >= 1; }, "m_b > n_r, n >= 1");
    add(info("prop3.2.sigma", "§3.1, proof of Proposition 3.2",
             "In all three cases, we have , where , and ’s round starts with the state of the board being the following, "
             "depending on the values of and .",
             kLost + "Type I, m_b > n_r, n_b + n_r >= 1 (the inductive step): after B's round of Σ, as R's round starts, B "
                     "holds no r chip and at least m_b − 1 b chips (R may donate), and the board is the table's: with a long "
                     "r-pile (κ = 1): k_e + k_b empty piles, k_r r-singletons, no b-singleton, one long b-pile; with none and "
                     "k_r > 0: k_e + k_b empty piles, k_r − 1 r-singletons, no b-singleton, one long b-pile (r,b); with "
                     "neither: k_e + k_b − 1 empty piles, no r-singleton, one b-singleton, no long pile." + kPlayed, 10),
        blueSigmaRound(domain32, SigmaPlay{}, [](const State& s, const State& e) {
            const Census a = census(s), b = census(e);
            const bool kappa = a.longCount(Red) == 1, kr = a.singletons[Red] > 0;
            bool board;
            if (kappa || kr)
                board = b.emptyPiles == a.emptyPiles + a.singletons[Blue] && b.singletons[Red] == a.singletons[Red] - (kappa ? 0 : 1) &&
                        b.singletons[Blue] == 0 && b.longCount(Blue) == 1 && b.longCount(Red) == 0;
            else
                board = b.emptyPiles == a.emptyPiles + a.singletons[Blue] - 1 && b.singletons[Red] == 0 && b.singletons[Blue] == 1 &&
                        b.longCount(Blue) == 0 && b.longCount(Red) == 0;
            return unless(board && e.hand[Blue][Red] == 0 && e.hand[Blue][Blue] >= s.hand[Blue][Blue] - 1, e);
        }));
    add(info("prop3.2.ends", "§3.1, proof of Proposition 3.2",
             "Otherwise, can end their round in four different ways (refer to Theorem 2.2), by: (1) placing an chip on an "
             "empty pile, (2) placing an chip on a -singleton, (3) placing an chip on a long -pile, or (4) placing a chip on a -pile.",
             kLost + "Type I, m_b > n_r, n >= 1, B playing Σ: R's round, unless R is out of chips, ends with an r chip on an "
                     "empty pile, on a b-singleton or on a long b-pile, or a b chip on a b-pile (Theorem 2.2)." + kPlayed),
        caseProperty(domain32, Blue, endsOnly(four(Red), "by Theorem 2.2's moves"), {}, true));
    add(info("prop3.2.before", "§3.1, proof of Proposition 3.2", "Observe that in all three cases, there is no long -pile.",
             kLost + "Type I, m_b > n_r, n >= 1, B playing Σ: when R makes the placement that ends their round (after "
                     "R's moves of Theorem 2.1), the board has no long r-pile." + kPlayed),
        caseProperty(domain32, Blue,
                     [](const State&, const Ending& end, const State&) { return unless(longs(end.before, Red) == 0, end.before); }, {}, true));
    add(info("prop3.2.table2", "§3.1, proof of Proposition 3.2",
             "The state of the board is now the following, depending on the values of and .",
             kLost + "The table after R's moves of Theorem 2.1 lost its entries; what survives is which cells are empty: with "
                     "neither a long r-pile nor an r-singleton at the start (the third column), the board has no r-singleton "
                     "and no long b-pile when R makes the placement that ends their round; in the other columns both may "
                     "occur, and every column has empty piles and b-singletons as R's moves make them. Checked: type I, "
                     "m_b > n_r, n >= 1, B playing Σ; where the start has no long r-pile and no r-singleton, the board "
                     "before R's ending placement has no r-singleton and no long pile." + kPlayed),
        caseProperty(domain32, Blue,
                     [](const State& start, const Ending& end, const State&) -> std::optional<std::string> {
                         const Census a = census(start);
                         if (a.longCount(Red) > 0 || a.singletons[Red] > 0) return std::nullopt;  // columns 1 and 2
                         const Census b = census(end.before);
                         return unless(b.singletons[Red] == 0 && b.longCount(Blue) == 0 && b.longCount(Red) == 0, end.before);
                     },
                     {}, true));
    auto concl32 = [](bool noLong) {
        return [noLong](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            const bool shape = noLong ? longs(e, Blue) + longs(e, Red) == 0 : (longs(e, Red) == 1 && longs(e, Blue) == 0);
            return unless(shape && hasType(e, T::TypeI) && b.mb > b.nr && b.nb + b.nr < a.nb + a.nr, e);
        };
    };
    const std::string after32 =
        " after B's round of Σ and R's round ending so, once B has applied Σ's steps 1 and 2, the board is of type I "
        "with ";
    const std::string tail32 = ", B is to play, m_b' > n_r' and n_b' + n_r' < n_b + n_r." + kPlayed;
    add(info("prop3.2.case1", "§3.1, proof of Proposition 3.2, case 1", "Suppose places an chip on an empty pile.",
             kLost + "Type I, m_b > n_r, n >= 1, R ending the round with an r chip on an empty pile:" + after32 +
                 "no long pile" + tail32),
        caseProperty(domain32, Blue,
                     inCase([](const Ending& e) { return e.chip == Red && e.empty; }, concl32(true))));
    add(info("prop3.2.case2", "§3.1, proof of Proposition 3.2, case 2", "Suppose places an chip on a -singleton.",
             kLost + "Type I, m_b > n_r, n >= 1, R ending the round with an r chip on a b-singleton:" + after32 +
                 "one long pile, an r-pile" + tail32),
        caseProperty(domain32, Blue,
                     inCase([](const Ending& e) { return e.chip == Red && e.onSingleton(Blue); }, concl32(false))));
    add(info("prop3.2.case3", "§3.1, proof of Proposition 3.2, case 3",
             "Suppose places an chip on a long -pile, say without loss of generality.",
             kLost + "Type I, m_b > n_r, n >= 1, R ending the round with an r chip on a long b-pile:" + after32 +
                 "one long pile, an r-pile" + tail32),
        caseProperty(domain32, Blue,
                     inCase([](const Ending& e) { return e.chip == Red && e.onLong(Blue); }, concl32(false))));
    // Case 4's capture: B gains at least one b chip (B's later captures of Σ never lose one).
    auto gains = [](CaseSpec spec) {
        CaseJudge judge = spec.judge;
        spec.judge = [judge](const State& start, const Ending& end, const State& reached) -> std::optional<std::string> {
            if (reached.hand[Blue][Blue] < end.before.hand[Blue][Blue] + 1) return "B gained no b chip: " + handsAndBoard(reached);
            return judge(start, end, reached);
        };
        return spec;
    };
    add(info("prop3.2.case4", "§3.1, proof of Proposition 3.2, case 4", "Suppose places a chip on a -pile.",
             kLost + "Type I, m_b > n_r, n >= 1, R ending the round with a b chip on a b-pile (a capture by B, who gains at "
                     "least one b chip):" + after32 + "no long pile" + tail32),
        caseProperty(domain32, Blue,
                     gains(inCase([](const Ending& e) { return e.chip == Blue && e.on(Blue); }, concl32(true)))));

    // Proposition 3.3: B's round ends in four ways; R's round of Σ after each.
    const auto domain33 = where(T::TypeI, [](const Quantities& q) { return q.mb <= q.nr && q.mb + q.mr >= 1; }, "m_b <= n_r, m >= 1");
    add(info("prop3.3.ends", "§3.1, proof of Proposition 3.3",
             "Otherwise, can end their round in four different ways (refer to Theorem 2.2), by: (1) placing a chip on an "
             "empty pile, (2) placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
             kLost + "Type I, m_b <= n_r, m >= 1, R playing Σ: B's round, unless B is out of chips, ends with a b chip on an "
                     "empty pile, on an r-singleton or on a long r-pile, or an r chip on an r-pile (Theorem 2.2)." + kPlayed),
        caseProperty(domain33, Red, endsOnly(four(Blue), "by Theorem 2.2's moves"), {}, true));
    add(info("prop3.3.before", "§3.1, proof of Proposition 3.3", "Observe that there is no long -pile.",
             kLost + "Type I, m_b <= n_r, m >= 1, R playing Σ: when B makes the placement that ends their round (after B's "
                     "moves of Theorem 2.1), the board has no long b-pile." + kPlayed),
        caseProperty(domain33, Red,
                     [](const State&, const Ending& end, const State&) { return unless(longs(end.before, Blue) == 0, end.before); }, {}, true));
    auto concl33 = [](int longLen) {  // the one long r-pile R tops, its length (0: any, or none)
        return [longLen](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            const Census c = census(e);
            bool shape = c.longCount(Blue) == 0 && c.longCount(Red) <= 1;
            if (longLen > 0) shape = shape && c.longCount(Red) == 1 && c.longPiles[Red][0] == longLen;
            if (longLen < 0) shape = shape && c.longCount(Red) == 1;
            return unless(shape && typeIRed(e) && b.mb + b.mr < a.mb + a.mr, e);
        };
    };
    const std::string after33 = " after R's round of Σ, as B's turn starts, the board is of type I with ";
    const std::string tail33 = ", m_b' <= n_r' and m_b' + m_r' < m_b + m_r." + kPlayed;
    add(info("prop3.3.case1", "§3.1, proof of Proposition 3.3, case 1", "Suppose places a chip on an empty pile.",
             kLost + "Type I, m_b <= n_r, m >= 1, B ending the round with a b chip on an empty pile:" + after33 +
                 "one long pile, the (b,r)-pile R made by topping a b-singleton" + tail33),
        caseProperty(domain33, Red,
                     inCase([](const Ending& e) { return e.chip == Blue && e.empty; }, concl33(2))));
    add(info("prop3.3.case2", "§3.1, proof of Proposition 3.3, case 2", "Suppose places a chip on an -singleton.",
             kLost + "Type I, m_b <= n_r, m >= 1, B ending the round with a b chip on an r-singleton:" + after33 +
                 "one long pile, the (r,b,r)-pile" + tail33),
        caseProperty(domain33, Red,
                     inCase([](const Ending& e) { return e.chip == Blue && e.onSingleton(Red); }, concl33(3))));
    add(info("prop3.3.case3", "§3.1, proof of Proposition 3.3, case 3",
             "Suppose places a chip on a long -pile, say without loss of generality.",
             kLost + "Type I, m_b <= n_r, m >= 1, B ending the round with a b chip on a long r-pile:" + after33 +
                 "one long pile, an r-pile" + tail33),
        caseProperty(domain33, Red,
                     inCase([](const Ending& e) { return e.chip == Blue && e.onLong(Red); }, concl33(-1))));
    add(info("prop3.3.case4", "§3.1, proof of Proposition 3.3, case 4", "Suppose places an chip on an -pile.",
             kLost + "Type I, m_b <= n_r, m >= 1, B ending the round with an r chip on an r-pile (a capture by R):" + after33 +
                 "at most one long pile, an r-pile" + tail33),
        caseProperty(domain33, Red,
                     inCase([](const Ending& e) { return e.chip == Red && e.on(Red); }, concl33(0))));

    // §3.2 Proposition 3.6: B's round of Σ, and R's only way to end a round.
    const auto domain36 = where(T::GeneralizedTypeI, [](const Quantities& q) { return q.l >= 2 && q.mb > 0 && q.nr == 0; }, "ℓ >= 2, m_b > 0, n_r = 0");
    auto sigmaOnLargest = [](const State& s, const State& e) {
        const Census a = census(s), b = census(e);
        const int longest = a.longPiles[Red].empty() ? 0 : *std::max_element(a.longPiles[Red].begin(), a.longPiles[Red].end());
        const bool board = b.emptyPiles == a.emptyPiles + a.singletons[Blue] && b.singletons[Blue] == 0 &&
                           b.singletons[Red] == a.singletons[Red] && b.longCount(Blue) == 1 && b.longPiles[Blue][0] == longest + 1 &&
                           b.longCount(Red) == a.longCount(Red) - 1;
        return unless(board && e.hand[Blue][Red] == 0 && e.hand[Blue][Blue] >= s.hand[Blue][Blue] - 1, e);
    };
    const std::string sigmaLargest =
        " after B's round of Σ, as R's round starts, B holds no r chip and at least m_b − 1 b chips (R may donate), the "
        "b-singletons are emptied, and the largest long r-pile, topped with a b chip, is the only long b-pile; the other "
        "long r-piles and the r-singletons are as they were." + kPlayed;
    add(info("prop3.6.sigma", "§3.2, proof of Proposition 3.6",
             "Then, as per Step 3 of , they place a chip on the largest -pile on the board.",
             kLost + "Generalized type I, ℓ >= 2, m_b > 0, n_r = 0 (the inductive step):" + sigmaLargest, 10),
        blueSigmaRound(domain36, SigmaPlay{}, sigmaOnLargest));
    add(info("prop3.6.ends", "§3.2, proof of Proposition 3.6",
             "Otherwise, the only way can end their round is by placing a chip on a -pile (refer to Theorem 2.2).",
             kLost + "Generalized type I, ℓ >= 2, m_b > 0, n_r = 0, B playing Σ: R's round, unless R is out of chips, ends "
                     "with a b chip on a b-pile." + kPlayed),
        caseProperty(domain36, Blue,
                     endsOnly([](const Ending& e) { return e.chip == Blue && e.on(Blue); }, "with a b chip on a b-pile"), {}, true));

    // Proposition 3.7: B's round of Σ, R's endings, the four cases.
    auto hyp37 = conditions::bothRhoBelowMb;
    const auto d37 = [hyp37] { return where(T::GeneralizedTypeI, hyp37, "m_b, n_r > 0, (1)"); };
    add(info("prop3.7.sigma", "§3.2, proof of Proposition 3.7",
             "Then, as per Step 3 of , they place a chip on .",
             kLost + "Generalized type I, (1) m_b, n_r > 0 and m_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r (v1 Proposition 2.27), "
                     "with at least one long r-pile (the proof's ρ_ℓ):" + sigmaLargest, 10),
        blueSigmaRound(d37().where([](const State& s) { return census(s).longCount(Red) >= 1; }, "ℓ >= 1"), SigmaPlay{},
                       sigmaOnLargest));
    add(info("prop3.7.ends", "§3.2, proof of Proposition 3.7",
             "Player can end their round in four different ways (refer to Theorem 2.2), by: (1) placing an chip on an empty "
             "pile, (2) placing an chip on a -singleton, (3) placing an chip on a long -pile, or (4) placing a chip on a -pile.",
             kLost + "Generalized type I, (1), B playing Σ: R's round, unless R is out of chips, ends with one of Theorem "
                     "2.2's four moves." + kPlayed, 12),
        caseProperty(d37(), Blue, endsOnly(four(Red), "by Theorem 2.2's moves"), {}, true));
    auto concl37 = [hyp37](const State& s, const State& e) {
        Quantities b = quantities(e);
        const bool ok = hasType(e, T::GeneralizedTypeI) && longs(e, Blue) == 0 &&
                        ((b.nr == 0 && b.mb > 0) || (hyp37(b) && chipsBoundRedV2(e) < chipsBoundRedV2(s)));
        return unless(ok, e);
    };
    const std::string after37 =
        " after B's round of Σ and R's round ending so, once B has applied Σ's steps 1 and 2, the long piles are all "
        "long r-piles (generalized type I), B is to play, and either n_r' = 0 < m_b' (Proposition 3.6) or (1) holds for "
        "the new state and the parameter (2) decreases, (2) read as its text describes it (see sls-v2/prop3.7.base)." + kPlayed;
    const std::pair<const char*, std::function<bool(const Ending&)>> cases37[] = {
        {"Suppose places an chip on an empty pile.", [](const Ending& e) { return e.chip == Red && e.empty; }},
        {"Suppose places an chip on a -singleton.", [](const Ending& e) { return e.chip == Red && e.onSingleton(Blue); }},
        {"Suppose places an chip on a long -pile, say without loss of generality.",
         [](const Ending& e) { return e.chip == Red && e.onLong(Blue); }},
        {"Suppose places a chip on a -pile.", [](const Ending& e) { return e.chip == Blue && e.on(Blue); }}};
    const char* words37[] = {"an r chip on an empty pile", "an r chip on a b-singleton", "an r chip on a long b-pile",
                             "a b chip on a b-pile (a capture by B)"};
    for (int c = 0; c < 4; ++c) {
        CaseSpec judge = inCase(cases37[c].second, concl37);
        add(info(fmt::format("prop3.7.case{}", c + 1), fmt::format("§3.2, proof of Proposition 3.7, case {}", c + 1),
                 cases37[c].first,
                 kLost + "Generalized type I, (1), R ending the round with " + words37[c] +
                     (c == 3 ? ", B gaining at least one b chip;" : ":") + after37, 12),
            caseProperty(d37(), Blue, c == 3 ? gains(judge) : judge));
    }

    // Proposition 3.8: with m_b = 0, B must end with an r chip on an r-pile.
    add(info("prop3.8.ends", "§3.2, proof of Proposition 3.8",
             "Otherwise, must end their round by placing an chip on an -pile (refer to Theorem 2.2).",
             kLost + "Generalized type I, m_b = 0, R playing Σ: B's round, unless B is out of chips, ends with an r chip on "
                     "an r-pile (a capture by R)." + kPlayed),
        caseProperty(where(T::GeneralizedTypeI, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), Red,
                     endsOnly([](const Ending& e) { return e.chip == Red && e.on(Red); }, "with an r chip on an r-pile"), {}, true));

    // Proposition 3.9: (24) read as v1 Proposition 2.28's printed inequality (the faithful reading, as
    // sls-v2/prop3.9), and with n_r > 0 (the "-nr" readings, as sls-v2/prop3.9-nr): the four cases.
    const auto domain39 = where(T::GeneralizedTypeI, conditions::mbAtMostRho, "(24)");
    auto hyp39nr = [](const Quantities& q) { return q.nr > 0 && q.mb <= q.nr + rhoExcess(q); };
    const std::string fourWays =
        "Otherwise, can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, "
        "(2) placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.";
    const std::string fourB = ", R playing Σ: B's round, unless B is out of chips, ends with a b chip on an empty pile, on an "
                              "r-singleton or on a long r-pile, or an r chip on an r-pile (Theorem 2.2).";
    add(info("prop3.9.ends", "§3.2, proof of Proposition 3.9", fourWays,
             kLost + "Generalized type I, (24) read as v1 Proposition 2.28's m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r (the "
                     "ending is judged as it is made, so n_r > 0 changes nothing here)" + fourB + kPlayed),
        caseProperty(domain39, Red, endsOnly(four(Blue), "by Theorem 2.2's moves"), {}, true));
    auto concl39 = [](int longLen) {
        return [longLen](const State&, const State& e) {
            const Census c = census(e);
            bool shape = c.longCount(Blue) == 0 && c.longCount(Red) <= 1;
            if (longLen > 0) shape = shape && c.longCount(Red) == 1 && c.longPiles[Red][0] == longLen;
            if (longLen < 0) shape = shape && c.longCount(Red) == 1;
            return unless(shape && typeIRed(e), e);
        };
    };
    const std::string after39 = " after R's round of Σ, as B's turn starts, the board is of type I with ";
    const std::string tail39 = " and m_b' <= n_r' (Theorem 3.4 then gives R the win)." + kPlayed;
    struct Case39 {
        const char* statement;
        const char* words;
        std::function<bool(const Ending&)> selects;
        int longLen;
        const char* shape;
    };
    const Case39 cases39[] = {
        {"Suppose places a chip on an empty pile.", "a b chip on an empty pile", [](const Ending& e) { return e.chip == Blue && e.empty; },
         2, "one long pile, the (b,r)-pile"},
        {"Suppose places a chip on an -singleton.", "a b chip on an r-singleton",
         [](const Ending& e) { return e.chip == Blue && e.onSingleton(Red); }, 3, "one long pile, the (r,b,r)-pile"},
        {"Suppose places a chip on a long -pile, say without loss of generality.", "a b chip on a long r-pile",
         [](const Ending& e) { return e.chip == Blue && e.onLong(Red); }, -1, "one long pile, a long r-pile"},
        {"Suppose places an chip on an -pile.", "an r chip on an r-pile (a capture by R)",
         [](const Ending& e) { return e.chip == Red && e.on(Red); }, 0, "at most one long pile, an r-pile"}};
    for (int c = 0; c < 4; ++c) {
        const Case39& k = cases39[c];
        const std::string where39 = fmt::format("§3.2, proof of Proposition 3.9, case {}", c + 1);
        ClaimInfo lit = info(fmt::format("prop3.9.case{}", c + 1), where39, k.statement,
                             kLost + "Generalized type I, (24) read as v1 Proposition 2.28's printed m_b <= n_r + Σ|ρ_i|_r − "
                                     "max|ρ_i|_r (as sls-v2/prop3.9), B ending the round with " + k.words + ":" + after39 +
                                 k.shape + tail39 + " sls-v2/prop3.9.case" + std::to_string(c + 1) + "-nr adds n_r > 0.");
        if (c == 0) lit.expect = Expect::refutedAt("B(1,0) R(0,0) [_ br br] B");
        if (c == 1) lit.expect = Expect::refutedAt("B(1,1) R(0,0) [_ br br] B");
        if (c == 2) lit.expect = Expect::refutedAt("B(1,0) R(0,0) [br br] B");
        add(std::move(lit), caseProperty(domain39, Red, inCase(k.selects, concl39(k.longLen))));
        add(info(fmt::format("prop3.9.case{}-nr", c + 1), where39, k.statement,
                 kLost + "Alternative reading: (24) read as n_r > 0 and m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r (as "
                         "sls-v2/prop3.9-nr), B ending the round with " + k.words + ":" + after39 + k.shape + tail39),
            caseProperty(where(T::GeneralizedTypeI, hyp39nr, "n_r > 0, (24)"), Red, inCase(k.selects, concl39(k.longLen))));
    }

    // §4.1 Proposition 4.3: B can only end with an r chip on an r-pile.
    add(info("prop4.3.ends", "§4.1, proof of Proposition 4.3",
             "Otherwise, can only end their round by placing an chip on an -pile (refer to Theorem 2.2).",
             kLost + "Type II, m_b = 0, R playing Σ: B's round, unless B is out of chips, ends with an r chip on an r-pile." +
                 kPlayed),
        caseProperty(where(T::TypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), Red,
                     endsOnly([](const Ending& e) { return e.chip == Red && e.on(Red); }, "with an r chip on an r-pile"), {}, true));

    // Proposition 4.4: B places a chip on β, (1) a b chip (a capture) or (2) an r chip; split by what the board shows
    // once β is no longer a b-pile (a long r-pile of length |β| + 1 is (β, r)).
    auto split44 = [](bool rOnBeta) {
        return [rOnBeta](const State& s, const State& e) -> std::optional<std::string> {
            const Census a = census(s), b = census(e);
            if (a.longCount(Blue) != 1) return "a start without exactly one long b-pile: " + show(s);
            const int beta = a.longPiles[Blue][0];
            std::vector<int> before(a.longPiles[Red].begin(), a.longPiles[Red].end());
            std::vector<int> created;
            for (int len : b.longPiles[Red]) {
                auto it = std::find(before.begin(), before.end(), len);
                if (it != before.end()) before.erase(it);
                else created.push_back(len);
            }
            const long topped = std::count(created.begin(), created.end(), beta + 1);
            if ((topped > 0) != rOnBeta) return std::nullopt;  // the other case
            const bool shape = before.empty() && static_cast<long>(std::count(created.begin(), created.end(), 2)) +
                                                         (rOnBeta ? 1 : 0) == static_cast<long>(created.size());
            Quantities q = quantities(e);
            const bool ok = shape && e.mover == Blue && hasType(e, T::GeneralizedTypeI) &&
                            (e.handTotal(Blue) == 0 || q.mb == 0 || (q.nr > 0 && q.mb <= q.nr + rhoExcess(q)));
            return unless(ok, e);
        };
    };
    const std::string read44 =
        " in every round of B (R's decisions by Σ), once B has placed a chip on β and is to place again, the long r-piles "
        "B created are (b,r)-piles";
    const std::string tail44 =
        ", it is still B's turn, the board is of generalized type I and, unless B has no chip (eliminated), Theorem 3.10's "
        "condition for R holds (m_b' = 0, or n_r' > 0 and m_b' <= n_r' + Σ|ρ_i|_r − max|ρ_i|_r). The case is told by the "
        "board: a new long r-pile of length |β| + 1 is (β, r). Played out under the full rules, every decision of B "
        "explored; every type II state with B to play, by total chips then piles. Default bound 12 (the hypothesis needs 7 "
        "chips at least; rounds are memoised per claim, see properties/sls/rounds.cpp).";
    const auto d44 = [] {
        return where(T::TypeII, conditions::betaAtMostNr, "m_b > 0, m_b + |β|_b <= n_r");
    };
    const auto betaGone = [](const State& x) { return x.phase == Phase::Play && census(x).longCount(Blue) == 0; };
    add(info("prop4.4.case1", "§4.1, proof of Proposition 4.4, case 1", "Suppose places a chip on .",
             kLost + "Type II, m_b > 0 and m_b + |β|_b <= n_r (v1 Proposition 2.20), B placing a b chip on β (a capture):" +
                 read44 + tail44,
             12),
        blueRoundUntil(d44(), SigmaPlay{}, betaGone, split44(false)));
    add(info("prop4.4.case2", "§4.1, proof of Proposition 4.4, case 2", "Suppose places an chip on .",
             kLost + "Type II, m_b > 0 and m_b + |β|_b <= n_r (v1 Proposition 2.21), B placing an r chip on β:" + read44 +
                 ", with (β, r) besides" + tail44,
             12),
        blueRoundUntil(d44(), SigmaPlay{}, betaGone, split44(true)));

    // Proposition 4.5: B never placing a chip on β; R has a chip; the four cases.
    auto hyp45 = conditions::betaAtMostNr;
    const auto d45 = [hyp45] { return where(T::TypeII, hyp45, "(25)"); };
    add(info("prop4.5.rchip", "§4.1, proof of Proposition 4.5",
             "Observe that in all cases, has at least one chip since .",
             kLost + "Type II, (25) m_b > 0 and m_b + |β|_b <= n_r (v1 Proposition 2.22): R holds at least one chip "
                     "(n_r >= m_b + |β|_b >= 2), as B's turn starts and so after it. Every type II state with B to play, by "
                     "total chips then piles; default bound 12.", 12),
        always(d45(), [](const State& s) { return s.handTotal(Red) >= 1; }, "R holds a chip"));
    add(info("prop4.5.ends", "§4.1, proof of Proposition 4.5",
             "Otherwise, can end their round in four different ways (refer to Theorem 2.2), by: (1) placing a chip on an "
             "empty pile, (2) placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
             kLost + "Type II, (25) m_b > 0 and m_b + |β|_b <= n_r, B never placing a chip on the long b-pile" + fourB + kPlayed, 9),
        caseProperty(d45(), Red, endsOnly(four(Blue), "by Theorem 2.2's moves"), notOnBeta, true));
    auto concl45 = [hyp45](bool typeI, bool typeII) {
        return [hyp45, typeI, typeII](const State& s, const State& e) {
            Quantities a = quantities(s), b = quantities(e);
            const bool one = typeI && typeIRed(e) && longs(e, Red) == 1 && longs(e, Blue) == 0;
            const bool two = typeII && hasType(e, T::TypeII) && b.mb + b.sumBeta <= b.nr && b.mb + b.mr < a.mb + a.mr;
            (void)hyp45;
            return unless(one || two, e);
        };
    };
    const std::string hypWords45 =
        "Type II, (25) m_b > 0 and m_b + |β|_b <= n_r (v1 Proposition 2.22), B never placing a chip on the long b-pile, "
        "B ending the round with ";
    add(info("prop4.5.case1", "§4.1, proof of Proposition 4.5, case 1", "Suppose places a chip on an empty pile.",
             kLost + hypWords45 + "a b chip on an empty pile: after R's round of Σ, as B's turn starts, the only long pile is "
                                  "(β, r): type I with m_b' <= n_r'." + kPlayed, 9),
        caseProperty(d45(), Red, inCase([](const Ending& e) { return e.chip == Blue && e.empty; }, concl45(true, false)), notOnBeta));
    add(info("prop4.5.case2", "§4.1, proof of Proposition 4.5, case 2", "Suppose places a chip on an -singleton.",
             kLost + hypWords45 + "a b chip on an r-singleton: after R's round of Σ, as B's turn starts, the board is of type "
                                  "II (one long r-pile, one long b-pile), m_b' + |β'|_b <= n_r' and m_b' + m_r' < m_b + m_r." +
                 kPlayed, 9),
        caseProperty(d45(), Red, inCase([](const Ending& e) { return e.chip == Blue && e.onSingleton(Red); }, concl45(false, true)),
                     notOnBeta));
    add(info("prop4.5.case3", "§4.1, proof of Proposition 4.5, case 3",
             "Suppose places a chip on a long -pile, say without loss of generality.",
             kLost + hypWords45 + "a b chip on a long r-pile: after R's round of Σ, as B's turn starts, the board is of type "
                                  "II, m_b' + |β'|_b <= n_r' and m_b' + m_r' < m_b + m_r." + kPlayed, 9),
        caseProperty(d45(), Red, inCase([](const Ending& e) { return e.chip == Blue && e.onLong(Red); }, concl45(false, true)),
                     notOnBeta));
    add(info("prop4.5.case4", "§4.1, proof of Proposition 4.5, case 4", "Suppose places an chip on an -pile.",
             kLost + hypWords45 + "an r chip on an r-pile: after R's round of Σ, as B's turn starts, the only long pile is "
                                  "(β, r): type I with m_b' <= n_r'." + kPlayed, 9),
        caseProperty(d45(), Red, inCase([](const Ending& e) { return e.chip == Red && e.on(Red); }, concl45(true, false)), notOnBeta));

    // §4.2 Proposition 4.10 and §5 Proposition 5.2: with m_b = 0, B must end with an r chip on an r-pile.
    add(info("prop4.10.ends", "§4.2, proof of Proposition 4.10",
             "Otherwise, must end their round by placing an chip on an -pile (refer to Theorem 2.2).",
             kLost + "Generalized type II, m_b = 0, R playing Σ: B's round, unless B is out of chips, ends with an r chip on "
                     "an r-pile." + kPlayed),
        caseProperty(where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), Red,
                     endsOnly([](const Ending& e) { return e.chip == Red && e.on(Red); }, "with an r chip on an r-pile"), {}, true));
    add(info("prop5.2.ends", "§5, proof of Proposition 5.2",
             "Otherwise, must end their round by placing an chip on an -pile (refer to Theorem 2.2).",
             kLost + "Any board, m_b = 0, R playing Σ: B's round, unless B is out of chips, ends with an r chip on an r-pile." +
                 kPlayed),
        caseProperty(where(T::General, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), Red,
                     endsOnly([](const Ending& e) { return e.chip == Red && e.on(Red); }, "with an r chip on an r-pile"), {}, true));

    // Proposition 4.11 and 5.3: R holds a chip; the four cases.
    auto hyp411 = conditions::betaAtMostNr;
    const auto domain411 = where(T::GeneralizedTypeII, hyp411, "(27)");
    add(info("prop4.11.rchip", "§4.2, proof of Proposition 4.11",
             "Note that (27) implies that , i.e., has at least one chip and is able to play once finishes their first round.",
             kLost + "Generalized type II, (27) m_b > 0 and m_b + Σ|β_i|_b <= n_r (v1 Proposition 2.33): R holds at least "
                     "one chip. Every generalized type II state with B to play, by total chips then piles; default bound 12.", 12),
        always(domain411, [](const State& s) { return s.handTotal(Red) >= 1; }, "R holds a chip"));
    auto hyp53 = [](const Quantities& q) { return conditions::bothNotInequality(q); };
    add(info("prop5.3.rchip", "§5, proof of Proposition 5.3",
             "Observe that in all cases, (42) implies that , i.e., has at least one chip.",
             kLost + "Any board, (42) m_b, n_r > 0 and m_b + Σ|β_i|_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r (v1 Proposition 2.38): "
                     "R holds at least one chip. Every state with B to play, by total chips then piles; default bound 12.", 12),
        always(where(T::General, hyp53, "(42)"), [](const State& s) { return s.handTotal(Red) >= 1; }, "R holds a chip"));
    auto concl411 = [hyp411](const State& s, const State& e) {
        Quantities b = quantities(e);
        const bool ok = b.mb == 0 || typeIRed(e) ||
                        (hasType(e, T::GeneralizedTypeII) && hyp411(b) && chipsBoundBlue(e) < chipsBoundBlue(s));
        return unless(ok, e);
    };
    auto concl53 = [](const State&, const State& e) { return unless(typeIRed(e) || genIIRed(e), e); };
    const std::pair<const char*, std::function<bool(const Ending&)>> casesB[] = {
        {"Suppose places a chip on an empty pile.", [](const Ending& e) { return e.chip == Blue && e.empty; }},
        {"Suppose places a chip on an -singleton.", [](const Ending& e) { return e.chip == Blue && e.onSingleton(Red); }},
        {"Suppose places a chip on a long -pile.", [](const Ending& e) { return e.chip == Blue && e.onLong(Red); }},
        {"Suppose places an chip on an -pile.", [](const Ending& e) { return e.chip == Red && e.on(Red); }}};
    const char* wordsB[] = {"a b chip on an empty pile", "a b chip on an r-singleton", "a b chip on a long r-pile",
                            "an r chip on an r-pile (a capture by R)"};
    add(info("prop4.11.ends", "§4.2, proof of Proposition 4.11",
             "Player can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, (2) "
             "placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
             kLost + "Generalized type II, (27) m_b > 0 and m_b + Σ|β_i|_b <= n_r" + fourB + kPlayed, 12),
        caseProperty(domain411, Red, endsOnly(four(Blue), "by Theorem 2.2's moves"), {}, true));
    add(info("prop5.3.ends", "§5, proof of Proposition 5.3",
             "Player can end their round in four different ways (refer to Theorem 2.2): (1) placing a chip on an empty pile, (2) "
             "placing a chip on an -singleton, (3) placing a chip on a long -pile, or (4) placing an chip on an -pile.",
             kLost + "Any board with h >= 1 and (42) m_b, n_r > 0, m_b + Σ|β_i|_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r" + fourB + kPlayed, 12),
        caseProperty(where(T::General, [hyp53](const Quantities& q) { return q.h >= 1 && hyp53(q); }, "h >= 1, (42)"), Red,
                     endsOnly(four(Blue), "by Theorem 2.2's moves"), {}, true));
    for (int c = 0; c < 4; ++c) {
        add(info(fmt::format("prop4.11.case{}", c + 1), fmt::format("§4.2, proof of Proposition 4.11, case {}", c + 1),
                 casesB[c].first,
                 kLost + "Generalized type II, (27) m_b > 0 and m_b + Σ|β_i|_b <= n_r, B ending the round with " + wordsB[c] +
                     ": after R's round of Σ, as B's turn starts, m_b' = 0 (Proposition 4.10), or the board is of type I "
                     "with m_b' <= n_r' (case (a), Theorem 3.4), or of generalized type II with (27) and the parameter (28) "
                     "smaller, (28) read as v1's m = m_b + m_r + Σ(|β_i| − 1) − 1 (case (b))." + kPlayed, 12),
            caseProperty(domain411, Red, inCase(casesB[c].second, concl411)));
        add(info(fmt::format("prop5.3.case{}", c + 1), fmt::format("§5, proof of Proposition 5.3, case {}", c + 1),
                 casesB[c].first,
                 kLost + "Any board with h >= 1, (42) m_b, n_r > 0 and m_b + Σ|β_i|_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r, B "
                         "ending the round with " + wordsB[c] +
                     ": after R's round of Σ, as B's turn starts, the board is of type I with m_b' <= n_r' (case (a), "
                     "Theorem 3.4) or of generalized type II with m_b' = 0 or m_b' + Σ|β_i'|_b <= n_r' (case (b), Theorem "
                     "4.12)." + kPlayed, 12),
            caseProperty(where(T::General, [hyp53](const Quantities& q) { return q.h >= 1 && hyp53(q); }, "h >= 1, (42)"), Red,
                         inCase(casesB[c].second, concl53)));
    }
}

}  // namespace gameaudit::sls::v2_cases
