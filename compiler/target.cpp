// The host target: what the CPU is called, what it can do, and a TargetMachine for it.
#include "common/settings.hpp"
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

std::unique_ptr<llvm::TargetMachine> createHostTargetMachine(std::string& error) {
  initializeNativeTarget();
  const std::string triple = llvm::sys::getProcessTriple();
  const llvm::Target* target = llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return nullptr;
  llvm::TargetOptions options;
  const TargetInfo& host = hostTarget();
  return std::unique_ptr<llvm::TargetMachine>(
      target->createTargetMachine(triple, host.cpuName, host.features, options, llvm::Reloc::PIC_,
                                  llvm::CodeModel::Small, compat::kCodeGenDefault, /*JIT=*/true));
}

std::string_view compilerVersion() {
  static const std::string version =
      std::string("Weft ") + WEFT_VERSION + ", LLVM " + LLVM_VERSION_STRING;
  return version;
}

} // namespace weft::compiler
