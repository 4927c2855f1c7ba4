#include "compiler/barrier_regions.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/DenseSet.h>
#include <llvm/ADT/SetVector.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/Alignment.h>
#include <llvm/Transforms/Utils/Cloning.h>

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

/// The instructions whose values are still needed after some barrier: live on leaving a barrier
/// block, by the usual backward data flow over blocks (a phi's operand is used at the end of
/// the incoming block).
llvm::SetVector<llvm::Instruction*>
liveAcrossBarriers(llvm::Function& function, const std::vector<llvm::BasicBlock*>& barriers) {
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
  llvm::SetVector<llvm::Instruction*> live;
  for (llvm::BasicBlock* barrier : barriers)
    for (llvm::Instruction* value : liveOut[barrier])
      if (!llvm::isa<llvm::AllocaInst>(value))
        live.insert(value);
  return live;
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

/// Marks an access to the state block: each work-item touches only its own elements, so such
/// accesses never conflict across work-items (see parallel_loop.cpp).
void markStateAccess(llvm::Instruction& access) {
  access.setMetadata("weft.work_item_state", llvm::MDNode::get(access.getContext(), llvm::None));
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

llvm::Function* splitAtBarriers(llvm::Function& kernel, const llvm::DataLayout& layout,
                                uint64_t& stateBytes) {
  llvm::Module& module = *kernel.getParent();
  llvm::LLVMContext& context = module.getContext();
  llvm::Type* i32 = llvm::Type::getInt32Ty(context);
  llvm::Type* i8 = llvm::Type::getInt8Ty(context);

  const std::vector<llvm::BasicBlock*> barriers = isolateBarriers(kernel);
  const llvm::SetVector<llvm::Instruction*> live = liveAcrossBarriers(kernel, barriers);
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
  // Values that cross a barrier: stored where they are made, loaded where they are used.
  for (llvm::Instruction* value : live) {
    llvm::Type* type = value->getType();
    llvm::Value* pointer =
        element(slots.add(layout.getTypeAllocSize(type), layout.getABITypeAlign(type)));
    std::vector<llvm::Use*> uses;
    for (llvm::Use& use : value->uses())
      uses.push_back(&use);
    llvm::Instruction* after = llvm::isa<llvm::PHINode>(value)
                                   ? &*value->getParent()->getFirstInsertionPt()
                                   : value->getNextNode();
    markStateAccess(*new llvm::StoreInst(value, pointer, after));
    for (llvm::Use* use : uses) {
      auto* user = llvm::cast<llvm::Instruction>(use->getUser());
      llvm::Instruction* before =
          llvm::isa<llvm::PHINode>(user)
              ? llvm::cast<llvm::PHINode>(user)->getIncomingBlock(*use)->getTerminator()
              : user;
      auto* load = new llvm::LoadInst(type, pointer, value->getName() + ".reload", before);
      markStateAccess(*load);
      use->set(load);
    }
  }
  stateBytes = slots.bytes();

  // Each barrier ends its region: the work-item returns the number of the region after it.
  llvm::SwitchInst* regions = builder.CreateSwitch(region, body, barriers.size());
  for (size_t i = 0; i < barriers.size(); ++i) {
    llvm::BasicBlock* barrier = barriers[i];
    llvm::BasicBlock* next = barrier->getSingleSuccessor();
    barrier->getTerminator()->eraseFromParent();
    barrier->front().eraseFromParent(); // the barrier call
    llvm::ReturnInst::Create(context, llvm::ConstantInt::get(i32, i + 1), barrier);
    regions->addCase(llvm::ConstantInt::get(llvm::cast<llvm::IntegerType>(i32), i + 1), next);
  }
  for (llvm::BasicBlock& block : *split) {
    auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator());
    if (ret && !ret->getReturnValue()) {
      llvm::ReturnInst::Create(context, llvm::ConstantInt::get(i32, kEndOfKernel), ret);
      ret->eraseFromParent();
    }
  }
  if (kernel.use_empty())
    kernel.eraseFromParent();
  return split;
}

} // namespace weft::compiler
