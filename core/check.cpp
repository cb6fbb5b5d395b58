#include "core/check.hpp"
#include "core/report.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <functional>

#include "core/notation.hpp"
#include "core/run_control.hpp"

namespace gameaudit {

std::string_view name(Verdict v) {
    switch (v) {
        case Verdict::Holds: return "holds";
        case Verdict::Refuted: return "refuted";
        case Verdict::Error: return "error";
    }
    return "?";
}

bool Result::matches(const Expect& expect) const {
    if (expect.refuted)
        return verdict == Verdict::Refuted && counterexample && counterexample->position == expect.counterexample;
    return verdict == Verdict::Holds;
}

namespace {
struct Program {
    std::string name = "gameaudit";
    std::string command = "./build/gameaudit";  // until the CLI names itself
};
Program& program() {
    static Program p;
    return p;
}
std::string reproduceProgram() { return program().command; }
}  // namespace

void nameReproduceProgram(const std::string& invoked) {
    namespace fs = std::filesystem;
    const fs::path path(invoked);
    Program& p = program();
    p.name = path.filename().string();
    if (!path.has_parent_path()) {  // found on PATH
        p.command = p.name;
        return;
    }
    std::error_code noAbsolute, noHere;
    const fs::path absolute = fs::absolute(path, noAbsolute).lexically_normal();
    const fs::path relative = absolute.lexically_relative(fs::current_path(noHere));
    if (noAbsolute)
        p.command = invoked;
    else if (!noHere && !relative.empty() && *relative.begin() != "..")
        p.command = "./" + relative.string();
    else
        p.command = absolute.string();
}
const std::string& programName() { return program().name; }

namespace detail {

std::uint64_t seedFor(std::uint64_t seed, const std::string& id) {
    // FNV-1a: stable across platforms and runs, unlike std::hash.
    std::uint64_t h = 1469598103934665603ULL ^ seed;
    for (unsigned char c : id) h = (h ^ c) * 1099511628211ULL;
    return h;
}

std::string noMembers(std::int64_t bound, std::int64_t ceiling, std::uint64_t enumerated, int draws) {
    std::string s = "random cases of size " + std::to_string(bound + 1) + ".." + std::to_string(ceiling) +
                    " found no member of the domain in " + std::to_string(draws) + " tries";
    if (enumerated == 0)
        return s + ", and it has none of size 0.." + std::to_string(bound) +
               ": the bound is below the domain's least size; raise --bound";
    return s + ": its members of these sizes are too few to draw; raise --bound, or give --cases 0";
}

std::string reproduceCommand(const std::string& id, const std::string& position) {
    auto quote = [](const std::string& s) {
        std::string q = "'";
        for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return q + "'";
    };
    return reproduceProgram() + " reproduce " + quote(id) + " " + quote(position);
}

Plan plan(const ClaimInfo& info, const DomainSizes& sizes, const CheckOptions& options) {
    std::int64_t bound = options.bound.value_or(info.bound);
    if (bound < 0) throw InputError("bound must be non-negative, got " + std::to_string(bound));
    const std::int64_t admitted = sizes.largestAdmitted.value_or(INT64_MAX);
    if (bound > admitted)
        throw InputError("bound " + std::to_string(bound) + " for " + info.id + " exceeds the largest its oracle admits (" +
                         std::to_string(admitted) + ")");
    if (sizes.largest) return {*sizes.largest, 0, *sizes.largest};  // a finite domain is checked completely
    int cases = options.cases.value_or(info.cases);
    // In checked arithmetic: a reach past INT64_MAX saturates instead of wrapping below the bound,
    // and the largest size drawn leaves room for a generator's exclusive end (size + 1).
    std::int64_t reach = saturatingScale(bound, info.randomReach);
    reach = std::min(reach, saturatingAdd(bound, info.randomSpan));
    const std::int64_t top = std::min(admitted, INT64_MAX - 1);
    const std::int64_t ceiling = std::min(top, std::max(saturatingAdd(bound, 1), reach));
    if (ceiling <= bound) cases = 0;  // no size beyond the bound fits the oracle
    return {bound, cases, cases > 0 ? ceiling : bound};
}

void noteProof(Result& r) {
    if (!r.proof || r.verdict == Verdict::Error) return;
    const Proof& p = *r.proof;
    if (p.proved() && r.verdict == Verdict::Holds)
        r.scope += "; PROVED for every size (" + p.method + ", certificate " + p.file + ")";
    else if (p.status == Proof::Status::Refuted)
        r.scope += "; prover: " + p.reason;
    else if (p.status == Proof::Status::Undecided && r.verdict == Verdict::Holds)
        r.scope += "; not proved for every size: " + p.reason;
}

void finish(Result& r, const DomainSizes& sizes) {
    const bool wholeDomain = !r.shard || r.shard->count == 1;
    if (r.verdict == Verdict::Holds && r.cases() == 0 && wholeDomain) {
        r.verdict = Verdict::Error;
        r.error = "no case was checked: the domain is empty up to the bound";
        return;
    }
    std::string s;
    if (r.verdict == Verdict::Refuted && r.stoppedAt) {
        s = "exhaustive by increasing size, stopped at the first failure, of size " + std::to_string(r.failureSize) +
            " (" + std::to_string(r.exhaustiveCases) + " cases; bound " + std::to_string(r.bound) + ")";
    } else {
        s = "exhaustive up to size " + std::to_string(r.bound) + " (" + std::to_string(r.exhaustiveCases) + " cases)";
        if (r.randomCases > 0)
            s += " + " + std::to_string(r.randomCases) + " random cases of size " + std::to_string(r.bound + 1) + ".." +
                 std::to_string(r.randomUpTo) + " (seed " + std::to_string(r.seed) + ")";
        else if (sizes.largestAdmitted && r.bound >= *sizes.largestAdmitted && !sizes.largest)  // a finite domain is whole
            s += "; no random cases: no size beyond the bound fits the oracle";
        if (r.verdict == Verdict::Refuted)
            s += "; a random failure shrunk to size " + std::to_string(r.failureSize) +
                 (r.counterexample->minimal ? ", confirmed minimal by exhaustive search up to that size"
                                            : ", beyond the oracle's reach for confirming it minimal");
    }
    if (!r.certificate.empty()) s += "; every size by certificate: " + r.certificate;
    if (!wholeDomain) s += "; slice " + std::to_string(r.shard->index) + "/" + std::to_string(r.shard->count);
    r.scope = s;
}

}  // namespace detail

namespace {

// How many of the places 0..walked-1 of the enumeration fall to slice `index` of `count`.
std::uint64_t placesOf(std::uint64_t walked, int index, int count) {
    const auto k = static_cast<std::uint64_t>(index), n = static_cast<std::uint64_t>(count);
    return walked > k ? (walked - 1 - k) / n + 1 : 0;
}

std::string sliceName(const Result& s) {
    return "slice " + std::to_string(s.shard->index) + " of " + std::to_string(s.shard->count);
}

std::string echoed(const std::string& text) {
    constexpr std::size_t kShown = 60;
    return "'" + notation::oneLine(notation::wholeCharacters(text, kShown)) + (text.size() <= kShown ? "" : "…") + "'";
}

}  // namespace

Result mergeShards(const Claim& claim, std::vector<Result> shards, bool fromFiles) {
    const ClaimInfo& info = claim.info;
    if (shards.empty()) throw InputError("no slices of " + info.id + " to merge");
    auto refuse = [&](const Result& s, const std::string& why) {
        return InputError(info.id + ": " + sliceName(s) + " " + why + "; not merged");
    };

    // The slices: 0..N-1 of one split, each once, each of this claim.
    for (const Result& s : shards)
        if (!s.shard) throw InputError(info.id + ": a result that is not a slice of `check --shard`; not merged");
    const int count = shards.front().shard->count;
    if (count < 1) throw refuse(shards.front(), "is of a split into no slices");
    std::vector<bool> seen(static_cast<std::size_t>(count), false);
    for (const Result& s : shards) {
        if (s.shard->count != count)
            throw InputError(info.id + ": slices of different splits (" + sliceName(shards.front()) + ", " +
                             sliceName(s) + "); not merged");
        if (s.shard->index < 0 || s.shard->index >= count) throw refuse(s, "is not a slice of the split");
        if (s.id != info.id) throw refuse(s, "is a slice of " + echoed(s.id) + ", not of this claim");
        if (seen[static_cast<std::size_t>(s.shard->index)]) throw refuse(s, "is given twice");
        seen[static_cast<std::size_t>(s.shard->index)] = true;
    }
    if (const auto missing = std::count(seen.begin(), seen.end(), false); missing > 0) {
        std::string which;
        for (int k = 0; k < count; ++k)
            if (!seen[static_cast<std::size_t>(k)]) which += (which.empty() ? "" : ", ") + std::to_string(k);
        throw InputError(info.id + ": " + std::to_string(missing) + " of " + std::to_string(count) +
                         " slices are missing (" + (missing == 1 ? "slice " : "slices ") + which + "); not merged");
    }
    std::sort(shards.begin(), shards.end(), [](const Result& a, const Result& b) { return a.shard->index < b.shard->index; });

    // One run: every slice that finished planned the same bound, seed, random cases and reach, and
    // its counts are those its verdict allows. A slice that ended in an ERROR is never dropped: it
    // makes the merged result an ERROR below, whatever it says of its run.
    const Result* model = nullptr;  // the first slice that finished
    const Result* whole = nullptr;  // the first that walked the whole enumeration
    for (const Result& s : shards) {
        if (s.verdict == Verdict::Error) continue;
        if (!model) model = &s;
        auto differs = [&](const char* what, auto mine, auto theirs) {
            if (mine != theirs)
                throw refuse(s, std::string("is of another run: its ") + what + " is " + std::to_string(mine) + ", " +
                                    sliceName(*model) + "'s " + std::to_string(theirs));
        };
        differs("bound", s.bound, model->bound);
        differs("seed", s.seed, model->seed);
        differs("number of random cases", s.plannedCases, model->plannedCases);
        differs("random cases' largest size", s.randomUpTo, model->randomUpTo);
        const int k = s.shard->index;
        if (s.exhaustiveCases != placesOf(s.enumerated, k, count))
            throw refuse(s, "counts " + std::to_string(s.exhaustiveCases) + " exhaustive cases, but " +
                                std::to_string(placesOf(s.enumerated, k, count)) + " of the " +
                                std::to_string(s.enumerated) + " places it walked are its own");
        if (s.verdict == Verdict::Refuted && !s.counterexample) throw refuse(s, "is refuted without a counterexample");
        if (s.verdict == Verdict::Holds && s.counterexample) throw refuse(s, "holds, yet names a counterexample");
        if (k > 0 && s.randomCases > 0) throw refuse(s, "counts random cases, which only slice 0 draws");
        if (s.stoppedAt) {
            if (s.verdict != Verdict::Refuted) throw refuse(s, "stopped its exhaustive search without a failure");
            if (*s.stoppedAt + 1 != s.enumerated || *s.stoppedAt % static_cast<std::uint64_t>(count) !=
                                                         static_cast<std::uint64_t>(k))
                throw refuse(s, "stopped at place " + std::to_string(*s.stoppedAt) + ", which is not its own last place");
            if (s.randomCases > 0) throw refuse(s, "counts random cases after stopping at an exhaustive failure");
            if (s.failureSize < 0 || s.failureSize > s.bound)
                throw refuse(s, "stopped at an exhaustive failure of size " + std::to_string(s.failureSize) +
                                    ", outside 0.." + std::to_string(s.bound));
            continue;
        }
        if (whole && s.enumerated != whole->enumerated)
            throw refuse(s, "walked " + std::to_string(s.enumerated) + " places of the enumeration, " +
                                sliceName(*whole) + " walked " + std::to_string(whole->enumerated));
        if (!whole) whole = &s;
        if (k == 0 && s.randomCases > static_cast<std::uint64_t>(std::max<std::int64_t>(s.plannedCases, 0)))
            throw refuse(s, "counts " + std::to_string(s.randomCases) + " random cases of the " +
                                std::to_string(s.plannedCases) + " planned");
        if (k == 0 && s.verdict == Verdict::Holds && s.randomCases != static_cast<std::uint64_t>(s.plannedCases))
            throw refuse(s, "holds after " + std::to_string(s.randomCases) + " of its " + std::to_string(s.plannedCases) +
                                " random cases");
        if (k > 0 && s.verdict == Verdict::Refuted && !(s.proof && s.proof->status == Proof::Status::Refuted))
            throw refuse(s, "is refuted beyond its exhaustive slice, where only slice 0 and the prover look");
    }
    for (const Result& s : shards)
        if (s.verdict != Verdict::Error && s.stoppedAt && whole && *s.stoppedAt >= whole->enumerated)
            throw refuse(s, "stopped at place " + std::to_string(*s.stoppedAt) + ", beyond the " +
                                std::to_string(whole->enumerated) + " places of " + sliceName(*whole) + "'s enumeration");

    double seconds = 0;
    for (const Result& s : shards) seconds = std::max(seconds, s.seconds);

    // A slice that ended in an ERROR (a time-out, a failed oracle, a killed process) makes the claim an ERROR.
    std::vector<const Result*> failed;
    for (const Result& s : shards)
        if (s.verdict == Verdict::Error) failed.push_back(&s);
    if (!failed.empty()) {
        Result r = *failed.front();
        r.id = info.id;
        if (fromFiles) r.error = sliceName(*failed.front()) + " ended in an ERROR: " + failed.front()->error;
        if (fromFiles && failed.size() > 1) {
            r.error += " (and";
            for (std::size_t i = 1; i < failed.size(); ++i)
                r.error += std::string(i > 1 ? "," : "") + " slice " + std::to_string(failed[i]->shard->index);
            r.error += ")";
        }
        r.exhaustiveCases = 0;
        for (const Result& s : shards) r.exhaustiveCases += s.exhaustiveCases;
        r.randomCases = shards.front().randomCases;
        r.counterexample.reset();
        r.reproduce.clear();
        r.scope.clear();
        r.shard.reset();
        r.seconds = seconds;
        return r;
    }

    // Where a serial run stops: the earliest failure of the exhaustive search; else slice 0's
    // random cases, then the prover's counterexample beyond them.
    const Result* stop = nullptr;
    for (const Result& s : shards)
        if (s.stoppedAt && (!stop || *s.stoppedAt < *stop->stoppedAt)) stop = &s;
    const Result* chosen = stop;
    if (!chosen && shards.front().verdict != Verdict::Refuted)
        for (const Result& s : shards)
            if (s.verdict == Verdict::Refuted) {
                chosen = &s;
                break;
            }
    if (!chosen) chosen = &shards.front();  // slice 0 holds the random cases
    Result r = *chosen;
    if (stop) {
        r.exhaustiveCases = *stop->stoppedAt + 1;
    } else {
        r.exhaustiveCases = 0;
        for (const Result& s : shards) r.exhaustiveCases += s.exhaustiveCases;
        r.randomCases = shards.front().randomCases;
    }
    r.enumerated = stop ? *stop->stoppedAt + 1 : whole->enumerated;
    r.seconds = seconds;
    r.shard.reset();

    // The counterexample reported is the claim's oracle's, not the slice's word.
    if (fromFiles && r.verdict == Verdict::Refuted) {
        const Counterexample& c = *r.counterexample;
        Judgement j;
        try {
            j = claim.evaluate(c.position);
        } catch (const InputError& e) {
            throw refuse(*chosen, "reports the counterexample " + echoed(c.position) +
                                      ", which the claim does not take as a position: " + e.what());
        } catch (const Interrupted&) {
            throw;
        } catch (const std::exception& e) {
            r.verdict = Verdict::Error;
            r.error = "re-checking the counterexample " + echoed(c.position) + " of " + sliceName(*chosen) +
                      " failed: " + e.what();
            r.counterexample.reset();
            return r;
        }
        if (j.holds)
            throw refuse(*chosen, "reports the counterexample " + echoed(c.position) +
                                      ", where the claim's oracle finds the claim holds");
        if (j.claimed != c.claimed || j.actual != c.actual)
            throw refuse(*chosen, "reports " + echoed(c.claimed) + " claimed and " + echoed(c.actual) + " actual at " +
                                      echoed(c.position) + "; the claim's oracle says " + echoed(j.claimed) + " and " +
                                      echoed(j.actual));
        r.reproduce = detail::reproduceCommand(info.id, c.position);
    }
    // A counterexample only the prover found (beyond the bounded check, no failure size): the bounded
    // check held, and its scope says so, as in a serial run, where the proof joins after it.
    const bool byProver = r.verdict == Verdict::Refuted && !stop && r.failureSize < 0 && r.proof &&
                          r.proof->status == Proof::Status::Refuted;
    if (byProver) r.verdict = Verdict::Holds;
    detail::finish(r, claim.sizes);
    if (byProver && r.verdict == Verdict::Holds) r.verdict = Verdict::Refuted;
    if (r.verdict == Verdict::Error) {
        r.counterexample.reset();
        r.reproduce.clear();
    }
    detail::noteProof(r);  // every slice ran the same proof; the chosen slice carries it
    return r;
}

}  // namespace gameaudit
