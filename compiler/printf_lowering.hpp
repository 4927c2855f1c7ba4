// printf (OpenCL C 3.0 §6.15.14) in generated code: each call appends a record of its format
// string's address and its arguments to the launch's PrintfBuffer (devices/work_group_abi.hpp);
// the runtime formats the records when the command completes (runtime/printf.hpp).
#pragma once

namespace llvm {
class Module;
}

namespace weft::compiler {

struct WorkGroupFunction;

/// Replaces every printf call in `wg` (after the kernel was inlined into it); true when there was
/// one.
bool lowerPrintf(WorkGroupFunction& wg);

/// Removes the printf declaration once no call is left.
void removePrintfDeclaration(llvm::Module& module);

} // namespace weft::compiler
