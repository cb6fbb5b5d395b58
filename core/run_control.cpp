#include "core/run_control.hpp"

#include <unistd.h>

#include <atomic>
#include <csignal>

namespace gameaudit {
namespace {
std::atomic<bool> interrupted{false};
bool progress = false;

extern "C" void onInterrupt(int) {
    if (interrupted.exchange(true)) std::_Exit(130);
}
}  // namespace

void installInterruptHandler() { std::signal(SIGINT, onInterrupt); }
bool interruptRequested() { return interrupted.load(std::memory_order_relaxed); }
bool progressShown() { return progress; }
void showProgress(bool on) { progress = on && isatty(STDERR_FILENO); }

}  // namespace gameaudit
