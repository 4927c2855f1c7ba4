// Integer division by zero is undefined in OpenCL C but must not kill the host process, and x86's
// idiv traps on it and on INT_MIN / -1 (DESIGN.md §10). This pass makes such divisions divide by
// 1 instead, giving an unspecified but harmless result.
#pragma once

namespace llvm {
class Function;
}

namespace weft::compiler {

/// Guards every sdiv/udiv/srem/urem in `function` whose divisor may be 0 (or -1 with a signed
/// dividend that may be the minimum). Returns true if it changed anything.
bool guardIntegerDivision(llvm::Function& function);

} // namespace weft::compiler
