// libFuzzer entry: the octal-code reader (oracles/octal.hpp, api/octal.hpp's OctalGame). Any text
// is refused with InputError or read into a code whose moves from small heaps leave nonempty heaps,
// listed in order, with no more tokens than the heap had; anything else is a finding.
#include <algorithm>
#include <cstdlib>
#include <numeric>

#include "fuzz/support.hpp"
#include "oracles/octal.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size > gameaudit::fuzz::kMaxInput) return 0;
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    gameaudit::fuzz::guarded("octal code", [&] {
        const gameaudit::octal::Code code = gameaudit::octal::parse(text);
        for (std::int64_t n = 0; n <= 12; ++n)
            for (const std::vector<std::int64_t>& heaps : gameaudit::octal::moves(code, n)) {
                if (!std::is_sorted(heaps.begin(), heaps.end()) || (!heaps.empty() && heaps.front() <= 0) ||
                    std::accumulate(heaps.begin(), heaps.end(), std::int64_t{0}) > n)
                    std::abort();
            }
        gameaudit::octal::NimSequence(code).at(12);
        (void)gameaudit::octal::theoremRefusal(code);
    });
    return 0;
}
