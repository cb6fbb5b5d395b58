#pragma once
// Seed corpus for the registry targets, written on request: the paper's own positions (each
// claim's first members and pinned counterexample, each solver's notation example).
#include <cstdlib>
#include <fstream>
#include <string>

namespace gameaudit::fuzz {

// Writes `bytes` as the next seed file when $GAMEAUDIT_FUZZ_SEEDS names a directory.
inline void writeSeed(const std::string& bytes) {
    static int count = 0;
    const char* dir = std::getenv("GAMEAUDIT_FUZZ_SEEDS");
    if (!dir) return;
    std::ofstream(std::string(dir) + "/seed" + std::to_string(count++), std::ios::binary) << bytes;
}

}  // namespace gameaudit::fuzz
