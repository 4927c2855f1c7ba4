// The OpenCL C builtin library as spir64 LLVM bitcode, built from builtins/opencl/*.cl.
#pragma once

#include <string_view>

namespace weft {

/// The embedded bitcode; static storage, valid for the life of the process.
std::string_view builtinsBitcode();

} // namespace weft
