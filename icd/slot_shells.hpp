// The shells of the dispatch slots that this platform's headers type as void* (the Direct3D and
// DX9 sharing functions, WEFT_CL_SLOT_* in entry_points.def): defined in entry_points.cpp, hidden,
// reached only through the dispatch table.
#pragma once

#include "runtime/cl_headers.hpp"

#define WEFT_UNPAREN(...) __VA_ARGS__

namespace weft::slots {

#define WEFT_CL_INT(name, params, args)
#define WEFT_CL_OBJ(type, name, params, args)
#define WEFT_CL_OTHER(type, name, params, args)
#define WEFT_CL_SLOT_INT(name, params, args) cl_int CL_API_CALL name params noexcept;
#define WEFT_CL_SLOT_OBJ(type, name, params, args)                                                 \
  type CL_API_CALL name(WEFT_UNPAREN params, cl_int* errcode_ret) noexcept;
#include "common/entry_points.def"
#undef WEFT_CL_INT
#undef WEFT_CL_OBJ
#undef WEFT_CL_OTHER
#undef WEFT_CL_SLOT_INT
#undef WEFT_CL_SLOT_OBJ

} // namespace weft::slots
