// The CLI as a user meets it: exit statuses, error messages, JSON lines, reports.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Run {
    int status;
    std::string output;  // stdout and stderr
};

Run gameaudit(const std::string& args) {
    const char* bin = std::getenv("GAMEAUDIT_BIN");
    REQUIRE(bin != nullptr);
    std::string command = std::string(bin) + " " + args + " 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    int status = pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

fs::path freshDir(const std::string& name) {
    fs::path d = fs::temp_directory_path() / ("gameaudit-test-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(d);
    return d;
}

}  // namespace

TEST_CASE("bad input gets a clear message and exit status 2") {
    Run unknown = gameaudit("check no/such-claim");
    CHECK(unknown.status == 2);
    CHECK_THAT(unknown.output, Catch::Contains("unknown claim id 'no/such-claim'"));

    Run malformed = gameaudit("reproduce planted/thm1 '[2;4]'");
    CHECK(malformed.status == 2);
    CHECK_THAT(malformed.output, Catch::Contains("malformed position '[2;4]'"));

    Run outside = gameaudit("reproduce planted/thm1 '[4,2]'");
    CHECK(outside.status == 2);
    CHECK_THAT(outside.output, Catch::Contains("outside the claim's domain"));

    Run tooBig = gameaudit("check mullen2016/thm4.5 --bound 100000000");
    CHECK(tooBig.status == 2);
    CHECK_THAT(tooBig.output, Catch::Contains("exceeds the largest its oracle can hold"));

    Run noGame = gameaudit("solve no-such-game 1");
    CHECK(noGame.status == 2);
    CHECK_THAT(noGame.output, Catch::Contains("unknown game 'no-such-game'"));

    CHECK(gameaudit("check").status == 2);
    CHECK(gameaudit("frobnicate").status == 2);
    CHECK(gameaudit("check --paper nopaper").status == 2);
}

TEST_CASE("check --json prints one object per claim with the counterexample and how to reproduce it") {
    Run r = gameaudit("check planted/thm1 planted/thm2 --json");
    CHECK(r.status == 0);  // both refuted, as pinned
    std::istringstream lines(r.output);
    std::string line;
    std::vector<nlohmann::json> objects;
    while (std::getline(lines, line)) objects.push_back(nlohmann::json::parse(line));
    REQUIRE(objects.size() == 2);
    const auto& j = objects[0];
    CHECK(j["id"] == "planted/thm1");
    CHECK(j["verdict"] == "refuted");
    CHECK(j["counterexample"] == "[2,4]");
    CHECK(j["claimed"] == "P");
    CHECK(j["actual"] == "N");
    CHECK(j["witness"] == "winning move [2,4] -> [1,2] (a P-position)");
    for (const char* key : {"bound", "cases", "seconds", "reproduce"}) CHECK(j.contains(key));
    CHECK(objects[1]["counterexample"] == "W[3,5]");

    // The printed command reproduces the counterexample.
    std::string command = j["reproduce"];
    Run again = gameaudit(command.substr(command.find("reproduce")));
    CHECK(again.status == 1);
    CHECK_THAT(again.output, Catch::Contains("REFUTED") && Catch::Contains("[2,4] -> [1,2]"));
}

TEST_CASE("a claim that holds exits 0; one that differs from its pin exits 1") {
    Run holds = gameaudit("check mullen2016/thm4.5 --bound 50 --cases 20");
    CHECK(holds.status == 0);
    CHECK_THAT(holds.output, Catch::Contains("holds"));
    Run differs = gameaudit("check planted/thm1 --bound 3 --cases 0");  // too small to find [2,4]
    CHECK(differs.status == 1);
    CHECK_THAT(differs.output, Catch::Contains("DIFFERS from the pinned expectation"));
}

TEST_CASE("solve prints the oracle's value and winning moves") {
    Run r = gameaudit("solve wynnie 'W[3,6]'");
    CHECK(r.status == 0);
    CHECK_THAT(r.output, Catch::Contains("W[3,6]: N"));
    CHECK_THAT(r.output, Catch::Contains("winning moves: ") && Catch::Contains("W[3,5]"));
}

TEST_CASE("audit writes the same reports twice, and only whole") {
    fs::path a = freshDir("a"), b = freshDir("b");
    REQUIRE(gameaudit("audit --paper planted --out " + a.string()).status == 0);
    REQUIRE(gameaudit("audit --paper planted --out " + b.string()).status == 0);
    for (const char* f : {"audit.md", "audit.json", "audit.junit.xml"}) {
        INFO(f);
        CHECK(fs::exists(a / f));
        CHECK(slurp(a / f) == slurp(b / f));
        CHECK_FALSE(fs::exists(a / (std::string(f) + ".partial")));
    }
    CHECK_THAT(slurp(a / "audit.md"), Catch::Contains("REFUTED at [2,4]"));
    auto json = nlohmann::json::parse(slurp(a / "audit.json"));
    CHECK(json["claims"].size() == 4);
    CHECK_THAT(slurp(a / "audit.junit.xml"), Catch::Contains("failures=\"0\""));

    // A run that fails on bad input leaves the good report as it was.
    std::string before = slurp(a / "audit.md");
    CHECK(gameaudit("audit --paper nopaper --out " + a.string()).status == 2);
    CHECK(slurp(a / "audit.md") == before);
    fs::remove_all(a);
    fs::remove_all(b);
}
