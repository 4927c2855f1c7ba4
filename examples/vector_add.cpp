// vector_add: c[i] = a[i] + b[i] over 2^20 floats, checked exactly against the host. A single
// IEEE addition is correctly rounded, so every conforming device gives the host's bits.
#include "example_util.hpp"

#include <cstdio>
#include <vector>

namespace {

constexpr size_t kCount = size_t{1} << 20;

constexpr const char* kSource = R"CLC(
__kernel void vector_add(__global const float* a, __global const float* b, __global float* c) {
  size_t i = get_global_id(0);
  c[i] = a[i] + b[i];
}
)CLC";

} // namespace

int main(int argc, char** argv) {
  example::Session session;
  example::openSession(session, argc, argv);

  // Values with fractional parts and mixed signs, all normal numbers so denormal flushing on the
  // device cannot change a result.
  std::vector<float> a(kCount), b(kCount), c(kCount, 0.0f);
  for (size_t i = 0; i < kCount; ++i) {
    a[i] = static_cast<float>(i % 1000) * 0.25f + 1.0f;
    b[i] = static_cast<float>(i % 777) * -0.125f - 3.0f;
  }

  const size_t bytes = kCount * sizeof(float);
  cl_mem bufA = example::createBuffer(session, CL_MEM_READ_ONLY, bytes, a.data());
  cl_mem bufB = example::createBuffer(session, CL_MEM_READ_ONLY, bytes, b.data());
  cl_mem bufC = example::createBuffer(session, CL_MEM_WRITE_ONLY, bytes, nullptr);
  cl_program program = example::buildProgram(session, kSource);
  cl_kernel kernel = example::createKernel(program, "vector_add");
  example::setArg(kernel, 0, bufA);
  example::setArg(kernel, 1, bufB);
  example::setArg(kernel, 2, bufC);

  const size_t global = kCount;
  example::check(clEnqueueNDRangeKernel(session.queue, kernel, 1, nullptr, &global, nullptr, 0,
                                        nullptr, nullptr),
                 "clEnqueueNDRangeKernel");
  example::check(
      clEnqueueReadBuffer(session.queue, bufC, CL_TRUE, 0, bytes, c.data(), 0, nullptr, nullptr),
      "clEnqueueReadBuffer");

  size_t wrong = 0;
  for (size_t i = 0; i < kCount; ++i) {
    const float expected = a[i] + b[i];
    if (c[i] != expected && ++wrong <= 10)
      std::printf("c[%zu] = %.9g, expected %.9g\n", i, c[i], expected);
  }

  example::check(clReleaseKernel(kernel), "clReleaseKernel");
  example::check(clReleaseProgram(program), "clReleaseProgram");
  for (cl_mem buffer : {bufA, bufB, bufC})
    example::check(clReleaseMemObject(buffer), "clReleaseMemObject");

  if (wrong != 0) {
    std::printf("vector_add: %zu of %zu elements wrong on %s\n", wrong, kCount,
                session.platformName.c_str());
    return 1;
  }
  std::printf("vector_add: %zu elements OK on %s\n", kCount, session.platformName.c_str());
  return 0;
}
