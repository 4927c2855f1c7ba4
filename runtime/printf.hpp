// The host side of printf (OpenCL C 3.0 §6.15.14): the records a launch's printf calls leave in
// its PrintfBuffer (devices/work_group_abi.hpp), formatted when the command completes.
#pragma once

#include "devices/work_group_abi.hpp"

#include <cstddef>
#include <string>

namespace weft {

/// Bytes of each launch's printf buffer (CL_DEVICE_PRINTF_BUFFER_SIZE).
inline constexpr size_t kPrintfBufferSize = size_t{1} << 20;

/// The text of the records in `buffer`, in the order the work-items took their places.
/// Conversions follow the spec's grammar: flags, width, precision, a vector size (vN) with its
/// length modifier (hh, h, hl, l), and d i o u x X c f F e E g G a A s p; a conversion without
/// an argument is printed as written.
std::string formatPrintf(const PrintfBuffer& buffer);

/// Formats `buffer` to stdout and flushes it, so that nothing is lost if the process ends later.
void writePrintf(const PrintfBuffer& buffer);

} // namespace weft
