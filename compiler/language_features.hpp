// The OpenCL C extensions and optional features Weft offers kernels, in one table (issue 17,
// item 8): the device reports them (runtime/device.cpp) and the front end enables exactly them,
// so that what clGetDeviceInfo answers and the macros a kernel sees cannot disagree.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace weft::compiler {

struct LanguageName {
  const char* name;
  uint32_t version; ///< as CL_MAKE_VERSION packs it
  /// Whether kernels see it (cl_khr_icd is an extension of the API only).
  bool inKernels = true;
};

/// Whether the device reports images (CL_DEVICE_IMAGE_SUPPORT and the image extensions and
/// features): unless WEFT_IMAGES=0. Read once per process.
bool imagesEnabled();

/// CL_DEVICE_EXTENSIONS, in the order reported.
const std::vector<LanguageName>& deviceExtensions();
/// CL_DEVICE_OPENCL_C_FEATURES, in the order reported.
const std::vector<LanguageName>& openclCFeatures();

/// The OpenCL version of the device (CL_DEVICE_VERSION's 3.0) as __OPENCL_VERSION__ spells it,
/// which Clang leaves undefined: the prelude defines it.
constexpr int kDeviceOpenCLVersion = 300;

/// CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE: the largest program-scope __global variable. It lives in
/// the program's code object, so host memory is the only bound; this keeps a program's data sane.
constexpr uint64_t kMaxGlobalVariableBytes = uint64_t(64) << 20;
/// CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE.
constexpr uint64_t kPreferredGlobalVariableTotalBytes = uint64_t(64) << 20;

/// Clang's -cl-ext argument: every extension and feature off, then the table's on.
std::string clangExtensionArgument();

/// Source that a build includes after Clang's default header: that header defines, for every SPIR
/// target, extension and feature macros the device may not report (cl_khr_subgroup_*,
/// __opencl_c_read_write_images, ...); the prelude undefines those the table does not name, and
/// defines __OPENCL_VERSION__.
std::string_view featurePrelude();

} // namespace weft::compiler
