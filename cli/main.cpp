// gameaudit: audit the claims of combinatorial-game papers against exact oracles.
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include <CLI/CLI.hpp>
#include <fmt/format.h>

#include "core/claim.hpp"
#include "core/coverage.hpp"
#include "core/errors.hpp"
#include "core/report.hpp"
#include "core/run_control.hpp"

namespace ga = gameaudit;

namespace {

constexpr int kMatches = 0, kDiffers = 1, kBadInput = 2, kInterrupted = 130;

const ga::Registry& registry() { return ga::Registry::instance(); }

std::set<std::string> papers() {
    std::set<std::string> p;
    for (const ga::Claim& c : registry().claims()) p.insert(c.info.paper());
    return p;
}

// The claims named by ids, --paper or --all. Planted claims join only when asked for.
std::vector<const ga::Claim*> select(const std::vector<std::string>& ids, const std::string& paper, bool all) {
    std::vector<const ga::Claim*> chosen;
    for (const std::string& id : ids) {
        const ga::Claim* c = registry().claim(id);
        if (!c) throw ga::InputError("unknown claim id '" + id + "' (see `gameaudit list`)");
        chosen.push_back(c);
    }
    if (!paper.empty() && !papers().count(paper))
        throw ga::InputError("unknown paper '" + paper + "' (see `gameaudit list`)");
    for (const ga::Claim& c : registry().claims())
        if ((all && !c.info.planted) || (!paper.empty() && c.info.paper() == paper)) chosen.push_back(&c);
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

// Checks each claim in turn, streaming results; Ctrl-C stops after keeping finished ones.
std::vector<ga::Audited> run(const std::vector<const ga::Claim*>& claims, const ga::CheckOptions& options, bool json,
                             bool quiet) {
    std::vector<ga::Audited> done;
    for (const ga::Claim* c : claims) {
        ga::Audited a{c, c->check(options)};
        if (json)
            std::cout << ga::toJson(a, true).dump() << std::endl;
        else if (!quiet)
            printHuman(a);
        done.push_back(std::move(a));
    }
    return done;
}

int status(const std::vector<ga::Audited>& done) {
    for (const ga::Audited& a : done)
        if (!a.matches()) return kDiffers;
    return kMatches;
}

// Exit 1 when any statement of the chosen papers is uncovered.
int coverageStatus(const std::string& only) {
    bool found = false, covered = true;
    for (const ga::Paper& p : ga::loadPapers(ga::papersFolder())) {
        if (!only.empty() && p.id != only) continue;
        found = true;
        ga::CoverageReport r = ga::coverage(p, registry());
        std::cout << fmt::format("{:<16} {:>3} numbered, {:>3} indexed: {} checked, {} not checkable — {}\n", r.paper,
                                 r.environments, r.rows, r.checked, r.notCheckable,
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
    std::int64_t bound = -1;
    int cases = -1;
    std::uint64_t seed = ga::CheckOptions{}.seed;
    double timeLimit = 0;
    check->add_option("ids", ids, "Claim ids, e.g. mullen2016/thm4.5");
    check->add_option("--paper", paper, "Every claim of this paper");
    check->add_flag("--all", all, "Every claim of every paper");
    check->add_option("--bound", bound, "Exhaustive bound on the domain's size (default: the claim's)")
        ->check(CLI::NonNegativeNumber);
    check->add_option("--cases", cases, "Random cases beyond the bound (default: the claim's)")
        ->check(CLI::NonNegativeNumber);
    check->add_option("--seed", seed, "Seed of the random cases");
    check->add_option("--time-limit", timeLimit, "Seconds per claim before it is an ERROR (0: none)")
        ->check(CLI::NonNegativeNumber);
    check->add_flag("--json", json, "One JSON object per line per claim");

    auto* reproduce = app.add_subcommand("reproduce", "Re-evaluate a claim and its oracle on one position");
    std::string reproduceId, position;
    reproduce->add_option("id", reproduceId, "Claim id")->required();
    reproduce->add_option("position", position, "Position in the paper's notation")->required();

    auto* solve = app.add_subcommand("solve", "The oracle's value and winning moves of a position");
    std::string game, gamePosition;
    solve->add_option("game", game, "Game name (omit to list the games)");
    solve->add_option("position", gamePosition, "Position in the game's notation");
    bool picture = false;
    std::string picturePath;
    solve->add_flag("--thermograph", picture, "Also draw the position (cgt: its thermograph) as SVG");
    solve->add_option("--svg", picturePath, "Where --thermograph writes (default: <picture name>.svg)");

    auto* audit = app.add_subcommand("audit", "Check every claim and write reports/audit.{md,json,junit.xml}");
    std::string out = "reports", auditPaper;
    audit->add_option("--out", out, "Report folder");
    audit->add_option("--paper", auditPaper, "Only this paper (planted claims are never audited with the papers)");

    auto* coverage = app.add_subcommand("coverage", "Map each paper's statements to the claims that check them");
    std::string coveragePaper;
    coverage->add_option("--paper", coveragePaper, "Only this paper (a folder of papers/)");

    try {
        app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
        int code = app.exit(e);
        return code == 0 ? 0 : kBadInput;
    }

    ga::showProgress(true);
    ga::installInterruptHandler();
    try {
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
            if (bound >= 0) options.bound = bound;
            if (cases >= 0) options.cases = cases;
            if (timeLimit > 0) options.timeLimitSeconds = timeLimit;
            options.seed = seed;
            return status(run(select(ids, paper, all), options, json, false));
        }
        if (*reproduce) {
            const ga::Claim* c = registry().claim(reproduceId);
            if (!c) throw ga::InputError("unknown claim id '" + reproduceId + "' (see `gameaudit list`)");
            ga::Judgement j = c->evaluate(position);
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
            std::cout << s->solve(gamePosition) << "\n";
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
            auto claims = select({}, auditPaper, auditPaper.empty());
            auto done = run(claims, options, false, !isatty(STDOUT_FILENO));
            ga::writeReports(out, done, registry());
            std::cerr << fmt::format("wrote {}/audit.md, audit.json, audit.junit.xml ({} claims)\n", out, done.size());
            return status(done);
        }
    } catch (const ga::InputError& e) {
        std::cerr << "gameaudit: " << e.what() << "\n";
        return kBadInput;
    } catch (const ga::Interrupted&) {
        std::cerr << "\ngameaudit: interrupted; results above are complete, no report was written\n";
        return kInterrupted;
    }
    return kMatches;
}
