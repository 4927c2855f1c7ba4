// The platform (OpenCL 3.0 §4.1) and the ICD's platform queries.
#include "runtime/platform.hpp"
#include "runtime/api.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/version.hpp"

#include <chrono>

namespace weft {

Platform::Platform() = default;

Platform& Platform::get() {
  // Leaked on purpose: handles stay valid until the process ends, even during static destruction
  // of an application that releases its objects late.
  static Platform* platform = [] {
    auto* p = new Platform();
    p->m_devices.push_back(new Device(*p, devices::createCpuDevice()));
    return p;
  }();
  return *platform;
}

const std::vector<cl_name_version>& Platform::extensions() {
  static const std::vector<cl_name_version> list = [] {
    std::vector<cl_name_version> names;
    cl_name_version icd{CL_MAKE_VERSION(1, 0, 0), "cl_khr_icd"};
    names.push_back(icd);
    return names;
  }();
  return list;
}

std::string Platform::extensionString() {
  std::string text;
  for (const auto& extension : extensions()) {
    if (!text.empty())
      text += ' ';
    text += extension.name;
  }
  return text;
}

Status Platform::getInfo(cl_platform_info param, size_t size, void* value, size_t* sizeRet) const {
  InfoWriter out(size, value, sizeRet);
  switch (param) {
  case CL_PLATFORM_PROFILE:
    return out("FULL_PROFILE");
  case CL_PLATFORM_VERSION:
    return out(std::string("OpenCL 3.0 Weft ") + kWeftVersion);
  case CL_PLATFORM_NUMERIC_VERSION:
    return out(cl_version{CL_MAKE_VERSION(3, 0, 0)});
  case CL_PLATFORM_NAME:
    return out("Weft");
  case CL_PLATFORM_VENDOR:
    return out("Weft");
  case CL_PLATFORM_EXTENSIONS:
    return out(extensionString());
  case CL_PLATFORM_EXTENSIONS_WITH_VERSION:
    return out(extensions());
  case CL_PLATFORM_HOST_TIMER_RESOLUTION:
    return out(cl_ulong{1});
  case CL_PLATFORM_ICD_SUFFIX_KHR:
    return out("WEFT");
  default:
    return fail(CL_INVALID_VALUE, "clGetPlatformInfo",
                "param_name " + std::to_string(param) + " is not a platform parameter");
  }
}

uint64_t monotonicNanoseconds() {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
}

namespace api {
namespace {

Status listPlatforms(const char* fn, cl_uint numEntries, cl_platform_id* platforms,
                     cl_uint* numPlatforms) {
  // "CL_INVALID_VALUE if num_entries is equal to zero and platforms is not NULL or if both
  // num_platforms and platforms are NULL."
  if (numEntries == 0 && platforms)
    return fail(CL_INVALID_VALUE, fn, "num_entries is 0 but platforms is not NULL");
  if (!platforms && !numPlatforms)
    return fail(CL_INVALID_VALUE, fn, "platforms and num_platforms are both NULL");
  if (platforms)
    platforms[0] = Platform::get().handle();
  if (numPlatforms)
    *numPlatforms = 1;
  return success();
}

Platform* toPlatform(cl_platform_id platform) {
  // A NULL platform selects Weft's, as the ICD loader passes it through unchanged.
  if (platform == nullptr)
    return &Platform::get();
  return fromHandle<Platform>(platform);
}

} // namespace

Status clGetPlatformIDs(cl_uint num_entries, cl_platform_id* platforms, cl_uint* num_platforms) {
  return listPlatforms("clGetPlatformIDs", num_entries, platforms, num_platforms);
}

Status clIcdGetPlatformIDsKHR(cl_uint num_entries, cl_platform_id* platforms,
                              cl_uint* num_platforms) {
  return listPlatforms("clIcdGetPlatformIDsKHR", num_entries, platforms, num_platforms);
}

Status clGetPlatformInfo(cl_platform_id platform, cl_platform_info param_name,
                         size_t param_value_size, void* param_value, size_t* param_value_size_ret) {
  Platform* p = toPlatform(platform);
  if (!p)
    return fail(CL_INVALID_PLATFORM, "clGetPlatformInfo", "platform is not a valid platform");
  return p->getInfo(param_name, param_value_size, param_value, param_value_size_ret);
}

Status clGetHostTimer(cl_device_id device, cl_ulong* host_timestamp) {
  if (!toDevice(device))
    return fail(CL_INVALID_DEVICE, "clGetHostTimer", "device is not a valid device");
  if (!host_timestamp)
    return fail(CL_INVALID_VALUE, "clGetHostTimer", "host_timestamp is NULL");
  *host_timestamp = monotonicNanoseconds();
  return success();
}

Status clGetDeviceAndHostTimer(cl_device_id device, cl_ulong* device_timestamp,
                               cl_ulong* host_timestamp) {
  if (!toDevice(device))
    return fail(CL_INVALID_DEVICE, "clGetDeviceAndHostTimer", "device is not a valid device");
  if (!device_timestamp || !host_timestamp)
    return fail(CL_INVALID_VALUE, "clGetDeviceAndHostTimer", "a timestamp pointer is NULL");
  // Device and host share one clock: the device is this CPU.
  *host_timestamp = *device_timestamp = monotonicNanoseconds();
  return success();
}

Status clUnloadCompiler() { return success(); }

Status clUnloadPlatformCompiler(cl_platform_id platform) {
  if (!fromHandle<Platform>(platform))
    return fail(CL_INVALID_PLATFORM, "clUnloadPlatformCompiler", "platform is not valid");
  return success();
}

} // namespace api
} // namespace weft
