// The SPMD vectorizer (compiler/spmd_vectorizer.cpp) through the compiler API: each kernel runs
// as the CPU device would run it, for local sizes that are and are not multiples of the vector
// width and with global offsets, and every output element is compared with the host's answer.
// KernelInfo::vectorization says whether the vector loop or only the scalar one ran.
#include <catch2/catch.hpp>

#include "compiler/compiler.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <functional>

using namespace weft;
using namespace weft::compiler;

namespace {

// A cached build has no vectorizer report to give; every test here compiles.
const bool kCacheOff = setenv("WEFT_CACHE", "0", 1) == 0;

const std::vector<uint64_t> kLocalSizes{1, 7, 16, 33, 64, 250};
const std::vector<uint64_t> kOffsets{0, 5};

/// Whether `report` says the work-items run in vectors as wide as the host's registers.
bool vectorizedFullWidth(const std::string& report) {
  const std::string prefix =
      "vectorized " + std::to_string(hostTarget().vectorBytes / 4) + "-wide (SPMD)";
  return report.rfind(prefix, 0) == 0;
}

struct Kernel {
  std::unique_ptr<Executable> executable;
  KernelInfo info;
  WorkGroupFn function = nullptr;
};

Kernel buildKernel(const std::string& source, const std::string& name,
                   const std::string& options = "") {
  REQUIRE(kCacheOff);
  LinkResult result = build(source, options);
  INFO(result.log);
  REQUIRE(result.status == Status::Ok);
  REQUIRE(result.executable);
  Kernel kernel;
  for (const KernelInfo& info : result.executable->kernels())
    if (info.name == name)
      kernel.info = info;
  REQUIRE(kernel.info.name == name);
  kernel.function = result.executable->workGroupFunction(name);
  REQUIRE(kernel.function);
  kernel.executable = std::move(result.executable);
  return kernel;
}

// An argument block laid out as KernelInfo says, aligned as the runtime aligns it.
class ArgBlock {
public:
  explicit ArgBlock(const KernelInfo& info)
      : m_info(info), m_bytes(info.argBlockSize + info.argBlockAlign) {}

  template <typename T> ArgBlock& set(size_t index, const T& value) {
    REQUIRE(index < m_info.args.size());
    REQUIRE(m_info.args[index].offset + sizeof(T) <= m_info.argBlockSize);
    std::memcpy(data() + m_info.args[index].offset, &value, sizeof(T));
    return *this;
  }
  char* data() {
    auto address = reinterpret_cast<uintptr_t>(m_bytes.data());
    return m_bytes.data() +
           (m_info.argBlockAlign - address % m_info.argBlockAlign) % m_info.argBlockAlign;
  }

private:
  const KernelInfo& m_info;
  std::vector<char> m_bytes;
};

// Runs an NDRange group by group, the last group of a dimension partial, as the device does.
void run(const Kernel& kernel, void* args, std::array<uint64_t, 2> global,
         std::array<uint64_t, 2> local, std::array<uint64_t, 2> offset) {
  WorkGroupContext ctx{};
  ctx.workDim = global[1] > 1 ? 2 : 1;
  for (int d = 0; d < 3; ++d) {
    const uint64_t g = d < 2 ? global[d] : 1, l = d < 2 ? local[d] : 1;
    ctx.enqueuedLocalSize[d] = l;
    ctx.globalSize[d] = g;
    ctx.globalOffset[d] = d < 2 ? offset[d] : 0;
    ctx.numGroups[d] = (g + l - 1) / l;
  }
  for (uint64_t y = 0; y < ctx.numGroups[1]; ++y)
    for (uint64_t x = 0; x < ctx.numGroups[0]; ++x) {
      const uint64_t group[3] = {x, y, 0};
      for (int d = 0; d < 3; ++d) {
        ctx.groupId[d] = group[d];
        ctx.localSize[d] = std::min(ctx.enqueuedLocalSize[d],
                                    ctx.globalSize[d] - group[d] * ctx.enqueuedLocalSize[d]);
      }
      kernel.function(args, &ctx);
    }
}

// For every local size and offset: `setup` fills the inputs and argument block, `check` compares
// the outputs; `size` work-items in one dimension.
void forEachLaunch(const Kernel& kernel, uint64_t size,
                   const std::function<void(ArgBlock&, uint64_t offset)>& setup,
                   const std::function<void(uint64_t offset)>& check) {
  for (uint64_t local : kLocalSizes)
    for (uint64_t offset : kOffsets) {
      INFO("local size " << local << ", offset " << offset);
      ArgBlock args(kernel.info);
      setup(args, offset);
      run(kernel, args.data(), {size, 1}, {local, 1}, {offset, 0});
      check(offset);
    }
}

std::vector<float> ramp(size_t n, float scale, float shift) {
  std::vector<float> values(n);
  for (size_t i = 0; i < n; ++i)
    values[i] = std::sin(float(i) * scale) * 2.0f + shift;
  return values;
}

} // namespace

TEST_CASE("straight-line arithmetic on consecutive and uniform values") {
  Kernel kernel = buildKernel(R"(
    #pragma OPENCL FP_CONTRACT OFF
    __kernel void axpy(__global const float* x, __global const float* y, __global float* out,
                       __global int* ids, float alpha, int shift) {
      size_t i = get_global_id(0);
      int j = (int)i * 3 - shift;
      out[i] = alpha * x[i] + y[i] - (float)j;
      ids[i] = j + get_local_id(0) * 100 + get_group_id(0) * 10000 + get_local_size(0);
    })",
                              "axpy");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t n = 700;
  const std::vector<float> x = ramp(n + 8, 0.1f, 0), y = ramp(n + 8, 0.3f, 1);
  std::vector<float> out;
  std::vector<int> ids;
  forEachLaunch(
      kernel, n,
      [&](ArgBlock& args, uint64_t) {
        out.assign(n + 8, -1);
        ids.assign(n + 8, -1);
        args.set(0, x.data()).set(1, y.data()).set(2, out.data()).set(3, ids.data());
        args.set(4, 1.5f).set(5, 11);
      },
      [&](uint64_t offset) {
        for (uint64_t i = offset; i < offset + n; ++i) {
          const int j = int(i) * 3 - 11;
          REQUIRE(out[i] == 1.5f * x[i] + y[i] - float(j));
        }
      });
  // The id arithmetic once more against the launch geometry, with local size 33.
  ArgBlock args(kernel.info);
  args.set(0, x.data()).set(1, y.data()).set(2, out.data()).set(3, ids.data());
  args.set(4, 1.0f).set(5, 0);
  run(kernel, args.data(), {n, 1}, {33, 1}, {0, 0});
  for (uint64_t i = 0; i < n; ++i) {
    const uint64_t group = i / 33, local = i % 33, size = std::min<uint64_t>(33, n - group * 33);
    REQUIRE(ids[i] == int(i * 3 + local * 100 + group * 10000 + size));
  }
}

TEST_CASE("divergent if/else and nested divergent ifs") {
  Kernel kernel = buildKernel(R"(
    __kernel void branches(__global const float* a, __global float* out, __global int* tags) {
      size_t i = get_global_id(0);
      float v = a[i];
      int tag;
      if (i % 3 == 0) {
        v = v * 2.0f;
        tag = 1;
      } else {
        v = v + 1.0f;
        tag = 2;
      }
      if (v > 0.5f) {
        if (i & 1) {
          v = v - 3.0f;
          tag += 10;
        } else if (i % 4 == 2) {
          tag += 20;
        }
        v += 0.25f;
      }
      if (a[i] < -1.0f && i % 5 != 0)
        tag += 100;
      out[i] = v;
      tags[i] = tag;
    })",
                              "branches");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t n = 600;
  const std::vector<float> a = ramp(n + 8, 0.37f, 0.2f);
  std::vector<float> out;
  std::vector<int> tags;
  forEachLaunch(
      kernel, n,
      [&](ArgBlock& args, uint64_t) {
        out.assign(n + 8, -7);
        tags.assign(n + 8, -7);
        args.set(0, a.data()).set(1, out.data()).set(2, tags.data());
      },
      [&](uint64_t offset) {
        for (uint64_t i = 0; i < n + 8; ++i) {
          if (i < offset || i >= offset + n) {
            REQUIRE(out[i] == -7);
            continue;
          }
          float v = a[i];
          int tag = 0;
          if (i % 3 == 0) {
            v = v * 2.0f;
            tag = 1;
          } else {
            v = v + 1.0f;
            tag = 2;
          }
          if (v > 0.5f) {
            if (i & 1) {
              v = v - 3.0f;
              tag += 10;
            } else if (i % 4 == 2) {
              tag += 20;
            }
            v += 0.25f;
          }
          if (a[i] < -1.0f && i % 5 != 0)
            tag += 100;
          REQUIRE(out[i] == v);
          REQUIRE(tags[i] == tag);
        }
      });
}

TEST_CASE("a uniform inner loop: matrix multiply, 1D and 2D") {
  const char* source = R"(
    __kernel void matmul(__global const float* a, __global const float* b, __global float* c,
                         uint n) {
      size_t col = get_global_id(0), row = get_global_id(1);
      float sum = 0.0f;
      for (uint k = 0; k < n; ++k)
        sum += a[row * n + k] * b[k * n + col];
      c[row * n + col] = sum;
    })";
  Kernel kernel = buildKernel(source, "matmul", "-cl-fast-relaxed-math");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  for (uint32_t n : {1u, 13u, 40u}) {
    const std::vector<float> a = ramp(n * n, 0.21f, 0), b = ramp(n * n, 0.13f, 0.5f);
    for (uint64_t local : {1, 7, 16, 33}) {
      INFO("n " << n << ", local size " << local);
      std::vector<float> c(n * n, -1);
      ArgBlock args(kernel.info);
      args.set(0, a.data()).set(1, b.data()).set(2, c.data()).set(3, n);
      run(kernel, args.data(), {n, n}, {local, 1}, {0, 0});
      for (uint32_t row = 0; row < n; ++row)
        for (uint32_t col = 0; col < n; ++col) {
          double sum = 0, magnitude = 0;
          for (uint32_t k = 0; k < n; ++k) {
            sum += double(a[row * n + k]) * b[k * n + col];
            magnitude += std::fabs(double(a[row * n + k]) * b[k * n + col]);
          }
          REQUIRE(std::fabs(c[row * n + col] - sum) <= 1e-5 * (magnitude + 1));
        }
    }
  }
}

TEST_CASE("rows of work-items side by side: per-row values, branches, loops and stores") {
  // In a group one vector wide, several rows run in one step: the row's y, and what is computed
  // from it, has a value per row; a row's consecutive elements are loaded and stored together.
  const char* source = R"(
    __kernel void rows(__global const float* a, __global const float* b,
                       __global const int* index, __global float* out, __global int* counts,
                       __global float* rowFirst, int n) {
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      int w = (int)get_global_size(0);
      float v = b[y * w + x] * a[y];
      if (y % 3 == 1)
        v += (float)(x / (y + 1));
      else
        v -= b[index[(y * w + x) % n]];
      int iterations = y % 4 + (x & 1);
      for (int k = 0; k < iterations; ++k)
        v = v * 0.5f + (float)k;
      out[y * w + x] = v;
      atomic_inc(&counts[y % 5]);
      if (x == 0)
        rowFirst[y] = v + (float)get_local_size(1);
    })";
  Kernel kernel = buildKernel(source, "rows");
  const uint64_t width = hostTarget().vectorBytes / 4;
  CHECK(kernel.info.vectorization.find(" rows side by side in groups " + std::to_string(width) +
                                       " wide") != std::string::npos);
  const uint64_t w = 3 * width, h = 26;
  const int n = 37;
  std::vector<float> a(h + 8), b(w * (h + 8));
  std::vector<int> index(n);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = float(int(i % 5) - 2);
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = float(int(i % 7) - 3);
  for (int i = 0; i < n; ++i)
    index[i] = (i * 11) % int(b.size());
  const std::array<uint64_t, 2> locals[] = {{width, 4}, {width, 8},     {width, 6}, {width, 3},
                                            {width, 1}, {width / 2, 4}, {7, 5},     {2 * width, 4}};
  for (const auto& local : locals)
    for (uint64_t offset : {0, 3}) {
      INFO("local size " << local[0] << "x" << local[1] << ", offset " << offset);
      std::vector<float> out(w * (h + 8), -100.0f), rowFirst(h + 8, -100.0f);
      std::vector<int> counts(5, 0);
      ArgBlock args(kernel.info);
      args.set(0, a.data()).set(1, b.data()).set(2, index.data()).set(3, out.data());
      args.set(4, counts.data()).set(5, rowFirst.data()).set(6, n);
      run(kernel, args.data(), {w, h}, local, {0, offset});
      std::vector<int> expectedCounts(5, 0);
      for (uint64_t y = offset; y < offset + h; ++y) {
        const uint64_t groupRow = (y - offset) / local[1] * local[1];
        const uint64_t lsy = std::min(local[1], h - groupRow);
        for (uint64_t x = 0; x < w; ++x) {
          const int xi = int(x), yi = int(y), wi = int(w);
          float v = b[y * w + x] * a[y];
          if (yi % 3 == 1)
            v += float(xi / (yi + 1));
          else
            v -= b[size_t(index[size_t((yi * wi + xi) % n)])];
          const int iterations = yi % 4 + (xi & 1);
          for (int k = 0; k < iterations; ++k)
            v = v * 0.5f + float(k);
          INFO("x " << x << ", y " << y);
          REQUIRE(out[y * w + x] == v);
          ++expectedCounts[y % 5];
          if (x == 0)
            REQUIRE(rowFirst[y] == v + float(lsy));
        }
      }
      REQUIRE(counts == expectedCounts);
    }
}

TEST_CASE("rows side by side: vector types under a mask, unsigned indices wrapping in a "
          "masked-off row") {
  // Both cases come from a review of the rows mode: a masked store of a float4 argument or a
  // masked char2 load takes a mask of one row's lanes, and a zero-extended index that wraps
  // below zero in row 0 (whose lanes are masked off) must not decide row 1's address.
  const uint64_t width = hostTarget().vectorBytes / 4;
  const std::string source = R"(
    __kernel void rows(__global const char2* bytes, __global float4* out, __global const float* in,
                       __global float* above, __global float* sums, float4 v, int limit,
                       uint first) {
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      int w = (int)get_global_size(0);
      if (x < limit)
        out[y * w + x] = v;
      float sum = -3.0f;
      if (x < limit) {
        char2 b = bytes[y * w + x];
        sum = (float)b.x + 2.0f * (float)b.y + (float)y;
      }
      sums[y * w + x] = sum;
      uint lx = get_local_id(0), ly = get_local_id(1), i = ly * W + lx;
      float a = -1.0f;
      if (ly >= first) // first = 1, which the compiler cannot see
        a = in[i - W];
      above[y * w + x] = a;
    })";
  Kernel kernel = buildKernel(source, "rows", "-DW=" + std::to_string(width));
  CHECK(kernel.info.vectorization.find(" rows side by side") != std::string::npos);
  const uint64_t w = 2 * width, h = 16;
  const int limit = int(width) + 3;
  std::vector<int8_t> bytes(2 * w * h);
  for (size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = int8_t(i * 7);
  std::vector<float> in(width * h);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float(i) + 0.5f;
  const float v[4] = {1.0f, -2.0f, 0.25f, 8.0f};
  for (const std::array<uint64_t, 2>& local :
       {std::array<uint64_t, 2>{width, 8}, std::array<uint64_t, 2>{width, 16}}) {
    INFO("local size " << local[0] << "x" << local[1]);
    std::vector<float> out(4 * w * h, -7.0f), above(w * h, -7.0f), sums(w * h, -7.0f);
    ArgBlock args(kernel.info);
    args.set(0, bytes.data()).set(1, out.data()).set(2, in.data()).set(3, above.data());
    args.set(4, sums.data()).set(5, v).set(6, limit).set(7, 1U);
    run(kernel, args.data(), {w, h}, local, {0, 0});
    for (uint64_t y = 0; y < h; ++y)
      for (uint64_t x = 0; x < w; ++x) {
        INFO("x " << x << ", y " << y);
        const size_t i = y * w + x;
        const bool inside = int(x) < limit;
        for (int c = 0; c < 4; ++c)
          REQUIRE(out[4 * i + size_t(c)] == (inside ? v[c] : -7.0f));
        REQUIRE(sums[i] ==
                (inside ? float(bytes[2 * i]) + 2.0f * float(bytes[2 * i + 1]) + float(y) : -3.0f));
        const uint64_t lx = x % local[0], ly = y % local[1];
        REQUIRE(above[i] == (ly > 0 ? in[(ly - 1) * width + lx] : -1.0f));
      }
  }
}

TEST_CASE("an unsigned index that wraps in a masked-off lane does not decide the others' address") {
  // `lid + off - 1` is 0xffffffff in lane 0, which the branch leaves out; zero-extended, lane 0's
  // address would be 16 GiB past `in`, so the active lanes cannot be read from there onwards.
  Kernel kernel = buildKernel(R"(
    __kernel void left(__global const float* in, __global float* out, uint off, uint first) {
      uint lid = (uint)get_global_id(0);
      float v = -1.0f;
      if (lid >= first)
        v = in[lid + off - 1];
      out[get_global_id(0)] = v;
    })",
                              "left");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t n = 300;
  std::vector<float> in(n + 8);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float(i) * 0.5f + 1.0f;
  for (uint32_t off : {0U, 3U})
    for (uint64_t local : kLocalSizes) {
      INFO("local size " << local << ", off " << off);
      std::vector<float> out(n, -7.0f);
      ArgBlock args(kernel.info);
      args.set(0, in.data()).set(1, out.data()).set(2, off).set(3, 1U);
      run(kernel, args.data(), {n, 1}, {local, 1}, {0, 0});
      for (uint64_t i = 0; i < n; ++i)
        REQUIRE(out[i] == (i >= 1 ? in[i + off - 1] : -1.0f));
    }
}

TEST_CASE("a divergent while loop: Mandelbrot iteration counts match exactly") {
  // No contraction on either side, so both compute the same floats.
  Kernel kernel = buildKernel(R"(
    #pragma OPENCL FP_CONTRACT OFF
    __kernel void mandelbrot(__global uint* counts, float x0, float y0, float scale,
                             uint maxIter, uint width) {
      size_t px = get_global_id(0), py = get_global_id(1);
      float cr = x0 + (float)px * scale;
      float ci = y0 + (float)py * scale;
      float zr = 0.0f, zi = 0.0f;
      uint n = 0;
      while (n < maxIter && zr * zr + zi * zi <= 4.0f) {
        float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++n;
      }
      counts[py * width + px] = n;
    })",
                              "mandelbrot");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint32_t width = 97, height = 23, maxIter = 200;
  const float x0 = -2.0f, y0 = -1.25f, scale = 2.5f / width;
  for (uint64_t local : kLocalSizes) {
    INFO("local size " << local);
    std::vector<uint32_t> counts(width * height, 12345);
    ArgBlock args(kernel.info);
    args.set(0, counts.data()).set(1, x0).set(2, y0).set(3, scale).set(4, maxIter).set(5, width);
    run(kernel, args.data(), {width, height}, {local, 1}, {0, 0});
    for (uint32_t py = 0; py < height; ++py)
      for (uint32_t px = 0; px < width; ++px) {
        volatile float cr = x0 + float(px) * scale, ci = y0 + float(py) * scale;
        float zr = 0, zi = 0;
        uint32_t n = 0;
        while (n < maxIter) {
          volatile float zr2 = zr * zr, zi2 = zi * zi;
          if (!(zr2 + zi2 <= 4.0f))
            break;
          volatile float t = zr2 - zi2;
          volatile float twoZr = 2.0f * zr;
          volatile float product = twoZr * zi;
          zi = product + ci;
          zr = t + cr;
          ++n;
        }
        REQUIRE(counts[py * width + px] == n);
      }
  }
}

TEST_CASE("divergent loops in integer arithmetic: Collatz, break, early return") {
  Kernel kernel = buildKernel(R"(
    __kernel void collatz(__global const int* data, __global int* steps, __global int* found,
                          int n, int limit) {
      int i = get_global_id(0);
      if (i % 7 == 3)
        return;
      uint x = i + 1;
      int count = 0;
      while (x != 1 && count < limit) {
        x = (x & 1) ? 3 * x + 1 : x / 2;
        ++count;
      }
      steps[i] = count;
      int k;
      int sum = 0;
      for (k = 0; k < n; ++k) {
        int v = data[(i + k) % 64];
        if (v > i % 50)
          break;
        sum += v;
      }
      found[i] = k * 1000 + sum;
      if (sum > 100) {
        found[i] += 7;
        return;
      }
      steps[i] += 100000;
    })",
                              "collatz");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t size = 300;
  std::vector<int> data(64);
  for (int i = 0; i < 64; ++i)
    data[i] = (i * 37) % 61;
  std::vector<int> steps, found;
  forEachLaunch(
      kernel, size,
      [&](ArgBlock& args, uint64_t) {
        steps.assign(size + 8, -1);
        found.assign(size + 8, -1);
        args.set(0, data.data()).set(1, steps.data()).set(2, found.data()).set(3, 20).set(4, 90);
      },
      [&](uint64_t offset) {
        for (int i = 0; i < int(size + 8); ++i) {
          if (i < int(offset) || i >= int(offset + size) || i % 7 == 3) {
            REQUIRE(steps[i] == -1);
            REQUIRE(found[i] == -1);
            continue;
          }
          uint32_t x = i + 1;
          int count = 0;
          while (x != 1 && count < 90) {
            x = (x & 1) ? 3 * x + 1 : x / 2;
            ++count;
          }
          int k, sum = 0;
          for (k = 0; k < 20; ++k) {
            const int v = data[(i + k) % 64];
            if (v > i % 50)
              break;
            sum += v;
          }
          REQUIRE(found[i] == k * 1000 + sum + (sum > 100 ? 7 : 0));
          REQUIRE(steps[i] == count + (sum > 100 ? 0 : 100000));
        }
      });
}

TEST_CASE("gathers, scatters and a uniform loop with divergence inside") {
  Kernel kernel = buildKernel(R"(
    __kernel void permute(__global const float* a, __global const int* index,
                          __global float* out, __global float* acc, int rounds) {
      int i = get_global_id(0);
      float v = a[index[i]];
      out[index[i]] = v * 3.0f;
      float s = 0.0f;
      for (int r = 0; r < rounds; ++r) {
        if ((i + r) % 3 == 0)
          s += a[(i * 7 + r) % 256];
        else
          s -= 1.0f;
      }
      acc[i] = s;
    })",
                              "permute");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t size = 256;
  const std::vector<float> a = ramp(size, 0.7f, 0);
  std::vector<int> index(size);
  for (size_t i = 0; i < size; ++i)
    index[i] = int((i * 101 + 17) % size);
  std::vector<float> out, acc;
  forEachLaunch(
      kernel, size - 8,
      [&](ArgBlock& args, uint64_t) {
        out.assign(size, -1);
        acc.assign(size, -1);
        args.set(0, a.data()).set(1, index.data()).set(2, out.data()).set(3, acc.data());
        args.set(4, 9);
      },
      [&](uint64_t offset) {
        std::vector<float> expected(size, -1);
        for (uint64_t i = offset; i < offset + size - 8; ++i)
          expected[index[i]] = a[index[i]] * 3.0f;
        for (uint64_t i = 0; i < size; ++i)
          REQUIRE(out[i] == expected[i]);
        for (uint64_t i = offset; i < offset + size - 8; ++i) {
          float s = 0;
          for (int r = 0; r < 9; ++r)
            if ((i + r) % 3 == 0)
              s += a[(i * 7 + r) % 256];
            else
              s -= 1.0f;
          REQUIRE(acc[i] == s);
        }
      });
}

TEST_CASE("the kernel's own vector types: loads, swizzles, compares, bitcasts, loops") {
  // float4 loads and stores of consecutive elements, float3 (gathered), swizzles and component
  // writes, a vector compare selecting components, as_int4, a uniform vector, a float4 carried
  // through a divergent loop and out of it, and a store to one address.
  Kernel kernel = buildKernel(R"(
    #pragma OPENCL FP_CONTRACT OFF
    __kernel void vectors(__global const float4* in, __global const float* in3,
                          __global float4* out, __global int4* bits, __global float* out3,
                          __global float4* last) {
      int i = get_global_id(0);
      float4 v = in[i];
      float4 w = v.wzyx * (float4)(1.0f, 2.0f, 3.0f, 4.0f) + v.xxyy;
      w.y = v.z - (float)i;
      float4 chosen = select(w, v, isgreater(v, w));
      float3 t = vload3(i, in3);
      t.xz += t.y;
      int steps = i % 5;
      float4 acc = (float4)(0.0f);
      for (int k = 0; k < steps; ++k)
        acc = acc * 0.5f + chosen;
      out[i] = acc + (float4)(t, 1.0f);
      bits[i] = as_int4(chosen) ^ (int4)(i, 2 * i, 3, -i);
      vstore3(t * 2.0f, i, out3);
      *last = (float4)(v.x, (float)i, 0.0f, 0.0f);
    })",
                              "vectors");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t size = 300;
  const std::vector<float> in = ramp(size * 4, 0.37f, 0.1f), in3 = ramp(size * 3, 0.21f, -0.3f);
  std::vector<float> out, out3, last;
  std::vector<int32_t> bits;
  forEachLaunch(
      kernel, size - 8,
      [&](ArgBlock& args, uint64_t) {
        out.assign(size * 4, -7);
        out3.assign(size * 3, -7);
        bits.assign(size * 4, -7);
        last.assign(4, -7);
        args.set(0, in.data()).set(1, in3.data()).set(2, out.data()).set(3, bits.data());
        args.set(4, out3.data()).set(5, last.data());
      },
      [&](uint64_t offset) {
        for (uint64_t i = 0; i < size; ++i) {
          INFO("work-item " << i);
          const bool ran = i >= offset && i < offset + size - 8;
          const float* v = &in[i * 4];
          const float factors[4] = {1, 2, 3, 4};
          float w[4], chosen[4], acc[4] = {0, 0, 0, 0};
          for (int c = 0; c < 4; ++c)
            w[c] = v[3 - c] * factors[c] + v[c / 2];
          w[1] = v[2] - float(i);
          for (int c = 0; c < 4; ++c)
            chosen[c] = v[c] > w[c] ? v[c] : w[c];
          float t[3] = {in3[i * 3], in3[i * 3 + 1], in3[i * 3 + 2]};
          t[0] += t[1];
          t[2] += t[1];
          for (uint64_t k = 0; k < i % 5; ++k)
            for (int c = 0; c < 4; ++c)
              acc[c] = acc[c] * 0.5f + chosen[c];
          const float tail[4] = {t[0], t[1], t[2], 1.0f};
          const int32_t mix[4] = {int32_t(i), int32_t(2 * i), 3, -int32_t(i)};
          for (int c = 0; c < 4; ++c) {
            REQUIRE(out[i * 4 + c] == (ran ? acc[c] + tail[c] : -7.0f));
            int32_t chosenBits;
            std::memcpy(&chosenBits, &chosen[c], 4);
            REQUIRE(bits[i * 4 + c] == (ran ? (chosenBits ^ mix[c]) : -7));
          }
          for (int c = 0; c < 3; ++c)
            REQUIRE(out3[i * 3 + c] == (ran ? t[c] * 2.0f : -7.0f));
        }
        // The last work-item's store is the one that stays.
        const uint64_t lastItem = offset + size - 9;
        REQUIRE(last[0] == in[lastItem * 4]);
        REQUIRE(last[1] == float(lastItem));
      });
}

TEST_CASE("atomics under divergence run once per active work-item") {
  Kernel kernel = buildKernel(R"(
    __kernel void histogram(__global int* bins, __global int* total, __global const int* data) {
      int i = get_global_id(0);
      if (data[i] % 3 != 0)
        atomic_add(&bins[i % 5], data[i]);
      else
        atomic_inc(total);
    })",
                              "histogram");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t size = 500;
  std::vector<int> data(size + 8);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = int((i * 13) % 29);
  std::vector<int> bins;
  int total = 0;
  forEachLaunch(
      kernel, size,
      [&](ArgBlock& args, uint64_t) {
        bins.assign(5, 0);
        total = 0;
        args.set(0, bins.data()).set(1, &total).set(2, data.data());
      },
      [&](uint64_t offset) {
        std::vector<int> expected(5, 0);
        int expectedTotal = 0;
        for (uint64_t i = offset; i < offset + size; ++i)
          if (data[i] % 3 != 0)
            expected[i % 5] += data[i];
          else
            ++expectedTotal;
        REQUIRE(bins == expected);
        REQUIRE(total == expectedTotal);
      });
}

TEST_CASE("an atomic's old value reaches only its own work-item, and a block of atomics with no "
          "lane on is skipped") {
  // Each active work-item takes a ticket; inactive lanes' atomics are branched around, so the
  // tickets are exactly 0..n-1, each once, and every inactive work-item's slot stays untouched.
  Kernel kernel = buildKernel(R"(
    __kernel void tickets(__global int* ticket, __global int* next, __global const int* data) {
      int i = get_global_id(0);
      if (data[i] % 4 == 1)
        ticket[i] = atomic_inc(next);
    })",
                              "tickets");
  INFO(kernel.info.vectorization);
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  CHECK(kernel.info.vectorization.find("if no lane is on") != std::string::npos);
  const uint64_t size = 500;
  std::vector<int> data(size + 8);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = int((i * 7 + i / 40) % 11);
  std::vector<int> ticket;
  int next = 0;
  forEachLaunch(
      kernel, size,
      [&](ArgBlock& args, uint64_t) {
        ticket.assign(data.size(), -1);
        next = 0;
        args.set(0, ticket.data()).set(1, &next).set(2, data.data());
      },
      [&](uint64_t offset) {
        std::vector<int> taken;
        for (uint64_t i = 0; i < data.size(); ++i) {
          const bool active = i >= offset && i < offset + size && data[i] % 4 == 1;
          if (active)
            taken.push_back(ticket[i]);
          else
            REQUIRE(ticket[i] == -1);
        }
        std::sort(taken.begin(), taken.end());
        REQUIRE(int(taken.size()) == next);
        for (size_t k = 0; k < taken.size(); ++k)
          REQUIRE(taken[k] == int(k));
      });
}

TEST_CASE("int/float mixing, select, min/max, and math calls in divergent code") {
  Kernel kernel = buildKernel(R"(
    __kernel void mix(__global const float* a, __global const float* b, __global float* out,
                      __global int* ints) {
      int i = get_global_id(0);
      int x = (int)(a[i] * 10.0f);
      float y = x > 5 ? a[i] : -a[i];
      ints[i] = max(x, 3) + min(i & 7, 5) + abs(x - 4) + (i > 100 ? 1 : 0);
      float r = fmin(y, b[i]) + fmax(y, 0.5f) + fabs(b[i]) + floor(a[i] * 3.0f);
      if (a[i] > 0.0f)
        r += sqrt(a[i]) + exp(a[i] * 0.5f);
      else
        r -= exp(b[i]);
      out[i] = r;
    })",
                              "mix");
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  const uint64_t size = 400;
  const std::vector<float> a = ramp(size + 8, 0.19f, 0.1f), b = ramp(size + 8, 0.43f, -0.3f);
  std::vector<float> out;
  std::vector<int> ints;
  forEachLaunch(
      kernel, size,
      [&](ArgBlock& args, uint64_t) {
        out.assign(size + 8, -1);
        ints.assign(size + 8, -1);
        args.set(0, a.data()).set(1, b.data()).set(2, out.data()).set(3, ints.data());
      },
      [&](uint64_t offset) {
        for (int i = int(offset); i < int(offset + size); ++i) {
          const int x = int(a[i] * 10.0f);
          const float y = x > 5 ? a[i] : -a[i];
          REQUIRE(ints[i] == std::max(x, 3) + std::min(i & 7, 5) + std::abs(x - 4) + (i > 100));
          double r =
              std::fmin(y, b[i]) + std::fmax(y, 0.5f) + std::fabs(b[i]) + std::floor(a[i] * 3.0f);
          if (a[i] > 0.0f)
            r += std::sqrt(double(a[i])) + std::exp(double(a[i]) * 0.5);
          else
            r -= std::exp(double(b[i]));
          REQUIRE(std::fabs(out[i] - r) <= 1e-5 * (std::fabs(r) + 1));
        }
      });
}

TEST_CASE("a private array indexed per work-item is refused, and still runs correctly") {
  Kernel kernel = buildKernel(R"(
    __kernel void privateArray(__global const int* a, __global int* out) {
      int i = get_global_id(0);
      int tmp[8];
      for (int k = 0; k < 8; ++k)
        tmp[k] = a[i] * k;
      out[i] = tmp[i % 8] + tmp[a[i] & 7];
    })",
                              "privateArray");
  INFO(kernel.info.vectorization);
  CHECK(kernel.info.vectorization.rfind("not SPMD-vectorized: ", 0) == 0);
  CHECK(kernel.info.vectorization.find("private") != std::string::npos);
  const uint64_t size = 200;
  std::vector<int> a(size + 8);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = int(i * 7 % 23);
  std::vector<int> out;
  forEachLaunch(
      kernel, size,
      [&](ArgBlock& args, uint64_t) {
        out.assign(size + 8, -1);
        args.set(0, a.data()).set(1, out.data());
      },
      [&](uint64_t offset) {
        for (uint64_t i = offset; i < offset + size; ++i)
          REQUIRE(out[i] == a[i] * int(i % 8) + a[i] * (a[i] & 7));
      });
}

TEST_CASE("-cl-opt-disable leaves the vectorizer out") {
  Kernel kernel = buildKernel("__kernel void k(__global int* a) { a[get_global_id(0)] = 1; }", "k",
                              "-cl-opt-disable");
  CHECK(kernel.info.vectorization.empty());
}

TEST_CASE("a kernel says whether its code reads the launch's argument bits") {
  // Only kernels with streaming stores or counted atomics read WorkGroupContext::streamingStores
  // and exclusiveArguments; the launch works them out for those alone.
  struct Case {
    const char* source;
    bool reads;
    uint32_t countBinsBytes; // a thread's bins for the counted atomics
  };
  const std::vector<Case> kernels = {
      {"__kernel void k(__global const float* in, __global float* out) {"
       "  out[get_global_id(0)] = in[get_global_id(0)] * 2.0f; }",
       true, 0},
      {"__kernel void k(__global const uchar* in, __global uint* bins) {"
       "  atomic_inc(&bins[in[get_global_id(0)]]); }",
       true, 1024},
      {"#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable\n"
       "__kernel void k(__global const uchar* in, __global uint* a, __global ulong* b) {"
       "  atomic_inc(&a[in[get_global_id(0)] & 9]); atom_inc(&b[2 + (in[get_global_id(0)] & 3)]); "
       "}",
       true, 128}, // 10 counters, padded to a line; 4 of 8 bytes, padded
      {"__kernel void k(__global float* data) {"
       "  data[get_global_id(0)] = data[get_global_id(0)] + 1.0f; }",
       false, 0},
      {"__kernel void k(__global uint* counter, __global uint* out) {"
       "  out[get_global_id(0)] = atomic_inc(counter); }",
       true, 0}, // out's stores stream
  };
  for (const Case& test : kernels) {
    Kernel kernel = buildKernel(test.source, "k");
    INFO(test.source << "\n" << kernel.info.vectorization);
    CHECK(kernel.info.readsArgumentBits == test.reads);
    CHECK(kernel.info.countBinsBytes == test.countBinsBytes);
  }
}

TEST_CASE("groups one work-item wide in x, compiled again with dimension 1 in the lanes") {
  // The conformance suite's thread_dimensions launches groups of 1 x 1024: a kernel compiled
  // again for them (specializeKernel) runs its y loop innermost, in lanes. Every id and size
  // the kernel reads keeps its dimension; branches and a loop that differ from lane to lane, a
  // partial last group and offsets check the lanes are y's.
  const char* source = R"(
    __kernel void grid(__global const float* in, __global float* out, uint w) {
      size_t x = get_global_id(0), y = get_global_id(1);
      size_t i = (y - get_global_offset(1)) * w + (x - get_global_offset(0));
      float v = in[i] + (float)get_local_id(1) * 0.5f + (float)get_group_id(1);
      int steps = (int)(get_local_id(1) % 5);
      for (int k = 0; k < steps; ++k)
        v = v * 0.75f + (float)get_local_size(1);
      if (y % 3 == 1)
        v = -v;
      out[i] = v + (float)(get_local_id(0) + get_local_size(0) * 100);
    }
    __kernel void column(__global const float* in, __global float* out) {
      size_t i = get_global_id(0) * get_global_size(1) + get_global_id(1);
      out[i] = in[i] * 2.0f;
    }
    __kernel void depth(__global const float* in, __global float* out) {
      size_t i = (get_global_id(0) * get_global_size(1) + get_global_id(1)) * get_global_size(2) +
                 get_global_id(2);
      out[i] = in[i] * 2.0f;
    })";
  LinkResult built = build(source, "");
  REQUIRE(built.status == Status::Ok);
  // Consecutive in y (or z), the lanes' loads and stores are wide (in x, lanes of one column
  // would gather and scatter).
  LinkResult column = specializeKernel(built.bitcode, "", false, "column", {}, 1);
  INFO(column.log);
  REQUIRE(column.status == Status::Ok);
  REQUIRE(column.executable);
  const std::string columnReport = column.executable->kernels().at(0).vectorization;
  INFO(columnReport);
  CHECK(columnReport.find("1 wide load, 1 wide store") != std::string::npos);
  LinkResult depth = specializeKernel(built.bitcode, "", false, "depth", {}, 2);
  REQUIRE(depth.status == Status::Ok);
  REQUIRE(depth.executable);
  const std::string depthReport = depth.executable->kernels().at(0).vectorization;
  INFO(depthReport);
  CHECK(depthReport.find("1 wide load, 1 wide store") != std::string::npos);
  CHECK(depthReport.find("dimension 2 in the lanes") != std::string::npos);
  LinkResult special = specializeKernel(built.bitcode, "", false, "grid", {}, 1);
  INFO(special.log);
  REQUIRE(special.status == Status::Ok);
  REQUIRE(special.executable);
  Kernel kernel;
  kernel.info = special.executable->kernels().at(0);
  kernel.function = special.executable->workGroupFunction("grid");
  REQUIRE(kernel.function);
  kernel.executable = std::move(special.executable);
  INFO(kernel.info.vectorization);
  CHECK(vectorizedFullWidth(kernel.info.vectorization));
  CHECK(kernel.info.vectorization.find("dimension 1 in the lanes") != std::string::npos);
  const uint32_t w = 5, h = 300;
  const std::vector<float> in = ramp(w * h, 0.37f, 0.25f);
  for (uint64_t local : kLocalSizes)
    for (uint64_t offset : kOffsets) {
      INFO("local size 1 x " << local << ", offset " << offset);
      std::vector<float> out(w * h, -1);
      ArgBlock args(kernel.info);
      args.set(0, in.data()).set(1, out.data()).set(2, w);
      run(kernel, args.data(), {w, h}, {1, local}, {offset, offset});
      for (uint64_t y = 0; y < h; ++y)
        for (uint64_t x = 0; x < w; ++x) {
          const uint64_t lid = y % local, group = y / local;
          const uint64_t size = std::min<uint64_t>(local, h - group * local);
          float v = in[y * w + x] + float(lid) * 0.5f + float(group);
          for (uint64_t k = 0; k < lid % 5; ++k)
            v = v * 0.75f + float(size);
          if ((y + offset) % 3 == 1)
            v = -v;
          // (The loop's multiply and add may be fused.)
          REQUIRE(std::fabs(out[y * w + x] - (v + 100.0f)) <= 1e-5f * (std::fabs(v) + 100.0f));
        }
    }
}
