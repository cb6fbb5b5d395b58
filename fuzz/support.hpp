#pragma once
// Shared by the fuzz targets: an input is one selector byte (which claim, solver or notation)
// then the position's text. Bad input must end in InputError; the per-input guard (a time
// limit and a memory limit) ends long runs in TimedOut. Anything else escaping is a finding.
#include <cstdint>
#include <cstdlib>
#include <exception>
#include <string>
#include <string_view>

#include "core/errors.hpp"
#include "core/run_control.hpp"

namespace gameaudit::fuzz {

inline constexpr std::size_t kMaxInput = 512;  // positions longer than this are not tried

// Which solver or claims a run fuzzes: $GAMEAUDIT_FUZZ_ONLY, "" for all.
inline std::string_view onlyFromEnvironment() {
    const char* only = std::getenv("GAMEAUDIT_FUZZ_ONLY");
    return only ? only : "";
}

// Selected by `only`: the entry so named, or every name starting with it when it ends in '/'
// or "-v" ("mullen2016/", "sls-v"); all when it is empty.
inline bool selected(std::string_view name, std::string_view only) {
    if (only.empty() || name == only) return true;
    return (only.ends_with('/') || only.ends_with("-v")) && name.starts_with(only);
}

// Runs f on the text under a 1 s time limit and a 256 MiB memory limit; expected refusals pass.
template <class F>
void guarded(std::string_view id, F&& f) {
    setMemoryLimit(256.0 * (1 << 20));
    ThreadBudget budget(std::string(id), 1.0);
    try {
        f();
    } catch (const InputError&) {
    } catch (const TimedOut&) {
    }
}

}  // namespace gameaudit::fuzz
