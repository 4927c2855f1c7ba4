// mandelbrot: escape-iteration counts of a 1024x768 view of the Mandelbrot set, one work-item per
// pixel on a 2-D NDRange. Near the set's boundary the orbit is chaotic, so a single different
// rounding (a fused multiply-add the device's compiler may form, which the host's may not) can
// change a pixel's count. About 0.1-0.25% of this view's pixels are that sensitive (measured with
// PoCL against hosts built with and without FMA), so up to 0.5% may differ from the host; a wrong
// kernel or launch changes the set's interior, nearly a fifth of the image.
#include "example_util.hpp"

#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace {

constexpr size_t kWidth = 1024;
constexpr size_t kHeight = 768;
constexpr uint32_t kMaxIterations = 256;
constexpr float kX0 = -2.25f, kY0 = -1.25f, kScale = 2.5f / kHeight;
constexpr double kMaxDifferingFraction = 0.005;

constexpr const char* kSource = R"CLC(
__kernel void mandelbrot(__global uint* counts, float x0, float y0, float scale, uint maxIter) {
  size_t px = get_global_id(0);
  size_t py = get_global_id(1);
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
  counts[py * get_global_size(0) + px] = n;
}
)CLC";

/// The host reference, the same arithmetic as the kernel.
uint32_t escapeCount(size_t px, size_t py) {
  const float cr = kX0 + static_cast<float>(px) * kScale;
  const float ci = kY0 + static_cast<float>(py) * kScale;
  float zr = 0.0f, zi = 0.0f;
  uint32_t n = 0;
  while (n < kMaxIterations && zr * zr + zi * zi <= 4.0f) {
    const float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++n;
  }
  return n;
}

} // namespace

int main(int argc, char** argv) {
  example::Session session;
  example::openSession(session, argc, argv);

  const size_t pixels = kWidth * kHeight;
  const size_t bytes = pixels * sizeof(uint32_t);
  std::vector<uint32_t> counts(pixels, 0);
  cl_mem bufCounts = example::createBuffer(session, CL_MEM_WRITE_ONLY, bytes, nullptr);
  cl_program program = example::buildProgram(session, kSource);
  cl_kernel kernel = example::createKernel(program, "mandelbrot");
  example::setArg(kernel, 0, bufCounts);
  example::setArg(kernel, 1, kX0);
  example::setArg(kernel, 2, kY0);
  example::setArg(kernel, 3, kScale);
  example::setArg(kernel, 4, cl_uint{kMaxIterations});

  const size_t global[2] = {kWidth, kHeight};
  example::check(clEnqueueNDRangeKernel(session.queue, kernel, 2, nullptr, global, nullptr, 0,
                                        nullptr, nullptr),
                 "clEnqueueNDRangeKernel");
  example::check(clEnqueueReadBuffer(session.queue, bufCounts, CL_TRUE, 0, bytes, counts.data(), 0,
                                     nullptr, nullptr),
                 "clEnqueueReadBuffer");

  // Some differences are expected, so the first few are only shown when there are too many.
  size_t differing = 0;
  std::string firstDifferences;
  for (size_t py = 0; py < kHeight; ++py) {
    for (size_t px = 0; px < kWidth; ++px) {
      const uint32_t expected = escapeCount(px, py);
      const uint32_t got = counts[py * kWidth + px];
      if (got != expected && ++differing <= 10)
        firstDifferences += "pixel (" + std::to_string(px) + ", " + std::to_string(py) +
                            "): " + std::to_string(got) + " iterations, host " +
                            std::to_string(expected) + "\n";
    }
  }

  example::check(clReleaseKernel(kernel), "clReleaseKernel");
  example::check(clReleaseProgram(program), "clReleaseProgram");
  example::check(clReleaseMemObject(bufCounts), "clReleaseMemObject");

  const auto allowed = static_cast<size_t>(kMaxDifferingFraction * pixels);
  if (differing > allowed) {
    std::printf("%s", firstDifferences.c_str());
    std::printf("mandelbrot: %zu of %zu pixels differ (at most %zu allowed) on %s\n", differing,
                pixels, allowed, session.platformName.c_str());
    return 1;
  }
  std::printf("mandelbrot: %zux%zu pixels OK (%zu boundary pixels differ by rounding) on %s\n",
              kWidth, kHeight, differing, session.platformName.c_str());
  return 0;
}
