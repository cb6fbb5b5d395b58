// `gameaudit solve cgt "<game>"`: a short game's canonical form and the values a researcher
// looks up next (CGSuite's): outcome, birthday, stops, mean, temperature, atomic weight;
// `--thermograph` draws its thermograph.
#include "cgt/atomic_weight.hpp"
#include "cgt/thermograph.hpp"
#include "core/claim.hpp"

namespace gameaudit::cgt {
namespace {

std::string solve(std::string_view text) {
    Game g = Game::parse(text);
    std::string s = "canonical form: " + g.str() + "\noutcome: " + std::string(name(g.outcome())) +
                    "\nbirthday: " + g.birthday().str() + "\nstops: " + g.leftStop().str() + ", " +
                    g.rightStop().str() + "\nmean: " + mean(g).str() + "\ntemperature: " + temperature(g).str();
    if (auto w = atomicWeight(g)) s += "\natomic weight: " + w->str();
    return s;
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(Solver{"cgt",
                        "a short game in standard notation, e.g. \"{2|0} + {1|-1}\", \"*2\", \"1/2\", \"±1\", \"^*\", "
                        "\"{0,*|0}\", \"*600 + ^17\"; --thermograph also draws its thermograph",
                        solve, [](std::string_view text) { return thermographSvg(Game::parse(text)); },
                        "thermograph"});
}

}  // namespace gameaudit::cgt
