// Math builtins (OpenCL C 3.0 §6.15.2). Exact operations map to LLVM intrinsics; the
// transcendental functions are our own (math_float.cl, math_double.cl, math_pi.cl, cbrt here).
#include "macros.h"

// Exact operations: an LLVM intrinsic each, on the scalar and on the whole vector.
#define EXACT(ARITY, NAME, LLVM)                                                                  \
  VEC_WIDTHS(VEC_INTRINSIC##ARITY##_N, float, NAME, LLVM, "f32")                                  \
  VEC_WIDTHS(VEC_INTRINSIC##ARITY##_N, double, NAME, LLVM, "f64")
#define EXACT_UNARY(NAME, FLOAT_IMPL, DOUBLE_IMPL, LLVM)                                          \
  OVL float NAME(float x) { return FLOAT_IMPL(x); }                                               \
  OVL double NAME(double x) { return DOUBLE_IMPL(x); }                                            \
  EXACT(1, NAME, LLVM)
#define EXACT_BINARY(NAME, FLOAT_IMPL, DOUBLE_IMPL, LLVM)                                         \
  OVL float NAME(float x, float y) { return FLOAT_IMPL(x, y); }                                   \
  OVL double NAME(double x, double y) { return DOUBLE_IMPL(x, y); }                               \
  EXACT(2, NAME, LLVM)

EXACT_UNARY(sqrt, __builtin_sqrtf, __builtin_sqrt, "sqrt")
EXACT_UNARY(fabs, __builtin_fabsf, __builtin_fabs, "fabs")
EXACT_UNARY(floor, __builtin_floorf, __builtin_floor, "floor")
EXACT_UNARY(ceil, __builtin_ceilf, __builtin_ceil, "ceil")
EXACT_UNARY(trunc, __builtin_truncf, __builtin_trunc, "trunc")
EXACT_UNARY(rint, __builtin_rintf, __builtin_rint, "rint")
EXACT_UNARY(round, __builtin_roundf, __builtin_round, "round")
EXACT_BINARY(fmin, __builtin_fminf, __builtin_fmin, "minnum")
EXACT_BINARY(fmax, __builtin_fmaxf, __builtin_fmax, "maxnum")
EXACT_BINARY(copysign, __builtin_copysignf, __builtin_copysign, "copysign")

// cbrt: a first guess from the exponent field divided by 3 (within 7%), four Newton steps
// y <- (2y + a/y^2) / 3 (each squares the relative error: below 1e-19 after four), then one more
// on the residual y^3 - a computed exactly with FMAs, which leaves the correctly rounded root but
// in rare cases. Subnormal x is scaled by 2^54 first (2^18 out); zeros, infinities and NaN come
// through as they are. The float form rounds the double result.
OVL double cbrt(double x) {
  const bool tiny = x != 0.0 && fabs(x) < 0x1p-1022;
  const double a = fabs(tiny ? x * 0x1p54 : x);
  double y = as_double(as_long(a) / 3 + 0x2aa0000000000000l);
  for (int i = 0; i < 4; ++i)
    y = (2.0 * y + a / (y * y)) * (1.0 / 3.0);
  const double y2 = y * y, e2 = fma(y, y, -y2);
  const double y3 = y2 * y, residual = (y3 - a) + fma(y2, y, -y3) + e2 * y;
  const double corrected = y - residual / (3.0 * y2);
  const double r = copysign(tiny ? corrected * 0x1p-18 : corrected, x);
  return x == 0.0 || !isfinite(x) ? x : r;
}
OVL float cbrt(float x) { return (float)cbrt((double)x); }
VEC_UNARY(float, cbrt, float)
VEC_UNARY(double, cbrt, double)
// fdim: x - y when x > y, +0 otherwise, NaN from either NaN.
#define FDIM(T)                                                                                   \
  OVL T fdim(T x, T y) { return isnan(x) || isnan(y) ? x + y : x > y ? x - y : (T)0; }
FDIM(float)
FDIM(double)
VEC_BINARY(float, fdim, float, float)
VEC_BINARY(double, fdim, double, double)

// powr is pow for x >= 0, defined as exp2(y log2 x): the spec's special values follow from that
// (-0 counts as 0, 0^0, infinity^0 and 1^infinity are NaN, 0^y is +infinity or +0 by y's sign).
#define POWR(T, POW)                                                                              \
  OVL T powr(T x, T y) {                                                                          \
    T r = POW(x, y);                                                                              \
    r = x == (T)1 ? (isinf(y) ? (T)NAN : (T)1) : r;                                               \
    r = x == (T)INFINITY ? (y == (T)0 ? (T)NAN : y < (T)0 ? (T)0 : (T)INFINITY) : r;              \
    r = x == (T)0 ? (y == (T)0 ? (T)NAN : y < (T)0 ? (T)INFINITY : (T)0) : r;                     \
    return x < (T)0 || isnan(x) || isnan(y) ? (T)NAN : r;                                         \
  }
POWR(float, pow)
POWR(double, pow)
VEC_BINARY(float, powr, float, float)
VEC_BINARY(double, powr, double, double)

// pow and pown are in math_double.cl.

// ldexp: x 2^n rounded once. A double's steps of 2^1023 up or 2^-969 down are exact (a step down
// that leaves the normal range means the result underflows to zero anyway), then one product by
// a power of two in range rounds. A float's x 2^n, n clamped to +-400, is exact in double.
static double scale_step(double x, int* n) {
  const int up = *n > 1023, down = *n < -1022;
  *n = up ? *n - 1023 : down ? *n + 969 : *n;
  return x * (up ? 0x1p1023 : down ? 0x1p-969 : 1.0);
}
static double power_of_two_in_range(int n) { return as_double((long)(n + 1023) << 52); }
OVL double ldexp(double x, int n) {
  double y = scale_step(x, &n);
  y = scale_step(y, &n);
  return y * power_of_two_in_range(clamp(n, -1022, 1023));
}
OVL float ldexp(float x, int n) {
  return (float)((double)x * power_of_two_in_range(clamp(n, -400, 400)));
}
VEC_BINARY(float, ldexp, float, int)
VEC_BINARY(double, ldexp, double, int)
// The vector forms with one int exponent for every element.
#define LDEXP_SCALAR_EXPONENT(N, T)                                                               \
  OVL T##N ldexp(T##N x, int n) { return ldexp(x, (int##N)(n)); }
VEC_WIDTHS(LDEXP_SCALAR_EXPONENT, float)
VEC_WIDTHS(LDEXP_SCALAR_EXPONENT, double)

// rsqrt: a correctly rounded square root and a correctly rounded division err by less than
// 1.5 ULP, within the spec's 2 (float) and 2 (double); both have vector instructions.
#define RSQRT(N, T) \
  OVL T##N rsqrt(T##N x) { return (T)1 / sqrt(x); }
ALL_WIDTHS(RSQRT, float)
ALL_WIDTHS(RSQRT, double)

OVL float fma(float a, float b, float c) { return __builtin_fmaf(a, b, c); }
OVL double fma(double a, double b, double c) { return __builtin_fma(a, b, c); }
VEC_WIDTHS(VEC_INTRINSIC3_N, float, fma, "fma", "f32")
VEC_WIDTHS(VEC_INTRINSIC3_N, double, fma, "fma", "f64")

// mad may be computed any way; a contractible multiply-add becomes an FMA on hosts that have one.
#pragma OPENCL FP_CONTRACT ON
#define MAD(N, T)                                                                                 \
  OVL T##N mad(T##N a, T##N b, T##N c) { return a * b + c; }
ALL_WIDTHS(MAD, float)
ALL_WIDTHS(MAD, double)

// fmin/fmax with a scalar second operand.
#define FMINMAX_SCALAR(N, T)                                                                      \
  OVL T##N fmin(T##N x, T y) { return fmin(x, (T##N)(y)); }                                       \
  OVL T##N fmax(T##N x, T y) { return fmax(x, (T##N)(y)); }
VEC_WIDTHS(FMINMAX_SCALAR, float)
VEC_WIDTHS(FMINMAX_SCALAR, double)

// native_* and half_* promise nothing beyond the implementation's choice; the full-precision
// functions are the fastest correct choice until a vector math library exists.
#define NATIVE_UNARY(N, PREFIX, NAME)                                                             \
  OVL float##N PREFIX##NAME(float##N x) { return NAME(x); }
#define NATIVE_FUNCTIONS(N, PREFIX)                                                               \
  NATIVE_UNARY(N, PREFIX, sqrt)                                                                   \
  NATIVE_UNARY(N, PREFIX, rsqrt)                                                                  \
  NATIVE_UNARY(N, PREFIX, exp)                                                                    \
  NATIVE_UNARY(N, PREFIX, exp2)                                                                   \
  NATIVE_UNARY(N, PREFIX, exp10)                                                                  \
  NATIVE_UNARY(N, PREFIX, log)                                                                    \
  NATIVE_UNARY(N, PREFIX, log2)                                                                   \
  NATIVE_UNARY(N, PREFIX, log10)                                                                  \
  NATIVE_UNARY(N, PREFIX, sin)                                                                    \
  NATIVE_UNARY(N, PREFIX, cos)                                                                    \
  NATIVE_UNARY(N, PREFIX, tan)                                                                    \
  OVL float##N PREFIX##recip(float##N x) { return 1.0f / x; }                                     \
  OVL float##N PREFIX##divide(float##N x, float##N y) { return x / y; }                           \
  OVL float##N PREFIX##powr(float##N x, float##N y) { return powr(x, y); }
ALL_WIDTHS(NATIVE_FUNCTIONS, native_)
ALL_WIDTHS(NATIVE_FUNCTIONS, half_)
