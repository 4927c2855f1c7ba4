// A cl_context: its devices, its properties, and the notify callback errors are reported to.
#pragma once

#include "runtime/object.hpp"

#include <mutex>
#include <string>
#include <vector>

namespace weft {

class Device;

class Context final : public ApiObject<_cl_context, ObjectKind::Context> {
public:
  using NotifyFn = void(CL_CALLBACK*)(const char*, const void*, size_t, void*);
  using DestructorFn = void(CL_CALLBACK*)(cl_context, void*);

  Context(std::vector<Device*> devices, std::vector<cl_context_properties> properties,
          NotifyFn notify, void* userData);
  ~Context() override;

  const std::vector<Device*>& devices() const { return m_devices; }
  bool hasDevice(const Device* device) const;
  const std::vector<cl_context_properties>& properties() const { return m_properties; }

  /// Passes an error message to the application's pfn_notify, if it gave one.
  void notify(const std::string& message) const;
  void addDestructorCallback(DestructorFn fn, void* userData);

private:
  std::vector<Device*> m_devices;
  std::vector<cl_context_properties> m_properties;
  NotifyFn m_notify;
  void* m_notifyUserData;
  std::mutex m_mutex;
  std::vector<std::pair<DestructorFn, void*>> m_destructorCallbacks;
};

} // namespace weft
