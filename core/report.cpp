#include "core/report.hpp"

#include <fstream>
#include <map>
#include <set>
#include <stdexcept>

#include <fmt/format.h>

#include "core/coverage.hpp"
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

std::string statementVerdictName(const StatementVerdict& v) {
    if (v.verdict) return std::string(name(*v.verdict));
    return v.statement->claims.empty() ? "not checkable" : "not run";
}

std::string citationOf(const Bibliography& b) {
    std::string authors;
    for (std::size_t i = 0; i < b.authors.size(); ++i)
        authors += (i == 0 ? "" : i + 1 == b.authors.size() ? " and " : ", ") + b.authors[i];
    return fmt::format("{} ({}). *{}*. {}.", authors, b.year ? std::to_string(*b.year) : "n.d.", b.title, b.published);
}

std::string statementsMarkdown(const PaperStatements& ps) {
    if (ps.verdicts.empty()) return "";
    std::string md = "\n### Statements\n\nEach statement of the paper's index (`papers/" + ps.paper->id +
                     "/statements.tsv`) with the verdict of its faithful claims; other readings are listed beside "
                     "it, never instead of it.\n\n| statement | where | verdict | claims | holds if read as |\n"
                     "|---|---|---|---|---|\n";
    for (const StatementVerdict& v : ps.verdicts) {
        std::string claims, alternatives;
        for (const Audited* a : v.faithful) claims += fmt::format("{}[{}](#{})", claims.empty() ? "" : ", ", a->claim->info.id, a->claim->info.id);
        for (const Audited* a : v.alternatives)
            alternatives += fmt::format("{}[{}](#{}): {}", alternatives.empty() ? "" : "; ", a->claim->info.id,
                                        a->claim->info.id, name(a->result.verdict));
        if (v.statement->claims.empty()) claims = cell(v.statement->note);
        md += fmt::format("| {} | {} | {}{} | {} | {} |\n", cell(v.statement->label), cell(v.statement->location),
                          statementVerdictName(v), v.matches() ? "" : " (differs from pin)", claims, alternatives);
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

// A proof's line in the report: PROVED for every size, the prover's refutation, or why not.
std::string proofLine(const Proof& p) {
    if (p.proved()) return "PROVED for every size — " + p.method + "; certificate `" + p.file + "`, re-run: `mona reports/" + p.file + "`";
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
        if (withTime) j["proof"]["seconds"] = p.seconds;
    }
    if (withTime) j["seconds"] = r.seconds;
    return j;
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
                                  {"claims", faithful},
                                  {"alternatives", alternatives},
                                  {"note", v.statement->note},
                                  {"matches_expected", v.matches()}});
        }
    }
    return {{"tool", "gameaudit"}, {"claims", claims}, {"statements", statements}, {"bibliography", bibliography}};
}

std::string markdownReport(const std::vector<Audited>& audited, const Registry& registry) {
    std::map<std::string, std::vector<const Audited*>> byPaper;
    for (const Audited& a : audited) byPaper[a.claim->info.paper()].push_back(&a);

    std::string md = "# gameaudit — audit of the bundled papers\n\n"
                     "Generated by `gameaudit audit` (fixed seed); regenerate with the README's first command. "
                     "HOLDS means no counterexample in the stated scope: exhaustive up to the bound, plus the "
                     "random cases beyond it. REFUTED gives the minimal counterexample, the oracle's witness and "
                     "a command that reproduces it. ∀ (proved) marks a claim MONA proves for every size; its certificate "
                     "is under proofs/ and `mona <file>` re-runs it.\n\n";
    std::vector<Paper> papers = papersForReport();
    std::vector<PaperStatements> statements = auditedStatements(papers, audited);
    if (!statements.empty()) {
        md += "A paper's statement gets the verdict of its faithful claims; claims checking other readings are "
              "counted with the claims, not the statements.\n\n"
              "| paper | statements | holds | refuted | error | not checkable | not run |\n|---|---|---|---|---|---|---|\n";
        for (const PaperStatements& ps : statements) {
            std::map<std::string, int> count;
            for (const StatementVerdict& v : ps.verdicts) ++count[statementVerdictName(v)];
            md += fmt::format("| [{}](#{}) | {} | {} | {} | {} | {} | {} |\n", ps.paper->id, ps.paper->id,
                              ps.verdicts.size(), count["holds"], count["refuted"], count["error"],
                              count["not checkable"], count["not run"]);
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
            if (r.proof) md += "**Proof.** " + proofLine(*r.proof) + "\n\n";
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

std::string junitReport(const std::vector<Audited>& audited) {
    std::map<std::string, std::vector<const Audited*>> byPaper;
    for (const Audited& a : audited) byPaper[a.claim->info.paper()].push_back(&a);
    std::size_t failures = 0;
    for (const Audited& a : audited) failures += !a.matches();
    std::string x = fmt::format("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"gameaudit\" tests=\"{}\" "
                                "failures=\"{}\">\n",
                                audited.size(), failures);
    for (const auto& [paper, list] : byPaper) {
        std::size_t paperFailures = 0;
        for (const Audited* a : list) paperFailures += !a->matches();
        x += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\">\n", svg::escape(paper), list.size(),
                         paperFailures);
        for (const Audited* a : list) {
            const Result& r = a->result;
            x += fmt::format("    <testcase classname=\"{}\" name=\"{}\">\n", svg::escape(paper), svg::escape(r.id));
            if (r.proof)
                x += fmt::format("      <properties><property name=\"proof\" value=\"{}\"/></properties>\n",
                                 svg::escape(std::string(name(r.proof->status))));
            if (!a->matches())
                x += fmt::format("      <failure message=\"{}\">expected {}</failure>\n",
                                 svg::escape(std::string(name(r.verdict)) + ": " + outcomeLine(*a)),
                                 svg::escape(expectation(a->claim->info.expect)));
            x += fmt::format("      <system-out>{}</system-out>\n    </testcase>\n", svg::escape(outcomeLine(*a)));
        }
        x += "  </testsuite>\n";
    }
    std::vector<Paper> papers = papersForReport();
    for (const PaperStatements& ps : auditedStatements(papers, audited)) {
        std::size_t differ = 0;
        for (const StatementVerdict& v : ps.verdicts) differ += !v.matches();
        std::string suite = ps.paper->id + " statements";
        x += fmt::format("  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\">\n", svg::escape(suite),
                         ps.verdicts.size(), differ);
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

void writeReports(const std::filesystem::path& dir, const std::vector<Audited>& audited, const Registry& registry) {
    namespace fs = std::filesystem;
    std::vector<std::pair<fs::path, std::string>> files = {
        {dir / "audit.md", markdownReport(audited, registry)},
        {dir / "audit.json", jsonReport(audited).dump(2) + "\n"},
        {dir / "audit.junit.xml", junitReport(audited)},
    };
    std::set<std::string> papers;
    for (const Audited& a : audited) papers.insert(a.claim->info.paper());
    for (const Figure& f : registry.figures())
        if (f.svg && papers.count(f.paper)) files.emplace_back(dir / "figures" / f.file, f.svg());
    for (const Audited& a : audited)
        if (a.result.proof && a.result.proof->proved()) files.emplace_back(dir / a.result.proof->file, a.result.proof->certificate);
    fs::create_directories(dir / "figures");
    for (auto& [path, text] : files) fs::create_directories(path.parent_path());
    for (auto& [path, text] : files) {
        fs::path temp = path;
        temp += ".partial";
        std::ofstream out(temp, std::ios::binary);
        out << text;
        if (!out.flush()) throw std::runtime_error("cannot write " + temp.string());
    }
    for (auto& [path, text] : files) {
        fs::path temp = path;
        temp += ".partial";
        fs::rename(temp, path);
    }
}

}  // namespace gameaudit
