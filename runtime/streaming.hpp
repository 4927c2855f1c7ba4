// Which buffer arguments of a launch may take non-temporal stores (WorkGroupContext::
// streamingStores, compiler/streaming_stores.hpp): the launch decides, from its buffers' sizes and
// where they lie.
#pragma once

#include <cstdint>
#include <vector>

namespace weft {

/// The bytes a buffer argument's buffer spans.
struct BufferBytes {
  uint32_t arg = 0;
  const char* data = nullptr;
  uint64_t size = 0;
};

/// The bits of the arguments (below 32) whose buffers share no byte with another argument's; none
/// when `images` (an image argument's bytes may be a buffer's).
uint32_t exclusiveArguments(const std::vector<BufferBytes>& buffers, bool images);

/// WEFT_STREAMING: 0 never, 1 wherever the kernel allows, otherwise by the launch's size.
enum class StreamingMode { Never, BySize, Always };
StreamingMode streamingMode();

/// `exclusive` (exclusiveArguments' bits) when the buffers together (each counted once) exceed
/// `cacheBytes` or `mode` is Always; none when `mode` is Never.
uint32_t streamingArguments(const std::vector<BufferBytes>& buffers, uint32_t exclusive,
                            uint64_t cacheBytes, StreamingMode mode);

} // namespace weft
