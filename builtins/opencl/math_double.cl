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


// Double erf and erfc. Below 6: Taylor's series around the nearest c = j/128, from a table of
// erfc(c) (as two doubles) and E = 2/sqrt(pi) e^(-c^2), computed to 300 bits with mpmath. erfc's
// n-th derivative is -E (-1)^(n-1) H_(n-1)(c), H being Hermite's polynomials (H_(n+1) =
// 2c H_n - 2n H_(n-1)), so with h = a - c (exact, |h| <= 1/256) erfc(a) = erfc(c) - E S, S =
// sum((-1)^(n-1) H_(n-1)(c) h^n / n!, n = 1..7): the rest is below 2^-51 of erfc(a) (mpmath,
// at both ends of every interval; the spec allows 16 ulp), and the terms do not cancel.
// (Centers 1/64 apart needed 9 terms for 2^-56 and 8 for 2^-49.7; the table of 769 rows, 18 KB,
// saves two steps against 1/64.) erf is 1 - erfc(c) + E S, exact at c = 0 where it is E S. From 6 on erf is 1 and erfc(a) is
// e^(-a^2) / a times a polynomial in 1 / a^2 (erfc_far).
// erfc(c) at c = j/128, rounded (a column each, so a vector of j gathers from one array with
// 32-bit indices), its rounding error, and 2/sqrt(pi) e^(-c^2).
__constant double erfc_center_hi[769] = {
    0x1.0000000000000p+0, 0x1.fb7c9030853b3p-1, 0x1.f6f9447be0743p-1, 0x1.f27640f9853d9p-1,
    0x1.edf3a9ba22dadp-1, 0x1.e971a2c4436aep-1, 0x1.e4f05010eca8cp-1, 0x1.e06fd58842c7ep-1,
    0x1.dbf056fe2df35p-1, 0x1.d771f82f02f4ep-1, 0x1.d2f4dcbc2f894p-1, 0x1.ce792828eae5cp-1,
    0x1.c9fefdd6eaf19p-1, 0x1.c58681031eb6ap-1, 0x1.c10fd4c26e896p-1, 0x1.bc9b1bfe82687p-1,
    0x1.b82879728f11ep-1, 0x1.b3b80fa82a4bbp-1, 0x1.af4a00f426daap-1, 0x1.aade6f7378a0ep-1,
    0x1.a6757d08215d8p-1, 0x1.a20f4b5626818p-1, 0x1.9dabfbc090901p-1, 0x1.994baf66747adp-1,
    0x1.94ee8720076b6p-1, 0x1.9094a37bbd66ep-1, 0x1.8c3e24bb73372p-1, 0x1.87eb2ad1a4032p-1,
    0x1.839bd55eaafc8p-1, 0x1.7f5043ae11862p-1, 0x1.7b0894b3ea35cp-1, 0x1.76c4e70a390e7p-1,
    0x1.728558ee694fcp-1, 0x1.6e4a083ed132fp-1, 0x1.6a13127843ec1p-1, 0x1.65e094b3b2413p-1,
    0x1.61b2aba3da093p-1, 0x1.5d89739304dcfp-1, 0x1.59650860d6469p-1, 0x1.5545858029b39p-1,
    0x1.512b05f5006e1p-1, 0x1.4d15a4527fdc7p-1, 0x1.49057ab900447p-1, 0x1.44faa2d42c4a0p-1,
    0x1.40f535d93160ep-1, 0x1.3cf54c8501620p-1, 0x1.38faff1aa574ap-1, 0x1.35066561a275dp-1,
    0x1.311796a46f064p-1, 0x1.2d2ea9aefb636p-1, 0x1.294bb4cd4b2bdp-1, 0x1.256ecdca212ccp-1,
    0x1.219809edbd524p-1, 0x1.1dc77dfcacd02p-1, 0x1.19fd3e36ac96ap-1, 0x1.16395e559e218p-1,
    0x1.127bf18c8eadcp-1, 0x1.0ec50a86d0dd4p-1, 0x1.0b14bb6728cd8p-1, 0x1.076b15c70aa28p-1,
    0x1.03c82ab5eb831p-1, 0x1.002c0ab8a5018p-1, 0x1.f92d8b91d5cc7p-2, 0x1.f210d6a9a6a31p-2,
    0x1.eb02147ce245cp-2, 0x1.e40161b701275p-2, 0x1.dd0ed9ea4bdd6p-2, 0x1.d62a978f7c957p-2,
    0x1.cf54b4058455fp-2, 0x1.c88d479173ccep-2, 0x1.c1d4695e87644p-2, 0x1.bb2a2f7e56520p-2,
    0x1.b48eaee924501p-2, 0x1.ae01fb7e55a66p-2, 0x1.a78428050527ep-2, 0x1.a115462cbbc17p-2,
    0x1.9ab5668e4930ap-2, 0x1.946498acbd766p-2, 0x1.8e22eaf68291ep-2, 0x1.87f06ac6960c4p-2,
    0x1.81cd2465e1d96p-2, 0x1.7bb9230cb40b4p-2, 0x1.75b470e454d35p-2, 0x1.6fbf1708ba47cp-2,
    0x1.69d91d8a595dap-2, 0x1.64028b7013867p-2, 0x1.5e3b66b9405a9p-2, 0x1.5883b45fd2b63p-2,
    0x1.52db785a98acap-2, 0x1.4d42b59f95afap-2, 0x1.47b96e267647ap-2, 0x1.423fa2eb1cb59p-2,
    0x1.3cd553f045d45p-2, 0x1.377a8042458d1p-2, 0x1.322f25f9da2fdp-2, 0x1.2cf3423f15fdfp-2,
    0x1.27c6d14c5e341p-2, 0x1.22a9ce717edcbp-2, 0x1.1d9c3416d2b4bp-2, 0x1.189dfbc07e690p-2,
    0x1.13af1e11be721p-2, 0x1.0ecf92d046d22p-2, 0x1.09ff50e7b3f93p-2, 0x1.053e4e6d0c10bp-2,
    0x1.008c80a24ff10p-2, 0x1.f7d3b7f436013p-3, 0x1.eeaca836a27ccp-3, 0x1.e5a3b7c9b56dap-3,
    0x1.dcb8cae2d747fp-3, 0x1.d3ebc436b0f26p-3, 0x1.cb3c8500ea349p-3, 0x1.c2aaed0bfcfeep-3,
    0x1.ba36dab91c0e9p-3, 0x1.b1e02b082b720p-3, 0x1.a9a6b99fc973bp-3, 0x1.a18a60d56673ep-3,
    0x1.998af9b56a3aep-3, 0x1.91a85c0b65519p-3, 0x1.89e25e6a4cef9p-3, 0x1.8238d634c0127p-3,
    0x1.7aab97a554544p-3, 0x1.733a75d6e91b8p-3, 0x1.6be542ccffc2fp-3, 0x1.64abcf7c175b4p-3,
    0x1.5d8debd20aacep-3, 0x1.568b66be6f268p-3, 0x1.4fa40e3af3674p-3, 0x1.48d7af53bc19fp-3,
    0x1.4226162fbddd5p-3, 0x1.3b8f0e1912f70p-3, 0x1.351261854b991p-3, 0x1.2eafda1db784ap-3,
    0x1.286740c7a7dabp-3, 0x1.22385daca7f47p-3, 0x1.1c22f842ac1f2p-3, 0x1.1626d75435220p-3,
    0x1.1043c1086777dp-3, 0x1.0a797aeb152f2p-3, 0x1.04c7c9f4b9690p-3, 0x1.fe5ce524c8ee5p-4,
    0x1.f35a715b2f3e1p-4, 0x1.e887bf681f218p-4, 0x1.dde4553ef94dep-4, 0x1.d36fb7fa50177p-4,
    0x1.c9296beb09cf1p-4, 0x1.bf10f4a759889p-4, 0x1.b525d5198cb1cp-4, 0x1.ab678f8eabedbp-4,
    0x1.a1d5a5c4edb96p-4, 0x1.986f98f9f96c8p-4, 0x1.8f34e9f8f93a6p-4, 0x1.8625192879e39p-4,
    0x1.7d3fa69816db5p-4, 0x1.7484120df1b01p-4, 0x1.6bf1db13f3983p-4, 0x1.63888104d811ap-4,
    0x1.5b478318ff939p-4, 0x1.532e6073095f2p-4, 0x1.4b3c982c338c7p-4, 0x1.4371a960807f8p-4,
    0x1.3bcd133aa0ffcp-4, 0x1.344e54ffa23b9p-4, 0x1.2cf4ee1a5f0fcp-4, 0x1.25c05e26b3f99p-4,
    0x1.1eb024fc75285p-4, 0x1.17c3c2ba26319p-4, 0x1.10fab7cf72f94p-4, 0x1.0a548507696c0p-4,
    0x1.03d0ab9273b94p-4, 0x1.fadd5a20258d3p-5, 0x1.ee5c1730b147cp-5, 0x1.e21c938a45a83p-5,
    0x1.d61dd57628999p-5, 0x1.ca5ee4649e31fp-5, 0x1.bedec8fddb340p-5, 0x1.b39c8d3276d8ap-5,
    0x1.a8973c4b5c03ep-5, 0x1.9dcde2f93a207p-5, 0x1.933f8f6375f2cp-5, 0x1.88eb51369acb9p-5,
    0x1.7ed039b24c96bp-5, 0x1.74ed5bb6bb581p-5, 0x1.6b41cbd198bc8p-5, 0x1.61cca04a90795p-5,
    0x1.588cf12f4446bp-5, 0x1.4f81d85ecc55bp-5, 0x1.46aa7194bd324p-5, 0x1.3e05da73b4159p-5,
    0x1.3593328f6abbep-5, 0x1.2d519b7653e1ep-5, 0x1.254038bac19d6p-5, 0x1.1d5e2ffb96d40p-5,
    0x1.15aaa8ec85205p-5, 0x1.0e24cd5dd8846p-5, 0x1.06cbc943d255ap-5, 0x1.ff3d957b29b39p-6,
    0x1.f13a043742333p-6, 0x1.e38b43cbd0f0fp-6, 0x1.d62fbdc2e756bp-6, 0x1.c925e02b41668p-6,
    0x1.bc6c1da1f3121p-6, 0x1.b000ed5b4a626p-6, 0x1.a3e2cb2ae9edbp-6, 0x1.9810378b1f299p-6,
    0x1.8c87b7a37834fp-6, 0x1.8147d54e9cc33p-6, 0x1.764f1f1f6ddeap-6, 0x1.6b9c28657041ap-6,
    0x1.612d893085125p-6, 0x1.5701de53f4d2ep-6, 0x1.4d17c968d062bp-6, 0x1.436df0cfabf1dp-6,
    0x1.3a02ffb1b7ceep-6, 0x1.30d5a6013afc5p-6, 0x1.27e49879737d3p-6, 0x1.1f2e909de04d2p-6,
    0x1.16b24cb8f8f92p-6, 0x1.0e6e8fda56cf7p-6, 0x1.066221d4539d8p-6, 0x1.fd179e7243e3cp-7,
    0x1.edd4d2aec5adbp-7, 0x1.def98c6c79efap-7, 0x1.d0838121f2418p-7, 0x1.c2706fa45005ep-7,
    0x1.b4be201caa4b4p-7, 0x1.a76a63fc95c79p-7, 0x1.9a7315f1d6a55p-7, 0x1.8dd619d943ca1p-7,
    0x1.81915cb0e3323p-7, 0x1.75a2d48946eb1p-7, 0x1.6a08807632262p-7, 0x1.5ec0687e8dcb2p-7,
    0x1.53c89d8bb3ddbp-7, 0x1.491f395818f54p-7, 0x1.3ec25e5d5af12p-7, 0x1.34b037c1bbfc5p-7,
    0x1.2ae6f94510dd8p-7, 0x1.2164df2d29765p-7, 0x1.18282e31ba3e8p-7, 0x1.0f2f3367cd6aap-7,
    0x1.0678442cc256fp-7, 0x1.fc037c21c3622p-8, 0x1.eb940d8319831p-8, 0x1.db9f17e61c310p-8,
    0x1.cc218694238a2p-8, 0x1.bd18548996419p-8, 0x1.ae808c479c371p-8, 0x1.a05747a543aa7p-8,
    0x1.9299afa0246a6p-8, 0x1.8544fc2c8c1dap-8, 0x1.785674053e8b9p-8, 0x1.6bcb6c7ad4854p-8,
    0x1.5fa14942c3d54p-8, 0x1.53d57c461a5a7p-8, 0x1.4865856ff632ap-8, 0x1.3d4ef27bc49a6p-8,
    0x1.328f5ec350e67p-8, 0x1.2824730cacbb4p-8, 0x1.1e0be557fa673p-8, 0x1.144378ad22027p-8,
    0x1.0ac8fce979b96p-8, 0x1.019a4e8d69649p-8, 0x1.f16aad1422a55p-9, 0x1.e030141df7d25p-9,
    0x1.cf80d4afc3019p-9, 0x1.bf5908f50b4a0p-9, 0x1.afb4e269693dfp-9, 0x1.a090a974cfebep-9,
    0x1.91e8bd0830a74p-9, 0x1.83b9923a85f7bp-9, 0x1.75ffb3e6519a0p-9, 0x1.68b7c2479902dp-9,
    0x1.5bde729a6b60fp-9, 0x1.4f708eb9fba63p-9, 0x1.436af4c058acbp-9, 0x1.37ca96a6cd1d4p-9,
    0x1.2c8c79e6f04a3p-9, 0x1.21adb71c70c75p-9, 0x1.172b79a7a1181p-9, 0x1.0d02ff50ce651p-9,
    0x1.033197ec68c0ep-9, 0x1.f3694a0008381p-10, 0x1.e11332d0714c5p-10, 0x1.cf5bf1fed1e70p-10,
    0x1.be3eb08ae7c20p-10, 0x1.adb6b810af9e2p-10, 0x1.9dbf721b98dfap-10, 0x1.8e54677bb0151p-10,
    0x1.7f713f9cc9784p-10, 0x1.7111bfdfb3ce0p-10, 0x1.6331caf57b5dbp-10, 0x1.55cd603cc4150p-10,
    0x1.48e09b21414bfp-10, 0x1.3c67b27d50fe7p-10, 0x1.305ef7fdbfb95p-10, 0x1.24c2d787b9e37p-10,
    0x1.198fd6a0ee7bdp-10, 0x1.0ec293d9e6d85p-10, 0x1.0457c63a96690p-10, 0x1.f49879624a021p-11,
    0x1.e139bb05eb49ep-11, 0x1.ce8d4b7fd6c70p-11, 0x1.bc8d516fda8bap-11, 0x1.ab341ee553e25p-11,
    0x1.9a7c305336484p-11, 0x1.8a602b88919c0p-11, 0x1.7adadead962edp-11, 0x1.6be73f45149fbp-11,
    0x1.5d80693276a6dp-11, 0x1.4fa19dc42d409p-11, 0x1.424642c28ff75p-11, 0x1.3569e18328604p-11,
    0x1.29082600643fdp-11, 0x1.1d1cddf5a82dep-11, 0x1.11a3f7ffbbfeap-11, 0x1.069982c189a9ep-11,
    0x1.f7f3581a4dc2cp-12, 0x1.e381802242163p-12, 0x1.cfd6511405b2dp-12, 0x1.bcead7f01492fp-12,
    0x1.aab859b20ac9ep-12, 0x1.993851cc9779ap-12, 0x1.886470ad946a7p-12, 0x1.78369a4a2cbd6p-12,
    0x1.68a8e4b2fc8c2p-12, 0x1.59b596b012aaap-12, 0x1.4b572664bd2dcp-12, 0x1.3d8837fb08d1dp-12,
    0x1.30439c56dadf6p-12, 0x1.23844fd08cb93p-12, 0x1.174578f6efd5dp-12, 0x1.0b826758a086bp-12,
    0x1.003692548d98bp-12, 0x1.eabb2fe335196p-13, 0x1.d5e6777a83c2ap-13, 0x1.c1e6cb6239574p-13,
    0x1.aeb4423e690e7p-13, 0x1.9c47374a0974ep-13, 0x1.8a98484a1e8d3p-13, 0x1.79a0538dd4fc7p-13,
    0x1.695875fb574a0p-13, 0x1.59ba0929261c5p-13, 0x1.4abea183bc470p-13, 0x1.3c600c7f477c5p-13,
    0x1.2e984ed53e777p-13, 0x1.2161a2cd9d894p-13, 0x1.14b67693928cfp-13, 0x1.08916a9561720p-13,
    0x1.f9da9fde95755p-14, 0x1.e38a4dc27b11bp-14, 0x1.ce283a9e3e330p-14, 0x1.b9ab1a96e3b3ep-14,
    0x1.a609f7584d32bp-14, 0x1.933c2d52c56c9p-14, 0x1.8139690c0d187p-14, 0x1.6ff9a4837fa43p-14,
    0x1.5f7524a8e81a2p-14, 0x1.4fa476e59f668p-14, 0x1.40806eb78e353p-14, 0x1.3202235dada50p-14,
    0x1.2422ed95a3235p-14, 0x1.16dc656a14df6p-14, 0x1.0a2860115569cp-14, 0x1.fc01dbb80c841p-15,
    0x1.e4c0b066a4970p-15, 0x1.ce823f4cc4badp-15, 0x1.b93bf40d5eccbp-15, 0x1.a4e3a125adc76p-15,
    0x1.916f7c5f2f764p-15, 0x1.7ed61b5d3db0ap-15, 0x1.6d0e7045988cbp-15, 0x1.5c0fc68335b0cp-15,
    0x1.4bd1bfa2aba3dp-15, 0x1.3c4c504792bf8p-15, 0x1.2d77bd3a382bcp-15, 0x1.1f4c988d02149p-15,
    0x1.11c3bed8e716ap-15, 0x1.04d654905dad0p-15, 0x1.f0fb86d056745p-16, 0x1.d9676faafa27fp-16,
    0x1.c2e43d417197bp-16, 0x1.ad664518e771bp-16, 0x1.98e25420092dap-16, 0x1.854daa4a49b0fp-16,
    0x1.729df6503422ap-16, 0x1.60c95193c542dp-16, 0x1.4fc63c27c71aep-16, 0x1.3f8b98f93052ap-16,
    0x1.3010aa198de78p-16, 0x1.214d0d2983650p-16, 0x1.1338b7e273194p-16, 0x1.05cbf4be650abp-16,
    0x1.f1febf7a916aap-17, 0x1.d997c68d65936p-17, 0x1.c2556a4e7a90fp-17, 0x1.ac2aa7516ade4p-17,
    0x1.970b05888fda2p-17, 0x1.82ea92dbc1a27p-17, 0x1.6fbdddeff308fp-17, 0x1.5d79f11e27f6bp-17,
    0x1.4c144d984e1b8p-17, 0x1.3b82e6ba892a4p-17, 0x1.2bbc1d878d272p-17, 0x1.1cb6bc4eaa678p-17,
    0x1.0e69f27a37df3p-17, 0x1.00cd508511266p-17, 0x1.e7b1882bccac5p-18, 0x1.cf09287e48bb9p-18,
    0x1.b792bbc489b04p-18, 0x1.a140206ab9450p-18, 0x1.8c03d2d39119bp-18, 0x1.77d0e6e5bed21p-18,
    0x1.649b01d73110ap-18, 0x1.525654343aad2p-18, 0x1.40f79420887c7p-18, 0x1.3073f7cff4a85p-18,
    0x1.20c1303550f0ep-18, 0x1.11d563e54f40ep-18, 0x1.03a72a2bbdc06p-18, 0x1.ec5b0ca2b20f5p-19,
    0x1.d2bfc6210880ap-19, 0x1.ba6c1c6e87c40p-19, 0x1.a35068e9c89cfp-19, 0x1.8d5dbaa383b98p-19,
    0x1.7885ce9f67cdbp-19, 0x1.64bb0863504ddp-19, 0x1.51f06ad20e4c3p-19, 0x1.4019914f0b53ap-19,
    0x1.2f2aa92823e80p-19, 0x1.1f186b432c98bp-19, 0x1.0fd8160ca94a0p-19, 0x1.015f67a552924p-19,
    0x1.e749309831666p-20, 0x1.cd3caa04cdd1bp-20, 0x1.b48774d0f8e45p-20, 0x1.9d189f9f85cbfp-20,
    0x1.86e0050236315p-20, 0x1.71ce426a561d3p-20, 0x1.5dd4af79906a9p-20, 0x1.4ae555af52cdfp-20,
    0x1.38f2e86f38216p-20, 0x1.27f0bd5d0e6b1p-20, 0x1.17d2c50b2bfafp-20, 0x1.088d83f7e4069p-20,
    0x1.f42c17ae0ebf6p-21, 0x1.d8c3ea48f2889p-21, 0x1.beceb1f9f5b3dp-21, 0x1.a6399674d366bp-21,
    0x1.8ef2a9a18d857p-21, 0x1.78e8dcd2e6bfdp-21, 0x1.640bf6745325ep-21, 0x1.504c882a97424p-21,
    0x1.3d9be56279ee9p-21, 0x1.2bec1a4917edbp-21, 0x1.1b2fe32991d5cp-21, 0x1.0b5aa42bf5054p-21,
    0x1.f8c0c2e2ce8dep-22, 0x1.dc6b6f1384e18p-22, 0x1.c19fa87de37fbp-22, 0x1.a848df650bea7p-22,
    0x1.90538b942ea7cp-22, 0x1.79ad1fce5b3d8p-22, 0x1.6443fdcf0c327p-22, 0x1.50076ad55cc39p-22,
    0x1.3ce784b411931p-22, 0x1.2ad53760d7287p-22, 0x1.19c232fd50b88p-22, 0x1.09a0e254c75e0p-22,
    0x1.f4c8c392fb944p-23, 0x1.d800ed59bd026p-23, 0x1.bcd30dfbd611bp-23, 0x1.a32923130213fp-23,
    0x1.8aee4cd06ec1bp-23, 0x1.740ebfab80eb4p-23, 0x1.5e77b6bbd2127p-23, 0x1.4a1766b6e5e8ap-23,
    0x1.36dcf18a6465cp-23, 0x1.24b85a8bf0124p-23, 0x1.139a7b37f8475p-23, 0x1.0374f8792ca97p-23,
    0x1.e87470e4f4246p-24, 0x1.cbbab18b73217p-24, 0x1.b0a44aa2f067ep-24, 0x1.971a1ec0f40c7p-24,
    0x1.7f064a8ba8323p-24, 0x1.685414c16188ep-24, 0x1.52efdf060cd20p-24, 0x1.3ec7176d784b5p-24,
    0x1.2bc82ab9d2302p-24, 0x1.19e2774614040p-24, 0x1.090640946d2d5p-24, 0x1.f24946f22d5aep-25,
    0x1.d45f15b49b35ep-25, 0x1.b83349fd05191p-25, 0x1.9dacb2c432ef4p-25, 0x1.84b37e1cbf8ebp-25,
    0x1.6d3126d74b6ccp-25, 0x1.5710631158bffp-25, 0x1.423d13a3b73e1p-25, 0x1.2ea43465e3995p-25,
    0x1.1c33cd3c37addp-25, 0x1.0adae3e73c2b5p-25, 0x1.f512dd15b73b7p-26, 0x1.d6608dc942687p-26,
    0x1.b9823c51276e1p-26, 0x1.9e5ce2f93dd76p-26, 0x1.84d6fe15b6b93p-26, 0x1.6cd87746bc76bp-26,
    0x1.564a91cd221f0p-26, 0x1.4117d7e2c667dp-26, 0x1.2d2c0909ebeb9p-26, 0x1.1a7409475f2f9p-26,
    0x1.08ddd13bd35e7p-26, 0x1.f0b0be22d18e8p-27, 0x1.d1a75065a8c74p-27, 0x1.b48117843c1c7p-27,
    0x1.99218b8ac7f8ep-27, 0x1.7f6dc6010b4adp-27, 0x1.674c6ae60d852p-27, 0x1.50a592e3c968ep-27,
    0x1.3b62b6aafb0c8p-27, 0x1.276e9b681072fp-27, 0x1.14b54042f445bp-27, 0x1.0323ccdc1a3dcp-27,
    0x1.e5510173b9a50p-28, 0x1.c6654733b86adp-28, 0x1.a964ed354f984p-28, 0x1.8e324c651b064p-28,
    0x1.74b179d1eba81p-28, 0x1.5cc82d9070d95p-28, 0x1.465daafca8b1dp-28, 0x1.315aaa46df48ep-28,
    0x1.1da9433aebbcfp-28, 0x1.0b34d93135fc0p-28, 0x1.f3d41033c44ccp-29, 0x1.d36d25268cd2bp-29,
    0x1.b512a1fb1d8fcp-29, 0x1.98a442fc4fc15p-29, 0x1.7e03b1cc6d738p-29, 0x1.651468e010b8ap-29,
    0x1.4dbb989001d84p-29, 0x1.37e00dac4e8b5p-29, 0x1.236a197bf0b9ap-29, 0x1.10437b1569d7ep-29,
    0x1.fcae93fb7323cp-30, 0x1.db23c3f816f92p-30, 0x1.bbc1a022c14d4p-30, 0x1.9e658108af2e0p-30,
    0x1.82eedbe410407p-30, 0x1.693f22ab61ce9p-30, 0x1.5139a5f3661fbp-30, 0x1.3ac3788a1b429p-30,
    0x1.25c354b26cb4ep-30, 0x1.122182e9a270fp-30, 0x1.ff8f84418d510p-31, 0x1.dd4262aac53e8p-31,
    0x1.bd3474ec16ca5p-31, 0x1.9f40fd0082b72p-31, 0x1.8345858c4438dp-31, 0x1.6921be96b86b1p-31,
    0x1.50b75c536f927p-31, 0x1.39e9f7dcbe479p-31, 0x1.249ef1c3be817p-31, 0x1.10bd565b35393p-31,
    0x1.fc5b8748842b2p-32, 0x1.d9b4a18a38642p-32, 0x1.b95cede6d524bp-32, 0x1.9b2df77a02225p-32,
    0x1.7f03b935e8e3ap-32, 0x1.64bc777824f0ep-32, 0x1.4c389be9acb83p-32, 0x1.355a9387de78cp-32,
    0x1.2006aeb6bc768p-32, 0x1.0c23033e2a376p-32, 0x1.f32ea02b55d23p-33, 0x1.d099c5c770f5ap-33,
    0x1.b05cfe2e99435p-33, 0x1.92508d0743fc9p-33, 0x1.764f46cf19f9cp-33, 0x1.5c36679625a01p-33,
    0x1.43e56c3e340a7p-33, 0x1.2d3dee1869201p-33, 0x1.182380bd2f494p-33, 0x1.047b91fcb6491p-33,
    0x1.e45a9790460c1p-34, 0x1.c242efeaca760p-34, 0x1.a284cb82c31cep-34, 0x1.84f7a1eb7f7f3p-34,
    0x1.697595326d7dcp-34, 0x1.4fdb462549af1p-34, 0x1.3807ab51436a8p-34, 0x1.21dbea9108398p-34,
    0x1.0d3b35021d695p-34, 0x1.f4154a787cc1bp-35, 0x1.d0623f4f4a28fp-35, 0x1.af2e69a262610p-35,
    0x1.904e0b3aa82a3p-35, 0x1.73985278fa30ep-35, 0x1.58e7298af87d9p-35, 0x1.401708b7e64c6p-35,
    0x1.2906cb94eb40dp-35, 0x1.139788f2dd663p-35, 0x1.ff58dab4f2a79p-36, 0x1.da552fdd03043p-36,
    0x1.b7f1f31b571b6p-36, 0x1.98006c2117e39p-36, 0x1.7a550f03b145bp-36, 0x1.5ec74662c5961p-36,
    0x1.453141082302ap-36, 0x1.2d6fc2c9e8bc0p-36, 0x1.1761f87a6dc3dp-36, 0x1.02e94eb4ac8a5p-36,
    0x1.dfd296adef82ap-37, 0x1.bc8ed301215ebp-37, 0x1.9bd5efd2c0f15p-37, 0x1.7d79f2db2d4a5p-37,
    0x1.61500f5293f06p-37, 0x1.47306f04df3d6p-37, 0x1.2ef5ff0323b28p-37, 0x1.187e3fb74914dp-37,
    0x1.03a918225a966p-37, 0x1.e0b15822be4e0p-38, 0x1.bce26a2fb7176p-38, 0x1.9bb1bc445c3c6p-38,
    0x1.7cef42e9a617dp-38, 0x1.606e51e0a4963p-38, 0x1.460560e841d79p-38, 0x1.2d8dd47a40ad8p-38,
    0x1.16e3ca3d4393fp-38, 0x1.01e5e8edda47bp-38, 0x1.dcea670907819p-39, 0x1.b8e9bec48816dp-39,
    0x1.97945aa1c9c35p-39, 0x1.78b88a4e7107bp-39, 0x1.5c2827c986b62p-39, 0x1.41b858361b0fep-39,
    0x1.294150fb19119p-39, 0x1.129e20e732adcp-39, 0x1.fb58fa290d436p-40, 0x1.d499229819bc6p-40,
    0x1.b0c1a759f7739p-40, 0x1.8f9bb6c075486p-40, 0x1.70f4744735c2bp-40, 0x1.549cb0f7ef8e2p-40,
    0x1.3a68a8c1234e1p-40, 0x1.222fc469e8b8cp-40, 0x1.0bcc5fd30f1ddp-40, 0x1.ee3728761897bp-41,
    0x1.c7fa0c7e3bac7p-41, 0x1.a4a56eb132a54p-41, 0x1.8401b5336a8a0p-41, 0x1.65db58e2358c1p-41,
    0x1.4a029a7ea7cd1p-41, 0x1.304b3d1961171p-41, 0x1.188c45630dc53p-41, 0x1.029fbd8b92835p-41,
    0x1.dcc4fabf32f1cp-42, 0x1.b767ecb334a7ep-42, 0x1.94ec06c0ff29fp-42, 0x1.751977e5803d3p-42,
    0x1.57bc950253825p-42, 0x1.3ca58b816a87fp-42, 0x1.23a8197d2607ep-42, 0x1.0c9b4b0a6a16fp-42,
    0x1.eeb27891d2bb3p-43, 0x1.c77dbfc848866p-43, 0x1.a357936adf17bp-43, 0x1.8203fa7992554p-43,
    0x1.634b7f56b0a5cp-43, 0x1.46fada7e6a5fep-43, 0x1.2ce2a3690576bp-43, 0x1.14d707280e6cfp-43,
    0x1.fd5f08ad2b29ap-44, 0x1.d48d57f7718b7p-44, 0x1.aef3ce0add578p-44, 0x1.8c52800f939c8p-44,
    0x1.6c6e61e57bf9bp-44, 0x1.4f10e8ebc44a9p-44, 0x1.3407b59d72a5bp-44, 0x1.1b2443858c0a1p-44,
    0x1.043b9f1621ff3p-44, 0x1.de4c41eb96b45p-45, 0x1.b77e5cbd5d147p-45, 0x1.93c9fc62bfb11p-45,
    0x1.72f0c4c8e9bffp-45, 0x1.54b92affb11afp-45, 0x1.38ee17b150182p-45, 0x1.1f5e908f70e0cp-45,
    0x1.07dd6833bb380p-45, 0x1.e481e7f6ac4bcp-46, 0x1.bcc58edad5559p-46, 0x1.983ee9896d582p-46,
    0x1.76aca47764427p-46, 0x1.57d287836bd3dp-46, 0x1.3b79118c097a1p-46, 0x1.216d1b97279a9p-46,
    0x1.097f82fc04025p-46, 0x1.e709b415656d0p-47, 0x1.beaa3d6c15504p-47, 0x1.9996ed9b83967p-47,
    0x1.778be2bd9795bp-47, 0x1.584a99af8a842p-47, 0x1.3b99832cbefddp-47, 0x1.2143a112d0466p-47,
    0x1.09182b326b229p-47, 0x1.e5d47637f5db5p-48, 0x1.bd20fcc3b76d7p-48, 0x1.97c9dda748fc7p-48,
    0x1.7589207e91ad1p-48, 0x1.561e669aa7fdbp-48, 0x1.394e7a2ac9fc7p-48, 0x1.1ee2e61eccc99p-48,
    0x1.06a996198f06fp-48, 0x1.e0e8fbad2703ep-49, 0x1.b8328ee330ae9p-49, 0x1.92e21013a7670p-49,
    0x1.70aff489136ebp-49, 0x1.515a7c77fab48p-49, 0x1.34a53ce0bbb6fp-49, 0x1.1a58b2b09fdcbp-49,
    0x1.0241de6c31e5bp-49, 0x1.d863cf753825cp-50, 0x1.affb906d0ae09p-50, 0x1.8afbf9e9520c2p-50,
    0x1.691c7c768becep-50, 0x1.4a1a79df39cdep-50, 0x1.2db8ca9009091p-50, 0x1.13bf4cb384e4ap-50,
    0x1.f7f4f88751db4p-51, 0x1.cc7626bced452p-51, 0x1.a4ab6470c1c5cp-51, 0x1.80451c2811052p-51,
    0x1.5efa4d64f59f6p-51, 0x1.40880373ed740p-51, 0x1.24b0d7368076ep-51, 0x1.0b3c7b0d960f0p-51,
    0x1.e7eea02e4ed88p-52, 0x1.bd6408059b696p-52, 0x1.96826d9e90341p-52, 0x1.72fa4fa12d516p-52,
    0x1.5282d2d5803fep-52, 0x1.34d935f1be064p-52, 0x1.19c050c56d0d7p-52, 0x1.01001dd9c7ccep-52,
    0x1.d4ca9b634ecbap-53, 0x1.ab81c5c80cf39p-53, 0x1.85cfacb7477f2p-53, 0x1.6365862923eb9p-53,
    0x1.43fb317b5dc37p-53, 0x1.274ea96044bd7p-53, 0x1.0d23817479c67p-53, 0x1.ea84dd1592590p-54,
    0x1.bef1b1a12823ep-54, 0x1.9730edfda64acp-54, 0x1.72ede3b7eaa25p-54, 0x1.51db1ec3a3087p-54,
    0x1.33b1c9d1576ecp-54, 0x1.18311f8a03acap-54, 0x1.fe3bcf4629feap-55, 0x1.d083fda665164p-55,
    0x1.a6d7d18831888p-55, 0x1.80dcd6603df1bp-55, 0x1.5e4062d5b6a4ep-55, 0x1.3eb6ef47c2758p-55,
    0x1.21fb7a81c5444p-55, 0x1.07cefb734d68bp-55, 0x1.dfefbdb19ac7ep-56, 0x1.b4831fb123440p-56,
    0x1.8cf81557d20b6p-56,
};
__constant double erfc_center_lo[769] = {
    0.0, -0x1.7896c5dd34a5ap-62, -0x1.617952f7d6535p-61, 0x1.ffb32c53ce4c9p-57,
    -0x1.fe4e0c6ab87e7p-55, -0x1.649624c553dbfp-55, -0x1.33adfea06f84ap-55, -0x1.291aeec44ac13p-57,
    -0x1.4c35c43362a08p-58, -0x1.99500dc6f9fdap-55, 0x1.57d0ee5e75c5bp-55, -0x1.5d1d188778e47p-55,
    -0x1.f07f8bf5cea83p-56, -0x1.431715f2dec2cp-55, -0x1.dbe83edfdef42p-59, -0x1.19a6067994f7cp-55,
    -0x1.742db5924f83dp-55, -0x1.9587ffb20cd61p-60, -0x1.cf2033f04a954p-56, 0x1.a8645919102d9p-55,
    0x1.1ef80fee2b134p-55, 0x1.c6cf69f5f8720p-55, -0x1.47287de27af43p-55, -0x1.36cf1eec5f39bp-56,
    0x1.adcadeb24e787p-55, 0x1.a1f28fa15fdf6p-57, 0x1.1bedc0f6f5e5fp-55, 0x1.9e200428e8c4ap-55,
    -0x1.86b797d8d3921p-55, -0x1.b3485dbe9fdf2p-55, 0x1.530740ab874dfp-56, 0x1.da66cb5e7a586p-57,
    -0x1.208b6f02df46ap-55, 0x1.9498e598cb61fp-57, -0x1.f3882af2564f5p-55, 0x1.084ca7ad3288dp-55,
    -0x1.38e845397242dp-58, 0x1.b70d4bd20fb30p-56, -0x1.7de8a637a1e48p-59, -0x1.de47ab06308dcp-56,
    -0x1.e58d1ae1e6e6bp-55, 0x1.0946d0c2f672ap-55, 0x1.7db7addcf3bf3p-57, 0x1.9b5161f101256p-55,
    0x1.95fdc3865d9b7p-57, 0x1.c0547a63dbaecp-56, 0x1.ec9a3fecf61c1p-55, -0x1.97f6cdb692073p-56,
    -0x1.74c71fef1759ep-55, -0x1.c60a2661b73e3p-56, -0x1.20eb279ce1ecfp-55, 0x1.ae621edd24e20p-57,
    0x1.47292aeeaa2fap-56, 0x1.7738d13e27f16p-56, -0x1.4a74890b41a0ap-55, 0x1.c34b412ff8f72p-60,
    0x1.7ff0a3296d9ccp-56, -0x1.79829f5a06b4ap-59, -0x1.d9e2ba90cddd7p-57, -0x1.ad7e3915dc50ep-55,
    0x1.3333ba777acf7p-55, -0x1.f81e285989a8cp-56, 0x1.cd8d789e4bc72p-56, 0x1.c2ccb89d05c50p-57,
    -0x1.5e809f1a31a28p-56, -0x1.7c9b95299a777p-56, 0x1.91f8f313b2165p-56, -0x1.b3c5effcf4917p-58,
    0x1.c25f65e76ebfbp-57, -0x1.54b3371a096d7p-57, 0x1.2a28c09752a57p-57, -0x1.fc0a28c0228aap-57,
    0x1.ab2d71290b7aap-57, -0x1.48e777b61a2f2p-56, 0x1.ce9e980b5af65p-57, 0x1.10c7998ee0bdep-62,
    0x1.96263537d4d65p-57, 0x1.59b2dffba8b53p-56, -0x1.7a10cef07bb68p-56, 0x1.285e0f405a0dcp-56,
    0x1.f25f4f6fdf70bp-56, -0x1.3b438e7d4f95bp-56, -0x1.4bc6408318668p-56, -0x1.d54603b00da58p-56,
    -0x1.e941d89557082p-57, 0x1.97f878ad129dep-56, -0x1.cb9914cd9e621p-56, -0x1.d39a12596b250p-56,
    -0x1.8eef7012e8df5p-56, -0x1.063201c0b4de3p-56, 0x1.48c279c52cf77p-59, 0x1.5e6d8620712dap-56,
    0x1.9c088ac2adda2p-57, 0x1.b72f53713ac97p-57, -0x1.647f32a600b92p-56, -0x1.996a16dd35a0bp-59,
    0x1.3af3434d0eeabp-57, -0x1.278e54047aa22p-56, 0x1.79a0fb13418ffp-57, 0x1.a638b0bcd09b2p-56,
    0x1.dcebc8fbc6108p-56, 0x1.4a8401a89640ep-56, -0x1.9d1d8a40cfc56p-56, -0x1.82e45afa1341dp-57,
    -0x1.66cf14bcad032p-56, -0x1.e446eb67d6ec8p-57, 0x1.a8630743d331dp-58, -0x1.a62a5edd16c3cp-57,
    -0x1.bd5e869177de1p-57, -0x1.495ebc3ecb27ap-57, -0x1.bfb928cae294cp-58, 0x1.4d2548fc4f406p-57,
    0x1.3c896e9a97c59p-58, -0x1.7da7b8757dec6p-57, -0x1.773cfcd3b8d2ap-57, -0x1.962c87b532f6dp-57,
    -0x1.bbc75449567d2p-58, -0x1.841f8d5d1fcc7p-58, -0x1.68f56204d58fep-58, -0x1.41160af5af9f8p-59,
    -0x1.a558a46df5f67p-57, -0x1.5d80b64f012acp-57, 0x1.6657aff55a65ep-57, -0x1.e48319eac2d80p-58,
    -0x1.d8bf964650884p-59, 0x1.aa48c24b750f3p-57, -0x1.9bb8daed1b36cp-57, 0x1.8e81556ad8bc5p-57,
    -0x1.b40443f6ec34ap-59, -0x1.dd1f29e97fa06p-57, 0x1.1b57a455cc08bp-58, -0x1.8e0189f07692ap-57,
    0x1.0f097c38bc621p-58, -0x1.499f8b5189b7ap-57, 0x1.b1328be2fcbc8p-64, -0x1.03e94d45f167ep-58,
    0x1.91608a4706a42p-58, -0x1.8896be9db542fp-57, -0x1.6a183d67ebde4p-60, -0x1.6140e8a14cac5p-63,
    -0x1.311292d7128b5p-58, -0x1.616ea6c7e7748p-60, -0x1.d434778d5174fp-58, 0x1.ddfa37afc853ap-58,
    -0x1.5224acd170beep-59, -0x1.a663f775f31a7p-58, -0x1.ef38b3c136a69p-58, 0x1.267759ff1e93dp-59,
    -0x1.a504adde06a59p-59, 0x1.cbd47704889a8p-59, -0x1.8d61bf7e554b7p-59, 0x1.2bb9fb5d574efp-58,
    0x1.81ace739008b7p-58, 0x1.53590dcfe5bc3p-58, -0x1.867917db41d40p-59, 0x1.1953f96a91311p-60,
    0x1.59c13f2f751f5p-58, 0x1.ccf91dce7230bp-58, 0x1.8b8c6f96addf6p-60, -0x1.7fb4acde75294p-59,
    -0x1.89da82345938bp-62, 0x1.8f89c68b10a97p-58, 0x1.4a0f55bfc7c13p-58, -0x1.2a79ad776c440p-60,
    -0x1.58070e921ddb8p-58, 0x1.a59bb427b1e64p-58, 0x1.5d925e25bf433p-58, 0x1.f287b6f893127p-61,
    -0x1.1c2fb565dcadep-60, 0x1.05a8d585fb32bp-59, -0x1.2c03539ceb96bp-59, -0x1.88a265f3a8ceep-60,
    0x1.9b0859048e098p-62, -0x1.4f3758967524ep-60, -0x1.27fbb2c560af3p-59, -0x1.4fdd2f4d7fd80p-61,
    0x1.d27662c1d9dc2p-59, 0x1.e6ce463c5634dp-59, 0x1.54d716fff58e8p-63, -0x1.e668edb798d0bp-59,
    0x1.cd092b9dd7d57p-62, -0x1.3e3792256b2c3p-60, 0x1.081391063740ep-62, -0x1.0c468e3d6346bp-59,
    0x1.3a42831ec7755p-59, -0x1.f5956384e5626p-62, -0x1.4be0640a46dd2p-59, -0x1.83775e64078b4p-61,
    0x1.841d364c8a4c0p-62, -0x1.846803c3c7f2ep-61, 0x1.c0bcadf17c52ap-60, 0x1.111ca89510720p-59,
    -0x1.e86ee834da4cep-61, 0x1.68d73edf3369ap-64, -0x1.ad466df5eb412p-62, 0x1.2fc504000bd78p-61,
    0x1.e55725301c668p-62, -0x1.e1b3180525ca8p-60, -0x1.8df6dd7c99654p-61, 0x1.50c4cfd488946p-60,
    0x1.fbf90a59c8999p-60, 0x1.40fa657232f9fp-65, -0x1.defbd8fbe5247p-61, 0x1.50f41980b0b65p-61,
    -0x1.14874375a8755p-61, 0x1.63b7ed6b651dfp-61, -0x1.a939a3c0b72e1p-60, -0x1.b7ae0d584c4e9p-61,
    -0x1.7847afe4f2a7bp-62, 0x1.06d2228b4d51cp-60, 0x1.aee92cf55898fp-60, -0x1.faad5b428f92dp-63,
    -0x1.07b426e97d22dp-60, -0x1.b1bb143b8cef4p-62, -0x1.60623d8371e46p-61, -0x1.48bba7c7abc39p-62,
    -0x1.9d194a11ca30dp-62, -0x1.f5c8bd827522dp-62, -0x1.126554fa98448p-61, -0x1.3a95498a8b92ap-66,
    0x1.3d316b3d93a11p-62, 0x1.b809542b73086p-63, 0x1.b85ba92988bfcp-62, 0x1.9160bb5bc42e8p-61,
    -0x1.6abde927f9cddp-61, -0x1.b991c0fcc0760p-63, -0x1.1650d36ab5816p-61, 0x1.315fa4e0a4affp-61,
    0x1.544f685058488p-62, -0x1.918c3d06b86cap-67, -0x1.8d9da7a40c491p-61, -0x1.dd6ce0ffdc23cp-61,
    -0x1.9e42624e454bfp-63, -0x1.3408fc7125c28p-66, -0x1.4621124a8f137p-61, 0x1.09a7459dee0f0p-62,
    -0x1.9a3501db08955p-61, 0x1.20a85a3de0aa1p-62, -0x1.8c23f6186159bp-62, -0x1.4127f80fde9c1p-62,
    -0x1.77b62199d8601p-61, -0x1.c3b409e9b6d7ep-62, -0x1.f755ef1cc8de0p-63, -0x1.d7a1b94a57b72p-63,
    -0x1.6c65f3c472d8bp-62, -0x1.bd8ab0bb231bdp-64, -0x1.9f8cfc827ece0p-62, 0x1.be63e3fac4e97p-62,
    -0x1.e613bc6b0debdp-62, 0x1.5a948ccc21395p-64, 0x1.043c9b23a70d0p-64, -0x1.cf7bde2811558p-63,
    -0x1.a851e43f76f3ap-64, -0x1.e3e92a7d5ac84p-64, -0x1.a694d9a6c10dcp-66, -0x1.2533f17ef7820p-66,
    -0x1.ca006412e68d0p-62, 0x1.40ab74a99f659p-63, 0x1.18b9206333885p-62, 0x1.8e903e7c5c95fp-62,
    0x1.31ada10982f1cp-62, -0x1.fc2ce0c63dfc4p-64, 0x1.72f5ba5393d72p-63, 0x1.65d939edc088fp-65,
    -0x1.6aabfff1e020bp-63, 0x1.f1509e04580aap-63, -0x1.90f000e4c2f97p-63, 0x1.76dabb50306d5p-66,
    -0x1.430c1cfc0e9b8p-63, 0x1.9941cc1f27106p-63, 0x1.0e0a7cf3d745fp-65, 0x1.c3a429fe4df6fp-64,
    0x1.999ec7becc5c7p-65, -0x1.a5f2557027e5ap-63, 0x1.53acadcd0ae1ap-63, -0x1.8964afd25b999p-65,
    0x1.4e97e82b0f0d5p-63, 0x1.a7cf1a20acd8dp-63, 0x1.09486c372870ep-66, 0x1.2ec770b91f721p-63,
    -0x1.b0615fb45c6ffp-63, 0x1.d495bada95c76p-64, 0x1.1ec8ef227712bp-65, 0x1.853e3757d076bp-64,
    0x1.fc597ebea88fep-64, -0x1.36a83fad025a6p-64, -0x1.a853716cc4953p-67, -0x1.7dc10c2acd0b1p-64,
    -0x1.4207143202515p-64, 0x1.3fd9f8811aebbp-66, -0x1.eddd67429b4ebp-64, -0x1.9186308c642f3p-64,
    0x1.231a32f01fabap-64, 0x1.c18088cef4823p-64, -0x1.3a5de487c2ff8p-64, -0x1.decd5ca351acfp-64,
    0x1.78dc7315b06e8p-64, 0x1.8c66999b07e8ap-64, 0x1.14d4a5b6b2991p-65, -0x1.5713627d2aa3cp-65,
    0x1.53391a59d4a3dp-65, -0x1.8308d56f377c5p-65, -0x1.9938ed2220694p-65, 0x1.bdb73e75dd24bp-68,
    0x1.6394dd2ff0093p-65, -0x1.b20f323061377p-69, 0x1.64200e97d4e81p-67, 0x1.6039e4177bdd6p-65,
    -0x1.2c813e9dc17a8p-65, -0x1.79bf9b4774ec2p-66, -0x1.c36a01f7f1131p-65, -0x1.658dbba7bc420p-66,
    0x1.8be7e5c848c07p-65, -0x1.9fbfaeee2b0aap-65, 0x1.8148c3f45cc38p-66, 0x1.04219392d9f8dp-66,
    -0x1.47ac20184eb10p-67, 0x1.ea3563c5c094ep-70, -0x1.f2f0aae7d74aap-66, 0x1.bf343a326c123p-66,
    0x1.88f4ff748376bp-66, 0x1.d1d693821cc6ap-67, 0x1.61b6e5bf14c94p-67, 0x1.34ceabb2a9032p-66,
    -0x1.3d33e4230a349p-67, -0x1.36b32f1b2cdaap-66, -0x1.b9b964a37310ap-68, 0x1.a20656598afd6p-66,
    0x1.2900671ba2e85p-67, -0x1.0a537b7bd62a5p-67, -0x1.57b790bf1c482p-66, -0x1.d0c7dfef96668p-66,
    -0x1.10f9074eb74c4p-68, -0x1.7934086a96967p-71, 0x1.7a71f07a66530p-67, 0x1.dd5b7a5e66cc4p-67,
    -0x1.a732e928e4c5dp-68, -0x1.4772a02fd1b26p-67, 0x1.6501d55aa0df7p-67, -0x1.2ee310ef11a88p-71,
    0x1.6fccca0094919p-67, 0x1.4596c019cbd2ep-71, 0x1.629e52734c6d3p-67, 0x1.5729c2fc80e16p-67,
    0x1.9c7db1f96e779p-72, -0x1.acc3a9cb439d6p-67, -0x1.947f9700a71aap-67, 0x1.6d75de28e9a25p-68,
    0x1.0a693604c077ep-70, -0x1.7f38a5c422e5ap-71, 0x1.a0aaf3d4b5612p-68, 0x1.1e3074844c83fp-68,
    0x1.d92f3f7ab9ef5p-68, -0x1.5cef07e9afe23p-70, -0x1.a69ac1e45ad76p-68, 0x1.b4bce62d5d82dp-68,
    -0x1.a15182b56c404p-68, -0x1.90ab94f4ad1d8p-68, 0x1.30a881fab597cp-68, 0x1.1ffca346e3632p-69,
    -0x1.8174270a3a7eap-68, -0x1.0033e453c954ap-70, 0x1.b28be47a30a5ep-69, 0x1.1ac5660240af8p-69,
    0x1.abc4edc822f8ep-70, -0x1.0e00a2c277e75p-69, 0x1.67f724fe903c8p-70, -0x1.562223caa747ap-71,
    0x1.84e95673c70a1p-70, -0x1.62fedeb449acap-77, -0x1.5c27285bd38a8p-70, 0x1.6a926ce098440p-72,
    -0x1.5c6bd7b275634p-69, -0x1.f829710e1b454p-69, -0x1.65350a7102e0dp-70, 0x1.2976fbdf8ec83p-69,
    -0x1.899ad47c9a36bp-70, 0x1.5d3787130ad1cp-70, 0x1.e063abd5c4815p-71, 0x1.35f8b8ad51f1dp-73,
    0x1.8892ee92cd786p-71, -0x1.5c1eb20ea6bd3p-71, 0x1.10479ce4b530dp-70, 0x1.dd9fd15e2618ap-70,
    0x1.784ca4c429a15p-73, 0x1.76595ebd77ea6p-72, -0x1.08b00395ab0a7p-71, 0x1.0a303621a32a3p-70,
    -0x1.e1c58eba0962ap-70, -0x1.c11e1c1368d4ep-71, 0x1.de4e5be9ac9a9p-70, -0x1.d248c7166a16dp-70,
    0x1.b7c360a6e4aeap-72, -0x1.9610deb2836bep-72, 0x1.d2921eede641dp-72, -0x1.94d802263e922p-71,
    -0x1.0bb0383bc7248p-71, 0x1.d16a053ef6adep-73, -0x1.b7882e964fff7p-72, 0x1.de1008741dda8p-72,
    0x1.2d1f7068bf3fbp-74, 0x1.7e4e5c6536522p-71, -0x1.9ffe31eb1121ep-71, 0x1.7af77a5a94b65p-71,
    0x1.e0288dee8a607p-73, 0x1.ea8a37914b418p-71, 0x1.86e9fc71d42e6p-73, -0x1.4be7194505458p-75,
    -0x1.a99758b268f91p-73, 0x1.fbf2fae0385adp-72, 0x1.b3ceaed5d9eb6p-73, -0x1.51349eabb7177p-72,
    -0x1.badae53ec94c7p-72, -0x1.f9e1a3cc1fdf3p-73, 0x1.42196473e70a1p-75, 0x1.f58ea54229f24p-75,
    -0x1.20ee80d2c8d09p-73, 0x1.47a259a8d5b9ep-73, 0x1.67889c001099dp-73, 0x1.0b38a790b9ad8p-73,
    0x1.c3ef98d35f750p-73, 0x1.4dcb43176782cp-73, -0x1.ded67787cbb5fp-73, 0x1.d19a21af76d7ap-74,
    -0x1.004a4c0a6b8a9p-73, 0x1.da0a27c06f4f8p-76, 0x1.01b220c7853c4p-73, -0x1.ae805ff67682fp-76,
    0x1.f0e8f4bd6aaccp-73, -0x1.3c1442eca0cadp-73, 0x1.215c164cd1559p-76, 0x1.b4f5cbbe8a322p-74,
    -0x1.76172989e68aep-76, -0x1.7f3ef9a719e5bp-75, 0x1.6743a821eb4b6p-74, -0x1.b317d62209540p-75,
    0x1.638022f0323e1p-76, 0x1.38ce1460c502ap-77, -0x1.0c7e14175ab8fp-74, -0x1.182411b843359p-74,
    -0x1.04a7333baf0fdp-74, 0x1.cd201e53981cfp-77, 0x1.34782d8f6a5e2p-81, -0x1.94bd3f090a0f7p-74,
    0x1.c91d6549fc9c1p-75, -0x1.22525632c025bp-77, -0x1.895f03633c7fep-75, -0x1.1906a1674171ap-76,
    -0x1.2d76dc03e80a5p-75, -0x1.4cf7140525a4ap-75, -0x1.57a816734d396p-75, -0x1.9867e3904c71ap-75,
    0x1.fbb1f7268ed50p-76, 0x1.958745e8c0253p-77, -0x1.e1c9bdd66b561p-75, 0x1.a0f59383cbae6p-75,
    0x1.ac2e9d31bb2d7p-76, -0x1.9ac7bf475d867p-76, -0x1.27dfe0c6c030dp-77, 0x1.d6eebf4e470bdp-77,
    0x1.9214373548f31p-76, -0x1.2034aa416829bp-78, -0x1.0f70a529cb003p-77, 0x1.e97219e1242f8p-76,
    -0x1.8c77157062626p-76, -0x1.790ab3e5762a9p-77, -0x1.645b1e41d9ffbp-81, 0x1.22ce8b3bd0f0cp-76,
    0x1.65ee7c861c072p-79, -0x1.487f2bb20c5c3p-78, 0x1.6cab887efcaa0p-78, 0x1.896fd1c455244p-78,
    -0x1.519d0e06052c4p-79, -0x1.8095438eda578p-78, -0x1.5aa1c8107ff52p-80, 0x1.b2fb300d040d9p-78,
    -0x1.711208717ecc9p-79, 0x1.4124555dd3ef5p-80, 0x1.5c9e184110e24p-77, 0x1.c42984b3a2ab6p-77,
    -0x1.cafa3aa5b4314p-82, 0x1.691aa296c4183p-80, -0x1.287b2264ec746p-78, 0x1.48ef4135a1e1cp-79,
    -0x1.12749576b6062p-78, -0x1.e0fd374bff8a7p-81, 0x1.e0bec81328bd5p-79, 0x1.53b134c868fb1p-78,
    0x1.4b5a3c94128b3p-78, -0x1.80fb7005a9e23p-80, 0x1.5d715ac7eebcbp-78, 0x1.2b76f38b3ce60p-79,
    0x1.0893492a3a020p-79, -0x1.51bef97bde73fp-79, 0x1.0667d44ef5199p-80, -0x1.e7a30233fa58bp-79,
    -0x1.301eb5249fe1dp-79, 0x1.35a136566264ap-80, -0x1.7e18773aeb49dp-82, 0x1.d0549368066f8p-81,
    -0x1.184b64e23521dp-81, -0x1.c311fd8344c9ep-79, 0x1.b36cc838eb258p-82, 0x1.6db41b554641dp-80,
    -0x1.a2e44396d39b5p-80, 0x1.ed78501d8c6f8p-80, 0x1.d35830d8fad4bp-81, 0x1.d36eb8cc44d9ep-82,
    -0x1.37c7ed71d413ap-80, 0x1.1fa75ef946347p-80, -0x1.f7b99ff6f3384p-80, 0x1.a1f84b0533729p-80,
    -0x1.615db40319381p-80, -0x1.a8bb7909b7a2cp-81, -0x1.d7fd63105cde6p-84, 0x1.346fe4d9a2a31p-81,
    0x1.09cf5d7c44beap-82, 0x1.9b32727aab38ap-81, -0x1.52bca6ba9539dp-81, -0x1.8d480c9c1f13fp-81,
    -0x1.6da080c6bf63dp-82, -0x1.2b0a6b76be2fdp-81, -0x1.836a6e2efc78dp-81, 0x1.b13a500b136fdp-81,
    -0x1.fb0a838c616fap-82, 0x1.f7bd9cc8e5142p-82, -0x1.9876a052a1188p-82, -0x1.486454892ed68p-82,
    -0x1.83473776fe2fcp-82, 0x1.49d2549a943c6p-85, 0x1.e6a74c99e34dcp-82, 0x1.f53bf62184a14p-82,
    0x1.de598d0fefd21p-85, -0x1.beea06f0765e3p-83, 0x1.a2a7a6b123655p-83, -0x1.32de8776b257bp-83,
    0x1.9aa5e17595859p-84, 0x1.eff8e8d5052d4p-84, 0x1.d94e5d62567d6p-85, -0x1.a429d8c977544p-84,
    0x1.9901cd5402c73p-84, -0x1.9e3d5d12fdbf8p-84, 0x1.724319d75b769p-84, 0x1.9a725111605c7p-84,
    0x1.35a3596692c9cp-84, -0x1.74854560e2b4ap-88, -0x1.b472ef58730aep-85, 0x1.2d94c1057f944p-84,
    0x1.6c8d1f533d9f4p-85, -0x1.5ab1fc1daf8b5p-87, 0x1.1732de371aed9p-84, -0x1.41829e743faddp-84,
    -0x1.683677f351cc5p-84, -0x1.5dee74e5ff80ep-84, 0x1.b427ab2ecd911p-85, -0x1.18565fb463442p-86,
    0x1.21dba8491370cp-85, 0x1.3e643ba0faa31p-85, 0x1.3b1493c696a8ap-85, -0x1.7af93c79cf804p-87,
    -0x1.3c10e160b737ep-89, -0x1.a847d4d5cf139p-85, 0x1.4336c54fd10fap-87, -0x1.0aaa3e21b9481p-86,
    -0x1.5e3d920bea296p-86, 0x1.73529e3c1c12dp-86, -0x1.b1c9d6ff34e22p-86, -0x1.85338866cfdb7p-87,
    -0x1.dec27620c6d2dp-86, -0x1.94cf91fe02699p-86, -0x1.2af7a09051f5bp-86, 0x1.501d88c71f697p-86,
    -0x1.074bf475e6a5fp-88, -0x1.60f1243676a48p-90, -0x1.524de9a208b9fp-88, -0x1.e23c95d412597p-87,
    -0x1.a071ed80552c6p-87, -0x1.3e3b935687606p-87, -0x1.32bf952cc245fp-87, -0x1.9d1a74b90704dp-87,
    -0x1.5f538f1e78031p-87, -0x1.6ccb30a252eeap-87, -0x1.a8aeae77b0794p-87, 0x1.6508bbfc0a255p-89,
    0x1.a06cff54da2eap-88, -0x1.804828f9ec58bp-89, -0x1.cb3a8262fe10ap-88, 0x1.80e78bdaa6d43p-89,
    -0x1.4b5b3173f334bp-88, 0x1.d7cae07767894p-88, -0x1.7fc0f9cea6dc7p-92, 0x1.73718cfed5466p-89,
    -0x1.42a25e7a42894p-89, -0x1.19ab823ce71b6p-92, -0x1.70af323ec0decp-90, -0x1.ca76d53eb7fc9p-89,
    0x1.5686bc2895053p-90, -0x1.8b201f0cfea30p-90, 0x1.1b25a8d43d442p-89, -0x1.8778110801288p-89,
    -0x1.c0660ecf7e5b9p-91, -0x1.82a9c7ef8b168p-89, 0x1.c358bb1f4df7ap-90, 0x1.3e482030a0345p-93,
    -0x1.c40e495eaaa89p-92, -0x1.eb8cfe93c6f77p-90, 0x1.2fa59f78d0e12p-90, 0x1.d653c8786e6ddp-90,
    -0x1.1a101007d8742p-90, -0x1.23ea53f4edc0bp-91, -0x1.f215a1a426047p-90, 0x1.54b3ae189a8b3p-90,
    0x1.980e4c28b8064p-91, 0x1.ab8b7cea07308p-91, 0x1.698823822eaefp-91, 0x1.58732a4833a2cp-97,
    -0x1.0e1405b5fdf78p-94, 0x1.da690e45a26e8p-92, 0x1.3397361176935p-92, 0x1.d6fd7311da92bp-93,
    -0x1.c2dcdc5c54b57p-91, 0x1.f05aa644ceb3bp-92, -0x1.f568f4a63d5dfp-94, -0x1.53161e89f2246p-95,
    0x1.22a7daf8a3e2fp-92, -0x1.add978d3b7639p-92, -0x1.c0b2bcacb2ba2p-96, -0x1.d01a6e492d6d4p-95,
    0x1.dc30a4012562bp-92, -0x1.6722dd5746ebbp-95, 0x1.a080708d81d45p-94, 0x1.f43afd4ded978p-93,
    -0x1.baf2404348f92p-93, -0x1.b49dd57175a96p-95, -0x1.371cdba89be69p-95, -0x1.936985ef9b96bp-93,
    0x1.b9120a646eb40p-97, -0x1.4896961ecde0ap-93, 0x1.b7561b2879b8fp-94, -0x1.ba573a5c50b8ap-95,
    -0x1.b28568855c7a1p-94, -0x1.1ca7bb88cd047p-94, 0x1.54438134af97dp-98, 0x1.31ba1d1cc3d8cp-96,
    0x1.3722232860d74p-97, 0x1.5b0e983eb687ep-95, -0x1.2e05cbf95250cp-95, -0x1.ba5213d471c2bp-95,
    -0x1.fbfe69f39a91ap-96, 0x1.a8b54c4b4dec5p-96, 0x1.a772b343dba82p-98, -0x1.5513f61513260p-97,
    -0x1.9cc3eb4650127p-95, 0x1.9e5b63bd2aef7p-99, -0x1.b93ebf5b60a6ap-96, -0x1.fc820764a9bf6p-96,
    -0x1.748a050f39acfp-96, -0x1.d3a81c722bb3ep-97, -0x1.7e82a692a4db4p-97, 0x1.71b8e489c4880p-98,
    -0x1.0dc3ea25d92dbp-102, -0x1.b17f8f99795a3p-96, 0x1.8bf61ee62786ap-96, -0x1.f94a957b501fap-96,
    -0x1.71d1156d4afcep-97, -0x1.060a0dbe3033cp-98, -0x1.ccf777b5d4a72p-97, -0x1.1e0ad4c5f96a2p-97,
    -0x1.a84a0a0c63abfp-98, 0x1.e2dedffa69b89p-100, 0x1.f0c8018e05911p-97, 0x1.680e4eee19e58p-99,
    0x1.e5b1d0c5bf934p-99, -0x1.5df4f66a57fcep-98, -0x1.5d86f19b75ef9p-100, 0x1.b4cc15e24521bp-99,
    0x1.e1df1302dc821p-99, -0x1.5af7c08457906p-99, -0x1.1f3ed5c445b0fp-100, 0x1.71216282ea487p-102,
    -0x1.8a2177f602255p-100, -0x1.e094485a56391p-101, 0x1.db45eac269ebap-99, 0x1.3207a364779edp-99,
    0x1.9482c82b68360p-99, 0x1.5066cf9adf408p-104, -0x1.d16dea682a129p-100, -0x1.ecfd3d160b80cp-99,
    -0x1.63b11e0c47d2ap-99, 0x1.00b4f39c025dbp-100, -0x1.8ba9b75596989p-101,
    -0x1.e9f41fac2756dp-102, -0x1.7d962bd3e16a6p-105, 0x1.31e2bbd5cf9b4p-100,
    0x1.edd8848c46797p-100, 0x1.38ad8b507e27fp-103, -0x1.22acca5ce58afp-103, 0x1.85fc92617a072p-105,
    0x1.917b12d31aebdp-105, -0x1.1ff2f571dc829p-102, -0x1.99ad8d52288c8p-104,
    0x1.de28188915a62p-103, 0x1.bc2cecd1bf5f7p-101, -0x1.c53c60be95166p-103,
    -0x1.22e85b13a8e1dp-102, 0x1.94878f3ee9288p-104, -0x1.5a1b907c317dcp-104,
    0x1.1bc562d2575bep-102, 0x1.43f24ff89337cp-102, -0x1.1a77b89afec6ap-102,
    -0x1.ed65d535696aap-103, 0x1.96beaaff67d92p-102, -0x1.2c3e9e8be3eb3p-102,
    -0x1.264b98745fa74p-103, 0x1.f8db97bcde356p-103, 0x1.69bdc4da5a881p-104,
    -0x1.cb61943bbe2dep-103, 0x1.901b6d5efe245p-105, 0x1.c5b80595fec37p-103,
    -0x1.7736eea9827dcp-103, -0x1.636c6dd3916b0p-103, -0x1.bb9b4d53a670cp-104,
    0x1.5231c8aac29f1p-107, -0x1.375bd53af43ecp-105, -0x1.83dd18d7e87f6p-104,
    -0x1.bce53851a8c80p-105, 0x1.dadadd91975a6p-104, -0x1.a36e5cecb19bap-105,
    0x1.4d9ca78674d69p-107, -0x1.a2f42139d328cp-105, -0x1.5587bfa148eb4p-107,
    0x1.44eb732962ffep-105, 0x1.1a35cd984caf0p-106, 0x1.eefc6f0760f25p-108, 0x1.47020abb50c61p-105,
    0x1.526e4903a37f1p-106, -0x1.824cc1e2339a2p-106, -0x1.d6002c3331345p-106,
    0x1.449f5969bad73p-106, -0x1.61c5b99540bf1p-106, -0x1.d1031c67e6ddfp-106,
    -0x1.225d0a0118d54p-106, -0x1.1fbcac78fb86cp-108, 0x1.610516545e032p-106,
    0x1.7013429c9e27ap-110, -0x1.58f903848bf01p-108, -0x1.a6291dfbb8c2fp-108,
    0x1.96ba0eb8af0ccp-108, 0x1.ed67d2a18b2dfp-107, -0x1.5f81259caf809p-110, 0x1.32d3544631536p-107,
    0x1.8468f0c8c2477p-108, -0x1.b1807c3b357d3p-108, 0x1.778e1818246c5p-108,
    -0x1.5d991b9bbdc3cp-109, -0x1.5c603cb7417f4p-108, 0x1.620b3994c55f6p-108,
    0x1.93bb397ab1737p-108, 0x1.924b985d402e3p-111, -0x1.6c732312a4d5dp-111,
    -0x1.69240b604f20ep-111, -0x1.b0cb1324d333cp-109, -0x1.d5e6ab7d58414p-113,
    0x1.b389ce4a0b3aap-110, 0x1.da0773f13afc9p-112, -0x1.cbd66ccb7fd81p-109, 0x1.4f9340a7eea8bp-110,
    -0x1.560ab44c9d7eap-112, 0x1.a7fff0cc732c0p-112,
};
__constant double erfc_center_slope[769] = {
    0x1.20dd750429b6dp+0, 0x1.20d8f1975c85dp+0, 0x1.20cb67bd452c7p+0, 0x1.20b4d8bac36c1p+0,
    0x1.209546ad13ccfp+0, 0x1.206cb4897b148p+0, 0x1.203b261cd0053p+0, 0x1.2000a00ae3804p+0,
    0x1.1fbd27cdc72d3p+0, 0x1.1f70c3b4f2cc8p+0, 0x1.1f1b7ae44867fp+0, 0x1.1ebd5552f795bp+0,
    0x1.1e565bca400d4p+0, 0x1.1de697e413d29p+0, 0x1.1d6e14099944ap+0, 0x1.1cecdb718d61cp+0,
    0x1.1c62fa1e869b6p+0, 0x1.1bd07cdd189acp+0, 0x1.1b357141d95d5p+0, 0x1.1a91e5a748165p+0,
    0x1.19e5e92b964abp+0, 0x1.19318bae53a04p+0, 0x1.1874ddcdfce24p+0, 0x1.17aff0e56ec10p+0,
    0x1.16e2d7093cd8cp+0, 0x1.160da304ed92fp+0, 0x1.153068581b781p+0, 0x1.144b3b337c90cp+0,
    0x1.135e3075d076bp+0, 0x1.12695da8b5bdep+0, 0x1.116cd8fd67618p+0, 0x1.1068b94962e5ep+0,
    0x1.0f5d1602f7e41p+0, 0x1.0e4a073dc1b91p+0, 0x1.0d2fa5a70c168p+0, 0x1.0c0e0a8223359p+0,
    0x1.0ae54fa490723p+0, 0x1.09b58f724416bp+0, 0x1.087ee4d9ad247p+0, 0x1.07416b4fbfe7cp+0,
    0x1.05fd3ecbec298p+0, 0x1.04b27bc403d30p+0, 0x1.03613f2812dafp+0, 0x1.0209a65e29545p+0,
    0x1.00abcf3e187a9p+0, 0x1.fe8fb01a47307p-1, 0x1.fbbbbef34b4b2p-1, 0x1.f8dc092d58ff8p-1,
    0x1.f5f0cdaf15313p-1, 0x1.f2fa4c16c0019p-1, 0x1.eff8c4b1375dbp-1, 0x1.ecec7870ebca8p-1,
    0x1.e9d5a8e4c934ep-1, 0x1.e6b4982f158b9p-1, 0x1.e38988fc46e72p-1, 0x1.e054be79d3042p-1,
    0x1.dd167c4cf9d2ap-1, 0x1.d9cf06898cdafp-1, 0x1.d67ea1a8b5368p-1, 0x1.d325927fb9d89p-1,
    0x1.cfc41e36c7df9p-1, 0x1.cc5a8a3fbea40p-1, 0x1.c8e91c4d01368p-1, 0x1.c5701a484ef9dp-1,
    0x1.c1efca49a5011p-1, 0x1.be68728e29d5ep-1, 0x1.bada596f25436p-1, 0x1.b745c55905bf8p-1,
    0x1.b3aafcc27502ep-1, 0x1.b00a46237d5bep-1, 0x1.ac63e7ecc1411p-1, 0x1.a8b8287ec6a09p-1,
    0x1.a5074e2157620p-1, 0x1.a1519efaf889ep-1, 0x1.9d97610879642p-1, 0x1.99d8da149c13fp-1,
    0x1.96164fafd8de3p-1, 0x1.925007283d7aap-1, 0x1.8e86458169af8p-1, 0x1.8ab94f6caa71dp-1,
    0x1.86e9694134b9ep-1, 0x1.8316d6f48133dp-1, 0x1.7f41dc12c9e89p-1, 0x1.7b6abbb7aaf19p-1,
    0x1.7791b886e7403p-1, 0x1.73b714a552763p-1, 0x1.6fdb11b1e0c34p-1, 0x1.6bfdf0beddaf5p-1,
    0x1.681ff24b4ab04p-1, 0x1.6441563c665d4p-1, 0x1.60625bd75d07bp-1, 0x1.5c8341bb23767p-1,
    0x1.58a445da7c74cp-1, 0x1.54c5a57629db0p-1, 0x1.50e79d1749ac9p-1, 0x1.4d0a6889dfd9fp-1,
    0x1.492e42d78d2c5p-1, 0x1.4553664273d24p-1, 0x1.417a0c4049fd0p-1, 0x1.3da26d759aef5p-1,
    0x1.39ccc1b136d5ap-1, 0x1.35f93fe7d1b3dp-1, 0x1.32281e2fd1a92p-1, 0x1.2e5991bd4cbfcp-1,
    0x1.2a8dcede3673bp-1, 0x1.26c508f6bd0ffp-1, 0x1.22ff727dd6f7bp-1, 0x1.1f3d3cf9ffe5ap-1,
    0x1.1b7e98fe26217p-1, 0x1.17c3b626c7a12p-1, 0x1.140cc3173f007p-1, 0x1.1059ed7740313p-1,
    0x1.0cab61f084b93p-1, 0x1.09014c2ca74dap-1, 0x1.055bd6d32e8d7p-1, 0x1.01bb2b87c6968p-1,
    0x1.fc3ee5d1524b0p-2, 0x1.f511a91a67d2ap-2, 0x1.edeeee0959518p-2, 0x1.e6d6ffaa65a25p-2,
    0x1.dfca26f5bbf88p-2, 0x1.d8c8aace11e63p-2, 0x1.d1d2cfff91594p-2, 0x1.cae8d93f1d7b7p-2,
    0x1.c40b0729ed548p-2, 0x1.bd3998457afdbp-2, 0x1.b674c8ffc6283p-2, 0x1.afbcd3afe8ab6p-2,
    0x1.a911f096fbc26p-2, 0x1.a27455e14c93cp-2, 0x1.9be437a7de946p-2, 0x1.9561c7f23a47bp-2,
    0x1.8eed36b886d93p-2, 0x1.8886b1e5ecfd1p-2, 0x1.822e655b417e7p-2, 0x1.7be47af1f5d89p-2,
    0x1.75a91a7f4d2edp-2, 0x1.6f7c69d7d3ef8p-2, 0x1.695e8cd31867ep-2, 0x1.634fa54fa285fp-2,
    0x1.5d4fd33729015p-2, 0x1.575f3483021c3p-2, 0x1.517de540ce2a3p-2, 0x1.4babff975a04cp-2,
    0x1.45e99bcbb7915p-2, 0x1.4036d0468a7a2p-2, 0x1.3a93b1998736cp-2, 0x1.35005285227f1p-2,
    0x1.2f7cc3fe6f423p-2, 0x1.2a09153529381p-2, 0x1.24a55399ea239p-2, 0x1.1f518ae487dc8p-2,
    0x1.1a0dc51a9934dp-2, 0x1.14da0a961fd14p-2, 0x1.0fb6620c550afp-2, 0x1.0aa2d09497f2bp-2,
    0x1.059f59af7a906p-2, 0x1.00abff4dec7a3p-2, 0x1.f79183b101c5bp-3, 0x1.edeb406d9c825p-3,
    0x1.e4652fadcb6b2p-3, 0x1.daff4969c0b04p-3, 0x1.d1b982c501370p-3, 0x1.c893ce1dcbef7p-3,
    0x1.bf8e1b1ca2279p-3, 0x1.b6a856c3ed54fp-3, 0x1.ade26b7fbed95p-3, 0x1.a53c4135a6526p-3,
    0x1.9cb5bd549b111p-3, 0x1.944ec2e4f5630p-3, 0x1.8c07329874652p-3, 0x1.83deeada4d25ap-3,
    0x1.7bd5c7df3fe9cp-3, 0x1.73eba3b5b07b7p-3, 0x1.6c205655be720p-3, 0x1.6473b5b15a7a1p-3,
    0x1.5ce595c455b0ap-3, 0x1.5575c8a468362p-3, 0x1.4e241e912c305p-3, 0x1.46f066040a832p-3,
    0x1.3fda6bc016994p-3, 0x1.38e1fae1d6a9dp-3, 0x1.3206dceef5f87p-3, 0x1.2b48d9e5dea1cp-3,
    0x1.24a7b84d38971p-3, 0x1.1e233d434b813p-3, 0x1.17bb2c8d41535p-3, 0x1.116f48a6476ccp-3,
    0x1.0b3f52ce8c383p-3, 0x1.052b0b1a174eap-3, 0x1.fe6460fef4680p-4, 0x1.f2a901ccafb37p-4,
    0x1.e723726b824a9p-4, 0x1.dbd32ac4c99b0p-4, 0x1.d0b7a0f921e7cp-4, 0x1.c5d0497c09e74p-4,
    0x1.bb1c972f23e50p-4, 0x1.b09bfb7d11a84p-4, 0x1.a64de673e8837p-4, 0x1.9c31c6df3b1b8p-4,
    0x1.92470a61b6965p-4, 0x1.888d1d8e510a3p-4, 0x1.7f036c0107294p-4, 0x1.75a96077274bap-4,
    0x1.6c7e64e7281cbp-4, 0x1.6381e2980956bp-4, 0x1.5ab342383d178p-4, 0x1.5211ebf41880bp-4,
    0x1.499d478bca735p-4, 0x1.4154bc68d75c3p-4, 0x1.3937b1b31925ap-4, 0x1.31458e6542847p-4,
    0x1.297db960e4f63p-4, 0x1.21df9981f8e53p-4, 0x1.1a6a95b1e786fp-4, 0x1.131e14fa1625dp-4,
    0x1.0bf97e95f2a64p-4, 0x1.04fc3a0481321p-4, 0x1.fc4b5e32d6259p-5, 0x1.eeea8c1b1db94p-5,
    0x1.e1d4cf1e2450ap-5, 0x1.d508f9a1ea64fp-5, 0x1.c885df3451a07p-5, 0x1.bc4a54a84e834p-5,
    0x1.b055303221015p-5, 0x1.a4a549829587ep-5, 0x1.993979e14fffep-5, 0x1.8e109c4622913p-5,
    0x1.83298d717210ep-5, 0x1.78832c03aa2b1p-5, 0x1.6e1c5893c380bp-5, 0x1.63f3f5c4de13bp-5,
    0x1.5a08e85af27e0p-5, 0x1.505a174e9c929p-5, 0x1.46e66be002240p-5, 0x1.3dacd1a8d8ccep-5,
    0x1.34ac36ad8dafep-5, 0x1.2be38b6d92415p-5, 0x1.2351c2f2d1449p-5, 0x1.1af5d2e04f3f6p-5,
    0x1.12ceb37ff9bc3p-5, 0x1.0adb5fcfa8c75p-5, 0x1.031ad58d56279p-5, 0x1.f7182a851bca2p-6,
    0x1.e85c449e377f3p-6, 0x1.da0005e5f28dfp-6, 0x1.cc0180af00a8bp-6, 0x1.be5ecd2fcb5f9p-6,
    0x1.b1160991ff737p-6, 0x1.a4255a00b9f03p-6, 0x1.978ae8b55ce1bp-6, 0x1.8b44e6031383ep-6,
    0x1.7f5188610ddc8p-6, 0x1.73af0c737bb45p-6, 0x1.685bb5134ef13p-6, 0x1.5d55cb54cd53ap-6,
    0x1.529b9e8cf9a1ep-6, 0x1.482b8455dc491p-6, 0x1.3e03d891b37dep-6, 0x1.3422fd6d12e2bp-6,
    0x1.2a875b5ffab56p-6, 0x1.212f612dee7fbp-6, 0x1.181983e5133ddp-6, 0x1.0f443edc5ce49p-6,
    0x1.06ae13b0d3255p-6, 0x1.fcab1483ea7fcp-7, 0x1.ec72615a894c4p-7, 0x1.dcaf3691fc448p-7,
    0x1.cd5ec93c12432p-7, 0x1.be7e5ac24963bp-7, 0x1.b00b38d6b3575p-7, 0x1.a202bd6372dcep-7,
    0x1.94624e78e0fafp-7, 0x1.87275e3a6869ep-7, 0x1.7a4f6aca256cbp-7, 0x1.6dd7fe3358230p-7,
    0x1.61beae53b72b7p-7, 0x1.56011cc3b036dp-7, 0x1.4a9cf6bda3f4cp-7, 0x1.3f8ff5042a88ep-7,
    0x1.34d7dbc76d7e5p-7, 0x1.2a727a89a3f14p-7, 0x1.205dac02bd6b9p-7, 0x1.1697560347b26p-7,
    0x1.0d1d69569b82dp-7, 0x1.03ede1a45bfeep-7, 0x1.f60d8aa2a88f2p-8, 0x1.e4cc4abf7d065p-8,
    0x1.d4143a9dfe965p-8, 0x1.c3e1a5f5c077cp-8, 0x1.b430ecf4a83a8p-8, 0x1.a4fe83fb9db25p-8,
    0x1.9646f35a76624p-8, 0x1.8806d70b2fc36p-8, 0x1.7a3ade6c8b3e5p-8, 0x1.6cdfcbfc1e263p-8,
    0x1.5ff2750fe7820p-8, 0x1.536fc18f7ce5cp-8, 0x1.4754abacdf1dcp-8, 0x1.3b9e3f9d06e3fp-8,
    0x1.30499b503957fp-8, 0x1.2553ee2a336bfp-8, 0x1.1aba78ba3af89p-8, 0x1.107a8c7323a6ep-8,
    0x1.06918b6355624p-8, 0x1.f9f9cfd9c3035p-9, 0x1.e77448fb66bb9p-9, 0x1.d58da68fd1170p-9,
    0x1.c4412bf4b8f0bp-9, 0x1.b38a3af2e55b4p-9, 0x1.a3645330550ffp-9, 0x1.93cb11a30d765p-9,
    0x1.84ba3004a50d0p-9, 0x1.762d84469c18fp-9, 0x1.6821000795a03p-9, 0x1.5a90b00981d93p-9,
    0x1.4d78bba8ca5fdp-9, 0x1.40d564548fad7p-9, 0x1.34a305080681fp-9, 0x1.28de11c5031ebp-9,
    0x1.1d83170fbf6fbp-9, 0x1.128eb96be8798p-9, 0x1.07fdb4dafea5fp-9, 0x1.fb99b8b8279e1p-10,
    0x1.e7f232d9e2630p-10, 0x1.d4fed7195d7e8p-10, 0x1.c2b9cf7f893bfp-10, 0x1.b11d702b3deb2p-10,
    0x1.a024365f771bdp-10, 0x1.8fc8c794b03b5p-10, 0x1.8005f08d6f1efp-10, 0x1.70d6a46e07ddap-10,
    0x1.6235fbd7a4345p-10, 0x1.541f340697987p-10, 0x1.468dadf4080abp-10, 0x1.397ced7af2b15p-10,
    0x1.2ce898809244ep-10, 0x1.20cc76202c5fbp-10, 0x1.15246dda49d47p-10, 0x1.09ec86c75d497p-10,
    0x1.fe41cd9bb4eeep-11, 0x1.e97ba3b77f306p-11, 0x1.d57f524723822p-11, 0x1.c245d4b99847ap-11,
    0x1.afc85e0f82e12p-11, 0x1.9e005769dbc1dp-11, 0x1.8ce75e9f6f8a0p-11, 0x1.7c7744d9378f7p-11,
    0x1.6caa0d3582fe9p-11, 0x1.5d79eb71e893bp-11, 0x1.4ee1429bf7cc0p-11, 0x1.40daa3c89f5b6p-11,
    0x1.3360ccd23db3ap-11, 0x1.266ea71d4f71ap-11, 0x1.19ff4663ae9dfp-11, 0x1.0e0de78654d1ep-11,
    0x1.0295ef6591848p-11, 0x1.ef25d37f49fe1p-12, 0x1.da01102b5f851p-12, 0x1.c5b5412dcafadp-12,
    0x1.b23a5a23e4210p-12, 0x1.9f8893d8fd1c1p-12, 0x1.8d986a4187285p-12, 0x1.7c629a822bc9ep-12,
    0x1.6be02102b3520p-12, 0x1.5c0a378c90bcap-12, 0x1.4cda5374ea275p-12, 0x1.3e4a23d1f4703p-12,
    0x1.30538fbb77ecdp-12, 0x1.22f0b496539bep-12, 0x1.161be46ad3b50p-12, 0x1.09cfa445b00ffp-12,
    0x1.fc0d55470cf51p-13, 0x1.e577bbcd49935p-13, 0x1.cfd4a5adec5c0p-13, 0x1.bb1a9657ce465p-13,
    0x1.a740684026555p-13, 0x1.943d4a1d1ed39p-13, 0x1.8208bc334a6a5p-13, 0x1.709a8db59f25cp-13,
    0x1.5feada379d8b7p-13, 0x1.4ff207314a102p-13, 0x1.40a8c1949f75ep-13, 0x1.3207fb7420eb9p-13,
    0x1.2408e9ba3327fp-13, 0x1.16a501f0e42cap-13, 0x1.09d5f819c9e29p-13, 0x1.fb2b792b40a22p-14,
    0x1.e3bcf436a1a95p-14, 0x1.cd55277c18d05p-14, 0x1.b7e94604479dcp-14, 0x1.a36eec00926ddp-14,
    0x1.8fdc1b2dcf7b9p-14, 0x1.7d2737527c3f9p-14, 0x1.6b4702d7d5849p-14, 0x1.5a329b7d30748p-14,
    0x1.49e17724f4d41p-14, 0x1.3a4b60ba9aa4ep-14, 0x1.2b6875310f785p-14, 0x1.1d312098e9dbap-14,
    0x1.0f9e1b4dd36dfp-14, 0x1.02a8673a94692p-14, 0x1.ec929a665b449p-15, 0x1.d4f4b4c8e09edp-15,
    0x1.be6abbb10a5aap-15, 0x1.a8e8cc1fadef6p-15, 0x1.94637d5bacfdbp-15, 0x1.80cfdc72220cfp-15,
    0x1.6e2367dc27f95p-15, 0x1.5c540b4936fd2p-15, 0x1.4b581b8d170fcp-15, 0x1.3b2652b06c2b2p-15,
    0x1.2bb5cc22e5db6p-15, 0x1.1cfe010e2052dp-15, 0x1.0ef6c4c84a0fep-15, 0x1.01984165a5f36p-15,
    0x1.e9b5e8d00ce77p-16, 0x1.d16f5716c6c1ap-16, 0x1.ba4f035d60e03p-16, 0x1.a447b7b03f045p-16,
    0x1.8f4ccca7fc90dp-16, 0x1.7b5223dac7336p-16, 0x1.684c227fcacefp-16, 0x1.562fac4329b48p-16,
    0x1.44f21e49054f2p-16, 0x1.34894a5e24657p-16, 0x1.24eb7254ccf83p-16, 0x1.160f438c70913p-16,
    0x1.07ebd2a2d2844p-16, 0x1.f4f12e9ab070ap-17, 0x1.db5ad0b27805cp-17, 0x1.c304efa2c6f4ep-17,
    0x1.abe09e9144b5ep-17, 0x1.95df988e76644p-17, 0x1.80f439b4ee04bp-17, 0x1.6d11788a69c64p-17,
    0x1.5a2adfa0b4bc4p-17, 0x1.4834877429b8fp-17, 0x1.37231085c7d9ap-17, 0x1.26eb9daed6f7ep-17,
    0x1.1783ceac28910p-17, 0x1.08e1badf0fcedp-17, 0x1.f5f7d88472604p-18, 0x1.db92b5212fb8dp-18,
    0x1.c282cd3957edap-18, 0x1.aab7abace48dcp-18, 0x1.94219bfcb4928p-18, 0x1.7eb1a2075864ep-18,
    0x1.6a597219a93dap-18, 0x1.570b69502f313p-18, 0x1.44ba864670882p-18, 0x1.335a62115bce2p-18,
    0x1.22df298214423p-18, 0x1.133d96ae7e0ddp-18, 0x1.046aeabcfcdecp-18, 0x1.ecb9cfe1d8642p-19,
    0x1.d21397ead99cbp-19, 0x1.b8d094c86d374p-19, 0x1.a0df0f0c626dcp-19, 0x1.8a2e269750a39p-19,
    0x1.74adc8f4064d3p-19, 0x1.604ea819f007cp-19, 0x1.4d0231928c6f9p-19, 0x1.3aba85fe22e20p-19,
    0x1.296a70f414053p-19, 0x1.1905613b3abf2p-19, 0x1.097f6156f32c5p-19, 0x1.f59a20caf6695p-20,
    0x1.d9c73698fb1dcp-20, 0x1.bf716c6168baep-20, 0x1.a6852c6b58392p-20, 0x1.8eefd70594a89p-20,
    0x1.789fb715aae95p-20, 0x1.6383f726a8e04p-20, 0x1.4f8c96f26a26ap-20, 0x1.3caa61607f920p-20,
    0x1.2acee2f5ecdb8p-20, 0x1.19ec60b1242edp-20, 0x1.09f5cf4dd2877p-20, 0x1.f5bd95d8730d8p-21,
    0x1.d9371e2ff7c35p-21, 0x1.be41de54d155ap-21, 0x1.a4c89e08ef4f3p-21, 0x1.8cb738399b12cp-21,
    0x1.75fa8dbc84becp-21, 0x1.608078a70dcbcp-21, 0x1.4c37c0394d094p-21, 0x1.39100d5687bfep-21,
    0x1.26f9df8519bd7p-21, 0x1.15e6827001f18p-21, 0x1.05c803e4831c1p-21, 0x1.ed22548cffd35p-22,
    0x1.d06ad6ecdf971p-22, 0x1.b551c847fbc96p-22, 0x1.9bc09f112b494p-22, 0x1.83a1ff0aa239dp-22,
    0x1.6ce1aa3fd7bddp-22, 0x1.576c72b514859p-22, 0x1.43302cc4a0da8p-22, 0x1.301ba221dc9bbp-22,
    0x1.1e1e857adc568p-22, 0x1.0d2966b1746f7p-22, 0x1.fa5b4f49cc6b2p-23, 0x1.dc3ae30b55c16p-23,
    0x1.bfd7555a3bd68p-23, 0x1.a517d9e61628ap-23, 0x1.8be4f8f6c951fp-23, 0x1.74287ded49339p-23,
    0x1.5dcd669f2cd34p-23, 0x1.48bfd38302871p-23, 0x1.34ecf8a3c124ap-23, 0x1.22430f521cbcfp-23,
    0x1.10b1488aeb235p-23, 0x1.0027c00a263a6p-23, 0x1.e12ee004efc37p-24, 0x1.c3e44ae32b16bp-24,
    0x1.a854ea14102a8p-24, 0x1.8e6761569f45dp-24, 0x1.7603bac345f65p-24, 0x1.5f1353cdad001p-24,
    0x1.4980cb3c80949p-24, 0x1.3537f00b6ad4dp-24, 0x1.2225b12bffc68p-24, 0x1.10380e1adb7e9p-24,
    0x1.febc107d5efaap-25, 0x1.df0f2a0ee6947p-25, 0x1.c14b2188bcee4p-25, 0x1.a553644f7f07dp-25,
    0x1.8b0cfce0579e0p-25, 0x1.725e7c5dd20f7p-25, 0x1.5b2fe547a1340p-25, 0x1.456a974e92e93p-25,
    0x1.30f93c3699078p-25, 0x1.1dc7b5b978cf8p-25, 0x1.0bc30c5d52f15p-25, 0x1.f5b2be65a0c7fp-26,
    0x1.d5f3a8dea7357p-26, 0x1.b82915b03515bp-26, 0x1.9c3517e789488p-26, 0x1.81fb7df06136ep-26,
    0x1.6961b8d641d06p-26, 0x1.524ec4d916caep-26, 0x1.3cab1343d18d1p-26, 0x1.2860757487a01p-26,
    0x1.155a09065d4f7p-26, 0x1.0384250e4c9fcp-26, 0x1.e59890b926c78p-27, 0x1.c642116a8a9e3p-27,
    0x1.a8e405e651ab6p-27, 0x1.8d5f98114f872p-27, 0x1.7397c5a66e307p-27, 0x1.5b71456c5a4c4p-27,
    0x1.44d26de513197p-27, 0x1.2fa31d6371537p-27, 0x1.1bcca373b7b43p-27, 0x1.0939ab853339fp-27,
    0x1.efac5187b2863p-28, 0x1.cf1e86235d0e7p-28, 0x1.b0a68a2128babp-28, 0x1.9423165bc4444p-28,
    0x1.7974e743dea3dp-28, 0x1.607e9eacd1050p-28, 0x1.4924a74dec729p-28, 0x1.334d19e0c2160p-28,
    0x1.1edfa3c5f5ccap-28, 0x1.0bc56f1b54701p-28, 0x1.f3d2185e047d9p-29, 0x1.d26cb87945e87p-29,
    0x1.b334fac4b9f99p-29, 0x1.96076f7918d1cp-29, 0x1.7ac2d72fc2c63p-29, 0x1.614801550319ep-29,
    0x1.4979ac8b28927p-29, 0x1.333c68e2d0548p-29, 0x1.1e767bce37dd7p-29, 0x1.0b0fc5b6d05a0p-29,
    0x1.f1e3523b41d7dp-30, 0x1.d00de6608effep-30, 0x1.b0778b7b3301bp-30, 0x1.92fb04ec0f6cfp-30,
    0x1.77756ec9f78fap-30, 0x1.5dc61922d5a06p-30, 0x1.45ce65699ff6dp-30, 0x1.2f71a5f159970p-30,
    0x1.1a94ff571654fp-30, 0x1.071f4bbea09ecp-30, 0x1.e9f1ff8ddd774p-31, 0x1.c818223a202c7p-31,
    0x1.a887bd2b4404dp-31, 0x1.8b1a336c5eb6bp-31, 0x1.6fab63324088ap-31, 0x1.56197e30205bap-31,
    0x1.3e44e45301b92p-31, 0x1.281000bfe4c3fp-31, 0x1.135f28f2d50b4p-31, 0x1.00187dded5975p-31,
    0x1.dc479de0ef001p-32, 0x1.bad4fdad3caa1p-32, 0x1.9baed3ed27ab8p-32, 0x1.7ead9ce4285bbp-32,
    0x1.63ac6b4edc88ep-32, 0x1.4a88be2a6390cp-32, 0x1.332259185f1a0p-32, 0x1.1d5b1f3793044p-32,
    0x1.0916f04b6e18bp-32, 0x1.ec77101de6926p-33, 0x1.c960bf23153e0p-33, 0x1.a8bd20fc65ef7p-33,
    0x1.8a61745ec7d1dp-33, 0x1.6e25d0e756261p-33, 0x1.53e4f7d1666cbp-33, 0x1.3b7c27a7ddb0ep-33,
    0x1.24caf2c32af14p-33, 0x1.0fb3186804d0fp-33, 0x1.f830c0bb41fd7p-34, 0x1.d3c0f1a91c846p-34,
    0x1.b1e5acf351d87p-34, 0x1.92712d259ce66p-34, 0x1.7538c60a04476p-34, 0x1.5a14b04b47879p-34,
    0x1.40dfd87456f4cp-34, 0x1.2977b1172b9d5p-34, 0x1.13bc07e891491p-34, 0x1.ff1dbb4300811p-35,
    0x1.d9a880f306bd8p-35, 0x1.b6e45220b55e0p-35, 0x1.96a0b33f2c4dap-35, 0x1.78b07e9e924acp-35,
    0x1.5ce9ab1670dd2p-35, 0x1.4325167006bb0p-35, 0x1.2b3e53538ff3fp-35, 0x1.15137a7f44864p-35,
    0x1.0084ff125639dp-35, 0x1.daeb0b7311ec7p-36, 0x1.b7937d1c40c53p-36, 0x1.96d082f59ab06p-36,
    0x1.7872d9fa10aadp-36, 0x1.5c4e8e37bc7d0p-36, 0x1.423ac0df49a40p-36, 0x1.2a117230ad284p-36,
    0x1.13af4f04f9998p-36, 0x1.fde703724e560p-37, 0x1.d77f0c82e7641p-37, 0x1.b3ee02611d7ddp-37,
    0x1.92ff33023d5bdp-37, 0x1.7481a9e69f53fp-37, 0x1.5847eda620959p-37, 0x1.3e27c1fcc74bdp-37,
    0x1.25f9ee0b923dcp-37, 0x1.0f9a068653200p-37, 0x1.f5cc7718082b0p-38, 0x1.cf7e53d6a2ca5p-38,
    0x1.ac0f5f3229372p-38, 0x1.8b498644847eap-38, 0x1.6cfa9bcca59dcp-38, 0x1.50f411d4fd2cdp-38,
    0x1.370ab8327af5ep-38, 0x1.1f167f88c6b6ep-38, 0x1.08f24085d4597p-38, 0x1.e8f70e181d61ap-39,
    0x1.c324c20e337dcp-39, 0x1.a03261574b54ep-39, 0x1.7fe903cdf5855p-39, 0x1.6215c58da3450p-39,
    0x1.46897d4b69fc6p-39, 0x1.2d1877d731b7bp-39, 0x1.159a386b11517p-39, 0x1.ffd27ae9393cep-40,
    0x1.d7c593130dd0bp-40, 0x1.b2cd607c79bcfp-40, 0x1.90ae4d3405651p-40, 0x1.71312dd1759e2p-40,
    0x1.5422ef5d8949dp-40, 0x1.39544b0ecc957p-40, 0x1.20997f73e73ddp-40, 0x1.09ca0eaacd277p-40,
    0x1.e9810295890ecp-41, 0x1.c2b45b5aa4a1dp-41, 0x1.9eee068fa7596p-41, 0x1.7df2b399c10a8p-41,
    0x1.5f8b87a31bd85p-41, 0x1.4385c96e9a2d9p-41, 0x1.29b2933ef4cbcp-41, 0x1.11e68a6378f8ap-41,
    0x1.f7f338086a86bp-42, 0x1.cf8d7d9ce040ap-42, 0x1.aa577251ae485p-42, 0x1.8811d739efb5fp-42,
    0x1.68823e52970bep-42, 0x1.4b72ae68e8b4cp-42, 0x1.30b14dbe876bcp-42, 0x1.181012ef86610p-42,
    0x1.01647ba798745p-42, 0x1.d90e917701675p-43, 0x1.b2a87e86d0c8ap-43, 0x1.8f53dcb377293p-43,
    0x1.6ed2f2515e933p-43, 0x1.50ecc9ed47f19p-43, 0x1.356cd5ce7799ep-43, 0x1.1c229a587ab78p-43,
    0x1.04e15ecc7f3f6p-43, 0x1.deffc7e6a6017p-44, 0x1.b7b040832f310p-44, 0x1.938e021f36d76p-44,
    0x1.7258610b3b233p-44, 0x1.53d3bfc82a909p-44, 0x1.37c92babdc2fdp-44, 0x1.1e06010120f6ap-44,
    0x1.065b9616170d4p-44, 0x1.e13dd96b3753bp-45, 0x1.b950d32467392p-45, 0x1.94a72263259a5p-45,
    0x1.72fd93e036cdcp-45, 0x1.54164576929abp-45, 0x1.37b83c521fe96p-45, 0x1.1daf033182e96p-45,
    0x1.05ca50205d26ap-45, 0x1.dfbb6235639fap-46, 0x1.b7807e294781fp-46, 0x1.9298add70a734p-46,
    0x1.70beaf9c7ffb6p-46, 0x1.51b2cd6709222p-46, 0x1.353a6cf7f7fffp-46, 0x1.1b1fa8cbe84a7p-46,
    0x1.0330f0fd69921p-46, 0x1.da81670f96f9bp-47, 0x1.b24a16b4d09aap-47, 0x1.8d6eeb6efdbd6p-47,
    0x1.6ba91ac734786p-47, 0x1.4cb7966770ab5p-47, 0x1.305e9721d0981p-47, 0x1.1667311fff70ap-47,
    0x1.fd3de10d62855p-48, 0x1.d1aefbcd48d0cp-48, 0x1.a9cc93c25aca9p-48, 0x1.85487ee3ea735p-48,
    0x1.63daf8b4b1e0cp-48, 0x1.45421e69a6ca1p-48, 0x1.294175802d99ap-48, 0x1.0fa17bf41068fp-48,
    0x1.f05e82aae2bb9p-49, 0x1.c578101b29058p-49, 0x1.9e39dc5dd2f7cp-49, 0x1.7a553a728bbf2p-49,
    0x1.5982008db1304p-49, 0x1.3b7e00422e51bp-49, 0x1.200c898d9ee3ep-49, 0x1.06f5f7eb65a56p-49,
    0x1.e00e9148a1d25p-50, 0x1.b623734024e92p-50, 0x1.8fd4e01891bf8p-50, 0x1.6cd44c7470d89p-50,
    0x1.4cd9c04158cd7p-50, 0x1.2fa34bf5c8344p-50, 0x1.14f4890ff2461p-50, 0x1.f92c49dfa4df5p-51,
    0x1.ccaaea71ab0dfp-51, 0x1.a40829f001197p-51, 0x1.7eef13b59e96cp-51, 0x1.5d11e1a252bf5p-51,
    0x1.3e296303b2297p-51, 0x1.21f47009f43cep-51, 0x1.083768c5e4542p-51, 0x1.e1777d831265fp-52,
    0x1.b69f10b0191b5p-52, 0x1.8f8a3a05b5b53p-52, 0x1.6be573c40c8e7p-52, 0x1.4b645ba991fdbp-52,
    0x1.2dc119095729fp-52,
};


// erfc(a) = *c_hi + *c_lo - (the result), for 0 <= a < 6 (see above): with e_n =
// (-1)^(n-1) H_(n-1)(c), e_(n+1) = -2c e_n - 2(n-1) e_(n-1), and S = h (e_1 + h/2 (e_2 + h/3
// (e_3 + ...))). Written out, not as a loop: the SPMD vectorizer sees the kernel before loops
// unroll, and straight code lets CSE share one value's erfc(x) and erfc(-x) (cumulative normals
// of d and -d: the |x| of both is one value, pipeline.cpp's dropSignsUnderFabs).
static double erfc_offset(double a, double* c_hi, double* c_lo) {
  const int j = (int)rint(a * 128.0);
  const double c = 0.0078125 * j, h = a - c, m = -2.0 * c;
  *c_hi = erfc_center_hi[j];
  *c_lo = erfc_center_lo[j];
  const double e2 = m, e3 = fma(m, e2, -2.0), e4 = fma(m, e3, -4.0 * e2),
               e5 = fma(m, e4, -6.0 * e3), e6 = fma(m, e5, -8.0 * e4), e7 = fma(m, e6, -10.0 * e5);
  double sum = fma(e7, h * (1.0 / 7.0), e6);
  sum = fma(sum, h * (1.0 / 6.0), e5);
  sum = fma(sum, h * (1.0 / 5.0), e4);
  sum = fma(sum, h * (1.0 / 4.0), e3);
  sum = fma(sum, h * (1.0 / 3.0), e2);
  sum = fma(sum, h * 0.5, 1.0);
  return erfc_center_slope[j] * (h * sum);
}

// erfc(a) for 6 <= a <= 27.5 (see above): e^(-a^2) / a G(1 / a^2), G(u) = a e^(a^2) erfc(a), a
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
