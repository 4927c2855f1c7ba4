// A cl_event and the command it stands for (DESIGN.md §5).
//
// An event counts its unmet dependencies; when the count reaches zero its command is handed to the
// device. A host thread that waits for a command nobody has started yet runs it itself, which
// takes the wake-up of a worker off the enqueue-to-completion path; one that finds it started
// takes part in its launch. Completion wakes waiters, runs callbacks outside locks, and releases
// dependents iteratively.
#pragma once

#include "runtime/in_place_list.hpp"
#include "runtime/object.hpp"

#include <atomic>
#include <condition_variable>
#include <functional>
#include <mutex>
#include <utility>
#include <vector>

namespace weft {
namespace devices {
class Device;
}

class CommandQueue;
class Context;

class Event final : public ApiObject<_cl_event, ObjectKind::Event> {
public:
  /// The command's work: runs once, on a device worker or a waiting host thread, with no lock
  /// held. Returns CL_SUCCESS or a negative error code that becomes the event's status.
  using Work = std::function<cl_int()>;
  using CallbackFn = void(CL_CALLBACK*)(cl_event, cl_int, void*);
  /// The completions one thread has still to process (event.cpp's complete()).
  using PendingCompletions = InPlaceList<std::pair<Event*, cl_int>, 4>;
  /// Commands made ready on a thread that runs them next itself (event.cpp's runReadyList()); each
  /// entry holds a reference to its event.
  using ReadyList = InPlaceList<Event*, 4>;

  /// A command event. `work` may be empty (markers, barriers).
  Event(CommandQueue& queue, cl_command_type type, Work work);
  /// A user event (clCreateUserEvent).
  explicit Event(Context& context);
  ~Event() override;

  Context& context() const { return *m_context; }
  /// CL_EVENT_COMMAND_QUEUE: the queue's handle, null for a user event. The queue may be gone by
  /// now (the event holds it only until completion); its handle then reads dead.
  cl_command_queue queueHandle() const { return m_queueHandle; }
  cl_command_type commandType() const { return m_type; }
  bool isUserEvent() const { return m_type == CL_COMMAND_USER; }

  /// CL_QUEUED … CL_COMPLETE, or a negative error.
  cl_int status() const { return m_status.load(std::memory_order_acquire); }
  bool finished() const { return status() <= CL_COMPLETE; }

  /// Before arm(): makes this event wait for `dependency`. With `inheritsFailure` (a wait list)
  /// a dependency that ends in an error fails this event too; without it (an in-order queue's
  /// previous command) the dependency only orders the two, so one failed command does not fail
  /// every later command of its queue.
  void addDependency(Event& dependency, bool inheritsFailure = true);
  /// After the dependencies: the command may start once they have completed. With `park`, a
  /// command that is ready at once (the enqueue made it so) is not handed to the device yet: the
  /// thread that waits for it runs it itself, and anything that could be waiting for it another
  /// way hands it over first (handToDevice).
  void arm(bool park = false);
  /// Hands a parked command to the device, and keeps one that arm() has not yet parked from being
  /// parked; for a command chained behind a parked one, hands over the chain's head. Any thread;
  /// nothing happens to a command that was not parked.
  void handToDevice();
  /// Before arm(), for an in-order queue's command that follows `head`'s chain at once: it waits
  /// parked with the chain, and waiting for it runs the chain (`head` is parked now, and stays so
  /// until handed over or claimed).
  void joinParkedChain(Event& head) { m_chainHead = Ref<Event>(&head); }
  /// Whether the command joined a parked chain (joinParkedChain).
  bool chained() const { return static_cast<bool>(m_chainHead); }
  /// Whether the command is parked now: neither handed over nor claimed.
  bool parked() const {
    return m_stage.load(std::memory_order_acquire) == Stage::Parked &&
           m_parking.load(std::memory_order_acquire) == 1;
  }

  /// Blocks until the event finished, helping by running its command when it is ready and nobody
  /// has started it; one it cannot take is handed to the device (handToDevice). Returns its final
  /// status.
  cl_int wait();

  /// clSetUserEventStatus. CL_INVALID_OPERATION when already set.
  Status setUserStatus(cl_int status);
  void addCallback(cl_int type, CallbackFn fn, void* userData);

  /// Profiling timestamps in nanoseconds (CL_PROFILING_COMMAND_*).
  uint64_t timestamp(cl_profiling_info which) const;
  bool profiled() const { return m_profiled; }

private:
  struct Callback {
    cl_int type;
    CallbackFn fn;
    void* userData;
  };
  struct Dependent {
    Event* event = nullptr; ///< holds an internal reference
    bool inheritsFailure = false;
  };
  using Dependents = InPlaceList<Dependent, 4>;
  /// Parked: ready, but not handed to the device (arm(true)); a waiting thread may claim it.
  enum class Stage : int { Waiting, Parked, Ready, Claimed };

  void dependencyDone(bool failed);
  void becomeReady();
  /// Runs the command unless another thread already took it.
  void tryRun();
  /// Gives a Ready command to the device's workers (or to the worker's own list of next commands).
  void submit();
  /// Takes a Ready (or, with `parked` non-null, a Parked) command for the calling thread to run;
  /// false when another thread has it. `*parked` says whether it was Parked.
  bool claim(bool* parked = nullptr);
  /// Runs a command this thread claimed, and completes it.
  void runClaimed();
  /// Runs a command the calling thread claimed while it waits for `awaited` (this command or one
  /// chained behind it), then the commands that become ready meanwhile until `awaited` finished;
  /// the rest go to the device. `parked`: claimed while parked (the task's reference is dropped
  /// here).
  void runWhileWaiting(const Event& awaited, bool parked);
  /// Runs `claimed` (a command this thread claimed, or null), then the commands on `ready`, which
  /// those run on this thread for `device` add to as they make others ready, until the list is
  /// empty or `awaited` (when given) finished; the list is the thread's only meanwhile.
  static void runReadyList(ReadyList& ready, const devices::Device* device, Event* claimed,
                           const Event* awaited);
  /// Sets the final status and releases dependents, iteratively across chains of events.
  void complete(cl_int status);
  /// Destroys `work` (the references of a command that never ran) once this thread's completions
  /// are processed, or now when none are.
  static void dropAfterCompletions(Work work);
  void finishOne(cl_int status, Dependents& next);
  void setRunning();
  /// Calls, outside the lock, every callback whose status `status` has reached.
  void runCallbacks(cl_int status);
  /// Calls the callbacks `due`, taken from the list, for `status`.
  void callAll(const std::vector<Callback>& due, cl_int status);

  Ref<Context> m_context;
  cl_command_queue m_queueHandle;
  Ref<CommandQueue> m_queueRef; ///< held until completion, so the queue outlives its commands
  /// The device that runs the command (null for a user event): read without m_queueRef, which a
  /// thread that completes the command drops while others may still look at it; used only while
  /// the command has not run (the queue, and with it the device, is held until it completes).
  devices::Device* m_backend = nullptr;
  /// The root device a waiting thread may help with its launches (devices::Device::
  /// joinRunningLaunch); null for a user event or a sub-device's command. The root device lives
  /// as long as the process.
  devices::Device* m_joinDevice = nullptr;
  cl_command_type m_type;
  Work m_work;
  bool m_profiled;
  /// The parked command whose chain this one joined (joinParkedChain), set before arm().
  Ref<Event> m_chainHead;

  std::atomic<cl_int> m_status;
  std::atomic<Stage> m_stage{Stage::Waiting};
  /// Whether the command may still be parked (0), is parked (1), or was handed over (2): whichever
  /// of becomeReady and handToDevice comes first decides.
  std::atomic<int> m_parking{0};
  std::atomic<int> m_pendingDependencies{1}; // the extra one is dropped by arm()
  std::atomic<bool> m_dependencyFailed{false};
  std::atomic<bool> m_userStatusSet{false}; ///< clSetUserEventStatus was called

  mutable std::mutex m_mutex;
  std::condition_variable m_finished;
  /// The commands waiting for this one, the first in place (an in-order queue's next command,
  /// without a malloc).
  InPlaceList<Dependent, 1> m_dependents;
  std::vector<Callback> m_callbacks;

  uint64_t m_queuedTime = 0, m_submitTime = 0, m_startTime = 0, m_endTime = 0;
};

Event* toEvent(cl_event event);

/// For tests: called with the event's lock held by a thread that takes callbacks due at the
/// command's completion (the completing thread, or one adding a callback after it);
/// tests/unit/fork_completion_test.cpp holds the completing thread there.
extern std::atomic<void (*)(const Event& completed)> completionLockHookForTesting;

/// Validates a wait list as every enqueue must (CL_INVALID_EVENT_WAIT_LIST, CL_INVALID_CONTEXT).
Status checkWaitList(cl_uint count, const cl_event* list, const Context* context, const char* fn);

} // namespace weft
