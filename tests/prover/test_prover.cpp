// The prover's soundness: each WS1S rules encoding against its C++ model on every pair of
// positions up to size 64; wrong claimed sets rejected; a claim only the prover can refute.
#include <catch2/catch.hpp>

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <set>
#include <tuple>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "core/check.hpp"
#include "core/report.hpp"
#include "models/mullen/max_nim.hpp"
#include "models/mullen/stack_games.hpp"
#include "models/snodgrass/chapter_one.hpp"
#include "models/two_stack_games.hpp"
#include "oracles/two_stack.hpp"
#include "provers/attach.hpp"
#include "provers/mona.hpp"
#include "provers/mullen/max_nim_ws1s.hpp"
#include "provers/mullen/stack_games_ws1s.hpp"
#include "provers/nim_cash/nim_cash_ws1s.hpp"
#include "provers/nim_cash/nim_ws1s.hpp"
#include "provers/nim_cash/staircase.hpp"
#include "provers/snodgrass/kayles_ws1s.hpp"
#include "provers/two_stack_games_ws1s.hpp"

using namespace gameaudit;
using prover::Automaton;

namespace {

constexpr std::int64_t kSize = 64;

// The move relation of a two-coordinate game as an automaton over (X1, X2, Y1, Y2).
Automaton moveRelation(const prover::RulesEncoding& g) {
    return Automaton::of("ws1s;\n" + prover::arithmetic() + g.rules + "var2 X1, X2, Y1, Y2;\nmove(X1, X2, Y1, Y2);\n", 60);
}

std::uint64_t u(std::int64_t v) { return static_cast<std::uint64_t>(v); }

using Position = std::vector<std::int64_t>;

// Every position of k coordinates in [0, size].
std::vector<Position> everyPosition(int k, std::int64_t size) {
    std::vector<Position> all(1);
    for (int i = 0; i < k; ++i) {
        std::vector<Position> longer;
        for (const Position& p : all)
            for (std::int64_t v = 0; v <= size; ++v) {
                longer.push_back(p);
                longer.back().push_back(v);
            }
        all = std::move(longer);
    }
    return all;
}

// The moves the encoding accepts in the box lo..hi of (from, to) against the model's `legal`
// ones there (each from's coordinates, then to's): returns the tuples read and the
// disagreements, the first five shown through show(from, to).
template <class Show>
std::pair<std::int64_t, std::int64_t> compareMoves(const Automaton& moves, const std::vector<std::uint64_t>& lo,
                                                   const std::vector<std::uint64_t>& hi, const std::vector<Position>& legal, Show show) {
    auto rank = [&](const auto& tuple) {  // the tuple's number in the box
        std::uint64_t r = 0;
        for (std::size_t v = 0; v < lo.size(); ++v) r = r * (hi[v] - lo[v] + 1) + (u(tuple[v]) - lo[v]);
        return r;
    };
    auto unrank = [&](std::uint64_t r) {
        Position tuple(lo.size());
        for (std::size_t v = lo.size(); v-- > 0; r /= hi[v] - lo[v] + 1) tuple[v] = static_cast<std::int64_t>(lo[v] + r % (hi[v] - lo[v] + 1));
        return tuple;
    };
    std::vector<std::uint64_t> accepted, model;
    const auto read = static_cast<std::int64_t>(moves.acceptedIn(lo, hi, [&](const std::vector<std::uint64_t>& values) { accepted.push_back(rank(values)); }));
    for (const Position& move : legal) model.push_back(rank(move));
    std::sort(accepted.begin(), accepted.end());
    std::sort(model.begin(), model.end());
    std::vector<std::uint64_t> differ;
    std::set_symmetric_difference(accepted.begin(), accepted.end(), model.begin(), model.end(), std::back_inserter(differ));
    const std::size_t k = lo.size() / 2;
    for (std::size_t i = 0; i < differ.size() && i < 5; ++i) {
        const Position tuple = unrank(differ[i]);
        show(Position(tuple.begin(), tuple.begin() + k), Position(tuple.begin() + k, tuple.end()));
    }
    return {read, static_cast<std::int64_t>(differ.size())};
}

// Every pair (from, to) of positions of k coordinates in [0, size], the encoding against whether
// options(from) lists `to`; as compareMoves.
template <class Options, class Show>
std::pair<std::int64_t, std::int64_t> compareEveryPair(const Automaton& moves, int k, std::int64_t size, Options options, Show show) {
    std::vector<Position> legal;
    for (const Position& from : everyPosition(k, size))
        for (const Position& to : options(from))
            if (std::all_of(to.begin(), to.end(), [&](std::int64_t v) { return v <= size; })) {
                legal.push_back(from);
                legal.back().insert(legal.back().end(), to.begin(), to.end());
            }
    return compareMoves(moves, std::vector<std::uint64_t>(2 * k, 0), std::vector<std::uint64_t>(2 * k, u(size)), legal, show);
}

}  // namespace

TEST_CASE("the WS1S rules of WYNNIE are the model's moves on every pair up to 64", "[prover][soundness]") {
    const Automaton moves = moveRelation(games::wynnieWs1s());
    REQUIRE(moves.variables() == std::vector<std::string>{"X1", "X2", "Y1", "Y2"});
    TwoStackTable table(games::wynnie());
    auto options = [&](const Position& p) {
        std::vector<Position> list;
        for (auto [a, b] : table.options(p[0], p[1])) list.push_back({a, b});
        return list;
    };
    auto show = [](const Position& from, const Position& to) {
        UNSCOPED_INFO("W[" << from[0] << "," << from[1] << "] -> W[" << to[0] << "," << to[1] << "]");
    };
    const auto [checked, disagreements] = compareEveryPair(moves, 2, kSize, options, show);
    CHECK(disagreements == 0);  // shows the first ones
    CHECK(checked == (kSize + 1) * (kSize + 1) * (kSize + 1) * (kSize + 1));
}

TEST_CASE("an automaton lists in a box exactly the tuples it accepts one by one", "[prover]") {
    const Automaton moves = moveRelation(games::wynnieWs1s());
    const std::vector<std::uint64_t> lo = {3, 0, 5, 1}, hi = {20, 17, 9, 33};
    std::set<std::vector<std::uint64_t>> listed;
    const std::uint64_t read = moves.acceptedIn(lo, hi, [&](const std::vector<std::uint64_t>& values) { CHECK(listed.insert(values).second); });
    std::uint64_t inBox = 0, accepted = 0;
    for (std::uint64_t a = lo[0]; a <= hi[0]; ++a)
        for (std::uint64_t b = lo[1]; b <= hi[1]; ++b)
            for (std::uint64_t c = lo[2]; c <= hi[2]; ++c)
                for (std::uint64_t d = lo[3]; d <= hi[3]; ++d) {
                    ++inBox;
                    if (moves.accepts({a, b, c, d})) {
                        ++accepted;
                        CHECK(listed.count({a, b, c, d}));
                    }
                }
    CHECK(read == inBox);
    CHECK(listed.size() == accepted);
    CHECK(accepted > 0);
}

TEST_CASE("the WS1S rules of NIM(A; n) are the model's moves on every pair up to 64", "[prover][soundness]") {
    const std::vector<nim_cash::Moves> family = {{1, 2}, {1, 4}, {1, 3, 4}, {2, 5, 6}};
    const Automaton moves = moveRelation(nim_cash::nimWs1s(family));
    for (std::size_t i = 0; i < family.size(); ++i)
        for (std::int64_t n = 0; n <= kSize; ++n) {
            auto list = nim_cash::nimOptions(family[i], n);
            std::set<std::int64_t> model(list.begin(), list.end());
            for (std::size_t j = 0; j <= family.size(); ++j)
                for (std::int64_t m = 0; m <= kSize; ++m) {
                    INFO(nim_cash::showSet(family[i]) << " n=" << n << " -> set " << j << " n=" << m);
                    CHECK(moves.accepts({u(i), u(n), u(j), u(m)}) == (i == j && model.count(m) > 0));
                }
        }
}

TEST_CASE("the WS1S rules of NIM with Cash are the model's moves on every pair up to 12, and near 40", "[prover][soundness]") {
    // A position is (move set, stones, mover's money, other's money): every pair of positions with
    // coordinates up to 12 (13^6 pairs a set), then from every position up to 40 each candidate
    // (n − t, y + δ, x − t + δ') with t <= max(A) + 1 and |δ|, |δ'| <= 1, which holds every move
    // and every near miss.
    const std::vector<nim_cash::Moves> family = {{1, 2}, {1, 4}, {1, 3, 4}, {2, 5, 6}};
    const prover::RulesEncoding g = nim_cash::cashWs1s(family);
    const Automaton moves = Automaton::of(
        "ws1s;\n" + prover::arithmetic() + g.rules + "var2 X1, X2, X3, X4, Y1, Y2, Y3, Y4;\nmove(X1, X2, X3, X4, Y1, Y2, Y3, Y4);\n", 60);
    REQUIRE(moves.variables() == std::vector<std::string>{"X1", "X2", "X3", "X4", "Y1", "Y2", "Y3", "Y4"});
    auto modelMoves = [&](std::size_t i, const nim_cash::Turn& t) {
        std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> options;
        for (std::int64_t take : nim_cash::legalTakes(family[i], t)) {
            const nim_cash::Turn next = nim_cash::after(t, take);
            options.insert({next.stones, next.mover, next.other});
        }
        return options;
    };
    std::int64_t disagreements = 0, checked = 0;
    auto compare = [&](bool accepted, std::size_t i, const nim_cash::Turn& t, std::size_t j, std::int64_t n, std::int64_t x,
                       std::int64_t y, const std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>>& model) {
        ++checked;
        const bool legal = i == j && model.count({n, x, y}) > 0;
        if (accepted != legal && ++disagreements <= 5)
            FAIL_CHECK(nim_cash::showSet(family[i]) << " (" << t.stones << ", " << t.mover << ", " << t.other << ") -> set " << j
                                                   << " (" << n << ", " << x << ", " << y << "): encoding " << accepted);
    };
    auto accepts = [&](std::size_t i, const nim_cash::Turn& t, std::size_t j, std::int64_t n, std::int64_t x, std::int64_t y) {
        return moves.accepts({u(i), u(t.stones), u(t.mover), u(t.other), u(j), u(n), u(x), u(y)});
    };
    constexpr std::int64_t kAll = 12, kNear = 40;
    for (std::size_t i = 0; i < family.size(); ++i) {
        std::vector<Position> legal;  // (i, n, x, y, i, n', x', y'), every coordinate up to 12
        for (const Position& p : everyPosition(3, kAll)) {
            const nim_cash::Turn t{p[0], p[1], p[2]};
            const auto model = modelMoves(i, t);
            for (auto [n, x, y] : model)
                if (n <= kAll && x <= kAll && y <= kAll) legal.push_back({std::int64_t(i), p[0], p[1], p[2], std::int64_t(i), n, x, y});
            const std::size_t j = (i + 1) % family.size();  // the same move into the next set
            const std::int64_t n = t.stones - 1 < 0 ? 0 : t.stones - 1, x = t.other, y = t.mover - 1 < 0 ? 0 : t.mover - 1;
            compare(accepts(i, t, j, n, x, y), i, t, j, n, x, y, model);
        }
        const std::uint64_t all = kAll;
        auto show = [&](const Position& from, const Position& to) {
            FAIL_CHECK(nim_cash::showSet(family[i]) << " (" << from[1] << ", " << from[2] << ", " << from[3] << ") -> (" << to[1] << ", "
                                                   << to[2] << ", " << to[3] << "): encoding and model differ");
        };
        const auto [read, differ] = compareMoves(moves, {u(i), 0, 0, 0, u(i), 0, 0, 0}, {u(i), all, all, all, u(i), all, all, all}, legal, show);
        checked += read;
        disagreements += differ;
    }
    for (std::size_t i = 0; i < family.size(); ++i)
        for (std::int64_t n = 0; n <= kNear; ++n)
            for (std::int64_t x = 0; x <= kNear; ++x)
                for (std::int64_t y = 0; y <= kNear; ++y) {
                    const nim_cash::Turn t{n, x, y};
                    const auto model = modelMoves(i, t);
                    for (std::int64_t take = 0; take <= family[i].back() + 1 && take <= n && take <= x; ++take)
                        for (std::int64_t dy = -1; dy <= 1; ++dy)
                            for (std::int64_t dx = -1; dx <= 1; ++dx)
                                if (y + dy >= 0 && x - take + dx >= 0)
                                    compare(accepts(i, t, i, n - take, y + dy, x - take + dx), i, t, i, n - take, y + dy, x - take + dx, model);
                }
    CHECK(checked > 4 * 13 * 13 * 13 * 13 * 13 * 13);
    CHECK(disagreements == 0);
}

TEST_CASE("the WS1S rules of 'fewer than half' Maximum NIM are the model's moves up to 64", "[prover][soundness]") {
    const prover::RulesEncoding g = games::lessThanHalfWs1s();
    const Automaton moves = Automaton::of("ws1s;\n" + prover::arithmetic() + g.rules + "var2 X1, Y1;\nmove(X1, Y1);\n", 60);
    for (std::int64_t n = 0; n <= kSize; ++n) {
        auto list = games::maxNimOptions(games::lessThanHalf, n);
        std::set<std::int64_t> model(list.begin(), list.end());
        for (std::int64_t m = 0; m <= kSize; ++m) {
            INFO(n << " -> " << m);
            CHECK(moves.accepts({u(n), u(m)}) == (model.count(m) > 0));
        }
    }
}

TEST_CASE("the WS1S rules of Kayles rows are the model's moves on every row up to 64", "[prover][soundness]") {
    const Automaton splits =
        Automaton::of("ws1s;\n" + prover::arithmetic() + snodgrass::kaylesWs1s() + "var2 N, A, B;\nsplit(N, A, B);\n", 60);
    REQUIRE(splits.variables() == std::vector<std::string>{"N", "A", "B"});
    for (int n = 0; n <= kSize; ++n) {
        std::set<std::pair<int, int>> model;
        for (auto [a, b] : snodgrass::kaylesMoves(n)) model.insert({a, b}), model.insert({b, a});
        for (int a = 0; a <= kSize; ++a)
            for (int b = 0; b <= kSize; ++b) {
                INFO("K" << n << " -> K" << a << " + K" << b);
                CHECK(splits.accepts({u(n), u(a), u(b)}) == (model.count({a, b}) > 0));
            }
    }
}

namespace {

// The k-stack encoding against the model on every pair of positions with stacks <= size.
void sameMoves(const games::StackGame& model, const prover::RulesEncoding& encoding, std::int64_t size) {
    const int k = encoding.arity;
    const std::string X = prover::variables("X", k), Y = prover::variables("Y", k);
    const Automaton moves = Automaton::of("ws1s;\n" + prover::arithmetic() + encoding.rules + "var2 " + X + "," + Y +
                                              ";\nmove(" + X + "," + Y + ");\n",
                                          60);
    REQUIRE(static_cast<int>(moves.variables().size()) == 2 * k);
    auto options = [&](const games::Stacks& from) { return games::optionsInPlace(model, from); };
    auto show = [&](const games::Stacks& from, const games::Stacks& to) {
        UNSCOPED_INFO(encoding.name << ": " << games::show(model, from) << " -> " << games::show(model, to));
    };
    const auto [checked, disagreements] = compareEveryPair(moves, k, size, options, show);
    CHECK(disagreements == 0);  // shows the first ones
    std::int64_t pairs = 1;
    for (int i = 0; i < 2 * k; ++i) pairs *= size + 1;
    CHECK(checked == pairs);
}

}  // namespace

TEST_CASE("the WS1S rules of NIM, Greedy NIM, MINNIE, MINE, NIMB and NIMTB are the model's moves", "[prover][soundness]") {
    // Two stacks: every pair of positions up to 64; three stacks up to 9.
    for (auto [model, encoding] : {std::pair{games::nim(), &games::nimWs1s}, std::pair{games::greedyNim(), &games::greedyNimWs1s},
                                   std::pair{games::minnie(), &games::minnieWs1s}, std::pair{games::mine(), &games::mineWs1s},
                                   std::pair{games::nimb(), &games::nimbWs1s}, std::pair{games::nimtb(), &games::nimtbWs1s}}) {
        sameMoves(model, encoding(1), kSize);
        sameMoves(model, encoding(2), kSize);
        sameMoves(model, encoding(3), 9);
    }
}

namespace {

// Theorem 4.5's P-set for WYNNIE with the offset 2^(n−1) − 1 replaced by `offset`.
prover::ProofSpec wynnieClaim(const std::string& offset) {
    const std::string form = "(ex1 m, n: n = m + 1 & (ex2 P, H, D: power(P, n) & plus(R, {0}, P) & " + offset +
                             " & minus(C, H, D) & D ~= empty & (all1 i: i < n => i notin D)))";
    auto on = [&](const std::string& r, const std::string& c) {
        return "(all2 R, C: (R = " + r + " & C = " + c + ") => " + form + ")";
    };
    const std::string claimed = "(X1 = empty & X2 = empty) | (less(X1, X2) & " + on("X1", "X2") +
                                ") | (less(X2, X1) & " + on("X2", "X1") + ")";
    return prover::outcomeProof({.claim = "test/wynnie",
                                 .statement = "a claimed WYNNIE P-set",
                                 .game = games::wynnieWs1s(),
                                 .pSet = claimed,
                                 .domain = "true",
                                 .claimedP = claimed,
                                 .show = [](const std::vector<std::int64_t>& v) {
                                     return "W[" + std::to_string(v[0]) + "," + std::to_string(v[1]) + "]";
                                 }});
}

}  // namespace

TEST_CASE("the prover proves Theorem 4.5's P-set and rejects it changed by one bit", "[prover]") {
    std::string counterexample;
    CHECK(prover::decide(wynnieClaim("ones(H, m)"), 60, &counterexample).proved());
    // 2^(n−1) instead of 2^(n−1) − 1: the claimed set fails the characterisation.
    const Proof wrong = prover::decide(wynnieClaim("power(H, m)"), 60, &counterexample);
    CHECK_FALSE(wrong.proved());
    CHECK(wrong.certificate.empty());
    // A set that is not a kernel at all: every position.
    CHECK_FALSE(prover::decide(prover::outcomeProof({.claim = "test/all",
                                                     .statement = "every position is P",
                                                     .game = games::wynnieWs1s(),
                                                     .pSet = "true",
                                                     .domain = "true",
                                                     .claimedP = "true",
                                                     .show = {}}),
                               60, &counterexample)
                    .proved());
}

TEST_CASE("the one-stack characterisations reject a wrong P-set and a wrong Grundy function", "[prover]") {
    // NIM on 3 stacks with the XOR of the first two stacks only: not the P-set.
    const prover::ProofSpec nim = prover::outcomeProof({.claim = "test/nim",
                                                        .statement = "a wrong NIM P-set",
                                                        .game = games::nimWs1s(3),
                                                        .pSet = "(all1 i: i in X1 <=> i in X2)",
                                                        .domain = "true",
                                                        .claimedP = "(all1 i: i in X1 <=> i in X2)",
                                                        .show = [](const std::vector<std::int64_t>&) { return ""; }});
    CHECK(prover::runMona(nim.lemmas, 60).kind == prover::MonaAnswer::Kind::Unsatisfiable);
    // NIMB on 4 stacks with G = the smallest stack (not one less): not the Grundy function.
    const prover::ProofSpec nimb = prover::grundyProof({.claim = "test/nimb",
                                                        .statement = "a wrong NIMB Grundy function",
                                                        .game = games::nimbWs1s(4),
                                                        .grundy = "smallest(X1,X2,X3,X4, V)",
                                                        .domain = "true",
                                                        .claimed = "smallest(X1,X2,X3,X4, V)",
                                                        .show = [](const std::vector<std::int64_t>&) { return ""; }});
    CHECK(prover::runMona(nimb.lemmas, 120).kind == prover::MonaAnswer::Kind::Unsatisfiable);
}

TEST_CASE("MONA's answers are read: valid, unsatisfiable, an example, a syntax error", "[prover]") {
    using Kind = prover::MonaAnswer::Kind;
    CHECK(prover::runMona("ws1s;\nall2 X: X = X;\n", 10).kind == Kind::Valid);
    CHECK(prover::runMona("ws1s;\nex2 X: X ~= X;\n", 10).kind == Kind::Unsatisfiable);
    auto a = prover::runMona("ws1s;\n" + prover::arithmetic() + "var2 X;\nplus(X, {0}, {0,2});\n", 10);
    REQUIRE(a.kind == Kind::Invalid);
    CHECK(prover::number(a.example["X"]) == 4);
    const auto failed = prover::runMona("ws1s;\nthis is not mona\n", 10);
    CHECK(failed.kind == Kind::Failed);
    unlink(failed.kept.c_str());  // a failed run's program is kept (tests/prover/test_fibonacci.cpp)
    // Residues: 23 = 5·4 + 3.
    CHECK(prover::runMona("ws1s;\n" + prover::arithmetic() + prover::residue(prover::constant(23), 5, 3) + ";\n", 10)
              .kind == Kind::Valid);
    CHECK(prover::runMona("ws1s;\n" + prover::arithmetic() + prover::residue(prover::constant(23), 5, 2) + ";\n", 10)
              .kind == Kind::Unsatisfiable);
}

// A stand-in `mona` first on PATH, for the ways a run can end that the real one seldom shows.
struct FakeMona {
    std::string folder, path;
    explicit FakeMona(const std::string& script) {
        char name[] = "/tmp/gameaudit-fake-mona-XXXXXX";
        REQUIRE(mkdtemp(name));
        folder = name;
        std::ofstream(folder + "/mona") << "#!/bin/sh\n" << script;
        REQUIRE(chmod((folder + "/mona").c_str(), 0755) == 0);
        path = std::getenv("PATH");
        setenv("PATH", (folder + ":" + path).c_str(), 1);
    }
    ~FakeMona() {
        setenv("PATH", path.c_str(), 1);
        std::filesystem::remove_all(folder);
    }
};

TEST_CASE("a MONA run is stopped by its CPU time, and a failed run says how it ended", "[prover]") {
    using Kind = prover::MonaAnswer::Kind;
    {
        FakeMona spinning("while :; do :; done\n");
        const auto a = prover::runMona("ws1s;\n", 1);
        CHECK(a.kind == Kind::TimedOut);
        CHECK(a.ending == "stopped at its limit of 1 s of CPU time");
        CHECK(a.seconds < 5);  // stopped after 1 s of CPU, long before the wall-clock backstop (14 s)
    }
    {
        FakeMona waiting("sleep 2; echo 'Formula is valid'\n");  // 2 s of wall-clock time, no CPU
        const auto a = prover::runMona("ws1s;\n", 1);
        CHECK(a.kind == Kind::Valid);
        CHECK(a.seconds >= 2);
    }
    {
        FakeMona crashing("echo 'out of memory'; exit 3\n");
        const auto a = prover::runMona("ws1s;\n", 10);
        CHECK(a.kind == Kind::Failed);
        CHECK(a.ending == "exited with status 3");
        CHECK(a.output == "out of memory\n");
        unlink(a.kept.c_str());
    }
    {
        FakeMona killed("kill -SEGV $$\n");
        const auto a = prover::runMona("ws1s;\n", 10);
        CHECK(a.kind == Kind::Failed);
        CHECK_THAT(a.ending, Catch::StartsWith("killed by signal 11"));
        CHECK_THAT(prover::failure(a), Catch::Contains("signal 11 (Segmentation fault): a crash"));
        unlink(a.kept.c_str());
    }
    {
        FakeMona reading("cat \"$2\"\n");  // the program MONA is given is the whole program
        const std::string program = "ws1s;\n" + std::string(1 << 20, '#') + "\nFormula is valid\n";
        const auto a = prover::runMona(program, 10);
        CHECK(a.kind == Kind::Valid);
        CHECK(a.output == program);
    }
}

TEST_CASE("a planted claim only the prover refutes, its counterexample confirmed by the oracle", "[prover]") {
    const Claim* c = Registry::instance().claim("planted/thm-beyond");
    REQUIRE(c);
    Result r = c->check(CheckOptions{});
    REQUIRE(r.proof);
    CHECK(r.proof->status == Proof::Status::Refuted);
    REQUIRE(r.verdict == Verdict::Refuted);
    CHECK(r.counterexample->position == "n=1048576");
    CHECK(r.counterexample->position == c->info.expect.counterexample);
    CHECK_FALSE(c->evaluate(r.counterexample->position).holds);
    // The bounded check alone, a hundred times deeper than its default bound, finds nothing.
    CheckOptions deeper;
    deeper.bound = 100000;
    deeper.cases = 0;
    Result deep = c->check(deeper);
    CHECK(deep.exhaustiveCases == 100001);
    CHECK(deep.verdict == Verdict::Refuted);  // only through the prover
    CHECK_FALSE(deep.counterexample->minimal);
}

TEST_CASE("proved claims: the certificate is kept, and the JSON says proved", "[prover]") {
    const Claim* c = Registry::instance().claim("mullen2016/thm4.5");
    REQUIRE(c);
    CheckOptions quick;
    quick.bound = 50;
    quick.cases = 0;
    Result r = c->check(quick);
    CHECK(r.verdict == Verdict::Holds);
    REQUIRE(r.proof);
    CHECK(r.proof->proved());
    CHECK(r.proof->file == "proofs/mullen2016/thm4.5.mona");
    CHECK(prover::runMona(r.proof->certificate, 60).kind == prover::MonaAnswer::Kind::Valid);
    CHECK(r.scope.find("PROVED for every size") != std::string::npos);
}

TEST_CASE("reports carry the proof: JSON object, audit.md marker, JUnit property, certificate file", "[prover]") {
    const Claim* c = Registry::instance().claim("mullen2016/lem4.2");
    REQUIRE(c);
    CheckOptions quick;
    quick.bound = 20;
    quick.cases = 0;
    std::vector<Audited> audited{{c, c->check(quick)}};
    const nlohmann::json j = toJson(audited[0], true);
    CHECK(j["proof"]["proved"] == true);
    CHECK(j["proof"]["certificate"] == "proofs/mullen2016/lem4.2.mona");
    CHECK(j["proof"]["seconds"].get<double>() > 0);
    CHECK_FALSE(toJson(audited[0], false)["proof"].contains("seconds"));  // reports stay deterministic
    CHECK(markdownReport(audited, Registry{}).find("holds ∀ (proved)") != std::string::npos);  // no figures
    CHECK(junitReport(audited).find("<property name=\"proof\" value=\"proved\"/>") != std::string::npos);
    // A claim checked in a child process (--jobs) or a slice (--shard) comes back through JSON, proof and all.
    const Result back = resultFromJson(resultJson(audited[0].result));
    REQUIRE(back.proof);
    CHECK(back.proof->proved());
    CHECK(back.proof->certificate == audited[0].result.proof->certificate);
    const auto dir = std::filesystem::temp_directory_path() / ("gameaudit-prover-" + std::to_string(::getpid()));
    ReportFolder(dir).commit(audited, Registry::instance());
    std::ifstream in(dir / "proofs" / "mullen2016" / "lem4.2.mona");
    std::stringstream text;
    text << in.rdbuf();
    CHECK(text.str() == audited[0].result.proof->certificate);
    CHECK(prover::runMona(text.str(), 60).kind == prover::MonaAnswer::Kind::Valid);
    std::filesystem::remove_all(dir);
}

TEST_CASE("claims left to the bounded check say why", "[prover]") {
    const Claim* c = Registry::instance().claim("mullen2016/thm2.1");
    REQUIRE(c);
    CheckOptions quick;
    quick.bound = 10;
    quick.cases = 0;
    Result r = c->check(quick);
    REQUIRE(r.proof);
    CHECK(r.proof->status == Proof::Status::Undecided);
    CHECK(r.proof->reason.find("irrational") != std::string::npos);
}

TEST_CASE("every registered claim carries a proof or a one-line reason for the bounded check", "[prover]") {
    const Registry& registry = Registry::instance();
    std::set<std::string> attached;
    for (const auto& spec : prover::attached()) attached.insert(spec->claim);
    for (const Claim& c : registry.claims()) {
        INFO(c.info.id);
        const std::optional<std::string> reason = prover::boundedCheckReason(c.info.id);
        CHECK((attached.count(c.info.id) || (reason && !reason->empty())));
        if (reason) CHECK(reason->find('\n') == std::string::npos);
    }
    for (const auto& entry : prover::boundedCheckReasons()) {
        const auto& pattern = entry.first;  // not a structured binding: clang before 16 cannot capture one
        const auto& reason = entry.second;
        INFO(pattern);  // a pattern that names no claim is a typo
        CHECK(std::any_of(registry.claims().begin(), registry.claims().end(),
                          [&](const Claim& c) { return prover::boundedCheckReason(c.info.id) == reason &&
                                                       (pattern.ends_with('*') ? c.info.id.starts_with(pattern.substr(0, pattern.size() - 1))
                                                                               : c.info.id == pattern); }));
    }
}

TEST_CASE("the most specific pattern gives a claim's reason, and a proof supersedes it", "[prover]") {
    Registry::instance();
    CHECK(prover::boundedCheckReason("sls-v1/ex1.12")->find("one position") != std::string::npos);
    CHECK(prover::boundedCheckReason("sls-v1/prop2.2")->find("endgame") != std::string::npos);
    CHECK(prover::boundedCheckReason("sls-v2/rem1.2a")->find("four players") != std::string::npos);
    CHECK_FALSE(prover::boundedCheckReason("no-such-paper/thm1"));
    const Claim* c = Registry::instance().claim("planted/thm-beyond");  // a proof and a reason
    REQUIRE(c);
    REQUIRE(prover::boundedCheckReason("planted/thm-beyond"));
    CheckOptions quick;
    quick.bound = 10;
    quick.cases = 0;
    const Result r = c->check(quick);
    REQUIRE(r.proof);
    CHECK(r.proof->status == Proof::Status::Refuted);
    CHECK(r.verdict == Verdict::Refuted);

    const Claim* left = Registry::instance().claim("sls-v2/ex1.2.1");  // a reason alone shows in the scope
    REQUIRE(left);
    const Result l = left->check(CheckOptions{});
    REQUIRE(l.proof);
    CHECK(l.proof->status == Proof::Status::Undecided);
    CHECK(l.proof->reason == *prover::boundedCheckReason("sls-v2/ex1.2.1"));
    CHECK(l.scope.find("not proved for every size: " + l.proof->reason) != std::string::npos);
    // ... and in every report: the JSON proof object, audit.md and JUnit.
    std::vector<Audited> audited{{left, l}};
    const nlohmann::json j = toJson(audited[0], false);
    CHECK(j["proof"]["status"] == "not decided");
    CHECK(j["proof"]["reason"] == l.proof->reason);
    // Without the paper's figures, which are not in question here (So Long Sucker's are dear).
    CHECK(markdownReport(audited, Registry{}).find("not decided by a prover — " + l.proof->reason) != std::string::npos);
    CHECK(junitReport(audited).find("<property name=\"proof_reason\" value=\"one position") != std::string::npos);
}

TEST_CASE("a proof against the bounded check's counterexample is an ERROR, as is a refutation the oracle denies",
          "[prover]") {
    const Claim* c = Registry::instance().claim("mullen2016/thm4.5");
    REQUIRE(c);
    Proof proved;
    proved.status = Proof::Status::Proved;
    Result refuted;
    refuted.verdict = Verdict::Refuted;
    refuted.counterexample = Counterexample{"W[1,2]", "P", "N", "", true};
    prover::join(refuted, proved, "", *c);
    CHECK(refuted.verdict == Verdict::Error);
    CHECK(refuted.error.find("disagree") != std::string::npos);

    Proof wrong;
    wrong.status = Proof::Status::Refuted;
    Result holds;
    holds.verdict = Verdict::Holds;
    prover::join(holds, wrong, "W[1,2]", *c);  // Theorem 4.5 holds at W[1,2]: the oracle denies it
    CHECK(holds.verdict == Verdict::Error);
    CHECK(holds.proof->status == Proof::Status::Undecided);
}

TEST_CASE("the winner function of NIM with Cash proves a staircase and rejects it moved by one", "[prover]") {
    using nim_cash::Player;
    using nim_cash::StaircaseParts;
    // A test fixture, read off the oracle (no theorem of the paper states it): for A = {1, 2, 4},
    // rows of width 1 from M1, Player 1 winning iff e < M2 + 1 + k (even n) or e < M2 + k (odd n).
    const std::vector<nim_cash::Moves> oneTwoFour = {{1, 2, 4}};
    const StaircaseParts truth = [](std::int64_t) {
        return std::vector<nim_cash::StaircasePart>{{"even n", {0, 2, 4}, 6, 0, 1, 0, 1, 0, std::nullopt},
                                                   {"odd n", {1, 3, 5}, 6, 0, 1, 0, 0, 0, std::nullopt}};
    };
    const StaircaseParts moved = [&truth](std::int64_t l) {
        auto parts = truth(l);
        ++parts[0].eStart;  // the even rows' e thresholds one dollar higher
        return parts;
    };
    std::string counterexample;
    CHECK(prover::decide(nim_cash::staircaseProof("test/even", "A = {1, 2, 4}", oneTwoFour, truth, truth, 0), 60, &counterexample)
              .status == Proof::Status::Proved);
    const Proof p =
        prover::decide(nim_cash::staircaseProof("test/even-moved", "A = {1, 2, 4}", oneTwoFour, truth, moved, 0), 60, &counterexample);
    INFO(p.reason);
    REQUIRE(p.status == Proof::Status::Refuted);
    // MONA's counterexample is a both-middle-class position of the even rows where the moved rows are wrong.
    const nim_cash::Position g = nim_cash::parsePosition(counterexample);
    const nim_cash::CashOracle& o = nim_cash::solved(g.a, g.n);
    CHECK(g.a == oneTwoFour[0]);
    CHECK(g.n % 2 == 0);
    CHECK(o.middle(Player::One, g.n) <= g.d);
    CHECK(g.d < o.upperByDefinition(Player::One, g.n));
    CHECK(o.middle(Player::Two, g.n) <= g.e);
    CHECK(g.e < o.upperByDefinition(Player::Two, g.n));
    CHECK(nim_cash::staircaseVerdict(moved(2)[0], g).winner != o.winner(g.n, g.d, g.e));
}
