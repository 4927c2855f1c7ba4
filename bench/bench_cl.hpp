// OpenCL plumbing for weft_bench: owning handles, errors as exceptions (so a failure on one
// platform becomes a FAILED cell instead of ending the run), the per-platform Target, and small
// helpers to build programs and buffers.
#pragma once

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 300
#endif
#include <CL/cl.h>
#include <CL/cl_ext.h>

#include <chrono>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace bench {

/// A failed OpenCL call, a failed build or a wrong result; its message goes into the table's notes.
class Failure : public std::runtime_error {
public:
  using std::runtime_error::runtime_error;
};

/// A build the platform refused because its log says a feature the kernel uses is not supported
/// (e.g. `barrier` on a platform still growing): a limit the platform states, shown as
/// "unsupported" in the table and not counted as a failure in the exit status.
class Unsupported : public Failure {
public:
  using Failure::Failure;
};

/// Returns the symbolic name of an OpenCL error code.
const char* errorName(cl_int code);

/// Throws a Failure naming `call` and the error unless `code` is CL_SUCCESS.
void check(cl_int code, const char* call);

inline void releaseHandle(cl_context h) { clReleaseContext(h); }
inline void releaseHandle(cl_command_queue h) { clReleaseCommandQueue(h); }
inline void releaseHandle(cl_program h) { clReleaseProgram(h); }
inline void releaseHandle(cl_kernel h) { clReleaseKernel(h); }
inline void releaseHandle(cl_mem h) { clReleaseMemObject(h); }
inline void releaseHandle(cl_event h) { clReleaseEvent(h); }

/// Owns one reference to an OpenCL object and releases it on destruction.
template <typename T> class Handle {
public:
  Handle() = default;
  explicit Handle(T handle) : m_handle(handle) {}
  Handle(Handle&& other) noexcept : m_handle(std::exchange(other.m_handle, nullptr)) {}
  Handle& operator=(Handle&& other) noexcept {
    if (this != &other) {
      reset();
      m_handle = std::exchange(other.m_handle, nullptr);
    }
    return *this;
  }
  Handle(const Handle&) = delete;
  Handle& operator=(const Handle&) = delete;
  ~Handle() { reset(); }

  T get() const { return m_handle; }
  void reset() {
    if (m_handle)
      releaseHandle(std::exchange(m_handle, nullptr));
  }

private:
  T m_handle = nullptr;
};

/// One selected platform: its first device, a context and an in-order queue without profiling
/// (profiling could add cost to every command; all timing is done on the host clock).
struct Target {
  std::string label;        ///< Short column name, e.g. "Weft" or "PoCL".
  std::string platformName; ///< CL_PLATFORM_NAME.
  std::string deviceName;   ///< CL_DEVICE_NAME of the device used.
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  Handle<cl_context> context;
  Handle<cl_command_queue> queue;
};

/// The result of matching platform names against the requested patterns.
struct Selection {
  std::vector<Target> targets;       ///< In the order of the patterns.
  std::vector<std::string> problems; ///< One line per pattern that matched no usable platform.
};

/// Returns the platforms the ICD loader offers with their names; none (not an error) when the
/// loader finds no vendor at all.
std::vector<std::pair<cl_platform_id, std::string>> listPlatforms();

/// Opens, for each pattern, the first platform whose name contains it (ignoring case). A missing
/// or unusable platform is reported in `problems`, never thrown.
Selection selectTargets(const std::vector<std::string>& patterns);

/// A successful build's log and what it built: the source, or the IL's bytes.
struct BuildLog {
  std::string program;
  std::string log;
};

/// While set, every successful buildProgram appends its build log here (weft_bench
/// --vectorization reads Weft's build reports from them). Not thread-safe: set before building.
void collectBuildLogs(std::vector<BuildLog>* sink);

/// Creates a program from `source` and builds it; a build failure throws with the build log, as
/// Unsupported when the log says "not supported" or "unsupported".
Handle<cl_program> buildProgram(const Target& target, const std::string& source,
                                const char* options = "");

/// Creates a program from a SPIR-V module and builds it; Unsupported where the device reports no
/// IL version.
Handle<cl_program> buildProgramFromIL(const Target& target, const std::string& il);

/// Creates kernel `name` from a built program.
Handle<cl_kernel> createKernel(cl_program program, const char* name);

/// Creates a buffer of `bytes`, copied from `host` when it is not null.
Handle<cl_mem> createBuffer(const Target& target, cl_mem_flags flags, size_t bytes,
                            const void* host = nullptr);

/// Sets the kernel's arguments in order; each is a cl_mem or a scalar of the kernel's type.
template <typename... Args> void setArgs(cl_kernel kernel, const Args&... args) {
  cl_uint index = 0;
  (check(clSetKernelArg(kernel, index++, sizeof(Args), &args), "clSetKernelArg"), ...);
}

/// Enqueues an NDRange; the local size is left to the implementation (`NULL`), as most programs
/// do, unless the kernel needs a given one (a tile, a tree reduction).
void enqueue(const Target& target, cl_kernel kernel, cl_uint dims, const size_t* global,
             const size_t* local = nullptr);

/// Blocks until the target's queue is empty.
void finish(const Target& target);

/// Reads `bytes` of `buffer` into `host`, blocking.
void readBuffer(const Target& target, cl_mem buffer, size_t bytes, void* host);

/// Seconds on the monotonic host clock; every figure in the table is measured with it.
inline double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

} // namespace bench
