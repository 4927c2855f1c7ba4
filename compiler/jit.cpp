// Native code with ORC's LLJIT, one instance per Executable so that a program's code lives and
// dies with it (DESIGN.md §7.4).
#include "compiler/byte_stream.hpp"
#include "compiler/host_symbols.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/stages.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/ExecutionEngine/Orc/CompileUtils.h>
#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/ExecutionEngine/Orc/RTDyldObjectLinkingLayer.h>
#include <llvm/ExecutionEngine/Orc/ThreadSafeModule.h>
#include <llvm/ExecutionEngine/RTDyldMemoryManager.h>
#include <llvm/IR/DiagnosticInfo.h>
#include <llvm/IR/DiagnosticPrinter.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/LegacyPassManager.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Host.h>
#include <llvm/Support/Memory.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Support/Process.h>

#include <unordered_map>

namespace weft::compiler {
namespace {

/// Memory for one object's sections in one mapping: code, then read-only data, then writable data.
/// Code reaches the object's data PC-relative (the small code model: within 2 GiB), so they must
/// lie together; LLVM's SectionMemoryManager maps each section where it fits, and in a process
/// that has used and freed a lot of memory a large program-scope variable can land gigabytes away
/// from its code, where RuntimeDyld truncates the relocation without a word. RuntimeDyld says what
/// the object needs (its sections, stubs and GOT) before it allocates any.
class ObjectMemory final : public llvm::RTDyldMemoryManager {
public:
  ObjectMemory() = default;
  ObjectMemory(const ObjectMemory&) = delete;
  ObjectMemory& operator=(const ObjectMemory&) = delete;
  ~ObjectMemory() override {
    if (m_block.base())
      llvm::sys::Memory::releaseMappedMemory(m_block);
  }

  bool needsToReserveAllocationSpace() override { return true; }

  void reserveAllocationSpace(uintptr_t codeSize, uint32_t codeAlign, uintptr_t readOnlySize,
                              uint32_t readOnlyAlign, uintptr_t writableSize,
                              uint32_t writableAlign) override {
    const size_t page = llvm::sys::Process::getPageSizeEstimate();
    // A page of slack in each part: RuntimeDyld's sizes already hold every section aligned.
    auto part = [&](uintptr_t bytes, uint32_t align) {
      return llvm::alignTo(bytes + std::max<uint32_t>(align, 1), page) + page;
    };
    const size_t code = part(codeSize, codeAlign), readOnly = part(readOnlySize, readOnlyAlign),
                 writable = part(writableSize, writableAlign);
    std::error_code error;
    m_block = llvm::sys::Memory::allocateMappedMemory(
        code + readOnly + writable, nullptr,
        llvm::sys::Memory::MF_READ | llvm::sys::Memory::MF_WRITE, error);
    if (error || !m_block.base())
      return; // every allocation then fails, and the link reports it
    auto* base = static_cast<uint8_t*>(m_block.base());
    m_parts[Code] = {base, base, code};
    m_parts[ReadOnly] = {base + code, base + code, readOnly};
    m_parts[Writable] = {base + code + readOnly, base + code + readOnly, writable};
  }

  uint8_t* allocateCodeSection(uintptr_t size, unsigned align, unsigned, llvm::StringRef) override {
    return take(Code, size, align);
  }

  uint8_t* allocateDataSection(uintptr_t size, unsigned align, unsigned, llvm::StringRef,
                               bool readOnly) override {
    return take(readOnly ? ReadOnly : Writable, size, align);
  }

  bool finalizeMemory(std::string* error) override {
    if (!m_block.base())
      return fail(error, "no memory was reserved for the object");
    const auto protect = [&](const Part& part, unsigned flags) {
      return !llvm::sys::Memory::protectMappedMemory(llvm::sys::MemoryBlock(part.begin, part.size),
                                                     flags);
    };
    if (!protect(m_parts[Code], llvm::sys::Memory::MF_READ | llvm::sys::Memory::MF_EXEC) ||
        !protect(m_parts[ReadOnly], llvm::sys::Memory::MF_READ))
      return fail(error, "cannot protect the object's memory");
    llvm::sys::Memory::InvalidateInstructionCache(m_parts[Code].begin, m_parts[Code].size);
    return false;
  }

private:
  enum Kind { Code, ReadOnly, Writable };
  struct Part {
    uint8_t* begin = nullptr;
    uint8_t* next = nullptr;
    size_t size = 0;
  };

  /// `size` bytes of `kind`'s part, or null when the reservation has no room (the link fails).
  uint8_t* take(Kind kind, uintptr_t size, unsigned align) {
    Part& part = m_parts[kind];
    if (!part.begin)
      return nullptr;
    const uintptr_t at =
        llvm::alignTo(reinterpret_cast<uintptr_t>(part.next), std::max<unsigned>(align, 1));
    const uintptr_t end = reinterpret_cast<uintptr_t>(part.begin) + part.size;
    if (at > end || size > end - at)
      return nullptr;
    part.next = reinterpret_cast<uint8_t*>(at + size);
    return reinterpret_cast<uint8_t*>(at);
  }

  static bool fail(std::string* error, const char* what) {
    if (error)
      *error = what;
    return true;
  }

  llvm::sys::MemoryBlock m_block;
  Part m_parts[3];
};

class JitExecutable final : public Executable {
public:
  JitExecutable(std::unique_ptr<llvm::orc::LLJIT> jit, std::vector<KernelInfo> kernels)
      : m_jit(std::move(jit)), m_kernels(std::move(kernels)) {}

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
  // A process whose first build is served from the disk cache has compiled nothing, so nothing
  // has registered the target yet.
  initializeNativeTarget();
  const TargetInfo& host = hostTarget();
  llvm::orc::JITTargetMachineBuilder machine{llvm::Triple(llvm::sys::getProcessTriple())};
  machine.setCPU(host.cpuName);
  llvm::SmallVector<llvm::StringRef, 64> features;
  llvm::StringRef(host.features).split(features, ',', -1, false);
  machine.addFeatures(std::vector<std::string>(features.begin(), features.end()));
  machine.setCodeGenOptLevel(compat::kCodeGenDefault);
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(machine))
                 // Kernels have no static constructors; the generic platform would want the
                 // C++ runtime's atexit from the process.
                 .setPlatformSetUp(llvm::orc::setUpInactivePlatform)
                 .setObjectLinkingLayerCreator(
                     [](llvm::orc::ExecutionSession& session, const llvm::Triple&) {
                       return std::make_unique<llvm::orc::RTDyldObjectLinkingLayer>(
                           session, [] { return std::make_unique<ObjectMemory>(); });
                     })
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

/// A JIT holding `objects`, with every work-group function resolved; null and a log line when
/// they cannot be linked.
std::unique_ptr<JitExecutable> linkObjects(const std::vector<std::string_view>& objects,
                                           std::vector<KernelInfo> infos, std::string& log) {
  auto jit = createJit();
  if (!jit) {
    log += "error: cannot create the JIT: " + llvm::toString(jit.takeError()) + "\n";
    return nullptr;
  }
  auto executable = std::make_unique<JitExecutable>(std::move(*jit), std::move(infos));
  for (std::string_view object : objects) {
    auto buffer = llvm::MemoryBuffer::getMemBufferCopy(
        llvm::StringRef(object.data(), object.size()), "weft-kernels");
    if (llvm::Error error = executable->jit().addObjectFile(std::move(buffer))) {
      log += "error: " + llvm::toString(std::move(error)) + "\n";
      return nullptr;
    }
  }
  if (llvm::Error error = executable->resolveEntryPoints()) {
    log += "error: the code cannot be linked: " + llvm::toString(std::move(error)) + "\n";
    return nullptr;
  }
  return executable;
}

} // namespace

bool generateObject(llvm::Module& module, std::string& object, std::string& log) {
  std::string error;
  std::unique_ptr<llvm::TargetMachine> target = createHostTargetMachine(error);
  if (!target) {
    log += "error: no target for the host: " + error + "\n";
    return false;
  }
  // Code is generated here rather than inside the JIT, so that the object can be kept in the
  // kernel cache. The backend reports what it cannot compile through the context.
  std::string codeGenerationLog;
  llvm::LLVMContext& context = module.getContext();
  const auto previousHandler = context.getDiagnosticHandlerCallBack();
  void* previousLog = context.getDiagnosticContext();
  context.setDiagnosticHandlerCallBack(collectCodeGenerationDiagnostic, &codeGenerationLog);
  llvm::orc::SimpleCompiler compile(*target);
  auto buffer = compile(module);
  context.setDiagnosticHandlerCallBack(previousHandler, previousLog);
  log += codeGenerationLog;
  if (!buffer) {
    log += "error: code generation failed: " + llvm::toString(buffer.takeError()) + "\n";
    return false;
  }
  if (!codeGenerationLog.empty())
    return false;
  object.assign((*buffer)->getBufferStart(), (*buffer)->getBufferSize());
  return true;
}

std::string packObjects(const std::vector<std::string>& objects) {
  std::string packed;
  ByteWriter out(packed);
  out.put(static_cast<uint32_t>(objects.size()));
  for (const std::string& object : objects)
    out.putString(object);
  return packed;
}

bool emitAssembly(llvm::Module& module, std::string& assembly, std::string& log) {
  std::string error;
  std::unique_ptr<llvm::TargetMachine> target = createHostTargetMachine(error);
  if (!target) {
    log += "error: no target for the host: " + error + "\n";
    return false;
  }
  llvm::raw_string_ostream out(assembly);
  llvm::buffer_ostream buffered(out);
  llvm::legacy::PassManager passes;
  if (target->addPassesToEmitFile(passes, buffered, nullptr, compat::kAssemblyFile)) {
    log += "error: the host target cannot emit assembly\n";
    return false;
  }
  passes.run(module);
  return true;
}

std::unique_ptr<Executable> loadExecutable(std::string_view packed, std::vector<KernelInfo> infos,
                                           std::string& log) {
  ByteReader in(packed);
  const uint32_t count = in.get<uint32_t>();
  std::vector<std::string_view> objects;
  for (uint32_t i = 0; i < count && !in.failed(); ++i)
    objects.push_back(in.getRaw(in.get<uint64_t>()));
  if (!in.finished() || objects.empty()) {
    log += "error: the object code is corrupt\n";
    return nullptr;
  }
  return linkObjects(objects, std::move(infos), log);
}

} // namespace weft::compiler
