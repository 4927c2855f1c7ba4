// Constants and small formulas shared by the OpenCL kernels (through a #define prelude), the host
// references and the native C++ versions, so that all three compute the same thing from one
// definition. Included by native_kernels.cpp, which is built with other flags: keep it to
// constexpr data and inline templates.
#pragma once

#include <cmath>

namespace bench::formulas {

// ---- 2-D 5-point stencil: out = kCenter * c + kNeighbour * (west + east + north + south) ----
// Powers of two: with small integer inputs every result is exact in float, in any order of
// additions, with or without contraction to FMA.
constexpr float kStencilCenter = 0.5f;
constexpr float kStencilNeighbour = 0.125f;

// ---- N-body: one step of all-pairs gravity (G = 1) ------------------------------------------
/// Plummer softening squared, added to every squared distance: it removes the singularity, so a
/// body's interaction with itself contributes exactly zero and needs no branch.
constexpr float kSoftening2 = 0.01f;
constexpr float kTimeStep = 0.001f;
/// The FLOP counted per interaction: 3 sub, 3 mul + 2 add (dot), 1 add (softening), rsqrt, 2 mul
/// (inv^3), 1 mul (mass), 3 mul-add (acceleration) — 19 counted as 20, the convention of GPU
/// n-body codes since GPU Gems 3, ch. 31, so figures compare with theirs.
constexpr double kFlopsPerInteraction = 20.0;

// ---- Black-Scholes ----------------------------------------------------------------------------
constexpr float kRiskFree = 0.02f;
constexpr float kVolatility = 0.30f;
/// The polynomial approximation of the cumulative normal distribution by Abramowitz and Stegun
/// (26.2.17), absolute error below 7.5e-8.
constexpr float kCndK = 0.2316419f;
constexpr float kCndA1 = 0.31938153f;
constexpr float kCndA2 = -0.356563782f;
constexpr float kCndA3 = 1.781477937f;
constexpr float kCndA4 = -1.821255978f;
constexpr float kCndA5 = 1.330274429f;
constexpr float kInvSqrt2Pi = 0.39894228040143267794f;

/// The cumulative normal distribution, as the kernel computes it; T is float or double.
template <typename T> inline T cnd(T d) {
  const T k = T(1) / (T(1) + T(kCndK) * std::fabs(d));
  const T poly =
      k * (T(kCndA1) + k * (T(kCndA2) + k * (T(kCndA3) + k * (T(kCndA4) + k * T(kCndA5)))));
  const T w = T(kInvSqrt2Pi) * std::exp(T(-0.5) * d * d) * poly;
  return d > T(0) ? T(1) - w : w;
}

/// Call and put prices of a European option: spot `s`, strike `x`, years to expiry `t`.
template <typename T> inline void blackScholes(T s, T x, T t, T& call, T& put) {
  const T sqrtT = std::sqrt(t);
  const T d1 = (std::log(s / x) + (T(kRiskFree) + T(0.5) * T(kVolatility) * T(kVolatility)) * t) /
               (T(kVolatility) * sqrtT);
  const T d2 = d1 - T(kVolatility) * sqrtT;
  const T cndD1 = cnd(d1);
  const T cndD2 = cnd(d2);
  const T discountedStrike = x * std::exp(-T(kRiskFree) * t);
  call = s * cndD1 - discountedStrike * cndD2;
  put = discountedStrike * (T(1) - cndD2) - s * (T(1) - cndD1);
}

/// The cumulative normal distribution without approximation, 1/2 erfc(-d / sqrt(2)): the double
/// Black-Scholes's, so that it times the math library (log, exp, sqrt, erfc).
template <typename T> inline T cndExact(T d) {
  return T(0.5) * std::erfc(-d * T(0.70710678118654752440L));
}

/// Black-Scholes with cndExact; T is double or long double.
template <typename T> inline void blackScholesExact(T s, T x, T t, T& call, T& put) {
  const T sqrtT = std::sqrt(t);
  const T d1 = (std::log(s / x) + (T(kRiskFree) + T(0.5) * T(kVolatility) * T(kVolatility)) * t) /
               (T(kVolatility) * sqrtT);
  const T d2 = d1 - T(kVolatility) * sqrtT;
  const T discountedStrike = x * std::exp(-T(kRiskFree) * t);
  call = s * cndExact(d1) - discountedStrike * cndExact(d2);
  put = discountedStrike * cndExact(-d2) - s * cndExact(-d1);
}

// ---- Special functions in double --------------------------------------------------------------
/// One value of the special-functions row: tgamma, lgamma, pow and an fmod whose quotient is
/// large, of x in [0.5, 8] and y in [0.5, 3]; T is double or long double. Also the sum of the
/// terms' sizes, which the check's tolerance is relative to.
template <typename T> inline T specialFunctions(T x, T y, T* size = nullptr) {
  const T terms[4] = {std::tgamma(x), std::lgamma(x), std::pow(x, y), std::fmod(x * T(65536), y)};
  if (size)
    *size = std::fabs(terms[0]) + std::fabs(terms[1]) + std::fabs(terms[2]) + std::fabs(terms[3]);
  return terms[0] + terms[1] + terms[2] + terms[3];
}

// ---- Scalar against float16: rounds of x = sqrt(p(x)), p of degree 8 --------------------------
/// Positive coefficients summing to less than 1: for x in [0, 1], p(x) lies in [kPoly[0], 1), so
/// x stays in [0, 1] round after round and the sqrt never sees a negative number.
constexpr float kPoly[9] = {0.25f, 0.2f, 0.125f, 0.1f, 0.0625f, 0.05f, 0.03125f, 0.025f, 0.015625f};
constexpr int kPolyRounds = 16;
/// 8 multiply-adds (16 FLOP) and a sqrt (counted as 1) per round.
constexpr double kPolyFlopsPerElement = 17.0 * kPolyRounds;

/// The computation of one element; T is float or double.
template <typename T> inline T polynomialRounds(T x) {
  for (int round = 0; round < kPolyRounds; ++round) {
    T p = T(kPoly[8]);
    for (int k = 7; k >= 0; --k)
      p = p * x + T(kPoly[k]);
    x = std::sqrt(p);
  }
  return x;
}

} // namespace bench::formulas
