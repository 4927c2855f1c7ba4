// OpenCL plumbing for weft_bench; see bench_cl.hpp.
#include "bench_cl.hpp"

#include "common/cl_error_name.hpp"

#include <algorithm>
#include <cctype>

namespace bench {

const char* errorName(cl_int code) { return weft::clErrorName(code); }

void check(cl_int code, const char* call) {
  if (code != CL_SUCCESS)
    throw Failure(std::string(call) + " returned " + errorName(code) + " (" + std::to_string(code) +
                  ")");
}

namespace {

std::string lowerCase(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return text;
}

std::string platformName(cl_platform_id platform) {
  size_t size = 0;
  check(clGetPlatformInfo(platform, CL_PLATFORM_NAME, 0, nullptr, &size), "clGetPlatformInfo");
  std::string name(size, '\0');
  check(clGetPlatformInfo(platform, CL_PLATFORM_NAME, size, name.data(), nullptr),
        "clGetPlatformInfo");
  name.resize(name.find('\0') == std::string::npos ? name.size() : name.find('\0'));
  return name;
}

std::string deviceName(cl_device_id device) {
  size_t size = 0;
  check(clGetDeviceInfo(device, CL_DEVICE_NAME, 0, nullptr, &size), "clGetDeviceInfo");
  std::string name(size, '\0');
  check(clGetDeviceInfo(device, CL_DEVICE_NAME, size, name.data(), nullptr), "clGetDeviceInfo");
  name.resize(name.find('\0') == std::string::npos ? name.size() : name.find('\0'));
  return name;
}

/// The column label: PoCL's and Intel's platform names are long, the others are used as they are.
std::string labelFor(const std::string& name) {
  if (name == "Portable Computing Language")
    return "PoCL";
  if (name == "Intel(R) OpenCL")
    return "Intel";
  return name.size() <= 16 ? name : name.substr(0, 16);
}

void openTarget(Target& target) {
  check(clGetDeviceIDs(target.platform, CL_DEVICE_TYPE_ALL, 1, &target.device, nullptr),
        "clGetDeviceIDs");
  target.deviceName = deviceName(target.device);
  cl_int code = CL_SUCCESS;
  target.context =
      Handle<cl_context>(clCreateContext(nullptr, 1, &target.device, nullptr, nullptr, &code));
  check(code, "clCreateContext");
  target.queue = Handle<cl_command_queue>(
      clCreateCommandQueueWithProperties(target.context.get(), target.device, nullptr, &code));
  check(code, "clCreateCommandQueueWithProperties");
}

} // namespace

std::vector<std::pair<cl_platform_id, std::string>> listPlatforms() {
  cl_uint count = 0;
  const cl_int code = clGetPlatformIDs(0, nullptr, &count);
  // ocl-icd answers CL_PLATFORM_NOT_FOUND_KHR when no vendor file names a loadable library.
  if (code == CL_PLATFORM_NOT_FOUND_KHR || (code == CL_SUCCESS && count == 0))
    return {};
  check(code, "clGetPlatformIDs");
  std::vector<cl_platform_id> ids(count);
  check(clGetPlatformIDs(count, ids.data(), nullptr), "clGetPlatformIDs");
  std::vector<std::pair<cl_platform_id, std::string>> platforms;
  for (cl_platform_id id : ids)
    platforms.emplace_back(id, platformName(id));
  return platforms;
}

Selection selectTargets(const std::vector<std::string>& patterns) {
  Selection selection;
  std::vector<std::pair<cl_platform_id, std::string>> platforms;
  try {
    platforms = listPlatforms();
  } catch (const Failure& failure) {
    selection.problems.push_back(failure.what());
  }
  std::string available;
  for (const auto& platform : platforms)
    available += (available.empty() ? "\"" : ", \"") + platform.second + "\"";
  if (available.empty())
    available = "none; is OCL_ICD_VENDORS set?";

  std::vector<cl_platform_id> taken;
  for (const std::string& pattern : patterns) {
    size_t match = platforms.size();
    for (size_t i = 0; i < platforms.size() && match == platforms.size(); ++i)
      if (lowerCase(platforms[i].second).find(lowerCase(pattern)) != std::string::npos &&
          std::find(taken.begin(), taken.end(), platforms[i].first) == taken.end())
        match = i;
    if (match == platforms.size()) {
      selection.problems.push_back("no platform matches \"" + pattern +
                                   "\" (available: " + available + ")");
      continue;
    }
    taken.push_back(platforms[match].first);
    Target target;
    target.platform = platforms[match].first;
    target.platformName = platforms[match].second;
    target.label = labelFor(target.platformName);
    try {
      openTarget(target);
    } catch (const Failure& failure) {
      selection.problems.push_back("platform \"" + target.platformName +
                                   "\" is unusable: " + failure.what());
      continue;
    }
    selection.targets.push_back(std::move(target));
  }
  return selection;
}

namespace {
std::vector<BuildLog>* gBuildLogs = nullptr;

std::string buildLog(cl_program program, cl_device_id device) {
  size_t size = 0;
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
  std::string log(size, '\0');
  clGetProgramBuildInfo(program, device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
  log.resize(log.find('\0') == std::string::npos ? log.size() : log.find('\0'));
  return log;
}
} // namespace

void collectBuildLogs(std::vector<BuildLog>* sink) { gBuildLogs = sink; }

namespace {

/// clBuildProgram of a created program (`text`: its source or IL, for the collected logs), with
/// its failures as buildProgram describes them.
Handle<cl_program> build(const Target& target, Handle<cl_program> program, const char* options,
                         const std::string& text) {
  cl_int code = clBuildProgram(program.get(), 1, &target.device, options, nullptr, nullptr);
  if (code != CL_SUCCESS) {
    std::string log = buildLog(program.get(), target.device);
    // The first lines of the log are enough to say what went wrong in a table note.
    const std::string lower = lowerCase(log);
    const bool unsupported =
        code == CL_BUILD_PROGRAM_FAILURE && (lower.find("not supported") != std::string::npos ||
                                             lower.find("unsupported") != std::string::npos);
    if (log.size() > 400)
      log = log.substr(0, 400) + "...";
    const std::string message =
        std::string("clBuildProgram returned ") + errorName(code) + "; log: " + log;
    if (unsupported)
      throw Unsupported(message);
    throw Failure(message);
  }
  if (gBuildLogs)
    gBuildLogs->push_back({text, buildLog(program.get(), target.device)});
  return program;
}

} // namespace

Handle<cl_program> buildProgram(const Target& target, const std::string& source,
                                const char* options) {
  const char* text = source.c_str();
  cl_int code = CL_SUCCESS;
  Handle<cl_program> program(
      clCreateProgramWithSource(target.context.get(), 1, &text, nullptr, &code));
  check(code, "clCreateProgramWithSource");
  return build(target, std::move(program), options, source);
}

Handle<cl_program> buildProgramFromIL(const Target& target, const std::string& il) {
  size_t versionBytes = 0;
  clGetDeviceInfo(target.device, CL_DEVICE_IL_VERSION, 0, nullptr, &versionBytes);
  if (versionBytes <= 1)
    throw Unsupported("the device takes no SPIR-V (CL_DEVICE_IL_VERSION is empty)");
  cl_int code = CL_SUCCESS;
  Handle<cl_program> program(
      clCreateProgramWithIL(target.context.get(), il.data(), il.size(), &code));
  check(code, "clCreateProgramWithIL");
  return build(target, std::move(program), "", il);
}

Handle<cl_kernel> createKernel(cl_program program, const char* name) {
  cl_int code = CL_SUCCESS;
  Handle<cl_kernel> kernel(clCreateKernel(program, name, &code));
  check(code, "clCreateKernel");
  return kernel;
}

Handle<cl_mem> createBuffer(const Target& target, cl_mem_flags flags, size_t bytes,
                            const void* host) {
  if (host)
    flags |= CL_MEM_COPY_HOST_PTR;
  cl_int code = CL_SUCCESS;
  Handle<cl_mem> buffer(
      clCreateBuffer(target.context.get(), flags, bytes, const_cast<void*>(host), &code));
  check(code, "clCreateBuffer");
  return buffer;
}

void enqueue(const Target& target, cl_kernel kernel, cl_uint dims, const size_t* global,
             const size_t* local) {
  check(clEnqueueNDRangeKernel(target.queue.get(), kernel, dims, nullptr, global, local, 0, nullptr,
                               nullptr),
        "clEnqueueNDRangeKernel");
}

void finish(const Target& target) { check(clFinish(target.queue.get()), "clFinish"); }

void readBuffer(const Target& target, cl_mem buffer, size_t bytes, void* host) {
  check(
      clEnqueueReadBuffer(target.queue.get(), buffer, CL_TRUE, 0, bytes, host, 0, nullptr, nullptr),
      "clEnqueueReadBuffer");
}

} // namespace bench
