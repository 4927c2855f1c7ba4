// Kernel-scope __local variables (addrspace(3) globals) become fixed offsets into the per-worker
// local memory block, WorkGroupContext::localMemory, which the device provides per group.
#pragma once

#include <cstdint>

namespace llvm {
class DataLayout;
}

namespace weft::compiler {

struct WorkGroupFunction;

/// Rewrites every use of a __local variable inside `wg` (directly or through constant
/// expressions) to its place in the local memory block. Returns the bytes the variables take.
uint64_t lowerLocalVariables(WorkGroupFunction& wg, const llvm::DataLayout& layout);

} // namespace weft::compiler
