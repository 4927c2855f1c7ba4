// The device interface: what a device can do, as plain data, and the hooks the runtime calls.
// Nothing here knows cl_* objects; the runtime turns capabilities into clGetDeviceInfo answers.
#pragma once

#include "devices/work_group_abi.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace weft::devices {

/// Facts about the machine, computed once when the device is created.
struct DeviceCaps {
  std::string name;          ///< the CPU's model name
  std::string vendor;        ///< the CPU's vendor, e.g. "GenuineIntel"
  uint32_t vendorId = 0;     ///< PCI vendor id of the CPU maker (0x8086 Intel, 0x1022 AMD)
  uint32_t computeUnits = 1; ///< logical CPUs the device runs on (the process's, or a partition's)
  uint32_t maxClockMHz = 0;
  uint64_t globalMemSize = 0; ///< physical memory usable by the process
  uint64_t maxMemAllocSize = 0;
  uint64_t localMemSize = 0;    ///< bytes of __local memory a work-group may use
  uint64_t globalCacheSize = 0; ///< the largest cache a core has to itself, or the shared one
  /// The outermost cache level's bytes over all of the device's cores (every L3 they touch; in a
  /// virtual machine at most 12 MiB per CPU): data larger than this cannot stay in the caches
  /// however the cores share it.
  uint64_t outerCacheBytes = 0;
  uint32_t cacheLineSize = 64;
  uint32_t vectorBytes = 16; ///< widest SIMD register the code generator uses
  uint64_t maxWorkGroupSize = kMaxWorkGroupSize;
  /// Bytes of stack one work-group's frame (its work-items' private memory) may take: groups run
  /// on the arena's threads, which have oneTBB's 4 MiB stacks, and on host threads that wait for
  /// their command (8 MiB by default), so half of the smaller is left for the frames around it.
  uint64_t privateMemSize = 2 * 1024 * 1024;
};

/// One kernel launch: the whole NDRange of one work-group function.
struct KernelLaunch {
  WorkGroupFn function = nullptr;
  const void* args = nullptr;       ///< argument block, read-only, shared by every group
  uint64_t localMemBytes = 0;       ///< static + dynamic __local bytes each group needs
  uint64_t workItemStateBytes = 0;  ///< bytes each work-item keeps across barriers
  uint64_t workGroupStateBytes = 0; ///< and the group besides, after the work-items'
  uint32_t workDim = 1;
  uint64_t globalSize[3] = {1, 1, 1};
  uint64_t globalOffset[3] = {0, 0, 0};
  uint64_t localSize[3] = {1, 1, 1};    ///< the enqueued (uniform) local size
  PrintfBuffer* printfBuffer = nullptr; ///< for kernels that call printf
  uint32_t streamingStores = 0;         ///< WorkGroupContext::streamingStores
  uint32_t exclusiveArguments = 0;      ///< WorkGroupContext::exclusiveArguments
  uint32_t countBinsBytes = 0; ///< WorkGroupContext::countBins' size; 0: no countFlush call
};

/// What groups of logical CPUs share, by which a device can be split (OpenCL's affinity
/// domains), from the outermost in.
enum class AffinityDomain { Numa, L4Cache, L3Cache, L2Cache, L1Cache };
constexpr int kAffinityDomains = 5;

class Device {
public:
  virtual ~Device() = default;

  virtual const DeviceCaps& caps() const = 0;

  /// Runs every work-group of `launch` and returns when all have finished. Where
  /// `launch.countBinsBytes` is set, each thread that ran a group gets zeroed count bins of that
  /// size for the launch and, after its last group, calls the function once more with
  /// WorkGroupContext::countFlush set (compiler/group_counts.hpp).
  /// Called by whichever thread executes the command (a host thread waiting for it, or a worker
  /// of this device); no runtime lock is held. Safe to call from several threads at once.
  virtual void runKernel(const KernelLaunch& launch) = 0;

  /// Called by a thread that waits for a command of this device: takes part in a launch of this
  /// device that is running now, if it has a seat left (a worker that has not come yet), and
  /// returns once the launch has no group left for it. False when it found none to join.
  virtual bool joinRunningLaunch() { return false; }

  /// Runs `task` on one of the device's worker threads, asynchronously. Called with no runtime
  /// lock held; `task` must not block on another command.
  virtual void submit(std::function<void()> task) = 0;

  /// Runs `task` inside the device's thread pool on the calling thread, so that parallel work it
  /// starts uses the device's cores only. Returns when `task` returns.
  virtual void execute(const std::function<void()>& task) = 0;

  /// The logical CPUs (the system's numbers) whose cores are this device's compute units, in
  /// topology order: CPUs that share caches are neighbours. Immutable; any thread.
  virtual const std::vector<uint32_t>& cpus() const = 0;

  /// This device's CPUs grouped by the `domain` each shares, in topology order; empty when the
  /// machine has no such level (no L4 cache, say). Immutable; any thread.
  virtual std::vector<std::vector<uint32_t>> cpusByDomain(AffinityDomain domain) const = 0;

  /// A device over `cpus`, a non-empty subset of this device's, with its own thread pool whose
  /// threads run only on those CPUs while they work for it. Called by application threads with
  /// no runtime lock held. Throws std::bad_alloc.
  virtual std::unique_ptr<Device> createSubDevice(std::vector<uint32_t> cpus) const = 0;

  /// Moves the pages of [address, address + bytes) to the NUMA nodes of this device's CPUs, where
  /// the system allows; false when they could not be moved (no such support, or a made-up
  /// topology). Any thread, no runtime lock held.
  virtual bool migrateMemory(void* address, size_t bytes) const = 0;
};

/// The CPU device of this process: all logical CPUs of its affinity mask.
std::unique_ptr<Device> createCpuDevice();

} // namespace weft::devices
