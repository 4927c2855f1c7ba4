// The stages behind the public interface, for the files that implement it. Not for the runtime.
#pragma once

#include "compiler/build_options.hpp"
#include "compiler/compiler.hpp"

#include <llvm/Target/TargetMachine.h>

#include <memory>

namespace llvm {
class LLVMContext;
class Module;
} // namespace llvm

namespace weft::compiler {

/// The front end with options already parsed (front_end.cpp).
CompileResult compileWithOptions(std::string_view source, const BuildOptions& options,
                                 const std::vector<Header>& headers);

/// link() with options already parsed; build() passes its compile options (linker.cpp). The
/// object code of an executable result is left in `object`, for the kernel cache.
LinkResult linkWithOptions(const std::vector<std::string_view>& bitcodes,
                           const BuildOptions& options, std::string& object);

/// With WEFT_BUILD_REPORT set, adds a line per kernel to the build log saying whether its
/// work-items run in SIMD lanes, and why not (linker.cpp). Applied after the kernel cache, so the
/// report follows the environment, not the build that filled the cache.
void appendBuildReport(LinkResult& result);

/// inspect() after the front end (linker.cpp).
Inspection inspectWithOptions(const std::vector<std::string_view>& bitcodes,
                              const BuildOptions& options);

/// Records -cl-opt-disable in a compiled module, so that a later link honours it.
void setOptDisableFlag(llvm::Module& module);
bool hasOptDisableFlag(const llvm::Module& module);

/// Registers the host target with LLVM, once per process (target.cpp).
void initializeNativeTarget();

/// A TargetMachine for the host CPU with its features, as the JIT uses (target.cpp).
std::unique_ptr<llvm::TargetMachine> createHostTargetMachine(std::string& error);

/// Generates native code for an optimized host module whose kernels `infos` describe, and keeps
/// a copy of the object code in `object` (jit.cpp). Returns null and appends to the log on
/// failure.
std::unique_ptr<Executable> createExecutable(std::unique_ptr<llvm::LLVMContext> context,
                                             std::unique_ptr<llvm::Module> module,
                                             std::vector<KernelInfo> infos, std::string& log,
                                             std::string& object);

/// The host assembly of an optimized module (jit.cpp); false, with the reason in the log, when
/// code generation fails.
bool emitAssembly(llvm::Module& module, std::string& assembly, std::string& log);

/// An Executable from object code createExecutable produced earlier (jit.cpp).
std::unique_ptr<Executable> loadExecutable(std::string_view object, std::vector<KernelInfo> infos,
                                           std::string& log);

} // namespace weft::compiler
