// vload_half and vstore_half (OpenCL C 3.0 §6.15.8): every half read back as the float of the
// same value, floats and doubles stored in each rounding mode as the half a host reference picks
// from the sorted list of all halves, and the vector and aligned forms in every address space.
#include "cl_test.hpp"
#include "half_reference.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>

using namespace weft_test;

namespace {

template <typename T> void checkStores(const char* type) {
  Env env;
  std::string source = std::string(R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    typedef )") + type +
                       R"( T;
    __kernel void store(__global const T* in, __global half* out) {
      size_t i = get_global_id(0), n = get_global_size(0);
      vstore_half(in[i], i, out);
      vstore_half_rte(in[i], n + i, out);
      vstore_half_rtz(in[i], 2 * n + i, out);
      vstore_half_rtp(in[i], 3 * n + i, out);
      vstore_half_rtn(in[i], 4 * n + i, out);
    })";
  INFO("type " << type);
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "store");
  const std::vector<T> input = roundingInputs<T>();
  const size_t n = input.size();
  Mem in = bufferOf(env.context, input);
  Mem out = makeBuffer(env.context, 5 * n * sizeof(cl_ushort));
  setArgs(kernel, in, out);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  const std::vector<cl_ushort> got = readBuffer<cl_ushort>(env.queue, out, 5 * n);
  for (size_t i = 0; i < n; ++i) {
    INFO("input " << std::hexfloat << input[i]);
    for (int m = 0; m < 5; ++m) {
      const Mode mode = m == 0 ? kRte : static_cast<Mode>(m - 1);
      INFO("vstore_half" << (m == 0 ? "" : kSuffixes[mode]));
      const cl_ushort want = referenceHalf(input[i], mode), have = got[m * n + i];
      if (isHalfNan(want))
        REQUIRE(isHalfNan(have));
      else
        REQUIRE(have == want);
    }
  }
}

} // namespace

TEST_CASE("vload_half reads every half as the float of the same value", "[half]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void load(__global const half* in, __global float* out) {
      size_t i = get_global_id(0);
      out[i] = vload_half(i, in);
    })");
  Kernel kernel = makeKernel(program, "load");
  std::vector<cl_ushort> halves(65536);
  for (size_t i = 0; i < halves.size(); ++i)
    halves[i] = static_cast<cl_ushort>(i);
  Mem in = bufferOf(env.context, halves);
  Mem out = makeBuffer(env.context, halves.size() * sizeof(cl_float));
  setArgs(kernel, in, out);
  const size_t n = halves.size();
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  const std::vector<cl_float> got = readBuffer<cl_float>(env.queue, out, n);
  for (size_t i = 0; i < n; ++i) {
    INFO("half bits 0x" << std::hex << i);
    const double want = halfValue(static_cast<cl_ushort>(i));
    if (std::isnan(want)) {
      REQUIRE(std::isnan(got[i]));
    } else {
      REQUIRE(got[i] == want);
      REQUIRE(std::signbit(got[i]) == std::signbit(want));
    }
  }
}

TEST_CASE("vstore_half rounds floats in every mode", "[half]") { checkStores<cl_float>("float"); }

TEST_CASE("vstore_half rounds doubles in every mode, in one rounding", "[half]") {
  checkStores<cl_double>("double");
}

TEST_CASE("vector and aligned vload_half and vstore_half in every address space", "[half]") {
  // Each work-item moves its 16 halves (a float16's worth) through every form: loads from
  // __global, __constant, __local and __private memory, stores to __global, __local and __private
  // memory, then out. Aligned forms of 3 use a stride of 4.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void forms(__global const half* in, __constant half* konst, __global half* out,
                        __global float* loads) {
      size_t i = get_global_id(0), l = get_local_id(0);
      // Without cl_khr_fp16 there are no half variables, only pointers to half.
      __local ushort shared_bits[16 * 4];
      __private ushort own_bits[16];
      __local half* shared = (__local half*)shared_bits;
      __private half* own = (__private half*)own_bits;
      __global float* mine = loads + 16 * 8 * i;
      float16 v = vload_half16(i, in);
      vstore_half16(v, l, shared);
      vstore_half8_rtz(v.lo, 0, own);
      vstorea_half8_rtp(v.hi, 1, own);
      barrier(CLK_LOCAL_MEM_FENCE);
      vstore16(vload_half16(l, shared), 0, mine);
      vstore16(vload_half16(i, konst), 1, mine);
      vstore16((float16)(vload_half8(0, own), vloada_half8(1, own)), 2, mine);
      float16 mixed = (float16)(vload_half4(4 * i, in), vload_half2(8 * i + 2, in),
                                vload_half3(0, in + 16 * i + 6), vload_half(16 * i + 9, in),
                                vloada_half3(3, in + 16 * i), 0.0f, vloada_half2(7, in + 16 * i));
      vstore16(mixed, 3, mine);
      vstore_half4_rtn(v.s0123, 4 * i, out);
      vstore_half2_rte(v.s45, 8 * i + 2, out);
      vstore_half3(v.s678, 0, out + 16 * i + 6);
      vstore_half_rtp(v.s9, 16 * i + 9, out);
      vstorea_half3_rtz(v.sabc, 3, out + 16 * i);
      vstorea_half2(v.sde, 7, out + 16 * i);
    })");
  Kernel kernel = makeKernel(program, "forms");
  const size_t items = 64, local = 4;
  std::vector<cl_ushort> halves(16 * items);
  for (size_t i = 0; i < halves.size(); ++i)
    halves[i] = static_cast<cl_ushort>(i * 40503u % 0x7c00u | (i % 3 == 0 ? 0x8000u : 0u));
  Mem in = bufferOf(env.context, halves);
  Mem konst = bufferOf(env.context, halves);
  Mem out = makeBuffer(env.context, halves.size() * sizeof(cl_ushort));
  Mem loads = makeBuffer(env.context, 16 * 8 * items * sizeof(cl_float));
  REQUIRE_CL(clEnqueueFillBuffer(env.queue, out, &halves[0], 2, 0, halves.size() * 2, 0, nullptr,
                                 nullptr));
  setArgs(kernel, in, konst, out, loads);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &items, &local, 0, nullptr, nullptr));
  const std::vector<cl_ushort> stored = readBuffer<cl_ushort>(env.queue, out, halves.size());
  const std::vector<cl_float> loaded = readBuffer<cl_float>(env.queue, loads, 16 * 8 * items);
  for (size_t i = 0; i < items; ++i) {
    INFO("work-item " << i);
    const cl_ushort* h = &halves[16 * i];
    const cl_float* got = &loaded[16 * 8 * i];
    for (size_t k = 0; k < 16; ++k) {
      INFO("element " << k);
      // Every value is a half, so every mode stores it unchanged.
      CHECK(got[k] == halfValue(h[k]));      // through __local
      CHECK(got[16 + k] == halfValue(h[k])); // from __constant
      CHECK(got[32 + k] == halfValue(h[k])); // through __private
    }
    // The mixed loads: 4 + 2 + 3 + 1 elements, then the aligned 3 at 12, a zero, aligned 2 at 14.
    const size_t from[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 99, 14, 15};
    for (size_t k = 0; k < 16; ++k) {
      INFO("mixed load element " << k);
      CHECK(got[48 + k] == (from[k] == 99 ? 0.0 : halfValue(h[from[k]])));
    }
    // The mixed stores: 0-9 in order, aligned 3 at 12-14 (from 10-12), then aligned 2 at
    // 14-15 (from 13-14) over the 14 before; 10 and 11 keep the fill value.
    const int source[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, -1, -1, 10, 11, 13, 14};
    for (size_t k = 0; k < 16; ++k) {
      INFO("stored element " << k);
      CHECK(stored[16 * i + k] == (source[k] < 0 ? halves[0] : h[source[k]]));
    }
  }
}
