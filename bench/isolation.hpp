// Each OpenCL platform measured in a process of its own. Two runtimes in one process share what
// the process has once: with Intel's CPU runtime and Weft both open, the one oneTBB library hands
// its worker threads to Intel's arena and Weft's barrier kernels run at half speed (RESULTS.md,
// session 17). So weft_bench starts `weft_bench --serve` per platform and asks it, over a pair of
// pipes, to prepare and measure one benchmark at a time; the columns still take turns.
#pragma once

#include "benchmarks.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <sys/types.h>

namespace bench {

/// A child weft_bench that has opened one platform and prepares and measures benchmarks on it.
class PlatformProcess {
public:
  /// Starts the child for the platform whose name contains `pattern`, with the benchmarks'
  /// `quick` sizes; `oneWide` builds every benchmark with WEFT_SPMD=0 (and leaves out the rows
  /// that build while timed). Returns null and says why in `problem` when the child cannot open
  /// the platform.
  static std::unique_ptr<PlatformProcess> start(const std::string& pattern, bool quick,
                                                bool oneWide, std::string* problem);
  ~PlatformProcess();
  PlatformProcess(const PlatformProcess&) = delete;
  PlatformProcess& operator=(const PlatformProcess&) = delete;

  const std::string& label() const { return m_label; }
  const std::string& platformName() const { return m_platformName; }
  const std::string& deviceName() const { return m_deviceName; }

  /// Prepares the benchmark `key` in the child: null when it has nothing to run there; throws
  /// Unsupported or Failure with the child's message.
  std::unique_ptr<Run> prepare(const std::string& key);

  /// Sends one request line and returns the child's one-line answer; throws Failure when the
  /// child has gone.
  std::string request(const std::string& line);

  /// The CPU time all the child's threads have used so far, in nanoseconds (the scheduler's
  /// per-thread accounting under /proc); 0 where it cannot be read.
  uint64_t cpuNanoseconds() const;

private:
  PlatformProcess() = default;

  pid_t m_pid = -1;
  int m_toChild = -1;
  int m_fromChild = -1;
  bool m_gone = false;
  std::string m_pending; ///< What was read beyond the last answer's newline.
  std::string m_label, m_platformName, m_deviceName;
};

/// The CPU time all the threads of process `pid` have used so far, in nanoseconds (as
/// PlatformProcess::cpuNanoseconds); 0 where it cannot be read.
uint64_t processCpuNanoseconds(pid_t pid);

/// weft_bench --serve PATTERN QUICK ONEWIDE IN OUT: the child's side. Reads requests from file
/// descriptor IN and answers on OUT until IN closes; returns the exit status.
int servePlatform(const std::string& pattern, bool quick, bool oneWide, int in, int out);

} // namespace bench
