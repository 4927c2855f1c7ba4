// vload_half, vstore_half and their vector and aligned forms (OpenCL C 3.0 §6.15.8): half values
// in memory, float and double in registers. The conversions are integer arithmetic with selects,
// no branches and no half-precision instructions (which not every host has, and none converts
// double to half in one rounding), so they run in the SIMD lanes of a vectorized kernel.
#include "macros.h"

#include "half_bits.h"

// Loads from one address space: N halves from p + offset * N (vloada_half3: offset * 4).
#define LOAD_HALF_N(N, AS)                                                                        \
  OVL float##N vload_half##N(size_t i, const AS half* p) {                                        \
    return half_to_float##N(vload##N(i, (const AS ushort*)p));                                    \
  }
#define LOAD_HALF(AS)                                                                             \
  OVL float vload_half(size_t i, const AS half* p) {                                              \
    return half_to_float(((const AS ushort*)p)[i]);                                               \
  }                                                                                               \
  VEC_WIDTHS(LOAD_HALF_N, AS)                                                                     \
  OVL float2 vloada_half2(size_t i, const AS half* p) { return vload_half2(i, p); }               \
  OVL float3 vloada_half3(size_t i, const AS half* p) {                                           \
    return half_to_float3(vload3(0, (const AS ushort*)p + 4 * i));                                \
  }                                                                                               \
  OVL float4 vloada_half4(size_t i, const AS half* p) { return vload_half4(i, p); }               \
  OVL float8 vloada_half8(size_t i, const AS half* p) { return vload_half8(i, p); }               \
  OVL float16 vloada_half16(size_t i, const AS half* p) { return vload_half16(i, p); }

// Stores of T to one address space in one rounding mode (SUFFIX: _rte, ..., or none for the
// default, round to nearest even).
#define STORE_HALF_N(N, T, AS, SUFFIX, MODE)                                                      \
  OVL void vstore_half##N##SUFFIX(T##N v, size_t i, AS half* p) {                                 \
    vstore##N(T##_to_half##N(v, MODE), i, (AS ushort*)p);                                         \
  }                                                                                               \
  OVL void vstorea_half##N##SUFFIX(T##N v, size_t i, AS half* p) {                                \
    if (N == 3)                                                                                   \
      vstore##N(T##_to_half##N(v, MODE), 0, (AS ushort*)p + 4 * i);                               \
    else                                                                                          \
      vstore##N(T##_to_half##N(v, MODE), i, (AS ushort*)p);                                       \
  }
#define STORE_HALF(T, AS, SUFFIX, MODE)                                                           \
  OVL void vstore_half##SUFFIX(T v, size_t i, AS half* p) {                                       \
    ((AS ushort*)p)[i] = T##_to_half(v, MODE);                                                    \
  }                                                                                               \
  VEC_WIDTHS(STORE_HALF_N, T, AS, SUFFIX, MODE)

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
