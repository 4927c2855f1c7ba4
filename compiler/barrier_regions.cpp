#include "compiler/barrier_regions.hpp"

#include "compiler/work_item_builtins.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/PostOrderIterator.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/SmallPtrSet.h>
#include <llvm/Analysis/CFG.h>
#include <llvm/Analysis/DivergenceAnalysis.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/PostDominators.h>
#include <llvm/Analysis/SyncDependenceAnalysis.h>
#include <llvm/IR/Attributes.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/PatternMatch.h>
#include <llvm/Support/Alignment.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/SSAUpdater.h>

#include <optional>
#include <set>
#include <vector>

namespace weft::compiler {
namespace {

bool isBarrierCall(const llvm::Instruction& instruction) {
  const auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
  const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && isBarrierBuiltin(callee->getName().str());
}

/// Gives every barrier a block of its own, holding the call and a branch to a new block that
/// starts the next region (and so has no phi). Returns the barrier blocks.
std::vector<llvm::BasicBlock*> isolateBarriers(llvm::Function& function) {
  std::vector<llvm::CallInst*> calls;
  for (llvm::Instruction& instruction : llvm::instructions(function))
    if (isBarrierCall(instruction))
      calls.push_back(llvm::cast<llvm::CallInst>(&instruction));
  std::vector<llvm::BasicBlock*> barriers;
  for (llvm::CallInst* call : calls) {
    llvm::BasicBlock* block = call->getParent();
    llvm::BasicBlock* barrier =
        &block->front() == call ? block : block->splitBasicBlock(call, "barrier");
    barrier->splitBasicBlock(call->getNextNode(), "region");
    barriers.push_back(barrier);
  }
  return barriers;
}

using LiveSets = llvm::DenseMap<llvm::BasicBlock*, llvm::SetVector<llvm::Instruction*>>;

/// For each barrier block, the instructions whose values are still needed after it, private
/// variables aside: live on leaving the block, by the usual backward data flow over blocks (a
/// phi's operand is used at the end of the incoming block).
LiveSets liveOutOfBarriers(llvm::Function& function,
                           const std::vector<llvm::BasicBlock*>& barriers) {
  using ValueSet = llvm::DenseSet<llvm::Instruction*>;
  llvm::DenseMap<llvm::BasicBlock*, ValueSet> upward, defined, liveIn, liveOut;
  for (llvm::BasicBlock& block : function) {
    ValueSet& up = upward[&block];
    ValueSet& defs = defined[&block];
    for (llvm::Instruction& instruction : block) {
      if (!llvm::isa<llvm::PHINode>(instruction))
        for (llvm::Value* operand : instruction.operands())
          if (auto* value = llvm::dyn_cast<llvm::Instruction>(operand))
            if (!defs.count(value))
              up.insert(value);
      defs.insert(&instruction);
    }
  }
  bool changed = true;
  while (changed) {
    changed = false;
    for (llvm::BasicBlock& block : llvm::reverse(function)) {
      ValueSet out;
      for (llvm::BasicBlock* successor : llvm::successors(&block)) {
        for (llvm::Instruction* value : liveIn[successor])
          if (!(llvm::isa<llvm::PHINode>(value) && value->getParent() == successor))
            out.insert(value);
        for (llvm::PHINode& phi : successor->phis())
          if (auto* value = llvm::dyn_cast<llvm::Instruction>(phi.getIncomingValueForBlock(&block)))
            out.insert(value);
      }
      ValueSet in = upward[&block];
      for (llvm::Instruction* value : out)
        if (!defined[&block].count(value))
          in.insert(value);
      for (llvm::PHINode& phi : block.phis())
        in.insert(&phi);
      if (out.size() != liveOut[&block].size() || in.size() != liveIn[&block].size()) {
        liveOut[&block] = std::move(out);
        liveIn[&block] = std::move(in);
        changed = true;
      }
    }
  }
  LiveSets result;
  for (llvm::BasicBlock* barrier : barriers) {
    auto& values = result[barrier];
    // In instruction order, so that the state block's layout does not depend on pointers.
    for (llvm::Instruction& instruction : llvm::instructions(function))
      if (liveOut[barrier].count(&instruction) && !llvm::isa<llvm::AllocaInst>(instruction))
        values.insert(&instruction);
  }
  return result;
}

bool isWorkItemQuery(const llvm::CallInst& call) {
  const llvm::Function* callee = call.getCalledFunction();
  if (!callee || !isWorkItemBuiltin(callee->getName()))
    return false;
  for (const llvm::Value* arg : call.args())
    if (!llvm::isa<llvm::Constant>(arg))
      return false;
  return true;
}

/// Whether `value` is cheaper to compute again after a barrier than to keep: the work-item
/// functions (get_global_id, ...) with constant arguments and short pure arithmetic on them,
/// the kernel's arguments and constants. Keeping get_global_id(0) in memory would also hide
/// from the SPMD vectorizer that it is consecutive across the lanes.
bool recomputable(const llvm::Value* value, unsigned& budget) {
  if (llvm::isa<llvm::Constant, llvm::Argument, llvm::AllocaInst>(value))
    return true; // allocas move to the dispatch block, which every region runs
  const auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
  if (!instruction || budget == 0)
    return false;
  --budget;
  if (const auto* call = llvm::dyn_cast<llvm::CallInst>(instruction))
    return isWorkItemQuery(*call);
  switch (instruction->getOpcode()) {
  case llvm::Instruction::UDiv:
  case llvm::Instruction::SDiv:
  case llvm::Instruction::URem:
  case llvm::Instruction::SRem:
  case llvm::Instruction::FDiv:
  case llvm::Instruction::FRem:
    return false; // not cheap
  default:
    break;
  }
  if (!llvm::isa<llvm::BinaryOperator, llvm::CastInst, llvm::GetElementPtrInst, llvm::CmpInst,
                 llvm::SelectInst>(instruction))
    return false;
  for (const llvm::Value* operand : instruction->operands())
    if (!recomputable(operand, budget))
      return false;
  return true;
}

/// A copy of `value`'s computation before `before`, sharing what `copies` already made there.
llvm::Value* recompute(llvm::Value* value, llvm::Instruction* before,
                       llvm::DenseMap<llvm::Value*, llvm::Value*>& copies) {
  if (llvm::isa<llvm::Constant, llvm::Argument, llvm::AllocaInst>(value))
    return value;
  if (llvm::Value* copy = copies.lookup(value))
    return copy;
  auto* original = llvm::cast<llvm::Instruction>(value);
  llvm::Instruction* copy = original->clone();
  for (llvm::Use& operand : copy->operands())
    operand.set(recompute(operand.get(), before, copies));
  copy->insertBefore(before);
  copy->setName(original->getName());
  copies[value] = copy;
  return copy;
}

/// Replaces the uses after a barrier of every recomputable value live across one by a copy made
/// where it is used, and deletes what is left unused.
void recomputeAcrossBarriers(llvm::Function& kernel,
                             const std::vector<llvm::BasicBlock*>& barriers) {
  const LiveSets liveOut = liveOutOfBarriers(kernel, barriers);
  llvm::SetVector<llvm::Instruction*> candidates;
  for (llvm::BasicBlock* barrier : barriers)
    for (llvm::Instruction* value : liveOut.find(barrier)->second) {
      unsigned budget = 16;
      if (recomputable(value, budget))
        candidates.insert(value);
    }
  // One copy per block where it is used (at the end of a phi's incoming block). Copies go in the
  // order they are made before one place per block, the block's first instruction as it was, so
  // that a copy an earlier value made comes before the later copies that use it.
  llvm::DenseMap<llvm::BasicBlock*, llvm::DenseMap<llvm::Value*, llvm::Value*>> atStart, atEnd;
  llvm::DenseMap<llvm::BasicBlock*, llvm::Instruction*> start;
  for (llvm::Instruction* value : candidates) {
    std::vector<llvm::Use*> uses;
    for (llvm::Use& use : value->uses())
      uses.push_back(&use);
    for (llvm::Use* use : uses) {
      auto* user = llvm::cast<llvm::Instruction>(use->getUser());
      if (auto* phi = llvm::dyn_cast<llvm::PHINode>(user)) {
        llvm::BasicBlock* from = phi->getIncomingBlock(*use);
        if (from != value->getParent())
          use->set(recompute(value, from->getTerminator(), atEnd[from]));
      } else if (user->getParent() != value->getParent()) {
        llvm::BasicBlock* block = user->getParent();
        auto [at, first] = start.try_emplace(block, nullptr);
        if (first)
          at->second = &*block->getFirstInsertionPt();
        use->set(recompute(value, at->second, atStart[block]));
      }
    }
  }
  // Unused originals go, and with them operands only they used.
  std::vector<llvm::Instruction*> dead(candidates.begin(), candidates.end());
  llvm::SmallPtrSet<llvm::Instruction*, 32> erased;
  while (!dead.empty()) {
    llvm::Instruction* instruction = dead.back();
    dead.pop_back();
    if (erased.count(instruction) || !instruction->use_empty())
      continue;
    for (llvm::Value* operand : instruction->operands())
      if (auto* user = llvm::dyn_cast<llvm::Instruction>(operand);
          user && !llvm::isa<llvm::AllocaInst>(user))
        dead.push_back(user);
    erased.insert(instruction);
    instruction->eraseFromParent();
  }
}

/// Which values of a kernel or its split form differ between the work-items of a group: those
/// computed from their ids, from memory (but the group's values kept across barriers), under
/// branches on such values, or out of loops that they leave at different iterations. Without
/// `divergence` for an irreducible control flow graph.
struct GroupDivergence {
  explicit GroupDivergence(llvm::Function& function)
      : dominators(function), postDominators(function), loops(dominators) {
    llvm::ReversePostOrderTraversal<llvm::Function*> order(&function);
    if (llvm::containsIrreducibleCFG<const llvm::BasicBlock*>(order, loops))
      return;
    sync.emplace(dominators, postDominators, loops);
    divergence.emplace(function, nullptr, dominators, loops, *sync, false);
    for (llvm::Instruction& instruction : llvm::instructions(function)) {
      bool varies = false;
      if (auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction)) {
        const llvm::Function* callee = call->getCalledFunction();
        if (callee && isWorkItemBuiltin(callee->getName())) {
          const llvm::StringRef name = callee->getName();
          varies = name.contains("_id") && !name.contains("group_id");
        } else {
          varies = !call->doesNotAccessMemory();
        }
      } else if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction)) {
        varies = !(load->isSimple() && load->getMetadata(kGroupUniformMetadata));
      } else {
        varies = instruction.mayReadOrWriteMemory() || llvm::isa<llvm::AllocaInst>(instruction);
      }
      if (varies)
        divergence->markDivergent(instruction);
    }
    divergence->compute();
  }

  llvm::DominatorTree dominators;
  llvm::PostDominatorTree postDominators;
  llvm::LoopInfo loops;
  std::optional<llvm::SyncDependenceAnalysis> sync;
  std::optional<llvm::DivergenceAnalysisImpl> divergence;
};

/// The values of `live` that are the same in every work-item of a group (computed from the
/// kernel's arguments, group-wide work-item functions and constants, under control flow that
/// does not depend on the work-item): their loads from the state block are marked so that the
/// SPMD vectorizer keeps them scalar.
llvm::DenseSet<const llvm::Value*>
groupUniformValues(llvm::Function& kernel, const llvm::SetVector<llvm::Instruction*>& live) {
  llvm::DenseSet<const llvm::Value*> uniform;
  if (live.empty())
    return uniform;
  GroupDivergence analyses(kernel);
  if (!analyses.divergence)
    return uniform;
  const llvm::DivergenceAnalysisImpl& divergence = *analyses.divergence;
  // A value the same everywhere inside a loop that work-items leave at different iterations
  // differs after it: its uses outside the loop are divergent.
  for (llvm::Instruction* value : live)
    if (llvm::none_of(value->uses(),
                      [&](const llvm::Use& use) { return divergence.isDivergentUse(use); }))
      uniform.insert(value);
  return uniform;
}

/// A per-work-item slot in the state block: an array over the work-items of the group.
struct Slot {
  uint64_t offset; ///< per-work-item bytes before this slot, a multiple of 16
  uint64_t size;   ///< bytes of one work-item's element, a multiple of its alignment
};

class SlotAllocator {
public:
  Slot add(uint64_t size, llvm::Align align) {
    Slot slot{m_bytes, llvm::alignTo(std::max<uint64_t>(size, 1), align)};
    m_bytes += llvm::alignTo(slot.size, 16);
    return slot;
  }
  uint64_t bytes() const { return m_bytes; }

private:
  uint64_t m_bytes = 0;
};

llvm::FunctionCallee workItemBuiltin(llvm::Module& module, const char* name, bool takesDim) {
  llvm::LLVMContext& context = module.getContext();
  llvm::Type* i64 = llvm::Type::getInt64Ty(context);
  auto* type = takesDim ? llvm::FunctionType::get(i64, {llvm::Type::getInt32Ty(context)}, false)
                        : llvm::FunctionType::get(i64, false);
  return module.getOrInsertFunction(name, type);
}

/// Whether `value` is one of `reloads`, or a phi of nothing else: the value the slot they read
/// still holds.
bool isReload(const llvm::Value* value, const std::set<const llvm::Value*>& reloads,
              std::set<const llvm::Value*>& visited) {
  if (reloads.count(value))
    return true;
  const auto* phi = llvm::dyn_cast<llvm::PHINode>(value);
  if (!phi || !visited.insert(phi).second)
    return phi != nullptr; // a phi seen before: decided where it was first met
  for (const llvm::Value* incoming : phi->incoming_values())
    if (!isReload(incoming, reloads, visited))
      return false;
  return true;
}

/// Marks an access to the state block: each work-item touches only its own elements, so such
/// accesses never conflict across work-items (see parallel_loop.cpp).
void markStateAccess(llvm::Instruction& access) {
  access.setMetadata(kWorkItemStateMetadata, llvm::MDNode::get(access.getContext(), llvm::None));
}

/// Whether `value` grows with the work-item's x id along a row of the group, without wrapping:
/// its local or global x id, its local or global linear id, and widening casts of them (and
/// narrowing ones of the local ids, which are below any work-group size).
bool growsAlongRow(const llvm::Value* value) {
  if (const auto* cast = llvm::dyn_cast<llvm::CastInst>(value)) {
    if (llvm::isa<llvm::ZExtInst, llvm::SExtInst>(cast))
      return growsAlongRow(cast->getOperand(0));
    if (llvm::isa<llvm::TruncInst>(cast) && cast->getType()->getScalarSizeInBits() >= 16) {
      const auto* call = llvm::dyn_cast<llvm::CallInst>(cast->getOperand(0));
      const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
      return callee && growsAlongRow(call) && callee->getName().contains("local");
    }
    return false;
  }
  const auto* call = llvm::dyn_cast<llvm::CallInst>(value);
  const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
  if (!callee)
    return false;
  const llvm::StringRef name = callee->getName();
  if (name == "_Z19get_local_linear_idv" || name == "_Z20get_global_linear_idv")
    return true;
  if (name != "_Z12get_local_idj" && name != "_Z13get_global_idj")
    return false;
  const auto* dim = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(0));
  return dim && dim->isZero();
}

/// Whether `condition` being `holds` means `id < bound` for an id that grows along a row and a
/// bound the same for every work-item (by `divergence`), so that a work-item for which it does
/// not hold is followed in its row by work-items for which it does not either.
bool boundsIdFromAbove(const llvm::Value* condition, bool holds,
                       const llvm::DivergenceAnalysisImpl& divergence, int depth = 0) {
  if (depth > 8)
    return false;
  namespace pm = llvm::PatternMatch;
  const llvm::Value *a = nullptr, *b = nullptr;
  if (pm::match(condition, pm::m_Not(pm::m_Value(a))))
    return boundsIdFromAbove(a, !holds, divergence, depth + 1);
  // Both sides of an `and` hold where it does; neither side of an `or` where it does not.
  if (holds ? pm::match(condition, pm::m_LogicalAnd(pm::m_Value(a), pm::m_Value(b)))
            : pm::match(condition, pm::m_LogicalOr(pm::m_Value(a), pm::m_Value(b))))
    return boundsIdFromAbove(a, holds, divergence, depth + 1) ||
           boundsIdFromAbove(b, holds, divergence, depth + 1);
  const auto* compare = llvm::dyn_cast<llvm::ICmpInst>(condition);
  if (!compare)
    return false;
  llvm::CmpInst::Predicate predicate =
      holds ? compare->getPredicate() : compare->getInversePredicate();
  const llvm::Value* id = compare->getOperand(0);
  const llvm::Value* bound = compare->getOperand(1);
  if (!growsAlongRow(id)) {
    std::swap(id, bound);
    predicate = llvm::CmpInst::getSwappedPredicate(predicate);
  }
  if (!growsAlongRow(id) || divergence.isDivergent(*bound))
    return false;
  switch (predicate) {
  case llvm::CmpInst::ICMP_ULT:
  case llvm::CmpInst::ICMP_ULE:
  case llvm::CmpInst::ICMP_SLT:
  case llvm::CmpInst::ICMP_SLE:
    return true;
  case llvm::CmpInst::ICMP_EQ: // id == 0: only the first
    return llvm::isa<llvm::ConstantInt>(bound) && llvm::cast<llvm::ConstantInt>(bound)->isZero();
  default:
    return false;
  }
}

/// Whether `instruction` does something another work-item, or the next region, could see:
/// writes memory other than the group's values (which every work-item writes alike), or calls
/// what may.
bool hasEffect(const llvm::Instruction& instruction,
               const llvm::SmallPtrSetImpl<const llvm::Instruction*>& groupStores) {
  if (llvm::isa<llvm::StoreInst>(instruction))
    return !groupStores.count(&instruction);
  if (const auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction)) {
    if (const auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(call))
      if (intrinsic->isAssumeLikeIntrinsic() ||
          intrinsic->getIntrinsicID() == llvm::Intrinsic::prefetch)
        return false; // hints: a prefetch (LLVM says it may write) changes nothing
    const llvm::Function* callee = call->getCalledFunction();
    if (callee && isWorkItemBuiltin(callee->getName()))
      return false;
    return !call->onlyReadsMemory();
  }
  return instruction.mayWriteToMemory() || llvm::isa<llvm::FenceInst>(instruction);
}

/// Where a region has nothing to do for the work-items past a bound on their x id (a reduction
/// tree's `if (lid < stride)`, a result written `if (lid == 0)`), a work-item that did nothing
/// there returns the next region with kIdleRegionBit set: every work-item after it in its row
/// would do nothing either, so the vectorized x loop stops at a step whose work-items all did
/// nothing. A region qualifies when everything in it that has an effect (hasEffect) lies under
/// such a bound's test, reached the same way by every work-item. The work-items that do not run
/// leave no state behind: the values the same in every work-item are the group's (kept once),
/// and the work-group function reads the next region from the first work-item.
void markIdleWorkItems(llvm::Function& split, llvm::SwitchInst& regions,
                       const llvm::SmallPtrSetImpl<const llvm::Instruction*>& groupStores) {
  llvm::LLVMContext& context = split.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  if (split.size() > 4096)
    return; // the analyses below grow with blocks times branches
  // The first region starts in a block of its own, where its state can be said.
  llvm::BasicBlock* body = regions.getDefaultDest();
  llvm::BasicBlock* first = llvm::BasicBlock::Create(context, "region.0", &split, body);
  llvm::BranchInst::Create(body, first);
  regions.setDefaultDest(first);

  GroupDivergence analyses(split);
  if (!analyses.divergence)
    return;
  const llvm::DivergenceAnalysisImpl& divergence = *analyses.divergence;
  llvm::DominatorTree& dominators = analyses.dominators;
  llvm::PostDominatorTree& postDominators = analyses.postDominators;

  // Blocks that some work-items reach and others not, or reach a different number of times:
  // those after a branch on a value that differs between work-items, up to where its ways meet.
  llvm::DenseSet<const llvm::BasicBlock*> divergent;
  for (llvm::BasicBlock& block : split) {
    const llvm::Instruction* terminator = block.getTerminator();
    const llvm::Value* condition = nullptr;
    if (const auto* branch = llvm::dyn_cast<llvm::BranchInst>(terminator))
      condition = branch->isConditional() ? branch->getCondition() : nullptr;
    else if (const auto* choice = llvm::dyn_cast<llvm::SwitchInst>(terminator))
      condition = choice->getCondition();
    if (!condition || !divergence.isDivergent(*condition) ||
        !dominators.isReachableFromEntry(&block))
      continue;
    const llvm::DomTreeNode* node = postDominators.getNode(&block);
    const llvm::DomTreeNode* join = node ? node->getIDom() : nullptr;
    const llvm::BasicBlock* meet = join ? join->getBlock() : nullptr;
    std::vector<const llvm::BasicBlock*> work(llvm::succ_begin(&block), llvm::succ_end(&block));
    while (!work.empty()) {
      const llvm::BasicBlock* next = work.back();
      work.pop_back();
      if (next == meet || !divergent.insert(next).second)
        continue;
      work.insert(work.end(), llvm::succ_begin(next), llvm::succ_end(next));
    }
  }
  // Whether every work-item that reaches `block` passed a test that bounds its x id from above,
  // taken where every work-item comes the same way.
  auto bounded = [&](llvm::BasicBlock* block) {
    if (!dominators.isReachableFromEntry(block))
      return true; // never runs
    for (llvm::DomTreeNode* node = dominators.getNode(block)->getIDom(); node;
         node = node->getIDom()) {
      llvm::BasicBlock* test = node->getBlock();
      const auto* branch = llvm::dyn_cast<llvm::BranchInst>(test->getTerminator());
      if (!branch || !branch->isConditional() || divergent.count(test))
        continue;
      for (unsigned way = 0; way < 2; ++way)
        if (dominators.dominates(llvm::BasicBlockEdge(test, branch->getSuccessor(way)), block) &&
            boundsIdFromAbove(branch->getCondition(), way == 0, divergence))
          return true;
    }
    return false;
  };
  // The blocks whose effects make a work-item busy, and whether each is under a bound.
  llvm::DenseMap<const llvm::BasicBlock*, bool> acting;
  for (llvm::BasicBlock& block : split)
    if (llvm::any_of(block, [&](const llvm::Instruction& instruction) {
          return hasEffect(instruction, groupStores);
        }))
      acting[&block] = bounded(&block);

  // The regions where idle work-items can be told, by their first blocks.
  std::vector<std::pair<llvm::BasicBlock*, bool>> starts;
  bool any = false;
  for (llvm::BasicBlock* start : llvm::successors(regions.getParent())) {
    if (llvm::any_of(starts, [&](const auto& seen) { return seen.first == start; }))
      continue;
    bool qualifies = true;
    llvm::SmallPtrSet<const llvm::BasicBlock*, 32> seen;
    std::vector<const llvm::BasicBlock*> work{start};
    while (!work.empty() && qualifies) {
      const llvm::BasicBlock* block = work.back();
      work.pop_back();
      if (!seen.insert(block).second)
        continue;
      if (auto found = acting.find(block); found != acting.end() && !found->second)
        qualifies = false;
      work.insert(work.end(), llvm::succ_begin(block), llvm::succ_end(block));
    }
    starts.emplace_back(start, qualifies);
    any |= qualifies;
  }
  if (!any)
    return;
  // The bit each work-item returns: set where its region starts, if that region qualifies;
  // cleared where it does something.
  llvm::SSAUpdater updater;
  updater.Initialize(i32, "idle");
  for (const auto& [start, qualifies] : starts)
    updater.AddAvailableValue(start, llvm::ConstantInt::get(i32, qualifies ? kIdleRegionBit : 0));
  for (const auto& entry : acting)
    updater.AddAvailableValue(const_cast<llvm::BasicBlock*>(entry.first),
                              llvm::ConstantInt::get(i32, 0));
  std::vector<llvm::ReturnInst*> returns;
  for (llvm::BasicBlock& block : split)
    if (auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator()))
      returns.push_back(ret);
  for (llvm::ReturnInst* ret : returns) {
    if (!dominators.isReachableFromEntry(ret->getParent()))
      continue;
    llvm::Value* idle = updater.GetValueAtEndOfBlock(ret->getParent());
    if (auto* constant = llvm::dyn_cast<llvm::ConstantInt>(idle); constant && constant->isZero())
      continue;
    llvm::IRBuilder<> builder(ret);
    ret->setOperand(0, builder.CreateOr(ret->getReturnValue(), idle));
  }
}
} // namespace

bool isBarrierBuiltin(std::string_view name) {
  return name == "_Z7barrierj" || name == "_Z18work_group_barrierj" ||
         name == "_Z18work_group_barrierj12memory_scope";
}

bool inlineCalls(llvm::Function& kernel) {
  // OpenCL C has no recursion, so a bounded number of rounds inlines every call; calls that
  // remain after that are recursive.
  for (int round = 0; round < 64; ++round) {
    std::vector<llvm::CallBase*> calls;
    for (llvm::Instruction& instruction : llvm::instructions(kernel))
      if (auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction))
        if (llvm::Function* callee = call->getCalledFunction())
          if (!callee->isDeclaration() && callee != &kernel)
            calls.push_back(call);
    if (calls.empty())
      return true;
    for (llvm::CallBase* call : calls) {
      // As LLVM's inliners do: the kernel keeps a function-level promise such as
      // "no-nans-fp-math" only if the callee makes it too. The builtin library does not (it
      // handles NaN and infinities even in fast-math kernels), and a promise left on the kernel
      // lets code generation fold its NaN checks, even the lane masks of vectorized branches.
      llvm::AttributeFuncs::mergeAttributesForInlining(kernel, *call->getCalledFunction());
      llvm::InlineFunctionInfo info;
      if (!llvm::InlineFunction(*call, info).isSuccess())
        return false;
    }
  }
  return false;
}

bool callsBarrier(const llvm::Function& kernel) {
  for (const llvm::Instruction& instruction : llvm::instructions(kernel))
    if (isBarrierCall(instruction))
      return true;
  return false;
}

bool callsBarrierInLoop(llvm::Function& kernel) {
  llvm::DominatorTree dominators(kernel);
  llvm::LoopInfo loops(dominators);
  for (const llvm::Instruction& instruction : llvm::instructions(kernel))
    if (isBarrierCall(instruction) && loops.getLoopFor(instruction.getParent()))
      return true;
  return false;
}

llvm::Function* cloneKernel(llvm::Function& kernel, const llvm::Twine& name) {
  llvm::ValueToValueMapTy map;
  llvm::Function* clone = llvm::CloneFunction(&kernel, map);
  clone->setName(name);
  clone->setLinkage(llvm::GlobalValue::InternalLinkage);
  return clone;
}

void removeBarriers(llvm::Function& function) {
  std::vector<llvm::Instruction*> barriers;
  for (llvm::Instruction& instruction : llvm::instructions(function))
    if (isBarrierCall(instruction))
      barriers.push_back(&instruction);
  for (llvm::Instruction* barrier : barriers)
    barrier->eraseFromParent();
}

llvm::Function* splitAtBarriers(llvm::Function& kernel, const llvm::DataLayout& layout,
                                uint64_t& stateBytes, uint64_t& groupStateBytes) {
  llvm::Module& module = *kernel.getParent();
  llvm::LLVMContext& context = module.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  llvm::Type* i8 = llvm::Type::getInt8Ty(context);

  const std::vector<llvm::BasicBlock*> barriers = isolateBarriers(kernel);
  recomputeAcrossBarriers(kernel, barriers);
  const LiveSets liveOut = liveOutOfBarriers(kernel, barriers);
  llvm::SetVector<llvm::Instruction*> live;
  for (llvm::BasicBlock* barrier : barriers)
    for (llvm::Instruction* value : liveOut.find(barrier)->second)
      live.insert(value);
  const llvm::DenseSet<const llvm::Value*> uniform = groupUniformValues(kernel, live);
  std::vector<llvm::AllocaInst*> allocas;
  for (llvm::Instruction& instruction : llvm::instructions(kernel))
    if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&instruction))
      allocas.push_back(alloca);

  // The split function: the kernel's body, moved, with the region and the state as parameters.
  std::vector<llvm::Type*> params(kernel.getFunctionType()->param_begin(),
                                  kernel.getFunctionType()->param_end());
  const unsigned regionArg = params.size();
  params.push_back(i32);
  params.push_back(llvm::PointerType::get(context, 0));
  llvm::Function* split = llvm::Function::Create(llvm::FunctionType::get(i32, params, false),
                                                 llvm::GlobalValue::InternalLinkage,
                                                 kernel.getName() + ".regions", module);
  split->copyAttributesFrom(&kernel);
  split->setLinkage(llvm::GlobalValue::InternalLinkage);
  split->getBasicBlockList().splice(split->end(), kernel.getBasicBlockList());
  for (unsigned i = 0; i < regionArg; ++i) {
    kernel.getArg(i)->replaceAllUsesWith(split->getArg(i));
    split->getArg(i)->takeName(kernel.getArg(i));
  }
  llvm::Argument* region = split->getArg(regionArg);
  llvm::Argument* state = split->getArg(regionArg + 1);
  region->setName("region");
  state->setName("state");

  // Where this work-item's elements are: computed once per region run, before the dispatch.
  llvm::BasicBlock* body = &split->front();
  llvm::BasicBlock* dispatch = llvm::BasicBlock::Create(context, "regions", split, body);
  llvm::IRBuilder<> builder(dispatch);
  llvm::Value* workItem =
      builder.CreateCall(workItemBuiltin(module, "_Z19get_local_linear_idv", false));
  llvm::FunctionCallee localSize = workItemBuiltin(module, "_Z14get_local_sizej", true);
  llvm::Value* workItems = builder.CreateCall(localSize, {builder.getInt32(0)});
  for (unsigned dim = 1; dim < 3; ++dim)
    workItems =
        builder.CreateMul(workItems, builder.CreateCall(localSize, {builder.getInt32(dim)}));
  SlotAllocator slots;
  // Slot 0 belongs to the work-group function, which keeps each work-item's next region there.
  slots.add(sizeof(int32_t), llvm::Align(4));
  auto element = [&](const Slot& slot) {
    llvm::Value* offset =
        builder.CreateAdd(builder.CreateMul(builder.getInt64(slot.offset), workItems),
                          builder.CreateMul(workItem, builder.getInt64(slot.size)));
    return builder.CreateInBoundsGEP(i8, state, offset);
  };

  // Private variables live in the state block: a work-item's array survives the barriers, and
  // no stack frame grows with the group.
  for (llvm::AllocaInst* alloca : allocas) {
    auto bits = alloca->getAllocationSizeInBits(layout);
    uint64_t bytes = bits ? *bits / 8 : layout.getTypeAllocSize(alloca->getAllocatedType());
    llvm::Value* pointer = element(slots.add(bytes, alloca->getAlign()));
    alloca->replaceAllUsesWith(
        builder.CreatePointerBitCastOrAddrSpaceCast(pointer, alloca->getType()));
    alloca->eraseFromParent();
  }
  // A value the same in every work-item is kept once for the group, after the work-items'
  // slots: a copy the regions read and one they write, which the work-group function copies
  // over the first after each region (value by value: kGroupStateMetadata). A work-item that does
  // not run a region, because it has nothing to do there (see kIdleRegion), then leaves no stale
  // copy behind for the next.
  std::vector<llvm::Value*> pointers(live.size()), groupOffsets(live.size());
  uint64_t groupBytes = 0;
  for (size_t v = 0; v < live.size(); ++v) {
    llvm::Type* type = live[v]->getType();
    if (uniform.count(live[v])) {
      groupBytes = llvm::alignTo(groupBytes, layout.getABITypeAlign(type));
      groupOffsets[v] = builder.getInt64(groupBytes);
      groupBytes += layout.getTypeAllocSize(type);
    } else {
      pointers[v] = element(slots.add(layout.getTypeAllocSize(type), layout.getABITypeAlign(type)));
    }
  }
  stateBytes = slots.bytes();
  groupBytes = llvm::alignTo(groupBytes, 16);
  groupStateBytes = 2 * groupBytes;
  std::vector<llvm::Value*> written(live.size());
  llvm::SmallPtrSet<const llvm::Instruction*, 8> groupStores;
  if (groupBytes) {
    llvm::Value* group = builder.CreateInBoundsGEP(
        i8, state, builder.CreateMul(builder.getInt64(stateBytes), workItems), "group.state");
    std::vector<llvm::Metadata*> layoutEntries;
    for (size_t v = 0; v < live.size(); ++v) {
      if (!groupOffsets[v])
        continue;
      pointers[v] = builder.CreateInBoundsGEP(i8, group, groupOffsets[v]);
      written[v] = builder.CreateInBoundsGEP(
          i8, group, builder.CreateAdd(groupOffsets[v], builder.getInt64(groupBytes)));
      layoutEntries.push_back(
          llvm::ConstantAsMetadata::get(llvm::cast<llvm::Constant>(groupOffsets[v])));
      layoutEntries.push_back(
          llvm::ConstantAsMetadata::get(llvm::PoisonValue::get(live[v]->getType())));
    }
    split->setMetadata(kGroupStateMetadata, llvm::MDNode::get(context, layoutEntries));
  }

  // Each barrier ends its region: the work-item returns the number of the region after it, and
  // the region starts at a block of its own that the dispatch switch jumps to.
  llvm::SwitchInst* regions = builder.CreateSwitch(region, body, barriers.size());
  std::vector<llvm::BasicBlock*> resumes;
  for (size_t i = 0; i < barriers.size(); ++i) {
    llvm::BasicBlock* barrier = barriers[i];
    llvm::BasicBlock* next = barrier->getSingleSuccessor();
    barrier->getTerminator()->eraseFromParent();
    barrier->front().eraseFromParent(); // the barrier call
    llvm::ReturnInst::Create(context, llvm::ConstantInt::get(i32, i + 1), barrier);
    llvm::BasicBlock* resume = llvm::BasicBlock::Create(context, "resume", split, next);
    llvm::BranchInst::Create(next, resume);
    regions->addCase(llvm::ConstantInt::get(llvm::cast<llvm::IntegerType>(i32), i + 1), resume);
    resumes.push_back(resume);
  }

  // A value that crosses a barrier is stored where its region ends, at each barrier it is live
  // across, and loaded where the next region starts: inside a region it stays in a register,
  // also around the loops that hold a barrier. The SSA updater joins the definition with the
  // loads (the kernel's own phis where they meet).
  for (size_t v = 0; v < live.size(); ++v) {
    llvm::Instruction* value = live[v];
    llvm::SSAUpdater updater;
    updater.Initialize(value->getType(), value->getName());
    updater.AddAvailableValue(value->getParent(), value);
    std::vector<llvm::Use*> uses;
    for (llvm::Use& use : value->uses())
      uses.push_back(&use);
    std::vector<llvm::StoreInst*> stores;
    std::set<const llvm::Value*> reloads;
    for (size_t i = 0; i < barriers.size(); ++i) {
      if (!liveOut.find(barriers[i])->second.count(value))
        continue;
      auto* store = new llvm::StoreInst(value, written[v] ? written[v] : pointers[v],
                                        barriers[i]->getTerminator());
      markStateAccess(*store);
      stores.push_back(store);
      uses.push_back(&store->getOperandUse(0));
      auto* load = new llvm::LoadInst(value->getType(), pointers[v], value->getName() + ".reload",
                                      resumes[i]->getTerminator());
      reloads.insert(load);
      markStateAccess(*load);
      if (uniform.count(value))
        load->setMetadata(kGroupUniformMetadata, llvm::MDNode::get(context, llvm::None));
      updater.AddAvailableValue(resumes[i], load);
    }
    for (llvm::Use* use : uses) {
      auto* user = llvm::cast<llvm::Instruction>(use->getUser());
      if (user->getParent() == value->getParent() && !llvm::isa<llvm::PHINode>(user))
        continue; // after the definition in its block: no barrier in between
      updater.RewriteUse(*use);
    }
    // A region that only passes the value on (a loop counter across a tile's two barriers, an
    // accumulator the region does not touch) would store back what it loaded: the slot still
    // holds it, since only these stores write it and none runs inside a region (a group's copy
    // that regions write equals the one they read once the work-group function has copied it).
    for (llvm::StoreInst* store : stores) {
      std::set<const llvm::Value*> visited;
      if (isReload(store->getValueOperand(), reloads, visited))
        store->eraseFromParent();
      else if (written[v])
        groupStores.insert(store);
    }
  }

  for (llvm::BasicBlock& block : *split) {
    auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator());
    if (ret && !ret->getReturnValue()) {
      llvm::ReturnInst::Create(context, llvm::ConstantInt::get(i32, kEndOfKernel), ret);
      ret->eraseFromParent();
    }
  }
  markIdleWorkItems(*split, *regions, groupStores);
  if (kernel.use_empty())
    kernel.eraseFromParent();
  return split;
}

} // namespace weft::compiler
