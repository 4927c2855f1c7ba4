// Prefetching the next work-group's data in kernels with barriers (group_prefetch.hpp).
#include "compiler/group_prefetch.hpp"
#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/Analysis/LoopInfo.h>
#include <llvm/Analysis/ScalarEvolution.h>
#include <llvm/Analysis/ScalarEvolutionExpressions.h>
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
  // A distance the expander can put before the load as it is: no recurrence of any loop (it
  // would add an induction variable to the loop's header, where the vectorizers want none).
  auto invariant = [](const llvm::SCEV* expression) {
    return !llvm::isa<llvm::SCEVCouldNotCompute>(expression) &&
           !llvm::SCEVExprContains(expression, [](const llvm::SCEV* part) {
             return llvm::isa<llvm::SCEVAddRecExpr>(part);
           });
  };
  auto atLeast = [](const llvm::SCEV* bytes, int64_t least) {
    auto* constant = llvm::dyn_cast<llvm::SCEVConstant>(bytes);
    if (!constant)
      return true; // known when the kernel runs: a group's size, a grid's
    const int64_t value = constant->getAPInt().getSExtValue();
    return value <= -least || value >= least;
  };
  // Found first, added afterwards: the expander adds instructions as it goes.
  struct Prefetch {
    llvm::LoadInst* load;
    const llvm::SCEV* distance; ///< bytes from the load's address to the one prefetched
  };
  std::vector<Prefetch> prefetches;
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
      if (invariant(distance) && !mentionsGroup(distance) && atLeast(distance, kNearestBytes))
        prefetches.push_back({load, distance});
    }
    // In a loop whose iterations move the address by a page or more: kIterationsAhead on.
    auto* recurrence = llvm::dyn_cast<llvm::SCEVAddRecExpr>(address);
    if (!recurrence || !recurrence->isAffine() || !recurrence->getLoop()->contains(load))
      continue;
    const llvm::SCEV* step = recurrence->getStepRecurrence(scalarEvolution);
    if (invariant(step) && atLeast(step, kPageBytes))
      prefetches.push_back(
          {load, scalarEvolution.getMulExpr(
                     step, scalarEvolution.getConstant(step->getType(), kIterationsAhead))});
  }
  const llvm::DataLayout& layout = wg.function->getParent()->getDataLayout();
  llvm::SCEVExpander expander(scalarEvolution, layout, "prefetch");
  unsigned added = 0;
  for (const Prefetch& prefetch : prefetches) {
    if (!expander.isSafeToExpandAt(prefetch.distance, prefetch.load))
      continue;
    llvm::IRBuilder<> builder(prefetch.load);
    llvm::Value* bytes =
        expander.expandCodeFor(prefetch.distance, prefetch.distance->getType(), prefetch.load);
    llvm::Value* pointer = prefetch.load->getPointerOperand();
    llvm::Value* ahead = builder.CreateGEP(builder.getInt8Ty(), pointer, bytes, "prefetch");
    builder.CreateIntrinsic(
        llvm::Intrinsic::prefetch, {pointer->getType()},
        {ahead, builder.getInt32(kRead), builder.getInt32(kLocality), builder.getInt32(kData)});
    ++added;
  }
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
