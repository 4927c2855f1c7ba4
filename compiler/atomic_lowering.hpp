// Lowers the __opencl_atomic_* library calls that Clang emits for the spir64 target (whose
// lock-free atomic width is 0) to LLVM atomic instructions, which every host supports natively.
#pragma once

namespace llvm {
class Module;
}

namespace weft::compiler {

/// Replaces every call of __opencl_atomic_<op>_<bytes> in `module`. Returns true if it changed any.
bool lowerAtomicLibcalls(llvm::Module& module);

} // namespace weft::compiler
