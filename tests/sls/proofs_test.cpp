// So Long Sucker's claims proved for every size (properties/sls/proofs_every_size.cpp): the
// proof joined to the bounded check, its certificate re-run on its own by each solver, and a
// planted mutant of the formula refuted by the prover with the oracle's confirmation.
#include <catch2/catch.hpp>

#include "core/claim.hpp"
#include "provers/sls/solver.hpp"

namespace {

gameaudit::Result checkSmall(const char* id) {
    const gameaudit::Claim* c = gameaudit::Registry::instance().claim(id);
    REQUIRE(c != nullptr);
    gameaudit::CheckOptions options;
    options.bound = 5;
    options.cases = 0;
    return c->check(options);
}

}  // namespace

TEST_CASE("sls Theorem 5.4 is PROVED for every size and its certificate re-runs with z3 and with cvc5", "[sls][smt]") {
    using namespace gameaudit::prover::sls;
    const gameaudit::Result r = checkSmall("sls-v2/thm5.4a");
    CHECK(r.verdict == gameaudit::Verdict::Holds);
    REQUIRE(r.proof);
    INFO(r.proof->reason);
    REQUIRE(r.proof->proved());
    CHECK(r.proof->file == "proofs/sls-v2/thm5.4a.smt2");
    CHECK(r.scope.find("PROVED for every size") != std::string::npos);
    // The claim's certificate (its statement) and its lemma (the labelling's obligations), each on its own.
    REQUIRE(r.proof->lemmas.size() == 1);
    CHECK(r.proof->lemmas[0].first == "proofs/sls/theorem5.4-full.smt2");
    std::size_t all = 0;
    for (const std::string* script : {&r.proof->certificate, &r.proof->lemmas[0].second}) {
        std::size_t checks = 0;  // commands, not comments
        for (std::size_t at = script->find("\n(check-sat)"); at != std::string::npos; at = script->find("\n(check-sat)", at + 1)) ++checks;
        REQUIRE(checks >= 2);
        all += checks;
        for (Solver solver : {Solver::Z3, Solver::Cvc5}) {
            const SmtAnswer a = runSmt(solver, *script, 120);
            INFO(solverName(solver) << ": " << a.ending << " " << a.output.substr(0, 300));
            CHECK(a.errors.empty());
            REQUIRE(a.results.size() == checks);
            for (std::size_t i = 0; i < checks; ++i) CHECK(a.results[i] == (i % 2 == 0 ? "sat" : "unsat"));
        }
    }
    CHECK(all > 200);
}

TEST_CASE("sls a planted mutant of Theorem 5.4's formula is refuted by the prover and confirmed by the oracle", "[sls][smt]") {
    const gameaudit::Result r = checkSmall("planted/thm5.4-no-max");
    CHECK(r.verdict == gameaudit::Verdict::Refuted);
    REQUIRE(r.proof);
    CHECK(r.proof->status == gameaudit::Proof::Status::Refuted);
    CHECK(r.proof->reason.find("confirmed by the oracle") != std::string::npos);
}
