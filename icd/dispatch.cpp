// The ICD dispatch table, filled by name from the entry point list, and installed into the runtime
// when the library is loaded (before any handle can exist).
#include "icd/export.hpp"
#include "runtime/object.hpp"

namespace {

cl_icd_dispatch makeDispatchTable() {
  cl_icd_dispatch table{};
#define WEFT_CL_INT(name, params, args) table.name = &::name;
#define WEFT_CL_OBJ(type, name, params, args) table.name = &::name;
#define WEFT_CL_OTHER(type, name, params, args) table.name = &::name;
#include "icd/entry_points.def"
#undef WEFT_CL_INT
#undef WEFT_CL_OBJ
#undef WEFT_CL_OTHER
  return table;
}

const cl_icd_dispatch kDispatchTable = makeDispatchTable();
const bool kInstalled = (weft::installDispatchTable(&kDispatchTable), true);

} // namespace
