#include "provers/attach.hpp"

#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>

#include "core/check.hpp"
#include "core/run_control.hpp"
#include "provers/fibonacci.hpp"
#include "provers/mona.hpp"

namespace gameaudit::prover {
namespace {

constexpr double kDefaultTimeLimit = 60;

std::vector<std::shared_ptr<const AttachedProof>>& specs() {
    static std::vector<std::shared_ptr<const AttachedProof>> all;
    return all;
}

std::string describe(const MonaAnswer& a) {
    switch (a.kind) {
        case MonaAnswer::Kind::TimedOut: return "MONA timed out: " + a.ending;
        case MonaAnswer::Kind::Failed: return failure(a);
        default: return "MONA answered";
    }
}

// A lemma shared by several claims' proofs is run once per process (a valid answer is kept).
MonaAnswer decidedOnce(const std::string& program, double timeLimit) {
    static std::mutex lock;
    static std::map<std::string, MonaAnswer> valid;
    {
        std::lock_guard<std::mutex> hold(lock);
        if (auto it = valid.find(program); it != valid.end()) {
            MonaAnswer again = it->second;
            again.seconds = 0;
            return again;
        }
    }
    MonaAnswer a = runMona(program, timeLimit);
    if (a.kind == MonaAnswer::Kind::Valid) {
        std::lock_guard<std::mutex> hold(lock);
        valid.emplace(program, a);
    }
    return a;
}

}  // namespace

Proof decide(const ProofSpec& spec, double timeLimit, std::string* counterexample) {
    Proof p;
    p.method = spec.method;
    p.file = "proofs/" + spec.claim + ".mona";
    MonaAnswer proof = runMona(spec.certificate, timeLimit);
    p.seconds = proof.seconds;
    if (proof.kind == MonaAnswer::Kind::Valid) {
        for (const auto& [file, program] : spec.parts) {
            const MonaAnswer part = decidedOnce(program, timeLimit);
            p.seconds += part.seconds;
            if (part.kind != MonaAnswer::Kind::Valid) {
                p.reason = part.kind == MonaAnswer::Kind::TimedOut || part.kind == MonaAnswer::Kind::Failed
                               ? describe(part) + " on the lemma " + file
                               : "the lemma " + file + " fails, so the certificate decides nothing";
                return p;
            }
            p.lemmas.emplace_back(file, program);
        }
        p.status = Proof::Status::Proved;
        p.certificate = spec.certificate;
        return p;
    }
    if (proof.kind != MonaAnswer::Kind::Unsatisfiable && proof.kind != MonaAnswer::Kind::Invalid) {
        p.reason = describe(proof);
        return p;
    }
    if (!spec.lemmas.empty()) {
        MonaAnswer lemmas = decidedOnce(spec.lemmas, timeLimit);
        p.seconds += lemmas.seconds;
        if (lemmas.kind != MonaAnswer::Kind::Valid) {
            p.reason = lemmas.kind == MonaAnswer::Kind::TimedOut || lemmas.kind == MonaAnswer::Kind::Failed
                           ? describe(lemmas)
                           : "the proof's lemma (its P-set) fails the characterisation, so it decides nothing";
            return p;
        }
    }
    MonaAnswer found = runMona(spec.counterexample, timeLimit);
    p.seconds += found.seconds;
    if (found.kind != MonaAnswer::Kind::Invalid) {
        p.reason = found.kind == MonaAnswer::Kind::Unsatisfiable
                       ? "the certificate fails yet MONA finds no counterexample: an encoding error"
                       : describe(found);
        return p;
    }
    std::vector<std::int64_t> values;
    for (const std::string& v : spec.variables)
        values.push_back(spec.numeration == Numeration::Fibonacci ? zeckendorfValue(found.example[v]) : number(found.example[v]));
    *counterexample = spec.show(values);
    p.status = Proof::Status::Refuted;
    p.reason = "MONA's least counterexample: " + *counterexample;
    return p;
}

void join(Result& r, Proof proof, const std::string& counterexample, const Claim& claim) {
    auto error = [&](std::string why) {
        r.verdict = Verdict::Error;
        r.error = std::move(why);
        r.counterexample.reset();
    };
    if (proof.status == Proof::Status::Proved) {
        if (r.verdict == Verdict::Refuted)
            error("the prover and the bounded check disagree: MONA proves the claim for every size, the exhaustive "
                  "search refutes it at " + r.counterexample->position);
    } else if (proof.status == Proof::Status::Refuted) {
        Judgement j;
        try {
            j = claim.evaluate(counterexample);
        } catch (const std::exception& e) {
            j = Judgement::pass();
            proof.reason += " (the oracle cannot evaluate it: " + std::string(e.what()) + ")";
        }
        if (j.holds) {
            error("the prover and the oracle disagree: MONA refutes the claim at " + counterexample +
                  ", where the oracle finds it holds");
            proof.status = Proof::Status::Undecided;
        } else if (r.verdict == Verdict::Holds) {
            // Beyond the bounded check's reach: the prover's counterexample, confirmed by the oracle.
            r.verdict = Verdict::Refuted;
            r.counterexample = Counterexample{counterexample, j.claimed, j.actual, j.witness, false};
            r.reproduce = detail::reproduceCommand(claim.info.id, counterexample);
            proof.reason += ", confirmed by the oracle, beyond the bounded check";
        } else {
            proof.reason += ", confirmed by the oracle";
        }
    }
    r.proof = std::move(proof);
    detail::noteProof(r);
}

AttachedProof::AttachedProof(std::string claim, std::function<ProofSpec()> write)
    : claim(std::move(claim)), write_(std::move(write)) {}

const ProofSpec& AttachedProof::spec() const {
    std::call_once(written_, [this] {
        spec_ = write_();
        if (spec_->claim != claim) throw std::logic_error("the proof attached to " + claim + " is written for " + spec_->claim);
    });
    return *spec_;
}

const std::vector<std::shared_ptr<const AttachedProof>>& attached() { return specs(); }

namespace {

// A rules encoding's comparison with the C++ model, made once per process.
struct RulesCheck {
    ModelOptions model;
    std::int64_t size = 0;
    std::once_flag done;
    std::optional<std::string> differs;
};

void attachChecked(Registry& registry, std::string claim, std::function<ProofSpec()> write, std::shared_ptr<RulesCheck> rules) {
    auto shared = std::make_shared<const AttachedProof>(std::move(claim), std::move(write));
    specs().push_back(shared);
    registry.amend(shared->claim, [shared, rules](Claim& c) {
        auto bounded = c.check;
        auto self = std::make_shared<Claim>(c);  // the claim as registered: its oracle and evaluate
        c.check = [bounded, shared, self, rules](const CheckOptions& o) {
            // One time limit for the whole claim: tables, search and proof (the bounded check's
            // budget is this one). Past it the proof is not decided, and the bounded verdict stands.
            ThreadBudget budget(self->info.id, o.timeLimitSeconds);
            Result r = bounded(o);
            std::string counterexample;
            Proof p;
            const ProofSpec* spec = nullptr;
            try {
                spec = &shared->spec();
                if (rules) {
                    if (!spec->rules) throw std::logic_error("the proof of " + shared->claim + " names no rules encoding to compare");
                    std::call_once(rules->done, [&] {
                        rules->differs = compareRules(*spec->rules, rules->model, rules->size, spec->show,
                                                      o.timeLimitSeconds.value_or(kDefaultTimeLimit));
                    });
                    if (rules->differs) {  // a wrong encoding: whatever MONA would answer counts for nothing
                        r.verdict = Verdict::Error;
                        r.error = *rules->differs + "; the proof is not run";
                        r.counterexample.reset();
                        p.method = spec->method;
                        p.reason = r.error;
                        r.proof = std::move(p);
                        detail::noteProof(r);
                        return r;
                    }
                }
                if (const std::optional<double> left = timeLeft(); left && *left <= 0) {
                    p.method = spec->method;
                    p.reason = "not decided: the claim's " + timeLimitName() + " was spent before MONA ran";
                } else {
                    p = decide(*spec, o.timeLimitSeconds.value_or(kDefaultTimeLimit), &counterexample);
                }
            } catch (const Interrupted&) {
                throw;
            } catch (const std::exception& e) {
                if (spec) p.method = spec->method;
                p.reason = std::string("the prover failed: ") + e.what();
            }
            join(r, std::move(p), counterexample, *self);
            return r;
        };
        // The lemmas a proof shares with others are decided before `--jobs` forks the checks, so
        // that each is run once, not once per child.
        c.prepare = [prepared = c.prepare, shared](const CheckOptions& o) {
            if (prepared) prepared(o);
            const double timeLimit = o.timeLimitSeconds.value_or(kDefaultTimeLimit);
            for (const auto& part : shared->spec().parts) decidedOnce(part.second, timeLimit);
        };
    });
}

}  // namespace

void attach(Registry& registry, std::string claim, std::function<ProofSpec()> write) {
    attachChecked(registry, std::move(claim), std::move(write), nullptr);
}

void attach(Registry& registry, ProofSpec spec, ModelOptions model, std::int64_t size) {
    auto rules = std::make_shared<RulesCheck>();
    rules->model = std::move(model);
    rules->size = size;
    std::string claim = spec.claim;
    attachChecked(registry, std::move(claim), [spec = std::move(spec)] { return spec; }, std::move(rules));
}

std::int64_t defaultRulesCheckSize(int k) {
    std::int64_t size = 64;
    auto pairs = [k](std::int64_t s) {
        double n = 1;
        for (int i = 0; i < 2 * k; ++i) n *= static_cast<double>(s + 1);
        return n;
    };
    while (size > 1 && pairs(size) > 2.1e6) --size;
    return size;
}

std::optional<std::string> compareRules(const RulesEncoding& rules, const ModelOptions& model, std::int64_t size,
                                        const std::function<std::string(const std::vector<std::int64_t>&)>& show,
                                        double timeLimit) {
    const int k = rules.arity;
    const std::string X = variables("X", k), Y = variables("Y", k);
    const Automaton moves = Automaton::of(certificateHeader(rules.name, "its move relation", rules.numeration) + rules.rules +
                                              "\nvar2 " + X + "," + Y + ";\nmove(" + X + "," + Y + ");\n",
                                          timeLimit);
    // The automaton's variables in its own order, each read from X1..Xk, Y1..Yk.
    std::vector<std::size_t> from;
    for (const std::string& v : moves.variables()) {
        const std::size_t i = std::stoul(v.substr(1)) - 1;
        from.push_back(v[0] == 'X' ? i : k + i);
    }
    auto encode = [&](std::int64_t n) {
        return rules.numeration == Numeration::Fibonacci ? zeckendorfBits(n) : static_cast<std::uint64_t>(n);
    };
    std::vector<std::vector<std::int64_t>> positions(1);  // every position with numbers in [0, size]
    for (int i = 0; i < k; ++i) {
        std::vector<std::vector<std::int64_t>> longer;
        for (const auto& p : positions)
            for (std::int64_t v = 0; v <= size; ++v) {
                longer.push_back(p);
                longer.back().push_back(v);
            }
        positions = std::move(longer);
    }
    std::vector<std::uint64_t> values(2 * k);
    for (const auto& x : positions) {
        checkpoint();
        const auto options = model(x);
        const std::set<std::vector<std::int64_t>> legal(options.begin(), options.end());
        for (const auto& y : positions) {
            for (std::size_t v = 0; v < from.size(); ++v) values[v] = encode(from[v] < std::size_t(k) ? x[from[v]] : y[from[v] - k]);
            const bool encoded = moves.accepts(values), modelled = legal.count(y) > 0;
            if (encoded != modelled)
                return "the rules encoding of " + rules.name + " and the C++ model differ at " + show(x) + " -> " + show(y) +
                       ": " + (encoded ? "the encoding allows this move, the model does not"
                                       : "the model allows this move, the encoding does not") +
                       " (every pair of positions of numbers up to " + std::to_string(size) + " compared)";
        }
    }
    return std::nullopt;
}

void attachDecision(Registry& registry, std::string claim, Decide decide) {
    registry.amend(std::move(claim), [decide = std::move(decide)](Claim& c) {
        auto bounded = c.check;
        auto self = std::make_shared<Claim>(c);
        c.check = [bounded, decide, self](const CheckOptions& o) {
            ThreadBudget budget(self->info.id, o.timeLimitSeconds);  // one time limit for the check and the proof
            Result r = bounded(o);
            std::string counterexample;
            Proof p = decide(o.timeLimitSeconds.value_or(kDefaultTimeLimit), &counterexample);
            join(r, std::move(p), counterexample, *self);
            return r;
        };
    });
}

void attach(Registry& registry, ProofSpec spec) {
    std::string claim = spec.claim;
    attach(registry, std::move(claim), [spec = std::move(spec)] { return spec; });
}

std::map<std::string, std::string>& reasons() {
    static std::map<std::string, std::string> all;
    return all;
}

const std::map<std::string, std::string>& boundedCheckReasons() { return reasons(); }

std::optional<std::string> boundedCheckReason(std::string_view id) {
    std::optional<std::string> best;
    std::size_t specificity = 0;
    for (const auto& [pattern, reason] : reasons()) {
        const bool family = pattern.ends_with('*');
        const std::string_view stem = std::string_view(pattern).substr(0, pattern.size() - (family ? 1 : 0));
        if (!(family ? id.starts_with(stem) : id == stem)) continue;
        const std::size_t s = family ? stem.size() : SIZE_MAX;  // an id outranks every family
        if (!best || s > specificity) best = reason, specificity = s;
    }
    return best;
}

void leaveToBoundedCheck(Registry& registry, std::string claims, std::string reason) {
    auto [it, added] = reasons().emplace(std::move(claims), reason);
    if (!added && it->second != reason)
        throw std::logic_error("two reasons for leaving " + it->first + " to the bounded check");
    // One change for every claim, after the proofs are attached: a claim with a reason and no
    // proof says why it is not proved.
    static const Registry* hooked = nullptr;
    if (hooked == &registry) return;
    hooked = &registry;
    registry.amendEach([](Claim& c) {
        std::optional<std::string> why = boundedCheckReason(c.info.id);
        if (!why) return;
        auto bounded = c.check;
        c.check = [bounded, reason = *why](const CheckOptions& o) {
            Result r = bounded(o);
            // A proof attached to the claim, or the claim's own certificate for every size, supersedes it.
            if (r.proof || !r.certificate.empty()) return r;
            Proof p;
            p.method = "none";
            p.reason = reason;
            r.proof = std::move(p);
            detail::noteProof(r);
            return r;
        };
    });
}

}  // namespace gameaudit::prover
