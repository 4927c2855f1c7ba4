// The CPU device: a oneTBB arena over the process's cores runs the work-groups of an NDRange.
#include "common/fork_safety.hpp"
#include "common/settings.hpp"
#include "devices/cpu/cpu_topology.hpp"
#include "devices/cpu/joinable_launch.hpp"
#include "devices/cpu/tsan_annotations.hpp"
#include "devices/device.hpp"

#include <pthread.h>
#include <sched.h>
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <xmmintrin.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <memory>
#include <mutex>
#include <new>
#include <optional>
#include <thread>
#include <utility>

namespace weft::devices::cpu {
namespace {

/// Per-thread __local memory and work-item state: each worker runs one group at a time, so one
/// block per thread is never shared by two groups running at once. Grown on demand, never shrunk.
class LocalMemoryBlock {
public:
  char* get(uint64_t bytes) {
    if (bytes > m_capacity) {
      // 128-byte alignment: CL_DEVICE_MEM_BASE_ADDR_ALIGN, and every vector type fits.
      uint64_t capacity = (bytes + 127) & ~uint64_t(127);
      void* block = std::aligned_alloc(128, capacity);
      if (!block)
        throw std::bad_alloc();
      m_block.reset(static_cast<char*>(block));
      m_capacity = capacity;
    }
    return m_block.get();
  }

private:
  struct Free {
    void operator()(char* p) const { std::free(p); }
  };
  std::unique_ptr<char, Free> m_block;
  uint64_t m_capacity = 0;
};

thread_local LocalMemoryBlock tLocalMemory;
thread_local LocalMemoryBlock tWorkItemState;
thread_local LocalMemoryBlock tCountBins;

/// The stack of the calling thread, where the private variables of the work-items it runs lie
/// (to_private); empty where the system does not say.
struct ThreadStack {
  char* low = nullptr;
  char* high = nullptr;
};

const ThreadStack& threadStack() {
  thread_local const ThreadStack stack = [] {
    ThreadStack bounds;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attributes, &low, &size) == 0) {
        bounds.low = static_cast<char*>(low);
        bounds.high = bounds.low + size;
      }
      pthread_attr_destroy(&attributes);
    }
    return bounds;
  }();
  return stack;
}

/// Restores the thread's MXCSR when a kernel changed it (rounding mode, FTZ/DAZ), so that nothing
/// a kernel does to the floating-point environment leaks into the thread that ran it.
class FloatEnvironmentGuard {
public:
  FloatEnvironmentGuard() : m_mxcsr(_mm_getcsr()) {}
  ~FloatEnvironmentGuard() {
    if (_mm_getcsr() != m_mxcsr)
      _mm_setcsr(m_mxcsr);
  }

private:
  unsigned m_mxcsr;
};

/// The CPUs the threads working for a device are pinned to. Id 0 is the root device, whose
/// threads keep the process's own mask; sub-devices get ids never reused, so that a thread's
/// record of where it is pinned cannot name a destroyed sub-device's successor.
struct PinMask {
  uint64_t id = 0;
  cpu_set_t set;
};

/// The mask the calling thread runs under now: 0 when it is its own (or the process's).
thread_local uint64_t tPinnedTo = 0;
/// The device whose submitted job this thread is running, if any.
thread_local const void* tRunningJobOf = nullptr;
/// How many arena waits this thread is inside (task_arena::execute): a thread that waits there
/// for its own work may take other tasks of the arena meanwhile, a spinning worker's too, which
/// must not spin on that thread's stack (spinForLaunches).
thread_local int tArenaWaits = 0;
struct ArenaWait {
  ArenaWait() { ++tArenaWaits; }
  ~ArenaWait() { --tArenaWaits; }
  ArenaWait(const ArenaWait&) = delete;
  ArenaWait& operator=(const ArenaWait&) = delete;
};

PinMask makePinMask(const std::vector<uint32_t>& cpus, bool root) {
  static std::atomic<uint64_t> nextId{1};
  PinMask mask;
  CPU_ZERO(&mask.set);
  for (uint32_t cpu : cpus)
    if (cpu < CPU_SETSIZE)
      CPU_SET(cpu, &mask.set);
  mask.id = root ? 0 : nextId.fetch_add(1, std::memory_order_relaxed);
  return mask;
}

/// Makes the calling thread run on `mask`'s CPUs unless it already does. A failure (a made-up
/// topology's CPUs that this machine lacks) leaves the thread where it was.
void pinTo(const PinMask& mask) {
  if (tPinnedTo == mask.id)
    return;
  if (sched_setaffinity(0, sizeof mask.set, &mask.set) == 0)
    tPinnedTo = mask.id;
}

/// Gives the calling thread back the mask it had when the scope opened, if work it joined meanwhile
/// pinned it elsewhere: an application thread that helps run a sub-device's work-groups must not
/// stay on that sub-device's cores.
class RestorePin {
public:
  /// `device` is the mask the scope's work may pin the thread to, `pins` whether it does: a
  /// thread already on that mask, or one that nothing will pin, keeps no copy (no syscall).
  RestorePin(const PinMask& device, bool pins) {
    if (tPinnedTo == device.id || (!pins && tPinnedTo == 0))
      return;
    m_id = tPinnedTo;
    m_saved = sched_getaffinity(0, sizeof m_set, &m_set) == 0;
  }
  ~RestorePin() {
    if (m_saved && tPinnedTo != m_id && sched_setaffinity(0, sizeof m_set, &m_set) == 0)
      tPinnedTo = m_id;
  }
  RestorePin(const RestorePin&) = delete;
  RestorePin& operator=(const RestorePin&) = delete;

private:
  bool m_saved = false;
  uint64_t m_id = 0;
  cpu_set_t m_set;
};

/// Each chunk of an NDRange's groups that a thread claims is this many times smaller than the
/// thread's share of the groups that remain.
constexpr uint64_t kChunksPerThreadShare = 8;

/// How long a worker of the root device that ran a job waits for the next (waitForNextJob).
constexpr std::chrono::microseconds kRunnerWait{20};

/// WEFT_WORKER_SPIN: how long, in milliseconds, the root device's workers wait for the next
/// launch after one ends, spinning (spinForLaunches); 0 when unset or not all digits. At most a
/// minute.
uint64_t workerSpinNanoseconds() {
  const std::optional<uint64_t> milliseconds = settingCount(Setting::WorkerSpin);
  return milliseconds ? std::min<uint64_t>(*milliseconds, 60'000) * 1'000'000 : 0;
}

/// The name a worker has while it spins for launches (at most 15 characters).
constexpr char kSpinnerName[] = "weft-spin";

uint64_t steadyNanoseconds() {
  return static_cast<uint64_t>(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   std::chrono::steady_clock::now().time_since_epoch())
                                   .count());
}

/// A child of fork() has none of its parent's threads, while oneTBB's state, copied with the
/// memory, still counts the parent's workers: work given to an arena there would wait for ever
/// (a Python program's multiprocessing pool, forked after the parent used OpenCL, hung in its
/// first clFinish). Once a device has existed in a process, its forked children run their
/// devices' jobs on one thread of their own (ForkedChildRunner) and each launch's groups on the
/// thread that runs it; nothing of theirs reaches oneTBB.
std::atomic<uint32_t> gForks{0}; ///< forks this process is a child of, after a device existed

/// The thread that runs submitted jobs in a forked child, one job at a time, started at the
/// first. Never destroyed: a job may still run when the process ends.
class ForkedChildRunner {
public:
  static ForkedChildRunner& instance() {
    static ForkedChildRunner* runner = new ForkedChildRunner();
    return *runner;
  }

  void add(std::function<void()> job) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_jobs.push_back(std::move(job));
    if (!m_started) {
      std::thread([this] { loop(); }).detach();
      m_started = true;
    }
    m_ready.notify_one();
  }

  /// Registered once, when the first device is made: a child counts the fork, and a child's
  /// child starts a thread of its own (what its parent's runner held is lost with it).
  static void registerForkHandlers() {
    static const bool registered = holdAcrossFork(
        instance().m_mutex,
        [](void* self) {
          gForks.fetch_add(1, std::memory_order_relaxed);
          ForkedChildRunner& runner = *static_cast<ForkedChildRunner*>(self);
          runner.m_started = false;
          runner.m_jobs.clear();
          renewAfterFork(runner.m_ready); // the parent's runner waited on it
        },
        &instance());
    (void)registered;
  }

  /// Runs the next job waiting, when called on the runner's own thread (which a job there may
  /// need: a device released inside a job waits for its other jobs, queued behind it); false when
  /// none runs.
  bool runNextHere() {
    if (!tRunner)
      return false;
    std::unique_lock<std::mutex> lock(m_mutex);
    if (m_jobs.empty())
      return false;
    runFirst(lock);
    return true;
  }

private:
  static thread_local bool tRunner;

  void loop() {
    tRunner = true;
    std::unique_lock<std::mutex> lock(m_mutex);
    for (;;) {
      m_ready.wait(lock, [this] { return !m_jobs.empty(); });
      runFirst(lock);
    }
  }

  /// Takes the first job waiting and runs it without the lock; `lock` holds it again after. The
  /// job goes before that: what it holds may be the last reference to a device, whose release
  /// runs the jobs left (runNextHere) and takes the lock.
  void runFirst(std::unique_lock<std::mutex>& lock) {
    {
      std::function<void()> job = std::move(m_jobs.front());
      m_jobs.pop_front();
      lock.unlock();
      job();
    }
    lock.lock();
  }

  std::mutex m_mutex;
  std::condition_variable m_ready;
  std::deque<std::function<void()>> m_jobs;
  bool m_started = false;
};

thread_local bool ForkedChildRunner::tRunner = false;

/// Whether this process is a child of fork() made after a device existed (gForks).
bool forkedChild() { return gForks.load(std::memory_order_relaxed) != 0; }

class CpuDevice final : public Device {
public:
  /// The root device: every CPU of the process, threads unpinned.
  explicit CpuDevice(std::shared_ptr<const Topology> topology)
      : CpuDevice(topology, topology->cpus(), nullptr) {}

  /// A device over `cpus`; `parallelism` is the root's, shared by every sub-device.
  CpuDevice(std::shared_ptr<const Topology> topology, std::vector<uint32_t> cpus,
            std::shared_ptr<tbb::global_control> parallelism)
      : m_topology(std::move(topology)), m_caps(m_topology->caps()), m_cpus(std::move(cpus)),
        m_pin(makePinMask(m_cpus, !parallelism)),
        // TBB allows one worker fewer than there are cores, expecting the application's thread
        // to take the last slot. A command usually runs on a worker while the application's
        // thread sleeps in clFinish, so a worker for every core must be allowed.
        m_parallelism(parallelism
                          ? std::move(parallelism)
                          : std::make_shared<tbb::global_control>(
                                tbb::global_control::max_allowed_parallelism, m_cpus.size() + 1)),
        // A worker for every core, and one more slot reserved for an application thread: a host
        // thread that runs a command itself (Event::wait) then always finds a slot to spread its
        // work-groups from. Without it, workers spinning in every slot after a launch left it
        // none: it handed the launch to them and slept until they woke it (a 64K-element launch
        // back to back on 2 cores 11-40 us, a 1K one 27-33; with the slot 10 and 1.7).
        m_arena(std::make_unique<tbb::task_arena>(static_cast<int>(m_cpus.size()) + 1, 1)) {
    ForkedChildRunner::registerForkHandlers();
    if (joinable())
      holdJobListAcrossFork();
    // A sub-device's share of the outer caches: its cores' part of the machine's.
    m_caps.outerCacheBytes =
        m_caps.outerCacheBytes * m_cpus.size() / std::max<size_t>(m_topology->cpus().size(), 1);
    m_caps.computeUnits = static_cast<uint32_t>(m_cpus.size());
    // Pinning a sub-device's threads to CPUs that a made-up topology invented would fail.
    m_pins = m_pin.id != 0 && m_topology->isThisSystem() && CPU_COUNT(&m_pin.set) > 0;
  }

  /// A job submitted to the arena may still wait for a thread after its command completed: a
  /// thread waiting for the event claims the command and runs it itself, and the job only finds
  /// it done. A released sub-device waits for those jobs (they use this device), unless this
  /// thread is running one of them: then the others, and that one runs on after.
  ~CpuDevice() override {
    const size_t own = tRunningJobOf == this ? 1 : 0;
    while (m_pendingJobs->size() > own)
      if (!forkedChild() || !ForkedChildRunner::instance().runNextHere())
        std::this_thread::yield();
    // An arena made before a fork counts the parent's workers in its state: left as it is.
    if (forkedChild())
      (void)m_arena.release();
  }

  const DeviceCaps& caps() const override { return m_caps; }

  void runKernel(const KernelLaunch& launch) override {
    RestorePin restore(m_pin, m_pins);
    WorkGroupContext base{};
    uint64_t totalGroups = 1;
    for (int d = 0; d < 3; ++d) {
      base.globalSize[d] = launch.globalSize[d];
      base.globalOffset[d] = launch.globalOffset[d];
      base.enqueuedLocalSize[d] = launch.localSize[d];
      // (Not (global + local - 1) / local: a global size near SIZE_MAX would wrap.)
      base.numGroups[d] = launch.globalSize[d] / launch.localSize[d] +
                          (launch.globalSize[d] % launch.localSize[d] != 0);
      totalGroups *= base.numGroups[d];
    }
    base.workDim = launch.workDim;
    base.streamingStores = launch.streamingStores;
    base.exclusiveArguments = launch.exclusiveArguments;
    base.printfBuffer = launch.printfBuffer;
    const uint64_t workItemsPerGroup =
        launch.localSize[0] * launch.localSize[1] * launch.localSize[2];
    if (totalGroups == 0)
      return;

    // Called by each thread that takes part, after happensAfter(&claimAndRun): runs the chunks of
    // groups `claim` hands it until it hands out none (an empty range).
    auto runGroups = [&](auto&& claim) {
      enterDevice();
      FloatEnvironmentGuard floatEnvironment;
      WorkGroupContext ctx = base;
      ctx.localMemory = tLocalMemory.get(launch.localMemBytes);
      ctx.localMemoryBytes = launch.localMemBytes;
      // Sized for the enqueued local size, which no group of the launch exceeds.
      ctx.workItemStateBytes =
          launch.workItemStateBytes * workItemsPerGroup + launch.workGroupStateBytes;
      ctx.workItemState =
          ctx.workItemStateBytes ? tWorkItemState.get(ctx.workItemStateBytes) : nullptr;
      const ThreadStack& stack = threadStack();
      ctx.stackLow = stack.low;
      ctx.stackHigh = stack.high;
      // A kernel that counts atomic adds per thread starts from zero bins (zeroed at its first
      // group, not by a thread that gets none), and adds them to its buffers in one more call
      // once the thread has run its last group (group_counts.hpp).
      if (launch.countBinsBytes)
        ctx.countBins = tCountBins.get(launch.countBinsBytes);
      bool ran = false;
      for (;;) {
        const auto [begin, end] = claim();
        if (begin >= end)
          break;
        if (!ran && ctx.countBins)
          std::memset(ctx.countBins, 0, launch.countBinsBytes);
        ran = true;
        for (uint64_t linear = begin; linear < end; ++linear) {
          uint64_t rest = linear;
          for (int d = 0; d < 3; ++d) {
            ctx.groupId[d] = rest % base.numGroups[d];
            rest /= base.numGroups[d];
            uint64_t start = ctx.groupId[d] * base.enqueuedLocalSize[d];
            ctx.localSize[d] = std::min(base.enqueuedLocalSize[d], base.globalSize[d] - start);
          }
          launch.function(launch.args, &ctx);
        }
      }
      if (ran && ctx.countBins) {
        ctx.countFlush = 1;
        launch.function(launch.args, &ctx);
      }
      happensBefore(&launch);
    };

    // A single group, or a single core, gains nothing from waking workers.
    // Nor in a forked child, which has no workers to wake (gForks).
    if (totalGroups == 1 || m_caps.computeUnits == 1 || forkedChild()) {
      bool taken = false;
      runGroups([&] {
        return std::pair<uint64_t, uint64_t>(0, std::exchange(taken, true) ? 0 : totalGroups);
      });
      return;
    }
    // Groups are handed out in chunks from one counter, to whichever thread asks next: groups of
    // unequal cost (Mandelbrot's rows through the set, a triangle's rows) balance themselves
    // whatever the thread count, where TBB's auto partitioner splits the range only as far as its
    // steals go (the 16x16-tiled matrix multiply on 16 cores: 469 GFLOP/s that way, 553-600
    // this way). Each chunk is a share of what remains, an eighth of a thread's: large while
    // much remains (little traffic on the counter), down to one group at the end, so that the
    // threads run out of work within a group of each other. (Chunks of a fixed sixteenth of a
    // thread's share left one thread working alone for up to that sixteenth: 5% of
    // Black-Scholes' launch on two cores.) The functors TBB copies carry only an atomic pointer
    // to the shared state (whose captures live on this stack), and every thread that runs them
    // first acquires what this one released after building them.
    const uint64_t threads = m_caps.computeUnits;
    const uint64_t share = threads * kChunksPerThreadShare;
    std::atomic<uint64_t> next{0};
    auto claimAndRun = [&](JoinableLaunch::Guest* guest) {
      runGroups([&] {
        if (guest && guest->mustLeave())
          return std::pair<uint64_t, uint64_t>(totalGroups, totalGroups);
        uint64_t begin = next.load(std::memory_order_relaxed);
        uint64_t end;
        do {
          if (begin >= totalGroups)
            return std::pair<uint64_t, uint64_t>(totalGroups, totalGroups);
          end = begin + std::max<uint64_t>(1, (totalGroups - begin) / share);
        } while (!next.compare_exchange_weak(begin, end, std::memory_order_relaxed));
        return std::pair<uint64_t, uint64_t>(begin, end);
      });
    };
    const uint64_t helpers = std::min(threads, totalGroups);
    JoinableLaunch running{[](void* loop, JoinableLaunch::Guest* guest) {
                             (*static_cast<decltype(claimAndRun)*>(loop))(guest);
                           },
                           &claimAndRun, static_cast<int64_t>(helpers)};
    HandOff<JoinableLaunch> groups(&running);
    auto spread = [groups, helpers] {
      // Also here: a worker may run this for a thread that found no slot free.
      ArenaWait wait;
      happensAfter(groups.get());
      tbb::parallel_for(
          tbb::blocked_range<uint64_t>(0, helpers, 1),
          [groups](const tbb::blocked_range<uint64_t>&) {
            happensAfter(groups.get());
            JoinableLaunch& launch = *groups.get();
            if (launch.takeSeat() || launch.displaceGuest())
              launch.run(launch.loop, nullptr);
          },
          tbb::simple_partitioner());
    };
    // Published for waiting threads while it runs (one launch at a time), and withdrawn before
    // this frame goes, also when a helper's bad_alloc leaves it: once no guest holds it any more,
    // which also means every group it ran has finished.
    JoinableLaunch* none = nullptr;
    const bool published = joinable() && m_running.compare_exchange_strong(none, &running);
    struct Withdraw {
      CpuDevice* device;
      JoinableLaunch* launch;
      bool published;
      ~Withdraw() {
        if (!published)
          return;
        device->m_running.store(nullptr);
        // Every thread that read the launch before it was withdrawn has counted itself in it
        // once no thread is between the two (joinLaunch). Those of a launch published later
        // by another thread count in that one's participants, not this one's.
        while (device->m_joining.load() != 0)
          std::this_thread::yield();
        // A guest runs its last chunk; it may be waiting for this thread's core.
        while (launch->participants.load() != 0)
          std::this_thread::yield();
      }
    } withdraw{this, &running, published};
    if (published)
      m_launches.fetch_add(1, std::memory_order_release);
    happensBefore(&running);
    {
      ArenaWait wait;
      m_arena->execute(spread);
    }
    // Guests that took seats and then failed to set up (a bad_alloc before their first claim)
    // may have left groups that no helper ran: this thread takes what remains.
    if (next.load(std::memory_order_relaxed) < totalGroups)
      claimAndRun(nullptr);
    happensAfter(&launch);
    if (published)
      keepWorkersSpinning();
  }

  bool joinRunningLaunch() override { return joinLaunch(false); }

  /// Takes part in the launch published in m_running, if one is and a seat is free: a guest's
  /// seat, which a helper that comes later takes back, or with `asWorker` (a spinning worker,
  /// spinForLaunches) a helper's, which none does: that thread is one of the device's workers,
  /// and a helper displacing it would only run beside it on its core.
  bool joinLaunch(bool asWorker) {
    if (!joinable() || forkedChild() || !m_running.load(std::memory_order_relaxed))
      return false;
    RestorePin restore(m_pin, m_pins);
    // Counted as joining before reading the launch, and in the launch's participants before
    // that count is let go, so that runKernel, which withdraws the launch first and then waits
    // for both, cannot return while this thread holds it.
    m_joining.fetch_add(1);
    JoinableLaunch* launch = m_running.load();
    if (launch)
      launch->participants.fetch_add(1);
    m_joining.fetch_sub(1);
    if (!launch)
      return false;
    bool joined = false;
    if (asWorker ? launch->takeSeat() : launch->takeGuestSeat()) {
      std::optional<JoinableLaunch::Guest> guest;
      if (!asWorker)
        guest.emplace(*launch);
      // runGroups claims no group before its thread's blocks are allocated: a failure there
      // leaves the groups to the launch's other threads.
      try {
        launch->run(launch->loop, guest ? &*guest : nullptr);
        joined = true;
      } catch (const std::bad_alloc&) {
        // A helper's seat back, for a helper still to come (a guest's goes back with it).
        if (asWorker)
          launch->seats.fetch_add(1, std::memory_order_relaxed);
      }
    }
    // The last use of the launch: its frame may go once this is out.
    launch->participants.fetch_sub(1);
    return joined;
  }

  void submit(std::function<void()> task) override {
    auto* job = new PendingJob{std::move(task)};
    happensBefore(job);
    m_pendingJobs->add(job);
    const bool forked = forkedChild();
    // A worker that ran the root device's last job may still wait for the next: it takes this one
    // from hand to hand, without the arena. (Not in a forked child: the parent's worker that
    // waited is not there.)
    PendingJob* waiting = &m_waitingRunner;
    if (!forked && m_idleRunner.compare_exchange_strong(waiting, job, std::memory_order_acq_rel))
      return;
    auto run = [this, pending = m_pendingJobs, handOff = HandOff<PendingJob>(job),
                lingers = joinable() && !forked] {
      for (PendingJob* next = handOff.get(); next;) {
        std::unique_ptr<PendingJob> owned(next);
        happensAfter(owned.get());
        enterDevice();
        const void* outer = std::exchange(tRunningJobOf, this);
        owned->task();
        tRunningJobOf = outer;
        // The last use of the device: it may be released once its job is out of the list
        // (only the root device, never released, has its workers wait for more).
        pending->remove(owned.get());
        owned.reset();
        next = lingers ? waitForNextJob() : nullptr;
      }
    };
    if (forked)
      ForkedChildRunner::instance().add(std::move(run));
    else
      m_arena->enqueue(std::move(run));
  }

  void execute(const std::function<void()>& task) override {
    RestorePin restore(m_pin, m_pins);
    if (forkedChild()) {
      enterDevice();
      task();
      return;
    }
    // As in runKernel: when this thread finds no free slot, a worker runs the functor TBB copied,
    // which carries only an atomic pointer to `body` (its captures live on this stack); the
    // worker first acquires what this thread released, and this thread what the worker did.
    auto body = [this, &task] {
      enterDevice();
      task();
    };
    HandOff<decltype(body)> handOff(&body);
    happensBefore(&body);
    ArenaWait wait;
    m_arena->execute([handOff] {
      ArenaWait wait;
      happensAfter(handOff.get());
      (*handOff.get())();
      happensBefore(handOff.get());
    });
    happensAfter(&body);
  }

  const std::vector<uint32_t>& cpus() const override { return m_cpus; }

  std::vector<std::vector<uint32_t>> cpusByDomain(AffinityDomain domain) const override {
    return m_topology->group(domain, m_cpus);
  }

  std::unique_ptr<Device> createSubDevice(std::vector<uint32_t> cpus) const override {
    return std::make_unique<CpuDevice>(m_topology, std::move(cpus), m_parallelism);
  }

  bool migrateMemory(void* address, size_t bytes) const override {
    return m_topology->migrate(address, bytes, m_cpus);
  }

private:
  /// Whether waiting threads may join this device's launches: the root device's only, whose
  /// threads are not pinned.
  bool joinable() const { return m_pin.id == 0; }

  /// With WEFT_WORKER_SPIN=N, after a launch of the root device: a worker for every core but one
  /// (the application's thread's) waits for the next launch, spinning, until N ms have passed
  /// since the last launch ended, and takes a seat in each the moment it is published (joinLaunch).
  /// A launch after a pause shorter than N finds its threads awake: oneTBB wakes its sleeping
  /// workers one from another, the last some 200 us after the launch starts on 16 cores, most of a
  /// launch of half a millisecond (session 41's n-body step). The price is the cores spinning
  /// through each pause, as OpenMP runtimes' active wait policy pays it; so not by default. While
  /// they spin, launches that are not published (a sub-device's, a second thread's beside the
  /// published one) get one free worker to help them at most. The root device is never
  /// destroyed, so the spinners never outlive it.
  void keepWorkersSpinning() {
    const uint64_t spin = workerSpinNanoseconds();
    if (!spin || m_caps.computeUnits < 2 || forkedChild())
      return;
    m_spinFor.store(spin, std::memory_order_relaxed);
    m_lastLaunchEnd.store(steadyNanoseconds(), std::memory_order_relaxed);
    // Never every worker the process may have (an application's own global_control may allow
    // fewer): one stays free for the jobs enqueued meanwhile.
    const int64_t workers = static_cast<int64_t>(tbb::global_control::active_value(
                                tbb::global_control::max_allowed_parallelism)) -
                            1;
    const int64_t wanted =
        std::min<int64_t>(static_cast<int64_t>(m_caps.computeUnits) - 1, workers - 1);
    int64_t spinning = m_spinners.load(std::memory_order_relaxed);
    do {
      if (spinning >= wanted)
        return;
    } while (!m_spinners.compare_exchange_weak(spinning, wanted, std::memory_order_relaxed));
    for (int64_t i = spinning; i < wanted; ++i)
      m_arena->enqueue([this] { spinForLaunches(); });
  }

  /// A spinning worker (keepWorkersSpinning): joins each launch published once, and leaves when
  /// the last launch ended longer ago than WEFT_WORKER_SPIN's time (or its own last join did).
  /// It polls with a yield between rounds, so that a thread that needs its core gets it.
  void spinForLaunches() {
    // Taken by a thread waiting in the arena for its own work: the next launch's end enqueues
    // another.
    if (tArenaWaits > 0) {
      m_spinners.fetch_sub(1, std::memory_order_relaxed);
      return;
    }
    // Named while it spins, so that top or a profiler shows what keeps the core busy.
    char name[16] = {};
    pthread_getname_np(pthread_self(), name, sizeof(name));
    pthread_setname_np(pthread_self(), kSpinnerName);
    uint64_t seen = m_launches.load(std::memory_order_acquire);
    // A task that starts after its time has passed (its worker was busy) returns at once.
    uint64_t joinedAt = 0;
    for (;;) {
      for (int i = 0; i < 64; ++i) {
        if (m_launches.load(std::memory_order_relaxed) != seen)
          break;
        _mm_pause();
      }
      const uint64_t launches = m_launches.load(std::memory_order_acquire);
      if (launches != seen) {
        // Once per launch: a launch whose seats are taken is not asked again.
        seen = launches;
        if (joinLaunch(true))
          joinedAt = steadyNanoseconds();
        continue;
      }
      const uint64_t now = steadyNanoseconds();
      const uint64_t since = std::max(m_lastLaunchEnd.load(std::memory_order_relaxed), joinedAt);
      if (now > since && now - since > m_spinFor.load(std::memory_order_relaxed))
        break;
      std::this_thread::yield();
    }
    pthread_setname_np(pthread_self(), name);
    m_spinners.fetch_sub(1, std::memory_order_relaxed);
  }

  /// The thread that ran a command takes the job list once more after the command completed: a
  /// clFinish followed at once by fork() could leave it held in the child, whose first command
  /// would then wait for ever. The root device's list is held across forks, kept for as long as
  /// the process (the root device is never released; a sub-device's list, which comes and goes,
  /// is not held).
  void holdJobListAcrossFork() {
    auto* kept = new std::shared_ptr<PendingJobs>(m_pendingJobs);
    if (!holdAcrossFork((*kept)->mutex, nullptr, kept))
      delete kept;
  }

  /// Called by every thread before it works for this device: a sub-device's work runs on its
  /// own CPUs only, and the root's on the process's (a pool thread may come from a sub-device).
  void enterDevice() const {
    if (m_pins || tPinnedTo != 0)
      pinTo(m_pin);
  }

  std::shared_ptr<const Topology> m_topology;
  DeviceCaps m_caps;
  std::vector<uint32_t> m_cpus;
  PinMask m_pin;
  bool m_pins = false; ///< whether this device pins its threads (a sub-device of this machine)
  std::shared_ptr<tbb::global_control> m_parallelism;
  /// Jobs submitted and not finished, shared with them, so that a job that outlives its device
  /// (one that released the device itself) can still take itself out. The list also keeps a job
  /// that never runs reachable: at the process's end TBB drops what its queues still hold, and
  /// the root device (kept to the end on purpose) is where such a job is found.
  /// A submitted job, linked into the list in its own allocation: one allocation per command,
  /// where a set's node took a second one (the empty-kernel round trip 0.79 -> 0.70 us).
  struct PendingJob {
    std::function<void()> task;
    PendingJob* previous = nullptr;
    PendingJob* next = nullptr;
    uint32_t forks = 0; ///< gForks when it was added
  };
  struct PendingJobs {
    std::mutex mutex;
    PendingJob* first = nullptr;
    /// The jobs added since the last fork: in a forked child, those the parent had not finished
    /// stay in the list for good, and one that forked while it ran finishes here uncounted.
    size_t count = 0;
    uint32_t forks = gForks.load(std::memory_order_relaxed); ///< gForks when `count` was set
    void add(PendingJob* job) {
      std::lock_guard<std::mutex> lock(mutex);
      countFromFork();
      job->forks = forks;
      job->next = first;
      if (first)
        first->previous = job;
      first = job;
      ++count;
    }
    void remove(PendingJob* job) {
      std::lock_guard<std::mutex> lock(mutex);
      (job->previous ? job->previous->next : first) = job->next;
      if (job->next)
        job->next->previous = job->previous;
      countFromFork();
      if (job->forks == forks)
        --count;
    }
    size_t size() {
      std::lock_guard<std::mutex> lock(mutex);
      countFromFork();
      return count;
    }
    void countFromFork() {
      const uint32_t now = gForks.load(std::memory_order_relaxed);
      if (now != forks) {
        forks = now;
        count = 0;
      }
    }
  };
  /// Called by a worker of the root device that has run a job: waits a moment for the next job
  /// submitted (submit hands it over through m_idleRunner). Null when none came, when a launch
  /// started meanwhile, or when another worker waits already. The next command of
  /// an application that enqueues and waits in turn then reaches a worker that is up, without
  /// oneTBB's enqueue into the arena and its wake-ups (a 16K-element launch + clFinish on the
  /// 2-core VM 5.0 -> 4.4 us, a 1K one 1.8-1.9 -> 1.7).
  PendingJob* waitForNextJob() {
    PendingJob* none = nullptr;
    if (!m_idleRunner.compare_exchange_strong(none, &m_waitingRunner, std::memory_order_acq_rel))
      return nullptr;
    // Takes the job handed over, or closes the hand-over; the job, if one came meanwhile.
    auto close = [this]() -> PendingJob* {
      PendingJob* expected = &m_waitingRunner;
      if (m_idleRunner.compare_exchange_strong(expected, nullptr, std::memory_order_acq_rel))
        return nullptr;
      m_idleRunner.store(nullptr, std::memory_order_relaxed);
      return expected;
    };
    const auto deadline = std::chrono::steady_clock::now() + kRunnerWait;
    for (;;) {
      for (int i = 0; i < 64; ++i) {
        PendingJob* handed = m_idleRunner.load(std::memory_order_acquire);
        if (handed != &m_waitingRunner) {
          m_idleRunner.store(nullptr, std::memory_order_relaxed);
          return handed;
        }
        _mm_pause();
      }
      // A launch running (the application's thread claimed a command): this worker goes back to
      // the arena, where the launch's helper task waits to be taken. Joining it as a waiting
      // thread does, it was the guest a helper woken later on the same core had to displace:
      // Black-Scholes in double 219-250 -> 245-256 Mopt/s, the sum 12.7-18.2 -> 16.6-18.4 GB/s.
      if (m_running.load(std::memory_order_relaxed) || std::chrono::steady_clock::now() >= deadline)
        return close();
    }
  }

  std::shared_ptr<PendingJobs> m_pendingJobs = std::make_shared<PendingJobs>();
  std::unique_ptr<tbb::task_arena> m_arena;
  std::atomic<JoinableLaunch*> m_running{nullptr}; ///< the launch waiting threads may join
  /// Null, &m_waitingRunner while a worker waits for the next job (waitForNextJob), or the job
  /// submit handed it.
  std::atomic<PendingJob*> m_idleRunner{nullptr};
  PendingJob m_waitingRunner;
  /// Threads between reading m_running and counting themselves in its participants.
  std::atomic<int> m_joining{0};
  std::atomic<uint64_t> m_launches{0}; ///< launches published in m_running so far
  /// Workers spinning for the next launch (WEFT_WORKER_SPIN), those enqueued to do so included.
  std::atomic<int64_t> m_spinners{0};
  std::atomic<uint64_t> m_spinFor{0};       ///< WEFT_WORKER_SPIN at the last launch's end, in ns
  std::atomic<uint64_t> m_lastLaunchEnd{0}; ///< steadyNanoseconds() when the last launch ended
};

} // namespace
} // namespace weft::devices::cpu

namespace weft::devices {

std::unique_ptr<Device> createCpuDevice() {
  return std::make_unique<cpu::CpuDevice>(cpu::Topology::load());
}

} // namespace weft::devices
