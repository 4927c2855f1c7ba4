#include "compiler/parallel_loop.hpp"

#include "compiler/barrier_regions.hpp"
#include "compiler/work_group_function.hpp"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace weft::compiler {
namespace {

// True when `pointer` cannot point to private memory: its address space says so (global,
// constant, local), or everything it is based on is shared memory.
bool isShared(const llvm::Value* pointer) {
  auto sharedSpace = [](const llvm::Value* value) {
    const unsigned space = value->getType()->getPointerAddressSpace();
    return space >= 1 && space <= 3;
  };
  if (sharedSpace(pointer))
    return true;
  llvm::SmallVector<const llvm::Value*, 4> objects;
  llvm::getUnderlyingObjects(pointer, objects);
  for (const llvm::Value* object : objects) {
    // The argument block and context are shared; program-scope variables are global. The
    // work-item state block of a kernel with barriers holds each work-item's own elements, so
    // its accesses never meet across work-items either.
    const auto* instruction = llvm::dyn_cast<llvm::Instruction>(object);
    const bool shared = llvm::isa<llvm::Argument>(object) ||
                        llvm::isa<llvm::GlobalVariable>(object) ||
                        (object->getType()->isPointerTy() && sharedSpace(object)) ||
                        (instruction && instruction->getMetadata(kWorkItemStateMetadata));
    if (!shared)
      return false;
  }
  return true;
}

bool accessesSharedMemoryOnly(const llvm::Instruction& instruction) {
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&instruction))
    return isShared(load->getPointerOperand());
  if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&instruction))
    return isShared(store->getPointerOperand());
  if (auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction))
    return isShared(rmw->getPointerOperand());
  if (auto* exchange = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&instruction))
    return isShared(exchange->getPointerOperand());
  if (auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction)) {
    if (!call->onlyAccessesArgMemory())
      return false;
    for (const llvm::Use& arg : call->args())
      if (arg->getType()->isPointerTy() && !isShared(arg.get()))
        return false;
    return true;
  }
  return false;
}

} // namespace

void markWorkItemLoopParallel(WorkGroupFunction& wg) {
  for (llvm::Instruction& instruction : llvm::instructions(*wg.function)) {
    if (instruction.mayReadOrWriteMemory() && accessesSharedMemoryOnly(instruction))
      instruction.setMetadata(llvm::LLVMContext::MD_access_group, wg.accessGroup);
  }
}

} // namespace weft::compiler
