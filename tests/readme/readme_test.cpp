// The README's tutorial, compiled from its ```cpp blocks into this suite only (see CMakeLists.txt):
// its claims are registered, give their pinned verdicts, and the output the README prints for
// them is what the oracle says.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "core/claim.hpp"

using namespace gameaudit;

namespace {

std::string readme() {
    std::ifstream in(GAMEAUDIT_SOURCE_DIR "/README.md");
    REQUIRE(in);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

}  // namespace

TEST_CASE("the README's claims give the verdicts the README shows", "[readme]") {
    const std::string text = readme();
    int tutorial = 0, shown = 0;
    for (const Claim& c : Registry::instance().claims()) {
        if (c.info.paper() != "notes") continue;
        ++tutorial;
        INFO(c.info.id);
        Result r = c.check(CheckOptions{});
        INFO(name(r.verdict) << " " << r.scope << r.error);
        CHECK(r.matches(c.info.expect));
        CHECK(r.cases() > 0);
        // The README shows `check`'s output for the ids it names in its output block.
        if (text.find("\n" + c.info.id + " ") != std::string::npos) {
            const std::string line = fmt::format("\n{:<28} {:<8} {}\n", c.info.id, name(r.verdict), r.scope);
            INFO("expected in README.md:" << line);
            CHECK(text.find(line) != std::string::npos);
            ++shown;
        }
        if (!r.counterexample) continue;
        const Counterexample& x = *r.counterexample;
        CHECK(x.minimal);
        // The printed output: the claim's line, its minimal counterexample, claimed and actual values.
        CHECK(text.find("counterexample (minimal): " + x.position + "\n") != std::string::npos);
        CHECK(text.find("claimed: " + x.claimed + "   actual: " + x.actual + "\n") != std::string::npos);
        CHECK(text.find("witness: " + x.witness + "\n") != std::string::npos);
        CHECK(text.find(r.reproduce) != std::string::npos);
    }
    CHECK(tutorial == 3);
    CHECK(shown == 2);
}

TEST_CASE("the README's games solve", "[readme]") {
    const Solver* s134 = Registry::instance().solver("s134");
    REQUIRE(s134);
    CHECK(s134->solve("S[7]") == "S[7]: P (misère: N), Grundy value 0; no winning move");
    CHECK(s134->solve("S[8]") == "S[8]: N (misère: P), Grundy value 1; winning moves to S[7]");  // by hand
    CHECK_THROWS(s134->solve("S[-1]"));
    CHECK_THROWS(s134->solve("S[1,2]"));
    const Solver* hackenbush = Registry::instance().solver("hackenbush-string");
    REQUIRE(hackenbush);
    CHECK(hackenbush->solve("H[2,3]") == "H[2,3]: value 9/8, outcome L\n"
                                         "birthday 5, stops 9/8 and 9/8, mean 9/8, temperature -1/8\n"
                                         "Left's winning moves (Left first): H[0,0] (= 0), H[1,0] (= 1)\n"
                                         "Right's winning moves (Right first): none");  // by hand
}
