#pragma once
// Arbitrary-precision integers as a domain: for claims whose positions outgrow 64 bits.
#include <boost/multiprecision/cpp_int.hpp>

#include "core/domain.hpp"

namespace gameaudit::domains {

using BigInt = boost::multiprecision::cpp_int;

unsigned bitLength(const BigInt& k);  // 0 for k = 0

// Every integer k >= 1, sized by its bit length, written "k=<digits>".
Domain<BigInt> positiveIntegersByBits();

}  // namespace gameaudit::domains
