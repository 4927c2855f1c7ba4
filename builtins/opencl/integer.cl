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

// The bit functions: scalar forms from Clang's builtins; clz's vector forms split into halves,
// rotate's and popcount's are one LLVM intrinsic on the whole vector (a hash round on uint16
// values in one work-item keeps them in one register, where halves became pairs of lanes).
#define ROTATE_POPCOUNT_N(N, T, SUFFIX)                                                           \
  INTRINSIC_DECL(N, T, fshl, "fshl", SUFFIX, T##N, T##N, T##N)                                    \
  INTRINSIC_DECL(N, T, ctpop, "ctpop", SUFFIX, T##N)                                              \
  OVL T##N rotate(T##N v, T##N i) { return __weft_fshl_##T##N(v, v, i); }                         \
  OVL T##N popcount(T##N x) { return __weft_ctpop_##T##N(x); }
#define BIT_FUNCTIONS(T, U, BITS, CLZ, CLZ_BITS, POPCOUNT, ROTATE, SUFFIX)                        \
  OVL T clz(T x) { return x == 0 ? (T)BITS : (T)(CLZ((U)x) - (CLZ_BITS - BITS)); }                \
  OVL T popcount(T x) { return (T)POPCOUNT((U)x); }                                               \
  OVL T rotate(T v, T i) { return (T)ROTATE((U)v, (U)i); }                                        \
  VEC_UNARY(T, clz, T)                                                                            \
  VEC_WIDTHS(ROTATE_POPCOUNT_N, T, SUFFIX)

BIT_FUNCTIONS(char, uchar, 8, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft8, "i8")
BIT_FUNCTIONS(uchar, uchar, 8, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft8, "i8")
BIT_FUNCTIONS(short, ushort, 16, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft16,
              "i16")
BIT_FUNCTIONS(ushort, ushort, 16, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft16,
              "i16")
BIT_FUNCTIONS(int, uint, 32, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft32, "i32")
BIT_FUNCTIONS(uint, uint, 32, __builtin_clz, 32, __builtin_popcount, __builtin_rotateleft32, "i32")
BIT_FUNCTIONS(long, ulong, 64, __builtin_clzl, 64, __builtin_popcountl, __builtin_rotateleft64,
              "i64")
BIT_FUNCTIONS(ulong, ulong, 64, __builtin_clzl, 64, __builtin_popcountl, __builtin_rotateleft64,
              "i64")

// Saturating add and subtract: signed overflow is when both operands' signs (add) or the first's
// and the result's (subtract) differ from the wrapped result's, and saturates by x's sign.
#define SATURATING_SIGNED(N, T, U, MIN, MAX)                                                      \
  OVL T##N add_sat(T##N x, T##N y) {                                                              \
    const T##N r = as_##T##N((U##N)(as_##U##N(x) + as_##U##N(y)));                               \
    return ((x ^ r) & (y ^ r)) < (T##N)(0) ? (x < (T##N)(0) ? (T##N)(MIN) : (T##N)(MAX)) : r;      \
  }                                                                                               \
  OVL T##N sub_sat(T##N x, T##N y) {                                                              \
    const T##N r = as_##T##N((U##N)(as_##U##N(x) - as_##U##N(y)));                               \
    return ((x ^ y) & (x ^ r)) < (T##N)(0) ? (x < (T##N)(0) ? (T##N)(MIN) : (T##N)(MAX)) : r;      \
  }
#define SATURATING_UNSIGNED(N, U, MAX)                                                            \
  OVL U##N add_sat(U##N x, U##N y) {                                                              \
    const U##N r = x + y;                                                                         \
    return r < x ? (U##N)(MAX) : r;                                                               \
  }                                                                                               \
  OVL U##N sub_sat(U##N x, U##N y) { return x < y ? (U##N)(0) : x - y; }
ALL_WIDTHS(SATURATING_SIGNED, char, uchar, CHAR_MIN, CHAR_MAX)
ALL_WIDTHS(SATURATING_SIGNED, short, ushort, SHRT_MIN, SHRT_MAX)
ALL_WIDTHS(SATURATING_SIGNED, int, uint, INT_MIN, INT_MAX)
ALL_WIDTHS(SATURATING_SIGNED, long, ulong, LONG_MIN, LONG_MAX)
ALL_WIDTHS(SATURATING_UNSIGNED, uchar, UCHAR_MAX)
ALL_WIDTHS(SATURATING_UNSIGNED, ushort, USHRT_MAX)
ALL_WIDTHS(SATURATING_UNSIGNED, uint, UINT_MAX)
ALL_WIDTHS(SATURATING_UNSIGNED, ulong, ULONG_MAX)

// mul_hi, mad_hi and mad_sat below 64 bits: the product in the type twice as wide, W.
#define WIDE_PRODUCTS(N, T, W, BITS, MIN, MAX)                                                    \
  OVL T##N mul_hi(T##N x, T##N y) {                                                               \
    return convert_##T##N((convert_##W##N(x) * convert_##W##N(y)) >> BITS);                       \
  }                                                                                               \
  OVL T##N mad_hi(T##N x, T##N y, T##N z) { return mul_hi(x, y) + z; }                            \
  OVL T##N mad_sat(T##N x, T##N y, T##N z) {                                                      \
    const W##N r = convert_##W##N(x) * convert_##W##N(y) + convert_##W##N(z);                     \
    return convert_##T##N(clamp(r, (W##N)(MIN), (W##N)(MAX)));                                    \
  }
ALL_WIDTHS(WIDE_PRODUCTS, char, short, 8, CHAR_MIN, CHAR_MAX)
ALL_WIDTHS(WIDE_PRODUCTS, uchar, ushort, 8, 0, UCHAR_MAX)
ALL_WIDTHS(WIDE_PRODUCTS, short, int, 16, SHRT_MIN, SHRT_MAX)
ALL_WIDTHS(WIDE_PRODUCTS, ushort, uint, 16, 0, USHRT_MAX)
ALL_WIDTHS(WIDE_PRODUCTS, int, long, 32, INT_MIN, INT_MAX)

// uint's mad_sat: the 64-bit sum cannot overflow ulong.
#define UINT_PRODUCTS(N, T)                                                                        \
  OVL uint##N mul_hi(uint##N x, uint##N y) {                                                      \
    return convert_uint##N((convert_ulong##N(x) * convert_ulong##N(y)) >> 32);                     \
  }                                                                                               \
  OVL uint##N mad_hi(uint##N x, uint##N y, uint##N z) { return mul_hi(x, y) + z; }                \
  OVL uint##N mad_sat(uint##N x, uint##N y, uint##N z) {                                          \
    const ulong##N r = convert_ulong##N(x) * convert_ulong##N(y) + convert_ulong##N(z);           \
    return convert_uint##N(min(r, (ulong##N)(UINT_MAX)));                                         \
  }
ALL_WIDTHS(UINT_PRODUCTS, uint)

// 64 bits: the 128-bit product from 32-bit halves; the signed high half is the unsigned one less
// y where x < 0 and x where y < 0. mad_sat adds z with its carry and sign into the high half and
// saturates unless the high half is the low half's sign extension (zero for ulong).
#define LONG_PRODUCTS(N, T)                                                                        \
  OVL ulong##N mul_hi(ulong##N x, ulong##N y) {                                                   \
    const ulong##N xl = x & 0xffffffffu, xh = x >> 32, yl = y & 0xffffffffu, yh = y >> 32;         \
    const ulong##N lh = xl * yh, hl = xh * yl;                                                    \
    const ulong##N middle = ((xl * yl) >> 32) + (lh & 0xffffffffu) + (hl & 0xffffffffu);           \
    return xh * yh + (lh >> 32) + (hl >> 32) + (middle >> 32);                                    \
  }                                                                                               \
  OVL long##N mul_hi(long##N x, long##N y) {                                                      \
    const ulong##N high = mul_hi(as_ulong##N(x), as_ulong##N(y));                                 \
    return as_long##N(high - (x < (long##N)(0) ? as_ulong##N(y) : (ulong##N)(0)) -                \
                      (y < (long##N)(0) ? as_ulong##N(x) : (ulong##N)(0)));                       \
  }                                                                                               \
  OVL ulong##N mad_hi(ulong##N x, ulong##N y, ulong##N z) { return mul_hi(x, y) + z; }            \
  OVL long##N mad_hi(long##N x, long##N y, long##N z) { return mul_hi(x, y) + z; }                \
  OVL ulong##N mad_sat(ulong##N x, ulong##N y, ulong##N z) {                                      \
    const ulong##N low = x * y + z;                                                               \
    const ulong##N carry = low < z ? (ulong##N)(1) : (ulong##N)(0);                               \
    return mul_hi(x, y) + carry != (ulong##N)(0) ? (ulong##N)(ULONG_MAX) : low;                   \
  }                                                                                               \
  OVL long##N mad_sat(long##N x, long##N y, long##N z) {                                          \
    const ulong##N product = as_ulong##N(x) * as_ulong##N(y);                                     \
    const ulong##N sum = product + as_ulong##N(z);                                                \
    const long##N carry = sum < product ? (long##N)(1) : (long##N)(0);                            \
    const long##N high =                                                                          \
        mul_hi(x, y) + (z < (long##N)(0) ? (long##N)(-1) : (long##N)(0)) + carry;                 \
    const long##N r = as_long##N(sum);                                                            \
    return high == (r >> 63) ? r : high < (long##N)(0) ? (long##N)(LONG_MIN) : (long##N)(LONG_MAX); \
  }
ALL_WIDTHS(LONG_PRODUCTS, long)

// ctz: a bit above the type's width makes 0 count as the width.
#define CTZ(T, U, BITS, CTZ_BUILTIN, GUARD)                                                       \
  OVL T ctz(T x) { return (T)CTZ_BUILTIN(GUARD((U)x)); }                                          \
  VEC_UNARY(T, ctz, T)
#define GUARD_NARROW_8(u) ((uint)(u) | 0x100u)
#define GUARD_NARROW_16(u) ((uint)(u) | 0x10000u)
#define NO_GUARD(u) (u)
CTZ(char, uchar, 8, __builtin_ctz, GUARD_NARROW_8)
CTZ(uchar, uchar, 8, __builtin_ctz, GUARD_NARROW_8)
CTZ(short, ushort, 16, __builtin_ctz, GUARD_NARROW_16)
CTZ(ushort, ushort, 16, __builtin_ctz, GUARD_NARROW_16)
#define WIDE_CTZ(T, U, BITS, CTZ_BUILTIN)                                                         \
  OVL T ctz(T x) { return x == 0 ? (T)BITS : (T)CTZ_BUILTIN((U)x); }                              \
  VEC_UNARY(T, ctz, T)
WIDE_CTZ(int, uint, 32, __builtin_ctz)
WIDE_CTZ(uint, uint, 32, __builtin_ctz)
WIDE_CTZ(long, ulong, 64, __builtin_ctzl)
WIDE_CTZ(ulong, ulong, 64, __builtin_ctzl)

// upsample(hi, lo) = hi << bits(lo) | lo, in the type twice as wide.
#define UPSAMPLE(N, H, L, W, UW, BITS)                                                            \
  OVL W##N upsample(H##N hi, L##N lo) {                                                           \
    return as_##W##N((UW##N)((convert_##UW##N(as_##L##N(hi)) << BITS) | convert_##UW##N(lo)));  \
  }
ALL_WIDTHS(UPSAMPLE, char, uchar, short, ushort, 8)
ALL_WIDTHS(UPSAMPLE, uchar, uchar, ushort, ushort, 8)
ALL_WIDTHS(UPSAMPLE, short, ushort, int, uint, 16)
ALL_WIDTHS(UPSAMPLE, ushort, ushort, uint, uint, 16)
ALL_WIDTHS(UPSAMPLE, int, uint, long, ulong, 32)
ALL_WIDTHS(UPSAMPLE, uint, uint, ulong, ulong, 32)
