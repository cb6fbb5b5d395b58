// De Carufel & Jerade, So Long Sucker (v1, 2024), §2.3-2.7: the boards and hands the proofs of
// R's propositions list, case by case. B's first round is played out move by move and counted as
// the proofs count it (t red chips on empty piles, t' on b-singletons, t'' on long b-piles, s blue
// chips on b-singletons, s' on long b-piles, then one of the ways to end the turn); R answers with
// v1's Σ; the text's formulas are evaluated on those counts and compared with the boards reached.
#include <algorithm>
#include <array>
#include <optional>

#include <fmt/format.h>

#include "properties/sls/conditions.hpp"
#include "properties/sls/rounds.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls::v1_cases {
namespace {


// A board's parts, as the proofs name them.
struct Parts {
    int ke = 0, kr = 0, kb = 0;       // empty piles, r-singletons, b-singletons
    std::vector<int> beta, rho;       // lengths of the long b-piles and long r-piles
    int h() const { return static_cast<int>(beta.size()); }
    int l() const { return static_cast<int>(rho.size()); }
};
Parts parts(const State& s) {
    Parts p;
    p.ke = s.empty;
    for (int i = 0; i < s.piles; ++i) {
        const Pile q = s.pile(i);
        if (q.length == 1) ++(q.top == Red ? p.kr : p.kb);
        else (q.top == Blue ? p.beta : p.rho).push_back(q.length);
    }
    return p;
}
int reds(int len, Colour top) { return Pile{top, len}.count(Red); }
int blues(int len, Colour top) { return Pile{top, len}.count(Blue); }

// B's first round, counted.
struct Round {
    int t = 0, t1 = 0, t2 = 0, s = 0, s1 = 0;  // t, t', t'', s, s'
    int capB = 0, capR = 0;                    // Σ|β_i|_b and Σ|β_i|_r over the long b-piles B captured
    int toR = 0;                               // Σ(|β_i|_r + 1) over the long b-piles B topped with r
    std::vector<int> toRs;                     // each |β_i|_r + 1
    int toRB = 0;                              // Σ|β_i|_b over the long b-piles B topped with r
    std::vector<int> toRBs;                    // each |β_i|_b
    int toppedOther = 0;                       // case 3: |ρ|_b of the long r-pile B topped
    int ending = 0;                            // 1: b on an empty pile, 2: b on an r-singleton, 3: b on a long r-pile, 4: r on an r-pile
    int topped = 0;                            // case 3: |ρ|_r of the long r-pile B topped
    int longRed = 0;                           // Σ|ρ|_r over the long r-piles as B ends their turn (before the last chip)
    State before;                              // the board as B ends their turn, before the last chip
};

// What a case's formulas conclude: nullopt if they hold.
using Check = std::function<std::optional<std::string>(const State& start, const Parts& p, const Round& r,
                                                       const State& captured, const State& after)>;

std::string hands(const State& s) {
    return fmt::format("B = ({}, {}), R = ({}, {})", s.hand[Blue][Blue], s.hand[Blue][Red], s.hand[Red][Blue], s.hand[Red][Red]);
}
std::string counts(const Round& r) {
    return fmt::format("t = {}, t' = {}, t'' = {}, s = {}, s' = {}, case {}", r.t, r.t1, r.t2, r.s, r.s1, r.ending);
}

bool isCapture(const Action& a) { return a.kind == Action::Place && a.target != 0 && (a.target & 1) == a.chip; }

// R's round by v1's Σ from `s` (R to decide): `captured` is the board once Σ's captures are done,
// `after` the state after Σ's placement. False if Σ prescribes nothing (R out of chips).
bool redSigma(State s, State& captured, State& after) {
    for (int guard = 0; guard < 256; ++guard) {
        std::optional<Option> o = sigmaMove(s, Rules::Placements, SigmaVersion::V1);
        if (!o) return false;
        if (o->action.kind == Action::Place && !isCapture(o->action)) {
            captured = s;
            after = o->next;
            return true;
        }
        s = o->next;
    }
    return false;
}

// Plays B's first round from `s` every way (B's capture discards keep B's chips as Remark 2.11
// assumes: an r chip when the pile holds one), R's answer by Σ, and checks each ending.
std::optional<std::string> playB(const State& start, const Parts& p, const State& s, Round r, const Check& check,
                                 std::vector<std::string>& line) {
    if (s.phase == Phase::Capture && s.mover == Blue) {
        const Colour d = s.pending[Red] > 0 ? Red : Blue;
        std::optional<std::string> bad;
        forEachOption(s, Rules::Placements, [&](const Action& a, const State& t) {
            if (a.kind == Action::Discard && a.chip == d) bad = playB(start, p, t, r, check, line);
            return true;
        });
        return bad;
    }
    if (s.phase != Phase::Play || s.mover != Blue || s.handTotal(Blue) == 0) return std::nullopt;  // case 5
    std::optional<std::string> bad;
    forEachOption(s, Rules::Placements, [&](const Action& a, const State& t) {
        Round q = r;
        const int len = a.target >> 1;
        const Colour top = static_cast<Colour>(a.target & 1);
        bool again = true;
        if (a.target == 0) {
            if (a.chip == Red) ++q.t;
            else q.ending = 1, again = false;
        } else if (top == Blue) {
            if (a.chip == Red) {
                if (len == 1) ++q.t1;
                else ++q.t2, q.toR += reds(len, Blue) + 1, q.toRs.push_back(reds(len, Blue) + 1), q.toRB += blues(len, Blue),
                     q.toRBs.push_back(blues(len, Blue));
            } else if (len == 1) {
                ++q.s;
            } else {
                ++q.s1, q.capB += blues(len, Blue), q.capR += reds(len, Blue);
            }
        } else {
            again = false;
            if (a.chip == Red) q.ending = 4;
            else if (len == 1) q.ending = 2;
            else q.ending = 3, q.topped = reds(len, Red), q.toppedOther = blues(len, Red);
        }
        if (!again) q.before = s;
        if (!again)
            for (int i = 0; i < s.piles; ++i)
                if (s.pile(i).length >= 2 && s.pile(i).top == Red) q.longRed += reds(s.pile(i).length, Red);
        line.push_back(describe(s, a));
        // The kinds the proofs list as letting B play again must do so, and the endings must not.
        if (again != (t.mover == Blue)) {
            bad = fmt::format("{} {} (the proof's lists say it {})", describe(s, a),
                              t.mover == Blue ? "lets B play again" : "ends B's turn", again ? "lets B play again" : "ends the turn");
        } else if (again) {
            bad = playB(start, p, t, q, check, line);
        } else {
            State captured, after;
            if (redSigma(t, captured, after)) {
                bad = check(start, p, q, captured, after);
                if (bad) {
                    std::string l;
                    for (const std::string& m : line) l += m + "; ";
                    bad = *bad + " [" + counts(q) + "; B's round: " + l + "R's captures give " + show(captured) + "]";
                }
            }
        }
        line.pop_back();
        return !bad;
    });
    return bad;
}

Property<State> cases(Domain<State> d, Check check, std::string claimed = "the board and hands the text lists") {
    // by hand: replays B's round of v1's Σ against every reply and judges the board and hands the proof lists
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [check, claimed](const State& s) {
        std::vector<std::string> line;
        std::optional<std::string> bad = playB(s, parts(s), s, Round{}, check, line);
        if (!bad) return Judgement::pass();
        return Judgement::fail(claimed, *bad, show(s));
    };
    return p;
}

// R's round after B's round of v1's Σ, by symmetry: the colours are swapped so that R's round is
// played and counted as B's is above (R's b chips on empty piles are t, on r-singletons t', on long
// r-piles t''; R's r chips on r-singletons s, on long r-piles s'), B answers with Σ; `check` sees
// the starting state, its parts and the boards reached in the original colours.
Property<State> redCases(Domain<State> d, Check check, std::string claimed = "the board and hands the text lists") {
    // by hand: as cases(), for R's round with the colours swapped
    Property<State> p;
    p.domain = std::move(d);
    p.predicate = [check, claimed](const State& s) {
        State mid = s;
        for (int guard = 0; guard < 256 && !(mid.phase == Phase::Play && mid.mover == Red); ++guard) {
            std::optional<Option> o = sigmaMove(mid, Rules::Placements, SigmaVersion::V1);
            if (!o) return Judgement::pass();  // B out of chips: not the proof's case
            mid = o->next;
        }
        const State sw = swapColours(mid);
        const Parts orig = parts(s);
        Check back = [&](const State&, const Parts&, const Round& r, const State& c, const State& a) {
            Round o = r;
            o.before = swapColours(r.before);
            return check(s, orig, o, swapColours(c), swapColours(a));
        };
        std::vector<std::string> line;
        std::optional<std::string> bad = playB(sw, parts(sw), sw, Round{}, back, line);
        if (!bad) return Judgement::pass();
        return Judgement::fail(claimed, *bad + " (R's round written with the colours swapped)",
                               show(s) + " -> B's round of Σ -> " + show(mid));
    };
    return p;
}

// B's round of v1's Σ from s, up to R's turn (s itself if Σ prescribes nothing).
State blueRound(State s) {
    for (int guard = 0; guard < 256 && !(s.phase == Phase::Play && s.mover == Red); ++guard) {
        std::optional<Option> o = sigmaMove(s, Rules::Placements, SigmaVersion::V1);
        if (!o) break;
        s = o->next;
    }
    return s;
}

int bSingletons(const State& s) { return parts(s).kb; }
int longB(const State& s) { return parts(s).h(); }
int sumRed(const Parts& p) {
    int sum = 0;
    for (int len : p.rho) sum += reds(len, Red);
    return sum;
}

std::optional<std::string> compare(const std::string& what, int text, int actual) {
    if (text == actual) return std::nullopt;
    return fmt::format("{}: the text's {} but {}", what, text, actual);
}

// The board as the player ends their turn, before the last chip, against the text's counts of empty
// piles, r-singletons, b-singletons, long r-piles and long b-piles (-1: not listed).
using Counts = std::array<int, 5>;
Check board(std::function<std::optional<Counts>(const Parts&, const Round&)> text) {
    return [text](const State&, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
        const std::optional<Counts> want = text(p, r);
        if (!want) return std::nullopt;
        const Parts got = parts(r.before);
        const Counts have{got.ke, got.kr, got.kb, got.l(), got.h()};
        static const char* names[] = {"empty piles", "r-singletons", "b-singletons", "long r-piles", "long b-piles"};
        for (int i = 0; i < 5; ++i)
            if ((*want)[i] >= 0 && (*want)[i] != have[i])
                return fmt::format("{}: the text's {} but {} before the turn's last chip ({})", names[i], (*want)[i], have[i],
                                   show(r.before));
        return std::nullopt;
    };
}

// One link of a chain of inequalities: lhs op rhs, with op one of "<", "<=", ">", ">=".
struct Link {
    const char* text;
    int lhs;
    const char* op;
    int rhs;
};
std::optional<std::string> chain(const std::vector<Link>& links) {
    for (const Link& k : links) {
        const std::string op = k.op;
        const bool ok = op == "<" ? k.lhs < k.rhs : op == "<=" ? k.lhs <= k.rhs : op == ">" ? k.lhs > k.rhs : k.lhs >= k.rhs;
        if (!ok) return fmt::format("{}: {} {} {} fails", k.text, k.lhs, k.op, k.rhs);
    }
    return std::nullopt;
}
int maxRed(const Parts& p) {
    int m = 0;
    for (int len : p.rho) m = std::max(m, reds(len, Red));
    return m;
}

// v1's generalized type I boards (k >= 2 piles) where `hypothesis` holds.
Domain<State> genI2(std::function<bool(const Quantities&)> hypothesis, const char* words) {
    return atLeastTwoPiles(where(BoardType::GeneralizedTypeI, std::move(hypothesis), words));
}

// Propositions 2.26 and 2.27's hypotheses in their induction on l >= 2.
Domain<State> inductionOnL26() {
    return genI2([](const Quantities& q) { return conditions::mbNoNr(q) && q.l >= 2; }, "m_b > 0, n_r = 0, l >= 2");
}
Domain<State> inductionOnL27() {
    return genI2([](const Quantities& q) { return conditions::bothRhoBelowMb(q) && q.l >= 2; }, "m_b, n_r > 0, the inequality, l >= 2");
}

// `explored`: the player whose round is played every way (the loser's, B's by default); the
// other one plays v1's Σ.
ClaimInfo info(std::string id, std::string where, std::string statement, std::string reading, std::int64_t bound = 12,
               Colour explored = Blue) {
    const std::string rounds =
        explored == Blue
            ? " B's first round is played every way (placements in any order, B's capture discards an r chip when the "
              "pile holds one, as Remark 2.11 assumes), counted as the proof counts it, and R answers by v1's Σ;"
            : " B plays a round of v1's Σ, then R's round is played every way (placements in any order, R's capture "
              "discards a b chip when the pile holds one, as Remark 2.11 assumes), counted as the proof counts it;";
    return papers::sls_v1.info(id, where,
               {.statement = std::move(statement),
                .reading = std::move(reading) + rounds + " no voluntary discards or donations. Default bound " +
                           std::to_string(bound) + " chips.",
                .bound = bound,
                .randomReach = 1.25,
                .cases = 10});
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    using T = BoardType;
    // §2.6 Proposition 2.33, cases 1-4: the board once R has captured every r-pile.
    auto hyp33 = inductionOnH33();
    {
        ClaimInfo i = info("prop2.33.piles", "§2.6, proof of Proposition 2.33, cases 1-4",
                           "Now, the board is composed of k_e + k_r + t' + t'' + s + s' + 1 empty piles, k_b - t' - s "
                           "b-singletons and h - t'' - s' b-piles of length at least 2.",
                           "The boards of cases 1-4 once R has captured every r-pile (before R's placement): k_e + k_r + t' + "
                           "t'' + s + s' + 1 empty piles (cases 1 and 4; cases 2-3: without the + 1), k_b − t' − s "
                           "b-singletons, and h − t'' − s' long b-piles (cases 2-3: + 1), k_e, k_r, k_b, h those of the "
                           "starting board; generalized type II boards of the induction step (h >= 2; h = 0, 1 are the base "
                           "cases) under the proposition's hypothesis.",
                           14);
        i.paraphrase = "Case 1's sentence (line 946); cases 2-4 (lines 974, 1012, 1052) are checked with their own counts.";
        i.expect = Expect::refutedAt("B(1,0) R(0,3) [rb rb br] B");
        registry.add(claim(std::move(i), cases(hyp33, [](const State&, const Parts& p, const Round& r, const State& c, const State&) {
            const int plus = r.ending == 1 || r.ending == 4 ? 1 : 0, extra = r.ending == 2 || r.ending == 3 ? 1 : 0;
            if (auto bad = compare("empty piles", p.ke + p.kr + r.t1 + r.t2 + r.s + r.s1 + plus, c.empty)) return bad;
            if (auto bad = compare("b-singletons", p.kb - r.t1 - r.s, bSingletons(c))) return bad;
            return compare("long b-piles", p.h() - r.t2 - r.s1 + extra, longB(c));
        })));
    }
    // The hands as B's next turn starts.
    {
        auto hands33 = [](bool literal) {
            return [literal](const State& st, const Parts& p, const Round& r, const State&, const State& a) -> std::optional<std::string> {
                const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
                const int gainR = r.t1 + r.toR + sumRed(p) - (r.ending == 3 ? r.topped : 0);
                int b0, b1, r0 = nb, r1;
                if (r.ending == 4) {
                    b0 = mb + r.capB;
                    b1 = (literal ? nr : mr) - r.t - r.t1 - r.t2 + (r.capR - r.s1) - 1;  // the text writes n_r
                    r1 = nr + gainR;
                } else {
                    b0 = mb + r.capB - 1;
                    b1 = mr - r.t - r.t1 - r.t2 + (r.capR - r.s1);
                    r1 = nr + gainR - 1;
                }
                if (b0 == a.hand[Blue][Blue] && b1 == a.hand[Blue][Red] && r0 == a.hand[Red][Blue] && r1 == a.hand[Red][Red])
                    return std::nullopt;
                return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, b1, r0, r1, hands(a));
            };
        };
        const std::string statement =
            "B = (m_b + Σ_{i=1}^{s'} |β_i|_b, n_r - t - t' - t'' + Σ_{i=1}^{s'} (|β_i|_r - 1) - 1), R = (n_b, n_r + "
            "Σ_{i=1}^{t' + t'' + 1} |ρ_i|_r)";
        ClaimInfo i = info("prop2.33.hands", "§2.6, proof of Proposition 2.33, cases 1-4", statement,
                           "The hands as B's next turn starts, as the text gives them: cases 1-3 B = (m_b + Σ_{i<=s'}|β_i|_b "
                           "− 1, m_r − t − t' − t'' + Σ_{i<=s'}(|β_i|_r − 1)), R = (n_b, n_r + Σ|ρ_i|_r − 1) (case 3: the "
                           "r-pile B topped left out of the sum); case 4 literally, with n_r where m_r stands in the other "
                           "cases: B = (m_b + Σ|β_i|_b, n_r − t − t' − t'' + Σ(|β_i|_r − 1) − 1), R = (n_b, n_r + "
                           "Σ|ρ_i|_r); ρ_i the r-piles after B's play-again moves (the t' (b, r)-piles, the t'' r-topped "
                           "β_i, ρ); generalized type II boards of the induction step (h >= 2).",
                           14);
        i.paraphrase = "Case 4's hands (line 1054) in linear form; cases 1-3 (lines 948, 976, 1014) are checked with their own.";
        i.expect = Expect::refutedAt("B(1,1) R(0,3) [rb rb br] B");
        registry.add(claim(std::move(i), cases(hyp33, hands33(true))));
        ClaimInfo alt = info("prop2.33.hands-alt", "§2.6, proof of Proposition 2.33, cases 1-4", statement,
                             "Alternative reading: case 4's n_r read as m_r (a slip for B's red chips); otherwise as "
                             "sls-v1/prop2.33.hands.",
                             14);
        alt.paraphrase = i.paraphrase;
        registry.add(claim(std::move(alt), cases(hyp33, hands33(false))));
    }
    // §2.7 Proposition 2.38 (h >= 1), cases 1-4: the board once R has captured every r-pile, and the hands.
    auto hyp38 = where(T::General, [](const Quantities& q) { return q.h >= 1 && conditions::bothNotInequality(q); },
                       "h >= 1, m_b, n_r > 0, (4)");
    {
        ClaimInfo i = info("prop2.38.piles", "§2.7, proof of Proposition 2.38, cases 1-4",
                           "Now, the board is composed of k_e + k_r + l + t' + t'' + s + s' - 1 empty piles, k_b - t' - s + 1 "
                           "b-singletons, and h - t'' - s' b-piles of length at least 2.",
                           "The boards of cases 1-4 once R has captured every r-pile (before R's placement): k_e + k_r + l + t' "
                           "+ t'' + s + s' − 1 empty piles (case 4: without the − 1), k_b − t' − s b-singletons (case 1: + 1), "
                           "h − t'' − s' long b-piles (cases 2-3: + 1), k_e, k_r, k_b, h, l those of the starting board; "
                           "boards with h >= 1 under the proposition's hypothesis.",
                           10);
        i.paraphrase = "Case 1's sentence (line 1163); cases 2-4 (lines 1196, 1231, 1265) are checked with their own counts.";
        registry.add(claim(std::move(i), cases(hyp38, [](const State&, const Parts& p, const Round& r, const State& c, const State&) {
            const int minus = r.ending == 4 ? 0 : 1, single = r.ending == 1 ? 1 : 0, extra = r.ending == 2 || r.ending == 3 ? 1 : 0;
            if (auto bad = compare("empty piles", p.ke + p.kr + p.l() + r.t1 + r.t2 + r.s + r.s1 - minus, c.empty)) return bad;
            if (auto bad = compare("b-singletons", p.kb - r.t1 - r.s + single, bSingletons(c))) return bad;
            return compare("long b-piles", p.h() - r.t2 - r.s1 + extra, longB(c));
        })));
    }
    {
        // R's red chips: Σ|ρ_i|_r over the l long r-piles, t' for the (b, r)-piles, Σ(|β_i|_r + 1) over the t''
        // r-topped β_i; case 3 leaves out the pile B topped (the text's WLOG: one of the t''), case 4's sum stops at
        // h − s' − 1, leaving out one of the t'' piles (literal) or none (alternative).
        auto hands38 = [](bool literal) {
            return [literal](const State& st, const Parts& p, const Round& r, const State&, const State& a) -> std::optional<std::string> {
                const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
                const int all = sumRed(p) + r.t1 + r.toR;
                const int b0 = mb + r.capB - (r.ending == 4 ? 0 : 1);
                const int b1 = mr - r.t - r.t1 - r.t2 + (r.capR - r.s1) - (r.ending == 4 ? 1 : 0);
                std::vector<int> reds;  // the text's R red counts (several when it leaves out one of the t'' piles)
                if (r.ending == 3) reds.push_back(nr + all - r.topped - 1);
                else if (r.ending == 4 && literal && !r.toRs.empty())
                    for (int left : r.toRs) reds.push_back(nr + all - left);
                else reds.push_back(nr + all - (r.ending == 4 ? 0 : 1));
                const bool redOk = std::find(reds.begin(), reds.end(), a.hand[Red][Red]) != reds.end();
                if (b0 == a.hand[Blue][Blue] && b1 == a.hand[Blue][Red] && nb == a.hand[Red][Blue] && redOk) return std::nullopt;
                return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, b1, nb, reds.front(), hands(a));
            };
        };
        const std::string statement =
            "B = (m_b + Σ_{i=h-s'+1}^h |β_i|_b, m_r - t - t' - t'' + Σ_{i=h-s'+1}^h (|β_i|_r - 1) - 1), R = (n_b, n_r + "
            "Σ_{i=1}^l |ρ_i|_r + t' + Σ_{i=h-t''-s'+1}^{h-s'-1} (|β_i|_r + 1))";
        ClaimInfo i = info("prop2.38.hands", "§2.7, proof of Proposition 2.38, cases 1-4", statement,
                           "The hands as B's next turn starts, as the text gives them: cases 1-3 B = (m_b + Σ|β_i|_b − 1, "
                           "m_r − t − t' − t'' + Σ(|β_i|_r − 1)) over the s' captured β_i, R = (n_b, n_r + Σ|ρ_i|_r + t' + "
                           "Σ(|β_i|_r + 1) − 1) over the t'' r-topped β_i (case 3: the pile B topped left out, the text's "
                           "WLOG); case 4 B = (m_b + Σ|β_i|_b, m_r − t − t' − t'' + Σ(|β_i|_r − 1) − 1), R = (n_b, n_r + "
                           "Σ|ρ_i|_r + t' + Σ_{i=h−t''−s'+1}^{h−s'−1}(|β_i|_r + 1)): literally, the sum stops one pile short "
                           "of the t'' r-topped β_i (any one of them may be the one left out).",
                           10);
        i.paraphrase = "Case 4's hands (line 1267-1269) in linear form; cases 1-3 (lines 1165, 1198, 1233-1235) are checked with their own.";
        i.expect = Expect::refutedAt("B(1,2) R(0,2) [rb] B");
        registry.add(claim(std::move(i), cases(hyp38, hands38(true))));
        ClaimInfo alt = info("prop2.38.hands-alt", "§2.7, proof of Proposition 2.38, cases 1-4", statement,
                             "Alternative reading: case 4's sum over the t'' r-topped β_i read as complete (upper limit h − s' "
                             "as in cases 1-2); otherwise as sls-v1/prop2.38.hands.",
                             10);
        alt.paraphrase = i.paraphrase;
        registry.add(claim(std::move(alt), cases(hyp38, hands38(false))));
    }
    // §2.3 Proposition 2.14 and §2.5 Proposition 2.28: B's round on a (generalized) type I board. Cases 1-3 give
    // the board after R's whole round, case 4 once R has captured every r-pile.
    auto typeIPiles = [](bool generalized) {
        return [generalized](const State&, const Parts& p, const Round& r, const State& c, const State& a) -> std::optional<std::string> {
            const int base = p.ke + p.kr + r.t1 + r.s + (generalized ? p.l() : p.l());  // κ or l
            const State& at = r.ending == 4 ? c : a;
            int empty = 0, single = p.kb - r.t1 - r.s;
            switch (r.ending) {
                case 1: empty = base - 1; break;
                case 2: empty = generalized ? base - 1 : base, single -= generalized ? 0 : 1; break;  // 2.14: k_e + k_r + t' + s + κ, k_b − s − t' − 1
                case 3: empty = base - 1; break;
                case 4: empty = base + (generalized ? r.t : 0); break;  // 2.28: k_e + k_r + l + t + t' + s
            }
            if (auto bad = compare("empty piles", empty, at.empty)) return bad;
            return compare("b-singletons", single, bSingletons(at));
        };
    };
    auto typeIHands = [](const State& st, const Parts& p, const Round& r, const State&, const State& a) -> std::optional<std::string> {
        const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
        const int all = sumRed(p) + r.t1;  // Σ|ρ_i|_r over the long r-piles and the t' (b, r)-piles
        const int b0 = mb - (r.ending == 4 ? 0 : 1), b1 = mr - r.t - r.t1 - (r.ending == 4 ? 1 : 0);
        const int r1 = nr + all - (r.ending == 3 ? r.topped : 0) - (r.ending == 4 ? 0 : 1);
        if (b0 == a.hand[Blue][Blue] && b1 == a.hand[Blue][Red] && nb == a.hand[Red][Blue] && r1 == a.hand[Red][Red]) return std::nullopt;
        return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, b1, nb, r1, hands(a));
    };
    auto hyp14 = where(T::TypeI, [](const Quantities& q) { return q.mb <= q.nr && q.mb + q.mr >= 1; }, "m_b <= n_r, m >= 1");
    {
        ClaimInfo i = info("prop2.14.piles", "§2.3, proof of Proposition 2.14, cases 1-4",
                           "Now, the board is composed of k_e + k_r + t' + s + κ empty piles, k_b - s - t' - 1 b-singletons and "
                           "one (r,b,r)-pile.",
                           "The boards the text lists: after R's round, case 1 k_e + k_r + t' + s + κ − 1 empty piles and k_b "
                           "− s − t' b-singletons; case 2 k_e + k_r + t' + s + κ empty piles and k_b − s − t' − 1 "
                           "b-singletons; case 3 as case 1; once R has captured every r-pile, case 4 k_e + k_r + s + t' + κ "
                           "empty piles and k_b − s − t' b-singletons (k_e, k_r, k_b, κ those of the starting board); type I "
                           "boards with m_b <= n_r and m >= 1.",
                           9);
        i.paraphrase = "Case 2's sentence (line 349); cases 1, 3 and 4 (lines 348, 352, 354) are checked with their own counts.";
        i.expect = Expect::refutedAt("B(1,1) R(0,1) [_] B");
        registry.add(claim(std::move(i), cases(hyp14, typeIPiles(false))));
        ClaimInfo h = info("prop2.14.hands", "§2.3, proof of Proposition 2.14, cases 1-4",
                           "We have first player B = (m_b - 1, m_r - t - t') and second player R = (n_b, n_r + "
                           "Σ_{i=1}^{t'+κ} |ρ_i|_r - 1).",
                           "The hands as B's next turn starts: cases 1-3 B = (m_b − 1, m_r − t − t'), R = (n_b, n_r + "
                           "Σ|ρ_i|_r − 1) over the t' + κ r-piles of length >= 2 (case 3: the one B topped left out); case 4 "
                           "B = (m_b, m_r − t − t' − 1), R = (n_b, n_r + Σ|ρ_i|_r).",
                           9);
        h.paraphrase = "Case 1's hands (line 348) in linear form; cases 2-4 (lines 349, 352, 354) are checked with their own.";
        registry.add(claim(std::move(h), cases(hyp14, typeIHands)));
    }
    auto hyp28 = genI2([](const Quantities& q) { return q.mb <= q.nr + q.sumRho - q.maxRho; },
                       "m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r");
    {
        ClaimInfo i = info("prop2.28.piles", "§2.5, proof of Proposition 2.28, cases 1-4",
                           "Now, the board is composed of k_e + k_r + l + t + t' + s empty piles, and k_b - t' - s b-singletons.",
                           "The boards the text lists: after R's round, cases 1-3 k_e + k_r + l + t' + s − 1 empty piles and "
                           "k_b − t' − s b-singletons; once R has captured every r-pile, case 4 k_e + k_r + l + t + t' + s "
                           "empty piles and k_b − t' − s b-singletons (k_e, k_r, k_b, l those of the starting board); "
                           "generalized type I boards (k >= 2) with m_b <= n_r + Σ|ρ_i|_r − max|ρ_i|_r.",
                           9);
        i.paraphrase = "Case 4's sentence (line 830); cases 1-3 (lines 816, 828, 829) are checked with their own counts.";
        i.expect = Expect::refutedAt("B(0,2) R(0,0) [_ _] B");
        registry.add(claim(std::move(i), cases(hyp28, typeIPiles(true))));
        ClaimInfo h = info("prop2.28.hands", "§2.5, proof of Proposition 2.28, cases 1-4",
                           "We have first player B=(m_b,m_r-t-t'-1), and second player R=(n_b,n_r+Σ_{i=1}^{l+t'}|ρ_i|_r).",
                           "The hands as B's next turn starts: cases 1-3 B = (m_b − 1, m_r − t − t'), R = (n_b, n_r + "
                           "Σ|ρ_i|_r − 1) over the l + t' r-piles of length >= 2 (case 3: the one B topped left out); case 4 "
                           "B = (m_b, m_r − t − t' − 1), R = (n_b, n_r + Σ|ρ_i|_r).",
                           9);
        h.paraphrase = "Case 4's hands (line 834) in linear form; cases 1-3 (lines 816, 828, 829) are checked with their own.";
        registry.add(claim(std::move(h), cases(hyp28, typeIHands)));
    }
    // §2.3 Proposition 2.13, cases 1-4: the board and hands once B has captured every b-pile.
    auto hyp13 = where(T::TypeI, [](const Quantities& q) { return q.mb > q.nr && q.nb + q.nr >= 1; }, "m_b > n_r, n >= 1");
    {
        auto piles13 = [](const State&, const Parts& p, const Round& r, const State& c, const State&) -> std::optional<std::string> {
            const int kappa = p.l();
            int empty = 0;
            if (p.kr > 0) {
                empty = p.ke + p.kb + r.t1 + r.s + (r.ending == 1 || r.ending == 4 ? 1 : 0);
            } else {
                switch (r.ending) {
                    case 1: empty = p.ke + p.kb + kappa; break;
                    case 2: empty = p.ke + p.kb - r.t - (1 - kappa); break;
                    case 3: empty = p.ke + p.kb; break;
                    case 4:
                        if (kappa == 0) return std::nullopt;  // the text's case 4 for k_r = 0 assumes κ = 1
                        empty = p.ke + p.kb + 1;
                        break;
                }
            }
            return compare("empty piles", empty, c.empty);
        };
        ClaimInfo i = info("prop2.13.empty", "§2.3, proof of Proposition 2.13, cases 1-4",
                           "If k_r = 0, then the board is composed of k_e + k_b + κ = k empty piles.",
                           "The empty piles the text lists once B has captured every b-pile (Σ's step 1): k_r > 0: k_e + k_b + "
                           "t' + s + 1 (cases 1 and 4), k_e + k_b + t' + s (cases 2-3); k_r = 0: k_e + k_b + κ (case 1), k_e + "
                           "k_b − t − (1 − κ) (case 2), k_e + k_b (case 3), k_e + k_b + 1 (case 4, which the text writes for κ = 1 "
                           "only: rounds with k_r = κ = 0 ending so are left out); k_e, k_r, k_b, κ those of "
                           "the starting board, t, t', s counted in R's round; type I boards with m_b > n_r and n_b + n_r >= 1.",
                           9, Red);
        i.paraphrase = "Case 1's sentence for k_r = 0 (line 310); the other cases (lines 308, 312-319) are checked with their own counts.";
        i.expect = Expect::refutedAt("B(2,0) R(0,1) [_ _] B");
        registry.add(claim(std::move(i), redCases(hyp13, piles13)));
    }
    {
        auto hands13 = [](const State& st, const Parts& p, const Round& r, const State& c, const State&) -> std::optional<std::string> {
            const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
            const int kappa = p.l(), sumB = r.longRed;  // Σ|β_i|_b over the long b-piles as R ends their turn
            int b0 = 0;
            if (p.kr > 0) {
                b0 = mb - 1 + sumB - (r.ending == 3 ? r.topped : 0) + (r.ending == 4 ? 1 : 0);
            } else {
                switch (r.ending) {
                    case 1:  // m_b − 1 + |β_κ|_b + 1, written for κ = 1 (β_0 names no pile)
                        if (kappa == 0) return std::nullopt;
                        b0 = mb - 1 + sumB + 1;
                        break;
                    case 2: b0 = mb - 1 + sumB; break;
                    case 3: b0 = mb - 1; break;
                    case 4:
                        if (kappa == 0) return std::nullopt;  // the text's case 4 for k_r = 0 assumes κ = 1
                        b0 = mb + sumB;
                        break;
                }
            }
            const int r0 = nb - r.t - r.t1 - (r.ending == 4 ? 1 : 0), r1 = nr - (r.ending == 4 ? 0 : 1);
            if (b0 == c.hand[Blue][Blue] && mr == c.hand[Blue][Red] && r0 == c.hand[Red][Blue] && r1 == c.hand[Red][Red])
                return std::nullopt;
            return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, mr, r0, r1, hands(c));
        };
        ClaimInfo i = info("prop2.13.hands", "§2.3, proof of Proposition 2.13, cases 1-4",
                           "We now have first player B = (m_b - 1 + |β_κ|_b + 1, m_r) = (m_b + |β_κ|_b, m_r) and second "
                           "player R = (n_b - t - t', n_r - 1).",
                           "The hands the text lists once B has captured every b-pile: k_r > 0: B = (m_b − 1 + Σ|β_i|_b, m_r) "
                           "(case 3: the b-pile R topped left out; case 4: + 1); k_r = 0: B = (m_b − 1 + |β_κ|_b + 1, m_r) "
                           "(case 1, written for κ = 1: β_0 names no pile, so κ = 0 is left out), (m_b − 1 + Σ_{i<=κ}|β_i|_b, m_r) "
                           "(case 2), (m_b − 1, m_r) (case 3), (m_b + |β|_b, m_r) (case 4, κ = 1 as the text assumes); R = (n_b − t − t', n_r − 1) (cases 1-3), (n_b − t − t' − 1, n_r) (case 4); "
                           "β_i the long b-piles as R ends their turn; type I boards with m_b > n_r and n_b + n_r >= 1.",
                           9, Red);
        i.paraphrase = "Case 1's hands for k_r = 0 (line 310) in linear form; the other cases (lines 308, 312-319) are checked with their own.";
        i.expect = Expect::refutedAt("B(2,0) R(0,1) [_ br] B");
        registry.add(claim(std::move(i), redCases(hyp13, hands13)));
    }
    // §2.4 Propositions 2.19-2.22 (type II), §2.6 Proposition 2.32 and §2.7 Proposition 2.37 (m_b = 0).
    auto typeII = [](bool mbZero) {
        return where(T::TypeII, [mbZero](const Quantities& q) { return mbZero ? q.mb == 0 : conditions::betaAtMostNr(q); },
                     mbZero ? "m_b = 0" : "m_b > 0, m_b + |β|_b <= n_r");
    };
    // R's red chips as B's next turn starts: n_r + Σ|ρ_i|_r over the long r-piles as B ends (the pile B topped
    // with b left out), − 1 for R's placement unless B's last chip (an r chip) went to R.
    auto redAfter = [](const State& st, const Round& r) {
        return st.hand[Red][Red] + r.longRed - (r.ending == 3 ? r.topped : 0) - (r.ending == 4 ? 0 : 1);
    };
    auto handsText = [](int b0, int b1, int r0, int r1, const State& a) -> std::optional<std::string> {
        if (b0 == a.hand[Blue][Blue] && b1 == a.hand[Blue][Red] && r0 == a.hand[Red][Blue] && r1 == a.hand[Red][Red]) return std::nullopt;
        return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, b1, r0, r1, hands(a));
    };
    {
        ClaimInfo i = info("prop2.19.cases", "§2.4, proof of Proposition 2.19, case 1",
                           "Now, the board is composed of k_e + k_r + t' + t'' + 1 empty piles, k_b - t' b-singletons, and 1 - "
                           "t'' b-piles of length at least 2.",
                           "B (m_b = 0) ends by an r chip on an r-pile; once R has captured every r-pile the board has k_e + k_r "
                           "+ t' + t'' + 1 empty piles, k_b − t' b-singletons and 1 − t'' long b-piles, and as B's next turn "
                           "starts B = (0, m_r − t − t' − t'' − 1), R = (n_b, n_r + Σ|ρ_i|_r) over the t' + t'' + 1 long "
                           "r-piles; the moves listed as letting B play again do; type II boards with m_b = 0.");
        i.paraphrase = "Case 1's board (line 399, minus signs restored) and hands (line 404).";
        registry.add(claim(std::move(i), cases(typeII(true), [=](const State& st, const Parts& p, const Round& r, const State& c, const State& a) -> std::optional<std::string> {
            if (auto bad = compare("empty piles", p.ke + p.kr + r.t1 + r.t2 + 1, c.empty)) return bad;
            if (auto bad = compare("b-singletons", p.kb - r.t1, bSingletons(c))) return bad;
            if (auto bad = compare("long b-piles", 1 - r.t2, longB(c))) return bad;
            return handsText(0, st.hand[Blue][Red] - r.t - r.t1 - r.t2 - 1, st.hand[Red][Blue], redAfter(st, r), a);
        })));
    }
    // Propositions 2.20-2.22: the board and hands as B's next turn starts (case 4 of 2.20-2.21: the empty piles
    // once R has captured every r-pile), for the rounds each proposition is about.
    auto typeIIRound = [=](int which) {
        return [=](const State& st, const Parts& p, const Round& r, const State& c, const State& a) -> std::optional<std::string> {
            const bool captures = r.s1 == 1, onBeta = r.t2 == 1 && r.s1 == 0, off = r.t2 == 0 && r.s1 == 0;
            if ((which == 20 && !captures) || (which == 21 && !onBeta) || (which == 22 && !off)) return std::nullopt;
            const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue];
            const int betaB = r.capB, betaR = r.capR;  // |β|_b, |β|_r if B captured β
            int empty = 0, single = p.kb - r.t1 - r.s;
            const State* at = &a;
            if (which == 22) {
                empty = p.ke + p.kr + r.t1 + r.s + (r.ending == 1 || r.ending == 4 ? 1 : 0);
            } else if (r.ending == 4) {
                empty = p.ke + p.kr + r.t1 + r.s + 2, at = &c;
            } else {
                empty = p.ke + p.kr + r.t1 + r.s + 1;
            }
            if (auto bad = compare("empty piles", empty, at->empty)) return bad;
            if (auto bad = compare("b-singletons", single, bSingletons(*at))) return bad;
            // "and one r-pile of length at least 2" (cases 1-3; case 4 lists the board once R has captured)
            if (which != 22 && r.ending != 4) {
                if (auto bad = compare("long r-piles", 1, parts(*at).l())) return bad;
                if (auto bad = compare("long b-piles", 0, longB(*at))) return bad;
            }
            const int spent = which == 20 ? 1 - betaR : which == 21 ? 1 : 0;  // the discarded r chip of β, or the r chip on β
            const int b0 = mb + (which == 20 ? betaB : 0) - (r.ending == 4 ? 0 : 1);
            const int b1 = mr - r.t - r.t1 - spent - (r.ending == 4 ? 1 : 0);
            return handsText(b0, b1, nb, redAfter(st, r), a);
        };
    };
    {
        ClaimInfo i = info("prop2.20.cases", "§2.4, proof of Proposition 2.20, cases 1-4",
                           "The board is composed of k_e + k_r + s + t' + 1 empty piles, k_b t' s b-singletons and one t-pile "
                           "of length at least 2.",
                           "B's rounds that capture β: as B's next turn starts the board has k_e + k_r + s + t' + 1 empty piles "
                           "(case 4: k_e + k_r + t' + s + 2 once R has captured every r-pile), k_b − t' − s b-singletons and "
                           "(cases 1-3) one long pile, an r-pile, B = "
                           "(m_b + |β|_b − 1, m_r + |β|_r − t − t' − 1) (case 4: (m_b + |β|_b, m_r + |β|_r − t − t' − 2)), R = "
                           "(n_b, n_r + Σ|ρ_i|_r − 1) (case 3: the pile B topped left out; case 4: without the − 1); type II "
                           "boards with m_b > 0 and m_b + |β|_b <= n_r.");
        i.paraphrase = "Case 1's board (line 424) as printed ('k_b t' s', 't-pile'); cases 1-4 (lines 424-434) are checked with their own counts and hands.";
        registry.add(claim(std::move(i), cases(typeII(false), typeIIRound(20))));
        ClaimInfo j = info("prop2.21.cases", "§2.4, proof of Proposition 2.21, cases 1-4",
                           "The board is composed of k_e + k_r + t' + s + 1 empty piles, k_b - s - t' b-singletons, and one r-pile "
                           "of length at least 2.",
                           "B's rounds that place one r chip on β: as B's next turn starts the board has k_e + k_r + t' + s + 1 "
                           "empty piles (case 4: k_e + k_r + t' + s + 2 once R has captured every r-pile), k_b − s − t' "
                           "b-singletons and (cases 1-3) one long pile, an r-pile, B = (m_b − 1, m_r − t − t' − 1) (case 4: (m_b, m_r − t − t' − 2)), R = (n_b, n_r + "
                           "Σ|ρ_i|_r − 1) (case 3: the pile B topped left out; case 4: without the − 1); type II boards with m_b "
                           "> 0 and m_b + |β|_b <= n_r.");
        j.paraphrase = "Case 1's board (line 450); cases 1-4 (lines 450-460) are checked with their own counts and hands.";
        registry.add(claim(std::move(j), cases(typeII(false), typeIIRound(21))));
        ClaimInfo k = info("prop2.22.cases", "§2.4, proof of Proposition 2.22, cases 1-4",
                           "The board is composed of k_e + k_r + t' + s + 1 empty piles, k_b t' s b-singletons, and the (β, "
                           "r)-pile.",
                           "B's rounds that never place a chip on β: as B's next turn starts the board has k_e + k_r + t' + s + "
                           "1 empty piles (cases 1 and 4; cases 2-3: k_e + k_r + t' + s) and k_b − t' − s b-singletons, B = "
                           "(m_b − 1, m_r − t − t') (case 4: (m_b, m_r − t − t' − 1)), R = (n_b, n_r + Σ|ρ_i|_r − 1) (case 3: "
                           "the pile B topped left out; case 4: without the − 1); type II boards with m_b > 0 and m_b + |β|_b "
                           "<= n_r.");
        k.paraphrase = "Case 1's board (line 488) as printed ('k_b t' s'); cases 1-4 (lines 488-499) are checked with their own counts and hands.";
        k.expect = Expect::refutedAt("B(1,0) R(0,2) [_ rb br] B");
        registry.add(claim(std::move(k), cases(typeII(false), typeIIRound(22))));
    }
    {
        auto genII0 = where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0");
        ClaimInfo i = info("prop2.32.piles", "§2.6, proof of Proposition 2.32, case 1",
                           "Now, the board is composed of k_e + k_r + t' + t'' + 1 empty piles, k_b - t' b-singletons, and h - "
                           "t'' b-piles of length at least 2.",
                           "B (m_b = 0) ends by an r chip on an r-pile; once R has captured every r-pile the board has k_e + k_r "
                           "+ t' + t'' + 1 empty piles, k_b − t' b-singletons and h − t'' long b-piles; generalized type II "
                           "boards with m_b = 0.");
        i.paraphrase = "Case 1's board (line 892) with the minus signs the bundled text drops restored.";
        registry.add(claim(std::move(i), cases(genII0, [](const State&, const Parts& p, const Round& r, const State& c, const State&) {
            if (auto bad = compare("empty piles", p.ke + p.kr + r.t1 + r.t2 + 1, c.empty)) return bad;
            if (auto bad = compare("b-singletons", p.kb - r.t1, bSingletons(c))) return bad;
            return compare("long b-piles", p.h() - r.t2, longB(c));
        })));
        auto any0 = where(T::General, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0");
        ClaimInfo j = info("prop2.37.piles", "§2.7, proof of Proposition 2.37, case 1",
                           "The boad is now composed of k_e + k_r + l + t' + t'' empty piles, k_b - t' b-singletons, and h - t'' "
                           "b-piles of length at least 2.",
                           "B (m_b = 0) ends by an r chip on an r-pile; once R has captured every r-pile the board has k_e + k_r "
                           "+ l + t' + t'' empty piles, k_b − t' b-singletons and h − t'' long b-piles; any board with m_b = 0.",
                           10);
        j.paraphrase = "Case 1's board (line 1129) with the minus signs the bundled text drops restored.";
        registry.add(claim(std::move(j), cases(any0, [](const State&, const Parts& p, const Round& r, const State& c, const State&) {
            if (auto bad = compare("empty piles", p.ke + p.kr + p.l() + r.t1 + r.t2, c.empty)) return bad;
            if (auto bad = compare("b-singletons", p.kb - r.t1, bSingletons(c))) return bad;
            return compare("long b-piles", p.h() - r.t2, longB(c));
        })));
    }
    // The boards after the loser's play-again moves, as each proof lists them (before the turn's last chip).
    {
        struct Mid {
            const char* id;
            const char* where;
            const char* statement;
            const char* words;
            Domain<State> domain;
            bool red;  // R's round (after B's round of Σ)
            std::function<std::optional<Counts>(const Parts&, const Round&)> text;
            std::int64_t bound;
        };
        const int kOff = -1;
        std::vector<Mid> mids{
            {"prop2.13.board", "§2.3, proof of Proposition 2.13", "If k_r > 0, then the SLS board is composed of:",
             "k_r > 0: k_e + k_b − t + s empty piles, k_r − t' − s − (1 − κ) r-singletons, t b-singletons, t' + 1 long b-piles; "
             "k_r = 0: k_e + k_b − t − (1 − κ) empty piles, t + (1 − κ) b-singletons, κ long b-piles (lines 299, 303)",
             hyp13, true,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 const int kappa = p.l();
                 if (p.kr > 0) return Counts{p.ke + p.kb - r.t + r.s, p.kr - r.t1 - r.s - (1 - kappa), r.t, 0, r.t1 + 1};
                 return Counts{p.ke + p.kb - r.t - (1 - kappa), -1, r.t + (1 - kappa), -1, kappa};
             },
             9},
            {"prop2.14.board", "§2.3, proof of Proposition 2.14", "The SLS board is composed of:",
             "k_e − t + s empty piles, k_r + t r-singletons, k_b − s − t' b-singletons, t' + κ long r-piles (line 343)", hyp14, false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t + r.s, p.kr + r.t, p.kb - r.s - r.t1, r.t1 + p.l(), 0};
             },
             9},
            {"prop2.19.board", "§2.4, proof of Proposition 2.19", "The SLS board is now composed of:",
             "k_e − t empty piles, k_r + t r-singletons, k_b − t' b-singletons, t' + t'' + 1 long r-piles, 1 − t'' long b-piles "
             "(line 394)", typeII(true), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t, p.kr + r.t, p.kb - r.t1, r.t1 + r.t2 + 1, 1 - r.t2};
             },
             12},
            {"prop2.20.board", "§2.4, proof of Proposition 2.20", "The SLS board is now composed of:",
             "rounds capturing β: k_e − t + s + 1 empty piles, k_r + t r-singletons, k_b − t' − s b-singletons, t' + 1 long "
             "r-piles (line 420)", typeII(false), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 if (r.s1 != 1) return std::nullopt;
                 return Counts{p.ke - r.t + r.s + 1, p.kr + r.t, p.kb - r.t1 - r.s, r.t1 + 1, 0};
             },
             12},
            {"prop2.21.board", "§2.4, proof of Proposition 2.21", "The SLS board is now composed of:",
             "rounds placing one r chip on β: k_e − t + s empty piles, k_r + t r-singletons, k_b − t' − s b-singletons, t' + 2 "
             "long r-piles (line 446)", typeII(false), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 if (r.t2 != 1 || r.s1 != 0) return std::nullopt;
                 return Counts{p.ke - r.t + r.s, p.kr + r.t, p.kb - r.t1 - r.s, r.t1 + 2, 0};
             },
             12},
            {"prop2.22.board", "§2.4, proof of Proposition 2.22", "The SLS board is now composed of:",
             "rounds never on β: k_e − t + s empty piles, k_r + t r-singletons, k_b − t' − s b-singletons, t' + 1 long r-piles "
             "and β (line 483)", typeII(false), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 if (r.t2 != 0 || r.s1 != 0) return std::nullopt;
                 return Counts{p.ke - r.t + r.s, p.kr + r.t, p.kb - r.t1 - r.s, r.t1 + 1, 1};
             },
             12},
            {"prop2.26.board", "§2.5, proof of Proposition 2.26", "The SLS board is now composed of",
             "k_e + k_b − t empty piles, k_r − t' r-singletons, t b-singletons, t' + t'' + 1 long b-piles, l − t'' − 1 long "
             "r-piles (line 562)",
             inductionOnL26(), true,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke + p.kb - r.t, p.kr - r.t1, r.t, p.l() - r.t2 - 1, r.t1 + r.t2 + 1};
             },
             12},
            {"prop2.27.board", "§2.5, proof of Proposition 2.27", "The SLS board is now composed of",
             "k_e + k_b − t + s + s' empty piles, k_r − t' − s r-singletons, t b-singletons, t' + t'' + 1 long b-piles, l − t'' − "
             "s' − 1 long r-piles (line 635)",
             inductionOnL27(),
             true,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke + p.kb - r.t + r.s + r.s1, p.kr - r.t1 - r.s, r.t, p.l() - r.t2 - r.s1 - 1, r.t1 + r.t2 + 1};
             },
             12},
            {"prop2.28.board", "§2.5, proof of Proposition 2.28", "The SLS board is now composed of",
             "k_e − t + s empty piles, k_r + t r-singletons, k_b − t' − s b-singletons, l + t' long r-piles (line 812)", hyp28,
             false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t + r.s, p.kr + r.t, p.kb - r.t1 - r.s, p.l() + r.t1, 0};
             },
             9},
            {"prop2.32.board", "§2.6, proof of Proposition 2.32", "The SLS board is now composed of",
             "k_e − t empty piles, k_r + t r-singletons, k_b − t' b-singletons, h − t'' long b-piles, t' + t'' + 1 long r-piles "
             "(line 887)",
             where(T::GeneralizedTypeII, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t, p.kr + r.t, p.kb - r.t1, r.t1 + r.t2 + 1, p.h() - r.t2};
             },
             12},
            {"prop2.33.board", "§2.6, proof of Proposition 2.33", "The SLS board is now composed of:",
             "k_e − t + s + s' empty piles, k_b − t' − s b-singletons, k_r + t r-singletons, t' + t'' + 1 long r-piles, h − s' − "
             "t'' long b-piles (line 938)", hyp33, false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t + r.s + r.s1, p.kr + r.t, p.kb - r.t1 - r.s, r.t1 + r.t2 + 1, p.h() - r.s1 - r.t2};
             },
             14},
            {"prop2.37.board", "§2.7, proof of Proposition 2.37", "The SLS board is now composed of",
             "k_e − t empty piles, k_r + t r-singletons, k_b − t' b-singletons, l + t' + t'' long r-piles, h − t'' long b-piles "
             "(line 1124)",
             where(T::General, [](const Quantities& q) { return q.mb == 0; }, "m_b = 0"), false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t, p.kr + r.t, p.kb - r.t1, p.l() + r.t1 + r.t2, p.h() - r.t2};
             },
             10},
            {"prop2.38.board", "§2.7, proof of Proposition 2.38", "The SLS board is now composed of",
             "k_e − t + s + s' empty piles, k_b − t' − s b-singletons, k_r + t r-singletons, l + t' + t'' long r-piles, h − t'' − "
             "s' long b-piles (line 1159)", hyp38, false,
             [](const Parts& p, const Round& r) -> std::optional<Counts> {
                 return Counts{p.ke - r.t + r.s + r.s1, p.kr + r.t, p.kb - r.t1 - r.s, p.l() + r.t1 + r.t2, p.h() - r.t2 - r.s1};
             },
             10},
        };
        (void)kOff;
        for (Mid& m : mids) {
            ClaimInfo i = info(m.id, std::string(m.where) + ", the board after the play-again moves", m.statement,
                               std::string("The board as the ") + (m.red ? "R" : "B") + " ends their turn (before the last chip), "
                               "as the text lists it after the play-again moves, counted on the round played: " + m.words + ".",
                               m.bound, m.red ? Red : Blue);
            registry.add(claim(std::move(i), m.red ? redCases(m.domain, board(m.text)) : cases(m.domain, board(m.text))));
        }
    }
    // §2.5 Propositions 2.26 and 2.27: the board after B's round of Σ, and cases 1-4 once B has captured every b-pile.
    {
        // After B's round: k_e + k_b empty piles, k_r r-singletons, l − 1 long r-piles, one b-pile of length >= 3
        // (ρ_l topped), B = (m_b − 1, m_r).
        auto afterSigma = [](const State& st, const Parts& p) -> std::optional<std::string> {
            const State mid = blueRound(st);
            const Parts m = parts(mid);
            bool three = false;
            for (int len : m.beta) three = three || len >= 3;
            if (m.ke != p.ke + p.kb || m.kr != p.kr || m.l() != p.l() - 1 || m.h() != 1 || !three || m.kb != 0)
                return "after B's round of Σ: " + show(mid);
            if (mid.hand[Blue][Blue] != st.hand[Blue][Blue] - 1 || mid.hand[Blue][Red] != st.hand[Blue][Red])
                return "after B's round of Σ B holds " + hands(mid);
            return std::nullopt;
        };
        auto genIcase = [=](bool p27) {
            return [=](const State& st, const Parts& p, const Round& r, const State& c, const State&) -> std::optional<std::string> {
                if (auto bad = afterSigma(st, p)) return bad;
                const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
                // In R's round counted with swapped colours: capB = Σ|ρ_i|_r and capR = Σ|ρ_i|_b over the s' long
                // r-piles R captured; longRed = Σ|β_i|_b over the long b-piles as R ends; topped = |β_1|_b (case 3).
                const int sumB = r.longRed;
                const int rb = nb - r.t - r.t1 - r.t2 + (r.capR - r.s1), rr = nr + r.capB;
                int empty = p.ke + p.kb + r.t1 + r.t2 + r.s + r.s1, rs = p.kr - r.t1 - r.s, lr = p.l() - r.t2 - r.s1;
                int b0 = mb - 1 + sumB, r0 = rb, r1 = rr - 1;
                switch (r.ending) {
                    case 1: rs += 1, lr -= 1; break;
                    case 2: break;
                    case 3: b0 -= r.topped; break;
                    case 4: empty += 1, lr -= 1, b0 = mb + sumB, r0 = rb - 1, r1 = rr; break;
                }
                if (!p27 && r.ending != 4) return fmt::format("R ends by case {} with n_r = 0", r.ending);
                if (auto bad = compare("empty piles", empty, c.empty)) return bad;
                if (auto bad = compare("r-singletons", rs, parts(c).kr)) return bad;
                if (auto bad = compare("long r-piles", lr, parts(c).l())) return bad;
                if (b0 == c.hand[Blue][Blue] && mr == c.hand[Blue][Red] && r0 == c.hand[Red][Blue] && r1 == c.hand[Red][Red])
                    return std::nullopt;
                return fmt::format("the text's B = ({}, {}), R = ({}, {}) but {}", b0, mr, r0, r1, hands(c));
            };
        };
        ClaimInfo i = info("prop2.26.cases", "§2.5, proof of Proposition 2.26, induction step",
                           "The board is composed of k_e + k_b + t' + t'' + 1 empty piles, k_r t' r-singletons, and l t'' 1 < l "
                           "r-piles of length at least 2.",
                           "After B's round of Σ: k_e + k_b empty piles, k_r r-singletons, l − 1 long r-piles and one b-pile of "
                           "length >= 3, B = (m_b − 1, m_r); R (no r chip) ends by a b chip on a b-pile, and once B has "
                           "captured every b-pile: k_e + k_b + t' + t'' + 1 empty piles, k_r − t' r-singletons, l − t'' − 1 "
                           "long r-piles, B = (m_b + Σ|β_i|_b, m_r) over the long b-piles as R ends, R = (n_b − t − t' − t'' − 1, "
                           "0); generalized type I boards (k >= 2) with m_b > 0, n_r = 0, l >= 2.",
                           12, Red);
        i.paraphrase = "Case 1's board (line 569) as printed (minus signs dropped); its hands and the board after B's round (lines 549-552) are checked too.";
        registry.add(claim(std::move(i), redCases(inductionOnL26(),
                                                  genIcase(false))));
        ClaimInfo j = info("prop2.27.cases", "§2.5, proof of Proposition 2.27, induction step for n, cases 1-4",
                           "The board is composed of k_e+k_b+t'+t''+s+s' empty piles, k_r-t'-s+1 r-singletons, and "
                           "l-t''-s'-1 < l r-piles of length at least 2.",
                           "After B's round of Σ: k_e + k_b empty piles, k_r r-singletons, l − 1 long r-piles and one b-pile of "
                           "length >= 3, B = (m_b − 1, m_r); once B has captured every b-pile: k_e + k_b + t' + t'' + s + s' empty "
                           "piles (case 4: + 1), k_r − t' − s r-singletons (case 1: + 1), l − t'' − s' long r-piles (cases 1 and "
                           "4: − 1); B = (m_b − 1 + Σ|β_i|_b, m_r) (case 3: β_1, which R topped, left out; case 4: (m_b + "
                           "Σ|β_i|_b, m_r)), R = (n_b − t − t' − t'' + Σ(|ρ_i|_b − 1), n_r + Σ|ρ_i|_r − 1) over the s' long "
                           "r-piles R captured (case 4: (... − 1, n_r + Σ|ρ_i|_r)); generalized type I boards (k >= 2) under "
                           "the proposition's hypothesis with l >= 2.",
                           12, Red);
        j.paraphrase = "Case 1's board (line 645); cases 1-4 (lines 645-647, 669-671, 714-716, 770-772) are checked with their own counts and hands.";
        registry.add(claim(std::move(j), redCases(inductionOnL27(),
                                                  genIcase(true))));
    }
    // Two equalities of the chains: Proposition 2.33, case 3, line 1038, and Proposition 2.27, case 3, line 738.
    {
        Property<State> p33 = cases(hyp33, [](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
            const int left = p.h() - r.t2 - r.s1;  // h − t'' − s' long b-piles left
            if (r.ending != 3 || left < 1 || r.t2 + r.s1 < 1) return std::nullopt;  // the sub-case 1 < h − t'' − s' + 1 <= h
            const int mb = st.hand[Blue][Blue];
            if (mb + r.capB - 1 == 0) return std::nullopt;  // B out of b chips: Proposition 2.32
            int remaining = 0;
            for (int len : parts(r.before).beta) remaining += blues(len, Blue);
            const int lhs = mb + r.capB + remaining;  // m_b + Σ_{i<h-t''}|β_i|_b + |β_{h-t''}|_b
            int rhs = mb;
            for (int len : p.beta) rhs += blues(len, Blue);  // m_b + Σ_{i<=h}|β_i|_b
            if (lhs == rhs) return std::nullopt;
            return fmt::format("m_b + Σ_(i<h-t'')|β_i|_b + |β_(h-t'')|_b = {} but m_b + Σ_(i<=h)|β_i|_b = {}", lhs, rhs);
        });
        ClaimInfo i = info("prop2.33.eq1038", "§2.6, proof of Proposition 2.33, case 3",
                           "= m_b + Σ_{i=1}^{h} |β_i|_b",
                           "The equality the text writes (lines 1036-1038) in case 3's sub-case 1 < h − t'' − s' + 1 <= h: m_b + "
                           "Σ_{i=1}^{h−t''−1}|β_i|_b + |β_{h−t''}|_b = m_b + Σ_{i=1}^{h}|β_i|_b, with β_1..β_{s'} the long "
                           "b-piles B captured, β_{s'+1}..β_{h−t''} those left (β_{h−t''} the longest) and β_{h−t''+1}..β_h "
                           "the t'' B topped with r (the text's naming), evaluated on every round of B of that sub-case in which "
                           "B keeps a b chip (m_b + Σ_{i<=s'}|β_i|_b − 1 > 0; otherwise the text applies Proposition 2.32); "
                           "generalized type II boards of the induction step (h >= 2) under the proposition's hypothesis.",
                           14);
        i.paraphrase = "The right-hand side of the equality of lines 1036-1038, quoted alone.";
        i.expect = Expect::refutedAt("B(2,1) R(0,4) [rb rb br] B");
        registry.add(claim(std::move(i), p33));
    }
    {
        Property<State> p27 = redCases(
            inductionOnL27(),
            [](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
                if (r.ending != 3 || r.s1 + r.t2 == 0) return std::nullopt;  // the sub-case l − s' − t'' < l
                const int nr = st.hand[Red][Red];
                if (nr + r.capB - 1 == 0) return std::nullopt;  // R out of r chips: Proposition 2.26
                // Original colours: capB = Σ|ρ_i|_r over the s' r-piles R captured; toRBs = |ρ_i|_r of the t'' r-piles R
                // topped with b; toppedOther = |β_1|_r of the b-pile R topped with r.
                int remaining = 0, maxRemaining = 0;
                for (int len : parts(r.before).rho) remaining += reds(len, Red), maxRemaining = std::max(maxRemaining, reds(len, Red));
                const int b1r = r.toppedOther + 1, mx = std::max(b1r, maxRemaining);
                const int lhs = nr - 1 + r.capB + remaining + b1r - mx;  // lines 734-736: Σ_{i<=l-t''-1}
                // ρ_{l-t''}: the first of the t'' piles R topped with b, or ρ_l (B's, of most r chips) when t'' = 0.
                std::vector<int> candidates = r.toRBs;
                if (candidates.empty()) candidates.push_back(p.rho.empty() ? 0 : reds(*std::max_element(p.rho.begin(), p.rho.end()), Red));
                for (int extra : candidates)
                    if (extra == 0) return std::nullopt;  // the right-hand side adds |ρ_(l-t'')|_r to the left
                return fmt::format("lines 734-736 give {} but lines 738-740 add |ρ_(l-t'')|_r = {}: {}", lhs, candidates.front(),
                                   lhs + candidates.front());
            });
        ClaimInfo i = info("prop2.27.eq738", "§2.5, proof of Proposition 2.27, case 3",
                           "= n_{r} - 1 + Σ_{i=1}^{s'} |ρ_{i}|_{r} + Σ_{i=s'+1}^{l-t''} |ρ_{i}|_{r} + |(β_{1}, r)|_{r}",
                           "The equality the text writes (lines 734-740) in case 3: n_r − 1 + Σ_{i=1}^{l−t''−1}|ρ_i|_r + "
                           "|(β_1, r)|_r − max{...} = n_r − 1 + Σ_{i=1}^{s'}|ρ_i|_r + Σ_{i=s'+1}^{l−t''}|ρ_i|_r + |(β_1, r)|_r − "
                           "max{...}, with ρ_1..ρ_{s'} the r-piles R captured, ρ_{s'+1}..ρ_{l−t''−1} those left, "
                           "ρ_{l−t''}..ρ_{l−1} the t'' R topped with b and ρ_l B's (the text's naming; any of the t'' may be "
                           "ρ_{l−t''}), evaluated on every round of R ending so in the sub-case l − s' − t'' < l where R keeps an "
                           "r chip (n_r + Σ_{i<=s'}|ρ_i|_r − 1 > 0; otherwise the text applies Proposition 2.26); generalized "
                           "type I boards (k >= 2) under the proposition's hypothesis with l >= 2.",
                           12, Red);
        i.paraphrase = "The first terms of the right-hand side of the equality of lines 738-740, quoted alone.";
        i.expect = Expect::refutedAt("B(3,0) R(0,1) [br br] B");
        registry.add(claim(std::move(i), p27));
    }
    // The chains of inequalities of Propositions 2.14, 2.20-2.22 and 2.28, link by link, with the text's values.
    {
        const std::string common = " Each link is evaluated with the text's own expressions on the counts of every round of B "
                                   "(an empty maximum is 0, as empty sums are).";
        ClaimInfo i = info("prop2.14.chain", "§2.3, proof of Proposition 2.14, cases 1-4",
                           "Since (m_b 1) + (m_r t t') < m_b + m_r = m and n_r + Σ_{i=1}^{t'+κ} |ρ_i|_r 1 ≥ n_r 1 ≥ m_b 1, then "
                           "by the induction hypothesis R has a winning strategy.",
                           "Cases 1-2: (m_b − 1) + (m_r − t − t') < m, n_r + Σ_{i<=t'+κ}|ρ_i|_r − 1 >= n_r − 1 >= m_b − 1; case 3 "
                           "the same with the pile B topped left out of the sum; case 4: m_b + (m_r − t − t' − 1) < m, n_r + Σ "
                           ">= n_r >= m_b." + common,
                           9);
        i.paraphrase = "Case 1's sentence (line 348) as printed, minus signs dropped; cases 2-4 (lines 349, 352, 354) are checked with their own links.";
        registry.add(claim(std::move(i), cases(hyp14, [](const State& st, const Parts& p, const Round& r, const State&, const State&) {
            const int mb = st.hand[Blue][Blue], mr = st.hand[Blue][Red], nr = st.hand[Red][Red];
            const int sum = r.t1 + sumRed(p) - (r.ending == 3 ? r.topped : 0);  // Σ|ρ_i|_r as R's round ends
            if (r.ending == 4)
                return chain({{"m_b + (m_r − t − t' − 1) < m", mb + mr - r.t - r.t1 - 1, "<", mb + mr},
                              {"n_r + Σ >= n_r", nr + sum, ">=", nr}, {"n_r >= m_b", nr, ">=", mb}});
            return chain({{"(m_b − 1) + (m_r − t − t') < m", mb - 1 + mr - r.t - r.t1, "<", mb + mr},
                          {"n_r + Σ − 1 >= n_r − 1", nr + sum - 1, ">=", nr - 1}, {"n_r − 1 >= m_b − 1", nr - 1, ">=", mb - 1}});
        }, "every link of the chain")));
        ClaimInfo j = info("prop2.28.chain", "§2.5, proof of Proposition 2.28, cases 1-4",
                           "≥ n_r + Σ_{i=1}^{l} |ρ_i|_r - max{|ρ_i|_r : i = 1, …, l}",
                           "Cases 1-2: n_r + Σ_{i<=l+t'}|ρ_i|_r − 1 >= n_r + Σ_{i<=l}|ρ_i|_r − 1 >= n_r + Σ_{i<=l}|ρ_i|_r − "
                           "max_{i<=l}|ρ_i|_r >= m_b >= m_b − 1; case 3: n_r + Σ_{i<l+t'}|ρ_i|_r − 1 (the pile B topped left "
                           "out) >= n_r + Σ_{i<=l}|ρ_i|_r − max − 1 >= m_b − 1; case 4: n_r + Σ_{i<=l+t'}|ρ_i|_r >= n_r + "
                           "Σ_{i<=l+t'}|ρ_i|_r − max_{i<=l}|ρ_i|_r >= m_b; ρ_1..ρ_l the long r-piles of the starting board, "
                           "ρ_{l+1}..ρ_{l+t'} the (b, r)-piles." + common,
                           9);
        j.paraphrase = "The middle link of case 1's chain (lines 818-824), quoted alone; cases 2-4 (lines 828-834) are checked with their own links.";
        j.expect = Expect::refutedAt("B(1,0) R(0,1) [_ _] B");
        auto chain28 = [](const State& st, const Parts& p, const Round& r, const State&, const State&) {
            const int mb = st.hand[Blue][Blue], nr = st.hand[Red][Red];
            const int sl = sumRed(p), all = sl + r.t1, mx = maxRed(p);
            switch (r.ending) {
                case 1:
                case 2:
                    return chain({{"n_r + Σ_(l+t') − 1 >= n_r + Σ_l − 1", nr + all - 1, ">=", nr + sl - 1},
                                  {"n_r + Σ_l − 1 >= n_r + Σ_l − max", nr + sl - 1, ">=", nr + sl - mx},
                                  {"n_r + Σ_l − max >= m_b", nr + sl - mx, ">=", mb}});
                case 3:
                    return chain({{"n_r + Σ_(l+t'-1) − 1 >= n_r + Σ_l − max − 1", nr + all - r.topped - 1, ">=", nr + sl - mx - 1},
                                  {"n_r + Σ_l − max − 1 >= m_b − 1", nr + sl - mx - 1, ">=", mb - 1}});
                default:
                    return chain({{"n_r + Σ_(l+t') − max >= m_b", nr + all - mx, ">=", mb}});
            }
        };
        registry.add(claim(std::move(j), cases(hyp28, chain28, "every link of the chain")));
        ClaimInfo ja = info("prop2.28.chain-alt", "§2.5, proof of Proposition 2.28, cases 1-4",
                            "≥ n_r + Σ_{i=1}^{l} |ρ_i|_r - max{|ρ_i|_r : i = 1, …, l}",
                            "Alternative reading: the chain read only where its maximum is of a non-empty set (l >= 1; the text "
                            "defines empty sums, not an empty maximum); otherwise as sls-v1/prop2.28.chain." + common,
                            9);
        ja.paraphrase = j.paraphrase;
        registry.add(claim(std::move(ja), cases(hyp28.where([](const State& s) { return quantities(s).l >= 1; }, "l >= 1"), chain28,
                                                "every link of the chain")));
    }
    {
        const std::string common = " Each link is evaluated with the text's own expressions on the counts of every round of B "
                                   "the proposition is about.";
        auto typeIIChain = [](int which) {
            return [which](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
                const bool captures = r.s1 == 1, onBeta = r.t2 == 1 && r.s1 == 0, off = r.t2 == 0 && r.s1 == 0;
                if ((which == 20 && !captures) || (which == 21 && !onBeta) || (which == 22 && !off)) return std::nullopt;
                const int mb = st.hand[Blue][Blue], nr = st.hand[Red][Red];
                const int betaB = p.beta.empty() ? 0 : blues(p.beta[0], Blue), betaR = p.beta.empty() ? 0 : reds(p.beta[0], Blue);
                int sum = r.t1 + sumRed(p) + (which == 21 ? betaR + 1 : 0);  // Σ|ρ_i|_r over the long r-piles as B ends
                if (r.ending == 3) sum -= r.topped;
                if (which == 22 && (r.ending == 2 || r.ending == 3)) {
                    const int other = r.ending == 2 ? 1 : r.toppedOther + 1;  // |(r, b)|_b or |(ρ_i, b)|_b
                    return chain({{"m_b + min <= m_b + max", mb + std::min(betaB, 1), "<=", mb + std::max(betaB, other)},
                                  {"m_b + max{|β|_b, |(ρ_i, b)|_b} <= n_r", mb + std::max(betaB, other), "<=", nr},
                                  {"n_r <= n_r + Σ", nr, "<=", nr + sum + (r.ending == 3 ? r.topped : 0)},
                                  {"(m_b − 1) + min <= n_r + Σ − 1", mb - 1 + std::min(betaB, other), "<=", nr + sum - 1}});
                }
                const int top = which == 20 ? mb + betaB : mb;  // the chain's left end
                if (r.ending == 4)
                    return chain({{"m_b + |β|_b <= n_r", mb + betaB, "<=", nr}, {"n_r <= n_r + Σ", nr, "<=", nr + sum},
                                  {"left end <= n_r + Σ", top, "<=", nr + sum}});
                return chain({{"m_b + |β|_b <= n_r", mb + betaB, "<=", nr}, {"left end − 1 <= n_r − 1", top - 1, "<=", nr - 1},
                              {"n_r − 1 <= n_r + Σ − 1", nr - 1, "<=", nr + sum - 1}});
            };
        };
        ClaimInfo a = info("prop2.20.chain", "§2.4, proof of Proposition 2.20, cases 1-4",
                           "Since m_b + |β|_b ≤ n_r ⇒ m_b + |β|_b 1 ≤ n_r 1 ≤ n_r + Σ_{i=1}^{t'+1} |ρ_i|_r 1, then R has a "
                           "winning strategy by Theorem 2.15.",
                           "Cases 1-3: m_b + |β|_b − 1 <= n_r − 1 <= n_r + Σ|ρ_i|_r − 1 (case 3: the pile B topped left out); "
                           "case 4: m_b + |β|_b <= n_r <= n_r + Σ|ρ_i|_r; over the rounds capturing β." + common);
        a.paraphrase = "Case 1's sentence (line 424) as printed, minus signs dropped; cases 2-4 (lines 425-434) are checked with their own links.";
        registry.add(claim(std::move(a), cases(typeII(false), typeIIChain(20), "every link of the chain")));
        ClaimInfo b = info("prop2.21.chain", "§2.4, proof of Proposition 2.21, cases 1-4",
                           "Since m_b ≤ m_b + |β|_b ≤ n_r ⇒ m_b - 1 ≤ n_r - 1 ≤ n_r + Σ_{i=1}^{t'+2} |ρ_i|_r - 1, then R has a "
                           "winning strategy by Theorem 2.15.",
                           "Cases 1-3: m_b <= m_b + |β|_b <= n_r, m_b − 1 <= n_r − 1 <= n_r + Σ|ρ_i|_r − 1 (case 3: the pile B "
                           "topped left out); case 4: m_b <= m_b + |β|_b <= n_r <= n_r + Σ|ρ_i|_r; over the rounds placing one r "
                           "chip on β." + common);
        b.paraphrase = "Case 1's sentence (line 452); cases 2-4 (lines 454-460) are checked with their own links.";
        registry.add(claim(std::move(b), cases(typeII(false), typeIIChain(21), "every link of the chain")));
        ClaimInfo c = info("prop2.22.chain", "§2.4, proof of Proposition 2.22, cases 1-4",
                           "We have that m_b + min{|β|_b, |(r, b)|_b} ≤ m_b + max{|β|_b, |(ρ_i, b)|_b} ≤ n_r ≤ n_r + "
                           "Σ_{i=1}^{t'+1} |ρ_i|_r",
                           "Cases 2-3: m_b + min{|β|_b, |(r, b)|_b} <= m_b + max{|β|_b, |(r, b)|_b or |(ρ_i, b)|_b} <= n_r <= n_r + "
                           "Σ|ρ_i|_r, so (m_b − 1) + min{...} <= n_r + Σ − 1 (case 3: Σ without the pile B topped on the right); "
                           "cases 1 and 4: m_b <= m_b + |β|_b <= n_r <= n_r + Σ; over the rounds never on β." + common);
        c.paraphrase = "Case 3's chain (line 490) up to its fourth term, minus signs dropped elsewhere in the case.";
        c.expect = Expect::refutedAt("B(1,0) R(0,2) [rb br] B");
        registry.add(claim(std::move(c), cases(typeII(false), typeIIChain(22), "every link of the chain")));
    }
    // The chains of Propositions 2.13, 2.33 and 2.38, link by link (the equalities refuted above left to their claims).
    {
        const std::string common = " Each link is evaluated with the text's own expressions on the counts of every round played.";
        ClaimInfo i = info("prop2.13.chain", "§2.3, proof of Proposition 2.13, cases 1-4",
                           "Since (n_b t t') + (n_r 1) < n_b + n_r = n and m_b 1 + Σ_{i=1}^{t'+1} |β_i|_b ≥ m_b 1 > n_r 1, then "
                           "by the induction hypothesis, B has a winning strategy.",
                           "Cases 1-3: (n_b − t − t') + (n_r − 1) < n, and B's b chips as the text gives them (m_b − 1 + Σ|β_i|_b, "
                           "case 3 without β_1; k_r = 0: m_b + |β_κ|_b, m_b − 1 + Σ_{i<=κ}|β_i|_b, m_b − 1) >= m_b − 1 > n_r − 1; "
                           "case 4: (n_b − t − t' − 1) + n_r < n and m_b + Σ|β_i|_b > n_r (κ = 1 where the text assumes it)." +
                               common,
                           9, Red);
        i.paraphrase = "Case 1's sentence for k_r > 0 (line 308) as printed, minus signs dropped; cases 1-4 (lines 308-319) are checked with their own links.";
        registry.add(claim(std::move(i), redCases(hyp13, [](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
            const int mb = st.hand[Blue][Blue], nb = st.hand[Red][Blue], nr = st.hand[Red][Red], kappa = p.l(), sum = r.longRed;
            if (r.ending == 4) {
                if (p.kr == 0 && kappa == 0) return std::nullopt;
                return chain({{"(n_b − t − t' − 1) + n_r < n", nb - r.t - r.t1 - 1 + nr, "<", nb + nr},
                              {"m_b + Σ|β_i|_b > n_r", mb + sum, ">", nr}});
            }
            int blue = mb - 1 + sum - (r.ending == 3 ? r.topped : 0);
            if (p.kr == 0) {
                if (r.ending == 1 && kappa == 0) return std::nullopt;
                blue = r.ending == 1 ? mb + sum : r.ending == 2 ? mb - 1 + sum : mb - 1;
            }
            return chain({{"(n_b − t − t') + (n_r − 1) < n", nb - r.t - r.t1 + nr - 1, "<", nb + nr},
                          {"B's b chips >= m_b − 1", blue, ">=", mb - 1}, {"m_b − 1 > n_r − 1", mb - 1, ">", nr - 1}});
        }, "every link of the chain")));
    }
    {
        const std::string common = " Each link is evaluated with the text's own expressions on the counts of every round of B "
                                   "(β_1..β_{s'} the long b-piles B captured, the longest remaining one the pile R tops).";
        // The long b-piles as R places their chip (the originals B neither captured nor topped, and the b-pile B made
        // on an r-pile in cases 2-3): R tops the longest; `leftSum` is the b chips of the others, `count` how many.
        auto left = [](const Round& r, int& leftSum, int& count) {
            std::vector<std::pair<int, int>> piles;  // length, b chips
            for (int len : parts(r.before).beta) piles.push_back({len, blues(len, Blue)});
            if (r.ending == 2) piles.push_back({2, 1});
            if (r.ending == 3) piles.push_back({2 * r.topped + (r.toppedOther == r.topped ? 1 : 0), r.toppedOther + 1});
            std::sort(piles.begin(), piles.end());
            leftSum = 0;
            count = static_cast<int>(piles.size());
            for (std::size_t k = 0; k + 1 < piles.size(); ++k) leftSum += piles[k].second;
        };
        ClaimInfo i = info("prop2.33.chain", "§2.6, proof of Proposition 2.33, cases 1-4",
                           "< m_b + Σ_{i=1}^{h} |β_i|_b",
                           "The links the sub-cases use (besides the equalities of sls-v1/prop2.33.step3eq and "
                           "sls-v1/prop2.33.eq1038): B's b chips plus the b chips of the long b-piles left (the one R tops left "
                           "out) < m_b + Σ_{i<=h}|β_i|_b <= n_r (1) <= R's red chips (n_r + Σ|ρ_i|_r − 1, case 4 without − 1); "
                           "where no long b-pile is left, B's b chips < (cases 4: <=) m_b + Σ_{i<=h}|β_i|_b; the sums of R's "
                           "red chips as each sub-case writes them (case 3, 1 < h − t'' − s' + 1 <= h: Σ_{i<=t'+t''}|ρ_i|_r, "
                           "line 1042); rounds where B's b chips are 0 (Proposition 2.32) and the sub-cases on m (cases 2-3 "
                           "with t'' = s' = 0) are left out; generalized type II boards of the induction step (h >= 2)." + common,
                           14);
        i.paraphrase = "The link the sub-cases share (e.g. lines 958, 998, 1064), quoted alone.";
        i.expect = Expect::refutedAt("B(1,0) R(0,3) [rb rb br] B");
        registry.add(claim(std::move(i), cases(hyp33, [=](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
            const int mb = st.hand[Blue][Blue], nr = st.hand[Red][Red];
            int all = mb;
            for (int len : p.beta) all += blues(len, Blue);
            const int blue = mb + r.capB - (r.ending == 4 ? 0 : 1);  // B's b chips as the next turn starts
            if (blue == 0) return std::nullopt;                      // Proposition 2.32's sub-case
            // The long b-piles B left (originals): their b chips, the longest one's, and how many (h − t'' − s').
            int sum = 0, longest = 0, longestLen = 0, n = 0;
            for (int len : parts(r.before).beta) {
                sum += blues(len, Blue), ++n;
                if (len > longestLen) longestLen = len, longest = blues(len, Blue);
            }
            const int full = r.t1 + r.toR + sumRed(p);  // Σ_{i<=t'+t''+1}|ρ_i|_r
            const bool first = (r.ending == 2 || r.ending == 3) && r.t2 == 0 && r.s1 == 0;
            if (first) return std::nullopt;  // the sub-cases on m: sls-v1/prop2.33.step3eq and sls-v1/prop2.33.step
            int lhs = blue, redR = nr + full - 1;
            const char* op = "<";
            switch (r.ending) {
                case 1: lhs += n > 1 ? sum - longest : 0; break;
                case 2: lhs += n > 0 ? sum - longest + 1 : 0; break;  // the (r, b)-pile's b chip instead of β_{h-t''}
                case 3:
                    if (n > 0) lhs += sum - longest + r.toppedOther + 1, redR -= r.topped;  // line 1042: Σ_{i<=t'+t''}
                    break;
                case 4:
                    lhs += n > 1 ? sum - longest : 0, redR += 1;
                    if (n <= 1) op = "<=";  // inequality (3)
                    break;
            }
            return chain({{"B's b chips + those left < m_b + Σ_(i<=h)|β_i|_b", lhs, op, all},
                          {"m_b + Σ_(i<=h)|β_i|_b <= n_r", all, "<=", nr}, {"n_r <= R's red chips as the text sums them", nr, "<=", redR}});
        }, "every link of the chain")));
        ClaimInfo j = info("prop2.38.chain", "§2.7, proof of Proposition 2.38, cases 1-4",
                           "≤ n_r + Σ_{i=1}^{l} |ρ_i|_r - max{|ρ_i|_r : i = 1, …, l} - 1(by 4)",
                           "The links of the sub-cases: B's b chips plus the b chips of the long b-piles left (the one R tops "
                           "left out) <= m_b + Σ_{i<=h}|β_i|_b − 1 (case 1(a), as printed: <; case 4: without − 1) <= n_r + Σ_{i<=l}|ρ_i|_r − max|ρ_i|_r − 1 "
                           "(4) <= R's red chips (n_r + Σ|ρ_i|_r + t' + Σ(|β_i|_r + 1) − 1 over the t'' r-topped β_i, case 4 "
                           "without − 1 and with the complete sum); an empty maximum is 0." + common,
                           10);
        j.paraphrase = "The link the sub-cases share (lines 1175, 1187, 1210, 1224, 1246, 1258), quoted alone.";
        registry.add(claim(std::move(j), cases(hyp38, [=](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
            const int mb = st.hand[Blue][Blue], nr = st.hand[Red][Red];
            int all = mb;
            for (int len : p.beta) all += blues(len, Blue);
            const int four = r.ending == 4 ? 0 : 1;
            const int blue = mb + r.capB - four;
            const int redR = nr + sumRed(p) + r.t1 + r.toR - (r.ending == 3 ? r.topped : 0) - four;
            int leftSum, count;
            left(r, leftSum, count);
            const bool strict = r.ending == 1 && count >= 2;  // case 1(a) prints "<" (line 1173), the others "≤"
            return chain({{strict ? "B's b chips + those left < m_b + Σ_(i<=h)|β_i|_b − 1"
                                  : "B's b chips + those left <= m_b + Σ_(i<=h)|β_i|_b − 1",
                           blue + (count >= 2 ? leftSum : 0), strict ? "<" : "<=", all - four},
                          {"m_b + Σ|β_i|_b − 1 <= n_r + Σ|ρ_i|_r − max − 1 (4)", all - four, "<=", nr + sumRed(p) - maxRed(p) - four},
                          {"n_r + Σ|ρ_i|_r − max − 1 <= R's red chips", nr + sumRed(p) - maxRed(p) - four, "<=", redR}});
        }, "every link of the chain")));
    }
    // Proposition 2.27's chains for the induction on l, link by link (line 697's and 738's equalities have their own claims).
    {
        ClaimInfo i = info("prop2.27.chain", "§2.5, proof of Proposition 2.27, cases 1-4",
                           "> n_r - 1 + Σ_{i=1}^{l} |ρ_i|_r - max{|ρ_i|_r : i = 1, …, l}",
                           "The links of the induction on l in cases 1-4 (lines 651-665, 675-679, 720-736, 778-792): B's b "
                           "chips as the text gives them exceed m_b − 1 (case 4: m_b), m_b − 1 > n_r − 1 + Σ_{i<=l}|ρ_i|_r − "
                           "max|ρ_i|_r (cases 2 and 4: m_b > n_r + Σ − max), and Σ_{i<l}|ρ_i|_r >= Σ_{i<=l−t''−1}|ρ_i|_r − "
                           "max over the r-piles left (case 2: max{|(b, r)|_r, ...}; case 3: the sum alone, and |(β_1, r)|_r − "
                           "max{...} <= 0), with ρ_1..ρ_{s'} the r-piles R captured and ρ_{s'+1}..ρ_{l−t''−1} those left; "
                           "the rounds where R's red chips become 0 (Proposition 2.26) or, in cases 2-3, s' = t'' = 0 (the "
                           "induction on n) are left out. Each link is evaluated on every round of R played (colours swapped).",
                           12, Red);
        i.paraphrase = "A link of case 1's chain (line 659), quoted alone; cases 1-4 are checked with their own links.";
        registry.add(claim(std::move(i), redCases(
            inductionOnL27(),
            [](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
                const int mb = st.hand[Blue][Blue], nr = st.hand[Red][Red];
                const int sl = sumRed(p), mx = maxRed(p), capR = r.capB;  // colours swapped: Σ|ρ_i|_r over the s' captured
                int remaining = 0, maxRem = 0;
                for (int len : parts(r.before).rho) remaining += reds(len, Red), maxRem = std::max(maxRem, reds(len, Red));
                const int redAfter = nr + capR - (r.ending == 4 ? 0 : 1);
                if (redAfter == 0) return std::nullopt;  // Proposition 2.26
                if ((r.ending == 2 || r.ending == 3) && r.t2 == 0 && r.s1 == 0) return std::nullopt;  // the induction on n
                const int sumB = r.longRed;
                switch (r.ending) {
                    case 1:
                        return chain({{"Σ_(i<=t'+t''+1)|β_i|_b >= 1", sumB, ">=", 1},
                                      {"m_b − 1 > n_r − 1 + Σ|ρ_i|_r − max", mb - 1, ">", nr - 1 + sl - mx},
                                      {"Σ_(i<l)|ρ_i|_r >= Σ_(i<=l-t''-1)|ρ_i|_r − max", sl - mx, ">=", capR + remaining - maxRem}});
                    case 2:
                        return chain({{"Σ_(i<=t'+t''+1)|β_i|_b >= 1", sumB, ">=", 1},
                                      {"m_b > n_r + Σ|ρ_i|_r − max", mb, ">", nr + sl - mx},
                                      {"Σ_(i<l)|ρ_i|_r >= Σ_(i<=l-t''-1)|ρ_i|_r − max{|(b,r)|_r, ...}", sl - mx, ">=",
                                       capR + remaining - std::max(1, maxRem)}});
                    case 3: {
                        const int b1r = r.toppedOther + 1;  // |(β_1, r)|_r
                        return chain({{"m_b − 1 >= 1", mb - 1, ">=", 1},
                                      {"m_b − 1 > n_r − 1 + Σ|ρ_i|_r − max", mb - 1, ">", nr - 1 + sl - mx},
                                      {"Σ_(i<l)|ρ_i|_r >= Σ_(i<=l-t''-1)|ρ_i|_r", sl - mx, ">=", capR + remaining},
                                      {"|(β_1, r)|_r − max{...} <= 0", b1r - std::max(b1r, maxRem), "<=", 0}});
                    }
                    default:
                        return chain({{"Σ_(i<=t'+t''+1)|β_i|_b > 0", sumB, ">", 0},
                                      {"m_b > n_r + Σ|ρ_i|_r − max", mb, ">", nr + sl - mx},
                                      {"Σ_(i<l)|ρ_i|_r >= Σ_(i<=l-t''-1)|ρ_i|_r − max", sl - mx, ">=", capR + remaining - maxRem}});
                }
            },
            "every link of the chain")));
    }
    // Proposition 2.27, cases 2-3 with s' = t'' = 0: the bound on R's chips at the end of the next turn, link by link.
    {
        ClaimInfo i = info("prop2.27.nbound", "§2.5, proof of Proposition 2.27, cases 2-3",
                           "= n_b + (n_r - 1) + Σ_{i=1}^{l} (|ρ_i| - 1) - max{|ρ_i|_r : i = 1, …, l}",
                           "The links of the bound on R's chips at the end of the next turn when s' = t'' = 0 and n_r − 1 != 0. "
                           "Case 2 (lines 691-710, line 697's equality left to sls-v1/prop2.27.bound2): the first bound < the "
                           "same with n_b (t > 0); |ρ_l| = max_{i<=l}|ρ_i| (line 707); max_{i<l}|ρ_i| >= 1 (line 709, 'since l "
                           "> 1'). Case 3 (lines 752-766): (n_b − t − t') + ... <= n_b + ...; n_b + (n_r − 1) + Σ_{i<l}(|ρ_i| − "
                           "1) + (|(β_1, r)| − 1) − max{|(β_1, r)|_r, max_{i<l}|ρ_i|_r} <= n_b + (n_r − 1) + Σ_{i<l}(|ρ_i| − 1) − "
                           "1 (line 760); that = n_b + (n_r − 1) + Σ_{i<l}(|ρ_i| − 1) + (|ρ_l| − 1) − max_{i<=l}|ρ_i|_r (line "
                           "762); = n_b + (n_r − 1) + Σ_{i<=l}(|ρ_i| − 1) − max|ρ_i|_r < n_b + n_r + ... (lines 764-766). ρ_l is "
                           "the r-pile B topped, ρ_1..ρ_{l−1} the others of the starting board; evaluated on every round of R "
                           "ending so (colours swapped).",
                           12, Red);
        i.paraphrase = "The equality of line 762, its right-hand side quoted alone; the other links are checked beside it.";
        i.expect = Expect::refutedAt("B(4,0) R(0,2) [br br] B");
        registry.add(claim(std::move(i), redCases(
            inductionOnL27(),
            [](const State& st, const Parts& p, const Round& r, const State&, const State&) -> std::optional<std::string> {
                if ((r.ending != 2 && r.ending != 3) || r.t2 != 0 || r.s1 != 0) return std::nullopt;
                const int nb = st.hand[Red][Blue], nr = st.hand[Red][Red];
                if (nr - 1 == 0) return std::nullopt;  // Proposition 2.26
                // ρ_l: the long r-pile of greatest length (Σ tops it); the others ρ_1..ρ_{l-1}.
                std::vector<int> rho = p.rho;
                std::sort(rho.begin(), rho.end());
                const int rhoL = rho.back();
                rho.pop_back();
                int S = 0, maxLen = 0, maxR = 0;
                for (int len : rho) S += len - 1, maxLen = std::max(maxLen, len), maxR = std::max(maxR, reds(len, Red));
                const int maxAllLen = std::max(maxLen, rhoL), maxAllR = std::max(maxR, reds(rhoL, Red));
                if (r.ending == 2) {
                    const int a = (nb - r.t - r.t1) + (nr - 1) + S + (2 - 1) - std::max(1, maxR);
                    const int b = nb + (nr - 1) + S + (2 - 1) - std::max(1, maxR);
                    return chain({{"(n_b − t − t') + ... < n_b + ... (t > 0)", a, "<", b},
                                  {"|ρ_l| = max_(i<=l)|ρ_i|", rhoL, ">=", maxAllLen},
                                  {"max_(i<l)|ρ_i| >= 1 (l > 1)", maxLen, ">=", 1}});
                }
                const int b1Len = r.topped + r.toppedOther + 1, b1r = r.toppedOther + 1;  // (β_1, r): length, r chips
                const int a = (nb - r.t - r.t1) + (nr - 1) + S + (b1Len - 1) - std::max(b1r, maxR);
                const int b = nb + (nr - 1) + S + (b1Len - 1) - std::max(b1r, maxR);
                const int c = nb + (nr - 1) + S - 1;
                const int d = nb + (nr - 1) + S + (rhoL - 1) - maxAllR;
                const int e = nb + (nr - 1) + (S + rhoL - 1) - maxAllR;
                const int f = nb + nr + (S + rhoL - 1) - maxAllR;
                return chain({{"line 756: (n_b − t − t') + ... <= n_b + ...", a, "<=", b}, {"line 760: ... <= n_b + (n_r − 1) + Σ − 1", b, "<=", c},
                              {"line 762: n_b + (n_r − 1) + Σ − 1 = ... + (|ρ_l| − 1) − max|ρ_i|_r (<=)", c, ">=", d},
                              {"line 762 (>=)", c, "<=", d}, {"line 764", d, "<=", e}, {"line 766", e, "<", f}});
            },
            "every link of the chain")));
    }
}

}  // namespace gameaudit::sls::v1_cases
