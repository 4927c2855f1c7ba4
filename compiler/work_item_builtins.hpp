// The work-item functions (get_global_id, …) are not in the builtin library: in a work-group
// function they are the loop variables and fields of the WorkGroupContext.
#pragma once

#include <string_view>

namespace llvm {
class Module;
}

namespace weft::compiler {

struct WorkGroupFunction;

/// True for the mangled name of a work-item function this lowering replaces.
bool isWorkItemBuiltin(std::string_view name);

/// Replaces every work-item function call inside `wg` (after the kernel was inlined into it).
void lowerWorkItemBuiltins(WorkGroupFunction& wg);

/// Removes the work-item function declarations; returns false if a call is left (a call the
/// inliner could not reach, as in a recursive function).
bool removeWorkItemBuiltins(llvm::Module& module);

} // namespace weft::compiler
