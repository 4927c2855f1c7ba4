#include "devices/cpu/cpu_topology.hpp"

#include <cpuid.h>
#include <hwloc.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>
#include <unistd.h>

namespace weft::devices::cpu {
namespace {

/// The widest vector registers the code generator will use on this CPU.
uint32_t hostVectorBytes() {
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f"))
    return 64;
  if (__builtin_cpu_supports("avx2"))
    return 32;
  return 16;
}

uint32_t vendorIdOf(const std::string& vendor) {
  if (vendor == "GenuineIntel")
    return 0x8086;
  if (vendor == "AuthenticAMD")
    return 0x1022;
  return 0;
}

/// The highest clock the kernel reports; /proc/cpuinfo's current clock when cpufreq is absent
/// (as in most virtual machines).
uint32_t maxClockMHz() {
  std::ifstream freq("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
  uint64_t khz = 0;
  if (freq >> khz && khz > 0)
    return static_cast<uint32_t>(khz / 1000);
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line;
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("cpu MHz", 0) == 0) {
      auto colon = line.find(':');
      if (colon != std::string::npos)
        return static_cast<uint32_t>(std::stod(line.substr(colon + 1)) + 0.5);
    }
  }
  return 0;
}

/// The cgroup v2 (or v1) memory limit of this process, 0 when there is none.
uint64_t cgroupMemoryLimit() {
  for (const char* path :
       {"/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"}) {
    std::ifstream file(path);
    std::string text;
    if (file >> text && text != "max") {
      try {
        uint64_t limit = std::stoull(text);
        // cgroup v1 reports "no limit" as a huge number.
        if (limit < (uint64_t(1) << 60))
          return limit;
      } catch (const std::exception&) {
      }
    }
  }
  return 0;
}

std::string infoOf(hwloc_topology_t topology, const char* name) {
  for (hwloc_obj_t obj = hwloc_get_root_obj(topology); obj; obj = obj->first_child) {
    if (const char* value = hwloc_obj_get_info_by_name(obj, name))
      return value;
  }
  hwloc_obj_t package = hwloc_get_obj_by_type(topology, HWLOC_OBJ_PACKAGE, 0);
  if (package)
    if (const char* value = hwloc_obj_get_info_by_name(package, name))
      return value;
  return {};
}

/// The hwloc object type of each affinity domain, in AffinityDomain's order.
constexpr hwloc_obj_type_t kDomainTypes[kAffinityDomains] = {
    HWLOC_OBJ_NUMANODE, HWLOC_OBJ_L4CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L1CACHE};

/// The logical CPUs of `set` in topology (logical index) order.
std::vector<uint32_t> cpusOf(hwloc_topology_t topology, hwloc_const_cpuset_t set) {
  std::vector<uint32_t> cpus;
  for (hwloc_obj_t pu = hwloc_get_next_obj_by_type(topology, HWLOC_OBJ_PU, nullptr); pu;
       pu = hwloc_get_next_obj_by_type(topology, HWLOC_OBJ_PU, pu))
    if (hwloc_bitmap_isset(set, pu->os_index))
      cpus.push_back(pu->os_index);
  return cpus;
}

/// Fills what is not about the topology, whichever way the CPUs were found.
void finishCaps(DeviceCaps& caps) {
  // Some virtual machines give their NUMA nodes less memory than the kernel manages; the larger
  // of the two is what the process can use, unless its cgroup allows less.
  uint64_t physical = static_cast<uint64_t>(sysconf(_SC_PHYS_PAGES)) * sysconf(_SC_PAGESIZE);
  caps.globalMemSize = std::max(caps.globalMemSize, physical);
  if (uint64_t limit = cgroupMemoryLimit(); limit > 0)
    caps.globalMemSize = std::min(caps.globalMemSize, limit);

  if (caps.name.empty())
    caps.name = "CPU";
  if (caps.vendor.empty())
    caps.vendor = "Unknown";
  caps.vendorId = vendorIdOf(caps.vendor);
  caps.maxClockMHz = maxClockMHz();
  // Unknown caches (hwloc found no topology): a megabyte per core, what current server CPUs have.
  if (caps.outerCacheBytes == 0)
    caps.outerCacheBytes = uint64_t{caps.computeUnits} << 20;
  caps.outerCacheBytes =
      outerCacheShare(caps.outerCacheBytes, caps.computeUnits, runsUnderHypervisor());
  // Half the memory in one allocation: far above the spec's minimum of a quarter, and leaves room
  // for the host's own data.
  caps.maxMemAllocSize = std::max<uint64_t>(caps.globalMemSize / 2, 128u << 20);
  caps.localMemSize = 64 * 1024;
}

} // namespace

std::shared_ptr<const Topology> Topology::load() {
  std::shared_ptr<Topology> result(new Topology());
  Topology& t = *result;
  DeviceCaps& caps = t.m_caps;
  caps.vectorBytes = hostVectorBytes();

  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_set_flags(topology, HWLOC_TOPOLOGY_FLAG_RESTRICT_TO_CPUBINDING);
  if (hwloc_topology_load(topology) != 0) {
    hwloc_topology_destroy(topology);
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    for (long cpu = 0; cpu < std::max(cpus, 1L); ++cpu)
      t.m_cpus.push_back(static_cast<uint32_t>(cpu));
  } else {
    t.m_topology = topology;
    t.m_thisSystem = hwloc_topology_is_thissystem(topology);
    hwloc_bitmap_t bound = hwloc_bitmap_dup(hwloc_topology_get_allowed_cpuset(topology));
    hwloc_bitmap_t binding = hwloc_bitmap_alloc();
    if (t.m_thisSystem && hwloc_get_cpubind(topology, binding, HWLOC_CPUBIND_PROCESS) == 0)
      hwloc_bitmap_and(bound, bound, binding);
    t.m_cpus = cpusOf(topology, bound);
    if (t.m_cpus.empty())
      t.m_cpus = cpusOf(topology, hwloc_topology_get_allowed_cpuset(topology));
    hwloc_bitmap_free(binding);
    hwloc_bitmap_free(bound);

    for (int d = 0; d < kAffinityDomains; ++d) {
      for (hwloc_obj_t obj = hwloc_get_next_obj_by_type(topology, kDomainTypes[d], nullptr); obj;
           obj = hwloc_get_next_obj_by_type(topology, kDomainTypes[d], obj)) {
        std::vector<uint32_t> cpus;
        if (obj->cpuset)
          for (uint32_t cpu : t.m_cpus)
            if (hwloc_bitmap_isset(obj->cpuset, cpu))
              cpus.push_back(cpu);
        if (!cpus.empty())
          t.m_domains[d].push_back(std::move(cpus));
      }
    }

    caps.globalMemSize = hwloc_get_root_obj(topology)->total_memory;
    // The global memory cache: the largest data cache a core has (L2 on current CPUs).
    for (hwloc_obj_type_t type : {HWLOC_OBJ_L2CACHE, HWLOC_OBJ_L1CACHE, HWLOC_OBJ_L3CACHE}) {
      hwloc_obj_t cache = hwloc_get_obj_by_type(topology, type, 0);
      if (cache && cache->attr) {
        caps.globalCacheSize = cache->attr->cache.size;
        if (cache->attr->cache.linesize)
          caps.cacheLineSize = cache->attr->cache.linesize;
        break;
      }
    }
    // The outermost cache level: every object of it that holds one of the process's CPUs.
    for (hwloc_obj_type_t type : {HWLOC_OBJ_L4CACHE, HWLOC_OBJ_L3CACHE, HWLOC_OBJ_L2CACHE}) {
      for (hwloc_obj_t cache = hwloc_get_next_obj_by_type(topology, type, nullptr); cache;
           cache = hwloc_get_next_obj_by_type(topology, type, cache)) {
        bool ours = false;
        for (uint32_t cpu : t.m_cpus)
          ours = ours || (cache->cpuset && hwloc_bitmap_isset(cache->cpuset, cpu));
        if (ours && cache->attr)
          caps.outerCacheBytes += cache->attr->cache.size;
      }
      if (caps.outerCacheBytes)
        break;
    }
    caps.name = infoOf(topology, "CPUModel");
    caps.vendor = infoOf(topology, "CPUVendor");
  }
  caps.computeUnits = static_cast<uint32_t>(t.m_cpus.size());
  finishCaps(caps);
  return result;
}

bool runsUnderHypervisor() {
  // CPUID leaf 1, ECX bit 31: set by hypervisors, reserved (zero) on bare machines.
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  return __get_cpuid(1, &eax, &ebx, &ecx, &edx) && (ecx & (1u << 31)) != 0;
}

uint64_t outerCacheShare(uint64_t bytes, uint32_t cpus, bool virtualMachine) {
  if (!virtualMachine)
    return bytes;
  return std::min(bytes, uint64_t{cpus} * kMostOuterCachePerVirtualCpu);
}

Topology::~Topology() {
  if (m_topology)
    hwloc_topology_destroy(m_topology);
}

std::vector<std::vector<uint32_t>> Topology::group(AffinityDomain domain,
                                                   const std::vector<uint32_t>& cpus) const {
  std::vector<std::vector<uint32_t>> groups;
  for (const std::vector<uint32_t>& object : m_domains[static_cast<int>(domain)]) {
    std::vector<uint32_t> shared;
    for (uint32_t cpu : cpus)
      if (std::find(object.begin(), object.end(), cpu) != object.end())
        shared.push_back(cpu);
    if (!shared.empty())
      groups.push_back(std::move(shared));
  }
  return groups;
}

bool Topology::migrate(void* address, size_t bytes, const std::vector<uint32_t>& cpus) const {
  if (!m_topology || !m_thisSystem || bytes == 0)
    return false;
  hwloc_bitmap_t cpuset = hwloc_bitmap_alloc();
  hwloc_bitmap_t nodeset = hwloc_bitmap_alloc();
  for (uint32_t cpu : cpus)
    hwloc_bitmap_set(cpuset, cpu);
  hwloc_cpuset_to_nodeset(m_topology, cpuset, nodeset);
  int result = hwloc_set_area_membind(m_topology, address, bytes, nodeset, HWLOC_MEMBIND_BIND,
                                      HWLOC_MEMBIND_MIGRATE | HWLOC_MEMBIND_BYNODESET);
  hwloc_bitmap_free(nodeset);
  hwloc_bitmap_free(cpuset);
  return result == 0;
}

} // namespace weft::devices::cpu
