// The benchmarks weft_bench runs. Each is prepared once per platform (buffers, program, one
// verified run) and then measured several times; the runner interleaves the platforms.
#pragma once

#include "bench_cl.hpp"

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bench {

/// Problem sizes and repetition counts; `--quick` selects a small set for smoke tests.
struct Sizes {
  size_t streamFloats = 0;    ///< Floats per array for copy, triad and SAXPY.
  size_t mandelbrotSide = 0;  ///< Mandelbrot image width and height in pixels.
  size_t matrixN = 0;         ///< Matrix multiply dimension.
  int launchSamples = 0;      ///< Round trips timed per repetition of the launch latency.
  int throughputKernels = 0;  ///< Kernels enqueued before one clFinish.
  int streamRepetitions = 0;  ///< Repetitions of the bandwidth figures.
  int computeRepetitions = 0; ///< Repetitions of Mandelbrot and matrix multiply.
  int launchRepetitions = 0;  ///< Repetitions of the launch figures.
  int buildRepetitions = 0;   ///< Repetitions of the build figures (each a fresh compile).
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

/// A benchmark: what it measures and how to prepare it on a platform.
struct Benchmark {
  std::string key;     ///< Short stable name, matched by --only.
  std::string title;   ///< Row title, with the problem size.
  std::string unit;    ///< Unit of the figure.
  bool higherIsBetter; ///< True for throughputs, false for times.
  int repetitions;     ///< Measurements per platform; the table shows their median.
  /// Allocates, builds and runs once on `target`, verifying the result; throws Failure if the
  /// platform cannot run it or answers wrongly, so a wrong answer is never timed.
  std::function<std::unique_ptr<Run>(const Target& target)> prepare;
};

/// Returns every benchmark in table order.
std::vector<Benchmark> makeBenchmarks(const Sizes& sizes);

} // namespace bench
