// Vectors cut into the host's vectors and put back together: the lowerings that go through x86
// intrinsics of one register's width (fast_divide.cpp, table_lookup.cpp) work a part at a time.
#pragma once

#include <llvm/ADT/SmallVector.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/IRBuilder.h>

#include <utility>
#include <vector>

namespace weft::compiler {

/// Lanes [first, first + count) of `value`.
inline llvm::Value* lanes(llvm::IRBuilderBase& builder, llvm::Value* value, unsigned first,
                          unsigned count) {
  llvm::SmallVector<int, 16> mask;
  for (unsigned lane = 0; lane < count; ++lane)
    mask.push_back(static_cast<int>(first + lane));
  return builder.CreateShuffleVector(value, mask);
}

/// `parts`, vectors of one type and a power of two of them, side by side in one vector.
inline llvm::Value* concatenate(llvm::IRBuilderBase& builder, std::vector<llvm::Value*> parts) {
  while (parts.size() > 1) {
    const unsigned count =
        llvm::cast<llvm::FixedVectorType>(parts[0]->getType())->getNumElements() * 2;
    llvm::SmallVector<int, 64> mask;
    for (unsigned lane = 0; lane < count; ++lane)
      mask.push_back(static_cast<int>(lane));
    std::vector<llvm::Value*> joined;
    for (size_t i = 0; i < parts.size(); i += 2)
      joined.push_back(builder.CreateShuffleVector(parts[i], parts[i + 1], mask));
    parts = std::move(joined);
  }
  return parts[0];
}

} // namespace weft::compiler
