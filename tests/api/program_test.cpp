// OpenCL 3.0 API §5.8 "Program Objects": creation from source and binaries, building with
// options, separate compilation and linking, build and program queries.
#include "cl_test.hpp"

#include <set>

#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <mutex>
#include <sstream>
#include <thread>

using namespace weft_test;

namespace {

const char* kTwoKernels = R"CLC(
kernel void fill_one(global int* out) { out[get_global_id(0)] = 1; }
kernel void fill_value(global int* out, int v) { out[get_global_id(0)] = v; }
)CLC";

/// Runs a one-argument kernel `name(global int* out)` over n work-items and returns out.
std::vector<cl_int> runIntKernel(Env& env, cl_program program, const char* name, size_t n) {
  Kernel kernel = makeKernel(program, name);
  Mem out = makeBuffer(env.context, n * sizeof(cl_int));
  cl_mem arg = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof arg, &arg));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  return readBuffer<cl_int>(env.queue, out, n);
}

cl_build_status buildStatus(cl_program p, cl_device_id d) {
  cl_build_status status = 1;
  size_t ret = 0;
  REQUIRE_CL(clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, &ret));
  REQUIRE(ret == sizeof status);
  return status;
}

std::string buildOptions(cl_program p, cl_device_id d) {
  size_t size = 0;
  REQUIRE_CL(clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_OPTIONS, 0, nullptr, &size));
  REQUIRE(size >= 1);
  std::vector<char> buf(size);
  REQUIRE_CL(clGetProgramBuildInfo(p, d, CL_PROGRAM_BUILD_OPTIONS, size, buf.data(), nullptr));
  REQUIRE(buf.back() == '\0');
  return buf.data();
}

cl_program_binary_type binaryType(cl_program p, cl_device_id d) {
  cl_program_binary_type t = 0;
  size_t ret = 0;
  REQUIRE_CL(clGetProgramBuildInfo(p, d, CL_PROGRAM_BINARY_TYPE, sizeof t, &t, &ret));
  REQUIRE(ret == sizeof t);
  return t;
}

} // namespace

TEST_CASE("clCreateProgramWithSource concatenates its strings", "[program]") {
  Env env;
  const char* parts[] = {"kernel void ", "joined(global int* out) { out[get_global_id(0)] = 7; }\n",
                         "XXXX"};
  SECTION("NUL-terminated strings") {
    cl_int err = CL_OUT_OF_RESOURCES;
    Program program(clCreateProgramWithSource(env.context, 2, parts, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(infoString(clGetProgramInfo, program.get(), CL_PROGRAM_SOURCE) ==
          std::string(parts[0]) + parts[1]);
    REQUIRE_CL(clBuildProgram(program, 1, &env.device, "", nullptr, nullptr));
    CHECK(runIntKernel(env, program, "joined", 33) == std::vector<cl_int>(33, 7));
  }
  SECTION("explicit lengths, and a zero length for a NUL-terminated string") {
    // The first string is cut short by its length; the third has length zero.
    const char* pieces[] = {"kernel void lengthsXXXXXXXX",
                            "(global int* out) { out[get_global_id(0)] = 8; }", "\n"};
    size_t lengths[] = {19, std::strlen(pieces[1]), 0};
    cl_int err = CL_OUT_OF_RESOURCES;
    Program program(clCreateProgramWithSource(env.context, 3, pieces, lengths, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    std::string expected = std::string("kernel void lengths") + pieces[1] + "\n";
    CHECK(infoString(clGetProgramInfo, program.get(), CL_PROGRAM_SOURCE) == expected);
    REQUIRE_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
    CHECK(runIntKernel(env, program, "lengths", 5) == std::vector<cl_int>(5, 8));
  }
}

TEST_CASE("clCreateProgramWithSource errors", "[program]") {
  Env env;
  cl_int err = CL_SUCCESS;
  const char* ok[] = {"kernel void k() {}"};
  auto create = [&](cl_context c, cl_uint count, const char** strings) {
    Program p(clCreateProgramWithSource(c, count, strings, nullptr, &err));
    CHECK(p.get() == nullptr);
    return err;
  };
  CHECK_ERRCODE(CL_INVALID_VALUE, create(env.context, 0, ok));
  CHECK_ERRCODE(CL_INVALID_CONTEXT, create(nullptr, 1, ok));
}

TEST_CASE("clCreateProgramWithSource rejects null strings", "[program][pocl-bug]") {
  // PoCL 3.1 dereferences the null pointers and crashes.
  Env env;
  const char* withNull[] = {"kernel void k() {}", nullptr};
  cl_int err = CL_SUCCESS;
  Program p(clCreateProgramWithSource(env.context, 2, withNull, nullptr, &err));
  CHECK(p.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  Program q(clCreateProgramWithSource(env.context, 1, nullptr, nullptr, &err));
  CHECK(q.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
}

TEST_CASE("clBuildProgram succeeds and records its status", "[program][build]") {
  Env env;
  Program program = sourceProgram(env.context, kTwoKernels);
  CHECK(buildStatus(program, env.device) == CL_BUILD_NONE);
  CHECK(binaryType(program, env.device) == CL_PROGRAM_BINARY_TYPE_NONE);
  // No executable yet.
  cl_int err = CL_SUCCESS;
  Kernel early(clCreateKernel(program, "fill_one", &err));
  CHECK(early.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROGRAM_EXECUTABLE, err);
  size_t numKernels = 0;
  CHECK_CL_ERR(
      CL_INVALID_PROGRAM_EXECUTABLE,
      clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof numKernels, &numKernels, nullptr));
  char names[64];
  CHECK_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE,
               clGetProgramInfo(program, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, nullptr));

  const std::string options = "-cl-mad-enable -DUNUSED=1";
  REQUIRE_CL(clBuildProgram(program, 1, &env.device, options.c_str(), nullptr, nullptr));
  CHECK(buildStatus(program, env.device) == CL_BUILD_SUCCESS);
  CHECK(buildOptions(program, env.device) == options);
  CHECK(binaryType(program, env.device) == CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  for (cl_program_build_info p :
       {CL_PROGRAM_BUILD_STATUS, CL_PROGRAM_BUILD_OPTIONS, CL_PROGRAM_BUILD_LOG,
        CL_PROGRAM_BINARY_TYPE, CL_PROGRAM_BUILD_GLOBAL_VARIABLE_TOTAL_SIZE}) {
    INFO("build info 0x" << std::hex << p);
    size_t size = 0;
    REQUIRE_CL(clGetProgramBuildInfo(program, env.device, p, 0, nullptr, &size));
    CHECK(size > 0);
  }
  CHECK(runIntKernel(env, program, "fill_one", 10) == std::vector<cl_int>(10, 1));

  // A null device list builds for every device of the program.
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, nullptr, nullptr, nullptr));
  CHECK(buildStatus(program, env.device) == CL_BUILD_SUCCESS);

  // Errors.
  CHECK_CL_ERR(CL_INVALID_VALUE, clBuildProgram(program, 1, nullptr, nullptr, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clBuildProgram(program, 0, &env.device, nullptr, nullptr, nullptr));
  int userData = 0;
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clBuildProgram(program, 1, &env.device, nullptr, nullptr, &userData));
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clBuildProgram(nullptr, 1, &env.device, nullptr, nullptr, nullptr));
  char b[16];
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetProgramBuildInfo(program, env.device, 0xFFFF, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_DEVICE, clGetProgramBuildInfo(program, nullptr, CL_PROGRAM_BUILD_STATUS,
                                                        sizeof b, b, nullptr));
}

// Whatever the compiler says about the builtin library it links in is not the program's concern.
TEST_CASE("a clean program that calls builtins builds with an empty log", "[program][build]") {
  Env env;
  Program program = sourceProgram(env.context, R"(
    __kernel void k(__global float* x) {
      size_t i = get_global_id(0);
      x[i] = sin(x[i]) + exp(x[i]) + clamp(x[i], 0.0f, 1.0f);
    })");
  REQUIRE_CL(clBuildProgram(program, 1, &env.device, "", nullptr, nullptr));
  CHECK(buildLog(program, env.device).find_first_not_of(" \n") == std::string::npos);
}

TEST_CASE("a program with kernels attached cannot be rebuilt", "[program][build]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kTwoKernels);
  Kernel kernel = makeKernel(program, "fill_one");
  CHECK_CL_ERR(CL_INVALID_OPERATION,
               clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
  // Nor compiled, and invalid options change nothing either (once, a compile with invalid
  // options recorded itself as the program's failed build, kernels or not).
  for (const char* options : {"", "-cl-no-such-option", "-cl-std=CLC++"}) {
    INFO("options " << options);
    CHECK_CL_ERR(CL_INVALID_OPERATION,
                 clBuildProgram(program, 1, &env.device, options, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_OPERATION, clCompileProgram(program, 1, &env.device, options, 0,
                                                        nullptr, nullptr, nullptr, nullptr));
  }
  cl_build_status status = CL_BUILD_NONE;
  REQUIRE_CL(clGetProgramBuildInfo(program, env.device, CL_PROGRAM_BUILD_STATUS, sizeof status,
                                   &status, nullptr));
  CHECK(status == CL_BUILD_SUCCESS);
  CHECK(makeKernel(program, "fill_one").get() != nullptr);
  kernel.reset();
  CHECK_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
}

TEST_CASE("a broken kernel fails to build with a useful log", "[program][build]") {
  Env env;
  Program program = sourceProgram(env.context, "kernel void broken(global int* out) {\n"
                                               "  int x = 1;\n"
                                               "  out[0] = undeclared_weft_symbol + x;\n"
                                               "}\n");
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
  CHECK(buildStatus(program, env.device) == CL_BUILD_ERROR);
  std::string log = buildLog(program, env.device);
  INFO("build log:\n" << log);
  CHECK(log.find("undeclared_weft_symbol") != std::string::npos);
  CHECK(log.find(":3:") != std::string::npos); // the line of the error
  CHECK(log.find("error") != std::string::npos);
  cl_int err = CL_SUCCESS;
  Kernel kernel(clCreateKernel(program, "broken", &err));
  CHECK(kernel.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROGRAM_EXECUTABLE, err);
}

TEST_CASE("deeply nested expressions build on a stack made for them", "[program][build]") {
  // 3,000 nested operators overflowed the calling thread's stack inside Clang's parser (issue 16);
  // builds now run on a thread with a deep stack, so 30,000 build and run.
  Env env;
  for (int depth : {3000, 30000}) {
    INFO(depth << " nested operators");
    std::string negations; // "- - -", not "---", which would be decrements
    for (int i = 0; i < depth; ++i)
      negations += "- ";
    const std::string source =
        "kernel void deep(global int* out) { out[0] = " + std::string(depth, '~') + "1 + " +
        negations + "(" + std::string(depth, '!') + "0); }\n";
    Program program = buildProgram(env.context, env.device, source);
    Kernel kernel = makeKernel(program, "deep");
    Mem out = makeBuffer(env.context, sizeof(cl_int));
    setArgs(kernel, out);
    REQUIRE_CL(clEnqueueTask(env.queue, kernel, 0, nullptr, nullptr));
    // An even number of ~ and ! is the operand itself, and of - too: 1 + 0.
    CHECK(readBuffer<cl_int>(env.queue, out, 1)[0] == 1);
  }
}

namespace {

/// Builds `source`, REQUIRE-ing CL_BUILD_PROGRAM_FAILURE, and returns the build log.
std::string failedBuildLog(const Env& env, const std::string& source) {
  Program program = sourceProgram(env.context, source);
  REQUIRE_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                 clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
  return buildLog(program, env.device);
}

} // namespace

TEST_CASE("a build past the front end's bounds stops with a log, not a crash", "[program][build]") {
  // Issue 16: 300,000 nested operators overflowed even the build thread's 512 MiB stack, and a
  // 0.4 KB macro bomb grew to gigabytes of memory.
  Env env;
  std::string source, reason;
  SECTION("nesting deeper than the stack allows") {
    source = "kernel void deep(global int* out) { out[0] = " + std::string(300000, '~') + "1; }\n";
    reason = "nested too deeply";
  }
  SECTION("one expression of 2.4 million additions") {
    // No nesting while it is read, but Clang walks the tree it makes recursively: this one
    // overflowed the build's stack after parsing.
    source = "kernel void chain(global int* out) { out[0] = ";
    for (int i = 0; i < 2400000; ++i)
      source += "1+";
    source += "1; }\n";
    reason = "too large";
  }
  SECTION("a macro that expands to 2^40 tokens") {
    source = "#define A0 1 +\n";
    for (int i = 1; i <= 40; ++i)
      source += "#define A" + std::to_string(i) + " A" + std::to_string(i - 1) + " A" +
                std::to_string(i - 1) + "\n";
    source += "kernel void bomb(global int* out) { out[0] = A40 1; }\n";
    reason = "too large";
  }
  const std::string log = failedBuildLog(env, source);
  INFO(log.substr(0, 2000));
  CHECK(log.find(reason) != std::string::npos);
  CHECK(log.size() < 64 * 1024);
}

TEST_CASE(
    "a named-character escape without its braced name fails the build before Clang misreads it",
    "[program][build][weft]") {
  // The build fuzzer found Clang 15 reading past the source on `printf("%d\N", n)` (issue 16).
  Env env;
  const std::string log =
      failedBuildLog(env, "kernel void k(global int* out, int n) {\n  printf(\"%d\\N\", n);\n}\n");
  INFO(log);
  CHECK(log.find("input.cl:2:13: error: '\\N' must be followed by a character name") !=
        std::string::npos);

  // In a header given to clCompileProgram, and one read from disk through -I.
  const char* header = "constant char text[] = \"\\N\";\n";
  const char* headerName = "bad.h";
  Program program = sourceProgram(env.context, "#include \"bad.h\"\nkernel void k() {}\n");
  cl_program headers[] = {sourceProgram(env.context, header).release()};
  CHECK_CL_ERR(CL_COMPILE_PROGRAM_FAILURE,
               clCompileProgram(program, 1, &env.device, nullptr, 1, headers, &headerName, nullptr,
                                nullptr));
  clReleaseProgram(headers[0]);
  std::string headerLog = buildLog(program, env.device);
  INFO(headerLog);
  CHECK(headerLog.find("escape without a character name in braces") != std::string::npos);

  char dir[] = "/tmp/weft_api_test_XXXXXX";
  REQUIRE(mkdtemp(dir) != nullptr);
  const std::string path = std::string(dir) + "/bad.h";
  FILE* f = std::fopen(path.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs(header, f);
  std::fclose(f);
  Program fromDisk = sourceProgram(env.context, "#include \"bad.h\"\nkernel void k() {}\n");
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(fromDisk, 1, &env.device, (std::string("-I ") + dir).c_str(), nullptr,
                              nullptr));
  headerLog = buildLog(fromDisk, env.device);
  CHECK(headerLog.find("escape without a character name in braces") != std::string::npos);
  // A header named as the build's own source is screened too, unless it is that source: only
  // files by the same path as the build's own are trusted.
  const std::string sameName = std::string(dir) + "/input.cl";
  REQUIRE(std::rename(path.c_str(), sameName.c_str()) == 0);
  Program sameNameFromDisk =
      sourceProgram(env.context, "#include <input.cl>\nkernel void k() {}\n");
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(sameNameFromDisk, 1, &env.device, (std::string("-I ") + dir).c_str(),
                              nullptr, nullptr));
  headerLog = buildLog(sameNameFromDisk, env.device);
  INFO(headerLog);
  CHECK(headerLog.find("escape without a character name in braces") != std::string::npos);
  // Clang's own headers are trusted by their place: a path that starts there and climbs out of it
  // is screened (it reached Clang unscreened, and crashed the process).
  const std::string climbing =
      std::string(WEFT_TEST_CLANG_RESOURCE_DIR) + "/../../../../../../../../../.." + sameName;
  Program throughResourceDir =
      sourceProgram(env.context, "#include \"" + climbing + "\"\nkernel void k() {}\n");
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
               clBuildProgram(throughResourceDir, 1, &env.device, nullptr, nullptr, nullptr));
  headerLog = buildLog(throughResourceDir, env.device);
  CHECK(headerLog.find("escape without a character name in braces") != std::string::npos);
  std::remove(sameName.c_str());
  rmdir(dir);

  // A whole named escape is left to Clang, which reads it: U+00E9 is 0xC3 0xA9 in UTF-8.
  Program named =
      sourceProgram(env.context, "constant char s[] = \"\\N{LATIN SMALL LETTER E WITH ACUTE}\";\n"
                                 "kernel void k(global int* out) {\n"
                                 "  out[get_global_id(0)] = (uchar)s[0] * 256 + (uchar)s[1]; }\n");
  CHECK_CL(clBuildProgram(named, 1, &env.device, nullptr, nullptr, nullptr));
  CHECK(runIntKernel(env, named, "k", 2) == std::vector<cl_int>(2, 0xC3A9));
}

TEST_CASE("the optimizer stays inside its bounds: unroll counts capped, time and size watched",
          "[program][build][weft]") {
  // Issue 16: `#pragma unroll 1000000` kept a build busy for hours (the SLP vectorizer is
  // quadratic in the length of the unrolled block); the count is capped, with a warning.
  Env env;
  for (const char* hint :
       {"#pragma unroll 1000000\n", "__attribute__((opencl_unroll_hint(100000)))\n"}) {
    INFO(hint);
    Program program =
        sourceProgram(env.context, std::string("kernel void k(global int* o) {\n") + hint +
                                       "  for (int i = 0; i < 1000000; ++i)\n"
                                       "    o[i % 8] += i & 7;\n}\n");
    REQUIRE_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
    const std::string log = buildLog(program, env.device);
    CHECK(log.find("times; Weft unrolls it 1024 times") != std::string::npos);
    // Each work-item adds 8 times 0..7 into every element: 1,000,000 / 8 * (i & 7) summed.
    Kernel kernel = makeKernel(program, "k");
    Mem out = bufferOf(env.context, std::vector<cl_int>(8, 0));
    setArgs(kernel, out);
    run1D(env.queue, kernel, 1);
    std::vector<cl_int> expected(8);
    for (int i = 0; i < 8; ++i)
      expected[i] = 125000 * i;
    CHECK(readBuffer<cl_int>(env.queue, out, 8) == expected);
  }

  // Past its time (here none at all, through the developer switch) the optimizer stops and the
  // build fails with a log. The source is new to the kernel cache, which would skip the optimizer.
  const std::string unique =
      "// " + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "\n";
  REQUIRE(setenv("WEFT_OPTIMIZER_SECONDS", "0", 1) == 0);
  Program slow =
      sourceProgram(env.context, unique + "kernel void k(global int* o) { o[0] = 1; }\n");
  const cl_int built = clBuildProgram(slow, 1, &env.device, nullptr, nullptr, nullptr);
  unsetenv("WEFT_OPTIMIZER_SECONDS");
  CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE, built);
  CHECK(buildLog(slow, env.device).find("optimizing the program took more than the build's time") !=
        std::string::npos);
}

TEST_CASE("a crash inside Clang fails the build instead of ending the process",
          "[program][build][weft]") {
  // Clang 15 crashes on a vector literal of one pointer, `(float4)(p)` (an llvm_unreachable in
  // Sema::PrepareScalarCast; the build fuzzer found it behind a syntax error). Weft recovers on
  // its build thread: the build fails with a log line, and later builds work. Two threads at once
  // crash and recover each on its own.
  Env env;
  const std::string crashing = "kernel void r(global float4* v) { v[0] = (float4)(v); }\n";
  // No Catch assertion inside: the second thread runs it too.
  auto crashOnce = [&](std::string& log, cl_int& result) {
    const char* text = crashing.c_str();
    cl_program program = clCreateProgramWithSource(env.context, 1, &text, nullptr, &result);
    if (!program)
      return;
    result = clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr);
    size_t size = 0;
    if (clGetProgramBuildInfo(program, env.device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) ==
        CL_SUCCESS) {
      log.resize(size);
      clGetProgramBuildInfo(program, env.device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
    }
    clReleaseProgram(program);
  };
  // A handler set after Weft's first build (as an application, a crash reporter or this test
  // framework between test cases may set one) replaced Weft's, and Clang's crash then ended the
  // process: Weft puts its own back at each build.
  // New to the kernel cache, so that the build runs (and installs Weft's handlers).
  const std::string unique =
      "// " + std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()) + "\n";
  Program first =
      sourceProgram(env.context, unique + "kernel void k(global int* o) { o[0] = 1; }\n");
  REQUIRE_CL(clBuildProgram(first, 1, &env.device, nullptr, nullptr, nullptr));
  struct sigaction replacement = {}, saved = {};
  replacement.sa_handler = SIG_DFL;
  sigemptyset(&replacement.sa_mask);
  REQUIRE(sigaction(SIGSEGV, &replacement, &saved) == 0);
  std::string logs[3];
  cl_int results[3] = {CL_SUCCESS, CL_SUCCESS, CL_SUCCESS};
  crashOnce(logs[0], results[0]);
  std::thread other([&] { crashOnce(logs[1], results[1]); });
  crashOnce(logs[2], results[2]);
  other.join();
  sigaction(SIGSEGV, &saved, nullptr);
  for (int i = 0; i < 3; ++i) {
    INFO(logs[i]);
    CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE, results[i]);
    CHECK(logs[i].find("the compiler crashed (SIGSEGV)") != std::string::npos);
  }
  Program fine =
      sourceProgram(env.context, "kernel void k(global int* o) { o[get_global_id(0)] = 7; }\n");
  REQUIRE_CL(clBuildProgram(fine, 1, &env.device, nullptr, nullptr, nullptr));
  CHECK(runIntKernel(env, fine, "k", 4) == std::vector<cl_int>(4, 7));
}

TEST_CASE("a build log stays bounded however many errors the source has", "[program][build]") {
  Env env;
  SECTION("a thousand errors stop at the error limit") {
    std::string source = "kernel void k(global int* out) {\n";
    for (int i = 0; i < 1000; ++i)
      source += "  out[" + std::to_string(i) + "] = undeclared_" + std::to_string(i) + ";\n";
    source += "}\n";
    const std::string log = failedBuildLog(env, source);
    CHECK(log.find("undeclared_0") != std::string::npos);
    CHECK(log.find("undeclared_999") == std::string::npos);
    CHECK(log.size() < 64 * 1024);
  }
  SECTION("a log of many warnings is cut at its limit, with a line saying so") {
    // Warnings do not count towards the error limit: 30,000 of them would be a 3 MB log.
    std::string source;
    for (int i = 0; i < 30000; ++i)
      source += "#warning the build log grows by another line, number " + std::to_string(i) + "\n";
    source += "kernel void k(global int* out) { out[0] = 1; }\n";
    Program program = sourceProgram(env.context, source);
    CHECK_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
    const std::string log = buildLog(program, env.device);
    CHECK(log.find("number 0\n") != std::string::npos);
    CHECK(log.find("number 29999") == std::string::npos);
    CHECK(log.size() <= (size_t(1) << 20) + 200);
    CHECK(log.find("the build log was cut") != std::string::npos);
  }
}

TEST_CASE("an unknown build option is CL_INVALID_BUILD_OPTIONS", "[program][build]") {
  Env env;
  Program program = sourceProgram(env.context, kTwoKernels);
  CHECK_CL_ERR(CL_INVALID_BUILD_OPTIONS,
               clBuildProgram(program, 1, &env.device, "-foo-bar", nullptr, nullptr));
  CHECK(buildStatus(program, env.device) == CL_BUILD_ERROR);
}

TEST_CASE("build options -D and -I", "[program][build]") {
  Env env;
  const char* source = R"CLC(
#include "weft_api_test_include.h"
kernel void defined(global int* out) { out[get_global_id(0)] = VALUE + INCLUDED_VALUE + WORD_VALUE; }
)CLC";
  char dir[] = "/tmp/weft_api_test_XXXXXX";
  REQUIRE(mkdtemp(dir) != nullptr);
  std::string header = std::string(dir) + "/weft_api_test_include.h";
  FILE* f = std::fopen(header.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs("#define INCLUDED_VALUE 1000\n", f);
  std::fclose(f);

  for (const char* d : {"-D VALUE=42", "-DVALUE=42"}) {
    std::string options = std::string(d) + " -DWORD_VALUE=20000 -I " + dir;
    INFO(options);
    Program program = buildProgram(env.context, env.device, source, options);
    CHECK(runIntKernel(env, program, "defined", 4) == std::vector<cl_int>(4, 21042));
  }
  // Without -I the header is not found.
  Program missing = sourceProgram(env.context, source);
  CHECK_CL_ERR(
      CL_BUILD_PROGRAM_FAILURE,
      clBuildProgram(missing, 1, &env.device, "-DVALUE=1 -DWORD_VALUE=2", nullptr, nullptr));
  std::remove(header.c_str());
  rmdir(dir);
}

TEST_CASE("a build that reads a header or asks whether a file exists sees the disk as it is now",
          "[program][build][weft]") {
  // Built twice in one process with the kernel cache on, a header changed or a file added between
  // the builds: the second build must see it. Once, only lines starting with #include kept a
  // build out of the cache, so a header included after a byte-order mark, after a comment or by
  // #import, and a __has_include test, were served from the first build.
  Env env;
  ScopedVariable cache("WEFT_CACHE", nullptr);
  char dir[] = "/tmp/weft_api_test_XXXXXX";
  REQUIRE(mkdtemp(dir) != nullptr);
  const std::string header = std::string(dir) + "/weft_value.h";
  const std::string flag = std::string(dir) + "/weft_flag.h";
  auto write = [](const std::string& path, const char* text) {
    FILE* f = std::fopen(path.c_str(), "w");
    REQUIRE(f != nullptr);
    std::fputs(text, f);
    std::fclose(f);
  };
  const std::string kernel =
      "\nkernel void defined(global int* out) { out[get_global_id(0)] = VALUE; }\n";
  const std::vector<std::string> sources = {
      "\xEF\xBB\xBF#include \"weft_value.h\"" + kernel,
      "/* first */ #include \"weft_value.h\"" + kernel, "#import \"weft_value.h\"" + kernel,
      "#if __has_include(\"weft_flag.h\")\n#define VALUE 2\n#else\n#define VALUE 1\n#endif" +
          kernel};
  const std::string options = std::string("-I ") + dir;
  for (const std::string& source : sources) {
    INFO(source);
    write(header, "#define VALUE 1\n");
    std::remove(flag.c_str());
    for (const cl_int expected : {1, 2}) {
      Program program = buildProgram(env.context, env.device, source, options);
      CHECK(runIntKernel(env, program, "defined", 4) == std::vector<cl_int>(4, expected));
      write(header, "#define VALUE 2\n");
      write(flag, "\n");
    }
  }
  std::remove(header.c_str());
  std::remove(flag.c_str());
  rmdir(dir);
}

TEST_CASE("an #include of a file that is not source is refused without quoting it",
          "[program][build][weft]") {
  // Clang parsed any file it was given and quoted its lines in the errors: an #include of a
  // system file copied it into the build log (issue 16).
  Env env;
  char dir[] = "/tmp/weft_api_test_XXXXXX";
  REQUIRE(mkdtemp(dir) != nullptr);
  const std::string secret = std::string(dir) + "/secret.txt";
  FILE* f = std::fopen(secret.c_str(), "w");
  REQUIRE(f != nullptr);
  std::fputs("weft_private_line_one: do not show\nweft_private_line_two\n", f);
  std::fclose(f);
  for (const std::string& include : {secret, std::string("secret.txt")}) {
    INFO(include);
    Program program = sourceProgram(
        env.context, "#include \"" + include + "\"\nkernel void k(global int* o) { o[0] = 1; }\n");
    CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                 clBuildProgram(program, 1, &env.device, (std::string("-I ") + dir).c_str(),
                                nullptr, nullptr));
    const std::string log = buildLog(program, env.device);
    INFO(log);
    CHECK(log.find("not an OpenCL C source or header") != std::string::npos);
    CHECK(log.find("weft_private_line") == std::string::npos);
  }
  std::remove(secret.c_str());
  rmdir(dir);
}

TEST_CASE("build option -cl-std selects the OpenCL C version", "[program][build]") {
  Env env;
  const char* source = R"CLC(
#if __OPENCL_C_VERSION__ != EXPECTED
#error "wrong OpenCL C version"
#endif
kernel void version(global int* out) { out[get_global_id(0)] = __OPENCL_C_VERSION__; }
)CLC";
  {
    Program p = buildProgram(env.context, env.device, source, "-cl-std=CL1.2 -DEXPECTED=120");
    CHECK(runIntKernel(env, p, "version", 2) == std::vector<cl_int>(2, 120));
  }
  if (deviceSupportsOpenCLC(env.device, 3, 0)) {
    Program p = buildProgram(env.context, env.device, source, "-cl-std=CL3.0 -DEXPECTED=300");
    CHECK(runIntKernel(env, p, "version", 2) == std::vector<cl_int>(2, 300));
  } else {
    Program p = sourceProgram(env.context, source);
    CHECK(clBuildProgram(p, 1, &env.device, "-cl-std=CL3.0 -DEXPECTED=300", nullptr, nullptr) !=
          CL_SUCCESS);
  }
}

TEST_CASE("__IMAGE_SUPPORT__ is defined exactly when the device reports images",
          "[program][build][images-off]") {
  // OpenCL C 3.0 §6.13: the macro says whether the device supports images; Clang defines it for
  // every SPIR target (the CTS's basic suite failed twice on that).
  Env env;
  const cl_bool images = info<cl_bool>(clGetDeviceInfo, env.device, CL_DEVICE_IMAGE_SUPPORT);
  const char* source = R"CLC(
kernel void images(global int* out) {
#ifdef __IMAGE_SUPPORT__
  out[get_global_id(0)] = 1;
#else
  out[get_global_id(0)] = 0;
#endif
}
)CLC";
  for (const char* options : {"", "-cl-std=CL1.2"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, source, options);
    CHECK(runIntKernel(env, p, "images", 2) == std::vector<cl_int>(2, images ? 1 : 0));
  }
}

TEST_CASE("a kernel sees the extension and feature macros the device reports, and no others",
          "[program][build][images-off]") {
  // OpenCL C 3.0 §6.2.1 and the CTS's compiler features_macro and compiler_defines_for_extensions:
  // Clang's default header defines, for every SPIR target, macros of features and extensions the
  // device may not report (cl_khr_subgroup_*, __opencl_c_read_write_images, ...).
  Env env;
  std::set<std::string> reported;
  for (cl_device_info param : {CL_DEVICE_EXTENSIONS_WITH_VERSION, CL_DEVICE_OPENCL_C_FEATURES})
    for (const cl_name_version& entry :
         infoArray<cl_name_version>(clGetDeviceInfo, env.device, param))
      reported.insert(entry.name);
  // Extensions of the API, not of OpenCL C (the CTS's list of API-only extensions).
  for (const char* apiOnly :
       {"cl_khr_icd", "cl_khr_il_program", "cl_khr_icd_unloadable", "cl_khr_image2d_from_buffer"})
    reported.erase(apiOnly);
  std::set<std::string> names = reported;
  for (const char* name : {"__opencl_c_3d_image_writes",
                           "__opencl_c_atomic_order_acq_rel",
                           "__opencl_c_atomic_order_seq_cst",
                           "__opencl_c_atomic_scope_all_devices",
                           "__opencl_c_atomic_scope_device",
                           "__opencl_c_device_enqueue",
                           "__opencl_c_fp16",
                           "__opencl_c_fp64",
                           "__opencl_c_generic_address_space",
                           "__opencl_c_images",
                           "__opencl_c_int64",
                           "__opencl_c_integer_dot_product_input_4x8bit",
                           "__opencl_c_integer_dot_product_input_4x8bit_packed",
                           "__opencl_c_pipes",
                           "__opencl_c_program_scope_global_variables",
                           "__opencl_c_read_write_images",
                           "__opencl_c_subgroups",
                           "__opencl_c_work_group_collective_functions",
                           "__opencl_c_ext_fp32_global_atomic_add",
                           "__opencl_c_ext_fp64_local_atomic_min_max",
                           "cl_khr_fp16",
                           "cl_khr_fp64",
                           "cl_khr_subgroups",
                           "cl_khr_subgroup_ballot",
                           "cl_khr_subgroup_shuffle",
                           "cl_khr_subgroup_rotate",
                           "cl_khr_integer_dot_product",
                           "cl_khr_extended_bit_ops",
                           "cl_ext_float_atomics",
                           "cl_khr_3d_image_writes",
                           "cl_khr_depth_images",
                           "cl_khr_mipmap_image",
                           "cl_khr_gl_sharing",
                           "cl_intel_subgroups",
                           "cl_khr_int64_base_atomics",
                           "cl_khr_byte_addressable_store"})
    names.insert(name);
  const std::vector<std::string> list(names.begin(), names.end());
  std::string source = "kernel void seen(global int* out) {\n  const int defined[] = {\n";
  for (const std::string& name : list)
    source += "#ifdef " + name + "\n    1,\n#else\n    0,\n#endif\n";
  source += "  };\n  out[get_global_id(0)] = defined[get_global_id(0)];\n}\n";
  for (const char* options : {"-cl-std=CL3.0", "-cl-std=CL1.2"}) {
    const bool c3 = std::string(options) == "-cl-std=CL3.0";
    Program p = buildProgram(env.context, env.device, source, options);
    const std::vector<cl_int> seen = runIntKernel(env, p, "seen", list.size());
    for (size_t i = 0; i < list.size(); ++i) {
      // Feature macros belong to OpenCL C 3.0 (Clang also defines some of the reported ones for
      // older versions, which the spec leaves open).
      const bool feature = list[i].rfind("__opencl_c_", 0) == 0;
      if (feature && !c3) {
        if (!reported.count(list[i]))
          CHECK(seen[i] == 0);
        continue;
      }
      // Mipmaps are OpenCL C 2.0's (Clang declares their functions from 2.0 on, and lazily:
      // a declaration of Weft's own would hide the rest of read_imagef's overloads).
      const bool from20 =
          list[i] == "cl_khr_mipmap_image" || list[i] == "cl_khr_mipmap_image_writes";
      const bool expected = reported.count(list[i]) != 0 && (c3 || !from20);
      INFO(options << ": " << list[i]);
      CHECK(seen[i] == (expected ? 1 : 0));
    }
  }
}

TEST_CASE("__OPENCL_VERSION__ is the device's OpenCL version", "[program][build]") {
  // OpenCL C 3.0 §6.12 (the CTS's basic kernel_preprocessor_macros): Clang leaves it undefined.
  Env env;
  const std::string version = deviceString(env.device, CL_DEVICE_VERSION); // "OpenCL M.m ..."
  REQUIRE(version.size() > 10);
  const int expected = (version[7] - '0') * 100 + (version[9] - '0') * 10;
  const char* source = R"CLC(
kernel void version(global int* out) {
#ifdef __OPENCL_VERSION__
  out[get_global_id(0)] = __OPENCL_VERSION__;
#else
  out[get_global_id(0)] = -1;
#endif
}
)CLC";
  for (const char* options : {"", "-cl-std=CL1.1", "-cl-std=CL3.0"}) {
    INFO("options: " << options);
    Program p = buildProgram(env.context, env.device, source, options);
    CHECK(runIntKernel(env, p, "version", 2) == std::vector<cl_int>(2, expected));
  }
}

TEST_CASE("atomics with memory_scope_all_devices", "[program][atomics]") {
  Env env;
  REQUIRE((info<cl_device_atomic_capabilities>(clGetDeviceInfo, env.device,
                                               CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES) &
           CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) != 0);
  Program p = buildProgram(env.context, env.device, R"CLC(
kernel void count(global int* out) {
  local atomic_int hits;
  if (get_local_id(0) == 0)
    atomic_store_explicit(&hits, 0, memory_order_relaxed, memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit((global atomic_int*)out, 1, memory_order_acq_rel,
                            memory_scope_all_devices);
  atomic_fetch_add_explicit(&hits, 1, memory_order_relaxed, memory_scope_all_svm_devices);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_devices);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    atomic_fetch_add_explicit((global atomic_int*)out + 1,
                              atomic_load_explicit(&hits, memory_order_relaxed,
                                                   memory_scope_work_group),
                              memory_order_relaxed, memory_scope_all_devices);
}
)CLC",
                           "-cl-std=CL3.0");
  Kernel k = makeKernel(p, "count");
  Mem out = makeBuffer(env.context, 2 * sizeof(cl_int));
  const cl_int zero[2] = {0, 0};
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, out, CL_TRUE, 0, sizeof zero, zero, 0, nullptr, nullptr));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  const size_t global = 4096, local = 64;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, &local, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, out, 2) == std::vector<cl_int>{4096, 4096});
}

namespace {

struct BuildNotify {
  std::mutex mutex;
  int calls = 0;
  cl_program program = nullptr;
};

void CL_CALLBACK onBuilt(cl_program program, void* userData) {
  auto* n = static_cast<BuildNotify*>(userData);
  std::lock_guard<std::mutex> lock(n->mutex);
  ++n->calls;
  n->program = program;
}

} // namespace

TEST_CASE("clBuildProgram calls pfn_notify once", "[program][build]") {
  Env env;
  Program program = sourceProgram(env.context, kTwoKernels);
  BuildNotify notify;
  // With a callback the build may be asynchronous.
  cl_int err = clBuildProgram(program, 1, &env.device, nullptr, onBuilt, &notify);
  CHECK((err == CL_SUCCESS));
  REQUIRE(waitFor(
      [&] {
        std::lock_guard<std::mutex> lock(notify.mutex);
        return notify.calls >= 1;
      },
      std::chrono::milliseconds(30000)));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  {
    std::lock_guard<std::mutex> lock(notify.mutex);
    CHECK(notify.calls == 1);
    CHECK(notify.program == program.get());
  }
  CHECK(buildStatus(program, env.device) == CL_BUILD_SUCCESS);
}

TEST_CASE("clGetProgramInfo of a program not built", "[program]") {
  // "CL_INVALID_PROGRAM_EXECUTABLE if param_name is CL_PROGRAM_NUM_KERNELS,
  // CL_PROGRAM_KERNEL_NAMES, CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT, or
  // CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT and a successful program executable has not been built"
  Env env;
  Program program = sourceProgram(env.context, kTwoKernels);
  cl_bool present = CL_TRUE;
  size_t count = 0;
  CHECK_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE,
               clGetProgramInfo(program, CL_PROGRAM_NUM_KERNELS, sizeof count, &count, nullptr));
  for (cl_program_info p :
       {CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT, CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT}) {
    INFO("param 0x" << std::hex << p);
    CHECK_CL_ERR(CL_INVALID_PROGRAM_EXECUTABLE,
                 clGetProgramInfo(program, p, sizeof present, &present, nullptr));
  }
}

TEST_CASE("clGetProgramInfo", "[program]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kTwoKernels);
  for (cl_program_info p :
       {CL_PROGRAM_REFERENCE_COUNT, CL_PROGRAM_CONTEXT, CL_PROGRAM_NUM_DEVICES, CL_PROGRAM_DEVICES,
        CL_PROGRAM_SOURCE, CL_PROGRAM_BINARY_SIZES, CL_PROGRAM_NUM_KERNELS, CL_PROGRAM_KERNEL_NAMES,
        CL_PROGRAM_IL, CL_PROGRAM_SCOPE_GLOBAL_CTORS_PRESENT,
        CL_PROGRAM_SCOPE_GLOBAL_DTORS_PRESENT})
    checkInfoSizeRules(clGetProgramInfo, program.get(), p);

  cl_uint refs = info<cl_uint>(clGetProgramInfo, program.get(), CL_PROGRAM_REFERENCE_COUNT);
  CHECK(refs >= 1);
  REQUIRE_CL(clRetainProgram(program));
  CHECK(info<cl_uint>(clGetProgramInfo, program.get(), CL_PROGRAM_REFERENCE_COUNT) == refs + 1);
  REQUIRE_CL(clReleaseProgram(program));
  CHECK(info<cl_context>(clGetProgramInfo, program.get(), CL_PROGRAM_CONTEXT) == env.context.get());
  CHECK(info<cl_uint>(clGetProgramInfo, program.get(), CL_PROGRAM_NUM_DEVICES) == 1);
  CHECK(infoArray<cl_device_id>(clGetProgramInfo, program.get(), CL_PROGRAM_DEVICES) ==
        std::vector<cl_device_id>{env.device});
  CHECK(infoString(clGetProgramInfo, program.get(), CL_PROGRAM_SOURCE) == kTwoKernels);
  CHECK(info<size_t>(clGetProgramInfo, program.get(), CL_PROGRAM_NUM_KERNELS) == 2);
  CHECK(splitSet(infoString(clGetProgramInfo, program.get(), CL_PROGRAM_KERNEL_NAMES), ";") ==
        std::set<std::string>{"fill_one", "fill_value"});
  // A program from source has no IL.
  size_t ilSize = 99;
  REQUIRE_CL(clGetProgramInfo(program, CL_PROGRAM_IL, 0, nullptr, &ilSize));
  CHECK(ilSize == 0);
  std::vector<size_t> sizes =
      infoArray<size_t>(clGetProgramInfo, program.get(), CL_PROGRAM_BINARY_SIZES);
  REQUIRE(sizes.size() == 1);
  CHECK(sizes[0] > 0);

  char b[16];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetProgramInfo(program, 0xFFFF, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clGetProgramInfo(nullptr, CL_PROGRAM_CONTEXT, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clRetainProgram(nullptr));
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clReleaseProgram(nullptr));
}

TEST_CASE("program binaries round-trip through clCreateProgramWithBinary", "[program][binary]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kTwoKernels);
  size_t size = info<size_t>(clGetProgramInfo, program.get(), CL_PROGRAM_BINARY_SIZES);
  REQUIRE(size > 0);
  std::vector<unsigned char> binary(size);
  unsigned char* ptrs[] = {binary.data()};
  size_t ret = 0;
  REQUIRE_CL(clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof ptrs, ptrs, &ret));
  CHECK(ret == sizeof ptrs);

  const unsigned char* cptrs[] = {binary.data()};
  cl_int status = CL_OUT_OF_RESOURCES, err = CL_OUT_OF_RESOURCES;
  Program copy(clCreateProgramWithBinary(env.context, 1, &env.device, &size, cptrs, &status, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK_ERRCODE(CL_SUCCESS, status);
  REQUIRE_CL(clBuildProgram(copy, 1, &env.device, nullptr, nullptr, nullptr));
  CHECK(splitSet(infoString(clGetProgramInfo, copy.get(), CL_PROGRAM_KERNEL_NAMES), ";") ==
        std::set<std::string>{"fill_one", "fill_value"});
  Kernel kernel = makeKernel(copy, "fill_value");
  Mem out = makeBuffer(env.context, 16 * sizeof(cl_int));
  cl_mem arg = out;
  cl_int value = -12345;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof arg, &arg));
  REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof value, &value));
  size_t n = 16;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, out, 16) == std::vector<cl_int>(16, value));
}

namespace {

/// A new program made from `built`'s binary (not built yet).
Program copyFromBinary(Env& env, cl_program built) {
  size_t size = info<size_t>(clGetProgramInfo, built, CL_PROGRAM_BINARY_SIZES);
  std::vector<unsigned char> binary(size);
  unsigned char* ptrs[] = {binary.data()};
  REQUIRE_CL(clGetProgramInfo(built, CL_PROGRAM_BINARIES, sizeof ptrs, ptrs, nullptr));
  const unsigned char* cptrs[] = {binary.data()};
  cl_int err = CL_OUT_OF_RESOURCES;
  Program copy(clCreateProgramWithBinary(env.context, 1, &env.device, &size, cptrs, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return copy;
}

} // namespace

TEST_CASE("a binary is built again with the options its source was built with",
          "[program][binary]") {
  // Applications that cache binaries (pyopencl, password crackers) rebuild them with the options
  // they compiled the source with: every build option is accepted for a binary, and those that
  // still apply (-cl-opt-disable, the math options) are applied.
  Env env;
  const char* source = R"CLC(
kernel void scaled(global int* out) { out[get_global_id(0)] = SCALE * (int)get_global_id(0); }
)CLC";
  for (const char* options :
       {"-D SCALE=3", "-DSCALE=3 -cl-std=CL3.0 -cl-mad-enable -w", "-D SCALE=3 -cl-opt-disable",
        "-D SCALE=3 -I . -cl-fast-relaxed-math -cl-denorms-are-zero -cl-kernel-arg-info"}) {
    INFO("options: " << options);
    Program built = buildProgram(env.context, env.device, source, options);
    Program copy = copyFromBinary(env, built);
    REQUIRE_CL(clBuildProgram(copy, 1, &env.device, options, nullptr, nullptr));
    CHECK(runIntKernel(env, copy, "scaled", 8) == std::vector<cl_int>{0, 3, 6, 9, 12, 15, 18, 21});
    CHECK(buildOptions(copy, env.device) == options);
  }
  // An option that is no build option is still refused.
  Program built = buildProgram(env.context, env.device, source, "-DSCALE=2");
  Program copy = copyFromBinary(env, built);
  CHECK_CL_ERR(CL_INVALID_BUILD_OPTIONS,
               clBuildProgram(copy, 1, &env.device, "-no-such-option", nullptr, nullptr));
  REQUIRE_CL(clBuildProgram(copy, 1, &env.device, "-DSCALE=2", nullptr, nullptr));
  CHECK(runIntKernel(env, copy, "scaled", 3) == std::vector<cl_int>{0, 2, 4});
}

TEST_CASE("clCreateProgramWithBinary rejects garbage and bad arguments", "[program][binary]") {
  Env env;
  const unsigned char garbage[] = "this is not a program binary, not even close............";
  size_t size = sizeof garbage;
  const unsigned char* ptrs[] = {garbage};
  cl_int status = CL_SUCCESS, err = CL_SUCCESS;
  Program bad(clCreateProgramWithBinary(env.context, 1, &env.device, &size, ptrs, &status, &err));
  CHECK(bad.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_BINARY, err);
  CHECK_ERRCODE(CL_INVALID_BINARY, status);

  // An empty or NULL binary is CL_INVALID_VALUE, in its status too.
  size_t zero = 0;
  status = CL_SUCCESS;
  Program empty(clCreateProgramWithBinary(env.context, 1, &env.device, &zero, ptrs, &status, &err));
  CHECK(empty.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  CHECK_ERRCODE(CL_INVALID_VALUE, status);
  const unsigned char* nullPtrs[] = {nullptr};
  status = CL_SUCCESS;
  Program nul(
      clCreateProgramWithBinary(env.context, 1, &env.device, &size, nullPtrs, &status, &err));
  CHECK(nul.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  CHECK_ERRCODE(CL_INVALID_VALUE, status);
  Program noDevices(
      clCreateProgramWithBinary(env.context, 0, &env.device, &size, ptrs, &status, &err));
  CHECK(noDevices.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
}

TEST_CASE("a damaged or truncated program binary is CL_INVALID_BINARY", "[program][binary]") {
  // A binary with a corrupted count made LLVM's bitcode reader ask for terabytes and abort the
  // process (found by tests/fuzz/fuzz_binary); Weft's binaries now carry a digest.
  Env env;
  Program built = buildProgram(env.context, env.device, kTwoKernels);
  size_t size = 0;
  REQUIRE_CL(clGetProgramInfo(built, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, nullptr));
  std::vector<unsigned char> binary(size);
  unsigned char* out[] = {binary.data()};
  REQUIRE_CL(clGetProgramInfo(built, CL_PROGRAM_BINARIES, sizeof out, out, nullptr));
  auto load = [&](std::vector<unsigned char> bytes, cl_int& status) {
    const unsigned char* ptrs[] = {bytes.data()};
    size_t length = bytes.size();
    cl_int err = CL_SUCCESS;
    status = CL_SUCCESS;
    Program program(
        clCreateProgramWithBinary(env.context, 1, &env.device, &length, ptrs, &status, &err));
    CHECK((program.get() == nullptr) == (err != CL_SUCCESS));
    return err;
  };
  cl_int status = CL_SUCCESS;
  CHECK_ERRCODE(CL_SUCCESS, load(binary, status)); // the binary itself loads
  // One byte changed anywhere past the magic: in the header, the bitcode, the digest.
  for (size_t at : {size_t(9), size / 3, size / 2, size - 40, size - 1}) {
    INFO("byte " << at << " of " << size);
    std::vector<unsigned char> damaged = binary;
    damaged[at] ^= 0x41;
    CHECK_ERRCODE(CL_INVALID_BINARY, load(damaged, status));
    CHECK_ERRCODE(CL_INVALID_BINARY, status);
  }
  for (size_t keep : {size - 1, size - 32, size / 2, size_t(12)}) {
    INFO("the first " << keep << " bytes of " << size);
    CHECK_ERRCODE(CL_INVALID_BINARY,
                  load(std::vector<unsigned char>(binary.begin(), binary.begin() + keep), status));
  }
}

TEST_CASE("clCompileProgram with headers, and clLinkProgram across programs", "[program][link]") {
  Env env;
  Program header =
      sourceProgram(env.context, "int helper_add(int a, int b);\n#define HELPER_BIAS 3\n");
  Program user = sourceProgram(env.context, R"CLC(
#include "weft/helper.h"
kernel void use_helper(global int* out) {
  int i = get_global_id(0);
  out[i] = helper_add(i, HELPER_BIAS);
}
)CLC");
  Program provider =
      sourceProgram(env.context, "int helper_add(int a, int b) { return a * 10 + b; }\n");

  cl_program headers[] = {header};
  const char* names[] = {"weft/helper.h"};
  REQUIRE_CL(clCompileProgram(user, 1, &env.device, "", 1, headers, names, nullptr, nullptr));
  CHECK(binaryType(user, env.device) == CL_PROGRAM_BINARY_TYPE_COMPILED_OBJECT);
  CHECK(buildStatus(user, env.device) == CL_BUILD_SUCCESS);
  REQUIRE_CL(
      clCompileProgram(provider, 1, &env.device, nullptr, 0, nullptr, nullptr, nullptr, nullptr));

  SECTION("two objects into an executable") {
    cl_program inputs[] = {user, provider};
    cl_int err = CL_OUT_OF_RESOURCES;
    Program linked(
        clLinkProgram(env.context, 1, &env.device, nullptr, 2, inputs, nullptr, nullptr, &err));
    INFO("link log:\n" << (linked.get() ? buildLog(linked, env.device) : std::string("<none>")));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(binaryType(linked, env.device) == CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
    std::vector<cl_int> expected(20);
    for (int i = 0; i < 20; ++i)
      expected[i] = i * 10 + 3;
    CHECK(runIntKernel(env, linked, "use_helper", 20) == expected);
  }
  SECTION("through a library") {
    cl_program lib[] = {provider};
    cl_int err = CL_OUT_OF_RESOURCES;
    Program library(clLinkProgram(env.context, 1, &env.device, "-create-library", 1, lib, nullptr,
                                  nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(binaryType(library, env.device) == CL_PROGRAM_BINARY_TYPE_LIBRARY);
    cl_program inputs[] = {user, library};
    Program linked(
        clLinkProgram(env.context, 1, &env.device, nullptr, 2, inputs, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(runIntKernel(env, linked, "use_helper", 3) == std::vector<cl_int>{3, 13, 23});
  }
}

TEST_CASE("clCompileProgram and clLinkProgram errors", "[program][link]") {
  Env env;
  Program broken = sourceProgram(env.context, "kernel void k(global int* o) { o[0] = nope; }\n");
  CHECK_CL_ERR(CL_COMPILE_PROGRAM_FAILURE, clCompileProgram(broken, 1, &env.device, nullptr, 0,
                                                            nullptr, nullptr, nullptr, nullptr));
  CHECK(buildStatus(broken, env.device) == CL_BUILD_ERROR);

  cl_int err = CL_SUCCESS;
  Program none(
      clLinkProgram(env.context, 1, &env.device, nullptr, 0, nullptr, nullptr, nullptr, &err));
  CHECK(none.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  // A program that was not compiled is not an input.
  Program source = sourceProgram(env.context, "int f(void) { return 1; }\n");
  cl_program inputs[] = {source};
  Program notCompiled(
      clLinkProgram(env.context, 1, &env.device, nullptr, 1, inputs, nullptr, nullptr, &err));
  CHECK(notCompiled.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_OPERATION, err);
}

TEST_CASE("clCompileProgram rejects inconsistent header lists", "[program][link][pocl-bug]") {
  // PoCL 3.1 dereferences the null header list and crashes.
  Env env;
  Program user =
      sourceProgram(env.context, "#include \"h.h\"\nkernel void k(global int* o) { o[0] = 1; }\n");
  const char* names[] = {"h.h"};
  CHECK_CL_ERR(CL_INVALID_VALUE, clCompileProgram(user, 1, &env.device, nullptr, 1, nullptr, names,
                                                  nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clCompileProgram(user, 1, &env.device, nullptr, 0, nullptr, names,
                                                  nullptr, nullptr));
}

TEST_CASE("an unresolved symbol fails the link", "[program][link]") {
  Env env;
  Program user = sourceProgram(
      env.context, "int missing_weft_function(int);\n"
                   "kernel void k(global int* o) { o[0] = missing_weft_function(1); }\n");
  REQUIRE_CL(
      clCompileProgram(user, 1, &env.device, nullptr, 0, nullptr, nullptr, nullptr, nullptr));
  cl_program inputs[] = {user};
  cl_int err = CL_SUCCESS;
  Program linked(
      clLinkProgram(env.context, 1, &env.device, nullptr, 1, inputs, nullptr, nullptr, &err));
  CHECK_ERRCODE(CL_LINK_PROGRAM_FAILURE, err);
  // The failed program comes back with the error, to be asked for its build log (OpenCL 3.0
  // §5.8.4.3; the CTS's compiler link_error_returns_program).
  REQUIRE(linked.get() != nullptr);
  CHECK(buildStatus(linked, env.device) == CL_BUILD_ERROR);
  CHECK(buildLog(linked, env.device).find("missing_weft_function") != std::string::npos);
  CHECK(info<cl_uint>(clGetProgramInfo, linked.get(), CL_PROGRAM_REFERENCE_COUNT) == 1);
  cl_int kernelErr = CL_SUCCESS;
  CHECK(clCreateKernel(linked, "k", &kernelErr) == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROGRAM_EXECUTABLE, kernelErr);
}

TEST_CASE("clUnloadPlatformCompiler keeps later builds working", "[program]") {
  Env env;
  CHECK_CL(clUnloadPlatformCompiler(env.platform));
  Program program = buildProgram(env.context, env.device, kTwoKernels);
  CHECK(runIntKernel(env, program, "fill_one", 3) == std::vector<cl_int>(3, 1));
  CHECK_CL(clUnloadPlatformCompiler(env.platform));
}

TEST_CASE("WEFT_BUILD_REPORT puts each kernel's vectorization in the build log",
          "[program][weft]") {
  Env env;
  const char* source = R"(
    __kernel void scale(__global float* data, float factor) {
      size_t i = get_global_id(0);
      data[i] = data[i] * factor;
    })";
  const std::string log = reportedBuildLog(env.context, env.device, source);
  INFO(log);
  CHECK(log.find("kernel 'scale': vectorized") != std::string::npos);

  // Without the variable the log has no report.
  Program quiet = sourceProgram(env.context, source);
  REQUIRE_CL(clBuildProgram(quiet, 1, &env.device, "", nullptr, nullptr));
  CHECK(buildLog(quiet, env.device).find("kernel 'scale'") == std::string::npos);
}

TEST_CASE("programs built and released give their code's memory back", "[program][build][weft]") {
  // Each program's code is mapped memory; a process that builds many programs (an application's
  // shaders, the CTS) must not run out of mappings (vm.max_map_count). Under a sanitizer the
  // heap's own anonymous read-write mappings grow as its allocator's quarantine fills (+50 to
  // +58 over these 200 builds with AddressSanitizer, none of them executable or read-only), so
  // there only the others count: the code's (r-x) and its constants' (r--) among them.
  auto mappings = [] {
    std::ifstream maps("/proc/self/maps");
    std::string line;
    size_t count = 0;
    while (std::getline(maps, line)) {
#ifdef WEFT_TEST_SANITIZED
      std::istringstream fields(line);
      std::string range, permissions, offset, device, inode, path;
      fields >> range >> permissions >> offset >> device >> inode >> path;
      if (permissions == "rw-p" && path.empty())
        continue;
#endif
      ++count;
    }
    return count;
  };
  Env env;
  auto buildAndRelease = [&](int i) {
    // Different sources, so that each is compiled and linked (or loaded from the disk cache).
    Program program = buildProgram(
        env.context, env.device,
        "kernel void k(global int* o) { o[get_global_id(0)] = " + std::to_string(i) + "; }\n");
    Kernel kernel = makeKernel(program, "k");
  };
  for (int i = 0; i < 10; ++i) // the process's one-time mappings
    buildAndRelease(i);
  const size_t before = mappings();
  for (int i = 10; i < 210; ++i)
    buildAndRelease(i);
  INFO("mappings before: " << before << ", after 200 programs: " << mappings());
  CHECK(mappings() < before + 50);
}
