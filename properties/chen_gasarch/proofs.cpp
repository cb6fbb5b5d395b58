// Chen & Gasarch: the claims the prover decides for every n (MONA, WS1S), attached by id, for
// each move set of the claim's family. The rules encoding is models/nim_cash/nim_ws1s.hpp.
#include "models/nim_cash/nim_ws1s.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "provers/attach.hpp"

namespace gameaudit::chen_gasarch {
namespace {

using prover::constant;

// Example 1.5's form for each move set: W(n) = 2 (the mover loses: a P-position) iff n mod m
// is even and at most top, m and top depending on L.
prover::ProofSpec example15(std::string id, const Sets& family, std::int64_t (*modulus)(std::int64_t),
                            std::int64_t (*top)(std::int64_t)) {
    std::string claimed;
    for (std::size_t i = 0; i < family.sets.size(); ++i) {
        const std::int64_t l = parameterL(family.sets[i]);
        claimed += (i ? "\n    | " : "") + std::string("(X1 = ") + constant(static_cast<std::int64_t>(i)) +
                   " & (ex2 R: even(R) & leq(R, " + constant(top(l)) + ") & " +
                   prover::remainder("X2", modulus(l), "R") + "))";
    }
    return prover::outcomeProof({.claim = std::move(id),
                                 .statement = "W(n) = 2 iff n mod m is even and small, for " + family.description,
                                 .game = nimcash::nimWs1s(family.sets),
                                 .play = prover::Play::Normal,
                                 .pSet = claimed,
                                 .domain = "true",
                                 .claimedP = claimed,
                                 .show = [family](const std::vector<std::int64_t>& v) {
                                     return "A=" + nimcash::showSet(family.sets.at(static_cast<std::size_t>(v[0]))) +
                                            " n=" + std::to_string(v[1]);
                                 }});
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    prover::attach(registry, example15("chen-gasarch/ex1.5a", pairsOneL(2, 30, 2), [](std::int64_t l) { return l + 1; },
                                       [](std::int64_t l) { return l - 2; }));
    prover::attach(registry, example15("chen-gasarch/ex1.5b", triplesOneL(2, 30, 2), [](std::int64_t l) { return 2 * l; },
                                       [](std::int64_t l) { return l - 2; }));
    prover::attach(registry, example15("chen-gasarch/ex1.5c", triplesOneL(3, 29, 2),
                                       [](std::int64_t l) { return 2 * l + 1; }, [](std::int64_t l) { return l - 1; }));
}

}  // namespace gameaudit::chen_gasarch
