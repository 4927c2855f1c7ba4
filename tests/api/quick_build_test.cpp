// Quick first builds (runtime/specialization.hpp): a program's kernels step one vector of
// work-items at a time until their launches have run a millisecond; then each is compiled again
// in full, in the background, and its later launches run that code with the same results.
#include "cl_test.hpp"

#include <chrono>
#include <fstream>
#include <iterator>
#include <map>
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
/// checked against the host (whose results are worked out once per size and rounds).
struct Mix {
  Mix(Env& env, size_t count) : env(env), count(count) {
    for (size_t i = 0; i < count; ++i)
      values.push_back(cl_uint(i * 2654435761u));
    in = bufferOf(env.context, values);
    out = makeBuffer(env.context, count * sizeof(cl_uint));
  }

  void build(const std::string& options = "") {
    program = buildProgram(env.context, env.device, kMixSource, options);
    kernel = makeKernel(program, "mix");
  }

  /// A launch of `workItems` (at most count), each `rounds` rounds, in groups of `local` (0: the
  /// runtime's choice), and its results checked.
  void launch(size_t workItems, cl_uint rounds, size_t local = 0) {
    setArgs(kernel, in, out, rounds);
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &workItems,
                                      local ? &local : nullptr, 0, nullptr, nullptr));
    std::vector<cl_uint>& expected = expectations[{workItems, rounds}];
    if (expected.empty()) {
      expected = mixOnHost(values, rounds);
      expected.resize(workItems);
    }
    const bool same = readBuffer<cl_uint>(env.queue, out, workItems) == expected;
    REQUIRE(same);
  }

  Env& env;
  size_t count;
  std::vector<cl_uint> values;
  std::map<std::pair<size_t, cl_uint>, std::vector<cl_uint>> expectations;
  Mem in, out;
  Program program;
  Kernel kernel;
};

/// Work-items and rounds of a launch that runs well over a millisecond in any code.
constexpr size_t kLongWorkItems = size_t(1) << 18;
constexpr cl_uint kLongRounds = 256;
/// Long enough for a compile to have dumped its IR, had one started (LLVM is not instrumented
/// under the sanitizers: its compiles take about as long there, 0.1 s on the 2-core VM).
constexpr std::chrono::milliseconds kCompileTime{1000};

} // namespace

TEST_CASE("a quick first build's kernel runs its full code once its launches have run a "
          "millisecond, with the same results",
          "[ndrange][spmd][weft]") {
  // The first build's report (dumped by WEFT_DUMP_IR) says one vector per step. With
  // WEFT_QUICK_BUILD=60000 its long launches stay under the mark and compile nothing; built
  // again with the default, long launches compile the kernel again (its IR and report dumped
  // again), whose report says four vectors per step. Every launch's results are the host's.
  Env env;
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  DumpDirectory directory;
  const std::string dump = directory.file("mix.ll"), report = directory.file("mix.vec.txt");
  Mix mix(env, kLongWorkItems);
  {
    ScopedVariable quick("WEFT_QUICK_BUILD", "60000");
    mix.build();
    CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
    std::remove(dump.c_str());
    for (int launch = 0; launch < 3; ++launch)
      mix.launch(kLongWorkItems, kLongRounds);
    std::this_thread::sleep_for(kCompileTime);
    CHECK_FALSE(std::ifstream(dump).good());
  }
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  mix.build();
  CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
  std::remove(dump.c_str());
  std::remove(report.c_str());
  const auto [launches, compiled] =
      launchUntilCompiled(dump, [&] { mix.launch(kLongWorkItems, kLongRounds); });
  CHECK(compiled);
  INFO(launches << " long launches");
  // (The report is written before the IR.)
  CHECK(textOf(report).find("4 vectors per step") != std::string::npos);
  mix.launch(64, 2);
}

TEST_CASE("a quick first build's code runs whole vectors of work-items, and groups of other "
          "widths run it with its scalar loop, compiled at their first launch",
          "[ndrange][spmd][weft]") {
  // The quick code has no scalar loop for the work-items past the last whole vector in x
  // (KernelInfo::wholeVectors): launches in groups of 64 compile nothing; the first in groups of
  // 13, and the first of a 2.0 program's range of 1001 in groups of 64 (the last one 41 wide),
  // compile the quick code with that loop (its IR dumped) and run it, as do later launches in
  // groups of 7 without compiling again. Had the code without the loop run them, the last
  // work-items of each group would have left their outputs unwritten. WEFT_SPECIALIZE=0, set
  // after the builds, stops no such compile: those launches cannot run without it.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", "60000");
  ScopedVariable specialize("WEFT_SPECIALIZE", nullptr);
  DumpDirectory directory;
  const std::string dump = directory.file("mix.ll"), report = directory.file("mix.vec.txt");
  Mix uniform(env, 1024), partial(env, 1024);
  uniform.build();
  CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
  partial.build("-cl-std=CL2.0");
  CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
  ScopedVariable off("WEFT_SPECIALIZE", "0");
  std::remove(dump.c_str());
  uniform.launch(1024, 3, 64);
  partial.launch(1024, 3, 64);
  CHECK_FALSE(std::ifstream(dump).good());
  uniform.launch(13 * 7, 3, 13);
  CHECK(std::ifstream(dump).good());
  std::remove(dump.c_str());
  uniform.launch(7 * 5, 4, 7);
  CHECK_FALSE(std::ifstream(dump).good());
  partial.launch(1001, 3, 64);
  CHECK(std::ifstream(dump).good());
  std::remove(dump.c_str());
  partial.launch(1001, 5, 64);
  uniform.launch(1024, 5, 64);
  CHECK_FALSE(std::ifstream(dump).good());
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

TEST_CASE("a short 1D kernel, whose full build is its quick one, is compiled once",
          "[ndrange][spmd][weft]") {
  // A loop of a few instructions steps one vector in full builds too, and a kernel that does not
  // use its y id gets no rows side by side: the quick first build is its full code, so even at
  // its first launch with WEFT_SPECIALIZE=sync nothing is compiled again.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  ScopedVariable sync("WEFT_SPECIALIZE", "sync");
  DumpDirectory directory;
  const std::string dump = directory.file("saxpy.ll"), report = directory.file("saxpy.vec.txt");
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void saxpy(float a, __global const float* x, __global float* y) {
      size_t i = get_global_id(0);
      y[i] = a * x[i] + y[i];
    })");
  CHECK(textOf(report).find("saxpy: vectorized") == 0);
  CHECK(textOf(report).find("quick first build") == std::string::npos);
  Kernel kernel = makeKernel(program, "saxpy");
  const size_t count = 1000;
  std::vector<float> x(count), y(count);
  for (size_t i = 0; i < count; ++i) {
    x[i] = float(i);
    y[i] = float(count - i);
  }
  Mem xs = bufferOf(env.context, x), ys = bufferOf(env.context, y);
  setArgs(kernel, 2.0f, xs, ys);
  std::remove(dump.c_str());
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &count, nullptr, 0, nullptr, nullptr));
  const std::vector<float> out = readBuffer<float>(env.queue, ys, count);
  for (size_t i = 0; i < count; ++i)
    REQUIRE(out[i] == 2.0f * x[i] + y[i]);
  CHECK_FALSE(std::ifstream(dump).good());
}

TEST_CASE("a linked program's kernel with barriers is compiled in full for its launches",
          "[ndrange][spmd][weft]") {
  // clLinkProgram's options are a link's: the full compile reads them so. The reduction tree's
  // regions take two vectors per step in full, one in the quick build; both sum alike.
  Env env;
  ScopedVariable quick("WEFT_QUICK_BUILD", nullptr);
  ScopedVariable sync("WEFT_SPECIALIZE", "sync");
  DumpDirectory directory;
  const std::string report = directory.file("tree.vec.txt");
  const char* sources[2] = {R"(
    float load(__global const float* in);
    __kernel void tree(__global const float* in, __global float* out) {
      __local float scratch[256];
      size_t lid = get_local_id(0);
      scratch[lid] = load(in);
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint stride = get_local_size(0) / 2; stride > 0; stride /= 2) {
        if (lid < stride)
          scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (lid == 0)
        out[get_group_id(0)] = scratch[0];
    })",
                            R"(
    float load(__global const float* in) { return in[get_global_id(0)] * 2.0f; })"};
  std::vector<Program> compiled;
  for (const char* source : sources) {
    cl_int err = CL_OUT_OF_RESOURCES;
    compiled.emplace_back(clCreateProgramWithSource(env.context, 1, &source, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    REQUIRE_CL(clCompileProgram(compiled.back(), 1, &env.device, "", 0, nullptr, nullptr, nullptr,
                                nullptr));
  }
  cl_program inputs[2] = {compiled[0], compiled[1]};
  cl_int err = CL_OUT_OF_RESOURCES;
  Program linked(clLinkProgram(env.context, 1, &env.device, "", 2, inputs, nullptr, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(textOf(report).find("one vector per step (a quick first build") != std::string::npos);
  std::remove(report.c_str());
  Kernel kernel = makeKernel(linked, "tree");
  constexpr size_t kLocal = 256, kGroups = 3;
  std::vector<float> in(kLocal * kGroups);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = float(i % 13);
  Mem mi = bufferOf(env.context, in);
  Mem mo = makeBuffer(env.context, kGroups * sizeof(float));
  setArgs(kernel, mi, mo);
  run1D(env.queue, kernel, in.size(), kLocal);
  CHECK(textOf(report).find("2 vectors per step") != std::string::npos);
  const std::vector<float> out = readBuffer<float>(env.queue, mo, kGroups);
  for (size_t group = 0; group < kGroups; ++group) {
    float want = 0.0f;
    for (size_t i = group * kLocal; i < (group + 1) * kLocal; ++i)
      want += 2.0f * in[i];
    CHECK(out[group] == want);
  }
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
    std::this_thread::sleep_for(kCompileTime);
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
