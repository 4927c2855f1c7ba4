// The benchmarks of weft_bench: their kernels, host references and timed loops.
#include "benchmarks.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <unistd.h>

namespace bench {

Sizes sizesFor(bool quick) {
  Sizes sizes;
  // 64 MiB per array is more than the last-level cache one core reaches on current server CPUs,
  // so copy and triad mostly measure memory rather than cache.
  sizes.streamFloats = quick ? size_t{1} << 20 : size_t{16} << 20;
  sizes.mandelbrotSide = quick ? 512 : 2048;
  // At N=1024 the 4 KiB stride down a column of B maps every access to a few cache sets, and a
  // naive kernel measures little else.
  sizes.matrixN = quick ? 256 : 512;
  sizes.launchSamples = quick ? 200 : 2000;
  sizes.throughputKernels = quick ? 200 : 1000;
  sizes.streamRepetitions = quick ? 3 : 9;
  sizes.computeRepetitions = quick ? 3 : 5;
  sizes.launchRepetitions = quick ? 3 : 5;
  sizes.buildRepetitions = quick ? 2 : 5;
  return sizes;
}

namespace {

constexpr double kGiga = 1e9;
constexpr double kMega = 1e6;

/// Formats "first wrong element" messages the same way for every benchmark.
std::string mismatch(size_t wrong, size_t total, const std::string& first) {
  return "wrong result: " + std::to_string(wrong) + " of " + std::to_string(total) +
         " values differ, first " + first;
}

/// Times one NDRange of a verified kernel, enqueue to completion, as `work` units per second
/// divided by `scale`.
class KernelRun : public Run {
public:
  KernelRun(const Target& target, Handle<cl_program> program, Handle<cl_kernel> kernel,
            std::vector<Handle<cl_mem>> buffers, cl_uint dims, const size_t* global, double work,
            double scale)
      : m_target(target), m_program(std::move(program)), m_kernel(std::move(kernel)),
        m_buffers(std::move(buffers)), m_dims(dims), m_work(work), m_scale(scale) {
    std::copy(global, global + dims, m_global);
  }

  double measure() override {
    const double start = now();
    enqueue(m_target, m_kernel.get(), m_dims, m_global);
    finish(m_target);
    return m_work / (now() - start) / m_scale;
  }

private:
  const Target& m_target;
  Handle<cl_program> m_program;
  Handle<cl_kernel> m_kernel;
  std::vector<Handle<cl_mem>> m_buffers;
  cl_uint m_dims;
  size_t m_global[3] = {1, 1, 1};
  double m_work;
  double m_scale;
};

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

/// Checks `got` against `expected(i)` exactly.
template <typename Expected>
void verifyExact(const std::vector<float>& got, Expected expected, const char* array) {
  size_t wrong = 0;
  std::string first;
  for (size_t i = 0; i < got.size(); ++i) {
    const float want = expected(i);
    if (got[i] != want && wrong++ == 0)
      first = std::string(array) + "[" + std::to_string(i) + "] = " + std::to_string(got[i]) +
              ", expected " + std::to_string(want);
  }
  if (wrong != 0)
    throw Failure(mismatch(wrong, got.size(), first));
}

std::unique_ptr<Run> prepareCopy(const Target& target, size_t count) {
  const size_t bytes = count * sizeof(float);
  const std::vector<float> a = streamInput(count, 1024);
  std::vector<Handle<cl_mem>> buffers;
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, a.data()));
  buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  Handle<cl_program> program = buildProgram(target, kStreamSource);
  Handle<cl_kernel> kernel = createKernel(program.get(), "copy");
  setArgs(kernel.get(), buffers[0].get(), buffers[1].get());
  enqueue(target, kernel.get(), 1, &count);
  std::vector<float> b(count);
  readBuffer(target, buffers[1].get(), bytes, b.data());
  verifyExact(
      b, [&](size_t i) { return a[i]; }, "b");
  // One read and one write per element.
  return std::make_unique<KernelRun>(target, std::move(program), std::move(kernel),
                                     std::move(buffers), 1, &count, 2.0 * bytes, kGiga);
}

std::unique_ptr<Run> prepareTriad(const Target& target, size_t count) {
  const size_t bytes = count * sizeof(float);
  const std::vector<float> b = streamInput(count, 1000);
  const std::vector<float> c = streamInput(count, 777);
  std::vector<Handle<cl_mem>> buffers;
  buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, b.data()));
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, c.data()));
  Handle<cl_program> program = buildProgram(target, kStreamSource);
  Handle<cl_kernel> kernel = createKernel(program.get(), "triad");
  setArgs(kernel.get(), buffers[0].get(), buffers[1].get(), buffers[2].get(), kTriadScalar);
  enqueue(target, kernel.get(), 1, &count);
  std::vector<float> a(count);
  readBuffer(target, buffers[0].get(), bytes, a.data());
  verifyExact(
      a, [&](size_t i) { return b[i] + kTriadScalar * c[i]; }, "a");
  // Two reads and one write per element.
  return std::make_unique<KernelRun>(target, std::move(program), std::move(kernel),
                                     std::move(buffers), 1, &count, 3.0 * bytes, kGiga);
}

std::unique_ptr<Run> prepareSaxpy(const Target& target, size_t count) {
  const size_t bytes = count * sizeof(float);
  const std::vector<float> x = streamInput(count, 1000);
  const std::vector<float> y = streamInput(count, 777);
  std::vector<Handle<cl_mem>> buffers;
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, x.data()));
  buffers.push_back(createBuffer(target, CL_MEM_READ_WRITE, bytes, y.data()));
  Handle<cl_program> program = buildProgram(target, kStreamSource);
  Handle<cl_kernel> kernel = createKernel(program.get(), "saxpy");
  setArgs(kernel.get(), kSaxpyScalar, buffers[0].get(), buffers[1].get());
  enqueue(target, kernel.get(), 1, &count);
  std::vector<float> result(count);
  readBuffer(target, buffers[1].get(), bytes, result.data());
  verifyExact(
      result, [&](size_t i) { return kSaxpyScalar * x[i] + y[i]; }, "y");
  // Each timed run updates y again; the values stay exact integers far below 2^24.
  return std::make_unique<KernelRun>(target, std::move(program), std::move(kernel),
                                     std::move(buffers), 1, &count, 3.0 * bytes, kGiga);
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

std::unique_ptr<Run> prepareMandelbrot(const Target& target, size_t side,
                                       const std::vector<uint32_t>& reference) {
  const size_t pixels = side * side;
  const size_t bytes = pixels * sizeof(uint32_t);
  std::vector<Handle<cl_mem>> buffers;
  buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  Handle<cl_program> program = buildProgram(target, kMandelbrotSource);
  Handle<cl_kernel> kernel = createKernel(program.get(), "mandelbrot");
  setArgs(kernel.get(), buffers[0].get(), kMandelbrotX0, kMandelbrotY0,
          kMandelbrotExtent / static_cast<float>(side), kMandelbrotIterations);
  const size_t global[2] = {side, side};
  enqueue(target, kernel.get(), 2, global);
  std::vector<uint32_t> counts(pixels);
  readBuffer(target, buffers[0].get(), bytes, counts.data());
  size_t differing = 0;
  std::string first;
  for (size_t i = 0; i < pixels; ++i)
    if (counts[i] != reference[i] && differing++ == 0)
      first = "pixel " + std::to_string(i) + " = " + std::to_string(counts[i]) + ", expected " +
              std::to_string(reference[i]);
  if (differing > kMandelbrotMaxDiffering * pixels)
    throw Failure(mismatch(differing, pixels, first));
  return std::make_unique<KernelRun>(target, std::move(program), std::move(kernel),
                                     std::move(buffers), 2, global, static_cast<double>(pixels),
                                     kMega);
}

// ---- Naive matrix multiply -------------------------------------------------------------------

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

/// Inputs and the double-precision product, computed once and shared by every platform.
struct MatrixProblem {
  size_t n = 0;
  std::vector<float> a, b;
  std::vector<double> exact;     ///< A*B in double.
  std::vector<double> magnitude; ///< |A|*|B|, which scales the rounding-error bound.
};

std::shared_ptr<MatrixProblem> makeMatrixProblem(size_t n) {
  auto problem = std::make_shared<MatrixProblem>();
  problem->n = n;
  problem->a.resize(n * n);
  problem->b.resize(n * n);
  for (size_t i = 0; i < n * n; ++i) {
    problem->a[i] = static_cast<float>((i * 7919) % 2001) / 1000.0f - 1.0f;
    problem->b[i] = static_cast<float>((i * 104729) % 1999) / 999.0f - 1.0f;
  }
  problem->exact.assign(n * n, 0.0);
  problem->magnitude.assign(n * n, 0.0);
  // Row by row in i-k-j order so the inner loop streams through B and C.
  for (size_t i = 0; i < n; ++i) {
    double* exactRow = &problem->exact[i * n];
    double* magnitudeRow = &problem->magnitude[i * n];
    for (size_t k = 0; k < n; ++k) {
      const double aik = problem->a[i * n + k];
      const float* bRow = &problem->b[k * n];
      for (size_t j = 0; j < n; ++j) {
        exactRow[j] += aik * bRow[j];
        magnitudeRow[j] += std::fabs(aik * bRow[j]);
      }
    }
  }
  return problem;
}

std::unique_ptr<Run> prepareMatrixMultiply(const Target& target, const MatrixProblem& problem) {
  const size_t n = problem.n;
  const size_t bytes = n * n * sizeof(float);
  std::vector<Handle<cl_mem>> buffers;
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, problem.a.data()));
  buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, problem.b.data()));
  buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  Handle<cl_program> program = buildProgram(target, kMatrixSource);
  Handle<cl_kernel> kernel = createKernel(program.get(), "matrix_multiply");
  setArgs(kernel.get(), buffers[0].get(), buffers[1].get(), buffers[2].get(),
          static_cast<cl_uint>(n));
  const size_t global[2] = {n, n};
  enqueue(target, kernel.get(), 2, global);
  std::vector<float> c(n * n);
  readBuffer(target, buffers[2].get(), bytes, c.data());
  // The worst-case error of summing n float products in any order, with or without FMA.
  size_t wrong = 0;
  std::string first;
  for (size_t i = 0; i < n * n; ++i) {
    const double tolerance = static_cast<double>(n) * FLT_EPSILON * problem.magnitude[i];
    if (!(std::fabs(c[i] - problem.exact[i]) <= tolerance) && wrong++ == 0)
      first = "c[" + std::to_string(i / n) + "][" + std::to_string(i % n) +
              "] = " + std::to_string(c[i]) + ", expected " + std::to_string(problem.exact[i]);
  }
  if (wrong != 0)
    throw Failure(mismatch(wrong, n * n, first));
  const double flops = 2.0 * static_cast<double>(n) * n * n;
  return std::make_unique<KernelRun>(target, std::move(program), std::move(kernel),
                                     std::move(buffers), 2, global, flops, kGiga);
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
// is the one that ran.

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
  size_t i = get_global_id(0) % n;
  float s = 10.0f + fabs(data[i]), x = 12.0f, t = 1.5f, r = 0.02f, v = 0.3f;
  float d1 = (log(s / x) + (r + 0.5f * v * v) * t) / (v * sqrt(t));
  float d2 = d1 - v * sqrt(t);
  data[i] = s * cnd(d1) - x * exp(-r * t) * cnd(d2);
}

__kernel void nbody(__global float* data, __global uint* tag, uint n) {
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
  size_t i = get_global_id(0) % (n / 4);
  float4 v = vload4(i, data);
  uchar4 bytes = convert_uchar4_sat_rte(fabs(v) * 255.0f);
  uint packed = as_uint(bytes);
  float4 out = (float4)((float)popcount(packed), (float)clz(packed),
                        (float)rotate(packed, 7U) * 1e-9f, (float)(packed >> 24));
  vstore4(out + v * 0.5f, i, data);
}

__kernel void stamp(__global float* data, __global uint* tag, uint n) {
  if (get_global_id(0) == 0)
    tag[0] = WEFT_SALT;
}
)CLC";

constexpr size_t kMediumFloats = 4096;
constexpr size_t kMediumWorkItems = 64;

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

std::string saltedSource(cl_uint salt) {
  return "// weft_bench build " + std::to_string(salt) + "\n#define WEFT_SALT " +
         std::to_string(salt) + "U\n" + kMediumSource;
}

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
    m_source = saltedSource(m_salt);
    Handle<cl_program> program = buildProgram(m_target, m_source);
    runAllKernels(m_target, program.get(), m_buffers.data.get(), m_buffers.tag.get(), m_salt);
  }

  double measure() override {
    if (m_scope != BuildScope::SameSource) {
      m_salt = nextSalt();
      m_source = saltedSource(m_salt);
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

std::string mebibytes(size_t floats) {
  return std::to_string(floats * sizeof(float) >> 20) + " MiB";
}

} // namespace

std::vector<Benchmark> makeBenchmarks(const Sizes& sizes) {
  std::vector<Benchmark> list;
  const size_t count = sizes.streamFloats;
  const std::string arrays = ", " + mebibytes(count) + " arrays";
  list.push_back({"copy", "copy b[i]=a[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [count](const Target& t) { return prepareCopy(t, count); }});
  list.push_back({"triad", "triad a[i]=b[i]+s*c[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [count](const Target& t) { return prepareTriad(t, count); }});
  list.push_back({"saxpy", "SAXPY y[i]=a*x[i]+y[i]" + arrays, "GB/s", true, sizes.streamRepetitions,
                  [count](const Target& t) { return prepareSaxpy(t, count); }});

  // The host references are computed when first needed and shared by the platforms.
  const size_t side = sizes.mandelbrotSide;
  auto mandelbrot = std::make_shared<std::vector<uint32_t>>();
  list.push_back(
      {"mandelbrot",
       "Mandelbrot " + std::to_string(side) + "x" + std::to_string(side) + ", 256 iterations",
       "Mpixel/s", true, sizes.computeRepetitions, [side, mandelbrot](const Target& t) {
         if (mandelbrot->empty())
           *mandelbrot = mandelbrotReference(side);
         return prepareMandelbrot(t, side, *mandelbrot);
       }});

  const size_t n = sizes.matrixN;
  auto matrix = std::make_shared<std::shared_ptr<MatrixProblem>>();
  list.push_back({"matmul", "matrix multiply, naive, N=" + std::to_string(n), "GFLOP/s", true,
                  sizes.computeRepetitions, [n, matrix](const Target& t) {
                    if (!*matrix)
                      *matrix = makeMatrixProblem(n);
                    return prepareMatrixMultiply(t, **matrix);
                  }});

  const int samples = sizes.launchSamples;
  list.push_back({"latency",
                  "empty kernel: enqueue + clFinish, median of " + std::to_string(samples), "us",
                  false, sizes.launchRepetitions, [samples](const Target& t) {
                    return std::make_unique<LatencyRun>(t, prepareEmpty(t), samples);
                  }});
  const int kernels = sizes.throughputKernels;
  list.push_back({"throughput",
                  "empty kernel: " + std::to_string(kernels) + " enqueues + 1 clFinish, per kernel",
                  "us", false, sizes.launchRepetitions, [kernels](const Target& t) {
                    return std::make_unique<ThroughputRun>(t, prepareEmpty(t), kernels);
                  }});

  const int builds = sizes.buildRepetitions;
  list.push_back({"build", "build, cold: clBuildProgram", "ms", false, builds, [](const Target& t) {
                    return std::make_unique<BuildRun>(t, BuildScope::CompileOnly);
                  }});
  list.push_back(
      {"first-result", "build, cold: to first result", "ms", false, builds,
       [](const Target& t) { return std::make_unique<BuildRun>(t, BuildScope::FirstResult); }});
  list.push_back(
      {"rebuild", "build, same source again: to first result", "ms", false, builds,
       [](const Target& t) { return std::make_unique<BuildRun>(t, BuildScope::SameSource); }});
  return list;
}

} // namespace bench
