#include "runtime/object.hpp"

#include <atomic>

namespace weft {
namespace {
std::atomic<const cl_icd_dispatch*> gDispatchTable{nullptr};
}

void installDispatchTable(const cl_icd_dispatch* table) { gDispatchTable.store(table); }
const cl_icd_dispatch* dispatchTable() { return gDispatchTable.load(std::memory_order_relaxed); }

} // namespace weft
