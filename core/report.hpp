#pragma once
// Audit reports: one JSON object per claim (the CLI's --json lines), and the Markdown,
// JSON and JUnit files of `gameaudit audit`, written so a partial run never replaces them.
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/claim.hpp"

namespace gameaudit {

struct Audited {
    const Claim* claim;
    Result result;
    bool matches() const { return result.matches(claim->info.expect); }
};

// withTime: include wall-clock seconds (left out of reports so they are deterministic).
nlohmann::json toJson(const Audited& a, bool withTime);

std::string markdownReport(const std::vector<Audited>& audited, const Registry& registry);
std::string junitReport(const std::vector<Audited>& audited);
nlohmann::json jsonReport(const std::vector<Audited>& audited);

// Writes audit.md, audit.json, audit.junit.xml and figures/ under dir: each file is written
// beside its destination and renamed over it only when all of them were written.
void writeReports(const std::filesystem::path& dir, const std::vector<Audited>& audited, const Registry& registry);

}  // namespace gameaudit
