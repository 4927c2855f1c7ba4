// The "native" column: each benchmark's computation written by hand in C++ for the host, the way
// a careful C++ programmer would (restrict pointers, loops the compiler vectorizes, a blocked
// matrix multiply, OpenMP across every core the process may use). native_kernels.cpp alone is
// built with -O3 -march=native and OpenMP (see CMakeLists.txt); this header has no OpenMP and no
// OpenCL in it. All arrays are the caller's; each function does one full run of its benchmark.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace bench::native {

/// How the native code is built and run, for the table's header: compiler, flags, threads.
std::string description();

void copy(const float* a, float* b, size_t n);
void triad(float* a, const float* b, const float* c, float s, size_t n);
void saxpy(float a, const float* x, float* y, size_t n);
/// memcpy of `bytes` and a fill of `words` 32-bit words, in chunks on the native threads.
void copyBytes(const void* from, void* to, size_t bytes);
void fillWords(uint32_t* to, size_t words, uint32_t word);

/// Iteration counts of a `side`×`side` image, pixel (px, py) at c = (x0 + px*scale, y0 + py*scale).
void mandelbrot(uint32_t* counts, size_t side, float x0, float y0, float scale, uint32_t maxIter);

/// C = A·B for n×n row-major matrices: the plain loop nest in i-k-j order (rows of B and C
/// streamed, vectorized along j), no blocking.
void matmulNaive(const float* a, const float* b, float* c, size_t n);
/// C = A·B with cache blocking and a register-blocked inner kernel.
void matmulBlocked(const float* a, const float* b, float* c, size_t n);

/// The 5-point stencil of formulas.hpp on a `width`×`height` grid, neighbours clamped at borders.
void stencil(const float* in, float* out, size_t width, size_t height);
/// The 3x3 convolution of formulas.hpp on a `width`×`height` grid, coordinates clamped.
void convolution(const float* in, float* out, size_t width, size_t height);

/// One n-body step: `pos` and `vel` hold n float4 (x, y, z, mass / unused); writes the new
/// velocities and positions.
void nbody(const float* pos, const float* vel, float* posOut, float* velOut, size_t n);

/// Call and put prices of `n` options.
void blackScholes(const float* s, const float* x, const float* t, float* call, float* put,
                  size_t n);

/// Call and put prices of `n` options in double, the cumulative normal by erfc.
void blackScholesExact(const double* s, const double* x, const double* t, double* call, double* put,
                       size_t n);

/// formulas::specialFunctions of `n` pairs.
void specialFunctions(const double* x, const double* y, double* r, size_t n);

/// formulas::polynomialRounds of every element.
void polynomial(const float* in, float* out, size_t n);

/// formulas::sha256Chain of 16 messages per item, in the lanes of one vector: word k of message
/// (item, lane) at in[(item * 16 + k) * 16 + lane], state word k at out[(item * 8 + k) * 16 +
/// lane].
void sha256Chains(const uint32_t* in, uint32_t* out, size_t items);

/// The sum of `n` floats: float sums over blocks of `block`, added up in double.
double sum(const float* data, size_t n, size_t block);

/// The runs rows, on `records` records of four floats: r = v.zxy*2 + v of each (x, y, z, padding),
/// (x+y, y*z, z-w, w), and (x+y, y*z, z-x, 0) from x, y and z alone.
void float3Update(const float* a, float* r, size_t records);
void vload4Update(const float* a, float* r, size_t records);
void gapLoad(const float* a, float* r, size_t records);

/// Counts the bytes of `data` into 256 bins (overwritten).
void histogram(const uint8_t* data, size_t n, uint32_t* bins);

// The image rows: RGBA pictures of 8-bit channels, rows packed, as a linear or nearest sampler
// with CLAMP_TO_EDGE reads them, results rounded to the nearest code.

/// Resizes `src` (sw × sh) to `dst` (dw × dh) with bilinear filtering at the pixel centres.
void resizeBilinear(const uint8_t* src, size_t sw, size_t sh, uint8_t* dst, size_t dw, size_t dh);
/// `dst` = `src` filtered with the 3x3 `weights` (row-major), the picture's edges extended.
void filter3x3(const uint8_t* src, uint8_t* dst, size_t width, size_t height, const float* weights);
/// Writes texel (x, y) = (x, y, x + y, 255), each mod 256.
void writePattern(uint8_t* dst, size_t width, size_t height);

/// Over a `width` x `rows` range, each index t in [start, end) adds 1 to counts[t - start].
void window(uint32_t* counts, size_t width, size_t rows, size_t start, size_t end);

} // namespace bench::native
