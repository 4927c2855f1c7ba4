#include "compiler/fast_divide.hpp"

#include "builtins/library_format.hpp"
#include "compiler/vector_parts.hpp"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Transforms/Utils/BasicBlockUtils.h>

#include <vector>

namespace weft::compiler {
namespace {

/// Whether `instruction` is a float division OpenCL C lets be 2.5 ulp off: Clang gives those
/// !fpmath 2.5, and none under -cl-fp32-correctly-rounded-divide-sqrt.
bool isInexactFloatDivision(const llvm::Instruction& instruction) {
  if (instruction.getOpcode() != llvm::Instruction::FDiv ||
      !instruction.getType()->getScalarType()->isFloatTy())
    return false;
  return llvm::cast<llvm::FPMathOperator>(instruction).getFPAccuracy() >= 2.5f;
}

/// dividend / divisor from the reciprocal estimate, a host vector at a time: rcp14 and one
/// Newton step (AVX-512: 2^-28) or rcp and two (AVX: 2^-24 and a hair), then the product, which
/// rounds once: within 1.6 ulp.
llvm::Value* estimatedQuotient(llvm::IRBuilderBase& builder, llvm::Value* dividend,
                               llvm::Value* divisor, unsigned vectorBytes,
                               llvm::Value** reciprocal) {
  llvm::Module& module = *builder.GetInsertBlock()->getModule();
  const unsigned native = vectorBytes / 4;
  const unsigned count = llvm::cast<llvm::FixedVectorType>(divisor->getType())->getNumElements();
  auto* part = llvm::FixedVectorType::get(builder.getFloatTy(), native);
  const bool avx512 = vectorBytes == 64;
  llvm::Function* estimate =
      llvm::Intrinsic::getDeclaration(&module, avx512 ? llvm::Intrinsic::x86_avx512_rcp14_ps_512
                                                      : llvm::Intrinsic::x86_avx_rcp_ps_256);
  llvm::Function* fma = llvm::Intrinsic::getDeclaration(&module, llvm::Intrinsic::fma, {part});
  llvm::Value* minusOne = llvm::ConstantFP::get(part, -1.0);
  std::vector<llvm::Value*> quotients, reciprocals;
  for (unsigned first = 0; first < count; first += native) {
    llvm::Value* d = count == native ? divisor : lanes(builder, divisor, first, native);
    llvm::Value* a = count == native ? dividend : lanes(builder, dividend, first, native);
    llvm::Value* r = avx512 ? builder.CreateCall(estimate, {d, llvm::Constant::getNullValue(part),
                                                            builder.getInt16(0xffff)})
                            : builder.CreateCall(estimate, {d});
    for (int step = 0; step < (avx512 ? 1 : 2); ++step) {
      llvm::Value* error = builder.CreateCall(fma, {d, r, minusOne});
      r = builder.CreateCall(fma, {builder.CreateFNeg(r), error, r});
    }
    quotients.push_back(builder.CreateFMul(a, r));
    reciprocals.push_back(r);
  }
  *reciprocal = concatenate(builder, std::move(reciprocals));
  return concatenate(builder, std::move(quotients));
}

/// The lanes where the estimated quotient stands: a quotient below 2^127 from a normal reciprocal.
/// A zero, infinite or too small divisor makes the Newton step NaN or the reciprocal infinite; a
/// divisor above 2^126 a subnormal reciprocal, short of bits; and near overflow the estimate may
/// round to the largest float where the quotient rounds to infinity, or the other way.
llvm::Value* estimateHolds(llvm::IRBuilderBase& builder, llvm::Value* quotient,
                           llvm::Value* reciprocal) {
  auto* ints = llvm::VectorType::getInteger(llvm::cast<llvm::VectorType>(quotient->getType()));
  auto magnitude = [&](llvm::Value* value) {
    return builder.CreateAnd(builder.CreateBitCast(value, ints), 0x7fffffff);
  };
  llvm::Value* small =
      builder.CreateICmpULT(magnitude(quotient), llvm::ConstantInt::get(ints, 0x7f000000));
  llvm::Value* normal =
      builder.CreateICmpUGE(magnitude(reciprocal), llvm::ConstantInt::get(ints, 0x00800000));
  return builder.CreateAnd(small, normal);
}

/// A division keeps the divider when the function has more than this many other float
/// operations per division.
constexpr size_t kOtherArithmeticPerDivision = 8;

/// Float arithmetic that takes the FMA ports: additions, multiplications, FMAs, square roots.
bool isFloatArithmetic(const llvm::Instruction& instruction) {
  if (!instruction.getType()->getScalarType()->isFloatTy())
    return false;
  const unsigned opcode = instruction.getOpcode();
  if (opcode == llvm::Instruction::FAdd || opcode == llvm::Instruction::FSub ||
      opcode == llvm::Instruction::FMul)
    return true;
  const auto* call = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  const llvm::Intrinsic::ID id = call ? call->getIntrinsicID() : llvm::Intrinsic::not_intrinsic;
  return id == llvm::Intrinsic::fma || id == llvm::Intrinsic::fmuladd ||
         id == llvm::Intrinsic::sqrt;
}

} // namespace

void markFastDivisions(llvm::Module& module) {
  llvm::MDNode* mark = llvm::MDNode::get(module.getContext(), llvm::None);
  for (llvm::Function& function : module) {
    if (function.isDeclaration() || function.hasFnAttribute(kLibraryAttribute))
      continue;
    for (llvm::Instruction& instruction : llvm::instructions(function))
      if (isInexactFloatDivision(instruction))
        instruction.setMetadata(kFastDivideMetadata, mark);
  }
}

bool lowerFastDivisions(llvm::Function& function, unsigned vectorBytes) {
  if (vectorBytes != 64 && vectorBytes != 32)
    return false;
  const unsigned native = vectorBytes / 4;
  std::vector<llvm::BinaryOperator*> divisions;
  size_t otherArithmetic = 0; // float arithmetic other than the divisions, in instructions
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    if (isFloatArithmetic(instruction))
      ++otherArithmetic;
    auto* type = llvm::dyn_cast<llvm::FixedVectorType>(instruction.getType());
    // The mark says the source's division was inexact (the vectorizers do not carry !fpmath).
    if (!type || instruction.getOpcode() != llvm::Instruction::FDiv ||
        !type->getElementType()->isFloatTy() || !instruction.getMetadata(kFastDivideMetadata))
      continue;
    const unsigned count = type->getNumElements();
    const unsigned parts = count / native;
    if (count % native == 0 && (parts & (parts - 1)) == 0)
      divisions.push_back(llvm::cast<llvm::BinaryOperator>(&instruction));
  }
  // Divisions among much other arithmetic keep the divider: it works beside the FMA ports, where
  // the estimate, its Newton step and its range checks take their slots (Black-Scholes, four
  // divisions among about 80 other operations: 1438-1516 Mopt/s with the estimate, 1542-1600
  // with the divider on the 2-core Zen 5 VM; the sqrt+divide row, with little else, keeps the
  // estimate: 1951-2052 Mval/s against 1729-1774).
  if (otherArithmetic > kOtherArithmeticPerDivision * divisions.size())
    return false;
  for (llvm::BinaryOperator* division : divisions) {
    llvm::IRBuilder<> builder(division);
    llvm::Value* dividend = division->getOperand(0);
    llvm::Value* divisor = division->getOperand(1);
    llvm::Value* reciprocal = nullptr;
    llvm::Value* estimated =
        estimatedQuotient(builder, dividend, divisor, vectorBytes, &reciprocal);
    llvm::Value* holds = estimateHolds(builder, estimated, reciprocal);
    llvm::Value* everywhere = builder.CreateAndReduce(holds);
    // A lane the estimate does not hold for: the division itself, for the whole vector.
    llvm::Instruction* exactTerm = llvm::SplitBlockAndInsertIfThen(
        builder.CreateNot(everywhere), division, false,
        llvm::MDBuilder(division->getContext()).createBranchWeights(1, 1000));
    builder.SetInsertPoint(exactTerm);
    auto* exact = llvm::cast<llvm::Instruction>(builder.CreateFDiv(dividend, divisor));
    exact->copyIRFlags(division);
    llvm::Value* mixed = builder.CreateSelect(holds, estimated, exact);
    builder.SetInsertPoint(division);
    llvm::PHINode* result = builder.CreatePHI(division->getType(), 2);
    result->addIncoming(estimated, exactTerm->getParent()->getSinglePredecessor());
    result->addIncoming(mixed, exactTerm->getParent());
    result->takeName(division);
    division->replaceAllUsesWith(result);
    division->eraseFromParent();
  }
  return !divisions.empty();
}

} // namespace weft::compiler
