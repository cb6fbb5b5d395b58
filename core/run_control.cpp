#include "core/run_control.hpp"

#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdio>
#include <stdexcept>

#include "core/errors.hpp"

namespace gameaudit {
namespace {
std::atomic<bool> interrupted{false};
bool progress = false;

extern "C" void onInterrupt(int) {
    if (interrupted.exchange(true)) std::_Exit(130);
}

using Clock = std::chrono::steady_clock;
struct Budget {
    bool active = false;
    std::string id;
    std::optional<double> limit;
    Clock::time_point start, lastShown;
    std::uint64_t sinceClock = 0;
    bool shown = false;
    bool watchMemory = false;
    Clock::time_point memoryRead;
};
thread_local Budget budget;

std::string showSeconds(double s) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", s);
    return buf;
}
}  // namespace

void installInterruptHandler() {
    std::signal(SIGINT, onInterrupt);
    std::signal(SIGTERM, onInterrupt);
}
bool interruptRequested() { return interrupted.load(std::memory_order_relaxed); }
bool progressShown() { return progress; }
void showProgress(bool on) { progress = on && isatty(STDERR_FILENO); }

ThreadBudget::ThreadBudget(std::string id, std::optional<double> seconds, bool watchMemory) : outer_(!budget.active) {
    if (outer_) budget = Budget{true, std::move(id), seconds, Clock::now(), Clock::now(), 0, false, watchMemory};
}

ThreadBudget::~ThreadBudget() {
    if (!outer_) return;
    if (budget.shown) std::fprintf(stderr, "\r\033[K");
    budget = Budget{};
}

double ThreadBudget::elapsed() const { return std::chrono::duration<double>(Clock::now() - budget.start).count(); }

std::optional<double> timeLeft() {
    if (!budget.active || !budget.limit) return std::nullopt;
    return std::max(0.0, *budget.limit - std::chrono::duration<double>(Clock::now() - budget.start).count());
}

std::string timeLimitName() { return budget.limit ? "time limit of " + showSeconds(*budget.limit) + " s" : "no time limit"; }

void checkpoint(const char* phase, std::uint64_t work) {
    if (interruptRequested()) throw Interrupted();
    if (!budget.active) return;
    if ((budget.sinceClock += work) < 256) return;
    budget.sinceClock = 0;
    const auto now = Clock::now();
    const double elapsed = std::chrono::duration<double>(now - budget.start).count();
    if (budget.limit && elapsed > *budget.limit)
        throw TimedOut("timed out: the " + timeLimitName() + " was reached while " + phase);
    if (budget.watchMemory && now - budget.memoryRead > std::chrono::milliseconds(50)) {
        // Resident pages from /proc/self/statm: a few microseconds, at most 20 times a second.
        budget.memoryRead = now;
        unsigned long long pages = 0, resident = 0;
        if (std::FILE* f = std::fopen("/proc/self/statm", "r")) {
            if (std::fscanf(f, "%llu %llu", &pages, &resident) != 2) resident = 0;
            std::fclose(f);
        }
        const double bytes = static_cast<double>(resident) * static_cast<double>(sysconf(_SC_PAGESIZE));
        if (bytes > memoryLimit())
            throw OutOfMemory("out of memory: " + showBytes(bytes) + " in use while " + phase +
                                     ", beyond the memory limit of " + showBytes(memoryLimit()));
    }
    if (progressShown() && now - budget.lastShown > std::chrono::milliseconds(250)) {
        std::fprintf(stderr, "\r\033[K%s: %s, %.1f s", budget.id.c_str(), phase, elapsed);
        std::fflush(stderr);
        budget.lastShown = now;
        budget.shown = true;
    }
}

std::string showBytes(double bytes) {
    const char* units[] = {"bytes", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    int u = 0;
    while (bytes >= 1024 && u < 6) bytes /= 1024, ++u;
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.3g %s", bytes, units[u]);
    return buf;
}

std::int64_t saturatingScale(std::int64_t x, double factor) {
    const double v = factor * static_cast<double>(x);
    if (std::isnan(v)) return 0;
    if (v >= 9223372036854775807.0) return INT64_MAX;  // 2^63: the first double beyond int64
    if (v <= -9223372036854775808.0) return INT64_MIN;
    return static_cast<std::int64_t>(std::llround(v));
}

namespace {
std::atomic<double> memoryLimitBytes{8.0 * (1ULL << 30)};
}

double memoryLimit() { return memoryLimitBytes.load(); }
void setMemoryLimit(double bytes) { memoryLimitBytes.store(bytes); }

void requireSearchRoom(std::size_t positions, const char* what) {
    if (static_cast<double>(positions) * 100 >= memoryLimit())
        throw InputError(std::string(what) + " needs more than " + std::to_string(positions) +
                         " positions held at once (memoised, or open on its search stack), over the memory limit of " +
                         showBytes(memoryLimit()));
}

void requireMemory(const std::string& what, double bytes) {
    if (!(bytes <= memoryLimit()))
        throw InputError(what + " would need " + showBytes(bytes) + " of memory; the limit is " +
                         showBytes(memoryLimit()));
}

}  // namespace gameaudit
