// The bytes the buffer commands move (runtime/transfer.hpp), on a device whose caches and cores the
// test chooses: every path (one thread or chunks, plain or streaming stores) against a plain
// reference, at alignments and sizes that leave heads and tails.
#include "devices/device.hpp"
#include "runtime/transfer.hpp"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <vector>

namespace {

using weft::devices::AffinityDomain;
using weft::devices::DeviceCaps;
using weft::devices::KernelLaunch;

/// Runs a launch's groups last to first on the calling thread, and counts launches and groups:
/// a chunk that depended on the one before it would read what is not written yet.
class FakeDevice final : public weft::devices::Device {
public:
  FakeDevice(uint32_t cores, uint64_t outerCacheBytes) {
    m_caps.computeUnits = cores;
    m_caps.outerCacheBytes = outerCacheBytes;
  }
  const DeviceCaps& caps() const override { return m_caps; }
  void runKernel(const KernelLaunch& launch) override {
    ++launches;
    weft::WorkGroupContext ctx{};
    for (uint64_t group = launch.globalSize[0]; group-- > 0;) {
      ctx.groupId[0] = group;
      launch.function(launch.args, &ctx);
      ++groups;
    }
  }
  void submit(std::function<void()>) override { throw std::logic_error("not used"); }
  void execute(const std::function<void()>& task) override { task(); }
  const std::vector<uint32_t>& cpus() const override { return m_cpus; }
  std::vector<std::vector<uint32_t>> cpusByDomain(AffinityDomain) const override { return {}; }
  std::unique_ptr<Device> createSubDevice(std::vector<uint32_t>) const override { return nullptr; }
  bool migrateMemory(void*, size_t) const override { return false; }

  int launches = 0;
  uint64_t groups = 0;

private:
  DeviceCaps m_caps;
  std::vector<uint32_t> m_cpus;
};

/// Bytes that differ from their neighbours and from every pattern below.
std::vector<unsigned char> numbered(size_t size, unsigned seed) {
  std::vector<unsigned char> bytes(size);
  for (size_t i = 0; i < size; ++i)
    bytes[i] = static_cast<unsigned char>((i * 131 + i / 251 + seed) & 0xff);
  return bytes;
}

/// The first index where `got` differs from `want`, or -1.
long long firstDifference(const unsigned char* got, const unsigned char* want, size_t size) {
  auto at = std::mismatch(got, got + size, want).first;
  return at == got + size ? -1 : static_cast<long long>(at - got);
}

constexpr size_t kMiB = size_t{1} << 20;

} // namespace

TEST_CASE("copies: one thread, chunks, plain and streaming stores, every alignment", "[transfer]") {
  // (cores, outer cache): one core; two cores and caches larger than every copy (plain stores
  // in chunks); two cores and no cache to speak of (streaming stores in chunks).
  const std::pair<uint32_t, uint64_t> devices[] = {{1, 64 * kMiB}, {2, 64 * kMiB}, {2, 1024}};
  const size_t sizes[] = {1, 15, 64, 1000, 2 * kMiB - 1, 2 * kMiB, 3 * kMiB + 77};
  for (auto [cores, cache] : devices) {
    for (size_t size : sizes) {
      for (size_t dstShift : {0, 1, 8, 15}) {
        for (size_t srcShift : {0, 3, 16}) {
          FakeDevice device(cores, cache);
          const std::vector<unsigned char> src = numbered(size + srcShift, 7);
          std::vector<unsigned char> dst = numbered(size + dstShift + 64, 99);
          std::vector<unsigned char> want = dst;
          std::memcpy(want.data() + dstShift, src.data() + srcShift, size);
          weft::copyBytes(device, dst.data() + dstShift, src.data() + srcShift, size);
          INFO("cores " << cores << ", cache " << cache << ", size " << size << ", dst +"
                        << dstShift << ", src +" << srcShift);
          REQUIRE(firstDifference(dst.data(), want.data(), dst.size()) == -1);
          // Two megabytes or more go in chunks on a device of two cores.
          const bool chunks = cores > 1 && size >= 2 * kMiB;
          CHECK(device.launches == (chunks ? 1 : 0));
          if (chunks)
            CHECK(device.groups >= 2);
        }
      }
    }
  }
}

TEST_CASE("overlapping copies move the bytes as memmove does", "[transfer]") {
  for (long long shift : {-4097LL, -1LL, 1LL, 64LL, 3000000LL}) {
    FakeDevice device(2, 1024);
    const size_t size = 3 * kMiB;
    std::vector<unsigned char> bytes = numbered(size + 2 * 3000000 + 8192, 5);
    std::vector<unsigned char> want = bytes;
    unsigned char* from = bytes.data() + 3000000 + 4096;
    std::memmove(want.data() + (from - bytes.data()) + shift, want.data() + (from - bytes.data()),
                 size);
    weft::copyBytes(device, from + shift, from, size);
    INFO("shift " << shift);
    CHECK(firstDifference(bytes.data(), want.data(), bytes.size()) == -1);
  }
  // A range copied onto itself is left as it is.
  FakeDevice device(2, 1024);
  std::vector<unsigned char> bytes = numbered(3 * kMiB, 6), want = bytes;
  weft::copyBytes(device, bytes.data(), bytes.data(), bytes.size());
  CHECK(firstDifference(bytes.data(), want.data(), bytes.size()) == -1);
  CHECK(device.launches == 0);
}

TEST_CASE("fills: every pattern size, one thread, chunks, plain and streaming stores",
          "[transfer]") {
  const std::pair<uint32_t, uint64_t> devices[] = {{1, 64 * kMiB}, {2, 64 * kMiB}, {2, 1024}};
  for (auto [cores, cache] : devices) {
    for (size_t patternSize = 1; patternSize <= 128; patternSize *= 2) {
      const std::vector<unsigned char> pattern = numbered(patternSize, 200);
      // Counts of patterns: a part of one line, lines and a tail, chunks and a tail.
      for (size_t copies :
           {size_t{1}, size_t{3}, 4096 / patternSize + 1, (2 * kMiB + 4096) / patternSize + 3}) {
        // The fill starts a whole number of patterns past dst at any alignment (a buffer's
        // offset is a multiple of the pattern; its host pointer need not be aligned).
        for (size_t dstShift : {0, 1, 7, 9}) {
          FakeDevice device(cores, cache);
          const size_t size = copies * patternSize;
          std::vector<unsigned char> dst = numbered(size + dstShift + 64, 1);
          std::vector<unsigned char> want = dst;
          for (size_t i = 0; i < size; ++i)
            want[dstShift + i] = pattern[i % patternSize];
          weft::fillBytes(device, dst.data() + dstShift, size, pattern.data(), patternSize);
          INFO("cores " << cores << ", cache " << cache << ", pattern " << patternSize << ", "
                        << copies << " copies, dst +" << dstShift);
          REQUIRE(firstDifference(dst.data(), want.data(), dst.size()) == -1);
          CHECK(device.launches == (cores > 1 && size >= 2 * kMiB ? 1 : 0));
        }
      }
    }
  }
}

TEST_CASE("rectangles: rows in chunks, pitches on both sides, overlap row by row", "[transfer]") {
  struct Shape {
    size_t rowBytes, height, depth;
    weft::RowLayout to, from;
  };
  // Small; 2D with a chunk of many rows; 3D with rows wider than a chunk; odd offsets and pitches.
  const Shape shapes[] = {
      {5, 3, 2, {3, 7, 40}, {1, 9, 30}},
      {1000, 3000, 1, {17, 1001, 0}, {4, 1024, 0}},
      {(1 << 20) + 3, 2, 2, {5, (1 << 20) + 64, 3 << 20}, {0, (1 << 20) + 3, (2 << 20) + 6}},
  };
  const std::pair<uint32_t, uint64_t> devices[] = {{1, 64 * kMiB}, {2, 64 * kMiB}, {2, 1024}};
  for (auto [cores, cache] : devices) {
    for (const Shape& shape : shapes) {
      auto extent = [&](const weft::RowLayout& layout) {
        return layout.offset + (shape.height - 1) * layout.rowPitch +
               (shape.depth - 1) * layout.slicePitch + shape.rowBytes;
      };
      FakeDevice device(cores, cache);
      const std::vector<unsigned char> src = numbered(extent(shape.from), 3);
      std::vector<unsigned char> dst = numbered(extent(shape.to) + 32, 4);
      std::vector<unsigned char> want = dst;
      for (size_t z = 0; z < shape.depth; ++z)
        for (size_t y = 0; y < shape.height; ++y)
          std::memcpy(
              want.data() + shape.to.offset + y * shape.to.rowPitch + z * shape.to.slicePitch,
              src.data() + shape.from.offset + y * shape.from.rowPitch + z * shape.from.slicePitch,
              shape.rowBytes);
      weft::copyRows(device, dst.data(), shape.to, src.data(), shape.from, shape.rowBytes,
                     shape.height, shape.depth);
      INFO("cores " << cores << ", cache " << cache << ", rows of " << shape.rowBytes);
      REQUIRE(firstDifference(dst.data(), want.data(), dst.size()) == -1);
      const size_t total = shape.rowBytes * shape.height * shape.depth;
      CHECK(device.launches == (cores > 1 && total >= 2 * kMiB ? 1 : 0));
    }
  }
  // Rows moved within one memory, one row's length down: as memmove does each row, in order.
  FakeDevice device(2, 1024);
  const weft::RowLayout from{0, 4096, 0}, to{100, 4096, 0};
  std::vector<unsigned char> bytes = numbered(4096 * 1024 + 200, 8), want = bytes;
  for (size_t y = 0; y < 1024; ++y)
    std::memmove(want.data() + 100 + y * 4096, want.data() + y * 4096, 3000);
  weft::copyRows(device, bytes.data(), to, bytes.data(), from, 3000, 1024, 1);
  CHECK(firstDifference(bytes.data(), want.data(), bytes.size()) == -1);
  CHECK(device.launches == 0);
}
