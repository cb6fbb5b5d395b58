#pragma once
// Checks claims in child processes, several at a time. A child inherits the solved tables of
// its parent and shares no mutable state with its siblings, so the oracles need no locks, and
// a check that runs out of memory or crashes costs only its own result.
#include <cstddef>
#include <functional>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/claim.hpp"

namespace gameaudit::cli {

struct Task {
    const Claim* claim;
    CheckOptions options;
};

// Runs each task's check in a child, at most `jobs` at once, and calls done(i, result) as
// task i finishes. Just before task i's child starts, the parent calls prepare(i) (to solve the
// tables the child inherits) while the children started before run. Throws InputError or
// Interrupted as a serial run would, once the running children have ended.
// A result as one JSON line, what `check --shard` prints and `merge` reads: resultJson and the
// run it belongs to (its random cases planned, the places of the enumeration it walked), which
// mergeShards needs to tell one run's slices from others. sliceFromJson throws InputError.
nlohmann::json sliceJson(const Result& r);
Result sliceFromJson(const nlohmann::json& j);

void runInChildren(const std::vector<Task>& tasks, int jobs, const std::function<void(std::size_t)>& prepare,
                   const std::function<void(std::size_t, Result)>& done);

}  // namespace gameaudit::cli
