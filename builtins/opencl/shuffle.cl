// shuffle and shuffle2 (OpenCL C 3.0 §6.15.14): element i of the result is the element of x (or
// of x then y) that the low bits of mask[i] select; the other bits of mask[i] are ignored.
#include "macros.h"

#define SHUFFLE_N_M(T, U, N, M)                                                                   \
  OVL T##N shuffle(T##M x, U##N mask) {                                                           \
    T##N r;                                                                                       \
    for (int i = 0; i < N; ++i)                                                                   \
      r[i] = x[mask[i] & (M - 1)];                                                                \
    return r;                                                                                     \
  }                                                                                               \
  OVL T##N shuffle2(T##M x, T##M y, U##N mask) {                                                  \
    T##N r;                                                                                       \
    for (int i = 0; i < N; ++i) {                                                                 \
      U k = mask[i] & (2 * M - 1);                                                                \
      r[i] = k < M ? x[k] : y[k - M];                                                             \
    }                                                                                             \
    return r;                                                                                     \
  }
#define SHUFFLE_N(T, U, N)                                                                        \
  SHUFFLE_N_M(T, U, N, 2) SHUFFLE_N_M(T, U, N, 4) SHUFFLE_N_M(T, U, N, 8) SHUFFLE_N_M(T, U, N, 16)
#define SHUFFLE(T, U)                                                                             \
  SHUFFLE_N(T, U, 2) SHUFFLE_N(T, U, 4) SHUFFLE_N(T, U, 8) SHUFFLE_N(T, U, 16)

SHUFFLE(char, uchar)
SHUFFLE(uchar, uchar)
SHUFFLE(short, ushort)
SHUFFLE(ushort, ushort)
SHUFFLE(int, uint)
SHUFFLE(uint, uint)
SHUFFLE(float, uint)
SHUFFLE(long, ulong)
SHUFFLE(ulong, ulong)
SHUFFLE(double, ulong)
