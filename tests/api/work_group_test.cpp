// Work-group functions (OpenCL C 3.0 §6.15.16): reduce, inclusive and exclusive scans of add, min
// and max for every type the spec lists, all/any, and broadcast in one, two and three dimensions,
// against a host reference, in groups of many sizes including the smaller last groups of a
// range that is no multiple of the local size. PoCL 3.1 lacks these optional functions.
#include "cl_test.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

using namespace weft_test;

namespace {

constexpr int kOperations = 10; // 3 reduce, 3 inclusive, 3 exclusive, 1 broadcast

/// The input of global work-item i: small values whose sums are exact in every type, with some
/// negative ones for the signed types and large ones that wrap the unsigned sums.
template <typename T> T inputAt(size_t i) {
  if constexpr (std::is_unsigned_v<T>)
    return static_cast<T>(i * 2654435761u + (i % 3 == 0 ? std::numeric_limits<T>::max() / 3 : 7));
  else
    return static_cast<T>(static_cast<int>(i * 37 % 101) - 50);
}

template <typename T> T lowest() {
  if constexpr (std::is_floating_point_v<T>)
    return -std::numeric_limits<T>::infinity();
  else
    return std::numeric_limits<T>::min();
}
template <typename T> T highest() {
  if constexpr (std::is_floating_point_v<T>)
    return std::numeric_limits<T>::infinity();
  else
    return std::numeric_limits<T>::max();
}

/// Runs every operation on `global` work-items in groups of `local` and checks each result.
template <typename T>
void checkOperations(const Env& env, cl_kernel kernel, size_t global, size_t local) {
  INFO("global " << global << ", local " << local);
  std::vector<T> input(global);
  for (size_t i = 0; i < global; ++i)
    input[i] = inputAt<T>(i);
  Mem in = bufferOf(env.context, input);
  Mem out = makeBuffer(env.context, kOperations * global * sizeof(T));
  setArgs(kernel, in, out);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  const std::vector<T> got = readBuffer<T>(env.queue, out, kOperations * global);
  for (size_t start = 0; start < global; start += local) {
    const size_t end = std::min(global, start + local);
    T sum = 0, min = highest<T>(), max = lowest<T>();
    for (size_t i = start; i < end; ++i) {
      // Exclusive scans first: the values of the work-items before this one.
      const T exclusive[3] = {sum, min, max};
      sum = static_cast<T>(sum + input[i]);
      min = std::min(min, input[i]);
      max = std::max(max, input[i]);
      const T inclusive[3] = {sum, min, max};
      INFO("work-item " << i);
      for (int op = 0; op < 3; ++op) {
        INFO("operation " << op << " (add, min, max)");
        CHECK(got[(3 + op) * global + i] == inclusive[op]);
        CHECK(got[(6 + op) * global + i] == exclusive[op]);
      }
    }
    for (size_t i = start; i < end; ++i) {
      INFO("work-item " << i);
      CHECK(got[0 * global + i] == sum);
      CHECK(got[1 * global + i] == min);
      CHECK(got[2 * global + i] == max);
      CHECK(got[9 * global + i] == input[end - 1]); // broadcast of the group's last work-item
    }
  }
}

template <typename T> void checkType(const char* type) {
  Env env;
  const std::string source = std::string("typedef ") + type + R"( T;
    __kernel void operations(__global const T* in, __global T* out) {
      size_t i = get_global_id(0), n = get_global_size(0);
      T x = in[i];
      out[0 * n + i] = work_group_reduce_add(x);
      out[1 * n + i] = work_group_reduce_min(x);
      out[2 * n + i] = work_group_reduce_max(x);
      out[3 * n + i] = work_group_scan_inclusive_add(x);
      out[4 * n + i] = work_group_scan_inclusive_min(x);
      out[5 * n + i] = work_group_scan_inclusive_max(x);
      out[6 * n + i] = work_group_scan_exclusive_add(x);
      out[7 * n + i] = work_group_scan_exclusive_min(x);
      out[8 * n + i] = work_group_scan_exclusive_max(x);
      out[9 * n + i] = work_group_broadcast(x, get_local_size(0) - 1);
    })";
  INFO("type " << type);
  Program program = buildProgram(env.context, env.device, source, "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "operations");
  checkOperations<T>(env, kernel, 256, 64);
  checkOperations<T>(env, kernel, 300, 64); // a last group of 44
  checkOperations<T>(env, kernel, 5, 1);
  checkOperations<T>(env, kernel, 1000, 1000);
}

} // namespace

TEST_CASE("the device reports the work-group functions", "[work_group][pocl-lacks]") {
  Env env;
  REQUIRE(deviceInfo<cl_bool>(env.device, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT));
  bool listed = false;
  for (const cl_name_version& feature :
       infoArray<cl_name_version>(clGetDeviceInfo, env.device, CL_DEVICE_OPENCL_C_FEATURES))
    listed |= std::string(feature.name) == "__opencl_c_work_group_collective_functions";
  REQUIRE(listed);
}

TEST_CASE("work-group reduce and scans of int, uint, long and ulong", "[work_group][pocl-lacks]") {
  checkType<cl_int>("int");
  checkType<cl_uint>("uint");
  checkType<cl_long>("long");
  checkType<cl_ulong>("ulong");
}

TEST_CASE("work-group reduce and scans of float and double", "[work_group][pocl-lacks]") {
  checkType<cl_float>("float");
  checkType<cl_double>("double");
}

TEST_CASE("work_group_all and work_group_any", "[work_group][pocl-lacks]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void vote(__global const int* in, __global int* out) {
      size_t i = get_global_id(0);
      out[2 * i] = work_group_all(in[i]);
      out[2 * i + 1] = work_group_any(in[i]);
    })",
                                 "-cl-std=CL3.0");
  Kernel kernel = makeKernel(program, "vote");
  // Groups of 32: all set, none set, one set at either end, one clear, set values other than 1.
  const size_t local = 32, groups = 6, global = local * groups;
  std::vector<cl_int> input(global, 0);
  for (size_t i = 0; i < local; ++i) {
    input[i] = 1;
    input[4 * local + i] = 1;
    input[5 * local + i] = static_cast<cl_int>(i) - 100;
  }
  input[2 * local] = 1;
  input[3 * local + local - 1] = 5;
  input[4 * local + 7] = 0;
  Mem in = bufferOf(env.context, input);
  Mem out = makeBuffer(env.context, 2 * global * sizeof(cl_int));
  setArgs(kernel, in, out);
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  const std::vector<cl_int> got = readBuffer<cl_int>(env.queue, out, 2 * global);
  const bool all[groups] = {true, false, false, false, false, true};
  const bool any[groups] = {true, false, true, true, true, true};
  for (size_t i = 0; i < global; ++i) {
    INFO("work-item " << i);
    CHECK((got[2 * i] != 0) == all[i / local]);
    CHECK((got[2 * i + 1] != 0) == any[i / local]);
  }
}

TEST_CASE("work_group_broadcast in two and three dimensions, called again and again",
          "[work_group][pocl-lacks]") {
  Env env;
  // Each call names another work-item, so a call that overwrote what the group is still reading
  // from the previous one shows. The 16x16 groups take Weft's whole-group step (a work-group
  // function in a loop), the others its barrier regions.
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void broadcast2(__global const int* in, __global int* out, int rounds) {
      size_t x = get_global_id(0), y = get_global_id(1), w = get_global_size(0);
      int v = in[y * w + x], acc = 0;
      for (int r = 0; r < rounds; ++r)
        acc = acc * 3 + work_group_broadcast(v, r % get_local_size(0), (r / 2) % get_local_size(1));
      out[y * w + x] = acc + work_group_reduce_add(v);
    }
    __kernel void broadcast3(__global const int* in, __global int* out) {
      size_t w = get_global_size(0), h = get_global_size(1);
      size_t i = (get_global_id(2) * h + get_global_id(1)) * w + get_global_id(0);
      out[i] = work_group_broadcast(in[i], 1, 2, 1) * 1000 + work_group_broadcast(in[i], 0, 0, 0);
    })",
                                 "-cl-std=CL3.0");
  {
    Kernel kernel = makeKernel(program, "broadcast2");
    const cl_int rounds = 5;
    for (const size_t sx : {16, 8, 4}) {
      const size_t local[2] = {sx, 16}, global[2] = {32, 48};
      INFO("local size " << sx << "x16");
      std::vector<cl_int> input(global[0] * global[1]);
      for (size_t i = 0; i < input.size(); ++i)
        input[i] = static_cast<cl_int>(i * 7 % 23);
      Mem in = bufferOf(env.context, input);
      Mem out = makeBuffer(env.context, input.size() * sizeof(cl_int));
      setArgs(kernel, in, out, rounds);
      REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 2, nullptr, global, local, 0, nullptr,
                                        nullptr));
      const std::vector<cl_int> got = readBuffer<cl_int>(env.queue, out, input.size());
      for (size_t y = 0; y < global[1]; ++y)
        for (size_t x = 0; x < global[0]; ++x) {
          const size_t x0 = x / local[0] * local[0], y0 = y / local[1] * local[1];
          cl_int acc = 0, sum = 0;
          for (cl_int r = 0; r < rounds; ++r)
            acc = acc * 3 + input[(y0 + (r / 2) % local[1]) * global[0] + x0 + r % local[0]];
          for (size_t j = 0; j < local[1]; ++j)
            for (size_t i = 0; i < local[0]; ++i)
              sum += input[(y0 + j) * global[0] + x0 + i];
          INFO("x " << x << " y " << y);
          REQUIRE(got[y * global[0] + x] == acc + sum);
        }
    }
  }
  {
    Kernel kernel = makeKernel(program, "broadcast3");
    const size_t local[3] = {2, 3, 2}, global[3] = {4, 6, 4};
    const size_t w = global[0], h = global[1], total = w * h * global[2];
    std::vector<cl_int> input(total);
    for (size_t i = 0; i < total; ++i)
      input[i] = static_cast<cl_int>(i);
    Mem in = bufferOf(env.context, input);
    Mem out = makeBuffer(env.context, total * sizeof(cl_int));
    setArgs(kernel, in, out);
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 3, nullptr, global, local, 0, nullptr, nullptr));
    const std::vector<cl_int> got = readBuffer<cl_int>(env.queue, out, total);
    for (size_t i = 0; i < total; ++i) {
      const size_t x = i % w, y = i / w % h, z = i / (w * h);
      const size_t x0 = x / 2 * 2, y0 = y / 3 * 3, z0 = z / 2 * 2;
      const cl_int target = input[((z0 + 1) * h + y0 + 2) * w + x0 + 1];
      const cl_int first = input[(z0 * h + y0) * w + x0];
      INFO("work-item " << i);
      REQUIRE(got[i] == target * 1000 + first);
    }
  }
}
