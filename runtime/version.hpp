// Weft's version strings, from the CMake project version.
#pragma once

namespace weft {

inline constexpr const char* kWeftVersion = WEFT_VERSION_STRING;
/// The release of the conformance suite (CTS) whose suites Weft is run against and recorded in
/// docs/conformance.md. No submission to Khronos has been made: this names the suite's version in
/// the spec's format (vYYYY-MM-DD-XX, which the CTS checks), not an official pass.
inline constexpr const char* kConformanceVersionPassed = "v2026-07-09-00";

} // namespace weft
