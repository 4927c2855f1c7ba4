// A fork() as soon as a command is seen complete, while the thread that completed it may still be
// finishing it (runtime/event.hpp's completionLockHookForTesting holds that thread where it takes
// the callbacks due, under the event's lock). That thread once took the event's lock again after
// the status was out, so a child forked in that moment copied the lock held, and its first
// command on the same in-order queue, which waits on the completed one and takes its lock,
// waited for ever. And a fork while another thread destroys or makes an object (a worker drops a
// command's last references as it completes). Weft is linked in whole, as queue_race_test links
// it, to reach the hook and the objects' memory.
#include "runtime/event.hpp"
#include "runtime/object.hpp"
#include "tests/fork_child.hpp"
#include "tests/unit/linked_queue.hpp"

#include <CL/cl.h>
#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <csignal>
#include <thread>
#include <vector>

namespace {

using namespace std::chrono_literals;

constexpr size_t kItems = 1024;
/// How long the hook holds the completing thread: far longer than a fork and a child's command.
constexpr auto kHold = 300ms;

std::atomic<int> gHeld{0};

/// Holds the first completion after it is installed, once.
void holdFirstCompletion(const weft::Event&) {
  if (gHeld.fetch_add(1) == 0)
    std::this_thread::sleep_for(kHold);
}

/// An in-order queue, a kernel that adds 1 to each of kItems ints, and the buffer it adds to.
struct Setup : weft_test::LinkedQueue {
  cl_program program = nullptr;
  cl_kernel kernel = nullptr;
  cl_mem buffer = nullptr;

  Setup() {
    cl_int err = CL_OUT_OF_RESOURCES;
    const char* source = "__kernel void add1(__global int* x) { x[get_global_id(0)] += 1; }";
    program = clCreateProgramWithSource(context, 1, &source, nullptr, &err);
    REQUIRE(err == CL_SUCCESS);
    REQUIRE(clBuildProgram(program, 1, &device, "", nullptr, nullptr) == CL_SUCCESS);
    kernel = clCreateKernel(program, "add1", &err);
    REQUIRE(err == CL_SUCCESS);
    std::vector<cl_int> zeros(kItems, 0);
    buffer = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                            kItems * sizeof(cl_int), zeros.data(), &err);
    REQUIRE(err == CL_SUCCESS);
    REQUIRE(clSetKernelArg(kernel, 0, sizeof buffer, &buffer) == CL_SUCCESS);
  }
  ~Setup() {
    clReleaseMemObject(buffer);
    clReleaseKernel(kernel);
    clReleaseProgram(program);
  }

  cl_int add1(cl_event* event) {
    const size_t global = kItems;
    return clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, event);
  }

  /// Whether every element is `value` (a blocking read).
  bool holds(cl_int value) {
    std::vector<cl_int> data(kItems, -1);
    if (clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, kItems * sizeof(cl_int), data.data(), 0,
                            nullptr, nullptr) != CL_SUCCESS)
      return false;
    for (cl_int element : data)
      if (element != value)
        return false;
    return true;
  }
};

struct HookInstall {
  HookInstall() {
    gHeld = 0;
    weft::completionLockHookForTesting = holdFirstCompletion;
  }
  ~HookInstall() { weft::completionLockHookForTesting = nullptr; }
};

} // namespace

TEST_CASE("a child forked as soon as a command is seen complete uses the parent's queue",
          "[fork]") {
  Setup setup;
  cl_event event = nullptr;
  {
    HookInstall hook;
    REQUIRE(setup.add1(&event) == CL_SUCCESS);
    REQUIRE(clFlush(setup.queue) == CL_SUCCESS);
    // Polled, as an application that works meanwhile would: the fork follows the moment the
    // status reads CL_COMPLETE. Were the callbacks taken under the lock after the status is out,
    // the completing thread would be held there, with the lock, when the fork comes.
    const auto deadline = std::chrono::steady_clock::now() + 10s;
    cl_int status = 1;
    while ((status = weft_test::executionStatus(event)) > CL_COMPLETE &&
           std::chrono::steady_clock::now() < deadline)
      std::this_thread::yield();
    REQUIRE(status == CL_COMPLETE);
    const bool heldThen = gHeld.load() == 1;
    // The child's command waits on the completed one (in order) and takes its lock.
    const int child = weft_test::inChild(10, [&] {
      if (setup.add1(nullptr) != CL_SUCCESS || clFinish(setup.queue) != CL_SUCCESS)
        return 2;
      return setup.holds(2) ? 0 : 3;
    });
    CHECK(heldThen);
    CHECK(child == 0); // -14: the child's alarm, it waited for the lock
    REQUIRE(clWaitForEvents(1, &event) == CL_SUCCESS);
  }
  clReleaseEvent(event);
  // The parent's own memory has the first command's result only.
  CHECK(setup.holds(1));
}

TEST_CASE("a child forked while another thread recycles objects' memory makes objects of its own",
          "[fork]") {
  // The memory objects of a kind come from, under a lock: another thread takes and gives back
  // blocks without a pause, so a fork without that lock held across it would copy it held about
  // as often as not, and the child's first object would wait for ever.
  weft::HandleMemory& memory = weft::handleMemory(weft::ObjectKind::Event);
  std::atomic<bool> stop{false};
  std::thread churn([&] {
    while (!stop.load(std::memory_order_relaxed))
      memory.recycle(memory.allocate(64), 0);
  });
  int hung = 0, failed = 0;
  for (int i = 0; i < 40; ++i) {
    const int child = weft_test::inChild(5, [&] {
      memory.recycle(memory.allocate(64), 0);
      return 0;
    });
    hung += child == -SIGALRM;
    failed += child != 0;
  }
  stop = true;
  churn.join();
  CHECK(hung == 0);
  CHECK(failed == 0);
}
