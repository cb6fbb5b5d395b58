#pragma once
// Coverage: every statement of a bundled paper mapped to the claims that check it.
// A paper's folder papers/<id>/ holds its text, bib.json and statements.tsv (see papers/README.md).
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/audited.hpp"
#include "core/claim.hpp"

namespace gameaudit {

struct Bibliography {
    std::string title;
    std::vector<std::string> authors;
    std::optional<int> year;  // none when the text is undated
    std::string published;
};

// What a row of statements.tsv without claims says of its lines (papers/README.md).
enum class RowKind { Checked, NoAssertion, NotCheckable, NotYetChecked };

// One line of statements.tsv.
struct IndexedStatement {
    std::string label, location;
    std::vector<std::string> claims;
    std::string note;
    int line = 0;  // in statements.tsv
    std::vector<std::pair<int, int>> lines;  // of the text, inclusive ranges read from the location
    RowKind kind() const;
};

// A numbered environment as the paper prints it, e.g. "Theorem 4.5", found on `line` of its text.
struct Environment {
    std::string label;
    int line = 0;
};

struct Paper {
    std::string id;
    std::filesystem::path folder, textFile;
    std::string text;
    std::optional<Bibliography> bibliography;   // none when bib.json is missing
    std::optional<std::vector<IndexedStatement>> index;  // none when statements.tsv is missing
};

// The folder of the papers cited by this binary's claims: $GAMEAUDIT_PAPERS if set, else the one
// its claims name with GAMEAUDIT_PAPERS_FOLDER, else none (empty).
std::filesystem::path papersFolder();
// Names the papers folder of the claims linked into this binary; used by GAMEAUDIT_PAPERS_FOLDER.
bool namePapersFolder(std::filesystem::path folder);
// Every paper folder holding a text; malformed bib.json or statements.tsv throw InputError.
std::vector<Paper> loadPapers(const std::filesystem::path& folder);

std::vector<Environment> numberedEnvironments(const std::string& text);

// The text as compared for verbatim quotation: LaTeX commands read as the symbols they print,
// markup and whitespace dropped, typographic variants of quotes, dashes and dots unified.
std::string normalisedForQuotation(std::string_view text);
// Whether statement occurs in text after normalising both; "..." in statement elides text.
bool quotedVerbatim(std::string_view statement, const std::string& normalisedText);

struct CoverageReport {
    std::string paper;
    std::size_t environments = 0, rows = 0, checked = 0, notCheckable = 0, notYetChecked = 0, noAssertion = 0;
    std::size_t textLines = 0, coveredLines = 0;  // the text's non-blank lines, and those in some row
    std::vector<std::string> problems;  // each a sentence naming what is uncovered
    bool covered() const { return problems.empty(); }
};

// Statements without a row, non-blank lines of the text in no row, rows without claims whose note is
// not one of the closed categories (or states a verdict), unknown claim ids, registered claims in
// no row, and claims neither verbatim nor labelled as a paraphrase.
CoverageReport coverage(const Paper& paper, const Registry& registry);

// Whether a claim of the row is an alternative reading: its id extends another claim id of the
// same row by a "-reading" suffix (thm4.10-alt beside thm4.10); the others are its faithful claims.
bool isAlternativeReading(const IndexedStatement& row, std::string_view claimId);

}  // namespace gameaudit

namespace gameaudit {

// A statement of the index with the verdict of its faithful claims: REFUTED if one is refuted,
// else ERROR if one failed, else HOLDS; none when it is not checkable or its claims were not run.
// It depends on the reading when another reading's verdict (holds or refuted) differs from it.
struct StatementVerdict {
    const IndexedStatement* statement;
    std::optional<Verdict> verdict;
    std::vector<const Audited*> faithful, alternatives;
    bool matches() const;  // every audited claim of it matches its pin
    bool dependsOnReading() const;
};
// Its name in reports: "holds", "refuted", "error", "depends on the reading", "not checkable",
// "not yet checked" or "not run".
std::string statementVerdictName(const StatementVerdict& v);
// Every row that makes an assertion (rows of prose without one are left out).
std::vector<StatementVerdict> statementVerdicts(const Paper& paper, const std::vector<Audited>& audited);

// The papers of this binary's claims for a report; none when there is no folder (a report without them).
std::vector<Paper> papersForReport();

}  // namespace gameaudit

// Names, in one source file of a binary, the folder of the papers its claims cite: read by
// `coverage` and the report. gameaudit_add_claims(... PAPERS <folder>) writes this line.
#define GAMEAUDIT_PAPERS_FOLDER(folder) \
    [[maybe_unused]] static const bool gameauditPapersFolderNamed = ::gameaudit::namePapersFolder(folder)
