// The native column's thread team; see parallel_for.hpp.
#include "parallel_for.hpp"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>
#include <vector>

namespace bench::native {

namespace {

/// CPUs in the process's affinity mask (taskset, cgroups), which the OpenCL platforms use too.
size_t allowedCpus() {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof set, &set) == 0 && CPU_COUNT(&set) > 0)
    return static_cast<size_t>(CPU_COUNT(&set));
  return std::max(1U, std::thread::hardware_concurrency());
}

/// One parallelFor call, on the caller's stack. `users` counts the workers that may still touch
/// it; the caller returns only when it is zero, and after it has withdrawn the job so that no
/// other worker starts on it.
struct Job {
  const std::function<void(size_t, size_t)>* body = nullptr;
  size_t count = 0;
  size_t chunk = 0;
  size_t chunks = 0;
  std::atomic<size_t> next{0};
  size_t users = 0; ///< Guarded by Team::m_mutex.
};

/// Claims and runs chunks of `job` until none is left.
void runChunks(Job& job) {
  for (;;) {
    const size_t index = job.next.fetch_add(1, std::memory_order_relaxed);
    if (index >= job.chunks)
      return;
    const size_t begin = index * job.chunk;
    (*job.body)(begin, std::min(job.count, begin + job.chunk));
  }
}

class Team {
public:
  Team() {
    const size_t workers = allowedCpus() - 1;
    for (size_t i = 0; i < workers; ++i)
      m_workers.emplace_back([this] { work(); });
  }

  ~Team() {
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_stop = true;
    }
    m_wake.notify_all();
    for (std::thread& worker : m_workers)
      worker.join();
  }

  size_t threads() const { return m_workers.size() + 1; }

  void run(size_t count, size_t chunk, const std::function<void(size_t, size_t)>& body) {
    Job job;
    job.body = &body;
    job.count = count;
    job.chunk = std::max<size_t>(chunk, 1);
    job.chunks = (count + job.chunk - 1) / job.chunk;
    if (job.chunks <= 1 || m_workers.empty()) {
      // Chunk by chunk here too: bodies may rely on ranges of at most `chunk` indices (one row,
      // one strip), as on one CPU (taskset -c 0) every chunk comes this way.
      for (size_t begin = 0; begin < count; begin += job.chunk)
        body(begin, std::min(count, begin + job.chunk));
      return;
    }
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_job = &job;
      ++m_generation;
    }
    m_wake.notify_all();
    runChunks(job);
    // Every chunk is claimed now; wait for the workers that claimed some to finish them.
    std::unique_lock<std::mutex> lock(m_mutex);
    m_job = nullptr;
    m_done.wait(lock, [&] { return job.users == 0; });
  }

private:
  /// A worker: sleeps until a new job is published, joins it while it is still published.
  void work() {
    uint64_t seen = 0;
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
      m_wake.wait(lock, [&] { return m_stop || (m_job && m_generation != seen); });
      if (m_stop)
        return;
      seen = m_generation;
      Job& job = *m_job;
      ++job.users;
      lock.unlock();
      runChunks(job);
      lock.lock();
      if (--job.users == 0)
        m_done.notify_all();
    }
  }

  std::mutex m_mutex;
  std::condition_variable m_wake; ///< A job was published, or the team stops.
  std::condition_variable m_done; ///< A job's last worker left it.
  Job* m_job = nullptr;           ///< The published job, if any (guarded by m_mutex).
  uint64_t m_generation = 0;      ///< Counts published jobs (guarded by m_mutex).
  bool m_stop = false;
  std::vector<std::thread> m_workers;
};

Team& team() {
  static Team instance;
  return instance;
}

} // namespace

size_t threadCount() { return team().threads(); }

void parallelFor(size_t count, size_t chunk, const std::function<void(size_t, size_t)>& body) {
  team().run(count, chunk, body);
}

} // namespace bench::native
