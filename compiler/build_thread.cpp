#include "compiler/build_thread.hpp"

#include <array>
#include <csetjmp>
#include <csignal>
#include <cstdlib>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <pthread.h>
#include <stdexcept>
#include <string>

namespace weft::compiler {
namespace {

// Crash recovery (issue 16). Clang 15 has bugs that valid-looking mistakes reach: a vector literal
// of one pointer, `(float4)(p)`, hits an llvm_unreachable in Sema::PrepareScalarCast, undefined
// behaviour that crashes every time in Debian's release build. A crash inside a build must not
// end the application's process: on a build's threads, SIGSEGV, SIGBUS, SIGILL and SIGFPE jump
// back to where the build started, which then fails with a log line (as LLVM's own
// CrashRecoveryContext does for libclang). What the build had made is left in memory, never
// destroyed: its objects may be half made. Signals on other threads go to the handler that was
// installed before Weft's, with their original information, as if Weft's were not there.
constexpr std::array<int, 4> kCrashSignals = {SIGSEGV, SIGBUS, SIGILL, SIGFPE};
std::array<struct sigaction, kCrashSignals.size()> gPreviousHandlers;

/// Where a crash on this thread jumps to, while a build runs on it.
thread_local sigjmp_buf* tRecovery = nullptr;
thread_local volatile sig_atomic_t tCrashSignal = 0;

void onCrashSignal(int signal, siginfo_t* info, void* context) {
  if (sigjmp_buf* recovery = tRecovery) {
    tRecovery = nullptr;
    tCrashSignal = signal;
    siglongjmp(*recovery, 1);
  }
  for (size_t i = 0; i < kCrashSignals.size(); ++i) {
    if (kCrashSignals[i] != signal)
      continue;
    const struct sigaction& previous = gPreviousHandlers[i];
    if (previous.sa_flags & SA_SIGINFO) {
      previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler == SIG_DFL) {
      // Returning runs the faulting instruction again, which now takes the default action.
      std::signal(signal, SIG_DFL);
    } else if (previous.sa_handler != SIG_IGN) {
      previous.sa_handler(signal);
    }
    return;
  }
}

void installCrashHandlers() {
  static std::once_flag installed;
  std::call_once(installed, [] {
    for (size_t i = 0; i < kCrashSignals.size(); ++i) {
      struct sigaction action = {};
      action.sa_sigaction = onCrashSignal;
      action.sa_flags = SA_SIGINFO | SA_ONSTACK;
      sigemptyset(&action.sa_mask);
      sigaction(kCrashSignals[i], &action, &gPreviousHandlers[i]);
    }
  });
}

const char* signalName(int signal) {
  switch (signal) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGILL:
    return "SIGILL";
  default:
    return "SIGFPE";
  }
}

struct Job {
  const std::function<void()>* body;
  std::exception_ptr thrown;
};

void* runJob(void* argument) {
  Job& job = *static_cast<Job*>(argument);
  try {
    runRecoveringFromCrashes(*job.body);
  } catch (...) {
    job.thrown = std::current_exception();
  }
  return nullptr;
}

} // namespace

CompilerCrashed::CompilerCrashed(int signal)
    : std::runtime_error(std::string("the compiler crashed (") + signalName(signal) +
                         ") on this program, in Clang or LLVM 15; the build stops here") {}

void runRecoveringFromCrashes(const std::function<void()>& body) {
  installCrashHandlers();
  // A stack to handle the signal on, unless the thread has one (AddressSanitizer gives each).
  stack_t current = {};
  sigaltstack(nullptr, &current);
  std::unique_ptr<char[]> ownStack;
  if (current.ss_flags & SS_DISABLE) {
    ownStack.reset(new char[kCrashStackBytes]);
    stack_t mine = {};
    mine.ss_sp = ownStack.get();
    mine.ss_size = kCrashStackBytes;
    if (sigaltstack(&mine, nullptr) != 0)
      ownStack.reset();
  }
  auto dropOwnStack = [&] {
    if (!ownStack)
      return;
    stack_t off = {};
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, nullptr);
  };
  sigjmp_buf* const outer = tRecovery;
  sigjmp_buf recovery;
  if (sigsetjmp(recovery, 1) != 0) {
    // Back from a crash: whatever `body` had made stays where it is.
    tRecovery = outer;
    dropOwnStack(); // the jump left it: the handler's frames on it are gone
    throw CompilerCrashed(tCrashSignal);
  }
  tRecovery = &recovery;
  try {
    body();
  } catch (...) {
    tRecovery = outer;
    dropOwnStack();
    throw;
  }
  tRecovery = outer;
  dropOwnStack();
}

namespace {

Status runOnBuildThread(const std::function<void()>& body, std::string& error);

} // namespace

Status runBuildJob(const std::function<void()>& body, std::string& error) {
  // The process's first build runs alone: LLVM and Clang build many function-local statics on
  // first use, inside libraries ThreadSanitizer does not see, so first builds on several threads
  // at once read as races there. Later builds find them made, ordered by the std::call_once.
  static std::once_flag first;
  bool wasFirst = false;
  Status status = Status::Ok;
  std::call_once(first, [&] {
    status = runOnBuildThread(body, error);
    wasFirst = true;
  });
  return wasFirst ? status : runOnBuildThread(body, error);
}

namespace {

Status runOnBuildThread(const std::function<void()>& body, std::string& error) {
  Job job{&body, nullptr};
  pthread_attr_t attributes;
  pthread_t thread;
  bool started = false;
  if (pthread_attr_init(&attributes) == 0) {
    started = pthread_attr_setstacksize(&attributes, kBuildStackBytes) == 0 &&
              pthread_create(&thread, &attributes, runJob, &job) == 0;
    pthread_attr_destroy(&attributes);
  }
  if (started)
    pthread_join(thread, nullptr);
  else
    runJob(&job); // no thread to be had: this one builds, with the stack it has
  if (!job.thrown)
    return Status::Ok;
  try {
    std::rethrow_exception(job.thrown);
  } catch (const std::bad_alloc&) {
    error = "error: the build ran out of host memory\n";
    return Status::OutOfHostMemory;
  } catch (const std::exception& e) {
    error = std::string("error: internal compiler error: ") + e.what() + "\n";
  } catch (...) {
    error = "error: internal compiler error\n";
  }
  return Status::CompileFailed;
}

} // namespace

void capBuildLog(std::string& log) {
  if (log.size() <= kBuildLogLimit)
    return;
  size_t cut = log.rfind('\n', kBuildLogLimit);
  if (cut == std::string::npos || cut < kBuildLogLimit / 2)
    cut = kBuildLogLimit;
  else
    ++cut;
  const size_t dropped = log.size() - cut;
  log.resize(cut);
  log += "\n[the build log was cut here: " + std::to_string(dropped) + " more bytes left out]\n";
}

} // namespace weft::compiler
