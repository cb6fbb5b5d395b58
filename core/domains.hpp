#pragma once
// Ready-made domains: integer parameters, stack tuples, finite tables.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/domain.hpp"
#include "core/notation.hpp"

namespace gameaudit {

namespace domains {

// The integers n >= lo, named `name` ("n=5"); size n.
Domain<std::int64_t> integers(std::string name, std::int64_t lo = 0);

enum class Order { Any, NonDecreasing, Increasing };

template <std::size_t K>
using Tuple = std::array<std::int64_t, K>;

std::string showStacks(std::string_view prefix, const std::int64_t* v, std::size_t k);

// K stacks of sizes >= lo in the given order, shown as prefix[a,b,...]; size = largest stack.
template <std::size_t K>
Domain<Tuple<K>> stacks(std::string prefix, Order order = Order::Any, std::int64_t lo = 0) {
    using S = Tuple<K>;
    auto ordered = [order](const S& s) {
        for (std::size_t i = 1; i < K; ++i) {
            if (order == Order::NonDecreasing && s[i - 1] > s[i]) return false;
            if (order == Order::Increasing && s[i - 1] >= s[i]) return false;
        }
        return true;
    };
    Domain<S> d;
    const char* orderText = order == Order::Any ? "" : order == Order::NonDecreasing ? ", nondecreasing" : ", increasing";
    d.description = std::to_string(K) + " stacks of at least " + std::to_string(lo) + orderText;
    d.size = [](const S& s) { return *std::max_element(s.begin(), s.end()); };
    d.contains = [ordered, lo](const S& s) {
        return ordered(s) && *std::min_element(s.begin(), s.end()) >= lo;
    };
    d.enumerate = [ordered, lo](std::int64_t bound, const Visitor<S>& visit) {
        S s{};
        bool go = true;
        // The tuples whose largest entry is `top`, in lexicographic order: the last entry is
        // forced to `top` when no earlier entry reached it.
        auto fill = [&](auto&& self, std::size_t i, bool hasTop, std::int64_t top) -> void {
            if (i == K) {
                if (ordered(s)) go = visit(s);
                return;
            }
            for (std::int64_t v = (i + 1 == K && !hasTop) ? top : lo; v <= top && go; ++v) {
                s[i] = v;
                self(self, i + 1, hasTop || v == top, top);
            }
        };
        for (std::int64_t top = lo; top <= bound && go; ++top) fill(fill, 0, false, top);
    };
    d.random = [ordered, order, lo](std::int64_t from, std::int64_t to) {
        auto any = rc::gen::mapcat(rc::gen::inRange<std::int64_t>(std::max(from, lo), to + 1), [lo](std::int64_t top) {
            return rc::gen::map(rc::gen::pair(rc::gen::inRange<std::size_t>(0, K),
                                              rc::gen::container<S>(rc::gen::inRange<std::int64_t>(lo, top + 1))),
                                [top](std::pair<std::size_t, S> p) {
                                    p.second[p.first] = top;
                                    return p.second;
                                });
        });
        // Sorting keeps random members in order without discarding most of them.
        return rc::gen::suchThat(rc::gen::map(any,
                                              [order](S s) {
                                                  if (order != Order::Any) std::sort(s.begin(), s.end());
                                                  return s;
                                              }),
                                 ordered);
    };
    d.show = [prefix](const S& s) { return showStacks(prefix, s.data(), K); };
    d.parse = [prefix](std::string_view text) {
        auto v = notation::readTuple(text, prefix, static_cast<int>(K));
        S s{};
        std::copy(v.begin(), v.end(), s.begin());
        return s;
    };
    return d;
}

// A finite list of cells (a table's entries), each of size `size(x)`; checked completely.
template <class X>
Domain<X> table(std::string description, std::vector<X> cells, std::function<std::int64_t(const X&)> size,
                std::function<std::string(const X&)> show, std::function<X(std::string_view)> parse) {
    Domain<X> d;
    d.description = std::move(description);
    std::stable_sort(cells.begin(), cells.end(), [&](const X& a, const X& b) { return size(a) < size(b); });
    std::int64_t largest = 0;
    for (const X& x : cells) largest = std::max(largest, size(x));
    d.largest = largest;
    d.size = size;
    d.contains = [cells](const X& x) { return std::find(cells.begin(), cells.end(), x) != cells.end(); };
    d.enumerate = [cells, size](std::int64_t bound, const Visitor<X>& visit) {
        for (const X& x : cells)
            if (size(x) <= bound && !visit(x)) return;
    };
    d.random = [cells](std::int64_t, std::int64_t) { return rc::gen::elementOf(cells); };
    d.show = std::move(show);
    d.parse = std::move(parse);
    return d;
}

// One fixed case (a figure's game, the positions of one line of a proof), of size `size`, shown
// as `label` and read back from exactly that text.
template <class X>
Domain<X> single(std::string description, X value, std::int64_t size, std::string label) {
    return table<X>(
        std::move(description), {value}, [size](const X&) { return size; }, [label](const X&) { return label; },
        [label, value](std::string_view text) {
            notation::Reader r(text, "'" + label + "'");
            r.expect(label);
            r.end();
            return value;
        });
}

}  // namespace domains
}  // namespace gameaudit
