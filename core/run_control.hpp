#pragma once
// Process-wide run control: Ctrl-C requests a stop; progress goes to stderr on a terminal.
// Each thread may hold one budget (a claim's time limit); every long loop, an oracle's table
// preparation included, calls checkpoint(), which honours the interrupt and the deadline.
#include <cstddef>
#include <cstdint>
#include <climits>
#include <optional>
#include <string>

namespace gameaudit {

void installInterruptHandler();  // SIGINT or SIGTERM sets the flag; a second one ends at once (130)
bool interruptRequested();
bool progressShown();
void showProgress(bool on);

// The time limit of the claim this thread checks, for its lifetime: checkpoint() throws past it.
// A budget made while one is active on the thread is the same budget (a claim's bounded check
// inside the check with its proof): one clock for the whole claim.
class ThreadBudget {
public:
    // watchMemory: also stop (OutOfMemory) once this process's resident memory passes the
    // memory limit, for work whose size is not known before it runs (`solve`, `reproduce`).
    ThreadBudget(std::string id, std::optional<double> seconds, bool watchMemory = false);
    ~ThreadBudget();
    ThreadBudget(const ThreadBudget&) = delete;
    ThreadBudget& operator=(const ThreadBudget&) = delete;
    double elapsed() const;

private:
    bool outer_;
};

// The seconds left of this thread's claim time limit (at most 0 once spent), or none without one.
std::optional<double> timeLeft();
// "time limit of 2 s": this thread's limit in words, for a stop that says why.
std::string timeLimitName();

// Throws Interrupted on Ctrl-C and a runtime_error naming the limit past the deadline; shows
// progress. `work` counts how many cells the caller did since its last call (the clock is read
// every few thousand), so call it per cell or per row alike.
void checkpoint(const char* phase = "preparing the oracle", std::uint64_t work = 1);

// Checked arithmetic for bounds, sizes and counts: the exact value, or the nearest limit of
// int64 where it would overflow, so a huge --bound is refused by its guard instead of wrapping.
inline std::int64_t saturatingAdd(std::int64_t a, std::int64_t b) {
    std::int64_t sum;
    if (!__builtin_add_overflow(a, b, &sum)) return sum;
    return b > 0 ? INT64_MAX : INT64_MIN;
}
inline std::int64_t saturatingMul(std::int64_t a, std::int64_t b) {
    std::int64_t product;
    if (!__builtin_mul_overflow(a, b, &product)) return product;
    return (a < 0) != (b < 0) ? INT64_MIN : INT64_MAX;
}
// x * factor rounded to the nearest whole number, saturated to [INT64_MIN, INT64_MAX] (NaN: 0).
std::int64_t saturatingScale(std::int64_t x, double factor);

// Refuses (InputError) a table of `bytes` beyond the memory limit (8 GiB unless set), naming
// what and both sizes.
void requireMemory(const std::string& what, double bytes);
// Refuses (InputError) a search once the positions it holds (memoised, or open on its stack with
// their options) reach the memory limit, at about 100 bytes a position: a position, its value and a
// hash map's share. `what` names the search in the message, e.g. "solving this position".
void requireSearchRoom(std::size_t positions, const char* what = "solving this position");
double memoryLimit();
void setMemoryLimit(double bytes);
std::string showBytes(double bytes);  // "32 GiB"

}  // namespace gameaudit
