// Locks held across fork() (common/fork_safety.hpp): a child never inherits a registered lock held
// by a thread it does not have, and what it must mend is mended before it runs on.
#include "common/fork_safety.hpp"
#include "tests/fork_child.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <functional>
#include <memory>
#include <mutex>
#include <pthread.h>
#include <thread>

namespace {

/// Runs `body` on a detached thread with a small stack, and sets `done` when it has finished.
/// Under ThreadSanitizer a forked child reports the parent's joinable threads as leaked (it cannot
/// join them), and a thread the child starts may be given the cached stack of a parent's thread,
/// and with it that thread's id, which ThreadSanitizer refuses: the child's threads have the
/// default stack size, never this one.
void startDetached(std::function<void()> body, std::atomic<bool>& done) {
  struct Start {
    std::function<void()> body;
    std::atomic<bool>* done;
  };
  pthread_attr_t attributes;
  REQUIRE(pthread_attr_init(&attributes) == 0);
  REQUIRE(pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED) == 0);
  REQUIRE(pthread_attr_setstacksize(&attributes, 512 * 1024) == 0);
  auto start = std::make_unique<Start>(Start{std::move(body), &done});
  pthread_t thread;
  const int created = pthread_create(
      &thread, &attributes,
      [](void* argument) -> void* {
        std::unique_ptr<Start> owned(static_cast<Start*>(argument));
        owned->body();
        owned->done->store(true);
        return nullptr;
      },
      start.get());
  pthread_attr_destroy(&attributes);
  REQUIRE(created == 0);
  (void)start.release(); // the thread's now
}

void waitFor(const std::atomic<bool>& done) {
  while (!done)
    std::this_thread::yield();
}

} // namespace

TEST_CASE("a registered lock held by another thread at the fork is free in the child") {
  // Registered locks live until the process ends.
  static std::mutex& mutex = *new std::mutex;
  static std::atomic<int> mended{0};
  static std::atomic<bool> released{false};
  REQUIRE(weft::holdAcrossFork(
      mutex, [](void* context) { static_cast<std::atomic<int>*>(context)->fetch_add(1); },
      &mended));

  std::atomic<bool> held{false};
  std::atomic<bool> holderDone{false};
  startDetached(
      [&] {
        std::lock_guard<std::mutex> lock(mutex);
        held = true;
        // Long enough that the fork below comes while the lock is held.
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        released = true;
      },
      holderDone);
  while (!held)
    std::this_thread::yield();
  const int status = weft_test::inChild(10, [] {
    if (!released)
      return 1; // the fork did not wait for the holder
    if (!mutex.try_lock())
      return 2; // copied held: the child would wait for ever
    mutex.unlock();
    return mended.load() == 1 ? 0 : 3;
  });
  waitFor(holderDone);
  CHECK(status == 0);
  // The parent's lock is free again, and its own state was not mended.
  CHECK(mutex.try_lock());
  mutex.unlock();
  CHECK(mended.load() == 0);
}

TEST_CASE("a condition variable made anew in the child takes two notifies") {
  static std::mutex& mutex = *new std::mutex;
  static std::condition_variable& ready = *new std::condition_variable;
  REQUIRE(weft::holdAcrossFork(mutex, [](void*) { weft::renewAfterFork(ready); }));

  // A thread of the parent waits on the condition variable at the fork.
  bool waiting = false;
  bool stop = false;
  std::atomic<bool> waiterDone{false};
  startDetached(
      [&] {
        std::unique_lock<std::mutex> lock(mutex);
        waiting = true;
        ready.wait(lock, [&] { return stop; });
      },
      waiterDone);
  for (bool asleep = false; !asleep; std::this_thread::yield()) {
    std::lock_guard<std::mutex> lock(mutex);
    asleep = waiting; // set under the lock, which the wait let go
  }
  const int status = weft_test::inChild(10, [] {
    // A thread of the child's own waits twice and is woken each time, as a job runner is.
    int rounds = 0;
    bool inWait = false;
    bool go = false;
    std::thread runner([&] {
      std::unique_lock<std::mutex> lock(mutex);
      for (int i = 0; i < 2; ++i) {
        inWait = true;
        ready.wait(lock, [&] { return go; });
        inWait = false;
        go = false;
        ++rounds;
      }
    });
    for (int i = 0; i < 2; ++i) {
      for (bool asleep = false; !asleep; std::this_thread::yield()) {
        std::lock_guard<std::mutex> lock(mutex);
        asleep = inWait;
      }
      {
        std::lock_guard<std::mutex> lock(mutex);
        go = true;
        ready.notify_one();
      }
      for (bool woken = false; !woken; std::this_thread::yield()) {
        std::lock_guard<std::mutex> lock(mutex);
        woken = rounds > i;
      }
    }
    runner.join();
    return rounds == 2 ? 0 : 3;
  });
  {
    std::lock_guard<std::mutex> lock(mutex);
    stop = true;
  }
  ready.notify_all();
  waitFor(waiterDone);
  CHECK(status == 0);
}
