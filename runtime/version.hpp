// Weft's version strings, from the CMake project version.
#pragma once

namespace weft {

inline constexpr const char* kWeftVersion = WEFT_VERSION_STRING;
/// No conformance submission has been made yet; the spec's format with a date of zeros says so.
inline constexpr const char* kConformanceVersionPassed = "v0000-00-00-00";

} // namespace weft
