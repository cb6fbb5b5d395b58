// The engine against tests/cgt/data/brute_force_sums.txt: sums whose outcomes and values were
// found by plain game-tree search in a separate program (brute_force_sums.py) that shares no
// code with the engine, read like MCGS's test files. Two lines are deliberately wrong and must
// be reported as mismatches.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "cgt/game.hpp"
#include "cgt/sum_outcome.hpp"

using gameaudit::cgt::Game;
using gameaudit::cgt::Nus;

namespace {

std::string trim(std::string s) {
    s.erase(0, s.find_first_not_of(' '));
    s.erase(s.find_last_not_of(' ') + 1);
    return s;
}

// The sum's terms, written "a + b + c" (no term holds " + ").
std::vector<Game> terms(const std::string& sum) {
    std::vector<Game> parts;
    for (std::size_t from = 0;;) {
        const std::size_t plus = sum.find(" + ", from);
        parts.push_back(Game::parse(sum.substr(from, plus - from)));
        if (plus == std::string::npos) return parts;
        from = plus + 3;
    }
}

// Whether the engine agrees with the line's expectation; throws on a malformed line.
bool agrees(const std::string& sum, const std::string& outcome, const std::string& value) {
    Game g = Game::parse(sum);
    if (std::string(name(g.outcome())) != outcome) return false;
    auto v = g.nus();
    if (value == "-") {  // the search found no x + u.^ + *m with x in eighths of [-6, 6], |u| <= 3, m <= 7
        bool inGrid = v && v->x.exponent() <= 3 && v->x <= gameaudit::cgt::Dyadic(6) &&
                      v->x >= gameaudit::cgt::Dyadic(-6) && v->ups >= -3 && v->ups <= 3 && v->nim <= 7;
        return !inGrid;
    }
    std::istringstream in(value);
    std::string x;
    long long u;
    unsigned m;
    in >> x >> u >> m;
    return v && *v == Nus{*Game::parse(x).number(), u, m};
}

}  // namespace

TEST_CASE("sums judged by an independent brute-force search") {
    std::ifstream file(std::string(GAMEAUDIT_SOURCE_DIR) + "/tests/cgt/data/brute_force_sums.txt");
    REQUIRE(file);
    int checked = 0, planted = 0, plantedCaught = 0;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') continue;
        bool wrongOnPurpose = line[0] == '!';
        if (wrongOnPurpose) line.erase(0, 1);
        auto a = line.find(';'), b = line.find(';', a + 1);
        REQUIRE(b != std::string::npos);
        std::string sum = trim(line.substr(0, a)), outcome = trim(line.substr(a + 1, b - a - 1)),
                    value = trim(line.substr(b + 1));
        INFO(line);
        if (wrongOnPurpose) {
            ++planted;
            plantedCaught += !agrees(sum, outcome, value);
        } else {
            CHECK(agrees(sum, outcome, value));
            ++checked;
        }
    }
    CHECK(checked >= 150);
    CHECK(planted == 2);
    CHECK(plantedCaught == planted);
}


TEST_CASE("a sum's outcome searched over its parts agrees with the independent brute-force search") {
    std::ifstream file(std::string(GAMEAUDIT_SOURCE_DIR) + "/tests/cgt/data/brute_force_sums.txt");
    REQUIRE(file);
    int checked = 0, planted = 0, plantedCaught = 0;
    for (std::string line; std::getline(file, line);) {
        if (line.empty() || line[0] == '#') continue;
        const bool wrongOnPurpose = line[0] == '!';
        if (wrongOnPurpose) line.erase(0, 1);
        const auto a = line.find(';'), b = line.find(';', a + 1);
        REQUIRE(b != std::string::npos);
        const std::string outcome = trim(line.substr(a + 1, b - a - 1));
        INFO(line);
        const std::string searched(name(gameaudit::cgt::sumOutcome(terms(trim(line.substr(0, a))))));
        if (wrongOnPurpose) {
            ++planted;
            plantedCaught += searched != outcome;
        } else {
            CHECK(searched == outcome);
            ++checked;
        }
    }
    CHECK(checked >= 150);
    CHECK(planted == 2);
    CHECK(plantedCaught == planted);  // both planted lines give a wrong outcome
}
