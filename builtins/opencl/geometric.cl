// Geometric builtins (OpenCL C 3.0 §6.15.5). dot is in float; length, distance and normalize
// accumulate in double, which keeps them within the spec's bounds and free of intermediate
// overflow without scaling tricks.
#include "macros.h"

// dot in float, each product added by a fused multiply-add where the host has one: the CTS
// bounds dot's error by the sum of the products' magnitudes, which this meets.
#pragma OPENCL FP_CONTRACT ON
OVL float dot(float x, float y) { return x * y; }
OVL float dot(float2 x, float2 y) { return x.s0 * y.s0 + x.s1 * y.s1; }
OVL float dot(float3 x, float3 y) { return x.s0 * y.s0 + x.s1 * y.s1 + x.s2 * y.s2; }
OVL float dot(float4 x, float4 y) {
  return x.s0 * y.s0 + x.s1 * y.s1 + x.s2 * y.s2 + x.s3 * y.s3;
}
OVL double dot(double x, double y) { return x * y; }
OVL double dot(double2 x, double2 y) { return x.s0 * y.s0 + x.s1 * y.s1; }
OVL double dot(double3 x, double3 y) { return x.s0 * y.s0 + x.s1 * y.s1 + x.s2 * y.s2; }
OVL double dot(double4 x, double4 y) {
  return x.s0 * y.s0 + x.s1 * y.s1 + x.s2 * y.s2 + x.s3 * y.s3;
}

// normalize of a vector with an infinite element is that of the vector with each infinity
// replaced by +-1 and every other element by 0 (times itself, so that NaN stays NaN).
static OVL bool hasInfinity(float x) { return __builtin_isinf(x); }
static OVL bool hasInfinity(double x) { return __builtin_isinf(x); }
#define HAS_INFINITY(T, N)                                                                        \
  static OVL bool hasInfinity(T##N x) { return any(isinf(x)); }
HAS_INFINITY(float, 2)
HAS_INFINITY(float, 3)
HAS_INFINITY(float, 4)
HAS_INFINITY(double, 2)
HAS_INFINITY(double, 3)
HAS_INFINITY(double, 4)

// Sum of squares in double: exact enough and no overflow for any float input. The fast_ forms
// may be less precise than these; being as precise is allowed.
#define FLOAT_GEOMETRIC(N)                                                                        \
  static double squaredLength##N(float##N x) {                                                    \
    double##N d = convert_double##N(x);                                                           \
    return dot(d, d);                                                                             \
  }                                                                                               \
  OVL float length(float##N x) { return (float)__builtin_sqrt(squaredLength##N(x)); }             \
  OVL float distance(float##N x, float##N y) { return length(x - y); }                            \
  OVL float##N normalize(float##N x) {                                                            \
    if (hasInfinity(x))                                                                           \
      x = isinf(x) ? copysign((float##N)1.0f, x) : 0.0f * x;                                      \
    double len = __builtin_sqrt(squaredLength##N(x));                                             \
    if (len == 0.0)                                                                               \
      return x;                                                                                   \
    return convert_float##N(convert_double##N(x) * (1.0 / len));                                  \
  }                                                                                               \
  OVL float fast_length(float##N x) { return length(x); }                                         \
  OVL float fast_distance(float##N x, float##N y) { return distance(x, y); }                      \
  OVL float##N fast_normalize(float##N x) { return normalize(x); }
FLOAT_GEOMETRIC()
FLOAT_GEOMETRIC(2)
FLOAT_GEOMETRIC(3)
FLOAT_GEOMETRIC(4)

// Double forms scale by the largest magnitude so that the sum of squares cannot overflow.
#define DOUBLE_GEOMETRIC(N)                                                                       \
  OVL double length(double##N x) {                                                                \
    double m = maxMagnitude##N(x);                                                                \
    if (m == 0.0 || __builtin_isinf(m) || m != m)                                                 \
      return m;                                                                                   \
    double##N s = x / m;                                                                          \
    return m * __builtin_sqrt(dot(s, s));                                                         \
  }                                                                                               \
  OVL double distance(double##N x, double##N y) { return length(x - y); }                         \
  OVL double##N normalize(double##N x) {                                                          \
    if (hasInfinity(x))                                                                           \
      x = isinf(x) ? copysign((double##N)1.0, x) : 0.0 * x;                                       \
    /* Scaled, not divided by length(x), which overflows for elements near DBL_MAX. */           \
    double m = maxMagnitude##N(x);                                                                \
    if (m == 0.0 || m != m)                                                                       \
      return m == 0.0 ? x : x / m;                                                                \
    double##N s = x / m;                                                                          \
    return s / __builtin_sqrt(dot(s, s));                                                         \
  }
static double maxMagnitude(double x) { return __builtin_fabs(x); }
static double maxMagnitude2(double2 x) { return fmax(fabs(x.s0), fabs(x.s1)); }
static double maxMagnitude3(double3 x) { return fmax(fmax(fabs(x.s0), fabs(x.s1)), fabs(x.s2)); }
static double maxMagnitude4(double4 x) { return fmax(maxMagnitude2(x.lo), maxMagnitude2(x.hi)); }
DOUBLE_GEOMETRIC()
DOUBLE_GEOMETRIC(2)
DOUBLE_GEOMETRIC(3)
DOUBLE_GEOMETRIC(4)

#define CROSS(T)                                                                                  \
  OVL T##3 cross(T##3 a, T##3 b) {                                                                \
    return (T##3)(a.s1 * b.s2 - a.s2 * b.s1, a.s2 * b.s0 - a.s0 * b.s2, a.s0 * b.s1 - a.s1 * b.s0); \
  }                                                                                               \
  OVL T##4 cross(T##4 a, T##4 b) { return (T##4)(cross(a.xyz, b.xyz), (T)0); }
FLOAT_TYPES(CROSS)
