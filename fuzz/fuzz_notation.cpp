// libFuzzer entry: the shared strict reader of positions.
#include "fuzz/targets.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    gameaudit::fuzz::notationInput(data, size);
    return 0;
}
