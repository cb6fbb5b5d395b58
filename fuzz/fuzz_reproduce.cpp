// libFuzzer entry: every registered claim's reading and evaluation of one position.
#include <cstdlib>
#include <string>

#include "fuzz/seeds.hpp"
#include "fuzz/targets.hpp"

// With $GAMEAUDIT_FUZZ_SEEDS set: each claim's first members and its pinned counterexample.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
    if (!std::getenv("GAMEAUDIT_FUZZ_SEEDS")) return 0;
    const auto claims = gameaudit::fuzz::selectedClaims(gameaudit::fuzz::onlyFromEnvironment());
    for (std::size_t i = 0; i < claims.size(); ++i) {
        const std::string selector{static_cast<char>(i / 256), static_cast<char>(i % 256)};
        if (claims[i]->examples)
            for (const std::string& position : claims[i]->examples(3)) gameaudit::fuzz::writeSeed(selector + position);
        if (claims[i]->info.expect.refuted) gameaudit::fuzz::writeSeed(selector + claims[i]->info.expect.counterexample);
    }
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const auto claims = gameaudit::fuzz::selectedClaims(gameaudit::fuzz::onlyFromEnvironment());
    gameaudit::fuzz::reproduceInput(claims, data, size);
    return 0;
}
