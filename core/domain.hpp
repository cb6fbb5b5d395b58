#pragma once
// A claim's domain: its hypotheses as a set of positions (or parameters), given once as
// an exhaustive enumerator by increasing size and a RapidCheck generator beyond a size.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

#include <rapidcheck.h>

#include "core/run_control.hpp"

namespace gameaudit {

template <class X>
using Visitor = std::function<bool(const X&)>;  // returns false to stop the enumeration

template <class X>
struct Domain {
    std::string description;                             // the hypotheses in words
    std::function<std::int64_t(const X&)> size;          // what a bound bounds
    std::function<bool(const X&)> contains;              // membership, for reproduce
    // Every member of size <= bound, by nondecreasing size, so the first failure is minimal.
    std::function<void(std::int64_t bound, const Visitor<X>&)> enumerate;
    // Members of size in [lo, hi]; shrinking moves toward smaller members.
    std::function<rc::Gen<X>(std::int64_t lo, std::int64_t hi)> random;
    std::function<std::string(const X&)> show;          // the paper's notation
    std::function<X(std::string_view)> parse;            // throws InputError
    std::optional<std::int64_t> largest;                 // set for finite domains (tables)
    // The largest size the model or its oracle admits (e.g. a fixed-width encoding); a larger
    // bound or position is refused before any work. Unset: the oracle's own guards decide.
    std::optional<std::int64_t> largestAdmitted;

    // The subset satisfying a further hypothesis.
    Domain where(std::function<bool(const X&)> keep, const std::string& hypothesis) const {
        Domain d = *this;
        d.description = description + ", " + hypothesis;
        d.contains = [in = contains, keep](const X& x) { return in(x) && keep(x); };
        d.enumerate = [all = enumerate, keep](std::int64_t bound, const Visitor<X>& visit) {
            all(bound, [&](const X& x) {
                checkpoint("enumerating the domain");  // a sparse hypothesis may skip members for long
                return !keep(x) || visit(x);
            });
        };
        d.random = [gen = random, keep](std::int64_t lo, std::int64_t hi) {
            return rc::gen::suchThat(gen(lo, hi), keep);
        };
        return d;
    }
};

// The image of a domain under a one-to-one map, e.g. k -> W[1,k]: `from` inverts `to`
// (nullopt outside the image). Sizes, order and shrinking are those of the source domain.
template <class Y, class X>
Domain<Y> transform(const Domain<X>& source, std::string description, std::function<Y(const X&)> to,
                    std::function<std::optional<X>(const Y&)> from, std::function<std::string(const Y&)> show,
                    std::function<Y(std::string_view)> parse) {
    Domain<Y> d;
    d.description = std::move(description);
    d.size = [source, from](const Y& y) { return source.size(*from(y)); };
    d.contains = [source, from](const Y& y) {
        auto x = from(y);
        return x && source.contains(*x);
    };
    d.enumerate = [source, to](std::int64_t bound, const Visitor<Y>& visit) {
        source.enumerate(bound, [&](const X& x) { return visit(to(x)); });
    };
    d.random = [source, to](std::int64_t lo, std::int64_t hi) { return rc::gen::map(source.random(lo, hi), to); };
    d.show = std::move(show);
    d.parse = std::move(parse);
    d.largest = source.largest;
    d.largestAdmitted = source.largestAdmitted;
    return d;
}

}  // namespace gameaudit
