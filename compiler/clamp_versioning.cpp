// Clamped indices tested once per step (clamp_versioning.hpp).
#include "compiler/clamp_versioning.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/Cloning.h>
#include <llvm/Transforms/Utils/ValueMapper.h>

#include <cstdint>
#include <vector>

namespace weft::compiler {
namespace {

/// The largest work-item loop copied, in instructions: the copy doubles the vectorizer's work
/// and the code.
constexpr size_t kMostInstructions = 400;
/// The most values of the small loops one clamp is tested at (a 5x5 filter's dx: 5), and the
/// most tests in all.
constexpr uint64_t kMostPoints = 16;
constexpr size_t kMostTests = 64;
/// How deep the walks through a value's operands and a clamp's users go.
constexpr unsigned kMostDepth = 16;

bool isClamp(const llvm::Instruction& instruction) {
  return isMinMax(instruction) && instruction.getType()->isIntegerTy();
}

/// A loop's counter inside the work-item loop: `trips` values from `start`, `step` apart.
struct Counter {
  llvm::APInt start, step;
  unsigned trips = 0;
};

/// A selected clamp: the operand it lets through where the test holds, and its bound.
struct Clamp {
  llvm::IntrinsicInst* call = nullptr;
  llvm::Value* value = nullptr;
  llvm::Value* bound = nullptr;
  /// The counters `value` depends on.
  llvm::SmallSetVector<llvm::PHINode*, 4> counters;
};

class ClampVersioning {
public:
  ClampVersioning(WorkGroupFunction& wg, llvm::ScalarEvolution& scalarEvolution,
                  llvm::LoopInfo& loops)
      : m_wg(wg), m_scalarEvolution(scalarEvolution), m_loops(loops) {}

  unsigned run() {
    llvm::PHINode* lane = m_wg.localId[0];
    if (!lane || m_wg.region)
      return 0;
    m_loop = m_loops.getLoopFor(lane->getParent());
    if (!m_loop || m_loop->getHeader() != lane->getParent() || !m_loop->getLoopPreheader() ||
        !m_loop->getLoopLatch())
      return 0;
    size_t instructions = 0;
    for (const llvm::BasicBlock* block : m_loop->blocks())
      instructions += block->size();
    if (instructions > kMostInstructions || !shapeAllowsCopy())
      return 0;
    selectClamps();
    if (m_clamps.empty())
      return 0;
    size_t tests = 0;
    for (const Clamp& clamp : m_clamps) {
      uint64_t points = 1;
      for (llvm::PHINode* counter : clamp.counters)
        points *= m_counters[counter].trips;
      tests += points;
    }
    if (tests > kMostTests)
      return 0;
    version();
    return static_cast<unsigned>(m_clamps.size());
  }

private:
  // ---- Analysis --------------------------------------------------------------------------------

  /// The work-item loop as the work-group function built it: the lane id the header's only phi,
  /// and the latch's increment and exit test in that order at the latch's end, so that the body
  /// lies between the two.
  bool shapeAllowsCopy() {
    llvm::BasicBlock* header = m_loop->getHeader();
    llvm::BasicBlock* latch = m_loop->getLoopLatch();
    if (&header->front() != m_wg.localId[0] ||
        header->getFirstNonPHI() != &*std::next(header->begin()))
      return false;
    auto* branch = llvm::dyn_cast<llvm::BranchInst>(latch->getTerminator());
    auto* next =
        llvm::dyn_cast<llvm::Instruction>(m_wg.localId[0]->getIncomingValueForBlock(latch));
    if (!branch || !branch->isConditional() || !next || next->getParent() != latch)
      return false;
    auto* test = llvm::dyn_cast<llvm::ICmpInst>(branch->getCondition());
    if (!test || test->getParent() != latch || test->getPrevNode() != next ||
        branch->getPrevNode() != test || test->getOperand(0) != next)
      return false;
    if (!llvm::isa<llvm::BinaryOperator>(next) || next->getOperand(0) != m_wg.localId[0])
      return false;
    m_next = next;
    // The body's values stay in the loop (the vectorizer refuses phis at its exit), and its only
    // ways out are the latch's and dead ends.
    for (llvm::BasicBlock* block : m_loop->blocks())
      for (llvm::Instruction& instruction : *block)
        for (const llvm::User* user : instruction.users())
          if (!m_loop->contains(llvm::cast<llvm::Instruction>(user)))
            return false;
    llvm::SmallVector<llvm::BasicBlock*, 4> exits;
    m_loop->getExitBlocks(exits);
    for (llvm::BasicBlock* exit : exits)
      if (!exit->phis().empty())
        return false;
    return true;
  }

  void selectClamps() {
    // Program order within each block, blocks in the loop's order (a block's dominators first):
    // OpenCL's clamp is min(max(v, lo), hi), and the max is met first.
    for (llvm::BasicBlock* block : m_loop->blocks())
      for (llvm::Instruction& instruction : *block) {
        if (!isClamp(instruction) || !indexesMemory(instruction, 0))
          continue;
        auto* call = llvm::cast<llvm::IntrinsicInst>(&instruction);
        for (unsigned i = 0; i < 2; ++i) {
          Clamp clamp;
          clamp.call = call;
          clamp.value = call->getArgOperand(i);
          clamp.bound = call->getArgOperand(1 - i);
          bool boundLane = false, valueLane = false;
          llvm::SmallSetVector<llvm::PHINode*, 4> boundCounters;
          if (!computable(clamp.bound, boundCounters, boundLane, 0) || boundLane ||
              !boundCounters.empty())
            continue;
          if (!computable(clamp.value, clamp.counters, valueLane, 0) || !valueLane ||
              !stepsWithLane(clamp.value))
            continue;
          uint64_t points = 1;
          for (llvm::PHINode* counter : clamp.counters)
            points *= m_counters[counter].trips;
          if (points > kMostPoints)
            continue;
          m_selected[call] = m_clamps.size();
          m_clamps.push_back(std::move(clamp));
          break;
        }
      }
  }

  /// Whether the clamp's result reaches the address of a load or store through arithmetic.
  bool indexesMemory(const llvm::Value& value, unsigned depth) const {
    if (depth > kMostDepth)
      return false;
    for (const llvm::User* user : value.users()) {
      if (const auto* load = llvm::dyn_cast<llvm::LoadInst>(user);
          load && load->getPointerOperand() == &value)
        return true;
      if (const auto* store = llvm::dyn_cast<llvm::StoreInst>(user);
          store && store->getPointerOperand() == &value)
        return true;
      const auto* instruction = llvm::dyn_cast<llvm::Instruction>(user);
      if (instruction &&
          (llvm::isa<llvm::GetElementPtrInst, llvm::BinaryOperator, llvm::CastInst>(instruction) ||
           isClamp(*instruction)) &&
          indexesMemory(*instruction, depth + 1))
        return true;
    }
    return false;
  }

  /// Whether `value` (a selected clamp standing for its value) moves by a constant from one
  /// work-item to the next, at every iteration of the loops inside the work-item loop: what the
  /// SPMD vectorizer reads with wide loads once the clamps are gone. (gid % 64 does not: the
  /// copy would gather as the original does.)
  bool stepsWithLane(llvm::Value* value) {
    if (auto selected = m_selected.find(value); selected != m_selected.end())
      return stepsWithLane(m_clamps[selected->second].value);
    if (!m_scalarEvolution.isSCEVable(value->getType()))
      return false;
    const llvm::SCEV* evolution = m_scalarEvolution.getSCEV(value);
    while (const auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(evolution)) {
      if (recurrence->getLoop() == m_loop) {
        const auto* step =
            llvm::dyn_cast<llvm::SCEVConstant>(recurrence->getStepRecurrence(m_scalarEvolution));
        return recurrence->isAffine() && step && !step->isZero();
      }
      if (!m_loop->contains(recurrence->getLoop()))
        return false;
      evolution = recurrence->getStart();
    }
    return false;
  }

  /// The counter `phi` stands for, if it is one: the header phi of a loop inside the work-item
  /// loop that scalar evolution sees step by a constant from a constant, a constant number of
  /// times (at most kMostPoints).
  bool isCounter(llvm::PHINode* phi) {
    if (m_counters.count(phi))
      return true;
    llvm::Loop* loop = m_loops.getLoopFor(phi->getParent());
    if (!loop || loop == m_loop || loop->getHeader() != phi->getParent() ||
        !m_loop->contains(loop) || !phi->getType()->isIntegerTy())
      return false;
    const auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(m_scalarEvolution.getSCEV(phi));
    if (!recurrence || recurrence->getLoop() != loop || !recurrence->isAffine())
      return false;
    const auto* start = llvm::dyn_cast<llvm::SCEVConstant>(recurrence->getStart());
    const auto* step =
        llvm::dyn_cast<llvm::SCEVConstant>(recurrence->getStepRecurrence(m_scalarEvolution));
    const unsigned trips = m_scalarEvolution.getSmallConstantTripCount(loop);
    if (!start || !step || trips == 0 || trips > kMostPoints)
      return false;
    m_counters[phi] = Counter{start->getAPInt(), step->getAPInt(), trips};
    return true;
  }

  /// Whether `value` can be computed at the top of the work-item loop's body for any values of
  /// the counters it depends on (added to `counters`): from values defined before the loop,
  /// the lane's id (`lane` set) and pure integer arithmetic. A selected clamp stands for the
  /// value it lets through.
  bool computable(llvm::Value* value, llvm::SmallSetVector<llvm::PHINode*, 4>& counters, bool& lane,
                  unsigned depth) {
    if (depth > kMostDepth)
      return false;
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction) // no undef: the test's copy of one could differ from the body's
      return llvm::isa<llvm::ConstantInt, llvm::Argument>(value);
    if (instruction == m_wg.localId[0]) {
      lane = true;
      return true;
    }
    // Defined outside the loop and used in it: defined before it, the same in every work-item.
    if (!m_loop->contains(instruction))
      return true;
    if (auto* phi = llvm::dyn_cast<llvm::PHINode>(instruction)) {
      if (!isCounter(phi))
        return false;
      counters.insert(phi);
      return true;
    }
    if (auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(instruction); call && isClamp(*call)) {
      if (auto selected = m_selected.find(call); selected != m_selected.end())
        return computable(m_clamps[selected->second].value, counters, lane, depth + 1);
    } else if (auto* binary = llvm::dyn_cast<llvm::BinaryOperator>(instruction)) {
      if (binary->isIntDivRem())
        return false;
    } else if (!llvm::isa<llvm::TruncInst, llvm::ZExtInst, llvm::SExtInst, llvm::ICmpInst,
                          llvm::SelectInst>(instruction)) {
      return false;
    }
    if (!instruction->getType()->isIntegerTy())
      return false;
    for (llvm::Value* operand : instruction->operands())
      if (!computable(operand, counters, lane, depth + 1))
        return false;
    return true;
  }

  // ---- The copy ---------------------------------------------------------------------------------

  /// `value` computed at the builder's place with each counter at its iteration in `at`:
  /// clones of the loop's arithmetic without flags that could make poison (the test runs for
  /// work-items and counter values the kernel may never reach).
  llvm::Value* materialize(llvm::Value* value, const llvm::DenseMap<llvm::PHINode*, unsigned>& at,
                           llvm::DenseMap<llvm::Value*, llvm::Value*>& made,
                           llvm::IRBuilder<>& builder) {
    auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
    if (!instruction || instruction == m_wg.localId[0] || !m_inside.count(instruction->getParent()))
      return value;
    if (auto found = made.find(value); found != made.end())
      return found->second;
    llvm::Value* result = nullptr;
    if (auto* phi = llvm::dyn_cast<llvm::PHINode>(instruction)) {
      const Counter& counter = m_counters.find(phi)->second;
      const llvm::APInt iteration(counter.step.getBitWidth(), at.find(phi)->second);
      result = llvm::ConstantInt::get(phi->getType(), counter.start + counter.step * iteration);
    } else if (auto selected = m_selected.find(instruction); selected != m_selected.end()) {
      result = materialize(m_clamps[selected->second].value, at, made, builder);
    } else {
      llvm::Instruction* copy = instruction->clone();
      for (llvm::Use& use : copy->operands())
        use.set(materialize(use.get(), at, made, builder));
      copy->dropPoisonGeneratingFlags();
      result = builder.Insert(copy, instruction->getName() + ".test");
    }
    made[value] = result;
    return result;
  }

  /// Whether `clamp` lets its value through at every combination of its counters' iterations.
  llvm::Value* clampTest(const Clamp& clamp, llvm::IRBuilder<>& builder) {
    const llvm::DenseMap<llvm::PHINode*, unsigned> none;
    llvm::DenseMap<llvm::Value*, llvm::Value*> invariant;
    llvm::Value* bound = materialize(clamp.bound, none, invariant, builder);
    llvm::ICmpInst::Predicate lets = llvm::ICmpInst::ICMP_SGE;
    switch (clamp.call->getIntrinsicID()) {
    case llvm::Intrinsic::smax:
      lets = llvm::ICmpInst::ICMP_SGE;
      break;
    case llvm::Intrinsic::smin:
      lets = llvm::ICmpInst::ICMP_SLE;
      break;
    case llvm::Intrinsic::umax:
      lets = llvm::ICmpInst::ICMP_UGE;
      break;
    default:
      lets = llvm::ICmpInst::ICMP_ULE;
      break;
    }
    llvm::Value* all = nullptr;
    std::vector<unsigned> iteration(clamp.counters.size(), 0);
    for (;;) {
      llvm::DenseMap<llvm::PHINode*, unsigned> at;
      for (size_t i = 0; i < iteration.size(); ++i)
        at[clamp.counters[i]] = iteration[i];
      llvm::DenseMap<llvm::Value*, llvm::Value*> made;
      llvm::Value* value = materialize(clamp.value, at, made, builder);
      llvm::Value* test = builder.CreateICmp(lets, value, bound);
      all = all ? builder.CreateAnd(all, test) : test;
      // The next combination: an odometer over the counters' iterations.
      size_t digit = 0;
      while (digit < iteration.size() &&
             ++iteration[digit] == m_counters[clamp.counters[digit]].trips)
        iteration[digit++] = 0;
      if (digit == iteration.size())
        break;
    }
    return all;
  }

  void version() {
    llvm::Function& function = *m_wg.function;
    llvm::BasicBlock* header = m_loop->getHeader();
    std::vector<llvm::BasicBlock*> loopBlocks(m_loop->block_begin(), m_loop->block_end());
    // The latch keeps the increment and the exit test; the header keeps the lane id's phi.
    llvm::BasicBlock* latch = llvm::SplitBlock(m_loop->getLoopLatch(), m_next);
    latch->setName("x.latch");
    llvm::BasicBlock* bodyStart = llvm::SplitBlock(header, header->getFirstNonPHI());
    bodyStart->setName("x.body");
    std::vector<llvm::BasicBlock*> body;
    for (llvm::BasicBlock* block : loopBlocks)
      if (block != header)
        body.push_back(block);
    body.push_back(bodyStart);
    m_inside.insert(body.begin(), body.end());

    llvm::ValueToValueMapTy map;
    llvm::SmallVector<llvm::BasicBlock*, 16> copies;
    for (llvm::BasicBlock* block : body) {
      llvm::BasicBlock* copy = llvm::CloneBasicBlock(block, map, ".unclamped", &function);
      map[block] = copy;
      copies.push_back(copy);
    }
    llvm::remapInstructionsInBlocks(copies, map);
    // Dead ends outside the loop (a trap's unreachable) now have the copies as predecessors too;
    // they have no phis (shapeAllowsCopy).
    for (Clamp& clamp : m_clamps) {
      auto* copy = llvm::cast<llvm::Instruction>(map[clamp.call]);
      llvm::Value* value = clamp.value;
      if (auto mapped = map.find(value); mapped != map.end())
        value = mapped->second;
      copy->replaceAllUsesWith(value);
      copy->eraseFromParent();
    }

    llvm::Instruction* entry = header->getTerminator();
    llvm::IRBuilder<> builder(entry);
    llvm::Value* holds = nullptr;
    for (const Clamp& clamp : m_clamps) {
      llvm::Value* test = clampTest(clamp, builder);
      holds = holds ? builder.CreateAnd(holds, test) : test;
    }
    llvm::Module& module = *function.getParent();
    llvm::FunctionCallee marker = module.getOrInsertFunction(
        kAllWorkItemsName,
        llvm::FunctionType::get(builder.getInt1Ty(), {builder.getInt1Ty()}, false));
    if (auto* declaration = llvm::dyn_cast<llvm::Function>(marker.getCallee())) {
      declaration->setDoesNotAccessMemory();
      declaration->setDoesNotThrow();
      declaration->addFnAttr(llvm::Attribute::WillReturn);
    }
    llvm::Value* all = builder.CreateCall(marker, {holds}, "unclamped");
    builder.CreateCondBr(all, llvm::cast<llvm::BasicBlock>(map[bodyStart]), bodyStart);
    entry->eraseFromParent();
  }

  WorkGroupFunction& m_wg;
  llvm::ScalarEvolution& m_scalarEvolution;
  llvm::LoopInfo& m_loops;
  llvm::Loop* m_loop = nullptr;
  llvm::Instruction* m_next = nullptr;
  /// The body's blocks, once the copy has split the header and the latch.
  llvm::SmallPtrSet<const llvm::BasicBlock*, 16> m_inside;
  std::vector<Clamp> m_clamps;
  llvm::DenseMap<const llvm::Value*, size_t> m_selected;
  llvm::DenseMap<llvm::PHINode*, Counter> m_counters;
};

} // namespace

bool isMinMax(const llvm::Instruction& instruction) {
  const auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (!call)
    return false;
  switch (call->getIntrinsicID()) {
  case llvm::Intrinsic::smax:
  case llvm::Intrinsic::smin:
  case llvm::Intrinsic::umax:
  case llvm::Intrinsic::umin:
    return true;
  default:
    return false;
  }
}

bool isAllWorkItems(const llvm::Instruction& instruction) {
  const auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
  const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName() == kAllWorkItemsName;
}

unsigned versionClampedIndices(WorkGroupFunction& wg, llvm::ScalarEvolution& scalarEvolution,
                               llvm::LoopInfo& loops) {
  return ClampVersioning(wg, scalarEvolution, loops).run();
}

bool lowerAllWorkItems(llvm::Function& function) {
  std::vector<llvm::CallInst*> calls;
  for (llvm::Instruction& instruction : llvm::instructions(function))
    if (isAllWorkItems(instruction))
      calls.push_back(llvm::cast<llvm::CallInst>(&instruction));
  for (llvm::CallInst* call : calls) {
    call->replaceAllUsesWith(llvm::ConstantInt::getFalse(call->getContext()));
    call->eraseFromParent();
  }
  return !calls.empty();
}

} // namespace weft::compiler
