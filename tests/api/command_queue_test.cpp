// OpenCL 3.0 API §5.1 "Command-Queues": clCreateCommandQueueWithProperties, clCreateCommandQueue,
// clGetCommandQueueInfo, clFlush, clFinish, and ordering within a queue.
#include "cl_test.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <numeric>
#include <thread>

using namespace weft_test;

namespace {

cl_command_queue_properties hostQueueProperties(cl_device_id device) {
  return deviceInfo<cl_command_queue_properties>(device, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES);
}

void checkQueueInfo(cl_command_queue queue, cl_context context, cl_device_id device,
                    cl_command_queue_properties props) {
  CHECK(info<cl_context>(clGetCommandQueueInfo, queue, CL_QUEUE_CONTEXT) == context);
  CHECK(info<cl_device_id>(clGetCommandQueueInfo, queue, CL_QUEUE_DEVICE) == device);
  CHECK(info<cl_uint>(clGetCommandQueueInfo, queue, CL_QUEUE_REFERENCE_COUNT) == 1);
  CHECK(info<cl_command_queue_properties>(clGetCommandQueueInfo, queue, CL_QUEUE_PROPERTIES) ==
        props);
  for (cl_command_queue_info p : {CL_QUEUE_CONTEXT, CL_QUEUE_DEVICE, CL_QUEUE_REFERENCE_COUNT,
                                  CL_QUEUE_PROPERTIES, CL_QUEUE_PROPERTIES_ARRAY})
    checkInfoSizeRules(clGetCommandQueueInfo, queue, p);
}

std::vector<cl_queue_properties> propertiesArray(cl_command_queue queue) {
  return infoArray<cl_queue_properties>(clGetCommandQueueInfo, queue, CL_QUEUE_PROPERTIES_ARRAY);
}

} // namespace

TEST_CASE("clCreateCommandQueueWithProperties creates host queues", "[queue]") {
  cl_device_id device = testDevice();
  Context context = makeContext(device);
  cl_int err = CL_OUT_OF_RESOURCES;

  SECTION("null properties: an in-order queue, and an empty properties array") {
    Queue queue(clCreateCommandQueueWithProperties(context, device, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    checkQueueInfo(queue, context, device, 0);
    CHECK(propertiesArray(queue).empty());
  }
  SECTION("an empty list") {
    cl_queue_properties props[] = {0};
    Queue queue(clCreateCommandQueueWithProperties(context, device, props, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    checkQueueInfo(queue, context, device, 0);
  }
  SECTION("profiling") {
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    Queue queue(clCreateCommandQueueWithProperties(context, device, props, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    checkQueueInfo(queue, context, device, CL_QUEUE_PROFILING_ENABLE);
    CHECK(propertiesArray(queue) == std::vector<cl_queue_properties>(props, props + 3));
  }
  SECTION("out-of-order execution, as the device reports it") {
    const cl_command_queue_properties ooo = CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, ooo | CL_QUEUE_PROFILING_ENABLE, 0};
    Queue queue(clCreateCommandQueueWithProperties(context, device, props, &err));
    if (hostQueueProperties(device) & ooo) {
      REQUIRE_ERRCODE(CL_SUCCESS, err);
      checkQueueInfo(queue, context, device, ooo | CL_QUEUE_PROFILING_ENABLE);
      CHECK(propertiesArray(queue) == std::vector<cl_queue_properties>(props, props + 3));
    } else {
      CHECK(queue.get() == nullptr);
      REQUIRE_ERRCODE(CL_INVALID_QUEUE_PROPERTIES, err);
    }
  }
  SECTION("errcode_ret may be null") {
    Queue queue(clCreateCommandQueueWithProperties(context, device, nullptr, nullptr));
    CHECK(queue.get() != nullptr);
  }
}

TEST_CASE("clCreateCommandQueue (OpenCL 1.x) creates host queues", "[queue]") {
  cl_device_id device = testDevice();
  Context context = makeContext(device);
  cl_int err = CL_OUT_OF_RESOURCES;
  for (cl_command_queue_properties props :
       {cl_command_queue_properties(0), cl_command_queue_properties(CL_QUEUE_PROFILING_ENABLE)}) {
    Queue queue(clCreateCommandQueue(context, device, props, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    checkQueueInfo(queue, context, device, props);
    // "If command_queue was created using clCreateCommandQueue ... param_value_size_ret equal to 0"
    CHECK(propertiesArray(queue).empty());
  }
  const cl_command_queue_properties ooo = CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE;
  Queue queue(clCreateCommandQueue(context, device, ooo, &err));
  CHECK_ERRCODE((hostQueueProperties(device) & ooo) ? CL_SUCCESS : CL_INVALID_QUEUE_PROPERTIES,
                err);

  Queue bad(clCreateCommandQueue(context, device, cl_command_queue_properties(1) << 40, &err));
  CHECK(bad.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);
  Queue noDevice(clCreateCommandQueue(context, nullptr, 0, &err));
  CHECK(noDevice.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_DEVICE, err);
}

TEST_CASE("clCreateCommandQueueWithProperties errors", "[queue]") {
  cl_device_id device = testDevice();
  Context context = makeContext(device);
  cl_int err = CL_SUCCESS;
  auto create = [&](std::vector<cl_queue_properties> props) {
    props.push_back(0);
    Queue queue(clCreateCommandQueueWithProperties(context, device, props.data(), &err));
    CHECK(queue.get() == nullptr);
    return err;
  };

  // "CL_INVALID_VALUE if values specified in properties are not valid"
  CHECK_ERRCODE(CL_INVALID_VALUE, create({0x7777, 0}));
  CHECK_ERRCODE(CL_INVALID_VALUE, create({CL_QUEUE_PROPERTIES, cl_queue_properties(1) << 40}));
  Queue noDevice(clCreateCommandQueueWithProperties(context, nullptr, nullptr, &err));
  CHECK(noDevice.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_DEVICE, err);
  Queue noContext(clCreateCommandQueueWithProperties(nullptr, device, nullptr, &err));
  CHECK(noContext.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_CONTEXT, err);
}

TEST_CASE("clCreateCommandQueueWithProperties rejects device-queue properties",
          "[queue][pocl-bug]") {
  // PoCL 3.1 accepts CL_QUEUE_SIZE on a host queue and aborts the process on CL_QUEUE_ON_DEVICE.
  cl_device_id device = testDevice();
  Context context = makeContext(device);
  cl_int err = CL_SUCCESS;
  auto create = [&](std::vector<cl_queue_properties> props) {
    props.push_back(0);
    Queue queue(clCreateCommandQueueWithProperties(context, device, props.data(), &err));
    CHECK(queue.get() == nullptr);
    return err;
  };
  // CL_QUEUE_SIZE "can only be specified if CL_QUEUE_ON_DEVICE is set"
  CHECK_ERRCODE(CL_INVALID_VALUE, create({CL_QUEUE_SIZE, 1024}));
  // "If CL_QUEUE_ON_DEVICE is set, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE must also be set."
  CHECK_ERRCODE(CL_INVALID_VALUE, create({CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE}));
  // CL_QUEUE_ON_DEVICE_DEFAULT "can only be used with CL_QUEUE_ON_DEVICE"
  CHECK_ERRCODE(CL_INVALID_VALUE,
                create({CL_QUEUE_PROPERTIES,
                        CL_QUEUE_ON_DEVICE_DEFAULT | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE}));
  // A valid device-queue request on a device without device-side enqueue.
  cl_device_device_enqueue_capabilities enqueue = 0;
  REQUIRE_CL(clGetDeviceInfo(device, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof enqueue,
                             &enqueue, nullptr));
  if (!(enqueue & CL_DEVICE_QUEUE_SUPPORTED))
    CHECK_ERRCODE(
        CL_INVALID_QUEUE_PROPERTIES,
        create({CL_QUEUE_PROPERTIES, CL_QUEUE_ON_DEVICE | CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE}));
}

TEST_CASE("a queue on a device outside its context is rejected", "[queue][pocl-bug]") {
  // PoCL 3.1 accepts a sub-device of a device in the context.
  cl_device_id device = testDevice();
  // A sub-device is a device that the context was not created with.
  std::vector<cl_device_partition_property> partitions = infoArray<cl_device_partition_property>(
      clGetDeviceInfo, device, CL_DEVICE_PARTITION_PROPERTIES);
  const bool equally = std::find(partitions.begin(), partitions.end(),
                                 CL_DEVICE_PARTITION_EQUALLY) != partitions.end();
  if (!equally || deviceInfo<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS) < 2) {
    // The device cannot be split this way: then it must say so.
    cl_device_partition_property props[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
    cl_uint n = 0;
    CHECK(clCreateSubDevices(device, props, 0, nullptr, &n) != CL_SUCCESS);
    return;
  }
  cl_device_partition_property props[] = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
  cl_uint n = 0;
  REQUIRE_CL(clCreateSubDevices(device, props, 0, nullptr, &n));
  REQUIRE(n >= 2);
  std::vector<cl_device_id> subs(n);
  REQUIRE_CL(clCreateSubDevices(device, props, n, subs.data(), nullptr));
  Context context = makeContext(device);
  cl_int err = CL_SUCCESS;
  Queue queue(clCreateCommandQueueWithProperties(context, subs[0], nullptr, &err));
  CHECK(queue.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_DEVICE, err);
  for (cl_device_id sub : subs)
    REQUIRE_CL(clReleaseDevice(sub));
}

TEST_CASE("clGetCommandQueueInfo rejects bad parameters and device-queue queries", "[queue]") {
  Env env;
  char buf[64];
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetCommandQueueInfo(env.queue, 0xFFFF, sizeof buf, buf, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetCommandQueueInfo(env.queue, CL_CONTEXT_DEVICES, sizeof buf, buf, nullptr));
  // "if command_queue is not a valid command-queue for param_name": CL_QUEUE_SIZE needs a
  // device queue.
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clGetCommandQueueInfo(env.queue, CL_QUEUE_SIZE, sizeof buf, buf, nullptr));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE,
               clGetCommandQueueInfo(nullptr, CL_QUEUE_CONTEXT, sizeof buf, buf, nullptr));
}

TEST_CASE("command-queue reference counting", "[queue]") {
  Env env;
  cl_command_queue q = env.queue;
  REQUIRE_CL(clRetainCommandQueue(q));
  CHECK(info<cl_uint>(clGetCommandQueueInfo, q, CL_QUEUE_REFERENCE_COUNT) == 2);
  REQUIRE_CL(clReleaseCommandQueue(q));
  CHECK(info<cl_uint>(clGetCommandQueueInfo, q, CL_QUEUE_REFERENCE_COUNT) == 1);
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clRetainCommandQueue(nullptr));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clReleaseCommandQueue(nullptr));
}

TEST_CASE("clFlush and clFinish", "[queue]") {
  Env env;
  CHECK_CL(clFlush(env.queue));
  CHECK_CL(clFinish(env.queue)); // an empty queue
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clFlush(nullptr));
  CHECK_CL_ERR(CL_INVALID_COMMAND_QUEUE, clFinish(nullptr));

  // clFinish returns only when every command has completed.
  const size_t n = 1 << 20;
  std::vector<cl_uint> data(n);
  std::iota(data.begin(), data.end(), 0u);
  Mem buffer = makeBuffer(env.context, n * sizeof(cl_uint));
  Event write;
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, buffer, CL_FALSE, 0, n * sizeof(cl_uint), data.data(),
                                  0, nullptr, write.out()));
  CHECK_CL(clFlush(env.queue));
  CHECK_CL(clFinish(env.queue));
  CHECK(eventStatus(write) == CL_COMPLETE);
}

TEST_CASE("a command left unwaited runs after clFlush, a status query, a callback or the "
          "queue's release",
          "[queue][event][weft]") {
  // An in-order queue's last command, ready when enqueued and short (one work-group), waits for a
  // thread to wait for it and run it (runtime/command_queue.cpp); a longer one runs at once.
  // Whatever else an application may rely on to see it run hands it to the device: clFlush, polling
  // its status, a callback, another queue's command waiting for it, the queue's release (an
  // implicit flush); nothing waits for it here through clFinish or clWaitForEvents. The kernel
  // writes into host memory, watched without OpenCL.
  Env env;
  Program program = buildProgram(env.context, env.device,
                                 "kernel void mark(global volatile int* flag, int value) {\n"
                                 "  flag[get_global_id(0)] = value;\n"
                                 "}");
  alignas(64) static std::atomic<cl_int> flags[16];
  for (auto& flag : flags)
    flag.store(0);
  Mem memory = makeBuffer(env.context, sizeof flags, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                          static_cast<void*>(flags));
  Kernel kernel = makeKernel(program, "mark");
  cl_mem m = memory;
  REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
  // Runs the kernel on `queue` over flags[0..1) with `value`, returning its event.
  auto mark = [&](cl_command_queue queue, cl_int value) {
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof value, &value));
    Event done;
    const size_t one = 1;
    REQUIRE_CL(
        clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, done.out()));
    return done;
  };
  auto seen = [&](cl_int value) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (flags[0].load() != value && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    return flags[0].load() == value;
  };

  Queue queue = makeQueue(env.context, env.device);
  {
    // More than one work-group: handed to the device at once, with nothing to hand it over.
    const cl_int value = 9;
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof value, &value));
    Event done;
    const size_t all = 16, one = 1;
    REQUIRE_CL(
        clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &all, &one, 0, nullptr, done.out()));
    CHECK(seen(9));
  }
  {
    Event done = mark(queue, 1);
    CHECK_CL(clFlush(queue));
    CHECK(seen(1));
  }
  {
    Event done = mark(queue, 2);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (eventStatus(done) != CL_COMPLETE && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    CHECK(eventStatus(done) == CL_COMPLETE);
    CHECK(seen(2));
  }
  {
    Event done = mark(queue, 3);
    static std::atomic<int> called{0};
    called.store(0);
    REQUIRE_CL(clSetEventCallback(
        done, CL_COMPLETE, [](cl_event, cl_int, void*) { called.fetch_add(1); }, nullptr));
    CHECK(seen(3));
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (called.load() == 0 && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    CHECK(called.load() == 1);
  }
  {
    Event done = mark(queue, 4);
    Queue other = makeQueue(env.context, env.device);
    Event marker;
    cl_event wanted = done;
    REQUIRE_CL(clEnqueueMarkerWithWaitList(other, 1, &wanted, marker.out()));
    REQUIRE_CL(clFinish(other));
    CHECK(seen(4));
  }
  {
    Queue last = makeQueue(env.context, env.device);
    Event done = mark(last, 5);
    last = Queue(); // the application's only reference
    CHECK(seen(5));
  }
  // The next enqueue hands the previous command over; clFinish runs the last.
  Event first = mark(queue, 6);
  Event second = mark(queue, 7);
  CHECK_CL(clFinish(queue));
  CHECK(eventStatus(first) == CL_COMPLETE);
  CHECK(eventStatus(second) == CL_COMPLETE);
  CHECK(flags[0].load() == 7);
}

TEST_CASE("short commands enqueued one after another wait chained, and any hand-over runs the "
          "chain",
          "[queue][event][weft]") {
  // An in-order queue's short commands enqueued right after a parked one chain behind it, parked
  // with it (runtime/command_queue.cpp): whatever hands one of them over hands over the chain's
  // first command, so that all of them run with no other call. Command i of a chain writes i + 1
  // into flags[i] (host memory, watched without OpenCL); each has a kernel of its own, so that
  // nothing but the enqueue comes between two of them.
  Env env;
  Program program =
      buildProgram(env.context, env.device,
                   "kernel void mark(global volatile int* flag, int at, int value) {\n"
                   "  flag[at] = value;\n"
                   "}");
  constexpr int kChain = 8;
  alignas(64) static std::atomic<cl_int> flags[kChain];
  Mem memory = makeBuffer(env.context, sizeof flags, CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR,
                          static_cast<void*>(flags));
  std::vector<Kernel> kernels;
  for (int i = 0; i < kChain; ++i) {
    kernels.push_back(makeKernel(program, "mark"));
    cl_mem m = memory;
    const cl_int value = i + 1;
    REQUIRE_CL(clSetKernelArg(kernels.back(), 0, sizeof m, &m));
    REQUIRE_CL(clSetKernelArg(kernels.back(), 1, sizeof i, &i));
    REQUIRE_CL(clSetKernelArg(kernels.back(), 2, sizeof value, &value));
  }
  // Enqueues the chain on `queue`; its events.
  auto chain = [&](cl_command_queue queue) {
    for (auto& flag : flags)
      flag.store(0);
    std::vector<Event> events(kChain);
    const size_t one = 1;
    for (int i = 0; i < kChain; ++i)
      REQUIRE_CL(clEnqueueNDRangeKernel(queue, kernels[i], 1, nullptr, &one, nullptr, 0, nullptr,
                                        events[i].out()));
    return events;
  };
  // Whether commands [0, count) have run, waiting up to 10 s for them.
  auto ran = [&](int count) {
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    auto all = [&] {
      for (int i = 0; i < count; ++i)
        if (flags[i].load() != i + 1)
          return false;
      return true;
    };
    while (!all() && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    return all();
  };

  Queue queue = makeQueue(env.context, env.device);
  SECTION("waiting for a command of the chain runs the chain up to it") {
    std::vector<Event> events = chain(queue);
    cl_event middle = events[kChain / 2];
    REQUIRE_CL(clWaitForEvents(1, &middle));
    for (int i = 0; i <= kChain / 2; ++i)
      CHECK(flags[i].load() == i + 1);
    REQUIRE_CL(clFinish(queue));
    CHECK(ran(kChain));
  }
  SECTION("clFlush") {
    std::vector<Event> events = chain(queue);
    CHECK_CL(clFlush(queue));
    CHECK(ran(kChain));
  }
  SECTION("polling the last command's status") {
    std::vector<Event> events = chain(queue);
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (eventStatus(events.back()) != CL_COMPLETE && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    CHECK(eventStatus(events.back()) == CL_COMPLETE);
    CHECK(ran(kChain));
  }
  SECTION("a callback on the last command") {
    std::vector<Event> events = chain(queue);
    static std::atomic<int> called{0};
    called.store(0);
    REQUIRE_CL(clSetEventCallback(
        events.back(), CL_COMPLETE, [](cl_event, cl_int, void*) { called.fetch_add(1); }, nullptr));
    CHECK(ran(kChain));
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (called.load() == 0 && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    CHECK(called.load() == 1);
  }
  SECTION("another queue's command waiting for the last command") {
    std::vector<Event> events = chain(queue);
    Queue other = makeQueue(env.context, env.device);
    Event marker;
    cl_event wanted = events.back();
    REQUIRE_CL(clEnqueueMarkerWithWaitList(other, 1, &wanted, marker.out()));
    REQUIRE_CL(clFinish(other));
    CHECK(ran(kChain));
  }
  SECTION("the queue's release") {
    Queue last = makeQueue(env.context, env.device);
    std::vector<Event> events = chain(last);
    last = Queue(); // the application's only reference
    CHECK(ran(kChain));
  }
  SECTION("a pause before the next short command") {
    std::vector<Event> events = chain(queue);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    const size_t one = 1;
    Event after;
    REQUIRE_CL(clEnqueueNDRangeKernel(queue, kernels[0], 1, nullptr, &one, nullptr, 0, nullptr,
                                      after.out()));
    CHECK(ran(kChain));
    REQUIRE_CL(clFinish(queue));
  }
  SECTION("a chain grown past its bound") {
    // Command i writes i + 1 into flags[0]. Parked, at most a chain's bound (1024 commands after
    // its head) waits for a call: all but the last 1025 run with none. A slow build (a sanitizer)
    // may pause between enqueues, which starts a new chain sooner; never a longer one.
    constexpr cl_int kCommands = 3000, kMostParked = 1025;
    for (auto& flag : flags)
      flag.store(0);
    cl_mem m = memory;
    Kernel kernel = makeKernel(program, "mark");
    REQUIRE_CL(clSetKernelArg(kernel, 0, sizeof m, &m));
    const cl_int at = 0, none = 0;
    REQUIRE_CL(clSetKernelArg(kernel, 1, sizeof at, &at));
    REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof none, &none));
    const size_t one = 1;
    // Once first, waited for, so that the allocations the commands need are warm: fewer pauses.
    for (cl_int i = 0; i < kCommands; ++i)
      REQUIRE_CL(
          clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(queue));
    for (auto& flag : flags)
      flag.store(0);
    for (cl_int i = 0; i < kCommands; ++i) {
      const cl_int value = i + 1;
      REQUIRE_CL(clSetKernelArg(kernel, 2, sizeof value, &value));
      REQUIRE_CL(
          clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &one, nullptr, 0, nullptr, nullptr));
    }
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
    while (flags[0].load() < kCommands - kMostParked && std::chrono::steady_clock::now() < deadline)
      std::this_thread::sleep_for(std::chrono::microseconds(100));
    CHECK(flags[0].load() >= kCommands - kMostParked);
    REQUIRE_CL(clFinish(queue));
    CHECK(flags[0].load() == kCommands);
  }
}

TEST_CASE("an in-order queue runs its commands in order", "[queue]") {
  Env env;
  const size_t n = 1 << 18;
  std::vector<cl_uint> a(n), b(n);
  std::iota(a.begin(), a.end(), 7u);
  std::iota(b.begin(), b.end(), 1000000u);
  Mem x = makeBuffer(env.context, n * 4), y = makeBuffer(env.context, n * 4);
  // No events: write a, copy to y, overwrite x with b, read y; y must hold a.
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, x, CL_FALSE, 0, n * 4, a.data(), 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueCopyBuffer(env.queue, x, y, 0, 0, n * 4, 0, nullptr, nullptr));
  REQUIRE_CL(clEnqueueWriteBuffer(env.queue, x, CL_FALSE, 0, n * 4, b.data(), 0, nullptr, nullptr));
  std::vector<cl_uint> fromY(n), fromX(n);
  REQUIRE_CL(
      clEnqueueReadBuffer(env.queue, y, CL_FALSE, 0, n * 4, fromY.data(), 0, nullptr, nullptr));
  REQUIRE_CL(
      clEnqueueReadBuffer(env.queue, x, CL_TRUE, 0, n * 4, fromX.data(), 0, nullptr, nullptr));
  CHECK(fromY == a);
  CHECK(fromX == b);
}

TEST_CASE("an out-of-order queue honours event dependencies", "[queue]") {
  cl_device_id device = testDevice();
  if (!(hostQueueProperties(device) & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)) {
    // Not supported: creating one must fail (checked in "creates host queues"); nothing to order.
    Context context = makeContext(device);
    cl_int err = CL_SUCCESS;
    Queue q(clCreateCommandQueue(context, device, CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, &err));
    CHECK_ERRCODE(CL_INVALID_QUEUE_PROPERTIES, err);
    return;
  }
  Env env(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  const size_t n = 1 << 18;
  std::vector<cl_uint> a(n), out(n);
  std::iota(a.begin(), a.end(), 3u);
  Mem x = makeBuffer(env.context, n * 4), y = makeBuffer(env.context, n * 4),
      z = makeBuffer(env.context, n * 4);
  for (int round = 0; round < 10; ++round) {
    Event e1, e2, e3;
    REQUIRE_CL(
        clEnqueueWriteBuffer(env.queue, x, CL_FALSE, 0, n * 4, a.data(), 0, nullptr, e1.out()));
    cl_event w1[] = {e1};
    REQUIRE_CL(clEnqueueCopyBuffer(env.queue, x, y, 0, 0, n * 4, 1, w1, e2.out()));
    cl_event w2[] = {e2};
    REQUIRE_CL(clEnqueueCopyBuffer(env.queue, y, z, 0, 0, n * 4, 1, w2, e3.out()));
    cl_event w3[] = {e3};
    REQUIRE_CL(clEnqueueReadBuffer(env.queue, z, CL_TRUE, 0, n * 4, out.data(), 1, w3, nullptr));
    REQUIRE(out == a);
    a[round] ^= 0xFFFFFFFFu;
    REQUIRE_CL(clFinish(env.queue));
  }
}

namespace {

void waitOn(cl_event event) { REQUIRE_CL(clWaitForEvents(1, &event)); }

cl_int commandStatus(cl_event event) {
  cl_int status = CL_QUEUED;
  REQUIRE_CL(
      clGetEventInfo(event, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, nullptr));
  return status;
}

/// An out-of-order queue, a user event that gates commands, and small buffers to write: each
/// fill a buffer of its own, since fills that nothing orders may run at once.
struct OutOfOrder : Env {
  Event gate;
  Mem buffer;
  std::vector<Mem> freeBuffers;
  OutOfOrder() : Env(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) {
    cl_int err = CL_SUCCESS;
    *gate.out() = clCreateUserEvent(context, &err);
    REQUIRE_CL(err);
    buffer = makeBuffer(context, 64);
  }
  /// A fill of the buffer that waits for the gate.
  void gatedFill(cl_event* done) {
    const cl_int value = 1;
    cl_event wait[] = {gate};
    REQUIRE_CL(clEnqueueFillBuffer(queue, buffer, &value, sizeof value, 0, 64, 1, wait, done));
  }
  /// A fill with nothing to wait for.
  void freeFill(cl_event* done) {
    const cl_int value = 2;
    freeBuffers.push_back(makeBuffer(context, 64));
    REQUIRE_CL(clEnqueueFillBuffer(queue, freeBuffers.back(), &value, sizeof value, 0, 64, 0,
                                   nullptr, done));
  }
  void open() { REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE)); }
};

} // namespace

TEST_CASE("an out-of-order queue runs a command before an earlier one that waits",
          "[queue][out-of-order]") {
  REQUIRE(hostQueueProperties(testDevice()) & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  OutOfOrder env;
  Event waiting, free;
  env.gatedFill(waiting.out());
  env.freeFill(free.out());
  // In order, the second fill would wait for the first; here it has nothing to wait for.
  waitOn(free);
  CHECK(commandStatus(free) == CL_COMPLETE);
  CHECK(commandStatus(waiting) > CL_COMPLETE);
  env.open();
  REQUIRE_CL(clFinish(env.queue));
  CHECK(commandStatus(waiting) == CL_COMPLETE);
}

TEST_CASE("markers and barriers order an out-of-order queue", "[queue][out-of-order]") {
  OutOfOrder env;
  SECTION("a marker without a wait list waits for every earlier command") {
    Event waiting, free, marker, after;
    env.gatedFill(waiting.out());
    env.freeFill(free.out());
    REQUIRE_CL(clEnqueueMarkerWithWaitList(env.queue, 0, nullptr, marker.out()));
    env.freeFill(after.out()); // a marker does not hold later commands back
    waitOn(after);
    waitOn(free);
    CHECK(commandStatus(marker) > CL_COMPLETE);
    env.open();
    waitOn(marker);
    CHECK(commandStatus(waiting) == CL_COMPLETE);
  }
  SECTION("a barrier without a wait list holds every later command back") {
    Event waiting, barrier, after;
    env.gatedFill(waiting.out());
    REQUIRE_CL(clEnqueueBarrierWithWaitList(env.queue, 0, nullptr, barrier.out()));
    env.freeFill(after.out());
    REQUIRE_CL(clFlush(env.queue));
    CHECK(commandStatus(after) > CL_COMPLETE);
    CHECK(commandStatus(barrier) > CL_COMPLETE);
    env.open();
    waitOn(after);
    CHECK(commandStatus(waiting) == CL_COMPLETE);
    CHECK(commandStatus(barrier) == CL_COMPLETE);
  }
  SECTION("a barrier with a wait list waits for it only, and clFinish for everything") {
    Event waiting, free, barrier, after;
    env.gatedFill(waiting.out());
    env.freeFill(free.out());
    cl_event list[] = {free};
    REQUIRE_CL(clEnqueueBarrierWithWaitList(env.queue, 1, list, barrier.out()));
    env.freeFill(after.out());
    waitOn(after);
    CHECK(commandStatus(barrier) == CL_COMPLETE);
    CHECK(commandStatus(waiting) > CL_COMPLETE);
    cl_int opened = CL_INVALID_VALUE;
    std::thread opener([&] { // no Catch assertion off the main thread
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
      opened = clSetUserEventStatus(env.gate, CL_COMPLETE);
    });
    REQUIRE_CL(clFinish(env.queue)); // returns once the gated fill has run
    opener.join();
    CHECK_CL(opened);
    CHECK(commandStatus(waiting) == CL_COMPLETE);
  }
  SECTION("clEnqueueWaitForEvents holds later commands back until its events complete") {
    Event after;
    cl_event list[] = {env.gate};
    REQUIRE_CL(clEnqueueWaitForEvents(env.queue, 1, list));
    env.freeFill(after.out());
    REQUIRE_CL(clFlush(env.queue));
    CHECK(commandStatus(after) > CL_COMPLETE);
    env.open();
    waitOn(after);
  }
}

TEST_CASE("independent kernels of an out-of-order queue all run, with results intact",
          "[queue][out-of-order]") {
  Env env(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  Program program = buildProgram(env.context, env.device, R"CLC(
kernel void square(global int* out, int k) {
  size_t i = get_global_id(0);
  out[i] = (int)(i * i) + k;
}
)CLC");
  constexpr int kKernels = 16;
  const size_t n = 1 << 16;
  std::vector<Mem> outs;
  std::vector<Kernel> kernels;
  for (int k = 0; k < kKernels; ++k) {
    outs.push_back(makeBuffer(env.context, n * sizeof(cl_int)));
    kernels.push_back(makeKernel(program, "square"));
    setArgs(kernels.back(), outs.back().get(), cl_int(k));
    REQUIRE_CL(clEnqueueNDRangeKernel(env.queue, kernels.back(), 1, nullptr, &n, nullptr, 0,
                                      nullptr, nullptr));
  }
  REQUIRE_CL(clFinish(env.queue));
  for (int k = 0; k < kKernels; ++k) {
    const std::vector<cl_int> out = readBuffer<cl_int>(env.queue, outs[k], n);
    INFO("kernel " << k);
    bool ok = true;
    for (size_t i = 0; i < n && ok; ++i)
      ok = out[i] == static_cast<cl_int>(i * i) + k;
    CHECK(ok);
  }
}

TEST_CASE("two queues on one device share its cores", "[queue][threads]") {
  // Each queue gets a kernel of many groups, enqueued at the same time: the second must start
  // before the first has finished (the device runs them side by side, not one after the other).
  cl_device_id device = testDevice();
  if (deviceInfo<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS) < 2)
    return; // one core: side by side would be taking turns
  Context context = makeContext(device);
  Program program = buildProgram(context, device, R"(
    kernel void busy(global float* out, uint rounds) {
      float x = (float)get_global_id(0);
      for (uint r = 0; r < rounds; ++r)
        x = x * 0.999f + 0.5f;
      out[get_global_id(0)] = x;
    })");
  constexpr size_t kItems = 1 << 16;
  Queue queues[2] = {makeQueue(context, device, CL_QUEUE_PROFILING_ENABLE),
                     makeQueue(context, device, CL_QUEUE_PROFILING_ENABLE)};
  Kernel kernels[2] = {makeKernel(program, "busy"), makeKernel(program, "busy")};
  Mem buffers[2] = {makeBuffer(context, kItems * sizeof(float)),
                    makeBuffer(context, kItems * sizeof(float))};
  cl_event events[2] = {};
  for (int i = 0; i < 2; ++i) {
    setArgs(kernels[i], buffers[i], cl_uint{20000});
    const size_t local = 64;
    REQUIRE_CL(clEnqueueNDRangeKernel(queues[i], kernels[i], 1, nullptr, &kItems, &local, 0,
                                      nullptr, &events[i]));
  }
  REQUIRE_CL(clFlush(queues[0]));
  REQUIRE_CL(clFlush(queues[1]));
  REQUIRE_CL(clWaitForEvents(2, events));
  cl_ulong start[2], end[2];
  for (int i = 0; i < 2; ++i) {
    start[i] = info<cl_ulong>(clGetEventProfilingInfo, events[i], CL_PROFILING_COMMAND_START);
    end[i] = info<cl_ulong>(clGetEventProfilingInfo, events[i], CL_PROFILING_COMMAND_END);
    REQUIRE_CL(clReleaseEvent(events[i]));
  }
  INFO("queue 0 ran " << (end[0] - start[0]) / 1000 << " us, queue 1 started "
                      << (static_cast<double>(start[1]) - static_cast<double>(start[0])) / 1000
                      << " us after it");
  CHECK(start[1] < end[0]);
  CHECK(start[0] < end[1]);
}
