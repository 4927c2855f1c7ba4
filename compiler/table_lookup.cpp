#include "compiler/table_lookup.hpp"

#include "compiler/vector_parts.hpp"

#include <llvm/Analysis/VectorUtils.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/Module.h>

#include <vector>

namespace weft::compiler {
namespace {

/// A gather that reads a small constant table: the table's elements and the lanes' indices.
struct TableGather {
  llvm::IntrinsicInst* gather = nullptr;
  const llvm::ConstantDataArray* elements = nullptr;
  llvm::Value* indices = nullptr;
};

/// The permutes for one element type with AVX-512: from one register, and from two.
struct Permutes {
  llvm::Intrinsic::ID one;
  llvm::Intrinsic::ID two;
};

bool permutesFor(llvm::Type* element, Permutes& permutes) {
  if (element->isDoubleTy())
    permutes = {llvm::Intrinsic::x86_avx512_permvar_df_512,
                llvm::Intrinsic::x86_avx512_vpermi2var_pd_512};
  else if (element->isFloatTy())
    permutes = {llvm::Intrinsic::x86_avx512_permvar_sf_512,
                llvm::Intrinsic::x86_avx512_vpermi2var_ps_512};
  else if (element->isIntegerTy(64))
    permutes = {llvm::Intrinsic::x86_avx512_permvar_di_512,
                llvm::Intrinsic::x86_avx512_vpermi2var_q_512};
  else if (element->isIntegerTy(32))
    permutes = {llvm::Intrinsic::x86_avx512_permvar_si_512,
                llvm::Intrinsic::x86_avx512_vpermi2var_d_512};
  else
    return false;
  return true;
}

bool isZero(llvm::Value* value) {
  auto* constant = llvm::dyn_cast<llvm::Constant>(value);
  return constant && constant->isNullValue();
}

/// The elements of the table `base` is, where isSmallConstantTable holds for it; null elsewhere.
const llvm::ConstantDataArray* smallTable(const llvm::Value* base, llvm::Type* element,
                                          unsigned vectorBytes) {
  Permutes permutes;
  const auto* table = llvm::dyn_cast_or_null<llvm::GlobalVariable>(base);
  if (vectorBytes != 64 || !permutesFor(element, permutes) || !table || !table->isConstant() ||
      !table->hasDefinitiveInitializer())
    return nullptr;
  const auto* elements = llvm::dyn_cast<llvm::ConstantDataArray>(table->getInitializer());
  if (!elements || elements->getElementType() != element ||
      elements->getNumElements() * element->getPrimitiveSizeInBits() > 2 * vectorBytes * 8)
    return nullptr;
  return elements;
}

/// Whether `instruction` gathers from a small table, as described in the header, in vectors of
/// whole host vectors (a power of two of them).
bool matchTableGather(llvm::Instruction& instruction, unsigned vectorBytes, TableGather& match) {
  auto* gather = llvm::dyn_cast<llvm::IntrinsicInst>(&instruction);
  if (!gather || gather->getIntrinsicID() != llvm::Intrinsic::masked_gather)
    return false;
  auto* address = llvm::dyn_cast<llvm::GetElementPtrInst>(gather->getArgOperand(0));
  if (!address)
    return false;
  llvm::Value* base = address->getPointerOperand();
  if (base->getType()->isVectorTy())
    base = llvm::getSplatValue(base);
  llvm::Type* element = gather->getType()->getScalarType();
  const llvm::ConstantDataArray* elements = smallTable(base, element, vectorBytes);
  if (!elements)
    return false;
  const unsigned native =
      vectorBytes * 8 / static_cast<unsigned>(element->getPrimitiveSizeInBits());
  const unsigned count = llvm::cast<llvm::FixedVectorType>(gather->getType())->getNumElements();
  const unsigned parts = count / native;
  if (count % native != 0 || (parts & (parts - 1)) != 0)
    return false;
  // table[i] as (&table)[0][i] or as ((T*)table)[i].
  llvm::Type* indexed = address->getSourceElementType();
  llvm::Value* index = nullptr;
  if (indexed == elements->getType() && address->getNumIndices() == 2 &&
      isZero(address->getOperand(1)))
    index = address->getOperand(2);
  else if (indexed == element && address->getNumIndices() == 1)
    index = address->getOperand(1);
  if (!index || !index->getType()->isVectorTy())
    return false;
  match = {gather, elements, index};
  return true;
}

/// `count` of the table's elements from `first` on, as a vector (zeros past its end).
llvm::Constant* tablePart(const llvm::ConstantDataArray* elements, unsigned first, unsigned count) {
  std::vector<llvm::Constant*> part;
  for (unsigned i = first; i < first + count; ++i)
    part.push_back(i < elements->getNumElements()
                       ? elements->getElementAsConstant(i)
                       : llvm::Constant::getNullValue(elements->getElementType()));
  return llvm::ConstantVector::get(part);
}

void lowerTableGather(const TableGather& match, unsigned vectorBytes) {
  llvm::IntrinsicInst* gather = match.gather;
  llvm::IRBuilder<> builder(gather);
  llvm::Module& module = *gather->getModule();
  llvm::Type* element = gather->getType()->getScalarType();
  const unsigned bits = static_cast<unsigned>(element->getPrimitiveSizeInBits());
  const unsigned native = vectorBytes * 8 / bits;
  const unsigned count = llvm::cast<llvm::FixedVectorType>(gather->getType())->getNumElements();
  Permutes permutes;
  permutesFor(element, permutes);
  const bool twoRegisters = match.elements->getNumElements() > native;
  llvm::Function* permute =
      llvm::Intrinsic::getDeclaration(&module, twoRegisters ? permutes.two : permutes.one);
  llvm::Constant* low = tablePart(match.elements, 0, native);
  llvm::Constant* high = tablePart(match.elements, native, native);
  // The permutes' indices are integers of the element's width; a narrower or wider index keeps
  // its low bits, which are all the permute reads.
  auto* indexType = llvm::FixedVectorType::get(builder.getIntNTy(bits), count);
  llvm::Value* indices = builder.CreateSExtOrTrunc(match.indices, indexType);
  std::vector<llvm::Value*> parts;
  for (unsigned first = 0; first < count; first += native) {
    llvm::Value* part = count == native ? indices : lanes(builder, indices, first, native);
    parts.push_back(twoRegisters ? builder.CreateCall(permute, {low, part, high})
                                 : builder.CreateCall(permute, {low, part}));
  }
  llvm::Value* result = concatenate(builder, std::move(parts));
  llvm::Value* mask = gather->getArgOperand(2);
  auto* all = llvm::dyn_cast<llvm::Constant>(mask);
  if (!all || !all->isAllOnesValue())
    result = builder.CreateSelect(mask, result, gather->getArgOperand(3));
  result->takeName(gather);
  auto* address = llvm::cast<llvm::Instruction>(gather->getArgOperand(0));
  gather->replaceAllUsesWith(result);
  gather->eraseFromParent();
  if (address->use_empty())
    address->eraseFromParent();
}

} // namespace

bool isSmallConstantTable(const llvm::Value* base, llvm::Type* element, unsigned vectorBytes) {
  return smallTable(base, element, vectorBytes) != nullptr;
}

bool lowerSmallTableGathers(llvm::Function& function, unsigned vectorBytes) {
  std::vector<TableGather> matches;
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    TableGather match;
    if (matchTableGather(instruction, vectorBytes, match))
      matches.push_back(match);
  }
  for (const TableGather& match : matches)
    lowerTableGather(match, vectorBytes);
  return !matches.empty();
}

} // namespace weft::compiler
