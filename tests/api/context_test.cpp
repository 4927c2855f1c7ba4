// OpenCL 3.0 API §4.4 "Contexts": clCreateContext, clCreateContextFromType, clGetContextInfo,
// reference counting and destructor callbacks.
#include "cl_test.hpp"

#include <algorithm>
#include <mutex>
#include <thread>

using namespace weft_test;

namespace {

std::vector<cl_context_properties> contextProperties(const Context& context) {
  return infoArray<cl_context_properties>(clGetContextInfo, context.get(), CL_CONTEXT_PROPERTIES);
}

void CL_CALLBACK ignoreNotify(const char*, const void*, size_t, void*) {}

} // namespace

TEST_CASE("clCreateContext with and without properties", "[context]") {
  cl_platform_id platform = testPlatform();
  cl_device_id device = testDevice();
  cl_int err = CL_OUT_OF_RESOURCES;

  SECTION("CL_CONTEXT_PLATFORM is returned by CL_CONTEXT_PROPERTIES") {
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    REQUIRE(context.get() != nullptr);
    std::vector<cl_context_properties> got = contextProperties(context);
    CHECK(got == std::vector<cl_context_properties>(props, props + 3));
  }
  SECTION("null properties: CL_CONTEXT_PROPERTIES is empty") {
    Context context(clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(contextProperties(context).empty());
  }
  SECTION("CL_CONTEXT_INTEROP_USER_SYNC is a core property") {
    cl_context_properties props[] = {CL_CONTEXT_INTEROP_USER_SYNC, CL_TRUE, CL_CONTEXT_PLATFORM,
                                     cl_context_properties(platform), 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    CHECK(contextProperties(context) == std::vector<cl_context_properties>(props, props + 5));
  }
  SECTION("a notification callback with user data") {
    int userData = 0;
    Context context(clCreateContext(nullptr, 1, &device, ignoreNotify, &userData, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
  }
  SECTION("errcode_ret may be null") {
    Context context(clCreateContext(nullptr, 1, &device, nullptr, nullptr, nullptr));
    CHECK(context.get() != nullptr);
  }
}

TEST_CASE("clCreateContext errors", "[context]") {
  cl_platform_id platform = testPlatform();
  cl_device_id device = testDevice();
  cl_int err = CL_SUCCESS;

  SECTION("unknown property name") {
    cl_context_properties props[] = {0x7777, 1, 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_PROPERTY, err);
  }
  SECTION("the same property twice") {
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform),
                                     CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_PROPERTY, err);
  }
  SECTION("an invalid value for a supported property") {
    // CL_CONTEXT_INTEROP_USER_SYNC takes a cl_bool (the CTS's api negative_create_context).
    cl_context_properties props[] = {CL_CONTEXT_INTEROP_USER_SYNC, -1, 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_PROPERTY, err);
    cl_context_properties fromType[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform),
                                        CL_CONTEXT_INTEROP_USER_SYNC, 2, 0};
    Context typed(clCreateContextFromType(fromType, CL_DEVICE_TYPE_ALL, nullptr, nullptr, &err));
    CHECK(typed.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_PROPERTY, err);
  }
  SECTION("CL_CONTEXT_INTEROP_USER_SYNC with CL_TRUE or CL_FALSE") {
    for (cl_context_properties value :
         {cl_context_properties(CL_TRUE), cl_context_properties(CL_FALSE)}) {
      cl_context_properties props[] = {CL_CONTEXT_INTEROP_USER_SYNC, value, 0};
      Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
      CHECK(context.get() != nullptr);
      CHECK_ERRCODE(CL_SUCCESS, err);
    }
  }
  SECTION("a null platform") {
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, 0, 0};
    Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_PLATFORM, err);
  }
  SECTION("null devices") {
    Context context(clCreateContext(nullptr, 1, nullptr, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_VALUE, err);
  }
  SECTION("zero devices") {
    Context context(clCreateContext(nullptr, 0, &device, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_VALUE, err);
  }
  SECTION("user_data without pfn_notify") {
    int userData = 0;
    Context context(clCreateContext(nullptr, 1, &device, nullptr, &userData, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_VALUE, err);
  }
  SECTION("a null device after a valid one") {
    // The loader dispatches on devices[0]; the platform must check the rest.
    cl_device_id devices[] = {device, nullptr};
    Context context(clCreateContext(nullptr, 2, devices, nullptr, nullptr, &err));
    CHECK(context.get() == nullptr);
    REQUIRE_ERRCODE(CL_INVALID_DEVICE, err);
  }
}

TEST_CASE("clCreateContext rejects a platform handle of another kind", "[context][handles]") {
  cl_device_id device = testDevice();
  cl_int err = CL_SUCCESS;
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, cl_context_properties(device), 0};
  Context context(clCreateContext(props, 1, &device, nullptr, nullptr, &err));
  CHECK(context.get() == nullptr);
  REQUIRE_ERRCODE(CL_INVALID_PLATFORM, err);
}

TEST_CASE("clCreateContext rejects a device handle of another kind",
          "[context][handles][pocl-bug]") {
  // PoCL 3.1 does not check the kind of the second device: it crashes.
  cl_platform_id platform = testPlatform();
  cl_device_id device = testDevice();
  cl_int err = CL_SUCCESS;
  cl_device_id devices[] = {device, reinterpret_cast<cl_device_id>(platform)};
  Context context(clCreateContext(nullptr, 2, devices, nullptr, nullptr, &err));
  CHECK(context.get() == nullptr);
  REQUIRE_ERRCODE(CL_INVALID_DEVICE, err);
}

TEST_CASE("clCreateContextFromType", "[context]") {
  cl_platform_id platform = testPlatform();
  cl_device_id device = testDevice();
  // The platform is always named: without it the loader would choose one.
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0};
  cl_int err = CL_OUT_OF_RESOURCES;

  for (cl_device_type type :
       {cl_device_type(CL_DEVICE_TYPE_CPU), cl_device_type(CL_DEVICE_TYPE_ALL),
        cl_device_type(CL_DEVICE_TYPE_DEFAULT)}) {
    INFO("device type " << type);
    Context context(clCreateContextFromType(props, type, nullptr, nullptr, &err));
    REQUIRE_ERRCODE(CL_SUCCESS, err);
    cl_uint num = info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_NUM_DEVICES);
    REQUIRE(num >= 1);
    std::vector<cl_device_id> devices =
        infoArray<cl_device_id>(clGetContextInfo, context.get(), CL_CONTEXT_DEVICES);
    REQUIRE(devices.size() == num);
    if (type == CL_DEVICE_TYPE_CPU || type == CL_DEVICE_TYPE_ALL)
      CHECK(std::find(devices.begin(), devices.end(), device) != devices.end());
    CHECK(contextProperties(context) == std::vector<cl_context_properties>(props, props + 3));
  }

  int userData = 0;
  Context noNotify(clCreateContextFromType(props, CL_DEVICE_TYPE_CPU, nullptr, &userData, &err));
  CHECK(noNotify.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_VALUE, err);

  cl_context_properties badProps[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0x7777,
                                      1, 0};
  Context badProp(clCreateContextFromType(badProps, CL_DEVICE_TYPE_CPU, nullptr, nullptr, &err));
  CHECK(badProp.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_PROPERTY, err);
}

TEST_CASE("clCreateContextFromType without matching devices", "[context][pocl-bug]") {
  // PoCL 3.1 returns a context object together with the error code, and answers
  // CL_DEVICE_NOT_FOUND for an invalid type.
  cl_platform_id platform = testPlatform();
  cl_context_properties props[] = {CL_CONTEXT_PLATFORM, cl_context_properties(platform), 0};
  cl_int err = CL_SUCCESS;
  cl_context none = clCreateContextFromType(props, CL_DEVICE_TYPE_GPU, nullptr, nullptr, &err);
  CHECK_ERRCODE(CL_DEVICE_NOT_FOUND, err);
  CHECK(none == nullptr);
  cl_context bad = clCreateContextFromType(props, cl_device_type(1) << 40, nullptr, nullptr, &err);
  CHECK_ERRCODE(CL_INVALID_DEVICE_TYPE, err);
  CHECK(bad == nullptr);
}

TEST_CASE("clGetContextInfo", "[context]") {
  cl_device_id device = testDevice();
  Context context = makeContext(device);

  CHECK(info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_REFERENCE_COUNT) == 1);
  REQUIRE_CL(clRetainContext(context));
  CHECK(info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_REFERENCE_COUNT) == 2);
  REQUIRE_CL(clRetainContext(context));
  CHECK(info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_REFERENCE_COUNT) == 3);
  REQUIRE_CL(clReleaseContext(context));
  REQUIRE_CL(clReleaseContext(context));
  CHECK(info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_REFERENCE_COUNT) == 1);

  CHECK(info<cl_uint>(clGetContextInfo, context.get(), CL_CONTEXT_NUM_DEVICES) == 1);
  CHECK(infoArray<cl_device_id>(clGetContextInfo, context.get(), CL_CONTEXT_DEVICES) ==
        std::vector<cl_device_id>{device});

  for (cl_context_info p : {CL_CONTEXT_REFERENCE_COUNT, CL_CONTEXT_NUM_DEVICES, CL_CONTEXT_DEVICES})
    checkInfoSizeRules(clGetContextInfo, context.get(), p);

  char buf[64];
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetContextInfo(context, 0xFFFF, sizeof buf, buf, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetContextInfo(context, CL_DEVICE_NAME, sizeof buf, buf, nullptr));
  // A context is not a queue: its own queries are what it answers.
  CHECK_CL_ERR(CL_INVALID_CONTEXT,
               clGetContextInfo(nullptr, CL_CONTEXT_NUM_DEVICES, sizeof buf, buf, nullptr));
}

TEST_CASE("clRetainContext and clReleaseContext reject null", "[context]") {
  testPlatform();
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clRetainContext(nullptr));
  CHECK_CL_ERR(CL_INVALID_CONTEXT, clReleaseContext(nullptr));
}

namespace {

struct DestructorLog {
  std::mutex mutex;
  std::vector<int> calls; // the tags of the callbacks, in call order
  std::vector<cl_context> contexts;
};

struct DestructorTag {
  DestructorLog* log;
  int tag;
};

void CL_CALLBACK contextDestroyed(cl_context context, void* userData) {
  auto* tag = static_cast<DestructorTag*>(userData);
  std::lock_guard<std::mutex> lock(tag->log->mutex);
  tag->log->calls.push_back(tag->tag);
  tag->log->contexts.push_back(context);
}

size_t callCount(DestructorLog& log) {
  std::lock_guard<std::mutex> lock(log.mutex);
  return log.calls.size();
}

} // namespace

TEST_CASE("clSetContextDestructorCallback runs the callbacks on the final release, last first",
          "[context]") {
  cl_device_id device = testDevice();
  DestructorLog log;
  DestructorTag first{&log, 1}, second{&log, 2};
  Context context = makeContext(device);
  cl_context raw = context.get();
  REQUIRE_CL(clSetContextDestructorCallback(raw, contextDestroyed, &first));
  REQUIRE_CL(clSetContextDestructorCallback(raw, contextDestroyed, &second));
  CHECK_CL_ERR(CL_INVALID_VALUE, clSetContextDestructorCallback(raw, nullptr, nullptr));

  REQUIRE_CL(clRetainContext(raw));
  context.reset(); // one reference left
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(callCount(log) == 0);

  REQUIRE_CL(clReleaseContext(raw));
  REQUIRE(waitFor([&] { return callCount(log) == 2; }));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  std::lock_guard<std::mutex> lock(log.mutex);
  CHECK(log.calls == std::vector<int>{2, 1});
  CHECK(log.contexts == std::vector<cl_context>{raw, raw});
}

TEST_CASE("a context lives until the last object made from it is released", "[context]") {
  cl_device_id device = testDevice();
  DestructorLog log;
  DestructorTag tag{&log, 7};
  Context context = makeContext(device);
  REQUIRE_CL(clSetContextDestructorCallback(context, contextDestroyed, &tag));
  Queue queue = makeQueue(context, device);
  Mem buffer = makeBuffer(context, 64);
  context.reset();

  // The queue and buffer still work, and still name their context.
  int data[16] = {};
  REQUIRE_CL(
      clEnqueueWriteBuffer(queue, buffer, CL_TRUE, 0, sizeof data, data, 0, nullptr, nullptr));
  REQUIRE_CL(clFinish(queue));
  cl_context fromQueue = info<cl_context>(clGetCommandQueueInfo, queue.get(), CL_QUEUE_CONTEXT);
  CHECK(fromQueue != nullptr);
  CHECK(info<cl_context>(clGetMemObjectInfo, buffer.get(), CL_MEM_CONTEXT) == fromQueue);
  CHECK(callCount(log) == 0);

  queue.reset();
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  CHECK(callCount(log) == 0);
  buffer.reset();
  CHECK(waitFor([&] { return callCount(log) == 1; }));
}
