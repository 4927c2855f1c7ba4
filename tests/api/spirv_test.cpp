// SPIR-V input (OpenCL 3.0 §5.8.1 clCreateProgramWithIL, cl_khr_il_program; issue 17, item 4). The
// modules come from spirv/kernels.cl, written as SPIR-V at build time by weftc --emit-spirv, and
// from spirv/instructions_*.spvasm, assembled by spirv-as, for instructions no source makes. PoCL
// as Debian builds it reads no SPIR-V: every test here is [pocl-lacks].
#include "cl_test.hpp"

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>
#include <vector>

using namespace weft_test;

namespace {

std::string readModule(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  REQUIRE(file);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

std::string kernelsModule() {
  const std::string module = readModule(WEFT_TEST_SPIRV_DIR "/kernels.spv");
  REQUIRE(module.size() > 20);
  return module;
}

Program ilProgram(cl_context context, const std::string& il) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Program program(clCreateProgramWithIL(context, il.data(), il.size(), &err));
  REQUIRE_CL(err);
  REQUIRE(program.get() != nullptr);
  return program;
}

std::vector<cl_int> runSpecialized(Env& env, cl_program program) {
  Kernel kernel = makeKernel(program, "specialized");
  Mem out = makeBuffer(env.context, 8 * sizeof(cl_int));
  setArgs(kernel, out.get());
  const size_t n = 8;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  return readBuffer<cl_int>(env.queue, out, 8);
}

} // namespace

TEST_CASE("the device reads SPIR-V 1.0 to 1.4", "[spirv][pocl-lacks]") {
  Env env;
  const std::string versions = deviceString(env.device, CL_DEVICE_IL_VERSION);
  for (const char* version : {"SPIR-V_1.0", "SPIR-V_1.1", "SPIR-V_1.2", "SPIR-V_1.3", "SPIR-V_1.4"})
    CHECK(versions.find(version) != std::string::npos);
  const auto ils =
      infoArray<cl_name_version>(clGetDeviceInfo, env.device, CL_DEVICE_ILS_WITH_VERSION);
  std::set<cl_version> spirv;
  for (const cl_name_version& il : ils)
    if (std::string(il.name) == "SPIR-V")
      spirv.insert(il.version);
  CHECK(spirv == std::set<cl_version>{CL_MAKE_VERSION(1, 0, 0), CL_MAKE_VERSION(1, 1, 0),
                                      CL_MAKE_VERSION(1, 2, 0), CL_MAKE_VERSION(1, 3, 0),
                                      CL_MAKE_VERSION(1, 4, 0)});
  CHECK(deviceString(env.device, CL_DEVICE_EXTENSIONS).find("cl_khr_il_program") !=
        std::string::npos);
  CHECK(clGetExtensionFunctionAddressForPlatform(env.platform, "clCreateProgramWithILKHR") !=
        nullptr);
}

TEST_CASE("a SPIR-V program builds and runs as its source does", "[spirv][pocl-lacks]") {
  Env env;
  const std::string il = kernelsModule();
  Program program = ilProgram(env.context, il);
  // CL_PROGRAM_IL gives the module back.
  size_t size = 0;
  REQUIRE_CL(clGetProgramInfo(program, CL_PROGRAM_IL, 0, nullptr, &size));
  std::string back(size, '\0');
  REQUIRE_CL(clGetProgramInfo(program, CL_PROGRAM_IL, size, back.data(), nullptr));
  CHECK(back == il);
  REQUIRE_CL(clBuildProgram(program, 1, &env.device, "-cl-mad-enable", nullptr, nullptr));
  CHECK(splitSet(infoString(clGetProgramInfo, program.get(), CL_PROGRAM_KERNEL_NAMES), ";") ==
        std::set<std::string>{"axpy", "reduce", "specialized"});

  const size_t n = 1024;
  std::vector<float> x(n), y(n);
  for (size_t i = 0; i < n; ++i) {
    x[i] = float(i);
    y[i] = 1.0f;
  }
  Mem xs = bufferOf(env.context, x), ys = bufferOf(env.context, y);
  Kernel axpy = makeKernel(program, "axpy");
  setArgs(axpy, xs.get(), ys.get(), 2.0f);
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, axpy, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  const std::vector<float> result = readBuffer<float>(env.queue, ys, n);
  bool ok = true;
  for (size_t i = 0; i < n && ok; ++i)
    ok = result[i] == 2.0f * float(i) + 1.0f;
  CHECK(ok);

  // __local arguments and barriers, as in a kernel from source.
  std::vector<cl_int> in(n);
  for (size_t i = 0; i < n; ++i)
    in[i] = cl_int(i % 7);
  Mem ins = bufferOf(env.context, in);
  Mem sums = makeBuffer(env.context, (n / 64) * sizeof(cl_int));
  Kernel reduce = makeKernel(program, "reduce");
  cl_mem inArg = ins, sumArg = sums;
  REQUIRE_CL(clSetKernelArg(reduce, 0, sizeof inArg, &inArg));
  REQUIRE_CL(clSetKernelArg(reduce, 1, sizeof sumArg, &sumArg));
  REQUIRE_CL(clSetKernelArg(reduce, 2, 64 * sizeof(cl_int), nullptr));
  const size_t local = 64;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, reduce, 1, nullptr, &n, &local, 0, nullptr, nullptr));
  const std::vector<cl_int> got = readBuffer<cl_int>(env.queue, sums, n / 64);
  for (size_t g = 0; g < n / 64; ++g) {
    cl_int expected = 0;
    for (size_t i = g * 64; i < (g + 1) * 64; ++i)
      expected += in[i];
    CHECK(got[g] == expected);
  }
}

TEST_CASE("specialization constants of a SPIR-V program", "[spirv][pocl-lacks]") {
  Env env;
  const std::string il = kernelsModule();
  {
    Program program = ilProgram(env.context, il);
    REQUIRE_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
    CHECK(runSpecialized(env, program) == std::vector<cl_int>{0, 3, 6, 9, 12, 15, 18, 21});
  }
  Program program = ilProgram(env.context, il);
  const cl_int five = 5;
  REQUIRE_CL(clSetProgramSpecializationConstant(program, 7, sizeof five, &five));
  REQUIRE_CL(clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
  CHECK(runSpecialized(env, program) == std::vector<cl_int>{0, 5, 10, 15, 20, 25, 30, 35});

  const cl_short small = 1;
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clSetProgramSpecializationConstant(program, 7, sizeof small, &small));
  CHECK_CL_ERR(CL_INVALID_SPEC_ID,
               clSetProgramSpecializationConstant(program, 8, sizeof five, &five));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clSetProgramSpecializationConstant(program, 7, sizeof five, nullptr));
  Program source =
      buildProgram(env.context, env.device, "kernel void k(global int* o) { o[0] = 1; }\n");
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clSetProgramSpecializationConstant(source, 7, sizeof five, &five));
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clSetProgramSpecializationConstant(nullptr, 7, sizeof five, &five));
}

TEST_CASE("a malformed SPIR-V module is refused or fails its build with a log",
          "[spirv][pocl-lacks]") {
  Env env;
  const std::string il = kernelsModule();
  cl_int err = CL_SUCCESS;
  SECTION("not a module") {
    CHECK(clCreateProgramWithIL(env.context, nullptr, 64, &err) == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    CHECK(clCreateProgramWithIL(env.context, il.data(), 0, &err) == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    CHECK(clCreateProgramWithIL(env.context, il.data(), 12, &err) == nullptr); // no whole header
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    CHECK(clCreateProgramWithIL(env.context, il.data(), il.size() - 2, &err) == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    std::string wrongMagic = il;
    wrongMagic[0] ^= 0x5a;
    CHECK(clCreateProgramWithIL(env.context, wrongMagic.data(), wrongMagic.size(), &err) ==
          nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    std::string future = il;
    future[6] = 9; // SPIR-V 1.9
    CHECK(clCreateProgramWithIL(env.context, future.data(), future.size(), &err) == nullptr);
    CHECK_ERRCODE(CL_INVALID_VALUE, err);
    CHECK(clCreateProgramWithIL(nullptr, il.data(), il.size(), &err) == nullptr);
    CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
  }
  SECTION("a good header and a broken body") {
    for (size_t cut : {il.size() / 2 & ~size_t(3), size_t(24), il.size() - 4}) {
      INFO("the module cut to " << cut << " bytes");
      Program program = ilProgram(env.context, il.substr(0, cut));
      CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                   clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
      CHECK_FALSE(buildLog(program, env.device).empty());
    }
    std::string scrambled = il;
    for (size_t i = 40; i < scrambled.size(); i += 13)
      scrambled[i] = char(scrambled[i] * 31 + 7);
    Program program = ilProgram(env.context, scrambled);
    const cl_int built = clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr);
    CHECK((built == CL_BUILD_PROGRAM_FAILURE || built == CL_SUCCESS));
  }
  SECTION("a module on which the translator ends its process") {
    // Found by the SPIR-V fuzzer: LLVMSPIRVLib calls exit() on it. The translation runs in a
    // process of its own, so the build fails with a log (with what the translator said) and this
    // process goes on, its exit handlers untouched.
    Program program =
        ilProgram(env.context, readModule(WEFT_TEST_SPIRV_SOURCE_DIR "/translator_exits.spv"));
    CHECK_CL_ERR(CL_BUILD_PROGRAM_FAILURE,
                 clBuildProgram(program, 1, &env.device, nullptr, nullptr, nullptr));
    const std::string log = buildLog(program, env.device);
    CHECK(log.find("SPIR-V translator") != std::string::npos);
    CHECK(log.find("OpenCL.std") != std::string::npos);
    Program good = ilProgram(env.context, il);
    CHECK_CL(clBuildProgram(good, 1, &env.device, nullptr, nullptr, nullptr));
  }
}

TEST_CASE("clCompileProgram of SPIR-V links with a program compiled from source",
          "[spirv][pocl-lacks]") {
  Env env;
  Program il = ilProgram(env.context, kernelsModule());
  REQUIRE_CL(clCompileProgram(il, 1, &env.device, nullptr, 0, nullptr, nullptr, nullptr, nullptr));
  Program source = sourceProgram(env.context, "kernel void twice(global int* o) {\n"
                                              "  o[get_global_id(0)] = 2 * (int)get_global_id(0);\n"
                                              "}\n");
  REQUIRE_CL(
      clCompileProgram(source, 1, &env.device, nullptr, 0, nullptr, nullptr, nullptr, nullptr));
  cl_program inputs[] = {il, source};
  cl_int err = CL_OUT_OF_RESOURCES;
  Program linked(
      clLinkProgram(env.context, 1, &env.device, nullptr, 2, inputs, nullptr, nullptr, &err));
  REQUIRE_CL(err);
  CHECK(splitSet(infoString(clGetProgramInfo, linked.get(), CL_PROGRAM_KERNEL_NAMES), ";") ==
        std::set<std::string>{"axpy", "reduce", "specialized", "twice"});
  CHECK(runSpecialized(env, linked) == std::vector<cl_int>{0, 3, 6, 9, 12, 15, 18, 21});
}

TEST_CASE("SPIR-V atomic increment and decrement", "[spirv][pocl-lacks]") {
  Env env;
  Program program = ilProgram(env.context, readModule(WEFT_TEST_SPIRV_DIR "/instructions_1_0.spv"));
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
  constexpr cl_uint kItems = 1000;
  for (const char* name : {"count_up", "count_down"}) {
    INFO(name);
    const bool up = name[6] == 'u';
    Kernel kernel = makeKernel(program, name);
    Mem counter = bufferOf(env.context, std::vector<cl_uint>{up ? 5u : 5u + kItems});
    Mem before = makeBuffer(env.context, kItems * sizeof(cl_uint));
    setArgs(kernel, counter, before);
    run1D(env.queue, kernel, kItems);
    CHECK(readBuffer<cl_uint>(env.queue, counter, 1)[0] == (up ? 5u + kItems : 5u));
    // Each work-item saw a different value: the old values are exactly the range passed through.
    std::vector<cl_uint> seen = readBuffer<cl_uint>(env.queue, before, kItems);
    std::sort(seen.begin(), seen.end());
    for (cl_uint i = 0; i < kItems; ++i)
      CHECK(seen[i] == (up ? 5u + i : 6u + i));
  }
}

TEST_CASE("SPIR-V printf as an extended instruction", "[spirv][printf][pocl-lacks]") {
  Env env;
  Program program = ilProgram(env.context, readModule(WEFT_TEST_SPIRV_DIR "/instructions_1_0.spv"));
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
  Kernel kernel = makeKernel(program, "print_twice");
  setArgs(kernel, cl_uint{42}, cl_float{2.5f});
  std::string output = captureStdout([&] {
    run1D(env.queue, kernel, 2, 1);
    REQUIRE_CL(clFinish(env.queue));
  });
  CHECK(output == "spirv 42 2.50\nspirv 42 2.50\nspirv 42 2.50\nspirv 42 2.50\n");
}

TEST_CASE("SPIR-V 1.4 pointer comparisons and differences", "[spirv][pocl-lacks]") {
  Env env;
  Program program = ilProgram(env.context, readModule(WEFT_TEST_SPIRV_DIR "/instructions_1_4.spv"));
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
  Kernel kernel = makeKernel(program, "pointer_ops");
  Mem out = makeBuffer(env.context, 8 * sizeof(cl_uint));
  setArgs(kernel, out);
  run1D(env.queue, kernel, 1, 1);
  // out == out + 7, out == out, !=, !=, (out + 7) - out, out - (out + 7), 16-byte elements.
  CHECK(readBuffer<cl_uint>(env.queue, out, 7) ==
        std::vector<cl_uint>{0, 1, 1, 0, 7, static_cast<cl_uint>(-7), 3});
}

TEST_CASE("SPIR-V 1.4 OpCopyLogical and the memory operands of copies", "[spirv][pocl-lacks]") {
  Env env;
  Program program = ilProgram(env.context, readModule(WEFT_TEST_SPIRV_DIR "/instructions_1_4.spv"));
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
  // struct { uint; float[2]; }: 12 bytes.
  Kernel logical = makeKernel(program, "copy_logical");
  Mem pair = bufferOf(env.context, std::vector<cl_uint>(3, 0));
  setArgs(logical, pair);
  run1D(env.queue, logical, 1, 1);
  std::vector<cl_uint> words = readBuffer<cl_uint>(env.queue, pair, 3);
  cl_float floats[2];
  std::memcpy(floats, &words[1], sizeof floats);
  CHECK(words[0] == 1024);
  CHECK(floats[0] == 1.5f);
  CHECK(floats[1] == 2.5f);

  Kernel memory = makeKernel(program, "copy_memory");
  Mem out = bufferOf(env.context, std::vector<cl_uint>(5, 7));
  setArgs(memory, out);
  run1D(env.queue, memory, 1, 1);
  CHECK(readBuffer<cl_uint>(env.queue, out, 5) == std::vector<cl_uint>{42, 42, 42, 42, 7});
}

TEST_CASE("kernel argument info of a SPIR-V program", "[spirv][pocl-lacks]") {
  Env env;
  Program program = ilProgram(env.context, kernelsModule());
  REQUIRE_CL(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
  struct Expected {
    const char* kernel;
    cl_uint index;
    const char* name;
    const char* type;
    cl_kernel_arg_address_qualifier address;
    cl_kernel_arg_type_qualifier qualifiers;
  };
  for (const Expected& e : {
           Expected{"axpy", 0, "x", "float*", CL_KERNEL_ARG_ADDRESS_GLOBAL,
                    CL_KERNEL_ARG_TYPE_CONST},
           Expected{"axpy", 1, "y", "float*", CL_KERNEL_ARG_ADDRESS_GLOBAL,
                    CL_KERNEL_ARG_TYPE_NONE},
           Expected{"axpy", 2, "a", "float", CL_KERNEL_ARG_ADDRESS_PRIVATE,
                    CL_KERNEL_ARG_TYPE_NONE},
           Expected{"reduce", 2, "scratch", "int*", CL_KERNEL_ARG_ADDRESS_LOCAL,
                    CL_KERNEL_ARG_TYPE_NONE},
       }) {
    INFO(e.kernel << " argument " << e.index);
    Kernel kernel = makeKernel(program, e.kernel);
    CHECK(kernelArgInfoString(kernel, e.index, CL_KERNEL_ARG_NAME) == e.name);
    CHECK(kernelArgInfoString(kernel, e.index, CL_KERNEL_ARG_TYPE_NAME) == e.type);
    CHECK(kernelArgInfo<cl_uint>(kernel, e.index, CL_KERNEL_ARG_ADDRESS_QUALIFIER) == e.address);
    CHECK(kernelArgInfo<cl_bitfield>(kernel, e.index, CL_KERNEL_ARG_TYPE_QUALIFIER) ==
          e.qualifiers);
    CHECK(kernelArgInfo<cl_uint>(kernel, e.index, CL_KERNEL_ARG_ACCESS_QUALIFIER) ==
          CL_KERNEL_ARG_ACCESS_NONE);
  }
}

TEST_CASE("half precision through SPIR-V computes what the same source computes",
          "[spirv][fp16][pocl-lacks]") {
  Env env;
  Program fromIl = ilProgram(env.context, readModule(WEFT_TEST_SPIRV_DIR "/halves.spv"));
  REQUIRE_CL(clBuildProgram(fromIl, 1, &env.device, "", nullptr, nullptr));
  Program fromSource =
      buildProgram(env.context, env.device, readModule(WEFT_TEST_SPIRV_SOURCE_DIR "/halves.cl"));
  // Every half against a few others, subnormals, infinities and NaN among them.
  std::vector<cl_ushort> a, b;
  for (unsigned h = 0; h < 0x10000; h += 3) {
    a.push_back(static_cast<cl_ushort>(h));
    b.push_back(static_cast<cl_ushort>((h * 40503u) >> 3));
  }
  Mem ina = bufferOf(env.context, a), inb = bufferOf(env.context, b);
  std::vector<std::vector<cl_ushort>> results;
  for (cl_program program : {fromIl.get(), fromSource.get()}) {
    Kernel kernel = makeKernel(program, "halves");
    Mem out = makeBuffer(env.context, 8 * a.size() * sizeof(cl_ushort));
    setArgs(kernel, ina, inb, out);
    run1D(env.queue, kernel, a.size());
    results.push_back(readBuffer<cl_ushort>(env.queue, out, 8 * a.size()));
  }
  size_t differences = 0, nans = 0;
  for (size_t i = 0; i < results[0].size(); ++i) {
    const bool nan0 = (results[0][i] & 0x7c00) == 0x7c00 && (results[0][i] & 0x3ff);
    const bool nan1 = (results[1][i] & 0x7c00) == 0x7c00 && (results[1][i] & 0x3ff);
    nans += nan0;
    differences += nan0 != nan1 || (!nan0 && results[0][i] != results[1][i]);
  }
  CHECK(differences == 0);
  CHECK(nans > 0); // the NaN inputs went through
}
