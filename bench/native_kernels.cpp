// The native C++ versions of the benchmarks; see native_kernels.hpp. Built with -O3
// -march=native -ffp-contract=fast -fno-math-errno -fopenmp-simd: contraction to FMA is what
// OpenCL C allows by default, errno is something no kernel has, and `omp simd` only asserts what
// the loops already guarantee, so none of them changes what is computed beyond what the OpenCL
// versions may do. No -ffast-math: results stay within the same tolerances as the kernels'.
// Threads come from parallelFor (parallel_for.hpp says why not OpenMP's).
#include "native_kernels.hpp"

#include "formulas.hpp"
#include "parallel_for.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <mutex>
#include <vector>

namespace bench::native {

namespace f = formulas;

/// Elements per chunk of the element-wise loops: 64 KiB of floats, enough that handing out
/// chunks costs nothing measurable and small enough that threads share the work evenly.
constexpr size_t kElementChunk = size_t{1} << 14;

std::string description() {
  return "hand-written C++, compiler " __VERSION__ ", -O3 -march=native, " +
         std::to_string(threadCount()) + " threads";
}

namespace {

void copyRange(const float* __restrict a, float* __restrict b, size_t begin, size_t end) {
#pragma omp simd
  for (size_t i = begin; i < end; ++i)
    b[i] = a[i];
}

void triadRange(float* __restrict a, const float* __restrict b, const float* __restrict c, float s,
                size_t begin, size_t end) {
#pragma omp simd
  for (size_t i = begin; i < end; ++i)
    a[i] = b[i] + s * c[i];
}

void saxpyRange(float a, const float* __restrict x, float* __restrict y, size_t begin, size_t end) {
#pragma omp simd
  for (size_t i = begin; i < end; ++i)
    y[i] = a * x[i] + y[i];
}

} // namespace

void copy(const float* a, float* b, size_t n) {
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) { copyRange(a, b, begin, end); });
}

void copyBytes(const void* from, void* to, size_t bytes) {
  // One call per thread, as an application would split it: glibc picks its streaming stores by
  // the size of a call.
  const size_t chunk = std::max(kElementChunk * sizeof(float), bytes / threadCount());
  parallelFor(bytes, chunk, [=](size_t begin, size_t end) {
    std::memcpy(static_cast<char*>(to) + begin, static_cast<const char*>(from) + begin,
                end - begin);
  });
}

void fillWords(uint32_t* to, size_t words, uint32_t word) {
  parallelFor(words, kElementChunk,
              [=](size_t begin, size_t end) { std::fill(to + begin, to + end, word); });
}

namespace {

/// Runs `record(in, out)` on every record of four floats, the records shared out over the threads.
template <typename Record>
void eachRecord(const float* a, float* r, size_t records, Record record) {
  parallelFor(records, kElementChunk / 4, [=](size_t begin, size_t end) {
    const float* __restrict in = a;
    float* __restrict out = r;
#pragma omp simd
    for (size_t i = begin; i < end; ++i)
      record(in + 4 * i, out + 4 * i);
  });
}

} // namespace

void float3Update(const float* a, float* r, size_t records) {
  eachRecord(a, r, records, [](const float* v, float* out) {
    out[0] = v[2] * 2.0f + v[0];
    out[1] = v[0] * 2.0f + v[1];
    out[2] = v[1] * 2.0f + v[2];
    out[3] = 0.0f;
  });
}

void vload4Update(const float* a, float* r, size_t records) {
  eachRecord(a, r, records, [](const float* v, float* out) {
    out[0] = v[0] + v[1];
    out[1] = v[1] * v[2];
    out[2] = v[2] - v[3];
    out[3] = v[3];
  });
}

void gapLoad(const float* a, float* r, size_t records) {
  eachRecord(a, r, records, [](const float* v, float* out) {
    out[0] = v[0] + v[1];
    out[1] = v[1] * v[2];
    out[2] = v[2] - v[0];
    out[3] = 0.0f;
  });
}

void triad(float* a, const float* b, const float* c, float s, size_t n) {
  parallelFor(n, kElementChunk,
              [=](size_t begin, size_t end) { triadRange(a, b, c, s, begin, end); });
}

void saxpy(float a, const float* x, float* y, size_t n) {
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) { saxpyRange(a, x, y, begin, end); });
}

void mandelbrot(uint32_t* __restrict counts, size_t side, float x0, float y0, float scale,
                uint32_t maxIter) {
  // Pixels go through the iteration 64 at a time, as SIMD lanes (four vectors, so that their
  // dependent chains overlap): a lane that has escaped keeps its z and count, and the block stops
  // when every lane has. Rows differ widely in cost, hence one row per chunk.
  constexpr size_t kLanes = 64;
  parallelFor(side, 1, [=](size_t py, size_t) {
    const float ci = y0 + static_cast<float>(py) * scale;
    for (size_t px0 = 0; px0 < side; px0 += kLanes) {
      float cr[kLanes], zr[kLanes] = {}, zi[kLanes] = {};
      uint32_t n[kLanes] = {};
      for (size_t l = 0; l < kLanes; ++l)
        cr[l] = x0 + static_cast<float>(px0 + l) * scale;
      for (uint32_t iter = 0; iter < maxIter; ++iter) {
        uint32_t active = 0;
#pragma omp simd reduction(+ : active)
        for (size_t l = 0; l < kLanes; ++l) {
          const bool inside = zr[l] * zr[l] + zi[l] * zi[l] <= 4.0f;
          const float t = zr[l] * zr[l] - zi[l] * zi[l] + cr[l];
          const float u = 2.0f * zr[l] * zi[l] + ci;
          zr[l] = inside ? t : zr[l];
          zi[l] = inside ? u : zi[l];
          n[l] += inside;
          active += inside;
        }
        if (active == 0)
          break;
      }
      const size_t lanes = std::min(kLanes, side - px0);
      std::memcpy(counts + py * side + px0, n, lanes * sizeof(uint32_t));
    }
  });
}

void matmulNaive(const float* __restrict a, const float* __restrict b, float* __restrict c,
                 size_t n) {
  parallelFor(n, 4, [=](size_t rowBegin, size_t rowEnd) {
    for (size_t i = rowBegin; i < rowEnd; ++i) {
      float* __restrict row = c + i * n;
      std::fill(row, row + n, 0.0f);
      for (size_t k = 0; k < n; ++k) {
        const float aik = a[i * n + k];
        const float* __restrict bRow = b + k * n;
#pragma omp simd
        for (size_t j = 0; j < n; ++j)
          row[j] += aik * bRow[j];
      }
    }
  });
}

namespace {

constexpr size_t kRows = 8;    ///< Rows of C a micro-kernel keeps in registers.
constexpr size_t kCols = 32;   ///< Columns of C a micro-kernel keeps in registers (2 zmm, 4 ymm).
constexpr size_t kDepth = 256; ///< Depth of a block of k: a packed 256×32 panel of B is 32 KiB.

/// C[i0.., j0..] += A[i0.., k0..k0+depth] · panel for a kRows×kCols block of C, accumulated in
/// local arrays that the compiler keeps in vector registers. `panel` is the block of B packed
/// row after row, kCols floats each.
inline void microKernel(const float* __restrict a, const float* __restrict panel,
                        float* __restrict c, size_t n, size_t i0, size_t j0, size_t k0,
                        size_t depth) {
  float acc[kRows][kCols] = {};
  for (size_t k = 0; k < depth; ++k) {
    const float* __restrict bRow = panel + k * kCols;
    for (size_t r = 0; r < kRows; ++r) {
      const float ark = a[(i0 + r) * n + k0 + k];
#pragma omp simd
      for (size_t j = 0; j < kCols; ++j)
        acc[r][j] += ark * bRow[j];
    }
  }
  for (size_t r = 0; r < kRows; ++r) {
    float* __restrict cRow = c + (i0 + r) * n + j0;
#pragma omp simd
    for (size_t j = 0; j < kCols; ++j)
      cRow[j] += acc[r][j];
  }
}

} // namespace

void matmulBlocked(const float* __restrict a, const float* __restrict b, float* __restrict c,
                   size_t n) {
  if (n % kRows != 0 || n % kCols != 0) {
    matmulNaive(a, b, c, n);
    return;
  }
  // A chunk is a column strip of C, so no two threads write the same cache line. Within a strip,
  // a kDepth×kCols panel of B is copied to a contiguous buffer (read in place, its rows lie 4·n
  // bytes apart and fight over a few L1 sets) and stays in L1 while every row block of A passes
  // over it.
  parallelFor(n / kCols, 1, [=](size_t strip, size_t) {
    const size_t j0 = strip * kCols;
    alignas(64) float panel[kDepth * kCols];
    for (size_t i = 0; i < n; ++i)
      std::fill(c + i * n + j0, c + i * n + j0 + kCols, 0.0f);
    for (size_t k0 = 0; k0 < n; k0 += kDepth) {
      const size_t depth = std::min(kDepth, n - k0);
      for (size_t k = 0; k < depth; ++k)
        std::copy(b + (k0 + k) * n + j0, b + (k0 + k) * n + j0 + kCols, panel + k * kCols);
      for (size_t i0 = 0; i0 < n; i0 += kRows)
        microKernel(a, panel, c, n, i0, j0, k0, depth);
    }
  });
}

void convolution(const float* __restrict in, float* __restrict out, size_t width, size_t height) {
  const float* k = f::kConvolutionFilter;
  parallelFor(height, 16, [=](size_t rowBegin, size_t rowEnd) {
    for (size_t y = rowBegin; y < rowEnd; ++y) {
      const float* __restrict rows[3] = {in + (y == 0 ? 0 : y - 1) * width, in + y * width,
                                         in + std::min(y + 1, height - 1) * width};
      float* __restrict dst = out + y * width;
      // The border columns clamp their outer neighbours; the interior is one vectorized loop.
      auto point = [&](size_t x) {
        const size_t west = x == 0 ? 0 : x - 1, east = std::min(x + 1, width - 1);
        float sum = 0.0f;
        for (int r = 0; r < 3; ++r)
          sum +=
              k[3 * r] * rows[r][west] + k[3 * r + 1] * rows[r][x] + k[3 * r + 2] * rows[r][east];
        dst[x] = sum;
      };
      point(0);
      const size_t interiorEnd = width > 1 ? width - 1 : 1;
#pragma omp simd
      for (size_t x = 1; x < interiorEnd; ++x) {
        float sum = 0.0f;
        for (int r = 0; r < 3; ++r)
          sum +=
              k[3 * r] * rows[r][x - 1] + k[3 * r + 1] * rows[r][x] + k[3 * r + 2] * rows[r][x + 1];
        dst[x] = sum;
      }
      if (width > 1)
        point(width - 1);
    }
  });
}

void stencil(const float* __restrict in, float* __restrict out, size_t width, size_t height) {
  const float center = f::kStencilCenter, neighbour = f::kStencilNeighbour;
  parallelFor(height, 16, [=](size_t rowBegin, size_t rowEnd) {
    for (size_t y = rowBegin; y < rowEnd; ++y) {
      const float* __restrict north = in + (y == 0 ? 0 : y - 1) * width;
      const float* __restrict row = in + y * width;
      const float* __restrict south = in + std::min(y + 1, height - 1) * width;
      float* __restrict dst = out + y * width;
      // The borders clamp their west or east neighbour to themselves; the interior is one
      // vectorized loop.
      auto point = [&](size_t x, size_t west, size_t east) {
        dst[x] = center * row[x] + neighbour * (row[west] + row[east] + north[x] + south[x]);
      };
      point(0, 0, std::min<size_t>(1, width - 1));
      const size_t interiorEnd = width > 1 ? width - 1 : 1;
#pragma omp simd
      for (size_t x = 1; x < interiorEnd; ++x)
        dst[x] = center * row[x] + neighbour * (row[x - 1] + row[x + 1] + north[x] + south[x]);
      if (width > 1)
        point(width - 1, width - 2, width - 1);
    }
  });
}

void nbody(const float* __restrict pos, const float* __restrict vel, float* __restrict posOut,
           float* __restrict velOut, size_t n) {
  parallelFor(n, 64, [=](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i) {
      const float px = pos[4 * i], py = pos[4 * i + 1], pz = pos[4 * i + 2];
      float ax = 0.0f, ay = 0.0f, az = 0.0f;
#pragma omp simd reduction(+ : ax, ay, az)
      for (size_t j = 0; j < n; ++j) {
        const float dx = pos[4 * j] - px, dy = pos[4 * j + 1] - py, dz = pos[4 * j + 2] - pz;
        const float inv = 1.0f / std::sqrt(dx * dx + dy * dy + dz * dz + f::kSoftening2);
        const float s = pos[4 * j + 3] * (inv * inv * inv);
        ax += dx * s;
        ay += dy * s;
        az += dz * s;
      }
      const float vx = vel[4 * i] + ax * f::kTimeStep;
      const float vy = vel[4 * i + 1] + ay * f::kTimeStep;
      const float vz = vel[4 * i + 2] + az * f::kTimeStep;
      velOut[4 * i] = vx;
      velOut[4 * i + 1] = vy;
      velOut[4 * i + 2] = vz;
      velOut[4 * i + 3] = vel[4 * i + 3];
      posOut[4 * i] = px + vx * f::kTimeStep;
      posOut[4 * i + 1] = py + vy * f::kTimeStep;
      posOut[4 * i + 2] = pz + vz * f::kTimeStep;
      posOut[4 * i + 3] = pos[4 * i + 3];
    }
  });
}

void blackScholes(const float* __restrict s, const float* __restrict x, const float* __restrict t,
                  float* __restrict call, float* __restrict put, size_t n) {
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      f::blackScholes(s[i], x[i], t[i], call[i], put[i]);
  });
}

void blackScholesExact(const double* __restrict s, const double* __restrict x,
                       const double* __restrict t, double* __restrict call, double* __restrict put,
                       size_t n) {
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      f::blackScholesExact(s[i], x[i], t[i], call[i], put[i]);
  });
}

void specialFunctions(const double* __restrict x, const double* __restrict y, double* __restrict r,
                      size_t n) {
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) {
    for (size_t i = begin; i < end; ++i)
      r[i] = f::specialFunctions(x[i], y[i]);
  });
}

void sha256Chains(const uint32_t* __restrict in, uint32_t* __restrict out, size_t items) {
  // The 16 messages of an item in the lanes of one GCC vector of 16 words, as an OpenCL kernel
  // has them in a uint16: the rounds unrolled, the schedule's indices constants.
  typedef uint32_t Lanes __attribute__((vector_size(64)));
  auto rotr = [](Lanes x, int n) { return (x >> n) | (x << (32 - n)); };
  parallelFor(items, 64, [=](size_t begin, size_t end) {
    for (size_t item = begin; item < end; ++item) {
      Lanes w[16], state[8];
      for (int k = 0; k < 16; ++k)
        std::memcpy(&w[k], in + (item * 16 + k) * 16, sizeof(Lanes));
      for (int k = 0; k < 8; ++k)
        state[k] = Lanes{} + f::kSha256Initial[k];
      for (int c = 0; c < f::kHashCompressions; ++c) {
        Lanes a = state[0], b = state[1], c2 = state[2], d = state[3], e = state[4], g = state[6],
              h = state[7], f5 = state[5];
#pragma GCC unroll 64
        for (int i = 0; i < 64; ++i) {
          if (i >= 16) {
            const Lanes x = w[(i - 15) & 15], y = w[(i - 2) & 15];
            w[i & 15] += (rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)) + w[(i - 7) & 15] +
                         (rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3));
          }
          const Lanes t1 = h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f5) ^ (~e & g)) +
                           f::kSha256K[i] + w[i & 15];
          const Lanes t2 =
              (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c2) ^ (b & c2));
          h = g;
          g = f5;
          f5 = e;
          e = d + t1;
          d = c2;
          c2 = b;
          b = a;
          a = t1 + t2;
        }
        state[0] += a;
        state[1] += b;
        state[2] += c2;
        state[3] += d;
        state[4] += e;
        state[5] += f5;
        state[6] += g;
        state[7] += h;
        for (int k = 0; k < 8; ++k)
          w[k] = state[k];
      }
      for (int k = 0; k < 8; ++k)
        std::memcpy(out + (item * 8 + k) * 16, &state[k], sizeof(Lanes));
    }
  });
}

void polynomial(const float* __restrict in, float* __restrict out, size_t n) {
  // Each element is a chain of dependent multiply-adds: a block of kLanes elements goes through
  // the rounds together, so that several vectors' chains are in flight at once and the FMA units,
  // not their latency, set the pace.
  constexpr size_t kLanes = 128;
  parallelFor(n, kElementChunk, [=](size_t begin, size_t end) {
    for (size_t start = begin; start < end; start += kLanes) {
      const size_t lanes = std::min(kLanes, end - start);
      float x[kLanes] = {};
      std::copy(in + start, in + start + lanes, x);
      for (int round = 0; round < f::kPolyRounds; ++round) {
        float p[kLanes];
        std::fill(p, p + kLanes, f::kPoly[8]);
        for (int k = 7; k >= 0; --k) {
#pragma omp simd
          for (size_t l = 0; l < kLanes; ++l)
            p[l] = p[l] * x[l] + f::kPoly[k];
        }
#pragma omp simd
        for (size_t l = 0; l < kLanes; ++l)
          x[l] = std::sqrt(p[l]);
      }
      std::copy(x, x + lanes, out + start);
    }
  });
}

namespace {

/// The sum of `count` floats in float, in vector lanes.
float floatSum(const float* __restrict data, size_t count) {
  float partial = 0.0f;
#pragma omp simd reduction(+ : partial)
  for (size_t i = 0; i < count; ++i)
    partial += data[i];
  return partial;
}

} // namespace

double sum(const float* __restrict data, size_t n, size_t block) {
  // One double per chunk of blocks, added up in order at the end: the result does not depend
  // on which thread ran which chunk.
  constexpr size_t kBlocksPerChunk = 16;
  const size_t blocks = (n + block - 1) / block;
  std::vector<double> chunkSums((blocks + kBlocksPerChunk - 1) / kBlocksPerChunk, 0.0);
  double* sums = chunkSums.data();
  parallelFor(blocks, kBlocksPerChunk, [=](size_t blockBegin, size_t blockEnd) {
    double total = 0.0;
    for (size_t b = blockBegin; b < blockEnd; ++b) {
      const size_t end = std::min(n, (b + 1) * block);
      total += floatSum(data + b * block, end - b * block);
    }
    sums[blockBegin / kBlocksPerChunk] = total;
  });
  double total = 0.0;
  for (double chunkSum : chunkSums)
    total += chunkSum;
  return total;
}

void histogram(const uint8_t* __restrict data, size_t n, uint32_t* __restrict bins) {
  std::fill(bins, bins + 256, 0U);
  std::mutex merge;
  // A chunk of 1 MiB is counted into four tables, eight bytes read at once and counted into the
  // tables in turn so that runs of equal bytes do not wait on each other's increments; the tables
  // are added into the shared bins once per chunk.
  constexpr size_t kBytesPerChunk = size_t{1} << 20;
  parallelFor(n, kBytesPerChunk, [=, &merge](size_t begin, size_t end) {
    uint32_t local[4][256] = {};
    size_t i = begin;
    for (; i + 8 <= end; i += 8) {
      uint64_t word;
      std::memcpy(&word, data + i, sizeof word);
      for (unsigned b = 0; b < 8; ++b)
        ++local[b % 4][(word >> (8 * b)) & 0xff];
    }
    for (; i < end; ++i)
      ++local[0][data[i]];
    std::lock_guard<std::mutex> lock(merge);
    for (size_t bin = 0; bin < 256; ++bin)
      bins[bin] += local[0][bin] + local[1][bin] + local[2][bin] + local[3][bin];
  });
}

void window(uint32_t* __restrict counts, size_t width, size_t rows, size_t start, size_t end) {
  // Rows in chunks; each row adds to its part of the window, if it has one (no index is shared,
  // so plain increments do what the kernel's atomics do).
  parallelFor(rows, 16, [=](size_t begin, size_t stop) {
    for (size_t y = begin; y < stop; ++y) {
      const size_t first = std::max(y * width, start), last = std::min((y + 1) * width, end);
      for (size_t t = first; t < last; ++t)
        ++counts[t - start];
    }
  });
}

namespace {

/// A value in code units, [0, 255] (the filters below never leave it), rounded to a code.
inline uint8_t nearestCode(float v) { return static_cast<uint8_t>(static_cast<int>(v + 0.5f)); }

/// One axis of a bilinear read at pixel centres, clamped to the edge.
struct Tap {
  uint32_t i0, i1;
  float a; ///< weight of i1
};

Tap bilinearTap(size_t o, size_t outSize, size_t inSize) {
  const float u =
      (static_cast<float>(o) + 0.5f) / static_cast<float>(outSize) * static_cast<float>(inSize) -
      0.5f;
  const float floor = std::floor(u);
  const long i = static_cast<long>(floor), last = static_cast<long>(inSize) - 1;
  return {static_cast<uint32_t>(std::clamp(i, 0L, last)),
          static_cast<uint32_t>(std::clamp(i + 1, 0L, last)), u - floor};
}

} // namespace

void resizeBilinear(const uint8_t* __restrict src, size_t sw, size_t sh, uint8_t* __restrict dst,
                    size_t dw, size_t dh) {
  std::vector<Tap> columns(dw);
  for (size_t x = 0; x < dw; ++x)
    columns[x] = bilinearTap(x, dw, sw);
  const Tap* __restrict column = columns.data();
  parallelFor(dh, 16, [=](size_t rowBegin, size_t rowEnd) {
    for (size_t y = rowBegin; y < rowEnd; ++y) {
      const Tap row = bilinearTap(y, dh, sh);
      const uint8_t* __restrict top = src + row.i0 * sw * 4;
      const uint8_t* __restrict bottom = src + row.i1 * sw * 4;
      uint8_t* __restrict out = dst + y * dw * 4;
      for (size_t x = 0; x < dw; ++x) {
        const Tap c = column[x];
        for (size_t k = 0; k < 4; ++k) {
          const float t = top[c.i0 * 4 + k] + c.a * (top[c.i1 * 4 + k] - top[c.i0 * 4 + k]);
          const float b =
              bottom[c.i0 * 4 + k] + c.a * (bottom[c.i1 * 4 + k] - bottom[c.i0 * 4 + k]);
          out[x * 4 + k] = nearestCode(t + row.a * (b - t));
        }
      }
    }
  });
}

void filter3x3(const uint8_t* __restrict src, uint8_t* __restrict dst, size_t width, size_t height,
               const float* weights) {
  float w[9];
  std::copy(weights, weights + 9, w);
  parallelFor(height, 16, [=](size_t rowBegin, size_t rowEnd) {
    const size_t stride = width * 4;
    for (size_t y = rowBegin; y < rowEnd; ++y) {
      const uint8_t* __restrict rows[3] = {src + (y == 0 ? 0 : y - 1) * stride, src + y * stride,
                                           src + std::min(y + 1, height - 1) * stride};
      uint8_t* __restrict out = dst + y * stride;
      // Byte b's neighbours are b - 4 and b + 4 (the same channel of the next texels); the
      // first and last texels clamp theirs to themselves, the interior is one vectorized loop.
      auto edge = [&](size_t x) {
        const size_t west = x == 0 ? 0 : x - 1, east = std::min(x + 1, width - 1);
        for (size_t k = 0; k < 4; ++k) {
          float sum = 0.0f;
          for (size_t j = 0; j < 3; ++j)
            sum += w[j * 3] * rows[j][west * 4 + k] + w[j * 3 + 1] * rows[j][x * 4 + k] +
                   w[j * 3 + 2] * rows[j][east * 4 + k];
          out[x * 4 + k] = nearestCode(sum);
        }
      };
      edge(0);
      const uint8_t* __restrict n = rows[0];
      const uint8_t* __restrict c = rows[1];
      const uint8_t* __restrict s = rows[2];
      const size_t interiorEnd = stride > 4 ? stride - 4 : 4;
#pragma omp simd
      for (size_t b = 4; b < interiorEnd; ++b)
        out[b] = nearestCode(w[0] * n[b - 4] + w[1] * n[b] + w[2] * n[b + 4] + w[3] * c[b - 4] +
                             w[4] * c[b] + w[5] * c[b + 4] + w[6] * s[b - 4] + w[7] * s[b] +
                             w[8] * s[b + 4]);
      if (width > 1)
        edge(width - 1);
    }
  });
}

void writePattern(uint8_t* __restrict dst, size_t width, size_t height) {
  parallelFor(height, 16, [=](size_t rowBegin, size_t rowEnd) {
    for (size_t y = rowBegin; y < rowEnd; ++y) {
      uint8_t* __restrict out = dst + y * width * 4;
#pragma omp simd
      for (size_t x = 0; x < width; ++x) {
        out[x * 4] = static_cast<uint8_t>(x);
        out[x * 4 + 1] = static_cast<uint8_t>(y);
        out[x * 4 + 2] = static_cast<uint8_t>(x + y);
        out[x * 4 + 3] = 255;
      }
    }
  });
}

} // namespace bench::native
