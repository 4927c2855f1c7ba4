// The work-group function of a kernel (DESIGN.md §7.3): `void __weft_wg_<kernel>(const void* args,
// const WorkGroupContext* ctx)` loads the kernel's arguments from the argument block and runs the
// kernel once per work-item in three nested loops over the local ids, x innermost. Later steps
// inline the kernel into the loops, replace the work-item builtins and __local variables, and
// mark the x loop parallel so that LLVM's loop vectorizer puts work-items in SIMD lanes.
#pragma once

#include "compiler/compiler.hpp"

#include <llvm/IR/ValueHandle.h>

#include <array>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace llvm {
class Argument;
class BasicBlock;
class Function;
class Instruction;
class IRBuilderBase;
class MDNode;
class PHINode;
class Type;
class Value;
} // namespace llvm

namespace weft::compiler {

/// The work-group function's name for a kernel.
std::string workGroupFunctionName(std::string_view kernelName);

/// One generated work-group function and the values the later steps build on.
struct WorkGroupFunction {
  llvm::Function* function = nullptr;
  llvm::Argument* ctx = nullptr;
  /// Ends with the branch into the loops: loop-invariant code goes before its terminator.
  llvm::BasicBlock* entry = nullptr;
  /// By dimension: [0] is the innermost loop's. A kernel compiled with another dimension in
  /// the lanes (BuildOptions::lanesDimension) has that dimension's loop innermost, and once its
  /// work-item builtins are lowered its id and size here trade places with x's (swapLanes()).
  std::array<llvm::PHINode*, 3> localId{};
  /// The SPMD-vectorized x loops' first local id of each step, with the step's work-items: the
  /// step ends within the largest group (kMaxWorkGroupSize), a bound their code does not show.
  /// Null once deleted.
  struct VectorBase {
    llvm::WeakVH phi;
    unsigned width = 0;
  };
  std::vector<VectorBase> vectorBases;
  std::array<llvm::Value*, 3> localSize{}; ///< ctx->localSize, loaded in the entry block
  llvm::MDNode* accessGroup = nullptr;     ///< the x loop's llvm.loop.parallel_accesses group
  /// The region the work-items run, for a kernel split at its barriers: 0 from the kernel's
  /// start, n after its n-th barrier. Null without barriers.
  llvm::PHINode* region = nullptr;
  /// The image arguments' descriptors (devices/image_abi.h), loaded in the entry block, with
  /// their arguments' indices.
  std::vector<std::pair<uint32_t, llvm::Instruction*>> imageDescriptors;
};

/// Builds the work-group function of `kernel`, whose argument block `info` describes. The kernel
/// is called, not yet inlined. With `regions`, `kernel` is the split form of a kernel with
/// barriers (barrier_regions.hpp), run region by region. The loop of `lanesDimension` is the
/// innermost, the one the SPMD vectorizer puts in lanes.
WorkGroupFunction createWorkGroupFunction(llvm::Function& kernel, const KernelInfo& info,
                                          bool regions = false, unsigned lanesDimension = 0);

/// Gives `wg`'s innermost loop, that of `lanesDimension`, the place of x in `wg.localId` and
/// `wg.localSize`, where the later steps look for the lanes' loop: after the work-item builtins
/// are lowered, which read them by dimension.
void swapLanes(WorkGroupFunction& wg, unsigned lanesDimension);

/// Makes `wg`, a work-group function that runs only in groups of exactly `size`, use that size
/// as a constant (its loops' trip counts, get_local_size).
void fixLocalSize(WorkGroupFunction& wg, const std::array<uint64_t, 3>& size);

/// Makes `wg` call `whole`, a work-group function of the same kernel for groups of exactly
/// `size` (fixLocalSize), instead of running its own loops when the group has that size.
void callForLocalSize(WorkGroupFunction& wg, llvm::Function& whole,
                      const std::array<uint64_t, 3>& size);

/// Moves the loads of the image descriptors' fields (a WeftImage never changes while a kernel
/// runs, and an image argument always points to one) into the entry block, out of the work-item
/// loops: the image builtins' branches on an image's format are then on values the same in every
/// work-item before the SPMD vectorizer looks, and no store to the image's texels makes the loop
/// load them again. With `formats` (a kernel compiled for the images of a launch), the loads of
/// their format fields become constants. Call once everything is inlined.
void hoistImageDescriptorLoads(WorkGroupFunction& wg,
                               const std::vector<ImageArgumentFormat>* formats = nullptr);

/// Loads a field of the WorkGroupContext at byte `offset` (+ 8 * `index` for the arrays).
llvm::Value* loadContextField(llvm::IRBuilderBase& builder, llvm::Value* ctx, size_t offset,
                              llvm::Type* type, llvm::Value* index = nullptr);

} // namespace weft::compiler
