#pragma once
// The paper a file of claims states: its id (its folder papers/<id>/ and the prefix of its
// claims' ids) and how its claims cite it (bib.json's "cite"; the bundled papers' contexts are
// generated from it, properties/bibliography.hpp).
#include <string>
#include <string_view>

namespace gameaudit {

struct PaperContext {
    std::string_view id;        // "mullen2016"
    std::string_view citation;  // "Mullen 2016"

    std::string cite(std::string_view where) const { return std::string(citation) + ", " + std::string(where); }
};

}  // namespace gameaudit
