// Prefetching the next work-group's data in kernels with barriers. A group of a reduction (a load
// phase, then a __local tree between barriers) keeps the core's loads in flight only while it
// loads: through the tree, no miss is outstanding, and the next group's first loads wait for
// memory afresh (its data starts on other pages, where the hardware's stream prefetchers start
// over). The sum row's kernel (8 KiB per group, 128 MiB) ran at 27 GB/s against 44 for the same
// loads without the tree; prefetching, beside each load, the address the next group loads there
// (to the L2 cache) took it to 38-41.
//
// The next group is the one after it in dimension 0, which the same thread usually runs next
// (groups are claimed in runs of consecutive linear ids). The address is found by scalar
// evolution: the load's address with the group id replaced by the group id plus one, minus the
// address itself, must be the same in every iteration of the loops around the load (a grid-stride
// loop's address moves by its stride in each, and the next group's by the group's size), and
// at least a few cache lines (nearer lines the hardware brings anyway: a tiled matrix multiply's
// neighbouring tile). The SPMD vectorizer issues one prefetch per cache line its lanes span.
//
// Those prefetches go out beside the group's own loads, which fill the core's queue of misses;
// through the tree that follows, it then has none outstanding. So where the loads come before the
// first barrier and their first address (the first work-item's, in the first iteration of its
// loops) is found, the first work-item also prefetches, where the region after that barrier
// starts, the data of the group three on: as many bytes from that address as lie between one
// group's and the next's (at most 64 KiB), a line at a time. The sum row's kernel on the Zen 5 VM:
// 33-36 -> 60-64 GB/s (its loads alone, without the tree: 49-54).
//
// In the same kernels, a load in a loop whose address moves by a page or more per iteration (a
// grid-stride loop's moves by the whole range) also prefetches the address 16 iterations on: the
// stream prefetchers stop at pages. Each step of lanes runs the whole loop before the next step
// starts, so such a loop touches a new page at every iteration (the grid-stride sum of 128 MiB
// with 65536 work-items: 15.5 ms with neither prefetch, 9.1 with the next group's, 7.6-8.0 with
// both; with 8192 work-items 15.2, 15.9 and 10.6).
//
// Once a group's work-items all run in one step (vectorizeWholeGroup: a tiled multiply's 16x16
// groups), the tile loop runs once for the whole group and an iteration is a whole tile's work:
// a load there that moves by a page or more per iteration (the tile's rows of B) is prefetched one
// iteration ahead. An index computed in 32 bits and extended, which scalar evolution cannot prove
// never wraps, is taken as moving with the loop all the same (a prefetch of a wrong address costs
// nothing but the prefetch). The tiled multiply, N=1024, 2-core Xeon VM: 75-93 -> 93-113 GFLOP/s.
#pragma once

namespace llvm {
class Function;
class ScalarEvolution;
} // namespace llvm

#include <cstdint>

namespace weft::compiler {

struct WorkGroupFunction;

/// The cache line prefetches count in: one prefetch brings one line (here and where the SPMD
/// vectorizer splits a row of lanes' prefetch).
inline constexpr uint64_t kCacheLineBytes = 64;

/// Adds, before each __global load of `wg` (a kernel split at its barriers, its work-item builtins
/// lowered) whose address depends on the group id in dimension 0 as above, a prefetch of the
/// next group's address, and before each that moves by a page or more per iteration of its loop,
/// one of its address 16 iterations on; and at the start of the region after the first barrier,
/// the first work-item's prefetches of the data the first region's loads read three groups on.
/// Returns how many prefetches it added.
unsigned addPrefetches(WorkGroupFunction& wg, llvm::ScalarEvolution& scalarEvolution);

/// Adds, before each __global vector load of `function` in a loop whose iterations may move its
/// address by a page or more (a step known only when the kernel runs may), and in no loop inside
/// that one, a prefetch of each line it loads `iterationsAhead` iterations on: for a group's
/// loops once its work-items are all in one step (vectorizeWholeGroup), where the hardware's
/// stream prefetchers lose such loads at each page as they do in a work-item's loop. Returns how
/// many loads it prefetches for.
unsigned addLoopPrefetches(llvm::Function& function, llvm::ScalarEvolution& scalarEvolution,
                           uint64_t iterationsAhead);

/// Removes every prefetch from `function`: from a work-item loop the SPMD vectorizer declined,
/// whose calls to llvm.prefetch would keep LLVM's loop vectorizer out too (a hint is worth less
/// than the lanes). Returns whether there were any.
bool removePrefetches(llvm::Function& function);

} // namespace weft::compiler
