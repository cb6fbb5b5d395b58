#include "provers/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>

#include "core/errors.hpp"
#include "core/run_control.hpp"

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

// The executable `tool` names on PATH, found before forking (the child may only exec).
std::string onPath(const std::string& tool) {
    if (tool.find('/') != std::string::npos) return tool;
    const char* path = std::getenv("PATH");
    std::istringstream folders(path ? path : "/usr/bin:/bin");
    for (std::string folder; std::getline(folders, folder, ':');) {
        const std::string file = (folder.empty() ? "." : folder) + "/" + tool;
        struct stat s;
        if (stat(file.c_str(), &s) == 0 && S_ISREG(s.st_mode) && access(file.c_str(), X_OK) == 0) return file;
    }
    throw std::runtime_error("cannot run " + tool + ": " + std::strerror(ENOENT));
}

void closeBoth(int fds[2]) {
    close(fds[0]);
    close(fds[1]);
}

}  // namespace

ToolRun runTool(const std::string& tool, const std::vector<std::string>& flags, const std::string& program,
                const std::string& suffix, double cpuLimit) {
    if (interruptRequested()) throw Interrupted();
    std::string path = "/tmp/gameaudit-XXXXXX" + suffix;
    int fd = mkstemps(path.data(), static_cast<int>(suffix.size()));
    if (fd < 0) throw std::runtime_error("cannot create a temporary file for " + tool);
    close(fd);
    struct Remove {
        const std::string& path;
        ~Remove() { unlink(path.c_str()); }
    } remove{path};
    {
        std::ofstream file(path);
        file << program;
        file.close();  // a full disk must not hand the tool half a program
        if (!file) throw std::runtime_error("cannot write the program for " + tool + " to " + path);
    }
    const std::string executable = onPath(tool);
    std::vector<std::string> words{tool};
    words.insert(words.end(), flags.begin(), flags.end());
    words.push_back(path);
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);

    int out[2], failed[2];  // its output; errno if exec fails (closed by a successful exec)
    if (pipe2(out, O_CLOEXEC) != 0) throw std::runtime_error("cannot open a pipe to " + tool);
    if (pipe2(failed, O_CLOEXEC) != 0) {
        closeBoth(out);
        throw std::runtime_error("cannot open a pipe to " + tool);
    }
    const pid_t parent = getpid();
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid < 0) {
        closeBoth(out);
        closeBoth(failed);
        throw std::runtime_error("cannot run " + tool + ": " + std::strerror(errno));
    }
    if (pid == 0) {  // only async-signal-safe calls until exec
        prctl(PR_SET_PDEATHSIG, SIGKILL);  // a parent killed outright takes the tool with it
        if (getppid() != parent) _exit(127);   // ... even one killed before the line above
        sigset_t none;
        sigemptyset(&none);
        sigprocmask(SIG_SETMASK, &none, nullptr);  // whatever this thread blocks
        dup2(out[1], STDOUT_FILENO);
        dup2(out[1], STDERR_FILENO);
        execv(executable.c_str(), argv.data());
        const int error = errno;
        (void)!write(failed[1], &error, sizeof error);
        _exit(127);
    }
    close(out[1]);
    close(failed[1]);
    int error = 0;
    ssize_t got;
    while ((got = read(failed[0], &error, sizeof error)) < 0 && errno == EINTR) {
    }
    close(failed[0]);
    if (got > 0) {
        close(out[0]);
        while (waitpid(pid, nullptr, 0) < 0 && errno == EINTR) {
        }
        throw std::runtime_error("cannot run " + tool + ": " + std::strerror(error));
    }

    const double backstop = 4 * cpuLimit + 10;
    ToolRun r;
    bool interrupted = false;
    for (std::array<char, 65536> buffer;;) {
        if (r.stopped == ToolRun::Stop::None && !interrupted) {
            const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
            // A solver on one thread cannot pass the wall-clock time in CPU time: a CPU clock that
            // jumps cannot stop it sooner than a wall-clock limit would.
            const double spent = std::min(cpuSeconds(pid).value_or(wall), wall);
            const std::optional<double> left = timeLeft();
            if (interruptRequested()) {
                interrupted = true;
            } else if (left && *left <= 0) {
                r.stopped = ToolRun::Stop::TimeLimit;
                r.ending = "stopped at the claim's " + timeLimitName();  // "... time limit of 2 s"
            } else if (spent > cpuLimit) {
                r.stopped = ToolRun::Stop::CpuLimit;
                r.ending = "stopped at its limit of " + seconds(cpuLimit) + " of CPU time";
            } else if (wall > backstop) {
                r.stopped = ToolRun::Stop::Backstop;
                r.ending = "stopped after " + seconds(backstop) + " of wall-clock time";
            }
            if (interrupted || r.stopped != ToolRun::Stop::None) kill(pid, SIGKILL);
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
    // A terminal's Ctrl-C reaches the tool too: its death by SIGINT or SIGTERM is the interrupt's,
    // never an answer, even if it ended before this process saw the signal.
    const bool signalled = WIFSIGNALED(r.status) && (WTERMSIG(r.status) == SIGINT || WTERMSIG(r.status) == SIGTERM);
    if (interrupted || interruptRequested() || (r.stopped == ToolRun::Stop::None && signalled)) throw Interrupted();
    if (r.stopped != ToolRun::Stop::None) return r;
    if (WIFSIGNALED(r.status))
        r.ending = "killed by signal " + std::to_string(WTERMSIG(r.status)) + " (" + strsignal(WTERMSIG(r.status)) + ")";
    else if (WIFEXITED(r.status))
        r.ending = "exited with status " + std::to_string(WEXITSTATUS(r.status));
    return r;
}

}  // namespace gameaudit::prover
