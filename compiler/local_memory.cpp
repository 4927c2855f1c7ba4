#include "compiler/local_memory.hpp"

#include "compiler/work_group_function.hpp"
#include "devices/work_group_abi.hpp"

#include <llvm/ADT/SetVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>

#include <algorithm>
#include <cstddef>

namespace weft::compiler {
namespace {

constexpr unsigned kLocalAddressSpace = 3;
// Every variable starts on a 16-byte boundary so vector accesses to it stay aligned.
constexpr uint64_t kMinimumAlign = 16;

bool isLocalVariable(const llvm::Value* value) {
  auto* global = llvm::dyn_cast<llvm::GlobalVariable>(value);
  return global && global->getAddressSpace() == kLocalAddressSpace;
}

bool referencesLocalVariable(const llvm::Constant* constant) {
  if (isLocalVariable(constant))
    return true;
  if (!llvm::isa<llvm::ConstantExpr>(constant))
    return false;
  for (const llvm::Use& operand : constant->operands())
    if (referencesLocalVariable(llvm::cast<llvm::Constant>(operand.get())))
      return true;
  return false;
}

// Turns a constant expression that mentions a __local variable into instructions before
// `before`, so that the variable's uses are all instructions of this function.
llvm::Value* materialize(llvm::ConstantExpr* expression, llvm::Instruction* before) {
  llvm::Instruction* instruction = expression->getAsInstruction(before);
  for (llvm::Use& operand : instruction->operands()) {
    auto* nested = llvm::dyn_cast<llvm::ConstantExpr>(operand.get());
    if (nested && referencesLocalVariable(nested))
      operand.set(materialize(nested, instruction));
  }
  return instruction;
}

void expandConstantExpressions(llvm::Function& function) {
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    for (llvm::Use& operand : instruction.operands()) {
      auto* expression = llvm::dyn_cast<llvm::ConstantExpr>(operand.get());
      if (!expression || !referencesLocalVariable(expression))
        continue;
      // A phi's operand must be available at the end of its incoming block.
      llvm::Instruction* before = &instruction;
      if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&instruction))
        before = phi->getIncomingBlock(operand)->getTerminator();
      operand.set(materialize(expression, before));
    }
  }
}

} // namespace

uint64_t lowerLocalVariables(WorkGroupFunction& wg, const llvm::DataLayout& layout) {
  llvm::Function& function = *wg.function;
  expandConstantExpressions(function);

  llvm::SetVector<llvm::GlobalVariable*> variables;
  for (llvm::Instruction& instruction : llvm::instructions(function))
    for (llvm::Value* operand : instruction.operands())
      if (isLocalVariable(operand))
        variables.insert(llvm::cast<llvm::GlobalVariable>(operand));

  llvm::IRBuilder<> builder(wg.entry->getTerminator());
  llvm::Value* base = nullptr;
  uint64_t size = 0;
  for (llvm::GlobalVariable* variable : variables) {
    if (!base)
      base = loadContextField(builder, wg.ctx, offsetof(WorkGroupContext, localMemory),
                              builder.getPtrTy());
    const uint64_t align =
        std::max<uint64_t>(kMinimumAlign, layout.getPreferredAlign(variable).value());
    size = llvm::alignTo(size, align);
    llvm::Value* address = builder.CreateAddrSpaceCast(
        builder.CreateConstInBoundsGEP1_64(builder.getInt8Ty(), base, size), variable->getType(),
        variable->getName());
    size += layout.getTypeAllocSize(variable->getValueType());
    variable->replaceUsesWithIf(address, [&](llvm::Use& use) {
      auto* user = llvm::dyn_cast<llvm::Instruction>(use.getUser());
      return user && user->getFunction() == &function;
    });
  }
  return llvm::alignTo(size, kMinimumAlign);
}

} // namespace weft::compiler
