// The obligations generated from the description of the step kinds, decided by z3 and by cvc5
// (the Debian packages scripts/setup installs): every one proved by both, none vacuously; and
// wrong ones (a measure without a component, a description with a fault) refuted, with a
// counterexample that the C++ evaluation of the same obligation confirms.
#include <catch2/catch.hpp>

#include <cstdio>
#include <map>

#include "models/sls/endgame.hpp"
#include "provers/sls/obligations.hpp"

namespace model = gameaudit::sls;
using namespace gameaudit::prover::sls;

namespace {

constexpr Solver kSolvers[] = {Solver::Z3, Solver::Cvc5};

std::string showValues(const Values& v) {
    std::string s;
    if (v.size() != static_cast<std::size_t>(kVars)) return s;
    for (int i = 0; i < kVars; ++i)
        if (v[static_cast<std::size_t>(i)] != 0) s += varName(i) + "=" + std::to_string(v[static_cast<std::size_t>(i)]) + " ";
    return s;
}

// The verdict of each obligation whose id contains `part` (all if empty), by each solver.
std::map<std::string, Verdict::Kind> decideAll(const std::vector<Obligation>& obs, Solver solver, const std::string& part = "") {
    std::map<std::string, Verdict::Kind> out;
    for (const Obligation& o : obs) {
        if (o.id.find(part) == std::string::npos) continue;
        const Verdict v = decide(o, solver);
        INFO(solverName(solver) << " on " << o.id << ": " << show(v.kind) << " " << v.detail << " " << showValues(v.example));
        CHECK(v.kind != Verdict::Failed);
        out[o.id] = v.kind;
    }
    return out;
}

}  // namespace

TEST_CASE("sls prover: every obligation is proved by z3 and by cvc5, none vacuously", "[sls_prover][smt]") {
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        const Description d = describe(rules);
        const std::vector<Obligation> obs = obligations(d, terminationMeasure());
        std::map<std::string, int> families;
        for (const Obligation& o : obs) ++families[o.family];
        CHECK(families["measure"] == 1);
        CHECK(families["termination"] == static_cast<int>(d.kinds.size()));
        CHECK(families["realizability"] == static_cast<int>(d.kinds.size()));
        CHECK(families["progress"] == 1);
        for (Solver solver : kSolvers) {
            double seconds = 0, slowest = 0;
            int proved = 0;
            for (const Obligation& o : obs) {
                const Verdict v = decide(o, solver);
                INFO(solverName(solver) << " on " << o.id << ": " << show(v.kind) << " " << v.detail << " " << showValues(v.example));
                CHECK(v.kind == Verdict::Proved);
                proved += v.kind == Verdict::Proved;
                seconds += v.seconds;
                slowest = std::max(slowest, v.seconds);
            }
            std::printf("sls prover, %s rules, %s: %d/%zu obligations proved (%d kinds), hypotheses satisfiable; %.2f s in all, slowest %.2f s\n",
                        rules == model::Rules::Full ? "Full" : "Placements", solverName(solver).c_str(), proved, obs.size(),
                        static_cast<int>(d.kinds.size()), seconds, slowest);
        }
    }
}

TEST_CASE("sls prover: wrong measures and faulty descriptions are refuted with confirmed counterexamples", "[sls_prover][smt]") {
    const Description full = describe(model::Rules::Full);
    SECTION("a measure without the window rank: passing a window does not lower it") {
        Measure m = terminationMeasure();
        REQUIRE(m.back().name == "window");
        m.pop_back();
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(full, m), solver, "/termination/");
            for (const auto& [id, kind] : verdicts) {
                INFO(solverName(solver) << " " << id);
                CHECK(kind == (id.find("passes") != std::string::npos ? Verdict::Refuted : Verdict::Proved));
            }
        }
    }
    SECTION("a measure without the prisoners: a donation does not lower it") {
        Measure m = terminationMeasure();
        m.erase(m.begin() + 2);
        REQUIRE(m[2].name == "window");
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(full, m), solver, "/termination/");
            for (const auto& [id, kind] : verdicts) {
                INFO(solverName(solver) << " " << id);
                CHECK(kind == (id.find("donates") != std::string::npos ? Verdict::Refuted : Verdict::Proved));
            }
        }
    }
    SECTION("a touched pile without d >= a - 1: an extended pile's successor class is not realizable") {
        Description d = full;
        const std::string dropped = smt(Clause{ge(var(kD), var(kA) - 1)});
        int removed = 0;
        for (Kind& k : d.kinds)
            for (std::size_t j = 0; j < k.pile.size(); ++j)
                if (smt(k.pile[j]) == dropped) {
                    k.pile.erase(k.pile.begin() + static_cast<std::ptrdiff_t>(j));
                    ++removed;
                    break;
                }
        CHECK(removed == 8);  // 2 movers x 2 chips x 2 long targets
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(d, terminationMeasure()), solver, "/realizability/");
            int refuted = 0;
            for (const auto& [id, kind] : verdicts) {
                INFO(solverName(solver) << " " << id);
                const bool extends = id.find("long") != std::string::npos && id.find("captures") == std::string::npos;
                const bool captures = id.find("long") != std::string::npos && id.find("captures") != std::string::npos;
                // Extending needs it (the new class's other sum <= own sum), and so does capturing (the pending
                // chips of the capturer's discard); the other kinds never read a or d.
                if (extends || captures) CHECK(kind == Verdict::Refuted);
                else CHECK(kind == Verdict::Proved);
                refuted += kind == Verdict::Refuted;
            }
            CHECK(refuted == 8);
        }
    }
    SECTION("a placement that keeps the chip in hand does not terminate") {
        Description d = full;
        Kind& k = d.kinds.front();
        REQUIRE(k.name == "B places b on an empty pile");
        k.next[HandBb].value = cur(HandBb);
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(d, terminationMeasure()), solver, "/termination/B places b on an empty pile");
            REQUIRE(verdicts.size() == 1);
            CHECK(verdicts.begin()->second == Verdict::Refuted);
        }
    }
    SECTION("a guard that cannot hold is a vacuous obligation, not a proof") {
        Description d = full;
        Kind& k = d.kinds.front();
        k.guard.push_back({eq(cur(PhaseOf), num(1))});  // besides phase = 0
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(d, terminationMeasure()), solver, "/B places b on an empty pile");
            REQUIRE(verdicts.size() == 2);
            for (const auto& [id, kind] : verdicts) CHECK(kind == Verdict::Vacuous);
        }
    }
    SECTION("a missing kind leaves a non-terminal state without a step") {
        Description d = full;
        d.kinds.erase(d.kinds.begin() + 10);  // B discards b from the captured pile: the only step of some captures
        REQUIRE(d.kinds[10].name == "B discards r from the captured pile");
        for (Solver solver : kSolvers) {
            const auto verdicts = decideAll(obligations(d, terminationMeasure()), solver, "/progress/");
            REQUIRE(verdicts.size() == 1);
            CHECK(verdicts.begin()->second == Verdict::Refuted);
        }
    }
}

TEST_CASE("sls prover: the printed step relation holds on the engine's steps, and not on altered successors", "[sls_prover][smt]") {
    // The SMT-LIB text itself against the engine (the C++ evaluation is compared with it in
    // description_test.cpp): for up to 4 engine steps of each kind, from every state to 5 chips in
    // every reachable phase, the hypothesis of the kind's obligations with every aggregate, the
    // successor's and the touched pile's (a, d) fixed to the engine's values is satisfiable (r is
    // left to the solver), and unsatisfiable with one successor field off by one.
    for (model::Rules rules : {model::Rules::Full, model::Rules::Placements}) {
        const Description d = describe(rules);
        std::map<std::string, std::string> hypothesis;
        for (const Obligation& o : obligations(d, terminationMeasure()))
            if (o.family == "termination") hypothesis[o.id.substr(o.id.rfind('/') + 1)] = o.hypothesis;
        std::vector<int> taken(d.kinds.size(), 0);
        std::string body;
        std::vector<std::string> expected, what;
        int field = 0;
        std::vector<model::State> stack;
        std::vector<model::State> seen;
        auto follow = [&](const model::State& s0) {
            stack.push_back(s0);
            while (!stack.empty()) {
                const model::State s = stack.back();
                stack.pop_back();
                if (std::find(seen.begin(), seen.end(), s) != seen.end()) continue;
                seen.push_back(s);
                const Aggregates from = aggregates(s);
                model::forEachOption(s, rules, [&](const model::Action& act, const model::State& t) {
                    stack.push_back(t);
                    Pattern p{act.kind, act.chip, Target::None, model::Blue};
                    int a = 0, dd = 0;
                    if (act.kind == model::Action::Place) {
                        const model::Pile pile{static_cast<model::Colour>(act.target & 1), act.target >> 1};
                        p.target = act.target == 0 ? Target::Empty : pile.length == 1 ? Target::Single : Target::Long;
                        p.top = pile.top;
                        if (act.target != 0 && pile.length >= 2) a = pile.count(pile.top), dd = pile.count(model::other(pile.top));
                    }
                    Values v(kVars, 0);
                    const Aggregates to = aggregates(t);
                    for (int f = 0; f < kFields; ++f) v[static_cast<std::size_t>(f)] = from.v[static_cast<std::size_t>(f)];
                    for (std::size_t i = 0; i < d.kinds.size(); ++i) {
                        const Kind& k = d.kinds[i];
                        if (!(k.pattern == p) || !holds(k.guard, v) || taken[i] >= 4) continue;
                        ++taken[i];
                        // The altered field; not the touched class's max, which the free r may well give.
                        int altered = field % kFields;
                        if (k.touchesLongPile() && altered == maxOf(p.top)) altered = (altered + 1) % kFields;
                        for (int off : {0, 1}) {
                            body += "(push 1)\n(assert " + hypothesis.at(k.name) + ")\n";
                            for (int f = 0; f < kFields; ++f) {
                                body += "(assert (= " + varName(f) + " " + std::to_string(from.v[static_cast<std::size_t>(f)]) + "))\n";
                                const int value = to.v[static_cast<std::size_t>(f)] + (off && f == altered ? 1 : 0);
                                body += "(assert (= " + varName(kNext + f) + " " + std::to_string(value) + "))\n";
                            }
                            body += "(assert (= a " + std::to_string(a) + "))\n(assert (= d " + std::to_string(dd) + "))\n(check-sat)\n(pop 1)\n";
                            expected.push_back(off ? "unsat" : "sat");
                            what.push_back(k.name + " in " + model::show(s) + (off ? " with next " + fieldName(static_cast<Field>(altered)) + " + 1" : ""));
                        }
                        ++field;
                    }
                    return true;
                });
            }
        };
        for (int n = 0; n <= 5; ++n)
            for (int k = 1; k <= std::max(1, n); ++k)
                for (model::Colour mover : {model::Blue, model::Red})
                    model::forEachState(n, k, mover, [&](const model::State& s) {
                        follow(s);
                        return true;
                    });
        for (std::size_t i = 0; i < d.kinds.size(); ++i) {
            INFO(d.kinds[i].name);
            CHECK(taken[i] > 0);
        }
        std::string script = "(set-logic QF_LIA)\n";
        for (int v = 0; v < kVars; ++v) script += "(declare-fun " + varName(v) + " () Int)\n";
        script += body;
        for (Solver solver : kSolvers) {
            const SmtAnswer answer = runSmt(solver, script, 60);
            INFO(solverName(solver) << " " << answer.ending << " " << answer.output.substr(0, 300));
            REQUIRE(answer.results.size() == expected.size());
            for (std::size_t i = 0; i < expected.size(); ++i) {
                INFO(what[i]);
                CHECK(answer.results[i] == expected[i]);
            }
            std::printf("sls prover, %s rules, %s: the printed step relation on %zu engine steps and %zu altered ones (%.2f s)\n",
                        rules == model::Rules::Full ? "Full" : "Placements", solverName(solver).c_str(), expected.size() / 2,
                        expected.size() / 2, answer.seconds);
        }
    }
}
