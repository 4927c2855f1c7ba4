// The OpenCL C builtin library as spir64 LLVM bitcode, built from builtins/opencl/*.cl and split
// into one module per definition (library_format.hpp).
#pragma once

#include <string_view>

namespace weft {

/// The embedded library (library_format.hpp); static storage, valid for the life of the process.
std::string_view builtinsLibrary();

} // namespace weft
