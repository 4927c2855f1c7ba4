#include "devices/cpu/cpu_topology.hpp"

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

} // namespace

DeviceCaps readTopology() {
  DeviceCaps caps;
  caps.vectorBytes = hostVectorBytes();

  hwloc_topology_t topology;
  hwloc_topology_init(&topology);
  hwloc_topology_set_flags(topology, HWLOC_TOPOLOGY_FLAG_RESTRICT_TO_CPUBINDING);
  if (hwloc_topology_load(topology) != 0) {
    hwloc_topology_destroy(topology);
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    caps.computeUnits = cpus > 0 ? static_cast<uint32_t>(cpus) : 1;
  } else {
    hwloc_bitmap_t bound = hwloc_bitmap_alloc();
    int units = 0;
    if (hwloc_get_cpubind(topology, bound, HWLOC_CPUBIND_PROCESS) == 0) {
      hwloc_bitmap_and(bound, bound, hwloc_topology_get_allowed_cpuset(topology));
      units = hwloc_bitmap_weight(bound);
    }
    if (units <= 0)
      units = hwloc_get_nbobjs_by_type(topology, HWLOC_OBJ_PU);
    hwloc_bitmap_free(bound);
    caps.computeUnits = static_cast<uint32_t>(std::max(units, 1));

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
    caps.name = infoOf(topology, "CPUModel");
    caps.vendor = infoOf(topology, "CPUVendor");
    hwloc_topology_destroy(topology);
  }

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
  // Half the memory in one allocation: far above the spec's minimum of a quarter, and leaves room
  // for the host's own data.
  caps.maxMemAllocSize = std::max<uint64_t>(caps.globalMemSize / 2, 128u << 20);
  caps.localMemSize = 64 * 1024;
  return caps;
}

} // namespace weft::devices::cpu
