// Streaming stores for outputs larger than the caches. A core that stores to a cache line it does
// not hold first reads the line from memory (a read for ownership): a kernel that writes an
// output buffer of 64 MiB moves 64 MiB more than it writes, a third of a copy's traffic. A
// non-temporal store of a whole line writes it without reading it, and leaves the caches to the
// data that is read. That pays only where the output would not stay in the caches anyway, which
// only the launch knows (the buffers' sizes): the runtime sets a bit per buffer argument in
// WorkGroupContext::streamingStores when the launch's buffers together exceed the caches and the
// argument's buffer shares no byte with another argument.
//
// This pass gives each wide store of a vectorized work-group function to a __global buffer
// argument that the kernel never reads (no load, atomic or gather of that argument, and no read
// through a pointer of unknown origin) a non-temporal twin, taken when the argument's bit is set
// and the address is aligned: a store of whole cache lines at a line's start, one of 16 or 32
// bytes (a vector of AVX or SSE registers) that moves by its size in each iteration of its loop
// at its own size's, the next iterations' stores filling the rest of the line in the core's
// write-combining buffer. A group whose launch streams
// ends with an sfence, so that its stores are visible before the launch completes.
#pragma once

namespace llvm {
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace weft::compiler {

struct KernelInfo;
struct WorkGroupFunction;

/// Adds the twins to `wg` (x86-64 only; after the SPMD vectorizer, before the optimizer), for
/// the kernel `info` describes. Returns how many stores got one.
unsigned addStreamingStores(WorkGroupFunction& wg, const KernelInfo& info,
                            llvm::ScalarEvolution& scalarEvolution, llvm::LoopInfo& loops);

} // namespace weft::compiler
