// Every math builtin of OpenCL C 3.0 §6.15.2 on 16-wide float and 8-wide double vectors, checked
// element by element against the same function on scalars in the same kernel: the library's vector
// forms must give the scalar results bit for bit (NaN matching NaN). The kernel calls everything,
// so it also shows that every function links: nothing the library needs from the host is missing.
#include "cl_test.hpp"
#include "half_reference.hpp"

#include <cmath>
#include <cstring>
#include <string>
#include <vector>

using namespace weft_test;

namespace {

/// Whether a report line (reportLine) says its kernel was SPMD-vectorized.
bool vectorizedReport(const std::string& line) {
  const size_t colon = line.find("': ");
  return colon != std::string::npos && line.compare(colon + 3, 10, "vectorized") == 0;
}

// Functions of one argument (x), two (x, y), of x and an int (n), and of three (x, y, z).
const std::vector<std::string> kUnary = {
    "acos",  "acosh", "acospi", "asin",  "asinh", "asinpi", "atan",  "atanh", "atanpi", "cbrt",
    "ceil",  "cos",   "cosh",   "cospi", "erfc",  "erf",    "exp",   "exp2",  "exp10",  "expm1",
    "fabs",  "floor", "lgamma", "log",   "log2",  "log10",  "log1p", "logb",  "rint",   "round",
    "rsqrt", "sin",   "sinh",   "sinpi", "sqrt",  "tan",    "tanh",  "tanpi", "tgamma", "trunc"};
const std::vector<std::string> kBinary = {"atan2",     "atan2pi", "copysign", "fdim",     "fmax",
                                          "fmin",      "fmod",    "hypot",    "maxmag",   "minmag",
                                          "nextafter", "pow",     "powr",     "remainder"};
const std::vector<std::string> kWithInt = {"ldexp", "pown", "rootn"};
const std::vector<std::string> kTernary = {"fma", "mad"};
// The half_ and native_ forms (float only): their precision is the implementation's, but a vector
// must still give what its elements give alone.
const std::vector<std::string> kReduced = {"cos",   "exp",   "exp2",  "exp10", "log",  "log2",
                                           "log10", "recip", "rsqrt", "sin",   "sqrt", "tan"};
const std::vector<std::string> kReducedBinary = {"divide", "powr"};

// One STORE of the vector form and a loop of the scalar form per function: results f * W + j.
std::string kernelSource(bool isFloat) {
  std::string calls;
  int slot = 0;
  auto add = [&](const std::string& vector, const std::string& scalar) {
    const std::string base = std::to_string(slot++) + " * W";
    calls += "  STORE(" + vector + ", v + " + base + ", 0);\n";
    calls += "  for (int j = 0; j < W; ++j) s[" + base + " + j] = " + scalar + ";\n";
  };
  for (const std::string& f : kUnary)
    add(f + "(x)", f + "(a[j])");
  for (const std::string& f : kBinary)
    add(f + "(x, y)", f + "(a[j], b[j])");
  for (const std::string& f : kWithInt)
    add(f + "(x, k)", f + "(a[j], n[j])");
  for (const std::string& f : kTernary)
    add(f + "(x, y, z)", f + "(a[j], b[j], c[j])");
  if (isFloat) {
    for (const std::string prefix : {"half_", "native_"}) {
      for (const std::string& f : kReduced)
        add(prefix + f + "(x)", prefix + f + "(a[j])");
      for (const std::string& f : kReducedBinary)
        add(prefix + f + "(x, y)", prefix + f + "(a[j], b[j])");
    }
  }
  // The two-result functions: the second result follows the first.
  add("fract(x, &tn)", "fract(a[j], &t)");
  add("tn", "(fract(a[j], &t), t)");
  add("modf(x, &tn)", "modf(a[j], &t)");
  add("tn", "(modf(a[j], &t), t)");
  add("sincos(x, &tn)", "sincos(a[j], &t)");
  add("tn", "(sincos(a[j], &t), t)");
  add("frexp(x, &in)", "frexp(a[j], &i)");
  add("CONVERT(in)", "(frexp(a[j], &i), (T)i)");
  add("lgamma_r(x, &in)", "lgamma_r(a[j], &i)");
  add("CONVERT(in)", "(lgamma_r(a[j], &i), (T)i)");
  add("remquo(x, y, &in)", "remquo(a[j], b[j], &i)");
  add("CONVERT(in)", "(remquo(a[j], b[j], &i), (T)i)");
  add("CONVERT(ilogb(x))", "(T)ilogb(a[j])");
  return kVectorAccessMacros + std::string(R"(
    #pragma OPENCL EXTENSION cl_khr_fp64 : enable
    #pragma OPENCL EXTENSION cl_khr_fp16 : enable
    __kernel void functions(__global const T* a, __global const T* b, __global const T* c,
                      __global const int* n, __global T* v, __global T* s) {
      const TN x = LOAD(a, 0), y = LOAD(b, 0), z = LOAD(c, 0);
      const IN k = LOAD(n, 0);
      TN tn;
      IN in;
      T t;
      int i;
  )") + calls +
         "}\n";
}

int resultCount(bool isFloat) {
  return int(kUnary.size() + kBinary.size() + kWithInt.size() + kTernary.size()) +
         (isFloat ? 2 * int(kReduced.size() + kReducedBinary.size()) : 0) + 13;
}

bool sameBits(double a, double b) {
  return (std::isnan(a) && std::isnan(b)) || std::memcmp(&a, &b, sizeof a) == 0;
}

// Halves travel as their bits (cl_half): built from a double by rounding, compared as values.
template <typename T> T hostValue(double x) { return T(x); }
template <> cl_half hostValue<cl_half>(double x) { return referenceHalf(x, kRte); }
template <typename T> double valueOf(T x) { return x; }
template <> double valueOf<cl_half>(cl_half x) { return halfValue(x); }

template <typename T> void checkVectorForms(const std::string& type, int width) {
  const bool isFloat = type == "float";
  Env env;
  const std::string w = std::to_string(width);
  const std::string options =
      vectorWidthOptions(type, width) + " -DIN=int" + w + " -DCONVERT=convert_" + type + w;
  Program program = buildProgram(env.context, env.device, kernelSource(isFloat), options);
  Kernel kernel = makeKernel(program, "functions");
  // Arguments across the functions' interesting ranges: inside [-1, 1], large, negative, the
  // poles of lgamma and tgamma, zeros of both signs, an infinity and NaN.
  auto values = [](std::initializer_list<double> list) {
    std::vector<T> out;
    for (double x : list)
      out.push_back(hostValue<T>(x));
    return out;
  };
  const std::vector<T> a = values(
      {0.3, -0.7, 2.5, -3.25, 1e3, -0.0, 1, -2, 0.75, 7.5, -1e2, 0.0, 1e-3, 40, -INFINITY, NAN});
  const std::vector<T> b =
      values({1.5, -2, 0.5, 3, -0.25, 4, -1, 2, 0.1, -7.5, 9, -0.0, 5, 1e-2, 2, 1});
  const std::vector<T> c = values({0.5, 1, -1, 2, 0, -3, 0.25, 8, 1, 2, 3, 4, 5, 6, 7, 8});
  const std::vector<cl_int> n = {2, -3, 5, 1, 0, 4, -1, 3, 7, -2, 6, 2, -5, 1, 3, 2};
  const int results = resultCount(isFloat);
  Mem ma = bufferOf(env.context, a), mb = bufferOf(env.context, b), mc = bufferOf(env.context, c),
      mn = bufferOf(env.context, n);
  Mem mv = makeBuffer(env.context, size_t(results) * width * sizeof(T));
  Mem ms = makeBuffer(env.context, size_t(results) * width * sizeof(T));
  setArgs(kernel, ma, mb, mc, mn, mv, ms);
  run1D(env.queue, kernel, 1);
  const std::vector<T> vector = readBuffer<T>(env.queue, mv, size_t(results) * width);
  const std::vector<T> scalar = readBuffer<T>(env.queue, ms, size_t(results) * width);
  for (int f = 0; f < results; ++f) {
    for (int j = 0; j < width; ++j) {
      const double fromVector = valueOf(vector[f * width + j]);
      const double fromScalar = valueOf(scalar[f * width + j]);
      INFO(type << width << ", result " << f << " (in the kernel's order), element " << j
                << ": vector " << fromVector << ", scalar " << fromScalar);
      CHECK(sameBits(fromVector, fromScalar));
    }
  }
}

// One result per function and element, r[f * n + i], for the float functions above with x's
// element i and y, z, k of their own: -cl-denorms-are-zero compared with the default build.
std::string elementSource() {
  std::string calls;
  int slot = 0;
  auto add = [&](const std::string& call) {
    calls += "  r[" + std::to_string(slot++) + " * n + i] = " + call + ";\n";
  };
  for (const std::string& f : kUnary)
    add(f + "(x[i])");
  for (const std::string& f : kBinary)
    add(f + "(x[i], y[i])");
  for (const std::string& f : kWithInt)
    add(f + "(x[i], k[i])");
  for (const std::string& f : kTernary)
    add(f + "(x[i], y[i], z[i])");
  add("x[i] * y[i]");
  add("x[i] + y[i]");
  add("x[i] / y[i]");
  return R"(
    __kernel void functions(__global const float* x, __global const float* y, __global const float* z,
                      __global const int* k, __global float* r) {
      const size_t i = get_global_id(0), n = get_global_size(0);
  )" + calls +
         "}\n";
}

size_t elementResults() {
  return kUnary.size() + kBinary.size() + kWithInt.size() + kTernary.size() + 3;
}

std::vector<float> runElements(Env& env, const std::string& options, const std::vector<float>& x,
                               const std::vector<float>& y, const std::vector<float>& z,
                               const std::vector<cl_int>& k) {
  Program program = buildProgram(env.context, env.device, elementSource(), options);
  Kernel kernel = makeKernel(program, "functions");
  Mem mx = bufferOf(env.context, x), my = bufferOf(env.context, y), mz = bufferOf(env.context, z),
      mk = bufferOf(env.context, k);
  Mem mr = makeBuffer(env.context, elementResults() * x.size() * sizeof(float));
  setArgs(kernel, mx, my, mz, mk, mr);
  run1D(env.queue, kernel, x.size());
  return readBuffer<float>(env.queue, mr, elementResults() * x.size());
}

} // namespace

// PoCL 3.1's float16 sin(0.001) is 0.008 (and some other vector forms differ by an ulp).
TEST_CASE("every float math builtin links and its vector form matches its scalar form",
          "[math][pocl-bug]") {
  for (int width : {16, 3})
    checkVectorForms<cl_float>("float", width);
}

TEST_CASE("every half math builtin links and its vector form matches its scalar form",
          "[math][fp16][pocl-lacks]") {
  Env env;
  REQUIRE(deviceHasExtension(env.device, "cl_khr_fp16"));
  for (int width : {16, 8, 3})
    checkVectorForms<cl_half>("half", width);
}

TEST_CASE("every double math builtin links and its vector form matches its scalar form",
          "[math][pocl-bug]") {
  Env env;
  REQUIRE(deviceHasExtension(env.device, "cl_khr_fp64"));
  for (int width : {8, 3})
    checkVectorForms<cl_double>("double", width);
}

// -cl-denorms-are-zero lets single-precision denormals be flushed (OpenCL C 3.0 §5.8.4.2): each
// result must then be the exact build's result for x, or for x flushed to a zero of its sign, or a
// zero where that result is a denormal (the CTS's rule). y and z stay normal, so only x flushes.
// PoCL 3.1 flushes log1p(0x1p-126), a normal result, to 0.
TEST_CASE("denormals under -cl-denorms-are-zero: the exact result or that of the flushed input",
          "[math][pocl-bug]") {
  Env env;
  std::vector<float> x, y, z;
  std::vector<cl_int> k;
  const float inputs[] = {
      0x1p-149f, -0x1p-149f, 0x1.8p-130f, -0x1.fffffcp-127f, 0x1p-127f, 0x1p-126f, -0x1p-126f, 1.0f,
      -87.5f,    -104.0f,    0x1p-100f,   0x1.2p-60f,        0.0f,      -0.0f,     3.5f};
  const float others[] = {0.5f, -2.0f, 0x1p-20f, 3.0f, 1e30f, -0.75f};
  for (float a : inputs)
    for (float b : others) {
      x.push_back(a);
      y.push_back(b);
      z.push_back(-b * 0.25f);
      k.push_back(cl_int(x.size() % 7) - 3);
    }
  std::vector<float> flushed = x;
  for (float& a : flushed)
    if (std::fpclassify(a) == FP_SUBNORMAL)
      a = std::copysign(0.0f, a);
  const std::vector<float> ftz = runElements(env, "-cl-denorms-are-zero", x, y, z, k);
  const std::vector<float> exact = runElements(env, "", x, y, z, k);
  const std::vector<float> ofFlushed = runElements(env, "", flushed, y, z, k);
  auto zeroOfDenormal = [](float got, float want) {
    return got == 0.0f && std::fpclassify(want) == FP_SUBNORMAL;
  };
  const size_t n = x.size();
  for (size_t f = 0; f < elementResults(); ++f)
    for (size_t i = 0; i < n; ++i) {
      const size_t at = f * n + i;
      INFO("result " << f << " (in the kernel's order) of " << std::hexfloat << x[i] << ", " << y[i]
                     << ", " << z[i] << ", " << k[i] << ": " << ftz[at] << ", exact " << exact[at]
                     << ", of the flushed " << ofFlushed[at]);
      CHECK((sameBits(ftz[at], exact[at]) || sameBits(ftz[at], ofFlushed[at]) ||
             zeroOfDenormal(ftz[at], exact[at]) || zeroOfDenormal(ftz[at], ofFlushed[at])));
    }
}

// A kernel of one math builtin call per work-item runs its work-items in SIMD lanes: the library
// must not hold anything the SPMD vectorizer gives up on (a variable read before it is written
// on some path once turned pow, tgamma and lgamma into one work-item at a time, 4-5x slower).
TEST_CASE("every math builtin vectorizes across work-items", "[math][weft]") {
  Env env;
  for (const std::string type : {"float", "double", "half"}) {
    std::string source = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
                         "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
    std::vector<std::string> kernels;
    auto add = [&](const std::string& name, const std::string& call) {
      kernels.push_back("f_" + name);
      source += "__kernel void f_" + name + "(__global " + type + "* p, __global int* q) {\n" +
                "  size_t i = get_global_id(0);\n  " + type + " x = p[i], y = p[i + 1], t = 0;\n" +
                "  int k = 0;\n  p[i] = " + call + " + t;\n  q[i] = k;\n}\n";
    };
    for (const std::string& f : kUnary)
      add(f, f + "(x)");
    for (const std::string& f : kBinary)
      add(f, f + "(x, y)");
    for (const std::string& f : kWithInt)
      add(f, f + "(x, q[i])");
    for (const std::string& f : kTernary)
      add(f, f + "(x, y, t)");
    add("fract", "fract(x, &t)");
    add("modf", "modf(x, &t)");
    add("sincos", "sincos(x, &t)");
    add("frexp", "frexp(x, &k)");
    add("remquo", "remquo(x, y, &k)");
    add("ilogb", "ilogb(x)");
    add("lgamma_r", "lgamma_r(x, &k)");
    const std::string log = reportedBuildLog(env.context, env.device, source, "-cl-std=CL3.0");
    for (const std::string& kernel : kernels) {
      const std::string line = reportLine(log, kernel);
      REQUIRE(!line.empty());
      INFO(type << ": " << line);
      CHECK(vectorizedReport(line));
    }
  }
}

// The other families, one kernel per call on ints a, b and floats x, y. (normalize of a float4 is
// left out: it works in double4, 4096 bits for 16 lanes, and the vectorizer does not narrow.)
TEST_CASE("the integer common geometric relational conversion half and shuffle builtins "
          "vectorize across work-items",
          "[weft]") {
  Env env;
  const std::vector<std::string> calls = {
      "add_sat(a, b)",
      "sub_sat(a, b)",
      "mul_hi(a, b)",
      "mad_hi(a, b, a)",
      "mad_sat(a, b, a)",
      "ctz(a)",
      "clz(a)",
      "popcount(a)",
      "rotate(a, b)",
      "hadd(a, b)",
      "rhadd(a, b)",
      "abs_diff(a, b)",
      "upsample((short)a, (ushort)b)",
      "mul24(a, b)",
      "mad24(a, b, a)",
      "clamp(x, 0.0f, 1.0f)",
      "mix(x, y, 0.3f)",
      "smoothstep(0.0f, 1.0f, x)",
      "step(x, y)",
      "sign(x)",
      "degrees(x)",
      "dot((float4)(x), (float4)(y))",
      "length((float4)(x, y, 1, 2))",
      "cross((float4)(x, y, 1, 2), (float4)(y, x, 3, 4)).y",
      "distance((float3)(x), (float3)(y))",
      "isequal(x, y)",
      "isnan(x)",
      "signbit(x)",
      "bitselect(x, y, x)",
      "select(x, y, a)",
      "convert_int_sat_rte(x)",
      "convert_int_rtp(x)",
      "convert_float_rtz((long)a * 12345)",
      "convert_char_sat(x)",
      "convert_uint_sat(x)",
      "convert_float_rtn((long)a)",
      "vload_half(i, h)",
      "vload_half4(i, h).x",
      "(vstore_half_rte(x, i, h), 0)",
      "(vstorea_half4_rtn((float4)(x), i, h), 0)",
      "shuffle((int4)(a, b, 1, 2), (uint4)(3, 2, b & 3, 0)).x",
      "shuffle2((int4)(a), (int4)(b), (uint4)(a & 7)).y",
      "any((int4)(a, b, 0, 1))",
      "all((int4)(a))",
      "((float4)(x, y, 1, 2))[a & 3]",
      "clamp(hx, (half)0.0h, (half)1.0h)",
      "max(hx, hy)",
      "mix(hx, hy, (half)0.3h)",
      "smoothstep((half)0.0h, (half)1.0h, hx)",
      "dot((half4)(hx), (half4)(hy))",
      "length((half3)(hx, hy, 1))",
      "isless(hx, hy)",
      "select(hx, hy, (short)a)",
      "convert_int_sat_rtn(hx)",
      "convert_half_rtz(x) < hy",
      "convert_half_rtp((long)a) > hx",
      "shuffle((half4)(hx, hy, 1, 2), (ushort4)(3, 2, b & 3, 0)).x"};
  std::string source = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";
  for (size_t k = 0; k < calls.size(); ++k)
    source += "__kernel void f" + std::to_string(k) +
              "(__global int* p, __global float* f, __global half* h) {\n"
              "  size_t i = get_global_id(0);\n  int a = p[i], b = p[i + 1];\n"
              "  float x = f[i], y = f[i + 1];\n  half hx = h[i], hy = h[i + 1];\n  p[i] = " +
              calls[k] + ";\n}\n";
  const std::string log = reportedBuildLog(env.context, env.device, source, "-cl-std=CL3.0");
  for (size_t k = 0; k < calls.size(); ++k) {
    const std::string line = reportLine(log, "f" + std::to_string(k));
    REQUIRE(!line.empty());
    INFO(calls[k] << ": " << line);
    CHECK(vectorizedReport(line));
  }
}

// v[k] with k different in each work-item, read and written, on a vector of each work-item's own,
// on a constant vector and with an index shared by all (the SPMD vectorizer's select chains).
TEST_CASE("vector components chosen by a variable, read and written", "[vector]") {
  Env env;
  const char* source = R"(
    __kernel void pick(__global const float* in, __global const int* index, int shared,
                       __global float* out, __global float* written, __global char* bytes) {
      size_t i = get_global_id(0);
      float4 v = vload4(i, in);
      int k = index[i];
      const float4 c = (float4)(10.0f, 20.0f, 30.0f, 40.0f);
      out[3 * i] = v[k & 3];
      out[3 * i + 1] = c[k & 3];
      out[3 * i + 2] = v[shared];
      float4 w = v;
      w[k & 3] = -1.0f;
      vstore4(w, i, written);
      char16 b = (char16)(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
      b[(k >> 2) & 15] = (char)k;
      bytes[i] = b[k & 15] + b[(k >> 2) & 15];
    })";
  Program program = buildProgram(env.context, env.device, source);
  Kernel kernel = makeKernel(program, "pick");
  const size_t n = 200;
  std::vector<float> in(4 * n);
  std::vector<cl_int> index(n);
  for (size_t i = 0; i < 4 * n; ++i)
    in[i] = float(i) * 0.5f;
  for (size_t i = 0; i < n; ++i)
    index[i] = cl_int((i * 37 + 11) % 64);
  const cl_int shared = 2;
  Mem mi = bufferOf(env.context, in), mk = bufferOf(env.context, index);
  Mem mo = makeBuffer(env.context, 3 * n * sizeof(float));
  Mem mw = makeBuffer(env.context, 4 * n * sizeof(float));
  Mem mb = makeBuffer(env.context, n);
  setArgs(kernel, mi, mk, shared, mo, mw, mb);
  run1D(env.queue, kernel, n);
  const std::vector<float> out = readBuffer<float>(env.queue, mo, 3 * n);
  const std::vector<float> written = readBuffer<float>(env.queue, mw, 4 * n);
  const std::vector<cl_char> bytes = readBuffer<cl_char>(env.queue, mb, n);
  for (size_t i = 0; i < n; ++i) {
    const int k = index[i];
    INFO("work-item " << i << ", k " << k);
    CHECK(out[3 * i] == in[4 * i + (k & 3)]);
    CHECK(out[3 * i + 1] == 10.0f * float((k & 3) + 1));
    CHECK(out[3 * i + 2] == in[4 * i + shared]);
    for (int c = 0; c < 4; ++c)
      CHECK(written[4 * i + c] == (c == (k & 3) ? -1.0f : in[4 * i + c]));
    const int at = (k >> 2) & 15;
    const int read = (k & 15) == at ? k : k & 15;
    CHECK(bytes[i] == cl_char(read + k));
  }
}

// A work-item computing on its own uint16 values with a private array it indexes at run time:
// the SPMD vectorizer declines the loop, and the work-items then run one at a time on the
// kernel's vectors as written (16 lanes of rotates and adds), not on their elements split for a
// vectorized copy that was not made. Results against the host, in groups of 1 and of 64.
namespace {
const char* const kMix16Source = R"(
    __kernel void mix16(__global const uint16* in, __global uint16* out, int rounds) {
      uint16 w[16];
      size_t g = get_global_id(0);
      for (int i = 0; i < 16; ++i)
        w[i] = in[g * 16 + i];
      uint16 a = w[0];
      for (int r = 0; r < rounds; ++r) {
        a = rotate(a, (uint16)7) ^ (a + w[r & 15]);
        w[(r * 5) & 15] += bitselect(a, w[r & 15], (uint16)0x0f0f0f0f);
      }
      out[g] = a;
    })";
} // namespace

TEST_CASE("a kernel's own uint16 vectors stay vectors where its work-items run one at a time",
          "[vector][weft]") {
  Env env;
  const std::string log = reportedBuildLog(env.context, env.device, kMix16Source, "");
  INFO(log);
  CHECK(log.find("the kernel's own vectors kept") != std::string::npos);
}

TEST_CASE("uint16 rotates and selects with a private array, in groups of 1 and of 64", "[vector]") {
  Env env;
  Program program = buildProgram(env.context, env.device, kMix16Source);
  Kernel kernel = makeKernel(program, "mix16");
  const size_t items = 128;
  const cl_int rounds = 100;
  std::vector<cl_uint> in(items * 16 * 16);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = static_cast<cl_uint>(i * 2654435761u + 12345u);
  std::vector<cl_uint> want(items * 16);
  for (size_t g = 0; g < items; ++g)
    for (size_t lane = 0; lane < 16; ++lane) {
      cl_uint w[16];
      for (int i = 0; i < 16; ++i)
        w[i] = in[(g * 16 + i) * 16 + lane];
      cl_uint a = w[0];
      for (int r = 0; r < rounds; ++r) {
        a = ((a << 7) | (a >> 25)) ^ (a + w[r & 15]);
        w[(r * 5) & 15] += (w[r & 15] & 0x0f0f0f0f) | (a & ~0x0f0f0f0fu);
      }
      want[g * 16 + lane] = a;
    }
  Mem input = bufferOf(env.context, in);
  for (size_t local : {size_t(1), size_t(64)}) {
    INFO("groups of " << local);
    Mem out = makeBuffer(env.context, want.size() * sizeof(cl_uint));
    setArgs(kernel, input, out, rounds);
    run1D(env.queue, kernel, items, local);
    CHECK(readBuffer<cl_uint>(env.queue, out, want.size()) == want);
  }
}
