// Streaming stores for outputs larger than the caches (streaming_stores.hpp).
#include "compiler/streaming_stores.hpp"
#include "compiler/argument_origin.hpp"
#include "compiler/compiler.hpp"
#include "compiler/group_prefetch.hpp"
#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/ADT/Triple.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Support/Host.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace weft::compiler {
namespace {

class StreamingStores {
public:
  StreamingStores(WorkGroupFunction& wg, const KernelInfo& info,
                  llvm::ScalarEvolution& scalarEvolution, llvm::LoopInfo& loops)
      : m_wg(wg), m_info(info), m_layout(wg.function->getParent()->getDataLayout()),
        m_origins(wg, info), m_scalarEvolution(scalarEvolution), m_loops(loops) {}

  unsigned run() {
    if (llvm::Triple(llvm::sys::getProcessTriple()).getArch() != llvm::Triple::x86_64)
      return 0;
    struct Candidate {
      llvm::StoreInst* store;
      int argument;
      uint64_t alignment;
    };
    std::vector<Candidate> candidates;
    std::vector<bool> read(m_info.args.size(), false);
    for (llvm::Instruction& instruction : llvm::instructions(*m_wg.function)) {
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction)) {
        const Origin origin = m_origins.of(store->getPointerOperand());
        if (origin.argument < 0 || origin.argument >= 32 || !store->isSimple())
          continue;
        if (const uint64_t alignment = streamingAlignment(*store))
          candidates.push_back({store, origin.argument, alignment});
        continue;
      }
      llvm::Value* pointer = readPointer(instruction);
      if (!pointer)
        continue;
      if (pointer == &instruction)
        return 0; // a call that reads what it likes
      const Origin origin = m_origins.of(pointer);
      if (!origin.known)
        return 0; // a read of unknown memory may read any output
      if (origin.argument >= 0)
        read[size_t(origin.argument)] = true;
    }
    unsigned twins = 0;
    // (The analyses describe the function as it was: every candidate is found first.)
    for (const Candidate& candidate : candidates)
      if (!read[size_t(candidate.argument)]) {
        addTwin(*candidate.store, candidate.argument, candidate.alignment);
        ++twins;
      }
    if (twins)
      fenceAtReturns();
    return twins;
  }

private:
  /// The alignment at which a vector store takes a non-temporal twin: whole cache lines for one
  /// of a multiple of 64 bytes; its own size for one of 16 or 32 whose address moves by its size
  /// from one iteration of its loop to the next, so that the next iterations fill the rest of
  /// the line (the core's write-combining buffer joins them: AVX2's 8 lanes of floats); else 0
  /// (a part of a line written alone would go to memory as such).
  uint64_t streamingAlignment(llvm::StoreInst& store) const {
    llvm::Type* type = store.getValueOperand()->getType();
    if (!type->isVectorTy())
      return 0;
    const uint64_t bytes = m_layout.getTypeStoreSize(type).getFixedSize();
    if (bytes != m_layout.getTypeAllocSize(type).getFixedSize() || bytes < 16)
      return 0;
    if (bytes % kCacheLineBytes == 0)
      return kCacheLineBytes;
    if (bytes != 16 && bytes != 32)
      return 0;
    const llvm::Loop* loop = m_loops.getLoopFor(store.getParent());
    const auto* recurrence =
        llvm::dyn_cast<llvm::SCEVAddRecExpr>(m_scalarEvolution.getSCEV(store.getPointerOperand()));
    if (!loop || !recurrence || recurrence->getLoop() != loop || !recurrence->isAffine())
      return 0;
    const auto* step =
        llvm::dyn_cast<llvm::SCEVConstant>(recurrence->getStepRecurrence(m_scalarEvolution));
    return step && step->getAPInt() == bytes ? bytes : 0;
  }

  llvm::Value* streamingBits() {
    if (!m_streaming) {
      llvm::IRBuilder<> builder(m_wg.entry->getTerminator());
      m_streaming = loadContextField(builder, m_wg.ctx, offsetof(WorkGroupContext, streamingStores),
                                     builder.getInt32Ty());
    }
    return m_streaming;
  }

  /// if (the argument's bit and an aligned address) the store, non-temporal; else the store.
  void addTwin(llvm::StoreInst& store, int argument, uint64_t alignment) {
    llvm::Value* bits = streamingBits();
    llvm::IRBuilder<> builder(&store);
    llvm::Value* streams = builder.CreateICmpNE(
        builder.CreateAnd(bits, builder.getInt32(uint32_t{1} << argument)), builder.getInt32(0));
    llvm::Value* address = builder.CreatePtrToInt(store.getPointerOperand(), builder.getInt64Ty());
    llvm::Value* aligned = builder.CreateICmpEQ(
        builder.CreateAnd(address, builder.getInt64(alignment - 1)), builder.getInt64(0));
    llvm::Instruction* streamed = nullptr;
    llvm::Instruction* cached = nullptr;
    llvm::SplitBlockAndInsertIfThenElse(builder.CreateAnd(streams, aligned), &store, &streamed,
                                        &cached);
    auto* twin = llvm::cast<llvm::StoreInst>(store.clone());
    twin->insertBefore(streamed);
    twin->setAlignment(llvm::Align(alignment));
    llvm::LLVMContext& context = store.getContext();
    twin->setMetadata(
        llvm::LLVMContext::MD_nontemporal,
        llvm::MDNode::get(context, llvm::ConstantAsMetadata::get(builder.getInt32(1))));
    store.moveBefore(cached);
  }

  /// Non-temporal stores are ordered by an sfence: each group of a streaming launch ends with one.
  void fenceAtReturns() {
    std::vector<llvm::ReturnInst*> returns;
    for (llvm::BasicBlock& block : *m_wg.function)
      if (auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator()))
        returns.push_back(ret);
    llvm::Function* sfence = llvm::Intrinsic::getDeclaration(m_wg.function->getParent(),
                                                             llvm::Intrinsic::x86_sse_sfence);
    for (llvm::ReturnInst* ret : returns) {
      llvm::IRBuilder<> builder(ret);
      llvm::Value* any = builder.CreateICmpNE(m_streaming, builder.getInt32(0));
      llvm::Instruction* then = llvm::SplitBlockAndInsertIfThen(any, ret, false);
      llvm::IRBuilder<>(then).CreateCall(sfence);
    }
  }

  WorkGroupFunction& m_wg;
  const KernelInfo& m_info;
  const llvm::DataLayout& m_layout;
  ArgumentOrigins m_origins;
  llvm::ScalarEvolution& m_scalarEvolution;
  llvm::LoopInfo& m_loops;
  llvm::Value* m_streaming = nullptr;
};

} // namespace

unsigned addStreamingStores(WorkGroupFunction& wg, const KernelInfo& info,
                            llvm::ScalarEvolution& scalarEvolution, llvm::LoopInfo& loops) {
  return StreamingStores(wg, info, scalarEvolution, loops).run();
}

} // namespace weft::compiler
