// The CGT engine's sums against CGSuite's outcomes (MCGS's basic_cgt_autotests/random_cgt_games1):
// sums of 20 integers, dyadic rationals, nimbers, switches {a|b} and up-star multiples. (The
// impartial files are left out: the impartial version of a value depends on the form MCGS builds
// for it, not on the value.)
#include <catch2/catch.hpp>

#include <bit>
#include <regex>

#include "cgt/game.hpp"
#include "tests/boards/mcgs.hpp"

using gameaudit::cgt::Dyadic;
using gameaudit::cgt::Game;
using gameaudit::cgt::Nus;

namespace {

// "p/q" with q a power of two, unreduced as MCGS writes it ("-48/4").
Dyadic fraction(const std::string& text) {
    const auto slash = text.find('/');
    const long long p = std::stoll(text.substr(0, slash)), q = std::stoll(text.substr(slash + 1));
    REQUIRE(std::has_single_bit(static_cast<unsigned long long>(q)));
    return Dyadic(p, static_cast<unsigned>(std::countr_zero(static_cast<unsigned long long>(q))));
}

Game read(const std::string& game, const std::string& text) {
    static const std::regex switchGame(R"(\(\s*(-?\d+/\d+)\s*,\s*(-?\d+/\d+)\s*\))"), upStar(R"(\(\s*(-?\d+)\s*(\*?)\s*\))"),
        rational(R"(\(\s*(-?\d+/\d+)\s*\))");
    std::smatch m;
    if (game == "integer_game") return Game::integer(std::stoll(text));
    if (game == "nimber") return Game::nimber(static_cast<unsigned>(std::stoul(text)));
    if (game == "dyadic_rational" && std::regex_match(text, m, rational)) return Game::number(fraction(m[1]));
    if (game == "switch_game" && std::regex_match(text, m, switchGame))
        return Game::of({Game::number(fraction(m[1]))}, {Game::number(fraction(m[2]))});
    if (game == "up_star" && std::regex_match(text, m, upStar))
        return Game::of(Nus{Dyadic(0), std::stoll(m[1]), m[2].length() ? 1u : 0u});
    FAIL("cannot read [" << game << "] " << text);
    return Game();
}

}  // namespace

TEST_CASE("sums of numbers, nimbers, switches and up-stars have CGSuite's outcomes", "[boards][cgsuite][cgt]") {
    int checked = 0;
    for (const auto& c : gameaudit::testing::readMcgs(GAMEAUDIT_SOURCE_DIR "/tests/boards/data/basic_cgt_autotests/random_cgt_games1.test")) {
        Game sum = Game::integer(0);
        for (const auto& part : c.parts) sum += read(part.game, part.position);
        INFO(c.where() << ": " << sum.str());
        REQUIRE((c.blackWins && c.whiteWins));
        const auto o = sum.outcome();
        CHECK(*c.blackWins == (o == gameaudit::Outcome::L || o == gameaudit::Outcome::N));
        CHECK(*c.whiteWins == (o == gameaudit::Outcome::R || o == gameaudit::Outcome::N));
        ++checked;
    }
    CHECK(checked == 6);
}
