// Tells ThreadSanitizer about the ordering oneTBB provides. libtbb is not instrumented, so TSan
// cannot see that work handed to the arena happens after the code that handed it over, nor that
// the joining thread sees what the workers wrote; these calls mark those edges and nothing else.
#pragma once

#include <atomic>

#if defined(__SANITIZE_THREAD__)
extern "C" void __tsan_acquire(void* address);
extern "C" void __tsan_release(void* address);
#endif

namespace weft::devices::cpu {

/// Everything this thread did so far happens before a later happensAfter(address).
inline void happensBefore(const void* address) {
#if defined(__SANITIZE_THREAD__)
  __tsan_release(const_cast<void*>(address));
#else
  (void)address;
#endif
}

inline void happensAfter(const void* address) {
#if defined(__SANITIZE_THREAD__)
  __tsan_acquire(const_cast<void*>(address));
#else
  (void)address;
#endif
}

/// A pointer stored in a functor that TBB copies into its task objects. TBB's copy (by the thread
/// that hands the task over) and the read (by the worker that runs it) are ordered inside libtbb,
/// which TSan cannot see; keeping the pointer atomic keeps that copy out of its reports, while
/// happensBefore/happensAfter order what the pointer points to.
///
/// Stores release and loads acquire (plain moves on x86): TBB takes its task objects from
/// tbbmalloc, which TSan does not see either, so the memory a copy lands in may hold another
/// object's old writes. The worker's acquire of the copy orders those writes, when the copying
/// thread made them, before its read; without it TSan reported the read racing with them.
template <class T> class HandOff {
public:
  // Stores, not initialization: an atomic's constructor writes non-atomically.
  explicit HandOff(T* pointer) { m_pointer.store(pointer, std::memory_order_release); }
  HandOff(const HandOff& other) { m_pointer.store(other.get(), std::memory_order_release); }
  HandOff& operator=(const HandOff& other) {
    m_pointer.store(other.get(), std::memory_order_release);
    return *this;
  }
  T* get() const { return m_pointer.load(std::memory_order_acquire); }

private:
  std::atomic<T*> m_pointer;
};

} // namespace weft::devices::cpu
