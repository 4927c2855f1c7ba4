// Kernel descriptions (KernelInfo) from the metadata Clang attaches to each kernel, with argument
// slot sizes and offsets from the host's data layout.
#pragma once

#include "compiler/compiler.hpp"

namespace llvm {
class DataLayout;
class Function;
} // namespace llvm

namespace weft::compiler {

/// Describes `kernel` and lays out its argument block for `layout` (the host's). Call it after
/// retargeting and before the kernel is inlined into its work-group function.
KernelInfo describeKernel(const llvm::Function& kernel, const llvm::DataLayout& layout);

} // namespace weft::compiler
