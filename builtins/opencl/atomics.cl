// OpenCL 1.x atomic functions (atomic_* and the cl_khr_*_atomics atom_* names). The
// __opencl_atomic_* builtins become library calls on the spir64 target; the compiler's atomic
// lowering turns those calls into native atomic instructions. 1.x atomics are relaxed.
#include "macros.h"

#define SCOPE __OPENCL_MEMORY_SCOPE_DEVICE
#define RMW(OP, AS, A, p, v) __opencl_atomic_##OP((volatile AS A*)(p), (v), __ATOMIC_RELAXED, SCOPE)

#define ATOMICS_AS(PREFIX, T, A, AS)                                                              \
  OVL T PREFIX##add(volatile AS T* p, T v) { return RMW(fetch_add, AS, A, p, v); }                \
  OVL T PREFIX##sub(volatile AS T* p, T v) { return RMW(fetch_sub, AS, A, p, v); }                \
  OVL T PREFIX##xchg(volatile AS T* p, T v) { return RMW(exchange, AS, A, p, v); }                \
  OVL T PREFIX##inc(volatile AS T* p) { return RMW(fetch_add, AS, A, p, (T)1); }                  \
  OVL T PREFIX##dec(volatile AS T* p) { return RMW(fetch_sub, AS, A, p, (T)1); }                  \
  OVL T PREFIX##min(volatile AS T* p, T v) { return RMW(fetch_min, AS, A, p, v); }                \
  OVL T PREFIX##max(volatile AS T* p, T v) { return RMW(fetch_max, AS, A, p, v); }                \
  OVL T PREFIX##and(volatile AS T* p, T v) { return RMW(fetch_and, AS, A, p, v); }                \
  OVL T PREFIX##or(volatile AS T* p, T v) { return RMW(fetch_or, AS, A, p, v); }                  \
  OVL T PREFIX##xor(volatile AS T* p, T v) { return RMW(fetch_xor, AS, A, p, v); }                \
  OVL T PREFIX##cmpxchg(volatile AS T* p, T expected, T desired) {                                \
    __opencl_atomic_compare_exchange_strong((volatile AS A*)p, &expected, desired,               \
                                            __ATOMIC_RELAXED, __ATOMIC_RELAXED, SCOPE);           \
    return expected;                                                                              \
  }

#define ATOMICS(PREFIX, T, A)                                                                     \
  ATOMICS_AS(PREFIX, T, A, __global)                                                              \
  ATOMICS_AS(PREFIX, T, A, __local)
ATOMICS(atomic_, int, atomic_int)
ATOMICS(atomic_, uint, atomic_uint)
ATOMICS(atom_, int, atomic_int)
ATOMICS(atom_, uint, atomic_uint)
ATOMICS(atom_, long, atomic_long)
ATOMICS(atom_, ulong, atomic_ulong)
// OpenCL C 2.0 also declares the 1.x names on generic pointers.
ATOMICS_AS(atomic_, int, atomic_int, )
ATOMICS_AS(atomic_, uint, atomic_uint, )

#define FLOAT_XCHG(AS)                                                                            \
  OVL float atomic_xchg(volatile AS float* p, float v) {                                          \
    return RMW(exchange, AS, atomic_float, p, v);                                                 \
  }
FLOAT_XCHG(__global)
FLOAT_XCHG(__local)
FLOAT_XCHG()
