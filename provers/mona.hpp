#pragma once
// Running MONA (the WS1S decision procedure) on a program and reading its answer.
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace gameaudit::prover {

struct MonaAnswer {
    enum class Kind { Valid, Unsatisfiable, Invalid, TimedOut, Failed };
    Kind kind = Kind::Failed;
    // For a program with free variables that is not valid: MONA's least satisfying example
    // (or least counterexample if it asked for one), each set variable as its elements.
    std::map<std::string, std::vector<int>> example;
    std::string output;  // MONA's text, for errors
    std::string ending;  // how MONA ended: "exited with status 1", "stopped at its limit of 60 s of CPU time",
                         // "stopped at the claim's time limit of 2 s"
    int signal = 0;      // the signal that killed it, if one did
    std::string kept;    // a failed run's program, kept in this file to re-run it
    double seconds = 0;
};

// Why a run failed, in one line: how it ended and what that usually means, the last lines MONA
// printed, and the file its program is kept in, e.g. "MONA failed (killed by signal 6 (Aborted):
// ...): <its last lines>; its program is kept at /tmp/gameaudit-failed-Ab12Cd.mona".
std::string failure(const MonaAnswer& a);

// Runs `mona -q` on the program, killing it after timeLimit seconds of its CPU time or when the
// claim's time limit runs out (TimedOut); throws Interrupted on Ctrl-C (see provers/process.hpp).
// A run that fails keeps its program in a file of the temporary folder (MonaAnswer::kept).
MonaAnswer runMona(const std::string& program, double timeLimit);

// A set of bits as the number it writes; throws if it does not fit in 62 bits.
std::int64_t number(const std::vector<int>& bits);

// The whole automaton of a program with free set variables (`mona -w`), for comparing an
// encoding with a model: accepts(values) reads each variable's value as its bits.
class Automaton {
public:
    static Automaton of(const std::string& program, double timeLimit);
    const std::vector<std::string>& variables() const { return variables_; }
    bool accepts(const std::vector<std::uint64_t>& values) const;
    // Calls visit(values) on each tuple of the box lo[v] <= value v <= hi[v] that it accepts, and
    // returns how many tuples it read. Tuples with the same low bits share the steps reading them,
    // so the whole box costs about one step per tuple (accepts() takes one per bit).
    std::uint64_t acceptedIn(const std::vector<std::uint64_t>& lo, const std::vector<std::uint64_t>& hi,
                             const std::function<void(const std::vector<std::uint64_t>&)>& visit) const;

private:
    std::vector<std::string> variables_;
    // The next state of each state and letter (bit v = variable v) at [state << k | letter]: the
    // tests read every pair of positions, so a step is one load.
    std::vector<int> next_;
    std::vector<bool> accepting_;
    int next(int state, std::uint64_t letter) const { return next_[static_cast<std::size_t>(state) << variables_.size() | letter]; }
    int start_ = 0;          // the state after MONA's leading letter, before bit 0
};

}  // namespace gameaudit::prover
