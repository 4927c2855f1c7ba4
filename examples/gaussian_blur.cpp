// gaussian_blur: a 5x5 Gaussian blur of a generated 640x480 picture, through OpenCL images. The
// picture is 8-bit RGBA (CL_RGBA, CL_UNORM_INT8) in a read-only image, read by read_imagef with
// a nearest sampler whose CLAMP_TO_EDGE repeats the border texels, and the result is written with
// write_imagef into a write-only image. A host reference computes the same blur in double; every
// channel must be within one 8-bit code of it (the kernel sums in float, and a sum at a code's
// midpoint may round either way). With a second argument, the blurred picture is written there
// as a PPM file.
#include "example_util.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

constexpr size_t kWidth = 640, kHeight = 480;
/// The binomial weights 1 4 6 4 1 of each axis; the 2D weight is their product over 256.
constexpr int kTaps[5] = {1, 4, 6, 4, 1};

constexpr const char* kSource = R"CLC(
__constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                            CLK_FILTER_NEAREST;

__kernel void blur(__read_only image2d_t in, __write_only image2d_t out) {
  const int2 p = (int2)(get_global_id(0), get_global_id(1));
  const float taps[5] = {1.0f, 4.0f, 6.0f, 4.0f, 1.0f};
  float4 sum = (float4)(0.0f);
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx)
      sum += taps[dy + 2] * taps[dx + 2] * read_imagef(in, edge, p + (int2)(dx, dy));
  write_imagef(out, p, sum / 256.0f);
}
)CLC";

/// A picture with something to blur: colour gradients, a bright disc and a fine checkerboard.
std::vector<uint8_t> makePicture() {
  std::vector<uint8_t> texels(kWidth * kHeight * 4);
  for (size_t y = 0; y < kHeight; ++y)
    for (size_t x = 0; x < kWidth; ++x) {
      uint8_t* t = &texels[(y * kWidth + x) * 4];
      const double dx = double(x) - 320.0, dy = double(y) - 240.0;
      const bool disc = dx * dx + dy * dy < 120.0 * 120.0;
      const bool check = ((x / 4) + (y / 4)) % 2 == 0;
      t[0] = uint8_t(disc ? 250 : x * 255 / (kWidth - 1));
      t[1] = uint8_t(disc ? 220 : y * 255 / (kHeight - 1));
      t[2] = uint8_t(check ? 200 : 40);
      t[3] = 255;
    }
  return texels;
}

/// The blur in double, borders clamped as CLAMP_TO_EDGE reads them.
std::vector<uint8_t> blurReference(const std::vector<uint8_t>& in) {
  std::vector<uint8_t> out(in.size());
  auto clampTo = [](long v, size_t size) { return size_t(std::clamp(v, 0L, long(size) - 1)); };
  for (size_t y = 0; y < kHeight; ++y)
    for (size_t x = 0; x < kWidth; ++x)
      for (size_t c = 0; c < 4; ++c) {
        double sum = 0.0;
        for (int dy = -2; dy <= 2; ++dy)
          for (int dx = -2; dx <= 2; ++dx) {
            const size_t sx = clampTo(long(x) + dx, kWidth), sy = clampTo(long(y) + dy, kHeight);
            sum += kTaps[dy + 2] * kTaps[dx + 2] * (in[(sy * kWidth + sx) * 4 + c] / 255.0);
          }
        out[(y * kWidth + x) * 4 + c] = uint8_t(std::lround(sum / 256.0 * 255.0));
      }
  return out;
}

cl_mem createImage(example::Session& session, cl_mem_flags flags, const void* host) {
  const cl_image_format format{CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = kWidth;
  desc.image_height = kHeight;
  cl_int err = CL_SUCCESS;
  cl_mem image = clCreateImage(session.context, flags | (host ? CL_MEM_COPY_HOST_PTR : 0), &format,
                               &desc, const_cast<void*>(host), &err);
  example::check(err, "clCreateImage");
  return image;
}

/// Writes the RGB channels as a binary PPM; false if the file cannot be written.
bool writePpm(const char* path, const std::vector<uint8_t>& texels) {
  std::FILE* file = std::fopen(path, "wb");
  if (!file)
    return false;
  std::fprintf(file, "P6\n%zu %zu\n255\n", kWidth, kHeight);
  for (size_t i = 0; i < kWidth * kHeight; ++i)
    std::fwrite(&texels[i * 4], 1, 3, file);
  return std::fclose(file) == 0;
}

} // namespace

int main(int argc, char** argv) {
  example::Session session;
  example::openSession(session, argc, argv);
  cl_bool images = CL_FALSE;
  example::check(
      clGetDeviceInfo(session.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, nullptr),
      "clGetDeviceInfo");
  if (!images) {
    std::printf("gaussian_blur: %s reports no image support (on Weft: not with WEFT_IMAGES=0)\n",
                session.platformName.c_str());
    return 1;
  }

  const std::vector<uint8_t> picture = makePicture();
  cl_mem in = createImage(session, CL_MEM_READ_ONLY, picture.data());
  cl_mem out = createImage(session, CL_MEM_WRITE_ONLY, nullptr);
  cl_program program = example::buildProgram(session, kSource);
  cl_kernel kernel = example::createKernel(program, "blur");
  example::setArg(kernel, 0, in);
  example::setArg(kernel, 1, out);
  const size_t global[2] = {kWidth, kHeight};
  example::check(clEnqueueNDRangeKernel(session.queue, kernel, 2, nullptr, global, nullptr, 0,
                                        nullptr, nullptr),
                 "clEnqueueNDRangeKernel");
  std::vector<uint8_t> blurred(picture.size());
  const size_t origin[3] = {0, 0, 0}, region[3] = {kWidth, kHeight, 1};
  example::check(clEnqueueReadImage(session.queue, out, CL_TRUE, origin, region, 0, 0,
                                    blurred.data(), 0, nullptr, nullptr),
                 "clEnqueueReadImage");

  const std::vector<uint8_t> expected = blurReference(picture);
  size_t wrong = 0;
  for (size_t i = 0; i < expected.size(); ++i)
    if (std::abs(int(blurred[i]) - int(expected[i])) > 1 && ++wrong <= 10)
      std::printf("texel (%zu, %zu) channel %zu = %d, expected %d\n", i / 4 % kWidth,
                  i / 4 / kWidth, i % 4, blurred[i], expected[i]);

  example::check(clReleaseKernel(kernel), "clReleaseKernel");
  example::check(clReleaseProgram(program), "clReleaseProgram");
  example::check(clReleaseMemObject(in), "clReleaseMemObject");
  example::check(clReleaseMemObject(out), "clReleaseMemObject");

  if (argc > 2 && !writePpm(argv[2], blurred)) {
    std::printf("gaussian_blur: cannot write %s\n", argv[2]);
    return 1;
  }
  if (wrong != 0) {
    std::printf("gaussian_blur: %zu of %zu channels wrong on %s\n", wrong, expected.size(),
                session.platformName.c_str());
    return 1;
  }
  std::printf("gaussian_blur: %zux%zu RGBA8 picture blurred correctly on %s\n", kWidth, kHeight,
              session.platformName.c_str());
  return 0;
}
