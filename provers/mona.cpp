#include "provers/mona.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <fstream>
#include <optional>
#include <regex>
#include <sstream>
#include <stdexcept>

namespace gameaudit::prover {
namespace {

// The CPU seconds a process has used so far (user + system, /proc/PID/stat), if it can be read.
std::optional<double> cpuSeconds(pid_t pid) {
    std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    std::getline(file, text);
    const std::size_t name = text.rfind(')');  // the command name may hold spaces
    if (name == std::string::npos) return std::nullopt;
    std::istringstream fields(text.substr(name + 1));
    std::string skip;
    for (int field = 3; field < 14; ++field) fields >> skip;  // state .. cmajflt
    unsigned long long user = 0, system = 0;
    if (!(fields >> user >> system)) return std::nullopt;
    return static_cast<double>(user + system) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

std::string seconds(double s) {
    std::ostringstream out;
    out << s << " s";
    return out.str();
}

// Writes the program to a temporary file and runs mona with the given flags on it, with no shell
// or helper tool in between. The limit is MONA's own CPU time, so a loaded machine cannot turn a
// proof into a time-out; a wall-clock kill at 4 limits + 10 s is a backstop for a stalled run.
struct Run {
    std::string output;
    int status = 0;       // as waitpid gives it
    bool timedOut = false;
    std::string ending;   // how MONA ended, for errors
    double seconds = 0;
};
Run mona(const std::string& program, const std::vector<std::string>& flags, double timeLimit) {
    char path[] = "/tmp/gameaudit-XXXXXX.mona";
    int fd = mkstemps(path, 5);
    if (fd < 0) throw std::runtime_error("cannot create a temporary file for MONA");
    close(fd);
    struct Remove {
        const char* path;
        ~Remove() { unlink(path); }
    } remove{path};
    {
        std::ofstream file(path);
        file << program;
        file.close();  // a full disk must not hand MONA half a program
        if (!file) throw std::runtime_error(std::string("cannot write the MONA program to ") + path);
    }
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("cannot open a pipe to MONA");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDERR_FILENO);
    posix_spawnattr_t attributes;  // MONA starts with no signal blocked, whatever this thread blocks
    posix_spawnattr_init(&attributes);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
    std::vector<std::string> words{"mona"};
    words.insert(words.end(), flags.begin(), flags.end());
    words.push_back(path);
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, "mona", &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        throw std::runtime_error(std::string("cannot run mona: ") + std::strerror(spawned));
    }
    const double backstop = 4 * timeLimit + 10;
    Run r;
    std::string stopped;  // why we killed MONA, if we did
    for (std::array<char, 65536> buffer;;) {
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        // MONA runs on one thread, so its CPU time cannot pass the wall-clock time: a CPU clock
        // that jumps cannot stop it sooner than a wall-clock limit would.
        const double spent = std::min(cpuSeconds(pid).value_or(wall), wall);
        if (stopped.empty() && (spent > timeLimit || wall > backstop)) {
            kill(pid, SIGKILL);
            stopped = spent > timeLimit ? "stopped at its limit of " + seconds(timeLimit) + " of CPU time"
                                        : "stopped after " + seconds(backstop) + " of wall-clock time";
        }
        pollfd ready{out[0], POLLIN, 0};
        if (poll(&ready, 1, 100) < 0 && errno != EINTR) break;
        if (!(ready.revents & (POLLIN | POLLHUP | POLLERR))) continue;
        const ssize_t n = read(out[0], buffer.data(), buffer.size());
        if (n > 0) r.output.append(buffer.data(), static_cast<std::size_t>(n));
        else if (n == 0 || errno != EINTR) break;
    }
    close(out[0]);
    while (waitpid(pid, &r.status, 0) < 0 && errno == EINTR) {
    }
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r.timedOut = !stopped.empty();
    if (r.timedOut) r.ending = stopped;
    else if (WIFSIGNALED(r.status))
        r.ending = "killed by signal " + std::to_string(WTERMSIG(r.status)) + " (" + strsignal(WTERMSIG(r.status)) + ")";
    else if (WIFEXITED(r.status))
        r.ending = "exited with status " + std::to_string(WEXITSTATUS(r.status));
    return r;
}

std::vector<int> elements(const std::string& text) {
    std::vector<int> bits;
    std::stringstream in(text);
    for (std::string item; std::getline(in, item, ',');)
        if (item.find_first_of("0123456789") != std::string::npos) bits.push_back(std::stoi(item));
    return bits;
}

}  // namespace

MonaAnswer runMona(const std::string& program, double timeLimit) {
    Run run = mona(program, {"-q"}, timeLimit);
    MonaAnswer a;
    a.output = run.output;
    a.ending = run.ending;
    a.seconds = run.seconds;
    if (run.timedOut) {
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
    Run run = mona(program, {"-w", "-q"}, timeLimit);
    if (run.timedOut) throw std::runtime_error("MONA timed out building the automaton: " + run.ending);
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
