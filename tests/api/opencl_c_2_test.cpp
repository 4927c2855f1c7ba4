// OpenCL C 2.0 and the core of OpenCL C 3.0's optional language (issue 17, item 3): -cl-std=CL2.0,
// the generic address space with to_global / to_local / to_private, and program-scope __global
// variables with their queries.
#include "cl_test.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

using namespace weft_test;

namespace {

/// Runs `name(global int* out)` over `global` work-items in groups of `local`; returns out.
std::vector<cl_int> run(Env& env, cl_program program, const char* name, size_t global,
                        size_t local) {
  Kernel kernel = makeKernel(program, name);
  Mem out = makeBuffer(env.context, global * sizeof(cl_int));
  cl_mem arg = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof arg, &arg));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  return readBuffer<cl_int>(env.queue, out, global);
}

const char* const kGeneric = R"CLC(
// A generic pointer through a function that is not inlined away by the caller's address space.
int twice(int* p) { return 2 * *p; }
void bump(int* p) { *p += 1; }

kernel void through_functions(global int* out) {
  local int shared[64];
  int mine = (int)get_global_id(0);
  shared[get_local_id(0)] = 100 + (int)get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  bump(&mine);                             // private
  bump(&shared[get_local_id(0)]);          // local, each work-item its own element
  out[get_global_id(0)] = 1000;
  bump(&out[get_global_id(0)]);            // global
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] += twice(&mine) + twice(&shared[get_local_id(0)]);
}

// Each query answers for one pointer of each kind: bit 0 global, 1 local, 2 private.
int kinds(int* p) {
  return (to_global(p) != 0) | (to_local(p) != 0) << 1 | (to_private(p) != 0) << 2;
}

kernel void queries(global int* out) {
  local int shared[64];
  int mine = 7;
  size_t i = get_global_id(0);
  shared[get_local_id(0)] = 1;
  out[i] = kinds(&out[i]) | kinds(&shared[get_local_id(0)]) << 4 | kinds(&mine) << 8;
}

// The same across a barrier: a private variable whose address is taken before the barrier and
// used after it lives in the work-items' saved state.
kernel void queries_across_barrier(global int* out) {
  local int shared[64];
  int mine = (int)get_local_id(0);
  int* p = &mine;
  int* l = &shared[get_local_id(0)];
  int* g = &out[get_global_id(0)];
  *l = 3;
  barrier(CLK_LOCAL_MEM_FENCE);
  *p += *l;
  out[get_global_id(0)] = kinds(g) | kinds(l) << 4 | kinds(p) << 8 | (*p == (int)get_local_id(0) + 3) << 12;
}
)CLC";

constexpr cl_int kExpectedKinds = 1 | 2 << 4 | 4 << 8;
// OpenCL C's CLK_GLOBAL_MEM_FENCE and CLK_LOCAL_MEM_FENCE (no host header defines them).
constexpr cl_int kGlobalFence = 2, kLocalFence = 1;

const char* const kGenericBuiltins = R"CLC(
// get_fence and the C11 atomics on generic pointers (the CTS's generic_address_space suite).
uint fence_of(int* p) { return get_fence(p); }
void add_one(atomic_int* counter) {
  atomic_fetch_add_explicit(counter, 1, memory_order_relaxed, memory_scope_device);
}

kernel void fences(global int* out) {
  local int shared[64];
  int mine = 0;
  shared[get_local_id(0)] = 0;
  out[get_global_id(0)] = fence_of(&out[get_global_id(0)]) |
                          fence_of(&shared[get_local_id(0)]) << 4 | fence_of(&mine) << 8;
}

kernel void atomics(global int* out) {
  local atomic_int hits;
  if (get_local_id(0) == 0)
    atomic_init(&hits, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  add_one((atomic_int*)&out[0]);
  add_one(&hits);
  barrier(CLK_LOCAL_MEM_FENCE);
  int expected = 0;
  atomic_int* any = &hits;
  if (get_local_id(0) == 0)
    atomic_compare_exchange_strong(any, &expected, 1); // fails: hits is the group's size
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[1 + get_group_id(0)] = atomic_load(any) + expected * 1000;
}
)CLC";

} // namespace

TEST_CASE("OpenCL C 2.0 is offered and builds", "[opencl-c-2]") {
  Env env;
  CHECK(deviceSupportsOpenCLC(env.device, 2, 0));
  CHECK(deviceSupportsOpenCLC(env.device, 3, 0));
  // Without pipes and device-side enqueue the deprecated query stays at 1.2, as the CTS's
  // compiler opencl_c_versions requires of an OpenCL 3.0 device.
  CHECK(deviceString(env.device, CL_DEVICE_OPENCL_C_VERSION).rfind("OpenCL C 1.2", 0) == 0);
  CHECK(info<cl_bool>(clGetDeviceInfo, env.device, CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT) ==
        CL_TRUE);
  Program p = buildProgram(env.context, env.device, R"CLC(
#if __OPENCL_C_VERSION__ != 200
#error "not OpenCL C 2.0"
#endif
kernel void version(global int* out) { out[get_global_id(0)] = __OPENCL_C_VERSION__; }
)CLC",
                           "-cl-std=CL2.0");
  CHECK(run(env, p, "version", 4, 4) == std::vector<cl_int>(4, 200));
}

TEST_CASE("generic pointers reach global, local and private memory through function calls",
          "[opencl-c-2]") {
  Env env;
  for (const char* options : {"-cl-std=CL2.0", "-cl-std=CL3.0", "-cl-std=CL3.0 -cl-opt-disable"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, kGeneric, options);
    const std::vector<cl_int> out = run(env, p, "through_functions", 256, 64);
    for (cl_int i = 0; i < 256; ++i) {
      const cl_int local = i % 64;
      INFO("work-item " << i);
      REQUIRE(out[i] == 1001 + 2 * (i + 1) + 2 * (101 + local));
    }
  }
}

TEST_CASE("to_global, to_local and to_private tell where a generic pointer points",
          "[opencl-c-2]") {
  Env env;
  for (const char* options : {"-cl-std=CL2.0", "-cl-std=CL3.0", "-cl-std=CL3.0 -cl-opt-disable"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, kGeneric, options);
    CHECK(run(env, p, "queries", 256, 64) == std::vector<cl_int>(256, kExpectedKinds));
    CHECK(run(env, p, "queries_across_barrier", 256, 64) ==
          std::vector<cl_int>(256, kExpectedKinds | 1 << 12));
  }
}

TEST_CASE("program-scope __global variables keep their values across launches and kernels",
          "[opencl-c-2]") {
  Env env;
  const char* source = R"CLC(
global int counter = 5;
global float table[4] = {1.5f, 2.5f, 3.5f, 4.5f};
global int* global where = &counter;

int calls(void) {
  static global int seen = 10;   // a function-scope static with an initializer
  return atomic_inc(&seen);
}

kernel void count(global int* out) {
  atomic_add(where, 1);
  out[get_global_id(0)] = calls() >= 10;
}

kernel void read(global int* out) {
  if (get_global_id(0) == 0) {
    out[0] = counter;
    out[1] = (int)(table[0] + table[3]);
    out[2] = calls();
    table[0] += 1.0f;
  }
}
)CLC";
  for (const char* options : {"-cl-std=CL2.0", "-cl-std=CL3.0"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, source, options);
    // counter (4) + table (16) + where (8) + seen (4)
    size_t total = 0;
    REQUIRE_CL(clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE,
                                     sizeof total, &total, nullptr));
    CHECK(total == 32);
    CHECK(run(env, p, "count", 100, 10) == std::vector<cl_int>(100, 1));
    CHECK(run(env, p, "count", 100, 10) == std::vector<cl_int>(100, 1));
    const std::vector<cl_int> first = run(env, p, "read", 4, 4);
    CHECK(first[0] == 205);
    CHECK(first[1] == 6);
    CHECK(first[2] == 210);
    // read's own update of table[0] shows in its next launch.
    CHECK(run(env, p, "read", 4, 4)[1] == 7);
    // Another program has variables of its own.
    Program other = buildProgram(env.context, env.device, source, options);
    CHECK(run(env, other, "read", 4, 4)[0] == 5);
  }
}

TEST_CASE("program-scope variables are refused in OpenCL C 1.2 and beyond the device's limit",
          "[opencl-c-2]") {
  Env env;
  const char* variable = "global int counter = 5;\n"
                         "kernel void k(global int* out) { out[0] = counter; }\n";
  Program old = sourceProgram(env.context, variable);
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(old, 1, &env.device, "-cl-std=CL1.2", nullptr, nullptr));
  const size_t limit =
      info<size_t>(clGetDeviceInfo, env.device, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE);
  CHECK(limit >= 64 * 1024); // the spec's minimum
  CHECK(info<size_t>(clGetDeviceInfo, env.device, CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE) >
        0);
  const std::string huge =
      "global char big[" + std::to_string(limit + 1) +
      "];\nkernel void k(global int* out) { out[0] = big[get_global_id(0)]; }\n";
  Program tooLarge = sourceProgram(env.context, huge);
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(tooLarge, 1, &env.device, "-cl-std=CL3.0", nullptr, nullptr));
  CHECK(buildLog(tooLarge, env.device).find("CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE") !=
        std::string::npos);
}

TEST_CASE("a large program-scope variable is reached from its kernel wherever the process has "
          "room left",
          "[opencl-c-2]") {
  // Code reaches a program's variables PC-relative, within 2 GiB. A process that has used and
  // freed a lot of memory leaves holes far apart: here a small one high up and a large one at
  // least 10 GiB below it, so that a linker placing each section where it fits would put the code
  // in the one and the variable in the other.
  constexpr size_t kGiB = size_t(1) << 30;
  constexpr size_t kReserved = 12 * kGiB;
  void* reserved =
      mmap(nullptr, kReserved, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
  REQUIRE(reserved != MAP_FAILED);
  auto* base = static_cast<char*>(reserved);
  constexpr size_t kSmallHole = 8 << 20;
  constexpr size_t kLargeHole = 512 << 20;
  REQUIRE(munmap(base + kReserved - 2 * kSmallHole, kSmallHole) == 0);
  REQUIRE(munmap(base, kLargeHole) == 0);

  Env env;
  const size_t limit =
      info<size_t>(clGetDeviceInfo, env.device, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE);
  const size_t ints = std::min<size_t>(limit, 64 << 20) / sizeof(cl_int);
  const std::string source = "global int big[" + std::to_string(ints) + "];\n" +
                             "kernel void fill(global int* out) {\n"
                             "  size_t i = get_global_id(0);\n"
                             "  size_t at = " +
                             std::to_string(ints - 1) +
                             " - i * 4096;\n"
                             "  big[at] = (int)i + 1;\n"
                             "  out[i] = big[at] + big[i];\n"
                             "}\n";
  Program p = buildProgram(env.context, env.device, source, "-cl-std=CL2.0");
  const size_t global = 256;
  std::vector<cl_int> expected(global);
  for (size_t i = 0; i < global; ++i)
    expected[i] = static_cast<cl_int>(i + 1);
  CHECK(run(env, p, "fill", global, 64) == expected);
  munmap(base + kLargeHole, kReserved - kLargeHole - 2 * kSmallHole);
  munmap(base + kReserved - kSmallHole, kSmallHole);
}

TEST_CASE("get_fence and the atomics take generic pointers", "[opencl-c-2]") {
  Env env;
  for (const char* options : {"-cl-std=CL2.0", "-cl-std=CL3.0"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, kGenericBuiltins, options);
    // CLK_GLOBAL_MEM_FENCE for global, CLK_LOCAL_MEM_FENCE for local, none for private.
    CHECK(run(env, p, "fences", 128, 64) ==
          std::vector<cl_int>(128, kGlobalFence | kLocalFence << 4));
    Kernel k = makeKernel(p, "atomics");
    const std::vector<cl_int> zero(5, 0);
    Mem out = bufferOf(env.context, zero);
    setArgs(k, out.get());
    const size_t global = 256, local = 64;
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr));
    CHECK(readBuffer<cl_int>(env.queue, out, 5) ==
          std::vector<cl_int>{256, 64064, 64064, 64064, 64064});
  }
}
