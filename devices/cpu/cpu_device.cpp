// The CPU device: a oneTBB arena over the process's cores runs the work-groups of an NDRange.
#include "devices/cpu/cpu_topology.hpp"
#include "devices/cpu/tsan_annotations.hpp"
#include "devices/device.hpp"

#include <pthread.h>
#include <tbb/blocked_range.h>
#include <tbb/global_control.h>
#include <tbb/parallel_for.h>
#include <tbb/task_arena.h>
#include <xmmintrin.h>

#include <cstdlib>
#include <memory>

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

class CpuDevice final : public Device {
public:
  explicit CpuDevice(DeviceCaps caps)
      : m_caps(std::move(caps)),
        // TBB allows one worker fewer than there are cores, expecting the application's thread
        // to take the last slot. A command usually runs on a worker while the application's
        // thread sleeps in clFinish, so a worker for every core must be allowed.
        m_parallelism(tbb::global_control::max_allowed_parallelism,
                      static_cast<size_t>(m_caps.computeUnits) + 1),
        // No slot is reserved for application threads: a command may run on a worker that then
        // spreads its work-groups over all the arena's slots, or on a host thread that joins.
        m_arena(static_cast<int>(m_caps.computeUnits), 0) {}

  const DeviceCaps& caps() const override { return m_caps; }

  void runKernel(const KernelLaunch& launch) override {
    WorkGroupContext base{};
    uint64_t totalGroups = 1;
    for (int d = 0; d < 3; ++d) {
      base.globalSize[d] = launch.globalSize[d];
      base.globalOffset[d] = launch.globalOffset[d];
      base.enqueuedLocalSize[d] = launch.localSize[d];
      base.numGroups[d] = (launch.globalSize[d] + launch.localSize[d] - 1) / launch.localSize[d];
      totalGroups *= base.numGroups[d];
    }
    base.workDim = launch.workDim;
    base.printfBuffer = launch.printfBuffer;
    const uint64_t workItemsPerGroup =
        launch.localSize[0] * launch.localSize[1] * launch.localSize[2];
    if (totalGroups == 0)
      return;

    // Called by each thread that takes a chunk of groups, after happensAfter(&runGroups).
    auto runGroups = [&](uint64_t begin, uint64_t end) {
      FloatEnvironmentGuard floatEnvironment;
      WorkGroupContext ctx = base;
      ctx.localMemory = tLocalMemory.get(launch.localMemBytes);
      ctx.localMemoryBytes = launch.localMemBytes;
      // Sized for the enqueued local size, which no group of the launch exceeds.
      ctx.workItemStateBytes = launch.workItemStateBytes * workItemsPerGroup;
      ctx.workItemState =
          launch.workItemStateBytes ? tWorkItemState.get(ctx.workItemStateBytes) : nullptr;
      const ThreadStack& stack = threadStack();
      ctx.stackLow = stack.low;
      ctx.stackHigh = stack.high;
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
      happensBefore(&launch);
    };

    // A single group, or a single core, gains nothing from waking workers.
    if (totalGroups == 1 || m_caps.computeUnits == 1) {
      runGroups(0, totalGroups);
      return;
    }
    // The functors TBB copies carry only an atomic pointer to runGroups (whose captures live on
    // this stack) and the group count; every thread that runs them first acquires what this one
    // released after building them.
    HandOff<decltype(runGroups)> groups(&runGroups);
    auto spread = [groups, totalGroups] {
      happensAfter(groups.get());
      tbb::parallel_for(tbb::blocked_range<uint64_t>(0, totalGroups),
                        [groups](const tbb::blocked_range<uint64_t>& range) {
                          happensAfter(groups.get());
                          (*groups.get())(range.begin(), range.end());
                        });
    };
    happensBefore(&runGroups);
    m_arena.execute(spread);
    happensAfter(&launch);
  }

  void submit(std::function<void()> task) override {
    auto* job = new std::function<void()>(std::move(task));
    happensBefore(job);
    m_arena.enqueue([handOff = HandOff<std::function<void()>>(job)] {
      std::unique_ptr<std::function<void()>> owned(handOff.get());
      happensAfter(owned.get());
      (*owned)();
    });
  }

  void execute(const std::function<void()>& task) override { m_arena.execute(task); }

private:
  DeviceCaps m_caps;
  tbb::global_control m_parallelism;
  tbb::task_arena m_arena;
};

} // namespace
} // namespace weft::devices::cpu

namespace weft::devices {

std::unique_ptr<Device> createCpuDevice() {
  return std::make_unique<cpu::CpuDevice>(cpu::readTopology());
}

} // namespace weft::devices
