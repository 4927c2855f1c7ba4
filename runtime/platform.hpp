// The one Weft platform and its devices.
#pragma once

#include "runtime/object.hpp"

#include <memory>
#include <string>
#include <vector>

namespace weft {

class Device;

class Platform final : public ApiObject<_cl_platform_id, ObjectKind::Platform> {
public:
  /// The process-wide platform, created on first use and never destroyed (handles to it and its
  /// devices stay valid for the life of the process, as applications expect).
  static Platform& get();

  const std::vector<Device*>& devices() const { return m_devices; }
  Status getInfo(cl_platform_info param, size_t size, void* value, size_t* sizeRet) const;

  /// Extensions, as a string and as name/version pairs; both come from one list.
  static const std::vector<cl_name_version>& extensions();
  static std::string extensionString();

private:
  Platform();
  std::vector<Device*> m_devices;
};

/// Nanoseconds of the monotonic clock shared by profiling and clGetDeviceAndHostTimer.
uint64_t monotonicNanoseconds();

} // namespace weft
