// Shared helpers of the black-box API tests: the platform under test, RAII holders for cl_*
// objects, REQUIRE_CL and friends that print error codes by name, and typed info getters.
//
// The tests see Weft only through the ICD loader. They take the platform whose CL_PLATFORM_NAME
// contains $WEFT_TEST_PLATFORM (default "Weft"), so the same binary can be checked against PoCL:
//   OCL_ICD_VENDORS=/etc/OpenCL/vendors/pocl.icd WEFT_TEST_PLATFORM=Portable ./weft_api_tests
//   '~[weft]'
// A missing platform fails every test; it never turns into a skip.
#pragma once

#include <CL/cl.h>
#include <CL/cl_ext.h>

#include <catch2/catch.hpp>

#include <chrono>
#include <cstring>
#include <functional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace weft_test {

/// The spec name of an error code ("CL_INVALID_VALUE"), or "unknown error".
const char* errorName(cl_int code);

/// An error code that Catch2 prints by name.
struct ClError {
  cl_int code;
  bool operator==(const ClError& other) const { return code == other.code; }
};

} // namespace weft_test

namespace Catch {
template <> struct StringMaker<weft_test::ClError> {
  static std::string convert(const weft_test::ClError& e) {
    return std::string(weft_test::errorName(e.code)) + " (" + std::to_string(e.code) + ")";
  }
};
} // namespace Catch

/// Evaluates a call returning cl_int and requires CL_SUCCESS.
#define REQUIRE_CL(expr) REQUIRE(::weft_test::ClError{(expr)} == ::weft_test::ClError{CL_SUCCESS})
#define CHECK_CL(expr) CHECK(::weft_test::ClError{(expr)} == ::weft_test::ClError{CL_SUCCESS})
/// Evaluates a call returning cl_int and requires the given error code.
#define REQUIRE_CL_ERR(expected, expr)                                                             \
  REQUIRE(::weft_test::ClError{(expr)} == ::weft_test::ClError{(expected)})
#define CHECK_CL_ERR(expected, expr)                                                               \
  CHECK(::weft_test::ClError{(expr)} == ::weft_test::ClError{(expected)})
/// Requires an errcode_ret value.
#define REQUIRE_ERRCODE(expected, err)                                                             \
  REQUIRE(::weft_test::ClError{(err)} == ::weft_test::ClError{(expected)})
#define CHECK_ERRCODE(expected, err)                                                               \
  CHECK(::weft_test::ClError{(err)} == ::weft_test::ClError{(expected)})

namespace weft_test {

// ---- RAII holders ----------------------------------------------------------------------------

/// Owns one reference to a cl_* object; converts to the raw handle so it can be passed to any
/// entry point. `out()` releases the current object and hands out the address for a create call.
template <typename Handle, cl_int (*Release)(Handle)> class Holder {
public:
  Holder() = default;
  explicit Holder(Handle h) : m_handle(h) {}
  Holder(const Holder&) = delete;
  Holder& operator=(const Holder&) = delete;
  Holder(Holder&& other) noexcept : m_handle(other.release()) {}
  Holder& operator=(Holder&& other) noexcept {
    if (this != &other)
      reset(other.release());
    return *this;
  }
  ~Holder() { reset(); }

  operator Handle() const { return m_handle; }
  Handle get() const { return m_handle; }
  Handle* out() {
    reset();
    return &m_handle;
  }
  /// Gives up ownership without releasing.
  Handle release() {
    Handle h = m_handle;
    m_handle = nullptr;
    return h;
  }
  void reset(Handle h = nullptr) {
    if (m_handle)
      Release(m_handle);
    m_handle = h;
  }

private:
  Handle m_handle = nullptr;
};

using Context = Holder<cl_context, clReleaseContext>;
using Queue = Holder<cl_command_queue, clReleaseCommandQueue>;
using Mem = Holder<cl_mem, clReleaseMemObject>;
using Program = Holder<cl_program, clReleaseProgram>;
using Kernel = Holder<cl_kernel, clReleaseKernel>;
using Sampler = Holder<cl_sampler, clReleaseSampler>;
using Event = Holder<cl_event, clReleaseEvent>;
/// A sub-device (clCreateSubDevices); root devices need no release.
using SubDevice = Holder<cl_device_id, clReleaseDevice>;

// ---- The platform and device under test ------------------------------------------------------

/// The name fragment that selects the platform: $WEFT_TEST_PLATFORM, default "Weft".
std::string wantedPlatformName();
/// The platform under test. FAILs the current test (with the list of platforms found) when the
/// loader offers no platform whose name contains wantedPlatformName().
cl_platform_id testPlatform();
/// The first device of the platform under test (CL_DEVICE_TYPE_ALL).
cl_device_id testDevice();

/// A context on the test device, and an in-order queue on it.
struct Env {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  Context context;
  Queue queue;
  /// Creates the context and a queue with the given CL_QUEUE_PROPERTIES bits.
  explicit Env(cl_command_queue_properties queueProps = 0);
};

Context makeContext(cl_device_id device);
Queue makeQueue(cl_context context, cl_device_id device, cl_command_queue_properties props = 0);
Mem makeBuffer(cl_context context, size_t size, cl_mem_flags flags = CL_MEM_READ_WRITE,
               void* hostPtr = nullptr);
/// Builds a program from source and REQUIREs success, showing the build log when it fails.
Program buildProgram(cl_context context, cl_device_id device, const std::string& source,
                     const std::string& options = "");
Kernel makeKernel(cl_program program, const char* name);
/// A program of `source`, not built.
inline Program sourceProgram(cl_context context, const std::string& source) {
  const char* text = source.c_str();
  cl_int err = CL_OUT_OF_RESOURCES;
  Program program(clCreateProgramWithSource(context, 1, &text, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return program;
}
/// The build log of `program` on `device`.
std::string buildLog(cl_program program, cl_device_id device);
/// Builds `source` with WEFT_BUILD_REPORT=1 (REQUIRE-ing success) and returns the build log, which
/// then says how each kernel's work-items were vectorized.
std::string reportedBuildLog(cl_context context, cl_device_id device, const std::string& source,
                             const char* options = "");
/// The build report's line for `kernel` in `log`, empty if it has none.
std::string reportLine(const std::string& log, const std::string& kernel);

/// Sets an environment variable (unsets it, for null) while it lives, then puts back what it was:
/// a Weft setting (WEFT_STREAMING, WEFT_SPECIALIZE) for one test.
class ScopedVariable {
public:
  ScopedVariable(const char* name, const char* value);
  ~ScopedVariable();
  ScopedVariable(const ScopedVariable&) = delete;
  ScopedVariable& operator=(const ScopedVariable&) = delete;

private:
  std::string m_name;
  bool m_was = false;
  std::string m_before;
};

/// A fresh directory for WEFT_DUMP_IR, which points at it while it lives; removed with what is
/// in it.
class DumpDirectory {
public:
  DumpDirectory();
  ~DumpDirectory();
  DumpDirectory(const DumpDirectory&) = delete;
  DumpDirectory& operator=(const DumpDirectory&) = delete;
  /// The path of `name` in it.
  std::string file(const std::string& name) const { return m_path + "/" + name; }

private:
  std::string m_path;
  ScopedVariable m_variable{"WEFT_DUMP_IR", nullptr};
};

/// Runs `launch` (a launch and the checks of its results) until the file `dump` appears (the IR
/// of a kernel compiled again in the background, runtime/specialization.hpp) and twice after, at
/// most 2000 times, sleeping 10 ms after each before it appears. Returns the launches and whether
/// it appeared.
std::pair<unsigned, bool> launchUntilCompiled(const std::string& dump,
                                              const std::function<void()>& launch);

// ---- Info queries ----------------------------------------------------------------------------

/// Keeps a parameter out of template deduction, so that `info<T>(clGetEventInfo, e, CL_EVENT_...)`
/// takes its types from the getter alone (the CL_* macros are plain ints).
template <typename T> struct Identity {
  using type = T;
};
template <typename T> using NoDeduce = typename Identity<T>::type;

/// Queries a fixed-size value with an exact size, REQUIRE-ing success and the returned size.
template <typename T, typename Obj, typename Param>
T info(cl_int (*getter)(Obj, Param, size_t, void*, size_t*), NoDeduce<Obj> obj,
       NoDeduce<Param> param) {
  T value{};
  size_t ret = 0;
  INFO("param 0x" << std::hex << param);
  REQUIRE_CL(getter(obj, param, sizeof(T), &value, &ret));
  REQUIRE(ret == sizeof(T));
  return value;
}

/// Queries a string: size first, then the value; REQUIREs NUL termination at size-1.
template <typename Obj, typename Param>
std::string infoString(cl_int (*getter)(Obj, Param, size_t, void*, size_t*), NoDeduce<Obj> obj,
                       NoDeduce<Param> param) {
  INFO("param 0x" << std::hex << param);
  size_t size = 0;
  REQUIRE_CL(getter(obj, param, 0, nullptr, &size));
  REQUIRE(size >= 1);
  std::vector<char> buf(size + 1, 'x');
  size_t ret = 0;
  REQUIRE_CL(getter(obj, param, size, buf.data(), &ret));
  REQUIRE(ret == size);
  REQUIRE(buf[size - 1] == '\0');
  REQUIRE(std::strlen(buf.data()) == size - 1);
  return std::string(buf.data());
}

/// Queries an array: size first (must be a multiple of sizeof(T)), then the value.
template <typename T, typename Obj, typename Param>
std::vector<T> infoArray(cl_int (*getter)(Obj, Param, size_t, void*, size_t*), NoDeduce<Obj> obj,
                         NoDeduce<Param> param) {
  INFO("param 0x" << std::hex << param);
  size_t size = 0;
  REQUIRE_CL(getter(obj, param, 0, nullptr, &size));
  REQUIRE(size % sizeof(T) == 0);
  std::vector<T> values(size / sizeof(T));
  if (size == 0)
    return values;
  size_t ret = 0;
  REQUIRE_CL(getter(obj, param, size, values.data(), &ret));
  REQUIRE(ret == size);
  return values;
}

/// Checks the size rules every clGet*Info shares and returns the value's bytes:
/// a size-only query (null value) succeeds; the exact size succeeds and reports the same size; a
/// larger buffer succeeds, reports the same size and leaves the bytes past it alone; a buffer one
/// byte too small gives CL_INVALID_VALUE.
template <typename Obj, typename Param>
std::vector<unsigned char> checkInfoSizeRules(cl_int (*getter)(Obj, Param, size_t, void*, size_t*),
                                              NoDeduce<Obj> obj, NoDeduce<Param> param) {
  INFO("param 0x" << std::hex << param);
  size_t size = ~size_t(0);
  REQUIRE_CL(getter(obj, param, 0, nullptr, &size));
  REQUIRE(size != ~size_t(0));
  REQUIRE(size < (size_t(1) << 24));
  std::vector<unsigned char> exact(size);
  if (size > 0) {
    size_t ret = 0;
    REQUIRE_CL(getter(obj, param, size, exact.data(), &ret));
    REQUIRE(ret == size);
    REQUIRE_CL(getter(obj, param, size, exact.data(), nullptr));
    std::vector<unsigned char> small(size, 0xAB);
    REQUIRE_CL_ERR(CL_INVALID_VALUE, getter(obj, param, size - 1, small.data(), nullptr));
  }
  std::vector<unsigned char> large(size + 16, 0xCD);
  size_t ret = 0;
  REQUIRE_CL(getter(obj, param, large.size(), large.data(), &ret));
  REQUIRE(ret == size);
  for (size_t i = size; i < large.size(); ++i)
    REQUIRE(large[i] == 0xCD);
  return exact;
}

template <typename T> T deviceInfo(cl_device_id d, cl_device_info p) {
  return info<T>(clGetDeviceInfo, d, p);
}
inline std::string deviceString(cl_device_id d, cl_device_info p) {
  return infoString(clGetDeviceInfo, d, p);
}
inline std::string platformString(cl_platform_id pl, cl_platform_info p) {
  return infoString(clGetPlatformInfo, pl, p);
}

/// True when the device's CL_DEVICE_EXTENSIONS names `ext`.
bool deviceHasExtension(cl_device_id d, const std::string& ext);
/// True when the device's CL_DEVICE_OPENCL_C_ALL_VERSIONS lists OpenCL C major.minor.
bool deviceSupportsOpenCLC(cl_device_id d, cl_uint major, cl_uint minor);

// ---- Small utilities -------------------------------------------------------------------------

/// Bytes that differ between neighbours and between seeds, so a shifted copy is caught.
inline std::vector<unsigned char> pattern(size_t size, unsigned seed) {
  std::vector<unsigned char> b(size);
  for (size_t i = 0; i < size; ++i)
    b[i] = static_cast<unsigned char>((i * 131u + seed * 71u + (i >> 8) * 17u + 1u) & 0xFF);
  return b;
}

/// Splits on any of `separators`, dropping empty pieces.
std::vector<std::string> split(const std::string& s, const char* separators);
std::set<std::string> splitSet(const std::string& s, const char* separators);

/// The execution status of an event.
cl_int eventStatus(cl_event e);

/// Polls `pred` until it holds or `timeout` passes; returns its last value. For callbacks the spec
/// lets run asynchronously.
bool waitFor(const std::function<bool()>& pred,
             std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));

/// clGetKernelArgInfo of a fixed-size value (cl_uint, a bitfield), REQUIRE-ing success and the
/// size, and of a string.
template <typename T> T kernelArgInfo(cl_kernel k, cl_uint index, cl_kernel_arg_info param) {
  T v{};
  size_t ret = 0;
  REQUIRE_CL(clGetKernelArgInfo(k, index, param, sizeof v, &v, &ret));
  REQUIRE(ret == sizeof v);
  return v;
}
std::string kernelArgInfoString(cl_kernel k, cl_uint index, cl_kernel_arg_info param);

/// Runs `run` with stdout going to a file and returns what was written there (printf's output).
std::string captureStdout(const std::function<void()>& run);

/// Reads a whole buffer (blocking) into a vector of T.
template <typename T> std::vector<T> readBuffer(cl_command_queue q, cl_mem buf, size_t count) {
  std::vector<T> data(count);
  REQUIRE_CL(
      clEnqueueReadBuffer(q, buf, CL_TRUE, 0, count * sizeof(T), data.data(), 0, nullptr, nullptr));
  return data;
}

/// A buffer holding a copy of `values`.
template <typename T> Mem bufferOf(cl_context context, const std::vector<T>& values) {
  return makeBuffer(context, values.size() * sizeof(T), CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                    const_cast<T*>(values.data()));
}

/// A kernel argument's value as clSetKernelArg takes it: holders (Mem, ...) as their handle.
template <typename T> const T& argumentValue(const T& value) { return value; }
template <typename Handle, cl_int (*Release)(Handle)>
Handle argumentValue(const Holder<Handle, Release>& holder) {
  return holder.get();
}

/// Sets a kernel's arguments in order, REQUIRE-ing each; buffers may be passed as Mem.
template <typename... Args> void setArgs(cl_kernel kernel, const Args&... args) {
  cl_uint index = 0;
  auto set = [&](const auto& value) {
    INFO("argument " << index);
    REQUIRE_CL(clSetKernelArg(kernel, index++, sizeof(value), &value));
  };
  (set(argumentValue(args)), ...);
}

/// For kernels built once per vector width: LOAD(p, i) and STORE(v, p, i) read and write the
/// i-th TN of a T array, TN being T's vector of W elements. Put the macros in front of the kernel's
/// source and build it with vectorWidthOptions(T, W).
inline constexpr const char* kVectorAccessMacros = R"(
  #if W == 1
  #define LOAD(p, i) (p)[i]
  #define STORE(v, p, i) (p)[i] = (v)
  #else
  #define WIDTH_NAME_(name, w) name##w
  #define WIDTH_NAME(name, w) WIDTH_NAME_(name, w)
  #define LOAD(p, i) WIDTH_NAME(vload, W)(i, p)
  #define STORE(v, p, i) WIDTH_NAME(vstore, W)(v, i, p)
  #endif
)";

/// The build options that kVectorAccessMacros expects: -DT, -DTN and -DW.
inline std::string vectorWidthOptions(const std::string& type, int width) {
  const std::string w = width == 1 ? "" : std::to_string(width);
  return "-DT=" + type + " -DTN=" + type + w + " -DW=" + std::to_string(width);
}

/// Runs `kernel` over `items` work-items in one dimension (work-group size `local`, 0 for the
/// implementation's choice) and waits for it.
inline void run1D(cl_command_queue queue, cl_kernel kernel, size_t items, size_t local = 0) {
  REQUIRE_CL(clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &items, local ? &local : nullptr, 0,
                                    nullptr, nullptr));
  REQUIRE_CL(clFinish(queue));
}

} // namespace weft_test
