// Handles whose objects were destroyed (issue 16, DESIGN.md §4): every entry point that takes one
// answers with the spec's CL_INVALID_* code for its kind, never CL_SUCCESS, a crash or a hang. The
// spec calls using a released handle undefined; Weft promises more ([weft]), because a careless
// application otherwise corrupts its own process with no hint of where.
//
// Every kind of object an application can destroy is here: contexts, command queues, buffers and
// sub-buffers, programs, kernels, user events and command events. Platforms and root devices are
// never destroyed (clReleaseDevice on a root device does nothing), and samplers cannot be made
// while the device reports no image support, so those have no released handle to test.
#include "cl_test.hpp"

#include <atomic>
#include <chrono>
#include <thread>

using namespace weft_test;

namespace {

constexpr const char* kSource = "kernel void fill(global int* out, int v) {"
                                "  out[get_global_id(0)] = v; }";

/// A handle that the test has given up: released, and with nothing else holding its object.
template <typename Handle, cl_int (*Release)(Handle)> Handle released(Holder<Handle, Release>& h) {
  Handle raw = h.release();
  REQUIRE_CL(Release(raw));
  return raw;
}

/// Objects of the same kind made and released after the one under test, so that a handle that
/// only looked dead because its memory lay untouched is caught.
void churnContexts(cl_device_id device, int count) {
  for (int i = 0; i < count; ++i)
    makeContext(device);
}

/// What a released handle must get from a create call that takes it.
template <typename Obj> void requireCreateFails(cl_int expected, cl_int err, Obj created) {
  CHECK_ERRCODE(expected, err);
  CHECK(created == nullptr);
}

} // namespace

TEST_CASE("a released context is dead to every entry point", "[robustness][weft]") {
  cl_device_id device = testDevice();
  Context owned = makeContext(device);
  cl_context c = released(owned);
  churnContexts(device, 8);

  cl_uint count = 0;
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof count, &count, nullptr));
  CHECK(count == 0);
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clRetainContext(c));
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(c));
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clSetContextDestructorCallback(
                                       c, [](cl_context, void*) {}, nullptr));
  cl_int err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_CONTEXT, err,
                     clCreateBuffer(c, CL_MEM_READ_WRITE, 64, nullptr, &err));
  err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_CONTEXT, err,
                     clCreateCommandQueueWithProperties(c, device, nullptr, &err));
  err = CL_SUCCESS;
  const char* text = kSource;
  requireCreateFails(CL_INVALID_CONTEXT, err,
                     clCreateProgramWithSource(c, 1, &text, nullptr, &err));
  err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_CONTEXT, err, clCreateUserEvent(c, &err));
  cl_uint formats = 7;
  CHECK_CL_ERR(
      CL_INVALID_CONTEXT,
      clGetSupportedImageFormats(c, CL_MEM_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 0, nullptr, &formats));
}

TEST_CASE("a released command queue is dead to every entry point", "[robustness][weft]") {
  Env env;
  Queue owned = makeQueue(env.context, env.device);
  cl_command_queue q = released(owned);
  for (int i = 0; i < 8; ++i)
    makeQueue(env.context, env.device);

  Mem buf = makeBuffer(env.context, 64);
  Program program = buildProgram(env.context, env.device, kSource);
  Kernel kernel = makeKernel(program, "fill");
  setArgs(kernel, buf, cl_int(1));
  int host[16] = {};
  size_t global = 16;
  cl_event event = nullptr;
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof(cl_context), &host, nullptr));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clRetainCommandQueue(q));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clReleaseCommandQueue(q));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clFlush(q));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clFinish(q));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clEnqueueWriteBuffer(q, buf, CL_TRUE, 0, sizeof host, host, 0, nullptr, &event));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clEnqueueNDRangeKernel(q, kernel, 1, nullptr, &global, nullptr, 0, nullptr, &event));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clEnqueueMarkerWithWaitList(q, 0, nullptr, &event));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clEnqueueBarrierWithWaitList(q, 0, nullptr, &event));
  CHECK(event == nullptr);
}

// An event outlives its queue: it holds the queue only until its command completes. Asked for its
// queue afterwards, it names the destroyed queue's handle, which every entry point finds dead.
TEST_CASE("an event's command queue, released and destroyed, reads dead", "[robustness][weft]") {
  Env env;
  Queue owned = makeQueue(env.context, env.device);
  Event marker;
  REQUIRE_CL(clEnqueueMarkerWithWaitList(owned, 0, nullptr, marker.out()));
  REQUIRE_CL(clFinish(owned));
  cl_command_queue q = released(owned);
  cl_uint count = 0;
  REQUIRE(waitFor([&] {
    return clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof count, &count, nullptr) ==
           CL_INVALID_COMMAND_QUEUE;
  }));
  CHECK(info<cl_command_queue>(clGetEventInfo, marker, CL_EVENT_COMMAND_QUEUE) == q);
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clFinish(q));
  CHECK(info<cl_context>(clGetEventInfo, marker, CL_EVENT_CONTEXT) == env.context.get());
}

TEST_CASE("released buffers and sub-buffers are dead to every entry point", "[robustness][weft]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kSource);
  Kernel kernel = makeKernel(program, "fill");
  Mem live = makeBuffer(env.context, 256);
  Mem parentOwned = makeBuffer(env.context, 256);
  cl_buffer_region region{128, 64};
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem subOwned(clCreateSubBuffer(parentOwned, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION,
                                 &region, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  cl_mem sub = released(subOwned);
  cl_mem buf = released(parentOwned);
  for (int i = 0; i < 8; ++i)
    makeBuffer(env.context, 64);

  for (cl_mem m : {buf, sub}) {
    INFO((m == buf ? "buffer" : "sub-buffer"));
    int host[16] = {};
    size_t size = 0;
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, nullptr));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clRetainMemObject(m));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clReleaseMemObject(m));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clSetMemObjectDestructorCallback(
                                            m, [](cl_mem, void*) {}, nullptr));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clEnqueueReadBuffer(env.queue, m, CL_TRUE, 0, sizeof host,
                                                            host, 0, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clEnqueueWriteBuffer(env.queue, m, CL_TRUE, 0, sizeof host,
                                                             host, 0, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clEnqueueCopyBuffer(env.queue, live, m, 0, 0, 16, 0, nullptr, nullptr));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clEnqueueCopyBuffer(env.queue, m, live, 0, 0, 16, 0, nullptr, nullptr));
    const int zero = 0;
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clEnqueueFillBuffer(env.queue, m, &zero, sizeof zero, 0, 16, 0, nullptr, nullptr));
    err = CL_SUCCESS;
    void* mapped =
        clEnqueueMapBuffer(env.queue, m, CL_TRUE, CL_MAP_READ, 0, 16, 0, nullptr, nullptr, &err);
    requireCreateFails(CL_INVALID_MEM_OBJECT, err, mapped);
    err = CL_SUCCESS;
    cl_buffer_region inner{0, 16};
    requireCreateFails(
        CL_INVALID_MEM_OBJECT, err,
        clCreateSubBuffer(m, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &inner, &err));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clSetKernelArg(kernel, 0, sizeof m, &m));
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT,
                 clEnqueueMigrateMemObjects(env.queue, 1, &m, 0, 0, nullptr, nullptr));
  }
}

TEST_CASE("a released program is dead to every entry point", "[robustness][weft]") {
  Env env;
  Program owned = buildProgram(env.context, env.device, kSource);
  cl_program p = released(owned);
  for (int i = 0; i < 4; ++i)
    sourceProgram(env.context, kSource);

  cl_uint count = 0;
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof count, &count, nullptr));
  cl_build_status status = 0;
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clGetProgramBuildInfo(p, env.device, CL_PROGRAM_BUILD_STATUS,
                                                         sizeof status, &status, nullptr));
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clRetainProgram(p));
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clReleaseProgram(p));
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clBuildProgram(p, 0, nullptr, "", nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_PROGRAM,
               clCompileProgram(p, 0, nullptr, "", 0, nullptr, nullptr, nullptr, nullptr));
  cl_int err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_PROGRAM, err, clCreateKernel(p, "fill", &err));
  cl_uint kernels = 9;
  CHECK_CL_ERR(CL_INVALID_PROGRAM, clCreateKernelsInProgram(p, 0, nullptr, &kernels));
  err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_PROGRAM, err,
                     clLinkProgram(env.context, 0, nullptr, "", 1, &p, nullptr, nullptr, &err));
}

TEST_CASE("a released kernel is dead to every entry point", "[robustness][weft]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kSource);
  Kernel owned = makeKernel(program, "fill");
  cl_kernel k = released(owned);
  for (int i = 0; i < 8; ++i)
    makeKernel(program, "fill");

  Mem buf = makeBuffer(env.context, 64);
  cl_uint args = 0;
  CHECK_CL_ERR(CL_INVALID_KERNEL,
               clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof args, &args, nullptr));
  size_t wg = 0;
  CHECK_CL_ERR(CL_INVALID_KERNEL, clGetKernelWorkGroupInfo(k, env.device, CL_KERNEL_WORK_GROUP_SIZE,
                                                           sizeof wg, &wg, nullptr));
  cl_kernel_arg_address_qualifier qualifier = 0;
  CHECK_CL_ERR(CL_INVALID_KERNEL, clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_ADDRESS_QUALIFIER,
                                                     sizeof qualifier, &qualifier, nullptr));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clRetainKernel(k));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clReleaseKernel(k));
  cl_mem raw = buf;
  CHECK_CL_ERR(CL_INVALID_KERNEL, clSetKernelArg(k, 0, sizeof raw, &raw));
  size_t global = 16;
  cl_event event = nullptr;
  CHECK_CL_ERR(CL_INVALID_KERNEL, clEnqueueNDRangeKernel(env.queue, k, 1, nullptr, &global, nullptr,
                                                         0, nullptr, &event));
  CHECK_CL_ERR(CL_INVALID_KERNEL, clEnqueueTask(env.queue, k, 0, nullptr, &event));
  CHECK(event == nullptr);
  cl_int err = CL_SUCCESS;
  requireCreateFails(CL_INVALID_KERNEL, err, clCloneKernel(k, &err));
}

TEST_CASE("released events are dead to every entry point, and waiting on one never hangs",
          "[robustness][weft]") {
  Env env;
  cl_int err = CL_OUT_OF_RESOURCES;
  // A user event set complete, and one never set, each released with nothing depending on it;
  // and the event of a marker that has completed.
  Event completeOwned(clCreateUserEvent(env.context, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE_CL(clSetUserEventStatus(completeOwned, CL_COMPLETE));
  Event pendingOwned(clCreateUserEvent(env.context, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  Event markerOwned;
  REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, markerOwned.out()));
  const cl_event markerEvent = markerOwned;
  REQUIRE_CL(clWaitForEvents(1, &markerEvent));
  REQUIRE_CL(clFinish(env.queue));
  const cl_event complete = released(completeOwned);
  const cl_event pending = released(pendingOwned);
  const cl_event marker = released(markerOwned);
  for (int i = 0; i < 8; ++i) {
    Event e;
    REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, e.out()));
  }
  REQUIRE_CL(clFinish(env.queue));

  // A command's event is destroyed once the worker that ran it lets go, which may be just after
  // the command completed.
  cl_int ignored = 0;
  REQUIRE(waitFor([&] {
    return clGetEventInfo(marker, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof ignored, &ignored,
                          nullptr) == CL_INVALID_EVENT;
  }));
  for (cl_event e : {complete, pending, marker}) {
    INFO((e == complete ? "complete user event" : e == pending ? "pending user event" : "marker"));
    cl_int status = 0;
    CHECK_CL_ERR(CL_INVALID_EVENT, clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS,
                                                  sizeof status, &status, nullptr));
    cl_ulong time = 0;
    CHECK_CL_ERR(CL_INVALID_EVENT,
                 clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof time, &time, nullptr));
    CHECK_CL_ERR(CL_INVALID_EVENT, clRetainEvent(e));
    CHECK_CL_ERR(CL_INVALID_EVENT, clReleaseEvent(e));
    CHECK_CL_ERR(CL_INVALID_EVENT, clSetUserEventStatus(e, CL_COMPLETE));
    CHECK_CL_ERR(CL_INVALID_EVENT, clSetEventCallback(
                                       e, CL_COMPLETE, [](cl_event, cl_int, void*) {}, nullptr));
    CHECK_CL_ERR(CL_INVALID_EVENT, clWaitForEvents(1, &e));
    cl_event out = nullptr;
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST, clEnqueueMarkerWithWaitList(env.queue, 1, &e, &out));
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST, clEnqueueBarrierWithWaitList(env.queue, 1, &e, &out));
    int host = 0;
    Mem buf = makeBuffer(env.context, sizeof host);
    CHECK_CL_ERR(CL_INVALID_EVENT_WAIT_LIST, clEnqueueWriteBuffer(env.queue, buf, CL_FALSE, 0,
                                                                  sizeof host, &host, 1, &e, &out));
    CHECK(out == nullptr);
  }
  // Nothing was enqueued behind a dead event, so the queue drains: a hang here fails the test by
  // its timeout.
  auto start = std::chrono::steady_clock::now();
  CHECK_CL(clFinish(env.queue));
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
}

TEST_CASE("a handle released twice is refused the second time", "[robustness][weft]") {
  Env env;
  for (int round = 0; round < 3; ++round) {
    Mem buf = makeBuffer(env.context, 64);
    cl_mem raw = released(buf);
    CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clReleaseMemObject(raw));
  }
  Context second = makeContext(env.device);
  cl_context raw = released(second);
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(raw));
  // The context under test is untouched by all of this.
  cl_uint count = 0;
  CHECK_CL(
      clGetContextInfo(env.context, CL_CONTEXT_REFERENCE_COUNT, sizeof count, &count, nullptr));
  CHECK(count == 1);
}

TEST_CASE("a release beyond the application's references is refused while others keep the object",
          "[robustness][weft]") {
  // Found by the API fuzzer: the extra release was taken from the references a queue (or a
  // sub-buffer) held, so the object was destroyed under it.
  Env env;
  Context owned = makeContext(env.device);
  Queue queue = makeQueue(owned, env.device);
  cl_context c = released(owned); // the queue still holds the context
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(c));
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(c));
  // The context is alive for the queue, and an application that gets it back from the queue
  // may use it, as libraries given only a queue do.
  cl_context fromQueue = nullptr;
  REQUIRE_CL(clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof fromQueue, &fromQueue, nullptr));
  CHECK(fromQueue == c);
  REQUIRE_CL(clRetainContext(fromQueue));
  {
    Context again(fromQueue);
    Mem buf = makeBuffer(again, 64);
    const int value = 7;
    REQUIRE_CL(clEnqueueFillBuffer(queue, buf, &value, sizeof value, 0, 64, 0, nullptr, nullptr));
    CHECK(readBuffer<int>(queue, buf, 16) == std::vector<int>(16, 7));
  }
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(c));
  CHECK_CL(clFinish(queue));
  queue.reset(); // the last holder: the context goes once the queue's last command lets go
  cl_uint count = 0;
  CHECK(waitFor([&] {
    return clGetContextInfo(c, CL_CONTEXT_REFERENCE_COUNT, sizeof count, &count, nullptr) ==
           CL_INVALID_CONTEXT;
  }));

  // A buffer kept alive by its sub-buffer.
  Mem parentOwned = makeBuffer(env.context, 256);
  cl_buffer_region region{128, 128};
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem sub(clCreateSubBuffer(parentOwned, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region,
                            &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  cl_mem parent = released(parentOwned);
  CHECK_CL_ERR(CL_INVALID_MEM_OBJECT, clReleaseMemObject(parent));
  const int value = 3;
  REQUIRE_CL(
      clEnqueueFillBuffer(env.queue, sub, &value, sizeof value, 0, 128, 0, nullptr, nullptr));
  CHECK(readBuffer<int>(env.queue, sub, 32) == std::vector<int>(32, 3));
}

namespace {

/// Handles published by the thread that releases them, for another thread to use meanwhile.
struct Published {
  static constexpr size_t kSlots = 16;
  std::atomic<cl_event> events[kSlots] = {};
  std::atomic<cl_command_queue> queues[kSlots] = {};
  std::atomic<cl_mem> buffers[kSlots] = {};
  std::atomic<bool> done{false};
};

/// What the probing thread saw: calls answered with anything but success or the kind's
/// CL_INVALID_* code, and callbacks registered against callbacks run.
struct Probed {
  std::atomic<int> calls{0};
  std::atomic<int> wrongCodes{0};
  std::atomic<int> eventCallbacksSet{0};
  std::atomic<int> eventCallbacksRun{0};
  std::atomic<int> memCallbacksSet{0};
  std::atomic<int> memCallbacksRun{0};
};

void probe(Published& published, Probed& probed) {
  auto expect = [&](cl_int code, cl_int invalid) {
    probed.calls.fetch_add(1);
    if (code != CL_SUCCESS && code != invalid)
      probed.wrongCodes.fetch_add(1);
    return code == CL_SUCCESS;
  };
  for (unsigned round = 0; !published.done.load(); ++round) {
    size_t slot = round % Published::kSlots;
    if (cl_event e = published.events[slot].load()) {
      cl_int status = 0;
      expect(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr),
             CL_INVALID_EVENT);
      cl_command_queue q = nullptr;
      expect(clGetEventInfo(e, CL_EVENT_COMMAND_QUEUE, sizeof q, &q, nullptr), CL_INVALID_EVENT);
      auto onEvent = [](cl_event, cl_int, void* data) {
        static_cast<Probed*>(data)->eventCallbacksRun.fetch_add(1);
      };
      if (expect(clSetEventCallback(e, CL_COMPLETE, onEvent, &probed), CL_INVALID_EVENT))
        probed.eventCallbacksSet.fetch_add(1);
      if (expect(clRetainEvent(e), CL_INVALID_EVENT)) {
        expect(clWaitForEvents(1, &e), CL_INVALID_EVENT);
        expect(clReleaseEvent(e), CL_INVALID_EVENT);
      }
    }
    if (cl_command_queue q = published.queues[slot].load()) {
      cl_uint count = 0;
      expect(clGetCommandQueueInfo(q, CL_QUEUE_REFERENCE_COUNT, sizeof count, &count, nullptr),
             CL_INVALID_COMMAND_QUEUE);
      cl_context c = nullptr;
      expect(clGetCommandQueueInfo(q, CL_QUEUE_CONTEXT, sizeof c, &c, nullptr),
             CL_INVALID_COMMAND_QUEUE);
    }
    if (cl_mem m = published.buffers[slot].load()) {
      size_t size = 0;
      expect(clGetMemObjectInfo(m, CL_MEM_SIZE, sizeof size, &size, nullptr),
             CL_INVALID_MEM_OBJECT);
      auto onMem = [](cl_mem, void* data) {
        static_cast<Probed*>(data)->memCallbacksRun.fetch_add(1);
      };
      if (expect(clSetMemObjectDestructorCallback(m, onMem, &probed), CL_INVALID_MEM_OBJECT))
        probed.memCallbacksSet.fetch_add(1);
    }
  }
}

} // namespace

// The race the API fuzzer found: the application releases a command's event, queue and buffer
// right after the enqueue, so the worker that finishes the command drops the last references,
// while another thread still calls entry points on those handles. Each call must either see a
// live object and succeed or see a dead one and get CL_INVALID_*; none may touch an object being
// destroyed (AddressSanitizer, UBSan's vptr check and TSan see it when one does).
TEST_CASE("handles released while a worker finishes their command are safe on other threads",
          "[robustness][weft]") {
  cl_device_id device = testDevice();
  Context context = makeContext(device);
  Program program = buildProgram(context, device, kSource);
  Kernel kernel = makeKernel(program, "fill");
  Published published;
  Probed probed;
  std::thread prober([&] { probe(published, probed); });

  // On a loaded machine the prober may not run before 1500 rounds are over: rounds go on until it
  // has made calls, up to a bound.
  constexpr int kRounds = 1500;
  for (int i = 0; i < kRounds || (probed.calls.load() == 0 && i < 40 * kRounds); ++i) {
    size_t slot = i % Published::kSlots;
    Queue queue = makeQueue(context, device);
    Mem buffer = makeBuffer(context, 64 * sizeof(cl_int));
    setArgs(kernel, buffer, cl_int(i));
    cl_event event = nullptr;
    size_t items = 64;
    REQUIRE_CL(
        clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &items, nullptr, 0, nullptr, &event));
    published.events[slot].store(event);
    published.queues[slot].store(queue.get());
    published.buffers[slot].store(buffer.get());
    REQUIRE_CL(clReleaseEvent(event));
    // The queue and the buffer go when their holders do, with the command perhaps still running.
  }
  published.done.store(true);
  prober.join();
  kernel.reset(); // it holds the last buffer as its argument

  INFO(probed.calls.load() << " calls on handles being released");
  CHECK(probed.calls.load() > 0);
  CHECK(probed.wrongCodes.load() == 0);
  // Every callback that was accepted runs: on completion for events, on destruction for buffers.
  CHECK(waitFor([&] {
    return probed.eventCallbacksRun.load() == probed.eventCallbacksSet.load() &&
           probed.memCallbacksRun.load() == probed.memCallbacksSet.load();
  }));
  CHECK(probed.eventCallbacksRun.load() == probed.eventCallbacksSet.load());
  CHECK(probed.memCallbacksRun.load() == probed.memCallbacksSet.load());
}
