// The benchmarks weft_bench runs. Each is prepared once per platform (buffers, program, one
// verified run), and once natively when it has a hand-written C++ version, and then measured
// several times; the runner interleaves the platforms and the native version.
#pragma once

#include "bench_cl.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bench {

/// Problem sizes and repetition counts; `--quick` selects a small set for smoke tests.
struct Sizes {
  size_t streamFloats = 0;     ///< Floats per array for copy, triad and SAXPY.
  size_t stencilSide = 0;      ///< Width and height of the stencil's grid.
  size_t reductionFloats = 0;  ///< Floats summed by the reduction.
  size_t histogramBytes = 0;   ///< Bytes counted by the histogram.
  size_t windowRows = 0;       ///< Rows of the window-atomics range (4096 work-items each).
  size_t mandelbrotSide = 0;   ///< Mandelbrot image width and height in pixels.
  size_t matrixN = 0;          ///< Naive matrix multiply dimension.
  size_t tiledMatrixN = 0;     ///< Tiled matrix multiply dimension.
  size_t bodies = 0;           ///< N-body bodies.
  size_t options = 0;          ///< Black-Scholes options.
  size_t polynomialFloats = 0; ///< Elements of the scalar-against-vector computation.
  size_t hashItems = 0;        ///< Work-items of the hash row (16 messages each).
  size_t imageWidth = 0;       ///< Width of the image rows' output pictures.
  size_t imageHeight = 0;      ///< Height of the image rows' output pictures.
  int launchSamples = 0;       ///< Round trips timed per repetition of the launch latency.
  int throughputKernels = 0;   ///< Kernels enqueued before one clFinish.
  int independentKernels = 0;  ///< One-group kernels per batch of the queue-order rows.
  unsigned busyRounds = 0;     ///< Loop rounds of each of those kernels.
  int streamRepetitions = 0;   ///< Repetitions of the bandwidth figures.
  int computeRepetitions = 0;  ///< Repetitions of the compute figures.
  int launchRepetitions = 0;   ///< Repetitions of the launch figures.
  int buildRepetitions = 0;    ///< Repetitions of the build figures (each a fresh compile).
};

/// Returns the default sizes, or the small ones when `quick`.
Sizes sizesFor(bool quick);

/// One benchmark prepared on one platform.
class Run {
public:
  virtual ~Run() = default;
  /// Does the timed work once and returns the figure in the benchmark's unit; throws Failure.
  virtual double measure() = 0;
};

/// A benchmark: what it measures and how to prepare it on a platform and natively.
struct Benchmark {
  /// Short stable name, matched by --only; "group/variant" for one of several rows of a group,
  /// which --only also matches by the group's name alone.
  std::string key;
  std::string title;   ///< Row title, with the problem size.
  std::string unit;    ///< Unit of the figure.
  bool higherIsBetter; ///< True for throughputs, false for times.
  int repetitions;     ///< Measurements per platform; the table shows their median.
  /// Allocates, builds and runs once on `target`, verifying the result; throws Failure if the
  /// platform cannot run it or answers wrongly, so a wrong answer is never timed.
  std::function<std::unique_ptr<Run>(const Target& target)> prepare;
  /// The same computation in native C++ (native_kernels.hpp), prepared and verified like the
  /// platforms; empty when the figure has no native counterpart (launches, builds).
  std::function<std::unique_ptr<Run>()> prepareNative;
};

/// Returns every benchmark in table order.
std::vector<Benchmark> makeBenchmarks(const Sizes& sizes);

// The benchmarks of the other files, each with its kernels, host references and native version;
// makeBenchmarks puts them in table order.

/// stencil, nbody, blackscholes (compute_benchmarks.cpp).
Benchmark stencilBenchmark(const Sizes& sizes);
Benchmark convolutionBenchmark(const Sizes& sizes);
Benchmark nbodyBenchmark(const Sizes& sizes);
Benchmark blackScholesBenchmark(const Sizes& sizes);
/// blackscholes-double: Black-Scholes in double with erfc for the normal distribution.
Benchmark blackScholesDoubleBenchmark(const Sizes& sizes);
/// tgamma, lgamma, pow and fmod of double pairs (Mval/s).
Benchmark specialDoubleBenchmark(const Sizes& sizes);
/// The rows of scalar-vs-vector: scalar float, float8, float16 (compute_benchmarks.cpp).
std::vector<Benchmark> scalarVsVectorBenchmarks(const Sizes& sizes);
/// hash: SHA-256 rounds on uint16, one work-item per group (hash_benchmarks.cpp).
Benchmark hashBenchmark(const Sizes& sizes);
/// The rows of runs: float3, vload4 and gaps (run_benchmarks.cpp).
std::vector<Benchmark> runBenchmarks(const Sizes& sizes);
/// The rows of transfers: write, read, copy and fill of a buffer (transfer_benchmarks.cpp).
std::vector<Benchmark> transferBenchmarks(const Sizes& sizes);
/// The rows of builtins: a chain of one builtin family per work-item (builtin_benchmarks.cpp).
std::vector<Benchmark> builtinBenchmarks(const Sizes& sizes);
/// reduction and histogram: barriers, __local memory and atomics (reduction_benchmarks.cpp).
Benchmark reductionBenchmark(const Sizes& sizes);
Benchmark histogramBenchmark(const Sizes& sizes);
/// global-histogram: atomic_inc on 256 __global bins from every work-item.
Benchmark globalHistogramBenchmark(const Sizes& sizes);
Benchmark windowBenchmark(const Sizes& sizes);
/// image/resize, image/filter and image/write (image_benchmarks.cpp).
std::vector<Benchmark> imageBenchmarks(const Sizes& sizes);
/// ooo/in-order and ooo/out-of-order: independent one-group kernels on either queue
/// (queue_benchmarks.cpp).
std::vector<Benchmark> queueBenchmarks(const Sizes& sizes);
/// cached-build: the medium program built again in a fresh process (queue_benchmarks.cpp).
Benchmark freshProcessBuildBenchmark(const Sizes& sizes);

// The build benchmarks' medium program (benchmarks.cpp), shared with the fresh-process build.

/// A new salt: a medium program with it has a source no build has seen.
cl_uint nextSalt();
/// The medium program's source with `salt` in it.
std::string mediumSource(cl_uint salt);
/// `source` less the salt mediumSource puts first: the same program for every salt.
std::string unsalted(const std::string& source);
/// Runs every kernel of a built medium program and checks that it is the one with `salt`.
void checkMediumProgram(const Target& target, cl_program program, cl_uint salt);

/// weft_bench --build-child PATTERN SALT: builds mediumSource(salt) on the platform whose name
/// contains PATTERN, prints the milliseconds clBuildProgram took, runs the program; 0 on success.
int runBuildChild(const std::string& pattern, cl_uint salt);
/// The OpenCL C source of a benchmark kernel, by name (weft_bench --kernel-source); null if none.
const char* kernelSource(const std::string& name);

} // namespace bench
