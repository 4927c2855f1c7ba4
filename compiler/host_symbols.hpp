// The host functions generated code may call: the C library functions LLVM may lower its
// rounding, sqrt, min/max and fma intrinsics and frem to, and the memory functions it emits.
// Nothing else of the process is visible to kernels; the builtin library calls none of them.
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
