#pragma once
// Running MONA (the WS1S decision procedure) on a program and reading its answer.
#include <cstdint>
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
    double seconds = 0;
};

// Runs `mona -q` on the program, killing it after timeLimit seconds.
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

private:
    std::vector<std::string> variables_;
    struct Edge {
        std::uint64_t mask, bits;  // the letter fits when (letter & mask) == bits; bit v = variable v
        int to;
    };
    std::vector<std::vector<Edge>> edges_;  // by state
    std::vector<bool> accepting_;
    int next(int state, std::uint64_t letter) const;
    int start_ = 0;          // the state after MONA's leading letter, before bit 0
};

}  // namespace gameaudit::prover
