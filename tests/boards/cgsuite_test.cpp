// Domineering, Clobber, Toppling Dominoes and Kayles (examples/boards/games.hpp) against the
// expectations MCGS ships, most of them CGSuite's (tests/boards/data/README.md): the outcome for
// Black (Left) and for White (Right) moving first, and the nim-value of impartial cases. The
// games' values come from the API's oracle (canonical forms summed over regions, Grundy values
// xored); the smaller files are also solved by a plain search of whole boards, which neither
// splits a board nor uses the CGT engine. Every file but Domineering's 7x7 boards of 15 stones,
// which GAMEAUDIT_BOARDS_ALL=1 adds.
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <string>
#include <unordered_map>

#include "examples/boards/games.hpp"
#include "tests/boards/mcgs.hpp"

using namespace gameaudit;
using gameaudit::testing::McgsCase;
using gameaudit::testing::readMcgs;

namespace {

const std::string kData = GAMEAUDIT_SOURCE_DIR "/tests/boards/data/";

bool everyFile() {
    const char* all = std::getenv("GAMEAUDIT_BOARDS_ALL");
    return all && std::string(all) == "1";
}

// Whether the player moving first wins, by a plain search of whole boards: no regions, no CGT.
struct WholeSearch {
    PartizanGame<Board> game;
    std::unordered_map<Board, bool> leftFirst, rightFirst;

    bool wins(const Board& b, bool left) {
        auto& memo = left ? leftFirst : rightFirst;
        if (auto it = memo.find(b); it != memo.end()) return it->second;
        bool win = false;
        for (const Board& o : left ? game.leftOptions(b) : game.rightOptions(b))
            if (!wins(o, !left)) {
                win = true;
                break;
            }
        return memo[b] = win;
    }
};

// The Grundy value of a whole board: the mex of its options', no regions.
struct WholeGrundy {
    const ImpartialGame<Board>* game;
    std::unordered_map<Board, unsigned> memo;

    unsigned grundy(const Board& b) {
        if (auto it = memo.find(b); it != memo.end()) return it->second;
        std::vector<unsigned> values;
        for (const Board& o : game->options(b)) values.push_back(grundy(o));
        return memo[b] = mex(values);
    }
};

struct Subject {
    std::function<Board(const std::string&)> read;  // one part of a sum
    char blank;
    const PartizanGame<Board>* partizan;  // null for an impartial game
    const ImpartialGame<Board>* impartial;
};

struct Tally {
    int cases = 0, outcomes = 0, nimValues = 0, whole = 0;
};

// The values of a board's regions, for a failure's message (INFO is built even when nothing fails,
// and the canonical form of a whole sum can be far larger than its parts').
std::string partValues(const Subject& s, const Board& b) {
    std::string out;
    for (const Board& region : board::regions(b, s.blank))
        out += (out.empty() ? "" : " + ") + s.partizan->value(region).str();
    return out;
}

// Checks every case of a file, and with the plain search of whole boards too those of at most
// `whole` cells that are not blank (it searches every order of moves of the regions). With
// `searchOnly`, the outcomes of a partizan game come from that search alone, no canonical forms:
// for boards whose values are beyond the CGT engine (dense Clobber boards of 20 stones).
Tally checkFile(const std::string& file, const Subject& s, int whole = 0, bool searchOnly = false) {
    Tally tally;
    std::optional<WholeSearch> search;
    std::optional<WholeGrundy> mexes;
    if (s.partizan) search.emplace(WholeSearch{*s.partizan, {}, {}});
    mexes.emplace(WholeGrundy{s.impartial, {}});
    for (const McgsCase& c : readMcgs(kData + file)) {
        std::vector<Board> parts;
        for (const auto& p : c.parts) parts.push_back(s.read(p.position));
        const Board b = parts.empty() ? Board{1, 1, std::string(1, s.blank)} : board::beside(parts, s.blank);
        const bool impartial = !s.partizan || (!c.parts.empty() && c.parts[0].impartial) || c.nimValue;
        INFO(c.where() << ": " << board::show(b) << (impartial ? " (impartial)" : ""));
        ++tally.cases;
        const bool small = searchOnly || std::count_if(b.cells.begin(), b.cells.end(), [&s](char x) { return x != s.blank; }) <= whole;
        if (impartial) {
            const unsigned g = s.impartial->grundy(b);
            if (c.nimValue) {
                CHECK(g == *c.nimValue);
                ++tally.nimValues;
            }
            if (c.blackWins) {
                CHECK(*c.blackWins == (g != 0));
                ++tally.outcomes;
            }
            if (c.whiteWins) {
                CHECK(*c.whiteWins == (g != 0));
                ++tally.outcomes;
            }
            if (small) {
                CHECK(mexes->grundy(b) == g);
                ++tally.whole;
            }
        } else {
            if (searchOnly) {
                const bool left = search->wins(b, true), right = search->wins(b, false);
                if (c.blackWins) CHECK(*c.blackWins == left);
                if (c.whiteWins) CHECK(*c.whiteWins == right);
                tally.outcomes += c.blackWins.has_value() + c.whiteWins.has_value();
                ++tally.whole;
                continue;
            }
            const Outcome o = s.partizan->outcome(b);
            const bool left = o == Outcome::L || o == Outcome::N, right = o == Outcome::R || o == Outcome::N;
            const bool agrees = (!c.blackWins || *c.blackWins == left) && (!c.whiteWins || *c.whiteWins == right);
            INFO((agrees ? std::string() : "values of the parts: " + partValues(s, b)));
            if (c.blackWins) {
                CHECK(*c.blackWins == left);
                ++tally.outcomes;
            }
            if (c.whiteWins) {
                CHECK(*c.whiteWins == right);
                ++tally.outcomes;
            }
            if (small) {
                CHECK(search->wins(b, true) == left);
                CHECK(search->wins(b, false) == right);
                ++tally.whole;
            }
        }
    }
    return tally;
}

// MCGS writes Domineering and Clobber boards as we do; a Kayles heap as its number of pins.
Board grid(const std::string& text, const BoardKind& kind) { return board::parse(text, kind.cells, kind.strips); }
const Subject domineeringSubject{[](const std::string& t) { return grid(t, boardgames::domineeringBoards); }, '#',
                                 &boardgames::domineering, &boardgames::cram};
const Subject clobberSubject{[](const std::string& t) { return grid(t, boardgames::clobberBoards); }, '.', &boardgames::clobber,
                             &boardgames::impartialClobber};
const Subject dominoSubject{[](const std::string& t) { return grid(t, boardgames::dominoRows); }, '.',
                            &boardgames::topplingDominoes, &boardgames::impartialTopplingDominoes};
const Subject kaylesSubject{[](const std::string& t) { return Board{1, std::stoi(t), std::string(std::stoul(t), 'X')}; },
                            '.', nullptr, &boardgames::kayles};

void report(const std::string& what, const Tally& t) {
    WARN(what << ": " << t.cases << " cases, " << t.outcomes << " outcomes and " << t.nimValues
              << " nim-values compared, " << t.whole << " also by the whole-board search");
}

}  // namespace

TEST_CASE("Domineering and Cram agree with CGSuite", "[boards][cgsuite]") {
    Tally t;
    auto add = [&t](Tally u) {
        t.cases += u.cases, t.outcomes += u.outcomes, t.nimValues += u.nimValues, t.whole += u.whole;
    };
    add(checkFile("domineering_autotests/4x4_easy.test", domineeringSubject, 16));
    add(checkFile("domineering_autotests/4x4_easy_imp.test", domineeringSubject, 16));
    for (std::string f : {"6x6", "6x6_imp", "7x7_20_stones", "7x7_20_stones_imp"})
        add(checkFile("domineering_autotests/" + f + ".test", domineeringSubject));
    if (everyFile())
        for (std::string f : {"7x7_15_stones", "7x7_15_stones_imp"})
            add(checkFile("domineering_autotests/" + f + ".test", domineeringSubject));
    report("domineering", t);
}

TEST_CASE("Clobber and impartial Clobber agree with CGSuite and MCGS", "[boards][cgsuite]") {
    Tally t;
    auto add = [&t](Tally u) {
        t.cases += u.cases, t.outcomes += u.outcomes, t.nimValues += u.nimValues, t.whole += u.whole;
    };
    for (std::string f : {"clobber_dai_chen_easy", "clobber_nxn_alternating_imp",
                          "clobber_rectangle_alternating_imp", "clobber_from_1xn_le_2_moves", "clobber_from_1xn_le_4_moves", "clobber_from_1xn_le_6_moves"})
        add(checkFile("clobber_autotests/" + f + ".test", clobberSubject, 12));
    for (std::string f : {"clobber_1xn_dai_chen_easy", "clobber_1xn_le_2_moves", "clobber_1xn_le_4_moves",
                          "clobber_1xn_le_6_moves"})
        add(checkFile("clobber_1xn_autotests/" + f + ".test", clobberSubject, 12));
    for (std::string f : {"clobber_nxn_alternating", "clobber_from_1xn_le_8_moves", "clobber_from_1xn_le_10_moves",
                          "clobber_from_1xn_le_12_moves", "clobber_from_1xn_le_14_moves", "clobber_from_1xn_le_2-14_imp_easy"})
        add(checkFile("clobber_autotests/" + f + ".test", clobberSubject));
    for (std::string f : {"clobber_1xn_le_8_moves", "clobber_1xn_le_10_moves", "clobber_1xn_le_12_moves",
                          "clobber_1xn_le_14_moves", "clobber_1xn_le_2-14_imp_easy"})
        add(checkFile("clobber_1xn_autotests/" + f + ".test", clobberSubject));
    for (std::string f : {"clobber_rectangle_alternating", "clobber_random_filled1", "clobber_random_filled2"})
        add(checkFile("clobber_autotests/" + f + ".test", clobberSubject, 0, true));
    report("clobber", t);
}

TEST_CASE("Toppling Dominoes and its impartial version agree with CGSuite", "[boards][cgsuite]") {
    Tally t;
    auto add = [&t](Tally u) {
        t.cases += u.cases, t.outcomes += u.outcomes, t.nimValues += u.nimValues, t.whole += u.whole;
    };
    add(checkFile("toppling_dominoes_autotests/td_10.test", dominoSubject, 16));
    add(checkFile("toppling_dominoes_autotests/td_10_imp.test", dominoSubject, 16));
    for (std::string f : {"td_20", "td_20_imp", "td_3x10", "td_3x10_imp", "td_30", "td_30_imp", "td_40", "td_40_imp",
                          "td_3x20", "td_3x20_imp"})
        add(checkFile("toppling_dominoes_autotests/" + f + ".test", dominoSubject));
    report("toppling dominoes", t);
}

TEST_CASE("Kayles on strips of pins agrees with CGSuite and with the octal game 0.77", "[boards][cgsuite]") {
    Tally t = checkFile("kayles_autotests/kayles_bw_easy.test", kaylesSubject, 16);
    Tally u = checkFile("kayles_autotests/kayles_imp_easy.test", kaylesSubject);
    t.cases += u.cases, t.outcomes += u.outcomes, t.nimValues += u.nimValues;
    report("kayles", t);
    // Another model of the same rules: the take-and-break code 0.77, its heaps valued by the
    // nim-sequence, against strips of pins split into rows by the board's regions.
    const OctalGame octal{"kayles", "K", "0.77"};
    for (int n = 0; n <= 40; ++n) {
        const Board strip{1, std::max(n, 1), n ? std::string(n, 'X') : "."};
        CHECK(boardgames::kayles.grundy(strip) == octal.grundy(n));
    }
}

// One file, named by GAMEAUDIT_MCGS_FILE (e.g. clobber_autotests/clobber_random_filled2.test), with
// the subject its folder names: `build/test_boards "[.mcgs-file]"` (GAMEAUDIT_MCGS_SEARCH_ONLY=1:
// partizan outcomes by the whole-board search alone).
TEST_CASE("the MCGS file named by GAMEAUDIT_MCGS_FILE", "[.mcgs-file]") {
    const char* file = std::getenv("GAMEAUDIT_MCGS_FILE");
    REQUIRE(file);
    const std::string f = file;
    const Subject& s = f.rfind("domineering", 0) == 0 ? domineeringSubject
                       : f.rfind("clobber", 0) == 0   ? clobberSubject
                       : f.rfind("toppling", 0) == 0  ? dominoSubject
                                                      : kaylesSubject;
    const char* search = std::getenv("GAMEAUDIT_MCGS_SEARCH_ONLY");
    report(f, checkFile(f, s, 0, search && std::string(search) == "1"));
}
