// Every statement of every bundled paper accounted for (issue 11): the coverage map, the
// verbatim quotation of each claim's statement, and the machinery itself on a made-up paper.
#include <catch2/catch.hpp>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/coverage.hpp"
#include "core/errors.hpp"
#include "core/report.hpp"

namespace ga = gameaudit;
namespace fs = std::filesystem;

namespace {

const std::vector<ga::Paper>& bundled() {
    static const std::vector<ga::Paper> papers = ga::loadPapers(ga::papersFolder());
    return papers;
}

std::string joined(const std::vector<std::string>& lines) {
    std::string s;
    for (const std::string& l : lines) s += l + "\n";
    return s;
}

void write(const fs::path& file, const std::string& text) {
    fs::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << text;
}

ga::Claim claimOf(std::string id, std::string statement, std::string paraphrase = "") {
    ga::Claim c;
    c.info.id = std::move(id);
    c.info.statement = std::move(statement);
    c.info.paraphrase = std::move(paraphrase);
    return c;
}

// A made-up paper "toy" with two numbered statements and an unnumbered remark.
fs::path toyPapers(const std::string& index) {
    fs::path root = fs::temp_directory_path() / ("gameaudit-coverage-" + std::to_string(::getpid()));
    fs::remove_all(root);
    write(root / "toy" / "toy.md",
          "**Theorem 2.1.** *If $n \\geq 3$ then* Left wins.\n\nSee Theorem 2.1 for more.\n\n"
          "Lemma 2.2: every $\\{0 \\mid 0\\}$ is fuzzy.\n\nRemark. Nothing to see.\n");
    write(root / "toy" / "bib.json", R"({"title": "Toy", "authors": ["A. Uthor"], "year": null, "published": "nowhere"})");
    write(root / "toy" / "statements.tsv", index);
    return root;
}

int gameauditStatus(const std::string& args, const fs::path& papers) {
    const char* bin = std::getenv("GAMEAUDIT_BIN");
    REQUIRE(bin != nullptr);
    std::string command = "GAMEAUDIT_PAPERS='" + papers.string() + "' " + bin + " " + args + " >/dev/null 2>&1";
    int status = std::system(command.c_str());
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

}  // namespace

TEST_CASE("numbered environments are found where they open, not where prose cites them", "[coverage]") {
    std::vector<ga::Environment> found =
        ga::numberedEnvironments("**Theorem 4.5.** Text.\nBy Theorem 4.5 we see.\nLemma 1:\nTable 1.1\tPartial Table\n"
                                 "Theorem 6.3 (Staircase). Text.\nFigure 2: A board.\n**Theorem 4.5.** Again.\n");
    std::vector<std::string> labels;
    for (const ga::Environment& e : found) labels.push_back(e.label);
    CHECK(labels == std::vector<std::string>{"Theorem 4.5", "Lemma 1", "Theorem 6.3", "Figure 2"});
    CHECK(found[0].line == 1);
    CHECK(found[2].line == 5);
}

TEST_CASE("quotations match through markup, LaTeX and elisions, and only in order", "[coverage]") {
    std::string text = ga::normalisedForQuotation(
        "If $n \\geq 3$ and $d < M_1(n+1)$, *then* $W(n; d, e) = 2$. Then $G = \\{0 \\mid 0\\}$ is fuzzy.");
    CHECK(ga::quotedVerbatim("If n ≥ 3 and d < M1(n+1), then W(n; d, e) = 2.", text));
    CHECK(ga::quotedVerbatim("If n ≥ 3 ... G = {0|0} is fuzzy.", text));
    CHECK(ga::quotedVerbatim("If n >= 3", text));
    CHECK_FALSE(ga::quotedVerbatim("If n ≤ 3", text));
    CHECK_FALSE(ga::quotedVerbatim("G = {0|0} is fuzzy. ... If n ≥ 3", text));
    CHECK_FALSE(ga::quotedVerbatim("W(n; d, e) = 1", text));
}

TEST_CASE("coverage finds every kind of gap in a made-up paper", "[coverage]") {
    ga::Registry registry;
    registry.add(claimOf("toy/thm2.1", "If n ≥ 3 then Left wins."));
    registry.add(claimOf("toy/thm2.1-alt", "If n ≥ 3 then Left wins."));
    registry.add(claimOf("toy/rem", "Nothing to see at all.", "joins two sentences"));
    const std::string header = "# toy\nlabel\tlocation\tclaims\tnote\n";
    const std::string citation = "Citation of Theorem 2.1\tline 3\t-\tno assertion: proof structure\n";

    SECTION("a complete index covers every non-blank line") {
        fs::path root = toyPapers(header + "Theorem 2.1\tline 1\ttoy/thm2.1 toy/thm2.1-alt\t\n" + citation +
                                  "Lemma 2.2\t§2, lines 5–6\t-\tnot checkable: definition; what fuzzy means\n"
                                  "Remark\tline 7\ttoy/rem\t\n");
        std::vector<ga::Paper> papers = ga::loadPapers(root);
        REQUIRE(papers.size() == 1);
        REQUIRE(papers[0].bibliography);
        CHECK_FALSE(papers[0].bibliography->year);
        ga::CoverageReport r = ga::coverage(papers[0], registry);
        INFO(joined(r.problems));
        CHECK(r.covered());
        CHECK(r.environments == 2);
        CHECK(r.checked == 2);
        CHECK(r.notCheckable == 1);
        CHECK(r.noAssertion == 1);
        CHECK(r.textLines == 4);
        CHECK(r.coveredLines == 4);
        const ga::IndexedStatement& theorem = papers[0].index->front();
        CHECK(ga::isAlternativeReading(theorem, "toy/thm2.1-alt"));
        CHECK_FALSE(ga::isAlternativeReading(theorem, "toy/thm2.1"));
        CHECK((*papers[0].index)[2].lines == std::vector<std::pair<int, int>>{{5, 6}});
    }
    SECTION("a missing statement, an uncovered line, a bare row, an unknown claim and an unindexed claim are named") {
        fs::path root = toyPapers(header + "Theorem 2.1\tline 1\ttoy/thm2.1 toy/nope\t\n"
                                           "Remark\tline 7\t-\tto do\n");
        ga::CoverageReport r = ga::coverage(ga::loadPapers(root)[0], registry);
        std::string problems = joined(r.problems);
        CHECK_THAT(problems, Catch::Contains("Lemma 2.2 (line 5 of the text) has no row"));
        CHECK_THAT(problems, Catch::Contains("2 non-blank lines of the text are in no row: lines 3, 5"));
        CHECK_THAT(problems, Catch::Contains("'Remark': no claims, and the note is neither"));
        CHECK_THAT(problems, Catch::Contains("'toy/nope' is not a registered claim of toy"));
        CHECK_THAT(problems, Catch::Contains("toy/thm2.1-alt checks no statement"));
        CHECK_THAT(problems, Catch::Contains("toy/rem checks no statement"));
        CHECK(r.problems.size() == 6);
        CHECK(gameauditStatus("coverage --paper toy", root) == 1);  // the CLI's registry has no toy claims either
    }
    SECTION("a claim-less row names a category of the closed list, and never a verdict") {
        auto problemsWith = [&](const std::string& lemmaNote) {
            fs::path root = toyPapers(header + "Theorem 2.1\tline 1\ttoy/thm2.1 toy/thm2.1-alt\t\n" + citation +
                                      "Lemma 2.2\tline 5\t-\t" + lemmaNote + "\nRemark\tline 7\ttoy/rem\t\n");
            return joined(ga::coverage(ga::loadPapers(root)[0], registry).problems);
        };
        CHECK(problemsWith("not checkable: definition; what fuzzy means").empty());
        CHECK(problemsWith("not yet checked: the canonical form of {0|0}").empty());
        CHECK_THAT(problemsWith("not checkable: too hard; no time"), Catch::Contains("names no category of definition"));
        CHECK_THAT(problemsWith("not checkable: definition"), Catch::Contains("gives no reason after ';'"));
        CHECK_THAT(problemsWith("no assertion: musings"), Catch::Contains("'no assertion:' names no category"));
        CHECK_THAT(problemsWith("not yet checked:"), Catch::Contains("says nothing of what would check it"));
        CHECK_THAT(problemsWith("not checkable: definition; false as written, since * is fuzzy"),
                   Catch::Contains("the note states a verdict ('false')"));
        CHECK_THAT(problemsWith("no assertion: motivation; it Holds anyway"),
                   Catch::Contains("the note states a verdict ('Holds')"));
    }
    SECTION("lines beyond the text are named") {
        fs::path root = toyPapers(header + "Theorem 2.1\tlines 1–9\ttoy/thm2.1 toy/thm2.1-alt\t\n"
                                           "Lemma 2.2\tline 5\t-\tnot checkable: definition; fuzzy\n"
                                           "Remark\tline 7\ttoy/rem\t\n");
        std::string problems = joined(ga::coverage(ga::loadPapers(root)[0], registry).problems);
        CHECK_THAT(problems, Catch::Contains("line 9 is beyond the text's 7 lines"));
    }
    SECTION("a statement neither quoted nor labelled is a gap") {
        registry.add(claimOf("toy/lem2.2", "every {0|0} is a number"));
        fs::path root = toyPapers(header + "Theorem 2.1\tline 1\ttoy/thm2.1 toy/thm2.1-alt\t\n" + citation +
                                  "Lemma 2.2\tline 5\ttoy/lem2.2\t\nRemark\tline 7\ttoy/rem\t\n");
        ga::CoverageReport r = ga::coverage(ga::loadPapers(root)[0], registry);
        REQUIRE(r.problems.size() == 1);
        CHECK_THAT(r.problems[0], Catch::Contains("toy/lem2.2: statement is neither verbatim"));
    }
    SECTION("a malformed index or location, or an unknown paper, is bad input") {
        fs::path root = toyPapers("label\tlocation\tclaims\tnote\nTheorem 2.1 line 1 toy/thm2.1\n");
        CHECK_THROWS_AS(ga::loadPapers(root), ga::InputError);
        CHECK(gameauditStatus("coverage", root) == 2);
        CHECK(gameauditStatus("coverage --paper nosuch", ga::papersFolder()) == 2);
        for (const char* location : {"§2", "line", "lines 5-", "lines 7–5", "line 0", "lines 3, x"}) {
            INFO(location);
            root = toyPapers(header + "Theorem 2.1\t" + location + "\ttoy/thm2.1\t\n");
            CHECK_THROWS_WITH(ga::loadPapers(root), Catch::Contains("statements.tsv:3: "));
        }
    }
}

TEST_CASE("the bundled claims name the source tree's papers; no folder named is a clear error", "[coverage]") {
    if (!std::getenv("GAMEAUDIT_PAPERS"))
        CHECK(fs::equivalent(ga::papersFolder(), fs::path(GAMEAUDIT_SOURCE_DIR) / "papers"));
    CHECK_THROWS_WITH(ga::loadPapers({}), Catch::Contains("no papers folder: this binary's claims name none"));
}

TEST_CASE("every bundled paper has its text, bibliography and index", "[coverage][bundled]") {
    std::vector<std::string> ids;
    for (const ga::Paper& p : bundled()) ids.push_back(p.id);
    CHECK(ids == std::vector<std::string>{"chen-gasarch", "mullen2016", "sls-v1", "sls-v2", "snodgrass1979"});
    for (const ga::Paper& p : bundled()) {
        INFO(p.id);
        CHECK(p.bibliography);
        CHECK(p.index);
    }
}

TEST_CASE("coverage holds for every bundled paper with an index", "[coverage][bundled]") {
    for (const ga::Paper& p : bundled()) {
        if (!p.index) continue;
        ga::CoverageReport r = ga::coverage(p, ga::Registry::instance());
        INFO(p.id << ":\n" << joined(r.problems));
        CHECK(r.covered());
        CHECK(gameauditStatus("coverage --paper " + p.id, ga::papersFolder()) == 0);
    }
}

TEST_CASE("every claim's statement is quoted verbatim from its paper, or labelled a paraphrase", "[coverage][bundled]") {
    std::map<std::string, std::string> texts;
    for (const ga::Paper& p : bundled()) texts[p.id] = ga::normalisedForQuotation(p.text);
    for (const ga::Claim& c : ga::Registry::instance().claims()) {
        if (c.info.planted) continue;
        INFO(c.info.id << ": " << c.info.statement);
        REQUIRE(texts.count(c.info.paper()));
        if (c.info.paraphrase.empty()) CHECK(ga::quotedVerbatim(c.info.statement, texts[c.info.paper()]));
    }
}

TEST_CASE("reports give each statement its literal verdict, other readings beside it, and a bibliography",
          "[coverage][report]") {
    // Theorem 2.1 read two ways, Lemma 2.2 not checkable, line 3 prose without an assertion, the Remark checked.
    ga::Registry registry;
    ga::Claim literal = claimOf("toy/thm2.1", "If n ≥ 3 then Left wins.");
    literal.info.expect = ga::Expect::refutedAt("n=3");
    registry.add(literal);
    registry.add(claimOf("toy/thm2.1-alt", "If n ≥ 3 then Left wins."));
    registry.add(claimOf("toy/rem", "Nothing to see.", "shortened"));
    fs::path root = toyPapers("label\tlocation\tclaims\tnote\n"
                              "Theorem 2.1\tline 1\ttoy/thm2.1 toy/thm2.1-alt\t\n"
                              "Citation of Theorem 2.1\tline 3\t-\tno assertion: proof structure\n"
                              "Lemma 2.2\tline 5\t-\tnot checkable: definition; what fuzzy means\n"
                              "Remark\tline 7\ttoy/rem\t\n");
    const char* before = std::getenv("GAMEAUDIT_PAPERS");
    std::string saved = before ? before : "";
    ::setenv("GAMEAUDIT_PAPERS", root.c_str(), 1);
    auto audit = [&](const char* id, ga::Verdict verdict) {
        ga::Result r;
        r.id = id;
        r.verdict = verdict;
        if (verdict == ga::Verdict::Refuted) r.counterexample = ga::Counterexample{"n=3", "L", "R", "", true};
        return ga::Audited{registry.claim(id), r};
    };

    SECTION("readings that disagree: the statement depends on the reading") {
        std::vector<ga::Audited> audited = {audit("toy/thm2.1", ga::Verdict::Refuted),
                                            audit("toy/thm2.1-alt", ga::Verdict::Holds),
                                            audit("toy/rem", ga::Verdict::Holds)};
        nlohmann::json json = ga::jsonReport(audited);
        CHECK(json["bibliography"]["toy"]["title"] == "Toy");
        REQUIRE(json["statements"].size() == 3);  // the row without an assertion is no statement
        const nlohmann::json& theorem = json["statements"][0];
        CHECK(theorem["label"] == "Theorem 2.1");
        CHECK(theorem["verdict"] == "depends on the reading");
        CHECK(theorem["literal_verdict"] == "refuted");
        CHECK(theorem["claims"] == nlohmann::json::array({"toy/thm2.1"}));
        CHECK(theorem["alternatives"][0]["id"] == "toy/thm2.1-alt");
        CHECK(theorem["alternatives"][0]["verdict"] == "holds");
        CHECK(theorem["matches_expected"] == true);
        CHECK(json["statements"][1]["verdict"] == "not checkable");
        CHECK(json["statements"][2]["verdict"] == "holds");

        std::string md = ga::markdownReport(audited, registry);
        CHECK_THAT(md, Catch::Contains("| paper | lines | statements | holds | refuted | depends on the reading | error | "
                                       "not checkable | not yet checked | not run |"));
        CHECK_THAT(md, Catch::Contains("| [toy](#toy) | 4 of 4 | 3 | 1 | 0 | 1 | 0 | 1 | 0 | 0 |"));
        CHECK_THAT(md, Catch::Contains("| Theorem 2.1 | line 1 | depends on the reading (literal: refuted) | "
                                       "[toy/thm2.1](#toy/thm2.1) | [toy/thm2.1-alt](#toy/thm2.1-alt): holds |"));
        CHECK_THAT(md, Catch::Contains("## Bibliography"));
        CHECK_THAT(md, Catch::Contains("A. Uthor (n.d.). *Toy*. nowhere."));

        std::string junit = ga::junitReport(audited);
        CHECK_THAT(junit, Catch::Contains("<testsuite name=\"toy statements\" tests=\"3\" failures=\"0\""));
        CHECK_THAT(junit, Catch::Contains("<system-out>depends on the reading</system-out>"));
    }
    SECTION("readings that agree give the statement their verdict") {
        std::vector<ga::Audited> audited = {audit("toy/thm2.1", ga::Verdict::Refuted),
                                            audit("toy/thm2.1-alt", ga::Verdict::Refuted)};
        nlohmann::json json = ga::jsonReport(audited);
        CHECK(json["statements"][0]["verdict"] == "refuted");
        CHECK(json["statements"][2]["verdict"] == "not run");
        CHECK_THAT(ga::markdownReport(audited, registry), Catch::Contains("| Theorem 2.1 | line 1 | refuted (differs from pin) | "));
    }
    if (before) ::setenv("GAMEAUDIT_PAPERS", saved.c_str(), 1);
    else ::unsetenv("GAMEAUDIT_PAPERS");
    fs::remove_all(root);
}
