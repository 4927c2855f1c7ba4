// Barriers in 2D groups as tiled kernels use them: data written by one row of work-items and read
// by another, values one work-item leaves for all, __local atomics between barriers, a tree
// reduction whose steps branch on the work-item, and ids made before a barrier and used after
// it. On Weft, a kernel with barriers in a loop runs groups of exactly 16x16 (with 16 floats to a
// vector) as one vector step without regions, and every other group through its regions: the
// exchange kernel runs in groups of both kinds, in one launch where the global size leaves
// smaller groups at the edges.
#include "cl_test.hpp"

#include <algorithm>

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

TEST_CASE("rows of a group exchange data, counts and sums across barriers", "[barrier]") {
  Env env;
  // -cl-std=CL3.0: the last groups of a range that is no multiple of the local size are smaller.
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void exchange(__global const int* in, __global int* out, int w) {
      __local int tile[256];
      __local int positive;
      int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
      int sx = (int)get_local_size(0), sy = (int)get_local_size(1);
      int n = sx * sy, lid = ly * sx + lx;
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      int v = in[y * w + x];
      tile[lid] = v;
      if (lid == 0)
        positive = 0;
      barrier(CLK_LOCAL_MEM_FENCE);
      int up = tile[((ly + sy - 1) % sy) * sx + lx];   // another row's value
      int left = tile[ly * sx + (lx + sx - 1) % sx];
      if (v > 0)
        atomic_inc(&positive);
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int s = 1; s < n; s *= 2) {
        int other = lid % (2 * s) == 0 && lid + s < n ? tile[lid + s] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        tile[lid] += other;
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      __global int* mine = out + 4 * (y * w + x);
      mine[0] = up;
      mine[1] = left;
      mine[2] = positive;  // one work-item's count, read by all
      mine[3] = tile[0];
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "exchange");
  // 16x16 groups with 8- and 4-wide or -tall ones at the edges, then other shapes.
  const size_t shapes[][4] = {{16, 16, 40, 36}, {16, 16, 32, 32}, {16, 8, 32, 24}, {8, 8, 24, 16}};
  for (const auto& shape : shapes) {
    const size_t local[2] = {shape[0], shape[1]}, global[2] = {shape[2], shape[3]};
    INFO("local size " << local[0] << "x" << local[1] << ", global " << global[0] << "x"
                       << global[1]);
    const size_t w = global[0], h = global[1];
    std::vector<cl_int> input(w * h);
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x)
        input[y * w + x] = inputAt(x, y, w);
    Mem in = makeBuffer(env.context, input.size() * sizeof(cl_int),
                        CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.data());
    Mem out = makeBuffer(env.context, 4 * input.size() * sizeof(cl_int));
    cl_mem mi = in, mo = out;
    const cl_int width = static_cast<cl_int>(w);
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof mi, &mi));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof mo, &mo));
    REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof width, &width));
    const bool uniform = global[0] % local[0] == 0 && global[1] % local[1] == 0;
    if (!uniform && !deviceInfo<cl_bool>(env.device, CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT)) {
      // An OpenCL 3.0 device may leave them out (PoCL 3.1 does), and must then refuse.
      REQUIRE(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr,
                                     nullptr) == CL_INVALID_WORK_GROUP_SIZE);
      continue;
    }
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr, nullptr));
    std::vector<cl_int> values = readBuffer<cl_int>(env.queue, out, 4 * w * h);
    for (size_t y = 0; y < h; ++y)
      for (size_t x = 0; x < w; ++x) {
        // The group of (x, y) and its size, smaller at the range's edges.
        const size_t x0 = x / local[0] * local[0], y0 = y / local[1] * local[1];
        const size_t sx = std::min(local[0], w - x0), sy = std::min(local[1], h - y0);
        const size_t lx = x - x0, ly = y - y0;
        cl_int positive = 0, sum = 0;
        for (size_t j = 0; j < sy; ++j)
          for (size_t i = 0; i < sx; ++i) {
            const cl_int v = input[(y0 + j) * w + x0 + i];
            positive += v > 0;
            sum += v;
          }
        const cl_int* got = &values[4 * (y * w + x)];
        INFO("x " << x << " y " << y);
        REQUIRE(got[0] == input[(y0 + (ly + sy - 1) % sy) * w + x]);
        REQUIRE(got[1] == input[y * w + x0 + (lx + sx - 1) % sx]);
        REQUIRE(got[2] == positive);
        REQUIRE(got[3] == sum);
      }
  }
}
