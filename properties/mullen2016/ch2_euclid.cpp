// Mullen (2016), §2.1: EUCLID (Theorem 2.1 and the [51,14] example) and partizan EUCLID.
#include <algorithm>

#include "models/mullen/euclid.hpp"
#include "api/gameaudit.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

using games::EuclidEnd;
using games::EuclidPair;

std::string showPair(const EuclidPair& p) { return "[" + std::to_string(p.first) + "," + std::to_string(p.second) + "]"; }
std::string showList(const std::vector<EuclidPair>& v) {
    std::string s;
    for (const EuclidPair& p : v) s += (s.empty() ? "" : ", ") + showPair(p);
    return "{" + s + "}";
}

// One position of the text, read in either order.
Domain<EuclidPair> onePosition(const std::string& description, EuclidPair p) {
    return domains::table<EuclidPair>(description, {p}, [](const EuclidPair& q) { return q.first; }, showPair,
                                      [](std::string_view text) {
                                          auto v = notation::readTuple(text, "", 2);
                                          return games::euclidOrdered(v[0], v[1]);
                                      });
}

struct EuclidPairHash {
    std::size_t operator()(const EuclidPair& p) const noexcept {
        return std::hash<std::int64_t>()(p.first * 1000003 + p.second);
    }
};

using EuclidSolver = ImpartialSolver<EuclidPair, EuclidPairHash>;

EuclidSolver* euclidSolver(EuclidEnd end) {
    return &solvedTable<EuclidSolver>(end, [end] {
        return std::make_unique<EuclidSolver>([end](const EuclidPair& p) { return games::euclidOptions(p, end); });
    });
}

struct EuclidOracle {
    EuclidEnd end;
    EuclidSolver* solver;
    std::string witness(const EuclidPair& p) const {
        auto s = solver;
        return outcomeWitness<EuclidPair>(
            p, [s](const EuclidPair& q) { return s->options(q); }, [s](const EuclidPair& q) { return s->moverWins(q); }, showPair);
    }
};

// a/b < τ = (1 + √5)/2, exactly: 2a - b < √5 b.
__extension__ typedef __int128 Wide;  // squares of 64-bit stacks
bool belowGoldenRatio(std::int64_t a, std::int64_t b) {
    const Wide lhs = 2 * static_cast<Wide>(a) - b;
    return lhs < 0 || lhs * lhs < 5 * static_cast<Wide>(b) * b;
}

// Positions [a,b], 1 <= b <= a, shown larger first as in the thesis; size a.
Domain<Tuple<2>> euclidPositions() {
    Domain<Tuple<2>> d = domains::stacks<2>("", domains::Order::NonDecreasing, 1);
    d.description = "EUCLID positions [a,b], 1 <= b <= a";
    d.show = [](const Tuple<2>& s) { return "[" + std::to_string(s[1]) + "," + std::to_string(s[0]) + "]"; };
    d.parse = [](std::string_view text) {
        auto v = notation::readTuple(text, "", 2);
        return Tuple<2>{std::min(v[0], v[1]), std::max(v[0], v[1])};
    };
    return d;
}

Property<Tuple<2>> theorem21(EuclidEnd end) {
    EuclidOracle o{end, euclidSolver(end)};
    // by hand: its failure names the golden-ratio test ("P (a/b < τ)"), where pSet writes "P"
    Property<Tuple<2>> p;
    p.domain = euclidPositions();
    p.predicate = [o](const Tuple<2>& s) {
        const EuclidPair pos{s[1], s[0]};
        const bool claimed = belowGoldenRatio(pos.first, pos.second), actual = !o.solver->moverWins(pos);
        if (claimed == actual) return Judgement::pass();
        return Judgement::fail(claimed ? "P (a/b < τ)" : "N (a/b > τ)", actual ? "P" : "N", o.witness(pos));
    };
    return p;
}

// "Any position in which the next player has two or more options is in N."
Property<Tuple<2>> twoOptionsWin(EuclidEnd end) {
    EuclidOracle o{end, euclidSolver(end)};
    // by hand: claims N only where there are two options, and its failure says "N (two or more options)"
    Property<Tuple<2>> p;
    p.domain = euclidPositions();
    p.predicate = [o](const Tuple<2>& s) {
        const EuclidPair pos{s[1], s[0]};
        if (o.solver->options(pos).size() < 2 || o.solver->moverWins(pos)) return Judgement::pass();
        return Judgement::fail("N (two or more options)", "P", o.witness(pos));
    };
    return p;
}

// The partizan line of play from (31,12), Left first, as printed.
Property<EuclidPair> partizanExample() {
    // by hand: plays the forced partizan line out and compares it with the printed one
    Property<EuclidPair> p;
    p.domain = domains::table<EuclidPair>(
        "the worked example", {EuclidPair{31, 12}}, [](const EuclidPair& q) { return q.first; }, [](const EuclidPair& q) {
            return "(" + std::to_string(q.first) + ", " + std::to_string(q.second) + ")";
        },
        [](std::string_view text) {
            notation::Reader r(text, "(a, b)");
            auto v = r.integers("(", ")", 2);
            r.end();
            return EuclidPair{v[0], v[1]};
        });
    p.predicate = [](const EuclidPair& start) {
        auto show = [](const EuclidPair& q) { return "(" + std::to_string(q.first) + ", " + std::to_string(q.second) + ")"; };
        std::string line = show(start);
        games::Side mover = games::Side::Left;
        EuclidPair at = start;
        while (auto next = games::partizanEuclidMove(at, mover)) {
            at = *next;
            line += " → " + show(at);
            mover = mover == games::Side::Left ? games::Side::Right : games::Side::Left;
        }
        const std::string stuck = mover == games::Side::Left ? "Left" : "Right";
        const std::string actual = line + "; " + stuck + " has no move, so " +
                                   (stuck == "Left" ? "Right" : "Left") + " wins";
        const std::string printed = "(31, 12) → (12, 7) → (7, 2) → (2, 1); Right has no move, so Left wins";
        if (actual == printed) return Judgement::pass();
        return Judgement::fail(printed, actual, "the rules played out move by move from (31, 12)");
    };
    return p;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const char* statement21 = "The P-positions in EUCLID are known; [a, b] ∈ P ⇔ a/b < τ where τ is the golden ratio.";
    const char* rules = "Rules (§2.1): with 0 ≤ b ≤ a the only moves are [a, b] → [a − kb, b], k ≥ 1. ";
    registry.add(claim<Tuple<2>>(
        papers::mullen2016.info("thm2.1", "§2.1, Theorem 2.1",
            {.statement = statement21,
             .reading = std::string(rules) +
                        "Reading: stacks stay >= 0, so a move may empty the larger stack (a = kb) and the game then "
                        "ends (no move from [a, 0]); normal play. Over all 1 <= b <= a (a/b is undefined for b = 0): "
                        "[a,b] is P iff a/b < τ, compared exactly as 2a − b < √5·b.",
             .bound = 400,
             .expect = Expect::refutedAt("[1,1]")}),
        theorem21(EuclidEnd::ZeroEnds)));
    registry.add(claim<Tuple<2>>(
        papers::mullen2016.info("thm2.1-alt", "§2.1, Theorem 2.1 (alternative reading)",
            {.statement = statement21,
             .reading = std::string(rules) +
                        "Alternative reading: both stacks must stay positive (a − kb >= 1), so [a, a] has no move. "
                        "Over all 1 <= b <= a: [a,b] is P iff a/b < τ.",
             .bound = 400}),
        theorem21(EuclidEnd::PositiveStays)));

    {
        // by hand: judges the printed list of options as well as the outcome
        Property<EuclidPair> p;
        p.domain = onePosition("the worked example", {51, 14});
        EuclidOracle o{EuclidEnd::ZeroEnds, euclidSolver(EuclidEnd::ZeroEnds)};
        p.predicate = [o](const EuclidPair& q) {
            const std::vector<EuclidPair> printed{{37, 14}, {23, 14}, {14, 9}}, actual = games::euclidOptions(q, EuclidEnd::ZeroEnds);
            if (actual != printed) return Judgement::fail("options " + showList(printed), "options " + showList(actual), "the rules");
            if (!o.solver->moverWins(q)) return Judgement::fail("N", "P", o.witness(q));
            return Judgement::pass();
        };
        registry.add(claim<EuclidPair>(
            papers::mullen2016.info("ex2.1", "§2.1, EUCLID example",
                {.statement = "For an example, we look at EUCLID played on stacks of sizes 51 and 14. We can see that "
                              "[51, 14] has options [37, 14], [23, 14], and [14, 9]. ... So, in either case, [51, 14] ∈ N.",
                 .reading = "The options of [51,14] are exactly the three printed (written larger stack first), and "
                            "[51,14] is an N-position."}),
            p));
    }
    {
        // by hand: judges that the only option decides the outcome, not which outcome it is
        Property<EuclidPair> p;
        p.domain = onePosition("the position [23,14]", {23, 14});
        auto solver = euclidSolver(EuclidEnd::ZeroEnds);
        p.predicate = [solver](const EuclidPair& q) {
            const std::vector<EuclidPair> actual = games::euclidOptions(q, EuclidEnd::ZeroEnds);
            if (actual != std::vector<EuclidPair>{{14, 9}})
                return Judgement::fail("[14,9] is the only option", "options " + showList(actual), "the rules");
            if (solver->moverWins(q) == solver->moverWins({14, 9}))
                return Judgement::fail("[23,14] is P exactly when [14,9] is N", "they have the same outcome");
            return Judgement::pass();
        };
        registry.add(claim<EuclidPair>(
            papers::mullen2016.info("ex2.1c", "§2.1, EUCLID example",
                {.statement = "or we find [14, 9] ∈ N (and thus, [23, 14] ∈ P since [14, 9] is its only option)",
                 .reading = "The only option of [23,14] is [14,9], so [23,14] is P exactly when [14,9] is N."}),
            p));
    }
    registry.add(claim<Tuple<2>>(
        papers::mullen2016.info("ex2.1b", "§2.1, remark before the EUCLID example",
            {.statement = "In fact, any position in which the next player has two or more options is in N.",
             .reading = "Rules as in thm2.1 (a move may empty a stack): every [a,b], 1 <= b <= a, with at least two "
                        "options is an N-position.",
             .bound = 400}),
        twoOptionsWin(EuclidEnd::ZeroEnds)));
    registry.add(claim<EuclidPair>(
        papers::mullen2016.info("ex2.2", "§2.1, partizan EUCLID example",
            {.statement = "For example, let p = 31 and q = 12. Then, 31 = (2)12 + 7. Suppose Left moves first. Then "
                          "the game would play out as follows: (31, 12) → (12, 7) → (7, 2) → (2, 1) and then the game "
                          "ends since 2 = (2)1 + 0. So, since Right has no legal moves, Left wins.",
             .reading = "Each player has at most one move (Left to (q, t), Right to (q, q − t) where p = kq + t), so "
                        "the play from (31, 12) with Left first is forced: it must be the printed line, ending with "
                        "Right to move and no move."}),
        partizanExample()));
}

}  // namespace gameaudit::mullen2016
