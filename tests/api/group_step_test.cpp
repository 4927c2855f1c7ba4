// Barriers in 2D groups as tiled kernels use them: data written by one row of work-items and read
// by another, values one work-item leaves for all, a tree reduction whose steps branch on the
// work-item, a neighbour's write between two reads of the same place, and ids made before a
// barrier and used after it. On Weft, a kernel with barriers in a loop runs groups of exactly 16x16
// (with 16 floats to a vector) as one vector step without regions, and every other group through
// its regions: these kernels run in groups of both kinds, the exchange kernel in one launch where
// the global size leaves smaller groups at the edges.
#include "cl_test.hpp"

#include <algorithm>
#include <string>

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
      __local int last;
      int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
      int sx = (int)get_local_size(0), sy = (int)get_local_size(1);
      int n = sx * sy, lid = ly * sx + lx;
      int x = (int)get_global_id(0), y = (int)get_global_id(1);
      int v = in[y * w + x];
      tile[lid] = v;
      barrier(CLK_LOCAL_MEM_FENCE);
      // Another row's value, and the left neighbour's (the sizes are powers of two).
      int up = tile[((ly + sy - 1) & (sy - 1)) * sx + lx];
      int left = tile[ly * sx + ((lx + sx - 1) & (sx - 1))];
      if (lid == n - 1)
        last = v * 3;
      barrier(CLK_LOCAL_MEM_FENCE);
      for (int s = 1; s < n; s *= 2) {
        int other = (lid & (2 * s - 1)) == 0 && lid + s < n ? tile[lid + s] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        tile[lid] += other;
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      __global int* mine = out + 4 * (y * w + x);
      mine[0] = up;
      mine[1] = left;
      mine[2] = last;  // one work-item's value, read by all
      mine[3] = tile[0];
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "exchange");
  // 16x16 groups with 8- and 4-wide or -tall ones at the edges, then other shapes (the kernel
  // needs powers of two).
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
        cl_int sum = 0;
        for (size_t j = 0; j < sy; ++j)
          for (size_t i = 0; i < sx; ++i)
            sum += input[(y0 + j) * w + x0 + i];
        const cl_int* got = &values[4 * (y * w + x)];
        INFO("x " << x << " y " << y);
        REQUIRE(got[0] == input[(y0 + (ly + sy - 1) % sy) * w + x]);
        REQUIRE(got[1] == input[y * w + x0 + (lx + sx - 1) % sx]);
        REQUIRE(got[2] == input[(y0 + sy - 1) * w + x0 + sx - 1] * 3);
        REQUIRE(got[3] == sum);
      }
  }
}

TEST_CASE("a neighbour's write between a work-item's two reads of one place is seen", "[barrier]") {
  // Work-item i reads place i, a barrier, work-item i-1 writes place i, a barrier, work-item i
  // reads place i again: the second read must not reuse the first, nor a value this work-item
  // wrote there itself, in __local memory and in __global memory alike.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void shift_local(__global const int* in, __global int* out, int steps) {
      __local int buf[257];
      int lid = (int)(get_local_id(1) * get_local_size(0) + get_local_id(0));
      int g = (int)(get_global_id(1) * get_global_size(0) + get_global_id(0));
      buf[lid] = in[g];
      buf[256] = 0;
      int acc = 0;
      for (int s = 0; s < steps; ++s) {
        barrier(CLK_LOCAL_MEM_FENCE);
        int v = buf[lid];
        barrier(CLK_LOCAL_MEM_FENCE);
        buf[lid + 1] = v * 2 + 1;
        barrier(CLK_LOCAL_MEM_FENCE);
        acc += buf[lid];
      }
      out[g] = acc;
    }
    __kernel void shift_global(__global const int* in, __global int* out, int steps) {
      int lid = (int)(get_local_id(1) * get_local_size(0) + get_local_id(0));
      int g = (int)(get_global_id(1) * get_global_size(0) + get_global_id(0));
      __global int* scratch =  // the group's own 512 ints
          out + 512 * (get_group_id(1) * get_num_groups(0) + get_group_id(0));
      int acc = 0;
      for (int s = 0; s < steps; ++s) {
        scratch[lid] = in[g] + s;
        barrier(CLK_GLOBAL_MEM_FENCE);
        scratch[lid + 1] = -s;
        barrier(CLK_GLOBAL_MEM_FENCE);
        acc += scratch[lid];
        barrier(CLK_GLOBAL_MEM_FENCE);
      }
      scratch[256 + lid] = acc;
    })");
  const cl_int steps = 3;
  for (size_t height : {16, 8}) {
    const size_t local[2] = {16, height}, global[2] = {32, 2 * height};
    const size_t groupItems = 16 * height, total = global[0] * global[1];
    INFO("local size 16x" << height);
    std::vector<cl_int> input(total);
    for (size_t i = 0; i < total; ++i)
      input[i] = static_cast<cl_int>(i * 37 % 19) - 9;
    Mem in = makeBuffer(env.context, total * sizeof(cl_int),
                        CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.data());
    const size_t groups = total / groupItems;
    Mem out = makeBuffer(env.context, 512 * groups * sizeof(cl_int));
    cl_mem mi = in, mo = out;
    for (const char* name : {"shift_local", "shift_global"}) {
      INFO(name);
      Kernel kernel = makeKernel(program, name);
      REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof mi, &mi));
      REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof mo, &mo));
      REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof steps, &steps));
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr,
                                        nullptr));
      std::vector<cl_int> values = readBuffer<cl_int>(env.queue, out, 512 * groups);
      const bool isLocal = std::string(name) == "shift_local";
      for (size_t group = 0; group < groups; ++group) {
        // The group's work-items in their linear order, simulated step by step.
        const size_t gx = group % 2, gy = group / 2;
        auto globalOf = [&](size_t lid) {
          return (gy * height + lid / 16) * global[0] + gx * 16 + lid % 16;
        };
        std::vector<cl_int> buf(groupItems + 1, 0), acc(groupItems, 0);
        for (size_t lid = 0; lid < groupItems; ++lid)
          buf[lid] = isLocal ? input[globalOf(lid)] : 0;
        for (cl_int s = 0; s < steps; ++s) {
          std::vector<cl_int> v(groupItems);
          for (size_t lid = 0; lid < groupItems; ++lid)
            v[lid] = isLocal ? buf[lid] : input[globalOf(lid)] + s;
          for (size_t lid = 0; lid < groupItems; ++lid)
            buf[lid + 1] = isLocal ? v[lid] * 2 + 1 : -s;
          if (!isLocal)
            buf[0] = v[0];
          for (size_t lid = 0; lid < groupItems; ++lid)
            acc[lid] += buf[lid];
        }
        for (size_t lid = 0; lid < groupItems; ++lid) {
          INFO("group " << group << " work-item " << lid);
          REQUIRE((isLocal ? values[globalOf(lid)] : values[512 * group + 256 + lid]) == acc[lid]);
        }
      }
    }
  }
}
