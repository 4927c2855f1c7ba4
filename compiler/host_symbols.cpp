#include "compiler/host_symbols.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

// glibc extensions (declared with _GNU_SOURCE): what LLVM may emit for exp10 and sin+cos pairs, and
// the reentrant lgamma.
extern "C" {
double exp10(double);
float exp10f(float);
void sincos(double, double*, double*);
void sincosf(float, float*, float*);
float lgammaf_r(float, int*);
double lgamma_r(double, int*);
}

namespace weft::compiler {
namespace {

template <typename Function> void* address(Function* function) {
  return reinterpret_cast<void*>(function);
}

// A float function and its double sibling, both named as in C.
#define WEFT_MATH(name)                                                                            \
  {#name "f", address<float(float)>(::name##f)}, {                                                 \
#name, address < double(double)>(::name)                                                       \
  }
#define WEFT_MATH2(name)                                                                           \
  {#name "f", address<float(float, float)>(::name##f)}, {                                          \
#name, address < double(double, double)>(::name)                                               \
  }

} // namespace

const std::vector<std::pair<std::string_view, void*>>& hostSymbols() {
  static const std::vector<std::pair<std::string_view, void*>> symbols = {
      WEFT_MATH(exp),
      WEFT_MATH(exp2),
      WEFT_MATH(exp10),
      WEFT_MATH(expm1),
      WEFT_MATH(log),
      WEFT_MATH(log2),
      WEFT_MATH(log10),
      WEFT_MATH(log1p),
      WEFT_MATH(cbrt),
      WEFT_MATH(sin),
      WEFT_MATH(cos),
      WEFT_MATH(tan),
      WEFT_MATH(asin),
      WEFT_MATH(acos),
      WEFT_MATH(atan),
      WEFT_MATH(sinh),
      WEFT_MATH(cosh),
      WEFT_MATH(tanh),
      WEFT_MATH(asinh),
      WEFT_MATH(acosh),
      WEFT_MATH(atanh),
      WEFT_MATH(erf),
      WEFT_MATH(erfc),
      WEFT_MATH(tgamma),
      WEFT_MATH(lgamma),
      {"lgammaf_r", address<float(float, int*)>(::lgammaf_r)},
      {"lgamma_r", address<double(double, int*)>(::lgamma_r)},
      WEFT_MATH(sqrt),
      WEFT_MATH(floor),
      WEFT_MATH(ceil),
      WEFT_MATH(trunc),
      WEFT_MATH(rint),
      WEFT_MATH(round),
      WEFT_MATH(nearbyint),
      WEFT_MATH(fabs),
      WEFT_MATH2(pow),
      WEFT_MATH2(atan2),
      WEFT_MATH2(hypot),
      WEFT_MATH2(fmod),
      WEFT_MATH2(remainder),
      {"remquof", address<float(float, float, int*)>(::remquof)},
      {"remquo", address<double(double, double, int*)>(::remquo)},
      WEFT_MATH2(fdim),
      WEFT_MATH2(fmin),
      WEFT_MATH2(fmax),
      WEFT_MATH2(copysign),
      WEFT_MATH2(remainder),
      {"fmaf", address<float(float, float, float)>(::fmaf)},
      {"fma", address<double(double, double, double)>(::fma)},
      {"ldexpf", address<float(float, int)>(::ldexpf)},
      {"ldexp", address<double(double, int)>(::ldexp)},
      {"sincosf", address(::sincosf)},
      {"sincos", address(::sincos)},
      {"memcpy", address(::memcpy)},
      {"memmove", address(::memmove)},
      {"memset", address(::memset)},
  };
  return symbols;
}

bool isHostSymbol(std::string_view name) {
  const auto& symbols = hostSymbols();
  return std::any_of(symbols.begin(), symbols.end(),
                     [&](const auto& symbol) { return symbol.first == name; });
}

} // namespace weft::compiler
