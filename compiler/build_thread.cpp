#include "compiler/build_thread.hpp"

#include <exception>
#include <mutex>
#include <new>
#include <pthread.h>

namespace weft::compiler {
namespace {

struct Job {
  const std::function<void()>* body;
  std::exception_ptr thrown;
};

void* runJob(void* argument) {
  Job& job = *static_cast<Job*>(argument);
  try {
    (*job.body)();
  } catch (...) {
    job.thrown = std::current_exception();
  }
  return nullptr;
}

} // namespace

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
