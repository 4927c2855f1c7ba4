// Image benchmarks: a bilinear resize through a linear sampler with normalized coordinates, a 3x3
// filter reading an image2d_t through a nearest sampler, and the bandwidth of write_imagef. All
// three work on RGBA images of 8-bit normalized channels (CL_RGBA, CL_UNORM_INT8), the format of
// video frames and photographs, with a pixel per work-item. Results are compared with a host
// reference computed in double, within one 8-bit code (filtering's weights and the rounding of
// ties may differ by that between implementations; the spec allows more).
#include "benchmarks.hpp"

#include "native_kernels.hpp"
#include "runs.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

namespace bench {

namespace {

constexpr size_t kChannels = 4; // RGBA
constexpr int kTolerance = 1;   // 8-bit codes a result may differ from the reference

constexpr const char* kImageSource = R"CLC(
__constant sampler_t bilinear =
    CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_LINEAR;
__constant sampler_t nearest =
    CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

__kernel void resize(__read_only image2d_t src, __write_only image2d_t dst) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  float2 c = (float2)((x + 0.5f) / get_image_width(dst), (y + 0.5f) / get_image_height(dst));
  write_imagef(dst, (int2)(x, y), read_imagef(src, bilinear, c));
}

__kernel void filter3x3(__read_only image2d_t src, __write_only image2d_t dst,
                        __constant float* weights) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  float4 sum = (float4)(0.0f);
  for (int j = -1; j <= 1; ++j)
    for (int i = -1; i <= 1; ++i)
      sum += weights[(j + 1) * 3 + i + 1] * read_imagef(src, nearest, (int2)(x + i, y + j));
  write_imagef(dst, (int2)(x, y), sum);
}

__kernel void pattern(__write_only image2d_t dst) {
  int x = (int)get_global_id(0), y = (int)get_global_id(1);
  write_imagef(dst, (int2)(x, y), (float4)(x & 255, y & 255, (x + y) & 255, 255) / 255.0f);
}
)CLC";

/// A 3x3 Gaussian: powers of two over 16, summing to 1.
constexpr float kWeights[9] = {1.0f / 16, 2.0f / 16, 1.0f / 16, 2.0f / 16, 4.0f / 16,
                               2.0f / 16, 1.0f / 16, 2.0f / 16, 1.0f / 16};

/// An RGBA8 image: width × height texels of four bytes, rows packed.
struct Picture {
  size_t width = 0, height = 0;
  std::vector<uint8_t> texels;
};

/// A picture with smooth gradients and some noise, so that filtering has work to do.
Picture makePicture(size_t width, size_t height, uint64_t stream) {
  Picture picture{width, height, std::vector<uint8_t>(width * height * kChannels)};
  for (size_t y = 0; y < height; ++y)
    for (size_t x = 0; x < width; ++x)
      for (size_t c = 0; c < kChannels; ++c) {
        const size_t i = (y * width + x) * kChannels + c;
        const double wave = 0.5 + 0.4 * std::sin(0.013 * double(x + 17 * c) + 0.021 * double(y));
        picture.texels[i] = uint8_t(
            std::lround(255.0 * std::clamp(wave + 0.1 * (unitHash(i, stream) - 0.5), 0.0, 1.0)));
      }
  return picture;
}

/// A value in [0, 1] as the 8-bit code write_imagef stores (round to nearest).
uint8_t toCode(double value) { return uint8_t(std::lround(255.0 * std::clamp(value, 0.0, 1.0))); }

/// One axis of a linear sampler with normalized coordinates and CLAMP_TO_EDGE (OpenCL C §8.2):
/// texels i0 and i1 and the weight of i1, for the output pixel `o` of `outSize`.
struct Tap {
  size_t i0, i1;
  double a;
};
Tap bilinearTap(size_t o, size_t outSize, size_t inSize) {
  const double u = (double(o) + 0.5) / double(outSize) * double(inSize) - 0.5;
  const double floor = std::floor(u);
  const auto edge = [&](double i) { return size_t(std::clamp(i, 0.0, double(inSize - 1))); };
  return {edge(floor), edge(floor + 1), u - floor};
}

Picture resizeReference(const Picture& in, size_t width, size_t height) {
  Picture out{width, height, std::vector<uint8_t>(width * height * kChannels)};
  for (size_t y = 0; y < height; ++y) {
    const Tap row = bilinearTap(y, height, in.height);
    for (size_t x = 0; x < width; ++x) {
      const Tap column = bilinearTap(x, width, in.width);
      for (size_t c = 0; c < kChannels; ++c) {
        auto at = [&](size_t tx, size_t ty) {
          return in.texels[(ty * in.width + tx) * kChannels + c] / 255.0;
        };
        const double top =
            (1 - column.a) * at(column.i0, row.i0) + column.a * at(column.i1, row.i0);
        const double bottom =
            (1 - column.a) * at(column.i0, row.i1) + column.a * at(column.i1, row.i1);
        out.texels[(y * width + x) * kChannels + c] = toCode((1 - row.a) * top + row.a * bottom);
      }
    }
  }
  return out;
}

Picture filterReference(const Picture& in) {
  Picture out{in.width, in.height, std::vector<uint8_t>(in.texels.size())};
  const auto edge = [](size_t i, int d, size_t size) {
    return size_t(std::clamp<long>(long(i) + d, 0, long(size) - 1));
  };
  for (size_t y = 0; y < in.height; ++y)
    for (size_t x = 0; x < in.width; ++x)
      for (size_t c = 0; c < kChannels; ++c) {
        double sum = 0;
        for (int j = -1; j <= 1; ++j)
          for (int i = -1; i <= 1; ++i)
            sum += double(kWeights[(j + 1) * 3 + i + 1]) *
                   in.texels[(edge(y, j, in.height) * in.width + edge(x, i, in.width)) * kChannels +
                             c] /
                   255.0;
        out.texels[(y * in.width + x) * kChannels + c] = toCode(sum);
      }
  return out;
}

Picture patternReference(size_t width, size_t height) {
  Picture out{width, height, std::vector<uint8_t>(width * height * kChannels)};
  for (size_t y = 0; y < height; ++y)
    for (size_t x = 0; x < width; ++x) {
      uint8_t* texel = &out.texels[(y * width + x) * kChannels];
      texel[0] = uint8_t(x & 255);
      texel[1] = uint8_t(y & 255);
      texel[2] = uint8_t((x + y) & 255);
      texel[3] = 255;
    }
  return out;
}

/// Throws unless every code of `got` is within kTolerance of `expected`'s.
void verifyPicture(const uint8_t* got, const Picture& expected, const char* name) {
  const size_t row = expected.width * kChannels;
  verifyElements(
      expected.texels.size(),
      [&](size_t i) { return std::abs(int(got[i]) - int(expected.texels[i])) > kTolerance; },
      [&](size_t i) {
        const std::string texel = "(" + std::to_string(i % row / kChannels) + ", " +
                                  std::to_string(i / row) + ") channel " +
                                  std::to_string(i % kChannels);
        return describeValue(std::string(name) + " texel " + texel, i, got[i], expected.texels[i]);
      });
}

void requireImages(const Target& target) {
  cl_bool images = CL_FALSE;
  check(clGetDeviceInfo(target.device, CL_DEVICE_IMAGE_SUPPORT, sizeof images, &images, nullptr),
        "clGetDeviceInfo");
  if (!images)
    throw Unsupported("the device reports no image support (CL_DEVICE_IMAGE_SUPPORT)");
}

Handle<cl_mem> createPicture(const Target& target, cl_mem_flags flags, size_t width, size_t height,
                             const void* host = nullptr) {
  const cl_image_format format{CL_RGBA, CL_UNORM_INT8};
  cl_image_desc desc{};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = width;
  desc.image_height = height;
  cl_int error = CL_SUCCESS;
  cl_mem image = clCreateImage(target.context.get(), flags | (host ? CL_MEM_COPY_HOST_PTR : 0),
                               &format, &desc, const_cast<void*>(host), &error);
  check(error, "clCreateImage");
  return Handle<cl_mem>(image);
}

std::vector<uint8_t> readPicture(const Target& target, cl_mem image, size_t width, size_t height) {
  std::vector<uint8_t> texels(width * height * kChannels);
  const size_t origin[3] = {0, 0, 0}, region[3] = {width, height, 1};
  check(clEnqueueReadImage(target.queue.get(), image, CL_TRUE, origin, region, 0, 0, texels.data(),
                           0, nullptr, nullptr),
        "clEnqueueReadImage");
  return texels;
}

/// Builds `kernel` of the image program, lets `setArgs` set its arguments from `cl`'s images and
/// buffers, runs it once over `width` × `height` and checks the picture in cl.buffers[`output`].
std::unique_ptr<Run> prepareImageKernel(const Target& target, ClObjects cl, const char* kernel,
                                        size_t output, const Picture& expected, double work) {
  buildKernels(target, cl, kImageSource, {kernel});
  cl_kernel k = cl.kernels[0].get();
  for (cl_uint i = 0; i < cl.buffers.size(); ++i) {
    cl_mem argument = cl.buffers[i].get();
    check(clSetKernelArg(k, i, sizeof argument, &argument), "clSetKernelArg");
  }
  const size_t global[2] = {expected.width, expected.height};
  enqueue(target, k, 2, global);
  verifyPicture(
      readPicture(target, cl.buffers[output].get(), expected.width, expected.height).data(),
      expected, kernel);
  return kernelRun(target, std::move(cl), 2, global, nullptr, work);
}

/// An input picture and the result the row's kernel must make of it.
struct PictureProblem {
  Picture in, expected;
};

double megapixels(const Picture& picture) { return double(picture.width * picture.height) / kMega; }

/// A resize or filter row on a platform: `in` in a read-only image, the result in a write-only
/// image of `expected`'s size, then, with `weights`, the filter's weights in a buffer.
std::unique_ptr<Run> preparePictureKernel(const Target& t, const PictureProblem& p,
                                          const char* kernel, bool weights) {
  requireImages(t);
  ClObjects cl;
  cl.buffers.push_back(
      createPicture(t, CL_MEM_READ_ONLY, p.in.width, p.in.height, p.in.texels.data()));
  cl.buffers.push_back(createPicture(t, CL_MEM_WRITE_ONLY, p.expected.width, p.expected.height));
  if (weights)
    cl.buffers.push_back(createBuffer(t, CL_MEM_READ_ONLY, sizeof kWeights, kWeights));
  return prepareImageKernel(t, std::move(cl), kernel, 1, p.expected, megapixels(p.expected));
}

/// A resize or filter row natively: `step` writes the result of `problem`'s input.
std::unique_ptr<Run> nativePictureRun(const Lazy<PictureProblem>& problem,
                                      void (*step)(const PictureProblem&, uint8_t*),
                                      const char* name) {
  const PictureProblem& p = problem.get();
  auto out = std::make_shared<std::vector<uint8_t>>(p.expected.texels.size());
  return nativeRun([problem, out, step] { step(problem.get(), out->data()); },
                   [&] { verifyPicture(out->data(), p.expected, name); }, megapixels(p.expected));
}

} // namespace

std::vector<Benchmark> imageBenchmarks(const Sizes& sizes) {
  std::vector<Benchmark> list;
  const size_t width = sizes.imageWidth, height = sizes.imageHeight;
  const std::string size = std::to_string(width) + "x" + std::to_string(height);

  // The resize doubles a picture of half the size in each direction.
  const Lazy<PictureProblem> resize([width, height] {
    Picture in = makePicture(width / 2, height / 2, 1);
    Picture expected = resizeReference(in, width, height);
    return PictureProblem{std::move(in), std::move(expected)};
  });
  list.push_back(
      {"image/resize", "bilinear resize to " + size + " RGBA8, linear sampler", "Mpixel/s", true,
       sizes.computeRepetitions,
       [resize](const Target& t) { return preparePictureKernel(t, resize.get(), "resize", false); },
       [resize] {
         return nativePictureRun(
             resize,
             [](const PictureProblem& p, uint8_t* out) {
               native::resizeBilinear(p.in.texels.data(), p.in.width, p.in.height, out,
                                      p.expected.width, p.expected.height);
             },
             "resize");
       }});

  const Lazy<PictureProblem> filter([width, height] {
    Picture in = makePicture(width, height, 2);
    Picture expected = filterReference(in);
    return PictureProblem{std::move(in), std::move(expected)};
  });
  list.push_back({"image/filter", "3x3 filter of " + size + " RGBA8, nearest sampler", "Mpixel/s",
                  true, sizes.computeRepetitions,
                  [filter](const Target& t) {
                    return preparePictureKernel(t, filter.get(), "filter3x3", true);
                  },
                  [filter] {
                    return nativePictureRun(
                        filter,
                        [](const PictureProblem& p, uint8_t* out) {
                          native::filter3x3(p.in.texels.data(), out, p.in.width, p.in.height,
                                            kWeights);
                        },
                        "filter");
                  }});

  const Lazy<Picture> pattern([width, height] { return patternReference(width, height); });
  const double bytes = double(width * height * kChannels);
  list.push_back(
      {"image/write", "write_imagef of " + size + " RGBA8", "GB/s", true, sizes.streamRepetitions,
       [pattern, bytes](const Target& t) {
         requireImages(t);
         const Picture& p = pattern.get();
         ClObjects cl;
         cl.buffers.push_back(createPicture(t, CL_MEM_WRITE_ONLY, p.width, p.height));
         return prepareImageKernel(t, std::move(cl), "pattern", 0, p, bytes / kGiga);
       },
       [pattern, bytes] {
         const Picture& p = pattern.get();
         auto out = std::make_shared<std::vector<uint8_t>>(p.texels.size());
         return nativeRun([out, width = p.width,
                           height = p.height] { native::writePattern(out->data(), width, height); },
                          [&] { verifyPicture(out->data(), p, "pattern"); }, bytes / kGiga);
       }});
  return list;
}

} // namespace bench
