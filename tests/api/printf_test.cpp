// printf (OpenCL C 3.0 §6.15.14): the output of a kernel's printf calls is on stdout, whole, by
// the time the command completes; conversions, flags, widths, precisions and vector specifiers
// as the spec defines them; strings from __constant memory; printf returns 0, and -1 once the
// device's printf buffer is full; and what a command printed stays printed when the program is
// killed afterwards.
#include "cl_test.hpp"

#include <algorithm>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <sstream>
#include <sys/wait.h>
#include <unistd.h>

using namespace weft_test;

namespace {

/// The output of kernel `name` of `source` run on `global` work-items, read after clFinish.
std::string printed(Env& env, const char* source, const char* name, size_t global,
                    cl_mem out = nullptr) {
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, name);
  if (out)
    setArgs(kernel, out);
  return captureStdout([&] {
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr,
                                      nullptr));
    REQUIRE_CL(clFinish(env.queue));
  });
}

} // namespace

TEST_CASE("printf formats scalars as C does", "[printf]") {
  Env env;
  const std::string text = printed(env, R"(
    __kernel void scalars() {
      printf("%d %i %u %o %x %X %c %%\n", -42, 7, 42u, 8u, 255u, 255u, 'q');
      printf("[%5d] [%-5d] [%05d] [%+d] [% d] [%#x] [%#o]\n", 42, 42, 42, 42, 42, 255u, 8u);
      printf("%hhd %hd %ld %lu %lx\n", (char)-3, (short)-300, -5000000000l, 5000000000ul,
             0x123456789abul);
      printf("%f %.2f %10.3f %-10.1f| %e %.3E %g %G %a\n", 1.5f, 3.14159f, -2.5f, 0.25f,
             12345.678f, 0.000123f, 0.0001f, 1e20f, 1.0f);
      printf("%s|%10s|%-4s|%.2s\n", "text", "right", "l", "cut");
      printf("no conversions\n");
    })",
                                   "scalars", 1);
  CHECK(text == "-42 7 42 10 ff FF q %\n"
                "[   42] [42   ] [00042] [+42] [ 42] [0xff] [010]\n"
                "-3 -300 -5000000000 5000000000 123456789ab\n"
                "1.500000 3.14     -2.500 0.2       | 1.234568e+04 1.230E-04 0.0001 1E+20 0x1p+0\n"
                "text|     right|l   |cu\n"
                "no conversions\n");
}

TEST_CASE("printf formats vectors element by element", "[printf]") {
  Env env;
  const std::string text = printed(env, R"(
    __kernel void vectors() {
      printf("%v4hlf\n", (float4)(1.0f, 2.5f, -3.0f, 0.125f));
      printf("%v2hld|%v3hhd|%v8hx\n", (int2)(7, -8), (char3)(1, -2, 3),
             (ushort8)(1, 2, 3, 4, 0xa, 0xb, 0xc, 0xffff));
      printf("%v2lu %v16hhu\n", (ulong2)(1, 18446744073709551615ul),
             (uchar16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 255));
      printf("%5.1v2hlf\n", (float2)(1.25f, -7.75f));
    })",
                                   "vectors", 1);
  CHECK(text == "1.000000,2.500000,-3.000000,0.125000\n"
                "7,-8|1,-2,3|1,2,3,4,a,b,c,ffff\n"
                "1,18446744073709551615 0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,255\n"
                "  1.2, -7.8\n");
}

TEST_CASE("every work-item's output is there, a line at a time, when the command completes",
          "[printf]") {
  // Strings from __constant memory, and one line per work-item in some order.
  Env env;
  const std::string text = printed(env, R"(
    __constant char greeting[] = "item";
    __kernel void items() {
      printf("%s %d of %d\n", greeting, (int)get_global_id(0), (int)get_global_size(0));
    })",
                                   "items", 1000);
  std::istringstream lines(text);
  std::vector<bool> seen(1000, false);
  std::string line;
  size_t count = 0;
  while (std::getline(lines, line)) {
    int id = -1, total = 0;
    INFO("line " << line);
    REQUIRE(std::sscanf(line.c_str(), "item %d of %d", &id, &total) == 2);
    REQUIRE(total == 1000);
    REQUIRE(id >= 0);
    REQUIRE(id < 1000);
    REQUIRE_FALSE(seen[id]);
    seen[id] = true;
    ++count;
  }
  CHECK(count == 1000);
}

// The spec has printf return -1 when it fails; Weft's fails when the launch's buffer is full (PoCL
// 3.1 keeps going).
TEST_CASE("printf returns 0, and -1 when the printf buffer is full", "[printf][weft]") {
  Env env;
  const size_t bufferSize = deviceInfo<size_t>(env.device, CL_DEVICE_PRINTF_BUFFER_SIZE);
  REQUIRE(bufferSize >= 1024 * 1024); // the full profile's minimum
  Mem out = makeBuffer(env.context, 4 * 100000 * sizeof(cl_int));
  // Each call prints one short line and stores printf's result; far more lines than fit.
  const size_t items = 100000;
  const std::string text = printed(env, R"(
    __kernel void many(__global int* results) {
      size_t i = get_global_id(0);
      for (int k = 0; k < 4; ++k)
        results[4 * i + k] = printf("%d\n", k);
    })",
                                   "many", items, static_cast<cl_mem>(out));
  const std::vector<cl_int> results = readBuffer<cl_int>(env.queue, out, 4 * items);
  size_t ok = 0, full = 0;
  for (cl_int r : results) {
    REQUIRE((r == 0 || r == -1));
    (r == 0 ? ok : full) += 1;
  }
  CHECK(ok > 0);
  CHECK(full > 0);
  // Every call that returned 0 printed its line, and no other did.
  CHECK(static_cast<size_t>(std::count(text.begin(), text.end(), '\n')) == ok);
}

// The child process of the next test: a kernel prints, the command completes, and the process
// is killed by a signal nothing can catch (Catch2's handler of SIGABRT would flush stdout).
TEST_CASE("printf child - a kernel prints and then the process is killed", "[.]") {
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    __kernel void last_words() { printf("last words of %d\n", (int)get_global_id(0)); })");
  Kernel kernel = makeKernel(program, "last_words");
  const size_t global = 8;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
  std::raise(SIGKILL);
}

TEST_CASE("printf's output is not lost when the program crashes after the command", "[printf]") {
  // This test program again, running only the test above, its stdout a file.
  char self[PATH_MAX] = {};
  REQUIRE(readlink("/proc/self/exe", self, sizeof self - 1) > 0);
  char path[] = "/tmp/weft_printf_killed_XXXXXX";
  const int file = mkstemp(path);
  REQUIRE(file >= 0);
  close(file);
  const std::string command =
      std::string("'") + self +
      "' 'printf child - a kernel prints and then the process is killed' >" + path + " 2>/dev/null";
  const int status = std::system(command.c_str());
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path);
  INFO("child's stdout: " << text.str());
  // It was killed (a shell reports SIGKILL as 137)...
  REQUIRE(status != -1);
  CHECK(!(WIFEXITED(status) && WEXITSTATUS(status) == 0));
  // ...and every work-item's line is there.
  for (int id = 0; id < 8; ++id)
    CHECK(text.str().find("last words of " + std::to_string(id) + "\n") != std::string::npos);
}
