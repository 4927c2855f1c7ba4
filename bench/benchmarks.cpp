// The bandwidth (copy, triad, SAXPY), Mandelbrot, matrix-multiply, launch and build benchmarks,
// and makeBenchmarks, which puts every benchmark in table order.
#include "benchmarks.hpp"

#include "native_kernels.hpp"
#include "runs.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <fstream>
#include <sstream>
#include <unistd.h>

namespace bench {

Sizes sizesFor(bool quick) {
  Sizes sizes;
  // 64 MiB per array is more than the last-level cache one core reaches on current server CPUs,
  // so copy and triad mostly measure memory rather than cache.
  sizes.streamFloats = quick ? size_t{1} << 20 : size_t{16} << 20;
  sizes.stencilSide = quick ? 512 : 2048;
  sizes.reductionFloats = quick ? size_t{1} << 20 : size_t{32} << 20;
  sizes.histogramBytes = quick ? size_t{4} << 20 : size_t{64} << 20;
  sizes.windowRows = quick ? 256 : 8192;
  sizes.mandelbrotSide = quick ? 512 : 2048;
  // At N=1024 the 4 KiB stride down a column of B maps every access to a few cache sets, and a
  // naive kernel measures little else; the tiled kernel reads B a tile row at a time instead.
  sizes.matrixN = quick ? 256 : 512;
  sizes.tiledMatrixN = quick ? 256 : 1024;
  sizes.bodies = quick ? 1024 : 4096;
  sizes.options = quick ? size_t{256} << 10 : size_t{4} << 20;
  sizes.polynomialFloats = quick ? size_t{256} << 10 : size_t{4} << 20;
  sizes.hashItems = quick ? 1024 : 32768;
  sizes.imageWidth = quick ? 960 : 3840; // UHD frames
  sizes.imageHeight = quick ? 540 : 2160;
  sizes.launchSamples = quick ? 200 : 2000;
  sizes.throughputKernels = quick ? 200 : 1000;
  sizes.independentKernels = quick ? 16 : 64;
  sizes.busyRounds = quick ? 2000 : 100000;
  sizes.streamRepetitions = quick ? 3 : 9;
  sizes.computeRepetitions = quick ? 3 : 5;
  sizes.launchRepetitions = quick ? 3 : 5;
  sizes.buildRepetitions = quick ? 2 : 5;
  return sizes;
}

namespace {

/// The bytes of a SPIR-V module the build wrote; a Failure when it is missing.
std::string readSpirvModule(const char* path) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    throw Failure(std::string("no SPIR-V module at ") + path);
  std::ostringstream bytes;
  bytes << file.rdbuf();
  return bytes.str();
}

// ---- Memory bandwidth: copy, triad, SAXPY --------------------------------------------------
// Inputs are small integers and the scalars small too, so every result is exact in float with
// or without fused multiply-adds and is compared bit for bit.

constexpr const char* kStreamSource = R"CLC(
__kernel void copy(__global const float* a, __global float* b) {
  size_t i = get_global_id(0);
  b[i] = a[i];
}
__kernel void triad(__global float* a, __global const float* b, __global const float* c,
                    float s) {
  size_t i = get_global_id(0);
  a[i] = b[i] + s * c[i];
}
__kernel void saxpy(float a, __global const float* x, __global float* y) {
  size_t i = get_global_id(0);
  y[i] = a * x[i] + y[i];
}
)CLC";

constexpr float kTriadScalar = 3.0f;
constexpr float kSaxpyScalar = 2.0f;

std::vector<float> streamInput(size_t count, size_t period) {
  std::vector<float> values(count);
  for (size_t i = 0; i < count; ++i)
    values[i] = static_cast<float>(i % period);
  return values;
}

/// The two input arrays of triad (b, c) and SAXPY (x, y); copy uses the first alone.
struct StreamInputs {
  std::vector<float> first;
  std::vector<float> second;
};

Lazy<StreamInputs> makeStreamInputs(size_t count, size_t firstPeriod) {
  return Lazy<StreamInputs>([=] {
    return StreamInputs{streamInput(count, firstPeriod), streamInput(count, 777)};
  });
}

std::unique_ptr<Run> prepareCopy(const Target& target, const StreamInputs& in) {
  const std::vector<float>& a = in.first;
  const size_t count = a.size();
  const size_t bytes = count * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, a.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, kStreamSource, {"copy"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get());
  enqueue(target, cl.kernels[0].get(), 1, &count);
  std::vector<float> b(count);
  readBuffer(target, cl.buffers[1].get(), bytes, b.data());
  verifyExact(
      b.data(), count, [&](size_t i) { return a[i]; }, "b");
  // One read and one write per element.
  return kernelRun(target, std::move(cl), 1, &count, nullptr, 2.0 * bytes / kGiga);
}

std::unique_ptr<Run> prepareNativeCopy(const Lazy<StreamInputs>& inputs) {
  const size_t count = inputs.get().first.size();
  auto b = std::make_shared<std::vector<float>>(count);
  return nativeRun([inputs, b] { native::copy(inputs.get().first.data(), b->data(), b->size()); },
                   [&] {
                     const std::vector<float>& a = inputs.get().first;
                     verifyExact(
                         b->data(), count, [&](size_t i) { return a[i]; }, "b");
                   },
                   2.0 * count * sizeof(float) / kGiga);
}

std::unique_ptr<Run> prepareTriad(const Target& target, const StreamInputs& in) {
  const std::vector<float>& b = in.first;
  const std::vector<float>& c = in.second;
  const size_t count = b.size();
  const size_t bytes = count * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, b.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, c.data()));
  buildKernels(target, cl, kStreamSource, {"triad"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get(),
          kTriadScalar);
  enqueue(target, cl.kernels[0].get(), 1, &count);
  std::vector<float> a(count);
  readBuffer(target, cl.buffers[0].get(), bytes, a.data());
  verifyExact(
      a.data(), count, [&](size_t i) { return b[i] + kTriadScalar * c[i]; }, "a");
  // Two reads and one write per element.
  return kernelRun(target, std::move(cl), 1, &count, nullptr, 3.0 * bytes / kGiga);
}

std::unique_ptr<Run> prepareNativeTriad(const Lazy<StreamInputs>& inputs) {
  const size_t count = inputs.get().first.size();
  auto a = std::make_shared<std::vector<float>>(count);
  return nativeRun(
      [inputs, a] {
        native::triad(a->data(), inputs.get().first.data(), inputs.get().second.data(),
                      kTriadScalar, a->size());
      },
      [&] {
        const StreamInputs& in = inputs.get();
        verifyExact(
            a->data(), count, [&](size_t i) { return in.first[i] + kTriadScalar * in.second[i]; },
            "a");
      },
      3.0 * count * sizeof(float) / kGiga);
}

std::unique_ptr<Run> prepareSaxpy(const Target& target, const StreamInputs& in) {
  const std::vector<float>& x = in.first;
  const std::vector<float>& y = in.second;
  const size_t count = x.size();
  const size_t bytes = count * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, x.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_WRITE, bytes, y.data()));
  buildKernels(target, cl, kStreamSource, {"saxpy"});
  setArgs(cl.kernels[0].get(), kSaxpyScalar, cl.buffers[0].get(), cl.buffers[1].get());
  enqueue(target, cl.kernels[0].get(), 1, &count);
  std::vector<float> result(count);
  readBuffer(target, cl.buffers[1].get(), bytes, result.data());
  verifyExact(
      result.data(), count, [&](size_t i) { return kSaxpyScalar * x[i] + y[i]; }, "y");
  // Each timed run updates y again; the values stay exact integers far below 2^24.
  return kernelRun(target, std::move(cl), 1, &count, nullptr, 3.0 * bytes / kGiga);
}

std::unique_ptr<Run> prepareNativeSaxpy(const Lazy<StreamInputs>& inputs) {
  const size_t count = inputs.get().first.size();
  // y is updated in place, so the native run has its own copy.
  auto y = std::make_shared<std::vector<float>>(inputs.get().second);
  return nativeRun(
      [inputs, y] { native::saxpy(kSaxpyScalar, inputs.get().first.data(), y->data(), y->size()); },
      [&] {
        const StreamInputs& in = inputs.get();
        verifyExact(
            y->data(), count, [&](size_t i) { return kSaxpyScalar * in.first[i] + in.second[i]; },
            "y");
      },
      3.0 * count * sizeof(float) / kGiga);
}

// ---- Mandelbrot ------------------------------------------------------------------------------

constexpr const char* kMandelbrotSource = R"CLC(
__kernel void mandelbrot(__global uint* counts, float x0, float y0, float scale, uint maxIter) {
  size_t px = get_global_id(0);
  size_t py = get_global_id(1);
  float cr = x0 + (float)px * scale;
  float ci = y0 + (float)py * scale;
  float zr = 0.0f, zi = 0.0f;
  uint n = 0;
  while (n < maxIter && zr * zr + zi * zi <= 4.0f) {
    float t = zr * zr - zi * zi + cr;
    zi = 2.0f * zr * zi + ci;
    zr = t;
    ++n;
  }
  counts[py * get_global_size(0) + px] = n;
}
)CLC";

constexpr float kMandelbrotX0 = -2.0f;
constexpr float kMandelbrotY0 = -1.25f;
constexpr float kMandelbrotExtent = 2.5f;
constexpr cl_uint kMandelbrotIterations = 256;
// Near the set's boundary one different rounding (a contraction to FMA) changes a pixel's count;
// about 0.1-0.3% of pixels are that sensitive. A wrong kernel changes the interior, ~20%.
constexpr double kMandelbrotMaxDiffering = 0.005;

std::vector<uint32_t> mandelbrotReference(size_t side) {
  const float scale = kMandelbrotExtent / static_cast<float>(side);
  std::vector<uint32_t> counts(side * side);
  for (size_t py = 0; py < side; ++py) {
    for (size_t px = 0; px < side; ++px) {
      const float cr = kMandelbrotX0 + static_cast<float>(px) * scale;
      const float ci = kMandelbrotY0 + static_cast<float>(py) * scale;
      float zr = 0.0f, zi = 0.0f;
      uint32_t n = 0;
      while (n < kMandelbrotIterations && zr * zr + zi * zi <= 4.0f) {
        const float t = zr * zr - zi * zi + cr;
        zi = 2.0f * zr * zi + ci;
        zr = t;
        ++n;
      }
      counts[py * side + px] = n;
    }
  }
  return counts;
}

void verifyMandelbrot(const uint32_t* counts, const std::vector<uint32_t>& reference) {
  verifyElements(
      reference.size(), [&](size_t i) { return counts[i] != reference[i]; },
      [&](size_t i) { return describeValue("pixel", i, counts[i], reference[i]); },
      static_cast<size_t>(kMandelbrotMaxDiffering * static_cast<double>(reference.size())));
}

/// Mandelbrot built from its OpenCL C source, or from `il`, the same source as SPIR-V.
std::unique_ptr<Run> prepareMandelbrot(const Target& target, size_t side,
                                       const std::vector<uint32_t>& reference,
                                       const std::string* il = nullptr) {
  const size_t pixels = side * side;
  const size_t bytes = pixels * sizeof(uint32_t);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  if (il) {
    cl.program = buildProgramFromIL(target, *il);
    cl.kernels.push_back(createKernel(cl.program.get(), "mandelbrot"));
  } else {
    buildKernels(target, cl, kMandelbrotSource, {"mandelbrot"});
  }
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), kMandelbrotX0, kMandelbrotY0,
          kMandelbrotExtent / static_cast<float>(side), kMandelbrotIterations);
  const size_t global[2] = {side, side};
  enqueue(target, cl.kernels[0].get(), 2, global);
  std::vector<uint32_t> counts(pixels);
  readBuffer(target, cl.buffers[0].get(), bytes, counts.data());
  verifyMandelbrot(counts.data(), reference);
  return kernelRun(target, std::move(cl), 2, global, nullptr, static_cast<double>(pixels) / kMega);
}

std::unique_ptr<Run> prepareNativeMandelbrot(size_t side, const std::vector<uint32_t>& reference) {
  auto counts = std::make_shared<std::vector<uint32_t>>(side * side);
  return nativeRun(
      [side, counts] {
        native::mandelbrot(counts->data(), side, kMandelbrotX0, kMandelbrotY0,
                           kMandelbrotExtent / static_cast<float>(side), kMandelbrotIterations);
      },
      [&] { verifyMandelbrot(counts->data(), reference); },
      static_cast<double>(side * side) / kMega);
}

// ---- Matrix multiply, naive and tiled --------------------------------------------------------

constexpr const char* kMatrixSource = R"CLC(
__kernel void matrix_multiply(__global const float* a, __global const float* b,
                              __global float* c, uint n) {
  size_t col = get_global_id(0);
  size_t row = get_global_id(1);
  float sum = 0.0f;
  for (uint k = 0; k < n; ++k)
    sum += a[row * n + k] * b[k * n + col];
  c[row * n + col] = sum;
}
)CLC";

// A program of its own, so that a platform without barriers still runs the naive kernel.
constexpr const char* kTiledMatrixSource = R"CLC(
// 16x16 work-groups; each step stages a 16x16 tile of A and of B in local memory, so every
// element loaded from global memory is used 16 times. n must be a multiple of 16.
#define TILE 16
__kernel void matrix_multiply_tiled(__global const float* a, __global const float* b,
                                    __global float* c, uint n) {
  __local float aTile[TILE][TILE];
  __local float bTile[TILE][TILE];
  size_t col = get_global_id(0), row = get_global_id(1);
  size_t lx = get_local_id(0), ly = get_local_id(1);
  float sum = 0.0f;
  for (uint t = 0; t < n; t += TILE) {
    aTile[ly][lx] = a[row * n + t + lx];
    bTile[ly][lx] = b[(t + ly) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (uint k = 0; k < TILE; ++k)
      sum += aTile[ly][k] * bTile[k][lx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  c[row * n + col] = sum;
}
)CLC";

constexpr size_t kMatrixTile = 16;

/// Inputs and the double-precision product, computed once and shared by every platform.
struct MatrixProblem {
  size_t n = 0;
  std::vector<float> a, b;
  std::vector<double> exact;     ///< A*B in double.
  std::vector<double> magnitude; ///< |A|*|B|, which scales the rounding-error bound.
};

MatrixProblem makeMatrixProblem(size_t n) {
  MatrixProblem problem;
  problem.n = n;
  problem.a.resize(n * n);
  problem.b.resize(n * n);
  for (size_t i = 0; i < n * n; ++i) {
    problem.a[i] = static_cast<float>((i * 7919) % 2001) / 1000.0f - 1.0f;
    problem.b[i] = static_cast<float>((i * 104729) % 1999) / 999.0f - 1.0f;
  }
  problem.exact.assign(n * n, 0.0);
  problem.magnitude.assign(n * n, 0.0);
  // Row by row in i-k-j order so the inner loop streams through B and C.
  for (size_t i = 0; i < n; ++i) {
    double* exactRow = &problem.exact[i * n];
    double* magnitudeRow = &problem.magnitude[i * n];
    for (size_t k = 0; k < n; ++k) {
      const double aik = problem.a[i * n + k];
      const float* bRow = &problem.b[k * n];
      for (size_t j = 0; j < n; ++j) {
        exactRow[j] += aik * bRow[j];
        magnitudeRow[j] += std::fabs(aik * bRow[j]);
      }
    }
  }
  return problem;
}

/// Checks C within the worst-case error of summing n float products in any order, with or
/// without FMA.
void verifyProduct(const MatrixProblem& problem, const float* c) {
  const size_t n = problem.n;
  verifyElements(
      n * n,
      [&](size_t i) {
        const double tolerance = static_cast<double>(n) * FLT_EPSILON * problem.magnitude[i];
        return !(std::fabs(c[i] - problem.exact[i]) <= tolerance);
      },
      [&](size_t i) { return describeValue("c", i, c[i], problem.exact[i]); });
}

std::unique_ptr<Run> prepareMatrixMultiply(const Target& target, const MatrixProblem& problem,
                                           bool tiled) {
  const size_t n = problem.n;
  const size_t bytes = n * n * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, problem.a.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, problem.b.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, tiled ? kTiledMatrixSource : kMatrixSource,
               {tiled ? "matrix_multiply_tiled" : "matrix_multiply"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get(),
          static_cast<cl_uint>(n));
  const size_t global[2] = {n, n};
  const size_t tile[2] = {kMatrixTile, kMatrixTile};
  const size_t* local = tiled ? tile : nullptr;
  enqueue(target, cl.kernels[0].get(), 2, global, local);
  std::vector<float> c(n * n);
  readBuffer(target, cl.buffers[2].get(), bytes, c.data());
  verifyProduct(problem, c.data());
  const double flops = 2.0 * static_cast<double>(n) * n * n;
  return kernelRun(target, std::move(cl), 2, global, local, flops / kGiga);
}

std::unique_ptr<Run> prepareNativeMatrixMultiply(const Lazy<MatrixProblem>& problem, bool blocked) {
  const size_t n = problem.get().n;
  auto c = std::make_shared<std::vector<float>>(n * n);
  return nativeRun(
      [problem, c, blocked] {
        const MatrixProblem& p = problem.get();
        (blocked ? native::matmulBlocked : native::matmulNaive)(p.a.data(), p.b.data(), c->data(),
                                                                p.n);
      },
      [&] { verifyProduct(problem.get(), c->data()); },
      2.0 * static_cast<double>(n) * n * n / kGiga);
}

// ---- Launch overhead -------------------------------------------------------------------------

constexpr const char* kEmptySource = "__kernel void empty(void) {}\n";

/// An empty kernel on one work-item, launched once to check it completes.
struct EmptyKernel {
  Handle<cl_program> program;
  Handle<cl_kernel> kernel;
};

EmptyKernel prepareEmpty(const Target& target) {
  EmptyKernel empty{buildProgram(target, kEmptySource), {}};
  empty.kernel = createKernel(empty.program.get(), "empty");
  const size_t one = 1;
  cl_event raw = nullptr;
  check(clEnqueueNDRangeKernel(target.queue.get(), empty.kernel.get(), 1, nullptr, &one, nullptr, 0,
                               nullptr, &raw),
        "clEnqueueNDRangeKernel");
  Handle<cl_event> event(raw);
  check(clWaitForEvents(1, &raw), "clWaitForEvents");
  cl_int status = CL_QUEUED;
  check(clGetEventInfo(raw, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof(status), &status, nullptr),
        "clGetEventInfo");
  if (status != CL_COMPLETE)
    throw Failure("empty kernel finished with execution status " + std::to_string(status));
  return empty;
}

/// The median of `samples` round trips, each an enqueue of the empty kernel and a clFinish.
class LatencyRun : public Run {
public:
  LatencyRun(const Target& target, EmptyKernel empty, int samples)
      : m_target(target), m_empty(std::move(empty)), m_times(static_cast<size_t>(samples)) {}

  double measure() override {
    const size_t one = 1;
    // A few untimed round trips bring the worker threads back from sleep after the other
    // platform's turn.
    for (int i = 0; i < 20; ++i) {
      enqueue(m_target, m_empty.kernel.get(), 1, &one);
      finish(m_target);
    }
    for (double& time : m_times) {
      const double start = now();
      enqueue(m_target, m_empty.kernel.get(), 1, &one);
      finish(m_target);
      time = now() - start;
    }
    std::nth_element(m_times.begin(), m_times.begin() + m_times.size() / 2, m_times.end());
    return m_times[m_times.size() / 2] * kMega;
  }

private:
  const Target& m_target;
  EmptyKernel m_empty;
  std::vector<double> m_times;
};

/// `kernels` empty kernels enqueued back to back, then one clFinish: time per kernel.
class ThroughputRun : public Run {
public:
  ThroughputRun(const Target& target, EmptyKernel empty, int kernels)
      : m_target(target), m_empty(std::move(empty)), m_kernels(kernels) {}

  double measure() override {
    const size_t one = 1;
    const double start = now();
    for (int i = 0; i < m_kernels; ++i)
      enqueue(m_target, m_empty.kernel.get(), 1, &one);
    finish(m_target);
    return (now() - start) / m_kernels * kMega;
  }

private:
  const Target& m_target;
  EmptyKernel m_empty;
  int m_kernels;
};

// ---- Program build ---------------------------------------------------------------------------
// A medium program: several kernels, helper functions, vector types, loops
// and math, integer and conversion builtins, like a small real application. Every kernel has the
// same signature so that "to first result" can run all of them without knowing them. WEFT_SALT
// makes each cold build's source unique, so no kernel cache (in memory or on disk, from this run
// or an earlier one) can serve it; the stamp kernel writes it back, which proves the new program
// is the one that ran. Every kernel compares n with it (n is never the odd salt), so that each
// kernel's code is new too: Weft keeps each part of a program's code under a key of its own, and
// would serve the kernels a salt in one kernel left unchanged.

constexpr const char* kMediumSource = R"CLC(
float cnd(float d) {
  const float a1 = 0.31938153f, a2 = -0.356563782f, a3 = 1.781477937f;
  const float a4 = -1.821255978f, a5 = 1.330274429f;
  float k = 1.0f / (1.0f + 0.2316419f * fabs(d));
  float w = 1.0f - 0.39894228f * exp(-0.5f * d * d) *
                       k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  return d < 0.0f ? 1.0f - w : w;
}

__kernel void black_scholes(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  size_t i = get_global_id(0) % n;
  float s = 10.0f + fabs(data[i]), x = 12.0f, t = 1.5f, r = 0.02f, v = 0.3f;
  float d1 = (log(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt(t));
  float d2 = d1 - v * sqrt(t);
  data[i] = s * cnd(d1) - x * exp(-r * t) * cnd(d2);
}

__kernel void nbody(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  __global float4* pos = (__global float4*)data;
  uint bodies = n / 8;
  size_t i = get_global_id(0) % bodies;
  float4 p = pos[i];
  float3 acc = (float3)(0.0f);
  for (uint j = 0; j < bodies; ++j) {
    float3 d = pos[j].xyz - p.xyz;
    float inv = rsqrt(dot(d, d) + 0.01f);
    acc += d * (pos[j].w * inv * inv * inv);
  }
  pos[bodies + i] = (float4)(p.xyz + acc * 0.001f, p.w);
}

__kernel void blur(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  const int width = 64;
  int height = (int)(n / 128);
  size_t gid = get_global_id(0);
  int x = (int)(gid % width), y = (int)((gid / width) % height);
  const float w[5] = {0.0625f, 0.25f, 0.375f, 0.25f, 0.0625f};
  float sum = 0.0f;
  for (int dy = -2; dy <= 2; ++dy)
    for (int dx = -2; dx <= 2; ++dx) {
      int sx = clamp(x + dx, 0, width - 1), sy = clamp(y + dy, 0, height - 1);
      sum += w[dx + 2] * w[dy + 2] * data[sy * width + sx];
    }
  data[n / 2 + y * width + x] = sum;
}

uint mixBits(uint x) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= x >> 15;
  x *= 0x846ca68bU;
  return x ^ (x >> 16);
}

float lattice(int2 cell) {
  return (float)(mixBits((uint)cell.x * 73856093U ^ (uint)cell.y * 19349663U) & 0xffffU) /
         65535.0f;
}

__kernel void value_noise(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  size_t i = get_global_id(0);
  float2 p = (float2)((float)(i % 64), (float)(i / 64)) * 0.173f;
  float total = 0.0f, amplitude = 1.0f;
  for (int octave = 0; octave < 6; ++octave) {
    float2 cell = floor(p);
    float2 f = p - cell;
    int2 c = convert_int2(cell);
    float2 s = f * f * (3.0f - 2.0f * f);
    float top = mix(lattice(c), lattice(c + (int2)(1, 0)), s.x);
    float bottom = mix(lattice(c + (int2)(0, 1)), lattice(c + (int2)(1, 1)), s.x);
    total += amplitude * mix(top, bottom, s.y);
    p = p * 2.0f + (float2)(0.5f, 0.25f);
    amplitude *= 0.5f;
  }
  data[i % n] = total;
}

__kernel void bitonic_step(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  uint i = (uint)get_global_id(0);
  uint partner = i ^ 16U;
  if (partner > i && partner < n) {
    bool ascending = (i & 64U) == 0;
    float a = data[i], b = data[partner];
    if ((a > b) == ascending) {
      data[i] = b;
      data[partner] = a;
    }
  }
}

__kernel void pack_bits(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  size_t i = get_global_id(0) % (n / 4);
  float4 v = vload4(i, data);
  uchar4 bytes = convert_uchar4_sat_rte(fabs(v) * 255.0f);
  uint packed = as_uint(bytes);
  float4 out = (float4)((float)popcount(packed), (float)clz(packed),
                        (float)rotate(packed, 7U) * 1e-9f, (float)(packed >> 24));
  vstore4(out + v * 0.5f, i, data);
}

__kernel void stamp(__global float* data, __global uint* tag, uint n) {
  if (n == WEFT_SALT) return;
  if (get_global_id(0) == 0)
    tag[0] = WEFT_SALT;
}
)CLC";

constexpr size_t kMediumFloats = 4096;
constexpr size_t kMediumWorkItems = 64;

} // namespace

/// A fresh salt per build: the process id, the clock and a counter, so that neither this run's
/// builds nor an earlier run's cached ones share a source.
cl_uint nextSalt() {
  static uint32_t counter = 0;
  const auto nanoseconds = static_cast<uint64_t>(now() * 1e9);
  uint64_t x = nanoseconds ^ (static_cast<uint64_t>(getpid()) << 32) ^ ++counter;
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdULL;
  x ^= x >> 33;
  return static_cast<cl_uint>(x) | 1U; // never 0, the buffer's initial value
}

std::string mediumSource(cl_uint salt) {
  return "// weft_bench build " + std::to_string(salt) + "\n#define WEFT_SALT " +
         std::to_string(salt) + "U\n" + kMediumSource;
}

std::string unsalted(const std::string& source) {
  const std::string medium = kMediumSource;
  return source.size() > medium.size() && source.rfind("// weft_bench build ", 0) == 0 &&
                 source.compare(source.size() - medium.size(), medium.size(), medium) == 0
             ? medium
             : source;
}

namespace {

/// Creates every kernel of `program`, runs each on a few work-items, and checks that the stamp
/// kernel wrote `salt`: what a program needs before its first result.
void runAllKernels(const Target& target, cl_program program, cl_mem data, cl_mem tag,
                   cl_uint salt) {
  cl_uint count = 0;
  check(clCreateKernelsInProgram(program, 0, nullptr, &count), "clCreateKernelsInProgram");
  std::vector<cl_kernel> raw(count);
  check(clCreateKernelsInProgram(program, count, raw.data(), nullptr), "clCreateKernelsInProgram");
  std::vector<Handle<cl_kernel>> kernels;
  for (cl_kernel kernel : raw)
    kernels.emplace_back(kernel);
  const cl_uint floats = kMediumFloats;
  for (const Handle<cl_kernel>& kernel : kernels) {
    setArgs(kernel.get(), data, tag, floats);
    enqueue(target, kernel.get(), 1, &kMediumWorkItems);
  }
  cl_uint written = 0;
  readBuffer(target, tag, sizeof(written), &written);
  if (count != 7 || written != salt)
    throw Failure("medium program: " + std::to_string(count) + " kernels (7 expected), stamp " +
                  std::to_string(written) + " (" + std::to_string(salt) + " expected)");
}

/// Buffers the medium program's kernels run on.
struct MediumBuffers {
  Handle<cl_mem> data;
  Handle<cl_mem> tag;
};

MediumBuffers makeMediumBuffers(const Target& target) {
  std::vector<float> init(kMediumFloats);
  for (size_t i = 0; i < init.size(); ++i)
    init[i] = static_cast<float>(i % 97) * 0.01f;
  return MediumBuffers{
      createBuffer(target, CL_MEM_READ_WRITE, init.size() * sizeof(float), init.data()),
      createBuffer(target, CL_MEM_READ_WRITE, sizeof(cl_uint))};
}

/// What one build figure includes.
enum class BuildScope {
  CompileOnly, ///< clCreateProgramWithSource + clBuildProgram of a new source.
  FirstResult, ///< ... + clCreateKernelsInProgram + one run of each kernel, of a new source.
  SameSource,  ///< FirstResult of the source built just before (a kernel cache may serve it).
};

class BuildRun : public Run {
public:
  BuildRun(const Target& target, BuildScope scope)
      : m_target(target), m_scope(scope), m_buffers(makeMediumBuffers(target)) {
    // Also the verification: the first build must compile and every kernel must run.
    m_salt = nextSalt();
    m_source = mediumSource(m_salt);
    Handle<cl_program> program = buildProgram(m_target, m_source);
    runAllKernels(m_target, program.get(), m_buffers.data.get(), m_buffers.tag.get(), m_salt);
  }

  double measure() override {
    if (m_scope != BuildScope::SameSource) {
      m_salt = nextSalt();
      m_source = mediumSource(m_salt);
    }
    // Writing the tag back to 0 is outside the timed part.
    const cl_uint zero = 0;
    check(clEnqueueWriteBuffer(m_target.queue.get(), m_buffers.tag.get(), CL_TRUE, 0, sizeof(zero),
                               &zero, 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
    const double start = now();
    Handle<cl_program> program = buildProgram(m_target, m_source);
    if (m_scope != BuildScope::CompileOnly)
      runAllKernels(m_target, program.get(), m_buffers.data.get(), m_buffers.tag.get(), m_salt);
    const double seconds = now() - start;
    return seconds * 1e3;
  }

private:
  const Target& m_target;
  BuildScope m_scope;
  MediumBuffers m_buffers;
  cl_uint m_salt = 0;
  std::string m_source;
};

} // namespace

void checkMediumProgram(const Target& target, cl_program program, cl_uint salt) {
  MediumBuffers buffers = makeMediumBuffers(target);
  runAllKernels(target, program, buffers.data.get(), buffers.tag.get(), salt);
}

namespace {

std::string mebibytes(size_t floats) {
  return std::to_string(floats * sizeof(float) >> 20) + " MiB";
}

} // namespace

std::vector<Benchmark> makeBenchmarks(const Sizes& sizes) {
  std::vector<Benchmark> list;
  // Host inputs and references are made when first needed and shared by the platforms and the
  // native run.
  const size_t count = sizes.streamFloats;
  const std::string arrays = ", " + mebibytes(count) + " arrays";
  const Lazy<StreamInputs> copyInputs = makeStreamInputs(count, 1024);
  const Lazy<StreamInputs> streamInputs = makeStreamInputs(count, 1000);
  list.push_back({"copy", "copy b[i]=a[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [copyInputs](const Target& t) { return prepareCopy(t, copyInputs.get()); },
                  [copyInputs] { return prepareNativeCopy(copyInputs); }});
  list.push_back({"triad", "triad a[i]=b[i]+s*c[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [streamInputs](const Target& t) { return prepareTriad(t, streamInputs.get()); },
                  [streamInputs] { return prepareNativeTriad(streamInputs); }});
  list.push_back({"saxpy", "SAXPY y[i]=a*x[i]+y[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [streamInputs](const Target& t) { return prepareSaxpy(t, streamInputs.get()); },
                  [streamInputs] { return prepareNativeSaxpy(streamInputs); }});
  for (Benchmark& benchmark : transferBenchmarks(sizes))
    list.push_back(std::move(benchmark));
  list.push_back(stencilBenchmark(sizes));
  list.push_back(convolutionBenchmark(sizes));
  list.push_back(reductionBenchmark(sizes));
  list.push_back(histogramBenchmark(sizes));
  list.push_back(globalHistogramBenchmark(sizes));
  list.push_back(windowBenchmark(sizes));
  for (Benchmark& benchmark : imageBenchmarks(sizes))
    list.push_back(std::move(benchmark));

  const size_t side = sizes.mandelbrotSide;
  const Lazy<std::vector<uint32_t>> mandelbrot([side] { return mandelbrotReference(side); });
  list.push_back(
      {"mandelbrot",
       "Mandelbrot " + std::to_string(side) + "x" + std::to_string(side) + ", 256 iterations",
       "Mpixel/s", true, sizes.computeRepetitions,
       [side, mandelbrot](const Target& t) { return prepareMandelbrot(t, side, mandelbrot.get()); },
       [side, mandelbrot] { return prepareNativeMandelbrot(side, mandelbrot.get()); }});

  // The same kernel from SPIR-V (written at build time by weftc from `weft_bench --kernel-source
  // mandelbrot`), beside its source: a program's form must not change its speed.
  const size_t ilSide = sizes.mandelbrotSide / 2;
  const Lazy<std::vector<uint32_t>> ilReference([ilSide] { return mandelbrotReference(ilSide); });
  const Lazy<std::string> il(
      [] { return readSpirvModule(WEFT_BENCH_SPIRV_DIR "/mandelbrot.spv"); });
  const std::string ilTitle = "Mandelbrot " + std::to_string(ilSide) + "x" +
                              std::to_string(ilSide) + ", 256 iterations, built from ";
  list.push_back({"spirv/source",
                  ilTitle + "OpenCL C",
                  "Mpixel/s",
                  true,
                  sizes.computeRepetitions,
                  [ilSide, ilReference](const Target& t) {
                    return prepareMandelbrot(t, ilSide, ilReference.get());
                  },
                  {}});
  list.push_back({"spirv/il",
                  ilTitle + "SPIR-V",
                  "Mpixel/s",
                  true,
                  sizes.computeRepetitions,
                  [ilSide, ilReference, il](const Target& t) {
                    return prepareMandelbrot(t, ilSide, ilReference.get(), &il.get());
                  },
                  {}});

  const size_t n = sizes.matrixN;
  const Lazy<MatrixProblem> matrix([n] { return makeMatrixProblem(n); });
  list.push_back(
      {"matmul", "matrix multiply, naive, N=" + std::to_string(n), "GFLOP/s", true,
       sizes.computeRepetitions,
       [matrix](const Target& t) { return prepareMatrixMultiply(t, matrix.get(), false); },
       [matrix] { return prepareNativeMatrixMultiply(matrix, false); }});
  const size_t tiledN = sizes.tiledMatrixN;
  const Lazy<MatrixProblem> tiledMatrix([tiledN] { return makeMatrixProblem(tiledN); });
  list.push_back(
      {"matmul-tiled", "matrix multiply, 16x16 local tiles, N=" + std::to_string(tiledN), "GFLOP/s",
       true, sizes.computeRepetitions,
       [tiledMatrix](const Target& t) { return prepareMatrixMultiply(t, tiledMatrix.get(), true); },
       [tiledMatrix] { return prepareNativeMatrixMultiply(tiledMatrix, true); }});
  list.push_back(nbodyBenchmark(sizes));
  list.push_back(blackScholesBenchmark(sizes));
  list.push_back(blackScholesDoubleBenchmark(sizes));
  list.push_back(specialDoubleBenchmark(sizes));
  for (Benchmark& benchmark : scalarVsVectorBenchmarks(sizes))
    list.push_back(std::move(benchmark));
  list.push_back(hashBenchmark(sizes));
  for (Benchmark& benchmark : runBenchmarks(sizes))
    list.push_back(std::move(benchmark));
  for (Benchmark& benchmark : builtinBenchmarks(sizes))
    list.push_back(std::move(benchmark));

  const int samples = sizes.launchSamples;
  list.push_back({"latency",
                  "empty kernel: enqueue + clFinish, median of " + std::to_string(samples),
                  "us",
                  false,
                  sizes.launchRepetitions,
                  [samples](const Target& t) {
                    return std::make_unique<LatencyRun>(t, prepareEmpty(t), samples);
                  },
                  {}});
  const int kernels = sizes.throughputKernels;
  list.push_back({"throughput",
                  "empty kernel: " + std::to_string(kernels) + " enqueues + 1 clFinish, per kernel",
                  "us",
                  false,
                  sizes.launchRepetitions,
                  [kernels](const Target& t) {
                    return std::make_unique<ThroughputRun>(t, prepareEmpty(t), kernels);
                  },
                  {}});

  for (Benchmark& benchmark : queueBenchmarks(sizes))
    list.push_back(std::move(benchmark));

  const int builds = sizes.buildRepetitions;
  list.push_back(
      {"build",
       "build, cold: clBuildProgram",
       "ms",
       false,
       builds,
       [](const Target& t) { return std::make_unique<BuildRun>(t, BuildScope::CompileOnly); },
       {}});
  list.push_back(
      {"first-result",
       "build, cold: to first result",
       "ms",
       false,
       builds,
       [](const Target& t) { return std::make_unique<BuildRun>(t, BuildScope::FirstResult); },
       {}});
  list.push_back(
      {"rebuild",
       "build, same source again: to first result",
       "ms",
       false,
       builds,
       [](const Target& t) { return std::make_unique<BuildRun>(t, BuildScope::SameSource); },
       {}});
  list.push_back(freshProcessBuildBenchmark(sizes));
  return list;
}

const char* kernelSource(const std::string& name) {
  return name == "mandelbrot" ? kMandelbrotSource : nullptr;
}

} // namespace bench
