#pragma once
// The checking engine: exhaustive search by increasing size up to a bound (so the first
// failure is a minimal counterexample), then seeded random cases beyond it with shrinking.
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/claim.hpp"
#include "core/domain.hpp"
#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit {

// What a claim asserts of every member of its domain.
template <class X>
struct Property {
    Domain<X> domain;
    std::function<Judgement(const X&)> predicate;
    std::function<void(std::int64_t size)> prepare;  // solve the oracle up to this size first
    // Before prepare: refuses (InputError) an exhaustive bound the oracle cannot hold, and may
    // solve up to it; random cases beyond then fall back on the oracle's own search.
    std::function<void(std::int64_t bound)> admit;
    std::function<std::string()> certificate;        // a proof for every size, or "" if none
};

namespace detail {

// The claim's time limit on this thread (see run_control.hpp): every case is a checkpoint.
class Budget {
public:
    Budget(std::string id, std::optional<double> seconds) : thread_(std::move(id), seconds) {}
    void tick(const char* phase) { checkpoint(phase); }  // throws Interrupted, or past the limit
    double elapsed() const { return thread_.elapsed(); }

private:
    ThreadBudget thread_;
};

std::uint64_t seedFor(std::uint64_t seed, const std::string& id);
// Why no random case could be drawn: none of the domain's members has a size drawn, and
// `enumerated` members (maybe none) have a size up to the bound.
std::string noMembers(std::int64_t bound, std::int64_t ceiling, std::uint64_t enumerated, int draws);
std::string reproduceCommand(const std::string& id, const std::string& position);

template <class X>
DomainSizes sizesOf(const Domain<X>& d) {
    return {d.largest, d.largestAdmitted};
}

// What a run covers: the exhaustive bound and the random cases beyond it, from the claim's
// defaults and the options (throws InputError for a bound the oracle cannot hold).
struct Plan {
    std::int64_t bound;
    int cases;               // random cases to draw (0: none)
    std::int64_t ceiling;    // largest size the oracle is solved for
};
Plan plan(const ClaimInfo& info, const DomainSizes& sizes, const CheckOptions& options);
// States the result's scope; a holding result with no case checked becomes an ERROR.
void finish(Result& r, const DomainSizes& sizes);
// Appends what the prover settled (r.proof) to the scope; finish() rewrites the scope, so call it after.
void noteProof(Result& r);

template <class X>
Result run(const ClaimInfo& info, const Property<X>& p, const CheckOptions& options) {
    const Domain<X>& d = p.domain;
    Result r;
    r.id = info.id;
    r.seed = options.seed;
    r.shard = options.shard;
    const Shard shard = options.shard.value_or(Shard{});
    const Plan plan = detail::plan(info, sizesOf(d), options);
    const std::int64_t bound = plan.bound, ceiling = plan.ceiling;
    const int cases = shard.index == 0 ? plan.cases : 0;
    r.bound = bound;
    r.randomUpTo = plan.cases > 0 ? ceiling : 0;
    r.plannedCases = plan.cases;

    Budget budget(info.id, options.timeLimitSeconds);
    std::optional<X> failing;
    Judgement why;
    auto judge = [&](const X& x) {
        Judgement j = p.predicate(x);
        if (!j.holds) {
            failing = x;
            why = std::move(j);
        }
        return j.holds;
    };
    auto firstFailureUpTo = [&](std::int64_t size, std::uint64_t& counter) {
        d.enumerate(size, [&](const X& x) {
            budget.tick("exhaustive");
            ++counter;
            return judge(x);
        });
    };
    bool minimal = true;
    std::uint64_t place = 0;  // of the member being judged, in the whole enumeration
    bool exhaustive = false;
    try {
        if (p.admit) p.admit(bound);
        if (p.prepare) p.prepare(cases > 0 ? ceiling : bound);  // a slice without random cases stops at the bound
        // This shard's slice of the enumeration, in order, so its first failure is its minimal one.
        exhaustive = true;
        d.enumerate(bound, [&](const X& x) {
            budget.tick("exhaustive");
            if (place++ % static_cast<std::uint64_t>(shard.count) != static_cast<std::uint64_t>(shard.index))
                return true;
            ++r.exhaustiveCases;
            return judge(x);
        });
        exhaustive = false;
        r.enumerated = place;
        if (failing) r.stoppedAt = place - 1;
        if (!failing && cases > 0) {
            rc::Random random(seedFor(options.seed, info.id));
            const rc::Gen<X> gen = d.random(bound + 1, ceiling);
            int discarded = 0;
            while (!failing && static_cast<int>(r.randomCases) < cases) {
                budget.tick("random");
                std::optional<rc::Shrinkable<X>> s;
                try {
                    s = gen(random.split());
                    (void)s->value();
                } catch (const rc::GenerationFailure&) {
                    if (++discarded > 10 * cases + 100) throw std::runtime_error(noMembers(bound, ceiling, place, discarded));
                    continue;
                }
                ++r.randomCases;
                if (judge(s->value())) continue;
                // Shrink: keep taking the first smaller member that still fails.
                for (bool smaller = true; smaller;) {
                    smaller = false;
                    auto shrinks = s->shrinks();
                    while (auto next = shrinks.next()) {
                        budget.tick("shrinking");
                        try {
                            X y = next->value();
                            if (d.contains(y) && !judge(y)) {
                                s = std::move(*next);
                                smaller = true;
                                break;
                            }
                        } catch (const rc::GenerationFailure&) {
                        }
                    }
                }
                judge(s->value());  // restore the report to the shrunk member
                // Confirm minimality: the first failure in size order up to its size.
                if (d.size(*failing) <= ceiling) {
                    std::uint64_t confirming = 0;
                    firstFailureUpTo(d.size(*failing), confirming);
                } else {
                    minimal = false;
                }
            }
        }
        if (failing) {
            r.verdict = Verdict::Refuted;
            std::string shown = d.show(*failing);
            r.counterexample = Counterexample{shown, why.claimed, why.actual, why.witness, minimal};
            r.reproduce = reproduceCommand(info.id, shown);
            r.failureSize = d.size(*failing);
        } else {
            r.verdict = Verdict::Holds;
            if (p.certificate && shard.index == 0) r.certificate = p.certificate();
        }
        finish(r, sizesOf(d));
    } catch (const InputError&) {
        throw;
    } catch (const Interrupted&) {
        throw;
    } catch (const std::exception& e) {
        r.verdict = Verdict::Error;
        r.error = e.what();
        r.enumerated = place;
        if (exhaustive && place > 0) r.stoppedAt = place - 1;
    }
    r.seconds = budget.elapsed();
    return r;
}

}  // namespace detail

// The result of the whole domain from the results of its slices 0..N-1 of one run (in any
// order): the first failure in enumeration order among them, as a serial run finds it. A slice
// that ended in an ERROR (a time-out included) makes the merged result an ERROR.
// Throws InputError, naming the slice, for slices that are not those of one run (id, bound,
// seed, random cases and reach), that are missing or repeated, whose case counts do not cover the
// enumeration exactly once, or whose fields contradict their verdict.
// fromFiles (`gameaudit merge`): the counterexample reported is first re-evaluated by the claim's
// oracle (claim.evaluate), and one that is not a position of the claim or does not fail there is
// refused too; an ERROR names its slice. Otherwise (the slices of a split `check --jobs N`, this
// process's own children) the result is exactly a serial run's, its ERROR the slice's own.
Result mergeShards(const Claim& claim, std::vector<Result> shards, bool fromFiles = true);

namespace detail {
// A pinned counterexample as the domain shows it, so a pin written `N[0, 0, 1]` matches the
// `N[0,0,1]` a run finds; one that is not a member of the domain is an InputError naming the claim.
template <class X>
std::string pinned(const std::string& id, const Domain<X>& d, const std::string& pin) {
    std::optional<X> x;
    try {
        x = d.parse(pin);
    } catch (const std::exception& e) {
        throw InputError("claim " + id + ": its pinned counterexample cannot be read: " + e.what());
    }
    if (!d.contains(*x))
        throw InputError("claim " + id + ": its pinned counterexample " + d.show(*x) +
                         " is outside the claim's domain: " + d.description);
    return d.show(*x);
}
}  // namespace detail

// Makes a claim from its metadata and its property; add it to the registry.
// Throws InputError for a pinned counterexample that is not a member of the domain.
template <class X>
Claim claim(ClaimInfo info, Property<X> property) {
    auto p = std::make_shared<const Property<X>>(std::move(property));
    if (info.expect.refuted) info.expect.counterexample = detail::pinned(info.id, p->domain, info.expect.counterexample);
    Claim c;
    c.domain = p->domain.description;
    c.sizes = detail::sizesOf(p->domain);
    c.check = [p, info](const CheckOptions& o) { return detail::run(info, *p, o); };
    c.evaluate = [p](std::string_view text) {
        X x = p->domain.parse(text);
        if (!p->domain.contains(x))
            throw InputError("position " + p->domain.show(x) + " is outside the claim's domain: " +
                             p->domain.description);
        if (const std::int64_t size = p->domain.size(x); size > p->domain.largestAdmitted.value_or(INT64_MAX))
            throw InputError("position " + p->domain.show(x) + " has size " + std::to_string(size) +
                             ", beyond the largest its oracle admits (" +
                             std::to_string(*p->domain.largestAdmitted) + ")");
        if (p->prepare) p->prepare(p->domain.size(x));
        return p->predicate(x);
    };
    c.prepare = [p, info](const CheckOptions& o) {
        const detail::Plan plan = detail::plan(info, detail::sizesOf(p->domain), o);
        if (p->admit) p->admit(plan.bound);  // its tables too are solved once, before the checks fork
        if (p->prepare) p->prepare(plan.ceiling);
    };
    c.reshown = [p](std::string_view text) { return p->domain.show(p->domain.parse(text)); };
    c.examples = [p, bound = info.bound](std::size_t count) {
        std::vector<std::string> shown;
        if (count > 0)
            p->domain.enumerate(p->domain.largest.value_or(bound), [&](const X& x) {
                shown.push_back(p->domain.show(x));
                return shown.size() < count;
            });
        return shown;
    };
    c.info = std::move(info);
    return c;
}

}  // namespace gameaudit
