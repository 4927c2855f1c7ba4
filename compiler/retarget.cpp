#include "compiler/retarget.hpp"

#include "builtins/library_format.hpp"
#include "compiler/compiler.hpp"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Operator.h>
#include <llvm/Target/TargetMachine.h>

#include <string>

namespace weft::compiler {
namespace {

// clLinkProgram's math options (-cl-fast-relaxed-math, …) as the function attributes and
// fast-math flags Clang sets for the same options at compile time.
void applyLinkMathOptions(llvm::Function& function, const BuildOptions& options) {
  // The builtin library keeps its own precision (its NaN checks and exact sums included); when it
  // is inlined into a fast-math kernel, LLVM clears the kernel's function-level fast-math
  // attributes, and the kernel's own instructions keep their flags.
  if (function.hasFnAttribute(kLibraryAttribute))
    return;
  const bool finite = options.finiteMathOnly || options.fastRelaxedMath;
  const bool unsafe = options.unsafeMath || options.fastRelaxedMath;
  const bool noSignedZeros = options.noSignedZeros || unsafe;
  if (!finite && !unsafe && !noSignedZeros && !options.denormsAreZero)
    return;
  if (finite) {
    function.addFnAttr("no-infs-fp-math", "true");
    function.addFnAttr("no-nans-fp-math", "true");
  }
  if (noSignedZeros)
    function.addFnAttr("no-signed-zeros-fp-math", "true");
  if (unsafe) {
    function.addFnAttr("unsafe-fp-math", "true");
    function.addFnAttr("approx-func-fp-math", "true");
    function.addFnAttr("less-precise-fpmad", "true");
  }
  if (options.denormsAreZero)
    function.addFnAttr("denormal-fp-math-f32", "preserve-sign,preserve-sign");
  for (llvm::Instruction& instruction : llvm::instructions(function)) {
    if (!llvm::isa<llvm::FPMathOperator>(instruction))
      continue;
    llvm::FastMathFlags flags = instruction.getFastMathFlags();
    if (finite) {
      flags.setNoNaNs();
      flags.setNoInfs();
    }
    if (noSignedZeros)
      flags.setNoSignedZeros();
    if (unsafe) {
      flags.setAllowReassoc();
      flags.setAllowReciprocal();
      flags.setApproxFunc();
      flags.setAllowContract();
    }
    instruction.setFastMathFlags(flags);
  }
}

} // namespace

void retargetToHost(llvm::Module& module, const llvm::TargetMachine& target,
                    const BuildOptions& options) {
  module.setTargetTriple(target.getTargetTriple().str());
  module.setDataLayout(target.createDataLayout());

  const TargetInfo& host = hostTarget();
  const std::string vectorBits = std::to_string(host.vectorBytes * 8);
  for (llvm::Function& function : module) {
    function.setCallingConv(llvm::CallingConv::C);
    // Convergence only matters for barriers, which the work-group function handles itself; left
    // in place it would stop transformations the vectorizer depends on.
    function.removeFnAttr(llvm::Attribute::Convergent);
    if (function.isDeclaration())
      continue;
    function.addFnAttr("target-cpu", host.cpuName);
    function.addFnAttr("target-features", host.features);
    // Without these, AVX-512 targets prefer 256-bit vectors (DESIGN.md §10).
    function.addFnAttr("prefer-vector-width", vectorBits);
    function.addFnAttr("min-legal-vector-width", vectorBits);
    applyLinkMathOptions(function, options);
    for (llvm::Instruction& instruction : llvm::instructions(function)) {
      if (auto* call = llvm::dyn_cast<llvm::CallBase>(&instruction)) {
        call->setCallingConv(llvm::CallingConv::C);
        call->removeFnAttr(llvm::Attribute::Convergent);
      }
    }
  }
}

} // namespace weft::compiler
