#include "core/check.hpp"

#include <unistd.h>

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
    return "./build/gameaudit reproduce " + quote(id) + " " + quote(position);
}

std::int64_t randomCeiling(const ClaimInfo& info, std::int64_t bound) {
    auto reach = static_cast<std::int64_t>(std::llround(info.randomReach * static_cast<double>(bound)));
    return std::min(info.maxBound, std::max(bound + 1, reach));
}

void finish(Result& r, const ClaimInfo& info, std::uint64_t seed, const std::string& certificate) {
    (void)info;
    if (r.verdict == Verdict::Holds && r.cases() == 0) {
        r.verdict = Verdict::Error;
        r.error = "no case was checked: the domain is empty up to the bound";
        return;
    }
    std::string s = "exhaustive up to size " + std::to_string(r.bound) + " (" +
                    std::to_string(r.exhaustiveCases) + " cases)";
    if (r.randomCases > 0)
        s += " + " + std::to_string(r.randomCases) + " random cases of size " + std::to_string(r.bound + 1) +
             ".." + std::to_string(r.randomUpTo) + " (seed " + std::to_string(seed) + ")";
    if (!certificate.empty()) s += "; every size by certificate: " + certificate;
    r.scope = s;
}

}  // namespace detail
}  // namespace gameaudit
