// async_work_group_copy, async_work_group_strided_copy, wait_group_events and prefetch
// (OpenCL C 3.0 §6.15.13): a group copies a block of __global memory into __local memory and back,
// contiguous and strided, for scalar and vector element types, in groups of several sizes,
// built as OpenCL C 1.2 (private event lists) and 3.0 (generic ones).
#include "cl_test.hpp"

#include <cstring>
#include <string>

using namespace weft_test;

namespace {

const char* kSource = R"(
  // Each group gathers every STRIDE-th element of its block into __local memory, doubles it there,
  // and copies the __local block back to its own part of `out` contiguously and to `scattered` at
  // the same stride.
  __kernel void copy(__global const T* in, __global T* out, __global T* scattered,
                     __local T* block, uint n) {
    size_t group = get_group_id(0);
    const __global T* from = in + group * n * STRIDE;
    prefetch(from, n * STRIDE);
    event_t events[2];
    events[0] = async_work_group_strided_copy(block, from, n, STRIDE, 0);
    wait_group_events(1, events);
    for (size_t i = get_local_id(0); i < n; i += get_local_size(0))
      block[i] = block[i] + block[i];
    barrier(CLK_LOCAL_MEM_FENCE);
    events[0] = async_work_group_copy(out + group * n, block, n, 0);
    events[1] = async_work_group_strided_copy(scattered + group * n * STRIDE, block, n, STRIDE,
                                              0);
    wait_group_events(2, events);
  }
)";

void checkCopies(const char* type, size_t elementBytes, size_t width, const char* std) {
  Env env;
  const size_t stride = 3, n = 37, local = 8, groups = 5;
  const std::string vector = std::string(type) + (width == 1 ? "" : std::to_string(width));
  INFO(vector << " " << std);
  Program program =
      buildProgram(env.context, env.device, kSource,
                   std::string(std) + " -DT=" + vector + " -DSTRIDE=" + std::to_string(stride));
  Kernel kernel = makeKernel(program, "copy");
  // Elements as bytes: each element's bytes count up, so every misplaced byte shows; small
  // enough that doubling stays exact in every type (floats hold small integers).
  const size_t slot = width == 3 ? 4 : width; // a 3-vector takes the room of 4
  const size_t total = groups * n * stride * slot;
  std::vector<double> values(total);
  for (size_t i = 0; i < total; ++i)
    values[i] = double(i % 61);
  std::vector<unsigned char> bytes(total * elementBytes);
  auto encode = [&](size_t i, double v, unsigned char* at) {
    const bool isFloat = std::string(type) == "float", isDouble = std::string(type) == "double";
    if (isFloat) {
      float f = float(v);
      std::memcpy(at + i * 4, &f, 4);
    } else if (isDouble) {
      std::memcpy(at + i * 8, &v, 8);
    } else {
      const uint64_t u = uint64_t(v);
      std::memcpy(at + i * elementBytes, &u, elementBytes);
    }
  };
  for (size_t i = 0; i < total; ++i)
    encode(i, values[i], bytes.data());
  Mem in = bufferOf(env.context, bytes);
  const size_t outBytes = groups * n * slot * elementBytes;
  Mem out = makeBuffer(env.context, outBytes);
  std::vector<unsigned char> zeros(bytes.size(), 0);
  Mem scattered = bufferOf(env.context, zeros);
  const cl_uint count = n;
  setArgs(kernel, in, out, scattered);
  REQUIRE_CL(clSetKernelArg(kernel, 3, n * slot * elementBytes, nullptr));
  REQUIRE_CL(clSetKernelArg(kernel, 4, sizeof count, &count));
  const size_t global = groups * local;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  const std::vector<unsigned char> got = readBuffer<unsigned char>(env.queue, out, outBytes);
  const std::vector<unsigned char> spread =
      readBuffer<unsigned char>(env.queue, scattered, bytes.size());
  std::vector<unsigned char> wantOut(outBytes), wantSpread(bytes.size(), 0);
  for (size_t g = 0; g < groups; ++g)
    for (size_t i = 0; i < n; ++i)
      for (size_t c = 0; c < width; ++c) {
        const size_t from = ((g * n + i) * stride) * slot + c;
        const double doubled = 2 * values[from];
        encode((g * n + i) * slot + c, doubled, wantOut.data());
        encode(from, doubled, wantSpread.data());
      }
  // Padding lanes of 3-vectors are not compared.
  for (size_t e = 0; e < outBytes / elementBytes; ++e) {
    if (width == 3 && e % 4 == 3)
      continue;
    INFO("element " << e);
    REQUIRE(std::memcmp(&got[e * elementBytes], &wantOut[e * elementBytes], elementBytes) == 0);
  }
  for (size_t e = 0; e < bytes.size() / elementBytes; ++e) {
    if (width == 3 && e % 4 == 3)
      continue;
    INFO("scattered element " << e);
    REQUIRE(std::memcmp(&spread[e * elementBytes], &wantSpread[e * elementBytes], elementBytes) ==
            0);
  }
}

} // namespace

TEST_CASE("async copies between __global and __local memory, contiguous and strided",
          "[async_copy]") {
  for (const char* std : {"", "-cl-std=CL3.0"}) {
    checkCopies("uchar", 1, 1, std);
    checkCopies("short", 2, 4, std);
    checkCopies("int", 4, 3, std);
    checkCopies("uint", 4, 16, std);
    checkCopies("long", 8, 2, std);
    checkCopies("float", 4, 8, std);
    checkCopies("double", 8, 1, std);
  }
}

TEST_CASE("prefetch issues prefetches in SIMD lanes, never faults and changes nothing",
          "[async_copy][weft]") {
  // The first kernel prefetches far past the end of its buffer (a prefetch is a hint and never
  // faults); the second asks for more than the 4 KiB a call prefetches.
  Env env;
  const char* source = R"(
    __kernel void ahead(__global const float* in, __global float* out) {
      size_t i = get_global_id(0);
      prefetch(in + i + (1 << 22), 1);
      out[i] = in[i] * 2.0f;
    }
    __kernel void rows(__global const float4* in, __global float* out, uint n) {
      size_t i = get_global_id(0);
      prefetch(in + i * 64, n);
      out[i] = in[i * 64].y;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  for (const char* kernel : {"ahead", "rows"}) {
    const std::string line = reportLine(log, kernel);
    REQUIRE(!line.empty());
    CHECK(line.find("vectorized") != std::string::npos);
    CHECK(line.find(" 1 prefetch") != std::string::npos);
  }
  Program program = buildProgram(env.context, env.device, source);
  const size_t n = 1000;
  std::vector<float> input(n * 64 * 4);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = static_cast<float>(i % 1013);
  Mem in = bufferOf(env.context, input);
  Mem out = makeBuffer(env.context, n * sizeof(float));
  Kernel ahead = makeKernel(program, "ahead");
  setArgs(ahead, in, out);
  run1D(env.queue, ahead, n, 0);
  std::vector<float> result = readBuffer<float>(env.queue, out, n);
  for (size_t i = 0; i < n; ++i)
    REQUIRE(result[i] == input[i] * 2.0f);
  Kernel rows = makeKernel(program, "rows");
  setArgs(rows, in, out, cl_uint(100000));
  run1D(env.queue, rows, n, 0);
  result = readBuffer<float>(env.queue, out, n);
  for (size_t i = 0; i < n; ++i)
    REQUIRE(result[i] == input[i * 256 + 1]);
}
