// Whole-function (SPMD) vectorization of the x work-item loop (DESIGN.md §7.3).
//
// LLVM's loop vectorizer gives up on an x loop whose body holds a loop of its own (Mandelbrot,
// a naive matrix multiply), so this pass widens the body itself, after Karrenberg and Hack's
// whole-function vectorization: a shape analysis finds the values that are the same in every
// lane (uniform), that step by a constant from lane to lane (consecutive addresses become wide
// loads and stores), and the rest (varying); branches on varying values become per-lane masks,
// loops that lanes leave at different times run while any lane is active, and everything else
// keeps its control flow. The new loop runs `width` work-items per iteration; the original loop
// stays behind it for the last localSize % width work-items.
#pragma once

#include <cstdint>
#include <string>

namespace llvm {
class Function;
}

namespace weft::compiler {

struct WorkGroupFunction;

/// Vectorizes `wg`'s x loop `width` lanes wide, `interleave` vectors per step (independent
/// work-items side by side hide the latency of each one's dependent operations) while enough
/// work-items remain and one vector per step after that; in groups exactly `width` wide, `rows`
/// rows of work-items per step (a power of two; 1 for none). Or leaves the function exactly as it
/// was when the loop holds something this pass does not handle, so that LLVM's loop vectorizer
/// still gets its chance. Returns the report for the kernel author: "vectorized <width>-wide
/// (SPMD)" or "not SPMD-vectorized: <reason>"; with WEFT_DUMP_IR=<dir> it is also written to
/// <dir>/<kernel>.vec.txt. With `quick` (a program's first build, BuildOptions::quick), only the
/// one-vector copy is made, and `wider` says whether the full build would make wider steps; where
/// it would and `wholeVectors` is set, the copy runs whole vectors only: the scalar loop after it
/// is never entered (KernelInfo::wholeVectors), and the optimizer removes it.
std::string vectorizeWorkItemLoop(WorkGroupFunction& wg, unsigned width, unsigned interleave,
                                  unsigned rows, bool quick = false, bool* wider = nullptr,
                                  bool wholeVectors = false);

/// The most bits one widened value may take: four of the widest registers. A kernel whose own
/// vectors would take more in the lanes of a vectorized copy gets them split into their elements
/// first (the pipeline's choice): as scalars they vectorize like any scalar code, and the
/// library's vector builtins are their elements' scalar calls anyway.
constexpr uint64_t kMaxWidenedBits = 2048;

/// The widest vector type among `function`'s values, in bits; 0 when it has none.
uint64_t widestVectorBits(const llvm::Function& function);

/// Gives the undefined elements of `function`'s stored vectors a defined element's value: a
/// float3 is stored as a float4 with an undefined w (its padding), whose store splitting would
/// drop, leaving each work-item's run with a gap that only scatters (or masked stores) write.
/// The store wrote those bytes before; now it writes them with a value chosen.
void defineStoredPadding(llvm::Function& function);

/// Vectorizes `wg`, a work-group function for groups of exactly `rows` rows of `width`
/// work-items (fixLocalSize), as one step of width * rows lanes: the whole group side by side.
/// False when the loop holds something this pass does not handle, or what would make the step
/// slow to build (calls, atomics, divisions lane by lane): the caller then deletes the function.
/// Else `statistics` tells what the step does with memory.
bool vectorizeWholeGroup(WorkGroupFunction& wg, unsigned width, unsigned rows,
                         std::string& statistics);

} // namespace weft::compiler
