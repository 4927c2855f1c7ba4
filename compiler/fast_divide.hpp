// Float division in SIMD lanes to the 2.5 ulp OpenCL C allows, without the divider (OpenCL C 3.0
// §7.4: x / y for float within 2.5 ulp unless -cl-fp32-correctly-rounded-divide-sqrt). A vector
// division holds the divider for as long as a dozen FMAs take, and a chain of them waits on it:
// sqrt+divide float ran 1.5 times as fast without it. The reciprocal estimate (rcp14 with
// AVX-512, rcp with AVX: 14 and 12 bits) refined by Newton's iteration, times the dividend, is
// within 1.6 ulp wherever the reciprocal is a normal float and the quotient below 2^127; the lanes
// where it is not (a zero, infinite, NaN, subnormal or huge divisor, a quotient near overflow, an
// infinite or NaN dividend) take the division itself, on a path a vector step where every lane
// is fine jumps over. Kernels whose divisions run beside enough FMAs (Black-Scholes) neither gain
// nor lose: the divider works beside the FMA ports, and the estimate takes a few of their slots.
//
// Only the kernel's own divisions: the builtin library's keep the division its error analyses
// assume. They are marked before anything is inlined (markFastDivisions), the SPMD vectorizer
// carries the mark to the vector it makes, and lowerFastDivisions rewrites the marked vector
// divisions after the optimizer.
#pragma once

namespace llvm {
class Module;
class Function;
} // namespace llvm

namespace weft::compiler {

/// The metadata kind that marks a division lowerFastDivisions may rewrite.
inline constexpr const char* kFastDivideMetadata = "weft.fast_divide";

/// Marks every float division of `module`'s own functions (not the builtin library's) that may be
/// 2.5 ulp off (Clang's !fpmath 2.5).
void markFastDivisions(llvm::Module& module);

/// Rewrites `function`'s marked divisions of float vectors whose lanes fill the host's vectors, as
/// described above. `vectorBytes` is the host's vector size (64 for AVX-512, 32 for AVX; others
/// leave the divisions as they are). Returns true if it changed anything.
bool lowerFastDivisions(llvm::Function& function, unsigned vectorBytes);

} // namespace weft::compiler
