// Test entry point. A leftover RC_PARAMS "reproduce" setting makes every other RapidCheck
// property pass with zero cases, so the suite refuses to run with one.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <cstdlib>
#include <cstdio>
#include <cstring>

int main(int argc, char* argv[]) {
    if (const char* params = std::getenv("RC_PARAMS"); params && std::strstr(params, "reproduce")) {
        std::fprintf(stderr, "RC_PARAMS contains a reproduce setting; unset it to run the full suite.\n");
        return 2;
    }
    return Catch::Session().run(argc, argv);
}
