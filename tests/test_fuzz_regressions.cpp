// Replays every input the fuzzers ever found failing (scripts/fuzz keeps them under
// tests/fuzz_regressions/<target>/<label>-crash-...), and checks that every claim reads back the
// positions it shows, as the strict notation requires.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "core/errors.hpp"
#include "core/run_control.hpp"
#include "fuzz/targets.hpp"

using namespace gameaudit;

namespace {
// "solve-nimb-crash-3f2a..." -> ("solve", "nimb"); "reproduce-mullen2016_-..." -> "mullen2016/".
std::pair<std::string, std::string> selection(const std::string& file) {
    std::string label = file.substr(0, file.find("-crash-"));
    for (const char* kind : {"-timeout-", "-oom-", "-leak-", "-slow-unit-"}) label = label.substr(0, label.find(kind));
    const auto dash = label.find('-');
    std::string only = label.substr(dash + 1);
    for (char& c : only)
        if (c == '_') c = '/';
    return {label.substr(0, dash), only};
}
}  // namespace

TEST_CASE("inputs the fuzzers found failing are read or refused cleanly", "[fuzz]") {
    const auto root = std::filesystem::path(__FILE__).parent_path() / "fuzz_regressions";
    REQUIRE(std::filesystem::exists(root / "README.md"));  // ctest runs from build/, beside tests/
    for (const auto& entry : std::filesystem::recursive_directory_iterator(root)) {
        if (!entry.is_regular_file() || entry.path().filename() == "README.md") continue;
        std::ifstream in(entry.path(), std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
        const auto* data = reinterpret_cast<const std::uint8_t*>(bytes.data());
        const std::string target = entry.path().parent_path().filename().string();
        const auto [kind, only] = selection(entry.path().filename().string());
        INFO(entry.path().string());
        if (target == "fuzz_notation") CHECK_NOTHROW(fuzz::notationInput(data, bytes.size()));
        if (target == "fuzz_solve") CHECK_NOTHROW(fuzz::solveInput(fuzz::selectedSolvers(only), data, bytes.size()));
        if (target == "fuzz_reproduce")
            CHECK_NOTHROW(fuzz::reproduceInput(fuzz::selectedClaims(only), data, bytes.size()));
    }
    setMemoryLimit(8.0 * (1ULL << 30));
}

TEST_CASE("every claim reads back the positions it shows, and nothing after them", "[fuzz][notation]") {
    std::size_t stopped = 0;
    for (const Claim& c : Registry::instance().claims()) {
        if (!c.examples) continue;  // a claim made by hand rather than by claim<X>()
        for (const std::string& shown : c.examples(2)) {
            INFO(c.info.id << " at " << shown);
            // A second each: the reading is the point here, and the few claims that explore a whole
            // game at their second example (So Long Sucker's four-player plays) stop at the limit.
            try {
                ThreadBudget budget(c.info.id, 1.0);
                (void)c.evaluate(shown);
            } catch (const TimedOut&) {
                ++stopped;
            } catch (const std::exception& e) {
                FAIL_CHECK(e.what());
            }
            CHECK_THROWS_AS(c.evaluate(shown + " ]"), InputError);
        }
    }
    CHECK(stopped < 20);  // a stop is the exception: nearly every claim evaluates its examples
}
