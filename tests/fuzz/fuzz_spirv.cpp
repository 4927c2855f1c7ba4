// libFuzzer harness: SPIR-V modules given to clCreateProgramWithIL (issue 16). Whatever the bytes,
// the program is refused with CL_INVALID_VALUE or made; a program that is made takes a
// specialization constant or refuses it with the spec's codes, gives its module back, and builds
// or fails to build with a log, never taking the process down; a built program's kernels answer
// their queries.
#include "fuzz_common.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace weft_fuzz;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  setenv("WEFT_CACHE", "0", 1);
  // Weft is linked into this program, not loaded from libweft.so beside the helper.
  setenv("WEFT_SPIRV_HELPER", WEFT_FUZZ_SPIRV_HELPER, 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Device& d = device();
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithIL(d.context, data, size, &err);
  expect(err, {CL_SUCCESS, CL_INVALID_VALUE}, "clCreateProgramWithIL");
  if (!program)
    return 0;
  size_t ilSize = 0;
  expect(clGetProgramInfo(program, CL_PROGRAM_IL, 0, nullptr, &ilSize), {CL_SUCCESS},
         "clGetProgramInfo(CL_PROGRAM_IL)");
  if (ilSize != size) {
    std::fprintf(stderr, "fuzz: CL_PROGRAM_IL has %zu bytes, the module %zu\n", ilSize, size);
    std::abort();
  }
  // A specialization constant named by the module's last word, of 4 bytes.
  uint32_t id = 0;
  std::memcpy(&id, data + size - 4, 4);
  const uint32_t value = id * 2654435761u;
  expect(clSetProgramSpecializationConstant(program, id % 64, sizeof value, &value),
         {CL_SUCCESS, CL_INVALID_SPEC_ID, CL_INVALID_VALUE}, "clSetProgramSpecializationConstant");
  err = clBuildProgram(program, 1, &d.device, nullptr, nullptr, nullptr);
  expect(err, {CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE, CL_OUT_OF_HOST_MEMORY}, "clBuildProgram");
  if (err == CL_SUCCESS)
    checkKernels(program, d.device);
  expect(clReleaseProgram(program), {CL_SUCCESS}, "clReleaseProgram");
  return 0;
}
