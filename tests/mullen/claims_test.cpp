// The Mullen (2016) claims of chapters 1-3, 5, 6 are all registered; tests/test_pins.cpp
// checks each one's verdict against its pin.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {
const std::vector<std::string> ids{
    "mullen2016/ex1.1", "mullen2016/ex1.2", "mullen2016/thm1.4a", "mullen2016/thm1.4b", "mullen2016/thm1.4c",
    "mullen2016/thm1.5b", "mullen2016/thm1.5c", "mullen2016/thm2.1", "mullen2016/thm2.1-alt",
    "mullen2016/ex2.1", "mullen2016/ex2.1b", "mullen2016/ex2.2", "mullen2016/ex2.3", "mullen2016/ex2.3b",
    "mullen2016/ex2.3c", "mullen2016/thm2.2a", "mullen2016/thm2.2a-prefix", "mullen2016/thm2.2b", "mullen2016/thm2.3a",
    "mullen2016/thm2.3b", "mullen2016/thm2.3c", "mullen2016/table2.1", "mullen2016/thm2.4",
    "mullen2016/thm2.5", "mullen2016/ex2.4", "mullen2016/ex2.5", "mullen2016/ex3.1", "mullen2016/ex3.2",
    "mullen2016/thm3.1a", "mullen2016/thm3.1b", "mullen2016/thm3.1c", "mullen2016/thm3.2a",
    "mullen2016/thm3.2b", "mullen2016/thm3.2c", "mullen2016/lem5.1", "mullen2016/thm5.2",
    "mullen2016/thm5.2-proof", "mullen2016/thm5.3", "mullen2016/thm5.3-proof", "mullen2016/thm5.4",
    "mullen2016/conj5.6a", "mullen2016/conj5.6b", "mullen2016/lem5.7", "mullen2016/thm5.8",
    "mullen2016/thm5.8-5.15-proofs", "mullen2016/thm5.9", "mullen2016/thm5.10", "mullen2016/thm5.11",
    "mullen2016/thm5.12", "mullen2016/thm5.13", "mullen2016/thm5.14", "mullen2016/thm5.15",
    "mullen2016/thm5.15-strategy", "mullen2016/conj6.2a", "mullen2016/conj6.2b",
};
}  // namespace

TEST_CASE("every Mullen 2016 claim of chapters 1-3, 5, 6 is registered (pins: tests/test_pins.cpp)") {
    for (const std::string& id : ids) {
        INFO(id);
        CHECK(Registry::instance().claim(id) != nullptr);
    }
}
