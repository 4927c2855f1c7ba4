// The host target: what the CPU is called, what it can do, and a TargetMachine for it.
#include "compiler/compiler.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/stages.hpp"

#include <llvm/Config/llvm-config.h>
#include <llvm/IR/Module.h>
#include <llvm/MC/TargetRegistry.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/TargetSelect.h>

#include <mutex>
#include <string>

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
    const std::string list = "," + target.features + ",";
    auto has = [&](const char* feature) {
      return list.find(std::string(",+") + feature + ",") != std::string::npos;
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
