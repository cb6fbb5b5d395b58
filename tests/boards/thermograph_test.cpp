// Thermographs (cgt/thermograph.hpp) of Domineering positions against CGSuite 2.2's (MCGS's
// thermographs/ file), and every thermograph against the definition it is computed by: below the
// temperature, Left's wall is the best of Left's options' right walls cooled (minus t) and Right's
// the best of Right's options' left walls (plus t); a number m/2^k is its two options cooled
// until -1/2^k, an integer a mast from t = -1.
#include <catch2/catch.hpp>
#include <rapidcheck/catch.h>

#include <regex>

#include "cgt/thermograph.hpp"
#include "examples/boards/games.hpp"
#include "oracles/cgt/forms.hpp"
#include "tests/boards/mcgs.hpp"

using namespace gameaudit;
using cgt::Dyadic;
using cgt::Game;

namespace {

// "(2, -1) (2, -1/2) (3/4, 3/4)": the wall's corners (x, t) from t = -1 up, then the mast.
std::vector<std::pair<double, double>> corners(const std::string& text) {
    std::vector<std::pair<double, double>> out;
    auto number = [](const std::string& s) {
        const auto slash = s.find('/');
        return slash == std::string::npos ? std::stod(s) : std::stod(s.substr(0, slash)) / std::stod(s.substr(slash + 1));
    };
    static const std::regex corner(R"(\(\s*([-0-9/]+)\s*,\s*([-0-9/]+)\s*\))");
    for (std::sregex_iterator it(text.begin(), text.end(), corner), end; it != end; ++it)
        out.push_back({number((*it)[1]), number((*it)[2])});
    return out;
}

// The wall through the corners, at t: linear between them, the last corner's x above it.
double through(const std::vector<std::pair<double, double>>& c, double t) {
    for (std::size_t i = 0; i + 1 < c.size(); ++i)
        if (t <= c[i + 1].second)
            return c[i].first + (c[i + 1].first - c[i].first) * (t - c[i].second) / (c[i + 1].second - c[i].second);
    return c.back().first;
}

// Every sample t = -1 + j/64 up to the temperature + 1.
std::vector<Dyadic> samples(const Dyadic& temperature) {
    std::vector<Dyadic> ts;
    for (Dyadic t(-1); t <= temperature + Dyadic(1); t = t + Dyadic(1, 6)) ts.push_back(t);
    return ts;
}

// The thermograph against its definition, from its options' thermographs.
void checkDefinition(Game g) {
    INFO(g.str());
    const auto th = cgt::thermograph(g);
    if (auto x = g.number(); x && x->isInteger()) {
        CHECK(th.temperature == Dyadic(-1));
        for (const Dyadic& t : samples(Dyadic(0))) CHECK((th.left.at(t) == *x && th.right.at(t) == *x));
        return;
    }
    for (const Dyadic& t : samples(th.temperature)) {
        INFO("t = " << t.str());
        if (t >= th.temperature) {
            CHECK(th.left.at(t) == th.mean);
            CHECK(th.right.at(t) == th.mean);
            continue;
        }
        std::optional<Dyadic> left, right;
        for (Game o : g.left()) {
            const Dyadic w = cgt::thermograph(o).right.at(t) - t;
            if (!left || w > *left) left = w;
        }
        for (Game o : g.right()) {
            const Dyadic w = cgt::thermograph(o).left.at(t) + t;
            if (!right || w < *right) right = w;
        }
        REQUIRE((left && right));
        CHECK(th.left.at(t) == *left);
        CHECK(th.right.at(t) == *right);
        CHECK(*left > *right);  // not yet met
    }
}

}  // namespace

TEST_CASE("thermographs of Domineering positions agree with CGSuite's", "[boards][cgsuite][thermograph]") {
    int compared = 0;
    for (const auto& c : gameaudit::testing::readMcgs(GAMEAUDIT_SOURCE_DIR "/tests/boards/data/thermographs/domineering_4x4_therm.test")) {
        REQUIRE(c.parts.size() == 1);
        const Board b = board::parse(c.parts[0].position, boardgames::domineeringBoards.cells);
        const Game g = boardgames::domineering.value(b);
        const auto th = cgt::thermograph(g);
        INFO(c.where() << ": " << board::show(b) << " = " << g.str() << ", CGSuite's " << c.thermograph);
        const auto l = c.thermograph.find("L:"), r = c.thermograph.find("R:");
        REQUIRE((l != std::string::npos && r != std::string::npos));
        const auto leftWall = corners(c.thermograph.substr(l, r - l)), rightWall = corners(c.thermograph.substr(r));
        REQUIRE((!leftWall.empty() && !rightWall.empty()));
        CHECK(th.mean.toDouble() == leftWall.back().first);
        CHECK(th.mean.toDouble() == rightWall.back().first);
        CHECK(th.temperature.toDouble() == std::max(leftWall.back().second, rightWall.back().second));
        for (const Dyadic& t : samples(th.temperature)) {
            INFO("t = " << t.str());
            CHECK(th.left.at(t).toDouble() == through(leftWall, t.toDouble()));
            CHECK(th.right.at(t).toDouble() == through(rightWall, t.toDouble()));
        }
        ++compared;
    }
    CHECK(compared == 10);
}

TEST_CASE("a fraction has walls that part below its temperature as its options cooled", "[boards][thermograph]") {
    // 1/2 = {0|1}: Left's wall 0 - t, Right's 1 + t, meeting at t = -1/2.
    const auto half = cgt::thermograph(Game::parse("1/2"));
    CHECK(half.temperature == Dyadic(-1, 1));
    CHECK(half.left.at(Dyadic(-1)) == Dyadic(1));
    CHECK(half.right.at(Dyadic(-1)) == Dyadic(0));
    CHECK(half.left.at(Dyadic(-3, 2)) == Dyadic(3, 2));
    CHECK(half.right.at(Dyadic(-3, 2)) == Dyadic(1, 2));
    // 3/2 = 1 + 1/2, and -5/4.
    CHECK(cgt::thermograph(Game::parse("3/2")).left.at(Dyadic(-1)) == Dyadic(2));
    CHECK(cgt::temperature(Game::parse("3/2")) == Dyadic(-1, 1));
    CHECK(cgt::temperature(Game::parse("-5/4")) == Dyadic(-1, 2));
    for (const char* g : {"0", "3", "-2", "1/2", "3/2", "-5/4", "7/8", "1/2 + *", "1/2 + ^", "3/4 + v*",
                          "1/2 + ^3", "5/8 + ^3*5", "1/4 + *3", "-3/2 + ^*", "{1/2|-1/4}", "{3/2|1/2*}",
                          "1 + {1/4|-1/8}", "^", "*", "*2", "v", "^3*5"})
        checkDefinition(Game::parse(g));
}

TEST_CASE("thermographs of random games follow their definition", "[boards][thermograph]") {
    rc::prop("each wall is its options' walls cooled, up to the temperature", [] {
        auto form = *cgt::genForm(0, 3, 2);
        cgt::FormPool pool;
        checkDefinition(pool.canonical(pool.add(form)));
    });
}
