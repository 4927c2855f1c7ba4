// OpenCL 3.0 API §4.3 "Partitioning a Device": clCreateSubDevices, the partition queries,
// retain/release of sub-devices, and contexts, queues and kernels on them. The affinity-domain
// cases that need NUMA nodes and cache levels this machine may lack run under hwloc's made-up
// topology (the [.synthetic] tests, which CTest runs with HWLOC_SYNTHETIC set).
#include "cl_test.hpp"

#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <thread>

using namespace weft_test;

namespace {

using Properties = std::vector<cl_device_partition_property>;

bool supports(cl_device_id device, cl_device_partition_property type) {
  Properties types = infoArray<cl_device_partition_property>(clGetDeviceInfo, device,
                                                             CL_DEVICE_PARTITION_PROPERTIES);
  return std::find(types.begin(), types.end(), type) != types.end();
}

cl_uint computeUnits(cl_device_id device) {
  return deviceInfo<cl_uint>(device, CL_DEVICE_MAX_COMPUTE_UNITS);
}

/// Partitions `device` as `properties` say and REQUIREs success.
std::vector<SubDevice> partition(cl_device_id device, const Properties& properties) {
  cl_uint count = 0;
  REQUIRE_CL(clCreateSubDevices(device, properties.data(), 0, nullptr, &count));
  REQUIRE(count >= 1);
  std::vector<cl_device_id> raw(count + 1, nullptr);
  cl_uint again = 0;
  REQUIRE_CL(clCreateSubDevices(device, properties.data(), count, raw.data(), &again));
  REQUIRE(again == count);
  CHECK(raw[count] == nullptr);
  std::vector<SubDevice> devices;
  for (cl_uint i = 0; i < count; ++i)
    devices.emplace_back(raw[i]);
  return devices;
}

Properties affinity(cl_device_affinity_domain domain) {
  return {CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN, static_cast<cl_device_partition_property>(domain),
          0};
}

/// CL_DEVICE_PARTITION_TYPE without the zeros that end it (implementations differ in whether
/// they return the terminating 0 after CL_DEVICE_PARTITION_BY_COUNTS_LIST_END).
Properties partitionType(cl_device_id device) {
  Properties type =
      infoArray<cl_device_partition_property>(clGetDeviceInfo, device, CL_DEVICE_PARTITION_TYPE);
  while (!type.empty() && type.back() == 0)
    type.pop_back();
  return type;
}

Properties withoutEnd(Properties properties) {
  while (!properties.empty() && properties.back() == 0)
    properties.pop_back();
  return properties;
}

cl_int partitionError(cl_device_id device, const Properties& properties) {
  cl_uint count = 0;
  return clCreateSubDevices(device, properties.data(), 0, nullptr, &count);
}

const char* kIncrement = "kernel void add(global int* a, int v) { a[get_global_id(0)] += v; }";

/// Runs `add` on every device of `devices` in turn, one queue each, in a context of them all and
/// the extra device `also` (when given); REQUIREs the buffer to hold every addition.
void runOnEach(const std::vector<cl_device_id>& devices, cl_device_id also = nullptr) {
  std::vector<cl_device_id> all = devices;
  if (also)
    all.push_back(also);
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, static_cast<cl_uint>(all.size()), all.data(), nullptr,
                                  nullptr, &err));
  REQUIRE_CL(err);
  Program program = buildProgram(context, all[0], kIncrement);
  Kernel kernel = makeKernel(program, "add");
  constexpr size_t kItems = 4096;
  Mem buffer = bufferOf(context, std::vector<cl_int>(kItems, 1));
  int expected = 1;
  for (size_t i = 0; i < devices.size(); ++i) {
    Queue queue = makeQueue(context, devices[i]);
    cl_int value = static_cast<cl_int>(i + 1);
    setArgs(kernel, buffer, value);
    run1D(queue, kernel, kItems, 64);
    REQUIRE_CL(clFinish(queue));
    expected += value;
  }
  Queue reader = makeQueue(context, all.back());
  std::vector<cl_int> result = readBuffer<cl_int>(reader, buffer, kItems);
  CHECK(std::count(result.begin(), result.end(), expected) == static_cast<long>(kItems));
}

std::vector<cl_device_id> raw(const std::vector<SubDevice>& devices) {
  std::vector<cl_device_id> handles;
  for (const SubDevice& d : devices)
    handles.push_back(d.get());
  return handles;
}

/// NUMA nodes the system has (every one with CPUs or not); 1 where the system shows none.
size_t numaNodes() {
  size_t nodes = 0;
  std::error_code error;
  for (const auto& entry : std::filesystem::directory_iterator("/sys/devices/system/node", error)) {
    const std::string name = entry.path().filename();
    if (name.rfind("node", 0) == 0 && name.size() > 4 &&
        std::all_of(name.begin() + 4, name.end(), ::isdigit))
      ++nodes;
  }
  return std::max<size_t>(nodes, 1);
}

} // namespace

TEST_CASE("a device of one compute unit reports no partition type", "[sub-device]") {
  cl_device_id device = testDevice();
  if (computeUnits(device) > 1)
    device = nullptr;
  SubDevice one;
  if (!device) {
    // Make one: a sub-device with a single compute unit.
    std::vector<SubDevice> singles = partition(testDevice(), {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
    one = std::move(singles[0]);
    device = one;
  }
  REQUIRE(computeUnits(device) == 1);
  CHECK(infoArray<cl_device_partition_property>(clGetDeviceInfo, device,
                                                CL_DEVICE_PARTITION_PROPERTIES) == Properties{0});
  CHECK(deviceInfo<cl_device_affinity_domain>(device, CL_DEVICE_PARTITION_AFFINITY_DOMAIN) == 0);
  // "values specified in properties are valid but not supported by the device", or (PoCL) "could
  // not be further partitioned": either way, no sub-device.
  cl_int err = partitionError(device, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
  CHECK((err == CL_INVALID_VALUE || err == CL_DEVICE_PARTITION_FAILED));
}

TEST_CASE("clCreateSubDevices splits a device equally and by counts", "[sub-device]") {
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2) {
    INFO("one compute unit: the device cannot be split, and says so");
    CHECK(infoArray<cl_device_partition_property>(clGetDeviceInfo, root,
                                                  CL_DEVICE_PARTITION_PROPERTIES) == Properties{0});
    return;
  }
  REQUIRE(supports(root, CL_DEVICE_PARTITION_EQUALLY));
  REQUIRE(supports(root, CL_DEVICE_PARTITION_BY_COUNTS));
  CHECK(deviceInfo<cl_uint>(root, CL_DEVICE_PARTITION_MAX_SUB_DEVICES) == units);
  CHECK(deviceInfo<cl_device_id>(root, CL_DEVICE_PARENT_DEVICE) == nullptr);

  SECTION("equally, one compute unit each") {
    Properties props = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
    std::vector<SubDevice> subs = partition(root, props);
    REQUIRE(subs.size() == units);
    for (const SubDevice& sub : subs) {
      CHECK(computeUnits(sub) == 1);
      CHECK(deviceInfo<cl_device_id>(sub, CL_DEVICE_PARENT_DEVICE) == root);
      CHECK(partitionType(sub) == withoutEnd(props));
      CHECK(deviceInfo<cl_uint>(sub, CL_DEVICE_REFERENCE_COUNT) == 1);
      CHECK(deviceInfo<cl_device_type>(sub, CL_DEVICE_TYPE) ==
            deviceInfo<cl_device_type>(root, CL_DEVICE_TYPE));
      CHECK(deviceString(sub, CL_DEVICE_NAME) == deviceString(root, CL_DEVICE_NAME));
    }
    // Distinct devices, and two calls make distinct devices again.
    std::set<cl_device_id> distinct;
    for (const SubDevice& sub : subs)
      distinct.insert(sub.get());
    for (const SubDevice& sub : partition(root, props))
      distinct.insert(sub.get());
    CHECK(distinct.size() == 2 * subs.size());
    runOnEach(raw(subs), root);
  }
  SECTION("equally, a remainder left out") {
    if (units < 3)
      return;
    std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 2, 0});
    CHECK(subs.size() == units / 2);
    for (const SubDevice& sub : subs)
      CHECK(computeUnits(sub) == 2);
  }
  SECTION("by counts") {
    Properties props = {CL_DEVICE_PARTITION_BY_COUNTS, 1,
                        static_cast<cl_device_partition_property>(units - 1),
                        CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0};
    std::vector<SubDevice> subs = partition(root, props);
    REQUIRE(subs.size() == 2);
    CHECK(computeUnits(subs[0]) == 1);
    CHECK(computeUnits(subs[1]) == units - 1);
    CHECK(partitionType(subs[1]) == withoutEnd(props));
    runOnEach(raw(subs));
  }
  SECTION("sub-devices of sub-devices") {
    if (units < 3)
      return; // a two-unit device's parts have one unit each (the synthetic tests go deeper)
    Properties props = {CL_DEVICE_PARTITION_BY_COUNTS, 1,
                        static_cast<cl_device_partition_property>(units - 1),
                        CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0};
    std::vector<SubDevice> subs = partition(root, props);
    std::vector<SubDevice> parts = partition(subs[1], {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
    CHECK(parts.size() == units - 1);
    CHECK(deviceInfo<cl_device_id>(parts[0], CL_DEVICE_PARENT_DEVICE) == subs[1].get());
    runOnEach(raw(parts), subs[1]);
  }
}

TEST_CASE("clCreateSubDevices rejects bad partitions", "[sub-device]") {
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2)
    return; // the one-unit case is the test above
  const auto n = static_cast<cl_device_partition_property>(units);
  cl_uint count = 0;
  Properties equally = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
  CHECK_CL_ERR(CL_INVALID_DEVICE, clCreateSubDevices(nullptr, equally.data(), 0, nullptr, &count));
  CHECK_CL_ERR(CL_INVALID_VALUE, clCreateSubDevices(root, nullptr, 0, nullptr, &count));
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {0x7fff, 1, 0}));
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {-1, 1, 0}));
  // "out_devices is not NULL and num_devices is less than the number of sub-devices"
  std::vector<cl_device_id> out(units, nullptr);
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clCreateSubDevices(root, equally.data(), units - 1, out.data(), nullptr));
  CHECK(std::count(out.begin(), out.end(), nullptr) == static_cast<long>(units));
  // By counts: a negative count, more compute units or more sub-devices than the device has.
  CHECK_CL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT,
               partitionError(root, {CL_DEVICE_PARTITION_BY_COUNTS, -1,
                                     CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0}));
  CHECK_CL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT,
               partitionError(root, {CL_DEVICE_PARTITION_BY_COUNTS, n + 1,
                                     CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0}));
  Properties tooMany = {CL_DEVICE_PARTITION_BY_COUNTS};
  for (cl_uint i = 0; i <= units; ++i)
    tooMany.push_back(1);
  tooMany.push_back(CL_DEVICE_PARTITION_BY_COUNTS_LIST_END);
  tooMany.push_back(0);
  CHECK_CL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT, partitionError(root, tooMany));
}

TEST_CASE("clCreateSubDevices rejects partitioning equally into too large parts",
          "[sub-device][pocl-bug]") {
  // PoCL 3.1 answers CL_INVALID_VALUE and CL_SUCCESS; the CTS (api negative_create_sub_devices)
  // requires these codes.
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2)
    return;
  const auto n = static_cast<cl_device_partition_property>(units);
  // More compute units per sub-device than the device has; exactly as many is no partition.
  CHECK_CL_ERR(CL_INVALID_DEVICE_PARTITION_COUNT,
               partitionError(root, {CL_DEVICE_PARTITION_EQUALLY, n + 1, 0}));
  CHECK_CL_ERR(CL_DEVICE_PARTITION_FAILED,
               partitionError(root, {CL_DEVICE_PARTITION_EQUALLY, n, 0}));
}

TEST_CASE("clCreateSubDevices rejects malformed property lists", "[sub-device][weft]") {
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2)
    return;
  const auto n = static_cast<cl_device_partition_property>(units);
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {CL_DEVICE_PARTITION_EQUALLY, 0, 0}));
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {CL_DEVICE_PARTITION_EQUALLY, -2, 0}));
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 7, 0}));
  // An empty count list; a list whose end is not followed by the terminating 0.
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {CL_DEVICE_PARTITION_BY_COUNTS,
                                                       CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0}));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               partitionError(root, {CL_DEVICE_PARTITION_BY_COUNTS, 1,
                                     CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 5, 0}));
  // One sub-device with every compute unit is no partition.
  CHECK_CL_ERR(CL_DEVICE_PARTITION_FAILED,
               partitionError(root, {CL_DEVICE_PARTITION_BY_COUNTS, n,
                                     CL_DEVICE_PARTITION_BY_COUNTS_LIST_END, 0}));
  // Affinity domains: none, two at once, a bit that is no domain.
  for (cl_device_partition_property domain :
       {cl_device_partition_property(0),
        cl_device_partition_property(CL_DEVICE_AFFINITY_DOMAIN_NUMA |
                                     CL_DEVICE_AFFINITY_DOMAIN_L1_CACHE),
        cl_device_partition_property(1 << 9), cl_device_partition_property(-1)}) {
    INFO("affinity domain " << domain);
    CHECK_CL_ERR(CL_INVALID_VALUE,
                 partitionError(root, {CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN, domain, 0}));
  }
  CHECK_CL_ERR(CL_INVALID_VALUE, partitionError(root, {CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN,
                                                       CL_DEVICE_AFFINITY_DOMAIN_NUMA, 1, 0}));
}

TEST_CASE("sub-devices are retained and released and a released one is invalid",
          "[sub-device][pocl-bug]") {
  // PoCL 3.1 crashes on the released handle.
  cl_device_id root = testDevice();
  if (computeUnits(root) < 2)
    return;
  // Retaining and releasing a root device changes nothing.
  CHECK_CL(clRetainDevice(root));
  CHECK_CL(clReleaseDevice(root));
  CHECK_CL(clReleaseDevice(root));
  CHECK(deviceInfo<cl_uint>(root, CL_DEVICE_REFERENCE_COUNT) == 1);

  std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
  cl_device_id sub = subs[0].release();
  REQUIRE_CL(clRetainDevice(sub));
  CHECK(deviceInfo<cl_uint>(sub, CL_DEVICE_REFERENCE_COUNT) == 2);
  REQUIRE_CL(clReleaseDevice(sub));
  CHECK(deviceInfo<cl_uint>(sub, CL_DEVICE_REFERENCE_COUNT) == 1);
  REQUIRE_CL(clReleaseDevice(sub));
  // The handle is dead now: every entry point that takes a device says so.
  cl_uint units = 0;
  CHECK_CL_ERR(CL_INVALID_DEVICE,
               clGetDeviceInfo(sub, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, nullptr));
  CHECK_CL_ERR(CL_INVALID_DEVICE, clRetainDevice(sub));
  CHECK_CL_ERR(CL_INVALID_DEVICE, clReleaseDevice(sub));
  Properties equally = {CL_DEVICE_PARTITION_EQUALLY, 1, 0};
  cl_uint count = 0;
  CHECK_CL_ERR(CL_INVALID_DEVICE, clCreateSubDevices(sub, equally.data(), 0, nullptr, &count));
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, 1, &sub, nullptr, nullptr, &err));
  CHECK(context.get() == nullptr);
  CHECK_ERRCODE(CL_INVALID_DEVICE, err);
}

TEST_CASE("a context keeps its sub-devices alive", "[sub-device][pocl-bug]") {
  // PoCL 3.1 destroys the sub-device while its context still holds it, then crashes.
  cl_device_id root = testDevice();
  if (computeUnits(root) < 2)
    return;
  std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
  cl_device_id sub = subs[0].get();
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, 1, &sub, nullptr, nullptr, &err));
  REQUIRE_CL(err);
  subs.clear(); // the application's references are gone; the context's is not
  CHECK(info<cl_device_id>(clGetContextInfo, context, CL_CONTEXT_DEVICES) == sub);
  Program program = buildProgram(context, sub, kIncrement);
  Kernel kernel = makeKernel(program, "add");
  Mem buffer = bufferOf(context, std::vector<cl_int>(256, 5));
  Queue queue = makeQueue(context, sub);
  setArgs(kernel, buffer, cl_int{2});
  run1D(queue, kernel, 256);
  std::vector<cl_int> result = readBuffer<cl_int>(queue, buffer, 256);
  CHECK(std::count(result.begin(), result.end(), 7) == 256);
  // The device is alive, but the application holds no reference to release.
  CHECK(deviceInfo<cl_uint>(sub, CL_DEVICE_REFERENCE_COUNT) == 0);
  CHECK_CL_ERR(CL_INVALID_DEVICE, clReleaseDevice(sub));
}

TEST_CASE("the last reference to a sub-device may go on its own worker", "[sub-device]") {
  cl_device_id root = testDevice();
  if (computeUnits(root) < 2)
    return;
  std::atomic<int> done{0};
  for (int round = 0; round < 20; ++round) {
    std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
    cl_device_id sub = subs[round % subs.size()].get();
    cl_int err = CL_SUCCESS;
    Context context(clCreateContext(nullptr, 1, &sub, nullptr, nullptr, &err));
    REQUIRE_CL(err);
    Program program = buildProgram(context, sub, kIncrement);
    Kernel kernel = makeKernel(program, "add");
    Mem buffer = makeBuffer(context, 1024 * sizeof(cl_int));
    Queue queue = makeQueue(context, sub);
    Event gate(clCreateUserEvent(context, &err));
    REQUIRE_CL(err);
    setArgs(kernel, buffer, cl_int{1});
    size_t items = 1024;
    cl_event gateHandle = gate;
    cl_event ran = nullptr;
    REQUIRE_CL(
        clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &items, nullptr, 1, &gateHandle, &ran));
    // The callback drops the command's event, the last handle: once the worker finishes the
    // command, nothing else holds the sub-device.
    REQUIRE_CL(clSetEventCallback(
        ran, CL_COMPLETE,
        [](cl_event event, cl_int, void* counter) {
          clReleaseEvent(event);
          static_cast<std::atomic<int>*>(counter)->fetch_add(1);
        },
        &done));
    REQUIRE_CL(clFlush(queue));
    subs.clear();
    kernel.reset();
    program.reset();
    buffer.reset();
    queue.reset();
    context.reset();
    REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
    gate.reset();
    REQUIRE(waitFor([&] { return done.load() == round + 1; }));
  }
}

TEST_CASE("a sub-device runs its work on its own CPUs", "[sub-device][weft]") {
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2) {
    INFO("one compute unit: nothing to pin apart");
    CHECK(infoArray<cl_device_partition_property>(clGetDeviceInfo, root,
                                                  CL_DEVICE_PARTITION_PROPERTIES) == Properties{0});
    return;
  }
  cpu_set_t before;
  REQUIRE(sched_getaffinity(0, sizeof before, &before) == 0);
  std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
  std::vector<cl_device_id> handles = raw(subs);
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, static_cast<cl_uint>(handles.size()), handles.data(),
                                  nullptr, nullptr, &err));
  REQUIRE_CL(err);
  // A native kernel runs on a thread working for the device: it reports that thread's CPU mask.
  struct Seen {
    int cpus;
    int cpu;
  };
  std::set<int> used;
  for (cl_device_id sub : handles) {
    Queue queue = makeQueue(context, sub);
    for (int i = 0; i < 8; ++i) {
      Seen seen{0, -1};
      Seen* address = &seen;
      REQUIRE_CL(clEnqueueNativeKernel(
          queue,
          [](void* args) {
            Seen* out = *static_cast<Seen**>(args);
            cpu_set_t mask;
            if (sched_getaffinity(0, sizeof mask, &mask) == 0)
              out->cpus = CPU_COUNT(&mask);
            out->cpu = sched_getcpu();
          },
          &address, sizeof address, 0, nullptr, nullptr, 0, nullptr, nullptr));
      REQUIRE_CL(clFinish(queue));
      CHECK(seen.cpus == 1);
      used.insert(seen.cpu);
    }
  }
  // Each sub-device had a CPU of its own.
  CHECK(used.size() == handles.size());
  // The application's thread, which may have run a command itself, has its own mask back.
  cpu_set_t after;
  REQUIRE(sched_getaffinity(0, sizeof after, &after) == 0);
  CHECK(CPU_EQUAL(&before, &after));
}

TEST_CASE("partitions by affinity domain follow the machine", "[sub-device][weft]") {
  cl_device_id root = testDevice();
  const cl_uint units = computeUnits(root);
  if (units < 2)
    return;
  const auto domains =
      deviceInfo<cl_device_affinity_domain>(root, CL_DEVICE_PARTITION_AFFINITY_DOMAIN);
  REQUIRE((domains & CL_DEVICE_AFFINITY_DOMAIN_NUMA) != 0);
  REQUIRE((domains & CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE) != 0);
  REQUIRE(supports(root, CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN));
  std::vector<SubDevice> nodes = partition(root, affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA));
  cl_uint total = 0;
  for (const SubDevice& node : nodes) {
    total += computeUnits(node);
    CHECK(partitionType(node) == withoutEnd(affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA)));
  }
  CHECK(total == units);
  if (numaNodes() == 1) {
    INFO("this machine has one NUMA node: partitioning by NUMA gives one sub-device, whole");
    REQUIRE(nodes.size() == 1);
    CHECK(computeUnits(nodes[0]) == units);
    // That sub-device lies in one node: it cannot be split by NUMA again.
    CHECK_CL_ERR(CL_DEVICE_PARTITION_FAILED,
                 partitionError(nodes[0], affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA)));
  } else {
    CHECK(nodes.size() <= numaNodes());
  }
  runOnEach(raw(nodes), root);
}

namespace {

/// The NUMA node each page of [address, address + bytes) lies on (move_pages without targets
/// only reports); a negative value is an error for that page.
std::set<int> nodesOfPages(void* address, size_t bytes) {
  const size_t page = static_cast<size_t>(sysconf(_SC_PAGESIZE));
  std::vector<void*> pages;
  for (size_t offset = 0; offset < bytes; offset += page)
    pages.push_back(static_cast<char*>(address) + offset);
  std::vector<int> status(pages.size(), -1);
  if (syscall(SYS_move_pages, 0, pages.size(), pages.data(), nullptr, status.data(), 0) != 0)
    return {};
  return std::set<int>(status.begin(), status.end());
}

} // namespace

TEST_CASE("clEnqueueMigrateMemObjects moves a buffer to a NUMA node's sub-device",
          "[sub-device][weft]") {
  cl_device_id root = testDevice();
  if (computeUnits(root) < 2)
    return;
  std::vector<SubDevice> nodes = partition(root, affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA));
  std::vector<cl_device_id> handles = raw(nodes);
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, static_cast<cl_uint>(handles.size()), handles.data(),
                                  nullptr, nullptr, &err));
  REQUIRE_CL(err);
  constexpr size_t kBytes = 64 * 4096;
  std::vector<cl_int> values(kBytes / sizeof(cl_int));
  for (size_t i = 0; i < values.size(); ++i)
    values[i] = static_cast<cl_int>(i * 7);
  Mem buffer = bufferOf(context, values);
  std::set<int> seen;
  for (cl_device_id node : handles) {
    Queue queue = makeQueue(context, node);
    cl_mem raw = buffer;
    REQUIRE_CL(clEnqueueMigrateMemObjects(queue, 1, &raw, 0, 0, nullptr, nullptr));
    REQUIRE_CL(clFinish(queue));
    void* mapped = clEnqueueMapBuffer(queue, buffer, CL_TRUE, CL_MAP_READ, 0, kBytes, 0, nullptr,
                                      nullptr, &err);
    REQUIRE_CL(err);
    // Every page on one node, and each sub-device's node its own.
    std::set<int> where = nodesOfPages(mapped, kBytes);
    INFO(where.size() << " node(s), the first " << (where.empty() ? -1 : *where.begin()));
    REQUIRE(where.size() == 1);
    CHECK(*where.begin() >= 0);
    seen.insert(*where.begin());
    CHECK(std::equal(values.begin(), values.end(), static_cast<const cl_int*>(mapped)));
    REQUIRE_CL(clEnqueueUnmapMemObject(queue, buffer, mapped, 0, nullptr, nullptr));
    // To the host, and with undefined contents: accepted, nothing to move.
    REQUIRE_CL(clEnqueueMigrateMemObjects(queue, 1, &raw, CL_MIGRATE_MEM_OBJECT_HOST, 0, nullptr,
                                          nullptr));
    REQUIRE_CL(clEnqueueMigrateMemObjects(queue, 1, &raw, CL_MIGRATE_MEM_OBJECT_CONTENT_UNDEFINED,
                                          0, nullptr, nullptr));
    REQUIRE_CL(clFinish(queue));
  }
  CHECK(seen.size() == handles.size());
}

// The made-up machine CTest gives these tests: 2 packages, each a NUMA node with one L4 cache
// over two L3 caches, each L3 over two cores with their own L2 and L1.
//   HWLOC_SYNTHETIC="pack:2 numa:1 l4:1 l3:2 l2:2 l1:1 pu:1"
TEST_CASE("partitions by every affinity domain on a made-up machine", "[.synthetic]") {
  REQUIRE(std::getenv("HWLOC_SYNTHETIC"));
  cl_device_id root = testDevice();
  REQUIRE(computeUnits(root) == 8);
  const cl_device_affinity_domain all =
      CL_DEVICE_AFFINITY_DOMAIN_NUMA | CL_DEVICE_AFFINITY_DOMAIN_L4_CACHE |
      CL_DEVICE_AFFINITY_DOMAIN_L3_CACHE | CL_DEVICE_AFFINITY_DOMAIN_L2_CACHE |
      CL_DEVICE_AFFINITY_DOMAIN_L1_CACHE | CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE;
  CHECK(deviceInfo<cl_device_affinity_domain>(root, CL_DEVICE_PARTITION_AFFINITY_DOMAIN) == all);
  struct Expected {
    cl_device_affinity_domain domain;
    size_t count;
    cl_uint units;
  };
  for (Expected e : {Expected{CL_DEVICE_AFFINITY_DOMAIN_NUMA, 2, 4},
                     Expected{CL_DEVICE_AFFINITY_DOMAIN_L4_CACHE, 2, 4},
                     Expected{CL_DEVICE_AFFINITY_DOMAIN_L3_CACHE, 4, 2},
                     Expected{CL_DEVICE_AFFINITY_DOMAIN_L2_CACHE, 8, 1},
                     Expected{CL_DEVICE_AFFINITY_DOMAIN_L1_CACHE, 8, 1}}) {
    INFO("affinity domain " << e.domain);
    std::vector<SubDevice> subs = partition(root, affinity(e.domain));
    CHECK(subs.size() == e.count);
    for (const SubDevice& sub : subs) {
      CHECK(computeUnits(sub) == e.units);
      CHECK(partitionType(sub) == withoutEnd(affinity(e.domain)));
    }
  }

  // The next partitionable level of the machine is NUMA; of a NUMA node, L3 (its one L4 holds it
  // whole); of an L3 domain, L2. The partition type names the level used.
  std::vector<SubDevice> nodes =
      partition(root, affinity(CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE));
  REQUIRE(nodes.size() == 2);
  CHECK(partitionType(nodes[1]) == withoutEnd(affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA)));
  CHECK_CL_ERR(CL_DEVICE_PARTITION_FAILED,
               partitionError(nodes[1], affinity(CL_DEVICE_AFFINITY_DOMAIN_NUMA)));
  CHECK_CL_ERR(CL_DEVICE_PARTITION_FAILED,
               partitionError(nodes[1], affinity(CL_DEVICE_AFFINITY_DOMAIN_L4_CACHE)));
  std::vector<SubDevice> l3 =
      partition(nodes[1], affinity(CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE));
  REQUIRE(l3.size() == 2);
  CHECK(deviceInfo<cl_device_id>(l3[0], CL_DEVICE_PARENT_DEVICE) == nodes[1].get());
  CHECK(partitionType(l3[0]) == withoutEnd(affinity(CL_DEVICE_AFFINITY_DOMAIN_L3_CACHE)));
  std::vector<SubDevice> cores =
      partition(l3[0], affinity(CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE));
  REQUIRE(cores.size() == 2);
  CHECK(partitionType(cores[0]) == withoutEnd(affinity(CL_DEVICE_AFFINITY_DOMAIN_L2_CACHE)));
  // A single core cannot be split at all.
  CHECK_CL_ERR(CL_INVALID_VALUE,
               partitionError(cores[0], affinity(CL_DEVICE_AFFINITY_DOMAIN_NEXT_PARTITIONABLE)));

  // Kernels run on sub-devices of every depth, side by side in one context.
  runOnEach({nodes[0], l3[1], cores[0], cores[1]}, root);
}

TEST_CASE("commands on two sub-devices wait for each other's events", "[sub-device]") {
  cl_device_id root = testDevice();
  if (computeUnits(root) < 2)
    return;
  std::vector<SubDevice> subs = partition(root, {CL_DEVICE_PARTITION_EQUALLY, 1, 0});
  std::vector<cl_device_id> handles = raw(subs);
  cl_int err = CL_SUCCESS;
  Context context(clCreateContext(nullptr, 2, handles.data(), nullptr, nullptr, &err));
  REQUIRE_CL(err);
  Program program =
      buildProgram(context, handles[0],
                   "kernel void add(global int* a, int v) { a[get_global_id(0)] += v; }"
                   "kernel void twice(global int* a) { a[get_global_id(0)] *= 2; }");
  Kernel add = makeKernel(program, "add");
  Kernel twice = makeKernel(program, "twice");
  constexpr size_t kItems = 1024;
  Mem buffer = bufferOf(context, std::vector<cl_int>(kItems, 3));
  setArgs(add, buffer, cl_int{1});
  setArgs(twice, buffer);
  Queue first = makeQueue(context, handles[0]);
  Queue second = makeQueue(context, handles[1], CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
  Event gate(clCreateUserEvent(context, &err));
  REQUIRE_CL(err);
  cl_event gateHandle = gate;
  Event added, doubled;
  // The second sub-device's command waits for the first's, which waits for the gate.
  REQUIRE_CL(clEnqueueNDRangeKernel(first, add, 1, nullptr, &kItems, nullptr, 1, &gateHandle,
                                    added.out()));
  cl_event addedHandle = added;
  REQUIRE_CL(clEnqueueNDRangeKernel(second, twice, 1, nullptr, &kItems, nullptr, 1, &addedHandle,
                                    doubled.out()));
  REQUIRE_CL(clFlush(first));
  REQUIRE_CL(clFlush(second));
  CHECK(eventStatus(doubled) > CL_RUNNING);
  REQUIRE_CL(clSetUserEventStatus(gate, CL_COMPLETE));
  cl_event doubledHandle = doubled;
  REQUIRE_CL(clWaitForEvents(1, &doubledHandle));
  std::vector<cl_int> result = readBuffer<cl_int>(second, buffer, kItems);
  CHECK(std::count(result.begin(), result.end(), 8) == static_cast<long>(kItems));
}
