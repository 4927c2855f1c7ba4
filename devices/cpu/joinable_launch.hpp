// The seats of a launch that threads waiting for a command may join (CpuDevice::runKernel and
// joinRunningLaunch): one per compute unit, taken by the pool's helpers and by those guests.
#pragma once

#include <atomic>
#include <cstdint>

namespace weft::devices::cpu {

/// A launch of the root device that a thread waiting for a command may take part in: its claim
/// loop, and the seats left for threads to run it, one per compute unit. The pool's helpers take
/// seats too, so a waiting thread that joins takes the place of a helper that has not come yet
/// instead of adding to them, and gives the seat back to it when it comes: the guest asks
/// guestMustLeave() before each chunk of groups it claims. A guest that kept its seat for a whole
/// long launch shared a core with a helper the system placed beside it, for milliseconds at a
/// time: one process in five ran the bench's 7 ms sum at 60% (sessions 27-28).
struct JoinableLaunch {
  /// Runs the claim loop on the calling thread; `guest` is this launch for a guest, else null.
  void (*run)(void* loop, JoinableLaunch* guest);
  void* loop;
  std::atomic<int64_t> seats;
  std::atomic<int64_t> guestSeats{0}; ///< seats held by guests not yet asked to leave
  std::atomic<int64_t> leaving{0};    ///< guests asked to leave that have not yet asked

  /// A helper's seat, while one is free.
  bool takeSeat() {
    if (seats.fetch_sub(1, std::memory_order_acq_rel) > 0)
      return true;
    seats.fetch_add(1, std::memory_order_relaxed);
    return false;
  }

  /// A guest's seat, while one is free; a helper may take it back (displaceGuest).
  bool takeGuestSeat() {
    if (!takeSeat())
      return false;
    guestSeats.fetch_add(1, std::memory_order_relaxed);
    return true;
  }

  /// A helper that found no seat free takes a guest's, if a guest holds one, and asks it to
  /// leave. A guest that has already run out of groups may be the one asked: then the request
  /// sends away the next guest to ask, which finds the launch about done anyway.
  bool displaceGuest() {
    int64_t held = guestSeats.load(std::memory_order_relaxed);
    while (held > 0) {
      if (guestSeats.compare_exchange_weak(held, held - 1, std::memory_order_relaxed)) {
        leaving.fetch_add(1, std::memory_order_relaxed);
        return true;
      }
    }
    return false;
  }

  /// Asked by a guest before each chunk it claims: true once for each seat a helper took back.
  bool guestMustLeave() {
    int64_t asked = leaving.load(std::memory_order_relaxed);
    while (asked > 0) {
      if (leaving.compare_exchange_weak(asked, asked - 1, std::memory_order_relaxed))
        return true;
    }
    return false;
  }
};

} // namespace weft::devices::cpu
