// libFuzzer harness: program binaries given to clCreateProgramWithBinary (issue 16). Whatever the
// bytes, the program is refused with CL_INVALID_BINARY or made; a program that is made builds or
// fails to build with the spec's codes, and its kernels answer their queries.
#include "fuzz_common.hpp"

#include <cstdlib>
#include <vector>

using namespace weft_fuzz;

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  setenv("WEFT_CACHE", "0", 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Device& d = device();
  cl_int status = CL_SUCCESS, err = CL_SUCCESS;
  cl_program program =
      clCreateProgramWithBinary(d.context, 1, &d.device, &size, &data, &status, &err);
  expect(err, {CL_SUCCESS, CL_INVALID_BINARY, CL_INVALID_VALUE}, "clCreateProgramWithBinary");
  if (!program)
    return 0;
  expect(status, {CL_SUCCESS}, "clCreateProgramWithBinary's binary_status");
  err = clBuildProgram(program, 1, &d.device, nullptr, nullptr, nullptr);
  expect(err, {CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BINARY, CL_OUT_OF_HOST_MEMORY},
         "clBuildProgram");
  if (err == CL_SUCCESS)
    checkKernels(program, d.device);
  size_t binarySize = 0;
  expect(
      clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, sizeof binarySize, &binarySize, nullptr),
      {CL_SUCCESS}, "clGetProgramInfo(CL_PROGRAM_BINARY_SIZES)");
  std::vector<unsigned char> binary(binarySize);
  unsigned char* binaries[] = {binary.data()};
  expect(clGetProgramInfo(program, CL_PROGRAM_BINARIES, sizeof binaries, binaries, nullptr),
         {CL_SUCCESS}, "clGetProgramInfo(CL_PROGRAM_BINARIES)");
  expect(clReleaseProgram(program), {CL_SUCCESS}, "clReleaseProgram");
  return 0;
}
