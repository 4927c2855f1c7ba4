#include "compiler/division_guard.hpp"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>

namespace weft::compiler {
namespace {

// True when a constant divisor can be left alone: no element is 0, and for signed division no
// element is -1 (which would trap with the minimum dividend).
bool isSafeConstantDivisor(llvm::Constant* divisor, bool isSigned) {
  auto safe = [&](llvm::Constant* element) {
    auto* value = llvm::dyn_cast_or_null<llvm::ConstantInt>(element);
    return value && !value->isZero() && !(isSigned && value->isMinusOne());
  };
  if (auto* vectorType = llvm::dyn_cast<llvm::FixedVectorType>(divisor->getType())) {
    for (unsigned i = 0; i < vectorType->getNumElements(); ++i)
      if (!safe(divisor->getAggregateElement(i)))
        return false;
    return true;
  }
  return safe(divisor);
}

} // namespace

bool guardIntegerDivision(llvm::Function& function) {
  bool changed = false;
  for (llvm::Instruction& instruction : llvm::make_early_inc_range(llvm::instructions(function))) {
    auto* division = llvm::dyn_cast<llvm::BinaryOperator>(&instruction);
    if (!division)
      continue;
    const auto opcode = division->getOpcode();
    const bool isSigned = opcode == llvm::Instruction::SDiv || opcode == llvm::Instruction::SRem;
    if (!isSigned && opcode != llvm::Instruction::UDiv && opcode != llvm::Instruction::URem)
      continue;
    llvm::Value* divisor = division->getOperand(1);
    if (auto* constant = llvm::dyn_cast<llvm::Constant>(divisor);
        constant && isSafeConstantDivisor(constant, isSigned))
      continue;

    llvm::IRBuilder<> builder(division);
    llvm::Type* type = divisor->getType();
    llvm::Value* trap = builder.CreateICmpEQ(divisor, llvm::Constant::getNullValue(type));
    if (isSigned) {
      llvm::Value* minimum =
          llvm::ConstantInt::get(type, llvm::APInt::getSignedMinValue(type->getScalarSizeInBits()));
      llvm::Value* overflow =
          builder.CreateAnd(builder.CreateICmpEQ(divisor, llvm::Constant::getAllOnesValue(type)),
                            builder.CreateICmpEQ(division->getOperand(0), minimum));
      trap = builder.CreateOr(trap, overflow);
    }
    division->setOperand(1, builder.CreateSelect(trap, llvm::ConstantInt::get(type, 1), divisor,
                                                 "weft.safe.divisor"));
    changed = true;
  }
  return changed;
}

} // namespace weft::compiler
