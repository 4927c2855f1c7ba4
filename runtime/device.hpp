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
  /// A root device (clGetDeviceIDs).
  Device(Platform& platform, std::unique_ptr<devices::Device> device);
  /// A sub-device of `parent` (clCreateSubDevices), made as `partitionType` says: the properties
  /// the application gave, with the affinity domain actually used for NEXT_PARTITIONABLE.
  Device(Device& parent, std::unique_ptr<devices::Device> device,
         std::vector<cl_device_partition_property> partitionType);

  Platform& platform() const { return m_platform; }
  /// Null for a root device.
  Device* parent() const { return m_parent.get(); }
  devices::Device& backend() const { return *m_device; }
  const devices::DeviceCaps& caps() const { return m_device->caps(); }

  Status getInfo(cl_device_info param, size_t size, void* value, size_t* sizeRet) const;

  /// The extensions this device reports, name and version; the string form is derived from it.
  const std::vector<cl_name_version>& extensions() const { return m_extensions; }
  const std::string& extensionString() const { return m_extensionString; }
  /// OpenCL C 3.0 optional features the device supports (CL_DEVICE_OPENCL_C_FEATURES).
  const std::vector<cl_name_version>& openclCFeatures() const { return m_features; }

  /// Root devices live as long as the process: retain and release do nothing to them.
  bool isRoot() const { return !m_parent; }

  /// CL_DEVICE_PARTITION_PROPERTIES: the partition types that split this device (the single
  /// value 0 for a device of one compute unit).
  std::vector<cl_device_partition_property> partitionProperties() const;
  /// CL_DEVICE_PARTITION_AFFINITY_DOMAIN: the levels the machine has over this device's CPUs.
  cl_device_affinity_domain affinityDomains() const;
  /// CL_DEVICE_PARTITION_TYPE: {0} for a root device.
  const std::vector<cl_device_partition_property>& partitionType() const { return m_partitionType; }

private:
  /// Fills the extension and feature lists from the compiler's table.
  void describeLanguage();

  Platform& m_platform;
  Ref<Device> m_parent;
  std::vector<cl_device_partition_property> m_partitionType{0};
  std::unique_ptr<devices::Device> m_device;
  std::vector<cl_name_version> m_extensions;
  std::string m_extensionString;
  std::vector<cl_name_version> m_features;
};

/// Checks a device handle: ours, alive, a device. Null when not.
Device* toDevice(cl_device_id device);

} // namespace weft
