// Common builtins (OpenCL C 3.0 §6.15.4) for float and double, scalar and every vector width.
#include "macros.h"

#define COMMON(N, T)                                                                              \
  OVL T##N min(T##N x, T##N y) { return fmin(x, y); }                                             \
  OVL T##N max(T##N x, T##N y) { return fmax(x, y); }                                             \
  OVL T##N clamp(T##N x, T##N lo, T##N hi) { return fmin(fmax(x, lo), hi); }                     \
  OVL T##N mix(T##N x, T##N y, T##N a) { return x + (y - x) * a; }                                \
  OVL T##N step(T##N edge, T##N x) { return x < edge ? (T##N)(0) : (T##N)(1); }                  \
  OVL T##N smoothstep(T##N e0, T##N e1, T##N x) {                                                 \
    T##N t = clamp((x - e0) / (e1 - e0), (T##N)(0), (T##N)(1));                                   \
    return t * t * ((T##N)(3) - (T##N)(2) * t);                                                   \
  }                                                                                               \
  /* sign keeps the sign of a zero and maps NaN to 0, as the spec says. */                        \
  OVL T##N sign(T##N x) {                                                                         \
    return x > (T##N)(0) ? (T##N)(1)                                                              \
                         : x < (T##N)(0) ? (T##N)(-1) : x != x ? (T##N)(0) : x;                   \
  }                                                                                               \
  OVL T##N degrees(T##N r) { return r * (T##N)(57.295779513082320876798154814105); }               \
  OVL T##N radians(T##N d) { return d * (T##N)(0.017453292519943295769236907684886); }
ALL_WIDTHS(COMMON, float)
ALL_WIDTHS(COMMON, double)

// Forms with scalar bounds, weights and edges for vector x.
#define COMMON_SCALAR(N, T)                                                                       \
  OVL T##N min(T##N x, T y) { return fmin(x, (T##N)(y)); }                                        \
  OVL T##N max(T##N x, T y) { return fmax(x, (T##N)(y)); }                                        \
  OVL T##N clamp(T##N x, T lo, T hi) { return clamp(x, (T##N)(lo), (T##N)(hi)); }                 \
  OVL T##N mix(T##N x, T##N y, T a) { return mix(x, y, (T##N)(a)); }                              \
  OVL T##N step(T edge, T##N x) { return step((T##N)(edge), x); }                                 \
  OVL T##N smoothstep(T e0, T e1, T##N x) { return smoothstep((T##N)(e0), (T##N)(e1), x); }
VEC_WIDTHS(COMMON_SCALAR, float)
VEC_WIDTHS(COMMON_SCALAR, double)
