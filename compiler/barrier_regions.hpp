// Barriers (DESIGN.md §7.3): a kernel that calls barrier() is split into regions, the code from
// one barrier (or the start) to the next barriers (or the end). The work-group function then runs
// one region for every work-item before it starts the next, which is what a barrier means.
//
// The split kernel takes two more parameters, the region to run and the work-items' state, and
// returns the region that comes next (or kEndOfKernel): `i32 kernel(params..., i32, ptr)`.
// Values that live across a barrier, and private variables, are kept per work-item in the state
// block, at `state + slotOffset * workItems + localLinearId * slotSize` (each slot an array over
// the group's work-items, so the work-items of a region access it with consecutive addresses).
// Nothing lives on a stack across a barrier, so a 4096-item group needs no large stack. The
// first slot, an i32 per work-item at offset 0, is the work-group function's: the next region.
// Values the same in every work-item are kept once, after the work-items' slots (at `state +
// stateBytes * workItems`): groupStateBytes / 2 bytes the regions read, then as many that they
// write, which the work-group function copies over the first after each region.
#pragma once

#include <cstdint>
#include <string_view>

namespace llvm {
class DataLayout;
class Function;
class Twine;
} // namespace llvm

namespace weft::compiler {

/// The region a split kernel returns when the work-items are done.
inline constexpr int32_t kEndOfKernel = (1 << 30) - 1;
/// Set in what a split kernel returns when the work-item had nothing to do in the region it ran
/// and neither have the work-items after it in its row of the group (a larger x id): the x loop
/// may stop there. The work-group function reads the next region without it.
inline constexpr int32_t kIdleRegionBit = 1 << 30;
/// Marks the work-group function's store of what a split kernel returned.
inline constexpr const char* kNextRegionMetadata = "weft.next_region";

/// Marks the loads of values that are the same in every work-item of a group from the state
/// block: any work-item's element holds them.
inline constexpr const char* kGroupUniformMetadata = "weft.group_uniform";
/// On a split kernel: where each value the same in every work-item lies in the group's part of
/// the state block, as pairs of its offset (i64) and a poison value of its type. The work-group
/// function copies the values the regions wrote over those they read one by one, each with its
/// own type: a load the width of the store before it gets the stored value forwarded, where a
/// wider copy would wait for the stores to reach the cache (on Zen 5 a reduction's tree ran half
/// as fast with a 16-byte copy of its 4-byte stride).
inline constexpr const char* kGroupStateMetadata = "weft.group_state";

/// Marks the state block's base pointer and the accesses to it (each work-item's own elements:
/// they never conflict across work-items).
inline constexpr const char* kWorkItemStateMetadata = "weft.work_item_state";

/// Whether `name` is one of the barrier builtins (barrier, work_group_barrier).
bool isBarrierBuiltin(std::string_view name);

/// Inlines every call to a function defined in the module into `kernel`, so that the barriers of
/// the functions it calls become its own. False when calls remain (recursion).
bool inlineCalls(llvm::Function& kernel);

/// Whether `kernel` calls a barrier directly (callees must be inlined before asking).
bool callsBarrier(const llvm::Function& kernel);

/// Whether `kernel`, whose callees are all inlined, calls a barrier inside a loop.
bool callsBarrierInLoop(llvm::Function& kernel);

/// An internal copy of `kernel` named `name`, barriers and all.
llvm::Function* cloneKernel(llvm::Function& kernel, const llvm::Twine& name);

/// Deletes the barriers of `function`. Only for code about to run every work-item of a group side
/// by side, each instruction done for all of them before the next starts, so that each barrier
/// holds by construction; until then the barrier calls stand where they are, so that no
/// optimization that reasons one work-item at a time moves a memory access across one.
void removeBarriers(llvm::Function& function);

/// Replaces `kernel`, whose callees are all inlined, by its split form and returns that. Sets
/// `stateBytes` to the bytes of state each work-item needs, and `groupStateBytes` to those the
/// group needs besides.
llvm::Function* splitAtBarriers(llvm::Function& kernel, const llvm::DataLayout& layout,
                                uint64_t& stateBytes, uint64_t& groupStateBytes);

} // namespace weft::compiler
