#include "fuzz_common.hpp"

#include <cstdio>
#include <cstdlib>

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
