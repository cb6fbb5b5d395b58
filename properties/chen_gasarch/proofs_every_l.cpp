// Chen & Gasarch: the staircase Theorems 6.4, 6.6 and 6.7 for EVERY L, each part one certificate
// (provers/nim_cash/staircase.hpp); a theorem's lemmas are proofs/chen-gasarch/thm6.x.*.mona.
#include "properties/chen_gasarch/formulas.hpp"
#include "provers/attach.hpp"
#include "provers/nim_cash/staircase.hpp"

namespace gameaudit::chen_gasarch {

GAMEAUDIT_REGISTER(registry) {
    using nim_cash::StaircaseParts;
    struct Part {
        std::string id, theorem;
        const nim_cash::CashCoordinates& coordinates;
        StaircaseParts truth, claimed;
        std::size_t index;
    };
    const StaircaseParts t64 = [](std::int64_t l) { return theorem64(l, true); };
    const StaircaseParts printed64 = [](std::int64_t l) { return theorem64(l); };
    const StaircaseParts t66 = [](std::int64_t l) { return theorem66(l); };
    const StaircaseParts t67 = [](std::int64_t l) { return theorem67(l); };
    const nim_cash::CashCoordinates &pairs = nim_cash::pairsEvenL(), &evenTriples = nim_cash::triplesEvenL(),
                                   &oddTriples = nim_cash::triplesOddL();
    std::vector<Part> parts = {{"thm6.4b-alt", "thm6.4", pairs, t64, t64, 1}, {"thm6.4d-alt", "thm6.4", pairs, t64, t64, 3}};
    for (std::size_t i = 0; i < 4; ++i) parts.push_back({"thm6.4" + std::string(1, char('a' + i)), "thm6.4", pairs, t64, printed64, i});
    for (std::size_t i = 0; i < 3; ++i) parts.push_back({"thm6.6" + std::string(1, char('a' + i)), "thm6.6", evenTriples, t66, t66, i});
    for (std::size_t i = 0; i < 6; ++i) parts.push_back({"thm6.7" + std::string(1, char('a' + i)), "thm6.7", oddTriples, t67, t67, i});
    for (const Part& p : parts)
        prover::attach(registry, "chen-gasarch/" + p.id, [p] {  // megabytes of programs: written when first needed
            return nim_cash::staircaseProofEveryL("chen-gasarch/" + p.id, "chen-gasarch/" + p.theorem, p.coordinates, p.truth,
                                                 p.claimed, p.index);
        });
}

}  // namespace gameaudit::chen_gasarch
