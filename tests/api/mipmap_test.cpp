// Mipmapped images (cl_khr_mipmap_image, cl_khr_mipmap_image_writes), run through the ICD loader:
// creation and its refusals, host commands that name a level in the origin's entry after the
// coordinates, sampler mipmap properties, reads at a level of detail or from gradients with
// nearest and linear mipmap filters, writes to a level and get_image_num_mip_levels. Tagged
// [.images] (the CTest entries api.images and api.images_specialized run them) and [pocl-lacks]:
// PoCL 3.1 has no mipmaps.
#include "cl_test.hpp"

#include <array>
#include <cmath>
#include <cstring>
#include <vector>

using namespace weft_test;

namespace {

cl_image_desc mipDesc(cl_mem_object_type type, size_t w, size_t h, size_t d, size_t layers,
                      cl_uint levels) {
  cl_image_desc desc{};
  desc.image_type = type;
  desc.image_width = w;
  desc.image_height = h;
  desc.image_depth = d;
  desc.image_array_size = layers;
  desc.num_mip_levels = levels;
  return desc;
}

Mem makeMipImage(cl_context context, cl_image_format format, const cl_image_desc& desc) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem image(clCreateImage(context, CL_MEM_READ_WRITE, &format, &desc, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return image;
}

cl_int createError(cl_context context, cl_mem_flags flags, cl_image_format format,
                   const cl_image_desc& desc, void* host = nullptr) {
  cl_int err = CL_SUCCESS;
  Mem image(clCreateImage(context, flags, &format, &desc, host, &err));
  CHECK((image.get() == nullptr) == (err != CL_SUCCESS));
  return err;
}

/// One image type: its level-0 extent as (texels, rows, slices or layers), which of them levels
/// halve, and where its origin's level entry is.
struct Shape {
  const char* name;
  cl_mem_object_type type;
  std::array<size_t, 3> extent;
  int halved;     ///< dimensions that levels halve
  int levelEntry; ///< origin[levelEntry] names the level
};

const Shape kShapes[] = {
    {"1D", CL_MEM_OBJECT_IMAGE1D, {37, 1, 1}, 1, 1},
    {"1D array", CL_MEM_OBJECT_IMAGE1D_ARRAY, {21, 1, 3}, 1, 2},
    {"2D", CL_MEM_OBJECT_IMAGE2D, {19, 10, 1}, 2, 2},
    {"2D array", CL_MEM_OBJECT_IMAGE2D_ARRAY, {12, 17, 2}, 2, 3},
    {"3D", CL_MEM_OBJECT_IMAGE3D, {9, 6, 11}, 3, 3},
};

cl_image_desc descOf(const Shape& s, cl_uint levels) {
  switch (s.type) {
  case CL_MEM_OBJECT_IMAGE1D_ARRAY:
    return mipDesc(s.type, s.extent[0], 0, 0, s.extent[2], levels);
  case CL_MEM_OBJECT_IMAGE2D_ARRAY:
    return mipDesc(s.type, s.extent[0], s.extent[1], 0, s.extent[2], levels);
  default:
    return mipDesc(s.type, s.extent[0], s.extent[1], s.extent[2], 0, levels);
  }
}

std::array<size_t, 3> levelExtent(const Shape& s, size_t level) {
  std::array<size_t, 3> e = s.extent;
  for (int d = 0; d < s.halved; ++d)
    e[d] = std::max<size_t>(e[d] >> level, 1);
  return e;
}

/// origin and region of a whole level, in the form the commands take for this image type.
struct Box {
  std::array<size_t, 4> origin{};
  std::array<size_t, 3> region{};
};

Box wholeLevel(const Shape& s, size_t level) {
  const auto e = levelExtent(s, level);
  Box box;
  box.region = s.type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? std::array<size_t, 3>{e[0], e[2], 1} : e;
  box.origin[s.levelEntry] = level;
  return box;
}

/// A float sampler property (CL_SAMPLER_LOD_MIN_KHR, _MAX_KHR): its bits in the low half.
cl_sampler_properties floatProperty(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  return cl_sampler_properties(bits);
}

size_t texels(const std::array<size_t, 3>& e) { return e[0] * e[1] * e[2]; }

/// A distinct RGBA8 texel for each (level, index).
uint32_t texelOf(size_t level, size_t i) { return uint32_t(level * 0x01000000u + i * 2654435761u); }

} // namespace

TEST_CASE("mipmapped images are reported, created with their levels and refused where the "
          "extension says",
          "[.images][mipmap][pocl-lacks]") {
  Env env;
  const std::string extensions = infoString(clGetDeviceInfo, env.device, CL_DEVICE_EXTENSIONS);
  CHECK(extensions.find("cl_khr_mipmap_image ") != std::string::npos);
  CHECK(extensions.find("cl_khr_mipmap_image_writes") != std::string::npos);
  const cl_image_format rgba8{CL_RGBA, CL_UNORM_INT8};

  // 13 x 6: log2(13) = 3, so four levels (13x6, 6x3, 3x1, 1x1) and no fifth.
  Mem image = makeMipImage(env.context, rgba8, mipDesc(CL_MEM_OBJECT_IMAGE2D, 13, 6, 0, 0, 4));
  CHECK(info<cl_uint>(clGetImageInfo, image, CL_IMAGE_NUM_MIP_LEVELS) == 4);
  CHECK(info<size_t>(clGetImageInfo, image, CL_IMAGE_WIDTH) == 13);
  CHECK(info<size_t>(clGetImageInfo, image, CL_IMAGE_ROW_PITCH) == 13 * 4);
  CHECK(info<size_t>(clGetMemObjectInfo, image, CL_MEM_SIZE) >= (13 * 6 + 6 * 3 + 3 + 1) * 4);
  CHECK(createError(env.context, CL_MEM_READ_WRITE, rgba8,
                    mipDesc(CL_MEM_OBJECT_IMAGE2D, 13, 6, 0, 0, 5)) == CL_INVALID_IMAGE_DESCRIPTOR);
  // A 3D image's levels halve its depth too; an array's layers are not halved.
  CHECK(createError(env.context, CL_MEM_READ_WRITE, rgba8,
                    mipDesc(CL_MEM_OBJECT_IMAGE3D, 2, 2, 16, 0, 5)) == CL_SUCCESS);
  CHECK(createError(env.context, CL_MEM_READ_WRITE, rgba8,
                    mipDesc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 2, 2, 0, 16, 3)) ==
        CL_INVALID_IMAGE_DESCRIPTOR);
  // One level, as 0 or 1.
  Mem one = makeMipImage(env.context, rgba8, mipDesc(CL_MEM_OBJECT_IMAGE2D, 8, 8, 0, 0, 1));
  CHECK(info<cl_uint>(clGetImageInfo, one, CL_IMAGE_NUM_MIP_LEVELS) == 1);

  // No host memory, no image of a buffer.
  std::vector<uint32_t> host(13 * 6 * 2);
  CHECK(createError(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, rgba8,
                    mipDesc(CL_MEM_OBJECT_IMAGE2D, 13, 6, 0, 0, 2),
                    host.data()) == CL_INVALID_HOST_PTR);
  CHECK(createError(env.context, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, rgba8,
                    mipDesc(CL_MEM_OBJECT_IMAGE2D, 13, 6, 0, 0, 2),
                    host.data()) == CL_INVALID_HOST_PTR);
  Mem buffer = makeBuffer(env.context, 64 * 4);
  cl_image_desc fromBuffer = mipDesc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 64, 0, 0, 0, 2);
  fromBuffer.buffer = buffer;
  CHECK(createError(env.context, CL_MEM_READ_WRITE, rgba8, fromBuffer) ==
        CL_INVALID_IMAGE_DESCRIPTOR);
}

TEST_CASE("host commands reach a mip level named by the origin's entry after the coordinates",
          "[.images][mipmap][pocl-lacks]") {
  Env env;
  const cl_image_format rgba8{CL_RGBA, CL_UNORM_INT8};
  for (const Shape& shape : kShapes) {
    INFO(shape.name);
    const cl_uint levels = 3;
    Mem image = makeMipImage(env.context, rgba8, descOf(shape, levels));
    // Each level written whole, then read back whole: the levels do not overlap.
    for (size_t level = 0; level < levels; ++level) {
      const Box box = wholeLevel(shape, level);
      std::vector<uint32_t> data(texels(levelExtent(shape, level)));
      for (size_t i = 0; i < data.size(); ++i)
        data[i] = texelOf(level, i);
      REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, box.origin.data(),
                                     box.region.data(), 0, 0, data.data(), 0, nullptr, nullptr));
    }
    for (size_t level = 0; level < levels; ++level) {
      INFO("level " << level);
      const Box box = wholeLevel(shape, level);
      std::vector<uint32_t> got(texels(levelExtent(shape, level)));
      REQUIRE_CL(clEnqueueReadImage(env.queue, image, CL_TRUE, box.origin.data(), box.region.data(),
                                    0, 0, got.data(), 0, nullptr, nullptr));
      bool same = true;
      for (size_t i = 0; i < got.size(); ++i)
        same = same && got[i] == texelOf(level, i);
      CHECK(same);
    }
    // A region inside level 0 but not level 1, and a level the image lacks.
    Box tooLarge = wholeLevel(shape, 0);
    tooLarge.origin[shape.levelEntry] = 1;
    std::vector<uint32_t> scratch(texels(shape.extent));
    CHECK_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueReadImage(env.queue, image, CL_TRUE, tooLarge.origin.data(),
                                    tooLarge.region.data(), 0, 0, scratch.data(), 0, nullptr,
                                    nullptr));
    Box missing = wholeLevel(shape, levels - 1);
    missing.origin[shape.levelEntry] = levels;
    CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueReadImage(env.queue, image, CL_TRUE,
                                                      missing.origin.data(), missing.region.data(),
                                                      0, 0, scratch.data(), 0, nullptr, nullptr));

    // Map level 1: its own pitch, its texels.
    const Box level1 = wholeLevel(shape, 1);
    const auto e1 = levelExtent(shape, 1);
    size_t rowPitch = 0, slicePitch = 0;
    cl_int err = CL_OUT_OF_RESOURCES;
    auto* mapped = static_cast<unsigned char*>(
        clEnqueueMapImage(env.queue, image, CL_TRUE, CL_MAP_READ, level1.origin.data(),
                          level1.region.data(), &rowPitch, &slicePitch, 0, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(rowPitch == e1[0] * 4);
    uint32_t last = 0;
    std::memcpy(&last,
                mapped + (e1[2] - 1) * (slicePitch ? slicePitch : rowPitch * e1[1]) +
                    (e1[1] - 1) * rowPitch + (e1[0] - 1) * 4,
                4);
    CHECK(last == texelOf(1, texels(e1) - 1));
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, image, mapped, 0, nullptr, nullptr));

    // Fill level 2, copy it to a buffer; copy level 1 to level 0 of a new image of its size.
    const Box level2 = wholeLevel(shape, 2);
    const float color[4] = {1.0f, 0.0f, 0.0f, 1.0f};
    REQUIRE_CL(clEnqueueFillImage(env.queue, image, color, level2.origin.data(),
                                  level2.region.data(), 0, nullptr, nullptr));
    const size_t count2 = texels(levelExtent(shape, 2));
    Mem buffer = makeBuffer(env.context, count2 * 4);
    REQUIRE_CL(clEnqueueCopyImageToBuffer(env.queue, image, buffer, level2.origin.data(),
                                          level2.region.data(), 0, 0, nullptr, nullptr));
    CHECK(readBuffer<uint32_t>(env.queue, buffer, count2) ==
          std::vector<uint32_t>(count2, 0xff0000ffu));
    Shape smaller = shape;
    smaller.extent = e1;
    Mem copy = makeMipImage(env.context, rgba8, descOf(smaller, 0));
    const std::array<size_t, 4> zero{};
    REQUIRE_CL(clEnqueueCopyImage(env.queue, image, copy, level1.origin.data(), zero.data(),
                                  level1.region.data(), 0, nullptr, nullptr));
    std::vector<uint32_t> copied(texels(e1));
    REQUIRE_CL(clEnqueueReadImage(env.queue, copy, CL_TRUE, zero.data(), level1.region.data(), 0, 0,
                                  copied.data(), 0, nullptr, nullptr));
    CHECK(copied.back() == texelOf(1, copied.size() - 1));
    CHECK(copied.front() == texelOf(1, 0));
    // Levels of one image never overlap each other.
    const Box level2Corner = wholeLevel(shape, 2);
    Box oneTexel = level1;
    oneTexel.region = {1, 1, 1};
    Box target = level2Corner;
    CHECK_CL(clEnqueueCopyImage(env.queue, image, image, oneTexel.origin.data(),
                                target.origin.data(), oneTexel.region.data(), 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
  }
}

TEST_CASE("samplers take and report the mipmap filter and the level-of-detail range",
          "[.images][mipmap][pocl-lacks]") {
  Env env;
  const cl_sampler_properties props[] = {CL_SAMPLER_MIP_FILTER_MODE_KHR,
                                         CL_FILTER_LINEAR,
                                         CL_SAMPLER_LOD_MIN_KHR,
                                         floatProperty(0.75f),
                                         CL_SAMPLER_LOD_MAX_KHR,
                                         floatProperty(2.5f),
                                         0};
  cl_int err = CL_OUT_OF_RESOURCES;
  Sampler sampler(clCreateSamplerWithProperties(env.context, props, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_filter_mode>(clGetSamplerInfo, sampler, CL_SAMPLER_MIP_FILTER_MODE_KHR) ==
        CL_FILTER_LINEAR);
  CHECK(info<cl_float>(clGetSamplerInfo, sampler, CL_SAMPLER_LOD_MIN_KHR) == 0.75f);
  CHECK(info<cl_float>(clGetSamplerInfo, sampler, CL_SAMPLER_LOD_MAX_KHR) == 2.5f);
  Sampler plain(clCreateSampler(env.context, CL_TRUE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_filter_mode>(clGetSamplerInfo, plain, CL_SAMPLER_MIP_FILTER_MODE_KHR) ==
        CL_FILTER_NEAREST);
  CHECK(info<cl_float>(clGetSamplerInfo, plain, CL_SAMPLER_LOD_MIN_KHR) == 0.0f);
  CHECK(info<cl_float>(clGetSamplerInfo, plain, CL_SAMPLER_LOD_MAX_KHR) == CL_FLT_MAX);

  const cl_sampler_properties badFilter[] = {CL_SAMPLER_MIP_FILTER_MODE_KHR, 0x1234, 0};
  Sampler bad(clCreateSamplerWithProperties(env.context, badFilter, &err));
  CHECK(bad.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  const cl_sampler_properties inverted[] = {CL_SAMPLER_LOD_MIN_KHR, floatProperty(3.0f),
                                            CL_SAMPLER_LOD_MAX_KHR, floatProperty(1.0f), 0};
  Sampler bad2(clCreateSamplerWithProperties(env.context, inverted, &err));
  CHECK(bad2.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
}

namespace {

/// Reads at normalized coordinates, a level of detail per work-item, and from gradients.
constexpr const char* kMipReadSource = R"(
    kernel void at_lod(read_only image2d_t image, sampler_t s, global const float* lods,
                       global float4* out) {
      size_t i = get_global_id(0);
      out[i] = read_imagef(image, s, (float2)(0.3f, 0.6f), lods[i]);
    }
    kernel void at_lod_int(read_only image2d_t image, sampler_t s, global const float* lods,
                           global uint4* out) {
      size_t i = get_global_id(0);
      out[i] = read_imageui(image, s, (float2)(0.3f, 0.6f), lods[i]);
    }
    kernel void from_gradients(read_only image2d_t image, sampler_t s, global const float* scale,
                               global float4* out) {
      size_t i = get_global_id(0);
      float2 gx = (float2)(scale[i] / get_image_width(image), 0.0f);
      float2 gy = (float2)(0.0f, 0.5f * scale[i] / get_image_height(image));
      out[i] = read_imagef(image, s, (float2)(0.3f, 0.6f), gx, gy);
    }
    kernel void levels_of(read_only image3d_t a, write_only image1d_array_t b,
                          read_only image2d_t c, global int* out) {
      out[0] = get_image_num_mip_levels(a);
      out[1] = get_image_num_mip_levels(b);
      out[2] = get_image_num_mip_levels(c);
    })";

/// The level a nearest mipmap filter picks (the kernels' rule: levels halfway between round down).
float nearestLevel(float lod, float levels) {
  const float l = lod <= 0.5f ? 0.0f : std::ceil(lod + 0.5f) - 1.0f;
  return std::min(l, levels - 1);
}

} // namespace

TEST_CASE("reads at a level of detail pick the nearest level or blend two, within the sampler's "
          "range, and gradients choose the level",
          "[.images][mipmap][pocl-lacks]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kMipReadSource, "-cl-std=CL2.0");
  // 16 x 8, five levels; every texel of level l is (l, 10 l, 0, 1).
  const cl_uint levels = 5;
  Mem image = makeMipImage(env.context, {CL_RGBA, CL_FLOAT},
                           mipDesc(CL_MEM_OBJECT_IMAGE2D, 16, 8, 0, 0, levels));
  for (size_t level = 0; level < levels; ++level) {
    const size_t w = std::max<size_t>(16 >> level, 1), h = std::max<size_t>(8 >> level, 1);
    std::vector<float> texels(w * h * 4);
    for (size_t i = 0; i < w * h; ++i) {
      texels[4 * i] = float(level);
      texels[4 * i + 1] = 10.0f * float(level);
      texels[4 * i + 3] = 1.0f;
    }
    const size_t origin[3] = {0, 0, level}, region[3] = {w, h, 1};
    REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, origin, region, 0, 0, texels.data(),
                                   0, nullptr, nullptr));
  }
  const std::vector<float> lods = {-1.0f, 0.0f, 0.4f, 0.5f, 0.75f, 1.0f,   1.5f, 1.6f,
                                   2.25f, 3.0f, 3.5f, 4.0f, 6.0f,  100.0f, 2.0f, 0.1f};
  const size_t n = lods.size();
  Mem lodBuffer =
      makeBuffer(env.context, n * sizeof(float), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                 const_cast<float*>(lods.data()));
  Mem out = makeBuffer(env.context, n * 16);
  auto run = [&](const char* name, cl_sampler sampler, cl_mem input) {
    Kernel kernel = makeKernel(program, name);
    cl_mem img = image;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof img, &img));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof sampler, &sampler));
    REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof input, &input));
    cl_mem o = out;
    REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof o, &o));
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
    return readBuffer<float>(env.queue, out, n * 4);
  };
  auto makeSampler = [&](cl_filter_mode mip, float lodMin, float lodMax) {
    const cl_sampler_properties props[] = {CL_SAMPLER_NORMALIZED_COORDS,
                                           CL_TRUE,
                                           CL_SAMPLER_ADDRESSING_MODE,
                                           CL_ADDRESS_CLAMP_TO_EDGE,
                                           CL_SAMPLER_FILTER_MODE,
                                           CL_FILTER_NEAREST,
                                           CL_SAMPLER_MIP_FILTER_MODE_KHR,
                                           cl_sampler_properties(mip),
                                           CL_SAMPLER_LOD_MIN_KHR,
                                           floatProperty(lodMin),
                                           CL_SAMPLER_LOD_MAX_KHR,
                                           floatProperty(lodMax),
                                           0};
    cl_int err = CL_OUT_OF_RESOURCES;
    Sampler sampler(clCreateSamplerWithProperties(env.context, props, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    return sampler;
  };

  struct Case {
    cl_filter_mode mip;
    float lodMin, lodMax;
  };
  for (const Case& c :
       {Case{CL_FILTER_NEAREST, 0.0f, CL_FLT_MAX}, Case{CL_FILTER_LINEAR, 0.0f, CL_FLT_MAX},
        Case{CL_FILTER_NEAREST, 1.5f, 2.25f}, Case{CL_FILTER_LINEAR, 0.75f, 2.5f}}) {
    INFO("mip filter " << (c.mip == CL_FILTER_LINEAR ? "linear" : "nearest") << ", lod range "
                       << c.lodMin << " to " << c.lodMax);
    Sampler sampler = makeSampler(c.mip, c.lodMin, c.lodMax);
    const std::vector<float> got = run("at_lod", sampler, lodBuffer);
    for (size_t i = 0; i < n; ++i) {
      INFO("lod " << lods[i]);
      const float lod = std::min(std::max(lods[i], c.lodMin), c.lodMax);
      float want;
      if (c.mip == CL_FILTER_NEAREST) {
        want = nearestLevel(lod, levels);
      } else {
        const float l = std::min(std::max(lod, 0.0f), float(levels - 1));
        const float l0 = std::floor(l), a = l - l0;
        want = (1.0f - a) * l0 + a * std::min(l0 + 1.0f, float(levels - 1));
      }
      CHECK(got[4 * i] == Approx(want).margin(1e-5));
      CHECK(got[4 * i + 1] == Approx(10.0f * want).margin(1e-4));
      CHECK(got[4 * i + 3] == 1.0f);
    }
  }

  // The default sampler of the source: nearest mipmap filter, lod from 0 up.
  {
    Sampler sampler = makeSampler(CL_FILTER_NEAREST, 0.0f, CL_FLT_MAX);
    // Gradients of scale texels along x (and half that along y): lod = log2(scale).
    const std::vector<float> scales = {0.5f, 1.0f, 2.0f, 3.0f, 4.0f, 8.0f, 16.0f, 64.0f,
                                       1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f, 1.0f,  1.0f};
    Mem scaleBuffer =
        makeBuffer(env.context, n * sizeof(float), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                   const_cast<float*>(scales.data()));
    const std::vector<float> got = run("from_gradients", sampler, scaleBuffer);
    for (size_t i = 0; i < n; ++i) {
      INFO("gradient of " << scales[i] << " texels");
      CHECK(got[4 * i] == nearestLevel(std::log2(scales[i]), levels));
    }
  }

  // Integer formats: the nearest level whatever the mipmap filter.
  Mem ints = makeMipImage(env.context, {CL_RGBA, CL_UNSIGNED_INT32},
                          mipDesc(CL_MEM_OBJECT_IMAGE2D, 16, 8, 0, 0, levels));
  for (size_t level = 0; level < levels; ++level) {
    const size_t w = std::max<size_t>(16 >> level, 1), h = std::max<size_t>(8 >> level, 1);
    std::vector<uint32_t> texels(w * h * 4, uint32_t(100 + level));
    const size_t origin[3] = {0, 0, level}, region[3] = {w, h, 1};
    REQUIRE_CL(clEnqueueWriteImage(env.queue, ints, CL_TRUE, origin, region, 0, 0, texels.data(), 0,
                                   nullptr, nullptr));
  }
  {
    Sampler sampler = makeSampler(CL_FILTER_LINEAR, 0.0f, CL_FLT_MAX);
    Kernel kernel = makeKernel(program, "at_lod_int");
    cl_mem img = ints, in = lodBuffer, o = out;
    cl_sampler s = sampler;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof img, &img));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof s, &s));
    REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof in, &in));
    REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof o, &o));
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
    const auto got = readBuffer<uint32_t>(env.queue, out, n * 4);
    for (size_t i = 0; i < n; ++i) {
      INFO("lod " << lods[i]);
      CHECK(got[4 * i] == 100 + uint32_t(nearestLevel(std::max(lods[i], 0.0f), levels)));
    }
  }

  // get_image_num_mip_levels: the levels, 1 for an image without.
  Mem a =
      makeMipImage(env.context, {CL_RGBA, CL_FLOAT}, mipDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 8, 0, 4));
  Mem b = makeMipImage(env.context, {CL_RGBA, CL_FLOAT},
                       mipDesc(CL_MEM_OBJECT_IMAGE1D_ARRAY, 8, 0, 0, 3, 2));
  Mem c =
      makeMipImage(env.context, {CL_RGBA, CL_FLOAT}, mipDesc(CL_MEM_OBJECT_IMAGE2D, 8, 8, 0, 0, 0));
  Mem counts = makeBuffer(env.context, 3 * sizeof(cl_int));
  Kernel kernel = makeKernel(program, "levels_of");
  const cl_mem args[] = {a, b, c, counts};
  for (cl_uint i = 0; i < 4; ++i)
    REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
  const size_t one = 1;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, counts, 3) == std::vector<cl_int>{4, 2, 1});
}

TEST_CASE("write_image with a level of detail writes that level only",
          "[.images][mipmap][pocl-lacks]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    kernel void fill(write_only image2d_array_t image, int lod) {
      int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
      write_imageui(image, p, lod, (uint4)(lod * 1000 + p.z * 100 + p.y * 10 + p.x, 0, 0, 0));
    }
    kernel void fill3d(write_only image3d_t image, int lod) {
      int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
      write_imagef(image, p, lod, (float4)(lod, p.x, p.y, p.z));
    }
    #if !defined(cl_khr_mipmap_image) || !defined(cl_khr_mipmap_image_writes)
    #error the extension macros are missing
    #endif)",
                                 "-cl-std=CL3.0");
  const cl_uint levels = 4;
  Mem image = makeMipImage(env.context, {CL_R, CL_UNSIGNED_INT32},
                           mipDesc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 8, 6, 0, 2, levels));
  // Level 0 filled from the host, never by the kernel.
  const cl_uint fillColor[4] = {77, 0, 0, 0};
  const size_t origin0[4] = {0, 0, 0, 0}, region0[3] = {8, 6, 2};
  REQUIRE_CL(
      clEnqueueFillImage(env.queue, image, fillColor, origin0, region0, 0, nullptr, nullptr));
  Kernel kernel = makeKernel(program, "fill");
  cl_mem img = image;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof img, &img));
  // Levels 3, 1 and 2 written (0 never), each over a range larger than the level: the texels
  // outside it are dropped, never written into the next level.
  for (cl_int lod : {3, 1, 2}) {
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof lod, &lod));
    const size_t global[3] = {8, 6, 2};
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 3, nullptr, global, nullptr, 0, nullptr,
                                      nullptr));
  }
  for (size_t level = 0; level < levels; ++level) {
    INFO("level " << level);
    const size_t w = std::max<size_t>(8 >> level, 1), h = std::max<size_t>(6 >> level, 1);
    std::vector<uint32_t> got(w * h * 2, 7);
    const size_t origin[4] = {0, 0, 0, level}, region[3] = {w, h, 2};
    REQUIRE_CL(clEnqueueReadImage(env.queue, image, CL_TRUE, origin, region, 0, 0, got.data(), 0,
                                  nullptr, nullptr));
    bool right = true;
    for (size_t z = 0; z < 2; ++z)
      for (size_t y = 0; y < h; ++y)
        for (size_t x = 0; x < w; ++x) {
          const uint32_t want = level == 0 ? 77 : uint32_t(level * 1000 + z * 100 + y * 10 + x);
          right = right && got[(z * h + y) * w + x] == want;
        }
    CHECK(right);
  }

  Mem volume =
      makeMipImage(env.context, {CL_RGBA, CL_FLOAT}, mipDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4, 0, 3));
  Kernel kernel3d = makeKernel(program, "fill3d");
  cl_mem vol = volume;
  REQUIRE_CL(clSetKernelArg(kernel3d, 0, sizeof vol, &vol));
  const cl_int lod = 1;
  REQUIRE_CL(clSetKernelArg(kernel3d, 1, sizeof lod, &lod));
  const size_t global[3] = {2, 2, 2};
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel3d, 3, nullptr, global, nullptr, 0, nullptr,
                                    nullptr));
  std::vector<float> got(2 * 2 * 2 * 4);
  const size_t origin[4] = {0, 0, 0, 1}, region[3] = {2, 2, 2};
  REQUIRE_CL(clEnqueueReadImage(env.queue, volume, CL_TRUE, origin, region, 0, 0, got.data(), 0,
                                nullptr, nullptr));
  CHECK(got[(1 * 4 + 1 * 2 + 1) * 4 + 0] == 1.0f);
  CHECK(got[(1 * 4 + 0 * 2 + 1) * 4 + 1] == 1.0f);
  CHECK(got[(1 * 4 + 0 * 2 + 1) * 4 + 3] == 1.0f);
}
