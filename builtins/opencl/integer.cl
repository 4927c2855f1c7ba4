// Integer builtins (OpenCL C 3.0 §6.15.3). Vector operands use OpenCL's element-wise operators,
// so most bodies serve the scalar and every vector width alike.
#include "macros.h"

#define MIN_MAX(N, T, U)                                                                          \
  OVL T##N min(T##N x, T##N y) { return y < x ? y : x; }                                          \
  OVL T##N max(T##N x, T##N y) { return x < y ? y : x; }                                          \
  OVL T##N clamp(T##N x, T##N lo, T##N hi) { return min(max(x, lo), hi); }                       \
  OVL T##N hadd(T##N x, T##N y) { return (x >> 1) + (y >> 1) + (x & y & (T##N)(1)); }            \
  OVL T##N rhadd(T##N x, T##N y) { return (x >> 1) + (y >> 1) + ((x | y) & (T##N)(1)); }         \
  OVL U##N abs(T##N x) {                                                                          \
    U##N u = as_##U##N(x);                                                                        \
    return x < (T##N)(0) ? (U##N)(0) - u : u;                                                     \
  }                                                                                               \
  OVL U##N abs_diff(T##N x, T##N y) {                                                             \
    U##N a = as_##U##N(x), b = as_##U##N(y);                                                      \
    return x < y ? b - a : a - b;                                                                 \
  }
ALL_WIDTHS(MIN_MAX, char, uchar)
ALL_WIDTHS(MIN_MAX, uchar, uchar)
ALL_WIDTHS(MIN_MAX, short, ushort)
ALL_WIDTHS(MIN_MAX, ushort, ushort)
ALL_WIDTHS(MIN_MAX, int, uint)
ALL_WIDTHS(MIN_MAX, uint, uint)
ALL_WIDTHS(MIN_MAX, long, ulong)
ALL_WIDTHS(MIN_MAX, ulong, ulong)

// min/max/clamp of a vector with scalar bounds.
#define MIN_MAX_SCALAR(N, T)                                                                      \
  OVL T##N min(T##N x, T y) { return min(x, (T##N)(y)); }                                         \
  OVL T##N max(T##N x, T y) { return max(x, (T##N)(y)); }                                         \
  OVL T##N clamp(T##N x, T lo, T hi) { return clamp(x, (T##N)(lo), (T##N)(hi)); }
#define MIN_MAX_SCALAR_ALL(T, U) VEC_WIDTHS(MIN_MAX_SCALAR, T)
INTEGER_TYPES(MIN_MAX_SCALAR_ALL)

#define MUL24(N, T)                                                                               \
  OVL T##N mul24(T##N x, T##N y) { return x * y; }                                                \
  OVL T##N mad24(T##N x, T##N y, T##N z) { return x * y + z; }
ALL_WIDTHS(MUL24, int)
ALL_WIDTHS(MUL24, uint)

// Scalar forms of the bit functions; the vector forms split into halves.
#define BIT_FUNCTIONS(T, U, BITS, CLZ, CLZ_BITS, POPCOUNT, ROTATE)                                \
  OVL T clz(T x) { return x == 0 ? (T)BITS : (T)(CLZ((U)x) - (CLZ_BITS - BITS)); }                \
  OVL T popcount(T x) { return (T)POPCOUNT((U)x); }                                               \
  OVL T rotate(T v, T i) { return (T)ROTATE((U)v, (U)i); }                                        \
  VEC_UNARY(T, clz, T)                                                                            \
  VEC_UNARY(T, popcount, T)                                                                       \
  VEC_BINARY(T, rotate, T, T)

BIT_FUNCTIONS(char, uchar, 8, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft8)
BIT_FUNCTIONS(uchar, uchar, 8, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft8)
BIT_FUNCTIONS(short, ushort, 16, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft16)
BIT_FUNCTIONS(ushort, ushort, 16, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft16)
BIT_FUNCTIONS(int, uint, 32, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft32)
BIT_FUNCTIONS(uint, uint, 32, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft32)
BIT_FUNCTIONS(long, ulong, 64, __builtin_clzl, 64, __builtin_popcountl, __builtin_rotateleft64)
BIT_FUNCTIONS(ulong, ulong, 64, __builtin_clzl, 64, __builtin_popcountl, __builtin_rotateleft64)
