#include "compiler/value_bound.hpp"

#include <llvm/ADT/DenseMap.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Instructions.h>

#include <algorithm>

namespace weft::compiler {
namespace {

/// How deep valueBound() follows a value's operands.
constexpr int kMostDepth = 12;
constexpr uint64_t kMostBound = uint64_t(1) << 62;

/// The value of a constant integer or splat of one, or null.
const llvm::APInt* constantOf(const llvm::Value* value) {
  const auto* constant = llvm::dyn_cast<llvm::Constant>(value);
  if (constant && constant->getType()->isVectorTy())
    constant = constant->getSplatValue();
  const auto* integer = llvm::dyn_cast_or_null<llvm::ConstantInt>(constant);
  return integer ? &integer->getValue() : nullptr;
}

/// Each value's bound once per query: operands shared along many paths are not followed again.
using Bounds = llvm::DenseMap<const llvm::Value*, std::optional<uint64_t>>;

std::optional<uint64_t> boundOf(const llvm::Value* value, LeafBound leaf, int depth, Bounds& known);

std::optional<uint64_t> boundAt(const llvm::Value* value, LeafBound leaf, int depth,
                                Bounds& known) {
  if (auto it = known.find(value); it != known.end())
    return it->second;
  const std::optional<uint64_t> bound = boundOf(value, leaf, depth, known);
  known[value] = bound;
  return bound;
}

std::optional<uint64_t> boundOf(const llvm::Value* value, LeafBound leaf, int depth,
                                Bounds& known) {
  llvm::Type* type = value->getType();
  const unsigned bits = type->getScalarSizeInBits();
  if (!type->isIntOrIntVectorTy() || bits > 64 || depth > kMostDepth)
    return std::nullopt;
  // A bound the value's own type holds, without wrapping.
  auto fits = [&](uint64_t bound) -> std::optional<uint64_t> {
    if (bound > kMostBound || (bits < 64 && bound >> bits))
      return std::nullopt;
    return bound;
  };
  if (std::optional<uint64_t> bound = leaf(value))
    return fits(*bound);
  if (llvm::isa<llvm::UndefValue>(value)) // a splat's unused lanes
    return 0;
  if (const auto* constant = llvm::dyn_cast<llvm::ConstantInt>(value))
    return fits(constant->getValue().getLimitedValue());
  if (const auto* vector = llvm::dyn_cast<llvm::ConstantDataVector>(value)) {
    uint64_t most = 0;
    for (unsigned lane = 0; lane < vector->getNumElements(); ++lane)
      most = std::max(most, vector->getElementAsInteger(lane));
    return fits(most);
  }
  if (const auto* constant = llvm::dyn_cast<llvm::Constant>(value))
    if (const llvm::Constant* splat = constant->getSplatValue())
      return boundAt(splat, leaf, depth + 1, known);
  const auto* instruction = llvm::dyn_cast<llvm::Instruction>(value);
  if (!instruction)
    return std::nullopt;
  auto bound = [&](unsigned i) {
    return boundAt(instruction->getOperand(i), leaf, depth + 1, known);
  };
  auto both = [&](auto combine) -> std::optional<uint64_t> {
    std::optional<uint64_t> a = bound(0);
    std::optional<uint64_t> b = a ? bound(1) : std::nullopt;
    return b ? combine(*a, *b) : std::nullopt;
  };
  switch (instruction->getOpcode()) {
  case llvm::Instruction::Trunc:
  case llvm::Instruction::ZExt:
    if (std::optional<uint64_t> a = bound(0))
      return fits(*a);
    return std::nullopt;
  case llvm::Instruction::SExt: {
    // The same value where the operand's sign bit is clear.
    const unsigned from = instruction->getOperand(0)->getType()->getScalarSizeInBits();
    if (std::optional<uint64_t> a = bound(0); a && *a >> (from - 1) == 0)
      return a;
    return std::nullopt;
  }
  case llvm::Instruction::Add:
  case llvm::Instruction::Or: // a | b <= a + b
    return both([&](uint64_t a, uint64_t b) { return fits(a + b); });
  case llvm::Instruction::Mul:
    return both([&](uint64_t a, uint64_t b) -> std::optional<uint64_t> {
      if (a != 0 && b > kMostBound / a)
        return std::nullopt;
      return fits(a * b);
    });
  case llvm::Instruction::Shl:
    return both([&](uint64_t a, uint64_t b) -> std::optional<uint64_t> {
      if (b >= 62 || a > kMostBound >> b)
        return std::nullopt;
      return fits(a << b);
    });
  case llvm::Instruction::AShr:
  case llvm::Instruction::LShr: {
    // An arithmetic shift as a logical one where the sign bit is clear; by a constant, the
    // bound shifts too.
    std::optional<uint64_t> a = bound(0);
    if (!a || (instruction->getOpcode() == llvm::Instruction::AShr && *a >> (bits - 1)))
      return std::nullopt;
    if (const llvm::APInt* shift = constantOf(instruction->getOperand(1)))
      return *a >> std::min<uint64_t>(shift->getLimitedValue(), 63);
    return a;
  }
  case llvm::Instruction::UDiv:
  case llvm::Instruction::URem:
    return bound(0);
  case llvm::Instruction::And: {
    std::optional<uint64_t> a = bound(0), b = bound(1);
    if (a && b)
      return std::min(*a, *b);
    return a ? a : b;
  }
  case llvm::Instruction::Select: {
    std::optional<uint64_t> a = bound(1);
    std::optional<uint64_t> b = a ? bound(2) : std::nullopt;
    return b ? std::optional<uint64_t>(std::max(*a, *b)) : std::nullopt;
  }
  case llvm::Instruction::InsertElement:
  case llvm::Instruction::ShuffleVector: // every lane one of the operands' lanes
    return both([](uint64_t a, uint64_t b) { return std::optional<uint64_t>(std::max(a, b)); });
  case llvm::Instruction::ExtractElement:
    return bound(0);
  default:
    return std::nullopt;
  }
}

} // namespace

std::optional<uint64_t> valueBound(const llvm::Value* value, LeafBound leaf) {
  Bounds known;
  return boundAt(value, leaf, 0, known);
}

} // namespace weft::compiler
