// libFuzzer entry: every registered solver's reading of a position, and its answer.
#include <cstring>
#include <string>

#include "fuzz/seeds.hpp"
#include "fuzz/targets.hpp"

// With $GAMEAUDIT_FUZZ_SEEDS set: each solver's notation example, e.g. "W[3,5]".
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    const auto solvers = gameaudit::fuzz::selectedSolvers(gameaudit::fuzz::onlyFromEnvironment());
    for (std::size_t i = 0; i < solvers.size(); ++i) {
        std::string example = solvers[i]->notation;
        if (auto at = example.rfind("e.g. "); at != std::string::npos) example = example.substr(at + 5);
        while (!example.empty() && std::strchr("\"') ", example.back())) example.pop_back();
        while (!example.empty() && std::strchr("\"' ", example.front())) example.erase(0, 1);
        gameaudit::fuzz::writeSeed(std::string(1, static_cast<char>(i)) + example);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto solvers = gameaudit::fuzz::selectedSolvers(gameaudit::fuzz::onlyFromEnvironment());
    gameaudit::fuzz::solveInput(solvers, data, size);
    return 0;
}
