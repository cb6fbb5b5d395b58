// Snodgrass (1979): the claims the prover decides for every size (MONA, WS1S), attached by id.
#include "models/snodgrass/chapter_one.hpp"
#include "provers/attach.hpp"
#include "provers/snodgrass/kayles_ws1s.hpp"

namespace gameaudit::snodgrass {
namespace {

using prover::constant;

// The Kayles Grundy function as the proof's lemma: the oracle's values below `table`, then
// repeating with period 12. MONA checks the lemma against the rules; the oracle only guesses it.
std::string kaylesGrundyLemma(int table) {
    const std::vector<unsigned> g = kaylesGrundy(table + 12);
    std::string s;
    for (int n = 0; n < table; ++n) s += (n ? " | " : "") + std::string("(N = ") + constant(n) + " & V = " + constant(g[n]) + ")";
    std::string periodic;
    for (int r = 0; r < 12; ++r) {
        const int n = table + ((r - table) % 12 + 12) % 12;  // the first row >= table with n ≡ r (mod 12)
        periodic += (r ? " | " : "") + std::string("(R = ") + constant(r) + " & V = " + constant(g[n]) + ")";
    }
    return s + "\n    | (leq(" + constant(table) + ", N) & (ex2 R: " + prover::remainder("N", 12, "R") + " & (" + periodic + ")))";
}

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    prover::attach(registry,
                   prover::rowGrundyProof("snodgrass1979/ex1.4", "Kayles: G(n + 12) = G(n) for every n >= 72", kaylesWs1s(),
                                          kaylesGrundyLemma(84),
                                          "leq(" + constant(72) + ", N) => (ex2 M: plus(N, " + constant(12) +
                                              ", M) & (all2 V: grundy(N, V) <=> grundy(M, V)))",
                                          [](const std::vector<std::int64_t>& v) { return "n=" + std::to_string(v[0]); }));

    // Every other claim is left to the bounded check, for the reason its id or family names.
    const char* strip = "partizan values of the strip game (numbers, ±1, * and their sums), compared by the CGT "
                        "engine: MONA decides impartial P-sets and Grundy values, not canonical forms (where a claim "
                        "has its own period-4 certificate, that proves every size instead)";
    const char* forms = "quantifies over every game form (trees of any birthday): game forms are not numbers";
    const char* finite = "a statement about the finitely many positions or values it lists: checked completely, no "
                         "size is left out";
    const char* impartialForms = "quantifies over impartial game forms (trees of any birthday), judged by plain game-tree "
                                 "search: game forms are not numbers";
    const char* heaps = "a sum of two Nim heaps as a game form, judged by plain game-tree search for each n: the claim is "
                        "about the forms, not about numbers";
    const char* integers = "the CGT engine's canonical form of {n | }, a game built from its options: not arithmetic on "
                           "binary numbers";
    const char* rows = "the strip game's rules on a row of cells, valued by the CGT engine: partizan values are not "
                       "WS1S arithmetic";
    const std::pair<const char*, const char*> boundedOnly[] = {
        {"snodgrass1979/thm1", strip},        {"snodgrass1979/lem1*", strip},      {"snodgrass1979/cor1*", strip},
        {"snodgrass1979/prop0.*", strip},     {"snodgrass1979/prop4.*", strip},    {"snodgrass1979/ex3.1", strip},
        {"snodgrass1979/ex4.*", strip},       {"snodgrass1979/thm0*", forms},      {"snodgrass1979/rem0.1*", forms},
        {"snodgrass1979/ex1.1", finite},      {"snodgrass1979/ex1.2", finite},     {"snodgrass1979/ex1.3", finite},
        {"snodgrass1979/ex1.5", finite},      {"snodgrass1979/ex1.6", finite},     {"snodgrass1979/ex1.7", finite},
        {"snodgrass1979/ex1.8", finite},      {"snodgrass1979/ex2.*", finite},     {"snodgrass1979/table*", finite},
        {"snodgrass1979/ex1.3*", finite},     {"snodgrass1979/ex1.9", finite},     {"snodgrass1979/ex1.10", finite},
        {"snodgrass1979/ex1.11", finite},     {"snodgrass1979/ex1.12", finite},    {"snodgrass1979/rem0.2", finite},
        {"snodgrass1979/ex1.13", finite},
        {"snodgrass1979/thm0.2-numbers", finite}, {"snodgrass1979/thm1.1b", finite},   {"snodgrass1979/thm1.1c", finite},
        {"snodgrass1979/prop1.1", finite},    {"snodgrass1979/strat1.*", finite},  {"snodgrass1979/ex3.*", strip},
        {"snodgrass1979/thm1.1a", impartialForms},                                  {"snodgrass1979/thm1.1d", heaps},
        {"snodgrass1979/rem1.*", integers},   {"snodgrass1979/rem2.*", rows},
    };
    for (const auto& [claims, reason] : boundedOnly) prover::leaveToBoundedCheck(registry, claims, reason);
}

}  // namespace gameaudit::snodgrass
