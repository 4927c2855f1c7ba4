// The bytes the buffer commands move (read, write, copy, fill): a large transfer runs on every
// core of the device, and one larger than the device's caches with non-temporal stores, which
// write whole lines to memory without first reading them into the cache (a plain store reads
// every line it writes, a third of a copy's traffic and half a fill's).
#pragma once

#include <cstddef>

namespace weft::devices {
class Device;
}

namespace weft {

/// Copies `size` bytes from `src` to `dst`, as memmove does when the two overlap. Called by the
/// thread that runs the command (a worker of `device` or a host thread waiting for it), with no
/// runtime lock held.
void copyBytes(devices::Device& device, void* dst, const void* src, size_t size);

/// Where the rows of a rectangle lie in one memory: row y of slice z begins at
/// `offset + y * rowPitch + z * slicePitch`.
struct RowLayout {
  size_t offset;
  size_t rowPitch;
  size_t slicePitch;

  size_t offsetOf(size_t y, size_t z) const { return offset + y * rowPitch + z * slicePitch; }
};

/// Copies a rectangle of `height` x `depth` rows of `rowBytes` bytes each from `src`, laid out as
/// `from`, to `dst`, laid out as `to`: a large one in chunks of whole rows on every core, as
/// copyBytes does one range. Where the bytes the two touch overlap, row after row in order, each
/// as memmove. Called as copyBytes is.
void copyRows(devices::Device& device, void* dst, const RowLayout& to, const void* src,
              const RowLayout& from, size_t rowBytes, size_t height, size_t depth);

/// Writes `size` bytes at `dst` as copies of the `patternSize` bytes at `pattern`, one after
/// another from `dst` on. `patternSize` is a power of two up to 128 and divides `size`. Called
/// as copyBytes is.
void fillBytes(devices::Device& device, void* dst, size_t size, const void* pattern,
               size_t patternSize);

} // namespace weft
