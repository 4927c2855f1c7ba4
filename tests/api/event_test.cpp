// OpenCL 3.0 API §5.11 "Event Objects", §5.12 "Markers, Barriers and Waiting for Events",
// §5.14 "Profiling" and the timer queries of §4.2: wait lists, user events, callbacks and
// timestamps.
#include "cl_test.hpp"

#include <atomic>
#include <mutex>
#include <thread>

using namespace weft_test;

namespace {

using namespace std::chrono_literals;

Event userEvent(cl_context context) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Event e(clCreateUserEvent(context, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE(e.get() != nullptr);
  return e;
}

/// A status that a gated command must not have passed while its gate is closed.
bool notStarted(cl_event e) {
  cl_int s = eventStatus(e);
  return s == CL_QUEUED || s == CL_SUBMITTED;
}

} // namespace

TEST_CASE("clWaitForEvents argument errors", "[event]") {
  Env env;
  Event user = userEvent(env.context);
  REQUIRE_CL(clSetUserEventStatus(user, CL_COMPLETE));
  cl_event list[] = {user, nullptr};
  CHECK_CL_ERR(CL_INVALID_VALUE, clWaitForEvents(0, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clWaitForEvents(1, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clWaitForEvents(0, list));
  // The loader dispatches on the first event; the platform must check the rest.
  CHECK_CL_ERR(CL_INVALID_EVENT, clWaitForEvents(2, list));
  CHECK_CL(clWaitForEvents(1, list));

  // Events of two contexts.
  Context other = makeContext(env.device);
  Event foreign = userEvent(other);
  REQUIRE_CL(clSetUserEventStatus(foreign, CL_COMPLETE));
  cl_event mixed[] = {user, foreign};
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clWaitForEvents(2, mixed));
}

TEST_CASE("clGetEventInfo on a command's event", "[event]") {
  Env env;
  Mem buf = makeBuffer(env.context, 4096);
  std::vector<unsigned char> data(4096, 7);
  Event e;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, 4096, data.data(), 0, nullptr, e.out()));
  REQUIRE_CL(clFinish(env.queue));

  for (cl_event_info p : {CL_EVENT_COMMAND_QUEUE, CL_EVENT_CONTEXT, CL_EVENT_COMMAND_TYPE,
                          CL_EVENT_COMMAND_EXECUTION_STATUS, CL_EVENT_REFERENCE_COUNT})
    checkInfoSizeRules(clGetEventInfo, e.get(), p);
  CHECK(info<cl_command_queue>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_QUEUE) == env.queue.get());
  CHECK(info<cl_context>(clGetEventInfo, e.get(), CL_EVENT_CONTEXT) == env.context.get());
  CHECK(info<cl_command_type>(clGetEventInfo, e.get(), CL_EVENT_COMMAND_TYPE) ==
        CL_COMMAND_WRITE_BUFFER);
  CHECK(eventStatus(e) == CL_COMPLETE);
  // The count may include the implementation's own references (it is "immediately stale").
  cl_uint count = info<cl_uint>(clGetEventInfo, e.get(), CL_EVENT_REFERENCE_COUNT);
  CHECK(count >= 1);
  REQUIRE_CL(clRetainEvent(e));
  CHECK(info<cl_uint>(clGetEventInfo, e.get(), CL_EVENT_REFERENCE_COUNT) == count + 1);
  REQUIRE_CL(clReleaseEvent(e));
  CHECK(info<cl_uint>(clGetEventInfo, e.get(), CL_EVENT_REFERENCE_COUNT) == count);

  char buf2[64];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetEventInfo(e, 0xFFFF, sizeof buf2, buf2, nullptr));
  CHECK_CL_ERR(CL_INVALID_EVENT,
               clGetEventInfo(nullptr, CL_EVENT_CONTEXT, sizeof buf2, buf2, nullptr));
  CHECK_CL_ERR(CL_INVALID_EVENT, clRetainEvent(nullptr));
  CHECK_CL_ERR(CL_INVALID_EVENT, clReleaseEvent(nullptr));
}

TEST_CASE("profiling timestamps are ordered and non-zero", "[event][profiling]") {
  Env env(CL_QUEUE_PROFILING_ENABLE);
  const size_t size = 16 << 20;
  Mem buf = makeBuffer(env.context, size);
  std::vector<unsigned char> data(size, 1);
  for (int i = 0; i < 3; ++i) {
    Event e;
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, size, data.data(), 0, nullptr, e.out()));
    cl_event wait[] = {e};
    REQUIRE_CL(clWaitForEvents(1, wait));
    cl_ulong queued = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_QUEUED);
    cl_ulong submit = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_SUBMIT);
    cl_ulong start = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_START);
    cl_ulong end = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_END);
    cl_ulong complete =
        info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_COMPLETE);
    CHECK(queued > 0);
    CHECK(queued <= submit);
    CHECK(submit <= start);
    CHECK(start <= end);
    CHECK(end <= complete);
    // 16 MiB take more than a nanosecond to copy.
    CHECK(end > start);
    checkInfoSizeRules(clGetEventProfilingInfo, e.get(),
                       cl_profiling_info(CL_PROFILING_COMMAND_END));
    cl_ulong v = 0;
    CHECK_CL_ERR(CL_INVALID_VALUE, clGetEventProfilingInfo(e, 0xFFFF, sizeof v, &v, nullptr));
  }
}

TEST_CASE("profiling information is not available without profiling", "[event][profiling]") {
  Env env; // no CL_QUEUE_PROFILING_ENABLE
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  Event e;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, sizeof data, data, 0, nullptr, e.out()));
  cl_ulong t = 0;
  CHECK_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
               clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof t, &t, nullptr));
  // "or if event is a user event object"
  Event user = userEvent(env.context);
  REQUIRE_CL(clSetUserEventStatus(user, CL_COMPLETE));
  CHECK_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
               clGetEventProfilingInfo(user, CL_PROFILING_COMMAND_QUEUED, sizeof t, &t, nullptr));
}

TEST_CASE("profiling information is not available before completion", "[event][profiling]") {
  Env env(CL_QUEUE_PROFILING_ENABLE);
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  cl_event wait[] = {gate};
  Event e;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 1, wait, e.out()));
  cl_ulong t = 0;
  CHECK_CL_ERR(CL_PROFILING_INFO_NOT_AVAILABLE,
               clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t, &t, nullptr));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  REQUIRE_CL(clFinish(env.queue));
  CHECK_CL(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t, &t, nullptr));
}

TEST_CASE("user events gate the commands that wait on them", "[event][user]") {
  Env env;
  Event gate = userEvent(env.context);
  CHECK(eventStatus(gate) == CL_SUBMITTED);
  CHECK(info<cl_command_type>(clGetEventInfo, gate.get(), CL_EVENT_COMMAND_TYPE) ==
        CL_COMMAND_USER);
  CHECK(info<cl_command_queue>(clGetEventInfo, gate.get(), CL_EVENT_COMMAND_QUEUE) == nullptr);
  CHECK(info<cl_context>(clGetEventInfo, gate.get(), CL_EVENT_CONTEXT) == env.context.get());

  const size_t n = 1024;
  std::vector<cl_uint> before(n, 0xDEADBEEF), after(n);
  for (size_t i = 0; i < n; ++i)
    after[i] = cl_uint(i * 2654435761u);
  Mem buf = makeBuffer(env.context, n * 4, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, before.data());

  cl_event wait[] = {gate};
  Event write, read;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, n * 4, after.data(), 1, wait, write.out()));
  std::vector<cl_uint> out(n, 0);
  REQUIRE_CL(
      clEnqueueReadBuffer(env.queue, buf, CL_FALSE, 0, n * 4, out.data(), 0, nullptr, read.out()));
  REQUIRE_CL(clFlush(env.queue));
  std::this_thread::sleep_for(50ms);
  CHECK(notStarted(write));
  CHECK(notStarted(read));
  CHECK(out == std::vector<cl_uint>(n, 0));

  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  CHECK(eventStatus(gate) == CL_COMPLETE);
  cl_event done[] = {read};
  REQUIRE_CL(clWaitForEvents(1, done));
  CHECK(eventStatus(write) == CL_COMPLETE);
  CHECK(out == after);

  // The status is set once.
  CHECK_CL_ERR(CL_INVALID_OPERATION, clSetUserEventStatus(gate, CL_COMPLETE));
  CHECK_CL_ERR(CL_INVALID_OPERATION, clSetUserEventStatus(gate, -1));
}

TEST_CASE("clSetUserEventStatus and clCreateUserEvent errors", "[event][user]") {
  Env env;
  Event user = userEvent(env.context);
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetUserEventStatus(user, CL_RUNNING));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetUserEventStatus(user, CL_SUBMITTED));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetUserEventStatus(user, 5));
  CHECK_CL_ERR(CL_INVALID_EVENT, clSetUserEventStatus(nullptr, CL_COMPLETE));
  // A command's event is not a user event.
  Event marker;
  REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, marker.out()));
  REQUIRE_CL(clFinish(env.queue));
  CHECK_CL_ERR(CL_INVALID_EVENT, clSetUserEventStatus(marker, CL_COMPLETE));
  REQUIRE_CL(clSetUserEventStatus(user, CL_COMPLETE));

  cl_int err = CL_SUCCESS;
  Event none(clCreateUserEvent(nullptr, &err));
  CHECK(none.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
}

TEST_CASE("a failed user event fails the commands that wait on it", "[event][user]") {
  Env env;
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  cl_event wait[] = {gate};
  Event write;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 1, wait, write.out()));
  REQUIRE_CL(clFlush(env.queue));
  REQUIRE_CL(clSetUserEventStatus(gate, -42));
  CHECK(eventStatus(gate) == -42);
  cl_event w[] = {write};
  CHECK_CL_ERR(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, clWaitForEvents(1, w));
  CHECK(eventStatus(write) < 0);
}

TEST_CASE("a queue runs commands again after one of them failed", "[event][user]") {
  // Found by the soak test: the in-order chain passed a failure on to every later command, so
  // one failed user event made the queue fail everything for ever after.
  Env env;
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 64);
  const int before = 5, after = 9;
  cl_event wait[] = {gate};
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof before, &before, 1, wait, nullptr));
  REQUIRE_CL(clSetUserEventStatus(gate, -3));
  REQUIRE_CL(clFinish(env.queue));
  CHECK_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, sizeof after, &after, 0, nullptr, nullptr));
  CHECK(readBuffer<int>(env.queue, buf, 1)[0] == after);
}

TEST_CASE("a command that does not wait on a failed event runs, after it, in an in-order queue",
          "[event][user][weft]") {
  // "All enqueued commands that wait on this user event will be terminated": the next command of
  // the queue is ordered after the terminated one but does not wait on the user event.
  Env env;
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 64);
  const int gated = 5, next = 7;
  cl_event wait[] = {gate};
  Event failed, ran;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof gated, &gated, 1, wait,
                                  failed.out()));
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof next, &next, 0, nullptr, ran.out()));
  CHECK(eventStatus(ran) != CL_COMPLETE); // ordered behind the gated write
  REQUIRE_CL(clSetUserEventStatus(gate, -3));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(eventStatus(failed) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  CHECK(eventStatus(ran) == CL_COMPLETE);
  CHECK(readBuffer<int>(env.queue, buf, 1)[0] == next);
}

namespace {

void CL_CALLBACK countDestruction(cl_mem, void* userData) {
  static_cast<std::atomic<int>*>(userData)->fetch_add(1);
}

} // namespace

TEST_CASE("a command terminated by a failed event lets go of its buffers at once",
          "[event][user][weft]") {
  // Found by review: the terminated command kept its work, and with it the buffer, until its
  // event died, which could be under the queue's lock at the next enqueue (a destructor callback
  // enqueueing on that queue would lock it twice).
  Env env;
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 64);
  std::atomic<int> destroyed{0};
  REQUIRE_CL(clSetMemObjectDestructorCallback(buf, countDestruction, &destroyed));
  const int value = 5;
  cl_event wait[] = {gate};
  Event write;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof value, &value, 1, wait,
                                  write.out()));
  buf.reset(); // the command holds the buffer now
  CHECK(destroyed == 0);
  REQUIRE_CL(clSetUserEventStatus(gate, -3));
  CHECK(eventStatus(write) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
  CHECK(destroyed == 1); // while the application still holds the command's event
}

TEST_CASE("a blocking command that failed returns its error and no event", "[event][user]") {
  Env env;
  Event gate = userEvent(env.context);
  REQUIRE_CL(clSetUserEventStatus(gate, -3));
  Mem buf = makeBuffer(env.context, 64);
  int value = 0;
  cl_event wait[] = {gate};
  cl_event event = nullptr;
  CHECK_CL_ERR(
      CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST,
      clEnqueueReadBuffer(env.queue, buf, CL_TRUE, 0, sizeof value, &value, 1, wait, &event));
  // The application, told the call failed, would never release an event handed out with it.
  CHECK(event == nullptr);
  CHECK_CL(clFinish(env.queue));
}

namespace {

struct SetTwice {
  cl_event target = nullptr;
  cl_int first = 1, second = 1;
};

void CL_CALLBACK setTargetTwice(cl_event, cl_int, void* userData) {
  auto* record = static_cast<SetTwice*>(userData);
  record->first = clSetUserEventStatus(record->target, CL_COMPLETE);
  record->second = clSetUserEventStatus(record->target, -5);
}

} // namespace

TEST_CASE("clSetUserEventStatus from a callback sets a status once", "[event][user][callback]") {
  // Inside a callback the completion it causes is processed after the callback returns: the
  // second call found the event not finished yet and succeeded too, the last status winning.
  Env env;
  Event trigger = userEvent(env.context);
  Event target = userEvent(env.context);
  SetTwice record;
  record.target = target;
  REQUIRE_CL(clSetEventCallback(trigger, CL_COMPLETE, setTargetTwice, &record));
  REQUIRE_CL(clSetUserEventStatus(trigger, CL_COMPLETE));
  CHECK(record.first == CL_SUCCESS);
  CHECK(record.second == CL_INVALID_OPERATION);
  CHECK(eventStatus(target) == CL_COMPLETE);
}

namespace {

struct CallbackRecord {
  std::mutex mutex;
  std::vector<std::pair<cl_int, cl_int>> calls; // (registered type, status received)
};
struct CallbackTag {
  CallbackRecord* record;
  cl_int type;
  cl_event expectedEvent;
  std::atomic<bool> wrongEvent{false};
};

void CL_CALLBACK onEvent(cl_event e, cl_int status, void* userData) {
  auto* tag = static_cast<CallbackTag*>(userData);
  if (e != tag->expectedEvent)
    tag->wrongEvent = true;
  std::lock_guard<std::mutex> lock(tag->record->mutex);
  tag->record->calls.emplace_back(tag->type, status);
}

size_t callCount(CallbackRecord& r) {
  std::lock_guard<std::mutex> lock(r.mutex);
  return r.calls.size();
}

} // namespace

TEST_CASE("clSetEventCallback calls each callback once with its status", "[event][callback]") {
  Env env;
  Event gate = userEvent(env.context);
  Mem buf = makeBuffer(env.context, 1 << 16);
  std::vector<unsigned char> data(1 << 16, 3);
  cl_event wait[] = {gate};
  Event write;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, data.size(), data.data(), 1, wait,
                                  write.out()));
  CallbackRecord record;
  CallbackTag submitted{&record, CL_SUBMITTED, write}, running{&record, CL_RUNNING, write},
      complete{&record, CL_COMPLETE, write}, complete2{&record, CL_COMPLETE, write};
  REQUIRE_CL(clSetEventCallback(write, CL_SUBMITTED, onEvent, &submitted));
  REQUIRE_CL(clSetEventCallback(write, CL_RUNNING, onEvent, &running));
  REQUIRE_CL(clSetEventCallback(write, CL_COMPLETE, onEvent, &complete));
  REQUIRE_CL(clSetEventCallback(write, CL_COMPLETE, onEvent, &complete2));
  std::this_thread::sleep_for(20ms);
  {
    // Nothing can have run or completed behind a closed gate.
    std::lock_guard<std::mutex> lock(record.mutex);
    for (auto& call : record.calls)
      CHECK(call.first == CL_SUBMITTED);
  }
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  REQUIRE_CL(clFinish(env.queue));
  REQUIRE(waitFor([&] { return callCount(record) == 4; }));
  std::this_thread::sleep_for(20ms); // no late duplicates
  std::lock_guard<std::mutex> lock(record.mutex);
  REQUIRE(record.calls.size() == 4);
  int seen[3] = {0, 0, 0};
  for (auto& call : record.calls) {
    CHECK(call.first == call.second);
    if (call.first == CL_SUBMITTED)
      ++seen[0];
    if (call.first == CL_RUNNING)
      ++seen[1];
    if (call.first == CL_COMPLETE)
      ++seen[2];
  }
  CHECK(seen[0] == 1);
  CHECK(seen[1] == 1);
  CHECK(seen[2] == 2);
  CHECK_FALSE(submitted.wrongEvent);
  CHECK_FALSE(complete.wrongEvent);
}

TEST_CASE("event callbacks on completed events and user events", "[event][callback]") {
  Env env;
  CallbackRecord record;
  Event marker;
  REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, marker.out()));
  REQUIRE_CL(clFinish(env.queue));
  CallbackTag late{&record, CL_COMPLETE, marker};
  // Registered after completion: still called.
  REQUIRE_CL(clSetEventCallback(marker, CL_COMPLETE, onEvent, &late));
  REQUIRE(waitFor([&] { return callCount(record) == 1; }));

  Event user = userEvent(env.context);
  CallbackTag onUser{&record, CL_COMPLETE, user};
  REQUIRE_CL(clSetEventCallback(user, CL_COMPLETE, onEvent, &onUser));
  std::this_thread::sleep_for(10ms);
  CHECK(callCount(record) == 1);
  REQUIRE_CL(clSetUserEventStatus(user, CL_COMPLETE));
  REQUIRE(waitFor([&] { return callCount(record) == 2; }));
  CHECK_FALSE(onUser.wrongEvent);

  CHECK_CL_ERR(CL_INVALID_VALUE, clSetEventCallback(marker, CL_COMPLETE, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetEventCallback(marker, CL_QUEUED, onEvent, &late));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetEventCallback(marker, 12345, onEvent, &late));
  CHECK_CL_ERR(CL_INVALID_EVENT, clSetEventCallback(nullptr, CL_COMPLETE, onEvent, &late));
  std::this_thread::sleep_for(10ms);
  CHECK(callCount(record) == 2);
}

TEST_CASE("a CL_COMPLETE callback receives the error of a failed event",
          "[event][callback][pocl-bug]") {
  // PoCL 3.1 never calls the callback of a user event set to an error.
  // "The callback function registered for a command_exec_callback_type value of CL_COMPLETE will
  // be called when the command has completed successfully or is abnormally terminated."
  Env env;
  CallbackRecord record;
  Event failing = userEvent(env.context);
  CallbackTag onFail{&record, CL_COMPLETE, failing};
  REQUIRE_CL(clSetEventCallback(failing, CL_COMPLETE, onEvent, &onFail));
  // A command waiting on it fails too, and its callback hears of it.
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  cl_event wait[] = {failing};
  Event write;
  REQUIRE_CL(
      clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 1, wait, write.out()));
  CallbackTag onWrite{&record, CL_COMPLETE, write};
  REQUIRE_CL(clSetEventCallback(write, CL_COMPLETE, onEvent, &onWrite));
  REQUIRE_CL(clSetUserEventStatus(failing, -7));
  REQUIRE(waitFor([&] { return callCount(record) == 2; }));
  std::lock_guard<std::mutex> lock(record.mutex);
  CHECK(record.calls[0].second == -7);
  CHECK(record.calls[1].second < 0);
}

TEST_CASE("markers and barriers with wait lists", "[event][marker]") {
  Env env;
  SECTION("a marker completes after its wait list") {
    Event gate = userEvent(env.context);
    cl_event wait[] = {gate};
    Event marker;
    REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 1, wait, marker.out()));
    CHECK(info<cl_command_type>(clGetEventInfo, marker.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_MARKER);
    REQUIRE_CL(clFlush(env.queue));
    std::this_thread::sleep_for(20ms);
    CHECK(notStarted(marker));
    REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
    cl_event m[] = {marker};
    REQUIRE_CL(clWaitForEvents(1, m));
  }
  SECTION("a marker without a wait list waits for everything before it") {
    Event gate = userEvent(env.context);
    Mem buf = makeBuffer(env.context, 64);
    int data[16] = {};
    cl_event wait[] = {gate};
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 1, wait, nullptr));
    Event marker;
    REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, marker.out()));
    REQUIRE_CL(clFlush(env.queue));
    std::this_thread::sleep_for(20ms);
    CHECK(notStarted(marker));
    REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
    REQUIRE_CL(clFinish(env.queue));
    CHECK(eventStatus(marker) == CL_COMPLETE);
  }
  SECTION("a barrier holds back the commands after it") {
    Event gate = userEvent(env.context);
    cl_event wait[] = {gate};
    Event barrier, after;
    REQUIRE_CL(clEnqueueBarrierWithWaitList(env.queue, 1, wait, barrier.out()));
    CHECK(info<cl_command_type>(clGetEventInfo, barrier.get(), CL_EVENT_COMMAND_TYPE) ==
          CL_COMMAND_BARRIER);
    Mem buf = makeBuffer(env.context, 64);
    int data[16] = {};
    REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 0, nullptr,
                                    after.out()));
    REQUIRE_CL(clFlush(env.queue));
    std::this_thread::sleep_for(20ms);
    CHECK(notStarted(barrier));
    CHECK(notStarted(after));
    REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
    REQUIRE_CL(clFinish(env.queue));
    CHECK(eventStatus(after) == CL_COMPLETE);
  }
  SECTION("wait-list errors") {
    Event done = userEvent(env.context);
    REQUIRE_CL(clSetUserEventStatus(done, CL_COMPLETE));
    cl_event withNull[] = {done, nullptr};
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueMarkerWithWaitList(env.queue, 2, withNull, nullptr));
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueBarrierWithWaitList(env.queue, 2, withNull, nullptr));
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueMarkerWithWaitList(env.queue, 1, nullptr, nullptr));
    cl_event one[] = {done};
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueMarkerWithWaitList(env.queue, 0, one, nullptr));
    Mem buf = makeBuffer(env.context, 64);
    int data[16] = {};
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 64, data, 2, withNull, nullptr));
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST,
                 clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 64, data, 1, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
                 clEnqueueMarkerWithWaitList(nullptr, 0, nullptr, nullptr));
  }
  SECTION("events of another context") {
    Context other = makeContext(env.device);
    Event foreign = userEvent(other);
    REQUIRE_CL(clSetUserEventStatus(foreign, CL_COMPLETE));
    cl_event wait[] = {foreign};
    CHECK_CL_ERR(CL_INVALID_CONTEXT, clEnqueueMarkerWithWaitList(env.queue, 1, wait, nullptr));
    CHECK_CL_ERR(CL_INVALID_CONTEXT, clEnqueueBarrierWithWaitList(env.queue, 1, wait, nullptr));
    Mem buf = makeBuffer(env.context, 64);
    int data[16] = {};
    CHECK_CL_ERR(CL_INVALID_CONTEXT,
                 clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, 64, data, 1, wait, nullptr));
  }
}

TEST_CASE("OpenCL 1.1 clEnqueueMarker, clEnqueueBarrier and clEnqueueWaitForEvents",
          "[event][marker]") {
  Env env;
  Event gate = userEvent(env.context);
  cl_event wait[] = {gate};
  // A marker with a wait list holds the queue as clEnqueueWaitForEvents would.
  REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 1, wait, nullptr));
  Event marker;
  REQUIRE_CL(clEnqueueMarker(env.queue, marker.out()));
  CHECK(info<cl_command_type>(clGetEventInfo, marker.get(), CL_EVENT_COMMAND_TYPE) ==
        CL_COMMAND_MARKER);
  REQUIRE_CL(clEnqueueBarrier(env.queue));
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  Event write;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 0, nullptr,
                                  write.out()));
  REQUIRE_CL(clFlush(env.queue));
  std::this_thread::sleep_for(20ms);
  CHECK(notStarted(marker));
  CHECK(notStarted(write));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(eventStatus(marker) == CL_COMPLETE);
  CHECK(eventStatus(write) == CL_COMPLETE);

  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueMarker(env.queue, nullptr));
}

TEST_CASE("OpenCL 1.1 clEnqueueWaitForEvents", "[event][marker][pocl-bug]") {
  // PoCL 3.1 aborts the process in clEnqueueWaitForEvents ("unimplemented").
  Env env;
  Event gate = userEvent(env.context);
  cl_event wait[] = {gate};
  REQUIRE_CL(clEnqueueWaitForEvents(env.queue, 1, wait));
  Mem buf = makeBuffer(env.context, 64);
  int data[16] = {};
  Event write;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0, sizeof data, data, 0, nullptr,
                                  write.out()));
  REQUIRE_CL(clFlush(env.queue));
  std::this_thread::sleep_for(20ms);
  CHECK(notStarted(write));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  REQUIRE_CL(clFinish(env.queue));
  CHECK(eventStatus(write) == CL_COMPLETE);

  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueWaitForEvents(env.queue, 0, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clEnqueueWaitForEvents(env.queue, 1, nullptr));
  Context other = makeContext(env.device);
  Event foreign = userEvent(other);
  REQUIRE_CL(clSetUserEventStatus(foreign, CL_COMPLETE));
  cl_event fw[] = {foreign};
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clEnqueueWaitForEvents(env.queue, 1, fw));
}

TEST_CASE("host and device timers", "[event][timer]") {
  cl_platform_id platform = testPlatform();
  cl_device_id device = testDevice();
  cl_ulong resolution =
      info<cl_ulong>(clGetPlatformInfo, platform, CL_PLATFORM_HOST_TIMER_RESOLUTION);
  cl_ulong host1 = 0, host2 = 0, dev1 = 0, dev2 = 0;
  if (resolution == 0) {
    // "This value must be 0 for platforms that do not support device and host timer
    // synchronization", and then the timer queries are CL_INVALID_OPERATION.
    CHECK_CL_ERR(CL_INVALID_OPERATION, clGetHostTimer(device, &host1));
    CHECK_CL_ERR(CL_INVALID_OPERATION, clGetDeviceAndHostTimer(device, &dev1, &host1));
    return;
  }
  REQUIRE_CL(clGetHostTimer(device, &host1));
  REQUIRE_CL(clGetDeviceAndHostTimer(device, &dev1, &host2));
  CHECK(host1 > 0);
  CHECK(dev1 > 0);
  CHECK(host2 >= host1);
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  cl_ulong host3 = 0;
  REQUIRE_CL(clGetDeviceAndHostTimer(device, &dev2, &host3));
  CHECK(dev2 > dev1);
  CHECK(host3 > host2);
  // 20 ms passed on both clocks (nanoseconds), give or take scheduling.
  CHECK(host3 - host2 >= 15000000u);
  CHECK(dev2 - dev1 >= 15000000u);
  CHECK(host3 - host2 < 5000000000u);
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceAndHostTimer(device, nullptr, &host1));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceAndHostTimer(device, &dev1, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetHostTimer(device, nullptr));
}

TEST_CASE("profiling timestamps come from the device timer", "[event][timer][weft]") {
  // DESIGN §5: one monotonic clock for profiling and clGetDeviceAndHostTimer.
  Env env(CL_QUEUE_PROFILING_ENABLE);
  cl_ulong before = 0, after = 0, host = 0;
  REQUIRE_CL(clGetDeviceAndHostTimer(env.device, &before, &host));
  Mem buf = makeBuffer(env.context, 1 << 20);
  std::vector<unsigned char> data(1 << 20, 9);
  Event e;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buf, CL_TRUE, 0, data.size(), data.data(), 0, nullptr,
                                  e.out()));
  REQUIRE_CL(clGetDeviceAndHostTimer(env.device, &after, &host));
  cl_ulong queued = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_QUEUED);
  cl_ulong end = info<cl_ulong>(clGetEventProfilingInfo, e.get(), CL_PROFILING_COMMAND_END);
  CHECK(before <= queued);
  CHECK(end <= after);
}

TEST_CASE("a wait list that names the command's own event variable or one event twice",
          "[event][pocl-bug]") {
  // PoCL 3.1 aborts on the event given twice (an assertion in pocl_lock_events_inorder).
  // "event must not refer to an element of the event_wait_list array" — but applications that
  // chain commands through one variable do it, and the command must wait for the event the
  // variable held before, never for itself.
  Env env(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  Event gate = userEvent(env.context);
  cl_event chain = gate.get();
  REQUIRE_CL(clRetainEvent(chain));
  std::vector<cl_event> earlier;
  for (int i = 0; i < 4; ++i) {
    earlier.push_back(chain);
    REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 1, &chain, &chain));
    CHECK(chain != earlier.back());
  }
  cl_event twice[] = {chain, chain};
  Event last;
  REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 2, twice, last.out()));
  REQUIRE_CL(clFlush(env.queue));
  std::this_thread::sleep_for(10ms);
  CHECK(notStarted(last));
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  cl_event lastHandle = last;
  REQUIRE_CL(clWaitForEvents(1, &lastHandle));
  CHECK(eventStatus(chain) == CL_COMPLETE);
  for (cl_event e : earlier)
    REQUIRE_CL(clReleaseEvent(e));
  REQUIRE_CL(clReleaseEvent(chain));
}
