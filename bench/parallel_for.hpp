// The threads of the native column: a parallel loop over chunks of an index range, run by the
// calling thread and a fixed team of workers, one per other CPU the process may use.
//
// Why not OpenMP: a parallel region ends in a barrier that every thread of the team must reach,
// so on a machine shared with other jobs one descheduled thread holds the whole loop up for a
// scheduler time slice (several ms), and idle OpenMP threads spin for milliseconds into the next
// column's turn. Here the call returns as soon as every chunk is done; a worker that wakes late
// finds nothing left, and idle workers sleep. The OpenCL platforms' thread pools behave alike,
// so the columns differ in their code, not in how they wait.
#pragma once

#include <cstddef>
#include <functional>

namespace bench::native {

/// The threads parallelFor uses: the caller and the workers.
size_t threadCount();

/// Calls `body(begin, end)` for consecutive chunks of [0, count), `chunk` indices each (the last
/// may be shorter), on the calling thread and the workers, and returns when all are done.
/// Chunks run in no particular order and may run concurrently. Not reentrant: call it from one
/// thread at a time, and not from inside `body`.
void parallelFor(size_t count, size_t chunk, const std::function<void(size_t, size_t)>& body);

} // namespace bench::native
