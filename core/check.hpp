#pragma once
// The checking engine: exhaustive search by increasing size up to a bound (so the first
// failure is a minimal counterexample), then seeded random cases beyond it with shrinking.
#include <chrono>
#include <memory>
#include <optional>
#include <string>

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
std::string reproduceCommand(const std::string& id, const std::string& position);
std::int64_t randomCeiling(const ClaimInfo& info, std::int64_t bound);
void finish(Result& r, const ClaimInfo& info, std::uint64_t seed, const std::string& certificate);

template <class X>
Result run(const ClaimInfo& info, const Property<X>& p, const CheckOptions& options) {
    const Domain<X>& d = p.domain;
    Result r;
    r.id = info.id;
    std::int64_t bound = options.bound.value_or(info.bound);
    if (bound < 0) throw InputError("bound must be non-negative, got " + std::to_string(bound));
    if (bound > info.maxBound)
        throw InputError("bound " + std::to_string(bound) + " for " + info.id +
                         " exceeds the largest its oracle can hold in memory (" +
                         std::to_string(info.maxBound) + ")");
    if (d.largest) bound = *d.largest;  // a finite domain is checked completely
    const int cases = d.largest ? 0 : options.cases.value_or(info.cases);
    const std::int64_t ceiling = cases > 0 ? randomCeiling(info, bound) : bound;
    r.bound = bound;
    r.randomUpTo = cases > 0 ? ceiling : 0;

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
    try {
        if (p.prepare) p.prepare(ceiling);
        firstFailureUpTo(bound, r.exhaustiveCases);
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
                    if (++discarded > 10 * cases + 100)
                        throw std::runtime_error("the generator fails to produce members of the domain");
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
        } else {
            r.verdict = Verdict::Holds;
        }
        finish(r, info, options.seed, !failing && p.certificate ? p.certificate() : "");
    } catch (const InputError&) {
        throw;
    } catch (const Interrupted&) {
        throw;
    } catch (const std::exception& e) {
        r.verdict = Verdict::Error;
        r.error = e.what();
    }
    r.seconds = budget.elapsed();
    return r;
}

}  // namespace detail

// Makes a claim from its metadata and its property; add it to the registry.
template <class X>
Claim claim(ClaimInfo info, Property<X> property) {
    auto p = std::make_shared<const Property<X>>(std::move(property));
    Claim c;
    c.domain = p->domain.description;
    c.check = [p, info](const CheckOptions& o) { return detail::run(info, *p, o); };
    c.evaluate = [p, maxBound = info.maxBound](std::string_view text) {
        X x = p->domain.parse(text);
        if (!p->domain.contains(x))
            throw InputError("position " + p->domain.show(x) + " is outside the claim's domain: " +
                             p->domain.description);
        // The oracle holds sizes up to the claim's largest bound: refuse before allocating.
        if (const std::int64_t size = p->domain.size(x); size > maxBound)
            throw InputError("position " + p->domain.show(x) + " has size " + std::to_string(size) +
                             ", beyond the largest this claim's oracle can hold in memory (" +
                             std::to_string(maxBound) + ")");
        if (p->prepare) p->prepare(p->domain.size(x));
        return p->predicate(x);
    };
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
