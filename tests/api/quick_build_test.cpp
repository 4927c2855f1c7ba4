// Quick first builds (runtime/specialization.hpp): a program's kernels step one vector of
// work-items at a time until their launches have run a millisecond; then each is compiled again
// in full, in the background, and its later launches run that code with the same results.
#include "cl_test.hpp"

#include <chrono>
#include <fstream>
#include <iterator>
#include <thread>

using namespace weft_test;

namespace {

/// A chain of dependent integer operations per work-item, in a loop: the full build steps four
/// vectors of work-items at a time, a quick first build one. Integers, so that every code's
/// results are exactly the host's.
constexpr const char* kMixSource = R"(
  __kernel void mix(__global const uint* in, __global uint* out, uint rounds) {
    size_t i = get_global_id(0);
    uint x = in[i];
    for (uint r = 0; r < rounds; ++r) {
      x = x * 1103515245u + 12345u;
      x ^= x >> 7;
    }
    out[i] = x;
  })";

std::vector<cl_uint> mixOnHost(const std::vector<cl_uint>& in, cl_uint rounds) {
  std::vector<cl_uint> out(in);
  for (cl_uint& x : out)
    for (cl_uint r = 0; r < rounds; ++r) {
      x = x * 1103515245u + 12345u;
      x ^= x >> 7;
    }
  return out;
}

std::string textOf(const std::string& path) {
  std::ifstream file(path);
  return std::string((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
}

/// The kernel `mix` of a program built from kMixSource, its arguments set, and launches of it
/// checked against the host.
struct Mix {
  Mix(Env& env, size_t count) : env(env), count(count) {
    for (size_t i = 0; i < count; ++i)
      values.push_back(cl_uint(i * 2654435761u));
    in = bufferOf(env.context, values);
    out = makeBuffer(env.context, count * sizeof(cl_uint));
  }

  void build() {
    program = buildProgram(env.context, env.device, kMixSource);
    kernel = makeKernel(program, "mix");
  }

  /// A launch of `workItems` (at most count), each `rounds` rounds, and its results checked.
  void launch(size_t workItems, cl_uint rounds) {
    setArgs(kernel, in, out, rounds);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &workItems, nullptr, 0,
                                      nullptr, nullptr));
    std::vector<cl_uint> expected = mixOnHost(values, rounds);
    expected.resize(workItems);
    const bool same = readBuffer<cl_uint>(env.queue, out, workItems) == expected;
    REQUIRE(same);
  }

  Env& env;
  size_t count;
  std::vector<cl_uint> values;
  Mem in, out;
  Program program;
  Kernel kernel;
};

/// Work-items and rounds of a launch that runs well over a millisecond in any code.
constexpr size_t kLongWorkItems = size_t(1) << 18;
constexpr cl_uint kLongRounds = 256;

} // namespace

TEST_CASE("a quick first build's kernel runs its full code once its launches have run a "
          "millisecond, with the same results",
          "[ndrange][spmd][weft]") {
  // The first build's report (dumped by WEFT_DUMP_IR) says one vector per step; short launches
  // compile nothing; long ones compile the kernel again (its IR and report dumped again), whose
  // report says four vectors per step; every launch's results are the host's.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  DumpDirectory directory;
  const std::string dump = directory.file("mix.ll"), report = directory.file("mix.vec.txt");
  Mix mix(env, kLongWorkItems);
  mix.build();
  CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
  std::remove(dump.c_str());
  std::remove(report.c_str());

  for (int launch = 0; launch < 8; ++launch)
    mix.launch(64, 2); // microseconds each
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  CHECK_FALSE(std::ifstream(dump).good());

  const auto [launches, compiled] =
      launchUntilCompiled(dump, [&] { mix.launch(kLongWorkItems, kLongRounds); });
  CHECK(compiled);
  INFO(launches << " long launches");
  // (The report is written before the IR.)
  CHECK(textOf(report).find("4 vectors per step") != std::string::npos);
  mix.launch(64, 2);
}

TEST_CASE("with WEFT_SPECIALIZE=sync a quick first build's kernel is compiled in full at its "
          "first launch",
          "[ndrange][spmd][weft]") {
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  ScopedVariable sync("WEFT_SPECIALIZE", "sync");
  DumpDirectory directory;
  const std::string dump = directory.file("mix.ll"), report = directory.file("mix.vec.txt");
  Mix mix(env, 256);
  mix.build();
  std::remove(dump.c_str());
  std::remove(report.c_str());
  mix.launch(256, 3);
  CHECK(textOf(report).find("4 vectors per step") != std::string::npos);
  // The kernel keeps its full code: a second launch compiles nothing.
  std::remove(dump.c_str());
  mix.launch(100, 5);
  CHECK_FALSE(std::ifstream(dump).good());
}

TEST_CASE("WEFT_QUICK_BUILD=0 and WEFT_SPECIALIZE=0 build programs in full at once",
          "[ndrange][spmd][weft]") {
  for (const char* variable : {"WEFT_QUICK_BUILD", "WEFT_SPECIALIZE"}) {
    INFO(variable << "=0");
    Env env;
    ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
    ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
    ScopedVariable off(variable, "0");
    DumpDirectory directory;
    const std::string dump = directory.file("mix.ll"), report = directory.file("mix.vec.txt");
    Mix mix(env, kLongWorkItems);
    mix.build();
    CHECK(textOf(report).find("4 vectors per step") != std::string::npos);
    std::remove(dump.c_str());
    for (int launch = 0; launch < 3; ++launch)
      mix.launch(kLongWorkItems, kLongRounds);
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    CHECK_FALSE(std::ifstream(dump).good());
  }
}

TEST_CASE("a program whose launches share a variable is built in full at once",
          "[ndrange][spmd][weft]") {
  // Its kernels are never compiled again (an executable of their own would hold a second copy of
  // the variable), so a quick first build would be its only build.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  DumpDirectory directory;
  Program program = buildProgram(env.context, env.device, std::string(R"(
    global uint launches = 0;
    __kernel void count(__global uint* out) {
      if (get_global_id(0) == 0)
        out[0] = ++launches;
    })") + kMixSource,
                                 "-cl-std=CL2.0");
  CHECK(textOf(directory.file("mix.vec.txt")).find("4 vectors per step") != std::string::npos);
  Kernel kernel = makeKernel(program, "count");
  Mem out = makeBuffer(env.context, sizeof(cl_uint));
  setArgs(kernel, out);
  const size_t global = 64;
  for (cl_uint launch = 1; launch <= 2; ++launch) {
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr,
                                      nullptr));
    CHECK(readBuffer<cl_uint>(env.queue, out, 1)[0] == launch);
  }
}
