#pragma once
// Running an external solver (MONA, z3, cvc5) on a program: no shell in between, a CPU-time
// limit, the claim's time limit, Ctrl-C, and no solver outliving gameaudit.
#include <string>
#include <vector>

namespace gameaudit::prover {

struct ToolRun {
    std::string output;  // its stdout and stderr
    int status = 0;      // as waitpid gives it
    enum class Stop { None, CpuLimit, Backstop, TimeLimit };
    Stop stopped = Stop::None;  // why we killed it, if we did
    std::string ending;         // how it ended, for errors: "exited with status 1", "stopped at ..."
    double seconds = 0;
};

// Writes `program` to a temporary file named *<suffix> and runs `tool flags... file` (found on
// PATH). The tool is killed at `cpuLimit` seconds of its own CPU time (a loaded machine does not
// turn a proof into a time-out; a wall-clock backstop at 4 limits + 10 s catches a stalled run),
// when the time limit of the claim this thread checks runs out (Stop::TimeLimit), and on Ctrl-C
// or SIGTERM, reaching this process or its group: it is then killed within 0.1 s and Interrupted
// is thrown, never an answer. It dies with this process (PR_SET_PDEATHSIG), even one SIGKILLed.
ToolRun runTool(const std::string& tool, const std::vector<std::string>& flags, const std::string& program,
                const std::string& suffix, double cpuLimit);

}  // namespace gameaudit::prover
