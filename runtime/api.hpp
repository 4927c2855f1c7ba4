// The runtime function behind every entry point: the same name and parameters as the C function,
// in namespace weft::api, returning a Status or a Result instead of writing errcode_ret. The C
// shells in icd/ call these and nothing else. Declared from the one list, common/entry_points.def.
#pragma once

#include "runtime/error.hpp"

namespace weft::api {

#define WEFT_CL_INT(name, params, args) Status name params;
#define WEFT_CL_OBJ(type, name, params, args) Result<type> name params;
#define WEFT_CL_OTHER(type, name, params, args) type name params;
#define WEFT_CL_SLOT_INT WEFT_CL_INT
#define WEFT_CL_SLOT_OBJ WEFT_CL_OBJ
#include "common/entry_points.def"
#undef WEFT_CL_INT
#undef WEFT_CL_OBJ
#undef WEFT_CL_OTHER
#undef WEFT_CL_SLOT_INT
#undef WEFT_CL_SLOT_OBJ

/// clIcdGetPlatformIDsKHR: the same answer as clGetPlatformIDs.
Status clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id* platforms,
                              cl_uint* num_platforms);

} // namespace weft::api
