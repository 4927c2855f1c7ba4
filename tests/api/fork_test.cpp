// A process that forks after it used OpenCL: the child has none of the parent's threads, and
// must still run what it enqueues, on the parent's objects and on its own (a Python program's
// multiprocessing pool forks so). Hidden ([.fork]): CTest runs it in an entry of its own, where
// ThreadSanitizer lets a forked child start threads.
#include "cl_test.hpp"
#include "tests/fork_child.hpp"

#include <catch2/catch.hpp>

#include <csignal>
#include <cstdlib>
#include <string>
#include <unistd.h>
#include <vector>

using namespace weft_test;

namespace {

constexpr const char* kAddSource = R"(
__kernel void add(__global int* data, int value) { data[get_global_id(0)] += value; }
)";

/// Elements per launch: many groups, so that the parent's launches wake oneTBB's workers.
constexpr size_t kCount = 1 << 20;

/// What a child reports through its exit status: 0 when everything held, else the step that
/// failed.
enum ChildStep : int {
  kChildOk = 0,
  kInheritedQueue = 10,
  kOwnContext = 20,
  kOwnBuild = 21,
  kFlushedLaunch = 22,
  kOwnRead = 23,
  kGrandchild = 30,
};

/// Adds `value` to every element of `data` with `kernel` on `queue`, non-blocking, then waits
/// for the launch's event by polling its status after a clFlush (the launch must progress
/// without any wait call), and checks that every element is `expected`.
bool addAndCheck(cl_command_queue queue, cl_kernel kernel, cl_mem data, int value, int expected) {
  if (clSetKernelArg(kernel, 0, sizeof data, &data) != CL_SUCCESS ||
      clSetKernelArg(kernel, 1, sizeof value, &value) != CL_SUCCESS)
    return false;
  cl_event done = nullptr;
  if (clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &kCount, nullptr, 0, nullptr, &done) !=
          CL_SUCCESS ||
      clFlush(queue) != CL_SUCCESS)
    return false;
  cl_int status = CL_QUEUED;
  while (status > CL_COMPLETE && clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS,
                                                sizeof status, &status, nullptr) == CL_SUCCESS)
    usleep(100);
  clReleaseEvent(done);
  if (status != CL_COMPLETE)
    return false;
  std::vector<int> host(kCount);
  if (clEnqueueReadBuffer(queue, data, CL_TRUE, 0, kCount * sizeof(int), host.data(), 0, nullptr,
                          nullptr) != CL_SUCCESS)
    return false;
  for (int element : host)
    if (element != expected)
      return false;
  return true;
}

/// A context, program and buffer of the child's own, used as addAndCheck does.
int ownObjects(cl_device_id device) {
  cl_int error = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &error);
  if (error != CL_SUCCESS)
    return kOwnContext;
  cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, nullptr, &error);
  // A source of its own (another constant), so that the build compiles and is not a cache hit.
  const std::string source = std::string(kAddSource) + "\n// child " + std::to_string(getpid());
  const char* text = source.c_str();
  cl_program program = clCreateProgramWithSource(context, 1, &text, nullptr, &error);
  if (error != CL_SUCCESS || clBuildProgram(program, 1, &device, "", nullptr, nullptr))
    return kOwnBuild;
  cl_kernel kernel = clCreateKernel(program, "add", &error);
  std::vector<int> zeros(kCount, 0);
  cl_mem data =
      clCreateBuffer(context, CL_MEM_COPY_HOST_PTR, kCount * sizeof(int), zeros.data(), &error);
  if (error != CL_SUCCESS || !queue || !kernel)
    return kOwnContext;
  // Two launches, each flushed and polled: the child's own thread runs one job after another.
  if (!addAndCheck(queue, kernel, data, 5, 5) || !addAndCheck(queue, kernel, data, 5, 10))
    return kFlushedLaunch;
  clReleaseMemObject(data);
  clReleaseKernel(kernel);
  clReleaseProgram(program);
  clReleaseCommandQueue(queue);
  return clReleaseContext(context) == CL_SUCCESS ? kChildOk : kOwnRead;
}

} // namespace

TEST_CASE("a process forked after OpenCL ran runs its own commands", "[.fork]") {
  // Programs built in full at once: a quick build's kernel compiled again in the background
  // leaves the specializations' thread in the parent, and ThreadSanitizer stops a child whose
  // own new thread gets that thread's id (glibc gives it the lost thread's stack).
  ScopedVariable full("WEFT_QUICK_BUILD", "0");
  Env env;
  Program program = buildProgram(env.context, env.device, kAddSource);
  Kernel kernel = makeKernel(program, "add");
  std::vector<int> zeros(kCount, 0);
  Mem data = bufferOf(env.context, zeros);
  // Launches of many groups, so that oneTBB's workers run in the parent before the fork.
  REQUIRE(addAndCheck(env.queue.get(), kernel.get(), data.get(), 1, 1));
  REQUIRE(addAndCheck(env.queue.get(), kernel.get(), data.get(), 1, 2));

  // The grandchild's alarm comes first, so that the child reports it.
  const int status = inChild(150, [&] {
    // The parent's queue, kernel and buffer, then objects of the child's own.
    if (!addAndCheck(env.queue.get(), kernel.get(), data.get(), 10, 12))
      return int{kInheritedQueue};
    if (const int own = ownObjects(env.device); own != kChildOk)
      return own;
    // A child of the child: the first child's own thread is not there either.
    return inChild(60, [&] { return ownObjects(env.device); }) == kChildOk ? int{kChildOk}
                                                                           : int{kGrandchild};
  });
  CHECK(status == kChildOk);

  // The parent goes on as before, its buffer untouched by the child's launches.
  CHECK(addAndCheck(env.queue.get(), kernel.get(), data.get(), 1, 3));
  CHECK(ownObjects(env.device) == kChildOk);
}
