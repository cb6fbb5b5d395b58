#include "core/coverage.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "core/errors.hpp"

namespace gameaudit {
namespace fs = std::filesystem;
namespace {

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw InputError("cannot read " + path.string());
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

std::vector<std::string> split(const std::string& s, char sep) {
    std::vector<std::string> parts;
    std::string part;
    std::istringstream in(s);
    while (std::getline(in, part, sep)) parts.push_back(part);
    if (!s.empty() && s.back() == sep) parts.emplace_back();
    return parts;
}

std::string trimmed(std::string s) {
    auto space = [](unsigned char c) { return std::isspace(c); };
    s.erase(s.begin(), std::find_if_not(s.begin(), s.end(), space));
    s.erase(std::find_if_not(s.rbegin(), s.rend(), space).base(), s.end());
    return s;
}

Bibliography readBibliography(const fs::path& file) {
    try {
        nlohmann::json j = nlohmann::json::parse(readFile(file));
        Bibliography b{j.at("title").get<std::string>(), j.at("authors").get<std::vector<std::string>>(), {},
                       j.at("published").get<std::string>()};
        if (!j.at("year").is_null()) b.year = j.at("year").get<int>();
        if (b.title.empty() || b.authors.empty() || b.published.empty()) throw InputError("empty field");
        return b;
    } catch (const std::exception& e) {
        throw InputError(file.string() + ": needs {\"title\", \"authors\": [...], \"year\", \"published\"}: " +
                         e.what());
    }
}

// The text's lines a location names: "§4.2, line 812", "lines 812–815, 820".
std::vector<std::pair<int, int>> linesOf(const std::string& location) {
    static const std::regex lines(R"(\blines?\s+(.*)$)");
    static const std::regex range(R"(^\s*([0-9]+)\s*(?:(?:-|–|—)\s*([0-9]+))?\s*$)");
    std::smatch m;
    if (!std::regex_search(location, m, lines))
        throw InputError("the location names no lines ('line 812' or 'lines 812–815, 820')");
    std::vector<std::pair<int, int>> ranges;
    for (const std::string& part : split(m[1].str(), ',')) {
        std::smatch r;
        if (!std::regex_match(part, r, range))
            throw InputError("'" + trimmed(part) + "' in the location is not a line or a range of lines");
        int from = std::stoi(r[1].str()), to = r[2].matched ? std::stoi(r[2].str()) : from;
        if (from < 1 || to < from) throw InputError("lines " + trimmed(part) + " in the location are not a range");
        ranges.emplace_back(from, to);
    }
    return ranges;
}

std::vector<IndexedStatement> readIndex(const fs::path& file) {
    std::istringstream in(readFile(file));
    std::vector<IndexedStatement> rows;
    std::string line;
    int number = 0;
    bool header = false;
    while (std::getline(in, line)) {
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (trimmed(line).empty() || line[0] == '#') continue;
        std::vector<std::string> cells = split(line, '\t');
        auto where = [&] { return fmt::format("{}:{}: ", file.string(), number); };
        if (!header) {
            if (line != "label\tlocation\tclaims\tnote")
                throw InputError(where() + "the header must be 'label<TAB>location<TAB>claims<TAB>note'");
            header = true;
            continue;
        }
        if (cells.size() < 3 || cells.size() > 4)
            throw InputError(where() + fmt::format("{} tab-separated cells, expected 3 or 4", cells.size()));
        IndexedStatement row{trimmed(cells[0]), trimmed(cells[1]), {}, cells.size() == 4 ? trimmed(cells[3]) : "",
                             number};
        if (row.label.empty() || row.location.empty()) throw InputError(where() + "empty label or location");
        try {
            row.lines = linesOf(row.location);
        } catch (const InputError& e) {
            throw InputError(where() + e.what());
        }
        std::istringstream ids(cells[2]);
        for (std::string id; ids >> id;)
            if (id != "-") row.claims.push_back(id);
        rows.push_back(std::move(row));
    }
    if (!header) throw InputError(file.string() + ": no header line");
    return rows;
}

// LaTeX commands the texts use, read as what they print; others vanish with the markup.
const std::map<std::string, std::string>& latexSymbols() {
    static const std::map<std::string, std::string> symbols = {
        {"geq", "≥"},      {"ge", "≥"},      {"leq", "≤"},   {"le", "≤"},       {"neq", "≠"},   {"ne", "≠"},
        {"in", "∈"},       {"notin", "∉"},   {"infty", "∞"}, {"cdot", "·"},     {"times", "×"}, {"pm", "±"},
        {"dots", "..."},   {"ldots", "..."}, {"cdots", "..."}, {"mid", "|"},    {"vert", "|"},  {"parallel", "||"},
        {"subseteq", "⊆"}, {"subset", "⊂"},  {"cup", "∪"},   {"cap", "∩"},      {"emptyset", "∅"},
        {"rightarrow", "→"}, {"to", "→"},    {"Rightarrow", "⇒"}, {"equiv", "≡"}, {"pmod", "mod"},
        {"bmod", "mod"},   {"mod", "mod"},   {"lfloor", "⌊"}, {"rfloor", "⌋"},  {"lceil", "⌈"}, {"rceil", "⌉"},
        {"alpha", "α"},    {"beta", "β"},    {"gamma", "γ"}, {"delta", "δ"},    {"epsilon", "ε"}, {"phi", "φ"},
        {"uparrow", "↑"},  {"downarrow", "↓"}, {"square", "□"}, {"approx", "≈"}, {"sim", "∼"},
        {"iff", "⟺"},      {"Longleftrightarrow", "⟺"}, {"Leftrightarrow", "⇔"}, {"Longrightarrow", "⟹"},
        {"implies", "⟹"},  {"Leftarrow", "⇐"}, {"leftarrow", "←"}, {"oplus", "⊕"}, {"neg", "¬"}, {"lnot", "¬"},
        {"wedge", "∧"},    {"land", "∧"},    {"vee", "∨"},   {"lor", "∨"},      {"forall", "∀"}, {"exists", "∃"},
        {"setminus", "∖"}, {"backslash", "∖"}, {"ell", "ℓ"}, {"tau", "τ"},      {"lambda", "λ"}, {"mu", "μ"},
        {"sigma", "σ"},    {"Sigma", "Σ"},   {"sum", "Σ"},   {"rho", "ρ"},      {"pi", "π"},     {"theta", "θ"},
        {"omega", "ω"},    {"Omega", "Ω"},   {"Delta", "Δ"}, {"Gamma", "Γ"},    {"star", "*"},   {"ast", "*"},
        {"lt", "<"},       {"gt", ">"},      {"langle", "⟨"}, {"rangle", "⟩"},  {"circ", "∘"},   {"prime", "'"},
        {"max", "max"},    {"min", "min"},   {"log", "log"}, {"gcd", "gcd"},    {"lim", "lim"},  {"deg", "deg"},
        {"kappa", "κ"},    {"eta", "η"},     {"xi", "ξ"},    {"zeta", "ζ"},     {"nu", "ν"},     {"chi", "χ"},
        {"psi", "ψ"},      {"varepsilon", "ε"}, {"varphi", "φ"}, {"iota", "ι"},
        {"|", "||"},    {"%", "%"},        {"&", "&"},     {"#", "#"},
    };
    return symbols;
}

// Unicode spellings with an ASCII twin in the texts.
const std::vector<std::pair<std::string, std::string>>& unicodeTwins() {
    static const std::vector<std::pair<std::string, std::string>> twins = {
        {"…", "..."}, {"−", "-"}, {"–", "-"}, {"—", "-"}, {"‐", "-"}, {"“", "\""}, {"”", "\""}, {"‘", "'"},
        {"’", "'"},   {"``", "\""}, {"''", "\""}, {"ﬁ", "fi"}, {"ﬂ", "fl"}, {"ℕ", "N"}, {"∗", "*"}, {"‖", "||"},
        {">=", "≥"}, {"<=", "≤"}, {"!=", "≠"}, {"ℤ", "Z"}, {"<u>", ""}, {"</u>", ""}, {"²", "2"}, {"³", "3"}, {"⇐⇒", "⟺"},
    };
    return twins;
}

fs::path& namedPapersFolder() {
    static fs::path folder;
    return folder;
}

}  // namespace

bool namePapersFolder(fs::path folder) {
    namedPapersFolder() = std::move(folder);
    return true;
}

fs::path papersFolder() {
    if (const char* env = std::getenv("GAMEAUDIT_PAPERS"); env && *env) return env;
    return namedPapersFolder();
}

std::vector<Paper> loadPapers(const fs::path& folder) {
    if (folder.empty())
        throw InputError("no papers folder: this binary's claims name none (gameaudit_add_claims(... PAPERS "
                         "<folder>)) and $GAMEAUDIT_PAPERS is not set");
    if (!fs::is_directory(folder)) throw InputError("no papers folder at " + folder.string());
    std::vector<Paper> papers;
    for (const fs::directory_entry& dir : fs::directory_iterator(folder)) {
        if (!dir.is_directory()) continue;
        Paper p{dir.path().filename().string(), dir.path(), {}, {}, {}, {}};
        for (const fs::directory_entry& f : fs::directory_iterator(dir.path())) {
            std::string ext = f.path().extension().string();
            if (ext != ".md" && ext != ".txt") continue;
            if (!p.textFile.empty()) throw InputError(dir.path().string() + ": more than one text (.md/.txt)");
            p.textFile = f.path();
        }
        if (p.textFile.empty()) continue;
        p.text = readFile(p.textFile);
        if (fs::exists(dir.path() / "bib.json")) p.bibliography = readBibliography(dir.path() / "bib.json");
        if (fs::exists(dir.path() / "statements.tsv")) p.index = readIndex(dir.path() / "statements.tsv");
        papers.push_back(std::move(p));
    }
    std::sort(papers.begin(), papers.end(), [](const Paper& a, const Paper& b) { return a.id < b.id; });
    return papers;
}

std::vector<Environment> numberedEnvironments(const std::string& text) {
    // At the start of a line, after markup such as "**" or "#": a kind, its number, then the
    // punctuation that opens an environment ("Theorem 4.5.", "Lemma 1:", "Figure 2: ...",
    // "Theorem 6.3 (Name)"), so that prose citing "Theorem 4.5 shows" is not one.
    static const std::regex start(
        R"(^[\s*#_>]{0,6}(Theorem|Lemma|Proposition|Corollary|Conjecture|Definition|Example|Remark|Table|Figure|)"
        R"(Question|Observation|Claim|Fact|Algorithm|Problem|Exercise)\s+([0-9]+(?:\.[0-9]+)*[a-z]?)\s*(?:[.:*](?![0-9])|\(|$))");
    std::vector<Environment> found;
    std::set<std::string> seen;
    std::istringstream in(text);
    std::string line;
    for (int number = 1; std::getline(in, line); ++number) {
        std::smatch m;
        if (!std::regex_search(line, m, start)) continue;
        std::string label = m[1].str() + " " + m[2].str();
        if (seen.insert(label).second) found.push_back({label, number});
    }
    return found;
}

std::string normalisedForQuotation(std::string_view text) {
    std::string s = "\n" + std::string(text);
    // Markdown list markers ("- (i) ...") at the start of a line are layout, not text.
    for (std::size_t i = 0; (i = s.find('\n', i)) != std::string::npos; ++i) {
        std::size_t j = s.find_first_not_of(" \t", i + 1);
        if (j != std::string::npos && s[j] == '-' && j + 1 < s.size() && (s[j + 1] == ' ' || s[j + 1] == '\t'))
            s.erase(i + 1, j + 2 - (i + 1));
    }
    for (const auto& [from, to] : unicodeTwins())
        for (std::size_t i = 0; (i = s.find(from, i)) != std::string::npos; i += to.size()) s.replace(i, from.size(), to);
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == '\\') {
            std::size_t j = i + 1;
            while (j < s.size() && std::isalpha(static_cast<unsigned char>(s[j]))) ++j;
            if (j == i + 1 && j < s.size()) ++j;  // a one-symbol command: \{ \| \,
            auto it = latexSymbols().find(s.substr(i + 1, j - i - 1));
            if (it != latexSymbols().end()) out += it->second;
            i = j - 1;
            continue;
        }
        // Markup: math delimiters, emphasis, sub/superscript marks, TeX grouping, table rules; braces
        // and parentheses too, which the texts set as \{ \} and \pmod{4} where quotations write { } and (mod 4).
        // The slash goes as well, so a quotation's a/b matches the text's \frac{a}{b}.
        if (std::isspace(static_cast<unsigned char>(c)) || std::string_view("$*_^{}()`#~/").find(c) != std::string_view::npos)
            continue;
        out += c;
    }
    return out;
}

bool quotedVerbatim(std::string_view statement, const std::string& normalisedText) {
    std::size_t from = 0;
    std::string s(statement);
    for (std::size_t start = 0;;) {
        std::size_t gap = s.find("...", start);
        std::string part = normalisedForQuotation(s.substr(start, gap == std::string::npos ? gap : gap - start));
        // Literal dots in the text read as an elision too: drop the ones the part keeps at its ends.
        while (!part.empty() && part.back() == '.') part.pop_back();
        while (!part.empty() && part.front() == '.') part.erase(part.begin());
        if (!part.empty()) {
            std::size_t at = normalisedText.find(part, from);
            if (at == std::string::npos) return false;
            from = at + part.size();
        }
        if (gap == std::string::npos) return true;
        start = gap + 3;
    }
}

namespace {

constexpr std::string_view kNoAssertion = "no assertion:", kNotCheckable = "not checkable:",
                           kNotYetChecked = "not yet checked:";

bool startsWith(std::string_view s, std::string_view prefix) { return s.substr(0, prefix.size()) == prefix; }

// A claim-less row's note: its category (before ';') must be one of the closed list (papers/README.md).
std::optional<std::string> notePrefixProblem(const IndexedStatement& row) {
    static const std::set<std::string> noAssertion = {"front matter", "heading", "motivation", "history", "rules",
                                                      "definition", "proof structure", "references", "layout"};
    static const std::set<std::string> notCheckable = {"definition", "rules", "literature", "general theorem",
                                                       "not in the text", "open question"};
    auto category = [&](std::string_view prefix) {
        std::string rest = row.note.substr(prefix.size());
        std::size_t semicolon = rest.find(';');
        return std::pair{trimmed(rest.substr(0, semicolon)),
                         semicolon == std::string::npos ? std::string() : trimmed(rest.substr(semicolon + 1))};
    };
    auto list = [](const std::set<std::string>& names) {
        std::string s;
        for (const std::string& n : names) s += (s.empty() ? "" : ", ") + n;
        return s;
    };
    switch (row.kind()) {
        case RowKind::NoAssertion:
            if (!noAssertion.count(category(kNoAssertion).first))
                return "'no assertion:' names no category of " + list(noAssertion);
            return std::nullopt;
        case RowKind::NotCheckable: {
            auto [name, reason] = category(kNotCheckable);
            if (!notCheckable.count(name)) return "'not checkable:' names no category of " + list(notCheckable);
            if (reason.empty()) return "'not checkable: " + name + "' gives no reason after ';'";
            return std::nullopt;
        }
        case RowKind::NotYetChecked:
            if (trimmed(row.note.substr(kNotYetChecked.size())).empty())
                return "'not yet checked:' says nothing of what would check it";
            return std::nullopt;
        case RowKind::Checked: break;
    }
    return "no claims, and the note is neither 'no assertion: <category>', 'not checkable: <category>; <reason>' "
           "nor 'not yet checked: <what would check it>'";
}

// A verdict comes from a claim: a claim-less row's note may not state one.
std::optional<std::string> verdictInNote(const std::string& note) {
    static const std::regex verdict(
        R"(\b(false|true|holds?|refuted|refutes|wrong|incorrect|correct|fails?|counterexamples?)\b)",
        std::regex::icase);
    std::smatch m;
    if (std::regex_search(note, m, verdict)) return m[1].str();
    return std::nullopt;
}

// "lines 3–5, 9" for the line numbers, in increasing order.
std::string rangesText(const std::vector<int>& lines) {
    std::string s;
    for (std::size_t i = 0; i < lines.size();) {
        std::size_t j = i;
        while (j + 1 < lines.size() && lines[j + 1] == lines[j] + 1) ++j;
        s += (s.empty() ? "" : ", ") + (i == j ? std::to_string(lines[i]) : fmt::format("{}–{}", lines[i], lines[j]));
        i = j + 1;
    }
    return s;
}

}  // namespace

RowKind IndexedStatement::kind() const {
    if (!claims.empty()) return RowKind::Checked;
    if (startsWith(note, kNoAssertion)) return RowKind::NoAssertion;
    if (startsWith(note, kNotCheckable)) return RowKind::NotCheckable;
    if (startsWith(note, kNotYetChecked)) return RowKind::NotYetChecked;
    return RowKind::Checked;  // a row without claims or a category: coverage names it
}

bool isAlternativeReading(const IndexedStatement& row, std::string_view claimId) {
    return std::any_of(row.claims.begin(), row.claims.end(), [&](const std::string& base) {
        return claimId.size() > base.size() + 1 && claimId.substr(0, base.size()) == base &&
               claimId[base.size()] == '-';
    });
}

CoverageReport coverage(const Paper& paper, const Registry& registry) {
    CoverageReport report{paper.id};
    std::vector<Environment> environments = numberedEnvironments(paper.text);
    report.environments = environments.size();
    std::string text = normalisedForQuotation(paper.text);
    for (const Claim& c : registry.claims())
        if (c.info.paper() == paper.id && !c.info.planted && c.info.paraphrase.empty() &&
            !quotedVerbatim(c.info.statement, text))
            report.problems.push_back(c.info.id + ": statement is neither verbatim in the text nor labelled a paraphrase");
    if (!paper.index) {
        report.problems.push_back(fmt::format("no index: {} is missing", (paper.folder / "statements.tsv").string()));
        return report;
    }
    const std::vector<IndexedStatement>& rows = *paper.index;
    report.rows = rows.size();
    std::set<std::string> labels, indexed;
    std::vector<std::string> textLines = split(paper.text, '\n');
    if (!paper.text.empty() && paper.text.back() == '\n') textLines.pop_back();  // no line after the last newline
    std::vector<bool> inRow(textLines.size() + 1, false);
    for (const IndexedStatement& row : rows) {
        labels.insert(row.label);
        std::string where = fmt::format("statements.tsv:{} '{}'", row.line, row.label);
        for (auto [from, to] : row.lines) {
            if (to > static_cast<int>(textLines.size()))
                report.problems.push_back(fmt::format("{}: line {} is beyond the text's {} lines", where, to,
                                                      textLines.size()));
            for (int l = from; l <= std::min<int>(to, textLines.size()); ++l) inRow[l] = true;
        }
        if (!row.claims.empty()) {
            ++report.checked;
        } else if (std::optional<std::string> problem = notePrefixProblem(row)) {
            report.problems.push_back(where + ": " + *problem);
        } else if (std::optional<std::string> word = verdictInNote(row.note)) {
            report.problems.push_back(where + ": the note states a verdict ('" + *word +
                                      "'); a verdict comes from a claim");
        } else {
            RowKind kind = row.kind();
            ++(kind == RowKind::NoAssertion    ? report.noAssertion
               : kind == RowKind::NotCheckable ? report.notCheckable
                                               : report.notYetChecked);
        }
        for (const std::string& id : row.claims) {
            const Claim* c = registry.claim(id);
            if (!c || c->info.paper() != paper.id)
                report.problems.push_back(where + ": '" + id + "' is not a registered claim of " + paper.id);
            indexed.insert(id);
        }
    }
    std::vector<int> uncovered;
    for (std::size_t l = 1; l <= textLines.size(); ++l) {
        if (trimmed(textLines[l - 1]).empty()) continue;
        ++report.textLines;
        if (inRow[l]) ++report.coveredLines;
        else uncovered.push_back(static_cast<int>(l));
    }
    if (!uncovered.empty())
        report.problems.push_back(fmt::format("{} non-blank lines of the text are in no row: {} {}", uncovered.size(),
                                              uncovered.size() == 1 ? "line" : "lines", rangesText(uncovered)));
    // A row covers each numbered statement its label names: "Theorem 1.5 (2)", "Example ... and Figure 4.3".
    auto names = [](const std::string& rowLabel, const std::string& label) {
        for (std::size_t i = 0; (i = rowLabel.find(label, i)) != std::string::npos; ++i) {
            std::size_t end = i + label.size();
            bool startsWord = i == 0 || rowLabel[i - 1] == ' ';
            bool endsNumber = end == rowLabel.size() || rowLabel[end] == ' ' || rowLabel[end] == ',';
            if (startsWord && endsNumber) return true;
        }
        return false;
    };
    auto covered = [&](const std::string& label) {
        return std::any_of(labels.begin(), labels.end(), [&](const std::string& l) { return names(l, label); });
    };
    for (const Environment& e : environments)
        if (!covered(e.label))
            report.problems.push_back(fmt::format("{} (line {} of the text) has no row in statements.tsv", e.label,
                                                  e.line));
    for (const Claim& c : registry.claims())
        if (c.info.paper() == paper.id && !c.info.planted && !indexed.count(c.info.id))
            report.problems.push_back(c.info.id + " checks no statement of the index");
    return report;
}

bool StatementVerdict::dependsOnReading() const {
    if (verdict != Verdict::Holds && verdict != Verdict::Refuted) return false;
    return std::any_of(alternatives.begin(), alternatives.end(), [&](const Audited* a) {
        Verdict other = a->result.verdict;
        return (other == Verdict::Holds || other == Verdict::Refuted) && other != *verdict;
    });
}

std::string statementVerdictName(const StatementVerdict& v) {
    if (v.dependsOnReading()) return "depends on the reading";
    if (v.verdict) return std::string(name(*v.verdict));
    switch (v.statement->kind()) {
        case RowKind::NotCheckable: return "not checkable";
        case RowKind::NotYetChecked: return "not yet checked";
        default: return "not run";
    }
}

bool StatementVerdict::matches() const {
    auto ok = [](const Audited* a) { return a->matches(); };
    return std::all_of(faithful.begin(), faithful.end(), ok) && std::all_of(alternatives.begin(), alternatives.end(), ok);
}

std::vector<StatementVerdict> statementVerdicts(const Paper& paper, const std::vector<Audited>& audited) {
    std::map<std::string, const Audited*> byId;
    for (const Audited& a : audited) byId[a.claim->info.id] = &a;
    std::vector<StatementVerdict> verdicts;
    if (!paper.index) return verdicts;
    for (const IndexedStatement& row : *paper.index) {
        if (row.kind() == RowKind::NoAssertion) continue;
        StatementVerdict v{&row, std::nullopt, {}, {}};
        for (const std::string& id : row.claims) {
            auto it = byId.find(id);
            if (it == byId.end()) continue;
            (isAlternativeReading(row, id) ? v.alternatives : v.faithful).push_back(it->second);
        }
        if (!v.faithful.empty()) {
            auto any = [&](Verdict x) {
                return std::any_of(v.faithful.begin(), v.faithful.end(),
                                   [&](const Audited* a) { return a->result.verdict == x; });
            };
            v.verdict = any(Verdict::Refuted) ? Verdict::Refuted : any(Verdict::Error) ? Verdict::Error : Verdict::Holds;
        }
        verdicts.push_back(std::move(v));
    }
    return verdicts;
}

std::vector<Paper> papersForReport() {
    return fs::is_directory(papersFolder()) ? loadPapers(papersFolder()) : std::vector<Paper>{};
}

}  // namespace gameaudit
