// Process-wide locks that fork() must not copy held. A child has only the thread that forked: a
// lock another thread held at that moment would stay held in the child for ever, and the child's
// first use of the object would wait for ever. A lock registered here is taken before every fork
// and given back after it, in the parent and in the child, and the child may first mend what it
// copied (threads it does not have, a condition variable counting the parent's waiting threads).
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <new>

#include <pthread.h>

namespace weft {

namespace detail {

/// The registered locks, in the order they were registered. Fixed room, so that registering never
/// allocates, and no lock of its own: a registration (made inside a static's initialization) must
/// not wait for a fork in progress, or the child would copy that initialization unfinished.
class ForkLocks {
public:
  static ForkLocks& instance() noexcept {
    // In storage of its own, never destroyed: made without allocating, and a fork may come at
    // exit.
    alignas(ForkLocks) static unsigned char storage[sizeof(ForkLocks)];
    static ForkLocks* locks = new (storage) ForkLocks;
    return *locks;
  }

  bool add(std::mutex& mutex, void (*inChild)(void*), void* context) noexcept {
    if (!m_handlers)
      return false;
    const size_t slot = m_claimed.fetch_add(1, std::memory_order_relaxed);
    if (slot >= kRoom)
      return false;
    m_entries[slot] = {&mutex, inChild, context};
    m_ready[slot].store(true, std::memory_order_release);
    return true;
  }

private:
  static constexpr size_t kRoom = 32; // 18 registered in all (nine object kinds' memories)
  struct Entry {
    std::mutex* mutex;
    void (*inChild)(void*);
    void* context;
  };

  // If pthread_atfork cannot take the handlers (memory), no lock is ever held across a fork.
  ForkLocks() noexcept
      : m_handlers(pthread_atfork(&ForkLocks::prepare, &ForkLocks::parent, &ForkLocks::child) ==
                   0) {}

  // glibc runs one fork's handlers at a time (its handler list's lock is held from the first
  // prepare to the last parent or child handler), so m_held is the forking thread's alone.
  static void prepare() {
    ForkLocks& locks = instance();
    const size_t count = std::min(locks.m_claimed.load(std::memory_order_acquire), kRoom);
    for (size_t i = 0; i < kRoom; ++i) {
      // One still being registered is left out of this fork.
      locks.m_held[i] = i < count && locks.m_ready[i].load(std::memory_order_acquire);
      if (locks.m_held[i])
        locks.m_entries[i].mutex->lock();
    }
  }

  static void parent() {
    ForkLocks& locks = instance();
    for (size_t i = kRoom; i-- > 0;)
      if (locks.m_held[i])
        locks.m_entries[i].mutex->unlock();
  }

  static void child() {
    ForkLocks& locks = instance();
    for (size_t i = 0; i < kRoom; ++i) {
      if (!locks.m_held[i])
        continue;
      const Entry& entry = locks.m_entries[i];
      if (entry.inChild)
        entry.inChild(entry.context);
      entry.mutex->unlock();
    }
  }

  const bool m_handlers; ///< whether pthread_atfork took the handlers
  std::atomic<size_t> m_claimed{0};
  std::atomic<bool> m_ready[kRoom]{};
  Entry m_entries[kRoom]{};
  bool m_held[kRoom]{}; ///< which locks the fork under way took
};

} // namespace detail

/// Holds `mutex` across every later fork() of the process; in the child, `inChild(context)` runs
/// first with it held (it must not reach for the object through a static's initialization, which
/// a fork may have copied unfinished: `context` is for the object). For locks of objects that
/// live until the process ends, registered once each, under which no other registered lock is
/// ever taken (they are taken in the order of registration). False, and nothing held, when the
/// room for them is full or the handlers could not be registered.
inline bool holdAcrossFork(std::mutex& mutex, void (*inChild)(void*) = nullptr,
                           void* context = nullptr) noexcept {
  return detail::ForkLocks::instance().add(mutex, inChild, context);
}

/// For an `inChild`: a condition variable copied from the parent still counts the parent's
/// threads that waited on it, and the child's second notify would wait for them; a fresh one.
inline void renewAfterFork(std::condition_variable& condition) {
  new (&condition) std::condition_variable();
}

} // namespace weft
