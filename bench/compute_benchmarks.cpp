// Compute benchmarks: a 2-D stencil, an all-pairs n-body step, Black-Scholes pricing, and the
// same polynomial written with scalar float and with float16 per work-item. Each kernel takes
// its constants from formulas.hpp through a #define prelude, and is checked against a host
// reference computed in double from the same formulas.
#include "benchmarks.hpp"

#include "formulas.hpp"
#include "native_kernels.hpp"
#include "runs.hpp"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <cstdint>

namespace bench {

namespace {

namespace f = formulas;

// ---- 2-D stencil -----------------------------------------------------------------------------
// Inputs are integers below 1024 and the weights powers of two, so every output is exact in float
// however the sum is ordered or contracted, and is compared bit for bit.

constexpr const char* kStencilSource = R"CLC(
__kernel void stencil(__global const float* in, __global float* out, int width, int height) {
  int x = (int)get_global_id(0);
  int y = (int)get_global_id(1);
  int west = max(x - 1, 0), east = min(x + 1, width - 1);
  int north = max(y - 1, 0), south = min(y + 1, height - 1);
  float around = in[y * width + west] + in[y * width + east] + in[north * width + x] +
                 in[south * width + x];
  out[y * width + x] = STENCIL_CENTER * in[y * width + x] + STENCIL_NEIGHBOUR * around;
}
)CLC";

struct StencilProblem {
  size_t side = 0;
  std::vector<float> in;
  std::vector<float> expected;
};

StencilProblem makeStencilProblem(size_t side) {
  StencilProblem problem{side, std::vector<float>(side * side), std::vector<float>(side * side)};
  for (size_t y = 0; y < side; ++y)
    for (size_t x = 0; x < side; ++x)
      problem.in[y * side + x] = static_cast<float>((x * 7919 + y * 104729) % 1021);
  auto at = [&](size_t x, size_t y) { return problem.in[y * side + x]; };
  for (size_t y = 0; y < side; ++y)
    for (size_t x = 0; x < side; ++x) {
      const float around = at(x == 0 ? 0 : x - 1, y) + at(std::min(x + 1, side - 1), y) +
                           at(x, y == 0 ? 0 : y - 1) + at(x, std::min(y + 1, side - 1));
      problem.expected[y * side + x] = f::kStencilCenter * at(x, y) + f::kStencilNeighbour * around;
    }
  return problem;
}

/// Bytes counted per point: one read of the input (its four neighbours come from cache, as they
/// are read for their own points too) and one write.
constexpr double kStencilBytesPerPoint = 2.0 * sizeof(float);

/// Runs `kernel` of `source` over the problem's grid, one work-item per point, as
/// kernel(in, out, [filter,] width, height), the filter a __constant buffer where given.
std::unique_ptr<Run> prepareGrid(const Target& target, const StencilProblem& problem,
                                 const std::string& source, const char* kernel,
                                 const float* filter = nullptr, size_t filterFloats = 0) {
  const size_t side = problem.side;
  const size_t bytes = side * side * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, problem.in.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  if (filter)
    cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, filterFloats * sizeof(float),
                                      const_cast<float*>(filter)));
  buildKernels(target, cl, source, {kernel});
  const cl_int width = static_cast<cl_int>(side);
  if (filter)
    setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get(),
            width, width);
  else
    setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), width, width);
  const size_t global[2] = {side, side};
  enqueue(target, cl.kernels[0].get(), 2, global);
  std::vector<float> out(side * side);
  readBuffer(target, cl.buffers[1].get(), bytes, out.data());
  verifyExact(
      out.data(), out.size(), [&](size_t i) { return problem.expected[i]; }, "out");
  return kernelRun(target, std::move(cl), 2, global, nullptr,
                   kStencilBytesPerPoint * static_cast<double>(side * side) / kGiga);
}

/// The native version of a grid kernel, `run(in, out, width, height)`.
std::unique_ptr<Run> prepareNativeGrid(const Lazy<StencilProblem>& problem,
                                       void (*run)(const float*, float*, size_t, size_t)) {
  const size_t side = problem.get().side;
  auto out = std::make_shared<std::vector<float>>(side * side);
  return nativeRun(
      [problem, out, side, run] { run(problem.get().in.data(), out->data(), side, side); },
      [&] {
        verifyExact(
            out->data(), out->size(), [&](size_t i) { return problem.get().expected[i]; }, "out");
      },
      kStencilBytesPerPoint * static_cast<double>(side * side) / kGiga);
}

// ---- 3x3 convolution ---------------------------------------------------------------------------
// A filter in __constant memory over a 2-D range, coordinates clamp()ed at the borders (the
// issue's shape: a computer-vision library's blur); exact as the stencil is.

constexpr const char* kConvolutionSource = R"CLC(
__kernel void convolution(__global const float* in, __global float* out,
                          __constant float* filter, int width, int height) {
  int x = (int)get_global_id(0);
  int y = (int)get_global_id(1);
  float sum = 0.0f;
  for (int dy = -1; dy <= 1; ++dy)
    for (int dx = -1; dx <= 1; ++dx) {
      int xx = clamp(x + dx, 0, width - 1), yy = clamp(y + dy, 0, height - 1);
      sum += filter[(dy + 1) * 3 + dx + 1] * in[yy * width + xx];
    }
  out[y * width + x] = sum;
}
)CLC";

StencilProblem makeConvolutionProblem(size_t side) {
  StencilProblem problem{side, std::vector<float>(side * side), std::vector<float>(side * side)};
  for (size_t i = 0; i < side * side; ++i)
    problem.in[i] = static_cast<float>((i % side * 7919 + i / side * 104729) % 1021);
  auto at = [&](long x, long y) {
    const long last = static_cast<long>(side) - 1;
    return problem.in[size_t(std::clamp(y, 0L, last)) * side + size_t(std::clamp(x, 0L, last))];
  };
  for (long y = 0; y < long(side); ++y)
    for (long x = 0; x < long(side); ++x) {
      float sum = 0.0f;
      for (long dy = -1; dy <= 1; ++dy)
        for (long dx = -1; dx <= 1; ++dx)
          sum += f::kConvolutionFilter[(dy + 1) * 3 + dx + 1] * at(x + dx, y + dy);
      problem.expected[size_t(y) * side + size_t(x)] = sum;
    }
  return problem;
}

// ---- N-body ----------------------------------------------------------------------------------

constexpr const char* kNbodySource = R"CLC(
__kernel void nbody(__global const float4* pos, __global const float4* vel,
                    __global float4* posOut, __global float4* velOut, uint n) {
  size_t i = get_global_id(0);
  float4 p = pos[i];
  float3 acc = (float3)(0.0f);
  for (uint j = 0; j < n; ++j) {
    float4 q = pos[j];
    float3 d = q.xyz - p.xyz;
    float inv = rsqrt(dot(d, d) + SOFTENING2);
    acc += d * (q.w * (inv * inv * inv));
  }
  float4 v = vel[i];
  v.xyz += acc * TIME_STEP;
  velOut[i] = v;
  posOut[i] = (float4)(p.xyz + v.xyz * TIME_STEP, p.w);
}
)CLC";

/// Bodies in the cube [-1, 1]^3 with masses around 1/n (so accelerations are of order 1) and
/// small velocities; the step's exact result in double, and the magnitude that bounds its
/// rounding error.
struct NbodyProblem {
  size_t n = 0;
  std::vector<float> pos, vel;  ///< n float4 each.
  std::vector<double> velOut;   ///< Exact new velocities, 4 per body (w copied).
  std::vector<double> posOut;   ///< Exact new positions, 4 per body (w copied).
  std::vector<double> accBound; ///< Rounding bound of each acceleration component.
};

NbodyProblem makeNbodyProblem(size_t n) {
  NbodyProblem p;
  p.n = n;
  p.pos.resize(4 * n);
  p.vel.resize(4 * n);
  for (size_t i = 0; i < n; ++i) {
    for (size_t c = 0; c < 3; ++c) {
      p.pos[4 * i + c] = static_cast<float>(2.0 * unitHash(i, c) - 1.0);
      p.vel[4 * i + c] = static_cast<float>(0.2 * unitHash(i, 3 + c) - 0.1);
    }
    p.pos[4 * i + 3] = static_cast<float>((0.5 + unitHash(i, 6)) / static_cast<double>(n));
    p.vel[4 * i + 3] = 0.0f;
  }
  p.velOut.resize(4 * n);
  p.posOut.resize(4 * n);
  p.accBound.resize(4 * n);
  // Summing n terms, each with a few roundings of its own (rsqrt is allowed 2 ulp, the cube and
  // the products a few more), in any order: at most (n + 16) eps times the sum of |terms|.
  const double termError = (static_cast<double>(n) + 16.0) * FLT_EPSILON;
  for (size_t i = 0; i < n; ++i) {
    double acc[3] = {}, magnitude[3] = {};
    for (size_t j = 0; j < n; ++j) {
      double d[3];
      for (size_t c = 0; c < 3; ++c)
        d[c] = static_cast<double>(p.pos[4 * j + c]) - p.pos[4 * i + c];
      const double inv = 1.0 / std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2] +
                                         static_cast<double>(f::kSoftening2));
      const double s = p.pos[4 * j + 3] * inv * inv * inv;
      for (size_t c = 0; c < 3; ++c) {
        acc[c] += d[c] * s;
        magnitude[c] += std::fabs(d[c] * s);
      }
    }
    for (size_t c = 0; c < 3; ++c) {
      const double v = p.vel[4 * i + c] + acc[c] * static_cast<double>(f::kTimeStep);
      p.velOut[4 * i + c] = v;
      p.posOut[4 * i + c] = p.pos[4 * i + c] + v * static_cast<double>(f::kTimeStep);
      p.accBound[4 * i + c] = termError * magnitude[c];
    }
    p.velOut[4 * i + 3] = p.vel[4 * i + 3];
    p.posOut[4 * i + 3] = p.pos[4 * i + 3];
  }
  return p;
}

/// Checks new velocities and positions: the acceleration's bound scaled by the time step, plus a
/// few roundings of the update itself.
void verifyNbody(const NbodyProblem& p, const float* posOut, const float* velOut) {
  const double dt = f::kTimeStep;
  auto velTolerance = [&](size_t i) {
    return dt * p.accBound[i] + 4.0 * FLT_EPSILON * std::fabs(p.velOut[i]) + DBL_MIN;
  };
  verifyElements(
      4 * p.n, [&](size_t i) { return !(std::fabs(velOut[i] - p.velOut[i]) <= velTolerance(i)); },
      [&](size_t i) { return describeValue("velOut", i, velOut[i], p.velOut[i]); });
  verifyElements(
      4 * p.n,
      [&](size_t i) {
        const double tolerance = dt * velTolerance(i) + 4.0 * FLT_EPSILON * std::fabs(p.posOut[i]);
        return !(std::fabs(posOut[i] - p.posOut[i]) <= tolerance);
      },
      [&](size_t i) { return describeValue("posOut", i, posOut[i], p.posOut[i]); });
}

double nbodyGflop(size_t n) {
  return f::kFlopsPerInteraction * static_cast<double>(n) * static_cast<double>(n) / kGiga;
}

std::unique_ptr<Run> prepareNbody(const Target& target, const NbodyProblem& p) {
  const size_t bytes = 4 * p.n * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.pos.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.vel.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  const std::string source = defineFloat("SOFTENING2", f::kSoftening2) +
                             defineFloat("TIME_STEP", f::kTimeStep) + kNbodySource;
  buildKernels(target, cl, source, {"nbody"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get(),
          cl.buffers[3].get(), static_cast<cl_uint>(p.n));
  enqueue(target, cl.kernels[0].get(), 1, &p.n);
  std::vector<float> posOut(4 * p.n), velOut(4 * p.n);
  readBuffer(target, cl.buffers[2].get(), bytes, posOut.data());
  readBuffer(target, cl.buffers[3].get(), bytes, velOut.data());
  verifyNbody(p, posOut.data(), velOut.data());
  return kernelRun(target, std::move(cl), 1, &p.n, nullptr, nbodyGflop(p.n));
}

std::unique_ptr<Run> prepareNativeNbody(const Lazy<NbodyProblem>& problem) {
  const size_t n = problem.get().n;
  auto posOut = std::make_shared<std::vector<float>>(4 * n);
  auto velOut = std::make_shared<std::vector<float>>(4 * n);
  return nativeRun(
      [problem, posOut, velOut] {
        const NbodyProblem& p = problem.get();
        native::nbody(p.pos.data(), p.vel.data(), posOut->data(), velOut->data(), p.n);
      },
      [&] { verifyNbody(problem.get(), posOut->data(), velOut->data()); }, nbodyGflop(n));
}

// ---- Black-Scholes ---------------------------------------------------------------------------

// One kernel for float and double: REAL is the type, cnd(d) the cumulative normal and
// COMPLEMENT(d, cnd(d)) 1 - cnd(d), which the double pricing takes as cnd(-d) for its precision.
constexpr const char* kBlackScholesSource = R"CLC(
__kernel void black_scholes(__global const REAL* spot, __global const REAL* strike,
                            __global const REAL* years, __global REAL* call,
                            __global REAL* put) {
  size_t i = get_global_id(0);
  REAL s = spot[i], x = strike[i], t = years[i];
  REAL sqrtT = sqrt(t);
  REAL d1 = (log(s / x) + (RISK_FREE + (REAL)0.5 * VOLATILITY * VOLATILITY) * t) /
            (VOLATILITY * sqrtT);
  REAL d2 = d1 - VOLATILITY * sqrtT;
  REAL cndD1 = cnd(d1), cndD2 = cnd(d2);
  REAL discountedStrike = x * exp(-RISK_FREE * t);
  call[i] = s * cndD1 - discountedStrike * cndD2;
  put[i] = discountedStrike * COMPLEMENT(d2, cndD2) - s * COMPLEMENT(d1, cndD1);
}
)CLC";

constexpr const char* kCndFloatSource = R"CLC(
#define REAL float
#define COMPLEMENT(d, cnd_d) (1.0f - (cnd_d))
float cnd(float d) {
  float k = 1.0f / (1.0f + CND_K * fabs(d));
  float poly = k * (CND_A1 + k * (CND_A2 + k * (CND_A3 + k * (CND_A4 + k * CND_A5))));
  float w = INV_SQRT_2PI * exp(-0.5f * d * d) * poly;
  return d > 0.0f ? 1.0f - w : w;
}
)CLC";

/// Options with spot in [5, 30], strike in [1, 100] and expiry in [0.25, 10] years, in T, and
/// their prices in the wider Exact.
template <typename T, typename Exact> struct OptionsProblem {
  std::vector<T> spot, strike, years;
  std::vector<Exact> call, put;
  /// A price is right when |got - exact| <= tolerance * (S + X): relative to S and X, the sizes
  /// of the two terms whose difference is the price (a deep out-of-the-money price is a tiny
  /// difference of large terms, and T cannot do better than their size).
  double tolerance = 0;
};

template <typename T, typename Exact>
OptionsProblem<T, Exact> makeOptionsProblem(size_t n, double tolerance,
                                            void (*price)(Exact, Exact, Exact, Exact&, Exact&)) {
  OptionsProblem<T, Exact> p;
  for (std::vector<T>* v : {&p.spot, &p.strike, &p.years})
    v->resize(n);
  p.call.resize(n);
  p.put.resize(n);
  p.tolerance = tolerance;
  for (size_t i = 0; i < n; ++i) {
    p.spot[i] = static_cast<T>(5.0 + 25.0 * unitHash(i, 0));
    p.strike[i] = static_cast<T>(1.0 + 99.0 * unitHash(i, 1));
    p.years[i] = static_cast<T>(0.25 + 9.75 * unitHash(i, 2));
    price(p.spot[i], p.strike[i], p.years[i], p.call[i], p.put[i]);
  }
  return p;
}

template <typename T, typename Exact>
void verifyOptions(const OptionsProblem<T, Exact>& p, const T* call, const T* put) {
  auto wrong = [&](T got, Exact want, size_t i) {
    const double bound = p.tolerance * (static_cast<double>(p.spot[i]) + p.strike[i]);
    return !(std::fabs(static_cast<double>(got - want)) <= bound);
  };
  verifyElements(
      p.call.size(), [&](size_t i) { return wrong(call[i], p.call[i], i); },
      [&](size_t i) { return describeValue("call", i, call[i], static_cast<double>(p.call[i])); });
  verifyElements(
      p.put.size(), [&](size_t i) { return wrong(put[i], p.put[i], i); },
      [&](size_t i) { return describeValue("put", i, put[i], static_cast<double>(p.put[i])); });
}

/// Builds `kernel` of `source`, kernel(spot, strike, years, call, put), runs and verifies it.
template <typename T, typename Exact>
std::unique_ptr<Run> prepareOptions(const Target& target, const OptionsProblem<T, Exact>& p,
                                    const std::string& source, const char* kernel) {
  const size_t n = p.spot.size();
  const size_t bytes = n * sizeof(T);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.spot.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.strike.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.years.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, source, {kernel});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get(),
          cl.buffers[3].get(), cl.buffers[4].get());
  enqueue(target, cl.kernels[0].get(), 1, &n);
  std::vector<T> call(n), put(n);
  readBuffer(target, cl.buffers[3].get(), bytes, call.data());
  readBuffer(target, cl.buffers[4].get(), bytes, put.data());
  verifyOptions(p, call.data(), put.data());
  return kernelRun(target, std::move(cl), 1, &n, nullptr, static_cast<double>(n) / kMega);
}

template <typename T, typename Exact>
std::unique_ptr<Run> prepareNativeOptions(const Lazy<OptionsProblem<T, Exact>>& problem,
                                          void (*price)(const T*, const T*, const T*, T*, T*,
                                                        size_t)) {
  const size_t n = problem.get().spot.size();
  auto call = std::make_shared<std::vector<T>>(n);
  auto put = std::make_shared<std::vector<T>>(n);
  return nativeRun(
      [problem, call, put, price] {
        const OptionsProblem<T, Exact>& p = problem.get();
        price(p.spot.data(), p.strike.data(), p.years.data(), call->data(), put->data(),
              p.spot.size());
      },
      [&] { verifyOptions(problem.get(), call->data(), put->data()); },
      static_cast<double>(n) / kMega);
}

/// The float pricing's tolerance: the largest error seen on Weft, PoCL and natively is between
/// 1e-7 and 1e-6 of S + X; a wrong formula is off by far more.
constexpr double kBlackScholesTolerance = 1e-5;

std::string blackScholesSource() {
  return defineFloat("RISK_FREE", f::kRiskFree) + defineFloat("VOLATILITY", f::kVolatility) +
         defineFloat("CND_K", f::kCndK) + defineFloat("CND_A1", f::kCndA1) +
         defineFloat("CND_A2", f::kCndA2) + defineFloat("CND_A3", f::kCndA3) +
         defineFloat("CND_A4", f::kCndA4) + defineFloat("CND_A5", f::kCndA5) +
         defineFloat("INV_SQRT_2PI", f::kInvSqrt2Pi) + kCndFloatSource + kBlackScholesSource;
}

// ---- Black-Scholes in double ------------------------------------------------------------------
// The same pricing in double with the exact cumulative normal, 1/2 erfc(-d / sqrt(2)): a kernel
// that spends its time in the double math library (log, exp, sqrt, erfc).

constexpr const char* kCndDoubleSource = R"CLC(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#define REAL double
#define COMPLEMENT(d, cnd_d) cnd(-(d))
double cnd(double d) { return 0.5 * erfc(-d * 0x1.6a09e667f3bcdp-1); }
)CLC";

/// Double's rounding and the math functions' few ulp leave about 1e-15 of S + X; a wrong erfc is
/// off by far more.
constexpr double kBlackScholesDoubleTolerance = 1e-12;

std::string blackScholesDoubleSource() {
  return defineFloat("RISK_FREE", f::kRiskFree) + defineFloat("VOLATILITY", f::kVolatility) +
         kCndDoubleSource + kBlackScholesSource;
}

// ---- Special functions in double ---------------------------------------------------------------
// tgamma, lgamma, pow and fmod of one pair per work-item: the double math library's slower
// functions, which the C library gives one value at a time.

constexpr const char* kSpecialSource = R"CLC(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void special(__global const double* x, __global const double* y, __global double* r) {
  size_t i = get_global_id(0);
  r[i] = tgamma(x[i]) + lgamma(x[i]) + pow(x[i], y[i]) + fmod(x[i] * 65536.0, y[i]);
}
)CLC";

/// A few ulp of each term; a wrong function is off by far more.
constexpr double kSpecialTolerance = 1e-14;

struct SpecialProblem {
  std::vector<double> x, y;
  std::vector<long double> exact, size; ///< the sum in long double, and its terms' sizes
};

SpecialProblem makeSpecialProblem(size_t n) {
  SpecialProblem p;
  p.x.resize(n);
  p.y.resize(n);
  p.exact.resize(n);
  p.size.resize(n);
  for (size_t i = 0; i < n; ++i) {
    p.x[i] = 0.5 + 7.5 * unitHash(i, 3);
    p.y[i] = 0.5 + 2.5 * unitHash(i, 4);
    p.exact[i] = f::specialFunctions<long double>(p.x[i], p.y[i], &p.size[i]);
  }
  return p;
}

void verifySpecial(const SpecialProblem& p, const double* r) {
  verifyElements(
      p.x.size(),
      [&](size_t i) {
        return !(std::fabs(static_cast<double>(r[i] - p.exact[i])) <=
                 kSpecialTolerance * static_cast<double>(p.size[i]));
      },
      [&](size_t i) { return describeValue("r", i, r[i], static_cast<double>(p.exact[i])); });
}

std::unique_ptr<Run> prepareSpecial(const Target& target, const SpecialProblem& p) {
  const size_t n = p.x.size();
  const size_t bytes = n * sizeof(double);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.x.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.y.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  buildKernels(target, cl, kSpecialSource, {"special"});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get(), cl.buffers[2].get());
  enqueue(target, cl.kernels[0].get(), 1, &n);
  std::vector<double> r(n);
  readBuffer(target, cl.buffers[2].get(), bytes, r.data());
  verifySpecial(p, r.data());
  return kernelRun(target, std::move(cl), 1, &n, nullptr, static_cast<double>(n) / kMega);
}

std::unique_ptr<Run> prepareNativeSpecial(const Lazy<SpecialProblem>& problem) {
  const size_t n = problem.get().x.size();
  auto r = std::make_shared<std::vector<double>>(n);
  return nativeRun(
      [problem, r] {
        const SpecialProblem& p = problem.get();
        native::specialFunctions(p.x.data(), p.y.data(), r->data(), p.x.size());
      },
      [problem, r] { verifySpecial(problem.get(), r->data()); }, static_cast<double>(n) / kMega);
}

// ---- Scalar against float8 and float16 -------------------------------------------------------
// One computation, three ways to write it: a float per work-item, leaving the vectorization
// across work-items to the implementation, or a float8 or float16 per work-item (8 or 16 times
// fewer work-items), the vectorization written by hand. The ratio of the rows shows how much an
// implementation's own vectorizer leaves on the table, and how it copes with vectors of its own
// wider than a register's lane share (on Weft a float8 kernel's vectors are split into their
// elements before the work-items go into SIMD lanes).

constexpr const char* kPolynomialSource = R"CLC(
#define DEFINE_ROUNDS(T)                                                                       \
  T rounds_##T(T x) {                                                                          \
    for (int round = 0; round < POLY_ROUNDS; ++round) {                                        \
      T p = (T)(POLY8);                                                                        \
      p = mad(p, x, (T)(POLY7));                                                               \
      p = mad(p, x, (T)(POLY6));                                                               \
      p = mad(p, x, (T)(POLY5));                                                               \
      p = mad(p, x, (T)(POLY4));                                                               \
      p = mad(p, x, (T)(POLY3));                                                               \
      p = mad(p, x, (T)(POLY2));                                                               \
      p = mad(p, x, (T)(POLY1));                                                               \
      p = mad(p, x, (T)(POLY0));                                                               \
      x = sqrt(p);                                                                             \
    }                                                                                          \
    return x;                                                                                  \
  }
DEFINE_ROUNDS(float)
DEFINE_ROUNDS(float8)
DEFINE_ROUNDS(float16)

__kernel void polynomial_float(__global const float* in, __global float* out) {
  size_t i = get_global_id(0);
  out[i] = rounds_float(in[i]);
}

__kernel void polynomial_float8(__global const float8* in, __global float8* out) {
  size_t i = get_global_id(0);
  out[i] = rounds_float8(in[i]);
}

__kernel void polynomial_float16(__global const float16* in, __global float16* out) {
  size_t i = get_global_id(0);
  out[i] = rounds_float16(in[i]);
}

// Elements consecutive in y, for groups one work-item wide in x.
__kernel void polynomial_columns(__global const float* in, __global float* out) {
  size_t i = get_global_id(0) * get_global_size(1) + get_global_id(1);
  out[i] = rounds_float(in[i]);
}
)CLC";

/// The columns row's 2D range: kColumns in x, groups of 1 x kColumnGroup.
constexpr size_t kColumns = 16;
constexpr size_t kColumnGroup = 256;

/// Relative tolerance of the result. Each round's p is within a few ulp (mad may round twice,
/// sqrt is allowed 3 ulp), and the rounds damp more than they amplify an error (|d sqrt(p(x))/dx|
/// < 1 on [0, 1]); the largest error seen on Weft, PoCL and natively is 1 to 3 ulp.
constexpr double kPolynomialTolerance = 32.0 * FLT_EPSILON;

struct PolynomialProblem {
  std::vector<float> in;
  std::vector<double> expected;
};

PolynomialProblem makePolynomialProblem(size_t n) {
  PolynomialProblem p{std::vector<float>(n), std::vector<double>(n)};
  for (size_t i = 0; i < n; ++i) {
    p.in[i] = static_cast<float>(unitHash(i, 7));
    p.expected[i] = f::polynomialRounds<double>(p.in[i]);
  }
  return p;
}

void verifyPolynomial(const PolynomialProblem& p, const float* out) {
  verifyElements(
      p.in.size(),
      [&](size_t i) {
        return !(std::fabs(out[i] - p.expected[i]) <= kPolynomialTolerance * p.expected[i]);
      },
      [&](size_t i) { return describeValue("out", i, out[i], p.expected[i]); });
}

/// "float", "float8", "float16".
std::string vectorTypeName(size_t width) {
  return width == 1 ? "float" : "float" + std::to_string(width);
}

double polynomialGflop(size_t n) {
  return f::kPolyFlopsPerElement * static_cast<double>(n) / kGiga;
}

/// `width` floats per work-item in one dimension, or with `columns` one per work-item in a 2D
/// range of groups one wide in x.
std::unique_ptr<Run> preparePolynomial(const Target& target, const PolynomialProblem& p,
                                       size_t width, bool columns = false) {
  const size_t n = p.in.size();
  const size_t bytes = n * sizeof(float);
  ClObjects cl;
  cl.buffers.push_back(createBuffer(target, CL_MEM_READ_ONLY, bytes, p.in.data()));
  cl.buffers.push_back(createBuffer(target, CL_MEM_WRITE_ONLY, bytes));
  std::string source = "#define POLY_ROUNDS " + std::to_string(f::kPolyRounds) + "\n";
  for (int k = 0; k <= 8; ++k)
    source += defineFloat(("POLY" + std::to_string(k)).c_str(), f::kPoly[k]);
  source += kPolynomialSource;
  const std::string kernel = columns ? "polynomial_columns" : "polynomial_" + vectorTypeName(width);
  buildKernels(target, cl, source, {kernel.c_str()});
  setArgs(cl.kernels[0].get(), cl.buffers[0].get(), cl.buffers[1].get());
  const size_t workItems = n / width;
  const size_t global[2] = {columns ? kColumns : workItems, columns ? n / kColumns : 1};
  const size_t local[2] = {1, kColumnGroup};
  const cl_uint dims = columns ? 2 : 1;
  enqueue(target, cl.kernels[0].get(), dims, global, columns ? local : nullptr);
  std::vector<float> out(n);
  readBuffer(target, cl.buffers[1].get(), bytes, out.data());
  verifyPolynomial(p, out.data());
  return kernelRun(target, std::move(cl), dims, global, columns ? local : nullptr,
                   polynomialGflop(n));
}

std::unique_ptr<Run> prepareNativePolynomial(const Lazy<PolynomialProblem>& problem) {
  const size_t n = problem.get().in.size();
  auto out = std::make_shared<std::vector<float>>(n);
  return nativeRun(
      [problem, out] { native::polynomial(problem.get().in.data(), out->data(), out->size()); },
      [&] { verifyPolynomial(problem.get(), out->data()); }, polynomialGflop(n));
}

} // namespace

Benchmark stencilBenchmark(const Sizes& sizes) {
  const size_t side = sizes.stencilSide;
  const Lazy<StencilProblem> problem([side] { return makeStencilProblem(side); });
  return {"stencil",
          "5-point stencil " + std::to_string(side) + "x" + std::to_string(side) +
              ", clamped borders",
          "GB/s",
          true,
          sizes.streamRepetitions,
          [problem](const Target& t) {
            const std::string source = defineFloat("STENCIL_CENTER", f::kStencilCenter) +
                                       defineFloat("STENCIL_NEIGHBOUR", f::kStencilNeighbour) +
                                       kStencilSource;
            return prepareGrid(t, problem.get(), source, "stencil");
          },
          [problem] { return prepareNativeGrid(problem, native::stencil); }};
}

Benchmark convolutionBenchmark(const Sizes& sizes) {
  const size_t side = sizes.stencilSide;
  const Lazy<StencilProblem> problem([side] { return makeConvolutionProblem(side); });
  return {"convolution",
          "3x3 convolution " + std::to_string(side) + "x" + std::to_string(side) +
              ", __constant filter, clamp()ed coordinates",
          "GB/s",
          true,
          sizes.streamRepetitions,
          [problem](const Target& t) {
            return prepareGrid(t, problem.get(), kConvolutionSource, "convolution",
                               f::kConvolutionFilter, std::size(f::kConvolutionFilter));
          },
          [problem] { return prepareNativeGrid(problem, native::convolution); }};
}

Benchmark nbodyBenchmark(const Sizes& sizes) {
  const size_t n = sizes.bodies;
  const Lazy<NbodyProblem> problem([n] { return makeNbodyProblem(n); });
  return {"nbody",
          "n-body step, " + std::to_string(n) + " bodies, 20 FLOP/interaction",
          "GFLOP/s",
          true,
          sizes.computeRepetitions,
          [problem](const Target& t) { return prepareNbody(t, problem.get()); },
          [problem] { return prepareNativeNbody(problem); }};
}

Benchmark blackScholesBenchmark(const Sizes& sizes) {
  using Problem = OptionsProblem<float, double>;
  const size_t n = sizes.options;
  const Lazy<Problem> problem([n] {
    return makeOptionsProblem<float, double>(n, kBlackScholesTolerance, f::blackScholes<double>);
  });
  return {"blackscholes",
          "Black-Scholes, " + elements(n) + " options, call+put",
          "Mopt/s",
          true,
          sizes.computeRepetitions,
          [problem](const Target& t) {
            return prepareOptions(t, problem.get(), blackScholesSource(), "black_scholes");
          },
          [problem] { return prepareNativeOptions(problem, native::blackScholes); }};
}

Benchmark blackScholesDoubleBenchmark(const Sizes& sizes) {
  using Problem = OptionsProblem<double, long double>;
  const size_t n = sizes.options;
  const Lazy<Problem> problem([n] {
    return makeOptionsProblem<double, long double>(n, kBlackScholesDoubleTolerance,
                                                   f::blackScholesExact<long double>);
  });
  return {"blackscholes-double",
          "Black-Scholes in double, erfc, " + elements(n) + " options, call+put",
          "Mopt/s",
          true,
          sizes.computeRepetitions,
          [problem](const Target& t) {
            return prepareOptions(t, problem.get(), blackScholesDoubleSource(), "black_scholes");
          },
          [problem] { return prepareNativeOptions(problem, native::blackScholesExact); }};
}

Benchmark specialDoubleBenchmark(const Sizes& sizes) {
  const size_t n = sizes.options / 4;
  const Lazy<SpecialProblem> problem([n] { return makeSpecialProblem(n); });
  return {"special-double",
          "tgamma+lgamma+pow+fmod in double, " + elements(n) + " values",
          "Mval/s",
          true,
          sizes.computeRepetitions,
          [problem](const Target& t) { return prepareSpecial(t, problem.get()); },
          [problem] { return prepareNativeSpecial(problem); }};
}

std::vector<Benchmark> scalarVsVectorBenchmarks(const Sizes& sizes) {
  const size_t n = sizes.polynomialFloats;
  const Lazy<PolynomialProblem> problem([n] { return makePolynomialProblem(n); });
  std::vector<Benchmark> rows;
  for (size_t width : {size_t{1}, size_t{8}, size_t{16}}) {
    const std::string type = vectorTypeName(width);
    rows.push_back(
        {"scalar-vs-vector/" + type,
         "16x(8 mad+sqrt), " + elements(n) + " floats, " + type + " per work-item", "GFLOP/s", true,
         sizes.computeRepetitions,
         [problem, width](const Target& t) { return preparePolynomial(t, problem.get(), width); },
         [problem] { return prepareNativePolynomial(problem); }});
  }
  // The conformance suite's thread_dimensions shape: groups of 1 x n.
  rows.push_back(
      {"scalar-vs-vector/columns",
       "16x(8 mad+sqrt), " + elements(n) + " floats, float per work-item, 2D range " +
           std::to_string(kColumns) + "x" + elements(n / kColumns) + " in groups of 1x" +
           std::to_string(kColumnGroup),
       "GFLOP/s", true, sizes.computeRepetitions,
       [problem](const Target& t) { return preparePolynomial(t, problem.get(), 1, true); },
       [problem] { return prepareNativePolynomial(problem); }});
  return rows;
}

} // namespace bench
