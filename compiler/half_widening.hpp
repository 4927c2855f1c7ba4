// Half-precision arithmetic made float arithmetic before code generation (cl_khr_fp16). LLVM 15's
// x86 backend treats vectors of half as legal types on every SSE2 host but selects few operations
// on them without AVX512-FP16: its DAG combines turn a vector fcmp and select into X86ISD::FMIN,
// or minnum into it, which no instruction then matches ("Cannot select: v32f16 = X86ISD::FMIN").
// After the optimizer (whose InstCombine would narrow the float operations back), this pass
// rewrites what computes on halves: each operation on float values widened exactly from its
// halves, rounded once back to half, which for + - * / sqrt, comparisons, min/max and the exact
// operations is the half result itself (float has more than 2 x 11 + 2 bits); fma goes through
// double, selects and negation through the halves' bits. Loads, stores, shuffles and the
// conversions to and from float stay as they are: the backend handles them.
#pragma once

namespace llvm {
class Function;
}

namespace weft::compiler {

/// Rewrites the half arithmetic of `function` as described above. Returns true if it changed
/// anything.
bool widenHalfArithmetic(llvm::Function& function);

} // namespace weft::compiler
