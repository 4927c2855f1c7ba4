// matrix_multiply: C = A * B for row-major float matrices, naively, one work-item per element of
// C on a 2-D NDRange. The shapes differ from each other so a swapped index or dimension shows.
// Each element is compared with a double-precision host product; the tolerance is the worst-case
// error bound of summing K float products in any order, K * FLT_EPSILON * sum_k |a_ik * b_kj|,
// which holds with or without fused multiply-adds.
#include "example_util.hpp"

#include <cfloat>
#include <cmath>
#include <cstdio>
#include <vector>

namespace {

constexpr size_t kM = 384; // rows of A and C
constexpr size_t kK = 256; // columns of A, rows of B
constexpr size_t kN = 320; // columns of B and C

constexpr const char* kSource = R"CLC(
__kernel void matrix_multiply(__global const float* a, __global const float* b,
                              __global float* c, uint k) {
  size_t col = get_global_id(0);
  size_t row = get_global_id(1);
  size_t n = get_global_size(0);
  float sum = 0.0f;
  for (uint i = 0; i < k; ++i)
    sum += a[row * k + i] * b[i * n + col];
  c[row * n + col] = sum;
}
)CLC";

} // namespace

int main(int argc, char** argv) {
  example::Session session;
  example::openSession(session, argc, argv);

  std::vector<float> a(kM * kK), b(kK * kN), c(kM * kN, 0.0f);
  for (size_t i = 0; i < a.size(); ++i)
    a[i] = static_cast<float>((i * 7919) % 2001) / 1000.0f - 1.0f;
  for (size_t i = 0; i < b.size(); ++i)
    b[i] = static_cast<float>((i * 104729) % 1999) / 999.0f - 1.0f;

  cl_mem bufA =
      example::createBuffer(session, CL_MEM_READ_ONLY, a.size() * sizeof(float), a.data());
  cl_mem bufB =
      example::createBuffer(session, CL_MEM_READ_ONLY, b.size() * sizeof(float), b.data());
  cl_mem bufC =
      example::createBuffer(session, CL_MEM_WRITE_ONLY, c.size() * sizeof(float), nullptr);
  cl_program program = example::buildProgram(session, kSource);
  cl_kernel kernel = example::createKernel(program, "matrix_multiply");
  example::setArg(kernel, 0, bufA);
  example::setArg(kernel, 1, bufB);
  example::setArg(kernel, 2, bufC);
  example::setArg(kernel, 3, static_cast<cl_uint>(kK));

  const size_t global[2] = {kN, kM};
  example::check(clEnqueueNDRangeKernel(session.queue, kernel, 2, nullptr, global, nullptr, 0,
                                        nullptr, nullptr),
                 "clEnqueueNDRangeKernel");
  example::check(clEnqueueReadBuffer(session.queue, bufC, CL_TRUE, 0, c.size() * sizeof(float),
                                     c.data(), 0, nullptr, nullptr),
                 "clEnqueueReadBuffer");

  size_t wrong = 0;
  for (size_t row = 0; row < kM; ++row) {
    for (size_t col = 0; col < kN; ++col) {
      double exact = 0.0, magnitude = 0.0;
      for (size_t i = 0; i < kK; ++i) {
        const double product = static_cast<double>(a[row * kK + i]) * b[i * kN + col];
        exact += product;
        magnitude += std::fabs(product);
      }
      const double tolerance = kK * FLT_EPSILON * magnitude;
      const float got = c[row * kN + col];
      if (!(std::fabs(got - exact) <= tolerance) && ++wrong <= 10)
        std::printf("c[%zu][%zu] = %.9g, expected %.9g (tolerance %.3g)\n", row, col, got, exact,
                    tolerance);
    }
  }

  example::check(clReleaseKernel(kernel), "clReleaseKernel");
  example::check(clReleaseProgram(program), "clReleaseProgram");
  for (cl_mem buffer : {bufA, bufB, bufC})
    example::check(clReleaseMemObject(buffer), "clReleaseMemObject");

  if (wrong != 0) {
    std::printf("matrix_multiply: %zu of %zu elements wrong on %s\n", wrong, c.size(),
                session.platformName.c_str());
    return 1;
  }
  std::printf("matrix_multiply: %zux%zu * %zux%zu OK on %s\n", kM, kK, kK, kN,
              session.platformName.c_str());
  return 0;
}
