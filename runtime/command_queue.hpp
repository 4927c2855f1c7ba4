// A cl_command_queue: in order or out of order, with optional profiling. Enqueue builds an Event
// whose work holds references to every object it touches.
#pragma once

#include "runtime/event.hpp"
#include "runtime/object.hpp"

#include <atomic>
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
  bool outOfOrder() const { return m_properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE; }

  /// Creates the command's event, after the wait list and what the queue orders it after, and
  /// starts it when they are done. In order: the previous command. Out of order: the last
  /// barrier; a marker or barrier with an empty wait list also waits for every earlier command.
  /// `eventOut` (may be null) receives a new API reference. `blocking` waits for completion; a
  /// command that failed returns its error (CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST when a
  /// dependency did) and no event. `brief` says
  /// the command is short (a kernel of one work-group): in order, one that is ready at once is
  /// parked for the thread that waits for it (Event::arm), as is a blocking one; a longer one goes
  /// to the device at once, so that it runs while the application does other work.
  Status enqueue(cl_command_type type, Event::Work work, cl_uint waitCount,
                 const cl_event* waitList, cl_event* eventOut, bool blocking = false,
                 bool brief = false);

  /// Waits for every command enqueued so far.
  void finish();
  /// clFlush: hands the parked command, if any, to the device.
  void flush();

protected:
  void onLastApiRelease() override;

private:
  Ref<Context> m_context;
  Device& m_device;
  cl_command_queue_properties m_properties;
  std::vector<cl_queue_properties> m_propertiesArray;
  /// Adds what an out-of-order queue orders `event` after, under m_mutex.
  void orderOutOfOrder(Event& event, cl_command_type type, cl_uint waitCount);

  std::mutex m_mutex;
  Ref<Event> m_last; ///< the in-order chain's tail; an out-of-order queue's last barrier
  /// In order: the last command enqueued, which its enqueue may have parked (Event::arm), or the
  /// head of a chain of short commands parked behind it (Event::joinParkedChain): the next longer
  /// command's enqueue, clFlush and the queue's release hand it to the device; a thread that waits
  /// for it or for a command of its chain runs the chain itself.
  Ref<Event> m_parked;
  uint32_t m_chainLength = 0;     ///< commands chained behind m_parked
  uint64_t m_lastEnqueueTime = 0; ///< monotonicNanoseconds() of the last in-order enqueue
  /// Out of order: the commands enqueued since the last barrier that had not finished when last
  /// looked at (markers and barriers with empty wait lists wait for them, clFinish too).
  std::vector<Ref<Event>> m_pending;
};

CommandQueue* toQueue(cl_command_queue queue);

/// White-box tests only (tests/unit/queue_race_test.cpp): when set, each enqueue calls it on its
/// own thread with the command it put in the queue, before arming it: the moment another thread's
/// clFinish or clFlush may find the command there, not ready yet.
extern std::atomic<void (*)(const Event& command)> enqueueArmHookForTesting;

} // namespace weft
