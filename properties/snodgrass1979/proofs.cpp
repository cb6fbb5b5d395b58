// Snodgrass (1979): the claims the prover decides for every size (MONA, WS1S), attached by id.
#include "models/snodgrass/chapter_one.hpp"
#include "models/snodgrass/kayles_ws1s.hpp"
#include "provers/attach.hpp"

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
}

}  // namespace gameaudit::snodgrass
