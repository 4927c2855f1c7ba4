// Two threads on one in-order queue, at the moment one enqueue has put its command in the queue
// and not yet armed it (runtime/command_queue.hpp's enqueueArmHookForTesting): a clFinish or a
// clFlush from another thread there once left a command parked that nobody would run, and a
// thread waiting for it, or for a command behind it, slept for ever. Weft is linked in whole (the
// icd shells and the runtime's archive), so the test calls the OpenCL API directly and reaches
// the hook.
#include "runtime/command_queue.hpp"
#include "runtime/event.hpp"
#include "tests/unit/linked_queue.hpp"

#include <CL/cl.h>
#include <catch2/catch.hpp>

#include <chrono>
#include <functional>
#include <future>
#include <memory>
#include <thread>

namespace {

using namespace std::chrono_literals;

/// Long enough for a thread blocked in clFinish or clWaitForEvents to be woken by a command
/// handed to the device; a wait that lasts longer is the hang this test is about.
constexpr auto kHangTimeout = 10s;

using Queue = weft_test::LinkedQueue;

/// What the hook does, once: on the enqueue numbered `at` (1 is the first after install()), with
/// the command that enqueue is about to arm. Nothing in it may throw: it runs inside an entry
/// point, between ordering a command and arming it.
struct HookPlan {
  int at = 0;
  int seen = 0;
  std::function<void(const weft::Event&)> action;
};
HookPlan gPlan;

void runPlan(const weft::Event& command) {
  if (++gPlan.seen == gPlan.at)
    gPlan.action(command);
}

/// Installs `action` for the enqueue numbered `at` from now; uninstalls when it goes.
struct HookInstall {
  HookInstall(int at, std::function<void(const weft::Event&)> action) {
    gPlan = HookPlan{at, 0, std::move(action)};
    weft::enqueueArmHookForTesting = runPlan;
  }
  ~HookInstall() {
    weft::enqueueArmHookForTesting = nullptr;
    gPlan = HookPlan{};
  }
};

using weft_test::executionStatus;

/// Waits, within kHangTimeout, until `event` completed; false if it did not.
bool completesSoon(cl_event event) {
  const auto deadline = std::chrono::steady_clock::now() + kHangTimeout;
  while (executionStatus(event) != CL_COMPLETE) {
    if (std::chrono::steady_clock::now() >= deadline)
      return false;
    std::this_thread::sleep_for(1ms);
  }
  return true;
}

/// Long enough for a thread that called clFinish to be asleep in it.
constexpr auto kFallAsleep = 50ms;

/// Calls clFinish(queue) on a thread of its own and returns once that thread is likely asleep in
/// it (from inside the hook: nothing here throws).
std::future<cl_int> finishOnAnotherThread(cl_command_queue queue) {
  // Shared, so that the promise outlives its set_value whenever this function returns.
  auto started = std::make_shared<std::promise<void>>();
  std::future<void> running = started->get_future();
  std::future<cl_int> finished = std::async(std::launch::async, [queue, started] {
    started->set_value();
    return clFinish(queue);
  });
  running.wait();
  std::this_thread::sleep_for(kFallAsleep);
  return finished;
}

/// Whether the other thread's clFinish returned, with CL_SUCCESS, within kHangTimeout; if it
/// hangs, this thread's clFinish runs the parked command and frees it.
bool otherFinishReturns(std::future<cl_int>& finished, cl_command_queue queue) {
  REQUIRE(finished.valid());
  const bool returned = finished.wait_for(kHangTimeout) == std::future_status::ready;
  if (!returned)
    REQUIRE(clFinish(queue) == CL_SUCCESS);
  return returned && finished.get() == CL_SUCCESS;
}

} // namespace

TEST_CASE("clFinish on another thread before the enqueue arms its command returns") {
  // The other thread's clFinish takes the command from the queue and waits for it; the enqueue
  // then parked it for a waiting thread, and the waiting thread slept beside it.
  Queue q;
  std::future<cl_int> finished;
  {
    HookInstall hook(1, [&](const weft::Event&) { finished = finishOnAnotherThread(q.queue); });
    REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, nullptr) == CL_SUCCESS);
  }
  CHECK(otherFinishReturns(finished, q.queue));
}

TEST_CASE("a command chained behind one that clFlush handed over does not stay parked") {
  // Two short commands in a row: the second waits parked behind the first, which the queue holds.
  // A clFlush between the second's enqueue and its arm hands the first to the device, which runs
  // it; the second, ready at its arm, parked where nothing reaches it, and a third command
  // ordered behind it never ran. The second chains only when it comes within the queue's pause
  // of the first (a slow run may miss it): the case is tried until it did.
  bool chained = false;
  for (int attempt = 0; attempt < 100 && !chained; ++attempt) {
    Queue q;
    cl_event first = nullptr, second = nullptr, third = nullptr;
    bool firstRan = false;
    {
      HookInstall hook(2, [&](const weft::Event& command) {
        chained = command.chained();
        firstRan = clFlush(q.queue) == CL_SUCCESS && completesSoon(first);
      });
      REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, &first) == CL_SUCCESS);
      REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, &second) == CL_SUCCESS);
    }
    CHECK(firstRan);
    REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, &third) == CL_SUCCESS);
    auto waited = std::async(std::launch::async, [&] { return clWaitForEvents(1, &third); });
    const bool returned = waited.wait_for(kHangTimeout) == std::future_status::ready;
    CHECK(returned);
    if (!returned)
      REQUIRE(clWaitForEvents(1, &second) == CL_SUCCESS); // runs the parked second, then the third
    CHECK(waited.get() == CL_SUCCESS);
    for (cl_event e : {first, second, third})
      clReleaseEvent(e);
  }
  CHECK(chained);
}

TEST_CASE("clFinish on another thread that runs the chain's head before the enqueue arms returns") {
  // Both rules at once: the other thread's clFinish takes the second command from the queue,
  // runs the chain's head and sleeps, waiting for the second; the second, ready at its arm, must
  // not park (it is chained, and the waiting thread handed it over).
  bool chained = false;
  for (int attempt = 0; attempt < 100 && !chained; ++attempt) {
    Queue q;
    std::future<cl_int> finished;
    {
      HookInstall hook(2, [&](const weft::Event& command) {
        chained = command.chained();
        finished = finishOnAnotherThread(q.queue);
      });
      REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, nullptr) == CL_SUCCESS);
      REQUIRE(clEnqueueMarkerWithWaitList(q.queue, 0, nullptr, nullptr) == CL_SUCCESS);
    }
    CHECK(otherFinishReturns(finished, q.queue));
  }
  CHECK(chained);
}
