// Where builds run (issue 16): on a thread of their own whose stack is deep enough for deeply
// nested sources (Clang's parser and code generator recurse once per level of nesting, and the
// 8 MiB of a process's main thread overflowed at 3,000 nested operators), with no exception
// escaping, and with a log of bounded size.
#pragma once

#include "compiler/compiler.hpp"

#include <cstddef>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <vector>

namespace weft::compiler {

/// The stack of a build thread. Only the pages a build touches are committed.
constexpr size_t kBuildStackBytes = size_t(512) << 20;
/// The most bytes of log a build keeps; one closing line says how much was cut.
constexpr size_t kBuildLogLimit = size_t(1) << 20;

/// Runs `job` on a new thread with kBuildStackBytes of stack and waits for it (on the calling
/// thread when no thread can be made). Returns Ok when `job` returned, OutOfHostMemory when it
/// threw std::bad_alloc, and CompileFailed with `error` saying what for any other exception.
Status runBuildJob(const std::function<void()>& job, std::string& error);

/// A piece of a build for another thread: startBuildTask, then finishBuildTask before `body`'s
/// captures go. Build threads are kept and reused (see build_thread.cpp).
struct BuildTask {
  std::function<void()> body;
  std::exception_ptr thrown; ///< what `body` threw, CompilerCrashed after a crash
  bool done = false;
  /// Under AddressSanitizer: the blocks `body` allocated and left for the waiting thread's build,
  /// which tracks them from finishBuildTask on (so that they are no leak if it crashes).
  std::vector<const void*> blocksLeft;
};

/// Runs `task` on a build thread with kBuildStackBytes of stack, or here and now when no thread
/// can be had.
void startBuildTask(BuildTask& task);
/// Waits until `task` has run.
void finishBuildTask(BuildTask& task);
/// Runs `task` on this thread, recovering from crashes.
void runBuildTaskHere(BuildTask& task);

/// What a build that crashed throws (see build_thread.cpp): its message is the log line.
class CompilerCrashed : public std::runtime_error {
public:
  explicit CompilerCrashed(int signal);
};

/// The stack a crash on a build thread is handled on, where the thread has none.
constexpr size_t kCrashStackBytes = size_t(64) << 10;

/// While one is open on a thread, memory running out there throws std::bad_alloc as usual instead
/// of jumping back to the build's start: for Weft's own code that holds a lock, initializes
/// something shared or waits for other threads, which a jump would leave held, half made or
/// unjoined. Nests.
class NoJumpScope {
public:
  NoJumpScope() noexcept;
  ~NoJumpScope();
  NoJumpScope(const NoJumpScope&) = delete;
  NoJumpScope& operator=(const NoJumpScope&) = delete;
};

/// Runs `body`; a crash in it (SIGSEGV, SIGBUS, SIGILL, SIGFPE on this thread) throws
/// CompilerCrashed instead of ending the process, and memory running out in it (operator new
/// failing, or LLVM's report_bad_alloc_error) throws std::bad_alloc without unwinding through
/// LLVM's frames; either way what `body` made is left in memory. Nests.
void runRecoveringFromCrashes(const std::function<void()>& body,
                              std::vector<const void*>* blocksLeft = nullptr);

/// An object lent to the build that runs on this thread (a TargetMachine from the pool, or one
/// made for it that the pool keeps after), from the one call to the other, on one thread. A build
/// that jumps back from a crash or from memory running out skips the frames that would give it
/// back: it stays lent for good, as what the build made stays, and LeakSanitizer is told it is no
/// leak (the pool's machine and its subtargets, which point at each other, showed as indirect leaks
/// only). Without AddressSanitizer neither does anything.
void lentToBuild(const void* object) noexcept;
void givenBackByBuild(const void* object) noexcept;

/// Cuts `log` to kBuildLogLimit bytes, at a line's end where one is near, and says so.
void capBuildLog(std::string& log);

/// Runs `build`, which returns a result with a status and a log (CompileResult, LinkResult,
/// Inspection), on a build thread; a build that threw leaves an empty result with the status and
/// a log line.
template <class Result, class Build> Result onBuildThread(Build&& build) {
  Result result;
  std::string error;
  const Status status = runBuildJob([&] { result = build(); }, error);
  if (status != Status::Ok) {
    result = Result();
    result.status = status;
    result.log = std::move(error);
  }
  capBuildLog(result.log);
  return result;
}

} // namespace weft::compiler
