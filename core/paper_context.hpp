#pragma once
// The paper a file of claims states: its id (its folder papers/<id>/ and the prefix of its
// claims' ids) and how its claims cite it (bib.json's "cite"; the bundled papers' contexts are
// generated from it, properties/bibliography.hpp).
#include <stdexcept>
#include <string>
#include <string_view>

#include "core/claim.hpp"

namespace gameaudit {

struct PaperContext {
    std::string_view id;        // "mullen2016"
    std::string_view citation;  // "Mullen 2016"

    std::string cite(std::string_view where) const { return std::string(citation) + ", " + std::string(where); }

    // The claim "<id>/<name>" of this paper, cited at `where` ("§4.2, Theorem 4.5"); `rest` holds
    // everything else (statement, reading, bound, ...), so the paper is named once per claim.
    ClaimInfo info(std::string_view name, std::string_view where, ClaimInfo rest = {}) const {
        if (!rest.id.empty() || !rest.citation.empty())
            throw std::logic_error("PaperContext::info(" + std::string(name) + "): id and citation come from the paper");
        rest.id = std::string(id) + "/" + std::string(name);
        rest.citation = cite(where);
        return rest;
    }
};

}  // namespace gameaudit
