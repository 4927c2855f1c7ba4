// Native code with ORC's LLJIT, one instance per Executable so that a program's code lives and
// dies with it (DESIGN.md §7.4).
#include "compiler/build_thread.hpp"
#include "compiler/byte_stream.hpp"
#include "compiler/host_symbols.hpp"
#include "compiler/kernel_cache.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/stages.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/Bitcode/BitcodeReader.h>
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

#include <algorithm>
#include <mutex>
#include <optional>
#include <unordered_map>
#include <unordered_set>

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

/// A program's code in parts (host_build.cpp), each linked into the program's JIT when one of its
/// kernels is first asked for, its native code generated then (or found in the kernel cache). A
/// build optimizes every kernel, which is where what a source can get wrong shows, and leaves
/// code generation, most of a cold build, to the kernels the application creates: bench/'s medium
/// program spends 60% of its instructions there, and an application that builds many kernels and
/// runs a few (a computer-vision library's modules) pays for the few.
class JitExecutable final : public Executable {
public:
  JitExecutable(std::unique_ptr<llvm::orc::LLJIT> jit, std::vector<KernelInfo> kernels,
                std::vector<CodePart> parts)
      : m_jit(std::move(jit)), m_kernels(std::move(kernels)) {
    for (CodePart& code : parts) {
      for (const std::string& kernel : code.kernels)
        m_partOf.emplace(kernel, m_parts.size());
      m_parts.push_back(Part{std::move(code)});
    }
  }

  const std::vector<KernelInfo>& kernels() const override { return m_kernels; }

  WorkGroupFn workGroupFunction(std::string_view kernelName) const override {
    const std::string name(kernelName);
    if (WorkGroupFn function = find(name))
      return function;
    auto part = m_partOf.find(name);
    if (part == m_partOf.end())
      return nullptr;
    generate({part->second});
    return find(name);
  }

  void prepare() const override {
    std::vector<size_t> pending;
    {
      std::lock_guard<std::mutex> lock(m_mutex);
      for (size_t i = 0; i < m_parts.size(); ++i)
        if (!m_parts[i].linked && !m_parts[i].failed)
          pending.push_back(i);
    }
    if (!pending.empty())
      generate(pending);
  }

  std::string codeGenerationLog() const override {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_log;
  }

private:
  struct Part {
    CodePart code;       ///< not changed after construction: build threads read it unlocked
    bool linked = false; ///< under m_mutex
    bool failed = false; ///< under m_mutex: not tried again
  };

  WorkGroupFn find(const std::string& name) const {
    std::lock_guard<std::mutex> lock(m_mutex);
    auto it = m_entryPoints.find(name);
    return it == m_entryPoints.end() ? nullptr : it->second;
  }

  /// The native code of the parts `pending`: their own objects, the kernel cache's, or made on
  /// build threads in parallel (the thread waiting here may be the application's, with a small
  /// stack and no crash recovery); each then linked unless another thread has linked it meanwhile.
  void generate(const std::vector<size_t>& pending) const {
    std::vector<std::string> objects(pending.size()), logs(pending.size());
    std::vector<char> made(pending.size(), 0);
    std::vector<size_t> missing; // indices into `pending`
    for (size_t k = 0; k < pending.size(); ++k) {
      const CodePart& part = m_parts[pending[k]].code;
      if (part.native) {
        objects[k] = part.code;
        made[k] = 1;
      } else if (std::optional<std::string> cached = cachedObject(part.key)) {
        objects[k] = std::move(*cached);
        made[k] = 1;
      } else {
        missing.push_back(k);
      }
    }
    std::string error;
    if (!missing.empty())
      runBuildJob(
          [&] {
            runInParallel(missing.size(), [&](size_t i) {
              const size_t k = missing[i];
              made[k] = generateCode(m_parts[pending[k]].code, objects[k], logs[k]);
            });
          },
          error);
    std::lock_guard<std::mutex> lock(m_mutex);
    for (size_t k = 0; k < pending.size(); ++k) {
      Part& part = m_parts[pending[k]];
      if (part.linked || part.failed)
        continue;
      if (!made[k]) {
        part.failed = true;
        m_log += logs[k] + (error.empty() ? "" : error + "\n");
        continue;
      }
      part.linked = link(part.code, objects[k]);
      part.failed = !part.linked;
    }
  }

  /// `part`'s object generated from its bitcode, and kept in the kernel cache.
  static bool generateCode(const CodePart& part, std::string& object, std::string& log) {
    llvm::LLVMContext context;
    context.setDiagnosticHandlerCallBack(collectDiagnostic, &log);
    auto module = llvm::parseBitcodeFile(
        llvm::MemoryBufferRef(llvm::StringRef(part.code.data(), part.code.size()), "part"),
        context);
    if (!module) {
      log += "error: invalid bitcode: " + llvm::toString(module.takeError()) + "\n";
      return false;
    }
    if (!generateObject(**module, object, log))
      return false;
    storeObject(part.key, object);
    return true;
  }

  /// Adds `object` to the JIT and finds the work-group functions of the kernels in `part`; under
  /// m_mutex.
  bool link(const CodePart& part, const std::string& object) const {
    auto buffer = llvm::MemoryBuffer::getMemBufferCopy(object, "weft-kernels");
    if (llvm::Error error = m_jit->addObjectFile(std::move(buffer))) {
      m_log += "error: " + llvm::toString(std::move(error)) + "\n";
      return false;
    }
    for (const std::string& kernel : part.kernels) {
      auto address = m_jit->lookup(workGroupFunctionName(kernel));
      if (!address) {
        m_log += "error: the code cannot be linked: " + llvm::toString(address.takeError()) + "\n";
        return false;
      }
      m_entryPoints[kernel] = address->toPtr<WorkGroupFn>();
    }
    return true;
  }

  std::unique_ptr<llvm::orc::LLJIT> m_jit; ///< under m_mutex
  std::vector<KernelInfo> m_kernels;
  mutable std::vector<Part> m_parts;
  std::unordered_map<std::string, size_t> m_partOf;
  mutable std::mutex m_mutex;
  mutable std::unordered_map<std::string, WorkGroupFn> m_entryPoints;
  mutable std::string m_log;
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
  // The JIT only links objects (generateObject made them): given the layout, and a compiler for
  // IR that makes its TargetMachine only if IR ever came, it makes none of its own (two per
  // program otherwise, one of them for the layout alone).
  std::string error;
  HostTargetMachine target = createHostTargetMachine(error);
  if (!target)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "no target for the host: %s",
                                   error.c_str());
  auto jit = llvm::orc::LLJITBuilder()
                 .setJITTargetMachineBuilder(std::move(machine))
                 .setDataLayout(target->createDataLayout())
                 .setCompileFunctionCreator(
                     [](llvm::orc::JITTargetMachineBuilder builder)
                         -> llvm::Expected<std::unique_ptr<llvm::orc::IRCompileLayer::IRCompiler>> {
                       return std::make_unique<llvm::orc::ConcurrentIRCompiler>(std::move(builder));
                     })
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

} // namespace

bool generateObject(llvm::Module& module, std::string& object, std::string& log) {
  std::string error;
  HostTargetMachine target = createHostTargetMachine(error);
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

std::string packParts(std::vector<CodePart> parts) {
  std::string packed;
  ByteWriter out(packed);
  out.put(static_cast<uint32_t>(parts.size()));
  for (CodePart& part : parts) {
    // Hashed once here rather than at every lookup of a program served from the cache.
    if (!part.native && part.key.empty())
      part.key = cacheKey("object", {part.code});
    out.put(static_cast<uint8_t>(part.native));
    out.put(static_cast<uint32_t>(part.kernels.size()));
    for (const std::string& kernel : part.kernels)
      out.putString(kernel);
    out.putString(part.code);
    out.putString(part.key);
  }
  return packed;
}

bool emitAssembly(llvm::Module& module, std::string& assembly, std::string& log) {
  std::string error;
  HostTargetMachine target = createHostTargetMachine(error);
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
  std::vector<CodePart> parts;
  std::unordered_set<std::string> held; // every kernel in some part
  for (uint32_t i = 0; i < count && !in.failed(); ++i) {
    CodePart part;
    part.native = in.get<uint8_t>() != 0;
    const uint32_t kernels = in.get<uint32_t>();
    for (uint32_t k = 0; k < kernels && !in.failed(); ++k) {
      part.kernels.push_back(in.getString());
      held.insert(part.kernels.back());
    }
    part.code = in.getString();
    part.key = in.getString();
    parts.push_back(std::move(part));
  }
  const bool complete = std::all_of(infos.begin(), infos.end(),
                                    [&](const KernelInfo& info) { return held.count(info.name); });
  if (!in.finished() || parts.empty() || !complete) {
    log += "error: the object code is corrupt\n";
    return nullptr;
  }
  auto jit = createJit();
  if (!jit) {
    log += "error: cannot create the JIT: " + llvm::toString(jit.takeError()) + "\n";
    return nullptr;
  }
  return std::make_unique<JitExecutable>(std::move(*jit), std::move(infos), std::move(parts));
}

} // namespace weft::compiler
