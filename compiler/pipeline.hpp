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

/// False while WEFT_SPMD=0 asks for every kernel's work-items one at a time (for comparing a
/// kernel with and without SIMD lanes). Read at each build.
bool spmdEnabled();

/// Runs every step from retargeting to the O2 pipeline on `module`, describing its kernels in
/// `kernels`. With `only`, only the kernels it names get work-group functions: the others are
/// ordinary functions, gone when no kernel calls them (one part of a program built in parallel).
/// With `formats`, the image arguments' formats are constants in the kernels' code (a kernel
/// compiled for its launch's images: give `only` that kernel).
/// Returns false and appends to `log` when the program cannot run (for example a recursive call
/// the work-group function cannot inline).
bool compileForHost(llvm::Module& module, llvm::TargetMachine& target, const BuildOptions& options,
                    std::vector<KernelInfo>& kernels, std::string& log,
                    const std::vector<std::string>* only = nullptr,
                    const std::vector<ImageArgumentFormat>* formats = nullptr);

} // namespace weft::compiler
