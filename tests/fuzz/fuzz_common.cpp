#include "fuzz_common.hpp"

#include <cstdio>
#include <cstdlib>
#include <vector>

namespace weft_fuzz {

const Device& device() {
  static const Device made = [] {
    Device d;
    cl_uint count = 0;
    if (clGetPlatformIDs(1, &d.platform, &count) != CL_SUCCESS || count == 0 ||
        clGetDeviceIDs(d.platform, CL_DEVICE_TYPE_ALL, 1, &d.device, nullptr) != CL_SUCCESS) {
      std::fprintf(stderr, "weft_fuzz: no Weft device\n");
      std::abort();
    }
    cl_int err = CL_SUCCESS;
    d.context = clCreateContext(nullptr, 1, &d.device, nullptr, nullptr, &err);
    if (err == CL_SUCCESS)
      d.queue = clCreateCommandQueueWithProperties(d.context, d.device, nullptr, &err);
    if (err != CL_SUCCESS) {
      std::fprintf(stderr, "weft_fuzz: no context or queue (%d)\n", err);
      std::abort();
    }
    return d;
  }();
  return made;
}

void expect(cl_int code, std::initializer_list<cl_int> allowed, const char* what) {
  for (cl_int ok : allowed)
    if (code == ok)
      return;
  std::fprintf(stderr, "weft_fuzz: %s returned %d, which the spec does not allow here\n", what,
               code);
  std::abort();
}

/// Every kernel of a built program: made, asked everything, released. The kernels' code is
/// generated as they are made: an error inside LLVM's code generator (a crash it recovers from)
/// fails them with CL_OUT_OF_RESOURCES, which the spec allows.
void checkKernels(cl_program program, cl_device_id dev) {
  cl_uint count = 0;
  expect(clCreateKernelsInProgram(program, 0, nullptr, &count), {CL_SUCCESS},
         "clCreateKernelsInProgram(count)");
  std::vector<cl_kernel> kernels(count);
  if (count) {
    const cl_int made = clCreateKernelsInProgram(program, count, kernels.data(), nullptr);
    expect(made, {CL_SUCCESS, CL_OUT_OF_RESOURCES}, "clCreateKernelsInProgram");
    if (made != CL_SUCCESS)
      return;
  }
  for (cl_kernel kernel : kernels) {
    cl_uint args = 0;
    expect(clGetKernelInfo(kernel, CL_KERNEL_NUM_ARGS, sizeof args, &args, nullptr), {CL_SUCCESS},
           "clGetKernelInfo(CL_KERNEL_NUM_ARGS)");
    size_t size = 0;
    expect(clGetKernelInfo(kernel, CL_KERNEL_ATTRIBUTES, 0, nullptr, &size), {CL_SUCCESS},
           "clGetKernelInfo(CL_KERNEL_ATTRIBUTES)");
    size_t group = 0;
    expect(clGetKernelWorkGroupInfo(kernel, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof group, &group,
                                    nullptr),
           {CL_SUCCESS}, "clGetKernelWorkGroupInfo");
    for (cl_uint a = 0; a < args; ++a) {
      cl_kernel_arg_address_qualifier qualifier = 0;
      expect(clGetKernelArgInfo(kernel, a, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof qualifier,
                                &qualifier, nullptr),
             {CL_SUCCESS, CL_KERNEL_ARG_INFO_NOT_AVAILABLE}, "clGetKernelArgInfo");
    }
    expect(clReleaseKernel(kernel), {CL_SUCCESS}, "clReleaseKernel");
  }
}

size_t Reader::size() {
  switch (byte() % 8) {
  case 0:
    return 0;
  case 1:
    return SIZE_MAX - below(4096);
  case 2:
    return (size_t(1) << below(64)) + below(3) - 1;
  default:
    return below(4097);
  }
}

} // namespace weft_fuzz
