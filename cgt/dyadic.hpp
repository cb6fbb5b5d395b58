#pragma once
// Exact dyadic rationals m / 2^k with a big-integer numerator: the numbers of short games.
#include <compare>
#include <string>

#include <boost/multiprecision/cpp_int.hpp>

namespace gameaudit::cgt {

using BigInt = boost::multiprecision::cpp_int;

class Dyadic {
public:
    Dyadic(long long n = 0) : num_(n) {}
    Dyadic(BigInt numerator, unsigned exponent);  // numerator / 2^exponent, reduced

    const BigInt& numerator() const { return num_; }
    unsigned exponent() const { return exp_; }  // the denominator is 2^exponent
    bool isInteger() const { return exp_ == 0; }

    Dyadic operator+(const Dyadic& b) const;
    Dyadic operator-() const { return Dyadic(-num_, exp_); }
    Dyadic operator-(const Dyadic& b) const { return *this + -b; }
    Dyadic half() const { return Dyadic(num_, exp_ + 1); }
    Dyadic times(long long k) const { return Dyadic(num_ * k, exp_); }
    Dyadic dividedByPowerOfTwo(unsigned k) const { return Dyadic(num_, exp_ + k); }
    double toDouble() const;
    BigInt floor() const;  // the largest integer <= this
    BigInt ceil() const { return -(-*this).floor(); }

    bool operator==(const Dyadic& b) const = default;
    std::strong_ordering operator<=>(const Dyadic& b) const;

    std::string str() const;  // "5", "-3/8"

    // The simplest number strictly between lo and hi (either may be absent, meaning ±infinity).
    static Dyadic simplestBetween(const Dyadic* lo, const Dyadic* hi);

private:
    BigInt num_;
    unsigned exp_ = 0;
};

}  // namespace gameaudit::cgt
