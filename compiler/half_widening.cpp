#include "compiler/half_widening.hpp"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Module.h>

#include <vector>

namespace weft::compiler {
namespace {

bool isHalf(const llvm::Type* type) { return type->getScalarType()->isHalfTy(); }

/// `type` with its half elements replaced by `element` (float, double or i16).
llvm::Type* withElement(llvm::Type* type, llvm::Type* element) {
  if (auto* vector = llvm::dyn_cast<llvm::VectorType>(type))
    return llvm::VectorType::get(element, vector->getElementCount());
  return element;
}

/// The intrinsics computed on widened operands and rounded once: every operand and the result
/// have the same (overloaded) half type. fma needs double (a float fma rounded again to half errs).
bool isElementwise(llvm::Intrinsic::ID id) {
  switch (id) {
  case llvm::Intrinsic::minnum:
  case llvm::Intrinsic::maxnum:
  case llvm::Intrinsic::minimum:
  case llvm::Intrinsic::maximum:
  case llvm::Intrinsic::fabs:
  case llvm::Intrinsic::copysign:
  case llvm::Intrinsic::sqrt:
  case llvm::Intrinsic::floor:
  case llvm::Intrinsic::ceil:
  case llvm::Intrinsic::trunc:
  case llvm::Intrinsic::rint:
  case llvm::Intrinsic::nearbyint:
  case llvm::Intrinsic::round:
  case llvm::Intrinsic::roundeven:
  case llvm::Intrinsic::canonicalize:
  case llvm::Intrinsic::fmuladd:
  case llvm::Intrinsic::fma:
    return true;
  default:
    return false;
  }
}

/// Replaces `instruction` by `value`, keeping its name.
void replace(llvm::Instruction& instruction, llvm::Value* value) {
  value->takeName(&instruction);
  instruction.replaceAllUsesWith(value);
  instruction.eraseFromParent();
}

} // namespace

bool widenHalfArithmetic(llvm::Function& function) {
  std::vector<llvm::Instruction*> work;
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    const bool halfResult = isHalf(instruction.getType());
    const bool halfOperand =
        instruction.getNumOperands() > 0 && isHalf(instruction.getOperand(0)->getType());
    if (llvm::isa<llvm::BinaryOperator>(instruction) ||
        llvm::isa<llvm::UnaryOperator>(instruction) || llvm::isa<llvm::SelectInst>(instruction) ||
        llvm::isa<llvm::SIToFPInst>(instruction) || llvm::isa<llvm::UIToFPInst>(instruction)) {
      if (halfResult)
        work.push_back(&instruction);
    } else if (llvm::isa<llvm::FCmpInst>(instruction) || llvm::isa<llvm::FPToSIInst>(instruction) ||
               llvm::isa<llvm::FPToUIInst>(instruction)) {
      if (halfOperand)
        work.push_back(&instruction);
    } else if (auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction)) {
      if (halfResult && isElementwise(call->getIntrinsicID()))
        work.push_back(&instruction);
    }
  }

  llvm::Module& module = *function.getParent();
  llvm::LLVMContext& context = function.getContext();
  llvm::Type* floatType = llvm::Type::getFloatTy(context);
  llvm::Type* doubleType = llvm::Type::getDoubleTy(context);
  llvm::Type* bitsType = llvm::Type::getInt16Ty(context);
  for (llvm::Instruction* instruction : work) {
    llvm::IRBuilder<> builder(instruction);
    builder.setFastMathFlags(llvm::isa<llvm::FPMathOperator>(instruction)
                                 ? instruction->getFastMathFlags()
                                 : llvm::FastMathFlags());
    auto widen = [&](llvm::Value* value, llvm::Type* element) {
      return builder.CreateFPExt(value, withElement(value->getType(), element));
    };
    llvm::Type* type = instruction->getType();
    if (auto* binary = llvm::dyn_cast<llvm::BinaryOperator>(instruction)) {
      llvm::Value* wide =
          builder.CreateBinOp(binary->getOpcode(), widen(binary->getOperand(0), floatType),
                              widen(binary->getOperand(1), floatType));
      replace(*instruction, builder.CreateFPTrunc(wide, type));
    } else if (llvm::isa<llvm::UnaryOperator>(instruction)) {
      // fneg: the sign bit flipped.
      llvm::Type* bits = withElement(type, bitsType);
      llvm::Value* flipped =
          builder.CreateXor(builder.CreateBitCast(instruction->getOperand(0), bits),
                            llvm::ConstantInt::get(bits, 0x8000));
      replace(*instruction, builder.CreateBitCast(flipped, type));
    } else if (auto* select = llvm::dyn_cast<llvm::SelectInst>(instruction)) {
      llvm::Type* bits = withElement(type, bitsType);
      llvm::Value* chosen = builder.CreateSelect(
          select->getCondition(), builder.CreateBitCast(select->getTrueValue(), bits),
          builder.CreateBitCast(select->getFalseValue(), bits));
      replace(*instruction, builder.CreateBitCast(chosen, type));
    } else if (auto* compare = llvm::dyn_cast<llvm::FCmpInst>(instruction)) {
      replace(*instruction,
              builder.CreateFCmp(compare->getPredicate(), widen(compare->getOperand(0), floatType),
                                 widen(compare->getOperand(1), floatType)));
    } else if (llvm::isa<llvm::FPToSIInst>(instruction) ||
               llvm::isa<llvm::FPToUIInst>(instruction)) {
      auto* cast = llvm::cast<llvm::CastInst>(instruction);
      replace(*instruction,
              builder.CreateCast(cast->getOpcode(), widen(cast->getOperand(0), floatType), type));
    } else if (llvm::isa<llvm::SIToFPInst>(instruction) ||
               llvm::isa<llvm::UIToFPInst>(instruction)) {
      // An integer beyond float's exact range is beyond the halves' too: one rounding either way.
      auto* cast = llvm::cast<llvm::CastInst>(instruction);
      llvm::Value* wide =
          builder.CreateCast(cast->getOpcode(), cast->getOperand(0), withElement(type, floatType));
      replace(*instruction, builder.CreateFPTrunc(wide, type));
    } else if (auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(instruction)) {
      const llvm::Intrinsic::ID id = call->getIntrinsicID();
      llvm::Type* element = id == llvm::Intrinsic::fma ? doubleType : floatType;
      llvm::Type* wideType = withElement(type, element);
      std::vector<llvm::Value*> arguments;
      for (llvm::Value* argument : call->args())
        arguments.push_back(widen(argument, element));
      llvm::Function* callee = llvm::Intrinsic::getDeclaration(&module, id, {wideType});
      replace(*instruction, builder.CreateFPTrunc(builder.CreateCall(callee, arguments), type));
    }
  }
  return !work.empty();
}

} // namespace weft::compiler
