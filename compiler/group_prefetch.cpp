// Prefetching the next work-group's data in kernels with barriers (group_prefetch.hpp).
#include "compiler/group_prefetch.hpp"
#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/ScalarEvolutionExpander.h>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace weft::compiler {
namespace {

constexpr unsigned kGlobalAddressSpace = 1;
/// Nearer than this, the next group's data lies in lines the hardware prefetches anyway (the
/// adjacent line, the stream within a page).
constexpr int64_t kNearestBytes = 256;
/// llvm.prefetch's operands: a read, into the L2 cache (locality 2: prefetcht1), of data. The
/// sum row's kernel ran faster with the L2 than with the L1 as the target (38-41 against 33-36
/// GB/s): the next group's lines then wait beside the L1's working set instead of in it.
constexpr unsigned kRead = 0;
constexpr unsigned kLocality = 2;
constexpr unsigned kData = 1;
/// A loop's load whose address moves by at least a page per iteration (a grid-stride loop's:
/// the whole range's size) leaves the hardware's stream prefetchers behind at every iteration:
/// it also prefetches the address this many iterations ahead (the grid-stride sum, 65536
/// work-items over 128 MiB, with the next group's prefetch: 9.1-12.8 ms alone, 9.4 with 4
/// iterations ahead, 7.7 with 8 or 16, 8.6 with 32).
constexpr int64_t kPageBytes = 4096;
constexpr uint64_t kIterationsAhead = 16;
/// The groups ahead whose data the first work-item prefetches where the region after the loads
/// starts (prefetchAt), and the most bytes of it. The sum row's kernel on the Zen 5 VM (a
/// harness, 128 MiB, two cores, runs side by side): 33-36 GB/s without, 56-60 one group ahead,
/// 60-64 three ahead (its loads alone without the tree: 49-54).
constexpr uint64_t kGroupsAheadOfTree = 3;
constexpr uint64_t kMostTreeBytes = 64 * 1024;

/// Whether the expander can put `expression` before a load as it is: no recurrence of any loop
/// (it would add an induction variable to the loop's header, where the vectorizers want none).
bool invariant(const llvm::SCEV* expression) {
  return !llvm::isa<llvm::SCEVCouldNotCompute>(expression) &&
         !llvm::SCEVExprContains(expression, [](const llvm::SCEV* part) {
           return llvm::isa<llvm::SCEVAddRecExpr>(part);
         });
}

/// Whether `bytes` may be at least `least` either way (one known only when the kernel runs, a
/// group's size or a grid's, may).
bool atLeast(const llvm::SCEV* bytes, int64_t least) {
  auto* constant = llvm::dyn_cast<llvm::SCEVConstant>(bytes);
  if (!constant)
    return true;
  const int64_t value = constant->getAPInt().getSExtValue();
  return value <= -least || value >= least;
}

/// The bytes from `load`'s address (`address`, its scalar evolution) to where it will be
/// `iterations` iterations on of the loop it moves with, where each iteration may move it by a
/// page or more (the stream prefetchers stop at pages; a step known only when the kernel runs
/// may); else null.
const llvm::SCEV* iterationsOn(const llvm::LoadInst& load, const llvm::SCEV* address,
                               uint64_t iterations, llvm::ScalarEvolution& scalarEvolution) {
  auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(address);
  if (!recurrence || !recurrence->isAffine() || !recurrence->getLoop()->contains(&load))
    return nullptr;
  const llvm::SCEV* step = recurrence->getStepRecurrence(scalarEvolution);
  if (!invariant(step) || !atLeast(step, kPageBytes))
    return nullptr;
  return scalarEvolution.getMulExpr(step, scalarEvolution.getConstant(step->getType(), iterations));
}

/// Prefetches, before `load`, the address `distance` bytes from its own, and with `eachLine`
/// every further line the load's bytes span from there (a vector of more than a line). Returns
/// whether it did: not where the distance cannot be computed there.
bool prefetchAhead(llvm::LoadInst& load, const llvm::SCEV* distance, llvm::SCEVExpander& expander,
                   bool eachLine = false) {
  if (!expander.isSafeToExpandAt(distance, &load))
    return false;
  llvm::IRBuilder<> builder(&load);
  llvm::Value* bytes = expander.expandCodeFor(distance, distance->getType(), &load);
  llvm::Value* pointer = load.getPointerOperand();
  llvm::Value* ahead = builder.CreateGEP(builder.getInt8Ty(), pointer, bytes, "prefetch");
  const uint64_t size = load.getModule()->getDataLayout().getTypeStoreSize(load.getType());
  for (uint64_t offset = 0; offset == 0 || (eachLine && offset < size); offset += kCacheLineBytes) {
    llvm::Value* line =
        offset ? builder.CreateConstGEP1_64(builder.getInt8Ty(), ahead, offset) : ahead;
    builder.CreateIntrinsic(
        llvm::Intrinsic::prefetch, {pointer->getType()},
        {line, builder.getInt32(kRead), builder.getInt32(kLocality), builder.getInt32(kData)});
  }
  return true;
}

/// An address with each extension of a loop's recurrence taken as the recurrence of the
/// extended values. A kernel's index computed in 32 bits and then extended (`(t + ly) * n + col`
/// for a tiled multiply's rows of B, with `int` or `uint` operands), which scalar evolution
/// cannot prove never wraps, then moves with its loop as the kernel means it to. Only for
/// prefetches: where the 32-bit value does wrap (or was meant to, a masked or modular index),
/// the prefetch is of a useless address, which never faults, not a wrong result.
class WidenedRecurrences : public llvm::SCEVRewriteVisitor<WidenedRecurrences> {
public:
  using SCEVRewriteVisitor::SCEVRewriteVisitor;

  static const llvm::SCEV* rewrite(const llvm::SCEV* expression,
                                   llvm::ScalarEvolution& scalarEvolution) {
    return WidenedRecurrences(scalarEvolution).visit(expression);
  }

  const llvm::SCEV* visitZeroExtendExpr(const llvm::SCEVZeroExtendExpr* expression) {
    const llvm::SCEV* operand = visit(expression->getOperand());
    if (const llvm::SCEV* widened = widen(operand, expression->getType(), false))
      return widened;
    return SE.getZeroExtendExpr(operand, expression->getType());
  }

  const llvm::SCEV* visitSignExtendExpr(const llvm::SCEVSignExtendExpr* expression) {
    const llvm::SCEV* operand = visit(expression->getOperand());
    if (const llvm::SCEV* widened = widen(operand, expression->getType(), true))
      return widened;
    return SE.getSignExtendExpr(operand, expression->getType());
  }

private:
  /// `operand`, an affine recurrence, as one of `type`: its start extended as the expression
  /// extends, its step as the signed increment it is; null for anything else.
  const llvm::SCEV* widen(const llvm::SCEV* operand, llvm::Type* type, bool signedStart) {
    auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(operand);
    if (!recurrence || !recurrence->isAffine())
      return nullptr;
    const llvm::SCEV* start = signedStart ? SE.getSignExtendExpr(recurrence->getStart(), type)
                                          : SE.getZeroExtendExpr(recurrence->getStart(), type);
    const llvm::SCEV* step = SE.getSignExtendExpr(recurrence->getStepRecurrence(SE), type);
    return SE.getAddRecExpr(start, step, recurrence->getLoop(), llvm::SCEV::FlagAnyWrap);
  }
};

/// The loads of the group id in dimension 0: the work-item builtins' lowering loads it from the
/// context once, in the entry block.
std::vector<const llvm::Value*> groupIdLoads(const WorkGroupFunction& wg) {
  std::vector<const llvm::Value*> loads;
  const llvm::DataLayout& layout = wg.function->getParent()->getDataLayout();
  for (const llvm::Instruction& instruction : llvm::instructions(*wg.function)) {
    auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
    if (!load || !load->getType()->isIntegerTy(64))
      continue;
    llvm::APInt offset(layout.getIndexTypeSizeInBits(load->getPointerOperandType()), 0);
    const llvm::Value* base =
        load->getPointerOperand()->stripAndAccumulateConstantOffsets(layout, offset, true);
    if (base == wg.ctx && offset == offsetof(WorkGroupContext, groupId))
      loads.push_back(load);
  }
  return loads;
}

/// The address `address` (a recurrence of the work-item loops and the loops inside them) has
/// for the first work-item in the loops' first iterations, or null where it does not only grow
/// from there.
const llvm::SCEV* firstAddress(const llvm::SCEV* address, llvm::ScalarEvolution& scalarEvolution) {
  while (auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(address)) {
    if (!recurrence->isAffine() ||
        !scalarEvolution.isKnownNonNegative(recurrence->getStepRecurrence(scalarEvolution)))
      return nullptr;
    address = recurrence->getStart();
  }
  if (llvm::SCEVExprContains(
          address, [](const llvm::SCEV* part) { return llvm::isa<llvm::SCEVAddRecExpr>(part); }))
    return nullptr;
  return address;
}

/// Bytes a later group reads, from `start` on (the distance from one group to the next).
struct Range {
  const llvm::SCEV* start;
  const llvm::SCEV* bytes;
};

/// Makes the first work-item prefetch `ranges` (at most kMostTreeBytes of each, a line at a time)
/// where `region` starts: the region after the group's loads, a reduction's tree, where the core
/// has no miss of its own outstanding and memory would wait idle for the next group's loads.
unsigned prefetchAt(const WorkGroupFunction& wg, std::vector<Range> ranges,
                    llvm::BasicBlock* region, llvm::SCEVExpander& expander) {
  // What the expander can compute there: from the arguments and the group's ids, not from values
  // of the first region.
  llvm::Instruction* at = region->getFirstNonPHI();
  llvm::erase_if(ranges, [&](const Range& range) {
    return !expander.isSafeToExpandAt(range.start, at) ||
           !expander.isSafeToExpandAt(range.bytes, at);
  });
  if (ranges.empty())
    return 0;
  llvm::LLVMContext& context = region->getContext();
  llvm::BasicBlock* rest = region->splitBasicBlock(region->getFirstNonPHI(), "prefetched");
  llvm::Instruction* into = region->getTerminator();
  llvm::IRBuilder<> builder(into);
  llvm::Value* first = builder.getTrue();
  for (llvm::PHINode* id : wg.localId)
    first = builder.CreateAnd(first,
                              builder.CreateICmpEQ(id, llvm::ConstantInt::get(id->getType(), 0)));
  std::vector<std::pair<llvm::Value*, llvm::Value*>> spans;
  for (const Range& range : ranges) {
    llvm::Value* start = expander.expandCodeFor(range.start, range.start->getType(), into);
    llvm::Value* bytes = expander.expandCodeFor(range.bytes, range.bytes->getType(), into);
    bytes = builder.CreateBinaryIntrinsic(llvm::Intrinsic::umin, bytes,
                                          llvm::ConstantInt::get(bytes->getType(), kMostTreeBytes));
    spans.emplace_back(start, bytes);
  }
  llvm::Function& function = *region->getParent();
  llvm::BasicBlock* from = region;
  llvm::BasicBlock* loops = nullptr;
  for (const auto& [start, bytes] : spans) {
    llvm::BasicBlock* loop = llvm::BasicBlock::Create(context, "prefetch.ahead", &function, rest);
    if (!loops)
      loops = loop;
    else
      llvm::BranchInst::Create(loop, from);
    llvm::IRBuilder<> body(loop);
    llvm::PHINode* offset = body.CreatePHI(bytes->getType(), 2, "offset");
    offset->addIncoming(llvm::ConstantInt::get(bytes->getType(), 0), from);
    llvm::Value* line = body.CreateGEP(body.getInt8Ty(), start, offset);
    body.CreateIntrinsic(
        llvm::Intrinsic::prefetch, {line->getType()},
        {line, body.getInt32(kRead), body.getInt32(kLocality), body.getInt32(kData)});
    llvm::Value* next =
        body.CreateNUWAdd(offset, llvm::ConstantInt::get(bytes->getType(), kCacheLineBytes));
    offset->addIncoming(next, loop);
    llvm::BasicBlock* after = llvm::BasicBlock::Create(context, "prefetch.done", &function, rest);
    body.CreateCondBr(body.CreateICmpULT(next, bytes), loop, after);
    from = after;
  }
  llvm::BranchInst::Create(rest, from);
  llvm::BranchInst::Create(loops, rest, first, region);
  into->eraseFromParent();
  return unsigned(spans.size());
}

} // namespace

unsigned addPrefetches(WorkGroupFunction& wg, llvm::ScalarEvolution& scalarEvolution) {
  const std::vector<const llvm::Value*> groupIds = groupIdLoads(wg);
  llvm::ValueToSCEVMapTy nextGroup;
  for (const llvm::Value* id : groupIds) {
    const llvm::SCEV* current = scalarEvolution.getSCEV(const_cast<llvm::Value*>(id));
    nextGroup[id] = scalarEvolution.getAddExpr(current, scalarEvolution.getOne(id->getType()));
  }
  auto mentionsGroup = [&](const llvm::SCEV* expression) {
    return llvm::SCEVExprContains(expression, [&](const llvm::SCEV* part) {
      auto* unknown = llvm::dyn_cast<llvm::SCEVUnknown>(part);
      return unknown && nextGroup.count(unknown->getValue());
    });
  };
  // Found first, added afterwards: the expander adds instructions as it goes.
  struct Prefetch {
    llvm::LoadInst* load;
    const llvm::SCEV* distance; ///< bytes from the load's address to the one prefetched
  };
  std::vector<Prefetch> prefetches, nextGroupLoads;
  for (llvm::Instruction& instruction : llvm::instructions(*wg.function)) {
    auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
    if (!load || !load->isSimple() || load->getPointerAddressSpace() != kGlobalAddressSpace)
      continue;
    const llvm::SCEV* address = scalarEvolution.getSCEV(load->getPointerOperand());
    // The next group's address.
    if (!nextGroup.empty() && mentionsGroup(address)) {
      const llvm::SCEV* moved =
          llvm::SCEVParameterRewriter::rewrite(address, scalarEvolution, nextGroup);
      const llvm::SCEV* distance = scalarEvolution.getMinusSCEV(moved, address);
      if (invariant(distance) && !mentionsGroup(distance) && atLeast(distance, kNearestBytes)) {
        prefetches.push_back({load, distance});
        nextGroupLoads.push_back({load, distance});
      }
    }
    // In a loop whose iterations move the address by a page or more: kIterationsAhead on.
    if (const llvm::SCEV* distance =
            iterationsOn(*load, address, kIterationsAhead, scalarEvolution))
      prefetches.push_back({load, distance});
  }
  llvm::SCEVExpander expander(scalarEvolution, wg.function->getParent()->getDataLayout(),
                              "prefetch");
  unsigned added = 0;
  for (const Prefetch& prefetch : prefetches)
    added += prefetchAhead(*prefetch.load, prefetch.distance, expander) ? 1 : 0;
  // Ahead of the tree: the first region's loads, kGroupsAheadOfTree groups on.
  llvm::SwitchInst* regions = nullptr;
  for (llvm::Instruction& instruction : llvm::instructions(*wg.function))
    if (auto* choice = llvm::dyn_cast<llvm::SwitchInst>(&instruction))
      if (choice->getCondition() == wg.region)
        regions = choice;
  if (!regions || nextGroupLoads.empty())
    return added;
  llvm::BasicBlock* firstRegion = regions->getDefaultDest();
  llvm::BasicBlock* secondRegion = nullptr;
  for (auto& entry : regions->cases())
    if (entry.getCaseValue()->equalsInt(1))
      secondRegion = entry.getCaseSuccessor();
  if (!secondRegion || firstRegion->getSinglePredecessor() != regions->getParent())
    return added;
  llvm::DominatorTree dominators(*wg.function);
  llvm::ValueToSCEVMapTy groupsAhead;
  for (const auto& [id, next] : nextGroup)
    groupsAhead[id] =
        scalarEvolution.getAddExpr(scalarEvolution.getSCEV(const_cast<llvm::Value*>(id)),
                                   scalarEvolution.getConstant(id->getType(), kGroupsAheadOfTree));
  std::vector<Range> ranges;
  for (const Prefetch& candidate : nextGroupLoads) {
    if (!dominators.dominates(firstRegion, candidate.load->getParent()) ||
        !scalarEvolution.isKnownPositive(candidate.distance))
      continue;
    const llvm::SCEV* first =
        firstAddress(scalarEvolution.getSCEV(candidate.load->getPointerOperand()), scalarEvolution);
    if (!first)
      continue;
    const llvm::SCEV* start =
        llvm::SCEVParameterRewriter::rewrite(first, scalarEvolution, groupsAhead);
    if (llvm::none_of(ranges, [&](const Range& range) { return range.start == start; }))
      ranges.push_back({start, candidate.distance});
  }
  return added + prefetchAt(wg, ranges, secondRegion, expander);
}

unsigned addLoopPrefetches(llvm::Function& function, llvm::ScalarEvolution& scalarEvolution,
                           uint64_t iterationsAhead) {
  std::vector<std::pair<llvm::LoadInst*, const llvm::SCEV*>> prefetches;
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    // The step's loads are vectors: the scalar loops the step leaves behind, for work-items
    // beyond it (none in a group of the size it was made for), get no prefetch.
    auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction);
    if (!load || !load->isSimple() || load->getPointerAddressSpace() != kGlobalAddressSpace ||
        !load->getType()->isVectorTy())
      continue;
    const llvm::SCEV* address = WidenedRecurrences::rewrite(
        scalarEvolution.getSCEV(load->getPointerOperand()), scalarEvolution);
    const llvm::SCEV* distance = iterationsOn(*load, address, iterationsAhead, scalarEvolution);
    // Not for a load in a loop inside the one it moves with: it would prefetch the same lines at
    // every iteration of the inner loop.
    auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(address);
    if (distance && llvm::none_of(recurrence->getLoop()->getSubLoops(),
                                  [&](llvm::Loop* inner) { return inner->contains(load); }))
      prefetches.emplace_back(load, distance);
  }
  llvm::SCEVExpander expander(scalarEvolution, function.getParent()->getDataLayout(), "prefetch");
  unsigned added = 0;
  for (const auto& [load, distance] : prefetches)
    added += prefetchAhead(*load, distance, expander, true) ? 1 : 0;
  return added;
}

bool removePrefetches(llvm::Function& function) {
  std::vector<llvm::Instruction*> prefetches;
  for (llvm::Instruction& instruction : llvm::instructions(function))
    if (auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction))
      if (intrinsic->getIntrinsicID() == llvm::Intrinsic::prefetch)
        prefetches.push_back(intrinsic);
  for (llvm::Instruction* prefetch : prefetches)
    prefetch->eraseFromParent();
  return !prefetches.empty();
}

} // namespace weft::compiler
