// Work-group functions (OpenCL C 3.0 §6.15.16): all, any, broadcast, reduce and scans. Each
// work-item leaves its value in a __local scratch array with one slot per work-item and one for
// the result (compiler/work_item_builtins.cpp makes it); after a barrier, work-item 0 combines
// the slots in order and the others wait at the next barrier. What a call reads last is the
// result slot or the work-item's own slot, and the next call writes only the work-item's own slot
// before its first barrier, so no call overwrites what the group still reads from the previous
// one; broadcast alone writes the result slot first, and so starts with a barrier.
#include "macros.h"

// The group's scratch: (CL_DEVICE_MAX_WORK_GROUP_SIZE + 1) slots of 8 bytes.
__local void* __weft_work_group_scratch(void);

#define SCRATCH(T) ((__local T*)__weft_work_group_scratch())
#define FENCE() work_group_barrier(CLK_LOCAL_MEM_FENCE)

static size_t group_items(void) { return get_local_size(0) * get_local_size(1) * get_local_size(2); }

// Every work-item's value in its slot; work-item 0 then runs the code between BEGIN and END over
// the slots, and every work-item returns RESULT.
#define BEGIN(T, VALUE)                                                                           \
  __local T* s = SCRATCH(T);                                                                      \
  const size_t n = group_items(), lid = get_local_linear_id();                                    \
  s[lid] = VALUE;                                                                                 \
  FENCE();                                                                                        \
  if (lid == 0) {
#define END(RESULT)                                                                               \
  }                                                                                               \
  FENCE();                                                                                        \
  return RESULT;

OVL int work_group_all(int predicate) {
  BEGIN(int, predicate != 0)
  int r = 1;
  for (size_t i = 0; i < n; ++i)
    r &= s[i];
  s[n] = r;
  END(s[n])
}

OVL int work_group_any(int predicate) {
  BEGIN(int, predicate != 0)
  int r = 0;
  for (size_t i = 0; i < n; ++i)
    r |= s[i];
  s[n] = r;
  END(s[n])
}

#define ADD(a, b) ((a) + (b))

// Reduce, inclusive and exclusive scan of one operation; IDENTITY is what the spec gives an
// exclusive scan's first work-item.
#define OPERATION(T, NAME, COMBINE, IDENTITY)                                                     \
  OVL T work_group_reduce_##NAME(T x) {                                                           \
    BEGIN(T, x)                                                                                   \
    T r = s[0];                                                                                   \
    for (size_t i = 1; i < n; ++i)                                                                \
      r = COMBINE(r, s[i]);                                                                       \
    s[n] = r;                                                                                     \
    END(s[n])                                                                                     \
  }                                                                                               \
  OVL T work_group_scan_inclusive_##NAME(T x) {                                                   \
    BEGIN(T, x)                                                                                   \
    T r = s[0];                                                                                   \
    for (size_t i = 1; i < n; ++i)                                                                \
      s[i] = r = COMBINE(r, s[i]);                                                                \
    END(s[lid])                                                                                   \
  }                                                                                               \
  OVL T work_group_scan_exclusive_##NAME(T x) {                                                   \
    BEGIN(T, x)                                                                                   \
    T r = IDENTITY;                                                                               \
    for (size_t i = 0; i < n; ++i) {                                                              \
      const T v = s[i];                                                                           \
      s[i] = r;                                                                                   \
      r = COMBINE(r, v);                                                                          \
    }                                                                                             \
    END(s[lid])                                                                                   \
  }

// The local id arguments name one work-item; every work-item gets its value.
#define BROADCAST(T)                                                                              \
  static T broadcast_##T(T a, size_t target) {                                                    \
    __local T* s = SCRATCH(T);                                                                    \
    const size_t n = group_items();                                                               \
    FENCE();                                                                                      \
    if (get_local_linear_id() == target)                                                          \
      s[n] = a;                                                                                   \
    FENCE();                                                                                      \
    return s[n];                                                                                  \
  }                                                                                               \
  OVL T work_group_broadcast(T a, size_t x) { return broadcast_##T(a, x); }                       \
  OVL T work_group_broadcast(T a, size_t x, size_t y) {                                           \
    return broadcast_##T(a, y * get_local_size(0) + x);                                           \
  }                                                                                               \
  OVL T work_group_broadcast(T a, size_t x, size_t y, size_t z) {                                 \
    return broadcast_##T(a, (z * get_local_size(1) + y) * get_local_size(0) + x);                 \
  }

#define INTEGER_FUNCTIONS(T, MIN, MAX)                                                            \
  OPERATION(T, add, ADD, (T)0)                                                                    \
  OPERATION(T, min, min, MAX)                                                                     \
  OPERATION(T, max, max, MIN)                                                                     \
  BROADCAST(T)
#define FLOAT_FUNCTIONS(T, INF)                                                                   \
  OPERATION(T, add, ADD, (T)0)                                                                    \
  OPERATION(T, min, fmin, INF)                                                                    \
  OPERATION(T, max, fmax, -INF)                                                                   \
  BROADCAST(T)

INTEGER_FUNCTIONS(int, INT_MIN, INT_MAX)
INTEGER_FUNCTIONS(uint, 0u, UINT_MAX)
INTEGER_FUNCTIONS(long, LONG_MIN, LONG_MAX)
INTEGER_FUNCTIONS(ulong, 0ul, ULONG_MAX)
FLOAT_FUNCTIONS(float, INFINITY)
FLOAT_FUNCTIONS(double, (double)INFINITY)
FLOAT_FUNCTIONS(half, (half)INFINITY)
