// Barriers (OpenCL C 3.0 §6.15.8): every work-item of a group reaches a barrier before any goes
// past it, wherever the barrier stands — in loops, under uniform branches, in called functions —
// with private values and arrays surviving it. The kernels here are the ones that broke other
// implementations; each runs with several local sizes and is checked element by element.
#include "cl_test.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>

using namespace weft_test;

namespace {

/// Runs `kernel` (its arguments 0.. set by the caller except the output buffer at `outIndex`) on
/// a 1D range and returns the int output, one per work-item.
std::vector<cl_int> runInts(Env& env, cl_kernel kernel, cl_uint outIndex, size_t global,
                            size_t local) {
  Mem out = makeBuffer(env.context, global * sizeof(cl_int));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(kernel, outIndex, sizeof m, &m));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  return readBuffer<cl_int>(env.queue, out, global);
}

const size_t kLocalSizes[] = {1, 7, 16, 33, 64, 256};

/// Runs `kernel` on a 1D range with each of kLocalSizes and `groups` groups (its output buffer
/// at argument 0, a __local int per work-item at argument 1, the others set by the caller) and
/// checks that work-item `lid` of group `group` of `n` wrote `expected(group, lid, n)`.
template <typename Expected>
void checkEachLocalSize(Env& env, cl_kernel kernel, size_t groups, Expected expected) {
  for (size_t local : kLocalSizes) {
    INFO("local size " << local);
    const size_t global = local * groups;
    REQUIRE_CL(clSetKernelArg(kernel, 1, local * sizeof(cl_int), nullptr));
    std::vector<cl_int> values = runInts(env, kernel, 0, global, local);
    for (size_t i = 0; i < global; ++i)
      REQUIRE(values[i] == expected(static_cast<int>(i / local), static_cast<int>(i % local),
                                    static_cast<int>(local)));
  }
}

} // namespace

TEST_CASE("a barrier orders __local writes and reads across the group", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void reverse(__global int* out, __local int* tmp) {
      size_t lid = get_local_id(0), n = get_local_size(0);
      tmp[lid] = (int)get_global_id(0);
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = tmp[n - 1 - lid];
    })");
  Kernel kernel = makeKernel(program, "reverse");
  checkEachLocalSize(env, kernel, 5,
                     [](int group, int lid, int n) { return group * n + (n - 1 - lid); });
}

TEST_CASE("a loop whose body branches on the work-item before a barrier", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void loop_branch(__global int* out, __local int* tmp, int iterations) {
      int lid = (int)get_local_id(0), n = (int)get_local_size(0);
      int acc = 0;
      for (int it = 0; it < iterations; ++it) {
        if (lid % 2 == 0)
          tmp[lid] = lid + it;
        else
          tmp[lid] = -lid * it;
        barrier(CLK_LOCAL_MEM_FENCE);
        acc += tmp[(lid + 1) % n];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      out[get_global_id(0)] = acc;
    })");
  Kernel kernel = makeKernel(program, "loop_branch");
  const cl_int iterations = 5;
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof iterations, &iterations));
  checkEachLocalSize(env, kernel, 3, [&](int, int lid, int n) {
    int acc = 0;
    for (int it = 0; it < iterations; ++it) {
      const int other = (lid + 1) % n;
      acc += other % 2 == 0 ? other + it : -other * it;
    }
    return acc;
  });
}

TEST_CASE("nested loops with barriers", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void nested(__global int* out, __local int* tmp, int outer, int inner) {
      int lid = (int)get_local_id(0), n = (int)get_local_size(0);
      int acc = 0;
      for (int i = 0; i < outer; ++i) {
        for (int j = 0; j < inner; ++j) {
          tmp[lid] = lid * i + j;
          barrier(CLK_LOCAL_MEM_FENCE);
          acc += tmp[n - 1 - lid];
          barrier(CLK_LOCAL_MEM_FENCE);
        }
        acc *= 2;
      }
      out[get_global_id(0)] = acc;
    })");
  Kernel kernel = makeKernel(program, "nested");
  const cl_int outer = 3, inner = 4;
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof outer, &outer));
  REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof inner, &inner));
  checkEachLocalSize(env, kernel, 2, [&](int, int lid, int n) {
    int acc = 0;
    for (int i = 0; i < outer; ++i) {
      for (int j = 0; j < inner; ++j)
        acc += (n - 1 - lid) * i + j;
      acc *= 2;
    }
    return acc;
  });
}

TEST_CASE("a barrier inside an if on a kernel argument", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void guarded(__global int* out, __local int* tmp, int flag) {
      size_t lid = get_local_id(0), n = get_local_size(0);
      int result = -1;
      if (flag) {
        tmp[lid] = (int)(lid * 3);
        barrier(CLK_LOCAL_MEM_FENCE);
        result = tmp[n - 1 - lid];
      }
      out[get_global_id(0)] = result;
    })");
  Kernel kernel = makeKernel(program, "guarded");
  for (cl_int flag : {0, 1}) {
    REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof flag, &flag));
    INFO("flag " << flag);
    checkEachLocalSize(env, kernel, 2,
                       [&](int, int lid, int n) { return flag ? (n - 1 - lid) * 3 : -1; });
  }
}

TEST_CASE("an induction variable and a private array live across a barrier", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void privates(__global int* out, __local int* tmp) {
      int lid = (int)get_local_id(0), n = (int)get_local_size(0);
      int values[4];
      for (int i = 0; i < 4; ++i) {
        values[i] = lid * 10 + i;
        tmp[lid] = values[i];
        barrier(CLK_LOCAL_MEM_FENCE);
        values[i] += tmp[(lid + 1) % n];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      out[get_global_id(0)] = values[0] * 1000 + values[1] * 100 + values[2] * 10 + values[3];
    })");
  Kernel kernel = makeKernel(program, "privates");
  checkEachLocalSize(env, kernel, 2, [](int, int lid, int n) {
    int values[4];
    for (int i = 0; i < 4; ++i)
      values[i] = lid * 10 + i + ((lid + 1) % n) * 10 + i;
    return values[0] * 1000 + values[1] * 100 + values[2] * 10 + values[3];
  });
}

TEST_CASE("a barrier in a function called from inside a loop", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    int exchange(__local int* tmp, int value) {
      size_t lid = get_local_id(0);
      tmp[lid] = value;
      work_group_barrier(CLK_LOCAL_MEM_FENCE);
      int result = tmp[(lid + 1) % get_local_size(0)];
      work_group_barrier(CLK_LOCAL_MEM_FENCE);
      return result;
    }
    __kernel void called(__global int* out, __local int* tmp) {
      int value = (int)get_local_id(0);
      for (int i = 0; i < 3; ++i)
        value = exchange(tmp, value) + 1;
      out[get_global_id(0)] = value;
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "called");
  checkEachLocalSize(env, kernel, 2, [](int, int lid, int n) { return (lid + 3) % n + 3; });
}

TEST_CASE("a work-group tree reduction in a kernel-scope __local array", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void reduce(__global const int* in, __global int* out) {
      __local int scratch[256];
      size_t lid = get_local_id(0);
      scratch[lid] = in[get_global_id(0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (lid < s)
          scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (lid == 0)
        out[get_group_id(0)] = scratch[0];
    })");
  Kernel kernel = makeKernel(program, "reduce");
  for (size_t local : {1, 2, 16, 64, 256}) {
    INFO("local size " << local);
    const size_t groups = 9, global = local * groups;
    std::vector<cl_int> input(global);
    for (size_t i = 0; i < global; ++i)
      input[i] = static_cast<cl_int>(i * 7 % 101) - 50;
    Mem in = makeBuffer(env.context, global * sizeof(cl_int),
                        CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.data());
    Mem out = makeBuffer(env.context, groups * sizeof(cl_int));
    cl_mem mIn = in, mOut = out;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof mIn, &mIn));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof mOut, &mOut));
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    std::vector<cl_int> sums = readBuffer<cl_int>(env.queue, out, groups);
    for (size_t g = 0; g < groups; ++g)
      REQUIRE(sums[g] ==
              std::accumulate(input.begin() + g * local, input.begin() + (g + 1) * local, 0));
  }
}

/// A tiled multiply (TILE from the build options), a kernel that only walks along rows and one
/// whose loads of B lie in a loop inside the tile loop.
constexpr const char* kTiledSource = R"(
    __kernel void matmul(__global const float* a, __global const float* b, __global float* c,
                         int n) {
      __local float ta[TILE][TILE], tb[TILE][TILE];
      int col = (int)get_global_id(0), row = (int)get_global_id(1);
      int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
      float sum = 0.0f;
      for (int t = 0; t < n; t += TILE) {
        ta[ly][lx] = a[row * n + t + lx];
        tb[ly][lx] = b[(t + ly) * n + col];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int k = 0; k < TILE; ++k)
          sum += ta[ly][k] * tb[k][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      c[row * n + col] = sum;
    }
    __kernel void along_rows(__global const float* a, __global float* c, int n) {
      __local float tile[TILE][TILE];
      int col = (int)get_global_id(0), row = (int)get_global_id(1);
      int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
      float sum = 0.0f;
      for (int t = 0; t < n; t += TILE) {
        tile[ly][lx] = a[row * n + t + lx];
        barrier(CLK_LOCAL_MEM_FENCE);
        sum += tile[ly][TILE - 1 - lx];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      c[row * n + col] = sum;
    }
    __kernel void inner_loop(__global const float* b, __global float* c, int n, int reps) {
      __local float tile[TILE][TILE];
      int col = (int)get_global_id(0), row = (int)get_global_id(1);
      int lx = (int)get_local_id(0), ly = (int)get_local_id(1);
      float sum = 0.0f;
      for (int t = 0; t < n; t += TILE) {
        float v = 0.0f;
        for (int r = 0; r < reps; ++r)
          v += b[(t + ly) * n + col] * (float)r;
        tile[ly][lx] = v;
        barrier(CLK_LOCAL_MEM_FENCE);
        sum += tile[TILE - 1 - ly][lx];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      c[row * n + col] = sum;
    })";

TEST_CASE("a tiled matrix multiply with 2D groups and __local tiles", "[barrier]") {
  Env env;
  // 16x16 tiles run eight rows of work-items side by side on Weft (when a vector holds 16 floats);
  // 8x8 tiles one row at a time. The last iteration's prefetches of the tiles Weft's whole-group
  // step prefetches a tile ahead (below) lie past the end of B: a prefetch never faults.
  for (int tile : {8, 16}) {
    INFO("tile " << tile);
    const std::string options = "-DTILE=" + std::to_string(tile);
    Program program = buildProgram(env.context, env.device, kTiledSource, options);
    Kernel kernel = makeKernel(program, "matmul");
    const cl_int n = 48;
    std::vector<float> a(n * n), b(n * n);
    for (int i = 0; i < n * n; ++i) {
      a[i] = static_cast<float>(i % 7 - 3);
      b[i] = static_cast<float>(i % 5 - 2);
    }
    Mem ma = makeBuffer(env.context, a.size() * 4, CL_MEM_COPY_HOST_PTR, a.data());
    Mem mb = makeBuffer(env.context, b.size() * 4, CL_MEM_COPY_HOST_PTR, b.data());
    Mem mc = makeBuffer(env.context, a.size() * 4);
    cl_mem args[] = {ma, mb, mc};
    for (cl_uint i = 0; i < 3; ++i)
      REQUIRE_CL(clSetKernelArg(kernel, i, sizeof(cl_mem), &args[i]));
    REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof n, &n));
    const size_t global[2] = {size_t(n), size_t(n)}, local[2] = {size_t(tile), size_t(tile)};
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr, nullptr));
    std::vector<float> c = readBuffer<float>(env.queue, mc, n * n);
    for (int row = 0; row < n; ++row)
      for (int col = 0; col < n; ++col) {
        float expected = 0;
        for (int k = 0; k < n; ++k)
          expected += a[row * n + k] * b[k * n + col];
        INFO("row " << row << " col " << col);
        REQUIRE(c[row * n + col] == expected); // small integers: exact in float
      }
  }
}

TEST_CASE("a whole-group step prefetches a tile ahead the loads that move by pages",
          "[barrier][weft]") {
  // Groups as wide and as tall as the compiler's vector of floats (16x16 with AVX-512, 8x8 with
  // AVX2) take Weft's whole-group step, where the tile loop runs once for the whole group: each
  // of the group's rows of B, TILE rows of B on from the last, is prefetched an iteration ahead.
  // Rows of A move by a tile's width per iteration, within the hardware's own prefetchers' reach:
  // none there, nor in a kernel that only walks along rows; nor where the load lies in a loop
  // inside the tile loop (it would prefetch the same lines at each of that loop's iterations).
  Env env;
  const std::string log = reportedBuildLog(env.context, env.device, kTiledSource, "-DTILE=16");
  INFO(log);
  // What the report says of the whole-group step ("...; groups of 16x16 in one step, ..."), from
  // its group's width on.
  auto wholeGroup = [&](const std::string& kernel) {
    const std::string line = reportLine(log, kernel);
    const size_t at = line.find("; groups of ");
    REQUIRE(at != std::string::npos);
    REQUIRE(line.find("in one step", at) != std::string::npos);
    return line.substr(at + std::strlen("; groups of "));
  };
  const std::string step = wholeGroup("matmul");
  const size_t word = step.find(" loads prefetched 1 iteration ahead");
  REQUIRE(word != std::string::npos);
  const size_t number = step.rfind(' ', word - 1) + 1;
  CHECK(std::stoul(step.substr(number, word - number)) == std::stoul(step));
  CHECK(wholeGroup("along_rows").find("prefetch") == std::string::npos);
  CHECK(wholeGroup("inner_loop").find("prefetch") == std::string::npos);
}

TEST_CASE("barriers with 3D groups use the local linear id", "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void rotate3d(__global int* out, __local int* tmp) {
      size_t lid = get_local_id(0) + get_local_size(0) * (get_local_id(1) +
                   get_local_size(1) * get_local_id(2));
      size_t n = get_local_size(0) * get_local_size(1) * get_local_size(2);
      tmp[lid] = (int)lid;
      barrier(CLK_LOCAL_MEM_FENCE);
      size_t gid = get_global_id(0) + get_global_size(0) * (get_global_id(1) +
                   get_global_size(1) * get_global_id(2));
      out[gid] = tmp[(lid + 1) % n];
    })");
  Kernel kernel = makeKernel(program, "rotate3d");
  const size_t local[3] = {4, 3, 2}, global[3] = {8, 6, 4};
  const size_t groupItems = 24, total = 8 * 6 * 4;
  REQUIRE_CL(clSetKernelArg(kernel, 1, groupItems * sizeof(cl_int), nullptr));
  Mem out = makeBuffer(env.context, total * sizeof(cl_int));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 3, nullptr, global, local, 0, nullptr, nullptr));
  std::vector<cl_int> values = readBuffer<cl_int>(env.queue, out, total);
  for (size_t z = 0; z < 4; ++z)
    for (size_t y = 0; y < 6; ++y)
      for (size_t x = 0; x < 8; ++x) {
        const size_t lid = x % 4 + 4 * (y % 3 + 3 * (z % 2));
        REQUIRE(values[x + 8 * (y + 6 * z)] == static_cast<cl_int>((lid + 1) % groupItems));
      }
}

// PoCL 3.1 keeps `steps` once per group across the barrier: every work-item reads the last one's.
TEST_CASE("a value counted in a loop each work-item leaves at its own time crosses a barrier",
          "[barrier][pocl-bug]") {
  // Inside the loop `steps` is the same for every work-item still in it; after the loop it is
  // each work-item's own. Kept once for the group across the barrier, it would be wrong.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void divergent_exit(__global int* out, __local int* tmp) {
      int lid = (int)get_local_id(0), n = (int)get_local_size(0);
      int steps = 0;
      while (steps * steps < lid)
        ++steps;
      tmp[lid] = lid;
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = steps * 1000 + tmp[n - 1 - lid];
    })");
  Kernel kernel = makeKernel(program, "divergent_exit");
  checkEachLocalSize(env, kernel, 3, [](int, int lid, int n) {
    int steps = 0;
    while (steps * steps < lid)
      ++steps;
    return steps * 1000 + (n - 1 - lid);
  });
}

TEST_CASE("group-wide values and 2D ids cross barriers in a loop over tiles", "[barrier]") {
  // The loop counter and the group's origin are the same for every work-item; the ids are
  // recomputed after each barrier; the running sum is each work-item's own.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void tile_sums(__global const int* in, __global int* out, __local int* tile,
                            int tiles) {
      size_t lx = get_local_id(0), ly = get_local_id(1);
      size_t w = get_local_size(0), h = get_local_size(1);
      size_t origin = get_group_id(1) * 1000 + get_group_id(0) * 100;
      int sum = 0;
      for (int t = 0; t < tiles; ++t) {
        tile[ly * w + lx] = in[(t * h + ly) * w + lx];
        barrier(CLK_LOCAL_MEM_FENCE);
        sum += tile[(h - 1 - ly) * w + (w - 1 - lx)] * (t + 1);
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = sum + (int)origin;
    })");
  Kernel kernel = makeKernel(program, "tile_sums");
  // 16-wide groups of 4, 6 and 16 rows: rows side by side, and the rows left over one by one.
  const size_t shapes[][2] = {{16, 4}, {16, 6}, {16, 16}, {5, 3}, {32, 2}, {1, 9}};
  for (const auto& shape : shapes) {
    const size_t w = shape[0], h = shape[1];
    INFO("local size " << w << "x" << h);
    const cl_int tiles = 6;
    std::vector<cl_int> input(w * h * tiles);
    std::iota(input.begin(), input.end(), -17);
    Mem in = makeBuffer(env.context, input.size() * sizeof(cl_int),
                        CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, input.data());
    const size_t global[2] = {w * 3, h * 2}, local[2] = {w, h};
    Mem out = makeBuffer(env.context, global[0] * global[1] * sizeof(cl_int));
    cl_mem mi = in, mo = out;
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof mi, &mi));
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof mo, &mo));
    REQUIRE_CL(clSetKernelArg(kernel, 2, w * h * sizeof(cl_int), nullptr));
    REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof tiles, &tiles));
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr, nullptr));
    std::vector<cl_int> values = readBuffer<cl_int>(env.queue, out, global[0] * global[1]);
    for (size_t y = 0; y < global[1]; ++y)
      for (size_t x = 0; x < global[0]; ++x) {
        const size_t lx = x % w, ly = y % h;
        int sum = 0;
        for (int t = 0; t < tiles; ++t)
          sum += input[(t * h + (h - 1 - ly)) * w + (w - 1 - lx)] * (t + 1);
        const int origin = static_cast<int>((y / h) * 1000 + (x / w) * 100);
        REQUIRE(values[y * global[0] + x] == sum + origin);
      }
  }
}

TEST_CASE("a 4096-item group keeps a private array across a barrier", "[barrier]") {
  Env env;
  const size_t maxGroup = deviceInfo<size_t>(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  const size_t local = std::min<size_t>(4096, maxGroup);
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void big(__global int* out) {
      int lid = (int)get_local_id(0);
      int scratch[64];
      for (int i = 0; i < 64; ++i)
        scratch[i] = lid + i;
      barrier(CLK_GLOBAL_MEM_FENCE);
      int sum = 0;
      for (int i = 0; i < 64; ++i)
        sum += scratch[i];
      out[get_global_id(0)] = sum;
    })");
  Kernel kernel = makeKernel(program, "big");
  std::vector<cl_int> out = runInts(env, kernel, 0, local * 2, local);
  for (size_t i = 0; i < out.size(); ++i)
    REQUIRE(out[i] == static_cast<cl_int>(64 * (i % local) + 63 * 64 / 2));
}

// PoCL 3.1 runs a launch that asks for more __local memory than it reports.
TEST_CASE("__local memory is enforced at CL_DEVICE_LOCAL_MEM_SIZE", "[barrier][local][pocl-bug]") {
  Env env;
  const cl_ulong limit = deviceInfo<cl_ulong>(env.device, CL_DEVICE_LOCAL_MEM_SIZE);
  REQUIRE(limit >= 32 * 1024);
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void uses_local(__global int* out, __local int* tmp) {
      tmp[get_local_id(0)] = 1;
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = tmp[0];
    })");
  Kernel kernel = makeKernel(program, "uses_local");
  Mem out = makeBuffer(env.context, 64 * sizeof(cl_int));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  const size_t global = 64, local = 16;
  // The whole of it is usable...
  REQUIRE_CL(clSetKernelArg(kernel, 1, static_cast<size_t>(limit), nullptr));
  cl_ulong used = 0;
  REQUIRE_CL(clGetKernelWorkGroupInfo(kernel, env.device, CL_KERNEL_LOCAL_MEM_SIZE, sizeof used,
                                      &used, nullptr));
  CHECK(used >= limit);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  // ...and one byte more is refused at launch.
  REQUIRE_CL(clSetKernelArg(kernel, 1, static_cast<size_t>(limit) + 1, nullptr));
  CHECK_CL_ERR(CL_OUT_OF_RESOURCES, clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global,
                                                           &local, 0, nullptr, nullptr));
}

TEST_CASE("groups running at once never share their __local memory", "[barrier][local]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void own_local(__global int* out, int rounds) {
      __local int mine[64];
      size_t lid = get_local_id(0);
      int group = (int)get_group_id(0);
      int wrong = 0;
      for (int r = 0; r < rounds; ++r) {
        mine[lid] = group * 1000 + r;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int i = 0; i < 64; ++i)
          wrong += mine[i] != group * 1000 + r;
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      out[get_global_id(0)] = wrong;
    })");
  Kernel kernel = makeKernel(program, "own_local");
  const cl_int rounds = 50;
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof rounds, &rounds));
  std::vector<cl_int> out = runInts(env, kernel, 0, 64 * 512, 64);
  CHECK(std::count(out.begin(), out.end(), 0) == static_cast<long>(out.size()));
}

namespace {

// Regions whose effects all lie under a test that bounds the work-item's x id from above (a
// reduction tree's `lid < stride`, a result written by `lid == 0`), and regions whose tests do
// not bound it so (from below, a remainder, a bound read from memory, an effect after the test).
// On Weft the first kind lets a vectorized step loop stop at the first step whose work-items all
// had nothing to do; the values the same across the group must then survive the work-items that
// did not run, and the second kind must run every work-item. (OpenCL C 2.0: get_local_linear_id,
// and groups left partial at the range's end.)
const char* kBoundedSource = R"(
  __kernel void grow(__global int* out, __local int* tmp) {
    uint lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = (int)lid;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint active = 1; active < 2 * n; active *= 2) {
      if (lid < active && lid < n)
        tmp[lid] += (int)active;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < n)
      out[get_global_id(0)] = tmp[lid];
  }
  __kernel void rows(__global int* out, __local int* tmp) {
    uint x = get_local_id(0), w = get_local_size(0), l = get_local_linear_id();
    tmp[l] = (int)(get_global_id(0) * 3 + get_global_id(1) * 5);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = w / 2; s > 0; s /= 2) {
      if (x < s)
        tmp[l] += tmp[l + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (x == 0)
      out[get_global_id(1) * get_num_groups(0) + get_group_id(0)] = tmp[l];
  }
  __kernel void linear(__global int* out, __local int* tmp) {
    uint l = get_local_linear_id(), n = get_local_size(0) * get_local_size(1);
    tmp[l] = (int)(get_global_id(0) * 3 + get_global_id(1) * 5);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = n / 2; s > 0; s /= 2) {
      if (l < s)
        tmp[l] += tmp[l + s];
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
      out[get_group_id(1) * get_num_groups(0) + get_group_id(0)] = tmp[0];
  }
  __kernel void carried(__global long* out, __local int* tmp, int k) {
    uint lid = get_local_id(0);
    double d = k * 0.25;
    float4 v = (float4)(k, k + 1, k + 2, k + 3);
    __global long* p = out + get_group_id(0) * 4;
    ulong big = ((ulong)k << 40) + get_group_id(0);
    char c = (char)k;
    tmp[lid] = 1;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0)
      p[0] = (long)(d * 8.0) + tmp[get_local_size(0) - 1];
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid < 1)
      tmp[0] = 5;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (lid == 0) {
      p[1] = (long)(v.x + v.y * 10 + v.z * 100 + v.w * 1000);
      p[2] = (long)big;
      p[3] = c + tmp[0];
    }
  }
  __kernel void from_below(__global int* out, __local int* tmp) {
    uint lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < n; k += 3) {
      if (lid >= k)
        tmp[lid] += 1;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < n)
      out[get_global_id(0)] = tmp[lid];
  }
  __kernel void remainder(__global int* out, __local int* tmp) {
    uint lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 1; k < 6; ++k) {
      if (lid % k == 1)
        tmp[lid] += (int)k;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < n)
      out[get_global_id(0)] = tmp[lid];
  }
  __kernel void loaded_bound(__global int* out, __local int* tmp, __global const uint* bounds) {
    uint lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < 4; ++k) {
      if (lid < bounds[(lid / 32 + k) % 4])
        tmp[lid] += 1 << k;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < n)
      out[get_global_id(0)] = tmp[lid];
  }
  __kernel void later_effect(__global int* out, __local int* tmp, __local int* count) {
    uint lid = get_local_id(0), n = get_local_size(0);
    tmp[lid] = 0;
    count[lid] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint s = n; s > 0; s /= 2) {
      if (lid < s)
        tmp[lid] += 1;
      count[lid] += 1;
      barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (lid < n)
      out[get_global_id(0)] = tmp[lid] * 100 + count[lid];
  }
)";

/// Runs a one-output kernel of kBoundedSource (out at 0, a __local int per work-item at 1, the
/// rest set by the caller) on `groups` groups of `local` and returns the output.
std::vector<cl_int> runBounded(Env& env, cl_kernel kernel, size_t local, size_t groups,
                               size_t extra = 0) {
  const size_t global = local * groups + extra;
  REQUIRE_CL(clSetKernelArg(kernel, 1, local * sizeof(cl_int), nullptr));
  return runInts(env, kernel, 0, global, local);
}

} // namespace

TEST_CASE("regions bounded by the x id keep group values for work-items that skipped them",
          "[barrier]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kBoundedSource, "-cl-std=CL2.0");
  const size_t locals[] = {1, 7, 16, 33, 64, 100, 256};

  SECTION("a tree whose tests let more work-items in at each level") {
    Kernel kernel = makeKernel(program, "grow");
    for (size_t local : locals) {
      // The last group partial (OpenCL C 2.0), its size its own.
      const size_t groups = 5, extra = local / 2;
      INFO("local size " << local << ", a last group of " << extra);
      std::vector<cl_int> out = runBounded(env, kernel, local, groups, extra);
      for (size_t i = 0; i < out.size(); ++i) {
        const cl_uint lid = cl_uint(i % local);
        const cl_uint n = cl_uint(i / local < groups ? local : extra);
        cl_int expected = cl_int(lid);
        for (cl_uint active = 1; active < 2 * n; active *= 2)
          if (lid < active)
            expected += cl_int(active);
        REQUIRE(out[i] == expected);
      }
    }
  }

  SECTION("rows of 2D groups, tested on the x id and on the linear id") {
    Kernel rows = makeKernel(program, "rows");
    Kernel linear = makeKernel(program, "linear");
    const size_t shapes[][2] = {{64, 4}, {16, 8}, {32, 2}, {8, 2}, {256, 1}, {1, 16}, {128, 2}};
    for (const auto& shape : shapes) {
      const size_t w = shape[0], h = shape[1], groupsX = 3, groupsY = 2;
      INFO("local size " << w << "x" << h);
      const size_t global[2] = {w * groupsX, h * groupsY}, local[2] = {w, h};
      auto value = [](size_t x, size_t y) { return cl_int(x * 3 + y * 5); };
      for (cl_kernel kernel : {rows.get(), linear.get()}) {
        const bool byRow = kernel == rows.get();
        const size_t results = byRow ? groupsX * global[1] : groupsX * groupsY;
        Mem out = makeBuffer(env.context, results * sizeof(cl_int));
        cl_mem m = out;
        REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
        REQUIRE_CL(clSetKernelArg(kernel, 1, w * h * sizeof(cl_int), nullptr));
        REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr,
                                          nullptr));
        std::vector<cl_int> sums = readBuffer<cl_int>(env.queue, out, results);
        for (size_t gy = 0; gy < groupsY; ++gy)
          for (size_t gx = 0; gx < groupsX; ++gx) {
            cl_int group = 0;
            for (size_t y = gy * h; y < (gy + 1) * h; ++y) {
              cl_int row = 0;
              for (size_t x = gx * w; x < (gx + 1) * w; ++x)
                row += value(x, y);
              group += row;
              if (byRow)
                REQUIRE(sums[y * groupsX + gx] == row);
            }
            if (!byRow)
              REQUIRE(sums[gy * groupsX + gx] == group);
          }
      }
    }
  }

  SECTION("values the same across the group, of every size, cross regions and pass through") {
    Kernel kernel = makeKernel(program, "carried");
    for (size_t local : locals) {
      INFO("local size " << local);
      const size_t groups = 4;
      const cl_int k = 37;
      Mem out = makeBuffer(env.context, groups * 4 * sizeof(cl_long));
      cl_mem m = out;
      REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
      REQUIRE_CL(clSetKernelArg(kernel, 1, local * sizeof(cl_int), nullptr));
      REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof k, &k));
      const size_t global = local * groups;
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                        nullptr));
      std::vector<cl_long> values = readBuffer<cl_long>(env.queue, out, groups * 4);
      for (size_t g = 0; g < groups; ++g) {
        CHECK(values[g * 4] == k * 2 + 1);
        CHECK(values[g * 4 + 1] == k + (k + 1) * 10 + (k + 2) * 100 + (k + 3) * 1000);
        CHECK(values[g * 4 + 2] == (cl_long(k) << 40) + cl_long(g));
        CHECK(values[g * 4 + 3] == k + 5);
      }
    }
  }

  SECTION("tests that do not bound the x id from above run every work-item") {
    Kernel fromBelow = makeKernel(program, "from_below");
    Kernel remainder = makeKernel(program, "remainder");
    Kernel loadedBound = makeKernel(program, "loaded_bound");
    Kernel laterEffect = makeKernel(program, "later_effect");
    const std::vector<cl_uint> bounds = {40, 3, 100, 0};
    Mem boundsBuffer =
        makeBuffer(env.context, bounds.size() * sizeof(cl_uint),
                   CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, const_cast<cl_uint*>(bounds.data()));
    cl_mem b = boundsBuffer;
    REQUIRE_CL(clSetKernelArg(loadedBound, 2, sizeof b, &b));
    for (size_t local : locals) {
      INFO("local size " << local);
      REQUIRE_CL(clSetKernelArg(laterEffect, 2, local * sizeof(cl_int), nullptr));
      const std::vector<cl_int> below = runBounded(env, fromBelow, local, 3);
      const std::vector<cl_int> rest = runBounded(env, remainder, local, 3);
      const std::vector<cl_int> loaded = runBounded(env, loadedBound, local, 3);
      const std::vector<cl_int> later = runBounded(env, laterEffect, local, 3);
      for (size_t i = 0; i < below.size(); ++i) {
        const cl_uint lid = cl_uint(i % local), n = cl_uint(local);
        cl_int expected = 0;
        for (cl_uint k = 0; k < n; k += 3)
          expected += lid >= k;
        REQUIRE(below[i] == expected);
        expected = 0;
        for (cl_uint k = 1; k < 6; ++k)
          expected += lid % k == 1 ? cl_int(k) : 0;
        REQUIRE(rest[i] == expected);
        expected = 0;
        for (cl_uint k = 0; k < 4; ++k)
          expected += lid < bounds[(lid / 32 + k) % 4] ? 1 << k : 0;
        REQUIRE(loaded[i] == expected);
        cl_int active = 0, steps = 0;
        for (cl_uint s = n; s > 0; s /= 2, ++steps)
          active += lid < s;
        REQUIRE(later[i] == active * 100 + steps);
      }
    }
  }
}

TEST_CASE("the build report tells which kernels stop a region's steps early", "[barrier][weft]") {
  Env env;
  const std::string log =
      reportedBuildLog(env.context, env.device, kBoundedSource, "-cl-std=CL2.0");
  INFO(log);
  auto stops = [&](const std::string& kernel) {
    const std::string line = reportLine(log, kernel);
    REQUIRE(!line.empty());
    return line.find("steps stop at the first") != std::string::npos;
  };
  for (const char* kernel : {"grow", "rows", "linear", "carried"})
    CHECK(stops(kernel));
  for (const char* kernel : {"from_below", "remainder", "loaded_bound", "later_effect"})
    CHECK_FALSE(stops(kernel));
}

TEST_CASE("a group's loads before its barriers prefetch the next group's data and no others",
          "[barrier][weft]") {
  // Prefetches change no result: the sums are checked. The report counts one where the next
  // group's address is the same distance away in every iteration and far enough (the block sum:
  // 1 KiB; the grid-stride loop: the group's size), and one where a loop's address moves by a
  // page or more per iteration (the grid-stride loop, a walk down a column); none where every
  // group reads the same data, the next group's lies within the same few lines or a loop moves
  // by less, nor in a kernel without barriers. Where the loads come before the first barrier and
  // the next group's data is found from where it starts, growing with the work-item and the loop
  // (the block sum), the region after that barrier (a reduction's tree) prefetches the data of a
  // group further on too: one more prefetch there.
  Env env;
  const char* source = R"(
    #define GROUP 64
    __kernel void block_sum(__global const float* in, __global float* out) {
      __local float scratch[GROUP];
      size_t lid = get_local_id(0);
      size_t base = get_group_id(0) * (GROUP * 4) + lid;
      float sum = 0.0f;
      for (int k = 0; k < 4; ++k)
        sum += in[base + k * GROUP];
      scratch[lid] = sum;
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint s = GROUP / 2; s > 0; s /= 2) {
        if (lid < s)
          scratch[lid] += scratch[lid + s];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (lid == 0)
        out[get_group_id(0)] = scratch[0];
    }
    __kernel void grid_stride(__global const float* in, __global float* out, uint n,
                              __local float* scratch) {
      size_t lid = get_local_id(0);
      float sum = 0.0f;
      for (size_t i = get_global_id(0); i < n; i += get_global_size(0))
        sum += in[i];
      scratch[lid] = sum;
      barrier(CLK_LOCAL_MEM_FENCE);
      if (lid == 0) {
        float total = 0.0f;
        for (size_t j = 0; j < get_local_size(0); ++j)
          total += scratch[j];
        out[get_group_id(0)] = total;
      }
    }
    __kernel void shared_table(__global const float* table, __global float* out,
                               __local float* scratch) {
      size_t lid = get_local_id(0);
      scratch[lid] = table[lid];
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = scratch[get_local_size(0) - 1 - lid];
    }
    __kernel void near(__global const float* in, __global float* out, __local float* scratch) {
      size_t lid = get_local_id(0);
      scratch[lid] = in[get_group_id(0) * 8 + lid];
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = scratch[get_local_size(0) - 1 - lid];
    }
    __kernel void column(__global const float* in, __global float* out, __local float* scratch) {
      size_t lid = get_local_id(0);
      float sum = 0.0f;
      for (int row = 0; row < 8; ++row)
        sum += in[row * 1024 + lid];
      scratch[lid] = sum;
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = scratch[get_local_size(0) - 1 - lid];
    }
    __kernel void short_rows(__global const float* in, __global float* out,
                             __local float* scratch) {
      size_t lid = get_local_id(0);
      float sum = 0.0f;
      for (int row = 0; row < 8; ++row)
        sum += in[row * 16 + lid];
      scratch[lid] = sum;
      barrier(CLK_LOCAL_MEM_FENCE);
      out[get_global_id(0)] = scratch[get_local_size(0) - 1 - lid];
    }
    __kernel void no_barrier(__global const float* in, __global float* out) {
      size_t i = get_group_id(0) * 2048 + get_local_id(0);
      out[i] = in[i] * 2.0f;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  // The count the report gives ("..., 2 prefetches; after barrier 1: ..."), 0 if none: from the
  // start, or in the region after the first barrier (not in a whole-group step's part).
  auto prefetches = [&](const std::string& kernel, bool afterBarrier = false) {
    std::string line = reportLine(log, kernel);
    REQUIRE(!line.empty());
    line = line.substr(0, line.find("; groups of "));
    if (afterBarrier) {
      const size_t region = line.find("after barrier 1: ");
      if (region == std::string::npos)
        return 0;
      line = line.substr(region, line.find("; after barrier 2", region) - region);
    }
    const size_t word = line.find(" prefetch");
    if (word == std::string::npos)
      return 0;
    const size_t number = line.rfind(' ', word - 1) + 1;
    return std::stoi(line.substr(number, word - number));
  };
  CHECK(prefetches("block_sum") == 1);
  CHECK(prefetches("grid_stride") == 2);
  CHECK(prefetches("column") == 1);
  for (const char* kernel : {"shared_table", "near", "short_rows", "no_barrier"})
    CHECK(prefetches(kernel) == 0);
  CHECK(prefetches("block_sum", true) == 1);
  for (const char* kernel : {"column", "shared_table", "near", "short_rows", "no_barrier"})
    CHECK(prefetches(kernel, true) == 0);

  Program program = buildProgram(env.context, env.device, source);
  const size_t local = 64, groups = 40;
  std::vector<float> input(groups * local * 4);
  for (size_t i = 0; i < input.size(); ++i)
    input[i] = static_cast<float>(static_cast<int>(i * 37 % 19) - 9);
  Mem in = bufferOf(env.context, input);
  Mem out = makeBuffer(env.context, groups * sizeof(float));
  {
    INFO("block_sum");
    Kernel kernel = makeKernel(program, "block_sum");
    setArgs(kernel, in, out);
    const size_t global = groups * local;
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    const std::vector<float> sums = readBuffer<float>(env.queue, out, groups);
    for (size_t g = 0; g < groups; ++g)
      REQUIRE(sums[g] == std::accumulate(input.begin() + g * local * 4,
                                         input.begin() + (g + 1) * local * 4, 0.0f));
  }
  {
    INFO("grid_stride");
    Kernel kernel = makeKernel(program, "grid_stride");
    const cl_uint n = static_cast<cl_uint>(input.size() - 5);
    const size_t strideGroups = 7, global = strideGroups * local;
    setArgs(kernel, in, out, n);
    REQUIRE_CL(clSetKernelArg(kernel, 3, local * sizeof(float), nullptr));
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr,
                                      nullptr));
    const std::vector<float> sums = readBuffer<float>(env.queue, out, strideGroups);
    for (size_t g = 0; g < strideGroups; ++g) {
      float expected = 0.0f;
      for (size_t i = g * local; i < n; i += global)
        for (size_t j = i; j < std::min<size_t>(i + local, n); ++j)
          expected += input[j];
      REQUIRE(sums[g] == expected);
    }
  }
}

TEST_CASE("a tree that halves the group's width in a loop, with an early return for one "
          "work-item",
          "[barrier]") {
  // The work-items' int ids, extended to 64-bit indices, in a do-while loop around a barrier
  // (with a fix-up for odd widths) and behind a return taken by groups of one. Marking that
  // extension's lanes as possibly wrapping once made the vectorizer use a value on a path where
  // it was not made (invalid IR after optimization).
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void halving_sum(__global int* out, __local int* part, __global const int* in,
                              int n) {
      int me = get_local_id(0);
      int width = get_local_size(0);
      part[me] = 0;
      for (int i = me; i < n; i += width)
        part[me] += in[i];
      if (width == 1) {
        out[get_group_id(0)] = part[0];
        return;
      }
      do {
        barrier(CLK_LOCAL_MEM_FENCE);
        if (me < width / 2) {
          int s = part[me];
          if ((width & 1) && me == 0)
            s += part[me + width - 1];
          part[me] = s + part[me + width / 2];
        }
        width /= 2;
      } while (width);
      if (me == 0)
        out[get_group_id(0)] = part[0];
    })");
  Kernel kernel = makeKernel(program, "halving_sum");
  const cl_int n = 1000;
  std::vector<cl_int> in(n);
  std::iota(in.begin(), in.end(), 1);
  Mem input = bufferOf(env.context, in);
  cl_mem m = input;
  REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(kernel, 3, sizeof n, &n));
  for (size_t local : kLocalSizes) {
    INFO("local size " << local);
    const size_t groups = 3;
    REQUIRE_CL(clSetKernelArg(kernel, 1, local * sizeof(cl_int), nullptr));
    const std::vector<cl_int> sums = runInts(env, kernel, 0, local * groups, local);
    for (size_t group = 0; group < groups; ++group)
      REQUIRE(sums[group] == n * (n + 1) / 2);
  }
}
