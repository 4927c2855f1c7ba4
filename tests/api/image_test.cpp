// OpenCL 3.0 API §5.3 "Image Objects": supported formats, creation of every image type (host
// pointers with pitches, views of buffers and images), clGetImageInfo, and the host commands
// (read, write, copy, fill, copies to and from buffers, map), with the bad inputs of each. Tagged
// [.images], run by the CTest entries api.images and api.images_specialized. Every data check
// compares every byte.
#include "cl_test.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>

using namespace weft_test;

namespace {

using Bytes = std::vector<unsigned char>;

cl_image_desc imageDesc(cl_mem_object_type type, size_t width, size_t height = 0, size_t depth = 0,
                        size_t arraySize = 0) {
  cl_image_desc desc{};
  desc.image_type = type;
  desc.image_width = width;
  desc.image_height = height;
  desc.image_depth = depth;
  desc.image_array_size = arraySize;
  return desc;
}

constexpr cl_image_format kRgba8{CL_RGBA, CL_UNORM_INT8};

Mem makeImage(cl_context context, const cl_image_format& format, const cl_image_desc& desc,
              cl_mem_flags flags = CL_MEM_READ_WRITE, void* host = nullptr) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem image(clCreateImage(context, flags, &format, &desc, host, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return image;
}

cl_int createError(cl_context context, cl_mem_flags flags, const cl_image_format* format,
                   const cl_image_desc* desc, void* host = nullptr) {
  cl_int err = CL_SUCCESS;
  cl_mem image = clCreateImage(context, flags, format, desc, host, &err);
  if (image)
    clReleaseMemObject(image);
  return image ? CL_SUCCESS : err;
}

std::vector<cl_image_format> formatsFor(cl_context context, cl_mem_flags flags,
                                        cl_mem_object_type type) {
  cl_uint count = 0;
  REQUIRE_CL(clGetSupportedImageFormats(context, flags, type, 0, nullptr, &count));
  std::vector<cl_image_format> formats(count);
  if (count)
    REQUIRE_CL(clGetSupportedImageFormats(context, flags, type, count, formats.data(), nullptr));
  return formats;
}

bool listed(const std::vector<cl_image_format>& formats, cl_image_format format) {
  return std::any_of(formats.begin(), formats.end(), [&](const cl_image_format& f) {
    return f.image_channel_order == format.image_channel_order &&
           f.image_channel_data_type == format.image_channel_data_type;
  });
}

constexpr cl_mem_object_type kImageTypes[] = {
    CL_MEM_OBJECT_IMAGE1D, CL_MEM_OBJECT_IMAGE1D_BUFFER, CL_MEM_OBJECT_IMAGE1D_ARRAY,
    CL_MEM_OBJECT_IMAGE2D, CL_MEM_OBJECT_IMAGE2D_ARRAY,  CL_MEM_OBJECT_IMAGE3D};

template <typename T> T imageInfo(cl_mem image, cl_image_info param) {
  return info<T>(clGetImageInfo, image, param);
}

/// Reads a whole image (row pitch: packed) into bytes.
Bytes readImage(cl_command_queue q, cl_mem image, std::array<size_t, 3> region,
                size_t elementSize) {
  Bytes out(region[0] * region[1] * region[2] * elementSize, 0xEE);
  const size_t origin[3] = {0, 0, 0};
  REQUIRE_CL(clEnqueueReadImage(q, image, CL_TRUE, origin, region.data(), 0, 0, out.data(), 0,
                                nullptr, nullptr));
  return out;
}

} // namespace

TEST_CASE("images are reported with the full profile's limits and minimum formats",
          "[.images][image]") {
  Env env;
  REQUIRE(deviceInfo<cl_bool>(env.device, CL_DEVICE_IMAGE_SUPPORT) == CL_TRUE);
  CHECK(deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE2D_MAX_WIDTH) >= 16384);
  CHECK(deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE3D_MAX_DEPTH) >= 2048);
  CHECK(deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE) >= 65536);
  CHECK(deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE) >= 2048);
  CHECK(deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_READ_IMAGE_ARGS) >= 128);
  CHECK(deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_WRITE_IMAGE_ARGS) >= 64);
  CHECK(deviceInfo<cl_uint>(env.device, CL_DEVICE_MAX_SAMPLERS) >= 16);
  // §5.3.2.1: RGBA with every 8/16/32-bit normalized, integer and floating-point type, and BGRA
  // UNORM_INT8, for reading and for writing, for every image type.
  const cl_channel_type rgbaTypes[] = {
      CL_UNORM_INT8,    CL_UNORM_INT16,    CL_SIGNED_INT8,    CL_SIGNED_INT16, CL_SIGNED_INT32,
      CL_UNSIGNED_INT8, CL_UNSIGNED_INT16, CL_UNSIGNED_INT32, CL_HALF_FLOAT,   CL_FLOAT};
  for (cl_mem_object_type type : kImageTypes)
    for (cl_mem_flags flags : {CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY, CL_MEM_READ_WRITE}) {
      INFO("image type 0x" << std::hex << type << ", flags 0x" << flags);
      const auto formats = formatsFor(env.context, flags, type);
      for (cl_channel_type t : rgbaTypes)
        CHECK(listed(formats, {CL_RGBA, t}));
      CHECK(listed(formats, {CL_BGRA, CL_UNORM_INT8}));
      // Every listed format can be made.
      for (const cl_image_format& f : formats) {
        INFO("order 0x" << f.image_channel_order << " type 0x" << f.image_channel_data_type);
        cl_image_desc desc = imageDesc(type, 8, 4, 2, 3);
        Mem buffer;
        if (type == CL_MEM_OBJECT_IMAGE1D_BUFFER) {
          buffer = makeBuffer(env.context, 8 * 16);
          desc.buffer = buffer;
        }
        CHECK(createError(env.context, flags, &f, &desc) == CL_SUCCESS);
      }
    }
  // The count alone, and a list cut short by num_entries.
  cl_uint count = 0;
  REQUIRE_CL(clGetSupportedImageFormats(env.context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0,
                                        nullptr, &count));
  REQUIRE(count > 2);
  std::vector<cl_image_format> two(3, cl_image_format{0xdead, 0xbeef});
  REQUIRE_CL(clGetSupportedImageFormats(env.context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 2,
                                        two.data(), nullptr));
  CHECK(two[2].image_channel_order == 0xdead);
  CHECK(two[1].image_channel_order != 0xdead);
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clGetSupportedImageFormats(env.context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_BUFFER, 0,
                                            nullptr, &count));
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clGetSupportedImageFormats(env.context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0,
                                            two.data(), nullptr));
  REQUIRE_CL_ERR(CL_INVALID_CONTEXT,
                 clGetSupportedImageFormats(nullptr, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0,
                                            nullptr, &count));
}

TEST_CASE("with WEFT_IMAGES=0 the device reports no images and refuses image objects",
          "[.images-off][image][weft]") {
  // The CTest entry api.without_images runs this and the [images-off] consistency tests with
  // WEFT_IMAGES=0 (read once per process).
  Env env;
  REQUIRE(deviceInfo<cl_bool>(env.device, CL_DEVICE_IMAGE_SUPPORT) == CL_FALSE);
  CHECK(deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE2D_MAX_WIDTH) == 0);
  CHECK(deviceString(env.device, CL_DEVICE_EXTENSIONS).find("image") == std::string::npos);
  cl_uint count = 99;
  REQUIRE_CL(clGetSupportedImageFormats(env.context, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0,
                                        nullptr, &count));
  CHECK(count == 0);
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = desc.image_height = 4;
  CHECK(createError(env.context, CL_MEM_READ_WRITE, &kRgba8, &desc) == CL_INVALID_OPERATION);
  cl_int err = CL_SUCCESS;
  CHECK(clCreateSampler(env.context, CL_TRUE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err) ==
        nullptr);
  CHECK(err == CL_INVALID_OPERATION);
}

TEST_CASE("Weft lists depth formats for 2D images and sRGB formats for every access",
          "[.images][image][weft]") {
  Env env;
  for (cl_mem_object_type type : kImageTypes)
    for (cl_mem_flags flags : {CL_MEM_READ_ONLY, CL_MEM_WRITE_ONLY, CL_MEM_READ_WRITE}) {
      INFO("image type 0x" << std::hex << type << ", flags 0x" << flags);
      const auto formats = formatsFor(env.context, flags, type);
      const bool twoD = type == CL_MEM_OBJECT_IMAGE2D || type == CL_MEM_OBJECT_IMAGE2D_ARRAY;
      CHECK(listed(formats, {CL_DEPTH, CL_FLOAT}) == twoD);
      CHECK(listed(formats, {CL_sRGBA, CL_UNORM_INT8})); // cl_khr_srgb_image_writes
      CHECK(listed(formats, {CL_sBGRA, CL_UNORM_INT8}));
      CHECK(listed(formats, {CL_R, CL_SNORM_INT16}));
      CHECK(listed(formats, {CL_RGB, CL_UNORM_SHORT_565}));
    }
}

TEST_CASE("clGetImageInfo and clGetMemObjectInfo describe every image type", "[.images][image]") {
  Env env;
  struct Case {
    cl_mem_object_type type;
    size_t width, height, depth, arraySize;
    size_t rowPitch, slicePitch; // expected, for RGBA UNORM_INT8 (4 bytes)
  };
  const Case cases[] = {
      {CL_MEM_OBJECT_IMAGE1D, 37, 0, 0, 0, 148, 0},
      {CL_MEM_OBJECT_IMAGE1D_ARRAY, 37, 0, 0, 5, 148, 148},
      {CL_MEM_OBJECT_IMAGE2D, 37, 11, 0, 0, 148, 0},
      {CL_MEM_OBJECT_IMAGE2D_ARRAY, 37, 11, 0, 5, 148, 148 * 11},
      {CL_MEM_OBJECT_IMAGE3D, 37, 11, 6, 0, 148, 148 * 11},
  };
  for (const Case& c : cases) {
    INFO("image type 0x" << std::hex << c.type);
    // Dimensions a type does not use are given as junk: they must be ignored and read back 0.
    cl_image_desc desc = imageDesc(c.type, c.width, c.height ? c.height : 99,
                                   c.depth ? c.depth : 99, c.arraySize ? c.arraySize : 99);
    Mem image = makeImage(env.context, kRgba8, desc);
    const auto format = imageInfo<cl_image_format>(image, CL_IMAGE_FORMAT);
    CHECK(format.image_channel_order == CL_RGBA);
    CHECK(format.image_channel_data_type == CL_UNORM_INT8);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_ELEMENT_SIZE) == 4);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_ROW_PITCH) == c.rowPitch);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_SLICE_PITCH) == c.slicePitch);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_WIDTH) == c.width);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_HEIGHT) == c.height);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_DEPTH) == c.depth);
    CHECK(imageInfo<size_t>(image, CL_IMAGE_ARRAY_SIZE) == c.arraySize);
    CHECK(imageInfo<cl_mem>(image, CL_IMAGE_BUFFER) == nullptr);
    CHECK(imageInfo<cl_uint>(image, CL_IMAGE_NUM_MIP_LEVELS) == 0);
    CHECK(imageInfo<cl_uint>(image, CL_IMAGE_NUM_SAMPLES) == 0);
    CHECK(info<cl_mem_object_type>(clGetMemObjectInfo, image, CL_MEM_TYPE) == c.type);
    CHECK(info<cl_mem_flags>(clGetMemObjectInfo, image, CL_MEM_FLAGS) == CL_MEM_READ_WRITE);
    CHECK(info<size_t>(clGetMemObjectInfo, image, CL_MEM_SIZE) >=
          c.rowPitch * std::max<size_t>(c.height, 1) * std::max({c.depth, c.arraySize, size_t(1)}));
    checkInfoSizeRules(clGetImageInfo, image, CL_IMAGE_FORMAT);
    REQUIRE_CL_ERR(CL_INVALID_VALUE,
                   clGetImageInfo(image, CL_MEM_TYPE, sizeof(size_t), nullptr, nullptr));
  }
  size_t value = 0;
  REQUIRE_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clGetImageInfo(nullptr, CL_IMAGE_WIDTH, sizeof value, &value, nullptr));
}

namespace {

struct RoundTrip {
  cl_mem_object_type type;
  std::array<size_t, 3> size;   // width, height or layers, depth or layers
  std::array<size_t, 3> origin; // as the API takes it
  std::array<size_t, 3> region;
};

void checkRoundTrip(const Env& env, const RoundTrip& c);

} // namespace

TEST_CASE("image writes and reads round-trip regions with host pitches in every image type",
          "[.images][image]") {
  Env env;
  const RoundTrip cases[] = {
      {CL_MEM_OBJECT_IMAGE1D, {40, 1, 1}, {3, 0, 0}, {30, 1, 1}},
      {CL_MEM_OBJECT_IMAGE2D, {40, 9, 1}, {3, 2, 0}, {30, 5, 1}},
      {CL_MEM_OBJECT_IMAGE2D_ARRAY, {40, 9, 4}, {3, 2, 1}, {30, 5, 2}},
      {CL_MEM_OBJECT_IMAGE3D, {40, 9, 4}, {3, 2, 1}, {30, 5, 2}},
  };
  for (const RoundTrip& c : cases)
    checkRoundTrip(env, c);
}

// A 1D array's host slice pitch is the distance between layers (§5.3.3); PoCL 3.1 places them
// row pitch apart.
TEST_CASE("image writes and reads round-trip a 1D image array's layers with a host slice pitch",
          "[.images][image][pocl-bug]") {
  Env env;
  checkRoundTrip(env, {CL_MEM_OBJECT_IMAGE1D_ARRAY, {40, 6, 1}, {3, 2, 0}, {30, 3, 1}});
}

namespace {

void checkRoundTrip(const Env& env, const RoundTrip& c) {
  const cl_image_format format{CL_RGBA, CL_UNSIGNED_INT16}; // 8 bytes a texel
  const size_t e = 8;
  {
    INFO("image type 0x" << std::hex << c.type);
    cl_image_desc desc = imageDesc(c.type, c.size[0], c.size[1], c.size[2], c.size[2]);
    if (c.type == CL_MEM_OBJECT_IMAGE1D_ARRAY)
      desc.image_array_size = c.size[1];
    Mem image = makeImage(env.context, format, desc);
    const size_t total = c.size[0] * c.size[1] * c.size[2] * e;
    // The whole image first, packed.
    const Bytes whole = pattern(total, 1);
    const size_t zero[3] = {0, 0, 0};
    REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, zero, c.size.data(), 0, 0,
                                   whole.data(), 0, nullptr, nullptr));
    CHECK(readImage(env.queue, image, c.size, e) == whole);
    // Then a region, from host memory with padded rows (and slices where the type has them).
    const bool slices = c.type != CL_MEM_OBJECT_IMAGE1D && c.type != CL_MEM_OBJECT_IMAGE2D;
    const size_t rowPitch = c.region[0] * e + 24;
    const size_t rows = c.type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? 1 : c.region[1];
    const size_t layers = c.type == CL_MEM_OBJECT_IMAGE1D_ARRAY ? c.region[1] : c.region[2];
    const size_t slicePitch = slices ? rowPitch * rows + 40 : 0;
    const size_t hostBytes = (slices ? slicePitch * layers : rowPitch * rows);
    const Bytes host = pattern(hostBytes, 2);
    REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, c.origin.data(), c.region.data(),
                                   rowPitch, slicePitch, host.data(), 0, nullptr, nullptr));
    Bytes expected = whole;
    for (size_t z = 0; z < layers; ++z)
      for (size_t y = 0; y < rows; ++y) {
        // Where this row lies in the image and in the host memory.
        size_t ix = c.origin[0], iy = c.origin[1] + y, iz = c.origin[2] + z;
        if (c.type == CL_MEM_OBJECT_IMAGE1D_ARRAY) {
          iy = c.origin[1] + z; // the layer
          iz = 0;
        }
        const size_t imageOffset = ((iz * c.size[1] + iy) * c.size[0] + ix) * e;
        const size_t hostOffset = z * slicePitch + y * rowPitch;
        std::copy_n(host.begin() + hostOffset, c.region[0] * e, expected.begin() + imageOffset);
      }
    CHECK(readImage(env.queue, image, c.size, e) == expected);
    // And read the region back into padded host memory: the padding stays untouched.
    Bytes back(hostBytes, 0x5A);
    REQUIRE_CL(clEnqueueReadImage(env.queue, image, CL_TRUE, c.origin.data(), c.region.data(),
                                  rowPitch, slicePitch, back.data(), 0, nullptr, nullptr));
    for (size_t z = 0; z < layers; ++z)
      for (size_t y = 0; y < rows; ++y) {
        const size_t at = z * slicePitch + y * rowPitch;
        CHECK(
            std::equal(back.begin() + at, back.begin() + at + c.region[0] * e, host.begin() + at));
        if (y + 1 < rows || z + 1 < layers)
          CHECK(back[at + c.region[0] * e] == 0x5A);
      }
  }
}

} // namespace

TEST_CASE("images with host pointers - USE_HOST_PTR is the application's memory / COPY_HOST_PTR "
          "takes pitched rows",
          "[.images][image]") {
  Env env;
  const size_t width = 13, height = 5, pitch = 64; // 13 * 4 = 52 bytes of each 64
  std::vector<unsigned char> host(pitch * height);
  const Bytes values = pattern(host.size(), 3);
  std::copy(values.begin(), values.end(), host.begin());
  cl_image_desc desc = imageDesc(CL_MEM_OBJECT_IMAGE2D, width, height);
  desc.image_row_pitch = pitch;
  Bytes packed;
  for (size_t y = 0; y < height; ++y)
    packed.insert(packed.end(), host.begin() + y * pitch, host.begin() + y * pitch + width * 4);

  SECTION("COPY_HOST_PTR") {
    Mem image =
        makeImage(env.context, kRgba8, desc, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, host.data());
    // The host memory's pitch, as clGetImageInfo reports it for any image made with a host
    // pointer and a pitch.
    CHECK(imageInfo<size_t>(image, CL_IMAGE_ROW_PITCH) == pitch);
    host[0] ^= 0xFF; // the image has its own copy
    CHECK(readImage(env.queue, image, {width, height, 1}, 4) == packed);
  }
  SECTION("USE_HOST_PTR") {
    Mem image =
        makeImage(env.context, kRgba8, desc, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, host.data());
    CHECK(imageInfo<size_t>(image, CL_IMAGE_ROW_PITCH) == pitch);
    CHECK(info<void*>(clGetMemObjectInfo, image, CL_MEM_HOST_PTR) == host.data());
    CHECK(readImage(env.queue, image, {width, height, 1}, 4) == packed);
    // Mapping gives the application's own memory at the region's origin.
    const size_t origin[3] = {2, 3, 0}, region[3] = {4, 2, 1};
    size_t rowPitch = 0, slicePitch = 77;
    cl_int err = CL_OUT_OF_RESOURCES;
    void* mapped = clEnqueueMapImage(env.queue, image, CL_TRUE, CL_MAP_WRITE, origin, region,
                                     &rowPitch, &slicePitch, 0, nullptr, nullptr, &err);
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(mapped == host.data() + 3 * pitch + 2 * 4);
    CHECK(rowPitch == pitch);
    CHECK(slicePitch == 0);
    static_cast<unsigned char*>(mapped)[0] = 0x42;
    CHECK(info<cl_uint>(clGetMemObjectInfo, image, CL_MEM_MAP_COUNT) == 1);
    REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, image, mapped, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(env.queue));
    REQUIRE_CL_ERR(CL_INVALID_VALUE,
                   clEnqueueUnmapMemObject(env.queue, image, mapped, 0, nullptr, nullptr));
    packed[(3 * width + 2) * 4] = 0x42;
    CHECK(readImage(env.queue, image, {width, height, 1}, 4) == packed);
  }
}

TEST_CASE("clEnqueueCopyImage copies between image types and refuses overlap and format "
          "mismatch",
          "[.images][image]") {
  Env env;
  const size_t e = 4;
  // A 2D image into a slice of a 3D image, and back out of another slice.
  Mem flat = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 16, 8));
  Mem cube = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE3D, 16, 8, 3));
  const Bytes flatBytes = pattern(16 * 8 * e, 4), cubeBytes = pattern(16 * 8 * 3 * e, 5);
  const size_t zero[3] = {0, 0, 0};
  const size_t flatSize[3] = {16, 8, 1}, cubeSize[3] = {16, 8, 3};
  REQUIRE_CL(clEnqueueWriteImage(env.queue, flat, CL_TRUE, zero, flatSize, 0, 0, flatBytes.data(),
                                 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueWriteImage(env.queue, cube, CL_TRUE, zero, cubeSize, 0, 0, cubeBytes.data(),
                                 0, nullptr, nullptr));
  const size_t src[3] = {1, 2, 0}, dst[3] = {5, 1, 2}, region[3] = {7, 4, 1};
  REQUIRE_CL(clEnqueueCopyImage(env.queue, flat, cube, src, dst, region, 0, nullptr, nullptr));
  Bytes expected = cubeBytes;
  for (size_t y = 0; y < 4; ++y)
    std::copy_n(flatBytes.begin() + ((2 + y) * 16 + 1) * e, 7 * e,
                expected.begin() + ((2 * 8 + 1 + y) * 16 + 5) * e);
  CHECK(readImage(env.queue, cube, {16, 8, 3}, e) == expected);

  // A 1D array's layers are rows of a 2D image.
  Mem layers = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE1D_ARRAY, 16, 0, 0, 4));
  const size_t layerOrigin[3] = {0, 1, 0}, layerRegion[3] = {16, 3, 1};
  REQUIRE_CL(clEnqueueCopyImage(env.queue, flat, layers, zero, layerOrigin, layerRegion, 0, nullptr,
                                nullptr));
  const Bytes layerBytes = readImage(env.queue, layers, {16, 4, 1}, e);
  CHECK(std::equal(layerBytes.begin() + 16 * e, layerBytes.end(), flatBytes.begin()));

  // Within one image: apart is fine, overlapping is CL_MEM_COPY_OVERLAP.
  const size_t a[3] = {0, 0, 0}, b[3] = {8, 4, 0}, c[3] = {4, 2, 0}, half[3] = {8, 4, 1};
  REQUIRE_CL(clEnqueueCopyImage(env.queue, flat, flat, a, b, half, 0, nullptr, nullptr));
  REQUIRE_CL_ERR(CL_MEM_COPY_OVERLAP,
                 clEnqueueCopyImage(env.queue, flat, flat, a, c, half, 0, nullptr, nullptr));
  // Formats must match exactly.
  Mem other =
      makeImage(env.context, {CL_BGRA, CL_UNORM_INT8}, imageDesc(CL_MEM_OBJECT_IMAGE2D, 16, 8));
  REQUIRE_CL_ERR(CL_IMAGE_FORMAT_MISMATCH,
                 clEnqueueCopyImage(env.queue, flat, other, a, a, half, 0, nullptr, nullptr));
  // Regions outside either image, and a 2D region with depth.
  const size_t tooWide[3] = {17, 1, 1}, deep[3] = {1, 1, 2};
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueCopyImage(env.queue, flat, cube, a, a, tooWide, 0, nullptr, nullptr));
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueCopyImage(env.queue, cube, flat, a, a, deep, 0, nullptr, nullptr));
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueCopyImage(env.queue, flat, cube, nullptr, a, half, 0, nullptr, nullptr));
}

namespace {

struct FillCase {
  cl_image_format format;
  std::array<float, 4> color; // or the bits of ints
  Bytes texel;                // expected bytes in memory
};

std::array<float, 4> ints(int32_t a, int32_t b, int32_t c, int32_t d) {
  std::array<float, 4> f;
  const int32_t v[4] = {a, b, c, d};
  std::memcpy(f.data(), v, sizeof v);
  return f;
}

/// Fills the middle of a 5x3 image of `c.format` and compares every byte of the image.
void checkFill(const Env& env, const FillCase& c) {
  INFO("order 0x" << std::hex << c.format.image_channel_order << " type 0x"
                  << c.format.image_channel_data_type);
  Mem image = makeImage(env.context, c.format, imageDesc(CL_MEM_OBJECT_IMAGE2D, 5, 3));
  const size_t e = c.texel.size();
  REQUIRE(imageInfo<size_t>(image, CL_IMAGE_ELEMENT_SIZE) == e);
  const Bytes before = pattern(5 * 3 * e, 6);
  const size_t zero[3] = {0, 0, 0}, size[3] = {5, 3, 1};
  REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, zero, size, 0, 0, before.data(), 0,
                                 nullptr, nullptr));
  const size_t origin[3] = {1, 1, 0}, region[3] = {3, 2, 1};
  REQUIRE_CL(
      clEnqueueFillImage(env.queue, image, c.color.data(), origin, region, 0, nullptr, nullptr));
  Bytes expected = before;
  for (size_t y = 1; y < 3; ++y)
    for (size_t x = 1; x < 4; ++x)
      std::copy(c.texel.begin(), c.texel.end(), expected.begin() + (y * 5 + x) * e);
  CHECK(readImage(env.queue, image, {5, 3, 1}, e) == expected);
}

} // namespace

TEST_CASE("clEnqueueFillImage converts the color as write_image does in the minimum formats",
          "[.images][image]") {
  Env env;
  const FillCase cases[] = {
      {{CL_RGBA, CL_UNORM_INT8}, {0.0f, 0.6f, 1.0f, 2.0f}, {0, 153, 255, 255}},
      // BGRA: blue first in memory.
      {{CL_BGRA, CL_UNORM_INT8}, {1.0f, 0.2f, 0.0f, 0.4f}, {0, 51, 255, 102}},
      {{CL_RGBA, CL_UNORM_INT16}, {0.0f, -1.0f, 1.0f, 2.0f}, {0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0xFF}},
      {{CL_RGBA, CL_SIGNED_INT8}, ints(-300, 77, 0, 200), {0x80, 77, 0, 127}},
      {{CL_RGBA, CL_UNSIGNED_INT16}, ints(70000, 0, 0, 5), {0xFF, 0xFF, 0, 0, 0, 0, 5, 0}},
      {{CL_RGBA, CL_SIGNED_INT32},
       ints(-5, 0, 7, 0),
       {0xFB, 0xFF, 0xFF, 0xFF, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0}},
      {{CL_RGBA, CL_FLOAT},
       {-0.0f, 1.0f, 0, 0},
       {0, 0, 0, 0x80, 0, 0, 0x80, 0x3F, 0, 0, 0, 0, 0, 0, 0, 0}},
  };
  for (const FillCase& c : cases)
    checkFill(env, c);
  Mem image = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 5, 3));
  const float color[4] = {0, 0, 0, 0};
  const size_t origin[3] = {0, 0, 0}, outside[3] = {6, 1, 1};
  REQUIRE_CL_ERR(CL_INVALID_VALUE, clEnqueueFillImage(env.queue, image, nullptr, origin, origin, 0,
                                                      nullptr, nullptr));
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueFillImage(env.queue, image, color, origin, outside, 0, nullptr, nullptr));
}

// Normalized values round to nearest (within 0.6 of it, OpenCL C §8.3.1.1); PoCL 3.1 truncates.
TEST_CASE("clEnqueueFillImage rounds normalized values to nearest", "[.images][image][pocl-bug]") {
  Env env;
  checkFill(env, {{CL_RGBA, CL_UNORM_INT16},
                  {0.25f, 0.75f, 0.0f, 1.0f},
                  {0x00, 0x40, 0xFF, 0xBF, 0, 0, 0xFF, 0xFF}}); // 16383.75, 49151.25
  checkFill(env, {{CL_RGBA, CL_UNORM_INT8}, {0.05f, 0.0f, 0.95f, 0.0f}, {13, 0, 242, 0}});
}

// Formats beyond the minimum list, and half rounding to nearest even (the spec also allows
// rounding toward zero).
TEST_CASE("clEnqueueFillImage converts the color in Weft's other formats",
          "[.images][image][weft]") {
  Env env;
  const FillCase cases[] = {
      {{CL_ARGB, CL_UNORM_INT8}, {1.0f, 0.2f, 0.0f, 0.4f}, {102, 255, 51, 0}},
      {{CL_R, CL_SNORM_INT8}, {-2.0f, 0, 0, 0}, {0x81}},
      {{CL_RG, CL_SIGNED_INT8}, ints(-300, 77, 0, 0), {0x80, 77}},
      {{CL_RA, CL_UNSIGNED_INT16}, ints(70000, 0, 0, 5), {0xFF, 0xFF, 5, 0}},
      {{CL_A, CL_UNORM_INT16}, {0.3f, 0.3f, 0.3f, 1.0f}, {0xFF, 0xFF}},
      {{CL_R, CL_HALF_FLOAT}, {1.0f, 0, 0, 0}, {0x00, 0x3C}},
      {{CL_R, CL_HALF_FLOAT}, {65520.0f, 0, 0, 0}, {0x00, 0x7C}},           // rounds up to infinity
      {{CL_R, CL_HALF_FLOAT}, {1.0f / 33554432.0f, 0, 0, 0}, {0x00, 0x00}}, // 2^-25: a tie, to even
      {{CL_R, CL_HALF_FLOAT}, {3.0f / 33554432.0f, 0, 0, 0}, {0x02, 0x00}}, // 1.5 denormals: to 2
      {{CL_INTENSITY, CL_UNORM_INT8}, {0.5f, 0.9f, 0.9f, 0.9f}, {128}},
      {{CL_RGB, CL_UNORM_SHORT_565}, {1.0f, 0.0f, 1.0f, 0.0f}, {0x1F, 0xF8}},
      {{CL_RGB, CL_UNORM_INT_101010}, {0.0f, 0.0f, 1.0f, 0.0f}, {0xFF, 0x03, 0, 0}},
      {{CL_DEPTH, CL_FLOAT}, {0.25f, 0, 0, 0}, {0, 0, 0x80, 0x3E}},
  };
  for (const FillCase& c : cases)
    checkFill(env, c);
}

// PoCL 3.1 answers a copy from a 1D image buffer into its own buffer with CL_MEM_COPY_OVERLAP.
TEST_CASE("large image reads, writes, copies and fills, which run on every core",
          "[.images][image]") {
  // 2048x1024 RGBA8 (8 MiB) and regions of it: above the size from which Weft's transfers go
  // to every core in chunks of rows. A host row pitch with a gap, an origin inside the image,
  // a copy to another image and to a buffer, a fill of a region (rows with gaps between them)
  // and of the whole image (one range): every byte compared.
  Env env;
  const size_t width = 2048, height = 1024, element = 4;
  Mem image = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, width, height));
  Mem other = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, width, height));
  const size_t hostPitch = width * element + 192;
  Bytes host(hostPitch * height);
  for (size_t i = 0; i < host.size(); ++i)
    host[i] = static_cast<unsigned char>(i * 131 + i / 4093);
  const size_t origin[3] = {0, 0, 0}, whole[3] = {width, height, 1};
  REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, origin, whole, hostPitch, 0,
                                 host.data(), 0, nullptr, nullptr));
  auto expectedAt = [&](size_t x, size_t y, size_t byte) {
    return host[y * hostPitch + x * element + byte];
  };
  {
    INFO("read back whole");
    const Bytes back = readImage(env.queue, image, {width, height, 1}, element);
    size_t wrong = 0;
    for (size_t y = 0; y < height; ++y)
      for (size_t x = 0; x < width * element; ++x)
        wrong += back[y * width * element + x] != expectedAt(x / element, y, x % element);
    CHECK(wrong == 0);
  }
  const size_t at[3] = {37, 11, 0}, region[3] = {1900, 1000, 1};
  {
    INFO("copy a region to another image, read it with a pitch");
    REQUIRE_CL(clEnqueueCopyImage(env.queue, image, other, at, at, region, 0, nullptr, nullptr));
    const size_t pitch = region[0] * element + 64;
    Bytes back(pitch * region[1], 0xEE);
    REQUIRE_CL(clEnqueueReadImage(env.queue, other, CL_TRUE, at, region, pitch, 0, back.data(), 0,
                                  nullptr, nullptr));
    size_t wrong = 0, gap = 0;
    for (size_t y = 0; y < region[1]; ++y) {
      for (size_t x = 0; x < region[0] * element; ++x)
        wrong += back[y * pitch + x] != expectedAt(at[0] + x / element, at[1] + y, x % element);
      for (size_t x = region[0] * element; x < pitch; ++x)
        gap += back[y * pitch + x] != 0xEE;
    }
    CHECK(wrong == 0);
    CHECK(gap == 0);
  }
  {
    INFO("copy the region to a buffer");
    Mem buffer = makeBuffer(env.context, region[0] * region[1] * element);
    REQUIRE_CL(
        clEnqueueCopyImageToBuffer(env.queue, image, buffer, at, region, 0, 0, nullptr, nullptr));
    const Bytes packed =
        readBuffer<unsigned char>(env.queue, buffer, region[0] * region[1] * element);
    size_t wrong = 0;
    for (size_t y = 0; y < region[1]; ++y)
      for (size_t x = 0; x < region[0] * element; ++x)
        wrong += packed[(y * region[0]) * element + x] !=
                 expectedAt(at[0] + x / element, at[1] + y, x % element);
    CHECK(wrong == 0);
  }
  {
    INFO("fill a region, then the whole image");
    const float color[4] = {1.0f, 0.0f, 0.2f, 0.6f}; // 255, 0, 51, 153
    const unsigned char texel[4] = {255, 0, 51, 153};
    REQUIRE_CL(clEnqueueFillImage(env.queue, image, color, at, region, 0, nullptr, nullptr));
    Bytes back = readImage(env.queue, image, {width, height, 1}, element);
    size_t wrong = 0;
    for (size_t y = 0; y < height; ++y)
      for (size_t x = 0; x < width; ++x)
        for (size_t b = 0; b < element; ++b) {
          const bool inside =
              x >= at[0] && x < at[0] + region[0] && y >= at[1] && y < at[1] + region[1];
          wrong += back[(y * width + x) * element + b] != (inside ? texel[b] : expectedAt(x, y, b));
        }
    CHECK(wrong == 0);
    const float black[4] = {0.0f, 0.0f, 0.0f, 1.0f};
    REQUIRE_CL(clEnqueueFillImage(env.queue, image, black, origin, whole, 0, nullptr, nullptr));
    back = readImage(env.queue, image, {width, height, 1}, element);
    wrong = 0;
    for (size_t i = 0; i < back.size(); ++i)
      wrong += back[i] != (i % element == 3 ? 255 : 0);
    CHECK(wrong == 0);
  }
}

TEST_CASE("copies between images and buffers and images that view a buffer's or an image's bytes",
          "[.images][image][pocl-bug]") {
  Env env;
  const size_t e = 4;
  Mem image = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 8, 4, 0, 3));
  const Bytes bytes = pattern(8 * 4 * 3 * e, 7);
  const size_t zero[3] = {0, 0, 0}, size[3] = {8, 4, 3};
  REQUIRE_CL(clEnqueueWriteImage(env.queue, image, CL_TRUE, zero, size, 0, 0, bytes.data(), 0,
                                 nullptr, nullptr));
  // Image to buffer: the region packed at the offset.
  Mem buffer = makeBuffer(env.context, 1024);
  const size_t origin[3] = {2, 1, 1}, region[3] = {5, 2, 2};
  REQUIRE_CL(clEnqueueCopyImageToBuffer(env.queue, image, buffer, origin, region, 16, 0, nullptr,
                                        nullptr));
  const Bytes copied = readBuffer<unsigned char>(env.queue, buffer, 1024);
  size_t at = 16;
  for (size_t z = 1; z < 3; ++z)
    for (size_t y = 1; y < 3; ++y)
      for (size_t i = 0; i < 5 * e; ++i, ++at)
        REQUIRE(copied[at] == bytes[((z * 4 + y) * 8 + 2) * e + i]);
  // And back, into another image.
  Mem second = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE3D, 5, 2, 2));
  const size_t all[3] = {5, 2, 2};
  REQUIRE_CL(
      clEnqueueCopyBufferToImage(env.queue, buffer, second, 16, zero, all, 0, nullptr, nullptr));
  CHECK(readImage(env.queue, second, {5, 2, 2}, e) ==
        Bytes(copied.begin() + 16, copied.begin() + 16 + 5 * 2 * 2 * e));
  // The buffer's end is checked.
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clEnqueueCopyImageToBuffer(env.queue, image, buffer, origin, region, 1024 - 79, 0,
                                            nullptr, nullptr));

  // A 1D image buffer is the buffer's bytes: writes through either show in the other.
  Mem pixels = makeBuffer(env.context, 64 * e);
  cl_image_desc desc = imageDesc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 64);
  desc.buffer = pixels;
  Mem view = makeImage(env.context, kRgba8, desc);
  CHECK(imageInfo<cl_mem>(view, CL_IMAGE_BUFFER) == pixels.get());
  CHECK(info<cl_mem>(clGetMemObjectInfo, view, CL_MEM_ASSOCIATED_MEMOBJECT) == pixels.get());
  const Bytes line = pattern(64 * e, 8);
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, pixels, CL_TRUE, 0, line.size(), line.data(), 0,
                                  nullptr, nullptr));
  CHECK(readImage(env.queue, view, {64, 1, 1}, e) == line);
  const size_t row[3] = {64, 1, 1};
  REQUIRE_CL_ERR(CL_INVALID_MEM_OBJECT, clEnqueueCopyImageToBuffer(env.queue, view, pixels, zero,
                                                                   row, 0, 0, nullptr, nullptr));
  // A buffer too small for the image is CL_INVALID_IMAGE_SIZE.
  desc.image_width = 65;
  CHECK(createError(env.context, CL_MEM_READ_WRITE, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);

  // A 2D image of a buffer, with a row pitch, and a 2D image of that image in sRGBA.
  cl_image_desc flat = imageDesc(CL_MEM_OBJECT_IMAGE2D, 6, 4);
  flat.image_row_pitch = 16 * e;
  flat.buffer = pixels;
  Mem overBuffer = makeImage(env.context, kRgba8, flat);
  const Bytes rows = readImage(env.queue, overBuffer, {6, 4, 1}, e);
  for (size_t y = 0; y < 4; ++y)
    CHECK(std::equal(rows.begin() + y * 6 * e, rows.begin() + (y + 1) * 6 * e,
                     line.begin() + y * 16 * e));
  // A row pitch whose rows wrap a size_t is too large, not a fit (once: a 2^63 pitch times 2 rows
  // was 0 bytes, and row 1 lay 2^63 bytes past the buffer).
  cl_image_desc huge = imageDesc(CL_MEM_OBJECT_IMAGE2D, 6, 2);
  huge.image_row_pitch = size_t{1} << 63;
  huge.buffer = pixels;
  CHECK(createError(env.context, CL_MEM_READ_WRITE, &kRgba8, &huge) == CL_INVALID_IMAGE_SIZE);
  cl_image_desc again = imageDesc(CL_MEM_OBJECT_IMAGE2D, 6, 4);
  again.buffer = overBuffer;
  cl_int err = CL_OUT_OF_RESOURCES;
  const cl_image_format srgba{CL_sRGBA, CL_UNORM_INT8};
  Mem srgb(clCreateImage(env.context, CL_MEM_READ_ONLY, &srgba, &again, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(readImage(env.queue, srgb, {6, 4, 1}, e) == rows);
  // Another data type is not a compatible view.
  const cl_image_format unorm16{CL_RG, CL_UNORM_INT16};
  CHECK(createError(env.context, CL_MEM_READ_ONLY, &unorm16, &again) ==
        CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
}

// PoCL 3.1 answers unsupported and invalid formats with CL_INVALID_OPERATION.
TEST_CASE("bad image descriptions / formats / sizes and host pointers get the spec's errors",
          "[.images][image][pocl-bug]") {
  Env env;
  const cl_image_desc good = imageDesc(CL_MEM_OBJECT_IMAGE2D, 16, 16);
  cl_image_desc desc = good;
  const cl_mem_flags rw = CL_MEM_READ_WRITE;
  CHECK(createError(env.context, rw, nullptr, &desc) == CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  const cl_image_format badPair{CL_BGRA, CL_FLOAT}, badOrder{0x1234, CL_FLOAT};
  CHECK(createError(env.context, rw, &badPair, &desc) == CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  CHECK(createError(env.context, rw, &badOrder, &desc) == CL_INVALID_IMAGE_FORMAT_DESCRIPTOR);
  // A valid format Weft does not support.
  const cl_image_format rx{CL_Rx, CL_UNORM_INT8};
  CHECK(createError(env.context, rw, &rx, &desc) == CL_IMAGE_FORMAT_NOT_SUPPORTED);
  // Depth only 2D.
  const cl_image_format depth{CL_DEPTH, CL_FLOAT};
  const cl_image_desc cube = imageDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4);
  CHECK(createError(env.context, rw, &depth, &cube) == CL_IMAGE_FORMAT_NOT_SUPPORTED);

  CHECK(createError(env.context, rw, &kRgba8, nullptr) == CL_INVALID_IMAGE_DESCRIPTOR);
  desc.image_type = CL_MEM_OBJECT_BUFFER;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);
  desc = good;
  desc.num_mip_levels = 40; // more levels than the size has (mipmap_test.cpp tests the rest)
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);
  desc = good;
  desc.num_samples = 4;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);
  // A row pitch without a host pointer, or one too small or not a multiple of the texel.
  std::vector<unsigned char> host(64 * 16 * 4);
  desc = good;
  desc.image_row_pitch = 64 * 4;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);
  desc.image_row_pitch = 15 * 4;
  CHECK(createError(env.context, rw | CL_MEM_COPY_HOST_PTR, &kRgba8, &desc, host.data()) ==
        CL_INVALID_IMAGE_DESCRIPTOR);
  desc.image_row_pitch = 16 * 4 + 2;
  CHECK(createError(env.context, rw | CL_MEM_COPY_HOST_PTR, &kRgba8, &desc, host.data()) ==
        CL_INVALID_IMAGE_DESCRIPTOR);
  // A 1D image buffer without a buffer, a 3D image with a buffer.
  Mem buffer = makeBuffer(env.context, 1024);
  desc = imageDesc(CL_MEM_OBJECT_IMAGE1D_BUFFER, 16);
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);
  desc = cube;
  desc.buffer = buffer;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_DESCRIPTOR);

  // Sizes: zero, and above the device's limits.
  const size_t max2d = deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE2D_MAX_WIDTH);
  const size_t maxArray = deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE);
  const size_t max3d = deviceInfo<size_t>(env.device, CL_DEVICE_IMAGE3D_MAX_DEPTH);
  desc = good;
  desc.image_width = 0;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  desc.image_width = max2d + 1;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  desc = good;
  desc.image_height = max2d + 1;
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  desc = imageDesc(CL_MEM_OBJECT_IMAGE2D_ARRAY, 4, 4, 0, maxArray + 1);
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  desc = imageDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, max3d + 1);
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  desc = imageDesc(CL_MEM_OBJECT_IMAGE1D_ARRAY, 4, 0, 0, 0);
  CHECK(createError(env.context, rw, &kRgba8, &desc) == CL_INVALID_IMAGE_SIZE);
  // Host pointers: missing with COPY/USE_HOST_PTR, given without them.
  CHECK(createError(env.context, rw | CL_MEM_USE_HOST_PTR, &kRgba8, &good) == CL_INVALID_HOST_PTR);
  CHECK(createError(env.context, rw, &kRgba8, &good, host.data()) == CL_INVALID_HOST_PTR);
  // Flags.
  CHECK(createError(env.context, CL_MEM_READ_ONLY | CL_MEM_WRITE_ONLY, &kRgba8, &good) ==
        CL_INVALID_VALUE);
  CHECK(createError(nullptr, rw, &kRgba8, &good) == CL_INVALID_CONTEXT);
  // clCreateImage3D with one slice.
  cl_int err = CL_SUCCESS;
  CHECK(clCreateImage3D(env.context, rw, &kRgba8, 4, 4, 1, 0, 0, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_IMAGE_SIZE);
  Mem image2d(clCreateImage2D(env.context, rw, &kRgba8, 4, 4, 0, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_mem_object_type>(clGetMemObjectInfo, image2d, CL_MEM_TYPE) ==
        CL_MEM_OBJECT_IMAGE2D);
  // A buffer is not an image.
  size_t value = 0;
  REQUIRE_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clGetImageInfo(buffer, CL_IMAGE_WIDTH, sizeof value, &value, nullptr));
}

// PoCL 3.1 accepts empty regions, short row pitches, a slice pitch for a 2D image and images in
// buffer commands.
TEST_CASE("image commands check origins / regions / pitches and the kind of memory object",
          "[.images][image][pocl-bug]") {
  Env env;
  Mem image = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 8, 8));
  Mem line = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE1D, 8));
  Mem buffer = makeBuffer(env.context, 256);
  std::vector<unsigned char> host(8 * 8 * 4 * 2);
  const size_t zero[3] = {0, 0, 0}, all[3] = {8, 8, 1};
  auto read = [&](cl_mem m, const size_t* origin, const size_t* region, size_t rowPitch = 0,
                  size_t slicePitch = 0, void* ptr = nullptr) {
    return clEnqueueReadImage(env.queue, m, CL_TRUE, origin, region, rowPitch, slicePitch,
                              ptr ? ptr : host.data(), 0, nullptr, nullptr);
  };
  REQUIRE_CL(read(image, zero, all));
  const size_t deep[3] = {8, 8, 2}, shifted[3] = {1, 0, 0}, zeroRegion[3] = {0, 1, 1};
  const size_t line2[3] = {8, 2, 1}, lineOrigin[3] = {0, 1, 0};
  CHECK(read(image, zero, deep) == CL_INVALID_VALUE);       // 2D with depth
  CHECK(read(image, shifted, all) == CL_INVALID_VALUE);     // past the right edge
  CHECK(read(image, zero, zeroRegion) == CL_INVALID_VALUE); // empty region
  CHECK(read(image, nullptr, all) == CL_INVALID_VALUE);     // no origin
  CHECK(read(image, zero, nullptr) == CL_INVALID_VALUE);    // no region
  CHECK(read(line, zero, line2) == CL_INVALID_VALUE);       // 1D with rows
  CHECK(read(line, lineOrigin, zeroRegion) == CL_INVALID_VALUE);
  CHECK(read(image, zero, all, 8 * 4 - 1) == CL_INVALID_VALUE);    // row pitch too small
  CHECK(read(image, zero, all, 0, 8 * 8 * 4) == CL_INVALID_VALUE); // slice pitch for 2D
  CHECK(clEnqueueReadImage(env.queue, image, CL_TRUE, zero, all, 0, 0, nullptr, 0, nullptr,
                           nullptr) == CL_INVALID_VALUE);
  // A buffer in an image command, an image in a buffer command.
  CHECK(read(buffer, zero, all) == CL_INVALID_MEM_OBJECT);
  CHECK(clEnqueueReadBuffer(env.queue, image, CL_TRUE, 0, 4, host.data(), 0, nullptr, nullptr) ==
        CL_INVALID_MEM_OBJECT);
  CHECK(clEnqueueCopyImageToBuffer(env.queue, buffer, buffer, zero, all, 0, 0, nullptr, nullptr) ==
        CL_INVALID_MEM_OBJECT);
  cl_buffer_region sub{0, 16};
  cl_int err = CL_SUCCESS;
  CHECK(clCreateSubBuffer(image, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &sub, &err) ==
        nullptr);
  CHECK(err == CL_INVALID_MEM_OBJECT);
  // Map: the row pitch is required, and a 3D image needs the slice pitch.
  size_t rowPitch = 0, slicePitch = 0;
  CHECK(clEnqueueMapImage(env.queue, image, CL_TRUE, CL_MAP_READ, zero, all, nullptr, &slicePitch,
                          0, nullptr, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_VALUE);
  Mem cube = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4));
  const size_t cubeAll[3] = {4, 4, 4};
  CHECK(clEnqueueMapImage(env.queue, cube, CL_TRUE, CL_MAP_READ, zero, cubeAll, &rowPitch, nullptr,
                          0, nullptr, nullptr, &err) == nullptr);
  CHECK(err == CL_INVALID_VALUE);
  void* mapped = clEnqueueMapImage(env.queue, cube, CL_TRUE, CL_MAP_READ, zero, cubeAll, &rowPitch,
                                   &slicePitch, 0, nullptr, nullptr, &err);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(rowPitch == 16);
  CHECK(slicePitch == 64);
  REQUIRE_CL(clEnqueueUnmapMemObject(env.queue, cube, mapped, 0, nullptr, nullptr));
  // Host access flags.
  Mem hidden = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 8, 8),
                         CL_MEM_READ_WRITE | CL_MEM_HOST_NO_ACCESS);
  CHECK(read(hidden, zero, all) == CL_INVALID_OPERATION);
  // The queue first.
  CHECK(clEnqueueReadImage(nullptr, image, CL_TRUE, zero, all, 0, 0, host.data(), 0, nullptr,
                           nullptr) == CL_INVALID_COMMAND_QUEUE);
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("samplers - creation with and without properties / queries / retain and release",
          "[.images][sampler]") {
  Env env;
  cl_int err = CL_OUT_OF_RESOURCES;
  Sampler plain(
      clCreateSampler(env.context, CL_FALSE, CL_ADDRESS_CLAMP_TO_EDGE, CL_FILTER_LINEAR, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_bool>(clGetSamplerInfo, plain, CL_SAMPLER_NORMALIZED_COORDS) == CL_FALSE);
  CHECK(info<cl_addressing_mode>(clGetSamplerInfo, plain, CL_SAMPLER_ADDRESSING_MODE) ==
        CL_ADDRESS_CLAMP_TO_EDGE);
  CHECK(info<cl_filter_mode>(clGetSamplerInfo, plain, CL_SAMPLER_FILTER_MODE) == CL_FILTER_LINEAR);
  CHECK(info<cl_context>(clGetSamplerInfo, plain, CL_SAMPLER_CONTEXT) == env.context.get());
  CHECK(info<cl_uint>(clGetSamplerInfo, plain, CL_SAMPLER_REFERENCE_COUNT) == 1);
  CHECK(infoArray<cl_sampler_properties>(clGetSamplerInfo, plain, CL_SAMPLER_PROPERTIES).empty());
  REQUIRE_CL(clRetainSampler(plain));
  CHECK(info<cl_uint>(clGetSamplerInfo, plain, CL_SAMPLER_REFERENCE_COUNT) == 2);
  REQUIRE_CL(clReleaseSampler(plain));
  checkInfoSizeRules(clGetSamplerInfo, plain, CL_SAMPLER_ADDRESSING_MODE);
  REQUIRE_CL_ERR(CL_INVALID_VALUE,
                 clGetSamplerInfo(plain, CL_IMAGE_WIDTH, sizeof(size_t), nullptr, nullptr));

  // With properties: what is not given takes the defaults (normalized, clamp, nearest), and the
  // properties are returned as given.
  const cl_sampler_properties props[] = {CL_SAMPLER_ADDRESSING_MODE, CL_ADDRESS_REPEAT, 0};
  Sampler withProps(clCreateSamplerWithProperties(env.context, props, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_bool>(clGetSamplerInfo, withProps, CL_SAMPLER_NORMALIZED_COORDS) == CL_TRUE);
  CHECK(info<cl_addressing_mode>(clGetSamplerInfo, withProps, CL_SAMPLER_ADDRESSING_MODE) ==
        CL_ADDRESS_REPEAT);
  CHECK(info<cl_filter_mode>(clGetSamplerInfo, withProps, CL_SAMPLER_FILTER_MODE) ==
        CL_FILTER_NEAREST);
  const auto given =
      infoArray<cl_sampler_properties>(clGetSamplerInfo, withProps, CL_SAMPLER_PROPERTIES);
  CHECK(given == std::vector<cl_sampler_properties>(props, props + 3));
  Sampler defaults(clCreateSamplerWithProperties(env.context, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(info<cl_addressing_mode>(clGetSamplerInfo, defaults, CL_SAMPLER_ADDRESSING_MODE) ==
        CL_ADDRESS_CLAMP);
}

// PoCL 3.1 accepts unknown and repeated sampler properties.
TEST_CASE("bad sampler settings and properties get CL_INVALID_VALUE",
          "[.images][sampler][pocl-bug]") {
  Env env;
  cl_int err = CL_SUCCESS;
  auto fails = [&](cl_sampler sampler) {
    if (sampler)
      clReleaseSampler(sampler);
    return sampler == nullptr;
  };
  CHECK(fails(clCreateSampler(env.context, CL_TRUE, 0x1234, CL_FILTER_NEAREST, &err)));
  CHECK(err == CL_INVALID_VALUE);
  CHECK(fails(clCreateSampler(env.context, CL_TRUE, CL_ADDRESS_CLAMP, 0x1234, &err)));
  CHECK(err == CL_INVALID_VALUE);
  CHECK(fails(clCreateSampler(env.context, 7, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err)));
  CHECK(err == CL_INVALID_VALUE);
  CHECK(fails(clCreateSampler(nullptr, CL_TRUE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err)));
  CHECK(err == CL_INVALID_CONTEXT);
  const cl_sampler_properties unknown[] = {0x4242, 1, 0};
  CHECK(fails(clCreateSamplerWithProperties(env.context, unknown, &err)));
  CHECK(err == CL_INVALID_VALUE);
  const cl_sampler_properties twice[] = {CL_SAMPLER_FILTER_MODE, CL_FILTER_LINEAR,
                                         CL_SAMPLER_FILTER_MODE, CL_FILTER_NEAREST, 0};
  CHECK(fails(clCreateSamplerWithProperties(env.context, twice, &err)));
  CHECK(err == CL_INVALID_VALUE);
  const cl_sampler_properties badValue[] = {CL_SAMPLER_ADDRESSING_MODE, 99, 0};
  CHECK(fails(clCreateSamplerWithProperties(env.context, badValue, &err)));
  CHECK(err == CL_INVALID_VALUE);
  CHECK(clRetainSampler(nullptr) == CL_INVALID_SAMPLER);
  CHECK(clReleaseSampler(nullptr) == CL_INVALID_SAMPLER);
  cl_uint count = 0;
  CHECK(clGetSamplerInfo(nullptr, CL_SAMPLER_REFERENCE_COUNT, sizeof count, &count, nullptr) ==
        CL_INVALID_SAMPLER);
}

TEST_CASE("image and sampler kernel arguments - type / access and handle checks",
          "[.images][sampler]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    kernel void take(read_only image2d_t in, write_only image3d_t out, sampler_t s,
                     global int* done) {
      done[get_global_id(0)] = 1;
    })");
  Kernel kernel = makeKernel(program, "take");
  Mem flat =
      makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 4, 4), CL_MEM_READ_ONLY);
  Mem cube = makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE3D, 4, 4, 4));
  Mem writeOnly =
      makeImage(env.context, kRgba8, imageDesc(CL_MEM_OBJECT_IMAGE2D, 4, 4), CL_MEM_WRITE_ONLY);
  Mem buffer = makeBuffer(env.context, 64);
  cl_int err = CL_OUT_OF_RESOURCES;
  Sampler sampler(clCreateSampler(env.context, CL_TRUE, CL_ADDRESS_CLAMP, CL_FILTER_NEAREST, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  cl_mem m = flat;
  cl_sampler s = sampler;
  // The wrong type of image, a buffer, a write-only image for a read-only argument.
  m = cube;
  CHECK(clSetKernelArg(kernel, 0, sizeof m, &m) == CL_INVALID_MEM_OBJECT);
  m = buffer;
  CHECK(clSetKernelArg(kernel, 0, sizeof m, &m) == CL_INVALID_MEM_OBJECT);
  m = writeOnly;
  CHECK(clSetKernelArg(kernel, 0, sizeof m, &m) == CL_INVALID_ARG_VALUE);
  m = flat;
  CHECK(clSetKernelArg(kernel, 0, 4, &m) == CL_INVALID_ARG_SIZE);
  CHECK(clSetKernelArg(kernel, 1, sizeof m, &m) == CL_INVALID_MEM_OBJECT);
  CHECK(clSetKernelArg(kernel, 2, sizeof m, &m) == CL_INVALID_SAMPLER);
  CHECK(clSetKernelArg(kernel, 2, 4, &s) == CL_INVALID_ARG_SIZE);
  // An image in a buffer argument.
  CHECK(clSetKernelArg(kernel, 3, sizeof m, &m) == CL_INVALID_MEM_OBJECT);
  // The right ones, and a launch that holds them.
  m = flat;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  m = cube;
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof s, &s));
  m = buffer;
  REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof m, &m));
  const size_t global = 16;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<int>(env.queue, buffer, 16) == std::vector<int>(16, 1));
  // A released image is not taken.
  m = writeOnly;
  cl_mem released = writeOnly.release();
  REQUIRE_CL(clReleaseMemObject(released));
  CHECK(clSetKernelArg(kernel, 0, sizeof released, &released) == CL_INVALID_MEM_OBJECT);
}
