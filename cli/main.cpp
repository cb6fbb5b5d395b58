// gameaudit: audit the claims of combinatorial-game papers against exact oracles.
#include <signal.h>
#include <unistd.h>

#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <thread>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "cli/parallel.hpp"
#include "core/check.hpp"
#include "core/claim.hpp"
#include "core/coverage.hpp"
#include "core/errors.hpp"
#include "core/report.hpp"
#include "core/notation.hpp"
#include "core/run_control.hpp"

namespace ga = gameaudit;

namespace {

constexpr int kMatches = 0, kDiffers = 1, kBadInput = 2, kFailed = 3, kInterrupted = 130;

const ga::Registry& registry() { return ga::Registry::instance(); }

std::set<std::string> papers() {
    std::set<std::string> p;
    for (const ga::Claim& c : registry().claims()) p.insert(c.info.paper());
    return p;
}

// Input echoed in a message: long input is cut, so a rejected file is not printed back.
std::string shown(const std::string& text) {
    constexpr std::size_t kShown = 60;
    if (text.size() <= kShown) return "'" + ga::notation::oneLine(text) + "'";
    return "'" + ga::notation::oneLine(ga::notation::wholeCharacters(text, kShown)) + "…' (" +
           std::to_string(text.size()) + " characters)";
}

// A whole number in [lo, hi] given to an option, or a message naming what is wrong.
template <class Int>
Int wholeNumber(const std::string& option, const std::string& text, Int lo, Int hi) {
    Int value{};
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc::result_out_of_range)
        throw ga::InputError(option + " " + shown(text) + " is out of range: it must be between " + std::to_string(lo) +
                             " and " + std::to_string(hi));
    if (text.empty() || error != std::errc() || end != text.data() + text.size())
        throw ga::InputError(option + " expects a whole number, got " + shown(text));
    if (value < lo || value > hi)
        throw ga::InputError(option + " must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                             ", got " + text);
    return value;
}

// Seconds given to --time-limit (or GiB to --memory-limit): a finite, non-negative number.
double seconds(const std::string& option, const std::string& text, const std::string& unit = "seconds") {
    double value = 0;
    auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
        value < 0)
        throw ga::InputError(option + " expects a non-negative number of " + unit + ", got " + shown(text));
    return value;
}

// --time-limit and --memory-limit of one piece of work whose size is not known before it runs
// (`solve`, `reproduce`): tables of a known size are refused before they are allocated, others
// stop once past the memory limit; Ctrl-C and progress as for a claim.
struct Limits {
    std::string time, memory;
    void addTo(CLI::App* command, const std::string& what) {
        command->add_option("--time-limit", time, "Seconds before the " + what + " stops with an error (0: none)");
        command->add_option("--memory-limit", memory, "GiB of memory the " + what + " may use (default 8)");
    }
    std::unique_ptr<ga::ThreadBudget> budget(const std::string& id) const {
        std::optional<double> limit;
        if (!time.empty())
            if (double s = seconds("--time-limit", time); s > 0) limit = s;
        if (!memory.empty())
            if (double gib = seconds("--memory-limit", memory, "GiB"); gib > 0) ga::setMemoryLimit(gib * (1ULL << 30));
        return std::make_unique<ga::ThreadBudget>(id, limit, true);
    }
};

// --shard K/N: slice K of N, 0 <= K < N.
ga::Shard shard(const std::string& text) {
    const auto slash = text.find('/');
    if (slash == std::string::npos) throw ga::InputError("--shard expects K/N, e.g. 0/4, got " + shown(text));
    const int count = wholeNumber<int>("--shard's N", text.substr(slash + 1), 1, 1 << 20);
    const int index = wholeNumber<int>("--shard's K", text.substr(0, slash), 0, count - 1);
    return {index, count};
}

// An option given an empty value (`--bound ''`) is refused, never read as its default.
void refuseEmptyValues(const CLI::App& app) {
    for (const CLI::App* sub : app.get_subcommands())
        for (const CLI::Option* option : sub->get_options())
            if (option->nonpositional() && option->get_type_size() > 0)
                for (const std::string& value : option->results())
                    if (value.find_first_not_of(" \t") == std::string::npos)
                        throw ga::InputError(option->get_name() + " expects a value, got " + shown(value));
}

// Removes the staging folders (.<name>.writing-<pid>) that audits into `out` left behind when
// killed: those whose process is gone. A running audit's folder is left alone.
void removeStaleStaging(const std::string& out) {
    namespace fs = std::filesystem;
    fs::path dir = fs::path(out).lexically_normal();
    if (!dir.has_filename()) dir = dir.parent_path();
    if (dir.empty()) return;
    const fs::path parent = dir.has_parent_path() ? dir.parent_path() : fs::path(".");
    const std::string prefix = "." + dir.filename().string() + ".writing-";
    std::vector<fs::path> stale;
    std::error_code ec;
    for (fs::directory_iterator it(parent, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.size() <= prefix.size() || name.compare(0, prefix.size(), prefix) != 0) continue;
        const std::string digits = name.substr(prefix.size());
        if (digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos) continue;
        const long pid = std::stol(digits);
        if (pid <= 0 || pid == ::getpid()) continue;
        if (::kill(static_cast<pid_t>(pid), 0) == 0 || errno != ESRCH) continue;  // alive (or not ours to ask)
        stale.push_back(it->path());
    }
    for (const fs::path& p : stale) fs::remove_all(p, ec);
}

int allCores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// Results of `check --shard` (JSON lines, any order, from any number of files), merged per
// claim into the verdict of the whole domain, in the registry's order.
std::vector<ga::Audited> merged(const std::vector<std::string>& files) {
    std::map<std::string, std::vector<ga::Result>> slices;
    for (const std::string& file : files) {
        std::ifstream in(file);
        if (!in) throw ga::InputError("cannot read " + shown(file));
        std::string line;
        for (int n = 1; std::getline(in, line); ++n) {
            if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
            auto j = nlohmann::json::parse(line, nullptr, false);
            if (j.is_discarded() || !j.is_object())
                throw ga::InputError(file + ":" + std::to_string(n) + ": not a result line of `check --shard`");
            ga::Result r;
            try {
                r = ga::cli::sliceFromJson(j);
            } catch (const ga::InputError& e) {
                throw ga::InputError(file + ":" + std::to_string(n) + ": " + e.what());
            }
            if (!r.shard) throw ga::InputError(file + ":" + std::to_string(n) + ": not from `check --shard`");
            slices[r.id].push_back(std::move(r));
        }
    }
    if (slices.empty()) throw ga::InputError("no results to merge in the files given");
    std::vector<ga::Audited> done;
    for (const ga::Claim& c : registry().claims()) {
        auto it = slices.find(c.info.id);
        if (it == slices.end()) continue;
        done.push_back({&c, ga::mergeShards(c, std::move(it->second))});
        slices.erase(it);
    }
    if (!slices.empty()) throw ga::InputError("unknown claim id " + shown(slices.begin()->first));
    return done;
}

// Writes the JUnit file for CI in one step (beside it, then renamed).
void writeJunit(const std::string& path, const std::vector<ga::Audited>& done) {
    const std::string partial = path + ".partial";
    {
        std::ofstream out(partial, std::ios::binary);
        out << ga::junitReport(done, true);
        if (!out.flush()) throw ga::InputError("cannot write " + shown(path));
    }
    std::filesystem::rename(partial, path);
}

// Refuses an unwritable --junit file, or a folder, before any claim runs.
void checkWritable(const std::string& path) {
    if (path.empty()) return;
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec) || path.back() == '/')
        throw ga::InputError("--junit " + shown(path) + " is a folder; name the file to write");
    const std::string partial = path + ".partial";
    std::ofstream probe(partial, std::ios::binary);
    if (!probe) throw ga::InputError("cannot write --junit " + shown(path));
    probe.close();
    std::filesystem::remove(partial);
}

// An expression such as "-(1|0)" or "-{1|0}" is a position, not an option: it goes after "--".
std::vector<std::string> cliArguments(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc), positions;
    if (std::find(args.begin(), args.end(), "--") != args.end()) return args;
    auto expression = [](const std::string& a) {
        return a.size() > 1 && a[0] == '-' && a[1] != '-' && !std::isalnum(static_cast<unsigned char>(a[1]));
    };
    for (const std::string& a : args)
        if (expression(a)) positions.push_back(a);
    if (positions.empty()) return args;
    std::erase_if(args, expression);
    args.push_back("--");
    args.insert(args.end(), positions.begin(), positions.end());
    return args;
}

// A message about bad input, with a long echo of the input cut short.
// A message on one line (control characters escaped), cut short at a whole character when long.
std::string brief(const std::string& message) {
    constexpr std::size_t kLongest = 400;
    if (message.size() <= kLongest) return ga::notation::oneLine(message);
    const std::string_view kept = ga::notation::wholeCharacters(message, kLongest);
    return ga::notation::oneLine(kept) + "… (" + std::to_string(message.size() - kept.size()) + " more characters)";
}

// The claims named by ids, --paper or --all, each once. Planted claims join only when asked for.
std::vector<const ga::Claim*> select(const std::vector<std::string>& ids, const std::string& paper, bool all) {
    std::vector<const ga::Claim*> chosen;
    std::set<const ga::Claim*> named;
    for (const std::string& id : ids) {
        const ga::Claim* c = registry().claim(id);
        if (!c) throw ga::InputError("unknown claim id " + shown(id) + " (see `gameaudit list`)");
        if (named.insert(c).second) chosen.push_back(c);
    }
    if (!paper.empty() && !papers().count(paper))
        throw ga::InputError("unknown paper '" + paper + "' (see `gameaudit list`)");
    for (const ga::Claim& c : registry().claims())
        if (((all && !c.info.planted) || (!paper.empty() && c.info.paper() == paper)) && named.insert(&c).second)
            chosen.push_back(&c);
    if (chosen.empty()) throw ga::InputError("no claims selected: name claim ids, --paper P or --all");
    return chosen;
}

void printHuman(const ga::Audited& a) {
    const ga::Result& r = a.result;
    std::cout << fmt::format("{:<28} {:<8} {}\n", r.id, name(r.verdict),
                             r.verdict == ga::Verdict::Error ? r.error : r.scope);
    if (r.counterexample) {
        const ga::Counterexample& c = *r.counterexample;
        std::cout << fmt::format("  counterexample{}: {}\n  claimed: {}   actual: {}\n  witness: {}\n  reproduce: {}\n",
                                 c.minimal ? " (minimal)" : "", c.position, c.claimed, c.actual, c.witness,
                                 r.reproduce);
    }
    if (!a.matches())
        std::cout << "  DIFFERS from the pinned expectation: "
                  << (a.claim->info.expect.refuted ? "refuted at " + a.claim->info.expect.counterexample : "holds")
                  << "\n";
}

// How a run reports each finished claim: a JSON line, a human block, or nothing on stdout;
// on a non-terminal, also one line per claim on stderr, so logs show progress.
struct Output {
    bool json = false, quiet = false, slices = false;  // slices: --shard's JSON, for `merge`
};

void show(const ga::Audited& a, const Output& out, std::size_t finished, std::size_t total) {
    if (out.slices)
        std::cout << ga::cli::sliceJson(a.result).dump() << std::endl;
    else if (out.json)
        std::cout << ga::toJson(a, true).dump() << std::endl;
    else if (!out.quiet)
        printHuman(a);
    if (!isatty(STDERR_FILENO))
        std::cerr << fmt::format("{}: {}/{} {} {} ({:.1f} s)\n", ga::programName(), finished, total, a.result.id,
                                 name(a.result.verdict), a.result.seconds + (a.result.proof ? a.result.proof->seconds : 0));
}

// Solves a claim's oracle tables in the parent, so the children share them, as claims on the
// same game share them in a serial run. Under a time limit the child solves them instead, within
// its limit, so a time-out is the claim's ERROR exactly as in a serial run. Other failures are
// left for the check, which meets them again and reports them as the claim's ERROR.
void prepareShared(const ga::Claim& c, const ga::CheckOptions& options) {
    if (options.timeLimitSeconds) return;
    try {
        c.prepare(options);
    } catch (const ga::InputError&) {
        throw;
    } catch (const ga::Interrupted&) {
        throw;
    } catch (const std::exception&) {
    }
}

// Checks the claims, streaming results in the claims' order. With jobs > 1 the checks run in
// child processes, and a lone claim's exhaustive search is split into `jobs` slices merged
// back: results are those of a serial run. Ctrl-C stops after keeping finished ones.
std::vector<ga::Audited> run(const std::vector<const ga::Claim*>& claims, const ga::CheckOptions& options, int jobs,
                             const Output& out) {
    std::vector<ga::Audited> done;
    if (jobs <= 1) {
        for (const ga::Claim* c : claims) {
            done.push_back({c, c->check(options)});
            show(done.back(), out, done.size(), claims.size());
        }
        return done;
    }
    const bool split = claims.size() == 1 && !options.shard;
    const std::size_t perClaim = split ? static_cast<std::size_t>(jobs) : 1;
    std::vector<std::optional<ga::Result>> results(claims.size());
    std::vector<ga::cli::Task> tasks;
    std::vector<std::size_t> claimOf;  // of each task
    for (std::size_t i = 0; i < claims.size(); ++i) {
        for (std::size_t k = 0; k < perClaim; ++k) {
            ga::CheckOptions slice = options;
            if (split) slice.shard = ga::Shard{static_cast<int>(k), jobs};
            tasks.push_back({claims[i], slice});
            claimOf.push_back(i);
        }
    }
    auto showFinished = [&] {
        while (done.size() < claims.size() && results[done.size()]) {
            const std::size_t next = done.size();
            done.push_back({claims[next], std::move(*results[next])});
            show(done.back(), out, done.size(), claims.size());
        }
    };
    // A claim's tables are solved just before its check forks, while the checks started before it run.
    auto prepare = [&](std::size_t task) { prepareShared(*claims[claimOf[task]], options); };
    std::vector<std::vector<ga::Result>> slices(claims.size());
    ga::cli::runInChildren(tasks, jobs, prepare, [&](std::size_t task, ga::Result r) {
        const std::size_t i = claimOf[task];
        slices[i].push_back(std::move(r));
        if (slices[i].size() < perClaim) return;
        // The slices of this process's own children: merged into exactly the serial run's result.
        results[i] = split ? ga::mergeShards(*claims[i], std::move(slices[i]), false) : std::move(slices[i].front());
        showFinished();
    });
    showFinished();
    return done;
}

// Exit 1 when a verdict differs from its pin; the claims that differ are named last, so a CI
// log (ctest's output of `check --all`) ends with them.
int status(const std::vector<ga::Audited>& done) {
    std::string differ;
    std::size_t count = 0;
    for (const ga::Audited& a : done)
        if (!a.matches()) differ += (count++ ? ", " : "") + a.result.id;
    if (count == 0) return kMatches;
    std::cout.flush();  // the results above come first in a log that merges stdout and stderr
    std::cerr << fmt::format("{}: {} {} from {}: {}\n", ga::programName(), count,
                             count == 1 ? "claim differs" : "claims differ", count == 1 ? "its pin" : "their pins", differ);
    return kDiffers;
}

// Exit 1 when any statement of the chosen papers is uncovered.
int coverageStatus(const std::string& only) {
    bool found = false, covered = true;
    for (const ga::Paper& p : ga::loadPapers(ga::papersFolder())) {
        if (!only.empty() && p.id != only) continue;
        found = true;
        ga::CoverageReport r = ga::coverage(p, registry());
        std::cout << fmt::format("{:<16} lines {}/{}, {} numbered, {} rows: {} with claims, {} not checkable, {} not yet "
                                 "checked, {} without an assertion — {}\n",
                                 r.paper, r.coveredLines, r.textLines, r.environments, r.rows, r.checked,
                                 r.notCheckable, r.notYetChecked, r.noAssertion,
                                 r.covered() ? "covered" : fmt::format("{} problems", r.problems.size()));
        for (const std::string& problem : r.problems) std::cout << "  " << problem << "\n";
        covered = covered && r.covered();
    }
    if (!found) throw ga::InputError("unknown paper '" + only + "' (a folder of " + ga::papersFolder().string() + ")");
    return covered ? kMatches : kDiffers;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"gameaudit: audits the claims of combinatorial-game papers against exact oracles"};
    app.require_subcommand(1);

    auto* list = app.add_subcommand("list", "List the registered claims");
    std::string listPaper;
    bool listJson = false;
    list->add_option("--paper", listPaper, "Only this paper's claims");
    list->add_flag("--json", listJson, "One JSON object per line");

    auto* check = app.add_subcommand("check", "Check claims: exhaustively up to a bound, then random cases beyond");
    std::vector<std::string> ids;
    std::string paper;
    bool all = false, json = false;
    // Numbers are read as text and validated here, so a bad one gets a message naming it.
    std::string bound, cases, seed, timeLimit, jobs, shardText, junit;
    check->add_option("ids", ids, "Claim ids, e.g. mullen2016/thm4.5");
    check->add_option("--paper", paper, "Every claim of this paper");
    check->add_flag("--all", all, "Every claim of every paper");
    check->add_option("--bound", bound, "Exhaustive bound on the domain's size (default: the claim's)");
    check->add_option("--cases", cases, "Random cases beyond the bound (default: the claim's)");
    check->add_option("--seed", seed, "Seed of the random cases (default: 20161)");
    check->add_option("--time-limit", timeLimit, "Seconds per claim before it is an ERROR (0: none)");
    check->add_flag("--json", json, "One JSON object per line per claim");
    check->add_option("--jobs,-j", jobs, "Checks at once (default: all cores); one claim is split into slices");
    check->add_option("--shard", shardText,
                      "K/N: check only slice K of N of each claim's exhaustive domain and print its JSON for "
                      "`gameaudit merge`");
    check->add_option("--junit", junit, "Also write the results as JUnit XML to this file (for CI)");

    auto* merge = app.add_subcommand("merge", "Merge the slices of `check --shard K/N` runs into verdicts");
    std::vector<std::string> mergeFiles;
    bool mergeJson = false;
    std::string mergeJunit;
    merge->add_option("files", mergeFiles, "Files holding the JSON lines of `check --shard`")->required();
    merge->add_flag("--json", mergeJson, "One JSON object per line per claim");
    merge->add_option("--junit", mergeJunit, "Also write the results as JUnit XML to this file (for CI)");

    auto* reproduce = app.add_subcommand("reproduce", "Re-evaluate a claim and its oracle on one position");
    std::string reproduceId, position;
    reproduce->add_option("id", reproduceId, "Claim id")->required();
    reproduce->add_option("position", position, "Position in the paper's notation")->required();
    Limits reproduceLimits;
    reproduceLimits.addTo(reproduce, "evaluation");

    auto* solve = app.add_subcommand("solve", "The oracle's value and winning moves of a position");
    std::string game, gamePosition;
    solve->add_option("game", game, "Game name (omit to list the games)");
    solve->add_option("position", gamePosition, "Position in the game's notation");
    bool picture = false;
    std::string picturePath;
    solve->add_flag("--thermograph", picture, "Also draw the position (a game with canonical values: its thermograph) as SVG");
    solve->add_option("--svg", picturePath, "Where --thermograph writes (default: <picture name>.svg)");
    Limits solveLimits;
    solveLimits.addTo(solve, "solve");

    auto* audit = app.add_subcommand("audit", "Check every claim and write reports/audit.{md,json,junit.xml}");
    std::string out, auditPaper, auditJobs;
    audit->add_option("--out", out, "Report folder (default: reports, or reports-<paper> with --paper)");
    audit->add_option("--paper", auditPaper, "Only this paper (planted claims are never audited with the papers)");
    audit->add_option("--jobs,-j", auditJobs, "Checks at once (default: all cores)");

    auto* coverage = app.add_subcommand("coverage", "Map each paper's statements to the claims that check them");
    std::string coveragePaper;
    coverage->add_option("--paper", coveragePaper, "Only this paper (a folder of papers/)");

    const std::string program = std::filesystem::path(argv[0]).filename().string();
    ga::nameReproduceProgram(argv[0]);  // in messages, reproduce commands and the report's title
    try {
        std::vector<std::string> args = cliArguments(argc, argv);
        std::reverse(args.begin(), args.end());  // CLI11 takes the arguments last first
        app.parse(args);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        if (dynamic_cast<const CLI::ExtrasError*>(&e) && solve->parsed())  // e.g. solve cgt -v: an option to CLI11
            std::cerr << program << ": a position starting with '-' goes after `--`, e.g. " << program
                      << " solve cgt -- -v\n";
        return code == 0 ? 0 : kBadInput;
    }

    ga::showProgress(true);
    ga::installInterruptHandler();
    std::string asked = "the run";  // named when it fails, e.g. "reproduce mullen2016/lem4.9 'W^-[1,2]'"
    try {
        refuseEmptyValues(app);
        if (*list) {
            if (!listPaper.empty() && !papers().count(listPaper))
                throw ga::InputError("unknown paper '" + listPaper + "'");
            for (const ga::Claim& c : registry().claims()) {
                if (!listPaper.empty() && c.info.paper() != listPaper) continue;
                if (listJson)
                    std::cout << nlohmann::json{{"id", c.info.id},           {"paper", c.info.paper()},
                                                {"citation", c.info.citation}, {"statement", c.info.statement},
                                                {"reading", c.info.reading},   {"domain", c.domain},
                                                {"bound", c.info.bound},       {"planted", c.info.planted}}
                                     .dump()
                              << "\n";
                else
                    std::cout << fmt::format("{:<28} {}{}\n", c.info.id, c.info.citation,
                                             c.info.planted ? " [planted]" : "");
            }
            return kMatches;
        }
        if (*check) {
            ga::CheckOptions options;
            if (!bound.empty()) options.bound = wholeNumber<std::int64_t>("--bound", bound, 0, INT64_MAX);
            if (!cases.empty()) options.cases = wholeNumber<int>("--cases", cases, 0, 100000000);
            if (!seed.empty()) options.seed = wholeNumber<std::uint64_t>("--seed", seed, 0, UINT64_MAX);
            if (!timeLimit.empty())
                if (double s = seconds("--time-limit", timeLimit); s > 0) options.timeLimitSeconds = s;
            if (!shardText.empty()) options.shard = shard(shardText);
            const int j = jobs.empty() ? allCores() : wholeNumber<int>("--jobs", jobs, 1, 1024);
            auto claims = select(ids, paper, all);
            asked = claims.size() == 1 ? "check " + claims.front()->info.id : "check";
            checkWritable(junit);
            auto done = run(claims, options, j, {.json = json, .slices = options.shard.has_value()});
            if (!junit.empty()) writeJunit(junit, done);
            return options.shard ? kMatches : status(done);  // a slice's verdict is known after `merge`
        }
        if (*merge) {
            checkWritable(mergeJunit);
            auto done = merged(mergeFiles);
            for (std::size_t i = 0; i < done.size(); ++i) show(done[i], {.json = mergeJson}, i + 1, done.size());
            if (!mergeJunit.empty()) writeJunit(mergeJunit, done);
            return status(done);
        }
        if (*reproduce) {
            asked = "reproduce " + reproduceId + " " + shown(position);
            const ga::Claim* c = registry().claim(reproduceId);
            if (!c) throw ga::InputError("unknown claim id '" + reproduceId + "' (see `gameaudit list`)");
            ga::Judgement j;
            {
                auto budget = reproduceLimits.budget(asked);
                j = c->evaluate(position);
            }
            std::cout << fmt::format("{} at {}: {}\n", c->info.id, position, j.holds ? "holds" : "REFUTED");
            if (!j.holds)
                std::cout << fmt::format("  claimed: {}\n  actual:  {}\n  witness: {}\n", j.claimed, j.actual,
                                         j.witness);
            return j.holds ? kMatches : kDiffers;
        }
        if (*solve) {
            if (game.empty()) {
                for (const ga::Solver& s : registry().solvers())
                    std::cout << fmt::format("{:<16} {}\n", s.game, s.notation);
                return kMatches;
            }
            const ga::Solver* s = registry().solver(game);
            if (!s) throw ga::InputError("unknown game '" + game + "' (see `gameaudit solve`)");
            if (gamePosition.empty()) throw ga::InputError("no position given; " + game + " positions: " + s->notation);
            asked = "solve " + game + " " + shown(gamePosition);
            {
                auto budget = solveLimits.budget("solve " + game);
                std::cout << s->solve(gamePosition) << "\n";
            }
            if (picture) {
                if (!s->picture) throw ga::InputError("the " + game + " solver draws no pictures");
                const std::string path = picturePath.empty() ? s->pictureName + ".svg" : picturePath;
                std::ofstream file(path);
                if (!(file << s->picture(gamePosition))) throw ga::InputError("cannot write " + path);
                std::cout << "wrote " << path << "\n";
            }
            return kMatches;
        }
        if (*coverage) return coverageStatus(coveragePaper);
        if (*audit) {
            ga::CheckOptions options;  // fixed seed: the report is deterministic
            const int j = auditJobs.empty() ? allCores() : wholeNumber<int>("--jobs", auditJobs, 1, 1024);
            auto claims = select({}, auditPaper, auditPaper.empty());
            // One paper's audit goes beside the bundled report unless --out names a folder.
            if (out.empty()) out = auditPaper.empty() ? "reports" : "reports-" + auditPaper;
            removeStaleStaging(out);
            ga::ReportFolder folder(out);  // refuses an unwritable folder before any claim runs
            auto done = run(claims, options, j, {.quiet = !isatty(STDOUT_FILENO)});
            folder.commit(done, registry());
            std::cerr << fmt::format("wrote {}/audit.md, audit.json, audit.junit.xml ({} claims)\n",
                                     folder.path().string(), done.size());
            return status(done);
        }
    } catch (const ga::InputError& e) {
        std::cerr << program << ": " << brief(e.what()) << "\n";
        return kBadInput;
    } catch (const ga::Interrupted&) {
        std::cerr << "\n" << program << ": interrupted; results above are complete, no report was written\n";
        return kInterrupted;
    } catch (const std::bad_alloc&) {
        std::cerr << program << ": " << asked << " needs more memory than this machine gives (std::bad_alloc)\n";
        return kBadInput;
    } catch (const std::exception& e) {
        std::cerr << program << ": " << asked << " failed: " << brief(e.what()) << "\n";
        return kFailed;
    } catch (...) {
        std::cerr << program << ": " << asked << " failed with an unknown exception\n";
        return kFailed;
    }
    return kMatches;
}
