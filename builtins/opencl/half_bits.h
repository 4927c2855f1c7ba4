// Conversions between halves' bits and floats or doubles, branch-free integer arithmetic on whole
// vectors (no half-precision instructions: not every host has them, and none converts double to
// half in one rounding), so they run in the SIMD lanes of a vectorized kernel. Used by
// vload_vstore_half.cl and conversions.cl.
#pragma once
#include "macros.h"

#define RTE 0
#define RTZ 1
#define RTP 2
#define RTN 3

// select(a, b, c) as an expression: c's elements are -1 or 0 for vectors, 1 or 0 for scalars.
#define SELECT(a, b, c) ((c) ? (b) : (a))

// Bits of halves to the floats of the same values (exact), on whole vectors.
#define FROM_HALF(N, UNUSED)                                                                      \
  static float##N half_to_float##N(ushort##N bits) {                                              \
    const uint##N h = convert_uint##N(bits);                                                      \
    const uint##N sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;              \
    const uint##N normal = sign | ((e + 112u) << 23) | (m << 13);                                 \
    const uint##N special = sign | 0x7f800000u | (m << 13); /* infinity, NaN */                   \
    const uint##N subnormal = sign | as_uint##N(convert_float##N(m) * 0x1p-24f); /* exact */      \
    return as_float##N(SELECT(SELECT(normal, subnormal, e == 0u), special, e == 0x1fu));          \
  }
ALL_WIDTHS(FROM_HALF, )

// Floats or doubles to the bits of halves in rounding mode MODE, on whole vectors. E is the
// biased exponent and M the significand with its implicit bit (subnormals read as exponent 1); HE
// is the half's exponent. A normal half keeps the top 11 of the significand's bits, adding
// (HE - 1) << 10 makes the encoding (a carry out of the mantissa rounds into the exponent, up to
// infinity), and a subnormal half shifts further, down to nothing. U and S are the unsigned and
// signed integers of T's width.
#define TO_HALF(N, T, U, S, SIGN_SHIFT, EXP_BITS, MANT_BITS, BIAS)                                \
  static ushort##N T##_to_half##N(T##N x, int mode) {                                             \
    const U one = (U)1 << MANT_BITS, inf = (U)EXP_BITS << MANT_BITS;                              \
    const U##N u = as_##U##N(x), abs = u & ~((U)1 << SIGN_SHIFT);                                 \
    const U##N sign = (u >> SIGN_SHIFT) << 15;                                                    \
    const S##N e = as_##S##N(abs >> MANT_BITS);                                                   \
    const U##N m = (abs & (one - 1)) | SELECT((U##N)(0), (U##N)(one), e != 0);                    \
    const S##N he = max(e, (S##N)(1)) - (BIAS - 15);                                              \
    const S##N shift = min(SELECT((S##N)(MANT_BITS - 9) - he, (S##N)(MANT_BITS - 10), he >= 1),    \
                           (S##N)(sizeof(U) * 8 - 1));                                            \
    U##N h = SELECT((U##N)(0), as_##U##N(he - 1) << 10, he >= 1) + (m >> as_##U##N(shift));       \
    const U##N rest = m & ((((U##N)(1)) << as_##U##N(shift)) - 1);                                \
    const U##N halfway = ((U##N)(1)) << as_##U##N(shift - 1);                                     \
    S##N up = (S##N)(0);                                                                          \
    if (mode == RTE)                                                                              \
      up = (rest > halfway) | ((rest == halfway) & ((h & 1) != 0));                               \
    else if (mode == RTP)                                                                         \
      up = (rest != 0) & (sign == 0);                                                             \
    else if (mode == RTN)                                                                         \
      up = (rest != 0) & (sign != 0);                                                             \
    h += SELECT((U##N)(0), (U##N)(1), up);                                                        \
    /* Too large for a half: infinity, or the largest half where the mode rounds towards 0. */   \
    const U##N bigNegative = (U##N)(mode == RTZ || mode == RTP ? 0x7bff : 0x7c00);                \
    const U##N bigPositive = (U##N)(mode == RTZ || mode == RTN ? 0x7bff : 0x7c00);                \
    h = SELECT(h, SELECT(bigPositive, bigNegative, sign != 0), he >= 31);                         \
    h = SELECT(h, (U##N)(0x7c00), abs == inf);                                                    \
    h = SELECT(h, (U##N)(0x7e00) | (m >> (MANT_BITS - 10)), abs > inf); /* NaN stays NaN */      \
    return convert_ushort##N(sign | h);                                                           \
  }
#define FLOAT_TO_HALF(N, T) TO_HALF(N, T, uint, int, 31, 0xff, 23, 127)
#define DOUBLE_TO_HALF(N, T) TO_HALF(N, T, ulong, long, 63, 0x7ff, 52, 1023)
ALL_WIDTHS(FLOAT_TO_HALF, float)
ALL_WIDTHS(DOUBLE_TO_HALF, double)
#undef SELECT
