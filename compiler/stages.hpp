// The stages behind the public interface, for the files that implement it. Not for the runtime.
#pragma once

#include "compiler/build_options.hpp"
#include "compiler/compiler.hpp"

#include <llvm/Target/TargetMachine.h>

#include <functional>
#include <memory>

namespace llvm {
class DiagnosticInfo;
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

/// A piece of a program's code: the kernels it holds and their code, as optimized IR (bitcode)
/// whose native code is generated when one of its kernels is first asked for (jit.cpp), or as
/// an object file.
struct CodePart {
  std::vector<std::string> kernels;
  std::string code;
  bool native = false; ///< `code` is an object file
  std::string key;     ///< of bitcode: its object's key in the kernel cache (packParts makes it)
};

/// The program's kernels optimized for the host: each described in `kernels` (in the module's
/// order), the code in `parts`, one per part of the program built on its own thread, as optimized
/// bitcode (host_build.cpp). `bitcode` is `program` as bitcode, which each part reads into its own
/// context. Returns false and appends to the log when a kernel cannot be built.
bool buildHostCode(llvm::Module& program, std::string_view bitcode, const BuildOptions& options,
                   std::vector<KernelInfo>& kernels, std::vector<CodePart>& parts,
                   std::string& log);

/// Runs body(0) .. body(count - 1) on up to the build's threads (WEFT_BUILD_THREADS), this one
/// included, each taking the next index as it comes free; must run on a build thread. What a body
/// throws is thrown again once all have finished (host_build.cpp).
void runInParallel(size_t count, const std::function<void(size_t)>& body);

/// `module` as bitcode (linker.cpp).
std::string moduleBitcode(const llvm::Module& module);

/// Whether `program` has variables that its kernels, or two launches, may both write (program-scope
/// and function-scope static __global ones): they must stay one variable, so such a program is
/// built as one part and its kernels are not compiled again for their launches (host_build.cpp).
bool hasSharedMutableVariables(const llvm::Module& program);

/// The kernels `only` of a linked program (`bitcode`, as a LinkResult holds it), read into an
/// LLVMContext of its own and compiled into one object: a part of a program built in parallel, or
/// a kernel compiled for its launch's image `formats` (host_build.cpp). -cl-opt-disable recorded
/// in the program applies. Returns false and appends to the log when a kernel cannot be built.
bool buildKernelsFromBitcode(std::string_view bitcode, const BuildOptions& options,
                             const std::vector<std::string>& only,
                             const std::vector<ImageArgumentFormat>* formats,
                             std::vector<KernelInfo>& infos, std::string& object, std::string& log);

/// LLVM's errors and warnings (the linker's duplicate symbols, among others) into the build log
/// `log` points to, as an LLVMContext's diagnostic handler (linker.cpp).
void collectDiagnostic(const llvm::DiagnosticInfo& info, void* log);

/// Records -cl-opt-disable in a compiled module, so that a later link honours it.
void setOptDisableFlag(llvm::Module& module);
bool hasOptDisableFlag(const llvm::Module& module);

/// Registers the host target with LLVM, once per process (target.cpp).
void initializeNativeTarget();

/// Gives a host TargetMachine back to the pool it was lent from (target.cpp).
struct ReturnHostTargetMachine {
  void operator()(llvm::TargetMachine* machine) const;
};
/// A TargetMachine for the host CPU with its features, as the JIT uses, lent to one thread until
/// it goes out of scope.
using HostTargetMachine = std::unique_ptr<llvm::TargetMachine, ReturnHostTargetMachine>;

/// Lends a host TargetMachine, made once and kept for later builds (target.cpp): a new one costs
/// a build its target description and, at its first function, X86's subtarget and lowering
/// tables; three of them per build were a tenth of a one-kernel program's cold build. Null, with
/// `error` set, when LLVM has no target for the host.
HostTargetMachine createHostTargetMachine(std::string& error);

/// Native code for an optimized host module: the bytes of an object file (jit.cpp). Returns false
/// and appends to the log on failure.
bool generateObject(llvm::Module& module, std::string& object, std::string& log);

/// The parts of one program as the one string the kernel cache keeps and loadExecutable reads,
/// with each bitcode part's key for its object (jit.cpp).
std::string packParts(std::vector<CodePart> parts);

/// The host assembly of an optimized module (jit.cpp); false, with the reason in the log, when
/// code generation fails.
bool emitAssembly(llvm::Module& module, std::string& assembly, std::string& log);

/// An Executable from parts packParts packed (jit.cpp), whose code is generated and linked as its
/// kernels are asked for; null, with the reason in the log, when they are corrupt or no JIT can be
/// made.
std::unique_ptr<Executable> loadExecutable(std::string_view packed, std::vector<KernelInfo> infos,
                                           std::string& log);

} // namespace weft::compiler
