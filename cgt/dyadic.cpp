#include "cgt/dyadic.hpp"

#include <cmath>

namespace gameaudit::cgt {

Dyadic::Dyadic(BigInt numerator, unsigned exponent) : num_(std::move(numerator)), exp_(exponent) {
    while (exp_ > 0 && (num_ & 1) == 0) {
        num_ >>= 1;
        --exp_;
    }
    if (num_ == 0) exp_ = 0;
}

Dyadic Dyadic::operator+(const Dyadic& b) const {
    unsigned e = std::max(exp_, b.exp_);
    return Dyadic((num_ << (e - exp_)) + (b.num_ << (e - b.exp_)), e);
}

std::strong_ordering Dyadic::operator<=>(const Dyadic& b) const {
    unsigned e = std::max(exp_, b.exp_);
    BigInt x = num_ << (e - exp_), y = b.num_ << (e - b.exp_);
    return x < y ? std::strong_ordering::less : x > y ? std::strong_ordering::greater : std::strong_ordering::equal;
}

BigInt Dyadic::floor() const {
    if (exp_ == 0) return num_;
    BigInt q = num_ >> exp_;  // corrected below, whichever way the shift rounds negatives
    if ((q << exp_) > num_) q -= 1;
    if (((q + 1) << exp_) <= num_) q += 1;
    return q;
}

double Dyadic::toDouble() const { return std::ldexp(num_.convert_to<double>(), -static_cast<int>(exp_)); }

std::string Dyadic::str() const {
    if (exp_ == 0) return num_.str();
    return num_.str() + "/" + (BigInt(1) << exp_).str();
}

Dyadic Dyadic::simplestBetween(const Dyadic* lo, const Dyadic* hi) {
    if (!lo && !hi) return Dyadic(0);
    if (!lo) return *hi > Dyadic(0) ? Dyadic(0) : Dyadic(hi->ceil() - 1, 0);
    if (!hi) return *lo < Dyadic(0) ? Dyadic(0) : Dyadic(lo->floor() + 1, 0);
    if (*lo < Dyadic(0) && Dyadic(0) < *hi) return Dyadic(0);
    // Both on one side of 0: the integer nearest 0 strictly between, if any.
    if (*lo >= Dyadic(0)) {
        Dyadic n(lo->floor() + 1, 0);
        if (n < *hi) return n;
    } else {
        Dyadic n(hi->ceil() - 1, 0);
        if (*lo < n) return n;
    }
    // Otherwise the dyadic with the smallest denominator strictly between.
    for (unsigned e = 1;; ++e) {
        BigInt m = Dyadic(lo->num_ << e, lo->exp_).floor() + 1;  // least m with m/2^e > lo
        Dyadic candidate(m, e);
        if (candidate < *hi) return candidate;
    }
}

}  // namespace gameaudit::cgt
