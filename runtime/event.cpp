// Events and the life of a command (OpenCL 3.0 §5.11, §5.15).
#include "runtime/event.hpp"
#include "runtime/api.hpp"
#include "runtime/command_queue.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/platform.hpp"

#include <immintrin.h>
#include <new>
#include <utility>
#include <vector>

namespace weft {
namespace {

/// Completions still to process on this thread; non-null while a completion is being processed,
/// so a chain of failing dependents is walked in a loop, not by recursion.
thread_local Event::PendingCompletions* tPendingCompletions = nullptr;
/// The work of commands that never ran, completed while tPendingCompletions is set: destroyed
/// once the loop is done (Event::dropAfterCompletions).
thread_local std::vector<Event::Work>* tDroppedWork = nullptr;

using ReadyList = Event::ReadyList;

/// Commands that became ready while this device worker ran a command: the worker runs them next
/// itself, in a loop, instead of handing each back to the arena (which wakes another worker and
/// costs a futex call per command of a chain). Null outside a worker's command. Only commands of
/// the worker's own device join the list: a sub-device's work runs on its own cores.
thread_local ReadyList* tReadyOnWorker = nullptr;
thread_local const devices::Device* tWorkerDevice = nullptr;

/// How long a waiting host thread polls before it sleeps: about the cost of a futex round trip,
/// so short commands finish without putting the waiter to sleep, and short enough that the poll
/// takes little from the workers running a long command on the same cores.
constexpr uint64_t kSpinNanoseconds = 5000;

} // namespace

Event::Event(CommandQueue& queue, cl_command_type type, Work work)
    : m_context(&queue.context()), m_queueHandle(queue.handle()), m_queueRef(&queue),
      m_backend(&queue.device().backend()),
      m_joinDevice(queue.device().isRoot() ? m_backend : nullptr), m_type(type),
      m_work(std::move(work)), m_profiled(queue.profiling()), m_status(CL_QUEUED) {
  m_queuedTime = monotonicNanoseconds();
}

Event::Event(Context& context)
    : m_context(&context), m_queueHandle(nullptr), m_type(CL_COMMAND_USER), m_profiled(false),
      m_status(CL_SUBMITTED) {
  m_stage = Stage::Claimed; // nothing to run: only clSetUserEventStatus completes it
}

Event::~Event() = default;

void Event::addDependency(Event& dependency, bool inheritsFailure) {
  {
    std::lock_guard<std::mutex> lock(dependency.m_mutex);
    if (!dependency.finished()) {
      retainInternal();
      dependency.m_dependents.push_back({this, inheritsFailure});
      m_pendingDependencies.fetch_add(1, std::memory_order_relaxed);
      return;
    }
  }
  if (inheritsFailure && dependency.status() < 0)
    m_dependencyFailed = true;
}

namespace {
/// The command whose arm() on this thread may park it (becomeReady checks it is its own).
thread_local const Event* tParking = nullptr;
} // namespace

void Event::arm(bool park) {
  // A command chained behind a parked one never parks on its own: ready here, at its arm, its
  // chain's head was already taken by another thread (run, or handed over by clFlush), and nothing
  // that claims or hands over the chain reaches this command any more; a later command waiting for
  // it would wait forever.
  const Event* outer = std::exchange(tParking, park && !m_chainHead ? this : nullptr);
  dependencyDone(false);
  tParking = outer;
}

void Event::handToDevice() {
  if (m_chainHead)
    m_chainHead->handToDevice();
  if (m_parking.exchange(2, std::memory_order_acq_rel) != 1)
    return;
  Stage expected = Stage::Parked;
  if (m_stage.compare_exchange_strong(expected, Stage::Ready, std::memory_order_acq_rel))
    submit();
}

void Event::dependencyDone(bool failed) {
  if (failed)
    m_dependencyFailed = true;
  if (m_pendingDependencies.fetch_sub(1, std::memory_order_acq_rel) == 1)
    becomeReady();
}

void Event::becomeReady() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_submitTime = monotonicNanoseconds();
    m_status.store(CL_SUBMITTED, std::memory_order_release);
  }
  runCallbacks(CL_SUBMITTED);
  if (m_dependencyFailed) {
    // The command never runs; its references (buffers, kernel arguments) go now, as a run
    // command's do, rather than with the event, which may die under its queue's mutex.
    // Exchanged, not moved: a std::function moved from may keep its target.
    Work work = std::exchange(m_work, nullptr);
    complete(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST);
    dropAfterCompletions(std::move(work));
    return;
  }
  // Everything read from the event before Ready is published: once it is Ready, a waiting thread
  // may claim the command, run it and complete it (dropping m_queueRef) at any moment.
  retainInternal(); // the task's reference
  if (tParking == this) {
    // Parked until a thread waits for it or hands it over, whichever comes first; one that handed
    // it over already (another enqueue of the queue) leaves it to the device now.
    m_stage.store(Stage::Parked, std::memory_order_release);
    int mayPark = 0;
    if (m_parking.compare_exchange_strong(mayPark, 1, std::memory_order_acq_rel))
      return;
    Stage expected = Stage::Parked;
    if (!m_stage.compare_exchange_strong(expected, Stage::Ready, std::memory_order_acq_rel))
      return; // claimed meanwhile by a waiting thread, which drops the task's reference
    submit();
    return;
  }
  m_stage.store(Stage::Ready, std::memory_order_release);
  submit();
}

void Event::submit() {
  // Ready now, the command may already be claimed, run and completed by a waiting thread: only
  // what does not change is read here.
  devices::Device& device = *m_backend;
  if (tReadyOnWorker && tWorkerDevice == &device) {
    tReadyOnWorker->push_back(this);
    return;
  }
  device.submit([this, &device] {
    ReadyList ready;
    ready.push_back(this);
    runReadyList(ready, &device, nullptr, nullptr);
  });
}

void Event::runReadyList(ReadyList& ready, const devices::Device* device, Event* claimed,
                         const Event* awaited) {
  ReadyList* outerList = std::exchange(tReadyOnWorker, &ready);
  const devices::Device* outerDevice = std::exchange(tWorkerDevice, device);
  if (claimed)
    claimed->runClaimed();
  while (!ready.empty() && !(awaited && awaited->finished())) {
    Event* next = ready.back();
    ready.pop_back();
    next->tryRun();
    next->releaseInternal();
  }
  tReadyOnWorker = outerList;
  tWorkerDevice = outerDevice;
}

void Event::setRunning() {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_startTime = monotonicNanoseconds();
    m_status.store(CL_RUNNING, std::memory_order_release);
  }
  runCallbacks(CL_RUNNING);
}

bool Event::claim(bool* parked) {
  Stage stage = m_stage.load(std::memory_order_acquire);
  while (stage == Stage::Ready || (parked && stage == Stage::Parked)) {
    if (m_stage.compare_exchange_weak(stage, Stage::Claimed, std::memory_order_acq_rel)) {
      if (parked)
        *parked = stage == Stage::Parked;
      return true;
    }
  }
  return false;
}

void Event::tryRun() {
  if (claim())
    runClaimed();
}

void Event::runClaimed() {
  setRunning();
  cl_int result = CL_SUCCESS;
  try {
    if (m_work)
      result = m_work();
  } catch (const std::bad_alloc&) {
    result = CL_OUT_OF_HOST_MEMORY;
  } catch (...) {
    result = CL_OUT_OF_RESOURCES;
  }
  // The command's references (buffers, kernel arguments) go as soon as it has run.
  m_work = nullptr;
  complete(result == CL_SUCCESS ? CL_COMPLETE : result);
}

void Event::complete(cl_int status) {
  if (tPendingCompletions) {
    retainInternal();
    tPendingCompletions->push_back({this, status});
    return;
  }
  PendingCompletions pending;
  std::vector<Work> dropped;
  Dependents next;
  {
    // Cleared however the loop ends: an exception (a bad_alloc in a list) must not leave the
    // thread pointing at this frame.
    struct Scope {
      Scope(PendingCompletions* pending, std::vector<Work>* dropped) {
        tPendingCompletions = pending;
        tDroppedWork = dropped;
      }
      ~Scope() {
        tPendingCompletions = nullptr;
        tDroppedWork = nullptr;
      }
    } scope(&pending, &dropped);
    retainInternal();
    pending.push_back({this, status});
    while (!pending.empty()) {
      auto [event, eventStatus] = pending.back();
      pending.pop_back();
      event->finishOne(eventStatus, next);
      event->releaseInternal();
    }
  }
  dropped.clear();
}

void Event::dropAfterCompletions(Work work) {
  // Inside the loop, a memory object's destructor callback that waits for a command would wait
  // for a completion this thread has deferred until after its callback returns.
  if (!tDroppedWork || !work)
    return;
  try {
    tDroppedWork->push_back(std::move(work));
  } catch (const std::bad_alloc&) {
    // Dropped here then: a throw would skip the rest of the completing command's dependents.
  }
}

void Event::finishOne(cl_int status, Dependents& dependents) {
  dependents.clear();
  std::vector<Callback> due;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (finished())
      return;
    m_endTime = monotonicNanoseconds();
    if (m_startTime == 0)
      m_startTime = m_endTime;
    if (m_submitTime == 0)
      m_submitTime = m_startTime;
    for (size_t i = 0; i < m_dependents.size(); ++i)
      dependents.push_back(m_dependents[i]);
    m_dependents.clear();
    // Every callback left is due (the final status is below every type), taken here with the
    // status and not under the lock again: a thread that sees the status may return and fork()
    // at once, and a child that copied this lock held would wait for ever at its first command
    // on the queue (in order, it waits on this one and takes its lock). The status goes out
    // last, once all else the lock guards is done.
    due.swap(m_callbacks);
    if (auto hook = completionLockHookForTesting.load(std::memory_order_relaxed))
      hook(*this);
    m_status.store(status, std::memory_order_release);
  }
  m_finished.notify_all();
  callAll(due, status);
  for (size_t i = 0; i < dependents.size(); ++i) {
    const Dependent dependent = dependents[i];
    dependent.event->dependencyDone(dependent.inheritsFailure && status < 0);
    dependent.event->releaseInternal();
  }
  // Last: dropping the queue may destroy it, and with it the queue's reference to this event;
  // the caller still holds one.
  m_queueRef = Ref<CommandQueue>();
}

void Event::runCallbacks(cl_int status) {
  std::vector<Callback> due;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    // Callbacks for a final status are taken here only when added after the completion (the
    // completing thread takes them in finishOne): where a test holds the completing thread, the
    // status must not be out yet.
    if (status <= CL_COMPLETE)
      if (auto hook = completionLockHookForTesting.load(std::memory_order_relaxed))
        hook(*this);
    // A callback is due once the status reached its type (CL_SUBMITTED > CL_RUNNING > CL_COMPLETE)
    // or became an error.
    for (auto it = m_callbacks.begin(); it != m_callbacks.end();) {
      if (status <= it->type) {
        due.push_back(*it);
        it = m_callbacks.erase(it);
      } else {
        ++it;
      }
    }
  }
  callAll(due, status);
}

void Event::callAll(const std::vector<Callback>& due, cl_int status) {
  for (const Callback& callback : due)
    callback.fn(handle(), status < 0 ? status : callback.type, callback.userData);
}

void Event::addCallback(cl_int type, CallbackFn fn, void* userData) {
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_callbacks.push_back({type, fn, userData});
  }
  cl_int current = status();
  if (current <= type)
    runCallbacks(current);
}

void Event::runWhileWaiting(const Event& awaited, bool parked) {
  // Claimed, the command keeps its queue reference until it completes here; `queue` keeps the
  // queue (and with it the device's pool) until the pool has been left.
  Ref<CommandQueue> queue = m_queueRef;
  devices::Device* device = m_backend;
  auto run = [this, &awaited, device] {
    // Commands this one makes ready (its chain) run here next, as on a worker, while the thread
    // still waits; those left when it is done go to the device.
    ReadyList ready;
    runReadyList(ready, device, this, &awaited);
    for (size_t i = 0; i < ready.size(); ++i)
      ready[i]->submit(); // takes over the reference the list held
  };
  // A sub-device's command runs inside the sub-device's pool, so that the thread works on its
  // cores meanwhile.
  if (queue->device().isRoot())
    run();
  else
    queue->device().backend().execute(run);
  // A parked command was never handed to the device: no job drops the task's reference.
  if (parked)
    releaseInternal();
}

cl_int Event::wait() {
  bool parked = false;
  if (claim(&parked)) {
    runWhileWaiting(*this, parked);
  } else if (m_chainHead && m_chainHead->claim(&parked)) {
    // Chained behind a parked command: the chain up to this one runs here.
    m_chainHead->runWhileWaiting(*this, parked);
  }
  if (!finished()) {
    // Not claimed: a worker runs it, it waits for other commands, or its enqueue on another
    // thread (clFinish here took it from the queue) has not armed it yet. Then it must not park
    // when armed: this thread would sleep beside a command nobody runs.
    handToDevice();
    // A launch running on the root device's workers (this command's, or one before it) takes
    // this thread in while it has a seat free: its groups run here instead of waiting for a
    // worker to wake, and the thread is still up when the command completes. The poll starts
    // again after each launch it took part in.
    uint64_t deadline = monotonicNanoseconds() + kSpinNanoseconds;
    do {
      if (m_joinDevice && m_joinDevice->joinRunningLaunch()) {
        deadline = monotonicNanoseconds() + kSpinNanoseconds;
        continue;
      }
      for (int i = 0; i < 16 && !finished(); ++i)
        _mm_pause();
    } while (!finished() && monotonicNanoseconds() < deadline);
  }
  std::unique_lock<std::mutex> lock(m_mutex);
  m_finished.wait(lock, [&] { return finished(); });
  return status();
}

Status Event::setUserStatus(cl_int status) {
  // Not finished() alone: set from inside a callback, the completion waits in the callback's
  // thread until the callback returns.
  if (m_userStatusSet.exchange(true, std::memory_order_acq_rel))
    return fail(CL_INVALID_OPERATION, "clSetUserEventStatus", "the status was already set");
  complete(status);
  return success();
}

uint64_t Event::timestamp(cl_profiling_info which) const {
  std::lock_guard<std::mutex> lock(m_mutex);
  switch (which) {
  case CL_PROFILING_COMMAND_QUEUED:
    return m_queuedTime;
  case CL_PROFILING_COMMAND_SUBMIT:
    return m_submitTime;
  case CL_PROFILING_COMMAND_START:
    return m_startTime;
  default:
    return m_endTime;
  }
}

std::atomic<void (*)(const Event&)> completionLockHookForTesting{nullptr};

Event* toEvent(cl_event event) { return fromHandle<Event>(event); }

Status checkWaitList(cl_uint count, const cl_event* list, const Context* context, const char* fn) {
  if ((count == 0) != (list == nullptr))
    return fail(CL_INVALID_EVENT_WAIT_LIST, fn,
                "num_events_in_wait_list and event_wait_list disagree");
  for (cl_uint i = 0; i < count; ++i) {
    Event* event = toEvent(list[i]);
    if (!event)
      return fail(CL_INVALID_EVENT_WAIT_LIST, fn,
                  "event_wait_list[" + std::to_string(i) + "] is not a valid event");
    if (context && &event->context() != context)
      return fail(CL_INVALID_CONTEXT, fn,
                  "event_wait_list[" + std::to_string(i) + "] belongs to another context");
  }
  return success();
}

namespace api {

Status clWaitForEvents(cl_uint num_events, const cl_event* event_list) {
  const char* fn = "clWaitForEvents";
  if (num_events == 0 || !event_list)
    return fail(CL_INVALID_VALUE, fn, "num_events is 0 or event_list is NULL");
  const Context* context = nullptr;
  for (cl_uint i = 0; i < num_events; ++i) {
    Event* event = toEvent(event_list[i]);
    if (!event)
      return fail(CL_INVALID_EVENT, fn, "event_list[" + std::to_string(i) + "] is not an event");
    if (context && &event->context() != context)
      return fail(CL_INVALID_CONTEXT, fn, "the events belong to different contexts");
    context = &event->context();
  }
  // Parked commands but the last go to the device, which runs them while this thread runs the
  // last one (if parked) and then waits for the rest.
  for (cl_uint i = 0; i + 1 < num_events; ++i)
    toEvent(event_list[i])->handToDevice();
  bool failed = toEvent(event_list[num_events - 1])->wait() < 0;
  for (cl_uint i = 0; i + 1 < num_events; ++i)
    failed |= toEvent(event_list[i])->wait() < 0;
  if (failed)
    return fail(CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, fn, "an event failed");
  return success();
}

Status clGetEventInfo(cl_event event, cl_event_info param_name, size_t param_value_size,
                      void* param_value, size_t* param_value_size_ret) {
  Event* e = toEvent(event);
  if (!e)
    return fail(CL_INVALID_EVENT, "clGetEventInfo", "event is not a valid event");
  // An application that polls its command's status, instead of waiting, needs it to run.
  e->handToDevice();
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_EVENT_COMMAND_QUEUE:
    return out(e->queueHandle());
  case CL_EVENT_CONTEXT:
    return out(e->context().handle());
  case CL_EVENT_COMMAND_TYPE:
    return out(e->commandType());
  case CL_EVENT_COMMAND_EXECUTION_STATUS:
    return out(e->status());
  case CL_EVENT_REFERENCE_COUNT:
    return out(e->apiRefCount());
  default:
    return fail(CL_INVALID_VALUE, "clGetEventInfo", "param_name is not an event parameter");
  }
}

Status clRetainEvent(cl_event event) {
  Event* e = toEvent(event);
  if (!e)
    return fail(CL_INVALID_EVENT, "clRetainEvent", "event is not a valid event");
  e->retainApi();
  return success();
}

Status clReleaseEvent(cl_event event) {
  Event* e = toEvent(event);
  if (!e)
    return fail(CL_INVALID_EVENT, "clReleaseEvent", "event is not a valid event");
  if (!e->releaseApi())
    return fail(CL_INVALID_EVENT, "clReleaseEvent",
                "event was released more often than it was retained");
  return success();
}

Status clGetEventProfilingInfo(cl_event event, cl_profiling_info param_name,
                               size_t param_value_size, void* param_value,
                               size_t* param_value_size_ret) {
  const char* fn = "clGetEventProfilingInfo";
  Event* e = toEvent(event);
  if (!e)
    return fail(CL_INVALID_EVENT, fn, "event is not a valid event");
  if (param_name < CL_PROFILING_COMMAND_QUEUED || param_name > CL_PROFILING_COMMAND_COMPLETE)
    return fail(CL_INVALID_VALUE, fn, "param_name is not a profiling parameter");
  e->handToDevice();
  // "CL_PROFILING_INFO_NOT_AVAILABLE if the CL_QUEUE_PROFILING_ENABLE flag is not set for the
  // command-queue, if the execution status of the command identified by event is not CL_COMPLETE
  // or if event is a user event object."
  if (!e->profiled() || e->isUserEvent() || e->status() != CL_COMPLETE)
    return fail(CL_PROFILING_INFO_NOT_AVAILABLE, fn, "no profiling information for this event");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  return out(cl_ulong{e->timestamp(param_name)});
}

Result<cl_event> clCreateUserEvent(cl_context context) {
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, "clCreateUserEvent", "context is not a valid context");
  return (new Event(*c))->handle();
}

Status clSetUserEventStatus(cl_event event, cl_int execution_status) {
  const char* fn = "clSetUserEventStatus";
  Event* e = toEvent(event);
  if (!e || !e->isUserEvent())
    return fail(CL_INVALID_EVENT, fn, "event is not a user event");
  if (execution_status > CL_COMPLETE)
    return fail(CL_INVALID_VALUE, fn, "execution_status is neither CL_COMPLETE nor negative");
  return e->setUserStatus(execution_status);
}

Status clSetEventCallback(cl_event event, cl_int command_exec_callback_type,
                          void(CL_CALLBACK* pfn_notify)(cl_event, cl_int, void*), void* user_data) {
  const char* fn = "clSetEventCallback";
  Event* e = toEvent(event);
  if (!e)
    return fail(CL_INVALID_EVENT, fn, "event is not a valid event");
  if (!pfn_notify)
    return fail(CL_INVALID_VALUE, fn, "pfn_notify is NULL");
  if (command_exec_callback_type != CL_SUBMITTED && command_exec_callback_type != CL_RUNNING &&
      command_exec_callback_type != CL_COMPLETE)
    return fail(CL_INVALID_VALUE, fn, "command_exec_callback_type is not valid");
  // The callback may be all the application waits on.
  e->handToDevice();
  e->addCallback(command_exec_callback_type, pfn_notify, user_data);
  return success();
}

} // namespace api
} // namespace weft
