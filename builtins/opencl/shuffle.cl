// shuffle and shuffle2 (OpenCL C 3.0 §6.15.14): element i of the result is the element of x (or
// of x then y) that the low bits of mask[i] select; the other bits of mask[i] are ignored.
#include "macros.h"

// Written with whole-vector selects on constant components, spelled out (the SPMD vectorizer
// runs before loops unroll), not as x[mask[i]]: a component chosen by a variable costs a chain of
// selects per component, and a result built up element by element would carry across
// work-items.
#define PICK(r, k, x, j, T, N, U) r = k == (U)(j) ? (T##N)(x[j]) : r;
#define PICK_1(r, k, x, o, T, N, U) PICK(r, k, x, o, T, N, U)
#define PICK_2(r, k, x, o, T, N, U) PICK_1(r, k, x, o, T, N, U) PICK_1(r, k, x, o + 1, T, N, U)
#define PICK_4(r, k, x, o, T, N, U) PICK_2(r, k, x, o, T, N, U) PICK_2(r, k, x, o + 2, T, N, U)
#define PICK_8(r, k, x, o, T, N, U) PICK_4(r, k, x, o, T, N, U) PICK_4(r, k, x, o + 4, T, N, U)
#define PICK_16(r, k, x, o, T, N, U) PICK_8(r, k, x, o, T, N, U) PICK_8(r, k, x, o + 8, T, N, U)
// r = x[k] for k in [0, M) and (shuffle2) y[k - M] for k in [M, 2M), component by component.
#define SHUFFLE_N_M(T, U, N, M)                                                                   \
  OVL T##N shuffle(T##M x, U##N mask) {                                                           \
    const U##N k = mask & (U)(M - 1);                                                             \
    T##N r = (T##N)(x[0]);                                                                        \
    PICK_##M(r, k, x, 0, T, N, U)                                                                 \
    return r;                                                                                     \
  }                                                                                               \
  OVL T##N shuffle2(T##M x, T##M y, U##N mask) {                                                  \
    const U##N k = mask & (U)(2 * M - 1);                                                         \
    T##N r = (T##N)(x[0]);                                                                        \
    PICK_##M(r, k, x, 0, T, N, U)                                                                 \
    const U##N l = k - (U)M;                                                                      \
    PICK_##M(r, l, y, 0, T, N, U)                                                                 \
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
SHUFFLE(half, ushort)
