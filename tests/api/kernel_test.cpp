// OpenCL 3.0 API §5.9 "Kernel Objects": creation, arguments, kernel / argument / work-group
// queries, cloning.
#include "cl_test.hpp"

#include <atomic>

using namespace weft_test;

namespace {

const char* kKernels = R"CLC(
typedef struct { int a; float b; long c; } Triple;

kernel void scale(global float* restrict data, float factor) {
  size_t i = get_global_id(0);
  data[i] = data[i] * factor;
}

kernel void qualifiers(global const float* restrict in, local int* scratch, constant char* table,
                       int count, global volatile uint* flags) {
  size_t i = get_global_id(0);
  scratch[get_local_id(0)] = count;
  flags[i] = (uint)(in[i] + table[0] + scratch[get_local_id(0)]);
}

kernel void take_struct(Triple t, global long* out) {
  out[0] = t.a;
  out[1] = (long)(t.b * 2.0f);
  out[2] = t.c;
}

kernel void maybe_null(global int* out, global int* optional) {
  out[get_global_id(0)] = optional ? 1 : 2;
}

__attribute__((reqd_work_group_size(4, 2, 1)))
kernel void fixed_size(global int* out) {
  out[get_global_id(1) * get_global_size(0) + get_global_id(0)] = (int)get_local_size(0);
}

kernel void uses_local(global int* out) {
  local int tile[1024];
  tile[get_local_id(0)] = (int)get_global_id(0);
  out[get_global_id(0)] = tile[get_local_id(0)];
}
)CLC";

const std::set<std::string> kKernelNames = {"scale",      "qualifiers", "take_struct",
                                            "maybe_null", "fixed_size", "uses_local"};

struct KernelEnv : Env {
  Program program;
  KernelEnv(const std::string& options = "")
      : program(buildProgram(context, device, kKernels, options)) {}
};

template <typename T> T workGroupInfo(cl_kernel k, cl_device_id d, cl_kernel_work_group_info p) {
  T v{};
  size_t ret = 0;
  REQUIRE_CL(clGetKernelWorkGroupInfo(k, d, p, sizeof v, &v, &ret));
  REQUIRE(ret == sizeof v);
  return v;
}

} // namespace

TEST_CASE("clCreateKernel", "[kernel]") {
  KernelEnv env;
  cl_int err = CL_OUT_OF_RESOURCES;
  Kernel k(clCreateKernel(env.program, "scale", &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  Kernel unknown(clCreateKernel(env.program, "no_such_kernel", &err));
  CHECK(unknown.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_KERNEL_NAME, err);
  Kernel null(clCreateKernel(env.program, nullptr, &err));
  CHECK(null.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  Kernel noProgram(clCreateKernel(nullptr, "scale", &err));
  CHECK(noProgram.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROGRAM, err);
  // Several kernel objects of one function are independent.
  Kernel again(clCreateKernel(env.program, "scale", &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(again.get() != k.get());
}

TEST_CASE("clCreateKernelsInProgram", "[kernel]") {
  KernelEnv env;
  cl_uint count = 0;
  REQUIRE_CL(clCreateKernelsInProgram(env.program, 0, nullptr, &count));
  CHECK(count == kKernelNames.size());
  std::vector<cl_kernel> small(1);
  CHECK_CL_ERR(CL_INVALID_VALUE, clCreateKernelsInProgram(env.program, 1, small.data(), nullptr));
  std::vector<cl_kernel> kernels(count);
  cl_uint count2 = 0;
  REQUIRE_CL(clCreateKernelsInProgram(env.program, count, kernels.data(), &count2));
  CHECK(count2 == count);
  std::set<std::string> names;
  for (cl_kernel k : kernels) {
    names.insert(infoString(clGetKernelInfo, k, CL_KERNEL_FUNCTION_NAME));
    REQUIRE_CL(clReleaseKernel(k));
  }
  CHECK(names == kKernelNames);
}

TEST_CASE("clGetKernelInfo", "[kernel]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "qualifiers");
  for (cl_kernel_info p : {CL_KERNEL_FUNCTION_NAME, CL_KERNEL_NUM_ARGS, CL_KERNEL_REFERENCE_COUNT,
                           CL_KERNEL_CONTEXT, CL_KERNEL_PROGRAM, CL_KERNEL_ATTRIBUTES})
    checkInfoSizeRules(clGetKernelInfo, k.get(), p);
  CHECK(infoString(clGetKernelInfo, k.get(), CL_KERNEL_FUNCTION_NAME) == "qualifiers");
  CHECK(info<cl_uint>(clGetKernelInfo, k.get(), CL_KERNEL_NUM_ARGS) == 5);
  CHECK(info<cl_context>(clGetKernelInfo, k.get(), CL_KERNEL_CONTEXT) == env.context.get());
  CHECK(info<cl_program>(clGetKernelInfo, k.get(), CL_KERNEL_PROGRAM) == env.program.get());
  cl_uint refs = info<cl_uint>(clGetKernelInfo, k.get(), CL_KERNEL_REFERENCE_COUNT);
  CHECK(refs >= 1);
  REQUIRE_CL(clRetainKernel(k));
  CHECK(info<cl_uint>(clGetKernelInfo, k.get(), CL_KERNEL_REFERENCE_COUNT) == refs + 1);
  REQUIRE_CL(clReleaseKernel(k));
  CHECK(infoString(clGetKernelInfo, k.get(), CL_KERNEL_ATTRIBUTES).empty());

  Kernel fixed = makeKernel(env.program, "fixed_size");
  std::string attributes = infoString(clGetKernelInfo, fixed.get(), CL_KERNEL_ATTRIBUTES);
  INFO("CL_KERNEL_ATTRIBUTES = " << attributes);
  CHECK(attributes.find("reqd_work_group_size") != std::string::npos);

  char b[16];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetKernelInfo(k, 0xFFFF, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL,
               clGetKernelInfo(nullptr, CL_KERNEL_NUM_ARGS, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clRetainKernel(nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clReleaseKernel(nullptr));
}

TEST_CASE("clSetKernelArg accepts what the signature allows", "[kernel][args]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "qualifiers");
  Mem in = makeBuffer(env.context, 64 * sizeof(float)), flags = makeBuffer(env.context, 64 * 4),
      table = makeBuffer(env.context, 16);
  cl_mem m = in;
  CHECK_CL(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK_CL(clSetKernelArg(k, 1, 64 * sizeof(cl_int), nullptr)); // __local: size only
  m = table;
  CHECK_CL(clSetKernelArg(k, 2, sizeof m, &m));
  cl_int count = 3;
  CHECK_CL(clSetKernelArg(k, 3, sizeof count, &count));
  m = flags;
  CHECK_CL(clSetKernelArg(k, 4, sizeof m, &m));
  // A global pointer may be NULL, given either way.
  CHECK_CL(clSetKernelArg(k, 0, sizeof(cl_mem), nullptr));
  cl_mem none = nullptr;
  CHECK_CL(clSetKernelArg(k, 0, sizeof none, &none));
}

TEST_CASE("a pointer to a structure whose name starts with image is a buffer argument",
          "[kernel][args]") {
  // The CTS's image tests write their results through an `image_kernel_data*`; only the image
  // types themselves are image arguments.
  Env env;
  Program program = buildProgram(env.context, env.device, R"(
    typedef struct { int width; int height; } image_kernel_data;
    kernel void k(global image_kernel_data* out) { out->width = 3; out->height = 4; })");
  Kernel kernel = makeKernel(program, "k");
  Mem out = makeBuffer(env.context, 8);
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  const size_t one = 1;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, out, 2) == std::vector<cl_int>{3, 4});
}

TEST_CASE("clSetKernelArg errors", "[kernel][args]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "qualifiers");
  Mem buf = makeBuffer(env.context, 64);
  cl_mem m = buf;
  cl_int count = 3;
  cl_long wide = 3;
  CHECK_CL_ERR(CL_INVALID_ARG_INDEX, clSetKernelArg(k, 5, sizeof count, &count));
  CHECK_CL_ERR(CL_INVALID_ARG_INDEX, clSetKernelArg(k, 1000, sizeof count, &count));
  CHECK_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 3, sizeof wide, &wide));
  CHECK_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 3, 2, &count));
  CHECK_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 3, sizeof count, nullptr));
  CHECK_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 1, 0, nullptr));       // __local, size 0
  CHECK_CL_ERR(CL_INVALID_ARG_VALUE, clSetKernelArg(k, 1, 64, &count));      // __local with a value
  CHECK_CL_ERR(CL_INVALID_ARG_SIZE, clSetKernelArg(k, 0, sizeof m - 1, &m)); // a cl_mem's size
  CHECK_CL_ERR(CL_INVALID_KERNEL, clSetKernelArg(nullptr, 0, sizeof m, &m));
}

TEST_CASE("clSetKernelArg rejects a non-buffer for a pointer argument",
          "[kernel][args][handles][pocl-bug]") {
  // PoCL 3.1 accepts it.
  KernelEnv env;
  Kernel k = makeKernel(env.program, "qualifiers");
  // A command-queue handle where a cl_mem belongs.
  cl_command_queue q = env.queue;
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clSetKernelArg(k, 0, sizeof q, &q));
}

TEST_CASE("struct arguments and NULL buffers reach the kernel", "[kernel][args]") {
  KernelEnv env;
  struct Triple {
    cl_int a;
    cl_float b;
    cl_long c;
  } t = {-17, 21.5f, 0x123456789ABCDEFll};
  Kernel k = makeKernel(env.program, "take_struct");
  Mem out = makeBuffer(env.context, 3 * sizeof(cl_long));
  cl_mem m = out;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof t, &t));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof m, &m));
  REQUIRE_CL(clEnqueueTask(env.queue, k, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_long>(env.queue, out, 3) ==
        std::vector<cl_long>{-17, 43, 0x123456789ABCDEFll});

  Kernel n = makeKernel(env.program, "maybe_null");
  Mem res = makeBuffer(env.context, 8 * sizeof(cl_int)), other = makeBuffer(env.context, 4);
  m = res;
  REQUIRE_CL(clSetKernelArg(n, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(n, 1, sizeof(cl_mem), nullptr));
  size_t global = 8;
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, n, 1, nullptr, &global, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, res, 8) == std::vector<cl_int>(8, 2));
  cl_mem o = other;
  REQUIRE_CL(clSetKernelArg(n, 1, sizeof o, &o));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, n, 1, nullptr, &global, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<cl_int>(env.queue, res, 8) == std::vector<cl_int>(8, 1));
}

TEST_CASE("clGetKernelArgInfo with -cl-kernel-arg-info", "[kernel][arginfo]") {
  KernelEnv env("-cl-kernel-arg-info");
  Kernel k = makeKernel(env.program, "qualifiers");
  const cl_uint address[] = {CL_KERNEL_ARG_ADDRESS_GLOBAL, CL_KERNEL_ARG_ADDRESS_LOCAL,
                             CL_KERNEL_ARG_ADDRESS_CONSTANT, CL_KERNEL_ARG_ADDRESS_PRIVATE,
                             CL_KERNEL_ARG_ADDRESS_GLOBAL};
  const char* types[] = {"float*", "int*", "char*", "int", "uint*"};
  const char* names[] = {"in", "scratch", "table", "count", "flags"};
  const cl_kernel_arg_type_qualifier qualifiers[] = {
      CL_KERNEL_ARG_TYPE_CONST | CL_KERNEL_ARG_TYPE_RESTRICT, CL_KERNEL_ARG_TYPE_NONE,
      CL_KERNEL_ARG_TYPE_CONST, CL_KERNEL_ARG_TYPE_NONE, CL_KERNEL_ARG_TYPE_VOLATILE};
  for (cl_uint i = 0; i < 5; ++i) {
    INFO("argument " << i);
    CHECK(kernelArgInfo<cl_uint>(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER) == address[i]);
    CHECK(kernelArgInfo<cl_uint>(k, i, CL_KERNEL_ARG_ACCESS_QUALIFIER) ==
          CL_KERNEL_ARG_ACCESS_NONE);
    CHECK(kernelArgInfoString(k, i, CL_KERNEL_ARG_TYPE_NAME) == types[i]);
    CHECK(kernelArgInfoString(k, i, CL_KERNEL_ARG_NAME) == names[i]);
    CHECK(kernelArgInfo<cl_bitfield>(k, i, CL_KERNEL_ARG_TYPE_QUALIFIER) == qualifiers[i]);
  }
  char b[64];
  CHECK_CL_ERR(CL_INVALID_ARG_INDEX,
               clGetKernelArgInfo(k, 5, CL_KERNEL_ARG_NAME, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetKernelArgInfo(k, 0, 0xFFFF, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_NAME, 1, b, nullptr));
}

TEST_CASE("clGetKernelArgInfo without -cl-kernel-arg-info", "[kernel][arginfo]") {
  // "Kernel argument information is only available if the program
  // object associated with kernel is created with clCreateProgramWithSource and the program
  // executable was built with the -cl-kernel-arg-info option".
  KernelEnv env;
  Kernel k = makeKernel(env.program, "qualifiers");
  char b[64];
  CHECK_CL_ERR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE,
               clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_NAME, sizeof b, b, nullptr));
  CHECK_CL_ERR(CL_KERNEL_ARG_INFO_NOT_AVAILABLE,
               clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_NAME, sizeof b, b, nullptr));
}

TEST_CASE("clGetKernelWorkGroupInfo", "[kernel][workgroup]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  const size_t maxWg = deviceInfo<size_t>(env.device, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  for (cl_kernel_work_group_info p :
       {CL_KERNEL_WORK_GROUP_SIZE, CL_KERNEL_COMPILE_WORK_GROUP_SIZE, CL_KERNEL_LOCAL_MEM_SIZE,
        CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, CL_KERNEL_PRIVATE_MEM_SIZE}) {
    INFO("param 0x" << std::hex << p);
    size_t size = 0;
    REQUIRE_CL(clGetKernelWorkGroupInfo(k, env.device, p, 0, nullptr, &size));
    CHECK(size > 0);
    std::vector<unsigned char> small(size);
    CHECK_CL_ERR(CL_INVALID_VALUE,
                 clGetKernelWorkGroupInfo(k, env.device, p, size - 1, small.data(), nullptr));
  }
  size_t wg = workGroupInfo<size_t>(k, env.device, CL_KERNEL_WORK_GROUP_SIZE);
  CHECK(wg >= 1);
  CHECK(wg <= maxWg);
  CHECK(workGroupInfo<size_t>(k, env.device, CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE) >= 1);
  struct Sizes {
    size_t v[3];
  };
  Sizes none = workGroupInfo<Sizes>(k, env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE);
  CHECK((none.v[0] == 0 && none.v[1] == 0 && none.v[2] == 0));
  workGroupInfo<cl_ulong>(k, env.device, CL_KERNEL_PRIVATE_MEM_SIZE);

  Kernel fixed = makeKernel(env.program, "fixed_size");
  Sizes reqd = workGroupInfo<Sizes>(fixed, env.device, CL_KERNEL_COMPILE_WORK_GROUP_SIZE);
  CHECK((reqd.v[0] == 4 && reqd.v[1] == 2 && reqd.v[2] == 1));

  // Local memory includes what __local arguments were given.
  Kernel q = makeKernel(env.program, "qualifiers");
  REQUIRE_CL(clSetKernelArg(q, 1, 4096, nullptr));
  CHECK(workGroupInfo<cl_ulong>(q, env.device, CL_KERNEL_LOCAL_MEM_SIZE) >= 4096);

  // The device may be NULL when the program has one device.
  size_t wg2 = 0;
  CHECK_CL(
      clGetKernelWorkGroupInfo(k, nullptr, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg2, &wg2, nullptr));
  CHECK(wg2 == wg);
  // CL_KERNEL_GLOBAL_WORK_SIZE is for custom devices and built-in kernels only.
  size_t gws[3];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_GLOBAL_WORK_SIZE,
                                                          sizeof gws, gws, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetKernelWorkGroupInfo(k, env.device, 0xFFFF, sizeof gws, gws, nullptr));
}

TEST_CASE("CL_KERNEL_LOCAL_MEM_SIZE counts kernel-scope __local variables",
          "[kernel][workgroup][pocl-bug]") {
  // PoCL 3.1 answers 0. The value includes "variables declared inside the kernel with the
  // __local address qualifier".
  KernelEnv env;
  Kernel local = makeKernel(env.program, "uses_local");
  CHECK(workGroupInfo<cl_ulong>(local, env.device, CL_KERNEL_LOCAL_MEM_SIZE) >=
        1024 * sizeof(cl_int));
}

TEST_CASE("clCloneKernel copies the arguments, which then stay independent", "[kernel]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  const size_t n = 64;
  std::vector<float> ones(n, 1.0f);
  Mem a = makeBuffer(env.context, n * sizeof(float), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                     ones.data());
  Mem b = makeBuffer(env.context, n * sizeof(float), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                     ones.data());
  cl_mem m = a;
  float two = 2.0f, three = 3.0f;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof two, &two));
  cl_int err = CL_OUT_OF_RESOURCES;
  Kernel clone(clCloneKernel(k, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  CHECK(infoString(clGetKernelInfo, clone.get(), CL_KERNEL_FUNCTION_NAME) == "scale");
  // The clone runs with the copied arguments: buffer a, factor 2 → a becomes 2.
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, clone, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<float>(env.queue, a, n) == std::vector<float>(n, 2.0f));
  // Changing the clone's arguments leaves the original alone.
  m = b;
  REQUIRE_CL(clSetKernelArg(clone, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(clone, 1, sizeof three, &three));
  REQUIRE_CL(
      clEnqueueNDRangeKernel(env.queue, clone, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<float>(env.queue, a, n) == std::vector<float>(n, 4.0f));
  CHECK(readBuffer<float>(env.queue, b, n) == std::vector<float>(n, 3.0f));

  Kernel bad(clCloneKernel(nullptr, &err));
  CHECK(bad.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_KERNEL, err);
}

TEST_CASE("enqueueing a kernel without all its arguments is CL_INVALID_KERNEL_ARGS", "[kernel]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  size_t n = 16;
  CHECK_CL_ERR(CL_INVALID_KERNEL_ARGS,
               clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  Mem buf = makeBuffer(env.context, n * sizeof(float));
  cl_mem m = buf;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK_CL_ERR(CL_INVALID_KERNEL_ARGS,
               clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL_ARGS, clEnqueueTask(env.queue, k, 0, nullptr, nullptr));
  float f = 1.0f;
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof f, &f));
  CHECK_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("a kernel keeps its program alive", "[kernel]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kKernels);
  Kernel k = makeKernel(program, "scale");
  program.reset();
  const size_t n = 32;
  std::vector<float> data(n, 1.5f);
  Mem buf = makeBuffer(env.context, n * sizeof(float), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                       data.data());
  cl_mem m = buf;
  float f = 2.0f;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof f, &f));
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  CHECK(readBuffer<float>(env.queue, buf, n) == std::vector<float>(n, 3.0f));
  CHECK(info<cl_program>(clGetKernelInfo, k.get(), CL_KERNEL_PROGRAM) != nullptr);
}

TEST_CASE("a kernel argument does not keep its buffer alive", "[kernel][args]") {
  // OpenCL 3.0 §5.4.1: a memory object is deleted once its reference count is zero and the
  // commands that use it have finished; setting it as an argument is no reference (the CTS's
  // api retain_mem_object_set_kernel_arg waits for the destructor callback with the kernel alive).
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  cl_int status = CL_SUCCESS;
  cl_mem buffer = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 64, nullptr, &status);
  REQUIRE_CL(status);
  std::atomic<int> destroyed{0};
  auto onDestroyed = [](cl_mem, void* data) { static_cast<std::atomic<int>*>(data)->fetch_add(1); };
  REQUIRE_CL(clSetMemObjectDestructorCallback(buffer, onDestroyed, &destroyed));
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof buffer, &buffer));
  float f = 2.0f;
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof f, &f));
  REQUIRE_CL(clReleaseMemObject(buffer));
  CHECK(waitFor([&] { return destroyed.load() == 1; }));
  CHECK(destroyed.load() == 1);
}

TEST_CASE("enqueueing a kernel whose buffer argument was destroyed is CL_INVALID_MEM_OBJECT",
          "[kernel][args][weft]") {
  // Undefined in the spec; Weft refuses the launch instead of running on freed memory.
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  cl_int status = CL_SUCCESS;
  cl_mem buffer = clCreateBuffer(env.context, CL_MEM_READ_WRITE, 64, nullptr, &status);
  REQUIRE_CL(status);
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof buffer, &buffer));
  float f = 2.0f;
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof f, &f));
  REQUIRE_CL(clReleaseMemObject(buffer));
  size_t n = 16;
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
               clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  // Set again, it runs.
  Mem replacement = makeBuffer(env.context, n * sizeof(float));
  cl_mem m = replacement;
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof m, &m));
  CHECK_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(env.queue));
}

TEST_CASE("a buffer released after the enqueue lives until its command has run", "[kernel][args]") {
  KernelEnv env;
  Kernel k = makeKernel(env.program, "scale");
  const size_t n = 1024;
  std::vector<float> data(n, 1.5f);
  cl_int status = CL_SUCCESS;
  cl_mem buffer = clCreateBuffer(env.context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                                 n * sizeof(float), data.data(), &status);
  REQUIRE_CL(status);
  Mem out = makeBuffer(env.context, n * sizeof(float));
  REQUIRE_CL(clSetKernelArg(k, 0, sizeof buffer, &buffer));
  float f = 3.0f;
  REQUIRE_CL(clSetKernelArg(k, 1, sizeof f, &f));
  // The kernel waits on a user event, so the buffer's release comes before the command runs.
  cl_event gate = clCreateUserEvent(env.context, &status);
  REQUIRE_CL(status);
  REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &n, nullptr, 1, &gate, nullptr));
  REQUIRE_CL(
      clEnqueueCopyBuffer(env.queue, buffer, out, 0, 0, n * sizeof(float), 0, nullptr, nullptr));
  REQUIRE_CL(clReleaseMemObject(buffer));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  REQUIRE_CL(clReleaseEvent(gate));
  CHECK(readBuffer<float>(env.queue, out, n) == std::vector<float>(n, 4.5f));
}
