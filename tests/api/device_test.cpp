// OpenCL 3.0 API §4.2 "Querying Devices": clGetDeviceIDs, every clGetDeviceInfo parameter and the
// spec's minimum values.
#include "cl_test.hpp"

#include <sched.h>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <regex>

using namespace weft_test;

TEST_CASE("clGetDeviceIDs finds the CPU device", "[device]") {
  cl_platform_id platform = testPlatform();
  for (cl_device_type type :
       {cl_device_type(CL_DEVICE_TYPE_CPU), cl_device_type(CL_DEVICE_TYPE_ALL),
        cl_device_type(CL_DEVICE_TYPE_DEFAULT),
        cl_device_type(CL_DEVICE_TYPE_CPU | CL_DEVICE_TYPE_GPU)}) {
    INFO("device type " << type);
    cl_uint count = 0;
    REQUIRE_CL(clGetDeviceIDs(platform, type, 0, nullptr, &count));
    REQUIRE(count >= 1);
    std::vector<cl_device_id> devices(count + 1, nullptr);
    cl_uint count2 = 0;
    REQUIRE_CL(clGetDeviceIDs(platform, type, count, devices.data(), &count2));
    REQUIRE(count2 == count);
    REQUIRE(devices[count] == nullptr);
    for (cl_uint i = 0; i < count; ++i) {
      REQUIRE(devices[i] != nullptr);
      cl_device_type actual = deviceInfo<cl_device_type>(devices[i], CL_DEVICE_TYPE);
      if (type != CL_DEVICE_TYPE_ALL && type != CL_DEVICE_TYPE_DEFAULT)
        CHECK((actual & type) != 0);
    }
  }
  // num_devices may be null.
  cl_device_id one = nullptr;
  REQUIRE_CL(clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 1, &one, nullptr));
  CHECK(one != nullptr);
}

TEST_CASE("clGetDeviceIDs errors", "[device]") {
  cl_platform_id platform = testPlatform();
  cl_device_id device = nullptr;
  cl_uint count = 99;
  CHECK_CL_ERR(CL_DEVICE_NOT_FOUND,
               clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, &count));
  CHECK_CL_ERR(CL_DEVICE_NOT_FOUND,
               clGetDeviceIDs(platform, CL_DEVICE_TYPE_ACCELERATOR, 0, nullptr, &count));
  // "if num_entries is equal to zero and devices is not NULL, or if both num_devices and devices
  // are NULL"
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, &device, &count));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 0, nullptr, nullptr));
  // A NULL platform is implementation-defined (the loader picks one): not tested.
}

TEST_CASE("clGetDeviceIDs rejects an invalid device type", "[device][pocl-bug]") {
  // PoCL 3.1 answers CL_DEVICE_NOT_FOUND.
  cl_platform_id platform = testPlatform();
  cl_device_id device = nullptr;
  cl_uint count = 0;
  CHECK_CL_ERR(CL_INVALID_DEVICE_TYPE,
               clGetDeviceIDs(platform, cl_device_type(1) << 40, 1, &device, &count));
  CHECK_CL_ERR(CL_INVALID_DEVICE_TYPE, clGetDeviceIDs(platform, 0, 1, &device, &count));
}

TEST_CASE("clGetDeviceIDs rejects a handle of another kind", "[device][handles]") {
  cl_device_id device = testDevice();
  cl_uint count = 0;
  CHECK_CL_ERR(CL_INVALID_PLATFORM, clGetDeviceIDs(reinterpret_cast<cl_platform_id>(device),
                                                   CL_DEVICE_TYPE_ALL, 0, nullptr, &count));
}

namespace {

enum class Kind {
  UInt,      // cl_uint
  ULong,     // cl_ulong or a cl_bitfield
  Size,      // size_t
  Bool,      // cl_bool
  Handle,    // a cl_platform_id / cl_device_id
  String,    // char[], NUL-terminated
  SizeArray, // size_t[]
  PropArray, // cl_device_partition_property[] (intptr_t)
  Versions,  // cl_name_version[]
  Version,   // cl_version
};

struct DeviceParam {
  cl_device_info param;
  const char* name;
  Kind kind;
  bool mayBeEmpty; // the spec allows param_value_size_ret == 0
};

// Every clGetDeviceInfo parameter of the OpenCL 3.0 core specification, in the spec's order of
// enumerant values (CL_DEVICE_QUEUE_PROPERTIES shares its value with ON_HOST_PROPERTIES).
#define P(name, kind)                                                                              \
  { name, #name, Kind::kind, false }
#define P_MAY_BE_EMPTY(name, kind)                                                                 \
  { name, #name, Kind::kind, true }
const DeviceParam kDeviceParams[] = {
    P(CL_DEVICE_TYPE, ULong),
    P(CL_DEVICE_VENDOR_ID, UInt),
    P(CL_DEVICE_MAX_COMPUTE_UNITS, UInt),
    P(CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS, UInt),
    P(CL_DEVICE_MAX_WORK_GROUP_SIZE, Size),
    P(CL_DEVICE_MAX_WORK_ITEM_SIZES, SizeArray),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, UInt),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT, UInt),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, UInt),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG, UInt),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, UInt),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE, UInt),
    P(CL_DEVICE_MAX_CLOCK_FREQUENCY, UInt),
    P(CL_DEVICE_ADDRESS_BITS, UInt),
    P(CL_DEVICE_MAX_READ_IMAGE_ARGS, UInt),
    P(CL_DEVICE_MAX_WRITE_IMAGE_ARGS, UInt),
    P(CL_DEVICE_MAX_MEM_ALLOC_SIZE, ULong),
    P(CL_DEVICE_IMAGE2D_MAX_WIDTH, Size),
    P(CL_DEVICE_IMAGE2D_MAX_HEIGHT, Size),
    P(CL_DEVICE_IMAGE3D_MAX_WIDTH, Size),
    P(CL_DEVICE_IMAGE3D_MAX_HEIGHT, Size),
    P(CL_DEVICE_IMAGE3D_MAX_DEPTH, Size),
    P(CL_DEVICE_IMAGE_SUPPORT, Bool),
    P(CL_DEVICE_MAX_PARAMETER_SIZE, Size),
    P(CL_DEVICE_MAX_SAMPLERS, UInt),
    P(CL_DEVICE_MEM_BASE_ADDR_ALIGN, UInt),
    P(CL_DEVICE_MIN_DATA_TYPE_ALIGN_SIZE, UInt),
    P(CL_DEVICE_SINGLE_FP_CONFIG, ULong),
    P(CL_DEVICE_GLOBAL_MEM_CACHE_TYPE, UInt),
    P(CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, UInt),
    P(CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, ULong),
    P(CL_DEVICE_GLOBAL_MEM_SIZE, ULong),
    P(CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE, ULong),
    P(CL_DEVICE_MAX_CONSTANT_ARGS, UInt),
    P(CL_DEVICE_LOCAL_MEM_TYPE, UInt),
    P(CL_DEVICE_LOCAL_MEM_SIZE, ULong),
    P(CL_DEVICE_ERROR_CORRECTION_SUPPORT, Bool),
    P(CL_DEVICE_PROFILING_TIMER_RESOLUTION, Size),
    P(CL_DEVICE_ENDIAN_LITTLE, Bool),
    P(CL_DEVICE_AVAILABLE, Bool),
    P(CL_DEVICE_COMPILER_AVAILABLE, Bool),
    P(CL_DEVICE_EXECUTION_CAPABILITIES, ULong),
    P(CL_DEVICE_QUEUE_PROPERTIES, ULong),
    P(CL_DEVICE_QUEUE_ON_HOST_PROPERTIES, ULong),
    P(CL_DEVICE_NAME, String),
    P(CL_DEVICE_VENDOR, String),
    P(CL_DRIVER_VERSION, String),
    P(CL_DEVICE_PROFILE, String),
    P(CL_DEVICE_VERSION, String),
    P(CL_DEVICE_EXTENSIONS, String),
    P(CL_DEVICE_PLATFORM, Handle),
    P(CL_DEVICE_DOUBLE_FP_CONFIG, ULong),
    P(CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF, UInt),
    P(CL_DEVICE_HOST_UNIFIED_MEMORY, Bool),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_INT, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE, UInt),
    P(CL_DEVICE_NATIVE_VECTOR_WIDTH_HALF, UInt),
    P(CL_DEVICE_OPENCL_C_VERSION, String),
    P(CL_DEVICE_LINKER_AVAILABLE, Bool),
    P(CL_DEVICE_BUILT_IN_KERNELS, String),
    P(CL_DEVICE_IMAGE_MAX_BUFFER_SIZE, Size),
    P(CL_DEVICE_IMAGE_MAX_ARRAY_SIZE, Size),
    P(CL_DEVICE_PARENT_DEVICE, Handle),
    P(CL_DEVICE_PARTITION_MAX_SUB_DEVICES, UInt),
    P(CL_DEVICE_PARTITION_PROPERTIES, PropArray),
    P(CL_DEVICE_PARTITION_AFFINITY_DOMAIN, ULong),
    P_MAY_BE_EMPTY(CL_DEVICE_PARTITION_TYPE, PropArray),
    P(CL_DEVICE_REFERENCE_COUNT, UInt),
    P(CL_DEVICE_PREFERRED_INTEROP_USER_SYNC, Bool),
    P(CL_DEVICE_PRINTF_BUFFER_SIZE, Size),
    P(CL_DEVICE_IMAGE_PITCH_ALIGNMENT, UInt),
    P(CL_DEVICE_IMAGE_BASE_ADDRESS_ALIGNMENT, UInt),
    P(CL_DEVICE_MAX_READ_WRITE_IMAGE_ARGS, UInt),
    P(CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE, Size),
    P(CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES, ULong),
    P(CL_DEVICE_QUEUE_ON_DEVICE_PREFERRED_SIZE, UInt),
    P(CL_DEVICE_QUEUE_ON_DEVICE_MAX_SIZE, UInt),
    P(CL_DEVICE_MAX_ON_DEVICE_QUEUES, UInt),
    P(CL_DEVICE_MAX_ON_DEVICE_EVENTS, UInt),
    P(CL_DEVICE_SVM_CAPABILITIES, ULong),
    P(CL_DEVICE_GLOBAL_VARIABLE_PREFERRED_TOTAL_SIZE, Size),
    P(CL_DEVICE_MAX_PIPE_ARGS, UInt),
    P(CL_DEVICE_PIPE_MAX_ACTIVE_RESERVATIONS, UInt),
    P(CL_DEVICE_PIPE_MAX_PACKET_SIZE, UInt),
    P(CL_DEVICE_PREFERRED_PLATFORM_ATOMIC_ALIGNMENT, UInt),
    P(CL_DEVICE_PREFERRED_GLOBAL_ATOMIC_ALIGNMENT, UInt),
    P(CL_DEVICE_PREFERRED_LOCAL_ATOMIC_ALIGNMENT, UInt),
    P(CL_DEVICE_IL_VERSION, String),
    P(CL_DEVICE_MAX_NUM_SUB_GROUPS, UInt),
    P(CL_DEVICE_SUB_GROUP_INDEPENDENT_FORWARD_PROGRESS, Bool),
    P(CL_DEVICE_NUMERIC_VERSION, Version),
    P(CL_DEVICE_EXTENSIONS_WITH_VERSION, Versions),
    P_MAY_BE_EMPTY(CL_DEVICE_ILS_WITH_VERSION, Versions),
    P_MAY_BE_EMPTY(CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION, Versions),
    P(CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, ULong),
    P(CL_DEVICE_ATOMIC_FENCE_CAPABILITIES, ULong),
    P(CL_DEVICE_NON_UNIFORM_WORK_GROUP_SUPPORT, Bool),
    P(CL_DEVICE_OPENCL_C_ALL_VERSIONS, Versions),
    P(CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, Size),
    P(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT, Bool),
    P(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT, Bool),
    P(CL_DEVICE_OPENCL_C_FEATURES, Versions),
    P(CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, ULong),
    P(CL_DEVICE_PIPE_SUPPORT, Bool),
    P(CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED, String),
};
#undef P
#undef P_MAY_BE_EMPTY

size_t fixedSize(Kind kind) {
  switch (kind) {
  case Kind::UInt:
    return sizeof(cl_uint);
  case Kind::ULong:
    return sizeof(cl_ulong);
  case Kind::Size:
    return sizeof(size_t);
  case Kind::Bool:
    return sizeof(cl_bool);
  case Kind::Handle:
    return sizeof(void*);
  case Kind::Version:
    return sizeof(cl_version);
  default:
    return 0;
  }
}

size_t elementSize(Kind kind) {
  switch (kind) {
  case Kind::String:
    return 1;
  case Kind::SizeArray:
    return sizeof(size_t);
  case Kind::PropArray:
    return sizeof(cl_device_partition_property);
  case Kind::Versions:
    return sizeof(cl_name_version);
  default:
    return fixedSize(kind);
  }
}

std::set<std::string> nameSet(const std::vector<cl_name_version>& list) {
  std::set<std::string> names;
  for (const cl_name_version& nv : list) {
    size_t len = strnlen(nv.name, CL_NAME_VERSION_MAX_NAME_SIZE);
    REQUIRE(len < CL_NAME_VERSION_MAX_NAME_SIZE);
    names.insert(std::string(nv.name, len));
  }
  return names;
}

std::vector<cl_name_version> nameVersions(cl_device_id d, cl_device_info p) {
  return infoArray<cl_name_version>(clGetDeviceInfo, d, p);
}

bool hasFeature(const std::vector<cl_name_version>& features, const char* name) {
  return nameSet(features).count(name) != 0;
}

} // namespace

TEST_CASE("clGetDeviceInfo answers every OpenCL 3.0 parameter with the size rules", "[device]") {
  cl_device_id device = testDevice();
  for (const DeviceParam& p : kDeviceParams) {
    INFO(p.name);
    std::vector<unsigned char> value = checkInfoSizeRules(clGetDeviceInfo, device, p.param);
    if (!p.mayBeEmpty)
      CHECK(value.size() > 0);
    if (fixedSize(p.kind) == 0)
      CHECK(value.size() % elementSize(p.kind) == 0);
    if (p.kind == Kind::String) {
      REQUIRE(value.size() >= 1);
      CHECK(value.back() == '\0');
      CHECK(strnlen(reinterpret_cast<const char*>(value.data()), value.size()) == value.size() - 1);
    }
    if (p.kind == Kind::Bool && value.size() == sizeof(cl_bool)) {
      cl_bool b;
      std::memcpy(&b, value.data(), sizeof b);
      CHECK((b == CL_TRUE || b == CL_FALSE));
    }
  }
}

TEST_CASE("fixed-size device parameters have the size of their type", "[device][pocl-bug]") {
  // PoCL 3.1 answers CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES (a cl_bitfield) with 4 bytes.
  cl_device_id device = testDevice();
  for (const DeviceParam& p : kDeviceParams) {
    if (size_t fixed = fixedSize(p.kind)) {
      INFO(p.name);
      size_t size = 0;
      REQUIRE_CL(clGetDeviceInfo(device, p.param, 0, nullptr, &size));
      CHECK(size == fixed);
    }
  }
}

TEST_CASE("clGetDeviceInfo rejects bad parameters", "[device]") {
  cl_device_id device = testDevice();
  char buf[64];
  size_t size = 0;
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceInfo(device, 0xFFFF, sizeof buf, buf, &size));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetDeviceInfo(device, CL_PLATFORM_NAME, sizeof buf, buf, &size));
  // CL_DEVICE_HALF_FP_CONFIG belongs to cl_khr_fp16; without it either answer is allowed.
  if (deviceHasExtension(device, "cl_khr_fp16")) {
    cl_device_fp_config half = deviceInfo<cl_device_fp_config>(device, CL_DEVICE_HALF_FP_CONFIG);
    CHECK((half & CL_FP_INF_NAN) != 0);
  }
}

TEST_CASE("clGetDeviceInfo rejects a handle of another kind", "[device][handles][pocl-bug]") {
  // PoCL 3.1 does not check the kind of a handle: it answers as if the platform were a device.
  cl_platform_id platform = testPlatform();
  cl_device_type type = 0;
  // The loader dispatches on the platform's table; the implementation must see a non-device.
  CHECK_CL_ERR(CL_INVALID_DEVICE, clGetDeviceInfo(reinterpret_cast<cl_device_id>(platform),
                                                  CL_DEVICE_TYPE, sizeof type, &type, nullptr));
}

TEST_CASE("device limits meet the OpenCL 3.0 minimums", "[device]") {
  cl_device_id d = testDevice();
  std::string profile = deviceString(d, CL_DEVICE_PROFILE);
  const bool full = profile == "FULL_PROFILE";
  CHECK((full || profile == "EMBEDDED_PROFILE"));

  cl_device_type type = deviceInfo<cl_device_type>(d, CL_DEVICE_TYPE);
  CHECK((type & CL_DEVICE_TYPE_CPU) != 0);
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_COMPUTE_UNITS) >= 1);

  cl_uint dims = deviceInfo<cl_uint>(d, CL_DEVICE_MAX_WORK_ITEM_DIMENSIONS);
  CHECK(dims >= 3);
  std::vector<size_t> sizes = infoArray<size_t>(clGetDeviceInfo, d, CL_DEVICE_MAX_WORK_ITEM_SIZES);
  CHECK(sizes.size() == dims);
  for (size_t s : sizes)
    CHECK(s >= 1);
  size_t maxWg = deviceInfo<size_t>(d, CL_DEVICE_MAX_WORK_GROUP_SIZE);
  CHECK(maxWg >= 1);

  cl_ulong global = deviceInfo<cl_ulong>(d, CL_DEVICE_GLOBAL_MEM_SIZE);
  CHECK(global > 0);
  cl_ulong maxAlloc = deviceInfo<cl_ulong>(d, CL_DEVICE_MAX_MEM_ALLOC_SIZE);
  // max(min(1024 × 1024 × 1024, 1/4th of CL_DEVICE_GLOBAL_MEM_SIZE), 32 × 1024 × 1024)
  CHECK(maxAlloc >= std::max<cl_ulong>(std::min<cl_ulong>(1ull << 30, global / 4), 32ull << 20));
  CHECK(maxAlloc <= global);

  if (full) {
    CHECK(deviceInfo<cl_ulong>(d, CL_DEVICE_LOCAL_MEM_SIZE) >= 32 * 1024);
    CHECK(deviceInfo<cl_ulong>(d, CL_DEVICE_MAX_CONSTANT_BUFFER_SIZE) >= 64 * 1024);
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_CONSTANT_ARGS) >= 8);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_MAX_PARAMETER_SIZE) >= 1024);
    // The size in bits of long16.
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN) >= 1024);
    cl_device_fp_config single = deviceInfo<cl_device_fp_config>(d, CL_DEVICE_SINGLE_FP_CONFIG);
    CHECK((single & CL_FP_ROUND_TO_NEAREST) != 0);
    CHECK((single & CL_FP_INF_NAN) != 0);
    CHECK(deviceInfo<cl_bool>(d, CL_DEVICE_COMPILER_AVAILABLE) == CL_TRUE);
    CHECK(deviceInfo<cl_bool>(d, CL_DEVICE_LINKER_AVAILABLE) == CL_TRUE);
  }
  CHECK(deviceInfo<cl_bool>(d, CL_DEVICE_AVAILABLE) == CL_TRUE);
  cl_uint addressBits = deviceInfo<cl_uint>(d, CL_DEVICE_ADDRESS_BITS);
  CHECK((addressBits == 32 || addressBits == 64));
  CHECK((deviceInfo<cl_device_exec_capabilities>(d, CL_DEVICE_EXECUTION_CAPABILITIES) &
         CL_EXEC_KERNEL) != 0);
  cl_command_queue_properties hostQueue =
      deviceInfo<cl_command_queue_properties>(d, CL_DEVICE_QUEUE_ON_HOST_PROPERTIES);
  CHECK((hostQueue & CL_QUEUE_PROFILING_ENABLE) != 0);
  CHECK(deviceInfo<cl_command_queue_properties>(d, CL_DEVICE_QUEUE_PROPERTIES) == hostQueue);

  if (deviceInfo<cl_bool>(d, CL_DEVICE_IMAGE_SUPPORT)) {
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_READ_IMAGE_ARGS) >= 128);
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_WRITE_IMAGE_ARGS) >= 64);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE3D_MAX_WIDTH) >= 2048);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE3D_MAX_HEIGHT) >= 2048);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE3D_MAX_DEPTH) >= 2048);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE_MAX_BUFFER_SIZE) >= 65536);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE_MAX_ARRAY_SIZE) >= 2048);
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_SAMPLERS) >= 16);
  } else {
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_READ_IMAGE_ARGS) == 0);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE2D_MAX_WIDTH) == 0);
  }

  // A root device: no parent, reference count one, and retain/release do not change that.
  CHECK(deviceInfo<cl_device_id>(d, CL_DEVICE_PARENT_DEVICE) == nullptr);
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_REFERENCE_COUNT) == 1);
  REQUIRE_CL(clRetainDevice(d));
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_REFERENCE_COUNT) == 1);
  REQUIRE_CL(clReleaseDevice(d));
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_PARTITION_MAX_SUB_DEVICES) <=
        deviceInfo<cl_uint>(d, CL_DEVICE_MAX_COMPUTE_UNITS));

  CHECK(deviceInfo<cl_platform_id>(d, CL_DEVICE_PLATFORM) == testPlatform());
}

TEST_CASE("the 2D image size minimum of OpenCL 2.0 and later", "[device][pocl-bug]") {
  // Kept apart from the other minimums: PoCL 3.1 reports 8192, the OpenCL 1.2 value.
  cl_device_id d = testDevice();
  if (deviceInfo<cl_bool>(d, CL_DEVICE_IMAGE_SUPPORT)) {
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE2D_MAX_WIDTH) >= 16384);
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE2D_MAX_HEIGHT) >= 16384);
  } else {
    CHECK(deviceInfo<size_t>(d, CL_DEVICE_IMAGE2D_MAX_HEIGHT) == 0);
  }
}

TEST_CASE("device version strings are well formed and match the numeric versions", "[device]") {
  cl_device_id d = testDevice();

  // "OpenCL<space><major_version.minor_version><space><vendor-specific information>"
  std::string version = deviceString(d, CL_DEVICE_VERSION);
  INFO("CL_DEVICE_VERSION = " << version);
  unsigned major = 0, minor = 0;
  char space = 0;
  REQUIRE(std::sscanf(version.c_str(), "OpenCL %u.%u%c", &major, &minor, &space) == 3);
  CHECK(space == ' ');
  cl_version numeric = deviceInfo<cl_version>(d, CL_DEVICE_NUMERIC_VERSION);
  CHECK(CL_VERSION_MAJOR(numeric) == major);
  CHECK(CL_VERSION_MINOR(numeric) == minor);

  // "OpenCL<space>C<space><major_version.minor_version><space><vendor-specific information>"
  std::string cVersion = deviceString(d, CL_DEVICE_OPENCL_C_VERSION);
  INFO("CL_DEVICE_OPENCL_C_VERSION = " << cVersion);
  unsigned cMajor = 0, cMinor = 0;
  REQUIRE(std::sscanf(cVersion.c_str(), "OpenCL C %u.%u%c", &cMajor, &cMinor, &space) == 3);
  CHECK(space == ' ');
  std::vector<cl_name_version> all = nameVersions(d, CL_DEVICE_OPENCL_C_ALL_VERSIONS);
  for (const cl_name_version& v : all)
    CHECK(std::string(v.name) == "OpenCL C");
  CHECK(deviceSupportsOpenCLC(d, cMajor, cMinor));
  // "support for at least OpenCL C 3.0, OpenCL C 1.2, OpenCL C 1.1, and OpenCL C 1.0 is required
  // for an OpenCL 3.0 device"
  if (major == 3) {
    CHECK(deviceSupportsOpenCLC(d, 3, 0));
    CHECK(deviceSupportsOpenCLC(d, 1, 2));
    CHECK(deviceSupportsOpenCLC(d, 1, 1));
    CHECK(deviceSupportsOpenCLC(d, 1, 0));
  }

  CHECK_FALSE(deviceString(d, CL_DEVICE_NAME).empty());
  CHECK_FALSE(deviceString(d, CL_DEVICE_VENDOR).empty());
  CHECK_FALSE(deviceString(d, CL_DRIVER_VERSION).empty());
  // "vYYYY-MM-DD-XX" with a real month and day (the CTS's computeinfo conformance_version).
  const std::string conformance = deviceString(d, CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED);
  INFO("CL_DEVICE_LATEST_CONFORMANCE_VERSION_PASSED: " << conformance);
  CHECK(std::regex_match(
      conformance, std::regex("^v[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{2}$")));
}

TEST_CASE("string lists and their versioned lists name the same sets", "[device]") {
  cl_device_id d = testDevice();
  std::set<std::string> extensions = splitSet(deviceString(d, CL_DEVICE_EXTENSIONS), " ");
  CHECK(nameSet(nameVersions(d, CL_DEVICE_EXTENSIONS_WITH_VERSION)) == extensions);
  // A device extension list repeats no name.
  CHECK(split(deviceString(d, CL_DEVICE_EXTENSIONS), " ").size() == extensions.size());

  std::set<std::string> kernels = splitSet(deviceString(d, CL_DEVICE_BUILT_IN_KERNELS), ";");
  CHECK(nameSet(nameVersions(d, CL_DEVICE_BUILT_IN_KERNELS_WITH_VERSION)) == kernels);

  // IL_VERSION is "<IL_Prefix>_<Major_Version>.<Minor_Version> ..."; ILS_WITH_VERSION carries the
  // prefix as its name and the version numerically.
  std::set<std::string> ils;
  for (const std::string& il : split(deviceString(d, CL_DEVICE_IL_VERSION), " ")) {
    size_t underscore = il.rfind('_');
    REQUIRE(underscore != std::string::npos);
    unsigned major = 0, minor = 0;
    CHECK(std::sscanf(il.c_str() + underscore + 1, "%u.%u", &major, &minor) == 2);
    ils.insert(il.substr(0, underscore) + "_" + std::to_string(major) + "." +
               std::to_string(minor));
  }
  std::set<std::string> ilsVersioned;
  for (const cl_name_version& nv : nameVersions(d, CL_DEVICE_ILS_WITH_VERSION))
    ilsVersioned.insert(std::string(nv.name) + "_" + std::to_string(CL_VERSION_MAJOR(nv.version)) +
                        "." + std::to_string(CL_VERSION_MINOR(nv.version)));
  CHECK(ilsVersioned == ils);
}

TEST_CASE("optional features agree across queries", "[device][images-off]") {
  cl_device_id d = testDevice();
  std::vector<cl_name_version> features = nameVersions(d, CL_DEVICE_OPENCL_C_FEATURES);
  CHECK_FALSE(features.empty());
  for (const cl_name_version& f : features)
    CHECK(std::string(f.name).rfind("__opencl_c_", 0) == 0);

  // Double precision: DOUBLE_FP_CONFIG, cl_khr_fp64, __opencl_c_fp64 and the vector widths agree.
  cl_device_fp_config dbl = deviceInfo<cl_device_fp_config>(d, CL_DEVICE_DOUBLE_FP_CONFIG);
  const bool fp64 = dbl != 0;
  CHECK(deviceHasExtension(d, "cl_khr_fp64") == fp64);
  CHECK(hasFeature(features, "__opencl_c_fp64") == fp64);
  CHECK((deviceInfo<cl_uint>(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_DOUBLE) != 0) == fp64);
  CHECK((deviceInfo<cl_uint>(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_DOUBLE) != 0) == fp64);
  if (fp64) {
    const cl_device_fp_config needed =
        CL_FP_FMA | CL_FP_ROUND_TO_NEAREST | CL_FP_INF_NAN | CL_FP_DENORM;
    CHECK((dbl & needed) == needed);
  }
  const bool fp16 = deviceHasExtension(d, "cl_khr_fp16");
  CHECK((deviceInfo<cl_uint>(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_HALF) != 0) == fp16);
  for (cl_device_info p :
       {CL_DEVICE_PREFERRED_VECTOR_WIDTH_CHAR, CL_DEVICE_PREFERRED_VECTOR_WIDTH_SHORT,
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_INT, CL_DEVICE_PREFERRED_VECTOR_WIDTH_LONG,
        CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT, CL_DEVICE_NATIVE_VECTOR_WIDTH_CHAR,
        CL_DEVICE_NATIVE_VECTOR_WIDTH_SHORT, CL_DEVICE_NATIVE_VECTOR_WIDTH_INT,
        CL_DEVICE_NATIVE_VECTOR_WIDTH_LONG, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT}) {
    cl_uint w = deviceInfo<cl_uint>(d, p);
    CHECK((w == 1 || w == 2 || w == 4 || w == 8 || w == 16));
  }

  const bool images = deviceInfo<cl_bool>(d, CL_DEVICE_IMAGE_SUPPORT);
  CHECK(hasFeature(features, "__opencl_c_images") == images);
  const bool generic = deviceInfo<cl_bool>(d, CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT);
  CHECK(hasFeature(features, "__opencl_c_generic_address_space") == generic);
  const bool pipes = deviceInfo<cl_bool>(d, CL_DEVICE_PIPE_SUPPORT);
  CHECK(hasFeature(features, "__opencl_c_pipes") == pipes);
  if (pipes)
    CHECK(generic);
  else
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_PIPE_ARGS) == 0);
  const bool collectives =
      deviceInfo<cl_bool>(d, CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT);
  CHECK(hasFeature(features, "__opencl_c_work_group_collective_functions") == collectives);
  // Read without the size check (see "fixed-size device parameters have the size of their type").
  cl_device_device_enqueue_capabilities enqueue = 0;
  REQUIRE_CL(
      clGetDeviceInfo(d, CL_DEVICE_DEVICE_ENQUEUE_CAPABILITIES, sizeof enqueue, &enqueue, nullptr));
  CHECK(hasFeature(features, "__opencl_c_device_enqueue") ==
        ((enqueue & CL_DEVICE_QUEUE_SUPPORTED) != 0));
  if (enqueue & CL_DEVICE_QUEUE_REPLACEABLE_DEFAULT)
    CHECK((enqueue & CL_DEVICE_QUEUE_SUPPORTED) != 0);
  if (enqueue & CL_DEVICE_QUEUE_SUPPORTED)
    CHECK(generic);
  else
    CHECK(deviceInfo<cl_command_queue_properties>(d, CL_DEVICE_QUEUE_ON_DEVICE_PROPERTIES) == 0);
  const bool subgroups = deviceInfo<cl_uint>(d, CL_DEVICE_MAX_NUM_SUB_GROUPS) != 0;
  CHECK(hasFeature(features, "__opencl_c_subgroups") == subgroups);
  const bool globals = deviceInfo<size_t>(d, CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE) != 0;
  CHECK(hasFeature(features, "__opencl_c_program_scope_global_variables") == globals);

  // Atomics: the mandated minimums, and each atomic feature macro is backed by the capability.
  cl_device_atomic_capabilities mem =
      deviceInfo<cl_device_atomic_capabilities>(d, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES);
  CHECK((mem & CL_DEVICE_ATOMIC_ORDER_RELAXED) != 0);
  CHECK((mem & CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP) != 0);
  cl_device_atomic_capabilities fence =
      deviceInfo<cl_device_atomic_capabilities>(d, CL_DEVICE_ATOMIC_FENCE_CAPABILITIES);
  const cl_device_atomic_capabilities fenceMin = CL_DEVICE_ATOMIC_ORDER_RELAXED |
                                                 CL_DEVICE_ATOMIC_ORDER_ACQ_REL |
                                                 CL_DEVICE_ATOMIC_SCOPE_WORK_GROUP;
  CHECK((fence & fenceMin) == fenceMin);
  if (hasFeature(features, "__opencl_c_atomic_order_acq_rel"))
    CHECK((mem & CL_DEVICE_ATOMIC_ORDER_ACQ_REL) != 0);
  if (hasFeature(features, "__opencl_c_atomic_order_seq_cst"))
    CHECK((mem & CL_DEVICE_ATOMIC_ORDER_SEQ_CST) != 0);
  if (hasFeature(features, "__opencl_c_atomic_scope_device"))
    CHECK((mem & CL_DEVICE_ATOMIC_SCOPE_DEVICE) != 0);
  if (hasFeature(features, "__opencl_c_atomic_scope_all_devices"))
    CHECK((mem & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) != 0);
  // Orders and scopes are hierarchical.
  if (mem & CL_DEVICE_ATOMIC_ORDER_SEQ_CST)
    CHECK((mem & CL_DEVICE_ATOMIC_ORDER_ACQ_REL) != 0);
  if (mem & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES)
    CHECK((mem & CL_DEVICE_ATOMIC_SCOPE_DEVICE) != 0);

  cl_device_svm_capabilities svm =
      deviceInfo<cl_device_svm_capabilities>(d, CL_DEVICE_SVM_CAPABILITIES);
  if (svm & CL_DEVICE_SVM_FINE_GRAIN_BUFFER)
    CHECK((svm & CL_DEVICE_SVM_COARSE_GRAIN_BUFFER) != 0);

  // A device that cannot be partitioned reports the single property 0.
  std::vector<cl_device_partition_property> partitions =
      infoArray<cl_device_partition_property>(clGetDeviceInfo, d, CL_DEVICE_PARTITION_PROPERTIES);
  REQUIRE_FALSE(partitions.empty());
  if (deviceInfo<cl_uint>(d, CL_DEVICE_PARTITION_MAX_SUB_DEVICES) <= 1)
    CHECK(partitions[0] == 0);
  for (cl_device_partition_property p : partitions)
    CHECK((p == 0 || p == CL_DEVICE_PARTITION_EQUALLY || p == CL_DEVICE_PARTITION_BY_COUNTS ||
           p == CL_DEVICE_PARTITION_BY_AFFINITY_DOMAIN));
}

TEST_CASE("Weft's CPU device", "[device][weft]") {
  cl_device_id d = testDevice();
  cl_uint count = 0;
  REQUIRE_CL(clGetDeviceIDs(testPlatform(), CL_DEVICE_TYPE_ALL, 0, nullptr, &count));
  CHECK(count == 1);
  CHECK((deviceInfo<cl_device_type>(d, CL_DEVICE_TYPE) & CL_DEVICE_TYPE_CPU) != 0);

  // DESIGN §8: the compute units are the cores of the process's cpuset.
  cpu_set_t set;
  CPU_ZERO(&set);
  REQUIRE(sched_getaffinity(0, sizeof set, &set) == 0);
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MAX_COMPUTE_UNITS) == cl_uint(CPU_COUNT(&set)));

  // The work-items of a group run in SIMD lanes: 16 floats in an AVX-512 register.
  if (__builtin_cpu_supports("avx512f")) {
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_PREFERRED_VECTOR_WIDTH_FLOAT) == 16);
    CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_NATIVE_VECTOR_WIDTH_FLOAT) == 16);
  }

  // DESIGN §6: host memory is device memory, aligned to 128 bytes.
  CHECK(deviceInfo<cl_bool>(d, CL_DEVICE_HOST_UNIFIED_MEMORY) == CL_TRUE);
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_MEM_BASE_ADDR_ALIGN) == 128 * 8);
  CHECK(deviceInfo<cl_bool>(d, CL_DEVICE_ENDIAN_LITTLE) == CL_TRUE);
  CHECK(deviceInfo<cl_uint>(d, CL_DEVICE_ADDRESS_BITS) == 64);
  CHECK(deviceString(d, CL_DEVICE_VERSION).rfind("OpenCL 3.0 ", 0) == 0);
  CHECK(deviceString(d, CL_DEVICE_PROFILE) == "FULL_PROFILE");
  // SPIR-V through LLVMSPIRVLib (spirv_test.cpp): both IL queries name it.
  CHECK(deviceString(d, CL_DEVICE_IL_VERSION).rfind("SPIR-V_1.0", 0) == 0);
  size_t ilsSize = 0;
  REQUIRE_CL(clGetDeviceInfo(d, CL_DEVICE_ILS_WITH_VERSION, 0, nullptr, &ilsSize));
  CHECK(ilsSize == 5 * sizeof(cl_name_version));
  CHECK(deviceInfo<cl_platform_id>(d, CL_DEVICE_PLATFORM) == testPlatform());
}
