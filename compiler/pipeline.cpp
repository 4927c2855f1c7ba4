// The order of the steps, each with the reason it stands where it does.
#include "compiler/pipeline.hpp"

#include "common/settings.hpp"
#include "compiler/atomic_lowering.hpp"
#include "compiler/barrier_regions.hpp"
#include "compiler/clamp_versioning.hpp"
#include "compiler/division_guard.hpp"
#include "compiler/fast_divide.hpp"
#include "compiler/group_counts.hpp"
#include "compiler/group_prefetch.hpp"
#include "compiler/half_widening.hpp"
#include "compiler/kernel_metadata.hpp"
#include "compiler/llvm_compat.hpp"
#include "compiler/local_memory.hpp"
#include "compiler/parallel_loop.hpp"
#include "compiler/printf_lowering.hpp"
#include "compiler/retarget.hpp"
#include "compiler/spmd_vectorizer.hpp"
#include "compiler/streaming_stores.hpp"
#include "compiler/table_lookup.hpp"
#include "compiler/work_group_function.hpp"
#include "compiler/work_item_builtins.hpp"

#include <llvm/Analysis/BlockFrequencyInfo.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PassInstrumentation.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/PatternMatch.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Passes/PassBuilder.h>
#include <llvm/Support/FileSystem.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/Target/TargetMachine.h>
#include <llvm/Transforms/IPO/AlwaysInliner.h>
#include <llvm/Transforms/IPO/GlobalDCE.h>
#include <llvm/Transforms/InstCombine/InstCombine.h>
#include <llvm/Transforms/Scalar/EarlyCSE.h>
#include <llvm/Transforms/Scalar/LowerExpectIntrinsic.h>
#include <llvm/Transforms/Scalar/Reassociate.h>
#include <llvm/Transforms/Scalar/SROA.h>
#include <llvm/Transforms/Scalar/Scalarizer.h>
#include <llvm/Transforms/Scalar/SimplifyCFG.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdlib>
#include <memory>
#include <set>
#include <string_view>

namespace weft::compiler {
namespace {

/// Vectors of work-items per step of the x loop while enough remain: four independent
/// work-items' chains of dependent operations side by side (a polynomial, an accumulation) keep
/// the FMA units busy where one vector would wait on each result (Mandelbrot 1.6x, the naive
/// matrix multiply 2x, the float polynomial 1.9x faster than one vector per step).
constexpr unsigned kInterleave = 4;
/// Vectors per step in a kernel split at its barriers (see where it is used).
constexpr unsigned kRegionInterleave = 2;
/// Rows of work-items per step in groups one vector wide (16x16 tiles): eight rows' independent
/// accumulators keep both FMA units busy (four rows leave the k loop waiting on each FMA's
/// latency), and one step's setup serves eight rows. The tiled matrix multiply: 28 GFLOP/s one
/// row per step; on one core 33 with four rows, 44 with eight.
constexpr unsigned kRows = 8;
/// Iterations ahead a group's loop prefetches, once the group's work-items are all in one step
/// (addLoopPrefetches): such an iteration does the whole group's work (a tiled multiply's tile:
/// 16 rows of B loaded, 16 FMAs on each of 16 rows), where a work-item loop's does one
/// work-item's. The tiled matrix multiply, N=1024, 2-core Xeon VM, medians of ten rounds in each
/// of four processes per setting, alternating: 75-93 GFLOP/s with no prefetch ahead, 93-113 one
/// tile ahead into the L2 cache, 80-107 into the L1; two tiles ahead 83-90 (a first run with the
/// prefetch written into the kernel: sixteen tiles ahead, the work-item loops' distance, gained
/// nothing).
constexpr uint64_t kWholeGroupIterationsAhead = 1;

/// A vector of double work-items fills two machine registers where one of floats fills one, so
/// four of them per step hold every value in eight of AVX-512's 32 registers: a long double
/// computation spills. Above this many double-valued instructions in the hot blocks, two vectors
/// per step (Black-Scholes in double with erfc: 90 -> 150 Mopt/s; the tgamma, lgamma, pow and
/// fmod row: 63 -> 80 Mval/s); shorter ones keep four (double exp and log: 188 at four, 138 at
/// two; double sin and cos, equal).
constexpr unsigned kLongDoubleCode = 150;

/// |x c| for a negative constant c becomes |x (-c)|, the same value: the cumulative normals of d
/// and -d (erfc(-d k) and erfc(d k), erfc taking |x| first) then compute one |x|, and the rest of
/// the two calls is common code for CSE to share (the double Black-Scholes: four erfc become
/// two). InstCombine folds |-x| but not the sign of a product's constant.
bool dropSignsUnderFabs(llvm::Function& function) {
  using namespace llvm::PatternMatch;
  bool changed = false;
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    llvm::Value* x = nullptr;
    const llvm::APFloat* c = nullptr;
    auto* product = llvm::dyn_cast_or_null<llvm::Instruction>(
        match(&instruction, m_FAbs(m_Value())) ? instruction.getOperand(0) : nullptr);
    if (!product || !match(product, m_FMul(m_Value(x), m_APFloat(c))) || !c->isNegative())
      continue;
    llvm::APFloat positive = *c;
    positive.changeSign();
    llvm::IRBuilder<> builder(product);
    auto* flipped = llvm::cast<llvm::Instruction>(
        builder.CreateFMul(x, llvm::ConstantFP::get(product->getType(), positive)));
    flipped->copyIRFlags(product);
    instruction.setOperand(0, flipped);
    changed = true;
  }
  return changed;
}

/// The instructions of `function` whose value is a double or a vector of doubles, in blocks that
/// run at least 1/64 as often as its hottest: the library's rare paths (behind __builtin_expect,
/// such as float sin's double reduction of huge arguments) hold no registers in the steps that
/// jump over them.
unsigned hotDoubleInstructions(llvm::Function& function, llvm::FunctionAnalysisManager& analyses) {
  const auto& frequencies = analyses.getResult<llvm::BlockFrequencyAnalysis>(function);
  uint64_t hottest = 0;
  for (const llvm::BasicBlock& block : function)
    hottest = std::max(hottest, frequencies.getBlockFreq(&block).getFrequency());
  unsigned count = 0;
  for (const llvm::BasicBlock& block : function) {
    if (frequencies.getBlockFreq(&block).getFrequency() < hottest / 64)
      continue;
    for (const llvm::Instruction& instruction : block)
      count += instruction.getType()->getScalarType()->isDoubleTy();
  }
  return count;
}

/// Whether `function` adds integer vectors four terms deep or more (an add of an add of an add):
/// the rounds of a hash on a kernel's own vectors, once unrolled.
bool hasDeepVectorSums(const llvm::Function& function) {
  auto vectorAdd = [](const llvm::Value* value) -> const llvm::BinaryOperator* {
    const auto* add = llvm::dyn_cast<llvm::BinaryOperator>(value);
    return add && add->getOpcode() == llvm::Instruction::Add && add->getType()->isVectorTy()
               ? add
               : nullptr;
  };
  for (const llvm::BasicBlock& block : function)
    for (const llvm::Instruction& instruction : block)
      if (const auto* add = vectorAdd(&instruction))
        for (const llvm::Value* term : add->operands())
          if (const auto* inner = vectorAdd(term))
            if (vectorAdd(inner->getOperand(0)) || vectorAdd(inner->getOperand(1)))
              return true;
  return false;
}

/// LLVM's Reassociate once more after loops are fully unrolled, for functions with deep sums of
/// integer vectors. The standard pipeline reassociates before unrolling, in the loop body, where
/// a round's terms all look alike. Unrolled, the terms a round has early (a constant, a message
/// word, a value from rounds ago) are added first and the one just computed last, which shortens
/// a hash round's dependency chain: SHA-256 on uint16 from 6 to 5 cycles a round by the chain's
/// length (GCC's order), 149 -> 173 Mcompr/s on Zen 5. Elsewhere it only moves scalar address
/// arithmetic between registers (the tiled matrix multiply's tile copy: 12 more register moves
/// per tile row, 3% slower), so other functions go without.
struct ReassociateVectorSums : llvm::PassInfoMixin<ReassociateVectorSums> {
  llvm::PreservedAnalyses run(llvm::Function& function, llvm::FunctionAnalysisManager& analyses) {
    if (!hasDeepVectorSums(function))
      return llvm::PreservedAnalyses::all();
    return llvm::ReassociatePass().run(function, analyses);
  }
};

/// A kernel with barriers in a loop (a loop over tiles) whose groups are one vector wide and as
/// many rows tall (16x16 tiles with AVX-512) also gets a work-group function without barriers
/// that runs the whole group as one vector step, used when the group has that size: no regions,
/// no work-item state, and what lives across the barriers (the tile loop's accumulators) stays in
/// registers. The tiled matrix multiply: 0.38-0.49x -> 0.47-0.52x native on two cores. A second
/// vectorized copy of the kernel costs about as much build time again, so kernels whose barriers
/// run once per group, where the regions cost little, go without.
bool wantsWholeGroup(llvm::Function& kernel, const KernelInfo& info, unsigned width) {
  const std::array<uint64_t, 3> whole{width, width, 1};
  return (info.reqdWorkGroupSize == std::array<uint64_t, 3>{0, 0, 0} ||
          info.reqdWorkGroupSize == whole) &&
         callsBarrierInLoop(kernel);
}

// The analysis managers one pass-manager run needs, wired to the host target.
struct Analyses {
  explicit Analyses(llvm::TargetMachine& target,
                    llvm::PassInstrumentationCallbacks* callbacks = nullptr)
      : builder(&target, tuning(), {}, callbacks) {
    builder.registerModuleAnalyses(modules);
    builder.registerCGSCCAnalyses(cgscc);
    builder.registerFunctionAnalyses(functions);
    builder.registerLoopAnalyses(loops);
    builder.crossRegisterProxies(loops, functions, cgscc, modules);
  }
  static llvm::PipelineTuningOptions tuning() {
    llvm::PipelineTuningOptions options;
    options.LoopVectorization = true;
    options.SLPVectorization = true;
    return options;
  }
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager cgscc;
  llvm::ModuleAnalysisManager modules;
  llvm::PassBuilder builder;
};

// Everything but the work-group functions becomes internal and always inlined: nothing outside
// the program calls it, and nothing may stand between a kernel and the vectorizer.
/// A copy of a work-group function taken before its own vectors are split (below), kept until
/// the SPMD vectorizer has answered.
struct UnsplitCopy {
  explicit UnsplitCopy(llvm::Function& original) : copy(llvm::CloneFunction(&original, map)) {}

  /// `wg`'s fields as they are in the copy (`wg` described the original when it was copied).
  WorkGroupFunction remap(const WorkGroupFunction& wg) {
    auto find = [&](llvm::Value* value) -> llvm::Value* {
      if (!value)
        return nullptr;
      auto it = map.find(value);
      return it == map.end() ? value : static_cast<llvm::Value*>(it->second);
    };
    WorkGroupFunction copied = wg;
    copied.function = copy;
    copied.ctx = llvm::cast<llvm::Argument>(find(wg.ctx));
    copied.entry = llvm::cast<llvm::BasicBlock>(find(wg.entry));
    for (size_t d = 0; d < 3; ++d) {
      copied.localId[d] = llvm::cast_or_null<llvm::PHINode>(find(wg.localId[d]));
      copied.localSize[d] = find(wg.localSize[d]);
    }
    copied.region = llvm::cast_or_null<llvm::PHINode>(find(wg.region));
    for (auto& [index, load] : copied.imageDescriptors)
      load = llvm::cast<llvm::Instruction>(find(load));
    return copied;
  }

  /// The work-group function to go on with: the copy in place of `original` (its name and
  /// uses) when `useCopy`, else `original`, the copy deleted.
  WorkGroupFunction keep(const WorkGroupFunction& original, bool useCopy) {
    if (!useCopy) {
      copy->eraseFromParent();
      return original;
    }
    copy->takeName(original.function);
    original.function->replaceAllUsesWith(copy);
    original.function->eraseFromParent();
    return wg;
  }

  llvm::ValueToValueMapTy map;
  llvm::Function* copy;
  WorkGroupFunction wg; ///< the copy's fields (remap), once the original is split
};

/// The functions kernels call (the builtin library's and the program's own), simplified before
/// they are inlined, while each is still a function of its own: the SPMD vectorizer sees the
/// kernel after little more than inlining, and a builtin's `c ? a : b` between two computed
/// values, compiled without optimization, is a branch whose arms compute them, in SIMD lanes
/// masked blocks and merges. Here such diamonds become selects, and __builtin_expect becomes
/// branch weights, which the vectorizer keeps on its skips of rare blocks (float sin's
/// reduction in double ran in every step as small blocks too cheap to skip: 144 Mval/s for
/// sin+cos, 840 now). Kernels themselves are left as written: their branches around barriers
/// and loops are what the region split and the vectorizer plan from.
void simplifyCallees(llvm::Module& module, llvm::TargetMachine& target,
                     const std::vector<llvm::Function*>& kernels) {
  Analyses analyses(target);
  llvm::FunctionPassManager passes;
  passes.addPass(llvm::SROAPass());
  passes.addPass(llvm::LowerExpectIntrinsicPass());
  passes.addPass(llvm::SimplifyCFGPass(
      llvm::SimplifyCFGOptions().needCanonicalLoops(true).hoistCommonInsts(false).sinkCommonInsts(
          false)));
  for (llvm::Function& function : module)
    if (!function.isDeclaration() &&
        std::find(kernels.begin(), kernels.end(), &function) == kernels.end())
      passes.run(function, analyses.functions);
}

/// A kernel's own vectors of this many bits or more, split into their elements, each a vector
/// of lanes: float16, int16, double8 and wider. Their work-group functions (and copies made of
/// them later) carry kSinkChains until sinkToFirstUse() runs on them after the optimizer.
constexpr uint64_t kSixteenElementBits = 512;
constexpr const char* kSinkChains = "weft-sink-chains";
/// Blocks longer than this are left as they are: each move makes the next comesBefore() number
/// the block again (a huge unrolled block would cost its length squared).
constexpr size_t kMaxSinkBlock = 2048;

/// Moves each instruction that only computes (no memory, no side effects) down to just before its
/// first use, where that use and all others are in its block and none is a phi. A float16 per
/// work-item split into lanes' vectors is sixteen chains of arithmetic, one per element; the
/// split leaves them interleaved (each operation done for all sixteen elements before the next),
/// so every chain's values are live at once: in the bench's float16 polynomial 16 values, 16
/// partial results and 9 coefficients against AVX-512's 32 registers, and the round's loop
/// spilled 57 times. Chain by chain it spills none, and the out-of-order core still overlaps the
/// chains (float16 row 78.6-88.4 -> 91.8-109 GFLOP/s on the Xeon VM; float8's 8 chains fit as
/// they are). Only for such kernels: others keep the order the optimizer left.
void sinkToFirstUse(llvm::Function& function) {
  for (llvm::BasicBlock& block : function) {
    if (block.size() > kMaxSinkBlock)
      continue;
    for (auto it = block.rbegin(); it != block.rend();) {
      llvm::Instruction& instruction = *it++; // moved below what is still to be visited
      if (instruction.isTerminator() || instruction.isEHPad() ||
          llvm::isa<llvm::PHINode>(instruction) || llvm::isa<llvm::AllocaInst>(instruction) ||
          instruction.mayHaveSideEffects() || instruction.mayReadFromMemory() ||
          instruction.use_empty())
        continue;
      llvm::Instruction* first = nullptr;
      bool local = true;
      for (llvm::User* user : instruction.users()) {
        auto* use = llvm::cast<llvm::Instruction>(user);
        if (use->getParent() != &block || llvm::isa<llvm::PHINode>(use)) {
          local = false;
          break;
        }
        if (!first || use->comesBefore(first))
          first = use;
      }
      if (local && first != instruction.getNextNode())
        instruction.moveBefore(first);
    }
  }
}

/// Everything the module defines but `keep` becomes internal, which GlobalDCE drops where unused.
void internalize(llvm::Module& module, const std::set<llvm::Function*>& keep) {
  for (llvm::Function& function : module)
    if (!function.isDeclaration() && !keep.count(&function))
      function.setLinkage(llvm::GlobalValue::InternalLinkage);
  for (llvm::GlobalVariable& variable : module.globals())
    if (!variable.isDeclaration())
      variable.setLinkage(llvm::GlobalValue::InternalLinkage);
}

void internalizeAndInline(llvm::Module& module, const std::set<llvm::Function*>& keep) {
  internalize(module, keep);
  for (llvm::Function& function : module) {
    if (function.isDeclaration() || keep.count(&function))
      continue;
    function.removeFnAttr(llvm::Attribute::NoInline);
    function.removeFnAttr(llvm::Attribute::OptimizeNone);
    function.addFnAttr(llvm::Attribute::AlwaysInline);
  }
}

// Bounds on the optimizer (issue 16). `#pragma unroll 1000000` made the unroller copy a loop a
// million times and the SLP vectorizer, quadratic in a block's length, ran for hours on the copies
// (20,000 took 35 s): a count a source asks for is capped. Whatever else grows the program past
// what a build can afford is stopped between passes: once the build has optimized for too long or
// the module has grown too large, the remaining optional passes are skipped and the build fails
// with a log line.
constexpr uint64_t kMaxUnrollCount = 1024;
constexpr uint64_t kMaxInstructions = 2'000'000;
constexpr std::chrono::seconds kMaxOptimizationTime{120};

uint64_t instructionCount(const llvm::Module& module) {
  uint64_t count = 0;
  for (const llvm::Function& function : module)
    count += function.getInstructionCount();
  return count;
}

/// Caps the unroll counts of `#pragma unroll N` and `opencl_unroll_hint(N)` (loop metadata
/// "llvm.loop.unroll.count") at kMaxUnrollCount, with a warning in the log.
void capUnrollCounts(llvm::Module& module, std::string& log) {
  llvm::LLVMContext& context = module.getContext();
  for (llvm::Function& function : module)
    for (llvm::BasicBlock& block : function) {
      llvm::Instruction* terminator = block.getTerminator();
      llvm::MDNode* loop =
          terminator ? terminator->getMetadata(llvm::LLVMContext::MD_loop) : nullptr;
      if (!loop || !loop->isDistinct())
        continue;
      for (unsigned i = 1; i < loop->getNumOperands(); ++i) {
        auto* entry = llvm::dyn_cast_or_null<llvm::MDNode>(loop->getOperand(i).get());
        if (!entry || entry->getNumOperands() != 2)
          continue;
        auto* name = llvm::dyn_cast_or_null<llvm::MDString>(entry->getOperand(0).get());
        auto* count = llvm::mdconst::dyn_extract_or_null<llvm::ConstantInt>(entry->getOperand(1));
        if (!name || name->getString() != "llvm.loop.unroll.count" || !count ||
            count->getValue().ule(kMaxUnrollCount))
          continue;
        log += "warning: a loop asks to be unrolled " + std::to_string(count->getZExtValue()) +
               " times; Weft unrolls it " + std::to_string(kMaxUnrollCount) + " times\n";
        llvm::Metadata* capped[] = {name, llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(
                                              count->getType(), kMaxUnrollCount))};
        loop->replaceOperandWith(i, llvm::MDNode::get(context, capped));
      }
    }
}

/// Watches the standard pipeline between passes (see kMaxInstructions).
class OptimizerBudget {
public:
  explicit OptimizerBudget(const llvm::Module& module) : m_module(module) {
    // A developer switch, for the tests of this budget: WEFT_OPTIMIZER_SECONDS=0 stops at once.
    if (const char* seconds = weft::setting(weft::Setting::OptimizerSeconds))
      m_deadline = m_start + std::chrono::seconds(std::strtoul(seconds, nullptr, 10));
    m_callbacks.registerShouldRunOptionalPassCallback(
        [this](llvm::StringRef, llvm::Any) { return withinBudget(); });
  }
  llvm::PassInstrumentationCallbacks* callbacks() { return &m_callbacks; }

  /// After the pipeline: false, with the reason in `log`, when the build went past a bound.
  bool check(std::string& log) {
    if (!m_reason && instructionCount(m_module) > kMaxInstructions)
      m_reason = kTooLarge;
    if (m_reason)
      log += std::string("error: ") + m_reason + "\n";
    return !m_reason;
  }

private:
  using Clock = std::chrono::steady_clock;
  static constexpr const char* kTooLarge =
      "the program grew past 2,000,000 instructions while being optimized (a loop unrolled "
      "too far?); the build stops here";
  static constexpr const char* kTooLong =
      "optimizing the program took more than the build's time; the build stops here";

  bool withinBudget() {
    if (m_reason)
      return false;
    const Clock::time_point now = Clock::now();
    if (now >= m_deadline) {
      m_reason = kTooLong;
      return false;
    }
    // Counting walks the module: once a second at most, which a module that large takes anyway.
    if (now - m_counted >= std::chrono::seconds(1)) {
      m_counted = now;
      if (instructionCount(m_module) > kMaxInstructions) {
        m_reason = kTooLarge;
        return false;
      }
    }
    return true;
  }

  const llvm::Module& m_module;
  llvm::PassInstrumentationCallbacks m_callbacks;
  const Clock::time_point m_start = Clock::now();
  Clock::time_point m_deadline = m_start + kMaxOptimizationTime;
  Clock::time_point m_counted = m_start;
  const char* m_reason = nullptr;
};

uint64_t privateMemorySize(const llvm::Function& function, const llvm::DataLayout& layout) {
  uint64_t size = 0;
  for (const llvm::Instruction& instruction : function.getEntryBlock())
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&instruction))
      if (auto bytes = alloca->getAllocationSizeInBits(layout))
        size += *bytes / 8;
  return size;
}

// WEFT_DUMP_IR=<directory>: the optimized IR of each program, named after its first kernel, for
// seeing whether and how kernels vectorized.
void dumpOptimizedIR(const llvm::Module& module, const std::vector<KernelInfo>& kernels) {
  const char* directory = weft::setting(weft::Setting::DumpIr);
  if (!directory || !*directory)
    return;
  const std::string name = kernels.empty() ? "program" : kernels.front().name;
  std::error_code error;
  llvm::raw_fd_ostream out(std::string(directory) + "/" + name + ".ll", error,
                           llvm::sys::fs::OF_Text);
  if (!error)
    module.print(out, nullptr);
}

} // namespace

bool spmdEnabled() {
  const char* value = weft::setting(weft::Setting::Spmd);
  return !value || std::string_view(value) != "0";
}

bool compileForHost(llvm::Module& module, llvm::TargetMachine& target, const BuildOptions& options,
                    std::vector<KernelInfo>& kernels, std::string& log,
                    const std::vector<std::string>* only,
                    const std::vector<ImageArgumentFormat>* formats) {
  const bool optimize = !options.optDisable;
  const bool lanes = spmdEnabled();

  // Kernels are known by their calling convention, which retargeting resets. Another part's
  // kernel goes now unless a kernel of this part calls it.
  std::vector<llvm::Function*> kernelFunctions;
  for (llvm::Function& function : llvm::make_early_inc_range(module)) {
    if (function.isDeclaration() || function.getCallingConv() != llvm::CallingConv::SPIR_KERNEL)
      continue;
    if (!only || std::find(only->begin(), only->end(), function.getName()) != only->end())
      kernelFunctions.push_back(&function);
    else if (function.use_empty())
      function.eraseFromParent();
  }
  if (only) {
    // A part starts from the whole linked program, every other part's library functions
    // included: what its kernels never reach goes before the steps below work on it (a part with
    // the one-line stamp kernel of bench/'s medium program spent 8 ms there). Everything but the
    // kernels becomes internal later anyway.
    internalize(module, {kernelFunctions.begin(), kernelFunctions.end()});
    Analyses analyses(target);
    llvm::ModulePassManager passes;
    passes.addPass(llvm::GlobalDCEPass());
    passes.run(module, analyses.modules);
  }

  // The host's data layout before anything computes a size or an offset.
  retargetToHost(module, target, options);
  markFastDivisions(module);
  capUnrollCounts(module, log);
  // Before the optimizer can reason from division by zero being undefined.
  for (llvm::Function& function : module)
    guardIntegerDivision(function);
  if (optimize)
    simplifyCallees(module, target, kernelFunctions);

  // Argument blocks are laid out from the host's data layout and the kernel's own signature.
  // A kernel with barriers is split into regions first; the split must see every barrier, also
  // those in the functions the kernel calls, so these are inlined into it.
  const unsigned width = hostTarget().vectorBytes / 4;
  const std::array<uint64_t, 3> wholeGroupSize{width, width, 1};
  std::vector<WorkGroupFunction> workGroups;
  struct WholeGroup {
    size_t kernel; ///< index in `kernels`
    WorkGroupFunction wg;
    uint64_t localBytes = 0; ///< its own layout of the kernel's __local variables
  };
  std::vector<WholeGroup> wholeGroups;
  std::set<llvm::Function*> wrappers;
  for (llvm::Function* kernel : kernelFunctions) {
    kernels.push_back(describeKernel(*kernel, module.getDataLayout()));
    if (!inlineCalls(*kernel)) {
      log += "error: kernel '" + kernels.back().name +
             "' calls a function recursively (recursion is not supported)\n";
      return false;
    }
    // Private variables promoted while the kernel is one work-item's code: a variable read before
    // it is written on some path (a helper's out-parameter set on one branch) is undefined there.
    // Promoted only inside the work-item loop, it would read the previous work-item's value, a
    // phi in the loop's header that the SPMD vectorizer gives up on. And with barriers, only
    // values that really cross a barrier go to memory.
    if (optimize) {
      Analyses analyses(target);
      llvm::FunctionPassManager promote;
      promote.addPass(llvm::SROAPass());
      promote.run(*kernel, analyses.functions);
    }
    llvm::Function* body = kernel;
    const bool regions = callsBarrier(*kernel);
    if (regions) {
      llvm::Function* whole = optimize && lanes && width > 1 && options.lanesDimension == 0 &&
                                      wantsWholeGroup(*kernel, kernels.back(), width)
                                  ? cloneKernel(*kernel, kernel->getName() + ".whole_group")
                                  : nullptr;
      body = splitAtBarriers(*kernel, module.getDataLayout(), kernels.back().workItemStateBytes,
                             kernels.back().workGroupStateBytes);
      if (whole) {
        WorkGroupFunction wg = createWorkGroupFunction(*whole, kernels.back());
        wg.function->setName(whole->getName());
        fixLocalSize(wg, wholeGroupSize);
        wholeGroups.push_back({kernels.size() - 1, wg});
        wrappers.insert(wg.function);
      }
    }
    workGroups.push_back(
        createWorkGroupFunction(*body, kernels.back(), regions, options.lanesDimension));
    wrappers.insert(workGroups.back().function);
  }

  // Inline everything into the work-group functions, so that the work-item builtins and __local
  // variables are all in the function whose loops and context define them.
  internalizeAndInline(module, wrappers);
  {
    Analyses analyses(target);
    llvm::ModulePassManager passes;
    passes.addPass(llvm::AlwaysInlinerPass());
    passes.addPass(llvm::GlobalDCEPass());
    passes.run(module, analyses.modules);
  }
  for (size_t i = 0; i < workGroups.size(); ++i) {
    lowerWorkItemBuiltins(workGroups[i]);
    swapLanes(workGroups[i], options.lanesDimension);
    hoistImageDescriptorLoads(workGroups[i], formats);
    kernels[i].staticLocalMemSize = lowerLocalVariables(workGroups[i], module.getDataLayout());
    kernels[i].usesPrintf = lowerPrintf(workGroups[i]);
  }
  for (WholeGroup& whole : wholeGroups) {
    lowerWorkItemBuiltins(whole.wg);
    hoistImageDescriptorLoads(whole.wg, formats);
    whole.localBytes = lowerLocalVariables(whole.wg, module.getDataLayout());
    lowerPrintf(whole.wg);
  }
  removePrintfDeclaration(module);
  if (!removeWorkItemBuiltins(module)) {
    log += "error: a work-item function is called from a function that cannot be inlined into "
           "its kernel (recursion is not supported)\n";
    return false;
  }

  if (optimize) {
    // Promote private memory first: what is left afterwards may be shared by the work-items'
    // common stack frame and must stay out of the parallel access group.
    Analyses analyses(target);
    llvm::FunctionPassManager simplify;
    simplify.addPass(llvm::SROAPass());
    simplify.addPass(llvm::EarlyCSEPass(true));
    simplify.addPass(llvm::InstCombinePass());
    llvm::FunctionPassManager share;
    share.addPass(llvm::EarlyCSEPass(true));
    // A kernel whose own vectors would be too wide for the vectorizer's widest copy (any vector
    // of more than 32 bits in 64 lanes) gets them split into their elements, loads and stores
    // too: a float4's x, y, z and w each fill registers of their own, with no shuffles for dot
    // products and the like. Then one vector per step: four, with every element a vector of
    // its own, spill (n-body 68 GFLOP/s at one vector per step, 34 at four; the float16
    // polynomial 70 and 51). Vectors of 64 bits or less keep the four (a float2 polynomial 1.8
    // times as fast as at one).
    llvm::FunctionPassManager split;
    llvm::ScalarizerPass scalarizer;
    scalarizer.setScalarizeLoadStore(true);
    split.addPass(std::move(scalarizer));
    split.addPass(llvm::InstCombinePass());
    // `before`, when given, receives a copy of the function as it was before the split.
    auto prepare = [&](llvm::Function& function, std::unique_ptr<UnsplitCopy>* before) {
      simplify.run(function, analyses.functions);
      if (dropSignsUnderFabs(function)) {
        analyses.functions.invalidate(function,
                                      llvm::PreservedAnalyses::allInSet<llvm::CFGAnalyses>());
        share.run(function, analyses.functions);
      }
      const uint64_t widest = widestVectorBits(function);
      if (width * kInterleave * widest > kMaxWidenedBits) {
        if (before)
          *before = std::make_unique<UnsplitCopy>(function);
        defineStoredPadding(function);
        split.run(function, analyses.functions);
        if (widest >= kSixteenElementBits)
          function.addFnAttr(kSinkChains); // the unsplit copy, made before, has not got it
      }
      if (widest > 64)
        return 1u;
      return hotDoubleInstructions(function, analyses.functions) > kLongDoubleCode ? 2u
                                                                                   : kInterleave;
    };
    // The split serves the vectorized copy alone: where the SPMD vectorizer then declines the
    // x loop, the work-items run one at a time on the kernel's own vectors as written, which the
    // split would have made scalars (a hash round on uint16 values per work-item: 16 times the
    // instructions).
    std::vector<unsigned> interleave;
    std::vector<std::unique_ptr<UnsplitCopy>> unsplit(workGroups.size());
    std::vector<unsigned> unclamped(workGroups.size(), 0);
    for (size_t i = 0; i < workGroups.size(); ++i) {
      WorkGroupFunction& wg = workGroups[i];
      interleave.push_back(prepare(*wg.function, lanes ? &unsplit[i] : nullptr));
      // Split at barriers, each region's x loop runs the group's few work-items (256 in four
      // steps of four vectors); the steps of a reduction tree's regions are mostly masked off.
      // Two vectors per step: the sum row's tree 18.4-19.3 -> 23-24 GB/s (one vector: 21).
      if (wg.region) {
        interleave.back() = std::min(interleave.back(), kRegionInterleave);
        // A group's loads and then its barriers: the next group's data is fetched meanwhile.
        auto& scalarEvolution =
            analyses.functions.getResult<llvm::ScalarEvolutionAnalysis>(*wg.function);
        if (addPrefetches(wg, scalarEvolution))
          analyses.functions.invalidate(*wg.function, llvm::PreservedAnalyses::none());
      } else if (lanes) {
        // Clamped neighbours' indices: one test per step for all of them, then a copy of the
        // body without them (clamp_versioning.hpp).
        auto& loops = analyses.functions.getResult<llvm::LoopAnalysis>(*wg.function);
        auto& scalarEvolution =
            analyses.functions.getResult<llvm::ScalarEvolutionAnalysis>(*wg.function);
        unclamped[i] = versionClampedIndices(wg, scalarEvolution, loops);
        if (unclamped[i])
          analyses.functions.invalidate(*wg.function, llvm::PreservedAnalyses::none());
      }
      markWorkItemLoopParallel(wg);
      if (unsplit[i]) {
        unsplit[i]->wg = unsplit[i]->remap(wg);
        markWorkItemLoopParallel(unsplit[i]->wg);
      }
    }
    // Not marked parallel: its work-items depend on each other through the barriers.
    for (WholeGroup& whole : wholeGroups)
      prepare(*whole.wg.function, nullptr);
    // On the simplified loops, before O3: its loop vectorizer gives up on x loops with inner loops.
    for (size_t i = 0; i < workGroups.size(); ++i) {
      // Rows side by side are rows of y in lanes of x: not with another dimension in the lanes.
      bool wider = false;
      kernels[i].vectorization =
          lanes ? vectorizeWorkItemLoop(workGroups[i], width, interleave[i],
                                        options.lanesDimension ? 1 : kRows, options.quick, &wider,
                                        !options.scalarTail)
                : "not SPMD-vectorized: WEFT_SPMD=0";
      if (options.lanesDimension && kernels[i].vectorization.rfind("vectorized", 0) == 0)
        kernels[i].vectorization +=
            "; dimension " + std::to_string(options.lanesDimension) + " in the lanes";
      const bool vectorized = kernels[i].vectorization.rfind("not SPMD-vectorized", 0) != 0;
      kernels[i].quickCode = wider && vectorized;
      kernels[i].wholeVectors = kernels[i].quickCode && !options.scalarTail ? width : 0;
      lowerAllWorkItems(*workGroups[i].function);
      if (vectorized && unclamped[i])
        kernels[i].vectorization += "; " + std::to_string(unclamped[i]) +
                                    (unclamped[i] == 1 ? " clamp" : " clamps") +
                                    " tested once per step";
      if (unsplit[i]) {
        workGroups[i] = unsplit[i]->keep(workGroups[i], !vectorized);
        if (!vectorized)
          kernels[i].vectorization += "; the kernel's own vectors kept";
      }
      // Work-items one at a time: LLVM's loop vectorizer may still take their loop, but not
      // with a call to llvm.prefetch in it.
      if (!vectorized)
        removePrefetches(*workGroups[i].function);
      lowerLocalAtomics(*workGroups[i].function);
      // Outputs larger than the caches, written in whole lines and never read: their stores may
      // skip reading the lines (streaming_stores.hpp).
      if (vectorized) {
        llvm::Function& function = *workGroups[i].function;
        analyses.functions.invalidate(function, llvm::PreservedAnalyses::none());
        auto& loops = analyses.functions.getResult<llvm::LoopAnalysis>(function);
        auto& scalarEvolution =
            analyses.functions.getResult<llvm::ScalarEvolutionAnalysis>(function);
        if (addStreamingStores(workGroups[i], kernels[i], scalarEvolution, loops)) {
          analyses.functions.invalidate(function, llvm::PreservedAnalyses::none());
          kernels[i].vectorization += "; stores stream beyond the caches";
          kernels[i].readsArgumentBits = true;
        }
      }
      // Atomic adds to a few counters, from lanes run one after the other: counted per thread
      // where nothing else reads them (group_counts.hpp).
      const std::string counts = addGroupCounts(workGroups[i], kernels[i]);
      analyses.functions.invalidate(*workGroups[i].function, llvm::PreservedAnalyses::none());
      if (!counts.empty()) {
        kernels[i].vectorization += "; " + counts;
        kernels[i].readsArgumentBits = true;
      }
#ifndef NDEBUG
      // Builds with assertions check each vectorizer's output where it is made.
      llvm::raw_string_ostream errors(log);
      if (llvm::verifyFunction(*workGroups[i].function, &errors)) {
        errors << "error: internal compiler error: invalid IR after the SPMD vectorizer\n";
        return false;
      }
#endif
    }
  }
  for (WholeGroup& whole : wholeGroups) {
    llvm::Function& function = *whole.wg.function;
    removeBarriers(function);
    std::string statistics;
    if (!optimize || !vectorizeWholeGroup(whole.wg, width, width, statistics)) {
      function.eraseFromParent();
      continue;
    }
    lowerLocalAtomics(function);
    // On the step's vector loads, and before the optimizer, whose loop passes hoist the
    // prefetches' distances out of the tile loop.
    unsigned prefetches = 0;
    {
      Analyses analyses(target);
      prefetches = addLoopPrefetches(
          function, analyses.functions.getResult<llvm::ScalarEvolutionAnalysis>(function),
          kWholeGroupIterationsAhead);
    }
    if (prefetches)
      statistics += ", " + std::to_string(prefetches) + (prefetches == 1 ? " load" : " loads") +
                    " prefetched " + std::to_string(kWholeGroupIterationsAhead) +
                    (kWholeGroupIterationsAhead == 1 ? " iteration" : " iterations") + " ahead";
    KernelInfo& info = kernels[whole.kernel];
    callForLocalSize(workGroups[whole.kernel], function, wholeGroupSize);
    function.setLinkage(llvm::GlobalValue::InternalLinkage);
    // Its own layout of the same variables: the group gets room for the larger.
    info.staticLocalMemSize = std::max(info.staticLocalMemSize, whole.localBytes);
    info.vectorization += "; groups of " + std::to_string(width) + "x" + std::to_string(width) +
                          " in one step, without barrier regions: " + statistics;
  }
  {
    // The standard pipeline with the host's cost model (O2: O3 adds build time, 16% more
    // instructions with the backend's -O3, and gains nothing once every call is inlined and the
    // work-items are vectorized); at -cl-opt-disable only what removes the remains of inlining.
    OptimizerBudget budget(module);
    Analyses analyses(target, budget.callbacks());
    if (optimize)
      analyses.builder.registerScalarOptimizerLateEPCallback(
          [](llvm::FunctionPassManager& functions, compat::OptimizationLevel) {
            functions.addPass(ReassociateVectorSums());
          });
    llvm::ModulePassManager passes =
        optimize ? analyses.builder.buildPerModuleDefaultPipeline(compat::OptimizationLevel::O2)
                 : analyses.builder.buildO0DefaultPipeline(compat::OptimizationLevel::O0);
    if (!optimize)
      passes.addPass(llvm::GlobalDCEPass());
    passes.run(module, analyses.modules);
    if (!budget.check(log))
      return false;
  }

  // After the optimizer, which would narrow the widened operations again (half_widening.hpp).
  for (llvm::Function& function : module)
    if (!function.isDeclaration()) {
      widenHalfArithmetic(function);
      lowerFastDivisions(function, hostTarget().vectorBytes);
      lowerSmallTableGathers(function, hostTarget().vectorBytes);
      if (function.hasFnAttribute(kSinkChains)) {
        sinkToFirstUse(function);
        function.removeFnAttr(kSinkChains);
      }
    }

  llvm::raw_string_ostream errors(log);
  if (llvm::verifyModule(module, &errors)) {
    errors << "error: internal compiler error: invalid IR after optimization\n";
    return false;
  }
  for (size_t i = 0; i < workGroups.size(); ++i)
    kernels[i].privateMemSize = privateMemorySize(*workGroups[i].function, module.getDataLayout());
  dumpOptimizedIR(module, kernels);
  return true;
}

} // namespace weft::compiler
