// The math functions whose results are exact (OpenCL C 3.0 §6.15.2, 0 ULP): fract, frexp, modf,
// ilogb, logb, nan, nextafter, maxmag, minmag, fmod, remainder, remquo. Written on whole vectors with
// selects and bit operations, so a vectorized kernel runs them in its lanes without branches;
// fmod, remainder and remquo by a short loop of exact division steps.
#include "macros.h"

// select(a, b, c) as an expression that takes a scalar int condition for double as well.
#define SELECT(a, b, c) ((c) ? (b) : (a))

// T##N's integer siblings: I the same width (select's condition), and the float's bits.
#define FLOAT_BITS(N, T, BODY) BODY(N, T, int, uint, 23, 0xff, 127, 0x1p64f)
#define DOUBLE_BITS(N, T, BODY) BODY(N, T, long, ulong, 52, 0x7ff, 1023, 0x1p64)

// fract: x - floor(x), below 1; ±0 for ±infinity, NaN for NaN.
#define FRACT(AS, N, T, LESS_THAN_ONE)                                                            \
  OVL T##N fract(T##N x, AS T##N* whole) {                                                        \
    const T##N f = floor(x);                                                                      \
    *whole = f;                                                                                   \
    T##N r = fmin(x - f, (T##N)(LESS_THAN_ONE));                                                  \
    r = SELECT(r, copysign((T##N)(0), x), isinf(x));                                              \
    return SELECT(r, x, isnan(x));                                                                \
  }

// modf: the integral part through the pointer, the fraction with x's sign (±0 for infinities).
#define MODF(AS, N, T)                                                                            \
  OVL T##N modf(T##N x, AS T##N* whole) {                                                         \
    const T##N t = trunc(x);                                                                      \
    *whole = t;                                                                                   \
    return copysign(SELECT(x - t, (T##N)(0), isinf(x)), x);                                       \
  }

// The exponent field of normal and subnormal x (subnormals scaled up by 2^64 first), unbiased:
// x = m * 2^e with m in [1, 2).
#define EXPONENT_OF(N, T, S, U, MANT, EXPMASK, BIAS, SCALE)                                       \
  static S##N exponent_##T##N(T##N x) {                                                           \
    const S##N subnormal = isless(fabs(x), (T##N)(MINIMUM_NORMAL_##T));                           \
    const T##N scaled = SELECT(x, x * SCALE, subnormal);                                          \
    const S##N field = (as_##S##N(scaled) >> MANT) & EXPMASK;                                     \
    return field - BIAS - SELECT((S##N)(0), (S##N)(64), subnormal);                               \
  }
#define MINIMUM_NORMAL_float 0x1p-126f
#define MINIMUM_NORMAL_double 0x1p-1022

// frexp: x = m * 2^e with |m| in [0.5, 1); x itself and 0 for zeros, infinities and NaN. m is x
// with the exponent field of 0.5.
#define FREXP(AS, N, T, S, U, MANT, EXPMASK, BIAS, SCALE)                                         \
  OVL T##N frexp(T##N x, AS int##N* exponent) {                                                   \
    const S##N subnormal = isless(fabs(x), (T##N)(MINIMUM_NORMAL_##T));                           \
    const S##N bits = as_##S##N(SELECT(x, x * SCALE, subnormal));                                 \
    const S##N e = ((bits >> MANT) & EXPMASK) - (BIAS - 1) - SELECT((S##N)(0), (S##N)(64), subnormal); \
    const T##N m = as_##T##N((bits & ~((S##N)(EXPMASK) << MANT)) | ((S##N)(BIAS - 1) << MANT));   \
    const S##N plain = isequal(x, (T##N)(0)) | isinf(x) | isnan(x);                               \
    *exponent = convert_int##N(SELECT(e, (S##N)(0), plain));                                      \
    return SELECT(m, x, plain);                                                                   \
  }

#define FREXP_ALL(N, T, S, ...) POINTER_SPACES(FREXP, N, T, S, __VA_ARGS__)
#define EXACT_FUNCTIONS(N, T, S, U, MANT, EXPMASK, BIAS, SCALE)                                   \
  EXPONENT_OF(N, T, S, U, MANT, EXPMASK, BIAS, SCALE)                                             \
  FREXP_ALL(N, T, S, U, MANT, EXPMASK, BIAS, SCALE)                                               \
  OVL int##N ilogb(T##N x) {                                                                      \
    S##N e = exponent_##T##N(x);                                                                  \
    e = SELECT(e, (S##N)(FP_ILOGB0), isequal(x, (T##N)(0)));                                      \
    e = SELECT(e, (S##N)(INT_MAX), isinf(x));                                                     \
    return convert_int##N(SELECT(e, (S##N)(FP_ILOGBNAN), isnan(x)));                              \
  }                                                                                               \
  OVL T##N logb(T##N x) {                                                                         \
    T##N e = convert_##T##N(exponent_##T##N(x));                                                  \
    e = SELECT(e, (T##N)(-INFINITY), isequal(x, (T##N)(0)));                                      \
    return SELECT(e, fabs(x), isinf(x) | isnan(x));                                               \
  }                                                                                               \
  /* The neighbour of x towards y: one step of the bits away from or towards zero. */            \
  OVL T##N nextafter(T##N x, T##N y) {                                                            \
    const S##N away = isless(x, y) == isgreater(x, (T##N)(0));                                    \
    const S##N bits = as_##S##N(x) + SELECT((S##N)(-1), (S##N)(1), away);                         \
    T##N r = SELECT(as_##T##N(bits), copysign(as_##T##N((S##N)(1)), y), isequal(x, (T##N)(0)));  \
    r = SELECT(r, y, isequal(x, y));                                                              \
    return SELECT(r, x + y, isnan(x) | isnan(y));                                                 \
  }                                                                                               \
  OVL T##N maxmag(T##N x, T##N y) {                                                               \
    const T##N ax = fabs(x), ay = fabs(y);                                                        \
    return SELECT(SELECT(fmax(x, y), y, isgreater(ay, ax)), x, isgreater(ax, ay));                \
  }                                                                                               \
  OVL T##N minmag(T##N x, T##N y) {                                                               \
    const T##N ax = fabs(x), ay = fabs(y);                                                        \
    return SELECT(SELECT(fmin(x, y), y, isless(ay, ax)), x, isless(ax, ay));                      \
  }

#define POINTER_FUNCTIONS(N, T, LESS_THAN_ONE)                                                    \
  POINTER_SPACES(FRACT, N, T, LESS_THAN_ONE)                                                      \
  POINTER_SPACES(MODF, N, T)

#define FLOAT_FUNCTIONS(N, T)                                                                     \
  FLOAT_BITS(N, T, EXACT_FUNCTIONS)                                                           \
  POINTER_FUNCTIONS(N, T, 0x1.fffffep-1f)                                                     \
  OVL float##N nan(uint##N code) { return as_float##N(0x7fc00000u | (code & 0x3fffffu)); }
#define DOUBLE_FUNCTIONS(N, T)                                                                    \
  DOUBLE_BITS(N, T, EXACT_FUNCTIONS)                                                         \
  POINTER_FUNCTIONS(N, T, 0x1.fffffffffffffp-1)                                              \
  OVL double##N nan(ulong##N code) {                                                              \
    return as_double##N(0x7ff8000000000000ul | (code & 0x7fffffffffffful));                       \
  }
ALL_WIDTHS(FLOAT_FUNCTIONS, float)
ALL_WIDTHS(DOUBLE_FUNCTIONS, double)

// |x| mod |y| for finite ax = |x| and ay = |y| > 0 (infinite ay leaves ax), exact, and the low 7
// bits of the quotient in *low. Each step divides r by d = ay 2^k, k chosen so that the quotient
// is below 2^51: q = trunc(r / d) is then an exact integer, one too large at most (the division
// may round up to an integer, never down past one), and r - q d, a multiple of ulp(d) below 2d,
// is exact in one FMA; a negative one takes q one back. A step removes 50 bits of the quotient,
// so the widest double pair needs 42 steps and a float pair 6; most pairs need one.
static double modulo(double ax, double ay, int* low) {
  double r = ax;
  int bits = 0;
  while (r >= ay) {
    const int k = max(ilogb(r) - ilogb(ay) - 50, 0);
    const double d = ldexp(ay, k);
    double q = trunc(r / d);
    double next = fma(-q, d, r);
    q = next < 0.0 ? q - 1.0 : q;
    r = next < 0.0 ? next + d : next;
    bits += k < 7 ? (int)(((long)q << k) & 127) : 0;
  }
  *low = bits & 127;
  return r;
}

// The pairs modulo() is defined for; the others give NaN (a zero y, an infinite x, NaN).
#define MODULO_DEFINED(x, y) (isfinite(x) && !isnan(y) && (y) != 0)

// fmod: x - y trunc(x / y), exact, with x's sign.
#define FMOD(T)                                                                                   \
  OVL T fmod(T x, T y) {                                                                          \
    const int defined = MODULO_DEFINED(x, y);                                                     \
    int low;                                                                                      \
    const T r = (T)modulo(defined ? fabs(x) : 0.0, defined ? fabs(y) : 1.0, &low);                \
    return defined ? copysign(r, x) : (T)NAN;                                                     \
  }
FMOD(float)
FMOD(double)
VEC_BINARY(float, fmod, float, float)
VEC_BINARY(double, fmod, double, double)

// remquo: remainder(x, y), x - y n for the integer n nearest x / y (the even one at a tie), exact,
// and n's low 7 bits with its sign, as OpenCL asks (C libraries keep as few as 3). From |x| mod
// |y| = r and its quotient, n is one more when 2r > |y| or 2r = |y| with the quotient odd; then
// r - |y| is exact (Sterbenz), and 2r's overflow to infinity still compares right.
#define REMQUO_ELEMENT(T)                                                                         \
  static T remquo_##T(T x, T y, int* quotient) {                                                  \
    const int defined = MODULO_DEFINED(x, y);                                                     \
    const double ay = defined ? fabs((double)y) : 1.0;                                            \
    int low;                                                                                      \
    double r = modulo(defined ? fabs((double)x) : 0.0, ay, &low);                                 \
    const int up = 2.0 * r > ay || (2.0 * r == ay && (low & 1));                                  \
    r = up ? r - ay : r;                                                                          \
    low = (low + up) & 127;                                                                       \
    *quotient = !defined ? 0 : signbit(x) != signbit(y) ? -low : low;                             \
    return defined ? (T)(signbit(x) ? -r : r) : (T)NAN;                                           \
  }
REMQUO_ELEMENT(float)
REMQUO_ELEMENT(double)

OVL float remainder(float x, float y) {
  int q;
  return remquo_float(x, y, &q);
}
OVL double remainder(double x, double y) {
  int q;
  return remquo_double(x, y, &q);
}
VEC_BINARY(float, remainder, float, float)
VEC_BINARY(double, remainder, double, double)

#define REMQUO_SCALAR(AS, T)                                                                      \
  OVL T remquo(T x, T y, AS int* quotient) {                                                      \
    int q;                                                                                        \
    const T r = remquo_##T(x, y, &q);                                                             \
    *quotient = q;                                                                                \
    return r;                                                                                     \
  }
#define REMQUO_VECTOR(N, AS, T)                                                                   \
  OVL T##N remquo(T##N x, T##N y, AS int##N* quotient) {                                          \
    T##N r;                                                                                       \
    int##N q;                                                                                     \
    for (int i = 0; i < N; ++i) {                                                                 \
      int qi;                                                                                     \
      r[i] = remquo_##T(x[i], y[i], &qi);                                                         \
      q[i] = qi;                                                                                  \
    }                                                                                             \
    *quotient = q;                                                                                \
    return r;                                                                                     \
  }
#define REMQUO(AS, T)                                                                             \
  REMQUO_SCALAR(AS, T)                                                                            \
  VEC_WIDTHS(REMQUO_VECTOR, AS, T)
POINTER_SPACES(REMQUO, float)
POINTER_SPACES(REMQUO, double)
