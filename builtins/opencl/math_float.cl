// Float exponentials, logarithms and trigonometric functions (OpenCL C 3.0 §6.15.2: exp, exp2,
// exp10, log, log2, log10, sin, cos, tan), evaluated in double with branch-free polynomials:
// double's 29 extra bits make the float result the correctly rounded one but for rare ties (within
// 0.51 ulp; the spec allows 3), and the code is selects and arithmetic only, so a vectorized
// kernel runs it in its SIMD lanes.
#include "macros.h"

// The two-sum below must stay as written.
#pragma OPENCL FP_CONTRACT OFF

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

// |x| * 2/pi modulo 4 for a finite float |x| (up to 2^128): 2/pi in 24-bit pieces, so that each
// product with the float is exact in double and its part below 4 exact too; the parts summed as a
// double-double keep the 60 and more bits a float near a multiple of pi/2 needs. Returns x's
// distance r from the nearest multiple k pi/2, in [-pi/4, pi/4], and k mod 4 in `quadrant`.
static double reduce_quarter_turns(double a, int* quadrant) {
  const double pieces[9] = {0x1.45f306p-1,    0x1.b93910p-26,   0x1.529fc0p-52,
                            0x1.3abe88p-75,   0x1.ea69bap-97,   0x1.81b6c4p-121,
                            0x1.2b3278p-145,  0x1.0e4104p-170,  0x1.fca2c6p-193};
  double hi = 0.0, lo = 0.0;
  // Written out: a loop stays a loop in the SIMD lanes (the vectorizer runs before the unroller),
  // and a masked loop is several blocks that a vector step with no lane in them cannot jump over
  // as one.
#define REDUCE_PIECE(j)                                                                            \
  {                                                                                                \
    double t = a * pieces[j];                                                                      \
    t = t - 4.0 * floor(t * 0.25);                                                                 \
    const double sum = hi + t, back = sum - hi;                                                    \
    lo += (hi - (sum - back)) + (t - back);                                                        \
    hi = sum;                                                                                      \
  }
  REDUCE_PIECE(0) REDUCE_PIECE(1) REDUCE_PIECE(2) REDUCE_PIECE(3) REDUCE_PIECE(4)
  REDUCE_PIECE(5) REDUCE_PIECE(6) REDUCE_PIECE(7) REDUCE_PIECE(8)
#undef REDUCE_PIECE
  double k = rint(hi);
  double f = (hi - k) + lo;
  const double step = (double)((f > 0.5) - (f < -0.5)); // -1, 0 or 1, without branches
  f -= step;
  k += step;
  *quadrant = (int)(k - 4.0 * floor(k * 0.25));
  return f * 0x1.921fb54442d18p+0;
}

// The same for |x| below 2^19, by Cody and Waite's reduction: k = rint(|x| 2/pi) is below 2^19
// and pi/2 is three pieces, the first two of 33 bits, so k times each of them is exact; |x| - k P1
// is exact too (the two are within a factor of two) and each later step rounds once. r is within
// 2^-52 of its value relative plus 2^-99 absolute, far inside what a float's nearest approach to
// a multiple of pi/2 below 2^19 needs. Cheaper than the nine pieces above, and the branch that
// picks it leaves the long reduction to the lanes that need it (a vector step with none of them
// jumps over it).
static double reduce_quarter_turns_small(double a, int* quadrant) {
  const double k = rint(a * 0x1.45f306dc9c883p-1);
  const double r = ((a - k * 0x1.921fb544p+0) - k * 0x1.0b4611a6p-34) - k * 0x1.3198a2e037073p-69;
  *quadrant = (int)(k - 4.0 * floor(k * 0.25));
  return r;
}
static double reduce_float(double a, int* quadrant) {
  if (a < 0x1p19)
    return reduce_quarter_turns_small(a, quadrant);
  return reduce_quarter_turns(a, quadrant);
}

// sin and cos of |r| <= pi/4 by Taylor's series to r^13 and r^14 (relative error < 1e-13).
static double sin_reduced(double r) {
  const double r2 = r * r;
  double p = 0x1.6124613a86d09p-33;
  p = fma(p, r2, -0x1.ae64567f544e4p-26);
  p = fma(p, r2, 0x1.71de3a556c734p-19);
  p = fma(p, r2, -0x1.a01a01a01a01ap-13);
  p = fma(p, r2, 0x1.1111111111111p-7);
  p = fma(p, r2, -0x1.5555555555555p-3);
  return fma(p * r2, r, r);
}
static double cos_reduced(double r) {
  const double r2 = r * r;
  double p = -0x1.93974a8c07c9dp-37;
  p = fma(p, r2, 0x1.1eed8eff8d898p-29);
  p = fma(p, r2, -0x1.27e4fb7789f5cp-22);
  p = fma(p, r2, 0x1.a01a01a01a01ap-16);
  p = fma(p, r2, -0x1.6c16c16c16c17p-10);
  p = fma(p, r2, 0x1.5555555555555p-5);
  p = fma(p, r2, -0.5);
  return fma(p, r2, 1.0);
}

// sin and cos below 2^19 in float arithmetic, twice as many lanes per vector as double's: |x|
// minus k pi/2 by three float pieces of pi/2 with fma (the first difference is exact, each later
// one rounds once relative to a value as small as the result), then polynomials fitted to sin r /
// r and (cos r - 1 + r^2/2) / r^4 on |r| <= pi/4 (Chebyshev fits, relative errors below 3e-11
// and 2e-9). Checked against double's sin and cos on every float below 2^20: within 1.67 and 1.81
// ulp (the spec allows 4).
#define SMALL_TRIG_LIMIT 0x1p19f
static float reduce_small_float(float a, int* quadrant) {
  const float k = rint(a * 0x1.45f306p-1f);
  float r = fma(-k, 0x1.921fb6p+0f, a);
  r = fma(-k, -0x1.777a5cp-25f, r);
  r = fma(-k, -0x1.ee59dap-50f, r);
  *quadrant = (int)k & 3;
  return r;
}
static float sin_small(float r) {
  const float r2 = r * r;
  float p = 0x1.6dbe08p-19f;
  p = fma(p, r2, -0x1.a013a8p-13f);
  p = fma(p, r2, 0x1.11110ep-7f);
  p = fma(p, r2, -0x1.555556p-3f);
  return fma(p * r2, r, r);
}
static float cos_small(float r) {
  const float r2 = r * r;
  float p = 0x1.9bd89cp-16f;
  p = fma(p, r2, -0x1.6c12d2p-10f);
  p = fma(p, r2, 0x1.555544p-5f);
  return fma(p * r2, r2, fma(r2, -0.5f, 1.0f));
}

// The quadrant picks the function and sign: sin(r + k pi/2) is sin r, cos r, -sin r, -cos r.
// Both polynomials are computed and one is picked (macros.h: a conditional would become a branch,
// in SIMD lanes a masked block of its own). Below 2^19 the float path; the rest (and infinities
// and NaN, reduced as 0 and replaced at the end: a NaN quadrant would be poison that the selects
// on it turn into undefined behaviour for a whole vector of work-items) take the long reduction in
// double, one straight block that a vector step with none of them jumps over.
#define REDUCED_ABS(x) (isfinite(x) ? fabs((double)(x)) : 0.0)
static float sin_large(float x) {
  int q;
  const double r = reduce_quarter_turns(REDUCED_ABS(x), &q);
  const double s = sin_reduced(r), c = cos_reduced(r);
  double v = pick(q & 1, c, s);
  v = (q & 2) ? -v : v;
  v = signbit(x) ? -v : v;
  return isfinite(x) ? (float)v : NAN;
}
static float cos_large(float x) {
  int q;
  const double r = reduce_quarter_turns(REDUCED_ABS(x), &q);
  const double s = sin_reduced(r), c = cos_reduced(r);
  double v = pick(q & 1, s, c);
  v = ((q + 1) & 2) ? -v : v;
  return isfinite(x) ? (float)v : NAN;
}
// The float path runs in every lane, on 0 where |x| is too large (or NaN: a NaN converted to
// the quadrant's int would be poison), so that a kernel's sin and cos of one value share it; the
// lanes beyond take the double path. (__builtin_fabsf, not fabs: a call is not speculated, and
// the conditional around it would stay a branch.)
OVL float sin(float x) {
  const float a = __builtin_fabsf(x) < SMALL_TRIG_LIMIT ? __builtin_fabsf(x) : 0.0f;
  int q;
  const float r = reduce_small_float(a, &q);
  const float s = sin_small(r), c = cos_small(r);
  float v = pick(q & 1, c, s);
  v = (q & 2) ? -v : v;
  v = signbit(x) ? -v : v;
  if (__builtin_expect(!(__builtin_fabsf(x) < SMALL_TRIG_LIMIT), 0))
    v = sin_large(x);
  return v;
}
OVL float cos(float x) {
  const float a = __builtin_fabsf(x) < SMALL_TRIG_LIMIT ? __builtin_fabsf(x) : 0.0f;
  int q;
  const float r = reduce_small_float(a, &q);
  const float s = sin_small(r), c = cos_small(r);
  float v = pick(q & 1, s, c);
  v = ((q + 1) & 2) ? -v : v;
  if (__builtin_expect(!(__builtin_fabsf(x) < SMALL_TRIG_LIMIT), 0))
    v = cos_large(x);
  return v;
}
OVL float tan(float x) {
  int q;
  const double r = reduce_float(REDUCED_ABS(x), &q);
  const double s = sin_reduced(r), c = cos_reduced(r);
  double v = (q & 1) ? -c / s : s / c;
  v = signbit(x) ? -v : v;
  return isfinite(x) ? (float)v : NAN;
}

VEC_UNARY(float, sin, float)
VEC_UNARY(float, cos, float)
VEC_UNARY(float, tan, float)
VEC_UNARY(float, exp, float)
VEC_UNARY(float, exp2, float)
VEC_UNARY(float, exp10, float)
VEC_UNARY(float, log, float)
VEC_UNARY(float, log2, float)
VEC_UNARY(float, log10, float)
