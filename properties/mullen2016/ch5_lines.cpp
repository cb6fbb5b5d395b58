// Mullen (2016), Chapter 5: every printed line of the proofs of Theorems 5.2, 5.3 and 5.8-5.15,
// each its own claim: the outcome it asserts, the option it cites ("since X ∈ P is an option"),
// and the options it lists ("since the only options are ..."), judged on the shared tables.
// Generated line by line from the text; a general line in k is read for the stacks beyond the base
// cases the proof lists before it: from k = 1 it would contradict those base cases' own lines.
#include <algorithm>

#include "api/gameaudit.hpp"
#include "properties/mullen2016/games.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::mullen2016 {
namespace {

// One assertion of a line: the position's outcome; a cited P-option (empty: none); listed
// options, each claimed N (mode 1: "the only options are", the list must be every option;
// mode 2: listed options without "only").
struct Step {
    bool claimedP;
    Stacks position, via;
    std::vector<Stacks> listed;
    int mode;
};

bool sortedWritten(const Stacks& s) { return std::is_sorted(s.begin(), s.end()); }
bool twoEqual(const Stacks& s) {
    Stacks n = games::normalized(s);
    return std::adjacent_find(n.begin(), n.end()) != n.end();
}

Judgement judgeStep(games::StackTable& t, bool mine, bool dropIllegal, const Step& s) {
    auto show = [&t](const Stacks& q) { return domains::showStacks(t.game().prefix, q.data(), q.size()); };
    std::int64_t top = *std::max_element(s.position.begin(), s.position.end());
    t.solveUpTo(top);
    Judgement j = judgeFact(t, s.claimedP ? inP(s.position) : inN(s.position, s.via));
    if (!j.holds) {
        if (j.claimed == "P" || j.claimed == "N") {  // an outcome: name the position it is about
            const bool about = s.via.empty() || t.isP(s.position) != s.claimedP;
            j.claimed = show(about ? s.position : s.via) + " ∈ " + j.claimed;
        }
        return j;
    }
    if (s.mode == 0) return j;
    std::vector<Stacks> options;
    for (const Stacks& o : t.options(s.position)) options.push_back(games::normalized(o));
    std::sort(options.begin(), options.end());
    options.erase(std::unique(options.begin(), options.end()), options.end());
    std::vector<Stacks> listed;
    for (const Stacks& l : s.listed) {
        if (dropIllegal && mine && twoEqual(l)) continue;
        Stacks n = games::normalized(l);
        if (!std::binary_search(options.begin(), options.end(), n))
            return Judgement::fail(show(l) + " is an option of " + show(s.position), "it is not",
                                   "a move of the rules changes one stack by 1..(smallest stack)" +
                                       std::string(mine ? " and never leaves two equal stacks" : ""));
        if (t.isP(n)) return Judgement::fail(show(l) + " ∈ N", "it is P", tableWitness(t, n));
        listed.push_back(n);
    }
    if (s.mode == 1) {
        std::sort(listed.begin(), listed.end());
        listed.erase(std::unique(listed.begin(), listed.end()), listed.end());
        if (listed != options) {
            std::string missing, all;
            for (const Stacks& o : options) {
                all += (all.empty() ? "" : ", ") + show(o);
                if (!std::binary_search(listed.begin(), listed.end(), o)) missing += (missing.empty() ? "" : ", ") + show(o);
            }
            return Judgement::fail("the listed positions are the only options of " + show(s.position),
                                   "options not listed: " + missing, "its options: " + all);
        }
    }
    return Judgement::pass();
}

using Steps = std::function<std::vector<Step>(std::int64_t, std::int64_t)>;

// by hand: (both Properties) a line's steps carry listed options and illegal moves that api's Fact does not
void lineClaim(Registry& registry, ClaimInfo info, games::StackTable& t, bool mine, bool dropIllegal, char kind,
               std::int64_t lo, std::function<bool(std::int64_t, std::int64_t)> cons, Steps steps) {
    auto judgeAll = [&t, mine, dropIllegal, kind, steps](std::int64_t a, std::int64_t b) {
        for (const Step& s : steps(a, b)) {
            if (kind != '0' && (!sortedWritten(s.position) || (mine && twoEqual(s.position)))) continue;
            Judgement j = judgeStep(t, mine, dropIllegal, s);
            if (!j.holds) return j;
        }
        return Judgement::pass();
    };
    if (kind == '2') {
        Property<Tuple<2>> p;
        p.domain = domains::stacks<2>("(m,n)=", domains::Order::NonDecreasing, lo)
                       .where([cons](const Tuple<2>& x) { return cons(x[0], x[1]); }, "the line's case");
        p.predicate = [judgeAll](const Tuple<2>& x) { return judgeAll(x[0], x[1]); };
        registry.add(claim<Tuple<2>>(std::move(info), p));
        return;
    }
    Property<std::int64_t> p;
    if (kind == 'k') {
        // Shown with the line's positions at k, e.g. "k=2 (M_n[2,4,8])"; read back from "k=2".
        p.domain = domains::integers("k", lo);
        const std::string prefix = t.game().prefix;
        p.domain.show = [steps, prefix](std::int64_t k) {
            std::string s = "k=" + std::to_string(k) + " (";
            bool first = true;
            for (const Step& st : steps(k, 0)) {
                s += (first ? "" : ", ") + domains::showStacks(prefix, st.position.data(), st.position.size());
                first = false;
            }
            return s + ")";
        };
        // "k=<n>", or all that show prints for it.
        p.domain.parse = [show = p.domain.show](std::string_view text) {
            const std::int64_t k = notation::readNamed(text.substr(0, text.find(' ')), "k");
            if (text.find(' ') != std::string_view::npos && text != show(k))
                throw InputError("malformed position " + notation::quoted(text) + ": expected 'k=" +
                                 std::to_string(k) + "' or '" + show(k) + "'");
            return k;
        };
    } else {
        p.domain = domains::single<std::int64_t>("the line's positions", 0, 0, "the line");
    }
    p.predicate = [judgeAll](std::int64_t k) { return judgeAll(k, 0); };
    registry.add(claim<std::int64_t>(std::move(info), p));
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l755a", "§5.1, proof of Theorem 5.2, line 755",
                            {.statement = "Then, M[1, 1] ∈ P, and M[1, 2] ∈ N since M[1, 1] is an option. Inducting on the options, we get M[1, 2k] ∈ N since M[1, 2k - 1] is an option; M[1, 2k + 1] ∈ P since the only two options are M[0, 2k + 1] and M[1, 2k], both of which are in N .",
                             .reading = "The concrete positions: M[1,1] is P; M[1,2] is N, with M[1,1] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 1}, Stacks{}, {}, 0}, Step{false, Stacks{1, 2}, Stacks{1, 1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l755b", "§5.1, proof of Theorem 5.2, line 755",
                            {.statement = "Then, M[1, 1] ∈ P, and M[1, 2] ∈ N since M[1, 1] is an option. Inducting on the options, we get M[1, 2k] ∈ N since M[1, 2k - 1] is an option; M[1, 2k + 1] ∈ P since the only two options are M[0, 2k + 1] and M[1, 2k], both of which are in N .",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,2k] is N, with M[1,2k-1] a P-option; M[1,2k+1] is P, its options exactly M[0,2k+1], M[1,2k], each N.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2*k}, Stacks{1, 2*k-1}, {}, 0}, Step{true, Stacks{1, 2*k+1}, Stacks{}, {Stacks{0, 2*k+1}, Stacks{1, 2*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l759", "§5.1, proof of Theorem 5.2, line 759",
                            {.statement = "We know M[2, 1] ∈ N since M[1, 1] is an option; M[2, 2] ∈ P since the only options are M[1, 2] and M[0, 2], both of which are in N ; M[2, 3] ∈ N since M[2, 2] is an option; M[2, 4] ∈ N since M[2, 2] is an option. We have the base cases. We now consider the general case.",
                             .reading = "The concrete positions: M[2,1] is N, with M[1,1] a P-option; M[2,2] is P, its options exactly M[1,2], M[0,2], each N; M[2,3] is N, with M[2,2] a P-option; M[2,4] is N, with M[2,2] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 1}, Stacks{1, 1}, {}, 0}, Step{true, Stacks{2, 2}, Stacks{}, {Stacks{1, 2}, Stacks{0, 2}}, 1}, Step{false, Stacks{2, 3}, Stacks{2, 2}, {}, 0}, Step{false, Stacks{2, 4}, Stacks{2, 2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l761", "§5.1, proof of Theorem 5.2, line 761",
                            {.statement = "Both M[2, 4k + 1] ∈ N and M[2, 4k + 3] ∈ N since M[1, 4k + 1] and M[1, 4k + 3] are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,4k+1] is N, with M[1,4k+1] a P-option; M[2,4k+3] is N, with M[1,4k+3] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4*k+1}, Stacks{1, 4*k+1}, {}, 0}, Step{false, Stacks{2, 4*k+3}, Stacks{1, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l762", "§5.1, proof of Theorem 5.2, line 762",
                            {.statement = "M[2, 4k] ∈ N since M[2, 4k - 2] = M[2, 4(k - 1) + 2] is an option and is in P by the inductive hypothesis.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[2,4k] is N, with M[2,4k-2] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4*k}, Stacks{2, 4*k-2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l763", "§5.1, proof of Theorem 5.2, line 763",
                            {.statement = "M[2, 4k + 2] ∈ P since the only options are M[0, 4k + 2], M[1, 4k + 2], M[2, 4k], and M[2, 4k + 1], all of which are in N .",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,4k+2] is P, its options exactly M[0,4k+2], M[1,4k+2], M[2,4k], M[2,4k+1], each N.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 4*k+2}, Stacks{}, {Stacks{0, 4*k+2}, Stacks{1, 4*k+2}, Stacks{2, 4*k}, Stacks{2, 4*k+1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l767", "§5.1, proof of Theorem 5.2, line 767",
                            {.statement = "We know M[3, 1] and M[3, 2] are in P and N , respectively by cases 1 and 2.",
                             .reading = "The concrete positions: M[3,1] is P; M[3,2] is N.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 1}, Stacks{}, {}, 0}, Step{false, Stacks{3, 2}, Stacks{}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l769", "§5.1, proof of Theorem 5.2, line 769",
                            {.statement = "M[3, 3] ∈ N since M[1, 3] is an option. M[3, 4] ∈ N since M[1, 3] is an option. M[3, 5] ∈ N since M[1, 5] is an option. M[3, 6] ∈ N since M[2, 6] is an option. M[3, 7] ∈ N since M[1, 7] is an option.",
                             .reading = "The concrete positions: M[3,3] is N, with M[1,3] a P-option; M[3,4] is N, with M[1,3] a P-option; M[3,5] is N, with M[1,5] a P-option; M[3,6] is N, with M[2,6] a P-option; M[3,7] is N, with M[1,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 3}, Stacks{1, 3}, {}, 0}, Step{false, Stacks{3, 4}, Stacks{1, 3}, {}, 0}, Step{false, Stacks{3, 5}, Stacks{1, 5}, {}, 0}, Step{false, Stacks{3, 6}, Stacks{2, 6}, {}, 0}, Step{false, Stacks{3, 7}, Stacks{1, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l774", "§5.1, proof of Theorem 5.2, line 774",
                            {.statement = "M[3, 8] ∈ P since the only options are M[0, 8] ∈ N (Lemma 5.1), M[1, 8] ∈ N (case 1), M[2, 8] ∈ N (case 2), M[3, 7] ∈ N, M[3, 6] ∈ N and M[3, 5] ∈ N.",
                             .reading = "The concrete positions: M[3,8] is P, its options exactly M[0,8], M[1,8], M[2,8], M[3,7], M[3,6], M[3,5], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 8}, Stacks{}, {Stacks{0, 8}, Stacks{1, 8}, Stacks{2, 8}, Stacks{3, 7}, Stacks{3, 6}, Stacks{3, 5}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l778", "§5.1, proof of Theorem 5.2, line 778",
                            {.statement = "Both M[3, 4k + 1] and M[3, 4k + 3] are in N since M[1, 4k + 1] ∈ P (case 1), and M[1, 4k + 3] ∈ P (case 1) are options, respectively.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[3,4k+1] is N, with M[1,4k+1] a P-option; M[3,4k+3] is N, with M[1,4k+3] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4*k+1}, Stacks{1, 4*k+1}, {}, 0}, Step{false, Stacks{3, 4*k+3}, Stacks{1, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l779", "§5.1, proof of Theorem 5.2, line 779",
                            {.statement = "M[3, 4k + 2] ∈ N since M[2, 4k + 2] ∈ P (case 2) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[3,4k+2] is N, with M[2,4k+2] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4*k+2}, Stacks{2, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l781", "§5.1, proof of Theorem 5.2, line 781",
                            {.statement = "M[3, 4k] ∈ P since the only options are M[0, 4k] ∈ N (Lemma 5.1), M[1, 4k] ∈ N (case 1), M[2, 4k] ∈ N (case 2), M[3, 4k - 1] ∈ N (induction), M[3, 4k - 2] ∈ N (induction) and M[3, 4k - 3] ∈ N (induction).",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped): M[3,4k] is P, its options exactly M[0,4k], M[1,4k], M[2,4k], M[3,4k-1], M[3,4k-2], M[3,4k-3], each N.",
                             .bound = 40,
                             .cases = 0}),
              minnie2(), false, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4*k}, Stacks{}, {Stacks{0, 4*k}, Stacks{1, 4*k}, Stacks{2, 4*k}, Stacks{3, 4*k-1}, Stacks{3, 4*k-2}, Stacks{3, 4*k-3}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.2-proof-l785", "§5.1, proof of Theorem 5.2, line 785",
                            {.statement = "M[4, 4] ∈ P since the only options are M[0, 4] ∈ N (Lemma 5.1), M[1, 4] ∈ N (case 1), M[2, 4] ∈ N (case 2), and M[3, 4] ∈ N (case 3).",
                             .reading = "The concrete positions: M[4,4] is P, its options exactly M[0,4], M[1,4], M[2,4], M[3,4], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie2(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{4, 4}, Stacks{}, {Stacks{0, 4}, Stacks{1, 4}, Stacks{2, 4}, Stacks{3, 4}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l803", "§5.2, proof of Theorem 5.3, line 803",
                            {.statement = "M[1, 1, 2k + 1] ∈ N since M[0, 1, 2k + 1] ∈ P (Theorem 5.2) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,1,2k+1] is N, with M[0,1,2k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 1, 2*k+1}, Stacks{0, 1, 2*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l805", "§5.2, proof of Theorem 5.3, line 805",
                            {.statement = "M[1, 1, 2k] ∈ P since the only options are M[0, 1, 2k] ∈ N (Theorem 5.2) and M[1, 1, 2k - 1] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,1,2k] is P, its options exactly M[0,1,2k], M[1,1,2k-1], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 1, 2*k}, Stacks{}, {Stacks{0, 1, 2*k}, Stacks{1, 1, 2*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l809", "§5.2, proof of Theorem 5.3, line 809",
                            {.statement = "M[1, 2, 2k] ∈ N since M[1, 1, 2k] ∈ P (case 1.1) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,2,2k] is N, with M[1,1,2k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2, 2*k}, Stacks{1, 1, 2*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l810", "§5.2, proof of Theorem 5.3, line 810",
                            {.statement = "M[1, 2, 2k + 1] ∈ P since the only options are M[0, 2, 2k + 1] ∈ N (Theorem 5.2), M[1, 1, 2k + 1] ∈ N (case 1.1), and M[1, 2, 2k] ∈ N.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,2,2k+1] is P, its options exactly M[0,2,2k+1], M[1,1,2k+1], M[1,2,2k], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 2, 2*k+1}, Stacks{}, {Stacks{0, 2, 2*k+1}, Stacks{1, 1, 2*k+1}, Stacks{1, 2, 2*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l814", "§5.2, proof of Theorem 5.3, line 814",
                            {.statement = "M[1, 3, 3] ∈ N since M[1, 2, 3] ∈ P (case 1.2) is an option.",
                             .reading = "The concrete positions: M[1,3,3] is N, with M[1,2,3] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 3}, Stacks{1, 2, 3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l815", "§5.2, proof of Theorem 5.3, line 815",
                            {.statement = "M[1, 3, 4] ∈ P since the only options are M[0, 3, 4] ∈ N (Theorem 5.2), M[1, 2, 4] ∈ N (case 1.2), and M[1, 3, 3].",
                             .reading = "The concrete positions: M[1,3,4] is P, its options exactly M[0,3,4], M[1,2,4], M[1,3,3], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 3, 4}, Stacks{}, {Stacks{0, 3, 4}, Stacks{1, 2, 4}, Stacks{1, 3, 3}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l816", "§5.2, proof of Theorem 5.3, line 816",
                            {.statement = "M[1, 3, 5] ∈ N since M[1, 3, 4] ∈ P is an option.",
                             .reading = "The concrete positions: M[1,3,5] is N, with M[1,3,4] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 5}, Stacks{1, 3, 4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l817", "§5.2, proof of Theorem 5.3, line 817",
                            {.statement = "M[1, 3, 6] ∈ P since the only options are M[0, 3, 6] ∈ N (Theorem 5.2), M[1, 2, 6] ∈ N (case 1.2), and M[1, 3, 5] ∈ N.",
                             .reading = "The concrete positions: M[1,3,6] is P, its options exactly M[0,3,6], M[1,2,6], M[1,3,5], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 3, 6}, Stacks{}, {Stacks{0, 3, 6}, Stacks{1, 2, 6}, Stacks{1, 3, 5}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l821", "§5.2, proof of Theorem 5.3, line 821",
                            {.statement = "M[1, 3, 4k + 3] ∈ N since M[1, 3, 4k + 2] ∈ P (induction) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[1,3,4k+3] is N, with M[1,3,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k+3}, Stacks{1, 3, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l822", "§5.2, proof of Theorem 5.3, line 822",
                            {.statement = "M[1, 3, 4k] ∈ N since M[0, 3, 4k] ∈ P (Theorem 5.2) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[1,3,4k] is N, with M[0,3,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k}, Stacks{0, 3, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l823", "§5.2, proof of Theorem 5.3, line 823",
                            {.statement = "M[1, 3, 4k + 1] ∈ N since M[1, 2, 4k + 1] ∈ P (case 1.2) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[1,3,4k+1] is N, with M[1,2,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k+1}, Stacks{1, 2, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l824", "§5.2, proof of Theorem 5.3, line 824",
                            {.statement = "M[1, 3, 4k + 2] ∈ P since the only options are M[0, 3, 4k + 2] ∈ N (Theorem 5.2), M[1, 2, 4k + 2] ∈ N (case 1.2), and M[1, 3, 4k + 1] ∈ N (induction).",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[1,3,4k+2] is P, its options exactly M[0,3,4k+2], M[1,2,4k+2], M[1,3,4k+1], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 3, 4*k+2}, Stacks{}, {Stacks{0, 3, 4*k+2}, Stacks{1, 2, 4*k+2}, Stacks{1, 3, 4*k+1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l828", "§5.2, proof of Theorem 5.3, line 828",
                            {.statement = "M[1, 4, 4] ∈ N since M[1, 3, 4] ∈ P (case 1.3) is an option.",
                             .reading = "The concrete positions: M[1,4,4] is N, with M[1,3,4] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 4}, Stacks{1, 3, 4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l829", "§5.2, proof of Theorem 5.3, line 829",
                            {.statement = "M[1, 4, 5] ∈ P since the only options are M[0, 4, 5] ∈ N (Theorem 5.2), M[1, 3, 5] ∈ N (case 1.3), and M[1, 4, 4] ∈ N.",
                             .reading = "The concrete positions: M[1,4,5] is P, its options exactly M[0,4,5], M[1,3,5], M[1,4,4], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 5}, Stacks{}, {Stacks{0, 4, 5}, Stacks{1, 3, 5}, Stacks{1, 4, 4}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l833", "§5.2, proof of Theorem 5.3, line 833",
                            {.statement = "M[1, 4, 2k] ∈ N since M[1, 4, 2k - 1] ∈ P (induction) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped): M[1,4,2k] is N, with M[1,4,2k-1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 2*k}, Stacks{1, 4, 2*k-1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l835", "§5.2, proof of Theorem 5.3, line 835",
                            {.statement = "M[1, 4, 2k+1] ∈ P since the only options are M[0, 4, 2k+1] ∈ N (Theorem 5.2), M[1, 3, 2k+1] ∈ N (case 1.3), and M[1, 4, 2k] ∈ N.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped): M[1,4,2k+1] is P, its options exactly M[0,4,2k+1], M[1,3,2k+1], M[1,4,2k], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 2*k+1}, Stacks{}, {Stacks{0, 4, 2*k+1}, Stacks{1, 3, 2*k+1}, Stacks{1, 4, 2*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l841", "§5.2, proof of Theorem 5.3, line 841",
                            {.statement = "M[1, 2j+1, 2k+1] ∈ N since M[1, 2j+1, 2k] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with m mod 2 == 1 and n mod 2 == 1: M[1,m,n] is N, with M[1,m,n-1] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return m % 2 == 1 && n % 2 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{1, m, n}, Stacks{1, m, n-1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l842", "§5.2, proof of Theorem 5.3, line 842",
                            {.statement = "M[1, 2j+1, 2k] ∈ P since the only options are M[0, 2j+1, 2k] ∈ N (Theorem 5.2), M[1, 2j, 2k] ∈ N (induction), and M[1, 2j+1, 2k-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with m mod 2 == 1 and n mod 2 == 0: M[1,m,n] is P, its options exactly M[0,m,n], M[1,m-1,n], M[1,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return m % 2 == 1 && n % 2 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{1, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m-1, n}, Stacks{1, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l843", "§5.2, proof of Theorem 5.3, line 843",
                            {.statement = "M[1, 2j, 2k+1] ∈ P since the only options are M[0, 2j, 2k+1] ∈ N (Theorem 5.2), M[1, 2j-1, 2k+1] ∈ N (induction), and M[1, 2j, 2k] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with m mod 2 == 0 and n mod 2 == 1: M[1,m,n] is P, its options exactly M[0,m,n], M[1,m-1,n], M[1,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return m % 2 == 0 && n % 2 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{1, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m-1, n}, Stacks{1, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l844", "§5.2, proof of Theorem 5.3, line 844",
                            {.statement = "M[1, 2j, 2k] ∈ N since M[1, 2j, 2k-1] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with m mod 2 == 0 and n mod 2 == 0: M[1,m,n] is N, with M[1,m,n-1] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return m % 2 == 0 && n % 2 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{1, m, n}, Stacks{1, m, n-1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l852", "§5.2, proof of Theorem 5.3, line 852",
                            {.statement = "M[2, 2, 4k+1] and M[2, 2, 4k+3] are in N since M[1, 2, 4k+1] ∈ P (case 1.2), and M[1, 2, 4k+3] ∈ P (case 1.2) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,2,4k+1] is N, with M[1,2,4k+1] a P-option; M[2,2,4k+3] is N, with M[1,2,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 2, 4*k+1}, Stacks{1, 2, 4*k+1}, {}, 0}, Step{false, Stacks{2, 2, 4*k+3}, Stacks{1, 2, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l853", "§5.2, proof of Theorem 5.3, line 853",
                            {.statement = "M[2, 2, 4k+2] ∈ N since M[0, 2, 4k+2] ∈ P (Theorem 5.2) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,2,4k+2] is N, with M[0,2,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 2, 4*k+2}, Stacks{0, 2, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l854", "§5.2, proof of Theorem 5.3, line 854",
                            {.statement = "M[2, 2, 4k] ∈ P since the only options are M[0, 2, 4k] ∈ N (Theorem 5.2), M[1, 2, 4k] ∈ N (case 1.2), M[2, 2, 4k-2] ∈ N (induction), and M[2, 2, 4k-1] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,2,4k] is P, its options exactly M[0,2,4k], M[1,2,4k], M[2,2,4k-2], M[2,2,4k-1], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 2, 4*k}, Stacks{}, {Stacks{0, 2, 4*k}, Stacks{1, 2, 4*k}, Stacks{2, 2, 4*k-2}, Stacks{2, 2, 4*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l858", "§5.2, proof of Theorem 5.3, line 858",
                            {.statement = "M[2, 3, 4k] ∈ N since M[2, 2, 4k] ∈ P (case 2.2) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,3,4k] is N, with M[2,2,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k}, Stacks{2, 2, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l859", "§5.2, proof of Theorem 5.3, line 859",
                            {.statement = "M[2, 3, 4k+1] and M[2, 3, 4k+3] are in N since M[1, 2, 4k+1] ∈ P (case 1.2) and M[1, 2, 4k+3] ∈ P (case 1.2) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,3,4k+1] is N, with M[1,2,4k+1] a P-option; M[2,3,4k+3] is N, with M[1,2,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k+1}, Stacks{1, 2, 4*k+1}, {}, 0}, Step{false, Stacks{2, 3, 4*k+3}, Stacks{1, 2, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l860", "§5.2, proof of Theorem 5.3, line 860",
                            {.statement = "M[2, 3, 4k+2] ∈ N since M[1, 3, 4k+2] ∈ P (case 1.3) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,3,4k+2] is N, with M[1,3,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k+2}, Stacks{1, 3, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l864", "§5.2, proof of Theorem 5.3, line 864",
                            {.statement = "M[2, 4, 4k+1] and M[2, 4, 4k+3] are in N since M[1, 4, 4k+1] ∈ P (case 1.4), and M[1, 4, 4k+3] ∈ P (case 1.4) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,4,4k+1] is N, with M[1,4,4k+1] a P-option; M[2,4,4k+3] is N, with M[1,4,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 4*k+1}, Stacks{1, 4, 4*k+1}, {}, 0}, Step{false, Stacks{2, 4, 4*k+3}, Stacks{1, 4, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l866", "§5.2, proof of Theorem 5.3, line 866",
                            {.statement = "M[2, 4, 4k] ∈ N since M[2, 2, 4k] ∈ P (case 2.2) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,4,4k] is N, with M[2,2,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 4*k}, Stacks{2, 2, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l867", "§5.2, proof of Theorem 5.3, line 867",
                            {.statement = "M[2, 4, 4k+2] ∈ P since the only options are M[0, 4, 4k+2] ∈ N (Theorem 5.2), M[1, 4, 4k+2] ∈ N (case 1.4), M[2, 3, 4k+2] ∈ N (case 2.3), M[2, 2, 4k+2] ∈ N (case 2.2), M[2, 4, 4k+1] ∈ N (induction), and M[2, 4, 4k] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[2,4,4k+2] is P, its options exactly M[0,4,4k+2], M[1,4,4k+2], M[2,3,4k+2], M[2,2,4k+2], M[2,4,4k+1], M[2,4,4k], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 4, 4*k+2}, Stacks{}, {Stacks{0, 4, 4*k+2}, Stacks{1, 4, 4*k+2}, Stacks{2, 3, 4*k+2}, Stacks{2, 2, 4*k+2}, Stacks{2, 4, 4*k+1}, Stacks{2, 4, 4*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l871", "§5.2, proof of Theorem 5.3, line 871",
                            {.statement = "If m+n = 4k, then M[2, m, n] ∈ N since M[2, m, n-2] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with (m + n) mod 4 == 0: M[2,m,n] is N, with M[2,m,n-2] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{2, m, n-2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l872", "§5.2, proof of Theorem 5.3, line 872",
                            {.statement = "If m+n = 4k+1 or m+n = 4k+3, then M[2, m, n] ∈ N since M[1, m, n] ∈ P (case 1.5) is an option.",
                             .reading = "For every m >= 5, n >= m with (m + n) mod 2 == 1: M[2,m,n] is N, with M[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return (m + n) % 2 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l873", "§5.2, proof of Theorem 5.3, line 873",
                            {.statement = "If m+n = 4k+2, then M[2, m, n] ∈ P since the only options are M[0, m, n] ∈ N (Theorem 5.2), M[1, m, n] ∈ N (case 1.5), M[2, m-2, n] ∈ N (induction), M[2, m-1, n] ∈ N (induction), M[2, m, n-2] ∈ N (induction), and M[2, m, n-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with (m + n) mod 4 == 2: M[2,m,n] is P, its options exactly M[0,m,n], M[1,m,n], M[2,m-2,n], M[2,m-1,n], M[2,m,n-2], M[2,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 5, [](std::int64_t m, std::int64_t n) { return (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{2, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m-2, n}, Stacks{2, m-1, n}, Stacks{2, m, n-2}, Stacks{2, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l881", "§5.2, proof of Theorem 5.3, line 881",
                            {.statement = "M[3, 3, 3] ∈ P since the only options are M[0, 3, 3], M[1, 3, 3], or M[2, 3, 3], all of which are in N (next player win by Theorem 5.2, Case 1, and Case 2, respectively).",
                             .reading = "The concrete positions: M[3,3,3] is P, its options exactly M[0,3,3], M[1,3,3], M[2,3,3], each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 3, 3}, Stacks{}, {Stacks{0, 3, 3}, Stacks{1, 3, 3}, Stacks{2, 3, 3}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l882", "§5.2, proof of Theorem 5.3, line 882",
                            {.statement = "M[3, 3, 4], M[3, 3, 5] and M[3, 3, 6] are in N since M[3, 3, 3] ∈ P is an option (previous player win by earlier statement).",
                             .reading = "The concrete positions: M[3,3,4] is N, with M[3,3,3] a P-option; M[3,3,5] is N, with M[3,3,3] a P-option; M[3,3,6] is N, with M[3,3,3] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 3, 4}, Stacks{3, 3, 3}, {}, 0}, Step{false, Stacks{3, 3, 5}, Stacks{3, 3, 3}, {}, 0}, Step{false, Stacks{3, 3, 6}, Stacks{3, 3, 3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l886", "§5.2, proof of Theorem 5.3, line 886",
                            {.statement = "M[3, 3, 4k], M[3, 3, 4k+1], and M[3, 3, 4k+2] are in N since M[3, 3, 4k-1] ∈ P (induction) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[3,3,4k] is N, with M[3,3,4k-1] a P-option; M[3,3,4k+1] is N, with M[3,3,4k-1] a P-option; M[3,3,4k+2] is N, with M[3,3,4k-1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 3, 4*k}, Stacks{3, 3, 4*k-1}, {}, 0}, Step{false, Stacks{3, 3, 4*k+1}, Stacks{3, 3, 4*k-1}, {}, 0}, Step{false, Stacks{3, 3, 4*k+2}, Stacks{3, 3, 4*k-1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l887", "§5.2, proof of Theorem 5.3, line 887",
                            {.statement = "M[3, 3, 4k+3] ∈ P since the only options are M[0, 3, 4k+3] ∈ N (Theorem 5.2), M[1, 3, 4k+3] ∈ N (case 1.3), M[2, 3, 4k+3] ∈ N (case 2.3), M[3, 3, 4k] ∈ N (induction), M[3, 3, 4k+1] ∈ N (induction), and M[3, 3, 4k+2] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,3,4k+3] is P, its options exactly M[0,3,4k+3], M[1,3,4k+3], M[2,3,4k+3], M[3,3,4k], M[3,3,4k+1], M[3,3,4k+2], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 3, 4*k+3}, Stacks{}, {Stacks{0, 3, 4*k+3}, Stacks{1, 3, 4*k+3}, Stacks{2, 3, 4*k+3}, Stacks{3, 3, 4*k}, Stacks{3, 3, 4*k+1}, Stacks{3, 3, 4*k+2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l891", "§5.2, proof of Theorem 5.3, line 891",
                            {.statement = "M[3, 4, 4k + 1] and M[3, 4, 4k + 3] are both in N since M[1, 4, 4k + 1] ∈ P (case 1.4), and M[1, 4, 4k + 3] ∈ P (case 1.4) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,4,4k+1] is N, with M[1,4,4k+1] a P-option; M[3,4,4k+3] is N, with M[1,4,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4*k+1}, Stacks{1, 4, 4*k+1}, {}, 0}, Step{false, Stacks{3, 4, 4*k+3}, Stacks{1, 4, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l892", "§5.2, proof of Theorem 5.3, line 892",
                            {.statement = "M[3, 4, 4] ∈ N since M[1, 3, 4] ∈ P (case 1.3) is an option.",
                             .reading = "The concrete positions: M[3,4,4] is N, with M[1,3,4] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4}, Stacks{1, 3, 4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l893", "§5.2, proof of Theorem 5.3, line 893",
                            {.statement = "M[3, 4, 6] ∈ N since M[2, 4, 6] ∈ P (case 2.4) is an option.",
                             .reading = "The concrete positions: M[3,4,6] is N, with M[2,4,6] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 6}, Stacks{2, 4, 6}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l894", "§5.2, proof of Theorem 5.3, line 894",
                            {.statement = "M[3, 4, 8] ∈ P since M[0, 4, 8] ∈ N (Theorem 5.2), M[1, 4, 8] ∈ N (case 1.4), M[2, 4, 8] ∈ N (case 2.4), M[1, 3, 8] ∈ N (case 1.3), M[2, 3, 8] ∈ N (case 2.3), M[3, 3, 8] ∈ N (case 3.3), M[3, 4, 5] ∈ N, M[3, 4, 6] ∈ N, and M[3, 4, 7] ∈ N (induction).",
                             .reading = "The concrete positions: M[3,4,8] is P, with M[0,4,8], M[1,4,8], M[2,4,8], M[1,3,8], M[2,3,8], M[3,3,8], M[3,4,5], M[3,4,6], M[3,4,7] options, each N.",
                             .bound = 0,
                             .cases = 0}),
              minnie3(), false, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4, 8}, Stacks{}, {Stacks{0, 4, 8}, Stacks{1, 4, 8}, Stacks{2, 4, 8}, Stacks{1, 3, 8}, Stacks{2, 3, 8}, Stacks{3, 3, 8}, Stacks{3, 4, 5}, Stacks{3, 4, 6}, Stacks{3, 4, 7}}, 2}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l898", "§5.2, proof of Theorem 5.3, line 898",
                            {.statement = "M[3, 4, 4k+1] and M[3, 4, 4k+2] and M[3, 4, 4k+3] are all in N since M[3, 4, 4k] ∈ P (induction) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped): M[3,4,4k+1] is N, with M[3,4,4k] a P-option; M[3,4,4k+2] is N, with M[3,4,4k] a P-option; M[3,4,4k+3] is N, with M[3,4,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4*k+1}, Stacks{3, 4, 4*k}, {}, 0}, Step{false, Stacks{3, 4, 4*k+2}, Stacks{3, 4, 4*k}, {}, 0}, Step{false, Stacks{3, 4, 4*k+3}, Stacks{3, 4, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l899", "§5.2, proof of Theorem 5.3, line 899",
                            {.statement = "M[3, 4, 4k] is in P since the only options are M[0, 4, 4k] ∈ N (Theorem 5.2), M[1, 4, 4k] ∈ N (case 1.4), M[2, 4, 4k] ∈ N (case 2.4), M[1, 3, 4k] ∈ N (case 1.3), M[2, 3, 4k] ∈ N (case 2.3), M[3, 3, 4k] ∈ N (case 3.3), M[3, 4, 4k-3] ∈ N, M[3, 4, 4k-2] ∈ N, and M[3, 4, 4k-1] ∈ N (induction).",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped): M[3,4,4k] is P, its options exactly M[0,4,4k], M[1,4,4k], M[2,4,4k], M[1,3,4k], M[2,3,4k], M[3,3,4k], M[3,4,4k-3], M[3,4,4k-2], M[3,4,4k-1], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4, 4*k}, Stacks{}, {Stacks{0, 4, 4*k}, Stacks{1, 4, 4*k}, Stacks{2, 4, 4*k}, Stacks{1, 3, 4*k}, Stacks{2, 3, 4*k}, Stacks{3, 3, 4*k}, Stacks{3, 4, 4*k-3}, Stacks{3, 4, 4*k-2}, Stacks{3, 4, 4*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l903", "§5.2, proof of Theorem 5.3, line 903",
                            {.statement = "M[3, 5, 4k] and M[3, 5, 4k + 2] are in N since M[1, 5, 4k] ∈ P (case 1.5), and M[1, 5, 4k + 2] ∈ P (case 1.5) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,5,4k] is N, with M[1,5,4k] a P-option; M[3,5,4k+2] is N, with M[1,5,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 5, 4*k}, Stacks{1, 5, 4*k}, {}, 0}, Step{false, Stacks{3, 5, 4*k+2}, Stacks{1, 5, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l904", "§5.2, proof of Theorem 5.3, line 904",
                            {.statement = "M[3, 5, 4k + 1] ∈ N since M[2, 5, 4k + 1] ∈ P (case 2.5) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,5,4k+1] is N, with M[2,5,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 5, 4*k+1}, Stacks{2, 5, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l905", "§5.2, proof of Theorem 5.3, line 905",
                            {.statement = "M[3, 5, 4k + 3] ∈ N since M[3, 3, 4k + 3] ∈ P (case 3.3) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,5,4k+3] is N, with M[3,3,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 5, 4*k+3}, Stacks{3, 3, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l909", "§5.2, proof of Theorem 5.3, line 909",
                            {.statement = "M[3, 6, 4k + 1] and M[3, 6, 4k + 3] are in N since M[1, 6, 4k + 1] ∈ P (case 1.5), and M[1, 6, 4k + 3] ∈ P (case 1.5) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,6,4k+1] is N, with M[1,6,4k+1] a P-option; M[3,6,4k+3] is N, with M[1,6,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 6, 4*k+1}, Stacks{1, 6, 4*k+1}, {}, 0}, Step{false, Stacks{3, 6, 4*k+3}, Stacks{1, 6, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l910", "§5.2, proof of Theorem 5.3, line 910",
                            {.statement = "M[3, 6, 4k] ∈ N since M[2, 6, 4k] ∈ P (case 2.5) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,6,4k] is N, with M[2,6,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 6, 4*k}, Stacks{2, 6, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l912", "§5.2, proof of Theorem 5.3, line 912",
                            {.statement = "M[3, 6, 4k+2] ∈ P since the only options are M[0, 6, 4k+2] ∈ N (Theorem 5.2), M[1, 6, 4k+2] ∈ N (case 1.5), M[2, 6, 4k+2] ∈ N (case 2.5), M[3, 3, 4k+2] ∈ N (case 3.3), M[3, 4, 4k+2] ∈ N (case 3.4), M[3, 5, 4k+2] ∈ N (case 3.5), M[3, 6, 4k-1] ∈ N (induction), M[3, 6, 4k] ∈ N (induction), and M[3, 6, 4k+1] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,6,4k+2] is P, its options exactly M[0,6,4k+2], M[1,6,4k+2], M[2,6,4k+2], M[3,3,4k+2], M[3,4,4k+2], M[3,5,4k+2], M[3,6,4k-1], M[3,6,4k], M[3,6,4k+1], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 6, 4*k+2}, Stacks{}, {Stacks{0, 6, 4*k+2}, Stacks{1, 6, 4*k+2}, Stacks{2, 6, 4*k+2}, Stacks{3, 3, 4*k+2}, Stacks{3, 4, 4*k+2}, Stacks{3, 5, 4*k+2}, Stacks{3, 6, 4*k-1}, Stacks{3, 6, 4*k}, Stacks{3, 6, 4*k+1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l916", "§5.2, proof of Theorem 5.3, line 916",
                            {.statement = "M[3, 7, 4k] and M[3, 7, 4k+2] are in N since M[1, 7, 4k] ∈ P (case 1.5), and M[1, 7, 4k+2] ∈ P (case 1.5) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,7,4k] is N, with M[1,7,4k] a P-option; M[3,7,4k+2] is N, with M[1,7,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 7, 4*k}, Stacks{1, 7, 4*k}, {}, 0}, Step{false, Stacks{3, 7, 4*k+2}, Stacks{1, 7, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l917", "§5.2, proof of Theorem 5.3, line 917",
                            {.statement = "M[3, 7, 4k+3] ∈ N since M[2, 7, 4k+3] ∈ P (case 2.5) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,7,4k+3] is N, with M[2,7,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 7, 4*k+3}, Stacks{2, 7, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l918", "§5.2, proof of Theorem 5.3, line 918",
                            {.statement = "M[3, 7, 4k+1] ∈ P since the only options are M[0, 7, 4k+1] ∈ N (Theorem 5.2), M[1, 7, 4k+1] ∈ N (case 1.5), M[2, 7, 4k+1] ∈ N (case 2.5), M[3, 4, 4k+1] ∈ N (case 3.4), M[3, 5, 4k+1] ∈ N (case 3.5), M[3, 6, 4k+1] ∈ N (case 3.6), M[3, 7, 4k-2] ∈ N (induction), M[3, 7, 4k-1] ∈ N (induction), and M[3, 7, 4k] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped): M[3,7,4k+1] is P, its options exactly M[0,7,4k+1], M[1,7,4k+1], M[2,7,4k+1], M[3,4,4k+1], M[3,5,4k+1], M[3,6,4k+1], M[3,7,4k-2], M[3,7,4k-1], M[3,7,4k], each N.",
                             .bound = 13,
                             .cases = 0}),
              minnie3(), false, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 7, 4*k+1}, Stacks{}, {Stacks{0, 7, 4*k+1}, Stacks{1, 7, 4*k+1}, Stacks{2, 7, 4*k+1}, Stacks{3, 4, 4*k+1}, Stacks{3, 5, 4*k+1}, Stacks{3, 6, 4*k+1}, Stacks{3, 7, 4*k-2}, Stacks{3, 7, 4*k-1}, Stacks{3, 7, 4*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l922", "§5.2, proof of Theorem 5.3, line 922",
                            {.statement = "If m+n = 4k+3 or m+n = 4k+1, then M[3, m, n] ∈ N since M[1, m, n] ∈ P (case 1.5) is an option.",
                             .reading = "For every m >= 8, n >= m with (m + n) mod 2 == 1: M[3,m,n] is N, with M[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 8, [](std::int64_t m, std::int64_t n) { return (m + n) % 2 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l923", "§5.2, proof of Theorem 5.3, line 923",
                            {.statement = "If m+n = 4k+2, then M[3, m, n] ∈ N since M[2, m, n] ∈ P (case 2.5) is an option.",
                             .reading = "For every m >= 8, n >= m with (m + n) mod 4 == 2: M[3,m,n] is N, with M[2,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 8, [](std::int64_t m, std::int64_t n) { return (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{2, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.3-proof-l924", "§5.2, proof of Theorem 5.3, line 924",
                            {.statement = "If m+n = 4k, then M[3, m, n] ∈ P since the only options are M[0, m, n] ∈ N (Theorem 5.2), M[1, m, n] ∈ N (case 1.5), M[2, m, n] ∈ N (case 2.5), M[3, m-3, n] ∈ N (induction), M[3, m-2, n] ∈ N (induction), M[3, m-1, n] ∈ N (induction), M[3, m, n-3] ∈ N (induction), M[3, m, n-2] ∈ N (induction), and M[3, m, n-1] ∈ N (induction).",
                             .reading = "For every m >= 8, n >= m with (m + n) mod 4 == 0: M[3,m,n] is P, its options exactly M[0,m,n], M[1,m,n], M[2,m,n], M[3,m-3,n], M[3,m-2,n], M[3,m-1,n], M[3,m,n-3], M[3,m,n-2], M[3,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              minnie3(), false, false, '2', 8, [](std::int64_t m, std::int64_t n) { return (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{3, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m, n}, Stacks{3, m-3, n}, Stacks{3, m-2, n}, Stacks{3, m-1, n}, Stacks{3, m, n-3}, Stacks{3, m, n-2}, Stacks{3, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l954", "§5.4, proof of Theorem 5.8, line 954",
                            {.statement = "M_n[1, 2] ∈ P since the only option is M_n[0, 2] ∈ N by Theorem 5.7.",
                             .reading = "The concrete positions: M_n[1,2] is P, its options exactly M_n[0,2], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine2(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 2}, Stacks{}, {Stacks{0, 2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l958", "§5.4, proof of Theorem 5.8, line 958",
                            {.statement = "M_n[1, 2k + 1] ∈ N since M_n[1, 2k] ∈ P (induction), is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,2k+1] is N, with M_n[1,2k] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2*k+1}, Stacks{1, 2*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l960", "§5.4, proof of Theorem 5.8, line 960",
                            {.statement = "M_n[1, 2k] ∈ P since the only options are M_n[0, 2k] ∈ N (Theorem 5.7) and M_n[1, 2k - 1] ∈ N (induction).",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,2k] is P, its options exactly M_n[0,2k], M_n[1,2k-1], each N.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 2*k}, Stacks{}, {Stacks{0, 2*k}, Stacks{1, 2*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l964", "§5.4, proof of Theorem 5.8, line 964",
                            {.statement = "M_n[2, 3] ∈ N since M_n[1, 2] ∈ P (Case 1), is an option.",
                             .reading = "The concrete positions: M_n[2,3] is N, with M_n[1,2] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine2(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3}, Stacks{1, 2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l968", "§5.4, proof of Theorem 5.8, line 968",
                            {.statement = "M_n[2, 4k] and M_n[2, 4k+2] are in N since M_n[1, 4k] ∈ P (Case 1), and M_n[1, 4k+2] ∈ P (Case 1), are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4k] is N, with M_n[1,4k] a P-option; M_n[2,4k+2] is N, with M_n[1,4k+2] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4*k}, Stacks{1, 4*k}, {}, 0}, Step{false, Stacks{2, 4*k+2}, Stacks{1, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l969", "§5.4, proof of Theorem 5.8, line 969",
                            {.statement = "M_n[2, 4k + 1] ∈ P since the only options are M_n[0, 4k + 1] ∈ N (Theorem 5.7), M_n[1, 4k + 1] ∈ N (Case 1), M_n[2, 4k - 1] ∈ N (induction), and M_n[2, 4k] ∈ N (induction).",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4k+1] is P, its options exactly M_n[0,4k+1], M_n[1,4k+1], M_n[2,4k-1], M_n[2,4k], each N.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 4*k+1}, Stacks{}, {Stacks{0, 4*k+1}, Stacks{1, 4*k+1}, Stacks{2, 4*k-1}, Stacks{2, 4*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l970", "§5.4, proof of Theorem 5.8, line 970",
                            {.statement = "M_n[2, 4k + 3] ∈ N since M_n[2, 4k + 1] ∈ P (induction) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4k+3] is N, with M_n[2,4k+1] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4*k+3}, Stacks{2, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l974", "§5.4, proof of Theorem 5.8, line 974",
                            {.statement = "M_n[3, 4k] and M_n[3, 4k+2] are in N since M_n[1, 4k] ∈ P (Case 1), and M_n[1, 4k+2] ∈ P (Case 1) are options, respectively.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4k] is N, with M_n[1,4k] a P-option; M_n[3,4k+2] is N, with M_n[1,4k+2] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4*k}, Stacks{1, 4*k}, {}, 0}, Step{false, Stacks{3, 4*k+2}, Stacks{1, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l975", "§5.4, proof of Theorem 5.8, line 975",
                            {.statement = "M_n[3, 4k + 1] ∈ N since M_n[2, 4k + 1] ∈ P (Case 2) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4k+1] is N, with M_n[2,4k+1] a P-option.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4*k+1}, Stacks{2, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.8-proof-l976", "§5.4, proof of Theorem 5.8, line 976",
                            {.statement = "M_n[3, 4k + 3] ∈ P since the only options are M_n[0, 4k + 3] ∈ N (Theorem 5.7), M_n[1, 4k + 3] ∈ N (Case 1), M_n[2, 4k + 3] ∈ N (Case 2), M_n[3, 4k] ∈ N (induction), M_n[3, 4k + 1] ∈ N (induction), and M_n[3, 4k + 2] ∈ N (induction), all of which are in N .",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4k+3] is P, its options exactly M_n[0,4k+3], M_n[1,4k+3], M_n[2,4k+3], M_n[3,4k], M_n[3,4k+1], M_n[3,4k+2], each N.",
                             .bound = 40,
                             .cases = 0}),
              mine2(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4*k+3}, Stacks{}, {Stacks{0, 4*k+3}, Stacks{1, 4*k+3}, Stacks{2, 4*k+3}, Stacks{3, 4*k}, Stacks{3, 4*k+1}, Stacks{3, 4*k+2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.9-proof-l990", "§5.5, proof of Theorem 5.9, line 990",
                            {.statement = "M_n[1, 2, 3] ∈ P since M_n[0, 2, 3] ∈ N (Theorem 5.8) is the only option.",
                             .reading = "The concrete positions: M_n[1,2,3] is P, its options exactly M_n[0,2,3], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 2, 3}, Stacks{}, {Stacks{0, 2, 3}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.9-proof-l991", "§5.5, proof of Theorem 5.9, line 991",
                            {.statement = "M_n[1, 2, 4] ∈ N since M_n[1, 2, 3] ∈ P is an option.",
                             .reading = "The concrete positions: M_n[1,2,4] is N, with M_n[1,2,3] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2, 4}, Stacks{1, 2, 3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.9-proof-l992", "§5.5, proof of Theorem 5.9, line 992",
                            {.statement = "M_n[1, 2, 5] ∈ N since M_n[0, 2, 5] ∈ P (Theorem 5.8) is an option.",
                             .reading = "The concrete positions: M_n[1,2,5] is N, with M_n[0,2,5] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2, 5}, Stacks{0, 2, 5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.9-proof-l993", "§5.5, proof of Theorem 5.9, line 993",
                            {.statement = "M_n[1, 2, 2k] ∈ P since the only options are M_n[0, 2, 2k] ∈ N (Theorem 5.8) and M_n[1, 2, 2k - 1] ∈ N (induction).",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,2,2k] is P, its options exactly M_n[0,2,2k], M_n[1,2,2k-1], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 2, 2*k}, Stacks{}, {Stacks{0, 2, 2*k}, Stacks{1, 2, 2*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.9-proof-l994", "§5.5, proof of Theorem 5.9, line 994",
                            {.statement = "M_n[1, 2, 2k + 1] ∈ N since M_n[1, 2, 2k] ∈ P (induction) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,2,2k+1] is N, with M_n[1,2,2k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 2, 2*k+1}, Stacks{1, 2, 2*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1002", "§5.5, proof of Theorem 5.10, line 1002",
                            {.statement = "M_n[1, 3, 4] ∈ P since the only options are M_n[0, 3, 4] ∈ N (Theorem 5.8) and M_n[1, 2, 4] ∈ N (by the proof of Theorem 5.9).",
                             .reading = "The concrete positions: M_n[1,3,4] is P, its options exactly M_n[0,3,4], M_n[1,2,4], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 3, 4}, Stacks{}, {Stacks{0, 3, 4}, Stacks{1, 2, 4}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1003", "§5.5, proof of Theorem 5.10, line 1003",
                            {.statement = "M_n[1, 3, 5] ∈ N since M_n[1, 3, 4] ∈ P is an option.",
                             .reading = "The concrete positions: M_n[1,3,5] is N, with M_n[1,3,4] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 5}, Stacks{1, 3, 4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1004", "§5.5, proof of Theorem 5.10, line 1004",
                            {.statement = "M_n[1, 3, 4k + 2] ∈ N since M_n[1, 2, 4k + 2] ∈ P (Theorem 5.9) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,3,4k+2] is N, with M_n[1,2,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k+2}, Stacks{1, 2, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1005", "§5.5, proof of Theorem 5.10, line 1005",
                            {.statement = "M_n[1, 3, 4k + 3] ∈ N since M_n[0, 3, 4k + 3] ∈ P (Theorem 5.8) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,3,4k+3] is N, with M_n[0,3,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k+3}, Stacks{0, 3, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1006", "§5.5, proof of Theorem 5.10, line 1006",
                            {.statement = "M_n[1, 3, 4k] ∈ N since M_n[1, 2, 4k] ∈ P (Theorem 5.9) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,3,4k] is N, with M_n[1,2,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 3, 4*k}, Stacks{1, 2, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.10-proof-l1007", "§5.5, proof of Theorem 5.10, line 1007",
                            {.statement = "M_n[1, 3, 4k + 1] ∈ P since the only options are M_n[0, 3, 4k + 1] ∈ N (Theorem 5.8), M_n[1, 2, 4k + 1] ∈ N (Theorem 5.9), and M_n[1, 3, 4k] ∈ N (induction).",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,3,4k+1] is P, its options exactly M_n[0,3,4k+1], M_n[1,2,4k+1], M_n[1,3,4k], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 3, 4*k+1}, Stacks{}, {Stacks{0, 3, 4*k+1}, Stacks{1, 2, 4*k+1}, Stacks{1, 3, 4*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1017", "§5.5, proof of Theorem 5.11, line 1017",
                            {.statement = "M_n[1, 4, 5] ∈ P since the only options are M_n[0, 4, 5] ∈ N (Theorem 5.8), and M_n[1, 3, 5] ∈ N (by the proof of Theorem 5.10).",
                             .reading = "The concrete positions: M_n[1,4,5] is P, its options exactly M_n[0,4,5], M_n[1,3,5], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 5}, Stacks{}, {Stacks{0, 4, 5}, Stacks{1, 3, 5}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1018", "§5.5, proof of Theorem 5.11, line 1018",
                            {.statement = "M_n[1, 4, 6] ∈ N since M_n[1, 4, 5] ∈ P is an option.",
                             .reading = "The concrete positions: M_n[1,4,6] is N, with M_n[1,4,5] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 6}, Stacks{1, 4, 5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1019", "§5.5, proof of Theorem 5.11, line 1019",
                            {.statement = "M_n[1, 4, 7] ∈ P since the only options are M_n[0, 4, 7] ∈ N (Theorem 5.8), M_n[1, 3, 7] ∈ N (Theorem 5.10), and M_n[1, 4, 6] ∈ N.",
                             .reading = "The concrete positions: M_n[1,4,7] is P, its options exactly M_n[0,4,7], M_n[1,3,7], M_n[1,4,6], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 7}, Stacks{}, {Stacks{0, 4, 7}, Stacks{1, 3, 7}, Stacks{1, 4, 6}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1020", "§5.5, proof of Theorem 5.11, line 1020",
                            {.statement = "M_n[1, 4, 8] ∈ N since M_n[1, 4, 7] ∈ P is an option.",
                             .reading = "The concrete positions: M_n[1,4,8] is N, with M_n[1,4,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 8}, Stacks{1, 4, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1021", "§5.5, proof of Theorem 5.11, line 1021",
                            {.statement = "M_n[1, 4, 4k + 1] ∈ N since M_n[1, 3, 4k + 1] ∈ P (Theorem 5.10) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,4,4k+1] is N, with M_n[1,3,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 4*k+1}, Stacks{1, 3, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1022", "§5.5, proof of Theorem 5.11, line 1022",
                            {.statement = "M_n[1, 4, 4k + 2] ∈ P since the only options are M_n[0, 4, 4k + 2] ∈ N (Theorem 5.8), M_n[1, 3, 4k + 2] ∈ N (Theorem 5.10), and M_n[1, 4, 4k + 1] ∈ N (induction).",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,4,4k+2] is P, its options exactly M_n[0,4,4k+2], M_n[1,3,4k+2], M_n[1,4,4k+1], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 4*k+2}, Stacks{}, {Stacks{0, 4, 4*k+2}, Stacks{1, 3, 4*k+2}, Stacks{1, 4, 4*k+1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1023", "§5.5, proof of Theorem 5.11, line 1023",
                            {.statement = "M_n[1, 4, 4k + 3] ∈ N since M_n[1, 4, 4k + 2] ∈ P (induction) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,4,4k+3] is N, with M_n[1,4,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, 4, 4*k+3}, Stacks{1, 4, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1024", "§5.5, proof of Theorem 5.11, line 1024",
                            {.statement = "M_n[1, 4, 4k] ∈ P since the only options are M_n[0, 4, 4k] ∈ N (Theorem 5.8), M_n[1, 3, 4k] ∈ N (Theorem 5.10), and M_n[1, 4, 4k - 1] ∈ N (induction).",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,4,4k] is P, its options exactly M_n[0,4,4k], M_n[1,3,4k], M_n[1,4,4k-1], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, 4, 4*k}, Stacks{}, {Stacks{0, 4, 4*k}, Stacks{1, 3, 4*k}, Stacks{1, 4, 4*k-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1025", "§5.5, proof of Theorem 5.11, line 1025",
                            {.statement = "M_n[1, j, j + 1] ∈ P since the only options are M_n[0, j, j + 1] ∈ N (Theorem 5.8) and M_n[1, j - 1, j + 1] ∈ N (induction).",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,k,k+1] is P, its options exactly M_n[0,k,k+1], M_n[1,k-1,k+1], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, k, k+1}, Stacks{}, {Stacks{0, k, k+1}, Stacks{1, k-1, k+1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1026", "§5.5, proof of Theorem 5.11, line 1026",
                            {.statement = "M_n[1, j, j + 2] ∈ N since M_n[1, j, j + 1] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,k,k+2] is N, with M_n[1,k,k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, k, k+2}, Stacks{1, k, k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1027", "§5.5, proof of Theorem 5.11, line 1027",
                            {.statement = "M_n[1, j, j + 3] ∈ P since the only options are M_n[0, j, j + 3] ∈ N (Theorem 5.8), M_n[1, j - 1, j + 3] ∈ N (induction), or M_n[1, j, j + 2] ∈ N (induction).",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,k,k+3] is P, its options exactly M_n[0,k,k+3], M_n[1,k-1,k+3], M_n[1,k,k+2], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{1, k, k+3}, Stacks{}, {Stacks{0, k, k+3}, Stacks{1, k-1, k+3}, Stacks{1, k, k+2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1028", "§5.5, proof of Theorem 5.11, line 1028",
                            {.statement = "M_n[1, j, j + 4] ∈ N since M_n[1, j, j + 3] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,k,k+4] is N, with M_n[1,k,k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, k, k+4}, Stacks{1, k, k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1029", "§5.5, proof of Theorem 5.11, line 1029",
                            {.statement = "M_n[1, j, j + 5] ∈ N since M_n[1, j - 1, j + 5] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[1,k,k+5] is N, with M_n[1,k-1,k+5] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{1, k, k+5}, Stacks{1, k-1, k+5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1031", "§5.5, proof of Theorem 5.11, line 1031",
                            {.statement = "If j + i = 2k, then M_n[1, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j - 1, i] ∈ N (induction), M_n[1, j, i - 1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 5 and (m + n) mod 2 == 0: M_n[1,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m-1,n], M_n[1,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 5 && (m + n) % 2 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{1, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m-1, n}, Stacks{1, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.11-proof-l1032", "§5.5, proof of Theorem 5.11, line 1032",
                            {.statement = "If j + i = 2k + 1, then M_n[1, j, i] ∈ N since M_n[1, j, i - 1] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 5 and (m + n) mod 2 == 1: M_n[1,m,n] is N, with M_n[1,m,n-1] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 5 && (m + n) % 2 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{1, m, n}, Stacks{1, m, n-1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1040", "§5.5, proof of Theorem 5.12, line 1040",
                            {.statement = "M_n[2, 3, 4] ∈ N since M_n[1, 3, 4] ∈ P (by the proof of Theorem 5.10) is an option.",
                             .reading = "The concrete positions: M_n[2,3,4] is N, with M_n[1,3,4] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4}, Stacks{1, 3, 4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1041", "§5.5, proof of Theorem 5.12, line 1041",
                            {.statement = "M_n[2, 3, 5] ∈ P since the only options are M_n[0, 3, 5] ∈ N (Theorem 5.8), M_n[1, 3, 5] ∈ N (by the proof of Theorem 5.10), M_n[1, 2, 5] ∈ N (Theorem 5.9), and M_n[2, 3, 4] ∈ N.",
                             .reading = "The concrete positions: M_n[2,3,5] is P, its options exactly M_n[0,3,5], M_n[1,3,5], M_n[1,2,5], M_n[2,3,4], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 3, 5}, Stacks{}, {Stacks{0, 3, 5}, Stacks{1, 3, 5}, Stacks{1, 2, 5}, Stacks{2, 3, 4}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1042", "§5.5, proof of Theorem 5.12, line 1042",
                            {.statement = "M_n[2, 3, 4k + 2] ∈ N since M_n[1, 2, 4k + 2] ∈ P (Theorem 5.9) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,3,4k+2] is N, with M_n[1,2,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k+2}, Stacks{1, 2, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1043", "§5.5, proof of Theorem 5.12, line 1043",
                            {.statement = "M_n[2, 3, 4k + 3] ∈ N since M_n[0, 3, 4k + 3] ∈ P (Theorem 5.8) is an option.",
                             .reading = "For every k >= 1 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,3,4k+3] is N, with M_n[0,3,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 1, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k+3}, Stacks{0, 3, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1044", "§5.5, proof of Theorem 5.12, line 1044",
                            {.statement = "M_n[2, 3, 4k] ∈ N since M_n[1, 2, 4k] ∈ P (Theorem 5.9) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,3,4k] is N, with M_n[1,2,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k}, Stacks{1, 2, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.12-proof-l1045", "§5.5, proof of Theorem 5.12, line 1045",
                            {.statement = "M_n[2, 3, 4k + 1] ∈ N since M_n[1, 3, 4k + 1] ∈ P (Theorem 5.10) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,3,4k+1] is N, with M_n[1,3,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 3, 4*k+1}, Stacks{1, 3, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1055", "§5.5, proof of Theorem 5.13, line 1055",
                            {.statement = "M_n[2, 4, 5] ∈ N since M_n[1, 4, 5] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[2,4,5] is N, with M_n[1,4,5] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 5}, Stacks{1, 4, 5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1057", "§5.5, proof of Theorem 5.13, line 1057",
                            {.statement = "M_n[2, 4, 6] ∈ P since the only options are M_n[0, 4, 6] ∈ N (Theorem 5.8), M_n[1, 4, 6] ∈ N (Theorem 5.11), M_n[2, 3, 6] ∈ N (Theorem 5.12), and M_n[2, 4, 5] ∈ N.",
                             .reading = "The concrete positions: M_n[2,4,6] is P, its options exactly M_n[0,4,6], M_n[1,4,6], M_n[2,3,6], M_n[2,4,5], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 4, 6}, Stacks{}, {Stacks{0, 4, 6}, Stacks{1, 4, 6}, Stacks{2, 3, 6}, Stacks{2, 4, 5}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1058", "§5.5, proof of Theorem 5.13, line 1058",
                            {.statement = "M_n[2, 4, 7] ∈ N since M_n[1, 4, 7] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[2,4,7] is N, with M_n[1,4,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 7}, Stacks{1, 4, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1062", "§5.5, proof of Theorem 5.13, line 1062",
                            {.statement = "M_n[2, 4, 4k] ∈ N since M_n[1, 4, 4k] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4,4k] is N, with M_n[1,4,4k] a P-option.",
                             .bound = 13,
                             .cases = 0,
                             .expect = Expect::refutedAt("k=2 (M_n[2,4,8])")}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 4*k}, Stacks{1, 4, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1063", "§5.5, proof of Theorem 5.13, line 1063",
                            {.statement = "M_n[2, 4, 4k + 1] ∈ P since the only options are M_n[0, 4, 4k + 1] ∈ N (Theorem 5.8), M_n[1, 4, 4k + 1] ∈ N (Theorem 5.11), M_n[2, 3, 4k + 1] ∈ N (Theorem 5.12), M_n[2, 4, 4k - 1] ∈ N (induction), and M_n[2, 4, 4k] ∈ N (induction).",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4,4k+1] is P, its options exactly M_n[0,4,4k+1], M_n[1,4,4k+1], M_n[2,3,4k+1], M_n[2,4,4k-1], M_n[2,4,4k], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, 4, 4*k+1}, Stacks{}, {Stacks{0, 4, 4*k+1}, Stacks{1, 4, 4*k+1}, Stacks{2, 3, 4*k+1}, Stacks{2, 4, 4*k-1}, Stacks{2, 4, 4*k}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1064", "§5.5, proof of Theorem 5.13, line 1064",
                            {.statement = "M_n[2, 4, 4k + 2] ∈ N since M_n[1, 4, 4k + 2] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4,4k+2] is N, with M_n[1,4,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 4*k+2}, Stacks{1, 4, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1065", "§5.5, proof of Theorem 5.13, line 1065",
                            {.statement = "M_n[2, 4, 4k + 3] ∈ N since M_n[2, 4, 4k + 1] ∈ P (induction) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,4,4k+3] is N, with M_n[2,4,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, 4, 4*k+3}, Stacks{2, 4, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1069", "§5.5, proof of Theorem 5.13, line 1069",
                            {.statement = "M_n[2, j, j + 1] ∈ N since M_n[1, j, j + 1] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,k,k+1] is N, with M_n[1,k,k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, k, k+1}, Stacks{1, k, k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1070", "§5.5, proof of Theorem 5.13, line 1070",
                            {.statement = "M_n[2, j, j + 2] ∈ P since the only options are M_n[0, j, j + 2] ∈ N (Theorem 5.8), M_n[1, j, j + 2] ∈ N (Theorem 5.11), M_n[2, j - 2, j + 2] ∈ N (This is true since M_n[2, j - 2, j] ∈ P by induction and Theorem 5.12), M_n[2, j - 1, j + 2] ∈ N (This is true since M_n[2, j - 1, j + 1] ∈ P by induction), and M_n[2, j, j + 1] ∈ N (induction).",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,k,k+2] is P, its options exactly M_n[0,k,k+2], M_n[1,k,k+2], M_n[2,k-2,k+2], M_n[2,k-1,k+2], M_n[2,k,k+1], each N; M_n[2,k-2,k+2] is N, with M_n[2,k-2,k] a P-option; M_n[2,k-1,k+2] is N, with M_n[2,k-1,k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{2, k, k+2}, Stacks{}, {Stacks{0, k, k+2}, Stacks{1, k, k+2}, Stacks{2, k-2, k+2}, Stacks{2, k-1, k+2}, Stacks{2, k, k+1}}, 1}, Step{false, Stacks{2, k-2, k+2}, Stacks{2, k-2, k}, {}, 0}, Step{false, Stacks{2, k-1, k+2}, Stacks{2, k-1, k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1071", "§5.5, proof of Theorem 5.13, line 1071",
                            {.statement = "M_n[2, j, j + 3] ∈ N since M_n[2, j, j + 2] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,k,k+3] is N, with M_n[2,k,k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, k, k+3}, Stacks{2, k, k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1072", "§5.5, proof of Theorem 5.13, line 1072",
                            {.statement = "M_n[2, j, j + 4] ∈ N since M_n[2, j, j + 2] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[2,k,k+4] is N, with M_n[2,k,k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{2, k, k+4}, Stacks{2, k, k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1073", "§5.5, proof of Theorem 5.13, line 1073",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 1, then M_n[2, j, i] ∈ N since M_n[2, j, i - 2] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 1 and (m + n) mod 4 == 1: M_n[2,m,n] is N, with M_n[2,m,n-2] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 1 && (m + n) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{2, m, n-2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1074", "§5.5, proof of Theorem 5.13, line 1074",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 2, then M_n[2, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 1 and (m + n) mod 4 == 2: M_n[2,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 1 && (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1075", "§5.5, proof of Theorem 5.13, line 1075",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 3, then M_n[2, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j - 2, i] ∈ N (induction), M_n[2, j - 1, i] ∈ N (induction), M_n[2, j, i - 2] ∈ N (induction), and M_n[2, j, i - 2] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 1 and (m + n) mod 4 == 3: M_n[2,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m-2,n], M_n[2,m-1,n], M_n[2,m,n-2], M_n[2,m,n-2], each N.",
                             .bound = 36,
                             .cases = 0,
                             .expect = Expect::refutedAt("(m,n)=[5,10]")}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 1 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{2, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m-2, n}, Stacks{2, m-1, n}, Stacks{2, m, n-2}, Stacks{2, m, n-2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1075-typo", "§5.5, proof of Theorem 5.13, line 1075",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 3, then M_n[2, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j - 2, i] ∈ N (induction), M_n[2, j - 1, i] ∈ N (induction), M_n[2, j, i - 2] ∈ N (induction), and M_n[2, j, i - 2] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 1 and (m + n) mod 4 == 3: M_n[2,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m-2,n], M_n[2,m-1,n], M_n[2,m,n-2], M_n[2,m,n-1], each N. Alternative reading: the second M_n[2, j, i - 2] read as M_n[2, j, i - 1].",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 1 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{2, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m-2, n}, Stacks{2, m-1, n}, Stacks{2, m, n-2}, Stacks{2, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1077", "§5.5, proof of Theorem 5.13, line 1077",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ, then M_n[2, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 1 and (m + n) mod 4 == 0: M_n[2,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 1 && (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1078", "§5.5, proof of Theorem 5.13, line 1078",
                            {.statement = "If j = 2k and i + j = 4ℓ + 1, then M_n[2, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j - 2, i] ∈ N (induction), M_n[2, j - 1, i] ∈ N (induction), M_n[2, j, i - 2] ∈ N (induction), and M_n[2, j, i - 1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 0 and (m + n) mod 4 == 1: M_n[2,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m-2,n], M_n[2,m-1,n], M_n[2,m,n-2], M_n[2,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 0 && (m + n) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{2, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m-2, n}, Stacks{2, m-1, n}, Stacks{2, m, n-2}, Stacks{2, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1079", "§5.5, proof of Theorem 5.13, line 1079",
                            {.statement = "If j = 2k and i + j = 4ℓ + 2, then M_n[2, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 0 and (m + n) mod 4 == 2: M_n[2,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 0 && (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1080", "§5.5, proof of Theorem 5.13, line 1080",
                            {.statement = "If j = 2k and i + j = 4ℓ + 3, then M_n[2, j, i] ∈ N since M_n[2, j, i - 2] ∈ P (induction) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 0 and (m + n) mod 4 == 3: M_n[2,m,n] is N, with M_n[2,m,n-2] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 0 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{2, m, n-2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.13-proof-l1081", "§5.5, proof of Theorem 5.13, line 1081",
                            {.statement = "If j = 2k and i + j = 4ℓ, then M_n[2, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 4 and m mod 2 == 0 and (m + n) mod 4 == 0: M_n[2,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 4 && m % 2 == 0 && (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{2, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1091", "§5.5, proof of Theorem 5.14, line 1091",
                            {.statement = "M_n[3, 4, 5] ∈ N since M_n[1, 4, 5] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[3,4,5] is N, with M_n[1,4,5] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 5}, Stacks{1, 4, 5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1092", "§5.5, proof of Theorem 5.14, line 1092",
                            {.statement = "M_n[3, 4, 6] ∈ N since M_n[2, 4, 6] ∈ P (Theorem 5.13) is an option.",
                             .reading = "The concrete positions: M_n[3,4,6] is N, with M_n[2,4,6] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 6}, Stacks{2, 4, 6}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1093", "§5.5, proof of Theorem 5.14, line 1093",
                            {.statement = "M_n[3, 4, 7] ∈ N since M_n[1, 4, 7] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[3,4,7] is N, with M_n[1,4,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 7}, Stacks{1, 4, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1094", "§5.5, proof of Theorem 5.14, line 1094",
                            {.statement = "M_n[3, 4, 8] ∈ P since the only options are M_n[0, 4, 8] ∈ N (Theorem 5.8), M_n[1, 4, 8] ∈ N (Theorem 5.11), M_n[2, 4, 8] ∈ N (Theorem 5.13), M_n[1, 3, 8] ∈ N (Theorem 5.10), M_n[2, 3, 8] ∈ N (Theorem 5.12), M_n[3, 4, 5] ∈ N, M_n[3, 4, 6] ∈ N, and M_n[3, 4, 7] ∈ N.",
                             .reading = "The concrete positions: M_n[3,4,8] is P, its options exactly M_n[0,4,8], M_n[1,4,8], M_n[2,4,8], M_n[1,3,8], M_n[2,3,8], M_n[3,4,5], M_n[3,4,6], M_n[3,4,7], each N.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4, 8}, Stacks{}, {Stacks{0, 4, 8}, Stacks{1, 4, 8}, Stacks{2, 4, 8}, Stacks{1, 3, 8}, Stacks{2, 3, 8}, Stacks{3, 4, 5}, Stacks{3, 4, 6}, Stacks{3, 4, 7}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1096", "§5.5, proof of Theorem 5.14, line 1096",
                            {.statement = "M_n[3, 4, 9] ∈ N since M_n[3, 4, 8] ∈ P is an option. M_n[3, 4, 10] ∈ N since M_n[3, 4, 8] ∈ P is an option. M_n[3, 4, 11] ∈ N since M_n[3, 4, 8] ∈ P is an option.",
                             .reading = "The concrete positions: M_n[3,4,9] is N, with M_n[3,4,8] a P-option; M_n[3,4,10] is N, with M_n[3,4,8] a P-option; M_n[3,4,11] is N, with M_n[3,4,8] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 9}, Stacks{3, 4, 8}, {}, 0}, Step{false, Stacks{3, 4, 10}, Stacks{3, 4, 8}, {}, 0}, Step{false, Stacks{3, 4, 11}, Stacks{3, 4, 8}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1102", "§5.5, proof of Theorem 5.14, line 1102",
                            {.statement = "M_n[3, 4, 4k] ∈ N since M_n[1, 4, 4k] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4,4k] is N, with M_n[1,4,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4*k}, Stacks{1, 4, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1103", "§5.5, proof of Theorem 5.14, line 1103",
                            {.statement = "M_n[3, 4, 4k + 1] ∈ N since M_n[1, 3, 4k + 1] ∈ P (Theorem 5.10) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4,4k+1] is N, with M_n[1,3,4k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4*k+1}, Stacks{1, 3, 4*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1104", "§5.5, proof of Theorem 5.14, line 1104",
                            {.statement = "M_n[3, 4, 4k + 2] ∈ N since M_n[1, 4, 4k + 2] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4,4k+2] is N, with M_n[1,4,4k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, 4, 4*k+2}, Stacks{1, 4, 4*k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1105", "§5.5, proof of Theorem 5.14, line 1105",
                            {.statement = "M_n[3, 4, 4k + 3] ∈ P since the only options are M_n[0, 4, 4k + 3] ∈ N (Theorem 5.8), M_n[1, 4, 4k + 3] ∈ N (Theorem 5.11), M_n[2, 4, 4k + 3] ∈ N (Theorem 5.13), M_n[1, 3, 4k + 3] ∈ N (Theorem 5.10), M_n[2, 3, 4k + 3] ∈ N (Theorem 5.12), M_n[3, 4, 4k] ∈ N (induction), M_n[3, 4, 4k + 1] ∈ N (induction), and M_n[3, 4, 4k + 2] ∈ N (induction).",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,4,4k+3] is P, its options exactly M_n[0,4,4k+3], M_n[1,4,4k+3], M_n[2,4,4k+3], M_n[1,3,4k+3], M_n[2,3,4k+3], M_n[3,4,4k], M_n[3,4,4k+1], M_n[3,4,4k+2], each N.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, 4, 4*k+3}, Stacks{}, {Stacks{0, 4, 4*k+3}, Stacks{1, 4, 4*k+3}, Stacks{2, 4, 4*k+3}, Stacks{1, 3, 4*k+3}, Stacks{2, 3, 4*k+3}, Stacks{3, 4, 4*k}, Stacks{3, 4, 4*k+1}, Stacks{3, 4, 4*k+2}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1106", "§5.5, proof of Theorem 5.14, line 1106",
                            {.statement = "M_n[3, j, j + 1] ∈ N since M_n[1, j, j + 1] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+1] is N, with M_n[1,k,k+1] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, k, k+1}, Stacks{1, k, k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1107", "§5.5, proof of Theorem 5.14, line 1107",
                            {.statement = "M_n[3, j, j + 2] ∈ N since M_n[2, j, j + 2] ∈ P (Theorem 5.13) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+2] is N, with M_n[2,k,k+2] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, k, k+2}, Stacks{2, k, k+2}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1108", "§5.5, proof of Theorem 5.14, line 1108",
                            {.statement = "M_n[3, j, j + 3] ∈ N since M_n[1, j, j + 3] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+3] is N, with M_n[1,k,k+3] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, k, k+3}, Stacks{1, k, k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1109", "§5.5, proof of Theorem 5.14, line 1109",
                            {.statement = "M_n[3, j, j + 4] ∈ P since the only options are M_n[0, j, j + 4] ∈ N (Theorem 5.8), M_n[1, j, j + 4] ∈ N (Theorem 5.11), M_n[2, j, j + 4] ∈ N (Theorem 5.13), M_n[3, j - 3, j + 4] ∈ N (induction), M_n[3, j - 2, j + 4] ∈ N (induction), M_n[3, j - 1, j + 4] ∈ N (This is true since M_n[2, j - 1, j + 4] ∈ P by Theorem 5.13 and by induction), M_n[3, j, j + 1] ∈ N (induction), M_n[3, j, j + 2] ∈ N (induction), and M_n[3, j, j + 3] ∈ N (induction).",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+4] is P, its options exactly M_n[0,k,k+4], M_n[1,k,k+4], M_n[2,k,k+4], M_n[3,k-3,k+4], M_n[3,k-2,k+4], M_n[3,k-1,k+4], M_n[3,k,k+1], M_n[3,k,k+2], M_n[3,k,k+3], each N; M_n[3,k-1,k+4] is N, with M_n[2,k-1,k+4] a P-option.",
                             .bound = 13,
                             .cases = 0,
                             .expect = Expect::refutedAt("k=5 (M_n[3,5,9], M_n[3,4,9])")}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, k, k+4}, Stacks{}, {Stacks{0, k, k+4}, Stacks{1, k, k+4}, Stacks{2, k, k+4}, Stacks{3, k-3, k+4}, Stacks{3, k-2, k+4}, Stacks{3, k-1, k+4}, Stacks{3, k, k+1}, Stacks{3, k, k+2}, Stacks{3, k, k+3}}, 1}, Step{false, Stacks{3, k-1, k+4}, Stacks{2, k-1, k+4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1109-legal", "§5.5, proof of Theorem 5.14, line 1109",
                            {.statement = "M_n[3, j, j + 4] ∈ P since the only options are M_n[0, j, j + 4] ∈ N (Theorem 5.8), M_n[1, j, j + 4] ∈ N (Theorem 5.11), M_n[2, j, j + 4] ∈ N (Theorem 5.13), M_n[3, j - 3, j + 4] ∈ N (induction), M_n[3, j - 2, j + 4] ∈ N (induction), M_n[3, j - 1, j + 4] ∈ N (This is true since M_n[2, j - 1, j + 4] ∈ P by Theorem 5.13 and by induction), M_n[3, j, j + 1] ∈ N (induction), M_n[3, j, j + 2] ∈ N (induction), and M_n[3, j, j + 3] ∈ N (induction).",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+4] is P, its options exactly M_n[0,k,k+4], M_n[1,k,k+4], M_n[2,k,k+4], M_n[3,k-3,k+4], M_n[3,k-2,k+4], M_n[3,k-1,k+4], M_n[3,k,k+1], M_n[3,k,k+2], M_n[3,k,k+3], each N; M_n[3,k-1,k+4] is N, with M_n[2,k-1,k+4] a P-option. Alternative reading: listed positions with two equal stacks (not MINE positions) are left out of the list.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, true, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{3, k, k+4}, Stacks{}, {Stacks{0, k, k+4}, Stacks{1, k, k+4}, Stacks{2, k, k+4}, Stacks{3, k-3, k+4}, Stacks{3, k-2, k+4}, Stacks{3, k-1, k+4}, Stacks{3, k, k+1}, Stacks{3, k, k+2}, Stacks{3, k, k+3}}, 1}, Step{false, Stacks{3, k-1, k+4}, Stacks{2, k-1, k+4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1110", "§5.5, proof of Theorem 5.14, line 1110",
                            {.statement = "M_n[3, j, j + 5] ∈ N since M_n[3, j, j + 4] ∈ P (induction) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[3,k,k+5] is N, with M_n[3,k,k+4] a P-option; M_n[3,k,k+6] is N, with M_n[3,k,k+4] a P-option; M_n[3,k,k+7] is N, with M_n[3,k,k+4] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{3, k, k+5}, Stacks{3, k, k+4}, {}, 0}, Step{false, Stacks{3, k, k+6}, Stacks{3, k, k+4}, {}, 0}, Step{false, Stacks{3, k, k+7}, Stacks{3, k, k+4}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1116", "§5.5, proof of Theorem 5.14, line 1116",
                            {.statement = "If j = 2k and i + j = 4ℓ, then M_n[3, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 0 and (m + n) mod 4 == 0: M_n[3,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 0 && (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1118", "§5.5, proof of Theorem 5.14, line 1118",
                            {.statement = "If j = 2k and i + j = 4ℓ + 1, then M_n[3, j, i] ∈ N since M_n[2, j, i] ∈ P (Theorem 5.13) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 0 and (m + n) mod 4 == 1: M_n[3,m,n] is N, with M_n[2,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 0 && (m + n) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{2, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1119", "§5.5, proof of Theorem 5.14, line 1119",
                            {.statement = "If j = 2k and i + j = 4ℓ + 2, then M_n[3, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 0 and (m + n) mod 4 == 2: M_n[3,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 0 && (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1120", "§5.5, proof of Theorem 5.14, line 1120",
                            {.statement = "If j = 2k and i + j = 4ℓ + 3, then M_n[3, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j, i] ∈ N (Theorem 5.13), M_n[3, j-3, i] ∈ N (induction), M_n[3, j-2, i] ∈ N (induction), M_n[3, j-1, i] ∈ N (induction), M_n[3, j, i-3] ∈ N (induction), M_n[3, j, i-2] ∈ N (induction), and M_n[3, j, i-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 0 and (m + n) mod 4 == 3: M_n[3,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m,n], M_n[3,m-3,n], M_n[3,m-2,n], M_n[3,m-1,n], M_n[3,m,n-3], M_n[3,m,n-2], M_n[3,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0,
                             .expect = Expect::refutedAt("(m,n)=[6,17]")}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 0 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{3, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m, n}, Stacks{3, m-3, n}, Stacks{3, m-2, n}, Stacks{3, m-1, n}, Stacks{3, m, n-3}, Stacks{3, m, n-2}, Stacks{3, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1120-legal", "§5.5, proof of Theorem 5.14, line 1120",
                            {.statement = "If j = 2k and i + j = 4ℓ + 3, then M_n[3, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j, i] ∈ N (Theorem 5.13), M_n[3, j-3, i] ∈ N (induction), M_n[3, j-2, i] ∈ N (induction), M_n[3, j-1, i] ∈ N (induction), M_n[3, j, i-3] ∈ N (induction), M_n[3, j, i-2] ∈ N (induction), and M_n[3, j, i-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 0 and (m + n) mod 4 == 3: M_n[3,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m,n], M_n[3,m-3,n], M_n[3,m-2,n], M_n[3,m-1,n], M_n[3,m,n-3], M_n[3,m,n-2], M_n[3,m,n-1], each N. Alternative reading: listed positions with two equal stacks (not MINE positions) are left out of the list.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, true, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 0 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{3, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m, n}, Stacks{3, m-3, n}, Stacks{3, m-2, n}, Stacks{3, m-1, n}, Stacks{3, m, n-3}, Stacks{3, m, n-2}, Stacks{3, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1121", "§5.5, proof of Theorem 5.14, line 1121",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 1, then M_n[3, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j, i] ∈ N (Theorem 5.13), M_n[3, j-3, i] ∈ N (induction), M_n[3, j-2, i] ∈ N (induction), M_n[3, j-1, i] ∈ N (induction), M_n[3, j, i-3] ∈ N (induction), M_n[3, j, i-2] ∈ N (induction), and M_n[3, j, i-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 1 and (m + n) mod 4 == 1: M_n[3,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m,n], M_n[3,m-3,n], M_n[3,m-2,n], M_n[3,m-1,n], M_n[3,m,n-3], M_n[3,m,n-2], M_n[3,m,n-1], each N.",
                             .bound = 36,
                             .cases = 0,
                             .expect = Expect::refutedAt("(m,n)=[5,16]")}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 1 && (m + n) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{3, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m, n}, Stacks{3, m-3, n}, Stacks{3, m-2, n}, Stacks{3, m-1, n}, Stacks{3, m, n-3}, Stacks{3, m, n-2}, Stacks{3, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1121-legal", "§5.5, proof of Theorem 5.14, line 1121",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 1, then M_n[3, j, i] ∈ P since the only options are M_n[0, j, i] ∈ N (Theorem 5.8), M_n[1, j, i] ∈ N (Theorem 5.11), M_n[2, j, i] ∈ N (Theorem 5.13), M_n[3, j-3, i] ∈ N (induction), M_n[3, j-2, i] ∈ N (induction), M_n[3, j-1, i] ∈ N (induction), M_n[3, j, i-3] ∈ N (induction), M_n[3, j, i-2] ∈ N (induction), and M_n[3, j, i-1] ∈ N (induction).",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 1 and (m + n) mod 4 == 1: M_n[3,m,n] is P, its options exactly M_n[0,m,n], M_n[1,m,n], M_n[2,m,n], M_n[3,m-3,n], M_n[3,m-2,n], M_n[3,m-1,n], M_n[3,m,n-3], M_n[3,m,n-2], M_n[3,m,n-1], each N. Alternative reading: listed positions with two equal stacks (not MINE positions) are left out of the list.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, true, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 1 && (m + n) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{true, Stacks{3, m, n}, Stacks{}, {Stacks{0, m, n}, Stacks{1, m, n}, Stacks{2, m, n}, Stacks{3, m-3, n}, Stacks{3, m-2, n}, Stacks{3, m-1, n}, Stacks{3, m, n-3}, Stacks{3, m, n-2}, Stacks{3, m, n-1}}, 1}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1122", "§5.5, proof of Theorem 5.14, line 1122",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 2, then M_n[3, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 1 and (m + n) mod 4 == 2: M_n[3,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 1 && (m + n) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1123", "§5.5, proof of Theorem 5.14, line 1123",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ + 3, then M_n[3, j, i] ∈ N since M_n[2, j, i] ∈ P (Theorem 5.13) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 1 and (m + n) mod 4 == 3: M_n[3,m,n] is N, with M_n[2,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 1 && (m + n) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{2, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.14-proof-l1124", "§5.5, proof of Theorem 5.14, line 1124",
                            {.statement = "If j = 2k + 1 and i + j = 4ℓ, then M_n[3, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 5, n >= m with n > m + 7 and m mod 2 == 1 and (m + n) mod 4 == 0: M_n[3,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 5, [](std::int64_t m, std::int64_t n) { return n > m + 7 && m % 2 == 1 && (m + n) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{3, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1132", "§5.5, proof of Theorem 5.15, line 1132",
                            {.statement = "M_n[4, 5, 6] ∈ N since M_n[2, 4, 6] ∈ P (Theorem 5.13) is an option.",
                             .reading = "The concrete positions: M_n[4,5,6] is N, with M_n[2,4,6] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 5, 6}, Stacks{2, 4, 6}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1133", "§5.5, proof of Theorem 5.15, line 1133",
                            {.statement = "M_n[4, 5, 7] ∈ N since M_n[1, 4, 7] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[4,5,7] is N, with M_n[1,4,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 5, 7}, Stacks{1, 4, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1134", "§5.5, proof of Theorem 5.15, line 1134",
                            {.statement = "M_n[4, 5, 8] ∈ N since M_n[1, 5, 8] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[4,5,8] is N, with M_n[1,5,8] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 5, 8}, Stacks{1, 5, 8}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1138", "§5.5, proof of Theorem 5.15, line 1138",
                            {.statement = "M_n[4, 5, 2k + 1] ∈ N since M_n[1, 5, 2k + 1] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 4 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,5,2k+1] is N, with M_n[1,5,2k+1] a P-option.",
                             .bound = 13,
                             .cases = 0,
                             .expect = Expect::refutedAt("k=4 (M_n[4,5,9])")}),
              mine3(), true, false, 'k', 4, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 5, 2*k+1}, Stacks{1, 5, 2*k+1}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1139", "§5.5, proof of Theorem 5.15, line 1139",
                            {.statement = "M_n[4, 5, 2k] ∈ N since M_n[1, 4, 2k] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 5 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,5,2k] is N, with M_n[1,4,2k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 5, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 5, 2*k}, Stacks{1, 4, 2*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1140", "§5.5, proof of Theorem 5.15, line 1140",
                            {.statement = "M_n[4, 6, 7] ∈ N since M_n[1, 6, 7] ∈ P (Theorem 5.11) is an option.",
                             .reading = "The concrete positions: M_n[4,6,7] is N, with M_n[1,6,7] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 6, 7}, Stacks{1, 6, 7}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1141", "§5.5, proof of Theorem 5.15, line 1141",
                            {.statement = "M_n[4, 6, 8] ∈ N since M_n[3, 4, 8] ∈ P (Theorem 5.14) is an option.",
                             .reading = "The concrete positions: M_n[4,6,8] is N, with M_n[3,4,8] a P-option.",
                             .bound = 0,
                             .cases = 0}),
              mine3(), true, false, '0', 0, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 6, 8}, Stacks{3, 4, 8}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1145", "§5.5, proof of Theorem 5.15, line 1145",
                            {.statement = "M_n[4, 6, 4k + 1] ∈ N since M_n[2, 4, 4k + 1] ∈ P (Theorem 5.13) is an option. M_n[4, 6, 4k + 2] ∈ N since M_n[1, 6, 4k + 2] ∈ P (Theorem 5.11) is an option. M_n[4, 6, 4k + 3] ∈ N since M_n[2, 6, 4k + 3] ∈ P (Theorem 5.13) is an option.",
                             .reading = "For every k >= 2 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,6,4k+1] is N, with M_n[2,4,4k+1] a P-option; M_n[4,6,4k+2] is N, with M_n[1,6,4k+2] a P-option; M_n[4,6,4k+3] is N, with M_n[2,6,4k+3] a P-option.",
                             .bound = 13,
                             .cases = 0,
                             .expect = Expect::refutedAt("k=2 (M_n[4,6,9], M_n[4,6,10], M_n[4,6,11])")}),
              mine3(), true, false, 'k', 2, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 6, 4*k+1}, Stacks{2, 4, 4*k+1}, {}, 0}, Step{false, Stacks{4, 6, 4*k+2}, Stacks{1, 6, 4*k+2}, {}, 0}, Step{false, Stacks{4, 6, 4*k+3}, Stacks{2, 6, 4*k+3}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1148", "§5.5, proof of Theorem 5.15, line 1148",
                            {.statement = "M_n[4, 6, 4k] ∈ N since M_n[1, 6, 4k] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 3 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,6,4k] is N, with M_n[1,6,4k] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 3, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, 6, 4*k}, Stacks{1, 6, 4*k}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1152", "§5.5, proof of Theorem 5.15, line 1152",
                            {.statement = "M_n[4, j, j + 1] ∈ N since M_n[1, j, j + 1] ∈ P (Theorem 5.11) is an option. M_n[4, j, j + 2] ∈ N since M_n[2, j, j + 2] ∈ P (Theorem 5.13) is an option. M_n[4, j, j + 3] ∈ N since M_n[1, j, j + 3] ∈ P (Theorem 5.11) is an option. M_n[4, j, j + 4] ∈ N since M_n[3, j, j + 4] ∈ P (Theorem 5.14) is an option. M_n[4, j, j + 5] ∈ N since M_n[2, j, j + 5] ∈ P (Theorem 5.13) is an option. M_n[4, j, j + 6] ∈ N since M_n[1, j, j + 6] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every k >= 7 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,k,k+1] is N, with M_n[1,k,k+1] a P-option; M_n[4,k,k+2] is N, with M_n[2,k,k+2] a P-option; M_n[4,k,k+3] is N, with M_n[1,k,k+3] a P-option; M_n[4,k,k+4] is N, with M_n[3,k,k+4] a P-option; M_n[4,k,k+5] is N, with M_n[2,k,k+5] a P-option; M_n[4,k,k+6] is N, with M_n[1,k,k+6] a P-option.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, false, 'k', 7, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{false, Stacks{4, k, k+1}, Stacks{1, k, k+1}, {}, 0}, Step{false, Stacks{4, k, k+2}, Stacks{2, k, k+2}, {}, 0}, Step{false, Stacks{4, k, k+3}, Stacks{1, k, k+3}, {}, 0}, Step{false, Stacks{4, k, k+4}, Stacks{3, k, k+4}, {}, 0}, Step{false, Stacks{4, k, k+5}, Stacks{2, k, k+5}, {}, 0}, Step{false, Stacks{4, k, k+6}, Stacks{1, k, k+6}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1158", "§5.5, proof of Theorem 5.15, line 1158",
                            {.statement = "M_n[4, j, j + 7] ∈ P since the only options are M_n[0, j, j + 7] ∈ N (Theorem 5.8), M_n[1, j, j + 7] ∈ N (Theorem 5.11), M_n[2, j, j + 7] ∈ N (This true since M_n[2, j, j + 5] ∈ P by Theorem 5.13), M_n[3, j, j + 7] ∈ N (Theorem 5.14), M_n[4, j - 4, j + 7] ∈ N (induction), M_n[4, j - 3, j + 7] ∈ N (induction), M_n[4, j - 2, j + 7] ∈ N (induction), M_n[4, j - 1, j + 7] ∈ N (induction), M_n[4, j, j + 3] ∈ N (induction), M_n[4, j, j + 4] ∈ N (induction), M_n[4, j, j + 5] ∈ N (induction), and M_n[4, j, j + 6] ∈ N (induction).",
                             .reading = "For every k >= 7 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,k,k+7] is P, its options exactly M_n[0,k,k+7], M_n[1,k,k+7], M_n[2,k,k+7], M_n[3,k,k+7], M_n[4,k-4,k+7], M_n[4,k-3,k+7], M_n[4,k-2,k+7], M_n[4,k-1,k+7], M_n[4,k,k+3], M_n[4,k,k+4], M_n[4,k,k+5], M_n[4,k,k+6], each N; M_n[2,k,k+7] is N, with M_n[2,k,k+5] a P-option.",
                             .bound = 13,
                             .cases = 0,
                             .expect = Expect::refutedAt("k=7 (M_n[4,7,14], M_n[2,7,14])")}),
              mine3(), true, false, 'k', 7, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{4, k, k+7}, Stacks{}, {Stacks{0, k, k+7}, Stacks{1, k, k+7}, Stacks{2, k, k+7}, Stacks{3, k, k+7}, Stacks{4, k-4, k+7}, Stacks{4, k-3, k+7}, Stacks{4, k-2, k+7}, Stacks{4, k-1, k+7}, Stacks{4, k, k+3}, Stacks{4, k, k+4}, Stacks{4, k, k+5}, Stacks{4, k, k+6}}, 1}, Step{false, Stacks{2, k, k+7}, Stacks{2, k, k+5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1158-legal", "§5.5, proof of Theorem 5.15, line 1158",
                            {.statement = "M_n[4, j, j + 7] ∈ P since the only options are M_n[0, j, j + 7] ∈ N (Theorem 5.8), M_n[1, j, j + 7] ∈ N (Theorem 5.11), M_n[2, j, j + 7] ∈ N (This true since M_n[2, j, j + 5] ∈ P by Theorem 5.13), M_n[3, j, j + 7] ∈ N (Theorem 5.14), M_n[4, j - 4, j + 7] ∈ N (induction), M_n[4, j - 3, j + 7] ∈ N (induction), M_n[4, j - 2, j + 7] ∈ N (induction), M_n[4, j - 1, j + 7] ∈ N (induction), M_n[4, j, j + 3] ∈ N (induction), M_n[4, j, j + 4] ∈ N (induction), M_n[4, j, j + 5] ∈ N (induction), and M_n[4, j, j + 6] ∈ N (induction).",
                             .reading = "For every k >= 7 (positions written with the stacks in increasing order; others skipped, and positions with two equal stacks, not MINE positions): M_n[4,k,k+7] is P, its options exactly M_n[0,k,k+7], M_n[1,k,k+7], M_n[2,k,k+7], M_n[3,k,k+7], M_n[4,k-4,k+7], M_n[4,k-3,k+7], M_n[4,k-2,k+7], M_n[4,k-1,k+7], M_n[4,k,k+3], M_n[4,k,k+4], M_n[4,k,k+5], M_n[4,k,k+6], each N; M_n[2,k,k+7] is N, with M_n[2,k,k+5] a P-option. Alternative reading: listed positions with two equal stacks (not MINE positions) are left out of the list.",
                             .bound = 13,
                             .cases = 0}),
              mine3(), true, true, 'k', 7, [](std::int64_t, std::int64_t) { return true; },
              [](std::int64_t k, std::int64_t) { return std::vector<Step>{Step{true, Stacks{4, k, k+7}, Stacks{}, {Stacks{0, k, k+7}, Stacks{1, k, k+7}, Stacks{2, k, k+7}, Stacks{3, k, k+7}, Stacks{4, k-4, k+7}, Stacks{4, k-3, k+7}, Stacks{4, k-2, k+7}, Stacks{4, k-1, k+7}, Stacks{4, k, k+3}, Stacks{4, k, k+4}, Stacks{4, k, k+5}, Stacks{4, k, k+6}}, 1}, Step{false, Stacks{2, k, k+7}, Stacks{2, k, k+5}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1159", "§5.5, proof of Theorem 5.15, line 1159",
                            {.statement = "If i = j + 4k, then M_n[4, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 7, n >= m with n > m + 7 and (n - m) mod 4 == 0: M_n[4,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 7, [](std::int64_t m, std::int64_t n) { return n > m + 7 && (n - m) % 4 == 0; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{4, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1161", "§5.5, proof of Theorem 5.15, line 1161",
                            {.statement = "If i = j + 4k + 1, then M_n[4, j, i] ∈ N since M_n[2, j, i] ∈ P (Theorem 5.13) is an option.",
                             .reading = "For every m >= 7, n >= m with n > m + 7 and (n - m) mod 4 == 1: M_n[4,m,n] is N, with M_n[2,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 7, [](std::int64_t m, std::int64_t n) { return n > m + 7 && (n - m) % 4 == 1; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{4, m, n}, Stacks{2, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1162", "§5.5, proof of Theorem 5.15, line 1162",
                            {.statement = "If i = j + 4k + 2, then M_n[4, j, i] ∈ N since M_n[1, j, i] ∈ P (Theorem 5.11) is an option.",
                             .reading = "For every m >= 7, n >= m with n > m + 7 and (n - m) mod 4 == 2: M_n[4,m,n] is N, with M_n[1,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 7, [](std::int64_t m, std::int64_t n) { return n > m + 7 && (n - m) % 4 == 2; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{4, m, n}, Stacks{1, m, n}, {}, 0}}; });
    lineClaim(registry, papers::mullen2016.info("thm5.15-proof-l1163", "§5.5, proof of Theorem 5.15, line 1163",
                            {.statement = "If i = j + 4k + 3, then M_n[4, j, i] ∈ N since M_n[3, j, i] ∈ P (Theorem 5.14) is an option.",
                             .reading = "For every m >= 7, n >= m with n > m + 7 and (n - m) mod 4 == 3: M_n[4,m,n] is N, with M_n[3,m,n] a P-option.",
                             .bound = 36,
                             .cases = 0}),
              mine3(), true, false, '2', 7, [](std::int64_t m, std::int64_t n) { return n > m + 7 && (n - m) % 4 == 3; },
              [](std::int64_t m, std::int64_t n) { return std::vector<Step>{Step{false, Stacks{4, m, n}, Stacks{3, m, n}, {}, 0}}; });
}

}  // namespace gameaudit::mullen2016
