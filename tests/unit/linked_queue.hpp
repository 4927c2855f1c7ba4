// For the unit tests that link Weft in whole and call the OpenCL API directly to reach the
// runtime's test hooks (queue_race_test, fork_completion_test): the first platform's first
// device, a context and an in-order queue on it, and an event's execution status.
#pragma once

#include <CL/cl.h>
#include <catch2/catch.hpp>

namespace weft_test {

struct LinkedQueue {
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;

  LinkedQueue() {
    cl_platform_id platform = nullptr;
    REQUIRE(clGetPlatformIDs(1, &platform, nullptr) == CL_SUCCESS);
    REQUIRE(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, nullptr) == CL_SUCCESS);
    cl_int err = CL_OUT_OF_RESOURCES;
    context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
    REQUIRE(err == CL_SUCCESS);
    queue = clCreateCommandQueueWithProperties(context, device, nullptr, &err);
    REQUIRE(err == CL_SUCCESS);
  }
  ~LinkedQueue() {
    clReleaseCommandQueue(queue);
    clReleaseContext(context);
  }
  LinkedQueue(const LinkedQueue&) = delete;
  LinkedQueue& operator=(const LinkedQueue&) = delete;
};

/// CL_EVENT_COMMAND_EXECUTION_STATUS, or 1 when the query fails. Hands a parked command over.
inline cl_int executionStatus(cl_event event) {
  cl_int status = 1;
  if (clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr) !=
      CL_SUCCESS)
    return 1;
  return status;
}

} // namespace weft_test
