#include "cli/parallel.hpp"

#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <map>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "core/errors.hpp"
#include "core/notation.hpp"
#include "core/report.hpp"
#include "core/run_control.hpp"

namespace gameaudit::cli {
namespace {

constexpr int kChildInterrupted = 130;

Result failed(const Task& t, std::string why) {
    Result r;
    r.id = t.claim->info.id;
    r.verdict = Verdict::Error;
    r.error = std::move(why);
    r.shard = t.options.shard;
    r.seed = t.options.seed;
    return r;
}

// The child: check, write the result as JSON to `out`, and leave without running the
// parent's exit handlers or flushing its copied stdio buffers.
[[noreturn]] void child(const Task& t, std::FILE* out) {
    showProgress(false);
    nlohmann::json j;
    try {
        j = sliceJson(t.claim->check(t.options));
    } catch (const InputError& e) {
        j = {{"input_error", e.what()}};
    } catch (const Interrupted&) {
        std::_Exit(kChildInterrupted);
    } catch (const std::exception& e) {
        j = sliceJson(failed(t, e.what()));
    }
    const std::string text = j.dump();
    const bool written = std::fwrite(text.data(), 1, text.size(), out) == text.size() && std::fflush(out) == 0;
    std::_Exit(written ? 0 : 1);
}

std::string readAll(std::FILE* f) {
    std::string text;
    std::rewind(f);
    char buffer[65536];
    while (std::size_t n = std::fread(buffer, 1, sizeof buffer, f)) text.append(buffer, n);
    return text;
}

}  // namespace

nlohmann::json sliceJson(const Result& r) {
    nlohmann::json j = resultJson(r);
    j["run"] = {{"planned_cases", r.plannedCases}, {"enumerated", r.enumerated}, {"version", GAMEAUDIT_VERSION}};
    return j;
}

Result sliceFromJson(const nlohmann::json& j) {
    Result r = resultFromJson(j);
    try {
        const nlohmann::json& run = j.at("run");
        run.at("planned_cases").get_to(r.plannedCases);
        run.at("enumerated").get_to(r.enumerated);
        // Slices are merged by this version's oracles and enumeration: another version's are refused.
        if (const std::string version = run.at("version").get<std::string>(); version != GAMEAUDIT_VERSION)
            throw InputError("a slice of gameaudit " + notation::quoted(version) + "; this is gameaudit " +
                             GAMEAUDIT_VERSION + ", and merges only its own slices");
    } catch (const nlohmann::json::exception& e) {
        throw InputError(std::string("a result without its run's description (from another version of gameaudit?): ") +
                         e.what());
    }
    return r;
}

void runInChildren(const std::vector<Task>& tasks, int jobs, const std::function<void(std::size_t)>& prepare,
                   const std::function<void(std::size_t, Result)>& done) {
    struct Running {
        std::size_t task;
        std::FILE* result;
    };
    std::map<pid_t, Running> running;
    std::size_t next = 0;
    std::optional<std::string> inputError;
    bool interrupted = false, forwarded = false;
    auto stopping = [&] { return inputError || interrupted || interruptRequested(); };
    while (true) {
        while (!stopping() && next < tasks.size() && running.size() < static_cast<std::size_t>(jobs)) {
            try {
                prepare(next);
            } catch (const InputError& e) {
                inputError = e.what();
                break;
            } catch (const Interrupted&) {
                interrupted = true;
                break;
            }
            std::FILE* result = std::tmpfile();
            if (!result) throw std::runtime_error(std::string("cannot create a temporary file: ") + std::strerror(errno));
            std::cout.flush();
            std::fflush(nullptr);
            const pid_t parent = ::getpid();
            const pid_t pid = ::fork();
            if (pid < 0) throw std::runtime_error(std::string("cannot start a process: ") + std::strerror(errno));
            if (pid == 0) {
                // A check dies with its parent, even one killed outright (or before this line).
                ::prctl(PR_SET_PDEATHSIG, SIGKILL);
                if (::getppid() != parent) std::_Exit(kChildInterrupted);
                child(tasks[next], result);
            }
            running[pid] = {next++, result};
        }
        if (running.empty()) break;
        // Ctrl-C reaches the children from a terminal; a SIGINT sent to this process alone is
        // passed on to them, so they stop within the same second.
        if (interruptRequested() && !forwarded) {
            for (const auto& entry : running) ::kill(entry.first, SIGINT);
            forwarded = true;
        }
        int status = 0;
        const pid_t pid = ::waitpid(-1, &status, forwarded ? 0 : WNOHANG);
        if (pid == 0) {
            ::usleep(20000);  // waiting, and watching for an interrupt
            continue;
        }
        if (pid < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error(std::string("waiting for a check: ") + std::strerror(errno));
        }
        auto it = running.find(pid);
        if (it == running.end()) continue;
        const Running r = it->second;
        running.erase(it);
        const std::string text = readAll(r.result);
        std::fclose(r.result);
        const Task& t = tasks[r.task];
        if (WIFEXITED(status) && WEXITSTATUS(status) == kChildInterrupted) {
            interrupted = true;
        } else if (WIFEXITED(status) && WEXITSTATUS(status) == 0) {
            auto j = nlohmann::json::parse(text);
            if (j.contains("input_error"))
                inputError = inputError.value_or(j["input_error"].get<std::string>());
            else
                done(r.task, sliceFromJson(j));
        } else if (WIFSIGNALED(status)) {
            done(r.task, failed(t, "the check's process was killed by signal " + std::to_string(WTERMSIG(status)) +
                                       (WTERMSIG(status) == SIGKILL ? " (out of memory?)" : "")));
        } else {
            done(r.task, failed(t, "the check's process exited with status " + std::to_string(WEXITSTATUS(status))));
        }
    }
    if (inputError) throw InputError(*inputError);
    if (interrupted || interruptRequested()) throw Interrupted();
}

}  // namespace gameaudit::cli
