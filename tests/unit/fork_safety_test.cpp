// Locks held across fork() (common/fork_safety.hpp): a child never inherits a registered lock held
// by a thread it does not have, and what it must mend is mended before it runs on.
#include "common/fork_safety.hpp"

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace {

/// Forks; the child exits with `childCheck()`'s answer (0 when it holds) and the parent waits for
/// it. The child runs under an alarm, so that a lock it waits on for ever ends it, not the test.
template <typename Check> int childStatus(Check childCheck) {
  const pid_t child = fork();
  if (child == 0) {
    alarm(10);
    _exit(childCheck());
  }
  REQUIRE(child > 0);
  int status = 0;
  REQUIRE(waitpid(child, &status, 0) == child);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
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
  std::thread holder([&] {
    std::lock_guard<std::mutex> lock(mutex);
    held = true;
    // Long enough that the fork below comes while the lock is held.
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    released = true;
  });
  while (!held)
    std::this_thread::yield();
  const int status = childStatus([] {
    if (!released)
      return 1; // the fork did not wait for the holder
    if (!mutex.try_lock())
      return 2; // copied held: the child would wait for ever
    mutex.unlock();
    return mended.load() == 1 ? 0 : 3;
  });
  holder.join();
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
  std::thread waiter([&] {
    std::unique_lock<std::mutex> lock(mutex);
    waiting = true;
    ready.wait(lock, [&] { return stop; });
  });
  for (bool asleep = false; !asleep; std::this_thread::yield()) {
    std::lock_guard<std::mutex> lock(mutex);
    asleep = waiting; // set under the lock, which the wait let go
  }
  const int status = childStatus([] {
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
  waiter.join();
  CHECK(status == 0);
}
