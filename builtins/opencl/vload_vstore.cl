// vloadN/vstoreN (OpenCL C 3.0 §6.15.7): element-wise accesses, because the address need only be
// aligned to the element; LLVM merges them into vector accesses where it can.
#include "macros.h"

#define VLOAD_STORE_AS(T, AS)                                                                     \
  OVL T##2 vload2(size_t i, const AS T* p) {                                                      \
    p += i * 2;                                                                                   \
    return (T##2)(p[0], p[1]);                                                                    \
  }                                                                                               \
  OVL T##3 vload3(size_t i, const AS T* p) {                                                      \
    p += i * 3;                                                                                   \
    return (T##3)(p[0], p[1], p[2]);                                                              \
  }                                                                                               \
  OVL T##4 vload4(size_t i, const AS T* p) {                                                      \
    p += i * 4;                                                                                   \
    return (T##4)(p[0], p[1], p[2], p[3]);                                                        \
  }                                                                                               \
  OVL T##8 vload8(size_t i, const AS T* p) {                                                      \
    p += i * 8;                                                                                   \
    return (T##8)(vload4(0, p), vload4(1, p));                                                    \
  }                                                                                               \
  OVL T##16 vload16(size_t i, const AS T* p) {                                                    \
    p += i * 16;                                                                                  \
    return (T##16)(vload8(0, p), vload8(1, p));                                                   \
  }
#define VSTORE_AS(T, AS)                                                                          \
  OVL void vstore2(T##2 v, size_t i, AS T* p) {                                                   \
    p += i * 2;                                                                                   \
    p[0] = v.s0;                                                                                  \
    p[1] = v.s1;                                                                                  \
  }                                                                                               \
  OVL void vstore3(T##3 v, size_t i, AS T* p) {                                                   \
    p += i * 3;                                                                                   \
    p[0] = v.s0;                                                                                  \
    p[1] = v.s1;                                                                                  \
    p[2] = v.s2;                                                                                  \
  }                                                                                               \
  OVL void vstore4(T##4 v, size_t i, AS T* p) {                                                   \
    p += i * 4;                                                                                   \
    vstore2(v.lo, 0, p);                                                                          \
    vstore2(v.hi, 1, p);                                                                          \
  }                                                                                               \
  OVL void vstore8(T##8 v, size_t i, AS T* p) {                                                   \
    p += i * 8;                                                                                   \
    vstore4(v.lo, 0, p);                                                                          \
    vstore4(v.hi, 1, p);                                                                          \
  }                                                                                               \
  OVL void vstore16(T##16 v, size_t i, AS T* p) {                                                 \
    p += i * 16;                                                                                  \
    vstore8(v.lo, 0, p);                                                                          \
    vstore8(v.hi, 1, p);                                                                          \
  }

// Unqualified pointers are generic here (the library is compiled as OpenCL C 2.0), which serves
// kernels that use the generic address space; the named spaces serve everything else.
#define VLOAD_VSTORE(T)                                                                           \
  VLOAD_STORE_AS(T, __global)                                                                     \
  VLOAD_STORE_AS(T, __local)                                                                      \
  VLOAD_STORE_AS(T, __constant)                                                                   \
  VLOAD_STORE_AS(T, __private)                                                                    \
  VLOAD_STORE_AS(T, )                                                                             \
  VSTORE_AS(T, __global)                                                                          \
  VSTORE_AS(T, __local)                                                                           \
  VSTORE_AS(T, __private)                                                                         \
  VSTORE_AS(T, )
VLOAD_VSTORE(char)
VLOAD_VSTORE(uchar)
VLOAD_VSTORE(short)
VLOAD_VSTORE(ushort)
VLOAD_VSTORE(int)
VLOAD_VSTORE(uint)
VLOAD_VSTORE(long)
VLOAD_VSTORE(ulong)
VLOAD_VSTORE(float)
VLOAD_VSTORE(double)
VLOAD_VSTORE(half)
