// Reductions with work-group barriers, __local memory and atomics: a tree sum with one partial
// per work-group, finished on the host, and a 256-bin histogram counted in __local bins. Both
// fix their local size (256), which their kernels are written for.
#include "benchmarks.hpp"

#include "native_kernels.hpp"
#include "runs.hpp"

#include <algorithm>
#include <cstdint>

namespace bench {

namespace {

constexpr size_t kGroupSize = 256;

// ---- Reduction -------------------------------------------------------------------------------
// Each work-item adds 8 elements, a group's 256 sums are added up in a tree in __local memory,
// and the host adds the groups' partial sums in double. The inputs are integers below 16, so
// every partial sum (at most 2048 * 15) is exact in float, in any order, and so is the total.

constexpr size_t kReductionPerItem = 8;
constexpr size_t kReductionPerGroup = kGroupSize * kReductionPerItem;

constexpr const char* kReductionSource = R"CLC(
#define GROUP 256
#define PER_ITEM 8
__kernel void reduce_sum(__global const float* in, __global float* partial) {
  __local float scratch[GROUP];
  size_t lid = get_local_id(0);
  size_t base = get_group_id(0) * (GROUP * PER_ITEM) + lid;
  float sum = 0.0f;
  for (int k = 0; k < PER_ITEM; ++k)
    sum += in[base + k * GROUP];
  scratch[lid] = sum;
  barrier(CLK_LOCAL_MEM_FENCE);
  for (uint stride = GROUP / 2; stride > 0; stride /= 2) {
    if (lid < stride)
      scratch[lid] += scratch[lid + stride];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (lid == 0)
    partial[get_group_id(0)] = scratch[0];
}
)CLC";

struct ReductionProblem {
  std::vector<float> in;
  double exact = 0.0;
};

ReductionProblem makeReductionProblem(size_t n) {
  ReductionProblem p{std::vector<float>(n), 0.0};
  uint64_t total = 0;
  for (size_t i = 0; i < n; ++i) {
    const uint32_t value = static_cast<uint32_t>((i * 2654435761U) >> 7) % 16;
    p.in[i] = static_cast<float>(value);
    total += value;
  }
  p.exact = static_cast<double>(total);
  return p;
}

void verifySum(const ReductionProblem& p, double sum) {
  if (sum != p.exact)
    throw Failure(wrongResult(1, 1, describeValue("sum", 0, sum, p.exact)));
}

double reductionGigabytes(size_t n) { return static_cast<double>(n * sizeof(float)) / kGiga; }

std::unique_ptr<Run> prepareReduction(const Target& target, const ReductionProblem& p) {
  const size_t n = p.in.size();
  if (n % kReductionPerGroup != 0)
    throw Failure("reduction size must be a multiple of " + std::to_string(kReductionPerGroup));
  const size_t groups = n / kReductionPerGroup;
  auto cl = std::make_shared<ClObjects>();
  cl->buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, n * sizeof(float), p.in.data()));
  cl->buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, groups * sizeof(float)));
  buildKernels(target, *cl, kReductionSource, {"reduce_sum"});
  setArgs(cl->kernels[0].get(), cl->buffers[0].get(), cl->buffers[1].get());
  // One step: the kernel, reading the partial sums back and adding them up on the host.
  auto partials = std::make_shared<std::vector<float>>(groups);
  auto sum = std::make_shared<double>(0.0);
  auto step = [&target, cl, partials, sum] {
    const size_t global = partials->size() * kGroupSize;
    enqueue(target, cl->kernels[0].get(), 1, &global, &kGroupSize);
    readBuffer(target, cl->buffers[1].get(), partials->size() * sizeof(float), partials->data());
    double total = 0.0;
    for (float partial : *partials)
      total += partial;
    *sum = total;
  };
  step();
  verifySum(p, *sum);
  return std::make_unique<StepRun>(step, reductionGigabytes(n));
}

std::unique_ptr<Run> prepareNativeReduction(const Lazy<ReductionProblem>& problem) {
  const size_t n = problem.get().in.size();
  auto sum = std::make_shared<double>(0.0);
  return nativeRun(
      [problem, sum] {
        const std::vector<float>& in = problem.get().in;
        *sum = native::sum(in.data(), in.size(), kReductionPerGroup);
      },
      [&] { verifySum(problem.get(), *sum); }, reductionGigabytes(n));
}

// ---- Histogram -------------------------------------------------------------------------------
// A group clears 256 __local bins, counts its 16 KiB of bytes into them with atomic_inc, and adds
// them to the global bins with atomic_add. One step also clears the global bins beforehand and
// reads them back after.

constexpr size_t kHistogramPerItem = 64;
constexpr size_t kHistogramPerGroup = kGroupSize * kHistogramPerItem;
constexpr size_t kBins = 256;

constexpr const char* kHistogramSource = R"CLC(
#define GROUP 256
#define PER_ITEM 64
__kernel void histogram(__global const uchar* data, __global uint* bins) {
  __local uint localBins[256];
  size_t lid = get_local_id(0);
  localBins[lid] = 0;
  barrier(CLK_LOCAL_MEM_FENCE);
  size_t base = get_group_id(0) * (GROUP * PER_ITEM) + lid;
  for (int k = 0; k < PER_ITEM; ++k)
    atomic_inc(&localBins[data[base + k * GROUP]]);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_add(&bins[lid], localBins[lid]);
}
)CLC";

struct HistogramProblem {
  std::vector<uint8_t> data;
  std::vector<uint32_t> bins;
};

HistogramProblem makeHistogramProblem(size_t n) {
  HistogramProblem p{std::vector<uint8_t>(n), std::vector<uint32_t>(kBins, 0)};
  uint64_t x = 0x243f6a8885a308d3ULL;
  for (size_t i = 0; i < n; ++i) {
    // xorshift64*: uniform bytes, so the bins are about equal and contention is low.
    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    p.data[i] = static_cast<uint8_t>((x * 0x2545f4914f6cdd1dULL) >> 56);
    ++p.bins[p.data[i]];
  }
  return p;
}

void verifyHistogram(const HistogramProblem& p, const uint32_t* bins) {
  verifyElements(
      kBins, [&](size_t i) { return bins[i] != p.bins[i]; },
      [&](size_t i) { return describeValue("bins", i, bins[i], p.bins[i]); });
}

double histogramGigabytes(size_t n) { return static_cast<double>(n) / kGiga; }

/// A histogram kernel `name` of `source` over p's bytes with `global` work-items (groups of
/// `local`, or the platform's choice for 0): one step clears the global bins, runs it and reads
/// the bins back.
std::unique_ptr<Run> prepareHistogramKernel(const Target& target, const HistogramProblem& p,
                                            const char* source, const char* name, size_t global,
                                            size_t local) {
  const size_t n = p.data.size();
  auto cl = std::make_shared<ClObjects>();
  cl->buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, n, p.data.data()));
  cl->buffers.push_back(createBuffer(target, CL_MEM_READ_WRITE, kBins * sizeof(uint32_t)));
  buildKernels(target, *cl, source, {name});
  setArgs(cl->kernels[0].get(), cl->buffers[0].get(), cl->buffers[1].get());
  auto bins = std::make_shared<std::vector<uint32_t>>(kBins);
  static const uint32_t kZeros[kBins] = {};
  auto step = [&target, cl, bins, global, local] {
    check(clEnqueueWriteBuffer(target.queue.get(), cl->buffers[1].get(), CL_FALSE, 0,
                               sizeof(kZeros), kZeros, 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
    enqueue(target, cl->kernels[0].get(), 1, &global, local ? &local : nullptr);
    readBuffer(target, cl->buffers[1].get(), kBins * sizeof(uint32_t), bins->data());
  };
  step();
  verifyHistogram(p, bins->data());
  return std::make_unique<StepRun>(step, histogramGigabytes(n));
}

std::unique_ptr<Run> prepareHistogram(const Target& target, const HistogramProblem& p) {
  const size_t n = p.data.size();
  if (n % kHistogramPerGroup != 0)
    throw Failure("histogram size must be a multiple of " + std::to_string(kHistogramPerGroup));
  return prepareHistogramKernel(target, p, kHistogramSource, "histogram", n / kHistogramPerItem,
                                kGroupSize);
}

std::unique_ptr<Run> prepareNativeHistogram(const Lazy<HistogramProblem>& problem) {
  const size_t n = problem.get().data.size();
  auto bins = std::make_shared<std::vector<uint32_t>>(kBins);
  return nativeRun(
      [problem, bins] {
        const std::vector<uint8_t>& data = problem.get().data;
        native::histogram(data.data(), data.size(), bins->data());
      },
      [&] { verifyHistogram(problem.get(), bins->data()); }, histogramGigabytes(n));
}

// ---- Histogram with global atomics ------------------------------------------------------------
// The plainest histogram: every work-item counts its byte with atomic_inc on one of 256 __global
// bins, so the whole range's atomics go to 256 addresses (a few cache lines, shared by every
// core). The data and the reference are the histogram row's.

constexpr const char* kGlobalHistogramSource = R"CLC(
__kernel void histogram_global(__global const uchar* data, __global uint* bins) {
  atomic_inc(&bins[data[get_global_id(0)]]);
}
)CLC";

std::unique_ptr<Run> prepareGlobalHistogram(const Target& target, const HistogramProblem& p) {
  return prepareHistogramKernel(target, p, kGlobalHistogramSource, "histogram_global",
                                p.data.size(), 0);
}

// ---- Atomics in a window ------------------------------------------------------------------------
// The conformance suite's thread_dimensions kernel: every work-item of a 2D range computes its
// linear index, and only those inside a window (an eighth of the range) add 1 to their own
// counter with atomic_add; the rest do nothing. Where the lanes of a vector straddle the window's
// edge, and everywhere outside it, the atomics of inactive lanes must cost nothing.

constexpr size_t kWindowWidth = 4096;
constexpr size_t kWindowParts = 8;

constexpr const char* kWindowSource = R"CLC(
__kernel void window(__global uint* counts, uint width, ulong start, ulong end) {
  ulong t = get_global_id(1) * (ulong)width + get_global_id(0);
  if (t >= start && t < end)
    atomic_add(&counts[t - start], 1u);
}
)CLC";

double windowItems(size_t rows) { return double(kWindowWidth * rows) / kGiga; }

void verifyWindow(const uint32_t* counts, size_t size) {
  verifyElements(
      size, [&](size_t i) { return counts[i] != 1; },
      [&](size_t i) { return describeValue("counts", i, counts[i], 1u); });
}

std::unique_ptr<Run> prepareWindow(const Target& target, size_t rows) {
  const size_t window = kWindowWidth * rows / kWindowParts;
  auto cl = std::make_shared<ClObjects>();
  cl->buffers.push_back(createBuffer(target, CL_MEM_READ_WRITE, window * sizeof(uint32_t)));
  buildKernels(target, *cl, kWindowSource, {"window"});
  // The window in the middle of the range, starting part-way along a row.
  const cl_uint width = kWindowWidth;
  const cl_ulong start = window * 3 + 5, end = start + window;
  setArgs(cl->kernels[0].get(), cl->buffers[0].get(), width, start, end);
  auto counts = std::make_shared<std::vector<uint32_t>>(window);
  auto step = [&target, cl, counts, rows, window] {
    const cl_uint zero = 0;
    check(clEnqueueFillBuffer(target.queue.get(), cl->buffers[0].get(), &zero, sizeof zero, 0,
                              window * sizeof(uint32_t), 0, nullptr, nullptr),
          "clEnqueueFillBuffer");
    const size_t global[2] = {kWindowWidth, rows};
    enqueue(target, cl->kernels[0].get(), 2, global, nullptr);
    readBuffer(target, cl->buffers[0].get(), window * sizeof(uint32_t), counts->data());
  };
  step();
  verifyWindow(counts->data(), window);
  return std::make_unique<StepRun>(step, windowItems(rows));
}

std::unique_ptr<Run> prepareNativeWindow(size_t rows) {
  const size_t window = kWindowWidth * rows / kWindowParts;
  auto counts = std::make_shared<std::vector<uint32_t>>(window);
  return nativeRun(
      [counts, rows, window] {
        std::fill(counts->begin(), counts->end(), 0u);
        native::window(counts->data(), kWindowWidth, rows, window * 3 + 5, window * 4 + 5);
      },
      [counts, window] { verifyWindow(counts->data(), window); }, windowItems(rows));
}

std::string mebibytes(size_t bytes) { return std::to_string(bytes >> 20) + " MiB"; }

} // namespace

Benchmark windowBenchmark(const Sizes& sizes) {
  const size_t rows = sizes.windowRows;
  return {"window",
          "atomic_add by 1 in 8 work-items (a window), 2D range " + std::to_string(kWindowWidth) +
              "x" + std::to_string(rows),
          "Gitem/s",
          true,
          sizes.streamRepetitions,
          [rows](const Target& t) { return prepareWindow(t, rows); },
          [rows] { return prepareNativeWindow(rows); }};
}

Benchmark reductionBenchmark(const Sizes& sizes) {
  const size_t n = sizes.reductionFloats;
  const Lazy<ReductionProblem> problem([n] { return makeReductionProblem(n); });
  return {"reduction",
          "sum, local-memory tree per group, " + mebibytes(n * sizeof(float)),
          "GB/s",
          true,
          sizes.streamRepetitions,
          [problem](const Target& t) { return prepareReduction(t, problem.get()); },
          [problem] { return prepareNativeReduction(problem); }};
}

Benchmark globalHistogramBenchmark(const Sizes& sizes) {
  const size_t n = sizes.histogramBytes / 4;
  const Lazy<HistogramProblem> problem([n] { return makeHistogramProblem(n); });
  return {"global-histogram",
          "histogram, atomic_inc on 256 __global bins, one byte per work-item, " + mebibytes(n),
          "GB/s",
          true,
          sizes.streamRepetitions,
          [problem](const Target& t) { return prepareGlobalHistogram(t, problem.get()); },
          [problem] { return prepareNativeHistogram(problem); }};
}

Benchmark histogramBenchmark(const Sizes& sizes) {
  const size_t n = sizes.histogramBytes;
  const Lazy<HistogramProblem> problem([n] { return makeHistogramProblem(n); });
  return {"histogram",
          "histogram, 256 local bins + atomics, " + mebibytes(n),
          "GB/s",
          true,
          sizes.streamRepetitions,
          [problem](const Target& t) { return prepareHistogram(t, problem.get()); },
          [problem] { return prepareNativeHistogram(problem); }};
}

} // namespace bench
