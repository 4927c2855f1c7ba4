// A cl_command_queue: in-order, with optional profiling. Enqueue builds an Event whose work
// holds references to every object it touches.
#pragma once

#include "runtime/event.hpp"
#include "runtime/object.hpp"

#include <mutex>
#include <vector>

namespace weft {

class Context;
class Device;

class CommandQueue final : public ApiObject<_cl_command_queue, ObjectKind::CommandQueue> {
public:
  CommandQueue(Context& context, Device& device, cl_command_queue_properties properties,
               std::vector<cl_queue_properties> propertiesArray);
  ~CommandQueue() override;

  Context& context() const { return *m_context; }
  Device& device() const { return m_device; }
  cl_command_queue_properties properties() const { return m_properties; }
  const std::vector<cl_queue_properties>& propertiesArray() const { return m_propertiesArray; }
  bool profiling() const { return m_properties & CL_QUEUE_PROFILING_ENABLE; }

  /// Creates the command's event, after the queue's previous command and the wait list, and
  /// starts it when they are done. `eventOut` (may be null) receives a new API reference.
  /// `blocking` waits for completion and returns CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST
  /// when the command failed.
  Status enqueue(cl_command_type type, Event::Work work, cl_uint waitCount,
                 const cl_event* waitList, cl_event* eventOut, bool blocking = false);

  /// Waits for every command enqueued so far.
  void finish();

protected:
  void onLastApiRelease() override;

private:
  Ref<Context> m_context;
  Device& m_device;
  cl_command_queue_properties m_properties;
  std::vector<cl_queue_properties> m_propertiesArray;
  std::mutex m_mutex;
  Ref<Event> m_last; ///< the in-order chain's tail
};

CommandQueue* toQueue(cl_command_queue queue);

} // namespace weft
