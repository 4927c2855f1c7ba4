// libFuzzer harness: OpenCL C sources and build options through clBuildProgram, and through
// clCompileProgram + clLinkProgram (issue 16). The input is the options, a NUL byte, then the
// source; an input without a NUL byte is all source. A build may succeed or fail, but only with
// the codes the spec names, a NUL-terminated log, and kernels whose queries all answer.
#include "fuzz_common.hpp"

#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace weft_fuzz;

namespace {

void checkLog(cl_program program, cl_device_id dev) {
  size_t size = 0;
  expect(clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size), {CL_SUCCESS},
         "clGetProgramBuildInfo(log size)");
  std::vector<char> log(size + 1, 'x');
  expect(clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr),
         {CL_SUCCESS}, "clGetProgramBuildInfo(log)");
  if (size == 0 || log[size - 1] != '\0')
    expect(CL_INVALID_VALUE, {}, "the build log is not NUL-terminated");
}

} // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  // Every input is built, not found in a cache.
  setenv("WEFT_CACHE", "0", 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const Device& d = device();
  const char* text = reinterpret_cast<const char*>(data);
  const char* nul = static_cast<const char*>(std::memchr(text, '\0', size));
  const std::string options = nul ? std::string(text, nul) : std::string();
  const std::string source = nul ? std::string(nul + 1, text + size) : std::string(text, size);
  const char* sourceText = source.c_str();
  const size_t length = source.size();
  cl_int err = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(d.context, 1, &sourceText, &length, &err);
  expect(err, {CL_SUCCESS, CL_INVALID_VALUE}, "clCreateProgramWithSource");
  if (!program)
    return 0;
  // Odd-sized inputs take the separate compile and link; the others clBuildProgram.
  if (size % 2 == 0) {
    err = clBuildProgram(program, 1, &d.device, options.c_str(), nullptr, nullptr);
    expect(err,
           {CL_SUCCESS, CL_BUILD_PROGRAM_FAILURE, CL_INVALID_BUILD_OPTIONS, CL_OUT_OF_HOST_MEMORY},
           "clBuildProgram");
    checkLog(program, d.device);
    if (err == CL_SUCCESS)
      checkKernels(program, d.device);
  } else {
    err = clCompileProgram(program, 1, &d.device, options.c_str(), 0, nullptr, nullptr, nullptr,
                           nullptr);
    expect(err,
           {CL_SUCCESS, CL_COMPILE_PROGRAM_FAILURE, CL_INVALID_COMPILER_OPTIONS,
            CL_OUT_OF_HOST_MEMORY},
           "clCompileProgram");
    checkLog(program, d.device);
    if (err == CL_SUCCESS) {
      cl_program linked =
          clLinkProgram(d.context, 1, &d.device, nullptr, 1, &program, nullptr, nullptr, &err);
      expect(err, {CL_SUCCESS, CL_LINK_PROGRAM_FAILURE, CL_OUT_OF_HOST_MEMORY}, "clLinkProgram");
      if (linked) {
        checkLog(linked, d.device);
        if (err == CL_SUCCESS)
          checkKernels(linked, d.device);
        expect(clReleaseProgram(linked), {CL_SUCCESS}, "clReleaseProgram(linked)");
      }
    }
  }
  expect(clReleaseProgram(program), {CL_SUCCESS}, "clReleaseProgram");
  return 0;
}
