#include "isolation.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace bench {
namespace {

// The protocol, one line each way per request. The child first says "ready\tLABEL\tPLATFORM\t
// DEVICE" or "missing\tPROBLEM". Then "prepare KEY" is answered "ok", "absent", "unsupported\tMSG"
// or "failed\tMSG"; "measure" is answered "value\tFIGURE" or "failed\tMSG"; "release" with "ok".

/// Writes all of `text`; false when the other side has gone.
bool writeAll(int fd, const std::string& text) {
  size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    done += static_cast<size_t>(n);
  }
  return true;
}

/// Reads one line (without its newline) into `line`, keeping what follows in `pending`; false at
/// the end of the input.
bool readLine(int fd, std::string& pending, std::string& line) {
  for (;;) {
    const size_t newline = pending.find('\n');
    if (newline != std::string::npos) {
      line = pending.substr(0, newline);
      pending.erase(0, newline + 1);
      return true;
    }
    char buffer[4096];
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n < 0 && errno == EINTR)
      continue;
    if (n <= 0)
      return false;
    pending.append(buffer, static_cast<size_t>(n));
  }
}

/// Folds a message into one line of the protocol.
std::string flat(std::string text) {
  std::replace(text.begin(), text.end(), '\n', ' ');
  std::replace(text.begin(), text.end(), '\t', ' ');
  return text;
}

/// Splits "word\trest" into its two parts.
std::pair<std::string, std::string> splitTab(const std::string& line) {
  const size_t tab = line.find('\t');
  if (tab == std::string::npos)
    return {line, ""};
  return {line.substr(0, tab), line.substr(tab + 1)};
}

/// A benchmark prepared in the child: every measure is one request.
class RemoteRun : public Run {
public:
  explicit RemoteRun(PlatformProcess& process) : m_process(process) {}
  ~RemoteRun() override {
    try {
      m_process.request("release");
    } catch (const std::exception&) {
      // The child has gone; the next prepare says so.
    }
  }
  RemoteRun(const RemoteRun&) = delete;
  RemoteRun& operator=(const RemoteRun&) = delete;

  double measure() override {
    const auto [word, rest] = splitTab(m_process.request("measure"));
    if (word != "value")
      throw Failure(rest.empty() ? "the platform's process answered " + word : rest);
    return std::strtod(rest.c_str(), nullptr);
  }

private:
  PlatformProcess& m_process;
};

/// True for the rows that build while timed: a column built with WEFT_SPMD=0 leaves them out.
bool buildsWhileTimed(const std::string& key) {
  return key == "build" || key == "first-result" || key == "rebuild";
}

} // namespace

std::unique_ptr<PlatformProcess> PlatformProcess::start(const std::string& pattern, bool quick,
                                                        bool oneWide, std::string* problem) {
  // A child that dies must not take the parent with it through a write to its pipe.
  std::signal(SIGPIPE, SIG_IGN);
  int toChild[2], fromChild[2];
  if (pipe2(toChild, O_CLOEXEC) != 0) {
    *problem = "cannot make a pipe for " + pattern;
    return nullptr;
  }
  if (pipe2(fromChild, O_CLOEXEC) != 0) {
    ::close(toChild[0]);
    ::close(toChild[1]);
    *problem = "cannot make a pipe for " + pattern;
    return nullptr;
  }
  std::fflush(stdout);
  std::fflush(stderr);
  const pid_t pid = fork();
  if (pid == 0) {
    // The child keeps only its two ends, under numbers that survive exec.
    const int in = dup(toChild[0]);
    const int out = dup(fromChild[1]);
    const std::string inText = std::to_string(in), outText = std::to_string(out);
    execl("/proc/self/exe", "weft_bench", "--serve", pattern.c_str(), quick ? "1" : "0",
          oneWide ? "1" : "0", inText.c_str(), outText.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  ::close(toChild[0]);
  ::close(fromChild[1]);
  std::unique_ptr<PlatformProcess> process(new PlatformProcess);
  process->m_pid = pid;
  process->m_toChild = toChild[1];
  process->m_fromChild = fromChild[0];
  if (pid < 0) {
    process->m_gone = true;
    *problem = "cannot start a process for " + pattern;
    return nullptr;
  }
  std::string line;
  if (!readLine(process->m_fromChild, process->m_pending, line)) {
    *problem = "the process for " + pattern + " ended before it opened the platform";
    return nullptr;
  }
  const auto [word, rest] = splitTab(line);
  if (word != "ready") {
    *problem = rest;
    return nullptr;
  }
  const auto [label, names] = splitTab(rest);
  const auto [platformName, deviceName] = splitTab(names);
  process->m_label = label;
  process->m_platformName = platformName;
  process->m_deviceName = deviceName;
  return process;
}

PlatformProcess::~PlatformProcess() {
  if (m_toChild >= 0)
    ::close(m_toChild); // the child reads the end of its input and exits
  if (m_fromChild >= 0)
    ::close(m_fromChild);
  if (m_pid > 0) {
    int status = 0;
    while (waitpid(m_pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
}

std::string PlatformProcess::request(const std::string& line) {
  std::string answer;
  if (m_gone || !writeAll(m_toChild, line + "\n") || !readLine(m_fromChild, m_pending, answer)) {
    std::string how = "ended unexpectedly";
    if (!m_gone && m_pid > 0) {
      // Its status, once it has gone (a closed pipe may come a moment before the exit).
      int status = 0;
      if (waitpid(m_pid, &status, 0) == m_pid) {
        m_pid = -1;
        if (WIFSIGNALED(status))
          how = "was killed by signal " + std::to_string(WTERMSIG(status));
        else if (WIFEXITED(status))
          how = "exited with status " + std::to_string(WEXITSTATUS(status));
      }
    }
    m_gone = true;
    throw Failure("the process measuring " + m_label + " " + how);
  }
  return answer;
}

uint64_t PlatformProcess::cpuNanoseconds() const {
  return m_pid > 0 ? processCpuNanoseconds(m_pid) : 0;
}

uint64_t processCpuNanoseconds(pid_t pid) {
  uint64_t total = 0;
  std::error_code error;
  for (const auto& task :
       std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/task", error)) {
    std::ifstream schedstat(task.path() / "schedstat");
    uint64_t running = 0;
    if (schedstat >> running)
      total += running;
  }
  return total;
}

std::unique_ptr<Run> PlatformProcess::prepare(const std::string& key) {
  const auto [word, rest] = splitTab(request("prepare " + key));
  if (word == "ok")
    return std::make_unique<RemoteRun>(*this);
  if (word == "absent")
    return nullptr;
  if (word == "unsupported")
    throw Unsupported(rest);
  throw Failure(rest.empty() ? "the platform's process answered " + word : rest);
}

int servePlatform(const std::string& pattern, bool quick, bool oneWide, int in, int out) {
  std::signal(SIGPIPE, SIG_IGN);
  Selection selection = selectTargets({pattern});
  if (selection.targets.empty()) {
    const std::string problem =
        selection.problems.empty() ? pattern + ": not found" : selection.problems.front();
    writeAll(out, "missing\t" + flat(problem) + "\n");
    return 0;
  }
  const Target& target = selection.targets.front();
  if (!writeAll(out, "ready\t" + flat(target.label) + "\t" + flat(target.platformName) + "\t" +
                         flat(target.deviceName) + "\n"))
    return 1;

  std::vector<Benchmark> benchmarks = makeBenchmarks(sizesFor(quick));
  std::unique_ptr<Run> run;
  std::string pending, line;
  while (readLine(in, pending, line)) {
    std::string answer = "ok";
    if (line.rfind("prepare ", 0) == 0) {
      run.reset();
      const std::string key = line.substr(8);
      auto benchmark = std::find_if(benchmarks.begin(), benchmarks.end(),
                                    [&](const Benchmark& b) { return b.key == key; });
      if (benchmark == benchmarks.end() || !benchmark->prepare) {
        answer = "failed\tno benchmark " + flat(key) + " in the platform's process";
      } else if (oneWide && buildsWhileTimed(key)) {
        answer = "absent";
      } else {
        if (oneWide)
          setenv("WEFT_SPMD", "0", 1);
        try {
          run = benchmark->prepare(target);
          if (!run)
            answer = "absent";
        } catch (const Unsupported& error) {
          answer = std::string("unsupported\t") + flat(error.what());
        } catch (const std::exception& error) {
          answer = std::string("failed\t") + flat(error.what());
        }
        if (oneWide)
          unsetenv("WEFT_SPMD");
        // Its host inputs and reference (hundreds of MiB) go with the run, unless another row
        // shares them.
        benchmark->prepare = nullptr;
      }
    } else if (line == "measure") {
      if (!run) {
        answer = "failed\tnothing prepared";
      } else {
        try {
          char figure[64];
          std::snprintf(figure, sizeof figure, "%.17g", run->measure());
          answer = std::string("value\t") + figure;
        } catch (const std::exception& error) {
          answer = std::string("failed\t") + flat(error.what());
          run.reset();
        }
      }
    } else if (line == "release") {
      run.reset();
    } else {
      answer = "failed\tunknown request " + flat(line);
    }
    if (!writeAll(out, answer + "\n"))
      return 1;
  }
  return 0;
}

} // namespace bench
