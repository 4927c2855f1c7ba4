// OpenCL C 3.0 §6.15.15 image functions, run through the ICD loader: sampler-less reads of every
// channel order and data type class, writes with their rounding and saturation, sampled reads with
// every addressing mode, nearest and linear filtering, normalized and unnormalized coordinates on
// 1D, 2D and 3D images and arrays (against a host reference of the spec's formulas), samplers
// declared in the source, queries, and images passed to functions. Tagged [.images]: the CTest
// entries api.images and api.images_specialized run them, the second with every kernel compiled
// for its images' formats (WEFT_SPECIALIZE=sync).
#include "cl_test.hpp"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <random>
#include <thread>

#include <unistd.h>

using namespace weft_test;

namespace {

using Float4 = std::array<float, 4>;
using Int4 = std::array<int32_t, 4>;

Mem makeImage(cl_context context, cl_image_format format, cl_image_desc desc,
              cl_mem_flags flags = CL_MEM_READ_WRITE) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem image(clCreateImage(context, flags, &format, &desc, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return image;
}

cl_image_desc desc2d(size_t w, size_t h) {
  cl_image_desc d{};
  d.image_type = CL_MEM_OBJECT_IMAGE2D;
  d.image_width = w;
  d.image_height = h;
  return d;
}

void writeImage(cl_command_queue q, cl_mem image, std::array<size_t, 3> region, const void* data) {
  const size_t origin[3] = {0, 0, 0};
  REQUIRE_CL(clEnqueueWriteImage(q, image, CL_TRUE, origin, region.data(), 0, 0, data, 0, nullptr,
                                 nullptr));
}

std::vector<unsigned char> readImageBytes(cl_command_queue q, cl_mem image,
                                          std::array<size_t, 3> region, size_t elementSize) {
  std::vector<unsigned char> out(region[0] * region[1] * region[2] * elementSize);
  const size_t origin[3] = {0, 0, 0};
  REQUIRE_CL(clEnqueueReadImage(q, image, CL_TRUE, origin, region.data(), 0, 0, out.data(), 0,
                                nullptr, nullptr));
  return out;
}

float halfToFloat(uint16_t h) {
  const int e = (h >> 10) & 31, m = h & 1023;
  const float sign = (h & 0x8000) ? -1.0f : 1.0f;
  if (e == 0)
    return sign * std::ldexp(float(m), -24);
  if (e == 31)
    return m ? NAN : sign * INFINITY;
  return sign * std::ldexp(float(m | 1024), e - 25);
}

/// Where each result component comes from for a channel order: a memory channel, or 4 for 0 and
/// 5 for 1 (the spec's table of channel orders).
std::array<int, 4> swizzleOf(cl_channel_order order) {
  switch (order) {
  case CL_R:
  case CL_DEPTH:
    return {0, 4, 4, 5};
  case CL_A:
    return {4, 4, 4, 0};
  case CL_RG:
    return {0, 1, 4, 5};
  case CL_RA:
    return {0, 4, 4, 1};
  case CL_BGRA:
    return {2, 1, 0, 3};
  case CL_ARGB:
    return {1, 2, 3, 0};
  case CL_ABGR:
    return {3, 2, 1, 0};
  case CL_INTENSITY:
    return {0, 0, 0, 0};
  case CL_LUMINANCE:
    return {0, 0, 0, 5};
  default:
    return {0, 1, 2, 3};
  }
}

int channelsOf(cl_channel_order order) {
  switch (order) {
  case CL_RG:
  case CL_RA:
    return 2;
  case CL_RGBA:
  case CL_BGRA:
  case CL_ARGB:
  case CL_ABGR:
    return 4;
  default:
    return 1;
  }
}

size_t channelBytes(cl_channel_type type) {
  switch (type) {
  case CL_SNORM_INT8:
  case CL_UNORM_INT8:
  case CL_SIGNED_INT8:
  case CL_UNSIGNED_INT8:
    return 1;
  case CL_SNORM_INT16:
  case CL_UNORM_INT16:
  case CL_SIGNED_INT16:
  case CL_UNSIGNED_INT16:
  case CL_HALF_FLOAT:
    return 2;
  default:
    return 4;
  }
}

/// Memory channel k of the texel at p, as read_imagef sees it.
float channelF(cl_channel_type type, const unsigned char* p, int k) {
  switch (type) {
  case CL_UNORM_INT8:
    return p[k] / 255.0f;
  case CL_SNORM_INT8:
    return std::max(-1.0f, int8_t(p[k]) / 127.0f);
  case CL_UNORM_INT16: {
    uint16_t v;
    std::memcpy(&v, p + 2 * k, 2);
    return v / 65535.0f;
  }
  case CL_SNORM_INT16: {
    int16_t v;
    std::memcpy(&v, p + 2 * k, 2);
    return std::max(-1.0f, v / 32767.0f);
  }
  case CL_HALF_FLOAT: {
    uint16_t v;
    std::memcpy(&v, p + 2 * k, 2);
    return halfToFloat(v);
  }
  default: {
    float v;
    std::memcpy(&v, p + 4 * k, 4);
    return v;
  }
  }
}

/// Memory channel k of the texel at p, as read_imagei/ui see it.
int32_t channelI(cl_channel_type type, const unsigned char* p, int k) {
  switch (type) {
  case CL_SIGNED_INT8:
    return int8_t(p[k]);
  case CL_UNSIGNED_INT8:
    return p[k];
  case CL_SIGNED_INT16: {
    int16_t v;
    std::memcpy(&v, p + 2 * k, 2);
    return v;
  }
  case CL_UNSIGNED_INT16: {
    uint16_t v;
    std::memcpy(&v, p + 2 * k, 2);
    return v;
  }
  default: {
    int32_t v;
    std::memcpy(&v, p + 4 * k, 4);
    return v;
  }
  }
}

bool isIntegerType(cl_channel_type type) {
  return type == CL_SIGNED_INT8 || type == CL_SIGNED_INT16 || type == CL_SIGNED_INT32 ||
         type == CL_UNSIGNED_INT8 || type == CL_UNSIGNED_INT16 || type == CL_UNSIGNED_INT32;
}

/// Random texel bytes; float and half channels finite and normal, so every read is defined.
std::vector<unsigned char> randomTexels(cl_channel_type type, size_t bytes, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<unsigned char> data(bytes);
  for (auto& b : data)
    b = static_cast<unsigned char>(rng());
  if (type == CL_FLOAT)
    for (size_t i = 0; i + 4 <= bytes; i += 4) {
      const float v = std::uniform_real_distribution<float>(-1000.0f, 1000.0f)(rng);
      std::memcpy(&data[i], &v, 4);
    }
  if (type == CL_HALF_FLOAT)
    for (size_t i = 0; i + 2 <= bytes; i += 2) {
      const uint16_t h = uint16_t((rng() % 30 + 1) << 10 | (rng() & 0x3ff) | (rng() & 0x8000));
      std::memcpy(&data[i], &h, 2);
    }
  return data;
}

Program build(const Env& env, const std::string& source) {
  return buildProgram(env.context, env.device, source);
}

} // namespace

namespace {

constexpr const char* kReadSource = R"(
    kernel void readf(read_only image2d_t image, global float4* out) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      out[p.y * get_image_width(image) + p.x] = read_imagef(image, p);
    }
    kernel void readi(read_only image2d_t image, global int4* out) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      out[p.y * get_image_width(image) + p.x] = read_imagei(image, p);
    }
    kernel void readui(read_only image2d_t image, global uint4* out) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      out[p.y * get_image_width(image) + p.x] = read_imageui(image, p);
    })";

/// Whether `got` is within 1.5 ulp of `want` (OpenCL C §8.3.1.1's bound for normalized reads),
/// and exact for 0 and for +-1, which the spec names.
bool normalizedClose(float got, float want) {
  if (want == 0.0f || std::fabs(want) == 1.0f)
    return got == want;
  return std::fabs(got - want) <=
         1.5f * (std::nextafter(std::fabs(want), INFINITY) - std::fabs(want));
}

/// Reads every texel of random 2D images of `formats` with sampler-less reads and compares each
/// component with the spec's decoding.
void checkDecoding(const Env& env, const std::vector<cl_image_format>& formats) {
  Program program = buildProgram(env.context, env.device, kReadSource);
  const size_t w = 19, h = 7;
  for (const cl_image_format& f : formats) {
    INFO("order 0x" << std::hex << f.image_channel_order << " type 0x"
                    << f.image_channel_data_type);
    const int n = channelsOf(f.image_channel_order);
    const size_t e = n * channelBytes(f.image_channel_data_type);
    const auto texels = randomTexels(f.image_channel_data_type, w * h * e, 11);
    Mem image = makeImage(env.context, f, desc2d(w, h), CL_MEM_READ_ONLY);
    writeImage(env.queue, image, {w, h, 1}, texels.data());
    Mem out = makeBuffer(env.context, w * h * 16);
    const bool integer = isIntegerType(f.image_channel_data_type);
    const bool isSigned = f.image_channel_data_type == CL_SIGNED_INT8 ||
                          f.image_channel_data_type == CL_SIGNED_INT16 ||
                          f.image_channel_data_type == CL_SIGNED_INT32;
    Kernel kernel = makeKernel(program, integer ? (isSigned ? "readi" : "readui") : "readf");
    cl_mem m = image, o = out;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof o, &o));
    const size_t global[2] = {w, h};
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, nullptr, 0, nullptr,
                                      nullptr));
    const std::array<int, 4> swizzle = swizzleOf(f.image_channel_order);
    const bool normalized =
        f.image_channel_data_type != CL_FLOAT && f.image_channel_data_type != CL_HALF_FLOAT;
    if (integer) {
      const auto got = readBuffer<int32_t>(env.queue, out, w * h * 4);
      for (size_t i = 0; i < w * h; ++i)
        for (int c = 0; c < 4; ++c) {
          const int s = swizzle[c];
          const int32_t want =
              s < 4 ? channelI(f.image_channel_data_type, &texels[i * e], s) : (s == 5 ? 1 : 0);
          INFO("texel " << i << " component " << c);
          REQUIRE(got[i * 4 + c] == want);
        }
    } else {
      const auto got = readBuffer<float>(env.queue, out, w * h * 4);
      for (size_t i = 0; i < w * h; ++i)
        for (int c = 0; c < 4; ++c) {
          const int s = swizzle[c];
          const float want = s < 4 ? channelF(f.image_channel_data_type, &texels[i * e], s)
                                   : (s == 5 ? 1.0f : 0.0f);
          INFO("texel " << i << " component " << c << ": got " << got[i * 4 + c] << ", want "
                        << want);
          if (normalized)
            REQUIRE(normalizedClose(got[i * 4 + c], want));
          else
            REQUIRE(got[i * 4 + c] == want); // halves and floats are exact
        }
    }
  }
}

} // namespace

TEST_CASE("sampler-less reads decode the minimum formats", "[.images][image-kernel]") {
  Env env;
  checkDecoding(env, {{CL_RGBA, CL_UNORM_INT8},
                      {CL_RGBA, CL_UNORM_INT16},
                      {CL_RGBA, CL_SIGNED_INT8},
                      {CL_RGBA, CL_SIGNED_INT16},
                      {CL_RGBA, CL_SIGNED_INT32},
                      {CL_RGBA, CL_UNSIGNED_INT8},
                      {CL_RGBA, CL_UNSIGNED_INT16},
                      {CL_RGBA, CL_UNSIGNED_INT32},
                      {CL_RGBA, CL_HALF_FLOAT},
                      {CL_RGBA, CL_FLOAT},
                      {CL_BGRA, CL_UNORM_INT8}});
}

TEST_CASE("sampler-less reads decode every other channel order",
          "[.images][image-kernel][pocl-lacks]") {
  Env env;
  checkDecoding(env, {{CL_ARGB, CL_UNORM_INT8},
                      {CL_ABGR, CL_SIGNED_INT8},
                      {CL_R, CL_FLOAT},
                      {CL_R, CL_SNORM_INT8},
                      {CL_RG, CL_UNSIGNED_INT16},
                      {CL_RA, CL_SNORM_INT16},
                      {CL_A, CL_UNORM_INT8},
                      {CL_INTENSITY, CL_HALF_FLOAT},
                      {CL_LUMINANCE, CL_UNORM_INT16}});
}

namespace {

struct WriteCase {
  cl_image_format format;
  const char* kernel;
  std::vector<Float4> in; // or the bits of ints
  std::vector<unsigned char> want;
};

Float4 ints(int32_t a, int32_t b, int32_t c, int32_t d) {
  Float4 f;
  const int32_t v[4] = {a, b, c, d};
  std::memcpy(f.data(), v, sizeof v);
  return f;
}

/// Writes each case's values to a 1-row image with write_image{f,i,ui} and compares its bytes.
void checkWrites(const Env& env, const std::vector<WriteCase>& cases) {
  Program program = buildProgram(env.context, env.device, R"(
    kernel void writef(write_only image2d_t image, global const float4* in) {
      int2 p = (int2)(get_global_id(0), 0);
      write_imagef(image, p, in[p.x]);
    }
    kernel void writei(write_only image2d_t image, global const int4* in) {
      int2 p = (int2)(get_global_id(0), 0);
      write_imagei(image, p, in[p.x]);
    }
    kernel void writeui(write_only image2d_t image, global const uint4* in) {
      int2 p = (int2)(get_global_id(0), 0);
      write_imageui(image, p, in[p.x]);
    })");
  for (const WriteCase& c : cases) {
    INFO("order 0x" << std::hex << c.format.image_channel_order << " type 0x"
                    << c.format.image_channel_data_type);
    const size_t w = c.in.size();
    Mem image = makeImage(env.context, c.format, desc2d(w, 1), CL_MEM_WRITE_ONLY);
    Mem in = makeBuffer(env.context, w * 16, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                        const_cast<Float4*>(c.in.data()));
    Kernel kernel = makeKernel(program, c.kernel);
    cl_mem m = image, i = in;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof i, &i));
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &w, nullptr, 0, nullptr, nullptr));
    CHECK(readImageBytes(env.queue, image, {w, 1, 1}, c.want.size() / w) == c.want);
  }
}

} // namespace

// (Ties are left out: the spec allows any rounding within 0.6 of the exact value.)
TEST_CASE("writes round to nearest and saturate in the minimum formats",
          "[.images][image-kernel]") {
  Env env;
  checkWrites(env,
              {{{CL_RGBA, CL_UNORM_INT8},
                "writef",
                {{0.0f, 0.05f, 0.95f, 1.5f}, {-1.0f, NAN, 0.6f, 1.0f}},
                {0, 13, 242, 255, 0, 0, 153, 255}},
               {{CL_BGRA, CL_UNORM_INT8}, "writef", {{1.0f, 0.2f, 0.0f, 0.4f}}, {0, 51, 255, 102}},
               {{CL_RGBA, CL_UNORM_INT16},
                "writef",
                {{0.25f, 2.0f, 0.0f, -1.0f}},
                {0x00, 0x40, 0xFF, 0xFF, 0, 0, 0, 0}},
               {{CL_RGBA, CL_HALF_FLOAT},
                "writef",
                {{1.0f, -2.0f, 0.5f, 0.0f}},
                {0, 0x3C, 0, 0xC0, 0, 0x38, 0, 0}},
               {{CL_RGBA, CL_FLOAT},
                "writef",
                {{-0.0f, INFINITY, 1.0f, -2.5f}},
                {0, 0, 0, 0x80, 0, 0, 0x80, 0x7F, 0, 0, 0x80, 0x3F, 0, 0, 0x20, 0xC0}},
               {{CL_RGBA, CL_SIGNED_INT8}, "writei", {ints(-300, 77, 0, 200)}, {0x80, 77, 0, 127}},
               {{CL_RGBA, CL_SIGNED_INT16},
                "writei",
                {ints(40000, 9, -9, -40000)},
                {0xFF, 0x7F, 9, 0, 0xF7, 0xFF, 0x00, 0x80}},
               {{CL_RGBA, CL_UNSIGNED_INT8}, "writeui", {ints(300, 7, 0, -1)}, {255, 7, 0, 255}},
               {{CL_RGBA, CL_UNSIGNED_INT32},
                "writeui",
                {ints(-1, 0, 5, 0)},
                {0xFF, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0}}});
}

TEST_CASE("writes in every other channel order and ties to even", "[.images][image-kernel][weft]") {
  Env env;
  checkWrites(
      env, {{{CL_ARGB, CL_UNORM_INT8}, "writef", {{1.0f, 0.2f, 0.0f, 0.4f}}, {102, 255, 51, 0}},
            {{CL_RGBA, CL_UNORM_INT8}, "writef", {{0.5f, 0, 0, 0}}, {128, 0, 0, 0}},
            {{CL_R, CL_SNORM_INT8}, "writef", {{-2.0f, 0, 0, 0}, {0.5f, 0, 0, 0}}, {0x81, 64}},
            {{CL_RG, CL_UNORM_INT16}, "writef", {{0.25f, 2.0f, 0, 0}}, {0x00, 0x40, 0xFF, 0xFF}},
            {{CL_A, CL_HALF_FLOAT},
             "writef",
             {{0, 0, 0, 65520.0f}, {0, 0, 0, 1.0f}},
             {0, 0x7C, 0, 0x3C}},
            {{CL_RA, CL_SIGNED_INT16}, "writei", {ints(40000, 9, 9, -5)}, {0xFF, 0x7F, 0xFB, 0xFF}},
            {{CL_R, CL_UNSIGNED_INT32}, "writeui", {ints(-1, 0, 0, 0)}, {0xFF, 0xFF, 0xFF, 0xFF}},
            {{CL_RGB, CL_UNORM_SHORT_565}, "writef", {{1.0f, 0.0f, 1.0f, 0.0f}}, {0x1F, 0xF8}}});
}

TEST_CASE("write_imagef encodes sRGB colours to their nearest codes, alpha as it is",
          "[.images][image-kernel][pocl-lacks]") {
  // cl_khr_srgb_image_writes: every code's own linear value comes back as that code, values just
  // inside a code's rounding interval too, and the edges saturate; in both sRGB orders.
  Env env;
  REQUIRE(deviceString(env.device, CL_DEVICE_EXTENSIONS).find("cl_khr_srgb_image_writes") !=
          std::string::npos);
  Program program = buildProgram(env.context, env.device, R"(
    #ifndef cl_khr_srgb_image_writes
    #error cl_khr_srgb_image_writes is not defined
    #endif
    kernel void encode(write_only image2d_t out, global const float4* in) {
      int x = get_global_id(0);
      write_imagef(out, (int2)(x, 0), in[x]);
    })");
  auto linear = [](double code) { // the exact decoding of sRGB code / 255
    const double c = code / 255.0;
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
  };
  std::vector<float> values;
  std::vector<int> codes;
  for (int k = 0; k < 256; ++k) {
    values.push_back(float(linear(k)));
    codes.push_back(k);
    if (k < 255) { // the interval of k ends at k + 0.5
      const double end = linear(k + 0.5);
      values.push_back(std::nextafter(float(end), 0.0f) * (1.0f - 1e-6f));
      codes.push_back(k);
      values.push_back(std::nextafter(float(end), 2.0f) * (1.0f + 1e-6f));
      codes.push_back(k + 1);
    }
  }
  for (const auto& [value, code] : {std::pair<float, int>{NAN, 0}, {-1.0f, 0}, {2.0f, 255}}) {
    values.push_back(value);
    codes.push_back(code);
  }
  const size_t n = values.size();
  std::vector<float> colors(n * 4);
  for (size_t i = 0; i < n; ++i) {
    colors[i * 4 + 0] = values[i];               // red
    colors[i * 4 + 1] = values[(i + 1) % n];     // green
    colors[i * 4 + 2] = values[(i + 2) % n];     // blue
    colors[i * 4 + 3] = float(i % 256) / 255.0f; // alpha: linear
  }
  Mem in = bufferOf(env.context, colors);
  Kernel kernel = makeKernel(program, "encode");
  for (const cl_channel_order order : {CL_sRGBA, CL_sBGRA}) {
    INFO("order 0x" << std::hex << order);
    Mem out = makeImage(env.context, {order, CL_UNORM_INT8}, desc2d(n, 1), CL_MEM_WRITE_ONLY);
    cl_mem m = out, b = in;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof b, &b));
    run1D(env.queue, kernel, n);
    const auto bytes = readImageBytes(env.queue, out, {n, 1, 1}, 4);
    const int r = order == CL_sRGBA ? 0 : 2, b2 = order == CL_sRGBA ? 2 : 0;
    for (size_t i = 0; i < n; ++i) {
      INFO("texel " << i << ", red " << values[i]);
      CHECK(int(bytes[i * 4 + r]) == codes[i]);
      CHECK(int(bytes[i * 4 + 1]) == codes[(i + 1) % n]);
      CHECK(int(bytes[i * 4 + b2]) == codes[(i + 2) % n]);
      CHECK(int(bytes[i * 4 + 3]) == int(i % 256));
    }
  }
}

namespace {

/// The spec's sampling on the host (OpenCL C 3.0 §8.2), for one axis: the texels and weight, or
/// border for a tap outside with CLAMP.
struct HostAxis {
  int i0, i1;
  float a;
  bool in0, in1;
};

HostAxis hostAxis(float c, int size, cl_addressing_mode mode, bool normalized, bool linear) {
  HostAxis r{0, 0, 0.0f, true, true};
  auto frac = [](float x) { return x - std::floor(x); };
  if (mode == CL_ADDRESS_REPEAT) {
    const float u = (c - std::floor(c)) * float(size);
    if (linear) {
      r.i0 = int(std::floor(u - 0.5f));
      r.i1 = r.i0 + 1;
      r.a = frac(u - 0.5f);
      if (r.i0 < 0)
        r.i0 += size;
      if (r.i1 > size - 1)
        r.i1 -= size;
    } else {
      r.i0 = int(std::floor(u));
      if (r.i0 > size - 1)
        r.i0 -= size;
    }
    return r;
  }
  if (mode == CL_ADDRESS_MIRRORED_REPEAT) {
    const float s = std::fabs(c - 2.0f * std::nearbyint(0.5f * c));
    const float u = s * float(size);
    if (linear) {
      r.i0 = std::max(int(std::floor(u - 0.5f)), 0);
      r.i1 = std::min(int(std::floor(u - 0.5f)) + 1, size - 1);
      r.a = frac(u - 0.5f);
    } else {
      r.i0 = std::min(int(std::floor(u)), size - 1);
    }
    return r;
  }
  const float u = normalized ? c * float(size) : c;
  if (linear) {
    r.i0 = int(std::floor(u - 0.5f));
    r.i1 = r.i0 + 1;
    r.a = frac(u - 0.5f);
  } else {
    r.i0 = int(std::floor(u));
  }
  if (mode == CL_ADDRESS_CLAMP) {
    r.in0 = r.i0 >= 0 && r.i0 < size;
    r.in1 = r.i1 >= 0 && r.i1 < size;
  }
  r.i0 = std::clamp(r.i0, 0, size - 1);
  r.i1 = std::clamp(r.i1, 0, size - 1);
  return r;
}

struct Shape {
  cl_mem_object_type type;
  int w, h, d; ///< d: depth of a 3D image or layers of an array (h: layers of a 1D array)
};

} // namespace

namespace {

struct Kind {
  Shape shape;
  const char* kernel;
  int dims;
  bool array;
};

void checkSampling(const Env& env, const std::vector<Kind>& kinds);

} // namespace

TEST_CASE("sampled reads with every addressing mode and filter and both kinds of coordinates on 1D "
          "and 2D and 3D images",
          "[.images][image-kernel]") {
  Env env;
  checkSampling(env, {{{CL_MEM_OBJECT_IMAGE1D, 13, 1, 1}, "s1", 1, false},
                      {{CL_MEM_OBJECT_IMAGE2D, 11, 6, 1}, "s2", 2, false},
                      {{CL_MEM_OBJECT_IMAGE3D, 7, 5, 4}, "s3", 3, false}});
}

// The layer of an array is chosen by the unnormalized coordinate even with a normalized sampler
// (OpenCL C §8.2); PoCL 3.1 reads another layer.
TEST_CASE("sampled reads of 1D and 2D image arrays: filtering within the layer the unnormalized "
          "coordinate names",
          "[.images][image-kernel][pocl-bug]") {
  Env env;
  checkSampling(env, {{{CL_MEM_OBJECT_IMAGE1D_ARRAY, 13, 3, 1}, "s1a", 1, true},
                      {{CL_MEM_OBJECT_IMAGE2D_ARRAY, 11, 6, 3}, "s2a", 2, true}});
}

namespace {

void checkSampling(const Env& env, const std::vector<Kind>& kinds) {
  // One kernel per image type; coordinates come from a buffer.
  Program program = build(env, R"(
    kernel void s1(read_only image1d_t i, sampler_t s, global const float4* c, global float4* o) {
      size_t g = get_global_id(0); o[g] = read_imagef(i, s, c[g].x); }
    kernel void s1a(read_only image1d_array_t i, sampler_t s, global const float4* c,
                    global float4* o) {
      size_t g = get_global_id(0); o[g] = read_imagef(i, s, c[g].xy); }
    kernel void s2(read_only image2d_t i, sampler_t s, global const float4* c, global float4* o) {
      size_t g = get_global_id(0); o[g] = read_imagef(i, s, c[g].xy); }
    kernel void s2a(read_only image2d_array_t i, sampler_t s, global const float4* c,
                    global float4* o) {
      size_t g = get_global_id(0); o[g] = read_imagef(i, s, c[g]); }
    kernel void s3(read_only image3d_t i, sampler_t s, global const float4* c, global float4* o) {
      size_t g = get_global_id(0); o[g] = read_imagef(i, s, c[g]); })");
  const cl_image_format format{CL_RGBA, CL_FLOAT};
  const size_t points = 200;
  std::mt19937 rng(5);
  for (const Kind& kind : kinds) {
    const Shape& s = kind.shape;
    cl_image_desc desc{};
    desc.image_type = s.type;
    desc.image_width = s.w;
    desc.image_height = kind.dims >= 2 ? s.h : 0;
    desc.image_depth = s.type == CL_MEM_OBJECT_IMAGE3D ? s.d : 0;
    desc.image_array_size = s.type == CL_MEM_OBJECT_IMAGE1D_ARRAY   ? s.h
                            : s.type == CL_MEM_OBJECT_IMAGE2D_ARRAY ? s.d
                                                                    : 0;
    const size_t texels = size_t(s.w) * s.h * s.d;
    std::vector<float> data(texels * 4);
    for (float& v : data)
      v = std::uniform_real_distribution<float>(-4.0f, 4.0f)(rng);
    Mem image = makeImage(env.context, format, desc, CL_MEM_READ_ONLY);
    writeImage(env.queue, image,
               {size_t(s.w), size_t(kind.dims >= 2 ? s.h : (kind.array ? s.h : 1)),
                size_t(kind.dims >= 2 ? s.d : 1)},
               data.data());
    auto texel = [&](int x, int y, int z) {
      Float4 t;
      std::memcpy(t.data(), &data[((size_t(z) * s.h + y) * s.w + x) * 4], 16);
      return t;
    };
    for (cl_addressing_mode mode : {CL_ADDRESS_CLAMP_TO_EDGE, CL_ADDRESS_CLAMP, CL_ADDRESS_NONE,
                                    CL_ADDRESS_REPEAT, CL_ADDRESS_MIRRORED_REPEAT})
      for (cl_bool normalized : {CL_FALSE, CL_TRUE})
        for (cl_filter_mode filter : {CL_FILTER_NEAREST, CL_FILTER_LINEAR}) {
          const bool repeats = mode == CL_ADDRESS_REPEAT || mode == CL_ADDRESS_MIRRORED_REPEAT;
          if (repeats && !normalized)
            continue; // undefined
          INFO(kind.kernel << " mode 0x" << std::hex << mode << " normalized " << normalized
                           << " filter 0x" << filter);
          const bool linear = filter == CL_FILTER_LINEAR;
          const int sizes[3] = {s.w, s.h, s.d};
          // Coordinates: inside, and (unless ADDRESS_NONE) beyond the edges.
          std::vector<Float4> coords(points);
          for (Float4& c : coords) {
            for (int a = 0; a < 3; ++a) {
              const float size = float(sizes[a]);
              const float lo = mode == CL_ADDRESS_NONE ? 0.6f : -3.0f;
              const float hi = mode == CL_ADDRESS_NONE ? size - 0.6f : size + 3.0f;
              float u = std::uniform_real_distribution<float>(lo, hi)(rng);
              c[a] = normalized ? u / size : u;
            }
            c[3] = 0.0f;
            // The array coordinate is the layer, never normalized: rounded to nearest even.
            const int layerAxis = kind.dims;
            if (kind.array) {
              const int layers = sizes[kind.dims == 1 ? 1 : 2];
              c[layerAxis] = std::uniform_real_distribution<float>(-1.0f, layers + 0.5f)(rng);
            }
          }
          cl_int err = CL_OUT_OF_RESOURCES;
          Sampler sampler(clCreateSampler(env.context, normalized, mode, filter, &err));
          REQUIRE_ERRCODE(CL_SUCCESS, err);
          Mem in = makeBuffer(env.context, points * 16, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR,
                              coords.data());
          Mem out = makeBuffer(env.context, points * 16);
          Kernel kernel = makeKernel(program, kind.kernel);
          cl_mem m = image, i = in, o = out;
          cl_sampler sm = sampler;
          REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
          REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof sm, &sm));
          REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof i, &i));
          REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof o, &o));
          REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &points, nullptr, 0,
                                            nullptr, nullptr));
          const auto got = readBuffer<float>(env.queue, out, points * 4);
          for (size_t p = 0; p < points; ++p) {
            const Float4& c = coords[p];
            HostAxis ax[3] = {{0, 0, 0, true, true}, {0, 0, 0, true, true}, {0, 0, 0, true, true}};
            for (int a = 0; a < kind.dims; ++a)
              ax[a] = hostAxis(c[a], sizes[a], mode, normalized, linear);
            int layer = 0;
            if (kind.array) {
              const int layers = sizes[kind.dims == 1 ? 1 : 2];
              layer = std::clamp(int(std::nearbyint(c[kind.dims])), 0, layers - 1);
            }
            auto tap = [&](int xi, int yi, int zi) {
              const bool in = (xi ? ax[0].in1 : ax[0].in0) && (yi ? ax[1].in1 : ax[1].in0) &&
                              (zi ? ax[2].in1 : ax[2].in0);
              const int x = xi ? ax[0].i1 : ax[0].i0;
              int y = yi ? ax[1].i1 : ax[1].i0, z = zi ? ax[2].i1 : ax[2].i0;
              if (kind.array && kind.dims == 1)
                y = layer;
              if (kind.array && kind.dims == 2)
                z = layer;
              return in ? texel(x, y, z) : Float4{0, 0, 0, 0};
            };
            Float4 want{};
            for (int k = 0; k < 4; ++k) {
              if (!linear) {
                want[k] = tap(0, 0, 0)[k];
                continue;
              }
              double sum = 0;
              for (int zi = 0; zi < (kind.dims == 3 ? 2 : 1); ++zi)
                for (int yi = 0; yi < (kind.dims >= 2 ? 2 : 1); ++yi)
                  for (int xi = 0; xi < 2; ++xi) {
                    double weight = xi ? ax[0].a : 1.0 - ax[0].a;
                    if (kind.dims >= 2)
                      weight *= yi ? ax[1].a : 1.0 - ax[1].a;
                    if (kind.dims == 3)
                      weight *= zi ? ax[2].a : 1.0 - ax[2].a;
                    sum += weight * tap(xi, yi, zi)[k];
                  }
              want[k] = float(sum);
            }
            for (int k = 0; k < 4; ++k) {
              INFO("point " << p << " (" << c[0] << ", " << c[1] << ", " << c[2] << ") component "
                            << k << ": got " << got[p * 4 + k] << ", want " << want[k]);
              REQUIRE(std::fabs(got[p * 4 + k] - want[k]) <= (linear ? 1e-4f : 0.0f));
            }
          }
        }
  }
}

} // namespace

namespace {

constexpr const char* kIntegerCoordinateSource = R"(
    const sampler_t clampBorder = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP |
                                  CLK_FILTER_NEAREST;
    int4 fetch(read_only image2d_t image, int2 p) {
      const sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                             CLK_FILTER_NEAREST;
      return read_imagei(image, edge, p);
    }
    kernel void k(read_only image2d_t image, global int4* border, global int4* edge) {
      int2 p = (int2)(get_global_id(0), get_global_id(1)) - 2;
      size_t g = get_global_id(1) * get_global_size(0) + get_global_id(0);
      border[g] = read_imagei(image, clampBorder, p);
      edge[g] = fetch(image, p);
    })";

void checkIntegerCoordinates(const Env& env, cl_program program, cl_image_format format);

} // namespace

TEST_CASE("integer coordinates with a sampler / samplers declared in the source and images passed "
          "to functions",
          "[.images][image-kernel]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kIntegerCoordinateSource);
  checkIntegerCoordinates(env, program, {CL_RGBA, CL_SIGNED_INT16});
}

// The border of an order without alpha is (0, 0, 0, 1), with an integer 1.
TEST_CASE("the border color of an order without alpha", "[.images][image-kernel][pocl-lacks]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kIntegerCoordinateSource);
  checkIntegerCoordinates(env, program, {CL_RG, CL_SIGNED_INT16});
}

namespace {

void checkIntegerCoordinates(const Env& env, cl_program program, cl_image_format format) {
  const size_t w = 6, h = 4;
  const int n = channelsOf(format.image_channel_order);
  std::vector<int16_t> data(w * h * n);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = int16_t(i * 37 - 300);
  Mem image = makeImage(env.context, format, desc2d(w, h), CL_MEM_READ_ONLY);
  writeImage(env.queue, image, {w, h, 1}, data.data());
  const size_t gw = w + 4, gh = h + 4;
  Mem border = makeBuffer(env.context, gw * gh * 16), edge = makeBuffer(env.context, gw * gh * 16);
  Kernel kernel = makeKernel(program, "k");
  cl_mem m = image, b = border, e = edge;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof b, &b));
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof e, &e));
  const size_t global[2] = {gw, gh};
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, nullptr, 0, nullptr, nullptr));
  const auto gotBorder = readBuffer<int32_t>(env.queue, border, gw * gh * 4);
  const auto gotEdge = readBuffer<int32_t>(env.queue, edge, gw * gh * 4);
  for (size_t gy = 0; gy < gh; ++gy)
    for (size_t gx = 0; gx < gw; ++gx) {
      const int x = int(gx) - 2, y = int(gy) - 2;
      const bool inside = x >= 0 && x < int(w) && y >= 0 && y < int(h);
      const size_t cx = std::clamp(x, 0, int(w) - 1), cy = std::clamp(y, 0, int(h) - 1);
      const int16_t* t = &data[(cy * w + cx) * n];
      const Int4 texel = n == 4 ? Int4{t[0], t[1], t[2], t[3]} : Int4{t[0], t[1], 0, 1};
      const Int4 wantBorder = inside ? texel : Int4{0, 0, 0, n == 4 ? 0 : 1};
      const size_t g = gy * gw + gx;
      INFO("x " << x << " y " << y);
      for (int k = 0; k < 4; ++k) {
        CHECK(gotBorder[g * 4 + k] == wantBorder[k]);
        CHECK(gotEdge[g * 4 + k] == texel[k]);
      }
    }
}

} // namespace

// PoCL 3.1 has no get_image_channel_order for image1d_buffer_t (its kernel fails to load).
TEST_CASE("image queries answer for every image type", "[.images][image-kernel][pocl-bug]") {
  Env env;
  Program program = build(env, R"(
    kernel void q(read_only image1d_t a, read_only image1d_array_t b, write_only image2d_t c,
                  read_only image2d_array_t d, write_only image3d_t e, read_only image1d_buffer_t f,
                  global int* out) {
      out[0] = get_image_width(a);
      out[1] = get_image_width(b);   out[2] = (int)get_image_array_size(b);
      out[3] = get_image_dim(c).x;   out[4] = get_image_dim(c).y;
      out[5] = get_image_height(d);  out[6] = (int)get_image_array_size(d);
      out[7] = get_image_dim(e).z;   out[8] = get_image_depth(e);
      out[9] = get_image_width(f);
      out[10] = get_image_channel_order(c);
      out[11] = get_image_channel_data_type(e);
      out[12] = get_image_channel_order(f) == CLK_BGRA;
      out[13] = get_image_channel_data_type(a) == CLK_UNORM_INT8;
    })");
  auto desc = [](cl_mem_object_type type, size_t w, size_t h, size_t d, size_t n) {
    cl_image_desc r{};
    r.image_type = type;
    r.image_width = w;
    r.image_height = h;
    r.image_depth = d;
    r.image_array_size = n;
    return r;
  };
  const cl_image_format rgba8{CL_RGBA, CL_UNORM_INT8}, bgra8{CL_BGRA, CL_UNORM_INT8},
      half{CL_RGBA, CL_HALF_FLOAT};
  Mem a = makeImage(env.context, rgba8, desc(CL_MEM_OBJECT_IMAGE1D, 17, 0, 0, 0));
  Mem b = makeImage(env.context, rgba8, desc(CL_MEM_OBJECT_IMAGE1D_ARRAY, 18, 0, 0, 5));
  Mem c = makeImage(env.context, rgba8, desc(CL_MEM_OBJECT_IMAGE2D, 19, 7, 0, 0));
  Mem d = makeImage(env.context, rgba8, desc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 20, 8, 0, 6));
  Mem e = makeImage(env.context, half, desc(CL_MEM_OBJECT_IMAGE3D, 4, 5, 9, 0));
  Mem buffer = makeBuffer(env.context, 64 * 4);
  cl_image_desc fd = desc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 64, 0, 0, 0);
  fd.buffer = buffer;
  Mem f = makeImage(env.context, bgra8, fd);
  Mem out = makeBuffer(env.context, 14 * 4);
  Kernel kernel = makeKernel(program, "q");
  const cl_mem args[] = {a, b, c, d, e, f, out};
  for (cl_uint i = 0; i < 7; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  const size_t one = 1;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
  const auto got = readBuffer<int32_t>(env.queue, out, 14);
  const std::vector<int32_t> want = {17, 18, 5, 19, 7, 8, 6, 9, 9, 64, CL_RGBA, CL_HALF_FLOAT,
                                     1,  1};
  CHECK(got == want);
}

TEST_CASE("a kernel that reads and writes a pixel per work-item runs in SIMD lanes",
          "[.images][image-kernel][weft]") {
  Env env;
  const std::string log = reportedBuildLog(env.context, env.device, R"(
    kernel void scale(read_only image2d_t in, write_only image2d_t out, sampler_t s) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      float2 c = (float2)(p.x + 0.5f, p.y + 0.5f) / (float2)(get_image_width(in), get_image_height(in));
      write_imagef(out, p, read_imagef(in, s, c) * 0.5f);
    })");
  INFO(log);
  CHECK(log.find("'scale': vectorized") != std::string::npos);
}

TEST_CASE("an image kernel run with many work-items is compiled for its formats in the "
          "background and its results stay the same",
          "[.images][image-kernel][weft][specialize]") {
  // The compile is seen by the IR it dumps (WEFT_DUMP_IR, emptied after the program's own build);
  // every launch before and after it must give the same bits, in two channel orders.
  Env env;
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  DumpDirectory directory;
  Program program = buildProgram(env.context, env.device, R"(
    kernel void shade(read_only image2d_t in, write_only image2d_t out) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      float4 c = read_imagef(in, p);
      write_imagef(out, p, (float4)(c.z, c.x * 0.5f, (float)(p.x & 255) / 255.0f, c.w));
    })");
  const std::string dump = directory.file("shade.ll");
  REQUIRE(std::remove(dump.c_str()) == 0);
  REQUIRE_FALSE(std::ifstream(dump).good());
  const size_t w = 1024, h = 1024; // a million work-items a launch: compiled after the first
  std::vector<unsigned char> texels(w * h * 4);
  for (size_t i = 0; i < texels.size(); ++i)
    texels[i] = static_cast<unsigned char>(i * 37 + i / 4096);
  Kernel kernel = makeKernel(program, "shade");
  for (const cl_channel_order order : {CL_RGBA, CL_BGRA}) {
    INFO("channel order 0x" << std::hex << order);
    const cl_image_format format{order, CL_UNORM_INT8};
    Mem in = makeImage(env.context, format, desc2d(w, h), CL_MEM_READ_ONLY);
    Mem out = makeImage(env.context, format, desc2d(w, h), CL_MEM_WRITE_ONLY);
    writeImage(env.queue, in, {w, h, 1}, texels.data());
    cl_mem m[2] = {in, out};
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m[0], &m[0]));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof m[1], &m[1]));
    const size_t global[2] = {w, h};
    std::vector<unsigned char> first;
    const bool compiled = launchUntilCompiled(dump, [&] {
                            REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global,
                                                              nullptr, 0, nullptr, nullptr));
                            const auto bytes = readImageBytes(env.queue, out, {w, h, 1}, 4);
                            if (first.empty())
                              first = bytes;
                            // (Not REQUIRE(bytes == first): 4 MiB to print.)
                            const bool same = bytes == first;
                            REQUIRE(same);
                          }).second;
    INFO("dump " << dump);
    CHECK(compiled);
    // The texel (x, y) in memory order: the bytes as the order stores r, g, b and a.
    const int r = order == CL_RGBA ? 0 : 2, b = order == CL_RGBA ? 2 : 0;
    for (size_t i = 0; i < w * h; i += 997) {
      const unsigned char* t = &texels[i * 4];
      const unsigned char* got = &first[i * 4];
      CHECK(int(got[r]) == int(t[b]));
      CHECK(std::abs(int(got[1]) - int(t[r]) / 2) <= 1);
      CHECK(int(got[b]) == int(i % w & 255));
      CHECK(int(got[3]) == int(t[3]));
    }
    std::remove(dump.c_str());
  }
}

TEST_CASE("read_write images: a work-item reads its own write after atomic_work_item_fence",
          "[.images][image-kernel]") {
  Env env;
  REQUIRE(deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS) >= 64);
  cl_uint count = 0;
  REQUIRE_CL(clGetSupportedImageFormats(env.context, CL_MEM_KERNEL_READ_AND_WRITE,
                                        CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &count));
  REQUIRE(count > 0);
  Program program = buildProgram(env.context, env.device, R"(
    kernel void bump(read_write image2d_t image, global int4* seen) {
      int2 p = (int2)(get_global_id(0), get_global_id(1));
      int4 v = read_imagei(image, p);
      write_imagei(image, p, v * 2 + 1);
      atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
      seen[p.y * get_image_width(image) + p.x] = read_imagei(image, p);
    })",
                                 "-cl-std=CL3.0");
  const size_t w = 9, h = 5;
  const cl_image_format format{CL_RGBA, CL_SIGNED_INT32};
  std::vector<int32_t> data(w * h * 4);
  for (size_t i = 0; i < data.size(); ++i)
    data[i] = int32_t(i * 3) - 50;
  Mem image = makeImage(env.context, format, desc2d(w, h), CL_MEM_READ_WRITE);
  writeImage(env.queue, image, {w, h, 1}, data.data());
  Mem seen = makeBuffer(env.context, w * h * 16);
  Kernel kernel = makeKernel(program, "bump");
  cl_mem m = image, s = seen;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof s, &s));
  const size_t global[2] = {w, h};
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, nullptr, 0, nullptr, nullptr));
  std::vector<int32_t> want(data.size());
  for (size_t i = 0; i < data.size(); ++i)
    want[i] = data[i] * 2 + 1;
  CHECK(readBuffer<int32_t>(env.queue, seen, data.size()) == want);
  const auto bytes = readImageBytes(env.queue, image, {w, h, 1}, 16);
  CHECK(std::memcmp(bytes.data(), want.data(), bytes.size()) == 0);
  // A read-only image is not a read_write argument.
  Mem readOnly = makeImage(env.context, format, desc2d(w, h), CL_MEM_READ_ONLY);
  m = readOnly;
  CHECK(clSetKernelArg(kernel, 0, sizeof m, &m) == CL_INVALID_ARG_VALUE);
}
