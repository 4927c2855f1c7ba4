// Relational builtins (OpenCL C 3.0 §6.15.6). OpenCL's comparison operators already give the
// spec's results: 1/0 for scalars, -1/0 (all bits set) for vector elements.
#include "macros.h"

// R is the result type, I the same-size integer type (they differ for scalar double only).
#define CLASSIFY(R, T, I, MIN_NORMAL)                                                             \
  OVL R isnan(T x) { return x != x; }                                                             \
  OVL R isinf(T x) { return fabs(x) == (T)(INFINITY); }                                           \
  OVL R isfinite(T x) { return fabs(x) < (T)(INFINITY); }                                         \
  OVL R isnormal(T x) { return fabs(x) < (T)(INFINITY) && fabs(x) >= (T)(MIN_NORMAL); }           \
  OVL R signbit(T x) { return as_##I(x) < (I)(0); }                                               \
  OVL R isequal(T x, T y) { return x == y; }                                                      \
  OVL R isnotequal(T x, T y) { return x != y; }                                                   \
  OVL R isgreater(T x, T y) { return x > y; }                                                     \
  OVL R isgreaterequal(T x, T y) { return x >= y; }                                               \
  OVL R isless(T x, T y) { return x < y; }                                                        \
  OVL R islessequal(T x, T y) { return x <= y; }                                                  \
  OVL R islessgreater(T x, T y) { return x < y || x > y; }                                        \
  OVL R isordered(T x, T y) { return x == x && y == y; }                                          \
  OVL R isunordered(T x, T y) { return x != x || y != y; }
#define CLASSIFY_FLOAT(N, UNUSED) CLASSIFY(int##N, float##N, int##N, FLT_MIN)
#define CLASSIFY_DOUBLE(N, UNUSED) CLASSIFY(long##N, double##N, long##N, DBL_MIN)
#define CLASSIFY_HALF(N, UNUSED) CLASSIFY(short##N, half##N, short##N, HALF_MIN)
ALL_WIDTHS(CLASSIFY_FLOAT, )
CLASSIFY(int, double, long, DBL_MIN)
VEC_WIDTHS(CLASSIFY_DOUBLE, )
CLASSIFY(int, half, short, HALF_MIN)
VEC_WIDTHS(CLASSIFY_HALF, )

// The MSB of each element (any/all take signed integers only).
#define ANY_ALL(T)                                                                                \
  OVL int any(T x) { return x < 0; }                                                              \
  OVL int any(T##2 x) { return (x.s0 | x.s1) < 0; }                                               \
  OVL int any(T##3 x) { return (x.s0 | x.s1 | x.s2) < 0; }                                        \
  OVL int any(T##4 x) { return any(x.lo | x.hi); }                                                \
  OVL int any(T##8 x) { return any(x.lo | x.hi); }                                                \
  OVL int any(T##16 x) { return any(x.lo | x.hi); }                                               \
  OVL int all(T x) { return x < 0; }                                                              \
  OVL int all(T##2 x) { return (x.s0 & x.s1) < 0; }                                               \
  OVL int all(T##3 x) { return (x.s0 & x.s1 & x.s2) < 0; }                                        \
  OVL int all(T##4 x) { return all(x.lo & x.hi); }                                                \
  OVL int all(T##8 x) { return all(x.lo & x.hi); }                                                \
  OVL int all(T##16 x) { return all(x.lo & x.hi); }
SIGNED_INTEGER_TYPES(ANY_ALL)

// select: OpenCL's vector ?: already tests each element's MSB; for scalars it tests non-zero.
#define SELECT(N, T, S, U)                                                                        \
  OVL T##N select(T##N a, T##N b, S##N c) { return c ? b : a; }                                   \
  OVL T##N select(T##N a, T##N b, U##N c) { return c ? b : a; }                                   \
  OVL T##N bitselect(T##N a, T##N b, T##N c) {                                                    \
    U##N r = ((as_##U##N(a) ^ as_##U##N(b)) & as_##U##N(c)) ^ as_##U##N(a);                       \
    return as_##T##N(r);                                                                          \
  }
ALL_WIDTHS(SELECT, char, char, uchar)
ALL_WIDTHS(SELECT, uchar, char, uchar)
ALL_WIDTHS(SELECT, short, short, ushort)
ALL_WIDTHS(SELECT, ushort, short, ushort)
ALL_WIDTHS(SELECT, int, int, uint)
ALL_WIDTHS(SELECT, uint, int, uint)
ALL_WIDTHS(SELECT, long, long, ulong)
ALL_WIDTHS(SELECT, ulong, long, ulong)
ALL_WIDTHS(SELECT, float, int, uint)
ALL_WIDTHS(SELECT, double, long, ulong)
ALL_WIDTHS(SELECT, half, short, ushort)
