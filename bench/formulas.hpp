// Constants and small formulas shared by the OpenCL kernels (through a #define prelude), the host
// references and the native C++ versions, so that all three compute the same thing from one
// definition. Included by native_kernels.cpp, which is built with other flags: keep it to
// constexpr data and inline templates.
#pragma once

#include <cmath>
#include <cstdint>

namespace bench::formulas {

// ---- 2-D 5-point stencil: out = kCenter * c + kNeighbour * (west + east + north + south) ----
// Powers of two: with small integer inputs every result is exact in float, in any order of
// additions, with or without contraction to FMA.
constexpr float kStencilCenter = 0.5f;
constexpr float kStencilNeighbour = 0.125f;

// ---- 3x3 convolution: the binomial blur (1 2 1; 2 4 2; 1 2 1) / 16, coordinates clamped ------
// Multiples of 1/16: with integer inputs below 1024 every sum is exact in float in any order.
constexpr float kConvolutionFilter[9] = {0.0625f, 0.125f,  0.0625f, 0.125f, 0.25f,
                                         0.125f,  0.0625f, 0.125f,  0.0625f};

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

// ---- A hash round on uint16: SHA-256 compressions chained in place ---------------------------
/// SHA-256's round constants and initial state (FIPS 180-4).
constexpr uint32_t kSha256K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};
constexpr uint32_t kSha256Initial[8] = {0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                        0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19};
/// Compressions per message: each takes the last one's state into its block (below).
constexpr int kHashCompressions = 8;

inline uint32_t rotateRight(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

/// One message's chain: the state starts at kSha256Initial; each compression runs SHA-256's 64
/// rounds on block `w` (its schedule expanded in place) and adds into the state; the next block
/// is the state followed by the last block's words 8 to 15. Returns the final state in `state`.
inline void sha256Chain(const uint32_t block[16], uint32_t state[8]) {
  uint32_t w[16];
  for (int i = 0; i < 16; ++i)
    w[i] = block[i];
  for (int i = 0; i < 8; ++i)
    state[i] = kSha256Initial[i];
  for (int c = 0; c < kHashCompressions; ++c) {
    uint32_t v[8];
    for (int i = 0; i < 8; ++i)
      v[i] = state[i];
    for (int i = 0; i < 64; ++i) {
      if (i >= 16) {
        const uint32_t a = w[(i - 15) & 15], b = w[(i - 2) & 15];
        w[i & 15] += (rotateRight(b, 17) ^ rotateRight(b, 19) ^ (b >> 10)) + w[(i - 7) & 15] +
                     (rotateRight(a, 7) ^ rotateRight(a, 18) ^ (a >> 3));
      }
      const uint32_t e = v[4], a = v[0];
      const uint32_t t1 = v[7] + (rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)) +
                          ((e & v[5]) ^ (~e & v[6])) + kSha256K[i] + w[i & 15];
      const uint32_t t2 = (rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)) +
                          ((a & v[1]) ^ (a & v[2]) ^ (v[1] & v[2]));
      for (int k = 7; k > 0; --k)
        v[k] = v[k - 1];
      v[4] += t1;
      v[0] = t1 + t2;
    }
    for (int i = 0; i < 8; ++i) {
      state[i] += v[i];
      w[i] = state[i];
    }
  }
}

} // namespace bench::formulas
