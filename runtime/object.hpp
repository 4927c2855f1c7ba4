// The object model behind every OpenCL handle (DESIGN.md §4).
//
// A handle points at a `_cl_*` struct whose first member is the ICD dispatch pointer (the loader
// reads it at offset 0) followed by a kind tag. Each runtime class derives from its handle struct
// and from RefCounted; converting a handle checks null, the dispatch pointer and the tag before any
// member is touched, then static_casts (the handle base is not at offset 0 of a polymorphic class).
//
// A released handle must stay recognisably dead (issue 16): the memory of a destroyed object is
// never given back to malloc, where anything could reuse it, but kept by its kind's HandleMemory.
// There it keeps our dispatch pointer (so a loader that jumps through a stale handle still lands in
// Weft) and the Dead tag, and it is reused only for a later object of the same kind, oldest first
// and only once kHandleQuarantine younger blocks wait behind it. A stale handle therefore reads
// Dead, or at worst (after a thousand releases of its kind) names a live object of its own kind:
// never freed memory. The memory kept is bounded by the most objects of each kind alive at once.
//
// Validation alone is not enough when another thread drops the last reference meanwhile (a worker
// finishing the command of an event the application has released): every handle an entry point
// validates is therefore pinned, held by an internal reference taken only while the object still
// has one, until the entry point returns (EntryPointScope, icd/entry_points.cpp). The counts and
// the header of a destroyed object stay readable for that; the tag is read and written atomically.
#pragma once

#include "runtime/cl_headers.hpp"
#include "runtime/error.hpp"

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <type_traits>
#include <utility>

namespace weft {

enum class ObjectKind : uint32_t {
  Dead = 0,
  Platform = 0x57460001, // "WF" + index: never a small integer a stray pointer is likely to hold
  Device,
  Context,
  CommandQueue,
  Mem,
  Program,
  Kernel,
  Event,
  Sampler,
};

/// The one dispatch table, installed by icd/ when libweft is loaded (icd depends on runtime, not
/// the other way round).
void installDispatchTable(const cl_icd_dispatch* table);
const cl_icd_dispatch* dispatchTable();

struct HandleHeader {
  const cl_icd_dispatch* dispatch;
  ObjectKind kind;
};

/// How many destroyed objects of a kind wait before the oldest one's memory is reused.
constexpr size_t kHandleQuarantine = 1024;

/// The memory of every object of one kind (see the file comment). Thread-safe.
class HandleMemory {
public:
  /// Its lock is held across fork(): a command's last reference, dropped on a worker as the
  /// command completes, may destroy an object here at the moment another thread forks, and the
  /// child's next object of the kind would wait for the lock for ever.
  HandleMemory() noexcept;

  /// Memory for a new object of `size` bytes: the oldest quarantined block once more than
  /// kHandleQuarantine wait, otherwise a new one. Throws std::bad_alloc.
  void* allocate(size_t size);
  /// Takes back the memory of a destroyed object. Its first `keptBytes` (the handle header and the
  /// counts) keep their contents; under AddressSanitizer the rest is poisoned until reuse.
  void recycle(void* object, size_t keptBytes) noexcept;
  /// Blocks waiting for reuse (for tests).
  size_t quarantined();

private:
  struct Block; // a block's bookkeeping, placed before the object
  std::mutex m_mutex;
  Block* m_oldest = nullptr;
  Block* m_newest = nullptr;
  size_t m_waiting = 0;
};

/// The memory of the objects of `kind`; lives as long as the process.
HandleMemory& handleMemory(ObjectKind kind);

/// Two counts (STYLE.md): the API count (clRetain*/clRelease*, *_REFERENCE_COUNT) and the total of
/// API and internal references held by commands and parent objects. The object is destroyed when
/// the total reaches zero, so destructor callbacks run only once no command can touch it.
class RefCounted {
public:
  RefCounted() = default;
  RefCounted(const RefCounted&) = delete;
  RefCounted& operator=(const RefCounted&) = delete;
  virtual ~RefCounted() = default;

  void retainApi() {
    m_apiRefs.fetch_add(1, std::memory_order_relaxed);
    m_totalRefs.fetch_add(1, std::memory_order_relaxed);
  }
  /// Drops one API reference; false when the application holds none (it released the handle
  /// once more than it retained it, while commands or other objects keep the object alive):
  /// that release must be refused, not taken from the internal references.
  [[nodiscard]] bool releaseApi() {
    cl_uint count = m_apiRefs.load(std::memory_order_relaxed);
    do {
      if (count == 0)
        return false;
    } while (!m_apiRefs.compare_exchange_weak(count, count - 1, std::memory_order_acq_rel,
                                              std::memory_order_relaxed));
    if (count == 1)
      onLastApiRelease();
    releaseInternal();
    return true;
  }
  void retainInternal() { m_totalRefs.fetch_add(1, std::memory_order_relaxed); }
  /// An internal reference, unless the object is already being destroyed (its total reached zero).
  [[nodiscard]] bool tryRetainInternal() {
    uint64_t count = m_totalRefs.load(std::memory_order_relaxed);
    do {
      if (count == 0)
        return false;
    } while (!m_totalRefs.compare_exchange_weak(count, count + 1, std::memory_order_relaxed));
    return true;
  }
  void releaseInternal() {
    if (m_totalRefs.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }
  cl_uint apiRefCount() const { return m_apiRefs.load(std::memory_order_relaxed); }

protected:
  /// Called once when the application drops its last reference; internal references may remain.
  virtual void onLastApiRelease() {}

private:
  std::atomic<cl_uint> m_apiRefs{1};
  std::atomic<uint64_t> m_totalRefs{1};
};

/// Where the `Base` part of a `Derived` object lies, in bytes from its start: computed on a
/// made-up address, since converting a pointer to a base only adds the offset.
template <class Derived, class Base> uintptr_t baseOffset() {
  constexpr uintptr_t kProbe = 4096;
  auto* probe = reinterpret_cast<Derived*>(kProbe);
  return reinterpret_cast<uintptr_t>(static_cast<Base*>(probe)) - kProbe;
}

/// Base of every class behind a handle of type `HandleT` (e.g. `_cl_context`).
template <class HandleT, ObjectKind K> class ApiObject : public HandleT, public RefCounted {
public:
  static constexpr ObjectKind kKind = K;
  using Handle = HandleT*;

  ApiObject() {
    // Atomic, as fromHandle reads it: a thread may probe a stale handle whose memory this object
    // is reusing (the value written is the same dispatch pointer the dead object kept).
    __atomic_store_n(&this->dispatch, dispatchTable(), __ATOMIC_RELAXED);
    ObjectKind kind = K;
    __atomic_store(&this->kind, &kind, __ATOMIC_RELEASE);
  }
  // Atomic: other threads may read the tag while this one destroys the object, and the store must
  // survive although the object's lifetime ends here (GCC removes plain stores into an object
  // that is being destroyed, -flifetime-dse). The dispatch pointer stays.
  ~ApiObject() override {
    ObjectKind dead = ObjectKind::Dead;
    __atomic_store(&this->kind, &dead, __ATOMIC_RELEASE);
  }

  static void* operator new(size_t size) { return handleMemory(K).allocate(size); }
  static void operator delete(void* object) noexcept {
    handleMemory(K).recycle(object, keptBytes());
  }

  Handle handle() { return this; }

private:
  /// How many bytes from the start of the object hold the handle header and the counts, which a
  /// destroyed object keeps readable (RefCounted, the primary base, comes first, then the header).
  static size_t keptBytes() {
    const uintptr_t header = baseOffset<ApiObject, HandleT>();
    const uintptr_t counts = baseOffset<ApiObject, RefCounted>();
    return std::max(header + sizeof(HandleHeader), counts + sizeof(RefCounted));
  }
};

/// Keeps every object pinned on this thread while it is open alive until it ends. The entry
/// points open one each (they nest when a callback calls the API); outside any
/// scope (the runtime's own calls) nothing is pinned.
class EntryPointScope {
public:
  EntryPointScope() noexcept;
  ~EntryPointScope();
  EntryPointScope(const EntryPointScope&) = delete;
  EntryPointScope& operator=(const EntryPointScope&) = delete;

private:
  size_t m_mark;
};

/// Pins `object` for the innermost EntryPointScope on this thread; false when it is being
/// destroyed. Throws std::bad_alloc (the entry point returns CL_OUT_OF_HOST_MEMORY).
bool pinForEntryPoint(RefCounted* object);

/// The object behind `handle`, or null when it is null, not ours, of another kind, or destroyed.
/// Inside an entry point the object stays alive until the entry point returns.
template <class T> T* fromHandle(typename T::Handle handle) {
  if (handle == nullptr)
    return nullptr;
  const HandleHeader* header = handle;
  ObjectKind kind;
  __atomic_load(&header->kind, &kind, __ATOMIC_ACQUIRE);
  if (__atomic_load_n(&header->dispatch, __ATOMIC_RELAXED) != dispatchTable() || kind != T::kKind)
    return nullptr;
  // Another thread may be destroying the object, its dynamic type already a base: the object and
  // its counts are found by their offsets from the handle, not by casts that UBSan checks against
  // the dynamic type, and the object is pinned before anything else touches it.
  const uintptr_t object = reinterpret_cast<uintptr_t>(handle) -
                           baseOffset<T, std::remove_pointer_t<typename T::Handle>>();
  if (!pinForEntryPoint(reinterpret_cast<RefCounted*>(object + baseOffset<T, RefCounted>())))
    return nullptr;
  return reinterpret_cast<T*>(object);
}

/// An internal reference: keeps the object alive without touching its API count.
template <class T> class Ref {
public:
  Ref() = default;
  explicit Ref(T* object) : m_object(object) {
    if (m_object)
      m_object->retainInternal();
  }
  /// Takes over a reference the caller already holds (e.g. a new object's initial one).
  static Ref adopt(T* object) {
    Ref ref;
    ref.m_object = object;
    return ref;
  }
  Ref(const Ref& other) : Ref(other.m_object) {}
  Ref(Ref&& other) noexcept : m_object(std::exchange(other.m_object, nullptr)) {}
  Ref& operator=(Ref other) noexcept {
    std::swap(m_object, other.m_object);
    return *this;
  }
  ~Ref() {
    if (m_object)
      m_object->releaseInternal();
  }

  T* get() const { return m_object; }
  T* operator->() const { return m_object; }
  T& operator*() const { return *m_object; }
  explicit operator bool() const { return m_object != nullptr; }
  /// Gives up the reference without releasing it (for handing a new object to the application).
  T* release() { return std::exchange(m_object, nullptr); }

private:
  T* m_object = nullptr;
};

} // namespace weft

// The handle structs the OpenCL headers leave incomplete.
struct _cl_platform_id : weft::HandleHeader {};
struct _cl_device_id : weft::HandleHeader {};
struct _cl_context : weft::HandleHeader {};
struct _cl_command_queue : weft::HandleHeader {};
struct _cl_mem : weft::HandleHeader {};
struct _cl_program : weft::HandleHeader {};
struct _cl_kernel : weft::HandleHeader {};
struct _cl_event : weft::HandleHeader {};
struct _cl_sampler : weft::HandleHeader {};
