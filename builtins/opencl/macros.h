// Shared macros of the builtin library. Each OpenCL builtin is defined once per element type and
// then once per vector width; the vector forms mostly split into halves down to scalars, because
// after inlining LLVM's vectorizers put the work-items, not the components, in SIMD lanes.
#pragma once

// Half precision (cl_khr_fp16): the library defines every builtin's half forms whether or not the
// device reports the extension; a kernel sees them only when it does.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define OVL __attribute__((overloadable))

// c ? a : b that stays a select. Written as a conditional, a choice between two computed values
// becomes a branch whose arms compute them (the optimizer sinks each computation into the arm
// that uses it, before it would fold the branch), and in SIMD lanes every arm is a masked block of
// its own. As bit masks it has no arms; the optimizer turns it into a select.
static OVL float pick(bool c, float a, float b) {
  const int m = -(int)c;
  return as_float((as_int(a) & m) | (as_int(b) & ~m));
}
static OVL double pick(bool c, double a, double b) {
  const long m = -(long)c;
  return as_double((as_long(a) & m) | (as_long(b) & ~m));
}

// Vector forms of a unary function F from its scalar form: RET/ARG are element type names.
#define VEC_UNARY(RET, F, ARG)                                                                    \
  OVL RET##2 F(ARG##2 x) { return (RET##2)(F(x.s0), F(x.s1)); }                                   \
  OVL RET##3 F(ARG##3 x) { return (RET##3)(F(x.s0), F(x.s1), F(x.s2)); }                          \
  OVL RET##4 F(ARG##4 x) { return (RET##4)(F(x.lo), F(x.hi)); }                                   \
  OVL RET##8 F(ARG##8 x) { return (RET##8)(F(x.lo), F(x.hi)); }                                   \
  OVL RET##16 F(ARG##16 x) { return (RET##16)(F(x.lo), F(x.hi)); }

#define VEC_BINARY(RET, F, A, B)                                                                  \
  OVL RET##2 F(A##2 x, B##2 y) { return (RET##2)(F(x.s0, y.s0), F(x.s1, y.s1)); }                 \
  OVL RET##3 F(A##3 x, B##3 y) {                                                                  \
    return (RET##3)(F(x.s0, y.s0), F(x.s1, y.s1), F(x.s2, y.s2));                                 \
  }                                                                                               \
  OVL RET##4 F(A##4 x, B##4 y) { return (RET##4)(F(x.lo, y.lo), F(x.hi, y.hi)); }                 \
  OVL RET##8 F(A##8 x, B##8 y) { return (RET##8)(F(x.lo, y.lo), F(x.hi, y.hi)); }                 \
  OVL RET##16 F(A##16 x, B##16 y) { return (RET##16)(F(x.lo, y.lo), F(x.hi, y.hi)); }

#define VEC_TERNARY(RET, F, A, B, C)                                                              \
  OVL RET##2 F(A##2 x, B##2 y, C##2 z) {                                                          \
    return (RET##2)(F(x.s0, y.s0, z.s0), F(x.s1, y.s1, z.s1));                                    \
  }                                                                                               \
  OVL RET##3 F(A##3 x, B##3 y, C##3 z) {                                                          \
    return (RET##3)(F(x.s0, y.s0, z.s0), F(x.s1, y.s1, z.s1), F(x.s2, y.s2, z.s2));               \
  }                                                                                               \
  OVL RET##4 F(A##4 x, B##4 y, C##4 z) {                                                          \
    return (RET##4)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                                    \
  }                                                                                               \
  OVL RET##8 F(A##8 x, B##8 y, C##8 z) {                                                          \
    return (RET##8)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                                    \
  }                                                                                               \
  OVL RET##16 F(A##16 x, B##16 y, C##16 z) {                                                      \
    return (RET##16)(F(x.lo, y.lo, z.lo), F(x.hi, y.hi, z.hi));                                   \
  }

// Vector forms of an elementwise LLVM intrinsic: one call on the whole vector, which the backend
// runs in the widest registers (the halving forms above would leave that to the SLP vectorizer).
// LLVM is the intrinsic's name without the "llvm." prefix; SUFFIX is "f32" or "f64".
#define INTRINSIC_DECL(N, T, F, LLVM, SUFFIX, ...)                                                \
  __attribute__((const)) T##N __weft_##F##_##T##N(__VA_ARGS__) __asm__("llvm." LLVM ".v" #N SUFFIX);
#define VEC_INTRINSIC1_N(N, T, F, LLVM, SUFFIX)                                                   \
  INTRINSIC_DECL(N, T, F, LLVM, SUFFIX, T##N)                                                     \
  OVL T##N F(T##N x) { return __weft_##F##_##T##N(x); }
#define VEC_INTRINSIC2_N(N, T, F, LLVM, SUFFIX)                                                   \
  INTRINSIC_DECL(N, T, F, LLVM, SUFFIX, T##N, T##N)                                               \
  OVL T##N F(T##N x, T##N y) { return __weft_##F##_##T##N(x, y); }
#define VEC_INTRINSIC3_N(N, T, F, LLVM, SUFFIX)                                                   \
  INTRINSIC_DECL(N, T, F, LLVM, SUFFIX, T##N, T##N, T##N)                                         \
  OVL T##N F(T##N x, T##N y, T##N z) { return __weft_##F##_##T##N(x, y, z); }

// Calls M(N, ...) for the scalar (N empty) and every vector width.
#define ALL_WIDTHS(M, ...)                                                                        \
  M(, __VA_ARGS__) M(2, __VA_ARGS__) M(3, __VA_ARGS__) M(4, __VA_ARGS__) M(8, __VA_ARGS__)          \
      M(16, __VA_ARGS__)
// Vector widths only.
#define VEC_WIDTHS(M, ...)                                                                        \
  M(2, __VA_ARGS__) M(3, __VA_ARGS__) M(4, __VA_ARGS__) M(8, __VA_ARGS__) M(16, __VA_ARGS__)

// Calls M(T, U) for every integer element type and its unsigned counterpart.
#define INTEGER_TYPES(M)                                                                          \
  M(char, uchar) M(uchar, uchar) M(short, ushort) M(ushort, ushort) M(int, uint) M(uint, uint)       \
      M(long, ulong) M(ulong, ulong)
#define SIGNED_INTEGER_TYPES(M) M(char) M(short) M(int) M(long)
#define FLOAT_TYPES(M) M(float) M(double)

// x - 2 rint(x / 2) for float or double x: in [-1, 1], exact, signed as x where it is zero. The
// periodic part of sinpi, cospi and tanpi.
#define PERIOD_TWO(x) ((x) - 2 * rint(0.5f * (x)))

// M(AS, ...) for every address space a builtin's result pointer may point into; unqualified is
// generic (the library is compiled as OpenCL C 2.0).
#define POINTER_SPACES(M, ...)                                                                    \
  M(__global, __VA_ARGS__) M(__local, __VA_ARGS__) M(__private, __VA_ARGS__) M(, __VA_ARGS__)
