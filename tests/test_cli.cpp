// The CLI as a user meets it: exit statuses, error messages, JSON lines, reports. Most tests run
// build/gameaudit_harness, the same CLI holding only the planted claims and tests/support's, which
// starts in milliseconds; the few that test the bundled papers' own claims run build/gameaudit.
#include <catch2/catch.hpp>

#include <sys/wait.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>

#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace {

struct Run {
    int status;
    std::string output;  // stdout and stderr
};

// The CLI of the planted and harness claims (tests/support/harness_claims.cpp).
const char* const bin = GAMEAUDIT_HARNESS_BIN;

Run run(const std::string& binary, const std::string& args, const std::string& redirect) {
    std::string command = binary + " " + args + " " + redirect;
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    int status = pclose(pipe);
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

Run gameaudit(const std::string& args, const std::string& redirect = "2>&1") { return run(bin, args, redirect); }

// The bundled papers' CLI, build/gameaudit.
std::string bundledBin() {
    const char* path = std::getenv("GAMEAUDIT_BIN");
    REQUIRE(path != nullptr);
    return path;
}

// How many claims `audit --paper planted` reports: one line each in `list --paper planted`.
std::size_t plantedClaims() {
    std::string listed = gameaudit("list --paper planted", "2>/dev/null").output;
    return static_cast<std::size_t>(std::count(listed.begin(), listed.end(), '\n'));
}

std::string slurp(const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
}

// The JSON lines of an output (stderr's progress lines left out).
std::vector<nlohmann::json> jsonLines(const std::string& output) {
    std::istringstream lines(output);
    std::string line;
    std::vector<nlohmann::json> objects;
    while (std::getline(lines, line))
        if (!line.empty() && line[0] == '{') objects.push_back(nlohmann::json::parse(line));
    return objects;
}

// JSON lines without the wall-clock seconds, to compare runs.
std::string withoutTimes(const std::string& output) {
    std::string out;
    for (nlohmann::json j : jsonLines(output)) {
        j.erase("seconds");
        if (j.contains("proof") && j["proof"].is_object()) j["proof"].erase("seconds");
        out += j.dump() + "\n";
    }
    return out;
}

fs::path freshDir(const std::string& name) {
    fs::path d = fs::temp_directory_path() / ("gameaudit-test-" + name + "-" + std::to_string(::getpid()));
    fs::remove_all(d);
    return d;
}

// A shell command's exit status, run under a generous guard (`timeout -s KILL`): a run that
// ignores its time limit or an interrupt ends as killed (137) instead of hanging the suite.
int guarded(const std::string& command, int guardSeconds = 60) {
    const std::string guard = "timeout -s KILL " + std::to_string(guardSeconds) + " sh -c '" + command + "'";
    const int status = std::system(guard.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
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

    Run tooBig = gameaudit("check harness/wide --bound 100000000");
    CHECK(tooBig.status == 2);
    CHECK_THAT(tooBig.output, Catch::Contains("exceeds the largest its oracle admits (1000000)"));

    // A table beyond the memory limit is refused before it is allocated.
    Run tooLarge = gameaudit("check harness/nim-table --bound 100000 --jobs 1");
    CHECK(tooLarge.status == 2);
    CHECK_THAT(tooLarge.output, Catch::Contains("the table of NIM values would need"));

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
    std::vector<nlohmann::json> objects = jsonLines(r.output);
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
    Run holds = gameaudit("check harness/wythoff --bound 50 --cases 20");
    CHECK(holds.status == 0);
    CHECK_THAT(holds.output, Catch::Contains("holds"));
    Run differs = gameaudit("check planted/thm1 --bound 3 --cases 0");  // too small to find [2,4]
    CHECK(differs.status == 1);
    CHECK_THAT(differs.output, Catch::Contains("DIFFERS from the pinned expectation"));
    CHECK_THAT(differs.output, Catch::EndsWith("\ngameaudit_harness: 1 claim differs from its pin: planted/thm1\n"));
    CHECK_THAT(holds.output, !Catch::Contains("differ"));
}

TEST_CASE("a CI gate that fails ends its log naming every claim that differs from its pin") {
    // As gameaudit_add_check_test runs it; bound 2, no random cases: planted/thm1 and thm2 hold there.
    const fs::path junit = freshDir("gate") += ".xml";
    Run gate = gameaudit("check planted/thm1 harness/wythoff planted/thm2 --bound 2 --cases 0 --junit " + junit.string());
    CHECK(gate.status == 1);
    CHECK_THAT(gate.output,
               Catch::EndsWith("\ngameaudit_harness: 2 claims differ from their pins: planted/thm1, planted/thm2\n"));
    Run json = gameaudit("check planted/thm1 --bound 2 --cases 0 --json");  // with --json too
    CHECK(json.status == 1);
    CHECK_THAT(json.output, Catch::EndsWith("differs from its pin: planted/thm1\n"));
    fs::remove(junit);
}

TEST_CASE("the bundled claims: solve's winning moves, a growing oracle refused, a table stopped at the time limit") {
    Run solved = run(bundledBin(), "solve wynnie 'W[3,6]'", "2>&1");
    CHECK(solved.status == 0);
    CHECK_THAT(solved.output, Catch::Contains("W[3,6]: N"));
    CHECK_THAT(solved.output, Catch::Contains("winning moves to ") && Catch::Contains("W[3,5]"));

    // An oracle that grows with n as the search goes is refused before it starts.
    Run growing = run(bundledBin(), "check chen-gasarch/thm3.4a --bound 1000000000000 --jobs 1", "2>&1");
    CHECK(growing.status == 2);
    CHECK_THAT(growing.output, Catch::Contains("the NIM(A; n) classes up to n = 2000000000000 would need"));

    // SUSEN's table of 20000 x 20000 takes minutes to prepare; the limit stops it after 0.5 s.
    fs::path log = freshDir("bundled-limit");
    CHECK(guarded(bundledBin() + " check mullen2016/thm2.4 --bound 20000 --time-limit 0.5 --jobs 1 > " + log.string() +
                  " 2>&1") == 1);  // an ERROR differs from the pin
    CHECK_THAT(slurp(log), Catch::Contains("timed out: the time limit of 0.5 s was reached while preparing"));
    fs::remove(log);
}

TEST_CASE("audit writes the same reports twice, and only whole") {
    fs::path a = freshDir("a"), b = freshDir("b");
    REQUIRE(gameaudit("audit --paper planted --out " + a.string()).status == 0);
    REQUIRE(gameaudit("audit --paper planted --out " + b.string()).status == 0);
    for (const char* f : {"audit.md", "audit.json", "audit.junit.xml"}) {
        INFO(f);
        CHECK(fs::exists(a / f));
        CHECK(slurp(a / f) == slurp(b / f));
    }
    for (const auto& entry : fs::directory_iterator(a.parent_path()))  // no staging folder left behind
        CHECK(entry.path().filename().string().find("." + a.filename().string() + ".writing") != 0);
    CHECK_THAT(slurp(a / "audit.md"), Catch::Contains("REFUTED at [2,4]"));
    auto json = nlohmann::json::parse(slurp(a / "audit.json"));
    CHECK(json["claims"].size() == plantedClaims());
    CHECK_THAT(slurp(a / "audit.junit.xml"), Catch::Contains("failures=\"0\""));

    // A run that fails on bad input leaves the good report as it was.
    std::string before = slurp(a / "audit.md");
    CHECK(gameaudit("audit --paper nopaper --out " + a.string()).status == 2);
    CHECK(slurp(a / "audit.md") == before);
    fs::remove_all(a);
    fs::remove_all(b);
}

TEST_CASE("option values are validated with a message naming the option") {
    struct Bad {
        const char* args;
        const char* message;
    };
    for (Bad bad : {Bad{"check planted/thm1 --bound abc", "--bound expects a whole number, got 'abc'"},
                    Bad{"check planted/thm1 --bound -1", "--bound must be between 0 and"},
                    Bad{"check planted/thm1 --seed 99999999999999999999", "--seed '99999999999999999999' is out of range"},
                    Bad{"check planted/thm1 --time-limit nan", "--time-limit expects a non-negative number"},
                    Bad{"check planted/thm1 --time-limit -3", "--time-limit expects a non-negative number"},
                    Bad{"check planted/thm1 --cases 1e3", "--cases expects a whole number"},
                    Bad{"check planted/thm1 --jobs 0", "--jobs must be between 1 and"},
                    Bad{"check planted/thm1 --shard 4/4", "--shard's K must be between 0 and 3"},
                    Bad{"check planted/thm1 --shard 2", "--shard expects K/N"},
                    // An empty value is refused, never read as the option's default.
                    Bad{"check planted/thm1 --shard ''", "--shard expects a value, got ''"},
                    Bad{"check planted/thm1 --bound ''", "--bound expects a value, got ''"},
                    Bad{"check planted/thm1 --cases ''", "--cases expects a value, got ''"},
                    Bad{"check planted/thm1 --seed ''", "--seed expects a value, got ''"},
                    Bad{"check planted/thm1 --time-limit ''", "--time-limit expects a value, got ''"},
                    Bad{"check planted/thm1 -j ''", "--jobs expects a value, got ''"},
                    Bad{"check planted/thm1 --junit ''", "--junit expects a value, got ''"},
                    Bad{"audit --paper planted --out ''", "--out expects a value, got ''"}}) {
        INFO(bad.args);
        Run r = gameaudit(bad.args);
        CHECK(r.status == 2);
        CHECK_THAT(r.output, Catch::Contains(bad.message));
    }
    // A huge rejected input is not echoed back in full.
    Run huge = gameaudit("check planted/thm1 --bound " + std::string(100000, '7'));
    CHECK(huge.status == 2);
    CHECK(huge.output.size() < 1000);
    Run position = gameaudit("reproduce planted/thm1 '[" + std::string(100000, '1') + ",2]'");
    CHECK(position.status == 2);
    CHECK(position.output.size() < 1000);
}

TEST_CASE("a claim named twice, or named and in --paper, is checked once") {
    Run twice = gameaudit("check planted/thm1 planted/thm1 --json --jobs 1", "2>/dev/null");
    CHECK(twice.status == 0);
    CHECK(jsonLines(twice.output).size() == 1);
    Run paper = gameaudit("check planted/thm2 --paper planted --json --jobs 2", "2>/dev/null");
    CHECK(jsonLines(paper.output).size() == plantedClaims());
    CHECK(jsonLines(paper.output).front()["id"] == "planted/thm2");  // in the order named
}

TEST_CASE("a --junit path naming a folder is refused before any claim runs") {
    fs::path dir = freshDir("junit-folder");
    fs::create_directories(dir);
    Run r = gameaudit("check planted/thm1 --jobs 1 --junit " + dir.string());
    CHECK(r.status == 2);
    CHECK_THAT(r.output, Catch::Contains("is a folder") && !Catch::Contains("planted/thm1 refuted"));
    CHECK_FALSE(fs::exists(dir.string() + ".partial"));
    Run merge = gameaudit("merge /dev/null --junit " + dir.string() + "/");
    CHECK(merge.status == 2);
    CHECK_THAT(merge.output, Catch::Contains("is a folder"));
    fs::remove_all(dir);
}

TEST_CASE("a staging folder left by a killed audit is removed by the next audit; a running audit's is kept") {
    fs::path dir = freshDir("stale");
    fs::create_directories(dir);
    // A process that has ended: the pid of a finished shell.
    FILE* shell = popen("sh -c 'echo $$'", "r");
    REQUIRE(shell != nullptr);
    long dead = 0;
    REQUIRE(fscanf(shell, "%ld", &dead) == 1);
    pclose(shell);
    const fs::path stale = dir / (".out.writing-" + std::to_string(dead));
    const fs::path live = dir / (".out.writing-" + std::to_string(::getpid()));  // this test is running
    const fs::path other = dir / ".other.writing-1";
    for (const fs::path& p : {stale, live, other}) {
        fs::create_directories(p / "figures");
        std::ofstream(p / "audit.md") << "partial\n";
    }
    Run r = gameaudit("audit --paper planted --jobs 1 --out " + (dir / "out").string());
    CHECK(r.status == 0);
    CHECK_FALSE(fs::exists(stale));
    CHECK(fs::exists(live));
    CHECK(fs::exists(other));  // another folder's staging
    CHECK(fs::exists(dir / "out" / "audit.json"));
    fs::remove_all(dir);
}

TEST_CASE("an expression starting with -( or -{ is a position, not an option") {
    Run braces = gameaudit("solve cgt '-{1|0}'");
    CHECK(braces.status == 0);
    CHECK_THAT(braces.output, Catch::Contains(": value "));
    Run parens = gameaudit("solve cgt '-(1)'");
    CHECK(parens.status == 0);
    CHECK_THAT(parens.output, Catch::Contains("-1: value -1,"));
}

TEST_CASE("check --jobs gives the results of a serial run, a lone claim split into slices included") {
    // harness/wide: a holding claim with a large exhaustive domain (80200 cases) that costs little.
    const std::string claims = "planted/thm1 planted/thm2 planted/table1 harness/wide --json";
    std::string serial = withoutTimes(gameaudit("check " + claims + " --jobs 1").output);
    CHECK(jsonLines(serial).size() == 4);
    CHECK(withoutTimes(gameaudit("check " + claims + " --jobs 2").output) == serial);
    // planted/thm-beyond: refuted by the prover alone, beyond the bounded check.
    for (const char* id : {"planted/thm1", "planted/thm2", "harness/wide", "planted/thm-beyond"}) {
        INFO(id);
        CHECK(withoutTimes(gameaudit(std::string("check ") + id + " --json --jobs 3").output) ==
              withoutTimes(gameaudit(std::string("check ") + id + " --json --jobs 1").output));
    }
}

TEST_CASE("check --shard K/N slices merge into the verdicts and minimal counterexamples of an unsplit run") {
    fs::path dir = freshDir("shards");
    fs::create_directories(dir);
    const std::string claims = "harness/wide planted/table1 planted/thm1 planted/thm2";
    std::string files;
    for (int k = 0; k < 4; ++k) {
        fs::path file = dir / ("slice" + std::to_string(k) + ".jsonl");
        Run slice = gameaudit("check " + claims + " --shard " + std::to_string(k) + "/4 --jobs 1",
                              "2>/dev/null >" + file.string());
        CHECK(slice.status == 0);
        files += " " + file.string();
    }
    Run merged = gameaudit("merge --json" + files);
    CHECK(merged.status == 0);
    CHECK(withoutTimes(merged.output) == withoutTimes(gameaudit("check " + claims + " --json --jobs 1").output));
    CHECK_THAT(merged.output, Catch::Contains("\"counterexample\":\"[2,4]\""));

    // A missing slice is refused, not merged into a partial verdict.
    Run missing = gameaudit("merge" + files.substr(0, files.rfind(' ')));
    CHECK(missing.status == 2);
    CHECK_THAT(missing.output, Catch::Contains("1 of 4 slices are missing"));
    fs::remove_all(dir);
}

TEST_CASE("merge: a slice that timed out makes the claim an ERROR; tampered slices are refused") {
    fs::path dir = freshDir("tampered");
    fs::create_directories(dir);
    int written = 0;
    auto slice = [&](const std::string& args, int k) {
        const fs::path file = dir / ("slice" + std::to_string(written++) + ".jsonl");
        Run r = gameaudit("check " + args + " --jobs 1 --shard " + std::to_string(k) + "/3", "2>/dev/null >" + file.string());
        CHECK(r.status == 0);
        return file.string();
    };
    // Slices 0 and 1 run; slice 2 times out while its table is prepared (a slow node).
    const std::string table = "harness/nim-table --bound 300";
    const std::string junit = (dir / "junit.xml").string();
    Run timedOut = gameaudit("merge " + slice(table, 0) + " " + slice(table, 1) + " " +
                             slice(table + " --time-limit 0.001", 2) + " --junit " + junit);
    CHECK(timedOut.status == 1);
    CHECK_THAT(timedOut.output, Catch::Contains("harness/nim-table") && Catch::Contains("error") &&
                                    Catch::Contains("slice 2 of 3 ended in an ERROR") && Catch::Contains("time limit"));
    CHECK_THAT(slurp(junit), Catch::Contains("errors=\"1\""));

    // A correct merge is the unsplit run.
    const std::vector<std::string> files = {slice("planted/thm1", 0), slice("planted/thm1", 1), slice("planted/thm1", 2)};
    Run merged = gameaudit("merge --json " + files[0] + " " + files[1] + " " + files[2]);
    CHECK(merged.status == 0);
    CHECK(withoutTimes(merged.output) == withoutTimes(gameaudit("check planted/thm1 --json --jobs 1").output));

    // Each slice's JSON line, edited by hand, is refused with a message naming what is wrong.
    std::vector<nlohmann::json> lines;
    for (const std::string& f : files) lines.push_back(nlohmann::json::parse(slurp(f)));
    std::size_t failing = 0;  // the slice that stopped at [2,4]
    for (std::size_t k = 0; k < lines.size(); ++k)
        if (!lines[k]["stopped_at"].is_null()) failing = k;
    REQUIRE(lines[failing]["counterexample"]["position"] == "[2,4]");
    struct Tampered {
        const char* what;
        std::function<void(std::vector<nlohmann::json>&)> change;
        const char* message;
    };
    const std::string otherCases = slice("planted/thm1 --cases 7", 1);
    for (const Tampered& t : std::vector<Tampered>{
             {"a counterexample that holds", [&](auto& j) { j[failing]["counterexample"]["position"] = "[1,2]"; },
              "reports the counterexample '[1,2]', where the claim's oracle finds the claim holds"},
             {"a counterexample that is no position", [&](auto& j) { j[failing]["counterexample"]["position"] = "[2;4]"; },
              "which the claim does not take as a position"},
             {"an id moved to another claim", [](auto& j) { j[1]["id"] = "planted/thm2"; }, "slices are missing (slice 1)"},
             {"case counts that do not add up", [](auto& j) { j[0]["exhaustive_cases"] = 1; }, "exhaustive cases"},
             {"another --cases", [&](auto& j) { j[1] = nlohmann::json::parse(slurp(otherCases)); },
              "its number of random cases is 7"},
             {"a slice without its run", [](auto& j) { j[1]["run"].erase("enumerated"); }, "run's description"},
             {"a slice of another version", [](auto& j) { j[2]["run"]["version"] = "0.0.9"; },
              "a slice of gameaudit '0.0.9'"},
         }) {
        INFO(t.what);
        std::vector<nlohmann::json> edited = lines;
        t.change(edited);
        std::string args;
        for (std::size_t k = 0; k < edited.size(); ++k) {
            const fs::path file = dir / ("edited" + std::to_string(k) + ".jsonl");
            std::ofstream(file) << edited[k].dump() << "\n";
            args += " " + file.string();
        }
        Run refused = gameaudit("merge" + args);
        CHECK(refused.status == 2);
        CHECK_THAT(refused.output, Catch::Contains(t.message));
        CHECK_THAT(refused.output, !Catch::Contains("holds "));
    }
    fs::remove_all(dir);
}

TEST_CASE("audit --paper writes beside the bundled report unless --out says otherwise, and says where") {
    fs::path dir = freshDir("cwd");
    fs::create_directories(dir);
    std::string command = "cd " + dir.string() + " && " + bin + " audit --paper planted 2>&1";
    FILE* pipe = popen(command.c_str(), "r");
    REQUIRE(pipe != nullptr);
    std::string out;
    char buffer[4096];
    while (std::size_t n = fread(buffer, 1, sizeof buffer, pipe)) out.append(buffer, n);
    CHECK(pclose(pipe) == 0);
    CHECK_THAT(out, Catch::Contains("wrote reports-planted/audit.md"));
    CHECK(fs::exists(dir / "reports-planted" / "audit.md"));
    CHECK_FALSE(fs::exists(dir / "reports"));
    fs::remove_all(dir);
}

TEST_CASE("an unwritable or foreign --out is refused before any claim runs") {
    Run unwritable = gameaudit("audit --paper planted --out /dev/null/x");
    CHECK(unwritable.status == 2);
    CHECK_THAT(unwritable.output, Catch::Contains("cannot write reports to /dev/null/x"));
    CHECK_THAT(unwritable.output, !Catch::Contains("planted/thm1"));  // no claim was checked

    fs::path foreign = freshDir("foreign");
    fs::create_directories(foreign);
    std::ofstream(foreign / "notes.txt") << "mine";
    Run refused = gameaudit("audit --paper planted --out " + foreign.string());
    CHECK(refused.status == 2);
    CHECK_THAT(refused.output, Catch::Contains("not a gameaudit report"));
    CHECK(slurp(foreign / "notes.txt") == "mine");
    fs::remove_all(foreign);
}

TEST_CASE("concurrent audits into one folder both finish, leaving one whole report") {
    fs::path dir = freshDir("concurrent");
    std::string one = std::string(bin) + " audit --paper planted --jobs 1 --out " + dir.string();
    std::string both = "(" + one + " >/dev/null 2>&1; echo $? > " + dir.string() + ".a) & (" + one +
                       " >/dev/null 2>&1; echo $? > " + dir.string() + ".b) & wait";
    REQUIRE(std::system(both.c_str()) == 0);
    CHECK(slurp(dir.string() + ".a") == "0\n");
    CHECK(slurp(dir.string() + ".b") == "0\n");
    auto json = nlohmann::json::parse(slurp(dir / "audit.json"));
    CHECK(json["claims"].size() == plantedClaims());
    fs::remove_all(dir);
    fs::remove(dir.string() + ".a");
    fs::remove(dir.string() + ".b");
}

TEST_CASE("the JUnit file carries errors and times, and shows refuted-as-pinned claims") {
    fs::path file = freshDir("junit");
    Run r = gameaudit("check planted/thm1 planted/thm2 --junit " + file.string());
    CHECK(r.status == 0);
    std::string xml = slurp(file);
    CHECK_THAT(xml, Catch::Contains("<testsuites name=\"gameaudit\" tests=\"2\" failures=\"0\" errors=\"0\" time=\""));
    CHECK_THAT(xml, Catch::Contains("<testsuite name=\"planted\" tests=\"2\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\""));
    CHECK_THAT(xml, Catch::Contains("REFUTED at [2,4]\nexpected (pinned): refuted at [2,4], as found"));
    // The command names the program that ran (here the harness CLI).
    CHECK_THAT(xml, Catch::Contains("gameaudit_harness reproduce &apos;planted/thm1&apos; &apos;[2,4]&apos;") ||
                        Catch::Contains("gameaudit_harness reproduce 'planted/thm1' '[2,4]'"));
    Run unwritable = gameaudit("check planted/thm1 --junit /dev/null/x.xml");
    CHECK(unwritable.status == 2);
    fs::remove(file);
}

TEST_CASE("on a non-terminal, each finished claim gets one line on stderr") {
    Run r = gameaudit("check planted/thm1 planted/thm2 --json");  // stderr is a pipe here
    // Named by the program that ran (here the harness CLI), as a researcher's own binary names itself.
    CHECK_THAT(r.output, Catch::Contains("gameaudit_harness: 1/2 planted/thm1 refuted") &&
                             Catch::Contains("gameaudit_harness: 2/2 planted/thm2 refuted"));
}

TEST_CASE("an unknown option is refused without the hint for positions starting with '-'") {
    Run r = gameaudit("check planted/thm1 --out x");
    CHECK(r.status == 2);
    CHECK_THAT(r.output, Catch::Contains("--out"));
    CHECK_THAT(r.output, !Catch::Contains("goes after `--`"));
    Run solve = gameaudit("solve cgt -v");
    CHECK(solve.status == 2);
    CHECK_THAT(solve.output, Catch::Contains("gameaudit_harness: a position starting with '-' goes after `--`"));
}

TEST_CASE("a 4-way split run by GNU parallel merges to the unsplit run") {
    REQUIRE(std::system("parallel --version >/dev/null 2>&1") == 0);  // scripts/setup installs it
    fs::path dir = freshDir("parallel");
    fs::create_directories(dir);
    // A claim on a table, one with a large exhaustive domain, and planted refutations: each cheap.
    const std::string claims = "harness/wide harness/wythoff planted/table1 planted/thm1 planted/thm2";  // registry order, as merge prints
    std::string command = "parallel --will-cite -j2 '" + std::string(bin) + " check " + claims +
                          " --jobs 1 --shard {}/4 > " + dir.string() + "/slice-{}.jsonl 2>/dev/null' ::: 0 1 2 3";
    REQUIRE(std::system(command.c_str()) == 0);
    Run merged = gameaudit("merge --json " + dir.string() + "/slice-0.jsonl " + dir.string() + "/slice-1.jsonl " +
                           dir.string() + "/slice-2.jsonl " + dir.string() + "/slice-3.jsonl");
    CHECK(merged.status == 0);
    Run unsplit = gameaudit("check " + claims + " --json --jobs 1");
    CHECK(jsonLines(merged.output).size() == 5);
    CHECK(withoutTimes(merged.output) == withoutTimes(unsplit.output));
    fs::remove_all(dir);
}

TEST_CASE("JUnit files validate against the JUnit schema, with failures and errors") {
    REQUIRE(std::system("xmllint --version >/dev/null 2>&1") == 0);  // scripts/setup installs libxml2-utils
    const std::string schema = std::string(GAMEAUDIT_SOURCE_DIR) + "/tests/support/junit.xsd";
    fs::path file = freshDir("junit-schema");
    struct Case {
        const char* args;
        const char* element;
    };
    for (Case c : {Case{"check planted/thm1 planted/thm2 planted/table1", "<system-out>REFUTED at [2,4]"},
                   Case{"check planted/thm1 --bound 3 --cases 0", "<failure message="},
                   Case{"check harness/nim-table --time-limit 0.000001 --jobs 1", "<error message=\"timed out"}}) {
        INFO(c.args);
        gameaudit(std::string(c.args) + " --junit " + file.string());
        CHECK_THAT(slurp(file), Catch::Contains(c.element));
        CHECK(std::system(("xmllint --noout --schema " + schema + " " + file.string()).c_str()) == 0);
    }
    fs::path dir = freshDir("junit-audit");
    REQUIRE(gameaudit("audit --paper planted --out " + dir.string()).status == 0);
    CHECK(std::system(("xmllint --noout --schema " + schema + " " + (dir / "audit.junit.xml").string()).c_str()) == 0);
    fs::remove(file);
    fs::remove_all(dir);
}

TEST_CASE("a report folder killed while being written holds the old report or the new, whole") {
    fs::path dir = freshDir("killed");
    REQUIRE(gameaudit("audit --paper planted --jobs 1 --out " + dir.string()).status == 0);
    const std::string whole = slurp(dir / "audit.md");
    for (int delayMs = 0; delayMs < 60; delayMs += 4) {
        INFO("killed after " << delayMs << " ms");
        std::string killed = "timeout -s KILL " + std::to_string(delayMs / 1000.0 + 0.001) + " " + bin +
                             " audit --paper planted --jobs 1 --out " + dir.string() + " >/dev/null 2>&1";
        (void)std::system(killed.c_str());
        CHECK(slurp(dir / "audit.md") == whole);
        CHECK(nlohmann::json::parse(slurp(dir / "audit.json"))["claims"].size() == plantedClaims());
        CHECK(fs::exists(dir / "audit.junit.xml"));
        for (const auto& entry : fs::directory_iterator(dir)) CHECK(entry.path().extension() != ".partial");
    }
    fs::remove_all(dir);
    for (const auto& entry : fs::directory_iterator(dir.parent_path()))  // staging folders of killed runs
        if (entry.path().filename().string().find("." + dir.filename().string() + ".writing") == 0)
            fs::remove_all(entry.path());
}

TEST_CASE("the time limit holds while an oracle prepares its table, in child processes too") {
    fs::path log = freshDir("limit");
    std::vector<std::string> results;
    for (const char* jobs : {"1", "2"}) {
        INFO("--jobs " << jobs);
        // A table of 4001 x 4001 values, each the mex of up to 8000 options, takes minutes to
        // prepare; the limit stops it after 0.5 s.
        const int status = guarded(std::string(bin) + " check harness/nim-table --bound 2000 --time-limit 0.5 --json --jobs " +
                                   jobs + " > " + log.string() + " 2>&1");
        CHECK(status == 1);  // an ERROR differs from the pin
        CHECK_THAT(slurp(log), Catch::Contains("timed out: the time limit of 0.5 s was reached while preparing"));
        results.push_back(withoutTimes(slurp(log)));
    }
    CHECK(results[0] == results[1]);  // the ERROR of a serial run
    fs::remove(log);
}

TEST_CASE("SIGINT stops a check while an oracle prepares its table, sent to the parent of --jobs alone too") {
    fs::path log = freshDir("interrupt");
    for (const char* jobs : {"1", "2"}) {
        INFO("--jobs " << jobs);
        // --jobs 2 splits the lone claim into two slices, checked in child processes.
        const std::string command = std::string(bin) + " check harness/nim-table --bound 2000 --jobs " + jobs + " > " +
                                    log.string() + " 2>&1 & pid=$!; sleep 0.5; kill -INT $pid; wait $pid";
        CHECK(guarded(command) == 130);
        CHECK_THAT(slurp(log), Catch::Contains("interrupted"));
    }
    fs::remove(log);
}

namespace {

// A `mona` first on PATH that never answers: a proof only the claim's time limit, an interrupt
// or its parent's death can end (no CPU spent, so MONA's own CPU limit never does).
struct StalledMona {
    fs::path dir = freshDir("stalled-mona");
    StalledMona() {
        fs::create_directories(dir);
        std::ofstream(dir / "mona") << "#!/bin/sh\nexec sleep 600\n";
        fs::permissions(dir / "mona", fs::perms::owner_all);
    }
    ~StalledMona() { fs::remove_all(dir); }
    // A bash script's exit status, run under a guard as guarded() runs a command; the script
    // starts the harness CLI on `args` as a process group leader, its pid in $G, and goes on once
    // its MONA runs (a `sleep` in its group).
    int script(const std::string& args, const fs::path& log, const std::string& then, int guardSeconds = 60) const {
        const fs::path file = dir / "script.sh";
        std::ofstream(file) << "PATH=" << dir.string() << ":$PATH setsid " << bin << " " << args << " > " << log.string()
                            << " 2>&1 &\nG=$!\n"
                            << "until pgrep -x sleep -g $G >/dev/null; do kill -0 $G || exit 98; sleep 0.05; done\n"
                            << then << "\n";
        const int status = std::system(("timeout -s KILL " + std::to_string(guardSeconds) + " bash " + file.string()).c_str());
        return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    }
};

}  // namespace

TEST_CASE("the claim's time limit covers its proof: a stalled MONA is stopped at it and the bounded verdict stands") {
    StalledMona mona;
    Run r = run("PATH=" + mona.dir.string() + ":$PATH timeout -s KILL 60 " + bin,
                "check planted/thm-beyond --time-limit 1 --jobs 1 --json", "2>/dev/null");
    auto lines = jsonLines(r.output);
    REQUIRE(lines.size() == 1);
    CHECK(lines[0]["verdict"] == "holds");  // the bounded check's: only the proof refutes it
    CHECK(lines[0]["proof"]["status"] == "not decided");
    CHECK_THAT(lines[0]["proof"]["reason"].get<std::string>(), Catch::Contains("the claim's time limit of 1 s"));
}

TEST_CASE("SIGINT or SIGTERM during a proof ends the command with 130 and no verdict and stops MONA") {
    StalledMona mona;
    fs::path log = freshDir("interrupt-proof");
    for (const char* signal : {"INT", "TERM"})
        for (const char* target : {"$G", "-- -$G"}) {  // the process alone, or its group (a terminal's Ctrl-C)
            INFO("SIG" << signal << " to " << target);
            // Exit 99 if a MONA of the run is left running.
            CHECK(mona.script("check planted/thm-beyond --jobs 1", log,
                              std::string("kill -") + signal + " " + target +
                                  "; wait $G; s=$?; pgrep -x sleep -g $G >/dev/null && exit 99; exit $s") == 130);
            const std::string out = slurp(log);
            CHECK_THAT(out, Catch::Contains("interrupted"));
            CHECK_THAT(out, !Catch::Contains("holds") && !Catch::Contains("refuted"));
        }
    fs::remove(log);
}

TEST_CASE("the checks of --jobs and their MONA runs die with a parent killed outright") {
    StalledMona mona;
    fs::path log = freshDir("orphans");
    // Two slices of the lone claim in child processes, each running the stalled proof; the parent
    // is SIGKILLed, and every process of its group must end within a generous 20 s (a zombie has
    // ended); those left are killed by their ids, exit 8.
    CHECK(mona.script("check planted/thm-beyond --jobs 2", log,
                      "until [ $(pgrep -x sleep -g $G | wc -l) = 2 ]; do sleep 0.05; done\n"
                      "kill -KILL $G\n"
                      "alive() { ps -e -o pid=,pgid=,stat= | awk -v g=$G '$2 == g && $3 !~ /^Z/ { print $1 }'; }\n"
                      "for i in $(seq 400); do [ -z \"$(alive)\" ] && exit 7; sleep 0.05; done\n"
                      "kill -KILL $(alive); exit 8") == 7);
    fs::remove(log);
}

TEST_CASE("solve honours a time limit and the memory limit") {
    const std::string bundled = bundledBin();
    Run slow = run("timeout -s KILL 60 " + bundled, "solve edge-delete K8 --time-limit 0.5", "2>&1");
    CHECK(slow.status == 3);
    CHECK_THAT(slow.output, Catch::Contains("timed out: the time limit of 0.5 s was reached"));
    // So Long Sucker beyond the compact tables: the search itself reads the clock.
    Run sls = run("timeout -s KILL 60 " + bundled, "solve sls --time-limit 0.5 -- 'B(9,9) R(9,9) [_ _ b r rbr brbr] B'", "2>&1");
    CHECK(sls.status == 3);
    CHECK_THAT(sls.output, Catch::Contains("reached while solving a So Long Sucker position"));
    // A table of a known size is refused before it is allocated (512 MiB here).
    Run large = run(bundled, "solve wynnie 'W[3,65536]' --memory-limit 0.25", "2>&1");
    CHECK(large.status == 2);
    CHECK_THAT(large.output, Catch::Contains("would need 514 MiB of memory; the limit is 256 MiB"));
}

TEST_CASE("a position starting with '-' goes after --; messages stay on one line in whole UTF-8 characters") {
    Run option = gameaudit("solve cgt '-v'");
    CHECK(option.status == 2);
    CHECK_THAT(option.output, Catch::Contains("goes after `--`"));
    Run position = gameaudit("solve cgt -- '-v'");
    CHECK(position.status == 0);
    CHECK_THAT(position.output, Catch::Contains("^: value ^,"));  // -v = ^ (v is down)
    // A newline, an escape and half a character (the first byte of 'é') in a malformed position.
    Run raw = gameaudit("reproduce planted/thm1 \"$(printf '[1,\\n2\\033\\303]')\"");
    CHECK(raw.status == 2);
    CHECK(std::count(raw.output.begin(), raw.output.end(), '\n') == 1);
    CHECK_THAT(raw.output, Catch::Contains("[1,\\n2\\x1b\\xc3]"));
    // Cut short at 60 bytes: '[' and 40 'é' of two bytes each, the cut inside the 30th.
    Run cut = gameaudit("reproduce planted/thm1 '[" + [] {
        std::string s;
        for (int i = 0; i < 40; ++i) s += "\xc3\xa9";
        return s;
    }() + "]'", "2>&1 | iconv -f UTF-8 -t UTF-8 && echo whole");
    CHECK_THAT(cut.output, Catch::Contains("characters)") && Catch::Contains("whole"));  // no character cut in half
}

TEST_CASE("a position far outside a one-parameter family is refused at once") {
    // Its index was searched for k up to 4 * 3037000500 (minutes); the guard fails such a search.
    CHECK(guarded(bundledBin() + " reproduce mullen2016/thm3.1-proof-c-value \"NIMB[3037000500,3037000500]\" 2>/dev/null", 30) == 2);
    CHECK(guarded(bundledBin() + " reproduce mullen2016/thm3.1-proof-c-value \"NIMB[2,7]\" >/dev/null", 30) == 0);
}

TEST_CASE("a reproduce command runs the binary as it was started, from the folder the run started in") {
    const fs::path binary(bin);
    const std::string name = binary.filename().string(), folder = binary.parent_path().filename().string();
    const std::string line = " reproduce 'planted/thm1' '[2,4]'";
    const std::string args = " check planted/thm1 --jobs 1 2>&1";
    // By its path from the folder above its build folder, as the README runs it.
    Run fromAbove = run("cd " + binary.parent_path().parent_path().string() + " && ./" + folder + "/" + name, args, "");
    CHECK_THAT(fromAbove.output, Catch::Contains("reproduce: ./" + folder + "/" + name + line));
    // By its name, found on PATH.
    Run onPath = run("PATH=" + binary.parent_path().string() + ":\"$PATH\" " + name, args, "");
    CHECK_THAT(onPath.output, Catch::Contains("reproduce: " + name + line));
    // By its absolute path from a folder outside it.
    const fs::path elsewhere = freshDir("elsewhere");
    fs::create_directories(elsewhere);
    Run outside = run("cd " + elsewhere.string() + " && " + binary.string(), args, "");
    CHECK_THAT(outside.output, Catch::Contains("reproduce: " + binary.string() + line));
    fs::remove_all(elsewhere);
}
