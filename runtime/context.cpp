// Contexts (OpenCL 3.0 §4.4).
#include "runtime/context.hpp"
#include "runtime/api.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/platform.hpp"

#include <algorithm>

namespace weft {

Context::Context(std::vector<Device*> devices, std::vector<cl_context_properties> properties,
                 NotifyFn notify, void* userData)
    : m_devices(std::move(devices)), m_properties(std::move(properties)), m_notify(notify),
      m_notifyUserData(userData) {
  // A sub-device lives while a context holds it, whatever the application releases.
  for (Device* device : m_devices)
    device->retainInternal();
}

Context::~Context() {
  // "The callbacks are called in the reverse order in which they were registered."
  for (auto it = m_destructorCallbacks.rbegin(); it != m_destructorCallbacks.rend(); ++it)
    it->first(handle(), it->second);
  for (Device* device : m_devices)
    device->releaseInternal();
}

bool Context::hasDevice(const Device* device) const {
  return std::find(m_devices.begin(), m_devices.end(), device) != m_devices.end();
}

void Context::notify(const std::string& message) const {
  if (m_notify)
    m_notify(message.c_str(), nullptr, 0, m_notifyUserData);
}

void Context::addDestructorCallback(DestructorFn fn, void* userData) {
  std::lock_guard<std::mutex> lock(m_mutex);
  m_destructorCallbacks.emplace_back(fn, userData);
}

namespace api {
namespace {

Context* toContext(cl_context context) { return fromHandle<Context>(context); }

/// Checks a context property list and copies it, terminating zero included.
Result<std::vector<cl_context_properties>> readProperties(const char* fn,
                                                          const cl_context_properties* properties) {
  std::vector<cl_context_properties> copy;
  if (!properties)
    return copy;
  bool sawPlatform = false, sawSync = false;
  for (const cl_context_properties* p = properties; *p; p += 2) {
    switch (p[0]) {
    case CL_CONTEXT_PLATFORM:
      if (sawPlatform)
        return fail(CL_INVALID_PROPERTY, fn, "CL_CONTEXT_PLATFORM is given twice");
      sawPlatform = true;
      if (!fromHandle<Platform>(reinterpret_cast<cl_platform_id>(p[1])))
        return fail(CL_INVALID_PLATFORM, fn, "CL_CONTEXT_PLATFORM is not a valid platform");
      break;
    case CL_CONTEXT_INTEROP_USER_SYNC:
      if (sawSync)
        return fail(CL_INVALID_PROPERTY, fn, "CL_CONTEXT_INTEROP_USER_SYNC is given twice");
      sawSync = true;
      if (p[1] != CL_TRUE && p[1] != CL_FALSE)
        return fail(CL_INVALID_PROPERTY, fn,
                    "CL_CONTEXT_INTEROP_USER_SYNC takes CL_TRUE or CL_FALSE, not " +
                        std::to_string(static_cast<long long>(p[1])));
      break;
    default:
      return fail(CL_INVALID_PROPERTY, fn,
                  "unknown context property " + std::to_string(static_cast<long long>(p[0])));
    }
    copy.push_back(p[0]);
    copy.push_back(p[1]);
  }
  copy.push_back(0);
  return copy;
}

} // namespace

Result<cl_context> clCreateContext(
    const cl_context_properties* properties, cl_uint num_devices, const cl_device_id* devices,
    void(CL_CALLBACK* pfn_notify)(const char*, const void*, size_t, void*), void* user_data) {
  const char* fn = "clCreateContext";
  auto props = readProperties(fn, properties);
  if (!props.ok())
    return Error{props.code()};
  if (!devices || num_devices == 0)
    return fail(CL_INVALID_VALUE, fn, "devices is NULL or num_devices is 0");
  if (!pfn_notify && user_data)
    return fail(CL_INVALID_VALUE, fn, "user_data is given without pfn_notify");
  std::vector<Device*> list;
  for (cl_uint i = 0; i < num_devices; ++i) {
    Device* d = toDevice(devices[i]);
    if (!d)
      return fail(CL_INVALID_DEVICE, fn, "devices[" + std::to_string(i) + "] is not a device");
    // A device listed twice is the same device once.
    if (std::find(list.begin(), list.end(), d) == list.end())
      list.push_back(d);
  }
  auto* context = new Context(std::move(list), std::move(props.value()), pfn_notify, user_data);
  return context->handle();
}

Result<cl_context>
clCreateContextFromType(const cl_context_properties* properties, cl_device_type device_type,
                        void(CL_CALLBACK* pfn_notify)(const char*, const void*, size_t, void*),
                        void* user_data) {
  const char* fn = "clCreateContextFromType";
  auto props = readProperties(fn, properties);
  if (!props.ok())
    return Error{props.code()};
  if (!pfn_notify && user_data)
    return fail(CL_INVALID_VALUE, fn, "user_data is given without pfn_notify");
  cl_uint count = 0;
  WEFT_TRY(api::clGetDeviceIDs(nullptr, device_type, 0, nullptr, &count));
  std::vector<cl_device_id> devices(count);
  WEFT_TRY(api::clGetDeviceIDs(nullptr, device_type, count, devices.data(), nullptr));
  return api::clCreateContext(properties, count, devices.data(), pfn_notify, user_data);
}

Status clRetainContext(cl_context context) {
  Context* c = toContext(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, "clRetainContext", "context is not a valid context");
  c->retainApi();
  return success();
}

Status clReleaseContext(cl_context context) {
  Context* c = toContext(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, "clReleaseContext", "context is not a valid context");
  if (!c->releaseApi())
    return fail(CL_INVALID_CONTEXT, "clReleaseContext",
                "context was released more often than it was retained");
  return success();
}

Status clGetContextInfo(cl_context context, cl_context_info param_name, size_t param_value_size,
                        void* param_value, size_t* param_value_size_ret) {
  Context* c = toContext(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, "clGetContextInfo", "context is not a valid context");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_CONTEXT_REFERENCE_COUNT:
    return out(c->apiRefCount());
  case CL_CONTEXT_NUM_DEVICES:
    return out(static_cast<cl_uint>(c->devices().size()));
  case CL_CONTEXT_DEVICES: {
    std::vector<cl_device_id> handles;
    for (Device* d : c->devices())
      handles.push_back(d->handle());
    return out(handles);
  }
  case CL_CONTEXT_PROPERTIES:
    return out(c->properties());
  default:
    return fail(CL_INVALID_VALUE, "clGetContextInfo", "param_name is not a context parameter");
  }
}

Status clSetContextDestructorCallback(cl_context context,
                                      void(CL_CALLBACK* pfn_notify)(cl_context, void*),
                                      void* user_data) {
  Context* c = toContext(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, "clSetContextDestructorCallback", "context is not valid");
  if (!pfn_notify)
    return fail(CL_INVALID_VALUE, "clSetContextDestructorCallback", "pfn_notify is NULL");
  c->addDestructorCallback(pfn_notify, user_data);
  return success();
}

} // namespace api
} // namespace weft
