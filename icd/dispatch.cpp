// The ICD dispatch table, filled by name from the entry point list, and installed into the runtime
// when the library is loaded (before any handle can exist). Every slot is filled: a loader that
// jumps through one must never land on address 0 (tests/api/dispatch_test.cpp walks them all).
#include "icd/export.hpp"
#include "icd/slot_shells.hpp"
#include "runtime/object.hpp"

namespace {

cl_icd_dispatch makeDispatchTable() {
  cl_icd_dispatch table{};
#define WEFT_CL_INT(name, params, args) table.name = &::name;
#define WEFT_CL_OBJ(type, name, params, args) table.name = &::name;
#define WEFT_CL_OTHER(type, name, params, args) table.name = &::name;
#define WEFT_CL_SLOT_INT(name, params, args)                                                       \
  table.name = reinterpret_cast<void*>(&weft::slots::name);
#define WEFT_CL_SLOT_OBJ(type, name, params, args)                                                 \
  table.name = reinterpret_cast<void*>(&weft::slots::name);
#include "common/entry_points.def"
#undef WEFT_CL_INT
#undef WEFT_CL_OBJ
#undef WEFT_CL_OTHER
#undef WEFT_CL_SLOT_INT
#undef WEFT_CL_SLOT_OBJ
  return table;
}

const cl_icd_dispatch kDispatchTable = makeDispatchTable();
const bool kInstalled = (weft::installDispatchTable(&kDispatchTable), true);

} // namespace
