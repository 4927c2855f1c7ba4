// libFuzzer harness: sequences of API calls with live, released, wrong-kind and made-up handles
// and random sizes (issue 16). The input is a program for a small machine: each step picks an
// entry point and its arguments from the bytes. The harness keeps what an application would know
// (which handles it still holds, the sizes of its buffers) and never does what a correct
// application must not do on its own side of the API: hand Weft a host pointer too small for a
// transfer Weft may accept, run a range so large it takes hours, or wait for a user event it
// never completes. Everything else is fair, and a call that names a handle it does not hold as
// its first argument must get the error code of that argument, never CL_SUCCESS, a crash or a
// hang.
#include "fuzz_common.hpp"

#include <CL/cl_ext.h>

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <vector>

using namespace weft_fuzz;

namespace {

constexpr size_t kSlots = 4;
constexpr size_t kScratch = 1 << 17;       ///< host memory for transfers
constexpr size_t kLargestBuffer = 1 << 16; ///< buffers the harness lets Weft create
constexpr size_t kSafeArgument = 64;       ///< the bytes a kernel's buffer argument must have

constexpr const char* kSource = R"CLC(
kernel void fill(global int* out, int v) {
  if (out) out[get_global_id(0) & 15] = v;
}
kernel void copy(global const int* in, global int* out) {
  if (in && out) out[get_global_id(0) & 15] = in[get_global_id(0) & 15] + 1;
}
kernel void sum(global int* out, local int* scratch) {
  size_t l = get_local_id(0);
  scratch[l] = (int)l;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (l == 0 && out) {
    int s = 0;
    for (size_t i = 0; i < get_local_size(0); ++i) s += scratch[i];
    atomic_add(out, s);
  }
}
)CLC";
constexpr const char* kKernelNames[] = {"fill", "copy", "sum", "none", ""};

/// One handle the harness has had: `live` while it still holds a reference.
struct Slot {
  void* handle = nullptr;
  bool live = false;
  size_t size = 0;     ///< buffers: their size
  bool user = false;   ///< events: a user event
  bool set = false;    ///< user events: their status was set
  bool waited = false; ///< user events: put in a wait list
  bool safe = true;    ///< kernels: every buffer argument is live and large enough
};

enum Kind { kContext, kQueue, kMem, kProgram, kKernel, kEvent, kKinds };

struct Machine {
  std::array<std::array<Slot, kSlots>, kKinds> slots;
  std::vector<unsigned char> scratch = std::vector<unsigned char>(kScratch);
  /// Memory that looks like a handle to no one: its bytes come from the input.
  std::array<unsigned char, 64> garbage{};
  cl_program builtProgram = nullptr;
  /// Samplers made in this input, each released at the end (not among the slots: no call but
  /// clReleaseSampler takes one).
  std::vector<cl_sampler> samplers;
  /// Every queue made in this input, with a reference of the harness's own: finish() drains
  /// them all, released or not, before the scratch memory their commands use goes away.
  std::vector<cl_command_queue> queuesMade;
  Reader in;

  explicit Machine(Reader reader) : in(reader) {}

  Slot& slot(Kind kind) { return slots[kind][in.below(kSlots)]; }

  /// A handle for an argument of `kind`: usually one of its slots (held or released), else NULL,
  /// a handle of another kind or made-up memory. `held`: the harness still holds the object.
  /// `bogus`: no object of `kind` can be behind it, so the call must refuse it. A released
  /// handle is neither: its object may live on while others hold it (a queue its context), and
  /// Weft accepts it then, as the implementations applications rely on do.
  struct Pick {
    void* handle = nullptr;
    bool held = false;
    bool bogus = false;
  };
  Pick pick(Kind kind) {
    switch (in.byte() % 8) {
    case 0:
      return Pick{nullptr, false, true};
    case 1: {
      Slot& other = slots[(kind + 1 + in.below(kKinds - 1)) % kKinds][in.below(kSlots)];
      return Pick{other.handle, false, true};
    }
    case 2:
      for (unsigned char& b : garbage)
        b = in.byte();
      return Pick{garbage.data(), false, true};
    default: {
      Slot& s = slot(kind);
      return Pick{s.handle, s.live, !s.handle};
    }
    }
  }
  template <class H> H pickAs(Kind kind, Pick& picked) {
    picked = pick(kind);
    return static_cast<H>(picked.handle);
  }

  /// Puts a new object in a slot, releasing what the slot held.
  void store(Kind kind, void* handle, size_t size = 0, bool user = false) {
    if (!handle)
      return;
    Slot& s = slot(kind);
    if (s.live)
      releaseSlot(kind, s);
    s = Slot{};
    s.handle = handle;
    s.live = true;
    s.size = size;
    s.user = user;
  }

  void releaseSlot(Kind kind, Slot& s) {
    cl_int err = CL_SUCCESS;
    switch (kind) {
    case kContext:
      err = clReleaseContext(static_cast<cl_context>(s.handle));
      break;
    case kQueue:
      err = clReleaseCommandQueue(static_cast<cl_command_queue>(s.handle));
      break;
    case kMem:
      err = clReleaseMemObject(static_cast<cl_mem>(s.handle));
      for (Slot& k : slots[kKernel])
        k.safe = false; // it may have been a kernel's argument
      break;
    case kProgram:
      err = clReleaseProgram(static_cast<cl_program>(s.handle));
      break;
    case kKernel:
      err = clReleaseKernel(static_cast<cl_kernel>(s.handle));
      break;
    case kEvent:
      // A user event that a command may wait on is completed first: released unset, it would
      // leave that command waiting for ever (the application's deadlock, not Weft's).
      if (s.user && !s.set && s.waited)
        clSetUserEventStatus(static_cast<cl_event>(s.handle), CL_COMPLETE);
      err = clReleaseEvent(static_cast<cl_event>(s.handle));
      break;
    default:
      break;
    }
    expect(err, {CL_SUCCESS}, "releasing a live handle");
    s.live = false;
  }

  /// Before anything that waits: every user event still held is completed.
  void completeUserEvents() {
    for (Slot& s : slots[kEvent])
      if (s.live && s.user && !s.set) {
        expect(clSetUserEventStatus(static_cast<cl_event>(s.handle), CL_COMPLETE), {CL_SUCCESS},
               "clSetUserEventStatus");
        s.set = true;
      }
  }

  /// A wait list of up to three events from the slots (any state), or a malformed one.
  std::vector<cl_event> waitList(bool& anyBogus) {
    std::vector<cl_event> events(in.below(4));
    anyBogus = false;
    for (cl_event& e : events) {
      Pick picked;
      e = pickAs<cl_event>(kEvent, picked);
      anyBogus = anyBogus || picked.bogus;
      for (Slot& s : slots[kEvent])
        if (s.handle == e && s.user)
          s.waited = true;
    }
    return events;
  }

  /// Where a new command's event goes: NULL, or a slot.
  cl_event* eventOut(cl_event& event) { return in.byte() % 2 ? &event : nullptr; }
  void keepEvent(cl_event event) { store(kEvent, event); }

  void step();
  void finish();
};

void Machine::step() {
  cl_int err = CL_SUCCESS;
  Pick first, second, third;
  bool listBogus = false;
  cl_event event = nullptr;
  switch (in.byte() % 28) {
  case 0: { // clCreateContext
    const Device& d = device();
    cl_context c = clCreateContext(nullptr, 1, &d.device, nullptr, nullptr, &err);
    expect(err, {CL_SUCCESS}, "clCreateContext");
    store(kContext, c);
    break;
  }
  case 1: { // clRelease* of any kind, held or not
    Kind kind = static_cast<Kind>(in.below(kKinds));
    Slot& s = slot(kind);
    if (s.live) {
      releaseSlot(kind, s);
    } else if (s.handle && kind != kQueue) { // queues: the harness keeps a reference of its own
      cl_int codes[] = {CL_INVALID_CONTEXT, CL_INVALID_COMMAND_QUEUE, CL_INVALID_MEM_OBJECT,
                        CL_INVALID_PROGRAM, CL_INVALID_KERNEL,        CL_INVALID_EVENT};
      cl_int (*releases[])(void*) = {
          [](void* h) { return clReleaseContext(static_cast<cl_context>(h)); },
          [](void* h) { return clReleaseCommandQueue(static_cast<cl_command_queue>(h)); },
          [](void* h) { return clReleaseMemObject(static_cast<cl_mem>(h)); },
          [](void* h) { return clReleaseProgram(static_cast<cl_program>(h)); },
          [](void* h) { return clReleaseKernel(static_cast<cl_kernel>(h)); },
          [](void* h) { return clReleaseEvent(static_cast<cl_event>(h)); }};
      // A released handle may name a newer object of its kind once its memory was reused
      // (after a thousand releases), so only a clean refusal or success is checked.
      expect(releases[kind](s.handle), {codes[kind], CL_SUCCESS}, "releasing a released handle");
    }
    break;
  }
  case 2: { // clCreateCommandQueueWithProperties
    cl_context c = pickAs<cl_context>(kContext, first);
    const cl_queue_properties kinds[] = {0, CL_QUEUE_PROFILING_ENABLE,
                                         CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, in.word()};
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, kinds[in.below(4)], 0};
    cl_command_queue q = clCreateCommandQueueWithProperties(c, device().device,
                                                            in.byte() % 4 ? props : nullptr, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateCommandQueueWithProperties, context not held");
    if (q) {
      expect(clRetainCommandQueue(q), {CL_SUCCESS}, "clRetainCommandQueue");
      queuesMade.push_back(q);
    }
    store(kQueue, q);
    break;
  }
  case 3: { // clCreateBuffer
    cl_context c = pickAs<cl_context>(kContext, first);
    const cl_mem_flags choices[] = {CL_MEM_READ_WRITE,
                                    CL_MEM_READ_ONLY,
                                    CL_MEM_WRITE_ONLY,
                                    CL_MEM_COPY_HOST_PTR,
                                    CL_MEM_USE_HOST_PTR,
                                    CL_MEM_ALLOC_HOST_PTR | CL_MEM_HOST_READ_ONLY,
                                    in.word()};
    cl_mem_flags flags = choices[in.below(7)];
    size_t size = in.size();
    // Huge buffers Weft may grant are the application's choice of memory, not a test of Weft.
    if (size > kLargestBuffer && size < (size_t(1) << 44))
      break;
    void* host = size <= kScratch && in.byte() % 2 ? scratch.data() : nullptr;
    cl_mem m = clCreateBuffer(c, flags, size, host, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateBuffer, context not held");
    store(kMem, m, size);
    break;
  }
  case 4: { // clCreateSubBuffer
    cl_mem parent = pickAs<cl_mem>(kMem, first);
    cl_buffer_region region{in.size(), in.size()};
    if (in.byte() % 2)
      region.origin &= ~size_t(127);
    cl_mem m =
        clCreateSubBuffer(parent, in.byte() % 2 ? CL_MEM_READ_WRITE : in.word(),
                          CL_BUFFER_CREATE_TYPE_REGION, in.byte() % 8 ? &region : nullptr, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_MEM_OBJECT}, "clCreateSubBuffer, buffer not held");
    store(kMem, m, region.size);
    break;
  }
  case 5: { // clEnqueueReadBuffer / clEnqueueWriteBuffer
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    Slot* target = &slot(kMem);
    cl_mem m = static_cast<cl_mem>(target->handle);
    size_t offset = in.size(), size = in.size();
    // The host side must hold whatever Weft may accept: skip transfers the harness cannot
    // prove out of bounds that would not fit its scratch memory.
    bool outside = offset > target->size || size > target->size - offset;
    if ((!target->live || !outside) && size > kScratch)
      break;
    bool blocking = in.byte() % 2;
    if (blocking)
      completeUserEvents();
    std::vector<cl_event> list = waitList(listBogus);
    if (blocking && !list.empty())
      completeUserEvents();
    err =
        in.byte() % 2
            ? clEnqueueReadBuffer(q, m, blocking, offset, size, scratch.data(),
                                  static_cast<cl_uint>(list.size()), list.data(), eventOut(event))
            : clEnqueueWriteBuffer(q, m, blocking, offset, size, scratch.data(),
                                   static_cast<cl_uint>(list.size()), list.data(), eventOut(event));
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "clEnqueueRead/WriteBuffer, queue not held");
    if (first.held && target->live && outside && err == CL_SUCCESS)
      expect(err, {}, "clEnqueueRead/WriteBuffer outside the buffer");
    keepEvent(event);
    break;
  }
  case 6: { // clEnqueueCopyBuffer / clEnqueueFillBuffer
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    cl_mem a = pickAs<cl_mem>(kMem, second);
    cl_mem b = pickAs<cl_mem>(kMem, third);
    std::vector<cl_event> list = waitList(listBogus);
    if (in.byte() % 2) {
      err = clEnqueueCopyBuffer(q, a, b, in.size(), in.size(), in.size(),
                                static_cast<cl_uint>(list.size()), list.data(), eventOut(event));
    } else {
      uint64_t pattern[16] = {in.word(), in.word()};
      err = clEnqueueFillBuffer(q, a, pattern, size_t(1) << in.below(9), in.size(), in.size(),
                                static_cast<cl_uint>(list.size()), list.data(), eventOut(event));
    }
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "clEnqueueCopy/FillBuffer, queue not held");
    keepEvent(event);
    break;
  }
  case 7: { // rectangular read, write and copy
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    Slot* target = &slot(kMem);
    cl_mem m = static_cast<cl_mem>(target->handle);
    size_t origin[3] = {in.size(), in.size() % 8, in.size() % 4};
    size_t region[3] = {in.size(), 1 + in.below(8), 1 + in.below(4)};
    size_t row = in.byte() % 2 ? 0 : in.size(), slice = in.byte() % 2 ? 0 : in.size();
    const size_t zero[3] = {0, 0, 0};
    // The host rectangle is packed at the scratch's start: it fits when the region does.
    unsigned __int128 hostBytes = (unsigned __int128)region[0] * region[1] * region[2];
    if (hostBytes > kScratch) {
      // Only a buffer rectangle that is surely outside its buffer may go with it.
      unsigned __int128 end =
          (unsigned __int128)(origin[2] + region[2] - 1) *
              (slice ? slice : (unsigned __int128)region[1] * (row ? row : region[0])) +
          (unsigned __int128)(origin[1] + region[1] - 1) * (row ? row : region[0]) + origin[0] +
          region[0];
      if (target->live && end <= target->size)
        break;
    }
    std::vector<cl_event> list = waitList(listBogus);
    switch (in.byte() % 3) {
    case 0:
      err = clEnqueueReadBufferRect(q, m, CL_FALSE, origin, zero, region, row, slice, 0, 0,
                                    scratch.data(), static_cast<cl_uint>(list.size()), list.data(),
                                    eventOut(event));
      break;
    case 1:
      err = clEnqueueWriteBufferRect(q, m, CL_FALSE, origin, zero, region, row, slice, 0, 0,
                                     scratch.data(), static_cast<cl_uint>(list.size()), list.data(),
                                     eventOut(event));
      break;
    default: {
      cl_mem other = pickAs<cl_mem>(kMem, second);
      err =
          clEnqueueCopyBufferRect(q, m, other, origin, zero, region, row, slice, 0, 0,
                                  static_cast<cl_uint>(list.size()), list.data(), eventOut(event));
    }
    }
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "rectangle command, queue not held");
    keepEvent(event);
    break;
  }
  case 8: { // map, then unmap
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    cl_mem m = pickAs<cl_mem>(kMem, second);
    completeUserEvents();
    void* mapped = clEnqueueMapBuffer(q, m, CL_TRUE, in.byte() % 2 ? CL_MAP_READ : in.word(),
                                      in.size(), in.size(), 0, nullptr, nullptr, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "clEnqueueMapBuffer, queue not held");
    if (mapped)
      expect(clEnqueueUnmapMemObject(q, m, mapped, 0, nullptr, nullptr), {CL_SUCCESS},
             "clEnqueueUnmapMemObject of a mapped pointer");
    else
      clEnqueueUnmapMemObject(q, m, scratch.data(), 0, nullptr, nullptr);
    break;
  }
  case 9: { // clCreateKernel
    cl_program p = in.byte() % 4 ? builtProgram : pickAs<cl_program>(kProgram, first);
    cl_kernel k = clCreateKernel(p, kKernelNames[in.below(5)], &err);
    store(kKernel, k);
    break;
  }
  case 10: { // clSetKernelArg
    Slot& ks = slot(kKernel);
    cl_kernel k = static_cast<cl_kernel>(ks.handle);
    cl_uint index = static_cast<cl_uint>(in.below(4));
    switch (in.byte() % 4) {
    case 0: { // a buffer the harness holds, large enough for the kernels' 16 ints
      Slot& ms = slot(kMem);
      cl_mem m = static_cast<cl_mem>(ms.handle);
      if (ms.live && ms.size < kSafeArgument)
        return;
      err = clSetKernelArg(k, index, sizeof m, &m);
      if (ks.live && !ms.live && err == CL_SUCCESS && index < 2)
        ks.safe = false; // a released buffer accepted where an int was expected, say
      break;
    }
    case 1: { // bytes of any size
      size_t size = in.size() % 256;
      err = clSetKernelArg(k, index, size, in.byte() % 4 ? scratch.data() : nullptr);
      // Bytes set where a buffer goes could be any pointer: the kernel must not run with them.
      if (ks.live && err == CL_SUCCESS && size == sizeof(cl_mem))
        ks.safe = false;
      break;
    }
    case 2: { // __local memory of some size
      size_t size = in.size() % 65536;
      err = clSetKernelArg(k, index, size, nullptr);
      // sum writes one int per work-item of a group of up to 4,096.
      if (ks.live && err == CL_SUCCESS && size < 4096 * sizeof(cl_int))
        ks.safe = false;
      break;
    }
    default: { // a NULL buffer, which kernels test for
      cl_mem none = nullptr;
      err = clSetKernelArg(k, index, sizeof none, in.byte() % 2 ? &none : nullptr);
    }
    }
    if (!ks.live && ks.handle)
      expect(err, {CL_INVALID_KERNEL, CL_SUCCESS}, "clSetKernelArg on a released kernel");
    break;
  }
  case 11: { // clEnqueueNDRangeKernel
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    Slot& ks = slot(kKernel);
    if (ks.live && !ks.safe)
      break;
    cl_uint dims = static_cast<cl_uint>(in.below(5));
    size_t global[3], local[3], offset[3];
    unsigned __int128 items = 1;
    for (int d = 0; d < 3; ++d) {
      global[d] = in.byte() % 8 ? in.below(65) : in.size();
      local[d] = in.byte() % 4 ? 1 + in.below(16) : in.size();
      offset[d] = in.byte() % 4 ? 0 : in.size();
      if (d < static_cast<int>(dims))
        items *= global[d];
    }
    // A range of billions of work-items is legal and takes hours: not something to fuzz.
    if (items > 65536)
      break;
    std::vector<cl_event> list = waitList(listBogus);
    err = clEnqueueNDRangeKernel(q, static_cast<cl_kernel>(ks.handle), dims,
                                 in.byte() % 2 ? offset : nullptr, global,
                                 in.byte() % 2 ? local : nullptr, static_cast<cl_uint>(list.size()),
                                 list.data(), eventOut(event));
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "clEnqueueNDRangeKernel, queue not held");
    keepEvent(event);
    break;
  }
  case 12: { // clCreateUserEvent
    cl_context c = pickAs<cl_context>(kContext, first);
    cl_event e = clCreateUserEvent(c, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateUserEvent, context not held");
    store(kEvent, e, 0, true);
    break;
  }
  case 13: { // clSetUserEventStatus
    Slot& s = slot(kEvent);
    const cl_int statuses[] = {CL_COMPLETE, -1, -5, CL_RUNNING, static_cast<cl_int>(in.word())};
    cl_int status = statuses[in.below(5)];
    err = clSetUserEventStatus(static_cast<cl_event>(s.handle), status);
    if (s.live && s.user && err == CL_SUCCESS)
      s.set = true;
    if (!s.live)
      expect(err, {CL_INVALID_EVENT, CL_INVALID_VALUE, CL_INVALID_OPERATION, CL_SUCCESS},
             "clSetUserEventStatus on a released event");
    break;
  }
  case 14: { // markers and barriers with wait lists
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    std::vector<cl_event> list = waitList(listBogus);
    err = in.byte() % 2 ? clEnqueueMarkerWithWaitList(q, static_cast<cl_uint>(list.size()),
                                                      list.data(), eventOut(event))
                        : clEnqueueBarrierWithWaitList(q, static_cast<cl_uint>(list.size()),
                                                       list.data(), eventOut(event));
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "marker or barrier, queue not held");
    keepEvent(event);
    break;
  }
  case 15: { // clFinish, clFlush
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    completeUserEvents();
    err = in.byte() % 2 ? clFinish(q) : clFlush(q);
    if (first.held)
      expect(err, {CL_SUCCESS}, "clFinish or clFlush on a held queue");
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "clFinish or clFlush on no queue");
    break;
  }
  case 16: { // clWaitForEvents
    completeUserEvents();
    std::vector<cl_event> list = waitList(listBogus);
    err = clWaitForEvents(static_cast<cl_uint>(list.size()), list.data());
    if (listBogus)
      expect(err, {CL_INVALID_EVENT, CL_INVALID_VALUE, CL_INVALID_CONTEXT}, "clWaitForEvents");
    break;
  }
  case 17: { // info queries, any parameter, any size
    Kind kind = static_cast<Kind>(in.below(kKinds));
    first = pick(kind);
    void* h = first.handle;
    cl_uint param = 0x1000 + static_cast<cl_uint>(in.below(0x200));
    // CL_PROGRAM_BINARIES writes through the pointers it is given: random ones are the
    // application's fault, not a question for Weft.
    if (param == CL_PROGRAM_BINARIES)
      param = CL_PROGRAM_BINARY_SIZES;
    size_t size = in.byte() % 2 ? in.below(256) : 0;
    size_t ret = 0;
    void* value = size ? scratch.data() : nullptr;
    switch (kind) {
    case kContext:
      err = clGetContextInfo(static_cast<cl_context>(h), param, size, value, &ret);
      break;
    case kQueue:
      err = clGetCommandQueueInfo(static_cast<cl_command_queue>(h), param, size, value, &ret);
      break;
    case kMem:
      err = clGetMemObjectInfo(static_cast<cl_mem>(h), param, size, value, &ret);
      break;
    case kProgram:
      err = clGetProgramInfo(static_cast<cl_program>(h), param, size, value, &ret);
      break;
    case kKernel:
      err = clGetKernelInfo(static_cast<cl_kernel>(h), param, size, value, &ret);
      break;
    default:
      err = clGetEventInfo(static_cast<cl_event>(h), param, size, value, &ret);
      break;
    }
    if (first.bogus && err == CL_SUCCESS)
      expect(err, {}, "an info query on no object of its kind");
    break;
  }
  case 18: { // a program built from source, then released
    cl_context c = pickAs<cl_context>(kContext, first);
    const char* text = kSource;
    cl_program p = clCreateProgramWithSource(c, 1, &text, nullptr, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateProgramWithSource, context not held");
    if (p)
      expect(clBuildProgram(p, 0, nullptr, in.byte() % 8 ? "" : "-cl-fast-relaxed-math", nullptr,
                            nullptr),
             {CL_SUCCESS}, "clBuildProgram of the harness's own source");
    store(kProgram, p);
    break;
  }
  case 19: { // callbacks
    switch (in.byte() % 3) {
    case 0:
      clSetEventCallback(
          pickAs<cl_event>(kEvent, first), CL_COMPLETE, [](cl_event, cl_int, void*) {}, nullptr);
      break;
    case 1:
      clSetMemObjectDestructorCallback(
          pickAs<cl_mem>(kMem, first), [](cl_mem, void*) {}, nullptr);
      break;
    default:
      clSetContextDestructorCallback(
          pickAs<cl_context>(kContext, first), [](cl_context, void*) {}, nullptr);
    }
    break;
  }
  case 20: { // retain, then release again
    Kind kind = static_cast<Kind>(in.below(kKinds));
    first = pick(kind);
    void* h = first.handle;
    if (!first.held)
      break; // a retain of a handle the harness does not hold could keep a newer object alive
    switch (kind) {
    case kContext:
      clRetainContext(static_cast<cl_context>(h));
      clReleaseContext(static_cast<cl_context>(h));
      break;
    case kQueue:
      clRetainCommandQueue(static_cast<cl_command_queue>(h));
      clReleaseCommandQueue(static_cast<cl_command_queue>(h));
      break;
    case kMem:
      clRetainMemObject(static_cast<cl_mem>(h));
      clReleaseMemObject(static_cast<cl_mem>(h));
      break;
    case kProgram:
      clRetainProgram(static_cast<cl_program>(h));
      clReleaseProgram(static_cast<cl_program>(h));
      break;
    case kKernel:
      clRetainKernel(static_cast<cl_kernel>(h));
      clReleaseKernel(static_cast<cl_kernel>(h));
      break;
    default:
      clRetainEvent(static_cast<cl_event>(h));
      clReleaseEvent(static_cast<cl_event>(h));
    }
    break;
  }
  case 21: { // kernel and work-group queries
    cl_kernel k = pickAs<cl_kernel>(kKernel, first);
    size_t ret = 0;
    clGetKernelWorkGroupInfo(k, in.byte() % 2 ? device().device : nullptr,
                             0x11B0 + static_cast<cl_uint>(in.below(8)), in.below(64),
                             scratch.data(), &ret);
    clGetKernelArgInfo(k, static_cast<cl_uint>(in.below(4)),
                       0x1196 + static_cast<cl_uint>(in.below(6)), in.below(64), scratch.data(),
                       &ret);
    break;
  }
  case 22: { // clCreateImage: any type, format, flags, sizes, pitches and host pointer
    cl_context c = pickAs<cl_context>(kContext, first);
    const cl_channel_order orders[] = {
        CL_R,         CL_RG,    CL_RGBA,  CL_BGRA,
        CL_ARGB,      CL_A,     CL_RGB,   CL_INTENSITY,
        CL_LUMINANCE, CL_DEPTH, CL_sRGBA, static_cast<cl_channel_order>(in.word())};
    const cl_channel_type types[] = {
        CL_UNORM_INT8,       CL_SNORM_INT16, CL_UNSIGNED_INT32,
        CL_HALF_FLOAT,       CL_FLOAT,       CL_UNORM_SHORT_565,
        CL_UNORM_INT_101010, CL_SIGNED_INT8, static_cast<cl_channel_type>(in.word())};
    const cl_image_format format{orders[in.below(12)], types[in.below(9)]};
    cl_image_desc desc{};
    desc.image_type = static_cast<cl_mem_object_type>(CL_MEM_OBJECT_BUFFER + in.below(8));
    desc.image_width = in.byte() % 4 ? 1 + in.below(64) : in.size();
    desc.image_height = in.byte() % 4 ? in.below(16) : in.size();
    desc.image_depth = in.byte() % 4 ? in.below(8) : in.size();
    desc.image_array_size = in.byte() % 4 ? in.below(8) : in.size();
    desc.image_row_pitch = in.byte() % 2 ? 0 : in.size();
    desc.image_slice_pitch = in.byte() % 2 ? 0 : in.size();
    desc.num_mip_levels = in.byte() % 4 ? 0 : static_cast<cl_uint>(in.below(8));
    desc.num_samples = in.byte() % 8 ? 0 : static_cast<cl_uint>(in.below(4));
    if (in.byte() % 4 == 0)
      desc.mem_object = pickAs<cl_mem>(kMem, second); // a 1D image buffer's, a 2D image's source
    const cl_mem_flags choices[] = {CL_MEM_READ_WRITE,     CL_MEM_READ_ONLY,
                                    CL_MEM_WRITE_ONLY,     CL_MEM_COPY_HOST_PTR,
                                    CL_MEM_USE_HOST_PTR,   CL_MEM_KERNEL_READ_AND_WRITE,
                                    CL_MEM_HOST_NO_ACCESS, in.word()};
    const cl_mem_flags flags = choices[in.below(8)];
    // What the image may take of memory, at 16 bytes a texel and at least its pitches: an image
    // Weft may grant that is larger is the application's choice, not a test of Weft.
    const size_t layers = std::max<size_t>({desc.image_depth, desc.image_array_size, 1});
    const unsigned __int128 row =
        std::max<unsigned __int128>(desc.image_row_pitch, (unsigned __int128)desc.image_width * 16);
    const unsigned __int128 slice = std::max<unsigned __int128>(
        desc.image_slice_pitch, row * std::max<size_t>(desc.image_height, 1));
    const unsigned __int128 bytes = slice * layers;
    const bool huge =
        desc.image_width >= (1 << 20) || desc.image_height >= (1 << 20) || layers >= (1 << 20);
    if (bytes > kLargestBuffer * 16 && !huge)
      break;
    // A host pointer only where it holds every byte the image may read of it.
    void* host = bytes <= kScratch && in.byte() % 2 ? scratch.data() : nullptr;
    cl_mem m = clCreateImage(c, flags, in.byte() % 8 ? &format : nullptr,
                             in.byte() % 8 ? &desc : nullptr, host, &err);
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateImage, context not held");
    if (m)
      expect(err, {CL_SUCCESS}, "clCreateImage that made an image");
    store(kMem, m, 0);
    break;
  }
  case 23: { // image commands: read, write, copy, fill, to and from buffers, map
    cl_command_queue q = pickAs<cl_command_queue>(kQueue, first);
    cl_mem m = pickAs<cl_mem>(kMem, second);
    // Four origin entries: a mipmapped 3D image's or 2D array's level is origin[3].
    size_t origin[4], region[3];
    for (int d = 0; d < 3; ++d) {
      origin[d] = in.byte() % 4 ? in.below(8) : in.size();
      region[d] = in.byte() % 4 ? in.below(9) : in.size();
    }
    origin[3] = in.byte() % 4 ? in.below(4) : in.size();
    const size_t row = in.byte() % 2 ? 0 : in.size(), slice = in.byte() % 2 ? 0 : in.size();
    // The host rectangle, at up to 16 bytes a texel, must fit the scratch memory: Weft may accept
    // the region.
    const unsigned __int128 hostRow =
        std::max<unsigned __int128>(row, (unsigned __int128)region[0] * 16);
    const unsigned __int128 hostSlice =
        std::max<unsigned __int128>(slice, hostRow * std::max<size_t>(region[1], 1));
    const bool fits = hostSlice * std::max<size_t>(region[2], 1) <= kScratch;
    completeUserEvents(); // some of these block
    std::vector<cl_event> list = waitList(listBogus);
    const cl_uint count = static_cast<cl_uint>(list.size());
    switch (in.byte() % 7) {
    case 0:
      if (!fits)
        return;
      err = clEnqueueReadImage(q, m, in.byte() % 2, origin, region, row, slice, scratch.data(),
                               count, list.data(), eventOut(event));
      break;
    case 1:
      if (!fits)
        return;
      err = clEnqueueWriteImage(q, m, in.byte() % 2, origin, region, row, slice, scratch.data(),
                                count, list.data(), eventOut(event));
      break;
    case 2: {
      size_t to[4] = {in.below(8), in.below(8), in.below(8), in.below(4)};
      err = clEnqueueCopyImage(q, m, pickAs<cl_mem>(kMem, third), origin, to, region, count,
                               list.data(), eventOut(event));
      break;
    }
    case 3: {
      const float color[4] = {0.5f, -1.0f, 2.0f, 1.0f};
      err = clEnqueueFillImage(q, m, in.byte() % 8 ? color : nullptr, origin, region, count,
                               list.data(), eventOut(event));
      break;
    }
    case 4:
      err = clEnqueueCopyImageToBuffer(q, m, pickAs<cl_mem>(kMem, third), origin, region, in.size(),
                                       count, list.data(), eventOut(event));
      break;
    case 5:
      err = clEnqueueCopyBufferToImage(q, pickAs<cl_mem>(kMem, third), m, in.size(), origin, region,
                                       count, list.data(), eventOut(event));
      break;
    default: {
      size_t mappedRow = 0, mappedSlice = 0;
      void* mapped = clEnqueueMapImage(q, m, CL_TRUE, in.byte() % 2 ? CL_MAP_WRITE : in.word(),
                                       origin, region, in.byte() % 8 ? &mappedRow : nullptr,
                                       in.byte() % 2 ? &mappedSlice : nullptr, count, list.data(),
                                       eventOut(event), &err);
      if (mapped)
        expect(clEnqueueUnmapMemObject(q, m, mapped, 0, nullptr, nullptr), {CL_SUCCESS},
               "clEnqueueUnmapMemObject of a mapped image");
      else if (err == CL_SUCCESS)
        expect(CL_INVALID_VALUE, {}, "clEnqueueMapImage: no pointer and CL_SUCCESS");
    }
    }
    if (first.bogus)
      expect(err, {CL_INVALID_COMMAND_QUEUE}, "image command, queue not held");
    keepEvent(event);
    break;
  }
  case 24: { // samplers: made with or without properties, queried
    cl_context c = pickAs<cl_context>(kContext, first);
    cl_sampler sampler = nullptr;
    const cl_addressing_mode mode =
        static_cast<cl_addressing_mode>(in.byte() % 8 ? CL_ADDRESS_NONE + in.below(5) : in.word());
    const cl_filter_mode filter =
        static_cast<cl_filter_mode>(in.byte() % 8 ? CL_FILTER_NEAREST + in.below(2) : in.word());
    if (in.byte() % 2) {
      // The mipmap properties' floats are their bits: any word is some float, NaN included.
      cl_sampler_properties properties[13] = {CL_SAMPLER_NORMALIZED_COORDS,
                                              in.byte() % 4 ? in.below(2) : in.word(),
                                              CL_SAMPLER_ADDRESSING_MODE,
                                              mode,
                                              in.byte() % 4 ? CL_SAMPLER_FILTER_MODE : in.word(),
                                              filter,
                                              CL_SAMPLER_MIP_FILTER_MODE_KHR,
                                              in.byte() % 4 ? CL_FILTER_NEAREST + in.below(2)
                                                            : in.word(),
                                              CL_SAMPLER_LOD_MIN_KHR,
                                              in.word(),
                                              CL_SAMPLER_LOD_MAX_KHR,
                                              in.word(),
                                              0};
      // Cut the list short at a property boundary, or not.
      properties[2 * (3 + in.below(4))] = 0;
      sampler = clCreateSamplerWithProperties(c, in.byte() % 8 ? properties : nullptr, &err);
    } else {
      sampler = clCreateSampler(c, in.byte() % 2, mode, filter, &err);
    }
    if (first.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clCreateSampler, context not held");
    if (!sampler)
      break;
    size_t ret = 0;
    clGetSamplerInfo(sampler, 0x1150 + static_cast<cl_uint>(in.below(8)), in.below(64),
                     in.byte() % 4 ? scratch.data() : nullptr, in.byte() % 2 ? &ret : nullptr);
    samplers.push_back(sampler);
    break;
  }
  case 25: { // clGetImageInfo of any memory object, clGetSupportedImageFormats
    size_t ret = 0;
    clGetImageInfo(pickAs<cl_mem>(kMem, first), 0x1110 + static_cast<cl_uint>(in.below(12)),
                   in.below(64), in.byte() % 4 ? scratch.data() : nullptr,
                   in.byte() % 2 ? &ret : nullptr);
    cl_uint formats = 0;
    err = clGetSupportedImageFormats(
        pickAs<cl_context>(kContext, second), in.byte() % 4 ? CL_MEM_READ_WRITE : in.word(),
        static_cast<cl_mem_object_type>(CL_MEM_OBJECT_BUFFER + in.below(8)),
        static_cast<cl_uint>(in.below(8)),
        in.byte() % 2 ? reinterpret_cast<cl_image_format*>(scratch.data()) : nullptr,
        in.byte() % 2 ? &formats : nullptr);
    if (second.bogus)
      expect(err, {CL_INVALID_CONTEXT}, "clGetSupportedImageFormats, context not held");
    break;
  }
  default: { // commands on the harness's own queue, with the harness's events
    const Device& d = device();
    std::vector<cl_event> list = waitList(listBogus);
    err = clEnqueueMarkerWithWaitList(d.queue, static_cast<cl_uint>(list.size()), list.data(),
                                      eventOut(event));
    keepEvent(event);
    break;
  }
  }
}

/// Leaves nothing behind for the next input: every user event completed, every queue drained,
/// every handle the harness holds released.
void Machine::finish() {
  completeUserEvents();
  for (cl_command_queue q : queuesMade) {
    expect(clFinish(q), {CL_SUCCESS}, "clFinish");
    expect(clReleaseCommandQueue(q), {CL_SUCCESS}, "releasing the harness's queue reference");
  }
  expect(clFinish(device().queue), {CL_SUCCESS}, "clFinish");
  for (int kind = kKinds - 1; kind >= 0; --kind)
    for (Slot& s : slots[kind])
      if (s.live)
        releaseSlot(static_cast<Kind>(kind), s);
  for (cl_sampler sampler : samplers)
    expect(clReleaseSampler(sampler), {CL_SUCCESS}, "clReleaseSampler");
}

cl_program builtProgram() {
  static const cl_program program = [] {
    cl_int err = CL_SUCCESS;
    const char* text = kSource;
    cl_program p = clCreateProgramWithSource(device().context, 1, &text, nullptr, &err);
    expect(err, {CL_SUCCESS}, "clCreateProgramWithSource");
    expect(clBuildProgram(p, 0, nullptr, "", nullptr, nullptr), {CL_SUCCESS}, "clBuildProgram");
    return p;
  }();
  return program;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  Machine machine{Reader(data, size)};
  machine.builtProgram = builtProgram();
  // The harness's own context, always held, so that most steps meet a live one.
  cl_context shared = device().context;
  clRetainContext(shared);
  machine.slots[kContext][0] = Slot{shared, true};
  for (int steps = 0; steps < 64 && !machine.in.done(); ++steps)
    machine.step();
  machine.finish();
  return 0;
}
