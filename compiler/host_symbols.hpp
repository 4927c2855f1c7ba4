// The host functions generated code may call: the C library's math functions (the builtin library
// calls them, and LLVM lowers its math intrinsics to them) and the memory functions LLVM emits.
// Nothing else of the process is visible to kernels.
#pragma once

#include <string_view>
#include <utility>
#include <vector>

namespace weft::compiler {

/// Name and address of each function code may call.
const std::vector<std::pair<std::string_view, void*>>& hostSymbols();

/// True if `name` is one of hostSymbols().
bool isHostSymbol(std::string_view name);

} // namespace weft::compiler
