#include "core/report.hpp"

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <map>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "core/coverage.hpp"
#include "core/errors.hpp"
#include "core/svg.hpp"

namespace gameaudit {
namespace {

std::string expectation(const Expect& e) {
    return e.refuted ? "refuted at " + e.counterexample : "holds";
}

// Markdown table cells may not hold '|' or newlines.
std::string cell(std::string s) {
    std::string out;
    for (char c : s) out += c == '|' ? std::string("\\|") : c == '\n' ? std::string(" ") : std::string(1, c);
    return out;
}

std::string outcomeLine(const Audited& a) {
    const Result& r = a.result;
    switch (r.verdict) {
        case Verdict::Holds: return "HOLDS — " + r.scope;
        case Verdict::Refuted: return "REFUTED at " + r.counterexample->position;
        case Verdict::Error: return "ERROR — " + r.error;
    }
    return "";
}

// The statements of each audited paper with their faithful verdicts (see core/coverage.hpp).
struct PaperStatements {
    const Paper* paper;
    std::vector<StatementVerdict> verdicts;
};
std::vector<PaperStatements> auditedStatements(const std::vector<Paper>& papers, const std::vector<Audited>& audited) {
    std::set<std::string> ids;
    for (const Audited& a : audited) ids.insert(a.claim->info.paper());
    std::vector<PaperStatements> out;
    for (const Paper& p : papers)
        if (ids.count(p.id)) out.push_back({&p, statementVerdicts(p, audited)});
    return out;
}

std::string citationOf(const Bibliography& b) {
    std::string authors;
    for (std::size_t i = 0; i < b.authors.size(); ++i)
        authors += (i == 0 ? "" : i + 1 == b.authors.size() ? " and " : ", ") + b.authors[i];
    return fmt::format("{} ({}). *{}*. {}.", authors, b.year ? std::to_string(*b.year) : "n.d.", b.title, b.published);
}

// "depends on the reading (literal: refuted)" where readings disagree, else the statement's verdict.
std::string verdictCell(const StatementVerdict& v) {
    std::string verdict = statementVerdictName(v);
    if (v.dependsOnReading()) verdict += fmt::format(" (literal: {})", name(*v.verdict));
    return verdict + (v.matches() ? "" : " (differs from pin)");
}

std::string statementsMarkdown(const PaperStatements& ps) {
    if (ps.verdicts.empty()) return "";
    std::string md = "\n### Statements\n\nEach assertion of the paper's index (`papers/" + ps.paper->id +
                     "/statements.tsv`) with the verdict of its faithful claims, the literal reading; other readings "
                     "are listed beside it, never instead of it, and where their verdicts differ the statement "
                     "depends on the reading.\n\n| statement | where | verdict | claims | other readings |\n"
                     "|---|---|---|---|---|\n";
    for (const StatementVerdict& v : ps.verdicts) {
        std::string claims, alternatives;
        for (const Audited* a : v.faithful) claims += fmt::format("{}[{}](#{})", claims.empty() ? "" : ", ", a->claim->info.id, a->claim->info.id);
        for (const Audited* a : v.alternatives)
            alternatives += fmt::format("{}[{}](#{}): {}", alternatives.empty() ? "" : "; ", a->claim->info.id,
                                        a->claim->info.id, name(a->result.verdict));
        if (v.statement->claims.empty()) claims = cell(v.statement->note);
        md += fmt::format("| {} | {} | {} | {} | {} |\n", cell(v.statement->label), cell(v.statement->location),
                          verdictCell(v), claims, alternatives);
    }
    return md;
}

std::string_view name(Proof::Status s) {
    switch (s) {
        case Proof::Status::Proved: return "proved";
        case Proof::Status::Refuted: return "refuted";
        case Proof::Status::Undecided: return "not decided";
    }
    return "?";
}

// A proof's line in the report: PROVED for every size, the prover's refutation, or why not. The
// re-run command starts where the report folder is (named `folder`), as the audit was run.
std::string proofLine(const Proof& p, const std::string& folder) {
    if (p.proved()) {
        std::string line = "PROVED for every size — " + p.method + "; certificate `" + p.file + "`, " +
                           (p.recheck.empty() ? "re-run: `mona " + folder + "/" + p.file + "`" : p.recheck);
        if (!p.lemmas.empty())
            line += fmt::format(", together with its {} lemmas, each re-run the same way: `{}` … `{}`", p.lemmas.size(),
                                p.lemmas.front().first, p.lemmas.back().first);
        return line;
    }
    return std::string(name(p.status)) + " by a prover — " + p.reason;
}

}  // namespace

nlohmann::json toJson(const Audited& a, bool withTime) {
    const Result& r = a.result;
    const ClaimInfo& info = a.claim->info;
    nlohmann::json j = {
        {"id", r.id},
        {"paper", info.paper()},
        {"verdict", std::string(name(r.verdict))},
        {"bound", r.bound},
        {"random_up_to", r.randomUpTo},
        {"cases", r.cases()},
        {"exhaustive_cases", r.exhaustiveCases},
        {"random_cases", r.randomCases},
        {"scope", r.scope},
        {"counterexample", nullptr},
        {"claimed", nullptr},
        {"actual", nullptr},
        {"witness", nullptr},
        {"minimal", nullptr},
        {"reproduce", nullptr},
        {"error", r.error.empty() ? nlohmann::json(nullptr) : nlohmann::json(r.error)},
        {"expected", expectation(info.expect)},
        {"matches_expected", a.matches()},
    };
    if (r.counterexample) {
        j["counterexample"] = r.counterexample->position;
        j["claimed"] = r.counterexample->claimed;
        j["actual"] = r.counterexample->actual;
        j["witness"] = r.counterexample->witness;
        j["minimal"] = r.counterexample->minimal;
        j["reproduce"] = r.reproduce;
    }
    if (r.proof) {
        const Proof& p = *r.proof;
        j["proof"] = {{"proved", p.proved()},
                      {"status", std::string(name(p.status))},
                      {"method", p.method},
                      {"certificate", p.proved() ? nlohmann::json(p.file) : nlohmann::json(nullptr)},
                      {"reason", p.reason.empty() ? nlohmann::json(nullptr) : nlohmann::json(p.reason)}};
        if (!p.lemmas.empty()) {  // certificates proved separately that the proof needs too
            auto& files = j["proof"]["lemmas"] = nlohmann::json::array();
            for (const auto& lemma : p.lemmas) files.push_back(lemma.first);
        }
        if (withTime) j["proof"]["seconds"] = p.seconds;
    }
    if (withTime) j["seconds"] = r.seconds;
    return j;
}

nlohmann::json resultJson(const Result& r) {
    nlohmann::json j = {
        {"id", r.id},
        {"verdict", std::string(name(r.verdict))},
        {"bound", r.bound},
        {"random_up_to", r.randomUpTo},
        {"exhaustive_cases", r.exhaustiveCases},
        {"random_cases", r.randomCases},
        {"scope", r.scope},
        {"counterexample", nullptr},
        {"error", r.error},
        {"reproduce", r.reproduce},
        {"seconds", r.seconds},
        {"shard", r.shard ? nlohmann::json{r.shard->index, r.shard->count} : nlohmann::json(nullptr)},
        {"stopped_at", r.stoppedAt ? nlohmann::json(*r.stoppedAt) : nlohmann::json(nullptr)},
        {"failure_size", r.failureSize},
        {"seed", r.seed},
        {"certificate", r.certificate},
    };
    if (r.counterexample) {
        const Counterexample& c = *r.counterexample;
        j["counterexample"] = {{"position", c.position}, {"claimed", c.claimed}, {"actual", c.actual},
                               {"witness", c.witness},   {"minimal", c.minimal}};
    }
    j["proof"] = nullptr;
    if (r.proof) {
        const Proof& p = *r.proof;
        j["proof"] = {{"status", static_cast<int>(p.status)}, {"method", p.method}, {"certificate", p.certificate},
                      {"file", p.file}, {"reason", p.reason}, {"seconds", p.seconds}, {"lemmas", p.lemmas}};
        if (!p.recheck.empty()) j["proof"]["recheck"] = p.recheck;  // MONA proofs' slices stay as they were
    }
    return j;
}

Result resultFromJson(const nlohmann::json& j) {
    try {
        Result r;
        r.id = j.at("id").get<std::string>();
        const std::string verdict = j.at("verdict").get<std::string>();
        if (verdict == "holds") r.verdict = Verdict::Holds;
        else if (verdict == "refuted") r.verdict = Verdict::Refuted;
        else if (verdict == "error") r.verdict = Verdict::Error;
        else throw InputError("unknown verdict '" + verdict + "'");
        j.at("bound").get_to(r.bound);
        j.at("random_up_to").get_to(r.randomUpTo);
        j.at("exhaustive_cases").get_to(r.exhaustiveCases);
        j.at("random_cases").get_to(r.randomCases);
        j.at("scope").get_to(r.scope);
        if (const auto& c = j.at("counterexample"); !c.is_null())
            r.counterexample = Counterexample{c.at("position"), c.at("claimed"), c.at("actual"), c.at("witness"),
                                              c.at("minimal")};
        if (r.verdict == Verdict::Refuted && !r.counterexample)
            throw InputError("a refuted result without its counterexample");
        j.at("error").get_to(r.error);
        j.at("reproduce").get_to(r.reproduce);
        j.at("seconds").get_to(r.seconds);
        if (const auto& shard = j.at("shard"); !shard.is_null()) r.shard = Shard{shard.at(0), shard.at(1)};
        if (const auto& at = j.at("stopped_at"); !at.is_null()) r.stoppedAt = at.get<std::uint64_t>();
        j.at("failure_size").get_to(r.failureSize);
        j.at("seed").get_to(r.seed);
        j.at("certificate").get_to(r.certificate);
        if (const auto& p = j.value("proof", nlohmann::json()); !p.is_null()) {
            Proof proof;
            proof.status = static_cast<Proof::Status>(p.at("status").get<int>());
            p.at("method").get_to(proof.method);
            p.at("certificate").get_to(proof.certificate);
            p.at("file").get_to(proof.file);
            p.at("reason").get_to(proof.reason);
            p.at("seconds").get_to(proof.seconds);
            p.at("lemmas").get_to(proof.lemmas);
            proof.recheck = p.value("recheck", "");
            r.proof = std::move(proof);
        }
        return r;
    } catch (const nlohmann::json::exception& e) {
        throw InputError(std::string("malformed result: ") + e.what());
    }
}

nlohmann::json jsonReport(const std::vector<Audited>& audited) {
    nlohmann::json claims = nlohmann::json::array();
    for (const Audited& a : audited) {
        nlohmann::json j = toJson(a, false);
        j["citation"] = a.claim->info.citation;
        j["statement"] = a.claim->info.statement;
        j["reading"] = a.claim->info.reading;
        j["paraphrase"] = a.claim->info.paraphrase;
        j["domain"] = a.claim->domain;
        claims.push_back(std::move(j));
    }
    nlohmann::json statements = nlohmann::json::array(), bibliography = nlohmann::json::object();
    std::vector<Paper> papers = papersForReport();
    for (const PaperStatements& ps : auditedStatements(papers, audited)) {
        if (const auto& b = ps.paper->bibliography)
            bibliography[ps.paper->id] = {{"title", b->title}, {"authors", b->authors},
                                          {"year", b->year ? nlohmann::json(*b->year) : nlohmann::json(nullptr)},
                                          {"published", b->published}};
        for (const StatementVerdict& v : ps.verdicts) {
            nlohmann::json faithful = nlohmann::json::array(), alternatives = nlohmann::json::array();
            for (const Audited* a : v.faithful) faithful.push_back(a->claim->info.id);
            for (const Audited* a : v.alternatives)
                alternatives.push_back({{"id", a->claim->info.id}, {"verdict", std::string(name(a->result.verdict))}});
            statements.push_back({{"paper", ps.paper->id},
                                  {"label", v.statement->label},
                                  {"location", v.statement->location},
                                  {"verdict", statementVerdictName(v)},
                                  {"literal_verdict", v.verdict ? nlohmann::json(std::string(name(*v.verdict)))
                                                                : nlohmann::json(nullptr)},
                                  {"claims", faithful},
                                  {"alternatives", alternatives},
                                  {"note", v.statement->note},
                                  {"matches_expected", v.matches()}});
        }
    }
    return {{"tool", "gameaudit"}, {"claims", claims}, {"statements", statements}, {"bibliography", bibliography}};
}

std::string markdownReport(const std::vector<Audited>& audited, const Registry& registry, const std::string& folder) {
    std::map<std::string, std::vector<const Audited*>> byPaper;
    for (const Audited& a : audited) byPaper[a.claim->info.paper()].push_back(&a);

    std::string md = "# " + programName() + " — audit of the papers' claims\n\n"
                     "Generated by `" + programName() + " audit` (fixed seed). "
                     "HOLDS means no counterexample in the stated scope: exhaustive up to the bound, plus the "
                     "random cases beyond it. REFUTED gives the minimal counterexample, the oracle's witness and "
                     "a command that reproduces it. ∀ (proved) marks a claim proved for every size; its certificate "
                     "is under proofs/, and its proof line says how to re-run it (`mona <file>` for MONA's).\n\n";
    std::vector<Paper> papers = papersForReport();
    std::vector<PaperStatements> statements = auditedStatements(papers, audited);
    if (!statements.empty()) {
        md += "A paper's statement gets the verdict of its faithful claims, the literal reading; where another "
              "reading's verdict differs, the statement depends on the reading. Claims checking other readings are "
              "counted with the claims, not the statements. Lines: the text's non-blank lines that some row of the "
              "index accounts for (an assertion, or prose with none).\n\n"
              "| paper | lines | statements | holds | refuted | depends on the reading | error | not checkable | "
              "not yet checked | not run |\n|---|---|---|---|---|---|---|---|---|---|\n";
        for (const PaperStatements& ps : statements) {
            std::map<std::string, int> count;
            for (const StatementVerdict& v : ps.verdicts) ++count[statementVerdictName(v)];
            CoverageReport lines = coverage(*ps.paper, registry);
            md += fmt::format("| [{}](#{}) | {} of {} | {} | {} | {} | {} | {} | {} | {} | {} |\n", ps.paper->id,
                              ps.paper->id, lines.coveredLines, lines.textLines, ps.verdicts.size(), count["holds"],
                              count["refuted"], count["depends on the reading"], count["error"],
                              count["not checkable"], count["not yet checked"], count["not run"]);
        }
        md += "\n";
    }
    md += "| paper | claims | holds | refuted | error | differ from pin |\n|---|---|---|---|---|---|\n";
    for (const auto& [paper, list] : byPaper) {
        int holds = 0, refuted = 0, error = 0, differ = 0;
        for (const Audited* a : list) {
            holds += a->result.verdict == Verdict::Holds;
            refuted += a->result.verdict == Verdict::Refuted;
            error += a->result.verdict == Verdict::Error;
            differ += !a->matches();
        }
        md += fmt::format("| [{}](#{}) | {} | {} | {} | {} | {} |\n", paper, paper, list.size(), holds, refuted, error,
                          differ);
    }
    for (const auto& [paper, list] : byPaper) {
        md += fmt::format("\n## {}\n", paper);
        for (const PaperStatements& ps : statements)
            if (ps.paper->id == paper) md += statementsMarkdown(ps);
        md += "\n| claim | verdict | bound | cases | counterexample |\n|---|---|---|---|---|\n";
        for (const Audited* a : list) {
            const Result& r = a->result;
            md += fmt::format("| [{}](#{}) | {}{}{} | {} | {} | {} |\n", r.id, a->claim->info.id, name(r.verdict),
                              r.proof && r.proof->proved() ? " ∀ (proved)" : "",
                              a->matches() ? "" : " (differs from pin)", r.bound, r.cases(),
                              r.counterexample ? "`" + cell(r.counterexample->position) + "`" : "");
        }
        for (const Audited* a : list) {
            const ClaimInfo& info = a->claim->info;
            const Result& r = a->result;
            std::string quoted = info.statement;
            for (std::size_t i = 0; (i = quoted.find('\n', i)) != std::string::npos; i += 3) quoted.replace(i, 1, "\n> ");
            md += fmt::format("\n<a id=\"{}\"></a>\n### {}\n\n*{}*\n\n> {}\n\n", info.id, info.id, info.citation,
                              quoted);
            if (!info.paraphrase.empty()) md += "**Not verbatim.** " + info.paraphrase + "\n\n";
            if (!info.reading.empty()) md += "**Reading.** " + info.reading + "\n\n";
            md += "**Domain.** " + a->claim->domain + "\n\n";
            md += "**Verdict.** " + outcomeLine(*a) + "\n\n";
            if (r.proof) md += "**Proof.** " + proofLine(*r.proof, folder) + "\n\n";
            if (r.counterexample) {
                const Counterexample& c = *r.counterexample;
                md += fmt::format("- counterexample{}: `{}`\n- claimed: {}\n- actual: {}\n- witness: {}\n"
                                  "- checked before it: {}\n- reproduce: `{}`\n",
                                  c.minimal ? " (minimal)" : "", c.position, c.claimed, c.actual, c.witness, r.scope,
                                  r.reproduce);
            }
            if (info.planted) md += "- planted: a deliberately false claim that keeps the harness honest\n";
            md += "- expected (pinned): " + expectation(info.expect) + (a->matches() ? "" : " — **differs**") + "\n";
        }
        for (const Figure& f : registry.figures()) {
            if (f.paper != paper) continue;
            md += "\n### " + f.title + "\n\n";
            if (f.svg) md += fmt::format("![{}](figures/{})\n\n", f.title, f.file);
            if (f.markdown) md += f.markdown() + "\n\n";
            if (!f.caption.empty()) md += f.caption + "\n";
        }
    }
    bool cited = false;
    for (const Paper& p : papers) {
        if (!p.bibliography || !byPaper.count(p.id)) continue;
        if (!cited) md += "\n## Bibliography\n\n";
        cited = true;
        md += fmt::format("- **{}**: {}\n", p.id, citationOf(*p.bibliography));
    }
    return md;
}

namespace {

// What a CI server shows for a claim: the verdict, the counterexample and how to reproduce it.
std::string details(const Audited& a) {
    const Result& r = a.result;
    std::string s = outcomeLine(a) + "\nexpected (pinned): " + expectation(a.claim->info.expect) +
                    (a.matches() ? ", as found" : ", differs") + "\n";
    if (r.counterexample) {
        const Counterexample& c = *r.counterexample;
        s += "counterexample" + std::string(c.minimal ? " (minimal)" : "") + ": " + c.position + "\nclaimed: " +
             c.claimed + "\nactual: " + c.actual + "\nwitness: " + c.witness + "\nreproduce: " + r.reproduce + "\n";
    }
    if (!r.scope.empty()) s += "scope: " + r.scope + "\n";
    return s;
}

std::string seconds(double s) { return fmt::format("{:.3f}", s); }

}  // namespace

std::string junitReport(const std::vector<Audited>& audited, bool withTime) {
    std::map<std::string, std::vector<const Audited*>> byPaper;
    for (const Audited& a : audited) byPaper[a.claim->info.paper()].push_back(&a);
    auto isError = [](const Audited* a) { return a->result.verdict == Verdict::Error; };
    auto isFailure = [](const Audited* a) { return a->result.verdict != Verdict::Error && !a->matches(); };
    auto time = [withTime](double s) { return withTime ? " time=\"" + seconds(s) + "\"" : std::string(); };
    std::size_t failures = 0, errors = 0;
    double total = 0;
    for (const Audited& a : audited) {
        failures += isFailure(&a);
        errors += isError(&a);
        total += a.result.seconds;
    }
    std::string x = fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"gameaudit\" tests=\"{}\" "
                                "failures=\"{}\" errors=\"{}\"{}>\n",
                                audited.size(), failures, errors, time(total));
    for (const auto& [paper, list] : byPaper) {
        std::size_t paperFailures = 0, paperErrors = 0;
        double paperTime = 0;
        for (const Audited* a : list) {
            paperFailures += isFailure(a);
            paperErrors += isError(a);
            paperTime += a->result.seconds;
        }
        x += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"0\"{}>\n",
                         svg::escape(paper), list.size(), paperFailures, paperErrors, time(paperTime));
        for (const Audited* a : list) {
            const Result& r = a->result;
            x += fmt::format("    <testcase classname=\"{}\" name=\"{}\"{}>\n", svg::escape(paper), svg::escape(r.id),
                             time(r.seconds));
            if (r.proof)  // why not proved, or the prover's refutation, beside the status
                x += fmt::format("      <properties><property name=\"proof\" value=\"{}\"/>{}</properties>\n",
                                 svg::escape(std::string(name(r.proof->status))),
                                 r.proof->reason.empty() ? std::string()
                                                         : fmt::format("<property name=\"proof_reason\" value=\"{}\"/>",
                                                                       svg::escape(r.proof->reason)));
            if (isError(a))
                x += fmt::format("      <error message=\"{}\" type=\"error\">{}</error>\n", svg::escape(r.error),
                                 svg::escape(details(*a)));
            else if (isFailure(a))
                x += fmt::format("      <failure message=\"{}\" type=\"differs-from-pin\">{}</failure>\n",
                                 svg::escape(outcomeLine(*a) + "; expected " + expectation(a->claim->info.expect)),
                                 svg::escape(details(*a)));
            x += fmt::format("      <system-out>{}</system-out>\n    </testcase>\n", svg::escape(details(*a)));
        }
        x += "  </testsuite>\n";
    }
    std::vector<Paper> papers = papersForReport();
    for (const PaperStatements& ps : auditedStatements(papers, audited)) {
        std::size_t differ = 0;
        for (const StatementVerdict& v : ps.verdicts) differ += !v.matches();
        std::string suite = ps.paper->id + " statements";
        // A claim's error is reported on the claim's own test case; here it shows as a differing statement.
        x += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"0\" skipped=\"0\">\n",
                         svg::escape(suite), ps.verdicts.size(), differ);
        for (const StatementVerdict& v : ps.verdicts) {
            x += fmt::format("    <testcase classname=\"{}\" name=\"{}\">\n", svg::escape(suite),
                             svg::escape(v.statement->label));
            if (!v.matches())
                x += fmt::format("      <failure message=\"{}\">a claim of it differs from its pin</failure>\n",
                                 svg::escape(statementVerdictName(v)));
            x += fmt::format("      <system-out>{}</system-out>\n    </testcase>\n", svg::escape(statementVerdictName(v)));
        }
        x += "  </testsuite>\n";
    }
    return x + "</testsuites>\n";
}

namespace {

void writeFile(const std::filesystem::path& path, const std::string& text) {
    std::filesystem::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary);
    out << text;
    if (!out.flush()) throw std::runtime_error("cannot write " + path.string());
}

}  // namespace

ReportFolder::ReportFolder(std::filesystem::path dir) {
    namespace fs = std::filesystem;
    dir = dir.lexically_normal();
    if (!dir.has_filename()) dir = dir.parent_path();
    if (dir.empty() || dir.filename() == "." || dir.filename() == "..")
        throw InputError("--out " + dir.string() + ": name a report folder, not . or ..");
    dir_ = dir;
    std::error_code ec;
    if (fs::exists(dir_, ec)) {
        if (!fs::is_directory(dir_, ec)) throw InputError("--out " + dir_.string() + " is a file, not a folder");
        if (!fs::is_empty(dir_, ec) && !fs::exists(dir_ / "audit.json", ec))
            throw InputError("--out " + dir_.string() +
                             " holds files that are not a gameaudit report; name a new or empty folder");
    }
    fs::path parent = dir_.has_parent_path() ? dir_.parent_path() : fs::path(".");
    fs::create_directories(parent, ec);
    staging_ = parent / ("." + dir_.filename().string() + ".writing-" + std::to_string(::getpid()));
    fs::remove_all(staging_, ec);
    if (ec || !fs::create_directories(staging_ / "figures", ec) || ec)
        throw InputError("cannot write reports to " + dir_.string() + ": " +
                         (ec ? ec.message() : std::string("cannot create a folder beside it")));
}

ReportFolder::~ReportFolder() {
    std::error_code ec;
    std::filesystem::remove_all(staging_, ec);
}

void ReportFolder::commit(const std::vector<Audited>& audited, const Registry& registry) {
    namespace fs = std::filesystem;
    writeFile(staging_ / "audit.md", markdownReport(audited, registry, dir_.filename().string()));
    writeFile(staging_ / "audit.json", jsonReport(audited).dump(2) + "\n");
    writeFile(staging_ / "audit.junit.xml", junitReport(audited));
    std::set<std::string> papers;
    for (const Audited& a : audited) papers.insert(a.claim->info.paper());
    for (const Figure& f : registry.figures())
        if (f.svg && papers.count(f.paper)) writeFile(staging_ / "figures" / f.file, f.svg());
    for (const Audited& a : audited)
        if (a.result.proof && a.result.proof->proved()) {
            writeFile(staging_ / a.result.proof->file, a.result.proof->certificate);
            for (const auto& [file, program] : a.result.proof->lemmas) writeFile(staging_ / file, program);
        }
    // A new folder is renamed into place; an existing one is exchanged with it in one step.
    if (::rename(staging_.c_str(), dir_.c_str()) == 0) return;
    if (errno != EEXIST && errno != ENOTEMPTY)
        throw std::runtime_error("cannot move the reports into " + dir_.string() + ": " + std::strerror(errno));
    if (::renameat2(AT_FDCWD, staging_.c_str(), AT_FDCWD, dir_.c_str(), RENAME_EXCHANGE) != 0)
        throw std::runtime_error("cannot swap the reports into " + dir_.string() + ": " + std::strerror(errno));
    // staging_ now holds the previous reports; the destructor removes them.
}

}  // namespace gameaudit
