// Fibonacci numeration (provers/fibonacci.hpp) against C++ arithmetic: Zeckendorf digits, addition,
// ⌊nτ⌋ and the Beatty pairs; Wythoff's rules over it against the C++ model, its P-set proved; a
// rules encoding that differs from the model, and a failed MONA run, explained.
#include <catch2/catch.hpp>

#include <unistd.h>

#include <cmath>
#include <cinttypes>
#include <cstdio>
#include <csignal>
#include <fstream>
#include <set>
#include <sstream>

#include "core/claim.hpp"
#include "models/two_stack_games.hpp"
#include "oracles/two_stack.hpp"
#include "provers/attach.hpp"
#include "provers/fibonacci.hpp"
#include "provers/fibonacci_wythoff.hpp"
#include "provers/mona.hpp"

using namespace gameaudit;
using prover::Automaton;
using prover::zeckendorfBits;

namespace {

// ⌊nτ⌋ exactly: τ = (1 + √5)/2, so ⌊nτ⌋ = ⌊(n + √(5n²))/2⌋ = (n + ⌊√(5n²)⌋) div 2 (5n² is never a square).
std::int64_t floorTau(std::int64_t n) {
    const std::int64_t square = 5 * n * n;
    auto root = static_cast<std::int64_t>(std::sqrt(static_cast<long double>(square)));
    while (root * root > square) --root;
    while ((root + 1) * (root + 1) <= square) ++root;
    return (n + root) / 2;
}

Automaton automaton(const std::string& variables, const std::string& formula) {
    return Automaton::of("ws1s;\n" + prover::fibonacciArithmetic() + "var2 " + variables + ";\n" + formula + ";\n", 60);
}

// The Beatty pairs as a formula over Zeckendorf A <= B: A = ⌊nτ⌋, B = ⌊nτ²⌋ = ⌊nτ⌋ + n for some n.
const std::string kBeatty = "pred beatty(var2 A, var2 B) = ex2 N: floorTau(N, A) & zeck(B) & fplus(A, N, B);\n";

std::string showPair(const std::vector<std::int64_t>& v) { return "[" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "]"; }

// Wythoff's P-set as the Beatty pairs, either stack the smaller, over the rules `game`.
prover::ProofSpec wythoffProof(const prover::RulesEncoding& game, const std::string& beatty,
                               const std::string& claimedP) {
    prover::RulesEncoding g = game;
    g.rules += beatty;
    return prover::outcomeProof({.claim = "test/wythoff",
                                 .statement = "[a,b], a <= b, is P iff it is a Beatty pair",
                                 .game = g,
                                 .pSet = "beatty(X1, X2) | beatty(X2, X1)",
                                 .domain = "leq(X1, X2)",
                                 .claimedP = claimedP,
                                 .show = showPair});
}

prover::ModelOptions wythoffModel() {
    auto table = std::make_shared<TwoStackTable>(games::wythoff());
    return [table](const std::vector<std::int64_t>& x) {
        std::vector<std::vector<std::int64_t>> options;
        for (auto [a, b] : table->options(x[0], x[1])) options.push_back({a, b});
        return options;
    };
}

}  // namespace

TEST_CASE("Zeckendorf digits of every n up to 100000: no two adjacent, the value, the order", "[prover][fibonacci]") {
    std::uint64_t before = 0;
    for (std::int64_t n = 0; n <= 100000; ++n) {
        const std::uint64_t bits = zeckendorfBits(n);
        std::vector<int> digits;
        for (int i = 0; i < 64; ++i)
            if (bits >> i & 1) digits.push_back(i);
        REQUIRE((bits & (bits >> 1)) == 0);
        REQUIRE(prover::zeckendorfValue(digits) == n);
        REQUIRE((n == 0 || before < bits));  // numbers in order are digit sets in binary order: less, leq
        before = bits;
    }
    CHECK(prover::zeckendorfConstant(4) == "{0,2}");
    CHECK(prover::zeckendorfConstant(0) == "empty");
}

TEST_CASE("fplus is addition of digit sets' values, zeck the Zeckendorf sets", "[prover][fibonacci][soundness]") {
    auto value = [](std::uint64_t bits) {
        std::vector<int> digits;
        for (int i = 0; i < 64; ++i)
            if (bits >> i & 1) digits.push_back(i);
        return prover::zeckendorfValue(digits);
    };
    const Automaton zeck = automaton("A", "zeck(A)");
    for (std::uint64_t a = 0; a < 4096; ++a) REQUIRE(zeck.accepts({a}) == ((a & (a >> 1)) == 0));
    // Every triple of digit sets below 2^7, Zeckendorf or not: the encoding's sum is the values' sum.
    const Automaton plus = automaton("A, B, S", "fplus(A, B, S)");
    std::int64_t sums = 0;
    for (std::uint64_t a = 0; a < 128; ++a)
        for (std::uint64_t b = 0; b < 128; ++b)
            for (std::uint64_t s = 0; s < 128; ++s) {
                const bool is = value(a) + value(b) == value(s);
                sums += is;
                if (plus.accepts({a, b, s}) != is) FAIL(a << " + " << b << " = " << s << " read wrongly");
            }
    CHECK(sums > 10000);
    // Zeckendorf numbers up to 300: exactly a + b = s.
    for (std::int64_t a = 0; a <= 150; ++a)
        for (std::int64_t b = 0; b <= 150; ++b)
            for (std::int64_t s = a + b - 2; s <= a + b + 2; ++s)
                if (s >= 0) REQUIRE(plus.accepts({zeckendorfBits(a), zeckendorfBits(b), zeckendorfBits(s)}) == (a + b == s));
}

TEST_CASE("floorTau is ⌊nτ⌋ for every n up to 100000, and the Beatty pairs to 400", "[prover][fibonacci][soundness]") {
    // A function of N: one value for every Zeckendorf N (MONA proves it for every size).
    const std::string function = "ws1s;\n" + prover::fibonacciArithmetic() +
                                 "all2 N: zeck(N) => ((ex2 A: floorTau(N, A)) & (all2 A, B: (floorTau(N, A) & floorTau(N, B)) => A = B));\n";
    CHECK(prover::runMona(function, 60).kind == prover::MonaAnswer::Kind::Valid);
    const Automaton floor = automaton("N, A", "floorTau(N, A)");
    for (std::int64_t n = 0; n <= 100000; ++n) {
        const std::int64_t a = floorTau(n);
        REQUIRE(floor.accepts({zeckendorfBits(n), zeckendorfBits(a)}));
        REQUIRE_FALSE(floor.accepts({zeckendorfBits(n), zeckendorfBits(a + 1)}));
    }
    std::set<std::pair<std::int64_t, std::int64_t>> pairs;
    for (std::int64_t n = 0; floorTau(n) <= 400; ++n) pairs.insert({floorTau(n), floorTau(n) + n});
    const Automaton beatty = Automaton::of("ws1s;\n" + prover::fibonacciArithmetic() + kBeatty + "var2 A, B;\nbeatty(A, B);\n", 60);
    for (std::int64_t a = 0; a <= 400; ++a)
        for (std::int64_t b = 0; b <= 700; ++b)
            if (beatty.accepts({zeckendorfBits(a), zeckendorfBits(b)}) != (pairs.count({a, b}) > 0)) FAIL("[" << a << "," << b << "]");
}

TEST_CASE("the Fibonacci rules of Wythoff's game are the model's moves on every pair up to 37", "[prover][fibonacci][soundness]") {
    CHECK_FALSE(prover::compareRules(games::wythoffFibonacciWs1s(), wythoffModel(), 37, showPair, 60));
    // A planted wrong encoding: the diagonal move without its equal amounts.
    prover::RulesEncoding wrong = games::wythoffFibonacciWs1s();
    const std::string equal = "(ex2 D: zeck(D) & fplus(Y1, D, X1) & fplus(Y2, D, X2))";
    REQUIRE(wrong.rules.find(equal) != std::string::npos);
    wrong.rules.replace(wrong.rules.find(equal), equal.size(), "true");
    const auto differs = prover::compareRules(wrong, wythoffModel(), 37, showPair, 60);
    REQUIRE(differs);
    CHECK(*differs == "the rules encoding of Wythoff and the C++ model differ at [1,2] -> [0,0]: the encoding allows this "
                      "move, the model does not (every pair of positions of numbers up to 37 compared)");
}

TEST_CASE("Wythoff's P-positions are the Beatty pairs for every size; a claim moved by one is refuted", "[prover][fibonacci]") {
    std::string counterexample;
    const Proof proved = prover::decide(wythoffProof(games::wythoffFibonacciWs1s(), kBeatty, "beatty(X1, X2)"), 60, &counterexample);
    CHECK(proved.status == Proof::Status::Proved);
    // The claim "b = ⌊nτ²⌋ + 1" (n >= 1): refuted, MONA's counterexample read as Zeckendorf numbers
    // is a pair where the C++ Beatty pairs and the moved claim differ.
    const std::string moved = "(ex2 N, C: N ~= empty & floorTau(N, X1) & fplus(X1, N, C) & fplus(C, {0}, X2)) | (X1 = empty & X2 = empty)";
    const Proof refuted = prover::decide(wythoffProof(games::wythoffFibonacciWs1s(), kBeatty, moved), 60, &counterexample);
    REQUIRE(refuted.status == Proof::Status::Refuted);
    std::int64_t a = -1, b = -1;
    REQUIRE(std::sscanf(counterexample.c_str(), "[%" SCNd64 ",%" SCNd64 "]", &a, &b) == 2);
    bool beatty = false, claimed = a == 0 && b == 0;
    for (std::int64_t n = 0; floorTau(n) <= a; ++n) {
        beatty = beatty || (floorTau(n) == a && floorTau(n) + n == b);
        claimed = claimed || (n >= 1 && floorTau(n) == a && floorTau(n) + n + 1 == b);
    }
    CHECK(a <= b);
    CHECK(beatty != claimed);
}

TEST_CASE("the recurrence of §1.3 (mullen2016/ex1.3-mex) is proved, and not with its mex moved by one", "[prover][fibonacci]") {
    Registry::instance();  // every proof attached
    const prover::ProofSpec* spec = nullptr;
    for (const auto& a : prover::attached())
        if (a->claim == "mullen2016/ex1.3-mex") spec = &a->spec();
    REQUIRE(spec);
    CHECK(prover::runMona(spec->certificate, 60).kind == prover::MonaAnswer::Kind::Valid);
    // a_n the mex of the earlier a_i, b_i: every smaller number is earlier. With "at most a_n" instead, false.
    std::string moved = spec->certificate;
    const std::string smaller = "(zeck(V) & less(V, A))";
    REQUIRE(moved.find(smaller) != std::string::npos);
    moved.replace(moved.find(smaller), smaller.size(), "(zeck(V) & leq(V, A))");
    CHECK(prover::runMona(moved, 60).kind != prover::MonaAnswer::Kind::Valid);
}

TEST_CASE("a failed MONA run keeps its program and says why", "[prover]") {
    const std::string program = "ws1s;\nthis is not mona\n";
    const prover::MonaAnswer a = prover::runMona(program, 10);
    REQUIRE(a.kind == prover::MonaAnswer::Kind::Failed);
    const std::string why = prover::failure(a);
    CHECK_THAT(why, Catch::StartsWith("MONA failed (exited with status 255): "));
    CHECK_THAT(why, Catch::Contains("syntax error"));
    REQUIRE_FALSE(a.kept.empty());
    CHECK_THAT(why, Catch::EndsWith("; its program is kept at " + a.kept));
    std::stringstream kept;
    kept << std::ifstream(a.kept).rdbuf();
    CHECK(kept.str() == program);
    unlink(a.kept.c_str());
    // Through a proof: its reason is that line.
    prover::ProofSpec spec;
    spec.claim = "test/failing";
    spec.certificate = program;
    std::string counterexample;
    const Proof p = prover::decide(spec, 10, &counterexample);
    CHECK(p.status == Proof::Status::Undecided);
    CHECK_THAT(p.reason, Catch::Contains("syntax error") && Catch::Contains("its program is kept at /"));
    if (auto at = p.reason.rfind(" at "); at != std::string::npos) unlink(p.reason.substr(at + 4).c_str());
    // A signal is explained: abort is what MONA does out of memory or BDD nodes.
    prover::MonaAnswer aborted;
    aborted.ending = "killed by signal 6 (Aborted)";
    aborted.signal = SIGABRT;
    aborted.kept = "/tmp/x.mona";
    CHECK(prover::failure(aborted) == "MONA failed (killed by signal 6 (Aborted): MONA aborts so when it runs out of memory "
                                      "or fills its BDD node table (a formula too large)): it printed nothing; its program "
                                      "is kept at /tmp/x.mona");
}
