// Memory fences (OpenCL C 3.0 §6.15.11). The work-items of a group run on one thread in program
// order, so a fence only has to stop the compiler from moving memory accesses across it.
#include "macros.h"

OVL void mem_fence(cl_mem_fence_flags flags) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
OVL void read_mem_fence(cl_mem_fence_flags flags) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
OVL void write_mem_fence(cl_mem_fence_flags flags) { __atomic_signal_fence(__ATOMIC_SEQ_CST); }
