#include "core/check.hpp"
#include "core/report.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <functional>

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
std::string& reproduceProgram() {
    static std::string program = "./build/gameaudit";
    return program;
}
}  // namespace

void nameReproduceProgram(const std::string& name) { reproduceProgram() = "./build/" + name; }

namespace detail {

std::uint64_t seedFor(std::uint64_t seed, const std::string& id) {
    // FNV-1a: stable across platforms and runs, unlike std::hash.
    std::uint64_t h = 1469598103934665603ULL ^ seed;
    for (unsigned char c : id) h = (h ^ c) * 1099511628211ULL;
    return h;
}

std::string reproduceCommand(const std::string& id, const std::string& position) {
    auto quote = [](const std::string& s) {
        std::string q = "'";
        for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
        return q + "'";
    };
    return reproduceProgram() + " reproduce " + quote(id) + " " + quote(position);
}

Plan plan(const ClaimInfo& info, std::optional<std::int64_t> largest, const CheckOptions& options) {
    std::int64_t bound = options.bound.value_or(info.bound);
    if (bound < 0) throw InputError("bound must be non-negative, got " + std::to_string(bound));
    if (bound > info.maxBound)
        throw InputError("bound " + std::to_string(bound) + " for " + info.id +
                         " exceeds the largest its oracle can hold in memory (" + std::to_string(info.maxBound) + ")");
    if (largest) return {*largest, 0, *largest};  // a finite domain is checked completely
    int cases = options.cases.value_or(info.cases);
    auto reach = static_cast<std::int64_t>(std::llround(info.randomReach * static_cast<double>(bound)));
    if (bound <= INT64_MAX - info.randomSpan) reach = std::min(reach, bound + info.randomSpan);
    const std::int64_t ceiling = std::min(info.maxBound, std::max(bound + 1, reach));
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

void finish(Result& r, const ClaimInfo& info) {
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
        else if (r.bound >= info.maxBound)
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

Result mergeShards(const ClaimInfo& info, std::vector<Result> shards) {
    if (shards.empty()) throw InputError("no slices of " + info.id + " to merge");
    const int count = shards.front().shard ? shards.front().shard->count : 1;
    std::vector<bool> seen(static_cast<std::size_t>(count), false);
    for (const Result& s : shards) {
        const Result& first = shards.front();
        if (!s.shard || s.shard->count != count || s.shard->index < 0 || s.shard->index >= count ||
            seen[static_cast<std::size_t>(s.shard->index)])
            throw InputError(info.id + ": the slices to merge must be 0.." + std::to_string(count - 1) + " of " +
                             std::to_string(count) + ", each once");
        seen[static_cast<std::size_t>(s.shard->index)] = true;
        if (s.id != info.id || s.bound != first.bound || s.seed != first.seed || s.randomUpTo != first.randomUpTo)
            throw InputError(info.id + ": the slices come from runs with different ids, bounds or seeds");
    }
    if (std::find(seen.begin(), seen.end(), false) != seen.end())
        throw InputError(info.id + ": " + std::to_string(std::count(seen.begin(), seen.end(), false)) + " of " +
                         std::to_string(count) + " slices are missing");
    std::sort(shards.begin(), shards.end(), [](const Result& a, const Result& b) { return a.shard->index < b.shard->index; });

    // Where a serial run stops: the earliest failure or error of the exhaustive search.
    const Result* stop = nullptr;
    for (const Result& s : shards)
        if (s.stoppedAt && (!stop || *s.stoppedAt < *stop->stoppedAt)) stop = &s;
    Result r = stop ? *stop : shards.front();  // slice 0 holds the random cases
    r.exhaustiveCases = 0;
    if (stop) {
        r.exhaustiveCases = *stop->stoppedAt + 1;
    } else {
        for (const Result& s : shards) r.exhaustiveCases += s.exhaustiveCases;
    }
    r.seconds = 0;
    for (const Result& s : shards) r.seconds = std::max(r.seconds, s.seconds);
    r.shard.reset();
    if (r.verdict != Verdict::Error) {
        detail::finish(r, info);
        detail::noteProof(r);  // every slice ran the same proof; the chosen slice carries it
    }
    return r;
}

}  // namespace gameaudit
