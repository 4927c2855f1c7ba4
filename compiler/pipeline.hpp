// The compiler's middle: a linked spir64 program in, optimized host IR with one work-group
// function per kernel out.
#pragma once

#include "compiler/build_options.hpp"
#include "compiler/compiler.hpp"

#include <string>
#include <vector>

namespace llvm {
class Module;
class TargetMachine;
} // namespace llvm

namespace weft::compiler {

/// Runs every step from retargeting to the O3 pipeline on `module`, describing its kernels in
/// `kernels`. Returns false and appends to `log` when the program cannot run (for example a
/// recursive call the work-group function cannot inline).
bool compileForHost(llvm::Module& module, llvm::TargetMachine& target, const BuildOptions& options,
                    std::vector<KernelInfo>& kernels, std::string& log);

} // namespace weft::compiler
