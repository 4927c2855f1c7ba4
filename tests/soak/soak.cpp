// The soak test (issue 16): many host threads use one platform at once for minutes, through the
// ICD loader, doing what applications do: build programs (some found in the kernel cache, some
// new), run kernels, move data, wait on user events that other threads set, release objects while
// commands still use them, register callbacks. Every result is checked, and the process's resident
// memory is sampled: after a warm-up it must stay bounded.
//
//   weft_soak [--threads N] [--seconds S] [--platform NAME] [--only OP,OP...]
//   (defaults: 16 threads, 600 s, Weft, every operation; OP is one of builds, new-builds,
//   transfers, user-events, releases, callbacks, contexts)
//
// Prints one line per 10% of the run and a summary; exits non-zero on any wrong result, error code,
// lost callback or unbounded memory.
#include <CL/cl.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <deque>
#include <fstream>
#include <malloc.h>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

std::atomic<long> gFailures{0};
std::atomic<long> gOperations[6];
constexpr const char* kOperationNames[] = {"builds+runs",        "transfers", "user events",
                                           "releases in flight", "callbacks", "contexts"};
/// --only: which operations run (all by default), and how often a build is of a new program.
bool gEnabled[6] = {true, true, true, true, true, true};
unsigned gNewBuildOneIn = 16;
std::atomic<long> gCallbacksRegistered{0}, gCallbacksRun{0};

void failure(const char* what, long detail) {
  if (gFailures.fetch_add(1) < 20)
    std::fprintf(stderr, "soak: FAILED %s (%ld)\n", what, detail);
}

/// Checks an OpenCL call; a failure is counted and reported, and the step gives up.
#define SOAK_CHECK(call)                                                                           \
  do {                                                                                             \
    cl_int soakErr_ = (call);                                                                      \
    if (soakErr_ != CL_SUCCESS) {                                                                  \
      failure(#call, soakErr_);                                                                    \
      return;                                                                                      \
    }                                                                                              \
  } while (0)

size_t residentBytes() {
  std::ifstream statm("/proc/self/statm");
  size_t pages = 0, resident = 0;
  statm >> pages >> resident;
  return resident * static_cast<size_t>(sysconf(_SC_PAGESIZE));
}

/// User events that one thread made and another completes.
class UserEventExchange {
public:
  void post(cl_event event, bool fail) {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_events.push_back({event, fail});
    m_ready.notify_one();
  }
  /// Completes one posted event, if any is waiting.
  bool completeOne() {
    Item item;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      if (m_events.empty())
        return false;
      item = m_events.front();
      m_events.pop_front();
    }
    cl_int err = clSetUserEventStatus(item.event, item.fail ? -7 : CL_COMPLETE);
    if (err != CL_SUCCESS)
      failure("clSetUserEventStatus from another thread", err);
    clReleaseEvent(item.event);
    return true;
  }
  void drain() {
    while (completeOne()) {
    }
  }

private:
  struct Item {
    cl_event event;
    bool fail;
  };
  std::mutex m_mutex;
  std::condition_variable m_ready;
  std::deque<Item> m_events;
};

struct Shared {
  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  UserEventExchange exchange;
  Clock::time_point end;
};

/// Program sources: K and the kernel's shape vary, so builds hit the cache, and some miss it.
std::string programSource(int shape, long k) {
  std::string head = "#define K " + std::to_string(k) + "\n";
  switch (shape % 4) {
  case 0:
    return head + "kernel void f(global const int* in, global int* out) {\n"
                  "  size_t i = get_global_id(0); out[i] = in[i] * K + (int)i; }\n";
  case 1:
    return head + "kernel void f(global const int* in, global int* out) {\n"
                  "  size_t i = get_global_id(0); int v = in[i];\n"
                  "  for (int r = 0; r < 4; ++r) v = (v ^ (K + r)) ^ (K + r);\n"
                  "  out[i] = v * K + (int)i; }\n";
  case 2:
    return head + "kernel void f(global const int* in, global int* out) {\n"
                  "  local int tile[64]; size_t l = get_local_id(0), i = get_global_id(0);\n"
                  "  tile[l] = in[i]; barrier(CLK_LOCAL_MEM_FENCE);\n"
                  "  out[i] = tile[l] * K + (int)i; }\n";
  default:
    return head + "int g(int v, int i) { return v * K + i; }\n"
                  "kernel void f(global const int* in, global int* out) {\n"
                  "  size_t i = get_global_id(0); out[i] = g(in[i], (int)i); }\n";
  }
}

class Worker {
public:
  Worker(Shared& shared, unsigned seed) : m_shared(shared), m_random(seed) {}

  void run() {
    cl_int err = CL_SUCCESS;
    m_queue = clCreateCommandQueueWithProperties(m_shared.context, m_shared.device, nullptr, &err);
    if (err != CL_SUCCESS) {
      failure("clCreateCommandQueueWithProperties", err);
      return;
    }
    while (Clock::now() < m_shared.end) {
      const unsigned pick = m_random() % 100;
      const int op = pick < 30   ? 0
                     : pick < 55 ? 1
                     : pick < 75 ? 2
                     : pick < 85 ? 3
                     : pick < 95 ? 4
                                 : 5;
      if (!gEnabled[op])
        continue;
      switch (op) {
      case 0:
        buildAndRun(m_shared.context, m_queue);
        break;
      case 1:
        transfers();
        break;
      case 2:
        userEvents();
        break;
      case 3:
        releaseInFlight();
        break;
      case 4:
        callbacks();
        break;
      default:
        ownContext();
      }
      gOperations[op].fetch_add(1);
      m_shared.exchange.completeOne(); // each thread also completes others' events
    }
    m_shared.exchange.drain();
    if (clFinish(m_queue) != CL_SUCCESS)
      failure("clFinish at the end", 0);
    clReleaseCommandQueue(m_queue);
  }

private:
  std::vector<cl_int> randomInts(size_t n) {
    std::vector<cl_int> v(n);
    for (cl_int& x : v)
      x = static_cast<cl_int>(m_random() % 1000) - 500;
    return v;
  }

  cl_mem buffer(cl_context context, size_t bytes, const void* data = nullptr) {
    cl_int err = CL_SUCCESS;
    cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE | (data ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              const_cast<void*>(data), &err);
    if (err != CL_SUCCESS)
      failure("clCreateBuffer", err);
    return m;
  }

  /// Builds one of the programs (mostly from a small set the cache knows, 1 in 16 new), runs it,
  /// checks every element.
  void buildAndRun(cl_context context, cl_command_queue queue) {
    const int shape = static_cast<int>(m_random() % 4);
    const long k = gNewBuildOneIn && m_random() % gNewBuildOneIn == 0
                       ? 1000 + static_cast<long>(m_random() % 1000000)
                       : static_cast<long>(m_random() % 8);
    const std::string source = programSource(shape, k);
    const char* text = source.c_str();
    cl_int err = CL_SUCCESS;
    cl_program program = clCreateProgramWithSource(context, 1, &text, nullptr, &err);
    SOAK_CHECK(err);
    struct ProgramGuard {
      cl_program p;
      ~ProgramGuard() { clReleaseProgram(p); }
    } guardProgram{program};
    SOAK_CHECK(clBuildProgram(program, 0, nullptr, "", nullptr, nullptr));
    cl_kernel kernel = clCreateKernel(program, "f", &err);
    SOAK_CHECK(err);
    struct KernelGuard {
      cl_kernel k;
      ~KernelGuard() { clReleaseKernel(k); }
    } guardKernel{kernel};
    const size_t n = 64 * (1 + m_random() % 64);
    const std::vector<cl_int> in = randomInts(n);
    cl_mem a = buffer(context, n * sizeof(cl_int), in.data());
    cl_mem b = buffer(context, n * sizeof(cl_int));
    if (!a || !b)
      return;
    SOAK_CHECK(clSetKernelArg(kernel, 0, sizeof a, &a));
    SOAK_CHECK(clSetKernelArg(kernel, 1, sizeof b, &b));
    const size_t local = 64;
    SOAK_CHECK(clEnqueueNDRangeKernel(queue, kernel, 1, nullptr, &n, &local, 0, nullptr, nullptr));
    // The application's reference goes before the command ends: the command keeps the buffer (a
    // kernel argument does not, so the release comes after the enqueue).
    clReleaseMemObject(a);
    std::vector<cl_int> out(n);
    SOAK_CHECK(clEnqueueReadBuffer(queue, b, CL_TRUE, 0, n * sizeof(cl_int), out.data(), 0, nullptr,
                                   nullptr));
    clReleaseMemObject(b);
    for (size_t i = 0; i < n; ++i) {
      const cl_int expected = in[i] * static_cast<cl_int>(k) + static_cast<cl_int>(i);
      if (out[i] != expected) {
        failure("a kernel's result", static_cast<long>(i));
        return;
      }
    }
  }

  /// Write, copy, fill, rectangular read, map: every byte checked.
  void transfers() {
    const size_t n = 256 * (1 + m_random() % 256);
    const std::vector<cl_int> data = randomInts(n);
    cl_mem a = buffer(m_shared.context, n * sizeof(cl_int));
    cl_mem b = buffer(m_shared.context, n * sizeof(cl_int));
    if (!a || !b)
      return;
    struct Guard {
      cl_mem a, b;
      ~Guard() {
        clReleaseMemObject(a);
        clReleaseMemObject(b);
      }
    } guard{a, b};
    SOAK_CHECK(clEnqueueWriteBuffer(m_queue, a, CL_FALSE, 0, n * sizeof(cl_int), data.data(), 0,
                                    nullptr, nullptr));
    SOAK_CHECK(clEnqueueCopyBuffer(m_queue, a, b, 0, 0, n * sizeof(cl_int), 0, nullptr, nullptr));
    const cl_int pattern = 0x5A5A;
    SOAK_CHECK(clEnqueueFillBuffer(m_queue, a, &pattern, sizeof pattern, 0, n * sizeof(cl_int) / 2,
                                   0, nullptr, nullptr));
    // b as rows of 64 ints: read the 16-int column block starting at column 8.
    const size_t rows = n / 64;
    const size_t origin[3] = {8 * sizeof(cl_int), 0, 0}, hostOrigin[3] = {0, 0, 0};
    const size_t region[3] = {16 * sizeof(cl_int), rows, 1};
    std::vector<cl_int> block(16 * rows);
    SOAK_CHECK(clEnqueueReadBufferRect(m_queue, b, CL_TRUE, origin, hostOrigin, region,
                                       64 * sizeof(cl_int), 0, 0, 0, block.data(), 0, nullptr,
                                       nullptr));
    for (size_t r = 0; r < rows; ++r)
      for (size_t c = 0; c < 16; ++c)
        if (block[r * 16 + c] != data[r * 64 + 8 + c]) {
          failure("a rectangular read", static_cast<long>(r));
          return;
        }
    cl_int err = CL_SUCCESS;
    auto* mapped = static_cast<cl_int*>(clEnqueueMapBuffer(
        m_queue, a, CL_TRUE, CL_MAP_READ, 0, n * sizeof(cl_int), 0, nullptr, nullptr, &err));
    SOAK_CHECK(err);
    for (size_t i = 0; i < n; ++i)
      if (mapped[i] != (i < n / 2 ? pattern : data[i])) {
        failure("a mapped fill", static_cast<long>(i));
        break;
      }
    SOAK_CHECK(clEnqueueUnmapMemObject(m_queue, a, mapped, 0, nullptr, nullptr));
    SOAK_CHECK(clFinish(m_queue));
  }

  /// A command behind a user event that another thread completes (or fails).
  void userEvents() {
    cl_int err = CL_SUCCESS;
    cl_event gate = clCreateUserEvent(m_shared.context, &err);
    SOAK_CHECK(err);
    const bool fail = m_random() % 8 == 0;
    const cl_int value = static_cast<cl_int>(m_random());
    cl_mem m = buffer(m_shared.context, sizeof(cl_int));
    if (!m) {
      clSetUserEventStatus(gate, CL_COMPLETE);
      clReleaseEvent(gate);
      return;
    }
    cl_event written = nullptr;
    err = clEnqueueWriteBuffer(m_queue, m, CL_FALSE, 0, sizeof value, &value, 1, &gate, &written);
    clRetainEvent(gate);
    m_shared.exchange.post(gate, fail); // the exchange's reference
    clReleaseEvent(gate);
    if (err != CL_SUCCESS) {
      failure("clEnqueueWriteBuffer behind a user event", err);
      clReleaseMemObject(m);
      return;
    }
    // Waiting here while no other thread is free would never end: complete posted events
    // ourselves until ours is done.
    cl_int status = CL_QUEUED;
    for (;;) {
      SOAK_CHECK(clGetEventInfo(written, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status,
                                nullptr));
      if (status <= CL_COMPLETE)
        break;
      if (!m_shared.exchange.completeOne())
        std::this_thread::yield();
    }
    err = clWaitForEvents(1, &written);
    clReleaseEvent(written);
    if (fail) {
      if (status >= 0 || err != CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST)
        failure("a command behind a failed user event", status);
      // The in-order queue stays usable after a failed command.
      SOAK_CHECK(clFinish(m_queue));
    } else {
      SOAK_CHECK(err);
      cl_int read = 0;
      SOAK_CHECK(
          clEnqueueReadBuffer(m_queue, m, CL_TRUE, 0, sizeof read, &read, 0, nullptr, nullptr));
      if (read != value)
        failure("a write behind a user event", read);
    }
    clReleaseMemObject(m);
  }

  /// Objects released while the commands that use them are still queued or running.
  void releaseInFlight() {
    const size_t n = 4096;
    const std::vector<cl_int> data = randomInts(n);
    cl_mem a = buffer(m_shared.context, n * sizeof(cl_int));
    cl_mem b = buffer(m_shared.context, n * sizeof(cl_int));
    if (!a || !b)
      return;
    SOAK_CHECK(clEnqueueWriteBuffer(m_queue, a, CL_FALSE, 0, n * sizeof(cl_int), data.data(), 0,
                                    nullptr, nullptr));
    cl_event copied = nullptr;
    SOAK_CHECK(clEnqueueCopyBuffer(m_queue, a, b, 0, 0, n * sizeof(cl_int), 0, nullptr, &copied));
    clReleaseMemObject(a);
    std::vector<cl_int> out(n);
    SOAK_CHECK(clEnqueueReadBuffer(m_queue, b, CL_FALSE, 0, n * sizeof(cl_int), out.data(), 1,
                                   &copied, nullptr));
    clReleaseMemObject(b);
    clReleaseEvent(copied);
    SOAK_CHECK(clFinish(m_queue));
    if (out != data)
      failure("a copy between buffers released in flight", 0);
  }

  /// Event callbacks and destructor callbacks: each must run exactly once.
  void callbacks() {
    cl_mem m = buffer(m_shared.context, 1024);
    if (!m)
      return;
    auto counted = [](cl_mem, void*) { gCallbacksRun.fetch_add(1); };
    gCallbacksRegistered.fetch_add(1);
    SOAK_CHECK(clSetMemObjectDestructorCallback(m, counted, nullptr));
    cl_event event = nullptr;
    const cl_int zero = 0;
    SOAK_CHECK(clEnqueueFillBuffer(m_queue, m, &zero, sizeof zero, 0, 1024, 0, nullptr, &event));
    clReleaseMemObject(m); // the destructor callback runs once the fill is done
    gCallbacksRegistered.fetch_add(1);
    SOAK_CHECK(clSetEventCallback(
        event, CL_COMPLETE, [](cl_event, cl_int, void*) { gCallbacksRun.fetch_add(1); }, nullptr));
    clReleaseEvent(event);
    SOAK_CHECK(clFinish(m_queue));
  }

  /// A context and queue of the thread's own, a build and run in it, all released.
  void ownContext() {
    cl_int err = CL_SUCCESS;
    cl_context context = clCreateContext(nullptr, 1, &m_shared.device, nullptr, nullptr, &err);
    SOAK_CHECK(err);
    cl_command_queue queue =
        clCreateCommandQueueWithProperties(context, m_shared.device, nullptr, &err);
    if (err == CL_SUCCESS) {
      buildAndRun(context, queue);
      clFinish(queue);
      clReleaseCommandQueue(queue);
    } else {
      failure("clCreateCommandQueueWithProperties in a new context", err);
    }
    clReleaseContext(context);
  }

  Shared& m_shared;
  std::mt19937 m_random;
  cl_command_queue m_queue = nullptr;
};

} // namespace

int main(int argc, char** argv) {
  int threads = 16;
  double seconds = 600;
  std::string platformName = "Weft";
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!std::strcmp(argv[i], "--threads"))
      threads = std::max(1, std::atoi(argv[i + 1]));
    else if (!std::strcmp(argv[i], "--seconds"))
      seconds = std::atof(argv[i + 1]);
    else if (!std::strcmp(argv[i], "--platform"))
      platformName = argv[i + 1];
    else if (!std::strcmp(argv[i], "--only")) {
      const std::string list = std::string(",") + argv[i + 1] + ",";
      auto has = [&](const char* name) {
        return list.find(std::string(",") + name + ",") != std::string::npos;
      };
      const bool newBuilds = has("new-builds");
      gEnabled[0] = has("builds") || newBuilds;
      gNewBuildOneIn = newBuilds ? 1 : has("builds") ? 0 : 16;
      gEnabled[1] = has("transfers");
      gEnabled[2] = has("user-events");
      gEnabled[3] = has("releases");
      gEnabled[4] = has("callbacks");
      gEnabled[5] = has("contexts");
    }
  }
  Shared shared;
  cl_platform_id platforms[16];
  cl_uint count = 0;
  clGetPlatformIDs(16, platforms, &count);
  for (cl_uint i = 0; i < count && !shared.platform; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::strstr(name, platformName.c_str()))
      shared.platform = platforms[i];
  }
  cl_int err = CL_SUCCESS;
  if (!shared.platform ||
      clGetDeviceIDs(shared.platform, CL_DEVICE_TYPE_ALL, 1, &shared.device, nullptr) !=
          CL_SUCCESS ||
      !(shared.context = clCreateContext(nullptr, 1, &shared.device, nullptr, nullptr, &err))) {
    std::fprintf(stderr, "soak: no platform named %s with a device\n", platformName.c_str());
    return 2;
  }

  const Clock::time_point start = Clock::now();
  shared.end =
      start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
  std::printf("soak: %d threads for %.0f s on %s; resident memory at start %.1f MB\n", threads,
              seconds, platformName.c_str(), residentBytes() / 1e6);
  std::fflush(stdout);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&shared, t] { Worker(shared, 0x50A4u + static_cast<unsigned>(t)).run(); });

  // Resident memory: the largest in the first fifth of the run is the warm-up's (caches filling,
  // every thread's first programs), after which it must stay within bounds.
  size_t warmPeak = 0, laterPeak = 0;
  int lastTenth = 0;
  while (Clock::now() < shared.end) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    const double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    const size_t rss = residentBytes();
    (elapsed < seconds / 5 ? warmPeak : laterPeak) =
        std::max(elapsed < seconds / 5 ? warmPeak : laterPeak, rss);
    const int tenth = static_cast<int>(elapsed * 10 / seconds);
    if (tenth > lastTenth && tenth <= 10) {
      lastTenth = tenth;
      long total = 0;
      for (auto& o : gOperations)
        total += o.load();
      std::printf("soak: %3d%%  %ld operations, %ld failures, resident %.1f MB, heap in use "
                  "%.1f MB\n",
                  tenth * 10, total, gFailures.load(), rss / 1e6, mallinfo2().uordblks / 1e6);
      std::fflush(stdout);
    }
  }
  for (std::thread& t : pool)
    t.join();
  shared.exchange.drain();
  clReleaseContext(shared.context);
  // Destructor and event callbacks may run on worker threads just after the last command.
  for (int i = 0; i < 100 && gCallbacksRun.load() < gCallbacksRegistered.load(); ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const size_t endRss = residentBytes();

  long total = 0;
  std::printf("soak: operations:");
  for (int i = 0; i < 6; ++i) {
    std::printf(" %s %ld%s", kOperationNames[i], gOperations[i].load(), i < 5 ? "," : "\n");
    total += gOperations[i].load();
  }
  std::printf("soak: callbacks registered %ld, run %ld\n", gCallbacksRegistered.load(),
              gCallbacksRun.load());
  std::printf("soak: resident memory peak %.1f MB in the first fifth, %.1f MB after it, %.1f MB at "
              "the end\n",
              warmPeak / 1e6, laterPeak / 1e6, endRss / 1e6);
  bool ok = gFailures.load() == 0 && total > 0;
  if (gCallbacksRun.load() != gCallbacksRegistered.load()) {
    std::printf("soak: FAILED: callbacks lost or run twice\n");
    ok = false;
  }
  // Bounded: after the warm-up the process may grow by a quarter and 64 MB (allocator slack, the
  // kernel cache's memory budget filling), not more. A run shorter than a minute (CTest's, and
  // those under sanitizers, whose freed memory waits in quarantine) is not over its warm-up.
  if (seconds < 60) {
    std::printf("soak: memory bound not checked: the run is shorter than a minute\n");
  } else if (laterPeak > warmPeak + warmPeak / 4 + (size_t(64) << 20)) {
    std::printf("soak: FAILED: resident memory kept growing after the warm-up\n");
    ok = false;
  }
  std::printf("soak: %s: %ld operations, %ld failures\n", ok ? "passed" : "FAILED", total,
              gFailures.load());
  return ok ? 0 : 1;
}
