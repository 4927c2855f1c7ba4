// Double exponentials and logarithms of our own (OpenCL C 3.0 §6.15.2: exp, exp2, exp10, expm1,
// log, log2, log10, log1p), and the float expm1 and log1p through them. Branch-free: reductions,
// polynomials and selects, so a vectorized kernel runs them in its SIMD lanes. Each keeps the
// argument or the logarithm as a sum of two doubles where one double would lose the bits that
// the spec's bounds (3 ulp, 2 for log1p) need; measured within 1 ulp.
#include "macros.h"

// The two-sums below must stay as written.
#pragma OPENCL FP_CONTRACT OFF

// A variable that a select may read on a path where nothing was written to it is initialized all
// the same, for the reader (the compiler no longer needs it: pipeline.cpp's
// startPrivateVariablesUndefined).

// ln 2 as a double and the rest; ln 2's leading 32 bits, so that e times them is exact for any
// exponent e, and the rest; log2(e) and the rest.
#define LN2 0x1.62e42fefa39efp-1
#define LN2_LOW 0x1.abc9e3b39803fp-56
#define LN2_HIGH32 0x1.62e42feep-1
#define LN2_LOW32 0x1.a39ef35793c76p-33
#define LOG2E 0x1.71547652b82fep+0
#define LOG2E_LOW 0x1.777d0ffda0d24p-56

// a + b as hi + *error exactly, for any a and b.
static double two_sum(double a, double b, double* error) {
  const double sum = a + b, back = sum - a;
  *error = (a - (sum - back)) + (b - back);
  return sum;
}

// Two doubles' sum with its rounding error, for |a| >= |b| or either zero.
#define FAST_TWO_SUM(a, b, error)                                                                 \
  ({                                                                                              \
    const double sum_ = (a) + (b);                                                                \
    error = (b) - (sum_ - (a));                                                                   \
    sum_;                                                                                         \
  })

// e^r - 1 = r + r^2 Q(r) for |r| <= ln 2 / 2, Q a polynomial of degree 9 fitted to (e^r - 1 - r)
// / r^2 on [-ln 2 / 2, ln 2 / 2] (Chebyshev, within 2^-55.8 of e^r with the coefficients rounded).
static double expm1_polynomial(double r) {
  double q = 0x1.af38a9b0ec855p-26;
  q = fma(q, r, 0x1.289185613a3d6p-22);
  q = fma(q, r, 0x1.71de0dae63bb3p-19);
  q = fma(q, r, 0x1.a019b90d2ae7ap-16);
  q = fma(q, r, 0x1.a01a01a7c41d5p-13);
  q = fma(q, r, 0x1.6c16c1788bd90p-10);
  q = fma(q, r, 0x1.11111111109b3p-7);
  q = fma(q, r, 0x1.5555555553d63p-5);
  q = fma(q, r, 0x1.5555555555556p-3);
  q = fma(q, r, 0x1.0000000000001p-1);
  return fma(r * r, q, r);
}
// e^(hi + lo) - 1 and the power of two it was scaled by: hi = k ln 2 + r, |r| <= ln 2 / 2. The
// k ln 2 step is exact: one FMA with ln 2 as a double leaves at most 53 significant bits. |hi|
// must be below 746.
static double expm1_reduced(double hi, double lo, double* k) {
  *k = rint(hi * LOG2E);
  return expm1_polynomial(fma(-*k, LN2_LOW, fma(-*k, LN2, hi)) + lo);
}

// 2^k for an integer k in [-1022, 1023], from its exponent field.
static double power_of_two(double k) { return as_double((long)(k + 1023.0) << 52); }

// e^(hi + lo) 2^shift for any hi (NaN included), a small lo and shift in {-1, 0}: the result is
// (1 + p) 2^(k + shift), scaled in two steps so that subnormal results round once.
static double exp_scaled(double hi, double lo, double shift) {
  const double clamped = fmin(fmax(hi, -746.0), 711.0);
  double k;
  const double p = expm1_reduced(clamped, clamped == hi ? lo : 0.0, &k);
  k += shift;
  const double k1 = trunc(k * 0.5);
  const double result = (1.0 + p) * power_of_two(k1) * power_of_two(k - k1);
  return isnan(hi) ? hi : result;
}
// e^(HI + lo) for |HI| < 708, where the result is normal, in one straight block; ADD_LOW is
// "+ lo" or nothing (adding a zero is not free). k is rounded by adding 1.5 2^52: k is then the
// low bits of that sum, shifted into 2^k's exponent field with no conversion, and (1 + p) 2^k is
// one FMA.
#define EXP_NORMAL(HI, ADD_LOW)                                                                   \
  ({                                                                                              \
    const double shifted_ = fma((HI), LOG2E, 0x1.8p52), k_ = shifted_ - 0x1.8p52;                 \
    const double r_ = fma(-k_, LN2_LOW, fma(-k_, LN2, (HI))) ADD_LOW;                             \
    const double scale_ = as_double((as_long(shifted_) << 52) + 0x3ff0000000000000l);             \
    fma(expm1_polynomial(r_), scale_, scale_);                                                    \
  })
// e^(hi + lo): EXP_NORMAL below 708 in magnitude, exp_scaled's way elsewhere (and for NaN) on a
// path the source marks rare.
static double exp_parts(double hi, double lo) {
  double result = EXP_NORMAL(hi, +lo);
  if (__builtin_expect(!(__builtin_fabs(hi) < 708.0), 0))
    result = exp_scaled(hi, lo, 0.0);
  return result;
}

// x c as hi + lo for a constant c = c_hi + c_lo.
#define PRODUCT_PARTS(x, c_hi, c_lo, lo)                                                          \
  ({                                                                                              \
    const double product = (x) * (c_hi);                                                          \
    lo = isfinite(product) ? fma((x), (c_hi), -product) + (x) * (c_lo) : 0.0;                     \
    product;                                                                                      \
  })

OVL double exp(double x) {
  double result = EXP_NORMAL(x, );
  if (__builtin_expect(!(__builtin_fabs(x) < 708.0), 0))
    result = exp_scaled(x, 0.0, 0.0);
  return result;
}
OVL double exp2(double x) {
  double lo;
  const double hi = PRODUCT_PARTS(x, LN2, LN2_LOW, lo);
  return exp_parts(hi, lo);
}
OVL double exp10(double x) {
  double lo;
  const double hi = PRODUCT_PARTS(x, 0x1.26bb1bbb55516p+1, -0x1.f48ad494ea3e9p-53, lo);
  return exp_parts(hi, lo);
}

// e^x - 1 = 2^k (e^r - 1) + (2^k - 1): exact in the small terms near 0 (k = 0), and e^x - 1 as
// exp's result far from it, where the -1 no longer matters or is all that is left.
OVL double expm1(double x) {
  const double clamped = fmin(fmax(x, -60.0), 60.0);
  double k;
  const double p = expm1_reduced(clamped, 0.0, &k);
  const double scale = power_of_two(k);
  double result = fma(p, scale, scale - 1.0);
  result = x > 60.0 ? exp(x) : result;
  result = x < -60.0 ? -1.0 : result;
  return isnan(x) || x == 0.0 ? x : result;
}

// A positive normal finite x as 2^e (1 + f) with 1 + f in [sqrt(1/2), sqrt(2)); returns e, f is
// exact.
static double split_exponent_normal(double x, double* f) {
  const long bits = as_long(x);
  const double e = (double)(((bits >> 52) & 0x7ff) - 1023);
  const double m = as_double((bits & 0x000fffffffffffffl) | 0x3ff0000000000000l);
  const int big = m > 0x1.6a09e667f3bcdp+0;
  *f = (big ? m * 0.5 : m) - 1.0;
  return big ? e + 1.0 : e;
}
// The same for any positive finite x, subnormals scaled first.
static double split_exponent(double x, double* f) {
  const int tiny = x < 0x1p-1022;
  return split_exponent_normal(tiny ? x * 0x1p54 : x, f) - (tiny ? 54.0 : 0.0);
}

// Q(z) for 2 atanh(s) = 2s + s z (2/3 + z Q(z)), s = f / (2 + f), z = s^2 (the series' Q is
// 2/5 + 2z/7 + 2z^2/9 + ...): a polynomial of seven terms fitted on [0, 0.0295] (|s| < 0.172;
// Chebyshev, within 2^-62.8 of log(1 + f), enough for pow's 16 ulp where y log x reaches 745).
static double atanh_rest_fitted(double z) {
  double q = 0x1.087ee1d4d5788p-3;
  q = fma(q, z, 0x1.10182af17fadbp-3);
  q = fma(q, z, 0x1.3b18bce20ddbcp-3);
  q = fma(q, z, 0x1.745d09e28919bp-3);
  q = fma(q, z, 0x1.c71c71d7fdc8cp-3);
  q = fma(q, z, 0x1.249249248e4cfp-2);
  return fma(q, z, 0x1.999999999999fp-2);
}
// log(1 + f) - f for f from split_exponent: as 2s = f - s f, with R = z (2/3 + z Q),
// log(1 + f) = f - s f + s R = f + s (f^2/2 + R) - f^2/2.
static double log_tail(double f) {
  const double s = f / (2.0 + f);
  const double half_square = 0.5 * f * f;
  const double z = s * s;
  return fma(s, fma(z, fma(z, atanh_rest_fitted(z), 2.0 / 3.0), half_square), -half_square);
}
// x = 2^e (1 + f) and t = log(1 + f) - f; f is exact, and t small beside it.
static double log_parts(double x, double* f, double* t) {
  const double e = split_exponent(x, f);
  *t = log_tail(*f);
  return e;
}

// e c + (f + t) d + extra, for the constants c = c_hi + c_lo (c_hi with at most 32 bits) and
// d = d_hi + d_lo, added as two doubles until the last rounding. The logarithm of base b has
// c = log_b 2, d = log_b e.
static double log_combine(double e, double f, double t, double extra, double c_hi, double c_lo,
                          double d_hi, double d_lo) {
  const double a = e * c_hi; // exact
  const double p = f * d_hi, p_error = fma(f, d_hi, -p);
  double sum_error;
  const double sum = two_sum(a, p, &sum_error);
  const double rest = fma(t + extra, d_hi, fma(f, d_lo, fma(e, c_lo, p_error)));
  return sum + (sum_error + rest);
}

// The special values every logarithm shares: NaN below 0 and for NaN, -infinity at 0, infinity
// at infinity.
static double log_special(double x, double result) {
  result = x == 0.0 ? -INFINITY : result;
  result = x == INFINITY ? INFINITY : result;
  return x < 0.0 || isnan(x) ? NAN : result;
}

// log(x) = e ln 2 + f + t in four operations: e times ln 2's leading 32 bits is exact, and so is
// its sum with f where the two cancel (e = -1, f near 0.41); the rest is small beside it. Within
// 1 ulp, where the spec allows 3. The logarithms of other bases multiply f + t by a constant and
// keep two doubles (log_combine).
static double combine_natural(double e, double f, double t) {
  return (e * LN2_HIGH32 + f) + fma(e, LN2_LOW32, t);
}
static double combine_binary(double e, double f, double t) {
  return log_combine(e, f, t, 0.0, 1.0, 0.0, LOG2E, LOG2E_LOW);
}
static double combine_decimal(double e, double f, double t) {
  return log_combine(e, f, t, 0.0, 0x1.34413508p-2, 0x1.f79fef311f12bp-34, 0x1.bcb7b1526e50ep-2,
                     0x1.95355baaafad3p-57);
}

// Normal positive finite x in one straight block; zeros, subnormals, infinities, negative x and
// NaN on a path the source marks rare.
#define LOGARITHM(NAME, COMBINE)                                                                  \
  OVL double NAME(double x) {                                                                     \
    const int common = x >= 0x1p-1022 && x < INFINITY;                                            \
    double f;                                                                                     \
    double e = split_exponent_normal(common ? x : 1.0, &f);                                       \
    double result = COMBINE(e, f, log_tail(f));                                                   \
    if (__builtin_expect(!common, 0)) {                                                           \
      double t;                                                                                   \
      e = log_parts(isfinite(x) && x > 0.0 ? x : 1.0, &f, &t);                                    \
      result = log_special(x, COMBINE(e, f, t));                                                  \
    }                                                                                             \
    return result;                                                                                \
  }
LOGARITHM(log, combine_natural)
LOGARITHM(log2, combine_binary)
LOGARITHM(log10, combine_decimal)

// log(1 + x) = log(u) + log(1 + c/u) with u = 1 + x rounded and c its rounding error (a
// two-sum), c/u standing for the second logarithm.
OVL double log1p(double x) {
  double c;
  const double u = two_sum(1.0, x, &c);
  double f, t;
  const double e = log_parts(isfinite(u) && u > 0.0 ? u : 1.0, &f, &t);
  const double result = log_combine(e, f, t, c / u, LN2_HIGH32, LN2_LOW32, 1.0, 0.0);
  return x == 0.0 ? x : log_special(u, result);
}

VEC_UNARY(double, exp, double)
VEC_UNARY(double, exp2, double)
VEC_UNARY(double, exp10, double)
VEC_UNARY(double, expm1, double)
VEC_UNARY(double, log, double)
VEC_UNARY(double, log2, double)
VEC_UNARY(double, log10, double)
VEC_UNARY(double, log1p, double)

// log(a) as hi + lo to about 2^-62 of it (Q's fit; the rest to about 2^-70), for a positive finite
// a: what pow needs, whose exponent y log(a) reaches 745 (2^-62.8 of it is 0.7 ulp of the result,
// where pow may be off by 16). With s = f / (2 + f) as two doubles (2 + f by a two-sum, the
// quotient's remainder by an FMA), log(1 + f) = 2s + s^3 (2/3 + z Q(z)), z = s^2, where s^3 and the
// sum with 2/3 are kept as two doubles too; the first-order effect of s's low part is 2 s_low (1 +
// z). e ln 2, 2s and the s^3 term are added by two-sums and everything else after.
static double log_twice(double a, double* lo) {
  double f, den_low, cube_low, third_low, s1_error, s2_error;
  const double e = split_exponent(a, &f);
  const double den = FAST_TWO_SUM(2.0, f, den_low);
  const double inverse = 1.0 / den, s = f * inverse; // s within 1 ulp, s_low makes up for it
  const double s_low = (fma(-s, den, f) - s * den_low) * inverse;
  const double z = s * s, z_low = fma(s, s, -z);
  const double cube = s * z;
  cube_low = fma(s, z, -cube) + s * z_low;
  const double w = z * atanh_rest_fitted(z);
  const double third = FAST_TWO_SUM(0x1.5555555555555p-1, w, third_low);
  third_low += 0x1.5555555555555p-55;
  const double t = cube * third;
  const double t_low = fma(cube, third, -t) + cube * third_low + cube_low * third;
  const double s1 = FAST_TWO_SUM(e * LN2_HIGH32, 2.0 * s, s1_error); // e ln2's part exact
  const double s2 = FAST_TWO_SUM(s1, t, s2_error);
  const double rest = s1_error + s2_error +
                      fma(e, LN2_LOW32, fma(2.0 * s_low, 1.0 + z, t_low));
  double low;
  const double hi = FAST_TWO_SUM(s2, rest, low);
  *lo = low;
  return hi;
}

// |x|^y for double y: e^(y log|x|). y = 0 against |x| = 0 or infinity, and |x| = 1 against
// infinite y, are the callers' special cases. Where |y log|x|| < 2 (so within 2^-51.4 of it from
// the 1-ulp log, and the result within 4 ulp of the 16 allowed) in one straight block; elsewhere,
// on a path the source marks rare, with log|x| and the product kept as two doubles: where the
// exponent reaches 745, 2^-62.8 of it is 0.7 ulp of the result.
static double power_magnitude_double(double x, double y) {
  const double a = fabs(x);
  const int finite = isfinite(a) && a > 0.0;
  double f;
  const double e = split_exponent(finite ? a : 1.0, &f);
  const double near = y * combine_natural(e, f, log_tail(f));
  double result = EXP_NORMAL(near, );
  if (__builtin_expect(!(__builtin_fabs(near) < 2.0) || !finite, 0)) {
    // log of 0, infinity and NaN: -infinity, infinity, NaN (log_twice sees 1 there).
    double log_low;
    double log_high = log_twice(finite ? a : 1.0, &log_low);
    log_high = finite ? log_high : a == 0.0 ? -INFINITY : a;
    log_low = finite ? log_low : 0.0;
    const double product = y * log_high;
    const double product_low =
        isfinite(product) ? fma(y, log_high, -product) + y * log_low : 0.0;
    result = exp_parts(product, product_low);
  }
  return result;
}

// pow's special values as C99 (and the float form) give them; y is odd when y/2 is not an integer.
OVL double pow(double x, double y) {
  const int integer = rint(y) == y; // infinities count as even integers
  const int odd = integer && rint(0.5 * y) != 0.5 * y;
  double r = power_magnitude_double(x, y);
  r = signbit(x) && odd ? -r : r;
  r = x < 0.0 && isfinite(x) && !integer ? NAN : r;
  r = x == -1.0 && isinf(y) ? 1.0 : r;
  return y == 0.0 || x == 1.0 ? 1.0 : r;
}
OVL double pown(double x, int n) {
  const double r = power_magnitude_double(x, (double)n);
  return n == 0 ? 1.0 : signbit(x) && (n & 1) ? -r : r;
}

// rootn(x, n) = x^(1/n): e^(log|x| / n), the quotient kept as two doubles. Negative x has a real
// root for odd n only; zeros and infinities follow pow's rules for the exponent 1/n, and odd n
// keeps x's sign. The float form rounds the double result.
static double root_magnitude(double a, int n) { // a positive and finite
  double log_low;
  const double log_high = log_twice(a, &log_low);
  const double q = log_high / n;
  return exp_parts(q, (fma(-q, (double)n, log_high) + log_low) / n);
}
OVL double rootn(double x, int n) {
  const double a = fabs(x);
  double r = root_magnitude(isfinite(a) && a > 0.0 ? a : 1.0, n);
  r = a == 0.0 ? (n > 0 ? 0.0 : INFINITY) : r;
  r = isinf(a) ? (n > 0 ? INFINITY : 0.0) : r;
  r = (n & 1) ? copysign(r, x) : r;
  return n == 0 || (x < 0.0 && (n & 1) == 0) || isnan(x) ? NAN : r;
}
OVL float rootn(float x, int n) { return (float)rootn((double)x, n); }
VEC_BINARY(double, pow, double, double)
VEC_BINARY(double, pown, double, int)
VEC_BINARY(double, rootn, double, int)
VEC_BINARY(float, rootn, float, int)

// The float forms round the double result: within 0.5 ulp and a hair.
OVL float expm1(float x) { return (float)expm1((double)x); }
OVL float log1p(float x) { return (float)log1p((double)x); }
VEC_UNARY(float, expm1, float)
VEC_UNARY(float, log1p, float)

// 2^f for |f| <= 1/2: Taylor's series of e^(f ln 2) to the 10th power (relative error < 1e-12).
static double exp2_reduced_for_float(double f) {
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
// 2^k is built from its exponent field (k >= -151 stays a normal double), and the product rounds
// to float once.
static float exp2_to_float(double t) {
  const double clamped = fmin(fmax(t, -160.0), 160.0);
  const double k = rint(clamped);
  const double scale = as_double((long)(k + 1023.0) << 52);
  const float result = (float)(exp2_reduced_for_float(clamped - k) * scale);
  return isnan(t) ? (float)t : result;
}
// log2 of a positive finite double a = 2^e (1 + f): e + 2 atanh(s) log2 e with s = f / (2 + f),
// |s| < 0.172, to s^13 (relative error < 1e-12).
static double log2_for_float(double a) {
  double f;
  const double e = split_exponent(a, &f);
  const double s = f / (2.0 + f), s2 = s * s;
  double p = 0x1.3b13b13b13b14p-3;
  p = fma(p, s2, 0x1.745d1745d1746p-3);
  p = fma(p, s2, 0x1.c71c71c71c71cp-3);
  p = fma(p, s2, 0x1.2492492492492p-2);
  p = fma(p, s2, 0x1.999999999999ap-2);
  p = fma(p, s2, 0x1.5555555555555p-1);
  p = fma(p, s2, 2.0);
  return fma(p * s, LOG2E, e);
}

// |x|^y rounded to float, as 2^(y log2|x|) in double. log2|x| within 1e-12 of itself and 2^t
// within 1e-12: where the result is a finite float, |y log2|x|| < 160, so the result is within
// 2e-10 of itself before its one rounding to float (pow allows 16 ulp). (Double's own log2 and
// exp2 keep two doubles' worth of bits that only double's pow needs: half the speed.) The
// infinities and NaN of x follow from log2's special values here; y = 0 against |x| = 0 or
// infinity, and |x| = 1 against infinite y, are the callers' special cases.
static float power_magnitude(float x, double y) {
  const double a = fabs((double)x);
  double l = log2_for_float(a > 0.0 && a < INFINITY ? a : 1.0);
  l = a == 0.0 ? -INFINITY : l;
  l = a == INFINITY ? INFINITY : l;
  return exp2_to_float(y * (isnan(a) ? a : l));
}

// pow's special values are C99's (OpenCL C 3.0 §7.5.1): x^0 and 1^y are 1 even for NaN, (-1)^inf
// is 1, a negative finite x to a non-integer power is NaN, and an odd integer y keeps x's sign.
OVL float pow(float x, float y) {
  const int integer = rint(y) == y; // infinities count as even integers
  const int odd = integer && ((int)fmin(fabs(y), 0x1p24f) & 1);
  float r = power_magnitude(x, (double)y);
  r = signbit(x) && odd ? -r : r;
  r = x < 0.0f && isfinite(x) && !integer ? NAN : r;
  r = x == -1.0f && isinf(y) ? 1.0f : r;
  return y == 0.0f || x == 1.0f ? 1.0f : r;
}
OVL float pown(float x, int n) {
  const float r = power_magnitude(x, (double)n);
  return n == 0 ? 1.0f : signbit(x) && (n & 1) ? -r : r;
}

// sinh, cosh and tanh from expm1 and exp of |x|, without cancellation near 0; asinh, acosh and
// atanh from log1p of arguments that are exact or nearly so near their zeros. In double, then
// rounded: the float results are within about half an ulp.
OVL float sinh(float x) {
  const double e = expm1(fmin(fabs((double)x), 100.0)); // sinh(100) overflows float
  const float r = (float)(0.5 * (e + e / (e + 1.0)));
  return isinf(x) || isnan(x) ? x : copysign(r, x);
}
OVL float cosh(float x) {
  const double e = exp(fabs((double)x));
  return (float)(0.5 * (e + 1.0 / e));
}
OVL float tanh(float x) {
  const double e = expm1(2.0 * fmin(fabs((double)x), 20.0)); // tanh(20) is 1 in float
  return isnan(x) ? x : copysign((float)(e / (e + 2.0)), x);
}
OVL float asinh(float x) {
  const double a = fabs((double)x), square = a * a;
  const float r = (float)log1p(a + square / (1.0 + sqrt(1.0 + square)));
  return isinf(x) ? x : copysign(r, x);
}
OVL float acosh(float x) {
  const double below = (double)x - 1.0;
  const float r = (float)log1p(below + sqrt(below * ((double)x + 1.0)));
  return x < 1.0f ? NAN : r;
}
OVL float atanh(float x) {
  const double a = (double)x;
  return (float)(0.5 * log1p(2.0 * a / (1.0 - a)));
}
VEC_BINARY(float, pow, float, float)
VEC_BINARY(float, pown, float, int)
VEC_UNARY(float, sinh, float)
VEC_UNARY(float, cosh, float)
VEC_UNARY(float, tanh, float)
VEC_UNARY(float, asinh, float)
VEC_UNARY(float, acosh, float)
VEC_UNARY(float, atanh, float)

// pi/8 in 48 bits (M pi/8 is exact for M up to 8) and the rest; tan(pi/8) and the rest.
#define PI8_HIGH 0x1.921fb54442d00p-2
#define PI8_LOW 0x1.8469898cc5170p-50
#define TAN_PI8 0x1.a827999fcef32p-2
#define TAN_PI8_LOW 0x1.08b2fb1366ea9p-56

// atan(r) for |r| <= tan(pi/16): Taylor's series to r^25 (the rest below 2^-56 of the result).
static double atan_reduced(double r) {
  const double z = r * r;
  double q = 1.0 / 25.0;
  q = fma(q, z, -1.0 / 23.0);
  q = fma(q, z, 1.0 / 21.0);
  q = fma(q, z, -1.0 / 19.0);
  q = fma(q, z, 1.0 / 17.0);
  q = fma(q, z, -1.0 / 15.0);
  q = fma(q, z, 1.0 / 13.0);
  q = fma(q, z, -1.0 / 11.0);
  q = fma(q, z, 1.0 / 9.0);
  q = fma(q, z, -1.0 / 7.0);
  q = fma(q, z, 1.0 / 5.0);
  q = fma(q, z, -1.0 / 3.0);
  return fma(r * z, q, r);
}

// The angle of the point (x, y), atan2(y, x), with C99's special values. From q, the smaller
// magnitude over the larger, in [0, 1]: atan q = k pi/8 + atan r with r = (q - t) / (1 + q t)
// around t = tan(k pi/8), |r| <= tan(pi/16); swapping the magnitudes and a negative x turn that
// into M pi/8 + S atan r, added as two doubles until the last rounding.
static double angle(double y, double x) {
  const double ay = fabs(y), ax = fabs(x);
  const int swap = ay > ax;
  const double big = swap ? ay : ax, small = swap ? ax : ay;
  double q = small / big;
  q = big == 0.0 ? 0.0 : q;                          // both zero
  q = isinf(small) ? 1.0 : q;                        // both infinite
  const double k = q > 0x1.561b82ab7f99p-1 ? 2.0 : q > 0x1.975f5e0553158p-3 ? 1.0 : 0.0;
  const double t = k == 2.0 ? 1.0 : k == 1.0 ? TAN_PI8 : 0.0;
  const double r = ((q - t) - (k == 1.0 ? TAN_PI8_LOW : 0.0)) / fma(q, t, 1.0);
  double m = swap ? 4.0 - k : k, s = swap ? -1.0 : 1.0;
  m = signbit(x) ? 8.0 - m : m;
  s = signbit(x) ? -s : s;
  const double result = fma(m, PI8_HIGH, fma(m, PI8_LOW, s * atan_reduced(r)));
  return isnan(x) || isnan(y) ? x + y : copysign(result, y);
}

// asin and acos as the angle of (sqrt(1 - x^2), x), 1 - x^2 rounded once by the FMA; NaN beyond
// [-1, 1] from the square root.
OVL double atan2(double y, double x) { return angle(y, x); }
OVL double atan(double x) { return angle(x, 1.0); }
OVL double asin(double x) { return angle(x, sqrt(fma(-x, x, 1.0))); }
OVL double acos(double x) { return angle(sqrt(fma(-x, x, 1.0)), x); }
VEC_BINARY(double, atan2, double, double)
VEC_UNARY(double, atan, double)
VEC_UNARY(double, asin, double)
VEC_UNARY(double, acos, double)

// hypot: sqrt(x^2 + y^2) with the larger magnitude scaled near 1 when far from it (by powers of
// two: exact), the sum rounded once by the FMA; an infinity wins over NaN, as C99 says. The
// float form is exact in double before its rounding.
OVL double hypot(double x, double y) {
  const double a = fabs(x), b = fabs(y), big = fmax(a, b);
  const double scale = big > 0x1p500 ? 0x1p-600 : big < 0x1p-500 ? 0x1p600 : 1.0;
  const double sa = a * scale, sb = b * scale;
  const double result = sqrt(fma(sa, sa, sb * sb)) / scale;
  return isinf(x) || isinf(y) ? INFINITY : result;
}
OVL float hypot(float x, float y) {
  const double a = (double)x, b = (double)y;
  const float result = (float)sqrt(fma(a, a, b * b));
  return isinf(x) || isinf(y) ? INFINITY : result;
}
VEC_BINARY(double, hypot, double, double)
VEC_BINARY(float, hypot, float, float)


// Double erf and erfc. Below 6: Taylor's series around the nearest c = j/64, from a table of
// erfc(c) (as two doubles) and E = 2/sqrt(pi) e^(-c^2), computed to 300 bits with mpmath. erfc's
// n-th derivative is -E (-1)^(n-1) H_(n-1)(c), H being Hermite's polynomials (H_(n+1) =
// 2c H_n - 2n H_(n-1)), so with h = a - c (exact, |h| <= 1/128) erfc(a) = erfc(c) - E S, S =
// sum((-1)^(n-1) H_(n-1)(c) h^n / n!, n = 1..9): the rest is below 2^-56 of erfc(a) (mpmath,
// at both ends of every interval), and the terms do not cancel. (Centers 1/32 apart needed 11
// terms for that, 1/8 apart 18: the table of 385 rows, 9 KB, saves two steps against 1/32.) erf
// is 1 - erfc(c) + E S, exact at c = 0 where it is E S. From 6 on erf is 1 and erfc(a) is
// e^(-a^2) / a times a polynomial in 1 / a^2 (erfc_far).
__constant double erfc_centers[385][3] = {
    {0x1.0000000000000p+0, 0.0, 0x1.20dd750429b6dp+0},
    {0x1.f6f9447be0743p-1, -0x1.617952f7d6535p-61, 0x1.20cb67bd452c7p+0},
    {0x1.edf3a9ba22dadp-1, -0x1.fe4e0c6ab87e7p-55, 0x1.209546ad13ccfp+0},
    {0x1.e4f05010eca8cp-1, -0x1.33adfea06f84ap-55, 0x1.203b261cd0053p+0},
    {0x1.dbf056fe2df35p-1, -0x1.4c35c43362a08p-58, 0x1.1fbd27cdc72d3p+0},
    {0x1.d2f4dcbc2f894p-1, 0x1.57d0ee5e75c5bp-55, 0x1.1f1b7ae44867fp+0},
    {0x1.c9fefdd6eaf19p-1, -0x1.f07f8bf5cea83p-56, 0x1.1e565bca400d4p+0},
    {0x1.c10fd4c26e896p-1, -0x1.dbe83edfdef42p-59, 0x1.1d6e14099944ap+0},
    {0x1.b82879728f11ep-1, -0x1.742db5924f83dp-55, 0x1.1c62fa1e869b6p+0},
    {0x1.af4a00f426daap-1, -0x1.cf2033f04a954p-56, 0x1.1b357141d95d5p+0},
    {0x1.a6757d08215d8p-1, 0x1.1ef80fee2b134p-55, 0x1.19e5e92b964abp+0},
    {0x1.9dabfbc090901p-1, -0x1.47287de27af43p-55, 0x1.1874ddcdfce24p+0},
    {0x1.94ee8720076b6p-1, 0x1.adcadeb24e787p-55, 0x1.16e2d7093cd8cp+0},
    {0x1.8c3e24bb73372p-1, 0x1.1bedc0f6f5e5fp-55, 0x1.153068581b781p+0},
    {0x1.839bd55eaafc8p-1, -0x1.86b797d8d3921p-55, 0x1.135e3075d076bp+0},
    {0x1.7b0894b3ea35cp-1, 0x1.530740ab874dfp-56, 0x1.116cd8fd67618p+0},
    {0x1.728558ee694fcp-1, -0x1.208b6f02df46ap-55, 0x1.0f5d1602f7e41p+0},
    {0x1.6a13127843ec1p-1, -0x1.f3882af2564f5p-55, 0x1.0d2fa5a70c168p+0},
    {0x1.61b2aba3da093p-1, -0x1.38e845397242dp-58, 0x1.0ae54fa490723p+0},
    {0x1.59650860d6469p-1, -0x1.7de8a637a1e48p-59, 0x1.087ee4d9ad247p+0},
    {0x1.512b05f5006e1p-1, -0x1.e58d1ae1e6e6bp-55, 0x1.05fd3ecbec298p+0},
    {0x1.49057ab900447p-1, 0x1.7db7addcf3bf3p-57, 0x1.03613f2812dafp+0},
    {0x1.40f535d93160ep-1, 0x1.95fdc3865d9b7p-57, 0x1.00abcf3e187a9p+0},
    {0x1.38faff1aa574ap-1, 0x1.ec9a3fecf61c1p-55, 0x1.fbbbbef34b4b2p-1},
    {0x1.311796a46f064p-1, -0x1.74c71fef1759ep-55, 0x1.f5f0cdaf15313p-1},
    {0x1.294bb4cd4b2bdp-1, -0x1.20eb279ce1ecfp-55, 0x1.eff8c4b1375dbp-1},
    {0x1.219809edbd524p-1, 0x1.47292aeeaa2fap-56, 0x1.e9d5a8e4c934ep-1},
    {0x1.19fd3e36ac96ap-1, -0x1.4a74890b41a0ap-55, 0x1.e38988fc46e72p-1},
    {0x1.127bf18c8eadcp-1, 0x1.7ff0a3296d9ccp-56, 0x1.dd167c4cf9d2ap-1},
    {0x1.0b14bb6728cd8p-1, -0x1.d9e2ba90cddd7p-57, 0x1.d67ea1a8b5368p-1},
    {0x1.03c82ab5eb831p-1, 0x1.3333ba777acf7p-55, 0x1.cfc41e36c7df9p-1},
    {0x1.f92d8b91d5cc7p-2, 0x1.cd8d789e4bc72p-56, 0x1.c8e91c4d01368p-1},
    {0x1.eb02147ce245cp-2, -0x1.5e809f1a31a28p-56, 0x1.c1efca49a5011p-1},
    {0x1.dd0ed9ea4bdd6p-2, 0x1.91f8f313b2165p-56, 0x1.bada596f25436p-1},
    {0x1.cf54b4058455fp-2, 0x1.c25f65e76ebfbp-57, 0x1.b3aafcc27502ep-1},
    {0x1.c1d4695e87644p-2, 0x1.2a28c09752a57p-57, 0x1.ac63e7ecc1411p-1},
    {0x1.b48eaee924501p-2, 0x1.ab2d71290b7aap-57, 0x1.a5074e2157620p-1},
    {0x1.a78428050527ep-2, 0x1.ce9e980b5af65p-57, 0x1.9d97610879642p-1},
    {0x1.9ab5668e4930ap-2, 0x1.96263537d4d65p-57, 0x1.96164fafd8de3p-1},
    {0x1.8e22eaf68291ep-2, -0x1.7a10cef07bb68p-56, 0x1.8e86458169af8p-1},
    {0x1.81cd2465e1d96p-2, 0x1.f25f4f6fdf70bp-56, 0x1.86e9694134b9ep-1},
    {0x1.75b470e454d35p-2, -0x1.4bc6408318668p-56, 0x1.7f41dc12c9e89p-1},
    {0x1.69d91d8a595dap-2, -0x1.e941d89557082p-57, 0x1.7791b886e7403p-1},
    {0x1.5e3b66b9405a9p-2, -0x1.cb9914cd9e621p-56, 0x1.6fdb11b1e0c34p-1},
    {0x1.52db785a98acap-2, -0x1.8eef7012e8df5p-56, 0x1.681ff24b4ab04p-1},
    {0x1.47b96e267647ap-2, 0x1.48c279c52cf77p-59, 0x1.60625bd75d07bp-1},
    {0x1.3cd553f045d45p-2, 0x1.9c088ac2adda2p-57, 0x1.58a445da7c74cp-1},
    {0x1.322f25f9da2fdp-2, -0x1.647f32a600b92p-56, 0x1.50e79d1749ac9p-1},
    {0x1.27c6d14c5e341p-2, 0x1.3af3434d0eeabp-57, 0x1.492e42d78d2c5p-1},
    {0x1.1d9c3416d2b4bp-2, 0x1.79a0fb13418ffp-57, 0x1.417a0c4049fd0p-1},
    {0x1.13af1e11be721p-2, 0x1.dcebc8fbc6108p-56, 0x1.39ccc1b136d5ap-1},
    {0x1.09ff50e7b3f93p-2, -0x1.9d1d8a40cfc56p-56, 0x1.32281e2fd1a92p-1},
    {0x1.008c80a24ff10p-2, -0x1.66cf14bcad032p-56, 0x1.2a8dcede3673bp-1},
    {0x1.eeaca836a27ccp-3, 0x1.a8630743d331dp-58, 0x1.22ff727dd6f7bp-1},
    {0x1.dcb8cae2d747fp-3, -0x1.bd5e869177de1p-57, 0x1.1b7e98fe26217p-1},
    {0x1.cb3c8500ea349p-3, -0x1.bfb928cae294cp-58, 0x1.140cc3173f007p-1},
    {0x1.ba36dab91c0e9p-3, 0x1.3c896e9a97c59p-58, 0x1.0cab61f084b93p-1},
    {0x1.a9a6b99fc973bp-3, -0x1.773cfcd3b8d2ap-57, 0x1.055bd6d32e8d7p-1},
    {0x1.998af9b56a3aep-3, -0x1.bbc75449567d2p-58, 0x1.fc3ee5d1524b0p-2},
    {0x1.89e25e6a4cef9p-3, -0x1.68f56204d58fep-58, 0x1.edeeee0959518p-2},
    {0x1.7aab97a554544p-3, -0x1.a558a46df5f67p-57, 0x1.dfca26f5bbf88p-2},
    {0x1.6be542ccffc2fp-3, 0x1.6657aff55a65ep-57, 0x1.d1d2cfff91594p-2},
    {0x1.5d8debd20aacep-3, -0x1.d8bf964650884p-59, 0x1.c40b0729ed548p-2},
    {0x1.4fa40e3af3674p-3, -0x1.9bb8daed1b36cp-57, 0x1.b674c8ffc6283p-2},
    {0x1.4226162fbddd5p-3, -0x1.b40443f6ec34ap-59, 0x1.a911f096fbc26p-2},
    {0x1.351261854b991p-3, 0x1.1b57a455cc08bp-58, 0x1.9be437a7de946p-2},
    {0x1.286740c7a7dabp-3, 0x1.0f097c38bc621p-58, 0x1.8eed36b886d93p-2},
    {0x1.1c22f842ac1f2p-3, 0x1.b1328be2fcbc8p-64, 0x1.822e655b417e7p-2},
    {0x1.1043c1086777dp-3, 0x1.91608a4706a42p-58, 0x1.75a91a7f4d2edp-2},
    {0x1.04c7c9f4b9690p-3, -0x1.6a183d67ebde4p-60, 0x1.695e8cd31867ep-2},
    {0x1.f35a715b2f3e1p-4, -0x1.311292d7128b5p-58, 0x1.5d4fd33729015p-2},
    {0x1.dde4553ef94dep-4, -0x1.d434778d5174fp-58, 0x1.517de540ce2a3p-2},
    {0x1.c9296beb09cf1p-4, -0x1.5224acd170beep-59, 0x1.45e99bcbb7915p-2},
    {0x1.b525d5198cb1cp-4, -0x1.ef38b3c136a69p-58, 0x1.3a93b1998736cp-2},
    {0x1.a1d5a5c4edb96p-4, -0x1.a504adde06a59p-59, 0x1.2f7cc3fe6f423p-2},
    {0x1.8f34e9f8f93a6p-4, -0x1.8d61bf7e554b7p-59, 0x1.24a55399ea239p-2},
    {0x1.7d3fa69816db5p-4, 0x1.81ace739008b7p-58, 0x1.1a0dc51a9934dp-2},
    {0x1.6bf1db13f3983p-4, -0x1.867917db41d40p-59, 0x1.0fb6620c550afp-2},
    {0x1.5b478318ff939p-4, 0x1.59c13f2f751f5p-58, 0x1.059f59af7a906p-2},
    {0x1.4b3c982c338c7p-4, 0x1.8b8c6f96addf6p-60, 0x1.f79183b101c5bp-3},
    {0x1.3bcd133aa0ffcp-4, -0x1.89da82345938bp-62, 0x1.e4652fadcb6b2p-3},
    {0x1.2cf4ee1a5f0fcp-4, 0x1.4a0f55bfc7c13p-58, 0x1.d1b982c501370p-3},
    {0x1.1eb024fc75285p-4, -0x1.58070e921ddb8p-58, 0x1.bf8e1b1ca2279p-3},
    {0x1.10fab7cf72f94p-4, 0x1.5d925e25bf433p-58, 0x1.ade26b7fbed95p-3},
    {0x1.03d0ab9273b94p-4, -0x1.1c2fb565dcadep-60, 0x1.9cb5bd549b111p-3},
    {0x1.ee5c1730b147cp-5, -0x1.2c03539ceb96bp-59, 0x1.8c07329874652p-3},
    {0x1.d61dd57628999p-5, 0x1.9b0859048e098p-62, 0x1.7bd5c7df3fe9cp-3},
    {0x1.bedec8fddb340p-5, -0x1.27fbb2c560af3p-59, 0x1.6c205655be720p-3},
    {0x1.a8973c4b5c03ep-5, 0x1.d27662c1d9dc2p-59, 0x1.5ce595c455b0ap-3},
    {0x1.933f8f6375f2cp-5, 0x1.54d716fff58e8p-63, 0x1.4e241e912c305p-3},
    {0x1.7ed039b24c96bp-5, 0x1.cd092b9dd7d57p-62, 0x1.3fda6bc016994p-3},
    {0x1.6b41cbd198bc8p-5, 0x1.081391063740ep-62, 0x1.3206dceef5f87p-3},
    {0x1.588cf12f4446bp-5, 0x1.3a42831ec7755p-59, 0x1.24a7b84d38971p-3},
    {0x1.46aa7194bd324p-5, -0x1.4be0640a46dd2p-59, 0x1.17bb2c8d41535p-3},
    {0x1.3593328f6abbep-5, 0x1.841d364c8a4c0p-62, 0x1.0b3f52ce8c383p-3},
    {0x1.254038bac19d6p-5, 0x1.c0bcadf17c52ap-60, 0x1.fe6460fef4680p-4},
    {0x1.15aaa8ec85205p-5, -0x1.e86ee834da4cep-61, 0x1.e723726b824a9p-4},
    {0x1.06cbc943d255ap-5, -0x1.ad466df5eb412p-62, 0x1.d0b7a0f921e7cp-4},
    {0x1.f13a043742333p-6, 0x1.e55725301c668p-62, 0x1.bb1c972f23e50p-4},
    {0x1.d62fbdc2e756bp-6, -0x1.8df6dd7c99654p-61, 0x1.a64de673e8837p-4},
    {0x1.bc6c1da1f3121p-6, 0x1.fbf90a59c8999p-60, 0x1.92470a61b6965p-4},
    {0x1.a3e2cb2ae9edbp-6, -0x1.defbd8fbe5247p-61, 0x1.7f036c0107294p-4},
    {0x1.8c87b7a37834fp-6, -0x1.14874375a8755p-61, 0x1.6c7e64e7281cbp-4},
    {0x1.764f1f1f6ddeap-6, -0x1.a939a3c0b72e1p-60, 0x1.5ab342383d178p-4},
    {0x1.612d893085125p-6, -0x1.7847afe4f2a7bp-62, 0x1.499d478bca735p-4},
    {0x1.4d17c968d062bp-6, 0x1.aee92cf55898fp-60, 0x1.3937b1b31925ap-4},
    {0x1.3a02ffb1b7ceep-6, -0x1.07b426e97d22dp-60, 0x1.297db960e4f63p-4},
    {0x1.27e49879737d3p-6, -0x1.60623d8371e46p-61, 0x1.1a6a95b1e786fp-4},
    {0x1.16b24cb8f8f92p-6, -0x1.9d194a11ca30dp-62, 0x1.0bf97e95f2a64p-4},
    {0x1.066221d4539d8p-6, -0x1.126554fa98448p-61, 0x1.fc4b5e32d6259p-5},
    {0x1.edd4d2aec5adbp-7, 0x1.3d316b3d93a11p-62, 0x1.e1d4cf1e2450ap-5},
    {0x1.d0838121f2418p-7, 0x1.b85ba92988bfcp-62, 0x1.c885df3451a07p-5},
    {0x1.b4be201caa4b4p-7, -0x1.6abde927f9cddp-61, 0x1.b055303221015p-5},
    {0x1.9a7315f1d6a55p-7, -0x1.1650d36ab5816p-61, 0x1.993979e14fffep-5},
    {0x1.81915cb0e3323p-7, 0x1.544f685058488p-62, 0x1.83298d717210ep-5},
    {0x1.6a08807632262p-7, -0x1.8d9da7a40c491p-61, 0x1.6e1c5893c380bp-5},
    {0x1.53c89d8bb3ddbp-7, -0x1.9e42624e454bfp-63, 0x1.5a08e85af27e0p-5},
    {0x1.3ec25e5d5af12p-7, -0x1.4621124a8f137p-61, 0x1.46e66be002240p-5},
    {0x1.2ae6f94510dd8p-7, -0x1.9a3501db08955p-61, 0x1.34ac36ad8dafep-5},
    {0x1.18282e31ba3e8p-7, -0x1.8c23f6186159bp-62, 0x1.2351c2f2d1449p-5},
    {0x1.0678442cc256fp-7, -0x1.77b62199d8601p-61, 0x1.12ceb37ff9bc3p-5},
    {0x1.eb940d8319831p-8, -0x1.f755ef1cc8de0p-63, 0x1.031ad58d56279p-5},
    {0x1.cc218694238a2p-8, -0x1.6c65f3c472d8bp-62, 0x1.e85c449e377f3p-6},
    {0x1.ae808c479c371p-8, -0x1.9f8cfc827ece0p-62, 0x1.cc0180af00a8bp-6},
    {0x1.9299afa0246a6p-8, -0x1.e613bc6b0debdp-62, 0x1.b1160991ff737p-6},
    {0x1.785674053e8b9p-8, 0x1.043c9b23a70d0p-64, 0x1.978ae8b55ce1bp-6},
    {0x1.5fa14942c3d54p-8, -0x1.a851e43f76f3ap-64, 0x1.7f5188610ddc8p-6},
    {0x1.4865856ff632ap-8, -0x1.a694d9a6c10dcp-66, 0x1.685bb5134ef13p-6},
    {0x1.328f5ec350e67p-8, -0x1.ca006412e68d0p-62, 0x1.529b9e8cf9a1ep-6},
    {0x1.1e0be557fa673p-8, 0x1.18b9206333885p-62, 0x1.3e03d891b37dep-6},
    {0x1.0ac8fce979b96p-8, 0x1.31ada10982f1cp-62, 0x1.2a875b5ffab56p-6},
    {0x1.f16aad1422a55p-9, 0x1.72f5ba5393d72p-63, 0x1.181983e5133ddp-6},
    {0x1.cf80d4afc3019p-9, -0x1.6aabfff1e020bp-63, 0x1.06ae13b0d3255p-6},
    {0x1.afb4e269693dfp-9, -0x1.90f000e4c2f97p-63, 0x1.ec72615a894c4p-7},
    {0x1.91e8bd0830a74p-9, -0x1.430c1cfc0e9b8p-63, 0x1.cd5ec93c12432p-7},
    {0x1.75ffb3e6519a0p-9, 0x1.0e0a7cf3d745fp-65, 0x1.b00b38d6b3575p-7},
    {0x1.5bde729a6b60fp-9, 0x1.999ec7becc5c7p-65, 0x1.94624e78e0fafp-7},
    {0x1.436af4c058acbp-9, 0x1.53acadcd0ae1ap-63, 0x1.7a4f6aca256cbp-7},
    {0x1.2c8c79e6f04a3p-9, 0x1.4e97e82b0f0d5p-63, 0x1.61beae53b72b7p-7},
    {0x1.172b79a7a1181p-9, 0x1.09486c372870ep-66, 0x1.4a9cf6bda3f4cp-7},
    {0x1.033197ec68c0ep-9, -0x1.b0615fb45c6ffp-63, 0x1.34d7dbc76d7e5p-7},
    {0x1.e11332d0714c5p-10, 0x1.1ec8ef227712bp-65, 0x1.205dac02bd6b9p-7},
    {0x1.be3eb08ae7c20p-10, 0x1.fc597ebea88fep-64, 0x1.0d1d69569b82dp-7},
    {0x1.9dbf721b98dfap-10, -0x1.a853716cc4953p-67, 0x1.f60d8aa2a88f2p-8},
    {0x1.7f713f9cc9784p-10, -0x1.4207143202515p-64, 0x1.d4143a9dfe965p-8},
    {0x1.6331caf57b5dbp-10, -0x1.eddd67429b4ebp-64, 0x1.b430ecf4a83a8p-8},
    {0x1.48e09b21414bfp-10, 0x1.231a32f01fabap-64, 0x1.9646f35a76624p-8},
    {0x1.305ef7fdbfb95p-10, -0x1.3a5de487c2ff8p-64, 0x1.7a3ade6c8b3e5p-8},
    {0x1.198fd6a0ee7bdp-10, 0x1.78dc7315b06e8p-64, 0x1.5ff2750fe7820p-8},
    {0x1.0457c63a96690p-10, 0x1.14d4a5b6b2991p-65, 0x1.4754abacdf1dcp-8},
    {0x1.e139bb05eb49ep-11, 0x1.53391a59d4a3dp-65, 0x1.30499b503957fp-8},
    {0x1.bc8d516fda8bap-11, -0x1.9938ed2220694p-65, 0x1.1aba78ba3af89p-8},
    {0x1.9a7c305336484p-11, 0x1.6394dd2ff0093p-65, 0x1.06918b6355624p-8},
    {0x1.7adadead962edp-11, 0x1.64200e97d4e81p-67, 0x1.e77448fb66bb9p-9},
    {0x1.5d80693276a6dp-11, -0x1.2c813e9dc17a8p-65, 0x1.c4412bf4b8f0bp-9},
    {0x1.424642c28ff75p-11, -0x1.c36a01f7f1131p-65, 0x1.a3645330550ffp-9},
    {0x1.29082600643fdp-11, 0x1.8be7e5c848c07p-65, 0x1.84ba3004a50d0p-9},
    {0x1.11a3f7ffbbfeap-11, 0x1.8148c3f45cc38p-66, 0x1.6821000795a03p-9},
    {0x1.f7f3581a4dc2cp-12, -0x1.47ac20184eb10p-67, 0x1.4d78bba8ca5fdp-9},
    {0x1.cfd6511405b2dp-12, -0x1.f2f0aae7d74aap-66, 0x1.34a305080681fp-9},
    {0x1.aab859b20ac9ep-12, 0x1.88f4ff748376bp-66, 0x1.1d83170fbf6fbp-9},
    {0x1.886470ad946a7p-12, 0x1.61b6e5bf14c94p-67, 0x1.07fdb4dafea5fp-9},
    {0x1.68a8e4b2fc8c2p-12, -0x1.3d33e4230a349p-67, 0x1.e7f232d9e2630p-10},
    {0x1.4b572664bd2dcp-12, -0x1.b9b964a37310ap-68, 0x1.c2b9cf7f893bfp-10},
    {0x1.30439c56dadf6p-12, 0x1.2900671ba2e85p-67, 0x1.a024365f771bdp-10},
    {0x1.174578f6efd5dp-12, -0x1.57b790bf1c482p-66, 0x1.8005f08d6f1efp-10},
    {0x1.003692548d98bp-12, -0x1.10f9074eb74c4p-68, 0x1.6235fbd7a4345p-10},
    {0x1.d5e6777a83c2ap-13, 0x1.7a71f07a66530p-67, 0x1.468dadf4080abp-10},
    {0x1.aeb4423e690e7p-13, -0x1.a732e928e4c5dp-68, 0x1.2ce898809244ep-10},
    {0x1.8a98484a1e8d3p-13, 0x1.6501d55aa0df7p-67, 0x1.15246dda49d47p-10},
    {0x1.695875fb574a0p-13, 0x1.6fccca0094919p-67, 0x1.fe41cd9bb4eeep-11},
    {0x1.4abea183bc470p-13, 0x1.629e52734c6d3p-67, 0x1.d57f524723822p-11},
    {0x1.2e984ed53e777p-13, 0x1.9c7db1f96e779p-72, 0x1.afc85e0f82e12p-11},
    {0x1.14b67693928cfp-13, -0x1.947f9700a71aap-67, 0x1.8ce75e9f6f8a0p-11},
    {0x1.f9da9fde95755p-14, 0x1.0a693604c077ep-70, 0x1.6caa0d3582fe9p-11},
    {0x1.ce283a9e3e330p-14, 0x1.a0aaf3d4b5612p-68, 0x1.4ee1429bf7cc0p-11},
    {0x1.a609f7584d32bp-14, 0x1.d92f3f7ab9ef5p-68, 0x1.3360ccd23db3ap-11},
    {0x1.8139690c0d187p-14, -0x1.a69ac1e45ad76p-68, 0x1.19ff4663ae9dfp-11},
    {0x1.5f7524a8e81a2p-14, -0x1.a15182b56c404p-68, 0x1.0295ef6591848p-11},
    {0x1.40806eb78e353p-14, 0x1.30a881fab597cp-68, 0x1.da01102b5f851p-12},
    {0x1.2422ed95a3235p-14, -0x1.8174270a3a7eap-68, 0x1.b23a5a23e4210p-12},
    {0x1.0a2860115569cp-14, 0x1.b28be47a30a5ep-69, 0x1.8d986a4187285p-12},
    {0x1.e4c0b066a4970p-15, 0x1.abc4edc822f8ep-70, 0x1.6be02102b3520p-12},
    {0x1.b93bf40d5eccbp-15, 0x1.67f724fe903c8p-70, 0x1.4cda5374ea275p-12},
    {0x1.916f7c5f2f764p-15, 0x1.84e95673c70a1p-70, 0x1.30538fbb77ecdp-12},
    {0x1.6d0e7045988cbp-15, -0x1.5c27285bd38a8p-70, 0x1.161be46ad3b50p-12},
    {0x1.4bd1bfa2aba3dp-15, -0x1.5c6bd7b275634p-69, 0x1.fc0d55470cf51p-13},
    {0x1.2d77bd3a382bcp-15, -0x1.65350a7102e0dp-70, 0x1.cfd4a5adec5c0p-13},
    {0x1.11c3bed8e716ap-15, -0x1.899ad47c9a36bp-70, 0x1.a740684026555p-13},
    {0x1.f0fb86d056745p-16, 0x1.e063abd5c4815p-71, 0x1.8208bc334a6a5p-13},
    {0x1.c2e43d417197bp-16, 0x1.8892ee92cd786p-71, 0x1.5feada379d8b7p-13},
    {0x1.98e25420092dap-16, 0x1.10479ce4b530dp-70, 0x1.40a8c1949f75ep-13},
    {0x1.729df6503422ap-16, 0x1.784ca4c429a15p-73, 0x1.2408e9ba3327fp-13},
    {0x1.4fc63c27c71aep-16, -0x1.08b00395ab0a7p-71, 0x1.09d5f819c9e29p-13},
    {0x1.3010aa198de78p-16, -0x1.e1c58eba0962ap-70, 0x1.e3bcf436a1a95p-14},
    {0x1.1338b7e273194p-16, 0x1.de4e5be9ac9a9p-70, 0x1.b7e94604479dcp-14},
    {0x1.f1febf7a916aap-17, 0x1.b7c360a6e4aeap-72, 0x1.8fdc1b2dcf7b9p-14},
    {0x1.c2556a4e7a90fp-17, 0x1.d2921eede641dp-72, 0x1.6b4702d7d5849p-14},
    {0x1.970b05888fda2p-17, -0x1.0bb0383bc7248p-71, 0x1.49e17724f4d41p-14},
    {0x1.6fbdddeff308fp-17, -0x1.b7882e964fff7p-72, 0x1.2b6875310f785p-14},
    {0x1.4c144d984e1b8p-17, 0x1.2d1f7068bf3fbp-74, 0x1.0f9e1b4dd36dfp-14},
    {0x1.2bbc1d878d272p-17, -0x1.9ffe31eb1121ep-71, 0x1.ec929a665b449p-15},
    {0x1.0e69f27a37df3p-17, 0x1.e0288dee8a607p-73, 0x1.be6abbb10a5aap-15},
    {0x1.e7b1882bccac5p-18, 0x1.86e9fc71d42e6p-73, 0x1.94637d5bacfdbp-15},
    {0x1.b792bbc489b04p-18, -0x1.a99758b268f91p-73, 0x1.6e2367dc27f95p-15},
    {0x1.8c03d2d39119bp-18, 0x1.b3ceaed5d9eb6p-73, 0x1.4b581b8d170fcp-15},
    {0x1.649b01d73110ap-18, -0x1.badae53ec94c7p-72, 0x1.2bb5cc22e5db6p-15},
    {0x1.40f79420887c7p-18, 0x1.42196473e70a1p-75, 0x1.0ef6c4c84a0fep-15},
    {0x1.20c1303550f0ep-18, -0x1.20ee80d2c8d09p-73, 0x1.e9b5e8d00ce77p-16},
    {0x1.03a72a2bbdc06p-18, 0x1.67889c001099dp-73, 0x1.ba4f035d60e03p-16},
    {0x1.d2bfc6210880ap-19, 0x1.c3ef98d35f750p-73, 0x1.8f4ccca7fc90dp-16},
    {0x1.a35068e9c89cfp-19, -0x1.ded67787cbb5fp-73, 0x1.684c227fcacefp-16},
    {0x1.7885ce9f67cdbp-19, -0x1.004a4c0a6b8a9p-73, 0x1.44f21e49054f2p-16},
    {0x1.51f06ad20e4c3p-19, 0x1.01b220c7853c4p-73, 0x1.24eb7254ccf83p-16},
    {0x1.2f2aa92823e80p-19, 0x1.f0e8f4bd6aaccp-73, 0x1.07ebd2a2d2844p-16},
    {0x1.0fd8160ca94a0p-19, 0x1.215c164cd1559p-76, 0x1.db5ad0b27805cp-17},
    {0x1.e749309831666p-20, -0x1.76172989e68aep-76, 0x1.abe09e9144b5ep-17},
    {0x1.b48774d0f8e45p-20, 0x1.6743a821eb4b6p-74, 0x1.80f439b4ee04bp-17},
    {0x1.86e0050236315p-20, 0x1.638022f0323e1p-76, 0x1.5a2adfa0b4bc4p-17},
    {0x1.5dd4af79906a9p-20, -0x1.0c7e14175ab8fp-74, 0x1.37231085c7d9ap-17},
    {0x1.38f2e86f38216p-20, -0x1.04a7333baf0fdp-74, 0x1.1783ceac28910p-17},
    {0x1.17d2c50b2bfafp-20, 0x1.34782d8f6a5e2p-81, 0x1.f5f7d88472604p-18},
    {0x1.f42c17ae0ebf6p-21, 0x1.c91d6549fc9c1p-75, 0x1.c282cd3957edap-18},
    {0x1.beceb1f9f5b3dp-21, -0x1.895f03633c7fep-75, 0x1.94219bfcb4928p-18},
    {0x1.8ef2a9a18d857p-21, -0x1.2d76dc03e80a5p-75, 0x1.6a597219a93dap-18},
    {0x1.640bf6745325ep-21, -0x1.57a816734d396p-75, 0x1.44ba864670882p-18},
    {0x1.3d9be56279ee9p-21, 0x1.fbb1f7268ed50p-76, 0x1.22df298214423p-18},
    {0x1.1b2fe32991d5cp-21, -0x1.e1c9bdd66b561p-75, 0x1.046aeabcfcdecp-18},
    {0x1.f8c0c2e2ce8dep-22, 0x1.ac2e9d31bb2d7p-76, 0x1.d21397ead99cbp-19},
    {0x1.c19fa87de37fbp-22, -0x1.27dfe0c6c030dp-77, 0x1.a0df0f0c626dcp-19},
    {0x1.90538b942ea7cp-22, 0x1.9214373548f31p-76, 0x1.74adc8f4064d3p-19},
    {0x1.6443fdcf0c327p-22, -0x1.0f70a529cb003p-77, 0x1.4d0231928c6f9p-19},
    {0x1.3ce784b411931p-22, -0x1.8c77157062626p-76, 0x1.296a70f414053p-19},
    {0x1.19c232fd50b88p-22, -0x1.645b1e41d9ffbp-81, 0x1.097f6156f32c5p-19},
    {0x1.f4c8c392fb944p-23, 0x1.65ee7c861c072p-79, 0x1.d9c73698fb1dcp-20},
    {0x1.bcd30dfbd611bp-23, 0x1.6cab887efcaa0p-78, 0x1.a6852c6b58392p-20},
    {0x1.8aee4cd06ec1bp-23, -0x1.519d0e06052c4p-79, 0x1.789fb715aae95p-20},
    {0x1.5e77b6bbd2127p-23, -0x1.5aa1c8107ff52p-80, 0x1.4f8c96f26a26ap-20},
    {0x1.36dcf18a6465cp-23, -0x1.711208717ecc9p-79, 0x1.2acee2f5ecdb8p-20},
    {0x1.139a7b37f8475p-23, 0x1.5c9e184110e24p-77, 0x1.09f5cf4dd2877p-20},
    {0x1.e87470e4f4246p-24, -0x1.cafa3aa5b4314p-82, 0x1.d9371e2ff7c35p-21},
    {0x1.b0a44aa2f067ep-24, -0x1.287b2264ec746p-78, 0x1.a4c89e08ef4f3p-21},
    {0x1.7f064a8ba8323p-24, -0x1.12749576b6062p-78, 0x1.75fa8dbc84becp-21},
    {0x1.52efdf060cd20p-24, 0x1.e0bec81328bd5p-79, 0x1.4c37c0394d094p-21},
    {0x1.2bc82ab9d2302p-24, 0x1.4b5a3c94128b3p-78, 0x1.26f9df8519bd7p-21},
    {0x1.090640946d2d5p-24, 0x1.5d715ac7eebcbp-78, 0x1.05c803e4831c1p-21},
    {0x1.d45f15b49b35ep-25, 0x1.0893492a3a020p-79, 0x1.d06ad6ecdf971p-22},
    {0x1.9dacb2c432ef4p-25, 0x1.0667d44ef5199p-80, 0x1.9bc09f112b494p-22},
    {0x1.6d3126d74b6ccp-25, -0x1.301eb5249fe1dp-79, 0x1.6ce1aa3fd7bddp-22},
    {0x1.423d13a3b73e1p-25, -0x1.7e18773aeb49dp-82, 0x1.43302cc4a0da8p-22},
    {0x1.1c33cd3c37addp-25, -0x1.184b64e23521dp-81, 0x1.1e1e857adc568p-22},
    {0x1.f512dd15b73b7p-26, 0x1.b36cc838eb258p-82, 0x1.fa5b4f49cc6b2p-23},
    {0x1.b9823c51276e1p-26, -0x1.a2e44396d39b5p-80, 0x1.bfd7555a3bd68p-23},
    {0x1.84d6fe15b6b93p-26, 0x1.d35830d8fad4bp-81, 0x1.8be4f8f6c951fp-23},
    {0x1.564a91cd221f0p-26, -0x1.37c7ed71d413ap-80, 0x1.5dcd669f2cd34p-23},
    {0x1.2d2c0909ebeb9p-26, -0x1.f7b99ff6f3384p-80, 0x1.34ecf8a3c124ap-23},
    {0x1.08ddd13bd35e7p-26, -0x1.615db40319381p-80, 0x1.10b1488aeb235p-23},
    {0x1.d1a75065a8c74p-27, -0x1.d7fd63105cde6p-84, 0x1.e12ee004efc37p-24},
    {0x1.99218b8ac7f8ep-27, 0x1.09cf5d7c44beap-82, 0x1.a854ea14102a8p-24},
    {0x1.674c6ae60d852p-27, -0x1.52bca6ba9539dp-81, 0x1.7603bac345f65p-24},
    {0x1.3b62b6aafb0c8p-27, -0x1.6da080c6bf63dp-82, 0x1.4980cb3c80949p-24},
    {0x1.14b54042f445bp-27, -0x1.836a6e2efc78dp-81, 0x1.2225b12bffc68p-24},
    {0x1.e5510173b9a50p-28, -0x1.fb0a838c616fap-82, 0x1.febc107d5efaap-25},
    {0x1.a964ed354f984p-28, -0x1.9876a052a1188p-82, 0x1.c14b2188bcee4p-25},
    {0x1.74b179d1eba81p-28, -0x1.83473776fe2fcp-82, 0x1.8b0cfce0579e0p-25},
    {0x1.465daafca8b1dp-28, 0x1.e6a74c99e34dcp-82, 0x1.5b2fe547a1340p-25},
    {0x1.1da9433aebbcfp-28, 0x1.de598d0fefd21p-85, 0x1.30f93c3699078p-25},
    {0x1.f3d41033c44ccp-29, 0x1.a2a7a6b123655p-83, 0x1.0bc30c5d52f15p-25},
    {0x1.b512a1fb1d8fcp-29, 0x1.9aa5e17595859p-84, 0x1.d5f3a8dea7357p-26},
    {0x1.7e03b1cc6d738p-29, 0x1.d94e5d62567d6p-85, 0x1.9c3517e789488p-26},
    {0x1.4dbb989001d84p-29, 0x1.9901cd5402c73p-84, 0x1.6961b8d641d06p-26},
    {0x1.236a197bf0b9ap-29, 0x1.724319d75b769p-84, 0x1.3cab1343d18d1p-26},
    {0x1.fcae93fb7323cp-30, 0x1.35a3596692c9cp-84, 0x1.155a09065d4f7p-26},
    {0x1.bbc1a022c14d4p-30, -0x1.b472ef58730aep-85, 0x1.e59890b926c78p-27},
    {0x1.82eedbe410407p-30, 0x1.6c8d1f533d9f4p-85, 0x1.a8e405e651ab6p-27},
    {0x1.5139a5f3661fbp-30, 0x1.1732de371aed9p-84, 0x1.7397c5a66e307p-27},
    {0x1.25c354b26cb4ep-30, -0x1.683677f351cc5p-84, 0x1.44d26de513197p-27},
    {0x1.ff8f84418d510p-31, 0x1.b427ab2ecd911p-85, 0x1.1bcca373b7b43p-27},
    {0x1.bd3474ec16ca5p-31, 0x1.21dba8491370cp-85, 0x1.efac5187b2863p-28},
    {0x1.8345858c4438dp-31, 0x1.3b1493c696a8ap-85, 0x1.b0a68a2128babp-28},
    {0x1.50b75c536f927p-31, -0x1.3c10e160b737ep-89, 0x1.7974e743dea3dp-28},
    {0x1.249ef1c3be817p-31, 0x1.4336c54fd10fap-87, 0x1.4924a74dec729p-28},
    {0x1.fc5b8748842b2p-32, -0x1.5e3d920bea296p-86, 0x1.1edfa3c5f5ccap-28},
    {0x1.b95cede6d524bp-32, -0x1.b1c9d6ff34e22p-86, 0x1.f3d2185e047d9p-29},
    {0x1.7f03b935e8e3ap-32, -0x1.dec27620c6d2dp-86, 0x1.b334fac4b9f99p-29},
    {0x1.4c389be9acb83p-32, -0x1.2af7a09051f5bp-86, 0x1.7ac2d72fc2c63p-29},
    {0x1.2006aeb6bc768p-32, -0x1.074bf475e6a5fp-88, 0x1.4979ac8b28927p-29},
    {0x1.f32ea02b55d23p-33, -0x1.524de9a208b9fp-88, 0x1.1e767bce37dd7p-29},
    {0x1.b05cfe2e99435p-33, -0x1.a071ed80552c6p-87, 0x1.f1e3523b41d7dp-30},
    {0x1.764f46cf19f9cp-33, -0x1.32bf952cc245fp-87, 0x1.b0778b7b3301bp-30},
    {0x1.43e56c3e340a7p-33, -0x1.5f538f1e78031p-87, 0x1.77756ec9f78fap-30},
    {0x1.182380bd2f494p-33, -0x1.a8aeae77b0794p-87, 0x1.45ce65699ff6dp-30},
    {0x1.e45a9790460c1p-34, 0x1.a06cff54da2eap-88, 0x1.1a94ff571654fp-30},
    {0x1.a284cb82c31cep-34, -0x1.cb3a8262fe10ap-88, 0x1.e9f1ff8ddd774p-31},
    {0x1.697595326d7dcp-34, -0x1.4b5b3173f334bp-88, 0x1.a887bd2b4404dp-31},
    {0x1.3807ab51436a8p-34, -0x1.7fc0f9cea6dc7p-92, 0x1.6fab63324088ap-31},
    {0x1.0d3b35021d695p-34, -0x1.42a25e7a42894p-89, 0x1.3e44e45301b92p-31},
    {0x1.d0623f4f4a28fp-35, -0x1.70af323ec0decp-90, 0x1.135f28f2d50b4p-31},
    {0x1.904e0b3aa82a3p-35, 0x1.5686bc2895053p-90, 0x1.dc479de0ef001p-32},
    {0x1.58e7298af87d9p-35, 0x1.1b25a8d43d442p-89, 0x1.9baed3ed27ab8p-32},
    {0x1.2906cb94eb40dp-35, -0x1.c0660ecf7e5b9p-91, 0x1.63ac6b4edc88ep-32},
    {0x1.ff58dab4f2a79p-36, 0x1.c358bb1f4df7ap-90, 0x1.332259185f1a0p-32},
    {0x1.b7f1f31b571b6p-36, -0x1.c40e495eaaa89p-92, 0x1.0916f04b6e18bp-32},
    {0x1.7a550f03b145bp-36, 0x1.2fa59f78d0e12p-90, 0x1.c960bf23153e0p-33},
    {0x1.453141082302ap-36, -0x1.1a101007d8742p-90, 0x1.8a61745ec7d1dp-33},
    {0x1.1761f87a6dc3dp-36, -0x1.f215a1a426047p-90, 0x1.53e4f7d1666cbp-33},
    {0x1.dfd296adef82ap-37, 0x1.980e4c28b8064p-91, 0x1.24caf2c32af14p-33},
    {0x1.9bd5efd2c0f15p-37, 0x1.698823822eaefp-91, 0x1.f830c0bb41fd7p-34},
    {0x1.61500f5293f06p-37, -0x1.0e1405b5fdf78p-94, 0x1.b1e5acf351d87p-34},
    {0x1.2ef5ff0323b28p-37, 0x1.3397361176935p-92, 0x1.7538c60a04476p-34},
    {0x1.03a918225a966p-37, -0x1.c2dcdc5c54b57p-91, 0x1.40dfd87456f4cp-34},
    {0x1.bce26a2fb7176p-38, -0x1.f568f4a63d5dfp-94, 0x1.13bc07e891491p-34},
    {0x1.7cef42e9a617dp-38, 0x1.22a7daf8a3e2fp-92, 0x1.d9a880f306bd8p-35},
    {0x1.460560e841d79p-38, -0x1.c0b2bcacb2ba2p-96, 0x1.96a0b33f2c4dap-35},
    {0x1.16e3ca3d4393fp-38, 0x1.dc30a4012562bp-92, 0x1.5ce9ab1670dd2p-35},
    {0x1.dcea670907819p-39, 0x1.a080708d81d45p-94, 0x1.2b3e53538ff3fp-35},
    {0x1.97945aa1c9c35p-39, -0x1.baf2404348f92p-93, 0x1.0084ff125639dp-35},
    {0x1.5c2827c986b62p-39, -0x1.371cdba89be69p-95, 0x1.b7937d1c40c53p-36},
    {0x1.294150fb19119p-39, 0x1.b9120a646eb40p-97, 0x1.7872d9fa10aadp-36},
    {0x1.fb58fa290d436p-40, 0x1.b7561b2879b8fp-94, 0x1.423ac0df49a40p-36},
    {0x1.b0c1a759f7739p-40, -0x1.b28568855c7a1p-94, 0x1.13af4f04f9998p-36},
    {0x1.70f4744735c2bp-40, 0x1.54438134af97dp-98, 0x1.d77f0c82e7641p-37},
    {0x1.3a68a8c1234e1p-40, 0x1.3722232860d74p-97, 0x1.92ff33023d5bdp-37},
    {0x1.0bcc5fd30f1ddp-40, -0x1.2e05cbf95250cp-95, 0x1.5847eda620959p-37},
    {0x1.c7fa0c7e3bac7p-41, -0x1.fbfe69f39a91ap-96, 0x1.25f9ee0b923dcp-37},
    {0x1.8401b5336a8a0p-41, 0x1.a772b343dba82p-98, 0x1.f5cc7718082b0p-38},
    {0x1.4a029a7ea7cd1p-41, -0x1.9cc3eb4650127p-95, 0x1.ac0f5f3229372p-38},
    {0x1.188c45630dc53p-41, -0x1.b93ebf5b60a6ap-96, 0x1.6cfa9bcca59dcp-38},
    {0x1.dcc4fabf32f1cp-42, -0x1.748a050f39acfp-96, 0x1.370ab8327af5ep-38},
    {0x1.94ec06c0ff29fp-42, -0x1.7e82a692a4db4p-97, 0x1.08f24085d4597p-38},
    {0x1.57bc950253825p-42, -0x1.0dc3ea25d92dbp-102, 0x1.c324c20e337dcp-39},
    {0x1.23a8197d2607ep-42, 0x1.8bf61ee62786ap-96, 0x1.7fe903cdf5855p-39},
    {0x1.eeb27891d2bb3p-43, -0x1.71d1156d4afcep-97, 0x1.46897d4b69fc6p-39},
    {0x1.a357936adf17bp-43, -0x1.ccf777b5d4a72p-97, 0x1.159a386b11517p-39},
    {0x1.634b7f56b0a5cp-43, -0x1.a84a0a0c63abfp-98, 0x1.d7c593130dd0bp-40},
    {0x1.2ce2a3690576bp-43, 0x1.f0c8018e05911p-97, 0x1.90ae4d3405651p-40},
    {0x1.fd5f08ad2b29ap-44, 0x1.e5b1d0c5bf934p-99, 0x1.5422ef5d8949dp-40},
    {0x1.aef3ce0add578p-44, -0x1.5d86f19b75ef9p-100, 0x1.20997f73e73ddp-40},
    {0x1.6c6e61e57bf9bp-44, 0x1.e1df1302dc821p-99, 0x1.e9810295890ecp-41},
    {0x1.3407b59d72a5bp-44, -0x1.1f3ed5c445b0fp-100, 0x1.9eee068fa7596p-41},
    {0x1.043b9f1621ff3p-44, -0x1.8a2177f602255p-100, 0x1.5f8b87a31bd85p-41},
    {0x1.b77e5cbd5d147p-45, 0x1.db45eac269ebap-99, 0x1.29b2933ef4cbcp-41},
    {0x1.72f0c4c8e9bffp-45, 0x1.9482c82b68360p-99, 0x1.f7f338086a86bp-42},
    {0x1.38ee17b150182p-45, -0x1.d16dea682a129p-100, 0x1.aa577251ae485p-42},
    {0x1.07dd6833bb380p-45, -0x1.63b11e0c47d2ap-99, 0x1.68823e52970bep-42},
    {0x1.bcc58edad5559p-46, -0x1.8ba9b75596989p-101, 0x1.30b14dbe876bcp-42},
    {0x1.76aca47764427p-46, -0x1.7d962bd3e16a6p-105, 0x1.01647ba798745p-42},
    {0x1.3b79118c097a1p-46, 0x1.edd8848c46797p-100, 0x1.b2a87e86d0c8ap-43},
    {0x1.097f82fc04025p-46, -0x1.22acca5ce58afp-103, 0x1.6ed2f2515e933p-43},
    {0x1.beaa3d6c15504p-47, 0x1.917b12d31aebdp-105, 0x1.356cd5ce7799ep-43},
    {0x1.778be2bd9795bp-47, -0x1.99ad8d52288c8p-104, 0x1.04e15ecc7f3f6p-43},
    {0x1.3b99832cbefddp-47, 0x1.bc2cecd1bf5f7p-101, 0x1.b7b040832f310p-44},
    {0x1.09182b326b229p-47, -0x1.22e85b13a8e1dp-102, 0x1.7258610b3b233p-44},
    {0x1.bd20fcc3b76d7p-48, -0x1.5a1b907c317dcp-104, 0x1.37c92babdc2fdp-44},
    {0x1.7589207e91ad1p-48, 0x1.43f24ff89337cp-102, 0x1.065b9616170d4p-44},
    {0x1.394e7a2ac9fc7p-48, -0x1.ed65d535696aap-103, 0x1.b950d32467392p-45},
    {0x1.06a996198f06fp-48, -0x1.2c3e9e8be3eb3p-102, 0x1.72fd93e036cdcp-45},
    {0x1.b8328ee330ae9p-49, 0x1.f8db97bcde356p-103, 0x1.37b83c521fe96p-45},
    {0x1.70aff489136ebp-49, -0x1.cb61943bbe2dep-103, 0x1.05ca50205d26ap-45},
    {0x1.34a53ce0bbb6fp-49, 0x1.c5b80595fec37p-103, 0x1.b7807e294781fp-46},
    {0x1.0241de6c31e5bp-49, -0x1.636c6dd3916b0p-103, 0x1.70beaf9c7ffb6p-46},
    {0x1.affb906d0ae09p-50, 0x1.5231c8aac29f1p-107, 0x1.353a6cf7f7fffp-46},
    {0x1.691c7c768becep-50, -0x1.83dd18d7e87f6p-104, 0x1.0330f0fd69921p-46},
    {0x1.2db8ca9009091p-50, 0x1.dadadd91975a6p-104, 0x1.b24a16b4d09aap-47},
    {0x1.f7f4f88751db4p-51, 0x1.4d9ca78674d69p-107, 0x1.6ba91ac734786p-47},
    {0x1.a4ab6470c1c5cp-51, -0x1.5587bfa148eb4p-107, 0x1.305e9721d0981p-47},
    {0x1.5efa4d64f59f6p-51, 0x1.1a35cd984caf0p-106, 0x1.fd3de10d62855p-48},
    {0x1.24b0d7368076ep-51, 0x1.47020abb50c61p-105, 0x1.a9cc93c25aca9p-48},
    {0x1.e7eea02e4ed88p-52, -0x1.824cc1e2339a2p-106, 0x1.63daf8b4b1e0cp-48},
    {0x1.96826d9e90341p-52, 0x1.449f5969bad73p-106, 0x1.294175802d99ap-48},
    {0x1.5282d2d5803fep-52, -0x1.d1031c67e6ddfp-106, 0x1.f05e82aae2bb9p-49},
    {0x1.19c050c56d0d7p-52, -0x1.1fbcac78fb86cp-108, 0x1.9e39dc5dd2f7cp-49},
    {0x1.d4ca9b634ecbap-53, 0x1.7013429c9e27ap-110, 0x1.5982008db1304p-49},
    {0x1.85cfacb7477f2p-53, -0x1.a6291dfbb8c2fp-108, 0x1.200c898d9ee3ep-49},
    {0x1.43fb317b5dc37p-53, 0x1.ed67d2a18b2dfp-107, 0x1.e00e9148a1d25p-50},
    {0x1.0d23817479c67p-53, 0x1.32d3544631536p-107, 0x1.8fd4e01891bf8p-50},
    {0x1.bef1b1a12823ep-54, -0x1.b1807c3b357d3p-108, 0x1.4cd9c04158cd7p-50},
    {0x1.72ede3b7eaa25p-54, -0x1.5d991b9bbdc3cp-109, 0x1.14f4890ff2461p-50},
    {0x1.33b1c9d1576ecp-54, 0x1.620b3994c55f6p-108, 0x1.ccaaea71ab0dfp-51},
    {0x1.fe3bcf4629feap-55, 0x1.924b985d402e3p-111, 0x1.7eef13b59e96cp-51},
    {0x1.a6d7d18831888p-55, -0x1.69240b604f20ep-111, 0x1.3e296303b2297p-51},
    {0x1.5e4062d5b6a4ep-55, -0x1.d5e6ab7d58414p-113, 0x1.083768c5e4542p-51},
    {0x1.21fb7a81c5444p-55, 0x1.da0773f13afc9p-112, 0x1.b69f10b0191b5p-52},
    {0x1.dfefbdb19ac7ep-56, 0x1.4f9340a7eea8bp-110, 0x1.6be573c40c8e7p-52},
    {0x1.8cf81557d20b6p-56, 0x1.a7fff0cc732c0p-112, 0x1.2dc119095729fp-52},
};

// erfc(a) = *c_hi + *c_lo - (the result), for 0 <= a < 6 (see above): with e_n =
// (-1)^(n-1) H_(n-1)(c), e_(n+1) = -2c e_n - 2(n-1) e_(n-1), and S = h (e_1 + h/2 (e_2 + h/3
// (e_3 + ...))). Written out, not as a loop: the SPMD vectorizer sees the kernel before loops
// unroll, and straight code lets CSE share one value's erfc(x) and erfc(-x) (cumulative normals
// of d and -d: the |x| of both is one value, pipeline.cpp's dropSignsUnderFabs).
static double erfc_offset(double a, double* c_hi, double* c_lo) {
  const int j = (int)rint(a * 64.0);
  const double c = 0.015625 * j, h = a - c, m = -2.0 * c;
  *c_hi = erfc_centers[j][0];
  *c_lo = erfc_centers[j][1];
  const double e2 = m, e3 = fma(m, e2, -2.0), e4 = fma(m, e3, -4.0 * e2),
               e5 = fma(m, e4, -6.0 * e3), e6 = fma(m, e5, -8.0 * e4), e7 = fma(m, e6, -10.0 * e5),
               e8 = fma(m, e7, -12.0 * e6), e9 = fma(m, e8, -14.0 * e7);
  double sum = fma(e9, h * (1.0 / 9.0), e8);
  sum = fma(sum, h * (1.0 / 8.0), e7);
  sum = fma(sum, h * (1.0 / 7.0), e6);
  sum = fma(sum, h * (1.0 / 6.0), e5);
  sum = fma(sum, h * (1.0 / 5.0), e4);
  sum = fma(sum, h * (1.0 / 4.0), e3);
  sum = fma(sum, h * (1.0 / 3.0), e2);
  sum = fma(sum, h * 0.5, 1.0);
  return erfc_centers[j][2] * (h * sum);
}

// erfc(a) for 6 <= a <= 27.5 (see above): e^(-a^2) / a G(1 / a^2), G(u) = a e^(a^2) erfc(a), a
// polynomial of degree 9 fitted to G on [0, 1/36] (mpmath's Chebyshev fit, within 2^-52.3 with
// the coefficients rounded), one division. e^(-a^2) takes a^2 as two doubles; below a^2 = 708 in
// one straight block, the subnormal results beyond on a path the source marks rare.
static double erfc_far(double a) {
  const double inverse = 1.0 / a, u = inverse * inverse;
  double g = -0x1.7cacbb231ca1bp+13;
  g = fma(g, u, 0x1.9bdec83f376a3p+11);
  g = fma(g, u, -0x1.1900835e9bd4bp+9);
  g = fma(g, u, 0x1.6c14c3185d677p+6);
  g = fma(g, u, -0x1.0a76ea2519df1p+4);
  g = fma(g, u, 0x1.d9e9a085d9ea5p+1);
  g = fma(g, u, -0x1.0ecf9a0de7893p+0);
  g = fma(g, u, 0x1.b14c2f7e3ccc0p-2);
  g = fma(g, u, -0x1.20dd750428000p-2);
  g = fma(g, u, 0x1.20dd750429b6dp-1);
  const double square = a * a, square_low = fma(a, a, -square);
  double e = EXP_NORMAL(-square, -square_low);
  if (__builtin_expect(!(square < 708.0), 0))
    e = exp_scaled(-square, -square_low, 0.0);
  return e * (g * inverse);
}

OVL double erf(double x) {
  const double a = fabs(x);
  double c_hi, c_lo, e;
  const double offset = erfc_offset(fmin(a, 6.0), &c_hi, &c_lo);
  const double one_minus = two_sum(1.0, -c_hi, &e);
  const double r = a < 6.0 ? one_minus + ((e - c_lo) + offset) : 1.0;
  return isnan(x) ? x : copysign(r, x);
}
OVL double erfc(double x) {
  const double a = fabs(x);
  double c_hi, c_lo;
  const double offset = erfc_offset(fmin(a, 6.0), &c_hi, &c_lo);
  // erfc(c)'s low part is left out (and not read): half an ulp of the result, where a gather
  // costs what a dozen FMAs do (independent erfcs 122 -> 150 Mval/s); erf needs it.
  double r = c_hi - offset;
  // From 6 on (and NaN), where erfc is below 2e-17: a vector step without such a lane jumps
  // over erfc_far.
  if (__builtin_expect(!(a < 6.0), 0))
    r = a <= 27.5 ? erfc_far(fmin(a, 27.5)) : 0.0;
  r = signbit(x) ? 2.0 - r : r;
  return isnan(x) ? x : r;
}
// The float forms round the double ones (the spec allows 16 ulp; these are within one): the table
// and its short series cost less than float's own series and continued fraction in double did.
OVL float erf(float x) { return (float)erf((double)x); }
OVL float erfc(float x) { return (float)erfc((double)x); }
VEC_UNARY(double, erf, double)
VEC_UNARY(double, erfc, double)
VEC_UNARY(float, erf, float)
VEC_UNARY(float, erfc, float)

// Double hyperbolic functions. sinh below 1 by Taylor's series to x^19 (the rest below 2^-60);
// sinh and cosh from E = e^|x| / 2 (scaled, so finite up to where they overflow) as
// E -+ 1 / (4E) elsewhere; tanh from expm1(2|x|) as e / (e + 2). asinh as log1p of an argument
// without cancellation, log(2|x|) from 2^28 on; acosh as log1p below 2 and log(2x - 1/(x + sqrt))
// above, log(2x) from 2^28 on; atanh as log1p(2|x| / (1 - |x|)) / 2. Worst measured within 2.5 ulp.
static double sinh_series(double x) {
  const double z = x * x;
  double p = 1.0 / 121645100408832000.0;
  p = fma(p, z, 1.0 / 355687428096000.0);
  p = fma(p, z, 1.0 / 1307674368000.0);
  p = fma(p, z, 1.0 / 6227020800.0);
  p = fma(p, z, 1.0 / 39916800.0);
  p = fma(p, z, 1.0 / 362880.0);
  p = fma(p, z, 1.0 / 5040.0);
  p = fma(p, z, 1.0 / 120.0);
  p = fma(p, z, 1.0 / 6.0);
  return fma(x * z, p, x);
}
OVL double sinh(double x) {
  const double a = fabs(x), e = exp_scaled(a, 0.0, -1.0);
  const double r = a < 1.0 ? sinh_series(a) : e - 0.25 / e;
  return isnan(x) ? x : copysign(r, x);
}
OVL double cosh(double x) {
  const double e = exp_scaled(fabs(x), 0.0, -1.0);
  return e + 0.25 / e;
}
OVL double tanh(double x) {
  const double e = expm1(2.0 * fmin(fabs(x), 40.0)); // tanh(40) is 1 in double
  return isnan(x) ? x : copysign(e / (e + 2.0), x);
}
// log(2a) for a up to the largest double: log a + ln 2, the sum rounded once.
static double log_twice_plus_ln2(double a) {
  double lo;
  const double hi = log_twice(a, &lo);
  return hi + (LN2 + (lo + LN2_LOW));
}
OVL double asinh(double x) {
  const double a = fabs(x), square = a * a;
  const double small = log1p(a + square / (1.0 + sqrt(1.0 + square)));
  const double r = a < 0x1p28 ? small : log_twice_plus_ln2(fmin(a, DBL_MAX));
  return isinf(x) || isnan(x) ? x : copysign(r, x);
}
OVL double acosh(double x) {
  const double below = x - 1.0;
  const double near_one = log1p(below + sqrt(below * (x + 1.0)));
  const double middle = log(2.0 * x - 1.0 / (x + sqrt(fma(x, x, -1.0))));
  double r = x < 2.0 ? near_one : x < 0x1p28 ? middle : log_twice_plus_ln2(fmin(x, DBL_MAX));
  r = x == INFINITY ? x : r;
  return x < 1.0 || isnan(x) ? NAN : r;
}
OVL double atanh(double x) {
  const double a = fabs(x); // log1p(u) near u = -1 would magnify the argument's rounding
  return copysign(0.5 * log1p(2.0 * a / (1.0 - a)), x);
}
VEC_UNARY(double, sinh, double)
VEC_UNARY(double, cosh, double)
VEC_UNARY(double, tanh, double)
VEC_UNARY(double, asinh, double)
VEC_UNARY(double, acosh, double)
VEC_UNARY(double, atanh, double)

// 2/pi's first 1216 bits in 64-bit words, after two zero words: x below 2^54 needs the bits that
// lie before 2/pi's first one.
__constant ulong two_over_pi_bits[21] = {
    0x0000000000000000ul, 0x0000000000000000ul, 0xa2f9836e4e441529ul, 0xfc2757d1f534ddc0ul,
    0xdb6295993c439041ul, 0xfe5163abdebbc561ul, 0xb7246e3a424dd2e0ul, 0x06492eea09d1921cul,
    0xfe1deb1cb129a73eul, 0xe88235f52ebb4484ul, 0xe99c7026b45f7e41ul, 0x3991d639835339f4ul,
    0x9c845f8bbdf9283bul, 0x1ff897ffde05980ful, 0xef2f118b5a0a6d1ful, 0x6d367ecf27cb09b7ul,
    0x4f463f669e5fea2dul, 0x7527bac7ebe5f17bul, 0x3d0739f78a5292eaul, 0x6bfb5fb11f8d5d08ul,
    0x56033046fc7b6babul};

#define PIO2_HIGH 0x1.921fb54442d18p+0
#define PIO2_LOW 0x1.1a62633145c07p-54

// a 2/pi = k + f for a finite a >= 2^-27 (Payne and Hanek's reduction, in integers): with
// a = M 2^E, the 192 bits of 2/pi whose products with M fall between 2^1 and 2^-190 form an
// integer W, and M W mod 2^192, scaled by 2^-190, is a 2/pi mod 4 with 190 fractional bits: the
// 61 that the doubles nearest a multiple of pi/2 cancel and 53 more. Returns r = f pi/2 as
// r + *r_low, |f| <= 1/2, and k mod 4 in *quadrant.
static double reduce_quarter_turns_double(double a, double* r_low, int* quadrant) {
  const ulong bits = as_ulong(a);
  const int e = (int)((bits >> 52) & 0x7ff) - 1075; // a = m 2^e
  const ulong m = (bits & 0x000ffffffffffffful) | 0x0010000000000000ul;
  // 2/pi's bit e - 1 (weight 2^(1 - e)) is the window's first: position e + 126 in the table.
  const int position = e + 126, word = position >> 6, shift = position & 63;
  const ulong g0 = two_over_pi_bits[word], g1 = two_over_pi_bits[word + 1],
              g2 = two_over_pi_bits[word + 2], g3 = two_over_pi_bits[word + 3];
#define FUNNEL(high, low) (((high) << shift) | (((low) >> 1) >> (63 - shift)))
  const ulong w2 = FUNNEL(g0, g1), w1 = FUNNEL(g1, g2), w0 = FUNNEL(g2, g3);
#undef FUNNEL
  const ulong high0 = mul_hi(m, w0), low1 = m * w1;
  const ulong p1 = high0 + low1;
  const ulong p2 = mul_hi(m, w1) + m * w2 + (p1 < high0 ? 1ul : 0ul);
  // p2's top two bits are the integer part mod 4; rounding to the nearest leaves the fraction
  // in [-1/2, 1/2) as p2's other bits (units of 2^-62, signed) and p1's (units of 2^-126).
  const ulong rounded = p2 + (1ul << 61);
  *quadrant = (int)(rounded >> 62);
  const long top = (long)(rounded & 0x3ffffffffffffffful) - (1l << 61);
  const double top_double = (double)top;
  const double f_high = top_double * 0x1p-62;
  const double f_rest = ((double)(top - (long)top_double) + (double)p1 * 0x1p-64) * 0x1p-62;
  double f_low;
  const double f = two_sum(f_high, f_rest, &f_low);
  const double r = f * PIO2_HIGH;
  *r_low = fma(f, PIO2_HIGH, -r) + fma(f, PIO2_LOW, f_low * PIO2_HIGH);
  return r;
}

// a's reduction, r + *r_low = a - k pi/2 for a finite a >= 0. Below 2^19 by Cody and Waite's
// method, pi/2 in pieces of 33, 53 and 53 bits: k P1 and a - k P1 are exact, k P2 is kept whole
// by an FMA and the subtraction's error by a two-sum, so r + *r_low is off by k P3's rounding and
// the rest of pi/2, below 2^-118 absolute, where no double below 2^19 comes within 2^-61 of a
// multiple of pi/2. From 2^19 on the integer reduction above, in a branch the source marks rare.
// tan's reduction; sin and cos take the shorter one below.
static double reduce_double_common(double a, double* r_low, long* quadrant) {
  const double x = a < 0x1p19 ? a : 1.0;
  // k = rint(x 2/pi) in the low bits of `shifted` (1.5 2^52 + k): no conversion for the quadrant.
  const double shifted = fma(x, 0x1.45f306dc9c883p-1, 0x1.8p52), k = shifted - 0x1.8p52;
  const double t1 = fma(-k, 0x1.921fb544p+0, x);
  const double w = k * 0x1.0b4611a626331p-34, w_error = fma(k, 0x1.0b4611a626331p-34, -w);
  double low;
  double r = two_sum(t1, -w, &low);
  low -= fma(k, 0x1.1701b839a2520p-88, w_error);
  long q = as_long(shifted);
  if (__builtin_expect(!(a < 0x1p19), 0)) {
    int big_quadrant;
    r = reduce_quarter_turns_double(isfinite(a) ? a : 0x1p19, &low, &big_quadrant);
    r = isfinite(a) ? r : a - a; // NaN for infinities and NaN
    q = big_quadrant;
  }
  *r_low = low;
  *quadrant = q;
  return r;
}

// sin and cos need 4 ulp: a's reduction as one double, r = a - k pi/2 within 1 ulp. Below 2^19
// by three FMAs with pi/2 in pieces of 33, 53 and 53 bits: k P1 is exact, and each FMA rounds
// once what is already r to within k P3 (below 2^-67), while r itself is at least 2^-61 (see
// above). From 2^19 on the integer reduction, its two parts added.
static double reduce_double_single(double a, long* quadrant) {
  const double x = a < 0x1p19 ? a : 1.0;
  const double shifted = fma(x, 0x1.45f306dc9c883p-1, 0x1.8p52), k = shifted - 0x1.8p52;
  double r = fma(-k, 0x1.921fb544p+0, x);
  r = fma(-k, 0x1.0b4611a626331p-34, r);
  r = fma(-k, 0x1.1701b839a2520p-88, r);
  long q = as_long(shifted);
  if (__builtin_expect(!(a < 0x1p19), 0)) {
    int big_quadrant;
    double low;
    r = reduce_quarter_turns_double(isfinite(a) ? a : 0x1p19, &low, &big_quadrant);
    r = isfinite(a) ? r + low : a - a; // NaN for infinities and NaN
    q = big_quadrant;
  }
  *quadrant = q;
  return r;
}

// sin and cos of r + r_low, |r| <= pi/4 (a little more where k was rounded up): polynomials fitted
// to sin(s)/s and cos(s) in z = s^2 on [0, (pi/4)^2] (Chebyshev fits, 2^-54.8 and 2^-58.5 with
// the coefficients rounded), r_low through the first-order terms, cos's 1 - r^2/2 with its
// rounding errors kept: within 0.6 ulp of sin and cos of the reduced argument.
static double sin_polynomial(double z) {
  double p = 0x1.5e0b05bff20f2p-33;
  p = fma(p, z, -0x1.ae600aca92c64p-26);
  p = fma(p, z, 0x1.71de379654304p-19);
  p = fma(p, z, -0x1.a01a019e83816p-13);
  p = fma(p, z, 0x1.1111111110bb2p-7);
  return fma(p, z, -0x1.5555555555555p-3);
}
static double cos_polynomial(double z) {
  double q = -0x1.907d8f29fe831p-37;
  q = fma(q, z, 0x1.1eeb68cd22f56p-29);
  q = fma(q, z, -0x1.27e4fa17bf139p-22);
  q = fma(q, z, 0x1.a01a019f4e9b4p-16);
  q = fma(q, z, -0x1.6c16c16c16967p-10);
  return fma(q, z, 0x1.5555555555555p-5);
}
static double sin_reduced(double r, double r_low) {
  const double z = r * r;
  return r + fma(r * z, sin_polynomial(z), fma(-0.5 * z, r_low, r_low));
}
static double cos_reduced(double r, double r_low) {
  const double z = r * r, z_error = fma(r, r, -z);
  const double half_z = 0.5 * z, w = 1.0 - half_z;
  const double rest = fma(z * z, cos_polynomial(z), -r * r_low) - 0.5 * z_error;
  return w + (((1.0 - w) - half_z) + rest);
}
// sin and cos of r alone, the same polynomials by Horner's rule to the end: sin r = r + r z P(z),
// cos r = 1 + z (-1/2 + z Q(z)), each rounding once at the last step.
static double sin_single(double r) {
  const double z = r * r;
  return fma(r * z, sin_polynomial(z), r);
}
static double cos_single(double r) {
  const double z = r * r;
  return fma(fma(cos_polynomial(z), z, -0.5), z, 1.0);
}

// sin and cos of r + r_low, |r| <= pi/4, as hi + *lo: Taylor's series to r^19 and r^18 (the rest
// below 2^-60), r_low through the first-order terms; cos's 1 - r^2/2 with its rounding error kept.
static double sin_reduced_parts(double r, double r_low, double* lo) {
  const double z = r * r;
  double p = -1.0 / 121645100408832000.0;
  p = fma(p, z, 1.0 / 355687428096000.0);
  p = fma(p, z, -1.0 / 1307674368000.0);
  p = fma(p, z, 1.0 / 6227020800.0);
  p = fma(p, z, -1.0 / 39916800.0);
  p = fma(p, z, 1.0 / 362880.0);
  p = fma(p, z, -1.0 / 5040.0);
  p = fma(p, z, 1.0 / 120.0);
  p = fma(p, z, -1.0 / 6.0);
  const double rest = fma(r * z, p, fma(-0.5 * z, r_low, r_low));
  double low;
  const double hi = FAST_TWO_SUM(r, rest, low);
  *lo = low;
  return hi;
}
static double cos_reduced_parts(double r, double r_low, double* lo) {
  const double z = r * r, z_error = fma(r, r, -z);
  double q = -1.0 / 6402373705728000.0;
  q = fma(q, z, 1.0 / 20922789888000.0);
  q = fma(q, z, -1.0 / 87178291200.0);
  q = fma(q, z, 1.0 / 479001600.0);
  q = fma(q, z, -1.0 / 3628800.0);
  q = fma(q, z, 1.0 / 40320.0);
  q = fma(q, z, -1.0 / 720.0);
  q = fma(q, z, 1.0 / 24.0);
  const double half_z = 0.5 * z, w = 1.0 - half_z;
  const double rest = ((1.0 - w) - half_z) + (fma(z * z, q, -r * r_low) - 0.5 * z_error);
  double low;
  const double hi = FAST_TWO_SUM(w, rest, low);
  *lo = low;
  return hi;
}

// pi = PI_HIGH + PI_LOW to twice double precision.
#define PI_HIGH 0x1.921fb54442d18p+1
#define PI_LOW 0x1.1a62633145c07p-53

// sin(pi t) or cos(pi t) for t in [0, 1/4] as hi + *lo, to about 2^-56 relative: pi t as two
// doubles, within pi/4.
static double pi_turn_parts(double t, int cosine, double* lo) {
  const double p = PI_HIGH * t, p_low = fma(PI_HIGH, t, -p) + PI_LOW * t;
  double sin_low, cos_low;
  const double s = sin_reduced_parts(p, p_low, &sin_low);
  const double c = cos_reduced_parts(p, p_low, &cos_low);
  *lo = cosine ? cos_low : sin_low;
  return cosine ? c : s;
}

// sin(pi a) = sin(pi (1 - a)) and cos(pi a) = -cos(pi (1 - a)) fold a = |PERIOD_TWO(x)| to
// [0, 1/2], and sin(pi t) = cos(pi (1/2 - t)) to [0, 1/4].
#define FOLD_HALF(a) ((a) > 0.5 ? 1.0 - (a) : (a))
#define FOLD_QUARTER(f) ((f) > 0.25 ? 0.5 - (f) : (f))

// sin(pi x) as hi + *lo for finite x; zeros at the integers signed as x (sinpi's rule).
static double sinpi_parts(double x, double* lo) {
  const double r = PERIOD_TWO(x), a = fabs(r), folded = FOLD_HALF(a);
  double low;
  const double hi = pi_turn_parts(FOLD_QUARTER(folded), folded > 0.25, &low);
  const int negative = signbit(r), zero = a == 0.0 || a == 1.0;
  *lo = zero ? 0.0 : negative ? -low : low;
  return zero ? copysign(0.0, x) : negative ? -hi : hi;
}
// Half-integers give exact zeros for cospi.
OVL double sinpi(double x) {
  double lo;
  return sinpi_parts(x, &lo);
}
OVL double cospi(double x) {
  const double a = fabs(PERIOD_TWO(fabs(x))), folded = FOLD_HALF(a);
  double lo;
  const double c = pi_turn_parts(FOLD_QUARTER(folded), folded <= 0.25, &lo);
  return a == 0.5 ? 0.0 : a > 0.5 ? -c : c;
}
VEC_UNARY(double, sinpi, double)
VEC_UNARY(double, cospi, double)

// Below 2^-27, sin x and tan x round to x and cos x to 1; infinities and NaN give NaN. Both
// polynomials are computed and one picked (macros.h), so that sin and cos of one value share
// them and the reduction: one straight block. Within 1.5 ulp (measured against quad precision).
// The quadrant's bits as a long: bit 0 swaps sin and cos, bit 1 (of q, or of q + 1 for cos)
// negates, as a flip of the sign bit. Tiny and zero arguments need no case of their own (k = 0
// and r = a exactly: sin's polynomial rounds to a below 2^-27, cos's to 1), nor do infinities and
// NaN (the reduction's NaN runs through).
#define TRIG_DOUBLE(NAME, ...)                                                                    \
  OVL double NAME(double x) {                                                                     \
    const double a = __builtin_fabs(x);                                                           \
    long q;                                                                                       \
    const double r = reduce_double_single(a, &q);                                                 \
    const double s = sin_single(r), c = cos_single(r);                                            \
    __VA_ARGS__                                                                                   \
  }
#define FLIP_SIGN(v, bit) as_double(as_long(v) ^ (bit))
TRIG_DOUBLE(sin, {
  const double v = FLIP_SIGN(pick(q & 1, c, s), (q & 2) << 62);
  return FLIP_SIGN(v, as_long(x) & LONG_MIN);
})
TRIG_DOUBLE(cos, { return FLIP_SIGN(pick(q & 1, s, c), ((q + 1) & 2) << 62); })
// tan divides one by the other: its reduction and polynomials keep r's low part (5 ulp allowed,
// measured 4 without it).
OVL double tan(double x) {
  const double a = __builtin_fabs(x);
  double r_low;
  long q;
  const double r = reduce_double_common(a, &r_low, &q);
  const double s = sin_reduced(r, r_low), c = cos_reduced(r, r_low);
  const double v = (q & 1) ? -c / s : s / c;
  return FLIP_SIGN(v, as_long(x) & LONG_MIN);
}
#undef FLIP_SIGN
VEC_UNARY(double, sin, double)
VEC_UNARY(double, cos, double)
VEC_UNARY(double, tan, double)

// log(2 pi) / 2 and the rest; log(pi) and the rest.
#define LOG_SQRT_TWO_PI 0x1.d67f1c864beb5p-1
#define LOG_SQRT_TWO_PI_LOW -0x1.65b5a1b7ff5dfp-55
#define LOG_PI 0x1.250d048e7a1bdp+0
#define LOG_PI_LOW 0x1.7abf2ad8d5088p-57

// log Gamma(z + z_low) for z >= 1/2 (z_low tiny) as hi + *lo, to about 2^-57 absolute: the
// recurrence Gamma(z) = Gamma(w) / (z (z + 1) ... (w - 1)) lifts z to w >= 12 (the product kept as
// two doubles), where Stirling's series (w - 1/2) log w - w + log(2 pi)/2 + 1/(12 w) - ... to
// w^-13 is within 2e-18; its large terms are added by two-sums.
static double lgamma_parts(double z, double z_low, double* lo) {
  double w = z, w_low = z_low, p = 1.0, p_low = 0.0;
  for (int k = 0; k < 12; ++k) {
    const int step = w < 12.0;
    const double m = p * w;
    double m_low = fma(p, w, -m) + (p * w_low + p_low * w), next_low, w_error;
    const double next = FAST_TWO_SUM(m, m_low, next_low);
    const double w_next = two_sum(w, 1.0, &w_error);
    p = step ? next : p;
    p_low = step ? next_low : p_low;
    w_low = step ? w_low + w_error : w_low;
    w = step ? w_next : w;
  }
  double log_w_low, log_p_low, e1, e2, e3;
  const double log_w = log_twice(w, &log_w_low), log_p = log_twice(p, &log_p_low);
  const double h = w - 0.5; // exact
  const double product = h * log_w;
  const double product_low =
      fma(h, log_w, -product) + h * (log_w_low + w_low / w) + w_low * log_w;
  const double r = 1.0 / w, r2 = r * r;
  double series = 1.0 / 156.0;
  series = fma(series, r2, -691.0 / 360360.0);
  series = fma(series, r2, 1.0 / 1188.0);
  series = fma(series, r2, -1.0 / 1680.0);
  series = fma(series, r2, 1.0 / 1260.0);
  series = fma(series, r2, -1.0 / 360.0);
  series = fma(series, r2, 1.0 / 12.0) * r;
  const double s1 = two_sum(product, -w, &e1);
  const double s2 = two_sum(s1, LOG_SQRT_TWO_PI, &e2);
  const double s3 = two_sum(s2, -log_p, &e3);
  const double rest = product_low + e1 + e2 + e3 - w_low + LOG_SQRT_TWO_PI_LOW + series -
                      (log_p_low + p_low / p);
  double low;
  const double hi = FAST_TWO_SUM(s3, rest, low);
  *lo = low;
  return hi;
}

// log|Gamma(x)| as hi + *lo and the sign of Gamma: from 1/2 on lgamma_parts; below, the
// reflection Gamma(x) Gamma(1 - x) = pi / sin(pi x) as log(pi) - log|sin(pi x)| - lgamma(1 - x)
// (1 - x too as two doubles: it rounds for large -x), the sign sin(pi x)'s. Finite x only; the
// poles give sin(pi x) = 0.
static double lgamma_signed(double x, double* lo, int* sign) {
  const int reflect = x < 0.5;
  double z_low = 0.0, lg_low, ls_low, e1, e2;
  const double z = reflect ? two_sum(1.0, -x, &z_low) : x;
  const double lg = lgamma_parts(fmin(z, 0x1p1000), reflect ? z_low : 0.0, &lg_low);
  double s_low;
  const double s = sinpi_parts(x, &s_low);
  const int pole = !(fabs(s) > 0.0);
  const double ls = log_twice(pole ? 1.0 : fabs(s), &ls_low);
  const double a = two_sum(LOG_PI, -ls, &e1);
  const double b = two_sum(a, -lg, &e2);
  *lo = reflect ? (LOG_PI_LOW - (ls_low + (pole ? 0.0 : s_low / s)) - lg_low) + e1 + e2 : lg_low;
  *sign = reflect && signbit(s) ? -1 : 1;
  return reflect ? b : lg;
}

// tgamma = e^lgamma with the sign (measured within 2 ulp). NaN at the negative integers and
// -infinity, +-infinity at +-0, as C99 says; lgamma gives +infinity at the poles and -log|x|
// below 2^-60. The float lgamma rounds the double one; float tgamma has its own, below.
OVL double tgamma(double x) {
  double lo;
  int sign;
  const double hi = lgamma_signed(isfinite(x) ? fmin(x, 200.0) : 1.0, &lo, &sign);
  double r = exp_parts(hi, lo);
  r = sign < 0 ? -r : r;
  r = x == 0.0 ? copysign((double)INFINITY, x) : r;
  r = x < 0.0 && rint(x) == x ? NAN : r;
  return x == INFINITY || isnan(x) ? x : r;
}
// Float tgamma in double arithmetic, no pairs of doubles (the spec allows 16 ulp): for z = x >=
// 1/2, Gamma(z) = Gamma(w) / p with w = z + 6 and p = z (z + 1) ... (z + 5) (each product rounds
// once, the sums are exact), and Stirling's series ln Gamma(w) = (w - 1/2) ln w - w + ln sqrt(2 pi)
// + 1/(12 w) - 1/(360 w^3) + 1/(1260 w^5) - 1/(1680 w^7), the rest below 2e-11 from w = 6.5, as
// sqrt(2 pi) 2^t with log2 and 2^t to 1e-12 (pow's float helpers). Below 1/2 the reflection
// Gamma(x) = pi / (sin(pi x) Gamma(1 - x)), 2^-t in the numerator, one division either way.
// z is capped at 64: beyond, the float result is infinite, or 0 through the reflection.
#define SQRT_TWO_PI 0x1.40d931ff62706p+1
// sin(pi x) for finite x: Taylor's series of sin(pi r) to r^19 (the rest below 1e-13) for the
// distance r of x from its nearest integer k, the sign flipped for odd k.
static double sin_pi_for_float(double x) {
  const double k = rint(x), r = x - k, z = r * r, halved = 0.5 * k;
  double p = -0x1.8a404211f9547p-26;
  p = fma(p, z, 0x1.aaec32af93359p-21);
  p = fma(p, z, -0x1.6fadb9f155744p-16);
  p = fma(p, z, 0x1.e8f434d018d63p-12);
  p = fma(p, z, -0x1.e3074fde8871fp-8);
  p = fma(p, z, 0x1.50783487ee782p-4);
  p = fma(p, z, -0x1.32d2cce62bd86p-1);
  p = fma(p, z, 0x1.466bc6775aae2p+1);
  p = fma(p, z, -0x1.4abbce625be53p+2);
  p = fma(p, z, 0x1.921fb54442d18p+1);
  const double s = p * r;
  return halved != rint(halved) ? -s : s;
}
OVL float tgamma(float x) {
  const double a = x;
  const int reflect = a < 0.5;
  const double z = fmin(reflect ? 1.0 - a : a, 64.0), w = z + 6.0;
  const double p = z * (z + 1.0) * (z + 2.0) * (z + 3.0) * (z + 4.0) * (z + 5.0);
  const double inverse = 1.0 / w, square = inverse * inverse;
  double series = -1.0 / 1680.0;
  series = fma(series, square, 1.0 / 1260.0);
  series = fma(series, square, -1.0 / 360.0);
  series = fma(series, square, 1.0 / 12.0);
  const double t = fma(w - 0.5, log2_for_float(w), fma(series, inverse, -w) * LOG2E);
  const double e = reflect ? -t : t, k = rint(e);
  const double power = exp2_reduced_for_float(e - k) * as_double((long)(k + 1023.0) << 52);
  const double numerator = reflect ? (M_PI / SQRT_TWO_PI) * p * power : SQRT_TWO_PI * power;
  float r = (float)(numerator / (reflect ? sin_pi_for_float(a) : p));
  r = x == 0.0f ? copysign(INFINITY, x) : r;
  return isnan(x) || (x < 0.0f && rint(x) == x) ? NAN : r; // NaN at -infinity too
}
// lgamma and its sign for finite x, as hi + *lo, with the edge cases: +infinity at the poles,
// -log|x| below 2^-60, x (log x - 1) from 2^1000 (the rest is below 2^-990 of it; overflows
// from about 2^1014.5 as it should).
static double lgamma_edges(double x, double* lo, int* sign) {
  const double hi = lgamma_signed(isfinite(x) ? fmin(x, 0x1p1000) : 1.0, lo, sign);
  double r = fabs(x) < 0x1p-60 ? -log(fabs(x)) : hi;
  r = x > 0x1p1000 ? x * (log(x) - 1.0) : r;
  *lo = fabs(x) < 0x1p-60 || x > 0x1p1000 ? 0.0 : *lo;
  const int pole = x <= 0.0 && rint(x) == x;
  *sign = pole && x < 0.0 ? 1 : *sign; // as C libraries give it; -0 gives -1
  return pole ? INFINITY : r;
}

// The float lgamma: the double one's absolute error near lgamma's zeros (about 2^-57) is far
// below float's.
float __weft_lgamma_sign_float(float x, int* sign) {
  const double d = (double)x;
  double lo;
  const double r = lgamma_edges(d, &lo, sign) + lo;
  return (float)(isinf(d) ? INFINITY : isnan(d) ? d : r);
}
OVL float lgamma(float x) {
  int sign;
  return __weft_lgamma_sign_float(x, &sign);
}

// The double lgamma: lgamma_edges's absolute error, about 2^-57, is a few ulp but within 1/8 of
// the zeros at 1 and 2 (below 0.1 in size). There Taylor's series lgamma(1 + t) = -gamma t +
// sum (-1)^k zeta(k) t^k / k and lgamma(2 + t) = (1 - gamma) t + sum (-1)^k (zeta(k) - 1) t^k / k,
// to t^19 (the rest below 2^-60 of the result), with the first coefficient as two doubles. The
// zeros below -2 keep lgamma_edges's absolute error.
static double lgamma_double(double x, int* sign) {
  double lo;
  const double r = lgamma_edges(x, &lo, sign) + lo;
  const int one = x < 1.5;
  const double t = x - (one ? 1.0 : 2.0); // exact within 1/8 of the centre
  double p = one ? -0x1.af28a1b5688a0p-5 : -0x1.af5a6cbbf8a97p-24;
  p = fma(p, t, one ? 0x1.c71ce3a20b419p-5 : 0x1.c76bbb3f07a4dp-23);
  p = fma(p, t, one ? -0x1.e1e2d311e8abdp-5 : -0x1.e2600d93cfd2fp-22);
  p = fma(p, t, one ? 0x1.00010064cdeb2p-4 : 0x1.0064cdeb22f0fp-20);
  p = fma(p, t, one ? -0x1.11133476e7fe0p-4 : -0x1.11b2eb7679541p-19);
  p = fma(p, t, one ? 0x1.2496df8320c5fp-4 : 0x1.2597a39f34aacp-18);
  p = fma(p, t, one ? -0x1.3b1d971fc5985p-4 : -0x1.3cbc963ce2243p-17);
  p = fma(p, t, one ? 0x1.556ad63243bc4p-4 : 0x1.580dcee66eb02p-16);
  p = fma(p, t, one ? -0x1.748c33114c6d6p-4 : -0x1.78de5bd7c81efp-15);
  p = fma(p, t, one ? 0x1.9a01e385d5f8fp-4 : 0x1.a127b0f17d65ap-14);
  p = fma(p, t, one ? -0x1.c806706d57db4p-4 : -0x1.d3fd4c76d2fc8p-13);
  p = fma(p, t, one ? 0x1.010b36af86397p-3 : 0x1.0b36af86396e9p-11);
  p = fma(p, t, one ? -0x1.2703a1dcea3aep-3 : -0x1.38ac5c2bf8e08p-10);
  p = fma(p, t, one ? 0x1.5b40cb100c306p-3 : 0x1.7add6eadb6c30p-9);
  p = fma(p, t, one ? -0x1.a8b9c17aa6149p-3 : -0x1.e404fc218f5f2p-8);
  p = fma(p, t, one ? 0x1.151322ac7d848p-2 : 0x1.51322ac7d8483p-6);
  p = fma(p, t, one ? -0x1.9a4d55beab2d7p-2 : -0x1.13e001a557607p-4);
  p = fma(p, t, one ? 0x1.a51a6625307d3p-1 : 0x1.4a34cc4a60fa6p-2);
  const double c1 = one ? -0x1.2788cfc6fb619p-1 : 0x1.b0ee6072093cep-2;
  const double near = fma(c1, t, fma(0x1.6cb90701fbfabp-58, t, t * t * p));
  const double v = fabs(t) <= 0.125 ? near : r;
  return isinf(x) ? INFINITY : isnan(x) ? x : v;
}
double __weft_lgamma_sign_double(double x, int* sign) { return lgamma_double(x, sign); }
OVL double lgamma(double x) {
  int sign;
  return lgamma_double(x, &sign);
}
VEC_UNARY(double, tgamma, double)
VEC_UNARY(float, tgamma, float)
VEC_UNARY(double, lgamma, double)
VEC_UNARY(float, lgamma, float)
