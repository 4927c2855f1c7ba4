// Math and geometric builtins on vectors (OpenCL C 3.0 §6.15.2, §6.15.5): the exact functions
// give the correctly rounded result in every component of every vector width, and rsqrt and dot
// stay within the spec's error bounds, whether or not the work-items run in SIMD lanes.
#include "cl_test.hpp"

#include <cmath>
#include <cstdint>
#include <limits>
#include <utility>
#include <vector>

using namespace weft_test;

namespace {

/// Inputs around the cases that tell the functions apart: halves (rounding), negatives, signed
/// zeros, infinities, NaN, denormals and large values.
template <typename T> std::vector<T> specialInputs(size_t count) {
  const T specials[] = {T(0.5),
                        T(-0.5),
                        T(1.5),
                        T(-2.5),
                        T(0),
                        -T(0),
                        std::numeric_limits<T>::infinity(),
                        -std::numeric_limits<T>::infinity(),
                        std::numeric_limits<T>::quiet_NaN(),
                        std::numeric_limits<T>::denorm_min(),
                        std::numeric_limits<T>::max(),
                        T(3.7e5)};
  std::vector<T> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = i < std::size(specials) ? specials[i] : T((double(i) * 0.37 - 41.0) * 1.75);
  return values;
}

/// Equal as the spec compares results: same value, NaN matching NaN, zeros by their sign.
template <typename T> bool sameResult(T a, T b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return a == b && std::signbit(a) == std::signbit(b);
}

/// The exact functions on every vector width of `type`, computed by the kernel into `out`
/// (11 results per input, in the order of the kernel's `results` list).
template <typename T>
void checkExactFunctions(Env& env, const char* type, const char* options, size_t width) {
  const std::string source = kVectorAccessMacros + std::string(R"(
    #ifdef USE_DOUBLE
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    #endif
    __kernel void exact(__global const T* a, __global const T* b, __global const T* c,
                        __global T* out) {
      size_t i = get_global_id(0);
      TN x = LOAD(a, i), y = LOAD(b, i), z = LOAD(c, i);
      TN results[11] = {sqrt(fabs(x)), fabs(x), floor(x), ceil(x), trunc(x), rint(x), round(x),
                        fmin(x, y), fmax(x, y), copysign(x, y), fma(x, y, z)};
      for (int r = 0; r < 11; ++r)
        STORE(results[r], out + r * get_global_size(0) * W, i);
    })");
  const std::string defines = std::string(options) + " " + vectorWidthOptions(type, int(width));
  Program program = buildProgram(env.context, env.device, source, defines);
  Kernel kernel = makeKernel(program, "exact");
  const size_t items = 37, count = items * width;
  std::vector<T> a = specialInputs<T>(count), b(count), c(count);
  for (size_t i = 0; i < count; ++i) {
    b[i] = a[(i * 7 + 3) % count];
    c[i] = T(double(i % 13) - 6.25);
  }
  const cl_mem_flags in = CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR;
  Mem ma = makeBuffer(env.context, count * sizeof(T), in, a.data());
  Mem mb = makeBuffer(env.context, count * sizeof(T), in, b.data());
  Mem mc = makeBuffer(env.context, count * sizeof(T), in, c.data());
  Mem mo = makeBuffer(env.context, 11 * count * sizeof(T));
  setArgs(kernel, ma, mb, mc, mo);
  run1D(env.queue, kernel, items);
  std::vector<T> out = readBuffer<T>(env.queue, mo, 11 * count);
  const char* names[] = {"sqrt",  "fabs", "floor", "ceil",     "trunc", "rint",
                         "round", "fmin", "fmax",  "copysign", "fma"};
  for (size_t i = 0; i < count; ++i) {
    const T x = a[i], y = b[i], z = c[i];
    const T expected[] = {
        std::sqrt(std::fabs(x)), std::fabs(x),        std::floor(x),    std::ceil(x),
        std::trunc(x),           std::nearbyint(x),   std::round(x),    std::fmin(x, y),
        std::fmax(x, y),         std::copysign(x, y), std::fma(x, y, z)};
    for (size_t r = 0; r < 11; ++r) {
      INFO(type << width << " " << names[r] << " of " << x << ", " << y << ", " << z);
      REQUIRE(sameResult(out[r * count + i], expected[r]));
    }
  }
}

/// Distance in units in the last place of `expected` (double precision) from `actual` (float).
double ulpError(float actual, double expected) {
  int exponent = 0;
  std::frexp(expected, &exponent);
  const double ulp = std::ldexp(1.0, std::max(exponent, -125) - 24);
  return std::fabs(double(actual) - expected) / ulp;
}

} // namespace

TEST_CASE("exact math functions on every float vector width", "[math]") {
  Env env;
  for (size_t width : {1, 2, 3, 4, 8, 16})
    checkExactFunctions<float>(env, "float", "", width);
}

TEST_CASE("exact math functions on double vectors", "[math]") {
  Env env;
  REQUIRE(deviceHasExtension(env.device, "cl_khr_fp64"));
  for (size_t width : {1, 2, 4, 8})
    checkExactFunctions<double>(env, "double", "-DUSE_DOUBLE", width);
}

namespace {

/// Dividends and divisors: quotients across the exponents, and edge values (zeros, infinities,
/// NaN, subnormal and huge divisors, overflow, underflow) at lane 5 of the first vectors and in a
/// run further on, so that vectors mix ordinary lanes and edge ones.
std::pair<std::vector<float>, std::vector<float>> divisionInputs() {
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  const float max = std::numeric_limits<float>::max();
  const float tiny = std::numeric_limits<float>::denorm_min();
  const std::pair<float, float> edges[] = {
      {1.0f, 0.0f},       {-1.0f, 0.0f},         {0.0f, 0.0f},   {-0.0f, 3.0f},
      {5.0f, inf},        {inf, 2.0f},           {inf, inf},     {nan, 1.0f},
      {1.0f, nan},        {1.0f, tiny},          {1e-30f, tiny}, {3.0f, 0x1p-130f},
      {1.0f, 0x1p126f},   {0x1p100f, 0x1p127f},  {max, max},     {max, 0.5f},
      {max, 0.99999994f}, {0x1p-126f, 0x1p100f}, {tiny, 3.0f},   {-0x1p-140f, 0x1p-10f},
      {max, -0x1p-100f},  {1e30f, 1e-10f},       {-0.0f, -0.0f}, {7.0f, -0x1p126f}};
  const size_t count = 4096;
  std::vector<float> a(count), b(count);
  for (size_t i = 0; i < count; ++i) {
    const uint32_t h = uint32_t(i * 2654435761u);
    a[i] = std::ldexp(1.0f + float(h % 8388608u) / 8388608.0f, int(h >> 27) - 16);
    b[i] = std::ldexp(1.0f + float((h >> 7) % 8388608u) / 8388608.0f, int(i % 80) - 40) *
           (i % 3 == 0 ? -1.0f : 1.0f);
  }
  for (size_t e = 0; e < std::size(edges); ++e) {
    const size_t spread = e * 16 + 5, together = 2048 + e;
    a[spread] = a[together] = edges[e].first;
    b[spread] = b[together] = edges[e].second;
  }
  return {a, b};
}

/// a / b on the device, the program built with `options`.
std::vector<float> divideOnDevice(Env& env, const char* options, const std::vector<float>& a,
                                  const std::vector<float>& b) {
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void divide(__global const float* a, __global const float* b, __global float* q) {
      size_t i = get_global_id(0);
      q[i] = a[i] / b[i];
    })",
                                 options);
  Kernel kernel = makeKernel(program, "divide");
  Mem ma = bufferOf(env.context, a), mb = bufferOf(env.context, b);
  Mem mq = makeBuffer(env.context, a.size() * sizeof(float));
  setArgs(kernel, ma, mb, mq);
  run1D(env.queue, kernel, a.size());
  return readBuffer<float>(env.queue, mq, a.size());
}

/// Float's correctly rounded quotient: double's, rounded to float (53 >= 2 * 24 + 2 bits).
float roundedQuotient(float a, float b) { return float(double(a) / double(b)); }

} // namespace

// Float division may be 2.5 ulp off (OpenCL C 3.0 §7.4): the results that are zero, infinite or
// NaN must still be exactly the division's, and -cl-fp32-correctly-rounded-divide-sqrt (which
// the device's CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT offers) asks for the rounded quotient itself.
TEST_CASE("float division within 2.5 ulp, exact at the edges, and correctly rounded on request",
          "[math]") {
  Env env;
  const auto [a, b] = divisionInputs();
  const bool offersRounded =
      deviceInfo<cl_device_fp_config>(env.device, CL_DEVICE_SINGLE_FP_CONFIG) &
      CL_FP_CORRECTLY_ROUNDED_DIVIDE_SQRT;
  for (const char* options : {"", "-cl-fp32-correctly-rounded-divide-sqrt"}) {
    const bool rounded = *options != '\0';
    if (rounded && !offersRounded)
      continue;
    INFO("options '" << options << "'");
    const std::vector<float> q = divideOnDevice(env, options, a, b);
    for (size_t i = 0; i < a.size(); ++i) {
      const float want = roundedQuotient(a[i], b[i]);
      INFO(a[i] << " / " << b[i] << " = " << q[i] << ", correctly rounded " << want);
      if (rounded || !std::isfinite(want) || want == 0.0f)
        REQUIRE(sameResult(q[i], want));
      else
        REQUIRE(ulpError(q[i], double(a[i]) / double(b[i])) <= 2.5);
    }
  }
}

// In SIMD lanes Weft divides by the reciprocal estimate refined once (rcp14 or rcp), and lanes
// whose divisor or quotient leaves its range take the division itself: some quotients of the test
// above come from the estimate, or that test checks only the division instruction.
// Without AVX (four float lanes) the division instruction stays, and every quotient is rounded.
TEST_CASE("float division in SIMD lanes uses the reciprocal estimate", "[math][weft]") {
  Env env;
  const bool estimates = deviceInfo<cl_uint>(env.device, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT) >= 8;
  const auto [a, b] = divisionInputs();
  const std::vector<float> q = divideOnDevice(env, "", a, b);
  size_t other = 0;
  for (size_t i = 0; i < a.size(); ++i)
    other += !sameResult(q[i], roundedQuotient(a[i], b[i]));
  INFO(other << " of " << a.size() << " quotients are not the correctly rounded ones");
  if (estimates)
    CHECK(other > 0);
  else
    CHECK(other == 0);
}

TEST_CASE("rsqrt stays within 2 ulp and dot within its bound on float vectors", "[math]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void geometry(__global const float4* a, __global const float4* b,
                           __global float4* roots, __global float* dots) {
      size_t i = get_global_id(0);
      roots[i] = rsqrt(a[i]);
      dots[i] = dot(a[i], b[i]);
    })");
  Kernel kernel = makeKernel(program, "geometry");
  const size_t items = 1000;
  std::vector<float> a(items * 4), b(items * 4);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = std::ldexp(1.0f + float(i % 97) / 97.0f, int(i % 60) - 30);
    b[i] = float(int(i % 31) - 15) / 7.0f;
  }
  const cl_mem_flags in = CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR;
  Mem ma = makeBuffer(env.context, a.size() * sizeof(float), in, a.data());
  Mem mb = makeBuffer(env.context, b.size() * sizeof(float), in, b.data());
  Mem roots = makeBuffer(env.context, a.size() * sizeof(float));
  Mem dots = makeBuffer(env.context, items * sizeof(float));
  cl_mem args[] = {ma, mb, roots, dots};
  for (cl_uint i = 0; i < 4; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &items, nullptr, 0, nullptr, nullptr));
  std::vector<float> r = readBuffer<float>(env.queue, roots, a.size());
  std::vector<float> d = readBuffer<float>(env.queue, dots, items);
  for (size_t i = 0; i < a.size(); ++i) {
    INFO("rsqrt(" << a[i] << ") = " << r[i]);
    REQUIRE(ulpError(r[i], 1.0 / std::sqrt(double(a[i]))) <= 2.0);
  }
  for (size_t i = 0; i < items; ++i) {
    double exact = 0, magnitude = 0;
    for (size_t k = 0; k < 4; ++k) {
      exact += double(a[i * 4 + k]) * b[i * 4 + k];
      magnitude += std::fabs(double(a[i * 4 + k]) * b[i * 4 + k]);
    }
    INFO("dot " << i << " = " << d[i] << ", exactly " << exact);
    // Four products and three additions, each rounded at most once.
    REQUIRE(std::fabs(d[i] - exact) <= 7 * magnitude * std::numeric_limits<float>::epsilon());
  }
}

TEST_CASE("fast_length, fast_distance and fast_normalize, and normalize of infinities",
          "[math][geometric]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void fast(__global const float4* a, __global const float4* b,
                       __global float* lengths, __global float* distances,
                       __global float4* normals) {
      size_t i = get_global_id(0);
      lengths[i] = fast_length(a[i]);
      distances[i] = fast_distance(a[i], b[i]);
      normals[i] = fast_normalize(a[i]);
    }
    __kernel void infinite(__global float4* out) {
      float inf = INFINITY;
      out[0] = normalize((float4)(inf, 1.0f, -inf, 2.0f));
      out[1] = normalize((float4)(0.0f, -inf, 3.0f, 0.0f));
    })");
  const size_t items = 500;
  std::vector<float> a(items * 4), b(items * 4);
  for (size_t i = 0; i < a.size(); ++i) {
    a[i] = std::ldexp(float(int(i % 29) - 14) / 3.0f, int(i % 21) - 10);
    b[i] = float(int(i % 17) - 8) / 5.0f;
  }
  const cl_mem_flags in = CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR;
  Mem ma = makeBuffer(env.context, a.size() * sizeof(float), in, a.data());
  Mem mb = makeBuffer(env.context, b.size() * sizeof(float), in, b.data());
  Mem lengths = makeBuffer(env.context, items * sizeof(float));
  Mem distances = makeBuffer(env.context, items * sizeof(float));
  Mem normals = makeBuffer(env.context, a.size() * sizeof(float));
  Kernel fast = makeKernel(program, "fast");
  cl_mem args[] = {ma, mb, lengths, distances, normals};
  for (cl_uint i = 0; i < 5; ++i)
    REQUIRE_CL(clSetKernelArg(fast, i, sizeof(cl_mem), &args[i]));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, fast, 1, nullptr, &items, nullptr, 0, nullptr, nullptr));
  std::vector<float> l = readBuffer<float>(env.queue, lengths, items);
  std::vector<float> d = readBuffer<float>(env.queue, distances, items);
  std::vector<float> n = readBuffer<float>(env.queue, normals, a.size());
  // The spec's bound for the fast forms: 8192 ulp (half_sqrt of the sum of squares).
  for (size_t i = 0; i < items; ++i) {
    double squares = 0, differences = 0;
    for (size_t k = 0; k < 4; ++k) {
      squares += double(a[i * 4 + k]) * a[i * 4 + k];
      const double delta = double(a[i * 4 + k]) - b[i * 4 + k];
      differences += delta * delta;
    }
    const double length = std::sqrt(squares);
    INFO("item " << i << ": length " << l[i] << ", distance " << d[i]);
    REQUIRE(ulpError(l[i], length) <= 8192);
    REQUIRE(ulpError(d[i], std::sqrt(differences)) <= 8192);
    for (size_t k = 0; k < 4; ++k) {
      INFO("component " << k << " of the normal " << n[i * 4 + k]);
      if (length == 0)
        REQUIRE(n[i * 4 + k] == a[i * 4 + k]); // a zero vector is returned as it is
      else
        REQUIRE(ulpError(n[i * 4 + k], a[i * 4 + k] / length) <= 8192.5);
    }
  }

  // An infinite element counts as +-1 and the finite ones as 0.
  Kernel infinite = makeKernel(program, "infinite");
  Mem out = makeBuffer(env.context, 8 * sizeof(float));
  cl_mem mo = out;
  REQUIRE_CL(clSetKernelArg(infinite, 0, sizeof mo, &mo));
  const size_t one = 1;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, infinite, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
  std::vector<float> values = readBuffer<float>(env.queue, out, 8);
  const double half = std::sqrt(0.5);
  const double expected[] = {half, 0, -half, 0, 0, -1, 0, 0};
  for (size_t k = 0; k < 8; ++k) {
    INFO("component " << k << ": " << values[k]);
    REQUIRE(ulpError(values[k], expected[k]) <= 3);
  }
}

TEST_CASE("normalize of doubles near the largest double does not overflow", "[math][geometric]") {
  Env env;
  REQUIRE(deviceHasExtension(env.device, "cl_khr_fp64"));
  Program program = buildProgram(env.context, env.device, R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    __kernel void big(__global const double2* in, __global double2* out) {
      size_t i = get_global_id(0);
      out[i] = normalize(in[i]);
    })");
  const double in[] = {0x1.7a8a95dca630cp+1023, -0x1.6de2669ea47d3p+1023,
                       std::numeric_limits<double>::max(), std::numeric_limits<double>::max()};
  Mem mi = makeBuffer(env.context, sizeof in, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                      const_cast<double*>(in));
  Mem mo = makeBuffer(env.context, sizeof in);
  Kernel kernel = makeKernel(program, "big");
  cl_mem args[] = {mi, mo};
  for (cl_uint i = 0; i < 2; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  const size_t items = 2;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &items, nullptr, 0, nullptr, nullptr));
  std::vector<double> out = readBuffer<double>(env.queue, mo, 4);
  for (size_t i = 0; i < 2; ++i) {
    // Scaled down by 2^-1023 first, the reference is exact enough in long double.
    const long double x = std::ldexp((long double)in[2 * i], -1023);
    const long double y = std::ldexp((long double)in[2 * i + 1], -1023);
    const long double length = std::sqrt(x * x + y * y);
    const long double expected[] = {x / length, y / length};
    for (size_t k = 0; k < 2; ++k) {
      INFO("vector " << i << " component " << k << ": " << out[2 * i + k]);
      REQUIRE(std::fabs((long double)out[2 * i + k] - expected[k]) <=
              4 * std::numeric_limits<double>::epsilon() * std::fabs(expected[k]));
    }
  }
}

TEST_CASE("islessgreater: 1 or -1 where x < y or x > y, NaN unordered", "[math][relational]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void lg(__global const float* a, __global const float* b, __global int* scalar,
                     __global int* vector) {
      size_t i = get_global_id(0);
      scalar[i] = islessgreater(a[i], b[i]);
      if (i % 16 == 0) {
        int16 v = islessgreater(vload16(i / 16, a), vload16(i / 16, b));
        vstore16(v, i / 16, vector);
        int3 w = islessgreater(vload3(0, a + i), vload3(0, b + i));
        vstore3(w, 0, vector + 64 + i / 16 * 3);
      }
    })");
  const float nan = std::numeric_limits<float>::quiet_NaN(),
              inf = std::numeric_limits<float>::infinity();
  std::vector<float> a(64), b(64);
  const float values[] = {1.0f, -1.0f, 0.0f, -0.0f, nan, inf, -inf, 2.5f};
  for (size_t i = 0; i < 64; ++i) {
    a[i] = values[i % 8];
    b[i] = values[(i / 8 + i) % 8];
  }
  const cl_mem_flags in = CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR;
  Mem ma = makeBuffer(env.context, 64 * sizeof(float), in, a.data());
  Mem mb = makeBuffer(env.context, 64 * sizeof(float), in, b.data());
  Mem scalar = makeBuffer(env.context, 64 * sizeof(cl_int));
  Mem vector = makeBuffer(env.context, 76 * sizeof(cl_int));
  Kernel kernel = makeKernel(program, "lg");
  cl_mem args[] = {ma, mb, scalar, vector};
  for (cl_uint i = 0; i < 4; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  const size_t items = 64;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &items, nullptr, 0, nullptr, nullptr));
  std::vector<cl_int> s = readBuffer<cl_int>(env.queue, scalar, 64);
  std::vector<cl_int> v = readBuffer<cl_int>(env.queue, vector, 76);
  for (size_t i = 0; i < 64; ++i) {
    const bool expected = a[i] < b[i] || a[i] > b[i];
    INFO("islessgreater(" << a[i] << ", " << b[i] << ")");
    REQUIRE(s[i] == (expected ? 1 : 0));
    REQUIRE(v[i] == (expected ? -1 : 0));
    if (i % 16 < 3)
      REQUIRE(v[64 + i / 16 * 3 + i % 16] == (expected ? -1 : 0));
  }
}

TEST_CASE("shuffle and shuffle2 pick elements by the low bits of the mask", "[math][shuffle]") {
  Env env;
  REQUIRE(deviceHasExtension(env.device, "cl_khr_fp64"));
  Program program = buildProgram(env.context, env.device, R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    __kernel void pick(__global const uint* masks, __global float* f, __global char* c,
                       __global double* d, __global short* s) {
      uint8 m8 = vload8(0, masks);
      float4 x = (float4)(1.5f, -2.0f, 3.25f, 4.0f);
      vstore8(shuffle(x, m8), 0, f);
      char8 a = (char8)(0, 1, 2, 3, 4, 5, 6, 7), b = (char8)(-8, -9, -10, -11, -12, -13, -14, -15);
      uchar16 m16 = convert_uchar16(vload16(0, masks + 8));
      vstore16(shuffle2(a, b, m16), 0, c);
      double16 big = (double16)(0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5, 7.5, 8.5, 9.5, 10.5, 11.5,
                                12.5, 13.5, 14.5, 15.5);
      vstore2(shuffle(big, convert_ulong2(vload2(0, masks + 24))), 0, d);
      short2 p = (short2)(100, 200), q = (short2)(-300, -400);
      vstore4(shuffle2(p, q, convert_ushort4(vload4(0, masks + 26))), 0, s);
    })");
  // High bits set in some masks: only the low bits count.
  const cl_uint masks[30] = {
      3,  0,     1,   2, 7,  0x104, 0xFE, 1,  // shuffle(float4, uint8)
      0,  15,    8,   7, 16, 31,    9,    14, // shuffle2(char8, ..., uchar16)
      33, 2,     255, 5, 6,  17,    3,    12, //
      29, 0x1F0,                              // shuffle(double16, ulong2)
      1,  2,     7,   0};                     // shuffle2(short2, ..., ushort4)
  Mem mm = makeBuffer(env.context, sizeof masks, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                      const_cast<cl_uint*>(masks));
  Mem mf = makeBuffer(env.context, 8 * sizeof(float));
  Mem mc = makeBuffer(env.context, 16);
  Mem md = makeBuffer(env.context, 2 * sizeof(double));
  Mem ms = makeBuffer(env.context, 4 * sizeof(cl_short));
  Kernel kernel = makeKernel(program, "pick");
  cl_mem args[] = {mm, mf, mc, md, ms};
  for (cl_uint i = 0; i < 5; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  const size_t one = 1;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
  std::vector<float> f = readBuffer<float>(env.queue, mf, 8);
  std::vector<cl_char> c = readBuffer<cl_char>(env.queue, mc, 16);
  std::vector<double> d = readBuffer<double>(env.queue, md, 2);
  std::vector<cl_short> s = readBuffer<cl_short>(env.queue, ms, 4);
  const float x[] = {1.5f, -2.0f, 3.25f, 4.0f};
  for (int i = 0; i < 8; ++i)
    REQUIRE(f[i] == x[masks[i] % 4]);
  for (int i = 0; i < 16; ++i) {
    const cl_uint k = (masks[8 + i] & 0xFF) % 16; // converted to uchar, then the low 4 bits
    REQUIRE(c[i] == (k < 8 ? cl_char(k) : cl_char(-int(k))));
  }
  for (int i = 0; i < 2; ++i)
    REQUIRE(d[i] == 0.5 + masks[24 + i] % 16);
  const cl_short pq[] = {100, 200, -300, -400};
  for (int i = 0; i < 4; ++i)
    REQUIRE(s[i] == pq[masks[26 + i] % 4]);
}
