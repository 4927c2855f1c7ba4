// The calling contract between the code the kernel compiler generates and the device that runs it.
// Plain data only: compiler/ emits code against this layout, devices/cpu fills it per work-group.
// Changing a field's order or type changes the generated code; bump kWorkGroupAbiVersion.
#pragma once

#include <cstdint>

namespace weft {

inline constexpr uint32_t kWorkGroupAbiVersion = 7;

/// The most work-items a group may have (CL_DEVICE_MAX_WORK_GROUP_SIZE). The compiler sizes the
/// work-group functions' shared scratch (work_group_reduce_add, ...) for it.
inline constexpr uint64_t kMaxWorkGroupSize = 4096;

/// Where the printf calls of one launch leave their records (runtime/printf.hpp reads them). The
/// generated code adds a record's size to `used` atomically and writes the record at the old value
/// when it ends within `capacity`; a record that does not fit is dropped and its printf returns -1.
/// Record: u32 size, u32 argument count, u64 address of the format string, then per argument
/// u32 descriptor (PrintfArg), u32 payload bytes and the payload, padded to 8 bytes.
struct PrintfBuffer {
  uint64_t used;
  uint64_t capacity;
  char* data;
};

/// A printf argument's descriptor: kind | element bytes << 8 | elements << 16.
enum PrintfArgKind : uint32_t { kPrintfInteger = 0, kPrintfFloat = 1, kPrintfPointer = 2 };

/// What one call of a work-group function sees. The device owns it; the generated code only reads.
struct WorkGroupContext {
  uint64_t groupId[3];
  uint64_t localSize[3]; ///< this group's size: smaller than enqueued in a partial last group
  uint64_t enqueuedLocalSize[3]; ///< the local size of the launch (get_enqueued_local_size)
  uint64_t globalSize[3];
  uint64_t globalOffset[3];
  uint64_t numGroups[3];
  uint32_t workDim;
  /// Bit k set: the launch's data is larger than the caches, and the buffer of argument k (k <
  /// 32) shares its bytes with no other argument. A kernel that writes that buffer with whole
  /// cache lines and never reads it may then write them with non-temporal stores, which do not
  /// read the lines first (compiler/streaming_stores.hpp).
  uint32_t streamingStores;
  /// Per-worker block: the kernel's static __local variables first, then its __local arguments at
  /// the offsets stored in their argument slots. Never shared by two groups running at once.
  char* localMemory;
  /// Per-worker block for a kernel with barriers: what each work-item keeps from one region to
  /// the next (KernelInfo::workItemStateBytes per work-item, times the enqueued local size), then
  /// what the group keeps once (KernelInfo::workGroupStateBytes).
  char* workItemState;
  /// The launch's printf records; null when the kernel does not call printf.
  PrintfBuffer* printfBuffer;
  /// Where a generic pointer may point, for to_global, to_local and to_private: the bytes of
  /// localMemory, those of workItemState, and the stack of the thread running the group, where
  /// the work-items' private variables lie.
  uint64_t localMemoryBytes;
  uint64_t workItemStateBytes;
  char* stackLow;
  char* stackHigh;
  /// Bit k set: the buffer of argument k (k < 32) shares its bytes with no other argument's.
  /// A kernel that only adds to it atomically, dropping the results, may then count per thread
  /// and add the thread's counts when it has run its last group (compiler/group_counts.hpp).
  uint32_t exclusiveArguments;
  /// 1 in the call a thread makes after the last group it ran of a launch whose kernel counts
  /// (KernelInfo::countBinsBytes): the call adds what countBins holds to the buffers and runs
  /// no group. 0 in every other call.
  uint32_t countFlush;
  /// Per-thread block of KernelInfo::countBinsBytes, all zero when the thread starts on a launch:
  /// where a kernel that counts keeps its counts across the groups the thread runs.
  char* countBins;
};

/// Runs every work-item of one work-group. `args` is the argument block laid out as
/// compiler::KernelInfo describes; it is shared by all groups of a launch and never written.
using WorkGroupFn = void (*)(const void* args, const WorkGroupContext* ctx);

} // namespace weft
