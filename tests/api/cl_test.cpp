// Helpers shared by the API tests (see cl_test.hpp).
#include "cl_test.hpp"

#include "common/cl_error_name.hpp"

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace weft_test {

const char* errorName(cl_int code) { return weft::clErrorName(code); }

std::string wantedPlatformName() {
  const char* env = std::getenv("WEFT_TEST_PLATFORM");
  return env && *env ? env : "Weft";
}

namespace {

/// Finds the platform once per process; the answer cannot change while the process runs.
struct PlatformLookup {
  cl_platform_id platform = nullptr;
  cl_int error = CL_SUCCESS;
  std::vector<std::string> seen;

  PlatformLookup() {
    cl_uint count = 0;
    error = clGetPlatformIDs(0, nullptr, &count);
    if (error != CL_SUCCESS || count == 0)
      return;
    std::vector<cl_platform_id> ids(count);
    error = clGetPlatformIDs(count, ids.data(), nullptr);
    if (error != CL_SUCCESS)
      return;
    for (cl_platform_id id : ids) {
      size_t size = 0;
      std::string name = "<clGetPlatformInfo failed>";
      if (clGetPlatformInfo(id, CL_PLATFORM_NAME, 0, nullptr, &size) == CL_SUCCESS && size > 0) {
        std::vector<char> buf(size + 1, '\0');
        if (clGetPlatformInfo(id, CL_PLATFORM_NAME, size, buf.data(), nullptr) == CL_SUCCESS)
          name = buf.data();
      }
      seen.push_back(name);
      if (!platform && name.find(wantedPlatformName()) != std::string::npos)
        platform = id;
    }
  }
};

} // namespace

cl_platform_id testPlatform() {
  static const PlatformLookup lookup;
  if (!lookup.platform) {
    std::ostringstream msg;
    msg << "no OpenCL platform whose name contains \"" << wantedPlatformName()
        << "\" (set WEFT_TEST_PLATFORM; OCL_ICD_VENDORS="
        << (std::getenv("OCL_ICD_VENDORS") ? std::getenv("OCL_ICD_VENDORS") : "<unset>")
        << "); clGetPlatformIDs: " << errorName(lookup.error) << "; platforms found:";
    for (const std::string& name : lookup.seen)
      msg << " \"" << name << "\"";
    if (lookup.seen.empty())
      msg << " none";
    FAIL(msg.str());
  }
  return lookup.platform;
}

cl_device_id testDevice() {
  cl_platform_id platform = testPlatform();
  cl_device_id device = nullptr;
  cl_uint count = 0;
  REQUIRE_CL(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, &count));
  REQUIRE(count >= 1);
  REQUIRE(device != nullptr);
  return device;
}

Env::Env(cl_command_queue_properties queueProps) {
  platform = testPlatform();
  device = testDevice();
  context = makeContext(device);
  queue = makeQueue(context, device, queueProps);
}

Context makeContext(cl_device_id device) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Context context(clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE(context.get() != nullptr);
  return context;
}

Queue makeQueue(cl_context context, cl_device_id device, cl_command_queue_properties props) {
  cl_queue_properties list[] = {CL_QUEUE_PROPERTIES, props, 0};
  cl_int err = CL_OUT_OF_RESOURCES;
  Queue queue(clCreateCommandQueueWithProperties(context, device, props ? list : nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE(queue.get() != nullptr);
  return queue;
}

Mem makeBuffer(cl_context context, size_t size, cl_mem_flags flags, void* hostPtr) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Mem mem(clCreateBuffer(context, flags, size, hostPtr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE(mem.get() != nullptr);
  return mem;
}

std::string buildLog(cl_program program, cl_device_id device) {
  size_t size = 0;
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size) !=
          CL_SUCCESS ||
      size == 0)
    return "<no build log>";
  std::vector<char> buf(size + 1, '\0');
  if (clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, buf.data(), nullptr) !=
      CL_SUCCESS)
    return "<no build log>";
  return buf.data();
}

std::string reportedBuildLog(cl_context context, cl_device_id device, const std::string& source,
                             const char* options) {
  // The report of the full build, as its kernels run once their launches have run a while: a
  // quick first build's (WEFT_QUICK_BUILD) says one vector per step.
  ScopedVariable full("WEFT_QUICK_BUILD", "0");
  setenv("WEFT_BUILD_REPORT", "1", 1);
  Program program = sourceProgram(context, source);
  const cl_int built = clBuildProgram(program, 1, &device, options, nullptr, nullptr);
  unsetenv("WEFT_BUILD_REPORT");
  REQUIRE_CL(built);
  return buildLog(program, device);
}

ScopedVariable::ScopedVariable(const char* name, const char* value) : m_name(name) {
  if (const char* before = std::getenv(name)) {
    m_was = true;
    m_before = before;
  }
  if (value)
    setenv(name, value, 1);
  else
    unsetenv(name);
}

ScopedVariable::~ScopedVariable() {
  if (m_was)
    setenv(m_name.c_str(), m_before.c_str(), 1);
  else
    unsetenv(m_name.c_str());
}

DumpDirectory::DumpDirectory() {
  char path[] = "/tmp/weft-dump-XXXXXX";
  REQUIRE(mkdtemp(path) != nullptr);
  m_path = path;
  setenv("WEFT_DUMP_IR", m_path.c_str(), 1);
}

DumpDirectory::~DumpDirectory() {
  std::error_code ignored;
  std::filesystem::remove_all(m_path, ignored);
}

std::pair<unsigned, bool> launchUntilCompiled(const std::string& dump,
                                              const std::function<void()>& launch) {
  bool compiled = false;
  unsigned launches = 0;
  for (int after = 0; after < 2 && launches < 2000; ++launches) {
    launch();
    if (compiled)
      ++after;
    compiled = compiled || std::ifstream(dump).good();
    if (!compiled)
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
  }
  return {launches, compiled};
}

std::string reportLine(const std::string& log, const std::string& kernel) {
  const size_t at = log.find("kernel '" + kernel + "': ");
  return at == std::string::npos ? std::string() : log.substr(at, log.find('\n', at) - at);
}

Program buildProgram(cl_context context, cl_device_id device, const std::string& source,
                     const std::string& options) {
  const char* text = source.c_str();
  cl_int err = CL_OUT_OF_RESOURCES;
  Program program(clCreateProgramWithSource(context, 1, &text, nullptr, &err));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  err = clBuildProgram(program, 1, &device, options.c_str(), nullptr, nullptr);
  INFO("build options: " << options << "\nbuild log:\n" << buildLog(program, device));
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  return program;
}

Kernel makeKernel(cl_program program, const char* name) {
  cl_int err = CL_OUT_OF_RESOURCES;
  Kernel kernel(clCreateKernel(program, name, &err));
  INFO("kernel " << name);
  REQUIRE_ERRCODE(CL_SUCCESS, err);
  REQUIRE(kernel.get() != nullptr);
  return kernel;
}

bool deviceHasExtension(cl_device_id d, const std::string& ext) {
  return splitSet(deviceString(d, CL_DEVICE_EXTENSIONS), " ").count(ext) != 0;
}

bool deviceSupportsOpenCLC(cl_device_id d, cl_uint major, cl_uint minor) {
  for (const cl_name_version& v :
       infoArray<cl_name_version>(clGetDeviceInfo, d, CL_DEVICE_OPENCL_C_ALL_VERSIONS))
    if (CL_VERSION_MAJOR(v.version) == major && CL_VERSION_MINOR(v.version) == minor)
      return true;
  return false;
}

std::vector<std::string> split(const std::string& s, const char* separators) {
  std::vector<std::string> out;
  size_t pos = 0;
  while (pos < s.size()) {
    size_t end = s.find_first_of(separators, pos);
    if (end == std::string::npos)
      end = s.size();
    if (end > pos)
      out.push_back(s.substr(pos, end - pos));
    pos = end + 1;
  }
  return out;
}

std::set<std::string> splitSet(const std::string& s, const char* separators) {
  std::vector<std::string> v = split(s, separators);
  return std::set<std::string>(v.begin(), v.end());
}

cl_int eventStatus(cl_event e) {
  return info<cl_int>(clGetEventInfo, e, CL_EVENT_COMMAND_EXECUTION_STATUS);
}

bool waitFor(const std::function<bool()>& pred, std::chrono::milliseconds timeout) {
  auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!pred()) {
    if (std::chrono::steady_clock::now() > deadline)
      return pred();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

/// Runs `run` with stdout going to a file and returns what was written there.
std::string captureStdout(const std::function<void()>& run) {
  std::fflush(stdout);
  char path[] = "/tmp/weft_printf_XXXXXX";
  const int file = mkstemp(path);
  REQUIRE(file >= 0);
  const int saved = dup(STDOUT_FILENO);
  dup2(file, STDOUT_FILENO);
  run();
  std::fflush(stdout);
  dup2(saved, STDOUT_FILENO);
  close(saved);
  close(file);
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  std::remove(path);
  return text.str();
}

std::string kernelArgInfoString(cl_kernel k, cl_uint index, cl_kernel_arg_info param) {
  size_t size = 0;
  REQUIRE_CL(clGetKernelArgInfo(k, index, param, 0, nullptr, &size));
  REQUIRE(size >= 1);
  std::vector<char> buf(size);
  REQUIRE_CL(clGetKernelArgInfo(k, index, param, size, buf.data(), nullptr));
  REQUIRE(buf.back() == '\0');
  return buf.data();
}

} // namespace weft_test
