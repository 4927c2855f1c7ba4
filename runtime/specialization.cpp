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

bool isSetTo(Setting which, const char* value) {
  const char* set = setting(which);
  return set && std::strcmp(set, value) == 0;
}

} // namespace

uint64_t KernelSpecializations::quickBuildNanoseconds() {
  if (isSetTo(Setting::Specialize, "0") || isSetTo(Setting::Spmd, "0"))
    return 0;
  const std::optional<uint64_t> milliseconds = settingCount(Setting::QuickBuild);
  if (!milliseconds || *milliseconds > UINT64_MAX / 1'000'000)
    return kFullAfterNanoseconds; // unset, or not a number of milliseconds
  return *milliseconds * 1'000'000;
}

struct KernelSpecializations::Entry {
  enum class State { Counting, Compiling, Ready, Failed };
  std::mutex mutex;
  std::atomic<State> state{State::Counting}; ///< changed under `mutex`
  uint64_t workItems = 0;
  std::shared_ptr<const SpecializedCode> code;
  /// A kernel's full code (full()): the quick code's run time so far, and what the compile needs,
  /// set before the entry is handed to a launch.
  std::atomic<uint64_t> nanoseconds{0};
  compiler::KernelInfo info;
  uint64_t privateLimit = 0;
  std::shared_ptr<const SpecializationSource> source;
  uint64_t fullAfter = 0; ///< nanoseconds

  /// Compiles and records the code; a compile that fails, or whose kernel would need another
  /// argument block or other memory than the generic code's (private memory: up to
  /// `privateLimit`), leaves the entry Failed. An entry already Ready stays as it is (tail():
  /// two launches may each compile).
  void compile(const compiler::KernelInfo& info,
               const std::vector<compiler::ImageArgumentFormat>& formats, unsigned lanesDimension,
               const SpecializationSource& source, uint64_t privateLimit, bool scalarTail = false) {
    std::shared_ptr<const SpecializedCode> made;
    try {
      compiler::LinkResult result =
          compiler::specializeKernel(source.bitcode, source.options, source.linkOptions, info.name,
                                     formats, lanesDimension, scalarTail);
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
          // A quick build's full code is vectorized as it was (WEFT_SPMD=0 set since is not
          // for a build made before); its scalar loop's code runs any group as it is.
          (!info.quickCode || scalarTail || kernel->vectorization.rfind("vectorized", 0) == 0) &&
          // (The launch checked the generic code's stack against the threads'.)
          kernel->privateMemSize <= privateLimit) {
        std::shared_ptr<const compiler::Executable> executable(std::move(result.executable));
        if (WorkGroupFn function = executable->workGroupFunction(info.name))
          made = std::make_shared<SpecializedCode>(
              SpecializedCode{executable, function, &executable->kernels()[0]});
      }
    } catch (...) { // out of memory: the generic code goes on
    }
    std::lock_guard<std::mutex> lock(mutex);
    if (state == State::Ready)
      return;
    code = made;
    state = made ? State::Ready : State::Failed;
  }
};

std::shared_ptr<const SpecializedCode>
KernelSpecializations::find(const compiler::KernelInfo& info,
                            const std::vector<compiler::ImageArgumentFormat>& formats,
                            unsigned lanesDimension, uint64_t workItems, uint64_t privateLimit,
                            const std::function<SpecializationSource()>& source, bool* settled) {
  bool unsettled = false;
  bool& final = settled ? *settled : unsettled;
  final = true;
  // (No vectorization report: built with -cl-opt-disable, which the compile would honour too.)
  if (info.vectorization.empty())
    return nullptr;
  if (isSetTo(Setting::Specialize, "0")) {
    final = false; // read again at the next launch
    return nullptr;
  }
  const bool sync = isSetTo(Setting::Specialize, "sync");
  std::string key = info.name;
  key += '\0';
  key += char('0' + lanesDimension);
  for (const compiler::ImageArgumentFormat& format : formats) {
    key += '\0';
    key.append(reinterpret_cast<const char*>(&format.argIndex), sizeof format.argIndex);
    key.append(compiler::imageFormatBytes(format.descriptor));
  }
  std::shared_ptr<Entry> entry = this->entry(key);
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
    entry->compile(info, formats, lanesDimension, source(), privateLimit);
    std::lock_guard<std::mutex> lock(entry->mutex);
    final = true;
    return entry->code;
  }
  BackgroundCompiles::instance().post(
      [entry, info, formats, lanesDimension, privateLimit, source = source()] {
        entry->compile(info, formats, lanesDimension, source, privateLimit);
      });
  return nullptr;
}

std::shared_ptr<KernelSpecializations::Entry> KernelSpecializations::entry(const std::string& key) {
  std::lock_guard<std::mutex> lock(m_mutex);
  std::shared_ptr<Entry>& slot = m_entries[key];
  if (!slot)
    slot = std::make_shared<Entry>();
  return slot;
}

std::shared_ptr<const SpecializedCode>
KernelSpecializations::full(const compiler::KernelInfo& info, uint64_t privateLimit,
                            const std::function<SpecializationSource()>& source,
                            std::shared_ptr<Entry>& runs, bool* settled) {
  bool unsettled = false;
  bool& final = settled ? *settled : unsettled;
  final = true;
  runs.reset();
  if (!info.quickCode)
    return nullptr;
  // A key no specialization has: those start with the name and its lanes' digit.
  std::shared_ptr<Entry> entry = this->entry(info.name + std::string(1, '\0') + "full");
  const bool sync = isSetTo(Setting::Specialize, "sync");
  std::shared_ptr<const SpecializationSource> shared;
  if (!sync) {
    // Read outside m_mutex: `source` takes the program's lock, which holds while clear() takes
    // m_mutex.
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      shared = m_source;
    }
    if (!shared) {
      auto read = std::make_shared<const SpecializationSource>(source());
      std::lock_guard<std::mutex> lock(m_mutex);
      if (!m_source)
        m_source = std::move(read);
      shared = m_source;
    }
  }
  {
    std::lock_guard<std::mutex> lock(entry->mutex);
    if (entry->state == Entry::State::Ready || entry->state == Entry::State::Failed)
      return entry->code;
    final = false;
    if (!sync) {
      if (!entry->source) {
        entry->info = info;
        entry->privateLimit = privateLimit;
        entry->source = std::move(shared);
        // (0 when quick builds were turned off since the build: then at the next launch.)
        entry->fullAfter = quickBuildNanoseconds();
      }
      runs = entry;
      return nullptr;
    }
    if (entry->state != Entry::State::Counting)
      return nullptr;
    entry->state = Entry::State::Compiling;
  }
  entry->compile(info, {}, 0, source(), privateLimit);
  std::lock_guard<std::mutex> lock(entry->mutex);
  final = true;
  return entry->code;
}

void KernelSpecializations::ran(const std::shared_ptr<Entry>& runs, uint64_t nanoseconds) {
  const uint64_t total =
      runs->nanoseconds.fetch_add(nanoseconds, std::memory_order_relaxed) + nanoseconds;
  if (total < runs->fullAfter || runs->state.load() != Entry::State::Counting)
    return;
  if (isSetTo(Setting::Specialize, "0"))
    return;
  {
    std::lock_guard<std::mutex> lock(runs->mutex);
    if (runs->state != Entry::State::Counting)
      return;
    runs->state = Entry::State::Compiling;
  }
  BackgroundCompiles::instance().post(
      [runs] { runs->compile(runs->info, {}, 0, *runs->source, runs->privateLimit); });
}

std::shared_ptr<const SpecializedCode>
KernelSpecializations::tail(const compiler::KernelInfo& info, uint64_t privateLimit,
                            const std::function<SpecializationSource()>& source) {
  // A key no other code has (see full()).
  std::shared_ptr<Entry> entry = this->entry(info.name + std::string(1, '\0') + "tail");
  {
    std::lock_guard<std::mutex> lock(entry->mutex);
    if (entry->state == Entry::State::Ready || entry->state == Entry::State::Failed)
      return entry->code;
  }
  // No lock is held through the compile, which a fork on another thread would leave held for
  // ever in the child: launches that need the code at once compile it each, and the first code
  // made is the one kept.
  entry->compile(info, {}, 0, source(), privateLimit, /*scalarTail=*/true);
  std::lock_guard<std::mutex> lock(entry->mutex);
  return entry->code;
}

bool KernelSpecializations::settled(const Entry& runs) {
  const Entry::State state = runs.state.load(std::memory_order_acquire);
  return state == Entry::State::Ready || state == Entry::State::Failed;
}

void KernelSpecializations::clear() {
  std::lock_guard<std::mutex> lock(m_mutex);
  m_entries.clear();
  m_source.reset();
}

} // namespace weft
