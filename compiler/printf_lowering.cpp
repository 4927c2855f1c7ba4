#include "compiler/printf_lowering.hpp"

#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include <cstddef>
#include <vector>

namespace weft::compiler {
namespace {

constexpr const char* kPrintf = "printf";

bool isPrintfCall(const llvm::Instruction& instruction) {
  const auto* call = llvm::dyn_cast<llvm::CallInst>(&instruction);
  const llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
  return callee && callee->getName() == kPrintf;
}

/// An argument as the record stores it: its descriptor and the value to store (pointers as
/// 64-bit integers).
struct RecordArg {
  uint32_t descriptor;
  llvm::Value* value;
  uint64_t bytes;
};

RecordArg recordArg(llvm::IRBuilderBase& builder, llvm::Value* value,
                    const llvm::DataLayout& layout) {
  llvm::Type* type = value->getType();
  uint32_t elements = 1;
  llvm::Type* element = type;
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) {
    elements = vector->getNumElements();
    element = vector->getElementType();
  }
  uint32_t kind = kPrintfInteger;
  if (element->isFloatingPointTy()) {
    kind = kPrintfFloat;
  } else if (element->isPointerTy()) {
    kind = kPrintfPointer;
    value = builder.CreatePtrToInt(value, builder.getInt64Ty());
    element = builder.getInt64Ty();
  }
  const uint32_t elementBytes = static_cast<uint32_t>(layout.getTypeStoreSize(element));
  // Elements back to back: a 3-element vector takes three elements' room, not four.
  return {kind | elementBytes << 8 | elements << 16, value, uint64_t{elementBytes} * elements};
}

void lowerCall(llvm::CallInst& call, WorkGroupFunction& wg, const llvm::DataLayout& layout) {
  llvm::IRBuilder<> builder(&call);
  llvm::Type* i32 = builder.getInt32Ty();
  llvm::Type* i64 = builder.getInt64Ty();
  std::vector<RecordArg> args;
  uint64_t size = 16;
  for (unsigned i = 1; i < call.arg_size(); ++i) {
    args.push_back(recordArg(builder, call.getArgOperand(i), layout));
    size += 8 + llvm::alignTo(args.back().bytes, 8);
  }
  llvm::Value* buffer = loadContextField(builder, wg.ctx, offsetof(WorkGroupContext, printfBuffer),
                                         builder.getPtrTy());
  llvm::Value* used =
      builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), buffer, offsetof(PrintfBuffer, used));
  llvm::Value* start =
      builder.CreateAtomicRMW(llvm::AtomicRMWInst::Add, used, builder.getInt64(size),
                              llvm::MaybeAlign(8), llvm::AtomicOrdering::Monotonic);
  llvm::Value* capacity =
      builder.CreateLoad(i64, builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), buffer,
                                                                 offsetof(PrintfBuffer, capacity)));
  llvm::Value* fits =
      builder.CreateICmpULE(builder.CreateAdd(start, builder.getInt64(size)), capacity);
  llvm::Value* result = builder.CreateSelect(fits, builder.getInt32(0), builder.getInt32(-1));

  llvm::Instruction* write = llvm::SplitBlockAndInsertIfThen(fits, &call, false);
  builder.SetInsertPoint(write);
  llvm::Value* data = builder.CreateLoad(
      builder.getPtrTy(), builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), buffer,
                                                             offsetof(PrintfBuffer, data)));
  llvm::Value* record = builder.CreateInBoundsGEP(builder.getInt8Ty(), data, start);
  uint64_t at = 0;
  auto put = [&](llvm::Value* value) {
    builder.CreateAlignedStore(
        value, builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), record, at), llvm::Align(1));
  };
  put(builder.getInt32(static_cast<uint32_t>(size)));
  at = 4;
  put(builder.getInt32(static_cast<uint32_t>(args.size())));
  at = 8;
  put(builder.CreatePtrToInt(call.getArgOperand(0), i64));
  at = 16;
  for (const RecordArg& arg : args) {
    put(llvm::ConstantInt::get(i32, arg.descriptor));
    at += 4;
    put(builder.getInt32(static_cast<uint32_t>(arg.bytes)));
    at += 4;
    if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(arg.value->getType())) {
      // Element by element: a vector's store size may include padding (3 elements).
      const uint64_t elementBytes = arg.bytes / vector->getNumElements();
      for (unsigned e = 0; e < vector->getNumElements(); ++e) {
        put(builder.CreateExtractElement(arg.value, e));
        at += elementBytes;
      }
      at = llvm::alignTo(at, 8);
    } else {
      put(arg.value);
      at += llvm::alignTo(arg.bytes, 8);
    }
  }
  call.replaceAllUsesWith(result);
  call.eraseFromParent();
}

} // namespace

bool lowerPrintf(WorkGroupFunction& wg) {
  std::vector<llvm::CallInst*> calls;
  for (llvm::Instruction& instruction : llvm::instructions(*wg.function))
    if (isPrintfCall(instruction))
      calls.push_back(llvm::cast<llvm::CallInst>(&instruction));
  const llvm::DataLayout& layout = wg.function->getParent()->getDataLayout();
  for (llvm::CallInst* call : calls)
    lowerCall(*call, wg, layout);
  return !calls.empty();
}

void removePrintfDeclaration(llvm::Module& module) {
  if (llvm::Function* printf = module.getFunction(kPrintf)) {
    printf->removeDeadConstantUsers();
    if (printf->use_empty())
      printf->eraseFromParent();
  }
}

} // namespace weft::compiler
