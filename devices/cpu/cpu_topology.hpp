// What hwloc tells about the cores this process may run on. Only devices/cpu includes hwloc.
#pragma once

#include "devices/device.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

struct hwloc_topology;

namespace weft::devices::cpu {

/// The most of its host's outermost cache a virtual CPU is taken to have: a virtual machine reports
/// the host's whole cache for its few CPUs (an Intel Xeon host's 300 MiB L3 to a VM of 2), which
/// the other tenants' cores share.
constexpr uint64_t kMostOuterCachePerVirtualCpu = uint64_t{12} << 20;

/// The outer cache bytes a device over `cpus` logical CPUs counts on when hwloc reads `bytes`:
/// all of them on a bare machine, at most kMostOuterCachePerVirtualCpu per CPU under a hypervisor.
uint64_t outerCacheShare(uint64_t bytes, uint32_t cpus, bool virtualMachine);
/// Whether this process runs in a virtual machine (the CPU says so).
bool runsUnderHypervisor();

/// The machine as hwloc reads it, restricted to the process's CPU binding (taskset, cgroups,
/// SLURM and MPI bindings all show up there). hwloc's own HWLOC_SYNTHETIC and HWLOC_XMLFILE
/// replace the machine with a made-up one, which is how the tests try NUMA nodes and cache levels
/// this machine lacks. Shared by the root device and its sub-devices; immutable once loaded, so
/// any thread may read it.
class Topology {
public:
  static std::shared_ptr<const Topology> load();
  ~Topology();
  Topology(const Topology&) = delete;
  Topology& operator=(const Topology&) = delete;

  /// The capabilities of a device over all of cpus().
  const DeviceCaps& caps() const { return m_caps; }
  /// The process's logical CPUs in topology order.
  const std::vector<uint32_t>& cpus() const { return m_cpus; }
  /// `cpus` grouped by the `domain` each shares, in topology order; empty without such a level.
  std::vector<std::vector<uint32_t>> group(AffinityDomain domain,
                                           const std::vector<uint32_t>& cpus) const;
  /// Whether the topology is this machine's (threads can be pinned, pages moved), not made up.
  bool isThisSystem() const { return m_thisSystem; }
  /// Binds the pages of [address, address + bytes) to the NUMA nodes of `cpus` and moves them
  /// there; false when the system refuses or the topology is made up.
  bool migrate(void* address, size_t bytes, const std::vector<uint32_t>& cpus) const;

private:
  Topology() = default;
  hwloc_topology* m_topology = nullptr;
  bool m_thisSystem = true;
  DeviceCaps m_caps;
  std::vector<uint32_t> m_cpus;
  /// For each domain, the CPU sets of its objects (all of the process's CPUs).
  std::array<std::vector<std::vector<uint32_t>>, kAffinityDomains> m_domains;
};

} // namespace weft::devices::cpu
