// Wythoff's game in a few lines, its P-positions claimed as the Beatty pairs (⌊nτ⌋, ⌊nτ²⌋), τ the
// golden ratio, and the claim PROVED for every size by MONA over Fibonacci (Zeckendorf)
// numeration, where ⌊nτ⌋ is a formula (binary WS1S cannot define it). The proof rests on a WS1S
// encoding of the rules written here; attachProof compares its moves with the game's options on
// every pair of positions up to a size before MONA's answer counts.
#include <cmath>

#include "api/gameaudit.hpp"
using namespace gameaudit;

// Any number of chips from one stack, or the same number from both.
const ImpartialGame<Tuple<2>> wythoff{"wythoff", stacks<2>("W"), [](const Tuple<2>& p) {
                                          std::vector<Tuple<2>> options;
                                          for (std::int64_t k = 1; k <= p[0]; ++k) options.push_back({p[0] - k, p[1]});
                                          for (std::int64_t k = 1; k <= p[1]; ++k) options.push_back({p[0], p[1] - k});
                                          for (std::int64_t k = 1; k <= std::min(p[0], p[1]); ++k)
                                              options.push_back({p[0] - k, p[1] - k});
                                          return options;
                                      }};

// [a,b], a <= b, is a Beatty pair: a = ⌊nτ⌋ for n = b − a (exactly: ⌊nτ⌋ = (n + ⌊√(5n²)⌋) div 2).
bool beattyPair(const Tuple<2>& p) {
    const std::int64_t n = p[1] - p[0], square = 5 * n * n;
    auto root = static_cast<std::int64_t>(std::sqrt(static_cast<long double>(square)));
    while (root * root > square) --root;
    while ((root + 1) * (root + 1) <= square) ++root;
    return n >= 0 && p[0] == (n + root) / 2;
}

// The rules over Zeckendorf numbers (prover::fibonacciArithmetic's zeck, less, fplus), and the
// Beatty pairs through floorTau.
prover::RulesEncoding wythoffRules() {
    return {.name = "Wythoff", .arity = 2, .rules = R"(pred position(var2 X1, var2 X2) = zeck(X1) & zeck(X2);
pred move(var2 X1, var2 X2, var2 Y1, var2 Y2) = position(Y1, Y2) &
    ((less(Y1, X1) & Y2 = X2) | (Y1 = X1 & less(Y2, X2)) |
     (less(Y1, X1) & less(Y2, X2) & (ex2 D: zeck(D) & fplus(Y1, D, X1) & fplus(Y2, D, X2))));
pred beatty(var2 A, var2 B) = ex2 N: floorTau(N, A) & zeck(B) & fplus(A, N, B);
)",
            .numeration = prover::Numeration::Fibonacci};
}

GAMEAUDIT_REGISTER(registry) {
    registry.add(wythoff.solver("W[3,5]"));  // `wythoff-proof solve wythoff 'W[3,5]'`
    const ClaimInfo info{.id = "wythoff/beatty", .citation = "Wythoff (1907)", .statement = "W[a,b], a <= b, is a P-position iff a = ⌊nτ⌋ and b = ⌊nτ²⌋ for some n.", .bound = 100};
    registry.add(claim(info, pSet(wythoff, domains::stacks<2>("W", domains::Order::NonDecreasing), beattyPair)));
    // P iff beatty: beatty (either way round) is shown to be the P-set, then the claim read off it.
    attachProof(registry, wythoff,
                prover::outcomeProof({.claim = info.id, .statement = info.statement, .game = wythoffRules(),
                                      .pSet = "beatty(X1, X2) | beatty(X2, X1)", .domain = "leq(X1, X2)",
                                      .claimedP = "beatty(X1, X2)", .show = [](const std::vector<std::int64_t>& v) {
                                          return "W[" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "]";
                                      }}));
}
