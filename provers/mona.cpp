#include "provers/mona.hpp"

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "provers/process.hpp"

namespace gameaudit::prover {
namespace {

// MONA on the program with the given flags (see runTool: its limits, Ctrl-C, its end).
ToolRun mona(const std::string& program, const std::vector<std::string>& flags, double timeLimit) {
    return runTool("mona", flags, program, ".mona", timeLimit);
}

std::vector<int> elements(const std::string& text) {
    std::vector<int> bits;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (item.find_first_of("0123456789") != std::string::npos) bits.push_back(std::stoi(item));
    return bits;
}

// Writes a failed run's program where it stays, so the failure can be re-run; "" if it cannot.
std::string keep(const std::string& program) {
    const char* folder = std::getenv("TMPDIR");
    std::string path = std::string(folder && *folder ? folder : "/tmp") + "/gameaudit-failed-XXXXXX.mona";
    const int fd = mkstemps(path.data(), 5);
    if (fd < 0) return "";
    close(fd);
    std::ofstream file(path);
    file << program;
    file.close();
    return file ? path : "";
}

// What a way of ending usually means for MONA.
std::string meaning(int signal) {
    switch (signal) {
        case 0: return "";
        case SIGABRT: return ": MONA aborts so when it runs out of memory or fills its BDD node table (a formula too large)";
        case SIGSEGV: return ": a crash, usually out of memory or a stack overflow on a deeply nested formula";
        case SIGKILL: return ": killed from outside, usually by the kernel's out-of-memory killer";
        default: return "";
    }
}

}  // namespace

std::string failure(const MonaAnswer& a) {
    // The last lines MONA printed, where it names its error ("syntax error", "out of memory").
    std::vector<std::string> lines;
    std::stringstream in(a.output);
    for (std::string line; std::getline(in, line);)
        if (line.find_first_not_of(" \t\r") != std::string::npos) lines.push_back(line);
    std::string said;
    for (std::size_t i = lines.size() > 3 ? lines.size() - 3 : 0; i < lines.size(); ++i)
        said += (said.empty() ? "" : " / ") + lines[i].substr(0, 200);
    return "MONA failed (" + a.ending + meaning(a.signal) + "): " + (said.empty() ? "it printed nothing" : said) +
           (a.kept.empty() ? "; its program could not be kept" : "; its program is kept at " + a.kept);
}

MonaAnswer runMona(const std::string& program, double timeLimit) {
    ToolRun run = mona(program, {"-q"}, timeLimit);
    MonaAnswer a;
    a.output = run.output;
    a.ending = run.ending;
    a.seconds = run.seconds;
    if (run.stopped != ToolRun::Stop::None) {
        a.kind = MonaAnswer::Kind::TimedOut;
    } else if (run.output.find("Formula is valid") != std::string::npos) {
        a.kind = MonaAnswer::Kind::Valid;
    } else if (run.output.find("Formula is unsatisfiable") != std::string::npos) {
        a.kind = MonaAnswer::Kind::Unsatisfiable;
    } else if (auto at = run.output.find("A satisfying example"); at != std::string::npos ||
                                                                  run.output.find("A counter-example") != std::string::npos) {
        a.kind = MonaAnswer::Kind::Invalid;
        // The satisfying example names the free variables as "X = {1,3}" lines.
        std::string tail = run.output.substr(at == std::string::npos ? 0 : at);
        static const std::regex assignment(R"(\n(\w+) = \{([0-9,]*)\})");
        for (std::sregex_iterator it(tail.begin(), tail.end(), assignment), end; it != end; ++it) {
            std::string name = (*it)[1];
            if (!a.example.count(name)) a.example[name] = elements((*it)[2]);
        }
    } else if (run.output.find("Formula is") == std::string::npos) {
        a.kind = MonaAnswer::Kind::Failed;
    }
    if (a.kind == MonaAnswer::Kind::Failed) {
        if (WIFSIGNALED(run.status)) a.signal = WTERMSIG(run.status);
        a.kept = keep(program);
    }
    return a;
}

std::int64_t number(const std::vector<int>& bits) {
    std::int64_t n = 0;
    for (int b : bits) {
        if (b < 0 || b > 61) throw std::runtime_error("MONA's example has bit " + std::to_string(b) + ", beyond 62 bits");
        n |= std::int64_t{1} << b;
    }
    return n;
}

// At most 2^16 letters per state in the transition table.
constexpr std::size_t kMaxVariables = 16;

Automaton Automaton::of(const std::string& program, double timeLimit) {
    ToolRun run = mona(program, {"-w", "-q"}, timeLimit);
    if (run.stopped != ToolRun::Stop::None) throw std::runtime_error("MONA timed out building the automaton: " + run.ending);
    struct Edge {
        int from;
        std::string pattern;  // '0', '1' or 'X' per variable
        int to;
    };
    std::vector<Edge> edges;
    Automaton a;
    int initial = 0, states = 0;
    std::stringstream in(run.output);
    static const std::regex edge(R"(State (\d+): ([01X]+) -> state (\d+))");
    for (std::string line; std::getline(in, line);) {
        std::smatch m;
        if (line.rfind("DFA for formula with free variables:", 0) == 0) {
            std::stringstream names(line.substr(line.find(':') + 1));
            for (std::string v; names >> v;) a.variables_.push_back(v);
        } else if (line.rfind("Initial state:", 0) == 0) {
            initial = std::stoi(line.substr(line.find(':') + 1));
        } else if (line.rfind("Accepting states:", 0) == 0) {
            std::stringstream list(line.substr(line.find(':') + 1));
            for (int s; list >> s;) {
                if (static_cast<int>(a.accepting_.size()) <= s) a.accepting_.resize(s + 1);
                a.accepting_[s] = true;
            }
        } else if (std::regex_search(line, m, edge)) {
            edges.push_back({std::stoi(m[1]), m[2], std::stoi(m[3])});
            states = std::max({states, edges.back().from + 1, edges.back().to + 1});
        }
    }
    const std::size_t k = a.variables_.size();
    if (k == 0 || k > kMaxVariables || edges.empty())
        throw std::runtime_error("MONA gave no automaton of 1 to " + std::to_string(kMaxVariables) + " free variables (MONA " + run.ending + "):\n" + run.output);
    a.accepting_.resize(states);
    const std::uint64_t letters = std::uint64_t{1} << k;
    a.next_.assign(states * letters, -1);
    for (const Edge& e : edges) {  // each letter of the pattern, the first fitting edge winning
        std::uint64_t mask = 0, bits = 0;
        for (std::size_t v = 0; v < k; ++v)
            if (e.pattern[v] != 'X') mask |= std::uint64_t{1} << v, bits |= std::uint64_t{e.pattern[v] == '1'} << v;
        const std::uint64_t free = (letters - 1) & ~mask;
        for (std::uint64_t sub = free;; sub = (sub - 1) & free) {  // every subset of the free bits
            int& to = a.next_[static_cast<std::size_t>(e.from) * letters + (bits | sub)];
            if (to < 0) to = e.to;
            if (sub == 0) break;
        }
    }
    if (std::find(a.next_.begin(), a.next_.end(), -1) != a.next_.end()) throw std::runtime_error("MONA automaton has no transition");
    a.start_ = a.next(initial, 0);  // MONA reads one leading letter first
    return a;
}

bool Automaton::accepts(const std::vector<std::uint64_t>& values) const {
    const std::size_t k = variables_.size();
    if (values.size() != k) throw std::logic_error("one value per free variable");
    std::uint64_t all = 0;
    for (std::uint64_t v : values) all |= v;
    int state = start_;
    // Up to one letter past the highest 1-bit: further 0-letters do not change acceptance.
    for (int bit = 0; bit < 64 && (bit == 0 || (all >> (bit - 1)) != 0); ++bit) {
        std::size_t letter = 0;
        for (std::size_t v = 0; v < k; ++v) letter |= ((values[v] >> bit) & 1) << v;
        state = next(state, letter);
    }
    return accepting_[state];
}

std::uint64_t Automaton::acceptedIn(const std::vector<std::uint64_t>& lo, const std::vector<std::uint64_t>& hi,
                                    const std::function<void(const std::vector<std::uint64_t>&)>& visit) const {
    const std::size_t k = variables_.size();
    if (lo.size() != k || hi.size() != k) throw std::logic_error("one range per free variable");
    for (std::size_t v = 0; v < k; ++v)
        if (lo[v] > hi[v]) throw std::logic_error("an empty range");
    std::uint64_t read = 0;
    std::vector<std::uint64_t> values(65 * k, 0);  // row b: the low b bits of each value so far
    // Reads bit `bit` and on of every tuple in the box whose low bits are row `bit`.
    auto from = [&](auto& self, int bit, int state) -> void {
        const std::uint64_t* value = &values[bit * k];
        std::uint64_t* longer = &values[(bit + 1) * k];
        const std::uint64_t low = (std::uint64_t{2} << bit) - 1, one = std::uint64_t{1} << bit;
        // Whether some value in range has these low bits (the least such is then in range).
        auto fits = [&](std::size_t v, std::uint64_t bits) { return lo[v] + ((bits - lo[v]) & low) <= hi[v]; };
        std::uint64_t forced = 0, free = 0;  // this bit's letters: forced and any subset of free
        for (std::size_t v = 0; v < k; ++v) {
            const bool zero = fits(v, value[v]), set = fits(v, value[v] | one);
            if (zero && set) free |= std::uint64_t{1} << v;
            else if (set) forced |= std::uint64_t{1} << v;
        }
        for (std::uint64_t sub = free;; sub = (sub - 1) & free) {
            const std::uint64_t letter = forced | sub;
            const int to = next(state, letter);
            bool whole = true;  // no value can take a higher bit and stay in range: the tuple is read
            for (std::size_t v = 0; v < k; ++v) {
                longer[v] = value[v] | ((letter >> v) & 1) << bit;
                whole = whole && (bit == 63 || hi[v] - longer[v] < (one << 1));
            }
            if (!whole) {
                self(self, bit + 1, to);
            } else if (++read; accepting_[next(to, 0)]) {  // a 0-letter past every 1-bit, as accepts() reads
                visit(std::vector<std::uint64_t>(longer, longer + k));
            }
            if (sub == 0) break;
        }
    };
    from(from, 0, start_);
    return read;
}

}  // namespace gameaudit::prover
