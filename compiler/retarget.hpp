// Moves a linked spir64 module to the host: triple, data layout, calling conventions, and the
// function attributes that tell the backend and the vectorizer which CPU they generate code for.
#pragma once

#include "compiler/build_options.hpp"

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace weft::compiler {

/// Retargets `module` to `target` (the host). Address spaces 1–4 stay: x86 treats every address
/// space below 256 as an ordinary pointer, and the work-group passes still read them.
void retargetToHost(llvm::Module& module, const llvm::TargetMachine& target,
                    const BuildOptions& options);

} // namespace weft::compiler
