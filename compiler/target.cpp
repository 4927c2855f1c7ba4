// The host target: what the CPU is called, what it can do, and a TargetMachine for it.
#include "common/fork_safety.hpp"
#include "common/settings.hpp"
#include "compiler/build_thread.hpp"
#include "compiler/compiler.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/stages.hpp"

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Module.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/TargetSelect.h>

#include <cstdlib>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace weft::compiler {

void initializeNativeTarget() {
  static std::once_flag once;
  std::call_once(once, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
  });
}

const TargetInfo& hostTarget() {
  static const TargetInfo info = [] {
    TargetInfo target;
    target.cpuName = llvm::sys::getHostCPUName().str();
    target.features = compat::hostCpuFeatures();
    // WEFT_HOST_FEATURES=-avx512f (a developer's switch): features to take away, so that one
    // machine builds, runs and reports kernels as a smaller one would (the vectorization test
    // checks the AVX2 reports on AVX-512 machines). Later entries win, as in LLVM.
    if (const char* extra = weft::setting(weft::Setting::HostFeatures); extra && *extra)
      target.features += std::string(",") + extra;
    auto has = [&](const char* feature) {
      bool on = false;
      size_t start = 0;
      while (start < target.features.size()) {
        size_t end = target.features.find(',', start);
        if (end == std::string::npos)
          end = target.features.size();
        const std::string_view entry(target.features.data() + start, end - start);
        if (entry.size() > 1 && entry.substr(1) == feature)
          on = entry[0] == '+';
        start = end + 1;
      }
      return on;
    };
    target.vectorBytes = has("avx512f") ? 64 : has("avx2") ? 32 : 16;
    return target;
  }();
  return info;
}

namespace {

/// At most this many machines wait in the pool: more than the build threads that run at once
/// would only hold memory.
constexpr size_t kMaxIdleTargetMachines = 16;

/// TargetMachines given back, for the next build to take. All are alike (the host's CPU and
/// features never change within a process); a machine is used by one thread at a time. What a
/// build does to one (its subtargets for the attributes its functions carry, the options code
/// generation resets from each function) serves the next as well. Never destroyed: a machine
/// given back after the pool's end would be freed twice.
struct TargetMachinePool {
  /// Room for every machine made before its lock is ever taken: nothing allocates under it. A
  /// child made by fork keeps the machines (they belong to no thread).
  TargetMachinePool() {
    idle.reserve(kMaxIdleTargetMachines);
    holdAcrossFork(mutex);
  }
  std::mutex mutex;
  std::vector<std::unique_ptr<llvm::TargetMachine>> idle;
};

/// The pool, made on first use. Callers hold a NoJumpScope: memory running out on a build thread
/// must not jump out of the static's initialization or out of the pool's lock (every later build
/// would wait for ever).
TargetMachinePool& targetMachinePool() {
  static auto* pool = new TargetMachinePool;
  return *pool;
}

} // namespace

void ReturnHostTargetMachine::operator()(llvm::TargetMachine* machine) const {
  givenBackByBuild(machine);
  std::unique_ptr<llvm::TargetMachine> owned(machine);
  NoJumpScope noJump;
  TargetMachinePool& pool = targetMachinePool();
  std::lock_guard<std::mutex> lock(pool.mutex);
  if (pool.idle.size() < kMaxIdleTargetMachines)
    pool.idle.push_back(std::move(owned)); // never allocates: reserved
}

HostTargetMachine createHostTargetMachine(std::string& error) {
  {
    NoJumpScope noJump;
    TargetMachinePool& pool = targetMachinePool();
    std::lock_guard<std::mutex> lock(pool.mutex);
    if (!pool.idle.empty()) {
      HostTargetMachine lent(pool.idle.back().release());
      pool.idle.pop_back();
      lentToBuild(lent.get());
      return lent;
    }
  }
  initializeNativeTarget();
  const std::string triple = llvm::sys::getProcessTriple();
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions options;
  const TargetInfo& host = hostTarget();
  HostTargetMachine made(target->createTargetMachine(triple, host.cpuName, host.features, options,
                                                     llvm::Reloc::PIC_, llvm::CodeModel::Small,
                                                     compat::kCodeGenDefault, /*JIT=*/true));
  if (made)
    lentToBuild(made.get());
  return made;
}

std::string_view compilerVersion() {
  static const std::string version =
      std::string("Weft ") + WEFT_VERSION + ", LLVM " + LLVM_VERSION_STRING;
  return version;
}

} // namespace weft::compiler
