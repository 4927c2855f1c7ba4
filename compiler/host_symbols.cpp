#include "compiler/host_symbols.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

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

// libgcc's half-precision conversions (GCC 12 and later), which LLVM calls for a conversion between
// double and half and, on a CPU without F16C, between float and half. Only their addresses are
// taken here; their half arguments and results travel in XMM registers as LLVM expects.
extern "C" void __truncdfhf2();
extern "C" void __truncsfhf2();
extern "C" void __extendhfsf2();

const std::vector<std::pair<std::string_view, void*>>& hostSymbols() {
  static const std::vector<std::pair<std::string_view, void*>> symbols = {
      // What code generation may lower the library's intrinsics to on an x86-64 CPU without the
      // instruction (llvm.round always; the others without SSE4.1 or FMA), and frem to fmod.
      WEFT_MATH2(fmod),
      WEFT_MATH(round),
      WEFT_MATH(floor),
      WEFT_MATH(ceil),
      WEFT_MATH(trunc),
      WEFT_MATH(rint),
      WEFT_MATH(nearbyint),
      WEFT_MATH(sqrt),
      WEFT_MATH2(fmin),
      WEFT_MATH2(fmax),
      {"fmaf", address<float(float, float, float)>(::fmaf)},
      {"fma", address<double(double, double, double)>(::fma)},
      // What LLVM emits for half conversions without an instruction.
      {"__truncdfhf2", address(__truncdfhf2)},
      {"__truncsfhf2", address(__truncsfhf2)},
      {"__extendhfsf2", address(__extendhfsf2)},
      // What LLVM emits for memory intrinsics.
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
