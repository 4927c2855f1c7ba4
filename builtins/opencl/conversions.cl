// Explicit conversions convert_<type>[_sat][_<rounding>] (OpenCL C 3.0 §6.4.3) between every
// pair of integer and floating-point types, scalar and every vector width.
#include "macros.h"

#include "half_bits.h"

// Every source type with its kind: SINT/UINT fit a double exactly, LONG/ULONG do not.
#define SOURCES(M, ...)                                                                           \
  M(char, SINT, __VA_ARGS__) M(uchar, UINT, __VA_ARGS__) M(short, SINT, __VA_ARGS__)                 \
  M(ushort, UINT, __VA_ARGS__) M(int, SINT, __VA_ARGS__) M(uint, UINT, __VA_ARGS__)                  \
  M(long, LONG, __VA_ARGS__) M(ulong, ULONG, __VA_ARGS__) M(float, FLOAT, __VA_ARGS__)               \
  M(double, FLOAT, __VA_ARGS__) M(half, FLOAT, __VA_ARGS__)

#define VEC_CONVERT(D, S, SUFFIX)                                                                 \
  OVL D##2 convert_##D##2##SUFFIX(S##2 x) {                                                       \
    return (D##2)(convert_##D##SUFFIX(x.s0), convert_##D##SUFFIX(x.s1));                          \
  }                                                                                               \
  OVL D##3 convert_##D##3##SUFFIX(S##3 x) {                                                       \
    return (D##3)(convert_##D##SUFFIX(x.s0), convert_##D##SUFFIX(x.s1), convert_##D##SUFFIX(x.s2)); \
  }                                                                                               \
  OVL D##4 convert_##D##4##SUFFIX(S##4 x) {                                                       \
    return (D##4)(convert_##D##2##SUFFIX(x.lo), convert_##D##2##SUFFIX(x.hi));                    \
  }                                                                                               \
  OVL D##8 convert_##D##8##SUFFIX(S##8 x) {                                                       \
    return (D##8)(convert_##D##4##SUFFIX(x.lo), convert_##D##4##SUFFIX(x.hi));                    \
  }                                                                                               \
  OVL D##16 convert_##D##16##SUFFIX(S##16 x) {                                                    \
    return (D##16)(convert_##D##8##SUFFIX(x.lo), convert_##D##8##SUFFIX(x.hi));                   \
  }

#define SCALAR_AND_VECTORS(D, S, SUFFIX, BODY)                                                    \
  OVL D convert_##D##SUFFIX(S x) { BODY }                                                         \
  VEC_CONVERT(D, S, SUFFIX)

// ---- Integer destinations ----
// Saturation of an integer source works in 64 bits, signed or unsigned by the source's sign.
#define SAT_FROM_SINT(D, DMIN, DMAX)                                                              \
  long v = x;                                                                                     \
  return v < (long)(DMIN) ? (D)(DMIN) : (v > 0 && (ulong)v > (ulong)(DMAX)) ? (D)(DMAX) : (D)v;
#define SAT_FROM_LONG SAT_FROM_SINT
#define SAT_FROM_UINT(D, DMIN, DMAX)                                                              \
  ulong v = x;                                                                                    \
  return v > (ulong)(DMAX) ? (D)(DMAX) : (D)v;
#define SAT_FROM_ULONG SAT_FROM_UINT

// Integer sources: the rounding modes change nothing.
#define TO_INTEGER_FROM_INTEGER(S, K, D, DMIN, DMAX)                                              \
  SCALAR_AND_VECTORS(D, S, , return (D)x;)                                                        \
  SCALAR_AND_VECTORS(D, S, _sat, SAT_FROM_##K(D, DMIN, DMAX))                                     \
  SCALAR_AND_VECTORS(D, S, _rte, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _rtz, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _rtp, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _rtn, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _sat_rte, return convert_##D##_sat(x);)                                \
  SCALAR_AND_VECTORS(D, S, _sat_rtz, return convert_##D##_sat(x);)                                \
  SCALAR_AND_VECTORS(D, S, _sat_rtp, return convert_##D##_sat(x);)                                \
  SCALAR_AND_VECTORS(D, S, _sat_rtn, return convert_##D##_sat(x);)
#define TO_INTEGER_SINT TO_INTEGER_FROM_INTEGER
#define TO_INTEGER_UINT TO_INTEGER_FROM_INTEGER
#define TO_INTEGER_LONG TO_INTEGER_FROM_INTEGER
#define TO_INTEGER_ULONG TO_INTEGER_FROM_INTEGER

// Floating-point sources: round first, then saturate; NaN saturates to 0. The bounds convert to
// the source type exactly or round up to the next power of two, so `>=` catches every overflow.
#define SAT_FROM_FLOAT(S, D, DMIN, DMAX, ROUND)                                                   \
  S r = ROUND(x);                                                                                 \
  return r != r ? (D)0 : r <= (S)(DMIN) ? (D)(DMIN) : r >= (S)(DMAX) ? (D)(DMAX) : (D)r;
#define TO_INTEGER_FLOAT(S, K, D, DMIN, DMAX)                                                     \
  SCALAR_AND_VECTORS(D, S, , return (D)x;)                                                        \
  SCALAR_AND_VECTORS(D, S, _rtz, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _rte, return (D)rint(x);)                                              \
  SCALAR_AND_VECTORS(D, S, _rtp, return (D)ceil(x);)                                              \
  SCALAR_AND_VECTORS(D, S, _rtn, return (D)floor(x);)                                             \
  SCALAR_AND_VECTORS(D, S, _sat, SAT_FROM_FLOAT(S, D, DMIN, DMAX, trunc))                         \
  SCALAR_AND_VECTORS(D, S, _sat_rtz, SAT_FROM_FLOAT(S, D, DMIN, DMAX, trunc))                     \
  SCALAR_AND_VECTORS(D, S, _sat_rte, SAT_FROM_FLOAT(S, D, DMIN, DMAX, rint))                      \
  SCALAR_AND_VECTORS(D, S, _sat_rtp, SAT_FROM_FLOAT(S, D, DMIN, DMAX, ceil))                      \
  SCALAR_AND_VECTORS(D, S, _sat_rtn, SAT_FROM_FLOAT(S, D, DMIN, DMAX, floor))

#define TO_INTEGER(S, K, D, DMIN, DMAX) TO_INTEGER_##K(S, K, D, DMIN, DMAX)
#define INTEGER_DESTINATION(D, DMIN, DMAX) SOURCES(TO_INTEGER, D, DMIN, DMAX)
INTEGER_DESTINATION(char, CHAR_MIN, CHAR_MAX)
INTEGER_DESTINATION(uchar, 0, UCHAR_MAX)
INTEGER_DESTINATION(short, SHRT_MIN, SHRT_MAX)
INTEGER_DESTINATION(ushort, 0, USHRT_MAX)
INTEGER_DESTINATION(int, INT_MIN, INT_MAX)
INTEGER_DESTINATION(uint, 0, UINT_MAX)
INTEGER_DESTINATION(long, LONG_MIN, LONG_MAX)
INTEGER_DESTINATION(ulong, 0, ULONG_MAX)

// ---- Floating-point destinations ----
// The C conversion rounds to nearest even; the directed modes step one ULP from that result when
// it lies on the wrong side of the exact value.
static float nextUp_float(float f) {
  if (f == 0.0f)
    return 0x1.0p-149f;
  return f > 0.0f ? as_float(as_int(f) + 1) : as_float(as_int(f) - 1);
}
static double nextUp_double(double f) {
  if (f == 0.0)
    return 0x1.0p-1074;
  return f > 0.0 ? as_double(as_long(f) + 1) : as_double(as_long(f) - 1);
}
static float nextDown_float(float f) { return -nextUp_float(-f); }
static double nextDown_double(double f) { return -nextUp_double(-f); }

// The sign of (rounded - exact), computed without rounding again.
#define COMPARE_EXACT(f, x) (((double)(f) > (double)(x)) - ((double)(f) < (double)(x)))
#define COMPARE_SINT COMPARE_EXACT
#define COMPARE_UINT COMPARE_EXACT
#define COMPARE_FLOAT COMPARE_EXACT
#define COMPARE_LONG(f, x)                                                                        \
  ((f) >= 0x1.0p63 ? 1 : (((long)(f) > (x)) - ((long)(f) < (x))))
#define COMPARE_ULONG(f, x)                                                                       \
  ((f) >= 0x1.0p64 ? 1 : (((ulong)(f) > (x)) - ((ulong)(f) < (x))))

#define TO_FLOATING(S, K, D)                                                                      \
  SCALAR_AND_VECTORS(D, S, , return (D)x;)                                                        \
  SCALAR_AND_VECTORS(D, S, _rte, return (D)x;)                                                    \
  SCALAR_AND_VECTORS(D, S, _rtz, D f = (D)x; int c = COMPARE_##K(f, x);                           \
                     return c > 0 && f > 0 ? nextDown_##D(f) : c < 0 && f < 0 ? nextUp_##D(f) : f;) \
  SCALAR_AND_VECTORS(D, S, _rtp, D f = (D)x;                                                      \
                     return COMPARE_##K(f, x) < 0 ? nextUp_##D(f) : f;)                           \
  SCALAR_AND_VECTORS(D, S, _rtn, D f = (D)x;                                                      \
                     return COMPARE_##K(f, x) > 0 ? nextDown_##D(f) : f;)
#define FLOATING_DESTINATION(D) SOURCES(TO_FLOATING, D)
FLOATING_DESTINATION(float)
FLOATING_DESTINATION(double)

// ---- Half destinations ----
// From float and double: half_bits.h's conversions, one rounding in each mode. From integers: the
// C conversion rounds to nearest even (an integer beyond a float's 2^24 is beyond the halves'
// range too, so rounding through float changes nothing), and the directed modes step one ULP as
// above; every half and every integer a half can reach are exact in double, and an overflowing
// result (infinity) compares above any integer.
static half nextUp_half(half f) {
  if (f == 0.0h)
    return 0x1.0p-24h;
  return f > 0.0h ? as_half((short)(as_short(f) + 1)) : as_half((short)(as_short(f) - 1));
}
static half nextDown_half(half f) { return -nextUp_half(-f); }

#define TO_HALF_FROM_INTEGER(S)                                                                   \
  SCALAR_AND_VECTORS(half, S, , return (half)x;)                                                  \
  SCALAR_AND_VECTORS(half, S, _rte, return (half)x;)                                              \
  SCALAR_AND_VECTORS(half, S, _rtz, half f = (half)x; int c = COMPARE_EXACT(f, x);                \
                     return c > 0 && f > 0.0h ? nextDown_half(f)                                  \
                                              : c < 0 && f < 0.0h ? nextUp_half(f) : f;)          \
  SCALAR_AND_VECTORS(half, S, _rtp, half f = (half)x;                                             \
                     return COMPARE_EXACT(f, x) < 0 ? nextUp_half(f) : f;)                        \
  SCALAR_AND_VECTORS(half, S, _rtn, half f = (half)x;                                             \
                     return COMPARE_EXACT(f, x) > 0 ? nextDown_half(f) : f;)
#define TO_HALF_FROM_FLOATING(S)                                                                  \
  SCALAR_AND_VECTORS(half, S, , return as_half(S##_to_half(x, RTE));)                             \
  SCALAR_AND_VECTORS(half, S, _rte, return as_half(S##_to_half(x, RTE));)                         \
  SCALAR_AND_VECTORS(half, S, _rtz, return as_half(S##_to_half(x, RTZ));)                         \
  SCALAR_AND_VECTORS(half, S, _rtp, return as_half(S##_to_half(x, RTP));)                         \
  SCALAR_AND_VECTORS(half, S, _rtn, return as_half(S##_to_half(x, RTN));)
#define TO_HALF_FROM_SAME(S)                                                                      \
  SCALAR_AND_VECTORS(half, S, , return x;)                                                        \
  SCALAR_AND_VECTORS(half, S, _rte, return x;)                                                    \
  SCALAR_AND_VECTORS(half, S, _rtz, return x;)                                                    \
  SCALAR_AND_VECTORS(half, S, _rtp, return x;)                                                    \
  SCALAR_AND_VECTORS(half, S, _rtn, return x;)
TO_HALF_FROM_INTEGER(char)
TO_HALF_FROM_INTEGER(uchar)
TO_HALF_FROM_INTEGER(short)
TO_HALF_FROM_INTEGER(ushort)
TO_HALF_FROM_INTEGER(int)
TO_HALF_FROM_INTEGER(uint)
TO_HALF_FROM_INTEGER(long)
TO_HALF_FROM_INTEGER(ulong)
TO_HALF_FROM_FLOATING(float)
TO_HALF_FROM_FLOATING(double)
TO_HALF_FROM_SAME(half)
