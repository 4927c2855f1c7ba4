// Barriers in 2D groups as tiled kernels use them: data written by one row of work-items and read
// by another, values one work-item leaves for all, __local atomics between barriers, a tree
// reduction whose steps branch on the work-item, and ids made before a barrier and used after
// it. On Weft, a kernel with barriers in a loop runs groups of exactly 16x16 (with 16 floats to a
// vector) as one vector step without regions, and every other group through its regions: the
// exchange kernel runs in groups of both kinds, in one launch where the global size leaves
// smaller groups at the edges.
#include "cl_test.hpp"

using namespace weft_test;

namespace {

/// The value the tests feed work-item (x, y) of a w-wide range.
cl_int inputAt(size_t x, size_t y, size_t w) {
  return static_cast<cl_int>((y * w + x) * 37 % 19) - 9;
}

} // namespace

TEST_CASE("ids made before a barrier from transposed group ids are used after it", "[barrier]") {
  // The group and local ids live across the barrier, and are made again after it in whatever
  // order their uses need (a wrong order once left a use before its definition).
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void transpose(__global const int* a, __global int* c, uint n) {
      __local int t[16][16];
      size_t lx = get_local_id(0), ly = get_local_id(1), size = get_local_size(0);
      size_t col = get_group_id(1) * size + lx, row = get_group_id(0) * size + ly;
      t[ly][lx] = a[row * n + col];
      barrier(CLK_LOCAL_MEM_FENCE);
      c[row * n + col] = t[lx][ly];
    })");
  Kernel kernel = makeKernel(program, "transpose");
  const cl_uint n = 48;
  std::vector<cl_int> input(n * n);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = inputAt(i % n, i / n, n);
  Mem in = makeBuffer(env.context, input.size() * sizeof(cl_int),
                      CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.data());
  Mem out = makeBuffer(env.context, input.size() * sizeof(cl_int));
  cl_mem mi = in, mo = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof mi, &mi));
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof mo, &mo));
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof n, &n));
  for (size_t size : {16, 8, 4}) {
    INFO("local size " << size << "x" << size);
    const size_t global[2] = {n, n}, local[2] = {size, size};
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr, nullptr));
    std::vector<cl_int> values = readBuffer<cl_int>(env.queue, out, n * n);
    // Work-item (lx, ly) of group (gx, gy) reads what (ly, lx) wrote.
    for (size_t row = 0; row < n; ++row)
      for (size_t col = 0; col < n; ++col) {
        const size_t gx = row / size, ly = row % size, gy = col / size, lx = col % size;
        INFO("row " << row << " col " << col);
        REQUIRE(values[row * n + col] == input[(gx * size + lx) * n + gy * size + ly]);
      }
  }
}
