// The symbolic name of an OpenCL error code, from common/cl_error_codes.def. Header-only, so that
// the runtime, the tests, the benchmark and the examples share it without linking Weft.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>

namespace weft {

/// "CL_INVALID_VALUE" for CL_INVALID_VALUE, "unknown error" for a code the list does not name.
inline const char* clErrorName(cl_int code) {
  switch (code) {
#define WEFT_CL_ERROR(name)                                                                        \
  case name:                                                                                       \
    return #name;
#include "common/cl_error_codes.def"
#undef WEFT_CL_ERROR
  default:
    return "unknown error";
  }
}

} // namespace weft
