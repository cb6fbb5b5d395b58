// A planted claim only the prover can refute: its one counterexample lies beyond every bound
// the exhaustive search allows, so the prover must find it and the oracle confirm it.
#include <vector>

#include "core/check.hpp"
#include "core/domains.hpp"
#include "provers/attach.hpp"
#include "provers/nim_cash/nim_ws1s.hpp"

namespace gameaudit::planted {
namespace {

const nim_cash::Moves kMoves = {1, 4};

// Whether the mover loses NIM({1,4}; n), by dynamic programming over the model's options.
bool moverLoses(std::int64_t n) {
    static std::vector<bool> loses;
    if (static_cast<std::int64_t>(loses.size()) <= n)
        requireMemory("the outcomes of NIM({1,4}; n) up to n=" + std::to_string(n), static_cast<double>(n) / 8);
    while (static_cast<std::int64_t>(loses.size()) <= n) {
        checkpoint();
        bool lost = true;
        for (std::int64_t m : nim_cash::nimOptions(kMoves, static_cast<std::int64_t>(loses.size()))) lost = lost && !loses[m];
        loses.push_back(lost);
    }
    return loses[n];
}

bool claimedLoses(std::int64_t n) { return n % 5 == 0 || n % 5 == 2 || n == (std::int64_t{1} << 20); }

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    // by hand: the pinned counterexample reads "mover loses" / "mover wins" with a losing reply; pSet writes P / N
    Property<std::int64_t> p;
    p.domain = domains::integers("n");
    p.prepare = [](std::int64_t n) { moverLoses(n); };
    p.predicate = [](std::int64_t n) {
        const bool claimed = claimedLoses(n), actual = moverLoses(n);
        if (claimed == actual) return Judgement::pass();
        std::string w;
        for (std::int64_t m : nim_cash::nimOptions(kMoves, n))
            if (moverLoses(m)) w = "n=" + std::to_string(n) + " -> n=" + std::to_string(m) + ", which the mover loses";
        return Judgement::fail(claimed ? "mover loses" : "mover wins", actual ? "mover loses" : "mover wins",
                               w.empty() ? "every move leads to a position the mover wins" : w);
    };
    registry.add(claim<std::int64_t>(
        {.id = "planted/thm-beyond",
         .citation = "planted: found only by the prover",
         .statement = "In NIM({1,4}; n) the player to move loses iff n ≡ 0, 2 (mod 5) or n = 2^20.",
         .reading = "False only at n = 2^20 = 1048576, far beyond the default bound (1000) and random range (2000): "
                    "the exhaustive and random phases pass, MONA refutes it and the oracle confirms the "
                    "counterexample (the oracle holds n up to 2^21, so reproduce can evaluate it).",
         .bound = 1000,
         .expect = Expect::refutedAt("n=1048576"),
         .planted = true},
        p));
    const std::string mod5 = prover::residue("X2", 5, 0) + " | " + prover::residue("X2", 5, 2);
    prover::attach(registry, prover::outcomeProof({.claim = "planted/thm-beyond",
                                                   .statement = "the mover loses iff n = 0, 2 mod 5 or n = 2^20",
                                                   .game = nim_cash::nimWs1s({kMoves}),
                                                   .pSet = mod5,
                                                   .domain = "true",
                                                   .claimedP = mod5 + " | X2 = {20}",
                                                   .show = [](const std::vector<std::int64_t>& v) {
                                                       return "n=" + std::to_string(v[1]);
                                                   }}));
    // The planted claims too say why they are left to the bounded check; thm-beyond's proof
    // (its refutation) supersedes the reason.
    prover::leaveToBoundedCheck(registry, "planted/*",
                                "a deliberately false claim that tests the harness: the bounded check must refute it");
}

}  // namespace gameaudit::planted
