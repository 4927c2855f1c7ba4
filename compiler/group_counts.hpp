// Atomic adds to a few __global counters, counted per thread. A histogram whose work-items each
// add to one of 256 bins with atomic_inc pays a locked instruction per work-item, about 9 ns on the
// machines measured, alone or on two cores: the row of `atomic_inc` on global bins ran 0.11 GB/s
// where the same histogram counted in __local bins runs 6 GB/s. Where the kernel's only accesses
// to a __global argument are atomic adds and subtractions whose results it drops, relaxed, at
// offsets of a small known range (a byte's 256 bins), each thread may count them in bins of its
// own (WorkGroupContext::countBins) across the groups it runs, and add each bin that moved to the
// buffer once, in a last call after its last group of the launch (countFlush): no work-item can
// tell, for none reads the counters while the launch runs and a relaxed add need not be seen
// before then. (Bins per group, added as each group ended, cost 256 locked adds per group of 4096
// work-items: the 16-core row ran 4.15 GB/s against native's 16.1.) Only where nothing else could
// read the counters: no fences or ordered atomics anywhere in the kernel, no access of unknown
// origin, and, at run time, no other argument's buffer sharing a byte with the counters'
// (WorkGroupContext::exclusiveArguments, which the launch sets).
//
// This pass (after the SPMD vectorizer, whose lanes' atomics run one after the other) makes a copy
// of the work-group function that counts so, and lets the function call it when the launch's
// bits allow.
#pragma once

#include <string>

namespace weft::compiler {

struct KernelInfo;
struct WorkGroupFunction;

/// Adds the counting copy to `wg` for the kernel `info` describes; returns what the build report
/// says of it, empty when no argument's atomics qualify. May delete dead instructions of `wg`
/// either way.
std::string addGroupCounts(WorkGroupFunction& wg, KernelInfo& info);

} // namespace weft::compiler
