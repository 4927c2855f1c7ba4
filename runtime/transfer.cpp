#include "runtime/transfer.hpp"

#include "devices/device.hpp"

#include <immintrin.h>

#include <algorithm>
#include <cstdint>
#include <cstring>

namespace weft {
namespace {

/// Below this a transfer runs on the thread that runs the command alone: a launch wakes the
/// other cores for a few microseconds' work at most.
constexpr size_t kParallelBytes = size_t{2} << 20;
/// The least a thread takes at once: large enough that the chunks' hand-out costs nothing, small
/// enough that 16 cores share a 64 MiB transfer four chunks each.
constexpr size_t kChunkBytes = size_t{1} << 20;
/// The bytes a fill writes per step: a whole number of copies of the longest pattern (128).
constexpr size_t kLineBytes = 128;

/// One transfer, which the device's threads take in chunks as the work-groups of a launch.
struct Transfer {
  char* dst;
  const char* src;     ///< null for a fill
  const char* pattern; ///< a fill's, null for a copy
  size_t patternSize;
  size_t size;
  size_t chunk; ///< a multiple of kLineBytes, so that every chunk begins with a whole pattern
  bool stream;  ///< with non-temporal stores
  /// A rectangle's rows (copyRows), when `rows` is not 0: `size` is then the bytes of a row and
  /// `chunk` the rows a chunk takes.
  size_t rows = 0;
  size_t height = 1;
  RowLayout to{}, from{};
};

/// The bytes a pointer lies past the last 16-byte boundary before it, as a count up to the next.
size_t toBoundary(const char* p) { return (16 - reinterpret_cast<uintptr_t>(p) % 16) % 16; }

void streamCopy(char* dst, const char* src, size_t size) {
  size_t i = std::min(size, toBoundary(dst));
  std::memcpy(dst, src, i);
  for (; i + 64 <= size; i += 64) {
    __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i));
    __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 16));
    __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 32));
    __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(src + i + 48));
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i), a);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 16), b);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 32), c);
    _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 48), d);
  }
  std::memcpy(dst + i, src + i, size - i);
}

/// Fills `size` bytes at `dst` with the pattern, its first copy beginning at `dst`.
void fill(char* dst, size_t size, const char* pattern, size_t patternSize, bool stream) {
  if (patternSize == 1 && !stream) {
    std::memset(dst, pattern[0], size);
    return;
  }
  const size_t mask = patternSize - 1;
  size_t head = std::min(size, toBoundary(dst));
  for (size_t i = 0; i < head; ++i)
    dst[i] = pattern[i & mask];
  // The pattern as it goes on from `head`: every kLineBytes step after it begins the same way,
  // since the pattern's size divides kLineBytes.
  alignas(16) char line[kLineBytes];
  for (size_t j = 0; j < kLineBytes; ++j)
    line[j] = pattern[(head + j) & mask];
  size_t i = head;
  if (stream) {
    __m128i parts[kLineBytes / 16];
    for (size_t k = 0; k < kLineBytes / 16; ++k)
      parts[k] = _mm_load_si128(reinterpret_cast<const __m128i*>(line + 16 * k));
    for (; i + kLineBytes <= size; i += kLineBytes)
      for (size_t k = 0; k < kLineBytes / 16; ++k)
        _mm_stream_si128(reinterpret_cast<__m128i*>(dst + i + 16 * k), parts[k]);
  } else {
    for (; i + kLineBytes <= size; i += kLineBytes)
      std::memcpy(dst + i, line, kLineBytes);
  }
  for (; i < size; ++i)
    dst[i] = pattern[i & mask];
}

void copyRange(const char* src, char* dst, size_t size, bool stream) {
  if (stream)
    streamCopy(dst, src, size);
  else
    std::memcpy(dst, src, size);
}

/// Rows [begin, end) of a rectangle.
void copyRowRange(const Transfer& t, size_t begin, size_t end) {
  for (size_t row = begin; row < end; ++row) {
    const size_t y = row % t.height, z = row / t.height;
    copyRange(t.src + t.from.offsetOf(y, z), t.dst + t.to.offsetOf(y, z), t.size, t.stream);
  }
}

/// One thread's part of a transfer: rows [begin, begin + count) of a rectangle, or bytes of a
/// range.
void runPart(const Transfer& t, size_t begin, size_t count) {
  if (t.rows)
    copyRowRange(t, begin, begin + count);
  else if (!t.src)
    fill(t.dst + begin, count, t.pattern, t.patternSize, t.stream);
  else
    copyRange(t.src + begin, t.dst + begin, count, t.stream);
  // Streaming stores are weakly ordered: one fence per part (not per row) makes them visible
  // before the thread reports its part done.
  if (t.stream)
    _mm_sfence();
}

/// A work-group of the transfer's launch: one chunk.
void runChunk(const void* args, const WorkGroupContext* ctx) {
  const Transfer& t = *static_cast<const Transfer*>(args);
  const size_t begin = ctx->groupId[0] * t.chunk;
  runPart(t, begin, std::min(t.chunk, (t.rows ? t.rows : t.size) - begin));
}

void run(devices::Device& device, Transfer t) {
  const devices::DeviceCaps& caps = device.caps();
  const size_t total = t.rows ? t.size * t.rows : t.size;
  // Larger than the caches, the data cannot stay there; smaller, plain stores leave it where the
  // next command finds it (a 16 MiB copy on a 32 MiB L3: 89 GB/s plain, 73 streaming).
  t.stream = total > caps.outerCacheBytes;
  if (total < kParallelBytes || caps.computeUnits == 1) {
    runPart(t, 0, t.rows ? t.rows : t.size);
    return;
  }
  // About four chunks a core, so that a core slowed by other work leaves its share to the rest.
  size_t chunk = std::max(kChunkBytes, total / (caps.computeUnits * 4));
  size_t chunks;
  if (t.rows) {
    t.chunk = std::max<size_t>(1, chunk / t.size);
    chunks = (t.rows + t.chunk - 1) / t.chunk;
  } else {
    t.chunk = (chunk + 4095) / 4096 * 4096;
    chunks = (t.size + t.chunk - 1) / t.chunk;
  }
  devices::KernelLaunch launch;
  launch.function = runChunk;
  launch.args = &t;
  launch.globalSize[0] = chunks;
  device.runKernel(launch);
}

} // namespace

void copyBytes(devices::Device& device, void* dst, const void* src, size_t size) {
  char* to = static_cast<char*>(dst);
  const char* from = static_cast<const char*>(src);
  if (size == 0 || to == from)
    return;
  // Overlapping ranges (a buffer's host pointer read into itself shifted): in order, by one
  // thread.
  if (to < from + size && from < to + size) {
    std::memmove(to, from, size);
    return;
  }
  run(device, Transfer{to, from, nullptr, 0, size, 0, false});
}

void copyRows(devices::Device& device, void* dst, const RowLayout& to, const void* src,
              const RowLayout& from, size_t rowBytes, size_t height, size_t depth) {
  char* out = static_cast<char*>(dst);
  const char* in = static_cast<const char*>(src);
  if (rowBytes == 0 || height == 0 || depth == 0)
    return;
  // The bytes from each side's first row to the end of its last.
  auto span = [&](const RowLayout& layout) {
    return (height - 1) * layout.rowPitch + (depth - 1) * layout.slicePitch + rowBytes;
  };
  const char* outBegin = out + to.offset;
  const char* inBegin = in + from.offset;
  if (outBegin < inBegin + span(from) && inBegin < outBegin + span(to)) {
    for (size_t z = 0; z < depth; ++z)
      for (size_t y = 0; y < height; ++y)
        std::memmove(out + to.offsetOf(y, z), in + from.offsetOf(y, z), rowBytes);
    return;
  }
  Transfer t{out, in, nullptr, 0, rowBytes, 0, false};
  t.rows = height * depth;
  t.height = height;
  t.to = to;
  t.from = from;
  run(device, t);
}

void fillBytes(devices::Device& device, void* dst, size_t size, const void* pattern,
               size_t patternSize) {
  if (size == 0)
    return;
  run(device, Transfer{static_cast<char*>(dst), nullptr, static_cast<const char*>(pattern),
                       patternSize, size, 0, false});
}

} // namespace weft
