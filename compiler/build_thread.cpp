#include "compiler/build_thread.hpp"

#include "common/fork_safety.hpp"

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <csetjmp>
#include <csignal>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <memory>
#include <mutex>
#include <new>
#include <pthread.h>
#include <stdexcept>
#include <string>
#include <sys/mman.h>
#include <ucontext.h>
#include <unistd.h>
#include <vector>

#include <llvm/Support/ErrorHandling.h>

#if defined(__SANITIZE_ADDRESS__)
#define WEFT_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define WEFT_ASAN 1
#endif
#endif
#if defined(WEFT_ASAN)
#include <sanitizer/asan_interface.h>
#include <sanitizer/lsan_interface.h>

#include <unordered_set>
// In compiler-rt's allocator_interface.h, which GCC does not ship.
extern "C" int __sanitizer_install_malloc_and_free_hooks(void (*)(const volatile void*, size_t),
                                                         void (*)(const volatile void*));
#endif

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
// SIGABRT too: the SPIR-V translator and LLVM's checks abort on input they cannot handle (glibc's
// abort() lets go of its lock before raising the signal, and ends the process itself when the
// handler returns, as it does on other threads).
constexpr std::array<int, 5> kCrashSignals = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT};
std::array<struct sigaction, kCrashSignals.size()> gPreviousHandlers;

/// Where a crash on this thread jumps to, while a build runs on it.
thread_local sigjmp_buf* tRecovery = nullptr;
/// Open NoJumpScopes on this thread: memory running out throws instead of jumping.
thread_local int tNoJump = 0;
thread_local volatile sig_atomic_t tCrashSignal = 0;
/// The stack pointer where the crash happened, for AddressSanitizer (below).
thread_local volatile uintptr_t tCrashStack = 0;

/// What sigsetjmp returns after a jump back: a crash signal, or memory running out.
constexpr int kJumpedFromCrash = 1;
constexpr int kJumpedFromOutOfMemory = 2;

uintptr_t stackPointer(void* context) {
#if defined(__x86_64__)
  return static_cast<uintptr_t>(static_cast<ucontext_t*>(context)->uc_mcontext.gregs[REG_RSP]);
#else
  (void)context;
  return 0;
#endif
}

void onCrashSignal(int signal, siginfo_t* info, void* context) {
  if (sigjmp_buf* recovery = tRecovery) {
    tRecovery = nullptr;
    tCrashSignal = signal;
    tCrashStack = stackPointer(context);
    siglongjmp(*recovery, kJumpedFromCrash);
  }
  for (size_t i = 0; i < kCrashSignals.size(); ++i) {
    if (kCrashSignals[i] != signal)
      continue;
    const struct sigaction& previous = gPreviousHandlers[i];
    if (previous.sa_flags & SA_SIGINFO) {
      previous.sa_sigaction(signal, info, context);
    } else if (previous.sa_handler == SIG_DFL) {
      // Returning runs the faulting instruction again, which now takes the default action. A
      // raised SIGABRT has no instruction to run again: raised once more, it is delivered once
      // this handler returns.
      std::signal(signal, SIG_DFL);
      if (signal == SIGABRT)
        raise(SIGABRT);
    } else if (previous.sa_handler != SIG_IGN) {
      previous.sa_handler(signal);
    }
    return;
  }
}

#if defined(WEFT_ASAN)
/// Under LeakSanitizer, what a build that crashed leaves in memory is left on purpose: the blocks
/// a build allocated on its thread and has not freed are tracked, and after a crash each is
/// marked as not a leak. The tracking is found through a pthread key, not thread_local: the
/// hooks run inside malloc, where a first access to dynamic TLS would call malloc again, and
/// initial-exec TLS would move all of libweft's TLS out of the heap, where LeakSanitizer (which
/// runs without TLS roots here, see tests/sanitizers/lsan.supp) finds what it points to.
/// The tracking's own memory comes from malloc, not operator new: an application's (or a test's)
/// replaced operator new must not run inside AddressSanitizer's malloc hooks.
template <class T> struct MallocAllocator {
  using value_type = T;
  MallocAllocator() = default;
  template <class U> MallocAllocator(const MallocAllocator<U>&) {}
  T* allocate(size_t count) {
    if (void* block = std::malloc(count * sizeof(T)))
      return static_cast<T*>(block);
    throw std::bad_alloc();
  }
  void deallocate(T* block, size_t) { std::free(block); }
  template <class U> bool operator==(const MallocAllocator<U>&) const { return true; }
  template <class U> bool operator!=(const MallocAllocator<U>&) const { return false; }
};

struct LiveBlocks {
  std::unordered_set<const void*, std::hash<const void*>, std::equal_to<const void*>,
                     MallocAllocator<const void*>>
      blocks;
  LiveBlocks* outer = nullptr;
  bool busy = false; ///< the set itself is allocating or freeing
};
pthread_key_t gLiveBlocksKey;

LiveBlocks* liveBlocks() { return static_cast<LiveBlocks*>(pthread_getspecific(gLiveBlocksKey)); }

std::atomic<bool> gTracking{false}; ///< gLiveBlocksKey exists

/// While the tracking's own set changes: its allocations are not tracked, and one that fails
/// throws (caught here: that block goes untracked) rather than jumping out of a malloc hook
/// (trackerBusy). No thread_local here: see above.
template <class Change> void changeQuietly(LiveBlocks& live, Change&& change) {
  const bool wasBusy = live.busy;
  live.busy = true;
  try {
    change();
  } catch (...) {
  }
  live.busy = wasBusy;
}

bool trackerBusy() {
  if (!gTracking.load(std::memory_order_acquire))
    return false;
  LiveBlocks* live = liveBlocks();
  return live && live->busy;
}

void onMalloc(const volatile void* block, size_t) {
  if (LiveBlocks* live = liveBlocks(); live && !live->busy)
    changeQuietly(*live, [&] { live->blocks.insert(const_cast<const void*>(block)); });
}

void onFree(const volatile void* block) {
  if (LiveBlocks* live = liveBlocks(); live && !live->busy)
    changeQuietly(*live, [&] { live->blocks.erase(const_cast<const void*>(block)); });
}

/// Tracks the blocks this thread allocates while it lives; nests.
class BlockTracker {
public:
  BlockTracker() {
    static std::once_flag hooked;
    std::call_once(hooked, [] {
      pthread_key_create(&gLiveBlocksKey, nullptr);
      gTracking.store(true, std::memory_order_release);
      __sanitizer_install_malloc_and_free_hooks(onMalloc, onFree);
    });
    // From malloc, like the set's nodes; the outer build does not track it.
    LiveBlocks* outer = liveBlocks();
    if (outer)
      outer->busy = true;
    void* memory = std::malloc(sizeof(LiveBlocks));
    if (outer)
      outer->busy = false;
    if (!memory)
      throw std::bad_alloc();
    m_live = new (memory) LiveBlocks;
    m_live->outer = outer;
    pthread_setspecific(gLiveBlocksKey, m_live);
  }
  /// At the end of a piece of a build run for another thread: the blocks still allocated are
  /// that thread's to track from now on (see adoptBlocks).
  void handOver(std::vector<const void*>& out) {
    changeQuietly(*m_live, [&] {
      out.insert(out.end(), m_live->blocks.begin(), m_live->blocks.end());
      m_live->blocks.clear();
    });
  }
  /// After a crash: nothing still allocated is a leak.
  void keepAll() {
    changeQuietly(*m_live, [&] { // clearing the set frees its nodes
      for (const void* block : m_live->blocks)
        __lsan_ignore_object(block);
      m_live->blocks.clear();
    });
  }
  ~BlockTracker() {
    LiveBlocks* outer = m_live->outer;
    m_live->busy = true;
    pthread_setspecific(gLiveBlocksKey, outer);
    if (outer) // still the outer build's, if it crashes later
      changeQuietly(*outer,
                    [&] { outer->blocks.insert(m_live->blocks.begin(), m_live->blocks.end()); });
    const bool outerWasBusy = outer && outer->busy;
    if (outer)
      outer->busy = true;
    m_live->~LiveBlocks();
    std::free(m_live);
    if (outer)
      outer->busy = outerWasBusy;
  }

private:
  LiveBlocks* m_live;
};

/// Tracks, as this thread's, the blocks a piece of its build left on another thread.
void adoptBlocks(std::vector<const void*>& blocks) {
  if (LiveBlocks* live = liveBlocks(); live && !live->busy)
    changeQuietly(*live, [&] { live->blocks.insert(blocks.begin(), blocks.end()); });
  blocks.clear();
}
#else
class BlockTracker {
public:
  void handOver(std::vector<const void*>&) {}
  void keepAll() {}
};

void adoptBlocks(std::vector<const void*>&) {}
bool trackerBusy() { return false; }
#endif

// Memory that runs out inside a build. Clang and LLVM 15 are built without exceptions: a
// std::bad_alloc thrown through their frames runs none of their cleanups and leaves half-made
// objects whose destructors crash later, and LLVM's own allocation checks (safe_malloc and the
// like) call report_bad_alloc_error, which writes "LLVM ERROR: out of memory" and aborts. On a
// build's threads both jump back to where the build started instead, as a crash does, and the
// build fails with CL_OUT_OF_HOST_MEMORY; what the build had made stays in memory. Elsewhere they
// do what they did before Weft was loaded.
[[noreturn]] void jumpBackOutOfMemory(sigjmp_buf& recovery) {
  tRecovery = nullptr;
  char here;
  tCrashStack = reinterpret_cast<uintptr_t>(&here);
  siglongjmp(recovery, kJumpedFromOutOfMemory);
}

void onLlvmBadAlloc(void*, const char* reason, bool) {
  if (!trackerBusy())
    if (sigjmp_buf* recovery = tRecovery; recovery && tNoJump == 0)
      jumpBackOutOfMemory(*recovery);
  // LLVM's own answer without a handler: nothing that allocates.
  const char message[] = "LLVM ERROR: out of memory\n";
  (void)!::write(STDERR_FILENO, message, sizeof message - 1);
  (void)!::write(STDERR_FILENO, reason, strlen(reason));
  (void)!::write(STDERR_FILENO, "\n", 1);
  abort();
}

/// LLVM's report_fatal_error: on a build's threads the build stops as after a crash, elsewhere
/// the message is written as LLVM writes it, and LLVM then ends the process as it would.
void onLlvmFatalError(void*, const char* reason, bool) {
  if (!trackerBusy())
    if (sigjmp_buf* recovery = tRecovery; recovery && tNoJump == 0) {
      tRecovery = nullptr;
      tCrashSignal = SIGABRT;
      char here;
      tCrashStack = reinterpret_cast<uintptr_t>(&here);
      siglongjmp(*recovery, kJumpedFromCrash);
    }
  const char prefix[] = "LLVM ERROR: ";
  (void)!::write(STDERR_FILENO, prefix, sizeof prefix - 1);
  (void)!::write(STDERR_FILENO, reason, strlen(reason));
  (void)!::write(STDERR_FILENO, "\n", 1);
}

std::new_handler gPreviousNewHandler = nullptr;

/// operator new calls this when malloc fails, and tries again when it returns.
void onNewFailed() {
  // Inside AddressSanitizer's malloc hooks (the block tracking's own set) no jump, and no
  // thread_local either: that allocation fails as usual.
  if (trackerBusy())
    throw std::bad_alloc();
  if (sigjmp_buf* recovery = tRecovery; recovery && tNoJump == 0)
    jumpBackOutOfMemory(*recovery);
  if (gPreviousNewHandler)
    gPreviousNewHandler();
  else
    throw std::bad_alloc();
}

/// Weft's handler for the crash signals.
const struct sigaction& weftAction() {
  static const struct sigaction action = [] {
    struct sigaction made = {};
    made.sa_sigaction = onCrashSignal;
    made.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&made.sa_mask);
    return made;
  }();
  return action;
}

void installCrashHandlers() {
  static std::once_flag installed;
  std::call_once(installed, [] {
    llvm::install_bad_alloc_error_handler(onLlvmBadAlloc);
    llvm::install_fatal_error_handler(onLlvmFatalError);
    gPreviousNewHandler = std::set_new_handler(onNewFailed);
    for (size_t i = 0; i < kCrashSignals.size(); ++i)
      sigaction(kCrashSignals[i], &weftAction(), &gPreviousHandlers[i]);
  });
  // A signal set back to its default action since (Catch2 restores what it found after each test
  // case; an application may do the same) left Clang's crashes to end the process: Weft's handler
  // goes back in, forwarding to the default. Any other handler set over Weft's is left alone: it
  // may forward to Weft's, remember it, or reset itself, and taking its place could loop. Of two
  // threads that put Weft's back at once, the one that finds it there already records nothing.
  for (size_t i = 0; i < kCrashSignals.size(); ++i) {
    struct sigaction current = {};
    if (sigaction(kCrashSignals[i], nullptr, &current) != 0 || (current.sa_flags & SA_SIGINFO) ||
        current.sa_handler != SIG_DFL)
      continue;
    struct sigaction replaced = {};
    if (sigaction(kCrashSignals[i], &weftAction(), &replaced) == 0 &&
        !((replaced.sa_flags & SA_SIGINFO) && replaced.sa_sigaction == onCrashSignal))
      gPreviousHandlers[i] = replaced;
  }
}

const char* signalName(int signal) {
  switch (signal) {
  case SIGSEGV:
    return "SIGSEGV";
  case SIGBUS:
    return "SIGBUS";
  case SIGILL:
    return "SIGILL";
  case SIGABRT:
    return "SIGABRT";
  default:
    return "SIGFPE";
  }
}

} // namespace

NoJumpScope::NoJumpScope() noexcept { ++tNoJump; }
NoJumpScope::~NoJumpScope() { --tNoJump; }

#if defined(WEFT_ASAN)
namespace {

/// What is lent to builds on this thread (lentToBuild), oldest first; room for a few nested
/// builds' worth (more go untracked).
constexpr size_t kMostLent = 16;
thread_local const void* tLent[kMostLent];
thread_local size_t tLentCount = 0;

size_t lentCount() { return tLentCount; }

/// After a jump back: what was lent since `mark` stays lent.
void keepLentSince(size_t mark) {
  for (size_t i = mark; i < tLentCount; ++i)
    __lsan_ignore_object(tLent[i]);
  tLentCount = std::min(mark, tLentCount); // (never more: what is past the count may be freed)
}

} // namespace

void lentToBuild(const void* object) noexcept {
  if (tLentCount < kMostLent)
    tLent[tLentCount++] = object;
}

void givenBackByBuild(const void* object) noexcept {
  for (size_t i = tLentCount; i-- > 0;)
    if (tLent[i] == object) {
      std::copy(tLent + i + 1, tLent + tLentCount, tLent + i);
      --tLentCount;
      return;
    }
}
#else
namespace {
size_t lentCount() { return 0; }
void keepLentSince(size_t) {}
} // namespace

void lentToBuild(const void*) noexcept {}
void givenBackByBuild(const void*) noexcept {}
#endif

CompilerCrashed::CompilerCrashed(int signal)
    : std::runtime_error(std::string("the compiler crashed (") + signalName(signal) +
                         ") on this program, in Clang or LLVM 15; the build stops here") {}

void runRecoveringFromCrashes(const std::function<void()>& body,
                              std::vector<const void*>* blocksLeft) {
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
  // Inside `body` jumps are allowed again, whatever scope encloses this call.
  const int outerNoJump = tNoJump;
  BlockTracker tracker;
  const size_t lentBefore = lentCount();
  sigjmp_buf recovery;
  if (const int jumped = sigsetjmp(recovery, 1); jumped != 0) {
    // Back from a crash or from memory running out: whatever `body` had made stays where it is,
    // and what was lent to it.
    tRecovery = outer;
    tNoJump = outerNoJump;
    tracker.keepAll();
    keepLentSince(lentBefore);
#if defined(WEFT_ASAN)
    // The frames jumped over keep their poisoned redzones: AddressSanitizer clears them on a
    // jump only on stacks up to 64 MiB, and a build thread's is larger.
    char here;
    const uintptr_t top = reinterpret_cast<uintptr_t>(&here);
    const uintptr_t bottom = tCrashStack ? tCrashStack - 4096 : top;
    if (bottom < top)
      ASAN_UNPOISON_MEMORY_REGION(reinterpret_cast<void*>(bottom), top - bottom);
#endif
    dropOwnStack(); // the jump left it: the handler's frames on it are gone
    if (jumped == kJumpedFromOutOfMemory)
      throw std::bad_alloc();
    throw CompilerCrashed(tCrashSignal);
  }
  tRecovery = &recovery;
  tNoJump = 0;
  try {
    body();
  } catch (...) {
    tRecovery = outer;
    tNoJump = outerNoJump;
    if (blocksLeft)
      tracker.handOver(*blocksLeft);
    dropOwnStack();
    throw;
  }
  tRecovery = outer;
  tNoJump = outerNoJump;
  if (blocksLeft)
    tracker.handOver(*blocksLeft);
  dropOwnStack();
}

namespace {

// The threads builds run on are kept and reused (issue 16). A new thread's thread-local data for
// libweft, LLVM and Clang, libraries the ICD loader opened with dlopen, is allocated by glibc on
// the thread's first use of it, and glibc ends the process ("cannot allocate memory for
// thread-local data") when that allocation fails. Threads made once meet that only when more
// builds run at once than ever before. An idle thread gives back the stack pages its last build
// touched: a deep source can take hundreds of MiB of stack.
struct Worker {
  BuildTask* task = nullptr;
  std::condition_variable wake;
  uintptr_t stackLow = 0; ///< the lowest address of its stack, or 0 if unknown
};

class BuildThreadPool {
public:
  static BuildThreadPool& instance() {
    // Never destroyed: its threads wait on it until the process ends.
    static BuildThreadPool* pool = new BuildThreadPool;
    return *pool;
  }

  /// Hands `task` to an idle thread, or to a new one; false when no thread can be had.
  bool start(BuildTask& task) {
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      if (!m_idle.empty()) {
        Worker* worker = m_idle.back();
        m_idle.pop_back();
        worker->task = &task;
        worker->wake.notify_one();
        return true;
      }
    }
    auto worker = std::make_unique<Worker>();
    worker->task = &task;
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0)
      return false;
    pthread_t thread;
    const bool started =
        pthread_attr_setstacksize(&attributes, kBuildStackBytes) == 0 &&
        pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED) == 0 &&
        pthread_create(&thread, &attributes, &BuildThreadPool::main, worker.get()) == 0;
    pthread_attr_destroy(&attributes);
    if (started)
      worker.release(); // the thread's own now
    return started;
  }

  void wait(BuildTask& task) {
    std::unique_lock<std::mutex> lock(m_mutex);
    m_finished.wait(lock, [&] { return task.done; });
  }

private:
  BuildThreadPool() {
    // A child made by fork has none of these threads: it forgets them (their Worker objects are
    // lost with them), or its first build would wait for a thread that is not there.
    holdAcrossFork(
        m_mutex,
        [](void* self) {
          BuildThreadPool& pool = *static_cast<BuildThreadPool*>(self);
          pool.m_idle.clear();
          renewAfterFork(pool.m_finished); // a thread waiting for a build at the fork waited on it
        },
        this);
  }

  static void* main(void* argument) {
    Worker& worker = *static_cast<Worker*>(argument);
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) == 0) {
      void* low = nullptr;
      size_t size = 0;
      if (pthread_attr_getstack(&attributes, &low, &size) == 0)
        worker.stackLow = reinterpret_cast<uintptr_t>(low);
      pthread_attr_destroy(&attributes);
    }
    BuildThreadPool& pool = instance();
    std::unique_lock<std::mutex> lock(pool.m_mutex);
    for (;;) {
      worker.wake.wait(lock, [&] { return worker.task != nullptr; });
      BuildTask& task = *worker.task;
      lock.unlock();
      try { // what it leaves is the waiting thread's to track (finishBuildTask)
        runRecoveringFromCrashes(task.body, &task.blocksLeft);
      } catch (...) {
        task.thrown = std::current_exception();
      }
      releaseStackBelowHere(worker.stackLow);
      lock.lock();
      worker.task = nullptr;
      task.done = true;
      pool.m_finished.notify_all();
      try {
        pool.m_idle.push_back(&worker);
      } catch (const std::bad_alloc&) {
        // The pool forgets this thread, which waits for good; the next build makes another.
      }
    }
  }

  /// Gives the pages of the stack below this frame back to the system.
  static void releaseStackBelowHere(uintptr_t stackLow) {
    constexpr uintptr_t kPage = 4096;
    constexpr uintptr_t kMargin = 64 << 10; // this frame, and what the calls below use
    char here;
    const uintptr_t low = (stackLow + kPage - 1) & ~(kPage - 1);
    const uintptr_t high = (reinterpret_cast<uintptr_t>(&here) - kMargin) & ~(kPage - 1);
    if (stackLow != 0 && low + kPage < high)
      madvise(reinterpret_cast<void*>(low), high - low, MADV_DONTNEED);
  }

  std::mutex m_mutex;
  std::condition_variable m_finished;
  std::vector<Worker*> m_idle;
};

Status runOnBuildThread(const std::function<void()>& body, std::string& error) {
  BuildTask task;
  task.body = body;
  startBuildTask(task);
  finishBuildTask(task);
  if (!task.thrown)
    return Status::Ok;
  try {
    std::rethrow_exception(task.thrown);
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

void runBuildTaskHere(BuildTask& task) {
  // On the thread that owns the task, what it leaves is its outer build's to track.
  try {
    runRecoveringFromCrashes(task.body);
  } catch (...) {
    task.thrown = std::current_exception();
  }
}

void startBuildTask(BuildTask& task) {
  task.done = false;
  task.thrown = nullptr;
  if (!BuildThreadPool::instance().start(task)) {
    runBuildTaskHere(task); // no thread to be had: this one builds, with the stack it has
    task.done = true;
  }
}

void finishBuildTask(BuildTask& task) {
  BuildThreadPool::instance().wait(task); // under the lock: a build thread writes `done`
  adoptBlocks(task.blocksLeft);
}

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
