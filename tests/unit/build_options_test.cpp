// The spec's build options change the generated code the way the spec says (OpenCL 3.0 API
// §5.8.6), seen through compiler::inspect(): the optimized IR of the work-group functions.
#include "compiler/compiler.hpp"

#include <catch2/catch.hpp>

#include <regex>
#include <string>

using namespace weft::compiler;

namespace {

const char* kArithmetic = R"(
__kernel void arith(__global float* out, __global const float* a, __global const float* b) {
  size_t i = get_global_id(0);
  out[i] = a[i] * b[i] + a[i] / b[i];
}
)";

std::string optimizedIR(const char* source, const std::string& options) {
  Inspection result = inspect(source, options);
  INFO(result.log);
  REQUIRE(result.status == Status::Ok);
  return result.optimizedIR;
}

/// Whether some floating-point instruction of `ir` carries fast-math flag `flag`.
bool hasFlag(const std::string& ir, const std::string& flag) {
  const std::regex pattern("= (fmul|fadd|fdiv|fsub)( [a-z]+)* " + flag + "( |,)");
  return std::regex_search(ir, pattern);
}

} // namespace

TEST_CASE("without math options, no fast-math flag is set") {
  const std::string ir = optimizedIR(kArithmetic, "");
  CHECK_FALSE(hasFlag(ir, "fast"));
  CHECK_FALSE(hasFlag(ir, "nnan"));
  CHECK_FALSE(hasFlag(ir, "nsz"));
}

TEST_CASE("-cl-fast-relaxed-math sets every fast-math flag") {
  CHECK(hasFlag(optimizedIR(kArithmetic, "-cl-fast-relaxed-math"), "fast"));
}

TEST_CASE("-cl-finite-math-only assumes no NaN and no infinity") {
  const std::string ir = optimizedIR(kArithmetic, "-cl-finite-math-only");
  CHECK(hasFlag(ir, "nnan"));
  CHECK(hasFlag(ir, "ninf"));
  CHECK_FALSE(hasFlag(ir, "reassoc"));
}

TEST_CASE("-cl-no-signed-zeros ignores the sign of zero") {
  CHECK(hasFlag(optimizedIR(kArithmetic, "-cl-no-signed-zeros"), "nsz"));
}

TEST_CASE("-cl-unsafe-math-optimizations allows reassociation") {
  CHECK(hasFlag(optimizedIR(kArithmetic, "-cl-unsafe-math-optimizations"), "reassoc"));
}

TEST_CASE("-cl-denorms-are-zero flushes single-precision denormals") {
  const std::string flushed = optimizedIR(kArithmetic, "-cl-denorms-are-zero");
  CHECK(flushed.find("\"denormal-fp-math-f32\"=\"preserve-sign,preserve-sign\"") !=
        std::string::npos);
  CHECK(optimizedIR(kArithmetic, "").find("denormal-fp-math-f32") == std::string::npos);
}

TEST_CASE("-cl-single-precision-constant makes double literals float") {
  const char* source = R"(
    __kernel void scale(__global float* out) {
      size_t i = get_global_id(0);
      out[i] = out[i] * 0.1;
    })";
  // Without it, `float * 0.1` is computed in double.
  CHECK(optimizedIR(source, "").find("double") != std::string::npos);
  CHECK(optimizedIR(source, "-cl-single-precision-constant").find("double") == std::string::npos);
}

TEST_CASE("-cl-mad-enable lets a * b + c become one multiply-add") {
  const char* source = R"(
    __kernel void mad(__global float* out, __global const float* a, __global const float* b) {
      size_t i = get_global_id(0);
      out[i] = a[i] * b[i] + out[i];
    })";
  const std::string ir = optimizedIR(source, "-cl-mad-enable");
  CHECK((ir.find("llvm.fmuladd") != std::string::npos || ir.find("llvm.fma") != std::string::npos ||
         hasFlag(ir, "contract")));
}

TEST_CASE("-cl-opt-disable leaves the work-items unvectorized") {
  const char* source = R"(
    __kernel void copy(__global float* out, __global const float* in) {
      size_t i = get_global_id(0);
      out[i] = in[i];
    })";
  const std::string optimized = optimizedIR(source, "");
  const std::string unoptimized = optimizedIR(source, "-cl-opt-disable");
  CHECK(optimized.find("x float>") != std::string::npos);
  CHECK(unoptimized.find("x float>") == std::string::npos);
}

TEST_CASE("code is generated for the host CPU's model and features") {
  Inspection result = inspect(kArithmetic, "");
  REQUIRE(result.status == Status::Ok);
  const TargetInfo& host = hostTarget();
  CHECK(result.optimizedIR.find("\"target-cpu\"=\"" + host.cpuName + "\"") != std::string::npos);
  if (host.vectorBytes == 64) {
    CHECK(result.optimizedIR.find("+avx512f") != std::string::npos);
    CHECK(result.assembly.find("zmm") != std::string::npos);
  }
}
