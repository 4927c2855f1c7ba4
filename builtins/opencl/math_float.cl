// Float exponentials and logarithms (OpenCL C 3.0 §6.15.2: exp, exp2, exp10, log, log2, log10),
// evaluated in double with branch-free polynomials: double's 29 extra bits make the float result
// the correctly rounded one but for rare ties (within 0.51 ulp; the spec allows 3), and the code is
// selects and arithmetic only, so a vectorized kernel runs it in its SIMD lanes.
#include "macros.h"

// 2^f for |f| <= 1/2: Taylor's series of e^(f ln 2) to the 10th power (relative error < 1e-12).
static double exp2_reduced(double f) {
  double p = 0x1.e4cf5158b8ec7p-28;
  p = fma(p, f, 0x1.b5253d395e7c1p-24);
  p = fma(p, f, 0x1.62c0223a5c822p-20);
  p = fma(p, f, 0x1.ffcbfc588b0c5p-17);
  p = fma(p, f, 0x1.430912f86c786p-13);
  p = fma(p, f, 0x1.5d87fe78a6730p-10);
  p = fma(p, f, 0x1.3b2ab6fba4e77p-7);
  p = fma(p, f, 0x1.c6b08d704a0bfp-5);
  p = fma(p, f, 0x1.ebfbdff82c58ep-3);
  p = fma(p, f, 0x1.62e42fefa39efp-1);
  return fma(p, f, 1.0);
}

// 2^t rounded to float. Below -151 the result rounds to 0 and above 129 to infinity; in between,
// 2^k is built from its exponent field (k >= -151 stays a normal double).
static float exp2_to_float(double t) {
  const double clamped = fmin(fmax(t, -160.0), 160.0);
  const double k = rint(clamped);
  const double scale = as_double((long)(k + 1023.0) << 52);
  const float result = (float)(exp2_reduced(clamped - k) * scale);
  return isnan(t) ? (float)t : result;
}

OVL float exp2(float x) { return exp2_to_float((double)x); }
OVL float exp(float x) { return exp2_to_float((double)x * 0x1.71547652b82fep+0); }
OVL float exp10(float x) { return exp2_to_float((double)x * 0x1.a934f0979a371p+1); }

// log(x) in double for a positive normal double x = m 2^e, m in [sqrt(1/2), sqrt(2)):
// e ln 2 + 2 atanh(s) with s = (m - 1) / (m + 1), |s| < 0.172, to s^13 (relative error < 1e-12).
static double log_positive(double x) {
  const long bits = as_long(x);
  long e = ((bits >> 52) & 0x7ff) - 1023;
  double m = as_double((bits & 0x000fffffffffffffl) | 0x3ff0000000000000l);
  const long big = m > 0x1.6a09e667f3bcdp+0;
  m = big ? m * 0.5 : m;
  e += big ? 1 : 0;
  const double s = (m - 1.0) / (m + 1.0), s2 = s * s;
  double p = 0x1.3b13b13b13b14p-3;
  p = fma(p, s2, 0x1.745d1745d1746p-3);
  p = fma(p, s2, 0x1.c71c71c71c71cp-3);
  p = fma(p, s2, 0x1.2492492492492p-2);
  p = fma(p, s2, 0x1.999999999999ap-2);
  p = fma(p, s2, 0x1.5555555555555p-1);
  p = fma(p, s2, 2.0);
  return fma((double)e, 0x1.62e42fefa39efp-1, p * s);
}

// A float's logarithm scaled by `unit` (1, log2 e or log10 e), with the special values: NaN for
// negative x and NaN, -infinity for zeros, infinity for infinity. Every float, subnormals too,
// is a normal double.
static float log_float(float x, double unit) {
  const double r = log_positive((double)x) * unit;
  float result = (float)r;
  result = x == 0.0f ? -INFINITY : result;
  result = x == INFINITY ? INFINITY : result;
  return x < 0.0f || isnan(x) ? NAN : result;
}

OVL float log(float x) { return log_float(x, 1.0); }
OVL float log2(float x) { return log_float(x, 0x1.71547652b82fep+0); }
OVL float log10(float x) { return log_float(x, 0x1.bcb7b1526e50dp-2); }

VEC_UNARY(float, exp, float)
VEC_UNARY(float, exp2, float)
VEC_UNARY(float, exp10, float)
VEC_UNARY(float, log, float)
VEC_UNARY(float, log2, float)
VEC_UNARY(float, log10, float)
