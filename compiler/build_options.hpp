// The spec's build, compile and link options (OpenCL 3.0 §5.8.6, §5.8.7), parsed once into the
// clang arguments they become and the switches the later stages read.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace weft::compiler {

struct BuildOptions {
  std::vector<std::string> clangArgs; ///< forwarded to clang -cc1 (-D, -I, -cl-std, math flags, …)
  std::string clStd = "CL1.2";        ///< the spec's default for a device without -cl-std
  bool optDisable = false;            ///< -cl-opt-disable
  bool createLibrary = false;         ///< -create-library (link only)
  bool enableLinkOptions = false;     ///< -enable-link-options (link only)
  bool uniformWorkGroupSize = false;  ///< -cl-uniform-work-group-size
  // Math options, which the link step applies again when clLinkProgram is given them.
  bool denormsAreZero = false;
  bool noSignedZeros = false;
  bool unsafeMath = false;
  bool finiteMathOnly = false;
  bool fastRelaxedMath = false;
  /// Not an option of the API's: the dimension whose work-items run side by side in SIMD lanes
  /// (0, x, but for a kernel compiled again for groups one work-item wide in x: see
  /// specializeKernel()).
  unsigned lanesDimension = 0;
  /// Not an option of the API's: a program's quick first build, whose kernels step one vector
  /// of work-items at a time (KernelInfo::quickCode) and leave out the scalar loop after them
  /// (KernelInfo::wholeVectors)...
  bool quick = false;
  /// ...unless this is set: a quick build's code for groups of any size.
  bool scalarTail = false;
};

/// Splits an option string on white space; quotes group words ("-I \"a b\"").
std::vector<std::string> splitOptions(std::string_view options);

/// Parses clBuildProgram/clCompileProgram options. Returns the log message naming the first option
/// that is not valid, or empty on success.
std::string parseCompileOptions(std::string_view options, BuildOptions& out);

/// Parses clLinkProgram options, as parseCompileOptions does.
std::string parseLinkOptions(std::string_view options, BuildOptions& out);

} // namespace weft::compiler
