// Every position gameaudit prints reads back as itself: each claim's first members (empty
// positions first, where the domain has them) and pinned counterexample, and every position a
// `solve` game prints, for its example and its empty positions (NIM[0,0] printed NIM[], which
// was refused).
#include <catch2/catch.hpp>

#include <cctype>
#include <map>
#include <regex>
#include <string>
#include <vector>

#include "core/claim.hpp"
#include "core/errors.hpp"

using namespace gameaudit;

TEST_CASE("every claim's first members and pinned counterexample read back as themselves", "[notation]") {
    for (const Claim& c : Registry::instance().claims()) {
        if (!c.reshown) continue;  // a claim made by hand rather than by claim<X>()
        std::vector<std::string> shown = c.examples(4);
        if (c.info.expect.refuted) shown.push_back(c.info.expect.counterexample);
        for (const std::string& position : shown) {
            INFO(c.info.id << " at " << position);
            std::string again;
            CHECK_NOTHROW(again = c.reshown(position));
            CHECK(again == position);
        }
    }
}

namespace {

// How a solve game prints positions (a regex whose group 1, or whole match, is one), and the
// positions to solve: its example and its empty positions.
struct Printed {
    std::string positions;
    std::vector<std::string> inputs;
};

Printed heaps(const std::string& prefix, const std::string& example) {
    std::string escaped;
    for (char c : prefix) escaped += std::string(std::isalnum(static_cast<unsigned char>(c)) || c == '_' ? "" : "\\") + c;
    return {"(?:^|[ ,])(" + escaped + "\\[[0-9,]*\\])", {example, prefix + "[0]", prefix + "[0,0]", prefix + "[]"}};
}

const std::map<std::string, Printed>& printedBy() {
    static const std::map<std::string, Printed> all = {
        {"cgt", {"^(.*?): value ", {"{2|0} + {1|-1}", "0", "*2 + *3", "{|}"}}},
        {"edge-delete", {"^(.*?): [PN];", {"C6", "K1", "1:", "4:0-1,1-2,2-3,3-0"}}},
        {"greedy-nim", heaps("G", "G[3,5,5]")},
        {"jennifer", heaps("J", "J[7,21,39]")},
        {"mine", heaps("M_n", "M_n[5,8,13]")},
        {"minnie", heaps("M", "M[7,9,20]")},
        {"misere-wynnie", {"(W\\^-\\[[0-9]+,[0-9]+\\])", {"W^-[3,6]", "W^-[0,0]", "W^-[0,5]"}}},
        {"nim", heaps("NIM", "NIM[3,4,7]")},
        {"nim-cash", {"^(.*?): [PN];", {"A={1,2} n=10 d=6 e=5", "A={1} n=0 d=0 e=0", "A={1,3} n=4"}}},
        {"nimb", heaps("NIMB", "NIMB[3,4,6]")},
        {"nimtb", heaps("NIMTB", "NIMTB[3,4,6]")},
        {"sls", {"^(.*?): full rules: ", {"B(2,1) R(0,3) [_ _ b r rbr brbr] B", "B(0,0) R(0,0) [_] B", "B(1,0) R(0,1) [_] R"}}},
        {"strip", {"(?:^|: |, )([^:,()\\n]+?)(?:: value | \\(= )", {"R4B + 3", "0", "R1", "2 + 0"}}},
        {"susen", heaps("S", "S[7,21,39]")},
        {"wyg", {"^(.*?): [PN],", {"W[1,1,2,2](P4) @0-1", "W[0](K1)", "W1(K1)", "W2(C6)"}}},
        {"wynnie", {"(?:^|[^^-])(W\\[[0-9]+,[0-9]+\\])", {"W[3,5]", "W[0,0]", "W[0,4]"}}},
        {"wythoff", {"(?:^| )(\\[[0-9]+,[0-9]+\\])", {"[3,5]", "[0,0]", "[0,4]"}}},
    };
    return all;
}

std::vector<std::string> printedPositions(const std::string& pattern, const std::string& output) {
    const std::regex re(pattern, std::regex::ECMAScript | std::regex::multiline);
    std::vector<std::string> found;
    for (std::sregex_iterator it(output.begin(), output.end(), re), end; it != end; ++it)
        found.push_back((*it)[1].matched ? (*it)[1].str() : (*it)[0].str());
    return found;
}

}  // namespace

TEST_CASE("every position a solve game prints reads back as itself, empty positions included", "[notation]") {
    for (const Solver& s : Registry::instance().solvers()) {
        INFO("solve " << s.game);
        const auto it = printedBy().find(s.game);
        REQUIRE(it != printedBy().end());  // a new game names how it prints positions here
        for (const std::string& input : it->second.inputs) {
            INFO("at " << input);
            std::string output;
            REQUIRE_NOTHROW(output = s.solve(input));
            const std::vector<std::string> printed = printedPositions(it->second.positions, output);
            CHECK(!printed.empty());
            for (const std::string& position : printed) {
                INFO("printed " << position);
                std::string again;
                CHECK_NOTHROW(again = s.solve(position));
                const std::vector<std::string> reprinted = printedPositions(it->second.positions, again);
                CHECK(!reprinted.empty());
                if (!reprinted.empty()) CHECK(reprinted.front() == position);
            }
        }
    }
}

TEST_CASE("readers refuse what they do not print, and reproduce refuses a position outside the domain", "[notation]") {
    const Solver* strip = Registry::instance().solver("strip");
    REQUIRE(strip);
    CHECK_THROWS_AS(strip->solve("4 4"), InputError);  // was read as 44
    CHECK_NOTHROW(strip->solve(" 4 + R2 "));
    // A Grundy value is never negative: (-1) is no fractal prefix (it was judged, and REFUTED).
    const Claim* fractal = Registry::instance().claim("mullen2016/thm2.2b");
    REQUIRE(fractal);
    CHECK_THROWS_WITH(fractal->evaluate("(-1)"), Catch::Contains("outside the claim's domain"));
    CHECK_NOTHROW(fractal->evaluate("(0,0,1)"));
}
