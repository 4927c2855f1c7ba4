// OpenCL 3.0 API §4.1 "Querying Platform Info": clGetPlatformIDs, clGetPlatformInfo and the
// extension function lookup.
#include "cl_test.hpp"

#include <algorithm>
#include <cstdio>
#include <cstring>

using namespace weft_test;

TEST_CASE("clGetPlatformIDs counts the platforms and lists the one under test", "[platform]") {
  cl_platform_id wanted = testPlatform();

  cl_uint count = 0;
  REQUIRE_CL(clGetPlatformIDs(0, nullptr, &count));
  REQUIRE(count >= 1);

  std::vector<cl_platform_id> ids(count + 1, nullptr);
  cl_uint count2 = 0;
  REQUIRE_CL(clGetPlatformIDs(count, ids.data(), &count2));
  REQUIRE(count2 == count);
  REQUIRE(std::find(ids.begin(), ids.begin() + count, wanted) != ids.begin() + count);
  // Only num_entries entries are written.
  REQUIRE(ids[count] == nullptr);

  // num_platforms may be null when platforms is not.
  cl_platform_id first = nullptr;
  REQUIRE_CL(clGetPlatformIDs(1, &first, nullptr));
  REQUIRE(first == ids[0]);
}

TEST_CASE("clGetPlatformIDs rejects bad arguments", "[platform]") {
  testPlatform();
  cl_platform_id ids[1] = {nullptr};
  cl_uint count = 0;
  // "if num_entries is equal to zero and platforms is not NULL"
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(0, ids, &count));
  // "if both num_platforms and platforms are NULL"
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(0, nullptr, nullptr));
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetPlatformIDs(1, nullptr, nullptr));
}

namespace {

struct PlatformParam {
  cl_platform_info param;
  const char* name;
  enum Kind { String, ULong, Version, NameVersions } kind;
};

#define PLATFORM_PARAM(p, kind)                                                                    \
  { p, #p, PlatformParam::kind }
const PlatformParam kPlatformParams[] = {
    PLATFORM_PARAM(CL_PLATFORM_PROFILE, String),
    PLATFORM_PARAM(CL_PLATFORM_VERSION, String),
    PLATFORM_PARAM(CL_PLATFORM_NAME, String),
    PLATFORM_PARAM(CL_PLATFORM_VENDOR, String),
    PLATFORM_PARAM(CL_PLATFORM_EXTENSIONS, String),
    PLATFORM_PARAM(CL_PLATFORM_HOST_TIMER_RESOLUTION, ULong),
    PLATFORM_PARAM(CL_PLATFORM_NUMERIC_VERSION, Version),
    PLATFORM_PARAM(CL_PLATFORM_EXTENSIONS_WITH_VERSION, NameVersions),
    PLATFORM_PARAM(CL_PLATFORM_ICD_SUFFIX_KHR, String),
};
#undef PLATFORM_PARAM

} // namespace

TEST_CASE("clGetPlatformInfo answers every OpenCL 3.0 parameter with the size rules",
          "[platform]") {
  cl_platform_id platform = testPlatform();
  for (const PlatformParam& p : kPlatformParams) {
    INFO(p.name);
    std::vector<unsigned char> value = checkInfoSizeRules(clGetPlatformInfo, platform, p.param);
    switch (p.kind) {
    case PlatformParam::String:
      REQUIRE(value.size() >= 1);
      REQUIRE(value.back() == '\0');
      REQUIRE(std::strlen(reinterpret_cast<const char*>(value.data())) == value.size() - 1);
      break;
    case PlatformParam::ULong:
      REQUIRE(value.size() == sizeof(cl_ulong));
      break;
    case PlatformParam::Version:
      REQUIRE(value.size() == sizeof(cl_version));
      break;
    case PlatformParam::NameVersions:
      REQUIRE(value.size() % sizeof(cl_name_version) == 0);
      break;
    }
  }
}

TEST_CASE("clGetPlatformInfo values are well formed and consistent", "[platform]") {
  cl_platform_id platform = testPlatform();

  std::string profile = platformString(platform, CL_PLATFORM_PROFILE);
  CHECK((profile == "FULL_PROFILE" || profile == "EMBEDDED_PROFILE"));

  // "OpenCL<space><major_version.minor_version><space><platform-specific information>"
  std::string version = platformString(platform, CL_PLATFORM_VERSION);
  INFO("CL_PLATFORM_VERSION = " << version);
  REQUIRE(version.rfind("OpenCL ", 0) == 0);
  unsigned major = 0, minor = 0;
  REQUIRE(std::sscanf(version.c_str(), "OpenCL %u.%u", &major, &minor) == 2);
  std::string afterNumber = version.substr(version.find('.') + 1);
  afterNumber = afterNumber.substr(afterNumber.find_first_not_of("0123456789"));
  CHECK(afterNumber[0] == ' ');

  cl_version numeric = info<cl_version>(clGetPlatformInfo, platform, CL_PLATFORM_NUMERIC_VERSION);
  CHECK(CL_VERSION_MAJOR(numeric) == major);
  CHECK(CL_VERSION_MINOR(numeric) == minor);

  CHECK_FALSE(platformString(platform, CL_PLATFORM_NAME).empty());
  CHECK_FALSE(platformString(platform, CL_PLATFORM_VENDOR).empty());
  CHECK_FALSE(platformString(platform, CL_PLATFORM_ICD_SUFFIX_KHR).empty());

  // The extension string and the versioned list name the same set; an ICD has cl_khr_icd.
  std::set<std::string> extensions =
      splitSet(platformString(platform, CL_PLATFORM_EXTENSIONS), " ");
  CHECK(extensions.count("cl_khr_icd") == 1);
  std::set<std::string> versioned;
  for (const cl_name_version& nv : infoArray<cl_name_version>(
           clGetPlatformInfo, platform, CL_PLATFORM_EXTENSIONS_WITH_VERSION)) {
    size_t len = strnlen(nv.name, CL_NAME_VERSION_MAX_NAME_SIZE);
    REQUIRE(len < CL_NAME_VERSION_MAX_NAME_SIZE);
    versioned.insert(std::string(nv.name, len));
  }
  CHECK(versioned == extensions);
}

TEST_CASE("clGetPlatformInfo rejects a bad parameter and a bad handle", "[platform]") {
  cl_platform_id platform = testPlatform();
  char buf[256];
  size_t size = 0;
  CHECK_CL_ERR(CL_INVALID_VALUE, clGetPlatformInfo(platform, 0xFFFF, sizeof(buf), buf, &size));
  CHECK_CL_ERR(CL_INVALID_VALUE,
               clGetPlatformInfo(platform, CL_DEVICE_NAME, sizeof(buf), buf, &size));
}

TEST_CASE("clGetPlatformInfo rejects a handle of another kind", "[platform][handles]") {
  // The loader dispatches through the object's table, so the platform sees the device handle.
  cl_device_id device = testDevice();
  char buf[256];
  CHECK_CL_ERR(CL_INVALID_PLATFORM, clGetPlatformInfo(reinterpret_cast<cl_platform_id>(device),
                                                      CL_PLATFORM_NAME, sizeof(buf), buf, nullptr));
}

TEST_CASE("Weft's platform identity", "[platform][weft]") {
  cl_platform_id platform = testPlatform();
  CHECK(platformString(platform, CL_PLATFORM_NAME) == "Weft");
  CHECK(platformString(platform, CL_PLATFORM_ICD_SUFFIX_KHR) == "WEFT");
  CHECK(platformString(platform, CL_PLATFORM_VERSION).rfind("OpenCL 3.0 ", 0) == 0);
  CHECK(platformString(platform, CL_PLATFORM_PROFILE) == "FULL_PROFILE");
  CHECK(info<cl_version>(clGetPlatformInfo, platform, CL_PLATFORM_NUMERIC_VERSION) ==
        CL_MAKE_VERSION(3, 0, 0));
  // DESIGN §5: profiling and clGetDeviceAndHostTimer share one monotonic clock, so device and host
  // timer synchronization is supported and the resolution is reported.
  CHECK(info<cl_ulong>(clGetPlatformInfo, platform, CL_PLATFORM_HOST_TIMER_RESOLUTION) > 0);
}

TEST_CASE("clGetExtensionFunctionAddressForPlatform returns NULL for unknown names", "[platform]") {
  cl_platform_id platform = testPlatform();
  CHECK(clGetExtensionFunctionAddressForPlatform(platform, "clWeftNoSuchFunctionXYZ") == nullptr);
  CHECK(clGetExtensionFunctionAddressForPlatform(platform, "") == nullptr);
  CHECK(clGetExtensionFunctionAddress("clWeftNoSuchFunctionXYZ") == nullptr);
}

TEST_CASE("clGetExtensionFunctionAddressForPlatform returns NULL for an invalid platform",
          "[platform]") {
  // A NULL platform (the CTS's api suite asks with one) is answered by the loader itself (ocl-icd
  // picks a default platform for it); Weft itself answers NULL for it. A handle of
  // another kind reaches Weft through its dispatch table.
  cl_device_id device = testDevice();
  CHECK(clGetExtensionFunctionAddressForPlatform(reinterpret_cast<cl_platform_id>(device),
                                                 "clIcdGetPlatformIDsKHR") == nullptr);
  CHECK(clGetExtensionFunctionAddressForPlatform(testPlatform(), "clIcdGetPlatformIDsKHR") !=
        nullptr);
}
