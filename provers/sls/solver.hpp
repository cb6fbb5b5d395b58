#pragma once
// Running an SMT solver (z3 or cvc5, Debian packages of the same names) on an SMT-LIB script and
// reading its answers, through provers/process.hpp as MONA is run.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace gameaudit::prover::sls {

enum class Solver { Z3, Cvc5 };
std::string solverName(Solver s);  // "z3", "cvc5"

struct SmtAnswer {
    std::vector<std::string> results;            // each (check-sat)'s answer in order: sat, unsat, unknown
    std::map<std::string, std::int64_t> values;  // the first (get-value ...) that answered
    std::vector<std::string> errors;             // each (error "...") the solver printed
    std::string output;                          // the solver's text, for messages
    std::string ending;                          // how the solver ended: "exited with status 0", "stopped at ..."
    bool timedOut = false;
    double seconds = 0;
};

// Runs the solver on the script (prover::runTool: stopped after timeLimit seconds of its CPU
// time, at the claim's time limit, or by Ctrl-C, which throws Interrupted).
SmtAnswer runSmt(Solver solver, const std::string& script, double timeLimit);

}  // namespace gameaudit::prover::sls
