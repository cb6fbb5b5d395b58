#include "provers/sls/solver.hpp"

#include <cctype>
#include <optional>
#include <stdexcept>

#include "provers/process.hpp"

namespace gameaudit::prover::sls {

std::string solverName(Solver s) { return s == Solver::Z3 ? "z3" : "cvc5"; }

namespace {

// S-expressions of the solver's output: atoms and lists.
struct Sexp {
    std::string atom;  // empty for a list
    std::vector<Sexp> list;
};

std::vector<Sexp> parse(const std::string& text) {
    std::vector<Sexp> top;
    std::vector<Sexp> stack;  // open lists
    std::size_t i = 0;
    auto add = [&](Sexp e) {
        if (stack.empty()) top.push_back(std::move(e));
        else stack.back().list.push_back(std::move(e));
    };
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '(') {
            stack.emplace_back();
            ++i;
        } else if (c == ')') {
            if (stack.empty()) throw std::runtime_error("unbalanced ')' in the solver's output");
            Sexp e = std::move(stack.back());
            stack.pop_back();
            add(std::move(e));
            ++i;
        } else if (c == '"') {
            std::size_t j = text.find('"', i + 1);
            if (j == std::string::npos) j = text.size();
            add({text.substr(i, j + 1 - i), {}});
            i = j + 1;
        } else {
            std::size_t j = i;
            while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) && text[j] != '(' && text[j] != ')') ++j;
            add({text.substr(i, j - i), {}});
            i = j;
        }
    }
    if (!stack.empty()) throw std::runtime_error("unbalanced '(' in the solver's output");
    return top;
}

// An integer value: 12 or (- 12).
std::optional<std::int64_t> integer(const Sexp& e) {
    try {
        if (!e.atom.empty()) return std::stoll(e.atom);
        if (e.list.size() == 2 && e.list[0].atom == "-" && !e.list[1].atom.empty()) return -std::stoll(e.list[1].atom);
    } catch (const std::exception&) {
    }
    return std::nullopt;
}

}  // namespace

SmtAnswer runSmt(Solver solver, const std::string& script, double timeLimit) {
    const std::vector<std::string> flags = solver == Solver::Z3 ? std::vector<std::string>{"-smt2"}
                                                                : std::vector<std::string>{"--lang=smt2", "--incremental"};
    const ToolRun run = runTool(solverName(solver), flags, script, ".smt2", timeLimit);
    SmtAnswer a;
    a.output = run.output;
    a.ending = run.ending;
    a.seconds = run.seconds;
    a.timedOut = run.stopped != ToolRun::Stop::None;
    if (a.timedOut) return a;
    try {
        for (const Sexp& e : parse(a.output)) {
            if (e.atom == "sat" || e.atom == "unsat" || e.atom == "unknown") {
                a.results.push_back(e.atom);
            } else if (!e.list.empty() && e.list[0].atom == "error") {
                a.errors.push_back(e.list.size() > 1 ? e.list[1].atom : "?");
            } else if (!e.list.empty() && a.values.empty()) {  // ((x 4) (y (- 1)))
                for (const Sexp& pair : e.list)
                    if (pair.list.size() == 2 && !pair.list[0].atom.empty())
                        if (auto v = integer(pair.list[1])) a.values[pair.list[0].atom] = *v;
            } else if (!e.atom.empty()) {
                a.errors.push_back("unexpected output: " + e.atom);
            }
        }
    } catch (const std::exception& e) {
        a.errors.push_back(e.what());
    }
    return a;
}

}  // namespace gameaudit::prover::sls
