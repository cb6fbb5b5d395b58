#pragma once
// Errors the CLI reports with exit status 2 (bad input) rather than as an oracle failure.
#include <stdexcept>

namespace gameaudit {

// A malformed position, an unknown claim id or game, a bound that cannot fit in memory.
struct InputError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// The claim's time limit passed: its verdict is ERROR, naming the limit.
struct TimedOut : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Resident memory passed the memory limit during work whose size was not known before it ran
// (`solve`, `reproduce`): stopped like a time limit, naming both sizes.
struct OutOfMemory : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Ctrl-C: the run stops, keeping the results of claims already finished.
struct Interrupted : std::runtime_error {
    Interrupted() : std::runtime_error("interrupted") {}
};

}  // namespace gameaudit
