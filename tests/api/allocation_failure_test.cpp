// Memory that runs out in the middle of a build (issue 16): builds a program once to count the
// allocations a build makes, then again and again with one of them failing, at points spread over
// the whole build (Clang's front end, Weft's passes, LLVM's optimizer and code generator, the
// JIT). Each build must end with CL_SUCCESS (the failure was survived), CL_OUT_OF_HOST_MEMORY or
// CL_BUILD_PROGRAM_FAILURE, never by ending or hanging the process, and the process must build
// and run kernels afterwards. Before, LLVM's "out of memory" check aborted the process.
//
// The failures come from this program's own allocation functions, which the loader, Weft, LLVM
// and Clang all call (an executable's symbols come first): its global operator new and delete,
// and without a sanitizer malloc and its family too. A sanitizer's malloc cannot be replaced, and
// its operator new ends the process when memory runs out, by design: there the failures are made
// in this program's operator new, which calls the new handler as a failing operator new does.
// Without a sanitizer LLVM's own malloc paths (safe_malloc, report_bad_alloc_error) fail as well.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <new>
#include <string>
#include <unistd.h>
#include <vector>

#if defined(WEFT_REPLACE_MALLOC)
extern "C" {
void* __libc_malloc(size_t size);
void* __libc_calloc(size_t count, size_t size);
void* __libc_realloc(void* block, size_t size);
void* __libc_memalign(size_t alignment, size_t size);
}
#endif

namespace {

/// The allocation to fail: 0 fails the next one, -1 none.
std::atomic<long> gFailIn{-1};
std::atomic<long> gAllocations{0};

bool failThisOne() {
  gAllocations.fetch_add(1, std::memory_order_relaxed);
  if (gFailIn.load(std::memory_order_relaxed) < 0 || gFailIn.fetch_sub(1) != 0)
    return false;
  errno = ENOMEM;
  return true;
}

/// Memory from the allocator underneath, never failed on purpose.
void* allocate(size_t size, size_t alignment) {
  if (size == 0)
    size = 1;
#if defined(WEFT_REPLACE_MALLOC)
  return alignment <= alignof(std::max_align_t) ? __libc_malloc(size)
                                                : __libc_memalign(alignment, size);
#else
  if (alignment <= alignof(std::max_align_t))
    return std::malloc(size);
  void* block = nullptr;
  return posix_memalign(&block, alignment, size) == 0 ? block : nullptr;
#endif
}

/// What operator new does: on failure, the new handler until there is none.
void* allocateOrThrow(size_t size, size_t alignment) {
  for (;;) {
    if (!failThisOne())
      if (void* block = allocate(size, alignment))
        return block;
    std::new_handler handler = std::get_new_handler();
    if (!handler)
      throw std::bad_alloc();
    handler();
  }
}

void* allocateOrNull(size_t size, size_t alignment) noexcept {
  try {
    return allocateOrThrow(size, alignment);
  } catch (const std::bad_alloc&) {
    return nullptr;
  }
}

} // namespace

void* operator new(size_t size) { return allocateOrThrow(size, 0); }
void* operator new[](size_t size) { return allocateOrThrow(size, 0); }
void* operator new(size_t size, std::align_val_t alignment) {
  return allocateOrThrow(size, size_t(alignment));
}
void* operator new[](size_t size, std::align_val_t alignment) {
  return allocateOrThrow(size, size_t(alignment));
}
void* operator new(size_t size, const std::nothrow_t&) noexcept { return allocateOrNull(size, 0); }
void* operator new[](size_t size, const std::nothrow_t&) noexcept {
  return allocateOrNull(size, 0);
}
void* operator new(size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return allocateOrNull(size, size_t(alignment));
}
void* operator new[](size_t size, std::align_val_t alignment, const std::nothrow_t&) noexcept {
  return allocateOrNull(size, size_t(alignment));
}
void operator delete(void* block) noexcept { std::free(block); }
void operator delete[](void* block) noexcept { std::free(block); }
void operator delete(void* block, size_t) noexcept { std::free(block); }
void operator delete[](void* block, size_t) noexcept { std::free(block); }
void operator delete(void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, std::align_val_t) noexcept { std::free(block); }
void operator delete(void* block, size_t, std::align_val_t) noexcept { std::free(block); }
void operator delete[](void* block, size_t, std::align_val_t) noexcept { std::free(block); }
void operator delete(void* block, const std::nothrow_t&) noexcept { std::free(block); }
void operator delete[](void* block, const std::nothrow_t&) noexcept { std::free(block); }
void operator delete(void* block, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(block);
}
void operator delete[](void* block, std::align_val_t, const std::nothrow_t&) noexcept {
  std::free(block);
}

#if defined(WEFT_REPLACE_MALLOC)
extern "C" void* malloc(size_t size) { return failThisOne() ? nullptr : __libc_malloc(size); }
extern "C" void* calloc(size_t count, size_t size) {
  return failThisOne() ? nullptr : __libc_calloc(count, size);
}
extern "C" void* realloc(void* block, size_t size) {
  return failThisOne() ? nullptr : __libc_realloc(block, size);
}
extern "C" void* memalign(size_t alignment, size_t size) {
  return failThisOne() ? nullptr : __libc_memalign(alignment, size);
}
extern "C" void* aligned_alloc(size_t alignment, size_t size) {
  return failThisOne() ? nullptr : __libc_memalign(alignment, size);
}
extern "C" int posix_memalign(void** out, size_t alignment, size_t size) {
  void* block = failThisOne() ? nullptr : __libc_memalign(alignment, size);
  if (!block)
    return ENOMEM;
  *out = block;
  return 0;
}
#endif

namespace {

// Several kernels, so the build is cut into parts on several threads; builtins from the library,
// a barrier, a loop and vectors, so every stage has work.
const char* const kSource = R"(
float shape(float x, int i) { return sin(x) * cos(x + i) + exp(x * 0.5f); }
kernel void curve(global float* out, global const float* in) {
  size_t g = get_global_id(0);
  out[g] = shape(in[g], 1);
}
kernel void tile(global float* out, local float* scratch) {
  scratch[get_local_id(0)] = out[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = scratch[0] + log(1.0f + scratch[get_local_size(0) - 1]);
}
kernel void squares(global int* out) {
  int sum = 0;
  for (int i = 0; i < (int)get_global_id(0); ++i)
    sum += i * i;
  out[get_global_id(0)] = sum;
}
kernel void unit(global float4* v) { v[get_global_id(0)] = normalize(v[get_global_id(0)] + 1.0f); }
)";

int gFailures = 0;

void fail(const std::string& what) {
  std::fprintf(stderr, "FAILED: %s\n", what.c_str());
  ++gFailures;
}

struct Outcome {
  cl_int status;
  long allocations;
};

/// Builds kSource, after the comment `salt`, with allocation `failAt` of the build failing (-1:
/// none).
Outcome build(cl_context context, cl_device_id device, long failAt, const std::string& salt = "",
              cl_program* kept = nullptr) {
  cl_int status = CL_SUCCESS;
  const std::string source = "// " + salt + "\n" + kSource;
  const char* text = source.c_str();
  cl_program program = clCreateProgramWithSource(context, 1, &text, nullptr, &status);
  if (!program)
    return {status, 0};
  const long before = gAllocations.load();
  gFailIn.store(failAt);
  status = clBuildProgram(program, 1, &device, nullptr, nullptr, nullptr);
  gFailIn.store(-1);
  const long allocations = gAllocations.load() - before;
  if (kept)
    *kept = program;
  else
    clReleaseProgram(program);
  return {status, allocations};
}

/// Builds with one allocation failing at `points` places spread over a build. With the kernel
/// cache on, each build has a source of its own, so that each is looked up, compiled and stored.
void sweep(cl_context context, cl_device_id device, long points, bool cached) {
  setenv("WEFT_CACHE", cached ? "1" : "0", 1);
  const char* mode = cached ? "with the kernel cache" : "without the kernel cache";
  int salt = 0;
  auto nextSalt = [&] { return cached ? std::to_string(++salt) : std::string(); };
  const Outcome normal = build(context, device, -1, nextSalt());
  if (normal.status != CL_SUCCESS)
    fail(std::string("the build without failures, ") + mode + ": " + std::to_string(normal.status));
  const long step = std::max(1L, normal.allocations / points);
  int survived = 0, outOfMemory = 0, failed = 0;
  for (long failAt = 0; failAt < normal.allocations + step; failAt += step) {
    const Outcome outcome = build(context, device, failAt, nextSalt());
    if (outcome.status == CL_SUCCESS)
      ++survived;
    else if (outcome.status == CL_OUT_OF_HOST_MEMORY)
      ++outOfMemory;
    else if (outcome.status == CL_BUILD_PROGRAM_FAILURE)
      ++failed;
    else
      fail("allocation " + std::to_string(failAt) + " failing made the build return " +
           std::to_string(outcome.status));
  }
  std::printf("%s: %ld allocations in a build; one failing at every %ld-th: %d builds "
              "succeeded, %d ran out of host memory, %d failed\n",
              mode, normal.allocations, step, survived, outOfMemory, failed);
  // Most failures must have been seen as such: a run where none was would test nothing.
  if (outOfMemory < points / 2)
    fail(std::string(mode) + ": only " + std::to_string(outOfMemory) +
         " builds reported CL_OUT_OF_HOST_MEMORY");
}

/// Removes the files of `directory`, then the directory.
void removeDirectory(const std::string& directory) {
  if (DIR* dir = opendir(directory.c_str())) {
    while (dirent* entry = readdir(dir))
      if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0)
        unlink((directory + "/" + entry->d_name).c_str());
    closedir(dir);
  }
  rmdir(directory.c_str());
}

} // namespace

int main() {
  // A cache directory of this run's own, read by the kernel cache once per process.
  char cacheDirectory[] = "/tmp/weft-allocation-failure-XXXXXX";
  if (!mkdtemp(cacheDirectory)) {
    std::fprintf(stderr, "FAILED: no temporary directory\n");
    return 1;
  }
  setenv("WEFT_CACHE_DIR", cacheDirectory, 1);
  const char* wanted = std::getenv("WEFT_TEST_PLATFORM");
  const std::string name = wanted && *wanted ? wanted : "Weft";
  cl_platform_id platforms[16];
  cl_uint count = 0;
  clGetPlatformIDs(16, platforms, &count);
  cl_platform_id platform = nullptr;
  for (cl_uint i = 0; i < count && i < 16; ++i) {
    char text[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof text - 1, text, nullptr);
    if (std::strstr(text, name.c_str()))
      platform = platforms[i];
  }
  cl_device_id device = nullptr;
  if (!platform ||
      clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &device, nullptr) != CL_SUCCESS) {
    std::fprintf(stderr, "FAILED: no platform named %s with a device\n", name.c_str());
    return 1;
  }
  cl_int status = CL_SUCCESS;
  cl_context context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &status);
  if (!context) {
    std::fprintf(stderr, "FAILED: clCreateContext: %d\n", status);
    return 1;
  }

  // About 400 builds (40 under a sanitizer, where builds are slow) without the cache, half as
  // many with it, each failing a different allocation, the first and last among them.
  // WEFT_ALLOCATION_FAILURE_SWEEPS=uncached or =cached runs one of them (for debugging).
  const char* only = std::getenv("WEFT_ALLOCATION_FAILURE_SWEEPS");
  if (!only || std::strcmp(only, "cached") != 0)
    sweep(context, device, WEFT_ALLOCATION_FAILURE_POINTS, false);
  if (!only || std::strcmp(only, "uncached") != 0)
    sweep(context, device, WEFT_ALLOCATION_FAILURE_POINTS / 2, true);

  // The process builds and runs kernels as before.
  cl_program program = nullptr;
  if (build(context, device, -1, "after", &program).status != CL_SUCCESS) {
    fail("a build after the failures");
  } else {
    cl_kernel kernel = clCreateKernel(program, "squares", &status);
    cl_command_queue queue = clCreateCommandQueueWithProperties(context, device, nullptr, &status);
    cl_mem buffer =
        clCreateBuffer(context, CL_MEM_READ_WRITE, 64 * sizeof(cl_int), nullptr, &status);
    std::vector<cl_int> out(64, -1);
    const size_t global = out.size();
    if (!kernel || !queue || !buffer ||
        clSetKernelArg(kernel, 0, sizeof buffer, &buffer) != CL_SUCCESS ||
        clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &global, nullptr, 0, nullptr, nullptr) !=
            CL_SUCCESS ||
        clEnqueueReadBuffer(queue, buffer, CL_TRUE, 0, out.size() * sizeof(cl_int), out.data(), 0,
                            nullptr, nullptr) != CL_SUCCESS) {
      fail("running a kernel after the failures");
    } else {
      for (int g = 0; g < 64; ++g)
        if (out[g] != (g - 1) * g * (2 * g - 1) / 6)
          fail("squares[" + std::to_string(g) + "] = " + std::to_string(out[g]));
    }
    if (buffer)
      clReleaseMemObject(buffer);
    if (queue)
      clReleaseCommandQueue(queue);
    if (kernel)
      clReleaseKernel(kernel);
    clReleaseProgram(program);
  }
  clReleaseContext(context);
  removeDirectory(cacheDirectory);
  if (gFailures == 0)
    std::printf("passed\n");
  return gFailures == 0 ? 0 : 1;
}
