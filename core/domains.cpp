#include "core/domains.hpp"

#include <cctype>
#include <charconv>
#include <cstring>

#include "core/errors.hpp"

namespace gameaudit {

std::vector<std::int64_t> parseIntegers(std::string_view text, int expected) {
    std::vector<std::int64_t> values;
    std::size_t i = 0;
    // An optional name before the numbers: "W[", "M_n[", "n=".
    auto numberAt = [&](std::size_t j) {
        return std::isdigit(static_cast<unsigned char>(text[j])) ||
               (text[j] == '-' && j + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[j + 1])));
    };
    while (i < text.size() && !numberAt(i)) ++i;
    std::string_view prefix = text.substr(0, i);
    for (char c : prefix)
        if (!std::isalpha(static_cast<unsigned char>(c)) && !std::strchr("[(_^=- ", c))
            throw InputError("malformed position '" + std::string(text) + "': unexpected '" + std::string(1, c) + "'");
    while (i < text.size()) {
        char c = text[i];
        if (numberAt(i)) {
            std::int64_t v = 0;
            auto [end, ec] = std::from_chars(text.data() + i, text.data() + text.size(), v);
            if (ec != std::errc())
                throw InputError("malformed position '" + std::string(text) + "': number out of range");
            values.push_back(v);
            i = static_cast<std::size_t>(end - text.data());
        } else if (c == ',' || c == ' ' || c == ']' || c == ')') {
            ++i;
        } else {
            throw InputError("malformed position '" + std::string(text) + "': unexpected '" + std::string(1, c) + "'");
        }
    }
    if (expected >= 0 && static_cast<int>(values.size()) != expected)
        throw InputError("malformed position '" + std::string(text) + "': expected " + std::to_string(expected) +
                         " numbers, found " + std::to_string(values.size()));
    return values;
}

namespace domains {

std::string showStacks(std::string_view prefix, const std::int64_t* v, std::size_t k) {
    std::string s(prefix);
    s += '[';
    for (std::size_t i = 0; i < k; ++i) s += (i ? "," : "") + std::to_string(v[i]);
    return s + ']';
}

Domain<std::int64_t> integers(std::string name, std::int64_t lo) {
    Domain<std::int64_t> d;
    d.description = name + " >= " + std::to_string(lo);
    d.size = [](std::int64_t n) { return n; };
    d.contains = [lo](std::int64_t n) { return n >= lo; };
    d.enumerate = [lo](std::int64_t bound, const Visitor<std::int64_t>& visit) {
        for (std::int64_t n = lo; n <= bound; ++n)
            if (!visit(n)) return;
    };
    d.random = [lo](std::int64_t from, std::int64_t to) {
        return rc::gen::inRange<std::int64_t>(std::max(from, lo), to + 1);
    };
    d.show = [name](std::int64_t n) { return name + "=" + std::to_string(n); };
    d.parse = [](std::string_view text) { return parseIntegers(text, 1)[0]; };
    return d;
}

}  // namespace domains
}  // namespace gameaudit
