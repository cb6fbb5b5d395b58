#include "provers/sls/solver.hpp"

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

namespace gameaudit::prover::sls {

std::string solverName(Solver s) { return s == Solver::Z3 ? "z3" : "cvc5"; }

namespace {

// The CPU seconds a process has used so far (user + system, /proc/PID/stat), if it can be read.
std::optional<double> cpuSeconds(pid_t pid) {
    std::ifstream file("/proc/" + std::to_string(pid) + "/stat");
    std::string text;
    std::getline(file, text);
    const std::size_t name = text.rfind(')');
    if (name == std::string::npos) return std::nullopt;
    std::istringstream fields(text.substr(name + 1));
    std::string skip;
    for (int field = 3; field < 14; ++field) fields >> skip;
    unsigned long long user = 0, system = 0;
    if (!(fields >> user >> system)) return std::nullopt;
    return static_cast<double>(user + system) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

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
    char path[] = "/tmp/gameaudit-XXXXXX.smt2";
    int fd = mkstemps(path, 5);
    if (fd < 0) throw std::runtime_error("cannot create a temporary file for the SMT solver");
    close(fd);
    struct Remove {
        const char* path;
        ~Remove() { unlink(path); }
    } remove{path};
    {
        std::ofstream file(path);
        file << script;
        file.close();
        if (!file) throw std::runtime_error(std::string("cannot write the SMT-LIB script to ") + path);
    }
    int out[2];
    if (pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("cannot open a pipe to the SMT solver");
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, out[1], STDERR_FILENO);
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    sigset_t none;
    sigemptyset(&none);
    posix_spawnattr_setsigmask(&attributes, &none);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);
    std::vector<std::string> words = solver == Solver::Z3 ? std::vector<std::string>{"z3", "-smt2", path}
                                                          : std::vector<std::string>{"cvc5", "--lang=smt2", "--incremental", path};
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    const auto start = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawnp(&pid, words[0].c_str(), &actions, &attributes, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    close(out[1]);
    if (spawned != 0) {
        close(out[0]);
        throw std::runtime_error("cannot run " + words[0] + ": " + std::strerror(spawned));
    }
    const double backstop = 4 * timeLimit + 10;
    SmtAnswer a;
    std::string stopped;
    for (std::array<char, 65536> buffer;;) {
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const double spent = std::min(cpuSeconds(pid).value_or(wall), wall);
        if (stopped.empty() && (spent > timeLimit || wall > backstop)) {
            kill(pid, SIGKILL);
            stopped = spent > timeLimit ? "stopped at its limit of " + std::to_string(timeLimit) + " s of CPU time"
                                        : "stopped after " + std::to_string(backstop) + " s of wall-clock time";
        }
        pollfd ready{out[0], POLLIN, 0};
        if (poll(&ready, 1, 100) < 0 && errno != EINTR) break;
        if (!(ready.revents & (POLLIN | POLLHUP | POLLERR))) continue;
        const ssize_t n = read(out[0], buffer.data(), buffer.size());
        if (n > 0) a.output.append(buffer.data(), static_cast<std::size_t>(n));
        else if (n == 0 || errno != EINTR) break;
    }
    close(out[0]);
    int status = 0;
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    a.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    a.timedOut = !stopped.empty();
    if (a.timedOut) a.ending = stopped;
    else if (WIFSIGNALED(status)) a.ending = "killed by signal " + std::to_string(WTERMSIG(status));
    else if (WIFEXITED(status)) a.ending = "exited with status " + std::to_string(WEXITSTATUS(status));
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
