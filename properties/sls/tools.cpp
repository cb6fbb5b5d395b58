// The `sls` solve game, the report's Theorem 5.4 scaling table, and v1 Remark 2.11 ("an extra chip
// never hurts"), which also audits the oracle's two rule sets against each other.
#include <cstdlib>

#include <fmt/format.h>

#include "api/game.hpp"
#include "core/errors.hpp"
#include "oracles/sls/compact_table.hpp"
#include "oracles/sls/endgame_game.hpp"
#include "properties/sls/conditions.hpp"
#include "properties/sls/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::sls {
namespace {

const char* kNotation =
    "B(m_b,m_r) R(n_b,n_r) [piles] X — Blue holds m_b blue and m_r red chips, Red n_b blue and n_r red; each "
    "pile is written bottom to top with b/r (colours alternate), _ for an empty pile; X (B or R) is the active "
    "player. Example: \"B(2,1) R(0,3) [_ _ b r rbr brbr] B\"";

// Theorem 5.4 on every state with n chips, from fresh compact tables. No timings: the report
// must be deterministic; benchmarks/sls_theorem54.cpp measures the cost.
std::string scalingTable() {
    int chips = 14;
    if (const char* env = std::getenv("GAMEAUDIT_SLS_FIGURE_CHIPS")) chips = std::atoi(env);
    if (chips < 0 || chips > kMaxCount) throw InputError("GAMEAUDIT_SLS_FIGURE_CHIPS must be in 0.." + std::to_string(kMaxCount));
    std::string out =
        "Theorem 5.4 (both parts) checked on every state with B to play, by total chip count n "
        "(all k <= max(n,1) piles; more piles only copy k = n). Rules: no voluntary discards/donations "
        "(sls-v2/thm5.4a-placements); the full rules agree (sls-v1/rem2.11-alt).\n\n"
        "| chips n | states | table states (cumulative, either player to move) | formula wrong | Σ fails |\n"
        "|---:|---:|---:|---:|---:|\n";
    CompactOracle best(Rules::Placements);
    CompactStrategy sigmaTable(Rules::Placements, sigmaMoves(Rules::Placements));
    best.solveUpTo(chips);
    sigmaTable.solveUpTo(chips);
    int largestClean = -1;
    for (int n = 0; n <= chips; ++n) {
        long states = 0, wrong = 0, sigmaFails = 0;
        for (int k = 1; k <= std::max(1, n); ++k)
            forEachState(n, k, Blue, [&](const State& s) {
                ++states;
                Quantities q = quantities(s);
                const Colour claimed = conditions::theorem54(q) ? Blue : Red;
                const Colour w = best.winner(s);
                wrong += w != claimed;
                sigmaFails += !sigmaTable.wins(s, w);
                return true;
            });
        if (wrong == 0 && sigmaFails == 0 && largestClean == n - 1) largestClean = n;
        out += fmt::format("| {} | {} | {} | {} | {} |\n", n, states, StateIndex::count(n), wrong, sigmaFails);
    }
    out += fmt::format("\nLargest total chip count with Theorem 5.4 checked on every state in this run: **{}** "
                       "(raise it with GAMEAUDIT_SLS_FIGURE_CHIPS, or `gameaudit check sls-v2/thm5.4a-placements --bound N`).\n",
                       largestClean);
    return out;
}

ClaimInfo remark(std::string id, std::string reading, std::int64_t bound) {
    return endgameClaim(papers::sls_v1, std::move(id), "§2.2, Remark 2.11",
                        "We cannot know with certainty what moves the losing player will make. Throughout this section, we "
                        "assume the losing player will keep in their hand as many chips as possible, discarding only one "
                        "chip of the opposing player's color when necessary. This creates an upper bound on the number of "
                        "chips in the player's possession. Intuitively, if a player loses with the most chips possible in "
                        "their hands, they will certainly lose if they had less.",
                        std::move(reading), bound);
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(solverFor(EndgameGame{oracle}, "sls", kNotation));
    registry.add(Figure{.paper = "sls-v2",
                        .file = "sls-theorem54-scaling.md",
                        .title = "So Long Sucker: Theorem 5.4 checked on every state, by chip count",
                        .caption = "States per total chip count and the compact table's size (fresh tables); the cost per chip "
                                   "count is measured by bench_sls_theorem54.",
                        .markdown = scalingTable});

    // by hand: compares a state's winner with its winners given one chip more; the builders judge one position
    Property<State> monotone;
    monotone.domain = states(BoardType::General);
    monotone.predicate = [](const State& state) {
        const State s = turnStart(state, Rules::Full);
        EndgameOracle& o = oracle(Rules::Full);
        for (Colour p : {Blue, Red}) {
            if (o.winner(s) != p) continue;
            for (Colour c : {Blue, Red}) {
                State more = s;
                ++more.hand[p][c];
                if (o.winner(more) != p)
                    return Judgement::fail(winText(p) + " with one more " + std::string(1, letter(c)) + " chip",
                                           winText(other(p)) + " from " + show(more),
                                           "without it, " + o.line(s) + "; with it, " + o.line(more));
            }
        }
        return Judgement::pass();
    };
    monotone.admit = [](std::int64_t bound) { solveTables(bound + 1, {Rules::Full}); };  // one chip more
    registry.add(claim(remark("rem2.11", "Read as monotonicity under the full rules: if a player wins a state, they still win "
                                         "it holding one more chip of either colour (so a losing player with fewer chips "
                                         "still loses). Every state with B to play, by total chips then piles; the table is solved one "
                                         "chip deeper than the bound, for the states with the extra chip.",
                              14),
                       monotone));

    // by hand: compares one state's winners under two rule sets (full, placements only); the builders use one oracle
    Property<State> agree;
    agree.domain = states(BoardType::General);
    agree.predicate = [](const State& s) {
        const Colour full = oracle(Rules::Full).winner(turnStart(s, Rules::Full)), bare = oracle(Rules::Placements).winner(s);
        if (full == bare) return Judgement::pass();
        return Judgement::fail(winText(bare) + " (voluntary discards and donations never matter)",
                               winText(full) + " under the full rules",
                               "full rules: " + oracle(Rules::Full).line(turnStart(s, Rules::Full)) + "; without them: " + oracle(Rules::Placements).line(s));
    };
    agree.admit = [](std::int64_t bound) { solveTables(bound, {Rules::Full, Rules::Placements}); };
    registry.add(claim(remark("rem2.11-alt", "Alternative reading (v2 keeps the Donation and Discarding Rules): a player never "
                                             "gains by discarding or donating prisoners, so every state has the same winner "
                                             "under the full rules as when no voluntary discard or donation is ever made. "
                                             "This also licenses the sls-v2/*-placements checks, so it is checked to their depth: 16 chips "
                                             "by default, and with the same --bound for deeper runs. Random states are drawn at most 4 chips "
                                             "above the tables, since placements keep the chip count and a search far above the "
                                             "table spans a whole lattice of hands and boards.",
                              16),
                       agree));
}

}  // namespace gameaudit::sls
