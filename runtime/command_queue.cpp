// Command queues (OpenCL 3.0 §5.1) and the synchronization commands (§5.12).
#include "runtime/command_queue.hpp"
#include "runtime/api.hpp"
#include "runtime/context.hpp"
#include "runtime/device.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/platform.hpp"

#include <algorithm>

namespace weft {
namespace {

/// A chain of parked short commands is handed to the device once it is this long, or when the
/// next short command comes this many nanoseconds after the one before: it waits for a thread
/// to wait for it only while the application is busy enqueueing.
constexpr uint32_t kMaxParkedChain = 1024;
constexpr uint64_t kParkedChainPause = 50000;

} // namespace

std::atomic<void (*)(const Event&)> enqueueArmHookForTesting{nullptr};

CommandQueue::CommandQueue(Context& context, Device& device, cl_command_queue_properties properties,
                           std::vector<cl_queue_properties> propertiesArray)
    : m_context(&context), m_device(device), m_properties(properties),
      m_propertiesArray(std::move(propertiesArray)) {}

CommandQueue::~CommandQueue() = default;

Status CommandQueue::enqueue(cl_command_type type, Event::Work work, cl_uint waitCount,
                             const cl_event* waitList, cl_event* eventOut, bool blocking,
                             bool brief) {
  // Nothing to run (a marker, a barrier) is as short as a command gets.
  brief = brief || !work;
  Ref<Event> event(new Event(*this, type, std::move(work)));
  for (cl_uint i = 0; i < waitCount; ++i) {
    Event* dependency = toEvent(waitList[i]);
    dependency->handToDevice(); // another queue's parked command this one waits for
    event->addDependency(*dependency);
  }
  // A short or blocking command ready at once waits, parked, for the thread that waits for it:
  // an enqueue and clFinish then run it on the calling thread without handing it to the pool and
  // back (the empty kernel's round trip on the 2-core VM 1.06 -> 0.55 us, and on 16 cores no
  // slower than on one). A longer one goes to the device now: an application may overlap it
  // with work of its own before it waits, without a clFlush.
  const bool park = !outOfOrder() && (blocking || brief);
  Ref<Event> previous;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (outOfOrder()) {
      orderOutOfOrder(*event, type, waitCount);
    } else {
      // In order: after the previous command, whether it succeeded or not ("commands that wait
      // on" a failed event are terminated; the next command of the queue does not wait on it).
      if (m_last)
        event->addDependency(*m_last, /*inheritsFailure=*/false);
      m_last = event;
      // Short commands enqueued one right after another while the first is still parked chain
      // behind it, parked with it: the thread that waits runs them all, one after another, where
      // handing each to the device at the next enqueue had a worker run the chain while this
      // thread enqueued, the two passing every command's state between their caches (1000
      // empty kernels, then clFinish, on the 2-core VM 1.6 us each; 0.64 chained). A pause
      // between enqueues (the application works meanwhile) or a long chain hands it over.
      const uint64_t now = monotonicNanoseconds();
      if (park && m_parked && m_parked->parked() && m_chainLength < kMaxParkedChain &&
          now - m_lastEnqueueTime < kParkedChainPause) {
        event->joinParkedChain(*m_parked);
        ++m_chainLength;
      } else {
        // The previous command goes to the device now, the new one takes its place: set here,
        // under the lock, so that an enqueue from another thread hands it over even before this
        // thread parks it (handToDevice then keeps it from being parked).
        previous = std::exchange(m_parked, event);
        m_chainLength = 0;
      }
      m_lastEnqueueTime = now;
    }
  }
  if (previous)
    previous->handToDevice();
  if (auto hook = enqueueArmHookForTesting.load(std::memory_order_relaxed))
    hook(*event);
  event->arm(park);
  const cl_int status = blocking ? event->wait() : CL_SUCCESS;
  // A blocking command that failed returns its error and no event, which the application, told
  // the call failed, would never release: CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST when a
  // dependency failed, else the command's own error.
  if (status >= 0 && eventOut)
    *eventOut = event->handle(); // the application takes the initial API reference
  else
    (void)event->releaseApi(); // the one reference it was made with
  if (status < 0)
    return Error{status};
  return success();
}

void CommandQueue::orderOutOfOrder(Event& event, cl_command_type type, cl_uint waitCount) {
  // Like the in-order chain, ordering does not pass failures on: only a wait list does.
  const bool synchronizes = type == CL_COMMAND_MARKER || type == CL_COMMAND_BARRIER;
  if (synchronizes && waitCount == 0)
    for (const Ref<Event>& earlier : m_pending)
      event.addDependency(*earlier, /*inheritsFailure=*/false);
  if (m_last)
    event.addDependency(*m_last, /*inheritsFailure=*/false);
  if (type == CL_COMMAND_BARRIER) {
    // Every later command waits for the barrier. A barrier that waited for every earlier command
    // stands for them all, for later markers, barriers and clFinish; one with a wait list does not.
    if (waitCount == 0)
      m_pending.clear();
    m_last = Ref<Event>(&event);
    return;
  }
  // Finished commands need no waiting for; they leave the list as it grows.
  if (m_pending.size() >= 64)
    m_pending.erase(std::remove_if(m_pending.begin(), m_pending.end(),
                                   [](const Ref<Event>& e) { return e->finished(); }),
                    m_pending.end());
  m_pending.emplace_back(&event);
}

void CommandQueue::finish() {
  std::vector<Ref<Event>> outstanding;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    outstanding = m_pending;
    if (m_last)
      outstanding.push_back(m_last);
  }
  // In order, waiting for the tail runs the parked chain it is part of here.
  for (const Ref<Event>& event : outstanding)
    event->wait();
}

void CommandQueue::flush() {
  Ref<Event> parked;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    parked = std::move(m_parked);
  }
  if (parked)
    parked->handToDevice();
}

void CommandQueue::onLastApiRelease() {
  // "clReleaseCommandQueue performs an implicit flush": the parked command goes to the device;
  // the others were handed over as soon as they could run, and finish on their own.
  flush();
}

CommandQueue* toQueue(cl_command_queue queue) { return fromHandle<CommandQueue>(queue); }

namespace api {
namespace {

constexpr cl_command_queue_properties kKnownQueueProperties =
    CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE | CL_QUEUE_PROFILING_ENABLE | CL_QUEUE_ON_DEVICE |
    CL_QUEUE_ON_DEVICE_DEFAULT;

Result<cl_command_queue> createQueue(const char* fn, cl_context context, cl_device_id device,
                                     cl_command_queue_properties properties,
                                     std::vector<cl_queue_properties> array) {
  Context* c = fromHandle<Context>(context);
  if (!c)
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  Device* d = toDevice(device);
  if (!d || !c->hasDevice(d))
    return fail(CL_INVALID_DEVICE, fn, "device is not a device of the context", c);
  if (properties & ~kKnownQueueProperties)
    return fail(CL_INVALID_VALUE, fn, "properties has unknown bits", c);
  if ((properties & CL_QUEUE_ON_DEVICE_DEFAULT) && !(properties & CL_QUEUE_ON_DEVICE))
    return fail(CL_INVALID_VALUE, fn, "CL_QUEUE_ON_DEVICE_DEFAULT without CL_QUEUE_ON_DEVICE", c);
  if ((properties & CL_QUEUE_ON_DEVICE) && !(properties & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE))
    return fail(CL_INVALID_VALUE, fn, "CL_QUEUE_ON_DEVICE without out-of-order execution", c);
  cl_command_queue_properties supported = 0;
  (void)d->getInfo(CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, sizeof(supported), &supported, nullptr);
  if (properties & ~supported)
    return fail(CL_INVALID_QUEUE_PROPERTIES, fn,
                "the device supports host queues, in or out of order, with or without profiling, "
                "and no on-device queues",
                c);
  return (new CommandQueue(*c, *d, properties, std::move(array)))->handle();
}

} // namespace

Result<cl_command_queue> clCreateCommandQueue(cl_context context, cl_device_id device,
                                              cl_command_queue_properties properties) {
  return createQueue("clCreateCommandQueue", context, device, properties, {});
}

Result<cl_command_queue> clCreateCommandQueueWithProperties(cl_context context, cl_device_id device,
                                                            const cl_queue_properties* properties) {
  const char* fn = "clCreateCommandQueueWithProperties";
  cl_command_queue_properties bits = 0;
  std::vector<cl_queue_properties> array;
  if (properties) {
    bool sawProperties = false, sawSize = false;
    for (const cl_queue_properties* p = properties; *p; p += 2) {
      if (p[0] == CL_QUEUE_PROPERTIES && !sawProperties) {
        sawProperties = true;
        bits = p[1];
      } else if (p[0] == CL_QUEUE_SIZE && !sawSize) {
        sawSize = true;
      } else {
        return fail(CL_INVALID_VALUE, fn, "unknown or repeated queue property");
      }
      array.push_back(p[0]);
      array.push_back(p[1]);
    }
    array.push_back(0);
    // CL_QUEUE_SIZE applies only to device queues, which this device does not have.
    if (sawSize && !(bits & CL_QUEUE_ON_DEVICE))
      return fail(CL_INVALID_VALUE, fn, "CL_QUEUE_SIZE is given for a host queue");
  }
  return createQueue(fn, context, device, bits, std::move(array));
}

Status clRetainCommandQueue(cl_command_queue command_queue) {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, "clRetainCommandQueue", "not a valid command queue");
  q->retainApi();
  return success();
}

Status clReleaseCommandQueue(cl_command_queue command_queue) {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, "clReleaseCommandQueue", "not a valid command queue");
  if (!q->releaseApi())
    return fail(CL_INVALID_COMMAND_QUEUE, "clReleaseCommandQueue",
                "command_queue was released more often than it was retained");
  return success();
}

Status clGetCommandQueueInfo(cl_command_queue command_queue, cl_command_queue_info param_name,
                             size_t param_value_size, void* param_value,
                             size_t* param_value_size_ret) {
  const char* fn = "clGetCommandQueueInfo";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "command_queue is not a valid command queue");
  InfoWriter out(param_value_size, param_value, param_value_size_ret);
  switch (param_name) {
  case CL_QUEUE_CONTEXT:
    return out(q->context().handle());
  case CL_QUEUE_DEVICE:
    return out(q->device().handle());
  case CL_QUEUE_REFERENCE_COUNT:
    return out(q->apiRefCount());
  case CL_QUEUE_PROPERTIES:
    return out(q->properties());
  case CL_QUEUE_PROPERTIES_ARRAY:
    return out(q->propertiesArray());
  case CL_QUEUE_SIZE:
    // "CL_INVALID_COMMAND_QUEUE if command_queue is not a valid command-queue for param_name."
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "CL_QUEUE_SIZE is only for device queues");
  case CL_QUEUE_DEVICE_DEFAULT:
    return out(cl_command_queue{nullptr});
  default:
    return fail(CL_INVALID_VALUE, fn, "param_name is not a queue parameter");
  }
}

Status clSetCommandQueueProperty(cl_command_queue command_queue,
                                 cl_command_queue_properties properties, cl_bool enable,
                                 cl_command_queue_properties* old_properties) {
  if (!toQueue(command_queue))
    return fail(CL_INVALID_COMMAND_QUEUE, "clSetCommandQueueProperty", "not a valid queue");
  // Removed in OpenCL 1.1; queue properties are fixed at creation.
  return fail(CL_INVALID_OPERATION, "clSetCommandQueueProperty", "queue properties are fixed");
}

Status clSetDefaultDeviceCommandQueue(cl_context context, cl_device_id device,
                                      cl_command_queue command_queue) {
  const char* fn = "clSetDefaultDeviceCommandQueue";
  if (!fromHandle<Context>(context))
    return fail(CL_INVALID_CONTEXT, fn, "context is not a valid context");
  if (!toDevice(device))
    return fail(CL_INVALID_DEVICE, fn, "device is not a valid device");
  // "CL_INVALID_OPERATION if device does not support a replaceable default on-device queue."
  return fail(CL_INVALID_OPERATION, fn, "the device has no on-device queues");
}

Status clFlush(cl_command_queue command_queue) {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, "clFlush", "not a valid command queue");
  // Commands are issued as soon as their dependencies complete, but for the last one an enqueue
  // parked for a thread to wait for.
  q->flush();
  return success();
}

Status clFinish(cl_command_queue command_queue) {
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, "clFinish", "not a valid command queue");
  q->finish();
  return success();
}

Status clEnqueueMarkerWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
                                   const cl_event* event_wait_list, cl_event* event) {
  const char* fn = "clEnqueueMarkerWithWaitList";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "not a valid command queue");
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, &q->context(), fn));
  return q->enqueue(CL_COMMAND_MARKER, {}, num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueBarrierWithWaitList(cl_command_queue command_queue, cl_uint num_events_in_wait_list,
                                    const cl_event* event_wait_list, cl_event* event) {
  const char* fn = "clEnqueueBarrierWithWaitList";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "not a valid command queue");
  WEFT_TRY(checkWaitList(num_events_in_wait_list, event_wait_list, &q->context(), fn));
  return q->enqueue(CL_COMMAND_BARRIER, {}, num_events_in_wait_list, event_wait_list, event);
}

Status clEnqueueMarker(cl_command_queue command_queue, cl_event* event) {
  if (!toQueue(command_queue))
    return fail(CL_INVALID_COMMAND_QUEUE, "clEnqueueMarker", "not a valid command queue");
  if (!event)
    return fail(CL_INVALID_VALUE, "clEnqueueMarker", "event is NULL");
  return api::clEnqueueMarkerWithWaitList(command_queue, 0, nullptr, event);
}

Status clEnqueueBarrier(cl_command_queue command_queue) {
  return api::clEnqueueBarrierWithWaitList(command_queue, 0, nullptr, nullptr);
}

Status clEnqueueWaitForEvents(cl_command_queue command_queue, cl_uint num_events,
                              const cl_event* event_list) {
  const char* fn = "clEnqueueWaitForEvents";
  CommandQueue* q = toQueue(command_queue);
  if (!q)
    return fail(CL_INVALID_COMMAND_QUEUE, fn, "not a valid command queue");
  if (num_events == 0 || !event_list)
    return fail(CL_INVALID_VALUE, fn, "num_events is 0 or event_list is NULL");
  for (cl_uint i = 0; i < num_events; ++i) {
    Event* e = toEvent(event_list[i]);
    if (!e)
      return fail(CL_INVALID_EVENT, fn, "event_list[" + std::to_string(i) + "] is not an event");
    if (&e->context() != &q->context())
      return fail(CL_INVALID_CONTEXT, fn, "an event belongs to another context");
  }
  return q->enqueue(CL_COMMAND_BARRIER, {}, num_events, event_list, nullptr);
}

} // namespace api
} // namespace weft
