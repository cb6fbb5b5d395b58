#pragma once
// Audit reports: one JSON object per claim (the CLI's --json lines), and the Markdown,
// JSON and JUnit files of `gameaudit audit`, written so a partial run never replaces them.
#include <filesystem>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "core/audited.hpp"
#include "core/claim.hpp"

namespace gameaudit {

// Names the binary that the reproduce commands of results call, from argv[0]: as run again from
// the folder the run started in, i.e. its path from there ("./build/gameaudit" from a checkout's
// root, a researcher's "./build/my-conjectures"), its name alone when found on PATH, else its
// absolute path. Until named: ./build/gameaudit.
void nameReproduceProgram(const std::string& invoked);
// That binary's name, for messages and the report's title.
const std::string& programName();

// withTime: include wall-clock seconds (left out of reports so they are deterministic).
nlohmann::json toJson(const Audited& a, bool withTime);

// Everything in a result, for merging the slices of a sharded run and for passing results
// between processes; resultFromJson throws InputError naming what is missing.
nlohmann::json resultJson(const Result& r);
Result resultFromJson(const nlohmann::json& j);

// folder: the report folder's name; a certificate's re-run command is `mona <folder>/proofs/...`,
// from the folder that holds the report folder.
std::string markdownReport(const std::vector<Audited>& audited, const Registry& registry,
                           const std::string& folder = "reports");
// withTime: `time` attributes in seconds (left out of reports/ so they are deterministic).
std::string junitReport(const std::vector<Audited>& audited, bool withTime = false);
nlohmann::json jsonReport(const std::vector<Audited>& audited);

// A report folder written as one unit: the files go to a staging folder beside `dir`, which
// is then swapped in atomically, so readers and a kill at any moment see the old set or the
// new, never a mix, and concurrent audits each swap in a whole set.
class ReportFolder {
public:
    // Creates the staging folder now, so an unwritable destination is refused (InputError)
    // before any claim runs. An existing `dir` must be a report folder (hold audit.json) or empty.
    explicit ReportFolder(std::filesystem::path dir);
    ~ReportFolder();  // removes the staging folder if nothing was committed
    ReportFolder(const ReportFolder&) = delete;
    ReportFolder& operator=(const ReportFolder&) = delete;

    // Writes audit.md, audit.json, audit.junit.xml and figures/ and swaps them in.
    void commit(const std::vector<Audited>& audited, const Registry& registry);
    const std::filesystem::path& path() const { return dir_; }

private:
    std::filesystem::path dir_, staging_;
};

}  // namespace gameaudit
