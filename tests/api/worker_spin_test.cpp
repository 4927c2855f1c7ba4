// WEFT_WORKER_SPIN=N: after a launch, a worker per core but one waits N ms for the next launch,
// spinning, and joins it as soon as it starts. A worker named "weft-spin" while it spins shows
// the spinning, which ends N ms after the last launch; launches the spinning workers join give
// the same results.
#include "cl_test.hpp"

#include <catch2/catch.hpp>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

using namespace weft_test;

namespace {

constexpr const char* kScaleSource = R"(
  __kernel void scale(__global const uint* in, __global uint* out, uint factor) {
    size_t i = get_global_id(0);
    out[i] = in[i] * factor + (uint)get_group_id(0);
  })";

/// Of `samples` looks at this process's threads, `pause` apart, how many found one named
/// "weft-spin": a worker while it spins for launches (it exists whatever CPU a loaded machine
/// leaves it; oneTBB's own workers, which may look runnable for a while after their work, keep
/// their names).
int samplesWithSpinner(int samples, std::chrono::milliseconds pause) {
  int found = 0;
  for (int sample = 0; sample < samples; ++sample) {
    bool spinner = false;
    for (const auto& task : std::filesystem::directory_iterator("/proc/self/task")) {
      std::ifstream comm(task.path() / "comm");
      std::string name;
      std::getline(comm, name);
      spinner |= name == "weft-spin";
    }
    found += spinner;
    std::this_thread::sleep_for(pause);
  }
  return found;
}

constexpr int kSamples = 20;
constexpr std::chrono::milliseconds kSamplePause{5};
constexpr std::chrono::milliseconds kSpin{400};

} // namespace

TEST_CASE("with WEFT_WORKER_SPIN workers spin for the next launch through pauses shorter than "
          "its time, join the launches with the same results, and stop after it",
          "[ndrange][weft]") {
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
    WARN("one compute unit: no worker spins, the spinning is not checked");
    return;
  }
  // Right after the last launch a worker spins through the pause.
  CHECK(samplesWithSpinner(kSamples, kSamplePause) >= kSamples * 3 / 4);
  // Its time after the last launch over, it stops (at its next look at the time, on a loaded
  // machine some milliseconds later).
  std::this_thread::sleep_for(kSpin);
  CHECK(samplesWithSpinner(kSamples, kSamplePause) <= kSamples / 4);
}

TEST_CASE("without WEFT_WORKER_SPIN no worker spins after a launch", "[ndrange][weft]") {
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
  CHECK(samplesWithSpinner(kSamples, kSamplePause) == 0);
}
