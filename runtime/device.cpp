// Devices (OpenCL 3.0 §4.2): the device queries, answered from the capability struct through the
// one parameter list in device_info.def.
#include "runtime/device.hpp"
#include "runtime/api.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/platform.hpp"
#include "runtime/printf.hpp"
#include "runtime/version.hpp"

#include "compiler/language_features.hpp"

#include <algorithm>
#include <cstring>

namespace weft {
namespace {

// Hardware atomics in memory every thread shares: every order and every scope (the device is the
// host, so its scope is all devices'). The compiler enables the matching features
// (compiler/language_features.cpp).
constexpr cl_device_atomic_capabilities kAtomicCapabilities =
    CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
    CL_DEVICE_ATOMIC_ORDER_SEQ_CST | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM |
    CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE |
    CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES;

cl_name_version nameVersion(cl_version version, const char* name) {
  cl_name_version entry{version, {}};
  std::strncpy(entry.name, name, CL_NAME_VERSION_MAX_NAME_SIZE - 1);
  return entry;
}

const std::vector<cl_name_version>& openclCVersions() {
  static const std::vector<cl_name_version> versions = {
      nameVersion(CL_MAKE_VERSION(1, 0, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(1, 1, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(1, 2, 0), "OpenCL C"),
      // OpenCL C 2.0's language without pipes and device-side enqueue, which an OpenCL 3.0
      // device may leave out (CL_DEVICE_OPENCL_C_VERSION stays 1.2, as the CTS requires then).
      nameVersion(CL_MAKE_VERSION(2, 0, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(3, 0, 0), "OpenCL C"),
  };
  return versions;
}

/// CL_DEVICE_ILS_WITH_VERSION: SPIR-V 1.0 to 1.4, what the translator reads.
const std::vector<cl_name_version>& ilsWithVersion() {
  static const std::vector<cl_name_version> versions = {
      nameVersion(CL_MAKE_VERSION(1, 0, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 1, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 2, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 3, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 4, 0), "SPIR-V"),
  };
  return versions;
}

/// Elements of `elementBytes` in one SIMD register, capped at 16: OpenCL C has no wider vector.
cl_uint vectorWidth(const devices::DeviceCaps& caps, uint32_t elementBytes) {
  return std::min<cl_uint>(16, caps.vectorBytes / elementBytes);
}

} // namespace

Device::Device(Platform& platform, std::unique_ptr<devices::Device> device)
    : m_platform(platform), m_device(std::move(device)) {
  // Only what works is reported; the compiler enables the same set from the same table.
  for (const compiler::LanguageName& entry : compiler::deviceExtensions()) {
    m_extensions.push_back(nameVersion(entry.version, entry.name));
    if (!m_extensionString.empty())
      m_extensionString += ' ';
    m_extensionString += entry.name;
  }
  for (const compiler::LanguageName& entry : compiler::openclCFeatures())
    m_features.push_back(nameVersion(entry.version, entry.name));
}

Status Device::getInfo(cl_device_info param, size_t size, void* value, size_t* sizeRet) const {
  InfoWriter out(size, value, sizeRet);
  const devices::DeviceCaps& c = caps();
  const Device& d = *this;
  switch (param) {
#define WEFT_DEVICE_INFO(name, expression)                                                         \
  case name:                                                                                       \
    return out(expression);
#include "runtime/device_info.def"
#undef WEFT_DEVICE_INFO
  default:
    return fail(CL_INVALID_VALUE, "clGetDeviceInfo",
                "param_name " + std::to_string(param) + " is not a device parameter");
  }
}

Device* toDevice(cl_device_id device) { return fromHandle<Device>(device); }

namespace api {

Status clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type, cl_uint num_entries,
                      cl_device_id* devices, cl_uint* num_devices) {
  const char* fn = "clGetDeviceIDs";
  Platform* p = platform ? fromHandle<Platform>(platform) : &Platform::get();
  if (!p)
    return fail(CL_INVALID_PLATFORM, fn, "platform is not a valid platform");
  constexpr cl_device_type kKnownTypes = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU |
                                         CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR |
                                         CL_DEVICE_TYPE_CUSTOM;
  if (device_type != CL_DEVICE_TYPE_ALL && (device_type & ~kKnownTypes || device_type == 0))
    return fail(CL_INVALID_DEVICE_TYPE, fn, "device_type is not a valid device type");
  if (num_entries == 0 && devices)
    return fail(CL_INVALID_VALUE, fn, "num_entries is 0 but devices is not NULL");
  if (!devices && !num_devices)
    return fail(CL_INVALID_VALUE, fn, "devices and num_devices are both NULL");
  // The CPU device is also the default device.
  bool matches = device_type & (CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT);
  if (!matches)
    return fail(CL_DEVICE_NOT_FOUND, fn, "Weft has only a CPU device");
  const auto& all = p->devices();
  if (devices)
    for (cl_uint i = 0; i < num_entries && i < all.size(); ++i)
      devices[i] = all[i]->handle();
  if (num_devices)
    *num_devices = static_cast<cl_uint>(all.size());
  return success();
}

Status clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size,
                       void* param_value, size_t* param_value_size_ret) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clGetDeviceInfo", "device is not a valid device");
  return d->getInfo(param_name, param_value_size, param_value, param_value_size_ret);
}

Status clCreateSubDevices(cl_device_id in_device, const cl_device_partition_property* properties,
                          cl_uint num_devices, cl_device_id* out_devices,
                          cl_uint* num_devices_ret) {
  const char* fn = "clCreateSubDevices";
  if (!toDevice(in_device))
    return fail(CL_INVALID_DEVICE, fn, "in_device is not a valid device");
  if (!properties)
    return fail(CL_INVALID_VALUE, fn, "properties is NULL");
  // CL_DEVICE_PARTITION_PROPERTIES lists no partition type yet.
  return fail(CL_INVALID_VALUE, fn, "the device supports no partition type");
}

Status clRetainDevice(cl_device_id device) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clRetainDevice", "device is not a valid device");
  return success();
}

Status clReleaseDevice(cl_device_id device) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clReleaseDevice", "device is not a valid device");
  return success();
}

// cl_ext_device_fission, the extension core OpenCL 1.2 grew out of: the same functions.
Status clCreateSubDevicesEXT(cl_device_id in_device, const cl_device_partition_property_ext*,
                             cl_uint, cl_device_id*, cl_uint*) {
  const char* fn = "clCreateSubDevicesEXT";
  if (!toDevice(in_device))
    return fail(CL_INVALID_DEVICE, fn, "in_device is not a valid device");
  return fail(CL_INVALID_VALUE, fn, "the device supports no partition type");
}

Status clRetainDeviceEXT(cl_device_id device) { return api::clRetainDevice(device); }

Status clReleaseDeviceEXT(cl_device_id device) { return api::clReleaseDevice(device); }

} // namespace api
} // namespace weft
