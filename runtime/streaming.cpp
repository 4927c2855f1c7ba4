// Which buffer arguments of a launch may take non-temporal stores (streaming.hpp).
#include "runtime/streaming.hpp"
#include "common/settings.hpp"

#include <cstring>

namespace weft {

StreamingMode streamingMode() {
  const char* value = setting(Setting::Streaming);
  if (!value)
    return StreamingMode::BySize;
  if (std::strcmp(value, "0") == 0)
    return StreamingMode::Never;
  return std::strcmp(value, "1") == 0 ? StreamingMode::Always : StreamingMode::BySize;
}

uint32_t exclusiveArguments(const std::vector<BufferBytes>& buffers, bool images) {
  if (images)
    return 0;
  auto overlap = [](const BufferBytes& a, const BufferBytes& b) {
    return a.data < b.data + b.size && b.data < a.data + a.size;
  };
  uint32_t bits = 0;
  for (size_t i = 0; i < buffers.size(); ++i) {
    bool alone = buffers[i].arg < 32;
    for (size_t j = 0; j < buffers.size() && alone; ++j)
      alone = i == j || !overlap(buffers[i], buffers[j]);
    if (alone)
      bits |= uint32_t{1} << buffers[i].arg;
  }
  return bits;
}

uint32_t streamingArguments(const std::vector<BufferBytes>& buffers, uint32_t exclusive,
                            uint64_t cacheBytes, StreamingMode mode) {
  if (mode == StreamingMode::Never)
    return 0;
  uint64_t total = 0;
  for (size_t i = 0; i < buffers.size(); ++i) {
    bool seen = false;
    for (size_t j = 0; j < i && !seen; ++j)
      seen = buffers[j].data == buffers[i].data && buffers[j].size == buffers[i].size;
    if (!seen)
      total += buffers[i].size;
  }
  if (total <= cacheBytes && mode != StreamingMode::Always)
    return 0;
  return exclusive;
}

} // namespace weft
