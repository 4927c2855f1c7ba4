// The shared pieces of the benchmark files; see runs.hpp.
#include "runs.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace bench {

double sampleSeconds() {
  static const double seconds = [] {
    const char* value = std::getenv("WEFT_BENCH_SAMPLE_MS");
    const double ms = value ? std::strtod(value, nullptr) : 0.0;
    return ms > 0.0 ? ms / 1e3 : 0.0;
  }();
  return seconds;
}

std::unique_ptr<Run> kernelRun(const Target& target, ClObjects objects, cl_uint dims,
                               const size_t* global, const size_t* local, double work) {
  auto owned = std::make_shared<ClObjects>(std::move(objects));
  size_t globalSize[3] = {1, 1, 1};
  size_t localSize[3] = {1, 1, 1};
  std::copy(global, global + dims, globalSize);
  if (local)
    std::copy(local, local + dims, localSize);
  const bool hasLocal = local != nullptr;
  return std::make_unique<StepRun>(
      [&target, owned, dims, globalSize, localSize, hasLocal] {
        enqueue(target, owned->kernels[0].get(), dims, globalSize, hasLocal ? localSize : nullptr);
        finish(target);
      },
      work);
}

void buildKernels(const Target& target, ClObjects& objects, const std::string& source,
                  const std::vector<const char*>& names) {
  objects.program = buildProgram(target, source);
  for (const char* name : names)
    objects.kernels.push_back(createKernel(objects.program.get(), name));
}

uint64_t hash64(uint64_t i, uint64_t stream) {
  uint64_t x = i * 0x9e3779b97f4a7c15ULL + stream * 0xbf58476d1ce4e5b9ULL + 1;
  x ^= x >> 30;
  x *= 0xbf58476d1ce4e5b9ULL;
  x ^= x >> 27;
  x *= 0x94d049bb133111ebULL;
  x ^= x >> 31;
  return x;
}

double unitHash(uint64_t i, uint64_t stream) {
  return static_cast<double>(hash64(i, stream) >> 11) * 0x1p-53;
}

std::string elements(size_t count) {
  return count % (size_t{1} << 20) == 0 ? std::to_string(count >> 20) + "M"
                                        : std::to_string(count >> 10) + "K";
}

std::string defineFloat(const char* name, float value) {
  char text[96];
  std::snprintf(text, sizeof text, "#define %s (%af)\n", name, static_cast<double>(value));
  return text;
}

std::string wrongResult(size_t wrong, size_t total, const std::string& first) {
  return "wrong result: " + std::to_string(wrong) + " of " + std::to_string(total) +
         " values differ, first " + first;
}

std::string describeValue(const std::string& name, size_t index, double got, double expected) {
  char text[160];
  std::snprintf(text, sizeof text, "%s[%zu] = %.9g, expected %.9g", name.c_str(), index, got,
                expected);
  return text;
}

} // namespace bench
