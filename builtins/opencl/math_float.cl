// Float exponentials, logarithms and trigonometric functions (OpenCL C 3.0 §6.15.2: exp, exp2,
// exp10, log, log2, log10, sin, cos, tan) in float arithmetic, a whole vector of lanes at a time,
// with polynomials fitted to each function on its reduced range (Chebyshev fits by mpmath) and
// selects, no branches but the rare paths': the code a vectorized kernel runs in its SIMD lanes.
// Each was checked against double's function on every float (the figures by each); the spec
// allows 3 ulp for the exponentials and logarithms and 4 for the trigonometric functions. tan
// and sin and cos at or above 2^19 keep a reduction in double.
#include "macros.h"

// The two-sum below must stay as written.
#pragma OPENCL FP_CONTRACT OFF

// p 2^k for an integer k in [-151, 129] (p near 1): 2^k in two factors, each a normal float, so
// that a subnormal result rounds once.
static float scale_by_power_of_two(float p, float k) {
  const float k1 = trunc(k * 0.5f), k2 = k - k1;
  return p * as_float(((int)k1 + 127) << 23) * as_float(((int)k2 + 127) << 23);
}

// x = k ln 2 + r with k = rint(x / ln 2): ln 2 in two floats, the first with its low bits zero,
// so that k times it is exact.
static float exp_reduce(float x, float* k) {
  *k = rint(x * 0x1.715476p+0f);
  return fma(-*k, -0x1.05c610p-29f, fma(-*k, 0x1.62e430p-1f, x));
}

// e^x = 2^k e^r, k = rint(x log2 e), r = x - k ln 2 by two FMAs with ln 2 in two floats, |r| <=
// ln 2 / 2, e^r = 1 + r + r^2 P(r) (fit error 6.5e-8 in P). Within 1.08 ulp. For any x: exp's
// rare path.
static float exp_anywhere(float x) {
  const float clamped = fmin(fmax(x, -104.0f), 89.0f); // beyond: 0 and infinity
  float k;
  const float r = exp_reduce(clamped, &k);
  float p = 0x1.6d10fcp-10f;
  p = fma(p, r, 0x1.120b62p-7f);
  p = fma(p, r, 0x1.555519p-5f);
  p = fma(p, r, 0x1.5554dep-3f);
  p = fma(p, r, 0.5f);
  const float result = scale_by_power_of_two(fma(r * r, p, r) + 1.0f, k);
  return isnan(x) ? x : result;
}
// Below 86.5 in magnitude k is in [-125, 125] and the result normal: e^r = 1 + r Q(r), Q fitted
// (a weighted minimax by Lawson's iteration, error 2^-29.7 with the coefficients rounded), and
// 2^k added to its exponent field, in one straight block; the rest, with its clamps, scaling in two
// steps and NaN, on a path the source marks rare.
OVL float exp(float x) {
  const int common = __builtin_fabsf(x) < 86.5f;
  float k;
  const float r = exp_reduce(common ? x : 0.0f, &k);
  float q = 0x1.a1ccb2p-13f;
  q = fma(q, r, 0x1.6d97a6p-10f);
  q = fma(q, r, 0x1.111066p-7f);
  q = fma(q, r, 0x1.55547ep-5f);
  q = fma(q, r, 0x1.555556p-3f);
  q = fma(q, r, 0.5f);
  q = fma(q, r, 1.0f);
  float result = as_float(as_int(fma(r, q, 1.0f)) + ((int)k << 23));
  if (__builtin_expect(!common, 0))
    result = exp_anywhere(x);
  return result;
}
// 2^x = 2^k 2^r, r = x - k exact, 2^r = 1 + r Q(r) (fit error 7.8e-9). Within 0.91 ulp.
OVL float exp2(float x) {
  const float clamped = fmin(fmax(x, -151.0f), 129.0f);
  const float k = rint(clamped), r = clamped - k;
  float q = 0x1.441390p-13f;
  q = fma(q, r, 0x1.5f0890p-10f);
  q = fma(q, r, 0x1.3b2a54p-7f);
  q = fma(q, r, 0x1.c6af6cp-5f);
  q = fma(q, r, 0x1.ebfbe0p-3f);
  q = fma(q, r, 0x1.62e430p-1f);
  const float result = scale_by_power_of_two(fma(r, q, 1.0f), k);
  return isnan(x) ? x : result;
}
// 10^x = 2^k 10^r, r = x - k log10 2 in two FMAs, 10^r = 1 + r Q(r) (fit error 2.6e-8). Within
// 1.04 ulp.
OVL float exp10(float x) {
  const float clamped = fmin(fmax(x, -46.0f), 39.0f);
  const float k = rint(clamped * 0x1.a934f0p+1f);
  float r = fma(-k, 0x1.344136p-2f, clamped);
  r = fma(-k, -0x1.ec10c0p-27f, r);
  float q = 0x1.a94b20p-3f;
  q = fma(q, r, 0x1.1559d8p-1f);
  q = fma(q, r, 0x1.2bd702p+0f);
  q = fma(q, r, 0x1.046fb4p+1f);
  q = fma(q, r, 0x1.53524cp+1f);
  q = fma(q, r, 0x1.26bb1cp+1f);
  const float result = scale_by_power_of_two(fma(r, q, 1.0f), k);
  return isnan(x) ? x : result;
}

// A positive normal finite float as 2^k (1 + f), 1 + f in [sqrt(1/2), sqrt(2)): returns k and
// sets f (exact). log_parts takes subnormals too.
static float log_normal_parts(float x, float* f) {
  const uint bits = as_uint(x) + (0x3f800000u - 0x3f3504f3u);
  *f = as_float((bits & 0x007fffffu) + 0x3f3504f3u) - 1.0f;
  return (float)((int)(bits >> 23) - 127);
}
static float log_parts(float x, float* f) {
  const bool subnormal = x < 0x1p-126f;
  return log_normal_parts(subnormal ? x * 0x1p23f : x, f) - (subnormal ? 23.0f : 0.0f);
}
// log(1 + f) = f - f^2/2 + f^3 Q(f) for f in [sqrt(1/2) - 1, sqrt(2) - 1] (fit error 2.9e-8).
static float log1p_reduced(float f) {
  float q = 0x1.1d8ea6p-4f;
  q = fma(q, f, -0x1.d635bcp-4f);
  q = fma(q, f, 0x1.dea282p-4f);
  q = fma(q, f, -0x1.fcf4c6p-4f);
  q = fma(q, f, 0x1.23d21ap-3f);
  q = fma(q, f, -0x1.555b4ap-3f);
  q = fma(q, f, 0x1.999d5ap-3f);
  q = fma(q, f, -0x1.fffffcp-3f);
  q = fma(q, f, 0x1.555554p-2f);
  return fma(f * f, fma(f, q, -0.5f), f);
}
// The logarithm's special values: NaN below 0 and for NaN, -infinity at 0, infinity at infinity.
static float log_special(float x, float result) {
  result = x == 0.0f ? -INFINITY : result;
  result = x == INFINITY ? INFINITY : result;
  return x < 0.0f || isnan(x) ? NAN : result;
}
// COMBINE(k, l), l = log(1 + f), for normal positive finite x in one straight block; subnormals,
// zeros, infinities, negative x and NaN on a path the source marks rare.
#define FLOAT_LOGARITHM(NAME, COMBINE)                                                            \
  OVL float NAME(float x) {                                                                       \
    const int common = x >= 0x1p-126f && x < INFINITY;                                            \
    float f;                                                                                      \
    float k = log_normal_parts(common ? x : 1.0f, &f);                                            \
    float l = log1p_reduced(f);                                                                   \
    float result = COMBINE(k, l);                                                                 \
    if (__builtin_expect(!common, 0)) {                                                           \
      k = log_parts(x > 0.0f && x < INFINITY ? x : 1.0f, &f);                                     \
      l = log1p_reduced(f);                                                                       \
      result = log_special(x, COMBINE(k, l));                                                     \
    }                                                                                             \
    return result;                                                                                \
  }
// k ln 2 + log(1 + f), ln 2 in two floats. Within 0.91 ulp.
#define LN_COMBINE(k, l) fma(k, 0x1.62e430p-1f, fma(k, -0x1.05c610p-29f, l))
// k + log(1 + f) log2 e, log2 e in two floats. Within 1.48 ulp.
#define LOG2_COMBINE(k, l) ((k) + fma(l, 0x1.715476p+0f, (l) * 0x1.4ae0c0p-26f))
// k log10 2 + log(1 + f) log10 e, both constants in two floats. Within 1.53 ulp.
#define LOG10_COMBINE(k, l)                                                                       \
  fma(k, 0x1.344136p-2f, fma(k, -0x1.ec10c0p-27f, fma(l, 0x1.bcb7b2p-2f, (l) * -0x1.5b235ep-27f)))
FLOAT_LOGARITHM(log, LN_COMBINE)
FLOAT_LOGARITHM(log2, LOG2_COMBINE)
FLOAT_LOGARITHM(log10, LOG10_COMBINE)

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
// cos x = sin(|x| + pi/2): `turn` (0 for sin, 1 for cos) quarter turns added to the quadrant;
// sin keeps x's sign.
static float sin_or_cos_large(float x, int turn) {
  int q;
  const double r = reduce_quarter_turns(REDUCED_ABS(x), &q);
  q += turn;
  const double s = sin_reduced(r), c = cos_reduced(r);
  double v = pick(q & 1, c, s);
  v = (q & 2) ? -v : v;
  v = !turn && signbit(x) ? -v : v;
  return isfinite(x) ? (float)v : NAN;
}
// The float path runs in every lane, on 0 where |x| is too large (or NaN: a NaN converted to
// the quadrant's int would be poison), so that a kernel's sin and cos of one value share it; the
// lanes beyond take the double path. (__builtin_fabsf, not fabs: a call is not speculated, and
// the conditional around it would stay a branch.)
static float sin_or_cos(float x, int turn) {
  const float a = __builtin_fabsf(x) < SMALL_TRIG_LIMIT ? __builtin_fabsf(x) : 0.0f;
  int q;
  const float r = reduce_small_float(a, &q);
  q += turn;
  const float s = sin_small(r), c = cos_small(r);
  float v = pick(q & 1, c, s);
  v = (q & 2) ? -v : v;
  v = !turn && signbit(x) ? -v : v;
  if (__builtin_expect(!(__builtin_fabsf(x) < SMALL_TRIG_LIMIT), 0))
    v = sin_or_cos_large(x, turn);
  return v;
}
OVL float sin(float x) { return sin_or_cos(x, 0); }
OVL float cos(float x) { return sin_or_cos(x, 1); }
OVL float tan(float x) {
  int q;
  const double r = reduce_float(REDUCED_ABS(x), &q);
  const double s = sin_reduced(r), c = cos_reduced(r);
  double v = (q & 1) ? -c / s : s / c;
  v = signbit(x) ? -v : v;
  return isfinite(x) ? (float)v : NAN;
}

// The angle of the point (x, y), atan2(y, x), with C99's special values, in float arithmetic.
// From the smaller magnitude s and the larger b: atan(s/b) is atan r with r = s/b below
// tan(pi/8), else pi/4 + atan r with r = (s - b)/(s + b), one division either way and |r| <=
// tan(pi/8); atan r = r + r^3 P(r^2), P fitted to relative error 6.7e-10 (a weighted minimax by
// Lawson's iteration, numpy and mpmath). Swapped magnitudes and a negative x turn that into
// M pi/4 + S atan r, M in [0, 4], with pi/4 in two floats, the first of 21 bits so that M times it
// is exact. Near overflow both magnitudes are scaled by 1/4 so that s + b stays finite (an s
// that loses bits to it has a quotient far below the smallest float), and tiny ones by 2^24 so
// that both are normal: t b rounded among subnormals can pick the wrong side of t by far.
#define TAN_PI8_FLOAT 0x1.a8279ap-2f
#define PI4_HIGH_FLOAT 0x1.921fb0p-1f
#define PI4_LOW_FLOAT 0x1.5110b4p-23f
static float angle_float(float y, float x) {
  const float ay = fabs(y), ax = fabs(x);
  const int swap = ay > ax;
  const float larger = fmax(ay, ax);
  float scale = larger > 0x1p125f ? 0x1p-2f : 1.0f;
  scale = larger < 0x1p-100f ? 0x1p24f : scale;
  const float big = (swap ? ay : ax) * scale, small = (swap ? ax : ay) * scale;
  const int near_one = small > TAN_PI8_FLOAT * big || isinf(small);
  float r = (near_one ? small - big : small) / (near_one ? small + big : big);
  r = big == 0.0f || isinf(small) ? 0.0f : r; // both zero, both infinite
  const float z = r * r;
  float p = -0x1.f1a2fep-5f;
  p = fma(p, z, 0x1.b1e084p-4f);
  p = fma(p, z, -0x1.23b494p-3f);
  p = fma(p, z, 0x1.999192p-3f);
  p = fma(p, z, -0x1.55554ap-2f);
  const float a = fma(r * z, p, r);
  float m = near_one ? 1.0f : 0.0f, s = 1.0f;
  m = swap ? 2.0f - m : m;
  s = swap ? -s : s;
  m = signbit(x) ? 4.0f - m : m;
  s = signbit(x) ? -s : s;
  const float result = fma(m, PI4_HIGH_FLOAT, fma(m, PI4_LOW_FLOAT, s * a));
  return isnan(x) || isnan(y) ? x + y : copysign(result, y);
}
// asin and acos as the angle of (sqrt(1 - x^2), x), 1 - x^2 rounded once by the FMA; NaN beyond
// [-1, 1] from the square root.
OVL float atan2(float y, float x) { return angle_float(y, x); }
OVL float atan(float x) { return angle_float(x, 1.0f); }
OVL float asin(float x) { return angle_float(x, sqrt(fma(-x, x, 1.0f))); }
OVL float acos(float x) { return angle_float(sqrt(fma(-x, x, 1.0f)), x); }

VEC_UNARY(float, sin, float)
VEC_UNARY(float, cos, float)
VEC_UNARY(float, tan, float)
VEC_UNARY(float, exp, float)
VEC_UNARY(float, exp2, float)
VEC_UNARY(float, exp10, float)
VEC_UNARY(float, log, float)
VEC_UNARY(float, log2, float)
VEC_UNARY(float, log10, float)
VEC_BINARY(float, atan2, float, float)
VEC_UNARY(float, atan, float)
VEC_UNARY(float, asin, float)
VEC_UNARY(float, acos, float)
