// Half-precision forms of the math, common and geometric builtins (cl_khr_fp16; OpenCL C 3.0
// §6.15.2, §6.15.4, §6.15.5). Each computes in float and rounds once to half: every half is
// exact in float, the float functions' errors are a few thousandths of a half's ULP, and for the
// correctly rounded operations (sqrt, and the exact ones) a float result rounded to half is the
// correctly rounded half (float has more than 2 x 11 + 2 bits). fma alone needs double (below),
// and fract and nextafter work on halves themselves.
#include "macros.h"

#include "half_bits.h"

// Halves to floats and back on whole vectors: one instruction each where the host has F16C.
static OVL float widen(half x) { return (float)x; }
static OVL half narrow(float x) { return (half)x; }
#define WIDEN_NARROW(N, UNUSED)                                                                   \
  static OVL float##N widen(half##N x) { return __builtin_convertvector(x, float##N); }           \
  static OVL half##N narrow(float##N x) { return __builtin_convertvector(x, half##N); }
VEC_WIDTHS(WIDEN_NARROW, )

#define VIA_FLOAT_1(N, F)                                                                         \
  OVL half##N F(half##N x) { return narrow(F(widen(x))); }
#define VIA_FLOAT_2(N, F)                                                                         \
  OVL half##N F(half##N x, half##N y) { return narrow(F(widen(x), widen(y))); }
#define VIA_FLOAT_3(N, F)                                                                         \
  OVL half##N F(half##N x, half##N y, half##N z) { return narrow(F(widen(x), widen(y), widen(z))); }
// The second argument an int vector (ldexp, pown, rootn).
#define VIA_FLOAT_HI(N, F)                                                                        \
  OVL half##N F(half##N x, int##N n) { return narrow(F(widen(x), n)); }

#define UNARY(F) ALL_WIDTHS(VIA_FLOAT_1, F)
#define BINARY(F) ALL_WIDTHS(VIA_FLOAT_2, F)
#define TERNARY(F) ALL_WIDTHS(VIA_FLOAT_3, F)

// Math.
UNARY(acos)
UNARY(acosh)
UNARY(acospi)
UNARY(asin)
UNARY(asinh)
UNARY(asinpi)
UNARY(atan)
UNARY(atanh)
UNARY(atanpi)
UNARY(cbrt)
UNARY(ceil)
UNARY(cos)
UNARY(cosh)
UNARY(cospi)
UNARY(erf)
UNARY(erfc)
UNARY(exp)
UNARY(exp10)
UNARY(exp2)
UNARY(expm1)
UNARY(fabs)
UNARY(floor)
UNARY(lgamma)
UNARY(log)
UNARY(log10)
UNARY(log1p)
UNARY(log2)
UNARY(logb)
UNARY(rint)
UNARY(round)
UNARY(rsqrt)
UNARY(sin)
UNARY(sinh)
UNARY(sinpi)
UNARY(sqrt)
UNARY(tan)
UNARY(tanh)
UNARY(tanpi)
UNARY(tgamma)
UNARY(trunc)
BINARY(atan2)
BINARY(atan2pi)
BINARY(copysign)
BINARY(fdim)
BINARY(fmax)
BINARY(fmin)
BINARY(fmod)
BINARY(hypot)
BINARY(maxmag)
BINARY(minmag)
BINARY(pow)
BINARY(powr)
BINARY(remainder)
TERNARY(mad)
ALL_WIDTHS(VIA_FLOAT_HI, ldexp)
ALL_WIDTHS(VIA_FLOAT_HI, pown)
ALL_WIDTHS(VIA_FLOAT_HI, rootn)

#define HALF_VECTOR_FORMS(N, UNUSED)                                                              \
  OVL half##N fmax(half##N x, half y) { return fmax(x, (half##N)(y)); }                           \
  OVL half##N fmin(half##N x, half y) { return fmin(x, (half##N)(y)); }                           \
  OVL half##N ldexp(half##N x, int n) { return ldexp(x, (int##N)(n)); }
VEC_WIDTHS(HALF_VECTOR_FORMS, )

// fma: in double, then rounded to half. a b is exact in double and a b + c rounds once there.
// Rounding that double to half again errs only where it is a half's midpoint that the exact sum
// is not, within half a double ULP (|sum| 2^-53); every term is a multiple of 2^-48, so that needs
// |sum| > 32 and bits of a b below 2^-37 (c has none below 2^-24): |a b| < 2^-15 beside |c| > 31,
// whose midpoints are 2^-7 or more away. (In float the second rounding does err: 1.5 x 683/1024
// + 2^-24.)
#define FMA(N, UNUSED)                                                                            \
  OVL half##N fma(half##N a, half##N b, half##N c) {                                              \
    const double##N r = fma(convert_double##N(a), convert_double##N(b), convert_double##N(c));    \
    return as_half##N(double_to_half##N(r, RTE));                                                 \
  }
ALL_WIDTHS(FMA, )

OVL int ilogb(half x) { return ilogb(widen(x)); }
#define ILOGB(N, UNUSED)                                                                          \
  OVL int##N ilogb(half##N x) { return ilogb(widen(x)); }
VEC_WIDTHS(ILOGB, )

#define NAN_CODE(N, UNUSED)                                                                       \
  OVL half##N nan(ushort##N code) {                                                               \
    return as_half##N((ushort##N)((ushort##N)(0x7e00) | (code & (ushort##N)(0x1ff))));            \
  }
ALL_WIDTHS(NAN_CODE, )

// nextafter: one step of the bits away from or towards zero (math_exact.cl's, on halves).
#define NEXTAFTER(N, UNUSED)                                                                      \
  OVL half##N nextafter(half##N x, half##N y) {                                                   \
    const half##N zero = (half##N)(0.0h);                                                         \
    const short##N away = isless(x, y) == isgreater(x, zero);                                     \
    const short##N bits = as_short##N(x) + (away ? (short##N)(1) : (short##N)(-1));               \
    half##N r = isequal(x, zero) ? copysign(as_half##N((short##N)(1)), y) : as_half##N(bits);     \
    r = isequal(x, y) ? y : r;                                                                    \
    return isnan(x) || isnan(y) ? x + y : r;                                                      \
  }
ALL_WIDTHS(NEXTAFTER, )

// The forms with a result through a pointer, in every address space.
#define POINTER_FORMS(AS, N)                                                                      \
  /* fract: below 1 in half too (float's 1 - 2^-24 would round up to 1). */                       \
  OVL half##N fract(half##N x, AS half##N* whole) {                                               \
    float##N w;                                                                                   \
    const half##N r = narrow(fract(widen(x), &w));                                                \
    *whole = narrow(w);                                                                           \
    return r >= (half##N)(1.0h) ? (half##N)(0x1.ffcp-1h) : r;                                     \
  }                                                                                               \
  OVL half##N modf(half##N x, AS half##N* whole) {                                                \
    float##N w;                                                                                   \
    const half##N r = narrow(modf(widen(x), &w));                                                 \
    *whole = narrow(w);                                                                           \
    return r;                                                                                     \
  }                                                                                               \
  OVL half##N sincos(half##N x, AS half##N* cosine) {                                             \
    float##N c;                                                                                   \
    const half##N s = narrow(sincos(widen(x), &c));                                               \
    *cosine = narrow(c);                                                                          \
    return s;                                                                                     \
  }                                                                                               \
  OVL half##N frexp(half##N x, AS int##N* exponent) {                                             \
    int##N e;                                                                                     \
    const half##N m = narrow(frexp(widen(x), (int##N*)&e));                                       \
    *exponent = e;                                                                                \
    return m;                                                                                     \
  }                                                                                               \
  OVL half##N lgamma_r(half##N x, AS int##N* sign) {                                              \
    int##N s;                                                                                     \
    const half##N r = narrow(lgamma_r(widen(x), (int##N*)&s));                                    \
    *sign = s;                                                                                    \
    return r;                                                                                     \
  }                                                                                               \
  OVL half##N remquo(half##N x, half##N y, AS int##N* quotient) {                                 \
    int##N q;                                                                                     \
    const half##N r = narrow(remquo(widen(x), widen(y), (int##N*)&q));                            \
    *quotient = q;                                                                                \
    return r;                                                                                     \
  }
#define POINTER_FORMS_ALL(N, UNUSED) POINTER_SPACES(POINTER_FORMS, N)
ALL_WIDTHS(POINTER_FORMS_ALL, )

// Common.
UNARY(degrees)
UNARY(radians)
UNARY(sign)
BINARY(max)
BINARY(min)
BINARY(step)
TERNARY(clamp)
TERNARY(mix)
TERNARY(smoothstep)
#define COMMON_SCALAR(N, UNUSED)                                                                  \
  OVL half##N min(half##N x, half y) { return min(x, (half##N)(y)); }                             \
  OVL half##N max(half##N x, half y) { return max(x, (half##N)(y)); }                             \
  OVL half##N clamp(half##N x, half lo, half hi) {                                                \
    return clamp(x, (half##N)(lo), (half##N)(hi));                                                \
  }                                                                                               \
  OVL half##N mix(half##N x, half##N y, half a) { return mix(x, y, (half##N)(a)); }               \
  OVL half##N step(half edge, half##N x) { return step((half##N)(edge), x); }                     \
  OVL half##N smoothstep(half e0, half e1, half##N x) {                                           \
    return smoothstep((half##N)(e0), (half##N)(e1), x);                                           \
  }
VEC_WIDTHS(COMMON_SCALAR, )

// Geometric: in float (products of halves are exact there; length and normalize go through
// double in geometric.cl).
#define GEOMETRIC(N, UNUSED)                                                                      \
  OVL half dot(half##N x, half##N y) { return narrow(dot(widen(x), widen(y))); }                  \
  OVL half length(half##N x) { return narrow(length(widen(x))); }                                 \
  OVL half distance(half##N x, half##N y) { return narrow(distance(widen(x), widen(y))); }        \
  OVL half##N normalize(half##N x) { return narrow(normalize(widen(x))); }
GEOMETRIC(, )
GEOMETRIC(2, )
GEOMETRIC(3, )
GEOMETRIC(4, )
OVL half3 cross(half3 a, half3 b) { return narrow(cross(widen(a), widen(b))); }
OVL half4 cross(half4 a, half4 b) { return narrow(cross(widen(a), widen(b))); }
