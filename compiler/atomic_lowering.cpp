#include "compiler/atomic_lowering.hpp"

#include <llvm/ADT/StringSwitch.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>
#include <llvm/Transforms/Utils/LowerAtomic.h>

#include <optional>

namespace weft::compiler {
namespace {

constexpr llvm::StringLiteral kPrefix = "__opencl_atomic_";
/// SPIR's address space of __local memory.
constexpr unsigned kLocalAddressSpace = 3;

// The C11 memory_order value Clang passes, as an LLVM ordering. Unknown orders are strongest.
llvm::AtomicOrdering ordering(llvm::Value* value) {
  auto* constant = llvm::dyn_cast<llvm::ConstantInt>(value);
  switch (constant ? constant->getZExtValue() : 5) {
  case 0:
    return llvm::AtomicOrdering::Monotonic;
  case 1:
  case 2:
    return llvm::AtomicOrdering::Acquire;
  case 3:
    return llvm::AtomicOrdering::Release;
  case 4:
    return llvm::AtomicOrdering::AcquireRelease;
  default:
    return llvm::AtomicOrdering::SequentiallyConsistent;
  }
}

// A load cannot release and a store cannot acquire; such orders become seq_cst, which is valid.
llvm::AtomicOrdering loadOrdering(llvm::AtomicOrdering order) {
  return order == llvm::AtomicOrdering::Release || order == llvm::AtomicOrdering::AcquireRelease
             ? llvm::AtomicOrdering::SequentiallyConsistent
             : order;
}
llvm::AtomicOrdering storeOrdering(llvm::AtomicOrdering order) {
  return order == llvm::AtomicOrdering::Acquire || order == llvm::AtomicOrdering::AcquireRelease
             ? llvm::AtomicOrdering::SequentiallyConsistent
             : order;
}

std::optional<llvm::AtomicRMWInst::BinOp> rmwOperation(llvm::StringRef op) {
  using Op = llvm::AtomicRMWInst::BinOp;
  return llvm::StringSwitch<std::optional<Op>>(op)
      .Case("fetch_add", Op::Add)
      .Case("fetch_sub", Op::Sub)
      .Case("fetch_and", Op::And)
      .Case("fetch_or", Op::Or)
      .Case("fetch_xor", Op::Xor)
      .Case("fetch_min", Op::Min)
      .Case("fetch_max", Op::Max)
      .Case("fetch_umin", Op::UMin)
      .Case("fetch_umax", Op::UMax)
      .Case("exchange", Op::Xchg)
      .Default(std::nullopt);
}

// `emit(order)` for the C11 order `order`. The builtin library's atomic_*_explicit functions
// pass their order on: a run-time value until they are inlined into a kernel, when it is mostly a
// constant. So an order not known here gets a branch between a relaxed operation and a seq_cst
// one (valid for every order), which the optimizer folds once the order is known: a relaxed
// atomic_fetch_add_explicit stays relaxed (group_counts.hpp needs it so), a relaxed store a
// plain store.
template <typename Emit>
llvm::Value* byOrder(llvm::IRBuilder<>& builder, llvm::Value* order, const Emit& emit) {
  if (llvm::isa<llvm::ConstantInt>(order))
    return emit(ordering(order));
  llvm::Instruction* at = &*builder.GetInsertPoint();
  llvm::Instruction* relaxedAt = nullptr;
  llvm::Instruction* orderedAt = nullptr;
  llvm::SplitBlockAndInsertIfThenElse(
      builder.CreateICmpEQ(order, llvm::ConstantInt::get(order->getType(), 0)), at, &relaxedAt,
      &orderedAt);
  builder.SetInsertPoint(relaxedAt);
  llvm::Value* relaxed = emit(llvm::AtomicOrdering::Monotonic);
  builder.SetInsertPoint(orderedAt);
  llvm::Value* ordered = emit(llvm::AtomicOrdering::SequentiallyConsistent);
  builder.SetInsertPoint(at);
  if (!relaxed)
    return nullptr;
  llvm::PHINode* result = builder.CreatePHI(relaxed->getType(), 2);
  result->addIncoming(relaxed, relaxedAt->getParent());
  result->addIncoming(ordered, orderedAt->getParent());
  return result;
}

// Lowers one call; returns false when the call's shape is not one Clang emits.
bool lowerCall(llvm::CallInst& call, llvm::StringRef op, llvm::Align align) {
  llvm::IRBuilder<> builder(&call);
  llvm::Value* result = nullptr;
  const unsigned args = call.arg_size();
  if (auto rmw = rmwOperation(op); rmw && args == 4) {
    result = byOrder(builder, call.getArgOperand(2), [&](llvm::AtomicOrdering order) {
      return builder.CreateAtomicRMW(*rmw, call.getArgOperand(0), call.getArgOperand(1), align,
                                     order);
    });
  } else if (op == "compare_exchange" && args == 6) {
    llvm::Value* expectedPtr = call.getArgOperand(1);
    llvm::Value* desired = call.getArgOperand(2);
    llvm::Value* expected = builder.CreateAlignedLoad(desired->getType(), expectedPtr, align);
    llvm::AtomicOrdering success = ordering(call.getArgOperand(3));
    llvm::AtomicOrdering failure = loadOrdering(ordering(call.getArgOperand(4)));
    if (success == llvm::AtomicOrdering::Monotonic && failure != success)
      success = failure;
    auto* exchange = builder.CreateAtomicCmpXchg(call.getArgOperand(0), expected, desired, align,
                                                 success, failure);
    builder.CreateAlignedStore(builder.CreateExtractValue(exchange, 0), expectedPtr, align);
    result = builder.CreateZExt(builder.CreateExtractValue(exchange, 1), call.getType());
  } else if (op == "load" && args == 3) {
    result = byOrder(builder, call.getArgOperand(1), [&](llvm::AtomicOrdering order) {
      auto* load = builder.CreateAlignedLoad(call.getType(), call.getArgOperand(0), align);
      load->setAtomic(loadOrdering(order));
      return load;
    });
  } else if (op == "store" && args == 4) {
    byOrder(builder, call.getArgOperand(2), [&](llvm::AtomicOrdering order) -> llvm::Value* {
      auto* store = builder.CreateAlignedStore(call.getArgOperand(1), call.getArgOperand(0), align);
      store->setAtomic(storeOrdering(order));
      return nullptr;
    });
  } else {
    return false;
  }
  if (result)
    call.replaceAllUsesWith(result);
  call.eraseFromParent();
  return true;
}

} // namespace

bool lowerAtomicLibcalls(llvm::Module& module) {
  bool changed = false;
  for (llvm::Function& function : llvm::make_early_inc_range(module)) {
    llvm::StringRef name = function.getName();
    if (!function.isDeclaration() || !name.consume_front(kPrefix))
      continue;
    // The suffix is the access size in bytes: __opencl_atomic_fetch_add_4.
    const size_t underscore = name.rfind('_');
    unsigned bytes = 0;
    if (underscore == llvm::StringRef::npos || name.substr(underscore + 1).getAsInteger(10, bytes))
      continue;
    const llvm::StringRef op = name.substr(0, underscore);
    for (llvm::User* user : llvm::make_early_inc_range(function.users())) {
      auto* call = llvm::dyn_cast<llvm::CallInst>(user);
      if (call && call->getCalledFunction() == &function)
        changed |= lowerCall(*call, op, llvm::Align(bytes));
    }
    if (function.use_empty())
      function.eraseFromParent();
  }
  return changed;
}

bool isIntegerAdd(const llvm::AtomicRMWInst& rmw) {
  return (rmw.getOperation() == llvm::AtomicRMWInst::Add ||
          rmw.getOperation() == llvm::AtomicRMWInst::Sub) &&
         rmw.getType()->isIntegerTy() && !rmw.isVolatile();
}

bool pointsToLocalMemory(const llvm::Value* pointer) {
  for (;;) {
    if (pointer->getType()->isPointerTy() &&
        pointer->getType()->getPointerAddressSpace() == kLocalAddressSpace)
      return true;
    if (auto* gep = llvm::dyn_cast<llvm::GEPOperator>(pointer))
      pointer = gep->getPointerOperand();
    else if (auto* cast = llvm::dyn_cast<llvm::Operator>(pointer);
             cast && (cast->getOpcode() == llvm::Instruction::AddrSpaceCast ||
                      cast->getOpcode() == llvm::Instruction::BitCast))
      pointer = cast->getOperand(0);
    else
      return false;
  }
}

bool lowerLocalAtomics(llvm::Function& function) {
  bool changed = false;
  for (llvm::Instruction& instruction : llvm::make_early_inc_range(llvm::instructions(function))) {
    auto* rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(&instruction);
    auto* exchange = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(&instruction);
    if ((!rmw || rmw->isVolatile() || !pointsToLocalMemory(rmw->getPointerOperand())) &&
        (!exchange || exchange->isVolatile() ||
         !pointsToLocalMemory(exchange->getPointerOperand())))
      continue;
    const llvm::AtomicOrdering order = rmw ? rmw->getOrdering() : exchange->getSuccessOrdering();
    if (order != llvm::AtomicOrdering::Monotonic) {
      // Ordered among the work-items, which all run on this thread, as the atomic was.
      new llvm::FenceInst(function.getContext(), llvm::AtomicOrdering::AcquireRelease,
                          llvm::SyncScope::SingleThread, &instruction);
      new llvm::FenceInst(function.getContext(), llvm::AtomicOrdering::AcquireRelease,
                          llvm::SyncScope::SingleThread, instruction.getNextNode());
    }
    changed |= rmw ? llvm::lowerAtomicRMWInst(rmw) : llvm::lowerAtomicCmpXchgInst(exchange);
  }
  return changed;
}

} // namespace weft::compiler
