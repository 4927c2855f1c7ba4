// Clamped indices tested once per step. A kernel that clamps its neighbours' coordinates at the
// borders (a 3x3 convolution's clamp(x + dx, 0, width - 1), a stencil's max(x - 1, 0)) reads
// through indices the SPMD vectorizer cannot call consecutive: it gives each such load a test (is
// any lane of this step clamped?) and a branch to a wide load or a gather. Inside a loop over the
// filter's rows that is a test per load per iteration, and the loop, with its gathers, stays a
// loop after vectorization: one load instruction then walks three rows, and the hardware's
// per-instruction stride prefetcher loses them. The convolution row at 2048x2048 on one core of
// the Zen 5 VM, caches flushed: 9.6 GB/s as written, 14-17 with its rows written out by hand,
// 27 without the clamp on x.
//
// This pass gives the work-item loop's body a second copy without those clamps, entered when no
// clamp would change its value for any work-item of the step: for each clamp of a value that
// moves with the work-item's x by a bound that does not, the value at every iteration of the
// kernel's small constant loops that it depends on (dx from -1 to 1) lies within the bound. The
// test is computed at the top of the body, from the lane's id and the loops' constant values, and
// made one decision for the step by __weft_all_work_items(i1): the SPMD vectorizer makes it "true
// in every lane of the step", a uniform branch; where work-items run one at a time it is false
// (lowerAllWorkItems), and the copy goes. The copy has straight-line loads that the vectorizer
// makes wide and the optimizer unrolls; the border steps take the original body.
#pragma once

namespace llvm {
class Function;
class Instruction;
class LoopInfo;
class ScalarEvolution;
} // namespace llvm

namespace weft::compiler {

struct WorkGroupFunction;

/// The marker's name: `i1 __weft_all_work_items(i1 holds)`: true only where `holds` is true for
/// every work-item that runs beside this one (a vector step's lanes); false is always right.
inline constexpr const char* kAllWorkItemsName = "__weft_all_work_items";

/// Whether `instruction` is a call to the marker.
bool isAllWorkItems(const llvm::Instruction& instruction);

/// Whether `instruction` is a call of smax, smin, umax or umin: half of a clamp as InstCombine
/// leaves it (OpenCL's clamp(x, lo, hi) is min(max(x, lo), hi)).
bool isMinMax(const llvm::Instruction& instruction);

/// Versions the work-item loop of `wg` (a work-group function without barrier regions, inlined
/// and simplified) as above, when its body is small and has clamps of that kind whose results
/// index memory. Returns how many clamps the copy leaves out (0: nothing changed).
unsigned versionClampedIndices(WorkGroupFunction& wg, llvm::ScalarEvolution& scalarEvolution,
                               llvm::LoopInfo& loops);

/// Replaces each marker call left in `function` (work-items one at a time: the loops the SPMD
/// vectorizer left or declined) by false: one work-item gains little from the copy, and LLVM's
/// loop vectorizer would have to if-convert both bodies. Returns whether there was one.
bool lowerAllWorkItems(llvm::Function& function);

} // namespace weft::compiler
