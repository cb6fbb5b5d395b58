#include "core/domains.hpp"


namespace gameaudit {

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
    d.parse = [name](std::string_view text) { return notation::readNamed(text, name); };
    return d;
}

}  // namespace domains
}  // namespace gameaudit
