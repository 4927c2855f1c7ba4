// link(): modules into one program, the builtin library into that, then host code (DESIGN.md
// §7.2). Each call owns its LLVMContext, so links on different threads never meet.
#include "builtins/builtins.hpp"
#include "builtins/library_format.hpp"
#include "common/settings.hpp"
#include "compiler/atomic_lowering.hpp"
#include "compiler/barrier_regions.hpp"
#include "compiler/build_thread.hpp"
#include "compiler/host_symbols.hpp"
#include "compiler/kernel_cache.hpp"
#include "compiler/language_features.hpp"
#include "compiler/pipeline.hpp"
#include "compiler/stages.hpp"
#include "compiler/work_item_builtins.hpp"

#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/Bitcode/BitcodeWriter.h>
#include <llvm/Demangle/Demangle.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Linker/Linker.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/raw_ostream.h>

#include <cstddef>
#include <cstdlib>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace weft::compiler {
namespace {

constexpr const char* kOptDisableFlag = "weft.opt-disable";

} // namespace

void collectDiagnostic(const llvm::DiagnosticInfo& info, void* context) {
  // "loop not vectorized: the optimizer was unable to perform the requested transformation"
  // speaks of the x loop's vectorize.enable, which Weft sets, not the kernel's author; whether
  // and why the work-items run in SIMD lanes is in the vectorization report.
  if (info.getKind() == llvm::DK_OptimizationFailure)
    return;
  // The builtin library's pieces are written without a debug-info version; reading one strips
  // what LLVM counts as debug info in it and says so, about code the program did not write.
  if (info.getKind() == llvm::DK_DebugMetadataVersion &&
      static_cast<const llvm::DiagnosticInfoDebugMetadataVersion&>(info)
              .getModule()
              .getModuleIdentifier() == "builtins")
    return;
  std::string& log = *static_cast<std::string*>(context);
  llvm::raw_string_ostream out(log);
  switch (info.getSeverity()) {
  case llvm::DS_Error:
    out << "error: ";
    break;
  case llvm::DS_Warning:
    out << "warning: ";
    break;
  default:
    return;
  }
  llvm::DiagnosticPrinterRawOStream printer(out);
  info.print(printer);
  out << "\n";
}

std::string moduleBitcode(const llvm::Module& module) {
  std::string bytes;
  llvm::raw_string_ostream out(bytes);
  llvm::WriteBitcodeToFile(module, out);
  out.flush();
  return bytes;
}

namespace {

// Functions declared but defined nowhere: neither in the program, nor the builtin library, nor
// among the host functions or the calls the work-group function replaces.
bool reportUnresolved(const llvm::Module& module, std::string& log) {
  bool ok = true;
  for (const llvm::Function& function : module) {
    if (!function.isDeclaration() || function.isIntrinsic() || function.use_empty())
      continue;
    const std::string name = function.getName().str();
    // printf is lowered in the work-group functions (printf_lowering.hpp).
    if (isWorkItemBuiltin(name) || isBarrierBuiltin(name) || isHostSymbol(name) || name == "printf")
      continue;
    log += "error: undefined function '" + llvm::demangle(name) + "'\n";
    ok = false;
  }
  return ok;
}

LinkResult failure(Status status, std::string log) {
  LinkResult result;
  result.status = status;
  result.log = std::move(log);
  return result;
}

} // namespace

void setOptDisableFlag(llvm::Module& module) {
  module.addModuleFlag(llvm::Module::Max, kOptDisableFlag, 1);
}

bool hasOptDisableFlag(const llvm::Module& module) {
  auto* value =
      llvm::mdconst::extract_or_null<llvm::ConstantInt>(module.getModuleFlag(kOptDisableFlag));
  return value && value->getZExtValue() != 0;
}

namespace {

constexpr unsigned kGlobalAddressSpace = 1;

/// The program-scope variables in __global memory (OpenCL C 2.0 §6.5.1), function-scope static
/// ones included: their bytes in total, and the first one larger than the device allows.
struct GlobalVariables {
  uint64_t totalBytes = 0;
  const llvm::GlobalVariable* tooLarge = nullptr;
  uint64_t tooLargeBytes = 0;
};

GlobalVariables globalVariables(const llvm::Module& program) {
  GlobalVariables variables;
  const llvm::DataLayout& layout = program.getDataLayout();
  for (const llvm::GlobalVariable& variable : program.globals()) {
    if (variable.isDeclaration() || variable.getAddressSpace() != kGlobalAddressSpace)
      continue;
    const uint64_t bytes = layout.getTypeAllocSize(variable.getValueType());
    variables.totalBytes += bytes;
    if (bytes > kMaxGlobalVariableBytes && !variables.tooLarge) {
      variables.tooLarge = &variable;
      variables.tooLargeBytes = bytes;
    }
  }
  return variables;
}

/// The program's modules linked into one, in `context`; null, with the reason in the log, when
/// one does not parse or two conflict.
std::unique_ptr<llvm::Module> linkProgram(const std::vector<std::string_view>& bitcodes,
                                          llvm::LLVMContext& context, std::string& log) {
  std::unique_ptr<llvm::Module> program;
  for (std::string_view bitcode : bitcodes) {
    llvm::MemoryBufferRef buffer(llvm::StringRef(bitcode.data(), bitcode.size()), "program");
    auto module = llvm::parseBitcodeFile(buffer, context);
    if (!module) {
      log += "error: invalid bitcode: " + llvm::toString(module.takeError()) + "\n";
      return nullptr;
    }
    if (!program)
      program = std::move(*module);
    else if (llvm::Linker::linkModules(*program, std::move(*module)))
      return nullptr;
  }
  if (!program)
    log += "error: nothing to link\n";
  return program;
}

/// The embedded builtin library's pieces by the name each defines; read once per process.
const std::unordered_map<std::string_view, std::string_view>& libraryIndex() {
  static const auto index = indexLibrary(builtinsLibrary());
  return index;
}

/// Links into `program` the library pieces that define what it declares, then those that the
/// pieces declare, and so on. Only these pieces are read: a lazy load of the whole library would
/// make a declaration of every library function on every build (~30 ms).
bool linkLibraryPieces(llvm::Module& program, std::string& log) {
  const auto& index = libraryIndex();
  if (index.empty()) {
    log += "error: the builtin library is corrupt\n";
    return false;
  }
  std::vector<std::string_view> pending;
  std::unordered_set<std::string_view> queued;
  auto want = [&](const llvm::Module& module) {
    for (const llvm::GlobalValue& global : module.global_values()) {
      if (!global.isDeclaration())
        continue;
      auto piece = index.find(std::string_view(global.getName().data(), global.getName().size()));
      if (piece != index.end() && queued.insert(piece->first).second)
        pending.push_back(piece->first);
    }
  };
  want(program);
  llvm::Linker linker(program);
  while (!pending.empty()) {
    const std::string_view bitcode = index.find(pending.back())->second;
    pending.pop_back();
    auto piece = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), "builtins"),
        program.getContext());
    if (!piece) {
      log += "error: the builtin library is corrupt: " + llvm::toString(piece.takeError()) + "\n";
      return false;
    }
    want(**piece);
    if (linker.linkInModule(std::move(*piece)))
      return false;
  }
  return true;
}

/// Links the builtins into `program` and checks that nothing is left undefined. `bitcode` receives
/// the program as linked, before host code (the program binary's payload).
bool linkBuiltins(llvm::Module& program, std::string& bitcode, std::string& log) {
  if (!linkLibraryPieces(program, log))
    return false;
  // The atomics' library calls are the one kind of declaration left for the compiler to define.
  lowerAtomicLibcalls(program);
  {
    llvm::raw_string_ostream errors(log);
    if (llvm::verifyModule(program, &errors)) {
      errors << "error: the linked program is not valid IR\n";
      return false;
    }
  }
  if (!reportUnresolved(program, log))
    return false;
  bitcode = moduleBitcode(program);
  return true;
}

/// The link's options with -cl-opt-disable also when a module compiled with it is linked in, and
/// never a quick first build of a program whose variables its launches share: its kernels are
/// not built again (specializeKernel refuses them).
BuildOptions effectiveOptions(const BuildOptions& options, const llvm::Module& program) {
  BuildOptions effective = options;
  effective.optDisable = options.optDisable || hasOptDisableFlag(program);
  effective.quick = options.quick && !hasSharedMutableVariables(program);
  return effective;
}

} // namespace

LinkResult linkWithOptions(const std::vector<std::string_view>& bitcodes,
                           const BuildOptions& options, std::string& object) {
  std::string log;
  auto context = std::make_unique<llvm::LLVMContext>();
  context->setDiagnosticHandlerCallBack(collectDiagnostic, &log);
  std::unique_ptr<llvm::Module> program = linkProgram(bitcodes, *context, log);
  if (!program)
    return failure(Status::LinkFailed, log);
  if (const GlobalVariables variables = globalVariables(*program); variables.tooLarge) {
    log += "error: the program-scope variable '" + variables.tooLarge->getName().str() + "' has " +
           std::to_string(variables.tooLargeBytes) +
           " bytes, more than the device's CL_DEVICE_MAX_GLOBAL_VARIABLE_SIZE of " +
           std::to_string(kMaxGlobalVariableBytes) + "\n";
    return failure(Status::LinkFailed, log);
  }

  LinkResult result;
  if (options.createLibrary) {
    // A library is linked again later: the builtins join the final program only, so that two
    // libraries never both define them.
    result.bitcode = moduleBitcode(*program);
    result.log = std::move(log);
    return result;
  }
  std::vector<KernelInfo> kernels;
  std::vector<CodePart> parts;
  if (!linkBuiltins(*program, result.bitcode, log) ||
      !buildHostCode(*program, result.bitcode, effectiveOptions(options, *program), kernels, parts,
                     log))
    return failure(Status::LinkFailed, log);
  program.reset();
  context.reset();
  object = packParts(std::move(parts));
  result.executable = loadExecutable(object, std::move(kernels), log);
  if (!result.executable)
    return failure(Status::LinkFailed, log);
  result.log = std::move(log);
  return result;
}

Inspection inspectWithOptions(const std::vector<std::string_view>& bitcodes,
                              const BuildOptions& options) {
  Inspection inspection;
  auto context = std::make_unique<llvm::LLVMContext>();
  context->setDiagnosticHandlerCallBack(collectDiagnostic, &inspection.log);
  std::unique_ptr<llvm::Module> program = linkProgram(bitcodes, *context, inspection.log);
  std::string bitcode, error;
  HostTargetMachine target = createHostTargetMachine(error);
  if (!target)
    inspection.log += "error: no target for the host: " + error + "\n";
  if (!program || !target || !linkBuiltins(*program, bitcode, inspection.log) ||
      !compileForHost(*program, *target, effectiveOptions(options, *program), inspection.kernels,
                      inspection.log)) {
    inspection.status = Status::LinkFailed;
    return inspection;
  }
  llvm::raw_string_ostream ir(inspection.optimizedIR);
  program->print(ir, nullptr);
  ir.flush();
  if (!emitAssembly(*program, inspection.assembly, inspection.log))
    inspection.status = Status::LinkFailed;
  return inspection;
}

void appendBuildReport(LinkResult& result) {
  const char* wanted = weft::setting(weft::Setting::BuildReport);
  if (!wanted || !*wanted || std::string_view(wanted) == "0" || !result.executable)
    return;
  for (const KernelInfo& kernel : result.executable->kernels())
    result.log += "weft: kernel '" + kernel.name + "': " +
                  (kernel.vectorization.empty() ? std::string("not vectorized (-cl-opt-disable)")
                                                : kernel.vectorization) +
                  "\n";
}

LinkResult link(const std::vector<std::string_view>& bitcodes, std::string_view options,
                bool quick) {
  return onBuildThread<LinkResult>([&] {
    BuildOptions parsed;
    std::string error = parseLinkOptions(options, parsed);
    if (!error.empty())
      return failure(Status::InvalidOptions, std::move(error));
    parsed.quick = quick;
    std::vector<std::string_view> parts(bitcodes);
    parts.push_back(options);
    if (quick)
      parts.push_back("quick");
    LinkResult result = cachedLink(cacheKey("link", parts), [&](std::string& object) {
      return linkWithOptions(bitcodes, parsed, object);
    });
    appendBuildReport(result);
    return result;
  });
}

namespace {

/// A linked program's bitcode read into `context`; null where it does not parse.
std::unique_ptr<llvm::Module> parseProgram(std::string_view bitcode, llvm::LLVMContext& context) {
  llvm::MemoryBufferRef buffer(llvm::StringRef(bitcode.data(), bitcode.size()), "program");
  auto module = llvm::parseBitcodeFile(buffer, context);
  if (!module) {
    llvm::consumeError(module.takeError());
    return nullptr;
  }
  return std::move(*module);
}

} // namespace

uint64_t globalVariableBytes(std::string_view bitcode) {
  if (bitcode.empty())
    return 0;
  llvm::LLVMContext context;
  const std::unique_ptr<llvm::Module> module = parseProgram(bitcode, context);
  return module ? globalVariables(*module).totalBytes : 0;
}

namespace {

/// hasSharedMutableVariables() of a linked program's bitcode; true where it does not parse (the
/// compile would fail anyway).
bool sharesMutableVariables(std::string_view bitcode) {
  llvm::LLVMContext context;
  const std::unique_ptr<llvm::Module> module = parseProgram(bitcode, context);
  return !module || hasSharedMutableVariables(*module);
}

} // namespace

LinkResult buildBinary(std::string_view bitcode, std::string_view options, bool quick) {
  return onBuildThread<LinkResult>([&] {
    BuildOptions parsed;
    std::string error = parseCompileOptions(options, parsed);
    if (!error.empty())
      return failure(Status::InvalidOptions, std::move(error));
    // The binary was compiled already: preprocessor, language and warning options have nothing
    // left to act on. The optimizer and the math options apply to linking and code generation,
    // as in clLinkProgram.
    BuildOptions link;
    link.optDisable = parsed.optDisable;
    link.denormsAreZero = parsed.denormsAreZero;
    link.noSignedZeros = parsed.noSignedZeros;
    link.unsafeMath = parsed.unsafeMath;
    link.finiteMathOnly = parsed.finiteMathOnly;
    link.fastRelaxedMath = parsed.fastRelaxedMath;
    link.quick = quick;
    LinkResult result =
        cachedLink(quick ? cacheKey("binary", {bitcode, options, "quick"})
                         : cacheKey("binary", {bitcode, options}),
                   [&](std::string& object) { return linkWithOptions({bitcode}, link, object); });
    appendBuildReport(result);
    return result;
  });
}

std::string_view imageFormatBytes(const WeftImage& descriptor) {
  const char* base = reinterpret_cast<const char*>(&descriptor);
  return {base + offsetof(WeftImage, imageType),
          offsetof(WeftImage, mipLevels) - offsetof(WeftImage, imageType)};
}

LinkResult specializeKernel(std::string_view bitcode, std::string_view options, bool linkOptions,
                            const std::string& kernel,
                            const std::vector<ImageArgumentFormat>& formats,
                            unsigned lanesDimension, bool scalarTail) {
  return onBuildThread<LinkResult>([&] {
    BuildOptions parsed;
    std::string error =
        linkOptions ? parseLinkOptions(options, parsed) : parseCompileOptions(options, parsed);
    if (!error.empty())
      return failure(Status::InvalidOptions, std::move(error));
    if (lanesDimension > 2)
      return failure(Status::InvalidOptions, "no dimension " + std::to_string(lanesDimension));
    parsed.lanesDimension = lanesDimension;
    parsed.quick = parsed.scalarTail = scalarTail;
    // A specialization is an executable of its own: it would hold a second copy of the program's
    // variables, which the launches of the generic code neither see nor change.
    if (sharesMutableVariables(bitcode))
      return failure(Status::LinkFailed,
                     "the program has variables its launches share, held by its own code");
    std::string bindings; // each image argument's index and format
    for (const ImageArgumentFormat& format : formats) {
      bindings.append(reinterpret_cast<const char*>(&format.argIndex), sizeof format.argIndex);
      bindings.append(imageFormatBytes(format.descriptor));
    }
    const std::string key =
        cacheKey("specialize", {bitcode, options, linkOptions ? "link" : "build", kernel, bindings,
                                std::to_string(lanesDimension), scalarTail ? "tail" : ""});
    return cachedLink(key, [&](std::string& object) {
      std::string log;
      std::vector<KernelInfo> kernels;
      std::vector<CodePart> parts(1);
      parts[0].kernels = {kernel};
      parts[0].native = true;
      if (!buildKernelsFromBitcode(bitcode, parsed, {kernel}, &formats, kernels, parts[0].code,
                                   log))
        return failure(Status::LinkFailed, log);
      object = packParts(std::move(parts));
      LinkResult result;
      result.executable = loadExecutable(object, std::move(kernels), log);
      if (!result.executable)
        return failure(Status::LinkFailed, log);
      result.log = std::move(log);
      return result;
    });
  });
}

} // namespace weft::compiler
