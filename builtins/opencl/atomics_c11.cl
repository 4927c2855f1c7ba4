// The OpenCL C 2.0 atomics (OpenCL C 3.0 §6.15.12) on __global, __local and generic objects: atomic_init,
// load, store, exchange, compare-exchange, the fetch operations and atomic_flag, each without an
// order (seq_cst, device scope), with an order, and with an order and a scope. The orders and
// scopes are run-time values here; after inlining they are usually constants, and the compiler's
// atomic lowering takes an order it cannot see as seq_cst and every scope as the device's.
#include "macros.h"

#define SEQ_CST memory_order_seq_cst
#define DEVICE memory_scope_device

// An operation in its three forms: F(args) with the default order and scope, F_explicit(args,
// order), F_explicit(args, order, scope). CALL is the builtin call with `o` and `s` in it.
#define THREE_FORMS(RET, F, PARAMS, CALL)                                                         \
  OVL RET F PARAMS {                                                                              \
    const memory_order o = SEQ_CST;                                                               \
    const memory_scope s = DEVICE;                                                                \
    return CALL;                                                                                  \
  }                                                                                               \
  OVL RET F##_explicit PARAMS_ORDER PARAMS {                                                   \
    const memory_scope s = DEVICE;                                                                \
    return CALL;                                                                                  \
  }                                                                                               \
  OVL RET F##_explicit PARAMS_SCOPE PARAMS { return CALL; }
#define PARAMS_ORDER(...) (__VA_ARGS__, memory_order o)
#define PARAMS_SCOPE(...) (__VA_ARGS__, memory_order o, memory_scope s)

#define C11_VALUE(A, C, AS)                                                                       \
  OVL void atomic_init(volatile AS A* p, C v) { __opencl_atomic_init(p, v); }                     \
  THREE_FORMS(void, atomic_store, (volatile AS A * p, C v), __opencl_atomic_store(p, v, o, s))    \
  THREE_FORMS(C, atomic_load, (volatile AS A * p), __opencl_atomic_load(p, o, s))                 \
  THREE_FORMS(C, atomic_exchange, (volatile AS A * p, C v), __opencl_atomic_exchange(p, v, o, s)) \
  C11_CMPXCHG(A, C, AS, __global)                                                                 \
  C11_CMPXCHG(A, C, AS, __local)                                                                  \
  C11_CMPXCHG(A, C, AS, __private)                                                                \
  C11_CMPXCHG(A, C, AS, )

// compare-exchange: the expected value may be in any address space; the explicit forms take a
// success and a failure order.
#define C11_CMPXCHG(A, C, AS, EAS) C11_CMPXCHG_KIND(A, C, AS, EAS, strong) C11_CMPXCHG_KIND(A, C, AS, EAS, weak)
#define C11_CMPXCHG_KIND(A, C, AS, EAS, KIND)                                                    \
  OVL bool atomic_compare_exchange_##KIND(volatile AS A* p, EAS C* expected, C desired) {         \
    return __opencl_atomic_compare_exchange_##KIND(p, expected, desired, SEQ_CST, SEQ_CST,        \
                                                    DEVICE);                                      \
  }                                                                                               \
  OVL bool atomic_compare_exchange_##KIND##_explicit(volatile AS A* p, EAS C* expected,           \
                                                     C desired, memory_order success,             \
                                                     memory_order failure) {                      \
    return __opencl_atomic_compare_exchange_##KIND(p, expected, desired, success, failure,        \
                                                    DEVICE);                                      \
  }                                                                                               \
  OVL bool atomic_compare_exchange_##KIND##_explicit(volatile AS A* p, EAS C* expected,           \
                                                     C desired, memory_order success,             \
                                                     memory_order failure, memory_scope s) {      \
    return __opencl_atomic_compare_exchange_##KIND(p, expected, desired, success, failure, s);    \
  }

// A fetch operation on an integer object; M is the operand's type (ptrdiff_t for pointers).
#define C11_FETCH(OP, A, C, M, AS)                                                                \
  THREE_FORMS(C, atomic_fetch_##OP, (volatile AS A * p, M v),                                     \
              __opencl_atomic_fetch_##OP(p, (C)v, o, s))
#define C11_FETCH_ALL(A, C, M, AS)                                                                \
  C11_FETCH(add, A, C, M, AS) C11_FETCH(sub, A, C, M, AS) C11_FETCH(and, A, C, M, AS)             \
  C11_FETCH(or, A, C, M, AS) C11_FETCH(xor, A, C, M, AS) C11_FETCH(min, A, C, M, AS)              \
  C11_FETCH(max, A, C, M, AS)

#define C11_ADDRESS_SPACE(AS)                                                                     \
  C11_VALUE(atomic_int, int, AS)                                                                  \
  C11_VALUE(atomic_uint, uint, AS)                                                                \
  C11_VALUE(atomic_long, long, AS)                                                                \
  C11_VALUE(atomic_ulong, ulong, AS)                                                              \
  C11_VALUE(atomic_float, float, AS)                                                              \
  C11_VALUE(atomic_double, double, AS)                                                            \
  C11_FETCH_ALL(atomic_int, int, int, AS)                                                         \
  C11_FETCH_ALL(atomic_uint, uint, uint, AS)                                                      \
  C11_FETCH_ALL(atomic_long, long, long, AS)                                                      \
  C11_FETCH_ALL(atomic_ulong, ulong, ulong, AS)                                                   \
  /* The pointer-sized forms the header declares besides those of long and ulong. */             \
  C11_FETCH(add, atomic_uintptr_t, uintptr_t, ptrdiff_t, AS)                                      \
  C11_FETCH(sub, atomic_uintptr_t, uintptr_t, ptrdiff_t, AS)                                      \
  C11_FETCH(and, atomic_uintptr_t, uintptr_t, intptr_t, AS)                                       \
  C11_FETCH(or, atomic_uintptr_t, uintptr_t, intptr_t, AS)                                        \
  C11_FETCH(xor, atomic_uintptr_t, uintptr_t, intptr_t, AS)                                       \
  C11_FETCH(min, atomic_uintptr_t, uintptr_t, intptr_t, AS)                                       \
  C11_FETCH(max, atomic_uintptr_t, uintptr_t, intptr_t, AS)                                       \
  C11_FETCH(and, atomic_intptr_t, intptr_t, uintptr_t, AS)                                        \
  C11_FETCH(or, atomic_intptr_t, intptr_t, uintptr_t, AS)                                         \
  C11_FETCH(xor, atomic_intptr_t, intptr_t, uintptr_t, AS)                                        \
  C11_FETCH(min, atomic_intptr_t, intptr_t, uintptr_t, AS)                                        \
  C11_FETCH(max, atomic_intptr_t, intptr_t, uintptr_t, AS)                                        \
  THREE_FORMS(bool, atomic_flag_test_and_set, (volatile AS atomic_flag * p),                      \
              __opencl_atomic_exchange((volatile AS atomic_int*)p, 1, o, s) != 0)                 \
  THREE_FORMS(void, atomic_flag_clear, (volatile AS atomic_flag * p),                             \
              __opencl_atomic_store((volatile AS atomic_int*)p, 0, o, s))

C11_ADDRESS_SPACE(__global)
C11_ADDRESS_SPACE(__local)
// Unqualified is generic (the library is compiled as OpenCL C 2.0): every address space is the
// host's memory, so the same instructions serve a generic pointer.
C11_ADDRESS_SPACE()

// Work-groups run on several threads: a fence beyond the work-group orders memory between them.
// Within a group, all work-items run on one thread in program order.
OVL void atomic_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope) {
  if (order == memory_order_relaxed)
    return;
  if (scope == memory_scope_work_item || scope == memory_scope_work_group)
    __atomic_signal_fence(__ATOMIC_SEQ_CST);
  else
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
}
