#pragma once
// The So Long Sucker claims' conditions on Blue's turn start, each written once (issue 22): a
// generic lambda over the paper's quantities (m_b, n_r, Σ|β_i|_b, Σ|ρ_i|_r, max|ρ_i|_r). The
// bounded check (v1.cpp, v2.cpp) evaluates it on a state's Quantities; the prover
// (proofs_every_size.cpp) evaluates it on the same quantities as linear terms over the
// aggregates (m_b = hand_B_b, n_r = hand_R_r, Σ|β_i|_b = own_b, Σ|ρ_i|_r = own_r,
// max|ρ_i|_r = max_r), which gives the formula it prints as SMT-LIB.
#include <cstdint>

#include "provers/sls/labelling.hpp"

namespace gameaudit::sls::conditions {

namespace ps = prover::sls;

// A quantity as a linear term, and a condition as the prover's formula.
struct Term {
    ps::Lin e;
};
struct Formula {
    ps::Prop p;
};
inline Term operator+(const Term& x, const Term& y) { return {x.e + y.e}; }
inline Term operator-(const Term& x, const Term& y) { return {x.e - y.e}; }
inline Term operator+(const Term& x, std::int64_t c) { return {x.e + c}; }
inline Formula operator>(const Term& x, const Term& y) { return {ps::leaf(ps::ge(x.e, y.e + 1))}; }
inline Formula operator>=(const Term& x, const Term& y) { return {ps::leaf(ps::ge(x.e, y.e))}; }
inline Formula operator<(const Term& x, const Term& y) { return y > x; }
inline Formula operator<=(const Term& x, const Term& y) { return y >= x; }
inline Formula operator==(const Term& x, const Term& y) { return {ps::leaf(ps::eq(x.e, y.e))}; }
inline Formula operator>(const Term& x, std::int64_t c) { return x > Term{ps::num(c)}; }
inline Formula operator>=(const Term& x, std::int64_t c) { return x >= Term{ps::num(c)}; }
inline Formula operator==(const Term& x, std::int64_t c) { return x == Term{ps::num(c)}; }
inline Formula operator&&(const Formula& x, const Formula& y) { return {ps::all({x.p, y.p})}; }
inline Formula operator||(const Formula& x, const Formula& y) { return {ps::any({x.p, y.p})}; }
inline Formula operator!(const Formula& x) { return {ps::neg(x.p)}; }

// The quantities over the current aggregates (the names of Quantities, support.hpp).
struct Terms {
    Term mb{ps::cur(ps::HandBb)}, nr{ps::cur(ps::HandRr)}, sumBeta{ps::cur(ps::OwnB)}, sumRho{ps::cur(ps::OwnR)},
        maxRho{ps::cur(ps::MaxR)};
};
// A condition as the prover's formula.
template <class Condition>
ps::Prop formula(const Condition& condition) {
    return condition(Terms{}).p;
}

// Σ|ρ_i|_r − max|ρ_i|_r.
inline constexpr auto rhoExcess = [](const auto& q) { return q.sumRho - q.maxRho; };
// The inequality of Theorem 5.4 (v1 Theorem 2.39): m_b + Σ|β_i|_b > n_r + Σ|ρ_i|_r − max|ρ_i|_r.
inline constexpr auto inequality = [](const auto& q) { return q.mb + q.sumBeta > q.nr + q.sumRho - q.maxRho; };
// Theorem 5.4: m_b > 0 and (n_r = 0 or the inequality).
inline constexpr auto theorem54 = [](const auto& q) { return q.mb > 0 && (q.nr == 0 || inequality(q)); };
inline constexpr auto noMb = [](const auto& q) { return q.mb == 0; };
inline constexpr auto mbNoNr = [](const auto& q) { return q.mb > 0 && q.nr == 0; };
// v1 Propositions 2.36, 2.38 (v2 5.3): both hands hold own chips, and the inequality holds, or not.
inline constexpr auto bothAndInequality = [](const auto& q) { return q.mb > 0 && q.nr > 0 && inequality(q); };
inline constexpr auto bothNotInequality = [](const auto& q) { return q.mb > 0 && q.nr > 0 && !inequality(q); };
// Type I (v1 §2.3, v2 §3.1).
inline constexpr auto mbOverNr = [](const auto& q) { return q.mb > q.nr; };
inline constexpr auto mbAtMostNr = [](const auto& q) { return q.mb <= q.nr; };
// Type II and generalized type II (v1 §2.4, 2.6; v2 §4): m_b + Σ|β_i|_b against n_r.
inline constexpr auto betaOverNr = [](const auto& q) { return q.mb > 0 && q.mb + q.sumBeta > q.nr; };
inline constexpr auto betaAtMostNr = [](const auto& q) { return q.mb > 0 && q.mb + q.sumBeta <= q.nr; };
inline constexpr auto noMbOrBetaAtMostNr = [](const auto& q) { return q.mb == 0 || q.mb + q.sumBeta <= q.nr; };
inline constexpr auto bothBetaOverNr = [](const auto& q) { return q.mb > 0 && q.nr > 0 && q.mb + q.sumBeta > q.nr; };
// Generalized type I (v1 §2.5, v2 §3.2): m_b against n_r + Σ|ρ_i|_r − max|ρ_i|_r.
inline constexpr auto rhoBelowMb = [](const auto& q) { return q.mb > 0 && q.mb > q.nr + q.sumRho - q.maxRho; };
inline constexpr auto bothRhoBelowMb = [](const auto& q) { return q.mb > 0 && q.nr > 0 && q.mb > q.nr + q.sumRho - q.maxRho; };
inline constexpr auto mbAtMostRho = [](const auto& q) { return q.mb <= q.nr + q.sumRho - q.maxRho; };
inline constexpr auto nrAndMbAtMostRho = [](const auto& q) { return q.nr > 0 && q.mb <= q.nr + q.sumRho - q.maxRho; };

}  // namespace gameaudit::sls::conditions
