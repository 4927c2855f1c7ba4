// Builtin families in SIMD lanes: each row runs, per work-item, eight steps of a chain of one
// family's builtins (float and double math, integer, common and geometric, conversions) on a
// million values, and checks the results against the same chain on the host. With
// `--one-at-a-time` the table gets a column of Weft running the same kernels with WEFT_SPMD=0,
// its work-items one at a time: what the lanes bring to each family.
#include "benchmarks.hpp"

#include "runs.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

namespace bench {

namespace {

constexpr int kSteps = 8;

/// One row: a step of OpenCL C on `x` (a float, double or uint named by `type`) and the host's
/// step, in double for floating types (results within `tolerance`, relative above 1) and exact
/// for uint.
struct Family {
  const char* key;
  const char* title;
  const char* type;
  const char* step;
  double (*hostStep)(double);
  uint32_t (*hostIntStep)(uint32_t);
  double tolerance;
};

double smoothstep(double edge0, double edge1, double x) {
  const double t = std::clamp((x - edge0) / (edge1 - edge0), 0.0, 1.0);
  return t * t * (3 - 2 * t);
}

double commonGeometricStep(double x) {
  // dot(normalize((x, 1, x/2, 1/4)), (1/2, 1/2, 1/2, 1/2)) and the common functions.
  const double v[4] = {x, 1.0, x * 0.5, 0.25};
  const double length = std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2] + v[3] * v[3]);
  const double dot = 0.5 * (v[0] + v[1] + v[2] + v[3]) / length;
  return dot + std::clamp(x, -1.0, 1.0) * 0.5 + smoothstep(-1.0, 1.0, x) * 0.25 +
         (x + (1.0 - x) * 0.25) * 0.1;
}

double conversionStep(double x) {
  // In float, as the kernel computes it: the products are rounded before the conversions.
  const float product = static_cast<float>(x) * 1000.5f;
  const float rounded = std::nearbyint(std::clamp(product, -2147483648.0f, 2147483520.0f));
  const float small = std::trunc(std::clamp(static_cast<float>(x) * 100.0f, 0.0f, 255.0f));
  return static_cast<double>(rounded * 0.001f + small * 0.0001f);
}

uint32_t integerStep(uint32_t x) {
  const uint32_t addSat = x > UINT32_MAX - 7 ? UINT32_MAX : x + 7;
  const uint32_t rotated = (x << 5) | (x >> 27);
  const uint32_t halfAdd = (x >> 1) + (1000u >> 1) + (x & 1000u & 1u);
  const auto mulHi = static_cast<uint32_t>((uint64_t{x} * 0x12345u) >> 32);
  const auto clz = static_cast<uint32_t>(x == 0 ? 32 : __builtin_clz(x));
  const auto popcount = static_cast<uint32_t>(__builtin_popcount(x));
  return addSat ^ rotated ^ halfAdd ^ mulHi ^ (clz + popcount);
}

const Family kFamilies[] = {
    {"sin-cos", "sin+cos float", "float", "x = sin(x) + cos(x) * 0.5f;",
     [](double x) { return std::sin(x) + std::cos(x) * 0.5; }, nullptr, 1e-4},
    {"exp-log", "exp+log float", "float", "x = log(exp(x * 0.5f) + 1.0f);",
     [](double x) { return std::log(std::exp(x * 0.5) + 1.0); }, nullptr, 1e-4},
    {"pow", "pow float", "float", "x = pow(fabs(x) + 0.5f, 0.75f);",
     [](double x) { return std::pow(std::fabs(x) + 0.5, 0.75); }, nullptr, 1e-4},
    {"atan2", "atan2 float", "float", "x = atan2(x + 0.25f, 1.5f - x * 0.5f);",
     [](double x) { return std::atan2(x + 0.25, 1.5 - x * 0.5); }, nullptr, 1e-4},
    {"erf-tgamma", "erf+tgamma float", "float",
     "x = erf(x) + tgamma(fabs(x) * 0.5f + 1.0f) * 0.25f;",
     [](double x) { return std::erf(x) + std::tgamma(std::fabs(x) * 0.5 + 1.0) * 0.25; }, nullptr,
     1e-4},
    {"sqrt-divide", "sqrt+divide float", "float", "x = sqrt(fabs(x) + 1.0f) / (x * x + 2.0f);",
     [](double x) { return std::sqrt(std::fabs(x) + 1.0) / (x * x + 2.0); }, nullptr, 1e-4},
    {"sin-cos-double", "sin+cos double", "double", "x = sin(x) + cos(x) * 0.5;",
     [](double x) { return std::sin(x) + std::cos(x) * 0.5; }, nullptr, 1e-9},
    {"exp-log-double", "exp+log double", "double", "x = log(exp(x * 0.5) + 1.0);",
     [](double x) { return std::log(std::exp(x * 0.5) + 1.0); }, nullptr, 1e-9},
    {"pow-double", "pow double", "double", "x = pow(fabs(x) + 0.5, 0.75);",
     [](double x) { return std::pow(std::fabs(x) + 0.5, 0.75); }, nullptr, 1e-9},
    {"integer", "add_sat+rotate+hadd+mul_hi+clz+popcount uint", "uint",
     "x = add_sat(x, 7u) ^ rotate(x, 5u) ^ hadd(x, 1000u) ^ mul_hi(x, 0x12345u) ^ "
     "(clz(x) + popcount(x));",
     nullptr, integerStep, 0},
    {"common-geometric", "normalize+dot+clamp+smoothstep+mix float", "float",
     "float4 v = (float4)(x, 1.0f, x * 0.5f, 0.25f);"
     " x = dot(normalize(v), (float4)(0.5f)) + clamp(x, -1.0f, 1.0f) * 0.5f +"
     " smoothstep(-1.0f, 1.0f, x) * 0.25f + mix(x, 1.0f, 0.25f) * 0.1f;",
     commonGeometricStep, nullptr, 1e-4},
    // Rounding to integers: a last-bit difference in a contracted sum may land a later step on
    // the other side of a rounding boundary, 0.001 away.
    {"conversions", "convert_int_sat_rte+convert_uchar_sat_rtz float", "float",
     "x = convert_float(convert_int_sat_rte(x * 1000.5f)) * 0.001f +"
     " convert_float(convert_uchar_sat_rtz(x * 100.0f)) * 0.0001f;",
     conversionStep, nullptr, 1e-2},
};

struct ChainProblem {
  std::vector<double> x;      ///< The inputs (float rows: values exact in float).
  std::vector<double> exact;  ///< The host's chain (floating rows).
  std::vector<uint32_t> ints; ///< The inputs (uint rows).
  std::vector<uint32_t> exactInts;
};

ChainProblem makeChainProblem(const Family& family, size_t n) {
  ChainProblem p;
  if (family.hostIntStep) {
    p.ints.resize(n);
    p.exactInts.resize(n);
    for (size_t i = 0; i < n; ++i) {
      p.ints[i] = static_cast<uint32_t>(hash64(i, 7) >> 32);
      uint32_t x = p.ints[i];
      for (int k = 0; k < kSteps; ++k)
        x = family.hostIntStep(x);
      p.exactInts[i] = x;
    }
    return p;
  }
  const bool isFloat = std::string(family.type) == "float";
  p.x.resize(n);
  p.exact.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const double x0 = 4.0 * unitHash(i, 8) - 2.0;
    p.x[i] = isFloat ? static_cast<double>(static_cast<float>(x0)) : x0;
    double x = p.x[i];
    for (int k = 0; k < kSteps; ++k)
      x = family.hostStep(x);
    p.exact[i] = x;
  }
  return p;
}

std::string chainSource(const Family& family) {
  std::string source;
  if (std::string(family.type) == "double")
    source += "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  const std::string type = family.type;
  source += "__kernel void chain(__global const " + type + "* a, __global " + type + "* r) {\n" +
            "  size_t i = get_global_id(0);\n  " + type + " x = a[i];\n" +
            "  for (int k = 0; k < " + std::to_string(kSteps) + "; ++k) {\n    " + family.step +
            "\n  }\n  r[i] = x;\n}\n";
  return source;
}

template <typename T>
std::unique_ptr<Run> prepareTyped(const Target& target, const Family& family, const ChainProblem& p,
                                  const std::vector<T>& input) {
  const size_t n = input.size();
  const size_t bytes = n * sizeof(T);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, input.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, chainSource(family), {"chain"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get());
  enqueue(target, cl.kernels[0].get(), 1, &n);
  std::vector<T> r(n);
  readBuffer(target, cl.buffers[1].get(), bytes, r.data());
  if constexpr (std::is_same_v<T, uint32_t>) {
    verifyElements(
        n, [&](size_t i) { return r[i] != p.exactInts[i]; },
        [&](size_t i) {
          return describeValue("r", i, static_cast<double>(r[i]),
                               static_cast<double>(p.exactInts[i]));
        });
  } else {
    verifyElements(
        n,
        [&](size_t i) {
          const double got = static_cast<double>(r[i]);
          return !(std::fabs(got - p.exact[i]) <=
                   family.tolerance * std::max(1.0, std::fabs(p.exact[i])));
        },
        [&](size_t i) { return describeValue("r", i, static_cast<double>(r[i]), p.exact[i]); });
  }
  return kernelRun(target, std::move(cl), 1, &n, nullptr, static_cast<double>(n) / kMega);
}

std::unique_ptr<Run> prepareChain(const Target& target, const Family& family,
                                  const ChainProblem& p) {
  if (family.hostIntStep)
    return prepareTyped(target, family, p, p.ints);
  if (std::string(family.type) == "double")
    return prepareTyped(target, family, p, p.x);
  std::vector<float> input(p.x.begin(), p.x.end());
  return prepareTyped(target, family, p, input);
}

} // namespace

std::vector<Benchmark> builtinBenchmarks(const Sizes& sizes) {
  const size_t n = sizes.options / 4;
  std::vector<Benchmark> rows;
  for (const Family& family : kFamilies) {
    const Lazy<ChainProblem> problem([&family, n] { return makeChainProblem(family, n); });
    rows.push_back(
        {std::string("builtins/") + family.key,
         std::string(family.title) + ", " + std::to_string(kSteps) + " steps, " + elements(n) +
             " values",
         "Mval/s",
         true,
         sizes.computeRepetitions,
         [problem, &family](const Target& t) { return prepareChain(t, family, problem.get()); },
         {}});
  }
  return rows;
}

} // namespace bench
