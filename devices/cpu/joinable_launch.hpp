// The seats of a launch that threads waiting for a command may join (CpuDevice::runKernel and
// joinRunningLaunch): one per compute unit, taken by the pool's helpers, by those guests and by
// workers spinning for launches (WEFT_WORKER_SPIN), which take helpers' seats.
#pragma once

#include <atomic>
#include <cstdint>
#include <thread>

namespace weft::devices::cpu {

/// Takes one from `count` if it holds any: true if it did.
inline bool takeOneIfAny(std::atomic<int64_t>& count) {
  int64_t held = count.load(std::memory_order_relaxed);
  while (held > 0)
    if (count.compare_exchange_weak(held, held - 1, std::memory_order_relaxed))
      return true;
  return false;
}

/// A launch of the root device that a thread waiting for a command may take part in: its claim
/// loop, and the seats left for threads to run it, one per compute unit. The pool's helpers take
/// seats too, so a waiting thread that joins takes the place of a helper that has not come yet
/// instead of adding to them, and gives the seat back to it when it comes: the guest asks
/// Guest::mustLeave() before each chunk of groups it claims. A guest that kept its seat for a whole
/// long launch shared a core with a helper the system placed beside it, for milliseconds at a
/// time: one process in five ran the bench's 7 ms sum at 60% (sessions 27-28).
struct JoinableLaunch {
  class Guest;
  /// Runs the claim loop on the calling thread; `guest` is the thread's hold on its seat when it
  /// is a guest, else null.
  void (*run)(void* loop, Guest* guest);
  void* loop;
  std::atomic<int64_t> seats;
  std::atomic<int64_t> guestSeats{0}; ///< seats held by guests not yet asked to leave
  std::atomic<int64_t> leaving{0};    ///< guests asked to leave that have not yet asked
  /// Threads that joined from outside (guests, spinning workers) and may still use the launch:
  /// the launching thread waits for none to be left before its frame goes.
  std::atomic<int64_t> participants{0};

  /// A guest's hold on the seat it took (takeGuestSeat): it asks mustLeave() before each chunk
  /// of groups it claims, and gives the seat up when it goes, so that guestSeats and leaving
  /// count only the guests still in the launch. (Without that, a guest that left on its own
  /// stayed counted: a later helper "took back" its seat and the request sent the next guest
  /// away.)
  class Guest {
  public:
    explicit Guest(JoinableLaunch& launch) : m_launch(launch) {}
    Guest(const Guest&) = delete;
    Guest& operator=(const Guest&) = delete;
    /// A guest that leaves on its own (out of groups, or failing) gives its seat back, for a
    /// helper still to come; if a helper took a guest's seat meanwhile, it takes the request that
    /// came with it instead. Either way one unit per guest: the guests' seats and the requests
    /// count the guests still in the launch (a helper may be between the two counts: asked again).
    ~Guest() {
      if (m_asked)
        return;
      for (;;) {
        if (takeOneIfAny(m_launch.guestSeats)) {
          m_launch.seats.fetch_add(1, std::memory_order_acq_rel);
          return;
        }
        if (m_launch.guestMustLeave())
          return;
        // A helper is between taking a guest's seat and posting its request.
        std::this_thread::yield();
      }
    }
    /// Before each chunk: true (once) when a helper took back a guest's seat, and this guest goes.
    bool mustLeave() {
      if (!m_asked && m_launch.guestMustLeave())
        m_asked = true;
      return m_asked;
    }

  private:
    JoinableLaunch& m_launch;
    bool m_asked = false;
  };

  /// A helper's seat, while one is free.
  bool takeSeat() {
    if (seats.fetch_sub(1, std::memory_order_acq_rel) > 0)
      return true;
    seats.fetch_add(1, std::memory_order_relaxed);
    return false;
  }

  /// A guest's seat, while one is free; a helper may take it back (displaceGuest). The caller
  /// holds it through a Guest.
  bool takeGuestSeat() {
    if (!takeSeat())
      return false;
    guestSeats.fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  /// A helper that found no seat free takes a guest's, if a guest holds one, and asks it to
  /// leave: the first guest to ask goes.
  bool displaceGuest() {
    if (!takeOneIfAny(guestSeats))
      return false;
    leaving.fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  /// True once for each seat a helper took back (Guest::mustLeave asks it).
  bool guestMustLeave() { return takeOneIfAny(leaving); }
};

} // namespace weft::devices::cpu
