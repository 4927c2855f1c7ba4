// WEFT_WORKER_SPIN=N: after a launch, a worker per core but one waits N ms for the next launch,
// spinning, and joins it as soon as it starts. The spinning shows in the process's CPU time while
// the application's thread sleeps, and ends N ms after the last launch; launches the spinning
// workers join give the same results.
#include "cl_test.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <ctime>
#include <thread>
#include <vector>

using namespace weft_test;

namespace {

constexpr const char* kScaleSource = R"(
  __kernel void scale(__global const uint* in, __global uint* out, uint factor) {
    size_t i = get_global_id(0);
    out[i] = in[i] * factor + (uint)get_group_id(0);
  })";

/// Nanoseconds of CPU this process used (all its threads) while this thread slept `sleep`.
uint64_t cpuWhileSleeping(std::chrono::milliseconds sleep) {
  auto cpu = [] {
    timespec now{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
    return uint64_t(now.tv_sec) * 1'000'000'000u + uint64_t(now.tv_nsec);
  };
  const uint64_t before = cpu();
  std::this_thread::sleep_for(sleep);
  return cpu() - before;
}

constexpr std::chrono::milliseconds kSpin{400};
constexpr std::chrono::milliseconds kSample{100};

} // namespace

TEST_CASE("with WEFT_WORKER_SPIN workers spin for the next launch through pauses shorter than "
          "its time, join the launches with the same results, and stop after it",
          "[ndrange][weft]") {
  // Built in full at once: a quick build's background compile would use CPU of its own.
  ScopedVariable quick("WEFT_QUICK_BUILD", "0");
  ScopedVariable spin("WEFT_WORKER_SPIN", "400");
  Env env;
  cl_uint units = 0;
  REQUIRE_CL(
      clGetDeviceInfo(env.device, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof(units), &units, nullptr));
  Program program = buildProgram(env.context, env.device, kScaleSource);
  Kernel kernel = makeKernel(program, "scale");
  const size_t count = 1 << 16, local = 64;
  std::vector<cl_uint> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = cl_uint(i * 2654435761u);
  Mem in = bufferOf(env.context, values);
  Mem out = makeBuffer(env.context, count * sizeof(cl_uint));
  // Launches with pauses between them, each checked: the spinning workers take part in them.
  for (cl_uint launch = 0; launch < 40; ++launch) {
    const cl_uint factor = 3 + launch;
    setArgs(kernel, in, out, factor);
    REQUIRE_CL(
        clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &count, &local, 0, nullptr, nullptr));
    std::vector<cl_uint> expected(count);
    for (size_t i = 0; i < count; ++i)
      expected[i] = values[i] * factor + cl_uint(i / local);
    // (One check per launch: the spinning is measured right after the last.)
    const bool same = readBuffer<cl_uint>(env.queue, out, count) == expected;
    REQUIRE(same);
    std::this_thread::sleep_for(std::chrono::milliseconds(launch % 4));
  }
  if (units < 2) {
    WARN("one compute unit: no worker spins, the CPU time is not checked");
    return;
  }
  // Right after the last launch a worker spins through the pause: well over a fifth of a core
  // (a whole one, or more, on an idle machine).
  const uint64_t spinning = cpuWhileSleeping(kSample);
  INFO(spinning / 1000 << " us of CPU in " << kSample.count() << " ms");
  CHECK(spinning > uint64_t(std::chrono::nanoseconds(kSample).count()) / 5);
  // Its time after the last launch over, they sleep.
  std::this_thread::sleep_for(kSpin);
  const uint64_t after = cpuWhileSleeping(kSample);
  INFO(after / 1000 << " us of CPU in " << kSample.count() << " ms, " << kSpin.count()
                    << " ms later");
  CHECK(after < uint64_t(std::chrono::nanoseconds(kSample).count()) / 10);
}

TEST_CASE("without WEFT_WORKER_SPIN no worker spins after a launch", "[ndrange][weft]") {
  ScopedVariable quick("WEFT_QUICK_BUILD", "0");
  ScopedVariable spin("WEFT_WORKER_SPIN", nullptr);
  Env env;
  Program program = buildProgram(env.context, env.device, kScaleSource);
  Kernel kernel = makeKernel(program, "scale");
  const size_t count = 1 << 16, local = 64;
  Mem in = makeBuffer(env.context, count * sizeof(cl_uint));
  Mem out = makeBuffer(env.context, count * sizeof(cl_uint));
  setArgs(kernel, in, out, cl_uint(2));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &count, &local, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  // (oneTBB's own workers spin a moment after their work before they sleep.)
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  const uint64_t idle = cpuWhileSleeping(kSample);
  INFO(idle / 1000 << " us of CPU in " << kSample.count() << " ms");
  CHECK(idle < uint64_t(std::chrono::nanoseconds(kSample).count()) / 10);
}
