// The kernel compiler end to end, without the OpenCL runtime: build kernels with the compiler API,
// lay out argument blocks from KernelInfo, and run the work-group functions as the CPU device
// does, one call per work-group.
#include <catch2/catch.hpp>

#include "compiler/compiler.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace weft;
using namespace weft::compiler;

namespace {

std::unique_ptr<Executable> buildOk(const std::string& source, const std::string& options = "") {
  LinkResult result = build(source, options);
  INFO(result.log);
  REQUIRE(result.status == Status::Ok);
  REQUIRE(result.executable);
  return std::move(result.executable);
}

const KernelInfo& kernelInfo(const Executable& executable, const std::string& name) {
  const auto& kernels = executable.kernels();
  auto it = std::find_if(kernels.begin(), kernels.end(),
                         [&](const KernelInfo& info) { return info.name == name; });
  REQUIRE(it != kernels.end());
  return *it;
}

// An argument block as the runtime builds it: each value at its slot's offset.
class ArgBlock {
public:
  explicit ArgBlock(const KernelInfo& info) : m_info(info), m_bytes(info.argBlockSize + 64) {}

  template <typename T> void set(size_t index, const T& value) {
    REQUIRE(index < m_info.args.size());
    const KernelArg& arg = m_info.args[index];
    REQUIRE(arg.offset + sizeof(T) <= m_info.argBlockSize);
    std::memcpy(data() + arg.offset, &value, sizeof(T));
  }
  char* data() {
    // The block's required alignment, as the runtime guarantees it.
    auto address = reinterpret_cast<uintptr_t>(m_bytes.data());
    return m_bytes.data() +
           ((m_info.argBlockAlign - address % m_info.argBlockAlign) % m_info.argBlockAlign);
  }

private:
  const KernelInfo& m_info;
  std::vector<char> m_bytes;
};

struct NDRange {
  uint32_t dims = 1;
  std::array<uint64_t, 3> global{1, 1, 1};
  std::array<uint64_t, 3> local{1, 1, 1};
  std::array<uint64_t, 3> offset{0, 0, 0};
};

// Runs every work-group of `range` as the device would, the last group of a dimension partial
// when the global size is not a multiple of the local size.
void run(WorkGroupFn function, const void* args, const NDRange& range, size_t localBytes = 0) {
  REQUIRE(function);
  std::vector<char> localMemory(localBytes + 128);
  WorkGroupContext ctx{};
  ctx.workDim = range.dims;
  ctx.localMemory =
      localMemory.data() + (128 - reinterpret_cast<uintptr_t>(localMemory.data()) % 128) % 128;
  for (int d = 0; d < 3; ++d) {
    ctx.enqueuedLocalSize[d] = range.local[d];
    ctx.globalSize[d] = range.global[d];
    ctx.globalOffset[d] = range.offset[d];
    ctx.numGroups[d] = (range.global[d] + range.local[d] - 1) / range.local[d];
  }
  for (uint64_t z = 0; z < ctx.numGroups[2]; ++z)
    for (uint64_t y = 0; y < ctx.numGroups[1]; ++y)
      for (uint64_t x = 0; x < ctx.numGroups[0]; ++x) {
        const uint64_t group[3] = {x, y, z};
        for (int d = 0; d < 3; ++d) {
          ctx.groupId[d] = group[d];
          ctx.localSize[d] = std::min(range.local[d], range.global[d] - group[d] * range.local[d]);
        }
        function(args, &ctx);
      }
}

} // namespace

TEST_CASE("vector add runs across work-groups, including a partial last group") {
  auto exe = buildOk(R"(
    __kernel void vadd(__global const float* a, __global const float* b, __global float* c) {
      size_t i = get_global_id(0);
      c[i] = a[i] + b[i];
    })");
  const KernelInfo& info = kernelInfo(*exe, "vadd");
  REQUIRE(info.args.size() == 3);
  const size_t n = 1000;
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (size_t i = 0; i < n; ++i) {
    a[i] = float(i);
    b[i] = float(2 * i) + 0.5f;
  }
  ArgBlock args(info);
  args.set(0, a.data());
  args.set(1, b.data());
  args.set(2, c.data());
  NDRange range;
  range.global[0] = n;
  range.local[0] = 64;
  run(exe->workGroupFunction("vadd"), args.data(), range);
  for (size_t i = 0; i < n; ++i)
    REQUIRE(c[i] == a[i] + b[i]);
  REQUIRE(exe->workGroupFunction("nonexistent") == nullptr);
}

TEST_CASE("2D work-item functions with global offsets and partial groups") {
  auto exe = buildOk(R"(
    __kernel void grid(__global int* ids, __global int* sizes, int width) {
      int x = get_global_id(0) - get_global_offset(0);
      int y = get_global_id(1) - get_global_offset(1);
      __global int* p = ids + 4 * (y * width + x);
      p[0] = get_global_id(0);
      p[1] = get_global_id(1);
      p[2] = get_local_id(0) + 100 * get_local_id(1);
      p[3] = get_group_id(0) + 100 * get_group_id(1) + 10000 * get_local_linear_id();
      if (get_global_linear_id() == 0) {
        sizes[0] = get_local_size(0); sizes[1] = get_local_size(1);
        sizes[2] = get_enqueued_local_size(0); sizes[3] = get_enqueued_local_size(1);
        sizes[4] = get_num_groups(0); sizes[5] = get_num_groups(1);
        sizes[6] = get_global_size(0); sizes[7] = get_global_size(1);
        sizes[8] = get_work_dim();
      }
    })",
                     "-cl-std=CL2.0");
  const KernelInfo& info = kernelInfo(*exe, "grid");
  NDRange range;
  range.dims = 2;
  range.global = {37, 23, 1};
  range.local = {8, 4, 1};
  range.offset = {5, 7, 0};
  std::vector<int> ids(4 * 37 * 23, -1), sizes(9, -1);
  ArgBlock args(info);
  args.set(0, ids.data());
  args.set(1, sizes.data());
  args.set(2, 37);
  run(exe->workGroupFunction("grid"), args.data(), range);
  for (int y = 0; y < 23; ++y)
    for (int x = 0; x < 37; ++x) {
      const int* p = &ids[4 * (y * 37 + x)];
      INFO("x=" << x << " y=" << y);
      REQUIRE(p[0] == x + 5);
      REQUIRE(p[1] == y + 7);
      REQUIRE(p[2] == x % 8 + 100 * (y % 4));
      const int localX = x % 8, localY = y % 4;
      const int groupWidth = std::min(8, 37 - (x / 8) * 8);
      REQUIRE(p[3] == x / 8 + 100 * (y / 4) + 10000 * (localY * groupWidth + localX));
    }
  // The group holding global linear id 0 is the first, a full one.
  REQUIRE(sizes == std::vector<int>{8, 4, 8, 4, 5, 6, 37, 23, 2});
}

TEST_CASE("struct, char, short and float3 arguments") {
  auto exe = buildOk(R"(
    typedef struct { int a; float b; char c; double d; } S;
    __kernel void args(__global double* out, S s, char c, short h, float3 v, uchar u) {
      out[0] = s.a; out[1] = s.b; out[2] = s.c; out[3] = s.d;
      out[4] = c; out[5] = h; out[6] = v.x; out[7] = v.y; out[8] = v.z; out[9] = u;
    })");
  const KernelInfo& info = kernelInfo(*exe, "args");
  REQUIRE(info.args.size() == 6);
  struct S {
    int a;
    float b;
    char c;
    double d;
  };
  CHECK(info.args[0].kind == ArgKind::GlobalBuffer);
  CHECK(info.args[0].size == 8);
  CHECK(info.args[1].kind == ArgKind::Aggregate);
  CHECK(info.args[1].size == sizeof(S));
  CHECK(info.args[2].kind == ArgKind::Value);
  CHECK(info.args[2].size == 1);
  CHECK(info.args[3].size == 2);
  CHECK(info.args[4].size == 16);
  CHECK(info.args[4].offset % 16 == 0);
  CHECK(info.args[5].size == 1);
  for (const KernelArg& arg : info.args)
    CHECK(arg.offset + arg.size <= info.argBlockSize);

  std::vector<double> out(10, 0.0);
  ArgBlock args(info);
  args.set(0, out.data());
  args.set(1, S{-7, 2.5f, 'x', 1e100});
  args.set(2, static_cast<char>(-3));
  args.set(3, static_cast<short>(-30000));
  const float v[4] = {1.5f, -2.5f, 3.25f, 0.0f};
  args.set(4, v);
  args.set(5, static_cast<unsigned char>(250));
  run(exe->workGroupFunction("args"), args.data(), NDRange{});
  REQUIRE(out == std::vector<double>{-7, 2.5, 'x', 1e100, -3, -30000, 1.5, -2.5, 3.25, 250});
}

TEST_CASE("__local argument and kernel-scope __local array") {
  auto exe = buildOk(R"(
    __kernel void locals(__global int* out, __local int* scratch) {
      __local int tile[64];
      __local float other[3];
      size_t l = get_local_id(0);
      tile[l] = (int)l * 2;
      scratch[l] = (int)l * 3;
      if (l == 0) other[2] = 0.5f;
      out[get_global_id(0)] = tile[l] + scratch[l] + (l == 0 ? (int)(other[2] * 2) : 0);
    })");
  const KernelInfo& info = kernelInfo(*exe, "locals");
  REQUIRE(info.args[1].kind == ArgKind::LocalBuffer);
  REQUIRE(info.args[1].addressQualifier == AddressQualifier::Local);
  REQUIRE(info.staticLocalMemSize >= 64 * 4 + 3 * 4);
  const uint64_t scratchOffset = (info.staticLocalMemSize + 127) / 128 * 128;
  std::vector<int> out(128, -1);
  ArgBlock args(info);
  args.set(0, out.data());
  args.set(1, scratchOffset);
  NDRange range;
  range.global[0] = 128;
  range.local[0] = 64;
  run(exe->workGroupFunction("locals"), args.data(), range, scratchOffset + 64 * 4);
  for (int i = 0; i < 128; ++i)
    REQUIRE(out[i] == 5 * (i % 64) + (i % 64 == 0 ? 1 : 0));
}

TEST_CASE("private arrays stay per work-item and program-scope constants are readable") {
  auto exe = buildOk(R"(
    __constant float table[4] = {1.5f, 2.5f, 3.5f, 4.5f};
    __kernel void privates(__global float* out, int k) {
      int tmp[8];
      for (int j = 0; j < 8; ++j)
        tmp[j] = (int)get_global_id(0) * j;
      out[get_global_id(0)] = tmp[k & 7] + table[get_global_id(0) & 3];
    })");
  const KernelInfo& info = kernelInfo(*exe, "privates");
  std::vector<float> out(100, -1.0f);
  ArgBlock args(info);
  args.set(0, out.data());
  args.set(1, 5);
  NDRange range;
  range.global[0] = 100;
  range.local[0] = 50;
  run(exe->workGroupFunction("privates"), args.data(), range);
  for (int i = 0; i < 100; ++i)
    REQUIRE(out[i] == float(i * 5) + 1.5f + float(i & 3));
}

TEST_CASE("builtins: math, geometric, common, conversions, vload/vstore, atomics") {
  auto exe = buildOk(R"(
    __kernel void builtins(__global float* in, __global float* out, __global int* ints,
                           __global int* counter) {
      size_t g = get_global_id(0);
      float4 v = vload4(g, in);
      float4 w = (float4)(sqrt(v.x), dot(v, v), clamp(v.z, 0.0f, 1.0f), length(v.xy));
      vstore4(w, g, out);
      ints[2 * g] = convert_int_sat(v.w * 1e10f);
      ints[2 * g + 1] = convert_int_rte(v.w) + min(3, (int)g) + abs(-2) + popcount(7u);
      atomic_add(counter, 1);
      atomic_max(counter + 1, (int)g);
    })");
  const KernelInfo& info = kernelInfo(*exe, "builtins");
  const size_t n = 40;
  std::vector<float> in(4 * n), out(4 * n, 0.0f);
  std::vector<int> ints(2 * n, 0), counter{0, -1};
  for (size_t i = 0; i < 4 * n; ++i)
    in[i] = 0.25f * float(i) - 3.0f;
  ArgBlock args(info);
  args.set(0, in.data());
  args.set(1, out.data());
  args.set(2, ints.data());
  args.set(3, counter.data());
  NDRange range;
  range.global[0] = n;
  range.local[0] = 16;
  run(exe->workGroupFunction("builtins"), args.data(), range);
  REQUIRE(counter[0] == int(n));
  REQUIRE(counter[1] == int(n) - 1);
  for (size_t g = 0; g < n; ++g) {
    const float* v = &in[4 * g];
    INFO("g=" << g);
    CHECK((std::isnan(v[0]) ? std::isnan(out[4 * g]) : true));
    if (v[0] >= 0)
      CHECK(out[4 * g] == std::sqrt(v[0]));
    const double dot =
        double(v[0]) * v[0] + double(v[1]) * v[1] + double(v[2]) * v[2] + double(v[3]) * v[3];
    CHECK(out[4 * g + 1] == Approx(dot).epsilon(1e-6));
    CHECK(out[4 * g + 2] == std::clamp(v[2], 0.0f, 1.0f));
    CHECK(out[4 * g + 3] == Approx(std::hypot(v[0], v[1])).epsilon(1e-6));
    const double scaled = double(v[3] * 1e10f);
    const int saturated = scaled >= 2147483647.0    ? INT_MAX
                          : scaled <= -2147483648.0 ? INT_MIN
                                                    : int(scaled);
    CHECK(ints[2 * g] == saturated);
    CHECK(ints[2 * g + 1] == int(std::nearbyint(v[3])) + std::min(3, int(g)) + 2 + 3);
  }
}

TEST_CASE("transcendental builtins are accurate in every vector width") {
  auto exe = buildOk(R"(
    __kernel void math(__global const float* x, __global float* f, __global double* d) {
      size_t i = get_global_id(0);
      float16 v = vload16(i, x);
      vstore16(exp(v), 0, f + 16 * (8 * i + 0));
      vstore16(log(fabs(v) + 1.0f), 0, f + 16 * (8 * i + 1));
      vstore16(sin(v), 0, f + 16 * (8 * i + 2));
      vstore16(cos(v), 0, f + 16 * (8 * i + 3));
      vstore16(pow(fabs(v), 1.5f), 0, f + 16 * (8 * i + 4));
      vstore16(tanh(v), 0, f + 16 * (8 * i + 5));
      vstore16(erf(v), 0, f + 16 * (8 * i + 6));
      vstore16(rsqrt(fabs(v) + 1.0f), 0, f + 16 * (8 * i + 7));
      double3 dv = convert_double3(v.s012);
      vstore3(exp(dv) + log2(fabs(dv) + 1.0) + sin(dv), i, d);
    })");
  const KernelInfo& info = kernelInfo(*exe, "math");
  std::vector<float> x(16), f(16 * 8);
  std::vector<double> d(3);
  for (int i = 0; i < 16; ++i)
    x[i] = -4.0f + 0.55f * float(i);
  ArgBlock args(info);
  args.set(0, x.data());
  args.set(1, f.data());
  args.set(2, d.data());
  run(exe->workGroupFunction("math"), args.data(), NDRange{});
  auto ulps = [](float a, float b) {
    return std::abs(double(a) - double(b)) / std::abs(double(std::nextafter(b, INFINITY)) - b);
  };
  for (int i = 0; i < 16; ++i) {
    const double v = x[i];
    INFO("x=" << v);
    CHECK(ulps(f[i], float(std::exp(v))) <= 3);
    CHECK(ulps(f[16 + i], float(std::log(std::abs(x[i]) + 1.0f))) <= 3);
    CHECK(ulps(f[32 + i], float(std::sin(v))) <= 4);
    CHECK(ulps(f[48 + i], float(std::cos(v))) <= 4);
    CHECK(ulps(f[64 + i], float(std::pow(std::abs(v), 1.5))) <= 16);
    CHECK(ulps(f[80 + i], float(std::tanh(v))) <= 5);
    CHECK(ulps(f[96 + i], float(std::erf(v))) <= 16);
    CHECK(ulps(f[112 + i], float(1.0 / std::sqrt(std::abs(x[i]) + 1.0f))) <= 2);
  }
  for (int i = 0; i < 3; ++i) {
    const double v = x[i];
    CHECK(d[i] == Approx(std::exp(v) + std::log2(std::abs(v) + 1.0) + std::sin(v)).epsilon(1e-14));
  }
}

TEST_CASE("work-item functions answer out-of-range dimensions as the spec says") {
  auto exe = buildOk(R"(
    __kernel void dims(__global ulong* out, uint d) {
      out[0] = get_global_id(3);
      out[1] = get_local_size(7);
      out[2] = get_global_offset(5);
      out[3] = get_num_groups(3);
      out[4] = get_global_size(d);
      out[5] = get_local_id(d);
      out[6] = get_enqueued_local_size(d + 1);
    })",
                     "-cl-std=CL3.0");
  const KernelInfo& info = kernelInfo(*exe, "dims");
  std::vector<uint64_t> out(7, 99);
  ArgBlock args(info);
  args.set(0, out.data());
  args.set(1, 4u);
  NDRange range;
  range.global[0] = 1;
  run(exe->workGroupFunction("dims"), args.data(), range);
  REQUIRE(out == std::vector<uint64_t>{0, 1, 0, 1, 1, 0, 1});
  args.set(1, 0u);
  range.global[0] = 1;
  run(exe->workGroupFunction("dims"), args.data(), range);
  REQUIRE(out[4] == 1);
  REQUIRE(out[6] == 1);
}

TEST_CASE("integer division by zero returns without killing the process") {
  auto exe = buildOk(R"(
    __kernel void divide(__global int* a, __global int* b, __global int* q, __global uint* r) {
      size_t i = get_global_id(0);
      q[i] = a[i] / b[i];
      r[i] = (uint)a[i] % (uint)b[i] + (uint)(a[i] % b[i]);
    })");
  const KernelInfo& info = kernelInfo(*exe, "divide");
  std::vector<int> a{7, INT_MIN, 5, 9}, b{0, -1, 0, 2}, q(4, 0);
  std::vector<unsigned> r(4, 0);
  ArgBlock args(info);
  args.set(0, a.data());
  args.set(1, b.data());
  args.set(2, q.data());
  args.set(3, r.data());
  NDRange range;
  range.global[0] = 4;
  range.local[0] = 4;
  run(exe->workGroupFunction("divide"), args.data(), range);
  REQUIRE(q[3] == 4);
  REQUIRE(r[3] == 2);
}

TEST_CASE("kernel metadata: kinds, sizes, qualifiers, names and attributes") {
  const char* source = R"(
    __kernel __attribute__((reqd_work_group_size(16, 1, 1)))
    __attribute__((vec_type_hint(float4)))
    void meta(__global const float* restrict in, __constant int* table, __local float* scratch,
              int n, volatile __global int* flags, float4 v) {}
    __kernel __attribute__((work_group_size_hint(8, 2, 1))) void plain(int x) {})";
  auto exe = buildOk(source, "-cl-kernel-arg-info");
  const KernelInfo& info = kernelInfo(*exe, "meta");
  REQUIRE(info.hasArgInfo);
  REQUIRE(info.args.size() == 6);
  CHECK(info.args[0].kind == ArgKind::GlobalBuffer);
  CHECK(info.args[0].addressQualifier == AddressQualifier::Global);
  CHECK(info.args[0].typeQualifiers == (kTypeConst | kTypeRestrict));
  CHECK(info.args[0].typeName == "float*");
  CHECK(info.args[0].name == "in");
  CHECK(info.args[1].kind == ArgKind::ConstantBuffer);
  CHECK(info.args[1].addressQualifier == AddressQualifier::Constant);
  CHECK(info.args[2].kind == ArgKind::LocalBuffer);
  CHECK(info.args[3].kind == ArgKind::Value);
  CHECK(info.args[3].size == 4);
  CHECK(info.args[3].name == "n");
  CHECK(info.args[4].typeQualifiers == kTypeVolatile);
  CHECK(info.args[5].typeName == "float4");
  CHECK(info.args[5].size == 16);
  CHECK(info.args[0].accessQualifier == AccessQualifier::None);
  CHECK(info.reqdWorkGroupSize == std::array<uint64_t, 3>{16, 1, 1});
  CHECK(info.vecTypeHint == "float4");
  CHECK(info.attributes.find("reqd_work_group_size(16,1,1)") != std::string::npos);
  CHECK(info.attributes.find("vec_type_hint(float4)") != std::string::npos);
  const KernelInfo& plain = kernelInfo(*exe, "plain");
  CHECK(plain.workGroupSizeHint == std::array<uint64_t, 3>{8, 2, 1});
  CHECK(plain.reqdWorkGroupSize == std::array<uint64_t, 3>{0, 0, 0});

  auto withoutInfo = buildOk(source);
  const KernelInfo& bare = kernelInfo(*withoutInfo, "meta");
  CHECK_FALSE(bare.hasArgInfo);
  CHECK(bare.args[0].name.empty());
  CHECK(bare.args[0].typeName == "float*");
}

TEST_CASE("build failures are reported, not crashed on") {
  SECTION("a compile error gives CompileFailed with the line and the message") {
    LinkResult result =
        build("__kernel void k(__global int* a) {\n  a[0] = undefined_var;\n}\n", "");
    INFO(result.log);
    REQUIRE(result.status == Status::CompileFailed);
    REQUIRE(result.log.find("input.cl:2:10") != std::string::npos);
    REQUIRE(result.log.find("undeclared identifier 'undefined_var'") != std::string::npos);
    REQUIRE(result.log.find("^") != std::string::npos);
  }
  SECTION("IR the front end cannot lower correctly is CompileFailed, not an abort") {
    LinkResult result = build(
        "__kernel void k(__global int* p) { __atomic_fetch_add(p, 1, __ATOMIC_RELAXED); }", "");
    INFO(result.log);
    REQUIRE(result.status == Status::CompileFailed);
    REQUIRE_FALSE(result.log.empty());
  }
  SECTION("-Werror turns a warning into CompileFailed, -w silences it") {
    const char* source = "__kernel void k(__global int* a) { a[0] == 1; }";
    CHECK(build(source, "-Werror").status == Status::CompileFailed);
    LinkResult quiet = build(source, "-w");
    CHECK(quiet.status == Status::Ok);
    CHECK(quiet.log.find("warning") == std::string::npos);
  }
  SECTION("an unknown option gives InvalidOptions naming it") {
    LinkResult result = build("__kernel void k() {}", "-cl-fast-relaxed-math -cl-no-such-thing");
    REQUIRE(result.status == Status::InvalidOptions);
    REQUIRE(result.log.find("-cl-no-such-thing") != std::string::npos);
    CHECK(compileSource("__kernel void k() {}", "-D").status == Status::InvalidOptions);
    CHECK(compileSource("__kernel void k() {}", "-cl-std=CL4.0").status == Status::InvalidOptions);
    const ProgramOptions compile =
        readCompileOptions("-D A=1 -DB -I /tmp -cl-std=CL3.0 -cl-mad-enable -w -g "
                           "-cl-fast-relaxed-math -cl-denorms-are-zero -cl-opt-disable");
    CHECK(compile.error.empty());
    CHECK(compile.clStd == "CL3.0");
    CHECK_FALSE(compile.uniformWorkGroupSize);
    CHECK(readCompileOptions("-cl-std=CL2.0 -cl-uniform-work-group-size").uniformWorkGroupSize);
    const ProgramOptions link =
        readLinkOptions("-create-library -enable-link-options -cl-unsafe-math-optimizations");
    CHECK(link.error.empty());
    CHECK(link.createLibrary);
    CHECK_FALSE(readLinkOptions("-D X").error.empty());
  }
  SECTION("an unresolved function gives LinkFailed naming it") {
    LinkResult result =
        build("int helper(int);\n__kernel void k(__global int* a) { a[0] = helper(a[1]); }", "");
    INFO(result.log);
    REQUIRE(result.status == Status::LinkFailed);
    REQUIRE(result.log.find("'helper'") != std::string::npos);
  }
  SECTION("a kernel that calls printf says so") {
    LinkResult print = build(R"(__kernel void k() { printf("%d\n", 1); }
                                __kernel void quiet(__global int* a) { a[0] = 1; })",
                             "");
    INFO(print.log);
    REQUIRE(print.status == Status::Ok);
    for (const KernelInfo& kernel : print.executable->kernels())
      CHECK(kernel.usesPrintf == (kernel.name == "k"));
  }
}

TEST_CASE("separate compilation: headers, libraries and linking") {
  CompileResult object = compileSource(R"(
    #include "helpers/twice.h"
    __kernel void useTwice(__global int* a) { a[get_global_id(0)] = twice(a[get_global_id(0)]) + OFFSET; })",
                                       "-D OFFSET=3", {{"helpers/twice.h", "int twice(int x);"}});
  INFO(object.log);
  REQUIRE(object.status == Status::Ok);
  CompileResult helper = compileSource("int twice(int x) { return 2 * x; }", "");
  REQUIRE(helper.status == Status::Ok);
  LinkResult library = link({helper.bitcode}, "-create-library");
  REQUIRE(library.status == Status::Ok);
  REQUIRE_FALSE(library.executable);
  LinkResult program = link({object.bitcode, library.bitcode}, "");
  INFO(program.log);
  REQUIRE(program.status == Status::Ok);
  std::vector<int> a{1, 2, 3, 4};
  ArgBlock args(kernelInfo(*program.executable, "useTwice"));
  args.set(0, a.data());
  NDRange range;
  range.global[0] = 4;
  range.local[0] = 2;
  run(program.executable->workGroupFunction("useTwice"), args.data(), range);
  REQUIRE(a == std::vector<int>{5, 7, 9, 11});

  // The executable's bitcode links again on its own, as clCreateProgramWithBinary needs.
  LinkResult again = link({program.bitcode}, "");
  REQUIRE(again.status == Status::Ok);
  REQUIRE(again.executable->workGroupFunction("useTwice"));

  LinkResult twice = link({helper.bitcode, helper.bitcode}, "");
  REQUIRE(twice.status == Status::LinkFailed);
  REQUIRE(twice.log.find("twice") != std::string::npos);
}

TEST_CASE("program binaries round-trip and garbage is rejected") {
  CompileResult object = compileSource("__kernel void k(__global int* a) { a[0] = 1; }", "");
  REQUIRE(object.status == Status::Ok);
  const std::string binary = packBinary(BinaryKind::CompiledObject, object.bitcode);
  BinaryKind kind{};
  std::string bitcode;
  REQUIRE(unpackBinary(binary, kind, bitcode) == Status::Ok);
  REQUIRE(kind == BinaryKind::CompiledObject);
  REQUIRE(bitcode == object.bitcode);
  CHECK(unpackBinary("", kind, bitcode) == Status::InvalidBinary);
  CHECK(unpackBinary("definitely not a program binary", kind, bitcode) == Status::InvalidBinary);
  CHECK(unpackBinary(binary.substr(0, binary.size() - 1), kind, bitcode) == Status::InvalidBinary);
  std::string wrongKind = binary;
  wrongKind[12] = 9;
  CHECK(unpackBinary(wrongKind, kind, bitcode) == Status::InvalidBinary);
  CHECK(link({std::string_view("BC\xC0\xDEgarbage", 11)}, "").status == Status::LinkFailed);
}

TEST_CASE("-cl-opt-disable and fast math still give working kernels") {
  const char* source = R"(
    __kernel void saxpy(float a, __global const float* x, __global float* y) {
      size_t i = get_global_id(0);
      y[i] = a * x[i] + y[i];
    })";
  for (const char* options : {"-cl-opt-disable", "-cl-fast-relaxed-math -cl-denorms-are-zero",
                              "-cl-std=CL2.0 -cl-mad-enable"}) {
    INFO(options);
    auto exe = buildOk(source, options);
    std::vector<float> x(100), y(100);
    for (int i = 0; i < 100; ++i) {
      x[i] = float(i);
      y[i] = 1.0f;
    }
    ArgBlock args(kernelInfo(*exe, "saxpy"));
    args.set(0, 2.0f);
    args.set(1, x.data());
    args.set(2, y.data());
    NDRange range;
    range.global[0] = 100;
    range.local[0] = 32;
    run(exe->workGroupFunction("saxpy"), args.data(), range);
    for (int i = 0; i < 100; ++i)
      REQUIRE(y[i] == 2.0f * float(i) + 1.0f);
  }
}

TEST_CASE("builds on several threads at once are independent") {
  std::vector<std::thread> threads;
  std::vector<int> ok(2, 0);
  for (int t = 0; t < 2; ++t)
    threads.emplace_back([t, &ok] {
      LinkResult result = build(
          "__kernel void k(__global int* a) { a[get_global_id(0)] = " + std::to_string(t) + "; }",
          "");
      ok[t] = result.status == Status::Ok && result.executable->workGroupFunction("k") != nullptr;
    });
  for (std::thread& thread : threads)
    thread.join();
  REQUIRE(ok == std::vector<int>{1, 1});
}

/// An environment variable set for one scope, then restored.
class ScopedEnv {
public:
  ScopedEnv(const char* name, const char* value) : m_name(name) {
    if (const char* old = std::getenv(name))
      m_old = old;
    setenv(name, value, 1);
  }
  ~ScopedEnv() {
    if (m_old)
      setenv(m_name, m_old->c_str(), 1);
    else
      unsetenv(m_name);
  }

private:
  const char* m_name;
  std::optional<std::string> m_old;
};

TEST_CASE("a program built in parts on several threads keeps every kernel, in source order") {
  // Each part has its own copy of the helpers and constants it uses; a kernel may call a kernel
  // another part builds.
  const std::string source = R"(
    __constant int table[4] = {3, 5, 7, 11};
    int helper(int x) { return x * table[x & 3]; }
    __kernel void first(__global int* out, int n) { out[get_global_id(0)] = helper((int)get_global_id(0)); }
    __kernel void second(__global int* out, int n) { out[get_global_id(0)] = helper((int)get_global_id(0)) + n; }
    __kernel void third(__global int* out, int n) { first(out, n); out[get_global_id(0)] += 1000; }
    __kernel void fourth(__global int* out, int n) {
      int sum = 0;
      for (int k = 0; k <= (int)get_global_id(0) % n; ++k)
        sum += helper(k);
      out[get_global_id(0)] = sum;
    })";
  auto expected = [](const std::string& kernel, int i, int n) {
    auto helper = [](int x) { return x * std::array<int, 4>{3, 5, 7, 11}[x & 3]; };
    if (kernel == "first")
      return helper(i);
    if (kernel == "second")
      return helper(i) + n;
    if (kernel == "third")
      return helper(i) + 1000;
    int sum = 0;
    for (int k = 0; k <= i % n; ++k)
      sum += helper(k);
    return sum;
  };
  const std::vector<std::string> names{"first", "second", "third", "fourth"};
  ScopedEnv cache("WEFT_CACHE", "0");
  std::vector<std::string> reports[2];
  for (const char* threads : {"1", "3"}) {
    ScopedEnv parts("WEFT_BUILD_THREADS", threads);
    INFO("WEFT_BUILD_THREADS=" << threads);
    auto exe = buildOk(source);
    REQUIRE(exe->kernels().size() == names.size());
    for (size_t k = 0; k < names.size(); ++k) {
      const KernelInfo& info = exe->kernels()[k];
      REQUIRE(info.name == names[k]);
      reports[threads[0] == '3'].push_back(info.vectorization);
      const int n = 5, items = 100;
      std::vector<int> out(items, -1);
      ArgBlock args(info);
      args.set(0, out.data());
      args.set(1, n);
      NDRange range;
      range.global[0] = items;
      range.local[0] = 20;
      run(exe->workGroupFunction(names[k]), args.data(), range);
      for (int i = 0; i < items; ++i) {
        INFO(names[k] << " work-item " << i);
        REQUIRE(out[i] == expected(names[k], i, n));
      }
    }
  }
  REQUIRE(reports[0] == reports[1]);
}

namespace {

/// The optimized IR Weft writes for `kernel` of `source` (WEFT_DUMP_IR), built uncached.
std::string optimizedIr(const char* source, const std::string& kernel) {
  char directory[] = "/tmp/weft-ir-XXXXXX";
  REQUIRE(mkdtemp(directory));
  setenv("WEFT_DUMP_IR", directory, 1);
  setenv("WEFT_CACHE", "0", 1);
  auto exe = buildOk(source);
  unsetenv("WEFT_CACHE");
  unsetenv("WEFT_DUMP_IR");
  const std::string path = std::string(directory) + "/" + kernel + ".ll";
  std::ifstream file(path);
  std::stringstream ir;
  ir << file.rdbuf();
  std::remove(path.c_str());
  rmdir(directory);
  return ir.str();
}

} // namespace

TEST_CASE("the work-item loop vectorizes with the host's widest vectors") {
  if (hostTarget().vectorBytes < 64)
    SUCCEED("the host has no 512-bit vectors");
  const std::pair<const char*, const char*> kernels[] = {{"vadd512", R"(
    __kernel void vadd512(__global const float* a, __global const float* b, __global float* c) {
      size_t i = get_global_id(0);
      c[i] = a[i] + b[i];
    })"},
                                                         {"saxpy512", R"(
    __kernel void saxpy512(float s, __global const float* x, __global float* y) {
      size_t i = get_global_id(0);
      y[i] = s * x[i] + y[i];
    })"}};
  for (const auto& [name, source] : kernels) {
    const std::string text = optimizedIr(source, name);
    INFO(name);
    REQUIRE_FALSE(text.empty());
    if (hostTarget().vectorBytes >= 64) {
      CHECK(text.find("load <16 x float>") != std::string::npos);
      CHECK(text.find("store <16 x float>") != std::string::npos);
      CHECK(text.find("gather") == std::string::npos);
    }
  }
}

namespace {

/// The longest chain of instructions in `function` of the IR text `ir`, each instruction one step
/// after the latest of its operands (phis start chains at 0): the length of the critical path, for
/// code without loops.
int longestChain(const std::string& ir, const std::string& function) {
  const size_t start = ir.find("define void @" + function + "(");
  REQUIRE(start != std::string::npos);
  std::istringstream lines(ir.substr(start, ir.find("\n}\n", start) - start));
  std::map<std::string, int> depth;
  int longest = 0;
  for (std::string line; std::getline(lines, line);) {
    const size_t eq = line.find(" = ");
    const size_t name = line.find('%');
    if (eq == std::string::npos || name == std::string::npos || name > eq)
      continue;
    const std::string defined = line.substr(name, eq - name);
    int steps = 0;
    if (line.find(" = phi ") == std::string::npos)
      for (size_t at = line.find('%', eq); at != std::string::npos; at = line.find('%', at + 1)) {
        size_t end = at + 1;
        while (end < line.size() && (std::isalnum(static_cast<unsigned char>(line[end])) ||
                                     line[end] == '.' || line[end] == '_'))
          ++end;
        auto it = depth.find(line.substr(at, end - at));
        if (it != depth.end())
          steps = std::max(steps, it->second + 1);
      }
    depth[defined] = steps;
    longest = std::max(longest, steps);
  }
  return longest;
}

} // namespace

TEST_CASE("unrolled rounds of sums on a kernel's own vectors add the newest term last") {
  // SHA-256's shape: each round adds to h a function of the value just computed (e), a constant
  // and a message word. Added in source order the new term waits for three more adds each round;
  // reassociated after unrolling (pipeline.cpp, ReassociateVectorSums) it comes last.
  const std::string ir = optimizedIr(R"(
    __constant uint K[16] = {1, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53};
    __kernel void rounds(__global const uint16* in, __global uint16* out) {
      uint16 w[16];
      for (int i = 0; i < 16; ++i)
        w[i] = in[i];
      uint16 a = w[0], e = w[1], h = w[2];
    #pragma unroll
      for (int i = 0; i < 16; ++i) {
        uint16 t = h + (rotate(e, (uint16)26) ^ rotate(e, (uint16)21)) + K[i] + w[(i * 7) & 15];
        h = e;
        e = a + t;
        a = t ^ a;
      }
      out[0] = a + e + h;
    })",
                                     "rounds");
  const int chain = longestChain(ir, "__weft_wg_rounds");
  INFO(ir);
  // A round: two rotates, their xor, then (newest term last) one add for t and one for e: 67
  // steps in all on the 16 rounds, 100 in source order.
  CHECK(chain <= 16 * 5);
  CHECK(chain >= 16 * 3);
}

TEST_CASE("values the same across the group cross a loop's barrier copied each with its type") {
  // A reduction tree's stride, a 4-byte value, is stored by every step of the loop's region and
  // read by the next region's steps. Copied with a 16-byte memcpy, each load of it waited for
  // the store to reach the cache (no store forwarding into a wider load): half the tree's speed
  // on Zen 5. Copied as an i32, the load gets the stored value forwarded.
  const std::string ir = optimizedIr(R"(
    __kernel void tree(__global const float* in, __global float* out, ulong scale) {
      __local float scratch[256];
      size_t lid = get_local_id(0);
      scratch[lid] = in[get_global_id(0)];
      barrier(CLK_LOCAL_MEM_FENCE);
      for (uint stride = 128; stride > 0; stride /= 2) {
        scale = scale * 3 + stride;
        if (lid < stride)
          scratch[lid] += scratch[lid + stride];
        barrier(CLK_LOCAL_MEM_FENCE);
      }
      if (lid == 0)
        out[get_group_id(0)] = scratch[0] + (float)scale;
    })",
                                     "tree");
  INFO(ir);
  const size_t function = ir.find("define void @__weft_wg_tree(");
  REQUIRE(function != std::string::npos);
  const std::string body = ir.substr(function, ir.find("\n}\n", function) - function);
  CHECK(body.find("llvm.memcpy") == std::string::npos);
  CHECK(body.find("load volatile i32") != std::string::npos);
  CHECK(body.find("store volatile i32") != std::string::npos);
  CHECK(body.find("load volatile i64") != std::string::npos);
  CHECK(body.find("store volatile i64") != std::string::npos);
}

TEST_CASE("host target and version") {
  const TargetInfo& host = hostTarget();
  CHECK_FALSE(host.cpuName.empty());
  CHECK(host.vectorBytes >= 16);
  CHECK(compilerVersion().find("LLVM 15") != std::string::npos);
}
