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

// The float functions computed as 2^t, t = y log2|x| in double (pow, pown, tgamma), allow 16 ulp,
// and |t| is below 160 wherever the result is a finite float: log2 to a relative 2^-32.7 and 2^f
// to 2e-10 leave the result within 0.2 ulp before its one rounding to float.

// 2^f for |f| <= 1/2: Taylor's series of e^(f ln 2) to the 8th power (relative error < 2e-10).
static double exp2_reduced_for_float(double f) {
  double p = 0x1.62c0223a5c822p-20;
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
// f / (2 + f) for f from split_exponent, to a relative 2^-33, without a division (a vector of them
// holds the divider as long as sixteen FMAs take): 1 / (2 + f) from a polynomial fitted to it
// (degree 4, relative error 2^-16.6; Lawson's iteration, mpmath) and one Newton step.
static double over_two_plus_for_float(double f) {
  const double d = 2.0 + f;
  double r = 0x1.c9a9d3b132fd5p-6;
  r = fma(r, f, -0x1.0788fac3a902dp-4);
  r = fma(r, f, 0x1.00b396257b863p-3);
  r = fma(r, f, -0x1.ffe76bb381e9bp-3);
  r = fma(r, f, 0x1.ffff0a49d1ab6p-2);
  return f * fma(r, fma(-d, r, 1.0), r);
}
// log2 of a positive finite double a = 2^e (1 + f): e + 2 atanh(s) log2 e with s = f / (2 + f),
// |s| < 0.172, to s^11 (relative error below 2^-34, 2^-32.7 with s's).
static double log2_for_float(double a) {
  double f;
  const double e = split_exponent(a, &f);
  const double s = over_two_plus_for_float(f), s2 = s * s;
  double p = 0x1.745d1745d1746p-3;
  p = fma(p, s2, 0x1.c71c71c71c71cp-3);
  p = fma(p, s2, 0x1.2492492492492p-2);
  p = fma(p, s2, 0x1.999999999999ap-2);
  p = fma(p, s2, 0x1.5555555555555p-1);
  p = fma(p, s2, 2.0);
  return fma(p * s, LOG2E, e);
}

// |x|^y rounded to float, as 2^(y log2|x|) in double (within 0.2 ulp before the rounding, where
// pow allows 16; see above). (Double's own log2 and exp2 keep two doubles' worth of bits that
// only double's pow needs: half the speed.) The infinities and NaN of x follow from log2's special
// values here; y = 0 against |x| = 0 or infinity, and |x| = 1 against infinite y, are the
// callers' special cases.
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


// Double erf and erfc. Below 10: Taylor's series around the nearest c = j/256, from a table of
// erfc(c) (as two doubles) and E = 2/sqrt(pi) e^(-c^2), computed to 300 bits with mpmath. erfc's
// n-th derivative is -E (-1)^(n-1) H_(n-1)(c), H being Hermite's polynomials (H_(n+1) =
// 2c H_n - 2n H_(n-1)), so with h = a - c (exact, |h| <= 1/512) erfc(a) = erfc(c) - E S, S =
// sum((-1)^(n-1) H_(n-1)(c) h^n / n!, n = 1..7): the rest is below 2^-52.8 of erfc(a) (mpmath,
// at both ends of every interval; the spec allows 16 ulp), and the terms do not cancel. The
// terms grow with c h: centers 1/128 apart, as before, reach 2^-51 up to 6 and 2^-46 at 9.
// The table reaches 10 so that a vector of erfcs seldom needs erfc_far: Black-Scholes with
// options deep in or out of the money had a lane between 6 and 10 in 1 of 3 steps of 32
// work-items, and ran 225 -> 256-267 Mopt/s in double with the table to 10 (erfcs below 6 alone:
// 153-161 -> 162-168 Mval/s; 1/128 and an eighth term to 10 instead: 132-147). erf is
// 1 - erfc(c) + E S, exact at c = 0 where it is E S. From 6 on erf is 1, and from 10 on erfc(a)
// is e^(-a^2) / a times a polynomial in 1 / a^2 (erfc_far).
// erfc(c) at c = j/256, rounded (a column each, so a vector of j gathers from one array with
// 32-bit indices), its rounding error (to 6: erf's alone), and 2/sqrt(pi) e^(-c^2); 53 KB.
__constant double erfc_center_hi[2561] = {
    0x1.0000000000000p+0, 0x1.fdbe45d68b162p-1, 0x1.fb7c9030853b3p-1, 0x1.f93ae3914269ap-1,
    0x1.f6f9447be0743p-1, 0x1.f4b7b7732bf4ap-1, 0x1.f27640f9853d9p-1, 0x1.f034e590c550ep-1,
    0x1.edf3a9ba22dadp-1, 0x1.ebb291f617341p-1, 0x1.e971a2c4436aep-1, 0x1.e730e0a355549p-1,
    0x1.e4f05010eca8cp-1, 0x1.e2aff5898026fp-1, 0x1.e06fd58842c7ep-1, 0x1.de2ff48708fb4p-1,
    0x1.dbf056fe2df35p-1, 0x1.d9b1016478ff3p-1, 0x1.d771f82f02f4ep-1, 0x1.d5333fd11babbp-1,
    0x1.d2f4dcbc2f894p-1, 0x1.d0b6d35fad20bp-1, 0x1.ce792828eae5cp-1, 0x1.cc3bdf830cf4fp-1,
    0x1.c9fefdd6eaf19p-1, 0x1.c7c2878af5fa7p-1, 0x1.c58681031eb6ap-1, 0x1.c34aeea0bb7afp-1,
    0x1.c10fd4c26e896p-1, 0x1.bed537c40c6b8p-1, 0x1.bc9b1bfe82687p-1, 0x1.ba6185c7bd17ap-1,
    0x1.b82879728f11ep-1, 0x1.b5effb4e97c04p-1, 0x1.b3b80fa82a4bbp-1, 0x1.b180bac834ac4p-1,
    0x1.af4a00f426daap-1, 0x1.ad13e66dda23fp-1, 0x1.aade6f7378a0ep-1, 0x1.a8a9a03f64d17p-1,
    0x1.a6757d08215d8p-1, 0x1.a4420a0038fc2p-1, 0x1.a20f4b5626818p-1, 0x1.9fdd45343d150p-1,
    0x1.9dabfbc090901p-1, 0x1.9b7b731cde06bp-1, 0x1.994baf66747adp-1, 0x1.971cb4b61dba9p-1,
    0x1.94ee8720076b6p-1, 0x1.92c12ab3ac41bp-1, 0x1.9094a37bbd66ep-1, 0x1.8e68f57e0c0ddp-1,
    0x1.8c3e24bb73372p-1, 0x1.8a14352fc1a57p-1, 0x1.87eb2ad1a4032p-1, 0x1.85c309928f39dp-1,
    0x1.839bd55eaafc8p-1, 0x1.8175921cbc850p-1, 0x1.7f5043ae11862p-1, 0x1.7d2bedee6b51cp-1,
    0x1.7b0894b3ea35cp-1, 0x1.78e63bcef90e0p-1, 0x1.76c4e70a390e7p-1, 0x1.74a49a2a6dc44p-1,
    0x1.728558ee694fcp-1, 0x1.7067270ef8d71p-1, 0x1.6e4a083ed132fp-1, 0x1.6c2e002a7bd57p-1,
    0x1.6a13127843ec1p-1, 0x1.67f942c823bd0p-1, 0x1.65e094b3b2413p-1, 0x1.63c90bce10faep-1,
    0x1.61b2aba3da093p-1, 0x1.5f9d77bb0e7a9p-1, 0x1.5d89739304dcfp-1, 0x1.5b76a2a4580d4p-1,
    0x1.59650860d6469p-1, 0x1.5754a83370717p-1, 0x1.5545858029b39p-1, 0x1.5337a3a40740ep-1,
    0x1.512b05f5006e1p-1, 0x1.4f1fafc1ef051p-1, 0x1.4d15a4527fdc7p-1, 0x1.4b0ce6e723b14p-1,
    0x1.49057ab900447p-1, 0x1.46ff62f9e1bc6p-1, 0x1.44faa2d42c4a0p-1, 0x1.42f73d6ace131p-1,
    0x1.40f535d93160ep-1, 0x1.3ef48f332f14dp-1, 0x1.3cf54c8501620p-1, 0x1.3af770d336cdap-1,
    0x1.38faff1aa574ap-1, 0x1.36fffa505e993p-1, 0x1.35066561a275dp-1, 0x1.330e4333d458cp-1,
    0x1.311796a46f064p-1, 0x1.2f226288f9626p-1, 0x1.2d2ea9aefb636p-1, 0x1.2b3c6edbf34b8p-1,
    0x1.294bb4cd4b2bdp-1, 0x1.275c7e384eaedp-1, 0x1.256ecdca212ccp-1, 0x1.2382a627b407dp-1,
    0x1.219809edbd524p-1, 0x1.1faefbb0aebd0p-1, 0x1.1dc77dfcacd02p-1, 0x1.1be19355866c7p-1,
    0x1.19fd3e36ac96ap-1, 0x1.181a81132a8c1p-1, 0x1.16395e559e218p-1, 0x1.1459d860306afp-1,
    0x1.127bf18c8eadcp-1, 0x1.109fac2be39cbp-1, 0x1.0ec50a86d0dd4p-1, 0x1.0cec0edd68d71p-1,
    0x1.0b14bb6728cd8p-1, 0x1.093f1252f3424p-1, 0x1.076b15c70aa28p-1, 0x1.0598c7e10c3d2p-1,
    0x1.03c82ab5eb831p-1, 0x1.01f94051ed90dp-1, 0x1.002c0ab8a5018p-1, 0x1.fcc117c9dc171p-2,
    0x1.f92d8b91d5cc7p-2, 0x1.f59d749c00f16p-2, 0x1.f210d6a9a6a31p-2, 0x1.ee87b56a89cf1p-2,
    0x1.eb02147ce245cp-2, 0x1.e77ff76d585d9p-2, 0x1.e40161b701275p-2, 0x1.e08656c35b31bp-2,
    0x1.dd0ed9ea4bdd6p-2, 0x1.d99aee721d400p-2, 0x1.d62a978f7c957p-2, 0x1.d2bdd86579400p-2,
    0x1.cf54b4058455fp-2, 0x1.cbef2d6f70bc1p-2, 0x1.c88d479173ccep-2, 0x1.c52f0548268bfp-2,
    0x1.c1d4695e87644p-2, 0x1.be7d768dfc714p-2, 0x1.bb2a2f7e56520p-2, 0x1.b7da96c5d3859p-2,
    0x1.b48eaee924501p-2, 0x1.b1467a5b6f274p-2, 0x1.ae01fb7e55a66p-2, 0x1.aac134a1fa088p-2,
    0x1.a78428050527ep-2, 0x1.a44ad7d4ad026p-2, 0x1.a115462cbbc17p-2, 0x1.9de3751797450p-2,
    0x1.9ab5668e4930ap-2, 0x1.978b1c788779ep-2, 0x1.946498acbd766p-2, 0x1.9141dcf01569ep-2,
    0x1.8e22eaf68291ep-2, 0x1.8b07c462cbaf6p-2, 0x1.87f06ac6960c4p-2, 0x1.84dcdfa270fc9p-2,
    0x1.81cd2465e1d96p-2, 0x1.7ec13a6f7075dp-2, 0x1.7bb9230cb40b4p-2, 0x1.78b4df7a609d4p-2,
    0x1.75b470e454d35p-2, 0x1.72b7d865a8474p-2, 0x1.6fbf1708ba47cp-2, 0x1.6cca2dc7410cap-2,
    0x1.69d91d8a595dap-2, 0x1.66ebe72a96a88p-2, 0x1.64028b7013867p-2, 0x1.611d0b1282afap-2,
    0x1.5e3b66b9405a9p-2, 0x1.5b5d9efb64079p-2, 0x1.5883b45fd2b63p-2, 0x1.55ada75d5182cp-2,
    0x1.52db785a98acap-2, 0x1.500d27ae6701bp-2, 0x1.4d42b59f95afap-2, 0x1.4a7c22652c780p-2,
    0x1.47b96e267647ap-2, 0x1.44fa98fb162e2p-2, 0x1.423fa2eb1cb59p-2, 0x1.3f888bef1d988p-2,
    0x1.3cd553f045d45p-2, 0x1.3a25fac872183p-2, 0x1.377a8042458d1p-2, 0x1.34d2e41940f77p-2,
    0x1.322f25f9da2fdp-2, 0x1.2f8f458193f17p-2, 0x1.2cf3423f15fdfp-2, 0x1.2a5b1bb245933p-2,
    0x1.27c6d14c5e341p-2, 0x1.253662700ac07p-2, 0x1.22a9ce717edcbp-2, 0x1.2021149690a65p-2,
    0x1.1d9c3416d2b4bp-2, 0x1.1b1b2c1bae63ep-2, 0x1.189dfbc07e690p-2, 0x1.1624a212a9adcp-2,
    0x1.13af1e11be721p-2, 0x1.113d6eaf8db2bp-2, 0x1.0ecf92d046d22p-2, 0x1.0c65894a93845p-2,
    0x1.09ff50e7b3f93p-2, 0x1.079ce8639b46ep-2, 0x1.053e4e6d0c10bp-2, 0x1.02e381a5b5699p-2,
    0x1.008c80a24ff10p-2, 0x1.fc7293d576512p-3, 0x1.f7d3b7f436013p-3, 0x1.f33c6a7deb348p-3,
    0x1.eeaca836a27ccp-3, 0x1.ea246dc9a50cdp-3, 0x1.e5a3b7c9b56dap-3, 0x1.e12a82b14c922p-3,
    0x1.dcb8cae2d747fp-3, 0x1.d84e8ca8f400ap-3, 0x1.d3ebc436b0f26p-3, 0x1.cf906da7ca8b1p-3,
    0x1.cb3c8500ea349p-3, 0x1.c6f0062fe565dp-3, 0x1.c2aaed0bfcfeep-3, 0x1.be6d35561cec4p-3,
    0x1.ba36dab91c0e9p-3, 0x1.b607d8c9fc646p-3, 0x1.b1e02b082b720p-3, 0x1.adbfccddc2e59p-3,
    0x1.a9a6b99fc973bp-3, 0x1.a594ec8e73e9cp-3, 0x1.a18a60d56673ep-3, 0x1.9d87118bf611fp-3,
    0x1.998af9b56a3aep-3, 0x1.959614413ea99p-3, 0x1.91a85c0b65519p-3, 0x1.8dc1cbdc88782p-3,
    0x1.89e25e6a4cef9p-3, 0x1.860a0e579470fp-3, 0x1.8238d634c0127p-3, 0x1.7e6eb07ff2d6fp-3,
    0x1.7aab97a554544p-3, 0x1.76ef85ff536cdp-3, 0x1.733a75d6e91b8p-3, 0x1.6f8c6163db4c7p-3,
    0x1.6be542ccffc2fp-3, 0x1.684514287f074p-3, 0x1.64abcf7c175b4p-3, 0x1.61196ebd5fb2cp-3,
    0x1.5d8debd20aacep-3, 0x1.5a094090298b6p-3, 0x1.568b66be6f268p-3, 0x1.5314581472d9dp-3,
    0x1.4fa40e3af3674p-3, 0x1.4c3a82cc19cf4p-3, 0x1.48d7af53bc19fp-3, 0x1.457b8d4fa00f8p-3,
    0x1.4226162fbddd5p-3, 0x1.3ed7435682a5bp-3, 0x1.3b8f0e1912f70p-3, 0x1.384d6fbf8d283p-3,
    0x1.351261854b991p-3, 0x1.31dddc9926d25p-3, 0x1.2eafda1db784ap-3, 0x1.2b8853299863ap-3,
    0x1.286740c7a7dabp-3, 0x1.254c9bf749994p-3, 0x1.22385daca7f47p-3, 0x1.1f2a7ed0f51bcp-3,
    0x1.1c22f842ac1f2p-3, 0x1.1921c2d5d1c31p-3, 0x1.1626d75435220p-3, 0x1.13322e7db0183p-3,
    0x1.1043c1086777dp-3, 0x1.0d5b87a10b03dp-3, 0x1.0a797aeb152f2p-3, 0x1.079d93810a9e1p-3,
    0x1.04c7c9f4b9690p-3, 0x1.01f816cf781c8p-3, 0x1.fe5ce524c8ee5p-4, 0x1.f8d5ab6d43c2ep-4,
    0x1.f35a715b2f3e1p-4, 0x1.edeb27c25d6dbp-4, 0x1.e887bf681f218p-4, 0x1.e3302903be8d1p-4,
    0x1.dde4553ef94dep-4, 0x1.d8a434b679d13p-4, 0x1.d36fb7fa50177p-4, 0x1.ce46cf8e69d09p-4,
    0x1.c9296beb09cf1p-4, 0x1.c4177d7d3ece4p-4, 0x1.bf10f4a759889p-4, 0x1.ba15c1c1621adp-4,
    0x1.b525d5198cb1cp-4, 0x1.b0411ef4ad7e1p-4, 0x1.ab678f8eabedbp-4, 0x1.a699171af5255p-4,
    0x1.a1d5a5c4edb96p-4, 0x1.9d1d2bb062a2bp-4, 0x1.986f98f9f96c8p-4, 0x1.93ccddb79f990p-4,
    0x1.8f34e9f8f93a6p-4, 0x1.8aa7adc7cebd6p-4, 0x1.8625192879e39p-4, 0x1.81ad1c1a51ea1p-4,
    0x1.7d3fa69816db5p-4, 0x1.78dca8985c09dp-4, 0x1.7484120df1b01p-4, 0x1.7035d2e84db62p-4,
    0x1.6bf1db13f3983p-4, 0x1.67b81a7adb6e4p-4, 0x1.63888104d811ap-4, 0x1.5f62fe97fc5f2p-4,
    0x1.5b478318ff939p-4, 0x1.5735fe6ba0c1dp-4, 0x1.532e6073095f2p-4, 0x1.4f3099122ee61p-4,
    0x1.4b3c982c338c7p-4, 0x1.47524da4c60cbp-4, 0x1.4371a960807f8p-4, 0x1.3f9a9b454645ap-4,
    0x1.3bcd133aa0ffcp-4, 0x1.3809012a1c936p-4, 0x1.344e54ffa23b9p-4, 0x1.309cfea9d2a47p-4,
    0x1.2cf4ee1a5f0fcp-4, 0x1.2956134661829p-4, 0x1.25c05e26b3f99p-4, 0x1.2233beb846a4dp-4,
    0x1.1eb024fc75285p-4, 0x1.1b3580f95ae19p-4, 0x1.17c3c2ba26319p-4, 0x1.145ada4f6ac95p-4,
    0x1.10fab7cf72f94p-4, 0x1.0da34b5690031p-4, 0x1.0a548507696c0p-4, 0x1.070e550b4b50bp-4,
    0x1.03d0ab9273b94p-4, 0x1.009b78d45eed1p-4, 0x1.fadd5a20258d3p-5, 0x1.f4947118d20c5p-5,
    0x1.ee5c1730b147cp-5, 0x1.e8342d167c40bp-5, 0x1.e21c938a45a83p-5, 0x1.dc152b5e067aep-5,
    0x1.d61dd57628999p-5, 0x1.d03672ca0f5efp-5, 0x1.ca5ee4649e31fp-5, 0x1.c4970b64bd153p-5,
    0x1.bedec8fddb340p-5, 0x1.b935fe786f6c9p-5, 0x1.b39c8d3276d8ap-5, 0x1.ae12569ff1543p-5,
    0x1.a8973c4b5c03ep-5, 0x1.a32b1fd629dabp-5, 0x1.9dcde2f93a207p-5, 0x1.987f67854cf9ep-5,
    0x1.933f8f6375f2cp-5, 0x1.8e0e3c958c8b8p-5, 0x1.88eb51369acb9p-5, 0x1.83d6af7b49d8dp-5,
    0x1.7ed039b24c96bp-5, 0x1.79d7d244c84cep-5, 0x1.74ed5bb6bb581p-5, 0x1.7010b8a761e5bp-5,
    0x1.6b41cbd198bc8p-5, 0x1.6680780c3e13ap-5, 0x1.61cca04a90795p-5, 0x1.5d26279c8bcbfp-5,
    0x1.588cf12f4446bp-5, 0x1.5400e04d3fa3ap-5, 0x1.4f81d85ecc55bp-5, 0x1.4b0fbcea56dc3p-5,
    0x1.46aa7194bd324p-5, 0x1.4251da21a05c4p-5, 0x1.3e05da73b4159p-5, 0x1.39c6568d0ca08p-5,
    0x1.3593328f6abbep-5, 0x1.316c52bc85bf5p-5, 0x1.2d519b7653e1ep-5, 0x1.2942f13f50accp-5,
    0x1.254038bac19d6p-5, 0x1.214956acf8f8ep-5, 0x1.1d5e2ffb96d40p-5, 0x1.197ea9adc8529p-5,
    0x1.15aaa8ec85205p-5, 0x1.11e21302cb270p-5, 0x1.0e24cd5dd8846p-5, 0x1.0a72bd8d63c26p-5,
    0x1.06cbc943d255ap-5, 0x1.032fd6566d647p-5, 0x1.ff3d957b29b39p-6, 0x1.f8311929e18eap-6,
    0x1.f13a043742333p-6, 0x1.ea582368d743cp-6, 0x1.e38b43cbd0f0fp-6, 0x1.dcd332b559766p-6,
    0x1.d62fbdc2e756bp-6, 0x1.cfa0b2da8c5c2p-6, 0x1.c925e02b41668p-6, 0x1.c2bf142d2f0bap-6,
    0x1.bc6c1da1f3121p-6, 0x1.b62ccb94e2cd7p-6, 0x1.b000ed5b4a626p-6, 0x1.a9e85294a8fa5p-6,
    0x1.a3e2cb2ae9edbp-6, 0x1.9df027529aec2p-6, 0x1.9810378b1f299p-6, 0x1.9242cc9edf980p-6,
    0x1.8c87b7a37834fp-6, 0x1.86dec9f9e2729p-6, 0x1.8147d54e9cc33p-6, 0x1.7bc2ab99cf4f9p-6,
    0x1.764f1f1f6ddeap-6, 0x1.70ed026f56f6fp-6, 0x1.6b9c28657041ap-6, 0x1.665c6429c0355p-6,
    0x1.612d893085125p-6, 0x1.5c0f6b3a4936dp-6, 0x1.5701de53f4d2ep-6, 0x1.5204b6d6dd047p-6,
    0x1.4d17c968d062bp-6, 0x1.483aeafc21014p-6, 0x1.436df0cfabf1dp-6, 0x1.3eb0b06ede4dfp-6,
    0x1.3a02ffb1b7ceep-6, 0x1.3564b4bccafcbp-6, 0x1.30d5a6013afc5p-6, 0x1.2c55aa3cb703bp-6,
    0x1.27e49879737d3p-6, 0x1.2382480e20e0fp-6, 0x1.1f2e909de04d2p-6, 0x1.1ae94a1835e41p-6,
    0x1.16b24cb8f8f92p-6, 0x1.1289710842138p-6, 0x1.0e6e8fda56cf7p-6, 0x1.0a61824f93a50p-6,
    0x1.066221d4539d8p-6, 0x1.02704820d5fe6p-6, 0x1.fd179e7243e3cp-7, 0x1.f56922d9d06b6p-7,
    0x1.edd4d2aec5adbp-7, 0x1.e65a63be66064p-7, 0x1.def98c6c79efap-7, 0x1.d7b203b3042b0p-7,
    0x1.d0838121f2418p-7, 0x1.c96dbcdec96f0p-7, 0x1.c2706fa45005ep-7, 0x1.bb8b52c2335b5p-7,
    0x1.b4be201caa4b4p-7, 0x1.ae08922c1463dp-7, 0x1.a76a63fc95c79p-7, 0x1.a0e3512dafd54p-7,
    0x1.9a7315f1d6a55p-7, 0x1.94196f0e036b1p-7, 0x1.8dd619d943ca1p-7, 0x1.87a8d43c462dcp-7,
    0x1.81915cb0e3323p-7, 0x1.7b8f7241a42e1p-7, 0x1.75a2d48946eb1p-7, 0x1.6fcb43b23e9d3p-7,
    0x1.6a08807632262p-7, 0x1.645a4c1d77b42p-7, 0x1.5ec0687e8dcb2p-7, 0x1.593a97fd91c5dp-7,
    0x1.53c89d8bb3ddbp-7, 0x1.4e6a3ca6a8c7dp-7, 0x1.491f395818f54p-7, 0x1.43e758350d843p-7,
    0x1.3ec25e5d5af12p-7, 0x1.39b0117b09948p-7, 0x1.34b037c1bbfc5p-7, 0x1.2fc297ee132dbp-7,
    0x1.2ae6f94510dd8p-7, 0x1.261d239377acbp-7, 0x1.2164df2d29765p-7, 0x1.1cbdf4ec83bbfp-7,
    0x1.18282e31ba3e8p-7, 0x1.13a354e22fcfcp-7, 0x1.0f2f3367cd6aap-7, 0x1.0acb94b0579ddp-7,
    0x1.0678442cc256fp-7, 0x1.02350dd08319cp-7, 0x1.fc037c21c3622p-8, 0x1.f3bc43c88ec93p-8,
    0x1.eb940d8319831p-8, 0x1.e38a753e8c01dp-8, 0x1.db9f17e61c310p-8, 0x1.d3d19361a1042p-8,
    0x1.cc218694238a2p-8, 0x1.c48e915a6d9c4p-8, 0x1.bd18548996419p-8, 0x1.b5be71ed8bdbep-8,
    0x1.ae808c479c371p-8, 0x1.a75e474cfa901p-8, 0x1.a05747a543aa7p-8, 0x1.996b32e9000aap-8,
    0x1.9299afa0246a6p-8, 0x1.8be26540907dcp-8, 0x1.8544fc2c8c1dap-8, 0x1.7ec11db142ec9p-8,
    0x1.785674053e8b9p-8, 0x1.7204aa46df734p-8, 0x1.6bcb6c7ad4854p-8, 0x1.65aa678a916b1p-8,
    0x1.5fa14942c3d54p-8, 0x1.59afc051c7af2p-8, 0x1.53d57c461a5a7p-8, 0x1.4e122d8ccd062p-8,
    0x1.4865856ff632ap-8, 0x1.42cf361522775p-8, 0x1.3d4ef27bc49a6p-8, 0x1.37e46e7ba50e6p-8,
    0x1.328f5ec350e67p-8, 0x1.2d4f78d688537p-8, 0x1.2824730cacbb4p-8, 0x1.230e048f2e7b5p-8,
    0x1.1e0be557fa673p-8, 0x1.191dce2fe7144p-8, 0x1.144378ad22027p-8, 0x1.0f7c9f319cb28p-8,
    0x1.0ac8fce979b96p-8, 0x1.06284dc979e0fp-8, 0x1.019a4e8d69649p-8, 0x1.fa3d796d1ab36p-9,
    0x1.f16aad1422a55p-9, 0x1.e8bbb61eea955p-9, 0x1.e030141df7d25p-9, 0x1.d7c748203256ap-9,
    0x1.cf80d4afc3019p-9, 0x1.c75c3dcef2d3dp-9, 0x1.bf5908f50b4a0p-9, 0x1.b776bd0b37ee9p-9,
    0x1.afb4e269693dfp-9, 0x1.a81302d338f65p-9, 0x1.a090a974cfebep-9, 0x1.992d62dfcd798p-9,
    0x1.91e8bd0830a74p-9, 0x1.8ac24741431cbp-9, 0x1.83b9923a85f7bp-9, 0x1.7cce2ffca09d2p-9,
    0x1.75ffb3e6519a0p-9, 0x1.6f4db2a961abbp-9, 0x1.68b7c2479902dp-9, 0x1.623d7a0fb6d75p-9,
    0x1.5bde729a6b60fp-9, 0x1.559a45c75448ap-9, 0x1.4f708eb9fba63p-9, 0x1.4960e9d6d99d5p-9,
    0x1.436af4c058acbp-9, 0x1.3d8e4e53dcc0dp-9, 0x1.37ca96a6cd1d4p-9, 0x1.321f6f03a12cdp-9,
    0x1.2c8c79e6f04a3p-9, 0x1.27115afc8490fp-9, 0x1.21adb71c70c75p-9, 0x1.1c6134482970ep-9,
    0x1.172b79a7a1181p-9, 0x1.120c2f8667df1p-9, 0x1.0d02ff50ce651p-9, 0x1.080f93910c0f1p-9,
    0x1.033197ec68c0ep-9, 0x1.fcd17240d428dp-10, 0x1.f3694a0008381p-10, 0x1.ea2a14e19b777p-10,
    0x1.e11332d0714c5p-10, 0x1.d82405d19a11fp-10, 0x1.cf5bf1fed1e70p-10, 0x1.c6ba5d810706bp-10,
    0x1.be3eb08ae7c20p-10, 0x1.b5e85553782e9p-10, 0x1.adb6b810af9e2p-10, 0x1.a5a946f21df26p-10,
    0x1.9dbf721b98dfap-10, 0x1.95f8ab9ff12f6p-10, 0x1.8e54677bb0151p-10, 0x1.86d21b8fdca41p-10,
    0x1.7f713f9cc9784p-10, 0x1.78314d3cea9eap-10, 0x1.7111bfdfb3ce0p-10, 0x1.6a1214c47efc1p-10,
    0x1.6331caf57b5dbp-10, 0x1.5c706342a4dd4p-10, 0x1.55cd603cc4150p-10, 0x1.4f48463076d67p-10,
    0x1.48e09b21414bfp-10, 0x1.4295e6c4a7bcdp-10, 0x1.3c67b27d50fe7p-10, 0x1.36558956319b9p-10,
    0x1.305ef7fdbfb95p-10, 0x1.2a838cc12fc30p-10, 0x1.24c2d787b9e37p-10, 0x1.1f1c69cde8521p-10,
    0x1.198fd6a0ee7bdp-10, 0x1.141cb29a090b8p-10, 0x1.0ec293d9e6d85p-10, 0x1.098112041abefp-10,
    0x1.0457c63a96690p-10, 0x1.fe8c96325c0e6p-11, 0x1.f49879624a021p-11, 0x1.ead27109873a9p-11,
    0x1.e139bb05eb49ep-11, 0x1.d7cd9805e4068p-11, 0x1.ce8d4b7fd6c70p-11, 0x1.c5781ba9939c6p-11,
    0x1.bc8d516fda8bap-11, 0x1.b3cc386df2c63p-11, 0x1.ab341ee553e25p-11, 0x1.a2c455b5610fbp-11,
    0x1.9a7c305336484p-11, 0x1.925b04c187787p-11, 0x1.8a602b88919c0p-11, 0x1.828affae1dcaap-11,
    0x1.7adadead962edp-11, 0x1.734f28702ce0ep-11, 0x1.6be73f45149fbp-11, 0x1.64a287d9cb5fbp-11,
    0x1.5d80693276a6dp-11, 0x1.56804ca251ae9p-11, 0x1.4fa19dc42d409p-11, 0x1.48e3ca7301450p-11,
    0x1.424642c28ff75p-11, 0x1.3bc878f81ab5bp-11, 0x1.3569e18328604p-11, 0x1.2f29f2f65d3a2p-11,
    0x1.29082600643fdp-11, 0x1.2303f564e9e58p-11, 0x1.1d1cddf5a82dep-11, 0x1.17525e8b840bbp-11,
    0x1.11a3f7ffbbfeap-11, 0x1.0c112d2527da8p-11, 0x1.069982c189a9ep-11, 0x1.013c7f86ef9a6p-11,
    0x1.f7f3581a4dc2cp-12, 0x1.eda125967f100p-12, 0x1.e381802242163p-12, 0x1.d99384025f7b3p-12,
    0x1.cfd6511405b2dp-12, 0x1.c6490ac05657bp-12, 0x1.bcead7f01492fp-12, 0x1.b3bae2ff746a1p-12,
    0x1.aab859b20ac9ep-12, 0x1.a1e26d26de24fp-12, 0x1.993851cc9779ap-12, 0x1.90b93f55d395cp-12,
    0x1.886470ad946a7p-12, 0x1.803923ebd244fp-12, 0x1.78369a4a2cbd6p-12, 0x1.705c1818bb2f5p-12,
    0x1.68a8e4b2fc8c2p-12, 0x1.611c4a74e6595p-12, 0x1.59b596b012aaap-12, 0x1.527419a10ce7bp-12,
    0x1.4b572664bd2dcp-12, 0x1.445e12edf21abp-12, 0x1.3d8837fb08d1dp-12, 0x1.36d4f10bb3073p-12,
    0x1.30439c56dadf6p-12, 0x1.29d39ac0a471cp-12, 0x1.23844fd08cb93p-12, 0x1.1d5521a7a5c05p-12,
    0x1.174578f6efd5dp-12, 0x1.1154c0f5cf93bp-12, 0x1.0b826758a086bp-12, 0x1.05cddc47643f2p-12,
    0x1.003692548d98bp-12, 0x1.f577fce7d002ep-13, 0x1.eabb2fe335196p-13, 0x1.e035b0d28d35ep-13,
    0x1.d5e6777a83c2ap-13, 0x1.cbcc801bd7354p-13, 0x1.c1e6cb6239574p-13, 0x1.b8345e5365088p-13,
    0x1.aeb4423e690e7p-13, 0x1.a56584ab2782ep-13, 0x1.9c47374a0974ep-13, 0x1.93586fe3e64dep-13,
    0x1.8a98484a1e8d3p-13, 0x1.8205de46e96c4p-13, 0x1.79a0538dd4fc7p-13, 0x1.7166cdac7851ap-13,
    0x1.695875fb574a0p-13, 0x1.6174798ef7853p-13, 0x1.59ba0929261c5p-13, 0x1.5228592a6dacdp-13,
    0x1.4abea183bc470p-13, 0x1.437c1da838d2fp-13, 0x1.3c600c7f477c5p-13, 0x1.3569b056bcb89p-13,
    0x1.2e984ed53e777p-13, 0x1.27eb30ecd3122p-13, 0x1.2161a2cd9d894p-13, 0x1.1afaf3d8c6a57p-13,
    0x1.14b67693928cfp-13, 0x1.0e93809aa2603p-13, 0x1.08916a9561720p-13, 0x1.02af90299dacep-13,
    0x1.f9da9fde95755p-14, 0x1.ee9416c8df025p-14, 0x1.e38a4dc27b11bp-14, 0x1.d8bc1318a3c2dp-14,
    0x1.ce283a9e3e330p-14, 0x1.c3cd9d94ffbcfp-14, 0x1.b9ab1a96e3b3ep-14, 0x1.afbf957ff0c60p-14,
    0x1.a609f7584d32bp-14, 0x1.9c892e3ea1022p-14, 0x1.933c2d52c56c9p-14, 0x1.8a21eca0c0a0ap-14,
    0x1.8139690c0d187p-14, 0x1.7881a43b2bae5p-14, 0x1.6ff9a4837fa43p-14, 0x1.67a074d573cedp-14,
    0x1.5f7524a8e81a2p-14, 0x1.5776c7e9e69b6p-14, 0x1.4fa476e59f668p-14, 0x1.47fd4e37aa5dep-14,
    0x1.40806eb78e353p-14, 0x1.392cfd668bdfdp-14, 0x1.3202235dada50p-14, 0x1.2aff0dbc19165p-14,
    0x1.2422ed95a3235p-14, 0x1.1d6cf7e1a5899p-14, 0x1.16dc656a14df6p-14, 0x1.107072bad678ep-14,
    0x1.0a2860115569cp-14, 0x1.0403714c55e59p-14, 0x1.fc01dbb80c841p-15, 0x1.f040416499c37p-15,
    0x1.e4c0b066a4970p-15, 0x1.d981cc4c8d703p-15, 0x1.ce823f4cc4badp-15, 0x1.c3c0ba283f84ap-15,
    0x1.b93bf40d5eccbp-15, 0x1.aef2aa7b48134p-15, 0x1.a4e3a125adc76p-15, 0x1.9b0da1d90630ap-15,
    0x1.916f7c5f2f764p-15, 0x1.880806647f682p-15, 0x1.7ed61b5d3db0ap-15, 0x1.75d89c6b87192p-15,
    0x1.6d0e7045988cbp-15, 0x1.6476831c80896p-15, 0x1.5c0fc68335b0cp-15, 0x1.53d93156112d7p-15,
    0x1.4bd1bfa2aba3dp-15, 0x1.43f872901b698p-15, 0x1.3c4c504792bf8p-15, 0x1.34cc63dd5cceep-15,
    0x1.2d77bd3a382bcp-15, 0x1.264d71050da1cp-15, 0x1.1f4c988d02149p-15, 0x1.187451b3e23ddp-15,
    0x1.11c3bed8e716ap-15, 0x1.0b3a06c3d1bdbp-15, 0x1.04d654905dad0p-15, 0x1.fd2faf34102b4p-16,
    0x1.f0fb86d056745p-16, 0x1.e50e9f34d948bp-16, 0x1.d9676faafa27fp-16, 0x1.ce0477605211bp-16,
    0x1.c2e43d417197bp-16, 0x1.b8054fd53dbc6p-16, 0x1.ad664518e771bp-16, 0x1.a305ba5c7b917p-16,
    0x1.98e25420092dap-16, 0x1.8efabdf15c1d8p-16, 0x1.854daa4a49b0fp-16, 0x1.7bd9d26f8d7a6p-16,
    0x1.729df6503422ap-16, 0x1.6998dc659242cp-16, 0x1.60c95193c542dp-16, 0x1.582e290abc432p-16,
    0x1.4fc63c27c71aep-16, 0x1.47906a57a97c0p-16, 0x1.3f8b98f93052ap-16, 0x1.37b6b3404779ep-16,
    0x1.3010aa198de78p-16, 0x1.2898740e66733p-16, 0x1.214d0d2983650p-16, 0x1.1a2d76dbeafaap-16,
    0x1.1338b7e273194p-16, 0x1.0c6ddc2bb2670p-16, 0x1.05cbf4be650abp-16, 0x1.fea42f4086b14p-17,
    0x1.f1febf7a916aap-17, 0x1.e5a5d99ed1fb6p-17, 0x1.d997c68d65936p-17, 0x1.cdd2d863b9c43p-17,
    0x1.c2556a4e7a90fp-17, 0x1.b71de05c50691p-17, 0x1.ac2aa7516ade4p-17, 0x1.a17a347bd4f16p-17,
    0x1.970b05888fda2p-17, 0x1.8cdba0597137ap-17, 0x1.82ea92dbc1a27p-17, 0x1.793672df98a0dp-17,
    0x1.6fbdddeff308fp-17, 0x1.667f792b80e4dp-17, 0x1.5d79f11e27f6bp-17, 0x1.54abf99b3804ap-17,
    0x1.4c144d984e1b8p-17, 0x1.43b1af08e403cp-17, 0x1.3b82e6ba892a4p-17, 0x1.3386c431c2498p-17,
    0x1.2bbc1d878d272p-17, 0x1.2421cf4785c45p-17, 0x1.1cb6bc4eaa678p-17, 0x1.1579cdaabbee4p-17,
    0x1.0e69f27a37df3p-17, 0x1.07861fcce9bdap-17, 0x1.00cd508511266p-17, 0x1.f47d0a7234923p-18,
    0x1.e7b1882bccac5p-18, 0x1.db363183430a8p-18, 0x1.cf09287e48bb9p-18, 0x1.c32899a3bbe8cp-18,
    0x1.b792bbc489b04p-18, 0x1.ac45cfc598e45p-18, 0x1.a140206ab9450p-18, 0x1.9680022292d8ep-18,
    0x1.8c03d2d39119bp-18, 0x1.81c9f9a9c5b97p-18, 0x1.77d0e6e5bed21p-18, 0x1.6e1713ac4c639p-18,
    0x1.649b01d73110ap-18, 0x1.5b5b3bc6ba1aep-18, 0x1.525654343aad2p-18, 0x1.498ae60566912p-18,
    0x1.40f79420887c7p-18, 0x1.389b0941902eap-18, 0x1.3073f7cff4a85p-18, 0x1.288119b566d13p-18,
    0x1.20c1303550f0ep-18, 0x1.193303c51f6b8p-18, 0x1.11d563e54f40ep-18, 0x1.0aa726fb3eda6p-18,
    0x1.03a72a2bbdc06p-18, 0x1.f9a8a26cafbcdp-19, 0x1.ec5b0ca2b20f5p-19, 0x1.df63740d0afa0p-19,
    0x1.d2bfc6210880ap-19, 0x1.c66dfc71f01c1p-19, 0x1.ba6c1c6e87c40p-19, 0x1.aeb8371feff2ep-19,
    0x1.a35068e9c89cfp-19, 0x1.9832d94b9b2e5p-19, 0x1.8d5dbaa383b98p-19, 0x1.82cf49f21396fp-19,
    0x1.7885ce9f67cdbp-19, 0x1.6e7f9a416db44p-19, 0x1.64bb0863504ddp-19, 0x1.5b367e4e08ff4p-19,
    0x1.51f06ad20e4c3p-19, 0x1.48e746121b633p-19, 0x1.4019914f0b53ap-19, 0x1.3785d6b4c2deap-19,
    0x1.2f2aa92823e80p-19, 0x1.2706a41605a0ap-19, 0x1.1f186b432c98bp-19, 0x1.175eaa9d3dfb7p-19,
    0x1.0fd8160ca94a0p-19, 0x1.0883694783fe6p-19, 0x1.015f67a552924p-19, 0x1.f4d5b7e774f3cp-20,
    0x1.e749309831666p-20, 0x1.da16ebd3f13ddp-20, 0x1.cd3caa04cdd1bp-20, 0x1.c0b8393838b08p-20,
    0x1.b48774d0f8e45p-20, 0x1.a8a8453ac7d1ep-20, 0x1.9d189f9f85cbfp-20, 0x1.91d6859dfe95ap-20,
    0x1.86e0050236315p-20, 0x1.7c33377f3678ap-20, 0x1.71ce426a561d3p-20, 0x1.67af5677f1cf7p-20,
    0x1.5dd4af79906a9p-20, 0x1.543c941d6b222p-20, 0x1.4ae555af52cdfp-20, 0x1.41cd4fdaeb8e5p-20,
    0x1.38f2e86f38216p-20, 0x1.30548f236e5e5p-20, 0x1.27f0bd5d0e6b1p-20, 0x1.1fc5f5f73659bp-20,
    0x1.17d2c50b2bfafp-20, 0x1.1015bfba16ccbp-20, 0x1.088d83f7e4069p-20, 0x1.0138b8574ee37p-20,
    0x1.f42c17ae0ebf6p-21, 0x1.e6486b5fe37d9p-21, 0x1.d8c3ea48f2889p-21, 0x1.cb9c22a1e14d5p-21,
    0x1.beceb1f9f5b3dp-21, 0x1.b25944dbedd3ap-21, 0x1.a6399674d366bp-21, 0x1.9a6d703cc0c93p-21,
    0x1.8ef2a9a18d857p-21, 0x1.83c727b35896dp-21, 0x1.78e8dcd2e6bfdp-21, 0x1.6e55c861cb77cp-21,
    0x1.640bf6745325ep-21, 0x1.5a097f852585fp-21, 0x1.504c882a97424p-21, 0x1.46d340cda1f4ep-21,
    0x1.3d9be56279ee9p-21, 0x1.34a4bd22b9482p-21, 0x1.2bec1a4917edbp-21, 0x1.237059cea878cp-21,
    0x1.1b2fe32991d5cp-21, 0x1.1329280d3dd80p-21, 0x1.0b5aa42bf5054p-21, 0x1.03c2dcf9e0050p-21,
    0x1.f8c0c2e2ce8dep-22, 0x1.ea6393b1d32c1p-22, 0x1.dc6b6f1384e18p-22, 0x1.ced5a97132462p-22,
    0x1.c19fa87de37fbp-22, 0x1.b4c6e2cbf2715p-22, 0x1.a848df650bea7p-22, 0x1.9c2335648cd57p-22,
    0x1.90538b942ea7cp-22, 0x1.84d7980af6946p-22, 0x1.79ad1fce5b3d8p-22, 0x1.6ed1f67594e09p-22,
    0x1.6443fdcf0c327p-22, 0x1.5a012587dc5c6p-22, 0x1.50076ad55cc39p-22, 0x1.4654d820a77ecp-22,
    0x1.3ce784b411931p-22, 0x1.33bd946a8a4a4p-22, 0x1.2ad53760d7287p-22, 0x1.222ca9a8a23c0p-22,
    0x1.19c232fd50b88p-22, 0x1.1194267a97fd9p-22, 0x1.09a0e254c75e0p-22, 0x1.01e6cf92bd2dbp-22,
    0x1.f4c8c392fb944p-23, 0x1.e6302db2c7098p-23, 0x1.d800ed59bd026p-23, 0x1.ca3825f177939p-23,
    0x1.bcd30dfbd611bp-23, 0x1.afceee997501bp-23, 0x1.a32923130213fp-23, 0x1.96df18655c0aep-23,
    0x1.8aee4cd06ec1bp-23, 0x1.7f544f68bbda9p-23, 0x1.740ebfab80eb4p-23, 0x1.691b4d156c4f1p-23,
    0x1.5e77b6bbd2127p-23, 0x1.5421cae852b8fp-23, 0x1.4a1766b6e5e8ap-23, 0x1.405675b63b505p-23,
    0x1.36dcf18a6465cp-23, 0x1.2da8e191b9df2p-23, 0x1.24b85a8bf0124p-23, 0x1.1c097e434da61p-23,
    0x1.139a7b37f8475p-23, 0x1.0b698c4d4b534p-23, 0x1.0374f8792ca97p-23, 0x1.f77624eaa8306p-24,
    0x1.e87470e4f4246p-24, 0x1.d9e1a79ac5358p-24, 0x1.cbbab18b73217p-24, 0x1.bdfc8c6d6b765p-24,
    0x1.b0a44aa2f067ep-24, 0x1.a3af12b23c0aap-24, 0x1.971a1ec0f40c7p-24, 0x1.8ae2bc12da6eep-24,
    0x1.7f064a8ba8323p-24, 0x1.73823c33ff47bp-24, 0x1.685414c16188ep-24, 0x1.5d7969211ad3ep-24,
    0x1.52efdf060cd20p-24, 0x1.48b52c794b4b9p-24, 0x1.3ec7176d784b5p-24, 0x1.35237554cfb1bp-24,
    0x1.2bc82ab9d2302p-24, 0x1.22b32ada8000dp-24, 0x1.19e2774614040p-24, 0x1.11541f7d30434p-24,
    0x1.090640946d2d5p-24, 0x1.00f704d93d314p-24, 0x1.f24946f22d5aep-25, 0x1.e31ac055acf2ep-25,
    0x1.d45f15b49b35ep-25, 0x1.c612feabda0b1p-25, 0x1.b83349fd05191p-25, 0x1.aabcdcf1f4f0bp-25,
    0x1.9dacb2c432ef4p-25, 0x1.90ffdc0845d42p-25, 0x1.84b37e1cbf8ebp-25, 0x1.78c4d29cf54fdp-25,
    0x1.6d3126d74b6ccp-25, 0x1.61f5db46ff216p-25, 0x1.5710631158bffp-25, 0x1.4c7e43863154ap-25,
    0x1.423d13a3b73e1p-25, 0x1.384a7b9d5db23p-25, 0x1.2ea43465e3995p-25, 0x1.2548073c5e9bdp-25,
    0x1.1c33cd3c37addp-25, 0x1.13656ef006d08p-25, 0x1.0adae3e73c2b5p-25, 0x1.0292324e85073p-25,
    0x1.f512dd15b73b7p-26, 0x1.e57d75ae621d9p-26, 0x1.d6608dc942687p-26, 0x1.c7b89efa40d1fp-26,
    0x1.b9823c51276e1p-26, 0x1.abba11a88877ap-26, 0x1.9e5ce2f93dd76p-26, 0x1.91678bb2646b0p-26,
    0x1.84d6fe15b6b93p-26, 0x1.78a842982b692p-26, 0x1.6cd87746bc76bp-26, 0x1.6164cf2f3cbf3p-26,
    0x1.564a91cd221f0p-26, 0x1.4b871a7a2af2fp-26, 0x1.4117d7e2c667dp-26, 0x1.36fa4b7e27945p-26,
    0x1.2d2c0909ebeb9p-26, 0x1.23aab6093e22dp-26, 0x1.1a7409475f2f9p-26, 0x1.1185ca5d7f892p-26,
    0x1.08ddd13bd35e7p-26, 0x1.007a05b5ccf17p-26, 0x1.f0b0be22d18e8p-27, 0x1.e0edc732efb00p-27,
    0x1.d1a75065a8c74p-27, 0x1.c2d99fe8dd08fp-27, 0x1.b48117843c1c7p-27, 0x1.a69a33d44f6f5p-27,
    0x1.99218b8ac7f8ep-27, 0x1.8c13ceb3ed206p-27, 0x1.7f6dc6010b4adp-27, 0x1.732c5217c164bp-27,
    0x1.674c6ae60d852p-27, 0x1.5bcb1efaf98d7p-27, 0x1.50a592e3c968ep-27, 0x1.45d9008d8d4bep-27,
    0x1.3b62b6aafb0c8p-27, 0x1.3140181e725efp-27, 0x1.276e9b681072fp-27, 0x1.1debca17b819dp-27,
    0x1.14b54042f445bp-27, 0x1.0bc8abfe9b549p-27, 0x1.0323ccdc1a3dcp-27, 0x1.f588e6d49ea22p-28,
    0x1.e5510173b9a50p-28, 0x1.d59bcbc9b8a56p-28, 0x1.c6654733b86adp-28, 0x1.b7a9935422cdep-28,
    0x1.a964ed354f984p-28, 0x1.9b93ae7239032p-28, 0x1.8e324c651b064p-28, 0x1.813d575bd5ad5p-28,
    0x1.74b179d1eba81p-28, 0x1.688b77aff7413p-28, 0x1.5cc82d9070d95p-28, 0x1.51649009a2f10p-28,
    0x1.465daafca8b1dp-28, 0x1.3bb0a0e954ca3p-28, 0x1.315aaa46df48ep-28, 0x1.275914e139fecp-28,
    0x1.1da9433aebbcfp-28, 0x1.1448abf353937p-28, 0x1.0b34d93135fc0p-28, 0x1.026b681176a00p-28,
    0x1.f3d41033c44ccp-29, 0x1.e35cf55fd8632p-29, 0x1.d36d25268cd2bp-29, 0x1.c40066b86c3e7p-29,
    0x1.b512a1fb1d8fcp-29, 0x1.a69fde94705a5p-29, 0x1.98a442fc4fc15p-29, 0x1.8b1c13956c309p-29,
    0x1.7e03b1cc6d738p-29, 0x1.71579b3d7fe8bp-29, 0x1.651468e010b8ap-29, 0x1.5936ce388e1c1p-29,
    0x1.4dbb989001d84p-29, 0x1.429fae315d2edp-29, 0x1.37e00dac4e8b5p-29, 0x1.2d79cd1d7a42fp-29,
    0x1.236a197bf0b9ap-29, 0x1.19ae35ebbd3ccp-29, 0x1.10437b1569d7ep-29, 0x1.072756825556fp-29,
    0x1.fcae93fb7323cp-30, 0x1.eba1d5f48203bp-30, 0x1.db23c3f816f92p-30, 0x1.cb2fd40e05970p-30,
    0x1.bbc1a022c14d4p-30, 0x1.acd4e4f490d03p-30, 0x1.9e658108af2e0p-30, 0x1.906f73a822538p-30,
    0x1.82eedbe410407p-30, 0x1.75dff7a15d9d3p-30, 0x1.693f22ab61ce9p-30, 0x1.5d08d5cd7e058p-30,
    0x1.5139a5f3661fbp-30, 0x1.45ce434feb7f1p-30, 0x1.3ac3788a1b429p-30, 0x1.301629f0828c4p-30,
    0x1.25c354b26cb4ep-30, 0x1.1bc80e1ef07cbp-30, 0x1.122182e9a270fp-30, 0x1.08ccf674c3daep-30,
    0x1.ff8f84418d510p-31, 0x1.ee1ea941ff98dp-31, 0x1.dd4262aac53e8p-31, 0x1.ccf5df52419e3p-31,
    0x1.bd3474ec16ca5p-31, 0x1.adf99ed924c34p-31, 0x1.9f40fd0082b72p-31, 0x1.910652b130fbdp-31,
    0x1.8345858c4438dp-31, 0x1.75fa9c774bf55p-31, 0x1.6921be96b86b1p-31, 0x1.5cb7325005266p-31,
    0x1.50b75c536f927p-31, 0x1.451ebead0221fp-31, 0x1.39e9f7dcbe479p-31, 0x1.2f15c1f5b0ec0p-31,
    0x1.249ef1c3be817p-31, 0x1.1a8275f7f5385p-31, 0x1.10bd565b35393p-31, 0x1.074cb307001abp-31,
    0x1.fc5b8748842b2p-32, 0x1.eabbad5fd177ap-32, 0x1.d9b4a18a38642p-32, 0x1.c94157d9e236ep-32,
    0x1.b95cede6d524bp-32, 0x1.aa02a9834954cp-32, 0x1.9b2df77a02225p-32, 0x1.8cda6a5660ed9p-32,
    0x1.7f03b935e8e3ap-32, 0x1.71a5bea2ed2dap-32, 0x1.64bc777824f0ep-32, 0x1.584401cce2778p-32,
    0x1.4c389be9acb83p-32, 0x1.4096a344fc460p-32, 0x1.355a9387de78cp-32, 0x1.2a81059a43569p-32,
    0x1.2006aeb6bc768p-32, 0x1.15e85f8574b6dp-32, 0x1.0c23033e2a376p-32, 0x1.02b39ed0f5959p-32,
    0x1.f32ea02b55d23p-33, 0x1.e1969a0344ed4p-33, 0x1.d099c5c770f5ap-33, 0x1.c032eb4ca9a5dp-33,
    0x1.b05cfe2e99435p-33, 0x1.a1131c6ae2bb2p-33, 0x1.92508d0743fc9p-33, 0x1.8410bec26874bp-33,
    0x1.764f46cf19f9cp-33, 0x1.6907df9980cc8p-33, 0x1.5c36679625a01p-33, 0x1.4fd6e01a6ace7p-33,
    0x1.43e56c3e340a7p-33, 0x1.385e4fc675f83p-33, 0x1.2d3dee1869201p-33, 0x1.2280c9351dab6p-33,
    0x1.182380bd2f494p-33, 0x1.0e22d0fc5a78bp-33, 0x1.047b91fcb6491p-33, 0x1.f6556d42aece1p-34,
    0x1.e45a9790460c1p-34, 0x1.d300eee533c54p-34, 0x1.c242efeaca760p-34, 0x1.b21b465ce260fp-34,
    0x1.a284cb82c31cep-34, 0x1.937a84b45ee34p-34, 0x1.84f7a1eb7f7f3p-34, 0x1.76f77c60878d6p-34,
    0x1.697595326d7dcp-34, 0x1.5c6d941998729p-34, 0x1.4fdb462549af1p-34, 0x1.43ba9c833fce3p-34,
    0x1.3807ab51436a8p-34, 0x1.2cbea8784f436p-34, 0x1.21dbea9108398p-34, 0x1.175be7d13bbb5p-34,
    0x1.0d3b35021d695p-34, 0x1.0376847efed78p-34, 0x1.f4154a787cc1bp-35, 0x1.e1e903ac58002p-35,
    0x1.d0623f4f4a28fp-35, 0x1.bf7b3bd053b37p-35, 0x1.af2e69a262610p-35, 0x1.9f76699502386p-35,
    0x1.904e0b3aa82a3p-35, 0x1.81b04b5c29f6bp-35, 0x1.73985278fa30ep-35, 0x1.66017353c2658p-35,
    0x1.58e7298af87d9p-35, 0x1.4c45183d0f725p-35, 0x1.401708b7e64c6p-35, 0x1.3458e9331b39cp-35,
    0x1.2906cb94eb40dp-35, 0x1.1e1ce44149bcfp-35, 0x1.139788f2dd663p-35, 0x1.09732f9d93232p-35,
    0x1.ff58dab4f2a79p-36, 0x1.ec7feab931386p-36, 0x1.da552fdd03043p-36, 0x1.c8d282f090cd7p-36,
    0x1.b7f1f31b571b6p-36, 0x1.a7adc40841f47p-36, 0x1.98006c2117e39p-36, 0x1.88e492d8b7d87p-36,
    0x1.7a550f03b145bp-36, 0x1.6c4ce53ec1934p-36, 0x1.5ec74662c5961p-36, 0x1.51bf8e05b13cfp-36,
    0x1.453141082302ap-36, 0x1.39180c2f2c029p-36, 0x1.2d6fc2c9e8bc0p-36, 0x1.22345d6289a76p-36,
    0x1.1761f87a6dc3dp-36, 0x1.0cf4d350f42a7p-36, 0x1.02e94eb4ac8a5p-36, 0x1.f277d7bd2256fp-37,
    0x1.dfd296adef82ap-37, 0x1.cddc57c7d1d21p-37, 0x1.bc8ed301215ebp-37, 0x1.abe3f8baf9cfbp-37,
    0x1.9bd5efd2c0f15p-37, 0x1.8c5f13c42a0ddp-37, 0x1.7d79f2db2d4a5p-37, 0x1.6f214c756e980p-37,
    0x1.61500f5293f06p-37, 0x1.540157f30e9e3p-37, 0x1.47306f04df3d6p-37, 0x1.3ad8c7dddfe7fp-37,
    0x1.2ef5ff0323b28p-37, 0x1.2383d8bcfe2dcp-37, 0x1.187e3fb74914dp-37, 0x1.0de143ad81ac8p-37,
    0x1.03a918225a966p-37, 0x1.f3a42644c4003p-38, 0x1.e0b15822be4e0p-38, 0x1.ce72f5041a35fp-38,
    0x1.bce26a2fb7176p-38, 0x1.abf960e4c2659p-38, 0x1.9bb1bc445c3c6p-38, 0x1.8c05974d5d76dp-38,
    0x1.7cef42e9a617dp-38, 0x1.6e69440c5fbd7p-38, 0x1.606e51e0a4963p-38, 0x1.52f95407ffed5p-38,
    0x1.460560e841d79p-38, 0x1.398dbc0823dcfp-38, 0x1.2d8dd47a40ad8p-38, 0x1.22014355e4fd9p-38,
    0x1.16e3ca3d4393fp-38, 0x1.0c3151f09a656p-38, 0x1.01e5e8edda47bp-38, 0x1.effb8438ccb6cp-39,
    0x1.dcea670907819p-39, 0x1.ca916a242b100p-39, 0x1.b8e9bec48816dp-39, 0x1.a7ecd5376413bp-39,
    0x1.97945aa1c9c35p-39, 0x1.87da36d910844p-39, 0x1.78b88a4e7107bp-39, 0x1.6a29ac0d033b6p-39,
    0x1.5c2827c986b62p-39, 0x1.4eaebc035c1efp-39, 0x1.41b858361b0fep-39, 0x1.35401b1b34d35p-39,
    0x1.294150fb19119p-39, 0x1.1db7720d5613bp-39, 0x1.129e20e732adcp-39, 0x1.07f128f84427bp-39,
    0x1.fb58fa290d436p-40, 0x1.e7986c1704e48p-40, 0x1.d499229819bc6p-40, 0x1.c253df286c98bp-40,
    0x1.b0c1a759f7739p-40, 0x1.9fdbc262a96f0p-40, 0x1.8f9bb6c075486p-40, 0x1.7ffb47f2923dap-40,
    0x1.70f4744735c2bp-40, 0x1.628172bd128fdp-40, 0x1.549cb0f7ef8e2p-40, 0x1.4740d147aeee2p-40,
    0x1.3a68a8c1234e1p-40, 0x1.2e0f3d68163f5p-40, 0x1.222fc469e8b8cp-40, 0x1.16c5a0683b142p-40,
    0x1.0bcc5fd30f1ddp-40, 0x1.013fbb51db7c3p-40, 0x1.ee3728761897bp-41, 0x1.dab7e632e27cfp-41,
    0x1.c7fa0c7e3bac7p-41, 0x1.b5f640ca88ffcp-41, 0x1.a4a56eb132a54p-41, 0x1.9400c5639a411p-41,
    0x1.8401b5336a8a0p-41, 0x1.74a1ed3170855p-41, 0x1.65db58e2358c1p-41, 0x1.57a81e0798146p-41,
    0x1.4a029a7ea7cd1p-41, 0x1.3ce562310ff80p-41, 0x1.304b3d1961171p-41, 0x1.242f255990f2fp-41,
    0x1.188c45630dc53p-41, 0x1.0d5df62fc6de5p-41, 0x1.029fbd8b92835p-41, 0x1.f09a98dabbe15p-42,
    0x1.dcc4fabf32f1cp-42, 0x1.c9b6a5eeaf22dp-42, 0x1.b767ecb334a7ep-42, 0x1.a5d16b9c9f099p-42,
    0x1.94ec06c0ff29fp-42, 0x1.84b0e71670a74p-42, 0x1.751977e5803d3p-42, 0x1.661f645344b13p-42,
    0x1.57bc950253825p-42, 0x1.49eb2dc9c1fe9p-42, 0x1.3ca58b816a87fp-42, 0x1.2fe641e2b4c10p-42,
    0x1.23a8197d2607ep-42, 0x1.17e60dbe061d8p-42, 0x1.0c9b4b0a6a16fp-42, 0x1.01c32ceafdbe1p-42,
    0x1.eeb27891d2bb3p-43, 0x1.dab25b766f29bp-43, 0x1.c77dbfc848866p-43, 0x1.b50cb3bb85b8ap-43,
    0x1.a357936adf17bp-43, 0x1.925705eb06ee6p-43, 0x1.8203fa7992554p-43, 0x1.7257a5c665a60p-43,
    0x1.634b7f56b0a5cp-43, 0x1.54d93f008f0e0p-43, 0x1.46fada7e6a5fep-43, 0x1.39aa831941e52p-43,
    0x1.2ce2a3690576bp-43, 0x1.209ddd2a37112p-43, 0x1.14d707280e6cfp-43, 0x1.09892b3a60c2fp-43,
    0x1.fd5f08ad2b29ap-44, 0x1.e88af965ef99fp-44, 0x1.d48d57f7718b7p-44, 0x1.c15dab3201a1dp-44,
    0x1.aef3ce0add578p-44, 0x1.9d47ec68d9d32p-44, 0x1.8c52800f939c8p-44, 0x1.7c0c4da8069d8p-44,
    0x1.6c6e61e57bf9bp-44, 0x1.5d720ec5c50c7p-44, 0x1.4f10e8ebc44a9p-44, 0x1.4144c5134ddf5p-44,
    0x1.3407b59d72a5bp-44, 0x1.2754083450994p-44, 0x1.1b2443858c0a1p-44, 0x1.0f7325129cc48p-44,
    0x1.043b9f1621ff3p-44, 0x1.f2f1acfaee752p-45, 0x1.de4c41eb96b45p-45, 0x1.ca7e0618042e1p-45,
    0x1.b77e5cbd5d147p-45, 0x1.a544ffc2f7daap-45, 0x1.93c9fc62bfb11p-45, 0x1.8305aff1ee6d0p-45,
    0x1.72f0c4c8e9bffp-45, 0x1.63842f491cb61p-45, 0x1.54b92affb11afp-45, 0x1.468937e416b16p-45,
    0x1.38ee17b150182p-45, 0x1.2be1cb5906c94p-45, 0x1.1f5e908f70e0cp-45, 0x1.135edf6f1c3f5p-45,
    0x1.07dd6833bb380p-45, 0x1.f9aa22162e836p-46, 0x1.e481e7f6ac4bcp-46, 0x1.d038b9bb8bb5ep-46,
    0x1.bcc58edad5559p-46, 0x1.aa1fbad124e31p-46, 0x1.983ee9896d582p-46, 0x1.871b1be7fb729p-46,
    0x1.76aca47764427p-46, 0x1.66ec243619ce9p-46, 0x1.57d287836bd3dp-46, 0x1.4959032ac62a4p-46,
    0x1.3b79118c097a1p-46, 0x1.2e2c6fdfe5a4ep-46, 0x1.216d1b97279a9p-46, 0x1.15354fd3f64b9p-46,
    0x1.097f82fc04025p-46, 0x1.fc8cc8c585649p-47, 0x1.e709b415656d0p-47, 0x1.d26bfcf9d82a7p-47,
    0x1.beaa3d6c15504p-47, 0x1.abbb704f5b0f5p-47, 0x1.9996ed9b83967p-47, 0x1.883466adb03b0p-47,
    0x1.778be2bd9795bp-47, 0x1.6795bb7611ab9p-47, 0x1.584a99af8a842p-47, 0x1.49a3724b105c8p-47,
    0x1.3b99832cbefddp-47, 0x1.2e26505455a23p-47, 0x1.2143a112d0466p-47, 0x1.14eb7d5be8522p-47,
    0x1.09182b326b229p-47, 0x1.fb88585cbe817p-48, 0x1.e5d47637f5db5p-48, 0x1.d10a9364f05ffp-48,
    0x1.bd20fcc3b76d7p-48, 0x1.aa0e646d99739p-48, 0x1.97c9dda748fc7p-48, 0x1.864ad8fbc8acap-48,
    0x1.7589207e91ad1p-48, 0x1.657cd43371237p-48, 0x1.561e669aa7fdbp-48, 0x1.4766995fe66cep-48,
    0x1.394e7a2ac9fc7p-48, 0x1.2bcf5f8f92444p-48, 0x1.1ee2e61eccc99p-48, 0x1.1282ed92c4c02p-48,
    0x1.06a996198f06fp-48, 0x1.f6a27b752bf43p-49, 0x1.e0e8fbad2703ep-49, 0x1.cc1c5181e4658p-49,
    0x1.b8328ee330ae9p-49, 0x1.a5222e9c52cdep-49, 0x1.92e21013a7670p-49, 0x1.81697335921a8p-49,
    0x1.70aff489136ebp-49, 0x1.60ad896c62a40p-49, 0x1.515a7c77fab48p-49, 0x1.42af6a0699189p-49,
    0x1.34a53ce0bbb6fp-49, 0x1.27352b0a399eep-49, 0x1.1a58b2b09fdcbp-49, 0x1.0e09973908e9dp-49,
    0x1.0241de6c31e5bp-49, 0x1.edf79b7f39f57p-50, 0x1.d863cf753825cp-50, 0x1.c3bdd2ec54944p-50,
    0x1.affb906d0ae09p-50, 0x1.9d135e3b06c09p-50, 0x1.8afbf9e9520c2p-50, 0x1.79ac841c2536cp-50,
    0x1.691c7c768becep-50, 0x1.5943bdb22177cp-50, 0x1.4a1a79df39cdep-50, 0x1.3b9936cbdccb8p-50,
    0x1.2db8ca9009091p-50, 0x1.2072583dc31dep-50, 0x1.13bf4cb384e4ap-50, 0x1.07995b8fae8cfp-50,
    0x1.f7f4f88751db4p-51, 0x1.e1b9ce8aeb64dp-51, 0x1.cc7626bced452p-51, 0x1.b81f662c82ccbp-51,
    0x1.a4ab6470c1c5cp-51, 0x1.921066e7e1014p-51, 0x1.80451c2811052p-51, 0x1.6f40979ff9ef2p-51,
    0x1.5efa4d64f59f6p-51, 0x1.4f6a0e2d30776p-51, 0x1.40880373ed740p-51, 0x1.324cabc63c30fp-51,
    0x1.24b0d7368076ep-51, 0x1.17ada3f53b64fp-51, 0x1.0b3c7b0d960f0p-51, 0x1.feae1a8879316p-52,
    0x1.e7eea02e4ed88p-52, 0x1.d22ef5b9fc671p-52, 0x1.bd6408059b696p-52, 0x1.a9833ccdad51ep-52,
    0x1.96826d9e90341p-52, 0x1.8457e2f787935p-52, 0x1.72fa4fa12d516p-52, 0x1.6260cc3534e4cp-52,
    0x1.5282d2d5803fep-52, 0x1.43583b109a3d4p-52, 0x1.34d935f1be064p-52, 0x1.26fe4a3aa5c47p-52,
    0x1.19c050c56d0d7p-52, 0x1.0d18710ce4e10p-52, 0x1.01001dd9c7ccep-52, 0x1.eae2242699b7cp-53,
    0x1.d4ca9b634ecbap-53, 0x1.bfae25a2215b7p-53, 0x1.ab81c5c80cf39p-53, 0x1.983af806ef05dp-53,
    0x1.85cfacb7477f2p-53, 0x1.7436436906608p-53, 0x1.6365862923eb9p-53, 0x1.5354a4f9d8430p-53,
    0x1.43fb317b5dc37p-53, 0x1.35511ac33ed90p-53, 0x1.274ea96044bd7p-53, 0x1.19ec7b8930604p-53,
    0x1.0d23817479c67p-53, 0x1.00ecf9d764793p-53, 0x1.ea84dd1592590p-54, 0x1.d43b62a80b498p-54,
    0x1.bef1b1a12823ep-54, 0x1.aa9c7b05b54fbp-54, 0x1.9730edfda64acp-54, 0x1.84a4b26a70a97p-54,
    0x1.72ede3b7eaa25p-54, 0x1.62030be53f2aap-54, 0x1.51db1ec3a3087p-54, 0x1.426d75688e998p-54,
    0x1.33b1c9d1576ecp-54, 0x1.25a032b61b4cbp-54, 0x1.18311f8a03acap-54, 0x1.0b5d54a6fd85ep-54,
    0x1.fe3bcf4629feap-55, 0x1.e6d8779b6f6c0p-55, 0x1.d083fda665164p-55, 0x1.bb324b09a2f25p-55,
    0x1.a6d7d18831888p-55, 0x1.9369851f3e04ap-55, 0x1.80dcd6603df1bp-55, 0x1.6f27ad08ce5c2p-55,
    0x1.5e4062d5b6a4ep-55, 0x1.4e1dbe8e92b21p-55, 0x1.3eb6ef47c2758p-55, 0x1.300387d855f73p-55,
    0x1.21fb7a81c5444p-55, 0x1.149714c75ada1p-55, 0x1.07cefb734d68bp-55, 0x1.f7384d8f364aep-56,
    0x1.dfefbdb19ac7ep-56, 0x1.c9b77021bda92p-56, 0x1.b4831fb123440p-56, 0x1.a04712cb297bfp-56,
    0x1.8cf81557d20b6p-56, 0x1.7a8b72e20f138p-56, 0x1.68f6f0feb4755p-56, 0x1.5830c9f14f112p-56,
    0x1.482fa78c40635p-56, 0x1.38ea9e49991c6p-56, 0x1.2a59289a484fbp-56, 0x1.1c7322694eb76p-56,
    0x1.0f30c4d0be5c0p-56, 0x1.028aa1fe66bd8p-56, 0x1.ecf3428c48d4fp-57, 0x1.d5edf6bfc1a74p-57,
    0x1.bff86d9ec8499p-57, 0x1.ab0648e85e0bcp-57, 0x1.970bb87f4ae14p-57, 0x1.83fd741fcc813p-57,
    0x1.71d0b55b79b86p-57, 0x1.607b31d856a02p-57, 0x1.4ff315d036fbdp-57, 0x1.402efecdab352p-57,
    0x1.3125f6a3d2570p-57, 0x1.22cf6e9e88145p-57, 0x1.15233ae8815f2p-57, 0x1.08198e25046d9p-57,
    0x1.f755ea760487dp-58, 0x1.dfa0a69ee0176p-58, 0x1.c905bbd9ab5a6p-58, 0x1.b37832ac3aaa9p-58,
    0x1.9eebaa0589b4ep-58, 0x1.8b5450854caefp-58, 0x1.78a6de0f41b89p-58, 0x1.66d88da6f99aep-58,
    0x1.55df1790f2f61p-58, 0x1.45b0abb6054b2p-58, 0x1.3643ec463a3cfp-58, 0x1.278fe89852ee6p-58,
    0x1.198c18435598dp-58, 0x1.0c30566f9c6a1p-58, 0x1.fee9bab9f4e14p-59, 0x1.e6a484374bd91p-59,
    0x1.cf82e0eb6196bp-59, 0x1.b9774e0de0e27p-59, 0x1.a474e7029a919p-59, 0x1.906f5e3711d56p-59,
    0x1.7d5af6513e2bep-59, 0x1.6b2c7babf461fp-59, 0x1.59d93e1d8f57dp-59, 0x1.49570b0596d15p-59,
    0x1.399c279e4699ap-59, 0x1.2a9f4b8efabaap-59, 0x1.1c579bbca6885p-59, 0x1.0ebca5559bdafp-59,
    0x1.01c659160612dp-59, 0x1.eada0d8532f22p-60, 0x1.d352b1ae26940p-60, 0x1.bce8a0cc82894p-60,
    0x1.a78e8252c204dp-60, 0x1.93379b797f5fbp-60, 0x1.7fd7c80f3410ep-60, 0x1.6d63739aa5846p-60,
    0x1.5bcf92cc55d86p-60, 0x1.4b119d3b785eep-60, 0x1.3b1f876b10da7p-60, 0x1.2befbd1409d63p-60,
    0x1.1d791bb1324a1p-60, 0x1.0fb2ed4a34fe3p-60, 0x1.0294e37abcee8p-60, 0x1.ec2e2566329ffp-61,
    0x1.d463db5fa3c13p-61, 0x1.bdbc824b71d1ep-61, 0x1.a82a5f4047a5bp-61, 0x1.93a05b1e1b13fp-61,
    0x1.8011fb05fe090p-61, 0x1.6d73592964d2dp-61, 0x1.5bb91decf8a58p-61, 0x1.4ad8795b396aep-61,
    0x1.3ac71ce35c1d3p-61, 0x1.2b7b3560fb446p-61, 0x1.1ceb656955c59p-61, 0x1.0f0ebfdafd1e5p-61,
    0x1.01dcc2acf7755p-61, 0x1.ea9aa3f4f7603p-62, 0x1.d2b166911c178p-62, 0x1.bbef1205c5364p-62,
    0x1.a6459c5b11342p-62, 0x1.91a7a491fb906p-62, 0x1.7e086accc805dp-62, 0x1.6b5bc8d35a5f5p-62,
    0x1.59962aef547b3p-62, 0x1.48ac891c034e8p-62, 0x1.3894608650edep-62, 0x1.2943ad591cd44p-62,
    0x1.1ab0e4d284f44p-62, 0x1.0cd2ef9ed19f6p-62, 0x1.ff4248ebb8299p-63, 0x1.e62685efd746fp-63,
    0x1.ce42dd8e4fa23p-63, 0x1.b78855b5bdec8p-63, 0x1.a1e8aa1400997p-63, 0x1.8d5643948d276p-63,
    0x1.79c430435a7fcp-63, 0x1.67261b8fcb784p-63, 0x1.557046eb39249p-63, 0x1.449782beef021p-63,
    0x1.349127b59b217p-63, 0x1.25531054626b2p-63, 0x1.16d392dff5104p-63, 0x1.09097b8a2933ap-63,
    0x1.f7d80dc993f2fp-64, 0x1.dee5b92cdf08bp-64, 0x1.c72c149cb214bp-64, 0x1.b09bfde8ca5f3p-64,
    0x1.9b270c24cc8fap-64, 0x1.86bf86e8602dep-64, 0x1.73585df7b6643p-64, 0x1.60e5214fae9f7p-64,
    0x1.4f59f9910367ep-64, 0x1.3eaba0c61f116p-64, 0x1.2ecf5b7f6abe3p-64, 0x1.1fbaf2421aca8p-64,
    0x1.1164ab45aa235p-64, 0x1.03c3447c6260ap-64, 0x1.ed9bdbc6f1b0ap-65, 0x1.d4f8882ee2a0dp-65,
    0x1.bd8c96533b39bp-65, 0x1.a748d3676cb2fp-65, 0x1.921ec84d5860ep-65, 0x1.7e00b0a3e587bp-65,
    0x1.6ae172414cebap-65, 0x1.58b4951419f68p-65, 0x1.476e3b661be8cp-65, 0x1.37031a7cb9836p-65,
    0x1.276873924f0b4p-65, 0x1.18940d24718b7p-65, 0x1.0a7c2c9322f59p-65, 0x1.fa2f201a62842p-66,
    0x1.e0bad18c4e37dp-66, 0x1.c88aaae4be0d7p-66, 0x1.b18eba0be4d24p-66, 0x1.9bb7d366c90d0p-66,
    0x1.86f7884e1caadp-66, 0x1.73401df8e6a8dp-66, 0x1.608484d592328p-66, 0x1.4eb8504c36d2ap-66,
    0x1.3dcfaee52a8f5p-66, 0x1.2dbf62cf2937ep-66, 0x1.1e7cbac093f27p-66, 0x1.0ffd8b2f814e4p-66,
    0x1.023827dc88ed9p-66, 0x1.ea46bb58cca15p-67, 0x1.d16cd999791c3p-67, 0x1.b9d20640e1ce4p-67,
    0x1.a3666de0788b0p-67, 0x1.8e1b03b877bcdp-67, 0x1.79e17816df1e8p-67, 0x1.66ac2f2c723aap-67,
    0x1.546e385224d10p-67, 0x1.431b45b9a3dc2p-67, 0x1.32a7a483e977bp-67, 0x1.2308353906866p-67,
    0x1.1432649c86c4dp-67, 0x1.061c24da0b202p-67, 0x1.f177ce0bd5836p-68, 0x1.d81129dbbadccp-68,
    0x1.bff3166bc36eep-68, 0x1.a90d277b7e3cep-68, 0x1.934fc0975fb30p-68, 0x1.7eac0af1ced54p-68,
    0x1.6b13ebb9a5ad4p-68, 0x1.5879fae82a177p-68, 0x1.46d17a80cc174p-68, 0x1.360e4e3d3b892p-68,
    0x1.2624f3a0a8870p-68, 0x1.170a7a6d40476p-68, 0x1.08b47d7733cb6p-68, 0x1.f63237a19ce98p-69,
    0x1.dc5de496b1810p-69, 0x1.c3da2a916df7dp-69, 0x1.ac9615b3c9fd7p-69, 0x1.96818a4d3db8fp-69,
    0x1.818d3a356669ep-69, 0x1.6daa9aab4cd99p-69, 0x1.5acbdab2ed713p-69, 0x1.48e3d9eaef3d1p-69,
    0x1.37e61fd4c0fe0p-69, 0x1.27c6d38999c5ep-69, 0x1.187ab3d71db11p-69, 0x1.09f70fbea73a9p-69,
    0x1.f8637ea4e52acp-70, 0x1.de4239d8450a1p-70, 0x1.c577fd709b099p-70, 0x1.adf36125ed8bfp-70,
    0x1.97a3dc62119c8p-70, 0x1.8279bb262ebbdp-70, 0x1.6e66137bb7ccap-70, 0x1.5b5abb6a169f5p-70,
    0x1.494a3f6a9a70ep-70, 0x1.3827d954889bap-70, 0x1.27e767bb79ea2p-70, 0x1.187d65ba769d1p-70,
    0x1.09dee32687729p-70, 0x1.f802fa4766002p-71, 0x1.ddb6ae2f39381p-71, 0x1.c4c627ea6a26dp-71,
    0x1.ad1f9fba4b2abp-71, 0x1.96b2341da58c9p-71, 0x1.816dde4c11ca3p-71, 0x1.6d43674324f3fp-71,
    0x1.5a245d5e5289cp-71, 0x1.48030a72ba569p-71, 0x1.36d26a686daafp-71, 0x1.2686224b0739bp-71,
    0x1.171277cbbce9cp-71, 0x1.086c492f5b615p-71, 0x1.f5120b45c00e6p-72, 0x1.dabd4be34fc9fp-72,
    0x1.c1c74b30d0bb0p-72, 0x1.aa1df860c46a1p-72, 0x1.93b02e5cf0324p-72, 0x1.7e6da7e40f9d1p-72,
    0x1.6a46f43f3118cp-72, 0x1.572d6c8743ee4p-72, 0x1.45132973bb79bp-72, 0x1.33eaf9ab84529p-72,
    0x1.23a85891dc72bp-72, 0x1.143f6588efbe3p-72, 0x1.05a4dba466c4ep-72, 0x1.ef9c138cbcb77p-73,
    0x1.d561964307dc4p-73, 0x1.bc870036a8aacp-73, 0x1.a4fa0f13737e8p-73, 0x1.8ea9708f01c41p-73,
    0x1.7984b636ad1bep-73, 0x1.657c49da697b1p-73, 0x1.5281628cb373ap-73, 0x1.4085fa3029ba4p-73,
    0x1.2f7cc38bc628dp-73, 0x1.1f5920df0325ep-73, 0x1.100f1aef8eaf5p-73, 0x1.0193588a7c890p-73,
    0x1.e7b62ce66acdep-74, 0x1.cdb83f75531eep-74, 0x1.b5198cf325114p-74, 0x1.9dc7b9d1a2476p-74,
    0x1.87b15da6677afp-74, 0x1.72c5f6b85811fp-74, 0x1.5ef5de2e68985p-74, 0x1.4c323cd7b38fbp-74,
    0x1.3a6d00852a688p-74, 0x1.2998d1ed95d40p-74, 0x1.19a90b14f53afp-74, 0x1.0a91ae30a535cp-74,
    0x1.f88eba04114cbp-75, 0x1.dd7ea1437f6fap-75, 0x1.c3dea36b87937p-75, 0x1.ab9b621a0ea2dp-75,
    0x1.94a28136fa731p-75, 0x1.7ee299a358cffp-75, 0x1.6a4b2c9663fa1p-75, 0x1.56cc979f9f7f5p-75,
    0x1.44580945b8452p-75, 0x1.32df763a3d0dep-75, 0x1.22558f1aa9f03p-75, 0x1.12adb6b7a169dp-75,
    0x1.03dbf8db89298p-75, 0x1.ebaa03142f31ap-76, 0x1.d11c2965639f6p-76, 0x1.b7fa0c9f90513p-76,
    0x1.a03065db54a4bp-76, 0x1.89acf12725683p-76, 0x1.745e6013d8cf3p-76, 0x1.60344cf22e52fp-76,
    0x1.4d1f2eb853100p-76, 0x1.3b104d86d6ff0p-76, 0x1.29f9b7c4f56dfp-76, 0x1.19ce37cc7bb12p-76,
    0x1.0a814a1dfc5edp-76, 0x1.f80e282cb7a99p-77, 0x1.dca8b63e38fa9p-77, 0x1.c2bcf8a64d0f1p-77,
    0x1.aa36c9242f8bcp-77, 0x1.930311f8eaafbp-77, 0x1.7d0fbfa6c3c19p-77, 0x1.684bb36d8104ap-77,
    0x1.54a6b679dd96fp-77, 0x1.42116dbefcfc9p-77, 0x1.307d4e71272d7p-77, 0x1.1fdc9319871f9p-77,
    0x1.1022313b11381p-77, 0x1.0141cf811d20ap-77, 0x1.e65f78e13edcdp-78, 0x1.cbc1cb2a97383p-78,
    0x1.b2959e487c93fp-78, 0x1.9ac7181c458adp-78, 0x1.84436cf62b6f8p-78, 0x1.6ef8d155a387cp-78,
    0x1.5ad66c67f3f63p-78, 0x1.47cc4b3b33397p-78, 0x1.35cb549c616ebp-78, 0x1.24c53d97c4528p-78,
    0x1.14ac7e9322a1ap-78, 0x1.057448f9e948fp-78, 0x1.ee20fae75a2c5p-79, 0x1.d2eb453bbd2afp-79,
    0x1.b931b883c77f2p-79, 0x1.a0dfc60248a52p-79, 0x1.89e1f8e1d4be6p-79, 0x1.7425e74091f13p-79,
    0x1.5f9a24050e89fp-79, 0x1.4c2e3171ad3abp-79, 0x1.39d2746cbe57fp-79, 0x1.28782873df798p-79,
    0x1.18115431b6c4ap-79, 0x1.0890bead94ba7p-79, 0x1.f3d3ca19edf64p-80, 0x1.d821e1bea0a59p-80,
    0x1.bdf55dd9bdce0p-80, 0x1.a5390d0371704p-80, 0x1.8dd8e25d2255dp-80, 0x1.77c1e5f2205c1p-80,
    0x1.62e225ebca190p-80, 0x1.4f28a88e189a5p-80, 0x1.3c855ef212badp-80, 0x1.2ae9187434bb0p-80,
    0x1.1a4576cd5cddcp-80, 0x1.0a8ce2cd4b13ap-80, 0x1.f765035c713d8p-81, 0x1.db5455f2fab81p-81,
    0x1.c0d0bdeb46ae2p-81, 0x1.a7c47b2d5d8c9p-81, 0x1.901afbd3819bep-81, 0x1.79c0cbeb2d68cp-81,
    0x1.64a386137b955p-81, 0x1.50b1c4ed4cdd8p-81, 0x1.3ddb15521ce49p-81, 0x1.2c0fe9470a251p-81,
    0x1.1b418ba2217c6p-81, 0x1.0b62145882affp-81, 0x1.f8c8bad8e2a20p-82, 0x1.dc77f0e5b9c53p-82,
    0x1.c1ba4950b8f4fp-82, 0x1.a8798b1c0b0e2p-82, 0x1.90a0b40dd690cp-82, 0x1.7a1be7deea481p-82,
    0x1.64d860502b279p-82, 0x1.50c45e1a84881p-82, 0x1.3dcf1aadc099dp-82, 0x1.2be8bab34af56p-82,
    0x1.1b02414a73357p-82, 0x1.0b0d83f451c63p-82, 0x1.f7fa3e4bec2aep-83, 0x1.db88d6f006b37p-83,
    0x1.c0aee6d6b1406p-83, 0x1.a755d375a4285p-83, 0x1.8f684065398bfp-83, 0x1.78d1fe0bf7ea9p-83,
    0x1.637ff9397e989p-83, 0x1.4f602ba409b55p-83, 0x1.3c618d3c706ebp-83, 0x1.2a74064d24823p-83,
    0x1.1988625955723p-83, 0x1.099043b1ed4a7p-83, 0x1.f4fc2f6d50e41p-84, 0x1.d88a17741cc20p-84,
    0x1.bdb204ff1cda3p-84, 0x1.a45d1496f55cep-84, 0x1.8c75a6fa17116p-84, 0x1.75e74f56020c5p-84,
    0x1.609ec277b8703p-84, 0x1.4c89c6e615031p-84, 0x1.399725d96eb63p-84, 0x1.27b69d049dfd4p-84,
    0x1.16d8d1241b86bp-84, 0x1.06ef41488a012p-84, 0x1.efd875a51d28dp-85, 0x1.d3859c2ccbec1p-85,
    0x1.b8cd873c4de72p-85, 0x1.9f9924043ea78p-85, 0x1.87d2a89e5ac65p-85, 0x1.716581e6cf7aap-85,
    0x1.5c3e42539c769p-85, 0x1.484a91bc4560dp-85, 0x1.35791e04cd29fp-85, 0x1.23b98c9fa8616p-85,
    0x1.12fc6cdafd10dp-85, 0x1.03332aee2709fp-85, 0x1.e8a0077a1ed47p-86, 0x1.cc8bf28eebc7bp-86,
    0x1.b2118f75a4eb7p-86, 0x1.9919b63bee3a4p-86, 0x1.818e8b1c2616fp-86, 0x1.6b5b6c0a58cebp-86,
    0x1.566cdf4525eb0p-86, 0x1.42b082dc6b071p-86, 0x1.3014fd204bc71p-86, 0x1.1e89edebe8045p-86,
    0x1.0dffe0bfc0c74p-86, 0x1.fcd07f40e5931p-87, 0x1.df6a8d5e14f11p-87, 0x1.c3b3f0e1947d4p-87,
    0x1.a9942579915cdp-87, 0x1.90f4088ca2e49p-87, 0x1.79bdc576e403ap-87, 0x1.63dcc2df24edep-87,
    0x1.4f3d9114d799bp-87, 0x1.3bcdd9682f5d2p-87, 0x1.297c4e6eb62fcp-87, 0x1.18389d27596d1p-87,
    0x1.07f35ef1a4fc0p-87, 0x1.f13c18991e0a7p-88, 0x1.d455e0a3b0d94p-88, 0x1.b91a39c73f1b2p-88,
    0x1.9f70bf04a77cep-88, 0x1.87426d83829f7p-88, 0x1.707990a8defefp-88, 0x1.5b01af4a09363p-88,
    0x1.46c779ebb14aep-88, 0x1.33b8b9fe99538p-88, 0x1.21c4420bc9879p-88, 0x1.10d9dec30a47cp-88,
    0x1.00ea48df1e7fbp-88, 0x1.e3ce2fa7d1033p-89, 0x1.c7856a7693627p-89, 0x1.ace0a1ec54fcap-89,
    0x1.93c7abef59a2cp-89, 0x1.7c23bf622f311p-89, 0x1.65df602b1e0ffp-89, 0x1.50e64c5a55958p-89,
    0x1.3d256a5ee461dp-89, 0x1.2a8ab83b6d7c4p-89, 0x1.19053bac5f645p-89, 0x1.0884f3323b1b9p-89,
    0x1.f1f58fe66e142p-90, 0x1.d4b100d07a373p-90, 0x1.b9216793da422p-90, 0x1.9f2d7c65d9cabp-90,
    0x1.86bd6adace04ep-90, 0x1.6fbabcc451a89p-90, 0x1.5a104640aeb74p-90, 0x1.45aa12ea65d92p-90,
    0x1.32755417b50ddp-90, 0x1.2060501ae4294p-90, 0x1.0f5a5274f5c45p-90, 0x1.fea739da4f263p-91,
    0x1.e07ab300dc4b9p-91, 0x1.c4131a399d15dp-91, 0x1.a956163a49613p-91, 0x1.902ad2f5109adp-91,
    0x1.7879eb52380edp-91, 0x1.622d542d48062p-91, 0x1.4d30488394e18p-91, 0x1.396f36c2f50ccp-91,
    0x1.26d7af2869fc5p-91, 0x1.1558531f6a303p-91, 0x1.04e0c593552f5p-91, 0x1.eac3384ad292bp-92,
    0x1.cd98a274acae3p-92, 0x1.b2266da6828a8p-92, 0x1.9852d44d7528bp-92, 0x1.80058fdd9d4ebp-92,
    0x1.6927c2c3e4970p-92, 0x1.53a3e39a419d3p-92, 0x1.3f65a98c177c9p-92, 0x1.2c59f9d97ef03p-92,
    0x1.1a6ed66936eeap-92, 0x1.09934d59e4609p-92, 0x1.f36ed3084aa81p-93, 0x1.d59847bf9908cp-93,
    0x1.b986ab7ebdd54p-93, 0x1.9f1f57ab4dd34p-93, 0x1.864933f3c0573p-93, 0x1.6eec9f3f49fdbp-93,
    0x1.58f359f0c4e8fp-93, 0x1.444871695879dp-93, 0x1.30d82cb8a968cp-93, 0x1.1e8ffa6962759p-93,
    0x1.0d5e5f59de7c1p-93, 0x1.fa65cd234eccbp-94, 0x1.dbfc240ab5f81p-94, 0x1.bf629876af4ffp-94,
    0x1.a47db588b15cfp-94, 0x1.8b33a2f7c7388p-94, 0x1.736c0d0a31187p-94, 0x1.5d100df239b49p-94,
    0x1.480a1879e8f57p-94, 0x1.3445e3ea64034p-94, 0x1.21b0591ce1cfdp-94, 0x1.103780a422850p-94,
    0x1.ff94e3fca1752p-95, 0x1.e0b287803b9d6p-95, 0x1.c3a9f9558ffa0p-95, 0x1.a85f0b3f1324ep-95,
    0x1.8eb738c76b2f2p-95, 0x1.76998e53004c7p-95, 0x1.5fee91a43fef1p-95, 0x1.4aa02bbd384fap-95,
    0x1.3699940a6a811p-95, 0x1.23c73cc3d7ac8p-95, 0x1.1216c07263de0p-95, 0x1.0176d088aeda5p-95,
    0x1.e3ae49fef5535p-96, 0x1.c650d9cd41616p-96, 0x1.aab87fb8e4441p-96, 0x1.90ca20bc600d8p-96,
    0x1.786c3dca158c4p-96, 0x1.6186db87a33e2p-96, 0x1.4c036b7451223p-96, 0x1.37ccb6657eac4p-96,
    0x1.24cec8453db03p-96, 0x1.12f6dd00690f0p-96, 0x1.02334e92993b9p-96, 0x1.e4e7083eb88e8p-97,
    0x1.c74fc41217dfbp-97, 0x1.ab8375ed05ed6p-97, 0x1.9166837399532p-97, 0x1.78def8156d696p-97,
    0x1.61d46c11dd916p-97, 0x1.4c2fecf418018p-97, 0x1.37dbe7711fcd4p-97, 0x1.24c412931a10ep-97,
    0x1.12d55c1e73c65p-97, 0x1.01fdd61e8dd93p-97, 0x1.e4594b115943bp-98, 0x1.c6a3e3c9cfc42p-98,
    0x1.aabdabdb93484p-98, 0x1.908aa2305b844p-98, 0x1.77f073eb945dfp-98, 0x1.60d662cb24327p-98,
    0x1.4b252d0bc8bebp-98, 0x1.36c6f6ba52688p-98, 0x1.23a7345c57ccap-98, 0x1.11b296dc3a19cp-98,
    0x1.00d6f8a57f06ep-98, 0x1.e20697bf40480p-99, 0x1.c44f136cf3bd8p-99, 0x1.a8694540ff917p-99,
    0x1.8e38df2790b7ap-99, 0x1.75a34837c2f11p-99, 0x1.5e8f828661e21p-99, 0x1.48e61286d4c61p-99,
    0x1.3490e7e2bc31cp-99, 0x1.217b47b228a76p-99, 0x1.0f91b7ff9bb2ap-99, 0x1.fd83d9087a061p-100,
    0x1.ddf56913a541ep-100, 0x1.c057d3c23fe9cp-100, 0x1.a48cc1b8a7bc7p-100, 0x1.8a77b27c46f40p-100,
    0x1.71fde01e2ca8cp-100, 0x1.5b062496c4d42p-100, 0x1.4578e0b906b32p-100, 0x1.313fe4a4f260ep-100,
    0x1.1e4659a2a2156p-100, 0x1.0c78ad5089d5fp-100, 0x1.f788fc218597bp-101, 0x1.d8311144de120p-101,
    0x1.bac92daac0b9dp-101, 0x1.9f32de8e73fe3p-101, 0x1.85518c3484796p-101, 0x1.6d0a5d2e0fd64p-101,
    0x1.56441b55bfff1p-101, 0x1.40e71a6c26420p-101, 0x1.2cdd203ab43a1p-101, 0x1.1a114e26071c3p-101,
    0x1.08700c199ad4fp-101, 0x1.efcde9708d0b2p-102, 0x1.d0c9857c390f3p-102, 0x1.b3b27f02dcc1ap-102,
    0x1.986a650394095p-102, 0x1.7ed4a3e994d52p-102, 0x1.66d6688315ad6p-102, 0x1.505684b8e627ap-102,
    0x1.3b3d55ebd8547p-102, 0x1.2774acdeb3315p-102, 0x1.14e7b714e7093p-102, 0x1.0382e98fa6d40p-102,
    0x1.e667d9a8bcd9ep-103, 0x1.c7d314517c451p-103, 0x1.ab2733e383ad8p-103, 0x1.9045e6486b93cp-103,
    0x1.7712b76c8c7f6p-103, 0x1.5f72f40544f1ap-103, 0x1.494d8e1d4fc61p-103, 0x1.348b034bd1960p-103,
    0x1.2115447c6627dp-103, 0x1.0ed79f3000974p-103, 0x1.fb7d503fc65c8p-104, 0x1.db704e5aa068fp-104,
    0x1.bd660913b938cp-104, 0x1.a13e6e0b033cap-104, 0x1.86db66e158524p-104, 0x1.6e20ba0333547p-104,
    0x1.56f3ed5aa4222p-104, 0x1.413c2acb00208p-104, 0x1.2ce2265a96befp-104, 0x1.19d005f05bff1p-104,
    0x1.07f14a8d0c116p-104, 0x1.ee6575d1886bfp-105, 0x1.cf049ebedf60dp-105, 0x1.b19e3e2f6a1a6p-105,
    0x1.96129ca292f7ep-105, 0x1.7c43fb916d8fep-105, 0x1.6416763f6b3bcp-105, 0x1.4d6fe47484b94p-105,
    0x1.3837bf030f4a8p-105, 0x1.245705fd404fep-105, 0x1.11b82880134f9p-105, 0x1.0046edfadd61dp-105,
    0x1.dfe0c1b8af1f3p-106, 0x1.c145751ea2aa5p-106, 0x1.a49aa1651cfcap-106, 0x1.89c106f1229e5p-106,
    0x1.709b5a3a79128p-106, 0x1.590e24c0a30efp-106, 0x1.42ffa7e9ace3fp-106, 0x1.2e57c1acd0df1p-106,
    0x1.1affd2eccd616p-106, 0x1.08e2a7677c3abp-106, 0x1.efd8be43ac9a9p-107, 0x1.d014b272223c0p-107,
    0x1.b2564005de7e5p-107, 0x1.967cacd163beap-107, 0x1.7c694cd2b4ffdp-107, 0x1.63ff6162325e9p-107,
    0x1.4d23fa69bd814p-107, 0x1.37bdd98428f24p-107, 0x1.23b556e6e918ep-107, 0x1.10f447f9d305ap-107,
    0x1.fecbcf04dca90p-108, 0x1.dded7e93fb6d7p-108, 0x1.bf29264dcdc82p-108, 0x1.a25c9aa720864p-108,
    0x1.8767d7fc43eb6p-108, 0x1.6e2cdffbb4ee8p-108, 0x1.568f9937abc79p-108, 0x1.4075b0bc86efcp-108,
    0x1.2bc67d8c20136p-108, 0x1.186ae5e00e453p-108, 0x1.064d4616b0094p-108, 0x1.eab2b26124b0ap-109,
    0x1.caf8458ad2a12p-109, 0x1.ad47b4b2ab02bp-109, 0x1.917faff93e540p-109, 0x1.77810442d19dbp-109,
    0x1.5f2e79283b1cap-109, 0x1.486cb1091dd5ap-109, 0x1.33220b1da4f59p-109, 0x1.1f368767f68a6p-109,
    0x1.0c93ac678b0ccp-109, 0x1.f648dce4dccbap-110, 0x1.d5aa313452daep-110, 0x1.b7266e07642f0p-110,
    0x1.9a9b05368c88bp-110, 0x1.7fe79c1d0603bp-110, 0x1.66ede7f0c2d55p-110, 0x1.4f918c58093b3p-110,
    0x1.39b7fc18e5891p-110, 0x1.25485bc0de0cdp-110, 0x1.122b662569616p-110, 0x1.004b529f9bda7p-110,
    0x1.df2779ceabfc8p-111, 0x1.bfe31ce7ecca6p-111, 0x1.a2a5d2945d2b7p-111, 0x1.874e28403c6cfp-111,
    0x1.6dbccf848794ap-111, 0x1.55d47b4a4f191p-111, 0x1.3f79bf21caa96p-111, 0x1.2a92f0a9cddccp-111,
    0x1.17080ae674896p-111, 0x1.04c29367ee885p-111, 0x1.e75b024885f54p-112, 0x1.c76a49d169690p-112,
    0x1.a98e26924c6c8p-112, 0x1.8da41feaea8eap-112, 0x1.738bf4bc8d296p-112, 0x1.5b277728444e0p-112,
    0x1.445a6a9a273c6p-112, 0x1.2f0a63fc7c734p-112, 0x1.1b1eabeffc3a5p-112, 0x1.088022e88e61fp-112,
    0x1.ee324e1fde417p-113, 0x1.cdaaf7a323346p-113, 0x1.af4465e9c5668p-113, 0x1.92db2e597c9e6p-113,
    0x1.784e3008fb46bp-113, 0x1.5f7e6e29015e4p-113, 0x1.484eecd2f1383p-113, 0x1.32a490160ca24p-113,
    0x1.1e65fd1ef2701p-113, 0x1.0b7b7d573ecbdp-113, 0x1.f39dc6baaccd7p-114, 0x1.d296e36cd00d5p-114,
    0x1.b3bb863d26278p-114, 0x1.96e768b9cd6d8p-114, 0x1.7bf89f052b591p-114, 0x1.62cf70fc91df0p-114,
    0x1.4b4e35dbe0cddp-114, 0x1.355932359cedcp-114, 0x1.20d6781986167p-114, 0x1.0dadc9461bc8ep-114,
    0x1.f790f6877f51ep-115, 0x1.d622ba9481a80p-115, 0x1.b6e93fa7299b3p-115, 0x1.99bf7b80b9543p-115,
    0x1.7e82cde922833p-115, 0x1.6512d8a8a2c97p-115, 0x1.4d515a14a6132p-115, 0x1.37220a05cba60p-115,
    0x1.226a790f97768p-115, 0x1.0f11f1d4daf35p-115, 0x1.fa02b8ac73416p-116, 0x1.d8464634c229ep-116,
    0x1.b8c6342337220p-116, 0x1.9b5cce30a58e3p-116, 0x1.7fe6d7fbcef2cp-116, 0x1.664363ede8d9ep-116,
    0x1.4e53acc7531b1p-116, 0x1.37faf1a8d1925p-116, 0x1.231e547065724p-116, 0x1.0fa4ba437e52ap-116,
    0x1.faed5c4559717p-117, 0x1.d8fc8aca939e9p-117, 0x1.b94e0bfb59934p-117, 0x1.9bbb9cd110cb1p-117,
    0x1.80217e57d8a3fp-117, 0x1.665e4b985201dp-117, 0x1.4e52d23cf50b0p-117, 0x1.37e1edc5d4c7ep-117,
    0x1.22f0652094ae6p-117, 0x1.0f64ca7d09432p-117, 0x1.fa4eba730bf60p-118, 0x1.d843db88745acp-118,
    0x1.b87f86a26fad7p-118, 0x1.9adb068da71f5p-118, 0x1.7f323487ff94ap-118, 0x1.65634d4c307bfp-118,
    0x1.4d4ec8ea8ee67p-118, 0x1.36d7354092ff9p-118, 0x1.21e112e39bf18p-118, 0x1.0e52b4564339ep-118,
    0x1.f8283ec45f117p-119, 0x1.d61de0e596d34p-119, 0x1.b65c7f9f1fbedp-119, 0x1.98bd112d72bb4p-119,
    0x1.7d1b22b6810f6p-119, 0x1.6354ac95a4264p-119, 0x1.4b49e984886e0p-119, 0x1.34dd30715c552p-119,
    0x1.1ff2d0d5a2649p-119, 0x1.0c70f163e8b28p-119, 0x1.f47ee1cab73ddp-120, 0x1.d28f92456214bp-120,
    0x1.b2e9e76c8d9f9p-120, 0x1.9566a14f0bd36p-120, 0x1.79e11d635b9a7p-120, 0x1.60372a343703cp-120,
    0x1.4848ddf7dfffep-120, 0x1.31f86fe156eebp-120, 0x1.1d2a13fdd2709p-120, 0x1.09c3d973c7aeap-120,
    0x1.ef5b15f73200ap-121, 0x1.cda122d9333d8p-121, 0x1.ae2fb07705cc3p-121, 0x1.90df67937a854p-121,
    0x1.758b92cdfdc64p-121, 0x1.5c11f1d17e1f5p-121, 0x1.44528f79b1b51p-121, 0x1.2e2f9abce9c1dp-121,
    0x1.198d422be3f8cp-121, 0x1.065191dc13e68p-121, 0x1.e8c8a7276c930p-122, 0x1.c75de22351f92p-122,
    0x1.a838b09afcf62p-122, 0x1.8b31c31d2e3b9p-122, 0x1.70246e766d2f3p-122, 0x1.56ee7e8528e95p-122,
    0x1.3f700c0d99876p-122, 0x1.298b555ab996dp-122, 0x1.1524997d01a00p-122, 0x1.0221f5faaab57p-122,
    0x1.e0d68d9047f7ap-123, 0x1.bfd410c43b7b2p-123, 0x1.a11277ca2bd3fp-123, 0x1.846a9a01619c4p-123,
    0x1.69b7f34ec048ep-123, 0x1.50d876b9d9aa1p-123, 0x1.39ac6410ceb63p-123, 0x1.2416205fa3e76p-123,
    0x1.0ffa110b113f0p-123, 0x1.fa7cf2c3fe48bp-124, 0x1.d796b4f7aaf7fp-124, 0x1.b714aa7909ec8p-124,
    0x1.98cd1cb38dcc0p-124, 0x1.7c99287ef1f3fp-124, 0x1.62548d6675835p-124, 0x1.49dd80331b456p-124,
    0x1.331480815e7cdp-124, 0x1.1ddc312e792b3p-124, 0x1.0a19336cc73a1p-124, 0x1.ef6408a40de59p-125,
    0x1.cd1db96a6c6efp-125, 0x1.ad33266930fc1p-125, 0x1.8f7b007e1de49p-125, 0x1.73cec7fcbadf6p-125,
    0x1.5a0a9c047e3c7p-125, 0x1.420d0d1c9e2ddp-125, 0x1.2bb6f2dd8e254p-125, 0x1.16eb4473e4474p-125,
    0x1.038ef3cbdc1c7p-125, 0x1.e311966fd42ecp-126, 0x1.c1829acfb62b3p-126, 0x1.a2452f119ea57p-126,
    0x1.85308ad209551p-126, 0x1.6a1eaef9b7624p-126, 0x1.50ec3549a202dp-126, 0x1.3978232c95dc7p-126,
    0x1.23a3bf963c1ebp-126, 0x1.0f526bbb16ba6p-126, 0x1.f8d2fce0ebb41p-127, 0x1.d5a0440d640ebp-127,
    0x1.b4de68e608347p-127, 0x1.966253425bba1p-127, 0x1.7a03df8f9f479p-127, 0x1.5f9dab39863fap-127,
    0x1.470ce4924af72p-127, 0x1.30311dfdca1d4p-127, 0x1.1aec242758b4fp-127, 0x1.0721d70dcde42p-127,
    0x1.e9700b697ec96p-128, 0x1.c72c989a71bb0p-128, 0x1.a74be9568f922p-128, 0x1.89a3b1c1251bap-128,
    0x1.6e0c8fadbb050p-128, 0x1.5461d78fbe0a8p-128, 0x1.3c8164e42f29cp-128, 0x1.264b6dd91dae9p-128,
    0x1.11a259faba91ep-128, 0x1.fcd5376339c05p-129, 0x1.d91518c2acaf6p-129, 0x1.b7d495f384d3bp-129,
    0x1.98e739a118b5ep-129, 0x1.7c23a1368e2a8p-129, 0x1.616346ca3be0ep-129, 0x1.48824ebb48e5ep-129,
    0x1.315f58c13df9cp-129, 0x1.1bdb543194710p-129, 0x1.07d957435b8c4p-129, 0x1.ea7cf239a9721p-130,
    0x1.c7e35cf4db634p-130, 0x1.a7b75183928efp-130, 0x1.89cd6ead31b71p-130, 0x1.6dfd5613c9d0ep-130,
    0x1.542176fe1c2b2p-130, 0x1.3c16dcc89abafp-130, 0x1.25bd00bd97eddp-130, 0x1.10f59f192b92ep-130,
    0x1.fb491e02b7c15p-131, 0x1.d75f3a7dbab72p-131, 0x1.b5fcd30c7e1f6p-131, 0x1.96f48c493d1fep-131,
    0x1.7a1c33cc1922bp-131, 0x1.5f4c881d47184p-131, 0x1.46610483f2395p-131, 0x1.2f37b06e18751p-131,
    0x1.19b0f23241b88p-131, 0x1.05af64f040424p-131, 0x1.e62f62b4555dcp-132, 0x1.c3a0d264fa99cp-132,
    0x1.a383ca9f98a0fp-132, 0x1.85ac4bf3600c1p-132, 0x1.69f16aeb36770p-132, 0x1.502d193a3d2fbp-132,
    0x1.383bf2b37a037p-132, 0x1.21fd0dc9d1c4dp-132, 0x1.0d51cf5a16254p-132, 0x1.f43b830a55dbdp-133,
    0x1.d08cdac87dce6p-133, 0x1.af666ec98fa6ep-133, 0x1.909a7c3ac6f99p-133, 0x1.73fe76dfec9e1p-133,
    0x1.596acfa0bcc8fp-133, 0x1.40babf13b82e4p-133, 0x1.29cc13bfd53a0p-133, 0x1.147f03d35e83fp-133,
    0x1.00b60212cf113p-133, 0x1.dcab2b8d62f5dp-134, 0x1.ba886ae6e40e0p-134, 0x1.9ad44853744a5p-134,
    0x1.7d62a282a4851p-134, 0x1.620a74a763abcp-134, 0x1.48a59e9cb1eb1p-134, 0x1.3110b0ef9cf6fp-134,
    0x1.1b2abc895a771p-134, 0x1.06d525b91ac07p-134, 0x1.e7e6f4c33ededp-135, 0x1.c4d6962589af5p-135,
    0x1.a4480db60fe17p-135, 0x1.860db34152ac8p-135, 0x1.69fd19aacb90ap-135, 0x1.4feed4b5b339fp-135,
    0x1.37be42e1159e7p-135, 0x1.21495b0e910dap-135, 0x1.0c707db025298p-135, 0x1.f22c927c4ad22p-136,
    0x1.ce3ee3757dbe5p-136, 0x1.ace536192070dp-136, 0x1.8df06bfb34f6dp-136, 0x1.7134bf5eabebep-136,
    0x1.568986affafc5p-136, 0x1.3dc8fc405e10bp-136, 0x1.26d009f5af049p-136, 0x1.117e18a809433p-136,
    0x1.fb69c5d6b524ep-137, 0x1.d6b0960f2e5abp-137, 0x1.b49c67cd1611fp-137, 0x1.94fcb98474a07p-137,
    0x1.77a47ec4e9fa1p-137, 0x1.5c69e17763a30p-137, 0x1.43260788f0a1fp-137, 0x1.2bb4dcb337d9fp-137,
    0x1.15f4e018a09eep-137, 0x1.01c6f56f66489p-137, 0x1.de1c72f739a49p-138, 0x1.bb5fb33949087p-138,
    0x1.9b25dc6d6642ep-138, 0x1.7d40af89ef348p-138, 0x1.61853cc8eddacp-138, 0x1.47cba75634e9fp-138,
    0x1.2feeed430b87bp-138, 0x1.19ccb372612cep-138, 0x1.05451535e8102p-138, 0x1.e474eeb2f3367p-139,
    0x1.c122bcbda7f8ep-139, 0x1.a0608f6030377p-139, 0x1.81ff0b26f3b6ap-139, 0x1.65d23b5cadf78p-139,
    0x1.4bb153d2d0728p-139, 0x1.3376771601e35p-139, 0x1.1cfe80beb05a4p-139, 0x1.0828d3934c93bp-139,
    0x1.e9ae566e02486p-140, 0x1.c5dae2492caa8p-140, 0x1.a4a3297375461p-140, 0x1.85d6cc363b6e8p-140,
    0x1.6948e77b6c537p-140, 0x1.4ecfd4ca5cf3cp-140, 0x1.3644eed5b1126p-140, 0x1.1f845a4759c78p-140,
    0x1.0a6cd27d913d7p-140, 0x1.edbef3e255c73p-141, 0x1.c97f5c053e775p-141, 0x1.a7e5bbdfde706p-141,
    0x1.88c0c973b68fcp-141, 0x1.6be2cb85f712dp-141, 0x1.512157ee1d8bep-141, 0x1.38551698b39ecp-141,
    0x1.215988e86b086p-141, 0x1.0c0cd525e6dffp-141, 0x1.f09f2b684fb31p-142, 0x1.cc095789a271ap-142,
    0x1.aa222a98ba953p-142, 0x1.8ab78bf5c2805p-142, 0x1.6d9b06046eb66p-142, 0x1.52a182eca2790p-142,
    0x1.39a30e3030664p-142, 0x1.227a9abd472f4p-142, 0x1.0d05cd2b64652p-142, 0x1.f24993acfebd7p-143,
    0x1.cd740d2318d4dp-143, 0x1.ab543f5d08880p-143, 0x1.8bb7603d98280p-143, 0x1.6e6e58e66b03cp-143,
    0x1.534d810db5377p-143, 0x1.3a2c5f47b82d0p-143, 0x1.22e56de90dc1ap-143, 0x1.0d55e42d49fe4p-143,
    0x1.f2bb06a7069e2p-144, 0x1.cdbccecfd6fe3p-144, 0x1.ab79b6edb04e1p-144, 0x1.8bbe61d4ddf56p-144,
    0x1.6e5b33b150249p-144, 0x1.53240c170874fp-144, 0x1.39f005226a7dbp-144, 0x1.2299374b1edf1p-144,
    0x1.0cfc8192e69bdp-144, 0x1.f1f2ab7fe404cp-145, 0x1.cce310b024fd4p-145, 0x1.aa92482ef309ap-145,
    0x1.8acc81455f971p-145, 0x1.6d61b8701c6f0p-145, 0x1.522570529739fp-145, 0x1.38ee6fd35ba4cp-145,
    0x1.219685023e1bep-145, 0x1.0bfa4c6faeba6p-145, 0x1.eff1f945e7f7bp-146, 0x1.cae86ac5efdc5p-146,
    0x1.a89fa515a2b44p-146, 0x1.88e3845098a9ap-146, 0x1.6b83bb4ee4348p-146, 0x1.50538ba4eb335p-146,
    0x1.372982e2fde1dp-146, 0x1.1fdf3cb333f39p-146, 0x1.0a51297b20ab7p-146, 0x1.ecbcb25aec3e7p-147,
    0x1.c7d093fb7e463p-147, 0x1.a5a5755bee635p-147, 0x1.8607006600009p-147, 0x1.68c4bce3996a7p-147,
    0x1.4db1c7b733812p-147, 0x1.34a48f676922ep-147, 0x1.1d76959a6b622p-147, 0x1.080435254f6f7p-147,
    0x1.e858d8b3acc80p-148, 0x1.c3a15686fea15p-148, 0x1.a1a94b14e3d7fp-148, 0x1.823c4f7048508p-148,
    0x1.6529df3d1cf1cp-148, 0x1.4a450f4eb15c3p-148, 0x1.316449a955429p-148, 0x1.1a610e827d0f0p-148,
    0x1.0517b9e1f89dep-148, 0x1.e2ce9b1b2cb3bp-149, 0x1.be627dddb55d7p-149, 0x1.9cb291509951cp-149,
    0x1.7d8a7f2a8a2d0p-149,
};
__constant double erfc_center_lo[1537] = {
    0.0, 0x1.28c9b2b4f7336p-55, -0x1.7896c5dd34a5ap-62, -0x1.2bc72dfff525bp-61,
    -0x1.617952f7d6535p-61, -0x1.df7568612caebp-56, 0x1.ffb32c53ce4c9p-57, -0x1.b2b82578a8660p-55,
    -0x1.fe4e0c6ab87e7p-55, -0x1.c4cc24a868373p-56, -0x1.649624c553dbfp-55, -0x1.3162edda185b8p-55,
    -0x1.33adfea06f84ap-55, 0x1.a5cd1b759236dp-57, -0x1.291aeec44ac13p-57, -0x1.4dba3379b6b35p-55,
    -0x1.4c35c43362a08p-58, 0x1.c5def05124356p-55, -0x1.99500dc6f9fdap-55, -0x1.5d127f518ed09p-56,
    0x1.57d0ee5e75c5bp-55, 0x1.446449607249ap-56, -0x1.5d1d188778e47p-55, -0x1.28b99a8733777p-55,
    -0x1.f07f8bf5cea83p-56, -0x1.2b39d5b18a247p-56, -0x1.431715f2dec2cp-55, -0x1.e8a5d67a90453p-55,
    -0x1.dbe83edfdef42p-59, 0x1.015a71511bb23p-55, -0x1.19a6067994f7cp-55, 0x1.bd8b7b87e4443p-56,
    -0x1.742db5924f83dp-55, 0x1.0bf677c995aaap-55, -0x1.9587ffb20cd61p-60, -0x1.3db95257a13aap-55,
    -0x1.cf2033f04a954p-56, -0x1.2355376a70952p-56, 0x1.a8645919102d9p-55, 0x1.6e9c62f69dd13p-57,
    0x1.1ef80fee2b134p-55, 0x1.c2e392908b62bp-55, 0x1.c6cf69f5f8720p-55, 0x1.b6d2dcadd3157p-56,
    -0x1.47287de27af43p-55, 0x1.5a3b7f27a71f2p-62, -0x1.36cf1eec5f39bp-56, 0x1.7fca21bcba2e8p-55,
    0x1.adcadeb24e787p-55, 0x1.03c42b53a7f94p-55, 0x1.a1f28fa15fdf6p-57, 0x1.f16e7207f2163p-55,
    0x1.1bedc0f6f5e5fp-55, 0x1.aa19891506a30p-56, 0x1.9e200428e8c4ap-55, 0x1.747c00a376671p-55,
    -0x1.86b797d8d3921p-55, 0x1.5440ef0a5fc58p-56, -0x1.b3485dbe9fdf2p-55, 0x1.fee9075ad2134p-55,
    0x1.530740ab874dfp-56, 0x1.bdb14ddf1da5fp-56, 0x1.da66cb5e7a586p-57, 0x1.fbf3f04462c98p-57,
    -0x1.208b6f02df46ap-55, 0x1.2e5762a4bdd55p-57, 0x1.9498e598cb61fp-57, 0x1.2aad1cc645332p-55,
    -0x1.f3882af2564f5p-55, -0x1.c349bfc05d717p-55, 0x1.084ca7ad3288dp-55, -0x1.c2ca6138facaap-55,
    -0x1.38e845397242dp-58, 0x1.6d04c9871f943p-55, 0x1.b70d4bd20fb30p-56, -0x1.890a00eee51b4p-56,
    -0x1.7de8a637a1e48p-59, -0x1.16bc4903086bcp-55, -0x1.de47ab06308dcp-56, -0x1.5531630b6f9f6p-56,
    -0x1.e58d1ae1e6e6bp-55, 0x1.080a578e38228p-57, 0x1.0946d0c2f672ap-55, -0x1.26095fd990b17p-55,
    0x1.7db7addcf3bf3p-57, 0x1.4e36d35c0cad0p-57, 0x1.9b5161f101256p-55, 0x1.b8a5c54318034p-57,
    0x1.95fdc3865d9b7p-57, -0x1.8ca10679d2f06p-55, 0x1.c0547a63dbaecp-56, -0x1.707346c328846p-55,
    0x1.ec9a3fecf61c1p-55, -0x1.03bdd32f2ea3ep-55, -0x1.97f6cdb692073p-56, 0x1.a2704f983063cp-56,
    -0x1.74c71fef1759ep-55, -0x1.9d9870847d453p-57, -0x1.c60a2661b73e3p-56, 0x1.327daff4f6e2ap-55,
    -0x1.20eb279ce1ecfp-55, 0x1.631470b3c16f1p-55, 0x1.ae621edd24e20p-57, 0x1.d090c458494a3p-55,
    0x1.47292aeeaa2fap-56, 0x1.c8870f8f2b887p-57, 0x1.7738d13e27f16p-56, -0x1.1a7992da26206p-57,
    -0x1.4a74890b41a0ap-55, 0x1.4bb3289b13718p-55, 0x1.c34b412ff8f72p-60, -0x1.d6c1dcfab0d9bp-55,
    0x1.7ff0a3296d9ccp-56, 0x1.db0dd54e6ddc3p-55, -0x1.79829f5a06b4ap-59, 0x1.e845d2d875412p-55,
    -0x1.d9e2ba90cddd7p-57, -0x1.98decb1f1e460p-57, -0x1.ad7e3915dc50ep-55, 0x1.8de3d0cbd8a68p-58,
    0x1.3333ba777acf7p-55, -0x1.33d317da99f76p-56, -0x1.f81e285989a8cp-56, -0x1.5280c9ab630a2p-56,
    0x1.cd8d789e4bc72p-56, 0x1.292e1fd601062p-56, 0x1.c2ccb89d05c50p-57, 0x1.427538c8da47ap-57,
    -0x1.5e809f1a31a28p-56, 0x1.475aeab3cf42ap-56, -0x1.7c9b95299a777p-56, -0x1.80d0db8569e62p-56,
    0x1.91f8f313b2165p-56, -0x1.cc5db1dfc142bp-60, -0x1.b3c5effcf4917p-58, 0x1.69e4bd6caaa5fp-57,
    0x1.c25f65e76ebfbp-57, -0x1.6353b1c3409ccp-56, -0x1.54b3371a096d7p-57, 0x1.36662a17de602p-56,
    0x1.2a28c09752a57p-57, -0x1.5c59bd23edc29p-57, -0x1.fc0a28c0228aap-57, 0x1.590cd797c813bp-56,
    0x1.ab2d71290b7aap-57, -0x1.adff33c7648d7p-56, -0x1.48e777b61a2f2p-56, -0x1.4fc5838d99335p-56,
    0x1.ce9e980b5af65p-57, 0x1.f9763c99e921cp-56, 0x1.10c7998ee0bdep-62, -0x1.a10a923a2d703p-56,
    0x1.96263537d4d65p-57, 0x1.234d015bcb2d1p-59, 0x1.59b2dffba8b53p-56, -0x1.c2f9063bf358ep-56,
    -0x1.7a10cef07bb68p-56, -0x1.d19a7e94f6eccp-56, 0x1.285e0f405a0dcp-56, -0x1.7a9feabf8c1fbp-57,
    0x1.f25f4f6fdf70bp-56, 0x1.30e641bd6e2c3p-57, -0x1.3b438e7d4f95bp-56, -0x1.1cc58617f5ffap-56,
    -0x1.4bc6408318668p-56, 0x1.e6e286b36188ep-56, -0x1.d54603b00da58p-56, -0x1.e2b27f56abce4p-57,
    -0x1.e941d89557082p-57, -0x1.dc3286a49561fp-56, 0x1.97f878ad129dep-56, -0x1.83497298eb40cp-57,
    -0x1.cb9914cd9e621p-56, 0x1.b91d15aacfdc1p-56, -0x1.d39a12596b250p-56, -0x1.4a220dc484c15p-57,
    -0x1.8eef7012e8df5p-56, 0x1.276ea5fdf348ap-56, -0x1.063201c0b4de3p-56, 0x1.efb2af2a1cad2p-58,
    0x1.48c279c52cf77p-59, -0x1.4c7d05edad020p-57, 0x1.5e6d8620712dap-56, -0x1.e6d69d79b532dp-56,
    0x1.9c088ac2adda2p-57, -0x1.6fbef88880555p-57, 0x1.b72f53713ac97p-57, 0x1.e6213c4ce3fedp-59,
    -0x1.647f32a600b92p-56, 0x1.ec94d96557bf0p-56, -0x1.996a16dd35a0bp-59, 0x1.f067a7c18880ep-56,
    0x1.3af3434d0eeabp-57, -0x1.790f019c1825ap-57, -0x1.278e54047aa22p-56, 0x1.4345edcca7ed0p-56,
    0x1.79a0fb13418ffp-57, 0x1.badd91f235cacp-56, 0x1.a638b0bcd09b2p-56, 0x1.4475a987b787fp-58,
    0x1.dcebc8fbc6108p-56, -0x1.82d76e79c8271p-56, 0x1.4a8401a89640ep-56, -0x1.ba49d0f10579ep-57,
    -0x1.9d1d8a40cfc56p-56, 0x1.b6109b9dc67f0p-60, -0x1.82e45afa1341dp-57, -0x1.ddbec249328c1p-56,
    -0x1.66cf14bcad032p-56, 0x1.a0aaa98c84158p-57, -0x1.e446eb67d6ec8p-57, 0x1.92915de1ffacap-58,
    0x1.a8630743d331dp-58, -0x1.c32b8a67281bfp-63, -0x1.a62a5edd16c3cp-57, 0x1.ad0f826b34b57p-58,
    -0x1.bd5e869177de1p-57, 0x1.901a6d660c2e6p-69, -0x1.495ebc3ecb27ap-57, 0x1.ed831702d9a71p-61,
    -0x1.bfb928cae294cp-58, -0x1.701df8e3076c8p-60, 0x1.4d2548fc4f406p-57, -0x1.850b3c3ab2602p-59,
    0x1.3c896e9a97c59p-58, -0x1.1f9e1ad2300abp-57, -0x1.7da7b8757dec6p-57, 0x1.5bccd7ec52109p-61,
    -0x1.773cfcd3b8d2ap-57, 0x1.85872f80592e6p-57, -0x1.962c87b532f6dp-57, -0x1.570cc7321d50ep-57,
    -0x1.bbc75449567d2p-58, 0x1.6f5e956089407p-58, -0x1.841f8d5d1fcc7p-58, 0x1.5592b9317bde5p-58,
    -0x1.68f56204d58fep-58, -0x1.56df3708982b5p-57, -0x1.41160af5af9f8p-59, 0x1.a1a6ead85935fp-57,
    -0x1.a558a46df5f67p-57, 0x1.6b987aa3472e9p-57, -0x1.5d80b64f012acp-57, 0x1.a60bbe92838f7p-57,
    0x1.6657aff55a65ep-57, -0x1.72915d5958b3ap-58, -0x1.e48319eac2d80p-58, 0x1.d90ae00862fcfp-57,
    -0x1.d8bf964650884p-59, -0x1.452a91f4c8ba3p-58, 0x1.aa48c24b750f3p-57, -0x1.fae8325892a1ap-57,
    -0x1.9bb8daed1b36cp-57, 0x1.3063ae8c11e3ap-57, 0x1.8e81556ad8bc5p-57, -0x1.6956496df9344p-57,
    -0x1.b40443f6ec34ap-59, 0x1.a9936825b4948p-58, -0x1.dd1f29e97fa06p-57, 0x1.409b740059684p-57,
    0x1.1b57a455cc08bp-58, -0x1.749795fe21158p-58, -0x1.8e0189f07692ap-57, -0x1.9f51567a8e1aap-58,
    0x1.0f097c38bc621p-58, 0x1.37feb3dc50a58p-58, -0x1.499f8b5189b7ap-57, 0x1.3032ac3b140b7p-57,
    0x1.b1328be2fcbc8p-64, -0x1.9bb83eee9cc2ap-57, -0x1.03e94d45f167ep-58, 0x1.cd61f591804cbp-61,
    0x1.91608a4706a42p-58, 0x1.8f07b53184590p-57, -0x1.8896be9db542fp-57, 0x1.61e52d37a5aeep-57,
    -0x1.6a183d67ebde4p-60, 0x1.ee64a59fb704ap-58, -0x1.6140e8a14cac5p-63, 0x1.1fb03ccd5d02cp-58,
    -0x1.311292d7128b5p-58, 0x1.6ef398f14a0a8p-61, -0x1.616ea6c7e7748p-60, 0x1.b45cacff552f3p-60,
    -0x1.d434778d5174fp-58, 0x1.9dc9205f8965cp-59, 0x1.ddfa37afc853ap-58, 0x1.9b1b6f25b3df1p-59,
    -0x1.5224acd170beep-59, -0x1.4d3ab5be70855p-58, -0x1.a663f775f31a7p-58, 0x1.7003964e7a197p-59,
    -0x1.ef38b3c136a69p-58, 0x1.962f3efcf15cbp-58, 0x1.267759ff1e93dp-59, -0x1.604ac35a11825p-59,
    -0x1.a504adde06a59p-59, 0x1.4d59ecff9bcabp-58, 0x1.cbd47704889a8p-59, 0x1.0854e1c629153p-60,
    -0x1.8d61bf7e554b7p-59, 0x1.c4f521c7fa2dep-58, 0x1.2bb9fb5d574efp-58, -0x1.eff384cd4bb17p-58,
    0x1.81ace739008b7p-58, -0x1.f619f1ab56bf5p-59, 0x1.53590dcfe5bc3p-58, -0x1.2f03f31e95d6fp-59,
    -0x1.867917db41d40p-59, -0x1.4a964ade5181dp-59, 0x1.1953f96a91311p-60, -0x1.8afb857b76fbbp-58,
    0x1.59c13f2f751f5p-58, -0x1.a1ba94e18e3bdp-61, 0x1.ccf91dce7230bp-58, -0x1.1d11b29f45126p-59,
    0x1.8b8c6f96addf6p-60, -0x1.a2be15b6242bcp-59, -0x1.7fb4acde75294p-59, 0x1.5b789baaf1cdfp-62,
    -0x1.89da82345938bp-62, -0x1.8c911b59fd4f7p-60, 0x1.8f89c68b10a97p-58, 0x1.8ceb86ac98c3fp-61,
    0x1.4a0f55bfc7c13p-58, -0x1.f8e57573cf36ap-58, -0x1.2a79ad776c440p-60, 0x1.c44b8448e222bp-60,
    -0x1.58070e921ddb8p-58, 0x1.bf3d5ca70cde9p-58, 0x1.a59bb427b1e64p-58, -0x1.7555d076651fbp-58,
    0x1.5d925e25bf433p-58, 0x1.18ed8238c5ad3p-58, 0x1.f287b6f893127p-61, 0x1.3a4a3eee41a6ap-58,
    -0x1.1c2fb565dcadep-60, 0x1.de563d4346d84p-61, 0x1.05a8d585fb32bp-59, 0x1.2adcad621cb15p-59,
    -0x1.2c03539ceb96bp-59, -0x1.517eb887233b0p-59, -0x1.88a265f3a8ceep-60, -0x1.1604f59b27366p-59,
    0x1.9b0859048e098p-62, 0x1.b0bd1f69ab24dp-60, -0x1.4f3758967524ep-60, -0x1.f563b50c5fe57p-62,
    -0x1.27fbb2c560af3p-59, 0x1.ce40aa4e44954p-61, -0x1.4fdd2f4d7fd80p-61, 0x1.332dfdc2920f4p-59,
    0x1.d27662c1d9dc2p-59, 0x1.3a3a4585416d5p-60, 0x1.e6ce463c5634dp-59, 0x1.7fbbf1c020754p-59,
    0x1.54d716fff58e8p-63, 0x1.c60c4d4f14fe9p-60, -0x1.e668edb798d0bp-59, -0x1.d761c5e5b03b6p-61,
    0x1.cd092b9dd7d57p-62, 0x1.0622508984de1p-60, -0x1.3e3792256b2c3p-60, -0x1.ad3ea35c8dedfp-59,
    0x1.081391063740ep-62, -0x1.11c34202aa537p-60, -0x1.0c468e3d6346bp-59, 0x1.bec78a592e8c4p-60,
    0x1.3a42831ec7755p-59, 0x1.3ce54ffbd5ffcp-59, -0x1.f5956384e5626p-62, -0x1.b15f3cbccdfbap-59,
    -0x1.4be0640a46dd2p-59, 0x1.3ea0f6fc96956p-59, -0x1.83775e64078b4p-61, 0x1.21724f2d83439p-60,
    0x1.841d364c8a4c0p-62, 0x1.95dc46e4f0adap-60, -0x1.846803c3c7f2ep-61, 0x1.82693dc7b3804p-60,
    0x1.c0bcadf17c52ap-60, -0x1.a822dc5a6d526p-60, 0x1.111ca89510720p-59, 0x1.b459fbc15c769p-60,
    -0x1.e86ee834da4cep-61, 0x1.60d4e65198ed3p-59, 0x1.68d73edf3369ap-64, -0x1.6ffec00435fe4p-61,
    -0x1.ad466df5eb412p-62, 0x1.0ad6e590c304ap-63, 0x1.2fc504000bd78p-61, -0x1.322a5a8dc07ccp-63,
    0x1.e55725301c668p-62, -0x1.e9cc3534dfda1p-64, -0x1.e1b3180525ca8p-60, 0x1.25af789267e87p-60,
    -0x1.8df6dd7c99654p-61, 0x1.38df1cbc618b8p-61, 0x1.50c4cfd488946p-60, -0x1.7aea7cd318588p-63,
    0x1.fbf90a59c8999p-60, 0x1.63d87f3cb4953p-60, 0x1.40fa657232f9fp-65, -0x1.9b20515a99a4bp-60,
    -0x1.defbd8fbe5247p-61, 0x1.5c56d17a2a7f4p-65, 0x1.50f41980b0b65p-61, -0x1.63de317da1da6p-60,
    -0x1.14874375a8755p-61, -0x1.1ed7ff66be839p-60, 0x1.63b7ed6b651dfp-61, 0x1.9eab1a4e6f15fp-62,
    -0x1.a939a3c0b72e1p-60, 0x1.f11bb0e6abceap-61, -0x1.b7ae0d584c4e9p-61, -0x1.fa35479f231aap-60,
    -0x1.7847afe4f2a7bp-62, 0x1.0e9106430dee7p-61, 0x1.06d2228b4d51cp-60, -0x1.146c389e4abd5p-63,
    0x1.aee92cf55898fp-60, -0x1.fa4309dd42355p-60, -0x1.faad5b428f92dp-63, -0x1.475afb46f9bfap-64,
    -0x1.07b426e97d22dp-60, 0x1.24b5ac778b488p-60, -0x1.b1bb143b8cef4p-62, 0x1.df81f62bfd1cbp-63,
    -0x1.60623d8371e46p-61, 0x1.1cbca85d32407p-60, -0x1.48bba7c7abc39p-62, -0x1.869c86bff83ffp-62,
    -0x1.9d194a11ca30dp-62, 0x1.ed6132b4e157ap-60, -0x1.f5c8bd827522dp-62, -0x1.d08c148022d86p-61,
    -0x1.126554fa98448p-61, -0x1.4dafaf6b2e30fp-60, -0x1.3a95498a8b92ap-66, 0x1.d30b3d477d59ep-61,
    0x1.3d316b3d93a11p-62, -0x1.cfccbbef28eeep-63, 0x1.b809542b73086p-63, 0x1.0f4dc02bd0f96p-61,
    0x1.b85ba92988bfcp-62, 0x1.90fbb34cc1c0cp-63, 0x1.9160bb5bc42e8p-61, 0x1.2d4e14c1c6730p-62,
    -0x1.6abde927f9cddp-61, -0x1.d96f4c878c72fp-64, -0x1.b991c0fcc0760p-63, 0x1.9e57dd9d0aec2p-61,
    -0x1.1650d36ab5816p-61, -0x1.7e6fb49617ef4p-61, 0x1.315fa4e0a4affp-61, -0x1.17bade39ffcb0p-62,
    0x1.544f685058488p-62, -0x1.dcfee1d293366p-61, -0x1.918c3d06b86cap-67, 0x1.0acea23aec7a4p-61,
    -0x1.8d9da7a40c491p-61, -0x1.f9d2a66f6574fp-61, -0x1.dd6ce0ffdc23cp-61, -0x1.a2822e9895ea2p-65,
    -0x1.9e42624e454bfp-63, 0x1.86902b18f61c6p-61, -0x1.3408fc7125c28p-66, 0x1.2ff6311605a6cp-61,
    -0x1.4621124a8f137p-61, 0x1.fcd3739f7004cp-62, 0x1.09a7459dee0f0p-62, -0x1.d1b30df06c112p-64,
    -0x1.9a3501db08955p-61, 0x1.28f4bb109f9dcp-63, 0x1.20a85a3de0aa1p-62, 0x1.e809084d1a8c6p-61,
    -0x1.8c23f6186159bp-62, 0x1.9b03e150a47e4p-62, -0x1.4127f80fde9c1p-62, -0x1.0dfebcd84cff3p-63,
    -0x1.77b62199d8601p-61, 0x1.a9a357b14152bp-62, -0x1.c3b409e9b6d7ep-62, -0x1.d1117119d4dabp-62,
    -0x1.f755ef1cc8de0p-63, 0x1.b3a58ca97f6afp-69, -0x1.d7a1b94a57b72p-63, 0x1.468ecc1ecee1cp-62,
    -0x1.6c65f3c472d8bp-62, 0x1.6c4a42dba3f1cp-62, -0x1.bd8ab0bb231bdp-64, -0x1.859a5029d2ce0p-62,
    -0x1.9f8cfc827ece0p-62, -0x1.0adf2ff0d0f5ap-63, 0x1.be63e3fac4e97p-62, -0x1.b1d156d32e0ddp-65,
    -0x1.e613bc6b0debdp-62, 0x1.202b9880312b5p-67, 0x1.5a948ccc21395p-64, -0x1.86b656184aa30p-63,
    0x1.043c9b23a70d0p-64, -0x1.e517fe76f8dd2p-62, -0x1.cf7bde2811558p-63, 0x1.092b0a719a353p-63,
    -0x1.a851e43f76f3ap-64, -0x1.97fd2e1902f61p-62, -0x1.e3e92a7d5ac84p-64, -0x1.7f2591d1550ccp-62,
    -0x1.a694d9a6c10dcp-66, -0x1.e386b128ec2e5p-63, -0x1.2533f17ef7820p-66, -0x1.c8a8b777a871ep-63,
    -0x1.ca006412e68d0p-62, -0x1.5f0319f009f31p-62, 0x1.40ab74a99f659p-63, 0x1.674177180924cp-63,
    0x1.18b9206333885p-62, 0x1.51cd9a1ccf17dp-62, 0x1.8e903e7c5c95fp-62, -0x1.f973760f7c31cp-66,
    0x1.31ada10982f1cp-62, 0x1.09d73fd0d4425p-66, -0x1.fc2ce0c63dfc4p-64, 0x1.9af850895c556p-65,
    0x1.72f5ba5393d72p-63, -0x1.bdf03ed8eb513p-64, 0x1.65d939edc088fp-65, 0x1.1a3c125b81b82p-63,
    -0x1.6aabfff1e020bp-63, 0x1.220901f46758ep-63, 0x1.f1509e04580aap-63, -0x1.5506977d3a3e2p-65,
    -0x1.90f000e4c2f97p-63, 0x1.3841fed2d477dp-63, 0x1.76dabb50306d5p-66, 0x1.51fc1354026f4p-63,
    -0x1.430c1cfc0e9b8p-63, -0x1.505c85b0c6ba8p-67, 0x1.9941cc1f27106p-63, -0x1.adc6271ee99edp-63,
    0x1.0e0a7cf3d745fp-65, -0x1.dfd74f0abef25p-66, 0x1.c3a429fe4df6fp-64, 0x1.70f875ccc8efap-63,
    0x1.999ec7becc5c7p-65, -0x1.32cdbf3b7616dp-63, -0x1.a5f2557027e5ap-63, 0x1.89b3870c2ff51p-63,
    0x1.53acadcd0ae1ap-63, 0x1.99eb00bcb4a4dp-64, -0x1.8964afd25b999p-65, 0x1.d6656bb3ad489p-64,
    0x1.4e97e82b0f0d5p-63, -0x1.902f24d9c3e73p-65, 0x1.a7cf1a20acd8dp-63, -0x1.47c776b8d3687p-66,
    0x1.09486c372870ep-66, -0x1.7a7070eeabb80p-64, 0x1.2ec770b91f721p-63, 0x1.6c635462d24e1p-65,
    -0x1.b0615fb45c6ffp-63, 0x1.caf529ae7a3e3p-64, 0x1.d495bada95c76p-64, 0x1.79ba047f4dd45p-65,
    0x1.1ec8ef227712bp-65, 0x1.33cfa214874cep-67, 0x1.853e3757d076bp-64, 0x1.41da8c18ff2c1p-64,
    0x1.fc597ebea88fep-64, 0x1.c58e4ee6966f8p-65, -0x1.36a83fad025a6p-64, 0x1.98198409ee2ccp-66,
    -0x1.a853716cc4953p-67, 0x1.4a581eb7c5b9dp-64, -0x1.7dc10c2acd0b1p-64, -0x1.327b248a536d1p-65,
    -0x1.4207143202515p-64, 0x1.a35d3b00bf4afp-64, 0x1.3fd9f8811aebbp-66, 0x1.91fee1e994f33p-64,
    -0x1.eddd67429b4ebp-64, 0x1.7bcdf4128a69cp-65, -0x1.9186308c642f3p-64, 0x1.4944448505441p-67,
    0x1.231a32f01fabap-64, 0x1.2804a1fc28dd9p-70, 0x1.c18088cef4823p-64, -0x1.14268b4a3afa5p-66,
    -0x1.3a5de487c2ff8p-64, 0x1.1939e17c76143p-64, -0x1.decd5ca351acfp-64, 0x1.39723cc414205p-65,
    0x1.78dc7315b06e8p-64, 0x1.4612198d8bd23p-66, 0x1.8c66999b07e8ap-64, 0x1.8c4edf85dc694p-64,
    0x1.14d4a5b6b2991p-65, -0x1.93456f274d41ap-65, -0x1.5713627d2aa3cp-65, -0x1.aa805afae0d03p-65,
    0x1.53391a59d4a3dp-65, -0x1.2c289e0820fd9p-67, -0x1.8308d56f377c5p-65, 0x1.9c6634f5685f2p-66,
    -0x1.9938ed2220694p-65, 0x1.7916fcf9aa48ap-65, 0x1.bdb73e75dd24bp-68, 0x1.a3adbea4229c4p-65,
    0x1.6394dd2ff0093p-65, -0x1.93427613b625ep-67, -0x1.b20f323061377p-69, 0x1.af6294bd57e10p-65,
    0x1.64200e97d4e81p-67, -0x1.93987ea4a4b28p-65, 0x1.6039e4177bdd6p-65, -0x1.d5ae0922bcadbp-65,
    -0x1.2c813e9dc17a8p-65, -0x1.fa89c6a619d51p-65, -0x1.79bf9b4774ec2p-66, 0x1.1cee7464fb981p-65,
    -0x1.c36a01f7f1131p-65, -0x1.6c5ba1ebaaf75p-65, -0x1.658dbba7bc420p-66, -0x1.a5421eec44618p-65,
    0x1.8be7e5c848c07p-65, 0x1.19aee974fef35p-65, -0x1.9fbfaeee2b0aap-65, 0x1.3353bd1d6a7e6p-65,
    0x1.8148c3f45cc38p-66, 0x1.4eb46bd7839d8p-67, 0x1.04219392d9f8dp-66, -0x1.b0ba49307aa99p-65,
    -0x1.47ac20184eb10p-67, -0x1.25a4beb82f16bp-66, 0x1.ea3563c5c094ep-70, -0x1.65417b81a5dd7p-66,
    -0x1.f2f0aae7d74aap-66, 0x1.79eb54953d3e6p-68, 0x1.bf343a326c123p-66, -0x1.7f9a30ad21e24p-70,
    0x1.88f4ff748376bp-66, 0x1.18632f7e97beep-67, 0x1.d1d693821cc6ap-67, -0x1.b7f88c96f146fp-66,
    0x1.61b6e5bf14c94p-67, -0x1.77343294c3c3bp-69, 0x1.34ceabb2a9032p-66, -0x1.aecc939848d33p-70,
    -0x1.3d33e4230a349p-67, 0x1.7838805671794p-67, -0x1.36b32f1b2cdaap-66, 0x1.c4b1cc8f2ff72p-66,
    -0x1.b9b964a37310ap-68, -0x1.126fe2fc13060p-68, 0x1.a20656598afd6p-66, -0x1.0e36adb62309ap-68,
    0x1.2900671ba2e85p-67, 0x1.08cb927c92e46p-66, -0x1.0a537b7bd62a5p-67, 0x1.a4fae1d25d259p-67,
    -0x1.57b790bf1c482p-66, 0x1.7188a677662c8p-66, -0x1.d0c7dfef96668p-66, 0x1.bd1380230f0dbp-67,
    -0x1.10f9074eb74c4p-68, -0x1.6e8177a6c4911p-67, -0x1.7934086a96967p-71, 0x1.8465b174b6898p-69,
    0x1.7a71f07a66530p-67, 0x1.ae1da715b067dp-67, 0x1.dd5b7a5e66cc4p-67, 0x1.901086d1017e9p-68,
    -0x1.a732e928e4c5dp-68, -0x1.585e30806de08p-67, -0x1.4772a02fd1b26p-67, -0x1.a8b26c7b1cfa1p-67,
    0x1.6501d55aa0df7p-67, -0x1.08ef393b88844p-69, -0x1.2ee310ef11a88p-71, 0x1.60a6c8bd9cbc6p-67,
    0x1.6fccca0094919p-67, -0x1.8c7759c06d9a9p-69, 0x1.4596c019cbd2ep-71, -0x1.c1c04791f26a4p-69,
    0x1.629e52734c6d3p-67, -0x1.b508e4d13b4e0p-69, 0x1.5729c2fc80e16p-67, -0x1.af49fee1a0956p-67,
    0x1.9c7db1f96e779p-72, 0x1.0d427419d790ap-72, -0x1.acc3a9cb439d6p-67, 0x1.6d3b1c7dfb147p-70,
    -0x1.947f9700a71aap-67, 0x1.1858bd9495f22p-67, 0x1.6d75de28e9a25p-68, 0x1.7d6c25bb6ba0ap-67,
    0x1.0a693604c077ep-70, 0x1.9e9ceda3e788cp-75, -0x1.7f38a5c422e5ap-71, 0x1.edfcd9adaad0dp-68,
    0x1.a0aaf3d4b5612p-68, 0x1.b87b11718218bp-69, 0x1.1e3074844c83fp-68, 0x1.e6ee430f82bb4p-68,
    0x1.d92f3f7ab9ef5p-68, -0x1.275c7e3dd97bap-71, -0x1.5cef07e9afe23p-70, 0x1.0ca218248abdbp-68,
    -0x1.a69ac1e45ad76p-68, 0x1.c1dbd15fec039p-68, 0x1.b4bce62d5d82dp-68, -0x1.939b5e3c3f4f3p-68,
    -0x1.a15182b56c404p-68, 0x1.c814cc4d3b3c7p-72, -0x1.90ab94f4ad1d8p-68, -0x1.dd19ca0cd7a3bp-69,
    0x1.30a881fab597cp-68, -0x1.08eea7a67145ap-68, 0x1.1ffca346e3632p-69, -0x1.079db5d71125fp-69,
    -0x1.8174270a3a7eap-68, 0x1.dbd8a9d06a6eep-69, -0x1.0033e453c954ap-70, -0x1.bedf91544f19ep-69,
    0x1.b28be47a30a5ep-69, -0x1.e0e6a31f5f1f1p-68, 0x1.1ac5660240af8p-69, 0x1.45b5a2c121ca3p-72,
    0x1.abc4edc822f8ep-70, 0x1.aa8f53e340b63p-72, -0x1.0e00a2c277e75p-69, 0x1.95753c9ee1713p-69,
    0x1.67f724fe903c8p-70, -0x1.21c842362ba12p-69, -0x1.562223caa747ap-71, 0x1.ad713cdb0059bp-69,
    0x1.84e95673c70a1p-70, -0x1.827b8222ad73bp-69, -0x1.62fedeb449acap-77, -0x1.733d7f4de084bp-69,
    -0x1.5c27285bd38a8p-70, -0x1.c8a9d74617ca5p-69, 0x1.6a926ce098440p-72, -0x1.f4224373f662ap-69,
    -0x1.5c6bd7b275634p-69, 0x1.ed34c497e32c6p-71, -0x1.f829710e1b454p-69, 0x1.db81b1b382b4ap-69,
    -0x1.65350a7102e0dp-70, -0x1.413e8730789e5p-70, 0x1.2976fbdf8ec83p-69, 0x1.7964868856c8cp-70,
    -0x1.899ad47c9a36bp-70, -0x1.3d569b1cf4168p-69, 0x1.5d3787130ad1cp-70, 0x1.3a33e42d2ce9ap-70,
    0x1.e063abd5c4815p-71, -0x1.ee25a1b73099dp-71, 0x1.35f8b8ad51f1dp-73, 0x1.c2033e2a051eap-70,
    0x1.8892ee92cd786p-71, -0x1.90c740ebe5114p-70, -0x1.5c1eb20ea6bd3p-71, 0x1.7859f2d4556bcp-71,
    0x1.10479ce4b530dp-70, -0x1.8547ce0a1b70dp-70, 0x1.dd9fd15e2618ap-70, 0x1.187eac3c1b48bp-70,
    0x1.784ca4c429a15p-73, 0x1.e5120e8bb0360p-74, 0x1.76595ebd77ea6p-72, 0x1.093bfdfeff0dep-70,
    -0x1.08b00395ab0a7p-71, 0x1.937288e7ed8f8p-70, 0x1.0a303621a32a3p-70, -0x1.dd3d20fd529b6p-78,
    -0x1.e1c58eba0962ap-70, -0x1.49774f8a5b874p-70, -0x1.c11e1c1368d4ep-71, -0x1.403837ad6c2dfp-70,
    0x1.de4e5be9ac9a9p-70, -0x1.216a3e5ef4bfep-70, -0x1.d248c7166a16dp-70, 0x1.46cd5bade25b1p-75,
    0x1.b7c360a6e4aeap-72, 0x1.4f58ee541fd44p-71, -0x1.9610deb2836bep-72, -0x1.ca16d3df1ccf6p-71,
    0x1.d2921eede641dp-72, -0x1.0b8921a05f810p-72, -0x1.94d802263e922p-71, -0x1.bcb4096058476p-72,
    -0x1.0bb0383bc7248p-71, 0x1.5e9de73b9a4c7p-73, 0x1.d16a053ef6adep-73, 0x1.db068258884f6p-71,
    -0x1.b7882e964fff7p-72, -0x1.f478bbe224895p-71, 0x1.de1008741dda8p-72, 0x1.8858719d5aee6p-71,
    0x1.2d1f7068bf3fbp-74, -0x1.665b822c82e94p-71, 0x1.7e4e5c6536522p-71, 0x1.38246576ee92bp-71,
    -0x1.9ffe31eb1121ep-71, -0x1.30733e111cf13p-71, 0x1.7af77a5a94b65p-71, -0x1.f373bd23e8da5p-73,
    0x1.e0288dee8a607p-73, -0x1.688ede4bf6f83p-71, 0x1.ea8a37914b418p-71, 0x1.e920fc73fd7f2p-73,
    0x1.86e9fc71d42e6p-73, 0x1.326a8de6e5728p-73, -0x1.4be7194505458p-75, 0x1.1f08125ff2cc7p-75,
    -0x1.a99758b268f91p-73, 0x1.04aa02cb23d18p-72, 0x1.fbf2fae0385adp-72, 0x1.639d97a99b239p-76,
    0x1.b3ceaed5d9eb6p-73, -0x1.b949c9fefac93p-72, -0x1.51349eabb7177p-72, -0x1.c6c0bfa79fe75p-72,
    -0x1.badae53ec94c7p-72, -0x1.5454bf08f1f8dp-72, -0x1.f9e1a3cc1fdf3p-73, -0x1.79ec3b8e5b957p-72,
    0x1.42196473e70a1p-75, 0x1.aaf26fd22c0e2p-72, 0x1.f58ea54229f24p-75, -0x1.33d7bf996dc71p-73,
    -0x1.20ee80d2c8d09p-73, -0x1.42c2567ba9b4ep-78, 0x1.47a259a8d5b9ep-73, -0x1.e6a8a46437548p-72,
    0x1.67889c001099dp-73, 0x1.f0818e604a366p-73, 0x1.0b38a790b9ad8p-73, 0x1.37d23a3fa035fp-73,
    0x1.c3ef98d35f750p-73, -0x1.8068567a65d40p-73, 0x1.4dcb43176782cp-73, 0x1.ee4bfe12cf707p-74,
    -0x1.ded67787cbb5fp-73, -0x1.582b1c5343722p-73, 0x1.d19a21af76d7ap-74, -0x1.fbe65a13a91f3p-78,
    -0x1.004a4c0a6b8a9p-73, -0x1.4a952362c752bp-73, 0x1.da0a27c06f4f8p-76, -0x1.d300e9e492c3ep-75,
    0x1.01b220c7853c4p-73, 0x1.5edb0ab6ae33bp-75, -0x1.ae805ff67682fp-76, 0x1.c2f65d997c77dp-73,
    0x1.f0e8f4bd6aaccp-73, 0x1.d39147c8b7305p-75, -0x1.3c1442eca0cadp-73, -0x1.c7993379f1878p-73,
    0x1.215c164cd1559p-76, -0x1.55a3f79297728p-73, 0x1.b4f5cbbe8a322p-74, -0x1.aa71dbaca14cdp-75,
    -0x1.76172989e68aep-76, -0x1.21de9162b9d4dp-79, -0x1.7f3ef9a719e5bp-75, 0x1.171ec6ea5131ep-75,
    0x1.6743a821eb4b6p-74, 0x1.89362399028c5p-74, -0x1.b317d62209540p-75, 0x1.803d9e151ea5bp-75,
    0x1.638022f0323e1p-76, 0x1.8d617400e17dap-74, 0x1.38ce1460c502ap-77, -0x1.19d99598a6cb7p-76,
    -0x1.0c7e14175ab8fp-74, -0x1.329a17ba6674dp-74, -0x1.182411b843359p-74, 0x1.897cc992f35cdp-74,
    -0x1.04a7333baf0fdp-74, 0x1.d147809b629c8p-74, 0x1.cd201e53981cfp-77, -0x1.f9e301f74d4fbp-74,
    0x1.34782d8f6a5e2p-81, -0x1.70ca9a74b5c2ap-76, -0x1.94bd3f090a0f7p-74, -0x1.3ea64965baf73p-74,
    0x1.c91d6549fc9c1p-75, -0x1.edaba31b576f9p-82, -0x1.22525632c025bp-77, -0x1.25e1ae571041ap-75,
    -0x1.895f03633c7fep-75, -0x1.433ef650b1791p-78, -0x1.1906a1674171ap-76, 0x1.f2c828fff0578p-75,
    -0x1.2d76dc03e80a5p-75, 0x1.367fda7911ef4p-75, -0x1.4cf7140525a4ap-75, 0x1.bfde6b31eb05dp-75,
    -0x1.57a816734d396p-75, -0x1.4cf6620611ccdp-75, -0x1.9867e3904c71ap-75, 0x1.d3d8cae93c386p-75,
    0x1.fbb1f7268ed50p-76, -0x1.645e85a9c3c6dp-78, 0x1.958745e8c0253p-77, 0x1.2c11f5819d42bp-76,
    -0x1.e1c9bdd66b561p-75, 0x1.648b9e2bdafe6p-75, 0x1.a0f59383cbae6p-75, -0x1.717c11ba5800dp-77,
    0x1.ac2e9d31bb2d7p-76, 0x1.5df21a0662ca4p-78, -0x1.9ac7bf475d867p-76, 0x1.9582e5356c963p-76,
    -0x1.27dfe0c6c030dp-77, -0x1.47c2002760b36p-77, 0x1.d6eebf4e470bdp-77, -0x1.8afb4d388dff4p-79,
    0x1.9214373548f31p-76, 0x1.5ea460c4dffc8p-76, -0x1.2034aa416829bp-78, -0x1.59f9d8e82984fp-76,
    -0x1.0f70a529cb003p-77, -0x1.bfcc9063305b2p-77, 0x1.e97219e1242f8p-76, -0x1.e1d4366a83e19p-83,
    -0x1.8c77157062626p-76, 0x1.d797783ff1c8ap-76, -0x1.790ab3e5762a9p-77, -0x1.adabfb7adec2ap-76,
    -0x1.645b1e41d9ffbp-81, -0x1.a1f8deb9dd330p-76, 0x1.22ce8b3bd0f0cp-76, -0x1.6c54dcf78c502p-77,
    0x1.65ee7c861c072p-79, 0x1.0ecc412c700efp-77, -0x1.487f2bb20c5c3p-78, 0x1.b37801dff7011p-78,
    0x1.6cab887efcaa0p-78, 0x1.28eae8ec1da0dp-79, 0x1.896fd1c455244p-78, -0x1.a6b1090e4ee51p-78,
    -0x1.519d0e06052c4p-79, -0x1.0802c2e2483bdp-80, -0x1.8095438eda578p-78, -0x1.f7598a43bf1c5p-77,
    -0x1.5aa1c8107ff52p-80, 0x1.bf22353fb725dp-78, 0x1.b2fb300d040d9p-78, 0x1.f478ab1e19138p-77,
    -0x1.711208717ecc9p-79, -0x1.b0b19805bba95p-80, 0x1.4124555dd3ef5p-80, -0x1.e5e6b4971eb27p-77,
    0x1.5c9e184110e24p-77, 0x1.12f01c9f56e8dp-77, 0x1.c42984b3a2ab6p-77, 0x1.c9ae6db4c533ep-78,
    -0x1.cafa3aa5b4314p-82, -0x1.34208b82a5d86p-78, 0x1.691aa296c4183p-80, -0x1.c26cccd08d871p-80,
    -0x1.287b2264ec746p-78, 0x1.fcb80934927e3p-81, 0x1.48ef4135a1e1cp-79, -0x1.335ace1da0791p-81,
    -0x1.12749576b6062p-78, 0x1.4cf1e6e21ce12p-78, -0x1.e0fd374bff8a7p-81, -0x1.16037f5aa13c2p-79,
    0x1.e0bec81328bd5p-79, -0x1.3a6e8a38cf65ep-78, 0x1.53b134c868fb1p-78, 0x1.49c6d6a6afc35p-78,
    0x1.4b5a3c94128b3p-78, -0x1.eebd4744045afp-80, -0x1.80fb7005a9e23p-80, -0x1.7b854bbfe2690p-78,
    0x1.5d715ac7eebcbp-78, -0x1.4cd4a00392dd6p-78, 0x1.2b76f38b3ce60p-79, -0x1.9e63381179a5dp-82,
    0x1.0893492a3a020p-79, 0x1.45d3091a70930p-80, -0x1.51bef97bde73fp-79, -0x1.0a6b832817994p-80,
    0x1.0667d44ef5199p-80, -0x1.72801a803379cp-79, -0x1.e7a30233fa58bp-79, 0x1.74cef3451b590p-79,
    -0x1.301eb5249fe1dp-79, -0x1.bc87feaf7d980p-80, 0x1.35a136566264ap-80, -0x1.2b1d23ab6f20bp-79,
    -0x1.7e18773aeb49dp-82, 0x1.9d489bc8ba71ep-79, 0x1.d0549368066f8p-81, -0x1.31a878cd3567cp-79,
    -0x1.184b64e23521dp-81, 0x1.db22ba856a337p-79, -0x1.c311fd8344c9ep-79, -0x1.5aaba1cc40f62p-82,
    0x1.b36cc838eb258p-82, 0x1.b2a4fb11cc31fp-86, 0x1.6db41b554641dp-80, 0x1.7c176323d686ep-82,
    -0x1.a2e44396d39b5p-80, -0x1.039a775d99e4fp-80, 0x1.ed78501d8c6f8p-80, 0x1.2097989da558fp-80,
    0x1.d35830d8fad4bp-81, -0x1.5824ba134bfe6p-83, 0x1.d36eb8cc44d9ep-82, 0x1.533cdba150b63p-80,
    -0x1.37c7ed71d413ap-80, 0x1.6f8c57795cc5ep-84, 0x1.1fa75ef946347p-80, 0x1.81d5aa3dbd8d7p-82,
    -0x1.f7b99ff6f3384p-80, 0x1.1eeb8d3583a3fp-81, 0x1.a1f84b0533729p-80, -0x1.e9cfa43471faap-81,
    -0x1.615db40319381p-80, 0x1.94c553962cb27p-80, -0x1.a8bb7909b7a2cp-81, -0x1.6cf5fe79c6c63p-81,
    -0x1.d7fd63105cde6p-84, 0x1.225cb2af9e07ep-81, 0x1.346fe4d9a2a31p-81, -0x1.293a86c30206ep-83,
    0x1.09cf5d7c44beap-82, 0x1.6b2172df2e7d0p-81, 0x1.9b32727aab38ap-81, -0x1.109225d7fe4e8p-87,
    -0x1.52bca6ba9539dp-81, 0x1.da75b83c91126p-82, -0x1.8d480c9c1f13fp-81, -0x1.76b3fd0ec17c3p-81,
    -0x1.6da080c6bf63dp-82, 0x1.49f542c8f384cp-88, -0x1.2b0a6b76be2fdp-81, 0x1.efe929cf08064p-81,
    -0x1.836a6e2efc78dp-81, -0x1.0fd0cd2115676p-81, 0x1.b13a500b136fdp-81, 0x1.37306c8139c9fp-82,
    -0x1.fb0a838c616fap-82, -0x1.9909c262fad22p-82, 0x1.f7bd9cc8e5142p-82, 0x1.f40d8128816abp-82,
    -0x1.9876a052a1188p-82, -0x1.f9ce3e0263f32p-82, -0x1.486454892ed68p-82, -0x1.e41c2489e4529p-82,
    -0x1.83473776fe2fcp-82, -0x1.f580700e2d33dp-82, 0x1.49d2549a943c6p-85, -0x1.0b954328dbad3p-82,
    0x1.e6a74c99e34dcp-82, 0x1.7391d09f497d1p-82, 0x1.f53bf62184a14p-82, 0x1.fe985da31a0e6p-82,
    0x1.de598d0fefd21p-85, -0x1.55608e04a1947p-82, -0x1.beea06f0765e3p-83, -0x1.5b97d4bf569f6p-82,
    0x1.a2a7a6b123655p-83, 0x1.b916c87b86d0ep-83, -0x1.32de8776b257bp-83, -0x1.68298d0b72034p-83,
    0x1.9aa5e17595859p-84, -0x1.36a3f98f6ba8dp-84, 0x1.eff8e8d5052d4p-84, 0x1.75f1b1182dfd9p-87,
    0x1.d94e5d62567d6p-85, -0x1.63d3f6e3a2829p-83, -0x1.a429d8c977544p-84, -0x1.4284a3236762cp-83,
    0x1.9901cd5402c73p-84, -0x1.5381259874a1bp-83, -0x1.9e3d5d12fdbf8p-84, 0x1.44895e148151ap-84,
    0x1.724319d75b769p-84, 0x1.14ab5bd2af278p-87, 0x1.9a725111605c7p-84, 0x1.40f51fd5eabe0p-87,
    0x1.35a3596692c9cp-84, 0x1.9f963389d1e5ep-86, -0x1.74854560e2b4ap-88, 0x1.8681f284eecabp-86,
    -0x1.b472ef58730aep-85, 0x1.8c842aa170309p-84, 0x1.2d94c1057f944p-84, 0x1.aff80236a6b41p-85,
    0x1.6c8d1f533d9f4p-85, -0x1.e1a61e6b377e3p-87, -0x1.5ab1fc1daf8b5p-87, -0x1.fc445b2fbc6dfp-84,
    0x1.1732de371aed9p-84, -0x1.ea1f1587ed22dp-87, -0x1.41829e743faddp-84, -0x1.64665ed4408a6p-85,
    -0x1.683677f351cc5p-84, 0x1.6979b3177c75bp-84, -0x1.5dee74e5ff80ep-84, 0x1.a0f739d16512dp-86,
    0x1.b427ab2ecd911p-85, -0x1.221326a33e57fp-85, -0x1.18565fb463442p-86, -0x1.38b8e15fb9b78p-85,
    0x1.21dba8491370cp-85, -0x1.e88c97bd70727p-87, 0x1.3e643ba0faa31p-85, -0x1.bed097c0a48ffp-87,
    0x1.3b1493c696a8ap-85, -0x1.ec00100277c69p-87, -0x1.7af93c79cf804p-87, -0x1.6cf7c2957a380p-86,
    -0x1.3c10e160b737ep-89, 0x1.f8ed698b190a0p-85, -0x1.a847d4d5cf139p-85, -0x1.50c85f8153092p-86,
    0x1.4336c54fd10fap-87, -0x1.007c900edf015p-86, -0x1.0aaa3e21b9481p-86, 0x1.727e99f20d0e1p-94,
    -0x1.5e3d920bea296p-86, -0x1.e92e47c981970p-90, 0x1.73529e3c1c12dp-86, -0x1.1fe0dd412bdc7p-87,
    -0x1.b1c9d6ff34e22p-86, -0x1.abfa6231551bfp-87, -0x1.85338866cfdb7p-87, -0x1.c764f8784bb26p-86,
    -0x1.dec27620c6d2dp-86, -0x1.f46877997da18p-86, -0x1.94cf91fe02699p-86, 0x1.5616cf1d62538p-88,
    -0x1.2af7a09051f5bp-86, -0x1.0373d18951587p-88, 0x1.501d88c71f697p-86, -0x1.e81e7fc4d0852p-88,
    -0x1.074bf475e6a5fp-88, 0x1.ee4268dbabec5p-86, -0x1.60f1243676a48p-90, -0x1.d765b0f383013p-87,
    -0x1.524de9a208b9fp-88, 0x1.f913df465f1adp-89, -0x1.e23c95d412597p-87, 0x1.a223f7715956bp-87,
    -0x1.a071ed80552c6p-87, -0x1.d327815cfdc94p-87, -0x1.3e3b935687606p-87, 0x1.a9461c9eed9f4p-87,
    -0x1.32bf952cc245fp-87, -0x1.a2d9c8a169064p-87, -0x1.9d1a74b90704dp-87, -0x1.a232cb9191060p-87,
    -0x1.5f538f1e78031p-87, 0x1.e4152ebe094a3p-90, -0x1.6ccb30a252eeap-87, -0x1.bc91e8a44baa1p-87,
    -0x1.a8aeae77b0794p-87, 0x1.fc6a74a22474cp-90, 0x1.6508bbfc0a255p-89, 0x1.06cf93a6eb086p-90,
    0x1.a06cff54da2eap-88, 0x1.e0e6e0bec0994p-89, -0x1.804828f9ec58bp-89, 0x1.069a0efbfee1dp-88,
    -0x1.cb3a8262fe10ap-88, -0x1.dd5407c77b50ap-89, 0x1.80e78bdaa6d43p-89, -0x1.26993d3168b50p-89,
    -0x1.4b5b3173f334bp-88, -0x1.ce2d2f63d83f7p-88, 0x1.d7cae07767894p-88, 0x1.d2e2d0a78428dp-88,
    -0x1.7fc0f9cea6dc7p-92, 0x1.7b8b0003076a1p-89, 0x1.73718cfed5466p-89, 0x1.f9e2c3407747dp-91,
    -0x1.42a25e7a42894p-89, 0x1.e348b43176e38p-88, -0x1.19ab823ce71b6p-92, -0x1.bf85751b9e941p-95,
    -0x1.70af323ec0decp-90, 0x1.03733847f5a90p-90, -0x1.ca76d53eb7fc9p-89, -0x1.55501d5bc4897p-90,
    0x1.5686bc2895053p-90, -0x1.a8e9ab084939bp-89, -0x1.8b201f0cfea30p-90, -0x1.f5cb52b4b6926p-90,
    0x1.1b25a8d43d442p-89, 0x1.7b471bf02861fp-91, -0x1.8778110801288p-89, -0x1.265eff169a376p-93,
    -0x1.c0660ecf7e5b9p-91, 0x1.ccb595aaff635p-90, -0x1.82a9c7ef8b168p-89, 0x1.fc4e592eba0dep-89,
    0x1.c358bb1f4df7ap-90, -0x1.2be13fd9e6dbbp-90, 0x1.3e482030a0345p-93, -0x1.a898209af6620p-90,
    -0x1.c40e495eaaa89p-92, 0x1.565f6584019cdp-90, -0x1.eb8cfe93c6f77p-90, -0x1.03812a5788fedp-90,
    0x1.2fa59f78d0e12p-90, -0x1.b6ef3b4b90e13p-90, 0x1.d653c8786e6ddp-90, 0x1.871ad69927afdp-90,
    -0x1.1a101007d8742p-90, -0x1.aaafe97e1125dp-92, -0x1.23ea53f4edc0bp-91, 0x1.0cfc3532838dbp-92,
    -0x1.f215a1a426047p-90, -0x1.aab5ed3120a29p-91, 0x1.54b3ae189a8b3p-90, 0x1.0657c57b4d2f1p-93,
    0x1.980e4c28b8064p-91, 0x1.4e2548768b470p-95, 0x1.ab8b7cea07308p-91, -0x1.f7ded92f5a2f9p-93,
    0x1.698823822eaefp-91, -0x1.b63d6d9ab8850p-94, 0x1.58732a4833a2cp-97, 0x1.03b2abb539166p-99,
    -0x1.0e1405b5fdf78p-94, -0x1.8d63e3aa12cd8p-93, 0x1.da690e45a26e8p-92, -0x1.b6775fa20b1e8p-92,
    0x1.3397361176935p-92, 0x1.504135d3ef970p-91, 0x1.d6fd7311da92bp-93, 0x1.29af2f4614861p-91,
    -0x1.c2dcdc5c54b57p-91, -0x1.2e06a1796a9f4p-92, 0x1.f05aa644ceb3bp-92, -0x1.088483f549e36p-93,
    -0x1.f568f4a63d5dfp-94, 0x1.a15a2e4ee1330p-93, -0x1.53161e89f2246p-95, -0x1.c658b0f380463p-92,
    0x1.22a7daf8a3e2fp-92, 0x1.c73ed8354ca43p-97, -0x1.add978d3b7639p-92, -0x1.6e19fab29e260p-98,
    -0x1.c0b2bcacb2ba2p-96, -0x1.603d5a81dfaa8p-92, -0x1.d01a6e492d6d4p-95, 0x1.0e96a3d8385d1p-96,
    0x1.dc30a4012562bp-92, 0x1.e51f63b90d1b1p-92, -0x1.6722dd5746ebbp-95, -0x1.51e9c84a18b7ep-96,
    0x1.a080708d81d45p-94, 0x1.6eae3b533204ap-93, 0x1.f43afd4ded978p-93, -0x1.c0d072479a21dp-93,
    -0x1.baf2404348f92p-93, 0x1.da6929bdc92aap-93, -0x1.b49dd57175a96p-95, -0x1.d5e496f7a69f9p-94,
    -0x1.371cdba89be69p-95, -0x1.cf64e9d0bad7dp-97, -0x1.936985ef9b96bp-93, 0x1.964dd58d53f30p-94,
    0x1.b9120a646eb40p-97, -0x1.075ff45151c93p-95, -0x1.4896961ecde0ap-93, -0x1.dd142d588552dp-95,
    0x1.b7561b2879b8fp-94, 0x1.8fef03e353a7dp-94, -0x1.ba573a5c50b8ap-95, 0x1.5145833f19ebbp-95,
    -0x1.b28568855c7a1p-94, -0x1.a490c18bff7fap-96, -0x1.1ca7bb88cd047p-94, 0x1.3e3d6b87d4f6fp-94,
    0x1.54438134af97dp-98, -0x1.3a3528449bb42p-99, 0x1.31ba1d1cc3d8cp-96, 0x1.f4949589e5920p-94,
    0x1.3722232860d74p-97, 0x1.fc53360928481p-96, 0x1.5b0e983eb687ep-95, 0x1.84c6016e6ffb3p-95,
    -0x1.2e05cbf95250cp-95, -0x1.6e2d6e21e5f5ap-94, -0x1.ba5213d471c2bp-95, -0x1.f9720bf49249ap-95,
    -0x1.fbfe69f39a91ap-96, -0x1.bf3ca51a184d5p-96, 0x1.a8b54c4b4dec5p-96, 0x1.91f5336cba5d7p-100,
    0x1.a772b343dba82p-98, -0x1.2575bc114110ap-99, -0x1.5513f61513260p-97, -0x1.519577a180d7dp-95,
    -0x1.9cc3eb4650127p-95, -0x1.551fb2069463cp-99, 0x1.9e5b63bd2aef7p-99, 0x1.d89e8fc4e11c5p-96,
    -0x1.b93ebf5b60a6ap-96, -0x1.78e14cf690459p-95, -0x1.fc820764a9bf6p-96, -0x1.e2eb0efd20bd3p-97,
    -0x1.748a050f39acfp-96, 0x1.ef8a97cbe2341p-96, -0x1.d3a81c722bb3ep-97, 0x1.460d8b4344a1fp-100,
    -0x1.7e82a692a4db4p-97, -0x1.8bd8cc75ac982p-98, 0x1.71b8e489c4880p-98, -0x1.4105e94b7e719p-97,
    -0x1.0dc3ea25d92dbp-102, -0x1.832369a33b927p-96, -0x1.b17f8f99795a3p-96, 0x1.3085823ceae2ep-96,
    0x1.8bf61ee62786ap-96, 0x1.4ffe8088b1f59p-96, -0x1.f94a957b501fap-96, -0x1.508cb0dab23d3p-96,
    -0x1.71d1156d4afcep-97, 0x1.5ca7550962c35p-100, -0x1.060a0dbe3033cp-98, -0x1.a76dc15e102b2p-97,
    -0x1.ccf777b5d4a72p-97, 0x1.47abee8ee8bddp-99, -0x1.1e0ad4c5f96a2p-97, 0x1.0f604a5381e41p-103,
    -0x1.a84a0a0c63abfp-98, -0x1.863f161aef0f3p-98, 0x1.e2dedffa69b89p-100, 0x1.0b58b2cf67e1cp-99,
    0x1.f0c8018e05911p-97, -0x1.c4c60f284e9ecp-98, 0x1.680e4eee19e58p-99, 0x1.de9ad745de26bp-104,
    0x1.e5b1d0c5bf934p-99, 0x1.10747c7366423p-98, -0x1.5df4f66a57fcep-98, -0x1.29695fe54ab83p-98,
    -0x1.5d86f19b75ef9p-100, 0x1.2c999a44bcf34p-99, 0x1.b4cc15e24521bp-99, -0x1.e9ea2e55dec66p-104,
    0x1.e1df1302dc821p-99, 0x1.2a39072b1a646p-98, -0x1.5af7c08457906p-99, -0x1.5809fd60b2680p-99,
    -0x1.1f3ed5c445b0fp-100, 0x1.a2c89eaffaa34p-98, 0x1.71216282ea487p-102, 0x1.488d4087005d0p-98,
    -0x1.8a2177f602255p-100, 0x1.e7c6a7d73d409p-99, -0x1.e094485a56391p-101, 0x1.0e789d7da22e0p-101,
    0x1.db45eac269ebap-99, -0x1.829ba7e5cdc10p-100, 0x1.3207a364779edp-99, -0x1.5d590812f61eap-105,
    0x1.9482c82b68360p-99, 0x1.fa015d6d41c3dp-100, 0x1.5066cf9adf408p-104, 0x1.0148854d093a0p-99,
    -0x1.d16dea682a129p-100, -0x1.ffa31bcec4955p-99, -0x1.ecfd3d160b80cp-99, -0x1.06735b5d1cfc2p-101,
    -0x1.63b11e0c47d2ap-99, 0x1.e3cfdc0a8e0dbp-100, 0x1.00b4f39c025dbp-100, -0x1.bb38f4a9f8b96p-103,
    -0x1.8ba9b75596989p-101, 0x1.e0e358ea1f881p-100, -0x1.e9f41fac2756dp-102, 0x1.37afd100454b4p-100,
    -0x1.7d962bd3e16a6p-105, -0x1.a1e3a8642861ep-101, 0x1.31e2bbd5cf9b4p-100, -0x1.e300a6d4e79b8p-101,
    0x1.edd8848c46797p-100, 0x1.4367785103213p-102, 0x1.38ad8b507e27fp-103, -0x1.83c9d0a79272bp-101,
    -0x1.22acca5ce58afp-103, -0x1.2b45af6c2635dp-101, 0x1.85fc92617a072p-105, -0x1.2296089ceb6f4p-104,
    0x1.917b12d31aebdp-105, -0x1.c033d4d9bb771p-101, -0x1.1ff2f571dc829p-102, -0x1.6fd4b0664150ap-102,
    -0x1.99ad8d52288c8p-104, -0x1.44d10d95ff1dcp-103, 0x1.de28188915a62p-103, -0x1.1be370aaa624ep-101,
    0x1.bc2cecd1bf5f7p-101, 0x1.f0c06ff4ee328p-101, -0x1.c53c60be95166p-103, -0x1.2d90a4eb7a861p-101,
    -0x1.22e85b13a8e1dp-102, -0x1.2e8f7223ff8efp-102, 0x1.94878f3ee9288p-104, -0x1.5f07e0877bd90p-102,
    -0x1.5a1b907c317dcp-104, -0x1.51044711e6badp-103, 0x1.1bc562d2575bep-102, 0x1.bc53cbace4a20p-102,
    0x1.43f24ff89337cp-102, -0x1.04544569b1b5ep-102, -0x1.1a77b89afec6ap-102, 0x1.6f73461956c68p-104,
    -0x1.ed65d535696aap-103, -0x1.f493fb0894895p-102, 0x1.96beaaff67d92p-102, 0x1.2419876aa8b4bp-104,
    -0x1.2c3e9e8be3eb3p-102, -0x1.33e1c99bf07f7p-103, -0x1.264b98745fa74p-103, 0x1.334e5d6f60cc3p-115,
    0x1.f8db97bcde356p-103, -0x1.85499605df84bp-103, 0x1.69bdc4da5a881p-104, 0x1.198ba9a5e28edp-103,
    -0x1.cb61943bbe2dep-103, 0x1.62bf726a9bfc9p-103, 0x1.901b6d5efe245p-105, -0x1.4b75ffced021ap-103,
    0x1.c5b80595fec37p-103, -0x1.559955d4340eap-104, -0x1.7736eea9827dcp-103, 0x1.32729275327a9p-104,
    -0x1.636c6dd3916b0p-103, 0x1.050d419b93ba4p-105, -0x1.bb9b4d53a670cp-104, -0x1.ba7d67843c311p-105,
    0x1.5231c8aac29f1p-107, 0x1.0fae2292688b8p-104, -0x1.375bd53af43ecp-105, 0x1.eaa271d785206p-106,
    -0x1.83dd18d7e87f6p-104, 0x1.07b200a2800dep-105, -0x1.bce53851a8c80p-105, 0x1.3bc1d120918fap-105,
    0x1.dadadd91975a6p-104, -0x1.951dd3a5c2f9cp-104, -0x1.a36e5cecb19bap-105, -0x1.2085c2a74ae22p-106,
    0x1.4d9ca78674d69p-107, 0x1.d5bd9affec3c2p-105, -0x1.a2f42139d328cp-105, 0x1.8896578169163p-105,
    -0x1.5587bfa148eb4p-107, -0x1.be50721a4c4ecp-109, 0x1.44eb732962ffep-105, -0x1.cf29a8cf3ae5ep-108,
    0x1.1a35cd984caf0p-106, -0x1.cd46233206b0cp-105, 0x1.eefc6f0760f25p-108, 0x1.a74bf4e9e91fdp-105,
    0x1.47020abb50c61p-105, 0x1.f8f1b45cb1b95p-107, 0x1.526e4903a37f1p-106, 0x1.8834ad22aac91p-108,
    -0x1.824cc1e2339a2p-106, 0x1.bce93b5177fcfp-106, -0x1.d6002c3331345p-106, -0x1.4faa7f9fde905p-106,
    0x1.449f5969bad73p-106, 0x1.7cc5d6c168c8ep-106, -0x1.61c5b99540bf1p-106, -0x1.6aaa7fb1823dfp-106,
    -0x1.d1031c67e6ddfp-106, -0x1.56b050bbd5097p-107, -0x1.225d0a0118d54p-106, 0x1.51cf0d81981c3p-108,
    -0x1.1fbcac78fb86cp-108, -0x1.51efcbf2ce126p-106, 0x1.610516545e032p-106, 0x1.1d203a2d62ebdp-108,
    0x1.7013429c9e27ap-110, -0x1.d6da42157499ap-108, -0x1.58f903848bf01p-108, -0x1.c87f3de457578p-107,
    -0x1.a6291dfbb8c2fp-108, 0x1.b0bba9f36950bp-107, 0x1.96ba0eb8af0ccp-108, 0x1.2e49759934855p-108,
    0x1.ed67d2a18b2dfp-107, 0x1.d367a627c85efp-107, -0x1.5f81259caf809p-110, 0x1.0015c5fcd72f7p-107,
    0x1.32d3544631536p-107, -0x1.eab78765da030p-107, 0x1.8468f0c8c2477p-108, -0x1.a596ec648b369p-108,
    -0x1.b1807c3b357d3p-108, 0x1.6afd6e1824008p-108, 0x1.778e1818246c5p-108, 0x1.2f69f397bed6bp-109,
    -0x1.5d991b9bbdc3cp-109, -0x1.e64890cfc17b6p-108, -0x1.5c603cb7417f4p-108, 0x1.db0224b966bbep-108,
    0x1.620b3994c55f6p-108, 0x1.d59175a5052dap-108, 0x1.93bb397ab1737p-108, -0x1.b1c547c70e2f1p-108,
    0x1.924b985d402e3p-111, 0x1.b62d5e807f73cp-111, -0x1.6c732312a4d5dp-111, 0x1.6ff890d360dcap-109,
    -0x1.69240b604f20ep-111, -0x1.b89eb4544b59ap-111, -0x1.b0cb1324d333cp-109, 0x1.fa163be58d24ap-110,
    -0x1.d5e6ab7d58414p-113, -0x1.30a9524b70d1dp-109, 0x1.b389ce4a0b3aap-110, 0x1.83c84e15f77edp-110,
    0x1.da0773f13afc9p-112, -0x1.34b96e9bcdabdp-109, -0x1.cbd66ccb7fd81p-109, -0x1.e1379be78690dp-110,
    0x1.4f9340a7eea8bp-110, 0x1.1fc7367b5dfb1p-110, -0x1.560ab44c9d7eap-112, 0x1.31ff332c2941cp-110,
    0x1.a7fff0cc732c0p-112,
};
__constant double erfc_center_slope[2561] = {
    0x1.20dd750429b6dp+0, 0x1.20dc542745213p+0, 0x1.20d8f1975c85dp+0, 0x1.20d34d68bf114p+0,
    0x1.20cb67bd452c7p+0, 0x1.20c140c44f29ep+0, 0x1.20b4d8bac36c1p+0, 0x1.20a62feb0c04cp+0,
    0x1.209546ad13ccfp+0, 0x1.20821d6642f60p+0, 0x1.206cb4897b148p+0, 0x1.20550c9712a41p+0,
    0x1.203b261cd0053p+0, 0x1.201f01b5e3f52p+0, 0x1.2000a00ae3804p+0, 0x1.1fe001d1c16efp+0,
    0x1.1fbd27cdc72d3p+0, 0x1.1f9812cf8d2e7p+0, 0x1.1f70c3b4f2cc8p+0, 0x1.1f473b6915a30p+0,
    0x1.1f1b7ae44867fp+0, 0x1.1eed832c0940bp+0, 0x1.1ebd5552f795bp+0, 0x1.1e8af278c963fp+0,
    0x1.1e565bca400d4p+0, 0x1.1e1f92811ca8bp+0, 0x1.1de697e413d29p+0, 0x1.1dab6d46c0fd6p+0,
    0x1.1d6e14099944ap+0, 0x1.1d2e8d99ddc15p+0, 0x1.1cecdb718d61cp+0, 0x1.1ca8ff1756452p+0,
    0x1.1c62fa1e869b6p+0, 0x1.1c1ace26fd0aap+0, 0x1.1bd07cdd189acp+0, 0x1.1b8407f9a827fp+0,
    0x1.1b357141d95d5p+0, 0x1.1ae4ba8727386p+0, 0x1.1a91e5a748165p+0, 0x1.1a3cf48c1b4c4p+0,
    0x1.19e5e92b964abp+0, 0x1.198cc587b14ecp+0, 0x1.19318bae53a04p+0, 0x1.18d43db93f5f7p+0,
    0x1.1874ddcdfce24p+0, 0x1.18136e1dc5a30p+0, 0x1.17aff0e56ec10p+0, 0x1.174a686d5314cp+0,
    0x1.16e2d7093cd8cp+0, 0x1.16793f184ee7fp+0, 0x1.160da304ed92fp+0, 0x1.15a00544a70e0p+0,
    0x1.153068581b781p+0, 0x1.14bececae47c6p+0, 0x1.144b3b337c90cp+0, 0x1.13d5b03325d08p+0,
    0x1.135e3075d076bp+0, 0x1.12e4beb200f7fp+0, 0x1.12695da8b5bdep+0, 0x1.11ec10254c858p+0,
    0x1.116cd8fd67618p+0, 0x1.10ebbb10d1627p+0, 0x1.1068b94962e5ep+0, 0x1.0fe3d69ae58e2p+0,
    0x1.0f5d1602f7e41p+0, 0x1.0ed47a88f0a43p+0, 0x1.0e4a073dc1b91p+0, 0x1.0dbdbf3bdae43p+0,
    0x1.0d2fa5a70c168p+0, 0x1.0c9fbdac677b5p+0, 0x1.0c0e0a8223359p+0, 0x1.0b7a8f677ad28p+0,
    0x1.0ae54fa490723p+0, 0x1.0a4e4e8a4da86p+0, 0x1.09b58f724416bp+0, 0x1.091b15be8dc1fp+0,
    0x1.087ee4d9ad247p+0, 0x1.07e100366cfeap+0, 0x1.07416b4fbfe7cp+0, 0x1.06a029a89fa0ap+0,
    0x1.05fd3ecbec298p+0, 0x1.0558ae4c4a9d2p+0, 0x1.04b27bc403d30p+0, 0x1.040aaad4e2c98p+0,
    0x1.03613f2812dafp+0, 0x1.02b63c6dfdbe1p+0, 0x1.0209a65e29545p+0, 0x1.015b80b71547fp+0,
    0x1.00abcf3e187a9p+0, 0x1.fff52b7e7c8e4p-1, 0x1.fe8fb01a47307p-1, 0x1.fd273401a7a9cp-1,
    0x1.fbbbbef34b4b2p-1, 0x1.fa4d58ba2f25ap-1, 0x1.f8dc092d58ff8p-1, 0x1.f767d82f90040p-1,
    0x1.f5f0cdaf15313p-1, 0x1.f476f1a55b880p-1, 0x1.f2fa4c16c0019p-1, 0x1.f17ae512414dcp-1,
    0x1.eff8c4b1375dbp-1, 0x1.ee73f3170abf1p-1, 0x1.ecec7870ebca8p-1, 0x1.eb625cf589a90p-1,
    0x1.e9d5a8e4c934ep-1, 0x1.e84664877bb7dp-1, 0x1.e6b4982f158b9p-1, 0x1.e5204c35649f9p-1,
    0x1.e38988fc46e72p-1, 0x1.e1f056ed60b4bp-1, 0x1.e054be79d3042p-1, 0x1.deb6c819f1b8ep-1,
    0x1.dd167c4cf9d2ap-1, 0x1.db73e398c79ccp-1, 0x1.d9cf06898cdafp-1, 0x1.d827edb186f79p-1,
    0x1.d67ea1a8b5368p-1, 0x1.d4d32b0c8ef04p-1, 0x1.d325927fb9d89p-1, 0x1.d175e0a9c053ep-1,
    0x1.cfc41e36c7df9p-1, 0x1.ce1053d7478f4p-1, 0x1.cc5a8a3fbea40p-1, 0x1.caa2ca286b3f6p-1,
    0x1.c8e91c4d01368p-1, 0x1.c72d896c61085p-1, 0x1.c5701a484ef9dp-1, 0x1.c3b0d7a52a5c8p-1,
    0x1.c1efca49a5011p-1, 0x1.c02cfafe7adadp-1, 0x1.be68728e29d5ep-1, 0x1.bca239c4a9e40p-1,
    0x1.bada596f25436p-1, 0x1.b910da5bb101cp-1, 0x1.b745c55905bf8p-1, 0x1.b579233638b5ep-1,
    0x1.b3aafcc27502ep-1, 0x1.b1db5accb53e8p-1, 0x1.b00a46237d5bep-1, 0x1.ae37c79494d90p-1,
    0x1.ac63e7ecc1411p-1, 0x1.aa8eaff781032p-1, 0x1.a8b8287ec6a09p-1, 0x1.a6e05a4ab4361p-1,
    0x1.a5074e2157620p-1, 0x1.a32d0cc6658b3p-1, 0x1.a1519efaf889ep-1, 0x1.9f750d7d4bb73p-1,
    0x1.9d97610879642p-1, 0x1.9bb8a25438bbfp-1, 0x1.99d8da149c13fp-1, 0x1.97f810f9cfab7p-1,
    0x1.96164fafd8de3p-1, 0x1.94339ede55cc9p-1, 0x1.925007283d7aap-1, 0x1.906b912ba069fp-1,
    0x1.8e86458169af8p-1, 0x1.8ca02cbd2088ep-1, 0x1.8ab94f6caa71dp-1, 0x1.88d1b6180dbe7p-1,
    0x1.86e9694134b9ep-1, 0x1.85007163b14dep-1, 0x1.8316d6f48133dp-1, 0x1.812ca261d2b24p-1,
    0x1.7f41dc12c9e89p-1, 0x1.7d568c6746ab2p-1, 0x1.7b6abbb7aaf19p-1, 0x1.797e7254a1d9bp-1,
    0x1.7791b886e7403p-1, 0x1.75a4968f0ff1cp-1, 0x1.73b714a552763p-1, 0x1.71c93af95076ep-1,
    0x1.6fdb11b1e0c34p-1, 0x1.6deca0ecd9f3fp-1, 0x1.6bfdf0beddaf5p-1, 0x1.6a0f093324901p-1,
    0x1.681ff24b4ab04p-1, 0x1.6630b3ff1cd99p-1, 0x1.6441563c665d4p-1, 0x1.6251e0e6bf93dp-1,
    0x1.60625bd75d07bp-1, 0x1.5e72cedcdf4a5p-1, 0x1.5c8341bb23767p-1, 0x1.5a93bc2b14605p-1,
    0x1.58a445da7c74cp-1, 0x1.56b4e66bd848dp-1, 0x1.54c5a57629db0p-1, 0x1.52d68a84cc86ep-1,
    0x1.50e79d1749ac9p-1, 0x1.4ef8e4a12e0cap-1, 0x1.4d0a6889dfd9fp-1, 0x1.4b1c302c75820p-1,
    0x1.492e42d78d2c5p-1, 0x1.4740a7cd24f2bp-1, 0x1.4553664273d24p-1, 0x1.4366855fc3562p-1,
    0x1.417a0c4049fd0p-1, 0x1.3f8e01f20659bp-1, 0x1.3da26d759aef5p-1, 0x1.3bb755be2aca4p-1,
    0x1.39ccc1b136d5ap-1, 0x1.37e2b8267bee5p-1, 0x1.35f93fe7d1b3dp-1, 0x1.34105fb10a175p-1,
    0x1.32281e2fd1a92p-1, 0x1.3040820390a56p-1, 0x1.2e5991bd4cbfcp-1, 0x1.2c7353df8bae2p-1,
    0x1.2a8dcede3673bp-1, 0x1.28a9091e7d6afp-1, 0x1.26c508f6bd0ffp-1, 0x1.24e1d4ae638a7p-1,
    0x1.22ff727dd6f7bp-1, 0x1.211de88e5c744p-1, 0x1.1f3d3cf9ffe5ap-1, 0x1.1d5d75cb7c83bp-1,
    0x1.1b7e98fe26217p-1, 0x1.19a0ac7dd3357p-1, 0x1.17c3b626c7a12p-1, 0x1.15e7bbc5a0372p-1,
    0x1.140cc3173f007p-1, 0x1.1232d1c8b83f8p-1, 0x1.1059ed7740313p-1, 0x1.0e821bb0198b8p-1,
    0x1.0cab61f084b93p-1, 0x1.0ad5c5a5afd1cp-1, 0x1.09014c2ca74dap-1, 0x1.072dfad24775ap-1,
    0x1.055bd6d32e8d7p-1, 0x1.038ae55bafb83p-1, 0x1.01bb2b87c6968p-1, 0x1.ffd95cc6173aep-2,
    0x1.fc3ee5d1524b0p-2, 0x1.f8a6fc06a2624p-2, 0x1.f511a91a67d2ap-2, 0x1.f17ef69feda0ap-2,
    0x1.edeeee0959518p-2, 0x1.ea6198a79c220p-2, 0x1.e6d6ffaa65a25p-2, 0x1.e34f2c2017b68p-2,
    0x1.dfca26f5bbf88p-2, 0x1.dc47f8f6fa7a6p-2, 0x1.d8c8aace11e63p-2, 0x1.d54c4503d0f95p-2,
    0x1.d1d2cfff91594p-2, 0x1.ce5c540733bfdp-2, 0x1.cae8d93f1d7b7p-2, 0x1.c77867aa37422p-2,
    0x1.c40b0729ed548p-2, 0x1.c0a0bf7e30ed8p-2, 0x1.bd3998457afdbp-2, 0x1.b9d598fcd02dep-2,
    0x1.b674c8ffc6283p-2, 0x1.b3172f888a22bp-2, 0x1.afbcd3afe8ab6p-2, 0x1.ac65bc6d56b04p-2,
    0x1.a911f096fbc26p-2, 0x1.a5c176e1bd900p-2, 0x1.a27455e14c93cp-2, 0x1.9f2a940831f48p-2,
    0x1.9be437a7de946p-2, 0x1.98a146f0bb4afp-2, 0x1.9561c7f23a47bp-2, 0x1.9225c09ae999bp-2,
    0x1.8eed36b886d93p-2, 0x1.8bb82ff813effp-2, 0x1.8886b1e5ecfd1p-2, 0x1.8558c1eddf50fp-2,
    0x1.822e655b417e7p-2, 0x1.7f07a1590c7ccp-2, 0x1.7be47af1f5d89p-2, 0x1.78c4f7108aeebp-2,
    0x1.75a91a7f4d2edp-2, 0x1.7290e9e8cf61bp-2, 0x1.6f7c69d7d3ef8p-2, 0x1.6c6b9eb76c238p-2,
    0x1.695e8cd31867ep-2, 0x1.66553856e9786p-2, 0x1.634fa54fa285fp-2, 0x1.604dd7aadc499p-2,
    0x1.5d4fd33729015p-2, 0x1.5a559ba439549p-2, 0x1.575f3483021c3p-2, 0x1.546ca145e3098p-2,
    0x1.517de540ce2a3p-2, 0x1.4e9303a97043fp-2, 0x1.4babff975a04cp-2, 0x1.48c8dc042a043p-2,
    0x1.45e99bcbb7915p-2, 0x1.430e41ac3e4a9p-2, 0x1.4036d0468a7a2p-2, 0x1.3d634a1e2634fp-2,
    0x1.3a93b1998736cp-2, 0x1.37c809023d78fp-2, 0x1.35005285227f1p-2, 0x1.323c903289562p-2,
    0x1.2f7cc3fe6f423p-2, 0x1.2cc0efc0ad173p-2, 0x1.2a09153529381p-2, 0x1.275535fc0a397p-2,
    0x1.24a55399ea239p-2, 0x1.21f96f780a4fap-2, 0x1.1f518ae487dc8p-2, 0x1.1cada71290b76p-2,
    0x1.1a0dc51a9934dp-2, 0x1.1771e5fa92350p-2, 0x1.14da0a961fd14p-2, 0x1.124633b6d08d9p-2,
    0x1.0fb6620c550afp-2, 0x1.0d2a962cb836ap-2, 0x1.0aa2d09497f2bp-2, 0x1.081f11a75e33cp-2,
    0x1.059f59af7a906p-2, 0x1.0323a8de9c3e6p-2, 0x1.00abff4dec7a3p-2, 0x1.fc70b9fc92a90p-3,
    0x1.f79183b101c5bp-3, 0x1.f2ba5b5b199ddp-3, 0x1.edeb406d9c825p-3, 0x1.e924322c94462p-3,
    0x1.e4652fadcb6b2p-3, 0x1.dfae37d946eeap-3, 0x1.daff4969c0b04p-3, 0x1.d65862ed226aap-3,
    0x1.d1b982c501370p-3, 0x1.cd22a72719951p-3, 0x1.c893ce1dcbef7p-3, 0x1.c40cf58899962p-3,
    0x1.bf8e1b1ca2279p-3, 0x1.bb173c652161ep-3, 0x1.b6a856c3ed54fp-3, 0x1.b2416771f4ee5p-3,
    0x1.ade26b7fbed95p-3, 0x1.a98b5fd5e8aa9p-3, 0x1.a53c4135a6526p-3, 0x1.a0f50c3941cdep-3,
    0x1.9cb5bd549b111p-3, 0x1.987e50d5a8227p-3, 0x1.944ec2e4f5630p-3, 0x1.90270f8625fafp-3,
    0x1.8c07329874652p-3, 0x1.87ef27d73313ap-3, 0x1.83deeada4d25ap-3, 0x1.7fd67716c72a8p-3,
    0x1.7bd5c7df3fe9cp-3, 0x1.77dcd864712bbp-3, 0x1.73eba3b5b07b7p-3, 0x1.700224c16fdd1p-3,
    0x1.6c205655be720p-3, 0x1.68463320c9052p-3, 0x1.6473b5b15a7a1p-3, 0x1.60a8d8775c18dp-3,
    0x1.5ce595c455b0ap-3, 0x1.5929e7cbed8cfp-3, 0x1.5575c8a468362p-3, 0x1.51c9324727f90p-3,
    0x1.4e241e912c305p-3, 0x1.4a8687439049fp-3, 0x1.46f066040a832p-3, 0x1.4361b45d6a56fp-3,
    0x1.3fda6bc016994p-3, 0x1.3c5a85828b39cp-3, 0x1.38e1fae1d6a9dp-3, 0x1.3570c50216e09p-3,
    0x1.3206dceef5f87p-3, 0x1.2ea43b9c26612p-3, 0x1.2b48d9e5dea1cp-3, 0x1.27f4b09154a6ep-3,
    0x1.24a7b84d38971p-3, 0x1.2161e9b22f2a9p-3, 0x1.1e233d434b813p-3, 0x1.1aebab6e88725p-3,
    0x1.17bb2c8d41535p-3, 0x1.1491b8e4aa2f3p-3, 0x1.116f48a6476ccp-3, 0x1.0e53d3f064de6p-3,
    0x1.0b3f52ce8c383p-3, 0x1.0831bd39fae88p-3, 0x1.052b0b1a174eap-3, 0x1.022b3444e54d5p-3,
    0x1.fe6460fef4680p-4, 0x1.f87feefcdff94p-4, 0x1.f2a901ccafb37p-4, 0x1.ecdf88985823bp-4,
    0x1.e723726b824a9p-4, 0x1.e174ae346c74ap-4, 0x1.dbd32ac4c99b0p-4, 0x1.d63ed6d29f457p-4,
    0x1.d0b7a0f921e7cp-4, 0x1.cb3d77b98fb5ep-4, 0x1.c5d0497c09e74p-4, 0x1.c07004906c666p-4,
    0x1.bb1c972f23e50p-4, 0x1.b5d5ef7a0251cp-4, 0x1.b09bfb7d11a84p-4, 0x1.ab6ea92f65192p-4,
    0x1.a64de673e8837p-4, 0x1.a139a11a2e3b9p-4, 0x1.9c31c6df3b1b8p-4, 0x1.9736456e50d80p-4,
    0x1.92470a61b6965p-4, 0x1.8d6403437fbf3p-4, 0x1.888d1d8e510a3p-4, 0x1.83c246ae23bf4p-4,
    0x1.7f036c0107294p-4, 0x1.7a507ad7e037dp-4, 0x1.75a96077274bap-4, 0x1.710e0a17a42b2p-4,
    0x1.6c7e64e7281cbp-4, 0x1.67fa5e0946229p-4, 0x1.6381e2980956bp-4, 0x1.5f14dfa4a9637p-4,
    0x1.5ab342383d178p-4, 0x1.565cf7546b112p-4, 0x1.5211ebf41880bp-4, 0x1.4dd20d0c15fe8p-4,
    0x1.499d478bca735p-4, 0x1.4573885ddc117p-4, 0x1.4154bc68d75c3p-4, 0x1.3d40d08fd43d4p-4,
    0x1.3937b1b31925ap-4, 0x1.35394cb0bc394p-4, 0x1.31458e6542847p-4, 0x1.2d5c63ac3d398p-4,
    0x1.297db960e4f63p-4, 0x1.25a97c5eb30fbp-4, 0x1.21df9981f8e53p-4, 0x1.1e1ffda87537bp-4,
    0x1.1a6a95b1e786fp-4, 0x1.16bf4e80a173bp-4, 0x1.131e14fa1625dp-4, 0x1.0f86d60767b7ep-4,
    0x1.0bf97e95f2a64p-4, 0x1.0875fb97d743ap-4, 0x1.04fc3a0481321p-4, 0x1.018c26d92ce16p-4,
    0x1.fc4b5e32d6259p-5, 0x1.f5917f9f44c6cp-5, 0x1.eeea8c1b1db94p-5, 0x1.e8565dd97f19dp-5,
    0x1.e1d4cf1e2450ap-5, 0x1.db65ba3e5964bp-5, 0x1.d508f9a1ea64fp-5, 0x1.cebe67c40ee71p-5,
    0x1.c885df3451a07p-5, 0x1.c25f3a97741a0p-5, 0x1.bc4a54a84e834p-5, 0x1.b6470838aba66p-5,
    0x1.b055303221015p-5, 0x1.aa74a796e3066p-5, 0x1.a4a549829587ep-5, 0x1.9ee6f12b1853ap-5,
    0x1.993979e14fffep-5, 0x1.939cbf11eaef9p-5, 0x1.8e109c4622913p-5, 0x1.8894ed2478dc0p-5,
    0x1.83298d717210ep-5, 0x1.7dce59104ac2bp-5, 0x1.78832c03aa2b1p-5, 0x1.7347e26e50d02p-5,
    0x1.6e1c5893c380bp-5, 0x1.69006ad8f2aaep-5, 0x1.63f3f5c4de13bp-5, 0x1.5ef6d60134f38p-5,
    0x1.5a08e85af27e0p-5, 0x1.552a09c2f6daap-5, 0x1.505a174e9c929p-5, 0x1.4b98ee384a7bap-5,
    0x1.46e66be002240p-5, 0x1.42426dcbeac6ap-5, 0x1.3dacd1a8d8ccep-5, 0x1.3925754ad1e47p-5,
    0x1.34ac36ad8dafep-5, 0x1.3040f3f4f3177p-5, 0x1.2be38b6d92415p-5, 0x1.2793db8d1b381p-5,
    0x1.2351c2f2d1449p-5, 0x1.1f1d2067fb03fp-5, 0x1.1af5d2e04f3f6p-5, 0x1.16dbb97a5e8c2p-5,
    0x1.12ceb37ff9bc3p-5, 0x1.0ecea0669525ap-5, 0x1.0adb5fcfa8c75p-5, 0x1.06f4d1890d53cp-5,
    0x1.031ad58d56279p-5, 0x1.fe9a980850685p-6, 0x1.f7182a851bca2p-6, 0x1.efae239690105p-6,
    0x1.e85c449e377f3p-6, 0x1.e1224f5a3b0a5p-6, 0x1.da0005e5f28dfp-6, 0x1.d2f52aba6f492p-6,
    0x1.cc0180af00a8bp-6, 0x1.c524caf9b3726p-6, 0x1.be5ecd2fcb5f9p-6, 0x1.b7af4b4637369p-6,
    0x1.b1160991ff737p-6, 0x1.aa92ccc8af8e4p-6, 0x1.a4255a00b9f03p-6, 0x1.9dcd76b1d6a65p-6,
    0x1.978ae8b55ce1bp-6, 0x1.915d76469755dp-6, 0x1.8b44e6031383ep-6, 0x1.8540feeaec044p-6,
    0x1.7f5188610ddc8p-6, 0x1.79764a2b78f3dp-6, 0x1.73af0c737bb45p-6, 0x1.6dfb97c5e9ea7p-6,
    0x1.685bb5134ef13p-6, 0x1.62cf2db01b3d0p-6, 0x1.5d55cb54cd53ap-6, 0x1.57ef581e16426p-6,
    0x1.529b9e8cf9a1ep-6, 0x1.4d5a6986e9384p-6, 0x1.482b8455dc491p-6, 0x1.430ebaa862a35p-6,
    0x1.3e03d891b37dep-6, 0x1.390aaa89b831cp-6, 0x1.3422fd6d12e2bp-6, 0x1.2f4c9e7d2125ap-6,
    0x1.2a875b5ffab56p-6, 0x1.25d302206c44fp-6, 0x1.212f612dee7fbp-6, 0x1.1c9c475c99472p-6,
    0x1.181983e5133ddp-6, 0x1.13a6e6647daf3p-6, 0x1.0f443edc5ce49p-6, 0x1.0af15db27cf5ap-6,
    0x1.06ae13b0d3255p-6, 0x1.027a32055bd9fp-6, 0x1.fcab1483ea7fcp-7, 0x1.f47fdcb86d4cep-7,
    0x1.ec72615a894c4p-7, 0x1.e48247e3443f3p-7, 0x1.dcaf3691fc448p-7, 0x1.d4f8d46bfd939p-7,
    0x1.cd5ec93c12432p-7, 0x1.c5e0bd920c396p-7, 0x1.be7e5ac24963bp-7, 0x1.b7374ae532527p-7,
    0x1.b00b38d6b3575p-7, 0x1.a8f9d035b042bp-7, 0x1.a202bd6372dcep-7, 0x1.9b25ad831438bp-7,
    0x1.94624e78e0fafp-7, 0x1.8db84ee9b8b48p-7, 0x1.87275e3a6869ep-7, 0x1.80af2c8f0064ep-7,
    0x1.7a4f6aca256cbp-7, 0x1.7407ca8c5d7e5p-7, 0x1.6dd7fe3358230p-7, 0x1.67bfb8d9327dap-7,
    0x1.61beae53b72b7p-7, 0x1.5bd493339a125p-7, 0x1.56011cc3b036dp-7, 0x1.5044010823b4fp-7,
    0x1.4a9cf6bda3f4cp-7, 0x1.450bb5589235ap-7, 0x1.3f8ff5042a88ep-7, 0x1.3a296ea1a9559p-7,
    0x1.34d7dbc76d7e5p-7, 0x1.2f9af6c017424p-7, 0x1.2a727a89a3f14p-7, 0x1.255e22d4868cbp-7,
    0x1.205dac02bd6b9p-7, 0x1.1b70d326e4fb1p-7, 0x1.1697560347b26p-7, 0x1.11d0f308eb519p-7,
    0x1.0d1d69569b82dp-7, 0x1.087c78b7f1f3bp-7, 0x1.03ede1a45bfeep-7, 0x1.fee2ca7c3bf6cp-8,
    0x1.f60d8aa2a88f2p-8, 0x1.ed5b88a5e44c9p-8, 0x1.e4cc4abf7d065p-8, 0x1.dc5f58769d67ep-8,
    0x1.d4143a9dfe965p-8, 0x1.cbea7b51d6239p-8, 0x1.c3e1a5f5c077cp-8, 0x1.bbf94732a7d8fp-8,
    0x1.b430ecf4a83a8p-8, 0x1.ac882668effa0p-8, 0x1.a4fe83fb9db25p-8, 0x1.9d9397559b49bp-8,
    0x1.9646f35a76624p-8, 0x1.8f182c2636517p-8, 0x1.8806d70b2fc36p-8, 0x1.81128a8fd62f1p-8,
    0x1.7a3ade6c8b3e5p-8, 0x1.737f6b896c4d8p-8, 0x1.6cdfcbfc1e263p-8, 0x1.665b9b059715ap-8,
    0x1.5ff2750fe7820p-8, 0x1.59a3f7ac011f9p-8, 0x1.536fc18f7ce5cp-8, 0x1.4d5572925fe54p-8,
    0x1.4754abacdf1dcp-8, 0x1.416d0ef52273cp-8, 0x1.3b9e3f9d06e3fp-8, 0x1.35e7e1efe0133p-8,
    0x1.30499b503957fp-8, 0x1.2ac31235965b1p-8, 0x1.2553ee2a336bfp-8, 0x1.1ffbd7c8c5a49p-8,
    0x1.1aba78ba3af89p-8, 0x1.158f7bb37a4b6p-8, 0x1.107a8c7323a6ep-8, 0x1.0b7b57bf50adcp-8,
    0x1.06918b6355624p-8, 0x1.01bcd62d815bap-8, 0x1.f9f9cfd9c3035p-9, 0x1.f0a2e2de04cf6p-9,
    0x1.e77448fb66bb9p-9, 0x1.de6d67b994a09p-9, 0x1.d58da68fd1170p-9, 0x1.ccd46ee080f5bp-9,
    0x1.c4412bf4b8f0bp-9, 0x1.bbd34af7cd852p-9, 0x1.b38a3af2e55b4p-9, 0x1.ab656cc88e46ep-9,
    0x1.a3645330550ffp-9, 0x1.9b8662b260284p-9, 0x1.93cb11a30d765p-9, 0x1.8c31d81e93599p-9,
    0x1.84ba3004a50d0p-9, 0x1.7d6394f41a8b8p-9, 0x1.762d84469c18fp-9, 0x1.6f177d0c51916p-9,
    0x1.6821000795a03p-9, 0x1.61498fa8acfe9p-9, 0x1.5a90b00981d93p-9, 0x1.53f5e6e9637bdp-9,
    0x1.4d78bba8ca5fdp-9, 0x1.4718b74520bb7p-9, 0x1.40d564548fad7p-9, 0x1.3aae4f01d120bp-9,
    0x1.34a305080681fp-9, 0x1.2eb315ae94624p-9, 0x1.28de11c5031ebp-9, 0x1.23238b9ee4a55p-9,
    0x1.1d83170fbf6fbp-9, 0x1.17fc4966fec9bp-9, 0x1.128eb96be8798p-9, 0x1.0d39ff5997e04p-9,
    0x1.07fdb4dafea5fp-9, 0x1.02d97506eb060p-9, 0x1.fb99b8b8279e1p-10, 0x1.f1af117a54518p-10,
    0x1.e7f232d9e2630p-10, 0x1.de625e14b70b0p-10, 0x1.d4fed7195d7e8p-10, 0x1.cbc6e47f5a045p-10,
    0x1.c2b9cf7f893bfp-10, 0x1.b9d6e3ec8bb3cp-10, 0x1.b11d702b3deb2p-10, 0x1.a88cc52b3cda7p-10,
    0x1.a024365f771bdp-10, 0x1.97e319b6cacc1p-10, 0x1.8fc8c794b03b5p-10, 0x1.87d49ac9f1847p-10,
    0x1.8005f08d6f1efp-10, 0x1.785c2874f1801p-10, 0x1.70d6a46e07ddap-10, 0x1.6974c8b6f424dp-10,
    0x1.6235fbd7a4345p-10, 0x1.5b19a69ab86afp-10, 0x1.541f340697987p-10, 0x1.4d461156905dep-10,
    0x1.468dadf4080abp-10, 0x1.3ff57b6fb701dp-10, 0x1.397ced7af2b15p-10, 0x1.332379e105262p-10,
    0x1.2ce898809244ep-10, 0x1.26cbc3450aafdp-10, 0x1.20cc76202c5fbp-10, 0x1.1aea2f0390f72p-10,
    0x1.15246dda49d47p-10, 0x1.0f7ab48289e6bp-10, 0x1.09ec86c75d497p-10, 0x1.04796a5a6ea9fp-10,
    0x1.fe41cd9bb4eeep-11, 0x1.f3c50b1c1fbf7p-11, 0x1.e97ba3b77f306p-11, 0x1.df64b18bb0e6cp-11,
    0x1.d57f524723822p-11, 0x1.cbcaa71d06ef4p-11, 0x1.c245d4b99847ap-11, 0x1.b8f0033689375p-11,
    0x1.afc85e0f82e12p-11, 0x1.a6ce1416c437ep-11, 0x1.9e005769dbc1dp-11, 0x1.955e5d667cbb3p-11,
    0x1.8ce75e9f6f8a0p-11, 0x1.849a96d19d753p-11, 0x1.7c7744d9378f7p-11, 0x1.747caaa6f8c5cp-11,
    0x1.6caa0d3582fe9p-11, 0x1.64feb47ed738ap-11, 0x1.5d79eb71e893bp-11, 0x1.561affe84a2fep-11,
    0x1.4ee1429bf7cc0p-11, 0x1.47cc071d390e0p-11, 0x1.40daa3c89f5b6p-11, 0x1.3a0c71bd1e2adp-11,
    0x1.3360ccd23db3ap-11, 0x1.2cd7138e67e1cp-11, 0x1.266ea71d4f71ap-11, 0x1.2026eb4671190p-11,
    0x1.19ff4663ae9dfp-11, 0x1.13f7215803bfbp-11, 0x1.0e0de78654d1ep-11, 0x1.084306c856eabp-11,
    0x1.0295ef6591848p-11, 0x1.fa0c2814f2e27p-12, 0x1.ef25d37f49fe1p-12, 0x1.e477cfc23256fp-12,
    0x1.da01102b5f851p-12, 0x1.cfc08c8d2c8d6p-12, 0x1.c5b5412dcafadp-12, 0x1.bbde2eb6a2f84p-12,
    0x1.b23a5a23e4210p-12, 0x1.a8c8ccb446bcfp-12, 0x1.9f8893d8fd1c1p-12, 0x1.9678c125d4c52p-12,
    0x1.8d986a4187285p-12, 0x1.84e6a8d639886p-12, 0x1.7c629a822bc9ep-12, 0x1.740b60c895d8cp-12,
    0x1.6be02102b3520p-12, 0x1.63e00450fd210p-12, 0x1.5c0a378c90bcap-12, 0x1.545deb38c4b1ep-12,
    0x1.4cda5374ea275p-12, 0x1.457ea7ee3b05bp-12, 0x1.3e4a23d1f4703p-12, 0x1.373c05bf9d36ap-12,
    0x1.30538fbb77ecdp-12, 0x1.29900721204eap-12, 0x1.22f0b496539bep-12, 0x1.1c74e3fde3931p-12,
    0x1.161be46ad3b50p-12, 0x1.0fe50813a0777p-12, 0x1.09cfa445b00ffp-12, 0x1.03db1158ec7dfp-12,
    0x1.fc0d55470cf51p-13, 0x1.f0a39cdbc1ec5p-13, 0x1.e577bbcd49935p-13, 0x1.da887a2df8846p-13,
    0x1.cfd4a5adec5c0p-13, 0x1.c55b11842020bp-13, 0x1.bb1a9657ce465p-13, 0x1.b112122a1f97ep-13,
    0x1.a740684026555p-13, 0x1.9da4810d24d00p-13, 0x1.943d4a1d1ed39p-13, 0x1.8b09b5ffb525cp-13,
    0x1.8208bc334a6a5p-13, 0x1.7939591070b75p-13, 0x1.709a8db59f25cp-13, 0x1.682b5ff32eab6p-13,
    0x1.5feada379d8b7p-13, 0x1.57d80b7c18a9ep-13, 0x1.4ff207314a102p-13, 0x1.4837e52c6bf06p-13,
    0x1.40a8c1949f75ep-13, 0x1.3943bcd086b08p-13, 0x1.3207fb7420eb9p-13, 0x1.2af4a62ee8be8p-13,
    0x1.2408e9ba3327fp-13, 0x1.1d43f6c7cf039p-13, 0x1.16a501f0e42cap-13, 0x1.102b43a5119e0p-13,
    0x1.09d5f819c9e29p-13, 0x1.03a45f39ed297p-13, 0x1.fb2b792b40a22p-14, 0x1.ef52aea4c07ccp-14,
    0x1.e3bcf436a1a95p-14, 0x1.d868e6238dc8ep-14, 0x1.cd55277c18d05p-14, 0x1.c2806200bccbcp-14,
    0x1.b7e94604479dcp-14, 0x1.ad8e8a4eb96c0p-14, 0x1.a36eec00926ddp-14, 0x1.99892e768ed36p-14,
    0x1.8fdc1b2dcf7b9p-14, 0x1.866681a86e346p-14, 0x1.7d2737527c3f9p-14, 0x1.741d176769d9fp-14,
    0x1.6b4702d7d5849p-14, 0x1.62a3e02fc1d10p-14, 0x1.5a329b7d30748p-14, 0x1.51f226372166ap-14,
    0x1.49e17724f4d41p-14, 0x1.41ff8a462eae8p-14, 0x1.3a4b60ba9aa4ep-14, 0x1.32c400aacf532p-14,
    0x1.2b6875310f785p-14, 0x1.2437ce428805cp-14, 0x1.1d312098e9dbap-14, 0x1.1653859c5e09fp-14,
    0x1.0f9e1b4dd36dfp-14, 0x1.09100431a4887p-14, 0x1.02a8673a94692p-14, 0x1.f8ccdf6a431e8p-15,
    0x1.ec929a665b449p-15, 0x1.e0a066eff1cb6p-15, 0x1.d4f4b4c8e09edp-15, 0x1.c98dfbc79a53fp-15,
    0x1.be6abbb10a5aap-15, 0x1.b3897c1313f8dp-15, 0x1.a8e8cc1fadef6p-15, 0x1.9e87428898adcp-15,
    0x1.94637d5bacfdbp-15, 0x1.8a7c21dfc1170p-15, 0x1.80cfdc72220cfp-15, 0x1.775d60649f8efp-15,
    0x1.6e2367dc27f95p-15, 0x1.6520b3aff2b72p-15, 0x1.5c540b4936fd2p-15, 0x1.53bc3c836ce80p-15,
    0x1.4b581b8d170fcp-15, 0x1.432682c912a3cp-15, 0x1.3b2652b06c2b2p-15, 0x1.335671b4b7071p-15,
    0x1.2bb5cc22e5db6p-15, 0x1.24435406a2063p-15, 0x1.1cfe010e2052dp-15, 0x1.15e4d06e711b8p-15,
    0x1.0ef6c4c84a0fep-15, 0x1.0832e60d47dc7p-15, 0x1.01984165a5f36p-15, 0x1.f64bd22cd5785p-16,
    0x1.e9b5e8d00ce77p-16, 0x1.dd6cff1ac618cp-16, 0x1.d16f5716c6c1ap-16, 0x1.c5bb3c41a024ep-16,
    0x1.ba4f035d60e03p-16, 0x1.af290a421b8d4p-16, 0x1.a447b7b03f045p-16, 0x1.99a97b23bd143p-16,
    0x1.8f4ccca7fc90dp-16, 0x1.85302cac939fap-16, 0x1.7b5223dac7336p-16, 0x1.71b142ebccb34p-16,
    0x1.684c227fcacefp-16, 0x1.5f2162f5968edp-16, 0x1.562fac4329b48p-16, 0x1.4d75adcecf8b2p-16,
    0x1.44f21e49054f2p-16, 0x1.3ca3bb870b5dbp-16, 0x1.34894a5e24657p-16, 0x1.2ca1967f7fda7p-16,
    0x1.24eb7254ccf83p-16, 0x1.1d65b6dd73a4bp-16, 0x1.160f438c70913p-16, 0x1.0ee6fe26d1fc9p-16,
    0x1.07ebd2a2d2844p-16, 0x1.011cb3078f79ap-16, 0x1.f4f12e9ab070ap-17, 0x1.e7fcfa7d280aap-17,
    0x1.db5ad0b27805cp-17, 0x1.cf08c361cda2cp-17, 0x1.c304efa2c6f4ep-17, 0x1.b74d7d43c29aap-17,
    0x1.abe09e9144b5ep-17, 0x1.a0bc901e6c8fap-17, 0x1.95df988e76644p-17, 0x1.8b48085f44e45p-17,
    0x1.80f439b4ee04bp-17, 0x1.76e2902646c9bp-17, 0x1.6d11788a69c64p-17, 0x1.637f68c73418bp-17,
    0x1.5a2adfa0b4bc4p-17, 0x1.511264898a173p-17, 0x1.4834877429b8fp-17, 0x1.3f8fe0a50e4dep-17,
    0x1.37231085c7d9ap-17, 0x1.2eecbf78ea58bp-17, 0x1.26eb9daed6f7ep-17, 0x1.1f1e62fb5c1ddp-17,
    0x1.1783ceac28910p-17, 0x1.101aa7600e11cp-17, 0x1.08e1badf0fcedp-17, 0x1.01d7ddf339259p-17,
    0x1.f5f7d88472604p-18, 0x1.e899904f7f5a6p-18, 0x1.db92b5212fb8dp-18, 0x1.cee125acfbedbp-18,
    0x1.c282cd3957edap-18, 0x1.b675a35a34e0dp-18, 0x1.aab7abace48dcp-18, 0x1.9f46f5955831fp-18,
    0x1.94219bfcb4928p-18, 0x1.8945c5113528cp-18, 0x1.7eb1a2075864ep-18, 0x1.74636edc4f1a0p-18,
    0x1.6a597219a93dap-18, 0x1.6091fc9a3a3acp-18, 0x1.570b69502f313p-18, 0x1.4dc41d0c518eep-18,
    0x1.44ba864670882p-18, 0x1.3bed1ce6ec088p-18, 0x1.335a62115bce2p-18, 0x1.2b00dff04d732p-18,
    0x1.22df298214423p-18, 0x1.1af3da66a5c45p-18, 0x1.133d96ae7e0ddp-18, 0x1.0bbb0aaa86e27p-18,
    0x1.046aeabcfcdecp-18, 0x1.fa97e6569bce6p-19, 0x1.ecb9cfe1d8642p-19, 0x1.df39292622a92p-19,
    0x1.d21397ead99cbp-19, 0x1.c546d05f73441p-19, 0x1.b8d094c86d374p-19, 0x1.acaeb52df9f12p-19,
    0x1.a0df0f0c626dcp-19, 0x1.955f8d0613c76p-19, 0x1.8a2e269750a39p-19, 0x1.7f48dfcb7e67dp-19,
    0x1.74adc8f4064d3p-19, 0x1.6a5afe60c28dcp-19, 0x1.604ea819f007cp-19, 0x1.5686f99b9cd48p-19,
    0x1.4d0231928c6f9p-19, 0x1.43be999a8a2e0p-19, 0x1.3aba85fe22e20p-19, 0x1.31f45577bea9dp-19,
    0x1.296a70f414053p-19, 0x1.211b4b55ed6bfp-19, 0x1.1905613b3abf2p-19, 0x1.112738c3680b0p-19,
    0x1.097f6156f32c5p-19, 0x1.020c73703a0adp-19, 0x1.f59a20caf6695p-20, 0x1.e77fc4680586bp-20,
    0x1.d9c73698fb1dcp-20, 0x1.cc6decc0d99bfp-20, 0x1.bf716c6168baep-20, 0x1.b2cf4aba7c070p-20,
    0x1.a6852c6b58392p-20, 0x1.9a90c5162c743p-20, 0x1.8eefd70594a89p-20, 0x1.83a032d41a903p-20,
    0x1.789fb715aae95p-20, 0x1.6dec5002f4c30p-20, 0x1.6383f726a8e04p-20, 0x1.5964b30c8f640p-20,
    0x1.4f8c96f26a26ap-20, 0x1.45f9c27a9a429p-20, 0x1.3caa61607f920p-20, 0x1.339cab2e89045p-20,
    0x1.2acee2f5ecdb8p-20, 0x1.223f5708000d7p-20, 0x1.19ec60b1242edp-20, 0x1.11d463f543753p-20,
    0x1.09f5cf4dd2877p-20, 0x1.024f1b694ffb8p-20, 0x1.f5bd95d8730d8p-21, 0x1.e746d466de1a2p-21,
    0x1.d9371e2ff7c35p-21, 0x1.cb8bb1687d606p-21, 0x1.be41de54d155ap-21, 0x1.b15706d8997a2p-21,
    0x1.a4c89e08ef4f3p-21, 0x1.989427c114158p-21, 0x1.8cb738399b12cp-21, 0x1.812f73a1fc9c7p-21,
    0x1.75fa8dbc84becp-21, 0x1.6b16497c9099cp-21, 0x1.608078a70dcbcp-21, 0x1.5636fb752f82dp-21,
    0x1.4c37c0394d094p-21, 0x1.4280c305dde1bp-21, 0x1.39100d5687bfep-21, 0x1.2fe3b5bb32e8fp-21,
    0x1.26f9df8519bd7p-21, 0x1.1e50ba75c869cp-21, 0x1.15e6827001f18p-21, 0x1.0db97f2a7fff8p-21,
    0x1.05c803e4831c1p-21, 0x1.fc20de38523eep-22, 0x1.ed22548cffd35p-22, 0x1.de915312953a8p-22,
    0x1.d06ad6ecdf971p-22, 0x1.c2abf1920e675p-22, 0x1.b551c847fbc96p-22, 0x1.a85993a48f874p-22,
    0x1.9bc09f112b494p-22, 0x1.8f8448510ea91p-22, 0x1.83a1ff0aa239dp-22, 0x1.7817445398f26p-22,
    0x1.6ce1aa3fd7bddp-22, 0x1.61fed373134a7p-22, 0x1.576c72b514859p-22, 0x1.4d284a8894822p-22,
    0x1.43302cc4a0da8p-22, 0x1.3981fa3079ec7p-22, 0x1.301ba221dc9bbp-22, 0x1.26fb221da9955p-22,
    0x1.1e1e857adc568p-22, 0x1.1583e507c4851p-22, 0x1.0d2966b1746f7p-22, 0x1.050d3d2d57cfep-22,
    0x1.fa5b4f49cc6b2p-23, 0x1.eb11e2c6c9707p-23, 0x1.dc3ae30b55c16p-23, 0x1.cdd31557bdde8p-23,
    0x1.bfd7555a3bd68p-23, 0x1.b244949a084aep-23, 0x1.a517d9e61628ap-23, 0x1.984e40c7635f0p-23,
    0x1.8be4f8f6c951fp-23, 0x1.7fd945d6383dep-23, 0x1.74287ded49339p-23, 0x1.68d00a6912c1bp-23,
    0x1.5dcd669f2cd34p-23, 0x1.531e1f93d0b1ap-23, 0x1.48bfd38302871p-23, 0x1.3eb0316cb2224p-23,
    0x1.34ecf8a3c124ap-23, 0x1.2b73f85fdd264p-23, 0x1.22430f521cbcfp-23, 0x1.19582b3c4eb4bp-23,
    0x1.10b1488aeb235p-23, 0x1.084c71f1965f3p-23, 0x1.0027c00a263a6p-23, 0x1.f082b1ec3475fp-24,
    0x1.e12ee004efc37p-24, 0x1.d2508a9bf8c64p-24, 0x1.c3e44ae32b16bp-24, 0x1.b5e6d25627acbp-24,
    0x1.a854ea14102a8p-24, 0x1.9b2b723d7e914p-24, 0x1.8e6761569f45dp-24, 0x1.8205c3ad53e4fp-24,
    0x1.7603bac345f65p-24, 0x1.6a5e7cbbd11eep-24, 0x1.5f1353cdad001p-24, 0x1.541f9db83f7adp-24,
    0x1.4980cb3c80949p-24, 0x1.3f345f9959c12p-24, 0x1.3537f00b6ad4dp-24, 0x1.2b8923501f62fp-24,
    0x1.2225b12bffc68p-24, 0x1.190b61f4298eap-24, 0x1.10380e1adb7e9p-24, 0x1.07a99dbf01c43p-24,
    0x1.febc107d5efaap-25, 0x1.eea6a798e6203p-25, 0x1.df0f2a0ee6947p-25, 0x1.cff1dd2c874a9p-25,
    0x1.c14b2188bcee4p-25, 0x1.b317724468756p-25, 0x1.a553644f7f07dp-25, 0x1.97fba5b31b228p-25,
    0x1.8b0cfce0579e0p-25, 0x1.7e844803d5fb0p-25, 0x1.725e7c5dd20f7p-25, 0x1.6698a59ea5e21p-25,
    0x1.5b2fe547a1340p-25, 0x1.5021721018e0dp-25, 0x1.456a974e92e93p-25, 0x1.3b08b465f49e8p-25,
    0x1.30f93c3699078p-25, 0x1.2739b49336342p-25, 0x1.1dc7b5b978cf8p-25, 0x1.14a0e9ce3dd77p-25,
    0x1.0bc30c5d52f15p-25, 0x1.032be9dca6675p-25, 0x1.f5b2be65a0c7fp-26, 0x1.e592b281bf171p-26,
    0x1.d5f3a8dea7357p-26, 0x1.c6d1b87c62695p-26, 0x1.b82915b03515bp-26, 0x1.a9f61150b210ep-26,
    0x1.9c3517e789488p-26, 0x1.8ee2b0e8ebea7p-26, 0x1.81fb7df06136ep-26, 0x1.757c3a02e8021p-26,
    0x1.6961b8d641d06p-26, 0x1.5da8e61d454ffp-26, 0x1.524ec4d916caep-26, 0x1.47506eaf25fe0p-26,
    0x1.3cab1343d18d1p-26, 0x1.325bf7999114ep-26, 0x1.2860757487a01p-26, 0x1.1eb5fac261012p-26,
    0x1.155a09065d4f7p-26, 0x1.0c4a34c96e7b8p-26, 0x1.0384250e4c9fcp-26, 0x1.f60b2592ccc45p-27,
    0x1.e59890b926c78p-27, 0x1.d5ac422cdec3ep-27, 0x1.c642116a8a9e3p-27, 0x1.b755f5dae48b9p-27,
    0x1.a8e405e651ab6p-27, 0x1.9ae8760efb7d9p-27, 0x1.8d5f98114f872p-27, 0x1.8045da0ab9966p-27,
    0x1.7397c5a66e307p-27, 0x1.6751ff501bc43p-27, 0x1.5b71456c5a4c4p-27, 0x1.4ff26f96b20c8p-27,
    0x1.44d26de513197p-27, 0x1.3a0e4830984f6p-27, 0x1.2fa31d6371537p-27, 0x1.258e22cbd025cp-27,
    0x1.1bcca373b7b43p-27, 0x1.125bff7d89be6p-27, 0x1.0939ab853339fp-27, 0x1.00633005d73c7p-27,
    0x1.efac5187b2863p-28, 0x1.df20887650fa5p-28, 0x1.cf1e86235d0e7p-28, 0x1.bfa1ef1b898fcp-28,
    0x1.b0a68a2128babp-28, 0x1.a2283f288a8bep-28, 0x1.9423165bc4444p-28, 0x1.86933725ad418p-28,
    0x1.7974e743dea3dp-28, 0x1.6cc489df848bep-28, 0x1.607e9eacd1050p-28, 0x1.549fc110e1eebp-28,
    0x1.4924a74dec729p-28, 0x1.3e0a21b581c4dp-28, 0x1.334d19e0c2160p-28, 0x1.28ea91ee53bf1p-28,
    0x1.1edfa3c5f5ccap-28, 0x1.152980618620bp-28, 0x1.0bc56f1b54701p-28, 0x1.02b0cd019c66ep-28,
    0x1.f3d2185e047d9p-29, 0x1.e2d7664fdc16ep-29, 0x1.d26cb87945e87p-29, 0x1.c28d69dfe0ffbp-29,
    0x1.b334fac4b9f99p-29, 0x1.a45f0f8351e6cp-29, 0x1.96076f7918d1cp-29, 0x1.882a03f51f241p-29,
    0x1.7ac2d72fc2c63p-29, 0x1.6dce134a1e6ddp-29, 0x1.614801550319ep-29, 0x1.552d085f453d5p-29,
    0x1.4979ac8b28927p-29, 0x1.3e2a8e2ab6fecp-29, 0x1.333c68e2d0548p-29, 0x1.28ac12d4c21b9p-29,
    0x1.1e767bce37dd7p-29, 0x1.1498ac7f55bbdp-29, 0x1.0b0fc5b6d05a0p-29, 0x1.01d8ffa3d65bbp-29,
    0x1.f1e3523b41d7dp-30, 0x1.e0ae4de103d59p-30, 0x1.d00de6608effep-30, 0x1.bffd391f9bd69p-30,
    0x1.b0778b7b3301bp-30, 0x1.a178498aa78eap-30, 0x1.92fb04ec0f6cfp-30, 0x1.84fb7399f420ep-30,
    0x1.77756ec9f78fap-30, 0x1.6a64f1d42aac5p-30, 0x1.5dc61922d5a06p-30, 0x1.5195212a72d41p-30,
    0x1.45ce65699ff6dp-30, 0x1.3a6e5f70c9da5p-30, 0x1.2f71a5f159970p-30, 0x1.24d4ebd42b0adp-30,
    0x1.1a94ff571654fp-30, 0x1.10aec9315772bp-30, 0x1.071f4bbea09ecp-30, 0x1.fbc744614b088p-31,
    0x1.e9f1ff8ddd774p-31, 0x1.d8b95e198cce2p-31, 0x1.c818223a202c7p-31, 0x1.b80939d7bec7ep-31,
    0x1.a887bd2b4404dp-31, 0x1.998eed6766471p-31, 0x1.8b1a336c5eb6bp-31, 0x1.7d251e85c2864p-31,
    0x1.6fab63324088ap-31, 0x1.62a8d9f4f8154p-31, 0x1.56197e30205bap-31, 0x1.49f96d08b95b8p-31,
    0x1.3e44e45301b92p-31, 0x1.32f841876e9eep-31, 0x1.281000bfe4c3fp-31, 0x1.1d88bbbcf38d5p-31,
    0x1.135f28f2d50b4p-31, 0x1.09901a9df758bp-31, 0x1.00187dded5975p-31, 0x1.edeab3b9d0d8ap-32,
    0x1.dc479de0ef001p-32, 0x1.cb422ba62e2adp-32, 0x1.bad4fdad3caa1p-32, 0x1.aafae244c8c92p-32,
    0x1.9baed3ed27ab8p-32, 0x1.8cebf7eacabdcp-32, 0x1.7ead9ce4285bbp-32, 0x1.70ef398abef42p-32,
    0x1.63ac6b4edc88ep-32, 0x1.56e0f51dd6ecap-32, 0x1.4a88be2a6390cp-32, 0x1.3e9fd0bec0152p-32,
    0x1.332259185f1a0p-32, 0x1.280ca44ccf129p-32, 0x1.1d5b1f3793044p-32, 0x1.130a5570a73cdp-32,
    0x1.0916f04b6e18bp-32, 0x1.fefb6bbb85e5dp-33, 0x1.ec77101de6926p-33, 0x1.da9ac75cc005cp-33,
    0x1.c960bf23153e0p-33, 0x1.b8c35772a7abfp-33, 0x1.a8bd20fc65ef7p-33, 0x1.9948db865dfadp-33,
    0x1.8a61745ec7d1dp-33, 0x1.7c0204dbc1459p-33, 0x1.6e25d0e756261p-33, 0x1.60c8459773609p-33,
    0x1.53e4f7d1666cbp-33, 0x1.4777a2f88d3e3p-33, 0x1.3b7c27a7ddb0ep-33, 0x1.2fee8a75ee100p-33,
    0x1.24caf2c32af14p-33, 0x1.1a0da991e9215p-33, 0x1.0fb3186804d0fp-33, 0x1.05b7c839c1916p-33,
    0x1.f830c0bb41fd7p-34, 0x1.e5a34b11d063ep-34, 0x1.d3c0f1a91c846p-34, 0x1.c283ad94a072dp-34,
    0x1.b1e5acf351d87p-34, 0x1.a1e15128da470p-34, 0x1.92712d259ce66p-34, 0x1.839003bd11f76p-34,
    0x1.7538c60a04476p-34, 0x1.676691e0403b9p-34, 0x1.5a14b04b47879p-34, 0x1.4d3e94199ff7ep-34,
    0x1.40dfd87456f4cp-34, 0x1.34f43f8256841p-34, 0x1.2977b1172b9d5p-34, 0x1.1e66396ce0957p-34,
    0x1.13bc07e891491p-34, 0x1.09756de96170cp-34, 0x1.ff1dbb4300811p-35, 0x1.ec09d1f1ce22ep-35,
    0x1.d9a880f306bd8p-35, 0x1.c7f36488fdb08p-35, 0x1.b6e45220b55e0p-35, 0x1.a675565f2b29bp-35,
    0x1.96a0b33f2c4dap-35, 0x1.8760de3f2b553p-35, 0x1.78b07e9e924acp-35, 0x1.6a8a6baa11c0cp-35,
    0x1.5ce9ab1670dd2p-35, 0x1.4fc96f69666bap-35, 0x1.4325167006bb0p-35, 0x1.36f827c255aebp-35,
    0x1.2b3e53538ff3fp-35, 0x1.1ff3700ec1b74p-35, 0x1.15137a7f44864p-35, 0x1.0a9a9384c1451p-35,
    0x1.0084ff125639dp-35, 0x1.ed9e45f108751p-36, 0x1.daeb0b7311ec7p-36, 0x1.c8e99acf9e578p-36,
    0x1.b7937d1c40c53p-36, 0x1.a6e276428ccb2p-36, 0x1.96d082f59ab06p-36, 0x1.8757d6b933826p-36,
    0x1.7872d9fa10aadp-36, 0x1.6a1c28369f53dp-36, 0x1.5c4e8e37bc7d0p-36, 0x1.4f050858e3128p-36,
    0x1.423ac0df49a40p-36, 0x1.35eb0e5f7184ep-36, 0x1.2a117230ad284p-36, 0x1.1ea996ee27750p-36,
    0x1.13af4f04f9998p-36, 0x1.091e934ee092ap-36, 0x1.fde703724e560p-37, 0x1.ea54b7eeb94f0p-37,
    0x1.d77f0c82e7641p-37, 0x1.c55f0c39d099dp-37, 0x1.b3ee02611d7ddp-37, 0x1.a325784560e38p-37,
    0x1.92ff33023d5bdp-37, 0x1.83753165cbf4fp-37, 0x1.7481a9e69f53fp-37, 0x1.661f08abc395dp-37,
    0x1.5847eda620959p-37, 0x1.4af72abaa93a2p-37, 0x1.3e27c1fcc74bdp-37, 0x1.31d4e3f87808cp-37,
    0x1.25f9ee0b923dcp-37, 0x1.1a9268cdb316fp-37, 0x1.0f9a068653200p-37, 0x1.050ca1b08912cp-37,
    0x1.f5cc7718082b0p-38, 0x1.e245f57595d8ep-38, 0x1.cf7e53d6a2ca5p-38, 0x1.bd6e6d1cf1ce6p-38,
    0x1.ac0f5f3229372p-38, 0x1.9b5a88a11a0dcp-38, 0x1.8b498644847eap-38, 0x1.7bd6310a9e36dp-38,
    0x1.6cfa9bcca59dcp-38, 0x1.5eb11139d2d3bp-38, 0x1.50f411d4fd2cdp-38, 0x1.43be5204517c7p-38,
    0x1.370ab8327af5ep-38, 0x1.2ad45b00a5a87p-38, 0x1.1f167f88c6b6ep-38, 0x1.13cc97af9b548p-38,
    0x1.08f24085d4597p-38, 0x1.fd06816fd1b72p-39, 0x1.e8f70e181d61ap-39, 0x1.d5ae51dbb822dp-39,
    0x1.c324c20e337dcp-39, 0x1.b1531bcaa23fdp-39, 0x1.a03261574b54ep-39, 0x1.8fbbd7a1197e7p-39,
    0x1.7fe903cdf5855p-39, 0x1.70b3a8e53f946p-39, 0x1.6215c58da3450p-39, 0x1.540991df8887ep-39,
    0x1.46897d4b69fc6p-39, 0x1.39902c935f7f7p-39, 0x1.2d1877d731b7bp-39, 0x1.211d68b25134ep-39,
    0x1.159a386b11517p-39, 0x1.0a8a4e328c769p-39, 0x1.ffd27ae9393cep-40, 0x1.eb65886eb00c8p-40,
    0x1.d7c593130dd0bp-40, 0x1.c4eab7ff17abep-40, 0x1.b2cd607c79bcfp-40, 0x1.a1663f266042ep-40,
    0x1.90ae4d3405651p-40, 0x1.809ec7dc49b84p-40, 0x1.71312dd1759e2p-40, 0x1.625f3cd4495cfp-40,
    0x1.5422ef5d8949dp-40, 0x1.46767a5d3a9ecp-40, 0x1.39544b0ecc957p-40, 0x1.2cb704e170234p-40,
    0x1.20997f73e73ddp-40, 0x1.14f6c4a31ae07p-40, 0x1.09ca0eaacd277p-40, 0x1.fe1d8caf857a1p-41,
    0x1.e9810295890ecp-41, 0x1.d5b60097c018bp-41, 0x1.c2b45b5aa4a1dp-41, 0x1.b074377b1c441p-41,
    0x1.9eee068fa7596p-41, 0x1.8e1a8445a8331p-41, 0x1.7df2b399c10a8p-41, 0x1.6e6fdc2a50563p-41,
    0x1.5f8b87a31bd85p-41, 0x1.513f7f41431bfp-41, 0x1.4385c96e9a2d9p-41, 0x1.3658a7739529cp-41,
    0x1.29b2933ef4cbcp-41, 0x1.1d8e3d426b6ddp-41, 0x1.11e68a6378f8ap-41, 0x1.06b691ffc30d1p-41,
    0x1.f7f338086a86bp-42, 0x1.e3563e2c77685p-42, 0x1.cf8d7d9ce040ap-42, 0x1.bc9094082fea6p-42,
    0x1.aa577251ae485p-42, 0x1.98da5968028cdp-42, 0x1.8811d739efb5fp-42, 0x1.77f6c3c813213p-42,
    0x1.68823e52970bep-42, 0x1.59adaaa1d4685p-42, 0x1.4b72ae68e8b4cp-42, 0x1.3dcb2ec14d70ap-42,
    0x1.30b14dbe876bcp-42, 0x1.241f68190c827p-42, 0x1.181012ef86610p-42, 0x1.0c7e199da0ad7p-42,
    0x1.01647ba798745p-42, 0x1.ed7cd57393dd0p-43, 0x1.d90e917701675p-43, 0x1.c5754be8aa4b6p-43,
    0x1.b2a87e86d0c8ap-43, 0x1.a09ff8cfacb8bp-43, 0x1.8f53dcb377293p-43, 0x1.7ebc9b6664625p-43,
    0x1.6ed2f2515e933p-43, 0x1.5f8fe8205e3c7p-43, 0x1.50ecc9ed47f19p-43, 0x1.42e3288641293p-43,
    0x1.356cd5ce7799ep-43, 0x1.2883e238600f0p-43, 0x1.1c229a587ab78p-43, 0x1.1043848fb3b81p-43,
    0x1.04e15ecc7f3f6p-43, 0x1.f3ee38c3b10bap-44, 0x1.deffc7e6a6017p-44, 0x1.caee1aeae9568p-44,
    0x1.b7b040832f310p-44, 0x1.a53da27930298p-44, 0x1.938e021f36d76p-44, 0x1.829974e483f64p-44,
    0x1.7258610b3b233p-44, 0x1.62c37a7e96678p-44, 0x1.53d3bfc82a909p-44, 0x1.4582772311b3bp-44,
    0x1.37c92babdc2fdp-44, 0x1.2aa1aaac3312dp-44, 0x1.1e06010120f6ap-44, 0x1.11f0789b003d7p-44,
    0x1.065b9616170d4p-44, 0x1.f6842cd5e5180p-45, 0x1.e13dd96b3753bp-45, 0x1.ccda802590894p-45,
    0x1.b950d32467392p-45, 0x1.a697e47aa1e7ap-45, 0x1.94a72263259a5p-45, 0x1.8376539b111fdp-45,
    0x1.72fd93e036cdcp-45, 0x1.6335509273fb2p-45, 0x1.54164576929abp-45, 0x1.459979996dfc5p-45,
    0x1.37b83c521fe96p-45, 0x1.2a6c2262070d7p-45, 0x1.1daf033182e96p-45, 0x1.117af6284c780p-45,
    0x1.05ca50205d26ap-45, 0x1.f52f41e4bfcacp-46, 0x1.dfbb6235639fap-46, 0x1.cb2efeec02a5fp-46,
    0x1.b7807e294781fp-46, 0x1.a4a6aa4783f50p-46, 0x1.9298add70a734p-46, 0x1.814e0fc2ea429p-46,
    0x1.70beaf9c7ffb6p-46, 0x1.60e2c20c5b45dp-46, 0x1.51b2cd6709222p-46, 0x1.4327a6645ff5dp-46,
    0x1.353a6cf7f7fffp-46, 0x1.27e4894987c02p-46, 0x1.1b1fa8cbe84a7p-46, 0x1.0ee5bb71917cfp-46,
    0x1.0330f0fd69921p-46, 0x1.eff76cdd9d4dep-47, 0x1.da81670f96f9bp-47, 0x1.c5f590d8e6118p-47,
    0x1.b24a16b4d09aap-47, 0x1.9f758cef430d1p-47, 0x1.8d6eeb6efdbd6p-47, 0x1.7c2d89aaab787p-47,
    0x1.6ba91ac734786p-47, 0x1.5bd9a9ddb13f2p-47, 0x1.4cb7966770ab5p-47, 0x1.3e3b90ce93cbdp-47,
    0x1.305e9721d0981p-47, 0x1.2319f1e9fac38p-47, 0x1.1667311fff70ap-47, 0x1.0a4029420d8fap-47,
    0x1.fd3de10d62855p-48, 0x1.e6fbb8596967dp-48, 0x1.d1aefbcd48d0cp-48, 0x1.bd4d42c1c093fp-48,
    0x1.a9cc93c25aca9p-48, 0x1.97235ffd8d65cp-48, 0x1.85487ee3ea735p-48, 0x1.743329f482ddap-48,
    0x1.63daf8b4b1e0cp-48, 0x1.5437dcd1992ddp-48, 0x1.45421e69a6ca1p-48, 0x1.36f2587c8e224p-48,
    0x1.294175802d99ap-48, 0x1.1c28ac18e90ddp-48, 0x1.0fa17bf41068fp-48, 0x1.03a5aac2f76b7p-48,
    0x1.f05e82aae2bb9p-49, 0x1.da7111a4e0bd0p-49, 0x1.c578101b29058p-49, 0x1.b16901f106153p-49,
    0x1.9e39dc5dd2f7cp-49, 0x1.8be101383732cp-49, 0x1.7a553a728bbf2p-49, 0x1.698db5c670f77p-49,
    0x1.5982008db1304p-49, 0x1.4a2a03c69eb91p-49, 0x1.3b7e00422e51bp-49, 0x1.2d768afa20b8dp-49,
    0x1.200c898d9ee3ep-49, 0x1.13392ee2bcb4fp-49, 0x1.06f5f7eb65a56p-49, 0x1.f67951188bcc5p-50,
    0x1.e00e9148a1d25p-50, 0x1.caa0426728575p-50, 0x1.b623734024e92p-50, 0x1.a28daa2ee11e1p-50,
    0x1.8fd4e01891bf8p-50, 0x1.7def7b9c0e1fap-50, 0x1.6cd44c7470d89p-50, 0x1.5c7a870c911cfp-50,
    0x1.4cd9c04158cd7p-50, 0x1.3de9e9510fc44p-50, 0x1.2fa34bf5c8344p-50, 0x1.21fe86a92aad7p-50,
    0x1.14f4890ff2461p-50, 0x1.087e908b7aabap-50, 0x1.f92c49dfa4df5p-51, 0x1.e26a2ab9a79fcp-51,
    0x1.ccaaea71ab0dfp-51, 0x1.b7e3329727ca1p-51, 0x1.a40829f001197p-51, 0x1.910f6f2769877p-51,
    0x1.7eef13b59e96cp-51, 0x1.6d9d96fe26778p-51, 0x1.5d11e1a252bf5p-51, 0x1.4d434105e23cbp-51,
    0x1.3e296303b2297p-51, 0x1.2fbc51d084525p-51, 0x1.21f47009f43cep-51, 0x1.14ca74efc8fe9p-51,
    0x1.083768c5e4542p-51, 0x1.f86942ba4355bp-52, 0x1.e1777d831265fp-52, 0x1.cb8d501897911p-52,
    0x1.b69f10b0191b5p-52, 0x1.a2a197ac18ee9p-52, 0x1.8f8a3a05b5b53p-52, 0x1.7d4ec3f27878ep-52,
    0x1.6be573c40c8e7p-52, 0x1.5b44f4ff79c66p-52, 0x1.4b645ba991fdbp-52, 0x1.3c3b1fc65b4a5p-52,
    0x1.2dc119095729fp-52, 0x1.1fee7ab49d54ap-52, 0x1.12bbcfa4d62dep-52, 0x1.0621f6883549dp-52,
    0x1.f4343c7d504b9p-53, 0x1.dd3b84c300280p-53, 0x1.c74d4fe1e0e8bp-53, 0x1.b25db44b976f1p-53,
    0x1.9e614ecbf4af6p-53, 0x1.8b4d3cb46de59p-53, 0x1.791716475420cp-53, 0x1.67b4e9601db17p-53,
    0x1.571d34563050ap-53, 0x1.4746e117b5fa1p-53, 0x1.3829407a207d8p-53, 0x1.29bc05be18c6cp-53,
    0x1.1bf74244aed5ap-53, 0x1.0ed36173b65ccp-53, 0x1.024924c7520d1p-53, 0x1.eca3401d897f3p-54,
    0x1.d5cc6ba567f29p-54, 0x1.c00127c635809p-54, 0x1.ab3560167ccaap-54, 0x1.975d89d411a01p-54,
    0x1.846e9dda7a163p-54, 0x1.725e12dc168f3p-54, 0x1.6121d7db32bddp-54, 0x1.50b04ee048010p-54,
    0x1.410047ead6894p-54, 0x1.3208fc1a56983p-54, 0x1.23c2090cdde78p-54, 0x1.16236c712ee7ep-54,
    0x1.09257fca001c0p-54, 0x1.f981e8c0c2cdbp-55, 0x1.e1dd9ec677783p-55, 0x1.cb50cc63fa9a1p-55,
    0x1.b5ceb5a13221bp-55, 0x1.a14b310628e45p-55, 0x1.8dbaa11de2037p-55, 0x1.7b11ee41a4b74p-55,
    0x1.694680a9a3ee6p-55, 0x1.584e3ac006d49p-55, 0x1.481f73b3778e8p-55, 0x1.38b0f2467c5f9p-55,
    0x1.29f9e7d8fd094p-55, 0x1.1bf1eba97299fp-55, 0x1.0e90f64b5b103p-55, 0x1.01cf5d50a44c8p-55,
    0x1.eb4b9e47b58c9p-56, 0x1.d41a9e2200d05p-56, 0x1.bdfe62f60dd70p-56, 0x1.a8ea3077fe071p-56,
    0x1.94d1de5c4576fp-56, 0x1.81a9d1b7eb2f8p-56, 0x1.6f66f6ab90c3cp-56, 0x1.5dfeba56021a4p-56,
    0x1.4d67050b31c2ap-56, 0x1.3d9634cca8369p-56, 0x1.2e8318008cf89p-56, 0x1.2024e8648fb80p-56,
    0x1.1273463a1589bp-56, 0x1.056633a92ae53p-56, 0x1.f1ec20afad0e2p-57, 0x1.da372a67073bcp-57,
    0x1.c39fa0d4a5a2bp-57, 0x1.ae184324739c4p-57, 0x1.99946bf7e02a1p-57, 0x1.86080a5f7bd0dp-57,
    0x1.73679b24aeb9bp-57, 0x1.61a8226003b2cp-57, 0x1.50bf2558ab78fp-57, 0x1.40a2a4aa00e2cp-57,
    0x1.314916abfa1eap-57, 0x1.22a9621b954b4p-57, 0x1.14bad9006f53bp-57, 0x1.077533ccd338dp-57,
    0x1.f5a1196b5bb2ep-58, 0x1.dd8ab67fdde14p-58, 0x1.c698e001f6d30p-58, 0x1.b0bde11fded17p-58,
    0x1.9beca74b0f147p-58, 0x1.8818bad141bcbp-58, 0x1.753637caac6d9p-58, 0x1.6339c759aeb76p-58,
    0x1.5218993857afcp-58, 0x1.41c85d904e741p-58, 0x1.323f3f19cff3ep-58, 0x1.2373dd7e99598p-58,
    0x1.155d47fdb9c94p-58, 0x1.07f2f84d680bep-58, 0x1.f6599b70323cap-59, 0x1.de0610e46746ep-59,
    0x1.c6dc8a4bb3ba6p-59, 0x1.b0cef164c06cfp-59, 0x1.9bcfd83a431e9p-59, 0x1.87d27162f8f04p-59,
    0x1.74ca889bbacd5p-59, 0x1.62ac7bb7a36b3p-59, 0x1.516d33e26c040p-59, 0x1.41021f31507a4p-59,
    0x1.31612a7ef535fp-59, 0x1.2280bb8ef0e1dp-59, 0x1.1457ab75c2489p-59, 0x1.06dd41421f034p-59,
    0x1.f41259c9550c0p-60, 0x1.dba704a68cdabp-60, 0x1.c46969ca99a2ep-60, 0x1.ae4b25cc47c48p-60,
    0x1.993e82b76e726p-60, 0x1.85366ffcfe5d2p-60, 0x1.72267ac1b25a0p-60, 0x1.6002c6871af7ap-60,
    0x1.4ec0062aeeb78p-60, 0x1.3e537538b7421p-60, 0x1.2eb2d18a2081bp-60, 0x1.1fd45532592f0p-60,
    0x1.11aeb0b11d1a1p-60, 0x1.0439056a2870cp-60, 0x1.eed5c0bbf1061p-61, 0x1.d6786a41c43b1p-61,
    0x1.bf4ab21b4f3f0p-61, 0x1.a93dfd61b2ef0p-61, 0x1.944462d4d5991p-61, 0x1.8050a28603a5bp-61,
    0x1.6d561de54f6a1p-61, 0x1.5b48d02d2e427p-61, 0x1.4a1d472804fc8p-61, 0x1.39c89c4b87351p-61,
    0x1.2a406e25fcb44p-61, 0x1.1b7ada19ad202p-61, 0x1.0d6e7662dda9dp-61, 0x1.00124c64f5b70p-61,
    0x1.e6bba6770e22dp-62, 0x1.ce91d51837d41p-62, 0x1.b797ab2ba22d2p-62, 0x1.a1be6cf7cad07p-62,
    0x1.8cf813910fdcdp-62, 0x1.7937444a9cdddp-62, 0x1.666f488db6e0ap-62, 0x1.54940612afd4ep-62,
    0x1.4399f7770045fp-62, 0x1.3376252c3ae08p-62, 0x1.241e1ebbbf4ecp-62, 0x1.1587f45b41c76p-62,
    0x1.07aa30ce6a5a0p-62, 0x1.f4f7a723f550bp-63, 0x1.dbe8969a24c6fp-63, 0x1.c416e10aa56a7p-63,
    0x1.ad7301258d788p-63, 0x1.97ee31a137200p-63, 0x1.837a640fa9d3dp-63, 0x1.700a38229955fp-63,
    0x1.5d90f358d61f6p-63, 0x1.4c02791047256p-63, 0x1.3b5342f7be9c0p-63, 0x1.2b7859dc325e9p-63,
    0x1.1c674ecd152d3p-63, 0x1.0e163493c0184p-63, 0x1.007b997a0b531p-63, 0x1.e71d02b8c6be2p-64,
    0x1.ce8cc007a6432p-64, 0x1.b73627894a407p-64, 0x1.a109c0bccbc39p-64, 0x1.8bf8d4346ecc4p-64,
    0x1.77f5624913c3ap-64, 0x1.64f21a3ee0faap-64, 0x1.52e251d5d3b1fp-64, 0x1.41b9fd4127284p-64,
    0x1.316da780bc4d9p-64, 0x1.21f26b17e615ap-64, 0x1.133deb1d35260p-64, 0x1.05464c9f11d89p-64,
    0x1.f00460b24acf8p-65, 0x1.d6d1596d85546p-65, 0x1.bee2903d584f9p-65, 0x1.a827e70981419p-65,
    0x1.92920a7c80e26p-65, 0x1.7e12682b0b4d8p-65, 0x1.6a9b25345c773p-65, 0x1.581f1555b7929p-65,
    0x1.4691b26b9c82fp-65, 0x1.35e7145b7fc1fp-65, 0x1.2613e9610f6d1p-65, 0x1.170d6eba4b9a6p-65,
    0x1.08c969adf0beap-65, 0x1.f67c41cfd2006p-66, 0x1.dcc4ac4f59be5p-66, 0x1.c45a80795992ap-66,
    0x1.ad2d0a9a18288p-66, 0x1.972c6ac645270p-66, 0x1.82498a7cc94b9p-66, 0x1.6e7612c8f4828p-66,
    0x1.5ba462dee8a02p-66, 0x1.49c7872c69522p-66, 0x1.38d330d8806a0p-66, 0x1.28bbadaca8df5p-66,
    0x1.1975e0627306cp-66, 0x1.0af73950d19c1p-66, 0x1.fa6b5ee8f3088p-67, 0x1.e04f739deb7c0p-67,
    0x1.c78892308bd90p-67, 0x1.b005837e20d16p-67, 0x1.99b5ec6741cb3p-67, 0x1.848a42f4352ecp-67,
    0x1.7073c400e10dcp-67, 0x1.5d646969c0d8ep-67, 0x1.4b4ee0b3a84d6p-67, 0x1.3a26822867817p-67,
    0x1.29df4862ac231p-67, 0x1.1a6dc843c0c7fp-67, 0x1.0bc7294e0cbafp-67, 0x1.fbc23cbeea589p-68,
    0x1.e163bd8df8640p-68, 0x1.c8603f62657fap-68, 0x1.b0a61bce91993p-68, 0x1.9a248fb974b64p-68,
    0x1.84cbb00f925f0p-68, 0x1.708c5f0243781p-68, 0x1.5d5841ce6cb73p-68, 0x1.4b21b7040cbf9p-68,
    0x1.39dbcd485dd07p-68, 0x1.297a3a8c93f62p-68, 0x1.19f153b38a108p-68, 0x1.0b3604a0f5e8cp-68,
    0x1.fa7b9159fc471p-69, 0x1.dffd46ee98951p-69, 0x1.c6de3429e31fap-69, 0x1.af0c59295ceabp-69,
    0x1.98769faac8a1bp-69, 0x1.830ccf5557a46p-69, 0x1.6ebf82977acf0p-69, 0x1.5b801c120f5abp-69,
    0x1.4940bc89fa5aap-69, 0x1.37f439599b2fbp-69, 0x1.278e135bcf0a4p-69, 0x1.18026e4a8d673p-69,
    0x1.0946088b6f8edp-69, 0x1.f69c66c9775ccp-70, 0x1.dc21972b9e9f4p-70, 0x1.c308649c09d35p-70,
    0x1.ab3e8cfada51ap-70, 0x1.94b2bcf5dd074p-70, 0x1.7f5483f729c27p-70, 0x1.6b1448ae1f3a7p-70,
    0x1.57e33e2b1c6dap-70, 0x1.45b35986b71ffp-70, 0x1.3477480d89e25p-70, 0x1.242265ea0a46bp-70,
    0x1.14a8b54629fb2p-70, 0x1.05fed5ded3a46p-70, 0x1.f033fa073d520p-71, 0x1.d5dfdbfab7bfep-71,
    0x1.bcede5acc0d40p-71, 0x1.a54baaff68233p-71, 0x1.8ee7b29d0b081p-71, 0x1.79b1699b017a6p-71,
    0x1.659917bbb6632p-71, 0x1.528fd4483b959p-71, 0x1.40877b79cd868p-71, 0x1.2f72a46c19f59p-71,
    0x1.1f44979177348p-71, 0x1.0ff145a28fcadp-71, 0x1.016d3f0358160p-71, 0x1.e75b572ee2d84p-72,
    0x1.cd508600d0ba8p-72, 0x1.b4a68a81045c7p-72, 0x1.9d4ae77a21604p-72, 0x1.872c153706bb9p-72,
    0x1.723974e9529d8p-72, 0x1.5e6344b3a27e6p-72, 0x1.4b9a944f57915p-72, 0x1.39d13a46102b3p-72,
    0x1.28f9c9b769ee3p-72, 0x1.190788a3fee9dp-72, 0x1.09ee66b6e99e9p-72, 0x1.f745e90ee2510p-73,
    0x1.dc34b6999ff72p-73, 0x1.c294a9fca9862p-73, 0x1.aa5249b4cca57p-73, 0x1.935b209e72aeap-73,
    0x1.7d9db080918bap-73, 0x1.69096547c2267p-73, 0x1.558e88e8945efp-73, 0x1.431e37e0aa70dp-73,
    0x1.31aa564e92066p-73, 0x1.21258598b8314p-73, 0x1.11831a9c3763dp-73, 0x1.02b7145c9b8f8p-73,
    0x1.e96c265c21fbfp-74, 0x1.ceeaa0a78d0d8p-74, 0x1.b5d52c19374fep-74, 0x1.9e187010fde6bp-74,
    0x1.87a2188252d5fp-74, 0x1.7260c8624ff16p-74, 0x1.5e440cc8caaf9p-74, 0x1.4b3c50bb49658p-74,
    0x1.393ad199301dep-74, 0x1.28319420eb12ep-74, 0x1.18135a0647102p-74, 0x1.08d398128cf5fp-74,
    0x1.f4ccd98eab06bp-75, 0x1.d9812efacb548p-75, 0x1.bfaedff2748c1p-75, 0x1.a741bcde7896ap-75,
    0x1.9026a7e3c9538p-75, 0x1.7a4b8688c2a30p-75, 0x1.659f3419269eep-75, 0x1.521174bf01d73p-75,
    0x1.3f92e9472ca4cp-75, 0x1.2e1503889779cp-75, 0x1.1d89fb6602df9p-75, 0x1.0de4c46230d19p-75,
    0x1.fe32077e095c4p-76, 0x1.e2360e40d28abp-76, 0x1.c7bf775863df5p-76, 0x1.aeb94b41087b1p-76,
    0x1.970fb0b5580dcp-76, 0x1.80afdd9117261p-76, 0x1.6b88087e4af9fp-76, 0x1.57875b620c1b2p-76,
    0x1.449de67f2c6b2p-76, 0x1.32bc94454698ap-76, 0x1.21d51dc348d4dp-76, 0x1.11d9ffb5018ffp-76,
    0x1.02be7023a443ep-76, 0x1.e8eca9234bc7bp-77, 0x1.cdec7155697e1p-77, 0x1.b4668ae1dd8d3p-77,
    0x1.9c4671c1a6e3cp-77, 0x1.8578bc0b8864dp-77, 0x1.6feb0af26f865p-77, 0x1.5b8bfc8e23a91p-77,
    0x1.484b1e63b3be4p-77, 0x1.3618e0a3a2e73p-77, 0x1.24e68a1458bd7p-77, 0x1.14a62c9fd7385p-77,
    0x1.054a9a7c2f05ap-77, 0x1.ed8eb7cd37f6bp-78, 0x1.d2214ad33ca5ep-78, 0x1.b8369d4d95e3fp-78,
    0x1.9fb9933adac68p-78, 0x1.889634cee329cp-78, 0x1.72b99eccc462ep-78, 0x1.5e11f3b535740p-78,
    0x1.4a8e4dbe3539cp-78, 0x1.381eb18961350p-78, 0x1.26b4018ef81f7p-78, 0x1.163ff23408cfap-78,
    0x1.06b4fe82cc6aep-78, 0x1.f00cbaf945b4ap-79, 0x1.d44feffb34893p-79, 0x1.ba1cbe53ac772p-79,
    0x1.a15d86bb23572p-79, 0x1.89fdd731af624p-79, 0x1.73ea5ac0d71a9p-79, 0x1.5f10ca1b5e87cp-79,
    0x1.4b5fdd0f567fap-79, 0x1.38c73cbf4fbe8p-79, 0x1.2737769828878p-79, 0x1.16a1eff978bb1p-79,
    0x1.06f8da87263cep-79, 0x1.f05e523654f74p-80, 0x1.d4710a9e149edp-80, 0x1.ba128b29e70cbp-80,
    0x1.a12cc7b1bf616p-80, 0x1.89aae94504a31p-80, 0x1.73793d6253bd7p-80, 0x1.5e8526162e56ap-80,
    0x1.4abd0af44c7f8p-80, 0x1.38104adfecf7ep-80, 0x1.266f2e981ccfbp-80, 0x1.15cadbfd840ccp-80,
    0x1.06154a07d21a2p-80, 0x1.ee826ac2d5022p-81, 0x1.d2842b40e25f0p-81, 0x1.b81826299b5c6p-81,
    0x1.9f27fa465d061p-81, 0x1.879e824b03becp-81, 0x1.7167c3937ded9p-81, 0x1.5c70ddd078797p-81,
    0x1.48a7fb96552cap-81, 0x1.35fc43c249113p-81, 0x1.245dcbaa25b1bp-81, 0x1.13bd8a0bec58bp-81,
    0x1.040d4ab2de626p-81, 0x1.ea7f459093d11p-82, 0x1.ce8fcb8dadc2cp-82, 0x1.b434360f2d3dep-82,
    0x1.9b55e7c11d9e6p-82, 0x1.83df8499d410dp-82, 0x1.6dbce02ec5c77p-82, 0x1.58daecffc7ef8p-82,
    0x1.4527acab6dfebp-82, 0x1.329220fff0b6bp-82, 0x1.210a3ddcb4706p-82, 0x1.1080dbd92850bp-82,
    0x1.00e7aba6527c9p-82, 0x1.e4625441df47bp-83, 0x1.c8a12a152d814p-83, 0x1.ae73c0c1aa235p-83,
    0x1.95c35893651c9p-83, 0x1.7e7a771b095f3p-83, 0x1.6884d52cc9914p-83, 0x1.53cf4ddc11377p-83,
    0x1.4047ce663f641p-83, 0x1.2ddd46ff6d050p-83, 0x1.1c7f9c74f3e7cp-83, 0x1.0c1f9a9a15027p-83,
    0x1.f95dcee779f74p-84, 0x1.dc3fee31fb929p-84, 0x1.c0cc007cc808ep-84, 0x1.a6e9e2c5ad456p-84,
    0x1.8e82cd2a6133cp-84, 0x1.77813f947bbd4p-84, 0x1.61d0ef76712e4p-84, 0x1.4d5eb68aa12c5p-84,
    0x1.3a1882865d26ep-84, 0x1.27ed45b38cdaep-84, 0x1.16cce86450b20p-84, 0x1.06a83b34b105ep-84,
    0x1.eee1d41e1e516p-85, 0x1.d232dfd15407bp-85, 0x1.b72a1658393d4p-85, 0x1.9daf659092c36p-85,
    0x1.85ac17b553c4fp-85, 0x1.6f0abfd8f199ep-85, 0x1.59b72775450f3p-85, 0x1.459e3d01b3928p-85,
    0x1.32ae03812fc00p-85, 0x1.20d582fa6a63bp-85, 0x1.1004b9cd4bae6p-85, 0x1.002c8ed980c06p-85,
    0x1.e27d88d5289bfp-86, 0x1.c65bd7bd55121p-86, 0x1.abdab3fb224cep-86, 0x1.92e237ecc9770p-86,
    0x1.7b5bd9f52a89ep-86, 0x1.653258db29a7ep-86, 0x1.5051a941eb130p-86, 0x1.3ca6e42a5f1ffp-86,
    0x1.2a20366f6a0dep-86, 0x1.18acd12ec2505p-86, 0x1.083cdb1163405p-86, 0x1.f182c4ce55ed2p-87,
    0x1.d458a013d18b4p-87, 0x1.b8e0b5f98e05dp-87, 0x1.9f01f97b2e043p-87, 0x1.86a4cc7c33aaap-87,
    0x1.6fb2eaf7d8102p-87, 0x1.5a17575c7d171p-87, 0x1.45be480207b14p-87, 0x1.329515ab5c8d3p-87,
    0x1.208a2b041836ep-87, 0x1.0f8cf50c6e924p-87, 0x1.ff1ba8cbc9c8dp-88, 0x1.e0fc1ee8ac06ap-88,
    0x1.c49f8a8ec4aebp-88, 0x1.a9ebc2822b4abp-88, 0x1.90c81ede57558p-88, 0x1.791d6319e5d42p-88,
    0x1.62d5a948b6358p-88, 0x1.4ddc4e8a85e72p-88, 0x1.3a1de0952fd2bp-88, 0x1.27880c4aa4c71p-88,
    0x1.16098d4b94692p-88, 0x1.05921e7894681p-88, 0x1.ec24d6a8bc072p-89, 0x1.cef80474f2347p-89,
    0x1.b3828ebcc128bp-89, 0x1.99aad10fad487p-89, 0x1.8158a3038115ep-89, 0x1.6a754262f3bf9p-89,
    0x1.54eb3e9a3e72bp-89, 0x1.40a6654fb006ap-89, 0x1.2d93b0174f61ap-89, 0x1.1ba133318f86ep-89,
    0x1.0abe0d45fd5c2p-89, 0x1.f5b4b0174f3edp-90, 0x1.d7ce33a39bd89p-90, 0x1.bbac6fb8497b9p-90,
    0x1.a134d30d655e4p-90, 0x1.884e584beedebp-90, 0x1.70e16f315ef40p-90, 0x1.5ad7e7024272fp-90,
    0x1.461cda38e2783p-90, 0x1.329c9b5e082cfp-90, 0x1.2044a2faebb7bp-90, 0x1.0f037e94525d0p-90,
    0x1.fd91813f8cc8cp-91, 0x1.df09e2c95a110p-91, 0x1.c2530177987fep-91, 0x1.a751714128740p-91,
    0x1.8deb61106f334p-91, 0x1.760882e694d87p-91, 0x1.5f91f55e86346p-91, 0x1.4a722e7ba55c8p-91,
    0x1.3694e7b13691bp-91, 0x1.23e70b10a9cf4p-91, 0x1.1256a18de488bp-91, 0x1.01d2c249a3cc4p-91,
    0x1.e49705a5ebd5fp-92, 0x1.c763d0a34976ap-92, 0x1.abefb3186e784p-92, 0x1.92202379e6f88p-92,
    0x1.79dc285401b7dp-92, 0x1.630c40eaef384p-92, 0x1.4d9a4f359ba1ep-92, 0x1.3971831f57748p-92,
    0x1.267e46fd85893p-92, 0x1.14ae2d2796fffp-92, 0x1.03efdea0a0506p-92, 0x1.e86615858d664p-93,
    0x1.cad0afbb569b1p-93, 0x1.af02a973a567dp-93, 0x1.94e0d5e7a8744p-93, 0x1.7c51a445bb9f2p-93,
    0x1.653d077d9eef0p-93, 0x1.4f8c5f75bad5bp-93, 0x1.3b2a639494566p-93, 0x1.28030e8ac5a97p-93,
    0x1.16038b4af0a0ep-93, 0x1.051a231e30546p-93, 0x1.ea6c598920c48p-94, 0x1.cc8ff924047d6p-94,
    0x1.b081aaf25ade1p-94, 0x1.9625b5ec9de0dp-94, 0x1.7d62079a4e4a6p-94, 0x1.661e1b1b6a5a4p-94,
    0x1.5042e1a8664edp-94, 0x1.3bbaac72e2548p-94, 0x1.287117d29a9e6p-94, 0x1.1652f7ab3d324p-94,
    0x1.054e44f8ee735p-94, 0x1.eaa418e4a539ep-95, 0x1.cc9cbc5fe04a8p-95, 0x1.b0687c935c702p-95,
    0x1.95eb2cb828067p-95, 0x1.7d0a4fcf844d1p-95, 0x1.65acfefcd0029p-95, 0x1.4fbbd16267032p-95,
    0x1.3b20c56ad84f5p-95, 0x1.27c72b69238fep-95, 0x1.159b917beb87ap-95, 0x1.048bb0a0b5181p-95,
    0x1.e90cb5cac7057p-96, 0x1.caf6d54e56d87p-96, 0x1.aeb7659e5f7efp-96, 0x1.9431dffbcd8c6p-96,
    0x1.7b4b752e86e5fp-96, 0x1.63eaf344df6f5p-96, 0x1.4df8ace15322ep-96, 0x1.395e61ff1bcd2p-96,
    0x1.26072a17961a0p-96, 0x1.13df5f93b2e12p-96, 0x1.02d48c75e7d9bp-96, 0x1.e5aab0546e36ep-97,
    0x1.c7a2ecd5f05a0p-97, 0x1.ab732e5421800p-97, 0x1.90feaede7f2aep-97, 0x1.782a663a04655p-97,
    0x1.60dcef1cedc3ap-97, 0x1.4afe6e02d1689p-97, 0x1.36787980e7387p-97, 0x1.23360403c7c6ap-97,
    0x1.112346e13dd7ep-97, 0x1.002daeaa07c6cp-97, 0x1.e087915129a98p-98, 0x1.c2aa62f5cf19ep-98,
    0x1.a6a5096da5b7dp-98, 0x1.8c5a9b1188ab9p-98, 0x1.73aff07c7874ep-98, 0x1.5c8b895be7f34p-98,
    0x1.46d572e10e216p-98, 0x1.32772fba71c38p-98, 0x1.1f5ba17e5a90bp-98, 0x1.0d6ef37033c67p-98,
    0x1.f93d0d186fbcdp-99, 0x1.d9b1bd8beaf00p-99, 0x1.bc1b22cec72b0p-99, 0x1.a05a68fea03e4p-99,
    0x1.86529e9df069cp-99, 0x1.6de8974f1e47ap-99, 0x1.5702d052bf73ap-99, 0x1.418956ae1a114p-99,
    0x1.2d65aee08874cp-99, 0x1.1a82be0fe3443p-99, 0x1.08ccb49580d43p-99, 0x1.f061f3ad5b329p-100,
    0x1.d13c32a98512bp-100, 0x1.b40761c458beep-100, 0x1.98a4bfd5a5fadp-100, 0x1.7ef76f7eb7545p-100,
    0x1.66e459a7794f4p-100, 0x1.505211c50af0cp-100, 0x1.3b28bbce3c1c6p-100, 0x1.2751f3c4219bap-100,
    0x1.14b8b6b67144ep-100, 0x1.03494d2ccbf83p-100, 0x1.e5e26dbef0e28p-101, 0x1.c73e2f56b50c2p-101,
    0x1.aa854b5c4f131p-101, 0x1.8f9930f1f6acap-101, 0x1.765d329106241p-101, 0x1.5eb66865e8129p-101,
    0x1.488b9479ee1c4p-101, 0x1.33c5088f28d53p-101, 0x1.204c8d940530bp-101, 0x1.0e0d4c9606a5bp-101,
    0x1.f9e77238e0031p-102, 0x1.d9daf9aa22516p-102, 0x1.bbd2c8fd7e193p-102, 0x1.9fae9bfc6c682p-102,
    0x1.85502f16a0f8dp-102, 0x1.6c9b1fcb1aafdp-102, 0x1.5574ceffe3945p-102, 0x1.3fc4452a77761p-102,
    0x1.2b72182c97af5p-102, 0x1.186852cb0601fp-102, 0x1.06925da53a0fcp-102, 0x1.ebb9d32d4bdbcp-103,
    0x1.cc6bb6d71090dp-103, 0x1.af1871a93da14p-103, 0x1.93a02d0c97221p-103, 0x1.79e50ee1d8ebfp-103,
    0x1.61cb1a027e057p-103, 0x1.4b3810b167b8ep-103, 0x1.361358dd1f243p-103, 0x1.2245e21741879p-103,
    0x1.0fba0d2660d89p-103, 0x1.fcb72a3281a72p-104, 0x1.dc2ef387bd0e0p-104, 0x1.bdb7d7203d3b3p-104,
    0x1.a130711aadcdap-104, 0x1.86797556562dep-104, 0x1.6d758e1ac9659p-104, 0x1.56093ccf177a9p-104,
    0x1.401abca024479p-104, 0x1.2b91e6f7c029ep-104, 0x1.185819a7f8c6ap-104, 0x1.06581eafd568ap-104,
    0x1.eafc2b00a99b1p-105, 0x1.cb6ebb541677ap-105, 0x1.ade505ba61e89p-105, 0x1.923e544e97d85p-105,
    0x1.785c00b5cb27ep-105, 0x1.6021531ddf053p-105, 0x1.4973634932c1ap-105, 0x1.3438fb86d0fe1p-105,
    0x1.205a7d78be568p-105, 0x1.0dc1c88be0378p-105, 0x1.f8b4440d68221p-106, 0x1.d8203d2b66db9p-106,
    0x1.b9a31a7b9868cp-106, 0x1.9d1ac73d8e1d5p-106, 0x1.826756e1a42e2p-106, 0x1.696ae25359aeap-106,
    0x1.5209676e4b424p-106, 0x1.3c28aa7b711b2p-106, 0x1.27b019965e362p-106, 0x1.1488b1dc3b0e7p-106,
    0x1.029ce648133fdp-106, 0x1.e3b110439b3eep-107, 0x1.c45161cd95fe8p-107, 0x1.a6f75b2965793p-107,
    0x1.8b81d680cdfc5p-107, 0x1.71d1c9c8ed223p-107, 0x1.59ca24a7521ddp-107, 0x1.434fb07ae94f7p-107,
    0x1.2e48f266999cfp-107, 0x1.1a9e0f3d8e7a8p-107, 0x1.0838b13324d03p-107, 0x1.ee07de649a057p-108,
    0x1.cdd86b83e679dp-108, 0x1.afbe62bb44e96p-108, 0x1.93977456406ddp-108, 0x1.794381ee613d3p-108,
    0x1.60a47aca18e96p-108, 0x1.499e3a7ab16cap-108, 0x1.341669953fe1cp-108, 0x1.1ff46064d88c6p-108,
    0x1.0d210b765b3d6p-108, 0x1.f70da3c04ec03p-109, 0x1.d622fa53c02cep-109, 0x1.b75c457449509p-109,
    0x1.9a961d6383ef7p-109, 0x1.7faf603ad0b24p-109, 0x1.66890cd0bf55fp-109, 0x1.4f061ff816b3bp-109,
    0x1.390b73f2a4fb0p-109, 0x1.247fa1f45d867p-109, 0x1.114ae59581395p-109, 0x1.feae04294551fp-110,
    0x1.dd1e5296953a3p-110, 0x1.bdbfc873ab768p-110, 0x1.a06dfa21b6c59p-110, 0x1.8506d5401346fp-110,
    0x1.6b6a7a27c9005p-110, 0x1.537b17da81dcbp-110, 0x1.3d1cca3d4f6d8p-110, 0x1.28357a7a15ca0p-110,
    0x1.14acc164c64fep-110, 0x1.026bcbc3c52ccp-110, 0x1.e2ba80b9c3a1bp-111, 0x1.c2da4f546db8ep-111,
    0x1.a511aa3827999p-111, 0x1.893da39d8715ep-111, 0x1.6f3d9139319edp-111, 0x1.56f2e6ec4b7cfp-111,
    0x1.404113d7d18e6p-111, 0x1.2b0d61ac0e45ep-111, 0x1.173ed60fcd6fap-111, 0x1.04be15fd3dc9bp-111,
    0x1.e6ea95e92c624p-112, 0x1.c6a013cd30a4ap-112, 0x1.a8767775dd309p-112, 0x1.8c4a0eb051054p-112,
    0x1.71f97a2983044p-112, 0x1.596586f4597a3p-112, 0x1.42710a88aab19p-112, 0x1.2d00c112c14f9p-112,
    0x1.18fb2ded8ebb1p-112, 0x1.06487e241c12bp-112, 0x1.e9a4d9b21386ep-113, 0x1.c90852ea1247cp-113,
    0x1.aa947efe69879p-113, 0x1.8e2500080b287p-113, 0x1.7397d8e2bd385p-113, 0x1.5acd459f91007p-113,
    0x1.43a79684f6ef6p-113, 0x1.2e0b0d7286024p-113, 0x1.19ddbd8138a90p-113, 0x1.07076cbb613eep-113,
    0x1.eae2ef93df996p-114, 0x1.ca0d6eeda8e12p-114, 0x1.ab66cfccafb75p-114, 0x1.8eca22d660260p-114,
    0x1.7414e5b5ca43cp-114, 0x1.5b26da93934ccp-114, 0x1.43e1e22ebfdb4p-114, 0x1.2e29d86afedfap-114,
    0x1.19e4732be2ff0p-114, 0x1.06f9235710eebp-114, 0x1.eaa1efb3b003ep-115, 0x1.c9ad0521e25b1p-115,
    0x1.aaeb7de6855e2p-115, 0x1.8e37f4c50b684p-115, 0x1.736f7c0d13f06p-115, 0x1.5a71743326d74p-115,
    0x1.431f651be2ff4p-115, 0x1.2d5cd9ecf0efcp-115, 0x1.190f3f39e9af4p-115, 0x1.061dc36612721p-115,
    0x1.e8e2722ca46cfp-116, 0x1.c7e7f7224359bp-116, 0x1.a923a9d8d5019p-116, 0x1.8c6fcbd6b7599p-116,
    0x1.71a91ee04e82cp-116, 0x1.58aebaceda364p-116, 0x1.4161e6298ed3ap-116, 0x1.2ba5f15307164p-116,
    0x1.176014201ab17p-116, 0x1.04774dafec995p-116, 0x1.e5a88cbf394e4p-117, 0x1.c4c2676ced06cp-117,
    0x1.a6137c537bf6dp-117, 0x1.8975d132b37b7p-117, 0x1.6ec5f2d1367f4p-117, 0x1.55e2ca307f1a2p-117,
    0x1.3ead7491061afp-117, 0x1.29091e1787a8dp-117, 0x1.14dadee76975ap-117, 0x1.02099a8921ed1p-117,
    0x1.e0fbc2ec572b9p-118, 0x1.c043a94d1f173p-118, 0x1.a1c215fcd0beap-118, 0x1.8550f0f7dcd02p-118,
    0x1.6accae115453ep-118, 0x1.521421a4a669cp-118, 0x1.3b08582357e32p-118, 0x1.258c704eae85bp-118,
    0x1.118577f06b2f2p-118, 0x1.fdb495d137298p-119, 0x1.dae6e8d292a1ep-119, 0x1.ba762476b6e96p-119,
    0x1.9c3973d4c9b08p-119, 0x1.800abf6ead46fp-119, 0x1.65c67e684d1e6p-119, 0x1.4d4b8ad8db35fp-119,
    0x1.367af901b1370p-119, 0x1.2137f139f4724p-119, 0x1.0d678c614f535p-119, 0x1.f5e1655e21f62p-120,
    0x1.d377f96b9fd62p-120, 0x1.b3672cec948acp-120, 0x1.958648bd60350p-120, 0x1.79af542b9ad6fp-120,
    0x1.5fbee5e7590f4p-120, 0x1.4793f81691823p-120, 0x1.310fbf558eca2p-120, 0x1.1c158472d7457p-120,
    0x1.088a80b837328p-120, 0x1.ecab792b4c212p-121, 0x1.cabfe10b3371ap-121, 0x1.ab26d00a06ccep-121,
    0x1.8db7ccf7600f4p-121, 0x1.724d1be8313cfp-121, 0x1.58c38f07b7c3bp-121, 0x1.40fa5a9044818p-121,
    0x1.2ad2ebb6268bdp-121, 0x1.1630c25292a63p-121, 0x1.02f94d1fb1ba4p-121, 0x1.e22790b43292ep-122,
    0x1.c0d23d3daadadp-122, 0x1.a1c797bfbfca8p-122, 0x1.84df8496cc3aep-122, 0x1.69f4a209380dap-122,
    0x1.50e4191e1b76cp-122, 0x1.398d719ee1e6bp-122, 0x1.23d2690dc7344p-122, 0x1.0f96cc5ea15dap-122,
    0x1.f980a88588961p-123, 0x1.d66d07b7decdfp-123, 0x1.b5c5135a44acbp-123, 0x1.975e4545e428bp-123,
    0x1.7b10fe1f0aeaap-123, 0x1.60b852f1853cbp-123, 0x1.4831de32e25bdp-123, 0x1.315d93f052920p-123,
    0x1.1c1d98f1b1f71p-123, 0x1.08561c9ef358cp-123, 0x1.ebda6af103d07p-124, 0x1.c9957fecb3f03p-124,
    0x1.a9b07f491a273p-124, 0x1.8c0184ad4f23ep-124, 0x1.70618a9c019dap-124, 0x1.56ac3862ccebcp-124,
    0x1.3ebfb36da371bp-124, 0x1.287c73c3db0dfp-124, 0x1.13c51b7852ec0p-124, 0x1.007e50d9d0b8cp-124,
    0x1.dd1d36683753bp-125, 0x1.bbbc83eb14487p-125, 0x1.9cae5c1f5de61p-125, 0x1.7fc99ad930fb9p-125,
    0x1.64e7f0a95542fp-125, 0x1.4be5b1470bb8bp-125, 0x1.34a1a5595e9cbp-125, 0x1.1efcdf658ec02p-125,
    0x1.0ada93ac2688ep-125, 0x1.f03fe583c95e7p-126, 0x1.cd680d6a376d2p-126, 0x1.acff2526a72b1p-126,
    0x1.8ed9e84be9bacp-126, 0x1.72d00f7f171c0p-126, 0x1.58bc1beb8e117p-126, 0x1.407b264d8eda9p-126,
    0x1.29ecb15514182p-126, 0x1.14f27f26c2866p-126, 0x1.017069c4b54cfp-126, 0x1.de987c592c8a0p-127,
    0x1.bcdb33f7b88f9p-127, 0x1.9d7b96dc7310dp-127, 0x1.804f671a7a35cp-127, 0x1.652f54d5e17d3p-127,
    0x1.4bf6ca87a4707p-127, 0x1.3483bccde25f6p-127, 0x1.1eb67d8a75351p-127, 0x1.0a7192162809fp-127,
    0x1.ef3318a5788dep-128, 0x1.cc29ccd325969p-128, 0x1.ab97c2106c4d2p-128, 0x1.8d50c7de5f888p-128,
    0x1.712bc1550fb6ap-128, 0x1.57026e9c25745p-128, 0x1.3eb13a24821e2p-128, 0x1.281709611e978p-128,
    0x1.131510c1da6adp-128, 0x1.ff1d556e338e4p-129, 0x1.dad26311e9ef0p-129, 0x1.b917b7a0b92d5p-129,
    0x1.99bf36c7ef068p-129, 0x1.7c9dfd1b4d602p-129, 0x1.618c26c1169a6p-129, 0x1.48649a1452418p-129,
    0x1.3104d5f799552p-129, 0x1.1b4cc3977c226p-129, 0x1.071e8b6003b16p-129, 0x1.e8bcd9d9e736ep-130,
    0x1.c5e5338097f6bp-130, 0x1.a586251c45da8p-130, 0x1.87730de08c821p-130, 0x1.6b826eae69bafp-130,
    0x1.518db221cf8bap-130, 0x1.3970f88130e51p-130, 0x1.230ae74a714aap-130, 0x1.0e3c7c1d5489cp-130,
    0x1.f5d1c58fdc6acp-131, 0x1.d1ea9c7b4d340p-131, 0x1.b091a88a72f08p-131, 0x1.9198975b3db4ep-131,
    0x1.74d459ba38afep-131, 0x1.5a1ce921a281dp-131, 0x1.414d114bdcde1p-131, 0x1.2a423d90ecfbdp-131,
    0x1.14dc49cbc0c30p-131, 0x1.00fd56888fc5fp-131, 0x1.dd13408401cdcp-132, 0x1.baceb2ed87204p-132,
    0x1.9afd0eca1593dp-132, 0x1.7d71c279ac1f8p-132, 0x1.6203633a6814ap-132, 0x1.488b746764e5bp-132,
    0x1.30e632b0008c9p-132, 0x1.1af26300cf6cfp-132, 0x1.069124dc6eaefp-132, 0x1.e74b8fcde4206p-133,
    0x1.c42b48d5cfe42p-133, 0x1.a38fed45c2eddp-133, 0x1.854b792c33d4ap-133, 0x1.69332cb48a7f3p-133,
    0x1.4f1f511f7b2d7p-133, 0x1.36eb01e07f28ep-133, 0x1.2073f996519c0p-133, 0x1.0b9a62997c4eep-133,
    0x1.f08155c194aadp-134, 0x1.cc96b5ffd8a43p-134, 0x1.ab41e011814e5p-134, 0x1.8c5370371e568p-134,
    0x1.6f9f62ec4193ap-134, 0x1.54fcd7a9e923ep-134, 0x1.3c45d7f9e2fb0p-134, 0x1.2557228db5815p-134,
    0x1.100ffa10ff0f3p-134, 0x1.f8a3eee888df2p-135, 0x1.d401bee3a7787p-135, 0x1.b204f6257611cp-135,
    0x1.927ce5fbbe352p-135, 0x1.753c5abe0676ap-135, 0x1.5a195c6e2a08ep-135, 0x1.40ecf3d4a4c41p-135,
    0x1.2992f3c7d2ce7p-135, 0x1.13e9c653099c0p-135, 0x1.ffa47aef63bd2p-136, 0x1.da5ece8edc613p-136,
    0x1.b7ccca35ce88ep-136, 0x1.97bc8b5a246b5p-136, 0x1.79ffc3cd6bc92p-136, 0x1.5e6b78533c7ddp-136,
    0x1.44d7c3dca9cc8p-136, 0x1.2d1f9f14c496cp-136, 0x1.1720abf01aa9bp-136, 0x1.02bb04f69bcbcp-136,
    0x1.dfa22008cf2c8p-137, 0x1.bc8ea8858c5e4p-137, 0x1.9c08a63df00dcp-137, 0x1.7de0c8114780ap-137,
    0x1.61eb258af5a93p-137, 0x1.47ff00567506ep-137, 0x1.2ff68a28f7dc4p-137, 0x1.19aeaecfb095fp-137,
    0x1.0506e21782262p-137, 0x1.e3c1e2904ee05p-138, 0x1.c041afe3a1ad2p-138, 0x1.9f592fa19c6c5p-138,
    0x1.80d8271e40929p-138, 0x1.6491d85f88aa2p-138, 0x1.4a5cc1e67b046p-138, 0x1.321263109aac5p-138,
    0x1.1b8f04bdfa1bfp-138, 0x1.06b185ee20eb2p-138, 0x1.e6b65816f0ff1p-139, 0x1.c2deed4426752p-139,
    0x1.a1a7ec86c94fbp-139, 0x1.82e04cb9dc8a8p-139, 0x1.665a9398034f1p-139, 0x1.4bec93f917348p-139,
    0x1.336f30c8d3345p-139, 0x1.1cbe2460311a4p-139, 0x1.07b7cbf13abf4p-139, 0x1.e879ed7589b25p-140,
    0x1.c461717dacbd8p-140, 0x1.a2f08176d95bep-140, 0x1.83f56253c12f1p-140, 0x1.6741f81ae2d38p-140,
    0x1.4cab82baddd6cp-140, 0x1.340a5fb64ebcep-140, 0x1.1d39d04e50424p-140, 0x1.0817c3d91623fp-140,
    0x1.e9094beff3587p-141, 0x1.c4c660cb925eep-141, 0x1.a3308036822dbp-141, 0x1.84155b189c330p-141,
    0x1.67464f8a36affp-141, 0x1.4c98246404987p-141, 0x1.33e2c9c277148p-141, 0x1.1d011e2166c58p-141,
    0x1.07d0b7bb52fc7p-141, 0x1.e86363bb2c054p-142, 0x1.c40cfbd11fd10p-142, 0x1.a2676f7009aabp-142,
    0x1.833ffa698fa8bp-142, 0x1.666791aa9cc52p-142, 0x1.4bb29dadf3ac0p-142, 0x1.32f8b9fb8fe65p-142,
    0x1.1c147957723bdp-142, 0x1.06e32e492b1d1p-142, 0x1.e6896f5762306p-143, 0x1.c236a1f5b4e80p-143,
    0x1.a096cc3260668p-143, 0x1.8176d49b9afd8p-143, 0x1.64a7647d3f88ap-143, 0x1.49fca15f50897p-143,
    0x1.314deba7bab37p-143, 0x1.1a75a1fffc245p-143, 0x1.0550e92636252p-143, 0x1.e37eefaf23481p-144,
    0x1.bf46cd0f972c3p-144, 0x1.9dc2053e7d0dap-144, 0x1.7ebd49fbb30eep-144, 0x1.6209170c6364ep-144,
    0x1.47796af08285bp-144, 0x1.2ee584cef8249p-144, 0x1.1827a73755ec7p-144, 0x1.031cdf5f06998p-144,
    0x1.df49a10ccc568p-145,
};


// erfc(a) = erfc(c) - (the result) for 0 <= a <= 10 and c = *j / 256 (see above): with e_n =
// (-1)^(n-1) H_(n-1)(c), e_(n+1) = -2c e_n - 2(n-1) e_(n-1), and S = h (e_1 + h/2 (e_2 + h/3
// (e_3 + ...))). Written out, not as a loop: the SPMD vectorizer sees the kernel before loops
// unroll, and straight code lets CSE share one value's erfc(x) and erfc(-x) (cumulative normals
// of d and -d: the |x| of both is one value, pipeline.cpp's dropSignsUnderFabs).
static double erfc_offset(double a, int* j) {
  *j = (int)rint(a * 256.0);
  const double c = 0.00390625 * *j, h = a - c, m = -2.0 * c;
  const double e2 = m, e3 = fma(m, e2, -2.0), e4 = fma(m, e3, -4.0 * e2),
               e5 = fma(m, e4, -6.0 * e3), e6 = fma(m, e5, -8.0 * e4), e7 = fma(m, e6, -10.0 * e5);
  double sum = fma(e7, h * (1.0 / 7.0), e6);
  sum = fma(sum, h * (1.0 / 6.0), e5);
  sum = fma(sum, h * (1.0 / 5.0), e4);
  sum = fma(sum, h * (1.0 / 4.0), e3);
  sum = fma(sum, h * (1.0 / 3.0), e2);
  sum = fma(sum, h * 0.5, 1.0);
  return erfc_center_slope[*j] * (h * sum);
}

// erfc(a) for 10 <= a <= 27.5 (see above): e^(-a^2) / a G(1 / a^2), G(u) = a e^(a^2) erfc(a), a
// polynomial of degree 9 fitted to G on [0, 1/36] (mpmath's Chebyshev fit, within 2^-52.3 with
// the coefficients rounded), one division. e^(-a^2) takes a^2 as two doubles (exp_parts: the
// subnormal results beyond a^2 = 708 on its rare path).
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
  return exp_parts(-square, -square_low) * (g * inverse);
}

OVL double erf(double x) {
  const double a = fabs(x);
  int j;
  double e;
  const double offset = erfc_offset(fmin(a, 6.0), &j);
  const double one_minus = two_sum(1.0, -erfc_center_hi[j], &e);
  const double r = a < 6.0 ? one_minus + ((e - erfc_center_lo[j]) + offset) : 1.0;
  return isnan(x) ? x : copysign(r, x);
}
OVL double erfc(double x) {
  const double a = fabs(x);
  int j;
  const double offset = erfc_offset(fmin(a, 10.0), &j);
  // erfc(c)'s low part is left out (and not read): half an ulp of the result, where a gather
  // costs what a dozen FMAs do (independent erfcs 122 -> 150 Mval/s); erf needs it.
  double r = erfc_center_hi[j] - offset;
  // From 10 on (and NaN), where erfc is below 3e-45: a vector step without such a lane jumps
  // over erfc_far.
  if (__builtin_expect(!(a < 10.0), 0))
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

// sin and cos need 4 ulp: a's reduction as one double, r = a - k pi/2 within 1 ulp, for a below
// 2^19, by three FMAs with pi/2 in pieces of 33, 53 and 53 bits: k P1 is exact, and each FMA
// rounds once what is already r to within k P3 (below 2^-67), while r itself is at least 2^-61
// (see above). From 2^19 on the integer reduction, its two parts added (trig_large_double).
static double reduce_double_small(double a, long* quadrant) {
  const double shifted = fma(a, 0x1.45f306dc9c883p-1, 0x1.8p52), k = shifted - 0x1.8p52;
  double r = fma(-k, 0x1.921fb544p+0, a);
  r = fma(-k, 0x1.0b4611a626331p-34, r);
  r = fma(-k, 0x1.1701b839a2520p-88, r);
  *quadrant = as_long(shifted);
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
// polynomials are computed and one picked (macros.h). Within 1.5 ulp (measured against quad
// precision). The quadrant's bits as a long: bit 0 swaps sin and cos, bit 1 negates, as a flip of
// the sign bit; cos x = sin(|x| + pi/2), one quarter turn more (`turn`), and sin keeps x's sign.
// Tiny and zero arguments need no case of their own (k = 0 and r = a exactly: sin's polynomial
// rounds to a below 2^-27, cos's to 1), nor do infinities and NaN (their reduction's NaN runs
// through).
#define FLIP_SIGN(v, bit) as_double(as_long(v) ^ (bit))
static double pick_sin_or_cos(double r, long q) {
  const double s = sin_single(r), c = cos_single(r);
  return FLIP_SIGN(pick(q & 1, c, s), (q & 2) << 62);
}
static double trig_large_double(double a, long turn) {
  int q;
  double low;
  const double r = reduce_quarter_turns_double(isfinite(a) ? a : 0x1p19, &low, &q);
  return pick_sin_or_cos(isfinite(a) ? r + low : a - a, q + turn);
}
// The short reduction and both polynomials run in every lane, on 1 where |x| is 2^19 or more, and
// depend on x alone: a kernel's sin(x) and cos(x) share them, one straight block after inlining
// (with the long reduction's result merged in before them, each call had its own: sin + cos cost
// twice sin). The lanes beyond take the long reduction, a block that a vector step with none of
// them jumps over.
static double sin_or_cos_double(double x, long turn) {
  const double a = __builtin_fabs(x);
  long q;
  const double r = reduce_double_small(a < 0x1p19 ? a : 1.0, &q);
  double v = pick_sin_or_cos(r, q + turn);
  if (__builtin_expect(!(a < 0x1p19), 0))
    v = trig_large_double(a, turn);
  return turn ? v : FLIP_SIGN(v, as_long(x) & LONG_MIN);
}
OVL double sin(double x) { return sin_or_cos_double(x, 0); }
OVL double cos(double x) { return sin_or_cos_double(x, 1); }
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
