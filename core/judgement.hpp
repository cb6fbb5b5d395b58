#pragma once
// What a claim's predicate says about one member of its domain.
#include <string>
#include <utility>

namespace gameaudit {

struct Judgement {
    bool holds = true;
    std::string claimed;  // what the paper says about the position, e.g. "P"
    std::string actual;   // what the oracle computed, e.g. "N"
    std::string witness;  // why the oracle disagrees, e.g. "W[3,6] -> W[1,4], a P-position"

    static Judgement pass() { return {}; }
    static Judgement fail(std::string claimed, std::string actual, std::string witness = {}) {
        return {false, std::move(claimed), std::move(actual), std::move(witness)};
    }
    // Equal claimed and actual values pass; the witness is only computed on failure.
    template <class T, class Show, class Witness>
    static Judgement compare(const T& claimedValue, const T& actualValue, Show show, Witness witness) {
        if (claimedValue == actualValue) return pass();
        return fail(show(claimedValue), show(actualValue), witness());
    }
};

}  // namespace gameaudit
