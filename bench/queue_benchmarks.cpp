// Queues and builds across processes: independent kernels on an in-order and an out-of-order
// queue, and a build in a fresh process that a disk cache can serve (issue 17).
#include "benchmarks.hpp"

#include "runs.hpp"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sys/wait.h>
#include <unistd.h>

namespace bench {
namespace {

// ---- Independent kernels: in-order against out-of-order ----------------------------------------
// Each kernel is one work-group of 64 work-items that computes for a while and writes its own 64
// floats (a global offset apart): nothing orders them but the queue. An in-order queue runs them
// one after another, each on one core; an out-of-order queue may run them side by side.

constexpr const char* kBusySource = R"CLC(
__kernel void busy(__global float* out, uint rounds) {
  size_t i = get_global_id(0);
  float x = (float)(i % 64) * 0.25f;
  for (uint r = 0; r < rounds; ++r)
    x = x * 0.999f + 0.5f;
  out[i] = x;
}
)CLC";

constexpr size_t kBusyGroup = 64;

float busyReference(size_t i, cl_uint rounds) {
  float x = static_cast<float>(i % 64) * 0.25f;
  for (cl_uint r = 0; r < rounds; ++r)
    x = x * 0.999f + 0.5f;
  return x;
}

class IndependentKernelsRun : public Run {
public:
  IndependentKernelsRun(const Target& target, bool outOfOrder, int kernels, cl_uint rounds)
      : m_target(target), m_kernels(kernels) {
    if (outOfOrder) {
      const cl_queue_properties properties[] = {CL_QUEUE_PROPERTIES,
                                                CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE, 0};
      cl_int err = CL_SUCCESS;
      m_ownQueue = Handle<cl_command_queue>(clCreateCommandQueueWithProperties(
          target.context.get(), target.device, properties, &err));
      if (err == CL_INVALID_QUEUE_PROPERTIES)
        throw Unsupported("out-of-order queues are not supported");
      check(err, "clCreateCommandQueueWithProperties");
    }
    buildKernels(target, m_cl, kBusySource, {"busy"});
    const size_t floats = kBusyGroup * static_cast<size_t>(kernels);
    m_cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, floats * sizeof(float)));
    setArgs(m_cl.kernels[0].get(), m_cl.buffers[0].get(), rounds);
    runBatch();
    std::vector<float> out(floats);
    readBuffer(target, m_cl.buffers[0].get(), floats * sizeof(float), out.data());
    // Contracting to fused multiply-adds changes the last bits only.
    for (size_t i = 0; i < floats; ++i) {
      const float expected = busyReference(i, rounds);
      if (!(std::fabs(out[i] - expected) <= 1e-3f * std::fabs(expected)))
        throw Failure("busy: out[" + std::to_string(i) + "] = " + std::to_string(out[i]) + ", " +
                      std::to_string(expected) + " expected");
    }
  }

  double measure() override {
    const double start = now();
    runBatch();
    return (now() - start) / m_kernels * kMega;
  }

private:
  cl_command_queue queue() const {
    return m_ownQueue.get() ? m_ownQueue.get() : m_target.queue.get();
  }

  void runBatch() {
    for (int k = 0; k < m_kernels; ++k) {
      const size_t offset = kBusyGroup * static_cast<size_t>(k);
      check(clEnqueueNDRangeKernel(queue(), m_cl.kernels[0].get(), 1, &offset, &kBusyGroup,
                                   &kBusyGroup, 0, nullptr, nullptr),
            "clEnqueueNDRangeKernel");
    }
    check(clFinish(queue()), "clFinish");
  }

  const Target& m_target;
  Handle<cl_command_queue> m_ownQueue;
  ClObjects m_cl;
  int m_kernels;
};

// ---- A build in a fresh process, served from the disk cache --------------------------------
// The parent starts itself twice with --build-child: the first child builds a new medium program
// (and so fills the platform's disk cache), the second builds the same source again and reports
// how long its clBuildProgram took. Only a cache that outlives the process can serve it.

/// Runs `weft_bench --build-child PATTERN SALT` and returns what it printed.
std::string runChild(const std::string& pattern, cl_uint salt) {
  int fds[2];
  if (pipe(fds) != 0)
    throw Failure("pipe failed");
  const pid_t child = fork();
  if (child < 0)
    throw Failure("fork failed");
  if (child == 0) {
    dup2(fds[1], STDOUT_FILENO);
    close(fds[0]);
    close(fds[1]);
    const std::string saltText = std::to_string(salt);
    execl("/proc/self/exe", "weft_bench", "--build-child", pattern.c_str(), saltText.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  std::string output;
  char buffer[256];
  ssize_t got;
  while ((got = read(fds[0], buffer, sizeof buffer)) != 0) {
    if (got < 0 && errno == EINTR)
      continue;
    if (got < 0)
      break;
    output.append(buffer, static_cast<size_t>(got));
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(child, &status, 0) < 0 && errno == EINTR) {
  }
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
    throw Failure("the build child failed: " + output);
  return output;
}

class FreshProcessBuildRun : public Run {
public:
  explicit FreshProcessBuildRun(const Target& target) : m_pattern(target.platformName) {
    measure(); // the verification: both children build, and the second one's program runs
  }

  double measure() override {
    const cl_uint salt = nextSalt();
    runChild(m_pattern, salt);
    return std::stod(runChild(m_pattern, salt));
  }

private:
  std::string m_pattern;
};

} // namespace

std::vector<Benchmark> queueBenchmarks(const Sizes& sizes) {
  const int kernels = sizes.independentKernels;
  const cl_uint rounds = sizes.busyRounds;
  const std::string what = std::to_string(kernels) + " independent one-group kernels, ";
  std::vector<Benchmark> list;
  for (bool outOfOrder : {false, true})
    list.push_back({outOfOrder ? "ooo/out-of-order" : "ooo/in-order",
                    what + (outOfOrder ? "out-of-order" : "in-order") + " queue, per kernel",
                    "us",
                    false,
                    sizes.launchRepetitions,
                    [=](const Target& t) {
                      return std::make_unique<IndependentKernelsRun>(t, outOfOrder, kernels,
                                                                     rounds);
                    },
                    {}});
  return list;
}

Benchmark freshProcessBuildBenchmark(const Sizes& sizes) {
  return {"cached-build",
          "build, same source in a fresh process: clBuildProgram",
          "ms",
          false,
          sizes.buildRepetitions,
          [](const Target& t) { return std::make_unique<FreshProcessBuildRun>(t); },
          {}};
}

int runBuildChild(const std::string& pattern, cl_uint salt) {
  try {
    Selection selection = selectTargets({pattern});
    if (selection.targets.empty())
      throw Failure("no platform matches " + pattern);
    const Target& target = selection.targets[0];
    const std::string source = mediumSource(salt);
    const double start = now();
    Handle<cl_program> program = buildProgram(target, source);
    const double milliseconds = (now() - start) * 1e3;
    checkMediumProgram(target, program.get(), salt);
    std::printf("%.3f\n", milliseconds);
    return 0;
  } catch (const Failure& failure) {
    std::printf("%s\n", failure.what());
    return 1;
  }
}

} // namespace bench
