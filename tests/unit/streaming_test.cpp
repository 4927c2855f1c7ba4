// Which buffer arguments of a launch may take non-temporal stores (runtime/streaming.hpp): only
// beyond the caches (or always, or never, as WEFT_STREAMING says), only buffers that share no
// byte with another argument, and none beside an image. The same exclusive arguments, at any
// size, may count their atomic adds per group (compiler/group_counts.hpp).
#include "runtime/streaming.hpp"

#include <catch2/catch.hpp>

#include <vector>

namespace {

using weft::BufferBytes;
using weft::exclusiveArguments;
using weft::streamingArguments;
using weft::StreamingMode;

constexpr uint64_t kMiB = 1 << 20;

const char* at(uint64_t offset) { return reinterpret_cast<const char*>(0x10000000 + offset); }

/// The bits a launch works out: exclusiveArguments', then streamingArguments' from them.
uint32_t streaming(const std::vector<BufferBytes>& buffers, bool images, uint64_t cacheBytes,
                   StreamingMode mode) {
  return streamingArguments(buffers, exclusiveArguments(buffers, images), cacheBytes, mode);
}

} // namespace

TEST_CASE("buffers stream only beyond the caches") {
  const std::vector<BufferBytes> two = {{0, at(0), 40 * kMiB}, {1, at(64 * kMiB), 40 * kMiB}};
  CHECK(streaming(two, false, 64 * kMiB, StreamingMode::BySize) == 0b11);
  CHECK(streaming(two, false, 80 * kMiB, StreamingMode::BySize) == 0);
  CHECK(streaming(two, false, 80 * kMiB, StreamingMode::Always) == 0b11);
  CHECK(streaming(two, false, 64 * kMiB, StreamingMode::Never) == 0);
  CHECK(streaming(two, true, 64 * kMiB, StreamingMode::BySize) == 0);
  CHECK(streaming({}, false, 0, StreamingMode::Always) == 0);
}

TEST_CASE("a buffer that shares bytes with another argument does not stream") {
  // Argument 2 is argument 0 again (counted once towards the total), argument 3 lies inside
  // argument 1 (a sub-buffer), argument 4 alone.
  const std::vector<BufferBytes> buffers = {{0, at(0), 40 * kMiB},
                                            {1, at(64 * kMiB), 40 * kMiB},
                                            {2, at(0), 40 * kMiB},
                                            {3, at(70 * kMiB), kMiB},
                                            {4, at(128 * kMiB), kMiB}};
  CHECK(streaming(buffers, false, 64 * kMiB, StreamingMode::BySize) == 0b10000);
  // 40 + 40 + 1 + 1 (argument 2 not again): over 81 MiB only when counted twice.
  CHECK(streaming(buffers, false, 82 * kMiB, StreamingMode::BySize) == 0);
  // Neighbours that touch do not share a byte.
  const std::vector<BufferBytes> touching = {{0, at(0), kMiB}, {1, at(kMiB), kMiB}};
  CHECK(streaming(touching, false, 0, StreamingMode::BySize) == 0b11);
}

TEST_CASE("exclusive arguments at any size") {
  const std::vector<BufferBytes> buffers = {
      {0, at(0), 64}, {1, at(64), 64}, {2, at(64), 64}, {3, at(200), 8}, {4, at(1000), 4}};
  // 1 and 2 are one buffer; 3 overlaps neither (1 and 2 end at 128).
  CHECK(exclusiveArguments(buffers, false) == 0b11001);
  CHECK(exclusiveArguments(buffers, true) == 0);
  const std::vector<BufferBytes> inside = {{0, at(0), 1024}, {1, at(512), 4}};
  CHECK(exclusiveArguments(inside, false) == 0);
}

TEST_CASE("arguments from 32 on count towards the size but have no bit") {
  const std::vector<BufferBytes> buffers = {{31, at(0), 40 * kMiB}, {32, at(64 * kMiB), 40 * kMiB}};
  CHECK(streaming(buffers, false, 64 * kMiB, StreamingMode::BySize) == 1u << 31);
}
