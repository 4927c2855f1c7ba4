// shuffle and shuffle2 (OpenCL C 3.0 §6.15.14): element i of the result is the element of x (or
// of x then y) that the low bits of mask[i] select; the other bits of mask[i] are ignored.
#include "macros.h"

// Written with whole-vector selects on constant components (the loops unroll), not as
// x[mask[i]]: a component chosen by a variable is a lane-by-lane access that the SPMD vectorizer
// does not take, and a result built up element by element would carry across work-items.
#define SHUFFLE_N_M(T, U, N, M)                                                                   \
  OVL T##N shuffle(T##M x, U##N mask) {                                                           \
    const U##N k = mask & (U)(M - 1);                                                             \
    T##N r = (T##N)(x[0]);                                                                        \
    for (int j = 1; j < M; ++j)                                                                   \
      r = k == (U)j ? (T##N)(x[j]) : r;                                                           \
    return r;                                                                                     \
  }                                                                                               \
  OVL T##N shuffle2(T##M x, T##M y, U##N mask) {                                                  \
    const U##N k = mask & (U)(2 * M - 1);                                                         \
    T##N r = (T##N)(x[0]);                                                                        \
    for (int j = 1; j < M; ++j)                                                                   \
      r = k == (U)j ? (T##N)(x[j]) : r;                                                           \
    for (int j = 0; j < M; ++j)                                                                   \
      r = k == (U)(M + j) ? (T##N)(y[j]) : r;                                                     \
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
