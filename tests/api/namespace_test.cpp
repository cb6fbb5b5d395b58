// The public names read unqualified under `using namespace gameaudit;`, as the README's examples
// write them: none is ambiguous with a homonym of another layer (domains::stacks found by
// argument-dependent lookup through domains::Order, prover::Play beside core's Play).
#include <catch2/catch.hpp>

#include "api/gameaudit.hpp"

using namespace gameaudit;

TEST_CASE("stacks<K>, Tuple<K> and Play are unambiguous under using namespace gameaudit", "[api]") {
    const Domain<Tuple<2>> any = stacks<2>("W");
    const Domain<Tuple<2>> increasing = stacks<2>("W", domains::Order::Increasing);
    CHECK(any.contains(Tuple<2>{3, 1}));
    CHECK_FALSE(increasing.contains(Tuple<2>{3, 1}));
    const ImpartialGame<Tuple<2>> nim{"nim2", stacks<2>("N"), [](const Tuple<2>& p) {
                                          std::vector<Tuple<2>> options;
                                          for (std::int64_t k = 0; k < p[0]; ++k) options.push_back({k, p[1]});
                                          for (std::int64_t k = 0; k < p[1]; ++k) options.push_back({p[0], k});
                                          return options;
                                      }};
    CHECK(nim.misere().play() == Play::Misere);
    CHECK(nim.play() == Play::Normal);
}

TEST_CASE("a proof's Play is core's Play, also under using namespace gameaudit::prover", "[api]") {
    using namespace gameaudit::prover;
    const OutcomeClaim misere{.play = Play::Misere};
    CHECK(misere.play == gameaudit::Play::Misere);
}
