#include "runtime/specialization.hpp"

#include "common/fork_safety.hpp"
#include "common/settings.hpp"

#include <condition_variable>
#include <cstring>
#include <deque>
#include <new>
#include <pthread.h>
#include <thread>

namespace weft {
namespace {

/// One thread for every program's specializations, started at the first: compiles run one at a
/// time beside the kernels, never on the threads that run them. At exit the compile under way
/// finishes and the rest are dropped. The object itself is never destroyed: its fork handlers
/// reach it until the process ends.
class BackgroundCompiles {
public:
  static BackgroundCompiles& instance() {
    static BackgroundCompiles* compiles = new BackgroundCompiles();
    // Made after the object, destroyed at exit: stops the thread.
    static const struct StopAtExit {
      ~StopAtExit() { instance().stop(); }
    } stopAtExit;
    return *compiles;
  }

  void post(std::function<void()> job) {
    std::lock_guard<std::mutex> lock(m_mutex);
    if (m_stop)
      return;
    if (!m_thread.joinable())
      m_thread = std::thread([this] { run(); });
    m_jobs.push_back(std::move(job));
    m_wake.notify_one();
  }

private:
  BackgroundCompiles() {
    // A child made by fork has not the thread: it forgets it and starts its own at its first
    // post, which runs the jobs left (the one under way at the fork is lost).
    holdAcrossFork(
        m_mutex,
        [](void* self) {
          BackgroundCompiles& compiles = *static_cast<BackgroundCompiles*>(self);
          new (&compiles.m_thread) std::thread();
          renewAfterFork(compiles.m_wake); // the parent's thread, waiting for jobs, waited on it
        },
        this);
  }

  void stop() {
    std::deque<std::function<void()>> dropped;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      m_stop = true;
      dropped.swap(m_jobs);
    }
    m_wake.notify_all();
    if (m_thread.joinable())
      m_thread.join();
  }

  void run() {
    for (;;) {
      std::function<void()> job;
      {
        std::unique_lock<std::mutex> lock(m_mutex);
        m_wake.wait(lock, [&] { return m_stop || !m_jobs.empty(); });
        if (m_stop)
          return;
        job = std::move(m_jobs.front());
        m_jobs.pop_front();
      }
      job();
    }
  }

  std::mutex m_mutex;
  std::condition_variable m_wake;
  std::deque<std::function<void()>> m_jobs;
  bool m_stop = false;
  std::thread m_thread;
};

} // namespace

struct KernelSpecializations::Entry {
  enum class State { Counting, Compiling, Ready, Failed };
  std::mutex mutex;
  State state = State::Counting;
  uint64_t workItems = 0;
  std::shared_ptr<const SpecializedCode> code;

  /// Compiles and records the code; a compile that fails, or whose kernel would need another
  /// argument block or other memory than the generic code's, leaves the entry Failed.
  void compile(const compiler::KernelInfo& info,
               const std::vector<compiler::ImageArgumentFormat>& formats, unsigned lanesDimension,
               const SpecializationSource& source) {
    std::shared_ptr<const SpecializedCode> made;
    try {
      compiler::LinkResult result = compiler::specializeKernel(
          source.bitcode, source.options, source.linkOptions, info.name, formats, lanesDimension);
      const compiler::KernelInfo* kernel =
          result.executable && result.executable->kernels().size() == 1
              ? &result.executable->kernels()[0]
              : nullptr;
      if (result.status == compiler::Status::Ok && kernel && kernel->name == info.name &&
          kernel->argBlockSize == info.argBlockSize &&
          kernel->staticLocalMemSize == info.staticLocalMemSize &&
          kernel->workItemStateBytes == info.workItemStateBytes &&
          kernel->workGroupStateBytes == info.workGroupStateBytes &&
          kernel->usesPrintf == info.usesPrintf &&
          // (The launch checked the generic code's stack against the threads'.)
          kernel->privateMemSize <= info.privateMemSize) {
        std::shared_ptr<const compiler::Executable> executable(std::move(result.executable));
        if (WorkGroupFn function = executable->workGroupFunction(info.name))
          made = std::make_shared<SpecializedCode>(
              SpecializedCode{executable, function, &executable->kernels()[0]});
      }
    } catch (...) { // out of memory: the generic code goes on
    }
    std::lock_guard<std::mutex> lock(mutex);
    code = made;
    state = made ? State::Ready : State::Failed;
  }
};

std::shared_ptr<const SpecializedCode>
KernelSpecializations::find(const compiler::KernelInfo& info,
                            const std::vector<compiler::ImageArgumentFormat>& formats,
                            unsigned lanesDimension, uint64_t workItems,
                            const std::function<SpecializationSource()>& source, bool* settled) {
  bool unsettled = false;
  bool& final = settled ? *settled : unsettled;
  final = true;
  // (No vectorization report: built with -cl-opt-disable, which the compile would honour too.)
  if (info.vectorization.empty())
    return nullptr;
  const char* mode = setting(Setting::Specialize);
  if (mode && std::strcmp(mode, "0") == 0) {
    final = false; // read again at the next launch
    return nullptr;
  }
  const bool sync = mode && std::strcmp(mode, "sync") == 0;
  std::string key = info.name;
  key += '\0';
  key += char('0' + lanesDimension);
  for (const compiler::ImageArgumentFormat& format : formats) {
    key += '\0';
    key.append(reinterpret_cast<const char*>(&format.argIndex), sizeof format.argIndex);
    key.append(compiler::imageFormatBytes(format.descriptor));
  }
  std::shared_ptr<Entry> entry;
  {
    std::lock_guard<std::mutex> lock(m_mutex);
    std::shared_ptr<Entry>& slot = m_entries[key];
    if (!slot)
      slot = std::make_shared<Entry>();
    entry = slot;
  }
  {
    std::lock_guard<std::mutex> lock(entry->mutex);
    if (entry->state == Entry::State::Ready || entry->state == Entry::State::Failed)
      return entry->code;
    final = false;
    if (entry->state != Entry::State::Counting)
      return nullptr;
    entry->workItems += workItems;
    if (!sync && entry->workItems < kSpecializeAfterWorkItems)
      return nullptr;
    entry->state = Entry::State::Compiling;
  }
  if (sync) {
    entry->compile(info, formats, lanesDimension, source());
    std::lock_guard<std::mutex> lock(entry->mutex);
    final = true;
    return entry->code;
  }
  BackgroundCompiles::instance().post([entry, info, formats, lanesDimension, source = source()] {
    entry->compile(info, formats, lanesDimension, source);
  });
  return nullptr;
}

void KernelSpecializations::clear() {
  std::lock_guard<std::mutex> lock(m_mutex);
  m_entries.clear();
}

} // namespace weft
