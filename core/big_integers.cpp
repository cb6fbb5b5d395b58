#include "core/big_integers.hpp"

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/notation.hpp"
#include "core/run_control.hpp"

namespace gameaudit::domains {

unsigned bitLength(const BigInt& k) { return k == 0 ? 0 : boost::multiprecision::msb(k) + 1; }

Domain<BigInt> positiveIntegersByBits() {
    Domain<BigInt> d;
    d.description = "integers k >= 1, sized by bit length";
    d.size = [](const BigInt& k) { return static_cast<std::int64_t>(bitLength(k)); };
    d.contains = [](const BigInt& k) { return k >= 1; };
    d.enumerate = [](std::int64_t bits, const Visitor<BigInt>& visit) {
        // By bit length, not below 2^bits: that bound may be too large to form.
        for (BigInt k = 1; static_cast<std::int64_t>(bitLength(k)) <= bits; ++k)
            if (!visit(k)) return;
    };
    d.random = [](std::int64_t lo, std::int64_t hi) {
        requireMemory("random integers of up to " + std::to_string(hi) + " bits", static_cast<double>(hi) / 2);
        return rc::gen::mapcat(rc::gen::inRange<std::int64_t>(std::max<std::int64_t>(lo, 1), hi + 1), [](std::int64_t bits) {
            auto words = static_cast<std::size_t>((bits + 63) / 64);
            return rc::gen::map(rc::gen::container<std::vector<std::uint64_t>>(words, rc::gen::arbitrary<std::uint64_t>()),
                                [bits](const std::vector<std::uint64_t>& w) {
                                    BigInt k = 0;
                                    for (std::uint64_t word : w) k = (k << 64) | word;
                                    k &= (BigInt(1) << bits) - 1;
                                    bit_set(k, static_cast<unsigned>(bits - 1));
                                    return k;
                                });
        });
    };
    d.show = [](const BigInt& k) { return "k=" + k.str(); };
    d.parse = [](std::string_view text) {
        notation::Reader r(text, "k=<digits>");
        r.expect("k");
        r.expect("=");
        BigInt k(r.digits());
        r.end();
        return k;
    };
    return d;
}

}  // namespace gameaudit::domains
