// A program's kernels compiled to native code in parts, on several threads (DESIGN.md §7.4).
//
// Optimizing and generating code is most of a cold build, and a program's kernels do not depend on
// each other once each has its own work-group function. So a program with several kernels is cut
// into parts (a few per thread, each thread taking the next costliest as it comes free), each part
// reads the linked program into an LLVMContext of its own (contexts are what LLVM lets threads use
// side by side), keeps its kernels and what they call, and becomes one object file. The JIT links
// the objects into one executable.
#include "common/settings.hpp"
#include "compiler/build_thread.hpp"
#include "compiler/pipeline.hpp"
#include "compiler/stages.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/Bitcode/BitcodeReader.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/MemoryBuffer.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <exception>
#include <functional>
#include <thread>
#include <unordered_map>

namespace weft::compiler {
namespace {

constexpr unsigned kMaxThreads = 16;
/// Parts a program is cut into per build thread (at most one per kernel).
constexpr unsigned kPartsPerThread = 4;
/// The SPIR address space of __local variables: each belongs to the one kernel that declares it.
constexpr unsigned kLocalAddressSpace = 3;

/// Threads a build may use: WEFT_BUILD_THREADS when set to a positive number, else one per
/// hardware thread.
unsigned buildThreads() {
  if (const char* value = weft::setting(weft::Setting::BuildThreads); value && *value) {
    char* end = nullptr;
    const unsigned long threads = std::strtoul(value, &end, 10);
    if (*end == '\0' && threads >= 1)
      return static_cast<unsigned>(std::min<unsigned long>(threads, kMaxThreads));
  }
  return std::clamp(std::thread::hardware_concurrency(), 1U, kMaxThreads);
}

/// Roughly what building `function` costs: its instructions and, for every call, the callee's
/// cost again, since every call is inlined. A recursive call adds nothing (it is an error later).
class BuildCost {
public:
  size_t of(const llvm::Function& function) {
    if (function.isDeclaration())
      return 0;
    auto [it, inserted] = m_costs.try_emplace(&function, 0);
    if (!inserted)
      return it->second;
    size_t cost = 0;
    for (const llvm::Instruction& instruction : llvm::instructions(function)) {
      ++cost;
      if (auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction))
        if (const llvm::Function* callee = call->getCalledFunction())
          cost += of(*callee);
    }
    m_costs[&function] = cost;
    return cost;
  }

private:
  llvm::DenseMap<const llvm::Function*, size_t> m_costs;
};

struct Part {
  std::vector<std::string> kernels;
  size_t cost = 0;
  std::vector<KernelInfo> infos;
  std::string code; ///< the optimized module as bitcode
  std::string log;
  bool ok = false;
};

/// The kernels of `program`, in its order.
std::vector<const llvm::Function*> kernelsOf(const llvm::Module& program) {
  std::vector<const llvm::Function*> kernels;
  for (const llvm::Function& function : program)
    if (!function.isDeclaration() && function.getCallingConv() == llvm::CallingConv::SPIR_KERNEL)
      kernels.push_back(&function);
  return kernels;
}

/// At most `count` parts of about equal cost: the costliest kernel first, each into the part
/// that costs least so far. The parts come out costliest first.
std::vector<Part> planParts(const std::vector<const llvm::Function*>& kernels, unsigned count) {
  BuildCost cost;
  std::vector<std::pair<size_t, const llvm::Function*>> byCost;
  for (const llvm::Function* kernel : kernels)
    byCost.emplace_back(cost.of(*kernel), kernel);
  std::stable_sort(byCost.begin(), byCost.end(),
                   [](const auto& a, const auto& b) { return a.first > b.first; });
  std::vector<Part> parts(std::min<size_t>(count, kernels.size()));
  for (const auto& [kernelCost, kernel] : byCost) {
    Part& cheapest = *std::min_element(
        parts.begin(), parts.end(), [](const Part& a, const Part& b) { return a.cost < b.cost; });
    cheapest.kernels.push_back(kernel->getName().str());
    cheapest.cost += kernelCost;
  }
  std::stable_sort(parts.begin(), parts.end(),
                   [](const Part& a, const Part& b) { return a.cost > b.cost; });
  return parts;
}

/// The kernels `only` of a linked program read into `context` and optimized for the host; null,
/// with the log, when they cannot be built.
std::unique_ptr<llvm::Module> compileKernels(llvm::LLVMContext& context, std::string_view bitcode,
                                             const BuildOptions& options,
                                             const std::vector<std::string>& only,
                                             const std::vector<ImageArgumentFormat>* formats,
                                             std::vector<KernelInfo>& infos, std::string& log) {
  context.setDiagnosticHandlerCallBack(collectDiagnostic, &log);
  auto module = llvm::parseBitcodeFile(
      llvm::MemoryBufferRef(llvm::StringRef(bitcode.data(), bitcode.size()), "program"), context);
  if (!module) {
    log += "error: invalid bitcode: " + llvm::toString(module.takeError()) + "\n";
    return nullptr;
  }
  std::string error;
  HostTargetMachine target = createHostTargetMachine(error);
  if (!target) {
    log += "error: no target for the host: " + error + "\n";
    return nullptr;
  }
  BuildOptions effective = options;
  effective.optDisable = options.optDisable || hasOptDisableFlag(**module);
  if (!compileForHost(**module, *target, effective, infos, log, &only, formats))
    return nullptr;
  return std::move(*module);
}

/// One part, start to end, in a context of its own.
void buildPart(std::string_view bitcode, const BuildOptions& options, Part& part) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module =
      compileKernels(context, bitcode, options, part.kernels, nullptr, part.infos, part.log);
  part.ok = module != nullptr;
  if (module)
    part.code = moduleBitcode(*module);
}

} // namespace

void runInParallel(size_t count, const std::function<void(size_t)>& body) {
  const unsigned workers = std::min<size_t>(buildThreads(), count);
  std::atomic<size_t> next{0};
  const auto work = [&] {
    for (size_t i = next++; i < count; i = next++)
      body(i);
  };
  // Helpers run on build threads, which catch what a part throws; the first thrown is thrown again
  // here once every part has finished. Memory running out here throws rather than jumping, so
  // that no helper is left running on this frame's data.
  std::vector<BuildTask> helpers;
  size_t started = 0;
  std::exception_ptr thrown;
  {
    NoJumpScope noJump;
    try {
      helpers.resize(workers > 0 ? workers - 1 : 0);
      for (BuildTask& helper : helpers) {
        helper.body = work;
        startBuildTask(helper);
        ++started;
      }
      BuildTask own;
      own.body = work;
      runBuildTaskHere(own); // jumps, where it may, land inside it
      thrown = own.thrown;
    } catch (...) {
      thrown = std::current_exception();
    }
    for (size_t i = 0; i < started; ++i)
      finishBuildTask(helpers[i]);
  }
  if (thrown)
    std::rethrow_exception(thrown);
  for (size_t i = 0; i < started; ++i)
    if (helpers[i].thrown)
      std::rethrow_exception(helpers[i].thrown);
}

bool hasSharedMutableVariables(const llvm::Module& program) {
  for (const llvm::GlobalVariable& variable : program.globals())
    if (!variable.isConstant() && variable.getAddressSpace() != kLocalAddressSpace)
      return true;
  return false;
}

bool buildKernelsFromBitcode(std::string_view bitcode, const BuildOptions& options,
                             const std::vector<std::string>& only,
                             const std::vector<ImageArgumentFormat>* formats,
                             std::vector<KernelInfo>& infos, std::string& object,
                             std::string& log) {
  llvm::LLVMContext context;
  std::unique_ptr<llvm::Module> module =
      compileKernels(context, bitcode, options, only, formats, infos, log);
  return module && generateObject(*module, object, log);
}

bool buildHostCode(llvm::Module& program, std::string_view bitcode, const BuildOptions& options,
                   std::vector<KernelInfo>& kernels, std::vector<CodePart>& parts,
                   std::string& log) {
  const std::vector<const llvm::Function*> programKernels = kernelsOf(program);
  const unsigned threads = buildThreads();
  if (threads == 1 || programKernels.size() < 2 || hasSharedMutableVariables(program)) {
    // One part: the program already in memory is the part's module.
    std::string error;
    HostTargetMachine target = createHostTargetMachine(error);
    if (!target) {
      log += "error: no target for the host: " + error + "\n";
      return false;
    }
    if (!compileForHost(program, *target, options, kernels, log))
      return false;
    CodePart part;
    for (const KernelInfo& kernel : kernels)
      part.kernels.push_back(kernel.name);
    part.code = moduleBitcode(program);
    parts.push_back(std::move(part));
    return true;
  }

  // More parts than threads, taken costliest first by whichever thread is free: the cost
  // estimate misjudges the kernels' vectorized copies (Black-Scholes, counted as 1.7x the other
  // six kernels of bench/'s medium program, builds in half their time), and parts taken as
  // threads come free even that out.
  std::vector<Part> built = planParts(programKernels, threads * kPartsPerThread);
  runInParallel(built.size(), [&](size_t i) { buildPart(bitcode, options, built[i]); });

  bool ok = true;
  std::unordered_map<std::string, KernelInfo> infos;
  for (Part& part : built) {
    log += part.log;
    ok = ok && part.ok;
    for (KernelInfo& info : part.infos)
      infos.emplace(info.name, std::move(info));
    CodePart code;
    code.kernels = std::move(part.kernels);
    code.code = std::move(part.code);
    parts.push_back(std::move(code));
  }
  if (!ok)
    return false;
  for (const llvm::Function* kernel : programKernels)
    kernels.push_back(std::move(infos.at(kernel->getName().str())));
  return true;
}

} // namespace weft::compiler
