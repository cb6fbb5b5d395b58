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
    for (const IndexedStatement& row : rows) {
        labels.insert(row.label);
        std::string where = fmt::format("statements.tsv:{} '{}'", row.line, row.label);
        if (row.claims.empty()) {
            static const std::string prefix = "not checkable:";
            if (row.note.rfind(prefix, 0) == 0 && !trimmed(row.note.substr(prefix.size())).empty())
                ++report.notCheckable;
            else
                report.problems.push_back(where + ": no claims and no 'not checkable: <reason>' note");
            continue;
        }
        ++report.checked;
        for (const std::string& id : row.claims) {
            const Claim* c = registry.claim(id);
            if (!c || c->info.paper() != paper.id)
                report.problems.push_back(where + ": '" + id + "' is not a registered claim of " + paper.id);
            indexed.insert(id);
        }
    }
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
