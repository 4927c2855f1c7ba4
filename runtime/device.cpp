// Devices (OpenCL 3.0 §4.2): the device queries, answered from the capability struct through the
// one parameter list in device_info.def.
#include "runtime/device.hpp"
#include "runtime/api.hpp"
#include "runtime/image.hpp"
#include "runtime/info_writer.hpp"
#include "runtime/platform.hpp"
#include "runtime/printf.hpp"
#include "runtime/version.hpp"

#include "compiler/language_features.hpp"

#include <algorithm>
#include <cstring>

namespace weft {
namespace {

// Hardware atomics in memory every thread shares: every order and every scope (the device is the
// host, so its scope is all devices'). The compiler enables the matching features
// (compiler/language_features.cpp).
constexpr cl_device_atomic_capabilities kAtomicCapabilities =
    CL_DEVICE_ATOMIC_ORDER_RELAXED | CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
    CL_DEVICE_ATOMIC_ORDER_SEQ_CST | CL_DEVICE_ATOMIC_SCOPE_WORK_ITEM |
    CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP | CL_DEVICE_ATOMIC_SCOPE_DEVICE |
    CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES;

cl_name_version nameVersion(cl_version version, const char* name) {
  cl_name_version entry{version, {}};
  std::strncpy(entry.name, name, CL_NAME_VERSION_MAX_NAME_SIZE - 1);
  return entry;
}

const std::vector<cl_name_version>& openclCVersions() {
  static const std::vector<cl_name_version> versions = {
      nameVersion(CL_MAKE_VERSION(1, 0, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(1, 1, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(1, 2, 0), "OpenCL C"),
      // OpenCL C 2.0's language without pipes and device-side enqueue, which an OpenCL 3.0
      // device may leave out (CL_DEVICE_OPENCL_C_VERSION stays 1.2, as the CTS requires then).
      nameVersion(CL_MAKE_VERSION(2, 0, 0), "OpenCL C"),
      nameVersion(CL_MAKE_VERSION(3, 0, 0), "OpenCL C"),
  };
  return versions;
}

/// CL_DEVICE_ILS_WITH_VERSION: SPIR-V 1.0 to 1.4, what the translator reads.
const std::vector<cl_name_version>& ilsWithVersion() {
  static const std::vector<cl_name_version> versions = {
      nameVersion(CL_MAKE_VERSION(1, 0, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 1, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 2, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 3, 0), "SPIR-V"),
      nameVersion(CL_MAKE_VERSION(1, 4, 0), "SPIR-V"),
  };
  return versions;
}

/// An image limit, or 0 while the device reports no images (the spec asks for 0 then).
template <class T> T imageLimit(T value) { return imagesReported() ? value : T{0}; }

/// Elements of `elementBytes` in one SIMD register, capped at 16: OpenCL C has no wider vector.
cl_uint vectorWidth(const devices::DeviceCaps& caps, uint32_t elementBytes) {
  return std::min<cl_uint>(16, caps.vectorBytes / elementBytes);
}

/// The affinity domains by their OpenCL bit, in the order NEXT_PARTITIONABLE tries them.
struct DomainBit {
  devices::AffinityDomain domain;
  cl_device_affinity_domain bit;
};
constexpr DomainBit kDomainBits[] = {
    {devices::AffinityDomain::Numa, CL_DEVICE_AFFINITY_DOMAIN_NUMA},
    {devices::AffinityDomain::L4Cache, CL_DEVICE_AFFINITY_DOMAIN_L4_CACHE},
    {devices::AffinityDomain::L3Cache, CL_DEVICE_AFFINITY_DOMAIN_L3_CACHE},
    {devices::AffinityDomain::L2Cache, CL_DEVICE_AFFINITY_DOMAIN_L2_CACHE},
    {devices::AffinityDomain::L1Cache, CL_DEVICE_AFFINITY_DOMAIN_L1_CACHE},
};

} // namespace

Device::Device(Platform& platform, std::unique_ptr<devices::Device> device)
    : m_platform(platform), m_device(std::move(device)) {
  describeLanguage();
}

Device::Device(Device& parent, std::unique_ptr<devices::Device> device,
               std::vector<cl_device_partition_property> partitionType)
    : m_platform(parent.m_platform), m_parent(&parent), m_partitionType(std::move(partitionType)),
      m_device(std::move(device)) {
  describeLanguage();
}

void Device::describeLanguage() {
  // Only what works is reported; the compiler enables the same set from the same table.
  for (const compiler::LanguageName& entry : compiler::deviceExtensions()) {
    m_extensions.push_back(nameVersion(entry.version, entry.name));
    if (!m_extensionString.empty())
      m_extensionString += ' ';
    m_extensionString += entry.name;
  }
  for (const compiler::LanguageName& entry : compiler::openclCFeatures())
    m_features.push_back(nameVersion(entry.version, entry.name));
}

cl_device_affinity_domain Device::affinityDomains() const {
  if (caps().computeUnits < 2)
    return 0;
  cl_device_affinity_domain domains = 0;
  for (const DomainBit& level : kDomainBits)
    if (!m_device->cpusByDomain(level.domain).empty())
      domains |= level.bit;
  if (domains)
    domains |= CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE;
  return domains;
}

std::vector<cl_device_partition_property> Device::partitionProperties() const {
  if (caps().computeUnits < 2)
    return {0};
  std::vector<cl_device_partition_property> properties = {CL_DEVICE_PARTITION_EQUALLY,
                                                          CL_DEVICE_PARTITION_BY_COUNTS};
  if (affinityDomains())
    properties.push_back(CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN);
  return properties;
}

Status Device::getInfo(cl_device_info param, size_t size, void* value, size_t* sizeRet) const {
  InfoWriter out(size, value, sizeRet);
  const devices::DeviceCaps& c = caps();
  const Device& d = *this;
  switch (param) {
#define WEFT_DEVICE_INFO(name, expression)                                                         \
  case name:                                                                                       \
    return out(expression);
#include "runtime/device_info.def"
#undef WEFT_DEVICE_INFO
  default:
    return fail(CL_INVALID_VALUE, "clGetDeviceInfo",
                "param_name " + std::to_string(param) + " is not a device parameter");
  }
}

Device* toDevice(cl_device_id device) { return fromHandle<Device>(device); }

namespace api {

Status clGetDeviceIDs(cl_platform_id platform, cl_device_type device_type, cl_uint num_entries,
                      cl_device_id* devices, cl_uint* num_devices) {
  const char* fn = "clGetDeviceIDs";
  Platform* p = platform ? fromHandle<Platform>(platform) : &Platform::get();
  if (!p)
    return fail(CL_INVALID_PLATFORM, fn, "platform is not a valid platform");
  constexpr cl_device_type kKnownTypes = CL_DEVICE_TYPE_DEFAULT | CL_DEVICE_TYPE_CPU |
                                         CL_DEVICE_TYPE_GPU | CL_DEVICE_TYPE_ACCELERATOR |
                                         CL_DEVICE_TYPE_CUSTOM;
  if (device_type != CL_DEVICE_TYPE_ALL && (device_type & ~kKnownTypes || device_type == 0))
    return fail(CL_INVALID_DEVICE_TYPE, fn, "device_type is not a valid device type");
  if (num_entries == 0 && devices)
    return fail(CL_INVALID_VALUE, fn, "num_entries is 0 but devices is not NULL");
  if (!devices && !num_devices)
    return fail(CL_INVALID_VALUE, fn, "devices and num_devices are both NULL");
  // The CPU device is also the default device.
  bool matches = device_type & (CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_DEFAULT);
  if (!matches)
    return fail(CL_DEVICE_NOT_FOUND, fn, "Weft has only a CPU device");
  const auto& all = p->devices();
  if (devices)
    for (cl_uint i = 0; i < num_entries && i < all.size(); ++i)
      devices[i] = all[i]->handle();
  if (num_devices)
    *num_devices = static_cast<cl_uint>(all.size());
  return success();
}

Status clGetDeviceInfo(cl_device_id device, cl_device_info param_name, size_t param_value_size,
                       void* param_value, size_t* param_value_size_ret) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clGetDeviceInfo", "device is not a valid device");
  return d->getInfo(param_name, param_value_size, param_value, param_value_size_ret);
}

namespace {

/// How clCreateSubDevices splits a device: the CPU groups, and CL_DEVICE_PARTITION_TYPE of each.
struct Partition {
  std::vector<std::vector<uint32_t>> groups;
  std::vector<cl_device_partition_property> type;
};

/// Groups of consecutive CPUs (in topology order, so that a group shares caches) of the sizes
/// given.
std::vector<std::vector<uint32_t>> consecutive(const std::vector<uint32_t>& cpus,
                                               const std::vector<size_t>& sizes) {
  std::vector<std::vector<uint32_t>> groups;
  size_t next = 0;
  for (size_t size : sizes) {
    groups.emplace_back(cpus.begin() + next, cpus.begin() + next + size);
    next += size;
  }
  return groups;
}

/// Reads `properties` and plans the partition, with the errors in the spec's terms.
Result<Partition> planPartition(const char* fn, const Device& device,
                                const cl_device_partition_property* properties) {
  const std::vector<uint32_t>& cpus = device.backend().cpus();
  const size_t units = cpus.size();
  std::vector<cl_device_partition_property> supported = device.partitionProperties();
  const cl_device_partition_property type = properties[0];
  if (type != CL_DEVICE_PARTITION_EQUALLY && type != CL_DEVICE_PARTITION_BY_COUNTS &&
      type != CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN)
    return fail(CL_INVALID_VALUE, fn,
                "properties[0] " + std::to_string(static_cast<long long>(type)) +
                    " is not a partition type");
  // "values specified in properties are valid but not supported by the device"
  if (std::find(supported.begin(), supported.end(), type) == supported.end())
    return fail(CL_INVALID_VALUE, fn,
                "the device has " + std::to_string(units) +
                    " compute unit(s) and does not support this partition type");

  Partition plan;
  bool mayBeWhole = false; // whether one sub-device with every compute unit is a partition
  if (type == CL_DEVICE_PARTITION_EQUALLY) {
    const cl_device_partition_property each = properties[1];
    if (properties[2] != 0)
      return fail(CL_INVALID_VALUE, fn, "CL_DEVICE_PARTITION_EQUALLY takes one value, then 0");
    if (each <= 0)
      return fail(CL_INVALID_VALUE, fn,
                  "CL_DEVICE_PARTITION_EQUALLY needs a positive number of compute units");
    if (static_cast<size_t>(each) > units)
      return fail(CL_INVALID_DEVICE_PARTITION_COUNT, fn,
                  std::to_string(static_cast<long long>(each)) +
                      " compute units per sub-device exceed the device's " + std::to_string(units));
    plan.groups = consecutive(
        cpus, std::vector<size_t>(units / static_cast<size_t>(each), static_cast<size_t>(each)));
    plan.type = {type, each, 0};
  } else if (type == CL_DEVICE_PARTITION_BY_COUNTS) {
    std::vector<size_t> sizes;
    size_t total = 0;
    const cl_device_partition_property* p = properties + 1;
    for (; *p != CL_DEVICE_PARTITION_BY_COUNTS_LIST_END; ++p) {
      if (*p < 0)
        return fail(CL_INVALID_DEVICE_PARTITION_COUNT, fn,
                    "count " + std::to_string(sizes.size()) + " is negative");
      sizes.push_back(static_cast<size_t>(*p));
      total += static_cast<size_t>(*p);
      if (sizes.size() > units || total > units)
        return fail(CL_INVALID_DEVICE_PARTITION_COUNT, fn,
                    "the counts ask for more sub-devices or compute units than the device's " +
                        std::to_string(units));
    }
    if (p[1] != 0)
      return fail(CL_INVALID_VALUE, fn,
                  "CL_DEVICE_PARTITION_BY_COUNTS_LIST_END must be followed by 0");
    if (sizes.empty())
      return fail(CL_INVALID_VALUE, fn, "CL_DEVICE_PARTITION_BY_COUNTS lists no count");
    plan.groups = consecutive(cpus, sizes);
    plan.type.assign(properties, p + 2);
  } else {
    const cl_device_partition_property domain = properties[1];
    if (properties[2] != 0)
      return fail(CL_INVALID_VALUE, fn,
                  "CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN takes one domain, then 0");
    const cl_device_affinity_domain domains = device.affinityDomains();
    const bool oneBit = domain > 0 && (domain & (domain - 1)) == 0;
    if (!oneBit || !(static_cast<cl_device_affinity_domain>(domain) & domains))
      return fail(CL_INVALID_VALUE, fn,
                  "affinity domain " + std::to_string(static_cast<long long>(domain)) +
                      " is not one the device reports (CL_DEVICE_PARTITION_AFFINITY_DOMAIN " +
                      std::to_string(domains) + ")");
    cl_device_affinity_domain used = 0;
    for (const DomainBit& level : kDomainBits) {
      if (domain == CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE) {
        // "the first level along which the device may be further subdivided"
        plan.groups = device.backend().cpusByDomain(level.domain);
        if (plan.groups.size() > 1) {
          used = level.bit;
          break;
        }
      } else if (level.bit == static_cast<cl_device_affinity_domain>(domain)) {
        plan.groups = device.backend().cpusByDomain(level.domain);
        used = level.bit;
        // One domain of this kind holding the whole root device still makes one sub-device, so
        // that code written for NUMA machines runs unchanged on a machine of one node; a
        // sub-device that lies in one domain is not split any further by it.
        mayBeWhole = device.isRoot();
        break;
      }
    }
    if (!used)
      plan.groups.clear();
    plan.type = {type, static_cast<cl_device_partition_property>(used), 0};
  }
  if (plan.groups.empty() ||
      (plan.groups.size() == 1 && plan.groups[0].size() == units && !mayBeWhole))
    return fail(CL_DEVICE_PARTITION_FAILED, fn,
                "the device (" + std::to_string(units) +
                    " compute units) cannot be split further this way");
  return plan;
}

} // namespace

Status clCreateSubDevices(cl_device_id in_device, const cl_device_partition_property* properties,
                          cl_uint num_devices, cl_device_id* out_devices,
                          cl_uint* num_devices_ret) {
  const char* fn = "clCreateSubDevices";
  Device* d = toDevice(in_device);
  if (!d)
    return fail(CL_INVALID_DEVICE, fn, "in_device is not a valid device");
  if (!properties)
    return fail(CL_INVALID_VALUE, fn, "properties is NULL");
  Result<Partition> plan = planPartition(fn, *d, properties);
  if (!plan.ok())
    return Error{plan.code()};
  const std::vector<std::vector<uint32_t>>& groups = plan.value().groups;
  if (out_devices && num_devices < groups.size())
    return fail(CL_INVALID_VALUE, fn,
                "num_devices " + std::to_string(num_devices) + " is less than the " +
                    std::to_string(groups.size()) + " sub-devices of the partition");
  if (out_devices) {
    // Every sub-device is made before any is handed out, so that a failure leaks none.
    std::vector<Ref<Device>> made;
    for (const std::vector<uint32_t>& group : groups)
      made.push_back(Ref<Device>::adopt(
          new Device(*d, d->backend().createSubDevice(group), plan.value().type)));
    for (size_t i = 0; i < made.size(); ++i)
      out_devices[i] = made[i].release()->handle();
  }
  if (num_devices_ret)
    *num_devices_ret = static_cast<cl_uint>(groups.size());
  return success();
}

Status clRetainDevice(cl_device_id device) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clRetainDevice", "device is not a valid device");
  if (!d->isRoot())
    d->retainApi();
  return success();
}

Status clReleaseDevice(cl_device_id device) {
  Device* d = toDevice(device);
  if (!d)
    return fail(CL_INVALID_DEVICE, "clReleaseDevice", "device is not a valid device");
  if (!d->isRoot() && !d->releaseApi())
    return fail(CL_INVALID_DEVICE, "clReleaseDevice",
                "the sub-device was released more often than it was retained");
  return success();
}

// cl_ext_device_fission, the extension core OpenCL 1.2 grew out of: the same functions.
Status clCreateSubDevicesEXT(cl_device_id in_device, const cl_device_partition_property_ext*,
                             cl_uint, cl_device_id*, cl_uint*) {
  const char* fn = "clCreateSubDevicesEXT";
  if (!toDevice(in_device))
    return fail(CL_INVALID_DEVICE, fn, "in_device is not a valid device");
  // Not reported: its property values and error codes differ from the core ones.
  return fail(CL_INVALID_VALUE, fn,
              "cl_ext_device_fission is not supported; clCreateSubDevices partitions the device");
}

Status clRetainDeviceEXT(cl_device_id device) { return api::clRetainDevice(device); }

Status clReleaseDeviceEXT(cl_device_id device) { return api::clReleaseDevice(device); }

} // namespace api
} // namespace weft
