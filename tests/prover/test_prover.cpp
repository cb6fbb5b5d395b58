// The prover's soundness: each WS1S rules encoding against its C++ model on every pair of
// positions up to size 64; wrong claimed sets rejected; a claim only the prover can refute.
#include <catch2/catch.hpp>

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
#include "models/mullen/max_nim_ws1s.hpp"
#include "models/mullen/stack_games.hpp"
#include "models/mullen/stack_games_ws1s.hpp"
#include "models/nim_cash/nim_cash_ws1s.hpp"
#include "models/nim_cash/nim_ws1s.hpp"
#include "models/snodgrass/chapter_one.hpp"
#include "models/snodgrass/kayles_ws1s.hpp"
#include "models/two_stack_games.hpp"
#include "models/two_stack_games_ws1s.hpp"
#include "properties/chen_gasarch/proofs.hpp"
#include "properties/chen_gasarch/support.hpp"
#include "provers/attach.hpp"
#include "provers/mona.hpp"

using namespace gameaudit;
using prover::Automaton;

namespace {

constexpr std::int64_t kSize = 64;

// The move relation of a two-coordinate game as an automaton over (X1, X2, Y1, Y2).
Automaton moveRelation(const prover::Game& g) {
    return Automaton::of("ws1s;\n" + prover::arithmetic() + g.rules + "var2 X1, X2, Y1, Y2;\nmove(X1, X2, Y1, Y2);\n", 60);
}

std::uint64_t u(std::int64_t v) { return static_cast<std::uint64_t>(v); }

}  // namespace

TEST_CASE("the WS1S rules of WYNNIE are the model's moves on every pair up to 64", "[prover][soundness]") {
    const Automaton moves = moveRelation(games::wynnieWs1s());
    REQUIRE(moves.variables() == std::vector<std::string>{"X1", "X2", "Y1", "Y2"});
    TwoStackTable table(games::wynnie());
    std::int64_t disagreements = 0, checked = 0;
    for (std::int64_t x = 0; x <= kSize; ++x)
        for (std::int64_t y = 0; y <= kSize; ++y) {
            auto list = table.options(x, y);
            std::set<std::pair<std::int64_t, std::int64_t>> model(list.begin(), list.end());
            for (std::int64_t a = 0; a <= kSize; ++a)
                for (std::int64_t b = 0; b <= kSize; ++b) {
                    ++checked;
                    disagreements += moves.accepts({u(x), u(y), u(a), u(b)}) != (model.count({a, b}) > 0);
                }
        }
    CHECK(checked == (kSize + 1) * (kSize + 1) * (kSize + 1) * (kSize + 1));
    CHECK(disagreements == 0);
}

TEST_CASE("the WS1S rules of NIM(A; n) are the model's moves on every pair up to 64", "[prover][soundness]") {
    const std::vector<nimcash::Moves> family = {{1, 2}, {1, 4}, {1, 3, 4}, {2, 5, 6}};
    const Automaton moves = moveRelation(nimcash::nimWs1s(family));
    for (std::size_t i = 0; i < family.size(); ++i)
        for (std::int64_t n = 0; n <= kSize; ++n) {
            auto list = nimcash::nimOptions(family[i], n);
            std::set<std::int64_t> model(list.begin(), list.end());
            for (std::size_t j = 0; j <= family.size(); ++j)
                for (std::int64_t m = 0; m <= kSize; ++m) {
                    INFO(nimcash::showSet(family[i]) << " n=" << n << " -> set " << j << " n=" << m);
                    CHECK(moves.accepts({u(i), u(n), u(j), u(m)}) == (i == j && model.count(m) > 0));
                }
        }
}

TEST_CASE("the WS1S rules of NIM with Cash are the model's moves on every pair up to 12, and near 40", "[prover][soundness]") {
    // A position is (move set, stones, mover's money, other's money): every pair of positions with
    // coordinates up to 12 (13^6 pairs a set), then from every position up to 40 each candidate
    // (n − t, y + δ, x − t + δ') with t <= max(A) + 1 and |δ|, |δ'| <= 1, which holds every move
    // and every near miss.
    const std::vector<nimcash::Moves> family = {{1, 2}, {1, 4}, {1, 3, 4}, {2, 5, 6}};
    const prover::Game g = nimcash::cashWs1s(family);
    const Automaton moves = Automaton::of(
        "ws1s;\n" + prover::arithmetic() + g.rules + "var2 X1, X2, X3, X4, Y1, Y2, Y3, Y4;\nmove(X1, X2, X3, X4, Y1, Y2, Y3, Y4);\n", 60);
    REQUIRE(moves.variables() == std::vector<std::string>{"X1", "X2", "X3", "X4", "Y1", "Y2", "Y3", "Y4"});
    auto modelMoves = [&](std::size_t i, const nimcash::Turn& t) {
        std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>> options;
        for (std::int64_t take : nimcash::legalTakes(family[i], t)) {
            const nimcash::Turn next = nimcash::after(t, take);
            options.insert({next.stones, next.mover, next.other});
        }
        return options;
    };
    std::int64_t disagreements = 0, checked = 0;
    auto compare = [&](std::size_t i, const nimcash::Turn& t, std::size_t j, std::int64_t n, std::int64_t x, std::int64_t y,
                       const std::set<std::tuple<std::int64_t, std::int64_t, std::int64_t>>& model) {
        ++checked;
        const bool accepted = moves.accepts({u(i), u(t.stones), u(t.mover), u(t.other), u(j), u(n), u(x), u(y)});
        const bool legal = i == j && model.count({n, x, y}) > 0;
        if (accepted != legal && ++disagreements <= 5)
            FAIL_CHECK(nimcash::showSet(family[i]) << " (" << t.stones << ", " << t.mover << ", " << t.other << ") -> set " << j
                                                   << " (" << n << ", " << x << ", " << y << "): encoding " << accepted);
    };
    constexpr std::int64_t kAll = 12, kNear = 40;
    for (std::size_t i = 0; i < family.size(); ++i)
        for (std::int64_t n = 0; n <= kAll; ++n)
            for (std::int64_t x = 0; x <= kAll; ++x)
                for (std::int64_t y = 0; y <= kAll; ++y) {
                    const nimcash::Turn t{n, x, y};
                    const auto model = modelMoves(i, t);
                    for (std::int64_t n2 = 0; n2 <= kAll; ++n2)
                        for (std::int64_t x2 = 0; x2 <= kAll; ++x2)
                            for (std::int64_t y2 = 0; y2 <= kAll; ++y2) compare(i, t, i, n2, x2, y2, model);
                    compare(i, t, (i + 1) % family.size(), n - 1 < 0 ? 0 : n - 1, y, x - 1 < 0 ? 0 : x - 1, model);
                }
    for (std::size_t i = 0; i < family.size(); ++i)
        for (std::int64_t n = 0; n <= kNear; ++n)
            for (std::int64_t x = 0; x <= kNear; ++x)
                for (std::int64_t y = 0; y <= kNear; ++y) {
                    const nimcash::Turn t{n, x, y};
                    const auto model = modelMoves(i, t);
                    for (std::int64_t take = 0; take <= family[i].back() + 1 && take <= n && take <= x; ++take)
                        for (std::int64_t dy = -1; dy <= 1; ++dy)
                            for (std::int64_t dx = -1; dx <= 1; ++dx)
                                if (y + dy >= 0 && x - take + dx >= 0) compare(i, t, i, n - take, y + dy, x - take + dx, model);
                }
    CHECK(checked > 4 * 13 * 13 * 13 * 13 * 13 * 13);
    CHECK(disagreements == 0);
}

TEST_CASE("the WS1S rules of 'fewer than half' Maximum NIM are the model's moves up to 64", "[prover][soundness]") {
    const prover::Game g = games::lessThanHalfWs1s();
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
void sameMoves(const games::StackGame& model, const prover::Game& encoding, std::int64_t size) {
    const int k = encoding.arity;
    const std::string X = prover::variables("X", k), Y = prover::variables("Y", k);
    const Automaton moves = Automaton::of("ws1s;\n" + prover::arithmetic() + encoding.rules + "var2 " + X + "," + Y +
                                              ";\nmove(" + X + "," + Y + ");\n",
                                          60);
    REQUIRE(static_cast<int>(moves.variables().size()) == 2 * k);
    std::vector<games::Stacks> all(1, games::Stacks{});
    for (int i = 0; i < k; ++i) {
        std::vector<games::Stacks> longer;
        for (const games::Stacks& s : all)
            for (std::int64_t v = 0; v <= size; ++v) {
                longer.push_back(s);
                longer.back().push_back(v);
            }
        all = std::move(longer);
    }
    std::int64_t disagreements = 0;
    std::vector<std::uint64_t> values(2 * k);
    for (const games::Stacks& from : all) {
        auto list = games::optionsInPlace(model, from);
        std::set<games::Stacks> options(list.begin(), list.end());
        for (int i = 0; i < k; ++i) values[i] = u(from[i]);
        for (const games::Stacks& to : all) {
            for (int i = 0; i < k; ++i) values[k + i] = u(to[i]);
            if (moves.accepts(values) != (options.count(to) > 0)) {
                if (++disagreements <= 5) UNSCOPED_INFO(encoding.name << ": " << games::show(model, from) << " -> " << games::show(model, to));
            }
        }
    }
    CHECK(disagreements == 0);
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
    CHECK(prover::runMona("ws1s;\nthis is not mona\n", 10).kind == Kind::Failed);
    // Residues: 23 = 5·4 + 3.
    CHECK(prover::runMona("ws1s;\n" + prover::arithmetic() + prover::residue(prover::constant(23), 5, 3) + ";\n", 10)
              .kind == Kind::Valid);
    CHECK(prover::runMona("ws1s;\n" + prover::arithmetic() + prover::residue(prover::constant(23), 5, 2) + ";\n", 10)
              .kind == Kind::Unsatisfiable);
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
    CHECK(markdownReport(audited, Registry::instance()).find("holds ∀ (proved)") != std::string::npos);
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
    const Claim* c = Registry::instance().claim("mullen2016/ex1.3-beatty");
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
    for (const auto& [pattern, reason] : prover::boundedCheckReasons()) {
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
    CHECK(markdownReport(audited, Registry::instance()).find("not decided by a prover — " + l.proof->reason) !=
          std::string::npos);
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

TEST_CASE("the winner function of NIM with Cash proves Theorem 6.3 and rejects a staircase moved by one", "[prover]") {
    using namespace chen_gasarch;
    const Sets onlyOneTwo{"A = {1, 2}", {{1, 2}}};
    const StaircaseParts truth = [](std::int64_t) { return theorem63(); };
    const StaircaseParts moved = [](std::int64_t) {
        auto parts = theorem63();
        ++parts[0].eStart;  // part 1's e thresholds one dollar higher
        return parts;
    };
    std::string counterexample;
    CHECK(prover::decide(staircaseProof("test/thm6.3a", onlyOneTwo, truth, truth, 0), 60, &counterexample).status ==
          Proof::Status::Proved);
    const Proof p = prover::decide(staircaseProof("test/thm6.3a-moved", onlyOneTwo, truth, moved, 0), 60, &counterexample);
    INFO(p.reason);
    REQUIRE(p.status == Proof::Status::Refuted);
    // MONA's counterexample is a both-middle-class position of part 1 where the moved rows are wrong.
    const nimcash::Game g = nimcash::parseGame(counterexample);
    const nimcash::CashOracle& o = solved(g.a, g.n);
    CHECK(g.n % 6 == 0);
    CHECK(o.middle(nimcash::Player::One, g.n) <= g.d);
    CHECK(g.d < o.upperByDefinition(nimcash::Player::One, g.n));
    CHECK(o.middle(nimcash::Player::Two, g.n) <= g.e);
    CHECK(g.e < o.upperByDefinition(nimcash::Player::Two, g.n));
    CHECK(staircaseVerdict(moved(2)[0], g).winner != o.winner(g.n, g.d, g.e));
}
