// A user's proof for every size through the public API (api/proofs.hpp): Wythoff's game written
// in a few lines, its P-positions claimed as the Beatty pairs (⌊nτ⌋, ⌊nτ²⌋), and the claim PROVED
// over Fibonacci numeration; the same proof over a deliberately wrong rules encoding is an ERROR
// naming a pair where the encoding and the game differ, and MONA never decides it.
#include <catch2/catch.hpp>

#include <cmath>

#include "api/gameaudit.hpp"
#include "provers/fibonacci_wythoff.hpp"

using namespace gameaudit;

namespace {

// Wythoff's game: any number of chips from one stack, or the same number from both.
const ImpartialGame<Tuple<2>> wythoff{"wythoff-user", stacks<2>("Y"), [](const Tuple<2>& p) {
                                          std::vector<Tuple<2>> options;
                                          for (std::int64_t k = 1; k <= p[0]; ++k) options.push_back({p[0] - k, p[1]});
                                          for (std::int64_t k = 1; k <= p[1]; ++k) options.push_back({p[0], p[1] - k});
                                          for (std::int64_t k = 1; k <= std::min(p[0], p[1]); ++k)
                                              options.push_back({p[0] - k, p[1] - k});
                                          return options;
                                      }};

// [a,b], a <= b, is a Beatty pair: a = ⌊nτ⌋ and b = a + n for n = b − a (exact: ⌊nτ⌋ = (n + ⌊√(5n²)⌋) div 2).
bool beattyPair(const Tuple<2>& p) {
    const std::int64_t n = p[1] - p[0], square = 5 * n * n;
    auto root = static_cast<std::int64_t>(std::sqrt(static_cast<long double>(square)));
    while (root * root > square) --root;
    while ((root + 1) * (root + 1) <= square) ++root;
    return n >= 0 && p[0] == (n + root) / 2;
}

prover::ProofSpec beattyProof(std::string id, prover::RulesEncoding rules) {
    rules.rules += "pred beatty(var2 A, var2 B) = ex2 N: floorTau(N, A) & zeck(B) & fplus(A, N, B);\n";
    return prover::outcomeProof({.claim = std::move(id),
                                 .statement = "Y[a,b], a <= b, is P iff a = ⌊nτ⌋ and b = ⌊nτ²⌋ for some n",
                                 .game = rules,
                                 .pSet = "beatty(X1, X2) | beatty(X2, X1)",
                                 .domain = "leq(X1, X2)",
                                 .claimedP = "beatty(X1, X2)",
                                 .show = [](const std::vector<std::int64_t>& v) {
                                     return "Y[" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "]";
                                 }});
}

Domain<Tuple<2>> sorted() { return domains::stacks<2>("Y", domains::Order::NonDecreasing); }

}  // namespace

GAMEAUDIT_REGISTER(registry) {
    const ClaimInfo info{.id = "test/wythoff-beatty", .citation = "test", .statement = "Wythoff's P-positions are the Beatty pairs.", .bound = 60};
    registry.add(claim(info, pSet(wythoff, sorted(), beattyPair)));
    attachProof(registry, wythoff, beattyProof(info.id, games::wythoffFibonacciWs1s()));
    // The same claim, its proof over rules that forget the diagonal move.
    ClaimInfo wrongInfo = info;
    wrongInfo.id = "test/wythoff-beatty-wrong-rules";
    registry.add(claim(wrongInfo, pSet(wythoff, sorted(), beattyPair)));
    prover::RulesEncoding noDiagonal = games::wythoffFibonacciWs1s();
    const std::string diagonal = " |\n     (less(Y1, X1) & less(Y2, X2) & (ex2 D: zeck(D) & fplus(Y1, D, X1) & fplus(Y2, D, X2)))";
    if (noDiagonal.rules.find(diagonal) == std::string::npos) throw std::logic_error("the planted encoding lost its target");
    noDiagonal.rules.erase(noDiagonal.rules.find(diagonal), diagonal.size());
    attachProof(registry, wythoff, beattyProof(wrongInfo.id, noDiagonal));
}

TEST_CASE("a user's Wythoff claim: the Beatty pairs PROVED for every size over Fibonacci numeration", "[api][prover]") {
    const Result r = Registry::instance().claim("test/wythoff-beatty")->check(CheckOptions{});
    CHECK(r.verdict == Verdict::Holds);
    REQUIRE(r.proof);
    CHECK(r.proof->proved());
    CHECK_THAT(r.scope, Catch::Contains("PROVED for every size"));
    CHECK_THAT(r.proof->certificate, Catch::Contains("pred floorTau(var2 N, var2 A)"));
}

TEST_CASE("a proof over a wrong rules encoding is an ERROR naming the pair, before MONA decides it", "[api][prover]") {
    const Result r = Registry::instance().claim("test/wythoff-beatty-wrong-rules")->check(CheckOptions{});
    CHECK(r.verdict == Verdict::Error);
    CHECK(r.error == "the rules encoding of Wythoff and the C++ model differ at Y[1,1] -> Y[0,0]: the model allows this "
                     "move, the encoding does not (every pair of positions of numbers up to 37 compared); the proof is not run");
    REQUIRE(r.proof);
    CHECK_FALSE(r.proof->proved());
    CHECK(r.proof->certificate.empty());
}
