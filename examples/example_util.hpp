// Shared plumbing for the examples: choose a platform by name, open a context and an in-order
// queue on its first device, build a program from source, and stop with a message naming the
// failing OpenCL call. Each example then reads as its kernel, its host reference and its check.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include "common/cl_error_name.hpp"

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace example {

/// The platform used when neither argv[1] nor WEFT_EXAMPLE_PLATFORM names one.
inline constexpr const char* kDefaultPlatform = "Weft";

/// Returns the symbolic name of an OpenCL error code, or "unknown error" for codes not listed.
inline const char* errorName(cl_int code) { return weft::clErrorName(code); }

/// Exits with status 1 and a message naming `call` unless `code` is CL_SUCCESS.
inline void check(cl_int code, const char* call) {
  if (code == CL_SUCCESS)
    return;
  std::fprintf(stderr, "error: %s failed with %s (%d)\n", call, errorName(code), code);
  std::exit(1);
}

/// Returns a string-valued platform info parameter.
inline std::string platformString(cl_platform_id platform, cl_platform_info param) {
  size_t size = 0;
  check(clGetPlatformInfo(platform, param, 0, nullptr, &size), "clGetPlatformInfo");
  std::string value(size, '\0');
  check(clGetPlatformInfo(platform, param, size, value.data(), nullptr), "clGetPlatformInfo");
  // The returned size counts the terminating NUL, which std::string keeps separately.
  while (!value.empty() && value.back() == '\0')
    value.pop_back();
  return value;
}

/// The objects every example needs. Released by the destructor; an example owns exactly one.
struct Session {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
  std::string platformName;

  Session() = default;
  Session(const Session&) = delete;
  Session& operator=(const Session&) = delete;
  ~Session() {
    if (queue)
      clReleaseCommandQueue(queue);
    if (context)
      clReleaseContext(context);
  }
};

/// Opens the platform whose name contains argv[1], else $WEFT_EXAMPLE_PLATFORM, else "Weft";
/// exits with a list of the platforms seen when none matches.
inline void openSession(Session& session, int argc, char** argv) {
  const char* fromEnv = std::getenv("WEFT_EXAMPLE_PLATFORM");
  const std::string wanted =
      argc > 1 ? argv[1] : (fromEnv && *fromEnv ? fromEnv : kDefaultPlatform);

  cl_uint count = 0;
  const cl_int err = clGetPlatformIDs(0, nullptr, &count);
  // ocl-icd answers CL_PLATFORM_NOT_FOUND_KHR when it finds no .icd file at all.
  if (err == CL_PLATFORM_NOT_FOUND_KHR || (err == CL_SUCCESS && count == 0)) {
    std::fprintf(stderr, "error: no OpenCL platform found (check OCL_ICD_VENDORS)\n");
    std::exit(1);
  }
  check(err, "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(count);
  check(clGetPlatformIDs(count, platforms.data(), nullptr), "clGetPlatformIDs");

  std::string seen;
  for (cl_platform_id platform : platforms) {
    const std::string name = platformString(platform, CL_PLATFORM_NAME);
    if (name.find(wanted) != std::string::npos) {
      session.platform = platform;
      session.platformName = name;
      break;
    }
    seen += (seen.empty() ? "\"" : ", \"") + name + "\"";
  }
  if (!session.platform) {
    std::fprintf(stderr, "error: no OpenCL platform name contains \"%s\" (found: %s)\n",
                 wanted.c_str(), seen.c_str());
    std::exit(1);
  }

  check(clGetDeviceIDs(session.platform, CL_DEVICE_TYPE_ALL, 1, &session.device, nullptr),
        "clGetDeviceIDs");
  cl_int code = CL_SUCCESS;
  session.context = clCreateContext(nullptr, 1, &session.device, nullptr, nullptr, &code);
  check(code, "clCreateContext");
  session.queue =
      clCreateCommandQueueWithProperties(session.context, session.device, nullptr, &code);
  check(code, "clCreateCommandQueueWithProperties");
}

/// Builds `source` for the session's device; on failure prints the build log and exits.
inline cl_program buildProgram(const Session& session, const char* source) {
  cl_int code = CL_SUCCESS;
  cl_program program = clCreateProgramWithSource(session.context, 1, &source, nullptr, &code);
  check(code, "clCreateProgramWithSource");
  code = clBuildProgram(program, 1, &session.device, "", nullptr, nullptr);
  if (code != CL_SUCCESS) {
    size_t size = 0;
    clGetProgramBuildInfo(program, session.device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(program, session.device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
    std::fprintf(stderr, "build log:\n%s\n", log.c_str());
    check(code, "clBuildProgram");
  }
  return program;
}

/// Creates kernel `name` from a built program.
inline cl_kernel createKernel(cl_program program, const char* name) {
  cl_int code = CL_SUCCESS;
  cl_kernel kernel = clCreateKernel(program, name, &code);
  check(code, "clCreateKernel");
  return kernel;
}

/// Creates a buffer of `bytes`, initialized from `host` when it is not null.
inline cl_mem createBuffer(const Session& session, cl_mem_flags flags, size_t bytes,
                           const void* host) {
  cl_int code = CL_SUCCESS;
  if (host)
    flags |= CL_MEM_COPY_HOST_PTR;
  cl_mem buffer = clCreateBuffer(session.context, flags, bytes, const_cast<void*>(host), &code);
  check(code, "clCreateBuffer");
  return buffer;
}

/// Sets kernel argument `index` to the value `arg` (a cl_mem, or a scalar of the kernel's type).
template <typename T> void setArg(cl_kernel kernel, cl_uint index, const T& arg) {
  check(clSetKernelArg(kernel, index, sizeof(T), &arg), "clSetKernelArg");
}

} // namespace example
