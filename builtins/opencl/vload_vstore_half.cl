// vload_half, vstore_half and their vector and aligned forms (OpenCL C 3.0 §6.15.8): half values
// in memory, float and double in registers. The conversions are integer arithmetic with selects,
// no branches and no half-precision instructions (which not every host has, and none converts
// double to half in one rounding), so they run in the SIMD lanes of a vectorized kernel.
#include "macros.h"

#define RTE 0
#define RTZ 1
#define RTP 2
#define RTN 3

// Bits of a half to the float of the same value (exact).
static float half_to_float(uint h) {
  const uint sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  const uint normal = sign | ((e + 112u) << 23) | (m << 13);
  const uint special = sign | 0x7f800000u | (m << 13);                   // infinity, NaN
  const uint subnormal = sign | as_uint((float)m * 0x1p-24f);            // m * 2^-24, exact
  return as_float(e == 0x1fu ? special : e == 0u ? subnormal : normal);
}

// A float or double to the bits of a half in rounding mode MODE. E is the biased exponent and M
// the significand with its implicit bit (subnormals read as exponent 1); HE is the half's
// exponent. A normal half keeps the top 11 of the significand's bits, adding (HE - 1) << 10 makes
// the encoding (a carry out of the mantissa rounds into the exponent, up to infinity), and a
// subnormal half shifts further, down to nothing.
#define TO_HALF(T, U, SIGN_SHIFT, EXP_BITS, MANT_BITS, BIAS)                                     \
  static ushort T##_to_half(T x, int mode) {                                                      \
    const U u = as_##U(x), abs = u & ~((U)1 << SIGN_SHIFT), inf = (U)EXP_BITS << MANT_BITS;       \
    const uint sign = (uint)(u >> SIGN_SHIFT) << 15;                                              \
    const int e = (int)(abs >> MANT_BITS);                                                        \
    const U one = (U)1 << MANT_BITS, m = (abs & (one - 1)) | (e != 0 ? one : (U)0);                          \
    const int he = max(e, 1) - (BIAS - 15);                                                       \
    const int limit = (int)sizeof(U) * 8 - 1;                                                     \
    const int shift = min(he >= 1 ? MANT_BITS - 10 : MANT_BITS - 9 - he, limit);                  \
    uint h = (he >= 1 ? (uint)(he - 1) << 10 : 0u) + (uint)(m >> shift);                          \
    const U rest = m & (((U)1 << shift) - 1), halfway = (U)1 << (shift - 1);                      \
    const bool up = mode == RTE   ? rest > halfway || (rest == halfway && (h & 1u))               \
                    : mode == RTP ? rest != 0 && !sign                                            \
                    : mode == RTN ? rest != 0 && sign                                             \
                                  : false;                                                        \
    h += up ? 1u : 0u;                                                                            \
    /* Too large for a half: infinity, or the largest half where the mode rounds towards 0. */   \
    const bool toZero = mode == RTZ || (mode == RTP && sign) || (mode == RTN && !sign);           \
    h = he >= 31 ? (toZero ? 0x7bffu : 0x7c00u) : h;                                              \
    h = abs == inf ? 0x7c00u : h;                                                                 \
    h = abs > inf ? 0x7e00u | (uint)(m >> (MANT_BITS - 10)) : h; /* NaN stays NaN */              \
    return (ushort)(sign | h);                                                                    \
  }
TO_HALF(float, uint, 31, 0xff, 23, 127)
TO_HALF(double, ulong, 63, 0x7ff, 52, 1023)

// Loads from one address space: N halves from p + offset * N (vloada_half3: offset * 4).
#define LOAD_HALF(AS)                                                                             \
  OVL float vload_half(size_t i, const AS half* p) {                                              \
    return half_to_float(((const AS ushort*)p)[i]);                                               \
  }                                                                                               \
  OVL float2 vload_half2(size_t i, const AS half* p) {                                            \
    return (float2)(vload_half(2 * i, p), vload_half(2 * i + 1, p));                              \
  }                                                                                               \
  OVL float3 vload_half3(size_t i, const AS half* p) {                                            \
    return (float3)(vload_half(3 * i, p), vload_half(3 * i + 1, p), vload_half(3 * i + 2, p));    \
  }                                                                                               \
  OVL float4 vload_half4(size_t i, const AS half* p) {                                            \
    return (float4)(vload_half2(2 * i, p), vload_half2(2 * i + 1, p));                            \
  }                                                                                               \
  OVL float8 vload_half8(size_t i, const AS half* p) {                                            \
    return (float8)(vload_half4(2 * i, p), vload_half4(2 * i + 1, p));                            \
  }                                                                                               \
  OVL float16 vload_half16(size_t i, const AS half* p) {                                          \
    return (float16)(vload_half8(2 * i, p), vload_half8(2 * i + 1, p));                           \
  }                                                                                               \
  OVL float2 vloada_half2(size_t i, const AS half* p) { return vload_half2(i, p); }               \
  OVL float3 vloada_half3(size_t i, const AS half* p) {                                           \
    return (float3)(vload_half(4 * i, p), vload_half(4 * i + 1, p), vload_half(4 * i + 2, p));    \
  }                                                                                               \
  OVL float4 vloada_half4(size_t i, const AS half* p) { return vload_half4(i, p); }               \
  OVL float8 vloada_half8(size_t i, const AS half* p) { return vload_half8(i, p); }               \
  OVL float16 vloada_half16(size_t i, const AS half* p) { return vload_half16(i, p); }

// Stores of T to one address space in one rounding mode (SUFFIX: _rte, ..., or none for the
// default, round to nearest even).
#define STORE_HALF(T, AS, SUFFIX, MODE)                                                           \
  OVL void vstore_half##SUFFIX(T v, size_t i, AS half* p) {                                       \
    ((AS ushort*)p)[i] = T##_to_half(v, MODE);                                                    \
  }                                                                                               \
  OVL void vstore_half2##SUFFIX(T##2 v, size_t i, AS half* p) {                                   \
    vstore_half##SUFFIX(v.s0, 2 * i, p);                                                          \
    vstore_half##SUFFIX(v.s1, 2 * i + 1, p);                                                      \
  }                                                                                               \
  OVL void vstore_half3##SUFFIX(T##3 v, size_t i, AS half* p) {                                   \
    vstore_half##SUFFIX(v.s0, 3 * i, p);                                                          \
    vstore_half##SUFFIX(v.s1, 3 * i + 1, p);                                                      \
    vstore_half##SUFFIX(v.s2, 3 * i + 2, p);                                                      \
  }                                                                                               \
  OVL void vstore_half4##SUFFIX(T##4 v, size_t i, AS half* p) {                                   \
    vstore_half2##SUFFIX(v.lo, 2 * i, p);                                                         \
    vstore_half2##SUFFIX(v.hi, 2 * i + 1, p);                                                     \
  }                                                                                               \
  OVL void vstore_half8##SUFFIX(T##8 v, size_t i, AS half* p) {                                   \
    vstore_half4##SUFFIX(v.lo, 2 * i, p);                                                         \
    vstore_half4##SUFFIX(v.hi, 2 * i + 1, p);                                                     \
  }                                                                                               \
  OVL void vstore_half16##SUFFIX(T##16 v, size_t i, AS half* p) {                                 \
    vstore_half8##SUFFIX(v.lo, 2 * i, p);                                                         \
    vstore_half8##SUFFIX(v.hi, 2 * i + 1, p);                                                     \
  }                                                                                               \
  OVL void vstorea_half2##SUFFIX(T##2 v, size_t i, AS half* p) { vstore_half2##SUFFIX(v, i, p); } \
  OVL void vstorea_half3##SUFFIX(T##3 v, size_t i, AS half* p) {                                  \
    vstore_half##SUFFIX(v.s0, 4 * i, p);                                                          \
    vstore_half##SUFFIX(v.s1, 4 * i + 1, p);                                                      \
    vstore_half##SUFFIX(v.s2, 4 * i + 2, p);                                                      \
  }                                                                                               \
  OVL void vstorea_half4##SUFFIX(T##4 v, size_t i, AS half* p) { vstore_half4##SUFFIX(v, i, p); } \
  OVL void vstorea_half8##SUFFIX(T##8 v, size_t i, AS half* p) { vstore_half8##SUFFIX(v, i, p); } \
  OVL void vstorea_half16##SUFFIX(T##16 v, size_t i, AS half* p) {                                \
    vstore_half16##SUFFIX(v, i, p);                                                               \
  }

#define STORE_HALF_MODES(T, AS)                                                                   \
  STORE_HALF(T, AS, , RTE)                                                                        \
  STORE_HALF(T, AS, _rte, RTE)                                                                    \
  STORE_HALF(T, AS, _rtz, RTZ)                                                                    \
  STORE_HALF(T, AS, _rtp, RTP)                                                                    \
  STORE_HALF(T, AS, _rtn, RTN)
#define STORE_HALF_TYPES(AS) STORE_HALF_MODES(float, AS) STORE_HALF_MODES(double, AS)

// As in vload_vstore.cl: unqualified pointers are generic (the library is OpenCL C 2.0).
LOAD_HALF(__global)
LOAD_HALF(__local)
LOAD_HALF(__constant)
LOAD_HALF(__private)
LOAD_HALF()
STORE_HALF_TYPES(__global)
STORE_HALF_TYPES(__local)
STORE_HALF_TYPES(__private)
STORE_HALF_TYPES()
