// Puts the memory accesses of the work-item loop into the loop's access group, which makes
// LLVM's loop vectorizer treat the work-items as independent (llvm.loop.parallel_accesses).
// Without barriers that is what OpenCL promises — except for private memory: every work-item
// has its own, but in the work-group function all work-items share one stack frame. Accesses
// that may reach private memory stay out of the group, and the vectorizer checks those itself.
#pragma once

namespace weft::compiler {

struct WorkGroupFunction;

/// Tags the accesses of `wg`'s loops. Run it after SROA so that promoted private memory is gone
/// and pointers are resolved as far as they can be.
void markWorkItemLoopParallel(WorkGroupFunction& wg);

} // namespace weft::compiler
