// Chen & Gasarch: the claims the prover decides for every n (MONA, WS1S), attached by id, for
// each move set of the claim's family. The rules encodings are provers/nim_cash/nim_ws1s.hpp
// (plain NIM) and provers/nim_cash/nim_cash_ws1s.hpp (NIM with Cash), the staircase
// certificates provers/nim_cash/staircase.hpp.
#include "properties/chen_gasarch/formulas.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "provers/attach.hpp"
#include "provers/nim_cash/nim_ws1s.hpp"
#include "provers/nim_cash/staircase.hpp"

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
                                 .game = nim_cash::nimWs1s(family.sets),
                                 .play = prover::Play::Normal,
                                 .pSet = claimed,
                                 .domain = "true",
                                 .claimedP = claimed,
                                 .show = [family](const std::vector<std::int64_t>& v) {
                                     return "A=" + nim_cash::showSet(family.sets.at(static_cast<std::size_t>(v[0]))) +
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

    // Theorems 6.3 and 6.5: each part for every n, d, e, through the winner function of Theorems
    // 6.1, 6.2 and the staircase (one move set each, so no L).
    struct Theorem {
        std::string key;
        Sets family;
        nim_cash::StaircaseParts parts;
        std::size_t count;
    };
    for (const Theorem& t : {Theorem{"thm6.3", {"A = {1, 2}", {{1, 2}}}, [](std::int64_t) { return theorem63(); }, 4},
                             Theorem{"thm6.5", {"A = {1, 2, 3}", {{1, 2, 3}}}, [](std::int64_t) { return theorem65(); }, 3}})
        for (std::size_t i = 0; i < t.count; ++i)
            prover::attach(registry, nim_cash::staircaseProof("chen-gasarch/" + t.key + std::string(1, static_cast<char>('a' + i)),
                                                             t.family.description, t.family.sets, t.parts, t.parts, i));

    // U1, U2 have a WS1S form per L (eventually periodic-linear, checked against Definition 3.2's
    // recursion inside the staircase certificates above), but these families reach L = 29-30.
    const char* classes = "too large to decide: U_p(n) has a WS1S form for each L (eventually periodic-linear, checked "
                          "against Definition 3.2's recursion as in the certificates of Theorems 6.3 and 6.5; under a "
                          "second at L = 12), but MONA aborts on that encoding from L = 14 on (an internal buffer "
                          "overflow) and the families reach L = 29-30";
    for (const char* id : {"thm3.3a", "thm3.3b", "thm3.3c", "thm3.3d", "thm3.4a", "thm3.4a-blocks", "thm3.4b", "thm3.4c",
                           "thm3.4d", "thm3.4d-blocks", "thm3.4e", "thm3.4e-blocks", "thm3.4f", "thm3.4g", "thm3.4h",
                           "thm3.4h-blocks"})
        prover::leaveToBoundedCheck(registry, std::string("chen-gasarch/") + id, classes);
}

}  // namespace gameaudit::chen_gasarch
