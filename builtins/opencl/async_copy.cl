// Asynchronous copies between __global and __local memory, wait_group_events and prefetch
// (OpenCL C 3.0 §6.15.13). Every work-item of the group calls a copy with the same arguments;
// each copies the elements of its local id, its id plus the group's size, and so on, so that
// neighbouring work-items copy neighbouring elements (one vector access per step in SIMD lanes).
// The copy is done when the call returns; wait_group_events is the barrier after which every
// work-item sees all of it.
#include "macros.h"

static size_t group_items(void) { return get_local_size(0) * get_local_size(1) * get_local_size(2); }

// prefetch: the lines of the n elements into the nearest cache, at most kPrefetchLines of them (a
// hint, which the spec leaves to the implementation: a call for a megabyte does not issue 16384
// prefetches per work-item). In SIMD lanes, one prefetch per line the lanes' addresses span.
#define kPrefetchLines 64
static void prefetch_bytes(const __global uchar* p, size_t bytes) {
  const size_t end = min(bytes, (size_t)(kPrefetchLines * 64));
  for (size_t at = 0; at < end; at += 64)
    __builtin_prefetch(p + at, 0, 3);
}

// The elements this work-item copies.
#define EACH_ELEMENT(i, n)                                                                        \
  for (size_t i = get_local_linear_id(), step = group_items(); i < n; i += step)

#define ASYNC_COPY(N, T)                                                                          \
  OVL event_t async_work_group_copy(__local T##N* dst, const __global T##N* src, size_t n,        \
                                    event_t event) {                                              \
    EACH_ELEMENT(i, n)                                                                            \
      dst[i] = src[i];                                                                            \
    return event;                                                                                 \
  }                                                                                               \
  OVL event_t async_work_group_copy(__global T##N* dst, const __local T##N* src, size_t n,        \
                                    event_t event) {                                              \
    EACH_ELEMENT(i, n)                                                                            \
      dst[i] = src[i];                                                                            \
    return event;                                                                                 \
  }                                                                                               \
  OVL event_t async_work_group_strided_copy(__local T##N* dst, const __global T##N* src,          \
                                            size_t n, size_t stride, event_t event) {             \
    EACH_ELEMENT(i, n)                                                                            \
      dst[i] = src[i * stride];                                                                   \
    return event;                                                                                 \
  }                                                                                               \
  OVL event_t async_work_group_strided_copy(__global T##N* dst, const __local T##N* src,          \
                                            size_t n, size_t stride, event_t event) {             \
    EACH_ELEMENT(i, n)                                                                            \
      dst[i * stride] = src[i];                                                                   \
    return event;                                                                                 \
  }                                                                                               \
  OVL void prefetch(const __global T##N* p, size_t n) {                                          \
    prefetch_bytes((const __global uchar*)p, n * sizeof(T##N));                                   \
  }

#define ASYNC_COPY_TYPE(T) ALL_WIDTHS(ASYNC_COPY, T)
ASYNC_COPY_TYPE(char)
ASYNC_COPY_TYPE(uchar)
ASYNC_COPY_TYPE(short)
ASYNC_COPY_TYPE(ushort)
ASYNC_COPY_TYPE(int)
ASYNC_COPY_TYPE(uint)
ASYNC_COPY_TYPE(long)
ASYNC_COPY_TYPE(ulong)
ASYNC_COPY_TYPE(float)
ASYNC_COPY_TYPE(double)
ASYNC_COPY_TYPE(half)

// The events' list may be private (OpenCL C 1.x) or generic (2.0 and later).
OVL void wait_group_events(int count, __private event_t* events) {
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
OVL void wait_group_events(int count, event_t* events) {
  work_group_barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
