// Snodgrass (1979), Chapter Two: the induction step of Lemma 1's proof, which matches the
// option sets of the nine tintings position by position (not merely by value).
#include "core/check.hpp"
#include "properties/snodgrass1979/support.hpp"
#include "properties/bibliography.hpp"

namespace gameaudit::snodgrass1979 {
namespace {

Judgement sameOptionSets(int m) {
    const std::vector<std::vector<Strip>> groups = {
        {{Tint::Red, m, Tint::None}, {Tint::Black, m, Tint::None}, {Tint::None, m, Tint::Black}, {Tint::None, m, Tint::Red}},
        {{Tint::Red, m, Tint::Black}, {Tint::Black, m, Tint::Red}},
        {{Tint::Red, m, Tint::Red}, {Tint::Black, m, Tint::Black}},
    };
    for (const auto& group : groups)
        for (Player p : {Player::Left, Player::Right})
            for (const Strip& s : group)
                if (renamedOptions(s, p) != renamedOptions(group[0], p))
                    return Judgement::fail(snodgrass::show(s) + " and " + snodgrass::show(group[0]) + " have the same set of " +
                                               (p == Player::Left ? "Left" : "Right") + " options",
                                           "they differ");
    return Judgement::pass();
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    registry.add(claim<std::int64_t>(
        papers::snodgrass1979.info("lem1-proof", "Chapter Two, proof of Lemma 1, the induction step",
            {.statement = "Hence, we have shown that R_m , B_m , m_B , and m_R all have the same set of Left options. ... "
                          "Hence, R_m , B_m , m_B , and m_R all have the same set of Right options. ... Hence, R_mB and "
                          "B_mR have the same set of Left options. ... Hence, R_mB and B_mR have the same set of Right "
                          "options. ... Hence, R_m R and B_m B have the same set of Left options. ... Hence, R_m R and "
                          "B_m B have the same set of Right options.",
             .reading = "Strips in the thesis's notation [R|B]n[R|B]. The option sets are compared as sets of positions "
                        "(sums of strips), each strip renamed as the proof renames it by the induction hypothesis (R_a = "
                        "B_a = aB = aR, RaB = BaR, RaR = BaB): to its representative under reversal and red/black swap. "
                        "No values are used. For every m >= 1.",
             .bound = 100,
             .randomReach = 1.5,
             .cases = 20}),
        forLengths({.var = "m"}, sameOptionSets)));
}

}  // namespace gameaudit::snodgrass1979
