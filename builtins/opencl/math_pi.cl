// sinpi, cospi, tanpi, asinpi, acospi, atanpi, atan2pi, sincos and lgamma_r
// (OpenCL C 3.0 §6.15.2), built on the functions of math.cl. The float forms work in double, far
// inside their bounds; the double sinpi and cospi are math_double.cl's.
#include "macros.h"

// pi to double precision.
#define PI_HI 0x1.921fb54442d18p+1

OVL double tanpi(double x) { return sinpi(x) / cospi(x); }
OVL float sinpi(float x) {
  const float r = PERIOD_TWO(x), a = fabs(r);
  const float s = (float)sin(PI_HI * (double)r);
  return a == 0.0f || a == 1.0f ? copysign(0.0f, x) : s;
}
OVL float cospi(float x) {
  const float a = fabs(PERIOD_TWO(fabs(x)));
  return a == 0.5f ? 0.0f : (float)cos(PI_HI * (double)a);
}
OVL float tanpi(float x) {
  const float r = PERIOD_TWO(x), a = fabs(r);
  const double t = tan(PI_HI * (double)r);
  // Zeros and poles exact: tanpi(n) is ±0 by n's parity and sign, tanpi(n + 1/2) ±infinity.
  const float zero = copysign(0.0f, a == 1.0f ? -x : x);
  const float pole = copysign(INFINITY, r);
  return a == 0.0f || a == 1.0f ? zero : a == 0.5f ? pole : (float)t;
}

#define ONE_OVER_PI 0x1.45f306dc9c883p-2
OVL float asinpi(float x) { return (float)(asin((double)x) * ONE_OVER_PI); }
OVL float acospi(float x) { return (float)(acos((double)x) * ONE_OVER_PI); }
OVL float atanpi(float x) { return (float)(atan((double)x) * ONE_OVER_PI); }
OVL float atan2pi(float y, float x) { return (float)(atan2((double)y, (double)x) * ONE_OVER_PI); }
OVL double asinpi(double x) { return asin(x) * ONE_OVER_PI; }
OVL double acospi(double x) { return acos(x) * ONE_OVER_PI; }
OVL double atanpi(double x) { return atan(x) * ONE_OVER_PI; }
OVL double atan2pi(double y, double x) { return atan2(y, x) * ONE_OVER_PI; }


VEC_UNARY(float, sinpi, float)
VEC_UNARY(float, cospi, float)
VEC_UNARY(float, tanpi, float)
VEC_UNARY(double, tanpi, double)
VEC_UNARY(float, asinpi, float)
VEC_UNARY(double, asinpi, double)
VEC_UNARY(float, acospi, float)
VEC_UNARY(double, acospi, double)
VEC_UNARY(float, atanpi, float)
VEC_UNARY(double, atanpi, double)
VEC_BINARY(float, atan2pi, float, float)
VEC_BINARY(double, atan2pi, double, double)

// Functions with a second result through a pointer, element by element for vectors. The
// logarithm of |Gamma| with its sign is math_double.cl's.
float __weft_lgamma_sign_float(float x, int* sign);
double __weft_lgamma_sign_double(double x, int* sign);
#define SINCOS(N, AS, T)                                                                          \
  OVL T##N sincos(T##N x, AS T##N* cosine) {                                                      \
    *cosine = cos(x);                                                                             \
    return sin(x);                                                                                \
  }
#define LGAMMA_R_SCALAR(AS, T, F)                                                                 \
  OVL T lgamma_r(T x, AS int* sign) {                                                             \
    int s;                                                                                        \
    const T r = F(x, &s);                                                                         \
    *sign = s;                                                                                    \
    return r;                                                                                     \
  }
#define LGAMMA_R_VECTOR(N, AS, T, F)                                                              \
  OVL T##N lgamma_r(T##N x, AS int##N* sign) {                                                    \
    T##N r;                                                                                       \
    int##N s;                                                                                     \
    for (int i = 0; i < N; ++i) {                                                                 \
      int si;                                                                                     \
      r[i] = F(x[i], &si);                                                                        \
      s[i] = si;                                                                                  \
    }                                                                                             \
    *sign = s;                                                                                    \
    return r;                                                                                     \
  }
#define POINTER_FUNCTIONS(AS, T, F)                                                               \
  ALL_WIDTHS(SINCOS, AS, T)                                                                       \
  LGAMMA_R_SCALAR(AS, T, F)                                                                       \
  VEC_WIDTHS(LGAMMA_R_VECTOR, AS, T, F)
POINTER_SPACES(POINTER_FUNCTIONS, float, __weft_lgamma_sign_float)
POINTER_SPACES(POINTER_FUNCTIONS, double, __weft_lgamma_sign_double)
