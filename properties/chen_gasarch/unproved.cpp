// Chen & Gasarch: why the claims without a proof or a reason in proofs.cpp are left to the
// bounded check. A proof attached to any of them supersedes its reason here.
#include "provers/attach.hpp"

namespace gameaudit::chen_gasarch {

GAMEAUDIT_REGISTER(registry) {
    const char* bounds = "the statement is about the money bounds U_p(n), M_p(n) (and the classes they define), "
                         "given by Definition 3.2's recursion over n, whose WS1S form is written only per move set, "
                         "inside the certificates of Theorems 6.3 and 6.5";
    const char* everySet = "quantifies over every move set A ⊆ {1..7} and the money bounds U_p(n), M_p(n) of "
                           "Definition 3.2's recursion over n, whose WS1S form is written only per move set (as in the "
                           "certificates of Theorems 6.3 and 6.5), not for every A at once";
    const char* staircase = "about the staircase's steps (where the boundary e*(d) changes) or the plays of its proof, "
                            "not the winner function that the certificates of Theorems 6.3 and 6.5 decide; no WS1S "
                            "form of the steps is written";
    const char* one = "one position (A, n) of a worked example: checked completely";
    const std::pair<const char*, const char*> boundedOnly[] = {
        {"chen-gasarch/def3.2", everySet},  {"chen-gasarch/lem3.5", everySet},  {"chen-gasarch/rem6.3", everySet},
        {"chen-gasarch/thm5.2", everySet},  {"chen-gasarch/thm6.1*", everySet}, {"chen-gasarch/thm6.2*", everySet},
        {"chen-gasarch/thm4.3", bounds},    {"chen-gasarch/rem3.3", bounds},    {"chen-gasarch/ex6.8*", staircase},
        {"chen-gasarch/thm6.3-proof", staircase}, {"chen-gasarch/thm6.4-proof", staircase},
        {"chen-gasarch/thm6.6-proof", staircase}, {"chen-gasarch/ex3.2", one},
        {"chen-gasarch/ex6.8a", one},       {"chen-gasarch/ex6.8b", one},       {"chen-gasarch/ex6.8c", one},
    };
    for (const auto& [claims, reason] : boundedOnly) prover::leaveToBoundedCheck(registry, claims, reason);
}

}  // namespace gameaudit::chen_gasarch
