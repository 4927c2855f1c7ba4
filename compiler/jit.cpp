// Native code with ORC's LLJIT, one instance per Executable so that a program's code lives and
// dies with it (DESIGN.md §7.4).
#include "compiler/host_symbols.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/stages.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Host.h>

#include <unordered_map>

namespace weft::compiler {
namespace {

class JitExecutable final : public Executable {
public:
  JitExecutable(std::unique_ptr<llvm::orc::LLJIT> jit, std::vector<KernelInfo> kernels)
      : m_jit(std::move(jit)), m_kernels(std::move(kernels)) {}

  /// Where the backend's diagnostics go: the context lives inside the JIT, as long as this.
  std::string& codeGenerationLog() { return m_codeGenerationLog; }

  const std::vector<KernelInfo>& kernels() const override { return m_kernels; }

  WorkGroupFn workGroupFunction(std::string_view kernelName) const override {
    auto it = m_entryPoints.find(std::string(kernelName));
    return it == m_entryPoints.end() ? nullptr : it->second;
  }

  llvm::orc::LLJIT& jit() { return *m_jit; }

  /// Compiles and finds every work-group function once, so later calls cost a map lookup.
  llvm::Error resolveEntryPoints() {
    for (const KernelInfo& kernel : m_kernels) {
      auto address = m_jit->lookup(workGroupFunctionName(kernel.name));
      if (!address)
        return address.takeError();
      m_entryPoints[kernel.name] = address->toPtr<WorkGroupFn>();
    }
    return llvm::Error::success();
  }

private:
  std::unique_ptr<llvm::orc::LLJIT> m_jit;
  std::vector<KernelInfo> m_kernels;
  std::unordered_map<std::string, WorkGroupFn> m_entryPoints;
  std::string m_codeGenerationLog;
};

void collectCodeGenerationDiagnostic(const llvm::DiagnosticInfo& info, void* log) {
  if (info.getSeverity() != llvm::DS_Error)
    return;
  llvm::raw_string_ostream out(*static_cast<std::string*>(log));
  llvm::DiagnosticPrinterRawOStream printer(out);
  out << "error: ";
  info.print(printer);
  out << "\n";
}

llvm::Expected<std::unique_ptr<llvm::orc::LLJIT>> createJit() {
  const TargetInfo& host = hostTarget();
  llvm::orc::JITTargetMachineBuilder machine{llvm::Triple(llvm::sys::getProcessTriple())};
  machine.setCPU(host.cpuName);
  llvm::SmallVector<llvm::StringRef, 64> features;
  llvm::StringRef(host.features).split(features, ',', -1, false);
  machine.addFeatures(std::vector<std::string>(features.begin(), features.end()));
  machine.setCodeGenOptLevel(compat::kCodeGenAggressive);
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(machine))
                 // Kernels have no static constructors; the generic platform would want the
                 // C++ runtime's atexit from the process.
                 .setPlatformSetUp(llvm::orc::setUpInactivePlatform)
                 .create();
  if (!jit)
    return jit.takeError();
  llvm::orc::SymbolMap symbols;
  for (const auto& [name, address] : hostSymbols())
    symbols[(*jit)->mangleAndIntern(name)] = llvm::JITEvaluatedSymbol(
        llvm::pointerToJITTargetAddress(address), llvm::JITSymbolFlags::Exported);
  if (llvm::Error error = (*jit)->getMainJITDylib().define(llvm::orc::absoluteSymbols(symbols)))
    return error;
  return jit;
}

} // namespace

std::unique_ptr<Executable> createExecutable(std::unique_ptr<llvm::LLVMContext> context,
                                             std::unique_ptr<llvm::Module> module,
                                             std::vector<KernelInfo> infos, std::string& log) {
  auto jit = createJit();
  if (!jit) {
    log += "error: cannot create the JIT: " + llvm::toString(jit.takeError()) + "\n";
    return nullptr;
  }
  auto executable = std::make_unique<JitExecutable>(std::move(*jit), std::move(infos));
  context->setDiagnosticHandlerCallBack(collectCodeGenerationDiagnostic,
                                        &executable->codeGenerationLog());
  llvm::orc::ThreadSafeModule threadSafe(std::move(module),
                                         llvm::orc::ThreadSafeContext(std::move(context)));
  if (llvm::Error error = executable->jit().addIRModule(std::move(threadSafe))) {
    log += "error: " + llvm::toString(std::move(error)) + "\n";
    return nullptr;
  }
  llvm::Error error = executable->resolveEntryPoints();
  log += executable->codeGenerationLog();
  if (error) {
    log += "error: code generation failed: " + llvm::toString(std::move(error)) + "\n";
    return nullptr;
  }
  return executable;
}

} // namespace weft::compiler
