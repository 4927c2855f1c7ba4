// saxpy: y[i] = a * x[i] + y[i] over 2^20 floats. OpenCL C lets the compiler contract a*x+y into
// one fused multiply-add (FP_CONTRACT is on by default), so a result may be rounded once or twice;
// both lie within one float epsilon of |a*x| + |y| of the exact value, the tolerance checked here.
#include "example_util.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

namespace {

constexpr size_t kCount = size_t{1} << 20;
constexpr float kA = 2.5f;

constexpr const char* kSource = R"CLC(
__kernel void saxpy(float a, __global const float* x, __global float* y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
)CLC";

} // namespace

int main(int argc, char** argv) {
  example::Session session;
  example::openSession(session, argc, argv);

  std::vector<float> x(kCount), y(kCount), result(kCount, 0.0f);
  for (size_t i = 0; i < kCount; ++i) {
    x[i] = std::sin(static_cast<float>(i) * 0.001f) * 100.0f;
    y[i] = static_cast<float>(i % 4096) * 0.01f - 20.0f;
  }

  const size_t bytes = kCount * sizeof(float);
  cl_mem bufX = example::createBuffer(session, CL_MEM_READ_ONLY, bytes, x.data());
  cl_mem bufY = example::createBuffer(session, CL_MEM_READ_WRITE, bytes, y.data());
  cl_program program = example::buildProgram(session, kSource);
  cl_kernel kernel = example::createKernel(program, "saxpy");
  example::setArg(kernel, 0, kA);
  example::setArg(kernel, 1, bufX);
  example::setArg(kernel, 2, bufY);

  const size_t global = kCount;
  example::check(clEnqueueNDRangeKernel(session.queue, kernel, 1, nullptr, &global, nullptr, 0,
                                        nullptr, nullptr),
                 "clEnqueueNDRangeKernel");
  example::check(clEnqueueReadBuffer(session.queue, bufY, CL_TRUE, 0, bytes, result.data(), 0,
                                     nullptr, nullptr),
                 "clEnqueueReadBuffer");

  size_t wrong = 0;
  for (size_t i = 0; i < kCount; ++i) {
    const double product = static_cast<double>(kA) * x[i];
    const double exact = product + y[i];
    const double tolerance = FLT_EPSILON * (std::fabs(product) + std::fabs(y[i]));
    if (!(std::fabs(result[i] - exact) <= tolerance) && ++wrong <= 10)
      std::printf("y[%zu] = %.9g, expected %.9g (tolerance %.3g)\n", i, result[i], exact,
                  tolerance);
  }

  example::check(clReleaseKernel(kernel), "clReleaseKernel");
  example::check(clReleaseProgram(program), "clReleaseProgram");
  example::check(clReleaseMemObject(bufX), "clReleaseMemObject");
  example::check(clReleaseMemObject(bufY), "clReleaseMemObject");

  if (wrong != 0) {
    std::printf("saxpy: %zu of %zu elements wrong on %s\n", wrong, kCount,
                session.platformName.c_str());
    return 1;
  }
  std::printf("saxpy: %zu elements OK on %s\n", kCount, session.platformName.c_str());
  return 0;
}
