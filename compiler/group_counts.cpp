// Atomic adds to a few __global counters, counted per thread (group_counts.hpp).
#include "compiler/group_counts.hpp"
#include "compiler/argument_origin.hpp"
#include "compiler/atomic_lowering.hpp"
#include "compiler/compiler.hpp"
#include "compiler/value_bound.hpp"
#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/Analysis/VectorUtils.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GetElementPtrTypeIterator.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Support/KnownBits.h>
#include <llvm/Support/MathExtras.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/Local.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace weft::compiler {
namespace {

/// The most bytes of counters an argument keeps, zeroed and read once per thread and launch: a
/// counter per local id of the largest group (a __local histogram's bins added to the global ones,
/// `bins[get_local_id(0)]`), 32-bit or 64-bit.
constexpr int64_t kMaxCountBytes = 8 * (kMaxWorkGroupSize + 64);
/// The most bytes of counters of all arguments together (WorkGroupContext::countBins): what each
/// thread zeroes and scans per launch, a few microseconds at most.
constexpr uint64_t kMaxThreadCountBytes = 64 * 1024;
/// The largest work-group function the pass copies (the copy doubles its code and its build).
constexpr size_t kMaxCopiedInstructions = 50'000;
/// The largest index a counter's address is built from.
constexpr uint64_t kMaxIndex = uint64_t{1} << 20;

/// Byte offsets from an argument's pointer (`load` reads it from the argument block): each in
/// [low, high] and a multiple of `align`.
struct Span {
  llvm::LoadInst* load = nullptr;
  int64_t low = 0;
  int64_t high = 0;
  uint64_t align = uint64_t{1} << 62;
};

/// One argument's atomics, while they still qualify.
struct Counters {
  std::vector<llvm::AtomicRMWInst*> atomics;
  llvm::Type* pointerType = nullptr; ///< the argument's, as its slot is loaded
  llvm::Type* type = nullptr;        ///< the counters'
  llvm::SyncScope::ID scope = llvm::SyncScope::System;
  int64_t low = INT64_MAX;
  int64_t high = INT64_MIN;
  bool excluded = false;
};

/// Add and subtract only: a group's net change of a counter is the sum of its work-items'.
bool countingShape(const llvm::AtomicRMWInst& rmw) {
  return isIntegerAdd(rmw) && rmw.getOrdering() == llvm::AtomicOrdering::Monotonic &&
         (rmw.getType()->isIntegerTy(32) || rmw.getType()->isIntegerTy(64));
}

class GroupCounts {
public:
  GroupCounts(WorkGroupFunction& wg, KernelInfo& info)
      : m_wg(wg), m_info(info), m_layout(wg.function->getParent()->getDataLayout()),
        m_origins(wg, info), m_counters(std::min<size_t>(info.args.size(), 32)) {}

  std::string run() {
    if (!anyCandidate())
      return {};
    // The SPMD vectorizer leaves each lane's result in a vector nobody reads: gone, the atomics
    // show that their results are dropped.
    llvm::SmallVector<llvm::WeakTrackingVH, 64> dead;
    for (llvm::Instruction& instruction : llvm::instructions(*m_wg.function))
      if (llvm::isInstructionTriviallyDead(&instruction))
        dead.emplace_back(&instruction);
    llvm::RecursivelyDeleteTriviallyDeadInstructions(dead);
    if (!analyze())
      return {};
    uint32_t chosen = 0;
    uint64_t total = 0;
    for (size_t k = 0; k < m_counters.size(); ++k) {
      const Counters& counters = m_counters[k];
      if (counters.excluded || counters.atomics.empty())
        continue;
      const uint64_t bytes = llvm::alignTo(bytesOf(counters), 64);
      if (bytesOf(counters) <= uint64_t(kMaxCountBytes) && total + bytes <= kMaxThreadCountBytes) {
        chosen |= uint32_t{1} << k;
        total += bytes;
      }
    }
    if (!chosen)
      return {};
    llvm::ValueToValueMapTy map;
    llvm::Function* copy = llvm::CloneFunction(m_wg.function, map);
    copy->setName(m_wg.function->getName() + ".counts");
    copy->setLinkage(llvm::GlobalValue::InternalLinkage);
    // The thread's bins, each argument's at a line of its own; the flush call adds them to the
    // buffers and runs no group.
    llvm::IRBuilder<> top(firstAfterAllocas(*copy));
    llvm::Value* bins = loadContextField(top, copy->getArg(1),
                                         offsetof(WorkGroupContext, countBins), top.getInt8PtrTy());
    llvm::Value* flush =
        top.CreateICmpNE(loadContextField(top, copy->getArg(1),
                                          offsetof(WorkGroupContext, countFlush), top.getInt32Ty()),
                         top.getInt32(0));
    std::vector<std::pair<size_t, llvm::Value*>> owned; // (argument, its bins)
    uint64_t binsBytes = 0;
    for (size_t k = 0; k < m_counters.size(); ++k)
      if (chosen & (uint32_t{1} << k)) {
        owned.emplace_back(k, top.CreateConstInBoundsGEP1_64(top.getInt8Ty(), bins, binsBytes));
        binsBytes = llvm::alignTo(binsBytes + bytesOf(m_counters[k]), 64);
      }
    llvm::Instruction* flushing =
        llvm::SplitBlockAndInsertIfThen(flush, &*top.GetInsertPoint(), true);
    llvm::IRBuilder<> flushes(flushing);
    std::string report;
    for (const auto& [k, own] : owned) {
      countIn(*copy, map, k, own);
      addBins(flushes, *copy, k, own);
      report += (report.empty() ? "" : "; ") + std::string("atomic adds to argument ") +
                std::to_string(k) + " counted per thread (" +
                std::to_string(bytesOf(m_counters[k]) / size(m_counters[k])) + " counters)";
    }
    flushes.CreateRetVoid();
    flushing->eraseFromParent();
    m_info.countBinsBytes = uint32_t(binsBytes);
    callWhenExclusive(*copy, chosen);
    return report;
  }

private:
  uint64_t size(const Counters& counters) const {
    return m_layout.getTypeStoreSize(counters.type).getFixedSize();
  }

  /// The bytes of one argument's bins.
  uint64_t bytesOf(const Counters& counters) const {
    return uint64_t(counters.high - counters.low) + size(counters);
  }

  /// A counted atomic's shape on a __global argument, in a function small enough to copy.
  bool anyCandidate() const {
    bool any = false;
    size_t instructions = 0;
    for (llvm::Instruction& instruction : llvm::instructions(*m_wg.function)) {
      ++instructions;
      if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction); rmw && countingShape(*rmw))
        if (const Origin origin = m_origins.of(rmw->getPointerOperand());
            origin.argument >= 0 && size_t(origin.argument) < m_counters.size())
          any = true;
    }
    return any && instructions <= kMaxCopiedInstructions;
  }

  /// False where something may see the counters before the launch ends: a fence or an ordered
  /// atomic of any kind (a relaxed add before it would have to be visible after it), an access
  /// of unknown origin. Otherwise each argument's atomics, or that it is excluded.
  bool analyze() {
    for (llvm::Instruction& instruction : llvm::instructions(*m_wg.function)) {
      if (auto* fence = llvm::dyn_cast<llvm::FenceInst>(&instruction)) {
        if (fence->getSyncScopeID() != llvm::SyncScope::SingleThread)
          return false;
        continue;
      }
      if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
          load && load->isAtomic() && load->getOrdering() != llvm::AtomicOrdering::Monotonic &&
          load->getOrdering() != llvm::AtomicOrdering::Unordered)
        return false;
      if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction);
          store && store->isAtomic() && store->getOrdering() != llvm::AtomicOrdering::Monotonic &&
          store->getOrdering() != llvm::AtomicOrdering::Unordered)
        return false;
      if (auto* exchange = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&instruction))
        if (exchange->getSuccessOrdering() != llvm::AtomicOrdering::Monotonic ||
            exchange->getFailureOrdering() != llvm::AtomicOrdering::Monotonic)
          return false;
      if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction)) {
        if (rmw->getOrdering() != llvm::AtomicOrdering::Monotonic)
          return false;
        if (countingShape(*rmw)) {
          const Origin origin = m_origins.of(rmw->getPointerOperand());
          if (!origin.known)
            return false;
          if (origin.argument >= 0 && size_t(origin.argument) < m_counters.size())
            addAtomic(size_t(origin.argument), *rmw);
          continue;
        }
      }
      for (llvm::Value* pointer : {readPointer(instruction), writePointer(instruction)}) {
        if (!pointer)
          continue;
        if (pointer == &instruction)
          return false; // a call that reads or writes what it likes
        const Origin origin = m_origins.of(pointer);
        if (!origin.known)
          return false;
        if (origin.argument >= 0 && size_t(origin.argument) < m_counters.size())
          m_counters[size_t(origin.argument)].excluded = true;
      }
    }
    return true;
  }

  void addAtomic(size_t k, llvm::AtomicRMWInst& rmw) {
    Counters& counters = m_counters[k];
    if (counters.excluded)
      return;
    const std::optional<Span> span = spanOf(rmw.getPointerOperand(), k, 0);
    const uint64_t bytes = m_layout.getTypeStoreSize(rmw.getType()).getFixedSize();
    if (!rmw.use_empty() || !span || span->align % bytes != 0 || rmw.getAlign().value() < bytes ||
        (counters.type &&
         (counters.type != rmw.getType() || counters.scope != rmw.getSyncScopeID()))) {
      counters.excluded = true;
      return;
    }
    counters.type = rmw.getType();
    counters.pointerType = span->load->getType();
    counters.scope = rmw.getSyncScopeID();
    counters.low = std::min(counters.low, span->low);
    counters.high = std::max(counters.high, span->high);
    counters.atomics.push_back(&rmw);
  }

  /// The load of argument k's pointer from the argument block (of the work-group function or of
  /// its copy), or null.
  llvm::LoadInst* argumentLoad(llvm::Value* value, size_t k) const {
    auto* load = llvm::dyn_cast<llvm::LoadInst>(value);
    return load && m_origins.argumentOf(*load) == int(k) ? load : nullptr;
  }

  /// The largest value of `value` where it is a work-item loop's local id, which its bits do not
  /// bound (valueBound() follows what the kernel computes from it): the scalar loops' (the SPMD
  /// vectorizer's remainder among them) below the largest group, the vectorized x loops' first of
  /// each step as far below as the step is wide.
  std::optional<uint64_t> localIdBound(const llvm::Value* value) const {
    for (const WorkGroupFunction::VectorBase& base : m_wg.vectorBases)
      if (value == base.phi)
        return kMaxWorkGroupSize - base.width;
    if (std::find(m_wg.localId.begin(), m_wg.localId.end(), value) != m_wg.localId.end())
      return kMaxWorkGroupSize - 1;
    return std::nullopt;
  }

  /// The byte offsets from argument k's pointer that `pointer` (a lane's address, a vector of
  /// them, a GEP of either) may hold, from the known bits of its indices.
  std::optional<Span> spanOf(llvm::Value* pointer, size_t k, unsigned depth) const {
    if (depth > 16)
      return std::nullopt;
    if (llvm::LoadInst* load = argumentLoad(pointer, k))
      return Span{load};
    if (pointer->getType()->isVectorTy())
      if (llvm::Value* splat = llvm::getSplatValue(pointer))
        return spanOf(splat, k, depth + 1);
    if (auto* extract = llvm::dyn_cast<llvm::ExtractElementInst>(pointer))
      return spanOf(extract->getVectorOperand(), k, depth + 1);
    if (auto* cast = llvm::dyn_cast<llvm::AddrSpaceCastOperator>(pointer))
      return spanOf(cast->getPointerOperand(), k, depth + 1);
    if (auto* cast = llvm::dyn_cast<llvm::BitCastOperator>(pointer))
      return spanOf(cast->getOperand(0), k, depth + 1);
    auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer);
    if (!gep)
      return std::nullopt;
    std::optional<Span> span = spanOf(gep->getPointerOperand(), k, depth + 1);
    if (!span)
      return std::nullopt;
    for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep); ++it) {
      llvm::Value* index = it.getOperand();
      if (llvm::StructType* type = it.getStructTypeOrNull()) {
        const auto* field = llvm::dyn_cast_or_null<llvm::ConstantInt>(
            index->getType()->isVectorTy() ? llvm::getSplatValue(index) : index);
        if (!field)
          return std::nullopt;
        const uint64_t offset =
            m_layout.getStructLayout(type)->getElementOffset(unsigned(field->getZExtValue()));
        span->low += int64_t(offset);
        span->high += int64_t(offset);
        span->align = llvm::MinAlign(span->align, offset);
        continue;
      }
      const uint64_t stride = m_layout.getTypeAllocSize(it.getIndexedType()).getFixedSize();
      const llvm::KnownBits known = llvm::computeKnownBits(index, m_layout);
      if (known.getBitWidth() > 64)
        return std::nullopt;
      uint64_t low = 0, high = 0;
      if (known.isNonNegative() && known.getMaxValue().getZExtValue() <= kMaxIndex) {
        low = known.getMinValue().getZExtValue();
        high = known.getMaxValue().getZExtValue();
      } else if (const std::optional<uint64_t> bound =
                     valueBound(index, [&](const llvm::Value* leaf) { return localIdBound(leaf); });
                 bound && *bound <= kMaxIndex) {
        high = *bound;
      } else {
        return std::nullopt;
      }
      span->low += int64_t(stride * low);
      span->high += int64_t(stride * high);
      span->align = llvm::MinAlign(
          span->align,
          low == high ? stride * low : stride << std::min(known.countMinTrailingZeros(), 32u));
    }
    return span;
  }

  /// Code for `pointer`'s byte offset from argument k's pointer (as spanOf read it), i64 or a
  /// vector of them, at `builder`.
  llvm::Value* offsetOf(llvm::IRBuilder<>& builder, llvm::Value* pointer, size_t k) {
    llvm::Type* i64 = builder.getInt64Ty();
    auto like = [&](llvm::Value* value) -> llvm::Type* {
      auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(value->getType());
      return vector ? static_cast<llvm::Type*>(
                          llvm::FixedVectorType::get(i64, vector->getNumElements()))
                    : i64;
    };
    if (argumentLoad(pointer, k))
      return builder.getInt64(0);
    if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(pointer->getType()))
      if (llvm::Value* splat = llvm::getSplatValue(pointer))
        return builder.CreateVectorSplat(vector->getNumElements(), offsetOf(builder, splat, k));
    if (auto* extract = llvm::dyn_cast<llvm::ExtractElementInst>(pointer))
      return builder.CreateExtractElement(offsetOf(builder, extract->getVectorOperand(), k),
                                          extract->getIndexOperand());
    if (auto* cast = llvm::dyn_cast<llvm::AddrSpaceCastOperator>(pointer))
      return offsetOf(builder, cast->getPointerOperand(), k);
    if (auto* cast = llvm::dyn_cast<llvm::BitCastOperator>(pointer))
      return offsetOf(builder, cast->getOperand(0), k);
    auto* gep = llvm::cast<llvm::GEPOperator>(pointer);
    llvm::Value* offset = offsetOf(builder, gep->getPointerOperand(), k);
    // Sums of a vector and a scalar splat the scalar.
    auto add = [&](llvm::Value* a, llvm::Value* b) {
      auto* va = llvm::dyn_cast<llvm::FixedVectorType>(a->getType());
      auto* vb = llvm::dyn_cast<llvm::FixedVectorType>(b->getType());
      if (va && !vb)
        b = builder.CreateVectorSplat(va->getNumElements(), b);
      if (vb && !va)
        a = builder.CreateVectorSplat(vb->getNumElements(), a);
      return builder.CreateAdd(a, b);
    };
    for (auto it = llvm::gep_type_begin(gep); it != llvm::gep_type_end(gep); ++it) {
      llvm::Value* index = it.getOperand();
      if (llvm::StructType* type = it.getStructTypeOrNull()) {
        const auto* field = llvm::cast<llvm::ConstantInt>(
            index->getType()->isVectorTy() ? llvm::getSplatValue(index) : index);
        offset = add(offset, builder.getInt64(m_layout.getStructLayout(type)->getElementOffset(
                                 unsigned(field->getZExtValue()))));
        continue;
      }
      const uint64_t stride = m_layout.getTypeAllocSize(it.getIndexedType()).getFixedSize();
      llvm::Value* wide = builder.CreateZExtOrTrunc(index, like(index));
      offset =
          add(offset, builder.CreateMul(wide, llvm::ConstantInt::get(wide->getType(), stride)));
    }
    return offset;
  }

  /// Where a lane's atomic finds its counter's offset: each vector of addresses gets its lanes'
  /// offsets stored to a slot once, and each lane loads its own (a lane's address moved out of a
  /// vector register, vmovq/vpextrq, made chains of read-modify-writes 10x slower on AMD Zen 3:
  /// the SPMD vectorizer's __local atomics read theirs from the stack too).
  llvm::Value* laneOffset(llvm::Function& copy, llvm::AtomicRMWInst& rmw, size_t k, int64_t low) {
    llvm::IRBuilder<> builder(&rmw);
    auto* extract = llvm::dyn_cast<llvm::ExtractElementInst>(rmw.getPointerOperand());
    auto* lane = extract ? llvm::dyn_cast<llvm::ConstantInt>(extract->getIndexOperand()) : nullptr;
    auto* vector =
        extract ? llvm::dyn_cast<llvm::Instruction>(extract->getVectorOperand()) : nullptr;
    if (!lane || !vector)
      return builder.CreateSub(offsetOf(builder, rmw.getPointerOperand(), k),
                               builder.getInt64(low));
    auto [slot, added] = m_slots.try_emplace(vector, nullptr);
    const unsigned lanes = llvm::cast<llvm::FixedVectorType>(vector->getType())->getNumElements();
    llvm::Type* i32 = builder.getInt32Ty();
    if (added) {
      llvm::IRBuilder<> top(&*copy.getEntryBlock().getFirstInsertionPt());
      llvm::AllocaInst* alloca = top.CreateAlloca(llvm::FixedVectorType::get(i32, lanes));
      alloca->setAlignment(llvm::Align(64));
      slot->second = alloca;
      llvm::IRBuilder<> after(llvm::isa<llvm::PHINode>(vector)
                                  ? &*vector->getParent()->getFirstInsertionPt()
                                  : vector->getNextNode());
      llvm::Value* offsets = offsetOf(after, vector, k);
      offsets = after.CreateSub(offsets, llvm::ConstantInt::get(offsets->getType(), uint64_t(low)));
      after.CreateAlignedStore(after.CreateTrunc(offsets, llvm::FixedVectorType::get(i32, lanes)),
                               alloca, llvm::Align(64));
    }
    llvm::LoadInst* load = builder.CreateAlignedLoad(
        i32, builder.CreateConstInBoundsGEP1_64(i32, slot->second, lane->getZExtValue()),
        llvm::Align(4));
    load->setVolatile(true); // else LLVM folds it back into an extract
    return builder.CreateZExt(load, builder.getInt64Ty());
  }

  /// Makes `copy` count argument k's atomics in the thread's bins at `bins`.
  void countIn(llvm::Function& copy, llvm::ValueToValueMapTy& map, size_t k, llvm::Value* bins) {
    const Counters& counters = m_counters[k];
    const llvm::Align align(size(counters));
    for (llvm::AtomicRMWInst* original : counters.atomics) {
      auto* rmw = llvm::cast<llvm::AtomicRMWInst>(map[original]);
      llvm::Value* offset = laneOffset(copy, *rmw, k, counters.low);
      llvm::IRBuilder<> builder(rmw);
      llvm::Value* address = builder.CreateInBoundsGEP(builder.getInt8Ty(), bins, offset);
      llvm::Value* old = builder.CreateAlignedLoad(counters.type, address, align);
      llvm::Value* value = rmw->getOperation() == llvm::AtomicRMWInst::Add
                               ? builder.CreateAdd(old, rmw->getValOperand())
                               : builder.CreateSub(old, rmw->getValOperand());
      builder.CreateAlignedStore(value, address, align);
      rmw->eraseFromParent();
    }
  }

  /// Code at `builder` that adds each of argument k's bins at `bins` that moved to its counter in
  /// the buffer (one locked add each) and leaves `builder` after it.
  void addBins(llvm::IRBuilder<>& builder, llvm::Function& copy, size_t k, llvm::Value* bins) {
    const Counters& counters = m_counters[k];
    const uint64_t bytes = bytesOf(counters);
    const llvm::Align align(size(counters));
    llvm::LLVMContext& context = copy.getContext();
    llvm::Value* base = builder.CreateLoad(
        counters.pointerType, builder.CreateConstInBoundsGEP1_64(
                                  builder.getInt8Ty(), copy.getArg(0), m_info.args[k].offset));
    llvm::BasicBlock* from = builder.GetInsertBlock();
    llvm::BasicBlock* flush = llvm::BasicBlock::Create(context, "counts.flush", &copy);
    llvm::BasicBlock* add = llvm::BasicBlock::Create(context, "counts.add", &copy);
    llvm::BasicBlock* next = llvm::BasicBlock::Create(context, "counts.next", &copy);
    llvm::BasicBlock* done = llvm::BasicBlock::Create(context, "counts.done", &copy);
    builder.CreateBr(flush);
    builder.SetInsertPoint(flush);
    llvm::PHINode* at = builder.CreatePHI(builder.getInt64Ty(), 2);
    at->addIncoming(builder.getInt64(0), from);
    llvm::Value* moved = builder.CreateAlignedLoad(
        counters.type, builder.CreateInBoundsGEP(builder.getInt8Ty(), bins, at), align);
    builder.CreateCondBr(builder.CreateICmpNE(moved, llvm::ConstantInt::get(counters.type, 0)), add,
                         next);
    builder.SetInsertPoint(add);
    llvm::Value* counter = builder.CreateGEP(builder.getInt8Ty(), base,
                                             builder.CreateAdd(at, builder.getInt64(counters.low)));
    builder.CreateAtomicRMW(llvm::AtomicRMWInst::Add, counter, moved, align,
                            llvm::AtomicOrdering::Monotonic, counters.scope);
    builder.CreateBr(next);
    builder.SetInsertPoint(next);
    llvm::Value* following = builder.CreateAdd(at, builder.getInt64(size(counters)));
    at->addIncoming(following, next);
    builder.CreateCondBr(builder.CreateICmpULT(following, builder.getInt64(bytes)), flush, done);
    builder.SetInsertPoint(done);
  }

  /// The first instruction of `function`'s entry after its allocas.
  static llvm::Instruction* firstAfterAllocas(llvm::Function& function) {
    llvm::Instruction* at = &*function.getEntryBlock().getFirstInsertionPt();
    while (llvm::isa<llvm::AllocaInst>(at))
      at = at->getNextNode();
    return at;
  }

  /// The work-group function calls `copy` when the launch's bits for the `chosen` arguments are
  /// all set; otherwise a flush call (of a launch that did not count) returns at once.
  void callWhenExclusive(llvm::Function& copy, uint32_t chosen) {
    llvm::BasicBlock& entry = m_wg.function->getEntryBlock();
    llvm::Instruction* at = firstAfterAllocas(*m_wg.function);
    llvm::IRBuilder<> builder(at);
    llvm::Value* bits = loadContextField(
        builder, m_wg.ctx, offsetof(WorkGroupContext, exclusiveArguments), builder.getInt32Ty());
    llvm::Value* exclusive =
        builder.CreateICmpEQ(builder.CreateAnd(bits, chosen), builder.getInt32(chosen));
    llvm::Instruction* then = llvm::SplitBlockAndInsertIfThen(exclusive, at, true);
    builder.SetInsertPoint(then);
    builder.CreateCall(&copy, {m_wg.function->getArg(0), m_wg.function->getArg(1)});
    builder.CreateRetVoid();
    then->eraseFromParent();
    builder.SetInsertPoint(at);
    llvm::Value* flush = loadContextField(builder, m_wg.ctx, offsetof(WorkGroupContext, countFlush),
                                          builder.getInt32Ty());
    then =
        llvm::SplitBlockAndInsertIfThen(builder.CreateICmpNE(flush, builder.getInt32(0)), at, true);
    builder.SetInsertPoint(then);
    builder.CreateRetVoid();
    then->eraseFromParent();
    if (m_wg.entry == &entry)
      m_wg.entry = at->getParent();
  }

  WorkGroupFunction& m_wg;
  KernelInfo& m_info;
  const llvm::DataLayout& m_layout;
  ArgumentOrigins m_origins;
  std::vector<Counters> m_counters;
  std::map<llvm::Instruction*, llvm::AllocaInst*> m_slots;
};

} // namespace

std::string addGroupCounts(WorkGroupFunction& wg, KernelInfo& info) {
  return GroupCounts(wg, info).run();
}

} // namespace weft::compiler
