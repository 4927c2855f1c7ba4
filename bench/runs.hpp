// What the benchmark files share: the timed run (one step of a benchmark to completion, on an
// OpenCL platform or in native C++), the OpenCL objects a prepared benchmark keeps, and the
// helpers that verify results and word the mismatches.
#pragma once

#include "benchmarks.hpp"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace bench {

constexpr double kGiga = 1e9;
constexpr double kMega = 1e6;

/// A value made on first use and shared by every copy of the Lazy: a benchmark's host inputs
/// and reference are made once, by whichever platform is prepared first, and only if the
/// benchmark runs at all.
template <typename T> class Lazy {
public:
  explicit Lazy(std::function<T()> make) : m_state(std::make_shared<State>()) {
    m_state->make = std::move(make);
  }

  const T& get() const {
    if (!m_state->value)
      m_state->value = std::make_unique<T>(m_state->make());
    return *m_state->value;
  }

private:
  struct State {
    std::function<T()> make;
    std::unique_ptr<T> value;
  };
  std::shared_ptr<State> m_state;
};

/// The OpenCL objects a prepared benchmark keeps alive between its timed runs.
struct ClObjects {
  Handle<cl_program> program;
  std::vector<Handle<cl_kernel>> kernels;
  std::vector<Handle<cl_mem>> buffers;
};

/// How long a StepRun's sample lasts at least, in seconds: WEFT_BENCH_SAMPLE_MS (set from
/// weft_bench's --sample-ms, so that the platforms' processes see it too), or 0 for one step.
double sampleSeconds();

/// Times `step`, one run of a benchmark to completion (commands and the wait for them, or a
/// native call), and reports `work` per second; `work` is already in the unit's quantity (GB,
/// GFLOP, Mpixel...). Whatever the step needs lives in its captures.
class StepRun : public Run {
public:
  StepRun(std::function<void()> step, double work) : m_step(std::move(step)), m_work(work) {}

  double measure() override {
    const double start = now();
    m_step();
    // With --sample-ms, steps back to back until the sample lasts that long: the rate of a
    // kernel run again and again, its workers awake, beside that of one step after a pause.
    double end = now();
    long steps = 1;
    for (const double least = sampleSeconds(); end - start < least; ++steps) {
      m_step();
      end = now();
    }
    return m_work * static_cast<double>(steps) / (end - start);
  }

private:
  std::function<void()> m_step;
  double m_work;
};

/// A run of one NDRange of `objects.kernels[0]` followed by clFinish, which owns `objects`.
/// `local` may be null (the implementation chooses).
std::unique_ptr<Run> kernelRun(const Target& target, ClObjects objects, cl_uint dims,
                               const size_t* global, const size_t* local, double work);

/// Builds `source` and creates the kernels named, in that order, into `objects`.
void buildKernels(const Target& target, ClObjects& objects, const std::string& source,
                  const std::vector<const char*>& names);

/// A reproducible pseudo-random 64-bit number for index `i` of stream `stream`.
uint64_t hash64(uint64_t i, uint64_t stream);
/// The same as a number in [0, 1).
double unitHash(uint64_t i, uint64_t stream);

/// A count as "4M" or "256K" for row titles.
std::string elements(size_t count);

/// "#define NAME (<value>f)\n" with the value in hexadecimal, exact: how kernels get the constants
/// of formulas.hpp.
std::string defineFloat(const char* name, float value);

/// "wrong result: W of N values differ, first FIRST": the same wording for every benchmark.
std::string wrongResult(size_t wrong, size_t total, const std::string& first);

/// "NAME[INDEX] = GOT, expected WANT" with enough digits to see a difference in float.
std::string describeValue(const std::string& name, size_t index, double got, double expected);

/// Throws a Failure when more than `allowed` of the `count` elements are wrong: `isWrong(i)`
/// tells, and `describe(i)` words the first wrong one for the message.
template <typename IsWrong, typename Describe>
void verifyElements(size_t count, IsWrong isWrong, Describe describe, size_t allowed = 0) {
  size_t wrong = 0;
  size_t first = 0;
  for (size_t i = 0; i < count; ++i)
    if (isWrong(i) && wrong++ == 0)
      first = i;
  if (wrong > allowed)
    throw Failure(wrongResult(wrong, count, describe(first)));
}

/// Checks `count` floats against `expected(i)` bit for bit (for results exact in float).
template <typename Expected>
void verifyExact(const float* got, size_t count, Expected expected, const char* name) {
  verifyElements(
      count, [&](size_t i) { return got[i] != expected(i); },
      [&](size_t i) { return describeValue(name, i, got[i], expected(i)); });
}

/// Prepares a native run: calls `step` once, lets `verify` check what it wrote (throwing
/// Failure if wrong), and returns the run that times `step`.
template <typename Step, typename Verify>
std::unique_ptr<Run> nativeRun(Step step, Verify verify, double work) {
  step();
  verify();
  return std::make_unique<StepRun>(std::move(step), work);
}

} // namespace bench
