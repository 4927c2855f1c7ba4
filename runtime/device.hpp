// A cl_device_id: the runtime's view of a devices::Device.
#pragma once

#include "devices/device.hpp"
#include "runtime/object.hpp"

#include <memory>
#include <string>
#include <vector>

namespace weft {

class Platform;

class Device final : public ApiObject<_cl_device_id, ObjectKind::Device> {
public:
  Device(Platform& platform, std::unique_ptr<devices::Device> device);

  Platform& platform() const { return m_platform; }
  devices::Device& backend() const { return *m_device; }
  const devices::DeviceCaps& caps() const { return m_device->caps(); }

  Status getInfo(cl_device_info param, size_t size, void* value, size_t* sizeRet) const;

  /// The extensions this device reports, name and version; the string form is derived from it.
  const std::vector<cl_name_version>& extensions() const { return m_extensions; }
  const std::string& extensionString() const { return m_extensionString; }
  /// OpenCL C 3.0 optional features the device supports (CL_DEVICE_OPENCL_C_FEATURES).
  const std::vector<cl_name_version>& openclCFeatures() const { return m_features; }

  /// Root devices live as long as the process: retain and release do nothing to them.
  bool isRoot() const { return true; }

private:
  Platform& m_platform;
  std::unique_ptr<devices::Device> m_device;
  std::vector<cl_name_version> m_extensions;
  std::string m_extensionString;
  std::vector<cl_name_version> m_features;
};

/// Checks a device handle: ours, alive, a device. Null when not.
Device* toDevice(cl_device_id device);

} // namespace weft
